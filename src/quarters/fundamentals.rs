//! What a quote needs that market data lacks, from the company's own filings (its XBRL facts, as
//! any source of them holds them: a [`FactBook`]): diluted EPS and EBITDA over the last four
//! quarters, shares outstanding, stockholders' equity. Exact decimals throughout; each figure
//! says where it came from. EBITDA's flows are the quarters `--ttm` sums; EPS is the market's
//! conventional sum of four quarters' EPS (its own derivation below: per-share figures are never
//! derived by [`crate::quarters`]). Each figure's elements are those of its concept in the
//! standardization's rules (`fac.rules`), in their order: the first the company reports is taken.

use std::collections::BTreeMap;

use crate::model::Fact;
use crate::model::date::days;
use crate::model::facts::Facts;
use crate::model::number::Dec;

/// A figure and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sourced {
    pub value: Dec,
    pub source: String,
}

/// The filed figures a quote is completed with.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fundamentals {
    pub eps_ttm: Option<Sourced>,
    pub shares_outstanding: Option<Sourced>,
    pub equity: Option<Sourced>,
    pub ebitda_ttm: Option<Sourced>,
}

/// A split after which old per-share figures divide by `ratio`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitAfter {
    pub date: String,
    pub ratio: Dec,
}

/// A company's XBRL facts, looked up by taxonomy, concept and unit, and the name a figure taken
/// from them gives as its source ("SEC companyfacts").
pub trait FactBook {
    fn facts(&self, taxonomy: &str, concept: &str, unit: &str) -> &[Fact];
    fn origin(&self) -> &str;
}

fn length(f: &Fact) -> Option<i64> {
    Some(days(&f.end)? - days(f.start.as_deref()?)?)
}

/// The latest value of an instant concept (by period end, then filing date).
fn latest(list: &[Fact]) -> Option<(&Fact, Dec)> {
    list.iter()
        .filter(|f| f.start.is_none())
        .map(|f| (f, f.value))
        .max_by(|(a, _), (b, _)| (&a.end, &a.filing.filed).cmp(&(&b.end, &b.filing.filed)))
}

/// Quarter values by period end: three-month facts as filed, the rest derived from year-to-date
/// facts of the same start (six months less three, nine less six, the year less nine). For each
/// period the latest filing's value is used (restated figures win).
fn quarters(list: &[Fact], splits: &[SplitAfter]) -> BTreeMap<String, Dec> {
    let mut latest: BTreeMap<(String, String), (&Fact, Dec)> = BTreeMap::new();
    for f in list {
        let Some(start) = &f.start else { continue };
        let key = (start.clone(), f.end.clone());
        if latest.get(&key).is_none_or(|(old, _)| old.filing.filed <= f.filing.filed) {
            latest.insert(key, (f, f.value));
        }
    }
    // Per-share figures filed before a later split are restated by its ratio.
    let adjust = |f: &Fact, v: Dec| -> Dec {
        splits
            .iter()
            .filter(|s| f.end < s.date && f.filing.filed < s.date)
            .fold(v, |v, s| v.div(s.ratio, 6).unwrap_or(v))
    };
    let mut by_start: BTreeMap<&str, Vec<(&str, Dec, i64)>> = BTreeMap::new();
    for ((start, end), (f, v)) in &latest {
        if let Some(len) = length(f) {
            by_start.entry(start.as_str()).or_default().push((end.as_str(), adjust(f, *v), len));
        }
    }
    let mut out: BTreeMap<String, Dec> = BTreeMap::new();
    let mut direct: BTreeMap<String, Dec> = BTreeMap::new();
    for ytd in by_start.values_mut() {
        ytd.sort_by(|a, b| a.0.cmp(b.0));
        let mut before: Option<(Dec, i64)> = None;
        for (end, v, len) in ytd.iter() {
            match before {
                None if (80..=100).contains(len) => {
                    direct.insert(end.to_string(), *v);
                }
                Some((pv, plen)) if (80..=100).contains(&(len - plen)) => {
                    if let Some(q) = v.minus(pv) {
                        out.entry(end.to_string()).or_insert(q);
                    }
                }
                _ => {}
            }
            before = Some((*v, *len));
        }
    }
    out.extend(direct);
    out
}

/// The sum of the last four quarters, if they follow each other (each about three months apart).
fn ttm(q: &BTreeMap<String, Dec>) -> Option<(Dec, String)> {
    let last: Vec<(&String, &Dec)> = q.iter().rev().take(4).collect();
    if last.len() < 4 {
        return None;
    }
    for pair in last.windows(2) {
        let gap = days(pair[0].0)? - days(pair[1].0)?;
        if !(80..=100).contains(&gap) {
            return None;
        }
    }
    let sum = last.iter().try_fold(Dec::ZERO, |acc, (_, v)| acc.plus(**v))?;
    Some((sum, format!("{} to {}", last[3].0, last[0].0)))
}

/// A flow's trailing twelve months as `--ttm` gives them ([`crate::quarters`]: filed three
/// months, or derived from year-to-date facts by its restatement rule), and the quarters' span.
fn flow_ttm(list: &[Fact], element: &str) -> Option<(Dec, String)> {
    let options = crate::quarters::Options::default();
    let series = crate::quarters::discrete(element, list, &options);
    let t = crate::quarters::ttm(&series.quarters, options.tolerance_days)?;
    Some((t.value, format!("{} to {}", t.quarters[0].end, t.quarters[3].end)))
}

/// The us-gaap elements of the rules' concept `name`, in their order of preference.
fn elements(name: &str) -> Vec<&'static str> {
    let rules = crate::standard::rules();
    rules.concept(name).map_or_else(Vec::new, |i| rules.concepts[i].elements.iter().map(|e| e.tag.as_str()).collect())
}

/// The first of `elements` the company reports in `unit`, with its facts.
fn first_reported<'a>(
    f: &'a dyn FactBook,
    elements: &[&'static str],
    unit: &str,
) -> Option<(&'static str, &'a [Fact])> {
    elements.iter().map(|e| (*e, f.facts("us-gaap", e, unit))).find(|(_, list)| !list.is_empty())
}

/// What a quote is completed with, from `facts`; `splits` are those the market data reports.
pub fn fundamentals(f: &dyn FactBook, splits: &[SplitAfter]) -> Fundamentals {
    let mut out = Fundamentals::default();
    let origin = f.origin();
    if let Some((element, list)) = first_reported(f, &elements("EarningsPerShareDiluted"), "USD/shares")
        && let Some((v, span)) = ttm(&quarters(list, splits))
    {
        out.eps_ttm = Some(Sourced {
            value: v,
            source: format!(
                "{origin}: {element}, four quarters {span} (a fourth quarter is the year less nine months)"
            ),
        });
    }
    if let Some((fact, v)) = latest(f.facts("dei", "EntityCommonStockSharesOutstanding", "shares")) {
        out.shares_outstanding = Some(Sourced {
            value: v,
            source: format!(
                "{origin}: dei:EntityCommonStockSharesOutstanding at {} ({})",
                fact.end, fact.filing.accession
            ),
        });
    }
    if let Some((element, (fact, v))) = elements("EquityAttributableToParent")
        .into_iter()
        .find_map(|e| latest(f.facts("us-gaap", e, "USD")).map(|found| (e, found)))
    {
        out.equity = Some(Sourced {
            value: v,
            source: format!("{origin}: {element} at {} ({})", fact.end, fact.filing.accession),
        });
    }
    // Flows: the quarters `--discrete` derives (one rule for the whole tool), and both terms over
    // the same four quarters.
    let operating = first_reported(f, &elements("OperatingIncomeLoss"), "USD")
        .and_then(|(element, list)| Some((element, flow_ttm(list, element)?)));
    // The first element whose four quarters are operating income's (a filer's stale element,
    // last used years ago, is passed over).
    let da = elements("DepreciationAndAmortization").into_iter().find_map(|c| {
        let t = flow_ttm(f.facts("us-gaap", c, "USD"), c)?;
        (operating.as_ref().map(|(_, (_, span))| span) == Some(&t.1)).then_some((c, t))
    });
    if let (Some((element, (op, span))), Some((concept, (d, _)))) = (operating, da)
        && let Some(sum) = op.plus(d)
    {
        out.ebitda_ttm =
            Some(Sourced { value: sum, source: format!("{origin}: {element} + {concept}, four quarters {span}") });
    }
    out
}

impl FactBook for Facts {
    fn facts(&self, taxonomy: &str, concept: &str, unit: &str) -> &[Fact] {
        self.of(taxonomy, concept, unit)
    }
    fn origin(&self) -> &str {
        "SEC companyfacts"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact(start: Option<&str>, end: &str, val: &str, filed: &str) -> Fact {
        Fact {
            start: start.map(String::from),
            end: end.into(),
            value: Dec::parse(val).unwrap(),
            unit: "USD".into(),
            filing: crate::model::Filing { accession: "a".into(), filed: filed.into(), ..Default::default() },
        }
    }

    #[test]
    fn quarters_from_three_month_and_year_to_date_facts() {
        let list = vec![
            fact(Some("2023-10-01"), "2023-12-30", "2.18", "2024-02-02"),
            fact(Some("2023-10-01"), "2024-03-30", "3.71", "2024-05-03"),
            fact(Some("2023-12-31"), "2024-03-30", "1.53", "2024-05-03"),
            fact(Some("2023-10-01"), "2024-06-29", "5.11", "2024-08-02"),
            fact(Some("2023-10-01"), "2024-09-28", "6.08", "2024-11-01"),
        ];
        let q = quarters(&list, &[]);
        assert_eq!(q["2023-12-30"].to_string(), "2.18");
        assert_eq!(q["2024-03-30"].to_string(), "1.53", "the filed three-month figure wins");
        assert_eq!(q["2024-06-29"].to_string(), "1.4");
        assert_eq!(q["2024-09-28"].to_string(), "0.97");
        let (sum, span) = ttm(&q).unwrap();
        assert_eq!(sum.to_string(), "6.08");
        assert_eq!(span, "2023-12-30 to 2024-09-28");
    }

    struct Book(Vec<(&'static str, Vec<Fact>)>);

    impl FactBook for Book {
        fn facts(&self, _: &str, concept: &str, _: &str) -> &[Fact] {
            self.0.iter().find(|(c, _)| *c == concept).map_or(&[], |(_, f)| f.as_slice())
        }
        fn origin(&self) -> &str {
            "test"
        }
    }

    #[test]
    fn ebitda_takes_the_depreciation_element_of_operating_incomes_four_quarters() {
        // Four filed three-month quarters of fiscal `y` (October to September).
        let year = |y: i32, v: [&str; 4]| -> Vec<Fact> {
            let q = [
                ("10-01", "12-31", y - 1, y - 1),
                ("01-01", "03-31", y, y),
                ("04-01", "06-30", y, y),
                ("07-01", "09-30", y, y),
            ];
            q.iter()
                .zip(v)
                .map(|((s, e, sy, ey), v)| {
                    let mut f = fact(Some(&format!("{sy}-{s}")), &format!("{ey}-{e}"), v, &format!("{y}-11-01"));
                    f.filing.form = "10-Q".into();
                    f
                })
                .chain((1..4).map(|k| {
                    // The year to date: six and nine months, and the year.
                    let ends = [("03-31", y), ("06-30", y), ("09-30", y)];
                    let total: i64 = v[..=k].iter().map(|v| v.parse::<i64>().unwrap()).sum();
                    let (e, ey) = ends[k - 1];
                    let mut f = fact(
                        Some(&format!("{}-10-01", y - 1)),
                        &format!("{ey}-{e}"),
                        &total.to_string(),
                        &format!("{y}-11-01"),
                    );
                    f.filing.form = if k == 3 { "10-K" } else { "10-Q" }.into();
                    f
                }))
                .collect()
        };
        let stale = year(2019, ["5", "5", "5", "5"]);
        let book = Book(vec![
            ("OperatingIncomeLoss", year(2024, ["10", "20", "30", "40"])),
            ("DepreciationDepletionAndAmortization", stale),
            ("DepreciationAndAmortization", year(2024, ["1", "2", "3", "4"])),
        ]);
        let e = fundamentals(&book, &[]).ebitda_ttm.unwrap();
        assert_eq!(e.value.to_string(), "110");
        assert!(e.source.contains("DepreciationAndAmortization,"), "{}", e.source);
    }

    #[test]
    fn a_split_after_filing_restates_per_share_figures() {
        let list = vec![fact(Some("2020-03-29"), "2020-06-27", "2.58", "2020-07-31")];
        let split = SplitAfter { date: "2020-08-31".into(), ratio: Dec::parse("4").unwrap() };
        assert_eq!(quarters(&list, &[split])["2020-06-27"].to_string(), "0.645");
    }
}
