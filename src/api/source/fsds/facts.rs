//! A company's facts as the bulk store holds them, in the shape of the SEC's companyfacts (every
//! filing's us-gaap facts of the consolidated entity, each with its period, accession, form,
//! fiscal year and period, and filing date), so that `--discrete` and `--ttm` derive quarters from
//! the store as they do from EDGAR. The data sets round every date to a month end: a period of
//! `qtrs` quarters ending on `ddate` starts the day after the month end `3 × qtrs` months before.

use std::collections::BTreeMap;

use super::opened::Opened;
use crate::api::filed::XbrlFact;
use crate::api::source::CompanyFacts;
use crate::error::Result;
use crate::store::Number;

/// The facts of every 10-K and 10-Q (and their kin) of the company `cik` holds in the store.
pub fn company_facts(o: &Opened, cik: i64) -> Result<CompanyFacts> {
    let mut name = String::new();
    let mut facts: BTreeMap<String, BTreeMap<String, BTreeMap<String, Vec<XbrlFact>>>> = BTreeMap::new();
    for key in o.filings(cik)?.iter() {
        if crate::standard::annual(&key.form).is_none() {
            continue;
        }
        let Some(filing) = o.reader.filing_at(key)? else { continue };
        name.clone_from(&filing.name);
        for n in o.reader.plain_numbers(&filing)? {
            let Some(fact) = fact(&n, &filing) else { continue };
            facts
                .entry("us-gaap".into())
                .or_default()
                .entry(n.tag.clone())
                .or_default()
                .entry(n.uom.clone())
                .or_default()
                .push(fact);
        }
    }
    let facts = facts
        .into_iter()
        .map(|(taxonomy, tags)| {
            let tags = tags.into_iter().map(|(tag, units)| (tag, crate::api::source::Concept { units })).collect();
            (taxonomy, tags)
        })
        .collect();
    Ok(CompanyFacts { cik: cik as u64, entity_name: name, facts })
}

/// One number as companyfacts would give it: a us-gaap element's, of the consolidated entity,
/// with a value; `None` for the rest (a filer's own element, a segment, a co-registrant).
fn fact(n: &Number, f: &crate::store::Filing) -> Option<XbrlFact> {
    let consolidated = n.segments.as_deref().is_none_or(str::is_empty) && n.coreg.as_deref().is_none_or(str::is_empty);
    if !consolidated || !n.version.starts_with("us-gaap/") {
        return None;
    }
    let val = serde_json::from_str(&crate::store::text::decimal_text(n.value?)).ok()?;
    let start = (n.qtrs > 0).then(|| start_of(&n.ddate, n.qtrs)).flatten();
    if n.qtrs > 0 && start.is_none() {
        return None;
    }
    Some(XbrlFact {
        start,
        end: n.ddate.clone(),
        val,
        accn: f.adsh.clone(),
        fy: f.fy.map(serde_json::Value::from),
        fp: f.fp.clone(),
        form: Some(f.form.clone()),
        filed: Some(f.filed.clone()),
    })
}

/// The first day of a period of `qtrs` quarters ending on the month end `end` (`YYYY-MM-DD`).
fn start_of(end: &str, qtrs: i32) -> Option<String> {
    let (y, m) = (end.get(..4)?.parse::<i64>().ok()?, end.get(5..7)?.parse::<i64>().ok()?);
    // The month after the one `3 × qtrs` months before the end's month, on its first day.
    let months = y * 12 + (m - 1) - 3 * i64::from(qtrs) + 1;
    Some(format!("{:04}-{:02}-01", months.div_euclid(12), months.rem_euclid(12) + 1))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_period_starts_the_day_after_the_month_end_before_it() {
        assert_eq!(super::start_of("2009-06-30", 1).as_deref(), Some("2009-04-01"));
        assert_eq!(super::start_of("2009-06-30", 2).as_deref(), Some("2009-01-01"));
        assert_eq!(super::start_of("2010-03-31", 4).as_deref(), Some("2009-04-01"));
        assert_eq!(super::start_of("2009-12-31", 3).as_deref(), Some("2009-04-01"));
        assert_eq!(super::start_of("2009-02-28", 1).as_deref(), Some("2008-12-01"));
    }
}
