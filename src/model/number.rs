//! Exact decimal arithmetic for the few figures finq derives (a quote's change, P/E, market
//! capitalisation, sums over quarters): a 128-bit integer and a count of decimal places, never a
//! float. Inputs are the number text a source sent; results print as plain decimals. Also the one
//! reader of number text (`split_decimal`) and the exact scaling of a filing's figures.

use std::cmp::Ordering;

use serde_json::Number;

/// `mantissa / 10^scale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dec {
    mantissa: i128,
    scale: u32,
}

/// The most decimal places kept; more would overflow sums of large figures.
const MAX_SCALE: u32 = 18;

/// The most digits a value read exactly may have ([`Dec::exact`]): what 128 bits hold with room
/// for sums.
const MAX_DIGITS: usize = 36;

/// Why a number's text is not read as an exact decimal ([`Dec::exact`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inexact {
    /// Not a number as JSON writes one.
    NotANumber,
    /// More than 36 digits (`1e400`, a figure of forty digits).
    TooManyDigits,
    /// More than 18 places after the point that are not trailing zeros.
    TooManyPlaces,
}

impl std::fmt::Display for Inexact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Inexact::NotANumber => "not a number",
            Inexact::TooManyDigits => "more than the 36 digits finq holds exactly",
            Inexact::TooManyPlaces => "more than the 18 places after the point finq holds exactly",
        })
    }
}

/// An exponent's value (`+3`, `-05`, `12`); `None` for text that is none. One beyond `i64` reads
/// as the largest of its sign (it moves the point past any digit anyway).
fn exponent_of(text: &str) -> Option<i64> {
    let (neg, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let e = digits.parse::<i64>().unwrap_or(i64::MAX);
    Some(if neg { -e } else { e })
}

impl Dec {
    pub const ZERO: Dec = Dec { mantissa: 0, scale: 0 };

    pub fn from_int(n: i128) -> Self {
        Dec { mantissa: n, scale: 0 }
    }

    /// `mantissa / 10^scale`, as it is (trailing zeros dropped).
    pub fn from_parts(mantissa: i128, scale: u32) -> Self {
        Dec { mantissa, scale }.trim()
    }

    /// Its mantissa and scale: the exact value is `mantissa / 10^scale`.
    pub fn parts(self) -> (i128, u32) {
        (self.mantissa, self.scale)
    }

    /// A `decimal(28,4)` value ([`decimal`]'s ten-thousandths), as it is: no text between.
    pub fn from_ten_thousandths(n: i128) -> Self {
        Dec { mantissa: n, scale: SCALE }.trim()
    }

    /// Reads a plain decimal (`-12.50`, `244.87`); `None` for exponents, text, or more digits
    /// than fit.
    pub fn parse(text: &str) -> Option<Self> {
        let (neg, int, frac) = split_decimal(text.trim())?;
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let frac = &frac[..frac.len().min(MAX_SCALE as usize)];
        let digits = format!("{int}{frac}");
        if digits.len() > 36 {
            return None;
        }
        let m: i128 = if digits.is_empty() { 0 } else { digits.parse().ok()? };
        Some(Dec { mantissa: if neg { -m } else { m }, scale: frac.len() as u32 })
    }

    /// A plain decimal a person typed (`-12.5`, `0.400005`): at most `places` digits after the
    /// point that are not trailing zeros and 28 before it, exact; or why not, in words.
    pub fn typed(text: &str, places: u32) -> Result<Dec, String> {
        let (neg, int, frac) = split_decimal(text.trim()).ok_or("not a plain decimal number")?;
        let frac = frac.trim_end_matches('0');
        if int.is_empty() && frac.is_empty() {
            return Err("not a plain decimal number".into());
        }
        if frac.len() > places as usize {
            return Err(format!("more than {places} digits after the decimal point"));
        }
        if int.len() > 28 {
            return Err("more than 28 digits before the decimal point".into());
        }
        let digits = format!("{int}{frac}");
        let m: i128 = if digits.is_empty() { 0 } else { digits.parse().map_err(|_| "not a plain decimal number")? };
        Ok(Dec::from_parts(if neg { -m } else { m }, frac.len() as u32))
    }

    /// The value as the data sets' `decimal(28,4)`, in ten-thousandths: no text between, and
    /// `None` for what [`decimal`] refuses of the same number's text (more than four decimal
    /// places as held, or more than 28 digits).
    pub fn to_ten_thousandths(self) -> Option<i128> {
        if self.scale > SCALE {
            return None;
        }
        let n = self.mantissa.checked_mul(10i128.pow(SCALE - self.scale))?;
        (n.unsigned_abs() < DECIMAL_LIMIT.unsigned_abs()).then_some(n)
    }

    pub fn of(n: &Number) -> Option<Self> {
        Self::parse(&n.to_string())
    }

    /// Reads a number as JSON writes it, exponent and all, exactly: `1.25e3` is 1250, `1E-5` is
    /// 0.00001, `2.50` keeps its places; never through a float, never rounded or cut. A value
    /// finq's decimals cannot hold whole (more than [`MAX_DIGITS`] digits, or more than
    /// [`MAX_SCALE`] places that are not trailing zeros: `1e400`, forty digits, sixty places) is
    /// refused, saying which.
    pub fn exact(text: &str) -> Result<Self, Inexact> {
        let t = text.trim();
        let (mantissa, exponent) = match t.find(['e', 'E']) {
            Some(at) => (&t[..at], Some(&t[at + 1..])),
            None => (t, None),
        };
        let (neg, int, frac) = split_decimal(mantissa).ok_or(Inexact::NotANumber)?;
        if int.is_empty() && frac.is_empty() {
            return Err(Inexact::NotANumber);
        }
        // The significant digits, and how many of them are places after the point.
        let digits = format!("{int}{frac}");
        let digits = digits.trim_start_matches('0');
        if digits.is_empty() {
            // Zero, whatever its exponent (`0e400`) or sign.
            return match exponent.map(exponent_of) {
                Some(None) => Err(Inexact::NotANumber),
                _ => Ok(Dec::ZERO),
            };
        }
        let places = i64::try_from(frac.len()).map_err(|_| Inexact::TooManyPlaces)?;
        let places = match exponent.map(exponent_of) {
            None => places,
            Some(None) => return Err(Inexact::NotANumber),
            // An exponent beyond a billion moves the point past any digit finq holds.
            Some(Some(e)) if e > 1_000_000_000 => return Err(Inexact::TooManyDigits),
            Some(Some(e)) if e < -1_000_000_000 => return Err(Inexact::TooManyPlaces),
            Some(Some(e)) => places - e,
        };
        let mut digits = digits.to_string();
        let mut places = places;
        if places < 0 {
            // A whole number with zeros to add (`1.25e3`: 125 and one zero).
            let zeros = usize::try_from(-places).map_err(|_| Inexact::TooManyDigits)?;
            if digits.len() + zeros > MAX_DIGITS {
                return Err(Inexact::TooManyDigits);
            }
            digits.push_str(&"0".repeat(zeros));
            places = 0;
        }
        // Trailing zeros after the point are dropped only where the value would not fit with them.
        while (places > i64::from(MAX_SCALE) || digits.len() > MAX_DIGITS) && places > 0 && digits.ends_with('0') {
            digits.pop();
            places -= 1;
        }
        if places > i64::from(MAX_SCALE) {
            return Err(Inexact::TooManyPlaces);
        }
        if digits.len() > MAX_DIGITS {
            return Err(Inexact::TooManyDigits);
        }
        let m: i128 = digits.parse().map_err(|_| Inexact::TooManyDigits)?;
        Ok(Dec { mantissa: if neg { -m } else { m }, scale: places as u32 })
    }

    fn rescale(self, scale: u32) -> Option<Self> {
        let factor = 10i128.checked_pow(scale.checked_sub(self.scale)?)?;
        Some(Dec { mantissa: self.mantissa.checked_mul(factor)?, scale })
    }

    fn align(a: Dec, b: Dec) -> Option<(i128, i128, u32)> {
        let s = a.scale.max(b.scale);
        Some((a.rescale(s)?.mantissa, b.rescale(s)?.mantissa, s))
    }

    pub fn plus(self, o: Dec) -> Option<Dec> {
        let (a, b, s) = Self::align(self, o)?;
        Some(Dec { mantissa: a.checked_add(b)?, scale: s }.trim())
    }

    pub fn minus(self, o: Dec) -> Option<Dec> {
        let (a, b, s) = Self::align(self, o)?;
        Some(Dec { mantissa: a.checked_sub(b)?, scale: s }.trim())
    }

    pub fn times(self, o: Dec) -> Option<Dec> {
        let d = Dec { mantissa: self.mantissa.checked_mul(o.mantissa)?, scale: self.scale + o.scale }.trim();
        if d.scale > MAX_SCALE { d.round(MAX_SCALE) } else { Some(d) }
    }

    /// `self / o` rounded half away from zero to `places` decimals; `None` for a zero divisor.
    pub fn div(self, o: Dec, places: u32) -> Option<Dec> {
        if o.mantissa == 0 {
            return None;
        }
        // a/10^sa / (b/10^sb) = a * 10^(sb + places + 1 - sa) / b, then one digit rounded off.
        let shift = (o.scale + places + 1).checked_sub(self.scale);
        let (num, den) = match shift {
            Some(k) => (self.mantissa.checked_mul(10i128.checked_pow(k)?)?, o.mantissa),
            None => (self.mantissa, o.mantissa.checked_mul(10i128.checked_pow(self.scale - o.scale - places - 1)?)?),
        };
        let q = num / den;
        let rounded = if q >= 0 { (q + 5) / 10 } else { (q - 5) / 10 };
        Some(Dec { mantissa: rounded, scale: places }.trim())
    }

    /// Rounded half away from zero to `places` decimals.
    pub fn round(self, places: u32) -> Option<Dec> {
        if self.scale <= places {
            return Some(self);
        }
        let factor = 10i128.checked_pow(self.scale - places)?;
        let half = factor / 2;
        let m = if self.mantissa >= 0 { (self.mantissa + half) / factor } else { (self.mantissa - half) / factor };
        Some(Dec { mantissa: m, scale: places })
    }

    /// Without trailing fractional zeros.
    fn trim(mut self) -> Dec {
        while self.scale > 0 && self.mantissa % 10 == 0 {
            self.mantissa /= 10;
            self.scale -= 1;
        }
        self
    }

    pub fn is_zero(self) -> bool {
        self.mantissa == 0
    }

    pub fn to_number(self) -> Number {
        self.to_string().parse().unwrap_or_else(|_| Number::from(0))
    }
}

impl PartialOrd for Dec {
    /// Always an order: where aligning the two scales would overflow 128 bits (a value of 18
    /// places beside a huge one), the whole parts are compared, then the fractions, each of
    /// which fits once aligned.
    fn partial_cmp(&self, o: &Dec) -> Option<Ordering> {
        if let Some((a, b, _)) = Dec::align(*self, *o) {
            return Some(a.cmp(&b));
        }
        let parts = |d: &Dec| {
            let unit = 10i128.pow(d.scale);
            (d.mantissa / unit, d.mantissa % unit, d.scale)
        };
        let ((ai, af, asc), (bi, bf, bsc)) = (parts(self), parts(o));
        // Truncated toward zero, whole and fraction share the value's sign: compare the whole
        // parts, then the fractions at one scale (each below 10^18, so 10^36 at most).
        let scale = asc.max(bsc);
        let (af, bf) = (af * 10i128.pow(scale - asc), bf * 10i128.pow(scale - bsc));
        Some(ai.cmp(&bi).then(af.cmp(&bf)))
    }
}

impl std::fmt::Display for Dec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let digits = self.mantissa.unsigned_abs().to_string();
        let sign = if self.mantissa < 0 { "-" } else { "" };
        let s = self.scale as usize;
        if s == 0 {
            return write!(f, "{sign}{digits}");
        }
        let padded = format!("{:0>width$}", digits, width = s + 1);
        let (int, frac) = padded.split_at(padded.len() - s);
        write!(f, "{sign}{int}.{frac}")
    }
}

/// The SEC's data sets' numbers, `decimal(28,4)`: a 128-bit integer of ten-thousandths, read and
/// printed by the one codec of that representation ([`decimal`], [`decimal_text`]).
const SCALE: u32 = 4;

/// The largest `decimal(28,4)` magnitude plus one: 10^28 ten-thousandths.
const DECIMAL_LIMIT: i128 = 10i128.pow(28);

/// A `decimal(28,4)` as an integer of ten-thousandths: `-12.5` is -125000. Plain decimals only
/// (an optional minus sign, digits, an optional point and at most four digits after it), read by
/// the one reader of number text ([`split_decimal_bytes`]).
pub fn decimal(text: &[u8]) -> Result<i128, &'static str> {
    let (neg, int, frac) = split_decimal_bytes(text).ok_or("not a plain decimal number")?;
    if int.is_empty() && frac.is_empty() {
        return Err("not a number");
    }
    if frac.len() > SCALE as usize {
        return Err("more than four digits after the decimal point");
    }
    // Up to 18 digits (nearly every value) add up in 64 bits with no check for overflow, and
    // with four decimals stay far below the 28 digits' limit.
    if int.len() + frac.len() <= 18 {
        let n = int.iter().chain(frac).fold(0u64, |n, &b| n * 10 + u64::from(b - b'0'));
        let n = i128::from(n) * 10i128.pow(SCALE - frac.len() as u32);
        return Ok(if neg { -n } else { n });
    }
    let mut n: i128 = 0;
    for &b in int.iter().chain(frac) {
        n = n * 10 + i128::from(b - b'0');
        if n >= DECIMAL_LIMIT {
            return Err("more than the 28 digits of decimal(28,4)");
        }
    }
    for _ in frac.len()..SCALE as usize {
        n *= 10;
    }
    if n >= DECIMAL_LIMIT {
        return Err("more than the 28 digits of decimal(28,4)");
    }
    Ok(if neg { -n } else { n })
}

/// Prints ten-thousandths as a plain decimal, without trailing zeros after the point
/// (`207800000000000` is `20780000000`, `-125000` is `-12.5`).
pub fn decimal_text(n: i128) -> String {
    let scale = 10i128.pow(SCALE);
    let (int, frac) = (n.unsigned_abs() / scale as u128, n.unsigned_abs() % scale as u128);
    let sign = if n < 0 { "-" } else { "" };
    if frac == 0 {
        return format!("{sign}{int}");
    }
    let frac = format!("{frac:04}");
    format!("{sign}{int}.{}", frac.trim_end_matches('0'))
}

/// Ten-thousandths as a JSON number, digit for digit as [`decimal_text`] prints them: the number
/// a statement's rows and finq's JSON hold a data set's value as.
pub fn ten_thousandths_number(n: i128) -> Number {
    decimal_text(n).parse().expect("a plain decimal is a JSON number")
}

/// A plain decimal as sign, integer digits and fraction digits (`"-12.50"` -> `(true, "12", "50")`);
/// either part may be empty. `None` for anything else (exponents, separators, letters). The one
/// place that reads number text, for the exact arithmetic that never goes through a float.
pub fn split_decimal(text: &str) -> Option<(bool, &str, &str)> {
    let (neg, int, frac) = split_decimal_bytes(text.as_bytes())?;
    // Digits only: ASCII, so UTF-8.
    Some((neg, std::str::from_utf8(int).ok()?, std::str::from_utf8(frac).ok()?))
}

/// [`split_decimal`] of bytes (the bulk store's `decimal(28,4)` values are read from the SEC's
/// text as bytes, millions at a time): the same grammar, one reader of number text.
pub fn split_decimal_bytes(text: &[u8]) -> Option<(bool, &[u8], &[u8])> {
    let (neg, rest) = match text.strip_prefix(b"-") {
        Some(r) => (true, r),
        None => (false, text),
    };
    let (int, frac) = match memchr::memchr(b'.', rest) {
        Some(p) => (&rest[..p], &rest[p + 1..]),
        None => (rest, &[][..]),
    };
    (int.iter().all(u8::is_ascii_digit) && frac.iter().all(u8::is_ascii_digit)).then_some((neg, int, frac))
}

/// `int.frac` times 10^digits, exactly, as decimal text: ("2569", "8", 6) -> "2569800000",
/// ("1", "65", 0) -> "1.65". Leading zeros of the whole part go; the fraction stays as written.
pub fn shift_decimal(int: &str, frac: &str, digits: usize) -> String {
    let moved = digits.min(frac.len());
    let mut whole = format!("{int}{}", &frac[..moved]);
    whole.push_str(&"0".repeat(digits - moved));
    let rest = &frac[moved..];
    let whole = whole.trim_start_matches('0');
    let whole = if whole.is_empty() { "0" } else { whole };
    if rest.is_empty() { whole.to_string() } else { format!("{whole}.{rest}") }
}

/// The decimal digits of a filing's scale note, for money and for shares:
/// "shares in Thousands, $ in Millions" -> (6, 3).
pub fn scale_digits(note: &str) -> (usize, usize) {
    let (mut money, mut shares) = (0, 0);
    for part in note.split(',') {
        let p = part.trim().to_ascii_lowercase();
        let digits = if p.ends_with("in billions") {
            9
        } else if p.ends_with("in millions") {
            6
        } else if p.ends_with("in thousands") {
            3
        } else {
            continue;
        };
        if p.starts_with("shares") {
            shares = digits;
        } else {
            money = digits;
        }
    }
    (money, shares)
}

/// A plain decimal's digits grouped by thousands for reading (`4907000000.0` -> `4,907,000,000`,
/// `-1234.5` -> `-1,234.5`); a fraction of zeros is dropped unless `keep_zeros`, any other kept
/// digit for digit. Text that is not a plain decimal (exponents) is returned unchanged. Tables
/// (`render`) and the R pages `finq serve` writes group digits this one way.
pub fn grouped(text: &str, keep_zeros: bool) -> String {
    let Some((neg, int, frac)) = split_decimal(text).filter(|(_, int, _)| !int.is_empty()) else {
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
    if !frac.is_empty() && (keep_zeros || frac.bytes().any(|b| b != b'0')) {
        out.push('.');
        out.push_str(frac);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dec {
        Dec::parse(s).unwrap()
    }

    #[test]
    fn every_two_values_have_an_order_even_where_aligning_overflows() {
        // 10^30 at 18 places would need 10^48: past 128 bits.
        let huge = Dec::from_parts(10i128.pow(30), 0);
        let tiny = Dec::from_parts(1, 18);
        assert_eq!(huge.partial_cmp(&tiny), Some(Ordering::Greater));
        assert_eq!(tiny.partial_cmp(&huge), Some(Ordering::Less));
        let minus_huge = Dec::from_parts(-(10i128.pow(30)), 0);
        assert_eq!(minus_huge.partial_cmp(&tiny), Some(Ordering::Less));
        // 10^30 + 0.5 beside 10^19 + 10^-18: both with fractions, their alignment past 128 bits.
        let a = Dec::from_parts(10i128.pow(31) + 5, 1);
        let b = Dec::from_parts(10i128.pow(37) + 1, 18);
        assert_eq!(a.partial_cmp(&b), Some(Ordering::Greater));
        assert_eq!(b.partial_cmp(&a), Some(Ordering::Less));
        // Whole parts equal: the fractions decide, with their sign.
        let neg = |m: i128, s: u32| Dec::from_parts(m, s);
        assert_eq!(neg(-15, 1).partial_cmp(&neg(-12, 1)), Some(Ordering::Less));
        assert_eq!(neg(-5, 1).partial_cmp(&neg(3, 1)), Some(Ordering::Less));
    }

    #[test]
    fn decimals_are_exact() {
        assert_eq!(decimal(b"20780000000.0000"), Ok(207_800_000_000_000));
        assert_eq!(decimal(b"-12.5"), Ok(-125_000));
        assert_eq!(decimal(b"0.0001"), Ok(1));
        assert_eq!(decimal(b"7"), Ok(70_000));
        assert_eq!(decimal(b".5"), Ok(5_000));
        // Eighteen digits and fewer add up in 64 bits; more the long way: the same numbers.
        assert_eq!(decimal(b"999999999999999999"), Ok(9_999_999_999_999_999_990_000));
        assert_eq!(decimal(b"-99999999999999.9999"), Ok(-999_999_999_999_999_999));
        assert_eq!(decimal(b"1234567890123456789"), Ok(12_345_678_901_234_567_890_000));
        assert_eq!(decimal(b"123456789012345.6789"), Ok(1_234_567_890_123_456_789));
        assert!(decimal(b"12345678901234567x").is_err() && decimal(b"1234567890123456789x").is_err());
        assert_eq!(decimal(b"999999999999999999999999.9999"), Ok(DECIMAL_LIMIT - 1));
        assert!(decimal(b"1000000000000000000000000").is_err(), "25 digits before the point");
        assert!(decimal(b"1.00001").is_err());
        assert!(decimal(b"1e5").is_err());
        assert!(decimal(b"").is_err() && decimal(b"-").is_err() && decimal(b".").is_err());
        assert!(decimal(b"NaN").is_err() && decimal(b"1,000").is_err());
        for (n, t) in [(207_800_000_000_000, "20780000000"), (-125_000, "-12.5"), (1, "0.0001"), (0, "0")] {
            assert_eq!(decimal_text(n), t);
            // Straight from ten-thousandths, the value its text reads as.
            assert_eq!(Dec::from_ten_thousandths(n), Dec::parse(t).unwrap());
        }
    }

    #[test]
    fn ten_thousandths_straight_from_a_dec_are_what_its_text_reads_as() {
        for t in [
            "20780000000.0000",
            "-12.5",
            "-0.50",
            "0.0001",
            "7",
            ".5",
            "0",
            "999999999999999999999999.9999",
            "-999999999999999999999999.9999",
            "1000000000000000000000000",
            "1.00001",
            "1.00000",
        ] {
            assert_eq!(Dec::parse(t).unwrap().to_ten_thousandths(), decimal(t.as_bytes()).ok(), "{t}");
        }
    }

    #[test]
    fn arithmetic_is_exact() {
        assert_eq!(d("244.87").minus(d("241.53")).unwrap().to_string(), "3.34");
        assert_eq!(d("0.1").plus(d("0.2")).unwrap().to_string(), "0.3");
        assert_eq!(d("3.34").div(d("241.53"), 4).unwrap().times(d("100")).unwrap().to_string(), "1.38");
        assert_eq!(d("244.6").times(d("15022100480")).unwrap().to_string(), "3674405777408");
        assert_eq!(d("10").div(d("3"), 2).unwrap().to_string(), "3.33");
        assert_eq!(d("-10").div(d("3"), 2).unwrap().to_string(), "-3.33");
        assert_eq!(d("2").div(d("3"), 2).unwrap().to_string(), "0.67");
        assert_eq!(d("129.0399932861328").round(2).unwrap().to_string(), "129.04");
        assert_eq!(d("1").div(d("0"), 2), None);
        assert!(d("1.5") > d("1.49"));
        assert_eq!(Dec::parse("1e5"), None);
    }

    #[test]
    fn json_numbers_are_read_exactly_or_refused_saying_why() {
        let exact = |t: &str| Dec::exact(t).map(|d| d.to_string());
        assert_eq!(exact("1.25e3"), Ok("1250".into()));
        assert_eq!(exact("8.5778E10"), Ok("85778000000".into()));
        assert_eq!(exact("1e+2"), Ok("100".into()));
        assert_eq!(exact("-2e-3"), Ok("-0.002".into()));
        assert_eq!(exact("1E-5"), Ok("0.00001".into()));
        assert_eq!(exact("12.50"), Ok("12.50".into()), "places as written");
        assert_eq!(exact("1.50e1"), Ok("15.0".into()));
        assert_eq!(exact("0.00001"), Ok("0.00001".into()));
        assert_eq!(exact("-0"), Ok("0".into()));
        assert_eq!(exact("0e400"), Ok("0".into()));
        assert_eq!(exact("94930000000"), Ok("94930000000".into()));
        // Thirty-six digits fit; trailing zeros past eighteen places go where the value needs it.
        assert_eq!(exact(&"9".repeat(36)), Ok("9".repeat(36)));
        assert_eq!(exact(&format!("2.18{}", "0".repeat(56))), Ok(format!("2.18{}", "0".repeat(16))));
        assert_eq!(exact("1e35"), Ok(format!("1{}", "0".repeat(35))));
        // What does not fit is refused, never cut.
        assert_eq!(exact("1e400"), Err(Inexact::TooManyDigits));
        assert_eq!(exact("1e36"), Err(Inexact::TooManyDigits));
        assert_eq!(exact(&"1".repeat(40)), Err(Inexact::TooManyDigits));
        assert_eq!(exact(&format!("2.18{}1", "0".repeat(56))), Err(Inexact::TooManyPlaces));
        assert_eq!(exact("1e-19"), Err(Inexact::TooManyPlaces));
        assert_eq!(exact("1e-99999999999999999999999"), Err(Inexact::TooManyPlaces));
        assert_eq!(exact("1e99999999999999999999999"), Err(Inexact::TooManyDigits));
        for bad in ["", "-", "e5", "1e", "1e+", "1,000", "NaN", "0x10", "1.2.3"] {
            assert_eq!(exact(bad), Err(Inexact::NotANumber), "{bad:?}");
        }
        // Plain decimals read as the parser of plain text reads them.
        for t in ["-12.50", "244.87", "0.1", "7"] {
            assert_eq!(Dec::exact(t), Ok(d(t)), "{t}");
        }
    }

    #[test]
    fn decimals_shift_exactly() {
        assert_eq!(shift_decimal("2569", "8", 6), "2569800000");
        assert_eq!(shift_decimal("1", "65", 0), "1.65");
        assert_eq!(shift_decimal("0", "5", 3), "500");
        assert_eq!(shift_decimal("1", "2345", 3), "1234.5");
        assert_eq!(shift_decimal("28162", "", 6), "28162000000");
        assert_eq!(shift_decimal("0", "", 6), "0");
    }
}
