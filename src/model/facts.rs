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
/// holds them (in its order); looked up, never walked by its layout.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    pub cik: u64,
    pub entity_name: String,
    by: BTreeMap<String, Elements>,
}

impl Facts {
    /// The facts `by` taxonomy of the company `cik`.
    pub fn new(cik: u64, entity_name: String, by: BTreeMap<String, Elements>) -> Facts {
        Facts { cik, entity_name, by }
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
