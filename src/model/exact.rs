//! JSON numbers exactly as sent. serde_json's arbitrary-precision numbers keep every digit but
//! rewrite exponents (`1.5e3` becomes `1.5e+3`, `1E5` becomes `1e+5`); this puts the text the
//! source sent back, so that JSON, CSV and NDJSON print it digit for digit.

use serde::de::DeserializeOwned;
use serde_json::{Number, Value};

/// The number tokens of a JSON text, in document order (strings skipped).
pub fn number_tokens(body: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let (mut i, mut in_string, mut escaped) = (0, false, false);
    while i < body.len() {
        let b = body[i];
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            i += 1;
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < body.len() && matches!(body[i], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') {
                    i += 1;
                }
                out.push(&body[start..i]);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// About how many values a JSON text holds (each comma, `[` and `{` outside strings, and one),
/// an upper bound, and how deep it nests: counted in one pass without building anything; it stops
/// once past `stop` values or `max_depth` levels.
pub fn census(body: &[u8], stop: usize, max_depth: usize) -> (usize, usize) {
    let (mut count, mut depth, mut deepest, mut in_string, mut escaped) = (1, 0usize, 0, false, false);
    for &b in body {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                count += 1;
                depth += 1;
                deepest = deepest.max(depth);
            }
            b',' => count += 1,
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => continue,
        }
        if count > stop || deepest > max_depth {
            break;
        }
    }
    (count, deepest)
}

/// What serde_json makes of a number token.
fn normalized(raw: &str) -> String {
    match raw.find(['e', 'E']) {
        Some(at) => {
            let (mantissa, exp) = (&raw[..at], &raw[at + 1..]);
            let sign = if exp.starts_with(['+', '-']) { "" } else { "+" };
            format!("{mantissa}e{sign}{exp}")
        }
        None => raw.to_string(),
    }
}

fn has_exponent(tokens: &[&[u8]]) -> bool {
    tokens.iter().any(|t| t.iter().any(|b| matches!(b, b'e' | b'E')))
}

fn collect<'a>(v: &'a mut Value, out: &mut Vec<&'a mut Number>) {
    match v {
        Value::Number(n) => out.push(n),
        Value::Array(a) => a.iter_mut().for_each(|v| collect(v, out)),
        Value::Object(m) => m.values_mut().for_each(|v| collect(v, out)),
        _ => {}
    }
}

/// Parses `body` as a `Value` whose numbers carry the text the source sent.
///
/// The tree's numbers are matched to the text's number tokens in order; only when every pair
/// agrees (a duplicate key, which drops a value, makes them disagree) is the sent text put back,
/// so a number is never given another's text.
pub fn parse_value(body: &[u8]) -> Result<Value, serde_json::Error> {
    let mut value: Value = serde_json::from_slice(body)?;
    let tokens = number_tokens(body);
    if !has_exponent(&tokens) {
        return Ok(value);
    }
    let mut numbers = Vec::new();
    collect(&mut value, &mut numbers);
    let texts: Vec<&str> = tokens.iter().filter_map(|t| std::str::from_utf8(t).ok()).collect();
    let aligned =
        numbers.len() == texts.len() && numbers.iter().zip(&texts).all(|(n, t)| n.to_string() == normalized(t));
    if aligned {
        for (n, t) in numbers.into_iter().zip(texts) {
            *n = Number::from_string_unchecked(t.to_string());
        }
    }
    Ok(value)
}

/// A number field read as the text the source sent (`9.3736E10` stays so; serde_json's own
/// `Number` would be `9.3736e+10`), for `#[serde(deserialize_with = "…")]`: the field is read as
/// raw JSON text, which must be a number. Only serde_json's own readers (`from_slice`,
/// `from_str`) give the raw text; a field read from a tree of values is refused.
pub fn number_as_sent<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Number, D::Error> {
    let raw: Box<serde_json::value::RawValue> = serde::Deserialize::deserialize(d)?;
    let text = raw.get();
    let number: Number = serde_json::from_str(text).map_err(serde::de::Error::custom)?;
    Ok(if text.contains(['e', 'E']) { Number::from_string_unchecked(text.to_string()) } else { number })
}

/// Reads `body` into `T` straight from the bytes, numbers as sent but for exponents' spelling
/// (a field that must keep it reads with [`number_as_sent`]).
///
/// It once went through [`parse_value`] when a number had an exponent, but that kept nothing:
/// serde_json reads a typed `Number` (or a `Value`'s) from the tree by its text again, which
/// rewrites the exponent as before. And the tree cost about 70 times the document (a body of
/// tiny numbers and one `1e1`), so a hostile document took memory for no gain.
pub fn from_slice<T: DeserializeOwned>(body: &[u8]) -> Result<T, serde_json::Error> {
    serde_json::from_slice(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exponents_keep_their_text() {
        let v = parse_value(br#"{"a": 1.5e3, "b": [1E5, -2e-3, "3e4"], "c": 1e400, "d": -0, "e": 12}"#).unwrap();
        assert_eq!(v["a"].to_string(), "1.5e3");
        assert_eq!(v["b"][0].to_string(), "1E5");
        assert_eq!(v["b"][1].to_string(), "-2e-3");
        assert_eq!(v["b"][2], "3e4");
        assert_eq!(v["c"].to_string(), "1e400");
        assert_eq!(v["d"].to_string(), "-0");
        assert_eq!(v["e"].to_string(), "12");
    }

    #[test]
    fn typed_reading_spells_exponents_as_serde_json_does_whichever_way() {
        // Through a tree with the text put back or straight from the bytes: the same.
        #[derive(serde::Deserialize)]
        struct T {
            a: Number,
            b: Value,
        }
        let body = br#"{"a": 1.5e3, "b": [1E5, 7]}"#;
        let direct: T = from_slice(body).unwrap();
        let via_tree: T = serde_json::from_value(parse_value(body).unwrap()).unwrap();
        assert_eq!((direct.a.to_string(), direct.b.to_string()), ("1.5e+3".into(), "[1e+5,7]".into()));
        assert_eq!((via_tree.a.to_string(), via_tree.b.to_string()), (direct.a.to_string(), direct.b.to_string()));
    }

    #[test]
    fn number_fields_can_keep_their_exponents_text() {
        #[derive(serde::Deserialize)]
        struct T {
            #[serde(deserialize_with = "number_as_sent")]
            a: Number,
            #[serde(deserialize_with = "number_as_sent")]
            b: Number,
        }
        let t: T = from_slice(br#"{"a": 9.3736E10, "b": -12.50}"#).unwrap();
        assert_eq!((t.a.to_string(), t.b.to_string()), ("9.3736E10".into(), "-12.50".into()));
        assert!(from_slice::<T>(br#"{"a": "1e3", "b": 1}"#).is_err(), "a string is no number");
        assert!(from_slice::<T>(br#"{"a": [1], "b": 1}"#).is_err());
    }

    #[test]
    fn values_and_depth_are_counted_outside_strings() {
        assert_eq!(census(br#"{"a": [1, 2, {"b": "x,y[{\",z"}], "c": 3}"#, usize::MAX, 128), (7, 3));
        assert_eq!(census(b"[1,1,1,1,1,1,1,1,1,1]", 3, 128).0, 4, "stops once past");
        assert_eq!(census("[".repeat(200).as_bytes(), usize::MAX, 128).1, 129, "stops once too deep");
    }

    #[test]
    fn a_duplicate_key_never_swaps_numbers() {
        let v = parse_value(br#"{"a": "s", "b": 2e0, "a": 3e0}"#).unwrap();
        assert_eq!(v["a"].to_string(), "3e+0");
        assert_eq!(v["b"].to_string(), "2e+0");
    }
}
