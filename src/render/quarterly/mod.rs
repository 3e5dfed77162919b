//! A statement in fiscal quarters (`--discrete`) or trailing twelve months (`--ttm`) in every
//! format: JSON ([`json`]) with each value's origin (filed or derived) and its inputs, CSV and
//! NDJSON one record per value and per refusal ([`records`]), and a table marking derived values
//! (money scaled by `--units`, [`table`]). `--restatements` is written by [`restated`] in every
//! format. What they share, the document and how a figure is shown, is [`doc`].

use std::io::{self, Write};

use serde_json::Value;

use super::TableOptions;
use super::tidy::Records;
use crate::quarters::view::Mode;

pub mod compare;
mod doc;
mod json;
mod records;
mod restated;
mod table;

pub use doc::Doc;
pub(crate) use json::{balance_json, standard_quarter_json, ttm_json};

/// The JSON document: the quarters (columns), every value with its origin and sources, and every
/// refusal with its reason; or the figures as first and as latest filed.
pub fn json(d: &Doc) -> Value {
    match d.mode {
        Mode::Restated(_) => restated::json(d, d.source()),
        _ => json::document(d),
    }
}

/// One record per value (and per refusal, or per restated figure), the same columns in CSV and
/// NDJSON.
pub fn records(d: &Doc) -> Records {
    match d.mode {
        Mode::Restated(_) => restated::records(d),
        _ => records::of(d),
    }
}

/// The table: elements down, quarters across (or one TTM column), or the figures as first and
/// as latest filed.
pub fn write_table(out: &mut dyn Write, d: &Doc, opts: &TableOptions) -> io::Result<()> {
    match d.mode {
        Mode::Restated(_) => restated::write_table(out, d, d.source_short(), opts),
        _ => table::write(out, d, opts),
    }
}
