//! Statements as filed, from the SEC's Financial Statement Data Sets (the bulk store): a filing's
//! presentation lines (`pre`) joined with its numbers (`num`) on (tag, version), into the same
//! [`Filed`] statement an R page reads into.
//!
//! - **Which report**: the filing's first report of the statement's code (`BS`, `IS`, `CI`, `EQ`,
//!   `CF`) with consolidated values; its parenthetical lines (`inpth`) are left out, as the EDGAR
//!   path leaves out parenthetical pages.
//! - **Which numbers**: the consolidated entity's (an empty `coreg`; a filing with none is read at
//!   its `ParentCompany` legal entity, [`crate::sec::legal_entity::LEGAL_ENTITY`]); the lines without a member
//!   (an empty `segments`) make the statement, in `line` order, labelled with `plabel`; `negating`
//!   flips the sign as the SEC's rendering does (a "Purchases of …" line shows its positive
//!   element negative).
//! - **Which columns**: [`columns`]. **Member blocks**: [`members`]. The equity statement is
//!   transposed as the SEC renders it: [`equity`].
//! - **What the data sets lack**: a title (finq names the statement), abstract headings and which
//!   lines are totals (every line is a line), and a scale note: finq writes the largest of
//!   thousands or millions that every amount (and share count) is a whole multiple of, so tables
//!   read as filed; JSON and CSV carry full units, as always. Dates are month ends: the data sets
//!   round every date to one.

mod columns;
mod equity;
mod members;

use std::collections::{HashMap, HashSet};

use serde_json::Number;

pub use columns::Period;

use crate::error::{Error, Result};
use crate::model::datasets::{NumRow, PreRow, SubRow};
use crate::model::{Company, Filed, FiledColumn, FiledRow, Filing, Measure, RowKind, Shape, Statement, StatementKind};

/// One filing as the data sets hold it: its row of `sub`, its presentation lines and its numbers
/// (the source that reads them hands them over; this module reads nothing).
#[derive(Debug, Clone)]
pub struct Held {
    pub filing: SubRow,
    pub pre: Vec<PreRow>,
    pub numbers: Vec<NumRow>,
}

/// The statement code of `pre.stmt` that answers `kind`.
pub fn code(kind: StatementKind) -> &'static str {
    match kind.filed_as() {
        StatementKind::BalanceSheet => "BS",
        StatementKind::Income | StatementKind::Operations => "IS",
        StatementKind::Comprehensive => "CI",
        StatementKind::Equity => "EQ",
        StatementKind::CashFlow => "CF",
    }
}

/// The statement `kind` of a held filing, with the company and filing it came from. `ticker` is
/// what the user asked for; `filing_count` the number of such filings the store holds.
pub fn statement(held: &Held, kind: StatementKind, ticker: &str, filing_count: Option<u64>) -> Result<Statement> {
    let (filed, parent) = filed_at(held, kind)?;
    let f = &held.filing;
    // The legal-entity rule, said where it applies.
    let entity = if parent {
        format!(" — legal entity {}, as the filing tags its own figures", crate::sec::legal_entity::LEGAL_ENTITY)
    } else {
        String::new()
    };
    let company = Company { name: f.name.clone(), cik: f.cik.to_string(), ticker: ticker.to_string() };
    let filing = Filing {
        accession: f.adsh.clone(),
        form: f.form.clone(),
        filed: f.filed.clone(),
        period: Some(f.period.clone()),
        ..Filing::default()
    };
    let title = format!("{}{} (the SEC's financial statement data sets, {})", kind.title(), entity, f.quarter);
    let mut s = crate::model::Statement::as_filed(kind, company, filing, title, &filed);
    s.filing_count = filing_count;
    s.shape = Shape::DataSets;
    Ok(s)
}

/// The numbers of a filing by (tag, version): the consolidated entity's only (or, by the
/// legal-entity rule, its `ParentCompany`'s).
pub(crate) type Index<'a> = HashMap<(&'a str, &'a str), Vec<NumberRef<'a>>>;

/// One number row of a filing, borrowed, as the assembly reads it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct NumberRef<'a> {
    pub segments: Option<&'a str>,
    pub period: Period<'a>,
    pub uom: &'a str,
    pub value: Option<i128>,
}

/// The numbers of `held` by (tag, version): the consolidated entity's, or with `parent` those of
/// the legal entity [`crate::sec::legal_entity::LEGAL_ENTITY`] (the legal-entity rule: a statement none
/// of whose lines has a consolidated number is read at them; member blocks, which would name that
/// entity and another axis, are then not shown).
fn index(held: &Held, parent: bool) -> Index<'_> {
    let mut index: Index = HashMap::new();
    for n in &held.numbers {
        let segments = if parent {
            if !crate::sec::legal_entity::at_legal_entity(n.segments.as_deref(), n.coreg.as_deref()) {
                continue;
            }
            None
        } else if n.coreg.is_some() {
            continue;
        } else {
            n.segments.as_deref().filter(|s| !s.is_empty())
        };
        index.entry((n.tag.as_str(), n.version.as_str())).or_default().push(NumberRef {
            segments,
            period: Period { ddate: &n.ddate, qtrs: n.qtrs },
            uom: &n.uom,
            value: n.value,
        });
    }
    index
}

/// Where a line takes its value in a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// At the column's own period.
    At,
    /// An instant at the start of a duration column (a cash flow's beginning cash).
    Start,
    /// An instant at the end of a duration column.
    End,
}

/// The fact a line with `facts` shows in `column`, for the member `segments` (none: the line
/// itself).
pub(crate) fn fact_at<'a>(
    facts: &[NumberRef<'a>],
    segments: Option<&str>,
    role: Role,
    column: Period<'_>,
) -> Option<NumberRef<'a>> {
    let start;
    let (ddate, qtrs) = match role {
        Role::At => (column.ddate, column.qtrs),
        Role::End => (column.ddate, 0),
        Role::Start => {
            start = column.start()?;
            (start.as_str(), 0)
        }
    };
    facts.iter().copied().find(|f| f.segments == segments && f.period.ddate == ddate && f.period.qtrs == qtrs)
}

/// A statement's lines as the assembly reads them: each presentation line with its numbers and
/// where it takes its value in a column.
pub(crate) struct Lines<'a> {
    pub lines: Vec<(&'a PreRow, &'a [NumberRef<'a>], Role)>,
    pub columns: Vec<Period<'a>>,
}

/// The roles of a duration statement's lines (a cash flow's, equity's): a line of instants only is
/// a balance, its first of two appearances (or, appearing once, a label that says so: "beginning",
/// "start of") the balance at the start, the other at the end; any other line is at its column's
/// period.
pub(crate) fn balance_roles(lines: &[(&PreRow, &[NumberRef])]) -> Vec<Role> {
    let mut appearances: HashMap<&str, usize> = HashMap::new();
    for (p, _) in lines {
        *appearances.entry(p.tag.as_str()).or_default() += 1;
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    lines
        .iter()
        .map(|(p, facts)| {
            let instant_only = !facts.is_empty() && facts.iter().all(|f| f.period.qtrs == 0);
            if !instant_only {
                return Role::At;
            }
            let n = seen.entry(p.tag.as_str()).or_default();
            *n += 1;
            let start = if appearances[p.tag.as_str()] > 1 {
                *n == 1
            } else {
                let label = p.plabel.to_ascii_lowercase();
                label.contains("beginning") || label.contains("start of")
            };
            if start { Role::Start } else { Role::End }
        })
        .collect()
}

/// The lines and columns of the report `report` of a filing.
pub(crate) fn lines<'a>(held: &'a Held, index: &'a Index<'a>, report: i32) -> Lines<'a> {
    let empty: &[NumberRef] = &[];
    let main: Vec<(&PreRow, &[NumberRef])> = held
        .pre
        .iter()
        .filter(|p| p.report == report && !p.inpth)
        .map(|p| (p, index.get(&(p.tag.as_str(), p.version.as_str())).map_or(empty, Vec::as_slice)))
        .collect();
    let consolidated = |facts: &[NumberRef], instant: bool| {
        facts.iter().any(|f| f.segments.is_none() && (f.period.qtrs == 0) == instant)
    };
    let instants = main.iter().filter(|(_, f)| consolidated(f, true)).count();
    let durations = main.iter().filter(|(_, f)| consolidated(f, false)).count() > instants;
    let roles = if durations { balance_roles(&main) } else { vec![Role::At; main.len()] };
    let lines: Vec<(&PreRow, &[NumberRef], Role)> =
        main.into_iter().zip(roles).map(|((p, facts), role)| (p, facts, role)).collect();
    let mut held_at: HashMap<Period, HashSet<&str>> = HashMap::new();
    for (p, facts, role) in &lines {
        if *role != Role::At {
            continue;
        }
        for f in facts.iter().filter(|f| f.segments.is_none() && f.value.is_some()) {
            held_at.entry(f.period).or_default().insert(p.tag.as_str());
        }
    }
    let columns = columns::choose(&held_at, durations);
    Lines { lines, columns }
}

/// The report that answers `kind`: the first of its code whose lines have consolidated values.
/// Comprehensive income with no report of its own is the income statement when that holds it.
fn report_of(held: &Held, index: &Index, kind: StatementKind) -> Result<Option<i32>> {
    let of_code = |code: &str| -> Vec<i32> {
        let mut reports: Vec<i32> = held.pre.iter().filter(|p| p.stmt == code && !p.inpth).map(|p| p.report).collect();
        reports.dedup();
        reports
    };
    let mut reports = of_code(code(kind));
    if reports.is_empty() && kind == StatementKind::Comprehensive {
        reports = of_code("IS")
            .into_iter()
            .filter(|r| held.pre.iter().any(|p| p.report == *r && p.tag.starts_with("ComprehensiveIncome")))
            .collect();
    }
    if reports.is_empty() {
        return Ok(None);
    }
    let consolidated = |r: i32| {
        held.pre.iter().filter(|p| p.report == r && !p.inpth).any(|p| {
            index.get(&(p.tag.as_str(), p.version.as_str())).is_some_and(|f| f.iter().any(|f| f.segments.is_none()))
        })
    };
    match reports.iter().copied().find(|r| consolidated(*r)) {
        Some(r) => Ok(Some(r)),
        None => Err(Error::not_found(format!(
            "statement not found: the {} {} ({}) files its {} only for its co-registrants, not for the consolidated entity",
            held.filing.form,
            held.filing.filed,
            held.filing.adsh,
            kind.noun()
        ))),
    }
}

/// The statement `kind` of a held filing, as filed; not found when the filing has none.
pub fn filed(held: &Held, kind: StatementKind) -> Result<Filed> {
    filed_at(held, kind).map(|(filed, _)| filed)
}

/// [`filed`], and whether it was read at the legal entity `ParentCompany` (a statement filed only
/// for co-registrants, that one among them).
fn filed_at(held: &Held, kind: StatementKind) -> Result<(Filed, bool)> {
    let mut index = index(held, false);
    let mut parent = false;
    let found = match report_of(held, &index, kind) {
        Err(only_coregistrants) => {
            index = self::index(held, true);
            parent = true;
            report_of(held, &index, kind).map_err(|_| only_coregistrants)?
        }
        found => found?,
    };
    let Some(report) = found else {
        let f = &held.filing;
        return Err(Error::not_found(format!(
            "statement not found: the {} filed {} ({}) has no {}",
            f.form,
            f.filed,
            f.adsh,
            kind.noun()
        )));
    };
    if kind.filed_as() == StatementKind::Equity
        && let Some(filed) = equity::transposed(held, &index, report)
    {
        return Ok((filed, parent));
    }
    let read = lines(held, &index, report);
    let columns: Vec<FiledColumn> = read.columns.iter().map(|c| column(*c)).collect();
    let mut rows = Vec::new();
    for (p, facts, role) in &read.lines {
        let found: Vec<Option<NumberRef>> = read.columns.iter().map(|c| fact_at(facts, None, *role, *c)).collect();
        if found.iter().all(Option::is_none) {
            continue; // no number of this line in these columns: the SEC's rendering hides it
        }
        rows.push(row(held, p, facts, &found, None));
    }
    rows.extend(members::blocks(held, &index, &read));
    let scale = scale_note(&rows, held);
    Ok((Filed { title: kind.title().to_string(), scale, columns, rows, transposed: false }, parent))
}

/// A column as the SEC heads it: "3 Months Ended" over "Jun. 30, 2009"; an instant by its date.
fn column(p: Period<'_>) -> FiledColumn {
    let months = (p.qtrs > 0).then(|| 3 * p.qtrs as u32);
    FiledColumn {
        heading: months.map(|m| format!("{m} Months Ended")).unwrap_or_default(),
        label: us_date(p.ddate),
        end: Some(p.ddate.to_string()),
        months,
    }
}

/// `2009-06-30` as the SEC's renderings write it: `Jun. 30, 2009`.
pub fn us_date(iso: &str) -> String {
    const MONTHS: [&str; 12] =
        ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."];
    let month = iso.get(5..7).and_then(|m| m.parse::<usize>().ok()).filter(|m| (1..=12).contains(m));
    match (month, iso.get(8..10).and_then(|d| d.parse::<u32>().ok()), iso.get(..4)) {
        (Some(m), Some(d), Some(y)) => format!("{} {d}, {y}", MONTHS[m - 1]),
        _ => iso.to_string(),
    }
}

/// A line of the statement: its element, label, measure and the values found, signed as shown.
pub(crate) fn row(
    held: &Held,
    p: &PreRow,
    facts: &[NumberRef],
    found: &[Option<NumberRef>],
    block: Option<(&str, &crate::model::Dimension)>,
) -> FiledRow {
    let custom = p.version == held.filing.adsh;
    let prefix = if custom { held.filing.prefix() } else { p.version.split('/').next().map(str::to_string) };
    let uom = found.iter().flatten().map(|f| f.uom).next().or_else(|| facts.first().map(|f| f.uom));
    let measure = match uom.map(Measure::of_unit) {
        // The data sets write a per-share amount's unit as its currency (`USD`, not `USD/shares`):
        // the element's name tells it from money.
        Some(Measure::Money) if Measure::guess(&p.tag) == Measure::PerShare => Measure::PerShare,
        Some(m) => m,
        None => Measure::guess(&p.tag),
    };
    FiledRow {
        element: p.tag.clone(),
        prefix,
        label: p.plabel.clone(),
        kind: RowKind::Line,
        member: block.map(|(label, _)| label.to_string()),
        dimension: block.map(|(_, d)| d.clone()),
        custom,
        measure,
        values: found.iter().map(|f| f.and_then(|f| f.value).map(|v| shown(v, p.negating))).collect(),
    }
}

/// A value as the statement shows it: negated where the label negates.
pub(crate) fn shown(value: i128, negating: bool) -> Number {
    crate::model::number::ten_thousandths_number(if negating { -value } else { value })
}

/// The scale note the figures allow: money, then shares, in the largest of millions or
/// thousands that every non-zero value of that measure is a whole multiple of; money named by
/// the filing's currency (`$` for dollars, else its code: Honda's `JPY in Millions`).
pub(crate) fn scale_note(rows: &[FiledRow], held: &Held) -> String {
    let note = |measure: Measure, name: &str| -> Option<String> {
        let values: Vec<String> = rows
            .iter()
            .filter(|r| r.measure == measure)
            .flat_map(|r| r.values.iter().flatten())
            .map(|v| v.to_string())
            .collect();
        let zeros = |v: &String| -> usize {
            if v.contains('.') {
                return 0;
            }
            v.len() - v.trim_end_matches('0').len()
        };
        let nonzero: Vec<&String> = values.iter().filter(|v| v.trim_start_matches('-') != "0").collect();
        let digits = nonzero.iter().map(|v| zeros(v)).min()?;
        match digits {
            6.. => Some(format!("{name} in Millions")),
            3..=5 => Some(format!("{name} in Thousands")),
            _ => None,
        }
    };
    let money = match money_unit(rows, held) {
        Some(unit) if unit != "USD" => unit,
        _ => "$",
    };
    [note(Measure::Shares, "shares"), note(Measure::Money, money)].into_iter().flatten().collect::<Vec<_>>().join(", ")
}

/// The currency the statement's money lines are filed in (`USD`, `JPY`): the unit most of their
/// numbers in the filing carry; `None` when they carry none.
pub(crate) fn money_unit<'a>(rows: &[FiledRow], held: &'a Held) -> Option<&'a str> {
    let money: std::collections::HashSet<&str> =
        rows.iter().filter(|r| r.measure == Measure::Money).map(|r| r.element.as_str()).collect();
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for n in held.numbers.iter().filter(|n| money.contains(n.tag.as_str())) {
        if Measure::of_unit(&n.uom) != Measure::Money {
            continue;
        }
        match counts.iter_mut().find(|(u, _)| *u == n.uom) {
            Some((_, c)) => *c += 1,
            None => counts.push((&n.uom, 1)),
        }
    }
    counts.into_iter().max_by_key(|&(_, c)| c).map(|(u, _)| u)
}

/// The words of a name written together (`RetainedEarnings` -> `Retained Earnings`), for the
/// members the data sets name without a label.
pub(crate) fn words(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    let chars: Vec<char> = name.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        let starts_word = i > 0
            && c.is_uppercase()
            && (chars[i - 1].is_lowercase()
                || chars.get(i + 1).is_some_and(|n| n.is_lowercase()) && chars[i - 1].is_uppercase());
        if starts_word {
            out.push(' ');
        }
        out.push(*c);
    }
    out
}

#[cfg(test)]
pub(crate) mod tests;
