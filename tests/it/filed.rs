//! Statements as filed: finq's R page parser against golden files written by an independent
//! reader (`scripts/golden-r-pages`), line by line: title, scale, columns, and every row's
//! element, label, kind, member block and value of every column. And the FilingSummaries of
//! filers whose statements come in other orders.

use std::path::Path;

use finq::model::StatementKind;
use finq::sec::report;
use finq::sources::edgar::filing;

fn page(rel: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/edgar-filing").join(rel);
    String::from_utf8_lossy(&std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))).into_owned()
}

/// The element as the SEC's page names it (`us-gaap_Assets`; a member heading's
/// `srt_ProductOrServiceAxis=us-gaap_ProductMember`), put back together from finq's bare name,
/// prefix and dimension: the golden files keep the page's own spelling.
fn defref(r: &finq::model::FiledRow) -> String {
    let own = match &r.prefix {
        Some(p) => format!("{p}_{}", r.element),
        None => r.element.clone(),
    };
    match (r.kind, &r.dimension) {
        (finq::model::RowKind::Member, Some(d)) => format!("{}={own}", d.axis.replacen(':', "_", 1)),
        _ => own,
    }
}

fn check(rel: &str) {
    let filed = report::parse(&page(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let golden: serde_json::Value =
        serde_json::from_str(&page(&format!("golden/{}", rel.replace('/', "-").replace(".htm", ".json")))).unwrap();
    assert_eq!(filed.title, golden["title"], "{rel}: title");
    assert_eq!(filed.scale, golden["scale"], "{rel}: scale");
    let cols: Vec<(String, String)> = filed.columns.iter().map(|c| (c.heading.clone(), c.label.clone())).collect();
    let want: Vec<(String, String)> = golden["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["heading"].as_str().unwrap().to_string(), c["label"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(cols, want, "{rel}: columns");
    let rows = golden["rows"].as_array().unwrap();
    assert_eq!(filed.rows.len(), rows.len(), "{rel}: row count");
    for (n, (got, want)) in filed.rows.iter().zip(rows).enumerate() {
        let at = format!("{rel} row {}: {}", n + 1, want["label"]);
        assert_eq!(defref(got), want["element"], "{at}: element");
        assert!(!got.element.contains(['_', ':', '=']) || got.prefix.is_none(), "{at}: a bare name: {}", got.element);
        assert_eq!(got.dimension.is_some(), got.member.is_some() || got.kind.name() == "member", "{at}: dimension");
        assert_eq!(got.label, want["label"], "{at}: label");
        assert_eq!(got.kind.name(), want["kind"], "{at}: kind");
        assert_eq!(got.member.as_deref(), want["member"].as_str(), "{at}: member");
        let values: Vec<Option<String>> = got.values.iter().map(|v| v.as_ref().map(|n| n.to_string())).collect();
        let expected: Vec<Option<String>> =
            want["values"].as_array().unwrap().iter().map(|v| v.as_str().map(String::from)).collect();
        assert_eq!(values, expected, "{at}: values");
    }
}

#[test]
fn apple_10q_2025_every_statement_line_by_line() {
    for r in ["R2", "R3", "R4", "R5", "R6", "R7"] {
        check(&format!("0000320193-25-000057/{r}.htm"));
    }
}

#[test]
fn the_cover_page_line_by_line() {
    // Its class-of-stock blocks are member blocks like a statement's; the golden file's values
    // are its figures (and text that happens to be digits, which the cover reader keeps as text).
    check("0000320193-25-000057/R1.htm");
}

#[test]
fn apple_10q_2026_pages_inside_the_sgml_wrapper() {
    for r in ["R2", "R4", "R7"] {
        check(&format!("0000320193-26-000013/{r}.htm"));
    }
}

#[test]
fn footnote_cells_colspan_groups_and_spacer_cells() {
    check("0000006281-19-000144/R2.htm"); // ADI: footnote columns, colspan groups, colspan values
    check("0000769397-19-000016/R2.htm"); // Autodesk: spacer cells in every row
}

#[test]
fn reference_values_from_the_sources() {
    let v = |rel: &str, element: &str| -> Vec<Option<String>> {
        let f = report::parse(&page(rel)).unwrap();
        let row = f.rows.iter().find(|r| defref(r) == element).unwrap();
        row.values.iter().map(|v| v.as_ref().map(|n| n.to_string())).collect()
    };
    let s = |x: &str| Some(x.to_string());
    assert_eq!(v("0000320193-25-000057/R4.htm", "us-gaap_Assets"), [s("331233000000"), s("364980000000")]);
    assert_eq!(
        v("0000320193-25-000057/R2.htm", "us-gaap_NonoperatingIncomeExpense"),
        [s("-279000000"), s("158000000"), s("-527000000"), s("108000000")]
    );
    assert_eq!(v("0000320193-25-000057/R2.htm", "us-gaap_EarningsPerShareDiluted")[0], s("1.65"));
    assert_eq!(
        v("0000320193-25-000057/R2.htm", "us-gaap_WeightedAverageNumberOfDilutedSharesOutstanding")[0],
        s("15056133000")
    );
    let eq = report::parse(&page("0000320193-25-000057/R6.htm")).unwrap();
    assert!(eq.transposed, "the equity statement's columns are components");
    assert_eq!(eq.columns[0].label, "Total");
    let adi = report::parse(&page("0000006281-19-000144/R2.htm")).unwrap();
    assert_eq!(adi.columns.len(), 11);
    assert_eq!((adi.columns[0].months, adi.columns[10].months), (Some(3), Some(12)));
    assert_eq!(adi.columns[10].end.as_deref(), Some("2017-10-28"));
}

#[test]
fn statements_are_found_in_every_filers_order() {
    use StatementKind::*;
    let find = |rel: &str, kind| {
        let reports = filing::reports(&page(rel)).unwrap();
        filing::find(&reports, kind).map(|r| r.file.clone())
    };
    let apple = "0000320193-25-000057/FilingSummary.xml";
    assert_eq!(find(apple, Income).as_deref(), Some("R2.htm"));
    assert_eq!(find(apple, Comprehensive).as_deref(), Some("R3.htm"));
    assert_eq!(find(apple, BalanceSheet).as_deref(), Some("R4.htm"));
    assert_eq!(find(apple, Equity).as_deref(), Some("R6.htm"));
    assert_eq!(find(apple, CashFlow).as_deref(), Some("R7.htm"));
    let alphabet = "0001652044-25-000043/FilingSummary.xml";
    assert_eq!(find(alphabet, BalanceSheet).as_deref(), Some("R2.htm"), "Alphabet: balance sheet first");
    assert_eq!(find(alphabet, Income).as_deref(), Some("R4.htm"));
    assert_eq!(find(alphabet, CashFlow).as_deref(), Some("R9.htm"));
    let nvidia = "0001045810-24-000029/FilingSummary.xml";
    assert_eq!(find(nvidia, Income).as_deref(), Some("R3.htm"));
    assert_eq!(find(nvidia, Equity).as_deref(), Some("R7.htm"));
    let mondelez = "mdlz-20180630/FilingSummary.xml";
    assert_eq!(find(mondelez, Income).as_deref(), Some("R2.htm"), "Statements of Earnings");
    assert_eq!(find(mondelez, Comprehensive).as_deref(), Some("R3.htm"));
    assert_eq!(find(mondelez, CashFlow).as_deref(), Some("R8.htm"));
    let cover = filing::reports(&page(apple)).unwrap();
    assert_eq!(filing::cover(&cover).map(|r| r.file.as_str()), Some("R1.htm"));
}
