//! Tidy records for CSV and NDJSON: one record per value, the same columns in both formats.

use std::io::{self, Write};

use serde_json::{Map, Value};

use super::tidy::{Cell, Records};
use super::{Doc, Item};
use crate::model::{FactValue, Filing, Prices, Quote, QuoteValue, Statement, Summary};
use crate::sanitize;

const STATEMENT_COLUMNS: [&str; 9] =
    ["ticker", "statement", "form", "period", "filing_date", "accession_number", "element", "prefix", "value"];
const SUMMARY_COLUMNS: [&str; 16] = [
    "ticker",
    "statement",
    "form",
    "period",
    "filing_date",
    "accession_number",
    "field",
    "element",
    "prefix",
    "label",
    "member",
    "axis",
    "axis_member",
    "date",
    "value",
    "text",
];

fn filing_cells(ticker: &str, statement: &str, f: &Filing) -> Vec<Cell> {
    vec![
        ticker.into(),
        statement.into(),
        f.form.as_str().into(),
        f.period.as_deref().into(),
        f.filed.as_str().into(),
        f.accession.as_str().into(),
    ]
}

fn names(cols: &[&str]) -> Vec<String> {
    cols.iter().map(|c| c.to_string()).collect()
}

/// The records of one answer.
pub fn of(doc: Doc) -> Records {
    match doc {
        Doc::Statement { ticker, statement: s } if s.standard.is_some() => match &s.standard {
            Some(shown) => super::standard::statement_records(ticker, s, shown),
            None => filed_records(ticker, s),
        },
        Doc::Statement { ticker, statement: s } if s.filed.is_some() => filed_records(ticker, s),
        Doc::Statement { ticker, statement: s } => item_records(ticker, s),
        Doc::Summary { ticker, summary: s } => summary_records(ticker, s),
        Doc::Quote(q) => quote_records(q),
        Doc::Prices(p) => price_records(p),
        Doc::Tickers(ids) => Records {
            columns: names(&["cik", "ticker"]),
            rows: ids.values.iter().map(|v| vec![ids.query.as_str().into(), v.as_str().into()]).collect(),
        },
        Doc::Ciks(ids) => Records {
            columns: names(&["ticker", "cik"]),
            rows: ids.values.iter().map(|v| vec![ids.query.as_str().into(), v.as_str().into()]).collect(),
        },
    }
}

/// A statement's items: one record per element and value.
fn item_records(ticker: &str, s: &Statement) -> Records {
    Records {
        columns: names(&STATEMENT_COLUMNS),
        rows: s
            .items
            .iter()
            .map(|i| {
                let mut row = filing_cells(ticker, s.kind.name(), &s.filing);
                row.push(i.element.as_str().into());
                row.push(i.prefix.as_deref().into());
                row.push(Cell::Number(i.value.clone()));
                row
            })
            .collect(),
    }
}

/// A cover page: one record per fact.
fn summary_records(ticker: &str, s: &Summary) -> Records {
    Records {
        columns: names(&SUMMARY_COLUMNS),
        rows: s
            .facts
            .iter()
            .map(|f| {
                let mut row = filing_cells(ticker, "summary", &s.filing);
                row.push(f.field.into());
                row.push(f.element.as_deref().into());
                row.push(f.prefix.as_deref().into());
                row.push(f.label.as_str().into());
                row.push(f.member.as_deref().into());
                row.push(f.dimension.as_ref().map(|d| d.axis.as_str()).into());
                row.push(f.dimension.as_ref().map(|d| d.member.as_str()).into());
                row.push(f.date.as_deref().into());
                row.push(match &f.value {
                    FactValue::Number(n) => Cell::Number(n.clone()),
                    FactValue::Flag(b) => Cell::Bool(*b),
                    FactValue::Date(t) | FactValue::Text(t) => t.as_str().into(),
                });
                row.push(f.text.as_str().into());
                row
            })
            .collect(),
    }
}

/// A quote is one observation of one ticker: one record, a column per field.
fn quote_records(q: &Quote) -> Records {
    let mut columns = names(&["ticker"]);
    let mut row = vec![Cell::from(q.ticker.as_str())];
    for f in &q.fields {
        columns.push(f.name.clone());
        match &f.value {
            QuoteValue::Number(n) => row.push(Cell::Number(n.clone())),
            QuoteValue::Text(t) => row.push(t.as_str().into()),
            QuoteValue::Null => row.push(Cell::Null),
            QuoteValue::Magnitude { text, value } => {
                row.push(text.as_str().into());
                columns.push(format!("{}_value", f.name));
                row.push(value.clone().map_or(Cell::Null, Cell::Number));
            }
        }
    }
    Records { columns, rows: vec![row] }
}

/// Prices: one record per month. The adjusted close is a column only where the source gives
/// one: then always, so an empty answer has the header of a full one.
fn price_records(p: &Prices) -> Records {
    if p.adjusted_close || p.points.iter().any(|pt| pt.adjusted.is_some()) {
        return Records {
            columns: names(&["ticker", "date", "price", "adjclose"]),
            rows: p
                .points
                .iter()
                .map(|pt| {
                    let adjusted = pt.adjusted.clone().map_or(Cell::Null, Cell::Number);
                    vec![p.ticker.as_str().into(), pt.date.as_str().into(), Cell::Number(pt.price.clone()), adjusted]
                })
                .collect(),
        };
    }
    Records {
        columns: names(&["ticker", "date", "price"]),
        rows: p
            .points
            .iter()
            .map(|pt| vec![p.ticker.as_str().into(), pt.date.as_str().into(), Cell::Number(pt.price.clone())])
            .collect(),
    }
}

const FILED_COLUMNS: [&str; 19] = [
    "ticker",
    "statement",
    "form",
    "period",
    "filing_date",
    "accession_number",
    "line",
    "element",
    "prefix",
    "label",
    "kind",
    "member",
    "axis",
    "axis_member",
    "column",
    "column_heading",
    "column_label",
    "column_end",
    "value",
];

/// A statement as filed: one record per value, with its line and column.
fn filed_records(ticker: &str, s: &Statement) -> Records {
    let Some(f) = &s.filed else { return Records { columns: names(&FILED_COLUMNS), rows: Vec::new() } };
    let mut rows = Vec::new();
    for (n, r) in f.rows.iter().enumerate() {
        for (i, v) in r.values.iter().enumerate() {
            let (Some(v), Some(c)) = (v, f.columns.get(i)) else { continue };
            let mut row = filing_cells(ticker, s.kind.name(), &s.filing);
            row.push(Cell::Number((n as u64 + 1).into()));
            row.push(r.element.as_str().into());
            row.push(r.prefix.as_deref().into());
            row.push(r.label.as_str().into());
            row.push(r.kind.name().into());
            row.push(r.member.as_deref().into());
            row.push(r.dimension.as_ref().map(|d| d.axis.as_str()).into());
            row.push(r.dimension.as_ref().map(|d| d.member.as_str()).into());
            row.push(Cell::Number((i as u64 + 1).into()));
            row.push(c.heading.as_str().into());
            row.push(c.label.as_str().into());
            row.push(c.end.as_deref().into());
            row.push(Cell::Number(v.clone()));
            rows.push(row);
        }
    }
    Records { columns: names(&FILED_COLUMNS), rows }
}

fn csv_text(c: &Cell) -> String {
    match c {
        Cell::Text(t) => sanitize::for_csv(t).into_owned(),
        Cell::Number(n) => n.to_string(),
        Cell::Bool(b) => b.to_string(),
        Cell::Null => String::new(),
    }
}

/// The records as CSV, with the header row when `header` (the first of a batch).
pub fn write_csv(out: &mut dyn Write, records: &Records, header: bool) -> io::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    if header {
        // Header cells can be field names a service chose: guarded like values.
        w.write_record(records.columns.iter().map(|c| sanitize::for_csv(c).into_owned()))?;
    }
    for row in &records.rows {
        w.write_record(row.iter().map(csv_text))?;
    }
    w.flush()
}

/// Several answers whose columns differ (quotes carry the fields the service sent): one header
/// with every column in first-seen order, and empty cells where an answer has no such field.
pub fn write_csv_union(out: &mut dyn Write, items: &[Item]) -> io::Result<()> {
    let all: Vec<Records> = items.iter().flat_map(|i| i.answers.iter().map(|a| of(Doc::of(&i.subject, a)))).collect();
    let mut columns: Vec<&str> = Vec::new();
    for r in &all {
        for c in &r.columns {
            if !columns.contains(&c.as_str()) {
                columns.push(c);
            }
        }
    }
    let mut w = csv::Writer::from_writer(out);
    w.write_record(columns.iter().map(|c| sanitize::for_csv(c).into_owned()))?;
    for r in &all {
        for row in &r.rows {
            w.write_record(
                columns
                    .iter()
                    .map(|col| r.columns.iter().position(|c| c == col).map(|i| csv_text(&row[i])).unwrap_or_default()),
            )?;
        }
    }
    w.flush()
}

/// The NDJSON record of a failed item: `{"ticker": "X", "error": "…", "exit_code": 3}`.
pub fn write_ndjson_error(
    out: &mut dyn Write,
    subject_key: &str,
    subject: &str,
    e: &crate::error::Error,
) -> io::Result<()> {
    let v = serde_json::json!({ subject_key: subject, "error": e.to_string(), "exit_code": e.kind.exit_code() });
    super::json::to_writer(&mut *out, &v, false)?;
    out.write_all(b"\n")
}

pub fn write_ndjson(out: &mut dyn Write, records: &Records) -> io::Result<()> {
    for row in &records.rows {
        let mut m = Map::with_capacity(row.len());
        for (col, cell) in records.columns.iter().zip(row) {
            let v = match cell {
                Cell::Text(t) => Value::String(t.clone()),
                Cell::Number(n) => Value::Number(n.clone()),
                Cell::Bool(b) => Value::Bool(*b),
                Cell::Null => Value::Null,
            };
            m.insert(col.clone(), v);
        }
        super::json::to_writer(&mut *out, &Value::Object(m), false)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}
