//! `--provider edgar` against a local server that serves the real SEC fixtures on EDGAR's paths.

use std::io::Read;

use wiremock::matchers::{header_regex, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run, silent_server};

const UA: &str = "Test Person test@example.com";

fn fixture(name: &str) -> Vec<u8> {
    let bytes = crate::common::fixture(&format!("edgar-real/{name}"));
    if name.ends_with(".gz") {
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&bytes[..]).read_to_end(&mut out).unwrap();
        out
    } else {
        bytes
    }
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

fn edgar(server: &MockServer, args: &[&str]) -> Finq {
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

    let r = run(edgar(&server, &["summary", "AAPL", "-f", "json"]));
    let fields = &json(&r.stdout)["fields"];
    assert_eq!(fields["fiscal_year_focus"], "2024");
    assert_eq!(fields["fiscal_period_focus"], "FY");
    assert_eq!(fields["shares_outstanding"], "15115823000");
    assert_eq!(fields["public_float"], "2628553000000");
    assert_eq!(fields["cik"], "0000320193");
    assert_eq!(fields["fiscal_year_end"], "--09-27");
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
    for cmd in ["quote", "prices"] {
        let r = run(edgar(&server, &[cmd, "AAPL"]));
        assert_eq!(r.code, 2, "{}", r.stderr);
        assert!(r.stderr.contains("EDGAR does not publish"), "{}", r.stderr);
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
    use finq::api::source::edgar::{CompanyFacts, Row, assemble};
    use finq::cli::Form;
    use finq::domain::StatementKind;
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
    let r = run(edgar(&server, &["doctor"]));
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
