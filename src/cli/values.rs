//! How the flags' values are read: dates, accession numbers, filing orders, each refused with a
//! one-line reason before anything is asked of a source.

use super::MAX_FILING_ORDER;

/// `YYYY-MM-DD`, or `YYYY-MM` meaning the month's first day (for --since) or last (--until).
fn parse_date(s: &str, month_end: bool) -> Result<String, String> {
    let bad = || format!("expected a date as YYYY-MM-DD or YYYY-MM, such as 2020-06-30, not {s:?}");
    let parts: Vec<&str> = s.split('-').collect();
    let num = |p: &str, len: usize| {
        (p.len() == len && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse::<u32>().ok()).flatten()
    };
    let (y, m) = match parts.as_slice() {
        [y, m] | [y, m, _] => (num(y, 4).ok_or_else(bad)?, num(m, 2).filter(|m| (1..=12).contains(m)).ok_or_else(bad)?),
        _ => return Err(bad()),
    };
    let last = crate::model::date::days_in_month(i64::from(y), i64::from(m)) as u32;
    let d = match parts.get(2) {
        Some(d) => num(d, 2).filter(|d| (1..=31).contains(d)).ok_or_else(bad)?,
        None if month_end => last,
        None => 1,
    };
    if d > last {
        return Err(format!("{s} is not a date: {y:04}-{m:02} has {last} days"));
    }
    Ok(format!("{y:04}-{m:02}-{d:02}"))
}

pub(super) fn parse_date_from(s: &str) -> Result<String, String> {
    parse_date(s, false)
}

pub(super) fn parse_date_until(s: &str) -> Result<String, String> {
    parse_date(s, true)
}

/// An accession number as the SEC writes it: ten digits, two, six (`0000320193-25-000057`).
pub(super) fn parse_accession(s: &str) -> Result<String, String> {
    let parts: Vec<&str> = s.trim().split('-').collect();
    let ok = parts.len() == 3
        && [10, 2, 6].iter().zip(&parts).all(|(n, p)| p.len() == *n && p.bytes().all(|b| b.is_ascii_digit()));
    if ok { Ok(s.trim().to_string()) } else { Err("expected an accession number such as 0000320193-25-000057".into()) }
}

/// A calendar date, written `YYYY-MM-DD` and real (no 2024-02-30), as `--as-of` takes it.
pub(super) fn parse_as_of(s: &str) -> Result<String, String> {
    let s = s.trim();
    // `days` accepts any well-formed date; writing it back tells a real one from 2024-02-30.
    match crate::model::date::days(s) {
        Some(d) if s.len() == 10 && crate::model::date::date(d) == s => Ok(s.to_string()),
        _ => Err("expected a date such as 2024-06-30 (YYYY-MM-DD)".into()),
    }
}

pub(super) fn parse_filing_order(s: &str) -> Result<u32, String> {
    let complaint = || format!("expected a whole number from 0 (the most recent filing) to {MAX_FILING_ORDER}");
    match s.trim().parse::<i64>() {
        Ok(n) if (0..=i64::from(MAX_FILING_ORDER)).contains(&n) => Ok(n as u32),
        Ok(n) if n < 0 => Err(format!("a filing order cannot be negative; {}", complaint())),
        _ => Err(complaint()),
    }
}
