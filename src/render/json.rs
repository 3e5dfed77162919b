//! finq's JSON schema: one stable shape per command, whatever form the service answered in.
//! The reference (docs/reference.md, "JSON schema") documents every field; change them only with a note there.

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::{Doc, Item};
use crate::model::{Company, FactValue, Filing, Prices, Quote, QuoteValue, Statement, Summary};

/// Writes text that sits inside a JSON string with DEL, the C1 controls and the bidirectional
/// controls escaped as `\uXXXX`, and registered secrets redacted. Also used on `--jq` output,
/// where those characters can only stand inside strings.
pub fn write_escaped<W: ?Sized + Write>(w: &mut W, fragment: &str) -> io::Result<()> {
    let fragment = &*crate::sanitize::redact(fragment);
    let risky = |c: char| matches!(c, '\u{7f}'..='\u{9f}') || crate::sanitize::is_bidi_control(c);
    // Fast path: every risky character is DEL or starts with the UTF-8 lead byte 0xC2 (C1),
    // 0xD8 (U+061C) or 0xE2 (the other bidi controls); most text has none of them.
    if !fragment.bytes().any(|b| matches!(b, 0x7f | 0xc2 | 0xd8 | 0xe2)) {
        return w.write_all(fragment.as_bytes());
    }
    let mut rest = fragment;
    while let Some(at) = rest.find(risky) {
        w.write_all(&rest.as_bytes()[..at])?;
        let c = rest[at..].chars().next().unwrap_or_default();
        write!(w, "\\u{:04x}", c as u32)?;
        rest = &rest[at + c.len_utf8()..];
    }
    w.write_all(rest.as_bytes())
}

/// A JSON formatter that also escapes what a terminal would act on: DEL, the C1 controls and the
/// bidirectional overrides. serde_json escapes only C0; the escaped text decodes to the same
/// string, so the data is unchanged and a JSON reader sees no difference.
pub struct Safe<F>(pub F);

impl<F: serde_json::ser::Formatter> serde_json::ser::Formatter for Safe<F> {
    fn write_string_fragment<W: ?Sized + Write>(&mut self, w: &mut W, fragment: &str) -> io::Result<()> {
        write_escaped(w, fragment)
    }
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// `value` as JSON into `out`, pretty (two-space indent) or compact, with [`Safe`] escaping.
pub fn to_writer(out: &mut dyn Write, value: &Value, pretty: bool) -> io::Result<()> {
    use serde::Serialize;
    if pretty {
        let mut ser = serde_json::Serializer::with_formatter(out, Safe(serde_json::ser::PrettyFormatter::new()));
        value.serialize(&mut ser).map_err(io::Error::from)
    } else {
        let mut ser = serde_json::Serializer::with_formatter(out, Safe(serde_json::ser::CompactFormatter));
        value.serialize(&mut ser).map_err(io::Error::from)
    }
}

pub fn write(out: &mut dyn Write, value: &Value) -> io::Result<()> {
    to_writer(out, value, true)?;
    out.write_all(b"\n")
}

/// `value` pretty-printed one level deep, for an element of a streamed array.
pub fn write_indented(out: &mut dyn Write, value: &Value) -> io::Result<()> {
    let mut text = Vec::new();
    to_writer(&mut text, value, true)?;
    let text = String::from_utf8_lossy(&text);
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.write_all(b"\n")?;
        }
        out.write_all(b"  ")?;
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

/// The array elements of one item: a document per answer, then its error, if any.
pub fn item_values(item: &Item, subject_key: &str) -> Vec<Value> {
    let mut values: Vec<Value> = item.answers.iter().map(|a| document(Doc::of(&item.subject, a))).collect();
    if let Some(e) = &item.error {
        values.push(json!({
            subject_key: item.subject,
            "error": { "exit_code": e.kind.exit_code(), "message": e.to_string() },
        }));
    }
    values
}

/// A statement as filed: its scale note, columns and lines, each line's values per column.
fn filed(m: &mut Map<String, Value>, f: &crate::model::Filed) {
    m.insert("scale".into(), f.scale.clone().into());
    m.insert("transposed".into(), f.transposed.into());
    let columns = f
        .columns
        .iter()
        .map(|c| {
            let mut o = Map::new();
            o.insert("heading".into(), c.heading.clone().into());
            o.insert("label".into(), c.label.clone().into());
            o.insert("end".into(), c.end.clone().into());
            o.insert("months".into(), c.months.into());
            Value::Object(o)
        })
        .collect();
    m.insert("columns".into(), Value::Array(columns));
    let lines = f
        .rows
        .iter()
        .map(|r| {
            let mut o = Map::new();
            o.insert("element".into(), r.element.clone().into());
            o.insert("prefix".into(), r.prefix.clone().into());
            o.insert("label".into(), r.label.clone().into());
            o.insert("kind".into(), r.kind.name().into());
            o.insert("member".into(), r.member.clone().into());
            dimension(&mut o, r.dimension.as_ref());
            o.insert("custom".into(), r.custom.into());
            o.insert("measure".into(), r.measure.name().into());
            let values = r.values.iter().map(|v| v.clone().map_or(Value::Null, Value::Number)).collect();
            o.insert("values".into(), Value::Array(values));
            Value::Object(o)
        })
        .collect();
    m.insert("lines".into(), Value::Array(lines));
}

/// `axis` and `axis_member` (qualified names, null outside member blocks).
fn dimension(o: &mut Map<String, Value>, d: Option<&crate::model::Dimension>) {
    o.insert("axis".into(), d.map(|d| d.axis.clone()).into());
    o.insert("axis_member".into(), d.map(|d| d.member.clone()).into());
}

/// A cover page value as JSON: numbers exact, flags as booleans, dates and text as strings.
pub fn fact_value(v: &FactValue) -> Value {
    match v {
        FactValue::Number(n) => Value::Number(n.clone()),
        FactValue::Flag(b) => Value::Bool(*b),
        FactValue::Date(t) | FactValue::Text(t) => Value::String(t.clone()),
    }
}

/// `{a: x, b: y}`, built by hand: `json!` serialises its values again, which would rewrite number
/// text (`1.5e3` as `1.5e+3`).
fn pair(a: &str, x: Value, b: &str, y: Value) -> Value {
    let mut m = Map::with_capacity(2);
    m.insert(a.to_string(), x);
    m.insert(b.to_string(), y);
    Value::Object(m)
}

/// The JSON document of one answer. Numbers go in as `Value::Number`, never through `json!`.
pub fn document(doc: Doc) -> Value {
    match doc {
        Doc::Statement { ticker, statement: s } => statement(ticker, s),
        Doc::Summary { ticker, summary: s } => summary(ticker, s),
        Doc::Quote(q) => quote(q),
        Doc::Prices(p) => prices(p),
        Doc::Tickers(ids) => json!({ "cik": ids.query, "tickers": ids.values }),
        Doc::Ciks(ids) => json!({ "ticker": ids.query, "ciks": ids.values }),
    }
}

/// A statement: its filing, items and basis, the statement as filed where there is one, and the
/// standardization's sources and checks (`--standard`).
fn statement(ticker: &str, s: &Statement) -> Value {
    let mut m = header(ticker, s.kind.name(), &s.company, &s.title, &s.filing, s.filing_count);
    let items = s
        .items
        .iter()
        .map(|i| {
            let mut o = Map::with_capacity(3);
            o.insert("element".into(), i.element.clone().into());
            o.insert("prefix".into(), i.prefix.clone().into());
            o.insert("value".into(), Value::Number(i.value.clone()));
            Value::Object(o)
        })
        .collect();
    m.insert("items".into(), Value::Array(items));
    m.insert("basis".into(), s.shape.basis().into());
    if let Some(f) = &s.filed {
        filed(&mut m, f);
    }
    if let Some(shown) = &s.standard {
        m.insert("standard".into(), super::standard::shown_record(shown));
    }
    Value::Object(m)
}

/// A cover page: every fact, and the first of each field.
fn summary(ticker: &str, s: &Summary) -> Value {
    let mut m = header(ticker, "summary", &s.company, &s.title, &s.filing, s.filing_count);
    m.insert("scale".into(), s.scale.clone().into());
    let facts = s
        .facts
        .iter()
        .map(|f| {
            let mut o = Map::new();
            o.insert("field".into(), f.field.into());
            o.insert("element".into(), f.element.clone().into());
            o.insert("prefix".into(), f.prefix.clone().into());
            o.insert("label".into(), f.label.clone().into());
            o.insert("member".into(), f.member.clone().into());
            dimension(&mut o, f.dimension.as_ref());
            o.insert("date".into(), f.date.clone().into());
            o.insert("value".into(), fact_value(&f.value));
            o.insert("text".into(), f.text.clone().into());
            Value::Object(o)
        })
        .collect();
    m.insert("facts".into(), Value::Array(facts));
    // The first fact of each field, in the page's order.
    let mut fields = Map::new();
    for f in &s.facts {
        if let Some(name) = f.field {
            fields.entry(name).or_insert_with(|| fact_value(&f.value));
        }
    }
    m.insert("fields".into(), Value::Object(fields));
    Value::Object(m)
}

/// A quote: a field per value the service sent, and where each came from when finq put it
/// together from several sources.
fn quote(q: &Quote) -> Value {
    let mut m = Map::new();
    m.insert("ticker".into(), q.ticker.clone().into());
    for f in &q.fields {
        match &f.value {
            QuoteValue::Number(n) => m.insert(f.name.clone(), Value::Number(n.clone())),
            QuoteValue::Text(t) => m.insert(f.name.clone(), t.clone().into()),
            QuoteValue::Null => m.insert(f.name.clone(), Value::Null),
            QuoteValue::Magnitude { text, value } => {
                m.insert(f.name.clone(), text.clone().into());
                m.insert(format!("{}_value", f.name), value.clone().map_or(Value::Null, Value::Number))
            }
        };
    }
    // Where each field came from, when finq put the quote together from several sources.
    let sources: Map<String, Value> =
        q.fields.iter().filter_map(|f| f.source.as_ref().map(|s| (f.name.clone(), s.clone().into()))).collect();
    if !sources.is_empty() {
        m.insert("sources".into(), Value::Object(sources));
    }
    Value::Object(m)
}

/// Monthly prices, newest first, in the currency the source wrote.
fn prices(p: &Prices) -> Value {
    let points = p
        .points
        .iter()
        .map(|pt| {
            let mut v = pair("date", pt.date.clone().into(), "price", Value::Number(pt.price.clone()));
            if let (Some(a), Value::Object(m)) = (&pt.adjusted, &mut v) {
                m.insert("adjclose".into(), Value::Number(a.clone()));
            }
            v
        })
        .collect();
    // The currency as the source wrote it (`GBp` is pence), null when it does not say.
    let mut m = Map::with_capacity(3);
    m.insert("ticker".into(), p.ticker.clone().into());
    m.insert("currency".into(), p.currency.clone().map_or(Value::Null, Value::String));
    m.insert("prices".into(), Value::Array(points));
    Value::Object(m)
}

fn header(
    ticker: &str,
    statement: &str,
    company: &Company,
    title: &str,
    filing: &Filing,
    filing_count: Option<u64>,
) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("ticker".into(), ticker.into());
    m.insert("statement".into(), statement.into());
    m.insert("company".into(), company.name.clone().into());
    m.insert("cik".into(), company.cik.clone().into());
    m.insert("title".into(), title.into());
    m.insert("form".into(), filing.form.clone().into());
    m.insert("period".into(), filing.period.clone().into());
    m.insert("filing_date".into(), filing.filed.clone().into());
    m.insert("accession_number".into(), filing.accession.clone().into());
    m.insert("filing_count".into(), filing_count.into());
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_controls_are_escaped_and_the_data_is_unchanged() {
        let value = serde_json::json!({ "name": "EVIL\u{9b}31m\u{202e}CO\u{1b}[2J", "n": 1.5 });
        let mut out = Vec::new();
        write(&mut out, &value).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.chars().all(|c| !c.is_control() || c == '\n'), "{text:?}");
        assert!(text.contains("\\u009b") && text.contains("\\u202e") && text.contains("\\u001b"), "{text}");
        let back: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, value);
        let mut compact = Vec::new();
        to_writer(&mut compact, &value, false).unwrap();
        assert_eq!(serde_json::from_slice::<Value>(&compact).unwrap(), value);
        assert!(!String::from_utf8(compact).unwrap().contains('\u{9b}'));
    }
}
