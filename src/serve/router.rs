//! The routes of `finq serve` and what answers them: one route per operation, the statements'
//! derived from the statement registry; the key check, the time-out and the request slots as
//! layers on the routes; the access log around everything; every failure turned into the JSON
//! error form in one place ([`Failure`]).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::error_handling::HandleErrorLayer;
use axum::extract::{ConnectInfo, Extension, FromRequestParts, Path, Query, Request, State as With};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;
use tower::ServiceBuilder;

use super::State;
use super::keys::{KeyId, Refused};
use super::log::{Caller, Detail, RequestId};
use crate::error::{Error, ErrorKind};
use crate::model::Form;
use crate::model::Operation;
use crate::model::Request as Question;

/// Every path served: `/healthz`, the summary at the spec's `/v1/company/{ticker}`, and
/// `/v1/company/{subject}/{word}` for each operation (statements from the registry).
pub fn paths() -> Vec<String> {
    let mut paths = vec!["/healthz".to_string(), "/v1/company/{ticker}".to_string()];
    paths.extend(Operation::all().map(|op| {
        let subject = if op == Operation::TickerByCik { "{cik}" } else { "{ticker}" };
        format!("/v1/company/{subject}/{}", op.path_word())
    }));
    paths
}

/// The application: routes, layers and state.
pub fn router(state: Arc<State>) -> Router {
    let mut api = Router::new()
        .route("/v1/company/{subject}", get(move |s, id, k, subject, q| ask(Operation::Summary, s, id, k, subject, q)));
    for op in Operation::all() {
        let path = format!("/v1/company/{{subject}}/{}", op.path_word());
        api = api.route(&path, get(move |s, id, k, subject, q| ask(op, s, id, k, subject, q)));
    }
    // Layers added later wrap those added before: the key check, then the time-out (the wait
    // for the key's slot counts towards it), then the key's slot.
    let api = api
        .route_layer(from_fn_with_state(state.clone(), key_slot))
        .route_layer(
            ServiceBuilder::new()
                .layer(HandleErrorLayer::new(|_: tower::BoxError| async { Failure::TimedOut }))
                .timeout(state.timeout),
        )
        .route_layer(from_fn_with_state(state.clone(), authorise));
    api.route("/healthz", get(health))
        .fallback(|| async { Failure::NotFound("Resource not found") })
        .method_not_allowed_fallback(|| async { Failure::MethodNotAllowed })
        .layer(from_fn_with_state(state.clone(), super::log::access_log))
        .with_state(state)
}

async fn health() -> Response {
    json_response(StatusCode::OK, br#"{"status":"ok"}"#.to_vec())
}

/// One operation's answer.
async fn ask(
    op: Operation,
    With(s): With<Arc<State>>,
    id: Option<Extension<RequestId>>,
    key: Option<Extension<KeyId>>,
    Subject(subject): Subject,
    Params(params): Params,
) -> Result<Response, Failure> {
    let req = question(op, &subject, &params).map_err(Failure::BadRequest)?;
    let party = key.map_or(0, |Extension(k)| k.party());
    match s.answers.answer(&req, party).await {
        Ok(body) => Ok(json_response(StatusCode::OK, body)),
        Err(e) => Err(Failure::of(e, op, id.map(|Extension(id)| id))),
    }
}

/// The key check and the key's rate, before anything else is done for a request.
async fn authorise(With(s): With<Arc<State>>, req: Request, next: Next) -> Response {
    let given = key_of(req.headers(), req.uri());
    let address = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    // An address that sent too many wrong keys is refused whatever key it sends now, so that a
    // right guess looks like a wrong one.
    let guessing =
        if s.keys.is_empty() || given.is_none() { None } else { address.and_then(|a| s.guesses.empty_for(&a)) };
    let (caller, refusal) = match (guessing, s.keys.check(given.as_deref())) {
        (Some(wait), Err(why)) => (Caller::Refused(why), Some(Failure::RateLimited(wait))),
        (Some(wait), Ok(k)) => (Caller::Key(k), Some(Failure::RateLimited(wait))),
        (None, Err(Refused::Invalid)) => {
            let wait = address.and_then(|a| s.guesses.take(&a));
            (
                Caller::Refused(Refused::Invalid),
                Some(wait.map_or(Failure::Unauthorized(Refused::Invalid), Failure::RateLimited)),
            )
        }
        (None, Err(why)) => (Caller::Refused(why), Some(Failure::Unauthorized(why))),
        (None, Ok(k)) => (Caller::Key(k), s.rate.take(&k).map(Failure::RateLimited)),
    };
    let mut resp = match (refusal, caller) {
        (Some(f), _) => f.into_response(),
        (None, Caller::Key(k)) => {
            let mut req = req;
            req.extensions_mut().insert(k);
            next.run(req).await
        }
        (None, Caller::Refused(_)) => Failure::Unauthorized(Refused::Missing).into_response(),
    };
    resp.extensions_mut().insert(caller);
    resp
}

/// One of the key's request slots, held while its request is answered: one key's many requests
/// wait their turn without holding up other keys'. (A request waiting on a fetch another
/// request started holds only this.)
async fn key_slot(With(s): With<Arc<State>>, req: Request, next: Next) -> Response {
    let key = req.extensions().get::<KeyId>().copied().unwrap_or(KeyId::ANYONE);
    let Some(_slot) = s.slots.take(key).await else {
        return Failure::TimedOut.into_response();
    };
    next.run(req).await
}

/// The key a request carries: the header `Ocp-Apim-Subscription-Key`, else the query's
/// `subscription-key` (as Azure API Management accepts) or `key` (as the R client sends).
fn key_of(headers: &axum::http::HeaderMap, uri: &axum::http::Uri) -> Option<String> {
    if let Some(v) = headers.get("ocp-apim-subscription-key").and_then(|v| v.to_str().ok()) {
        return Some(v.to_string());
    }
    let Query(params) = Query::<Vec<(String, String)>>::try_from_uri(uri).ok()?;
    params.into_iter().find(|(k, _)| k == "subscription-key" || k == "key").map(|(_, v)| v)
}

/// The path's subject (a ticker or a CIK), percent-decoded; a path that does not decode to text
/// is a 400 in the JSON error form.
pub struct Subject(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Subject {
    type Rejection = Failure;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Failure> {
        match Path::<String>::from_request_parts(parts, state).await {
            Ok(Path(s)) => Ok(Subject(s)),
            Err(_) => Err(Failure::BadRequest("the path is not valid: a ticker or CIK is plain text".into())),
        }
    }
}

/// The query's parameters, percent-decoded, in their order.
pub struct Params(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = Failure;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Failure> {
        match Query::<Vec<(String, String)>>::try_from_uri(&parts.uri) {
            Ok(Query(p)) => Ok(Params(p)),
            Err(_) => Err(Failure::BadRequest("the query is not valid".into())),
        }
    }
}

/// The question a path and query ask, or why it is not one (a 400).
fn question(op: Operation, subject: &str, params: &[(String, String)]) -> Result<Question, String> {
    let subject = match op {
        Operation::TickerByCik => crate::settings::input::cik(subject),
        // Quotes and prices take market symbols as the commands do (OCDO.L, ^GSPC, EURUSD=X).
        Operation::Quote | Operation::Prices => crate::settings::input::market_symbol(subject),
        _ => crate::settings::input::ticker(subject),
    }
    .map_err(|e| e.to_string())?;
    let mut req = Question::new(op, subject);
    for (k, v) in params {
        match k.as_str() {
            "formType" if op.is_filing() => {
                req.form = Some(Form::parse(v).ok_or_else(|| {
                    let all: Vec<&str> = Form::ALL.iter().map(|f| f.as_str()).collect();
                    format!("formType must be one of {}, not {v:?}", all.join(", "))
                })?)
            }
            "filingOrder" if op.is_filing() => {
                req.filing_order = Some(
                    v.parse::<u32>()
                        .ok()
                        .filter(|n| *n <= crate::model::MAX_FILING_ORDER)
                        .ok_or_else(|| format!("filingOrder must be a whole number from 0 to 500, not {v:?}"))?,
                )
            }
            _ => {}
        }
    }
    Ok(req)
}

/// Every way a request fails, and the one place each becomes a response: the JSON error form
/// `{"statusCode": N, "message": "…"}`.
#[derive(Debug)]
pub enum Failure {
    BadRequest(String),
    Unauthorized(Refused),
    /// Seconds to wait.
    RateLimited(u64),
    NotFound(&'static str),
    MethodNotAllowed,
    /// A source failed: the client gets a plain reason and the request id, the log the detail.
    Upstream {
        id: Option<RequestId>,
        detail: String,
    },
    TimedOut,
}

impl Failure {
    /// What the client is told of a failed answer.
    fn of(e: Error, op: Operation, id: Option<RequestId>) -> Self {
        match e.kind {
            ErrorKind::NotFound if op.is_filing() => Failure::NotFound("Statement not found"),
            ErrorKind::NotFound => Failure::NotFound("Company not found"),
            ErrorKind::Usage => Failure::BadRequest(e.to_string()),
            _ => Failure::Upstream { id, detail: e.to_string() },
        }
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let (status, message) = match &self {
            Failure::BadRequest(why) => (StatusCode::BAD_REQUEST, why.clone()),
            Failure::Unauthorized(Refused::Missing) => (
                StatusCode::UNAUTHORIZED,
                "Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.".into(),
            ),
            Failure::Unauthorized(Refused::Invalid) => (
                StatusCode::UNAUTHORIZED,
                "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.".into(),
            ),
            Failure::RateLimited(_) => (StatusCode::TOO_MANY_REQUESTS, "Rate limit is exceeded".into()),
            Failure::NotFound(what) => (StatusCode::NOT_FOUND, (*what).into()),
            Failure::MethodNotAllowed => (StatusCode::METHOD_NOT_ALLOWED, "Only GET and HEAD are served".into()),
            Failure::Upstream { id, .. } => {
                let id = id.as_ref().map_or_else(String::new, |i| format!(" (request {})", i.0));
                (StatusCode::BAD_GATEWAY, format!("The data source failed to answer; try again later{id}"))
            }
            Failure::TimedOut => (StatusCode::GATEWAY_TIMEOUT, "The sources did not answer in time".into()),
        };
        let body = json!({ "statusCode": status.as_u16(), "message": crate::sanitize::redact(&message) });
        let mut r = json_response(status, serde_json::to_vec(&body).unwrap_or_default());
        match self {
            Failure::RateLimited(wait) => {
                if let Ok(v) = HeaderValue::from_str(&wait.max(1).to_string()) {
                    r.headers_mut().insert(header::RETRY_AFTER, v);
                }
            }
            Failure::MethodNotAllowed => {
                r.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            }
            Failure::Upstream { detail, .. } => {
                r.extensions_mut().insert(Detail(detail));
            }
            _ => {}
        }
        r
    }
}

impl From<Infallible> for Failure {
    fn from(never: Infallible) -> Self {
        match never {}
    }
}

pub fn json_response(status: StatusCode, body: Vec<u8>) -> Response {
    let mut r = Response::new(axum::body::Body::from(body));
    *r.status_mut() = status;
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    r
}
