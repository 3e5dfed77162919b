//! The cover page (`finq summary`) in every source that gives one: the page's scale read as the
//! statements read it, figures exact in full units as JSON numbers, dates ISO, flags booleans,
//! each fact with its element, prefix, date and class of stock; and the stable field names given
//! by the element, not by words in a label. Apple's real cover page of its 10-Q for the quarter
//! ended 2025-03-29 (R1.htm, "shares in Thousands"; tests/fixtures/edgar-filing/SOURCES.md).

use wiremock::matchers::path;
use wiremock::{Mock, MockServer};

use crate::common::{Finq, demo, fixture, json, ok, run};

fn r1() -> String {
    String::from_utf8(fixture("edgar-filing/0000320193-25-000057/R1.htm")).unwrap()
}

/// The page without its element links, as the classic service's `Content` renders a page (its
/// captured answers have rows with no `onclick`; tests/fixtures/last10k-real).
fn without_links(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(" onclick=\"") {
        out.push_str(&rest[..at]);
        let after = &rest[at + " onclick=\"".len()..];
        rest = &after[after.find('"').map_or(after.len(), |i| i + 1)..];
    }
    out.push_str(rest);
    out
}

/// A flat summary answer of the classic service whose `Content` is `html` (the envelope's fields
/// are the filing's own: accession, form, filing date).
fn flat(html: &str) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({
        "Status": 0, "Name": "Cover Page", "CIK": "320193", "Company": "Apple Inc.",
        "AccessionNumber": "0000320193-25-000057", "Source": "10-Q", "FilingDate": "2025-05-02T00:00:00",
        "FilingCount": 1, "Data": {}, "Content": html,
    }))
    .unwrap()
}

async fn classic(html: &str) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL")).respond_with(ok(flat(html))).mount(&server).await;
    server
}

fn facts(doc: &serde_json::Value) -> &Vec<serde_json::Value> {
    doc["facts"].as_array().unwrap()
}

/// What every source must say of Apple's cover page: checked digit for digit against R1.htm
/// ("14,935,826" under "shares in Thousands", dated Apr. 18, 2025).
pub(crate) fn check_apple_cover(stdout: &str) {
    let doc = json(stdout);
    assert!(stdout.contains("\"shares_outstanding\": 14935826000,"), "a number in full units: {stdout}");
    let fields = &doc["fields"];
    assert_eq!(fields["document_type"], "10-Q");
    assert_eq!(fields["period_end"], "2025-03-29", "ISO, not \"Mar. 29, 2025\"");
    assert_eq!(fields["amendment_flag"], false);
    assert_eq!(fields["trading_symbol"], "AAPL");
    assert_eq!(fields["fiscal_year_end"], "--09-27");
    assert_eq!(fields["cik"], "0000320193", "an identifier stays text");
    assert_eq!(doc["period"], "2025-03-29");
    let shares = facts(&doc).iter().find(|f| f["field"] == "shares_outstanding").unwrap();
    assert_eq!(shares["element"], "EntityCommonStockSharesOutstanding");
    assert_eq!(shares["prefix"], "dei");
    assert_eq!(shares["date"], "2025-04-18", "the column it was filed in");
    let flag = |element: &str| facts(&doc).iter().find(|f| f["element"] == element).unwrap()["value"].clone();
    assert_eq!(flag("DocumentQuarterlyReport"), true);
    assert_eq!(flag("EntityShellCompany"), false);
    assert_eq!(flag("EntityCurrentReportingStatus"), true, "Yes");
    // One trading symbol; the eight notes' "No Trading Symbol Flag" are not it.
    let symbols: Vec<&serde_json::Value> = facts(&doc).iter().filter(|f| f["field"] == "trading_symbol").collect();
    assert_eq!(symbols.len(), 1, "{symbols:?}");
    assert_eq!(symbols[0]["element"], "TradingSymbol");
    let no_symbol: Vec<&serde_json::Value> =
        facts(&doc).iter().filter(|f| f["element"] == "NoTradingSymbolFlag").collect();
    assert_eq!(no_symbol.len(), 8);
    assert!(no_symbol.iter().all(|f| f["field"].is_null() && f["value"] == true), "{no_symbol:?}");
    assert_eq!(no_symbol[0]["member"], "0.000% Notes due 2025");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_classic_summary_reads_its_pages_scale_and_types_its_facts() {
    let server = classic(&r1()).await;
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    check_apple_cover(&r.stdout);
    let doc = json(&r.stdout);
    assert_eq!(doc["scale"], "shares in Thousands");
    let note = facts(&doc).iter().find(|f| f["element"] == "NoTradingSymbolFlag").unwrap();
    assert_eq!(note["axis"], "us-gaap:StatementClassOfStockAxis");
    assert_eq!(note["axis_member"], "aapl:A0.000Notesdue2025Member");
    let shares = facts(&doc).iter().find(|f| f["field"] == "shares_outstanding").unwrap();
    assert_eq!(shares["text"], "14,935,826", "as shown, beside the value");

    // Without the element links the classic service's pages have, the standard labels name the
    // same elements.
    let plain = classic(&without_links(&r1())).await;
    let r = run(Finq::at(&plain, &["summary", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    check_apple_cover(&r.stdout);
    let named: Vec<serde_json::Value> = facts(&json(&r.stdout)).iter().map(|f| f["element"].clone()).collect();
    let linked: Vec<serde_json::Value> = facts(&doc).iter().map(|f| f["element"].clone()).collect();
    assert_eq!(named, linked);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_summary_in_csv_ndjson_and_a_table() {
    let server = classic(&r1()).await;
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "csv"]));
    assert!(
        r.stdout.contains(
            "AAPL,summary,10-Q,2025-03-29,2025-05-02,0000320193-25-000057,shares_outstanding,\
             EntityCommonStockSharesOutstanding,dei,\"Entity Common Stock, Shares Outstanding (in shares)\",,,,\
             2025-04-18,14935826000,\"14,935,826\"\n"
        ),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(
            ",,NoTradingSymbolFlag,dei,No Trading Symbol Flag,0.000% Notes due 2025,us-gaap:StatementClassOfStockAxis,\
             aapl:A0.000Notesdue2025Member,2025-03-29,true,true\n"
        ),
        "{}",
        r.stdout
    );
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "ndjson"]));
    let shares = r.stdout.lines().map(json).find(|f| f["field"] == "shares_outstanding").unwrap();
    assert_eq!(shares["value"].to_string(), "14935826000");
    let flag = r.stdout.lines().map(json).find(|f| f["element"] == "AmendmentFlag").unwrap();
    assert_eq!(flag["value"], false);
    let r = run(Finq::at(&server, &["summary", "AAPL", "-f", "table"]));
    let line = r.stdout.lines().find(|l| l.contains("Shares Outstanding")).unwrap();
    assert!(line.contains("14,935,826,000") && line.contains("2025-04-18"), "{line}");
    assert!(r.stdout.contains("figures in full units (filed shares in Thousands)"), "{}", r.stdout);
    assert!(r.stdout.contains("0.000% Notes due 2025:"), "classes of stock as sub-heads: {}", r.stdout);
}

#[test]
fn the_demos_cover_page_is_typed_too() {
    let r = demo(&["summary", "AAPL", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    check_apple_cover(&r.stdout);
}

#[test]
fn the_guides_first_jq_example_prints_apples_net_income_in_the_demo() {
    let r = demo(&["income", "AAPL", "--jq", r#".items[] | select(.element == "NetIncomeLoss") | .value"#]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The 10-Q for the quarter ended 2026-03-28, as filed: "Net income $ 29,578" ($ in Millions).
    assert_eq!(r.stdout, "29578000000\n");
    let r = demo(&["income", "AAPL", "--jq", r#".items[] | select(.element == "NetIncomeLoss") | .prefix"#]);
    assert_eq!(r.stdout, "\"us-gaap\"\n");
}
