//! Each of the nine operations end to end: the request finq sends and what it prints.

use wiremock::matchers::{method, path, query_param, query_param_is_missing};
use wiremock::{Mock, MockServer};

use crate::common::{Finq, TEST_KEY, fixture, fixture_unzipped, json, ok, real, run, serve};

#[tokio::test(flavor = "multi_thread")]
async fn income_json_carries_every_item_exactly_in_order() {
    let server = MockServer::start().await;
    let body = real("income-AAPL-finanalysis.json");
    Mock::given(method("GET"))
        .and(path("/v1/company/AAPL/income"))
        .and(wiremock::matchers::header("Ocp-Apim-Subscription-Key", TEST_KEY))
        .and(query_param_is_missing("formType"))
        .and(query_param_is_missing("filingOrder"))
        .respond_with(ok(body.clone()))
        .expect(1)
        .mount(&server)
        .await;
    let r = run(Finq::at(&server, &["income", "aapl", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["ticker"], "AAPL");
    assert_eq!(out["statement"], "income");
    assert_eq!(out["company"], "APPLE INC");
    assert_eq!(out["cik"], "320193");
    assert_eq!(out["form"], "10-K");
    assert_eq!(out["period"], "2015-09-26");
    assert_eq!(out["filing_date"], "2015-10-28");
    assert_eq!(out["accession_number"], "0001193125-15-356351");
    assert_eq!(out["filing_count"], 5);
    let upstream: serde_json::Value = serde_json::from_slice(&body).unwrap();
    let sent: Vec<(String, String)> =
        upstream["Data"].as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    let printed: Vec<(String, String)> = out["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["element"].as_str().unwrap().to_string(), i["value"].to_string()))
        .collect();
    assert_eq!(printed, sent);
    assert!(r.stdout.contains("\"value\": 53394000000.0"), "digits as sent");
}

#[tokio::test(flavor = "multi_thread")]
async fn form_and_filing_order_are_sent_only_when_chosen() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/MSFT/balancesheet"))
        .and(query_param("formType", "10-Q"))
        .and(query_param("filingOrder", "2"))
        .respond_with(ok(real("balancesheet-MSFT-megatrend.json")))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/v1/company/MSFT/equity"))
        .and(query_param("formType", "10-K"))
        .and(query_param_is_missing("filingOrder"))
        .respond_with(ok(real("balancesheet-MSFT-megatrend.json")))
        .expect(2)
        .mount(&server)
        .await;
    Mock::given(path("/v1/company/MSFT/operations"))
        .and(query_param_is_missing("formType"))
        .and(query_param("filingOrder", "0"))
        .respond_with(ok(real("operations-AMZN-megatrend.json")))
        .expect(1)
        .mount(&server)
        .await;
    for args in [
        &["balancesheet", "MSFT", "--quarterly", "--filing-order", "2"][..],
        &["equity", "MSFT", "--form", "10-k"],
        &["equity", "MSFT", "--annual"],
        &["operations", "MSFT", "--filing-order", "0"],
    ] {
        let r = run(Finq::at(&server, args));
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn nested_operations_statement() {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/AMZN/operations", 200, real("operations-AMZN-megatrend.json")).await;
    let r = run(Finq::at(&server, &["operations", "AMZN", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["statement"], "operations");
    assert_eq!(out["period"], "2019-12-31");
    assert_eq!(out["title"], "Consolidated Statements Of Operations");
    assert_eq!(out["items"][0]["element"], "CostOfGoodsAndServicesSold");
    assert_eq!(out["items"].as_array().unwrap().len(), 19);
    assert!(r.stdout.contains("\"value\": 23.46"));
    assert!(r.stdout.contains("\"value\": -14000000"));
}

#[tokio::test(flavor = "multi_thread")]
async fn summary_facts_in_every_format() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL"))
        .respond_with(ok(fixture("../../demo/summary-AAPL.sample.json")))
        .mount(&server)
        .await;
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    let fields = &out["fields"];
    assert_eq!(fields["document_type"], "10-K");
    assert_eq!(fields["amendment_flag"], false);
    assert_eq!(fields["period_end"], "2015-09-26");
    assert_eq!(fields["fiscal_year_focus"], "2015");
    assert_eq!(fields["fiscal_period_focus"], "FY");
    assert_eq!(fields["trading_symbol"], "AAPL");
    assert_eq!(fields["registrant_name"], "APPLE INC");
    assert_eq!(fields["cik"], "0000320193");
    assert_eq!(fields["fiscal_year_end"], "--09-26");
    assert_eq!(fields["filer_category"], "Large Accelerated Filer");
    // The sample's page states no scale: its figures are full units as shown, the filing's own
    // (Apple's 10-K of 2015 in its XBRL facts: 5,575,331,000 shares on 2015-10-09, a public
    // float of 709,923,000,000 on 2015-03-27).
    assert!(r.stdout.contains("\"shares_outstanding\": 5575331000,"), "{}", r.stdout);
    assert!(r.stdout.contains("\"public_float\": 709923000000,"), "{}", r.stdout);
    assert_eq!(fields["tax_id"], "94-2404110");
    assert_eq!(out["period"], "2015-09-26");
    assert_eq!(out["facts"][0]["label"], "Document Type");
    assert_eq!(out["facts"][0]["element"], "DocumentType", "from dei's standard label");

    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "csv"]));
    let mut lines = r.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "ticker,statement,form,period,filing_date,accession_number,field,element,prefix,label,member,axis,\
             axis_member,date,value,text"
        )
    );
    assert!(
        r.stdout.contains(
            "AAPL,summary,10-K,2015-09-26,2015-10-28,0001193125-15-356351,shares_outstanding,\
         EntityCommonStockSharesOutstanding,dei,\"Entity Common Stock, Shares Outstanding\",,,,2015-10-09,5575331000,\
         \"5,575,331,000\""
        ),
        "{}",
        r.stdout
    );

    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "ndjson"]));
    let first = json(r.stdout.lines().next().unwrap());
    assert_eq!(first["field"], "document_type");
    assert_eq!(first["value"], "10-K");

    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "table"]));
    assert!(r.stdout.contains("Entity Public Float"));
    assert!(r.stdout.contains("709,923,000,000"));
}

const QUOTE: &str = r#"{"meta":{"copyright":"c","terms":["t"]},"data":{"type":"quote","id":"x","attributes":{"status":0,
  "company":{"ticker":"msft"},"count":8,"result":{"StockExchange":"NASDAQ","Name":"Microsoft Corporation","Symbol":"MSFT",
  "LastTradePrice":"210.08","Change":-1.5,"PeRatio":null,"Volume":31475000,"Ebitda":"65.26B","MarketCapitalization":"1.59T"}}}}"#;

#[tokio::test(flavor = "multi_thread")]
async fn quote_accepts_numbers_numeric_strings_and_nulls() {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/MSFT/quote", 200, QUOTE.into()).await;
    let r = run(Finq::at(&server, &["quote", "MSFT", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["ticker"], "MSFT");
    assert!(r.stdout.contains("\"last_trade_price\": 210.08"), "numeric string becomes a number: {}", r.stdout);
    assert_eq!(out["pe_ratio"], serde_json::Value::Null);
    assert_eq!(out["ebitda"], "65.26B");
    assert!(r.stdout.contains("\"ebitda_value\": 65260000000"));
    assert!(r.stdout.contains("\"market_capitalization_value\": 1590000000000"));

    let r = run(Finq::at(&server, &["quote", "MSFT", "-f", "csv"]));
    let mut lines = r.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "ticker,stock_exchange,name,symbol,last_trade_price,change,pe_ratio,volume,ebitda,ebitda_value,market_capitalization,market_capitalization_value"
        )
    );
    assert_eq!(
        lines.next(),
        Some("MSFT,NASDAQ,Microsoft Corporation,MSFT,210.08,-1.5,,31475000,65.26B,65260000000,1.59T,1590000000000")
    );

    let r = run(Finq::at(&server, &["quote", "MSFT", "-f", "table"]));
    assert!(r.stdout.starts_with("Microsoft Corporation (MSFT) — quote"));
    assert!(r.stdout.contains("31,475,000"));
}

#[tokio::test(flavor = "multi_thread")]
async fn prices_keep_newest_first() {
    let server = MockServer::start().await;
    let body = r#"{"meta":{"copyright":"c","terms":"t"},"data":{"type":"prices","id":"x","attributes":{"status":0,
      "company":{"ticker":"aapl"},"count":3,"result":{"2026-11-20T00:00:00":231.45,"2026-10-30T00:00:00":230.1,"2026-09-30T00:00:00":"0.1"}}}}"#;
    serve(&server, "/v1/company/AAPL/prices", 200, body.into()).await;
    let r = run(Finq::at(&server, &["prices", "AAPL", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "ticker,date,price\nAAPL,2026-11-20,231.45\nAAPL,2026-10-30,230.1\nAAPL,2026-09-30,0.1\n");
    let r = run(Finq::at(&server, &["prices", "AAPL", "-f", "json"]));
    let out = json(&r.stdout);
    assert_eq!(out["prices"][0]["date"], "2026-11-20");
    assert_eq!(out["prices"].as_array().unwrap().len(), 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn identifier_lookups() {
    let server = MockServer::start().await;
    // The spec's array form for one, the older bare string for the other.
    let tickers = r#"{"data":{"type":"identifier","id":"x","attributes":{"count":2,"result":["GOOGL","GOOG"]}}}"#;
    let cik = r#"{"data":{"type":"identifier","id":"x","attributes":{"count":1,"result":"0001652044"}}}"#;
    serve(&server, "/v1/company/1652044/ticker", 200, tickers.into()).await;
    serve(&server, "/v1/company/GOOG/cik", 200, cik.into()).await;

    let r = run(Finq::at(&server, &["ticker", "0001652044", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout), serde_json::json!({"cik": "1652044", "tickers": ["GOOGL", "GOOG"]}));
    let r = run(Finq::at(&server, &["ticker", "1652044", "-f", "csv"]));
    assert_eq!(r.stdout, "cik,ticker\n1652044,GOOGL\n1652044,GOOG\n");

    let r = run(Finq::at(&server, &["cik", "goog", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout), serde_json::json!({"ticker": "GOOG", "ciks": ["0001652044"]}));
    let r = run(Finq::at(&server, &["cik", "GOOG", "-f", "table"]));
    assert!(r.stdout.contains("0001652044"));
}

#[tokio::test(flavor = "multi_thread")]
async fn class_share_tickers_are_one_path_segment() {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/BRK.B/balancesheet", 200, real("balancesheet-MSFT-megatrend.json")).await;
    serve(&server, "/v1/company/BF-B/balancesheet", 200, real("balancesheet-MSFT-megatrend.json")).await;
    for t in ["BRK.B", "bf-b"] {
        let r = run(Finq::at(&server, &["balancesheet", t]));
        assert_eq!(r.code, 0, "{t}: {}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sample_summary_holds_what_its_filing_filed() {
    // The sample claims Apple's 10-K of 2015 (0001193125-15-356351): its cover figures and their
    // dates are that filing's, as its XBRL facts hold them (tests/fixtures/edgar-real).
    let accession = "0001193125-15-356351";
    let facts: serde_json::Value =
        serde_json::from_slice(&fixture_unzipped("edgar-real/companyfacts/CIK0000320193.apple.fairvalue.json.gz"))
            .unwrap();
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL"))
        .respond_with(ok(fixture("../../demo/summary-AAPL.sample.json")))
        .mount(&server)
        .await;
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["accession_number"], accession);
    for element in ["EntityPublicFloat", "EntityCommonStockSharesOutstanding"] {
        let units = facts["facts"]["dei"][element]["units"].as_object().unwrap();
        let filed: Vec<&serde_json::Value> =
            units.values().flat_map(|v| v.as_array().unwrap()).filter(|f| f["accn"] == accession).collect();
        assert_eq!(filed.len(), 1, "{element}");
        let shown = out["facts"].as_array().unwrap().iter().find(|f| f["element"] == element).unwrap();
        assert_eq!(shown["value"].to_string(), filed[0]["val"].to_string(), "{element}");
        assert_eq!(shown["date"], filed[0]["end"], "{element}");
    }
}

/// A command's short help fits a screen (under 40 lines, an option a line) and lists only the global options it has a use for:
/// `finq bulk -h` has no `--units`, `--labels` or `--market` (they are still accepted).
#[test]
fn short_help_fits_a_screen_and_leaves_out_what_does_not_apply() {
    let help = |args: &[&str]| {
        let mut f = Finq::new();
        f.cmd.env("COLUMNS", "100").args(args);
        let r = run(f);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r.stdout
    };
    for command in [
        "balancesheet",
        "income",
        "summary",
        "compare",
        "quote",
        "prices",
        "ticker",
        "cik",
        "cache",
        "snapshot",
        "bulk",
        "screen",
        "config",
        "serve",
        "doctor",
    ] {
        let text = help(&[command, "-h"]);
        assert!(text.lines().count() < 40, "{command} -h: {} lines", text.lines().count());
    }
    let bulk = help(&["bulk", "-h"]);
    for absent in ["--units", "--labels", "--market", "--provider", "--demo"] {
        assert!(!bulk.contains(absent), "bulk -h lists {absent}");
    }
    assert!(help(&["income", "-h"]).contains("--units"), "a statement's help keeps --units");
    // An option a line: its help's first clause, `--help` saying it whole.
    let short = help(&["income", "-h"]);
    assert!(short.contains("--tickers-file <FILE>    Read ticker symbols from FILE\n"), "{short}");
    assert!(short.contains("--discrete               Discrete fiscal quarters\n"), "{short}");
    let long = help(&["income", "--help"]);
    assert!(long.contains("Read ticker symbols from FILE: whitespace or comma separated"), "{long}");
    assert!(help(&["income", "--help"]).contains("--timeout"), "--help keeps every option that applies");
    // Left out of the help, still accepted.
    let mut f = Finq::new();
    f.cmd.args(["bulk", "path", "--units", "millions"]);
    assert_eq!(run(f).code, 0);
}

/// Help to a pipe (no terminal, no `COLUMNS`) wraps at 100 columns, clap's width where it knows
/// none, and a wider `COLUMNS` never widens it: no line of any command's `-h` or `--help` is
/// longer than 100 characters.
#[test]
fn piped_help_is_never_wider_than_100_columns() {
    fn every_command(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set() && s.get_name() != "help") {
            let mut p = path.clone();
            p.push(sub.get_name().to_string());
            every_command(sub, p.clone(), out);
            out.push(p);
        }
    }
    let mut commands = vec![Vec::new()];
    every_command(&finq::cli::command(), Vec::new(), &mut commands);
    assert!(commands.len() > 30, "{commands:?}");
    for columns in [None, Some("300")] {
        for command in &commands {
            for flag in ["-h", "--help"] {
                let mut f = Finq::new();
                if let Some(c) = columns {
                    f.cmd.env("COLUMNS", c);
                }
                f.cmd.args(command).arg(flag);
                let r = run(f);
                assert_eq!(r.code, 0, "{command:?} {flag}: {}", r.stderr);
                let widest = r.stdout.lines().map(|l| l.chars().count()).max().unwrap_or(0);
                assert!(widest <= 100, "{command:?} {flag} (COLUMNS {columns:?}): a line of {widest}\n{}", r.stdout);
            }
        }
    }
}
