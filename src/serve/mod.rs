//! `finq serve`: the interface itself (`/v1/company/…`), answered from finq's sources, so that
//! old clients point at it unchanged and a team shares one cache and one SEC rate budget.
//!
//! Every request needs a key (header `Ocp-Apim-Subscription-Key`, or query `subscription-key` or
//! `key`), compared in constant time and never logged; a key over its rate gets 429. Concurrent
//! asks for the same answer wait for one fetch. SIGTERM or Ctrl-C finishes what is in flight
//! (at most five seconds), then exits 0.

mod listener;
pub mod wire;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::Response;
use axum::routing::any;
use serde_json::json;
use tokio::sync::OnceCell;

use crate::api::{Client, Operation, Request};
use crate::cli::ServeArgs;
use crate::domain::{Form, StatementKind};
use crate::error::{Error, ErrorKind};
use crate::settings::Settings;

/// At most this many requests are answered at once; more wait for a slot.
const MAX_IN_FLIGHT: usize = 256;

type Shared = Arc<OnceCell<Result<Arc<Vec<u8>>, Error>>>;

/// A recent answer, kept in memory for its time-to-live: the bytes before and after its response
/// id, so that every response still gets an id of its own.
struct Hot {
    before: axum::body::Bytes,
    after: axum::body::Bytes,
    at: Instant,
}

/// The most answers kept in memory.
const MAX_HOT: usize = 4096;

struct Server {
    client: Client,
    hot: Mutex<HashMap<String, Hot>>,
    ttls: crate::api::cache::Ttls,
    keys: Vec<String>,
    rate: u32,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
    in_flight: Mutex<HashMap<String, Shared>>,
    slots: tokio::sync::Semaphore,
    timeout: Duration,
    printer: crate::printer::Printer,
}

/// The keys `finq serve` accepts: `FINQ_SERVE_KEYS` (comma separated) and `--keys-file`.
fn keys(args: &ServeArgs) -> anyhow::Result<Vec<String>> {
    let mut keys: Vec<String> = std::env::var(crate::env::SERVE_KEYS)
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(String::from)
        .collect();
    if let Some(path) = &args.keys_file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::usage(format!("cannot read the keys file {}: {e}", path.display())))?;
        keys.extend(text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from));
    }
    Ok(keys)
}

pub fn run(settings: &Settings, args: &ServeArgs) -> anyhow::Result<()> {
    let keys = keys(args)?;
    for k in &keys {
        crate::sanitize::register_secret(k);
    }
    if keys.is_empty() && !args.no_auth {
        return Err(Error::usage(format!(
            "finq serve needs the keys it accepts: set {} (comma separated) or --keys-file FILE; \
             --no-auth serves without keys on a loopback address",
            crate::env::SERVE_KEYS
        ))
        .into());
    }
    if args.no_auth && !args.listen.ip().is_loopback() {
        return Err(Error::usage("--no-auth is for a loopback address only: anyone could use this server").into());
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    let server = Arc::new(Server {
        client: Client::new(&settings.client_config()),
        hot: Mutex::new(HashMap::new()),
        ttls: settings.cache.as_ref().map(|c| c.ttls).unwrap_or_default(),
        keys,
        rate: args.rate,
        buckets: Mutex::new(HashMap::new()),
        in_flight: Mutex::new(HashMap::new()),
        slots: tokio::sync::Semaphore::new(MAX_IN_FLIGHT),
        timeout: settings.timeout + Duration::from_secs(5),
        printer: settings.printer(),
    });
    let told = crate::signals::take_over();
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| Error::usage(format!("cannot listen on {}: {e}", args.listen)))?;
        let addr: SocketAddr = listener.local_addr()?;
        crate::printer::notice(&format!("listening on http://{addr}"));
        let app = Router::new()
            .route("/healthz", any(health))
            .route("/v1/company/{subject}", any(summary))
            .route("/v1/company/{subject}/{op}", any(operation))
            .fallback(unknown)
            .with_state(server);
        let (stop, stopped) = tokio::sync::watch::channel(false);
        std::thread::spawn(move || {
            if told.recv().is_ok() {
                let _ = stop.send(true);
            }
        });
        let mut graceful = stopped.clone();
        let serving = axum::serve(listener::Limited::new(listener), app).with_graceful_shutdown(async move {
            let _ = graceful.wait_for(|s| *s).await;
        });
        let mut deadline = stopped;
        tokio::select! {
            done = serving.into_future() => done?,
            // After a signal, what is in flight gets five seconds.
            _ = async {
                let _ = deadline.wait_for(|s| *s).await;
                tokio::time::sleep(Duration::from_secs(5)).await;
            } => crate::printer::notice("requests still in flight after 5 s were cut"),
        }
        anyhow::Ok(())
    })?;
    crate::printer::notice("stopped");
    Ok(())
}

fn json_response(status: StatusCode, body: Vec<u8>) -> Response {
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body))
        .unwrap_or_default()
}

fn error_response(status: StatusCode, message: &str) -> Response {
    let body = json!({ "statusCode": status.as_u16(), "message": message });
    json_response(status, serde_json::to_vec(&body).unwrap_or_default())
}

async fn health() -> Response {
    json_response(StatusCode::OK, br#"{"status":"ok"}"#.to_vec())
}

async fn unknown(method: Method, uri: axum::http::Uri, State(s): State<Arc<Server>>) -> Response {
    let r = error_response(StatusCode::NOT_FOUND, "Resource not found");
    s.log(&method, uri.path(), &r, Instant::now());
    r
}

async fn summary(
    method: Method,
    State(s): State<Arc<Server>>,
    Path(subject): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let path = format!("/v1/company/{subject}");
    s.handle(method, &path, Operation::Summary, subject, query, headers).await
}

async fn operation(
    method: Method,
    State(s): State<Arc<Server>>,
    Path((subject, op)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let path = format!("/v1/company/{subject}/{op}");
    let op = match op.as_str() {
        "balancesheet" => Operation::Statement(StatementKind::BalanceSheet),
        "income" => Operation::Statement(StatementKind::Income),
        "equity" => Operation::Statement(StatementKind::Equity),
        "operations" => Operation::Statement(StatementKind::Operations),
        // An extension of the interface, as the captured real bodies show it.
        "cashflows" => Operation::Statement(StatementKind::CashFlow),
        "quote" => Operation::Quote,
        "prices" => Operation::Prices,
        "ticker" => Operation::TickerByCik,
        "cik" => Operation::CikByTicker,
        _ => {
            let r = error_response(StatusCode::NOT_FOUND, "Resource not found");
            s.log(&method, &path, &r, Instant::now());
            return r;
        }
    };
    s.handle(method, &path, op, subject, query, headers).await
}

/// `a == b` in time that depends on the lengths only.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The query's parameters, percent-decoded.
fn params(query: Option<&str>) -> Vec<(String, String)> {
    query
        .map(|q| {
            reqwest::Url::parse(&format!("http://x/?{q}"))
                .map(|u| u.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect())
                .unwrap_or_default()
        })
        .unwrap_or_default()
}

impl Server {
    /// One access-log line: method, path (never the query, which may hold a key), status, bytes,
    /// time.
    fn log(&self, method: &Method, path: &str, r: &Response, started: Instant) {
        if self.printer.quiet {
            return;
        }
        let bytes = axum::body::HttpBody::size_hint(r.body()).exact().unwrap_or(0);
        crate::printer::notice(&format!(
            "{method} {path} {} {bytes} B {} ms",
            r.status().as_u16(),
            started.elapsed().as_millis()
        ));
    }

    /// The caller's key, if it is one of ours.
    fn authorised(&self, headers: &HeaderMap, params: &[(String, String)]) -> Result<String, &'static str> {
        let given = headers
            .get("ocp-apim-subscription-key")
            .and_then(|v| v.to_str().ok())
            .map(String::from)
            .or_else(|| params.iter().find(|(k, _)| k == "subscription-key" || k == "key").map(|(_, v)| v.clone()));
        if self.keys.is_empty() {
            return Ok(String::new());
        }
        let Some(given) = given else {
            return Err(
                "Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.",
            );
        };
        // Every key is compared, whatever matches, so the time says nothing about which.
        let found =
            self.keys.iter().fold(None, |hit, k| if same(k.as_bytes(), given.as_bytes()) { Some(k) } else { hit });
        found.cloned().ok_or("Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.")
    }

    /// A token bucket per key: `rate` a minute, bursts up to `rate`. The wait when empty.
    fn over_rate(&self, key: &str) -> Option<u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let per_sec = f64::from(self.rate) / 60.0;
        let (tokens, at) = buckets.entry(key.to_string()).or_insert((f64::from(self.rate), now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * per_sec).min(f64::from(self.rate));
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            None
        } else {
            Some(((1.0 - *tokens) / per_sec).ceil() as u64)
        }
    }

    async fn handle(
        &self,
        method: Method,
        path: &str,
        op: Operation,
        subject: String,
        query: Option<String>,
        headers: HeaderMap,
    ) -> Response {
        let started = Instant::now();
        let r = self.respond(method.clone(), op, subject, query, headers).await;
        self.log(&method, path, &r, started);
        r
    }

    async fn respond(
        &self,
        method: Method,
        op: Operation,
        subject: String,
        query: Option<String>,
        headers: HeaderMap,
    ) -> Response {
        if method != Method::GET {
            let mut r = error_response(StatusCode::METHOD_NOT_ALLOWED, "Only GET is served");
            r.headers_mut().insert(header::ALLOW, header::HeaderValue::from_static("GET"));
            return r;
        }
        let params = params(query.as_deref());
        let key = match self.authorised(&headers, &params) {
            Ok(k) => k,
            Err(why) => return error_response(StatusCode::UNAUTHORIZED, why),
        };
        if let Some(wait) = self.over_rate(&key) {
            let mut r = error_response(StatusCode::TOO_MANY_REQUESTS, "Rate limit is exceeded");
            if let Ok(v) = header::HeaderValue::from_str(&wait.to_string()) {
                r.headers_mut().insert(header::RETRY_AFTER, v);
            }
            return r;
        }
        let req = match request(op, &subject, &params) {
            Ok(r) => r,
            Err(why) => return error_response(StatusCode::BAD_REQUEST, &why),
        };
        let Ok(_slot) = self.slots.acquire().await else {
            return error_response(StatusCode::SERVICE_UNAVAILABLE, "The server is shutting down");
        };
        match tokio::time::timeout(self.timeout, self.answer(&req)).await {
            Ok(Ok(body)) => json_response(StatusCode::OK, body),
            Ok(Err(e)) => match e.kind {
                ErrorKind::NotFound if op.is_filing() => error_response(StatusCode::NOT_FOUND, "Statement not found"),
                ErrorKind::NotFound => error_response(StatusCode::NOT_FOUND, "Company not found"),
                ErrorKind::Usage => error_response(StatusCode::BAD_REQUEST, &e.message),
                _ => error_response(StatusCode::BAD_GATEWAY, &crate::sanitize::redact(&e.message)),
            },
            Err(_) => error_response(StatusCode::GATEWAY_TIMEOUT, "The sources did not answer in time"),
        }
    }

    /// The answer's body with a fresh response id: from memory while fresh, else asked once
    /// however many ask at the same time.
    async fn answer(&self, req: &Request) -> Result<Vec<u8>, Error> {
        let key = format!("{:?}", (req.op, &req.subject, req.form, req.filing_order));
        let fresh = |hot: &Hot| -> Vec<u8> {
            let id = wire::uuid();
            let mut out = Vec::with_capacity(hot.before.len() + id.len() + hot.after.len());
            out.extend_from_slice(&hot.before);
            out.extend_from_slice(id.as_bytes());
            out.extend_from_slice(&hot.after);
            out
        };
        let ttl = self.ttls.of(req.op);
        if let Some(hot) = self.hot.lock().unwrap_or_else(|e| e.into_inner()).get(&key).filter(|h| h.at.elapsed() < ttl)
        {
            return Ok(fresh(hot));
        }
        let body = self.fetch(req, &key).await?;
        // Split at the id so that each response gets its own (identifiers and summaries have
        // none in the flat form: the sentinel is absent, and the bytes are served as they are).
        let (before, after) = match body.windows(wire::SENTINEL.len()).position(|w| w == wire::SENTINEL.as_bytes()) {
            Some(at) => (body[..at].to_vec(), body[at + wire::SENTINEL.len()..].to_vec()),
            None => return Ok(body.as_ref().clone()),
        };
        let hot = Hot { before: before.into(), after: after.into(), at: Instant::now() };
        let out = fresh(&hot);
        let mut map = self.hot.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= MAX_HOT {
            map.retain(|_, h| h.at.elapsed() < ttl);
            if map.len() >= MAX_HOT {
                map.clear();
            }
        }
        map.insert(key, hot);
        Ok(out)
    }

    /// The answer's body (with the sentinel id); concurrent asks for the same question wait for
    /// one fetch.
    async fn fetch(&self, req: &Request, key: &str) -> Result<Arc<Vec<u8>>, Error> {
        let key = key.to_string();
        let cell = {
            let mut map = self.in_flight.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(key.clone()).or_default().clone()
        };
        let result = cell
            .get_or_init(|| async {
                let fetched = self.client.ask(req, false, false).await?;
                let answer = fetched.answer.ok_or_else(|| Error::service("no answer"))?;
                let body = serde_json::to_vec(&wire::answer_with_id(&answer, wire::SENTINEL))
                    .map_err(|e| Error::service(e.to_string()))?;
                Ok(Arc::new(body))
            })
            .await
            .clone();
        // Done: the next ask is a new question (the cache answers it).
        self.in_flight.lock().unwrap_or_else(|e| e.into_inner()).remove(&key);
        result
    }
}

/// The question a path and query ask, or why it is not one (a 400).
fn request(op: Operation, subject: &str, params: &[(String, String)]) -> Result<Request, String> {
    let subject = match op {
        Operation::TickerByCik => crate::input::cik(subject),
        _ => crate::input::ticker(subject),
    }
    .map_err(|e| e.message)?;
    let mut req = Request::new(op, subject);
    for (k, v) in params {
        match k.as_str() {
            "formType" if op.is_filing() => {
                req.form = Some(match v.to_ascii_uppercase().as_str() {
                    "10-K" => Form::TenK,
                    "10-Q" => Form::TenQ,
                    _ => return Err(format!("formType must be 10-K or 10-Q, not {v:?}")),
                })
            }
            "filingOrder" if op.is_filing() => {
                req.filing_order = Some(
                    v.parse::<u32>()
                        .ok()
                        .filter(|n| *n <= crate::cli::MAX_FILING_ORDER)
                        .ok_or_else(|| format!("filingOrder must be a whole number from 0 to 500, not {v:?}"))?,
                )
            }
            _ => {}
        }
    }
    Ok(req)
}
