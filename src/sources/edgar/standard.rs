//! `--standard` from EDGAR: one filing's facts in the SEC's companyfacts as the standardization
//! ([`crate::standard`]) reads them — the same [`Input`] the bulk store builds
//! ([`crate::standard::input::filing_input`]), with what companyfacts cannot say left out:
//! it holds the standard taxonomies' facts only (no filer's own element, so none named as a
//! us-gaap one either), no taxonomy year (every fact's version is `us-gaap`), no presentation
//! (the rules that prefer the element a filing presents first fall back as for a filing that
//! presents nothing) and no dimensions (every fact is consolidated).

use std::collections::HashSet;

use super::wire::{CompanyFacts, Row, Submissions};
use crate::error::{Error, Result};
use crate::model::{Shape, Statement, StatementKind};
use crate::standard::shown::{self as shown, Read};
use crate::standard::{Input, NumberRow, Others, Powers, Rules, Subject};

/// The standardized statement `kind` of the filing `row` (`--standard`), from the company's
/// companyfacts; `count` is how many filings of its form EDGAR lists.
pub fn statement(
    kind: StatementKind,
    subs: &Submissions,
    facts: &CompanyFacts,
    row: &Row,
    ticker: &str,
    count: usize,
) -> Result<Statement> {
    shown::stmt_of(kind)?;
    let input = input(subs, facts, row, crate::standard::rules())?;
    let s = shown::standardize(&input)?;
    let read = Read { shape: Shape::StandardFacts, from: "the SEC's companyfacts" };
    shown::statement(kind, input.subject, s, ticker, Some(count as u64), read)
}

/// The length in quarters of a fact's period: 0 for an instant, round(days / 91.3) for a
/// duration (a 52- or 53-week year is 4, a 13- or 14-week quarter 1), `None` beyond a year or
/// under half a quarter (the data sets' `qtrs` counts the same way).
fn qtrs(start: Option<&str>, end: &str) -> Option<i32> {
    let Some(start) = start else { return Some(0) };
    let days = crate::model::date::days(end)? - crate::model::date::days(start)?;
    // round(days / 91.3) in integers: (2 * 10 * days + 913) / (2 * 913).
    let q = (20 * days + 913).div_euclid(1826);
    (1..=4).contains(&q).then_some(q as i32)
}

/// A companyfacts value in ten-thousandths, exactly as written (an exponent read exactly), or why
/// not: a number finq cannot read whole, or more digits than a standardized value holds
/// (`decimal(28,4)`, as the data sets' values), which is refused rather than rounded.
fn exact(val: &serde_json::Number) -> std::result::Result<i128, String> {
    let d = crate::model::number::Dec::exact(&val.to_string()).map_err(|why| why.to_string())?;
    d.to_ten_thousandths().ok_or_else(|| {
        "more digits than a standardized value holds exactly (decimal(28,4): 24 before the point, 4 after)".into()
    })
}

/// The filing `row` of the company (`subs`, `facts`) as the standardization reads it: every
/// us-gaap fact of its accession, of an element the rules read, whose period ends on its
/// balance-sheet date; the rounding powers of all its amounts (any date, any taxonomy).
pub fn input(subs: &Submissions, facts: &CompanyFacts, row: &Row, rules: &Rules) -> Result<Input> {
    let wanted: HashSet<&str> = rules.elements().collect();
    let mine = |f: &&super::wire::XbrlFact| f.accn == row.accession;
    let mut powers = Powers::default();
    let mut any = None;
    for concepts in facts.facts.values() {
        for (tag, concept) in concepts {
            for (unit, list) in &concept.units {
                for f in list.iter().filter(mine) {
                    any.get_or_insert(f);
                    if let Ok(v) = exact(&f.val) {
                        powers.add(tag, unit, v);
                    }
                }
            }
        }
    }
    let Some(first) = any else {
        return Err(Error::not_found(format!(
            "no standardized statement: EDGAR's companyfacts hold no facts of the {} {} (filed {})",
            row.form, row.accession, row.filing_date
        )));
    };
    let date = balance_date(facts, row).ok_or_else(|| {
        Error::not_found(format!(
            "no standardized statement: the {} {} has no balance-sheet date in EDGAR's companyfacts",
            row.form, row.accession
        ))
    })?;
    let (mut kept, mut others) = (Vec::new(), Others::default());
    // The rules read us-gaap's elements; the others (any taxonomy but the cover's) may explain
    // a failing relation.
    let taxonomies = facts.facts.iter().filter(|(taxonomy, _)| taxonomy.as_str() != "dei");
    for (taxonomy, concepts) in taxonomies {
        for (tag, concept) in concepts {
            let read = taxonomy == "us-gaap" && wanted.contains(tag.as_str());
            for (unit, list) in &concept.units {
                for f in list.iter().filter(mine).filter(|f| f.end == date) {
                    let Some(q) = qtrs(f.start.as_deref(), &f.end) else { continue };
                    if !read {
                        // Only evidence for a failing relation: one that does not read is no
                        // evidence, and refuses nothing.
                        if let Ok(value) = exact(&f.val) {
                            others.add(tag, taxonomy, q, unit, value);
                        }
                        continue;
                    }
                    let value = value_of(tag, f, row)?;
                    kept.push(NumberRow {
                        tag: tag.clone(),
                        // companyfacts says no taxonomy year.
                        version: "us-gaap".into(),
                        ddate: f.end.clone(),
                        qtrs: q,
                        uom: unit.clone(),
                        value,
                    });
                }
            }
        }
    }
    twice(&kept, row)?;
    let subject = Subject {
        adsh: row.accession.clone(),
        cik: i64::try_from(subs.cik).unwrap_or_default(),
        name: subs.name.clone(),
        sic: subs.sic,
        form: row.form.clone(),
        period: date,
        fy: first.fy.as_deref().and_then(|y| y.parse().ok()),
        fp: first.fp.clone(),
        filed: row.filing_date.clone(),
        // companyfacts keeps the consolidated entity's facts only.
        legal_entity: None,
    };
    Ok(Input { subject, facts: kept, others, lines: Vec::new(), powers: powers.into_vec() })
}

/// The value of `tag`'s fact `f` of the filing `row`, in ten-thousandths: a value the rules read is
/// never left out unsaid, so one that does not read exactly refuses the statement, naming it.
fn value_of(tag: &str, f: &super::wire::XbrlFact, row: &Row) -> Result<i128> {
    exact(&f.val).map_err(|why| {
        Error::service(format!(
            "no standardized statement: EDGAR's companyfacts give us-gaap:{} of the {} {} ({}) as {}: {why}",
            super::reading::shown_name(tag),
            row.form,
            row.accession,
            period(f),
            super::reading::shown(&f.val.to_string())
        ))
    })
}

/// A fact's period in words: `2024-03-31 to 2024-06-29`, or `at 2024-06-29`.
fn period(f: &super::wire::XbrlFact) -> String {
    let end = super::reading::shown(&f.end);
    match &f.start {
        Some(start) => format!("{} to {end}", super::reading::shown(start)),
        None => format!("at {end}"),
    }
}

/// Refuses a filing that reports one element for one period twice with two values: which one it
/// means is unknown, and the standardization would take whichever came first.
fn twice(kept: &[NumberRow], row: &Row) -> Result<()> {
    let mut seen: std::collections::HashMap<(&str, i32, &str), i128> = std::collections::HashMap::new();
    for n in kept {
        match seen.insert((n.tag.as_str(), n.qtrs, n.uom.as_str()), n.value) {
            Some(before) if before != n.value => {
                let text = crate::model::number::decimal_text;
                let when = match n.qtrs {
                    0 => format!("at {}", n.ddate),
                    1 => format!("the quarter to {}", n.ddate),
                    q => format!("{q} quarters to {}", n.ddate),
                };
                return Err(Error::service(format!(
                    "no standardized statement: EDGAR's companyfacts give us-gaap:{} of the {} {} ({when}) twice, as \
                     {} and {}: which one the filing means is unknown",
                    super::reading::shown_name(&n.tag),
                    row.form,
                    row.accession,
                    text(before),
                    text(n.value)
                )));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The filing's balance-sheet date: the report date EDGAR lists when some us-gaap fact of the
/// filing ends on it, else the end of its total assets, else the latest end of its instants.
fn balance_date(facts: &CompanyFacts, row: &Row) -> Option<String> {
    let gaap = facts.facts.get("us-gaap")?;
    let mine = || {
        gaap.iter().flat_map(|(tag, c)| {
            c.units.values().flatten().filter(|f| f.accn == row.accession).map(move |f| (tag.as_str(), f))
        })
    };
    if !row.report_date.is_empty() && mine().any(|(_, f)| f.end == row.report_date) {
        return Some(row.report_date.clone());
    }
    let instants = || mine().filter(|(_, f)| f.start.is_none());
    instants()
        .filter(|(tag, _)| *tag == "Assets")
        .map(|(_, f)| f.end.clone())
        .max()
        .or_else(|| instants().map(|(_, f)| f.end.clone()).max())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_count_in_quarters_as_the_data_sets_do() {
        assert_eq!(qtrs(None, "2024-09-28"), Some(0));
        assert_eq!(qtrs(Some("2024-03-31"), "2024-06-29"), Some(1), "13 weeks");
        assert_eq!(qtrs(Some("2023-10-01"), "2024-06-29"), Some(3), "39 weeks");
        assert_eq!(qtrs(Some("2022-09-25"), "2023-09-30"), Some(4), "a 53-week year");
        assert_eq!(qtrs(Some("2023-10-01"), "2024-09-28"), Some(4), "a 52-week year");
        assert_eq!(qtrs(Some("2024-06-01"), "2024-06-29"), None, "four weeks");
        assert_eq!(qtrs(Some("2022-01-01"), "2024-06-29"), None, "beyond a year");
    }

    /// A company with two filings: the 10-Q asked for (accession A, report date given or not)
    /// and another (B).
    fn company(report_date: &str) -> (Submissions, CompanyFacts) {
        let subs = format!(
            r#"{{"cik":"0000000042","name":"Example Corp","sic":"3571","filings":{{"recent":{{
            "accessionNumber":["A","B"],"filingDate":["2024-05-03","2024-02-02"],
            "reportDate":["{report_date}","2023-12-30"],"form":["10-Q","10-Q"]}}}}}}"#
        );
        let q = r#""fy":2024,"fp":"Q2","form":"10-Q","filed":"2024-05-03""#;
        let facts = format!(
            r#"{{"cik":42,"entityName":"Example Corp","facts":{{
            "dei":{{"EntityPublicFloat":{{"units":{{"USD":[{{"end":"2023-03-31","val":123450000,"accn":"A",{q}}}]}}}}}},
            "us-gaap":{{
              "Assets":{{"units":{{"USD":[
                {{"end":"2023-09-30","val":900000000,"accn":"A",{q}}},
                {{"end":"2024-03-30","val":1000000000,"accn":"A",{q}}},
                {{"end":"2024-03-30","val":7000000000,"accn":"B",{q}}}]}}}},
              "NetIncomeLoss":{{"units":{{"USD":[
                {{"start":"2023-12-31","end":"2024-03-30","val":-25000000,"accn":"A",{q}}},
                {{"start":"2023-10-01","end":"2024-03-30","val":40000000,"accn":"A",{q}}}]}}}},
              "EarningsPerShareDiluted":{{"units":{{"USD/shares":[
                {{"start":"2023-12-31","end":"2024-03-30","val":-0.25,"accn":"A",{q}}}]}}}},
              "SomethingTheRulesDoNotRead":{{"units":{{"USD":[
                {{"end":"2024-03-30","val":5000000,"accn":"A",{q}}}]}}}}
            }}}}}}"#
        );
        (serde_json::from_str(&subs).unwrap(), crate::model::exact::from_slice(facts.as_bytes()).unwrap())
    }

    #[test]
    fn a_filings_input_is_its_own_facts_at_its_date_and_its_powers_all_its_amounts() {
        for report_date in ["2024-03-30", ""] {
            let (subs, facts) = company(report_date);
            let row = subs.accession("A").unwrap();
            let input = input(&subs, &facts, &row, crate::standard::rules()).unwrap();
            // Without a report date, the date is the end of the filing's total assets.
            assert_eq!(input.subject.period, "2024-03-30", "{report_date:?}");
            assert_eq!(
                (input.subject.sic, input.subject.fy, input.subject.fp.as_deref(), input.subject.cik),
                (Some(3571), Some(2024), Some("Q2"), 42)
            );
            let got: Vec<(&str, i32, &str, i128)> =
                input.facts.iter().map(|f| (f.tag.as_str(), f.qtrs, f.uom.as_str(), f.value)).collect();
            // The comparative, the other filing's figure and an element no rule reads are left out.
            assert_eq!(
                got,
                [
                    ("Assets", 0, "USD", 10_000_000_000_000),
                    ("EarningsPerShareDiluted", 1, "USD/shares", -2_500),
                    ("NetIncomeLoss", 1, "USD", -250_000_000_000),
                    ("NetIncomeLoss", 2, "USD", 400_000_000_000),
                ]
            );
            assert!(input.facts.iter().all(|f| f.version == "us-gaap" && f.ddate == "2024-03-30"));
            assert!(input.lines.is_empty(), "companyfacts have no presentation");
            // Every amount of the filing in dollars, whatever its date or taxonomy (the public
            // float's 123,450,000 sets the power: ten thousand dollars), per-share ones left out.
            assert_eq!(input.powers, [("USD".to_string(), Some(8), 6)]);
        }
    }

    #[test]
    fn a_filing_companyfacts_do_not_hold_is_not_found() {
        let (subs, facts) = company("2024-03-30");
        let mut row = subs.accession("A").unwrap();
        row.accession = "0000000042-24-000099".into();
        let e = input(&subs, &facts, &row, crate::standard::rules()).unwrap_err();
        assert_eq!(e.kind, crate::error::ErrorKind::NotFound);
        assert!(e.message.contains("hold no facts of the 10-Q 0000000042-24-000099"), "{}", e.message);
    }

    #[test]
    fn values_are_exact_ten_thousandths_or_refused_saying_why() {
        let n = |s: &str| serde_json::from_str::<serde_json::Number>(s).unwrap();
        assert_eq!(exact(&n("391035000000")), Ok(3_910_350_000_000_000));
        assert_eq!(exact(&n("6.11")), Ok(61_100));
        assert_eq!(exact(&n("-0.0001")), Ok(-1));
        assert_eq!(exact(&n("3.91035e11")), Ok(3_910_350_000_000_000), "an exponent, read exactly");
        let places = exact(&n("0.00001")).unwrap_err();
        assert!(places.contains("decimal(28,4)"), "five places would be rounded: {places}");
        assert!(exact(&n("1e400")).unwrap_err().contains("36 digits"));
    }
}
