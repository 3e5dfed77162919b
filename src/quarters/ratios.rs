//! The standardized values a ratio reads over the trailing twelve months (`ratios --ttm`): each
//! flow concept's sum of its latest four standardized quarters (the income statement's and the
//! cash flows', [`super::standard`]), and each balance concept standardized from the elements'
//! balances at the latest balance-sheet date (the latest filing's of that date); and of discrete
//! quarters (`ratios --discrete`): each quarter's standardized flows (the quarters `--discrete
//! --standard` gives) and the balances at its end, standardized alike. No I/O: the command hands
//! in the facts.

use crate::model::Fact;
use crate::quarters::statement::{self, all_elements, elements};
use crate::quarters::view::{Balance, Column, Line, Mode, TtmLine, View};
use crate::quarters::{self as q, Quarter};
use crate::standard::rules::{PeriodKind, Stmt};
use crate::standard::{Input, NumberRow, Powers, Standardized, Subject};

/// A company's latest twelve months as ratios read them.
#[derive(Debug, Default)]
pub struct Latest {
    /// The flow concepts' trailing twelve months (a line's `element` is the concept).
    pub flows: Vec<TtmLine>,
    /// The balance-sheet date: the latest date of the company's total assets, else of any balance.
    pub date: Option<String>,
    /// The elements' balances at that date.
    pub balances: Vec<Balance>,
    /// Those balances standardized (`None`: none at the date).
    pub standardized: Option<Standardized>,
}

/// Every element the flows' and the balances' concepts read: what a source keeps of the facts.
pub fn wanted() -> Vec<&'static str> {
    let mut all = elements(Stmt::Income);
    for e in elements(Stmt::CashFlow).into_iter().chain(all_elements(Stmt::Balance)) {
        if !all.contains(&e) {
            all.push(e);
        }
    }
    all
}

/// The latest twelve months of the company whose facts `facts(element)` gives, as known on `as_of`.
pub fn latest<'a>(as_of: Option<&str>, facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])> + Copy) -> Latest {
    let mut flows = Vec::new();
    for stmt in [Stmt::Income, Stmt::CashFlow] {
        flows.extend(statement::view(stmt, &Mode::StandardTtm, as_of, facts).ttm);
    }
    let balances = statement::view(Stmt::Balance, &Mode::Ttm, as_of, facts).balances;
    let date = balances
        .iter()
        .find(|b| b.element == "Assets")
        .or_else(|| balances.iter().max_by(|a, b| a.input.end.cmp(&b.input.end)))
        .map(|b| b.input.end.clone());
    let Some(date) = date else { return Latest { flows, ..Latest::default() } };
    let balances: Vec<Balance> = balances.into_iter().filter(|b| b.input.end == date).collect();
    let standardized = crate::standard::standardize(crate::standard::rules(), &balance_input(&date, &balances));
    Latest { flows, date: Some(date), balances, standardized }
}

/// The balances at `date` as what the standardization reads of one filing.
fn balance_input(date: &str, balances: &[Balance]) -> Input {
    let mut powers = Powers::default();
    let mut facts = Vec::new();
    for b in balances {
        let Some(value) = b.input.value.to_ten_thousandths() else { continue };
        powers.add(&b.element, &b.unit, value);
        facts.push(NumberRow {
            tag: b.element.clone(),
            version: "us-gaap".into(),
            ddate: date.to_string(),
            qtrs: 0,
            uom: b.unit.clone(),
            value,
        });
    }
    let subject = Subject { form: "10-Q".into(), period: date.to_string(), ..Subject::default() };
    Input { subject, facts, others: Default::default(), lines: Vec::new(), powers: powers.into_vec() }
}

impl Latest {
    /// The flow concept's trailing twelve months.
    pub fn flow(&self, concept: &str) -> Option<&TtmLine> {
        self.flows.iter().find(|l| l.element == concept)
    }

    /// The day the twelve months end: the revenues', else the first flow's, else the balances'.
    pub fn end(&self) -> Option<&str> {
        let line = self.flow("Revenues").or(self.flows.first());
        line.map(|l| l.ttm.quarters[3].end.as_str()).or(self.date.as_deref())
    }

    /// The currency: the balances', else the first flow's unit.
    pub fn currency(&self) -> Option<&str> {
        let balances = self.standardized.as_ref().and_then(|s| s.currency.as_deref());
        balances.or_else(|| self.flows.first().map(|l| l.unit.as_str()))
    }

    /// The element balance a standardized balance was filed as.
    pub fn balance(&self, element: &str) -> Option<&Balance> {
        self.balances.iter().find(|b| b.element == element)
    }

    /// Concept `c`'s value as a ratio reads it: a flow's twelve months (four quarters, ending on
    /// the last one's end), a balance at the balance-sheet date.
    pub fn amount(&self, c: usize) -> Option<crate::standard::ratios::Amount<'_>> {
        let rules = crate::standard::rules();
        let concept = &rules.concepts[c];
        if concept.period == PeriodKind::Instant {
            let v = self.standardized.as_ref()?.values[c].as_ref()?;
            return Some(crate::standard::ratios::Amount {
                value: v.value,
                uom: &v.uom,
                qtrs: 0,
                end: self.date.as_deref()?,
            });
        }
        let line = self.flow(&concept.name)?;
        Some(crate::standard::ratios::Amount {
            value: line.ttm.value.to_ten_thousandths()?,
            uom: &line.unit,
            qtrs: 4,
            end: &line.ttm.quarters[3].end,
        })
    }
}

/// A company's latest discrete quarters as ratios read them: the standardized quarters of the
/// income statement and of the cash flows (`--discrete --standard`), and the balances at each
/// quarter's end.
#[derive(Debug, Default)]
pub struct Quarterly {
    /// The income statement's standardized quarters; its columns are the quarters asked.
    pub income: View,
    /// The cash flows' standardized quarters (their columns matched to the income statement's by
    /// fiscal quarter).
    pub cash: View,
    /// The balances at each of the income statement's columns' ends, in its order.
    pub balances: Vec<AtEnd>,
}

/// The elements' balances at one date, and those balances standardized.
#[derive(Debug, Default)]
pub struct AtEnd {
    pub date: String,
    pub balances: Vec<Balance>,
    /// `None`: no balance at the date.
    pub standardized: Option<Standardized>,
}

impl AtEnd {
    /// The element balance a standardized balance was filed as.
    pub fn balance(&self, element: &str) -> Option<&Balance> {
        self.balances.iter().find(|b| b.element == element)
    }
}

/// The latest `n` discrete quarters of the company whose facts `facts(element)` gives, as known
/// on `as_of`.
pub fn quarterly<'a>(
    n: usize,
    as_of: Option<&str>,
    facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])> + Copy,
) -> Quarterly {
    let income = statement::view(Stmt::Income, &Mode::Standard(n), as_of, facts);
    let cash = statement::view(Stmt::CashFlow, &Mode::Standard(n), as_of, facts);
    let balances = income.columns.iter().map(|c| at_end(&c.end, as_of, facts)).collect();
    Quarterly { income, cash, balances }
}

/// The balance sheet's elements at `date`, each as the latest periodic filing reporting it there
/// (filed by `as_of`) gives it, as `balancesheet --ttm` takes a balance; standardized.
fn at_end<'a>(date: &str, as_of: Option<&str>, facts: impl Fn(&str) -> Vec<(&'a str, &'a [Fact])>) -> AtEnd {
    let mut balances = Vec::new();
    for element in all_elements(Stmt::Balance) {
        for (unit, list) in facts(element) {
            if statement::wrong_unit(Stmt::Balance, element, unit).is_some() {
                continue;
            }
            let at = list
                .iter()
                .filter(|f| f.start.is_none() && f.end == date && q::periodic(&f.filing.form))
                .filter(|f| as_of.is_none_or(|d| f.filing.filed.as_str() <= d));
            if let Some(f) = q::latest_instant(at) {
                balances.push(Balance { element: element.to_string(), unit: unit.to_string(), input: q::Input::of(f) });
            }
        }
    }
    let standardized = crate::standard::standardize(crate::standard::rules(), &balance_input(date, &balances));
    AtEnd { date: date.to_string(), balances, standardized }
}

impl Quarterly {
    /// The quarters, oldest first (the income statement's columns).
    pub fn columns(&self) -> &[Column] {
        &self.income.columns
    }

    /// Flow concept `concept`'s line and its quarter in column `col` (of either statement).
    pub fn flow(&self, col: usize, concept: &str) -> Option<(&Line, usize, &Quarter)> {
        let c = self.income.columns.get(col)?;
        for view in [&self.income, &self.cash] {
            let Some(i) = view.columns.iter().position(|x| x.fiscal_year == c.fiscal_year && x.period == c.period)
            else {
                continue;
            };
            if let Some(line) = view.lines.iter().find(|l| l.element == concept)
                && let Some(quarter) = line.cells[i].as_ref()
            {
                return Some((line, i, quarter));
            }
        }
        None
    }

    /// The currency of column `col`: its balances', else the first flow's unit.
    pub fn currency(&self, col: usize) -> Option<&str> {
        let balances = self.balances.get(col)?.standardized.as_ref().and_then(|s| s.currency.as_deref());
        balances.or_else(|| {
            self.income.lines.iter().find(|l| l.cells.get(col).is_some_and(Option::is_some)).map(|l| l.unit.as_str())
        })
    }

    /// Concept `c`'s value in column `col` as a ratio reads it: a flow's quarter (one quarter,
    /// ending on its end), a balance at the quarter's end.
    pub fn amount(&self, col: usize, c: usize) -> Option<crate::standard::ratios::Amount<'_>> {
        let concept = &crate::standard::rules().concepts[c];
        if concept.period == PeriodKind::Instant {
            let at = self.balances.get(col)?;
            let v = at.standardized.as_ref()?.values[c].as_ref()?;
            return Some(crate::standard::ratios::Amount { value: v.value, uom: &v.uom, qtrs: 0, end: &at.date });
        }
        let (line, _, quarter) = self.flow(col, &concept.name)?;
        Some(crate::standard::ratios::Amount {
            value: quarter.value.to_ten_thousandths()?,
            uom: &line.unit,
            qtrs: 1,
            end: &quarter.end,
        })
    }
}
