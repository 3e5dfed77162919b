//! Calendar arithmetic for the few places that need it (UTC timestamps, day counts), without a
//! date crate: Howard Hinnant's civil-from-days algorithms.

use std::time::SystemTime;

/// Days since 1970-01-01 of year, month, day.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The number of days in a month (1-12) of a year (Gregorian). Asked for every date the bulk
/// import reads: a look-up, not two day numbers apart.
pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Year, month, day of a day number.
pub fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// Day number of a `YYYY-MM-DD` date (anything after the tenth character is ignored).
pub fn days(date: &str) -> Option<i64> {
    let mut it = date.get(..10)?.split('-');
    let (y, m, d): (i64, i64, i64) = (it.next()?.parse().ok()?, it.next()?.parse().ok()?, it.next()?.parse().ok()?);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| days_from_civil(y, m, d))
}

/// Whether `text` is a calendar day written `YYYY-MM-DD`, exactly (`2024-02-29` is, `2023-02-29`,
/// `9999-99-99`, `2024-1-5` and an empty text are not): what a date a source sends must be before
/// finq orders anything by it.
pub fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let number = |r: std::ops::Range<usize>| {
        b[r.clone()].iter().all(u8::is_ascii_digit).then(|| text[r].parse::<i64>().ok()).flatten()
    };
    match (number(0..4), number(5..7), number(8..10)) {
        (Some(y), Some(m), Some(d)) => (1..=12).contains(&m) && (1..=days_in_month(y, m)).contains(&d),
        _ => false,
    }
}

/// `YYYY-MM-DD` of a day number.
pub fn date(days: i64) -> String {
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}")
}

/// `2026-11-22T05:40:00Z`.
pub fn rfc3339(t: SystemTime) -> String {
    let secs = t.duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0) as i64;
    let (day, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    format!("{}T{:02}:{:02}:{:02}Z", date(day), rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_in_month_is_the_days_between_the_firsts_of_two_months() {
        for y in 1600..=2400 {
            for m in 1..=12 {
                let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
                assert_eq!(days_in_month(y, m), days_from_civil(ny, nm, 1) - days_from_civil(y, m, 1), "{y}-{m}");
            }
        }
    }
    use std::time::Duration;

    #[test]
    fn a_date_is_a_calendar_day_written_in_full() {
        for good in ["2024-02-29", "2023-12-31", "0001-01-01", "9999-12-31"] {
            assert!(is_date(good), "{good}");
        }
        for bad in [
            "",
            "9999-99-99",
            "2023-02-29",
            "2024-04-31",
            "2024-00-10",
            "2024-1-05",
            "2024-01-05T00:00",
            "２０２４-01-05",
            "+024-01-05",
            "2024/01/05",
        ] {
            assert!(!is_date(bad), "{bad}");
        }
    }

    #[test]
    fn round_trips() {
        for d in [-1000, 0, 11_016, 19_782, 20_000, 60_000] {
            let (y, m, dd) = civil_from_days(d);
            assert_eq!(days_from_civil(y, m, dd), d);
        }
        assert_eq!(days("1970-01-01"), Some(0));
        assert_eq!(days("2024-09-28").zip(days("2023-10-01")).map(|(a, b)| a - b), Some(363));
        assert_eq!(date(days("2024-03-01").unwrap() - 1), "2024-02-29");
        assert_eq!(days("bad"), None);
        assert_eq!(days("2024-13-01"), None);
    }

    #[test]
    fn utc_timestamps() {
        let at = |s| rfc3339(SystemTime::UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_795_325_400), "2026-11-22T05:30:00Z");
    }
}
