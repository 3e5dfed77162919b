//! The transport: one GET with its redirects (kept on the asked origin), retries with back-off
//! and `Retry-After`, one deadline, a body cap, TLS roots and proxies, and statuses turned into
//! typed errors. Sources plug in through [`Origin`] (headers, pacing, refusals); nothing here
//! knows one source from another, nor how the command line changes a limit ([`Hint`]).

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime};

use reqwest::Url;
use reqwest::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderValue, LOCATION, RETRY_AFTER};

use super::pacer::Pacer;
use super::{Response, retry};
use crate::error::{Cause, Error, ErrorKind, Result};
use crate::model::Request;
use crate::printer::Printer;
use crate::sanitize;

/// What the transport needs of the service it asks, whichever source that is: where it is, what
/// every request carries (its key or contact), how fast it may be asked, and which statuses mean
/// "stop" rather than "retry".
pub trait Origin {
    /// The base URL; an error for a source that has none.
    fn base(&self) -> Result<&Url>;
    /// The headers of every request; checked (a missing key, say) only when one is about to go.
    fn headers(&self) -> Result<HeaderMap>;
    /// The least time between two requests, across a run.
    fn spacing(&self) -> Option<Duration>;
    /// A status that means "stop" rather than "retry", as its final error.
    fn refusal(&self, status: u16) -> Option<Error>;
}

/// What the transport advises when a request fails in a way the user can change: data here; the
/// command line's words for it (the flag that changes the limit) are written by settings and
/// handed down as [`Transport::hint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// No answer within the time-out: a longer one.
    LargerTimeout,
    /// An answer over the size cap: a larger cap, if such answers are expected.
    LargerAnswers,
    /// The host could not be reached at all: how to check the way there, and how to run with no
    /// network.
    NoNetwork,
}

/// One origin's way there at run time: its HTTP client, built on first use, and its pacing.
pub struct Line {
    client: OnceLock<reqwest::Client>,
    pacer: Pacer,
}

impl Line {
    pub fn new(spacing: Option<Duration>) -> Self {
        Self { client: OnceLock::new(), pacer: Pacer::new(spacing) }
    }
}

/// The transport's limits, the same for every origin of a run.
#[derive(Debug, Clone)]
pub struct Transport {
    /// The whole wait for one answer, retries and back-off included.
    pub timeout: Duration,
    pub retries: u32,
    pub ca_bundle: Option<PathBuf>,
    pub max_body: u64,
    pub printer: Printer,
    /// The command line's words for a [`Hint`].
    pub hint: fn(Hint) -> &'static str,
}

/// A non-200 answer, before it is turned into an error.
pub(crate) struct Failure {
    pub(crate) status: u16,
    pub(crate) body: Vec<u8>,
    pub(crate) retry_after: Option<String>,
}

/// How one try ended.
enum Attempt {
    Answer(Response),
    Failure(Failure),
    /// Connection, TLS, reset, time-out: worth another try.
    Network {
        cause: Cause,
        detail: String,
        source: Option<reqwest::Error>,
    },
    /// Final whatever the retries (a body over the size cap).
    Fatal(Error),
    /// A 3xx answer: where it points, if it said.
    Redirect {
        status: u16,
        location: Option<String>,
    },
}

/// What one try comes to, once it is not a redirect.
enum Verdict {
    Answer(Response),
    /// Final, whatever the retries.
    Fail(Error),
    /// Worth another try after the wait; the error if there is none.
    Again(Error, Duration),
}

/// Why a GET makes no other try.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// Every retry is used.
    Retries,
    /// The wait for another try would pass the deadline.
    Deadline,
}

/// The most redirects followed for one request.
const MAX_REDIRECTS: u32 = 10;

impl Transport {
    /// The line's HTTP client, built on first use: an answer from the cache needs no TLS set-up,
    /// and the credential is checked only when something is about to be sent.
    fn http(&self, line: &Line, origin: &dyn Origin) -> Result<reqwest::Client> {
        if let Some(c) = line.client.get() {
            return Ok(c.clone());
        }
        let headers = origin.headers()?;
        let base = origin.base()?;
        let tls = base.scheme() == "https";
        let loopback = base.host_str().is_some_and(is_loopback);
        let client = build(headers, self.timeout, tls, loopback, self.ca_bundle.as_deref())?;
        Ok(line.client.get_or_init(|| client).clone())
    }

    /// GET `url` for `req` from `origin` over `line`, never the cache.
    pub async fn get(&self, line: &Line, origin: &dyn Origin, url: &Url, req: &Request) -> Result<Response> {
        let client = self.http(line, origin)?;
        self.fetch_http(line, origin, &client, url, req).await
    }

    /// The GET of `asked`: tries until one answers, or one fails for good, or the retries or the
    /// deadline run out; each try follows redirects on the asked origin.
    async fn fetch_http(
        &self,
        line: &Line,
        origin: &dyn Origin,
        client: &reqwest::Client,
        asked: &Url,
        req: &Request,
    ) -> Result<Response> {
        let deadline = Instant::now() + self.timeout;
        let mut tries = 0;
        let mut hops = 0;
        // Redirects are followed here, not by reqwest, so that no request (and so no key) ever
        // leaves the origin that was asked, and so that -v shows every hop.
        let mut url = asked.clone();
        loop {
            tries += 1;
            let started = Instant::now();
            let outcome = self.try_once(line, client, &url, deadline.saturating_duration_since(started)).await;
            if let Attempt::Redirect { status, location } = &outcome {
                url = self.follow(asked, &url, *status, location.as_deref(), hops)?;
                hops += 1;
                continue;
            }
            self.log_try(&url, &outcome, started, tries);
            let (error, wait) = match self.judge(origin, req, &url, outcome, tries) {
                Verdict::Answer(r) => return Ok(r),
                Verdict::Fail(e) => return Err(e),
                Verdict::Again(e, wait) => (e, wait),
            };
            if let Some(end) = self.end_of_tries(tries, wait, deadline) {
                return Err(self.final_error(error, tries, wait, end));
            }
            if self.printer.shows(1) {
                crate::printer::notice(&format!(
                    "retrying {} in {} ms ({}; try {} of at most {})",
                    req.describe(),
                    wait.as_millis(),
                    error,
                    tries + 1,
                    self.retries + 1
                ));
            }
            tokio::time::sleep(wait).await;
        }
    }

    /// One try within what is left of the deadline, paced: every try, retries and redirects
    /// included, takes a slot of the source's rate.
    async fn try_once(&self, line: &Line, client: &reqwest::Client, url: &Url, remaining: Duration) -> Attempt {
        if remaining.is_zero() {
            return Attempt::Network { cause: Cause::TimedOut, detail: String::new(), source: None };
        }
        line.pacer.pace().await;
        self.attempt(client, url, remaining).await
    }

    /// Where a redirect from `from` leads (said with -v), if finq may follow it there.
    fn follow(&self, asked: &Url, from: &Url, status: u16, location: Option<&str>, hops: u32) -> Result<Url> {
        let next = location.and_then(|l| from.join(l).ok());
        if self.printer.shows(1) {
            let to = next.as_ref().map_or_else(|| "nowhere".to_string(), Url::to_string);
            crate::printer::notice(&format!("GET {from} -> {status} redirect to {to}"));
        }
        redirect_target(asked, from, next, hops)
    }

    /// The -v line of a try that was not a redirect.
    fn log_try(&self, url: &Url, outcome: &Attempt, started: Instant, tries: u32) {
        if !self.printer.shows(1) {
            return;
        }
        let what = match outcome {
            Attempt::Answer(r) => format!("200 ({} bytes)", r.body.len()),
            Attempt::Failure(f) => format!("{} ({} bytes)", f.status, f.body.len()),
            Attempt::Network { cause: Cause::TimedOut, .. } => "timed out".to_string(),
            Attempt::Network { detail, .. } => format!("failed: {detail}"),
            Attempt::Fatal(e) => format!("failed: {e}"),
            Attempt::Redirect { .. } => unreachable!("redirects are followed before"),
        };
        let ms = started.elapsed().as_millis();
        crate::printer::notice(&format!("GET {url} -> {what} in {ms} ms (try {tries})"));
    }

    /// What a try that was not a redirect comes to: the answer, a failure for good (a source may
    /// say that a status means "stop"; a long `Retry-After` gets its pause, not a retry storm),
    /// or one worth another try after a wait.
    fn judge(&self, origin: &dyn Origin, req: &Request, url: &Url, outcome: Attempt, tries: u32) -> Verdict {
        let now = SystemTime::now();
        match outcome {
            Attempt::Answer(r) => Verdict::Answer(r),
            Attempt::Fatal(e) => Verdict::Fail(e),
            Attempt::Redirect { .. } => unreachable!("redirects are followed before"),
            Attempt::Failure(f) => {
                if let Some(refusal) = origin.refusal(f.status) {
                    return Verdict::Fail(refusal);
                }
                let error = status_error(req, &f, now);
                if !retry::retryable_status(f.status) {
                    return Verdict::Fail(error);
                }
                match f.retry_after.as_deref().and_then(|v| retry::parse_retry_after(v, now)) {
                    Some(d) if d > retry::MAX_RETRY_AFTER => Verdict::Fail(error),
                    Some(d) => Verdict::Again(error, d),
                    None => Verdict::Again(error, retry::backoff(tries)),
                }
            }
            Attempt::Network { cause, detail, source } => {
                Verdict::Again(self.network_error(req, url, cause, &detail, source), retry::backoff(tries))
            }
        }
    }

    /// Why there is no other try, if there is none.
    fn end_of_tries(&self, tries: u32, wait: Duration, deadline: Instant) -> Option<End> {
        if tries > self.retries {
            Some(End::Retries)
        } else if Instant::now().checked_add(wait).is_none_or(|at| at >= deadline) {
            Some(End::Deadline)
        } else {
            None
        }
    }

    /// The error a GET ends with when there is no other try: how many were made, why no other
    /// (when the time-out leaves no time to wait), and what to try next.
    fn final_error(&self, error: Error, tries: u32, wait: Duration, end: End) -> Error {
        let mut e = after_tries(error, tries);
        if end == End::Deadline && e.cause != Some(Cause::TimedOut) {
            e.message.push_str(&format!(
                "; the {} s time-out leaves no time to wait {} for another try",
                self.timeout.as_secs(),
                retry::human(wait)
            ));
        }
        self.what_next(e)
    }

    /// A host that could not be reached at all (no network, DNS, refused): the last words say
    /// what to try, on the one line.
    fn what_next(&self, e: Error) -> Error {
        if matches!(e.cause, Some(Cause::Connection | Cause::Tls)) { e.hint((self.hint)(Hint::NoNetwork)) } else { e }
    }

    /// One GET, its body read in chunks up to the size cap, all within `budget`.
    async fn attempt(&self, client: &reqwest::Client, url: &Url, budget: Duration) -> Attempt {
        let network = |e: reqwest::Error| Attempt::Network {
            cause: transport_cause(&e, e.is_timeout(), e.is_connect(), proxied(url)),
            detail: root_cause(&e),
            source: Some(e),
        };
        let mut resp = match client.get(url.clone()).timeout(budget).send().await {
            Ok(r) => r,
            Err(e) => return network(e),
        };
        let status = resp.status().as_u16();
        let header = |name| resp.headers().get(name).and_then(|v: &HeaderValue| v.to_str().ok()).map(str::to_string);
        let content_type = header(CONTENT_TYPE);
        let retry_after = header(RETRY_AFTER);
        let location = header(LOCATION);
        if self.printer.shows(2) {
            let v = resp.version();
            crate::printer::notice(&format!("> GET {url} (key header: <redacted>)"));
            crate::printer::notice(&format!("< {v:?} {}", resp.status()));
            for (name, value) in resp.headers() {
                let value = sanitize::for_terminal(&String::from_utf8_lossy(value.as_bytes()));
                crate::printer::notice(&format!("< {name}: {value}"));
            }
        }
        let too_large = || {
            Attempt::Fatal(
                Error::service(format!(
                    "the answer to GET {} is larger than the {} MiB cap (status {status})",
                    url.path(),
                    self.max_body / (1024 * 1024)
                ))
                .hint((self.hint)(Hint::LargerAnswers)),
            )
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

    /// A failure before any answer, naming the host that was asked (`www.sec.gov`, not "the
    /// service": with two sources in a run, which one matters) and what to try next. The
    /// transport's error is kept whole as the source (`-v` prints its chain).
    fn network_error(
        &self,
        req: &Request,
        url: &Url,
        cause: Cause,
        detail: &str,
        source: Option<reqwest::Error>,
    ) -> Error {
        let host = match (url.host_str(), url.port()) {
            (Some(h), Some(p)) => format!("{h}:{p}"),
            (Some(h), None) => h.to_string(),
            (None, _) => "the service".to_string(),
        };
        let e = match cause {
            Cause::TimedOut => Error::network(format!(
                "timed out after {} s waiting for {host} ({})",
                self.timeout.as_secs(),
                req.describe()
            ))
            .hint((self.hint)(Hint::LargerTimeout)),
            Cause::Proxy => {
                Error::network(format!("the proxy would not carry the request ({}: {detail})", req.describe()))
                    .hint("check HTTPS_PROXY and NO_PROXY, and whether the proxy needs a login")
            }
            _ => Error::network(format!("could not reach {host} ({}): {detail}", req.describe())),
        };
        let e = e.because(cause);
        match source {
            Some(source) => e.with_source(source),
            None => e,
        }
    }
}

/// What lies under a transport failure, told by the errors' types, never their words: a rustls
/// error anywhere in the chain is TLS (a certificate refused, or another handshake failure); a
/// connection that could not be made while a proxy carries the request is the proxy's (it is the
/// proxy that finq connects to, and that answers the tunnel); the rest is the connection.
pub(crate) fn transport_cause(
    e: &(dyn std::error::Error + 'static),
    timed_out: bool,
    connect: bool,
    proxied: bool,
) -> Cause {
    if timed_out {
        return Cause::TimedOut;
    }
    let mut layer = Some(e);
    while let Some(l) = layer {
        if let Some(tls) = l.downcast_ref::<rustls::Error>() {
            return match tls {
                rustls::Error::InvalidCertificate(_)
                | rustls::Error::NoCertificatesPresented
                | rustls::Error::InvalidCertRevocationList(_) => Cause::Certificate,
                _ => Cause::Tls,
            };
        }
        // An io::Error that wraps another (rustls' comes so, sometimes twice) hides it from
        // source(): step into it.
        layer = match l.downcast_ref::<std::io::Error>().and_then(|io| io.get_ref()) {
            Some(inner) => Some(inner as &(dyn std::error::Error + 'static)),
            None => l.source(),
        };
    }
    if connect && proxied { Cause::Proxy } else { Cause::Connection }
}

/// Whether a request to `url` goes through a proxy: reqwest's own rule (HTTPS_PROXY, HTTP_PROXY,
/// ALL_PROXY, NO_PROXY, read by the same matcher), and never for this machine (see [`build`]).
pub(crate) fn proxied(url: &Url) -> bool {
    if url.host_str().is_some_and(is_loopback) {
        return false;
    }
    let Ok(uri) = url.as_str().parse::<hyper::Uri>() else { return false };
    hyper_util::client::proxy::matcher::Matcher::from_system().intercept(&uri).is_some()
}

/// The innermost cause says what happened (refused, reset, DNS, certificate). reqwest's own text
/// names the URL, which carries no key; it is sanitised like any other outside text.
pub(crate) fn root_cause(e: &reqwest::Error) -> String {
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

pub(crate) fn status_error(req: &Request, f: &Failure, now: SystemTime) -> Error {
    status_message(req, f, now).because(Cause::Status(f.status))
}

fn status_message(req: &Request, f: &Failure, now: SystemTime) -> Error {
    let said = error_message(&f.body).map(|m| format!(": {}", sanitize::for_terminal(&m))).unwrap_or_default();
    let back = f.retry_after.as_deref().and_then(|v| retry::parse_retry_after(v, now));
    match f.status {
        404 => Error::not_found(format!("{}{said}", req.not_found())),
        401 => Error::auth(format!("the service rejected the API key (401{said})"))
            .hint(format!("set {} or run `finq config set-key`", crate::env::API_KEY)),
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

/// The HTTP client: the source's headers (the key marked sensitive) on every request, a short
/// connect time-out, the extra trust roots of `--ca-bundle`, no redirects of its own, and no
/// proxy for this machine.
pub(crate) fn build(
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
    let bytes = std::fs::read(path)
        .map_err(|e| Error::files(format_args!("cannot read the CA bundle {}", path.display()), e))?;
    let certs = reqwest::Certificate::from_pem_bundle(&bytes).unwrap_or_default();
    if certs.is_empty() {
        return Err(Error::usage(format!("no PEM certificates in the CA bundle {}", path.display())));
    }
    Ok(certs)
}

/// The message of a JSON error body, `{"statusCode": 401, "message": "…"}` (API gateways write
/// it so), for the line that reports the status.
pub fn error_message(body: &[u8]) -> Option<String> {
    let v: serde_json::Value = serde_json::from_slice(body).ok()?;
    let m = v.get("message").or_else(|| v.get("Message"))?.as_str()?;
    let m = m.trim();
    (!m.is_empty()).then(|| m.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transport_failures_are_told_by_type_not_by_words() {
        use std::io::{Error as Io, ErrorKind};
        let io = |kind, inner: Box<dyn std::error::Error + Send + Sync>| Io::new(kind, inner);
        // Words that once decided it, in an error of no telling type: a connection failure.
        let wordy = Io::other("certificate tls proxy tunnel");
        assert_eq!(transport_cause(&wordy, false, true, false), Cause::Connection);
        // rustls' error, as tokio-rustls wraps it, whatever its words say.
        let untrusted = io(
            ErrorKind::InvalidData,
            Box::new(rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer)),
        );
        assert_eq!(transport_cause(&untrusted, false, true, true), Cause::Certificate);
        let not_tls = io(
            ErrorKind::InvalidData,
            Box::new(rustls::Error::InvalidMessage(rustls::InvalidMessage::InvalidContentType)),
        );
        assert!(!not_tls.to_string().to_lowercase().contains("tls"), "{not_tls}");
        // Wrapped twice, as a connector may.
        let twice = io(ErrorKind::Other, Box::new(not_tls));
        assert_eq!(transport_cause(&twice, false, true, false), Cause::Tls);
        // A connection that could not be made while a proxy carries the request is the proxy's.
        let refused = Io::from(ErrorKind::ConnectionRefused);
        assert_eq!(transport_cause(&refused, false, true, true), Cause::Proxy);
        assert_eq!(transport_cause(&refused, false, true, false), Cause::Connection);
        assert_eq!(transport_cause(&refused, false, false, true), Cause::Connection, "after connecting");
        assert_eq!(transport_cause(&refused, true, true, true), Cause::TimedOut);
    }

    #[test]
    fn error_bodies() {
        assert_eq!(
            error_message(br#"{ "statusCode": 401, "message": "Access denied due to invalid subscription key." }"#)
                .as_deref(),
            Some("Access denied due to invalid subscription key.")
        );
        assert_eq!(error_message(b"<html>"), None);
    }
}
