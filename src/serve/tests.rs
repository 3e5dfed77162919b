//! The router's handlers, asked with `tower::ServiceExt::oneshot` (no socket): routes, the JSON
//! error form, keys, the request id, 502 bodies, time-outs and abandoned requests. The process
//! tests (`tests/it/serve.rs`) run the real binary over TCP.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use reqwest::Url;
use tower::ServiceExt;

use super::{Options, State, router};
use crate::net::ApiKey;
use crate::sources::{Client, ClientConfig, Endpoint, RouteConfig, Source};

const KEY: &str = "serve-key-FAKE-0000";

fn client(demo: bool, base: &str) -> Client {
    let route = || match demo {
        true => RouteConfig::local(Source::DEMO, None),
        false => RouteConfig {
            source: Source::default(),
            endpoint: Endpoint::Http(Url::parse(base).unwrap()),
            key: ApiKey::new("upstream-key-FAKE"),
            contact: None,
        },
    };
    Client::new(&ClientConfig {
        filings: route(),
        market: route(),
        first: None,
        behind: None,
        cache: None,
        // Longer than any test's guard: the server's own time-out is what a test sets.
        timeout: Duration::from_secs(3600),
        retries: 0,
        ca_bundle: None,
        max_body: 16 << 20,
        printer: crate::printer::Printer { verbose: 0, quiet: true },
        words: crate::settings::WORDS,
    })
}

const OTHER_KEY: &str = "other-key-FAKE-0000";

fn state(demo: bool, base: &str, timeout: Duration) -> Arc<State> {
    Arc::new(State::new(
        client(demo, base),
        Options {
            keys: vec![ApiKey::new(KEY).unwrap(), ApiKey::new(OTHER_KEY).unwrap()],
            rate: 1000,
            timeout,
            quiet: true,
            ttls: Default::default(),
        },
    ))
}

fn demo() -> Arc<State> {
    state(true, "http://127.0.0.1:9", Duration::from_secs(60))
}

/// A GET from 127.0.0.1 with the key given (if any).
fn get(path: &str, key: Option<&str>) -> Request<Body> {
    let mut r = Request::get(path);
    if let Some(k) = key {
        r = r.header("Ocp-Apim-Subscription-Key", k);
    }
    let mut r = r.body(Body::empty()).unwrap();
    r.extensions_mut().insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 50000))));
    r
}

async fn send(state: &Arc<State>, req: Request<Body>) -> (StatusCode, axum::http::HeaderMap, serde_json::Value) {
    let resp = router(state.clone()).oneshot(req).await.unwrap();
    let (parts, body) = resp.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    (parts.status, parts.headers, serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null))
}

#[tokio::test]
async fn every_route_answers_and_statements_come_from_the_registry() {
    let s = demo();
    for path in super::router::paths().iter().filter(|p| p.starts_with("/v1/")) {
        let path = path.replace("{ticker}", "AAPL").replace("{cik}", "320193");
        let (status, headers, body) = send(&s, get(&path, Some(KEY))).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        assert_eq!(headers["content-type"], "application/json");
        assert_eq!(headers["x-request-id"].len(), 36, "{path}");
    }
    for kind in crate::model::StatementKind::ALL {
        let word = crate::model::Operation::Statement(kind).path_word();
        let (status, _, body) = send(&s, get(&format!("/v1/company/AAPL/{word}"), Some(KEY))).await;
        assert_eq!((status, &body["data"]["type"]), (StatusCode::OK, &"statement".into()), "{word}");
    }
    // The summary at the spec's path and at /summary: the same answer.
    let (_, _, spec) = send(&s, get("/v1/company/AAPL", Some(KEY))).await;
    let (_, _, beside) = send(&s, get("/v1/company/AAPL/summary", Some(KEY))).await;
    assert_eq!(spec, beside);
    assert!(spec["Content"].as_str().unwrap().contains("<table"));
}

#[tokio::test]
async fn under_demo_no_answer_claims_public_sources() {
    let (_, _, body) = send(&demo(), get("/v1/company/AAPL/income", Some(KEY))).await;
    let copyright = body["meta"]["copyright"].as_str().unwrap();
    assert!(!copyright.contains("public sources") && copyright.contains("demo"), "{copyright}");
}

#[tokio::test]
async fn refusals_are_json_errors() {
    let s = demo();
    let cases: [(Request<Body>, u16, &str); 6] = [
        (get("/v1/company/AAPL/income", None), 401, "Access denied due to missing"),
        (get("/v1/company/AAPL/income", Some("wrong-key-FAKE-0000")), 401, "Access denied due to invalid"),
        (get("/v1/company/AAPL/secrets", Some(KEY)), 404, "Resource not found"),
        (get("/v1/company/%FF%FE/income", Some(KEY)), 400, "the path is not valid"),
        (get("/v1/company/AAPL/income?formType=10-X", Some(KEY)), 400, "formType must be"),
        (get("/v1/company/NOPE/quote", Some(KEY)), 404, "Company not found"),
    ];
    for (req, status, message) in cases {
        let path = req.uri().to_string();
        let (got, headers, body) = send(&s, req).await;
        assert_eq!(got.as_u16(), status, "{path}: {body}");
        assert_eq!(body["statusCode"], status, "{path}");
        assert!(body["message"].as_str().unwrap().starts_with(message), "{path}: {body}");
        assert!(headers.contains_key("x-request-id"), "{path}");
    }
    let mut post = get("/v1/company/AAPL/income", Some(KEY));
    *post.method_mut() = Method::POST;
    let (status, headers, body) = send(&s, post).await;
    assert_eq!((status.as_u16(), &body["statusCode"]), (405, &405.into()));
    assert!(headers["allow"].to_str().unwrap().contains("GET"));
}

#[tokio::test]
async fn wrong_keys_from_one_address_are_limited_and_others_still_answered() {
    let s = demo();
    let statuses: Vec<u16> = {
        let mut v = Vec::new();
        for _ in 0..super::keys::GUESSES_PER_MINUTE + 5 {
            v.push(send(&s, get("/v1/company/AAPL/cik", Some("wrong-key-FAKE-0000"))).await.0.as_u16());
        }
        v
    };
    assert!(statuses.iter().take(10).all(|c| *c == 401), "{statuses:?}");
    assert_eq!(statuses.last(), Some(&429));
    // The right key from the guessing address is refused too (a right guess must look wrong)…
    let (status, headers, _) = send(&s, get("/v1/company/AAPL/cik", Some(KEY))).await;
    assert_eq!(status.as_u16(), 429);
    assert!(headers["retry-after"].to_str().unwrap().parse::<u64>().unwrap() >= 1);
    // …while another address is answered.
    let mut other = get("/v1/company/AAPL/cik", Some(KEY));
    other.extensions_mut().insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 2], 50000))));
    assert_eq!(send(&s, other).await.0, StatusCode::OK);
}

/// A local upstream that answers every request with `status` and `body` after `delay`.
async fn upstream(status: u16, body: &str, delay: Duration) -> wiremock::MockServer {
    let server = wiremock::MockServer::start().await;
    wiremock::Mock::given(wiremock::matchers::any())
        .respond_with(wiremock::ResponseTemplate::new(status).set_body_string(body).set_delay(delay))
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn an_upstream_failure_is_a_plain_502_with_the_request_id_and_the_detail_for_the_log() {
    let internals = r#"{"message":"db01.corp.internal:5432 /srv/secret/path refused"}"#;
    let server = upstream(500, internals, Duration::ZERO).await;
    let s = state(false, &server.uri(), Duration::from_secs(60));
    let resp = router(s).oneshot(get("/v1/company/AAPL/income", Some(KEY))).await.unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_GATEWAY);
    let id = resp.headers()["x-request-id"].to_str().unwrap().to_string();
    let detail = resp.extensions().get::<super::log::Detail>().map(|d| d.0.clone()).unwrap();
    assert!(detail.contains("status 500") && detail.contains("db01.corp.internal"), "{detail}");
    let body = axum::body::to_bytes(resp.into_body(), usize::MAX).await.unwrap();
    let text = String::from_utf8_lossy(&body);
    for leak in ["db01", "/srv/secret", "127.0.0.1", "status 500", "finq config"] {
        assert!(!text.contains(leak), "{leak} in {text}");
    }
    let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["statusCode"], 502);
    assert!(body["message"].as_str().unwrap().contains(&id), "{body}");
}

#[tokio::test]
async fn a_slow_upstream_gets_a_504_and_abandoned_requests_leave_nothing_in_flight() {
    let server = upstream(200, "{}", Duration::from_secs(120)).await;
    let s = state(false, &server.uri(), Duration::from_secs(1));
    // The hang guard is generous: it only tells a 504 from no answer at all.
    let resp = tokio::time::timeout(
        Duration::from_secs(60),
        router(s.clone()).oneshot(get("/v1/company/AAPL/income", Some(KEY))),
    )
    .await
    .expect("a 504, not a hang")
    .unwrap();
    assert_eq!(resp.status(), StatusCode::GATEWAY_TIMEOUT);
    assert_eq!(s.answers.in_flight(), 0, "the timed-out request's entry is gone");

    // A client that goes away (its request dropped while it waits on the fetch) leaves no
    // entry either.
    let long = state(false, &server.uri(), Duration::from_secs(600));
    for ticker in ["AAPL", "MSFT", "GOOG"] {
        let ask = tokio::spawn(router(long.clone()).oneshot(get(&format!("/v1/company/{ticker}/income"), Some(KEY))));
        let mut waited = 0;
        while long.answers.in_flight() == 0 && waited < 3000 {
            tokio::time::sleep(Duration::from_millis(10)).await;
            waited += 1;
        }
        assert_eq!(long.answers.in_flight(), 1, "{ticker}: the request waits on its fetch");
        ask.abort();
        let _ = ask.await;
    }
    assert_eq!(long.answers.in_flight(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_keys_many_requests_on_a_slow_fetch_do_not_hold_up_another_key() {
    use wiremock::matchers::path;
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let server = MockServer::start().await;
    let body = include_str!("../../tests/fixtures/last10k-real/income-AAPL-finanalysis.json");
    let slow = ResponseTemplate::new(200).set_body_string(body).set_delay(Duration::from_secs(600));
    Mock::given(path("/v1/company/AAPL/income")).respond_with(slow).mount(&server).await;
    let fast = ResponseTemplate::new(200).set_body_string(body);
    Mock::given(path("/v1/company/MSFT/income")).respond_with(fast).mount(&server).await;
    let s = state(false, &server.uri(), Duration::from_secs(900));
    // One application, as a server has (its layers' limits are shared by every request).
    let app = router(s.clone());
    // One key: 300 requests waiting on one slow fetch (more than the old 256 request slots).
    let mut waiting = tokio::task::JoinSet::new();
    for _ in 0..300 {
        waiting.spawn(app.clone().oneshot(get("/v1/company/AAPL/income", Some(KEY))));
    }
    let mut polls = 0;
    while s.answers.in_flight() == 0 && polls < 3000 {
        tokio::time::sleep(Duration::from_millis(10)).await;
        polls += 1;
    }
    assert_eq!(s.answers.in_flight(), 1, "the 300 wait on one fetch");
    // Time for the rest of the 300 to reach their waits (setting up, not measuring: nothing
    // below depends on how long anything takes).
    tokio::time::sleep(Duration::from_secs(1)).await;
    // Another key's request for a fast answer is answered meanwhile (the guard only tells an
    // answer from none).
    let other = tokio::time::timeout(
        Duration::from_secs(60),
        app.clone().oneshot(get("/v1/company/MSFT/income", Some(OTHER_KEY))),
    )
    .await
    .expect("another key's answer, while the 300 wait");
    assert_eq!(other.unwrap().status(), StatusCode::OK);
    waiting.abort_all();
}
