//! The quarter's `std` table, written at import from the rows the caller's [`StdRows`] makes of
//! the tables just staged (read back through the read wing, checksums and all; `num`'s numbers
//! offered to the `face` table on the way), beside the SEC's
//! tables and committed with them. The store writes the rows it is given: which values, and how
//! they are made, is the standardization's.

use std::path::Path;
use std::sync::Arc;

use arrow_array::builder::{Date32Builder, Decimal128Builder, Int32Builder, Int64Builder, StringBuilder};
use arrow_array::{ArrayRef, RecordBatch};

use super::super::checksum::Tail;
use super::super::error::{Doing, Error, Result};
use super::super::schema::{Table, VALUE_PRECISION, VALUE_SCALE};
use super::limits::WriteError;
use super::write::TableWriter;
use crate::model::datasets::{QuarterRows, StdOrigin, StdRow, StdRows};

/// Rows a batch of `std` holds before it goes to the encoder.
const BATCH_ROWS: usize = 1 << 16;

/// The largest magnitude `decimal(28,4)` holds, in ten-thousandths (a derived sum of the largest
/// filed values could exceed it: such a value is left out rather than written wrong).
const LIMIT: i128 = 10i128.pow(VALUE_PRECISION as u32);

/// What writing `std` came to: its rows, its file's tail, and what `made` left out (a sentence
/// each).
pub(super) type StdWritten = (u64, Tail, Vec<String>);

/// Writes the `std` file of the staged quarter `tables` reads at `path`, its rows made by `made`.
pub(super) fn write(quarter: &str, tables: &dyn QuarterRows, path: &Path, made: &dyn StdRows) -> Result<StdWritten> {
    let cannot = |e: WriteError| match e {
        WriteError::Io(e) => Error::io(Doing::Write, path, e),
        other => Error::Unwritten { path: path.to_path_buf(), source: other.into() },
    };
    let names: Vec<&[u8]> = Table::Std.columns().iter().map(|c| c.name.as_bytes()).collect();
    let mut writer = TableWriter::create_std(&names, path, quarter, made.version())
        .map_err(|e| Error::Unwritten { path: path.to_path_buf(), source: e.into() })?;
    let mut rows = Rows::default();
    let mut failed = None;
    let left_out = made
        .rows(tables, &mut |row| {
            if failed.is_some() {
                return;
            }
            rows.add(&row);
            if rows.len >= BATCH_ROWS
                && let Err(e) = writer.write(rows.batch())
            {
                failed = Some(e);
            }
        })
        .map_err(Error::Rows)?;
    if let Some(e) = failed {
        return Err(cannot(e));
    }
    if rows.len > 0 {
        writer.write(rows.batch()).map_err(cannot)?;
    }
    let (rows, tail) = writer.finish().map_err(cannot)?;
    Ok((rows, tail, left_out))
}

/// `std`'s columns being built ([`crate::store::schema::STD`], in its order).
struct Rows {
    len: usize,
    cik: Int64Builder,
    adsh: StringBuilder,
    concept: StringBuilder,
    statement: StringBuilder,
    value: Decimal128Builder,
    uom: StringBuilder,
    ddate: Date32Builder,
    qtrs: Int32Builder,
    origin: StringBuilder,
    tag: StringBuilder,
    version: StringBuilder,
    relation: StringBuilder,
    inputs: StringBuilder,
    template: StringBuilder,
    caution: StringBuilder,
}

impl Default for Rows {
    fn default() -> Self {
        Rows {
            len: 0,
            cik: Int64Builder::new(),
            adsh: StringBuilder::new(),
            concept: StringBuilder::new(),
            statement: StringBuilder::new(),
            value: Decimal128Builder::new(),
            uom: StringBuilder::new(),
            ddate: Date32Builder::new(),
            qtrs: Int32Builder::new(),
            origin: StringBuilder::new(),
            tag: StringBuilder::new(),
            version: StringBuilder::new(),
            relation: StringBuilder::new(),
            inputs: StringBuilder::new(),
            template: StringBuilder::new(),
            caution: StringBuilder::new(),
        }
    }
}

impl Rows {
    /// One row; a value `decimal(28,4)` cannot hold is left out.
    fn add(&mut self, row: &StdRow<'_>) {
        if row.value.abs() >= LIMIT {
            return;
        }
        self.cik.append_value(row.cik);
        self.adsh.append_value(row.adsh);
        self.concept.append_value(row.concept);
        self.statement.append_value(row.statement);
        self.value.append_value(row.value);
        self.uom.append_value(row.uom);
        self.ddate.append_value(row.ddate);
        self.qtrs.append_value(row.qtrs);
        match row.origin {
            StdOrigin::Filed { tag, version } => {
                self.origin.append_value("filed");
                self.tag.append_value(tag);
                self.version.append_value(version);
                self.relation.append_null();
                self.inputs.append_null();
            }
            StdOrigin::Summed { tags, versions, inputs } => {
                self.origin.append_value("summed");
                self.tag.append_value(tags);
                self.version.append_value(versions);
                self.relation.append_null();
                self.inputs.append_value(inputs);
            }
            StdOrigin::Derived { relation, inputs } => {
                self.origin.append_value("derived");
                self.tag.append_null();
                self.version.append_null();
                self.relation.append_value(relation);
                self.inputs.append_value(inputs);
            }
        }
        self.template.append_value(row.template);
        self.caution.append_option(row.caution);
        self.len += 1;
    }

    /// The rows built so far as a batch of `std`'s schema; the builders start again empty.
    fn batch(&mut self) -> RecordBatch {
        let value =
            self.value.finish().with_precision_and_scale(VALUE_PRECISION, VALUE_SCALE).expect("decimal(28,4) is valid");
        let columns: Vec<ArrayRef> = vec![
            Arc::new(self.cik.finish()),
            Arc::new(self.adsh.finish()),
            Arc::new(self.concept.finish()),
            Arc::new(self.statement.finish()),
            Arc::new(value),
            Arc::new(self.uom.finish()),
            Arc::new(self.ddate.finish()),
            Arc::new(self.qtrs.finish()),
            Arc::new(self.origin.finish()),
            Arc::new(self.tag.finish()),
            Arc::new(self.version.finish()),
            Arc::new(self.relation.finish()),
            Arc::new(self.inputs.finish()),
            Arc::new(self.template.finish()),
            Arc::new(self.caution.finish()),
        ];
        self.len = 0;
        RecordBatch::try_new(Table::Std.schema(), columns).expect("std's columns match its schema")
    }
}
