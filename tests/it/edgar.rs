//! `--provider edgar` against a local server that serves the real SEC fixtures on EDGAR's paths.

use wiremock::matchers::{header_regex, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run, silent_server};

const UA: &str = "Test Person test@example.com";

pub(crate) fn fixture(name: &str) -> Vec<u8> {
    crate::common::fixture_unzipped(&format!("edgar-real/{name}"))
}

/// The three EDGAR documents for Apple and NVIDIA, each expected `times` times.
async fn sec(times: u64) -> MockServer {
    let server = MockServer::start().await;
    let docs = [
        ("/files/company_tickers.json", "tickers/company_tickers.edgarkit.json.gz"),
        ("/submissions/CIK0000320193.json", "submissions/CIK0000320193.apple.fairvalue.json"),
        ("/submissions/CIK0001045810.json", "submissions/CIK0001045810.nvidia.fairvalue.json"),
        ("/api/xbrl/companyfacts/CIK0000320193.json", "companyfacts/CIK0000320193.apple.fairvalue.json.gz"),
        ("/api/xbrl/companyfacts/CIK0001045810.json", "companyfacts/CIK0001045810.nvidia.fairvalue.json.gz"),
    ];
    for (p, file) in docs {
        Mock::given(path(p))
            .and(header_regex("User-Agent", "^finq/.* Test Person test@example.com$"))
            .respond_with(ResponseTemplate::new(200).set_body_raw(fixture(file), "application/json"))
            .expect(..=times)
            .mount(&server)
            .await;
    }
    server
}

pub(crate) fn edgar(server: &MockServer, args: &[&str]) -> Finq {
    let mut f = Finq::at(server, &["--provider", "edgar"]);
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_EDGAR_USER_AGENT", UA).args(args);
    f
}

fn value(doc: &serde_json::Value, element: &str) -> String {
    doc["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["element"] == element)
        .map(|i| i["value"].to_string())
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread")]
async fn apples_last_three_fiscal_years() {
    let server = sec(1).await;
    let r = run(edgar(&server, &["income", "AAPL", "--periods", "3", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    let years = out.as_array().unwrap();
    assert_eq!(years.len(), 3);
    let periods: Vec<&str> = years.iter().map(|d| d["period"].as_str().unwrap()).collect();
    assert_eq!(periods, ["2024-09-28", "2023-09-30", "2022-09-24"]);
    let fy24 = &years[0];
    assert_eq!(fy24["accession_number"], "0000320193-24-000123");
    assert_eq!(fy24["filing_date"], "2024-11-01");
    assert_eq!(fy24["form"], "10-K");
    assert_eq!(fy24["company"], "Apple Inc.");
    assert_eq!(value(fy24, "RevenueFromContractWithCustomerExcludingAssessedTax"), "391035000000");
    assert_eq!(value(fy24, "NetIncomeLoss"), "93736000000");
    assert_eq!(value(fy24, "EarningsPerShareDiluted"), "6.08");
    assert_eq!(value(&years[1], "RevenueFromContractWithCustomerExcludingAssessedTax"), "383285000000");
    // Units in the order USD, shares, USD/shares.
    let elements: Vec<&str> =
        fy24["items"].as_array().unwrap().iter().map(|i| i["element"].as_str().unwrap()).collect();
    let eps = elements.iter().position(|e| *e == "EarningsPerShareDiluted").unwrap();
    let net = elements.iter().position(|e| *e == "NetIncomeLoss").unwrap();
    assert!(net < eps);
    // Each document was asked for once, for all three periods (the mocks expect at most one).
}

#[tokio::test(flavor = "multi_thread")]
async fn balance_sheet_equity_and_summary() {
    let server = sec(3).await;
    let r = run(edgar(&server, &["balancesheet", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let bs = json(&r.stdout);
    assert_eq!(value(&bs, "Assets"), "364980000000");
    assert_eq!(value(&bs, "StockholdersEquity"), "56950000000");

    let r = run(edgar(&server, &["equity", "AAPL", "-f", "json"]));
    let eq = json(&r.stdout);
    assert_eq!(value(&eq, "StockholdersEquity"), "56950000000");
    assert_eq!(value(&eq, "StockholdersEquityAtPeriodStart"), "62146000000");
    assert_eq!(value(&eq, "NetIncomeLoss"), "93736000000");

    // The 10-K of 2024 has no rendering on this server: its cover from the XBRL facts, typed as
    // an as-filed one is.
    let r = run(edgar(&server, &["summary", "AAPL", "-f", "json"]));
    let doc = json(&r.stdout);
    let fields = &doc["fields"];
    assert_eq!(fields["fiscal_year_focus"], "2024");
    assert_eq!(fields["fiscal_period_focus"], "FY");
    assert!(r.stdout.contains("\"shares_outstanding\": 15115823000,"), "a number: {}", r.stdout);
    assert!(r.stdout.contains("\"public_float\": 2628553000000,"), "a number: {}", r.stdout);
    assert_eq!(fields["amendment_flag"], false);
    assert_eq!(fields["period_end"], "2024-09-28");
    assert_eq!(fields["cik"], "0000320193");
    assert_eq!(fields["fiscal_year_end"], "--09-27");
    let float = doc["facts"].as_array().unwrap().iter().find(|f| f["field"] == "public_float").unwrap();
    assert_eq!(
        (&float["element"], &float["prefix"]),
        (&serde_json::json!("EntityPublicFloat"), &serde_json::json!("dei"))
    );
    assert_eq!(float["date"], "2024-03-29", "as of the float's own date");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_10q_with_quarter_and_year_to_date_facts() {
    let server = sec(1).await;
    let r = run(edgar(&server, &["income", "AAPL", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert_eq!(q["accession_number"], "0000320193-24-000081");
    assert_eq!(q["period"], "2024-06-29");
    // The quarter, not the nine months...
    assert_eq!(value(&q, "RevenueFromContractWithCustomerExcludingAssessedTax"), "85777000000");
    assert_eq!(value(&q, "NetIncomeLoss"), "21448000000");
    // ...except for items reported only year to date.
    assert_eq!(value(&q, "NetCashProvidedByUsedInOperatingActivities"), "91443000000");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fiscal_year_that_is_not_the_calendar_year() {
    let server = sec(2).await;
    let r = run(edgar(&server, &["income", "NVDA", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = json(&r.stdout);
    assert_eq!(q["period"], "2024-10-27");
    assert_eq!(value(&q, "Revenues"), "35082000000");
    let r = run(edgar(&server, &["summary", "NVDA", "--quarterly", "-f", "json"]));
    let fields = &json(&r.stdout)["fields"];
    assert_eq!(fields["fiscal_year_focus"], "2025", "fy belongs to the filing");
    assert_eq!(fields["fiscal_period_focus"], "Q3");
}

#[tokio::test(flavor = "multi_thread")]
async fn look_ups_and_the_cache() {
    let server = sec(1).await;
    let cache = tempfile::tempdir().unwrap();
    for _ in 0..2 {
        let mut f = edgar(&server, &["cik", "AAPL", "NVDA", "-f", "csv"]);
        f.cmd.env("FINQ_CACHE_DIR", cache.path());
        let r = run(f);
        assert_eq!(r.stdout, "ticker,cik\nAAPL,0000320193\nNVDA,0001045810\n", "{}", r.stderr);
    }
    let mut f = edgar(&server, &["ticker", "0000320193", "-f", "csv"]);
    f.cmd.env("FINQ_CACHE_DIR", cache.path());
    assert_eq!(run(f).stdout, "cik,ticker\n320193,AAPL\n");
    let mut f = edgar(&server, &["cik", "NOSUCHCO"]);
    f.cmd.env("FINQ_CACHE_DIR", cache.path());
    let r = run(f);
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("EDGAR's ticker list has no NOSUCHCO"), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn no_user_agent_no_quotes_no_prices() {
    let server = silent_server().await;
    let mut f = Finq::at(&server, &["--provider", "edgar", "income", "AAPL"]);
    f.cmd.env_remove("FINQ_API_KEY");
    let r = run(f);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(r.stderr.contains("finq config set-contact") && r.stderr.contains("FINQ_EDGAR_USER_AGENT"), "{}", r.stderr);
    // Quotes and prices are not EDGAR's: they go to the market source (here one that needs a key,
    // which is missing: nothing is sent), never to the SEC.
    for cmd in ["quote", "prices"] {
        let r = run(edgar(&server, &["--market", "last10k", cmd, "AAPL"]));
        assert_eq!(r.code, 4, "{}", r.stderr);
        assert!(r.stderr.contains("no API key"), "{}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sec_saying_slow_down_is_not_retried() {
    let server = MockServer::start().await;
    Mock::given(path("/files/company_tickers.json"))
        .respond_with(
            ResponseTemplate::new(403).set_body_raw("<html>Request Rate Threshold Exceeded</html>", "text/html"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let r = run(edgar(&server, &["income", "AAPL"]));
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert!(r.stderr.contains("the SEC refused the request (403)"), "{}", r.stderr);
}

#[test]
fn an_ifrs_filer_is_a_clear_not_found() {
    use finq::cli::Form;
    use finq::model::StatementKind;
    use finq::sources::edgar::{CompanyFacts, Row, assemble};
    let facts: CompanyFacts =
        serde_json::from_slice(&fixture("companyfacts/CIK0001997711.lpa-ifrs.edgartools.json")).unwrap();
    assert_eq!(facts.cik, 1997711);
    let row = Row {
        accession: "0001213900-24-000001".into(),
        filing_date: "2024-04-30".into(),
        report_date: "2023-12-31".into(),
        form: "10-K".into(),
    };
    let e = assemble(StatementKind::Income, Form::TenK, &facts, &row).unwrap_err();
    assert_eq!(e.kind, finq::error::ErrorKind::NotFound);
    assert!(e.message.contains("no US GAAP facts"), "{}", e.message);
}

#[tokio::test(flavor = "multi_thread")]
async fn doctor_checks_the_user_agent_instead_of_a_key() {
    let server = sec(1).await;
    // Quotes from Yahoo, which doctor checks too: a loopback one here.
    let yahoo = crate::market::yahoo("AAPL", "chart-AAPL-2020-01-01-to-2020-01-03.json").await;
    let mut f = edgar(&server, &["doctor"]);
    f.cmd.env("FINQ_MARKET_BASE_URL", yahoo.uri());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert!(r.stdout.contains("ok   SEC EDGAR contact: Test Person test@example.com"), "{}", r.stdout);
    assert!(r.stdout.contains("ok   HTTP: EDGAR answered the look-up"), "{}", r.stdout);
    let mut f = Finq::at(&server, &["--provider", "edgar", "doctor"]);
    f.cmd.env_remove("FINQ_API_KEY");
    let r = run(f);
    assert_eq!(r.code, 4);
    assert!(r.stdout.contains("FAIL no contact for SEC EDGAR"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_damaged_cache_entry_under_offline_is_a_miss_as_for_every_source() {
    let server = sec(1).await;
    let cache = tempfile::tempdir().unwrap();
    let mut f = edgar(&server, &["-f", "json", "income", "AAPL"]);
    f.cmd.env("FINQ_CACHE_DIR", cache.path());
    assert_eq!(run(f).code, 0);
    // Every entry keeps its header and length but is no longer JSON.
    let mut damaged = 0;
    for shard in std::fs::read_dir(cache.path().join("v1")).unwrap() {
        for entry in std::fs::read_dir(shard.unwrap().path()).unwrap() {
            let p = entry.unwrap().path();
            let bytes = std::fs::read(&p).unwrap();
            let nl = bytes.iter().position(|b| *b == b'\n').unwrap();
            let mut out = bytes[..=nl].to_vec();
            out.extend(std::iter::repeat_n(b'x', bytes.len() - nl - 1));
            std::fs::write(&p, out).unwrap();
            damaged += 1;
        }
    }
    assert!(damaged >= 2, "{damaged}");
    let mut f = edgar(&server, &["--offline", "-f", "json", "income", "AAPL"]);
    f.cmd.env("FINQ_CACHE_DIR", cache.path());
    let r = run(f);
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert!(r.stderr.contains("damaged"), "{}", r.stderr);
}

/// Apple's real submissions with its two 10-Qs of 2025 and 2026 put in front (the saved
/// submissions document predates them; their accession numbers, dates and periods are the
/// filings' own, as tests/fixtures/edgar-filing/SOURCES.md records).
pub(crate) fn apple_submissions_with_recent_10qs() -> Vec<u8> {
    let mut d: serde_json::Value =
        serde_json::from_slice(&fixture("submissions/CIK0000320193.apple.fairvalue.json")).unwrap();
    let recent = d["filings"]["recent"].as_object_mut().unwrap();
    let rows =
        [("0000320193-26-000013", "2026-05-01", "2026-03-28"), ("0000320193-25-000057", "2025-05-02", "2025-03-29")];
    for (acc, filed, period) in rows.iter().rev() {
        for (k, v) in recent.iter_mut() {
            let list = v.as_array_mut().unwrap();
            let value = match k.as_str() {
                "accessionNumber" => serde_json::json!(acc),
                "filingDate" => serde_json::json!(filed),
                "reportDate" => serde_json::json!(period),
                "form" => serde_json::json!("10-Q"),
                _ => list[0].clone(),
            };
            list.insert(0, value);
        }
    }
    serde_json::to_vec(&d).unwrap()
}

/// Answers GET `p` on `server` with `body` as JSON.
async fn serve_json(server: &MockServer, p: &str, body: impl Into<Vec<u8>>) {
    Mock::given(path(p))
        .respond_with(ResponseTemplate::new(200).set_body_raw(body.into(), "application/json"))
        .mount(server)
        .await;
}

/// A loopback SEC: the ticker list, Apple's submissions and facts, and the files of two Apple
/// 10-Qs under their Archives paths.
pub(crate) async fn sec_with_filings() -> MockServer {
    let server = MockServer::start().await;
    serve_json(&server, "/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")).await;
    serve_json(&server, "/submissions/CIK0000320193.json", apple_submissions_with_recent_10qs()).await;
    serve_json(
        &server,
        "/api/xbrl/companyfacts/CIK0000320193.json",
        fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz"),
    )
    .await;
    for acc in ["0000320193-25-000057", "0000320193-26-000013"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/edgar-filing").join(acc);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            let p = format!("/Archives/edgar/data/320193/{}/{name}", acc.replace('-', ""));
            Mock::given(path(p))
                .respond_with(
                    ResponseTemplate::new(200).set_body_raw(std::fs::read(entry.path()).unwrap(), "text/html"),
                )
                .mount(&server)
                .await;
        }
    }
    server
}

async fn requests_to(server: &MockServer, prefix: &str) -> usize {
    server.received_requests().await.unwrap_or_default().iter().filter(|r| r.url.path().starts_with(prefix)).count()
}

#[tokio::test(flavor = "multi_thread")]
async fn statements_as_filed_cost_three_filing_requests_cold_and_none_warm() {
    let server = sec_with_filings().await;
    let cache = tempfile::tempdir().unwrap();
    let ask = |args: &[&str]| {
        let mut f = edgar(&server, args);
        f.cmd.env("FINQ_CACHE_DIR", cache.path());
        run(f)
    };
    let r = ask(&["-f", "json", "balancesheet", "AAPL", "--quarterly"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["basis"], "as filed");
    assert_eq!(doc["accession_number"], "0000320193-26-000013");
    assert_eq!(doc["title"], "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)");
    assert_eq!(doc["columns"][0]["end"], "2026-03-28");
    let total = doc["lines"].as_array().unwrap().iter().find(|l| l["element"] == "Assets").unwrap();
    assert_eq!(total["prefix"], "us-gaap");
    assert_eq!(total["values"], serde_json::json!([371082000000u64, 359241000000u64]));
    assert_eq!(total["kind"], "total");
    // Submissions, FilingSummary, one R page (and the ticker list, kept for a month).
    assert_eq!(requests_to(&server, "/submissions/").await, 1);
    assert_eq!(requests_to(&server, "/Archives/").await, 2);
    assert_eq!(requests_to(&server, "/api/").await, 0, "no XBRL facts needed");
    let before = server.received_requests().await.unwrap().len();
    let r = ask(&["-f", "json", "balancesheet", "AAPL", "--quarterly"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.received_requests().await.unwrap().len(), before, "a warm statement sends nothing");
}

#[tokio::test(flavor = "multi_thread")]
async fn every_format_and_an_exact_filing() {
    let server = sec_with_filings().await;
    let r = run(edgar(&server, &["-f", "table", "income", "AAPL", "--accession", "0000320193-25-000057"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)"), "{}", r.stdout);
    assert!(r.stdout.contains("3 Months Ended") && r.stdout.contains("Mar. 29, 2025"), "{}", r.stdout);
    assert!(r.stdout.lines().any(|l| l.trim_start().starts_with("Net sales") && l.contains("95,359")), "{}", r.stdout);
    assert!(r.stdout.contains("Products:"), "member blocks as sub-heads: {}", r.stdout);
    let r = run(edgar(&server, &["-f", "csv", "income", "AAPL", "--accession", "0000320193-25-000057"]));
    assert!(r.stdout.starts_with("ticker,statement,form,period,filing_date,accession_number,line,element,prefix,label,kind,member,axis,axis_member,column,column_heading,column_label,column_end,value\n"));
    assert!(
        r.stdout.contains(
            ",NetIncomeLoss,us-gaap,Net income,total,,,,1,3 Months Ended,\"Mar. 29, 2025\",2025-03-29,24780000000\n"
        ),
        "{}",
        r.stdout
    );
    let r = run(edgar(&server, &["-f", "ndjson", "cashflow", "AAPL", "--accession", "0000320193-25-000057"]));
    let first = json(r.stdout.lines().next().unwrap());
    assert_eq!(first["statement"], "cashflow");
    let r = run(edgar(&server, &["-f", "json", "summary", "AAPL", "--accession", "0000320193-25-000057"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["fields"]["document_type"], "10-Q");
    let r = run(edgar(&server, &["-f", "json", "comprehensive", "AAPL", "--accession", "0000320193-25-000057"]));
    assert_eq!(json(&r.stdout)["title"], "CONDENSED CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME (Unaudited)");
}

#[tokio::test(flavor = "multi_thread")]
async fn periods_stitch_each_filings_current_column() {
    let server = sec_with_filings().await;
    let r = run(edgar(&server, &["-f", "table", "balancesheet", "AAPL", "--quarterly", "--periods", "2"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("2 filings side by side"), "{}", r.stdout);
    let line = r.stdout.lines().find(|l| l.trim_start().starts_with("Total assets")).unwrap();
    assert!(line.contains("371,082") && line.contains("331,233") && !line.contains("364,980"), "{line}");
    let r =
        run(edgar(&server, &["-f", "table", "balancesheet", "AAPL", "--quarterly", "--periods", "2", "--all-columns"]));
    let line = r.stdout.lines().find(|l| l.trim_start().starts_with("Total assets")).unwrap();
    assert!(line.contains("364,980"), "every column with --all-columns: {line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_filing_without_its_rendering_falls_back_to_xbrl_facts_and_says_so() {
    // The saved 10-K of 2024 has no FilingSummary on this server: the SEC's 404.
    let server = sec_with_filings().await;
    let r = run(edgar(&server, &["-f", "json", "income", "AAPL"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["basis"], "from XBRL facts, not as filed");
    assert!(doc["title"].as_str().unwrap().ends_with("from XBRL facts, not as filed"), "{doc}");
    let r = run(edgar(&server, &["-f", "table", "income", "AAPL"]));
    assert!(r.stdout.lines().next().unwrap().contains("not as filed"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_statement_the_filing_lacks_is_not_found() {
    let server = MockServer::start().await;
    serve_json(&server, "/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")).await;
    serve_json(&server, "/submissions/CIK0000320193.json", apple_submissions_with_recent_10qs()).await;
    let summary = r#"<?xml version='1.0' encoding='utf-8'?><FilingSummary><MyReports>
        <Report instance="x.htm"><HtmlFileName>R2.htm</HtmlFileName><LongName>2 - Statement - BALANCE SHEETS</LongName>
        <ShortName>BALANCE SHEETS</ShortName><MenuCategory>Statements</MenuCategory><Position>2</Position></Report>
        </MyReports></FilingSummary>"#;
    Mock::given(path("/Archives/edgar/data/320193/000032019326000013/FilingSummary.xml"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(summary, "text/xml"))
        .mount(&server)
        .await;
    let r = run(edgar(&server, &["equity", "AAPL", "--quarterly"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("statement not found") && r.stderr.contains("equity statement"), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn filings_older_than_the_recent_thousand_are_found_in_the_older_documents() {
    let server = MockServer::start().await;
    serve_json(&server, "/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")).await;
    // A company whose recent list holds one 10-K; two more sit in its older document.
    let recent = r#"{"cik":"320193","name":"Apple Inc.","filings":{"recent":{
        "accessionNumber":["0000320193-24-000123"],"filingDate":["2024-11-01"],"reportDate":["2024-09-28"],"form":["10-K"]},
        "files":[{"name":"CIK0000320193-submissions-001.json","filingCount":2}]}}"#;
    let older = r#"{"accessionNumber":["0001193125-13-416534","0001193125-12-444068"],
        "filingDate":["2013-10-30","2012-10-31"],"reportDate":["2013-09-28","2012-09-29"],"form":["10-K","10-K"]}"#;
    serve_json(&server, "/submissions/CIK0000320193.json", recent).await;
    Mock::given(path("/submissions/CIK0000320193-submissions-001.json"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(older, "application/json"))
        .expect(2) // once per run: each run here has a cache of its own
        .mount(&server)
        .await;
    serve_json(
        &server,
        "/api/xbrl/companyfacts/CIK0000320193.json",
        fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz"),
    )
    .await;
    let r = run(edgar(&server, &["-f", "json", "summary", "AAPL", "--filing-order", "2"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["accession_number"], "0001193125-12-444068");
    assert_eq!(doc["period"], "2012-09-29");
    let r = run(edgar(&server, &["summary", "AAPL", "--filing-order", "3"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_cover_page_as_filed_in_full_units() {
    let server = sec_with_filings().await;
    let r = run(edgar(&server, &["-f", "json", "summary", "AAPL", "--accession", "0000320193-25-000057"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    crate::cover::check_apple_cover(&r.stdout);
    assert_eq!(json(&r.stdout)["title"], "Cover Page");
}

#[tokio::test(flavor = "multi_thread")]
async fn one_element_name_in_every_source_the_guides_jq_example() {
    // GUIDE.md: finq income AAPL --jq '.items[] | select(.element == "NetIncomeLoss") | .value'
    let server = sec_with_filings().await;
    let jq = r#".items[] | select(.element == "NetIncomeLoss") | .value"#;
    // The default, the latest 10-K (from XBRL facts on this server: FY2024's $93,736 million).
    let r = run(edgar(&server, &["income", "AAPL", "--jq", jq]));
    assert_eq!((r.code, r.stdout.as_str()), (0, "93736000000\n"), "{}", r.stderr);
    // The latest 10-Q, as filed: R2's "Net income $ 29,578" ($ in Millions).
    let r = run(edgar(&server, &["income", "AAPL", "--quarterly", "--jq", jq]));
    assert_eq!((r.code, r.stdout.as_str()), (0, "29578000000\n"), "{}", r.stderr);
    // Bare names in every format; the prefix beside them; member blocks keep their dimension.
    let r = run(edgar(&server, &["-f", "json", "income", "AAPL", "--quarterly"]));
    let doc = json(&r.stdout);
    let net = doc["items"].as_array().unwrap().iter().find(|i| i["element"] == "NetIncomeLoss").unwrap();
    assert_eq!(net["prefix"], "us-gaap");
    let lines = doc["lines"].as_array().unwrap();
    assert!(lines.iter().all(|l| !l["element"].as_str().unwrap().contains(['_', '='])), "bare names");
    let head = lines.iter().find(|l| l["kind"] == "member" && l["label"] == "Products").unwrap();
    assert_eq!(
        (&head["element"], &head["prefix"]),
        (&serde_json::json!("ProductMember"), &serde_json::json!("us-gaap"))
    );
    assert_eq!(head["axis"], "srt:ProductOrServiceAxis");
    let in_block = lines.iter().find(|l| l["member"] == "Products" && l["kind"] != "member").unwrap();
    assert_eq!(in_block["axis_member"], "us-gaap:ProductMember");
    let r = run(edgar(&server, &["-f", "ndjson", "income", "AAPL", "--quarterly"]));
    let rec = r.stdout.lines().map(json).find(|l| l["label"] == "Net income").unwrap();
    assert_eq!((&rec["element"], &rec["prefix"]), (&serde_json::json!("NetIncomeLoss"), &serde_json::json!("us-gaap")));
    // Periods merge on the bare name: the 10-Q as filed beside the one before it.
    let r = run(edgar(
        &server,
        &["-f", "json", "income", "AAPL", "--quarterly", "--periods", "2", "--jq", &format!("[.[] | {jq}]")],
    ));
    assert_eq!(json(&r.stdout), serde_json::json!([29578000000u64, 24780000000u64]), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn operations_is_the_income_statement_as_filed() {
    // A filing has one statement of operations (or income, or earnings): both commands show it.
    let server = sec_with_filings().await;
    let income = run(edgar(&server, &["-f", "json", "income", "AAPL", "--quarterly"]));
    let operations = run(edgar(&server, &["-f", "json", "operations", "AAPL", "--quarterly"]));
    assert_eq!(operations.code, 0, "{}", operations.stderr);
    let (mut i, o) = (json(&income.stdout), json(&operations.stdout));
    assert_eq!(o["statement"], "operations");
    i["statement"] = "operations".into();
    assert_eq!(i, o);
}

/// A fact's value with an exponent prints as the SEC sent it, in JSON and CSV alike (serde_json
/// spells `9.3736E10` as `9.3736e+10` once it has read it as a number).
#[tokio::test(flavor = "multi_thread")]
async fn a_value_with_an_exponent_prints_as_sent() {
    let server = MockServer::start().await;
    let facts = String::from_utf8(fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz")).unwrap();
    let facts = facts.replacen(r#""val":93736000000,"#, r#""val":9.3736E10,"#, 1);
    serve_json(&server, "/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")).await;
    let subs = fixture("submissions/CIK0000320193.apple.fairvalue.json");
    serve_json(&server, "/submissions/CIK0000320193.json", subs).await;
    serve_json(&server, "/api/xbrl/companyfacts/CIK0000320193.json", facts).await;
    let r = run(edgar(&server, &["income", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The text itself: a JSON reader in the test would spell the number its own way again.
    assert!(r.stdout.contains(r#""element": "NetIncomeLoss","#), "{}", r.stdout);
    assert!(r.stdout.contains(": 9.3736E10"), "{}", r.stdout);
    let r = run(edgar(&server, &["income", "AAPL", "-f", "csv"]));
    assert!(r.stdout.contains(",9.3736E10\n"), "{}", r.stdout);
}
