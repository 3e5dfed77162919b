//! The JSON document of a statement in fiscal quarters (`--discrete`, `--ttm`, standardized or
//! not, and a balance sheet's latest balances): every value with its origin (filed or derived)
//! and its sources, every refusal with its reason, and standardized quarters' relation checks.
//! `--restatements` has its own, in [`super::restated`].

use serde_json::{Map, Value, json};

use super::doc::Doc;
use crate::quarters::view::{Balance, Column, Line, Mode, TtmLine};
use crate::quarters::{Input, Quarter, Source};

/// What the quarters are derived from and by which rule, said in every JSON document.
pub(super) const RULE: &str = "each period's value is the latest filing's that reports it (by filing date, then accession), \
                    the part subtracted as it stood when the total's filing was filed; Q2 = six months - Q1, \
                    Q3 = nine months - six months, Q4 = the year - nine months";

/// The `mode` field; a balance sheet's `--ttm` (its latest balances) has its own shape.
pub(super) fn mode_name(d: &Doc) -> &'static str {
    match d.mode {
        Mode::Ttm if !d.view.balances.is_empty() => "latest balances",
        Mode::Discrete(_) => "discrete",
        Mode::Standard(_) => "discrete standardized",
        Mode::Ttm => "ttm",
        Mode::StandardTtm => "ttm standardized",
        Mode::Restated(_) => "restatements",
    }
}

fn input_json(role: &str, i: &Input) -> Value {
    json!({
        "role": role,
        "accession_number": i.accession,
        "form": i.form,
        "filing_date": i.filed,
        "start": i.start,
        "end": i.end,
        "value": Value::Number(i.value.to_number()),
    })
}

/// A quarter's origin and inputs: a filed three months cites its fact; a derived quarter the
/// year-to-date fact it is taken from (`total`) and the one subtracted (`less`).
pub(super) fn sources(q: &Quarter) -> (&'static str, Vec<Value>) {
    match &q.source {
        Source::Filed(i) => ("filed", vec![input_json("three months", i)]),
        Source::Derived { total, less } => ("derived", vec![input_json("total", total), input_json("less", less)]),
        // A standardized concept solved in this quarter from the other concepts' quarters.
        Source::Relation { relation, formula, inputs } => {
            let mut out = vec![json!({ "role": "relation", "relation": relation, "formula": formula })];
            out.extend(inputs.iter().map(|(concept, value)| {
                json!({ "role": "input", "concept": concept, "value": Value::Number(value.to_number()) })
            }));
            ("derived", out)
        }
    }
}

/// A standardized line's value: the concept, and the element its quarter is of (none where it
/// was solved from a relation), before the quarter's own fields.
fn standard_json(concept: &str, filed_as: Option<&str>, unit: &str, q: &Quarter) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("concept".into(), json!(concept));
    m.extend(quarter_json(filed_as.unwrap_or_default(), unit, q));
    if filed_as.is_none() {
        m.insert("element".into(), Value::Null);
    }
    m
}

/// A standardized line's quarter in column `col`, as `--discrete --standard` gives it (a ratio of
/// the quarter cites its input so).
pub(crate) fn standard_quarter_json(line: &Line, col: usize) -> Option<Value> {
    let q = line.cells.get(col)?.as_ref()?;
    let filed_as = line.filed_as.get(col).and_then(Option::as_deref);
    Some(Value::Object(standard_json(&line.element, filed_as, &line.unit, q)))
}

pub(super) fn quarter_json(element: &str, unit: &str, q: &Quarter) -> Map<String, Value> {
    let (origin, inputs) = sources(q);
    let mut m = Map::new();
    m.insert("element".into(), json!(element));
    m.insert("unit".into(), json!(unit));
    m.insert("quarter".into(), json!(format!("FY{} {}", q.fiscal_year, q.period)));
    m.insert("fiscal_year".into(), json!(q.fiscal_year));
    m.insert("fiscal_period".into(), json!(q.period.to_string()));
    m.insert("start".into(), json!(q.start));
    m.insert("end".into(), json!(q.end));
    m.insert("value".into(), Value::Number(q.value.to_number()));
    m.insert("origin".into(), json!(origin));
    m.insert("sources".into(), Value::Array(inputs));
    if let Some(caution) = q.cautions() {
        m.insert("caution".into(), json!(caution));
    }
    m
}

/// A trailing twelve months: the sum, and each of its four quarters as `--discrete` gives it
/// (standardized: with its concept and the element it is of).
pub(crate) fn ttm_json(t: &TtmLine, standard: bool) -> Value {
    let first = &t.ttm.quarters[0];
    let last = &t.ttm.quarters[3];
    let quarters: Vec<Value> = t
        .ttm
        .quarters
        .iter()
        .enumerate()
        .map(|(i, q)| match standard {
            true => {
                let filed_as = t.filed_as.get(i).and_then(Option::as_deref);
                Value::Object(standard_json(&t.element, filed_as, &t.unit, q))
            }
            false => Value::Object(quarter_json(&t.element, &t.unit, q)),
        })
        .collect();
    let mut m = Map::new();
    if standard {
        m.insert("concept".into(), json!(t.element));
        m.insert("element".into(), Value::Null);
    } else {
        m.insert("element".into(), json!(t.element));
    }
    m.insert("unit".into(), json!(t.unit));
    m.insert("quarter".into(), json!("TTM"));
    m.insert("start".into(), json!(first.start));
    m.insert("end".into(), json!(last.end));
    m.insert("value".into(), Value::Number(t.ttm.value.to_number()));
    m.insert("origin".into(), json!("derived"));
    m.insert("quarters".into(), Value::Array(quarters));
    // What a reader must know of any of the four quarters (its vintages, its sign) is the sum's
    // too: said with the quarter it is of.
    let cautions: Vec<String> = t
        .ttm
        .quarters
        .iter()
        .filter_map(|q| q.cautions().map(|c| format!("FY{} {}: {c}", q.fiscal_year, q.period)))
        .collect();
    if !cautions.is_empty() {
        m.insert("caution".into(), json!(cautions.join("; ")));
    }
    Value::Object(m)
}

/// A balance sheet's trailing twelve months: an element's latest balance, as filed.
pub(crate) fn balance_json(b: &Balance) -> Value {
    let i = &b.input;
    json!({
        "element": b.element,
        "unit": b.unit,
        "quarter": "TTM",
        "start": null,
        "end": i.end,
        "value": Value::Number(i.value.to_number()),
        "origin": "filed",
        "sources": [{
            "role": "balance",
            "accession_number": i.accession,
            "form": i.form,
            "filing_date": i.filed,
            "start": null,
            "end": i.end,
            "value": Value::Number(i.value.to_number()),
        }],
    })
}

fn column_json(c: &Column) -> Value {
    json!({ "quarter": c.label(), "fiscal_year": c.fiscal_year, "fiscal_period": c.period.to_string(), "end": c.end })
}

/// The JSON document: the quarters (columns), every value with its origin and sources, and every
/// refusal with its reason.
pub fn document(d: &Doc) -> Value {
    let values: Vec<Value> = match d.mode {
        Mode::Restated(_) => Vec::new(),
        Mode::Discrete(_) => d
            .view
            .lines
            .iter()
            .flat_map(|l| l.cells.iter().flatten().map(|q| Value::Object(quarter_json(&l.element, &l.unit, q))))
            .collect(),
        Mode::Standard(_) => d
            .view
            .lines
            .iter()
            .flat_map(|l| {
                l.cells.iter().zip(&l.filed_as).filter_map(|(q, e)| {
                    q.as_ref().map(|q| Value::Object(standard_json(&l.element, e.as_deref(), &l.unit, q)))
                })
            })
            .collect(),
        Mode::Ttm | Mode::StandardTtm => d
            .view
            .ttm
            .iter()
            .map(|t| ttm_json(t, d.mode == &Mode::StandardTtm))
            .chain(d.view.balances.iter().map(balance_json))
            .collect(),
    };
    // Standardized TTM refuses concepts; every other mode elements (`--discrete --standard` too:
    // a concept has no quarter where its elements were refused).
    let refused: Vec<Value> = d
        .view
        .refused
        .iter()
        .map(|r| match d.mode {
            Mode::StandardTtm => json!({ "concept": r.element, "element": null, "unit": r.unit, "quarter": r.quarter,
                                         "end": r.end, "reason": r.reason }),
            _ => {
                json!({ "element": r.element, "unit": r.unit, "quarter": r.quarter, "end": r.end, "reason": r.reason })
            }
        })
        .collect();
    let mut doc = json!({
        "ticker": d.ticker,
        "company": d.company,
        "cik": format!("{:010}", d.cik),
        "statement": d.statement,
        "mode": mode_name(d),
        "as_of": d.as_of,
        "source": d.source(),
        "rule": RULE,
        "quarters": d.view.columns.iter().map(column_json).collect::<Vec<_>>(),
        "values": values,
        "refused": refused,
    });
    if let (Mode::Standard(_) | Mode::StandardTtm, Value::Object(m)) = (d.mode, &mut doc) {
        m.insert("mapping_version".into(), json!(crate::standard::rules().version));
    }
    if let (Mode::Standard(_), Value::Object(m)) = (d.mode, &mut doc) {
        m.insert("checks".into(), checks_json(d.view));
    }
    doc
}

/// Standardized quarters' relation checks: both sides, the difference and the outcome.
pub(super) fn checks_json(view: &crate::quarters::view::View) -> Value {
    let checks = view.checks.iter().map(|c| {
        json!({
            "quarter": c.quarter,
            "relation": c.relation,
            "formula": c.formula,
            "total": Value::Number(c.total.to_number()),
            "sum": Value::Number(c.sum.to_number()),
            "difference": c.total.minus(c.sum).map(|d| Value::Number(d.to_number())),
            "counted": c.counted,
            "outcome": c.outcome,
        })
    });
    Value::Array(checks.collect())
}
