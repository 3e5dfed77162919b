//! A statement's figures as first filed beside the latest filed (`--restatements`) in every
//! format: JSON with both filings of every figure, CSV and NDJSON one record per figure, and a
//! table marking the figures a later filing changed.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::doc::{Doc, label, money_scale, scaled};
use crate::quarters::Input;
use crate::quarters::restated::Restatement;
use crate::render::TableOptions;
use crate::render::table::grid::{Cell, Grid, Kind};
use crate::render::tidy::{Cell as RecordCell, Records};
use crate::sanitize::Clean;

/// What "first" and "latest" mean, said in every JSON document.
const RULE: &str = "for each period two filings or more report: first = the earliest such filing, latest = the \
                    latest (by filing date, then accession); restated = their values differ";

fn filing_json(i: &Input) -> Value {
    json!({
        "accession_number": i.accession,
        "form": i.form,
        "filing_date": i.filed,
        "value": Value::Number(i.value.to_number()),
    })
}

fn value_json(element: &str, r: &Restatement) -> Value {
    json!({
        "element": element,
        "unit": r.unit,
        "start": r.start,
        "end": r.end,
        "period": r.period(),
        "first": filing_json(&r.first),
        "latest": filing_json(&r.latest),
        "filings": r.filings,
        "restated": r.changed(),
        "difference": r.difference().map(|d| Value::Number(d.to_number())),
    })
}

/// The period ends shown, latest first.
fn ends<'a>(d: &Doc<'a>) -> Vec<&'a str> {
    let mut ends: Vec<&str> = d.view.restated.iter().map(|l| l.restatement.end.as_str()).collect();
    ends.dedup();
    ends
}

/// The JSON document: the period ends, and every figure with its first and latest filing.
pub fn json(d: &Doc, source: &str) -> Value {
    json!({
        "ticker": d.ticker,
        "company": d.company,
        "cik": format!("{:010}", d.cik),
        "statement": d.statement,
        "mode": "restatements",
        "as_of": d.as_of,
        "source": source,
        "rule": RULE,
        "period_ends": ends(d),
        "restated": d.view.restated.iter().filter(|l| l.restatement.changed()).count(),
        "values": d.view.restated.iter().map(|l| value_json(&l.element, &l.restatement)).collect::<Vec<_>>(),
    })
}

const COLUMNS: [&str; 19] = [
    "ticker",
    "statement",
    "element",
    "unit",
    "start",
    "end",
    "period",
    "first_value",
    "first_accession",
    "first_form",
    "first_filed",
    "latest_value",
    "latest_accession",
    "latest_form",
    "latest_filed",
    "filings",
    "restated",
    "difference",
    "as_of",
];

/// One record per figure, the same columns in CSV and NDJSON.
pub fn records(d: &Doc) -> Records {
    let rows = d
        .view
        .restated
        .iter()
        .map(|l| {
            let r = &l.restatement;
            let filing = |i: &Input| -> [RecordCell; 4] {
                [
                    RecordCell::Number(i.value.to_number()),
                    i.accession.as_str().into(),
                    i.form.as_str().into(),
                    i.filed.as_str().into(),
                ]
            };
            let mut row: Vec<RecordCell> = vec![
                d.ticker.into(),
                d.statement.into(),
                l.element.as_str().into(),
                r.unit.as_str().into(),
                r.start.as_deref().into(),
                r.end.as_str().into(),
                RecordCell::Text(r.period()),
            ];
            row.extend(filing(&r.first));
            row.extend(filing(&r.latest));
            row.push(RecordCell::Number((r.filings as u64).into()));
            row.push(RecordCell::Bool(r.changed()));
            row.push(r.difference().map_or(RecordCell::Null, |v| RecordCell::Number(v.to_number())));
            row.push(d.as_of.into());
            row
        })
        .collect();
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}

/// The table: one line per figure, latest period end first; restated figures marked `*` with the
/// change, the latest filing's date beside it.
pub fn write_table(out: &mut dyn Write, d: &Doc, source: &str, opts: &TableOptions) -> io::Result<()> {
    let name = if d.company.is_empty() { d.ticker.to_string() } else { format!("{} ({})", d.company, d.ticker) };
    let as_of = d.as_of.map(|a| format!(", as filed by {a}")).unwrap_or_default();
    let changed = d.view.restated.iter().filter(|l| l.restatement.changed()).count();
    let scale = money_scale(
        d.view.restated.iter().flat_map(|l| {
            let r = &l.restatement;
            [
                (l.element.as_str(), r.unit.as_str(), r.first.value),
                (l.element.as_str(), r.unit.as_str(), r.latest.value),
            ]
        }),
        opts,
    );
    let units = if scale.name.is_empty() { String::new() } else { format!("; money in {}", scale.note()) };
    writeln!(
        out,
        "{}",
        Clean::new(&format!(
            "{name} — {}, as first and as latest filed, {} period ends{as_of} ({source})",
            d.statement,
            ends(d).len()
        ))
    )?;
    writeln!(
        out,
        "* restated: {changed} of {} figures differ in a later filing{units}; -f json names both filings of each",
        d.view.restated.len()
    )?;
    let mut g = Grid::new(vec![
        (Clean::literal("element"), Kind::Label),
        (Clean::literal("period"), Kind::Label),
        (Clean::literal("first filed "), Kind::Figure),
        (Clean::literal("latest filed "), Kind::Figure),
        (Clean::literal("change "), Kind::Figure),
        (Clean::literal("latest on"), Kind::Label),
    ]);
    for l in &d.view.restated {
        let r = &l.restatement;
        let shown = |v: crate::model::number::Dec| scaled(&l.element, &r.unit, v, &scale);
        let change = match r.difference().filter(|_| r.changed()) {
            Some(diff) => Clean::number(format!("{}*", shown(diff))),
            None if r.changed() => Clean::literal("*"),
            None => Clean::default(),
        };
        g.add_row(vec![
            Cell::new(label(&l.element, &r.unit)),
            Cell::new(Clean::new(&r.period())),
            Cell::new(Clean::number(format!("{} ", shown(r.first.value)))),
            Cell::new(Clean::number(format!("{} ", shown(r.latest.value)))),
            Cell::new(change),
            Cell::new(Clean::new(&r.latest.filed)),
        ]);
    }
    out.write_all(g.render(opts.width.map(|w| w.max(20)), opts.color).as_bytes())
}
