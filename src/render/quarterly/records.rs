//! A statement in quarters as tidy records for CSV and NDJSON: one per value (its inputs, or a
//! trailing twelve months' quarters, in one text cell) and one per refusal, the same columns in
//! both formats. Read off the JSON document, so the two say the same.

use serde_json::Value;

use super::doc::Doc;
use crate::quarters::view::{Mode, Refused};
use crate::render::tidy::{Cell, Records};

const COLUMNS: [&str; 16] = [
    "ticker",
    "statement",
    "element",
    "unit",
    "quarter",
    "fiscal_year",
    "fiscal_period",
    "start",
    "end",
    "value",
    "origin",
    "inputs",
    "reason",
    "as_of",
    "caution",
    "concept",
];

/// Inputs as one text cell: `value start..end accession (form, filed date)`, `;`-separated.
fn inputs_text(values: &[Value]) -> String {
    values
        .iter()
        .map(|i| {
            let s = |k: &str| i[k].as_str().unwrap_or_default().to_string();
            match s("role").as_str() {
                "relation" => return format!("relation {} ({})", s("relation"), s("formula")),
                "input" => return format!("input {} {}", s("concept"), i["value"]),
                _ => {}
            }
            let period = match s("start") {
                start if start.is_empty() => format!("at {}", s("end")),
                start => format!("{start}..{}", s("end")),
            };
            format!(
                "{} {} {period} {} ({}, filed {})",
                s("role"),
                i["value"],
                s("accession_number"),
                s("form"),
                s("filing_date")
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A trailing twelve months' quarters as one text cell: `quarter value (origin)`, `;`-separated
/// (standardized: with the element each is of, or the relation it was solved from).
fn quarters_text(quarters: &Value) -> String {
    quarters
        .as_array()
        .into_iter()
        .flatten()
        .map(|q| {
            // Standardized: the element the quarter is of, or the relation it was solved from.
            let of = match (q.get("concept"), q["element"].as_str()) {
                (None, _) => String::new(),
                (Some(_), Some(element)) => format!(" {element}"),
                (Some(_), None) => {
                    format!(" relation {}", q["sources"][0]["relation"].as_str().unwrap_or_default())
                }
            };
            format!(
                "{} {} ({}{of})",
                q["quarter"].as_str().unwrap_or_default(),
                q["value"],
                q["origin"].as_str().unwrap_or_default()
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn text(v: &Value) -> Cell {
    v.as_str().map_or(Cell::Null, |s| Cell::Text(s.to_string()))
}

/// A value's caution; a TTM's is its quarters' (they are named in `inputs`).
fn caution(v: &Value) -> Cell {
    match v.get("caution") {
        Some(c) => text(c),
        None => {
            let of_quarters: Vec<&str> = v["quarters"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|q| q.get("caution").and_then(Value::as_str))
                .collect();
            if of_quarters.is_empty() { Cell::Null } else { Cell::Text(of_quarters.join("; ")) }
        }
    }
}

/// The record of one value of the JSON document.
fn value_row(d: &Doc, v: &Value) -> Vec<Cell> {
    let inputs = match v.get("sources") {
        Some(Value::Array(a)) => inputs_text(a),
        _ => quarters_text(&v["quarters"]),
    };
    vec![
        d.ticker.into(),
        d.statement.into(),
        text(&v["element"]),
        text(&v["unit"]),
        text(&v["quarter"]),
        v["fiscal_year"].as_i64().map_or(Cell::Null, |y| Cell::Number(y.into())),
        text(&v["fiscal_period"]),
        text(&v["start"]),
        text(&v["end"]),
        match &v["value"] {
            Value::Number(n) => Cell::Number(n.clone()),
            _ => Cell::Null,
        },
        text(&v["origin"]),
        Cell::Text(inputs),
        Cell::Null,
        d.as_of.into(),
        caution(v),
        v.get("concept").map_or(Cell::Null, text),
    ]
}

/// The record of a refusal: of a concept (standardized TTM, the `concept` column) or an element.
fn refusal_row(d: &Doc, r: &Refused, concepts: bool) -> Vec<Cell> {
    let (element, concept) = match concepts {
        true => (Cell::Null, r.element.as_str().into()),
        false => (r.element.as_str().into(), Cell::Null),
    };
    vec![
        d.ticker.into(),
        d.statement.into(),
        element,
        r.unit.as_str().into(),
        r.quarter.as_str().into(),
        Cell::Null,
        Cell::Null,
        Cell::Null,
        r.end.as_deref().into(),
        Cell::Null,
        "refused".into(),
        Cell::Null,
        r.reason.as_str().into(),
        d.as_of.into(),
        Cell::Null,
        concept,
    ]
}

/// One record per value and one per refusal, the same columns in CSV and NDJSON.
pub fn of(d: &Doc) -> Records {
    let doc = super::json::document(d);
    let mut rows: Vec<Vec<Cell>> = doc["values"].as_array().into_iter().flatten().map(|v| value_row(d, v)).collect();
    // Standardized TTM refuses concepts (the `concept` column), every other mode elements.
    let concepts = matches!(d.mode, Mode::StandardTtm);
    rows.extend(d.view.refused.iter().map(|r| refusal_row(d, r, concepts)));
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}
