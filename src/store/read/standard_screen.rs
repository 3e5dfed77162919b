//! `finq screen CONCEPT --standard`: one standardized concept across every filer of a calendar
//! period, whatever element each filed it as. The filings are those `screen` takes for the period
//! (the same rule, [`super::screen`]); each is standardized ([`crate::standard`]) and gives the
//! concept's value where it is for the period asked — at its end for a balance, over its quarter
//! or year for a flow (a 10-K's year does not answer a quarter, nor a 10-Q's year to date) — in
//! its currency (`--uom` keeps one). One value per filer: its latest accepted filing's.

use std::collections::{HashMap, HashSet};

use super::Reader;
use super::inputs::{quarter_inputs_of, standardize_each};
use super::screen::{Candidate, Hit, Query, Screened, candidates};
use crate::error::Result;
use crate::standard::{Origin, Rules, Value};

/// Screens the concept `query.element` (a concept of `rules`: the caller checked it).
pub fn screen(reader: &Reader, query: &Query, rules: &Rules) -> Result<Screened> {
    let Some(concept) = rules.concept(&query.element) else { return Ok(Screened::default()) };
    let quarters: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
    let listed = super::parallel::each(&quarters, |q| candidates(reader, q, query))?;
    let mut filings = HashSet::new();
    let mut quarters_read = Vec::new();
    let mut best: HashMap<i64, (Candidate, String, Value)> = HashMap::new();
    for (quarter, (own, _)) in quarters.iter().zip(listed) {
        filings.extend(own.iter().map(|(adsh, _)| adsh.clone()));
        if own.is_empty() {
            continue;
        }
        let of: HashMap<String, Candidate> = own.into_iter().collect();
        let wanted: HashSet<String> = of.keys().cloned().collect();
        let inputs = quarter_inputs_of(reader, quarter, rules, Some(&wanted))?;
        standardize_each(&inputs, rules, |input, mut s| {
            let Some(v) = s.values[concept].take() else { return };
            if !(v.qtrs == 0 || v.qtrs == query.period.qtrs()) || query.uom.as_ref().is_some_and(|u| *u != v.uom) {
                return;
            }
            let Some(c) = of.get(&input.subject.adsh) else { return };
            let adsh = &input.subject.adsh;
            let later = |(o, oa, _): &(Candidate, String, Value)| (c.accepted, adsh) > (o.accepted, oa);
            if best.get(&c.cik).is_none_or(later) {
                best.insert(c.cik, (c.clone(), adsh.clone(), v));
            }
        })?;
        quarters_read.push(quarter.to_string());
    }
    let filers = best.len();
    let mut hits: Vec<Hit> = best
        .into_values()
        .filter(|(_, _, v)| query.conditions.iter().all(|k| k.holds(v.value)))
        .map(|(c, adsh, v)| {
            let (version, source) = match v.origin {
                Origin::Filed { tag, version } => (version, tag),
                Origin::Derived { relation, .. } => {
                    (String::new(), format!("derived by {}", rules.relations[relation].id))
                }
            };
            Hit {
                cik: c.cik,
                name: c.name,
                value: v.value,
                uom: v.uom,
                end: crate::dates::date(i64::from(c.period)),
                qtrs: v.qtrs,
                version,
                form: c.form,
                fy: c.fy,
                fp: c.fp,
                filed: crate::dates::date(i64::from(c.filed)),
                adsh,
                quarter: c.quarter,
                source: Some(source),
            }
        })
        .collect();
    hits.sort_by_key(|h| h.cik);
    Ok(Screened { hits, filings: filings.len(), filers, quarters_read })
}
