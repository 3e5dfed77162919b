//! The output side of settings: the format (`-f`, `--jq`, the terminal test) and how tables look
//! (units, colour, labels, width).

use std::io::IsTerminal;
use std::sync::Arc;

use clap::ArgMatches;

use super::{Environment, Origin, pick};
use crate::cli::{ColorWhen, Format, GlobalArgs};
use crate::error::{Error, Result};
use crate::render::{TableOptions, jq, terminal_width};

/// What `format` decided: the format, the compiled `--jq` filter (before anything is sent),
/// where the format came from, and the `-o` file's extension when it named no format and nothing
/// else chose one (`-o out.xlsx`: the data commands refuse it rather than write JSON silently).
pub(super) struct Chosen {
    pub format: Format,
    pub jq: Option<Arc<jq::Jq>>,
    pub origin: Origin,
    pub unknown_extension: Option<String>,
}

/// The extensions `-o` reads a format from.
pub const EXTENSIONS: &str = ".json, .csv, .ndjson or .jsonl";

/// A table on a terminal, JSON otherwise (a file named with -o is not a terminal either); `-o
/// x.csv` means CSV unless -f (or the environment, or the config file) says otherwise.
pub(super) fn format(args: &GlobalArgs, matches: &ArgMatches, file: Option<Format>) -> Result<Chosen> {
    let extension = args.output.as_ref().and_then(|p| p.extension()).map(|e| e.to_string_lossy().into_owned());
    let by_extension = extension.as_deref().and_then(|e| match e.to_ascii_lowercase().as_str() {
        "csv" => Some(Format::Csv),
        "json" => Some(Format::Json),
        "ndjson" | "jsonl" => Some(Format::Ndjson),
        _ => None,
    });
    let default = match by_extension {
        Some(f) => f,
        None if args.output.is_none() && std::io::stdout().is_terminal() => Format::Table,
        None => Format::Json,
    };
    let (mut format, mut origin) = pick(matches, "format", args.format, file, default);
    let unknown_extension = extension.filter(|_| by_extension.is_none() && origin == Origin::Default);
    let jq = match &args.jq {
        Some(code) => {
            if origin == Origin::Flag && format != Format::Json {
                return Err(Error::usage("--jq filters JSON output; leave out -f or use -f json"));
            }
            (format, origin) = (Format::Json, Origin::Flag);
            let terminal = args.output.is_none() && std::io::stdout().is_terminal();
            Some(Arc::new(jq::compile(code, "--jq", args.raw_output)?.compact(args.compact).on_terminal(terminal)))
        }
        None => None,
    };
    Ok(Chosen { format, jq, origin, unknown_extension })
}

/// How tables look. Colour: the flag first, then a non-empty NO_COLOR, then whether stdout is a
/// terminal. Width: `COLUMNS` when it is set to a number (wherever the table goes: `COLUMNS=80
/// finq … | less` fits 80 columns), else the terminal's; piped or written to a file with no
/// `COLUMNS`, tables keep their natural width.
pub(super) fn table(args: &GlobalArgs, environment: &Environment) -> TableOptions {
    let terminal = args.output.is_none() && std::io::stdout().is_terminal();
    let color = match args.color {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => !environment.no_color && terminal,
    };
    let columns = environment.columns.as_deref().and_then(|c| c.trim().parse::<usize>().ok()).filter(|w| *w > 0);
    let width = columns.or_else(|| terminal.then(|| terminal_width(None).unwrap_or(80)));
    TableOptions { units: args.units, color, labels: args.labels, chart_width: None, width, all_columns: false }
}

impl super::Settings {
    /// `--raw` writes a service's bytes as they came: no format is chosen with it.
    pub fn refuse_raw_with_format(&self) -> Result<()> {
        if self.raw && self.format_flag && self.format != Format::Json {
            return Err(Error::usage("--raw writes the service's bytes as they came; leave out -f"));
        }
        Ok(())
    }

    /// A data command's own output flags applied: `--all-columns` keeps every column; `--chart`
    /// draws, and the output is the chart, whatever the default or the environment's format would
    /// be. An `-o` file that names no format finq writes is refused, saying what picks one, rather
    /// than written as JSON under another name.
    pub fn for_data(&mut self, all_columns: bool, chart: bool) -> Result<()> {
        if all_columns {
            self.table.all_columns = true;
        } else if chart {
            if self.format_flag && self.format != Format::Table || self.jq.is_some() || self.raw {
                return Err(Error::usage("--chart draws in the terminal; leave out -f, --jq and --raw"));
            }
            self.format = Format::Table;
            self.table.chart_width = Some(crate::render::chart::width(self.columns.as_deref()));
        }
        if let (Some(ext), false, None, false) = (&self.unknown_extension, chart, &self.jq, self.raw) {
            return Err(Error::usage(format!(
                "-o names a .{ext} file, which is no format finq writes; name it {EXTENSIONS} (the extension picks \
                 the format), or choose one with -f"
            )));
        }
        Ok(())
    }
}
