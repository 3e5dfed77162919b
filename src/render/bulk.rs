//! `finq bulk status` and `finq bulk verify` in every format: the quarters the store holds (one JSON
//! document, a CSV or NDJSON record a quarter, or a table that fits the terminal), and what a
//! check of every file found.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::numbers::{bytes, count, grouped};
use super::table::grid::{Cell, Grid, Kind, Paint};
use super::{Format, TableOptions};
use crate::sanitize::Clean;
use crate::store::layout::Leftover;
use crate::store::{Manifest, QuarterEntry};

/// What `finq bulk status` shows.
pub struct Status<'a> {
    /// The store's folder, as the user's system names it.
    pub path: &'a str,
    pub manifest: &'a Manifest,
    pub leftovers: &'a [Leftover],
    /// How the command line asks for standardized statements, for the note on quarters stored
    /// without their standardized values.
    pub standard_flag: &'a str,
}

const STATUS_COLUMNS: [&str; 11] = [
    "quarter",
    "filings",
    "numbers",
    "presentation_lines",
    "tags",
    "bytes",
    "imported_at",
    "source",
    "checksums",
    "standardized_values",
    "mapping_version",
];

fn quarter_record(q: &str, e: &QuarterEntry) -> serde_json::Map<String, Value> {
    let values = [
        json!(q),
        json!(e.rows.sub),
        json!(e.rows.num),
        json!(e.rows.pre),
        json!(e.rows.tag),
        json!(e.bytes.total()),
        json!(e.imported_at),
        json!(e.source),
        json!(e.tails.is_some()),
        json!(e.rows.std),
        json!(e.standard),
    ];
    STATUS_COLUMNS.iter().map(|c| c.to_string()).zip(values).collect()
}

/// The JSON document of `bulk status`.
pub fn status_document(s: &Status) -> Value {
    let quarters: Vec<Value> = s.manifest.quarters.iter().map(|(q, e)| Value::Object(quarter_record(q, e))).collect();
    let sum = |f: fn(&QuarterEntry) -> u64| s.manifest.quarters.values().map(f).sum::<u64>();
    let leftovers: Vec<Value> = s
        .leftovers
        .iter()
        .map(|l| json!({ "folder": l.folder, "quarter": l.quarter, "committed": l.committed }))
        .collect();
    json!({
        "path": s.path,
        "layout": s.manifest.layout,
        "quarters": quarters,
        "total": {
            "quarters": s.manifest.quarters.len(),
            "filings": sum(|e| e.rows.sub),
            "numbers": sum(|e| e.rows.num),
            "presentation_lines": sum(|e| e.rows.pre),
            "tags": sum(|e| e.rows.tag),
            "standardized_values": sum(|e| e.rows.std),
            "bytes": sum(|e| e.bytes.total()),
        },
        "interrupted": leftovers,
    })
}

pub fn write_status(out: &mut dyn Write, format: Format, s: &Status, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => super::json::write(out, &status_document(s)),
        Format::Ndjson => {
            for (q, e) in &s.manifest.quarters {
                super::json::to_writer(out, &Value::Object(quarter_record(q, e)), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        Format::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(STATUS_COLUMNS)?;
            for (q, e) in &s.manifest.quarters {
                let cells: Vec<String> = quarter_record(q, e)
                    .into_values()
                    .map(|v| match v {
                        Value::String(t) => crate::sanitize::for_csv(&t).into_owned(),
                        v => v.to_string(),
                    })
                    .collect();
                w.write_record(cells)?;
            }
            w.flush()
        }
        Format::Table => status_table(out, s, opts),
    }
}

fn status_table(out: &mut dyn Write, s: &Status, opts: &TableOptions) -> io::Result<()> {
    writeln!(out, "Bulk store at {}", Clean::new(s.path))?;
    let quarters = &s.manifest.quarters;
    if quarters.is_empty() {
        writeln!(out, "no quarters yet: `finq bulk fetch 2024q1` or `finq bulk import 2024q1.zip`")?;
    } else {
        let heads = [
            ("Quarter", Kind::Text),
            ("Filings", Kind::Figure),
            ("Numbers", Kind::Figure),
            ("Presentation\nlines", Kind::Figure),
            ("Tags", Kind::Figure),
            ("Size", Kind::Figure),
            ("Imported", Kind::Text),
        ];
        let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
        let figure = |n: u64| Cell::new(Clean::number(grouped(&n.to_string())));
        for (q, e) in quarters {
            grid.add_row(vec![
                Cell::new(Clean::new(q)),
                figure(e.rows.sub),
                figure(e.rows.num),
                figure(e.rows.pre),
                figure(e.rows.tag),
                Cell::new(Clean::number(bytes(e.bytes.total()))),
                // The day is enough to read; JSON and CSV carry the whole time.
                Cell::new(Clean::new(e.imported_at.get(..10).unwrap_or(&e.imported_at))),
            ]);
        }
        let sum = |f: fn(&QuarterEntry) -> u64| quarters.values().map(f).sum::<u64>();
        grid.add_row(vec![
            Cell::new(Clean::new(&count(quarters.len(), "quarter", "quarters"))),
            figure(sum(|e| e.rows.sub)),
            figure(sum(|e| e.rows.num)),
            figure(sum(|e| e.rows.pre)),
            figure(sum(|e| e.rows.tag)),
            Cell::new(Clean::number(bytes(sum(|e| e.bytes.total())))),
        ]);
        out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    }
    for (q, _) in quarters.iter().filter(|(_, e)| e.tails.is_none()) {
        note(
            out,
            opts,
            &format!(
                "{q}: no checksums (imported by an older finq): a damaged byte there could go unnoticed; import it again"
            ),
        )?;
    }
    let rules = &crate::standard::rules().version;
    for (q, e) in quarters.iter().filter(|(_, e)| e.standard.as_ref() != Some(rules)) {
        let made = match &e.standard {
            Some(v) => format!("made with the rules {}, not {rules}", Clean::new(v)),
            None => "none stored (imported by an older finq)".to_string(),
        };
        note(
            out,
            opts,
            &format!(
                "{q}: standardized values {made}: `{}` makes them when asked; import it again to store them",
                s.standard_flag
            ),
        )?;
    }
    for l in s.leftovers {
        let folder = Clean::new(&l.folder);
        let said = match (&l.quarter, l.committed) {
            (Some(q), true) => format!(
                "{q}: committed, its files still in {folder} (an import stopped while moving them, or is moving \
                 them now): finq reads them there, and the next `finq bulk import` or `fetch` moves them"
            ),
            _ => format!(
                "{folder}: an import in progress, or one that was interrupted; the next `finq bulk import` or \
                 `fetch` removes what it left"
            ),
        };
        note(out, opts, &said)?;
    }
    Ok(())
}

/// A line of prose under a table, wrapped to the table's width (its words are finq's own, or
/// cleaned).
fn note(out: &mut dyn Write, opts: &TableOptions, text: &str) -> io::Result<()> {
    match opts.width {
        Some(w) => super::wrap::wrap(text, w, 2).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{text}"),
    }
}

/// What `finq bulk verify` found of one file.
pub struct FileCheck {
    pub quarter: String,
    pub table: &'static str,
    pub path: String,
    pub bytes: u64,
    pub state: Checked,
}

/// A file's state after its check.
pub enum Checked {
    /// Every byte matches its checksum, and its metadata the schema.
    Whole,
    /// An older finq's file: no checksums to check it against (its metadata was checked).
    Unchecked,
    /// Why it is damaged, with the repair.
    Damaged(String),
    /// A file the quarter can do without (its `std`) is gone: what that means, with the repair.
    Gone(String),
}

impl Checked {
    fn name(&self) -> &'static str {
        match self {
            Checked::Whole => "ok",
            Checked::Unchecked => "no checksums",
            Checked::Damaged(_) => "damaged",
            Checked::Gone(_) => "gone",
        }
    }
}

/// `finq bulk verify`'s report.
pub struct Verified<'a> {
    pub path: &'a str,
    pub files: &'a [FileCheck],
}

const VERIFY_COLUMNS: [&str; 6] = ["quarter", "table", "path", "bytes", "state", "problem"];

fn file_record(f: &FileCheck) -> serde_json::Map<String, Value> {
    let problem = match &f.state {
        Checked::Damaged(why) | Checked::Gone(why) => json!(why),
        _ => Value::Null,
    };
    let values = [json!(f.quarter), json!(f.table), json!(f.path), json!(f.bytes), json!(f.state.name()), problem];
    VERIFY_COLUMNS.iter().map(|c| c.to_string()).zip(values).collect()
}

pub fn write_verified(out: &mut dyn Write, format: Format, v: &Verified, opts: &TableOptions) -> io::Result<()> {
    let n = |state: fn(&Checked) -> bool| v.files.iter().filter(|f| state(&f.state)).count();
    let (damaged, unchecked) = (n(|s| matches!(s, Checked::Damaged(_))), n(|s| matches!(s, Checked::Unchecked)));
    let gone = n(|s| matches!(s, Checked::Gone(_)));
    match format {
        Format::Json => {
            let files: Vec<Value> = v.files.iter().map(|f| Value::Object(file_record(f))).collect();
            let doc = json!({
                "path": v.path,
                "files": files,
                "checked": v.files.len() - gone,
                "damaged": damaged,
                "unchecked": unchecked,
                "gone": gone,
            });
            super::json::write(out, &doc)
        }
        Format::Ndjson => {
            for f in v.files {
                super::json::to_writer(out, &Value::Object(file_record(f)), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        Format::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(VERIFY_COLUMNS)?;
            for f in v.files {
                let cells: Vec<String> = file_record(f)
                    .into_values()
                    .map(|v| match v {
                        Value::String(t) => crate::sanitize::for_csv(&t).into_owned(),
                        Value::Null => String::new(),
                        v => v.to_string(),
                    })
                    .collect();
                w.write_record(cells)?;
            }
            w.flush()
        }
        Format::Table => {
            writeln!(out, "Bulk store at {}", Clean::new(v.path))?;
            let heads = [("Quarter", Kind::Text), ("Table", Kind::Text), ("Size", Kind::Figure), ("State", Kind::Text)];
            let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
            for f in v.files {
                let paint = match f.state {
                    Checked::Damaged(_) => Paint::Red,
                    _ => Paint::Plain,
                };
                grid.add_row(vec![
                    Cell::new(Clean::new(&f.quarter)),
                    Cell::new(Clean::literal(f.table)),
                    Cell::new(Clean::number(bytes(f.bytes))),
                    Cell::new(Clean::literal(f.state.name())).paint(paint),
                ]);
            }
            if !v.files.is_empty() {
                out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
            }
            for f in v.files {
                if let Checked::Damaged(why) | Checked::Gone(why) = &f.state {
                    note(out, opts, Clean::new(why).as_str())?;
                }
            }
            let gone_text = if gone > 0 { format!("; {gone} gone") } else { String::new() };
            writeln!(
                out,
                "{} checked: {damaged} damaged, {unchecked} without checksums{gone_text}",
                count(v.files.len() - gone, "file", "files")
            )
        }
    }
}
