//! Numbers for reading: grouped digits in tables. Machine formats print the service's digits as they are.

/// `4907000000.0` -> `4,907,000,000`; `-1234.5` -> `-1,234.5`; `23.46` -> `23.46`.
/// A fraction of zeros only is dropped, any other fraction kept digit for digit. Text that is not a
/// plain decimal (exponents) is returned unchanged.
pub fn grouped(text: &str) -> String {
    let Some((neg, int, frac)) = crate::domain::split_decimal(text).filter(|(_, int, _)| !int.is_empty()) else {
        return text.to_string();
    };
    let mut out = String::with_capacity(text.len() + int.len() / 3);
    if neg {
        out.push('-');
    }
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if frac.bytes().any(|b| b != b'0') {
        out.push('.');
        out.push_str(frac);
    }
    out
}

/// "1 month", "3 months": a count and its noun, singular or plural.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 { format!("1 {one}") } else { format!("{n} {many}") }
}

#[cfg(test)]
mod tests {
    use super::grouped;

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
