//! The assembly against the real 2009q3 quarter (tests/fixtures/fsds/2009q3.zip), imported once.

use std::sync::OnceLock;

use std::collections::{HashMap, HashSet};

use super::*;
use crate::store::{Reader, Store};

/// The fixture quarter, imported once for every unit test that reads a store.
pub(crate) fn fixture_store() -> &'static Store {
    static STORE: OnceLock<(tempfile::TempDir, Store)> = OnceLock::new();
    let (_, store) = STORE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        crate::store::fixture::import(&store, &crate::store::fixture::zip("2009q3"));
        (dir, store)
    });
    store
}

fn reader() -> Reader {
    Reader::open(fixture_store()).unwrap()
}

/// A filing as the bulk source hands it over: its row, presentation lines and numbers.
fn read(reader: &Reader, filing: crate::model::datasets::SubRow) -> Held {
    Held { pre: reader.presentation(&filing).unwrap(), numbers: reader.numbers(&filing).unwrap(), filing }
}

fn held(reader: &Reader, adsh: &str) -> Held {
    read(reader, reader.filing(adsh).unwrap().unwrap())
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
    let operations = filed(&held(&r, APPLE), StatementKind::Operations).unwrap();
    assert_eq!((operations.columns, operations.rows), (is.columns, is.rows));
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
    let cash: Vec<&FiledRow> =
        cf.rows.iter().filter(|r| r.element == "CashAndCashEquivalentsAtCarryingValue").collect();
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
fn co_registrants_only_is_read_at_parentcompany_or_not_found_with_the_reason() {
    let r = reader();
    // Noble Corp files its statements for two co-registrants, itself tagged ParentCompany (its
    // consolidated figures: total assets 7,682,122,000) and Noble-Cayman: read at ParentCompany
    // (the legal-entity rule).
    let mut h = held(&r, "0000950123-09-032022");
    let bs = filed(&h, StatementKind::BalanceSheet).unwrap();
    let assets = bs.rows.iter().find(|r| r.element == "Assets" && r.member.is_none()).unwrap();
    assert_eq!(assets.values[0].as_ref().map(|v| v.to_string()).as_deref(), Some("7682122000"));
    // Without that legal entity, co-registrants only are not found, saying why.
    for n in &mut h.numbers {
        if n.coreg.as_deref() == Some(crate::sec::legal_entity::LEGAL_ENTITY) {
            n.coreg = Some("SomeSubsidiary".into());
        }
    }
    let e = filed(&h, StatementKind::BalanceSheet).unwrap_err();
    assert_eq!(e.kind, crate::error::ErrorKind::NotFound);
    assert!(e.message.contains("co-registrants"), "{}", e.message);
    let e = filed(&held(&r, APPLE), StatementKind::Equity).unwrap_err();
    assert!(e.message.contains("has no equity statement"), "{}", e.message);
}

/// The check: every balance sheet of the quarter, in each of its columns, shows total
/// assets equal to total liabilities and equity (a partnership's: liabilities and partners'
/// capital) where it reports both, and its columns are the filing's: the dates at which it
/// reports its total assets, newest first — not the other dates its lines have in the filing
/// (cash at the cash flow statement's start and end, equity at the equity statement's).
///
/// 435 filings: 425 have a consolidated balance sheet (8 file theirs for co-registrants only,
/// 2 have none in the data sets); 423 report both totals (ITT tags its total assets with an
/// element of its own, `TotalAssets`; Hershey has no total of liabilities and equity); their 874
/// columns balance but for 4, where the filers' own figures disagree (below).
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
    let (mut sheets, mut with_both, mut columns_checked, mut balanced) = (0, 0, 0, 0);
    let mut disagreeing = Vec::new();
    {
        for h in every_filing() {
            let bs = match filed(h, StatementKind::BalanceSheet) {
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
            // (The consolidated entity's, or by the legal-entity rule ParentCompany's.)
            let at = |parent: bool| -> Vec<&str> {
                h.numbers
                    .iter()
                    .filter(|n| n.tag == "Assets" && n.qtrs == 0)
                    .filter(|n| match parent {
                        false => n.coreg.is_none() && n.segments.is_none(),
                        true => crate::sec::legal_entity::at_legal_entity(n.segments.as_deref(), n.coreg.as_deref()),
                    })
                    .map(|n| n.ddate.as_str())
                    .collect()
            };
            let mut dates = at(false);
            if dates.is_empty() {
                dates = at(true);
            }
            dates.sort_unstable_by(|a, b| b.cmp(a));
            dates.dedup();
            let shown: Vec<&str> = bs.columns.iter().map(|c| c.end.as_deref().unwrap()).collect();
            assert_eq!(shown, dates, "{} ({})", h.filing.adsh, h.filing.name);
            // Total liabilities and equity: a partnership's is its partners' capital.
            let Some(total) =
                ["LiabilitiesAndStockholdersEquity", "LiabilitiesAndPartnersCapital"].into_iter().find(|t| has(t))
            else {
                continue;
            };
            with_both += 1;
            let a = line(&bs, "Assets");
            let le = line(&bs, total);
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
    assert_eq!(
        (sheets, with_both, columns_checked, balanced),
        // Six of them read at the legal entity ParentCompany (Citigroup, Textron, Sempra, Noble,
        // Cablevision twice), every column of theirs balancing.
        (431, 429, 886, 882),
        "balance sheets, those with both totals, their columns with both values, those that balance"
    );
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
    let prefix = |i: &str| crate::model::datasets::instance_prefix(i).map(str::to_ascii_lowercase);
    assert_eq!(prefix("aapl-20090627.xml").as_deref(), Some("aapl"));
    assert_eq!(prefix("AAPL-20250329_htm.xml").as_deref(), Some("aapl"));
}

/// Every filing of the fixture quarter, read once.
fn every_filing() -> &'static [Held] {
    static ALL: OnceLock<Vec<Held>> = OnceLock::new();
    ALL.get_or_init(|| {
        let r = reader();
        let mut all = Vec::new();
        for (cik, _) in r.companies_named("").unwrap() {
            for f in r.filings(cik).unwrap() {
                all.push(read(&r, f));
            }
        }
        all
    })
}

/// The data the columns rule stands on: for every BS, IS, CF and CI statement of the quarter,
/// each period of the statement's kind at which its lines have values holds either at least 60%
/// of the values of its fullest period or at most a third — none between, so the rule's half sits
/// in an empty gap. Counted here from `pre` and `num` directly, not through the assembly. (The
/// one period at a third: Fresenius's comprehensive income for 2008, three lines of its equity
/// statement's.)
#[test]
fn the_periods_of_every_statement_fall_on_either_side_of_the_columns_rule() {
    let (mut statements, mut kept, mut left_out) = (0, 0, 0);
    let mut between = Vec::new();
    for h in every_filing() {
        let mut reports: Vec<(i32, &str)> =
            h.pre.iter().filter(|p| !p.inpth).map(|p| (p.report, p.stmt.as_str())).collect();
        reports.dedup();
        for (report, stmt) in reports.into_iter().filter(|(_, s)| ["BS", "IS", "CF", "CI"].contains(s)) {
            let tags: HashSet<&str> =
                h.pre.iter().filter(|p| p.report == report && !p.inpth).map(|p| p.tag.as_str()).collect();
            let mut at: HashMap<(&str, i32), HashSet<&str>> = HashMap::new();
            for n in h.numbers.iter().filter(|n| tags.contains(n.tag.as_str())) {
                if n.coreg.is_none() && n.segments.is_none() && n.value.is_some() {
                    at.entry((n.ddate.as_str(), n.qtrs)).or_default().insert(n.tag.as_str());
                }
            }
            let of_kind = |instant: bool| {
                tags.iter().filter(|t| at.iter().any(|((_, q), s)| (*q == 0) == instant && s.contains(*t))).count()
            };
            let durations = of_kind(false) > of_kind(true);
            let counts: Vec<usize> =
                at.iter().filter(|((_, q), _)| (*q > 0) == durations).map(|(_, s)| s.len()).collect();
            let Some(&fullest) = counts.iter().max() else { continue };
            statements += 1;
            for c in counts {
                match c * 10 {
                    x if x >= fullest * 6 => kept += 1,
                    _ if c * 3 <= fullest => left_out += 1,
                    _ => between.push((h.filing.adsh.clone(), stmt.to_string(), c, fullest)),
                }
            }
        }
    }
    assert!(between.is_empty(), "periods between a third and 60% of the fullest: {between:?}");
    assert_eq!((statements, kept, left_out), (1354, 3727, 1611), "statements, periods kept, periods left out");
}

/// The income statement and the cash flow statement of every filing start where the filing
/// does: a column ending at the filing's period (`sub.period`), the income statement's first
/// one the form's own length (3 months for a 10-Q, 12 for a 10-K), the cash flows' the fiscal
/// period's from the year's start (Q2: 6 months, by `sub.fp`); and no column ends after the
/// period.
#[test]
fn every_income_and_cash_flow_statement_has_the_filings_own_period() {
    // Supervalu's first quarter (to June 20, 2009) is filed with the fiscal period focus Q2: its
    // cash flows are for 3 months, as its page shows.
    const FP_AS_FILED: [&str; 1] = ["0000950123-09-026905"];
    let (mut incomes, mut cash_flows) = (0, 0);
    let mut other = Vec::new();
    for h in every_filing() {
        let f = &h.filing;
        let months_to_date = match f.fp.as_deref() {
            Some("Q1") => Some(3),
            Some("Q2") => Some(6),
            Some("Q3") => Some(9),
            Some("FY") => Some(12),
            _ => None,
        };
        if let Ok(is) = filed(h, StatementKind::Income) {
            incomes += 1;
            let first = &is.columns[0];
            let length = if f.form.starts_with("10-K") || f.fp.as_deref() == Some("FY") { 12 } else { 3 };
            assert_eq!(
                (first.end.as_deref(), first.months),
                (Some(f.period.as_str()), Some(length)),
                "{} {}",
                f.adsh,
                f.name
            );
            assert!(is.columns.iter().all(|c| c.end.as_deref() <= Some(f.period.as_str())), "{}", f.adsh);
        }
        if let (Ok(cf), Some(months)) = (filed(h, StatementKind::CashFlow), months_to_date) {
            cash_flows += 1;
            if !cf.columns.iter().any(|c| c.end.as_deref() == Some(f.period.as_str()) && c.months == Some(months)) {
                other.push(f.adsh.as_str());
            }
            assert!(cf.columns.iter().all(|c| c.end.as_deref() <= Some(f.period.as_str())), "{}", f.adsh);
        }
    }
    assert_eq!(other, FP_AS_FILED);
    assert!(incomes > 400 && cash_flows > 400, "{incomes} income statements, {cash_flows} cash flow statements");
}
