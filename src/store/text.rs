//! Reading the SEC's tab-separated text: splitting a line into fields and each field into its
//! typed value (decimal(28,4) as a 128-bit integer of ten-thousandths, read by the model's one
//! codec of them, [`crate::model::number::decimal`]; dates as day numbers, timestamps as
//! milliseconds), with a reason when a field is not what its column says.

pub use crate::model::number::decimal;

/// Splits `line` (without its line end: [`super::lines::without_line_end`]) on tabs into `fields`.
pub fn split<'a>(line: &'a [u8], fields: &mut Vec<&'a [u8]>) {
    fields.clear();
    split_onto(line, fields);
}

/// [`split`], the fields added after those `fields` holds already.
pub fn split_onto<'a>(line: &'a [u8], fields: &mut Vec<&'a [u8]>) {
    split_onto_at_most(line, fields, usize::MAX);
}

/// [`split`] into at most `max` fields (a line of millions of tabs costs no more memory than
/// one of `max` fields); `false` when the line has more, one field past `max` then added.
pub fn split_at_most<'a>(line: &'a [u8], fields: &mut Vec<&'a [u8]>, max: usize) -> bool {
    fields.clear();
    split_onto_at_most(line, fields, max)
}

/// [`split_at_most`], the fields added after those `fields` holds already.
pub fn split_onto_at_most<'a>(line: &'a [u8], fields: &mut Vec<&'a [u8]>, max: usize) -> bool {
    let limit = fields.len().saturating_add(max);
    // Eight bytes at a time: fields are short, so a search per field costs more than it finds.
    // `m` marks the bytes of the word that may be tabs (the zero-byte test can also mark a byte
    // just above a real one); each mark is checked against the byte itself.
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut start = 0;
    let mut at = 0;
    while at + 8 <= line.len() {
        let word = u64::from_le_bytes(line[at..at + 8].try_into().expect("eight bytes")) ^ (ONES * u64::from(b'\t'));
        let mut m = word.wrapping_sub(ONES) & !word & HIGHS;
        while m != 0 {
            let i = at + (m.trailing_zeros() / 8) as usize;
            if line[i] == b'\t' {
                fields.push(&line[start..i]);
                start = i + 1;
                if fields.len() > limit {
                    return false;
                }
            }
            m &= m - 1;
        }
        at += 8;
    }
    for (i, b) in line.iter().enumerate().skip(at) {
        if *b == b'\t' {
            fields.push(&line[start..i]);
            start = i + 1;
            if fields.len() > limit {
                return false;
            }
        }
    }
    fields.push(&line[start..]);
    fields.len() <= limit
}

/// Where the `n`th tab-separated field of `line` starts and ends; `None` when the line has fewer
/// fields.
pub fn field_span(line: &[u8], n: usize) -> Option<(usize, usize)> {
    let mut start = 0;
    for _ in 0..n {
        start += memchr::memchr(b'\t', &line[start..])? + 1;
    }
    let end = memchr::memchr(b'\t', &line[start..]).map_or(line.len(), |i| start + i);
    Some((start, end))
}

/// An empty vector of fields for the next line, reusing the memory of the last one's.
pub fn recycle<'b>(mut fields: Vec<&[u8]>) -> Vec<&'b [u8]> {
    fields.clear();
    // Same size and alignment: the allocation is kept (no element is ever mapped).
    fields.into_iter().map(|_| -> &'b [u8] { &[] }).collect()
}

fn digits(text: &[u8]) -> Option<i64> {
    if text.is_empty() || text.len() > 18 || !text.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(text.iter().fold(0i64, |n, b| n * 10 + i64::from(b - b'0')))
}

/// A whole number (an optional minus sign, then digits).
pub fn integer(text: &[u8]) -> Result<i64, &'static str> {
    match text.strip_prefix(b"-") {
        Some(rest) => digits(rest).map(|n| -n),
        None => digits(text),
    }
    .ok_or("not a whole number")
}

/// `yyyymmdd` as days since 1970-01-01.
pub fn date(text: &[u8]) -> Result<i32, &'static str> {
    let bad = "not a date as yyyymmdd";
    if text.len() != 8 {
        return Err(bad);
    }
    let n = digits(text).ok_or(bad)?;
    let (y, m, d) = (n / 10_000, n / 100 % 100, n % 100);
    if !(1..=12).contains(&m) || d < 1 || d > crate::model::date::days_in_month(y, m) {
        return Err(bad);
    }
    Ok(crate::model::date::days_from_civil(y, m, d) as i32)
}

/// `yyyy-mm-dd hh:mm:ss` with an optional fraction, as milliseconds since 1970-01-01 00:00.
pub fn timestamp(text: &[u8]) -> Result<i64, &'static str> {
    let bad = "not a date and time as yyyy-mm-dd hh:mm:ss";
    if text.len() < 19 || text[4] != b'-' || text[7] != b'-' || !matches!(text[10], b' ' | b'T') {
        return Err(bad);
    }
    let num = |r: std::ops::Range<usize>| digits(&text[r]).ok_or(bad);
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hh, mm, ss) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if text[13] != b':' || text[16] != b':' || hh > 23 || mm > 59 || ss > 60 {
        return Err(bad);
    }
    if !(1..=12).contains(&m) || d < 1 || d > crate::model::date::days_in_month(y, m) {
        return Err(bad);
    }
    let mut millis = 0;
    if text.len() > 19 {
        let frac = text[19..].strip_prefix(b".").ok_or(bad)?;
        if frac.is_empty() || frac.len() > 9 || !frac.iter().all(u8::is_ascii_digit) {
            return Err(bad);
        }
        // Milliseconds: the first three digits (the SEC writes one, `.0`).
        for i in 0..3 {
            millis = millis * 10 + frac.get(i).map_or(0, |b| i64::from(b - b'0'));
        }
    }
    let days = crate::model::date::days_from_civil(y, m, d);
    Ok(((days * 24 + hh) * 60 + mm) * 60_000 + ss * 1000 + millis)
}

/// The SEC's BOOLEAN: `1` or `0` (`true`/`false` accepted too).
pub fn boolean(text: &[u8]) -> Result<bool, &'static str> {
    match text {
        b"1" => Ok(true),
        b"0" => Ok(false),
        t if t.eq_ignore_ascii_case(b"true") => Ok(true),
        t if t.eq_ignore_ascii_case(b"false") => Ok(false),
        _ => Err("not a boolean (1 or 0)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_times() {
        assert_eq!(date(b"19700101"), Ok(0));
        assert_eq!(date(b"20090630"), Ok(14_425));
        assert!(date(b"20090631").is_err() && date(b"2009063").is_err() && date(b"2009-06-30").is_err());
        assert_eq!(timestamp(b"1970-01-02 00:00:01.0"), Ok(86_401_000));
        assert_eq!(timestamp(b"2009-08-07 09:10:00.0"), Ok(1_249_636_200_000));
        assert!(timestamp(b"2009-08-07").is_err() && timestamp(b"2009-08-07 25:00:00").is_err());
        assert_eq!(integer(b"-12"), Ok(-12));
        assert!(integer(b"1.0").is_err() && integer(b"").is_err());
        assert_eq!(boolean(b"1"), Ok(true));
        let mut fields = Vec::new();
        // A carriage return is a field's byte here: lines come without their line end.
        split(b"a\t\tc\r", &mut fields);
        assert_eq!(fields, [&b"a"[..], b"", b"c\r"]);
        // Every position of a tab in and across eight-byte words, and bytes near a tab's value.
        for len in 0..40 {
            for tab in 0..len {
                let mut line: Vec<u8> = (0..len).map(|i| b"\x08\x0a\x01abc\x89\xff"[i % 8]).collect();
                line[tab] = b'\t';
                if tab + 3 < len {
                    line[tab + 3] = b'\t';
                }
                let mut got = Vec::new();
                split(&line, &mut got);
                let want: Vec<&[u8]> = line.split(|b| *b == b'\t').collect();
                assert_eq!(got, want, "{len} {tab}");
            }
        }
        // At most so many fields: no more are split off than one past them.
        let mut few = Vec::new();
        assert!(split_at_most(b"a\tb\tc", &mut few, 3) && few.len() == 3);
        assert!(!split_at_most(b"a\tb\tc\td\te", &mut few, 2) && few.len() == 3);
        let tabs = vec![b'\t'; 1 << 20];
        assert!(!split_at_most(&tabs, &mut few, 10) && few.len() == 11);
        assert!(!split_at_most(&tabs[..40], &mut few, 10) && few.len() == 11);
        let field = |line: &'static [u8], n| field_span(line, n).map(|(start, end)| &line[start..end]);
        assert_eq!((field(b"a\tb\tc", 0), field(b"a\tb\tc", 2)), (Some(&b"a"[..]), Some(&b"c"[..])));
        assert_eq!((field(b"a\tb\t", 2), field(b"a\tb", 2), field(b"", 0)), (Some(&b""[..]), None, Some(&b""[..])));
        assert_eq!((field_span(b"a\tbc\td", 1), field_span(b"a\tb", 5)), (Some((2, 4)), None));
        assert!(boolean(b"2").is_err());
    }
}
