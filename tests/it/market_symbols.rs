//! Market symbols as Yahoo writes them (exchange suffixes, indices, currencies, futures, crypto,
//! class shares either way), the currency as sent, and prices at Yahoo's precision in tables —
//! against the real chart bodies another client recorded, served on loopback.

use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run, silent_server};
use crate::market::{chart, keyless};

/// Yahoo's answer for a symbol it does not know.
const NOT_FOUND: &str =
    r#"{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}"#;

/// A loopback Yahoo with the recorded bodies of OCDO.L, EURUSD=X, GC=F and BTC-USD; any other
/// symbol is Yahoo's 404.
async fn yahoo_abroad() -> MockServer {
    let server = MockServer::start().await;
    for symbol in ["OCDO.L", "EURUSD=X", "GC=F", "BTC-USD"] {
        let body = chart(&format!("chart-{symbol}-2020-01-01-to-2020-01-03.json"));
        Mock::given(method("GET"))
            .and(path(format!("/v8/finance/chart/{symbol}")))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    Mock::given(path_regex("^/v8/finance/chart/"))
        .respond_with(ResponseTemplate::new(404).set_body_raw(NOT_FOUND, "application/json"))
        .mount(&server)
        .await;
    server
}

async fn paths(server: &MockServer) -> Vec<String> {
    server.received_requests().await.unwrap().iter().map(|r| r.url.path().to_string()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn symbols_reach_yahoo_as_yahoo_writes_them() {
    let server = yahoo_abroad().await;
    let r = run(keyless(&server, &["--no-cache", "quote", "ocdo.l", "EURUSD=X", "GC=F", "BTC-USD", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let quotes = json(&r.stdout);
    let tickers: Vec<&str> = quotes.as_array().unwrap().iter().map(|q| q["ticker"].as_str().unwrap()).collect();
    assert_eq!(tickers, ["OCDO.L", "EURUSD=X", "GC=F", "BTC-USD"]);
    assert_eq!(quotes[0]["name"], "Ocado Group plc");
    assert_eq!(quotes[0]["currency"], "GBp", "the currency as sent");
    assert!(quotes[0]["sources"]["currency"].as_str().unwrap().contains("pence"), "{}", quotes[0]);
    assert_eq!(quotes[1]["last_trade_price"].to_string(), "1.0436");
    assert_eq!(quotes[2]["stock_exchange"], "COMEX");
    // A London listing, a currency or a future has no SEC filings to complete it from.
    assert!(quotes[0]["sources"]["earnings_share"].as_str().unwrap().starts_with("none:"));
    let mut asked = paths(&server).await;
    asked.sort();
    assert_eq!(
        asked,
        [
            "/v8/finance/chart/BTC-USD",
            "/v8/finance/chart/EURUSD=X",
            "/v8/finance/chart/GC=F",
            "/v8/finance/chart/OCDO.L"
        ]
    );
    let r = run(keyless(&server, &["--no-cache", "prices", "OCDO.L", "-f", "csv"]));
    assert_eq!(r.stdout, "ticker,date,price,adjclose\nOCDO.L,2020-01-02,1259.5,1259.5\n", "{}", r.stderr);

    // An index (its caret percent-encoded), Tokyo and Xetra listings, and a class share written
    // either way (Yahoo writes BRK-B): each one path segment, as Yahoo names it.
    let server = yahoo_abroad().await;
    let r = run(keyless(&server, &["--no-cache", "quote", "^gspc", "7203.T", "SAP.DE", "BRK.B", "bf-b"]));
    assert_eq!(r.code, 3, "Yahoo's 404 for each: {}", r.stderr);
    let mut asked = paths(&server).await;
    asked.sort();
    assert_eq!(
        asked,
        [
            "/v8/finance/chart/%5EGSPC",
            "/v8/finance/chart/7203.T",
            "/v8/finance/chart/BF-B",
            "/v8/finance/chart/BRK-B",
            "/v8/finance/chart/SAP.DE"
        ]
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn what_is_not_a_symbol_is_refused_before_any_request() {
    let server = silent_server().await;
    let long = "A".repeat(40);
    for bad in [
        "../x", "A?b=1", "A#x", "%5EGSPC", "%2F", "A/B", "A B", "A\u{7}", "ÄPPL", "^", "^^GSPC", "EURUSD=Y", "=X",
        "A=X=X", "GC=F.L", "OCDO..L", ".L", "OCDO.", "A.B.C", "-A", "A-", "A--B", &long,
    ] {
        let r = run(keyless(&server, &["quote", "--", bad]));
        assert_eq!(r.code, 2, "{bad:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{bad:?}: {}", r.stderr);
        assert!(r.stderr.contains("invalid symbol"), "{bad:?}: {}", r.stderr);
        assert!(!r.stderr.contains('\u{7}'));
    }
    // The filings commands keep the SEC's ticker rules.
    for args in
        [&["income", "^GSPC"][..], &["summary", "EURUSD=X"], &["cik", "GC=F"], &["snapshot", "^GSPC", "--out", "x"]]
    {
        let mut f = Finq::at(&server, &[]);
        f.cmd.args(args);
        let r = run(f);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("invalid ticker"), "{args:?}: {}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn tables_show_prices_at_yahoos_precision_and_json_every_digit() {
    let server = crate::market::yahoo("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json").await;
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "table"]));
    // A price ends its line (tables keep no trailing spaces).
    assert!(r.stdout.contains(" 118.69\n") && !r.stdout.contains("118.690"), "priceHint 2: {}", r.stdout);
    assert!(r.stdout.contains(" 129.04\n"), "129.0399932861328 rounds to 129.04: {}", r.stdout);
    let r = run(keyless(&server, &["prices", "AAPL", "-f", "json"]));
    assert!(r.stdout.contains("118.69000244140625"), "{}", r.stdout);
    let mut f = keyless(&server, &["prices", "AAPL", "--chart"]);
    f.cmd.env("COLUMNS", "100");
    let r = run(f);
    assert!(r.stdout.contains("min 108.86 (2020-10-30) · max 129.04 (2020-08-31) · last 118.69"), "{}", r.stdout);

    // A currency pair: four decimals.
    let server = yahoo_abroad().await;
    let r = run(keyless(&server, &["prices", "EURUSD=X", "-f", "table"]));
    assert!(r.stdout.contains(" 1.1171\n") && !r.stdout.contains("1.11714"), "priceHint 4: {}", r.stdout);
    // Pence, said as such; a price shown at its two decimals.
    let r = run(keyless(&server, &["quote", "OCDO.L", "-f", "table"]));
    assert!(r.stdout.contains("GBp (pence sterling, 1/100 GBP)"), "{}", r.stdout);
    assert!(r.stdout.contains(" 305.30\n"), "{}", r.stdout);
}
