//! The quality report: standardized filings summed up — for each relation the filings where it
//! was evaluated, counted, held exactly or within the rounding unit; the filings passing every
//! counted relation, overall and by industry; how often each concept is filled; and the failing
//! filings with their numbers.

use std::collections::BTreeMap;

use super::{Class, Outcome, Rules, Standardized, Subject, Turn};

/// A filer's industry for the report: banks, insurers, utilities and REITs apart, everyone else
/// by the SIC division.
pub fn industry(sic: Option<i32>) -> &'static str {
    let Some(sic) = sic else { return "unknown" };
    match sic {
        6020..=6036 => "banks",
        6311..=6399 => "insurers",
        6798 => "REITs",
        4900..=4991 => "utilities",
        100..=999 => "agriculture",
        1000..=1499 => "mining",
        1500..=1799 => "construction",
        2000..=3999 => "manufacturing",
        4000..=4899 => "transportation and communications",
        5000..=5199 => "wholesale",
        5200..=5999 => "retail",
        6000..=6799 => "finance and real estate",
        7000..=8999 => "services",
        9100..=9729 => "public administration",
        _ => "other",
    }
}

/// One relation's figures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RelationFigures {
    pub id: String,
    pub formula: String,
    /// Filings where the relation could be evaluated.
    pub evaluated: u64,
    /// Of those, the filings where it counts (no operand derived from it).
    pub counted: u64,
    pub exact: u64,
    /// Exact or within one rounding unit.
    pub within_rounding: u64,
    /// Of the counted failures, those classed as the filer's own error ([`Class::filer_error`]).
    pub filer_errors: u64,
    /// Of the evaluated, the filings where it decided a filed value's sign (it failed as filed
    /// and holds with one operand of the other sign: [`super::Turn::Totals`]); not counted.
    pub signs_turned: u64,
}

/// Pass-all figures of a group of filings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Group {
    pub filings: u64,
    pub standardized: u64,
    /// Filings with at least one counted relation.
    pub evaluated: u64,
    /// Of those, the filings passing every counted relation within the rounding unit.
    pub pass_all: u64,
    /// Of those, the filings where a relation decided a filed value's sign ([`super::Turn::Totals`]):
    /// it is not counted there, so they pass by the turn as much as by their other checks.
    pub pass_all_signs_turned: u64,
}

/// A concept's fill rate: the standardized filings whose template shows it, and those with a
/// value, filed or derived.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fill {
    pub concept: String,
    pub filings: u64,
    pub filed: u64,
    pub derived: u64,
}

/// A counted relation failing in a filing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub adsh: String,
    pub cik: i64,
    pub name: String,
    pub form: String,
    pub relation: String,
    pub total: i128,
    pub sum: i128,
    pub class: Class,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub version: String,
    pub quarters: Vec<String>,
    pub all: Group,
    pub relations: Vec<RelationFigures>,
    pub industries: BTreeMap<String, Group>,
    pub fill: Vec<Fill>,
    pub failures: Vec<Failure>,
    /// How many counted failures each class has, by [`Class::name`].
    pub classes: BTreeMap<&'static str, u64>,
}

impl Report {
    pub fn new(rules: &Rules, quarters: Vec<String>) -> Report {
        Report {
            version: rules.version.clone(),
            quarters,
            relations: rules
                .relations
                .iter()
                .map(|r| RelationFigures { id: r.id.clone(), formula: r.text.clone(), ..Default::default() })
                .collect(),
            fill: rules.concepts.iter().map(|c| Fill { concept: c.name.clone(), ..Default::default() }).collect(),
            ..Default::default()
        }
    }

    /// Adds one filing of a 10-K or 10-Q form, standardized.
    pub fn add(&mut self, rules: &Rules, subject: &Subject, s: &Standardized) {
        let group = self.industries.entry(industry(subject.sic).to_string()).or_default();
        for g in [&mut self.all, group] {
            g.filings += 1;
        }
        if !s.standardized(rules) {
            return;
        }
        let counted: Vec<_> = s.checks.iter().filter(|c| c.counted).collect();
        let passes = counted.iter().all(|c| c.outcome != Outcome::Fails);
        let turned_by: Vec<&str> = s
            .values
            .iter()
            .flatten()
            .filter_map(|v| match v.turn() {
                Some(Turn::Totals { relation }) => Some(relation.as_str()),
                _ => None,
            })
            .collect();
        let group = self.industries.get_mut(industry(subject.sic)).expect("added above");
        for g in [&mut self.all, group] {
            g.standardized += 1;
            if !counted.is_empty() {
                g.evaluated += 1;
                g.pass_all += u64::from(passes);
                g.pass_all_signs_turned += u64::from(passes && !turned_by.is_empty());
            }
        }
        for c in &s.checks {
            let f = &mut self.relations[c.relation];
            f.evaluated += 1;
            f.signs_turned += u64::from(turned_by.contains(&f.id.as_str()));
            if c.counted {
                f.counted += 1;
                f.exact += u64::from(c.outcome == Outcome::Exact);
                f.within_rounding += u64::from(c.outcome != Outcome::Fails);
                if c.outcome == Outcome::Fails {
                    let class = c.class.clone().unwrap_or(Class::Unexplained);
                    f.filer_errors += u64::from(class.filer_error());
                    *self.classes.entry(class.name()).or_default() += 1;
                    self.failures.push(Failure {
                        adsh: subject.adsh.clone(),
                        cik: subject.cik,
                        name: subject.name.clone(),
                        form: subject.form.clone(),
                        relation: f.id.clone(),
                        total: c.total,
                        sum: c.sum,
                        class,
                    });
                }
            }
        }
        for (i, c) in rules.concepts.iter().enumerate() {
            if !c.shown_for(s.template) {
                continue;
            }
            let f = &mut self.fill[i];
            f.filings += 1;
            match &s.values[i] {
                Some(v) if v.origin.of_facts() => f.filed += 1,
                Some(_) => f.derived += 1,
                None => {}
            }
        }
    }
}
