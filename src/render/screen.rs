//! `finq screen`'s answer in every format: one JSON document, one CSV or NDJSON record per filer,
//! or a table. Values are the store's exact decimals (`decimal(28,4)` printed without trailing
//! zeros), or an expression's exact value (a quotient to six places): never a float. An
//! expression's record cites every input it read; `--show` adds a field per name.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::table::grid::{Cell, Grid, Kind, Paint};
use super::{Format, TableOptions};
use crate::model::screen::Hit;
use crate::sanitize::Clean;

/// What was asked, and the filers found.
pub struct Screen<'a> {
    pub element: &'a str,
    pub period: String,
    pub conditions: Vec<String>,
    pub form: Option<&'static str>,
    /// The unit ranked (`USD`), or `all` (`--uom all`: every unit in one ranking).
    pub uom: &'a str,
    /// The filers passing in other units, by unit, most first: counted, not ranked.
    pub other_units: &'a [(String, usize)],
    pub hits: &'a [Hit],
    /// The filers whose value passed, before `--limit` kept `hits` of them.
    pub total: usize,
    /// `--standard`: the rules' version; each record then says its value's source.
    pub standard: Option<&'a str>,
    /// `--as-of`: the day whose knowledge the screen shows.
    pub as_of: Option<&'a str>,
    /// A ratio or expression screened (not one concept or element): how its values are computed.
    pub expression: Option<Computed<'a>>,
    /// `--show`: the names added to each record, in order.
    pub show: Vec<&'a str>,
    /// Each record cites the standardized values read for it (`inputs`): an expression's, a
    /// condition's on an expression, `--show`'s.
    pub cites: bool,
}

/// How an expression's values are computed.
pub struct Computed<'a> {
    /// A ratio's formula (`GrossProfit / Revenues`).
    pub formula: Option<&'a str>,
    /// A quotient's decimal places (rounded half away from zero); `None`: exact.
    pub places: Option<u32>,
    /// The ratios' version (`ratios-1`): their formulas and conventions.
    pub ratios_version: &'a str,
}

/// The CSV and NDJSON columns, in order (`total`: the filers that passed, of which `--limit`
/// kept these).
const COLUMNS: [&str; 16] = [
    "element",
    "period",
    "cik",
    "company",
    "value",
    "uom",
    "period_end",
    "months",
    "form",
    "fiscal_year",
    "fiscal_period",
    "filing_date",
    "accession_number",
    "data_set",
    "version",
    "total",
];

fn number(text: &str) -> Value {
    text.parse::<serde_json::Number>().map_or_else(|_| Value::String(text.to_string()), Value::Number)
}

/// One filer's record: the columns above.
fn record(s: &Screen, h: &Hit) -> serde_json::Map<String, Value> {
    let values = [
        json!(s.element),
        json!(s.period),
        json!(h.cik.to_string()),
        json!(h.name),
        number(&h.value.to_string()),
        json!(h.uom),
        json!(h.end),
        json!(h.qtrs * 3),
        json!(h.form),
        json!(h.fy),
        json!(h.fp),
        json!(h.filed),
        json!(h.adsh),
        json!(h.quarter),
        json!(h.version),
        json!(s.total),
    ];
    let mut r: serde_json::Map<String, Value> = COLUMNS.iter().map(|c| c.to_string()).zip(values).collect();
    if s.standard.is_some() {
        r.insert("source".into(), json!(h.source));
        r.insert("caution".into(), json!(h.caution));
    }
    if s.cites {
        let inputs: Vec<Value> = h
            .inputs
            .iter()
            .map(|i| {
                json!({
                    "concept": i.concept,
                    "value": number(&i.value.to_string()),
                    "uom": i.uom,
                    "source": i.source,
                    "version": i.version,
                    "caution": i.caution,
                })
            })
            .collect();
        r.insert("inputs".into(), Value::Array(inputs));
    }
    let mut reasons = serde_json::Map::new();
    for shown in &h.shown {
        let value = match &shown.value {
            Ok((v, _)) => number(&v.to_string()),
            Err(why) => {
                reasons.insert(shown.name.clone(), json!(why));
                Value::Null
            }
        };
        r.insert(shown.name.clone(), value);
    }
    if !s.show.is_empty() {
        // Why a name shown has no value (an input missing, a zero denominator), by name.
        r.insert("show_refused".into(), Value::Object(reasons));
    }
    r
}

/// The CSV columns: the fixed ones, then what `--standard`, an expression and `--show` add.
fn columns(s: &Screen) -> Vec<String> {
    let mut all: Vec<String> = COLUMNS.iter().map(|c| c.to_string()).collect();
    if s.standard.is_some() {
        all.extend(["source".into(), "caution".into()]);
    }
    if s.cites {
        all.push("inputs".into());
    }
    all.extend(s.show.iter().map(|n| n.to_string()));
    if !s.show.is_empty() {
        all.push("show_refused".into());
    }
    all
}

/// The JSON document.
pub fn document(s: &Screen) -> Value {
    let values: Vec<Value> = s
        .hits
        .iter()
        .map(|h| {
            let mut r = record(s, h);
            // Said once, above the values.
            r.shift_remove("element");
            r.shift_remove("period");
            r.shift_remove("total");
            Value::Object(r)
        })
        .collect();
    let mut doc = json!({
        "element": s.element,
        "period": s.period,
        "where": s.conditions,
        "form": s.form,
        "uom": s.uom,
        "other_units": s.other_units.iter().map(|(u, n)| (u.clone(), json!(n))).collect::<serde_json::Map<String, Value>>(),
        "count": s.hits.len(),
        "total": s.total,
        "values": values,
    });
    if let (Some(version), Value::Object(m)) = (s.standard, &mut doc) {
        m.insert("mapping_version".into(), json!(version));
    }
    if let (Some(day), Value::Object(m)) = (s.as_of, &mut doc) {
        m.insert("as_of".into(), json!(day));
    }
    if let (Some(e), Value::Object(m)) = (&s.expression, &mut doc) {
        m.insert("formula".into(), json!(e.formula.unwrap_or(s.element)));
        m.insert("places".into(), json!(e.places));
        m.insert("ratios_version".into(), json!(e.ratios_version));
    }
    if let Value::Object(m) = &mut doc
        && !s.show.is_empty()
    {
        m.insert("show".into(), json!(s.show));
    }
    doc
}

pub fn write(out: &mut dyn Write, format: Format, s: &Screen, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => super::json::write(out, &document(s)),
        Format::Ndjson => {
            for h in s.hits {
                super::json::to_writer(out, &Value::Object(record(s, h)), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        Format::Csv => {
            let rows: Vec<Vec<String>> = s
                .hits
                .iter()
                .map(|h| {
                    record(s, h)
                        .into_values()
                        .map(|v| match v {
                            Value::String(t) => crate::sanitize::for_csv(&t).into_owned(),
                            Value::Null => String::new(),
                            v => v.to_string(),
                        })
                        .collect()
                })
                .collect();
            let mut w = csv::Writer::from_writer(out);
            w.write_record(columns(s))?;
            for row in &rows {
                w.write_record(row)?;
            }
            w.flush()
        }
        Format::Table => table(out, s, opts),
    }
}

fn table(out: &mut dyn Write, s: &Screen, opts: &TableOptions) -> io::Result<()> {
    let mut title = match s.standard {
        Some(version) => format!("{} (standardized, {version}) for {}", s.element, s.period),
        None => format!("{} for {}", s.element, s.period),
    };
    // A tag is either a balance or a flow: the period's length is said once, here.
    match s.hits.first().map(|h| h.qtrs) {
        Some(0) => title.push_str(" (at its end)"),
        Some(q) => title.push_str(&format!(" ({} months)", q * 3)),
        None => {}
    }
    if !s.conditions.is_empty() {
        title.push_str(&format!(", where {}", s.conditions.join(" and ")));
    }
    let count = match s.total {
        t if t > s.hits.len() => format!("{} of {t} filers", s.hits.len()),
        _ => super::numbers::count(s.hits.len(), "filer", "filers"),
    };
    writeln!(out, "{}: {count}", Clean::new(&title))?;
    if s.hits.is_empty() {
        return Ok(());
    }
    let heads = [
        ("CIK", Kind::Figure),
        ("Company", Kind::Text),
        ("Value", Kind::Figure),
        ("Unit", Kind::Figure),
        ("Period end", Kind::Figure),
        ("Form", Kind::Figure),
        ("Filed", Kind::Figure),
    ];
    // One concept's source; an expression's inputs are in JSON and CSV.
    let source = s.standard.is_some() && s.expression.is_none();
    let mut heads: Vec<(Clean, Kind)> = heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect();
    if source {
        heads.push((Clean::literal("Source"), Kind::Text));
    }
    heads.extend(s.show.iter().map(|n| (Clean::new(n), Kind::Figure)));
    let mut grid = Grid::new(heads);
    grid.align_right(3, false);
    grid.align_right(5, false);
    let places = s.expression.as_ref().and_then(|e| e.places);
    // A quotient with its places, as `finq ratios` writes it; an amount grouped.
    let figure = |v: &crate::model::number::Dec, places: Option<u32>| match places {
        Some(p) => super::numbers::at_places(&v.to_string(), p as usize),
        None => super::numbers::grouped(&v.to_string()),
    };
    let negative = |v: &crate::model::number::Dec| v.parts().0 < 0;
    for h in s.hits {
        let paint = if negative(&h.value) { Paint::Red } else { Paint::Plain };
        // A ratio's or expression's pure number has no unit to say.
        let unit = if s.expression.is_some() && h.uom == "pure" { "" } else { h.uom.as_str() };
        let mut row = vec![
            Cell::new(Clean::number(h.cik.to_string())),
            Cell::new(Clean::new(&h.name)),
            Cell::new(Clean::number(figure(&h.value, places))).paint(paint),
            Cell::new(Clean::new(unit)),
            Cell::new(Clean::new(&h.end)),
            Cell::new(Clean::new(&h.form)),
            Cell::new(Clean::new(&h.filed)),
        ];
        if source {
            let source = h.source.as_deref().unwrap_or("");
            // The filing reports it with the other sign: JSON and CSV say what it reports.
            let source = if h.caution.is_some() { format!("{source} (sign turned)") } else { source.to_string() };
            row.push(Cell::new(Clean::new(&source)));
        }
        for shown in &h.shown {
            row.push(match &shown.value {
                // A pure number to six places; an amount grouped, in the filer's unit.
                Ok((v, None)) => Cell::new(Clean::number(figure(v, Some(crate::standard::ratios::PLACES)))),
                Ok((v, Some(_))) => Cell::new(Clean::number(figure(v, None))),
                Err(_) => Cell::new(Clean::literal("—")),
            });
        }
        grid.add_row(row);
    }
    out.write_all(grid.render(opts.width, opts.color).as_bytes())
}
