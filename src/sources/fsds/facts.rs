//! A company's facts as the bulk store holds them, as the model's [`Facts`] (every filing's
//! us-gaap facts of the consolidated entity, each with its period, exact value, accession, form
//! and filing date), so that `--discrete` and `--ttm` derive quarters from the store as they do
//! from EDGAR. Values go from the rows' ten-thousandths to the fact's exact number directly. The data sets round every date to a month end: a period of `qtrs` quarters ending on
//! `ddate` starts the day after the month end `3 × qtrs` months before.
//!
//! The filings' own fiscal year and period (`fy`, `fp`) are not read: quarters are labelled from
//! their dates, and a citation names the filing by accession, form and date, which a filing's
//! keys (read to choose filings anyway) hold; so no filing's whole `sub` row is read but the
//! newest's, for the company's name.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::opened::Opened;
use crate::error::Result;
use crate::model::Filing;
use crate::model::facts::{Elements, Fact, Facts};
use crate::model::number::Dec;
use crate::quarters::statement::{self, Scope};
use crate::store::{FilingKey, Reader};

/// Elements by unit: the facts of one taxonomy.
type Tags = Elements;

/// The facts of the 10-Ks and 10-Qs (and their kin) of the company `cik` that `scope` needs: of
/// its elements only, from the filings filed by `scope.as_of`, and of those only the ones filed on
/// or after `scope.from` (or the guess from the quarters asked for); the day read from when
/// older filings were left out, and the day its first 10-K or 10-Q in the store was filed. Each
/// filing's numbers are read on their own (a page of `num` a filing), several at once.
pub fn company_facts(o: &Opened, cik: i64, scope: &Scope) -> Result<(Facts, Option<String>, Option<String>)> {
    let keys = o.filings(cik)?;
    let periodic: Vec<&FilingKey> = keys.iter().filter(|k| crate::standard::annual(&k.form).is_some()).collect();
    let first_filed = periodic.iter().map(|k| k.filed.clone()).min();
    // The company's name as its newest filing gives it.
    let name = match periodic.last() {
        Some(key) => o.reader.filing_at(key)?.map(|f| f.name).unwrap_or_default(),
        None => String::new(),
    };
    // What was filed by `as_of` (the view keeps no later fact).
    let known: Vec<&FilingKey> =
        periodic.into_iter().filter(|k| scope.as_of.as_deref().is_none_or(|d| k.filed.as_str() <= d)).collect();
    let from = match (&scope.from, known.last()) {
        (Some(from), _) => Some(from.clone()),
        (None, Some(newest)) => statement::guess_from(&newest.filed, scope.quarters),
        (None, None) => None,
    };
    let read: Vec<&FilingKey> =
        known.iter().copied().filter(|k| from.as_deref().is_none_or(|f| k.filed.as_str() >= f)).collect();
    let left_out = (read.len() < known.len()).then_some(from).flatten();
    let elements: HashSet<&str> = scope.elements.iter().copied().collect();
    let numbers = crate::parallel::each(&read, |key| o.plain_numbers(key))?;
    let mut tags = Tags::new();
    for (key, numbers) in read.iter().zip(numbers) {
        for n in numbers.iter().filter(|n| elements.contains(n.tag.as_str())) {
            let row = Row { version: &n.version, consolidated: consolidated(n), value: n.value, ddate: &n.ddate };
            if let Some(fact) = fact(&row, n.qtrs, &n.uom, key) {
                tags.entry(n.tag.clone()).or_default().entry(n.uom.clone()).or_default().push(fact);
            }
        }
    }
    Ok((facts_of(cik, name, tags), left_out, first_filed))
}

/// Every company's facts in the store (each as [`company_facts`] gives it from all its filings;
/// of `elements` only, where given), one company at a time by CIK: one pass over each quarter's `sub` and `num`
/// instead of a read per filing, for a measurement across every filer of the data sets.
pub fn every_company(reader: &Reader, elements: Option<&HashSet<String>>, mut each: impl FnMut(Facts)) -> Result<()> {
    // The newest filing's order (filed, accepted, accession) and name, and the facts.
    type Company = ((String, String, String), String, Tags);
    let mut all: BTreeMap<i64, Company> = BTreeMap::new();
    for (quarter, _) in reader.quarters() {
        let filings: HashMap<String, (FilingKey, String)> = reader
            .filings_in(quarter)?
            .into_iter()
            .filter(|f| crate::standard::annual(&f.form).is_some())
            .map(|f| (f.adsh.clone(), (FilingKey::from(&f), f.name)))
            .collect();
        for (key, name) in filings.values() {
            let company = all.entry(key.cik).or_default();
            let order = (key.filed.clone(), key.accepted.clone(), key.adsh.clone());
            if order >= company.0 {
                (company.0, company.1) = (order, name.clone());
            }
        }
        reader.each_number(quarter, &mut |n: crate::model::datasets::NumRowRef<'_>| {
            let Some((key, _)) = filings.get(n.adsh) else { return };
            if elements.is_some_and(|e| !e.contains(n.tag)) {
                return;
            }
            let ddate = crate::model::date::date(i64::from(n.ddate));
            let row = Row { version: n.version, consolidated: n.consolidated(), value: n.value, ddate: &ddate };
            if let Some(fact) = fact(&row, n.qtrs, n.uom, key) {
                let tags = &mut all.entry(key.cik).or_default().2;
                tags.entry(n.tag.to_string()).or_default().entry(n.uom.to_string()).or_default().push(fact);
            }
        })?;
    }
    for (cik, (_, name, tags)) in all {
        each(facts_of(cik, name, tags));
    }
    Ok(())
}

/// The us-gaap facts `tags` of the company `cik` as the model holds a company's facts.
fn facts_of(cik: i64, name: String, tags: Tags) -> Facts {
    let by = if tags.is_empty() { BTreeMap::new() } else { BTreeMap::from([("us-gaap".to_string(), tags)]) };
    Facts::new(cik as u64, name, by)
}

/// No segment and no co-registrant: the consolidated entity's number.
fn consolidated(n: &crate::model::datasets::NumRow) -> bool {
    n.segments.as_deref().is_none_or(str::is_empty) && n.coreg.as_deref().is_none_or(str::is_empty)
}

/// What a fact is made of, from a number however it was read.
struct Row<'a> {
    version: &'a str,
    consolidated: bool,
    /// Exact, in ten-thousandths.
    value: Option<i128>,
    /// `YYYY-MM-DD`, a month end.
    ddate: &'a str,
}

/// One number as a fact in `unit`: a us-gaap element's, of the consolidated entity, with a value;
/// `None` for the rest (a filer's own element, a segment, a co-registrant).
fn fact(n: &Row, qtrs: i32, unit: &str, key: &FilingKey) -> Option<Fact> {
    if !n.consolidated || !n.version.starts_with("us-gaap/") {
        return None;
    }
    let value = Dec::from_ten_thousandths(n.value?);
    let start = (qtrs > 0).then(|| start_of(n.ddate, qtrs)).flatten();
    if qtrs > 0 && start.is_none() {
        return None;
    }
    Some(Fact {
        start,
        end: n.ddate.to_string(),
        value,
        unit: unit.to_string(),
        filing: Filing {
            accession: key.adsh.clone(),
            form: key.form.clone(),
            filed: key.filed.clone(),
            ..Filing::default()
        },
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
