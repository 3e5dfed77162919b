//! One table of one quarter, from the SEC's lines to a Parquet file: each line's fields are
//! checked and typed into Arrow builders ([`Rows`], [`TableWriter::push`], a column at a time by
//! [`super::columns`]), batches go to an encoder thread ([`super::encode`]: zstd pages,
//! statistics, the sort order declared), and a bad field stops the import with the file, line and
//! column named.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_array::{ArrayRef, RecordBatch};
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::file::metadata::{KeyValue, SortingColumn};
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::schema::types::ColumnPath;

use super::columns::Builder;
use super::schema::{Column, LAYOUT_VERSION, Table};
use super::text;

/// Rows per Arrow batch handed to the Parquet writer.
pub const BATCH_ROWS: usize = 16_384;
/// Bytes of text per batch at most (real batches hold 2-3 MiB): a batch of long lines ends
/// sooner, so that memory stays bounded and Arrow's 32-bit offsets are never reached.
pub const BATCH_BYTES: usize = 16 << 20;
/// Rows per row group: small enough that statistics on (cik, adsh) skip most of a quarter when
/// one company is asked for, large enough for good compression.
pub const ROW_GROUP_ROWS: usize = 65_536;
/// Rows per page of `sub`: a company's filing is found reading this many rows of a quarter.
const SUB_PAGE_ROWS: usize = 512;

/// How a table's Parquet file is written: zstd, row groups of [`ROW_GROUP_ROWS`], statistics,
/// dictionaries, the sort order and finq's metadata.
pub fn properties(table: Table, quarter: &str) -> WriterProperties {
    let mut props = WriterProperties::builder()
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .set_created_by(concat!("finq ", env!("CARGO_PKG_VERSION")).to_string())
        .set_key_value_metadata(Some(vec![
            KeyValue::new("finq.layout".into(), LAYOUT_VERSION.to_string()),
            KeyValue::new("finq.quarter".into(), quarter.to_string()),
        ]));
    // Row-group statistics (what engines prune with) on the columns where they can rule a
    // group out; page statistics only on the keys a reader looks a filing up by.
    props = props.set_statistics_enabled(EnabledStatistics::Chunk);
    // Values are mostly distinct, footnotes and segments mostly empty: a dictionary costs a
    // hash per value for 1-4% of num's size (measured on 3.2 million numbers). (Without one
    // on the keys, tags and labels as well, an import took no less CPU and reading one
    // filing took 2-3 ms more.)
    if table == Table::Num {
        for plain in ["value", "footnote", "segments"] {
            props = props.set_column_dictionary_enabled(ColumnPath::from(plain), false);
        }
    }
    // No row-group statistics where they cannot rule a row group out (every group holds tags
    // from A to Z and values of every sign): each costs a comparison per value, about 5% of
    // an import's CPU together.
    let unsorted: &[&str] = match table {
        Table::Num => &["tag", "version", "segments", "coreg", "value", "footnote"],
        Table::Pre => &["tag", "version", "plabel"],
        Table::Sub | Table::Tag => &[],
    };
    for column in unsorted {
        props = props.set_column_statistics_enabled(ColumnPath::from(*column), EnabledStatistics::None);
    }
    // sub is a row per filing, read a company at a time across every quarter: small pages
    // (the page index on cik finds a company's in each quarter), and its keys, distinct in
    // nearly every row, without a dictionary (one would be read whole for any one row).
    if table == Table::Sub {
        props = props.set_data_page_row_count_limit(SUB_PAGE_ROWS).set_write_batch_size(SUB_PAGE_ROWS);
        for unique in ["cik", "adsh", "accepted"] {
            props = props.set_column_dictionary_enabled(ColumnPath::from(unique), false);
        }
    }
    if table.by_filing() {
        for key in ["cik", "adsh"] {
            props = props.set_column_statistics_enabled(ColumnPath::from(key), EnabledStatistics::Page);
        }
        let at = |name| table.index_of(name).expect("a filing table has cik and adsh") as i32;
        props = props.set_sorting_columns(Some(vec![
            SortingColumn { column_idx: at("cik"), descending: false, nulls_first: false },
            SortingColumn { column_idx: at("adsh"), descending: false, nulls_first: false },
        ]));
    }
    props.build()
}

/// Threads to type or encode one table with: as many as there are cores, up to four.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().min(4))
}

/// Why a line was refused: the column and what is wrong (the caller adds file and line).
#[derive(Debug)]
pub struct BadField {
    pub column: &'static str,
    pub value: String,
    pub why: &'static str,
}

impl BadField {
    /// A line of `fields` fields where the header names another count.
    pub fn miscounted(fields: usize) -> Self {
        let value = if fields == 1 { "1 field".to_string() } else { format!("{fields} fields") };
        Self { column: "", value, why: "not as many fields as the header names" }
    }
}

/// A writer that remembers the operating system's error, so that a full disk is reported as
/// such (exit 10) rather than as whatever the Parquet writer wraps it in.
pub struct Tracked {
    inner: BufWriter<File>,
    pub error: Option<io::Error>,
}

impl Write for Tracked {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf).inspect_err(|e| self.keep(e))
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush().inspect_err(|e| self.keep(e))
    }
}

impl Tracked {
    /// A new file at `path`, written through a buffer.
    pub fn create(path: &Path) -> io::Result<Self> {
        Ok(Self { inner: BufWriter::with_capacity(1 << 20, File::create(path)?), error: None })
    }

    /// Syncs the file to disk (after the last flush).
    pub fn sync(&mut self) -> Result<(), WriteError> {
        self.inner.get_ref().sync_all().map_err(WriteError::Io)
    }

    fn keep(&mut self, e: &io::Error) {
        if self.error.is_none() {
            self.error = Some(io::Error::new(e.kind(), e.to_string()));
        }
    }
}

/// Where a column's value comes from in the SEC's line.
#[derive(Clone, Copy)]
enum Source {
    Field(usize),
    /// The filing's CIK, given with the line.
    Cik,
    /// The filing's adsh, given with the line: the field was cut out of it (num and pre lines
    /// wait in the sorter without it, a fifth fewer bytes).
    Adsh,
    /// Not in this file (an older format): null.
    Missing,
}

/// An empty vector of givens for the next lines, reusing the memory of the last ones'.
fn recycle_given<'b>(mut givens: Vec<Given<'_>>) -> Vec<Given<'b>> {
    givens.clear();
    // Same size and alignment: the allocation is kept (no element is ever mapped).
    givens.into_iter().map(|_| Given { cik: 0, adsh: &[] }).collect()
}

/// A filing of the quarter, as `sub.txt` lists it: what num's and pre's lines are given with.
pub struct Filing {
    pub cik: i64,
    pub adsh: Box<[u8]>,
}

/// What a line comes with besides its fields: its filing's CIK (num and pre; 0 for others) and,
/// when the writer was told its adsh is cut out of the lines, the filing's adsh.
#[derive(Clone, Copy)]
pub struct Given<'a> {
    pub cik: i64,
    pub adsh: &'a [u8],
}

impl Filing {
    pub fn given(&self) -> Given<'_> {
        Given { cik: self.cik, adsh: &self.adsh }
    }
}

/// One batch of a table's rows being typed: each line's fields checked and appended to its
/// column's builder. A [`TableWriter`] types with one; more can type on other threads
/// ([`TableWriter::rows`]) and hand their batches to it ([`TableWriter::write`]).
pub struct Rows {
    table: Table,
    columns: &'static [Column],
    sources: Vec<Source>,
    /// Fields each line must have: the header's count (less the one cut out).
    width: usize,
    /// Whether a field was cut out of every line ([`Source::Adsh`]): said in the count of a
    /// line with too few or too many.
    cut: bool,
    builders: Vec<Builder>,
    len: usize,
    /// Bytes of the fields typed since the last batch.
    bytes: usize,
    /// Room for the fields of the lines being typed, and what they were given with (kept
    /// between calls, empty).
    cells: Vec<&'static [u8]>,
    givens: Vec<Given<'static>>,
}

impl Rows {
    /// Appends lines, each with what it was given with. `Err`: the first line refused (its
    /// place among `lines`, and why): with the line's fields in the table's order, the first
    /// that is not of its column's kind, or too few or too many of them; the rows typed are
    /// then to be dropped with the file.
    pub fn push_lines<'a>(
        &mut self,
        lines: impl Iterator<Item = (&'a [u8], Given<'a>)>,
    ) -> Result<(), (usize, WriteError)> {
        let mut cells: Vec<&[u8]> = text::recycle(std::mem::take(&mut self.cells));
        let mut givens: Vec<Given> = recycle_given(std::mem::take(&mut self.givens));
        let mut miscounted = None;
        let mut bytes = 0;
        for (row, (line, given)) in lines.enumerate() {
            let before = cells.len();
            text::split_onto(line, &mut cells);
            let n = cells.len() - before;
            if n != self.width {
                miscounted = Some((row, n));
                cells.truncate(before);
                break;
            }
            bytes += cells[before..].iter().map(|f| f.len()).sum::<usize>() + given.adsh.len();
            givens.push(given);
        }
        let outcome = self.type_cells(&cells, &givens).map_err(|(row, bad)| (row, WriteError::Bad(bad)));
        let outcome = outcome.and_then(|()| match miscounted {
            Some((row, n)) => Err((row, WriteError::Bad(BadField::miscounted(n + usize::from(self.cut))))),
            None => Ok(()),
        });
        if outcome.is_ok() {
            self.len += givens.len();
            self.bytes += bytes;
        }
        self.cells = text::recycle(cells);
        self.givens = recycle_given(givens);
        outcome
    }

    /// Types the rows of `cells` ([`Rows::width`] fields each) column by column. `Err`: the
    /// first refused field by row, then column.
    fn type_cells(&mut self, cells: &[&[u8]], givens: &[Given]) -> Result<(), (usize, BadField)> {
        let mut rows = givens.len();
        let mut first = None;
        for (c, column) in self.columns.iter().enumerate() {
            let b = &mut self.builders[c];
            match self.sources[c] {
                Source::Cik => {
                    if let Builder::Int64(b) = b {
                        givens[..rows].iter().for_each(|g| b.append_value(g.cik));
                    }
                }
                Source::Adsh => {
                    if let Builder::Text(b) = b {
                        givens[..rows].iter().for_each(|g| b.append_value(g.adsh));
                    }
                }
                Source::Missing => (0..rows).for_each(|_| b.null()),
                Source::Field(f) => {
                    let values = cells.iter().skip(f).step_by(self.width).take(rows).copied();
                    if let Err((row, why)) = b.push_column(values, column.nullable) {
                        let field = cells[row * self.width + f];
                        let value = String::from_utf8_lossy(&field[..field.len().min(80)]).into_owned();
                        first = Some((row, BadField { column: column.name, value, why }));
                        // Only an earlier row can come before it now: a later column's field
                        // in the same row comes after.
                        rows = row;
                    }
                }
            }
        }
        first.map_or(Ok(()), Err)
    }

    /// Rows typed since the last batch.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the rows typed since the last batch make a batch: [`BATCH_ROWS`] of them, or
    /// [`BATCH_BYTES`] of text.
    pub fn full(&self) -> bool {
        self.len >= BATCH_ROWS || self.bytes >= BATCH_BYTES
    }

    /// The rows typed so far as one batch; the builders start again empty.
    pub fn batch(&mut self) -> Result<RecordBatch, WriteError> {
        let arrays: Vec<ArrayRef> = self.builders.iter_mut().map(Builder::finish).collect();
        self.len = 0;
        self.bytes = 0;
        Ok(RecordBatch::try_new(self.table.schema(), arrays)?)
    }

    /// Empty rows of the same table and header.
    fn like(&self) -> Self {
        Self {
            table: self.table,
            columns: self.columns,
            sources: self.sources.clone(),
            width: self.width,
            cut: self.cut,
            builders: self.columns.iter().map(|c| Builder::new(c.kind)).collect(),
            len: 0,
            bytes: 0,
            cells: Vec::new(),
            givens: Vec::new(),
        }
    }
}

/// Writes one table's Parquet file.
pub struct TableWriter {
    typed: Rows,
    /// Rows written (handed to the encoder) so far.
    written: u64,
    /// Batches go to a thread of their own that encodes and compresses them (a row group's columns
    /// on several threads), while the caller reads and types the next lines.
    batches: Option<std::sync::mpsc::SyncSender<RecordBatch>>,
    encoder: Option<std::thread::JoinHandle<Result<(), WriteError>>>,
    /// Set when the writer is given up: the encoder then writes no footer and syncs nothing (the
    /// file goes with its staging folder).
    abandoned: Arc<AtomicBool>,
}

/// A failure while writing: a bad line, or the file system.
pub enum WriteError {
    Bad(BadField),
    Io(io::Error),
    Parquet(parquet::errors::ParquetError),
}

impl From<parquet::errors::ParquetError> for WriteError {
    fn from(e: parquet::errors::ParquetError) -> Self {
        WriteError::Parquet(e)
    }
}

impl TableWriter {
    /// A writer of `table` at `path`, for lines whose header is `header`; `Err` names a column
    /// the table needs that the header lacks. `apart`: the header's place of the `adsh` field
    /// when it is cut out of every line and given with it instead.
    pub fn create(
        table: Table,
        header: &[&[u8]],
        apart: Option<usize>,
        path: &Path,
        quarter: &str,
    ) -> Result<Self, CreateError> {
        Self::create_with(table, header, apart, path, quarter, threads())
    }

    /// [`TableWriter::create`] with `threads` threads encoding each row group.
    pub fn create_with(
        table: Table,
        header: &[&[u8]],
        apart: Option<usize>,
        path: &Path,
        quarter: &str,
        threads: usize,
    ) -> Result<Self, CreateError> {
        let columns = table.columns();
        let mut sources = Vec::with_capacity(columns.len());
        for c in columns {
            let at = header.iter().position(|h| h.eq_ignore_ascii_case(c.name.as_bytes()));
            sources.push(match (at, apart) {
                (Some(i), Some(cut)) if i == cut => Source::Adsh,
                // The fields after the one cut out come one place sooner.
                (Some(i), Some(cut)) if i > cut => Source::Field(i - 1),
                (Some(i), _) => Source::Field(i),
                (None, _) if c.derived => Source::Cik,
                // An older zip without a column that may be empty (num's `segments` before 2024).
                (None, _) if c.nullable => Source::Missing,
                (None, _) => return Err(CreateError::MissingColumn(c.name)),
            });
        }
        let sink = Tracked::create(path).map_err(CreateError::Io)?;
        let props = properties(table, quarter);
        let writer = ArrowWriter::try_new(sink, table.schema(), Some(props)).map_err(CreateError::Parquet)?;
        let (batches, received) = std::sync::mpsc::sync_channel::<RecordBatch>(2);
        let abandoned = Arc::new(AtomicBool::new(false));
        let encoder = std::thread::Builder::new()
            .name(format!("finq-{}", table.name()))
            .spawn({
                let abandoned = Arc::clone(&abandoned);
                move || super::encode::encode(writer, &table.schema(), received, threads, &abandoned)
            })
            .map_err(CreateError::Io)?;
        let typed = Rows {
            table,
            columns,
            sources,
            width: header.len() - usize::from(apart.is_some()),
            cut: apart.is_some(),
            builders: columns.iter().map(|c| Builder::new(c.kind)).collect(),
            len: 0,
            bytes: 0,
            cells: Vec::new(),
            givens: Vec::new(),
        };
        Ok(Self { typed, written: 0, batches: Some(batches), encoder: Some(encoder), abandoned })
    }

    /// Appends one line and what it was given with.
    pub fn push(&mut self, line: &[u8], given: Given) -> Result<(), WriteError> {
        self.typed.push_lines(std::iter::once((line, given))).map_err(|(_, e)| e)?;
        if self.typed.full() {
            self.flush_batch()?;
        }
        Ok(())
    }

    /// Empty rows to type lines into on another thread, their batches then [written](Self::write).
    pub fn rows(&self) -> Rows {
        self.typed.like()
    }

    fn flush_batch(&mut self) -> Result<(), WriteError> {
        if self.typed.len() == 0 {
            return Ok(());
        }
        let batch = self.typed.batch()?;
        self.write(batch)
    }

    /// Hands a batch typed elsewhere to the encoder (after the rows pushed here, which are
    /// written first only by [`TableWriter::finish`]: a writer is fed one way or the other).
    pub fn write(&mut self, batch: RecordBatch) -> Result<(), WriteError> {
        self.written += batch.num_rows() as u64;
        let sent = self.batches.as_ref().is_some_and(|b| b.send(batch).is_ok());
        // The encoder stopped (a full disk): its error says why.
        if sent {
            Ok(())
        } else {
            Err(self.join().err().unwrap_or(WriteError::Io(io::Error::other("the Parquet encoder stopped"))))
        }
    }

    fn join(&mut self) -> Result<(), WriteError> {
        self.batches.take();
        match self.encoder.take().map(std::thread::JoinHandle::join) {
            Some(Ok(result)) => result,
            Some(Err(_)) => Err(WriteError::Io(io::Error::other("the Parquet encoder failed"))),
            None => Ok(()),
        }
    }

    /// Writes what is left and the footer, and syncs the file; returns the rows written.
    pub fn finish(mut self) -> Result<u64, WriteError> {
        self.flush_batch()?;
        self.join()?;
        Ok(self.written)
    }
}

impl Drop for TableWriter {
    /// A writer given up (a bad line) stops its encoder before the staging folder goes.
    fn drop(&mut self) {
        self.abandoned.store(true, Ordering::Relaxed);
        let _ = self.join();
    }
}

impl From<arrow_schema::ArrowError> for WriteError {
    fn from(e: arrow_schema::ArrowError) -> Self {
        WriteError::Parquet(parquet::errors::ParquetError::ArrowError(e.to_string()))
    }
}

/// Why a table's file could not be started.
pub enum CreateError {
    MissingColumn(&'static str),
    Io(io::Error),
    Parquet(parquet::errors::ParquetError),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first refused line is the first a line at a time would refuse: by row, then by
    /// column in the table's order, a miscounted line where it comes.
    #[test]
    fn typed_column_by_column_the_first_bad_field_is_the_first_by_line() {
        let dir = tempfile::tempdir().unwrap();
        let header = b"adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote";
        let mut fields = Vec::new();
        text::split(header, &mut fields);
        let path = dir.path().join("num.parquet");
        let Ok(writer) = TableWriter::create(Table::Num, &fields, None, &path, "2009q3") else { panic!() };
        let good = "0000950123-09-030426\tAssets\tus-gaap/2009\t20090630\t0\tUSD\t\t\t1.5\t";
        let first = |bad: &[(usize, &str)]| {
            let mut lines = vec![good.to_string(); 8];
            for (row, line) in bad {
                lines[*row] = line.to_string();
            }
            let given = Given { cik: 1, adsh: b"" };
            let mut rows = writer.rows();
            match rows.push_lines(lines.iter().map(|l| (l.as_bytes(), given))) {
                Err((row, WriteError::Bad(b))) => (row, b.column, b.value),
                _ => panic!("refused"),
            }
        };
        let bad_value = good.replace("1.5", "1x5");
        let bad_date = good.replace("20090630", "20091331");
        let bad_both = bad_date.replace("1.5", "1x5");
        assert_eq!(first(&[(5, &bad_value), (3, &bad_date)]), (3, "ddate", "20091331".into()));
        assert_eq!(first(&[(3, &bad_both), (4, &bad_date)]), (3, "ddate", "20091331".into()));
        assert_eq!(first(&[(6, "too\tfew"), (3, &bad_value)]), (3, "value", "1x5".into()));
        assert_eq!(first(&[(2, "too\tfew"), (3, &bad_value)]), (2, "", "2 fields".into()));
        // Nothing refused: every row typed.
        let mut rows = writer.rows();
        let given = Given { cik: 1, adsh: b"" };
        assert!(rows.push_lines(std::iter::repeat_n((good.as_bytes(), given), 3)).is_ok());
        assert_eq!(rows.len(), 3);
    }
}
