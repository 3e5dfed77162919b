//! The access log and the request id: every request, whatever answers it (a handler, a refusal,
//! a time-out, a path that does not decode), gets a fresh id in `X-Request-Id` and exactly one log
//! line on stderr, written from what was sent, escaped, so that no client can write a line of its
//! own:
//!
//! `GET /v1/company/AAPL/income 200 9731 B 2 ms from 127.0.0.1:50912 key:1a2b3c4d request 5f…`
//!
//! The path is the raw one (percent-escapes as sent, never decoded), the query never appears (it
//! may hold a key), the key is named by its identity, never itself (`-` where no key was asked
//! for: `/healthz`, a path that is none of the routes, a method refused); a failed upstream adds
//! ` ; upstream: …` with the detail that the client's body leaves out.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

use super::State as Server;
use super::keys::{KeyId, Refused};

/// The id of one request, in its response's `X-Request-Id`, its log line and a 502's message.
#[derive(Debug, Clone)]
pub struct RequestId(pub String);

/// Who asked, as far as the key tells (put on the response by the key check).
#[derive(Debug, Clone, Copy)]
pub enum Caller {
    Key(KeyId),
    Refused(Refused),
}

/// What went wrong upstream, for the log only (put on the response by the error mapping).
#[derive(Debug, Clone)]
pub struct Detail(pub String);

pub const REQUEST_ID: &str = "x-request-id";

pub async fn access_log(State(server): State<Arc<Server>>, mut req: Request, next: Next) -> Response {
    let started = Instant::now();
    let id = RequestId(super::wire::uuid());
    let method = req.method().clone();
    let path = escape(req.uri().path());
    let from = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0);
    req.extensions_mut().insert(id.clone());
    let mut resp = next.run(req).await;
    if let Ok(v) = HeaderValue::from_str(&id.0) {
        resp.headers_mut().insert(REQUEST_ID, v);
    }
    if !server.quiet {
        let bytes = axum::body::HttpBody::size_hint(resp.body()).exact().unwrap_or(0);
        let who = match resp.extensions().get::<Caller>() {
            Some(Caller::Key(k)) if *k == KeyId::ANYONE => "no-auth".to_string(),
            Some(Caller::Key(k)) => k.to_string(),
            Some(Caller::Refused(Refused::Missing)) => "no-key".to_string(),
            Some(Caller::Refused(Refused::Invalid)) => "wrong-key".to_string(),
            None => "-".to_string(),
        };
        let from = from.map_or_else(|| "-".to_string(), |a| a.to_string());
        let detail = resp
            .extensions()
            .get::<Detail>()
            .map(|d| format!(" ; upstream: {}", crate::sanitize::for_terminal(&d.0)))
            .unwrap_or_default();
        crate::printer::notice(&format!(
            "{method} {path} {} {bytes} B {} ms from {from} {who} request {}{detail}",
            resp.status().as_u16(),
            started.elapsed().as_millis(),
            id.0
        ));
    }
    resp
}

/// The raw path for the log: printable ASCII as it is, except `\`; every other byte (a space,
/// a control, a byte of a non-ASCII character) as `\xNN`. One token, one line, nothing forged.
pub fn escape(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        match b {
            b'\\' => out.push_str("\\x5c"),
            b'!'..=b'~' => out.push(char::from(b)),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn paths_are_one_token() {
        assert_eq!(escape("/v1/company/AAPL/income"), "/v1/company/AAPL/income");
        assert_eq!(escape("/v1/company/A%0A200/quote"), "/v1/company/A%0A200/quote", "escapes stay as sent");
        assert_eq!(escape("/a b\n\u{1b}[2J\\é"), "/a\\x20b\\x0a\\x1b[2J\\x5c\\xc3\\xa9");
    }
}
