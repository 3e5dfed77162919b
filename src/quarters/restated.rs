//! Restatements (no I/O): for each period an element was reported for by more than one periodic
//! filing (a later filing's comparatives, an amendment), its value as first filed beside the
//! latest filed, and whether and by how much it changed.
//!
//! "First" and "latest" order filings by filing date, then accession, as the restatement rule of
//! [`super::latest_per_period`] does; a filing that reports one period twice with two values is
//! taken at the later of their texts (as that rule), so that the answer never depends on the
//! facts' order. Only the first and
//! the latest are compared: a value changed and changed back counts as unchanged, and `filings`
//! says how many filings reported the period.

use std::collections::BTreeMap;

use super::{Fact, Input, periodic};
use crate::model::date::days;
use crate::model::number::Dec;

/// One period of one element in one unit, reported by two filings or more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restatement {
    /// `None`: a balance at `end`.
    pub start: Option<String>,
    pub end: String,
    pub unit: String,
    pub first: Input,
    pub latest: Input,
    /// How many filings reported the period.
    pub filings: usize,
}

impl Restatement {
    /// Whether the latest filing's value differs from the first's (as numbers: 5.0 is 5).
    pub fn changed(&self) -> bool {
        self.difference().is_none_or(|d| !d.is_zero())
    }

    /// Latest − first; `None` only when the figures are too large to subtract exactly.
    pub fn difference(&self) -> Option<Dec> {
        self.latest.value.minus(self.first.value)
    }

    /// The period in words: `3 months to 2009-06-27`, or `at 2009-09-26` for a balance.
    pub fn period(&self) -> String {
        match &self.start {
            None => format!("at {}", self.end),
            Some(start) => match (days(start), days(&self.end)) {
                // Months of about 30 days, rounded: 84–98 days read as 3, 364–371 as 12.
                (Some(s), Some(e)) if e >= s => format!("{} months to {}", (e - s + 1 + 15) / 30, self.end),
                _ => format!("{start} to {}", self.end),
            },
        }
    }
}

/// Every period (unit, start, end) of `facts` that two or more periodic filings report, in order
/// of unit, end, then start (latest start first: the shortest period of an end comes first).
pub fn restatements<'a>(facts: impl IntoIterator<Item = &'a Fact>) -> Vec<Restatement> {
    type Key<'a> = (&'a str, &'a str, std::cmp::Reverse<Option<&'a str>>);
    let mut by: BTreeMap<Key, Vec<&Fact>> = BTreeMap::new();
    for f in facts.into_iter().filter(|f| periodic(&f.filing.form)) {
        by.entry((f.unit.as_str(), f.end.as_str(), std::cmp::Reverse(f.start.as_deref()))).or_default().push(f);
    }
    let rank = |f: &&Fact| (f.filing.filed.clone(), f.filing.accession.clone());
    let mut out = Vec::new();
    for ((unit, end, std::cmp::Reverse(start)), list) in by {
        let mut accessions: Vec<&str> = list.iter().map(|f| f.filing.accession.as_str()).collect();
        accessions.sort_unstable();
        accessions.dedup();
        if accessions.len() < 2 {
            continue;
        }
        // Within one filing, the later value text (as `latest_per_period`); across filings, by rank.
        let pick = |want_first: bool| {
            list.iter()
                .max_by(|a, b| {
                    let (ra, rb) = (rank(a), rank(b));
                    let by_rank = if want_first { rb.cmp(&ra) } else { ra.cmp(&rb) };
                    by_rank.then_with(|| a.value.to_string().cmp(&b.value.to_string()))
                })
                .copied()
        };
        let (Some(first), Some(latest)) = (pick(true), pick(false)) else { continue };
        out.push(Restatement {
            start: start.map(str::to_string),
            end: end.to_string(),
            unit: unit.to_string(),
            first: Input::of(first),
            latest: Input::of(latest),
            filings: accessions.len(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quarters' tests' fact (start "" for a balance), with this file's argument order.
    fn fact(start: Option<&str>, end: &str, value: &str, accession: &str, form: &str, filed: &str) -> Fact {
        crate::quarters::tests::fact(start.unwrap_or(""), end, value, form, accession, filed)
    }

    #[test]
    fn first_and_latest_filing_of_a_period_side_by_side() {
        let facts = [
            fact(Some("2009-01-01"), "2009-03-31", "100", "a-1", "10-Q", "2009-05-01"),
            fact(Some("2009-01-01"), "2009-03-31", "90", "a-3", "10-Q/A", "2010-05-01"),
            fact(Some("2009-01-01"), "2009-03-31", "95", "a-2", "10-Q", "2010-04-30"),
            // One filing only: no restatement to show.
            fact(Some("2009-04-01"), "2009-06-30", "7", "a-4", "10-Q", "2009-08-01"),
            // An 8-K's figure is no filing's statement.
            fact(None, "2009-03-31", "5", "b-1", "8-K", "2009-04-10"),
            fact(None, "2009-03-31", "5.0", "b-2", "10-Q", "2009-05-01"),
            fact(None, "2009-03-31", "5", "b-3", "10-K", "2010-02-01"),
        ];
        let r = restatements(&facts);
        assert_eq!(r.len(), 2);
        let q = &r[0];
        assert_eq!((q.first.accession.as_str(), q.latest.accession.as_str(), q.filings), ("a-1", "a-3", 3));
        assert!(q.changed());
        assert_eq!(q.difference().unwrap().to_string(), "-10");
        assert_eq!(q.period(), "3 months to 2009-03-31");
        let b = &r[1];
        assert_eq!((b.first.accession.as_str(), b.latest.accession.as_str(), b.filings), ("b-2", "b-3", 2));
        assert!(!b.changed(), "5.0 and 5 are one number");
        assert_eq!(b.period(), "at 2009-03-31");
    }

    #[test]
    fn the_answer_does_not_depend_on_the_facts_order() {
        let mut facts = vec![
            fact(Some("2008-10-01"), "2009-09-30", "10", "x", "10-K", "2009-11-01"),
            fact(Some("2008-10-01"), "2009-09-30", "12", "x", "10-K", "2009-11-01"),
            fact(Some("2008-10-01"), "2009-09-30", "11", "y", "10-K", "2010-11-01"),
        ];
        let one = restatements(&facts);
        facts.reverse();
        assert_eq!(one, restatements(&facts));
        assert_eq!(one[0].first.value.to_string(), "12");
        assert_eq!(one[0].period(), "12 months to 2009-09-30");
    }
}
