//! A calendar quarter of the SEC's data sets (`2009q3`): parsed, printed, found in a zip's file
//! name, and the newest one published by a date.

use std::fmt;
use std::path::Path;

/// A calendar quarter of the SEC's data sets, such as 2009q3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quarter {
    pub year: u16,
    pub q: u8,
}

impl Quarter {
    /// The first quarter the SEC published: its data sets start with 2009q1.
    pub const FIRST: Quarter = Quarter { year: 2009, q: 1 };

    /// The quarter a day (days since 1970-01-01) falls in.
    pub fn of_day(days: i32) -> Quarter {
        let (y, m, _) = crate::model::date::civil_from_days(i64::from(days));
        Quarter { year: y.clamp(0, 9999) as u16, q: ((m - 1) / 3 + 1) as u8 }
    }

    /// `2009q3` (or `2009Q3`); the data sets start with 2009q1.
    pub fn parse(text: &str) -> Option<Quarter> {
        let t = text.trim().to_ascii_lowercase();
        let (y, q) = t.split_once('q')?;
        let (year, q): (u16, u8) = (y.parse().ok().filter(|_| y.len() == 4)?, q.parse().ok().filter(|_| q.len() == 1)?);
        ((1..=4).contains(&q) && (1900..=2999).contains(&year)).then_some(Quarter { year, q })
    }

    /// The quarter a zip's file name names (`2009q3.zip`, `fsds-2009Q3.zip`), if any.
    pub fn in_file_name(path: &Path) -> Option<Quarter> {
        let name = path.file_name()?.to_string_lossy().to_ascii_lowercase();
        let b = name.as_bytes();
        (0..b.len().saturating_sub(5)).find_map(|i| {
            let fits = b[i..i + 4].iter().all(u8::is_ascii_digit)
                && b[i + 4] == b'q'
                && (b'1'..=b'4').contains(&b[i + 5])
                && b.get(i + 6).is_none_or(|c| !c.is_ascii_digit())
                && (i == 0 || !b[i - 1].is_ascii_digit());
            fits.then(|| Quarter::parse(&name[i..i + 6])).flatten()
        })
    }

    /// The newest quarter whose data set the SEC may have published by `today` (`YYYY-MM-DD…`):
    /// the calendar quarter before today's, since each comes out in the weeks after it ends.
    pub fn last_published(today: &str) -> Option<Quarter> {
        let year: u16 = today.get(..4)?.parse().ok()?;
        let month: u8 = today.get(5..7)?.parse().ok().filter(|m| (1..=12).contains(m))?;
        let q = (month - 1) / 3 + 1;
        Some(if q == 1 { Quarter { year: year - 1, q: 4 } } else { Quarter { year, q: q - 1 } })
    }

    pub fn next(self) -> Quarter {
        if self.q == 4 { Quarter { year: self.year + 1, q: 1 } } else { Quarter { year: self.year, q: self.q + 1 } }
    }
}

impl fmt::Display for Quarter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}q{}", self.year, self.q)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarters() {
        assert_eq!(Quarter::parse("2009q3"), Some(Quarter { year: 2009, q: 3 }));
        assert_eq!(Quarter::parse("2024Q1").unwrap().to_string(), "2024q1");
        for bad in ["2009q5", "2009q0", "09q3", "2009", "q3", "2009q33", ""] {
            assert_eq!(Quarter::parse(bad), None, "{bad}");
        }
        assert_eq!(Quarter::parse("2009q4").unwrap().next().to_string(), "2010q1");
        let named = |s: &str| Quarter::in_file_name(Path::new(s)).map(|q| q.to_string());
        assert_eq!(named("/x/2009q3.zip").as_deref(), Some("2009q3"));
        assert_eq!(named("fsds-2024Q1.zip").as_deref(), Some("2024q1"));
        assert_eq!(named("data.zip"), None);
        assert_eq!(named("12009q3.zip"), None);
        let published = |today: &str| Quarter::last_published(today).map(|q| q.to_string());
        assert_eq!(published("2026-11-23").as_deref(), Some("2026q3"));
        assert_eq!(published("2026-01-05T10:00:00Z").as_deref(), Some("2025q4"));
        assert_eq!(published("2026-04-01").as_deref(), Some("2026q1"));
        assert_eq!(published("soon"), None);
        let day = |y, m, d| crate::model::date::days_from_civil(y, m, d) as i32;
        assert_eq!(Quarter::of_day(day(2009, 9, 30)).to_string(), "2009q3");
        assert_eq!(Quarter::of_day(day(2009, 10, 1)).to_string(), "2009q4");
        assert_eq!(Quarter::of_day(day(2010, 1, 1)).to_string(), "2010q1");
    }
}
