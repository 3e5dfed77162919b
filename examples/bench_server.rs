//! A local server for the benchmarks: answers every GET with a real body after a fixed latency, on
//! loopback — a Yahoo chart answer at `/v8/finance/chart/…`, a statement elsewhere. Prints its
//! base URL on the first line of stdout, then serves until killed.
//!
//! `cargo run --release --example bench_server -- 40` (latency in milliseconds, default 40).

use std::io::Write;
use std::time::Duration;

use wiremock::matchers::method;
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

const BODY: &[u8] = include_bytes!("../tests/fixtures/last10k-real/income-AAPL-finanalysis.json");
/// A recorded Yahoo chart exchange; the body is its `response.bodyJson`.
const CHART: &[u8] = include_bytes!("../tests/fixtures/market-real/chart-MSFT-2021-02-01-to-2022-01-31-dividends.json");

/// Each filing order is its own filing, as at the real service: the accession number differs.
struct Statement {
    latency: Duration,
    chart: Vec<u8>,
}

impl Respond for Statement {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        if request.url.path().starts_with("/v8/finance/chart/") {
            return ResponseTemplate::new(200)
                .set_body_raw(self.chart.clone(), "application/json")
                .set_delay(self.latency);
        }
        let order = request.url.query_pairs().find(|(k, _)| k == "filingOrder").map(|(_, v)| v.into_owned());
        let body = String::from_utf8_lossy(BODY)
            .replace("0001193125-15-356351", &format!("0001193125-15-3563{:0>2}", order.unwrap_or_default()));
        ResponseTemplate::new(200).set_body_raw(body, "application/json").set_delay(self.latency)
    }
}

#[tokio::main]
async fn main() {
    let latency: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let server = MockServer::builder().listener(listener).disable_request_recording().start().await;
    let recording: serde_json::Value = serde_json::from_slice(CHART).expect("a recording");
    let chart = serde_json::to_vec(&recording["response"]["bodyJson"]).expect("a body");
    Mock::given(method("GET"))
        .respond_with(Statement { latency: Duration::from_millis(latency), chart })
        .mount(&server)
        .await;
    let mut out = std::io::stdout();
    writeln!(out, "{}", server.uri()).expect("stdout");
    out.flush().expect("stdout");
    std::future::pending::<()>().await;
}
