//! Every real body the service returned parses: statements into statements (keys, order and digits
//! intact), and the bodies of operations finq does not call are refused as a wrong shape, never a panic.

use finq::model::{Shape, StatementKind};
use finq::sources::decode::DecodeError as ParseError;
use finq::sources::last10k::wire as model;
use serde_json::Value;

use crate::common::real;

/// The `Data` or `result` map of a statement body, as the service wrote it.
fn upstream_items(body: &[u8]) -> Vec<(String, String)> {
    let v: Value = serde_json::from_slice(body).unwrap();
    let map = v.get("Data").or_else(|| v.pointer("/data/attributes/result")).unwrap();
    map.as_object().unwrap().iter().map(|(k, v)| (k.clone(), v.to_string())).collect()
}

#[test]
fn every_statement_fixture_parses_exactly() {
    let cases = [
        ("balancesheet-AAPL-finanalysis.json", StatementKind::BalanceSheet, Shape::Flat, "2015-09-26"),
        ("balancesheet-FB-finanalysis.json", StatementKind::BalanceSheet, Shape::Flat, "2015-12-31"),
        ("balancesheet-GOOG-finanalysis.json", StatementKind::BalanceSheet, Shape::Flat, "2015-12-31"),
        ("balancesheet-WFC-finanalysis.json", StatementKind::BalanceSheet, Shape::Flat, "2015-12-31"),
        ("balancesheet-MSFT-megatrend.json", StatementKind::BalanceSheet, Shape::Nested, "2020-06-30"),
        ("income-AAPL-finanalysis.json", StatementKind::Income, Shape::Flat, "2015-09-26"),
        ("income-FB-finanalysis.json", StatementKind::Income, Shape::Flat, "2015-12-31"),
        ("income-GOOG-finanalysis.json", StatementKind::Income, Shape::Flat, "2015-12-31"),
        ("income-WFC-finanalysis.json", StatementKind::Income, Shape::Flat, "2015-12-31"),
        // Cash-flow statements come in the same flat form; finq has no cash-flow command, but the
        // parser must read them like any other statement.
        ("cashflows-AAPL-finanalysis.json", StatementKind::Operations, Shape::Flat, "2015-09-26"),
        ("cashflows-FB-finanalysis.json", StatementKind::Operations, Shape::Flat, "2015-12-31"),
        ("cashflows-GOOG-finanalysis.json", StatementKind::Operations, Shape::Flat, "2015-12-31"),
        ("cashflows-WFC-finanalysis.json", StatementKind::Operations, Shape::Flat, "2015-12-31"),
        ("operations-AMZN-megatrend.json", StatementKind::Operations, Shape::Nested, "2019-12-31"),
    ];
    for (file, kind, shape, period) in cases {
        let body = real(file);
        let st = model::statement(kind, &body).unwrap_or_else(|e| panic!("{file}: {e:?}"));
        assert_eq!(st.shape, shape, "{file}");
        assert_eq!(st.filing.period.as_deref(), Some(period), "{file}");
        assert!(!st.company.name.is_empty() && !st.company.cik.is_empty(), "{file}");
        assert!(st.filing.form == "10-K", "{file}: {}", st.filing.form);
        let got: Vec<(String, String)> = st.items.iter().map(|i| (i.element.clone(), i.value.to_string())).collect();
        assert_eq!(got, upstream_items(&body), "{file}: items, order and digits must be as sent");
        assert!(!got.is_empty(), "{file}");
        if shape == Shape::Flat {
            let table = st.table.as_ref().unwrap_or_else(|| panic!("{file}: no Content table"));
            assert!(!table.rows.is_empty() && !table.columns.is_empty(), "{file}");
            assert!(table.rows.iter().all(|r| !r.label.contains('<')), "{file}: markup in a label");
        }
    }
}

#[test]
fn flat_statement_keeps_human_labels() {
    let st = model::statement(StatementKind::Income, &real("income-AAPL-finanalysis.json")).unwrap();
    let table = st.table.unwrap();
    assert!(table.heading.starts_with("CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME"));
    assert_eq!(table.columns[0], "12 Months Ended Sep. 26, 2015");
    assert_eq!(table.rows[0].label, "Net income");
    assert_eq!(table.rows[0].cells, ["$ 53,394", "$ 39,510", "$ 37,037"]);
}

#[test]
fn bodies_of_other_operations_are_refused_cleanly() {
    // Nested envelopes of other operations: the envelope (meta.terms as an array) reads, data.type is wrong.
    for file in [
        "filings-AAPL-megatrend.json",
        "insider-transactions-MULTI-megatrend.json",
        "late-filings-MULTI-megatrend.json",
    ] {
        match model::statement(StatementKind::Income, &real(file)) {
            Err(ParseError::Shape(why)) => assert!(why.contains("data.type"), "{file}: {why}"),
            other => panic!("{file}: {other:?}"),
        }
    }
    // Ratios (a map of ratio objects) and the trending list (a bare array) are no statement at all.
    for file in [
        "ratios-AAPL-finanalysis.json",
        "ratios-FB-finanalysis.json",
        "ratios-GOOG-finanalysis.json",
        "ratios-WFC-finanalysis.json",
        "app-analytics-MULTI-megatrend.json",
    ] {
        let body = real(file);
        assert!(matches!(model::statement(StatementKind::Income, &body), Err(ParseError::Shape(_))), "{file}");
        assert!(matches!(model::summary(&body), Err(ParseError::Shape(_))), "{file}");
        assert!(matches!(model::quote(&body, "X"), Err(ParseError::Shape(_))), "{file}");
        assert!(matches!(model::prices(&body, "X"), Err(ParseError::Shape(_))), "{file}");
        assert!(matches!(model::identifiers(&body, "X"), Err(ParseError::Shape(_))), "{file}");
    }
}

#[test]
fn all_fixtures_are_covered() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/last10k-real");
    let n = std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension() == Some("json".as_ref()))
        .count();
    // 14 statements + 3 other nested envelopes + 4 ratios + 1 bare array, each named above.
    assert_eq!(n, 22);
}
