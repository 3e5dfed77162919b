//! Several tickers and periods: input order whatever the finishing order, the concurrency bound,
//! partial failure, and periods beyond what exists.

use std::time::Duration;

use wiremock::matchers::{path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, ok, real, run, serve};
use crate::fault_server::{Fault, FaultServer};

/// A nested statement for `ticker` at filing order `order`, with its own accession number.
fn statement(ticker: &str, order: u32, items: &[(&str, &str)]) -> String {
    let result: Vec<String> = items.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
    format!(
        r#"{{"data":{{"type":"statement","attributes":{{"status":0,"company":{{"name":"{ticker} INC","cik":"1","ticker":"{}"}},
        "filing":{{"name":"Income","accessionNumber":"0000000001-2{order}-00000{order}","filingDate":"202{}-02-01T00:00:00",
        "period":"202{}-12-31T00:00:00","source":"10-K","filingCount":0}},"count":{},"result":{{{}}}}}}}}}"#,
        ticker.to_lowercase(),
        5 - order,
        4 - order,
        items.len(),
        result.join(",")
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn output_is_in_input_order_whatever_finishes_first() {
    let server = MockServer::start().await;
    let tickers = ["AAA", "BBB", "CCC", "DDD", "EEE", "FFF"];
    for (i, t) in tickers.iter().enumerate() {
        // The first asked answers last.
        let delay = Duration::from_millis(50 * (tickers.len() - i) as u64);
        Mock::given(path(format!("/v1/company/{t}/income")))
            .respond_with(ok(statement(t, 0, &[("Revenue", &format!("{}", i + 1))])).set_delay(delay))
            .mount(&server)
            .await;
    }
    let mut args = vec!["income", "-f", "csv"];
    args.extend(tickers);
    let r = run(Finq::at(&server, &args));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let order: Vec<&str> = r.stdout.lines().skip(1).map(|l| l.split(',').next().unwrap()).collect();
    assert_eq!(order, tickers);
    assert_eq!(r.stdout.lines().count(), 7, "one header row");

    let mut args = vec!["income", "-f", "json"];
    args.extend(tickers);
    let out = json(&run(Finq::at(&server, &args)).stdout);
    let order: Vec<&str> = out.as_array().unwrap().iter().map(|d| d["ticker"].as_str().unwrap()).collect();
    assert_eq!(order, tickers);
}

#[test]
fn never_more_than_the_concurrency_bound_in_flight() {
    let body = real("balancesheet-MSFT-megatrend.json");
    let server = FaultServer::start(vec![Fault::Delay(Duration::from_millis(150), Box::new(Fault::json(200, body)))]);
    let tickers: Vec<String> = (0..12).map(|i| format!("T{i}")).collect();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "--concurrency", "3", "balancesheet", "-f", "ndjson"]).args(&tickers);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 12);
    assert!(server.max_in_flight() <= 3, "max in flight {}", server.max_in_flight());
    assert!(server.max_in_flight() >= 2, "requests did overlap: {}", server.max_in_flight());
}

#[tokio::test(flavor = "multi_thread")]
async fn one_failure_does_not_stop_the_rest() {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/AAA/quote", 200, quote("AAA", "10.5").into()).await;
    serve(&server, "/v1/company/CCC/quote", 200, quote("CCC", "30").into()).await;
    serve(&server, "/v1/company/BBB/quote", 404, br#"{"statusCode":404,"message":"Not found"}"#.to_vec()).await;

    let r = run(Finq::at(&server, &["quote", "AAA", "BBB", "CCC", "-f", "ndjson"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    let lines: Vec<serde_json::Value> = r.stdout.lines().map(json).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["ticker"], "AAA");
    assert_eq!(lines[1]["ticker"], "BBB");
    assert_eq!(lines[1]["exit_code"], 3);
    assert!(lines[1]["error"].as_str().unwrap().contains("company not found"));
    assert_eq!(lines[2]["ticker"], "CCC");
    assert!(r.stderr.contains("finq: BBB: company not found"), "{}", r.stderr);
    assert!(r.stderr.contains("1 of 3 items failed"), "{}", r.stderr);

    // CSV carries the answers only; the table is one table with a row per ticker.
    let r = run(Finq::at(&server, &["quote", "AAA", "BBB", "CCC", "-f", "csv"]));
    assert_eq!(r.code, 8);
    assert_eq!(r.stdout.lines().count(), 3);
    let r = run(Finq::at(&server, &["quote", "AAA", "BBB", "CCC", "-f", "table"]));
    assert!(r.stdout.starts_with("quotes — AAA, CCC\n"), "{}", r.stdout);
    assert!(r.stdout.lines().any(|l| l.trim_start().starts_with("AAA") && l.contains("10.5")));

    // JSON keeps the failed item in its place.
    let r = run(Finq::at(&server, &["quote", "AAA", "BBB", "CCC", "-f", "json"]));
    let out = json(&r.stdout);
    assert_eq!(out[1]["error"]["exit_code"], 3);
    assert_eq!(out[2]["last_trade_price"], 30);
}

fn quote(t: &str, price: &str) -> String {
    format!(
        r#"{{"data":{{"type":"quote","attributes":{{"status":0,"company":{{"ticker":"{t}"}},"count":2,
        "result":{{"Name":"{t} Corp","LastTradePrice":{price}}}}}}}}}"#
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn every_item_failing_the_same_way_keeps_its_exit_code() {
    let server = MockServer::start().await;
    let mut f = Finq::at(&server, &["--market", "last10k", "quote", "AAA", "BBB"]);
    f.cmd.env_remove("FINQ_API_KEY");
    assert_eq!(run(f).code, 4, "no key: nothing sent, exit 4");
    let r = run(Finq::at(&server, &["quote", "AAA", "BBB"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("all 2 items failed"));
}

#[tokio::test(flavor = "multi_thread")]
async fn periods_side_by_side_and_fewer_filings_than_asked() {
    let server = MockServer::start().await;
    let p0 = statement("AAPL", 0, &[("Revenue", "300"), ("Cost", "100"), ("Net", "50")]);
    let p1 = statement("AAPL", 1, &[("Revenue", "250"), ("Cost", "90"), ("Restructuring", "7"), ("Net", "40")]);
    for (order, body) in [("0", p0), ("1", p1)] {
        Mock::given(path("/v1/company/AAPL/income"))
            .and(query_param("filingOrder", order))
            .respond_with(ok(body))
            .expect(3) // one ask per run below
            .mount(&server)
            .await;
    }
    for order in ["2", "3"] {
        Mock::given(path("/v1/company/AAPL/income"))
            .and(query_param("filingOrder", order))
            .respond_with(ResponseTemplate::new(404).set_body_raw(r#"{"statusCode":404}"#, "application/json"))
            .expect(3)
            .mount(&server)
            .await;
    }
    let r = run(Finq::at(&server, &["income", "AAPL", "--periods", "4", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("AAPL: 2 of 4 requested filings exist"), "{}", r.stderr);
    let rows: Vec<&str> = r.stdout.lines().skip(5).map(|l| l.split_whitespace().next().unwrap_or("")).collect();
    assert_eq!(rows, ["Revenue", "Cost", "Restructuring", "Net"], "{}", r.stdout);
    assert!(r.stdout.contains("2024-12-31") && r.stdout.contains("2023-12-31"), "{}", r.stdout);
    assert!(r.stdout.contains("2 filings side by side"), "{}", r.stdout);

    let r = run(Finq::at(&server, &["income", "AAPL", "--periods", "4", "-f", "json"]));
    let out = json(&r.stdout);
    let periods: Vec<&str> = out.as_array().unwrap().iter().map(|d| d["period"].as_str().unwrap()).collect();
    assert_eq!(periods, ["2024-12-31", "2023-12-31"]);

    let r = run(Finq::at(&server, &["income", "AAPL", "--periods", "4", "-f", "csv"]));
    assert_eq!(r.stdout.lines().count(), 1 + 3 + 4, "tidy: one record per value");
}

#[tokio::test(flavor = "multi_thread")]
async fn tickers_from_stdin_and_from_a_file() {
    let server = MockServer::start().await;
    for t in ["AAA", "BBB", "CCC"] {
        serve(
            &server,
            &format!("/v1/company/{t}/cik"),
            200,
            format!(
                r#"{{"data":{{"type":"identifier","attributes":{{"count":1,"result":["000000000{}"]}}}}}}"#,
                t.len()
            )
            .into(),
        )
        .await;
    }
    let mut f = Finq::at(&server, &["cik", "-", "-f", "csv"]);
    f.cmd.write_stdin("aaa, bbb\n# a comment\nccc aaa\n");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "ticker,cik\nAAA,0000000003\nBBB,0000000003\nCCC,0000000003\n", "each once, in order");

    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("tickers.txt");
    std::fs::write(&list, "CCC\nAAA # first pick\n").unwrap();
    let r = run(Finq::at(&server, &["cik", "BBB", "--tickers-file", list.to_str().unwrap(), "-f", "csv"]));
    assert_eq!(r.stdout, "ticker,cik\nBBB,0000000003\nCCC,0000000003\nAAA,0000000003\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn one_bad_ticker_among_many_stops_everything_before_a_request() {
    let server = crate::common::silent_server().await;
    let mut f = Finq::at(&server, &["quote", "-"]);
    f.cmd.write_stdin("AAPL MSFT ../etc GOOG");
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("\"../etc\""), "{}", r.stderr);
    // A list that cannot be read is a local file failure (exit 10, was 2), also before a request.
    let r = run(Finq::at(&server, &["quote", "--tickers-file", "/nonexistent/list"]));
    assert_eq!(r.code, 10, "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn several_statements_are_one_table_with_a_column_per_ticker() {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/AAA/income", 200, statement("AAA", 0, &[("Revenue", "1000"), ("Net", "10")]).into())
        .await;
    serve(
        &server,
        "/v1/company/BBB/income",
        200,
        statement("BBB", 0, &[("Revenue", "2000"), ("Tax", "3"), ("Net", "20")]).into(),
    )
    .await;
    let r = run(Finq::at(&server, &["income", "AAA", "BBB", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("income statement — AAA, BBB\n"), "{}", r.stdout);
    let body: Vec<Vec<&str>> = r.stdout.lines().skip(5).map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(body, [vec!["Revenue", "1,000", "2,000"], vec!["Tax", "3"], vec!["Net", "10", "20"]], "{}", r.stdout);
}

/// Against a failing SEC, a look-up every item shares (the ticker list) is asked once, with its
/// retries, and its failure said once a ticker plus a summary: 3 tickers x 8 periods make at most
/// 1 + retries requests, where each item used to ask (and fail) again.
#[test]
fn a_shared_look_up_that_fails_is_asked_once_and_said_once_a_ticker() {
    let server = FaultServer::start(vec![Fault::json(503, "{}")]);
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_EDGAR_USER_AGENT", "Jane Doe jane@example.com").args([
        "--provider",
        "edgar",
        "--base-url",
        &server.uri(),
        "--retries",
        "2",
        "--no-cache",
        "balancesheet",
        "AAPL",
        "NVDA",
        "MSFT",
        "--quarterly",
        "--periods",
        "8",
    ]);
    let r = run(f);
    assert_ne!(r.code, 0, "{}", r.stderr);
    assert!(server.hits() <= 3, "{} requests: {:?}", server.hits(), server.requests());
    let lines: Vec<&str> = r.stderr.lines().filter(|l| !l.contains("retrying")).collect();
    assert!(lines.len() <= 4, "one line a ticker and a summary: {}", r.stderr);
    assert!(lines.last().unwrap().contains("all 3 items failed"), "{}", r.stderr);
}
