//! Discrete fiscal quarters from one element's duration facts of one filer (no I/O): a
//! three-month fact as filed; Q2 = six months − Q1, Q3 = nine months − six months, Q4 = the year
//! − nine months, from year-to-date facts that share the fiscal year's start, each derived value
//! citing both inputs; trailing twelve months; and the facts as they stood on a date.
//!
//! The rules, in the order they apply:
//! - **Facts used**: durations of periodic reports only (forms `10-K`, `10-Q`, their amendments,
//!   `10-KT`, `10-QT`); an 8-K's or a prospectus's figures are not a filing's statements.
//! - **Restatements**: for each period (start, end) the value of the latest filing that reports it
//!   (by filing date, then accession), for a filed quarter and a difference's total; the part
//!   subtracted as it stood on the total's filing day (the latest filing of it by then, else the
//!   latest), so one difference is one vintage; each quarter cites the filings whose values it
//!   used. [`as_of`] applies the same rule to the filings filed on or before a date, so an answer
//!   as of a date never holds a later restatement. A derived quarter whose part only later filings
//!   report, or one changed after the total's filing, or whose total was restated after the last
//!   filing of a part no filing changed (a 10-K/A restating the year, and no filing after it
//!   reporting the nine months), is given with a `caution` saying which: it may mix vintages.
//! - **Fiscal years** start where year-to-date and annual facts start, or where a three-month fact
//!   starts the day after a year ends and no year-to-date fact does (a year whose only filing so
//!   far is its first 10-Q) (starts within a month are
//!   one year's; whether they tile is the tolerance's question); a year known only from annual
//!   facts that starts less than a year from a year with quarters is none (a trailing twelve
//!   months). A fiscal year is named by the calendar year in which it ends, a year ending in the
//!   first week of January by the year before (a 52–53-week year ending near 31 December). The filings' own `fy` is not used: it is the
//!   filing's, not the period's, and NVIDIA's filings of 2011–2021 carry the year before.
//!   A year known only from an annual fact (comparatives of years before any 10-Q) asks for no
//!   quarters.
//! - **Lengths**, counted in days with both ends included: a quarter 84–98 (12–14 weeks, so a
//!   53-week year's 14-week quarter is one), two quarters 168–196, three 252–294, a year 364–371
//!   (52–53 weeks; calendar years fall between), each widened by the tolerance.
//! - **Refused, with the reason** ([`Reason`]): per-share amounts and share counts (never derived
//!   by subtraction: a period's per-share figure divides by that period's share count, which is not
//!   the other periods'); a missing input; year-to-date facts whose starts differ by more than the
//!   tolerance, or whose difference is no quarter's length (periods that do not tile); a fiscal
//!   year shorter than a year before the next one starts, or one reported on a transition report
//!   (10-KT/10-QT): a change of fiscal year, whose quarters are no filer's Q1–Q4.
//! - **Restatements shown** ([`restated`]): a period's value as first filed beside the latest
//!   filed, for every period two filings or more report.
//! - A year-to-date or annual value is never a quarter: a filed quarter is a fact of a quarter's
//!   length whose start follows the previous quarter's end (or, that end unknown, which ends as far
//!   into its year as the quarter does).

mod derive;
pub mod fundamentals;
pub mod ratios;
pub mod restated;
pub mod standard;
pub mod statement;
#[cfg(test)]
mod tests;
pub mod view;

use std::collections::BTreeMap;
use std::fmt;

use crate::model::Fact;
use crate::model::date::{civil_from_days, days};
use crate::model::number::Dec;

pub use derive::discrete;

/// A fiscal quarter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Period {
    Q1,
    Q2,
    Q3,
    Q4,
}

impl Period {
    pub const ALL: [Period; 4] = [Period::Q1, Period::Q2, Period::Q3, Period::Q4];

    /// 1 to 4.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// `Q1` to `Q4`, as written.
    pub fn name(self) -> &'static str {
        ["Q1", "Q2", "Q3", "Q4"][self as usize]
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Q{}", self.number())
    }
}

/// A value a quarter was taken or derived from: the fact's filing, period and value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    pub accession: String,
    pub form: String,
    pub filed: String,
    pub start: String,
    pub end: String,
    pub value: Dec,
}

impl Input {
    pub fn of(f: &Fact) -> Input {
        Input {
            accession: f.filing.accession.clone(),
            form: f.filing.form.clone(),
            filed: f.filing.filed.clone(),
            start: f.start.clone().unwrap_or_default(),
            end: f.end.clone(),
            value: f.value,
        }
    }
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} to {} ({} {}, filed {})",
            self.value, self.start, self.end, self.form, self.accession, self.filed
        )
    }
}

/// Where a quarter's value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A three-month fact as filed.
    Filed(Input),
    /// `total` − `less`: two year-to-date facts of one fiscal year (Q4: the year less nine months).
    Derived { total: Input, less: Input },
    /// A standardized concept solved, in this quarter, from a relation of the standardized
    /// statements (`--discrete --standard`): the relation's id and formula, and the other concepts'
    /// quarters it was solved from.
    Relation { relation: String, formula: String, inputs: Vec<(String, Dec)> },
}

/// One discrete fiscal quarter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quarter {
    pub fiscal_year: i32,
    pub period: Period,
    pub start: String,
    /// The calendar date the quarter ends.
    pub end: String,
    pub unit: String,
    pub value: Dec,
    pub source: Source,
    /// A derived quarter whose inputs may be of different vintages (the part filed only after the
    /// total, or changed after it; or the total restated after the last filing of the part), and
    /// why.
    pub caution: Option<String>,
    /// A standardized concept positive by convention whose quarter the filings give below zero:
    /// the sign turned (what they report), or kept and why (`--discrete --standard`).
    pub sign: Option<String>,
}

impl Quarter {
    pub fn derived(&self) -> bool {
        matches!(self.source, Source::Derived { .. } | Source::Relation { .. })
    }

    /// Everything a reader must know of the value besides its number: its sign, then its
    /// vintages.
    pub fn cautions(&self) -> Option<String> {
        match (&self.sign, &self.caution) {
            (Some(sign), Some(vintage)) => Some(format!("{sign}; {vintage}")),
            (sign, vintage) => sign.clone().or_else(|| vintage.clone()),
        }
    }
}

/// Why a quarter is not given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Per-share amounts and share counts are never derived by subtraction.
    PerShare,
    /// No filing reports this input (a year-to-date figure, or the year).
    Missing(String),
    /// The year-to-date facts start on different days (a gap or an overlap, in days).
    StartsDiffer { days: i64, total: Box<Input>, less: Box<Input> },
    /// The difference of the two year-to-date facts is no quarter's length.
    NotAQuarter { days: i64, total: Box<Input>, less: Box<Input> },
    /// A change of fiscal year: a transition report, or a year shorter than a year.
    Transition(String),
    /// The arithmetic overflowed (figures beyond 36 digits).
    Overflow,
    /// The facts' unit is not what the element measures (a share count in `USD`): why.
    Unit(String),
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::PerShare => f.write_str(
                "a per-share amount or share count is never derived by subtraction: each period's figure \
                 divides by that period's share count, which differs from the other periods'",
            ),
            Reason::Missing(what) => write!(f, "no filing reports {what}"),
            Reason::StartsDiffer { days, total, less } => write!(
                f,
                "the periods do not tile: {} to {} and {} to {} start {days} days apart",
                total.start, total.end, less.start, less.end
            ),
            Reason::NotAQuarter { days, total, less } => write!(
                f,
                "{} to {} less {} to {} leaves {days} days, no quarter",
                total.start, total.end, less.start, less.end
            ),
            Reason::Transition(why) => write!(f, "a change of fiscal year: {why}"),
            Reason::Overflow => f.write_str("the figures are too large to subtract exactly"),
            Reason::Unit(why) => f.write_str(why),
        }
    }
}

/// A quarter that is not given, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub fiscal_year: i32,
    pub period: Period,
    /// The quarter's end where known.
    pub end: Option<String>,
    pub unit: String,
    pub reason: Reason,
}

/// What [`discrete`] answers: quarters and refusals, each in order of fiscal year and period.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Series {
    pub quarters: Vec<Quarter>,
    pub refused: Vec<Refusal>,
}

impl Series {
    /// Every quarter refused for `reason` (the facts are not of what the element measures):
    /// none is given, whatever the derivation made of them.
    pub fn all_refused(self, reason: &Reason) -> Series {
        let given = self.quarters.into_iter().map(|q| Refusal {
            fiscal_year: q.fiscal_year,
            period: q.period,
            end: Some(q.end),
            unit: q.unit,
            reason: reason.clone(),
        });
        let mut refused: Vec<Refusal> =
            given.chain(self.refused.into_iter().map(|r| Refusal { reason: reason.clone(), ..r })).collect();
        refused.sort_by(|a, b| (&a.unit, a.fiscal_year, a.period).cmp(&(&b.unit, b.fiscal_year, b.period)));
        Series { quarters: Vec::new(), refused }
    }
}

/// How [`discrete`] works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Days by which two year-to-date facts' starts, or a quarter's start and the previous
    /// quarter's end, may miss each other and still tile (a mistyped date). 0 asks for exact dates.
    pub tolerance_days: i64,
    /// Derive Q2–Q4 from year-to-date facts even where a three-month fact is filed (the
    /// measurement's held-out mode); Q1 is always the filed three months.
    pub derive_only: bool,
    /// Only each unit's latest this many quarters (given or refused, by fiscal year and period)
    /// are asked for: the years before them are not derived (a statement of the latest quarters
    /// needs no more; a document of thousands of years costs no more than its facts). `None`:
    /// every year's.
    pub latest: Option<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options { tolerance_days: 3, derive_only: false, latest: None }
    }
}

/// Whether an element's figures in `unit` are per-share amounts or share counts: never derived.
pub fn per_share_or_count(element: &str, unit: &str) -> bool {
    use crate::model::Measure;
    matches!(Measure::of_fact(element, unit), Measure::PerShare | Measure::Shares)
}

/// The periodic reports whose facts are a filer's statements.
pub fn periodic(form: &str) -> bool {
    let base = form.strip_suffix("/A").unwrap_or(form);
    matches!(base, "10-K" | "10-Q" | "10-KT" | "10-QT")
}

/// The facts filed on or before `date` (`YYYY-MM-DD`): what was known then. [`discrete`] and
/// [`latest_per_period`] then take each period's latest such filing.
pub fn as_of<'a>(facts: impl IntoIterator<Item = &'a Fact>, date: &str) -> Vec<&'a Fact> {
    facts.into_iter().filter(|f| f.filing.filed.as_str() <= date).collect()
}

/// The restatement rule: for each unit and period (start, end) the fact of the latest filing
/// (filing date, then accession; then the value's text, so that the choice never depends on the
/// facts' order).
pub fn latest_per_period<'a>(facts: impl IntoIterator<Item = &'a Fact>) -> Vec<&'a Fact> {
    let mut by: BTreeMap<(&str, Option<&str>, &str), &Fact> = BTreeMap::new();
    for f in facts {
        let key = (f.unit.as_str(), f.start.as_deref(), f.end.as_str());
        let rank = |f: &Fact| (f.filing.filed.clone(), f.filing.accession.clone(), f.value.to_string());
        if by.get(&key).is_none_or(|old| rank(old) <= rank(f)) {
            by.insert(key, f);
        }
    }
    by.into_values().collect()
}

/// Trailing twelve months of a flow: the sum of the last four discrete quarters, if they follow
/// each other (each starts within the tolerance of the day after the previous one's end) and
/// are of one unit. The four are named, oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ttm {
    pub value: Dec,
    pub unit: String,
    pub quarters: [Quarter; 4],
}

/// [`Ttm`] of the latest four quarters of `quarters` (any order); `None` when the latest four are
/// not consecutive, or there are fewer.
pub fn ttm(quarters: &[Quarter], tolerance_days: i64) -> Option<Ttm> {
    let mut sorted: Vec<&Quarter> = quarters.iter().collect();
    sorted.sort_by(|a, b| (&a.end, &a.start).cmp(&(&b.end, &b.start)));
    let last: Vec<&Quarter> = sorted.iter().rev().take(4).rev().copied().collect();
    let [a, b, c, d] = last.as_slice() else { return None };
    for pair in last.windows(2) {
        let gap = days(&pair[1].start)? - days(&pair[0].end)? - 1;
        if gap.abs() > tolerance_days || pair[0].unit != pair[1].unit {
            return None;
        }
    }
    let value = [b, c, d].iter().try_fold(a.value, |acc, q| acc.plus(q.value))?;
    Some(Ttm { value, unit: a.unit.clone(), quarters: [(*a).clone(), (*b).clone(), (*c).clone(), (*d).clone()] })
}

/// The latest instant (a balance) of `facts`: latest end, then by the restatement rule.
pub fn latest_instant<'a>(facts: impl IntoIterator<Item = &'a Fact>) -> Option<&'a Fact> {
    latest_per_period(facts.into_iter().filter(|f| f.start.is_none())).into_iter().max_by(|a, b| {
        (&a.end, &a.filing.filed, &a.filing.accession).cmp(&(&b.end, &b.filing.filed, &b.filing.accession))
    })
}

/// The fiscal year a year ending on day number `end` is named by.
fn year_named(end: i64) -> i32 {
    let (y, m, d) = civil_from_days(end);
    let y = if m == 1 && d <= 7 { y - 1 } else { y };
    i32::try_from(y).unwrap_or(i32::MAX)
}
