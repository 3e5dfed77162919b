//! Numbers for reading: grouped digits in tables. Machine formats print the service's digits as they are.

/// `4907000000.0` -> `4,907,000,000`; `-1234.5` -> `-1,234.5`; `23.46` -> `23.46`.
/// A fraction of zeros only is dropped, any other fraction kept digit for digit. Text that is not a
/// plain decimal (exponents) is returned unchanged.
pub fn grouped(text: &str) -> String {
    group(text, false)
}

/// A price for reading at `decimals` places, Yahoo's `priceHint` (two for most equities, four for
/// currency pairs): rounded half away from zero and padded (`118.69000244140625` -> `118.69`,
/// `305.3` -> `305.30`), digits grouped. With no hint, or text that is not a plain decimal, the
/// digits as sent, grouped. Only tables and charts round; machine formats print what was sent.
pub fn price(text: &str, decimals: Option<u32>) -> String {
    let rounded = decimals.and_then(|d| Some((crate::model::number::Dec::parse(text)?.round(d)?, d as usize)));
    let Some((value, d)) = rounded else { return grouped(text) };
    let s = value.to_string();
    let (int, frac) = s.split_once('.').unwrap_or((s.as_str(), ""));
    if d == 0 { group(int, false) } else { group(&format!("{int}.{frac:0<d$}"), true) }
}

/// The fewest decimal places a per-share amount shows in a table: dollars and cents.
pub const PER_SHARE_PLACES: usize = 2;

/// A per-share amount for reading: digits grouped, its fraction padded with zeros to `places` or
/// [`PER_SHARE_PLACES`], whichever is more, never rounded and never through a float (`7` ->
/// `7.00`, `1.4` -> `1.40`, `0.125` -> `0.125`; with `places` 3, `1.4` -> `1.400`). A line's
/// figures share its most places, so that `4.20` stands beside `4.53` as the filing prints them
/// (the data sets drop trailing zeros; JSON and CSV keep each value as it is).
pub fn per_share(text: &str, places: usize) -> String {
    group(&pad(text, places.max(PER_SHARE_PLACES)), true)
}

/// The decimal places of a plain decimal's text (`4.53` -> 2, `7` -> 0).
pub fn places(text: &str) -> usize {
    text.split_once('.').map_or(0, |(_, f)| f.len())
}

/// `text` with its fraction padded with zeros to `places` (a plain decimal only).
pub fn pad(text: &str, places: usize) -> String {
    if places == 0 || text.contains(['e', 'E']) {
        return text.to_string();
    }
    let have = self::places(text);
    let point = if have == 0 { "." } else { "" };
    format!("{text}{point}{}", "0".repeat(places.saturating_sub(have)))
}

/// Digits grouped ([`crate::model::number::grouped`]).
fn group(text: &str, keep_zeros: bool) -> String {
    crate::model::number::grouped(text, keep_zeros)
}

/// A size for reading: `3544077` -> `3.4 MiB` (binary units, one decimal rounded half up; bytes
/// whole), in integers: no float on the way.
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut unit = 0;
    while unit + 1 < UNITS.len() && n >> (10 * (unit + 1)) > 0 {
        unit += 1;
    }
    if unit == 0 {
        return format!("{n} B");
    }
    let tenths = (u128::from(n) * 10 + (1u128 << (10 * unit - 1))) >> (10 * unit);
    format!("{}.{} {}", tenths / 10, tenths % 10, UNITS[unit])
}

/// "1 month", "3 months": a count and its noun, singular or plural.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 { format!("1 {one}") } else { format!("{n} {many}") }
}

/// `text` (a decimal of at most `places` decimals) written with exactly `places`: a column of
/// quotients (`0.362600`) reads as one precision.
pub fn at_places(text: &str, places: usize) -> String {
    match text.split_once('.') {
        Some((int, frac)) => format!("{int}.{frac:0<places$}"),
        None => format!("{text}.{}", "0".repeat(places)),
    }
}

#[cfg(test)]
mod tests {
    use super::{bytes, grouped, pad, per_share, price};

    #[test]
    fn per_share_amounts_show_cents_at_least() {
        assert_eq!(
            (per_share("7", 0), per_share("1.4", 0), per_share("0.125", 0), per_share("-0.5", 0)),
            ("7.00".into(), "1.40".into(), "0.125".into(), "-0.50".into())
        );
        assert_eq!((per_share("1.4", 3), per_share("1234.5", 2)), ("1.400".into(), "1,234.50".into()));
        assert_eq!(per_share("1e5", 2), "1e5");
    }

    #[test]
    fn a_lines_figures_share_their_decimal_places() {
        assert_eq!(
            (pad("4.2", 2), pad("4.53", 2), pad("4", 2), pad("-0.5", 3)),
            ("4.20".into(), "4.53".into(), "4.00".into(), "-0.500".into())
        );
        assert_eq!((pad("12", 0), pad("1e5", 2)), ("12".into(), "1e5".into()));
    }

    #[test]
    fn sizes() {
        assert_eq!(bytes(3_544_077), "3.4 MiB");
        assert_eq!(
            (bytes(0), bytes(1023), bytes(1024), bytes(1536)),
            ("0 B".into(), "1023 B".into(), "1.0 KiB".into(), "1.5 KiB".into())
        );
        assert_eq!(bytes(u64::MAX), "16384.0 PiB");
    }

    #[test]
    fn prices_at_their_precision() {
        assert_eq!(price("118.69000244140625", Some(2)), "118.69");
        assert_eq!(price("129.0399932861328", Some(2)), "129.04");
        assert_eq!(price("305.3", Some(2)), "305.30");
        assert_eq!(price("97208.17", Some(2)), "97,208.17");
        assert_eq!(price("1.1171437501907349", Some(4)), "1.1171");
        assert_eq!(price("1202", Some(2)), "1,202.00");
        assert_eq!(price("-0.125", Some(2)), "-0.13", "half away from zero");
        assert_eq!(price("2.5", Some(0)), "3");
        assert_eq!(price("118.69000244140625", None), "118.69000244140625", "no hint: as sent");
        assert_eq!(price("1e6", Some(2)), "1e6");
    }

    #[test]
    fn groups_digits() {
        assert_eq!(grouped("4907000000.0"), "4,907,000,000");
        assert_eq!(grouped("4907000000"), "4,907,000,000");
        assert_eq!(grouped("-14000000"), "-14,000,000");
        assert_eq!(grouped("23.46"), "23.46");
        assert_eq!(grouped("999"), "999");
        assert_eq!(grouped("1000"), "1,000");
        assert_eq!(grouped("0.1"), "0.1");
        assert_eq!(grouped("123456789012345678901"), "123,456,789,012,345,678,901");
        assert_eq!(grouped("1e6"), "1e6");
    }
}
