//! The successor's (RapidAPI) form of the service.

use wiremock::matchers::{header, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, TEST_KEY, json, real, run};

#[tokio::test(flavor = "multi_thread")]
async fn rapidapi_speaks_the_successor_form() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/balancesheet"))
        .and(query_param("ticker", "MSFT"))
        .and(query_param("formType", "10-K"))
        .and(query_param("filingOrder", "0"))
        .and(header("X-RapidAPI-Key", TEST_KEY))
        .and(header("X-RapidAPI-Host", "127.0.0.1"))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(real("balancesheet-MSFT-megatrend.json"), "application/json"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let r = run(Finq::at(
        &server,
        &["--provider", "rapidapi", "balancesheet", "MSFT", "--annual", "--filing-order", "0", "-f", "json"],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["company"], "MICROSOFT CORP");
    assert_eq!(out["items"][0]["element"], "AccountsPayableCurrent");
    let received = server.received_requests().await.unwrap();
    assert!(received[0].headers.get("Ocp-Apim-Subscription-Key").is_none(), "one key header, the provider's");
}
