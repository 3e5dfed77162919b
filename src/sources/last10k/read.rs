//! Reading the service's JSON without a tree of values: an object's members as slices of the body
//! (`RawValue`), only the members finq reads kept and every other one skipped unread, and the
//! members of `result` (the line items, quote fields, prices) counted against a budget as they
//! are read. A number's text is the slice the service sent, exponent and all.
//!
//! A tree of values (`serde_json::Value` with arbitrary precision and preserved order) cost about
//! 500 bytes an object and 60 to 100 bytes a number; what is built here is what finq keeps.

use std::borrow::Cow;
use std::fmt;

use serde::Deserializer as _;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;

use crate::sources::decode::DecodeError;

pub type Parsed<T> = Result<T, DecodeError>;

pub fn shape(detail: impl Into<String>) -> DecodeError {
    DecodeError::Shape(detail.into())
}

/// Values accepted in a body whatever its size: small answers are never refused.
const MIN_VALUES: usize = 16_384;
/// Bytes of body per value at least, beyond [`MIN_VALUES`]: the service's answers spend 23 bytes a
/// value or more. (`[1,1,1,…]` spends 2.)
const BYTES_PER_VALUE: usize = 12;
/// Bytes of body per member of `result` (or `Data`, or per identifier) at least, beyond
/// [`MIN_VALUES`]: each becomes a line item, a quote field or a price point of 100 to 200 bytes,
/// so this keeps them under about 7 times the body. The service's answers spend 83 bytes a member
/// or more (tests/fixtures/last10k-real: 84 to 1,790).
const BYTES_PER_MEMBER: usize = 32;
/// As deep as serde_json's own reader goes (its recursion limit), for the parts skipped unread too.
const MAX_DEPTH: usize = 128;

/// The body as text, refused when it is no JSON text, nests deeper than [`MAX_DEPTH`], or holds
/// more values than its size allows (counted in one pass, before anything is built).
pub fn body_text(body: &[u8]) -> Parsed<&str> {
    let text = std::str::from_utf8(body).map_err(|e| DecodeError::NotJson(e.to_string()))?;
    let budget = MIN_VALUES.max(body.len() / BYTES_PER_VALUE);
    let (values, depth) = crate::model::exact::census(body, budget, MAX_DEPTH);
    if depth > MAX_DEPTH {
        return Err(DecodeError::NotJson(format!("nested deeper than {MAX_DEPTH} levels")));
    }
    if values > budget {
        return Err(shape(format!("the answer holds more than {budget} values in {} bytes", body.len())));
    }
    Ok(text)
}

/// How many members of `result` a body of `len` bytes may hold.
pub fn member_budget(len: usize) -> usize {
    MIN_VALUES.max(len / BYTES_PER_MEMBER)
}

/// A serde_json error as finq says it: a broken text is no JSON, a wrong type a wrong shape.
fn json_error(e: serde_json::Error, what: &str) -> DecodeError {
    match e.classify() {
        serde_json::error::Category::Data => shape(format!("{what}: {}", without_position(&e))),
        _ => DecodeError::NotJson(e.to_string()),
    }
}

/// The message without serde_json's " at line 1 column 9" (positions in a slice mean nothing).
fn without_position(e: &serde_json::Error) -> String {
    let s = e.to_string();
    let tail = format!(" at line {} column {}", e.line(), e.column());
    s.strip_suffix(&tail).map_or(s.clone(), str::to_string)
}

/// What kind of JSON value a (well-formed) raw value is, for messages.
pub fn kind_of(raw: &RawValue) -> &'static str {
    kind_of_text(raw.get())
}

/// What kind of JSON value a well-formed text is.
pub fn kind_of_text(text: &str) -> &'static str {
    match text.trim_start().as_bytes().first() {
        Some(b'n') => "null",
        Some(b't' | b'f') => "a boolean",
        Some(b'"') => "a string",
        Some(b'[') => "an array",
        Some(b'{') => "an object",
        _ => "a number",
    }
}

pub fn is_null(raw: &RawValue) -> bool {
    raw.get() == "null"
}

/// A value read as `T` (a string, a number, an option of one).
pub fn typed<T: serde::de::DeserializeOwned>(raw: &RawValue, what: &str) -> Parsed<T> {
    serde_json::from_str(raw.get()).map_err(|e| json_error(e, what))
}

/// An optional field: absent or null is `None`.
pub fn optional<T: serde::de::DeserializeOwned>(raw: Option<&RawValue>, what: &str) -> Parsed<Option<T>> {
    match raw {
        None => Ok(None),
        Some(r) => typed(r, what),
    }
}

/// A value as short text for a message: at most 40 characters, blanks outside strings dropped
/// (as a tree of values would print it).
pub fn short(raw: &RawValue) -> String {
    compact(raw, 40)
}

/// A value's text with the blanks outside strings dropped, cut (with `…`) at `limit` characters.
pub fn compact(raw: &RawValue, limit: usize) -> String {
    let (mut out, mut n, mut in_string, mut escaped) = (String::new(), 0, false, false);
    for c in raw.get().chars() {
        if !in_string && c.is_ascii_whitespace() {
            continue;
        }
        if n == limit {
            out.push('…');
            break;
        }
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (true, false, '"') | (false, _, '"') => in_string = !in_string,
            _ => {}
        }
        out.push(c);
        n += 1;
    }
    out
}

/// A member's name: borrowed from the body unless it holds an escape.
struct Key;

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Cow<'de, str>;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Key {
    type Value = Cow<'de, str>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a member name")
    }
    fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(s))
    }
    fn visit_str<E>(self, s: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(s.to_string()))
    }
}

/// The members named in `keep` of the object `text`, in `keep`'s order, the last of a duplicate
/// winning (as a map of the whole object would have it); every other member is skipped unread.
/// `None` when `text` is not an object. The text is checked to be JSON through to its end.
pub fn fields<'a, const N: usize>(
    text: &'a str,
    keep: [&str; N],
    what: &str,
) -> Parsed<Option<[Option<&'a RawValue>; N]>> {
    struct Fields<'k, const N: usize>([&'k str; N]);
    impl<'de, const N: usize> Visitor<'de> for Fields<'_, N> {
        type Value = [Option<&'de RawValue>; N];
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("an object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = [None; N];
            while let Some(key) = map.next_key_seed(Key)? {
                match self.0.iter().position(|k| *k == key) {
                    Some(i) => out[i] = Some(map.next_value::<&'de RawValue>()?),
                    None => {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
            }
            Ok(out)
        }
    }
    if !text.trim_start().starts_with('{') {
        // Read through all the same: a broken text is no JSON whatever its shape.
        serde_json::from_str::<IgnoredAny>(text).map_err(|e| json_error(e, what))?;
        return Ok(None);
    }
    let mut de = serde_json::Deserializer::from_str(text);
    let out = de.deserialize_map(Fields(keep)).map_err(|e| json_error(e, what))?;
    de.end().map_err(|e| json_error(e, what))?;
    Ok(Some(out))
}

/// The members named in `keep` of a value that must be an object.
pub fn object<'a, const N: usize>(raw: &'a RawValue, keep: [&str; N], what: &str) -> Parsed<[Option<&'a RawValue>; N]> {
    if raw.get().starts_with('[') {
        // An array is read as the fields in `keep`'s order, as serde reads a struct from one
        // (finq read these parts as serde structs, and so accepted that).
        let mut out = [None; N];
        for (slot, v) in out.iter_mut().zip(elements(raw.get(), N, what)?) {
            *slot = Some(v);
        }
        return Ok(out);
    }
    fields(raw.get(), keep, what)?.ok_or_else(|| shape(format!("{what}: expected an object, found {}", kind_of(raw))))
}

/// An optional object member: absent or null is `None`.
pub fn optional_object<'a, const N: usize>(
    raw: Option<&'a RawValue>,
    keep: [&str; N],
    what: &str,
) -> Parsed<Option<[Option<&'a RawValue>; N]>> {
    match raw {
        Some(r) if !is_null(r) => object(r, keep, what).map(Some),
        _ => Ok(None),
    }
}

/// The members of the object `text` in the order sent, a duplicate name keeping its first place
/// and its last value (as a map of the whole object would), at most `budget` of them.
pub fn members<'a>(text: &'a str, budget: usize, what: &str) -> Parsed<Vec<(Cow<'a, str>, &'a RawValue)>> {
    struct Members<'b> {
        budget: usize,
        over: &'b mut bool,
    }
    impl<'de> Visitor<'de> for Members<'_> {
        type Value = Vec<(Cow<'de, str>, &'de RawValue)>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("an object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(key) = map.next_key_seed(Key)? {
                if out.len() == self.budget {
                    *self.over = true;
                    return Err(de::Error::custom("too many members"));
                }
                out.push((key, map.next_value::<&'de RawValue>()?));
            }
            Ok(out)
        }
    }
    let mut over = false;
    let read = serde_json::Deserializer::from_str(text).deserialize_map(Members { budget, over: &mut over });
    if over {
        return Err(shape(format!("{what} holds more than {budget} members in a body of its size")));
    }
    let mut out = read.map_err(|e| json_error(e, what))?;
    dedupe(&mut out);
    Ok(out)
}

/// Duplicate names: the first place, the last value; the others dropped.
fn dedupe<V: Copy>(members: &mut Vec<(Cow<'_, str>, V)>) {
    if members.len() < 2 {
        return;
    }
    let mut order: Vec<u32> = (0..members.len() as u32).collect();
    order.sort_unstable_by(|&a, &b| members[a as usize].0.cmp(&members[b as usize].0).then(a.cmp(&b)));
    let mut dropped: Vec<bool> = Vec::new();
    let mut start = 0;
    while start < order.len() {
        let first = order[start] as usize;
        let mut end = start + 1;
        while end < order.len() && members[order[end] as usize].0 == members[first].0 {
            end += 1;
        }
        if end - start > 1 {
            members[first].1 = members[order[end - 1] as usize].1;
            dropped.resize(members.len(), false);
            for &i in &order[start + 1..end] {
                dropped[i as usize] = true;
            }
        }
        start = end;
    }
    if !dropped.is_empty() {
        let mut i = 0;
        members.retain(|_| {
            i += 1;
            !dropped[i - 1]
        });
    }
}

/// The elements of the array `text`, at most `budget` of them; `None` when it is not an array.
pub fn elements<'a>(text: &'a str, budget: usize, what: &str) -> Parsed<Vec<&'a RawValue>> {
    let raw: Vec<&RawValue> = match text.as_bytes().first() {
        Some(b'[') => {
            struct Elements<'b> {
                budget: usize,
                over: &'b mut bool,
            }
            impl<'de> Visitor<'de> for Elements<'_> {
                type Value = Vec<&'de RawValue>;
                fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                    f.write_str("an array")
                }
                fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                    let mut out = Vec::new();
                    while let Some(v) = seq.next_element::<&'de RawValue>()? {
                        if out.len() == self.budget {
                            *self.over = true;
                            return Err(de::Error::custom("too many elements"));
                        }
                        out.push(v);
                    }
                    Ok(out)
                }
            }
            let mut over = false;
            let read = serde_json::Deserializer::from_str(text).deserialize_seq(Elements { budget, over: &mut over });
            if over {
                return Err(shape(format!("{what} holds more than {budget} elements in a body of its size")));
            }
            read.map_err(|e| json_error(e, what))?
        }
        _ => return Err(shape(format!("{what} is not an array"))),
    };
    Ok(raw)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_nested_too_deep_are_refused_and_deep_enough_read() {
        assert!(matches!(body_text("[".repeat(200).as_bytes()), Err(DecodeError::NotJson(_))));
        assert!(body_text(format!("{}{}", "[".repeat(128), "]".repeat(128)).as_bytes()).is_ok());
    }

    #[test]
    fn members_keep_their_first_place_and_last_value() {
        let m = members(r#"{"a": 1, "b": 2e0, "a": 3E0, "c": "x", "b": 4}"#, 10, "result").unwrap();
        let got: Vec<(&str, &str)> = m.iter().map(|(k, v)| (k.as_ref(), v.get())).collect();
        assert_eq!(got, [("a", "3E0"), ("b", "4"), ("c", "\"x\"")]);
        assert!(members(r#"{"a":1,"b":2,"c":3}"#, 2, "result").is_err());
        assert!(members(r#"{"a":1,"b":2}"#, 2, "result").is_ok());
        assert!(matches!(members(r#"{"a":1,"#, 2, "result"), Err(DecodeError::NotJson(_))));
        let escaped = members(r#"{"\u0041": 1, "A": 2}"#, 10, "result").unwrap();
        assert_eq!(escaped.len(), 1);
        assert_eq!(escaped[0].1.get(), "2");
    }

    #[test]
    fn fields_skip_the_rest_and_say_when_not_an_object() {
        let [a, c] = fields(r#"{"a": [1, {"x": 2}], "b": {"deep": [[[]]]}, "c": null, "a": "last"}"#, ["a", "c"], "x")
            .unwrap()
            .unwrap();
        assert_eq!((a.unwrap().get(), c.unwrap().get()), ("\"last\"", "null"));
        assert!(fields("[1,2]", ["a"], "x").unwrap().is_none());
        assert!(matches!(fields(r#"{"a":1} x"#, ["a"], "x"), Err(DecodeError::NotJson(_))));
    }

    #[test]
    fn short_text_drops_blanks_outside_strings() {
        let raw: &RawValue = serde_json::from_str(r#"{ "a b" : [1, 2] }"#).unwrap();
        assert_eq!(short(raw), r#"{"a b":[1,2]}"#);
        let text = format!("\"{}\"", "x".repeat(60));
        let long: &RawValue = serde_json::from_str(&text).unwrap();
        assert_eq!(short(long).chars().count(), 41);
    }
}
