//! The thin HTTP layer: operations -> requests, the key header, status codes -> typed errors.
//!
//! Everything the service answers passes through [`Client::fetch`], whether it came over HTTP or
//! from the bundled demo responses, so both take the same status, parse and render path.

pub mod content;
pub mod demo;
pub mod model;

use std::time::{Duration, Instant};

use reqwest::Url;
use reqwest::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderValue, RETRY_AFTER, USER_AGENT};

use crate::cli::Form;
use crate::domain::StatementKind;
use crate::error::{Error, ErrorKind, Result};
use crate::sanitize;
use crate::settings::{ApiKey, Settings};
use model::ParseError;

/// The header that carries the subscription key on every request.
pub const KEY_HEADER: &str = "Ocp-Apim-Subscription-Key";

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

    /// The path segment after the ticker or CIK; the summary has none.
    fn path_suffix(self) -> Option<&'static str> {
        match self {
            Operation::Statement(StatementKind::Summary) => None,
            Operation::Statement(k) => Some(k.name()),
            Operation::Quote => Some("quote"),
            Operation::Prices => Some("prices"),
            Operation::TickerByCik => Some("ticker"),
            Operation::CikByTicker => Some("cik"),
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
        Self {
            op,
            subject: subject.into(),
            form: None,
            filing_order: None,
        }
    }

    /// The URL for this request under `base`: the subject is always one percent-encoded segment.
    pub fn url(&self, base: &Url) -> Url {
        let mut url = base.clone();
        url.set_query(None);
        url.set_fragment(None);
        if let Ok(mut segs) = url.path_segments_mut() {
            segs.pop_if_empty().extend(["v1", "company", &self.subject]);
            if let Some(suffix) = self.op.path_suffix() {
                segs.push(suffix);
            }
        }
        let mut pairs = Vec::new();
        if let Some(form) = self.form {
            pairs.push(("formType", form.as_str().to_string()));
        }
        if let Some(n) = self.filing_order {
            pairs.push(("filingOrder", n.to_string()));
        }
        if !pairs.is_empty() {
            url.query_pairs_mut().extend_pairs(pairs);
        }
        url
    }

    /// "income for AAPL", for messages.
    pub fn describe(&self) -> String {
        format!("{} for {}", self.op.name(), self.subject)
    }

    fn not_found(&self) -> Error {
        match self.op {
            Operation::Statement(kind) => {
                let form = self
                    .form
                    .map(|f| format!("{} ", f.as_str()))
                    .unwrap_or_default();
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
            Operation::TickerByCik => Error::not_found(format!(
                "company not found: no company has CIK {}",
                self.subject
            )),
            _ => Error::not_found(format!(
                "company not found: no company has ticker {}",
                self.subject
            )),
        }
    }
}

/// A successful (200) answer.
#[derive(Debug, Clone)]
pub struct Response {
    pub body: Vec<u8>,
    pub content_type: Option<String>,
}

/// A non-200 answer, before it is turned into an error.
struct Failure {
    status: u16,
    body: Vec<u8>,
    retry_after: Option<String>,
}

enum Transport {
    Http { client: reqwest::Client, base: Url },
    Demo,
}

pub struct Client {
    transport: Transport,
    timeout: Duration,
    verbose: u8,
}

impl Client {
    /// A client for the resolved settings. The key is checked here, before anything is sent.
    pub fn new(settings: &Settings) -> Result<Self> {
        let transport = if settings.demo {
            Transport::Demo
        } else {
            let key = settings.api_key.as_ref().ok_or_else(missing_key)?;
            Transport::Http {
                client: http_client(key, settings.timeout)?,
                base: settings.base_url.clone(),
            }
        };
        Ok(Self {
            transport,
            timeout: settings.timeout,
            verbose: settings.verbose,
        })
    }

    /// Sends `req` and returns the body of a 200 answer; every other outcome is a typed error.
    pub async fn fetch(&self, req: &Request) -> Result<Response> {
        let started = Instant::now();
        let (label, outcome) = match &self.transport {
            Transport::Demo => (format!("demo {}", req.describe()), demo::answer(req)),
            Transport::Http { client, base } => {
                let url = req.url(base);
                (format!("GET {url}"), self.send(client, &url, req).await)
            }
        };
        if self.verbose > 0 {
            let status = match &outcome {
                Ok(Ok(r)) => format!("200 ({} bytes)", r.body.len()),
                Ok(Err(f)) => format!("{} ({} bytes)", f.status, f.body.len()),
                Err(e) => format!("failed: {e}"),
            };
            crate::render::notice(&format!(
                "{label} -> {status} in {} ms",
                started.elapsed().as_millis()
            ));
        }
        match outcome? {
            Ok(resp) => Ok(resp),
            Err(failure) => Err(status_error(req, &failure)),
        }
    }

    async fn send(
        &self,
        client: &reqwest::Client,
        url: &Url,
        req: &Request,
    ) -> Result<std::result::Result<Response, Failure>> {
        let resp = client
            .get(url.clone())
            .send()
            .await
            .map_err(|e| self.network_error(req, &e))?;
        let status = resp.status().as_u16();
        let header = |name| {
            resp.headers()
                .get(name)
                .and_then(|v: &HeaderValue| v.to_str().ok())
                .map(str::to_string)
        };
        let content_type = header(CONTENT_TYPE);
        let retry_after = header(RETRY_AFTER);
        let body = resp
            .bytes()
            .await
            .map_err(|e| self.network_error(req, &e))?
            .to_vec();
        Ok(if status == 200 {
            Ok(Response { body, content_type })
        } else {
            Err(Failure {
                status,
                body,
                retry_after,
            })
        })
    }

    fn network_error(&self, req: &Request, e: &reqwest::Error) -> Error {
        if e.is_timeout() {
            return Error::network(format!(
                "timed out after {} s waiting for the service ({}); try a larger --timeout",
                self.timeout.as_secs(),
                req.describe()
            ));
        }
        // The innermost cause says what happened (refused, reset, DNS, certificate); the URL in
        // reqwest's own text carries no key, but it is sanitised like any other outside text.
        let mut root: &dyn std::error::Error = e;
        while let Some(next) = root.source() {
            root = next;
        }
        let what = if e.is_connect() {
            "could not connect to the service"
        } else {
            "the request failed"
        };
        Error::network(format!(
            "{what} ({}): {}",
            req.describe(),
            sanitize::for_terminal(&root.to_string())
        ))
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

fn status_error(req: &Request, f: &Failure) -> Error {
    let said = model::error_message(&f.body)
        .map(|m| format!(": {}", sanitize::for_terminal(&m)))
        .unwrap_or_default();
    let retry = f
        .retry_after
        .as_deref()
        .map(|r| format!("; try again after {} s", sanitize::for_terminal(r)))
        .unwrap_or_default();
    match f.status {
        404 => Error::not_found(format!("{}{said}", req.not_found())),
        401 => Error::auth(format!(
            "the service rejected the API key (401{said}); set {} or run `finq config set-key`",
            crate::cli::env::API_KEY
        )),
        403 => Error::auth(format!(
            "the service refused access (403{said}); the subscription's quota may be used up{retry}"
        )),
        429 => Error::new(
            ErrorKind::RateLimited,
            format!("rate limited by the service (429{said}){retry}"),
        ),
        s @ 500..=599 => Error::service(format!(
            "the service failed on {} (status {s}{said})",
            req.describe()
        )),
        s => Error::service(format!(
            "unexpected status {s} from the service for {}{said}",
            req.describe()
        )),
    }
}

fn missing_key() -> Error {
    Error::auth(format!(
        "no API key configured: set {} or run `finq config set-key` (reads the key from standard input); \
         try `finq --demo …` to see finq without one",
        crate::cli::env::API_KEY
    ))
}

fn http_client(key: &ApiKey, timeout: Duration) -> Result<reqwest::Client> {
    let mut headers = HeaderMap::new();
    let mut value = HeaderValue::from_str(key.expose()).map_err(|_| {
        Error::usage("the API key contains characters that cannot be sent in a header")
    })?;
    // Marked sensitive so that no debug output of the HTTP stack ever shows it.
    value.set_sensitive(true);
    headers.insert(KEY_HEADER, value);
    headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
    headers.insert(
        USER_AGENT,
        HeaderValue::from_static(concat!("finq/", env!("CARGO_PKG_VERSION"))),
    );
    reqwest::Client::builder()
        .default_headers(headers)
        .connect_timeout(timeout.min(Duration::from_secs(10)))
        .timeout(timeout)
        .build()
        .map_err(|e| Error::network(format!("could not set up HTTPS: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Url {
        Url::parse("https://services.last10k.com").unwrap()
    }

    #[test]
    fn urls() {
        let mut r = Request::new(Operation::Statement(StatementKind::Income), "AAPL");
        assert_eq!(
            r.url(&base()).as_str(),
            "https://services.last10k.com/v1/company/AAPL/income"
        );
        r.form = Some(Form::TenQ);
        r.filing_order = Some(2);
        assert_eq!(
            r.url(&base()).as_str(),
            "https://services.last10k.com/v1/company/AAPL/income?formType=10-Q&filingOrder=2"
        );
        let s = Request::new(Operation::Statement(StatementKind::Summary), "BRK.B");
        assert_eq!(
            s.url(&base()).as_str(),
            "https://services.last10k.com/v1/company/BRK.B"
        );
        let t = Request::new(Operation::TickerByCik, "320193");
        let prefixed = Url::parse("http://127.0.0.1:8080/proxy/").unwrap();
        assert_eq!(
            t.url(&prefixed).as_str(),
            "http://127.0.0.1:8080/proxy/v1/company/320193/ticker"
        );
    }

    #[test]
    fn subject_is_one_segment() {
        let r = Request::new(Operation::Quote, "A/B?c=1#d");
        assert_eq!(
            r.url(&base()).as_str(),
            "https://services.last10k.com/v1/company/A%2FB%3Fc=1%23d/quote"
        );
    }
}
