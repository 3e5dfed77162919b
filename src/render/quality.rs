//! `finq bulk quality` in every format: the standardization's figures — filings, relations,
//! industries, concepts' fill, failing filings — as one JSON document, CSV records of one shape,
//! or tables; with `--detail`, every standardized filing whole (JSON, NDJSON, CSV).

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::numbers::grouped;
use super::standard::{VALUE_COLUMNS, filing_record, number, share, value_row};
use super::table::grid::{Cell, Grid, Kind};
use super::{Format, TableOptions};
use crate::sanitize::Clean;
use crate::standard::quality::{Group, Report};
use crate::standard::{Rules, Standardized, Subject};

/// What `bulk quality` prints: the report, and the filings themselves when asked for.
pub struct Quality<'a> {
    pub rules: &'a Rules,
    pub report: &'a Report,
    pub detail: Option<&'a [(Subject, Standardized)]>,
}

fn group_record(g: &Group) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("filings".into(), json!(g.filings));
    m.insert("standardized".into(), json!(g.standardized));
    m.insert("evaluated".into(), json!(g.evaluated));
    m.insert("pass_all".into(), json!(g.pass_all));
    m.insert("pass_all_share".into(), share(g.pass_all, g.evaluated));
    m
}

/// The report as one JSON document.
pub fn document(q: &Quality) -> Value {
    let r = q.report;
    let mut doc = Map::new();
    doc.insert("mapping_version".into(), json!(r.version));
    doc.insert("quarters".into(), json!(r.quarters));
    doc.extend(group_record(&r.all));
    doc.insert("standardized_share".into(), share(r.all.standardized, r.all.filings));
    let relations: Vec<Value> = r
        .relations
        .iter()
        .map(|f| {
            json!({
                "relation": f.id,
                "formula": f.formula,
                "evaluated": f.evaluated,
                "counted": f.counted,
                "exact": f.exact,
                "within_rounding": f.within_rounding,
                "share": share(f.within_rounding, f.counted),
            })
        })
        .collect();
    doc.insert("relations".into(), Value::Array(relations));
    let industries: Vec<Value> = r
        .industries
        .iter()
        .map(|(name, g)| {
            let mut m = Map::new();
            m.insert("industry".into(), json!(name));
            m.extend(group_record(g));
            Value::Object(m)
        })
        .collect();
    doc.insert("industries".into(), Value::Array(industries));
    let concepts: Vec<Value> = r
        .fill
        .iter()
        .map(|f| {
            json!({
                "concept": f.concept,
                "filings": f.filings,
                "filed": f.filed,
                "derived": f.derived,
                "fill_share": share(f.filed + f.derived, f.filings),
            })
        })
        .collect();
    doc.insert("concepts".into(), Value::Array(concepts));
    let failures: Vec<Value> = r
        .failures
        .iter()
        .map(|f| {
            json!({
                "adsh": f.adsh, "cik": f.cik, "name": f.name, "form": f.form, "relation": f.relation,
                "total": number(f.total), "sum": number(f.sum), "difference": number(f.total - f.sum),
            })
        })
        .collect();
    doc.insert("failures".into(), Value::Array(failures));
    if let Some(detail) = q.detail {
        let filings: Vec<Value> = detail.iter().map(|(s, st)| filing_record(q.rules, s, st)).collect();
        doc.insert("detail".into(), Value::Array(filings));
    }
    Value::Object(doc)
}

/// The CSV columns of the report: one shape for every record, `kind` saying which it is.
const CSV_COLUMNS: [&str; 12] = [
    "kind",
    "name",
    "formula",
    "filings",
    "evaluated",
    "counted",
    "exact",
    "within_rounding",
    "share",
    "total",
    "sum",
    "difference",
];

pub fn write(out: &mut dyn Write, format: Format, q: &Quality, opts: &TableOptions) -> io::Result<()> {
    match (format, q.detail) {
        (Format::Json, _) => super::json::write(out, &document(q)),
        (Format::Ndjson, Some(detail)) => {
            for (s, st) in detail {
                super::json::to_writer(out, &filing_record(q.rules, s, st), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        (Format::Ndjson, None) => {
            super::json::to_writer(out, &document(q), false)?;
            out.write_all(b"\n")
        }
        (Format::Csv, Some(detail)) => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(VALUE_COLUMNS)?;
            for (s, st) in detail {
                for i in 0..q.rules.concepts.len() {
                    if let Some(row) = value_row(q.rules, s, st, i) {
                        w.write_record(row.iter().map(|c| crate::sanitize::for_csv(c).into_owned()))?;
                    }
                }
            }
            w.flush()
        }
        (Format::Csv, None) => csv_report(out, q.report),
        (Format::Table, _) => table(out, q.report, opts),
    }
}

fn csv_report(out: &mut dyn Write, r: &Report) -> io::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    w.write_record(CSV_COLUMNS)?;
    let text = |v: Value| match v {
        Value::Null => String::new(),
        v => v.to_string(),
    };
    let group = |kind: &str, name: &str, g: &Group| {
        vec![
            kind.to_string(),
            name.to_string(),
            String::new(),
            g.filings.to_string(),
            g.evaluated.to_string(),
            String::new(),
            String::new(),
            g.pass_all.to_string(),
            text(share(g.pass_all, g.evaluated)),
            String::new(),
            String::new(),
            String::new(),
        ]
    };
    w.write_record(group("all", &r.quarters.join(" "), &r.all))?;
    for f in &r.relations {
        w.write_record([
            "relation".to_string(),
            f.id.clone(),
            f.formula.clone(),
            String::new(),
            f.evaluated.to_string(),
            f.counted.to_string(),
            f.exact.to_string(),
            f.within_rounding.to_string(),
            text(share(f.within_rounding, f.counted)),
            String::new(),
            String::new(),
            String::new(),
        ])?;
    }
    for (name, g) in &r.industries {
        w.write_record(group("industry", name, g))?;
    }
    for f in &r.fill {
        let mut row = vec![String::new(); CSV_COLUMNS.len()];
        row[0] = "concept".into();
        row[1] = f.concept.clone();
        row[3] = f.filings.to_string();
        row[7] = (f.filed + f.derived).to_string();
        row[8] = text(share(f.filed + f.derived, f.filings));
        w.write_record(row)?;
    }
    for f in &r.failures {
        let mut row = vec![String::new(); CSV_COLUMNS.len()];
        row[0] = "failure".into();
        row[1] = crate::sanitize::for_csv(&f.adsh).into_owned();
        row[2] = f.relation.clone();
        row[9] = crate::store::text::decimal_text(f.total);
        row[10] = crate::store::text::decimal_text(f.sum);
        row[11] = crate::store::text::decimal_text(f.total - f.sum);
        w.write_record(row)?;
    }
    w.flush()
}

/// A share as a percentage to one place (`88.9%`), or a dash.
fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        return "-".into();
    }
    let tenths = (u128::from(part) * 2000 / u128::from(whole)).div_ceil(2);
    format!("{}.{}%", tenths / 10, tenths % 10)
}

fn table(out: &mut dyn Write, r: &Report, opts: &TableOptions) -> io::Result<()> {
    let n = |v: u64| Cell::new(Clean::number(grouped(&v.to_string())));
    let pc = |a: u64, b: u64| Cell::new(Clean::number(percent(a, b)));
    writeln!(out, "Standardized statements ({}), {}", r.version, Clean::new(&r.quarters.join(", ")))?;
    writeln!(
        out,
        "{} filings (10-K, 10-Q and their kin), {} standardized ({}); {} with a counted relation, {} passing every one ({})",
        grouped(&r.all.filings.to_string()),
        grouped(&r.all.standardized.to_string()),
        percent(r.all.standardized, r.all.filings),
        grouped(&r.all.evaluated.to_string()),
        grouped(&r.all.pass_all.to_string()),
        percent(r.all.pass_all, r.all.evaluated)
    )?;
    writeln!(out)?;
    let heads = [
        ("Relation", Kind::Text),
        ("Formula", Kind::Label),
        ("Evaluated", Kind::Figure),
        ("Counted", Kind::Figure),
        ("Exact", Kind::Figure),
        ("Within\nrounding", Kind::Figure),
        ("Share", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for f in &r.relations {
        grid.add_row(vec![
            Cell::new(Clean::new(&f.id)),
            Cell::new(Clean::new(&f.formula)),
            n(f.evaluated),
            n(f.counted),
            n(f.exact),
            n(f.within_rounding),
            pc(f.within_rounding, f.counted),
        ]);
    }
    out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    writeln!(out)?;
    let heads = [
        ("Industry", Kind::Label),
        ("Filings", Kind::Figure),
        ("Standardized", Kind::Figure),
        ("Evaluated", Kind::Figure),
        ("Passing\nall", Kind::Figure),
        ("Share", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for (name, g) in &r.industries {
        grid.add_row(vec![
            Cell::new(Clean::new(name)),
            n(g.filings),
            n(g.standardized),
            n(g.evaluated),
            n(g.pass_all),
            pc(g.pass_all, g.evaluated),
        ]);
    }
    out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    writeln!(out)?;
    let heads = [
        ("Concept", Kind::Label),
        ("Filings", Kind::Figure),
        ("Filed", Kind::Figure),
        ("Derived", Kind::Figure),
        ("Filled", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for f in &r.fill {
        grid.add_row(vec![
            Cell::new(Clean::new(&f.concept)),
            n(f.filings),
            n(f.filed),
            n(f.derived),
            pc(f.filed + f.derived, f.filings),
        ]);
    }
    out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    if !r.failures.is_empty() {
        writeln!(out)?;
        writeln!(out, "Failing ({}; JSON and CSV list each with its numbers):", r.failures.len())?;
        for f in &r.failures {
            writeln!(
                out,
                "  {} {} {}: {} off by {}",
                Clean::new(&f.adsh),
                Clean::new(&f.name),
                Clean::new(&f.form),
                f.relation,
                grouped(&crate::store::text::decimal_text(f.total - f.sum))
            )?;
        }
    }
    Ok(())
}
