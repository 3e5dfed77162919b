//! Which columns a statement shows, read off the data sets: the (ddate, qtrs) pairs of the
//! statement, not every date its tags have somewhere in the filing.
//!
//! The data sets do not say which numbers a statement's page shows: a balance sheet's cash also
//! has values at the dates the cash flow statement begins and ends, its equity lines at the
//! equity statement's dates, and a note may report a line at yet another date. What tells the
//! statement's own periods from those is how many of its lines hold a value there:
//!
//! **A column is a period at which the statement's lines hold at least half as many values as at
//! its fullest period** (periods of the statement's kind only: instants for a balance sheet,
//! durations otherwise).
//!
//! The rule comes from the real 2009q3 quarter (every BS, IS, CF and CI statement of its 435
//! filings, 6,600 candidate periods): the statement's own periods hold 60% or more of the fullest
//! one's values (most 100%: a line new this year is blank last year), the others 30% or less
//! (most one or two lines: cash, the equity lines), and no period falls between. The tests in
//! `super` check it there: no candidate in the gap, every balance sheet's columns are the dates
//! of its total assets, every income statement starts with the filing's own period.
//!
//! A statement is of instants (a balance sheet) when more of its lines have instant values than
//! durations, else of durations (income, comprehensive income, cash flows). Instant lines of a
//! duration statement (a cash flow's beginning and ending cash) take their value at the column's
//! start or end.

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
        Some(format!("{y:04}-{m:02}-{:02}", crate::model::date::days_in_month(y, m)))
    }
}

/// How the columns of a statement are ordered, as the SEC renders them: durations before
/// instants, shorter durations first, newest first within a length.
pub fn order(columns: &mut [Period<'_>]) {
    columns.sort_by(|a, b| {
        (a.qtrs == 0, a.qtrs, std::cmp::Reverse(a.ddate)).cmp(&(b.qtrs == 0, b.qtrs, std::cmp::Reverse(b.ddate)))
    });
}

/// The share of the fullest period's values a period must hold to be a column: one half.
pub const SHARE: (usize, usize) = (1, 2);

/// The columns of a statement whose lines hold values at `held` (each period with the tags that
/// have a value there), `durations` telling which kind of period the statement shows. Ordered
/// as rendered.
pub fn choose<'a>(held: &HashMap<Period<'a>, HashSet<&'a str>>, durations: bool) -> Vec<Period<'a>> {
    let mut columns: Vec<Period<'a>> = held.keys().copied().filter(|p| (p.qtrs > 0) == durations).collect();
    let fullest = columns.iter().map(|p| held[p].len()).max().unwrap_or(0);
    columns.retain(|p| held[p].len() * SHARE.1 >= fullest * SHARE.0);
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
        let lines = ["Cash", "Receivables", "Assets", "Payables", "Liabilities", "Equity", "LiabilitiesAndEquity"];
        held.insert(p("2009-06-30", 0), lines.into_iter().collect());
        // Last year end: one line is new this year.
        held.insert(p("2008-12-31", 0), lines[1..].iter().copied().collect());
        // Cash where the cash flow statement starts and ends; equity where the equity statement does.
        held.insert(p("2008-06-30", 0), ["Cash", "Equity"].into_iter().collect());
        held.insert(p("2007-12-31", 0), ["Cash", "Equity", "Receivables"].into_iter().collect());
        // A duration some line has: not a balance sheet's.
        held.insert(p("2009-06-30", 2), lines.into_iter().collect());
        assert_eq!(choose(&held, false), [p("2009-06-30", 0), p("2008-12-31", 0)]);
        assert_eq!(choose(&held, true), [p("2009-06-30", 2)]);
        assert!(choose(&HashMap::new(), false).is_empty());
    }

    #[test]
    fn half_of_the_fullest_is_a_column() {
        let lines = ["A", "B", "C", "D"];
        let mut held: HashMap<Period, HashSet<&str>> = HashMap::new();
        held.insert(p("2009-06-30", 1), lines.into_iter().collect());
        held.insert(p("2008-06-30", 1), lines[..2].iter().copied().collect());
        held.insert(p("2007-06-30", 1), lines[..1].iter().copied().collect());
        assert_eq!(choose(&held, true), [p("2009-06-30", 1), p("2008-06-30", 1)]);
    }

    #[test]
    fn durations_shorter_first_newest_first() {
        let mut cols =
            vec![p("2008-06-30", 2), p("2009-06-30", 1), p("2009-06-30", 2), p("2008-06-30", 1), p("2009-06-30", 0)];
        order(&mut cols);
        assert_eq!(
            cols,
            [p("2009-06-30", 1), p("2008-06-30", 1), p("2009-06-30", 2), p("2008-06-30", 2), p("2009-06-30", 0)]
        );
    }
}
