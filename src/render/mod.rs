//! Everything finq writes: the one door to stdout (or the `-o` file), and notices on stderr.
//!
//! Each domain value has a JSON form (`json`), tidy records for CSV and NDJSON (`records`) and a
//! table (`table`). Commands hand a [`Doc`] to [`write`]; nothing else prints data.

pub mod json;
pub mod numbers;
pub mod records;
pub mod table;

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;

use crate::cli::Format;
use crate::domain::{Identifiers, Prices, Quote, Statement, Summary};

/// One command's answer, ready to be written in any format.
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

/// Writes `doc` in `format` to `out`.
pub fn write(out: &mut dyn Write, format: Format, doc: Doc) -> io::Result<()> {
    match format {
        Format::Json => json::write(out, &json::document(doc)),
        Format::Csv => records::write_csv(out, &records::of(doc)),
        Format::Ndjson => records::write_ndjson(out, &records::of(doc)),
        Format::Table => table::write(out, doc),
    }
}

/// Where the output goes: stdout, or a file that appears only once it is complete.
pub struct Output {
    target: Target,
}

enum Target {
    Stdout(BufWriter<io::Stdout>),
    File {
        tmp: BufWriter<tempfile::NamedTempFile>,
        path: PathBuf,
    },
}

impl Output {
    pub fn open(path: Option<&Path>) -> anyhow::Result<Self> {
        let target = match path {
            None => Target::Stdout(BufWriter::new(io::stdout())),
            Some(path) => {
                // A temporary file beside the target, renamed over it at the end: a reader never
                // sees half a file, and an interrupted run leaves the old file (or none).
                let dir = match path.parent() {
                    Some(d) if !d.as_os_str().is_empty() => d,
                    _ => Path::new("."),
                };
                let tmp = tempfile::Builder::new()
                    .prefix(".finq-")
                    .suffix(".part")
                    .tempfile_in(dir)
                    .map_err(|e| {
                        crate::error::Error::usage(format!("cannot write {}: {e}", path.display()))
                    })?;
                Target::File {
                    tmp: BufWriter::new(tmp),
                    path: path.to_path_buf(),
                }
            }
        };
        Ok(Self { target })
    }

    pub fn writer(&mut self) -> &mut dyn Write {
        match &mut self.target {
            Target::Stdout(w) => w,
            Target::File { tmp, .. } => tmp,
        }
    }

    /// Flushes stdout, or moves the finished file into place.
    pub fn finish(self) -> anyhow::Result<()> {
        match self.target {
            Target::Stdout(mut w) => w.flush().context("writing to standard output"),
            Target::File { tmp, path } => {
                let tmp = tmp
                    .into_inner()
                    .map_err(|e| e.into_error())
                    .context("writing the output file")?;
                tmp.as_file()
                    .sync_all()
                    .context("writing the output file")?;
                tmp.persist(&path)
                    .with_context(|| format!("moving the output into {}", path.display()))?;
                Ok(())
            }
        }
    }
}

/// A message for the person at the terminal, on stderr.
pub fn notice(message: &str) {
    #[allow(clippy::print_stderr)] // the one place that writes messages
    {
        eprintln!("finq: {message}");
    }
}
