//! One table of one quarter, from the SEC's lines to a Parquet file: each line's fields are
//! checked and typed into Arrow builders ([`Rows`], [`TableWriter::push`], a column at a time by
//! [`super::columns`]), batches go to an encoder thread ([`super::encode`]: zstd pages,
//! statistics, the sort order declared), and a bad field stops the import with the file, line and
//! column named.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_array::{ArrayRef, RecordBatch};
use parquet::arrow::ArrowWriter;

use super::super::checksum::Tail;
use super::super::schema::{Column, Table};
use super::super::text;
use super::columns::Builder;
use super::encode::{Tracked, properties};
use super::limits::{BATCH_BYTES, BATCH_ROWS, BadField, CreateError, MAX_HEADER_FIELDS, WriteError, threads};

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

/// A filing as `sub.txt` lists it (its CIK and accession number): what num's and pre's lines are
/// given with.
pub struct ListedFiling {
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

impl ListedFiling {
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
            // A line of millions of tabs is split no further than one field past the header's.
            let fits = text::split_onto_at_most(line, &mut cells, self.width);
            let n = cells.len() - before;
            if n != self.width || !fits {
                miscounted = Some((row, n, !fits));
                cells.truncate(before);
                break;
            }
            bytes += cells[before..].iter().map(|f| f.len()).sum::<usize>() + given.adsh.len();
            givens.push(given);
        }
        let outcome = self.type_cells(&cells, &givens).map_err(|(row, bad)| (row, WriteError::Bad(bad)));
        let outcome = outcome.and_then(|()| match miscounted {
            Some((row, n, more)) => Err((row, WriteError::Bad(BadField::miscounted(n + usize::from(self.cut), more)))),
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
    encoder: Option<std::thread::JoinHandle<Result<Option<Tail>, WriteError>>>,
    /// Set when the writer is given up: the encoder then writes no footer and syncs nothing (the
    /// file goes with its staging folder).
    abandoned: Arc<AtomicBool>,
}

impl TableWriter {
    /// A writer of `table` at `path`, for lines whose header is `header`; `Err` says what is
    /// wrong with the header: a column the table needs that it lacks, a column named twice or one
    /// finq fills itself (num's `cik`), a carriage return in it (lines that end with one alone
    /// read as one long header), too many columns. `apart`: the header's place of the `adsh` field
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

    /// A writer of `std`, whose rows were made by the mapping `version`: the file's metadata says so.
    pub fn create_std(header: &[&[u8]], path: &Path, quarter: &str, version: &str) -> Result<Self, CreateError> {
        Self::open(Table::Std, header, None, path, (quarter, Some(version)), threads())
    }

    /// A writer of `face`, whose rows are given as batches ([`TableWriter::write`]).
    pub fn create_face(path: &Path, quarter: &str) -> Result<Self, CreateError> {
        let names: Vec<&[u8]> = Table::Face.columns().iter().map(|c| c.name.as_bytes()).collect();
        Self::open(Table::Face, &names, None, path, (quarter, None), threads())
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
        Self::open(table, header, apart, path, (quarter, None), threads)
    }

    /// A writer; `meta`: the quarter, and the mapping that made the rows (`std`'s).
    fn open(
        table: Table,
        header: &[&[u8]],
        apart: Option<usize>,
        path: &Path,
        meta: (&str, Option<&str>),
        threads: usize,
    ) -> Result<Self, CreateError> {
        let columns = table.columns();
        check_header(table, header)?;
        let mut sources = Vec::with_capacity(columns.len());
        for c in columns {
            let at = header.iter().position(|h| h.eq_ignore_ascii_case(c.name.as_bytes()));
            sources.push(match (at, apart) {
                (Some(i), Some(cut)) if i == cut => Source::Adsh,
                // The fields after the one cut out come one place sooner.
                (Some(i), Some(cut)) if i > cut => Source::Field(i - 1),
                (Some(i), _) => Source::Field(i),
                (None, _) if c.derived => Source::Cik,
                // An older zip without a column the SEC added later (num's `segments` in 2024).
                (None, _) if c.added_later => Source::Missing,
                (None, _) => return Err(CreateError::MissingColumn(c.name)),
            });
        }
        let sink = Tracked::create(path).map_err(CreateError::Io)?;
        let props = properties(table, meta.0, meta.1);
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
        if self.written == 0 {
            crate::hold::at(&format!("import:write:{}", self.typed.table.name()));
        }
        self.written += batch.num_rows() as u64;
        let sent = self.batches.as_ref().is_some_and(|b| b.send(batch).is_ok());
        // The encoder stopped (a full disk): its error says why.
        if sent {
            Ok(())
        } else {
            Err(self.join().err().unwrap_or(WriteError::Io(std::io::Error::other("the Parquet encoder stopped"))))
        }
    }

    fn join(&mut self) -> Result<Option<Tail>, WriteError> {
        self.batches.take();
        match self.encoder.take().map(std::thread::JoinHandle::join) {
            Some(Ok(result)) => result,
            Some(Err(_)) => Err(WriteError::Io(std::io::Error::other("the Parquet encoder failed"))),
            None => Ok(None),
        }
    }

    /// Writes what is left and the footer, and syncs the file; returns the rows written and the
    /// file's tail (its checksum goes into the manifest).
    pub fn finish(mut self) -> Result<(u64, Tail), WriteError> {
        self.flush_batch()?;
        let tail = self.join()?.ok_or_else(|| WriteError::Io(std::io::Error::other("the Parquet encoder stopped")))?;
        Ok((self.written, tail))
    }
}

/// [`TableWriter::create`]'s checks of a header's fields.
fn check_header(table: Table, header: &[&[u8]]) -> Result<(), CreateError> {
    if header.iter().any(|f| f.contains(&b'\r')) {
        return Err(CreateError::CarriageReturns);
    }
    if header.len() > MAX_HEADER_FIELDS {
        return Err(CreateError::TooWide);
    }
    for (i, f) in header.iter().enumerate() {
        if header[..i].iter().any(|g| g.eq_ignore_ascii_case(f)) {
            return Err(CreateError::Twice(String::from_utf8_lossy(&f[..f.len().min(40)]).into_owned()));
        }
        if let Some(c) = table.columns().iter().find(|c| c.derived && f.eq_ignore_ascii_case(c.name.as_bytes())) {
            return Err(CreateError::Derived(c.name));
        }
    }
    Ok(())
}

impl Drop for TableWriter {
    /// A writer given up (a bad line) stops its encoder before the staging folder goes.
    fn drop(&mut self) {
        self.abandoned.store(true, Ordering::Relaxed);
        let _ = self.join();
    }
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
