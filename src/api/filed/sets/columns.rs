//! Which columns a statement shows, read off the data sets: the (ddate, qtrs) pairs of the
//! statement, not every date its tags have somewhere in the filing.
//!
//! A tag on a balance sheet (cash, say) also has values at the dates the cash flow statement
//! begins and ends; the SEC's renderer keeps those out of the balance sheet with two rules, and
//! finq applies the same to the data sets:
//!
//! 1. **Flow-through**: a column whose elements all appear in another report of the filing is
//!    that report's, not this one's, and is dropped — unless every column would be.
//! 2. **Stunted columns**: a column with fewer than a quarter of the values of the statement's
//!    fullest column is dropped. The renderer applies this to cash flows; the data sets hold only
//!    the primary statements' presentation (not the notes', whose tags the renderer would also
//!    see in rule 1), so finq applies it to every statement.
//!
//! A statement is of instants (a balance sheet) when more of its lines have instant values than
//! durations, else of durations (income, comprehensive income, cash flows); its columns are the
//! periods of that kind among its lines' consolidated values. Instant lines of a duration
//! statement (a cash flow's beginning and ending cash) take their value at the column's start or
//! end. Tested over every statement of the real 2009q3 quarter (`tests` in `super`): every balance
//! sheet's columns are the dates of its total assets.

use std::collections::{HashMap, HashSet};

/// A column: the period's end (a month end, as the data sets round it) and its length in
/// quarters (0 for an instant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Period<'a> {
    pub ddate: &'a str,
    pub qtrs: i32,
}

impl Period<'_> {
    /// The instant a duration starts at: its end less its quarters, at the month's end (the data
    /// sets round every date to a month end, so the start of a quarter ended 2009-06-30 is
    /// 2009-03-31).
    pub fn start(&self) -> Option<String> {
        let (y, m) = (self.ddate.get(..4)?.parse::<i64>().ok()?, self.ddate.get(5..7)?.parse::<i64>().ok()?);
        let months = y * 12 + (m - 1) - 3 * i64::from(self.qtrs);
        let (y, m) = (months.div_euclid(12), months.rem_euclid(12) + 1);
        Some(format!("{y:04}-{m:02}-{:02}", crate::dates::days_in_month(y, m)))
    }
}

/// How the columns of a statement are ordered, as the SEC renders them: durations before
/// instants, shorter durations first, newest first within a length.
pub fn order(columns: &mut [Period<'_>]) {
    columns.sort_by(|a, b| (a.qtrs == 0, a.qtrs, std::cmp::Reverse(a.ddate)).cmp(&(b.qtrs == 0, b.qtrs, std::cmp::Reverse(b.ddate))));
}

/// The columns of a statement whose lines hold values at `held` (each period with the tags
/// that have a value there), `durations` telling which kind of period the statement shows, and
/// `elsewhere` the tags of the filing's other reports. Ordered as rendered.
pub fn choose<'a>(
    held: &HashMap<Period<'a>, HashSet<&'a str>>,
    durations: bool,
    elsewhere: &HashSet<&str>,
) -> Vec<Period<'a>> {
    let mut columns: Vec<Period<'a>> = held.keys().copied().filter(|p| (p.qtrs > 0) == durations).collect();
    // Rule 1: flow-through.
    let elsewhere_only: Vec<bool> =
        columns.iter().map(|p| held[p].iter().all(|tag| elsewhere.contains(tag))).collect();
    if elsewhere_only.iter().any(|k| *k) && !elsewhere_only.iter().all(|k| *k) {
        let mut keep = elsewhere_only.iter().map(|k| !k);
        columns.retain(|_| keep.next().unwrap_or(true));
    }
    // Rule 2: stunted columns.
    let fullest = columns.iter().map(|p| held[p].len()).max().unwrap_or(0);
    columns.retain(|p| held[p].len() * 4 >= fullest);
    order(&mut columns);
    columns
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(ddate: &str, qtrs: i32) -> Period<'_> {
        Period { ddate, qtrs }
    }

    #[test]
    fn starts_are_month_ends() {
        assert_eq!(p("2009-06-30", 1).start().as_deref(), Some("2009-03-31"));
        assert_eq!(p("2009-06-30", 2).start().as_deref(), Some("2008-12-31"));
        assert_eq!(p("2009-03-31", 4).start().as_deref(), Some("2008-03-31"));
        assert_eq!(p("2008-05-31", 1).start().as_deref(), Some("2008-02-29"));
        assert_eq!(p("2009-06-30", 0).start().as_deref(), Some("2009-06-30"));
    }

    #[test]
    fn a_balance_sheet_keeps_its_own_dates() {
        let mut held: HashMap<Period, HashSet<&str>> = HashMap::new();
        let lines = ["Cash", "Assets", "Liabilities", "LiabilitiesAndStockholdersEquity"];
        held.insert(p("2009-06-30", 0), lines.into_iter().collect());
        held.insert(p("2008-12-31", 0), lines.into_iter().collect());
        // Cash at the dates the cash flow statement starts and ends.
        held.insert(p("2008-06-30", 0), ["Cash"].into_iter().collect());
        held.insert(p("2007-12-31", 0), ["Cash"].into_iter().collect());
        let elsewhere: HashSet<&str> = ["Cash", "NetIncomeLoss"].into_iter().collect();
        assert_eq!(choose(&held, false, &elsewhere), [p("2009-06-30", 0), p("2008-12-31", 0)]);
        // Without the cash flow statement in the data, the stunted-column rule drops them.
        assert_eq!(choose(&held, false, &HashSet::new()), [p("2009-06-30", 0), p("2008-12-31", 0)]);
        // Every column elsewhere: none is dropped by rule 1.
        let all: HashSet<&str> = lines.into_iter().collect();
        assert_eq!(choose(&held, false, &all).len(), 2);
    }

    #[test]
    fn durations_shorter_first_newest_first() {
        let mut cols = vec![p("2008-06-30", 2), p("2009-06-30", 1), p("2009-06-30", 2), p("2008-06-30", 1), p("2009-06-30", 0)];
        order(&mut cols);
        assert_eq!(cols, [p("2009-06-30", 1), p("2008-06-30", 1), p("2009-06-30", 2), p("2008-06-30", 2), p("2009-06-30", 0)]);
    }
}
