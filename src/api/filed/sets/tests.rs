//! The assembly against the real 2009q3 quarter (tests/fixtures/fsds/2009q3.zip), imported once.

use std::sync::OnceLock;

use super::*;
use crate::store::Store;

/// The fixture quarter, imported once for every test here.
fn reader() -> Reader {
    static STORE: OnceLock<(tempfile::TempDir, Store)> = OnceLock::new();
    let (_, store) = STORE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        let locked = store.lock().unwrap();
        crate::store::import_zip(&locked, &zip, None, Default::default(), &|_, _| {}).unwrap();
        (dir, store)
    });
    Reader::open(store).unwrap()
}

fn held(reader: &Reader, adsh: &str) -> Held {
    Held::read(reader, reader.filing(adsh).unwrap().unwrap()).unwrap()
}

fn texts(values: &[Option<Number>]) -> Vec<Option<String>> {
    values.iter().map(|v| v.as_ref().map(Number::to_string)).collect()
}

fn line<'a>(filed: &'a Filed, element: &str) -> &'a FiledRow {
    filed.rows.iter().find(|r| r.element == element && r.member.is_none()).unwrap_or_else(|| panic!("no {element}"))
}

const APPLE: &str = "0001193125-09-153165";

#[test]
fn apples_balance_sheet_has_the_filings_two_columns() {
    let r = reader();
    let bs = filed(&held(&r, APPLE), StatementKind::BalanceSheet).unwrap();
    let labels: Vec<&str> = bs.columns.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["Jun. 30, 2009", "Sep. 30, 2008"], "the quarter's end and the last fiscal year's end");
    assert!(bs.columns.iter().all(|c| c.heading.is_empty() && c.months.is_none()));
    let assets = line(&bs, "Assets");
    assert_eq!((assets.label.as_str(), assets.prefix.as_deref()), ("Total assets", Some("us-gaap")));
    assert_eq!(texts(&assets.values), [Some("48140000000".into()), Some("39572000000".into())]);
    assert_eq!(texts(&line(&bs, "LiabilitiesAndStockholdersEquity").values), texts(&assets.values));
    assert_eq!(bs.scale, "$ in Millions", "every amount is whole millions");
    assert!(!bs.transposed);
    // In line order; the parenthetical report (R3) stays out.
    assert_eq!(bs.rows.first().unwrap().element, "CashAndCashEquivalentsAtCarryingValue");
    assert!(bs.rows.iter().all(|r| r.element != "CommonStockSharesAuthorized"));
}

#[test]
fn apples_income_statement_quarter_and_nine_months() {
    let r = reader();
    let is = filed(&held(&r, APPLE), StatementKind::Income).unwrap();
    let columns: Vec<(&str, &str)> = is.columns.iter().map(|c| (c.heading.as_str(), c.label.as_str())).collect();
    assert_eq!(
        columns,
        [
            ("3 Months Ended", "Jun. 30, 2009"),
            ("3 Months Ended", "Jun. 30, 2008"),
            ("9 Months Ended", "Jun. 30, 2009"),
            ("9 Months Ended", "Jun. 30, 2008"),
        ]
    );
    let eps = line(&is, "EarningsPerShareDiluted");
    assert_eq!(eps.measure, Measure::PerShare);
    assert!(eps.values.iter().all(Option::is_some));
    assert_eq!(line(&is, "WeightedAverageNumberOfDilutedSharesOutstanding").measure, Measure::Shares);
    // Operations is the same statement.
    assert_eq!(filed(&held(&r, APPLE), StatementKind::Operations).unwrap(), is);
}

#[test]
fn cash_flows_negate_as_labelled_and_put_cash_at_both_ends() {
    let r = reader();
    let h = held(&r, APPLE);
    let cf = filed(&h, StatementKind::CashFlow).unwrap();
    assert_eq!(cf.columns.iter().map(|c| c.months).collect::<Vec<_>>(), [Some(9), Some(9)]);
    // A negating label shows the positive element negative, as the SEC's page does.
    let purchases = line(&cf, "PaymentsToAcquireAvailableForSaleSecurities");
    let raw: Vec<String> = h
        .numbers
        .iter()
        .filter(|n| n.tag == "PaymentsToAcquireAvailableForSaleSecurities" && n.segments.is_none())
        .filter(|n| n.ddate == "2009-06-30" && n.qtrs == 3)
        .filter_map(|n| n.value_text())
        .collect();
    assert!(!raw[0].starts_with('-'));
    assert_eq!(purchases.values[0].as_ref().unwrap().to_string(), format!("-{}", raw[0]));
    // Cash at the start of each nine months, then at its end.
    let cash: Vec<&FiledRow> = cf.rows.iter().filter(|r| r.element == "CashAndCashEquivalentsAtCarryingValue").collect();
    assert_eq!(cash.len(), 2);
    let at = |date: &str| {
        h.numbers
            .iter()
            .find(|n| n.tag == "CashAndCashEquivalentsAtCarryingValue" && n.segments.is_none() && n.ddate == date)
            .and_then(|n| n.value_text())
    };
    assert_eq!(texts(&cash[0].values), [at("2008-09-30"), at("2007-09-30")], "beginning of the period");
    assert_eq!(texts(&cash[1].values), [at("2009-06-30"), at("2008-06-30")], "end of the period");
}

#[test]
fn the_equity_statement_is_transposed_into_components_and_movements() {
    let r = reader();
    // American Electric Power's 10-Q: equity components broken down by EquityComponents.
    let h = held(&r, "0000004904-09-000117");
    let eq = filed(&h, StatementKind::Equity).unwrap();
    assert!(eq.transposed);
    assert_eq!(eq.columns[0].label, "Total");
    assert!(eq.columns.iter().any(|c| c.label == "Retained Earnings"), "{:?}", eq.columns);
    let first = &eq.rows[0];
    assert_eq!(first.element, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest");
    assert!(first.label.starts_with("Beginning Balance at "), "{}", first.label);
    let ends = eq.rows.iter().filter(|r| r.label.starts_with("Ending Balance at ")).count();
    let begins = eq.rows.iter().filter(|r| r.label.starts_with("Beginning Balance at ")).count();
    assert_eq!(ends, begins, "every movement begins and ends");
}

#[test]
fn co_registrants_only_is_not_found_with_the_reason() {
    let r = reader();
    // Noble Corp files its statements for the parent and the subsidiary, none consolidated.
    let e = filed(&held(&r, "0000950123-09-032022"), StatementKind::BalanceSheet).unwrap_err();
    assert_eq!(e.kind, crate::error::ErrorKind::NotFound);
    assert!(e.message.contains("co-registrants"), "{}", e.message);
    let e = filed(&held(&r, APPLE), StatementKind::Equity).unwrap_err();
    assert!(e.message.contains("has no equity statement"), "{}", e.message);
}

/// The check: every balance sheet of the quarter, in each of its columns, shows total
/// assets equal to total liabilities and equity where it reports both, and its columns are the
/// filing's: the dates at which it reports its total assets (every balance sheet shows them in
/// each of its columns), newest first — not the other dates its lines have in the filing (cash
/// at the cash flow statement's start and end, equity at the equity statement's).
#[test]
fn every_balance_sheet_of_the_quarter_balances_in_each_of_its_own_columns() {
    // Three filings whose own figures disagree, as filed (the SEC's numbers, digit for digit):
    // a total rounded to another precision than its counterpart, and a sign error.
    const AS_FILED: [(&str, &str, &str, &str); 4] = [
        ("0000950123-09-027011", "2009-06-30", "17770264000", "17770300000"),
        ("0000930413-09-003976", "2008-12-31", "29048583008", "29049000000"),
        ("0000065984-09-000179", "2009-06-30", "36485220000", "-36485220000"),
        ("0000065984-09-000179", "2008-12-31", "36616818000", "-36616818000"),
    ];
    let r = reader();
    let (mut sheets, mut columns_checked, mut balanced) = (0, 0, 0);
    let mut disagreeing = Vec::new();
    for (cik, _) in r.companies_named("").unwrap() {
        for f in r.filings(cik).unwrap() {
            let h = Held::read(&r, f).unwrap();
            let bs = match filed(&h, StatementKind::BalanceSheet) {
                Ok(bs) => bs,
                Err(e) if e.kind == crate::error::ErrorKind::NotFound => continue,
                Err(e) => panic!("{}: {}", h.filing.adsh, e.message),
            };
            sheets += 1;
            let has = |tag: &str| bs.rows.iter().any(|r| r.element == tag && r.member.is_none());
            if !has("Assets") {
                continue;
            }
            // Its columns are the dates of its total assets, newest first.
            let mut dates: Vec<&str> = h
                .numbers
                .iter()
                .filter(|n| n.tag == "Assets" && n.coreg.is_none() && n.segments.is_none() && n.qtrs == 0)
                .map(|n| n.ddate.as_str())
                .collect();
            dates.sort_unstable_by(|a, b| b.cmp(a));
            dates.dedup();
            let shown: Vec<&str> = bs.columns.iter().map(|c| c.end.as_deref().unwrap()).collect();
            assert_eq!(shown, dates, "{} ({})", h.filing.adsh, h.filing.name);
            if !has("LiabilitiesAndStockholdersEquity") {
                continue;
            }
            let a = line(&bs, "Assets");
            let le = line(&bs, "LiabilitiesAndStockholdersEquity");
            for (i, c) in bs.columns.iter().enumerate() {
                let (Some(x), Some(y)) = (&a.values[i], &le.values[i]) else { continue };
                columns_checked += 1;
                if x.to_string() == y.to_string() {
                    balanced += 1;
                } else {
                    disagreeing.push((h.filing.adsh.clone(), c.end.clone().unwrap(), x.to_string(), y.to_string()));
                }
            }
        }
    }
    let expected: Vec<(String, String, String, String)> =
        AS_FILED.iter().map(|(a, d, x, y)| (a.to_string(), d.to_string(), x.to_string(), y.to_string())).collect();
    disagreeing.sort();
    let mut expected = expected;
    expected.sort();
    assert_eq!(disagreeing, expected, "only the filings whose own figures disagree");
    assert!(sheets >= 420 && columns_checked >= 860, "{sheets} balance sheets, {columns_checked} columns");
    assert_eq!(balanced + AS_FILED.len(), columns_checked);
}

#[test]
fn dates_and_names_as_the_sec_writes_them() {
    assert_eq!(us_date("2009-06-30"), "Jun. 30, 2009");
    assert_eq!(us_date("2009-05-31"), "May 31, 2009");
    assert_eq!(us_date("bad"), "bad");
    assert_eq!(words("RetainedEarnings"), "Retained Earnings");
    assert_eq!(words("AccumulatedOtherComprehensiveIncome"), "Accumulated Other Comprehensive Income");
    assert_eq!(words("CommonClassA"), "Common Class A");
    assert_eq!(words("SegmentGECS"), "Segment GECS");
    assert_eq!(filer_prefix("aapl-20090627.xml").as_deref(), Some("aapl"));
    assert_eq!(filer_prefix("aapl-20250329_htm.xml").as_deref(), Some("aapl"));
}
