//! A statement in fiscal quarters as shown: its columns (fiscal quarters), its lines (an element in
//! a unit, a quarter or nothing per column), the trailing twelve months, the refusals, and the
//! figures as first and as latest filed. Made by
//! `api::filed::quarterly` from a company's facts, shown by `render::quarterly`: the types sit
//! here, below both.

use super::restated::Restatement;
use super::{Period, Quarter, Ttm};
use crate::model::number::Dec;

/// What is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// The latest `n` quarters, side by side.
    Discrete(usize),
    /// The latest `n` quarters of the standardized concepts (`--discrete --standard`): each
    /// quarter's elements standardized as a filing's are.
    Standard(usize),
    /// One column: the latest four quarters summed.
    Ttm,
    /// One column: the latest four standardized quarters summed, concept by concept
    /// (`--ttm --standard`).
    StandardTtm,
    /// Each figure of the latest `n` period ends that two filings or more report, as first filed
    /// beside the latest filed.
    Restated(usize),
}

/// A fiscal quarter of the statement: a column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub fiscal_year: i32,
    pub period: Period,
    /// The calendar date it ends.
    pub end: String,
}

impl Column {
    /// `FY2024 Q4`.
    pub fn label(&self) -> String {
        format!("FY{} {}", self.fiscal_year, self.period)
    }
}

/// One element in one unit, a quarter (or nothing) per column. Standardized (`--standard`), one
/// concept: `element` is the concept's name and `filed_as` each cell's element (none where the
/// concept was solved from a relation).
#[derive(Debug, Clone)]
pub struct Line {
    pub element: String,
    pub unit: String,
    pub cells: Vec<Option<Quarter>>,
    /// Standardized only (else empty): the element each cell's quarter is of.
    pub filed_as: Vec<Option<String>>,
}

/// One element's trailing twelve months.
#[derive(Debug, Clone)]
pub struct TtmLine {
    pub element: String,
    pub unit: String,
    pub ttm: Ttm,
    /// Standardized only (else empty): the element each of the four quarters is of (none where
    /// the concept was solved from a relation).
    pub filed_as: Vec<Option<String>>,
}

/// One element's figure for one period as first and as latest filed.
#[derive(Debug, Clone)]
pub struct RestatedLine {
    pub element: String,
    pub restatement: Restatement,
}

/// A value not given, and why: `quarter` is a column's label, or `TTM`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub element: String,
    pub unit: String,
    pub quarter: String,
    pub end: Option<String>,
    pub reason: String,
}

/// The statement in quarters: the columns (oldest first), the lines in the concepts' order.
#[derive(Debug, Clone, Default)]
pub struct View {
    pub columns: Vec<Column>,
    pub lines: Vec<Line>,
    pub ttm: Vec<TtmLine>,
    pub refused: Vec<Refused>,
    /// [`Mode::Restated`]: latest period end first, then the shorter period, then the elements'
    /// order. `columns` is empty.
    pub restated: Vec<RestatedLine>,
    /// [`Mode::Standard`]: each quarter's relations of the statement, as evaluated on its
    /// standardized values (column by column, in the rules' order).
    pub checks: Vec<QuarterCheck>,
    /// [`Mode::Ttm`] of a balance sheet: each element's balance at the latest date any has one
    /// (the trailing twelve months of a balance is its latest balance). `columns` is empty.
    pub balances: Vec<Balance>,
}

impl View {
    /// Whether every value the view would show is refused: values were asked for and none is
    /// given (no quarter, sum, balance or restated figure), so the answer is only refusals.
    pub fn only_refused(&self) -> bool {
        !self.refused.is_empty()
            && self.lines.iter().all(|l| l.cells.iter().all(Option::is_none))
            && self.ttm.is_empty()
            && self.balances.is_empty()
            && self.restated.is_empty()
    }

    /// The refusals' reasons, each once, with how many values it refused: most first, then in
    /// the order first met.
    pub fn refusal_reasons(&self) -> Vec<(&str, usize)> {
        let mut reasons: Vec<(&str, usize)> = Vec::new();
        for r in &self.refused {
            match reasons.iter_mut().find(|(reason, _)| *reason == r.reason) {
                Some((_, n)) => *n += 1,
                None => reasons.push((&r.reason, 1)),
            }
        }
        reasons.sort_by_key(|r| std::cmp::Reverse(r.1));
        reasons
    }
}

/// An element's balance as the latest filing reporting it at the date gives it (`start` empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Balance {
    pub element: String,
    pub unit: String,
    pub input: super::Input,
}

/// A relation evaluated on one standardized quarter: both sides and the outcome (`exact`,
/// `rounding`: within the quarter's rounding unit, or `fails`); `counted` when no operand was
/// derived from the relation itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuarterCheck {
    pub quarter: String,
    pub relation: String,
    pub formula: String,
    pub total: Dec,
    pub sum: Dec,
    pub counted: bool,
    pub outcome: &'static str,
}
