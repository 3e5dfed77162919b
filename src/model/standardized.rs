//! A standardized filing as data: the filing it is of, each concept's value with where it came
//! from (a fact as filed, or a relation solved), the relations checked, and which statement of
//! it is shown. [`crate::standard`] makes them from its rules; render prints them.

/// Which statement a concept belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stmt {
    Balance,
    Income,
    Comprehensive,
    CashFlow,
}

impl Stmt {
    /// The standardized statement that answers `kind`: a filing's one statement of operations for
    /// `income` and `operations`; none for the equity statement (the Fundamental Accounting
    /// Concepts have equity on the balance sheet).
    pub fn of(kind: super::StatementKind) -> Option<Stmt> {
        use super::StatementKind as K;
        match kind {
            K::BalanceSheet => Some(Stmt::Balance),
            K::Income | K::Operations => Some(Stmt::Income),
            K::Comprehensive => Some(Stmt::Comprehensive),
            K::CashFlow => Some(Stmt::CashFlow),
            K::Equity => None,
        }
    }

    /// The statement of the registry this one is.
    pub fn kind(self) -> super::StatementKind {
        use super::StatementKind as K;
        match self {
            Stmt::Balance => K::BalanceSheet,
            Stmt::Income => K::Income,
            Stmt::Comprehensive => K::Comprehensive,
            Stmt::CashFlow => K::CashFlow,
        }
    }
}

/// The industries whose statements show a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Template {
    General,
    Bank,
    Insurer,
    /// Real estate investment trusts: the general lines and a REIT's own (rents, property costs,
    /// gains on sale, the inputs of funds from operations).
    Reit,
    /// Electric, gas and water utilities: the general lines and the regulated ones.
    Utility,
    /// Brokers and dealers: the general lines, a bank's (interest, noninterest expense) and a
    /// broker's own (commissions, principal transactions, investment banking).
    Broker,
}

impl Template {
    pub fn name(self) -> &'static str {
        match self {
            Template::General => "general",
            Template::Bank => "bank",
            Template::Insurer => "insurer",
            Template::Reit => "reit",
            Template::Utility => "utility",
            Template::Broker => "broker",
        }
    }

    /// Whether a filer of this template shows the lines the rules mark `line`: its own, and
    /// those of the templates it refines (a REIT's statements are a general company's with
    /// more lines; a broker's mix a company's and a bank's).
    pub fn shows(self, line: Template) -> bool {
        line == self
            || match self {
                Template::Reit | Template::Utility => line == Template::General,
                Template::Broker => matches!(line, Template::General | Template::Bank),
                Template::General | Template::Bank | Template::Insurer => false,
            }
    }
}

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
    /// that legal-entity member and reports none without ([`crate::sec::legal_entity::LEGAL_ENTITY`]).
    pub legal_entity: Option<String>,
}

/// Where a standardized value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A fact of the filing: the element and its taxonomy version (the filing, date, period
    /// and unit are the value's). `turned`: the filing reports it with the other sign, and why
    /// ([`Turn`]), so the value is the filed one negated ([`Value::filed`] is what the filing
    /// says).
    Filed { tag: String, version: String, turned: Option<Turn> },
    /// Solved from a relation of the rules; the inputs are (concept, value) as used.
    Derived { relation: usize, inputs: Vec<(usize, i128)> },
    /// The sum of lines the filing presents together in a place the rules read
    /// (`presented C between A B`) without a total of them: each a fact of the filing, cited as
    /// (element, taxonomy version, value as filed).
    Summed { parts: Vec<(String, String, i128)> },
}

/// Why a filed value's sign was turned: the filer's sign, shown by what the filing says itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turn {
    /// The concept is positive by convention (a payment, a cost), and the filing reports it
    /// below zero.
    Convention,
    /// The filing's own total and other terms of this relation (its id) hold only with the other
    /// sign: discontinued operations filed as a loss where net income and income from continuing
    /// operations show a gain (RRI's 10-Q of 2009q3).
    Totals { relation: String },
}

impl Origin {
    /// Whether the value is the filing's own, one fact or a sum of facts (not solved).
    pub fn of_facts(&self) -> bool {
        matches!(self, Origin::Filed { .. } | Origin::Summed { .. })
    }
}

/// A sum's parts ([`Origin::Summed`]) as text, for a cell each: their elements (`A + B`), their
/// versions in the same order (`us-gaap/2009 + 0000000001-09-000001`), and each with its value
/// (`A=1 B=2`, as a derivation's inputs are written).
pub fn parts_text(parts: &[(String, String, i128)]) -> (String, String, String) {
    let tags: Vec<&str> = parts.iter().map(|(tag, ..)| tag.as_str()).collect();
    let versions: Vec<&str> = parts.iter().map(|(_, version, _)| version.as_str()).collect();
    let values: Vec<String> =
        parts.iter().map(|(tag, _, value)| format!("{tag}={}", super::number::decimal_text(*value))).collect();
    (tags.join(" + "), versions.join(" + "), values.join(" "))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    /// Exact, in ten-thousandths, by the concept's sign convention.
    pub value: i128,
    pub uom: String,
    /// The period's length in quarters (0: an instant); it ends on the filing's date.
    pub qtrs: i32,
    pub origin: Origin,
}

impl Value {
    /// The value as the filing reports it: the fact's own sign, which a turned value does not
    /// keep (`None` for a derived value, or a sum of facts: no one fact).
    pub fn filed(&self) -> Option<i128> {
        match self.origin {
            Origin::Filed { ref turned, .. } => Some(if turned.is_some() { -self.value } else { self.value }),
            Origin::Derived { .. } | Origin::Summed { .. } => None,
        }
    }

    /// Why the sign was turned, where it was.
    pub fn turn(&self) -> Option<&Turn> {
        match &self.origin {
            Origin::Filed { turned, .. } => turned.as_ref(),
            Origin::Derived { .. } | Origin::Summed { .. } => None,
        }
    }

    /// Whether the sign was turned (to the concept's convention, or by the filing's own totals).
    pub fn turned(&self) -> bool {
        self.turn().is_some()
    }

    /// What a reader must know of the value of `concept` besides its number: that its sign was
    /// turned, why, and what the filing reports (`None`: nothing).
    pub fn caution(&self, concept: &str) -> Option<String> {
        let filed = super::number::decimal_text(self.filed()?);
        Some(match self.turn()? {
            Turn::Convention => format!("sign turned: filed as {filed}, and {concept} is positive by convention"),
            Turn::Totals { relation } => {
                format!("sign turned: filed as {filed}, and the filing's own figures of {relation} hold only so")
            }
        })
    }
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
    /// Why a failing check fails, as far as the filing shows (`None` where it holds).
    pub class: Option<Class>,
}

/// Why a relation fails in a filing, by what the filing's own figures show: the first of these
/// that holds (within the rounding unit), in this order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Class {
    /// One filed operand (a concept) with the other sign makes the relation hold: the filer's
    /// sign.
    FilerSign { concept: usize },
    /// One filed operand a thousand or a million times larger or smaller (`power`: 3, -3, 6,
    /// -6) makes it hold: the filer's scale.
    FilerScale { concept: usize, power: i8 },
    /// The difference is one of the terms: the total is tagged on a subtotal that leaves it out.
    SubtotalAsTotal { concept: usize },
    /// An element of the filing outside the relation (one the rules do not read, or read for
    /// another concept; for the relation's period and unit) equals the difference: a part the
    /// relation misses.
    OutsideElement { tag: String, value: i128 },
    /// None of the above.
    Unexplained,
}

impl Class {
    pub fn name(&self) -> &'static str {
        match self {
            Class::FilerSign { .. } => "filer_sign",
            Class::FilerScale { .. } => "filer_scale",
            Class::SubtotalAsTotal { .. } => "subtotal_as_total",
            Class::OutsideElement { .. } => "outside_element",
            Class::Unexplained => "unexplained",
        }
    }

    /// Whether the failure is the filer's own error (its sign, its scale, a subtotal tagged as the
    /// total), not a part the rules do not read or something unexplained.
    pub fn filer_error(&self) -> bool {
        matches!(self, Class::FilerSign { .. } | Class::FilerScale { .. } | Class::SubtotalAsTotal { .. })
    }
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

/// A standardized statement as shown: the filing, its standardization, and which statement of
/// it (the concepts of that statement are its lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub subject: Subject,
    pub standardized: Standardized,
    pub stmt: Stmt,
}
