//! A statement as discrete fiscal quarters (`--discrete`) or trailing twelve months (`--ttm`),
//! from a company's XBRL facts as every filing reported them: the elements are those of the
//! standardized statement's concepts (the reviewed list in `fac.rules`, in its order), each
//! derived by [`crate::quarters`]; the statement's quarters are the latest the company reported.
//! No I/O: the command hands in the facts.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::model::Fact;
use crate::model::facts::Facts;
use crate::quarters::view::{Balance, Column, Line, Mode, Refused, RestatedLine, TtmLine, View};
use crate::quarters::{self, Options, Period, Quarter, Ttm};
use crate::standard::rules::{PeriodKind, Stmt};

/// The elements whose quarters a statement shows: every element of the statement's flow
/// concepts, in the rules' order, each once (`operations` is the income statement).
pub fn elements(stmt: Stmt) -> Vec<&'static str> {
    elements_where(stmt, |p| p != PeriodKind::Instant)
}

/// Every element of the statement's concepts, balances too (`--restatements`), in the rules'
/// order, each once.
pub fn all_elements(stmt: Stmt) -> Vec<&'static str> {
    elements_where(stmt, |_| true)
}

fn elements_where(stmt: Stmt, keep: fn(PeriodKind) -> bool) -> Vec<&'static str> {
    use crate::standard::Template;
    let mut out: Vec<&'static str> = Vec::new();
    let rules = crate::standard::rules();
    // The industries' own lines (a REIT's, a utility's, a broker's) are standardized lines: their
    // elements are not every filer's statement (a REIT's income-statement depreciation is every
    // company's cash-flow line), so the statements as filed keep to the others.
    let industry = |c: &crate::standard::rules::Concept| {
        matches!(c.template, Some(Template::Reit | Template::Utility | Template::Broker))
    };
    for c in rules.concepts.iter().filter(|c| c.stmt == stmt && keep(c.period) && !industry(c)) {
        for e in &c.elements {
            if !out.contains(&e.tag.as_str()) {
                out.push(e.tag.as_str());
            }
        }
    }
    out
}

/// What a statement's quarters need of a company's filings, for a source that can read less than
/// all of them (the bulk store; EDGAR's companyfacts is one document, read whole).
#[derive(Debug, Clone)]
pub struct Scope {
    /// The statement's elements: no other element's facts are kept.
    pub elements: Vec<&'static str>,
    /// Only filings filed on or before this day count (`--as-of`).
    pub as_of: Option<String>,
    /// How many of the latest fiscal quarters are asked for.
    pub quarters: usize,
    /// Read the filings filed on or after this day; `None`: the source's guess from `quarters`.
    pub from: Option<String>,
}

impl Scope {
    pub fn new(stmt: Stmt, mode: &Mode, as_of: Option<&str>) -> Scope {
        let as_of = as_of.map(str::to_string);
        let quarters = match mode {
            Mode::Discrete(n) | Mode::Standard(n) => *n,
            // The latest balances: the newest filings hold them.
            Mode::Ttm if stmt == Stmt::Balance => {
                return Scope { elements: all_elements(stmt), as_of, quarters: 1, from: None };
            }
            Mode::Ttm | Mode::StandardTtm => 4,
            // Each period's first filing and its latest, balances too: every filing, from the first.
            Mode::Restated(n) => {
                return Scope { elements: all_elements(stmt), as_of, quarters: *n, from: Some("0000-01-01".into()) };
            }
        };
        Scope { elements: elements(stmt), as_of, quarters, from: None }
    }
}

/// What a source read for a [`Scope`]: the facts, the day from which filings were read when
/// older ones were left out, and the day the company's first 10-K or 10-Q the source holds was
/// filed (what an `--as-of` before it is told).
pub struct Read {
    pub facts: Arc<Facts>,
    pub from: Option<String>,
    pub first_filed: Option<String>,
}

impl Read {
    /// A company's facts read whole (one document): its first filing is among them.
    pub fn whole(facts: Arc<Facts>) -> Read {
        let first_filed = facts
            .all()
            .flat_map(|(_, _, _, list)| list)
            .filter(|f| quarters::periodic(&f.filing.form))
            .map(|f| f.filing.filed.as_str())
            .min()
            .map(str::to_string);
        Read { facts, from: None, first_filed }
    }
}

/// Days before a quarter's end that its fiscal year may start, and a month more: a year is at most
/// 371 days and the tolerance 3, and a filing's facts end on or before the day it is filed (a
/// month's margin for a fact dated after its filing's period, as the data sets' rounding allows).
const YEAR_BEFORE: i64 = 371 + 3 + 31;

/// The day from which `view` needs every filing, when the filings read from `from` on may not hold
/// all of it: each figure of its quarters is the latest filing's of its period, and every period
/// of the fiscal year of its oldest column ends on or after that year's first day, so a filing
/// filed before it reports none of them. With fewer columns than the `wanted`, older filings may
/// hold more: all of them. `None`: what was read is enough.
pub fn reads_back_to(view: &View, from: &str, wanted: usize) -> Option<String> {
    let all = || Some("0000-01-01".to_string());
    // A balance sheet's latest balances: the date they are at stands for the oldest quarter's end.
    let balance = view.balances.first().map(|b| b.input.end.as_str());
    let oldest = view.columns.first().filter(|_| view.columns.len() >= wanted).map(|c| c.end.as_str());
    let Some(oldest) = balance.or(oldest) else { return all() };
    let (Some(end), Some(from)) = (crate::model::date::days(oldest), crate::model::date::days(from)) else {
        return all();
    };
    let need = end - YEAR_BEFORE;
    (need < from).then(|| crate::model::date::date(need))
}

/// The first guess of a store's [`Scope::from`]: `quarters` quarters and a year before the
/// newest filing's day (`YYYY-MM-DD`), and a quarter more for the time a filing takes.
pub fn guess_from(newest_filed: &str, quarters: usize) -> Option<String> {
    let back = 92 * (i64::try_from(quarters).ok()? + 1) + YEAR_BEFORE;
    Some(crate::model::date::date(crate::model::date::days(newest_filed)? - back))
}

/// The view of `stmt`: `facts(element)` gives an element's facts by unit (empty when the company
/// has none); with `as_of`, only facts filed on or before it count.
pub fn view<'a>(
    stmt: Stmt,
    mode: &Mode,
    as_of: Option<&str>,
    facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])>,
) -> View {
    match mode {
        Mode::Restated(n) => return restated(stmt, *n, as_of, facts),
        Mode::Ttm if stmt == Stmt::Balance => return balances(stmt, as_of, facts),
        // The four standardized quarters, each concept's summed.
        Mode::StandardTtm => return standard_ttm(view(stmt, &Mode::Standard(4), as_of, facts)),
        _ => {}
    }
    let wanted = match mode {
        Mode::Discrete(n) | Mode::Standard(n) => *n,
        Mode::Ttm | Mode::StandardTtm => 4,
        Mode::Restated(_) => 0,
    };
    let series = element_series(stmt, as_of, wanted, facts);
    let columns = latest_columns(&series, wanted);
    let mut out = View { columns: columns.clone(), ..View::default() };
    for (element, unit, s) in &series {
        let (cells, refused) = in_columns(element, unit, s, &columns);
        if cells.iter().all(Option::is_none) && refused.is_empty() {
            continue;
        }
        match mode {
            Mode::Discrete(_) | Mode::Standard(_) => {
                let line = Line { element: element.to_string(), unit: unit.to_string(), cells, filed_as: Vec::new() };
                out.lines.push(line);
                out.refused.extend(refused);
            }
            Mode::Restated(_) | Mode::StandardTtm => unreachable!("answered above"),
            Mode::Ttm => match wrong_unit(stmt, element, unit)
                .map_or_else(|| twelve_months(element, unit, &columns, &cells, &refused), Err)
            {
                Ok(ttm) => out.ttm.push(TtmLine {
                    element: element.to_string(),
                    unit: unit.to_string(),
                    ttm,
                    filed_as: Vec::new(),
                }),
                Err(reason) => out.refused.push(Refused {
                    element: element.to_string(),
                    unit: unit.to_string(),
                    quarter: "TTM".into(),
                    end: columns.last().map(|c| c.end.clone()),
                    reason,
                }),
            },
        }
    }
    if let Mode::Standard(_) = mode {
        return super::standard::standardized(stmt, out);
    }
    out
}

/// Each of the statement's elements' discrete quarters by unit (those with a quarter given or
/// refused), from the facts filed by `as_of` when given; of each, its latest `wanted` at least
/// (the statement's latest quarters are among the union of each one's latest).
fn element_series<'a>(
    stmt: Stmt,
    as_of: Option<&str>,
    wanted: usize,
    facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])>,
) -> Vec<(&'static str, &'a str, quarters::Series)> {
    let options = Options { latest: Some(wanted), ..Options::default() };
    let mut series = Vec::new();
    for element in elements(stmt) {
        for (unit, list) in facts(element) {
            let known = match as_of {
                Some(date) => quarters::as_of(list, date),
                None => list.iter().collect(),
            };
            let mut s = quarters::discrete(element, known, &options);
            if let Some(why) = wrong_unit(stmt, element, unit) {
                s = s.all_refused(&quarters::Reason::Unit(why));
            }
            if !s.quarters.is_empty() || !s.refused.is_empty() {
                series.push((element, unit, s));
            }
        }
    }
    series
}

/// Why `element`'s facts in `unit` are not what its concept in the rules measures, if they are not:
/// a number of shares in a currency is no money (never summed as money), money in `shares` no
/// number of shares, and an amount per share is in a currency per share — or in the currency
/// alone, as the data sets write every per-share unit (`USD`), where the element's name says per
/// share ([`crate::model::Measure::of_fact`]): the store's filed quarters of EPS are given as filed, and its
/// derived quarters and TTM refused as every per-share amount's are.
pub(super) fn wrong_unit(stmt: Stmt, element: &str, unit: &str) -> Option<String> {
    use crate::model::Measure;
    use crate::standard::rules::Kind;
    let rules = crate::standard::rules();
    let concept = rules.concepts.iter().find(|c| c.stmt == stmt && c.elements.iter().any(|e| e.tag == element))?;
    let (fits, what) = match concept.kind {
        Kind::Shares => (unit == "shares", "a number of shares"),
        Kind::PerShare => (
            match Measure::of_unit(unit) {
                Measure::PerShare => true,
                Measure::Money => Measure::of_fact(element, unit) == Measure::PerShare,
                _ => false,
            },
            "an amount per share",
        ),
        Kind::Amount => (Measure::of_unit(unit) == Measure::Money, "an amount of money"),
    };
    let unit: String = unit.chars().take(40).collect();
    (!fits).then(|| {
        format!(
            "{element} is {what} (the concept {}), but these facts are in {unit}: they are neither derived nor \
             summed as what they are not",
            concept.name
        )
    })
}

/// An element's quarters placed in the statement's `columns` (a cell per column), and its
/// refusals of those quarters.
fn in_columns(
    element: &str,
    unit: &str,
    s: &quarters::Series,
    columns: &[Column],
) -> (Vec<Option<Quarter>>, Vec<Refused>) {
    let at = |fy: i32, p: Period| columns.iter().position(|c| c.fiscal_year == fy && c.period == p);
    let mut cells: Vec<Option<Quarter>> = vec![None; columns.len()];
    for q in &s.quarters {
        if let Some(i) = at(q.fiscal_year, q.period) {
            cells[i] = Some(q.clone());
        }
    }
    let refused: Vec<Refused> = s
        .refused
        .iter()
        .filter_map(|r| {
            let i = at(r.fiscal_year, r.period)?;
            Some(Refused {
                element: element.to_string(),
                unit: unit.to_string(),
                quarter: columns[i].label(),
                end: r.end.clone(),
                reason: r.reason.to_string(),
            })
        })
        .collect();
    (cells, refused)
}

/// `balancesheet --ttm`: each element's balance at the latest date any element of the statement
/// has one (periodic reports' facts only; by `as_of`, when given), as the latest filing reporting
/// it there gives it. An element whose latest balance is earlier, but within a year, is refused
/// with its date; one not reported for a year is left out, as `--discrete` leaves out an element
/// without the quarters asked.
fn balances<'a>(stmt: Stmt, as_of: Option<&str>, facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])>) -> View {
    let mut latest: Vec<(&str, &str, Vec<&Fact>)> = Vec::new();
    for element in all_elements(stmt) {
        for (unit, list) in facts(element) {
            let instants: Vec<&Fact> = list
                .iter()
                .filter(|f| f.start.is_none() && quarters::periodic(&f.filing.form))
                .filter(|f| as_of.is_none_or(|d| f.filing.filed.as_str() <= d))
                .collect();
            if !instants.is_empty() {
                latest.push((element, unit, instants));
            }
        }
    }
    // The date: the latest balance-sheet date of any periodic filing, a filing's being the end
    // most of the elements it reports share (the later of a tie: a 10-Q's balances and its
    // year-end comparatives), so a stray later-dated fact (a subsequent event, a cover-page count)
    // moves no one's date, nor does an amendment of an old year filed last.
    let mut by_filing: BTreeMap<&str, BTreeMap<&str, usize>> = BTreeMap::new();
    for (_, _, fs) in &latest {
        let mut pairs: Vec<(&str, &str)> = fs.iter().map(|f| (f.filing.accession.as_str(), f.end.as_str())).collect();
        pairs.sort_unstable();
        pairs.dedup();
        for (accession, end) in pairs {
            *by_filing.entry(accession).or_default().entry(end).or_default() += 1;
        }
    }
    let balance_dates = by_filing.values().filter_map(|ends| ends.iter().max_by_key(|(end, n)| (**n, **end)));
    let Some(date) = balance_dates.map(|(end, _)| end.to_string()).max() else {
        return View::default();
    };
    let year_before = crate::model::date::days(&date).map(|d| crate::model::date::date(d - 366));
    let mut out = View::default();
    for (element, unit, instants) in &latest {
        // The element at the date (the latest filing reporting it there), else its latest before.
        let at = quarters::latest_instant(instants.iter().copied().filter(|f| f.end == date));
        let before = quarters::latest_instant(instants.iter().copied().filter(|f| f.end < date));
        if let Some(why) = wrong_unit(stmt, element, unit) {
            if at.is_some() {
                out.refused.push(Refused {
                    element: element.to_string(),
                    unit: unit.to_string(),
                    quarter: "TTM".into(),
                    end: Some(date.clone()),
                    reason: why,
                });
            }
        } else if let Some(at) = at {
            out.balances.push(Balance {
                element: element.to_string(),
                unit: unit.to_string(),
                input: quarters::Input::of(at),
            });
        } else if let Some(newest) = before.filter(|b| year_before.as_deref().is_some_and(|y| b.end.as_str() >= y)) {
            out.refused.push(Refused {
                element: element.to_string(),
                unit: unit.to_string(),
                quarter: "TTM".into(),
                end: Some(date.clone()),
                reason: format!("no filing reports it at {date}: its latest balance is at {}", newest.end),
            });
        }
    }
    out
}

/// `--ttm --standard`: each concept of the four standardized quarters `four` summed (the quarters
/// named, each with the element it is of or the relation it was solved from), or refused with
/// the reason, as `--ttm` sums an element's.
fn standard_ttm(four: View) -> View {
    let rules = crate::standard::rules();
    let mut out = View { columns: four.columns.clone(), ..View::default() };
    for line in &four.lines {
        // A concept without a quarter has it for a reason of its elements': the first refused.
        let elements = rules.concept(&line.element).map(|i| &rules.concepts[i].elements);
        let mut refused: Vec<Refused> = four
            .refused
            .iter()
            .filter(|r| elements.is_some_and(|es| es.iter().any(|e| e.tag == r.element)))
            .cloned()
            .collect();
        refused.extend(four.columns.iter().zip(&line.cells).filter(|(_, q)| q.is_none()).map(|(c, _)| {
            Refused {
                element: line.element.clone(),
                unit: line.unit.clone(),
                quarter: c.label(),
                end: Some(c.end.clone()),
                reason: "none of the concept's elements has the quarter, and no relation of the quarter's other \
                     concepts solves it"
                    .into(),
            }
        }));
        match twelve_months(&line.element, &line.unit, &four.columns, &line.cells, &refused) {
            Ok(ttm) => out.ttm.push(TtmLine {
                element: line.element.clone(),
                unit: line.unit.clone(),
                ttm,
                filed_as: line.filed_as.clone(),
            }),
            Err(reason) => out.refused.push(Refused {
                element: line.element.clone(),
                unit: line.unit.clone(),
                quarter: "TTM".into(),
                end: four.columns.last().map(|c| c.end.clone()),
                reason,
            }),
        }
    }
    out
}

/// `--restatements`: each figure of the statement's elements for the latest `n` period ends that
/// two filings or more report (by `as_of`, when given), as first filed beside the latest filed.
fn restated<'a>(stmt: Stmt, n: usize, as_of: Option<&str>, facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])>) -> View {
    let mut rows: Vec<(usize, &str, quarters::restated::Restatement)> = Vec::new();
    for (order, element) in all_elements(stmt).into_iter().enumerate() {
        for (_, list) in facts(element) {
            let known = match as_of {
                Some(date) => quarters::as_of(list, date),
                None => list.iter().collect(),
            };
            rows.extend(quarters::restated::restatements(known).into_iter().map(|r| (order, element, r)));
        }
    }
    let mut ends: Vec<String> = rows.iter().map(|(_, _, r)| r.end.clone()).collect();
    ends.sort_unstable();
    ends.dedup();
    let kept = &ends[ends.len().saturating_sub(n)..];
    rows.retain(|(_, _, r)| kept.binary_search(&r.end).is_ok());
    // Latest end first; of one end the shorter period first (the later start), a balance last.
    rows.sort_by(|(oa, _, a), (ob, _, b)| {
        (std::cmp::Reverse(&a.end), std::cmp::Reverse(&a.start), oa, &a.unit).cmp(&(
            std::cmp::Reverse(&b.end),
            std::cmp::Reverse(&b.start),
            ob,
            &b.unit,
        ))
    });
    let restated =
        rows.into_iter().map(|(_, element, restatement)| RestatedLine { element: element.to_string(), restatement });
    View { restated: restated.collect(), ..View::default() }
}

/// The latest `n` fiscal quarters any element has (given or refused), oldest first; each ends
/// where most elements' quarter ends.
fn latest_columns(series: &[(&str, &str, quarters::Series)], n: usize) -> Vec<Column> {
    let mut ends: BTreeMap<(i32, Period), BTreeMap<&str, usize>> = BTreeMap::new();
    for (_, _, s) in series {
        for q in &s.quarters {
            *ends.entry((q.fiscal_year, q.period)).or_default().entry(q.end.as_str()).or_default() += 1;
        }
        for r in &s.refused {
            let e = ends.entry((r.fiscal_year, r.period)).or_default();
            if let Some(end) = &r.end {
                *e.entry(end.as_str()).or_default() += 1;
            }
        }
    }
    let mut cols: Vec<Column> = ends
        .into_iter()
        .rev()
        .take(n)
        .map(|((fiscal_year, period), by)| {
            let end = by.into_iter().max_by_key(|(e, k)| (*k, *e)).map(|(e, _)| e.to_string()).unwrap_or_default();
            Column { fiscal_year, period, end }
        })
        .collect();
    cols.reverse();
    cols
}

/// The sum of an element's quarters in the four `columns`, or why there is none.
fn twelve_months(
    element: &str,
    unit: &str,
    columns: &[Column],
    cells: &[Option<Quarter>],
    refused: &[Refused],
) -> Result<Ttm, String> {
    if quarters::per_share_or_count(element, unit) {
        return Err("a per-share amount or share count is never summed: four quarters' per-share figures divide \
                    by four share counts, and their sum is no year's figure"
            .into());
    }
    if columns.len() < 4 {
        return Err(format!("the company has {} fiscal quarters, not four", columns.len()));
    }
    let mut four = Vec::new();
    for (c, cell) in columns.iter().zip(cells) {
        match cell {
            Some(q) => four.push(q.clone()),
            None => {
                let why = refused.iter().find(|r| r.quarter == c.label()).map_or_else(
                    || "no filing reports it or the year-to-date figures it is derived from".to_string(),
                    |r| r.reason.clone(),
                );
                return Err(format!("{} is not given: {why}", c.label()));
            }
        }
    }
    if let Some(other) = four.iter().find(|q| q.unit != four[0].unit) {
        return Err(format!("the four quarters are not of one unit ({} and {})", four[0].unit, other.unit));
    }
    quarters::ttm(&four, Options::default().tolerance_days)
        .ok_or_else(|| "the four quarters do not follow each other, or their sum is too large".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instant(end: &str, val: &str, accn: &str, form: &str, filed: &str) -> Fact {
        Fact {
            start: None,
            end: end.into(),
            value: crate::model::number::Dec::parse(val).unwrap(),
            unit: "USD".into(),
            filing: crate::model::Filing {
                accession: accn.into(),
                form: form.into(),
                filed: filed.into(),
                ..Default::default()
            },
        }
    }

    /// `balancesheet --ttm` over `facts` (element -> its USD facts).
    fn balances_of(facts: &[(&'static str, Vec<Fact>)], as_of: Option<&str>) -> View {
        super::view(Stmt::Balance, &Mode::Ttm, as_of, |element| {
            facts.iter().filter(|(e, _)| *e == element).map(|(_, f)| ("USD", f.as_slice())).collect()
        })
    }

    #[test]
    fn a_ttm_of_quarters_in_different_units_is_refused_saying_so() {
        let ends = ["2024-03-31", "2024-06-30", "2024-09-30", "2024-12-31"];
        let starts = ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"];
        let columns: Vec<Column> = ends
            .iter()
            .zip(Period::ALL)
            .map(|(e, period)| Column { fiscal_year: 2024, period, end: e.to_string() })
            .collect();
        let cells: Vec<Option<Quarter>> = (0..4)
            .map(|i| {
                let input = quarters::Input {
                    accession: "a".into(),
                    form: "10-Q".into(),
                    filed: "2025-02-01".into(),
                    start: starts[i].into(),
                    end: ends[i].into(),
                    value: crate::model::number::Dec::parse("1").unwrap(),
                };
                Some(Quarter {
                    fiscal_year: 2024,
                    period: Period::ALL[i],
                    start: starts[i].into(),
                    end: ends[i].into(),
                    unit: if i == 3 { "EUR" } else { "USD" }.into(),
                    value: input.value,
                    source: quarters::Source::Filed(input),
                    caution: None,
                    sign: None,
                })
            })
            .collect();
        let why = twelve_months("Revenues", "USD", &columns, &cells, &[]).unwrap_err();
        assert_eq!(why, "the four quarters are not of one unit (USD and EUR)");
        let mut same = cells.clone();
        if let Some(Some(q)) = same.last_mut() {
            q.unit = "USD".into();
        }
        assert_eq!(twelve_months("Revenues", "USD", &columns, &same, &[]).unwrap().value.to_string(), "4");
    }

    #[test]
    fn a_balance_sheets_ttm_is_its_latest_balances_at_its_latest_balance_sheet_date() {
        let q = |end, val| instant(end, val, "q2", "10-Q", "2024-08-01");
        let facts = vec![
            ("Assets", vec![q("2024-06-30", "100"), q("2023-12-31", "90")]),
            ("Liabilities", vec![q("2024-06-30", "60"), q("2023-12-31", "50"), q("2024-07-15", "999")]),
            // Restated by an amendment of the 10-Q: the latest filing at the date wins.
            (
                "StockholdersEquity",
                vec![q("2024-06-30", "40"), instant("2024-06-30", "41", "q2a", "10-Q/A", "2024-09-01")],
            ),
            // Reported at year end only: refused, naming its date.
            ("CommitmentsAndContingencies", vec![instant("2023-12-31", "0", "k", "10-K", "2024-02-01")]),
            // An amendment of an old year filed last moves nothing; an 8-K's figure is no balance.
            ("AssetsCurrent", vec![q("2024-06-30", "30"), instant("2022-12-31", "20", "old", "10-K/A", "2024-10-01")]),
            ("Goodwill", vec![instant("2024-09-30", "5", "x", "8-K", "2024-10-05")]),
        ];
        let v = balances_of(&facts, None);
        let got: Vec<(String, String, String)> =
            v.balances.iter().map(|b| (b.element.clone(), b.input.end.clone(), b.input.value.to_string())).collect();
        let want = [
            ("Assets", "2024-06-30", "100"),
            ("AssetsCurrent", "2024-06-30", "30"),
            ("Liabilities", "2024-06-30", "60"),
            ("StockholdersEquity", "2024-06-30", "41"),
        ];
        let mut got_sorted = got.clone();
        got_sorted.sort();
        let want: Vec<(String, String, String)> =
            want.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect();
        assert_eq!(got_sorted, want);
        assert_eq!(v.refused.len(), 1, "{:?}", v.refused);
        assert_eq!(v.refused[0].element, "CommitmentsAndContingencies");
        assert!(v.refused[0].reason.contains("2023-12-31"), "{}", v.refused[0].reason);
        // As of a day before the 10-Q: the year end's balances.
        let v = balances_of(&facts, Some("2024-03-01"));
        assert!(v.balances.iter().all(|b| b.input.end == "2023-12-31"), "{:?}", v.balances);
        assert!(v.balances.iter().any(|b| b.element == "CommitmentsAndContingencies"));
    }

    fn view(ends: &[&str]) -> View {
        let columns =
            ends.iter().map(|e| Column { fiscal_year: 2024, period: Period::Q1, end: e.to_string() }).collect();
        View { columns, ..View::default() }
    }

    #[test]
    fn filings_are_read_back_to_a_year_and_a_month_before_the_oldest_quarter() {
        let four = view(&["2023-12-30", "2024-03-30", "2024-06-29", "2024-09-28"]);
        // 405 days before 2023-12-30: 2022-11-20. Read from then on: enough.
        assert_eq!(reads_back_to(&four, "2022-11-20", 4), None);
        assert_eq!(reads_back_to(&four, "2022-11-21", 4).as_deref(), Some("2022-11-20"));
        // Fewer quarters than asked: older filings may hold more, so all of them.
        assert_eq!(reads_back_to(&four, "2022-01-01", 8).as_deref(), Some("0000-01-01"));
        assert_eq!(reads_back_to(&View::default(), "2022-01-01", 4).as_deref(), Some("0000-01-01"));
        // The first guess reaches back far enough for quarters filed on time.
        let guess = guess_from("2024-11-01", 4).unwrap();
        assert_eq!(guess, "2022-06-20");
        assert_eq!(reads_back_to(&four, &guess, 4), None);
    }
}
