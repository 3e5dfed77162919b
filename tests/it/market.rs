//! Quotes and prices with no key: Yahoo's v8 chart endpoint (the real bodies another client
//! recorded, served on loopback at the chart path), completed from SEC EDGAR's companyfacts.

use wiremock::matchers::{header_regex, method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run};

/// The body Yahoo sent, out of the recording's wrapper (`response.bodyJson`).
pub(crate) fn chart(name: &str) -> Vec<u8> {
    let bytes = crate::common::fixture_unzipped(&format!("market-real/{name}"));
    let wrapper: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    // Re-serialised with serde_json's exact numbers (the wrapper's bodyJson is already text).
    serde_json::to_vec(&wrapper["response"]["bodyJson"]).unwrap()
}

pub(crate) async fn yahoo(symbol: &str, file: &str) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path(format!("/v8/finance/chart/{symbol}")))
        .and(header_regex("User-Agent", "^finq/"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(chart(file), "application/json"))
        .mount(&server)
        .await;
    server
}

/// finq with no Last10K key (so the market source is Yahoo) pointed at `server`.
pub(crate) fn keyless(server: &MockServer, args: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_MARKET_BASE_URL", server.uri()).args(args);
    f
}

#[tokio::test(flavor = "multi_thread")]
async fn month_ends_across_a_split_and_a_dividend() {
    let server = yahoo("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json").await;
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let dates: Vec<&str> = doc["prices"].as_array().unwrap().iter().map(|p| p["date"].as_str().unwrap()).collect();
    // The last trading day of each month in New York time; the newest inside its month.
    assert_eq!(dates, ["2020-11-06", "2020-10-30", "2020-09-30", "2020-08-31"]);
    let first = &doc["prices"][3];
    assert_eq!(first["price"].to_string(), "129.0399932861328", "split-adjusted close, as sent");
    assert_eq!(first["adjclose"].to_string(), "125.82673645019531");
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "csv", "--limit", "1"]));
    assert!(r.stdout.starts_with("ticker,date,price,adjclose\nAAPL,2020-11-06,"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_year_of_dividends_and_forty_years_of_history() {
    let server = yahoo("MSFT", "chart-MSFT-2021-02-01-to-2022-01-31-dividends.json").await;
    let r = run(keyless(&server, &["prices", "MSFT", "-f", "json"]));
    let doc = json(&r.stdout);
    let prices = doc["prices"].as_array().unwrap();
    assert_eq!(prices.len(), 12, "February 2021 to January 2022");
    assert_eq!(prices[0]["date"], "2022-01-28");
    assert_eq!(prices[11]["date"], "2021-02-26");

    let server = yahoo("TSLA", "chart-TSLA-period1-0-to-2023-08-12-daily-full-history.json.gz").await;
    let r = run(keyless(&server, &["prices", "TSLA", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let prices = doc["prices"].as_array().unwrap();
    assert_eq!(prices.len(), 120, "ten years of months");
    assert_eq!(prices[0]["date"], "2023-08-11");
    assert_eq!(prices[0]["price"].to_string(), "242.64999389648438");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_empty_window_is_an_empty_answer() {
    let server = yahoo("AAPL", "chart-AAPL-2025-02-01-to-2025-02-02-1m-weekend-empty.json").await;
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["prices"], serde_json::json!([]));
    // An empty CSV has the header a full one has: Yahoo always gives the adjusted close.
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "ticker,date,price,adjclose\n");
    let full = yahoo("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json").await;
    let r = run(keyless(&full, &["prices", "AAPL", "-f", "csv", "--since", "2030-01"]));
    assert_eq!(r.stdout, "ticker,date,price,adjclose\n", "a window with nothing in it");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_quote_from_the_chart_says_where_each_field_came_from() {
    let server = yahoo("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json").await;
    let r = run(keyless(&server, &["quote", "AAPL", "-f", "json", "-v"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert_eq!(q["last_trade_price"].to_string(), "244.87");
    assert_eq!(q["name"], "Apple Inc.");
    assert_eq!(q["currency"], "USD");
    assert_eq!(q["yearly_high"].to_string(), "260.1");
    // The bars end in 2020 and the price is of 2025-02-19: the previous session is not known.
    assert!(q["previous_close"].is_null() && q["change"].is_null(), "{q}");
    assert_eq!(q["sources"]["last_trade_price"], "Yahoo chart meta");
    assert!(q["peg_ratio"].is_null() && q["sources"]["peg_ratio"].as_str().unwrap().starts_with("none:"));
    // No SEC contact: the filed figures are null, and say why.
    assert!(q["earnings_share"].is_null());
    assert!(q["sources"]["earnings_share"].as_str().unwrap().contains("SEC EDGAR"), "{q}");
    assert!(r.stderr.contains("GET ") && r.stderr.contains("/v8/finance/chart/AAPL?range=1y"), "{}", r.stderr);
    let r = run(keyless(&server, &["quote", "AAPL", "-f", "table"]));
    assert!(r.stdout.contains("Last trade price") && r.stdout.contains("52-week high"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_quote_is_completed_from_the_filings() {
    let server = yahoo("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json").await;
    // SEC documents on the same loopback host.
    let gz = |name: &str| crate::common::fixture_unzipped(&format!("edgar-real/{name}"));
    Mock::given(path("/files/company_tickers.json"))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(gz("tickers/company_tickers.edgarkit.json.gz"), "application/json"),
        )
        .mount(&server)
        .await;
    Mock::given(path("/api/xbrl/companyfacts/CIK0000320193.json"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(gz("companyfacts/CIK0000320193.apple.fairvalue.json.gz"), "application/json"),
        )
        .mount(&server)
        .await;
    let mut f = keyless(&server, &["--base-url", &server.uri(), "quote", "AAPL", "-f", "json"]);
    f.cmd.env("FINQ_EDGAR_USER_AGENT", "Test Person test@example.com");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert!(q["earnings_share"].is_number(), "{q}");
    assert!(q["sources"]["earnings_share"].as_str().unwrap().contains("EarningsPerShareDiluted"), "{q}");
    assert!(q["market_capitalization"].is_number() && q["shares_outstanding"].is_number(), "{q}");
    // Market cap = price x shares outstanding, exactly.
    let cap = finq::model::number::Dec::parse("244.87")
        .unwrap()
        .times(finq::model::number::Dec::parse(&q["shares_outstanding"].to_string()).unwrap())
        .unwrap()
        .round(0)
        .unwrap();
    assert_eq!(q["market_capitalization"].to_string(), cap.to_string());
    // EBITDA's flows are the quarters `--ttm` sums: operating income and depreciation and
    // amortization over the same four quarters.
    let ttm = |statement: &str| {
        let r = run(crate::edgar::edgar(&server, &[statement, "AAPL", "--ttm", "-f", "json"]));
        assert_eq!(r.code, 0, "{}", r.stderr);
        json(&r.stdout)
    };
    let (income, cashflow) = (ttm("income"), ttm("cashflow"));
    let of = |doc: &serde_json::Value, element: &str| {
        let v = doc["values"].as_array().unwrap().iter().find(|v| v["element"] == element).cloned().unwrap();
        finq::model::number::Dec::parse(&v["value"].to_string()).unwrap()
    };
    let da = "DepreciationDepletionAndAmortization";
    let sum = of(&income, "OperatingIncomeLoss").plus(of(&cashflow, da)).unwrap();
    assert_eq!(q["ebitda"].to_string(), sum.to_string(), "{q}");
    assert!(q["sources"]["ebitda"].as_str().unwrap().contains(da), "{q}");
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_symbols_and_rate_limits() {
    let server = MockServer::start().await;
    let not_found = r#"{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}"#;
    Mock::given(path_regex("^/v8/finance/chart/NOPE$"))
        .respond_with(ResponseTemplate::new(404).set_body_raw(not_found, "application/json"))
        .mount(&server)
        .await;
    Mock::given(path_regex("^/v8/finance/chart/BUSY$"))
        .respond_with(ResponseTemplate::new(429).set_body_raw("Too Many Requests", "text/plain"))
        .mount(&server)
        .await;
    let r = run(keyless(&server, &["quote", "NOPE"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    let r = run(keyless(&server, &["prices", "BUSY", "--retries", "1"]));
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert_eq!(server.received_requests().await.unwrap().iter().filter(|q| q.url.path().ends_with("BUSY")).count(), 2);
}

/// A recorded answer whose daily bars end years before its price (BTC-USD: bars of 2020-01-01..03,
/// price of 2025-02-20) once showed `Change 89,863.28` / `+1,223%`.
#[tokio::test(flavor = "multi_thread")]
async fn a_change_is_against_the_previous_session_only() {
    let server = yahoo("BTC-USD", "chart-BTC-USD-2020-01-01-to-2020-01-03.json").await;
    let r = run(keyless(&server, &["quote", "BTC-USD", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert_eq!(q["last_trade_price"].to_string(), "97208.17");
    for field in ["previous_close", "change", "change_in_percent", "average_daily_volume"] {
        assert!(q[field].is_null(), "{field}: {q}");
        let why = q["sources"][field].as_str().unwrap();
        assert!(why.starts_with("none:") && why.contains("2020-01-03") && why.contains("2025-02-20"), "{field}: {why}");
    }
    // Not the close before the chart's window either (chartPreviousClose 7200.174).
    assert!(!r.stdout.contains("7200.174"), "{}", r.stdout);
    let r = run(keyless(&server, &["quote", "BTC-USD", "-f", "table"]));
    assert!(!r.stdout.contains("89,863") && !r.stdout.contains("1,223") && !r.stdout.contains("1223"), "{}", r.stdout);

    // Yahoo's meta names the previous session's close where it has one (`previousClose`, sent
    // with intraday charts): AAPL closed 244.47 on 2025-02-18 and 244.87 on 2025-02-19.
    let server = yahoo("AAPL", "chart-AAPL-2025-02-01-to-2025-02-02-1m-weekend-empty.json").await;
    let r = run(keyless(&server, &["quote", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert_eq!(q["previous_close"].to_string(), "244.47");
    assert_eq!(q["change"].to_string(), "0.4");
    assert_eq!(q["change_in_percent"].to_string(), "0.1636");
    assert!(q["sources"]["previous_close"].as_str().unwrap().contains("previousClose"), "{q}");
}
