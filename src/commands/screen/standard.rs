//! `finq screen CONCEPT --standard`: one standardized concept across every filer of a calendar
//! period, whatever element each filed it as. The filings are those `screen` takes for the period
//! (the same rule, [`crate::store::screen`]); each gives the concept's value where it is for the period
//! asked — at its end for a balance, over its quarter or year for a flow (a 10-K's year does not
//! answer a quarter, nor a 10-Q's year to date) — in its currency; one currency is ranked, as in
//! the plain screen ([`crate::model::screen::Units`]). One value
//! per filer: its latest accepted filing's. The values are read from the quarter's `std` table
//! where the import wrote it with these rules; a quarter without one (an older finq's import, or
//! other rules) has its filings standardized here, to the same values.
use std::collections::{HashMap, HashSet};

use crate::error::Result;
use crate::model::screen::{Hit, Later, Query, Screened};
use crate::standard::quarter::standardize_quarter;
use crate::standard::{Origin, Rules};
use crate::store::Reader;
use crate::store::read::std_table::StdValue as Found;
use crate::store::screen::{Candidate, candidates};

/// Screens the concept `query.element` (a concept of `rules`: the caller checked it).
pub fn screen(reader: &Reader, query: &Query, rules: &Rules) -> Result<Screened> {
    let Some(concept) = rules.concept(&query.element) else { return Ok(Screened::default()) };
    let quarters: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
    let listed = crate::parallel::each(&quarters, |q| candidates(reader, q, query))?;
    let later = listed.iter().fold(Later::default(), |all, (_, _, l)| all.and(*l));
    let mut filings = HashSet::new();
    let mut quarters_read = Vec::new();
    let mut best: HashMap<i64, (Candidate, String, Found)> = HashMap::new();
    for (quarter, (own, _, _)) in quarters.iter().zip(listed) {
        filings.extend(own.iter().map(|(adsh, _)| adsh.clone()));
        if own.is_empty() {
            continue;
        }
        let of: HashMap<String, Candidate> = own.into_iter().collect();
        let mut offer = |adsh: &str, found: Found| {
            if !(found.qtrs == 0 || found.qtrs == query.period.qtrs()) || !query.uom.admits(&found.uom) {
                return;
            }
            let Some(c) = of.get(adsh) else { return };
            let later = |(o, oa, _): &(Candidate, String, Found)| (c.accepted, adsh) > (o.accepted, oa.as_str());
            if best.get(&c.cik).is_none_or(later) {
                best.insert(c.cik, (c.clone(), adsh.to_string(), found));
            }
        };
        let stored = reader.manifest().quarters.get(*quarter).and_then(|e| e.standard.as_deref());
        if stored == Some(rules.version.as_str()) {
            reader.std_values(quarter, &rules.concepts[concept].name, &mut offer)?;
        } else {
            let wanted: HashSet<String> = of.keys().cloned().collect();
            standardize_quarter(&reader.quarter(quarter), rules, Some(&wanted), |input, mut s| {
                let Some(v) = s.values[concept].take() else { return };
                let caution = v.caution(&rules.concepts[concept].name);
                let (version, source) = match v.origin {
                    Origin::Filed { tag, version, .. } => (version, tag),
                    Origin::Derived { relation, .. } => {
                        (String::new(), format!("derived by {}", rules.relations[relation].id))
                    }
                };
                offer(
                    &input.subject.adsh,
                    Found { value: v.value, uom: v.uom, qtrs: v.qtrs, version, source, caution },
                );
            })?;
        }
        quarters_read.push(quarter.to_string());
    }
    let filers = best.len();
    let all: Vec<Hit> = best
        .into_values()
        .map(|(c, adsh, v)| Hit {
            cik: c.cik,
            name: c.name,
            value: v.value,
            uom: v.uom,
            end: crate::model::date::date(i64::from(c.period)),
            qtrs: v.qtrs,
            version: v.version,
            form: c.form,
            fy: c.fy,
            fp: c.fp,
            filed: crate::model::date::date(i64::from(c.filed)),
            adsh,
            quarter: c.quarter,
            source: Some(v.source),
            caution: v.caution,
        })
        .collect();
    let (mut hits, unit, other_units) = query.ranked(all);
    hits.sort_by_key(|h| h.cik);
    Ok(Screened { hits, filings: filings.len(), filers, quarters_read, later, unit, other_units })
}
