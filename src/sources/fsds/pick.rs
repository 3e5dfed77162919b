//! Which of a company's filings the store answers with: by accession, else by form and filing
//! order as EDGAR counts them; and, for the automatic choice, whether the store can know which
//! filing that is without asking EDGAR.

use crate::model::Form;
use crate::model::screen::{Forms, Period};
use crate::store::{FilingKey, Quarter};

/// A company's filings of `form`, newest first (filed, then accepted), amendments (`10-K/A`) and
/// other forms left out: what `--filing-order` counts, as on EDGAR.
pub fn of_form(filings: &[FilingKey], form: Form) -> Vec<&FilingKey> {
    let mut of: Vec<&FilingKey> = filings.iter().filter(|f| f.form == form.as_str()).collect();
    of.sort_by(|a, b| (&b.filed, &b.accepted, &b.adsh).cmp(&(&a.filed, &a.accepted, &a.adsh)));
    of
}

/// A company's filings for the calendar `period` (their own period in it, as a screen counts
/// them: [`crate::model::screen::Period::holds`]), best first: of `form` and its amendments where
/// one is asked; else a year's annual reports (10-K, 20-F, 40-F), a quarter's 10-Qs before its
/// annual reports (a fiscal year ending in the quarter); then the latest accepted, so that an
/// amendment stands for the filing it amends.
pub fn of_period(filings: &[FilingKey], period: Period, form: Option<Form>) -> Vec<&FilingKey> {
    let family = |f: &str| f.trim_end_matches("/A").to_string();
    let mut of: Vec<&FilingKey> = filings
        .iter()
        .filter(|f| crate::model::date::days(&f.period).is_some_and(|d| period.holds(d as i32)))
        .filter(|f| match form {
            Some(asked) => family(&f.form) == family(asked.as_str()),
            None => Forms::Default.admits(&f.form, period),
        })
        .collect();
    // 10-Qs first for a quarter; the latest accepted first within each.
    of.sort_by(|a, b| {
        let quarterly = |f: &FilingKey| f.form.starts_with("10-Q");
        (quarterly(b), &b.accepted, &b.adsh).cmp(&(quarterly(a), &a.accepted, &a.adsh))
    });
    of
}

/// The fewest days between two of a company's filings of `form` in the ordinary course: an
/// annual report (10-K, 20-F, 40-F) a year after the last one (300 days leaves room for a date
/// moved by weeks), a 10-Q about a quarter after the last (its deadline is 40 or 45 days after
/// the quarter; 60 leaves room for a late one followed by an early one). Amendments keep no
/// rhythm: `None`.
fn cadence_days(form: Form) -> Option<i64> {
    match form {
        _ if form.is_amendment() => None,
        Form::TenQ => Some(60),
        _ => Some(300),
    }
}

/// Whether the store can tell, without asking EDGAR, which filing of `form` is at `order`:
/// its newest such filing (filed `newest`) was filed so recently that the next one is not due
/// yet (`today` is the date now), and the store holds every quarter from `oldest_needed` (the
/// quarter of the filing at `order`) to that of the newest, so that none between them can be
/// missing. A company that files out of its rhythm (a late filer catching up) can defeat the
/// first test; that is why the rule is the automatic choice's only, and `--provider bulk`
/// counts the store's filings as they are.
pub fn settled(form: Form, newest: &FilingKey, oldest_needed: &FilingKey, held: &[Quarter], today: &str) -> bool {
    let (Some(filed), Some(now)) = (crate::model::date::days(&newest.filed), crate::model::date::days(today)) else {
        return false;
    };
    if cadence_days(form).is_none_or(|days| now - filed >= days) {
        return false;
    }
    let (Some(mut q), Some(last)) = (Quarter::parse(&oldest_needed.quarter), Quarter::parse(&newest.quarter)) else {
        return false;
    };
    while q <= last {
        if !held.contains(&q) {
            return false;
        }
        q = q.next();
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filing(adsh: &str, form: &str, quarter: &str, filed: &str) -> FilingKey {
        FilingKey {
            quarter: quarter.into(),
            adsh: adsh.into(),
            cik: 1,
            form: form.into(),
            filed: filed.into(),
            accepted: format!("{filed} 16:00:00"),
            period: String::new(),
        }
    }

    #[test]
    fn a_calendar_period_is_answered_by_the_filing_for_it() {
        let f = |adsh: &str, form: &str, period: &str, filed: &str| FilingKey {
            period: period.into(),
            ..filing(adsh, form, "2010q1", filed)
        };
        let held = [
            f("q2", "10-Q", "2009-06-30", "2009-07-22"),
            f("k", "10-K", "2009-09-30", "2009-10-27"),
            f("ka", "10-K/A", "2009-09-30", "2010-01-25"),
            f("q4", "10-Q", "2009-12-31", "2010-01-25"),
        ];
        let adsh = |p: &str, form: Option<Form>| {
            of_period(&held, Period::parse(p).unwrap(), form).iter().map(|f| f.adsh.clone()).collect::<Vec<_>>()
        };
        assert_eq!(adsh("2009Q2", None), ["q2"]);
        assert_eq!(adsh("2009Q3", None), ["ka", "k"], "a fiscal year ending in the quarter; the amendment first");
        assert_eq!(adsh("2009Q3", Some(Form::TenQ)), Vec::<String>::new());
        assert_eq!(adsh("2009Q4", None), ["q4"]);
        assert_eq!(adsh("2009", None), ["ka", "k"], "a year: annual reports only");
        assert_eq!(adsh("2009", Some(Form::TenKA)), ["ka", "k"], "a form and its amendments");
        assert_eq!(adsh("2010Q1", None), Vec::<String>::new());
    }

    fn quarters(names: &[&str]) -> Vec<Quarter> {
        names.iter().map(|q| Quarter::parse(q).unwrap()).collect()
    }

    #[test]
    fn amendments_and_other_forms_are_not_counted_newest_first() {
        let all = [
            filing("a", "10-Q", "2024q2", "2024-05-03"),
            filing("b", "10-Q/A", "2024q3", "2024-08-20"),
            filing("c", "10-Q", "2024q3", "2024-08-02"),
            filing("d", "10-K", "2024q4", "2024-11-01"),
        ];
        let q: Vec<&str> = of_form(&all, Form::TenQ).iter().map(|f| f.adsh.as_str()).collect();
        assert_eq!(q, ["c", "a"]);
        let k: Vec<&str> = of_form(&all, Form::TenK).iter().map(|f| f.adsh.as_str()).collect();
        assert_eq!(k, ["d"]);
    }

    #[test]
    fn the_store_settles_a_filing_only_before_the_next_is_due_and_without_gaps() {
        let k = filing("k", "10-K", "2024q4", "2024-11-01");
        let held = quarters(&["2024q3", "2024q4"]);
        assert!(settled(Form::TenK, &k, &k, &held, "2025-01-20"), "the next 10-K is due in the autumn");
        assert!(!settled(Form::TenK, &k, &k, &held, "2025-10-31"), "the next 10-K may be out");
        let q = filing("q", "10-Q", "2024q3", "2024-08-02");
        assert!(settled(Form::TenQ, &q, &q, &held, "2024-09-15"));
        assert!(!settled(Form::TenQ, &q, &q, &held, "2024-11-15"), "a 10-Q a quarter later may be out");
        // Two back: the quarters between must all be held.
        let old = filing("o", "10-Q", "2024q1", "2024-02-02");
        assert!(!settled(Form::TenQ, &q, &old, &held, "2024-09-15"), "2024q1 and 2024q2 are not held");
        let all = quarters(&["2024q1", "2024q2", "2024q3"]);
        assert!(settled(Form::TenQ, &q, &old, &all, "2024-09-15"));
        let gap = quarters(&["2024q1", "2024q3"]);
        assert!(!settled(Form::TenQ, &q, &old, &gap, "2024-09-15"), "a quarter missing between them");
        assert!(!settled(Form::TenQ, &q, &q, &held, "not a date"));
    }
}
