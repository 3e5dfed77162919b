//! `finq compare STATEMENT TICKER… --discrete` or `--ttm`: several companies' statements in
//! fiscal quarters (or trailing twelve months) as one document, lines aligned by element (or,
//! `--standard`, by concept) and unit. Each company keeps its own fiscal quarters: the columns are
//! each company's latest quarters (or its one TTM), headed by ticker, fiscal quarter and end date,
//! so quarters of different fiscal calendars stand side by side and are never merged.
//!
//! JSON gives every value as the statement command gives it (origin, sources, caution), so each
//! figure of the comparison cites its filings; CSV and NDJSON are the statement command's records,
//! one company after another (each record names its ticker, quarter and element: the tidy form is
//! aligned by its keys); the table marks derived values and refusals as the statement's does.

use std::collections::HashMap;
use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::doc::{Doc, label, money_scale, scaled};
use super::json::{RULE, balance_json, mode_name, quarter_json, standard_quarter_json, ttm_json};
use super::table::{VINTAGES, checks_line, per_share_line, refusal_of, say, signs_line};
use crate::error::Error;
use crate::quarters::view::{self, Balance, Line, Mode, Refused, TtmLine};
use crate::render::table::grid::{Cell, Grid, Kind};
use crate::render::tidy::Records;
use crate::render::{Format, TableOptions, units};
use crate::sanitize::Clean;

/// One column: a company's fiscal quarter, or its trailing twelve months (`quarter` `None`).
pub struct Column<'a> {
    pub doc: usize,
    pub quarter: Option<(usize, &'a view::Column)>,
}

/// What one company shows on a line in one column.
#[derive(Clone, Copy)]
pub enum Figure<'a> {
    /// The line's quarter in the company's view column `at`.
    Quarter {
        line: &'a Line,
        at: usize,
    },
    Ttm(&'a TtmLine),
    Balance(&'a Balance),
    Refused(&'a Refused),
}

/// One line: an element (or concept) in one unit, a figure or nothing per column.
pub struct Row<'a> {
    pub element: &'a str,
    pub unit: &'a str,
    pub cells: Vec<Option<Figure<'a>>>,
}

/// Every company's view aligned, and the companies that have none, with why.
pub struct Aligned<'a> {
    pub docs: &'a [Doc<'a>],
    pub columns: Vec<Column<'a>>,
    pub rows: Vec<Row<'a>>,
    pub errors: Vec<(&'a str, &'a Error)>,
}

/// Whether the mode shows one column per company (the trailing twelve months, or a balance
/// sheet's latest balances).
fn one_column(mode: &Mode) -> bool {
    matches!(mode, Mode::Ttm | Mode::StandardTtm)
}

/// A company's figures by line key (`element unit`), in its own order.
fn figures_of<'a>(d: &Doc<'a>) -> Vec<(String, &'a str, &'a str, Vec<Option<Figure<'a>>>)> {
    let key = |e: &str, u: &str| format!("{e}\u{1f}{u}");
    let v = d.view;
    if !one_column(d.mode) {
        return v
            .lines
            .iter()
            .map(|l| {
                let cells = v
                    .columns
                    .iter()
                    .enumerate()
                    .map(|(at, c)| match l.cells.get(at).and_then(Option::as_ref) {
                        Some(_) => Some(Figure::Quarter { line: l, at }),
                        None => v
                            .refused
                            .iter()
                            .find(|r| r.quarter == c.label() && refusal_of(d.mode, r, l))
                            .map(Figure::Refused),
                    })
                    .collect();
                (key(&l.element, &l.unit), l.element.as_str(), l.unit.as_str(), cells)
            })
            .collect();
    }
    let mut out: Vec<(String, &str, &str, Vec<Option<Figure>>)> = Vec::new();
    for t in &v.ttm {
        out.push((key(&t.element, &t.unit), &t.element, &t.unit, vec![Some(Figure::Ttm(t))]));
    }
    for b in &v.balances {
        out.push((key(&b.element, &b.unit), &b.element, &b.unit, vec![Some(Figure::Balance(b))]));
    }
    for r in &v.refused {
        let k = key(&r.element, &r.unit);
        if !out.iter().any(|(have, ..)| *have == k) {
            out.push((k, &r.element, &r.unit, vec![Some(Figure::Refused(r))]));
        }
    }
    out
}

/// Aligns the companies' views: columns company by company, lines in one stable union of the
/// companies' own orders ([`crate::render::merge::merged_order`]).
pub fn align<'a>(docs: &'a [Doc<'a>], errors: Vec<(&'a str, &'a Error)>) -> Aligned<'a> {
    let mut columns = Vec::new();
    let mut read = Vec::new();
    for (i, d) in docs.iter().enumerate() {
        let first = columns.len();
        match one_column(d.mode) {
            true => columns.push(Column { doc: i, quarter: None }),
            false => columns.extend(d.view.columns.iter().enumerate().map(|c| Column { doc: i, quarter: Some(c) })),
        }
        read.push((figures_of(d), first));
    }
    let order = super::super::merge::merged_order(
        read.iter().map(|(figures, _)| figures.iter().map(|f| f.0.as_str()).collect()),
    );
    let at: Vec<HashMap<&str, usize>> =
        read.iter().map(|(f, _)| f.iter().enumerate().map(|(i, f)| (f.0.as_str(), i)).collect()).collect();
    let mut rows = Vec::with_capacity(order.len());
    for key in order {
        let mut cells = vec![None; columns.len()];
        let mut named: Option<(&str, &str)> = None;
        for ((figures, first), at) in read.iter().zip(&at) {
            let Some(&i) = at.get(key) else { continue };
            let (_, element, unit, of) = &figures[i];
            named.get_or_insert((element, unit));
            for (n, f) in of.iter().enumerate() {
                cells[first + n] = *f;
            }
        }
        let Some((element, unit)) = named else { continue };
        rows.push(Row { element, unit, cells });
    }
    Aligned { docs, columns, rows, errors }
}

/// A figure's JSON, as the statement command gives the value (none for a refusal: the document
/// lists refusals with their reasons).
fn figure_json(d: &Doc, f: Figure) -> Value {
    match f {
        Figure::Quarter { line, at } => match d.mode {
            Mode::Standard(_) => standard_quarter_json(line, at).unwrap_or(Value::Null),
            _ => line.cells[at]
                .as_ref()
                .map_or(Value::Null, |q| Value::Object(quarter_json(&line.element, &line.unit, q))),
        },
        Figure::Ttm(t) => ttm_json(t, d.mode == &Mode::StandardTtm),
        Figure::Balance(b) => balance_json(b),
        Figure::Refused(_) => Value::Null,
    }
}

/// The end of a company's TTM column: its latest quarter's, or its latest balances' date.
fn ttm_end<'a>(d: &Doc<'a>) -> Option<&'a str> {
    let quarters = d.view.columns.last().map(|c| c.end.as_str());
    let balances = d.view.balances.iter().map(|b| b.input.end.as_str()).max();
    quarters.max(balances)
}

fn column_json(a: &Aligned, c: &Column) -> Value {
    let d = &a.docs[c.doc];
    let mut m = Map::new();
    m.insert("ticker".into(), json!(d.ticker));
    m.insert("company".into(), json!(d.company));
    m.insert("cik".into(), json!(format!("{:010}", d.cik)));
    m.insert("source".into(), json!(d.source()));
    match c.quarter {
        Some((_, q)) => {
            m.insert("quarter".into(), json!(q.label()));
            m.insert("fiscal_year".into(), json!(q.fiscal_year));
            m.insert("fiscal_period".into(), json!(q.period.to_string()));
            m.insert("end".into(), json!(q.end));
        }
        None => {
            m.insert("quarter".into(), json!("TTM"));
            m.insert("quarters".into(), json!(d.view.columns.iter().map(view::Column::label).collect::<Vec<_>>()));
            m.insert("end".into(), json!(ttm_end(d)));
        }
    }
    Value::Object(m)
}

/// The JSON document: the columns (each company's quarters or TTM), the lines with each
/// column's value as the statement command gives it (or null), every refusal and standardized
/// check with its company, and the companies left out.
pub fn document(a: &Aligned) -> Value {
    let Some(first) = a.docs.first() else { return Value::Null };
    let standard = matches!(first.mode, Mode::Standard(_) | Mode::StandardTtm);
    let lines: Vec<Value> = a
        .rows
        .iter()
        .map(|r| {
            let values: Vec<Value> = r
                .cells
                .iter()
                .zip(&a.columns)
                .map(|(f, c)| f.map_or(Value::Null, |f| figure_json(&a.docs[c.doc], f)))
                .collect();
            let name = if standard { "concept" } else { "element" };
            json!({ name: r.element, "unit": r.unit, "values": values })
        })
        .collect();
    let refused: Vec<Value> = a
        .docs
        .iter()
        .flat_map(|d| {
            d.view.refused.iter().map(move |r| {
                let name = if d.mode == &Mode::StandardTtm { "concept" } else { "element" };
                json!({ "ticker": d.ticker, name: r.element, "unit": r.unit, "quarter": r.quarter, "end": r.end,
                        "reason": r.reason })
            })
        })
        .collect();
    let errors: Vec<Value> = a
        .errors
        .iter()
        .map(|(t, e)| json!({ "ticker": t, "error": { "exit_code": e.kind.exit_code(), "message": e.to_string() } }))
        .collect();
    let mut doc = Map::new();
    doc.insert("statement".into(), json!(first.statement));
    doc.insert("mode".into(), json!(mode_name(first)));
    doc.insert("as_of".into(), json!(first.as_of));
    doc.insert("rule".into(), json!(RULE));
    if standard {
        doc.insert("mapping_version".into(), json!(crate::standard::rules().version));
    }
    doc.insert("columns".into(), Value::Array(a.columns.iter().map(|c| column_json(a, c)).collect()));
    doc.insert("lines".into(), Value::Array(lines));
    doc.insert("refused".into(), Value::Array(refused));
    if matches!(first.mode, Mode::Standard(_)) {
        let checks = a.docs.iter().flat_map(|d| {
            let Value::Array(checks) = super::json::checks_json(d.view) else { return Vec::new() };
            checks
                .into_iter()
                .map(|mut c| {
                    if let Value::Object(m) = &mut c {
                        m.insert("ticker".into(), json!(d.ticker));
                    }
                    c
                })
                .collect()
        });
        doc.insert("checks".into(), Value::Array(checks.collect()));
    }
    doc.insert("errors".into(), Value::Array(errors));
    Value::Object(doc)
}

/// The statement command's records of each company, one after another, the same columns.
pub fn records(a: &Aligned) -> Records {
    let mut all: Option<Records> = None;
    for d in a.docs {
        let r = super::records(d);
        match &mut all {
            Some(all) => all.rows.extend(r.rows),
            None => all = Some(r),
        }
    }
    all.unwrap_or(Records { columns: Vec::new(), rows: Vec::new() })
}

/// A cell of the table: the figure marked as the statement's table marks it, `refused`, or empty.
fn cell(row: &Row, f: Option<Figure>, scale: &units::Scale) -> Clean {
    let Some(f) = f else { return Clean::default() };
    let (value, mark) = match f {
        Figure::Quarter { line, at } => {
            let Some(q) = line.cells[at].as_ref() else { return Clean::default() };
            let mark = match (q.derived(), q.caution.is_some()) {
                (true, true) => VINTAGES,
                (true, false) => '*',
                (false, _) => ' ',
            };
            (q.value, mark)
        }
        Figure::Ttm(t) => {
            (t.ttm.value, if t.ttm.quarters.iter().any(|q| q.caution.is_some()) { VINTAGES } else { '*' })
        }
        Figure::Balance(b) => (b.input.value, ' '),
        Figure::Refused(_) => return Clean::literal("refused"),
    };
    Clean::number(format!("{}{mark}", scaled(row.element, row.unit, value, scale)))
}

/// What the columns are, for the title (`balances`: a balance sheet's latest balances).
fn what(mode: &Mode, balances: bool) -> String {
    let version = &crate::standard::rules().version;
    match mode {
        Mode::Ttm if balances => "the latest balances of each".to_string(),
        Mode::Discrete(1) => "the latest discrete fiscal quarter of each".to_string(),
        Mode::Discrete(n) => format!("the latest {n} discrete fiscal quarters of each"),
        Mode::Standard(1) => format!("the latest standardized discrete fiscal quarter of each ({version})"),
        Mode::Standard(n) => format!("the latest {n} standardized discrete fiscal quarters of each ({version})"),
        Mode::Ttm => "the trailing twelve months of each".to_string(),
        Mode::StandardTtm => format!("the standardized trailing twelve months of each ({version})"),
        Mode::Restated(_) => String::new(),
    }
}

/// The legend under the title: what `*` and `!` mark, and that each company keeps its own
/// fiscal calendar.
fn legend(mode: &Mode, balances: bool) -> &'static str {
    match mode {
        Mode::Ttm if balances => {
            "each element's balance as the latest filing reporting it at that date gives it; -f json names the filing \
             and each refusal's reason"
        }
        Mode::Discrete(_) => {
            "each company's own fiscal quarters; * derived from year-to-date facts (Q2 = six months − Q1, …), ! \
             derived from inputs that may mix vintages; -f json cites every value's filings and each refusal's reason"
        }
        Mode::Standard(_) => {
            "each company's own fiscal quarters; * derived (Q2 = six months − Q1, …, or solved from a relation), ! \
             derived from inputs that may mix vintages; -f json names each value's element and cites its filings"
        }
        _ => {
            "* the sum of the four quarters (! one of them may mix vintages); -f json names each quarter, its filings \
             and each refusal's reason"
        }
    }
}

/// The table: lines down, each company's quarters (or TTM) across; under it, each company's
/// relation checks (standardized quarters) and how many values are cautioned.
pub fn write_table(out: &mut dyn Write, a: &Aligned, opts: &TableOptions) -> io::Result<()> {
    let Some(first) = a.docs.first() else { return Ok(()) };
    let scale = money_scale(
        a.rows.iter().flat_map(|r| {
            r.cells.iter().flatten().filter_map(move |f| {
                let v = match f {
                    Figure::Quarter { line, at } => line.cells[*at].as_ref()?.value,
                    Figure::Ttm(t) => t.ttm.value,
                    Figure::Balance(b) => b.input.value,
                    Figure::Refused(_) => return None,
                };
                Some((r.element, r.unit, v))
            })
        }),
        opts,
    );
    let tickers: Vec<&str> = a.docs.iter().map(|d| d.ticker).collect();
    let balances = a.docs.iter().any(|d| !d.view.balances.is_empty());
    let as_of = first.as_of.map(|d| format!(", as filed by {d}")).unwrap_or_default();
    let units = if scale.name.is_empty() { String::new() } else { format!("; money in {}", scale.note()) };
    let sources: Vec<&str> = {
        let mut s: Vec<&str> = a.docs.iter().map(|d| d.source_short()).collect();
        s.dedup();
        s
    };
    say(
        out,
        &format!(
            "{} — {}: {}{as_of} ({}){units}",
            first.statement,
            tickers.join(", "),
            what(first.mode, balances),
            sources.join(", ")
        ),
        opts,
    )?;
    say(out, legend(first.mode, balances), opts)?;
    let head = if matches!(first.mode, Mode::Standard(_) | Mode::StandardTtm) { "concept" } else { "element" };
    let mut columns = vec![(Clean::literal(head), Kind::Label)];
    columns.extend(a.columns.iter().map(|c| {
        let d = &a.docs[c.doc];
        // Each part through the sanitising door, then joined by line breaks (which it refuses).
        let parts = match c.quarter {
            Some((_, q)) => [Clean::new(d.ticker), Clean::new(&q.label()), Clean::new(&format!("{} ", q.end))],
            None => {
                let what = if balances { "latest" } else { "TTM" };
                [
                    Clean::new(d.ticker),
                    Clean::literal(what),
                    Clean::new(&format!("{} ", ttm_end(d).unwrap_or_default())),
                ]
            }
        };
        (Clean::join(&parts, "\n"), Kind::Figure)
    }));
    let mut g = Grid::new(columns);
    for r in &a.rows {
        let mut cells = vec![Cell::new(label(r.element, r.unit))];
        cells.extend(r.cells.iter().map(|f| Cell::new(cell(r, *f, &scale))));
        g.add_row(cells);
    }
    out.write_all(g.render(opts.width.map(|w| w.max(20)), opts.color).as_bytes())?;
    for d in a.docs {
        if let Some(line) = checks_line(d.view, &scale) {
            say(out, &format!("{}: {line}", d.ticker), opts)?;
        }
        if let Some(line) = signs_line(d.view) {
            say(out, &format!("{}: {line}", d.ticker), opts)?;
        }
    }
    let cautioned: usize = a
        .rows
        .iter()
        .flat_map(|r| r.cells.iter().flatten())
        .filter(|f| match f {
            Figure::Quarter { line, at } => line.cells[*at].as_ref().is_some_and(|q| q.caution.is_some()),
            Figure::Ttm(t) => t.ttm.quarters.iter().any(|q| q.caution.is_some()),
            _ => false,
        })
        .count();
    if let Some(line) = a.docs.iter().find_map(per_share_line) {
        say(out, line, opts)?;
    }
    if cautioned > 0 {
        say(
            out,
            &format!(
                "{VINTAGES} {} may mix vintages: their inputs may not be of one filing's vintage (-f json's `caution` \
                 says why)",
                crate::render::numbers::count(cautioned, "value", "values")
            ),
            opts,
        )?;
    }
    Ok(())
}

/// Writes the comparison in `format` (NDJSON adds an error record per company left out).
pub fn write(out: &mut dyn Write, format: Format, a: &Aligned, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => crate::render::json::write(out, &document(a)),
        Format::Csv => crate::render::records::write_csv(out, &records(a), true),
        Format::Ndjson => {
            crate::render::records::write_ndjson(out, &records(a))?;
            for (ticker, e) in &a.errors {
                crate::render::records::write_ndjson_error(out, "ticker", ticker, e)?;
            }
            Ok(())
        }
        Format::Table => write_table(out, a, opts),
    }
}
