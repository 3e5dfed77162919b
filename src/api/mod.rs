//! The thin HTTP layer: operations -> requests, the key header, status codes -> typed errors.
//!
//! Everything the service answers passes through [`Client::fetch`], whether it came over HTTP or
//! from the bundled demo responses, so both take the same status, parse and render path.

pub mod cache;
pub mod content;
pub mod demo;
pub mod edgar;
pub mod exact;
pub mod model;
pub mod provider;
pub mod retry;

use std::time::{Duration, Instant, SystemTime};

use reqwest::Url;
use reqwest::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderValue, LOCATION, RETRY_AFTER, USER_AGENT};

use crate::cli::Form;
use crate::domain::{Answer, StatementKind};
use crate::error::{Error, ErrorKind, Result};
use crate::sanitize;
use crate::settings::{ApiKey, Settings};
use cache::{Cache, Mode};
use model::ParseError;
use provider::Provider;
use std::sync::OnceLock;

/// One of the service's nine operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    Statement(StatementKind),
    Quote,
    Prices,
    TickerByCik,
    CikByTicker,
}

impl Operation {
    pub fn name(self) -> &'static str {
        match self {
            Operation::Statement(k) => k.name(),
            Operation::Quote => "quote",
            Operation::Prices => "prices",
            Operation::TickerByCik => "ticker",
            Operation::CikByTicker => "cik",
        }
    }
}

/// A validated question for the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub op: Operation,
    /// A ticker, or for [`Operation::TickerByCik`] a CIK; validated by `settings`.
    pub subject: String,
    /// Sent only when the user chose it, so that the service's defaults apply otherwise.
    pub form: Option<Form>,
    pub filing_order: Option<u32>,
}

impl Request {
    pub fn new(op: Operation, subject: impl Into<String>) -> Self {
        Self { op, subject: subject.into(), form: None, filing_order: None }
    }

    /// "income for AAPL", for messages.
    pub fn describe(&self) -> String {
        format!("{} for {}", self.op.name(), self.subject)
    }

    fn not_found(&self) -> Error {
        match self.op {
            Operation::Statement(kind) => {
                let form = self.form.map(|f| format!("{} ", f.as_str())).unwrap_or_default();
                let order = match self.filing_order {
                    Some(n) if n > 0 => format!(" at filing order {n}"),
                    _ => String::new(),
                };
                Error::not_found(format!(
                    "statement not found: the service has no {form}{} for {}{order}",
                    kind.noun(),
                    self.subject
                ))
            }
            Operation::TickerByCik => {
                Error::not_found(format!("company not found: no company has CIK {}", self.subject))
            }
            _ => Error::not_found(format!("company not found: no company has ticker {}", self.subject)),
        }
    }
}

/// A successful (200) answer.
#[derive(Debug, Clone)]
pub struct Response {
    pub body: Vec<u8>,
    pub content_type: Option<String>,
    /// Read from the on-disk cache rather than asked of the service.
    pub from_cache: bool,
}

/// What [`Client::ask`] brings back: the answer, and the body when the caller wants it.
#[derive(Debug)]
pub struct Fetched {
    /// `None` only with `raw`, when the body is not a valid answer.
    pub answer: Option<Answer>,
    pub body: Option<Vec<u8>>,
}

/// A non-200 answer, before it is turned into an error.
struct Failure {
    status: u16,
    body: Vec<u8>,
    retry_after: Option<String>,
}

/// How one try ended.
enum Attempt {
    Answer(Response),
    Failure(Failure),
    /// Connection, TLS, reset, time-out: worth another try.
    Network {
        timed_out: bool,
        detail: String,
    },
    /// Final whatever the retries (a body over the size cap).
    Fatal(Error),
    /// A 3xx answer: where it points, if it said.
    Redirect {
        status: u16,
        location: Option<String>,
    },
}

/// The most redirects followed for one request.
const MAX_REDIRECTS: u32 = 10;

enum Transport {
    /// The HTTP client is built on first use: an answer from the cache needs no TLS set-up.
    Http {
        base: Url,
        provider: Provider,
        key: Option<ApiKey>,
        /// The contact EDGAR requires in the User-Agent.
        user_agent: Option<String>,
        ca_bundle: Option<std::path::PathBuf>,
        client: OnceLock<reqwest::Client>,
    },
    Demo,
}

pub struct Client {
    transport: Transport,
    /// What EDGAR documents this run has read, so each is asked for and parsed once.
    edgar: edgar::State,
    cache: Option<Cache>,
    timeout: Duration,
    retries: u32,
    max_body: u64,
    verbose: u8,
    quiet: bool,
}

impl Client {
    /// A client for the resolved settings. Nothing is set up for the network until a request
    /// needs it; the key is checked then, before anything is sent.
    pub fn new(settings: &Settings) -> Result<Self> {
        let transport = if settings.demo {
            Transport::Demo
        } else {
            Transport::Http {
                base: settings.base_url.clone(),
                provider: settings.provider,
                key: settings.api_key.clone(),
                user_agent: settings.edgar_user_agent.clone(),
                ca_bundle: settings.ca_bundle.clone(),
                client: OnceLock::new(),
            }
        };
        // Demo answers are never cached: they are not the service's.
        let cache = match (&settings.cache, settings.demo) {
            (Some(c), false) => Some(Cache::new(&c.dir, c.ttls, c.mode).capped(settings.max_response_bytes)),
            _ => None,
        };
        Ok(Self {
            transport,
            edgar: edgar::State::default(),
            cache,
            timeout: settings.timeout,
            retries: settings.retries,
            max_body: settings.max_response_bytes,
            verbose: settings.verbose,
            quiet: settings.quiet,
        })
    }

    fn http(
        &self,
        provider: Provider,
        base: &Url,
        key: &Option<ApiKey>,
        user_agent: &Option<String>,
        ca: &Option<std::path::PathBuf>,
        cell: &OnceLock<reqwest::Client>,
    ) -> Result<reqwest::Client> {
        if let Some(c) = cell.get() {
            return Ok(c.clone());
        }
        let headers = if provider == Provider::Edgar {
            edgar::headers(user_agent.as_deref())?
        } else {
            let key = key.as_ref().ok_or_else(missing_key)?;
            let mut h = provider.auth_headers(key, base)?;
            h.insert(USER_AGENT, HeaderValue::from_static(concat!("finq/", env!("CARGO_PKG_VERSION"))));
            h
        };
        let tls = base.scheme() == "https";
        let loopback = base.host_str().is_some_and(is_loopback);
        let client = http_client(headers, self.timeout, tls, loopback, ca.as_deref())?;
        Ok(cell.get_or_init(|| client).clone())
    }

    /// Asks for `req` and reads the answer. Fresh cache entries answer without the network;
    /// valid answers from the network are cached. With `raw`, a body that is not a valid answer
    /// is still handed back (and not cached). `keep_body` returns the bytes as well.
    pub async fn ask(&self, req: &Request, raw: bool, keep_body: bool) -> Result<Fetched> {
        if let Some((_, Provider::Edgar)) = self.base() {
            return Ok(Fetched { answer: Some(self.edgar.answer(self, req).await?), body: None });
        }
        let resp = self.fetch(req).await?;
        let resp = match (decode(self, req, &resp), resp.from_cache) {
            (Ok(answer), _) => {
                self.remember(req, &resp);
                return Ok(Fetched { answer: Some(answer), body: (keep_body || raw).then_some(resp.body) });
            }
            // A damaged entry is ignored: ask the service again.
            (Err(_), true) if self.cache.as_ref().is_some_and(|c| c.mode != Mode::Offline) => {
                self.fetch_network(req).await?
            }
            (Err(_), true) => return Err(self.damaged(req)),
            (Err(_), false) if raw => {
                return Ok(Fetched { answer: None, body: Some(resp.body) });
            }
            (Err(e), false) => return Err(e),
        };
        match decode(self, req, &resp) {
            Ok(answer) => {
                self.remember(req, &resp);
                Ok(Fetched { answer: Some(answer), body: (keep_body || raw).then_some(resp.body) })
            }
            Err(_) if raw => Ok(Fetched { answer: None, body: Some(resp.body) }),
            Err(e) => Err(e),
        }
    }

    /// A damaged cache entry under `--offline`: a miss, as for every source.
    pub(crate) fn damaged(&self, req: &Request) -> Error {
        Error::new(
            ErrorKind::Offline,
            format!(
                "offline, and the cached copy of {} is damaged; run without --offline to fetch it again",
                req.describe()
            ),
        )
    }

    /// Keeps a valid answer from the network in the cache.
    fn remember(&self, req: &Request, resp: &Response) {
        if let Some(url) = self.url(req) {
            self.remember_url(&url, resp);
        }
    }

    /// Keeps a valid answer to `url` from the network in the cache.
    pub(crate) fn remember_url(&self, url: &Url, resp: &Response) {
        let Some(cache) = &self.cache else { return };
        if resp.from_cache || cache.mode == Mode::Offline {
            return;
        }
        if let Err(warning) = cache.store(url, resp)
            && !self.quiet
        {
            crate::render::notice(&warning);
        }
    }

    /// The URL `req` is asked at (and cached under); `None` for demo answers and for EDGAR, whose
    /// answers are assembled from several documents.
    pub fn url(&self, req: &Request) -> Option<Url> {
        match &self.transport {
            Transport::Http { provider: Provider::Edgar, .. } | Transport::Demo => None,
            Transport::Http { base, provider, .. } => Some(provider.url(base, req)),
        }
    }

    /// The base URL and provider, for the HTTP transport.
    pub(crate) fn base(&self) -> Option<(&Url, Provider)> {
        match &self.transport {
            Transport::Http { base, provider, .. } => Some((base, *provider)),
            Transport::Demo => None,
        }
    }

    /// Sends `req` and returns the body of a 200 answer; every other outcome is a typed error.
    /// A fresh cache entry answers first; with `--offline` only the cache does.
    pub async fn fetch(&self, req: &Request) -> Result<Response> {
        match self.url(req) {
            Some(url) => self.get(&url, req).await,
            None => self.fetch_network(req).await,
        }
    }

    /// GET `url` for `req` (whose operation sets the cache's time-to-live and whose description
    /// names it in messages): from the cache when fresh, else from the service.
    pub(crate) async fn get(&self, url: &Url, req: &Request) -> Result<Response> {
        if let Some(cache) = &self.cache {
            let url = url.clone();
            match cache.read(&url) {
                Some(hit)
                    if cache.mode == Mode::Offline
                        || (cache.mode == Mode::Normal && cache.is_fresh(req.op, hit.age)) =>
                {
                    if self.verbose > 0 {
                        crate::render::notice(&format!(
                            "GET {url} -> from the cache (stored {} ago)",
                            retry::human(hit.age)
                        ));
                    }
                    return Ok(hit.response);
                }
                None if cache.mode == Mode::Offline => {
                    return Err(Error::new(
                        ErrorKind::Offline,
                        format!(
                            "offline, and {} is not in the cache; run without --offline to fetch it",
                            req.describe()
                        ),
                    ));
                }
                _ => {}
            }
        }
        self.get_network(url, req).await
    }

    /// Asks the service (or the demo data), never the cache.
    async fn fetch_network(&self, req: &Request) -> Result<Response> {
        match self.url(req) {
            Some(url) => self.get_network(&url, req).await,
            None => self.demo_answer(req),
        }
    }

    /// The demo data's answer to `req`.
    fn demo_answer(&self, req: &Request) -> Result<Response> {
        let outcome = demo::answer(req);
        if self.verbose > 0 {
            let status = match &outcome {
                Ok(r) => format!("200 ({} bytes)", r.body.len()),
                Err(f) => f.status.to_string(),
            };
            crate::render::notice(&format!("demo {} -> {status}", req.describe()));
        }
        outcome.map_err(|f| status_error(req, &f, SystemTime::now()))
    }

    /// GET `url` over HTTP, never the cache.
    pub(crate) async fn get_network(&self, url: &Url, req: &Request) -> Result<Response> {
        match &self.transport {
            Transport::Http { base, provider, key, user_agent, ca_bundle, client } => {
                let client = self.http(*provider, base, key, user_agent, ca_bundle, client)?;
                self.fetch_http(&client, url, req).await
            }
            Transport::Demo => self.demo_answer(req),
        }
    }

    async fn fetch_http(&self, client: &reqwest::Client, asked: &Url, req: &Request) -> Result<Response> {
        let deadline = Instant::now() + self.timeout;
        let mut tries = 0;
        let mut hops = 0;
        // Redirects are followed here, not by reqwest, so that no request (and so no key) ever
        // leaves the origin that was asked, and so that -v shows every hop.
        let mut current = asked.clone();
        let url = &mut current;
        loop {
            tries += 1;
            let started = Instant::now();
            let remaining = deadline.saturating_duration_since(started);
            let outcome = if remaining.is_zero() {
                Attempt::Network { timed_out: true, detail: String::new() }
            } else {
                // Every try to the SEC, retries included, takes a slot of its ten a second.
                if self.base().is_some_and(|(_, p)| p == Provider::Edgar) {
                    self.edgar.pace().await;
                }
                self.attempt(client, url, remaining).await
            };
            if let Attempt::Redirect { status, location } = &outcome {
                let next = location.as_deref().and_then(|l| url.join(l).ok());
                if self.verbose > 0 {
                    let to = next.as_ref().map_or_else(|| "nowhere".to_string(), Url::to_string);
                    crate::render::notice(&format!("GET {url} -> {status} redirect to {to}"));
                }
                let next = redirect_target(asked, url, next, hops)?;
                hops += 1;
                *url = next;
                continue;
            }
            if self.verbose > 0 {
                let what = match &outcome {
                    Attempt::Answer(r) => format!("200 ({} bytes)", r.body.len()),
                    Attempt::Failure(f) => format!("{} ({} bytes)", f.status, f.body.len()),
                    Attempt::Network { timed_out: true, .. } => "timed out".to_string(),
                    Attempt::Network { detail, .. } => format!("failed: {detail}"),
                    Attempt::Fatal(e) => format!("failed: {e}"),
                    Attempt::Redirect { .. } => unreachable!("redirects are handled above"),
                };
                let ms = started.elapsed().as_millis();
                crate::render::notice(&format!("GET {url} -> {what} in {ms} ms (try {tries})"));
            }
            let now = SystemTime::now();
            let (error, wait) = match outcome {
                Attempt::Answer(r) => return Ok(r),
                Attempt::Fatal(e) => return Err(e),
                Attempt::Redirect { .. } => unreachable!("redirects are handled above"),
                // The SEC answers 403 or 429 to clients that go too fast: that means stop, not retry.
                Attempt::Failure(f)
                    if matches!(f.status, 403 | 429) && self.base().is_some_and(|(_, p)| p == Provider::Edgar) =>
                {
                    return Err(edgar::slow_down(f.status));
                }
                Attempt::Failure(f) => {
                    let error = status_error(req, &f, now);
                    if !retry::retryable_status(f.status) {
                        return Err(error);
                    }
                    let asked = f.retry_after.as_deref().and_then(|v| retry::parse_retry_after(v, now));
                    match asked {
                        // A service that asks for a long pause gets it: no retry storm.
                        Some(d) if d > retry::MAX_RETRY_AFTER => return Err(error),
                        Some(d) => (error, d),
                        None => (error, retry::backoff(tries)),
                    }
                }
                Attempt::Network { timed_out, detail } => {
                    (self.network_error(req, timed_out, &detail), retry::backoff(tries))
                }
            };
            if tries > self.retries {
                return Err(after_tries(error, tries));
            }
            if Instant::now().checked_add(wait).is_none_or(|at| at >= deadline) {
                let mut e = after_tries(error, tries);
                if e.kind != ErrorKind::Network || !e.message.contains("timed out") {
                    e.message.push_str(&format!(
                        "; the {} s time-out leaves no time to wait {} for another try",
                        self.timeout.as_secs(),
                        retry::human(wait)
                    ));
                }
                return Err(e);
            }
            if self.verbose > 0 {
                crate::render::notice(&format!(
                    "retrying {} in {} ms ({}; try {} of at most {})",
                    req.describe(),
                    wait.as_millis(),
                    error.message,
                    tries + 1,
                    self.retries + 1
                ));
            }
            tokio::time::sleep(wait).await;
        }
    }

    /// One GET, its body read in chunks up to the size cap, all within `budget`.
    async fn attempt(&self, client: &reqwest::Client, url: &Url, budget: Duration) -> Attempt {
        let network = |e: reqwest::Error| Attempt::Network { timed_out: e.is_timeout(), detail: root_cause(&e) };
        let mut resp = match client.get(url.clone()).timeout(budget).send().await {
            Ok(r) => r,
            Err(e) => return network(e),
        };
        let status = resp.status().as_u16();
        let header = |name| resp.headers().get(name).and_then(|v: &HeaderValue| v.to_str().ok()).map(str::to_string);
        let content_type = header(CONTENT_TYPE);
        let retry_after = header(RETRY_AFTER);
        let location = header(LOCATION);
        if self.verbose > 1 {
            let v = resp.version();
            crate::render::notice(&format!("> GET {url} (key header: <redacted>)"));
            crate::render::notice(&format!("< {v:?} {}", resp.status()));
            for (name, value) in resp.headers() {
                let value = sanitize::for_terminal(&String::from_utf8_lossy(value.as_bytes()));
                crate::render::notice(&format!("< {name}: {value}"));
            }
        }
        let too_large = || {
            Attempt::Fatal(Error::service(format!(
                "the answer to GET {} is larger than the {} MiB cap (status {status}); raise --max-response-mib if it is expected",
                url.path(),
                self.max_body / (1024 * 1024)
            )))
        };
        if resp.content_length().is_some_and(|n| n > self.max_body) {
            return too_large();
        }
        let mut body = Vec::new();
        loop {
            match resp.chunk().await {
                Ok(Some(chunk)) => {
                    if (body.len() + chunk.len()) as u64 > self.max_body {
                        return too_large();
                    }
                    body.extend_from_slice(&chunk);
                }
                Ok(None) => break,
                Err(e) => return network(e),
            }
        }
        if (300..400).contains(&status) && status != 304 {
            Attempt::Redirect { status, location }
        } else if status == 200 {
            Attempt::Answer(Response { body, content_type, from_cache: false })
        } else {
            Attempt::Failure(Failure { status, body, retry_after })
        }
    }

    fn network_error(&self, req: &Request, timed_out: bool, detail: &str) -> Error {
        if timed_out {
            return Error::network(format!(
                "timed out after {} s waiting for the service ({}); try a larger --timeout",
                self.timeout.as_secs(),
                req.describe()
            ));
        }
        Error::network(format!("could not reach the service ({}): {detail}", req.describe()))
    }

    /// Reads a 200 body with `parse`, turning a parse failure into a service error that names the
    /// operation, the status and what was wrong.
    pub fn decode<T>(
        &self,
        req: &Request,
        resp: &Response,
        parse: impl FnOnce(&[u8]) -> std::result::Result<T, ParseError>,
    ) -> Result<T> {
        parse(&resp.body).map_err(|e| decode_error(req, resp, e))
    }
}

/// Reads a 200 body as the answer of its operation.
pub fn decode(client: &Client, req: &Request, resp: &Response) -> Result<Answer> {
    Ok(match req.op {
        Operation::Statement(StatementKind::Summary) => Answer::Summary(client.decode(req, resp, model::summary)?),
        Operation::Statement(kind) => Answer::Statement(client.decode(req, resp, |b| model::statement(kind, b))?),
        Operation::Quote => Answer::Quote(client.decode(req, resp, |b| model::quote(b, &req.subject))?),
        Operation::Prices => Answer::Prices(client.decode(req, resp, |b| model::prices(b, &req.subject))?),
        Operation::TickerByCik => Answer::Tickers(client.decode(req, resp, |b| model::identifiers(b, &req.subject))?),
        Operation::CikByTicker => Answer::Ciks(client.decode(req, resp, |b| model::identifiers(b, &req.subject))?),
    })
}

/// The innermost cause says what happened (refused, reset, DNS, certificate). reqwest's own text
/// names the URL, which carries no key; it is sanitised like any other outside text.
fn root_cause(e: &reqwest::Error) -> String {
    let mut root: &dyn std::error::Error = e;
    while let Some(next) = root.source() {
        root = next;
    }
    let text = sanitize::for_terminal(&root.to_string());
    if e.is_body() || e.is_decode() { format!("the connection broke while the answer arrived: {text}") } else { text }
}

/// Whether `host` is this machine: `localhost` or a loopback address.
pub fn is_loopback(host: &str) -> bool {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost") || bare.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Where a redirect from `from` may lead: only to the origin (scheme, host and port) of the URL
/// finq asked, so that the key goes nowhere else and https is never given up for http.
fn redirect_target(asked: &Url, from: &Url, to: Option<Url>, hops: u32) -> Result<Url> {
    let Some(to) = to else {
        return Err(Error::service(format!("the service answered GET {from} with a redirect that names no valid URL")));
    };
    if hops >= MAX_REDIRECTS {
        return Err(Error::service(format!("the service redirected GET {asked} more than {MAX_REDIRECTS} times")));
    }
    if to.origin() != asked.origin() {
        let why = if asked.scheme() == "https" && to.scheme() != "https" {
            "it would give up https"
        } else {
            "finq sends requests only to the origin it was configured with"
        };
        return Err(Error::service(format!("refused to follow a redirect from {from} to {to}: {why}")));
    }
    Ok(to)
}

fn after_tries(mut e: Error, tries: u32) -> Error {
    if tries > 1 {
        e.message.push_str(&format!(" (after {tries} tries)"));
    }
    e
}

fn decode_error(req: &Request, resp: &Response, e: ParseError) -> Error {
    let what = req.describe();
    let ct = resp.content_type.as_deref().unwrap_or("none");
    let detail = match e {
        ParseError::NotJson(why) => format!(
            "the service answered {what} with something that is not JSON (status 200, content type {ct}): {why}"
        ),
        ParseError::Shape(why) => {
            format!("the service answered {what} with an unexpected shape (status 200): {why}")
        }
        ParseError::Status(s) => {
            format!("the service reported a failure for {what}: status {s} in a 200 answer")
        }
    };
    Error::service(sanitize::for_terminal(&detail))
}

fn status_error(req: &Request, f: &Failure, now: SystemTime) -> Error {
    let said = model::error_message(&f.body).map(|m| format!(": {}", sanitize::for_terminal(&m))).unwrap_or_default();
    let back = f.retry_after.as_deref().and_then(|v| retry::parse_retry_after(v, now));
    match f.status {
        404 => Error::not_found(format!("{}{said}", req.not_found())),
        401 => Error::auth(format!(
            "the service rejected the API key (401{said}); set {} or run `finq config set-key`",
            crate::cli::env::API_KEY
        )),
        403 => {
            let when = back.map(|d| format!("; it comes back {}", retry::when(d, now))).unwrap_or_default();
            Error::auth(format!(
                "the service refused access (403{said}); the subscription's quota may be used up{when}"
            ))
        }
        429 => {
            let when = back.map(|d| format!("; the service asks to wait {}", retry::human(d))).unwrap_or_default();
            Error::new(ErrorKind::RateLimited, format!("rate limited by the service (429{said}){when}"))
        }
        s @ 500..=599 => Error::service(format!("the service failed on {} (status {s}{said})", req.describe())),
        s => Error::service(format!("unexpected status {s} from the service for {}{said}", req.describe())),
    }
}

fn missing_key() -> Error {
    Error::auth(format!(
        "no API key configured: set {} or run `finq config set-key` (reads the key from standard input); \
         try `finq --demo …` to see finq without one",
        crate::cli::env::API_KEY
    ))
}

/// The HTTP client: the provider's key headers (marked sensitive) on every request, a short
/// connect time-out, and the extra trust roots of `--ca-bundle`.
fn http_client(
    mut headers: HeaderMap,
    timeout: Duration,
    tls: bool,
    loopback: bool,
    ca_bundle: Option<&std::path::Path>,
) -> Result<reqwest::Client> {
    headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
    // HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read from the environment by reqwest itself, except
    // for this machine: loopback requests never go through a proxy (a plain-http proxy would see
    // the key in clear). Towards an https origin a proxy only tunnels TLS, so it never sees the key.
    // The built-in roots are loaded only when the base URL is HTTPS (plain http is loopback only).
    // Redirects are followed by `fetch_http`, which keeps every request on the asked origin.
    let mut builder = reqwest::Client::builder()
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(timeout.min(Duration::from_secs(10)))
        .tls_built_in_root_certs(tls);
    if loopback {
        builder = builder.no_proxy();
    }
    if let Some(path) = ca_bundle {
        for cert in trust_roots(path)? {
            builder = builder.add_root_certificate(cert);
        }
    }
    builder.build().map_err(|e| Error::network(format!("could not set up HTTPS: {e}")))
}

/// The extra trust roots of `--ca-bundle`: every PEM certificate in the file.
fn trust_roots(path: &std::path::Path) -> Result<Vec<reqwest::Certificate>> {
    let bytes =
        std::fs::read(path).map_err(|e| Error::usage(format!("cannot read the CA bundle {}: {e}", path.display())))?;
    let certs = reqwest::Certificate::from_pem_bundle(&bytes).unwrap_or_default();
    if certs.is_empty() {
        return Err(Error::usage(format!("no PEM certificates in the CA bundle {}", path.display())));
    }
    Ok(certs)
}
