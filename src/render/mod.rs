//! Everything finq writes: the one door to stdout (or the `-o` file), and notices on stderr.
//!
//! Each domain value has a JSON form (`json`), tidy records for CSV and NDJSON (`records`, of the
//! shape in `tidy`) and a table (`table`). A [`BatchWriter`] takes the answers of a command, one
//! item per ticker, in input order: machine formats stream as items arrive, tables wait for all of
//! them.

pub mod bulk;
pub mod chart;
pub mod checks;
pub mod compare;
pub mod concepts;
pub mod jq;
pub mod json;
pub mod merge;
pub mod numbers;
pub mod quality;
pub mod quarterly;
pub mod ratios;
pub mod records;
pub mod screen;
pub mod standard;
pub mod table;
pub mod tickers;
pub mod tidy;
pub mod units;
pub mod wrap;

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::model::{Answer, Identifiers, Prices, Quote, Statement, Summary};

/// The output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Aligned table for reading
    Table,
    /// One JSON document in finq's schema
    Json,
    /// Tidy CSV with a header row: one record per value
    Csv,
    /// Newline-delimited JSON: one record per value
    Ndjson,
}

/// How tables look: set by `--units`, `--color` and `--labels`; machine formats ignore it.
#[derive(Debug, Clone, Copy, Default)]
pub struct TableOptions {
    pub units: units::Units,
    pub color: bool,
    pub labels: bool,
    /// `prices --chart`: draw prices as charts this wide instead of tables.
    pub chart_width: Option<usize>,
    /// Wrap tables to this many columns (a terminal's width); `None`: never wrap (pipes, files).
    pub width: Option<usize>,
    /// `--all-columns`: filings side by side keep every column they show, not only the current.
    pub all_columns: bool,
}

/// The terminal's width: `COLUMNS` when it is a number, else what the terminal reports. A
/// terminal that reports no size (a pseudo-terminal nobody sized) counts as unknown.
pub fn terminal_width(columns: Option<&str>) -> Option<usize> {
    columns
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|w| *w > 0)
        .or_else(|| terminal_size::terminal_size().map(|(w, _)| w.0 as usize).filter(|w| *w > 0))
}

/// One answer, ready to be written in any format.
#[derive(Debug, Clone, Copy)]
pub enum Doc<'a> {
    Statement {
        ticker: &'a str,
        statement: &'a Statement,
    },
    Summary {
        ticker: &'a str,
        summary: &'a Summary,
    },
    Quote(&'a Quote),
    Prices(&'a Prices),
    /// Tickers for a CIK.
    Tickers(&'a Identifiers),
    /// CIKs for a ticker.
    Ciks(&'a Identifiers),
}

impl<'a> Doc<'a> {
    pub fn of(subject: &'a str, answer: &'a Answer) -> Self {
        match answer {
            Answer::Statement(statement) => Doc::Statement { ticker: subject, statement },
            Answer::Summary(summary) => Doc::Summary { ticker: subject, summary },
            Answer::Quote(q) => Doc::Quote(q),
            Answer::Prices(p) => Doc::Prices(p),
            Answer::Tickers(ids) => Doc::Tickers(ids),
            Answer::Ciks(ids) => Doc::Ciks(ids),
        }
    }
}

/// Writes `doc` in `format` to `out`.
pub fn write(out: &mut dyn Write, format: Format, doc: Doc, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => json::write(out, &json::document(doc)),
        Format::Csv => records::write_csv(out, &records::of(doc), true),
        Format::Ndjson => records::write_ndjson(out, &records::of(doc)),
        Format::Table => table::write(out, doc, opts),
    }
}

/// Writes `finq compare`'s aligned statements in `format` (NDJSON adds an error record per
/// company without a statement).
pub fn write_comparison(
    out: &mut dyn Write,
    format: Format,
    a: &compare::Aligned,
    opts: &TableOptions,
) -> io::Result<()> {
    match format {
        Format::Json => json::write(out, &compare::document(a)),
        Format::Csv => records::write_csv(out, &compare::records(a), true),
        Format::Ndjson => {
            records::write_ndjson(out, &compare::records(a))?;
            for (ticker, e) in &a.errors {
                records::write_ndjson_error(out, "ticker", ticker, e)?;
            }
            Ok(())
        }
        Format::Table => table::write_comparison(out, a, opts),
    }
}

/// What one ticker (or CIK) of a command came to: its answers (several with `--periods`), or the
/// error that stopped it.
#[derive(Debug, Clone)]
pub struct Item {
    pub subject: String,
    pub answers: Vec<Answer>,
    pub error: Option<Error>,
}

/// Writes the items of a command in input order.
///
/// With one item and no `--periods` the output is that answer's own shape; otherwise JSON is an
/// array (failed items as `{"ticker": …, "error": {…}}` in their place), CSV and NDJSON are the
/// records of every answer (NDJSON adds an error record per failed item), and the table is one
/// table for all.
pub struct BatchWriter {
    format: Format,
    single: bool,
    /// "ticker", or "cik" for the ticker-by-CIK look-up: the name of the subject in error records.
    subject_key: &'static str,
    held: Vec<Item>,
    written: usize,
    table: TableOptions,
}

impl BatchWriter {
    pub fn new(format: Format, single: bool, subject_key: &'static str, table: TableOptions) -> Self {
        Self { format, single, subject_key, held: Vec::new(), written: 0, table }
    }

    /// Tables need every item to lay out their columns; CSV of quotes needs every quote's fields
    /// for its header. Everything else streams.
    fn holds(&self, item: &Item) -> bool {
        match self.format {
            Format::Table => !self.single,
            Format::Csv => !self.single && item.answers.iter().any(|a| matches!(a, Answer::Quote(_))),
            Format::Json | Format::Ndjson => false,
        }
    }

    pub fn push(&mut self, out: &mut dyn Write, item: Item) -> io::Result<()> {
        if self.single {
            for answer in &item.answers {
                write(out, self.format, Doc::of(&item.subject, answer), &self.table)?;
            }
            return Ok(());
        }
        if self.holds(&item) {
            self.held.push(item);
            return Ok(());
        }
        match self.format {
            Format::Json => {
                for value in json::item_values(&item, self.subject_key) {
                    out.write_all(if self.written == 0 { b"[\n" } else { b",\n" })?;
                    json::write_indented(out, &value)?;
                    self.written += 1;
                }
            }
            Format::Csv => {
                for answer in &item.answers {
                    records::write_csv(out, &records::of(Doc::of(&item.subject, answer)), self.written == 0)?;
                    self.written += 1;
                }
            }
            Format::Ndjson => {
                for answer in &item.answers {
                    records::write_ndjson(out, &records::of(Doc::of(&item.subject, answer)))?;
                }
                if let Some(e) = &item.error {
                    records::write_ndjson_error(out, self.subject_key, &item.subject, e)?;
                }
            }
            Format::Table => unreachable!("tables are held"),
        }
        Ok(())
    }

    pub fn finish(self, out: &mut dyn Write) -> io::Result<()> {
        if self.single {
            return Ok(());
        }
        match self.format {
            Format::Json if self.written == 0 => out.write_all(b"[]\n"),
            Format::Json => out.write_all(b"\n]\n"),
            Format::Table => table::write_many(out, &self.held, &self.table),
            Format::Csv if !self.held.is_empty() => records::write_csv_union(out, &self.held),
            Format::Csv | Format::Ndjson => Ok(()),
        }
    }
}

/// Where the output goes: stdout, a file that appears only once it is complete, or a device or
/// FIFO written in place (as a shell redirect would).
pub struct Output {
    target: Target,
}

enum Target {
    Stdout(Named<BufWriter<io::Stdout>>),
    InPlace(Named<BufWriter<std::fs::File>>),
    File { part: Named<BufWriter<crate::files::Part>>, path: PathBuf, mode: Option<u32> },
}

/// A writer whose failures say what could not be written: a full disk is exit 10 naming the
/// file, not a bare OS error. (A writer can only fail with an `io::Error`, so finq's error rides
/// inside one; `error::classify` looks there.) A closed pipe passes as it is: it is quiet success.
struct Named<W> {
    inner: W,
    what: String,
}

impl<W> Named<W> {
    fn new(inner: W, what: String) -> Self {
        Self { inner, what }
    }

    fn failed(&self, e: io::Error) -> io::Error {
        if e.kind() == io::ErrorKind::BrokenPipe {
            return e;
        }
        io::Error::new(e.kind(), Error::files(&self.what, e))
    }
}

impl<W: Write> Write for Named<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf).map_err(|e| self.failed(e))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush().map_err(|e| self.failed(e))
    }
}

impl Output {
    pub fn open(path: Option<&Path>) -> anyhow::Result<Self> {
        use crate::files::{Access, OutputPlan, Part, parent_of, plan_output};
        let Some(path) = path else {
            let stdout = Named::new(BufWriter::new(io::stdout()), "cannot write to standard output".into());
            return Ok(Self { target: Target::Stdout(stdout) });
        };
        let what = format!("cannot write {}", path.display());
        let cannot = |e: io::Error| Error::files(&what, e);
        let target = match plan_output(path).map_err(Error::usage)? {
            OutputPlan::InPlace(p) => {
                let file = std::fs::OpenOptions::new().write(true).truncate(true).open(&p).map_err(cannot)?;
                Target::InPlace(Named::new(BufWriter::new(file), what))
            }
            // A temporary file beside the target, renamed over it at the end: a reader never sees
            // half a file, and an interrupted run leaves the old file (or none).
            OutputPlan::Replace { target, mode } => {
                let part = Part::new(parent_of(&target), Access::Shared).map_err(cannot)?;
                Target::File { part: Named::new(BufWriter::new(part), what), path: target, mode }
            }
        };
        Ok(Self { target })
    }

    pub fn writer(&mut self) -> &mut dyn Write {
        match &mut self.target {
            Target::Stdout(w) => w,
            Target::InPlace(w) => w,
            Target::File { part, .. } => part,
        }
    }

    /// Flushes stdout or the device, or moves the finished file into place.
    pub fn finish(self) -> anyhow::Result<()> {
        match self.target {
            Target::Stdout(mut w) => Ok(w.flush()?),
            Target::InPlace(mut w) => Ok(w.flush()?),
            Target::File { part, path, mode } => {
                let cannot = |e| Error::files(&part.what, e);
                let file = part.inner.into_inner().map_err(|e| cannot(e.into_error()))?;
                file.persist(&path, true, mode).map_err(|e| cannot(e).into())
            }
        }
    }
}

pub use crate::printer::{Printer, notice};
