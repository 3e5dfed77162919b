//! A company's facts as every filing reported them, by taxonomy, element and unit, each fact with
//! its period, exact value and the filing that reported it: what the quarters and quote's figures
//! read, whichever source built it (EDGAR from its companyfacts, the bulk store from its rows).

use std::collections::BTreeMap;

use super::Filing;
use super::number::Dec;

/// One fact of one element as finq reads it: its period (a duration has a start, an instant
/// none; dates `YYYY-MM-DD`), its exact value in `unit`, and the filing that reported it. What the
/// quarters derive from and quote's figures read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fact {
    pub start: Option<String>,
    pub end: String,
    pub value: Dec,
    pub unit: String,
    pub filing: Filing,
}

/// An element's facts by unit, of one taxonomy: element -> unit -> facts.
pub type Elements = BTreeMap<String, BTreeMap<String, Vec<Fact>>>;

/// A company's facts: taxonomy (`us-gaap`, `dei`) -> element -> unit -> facts, as the source
/// holds them (in its order); looked up, never walked by its layout. `refused` counts what the
/// source sent that is not among them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    pub cik: u64,
    pub entity_name: String,
    by: BTreeMap<String, Elements>,
    pub refused: Refusals,
}

/// The facts a source sent that finq does not use, by why, each kind counted with its first
/// example; and how many figures were left out with them. Said on one line
/// ([`Refusals::line`]), never dropped unsaid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Refusals {
    /// A date that is no calendar day: the filing's (`filed`: empty, `9999-99-99`), or the period's.
    pub undated: Tally,
    /// A value finq cannot read exactly (`1e400`, forty digits, sixty places).
    pub unreadable: Tally,
    /// One filing reports one period twice with two values: which it means is unknown.
    pub conflicting: Tally,
    /// Figures of the same periods from other filings left out with them: a refused fact may be
    /// their restatement, so none of them stands in for it.
    pub with_them: usize,
}

/// How many facts, and the first of them in words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub count: usize,
    pub first: Option<String>,
}

impl Tally {
    /// Counts one more; `describe` says the first.
    pub fn add(&mut self, describe: impl FnOnce() -> String) {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(describe());
        }
    }
}

impl Refusals {
    pub fn is_empty(&self) -> bool {
        self.undated.count + self.unreadable.count + self.conflicting.count == 0
    }

    /// One line for a person, naming `whose` facts (`EDGAR's companyfacts`), or `None` when
    /// nothing was refused: `3 facts of EDGAR's companyfacts refused, not used: 2 whose filing
    /// date is no date (the first: …); 1 whose value …`.
    pub fn line(&self, whose: &str) -> Option<String> {
        if self.is_empty() {
            return None;
        }
        let total = self.undated.count + self.unreadable.count + self.conflicting.count;
        let kinds = [
            (&self.undated, "whose date is no calendar day"),
            (&self.unreadable, "whose value finq cannot read exactly"),
            (&self.conflicting, "that one filing reports twice for one period, with two values"),
        ];
        let parts: Vec<String> = kinds
            .iter()
            .filter(|(t, _)| t.count > 0)
            .map(|(t, why)| {
                let first = t.first.as_deref().unwrap_or_default();
                match t.count {
                    1 => format!("1 {why} ({first})"),
                    n => format!("{n} {why} (the first: {first})"),
                }
            })
            .collect();
        let them = if total == 1 { "it" } else { "them" };
        let with_them = match self.with_them {
            0 => String::new(),
            1 => format!(
                "; 1 figure of the same period from another filing is left out with {them}, so that no older \
                 figure stands in for a refused one"
            ),
            n => format!(
                "; {n} figures of the same periods from other filings are left out with {them}, so that no older \
                 figure stands in for a refused one"
            ),
        };
        let noun = if total == 1 { "fact" } else { "facts" };
        Some(format!("{total} {noun} of {whose} refused, not used: {}{with_them}", parts.join("; ")))
    }
}

impl Facts {
    /// The facts `by` taxonomy of the company `cik`.
    pub fn new(cik: u64, entity_name: String, by: BTreeMap<String, Elements>) -> Facts {
        Facts { cik, entity_name, by, refused: Refusals::default() }
    }

    /// An element's facts in `unit`; empty when the company has none.
    pub fn of(&self, taxonomy: &str, element: &str, unit: &str) -> &[Fact] {
        self.by.get(taxonomy).and_then(|t| t.get(element)).and_then(|u| u.get(unit)).map_or(&[], Vec::as_slice)
    }

    /// An element's facts by unit, in the units' order; empty when the company has none.
    pub fn units(&self, taxonomy: &str, element: &str) -> Vec<(&str, &[Fact])> {
        self.by
            .get(taxonomy)
            .and_then(|t| t.get(element))
            .map(|u| u.iter().map(|(unit, list)| (unit.as_str(), list.as_slice())).collect())
            .unwrap_or_default()
    }

    /// The elements of `taxonomy` the company has facts of, in order.
    pub fn elements(&self, taxonomy: &str) -> impl Iterator<Item = &str> {
        self.by.get(taxonomy).into_iter().flat_map(|t| t.keys().map(String::as_str))
    }

    /// Every (taxonomy, element, unit) and its facts, in order.
    pub fn all(&self) -> impl Iterator<Item = (&str, &str, &str, &[Fact])> {
        self.by.iter().flat_map(|(taxonomy, elements)| {
            elements.iter().flat_map(move |(element, units)| {
                units
                    .iter()
                    .map(move |(unit, list)| (taxonomy.as_str(), element.as_str(), unit.as_str(), list.as_slice()))
            })
        })
    }
}
