//! finq's JSON schema: one stable shape per command, whatever form the service answered in.
//! The README documents every field; change them only with a note there.

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::{Doc, Item};
use crate::domain::{Company, Filing, QuoteValue};

pub fn write(out: &mut dyn Write, value: &Value) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// `value` pretty-printed one level deep, for an element of a streamed array.
pub fn write_indented(out: &mut dyn Write, value: &Value) -> io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(io::Error::from)?;
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
            "error": { "exit_code": e.kind.exit_code(), "message": e.message },
        }));
    }
    values
}

pub fn document(doc: Doc) -> Value {
    match doc {
        Doc::Statement { ticker, statement: s } => {
            let mut m = header(ticker, s.kind.name(), &s.company, &s.filing);
            let items = s.items.iter().map(|i| json!({ "element": i.element, "value": i.value })).collect();
            m.insert("items".into(), Value::Array(items));
            Value::Object(m)
        }
        Doc::Summary { ticker, summary: s } => {
            let mut m = header(ticker, "summary", &s.company, &s.filing);
            let facts =
                s.facts.iter().map(|f| json!({ "field": f.field, "label": f.label, "value": f.value })).collect();
            m.insert("facts".into(), Value::Array(facts));
            let mut fields = Map::new();
            for f in &s.facts {
                if let Some(name) = f.field {
                    fields.entry(name).or_insert_with(|| Value::String(f.value.clone()));
                }
            }
            m.insert("fields".into(), Value::Object(fields));
            Value::Object(m)
        }
        Doc::Quote(q) => {
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
            Value::Object(m)
        }
        Doc::Prices(p) => {
            let prices = p.points.iter().map(|pt| json!({ "date": pt.date, "price": pt.price })).collect();
            json!({ "ticker": p.ticker, "prices": Value::Array(prices) })
        }
        Doc::Tickers(ids) => json!({ "cik": ids.query, "tickers": ids.values }),
        Doc::Ciks(ids) => json!({ "ticker": ids.query, "ciks": ids.values }),
    }
}

fn header(ticker: &str, statement: &str, company: &Company, filing: &Filing) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("ticker".into(), ticker.into());
    m.insert("statement".into(), statement.into());
    m.insert("company".into(), company.name.clone().into());
    m.insert("cik".into(), company.cik.clone().into());
    m.insert("title".into(), filing.title.clone().into());
    m.insert("form".into(), filing.form.clone().into());
    m.insert("period".into(), filing.period.clone().into());
    m.insert("filing_date".into(), filing.filing_date.clone().into());
    m.insert("accession_number".into(), filing.accession_number.clone().into());
    m.insert("filing_count".into(), filing.filing_count.into());
    m
}
