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

#[cfg(test)]
mod tests {
    use super::{bytes, grouped, price};

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
