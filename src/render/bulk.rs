//! `finq bulk status` and `finq bulk verify` in every format: the quarters the store holds (one JSON
//! document, a CSV or NDJSON record a quarter, or a table that fits the terminal), and what a
//! check of every file found.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::numbers::{bytes, count, grouped};
use super::table::grid::{Cell, Grid, Kind, Paint};
use super::{Format, TableOptions};
use crate::sanitize::Clean;

/// What `finq bulk status` shows (the command reads it off the store's manifest).
pub struct Status<'a> {
    /// The store's folder, as the user's system names it.
    pub path: &'a str,
    /// The store's layout version.
    pub layout: u32,
    /// The quarters held, oldest first.
    pub quarters: &'a [QuarterHeld],
    pub leftovers: &'a [Leftover],
    /// How the command line asks for standardized statements, for the note on quarters stored
    /// without their standardized values.
    pub standard_flag: &'a str,
}

/// One quarter the store holds.
pub struct QuarterHeld {
    pub quarter: String,
    /// Rows of each table.
    pub rows: TableRows,
    /// Bytes of its files, all tables together.
    pub bytes: u64,
    pub imported_at: String,
    /// The zip's file name.
    pub source: String,
    /// Whether its files have finq's checksums (a quarter an older finq imported has none).
    pub checksums: bool,
    /// The version of the rules its standardized values were made with, if it has them.
    pub standard: Option<String>,
}

/// Rows of each table of a quarter.
#[derive(Debug, Clone, Copy, Default)]
pub struct TableRows {
    pub sub: u64,
    pub num: u64,
    pub pre: u64,
    pub tag: u64,
    pub std: u64,
    pub face: u64,
}

/// What an interrupted import left in the store's staging folder.
pub struct Leftover {
    /// Its folder, relative to the store (`.staging/2009q3-GEN`).
    pub folder: String,
    /// The quarter it imported, when its name says one.
    pub quarter: Option<String>,
    /// Whether the manifest names it (committed, its files still there).
    pub committed: bool,
}

const STATUS_COLUMNS: [&str; 12] = [
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
    // The `face` table's rows: the values a screen ranks (0 for an older finq's import).
    "screen_values",
];

fn quarter_record(e: &QuarterHeld) -> serde_json::Map<String, Value> {
    let values = [
        json!(e.quarter),
        json!(e.rows.sub),
        json!(e.rows.num),
        json!(e.rows.pre),
        json!(e.rows.tag),
        json!(e.bytes),
        json!(e.imported_at),
        json!(e.source),
        json!(e.checksums),
        json!(e.rows.std),
        json!(e.standard),
        json!(e.rows.face),
    ];
    STATUS_COLUMNS.iter().map(|c| c.to_string()).zip(values).collect()
}

/// The JSON document of `bulk status`.
pub fn status_document(s: &Status) -> Value {
    let quarters: Vec<Value> = s.quarters.iter().map(|e| Value::Object(quarter_record(e))).collect();
    let sum = |f: fn(&QuarterHeld) -> u64| s.quarters.iter().map(f).sum::<u64>();
    let leftovers: Vec<Value> = s
        .leftovers
        .iter()
        .map(|l| json!({ "folder": l.folder, "quarter": l.quarter, "committed": l.committed }))
        .collect();
    json!({
        "path": s.path,
        "layout": s.layout,
        "quarters": quarters,
        "total": {
            "quarters": s.quarters.len(),
            "filings": sum(|e| e.rows.sub),
            "numbers": sum(|e| e.rows.num),
            "presentation_lines": sum(|e| e.rows.pre),
            "tags": sum(|e| e.rows.tag),
            "standardized_values": sum(|e| e.rows.std),
            "screen_values": sum(|e| e.rows.face),
            "bytes": sum(|e| e.bytes),
        },
        "interrupted": leftovers,
    })
}

pub fn write_status(out: &mut dyn Write, format: Format, s: &Status, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => super::json::write(out, &status_document(s)),
        Format::Ndjson => {
            for e in s.quarters {
                super::json::to_writer(out, &Value::Object(quarter_record(e)), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        Format::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(STATUS_COLUMNS)?;
            for e in s.quarters {
                let cells: Vec<String> = quarter_record(e)
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
    let quarters = s.quarters;
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
        for e in quarters {
            grid.add_row(vec![
                Cell::new(Clean::new(&e.quarter)),
                figure(e.rows.sub),
                figure(e.rows.num),
                figure(e.rows.pre),
                figure(e.rows.tag),
                Cell::new(Clean::number(bytes(e.bytes))),
                // The day is enough to read; JSON and CSV carry the whole time.
                Cell::new(Clean::new(e.imported_at.get(..10).unwrap_or(&e.imported_at))),
            ]);
        }
        let sum = |f: fn(&QuarterHeld) -> u64| quarters.iter().map(f).sum::<u64>();
        grid.add_row(vec![
            Cell::new(Clean::new(&count(quarters.len(), "quarter", "quarters"))),
            figure(sum(|e| e.rows.sub)),
            figure(sum(|e| e.rows.num)),
            figure(sum(|e| e.rows.pre)),
            figure(sum(|e| e.rows.tag)),
            Cell::new(Clean::number(bytes(sum(|e| e.bytes)))),
        ]);
        out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    }
    for q in quarters.iter().filter(|e| !e.checksums).map(|e| &e.quarter) {
        note(
            out,
            opts,
            &format!(
                "{q}: no checksums (imported by an older finq): a damaged byte there could go unnoticed; import it again"
            ),
        )?;
    }
    let rules = &crate::standard::rules().version;
    for e in quarters.iter().filter(|e| e.standard.as_ref() != Some(rules)) {
        let q = &e.quarter;
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
