//! Standardized statements: every filer's numbers in one language — the Fundamental Accounting
//! Concepts and the lines analysts ask for ([`rules`], data in `fac.rules`) — where every value
//! cites the fact it was filed as or the relation and inputs it was derived from, and the
//! relations between them are checked on what the filing holds ([`engine`]); [`quality`] sums
//! those checks over many filings. Nothing here reads a file: a source hands each filing over as
//! an [`Input`]. A bottom module: sources build its inputs, render prints its outputs.

pub mod engine;
pub mod quality;
pub mod rules;
pub mod shown;

pub use engine::{annual, standardize, template};
pub use rules::{Rules, Template, rules};

/// The filing a standardization is of (a row of the data sets' `sub`, or its like).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Subject {
    pub adsh: String,
    pub cik: i64,
    pub name: String,
    pub sic: Option<i32>,
    pub form: String,
    /// The balance-sheet date, `YYYY-MM-DD`.
    pub period: String,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub filed: String,
    /// The co-registrant whose figures stand for the filing: `None` for the numbers without one
    /// (the consolidated entity's); `ParentCompany` for a filing that tags its own figures with
    /// that legal-entity member and reports none without ([`LEGAL_ENTITY`]).
    pub legal_entity: Option<String>,
}

/// The legal-entity member (the data sets' `coreg`) a filing's figures are read at when it reports
/// none of them without a co-registrant (the standardization: none of the rules' elements for
/// its balance-sheet date; a statement as filed: none of its lines): combined filings of a
/// holding company and its subsidiaries (Sempra Energy, Pepco Holdings, Plum Creek Timber) and
/// some others (Citigroup's 10-Q of August 2009) tag the registrant's consolidated figures
/// `ParentCompany`. Where the consolidated figures are there, `ParentCompany` is the parent-only
/// schedule and is never read.
pub const LEGAL_ENTITY: &str = "ParentCompany";

/// Whether a number (its `segments` and `coreg`) is one of [`LEGAL_ENTITY`]'s figures: that
/// co-registrant, and no segment but the legal-entity member itself (the data sets' newer layout
/// writes it in `segments` too, `LegalEntity=ParentCompany;`).
pub fn at_legal_entity(segments: Option<&str>, coreg: Option<&str>) -> bool {
    coreg == Some(LEGAL_ENTITY)
        && segments.is_none_or(|s| {
            s.is_empty() || s.strip_prefix("LegalEntity=").and_then(|m| m.strip_suffix(';')) == Some(LEGAL_ENTITY)
        })
}

/// One consolidated number of a standard taxonomy (no segment, no co-registrant).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fact {
    pub tag: String,
    /// The taxonomy and its version (`us-gaap/2009`).
    pub version: String,
    pub ddate: String,
    pub qtrs: i32,
    pub uom: String,
    /// Exact, in ten-thousandths.
    pub value: i128,
}

/// One line of the filing's presentation of a statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub stmt: String,
    pub tag: String,
    pub report: i32,
    pub line: i32,
}

/// What a standardization reads of one filing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Input {
    pub subject: Subject,
    /// The consolidated facts of the elements the rules read, at any date.
    pub facts: Vec<Fact>,
    pub lines: Vec<Line>,
    /// For each unit of the filing: the power of ten (of ten-thousandths, at most 10: a
    /// million) dividing every non-zero amount in it, and how many amounts it has (any date,
    /// segment or co-registrant), per-share amounts left out: [`Powers`].
    pub powers: Vec<(String, Option<u32>, u64)>,
}

/// Where a standardized value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A fact of the filing: the element and its taxonomy version (the filing, date, period
    /// and unit are the value's).
    Filed { tag: String, version: String },
    /// Solved from a relation of the rules; the inputs are (concept, value) as used.
    Derived { relation: usize, inputs: Vec<(usize, i128)> },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    /// Exact, in ten-thousandths.
    pub value: i128,
    pub uom: String,
    /// The period's length in quarters (0: an instant); it ends on the filing's date.
    pub qtrs: i32,
    pub origin: Origin,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Exact,
    /// Off by no more than the filing's rounding unit.
    Rounding,
    Fails,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Exact => "exact",
            Outcome::Rounding => "rounding",
            Outcome::Fails => "fails",
        }
    }
}

/// A relation evaluated on one filing: its total, the sum of its terms as they count there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    pub relation: usize,
    pub total: i128,
    pub sum: i128,
    /// Whether it counts towards the figures: no operand derived from it, no fact twice.
    pub counted: bool,
    pub outcome: Outcome,
}

/// One filing standardized: a value (or none) for each concept of the rules, in their order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standardized {
    pub template: Template,
    pub currency: Option<String>,
    /// The rounding unit, in ten-thousandths.
    pub unit: Option<i128>,
    pub date: String,
    pub flow: i32,
    pub ytd: i32,
    pub values: Vec<Option<Value>>,
    pub checks: Vec<Check>,
}

impl Standardized {
    /// Whether the filing counts as standardized: its balance-sheet totals or its net income
    /// have a value.
    pub fn standardized(&self, rules: &Rules) -> bool {
        let has = |name: &str| rules.concept(name).is_some_and(|i| self.values[i].is_some());
        (has("Assets") && has("LiabilitiesAndEquity")) || has("NetIncomeLoss")
    }
}

/// A standardized statement as shown: the filing, its standardization, and which statement of
/// it (the concepts of that statement are its lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub subject: Subject,
    pub standardized: Standardized,
    pub stmt: rules::Stmt,
}

/// Whether an element is a per-share (or per-unit) amount by its name: `Per` followed by `Share`,
/// `Basic`, `Diluted`, `Outstanding`, `Unit`, `Limited` or `General`
/// (`EarningsPerShareBasic`, `IncomeLossFromContinuingOperationsPerBasicShare`,
/// `NetIncomeLossPerOutstandingLimitedPartnershipUnit`), not `…DuringPeriodValue…`.
pub fn per_share(tag: &str) -> bool {
    const NEXT: [&str; 7] = ["Share", "Basic", "Diluted", "Outstanding", "Unit", "Limited", "General"];
    tag.match_indices("Per").any(|(i, _)| NEXT.iter().any(|n| tag[i + 3..].starts_with(n)))
}

/// The rounding powers of a filing's amounts, unit by unit ([`Input::powers`]), fed one number
/// at a time.
#[derive(Debug, Clone, Default)]
pub struct Powers(Vec<(String, Option<u32>, u64)>);

impl Powers {
    /// The largest power of ten counted: a million, in ten-thousandths.
    const TOP: u32 = 10;

    pub fn add(&mut self, tag: &str, uom: &str, value: i128) {
        if uom == "shares" || uom == "pure" || uom.contains('/') || per_share(tag) {
            return;
        }
        let at = match self.0.iter().position(|(u, _, _)| u == uom) {
            Some(at) => at,
            None => {
                self.0.push((uom.to_string(), None, 0));
                self.0.len() - 1
            }
        };
        self.0[at].2 += 1;
        if value == 0 {
            return;
        }
        let mut p = 0;
        let mut v = value;
        while p < Self::TOP && v % 10 == 0 {
            v /= 10;
            p += 1;
        }
        self.0[at].1 = Some(self.0[at].1.map_or(p, |q| q.min(p)));
    }

    pub fn into_vec(self) -> Vec<(String, Option<u32>, u64)> {
        self.0
    }
}

#[cfg(test)]
mod tests;
