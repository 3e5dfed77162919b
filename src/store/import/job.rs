//! One import's work on its tables: the job the table threads share, `sub` read whole and
//! ranked, each other table streamed line by line through its checks into its file.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use zip::ZipArchive;

use super::filings::{Filings, Shared, Sub};
use super::limits::{self, BadField, CreateError, MAX_LINE, WriteError};
use super::lines::{self, Inflated, each_line, read_error, without_line_end, zip_error};
use super::sort::Sorter;
use super::typing::Typist;
use super::write::{Given, TableWriter};
use super::{Entry, ImportOptions};
use crate::store::Quarter;
use crate::store::checksum::Tail;
use crate::store::error::{Doing, Error, Fault, LineFault, Result};
use crate::store::schema::Table;

/// The largest `sub.txt` read whole (today's are a few megabytes).
const SUB_CAP: u64 = 512 << 20;

/// One import, shared by the threads that read its tables.
pub(super) struct Job<'a> {
    /// The zip as the user named it.
    pub(super) shown: &'a str,
    pub(super) zip_path: &'a Path,
    pub(super) dir: PathBuf,
    pub(super) generation: &'a str,
    pub(super) quarter: Quarter,
    /// Uncompressed bytes read so far, all tables together (the progress bar's).
    pub(super) read: AtomicU64,
    /// Set when a table failed: the others give up at their next step.
    pub(super) stop: AtomicBool,
    pub(super) options: ImportOptions,
}

/// What writing `sub` came to: its rows, its file's tail, and what the import noticed of it.
pub(super) type SubWritten = (u64, Tail, Vec<String>);

/// How often (in bytes read, or rows written) a table's thread looks whether another failed.
const STEP: u64 = 1 << 20;

impl Job<'_> {
    fn advance(&self, n: u64) {
        self.read.fetch_add(n, Ordering::Relaxed);
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Reads one table (num, pre or tag) from its own handle on the zip, inflated on a thread of
    /// its own; the rows written and the file's tail. `Ok(None)`: it gave up because another table
    /// failed or sub could not be read.
    pub(super) fn table(&self, table: Table, index: usize, filings: &Shared) -> Result<Option<(u64, Tail)>> {
        let shown = self.shown;
        let file = File::open(self.zip_path).map_err(|e| Error::io(Doing::Read, shown, e))?;
        let mut archive = ZipArchive::new(BufReader::with_capacity(1 << 16, file)).map_err(|e| zip_error(shown, e))?;
        let reader = archive.by_index(index).map_err(|e| zip_error(shown, e))?;
        // The zip opened again is the one looked at first (not another written in its place).
        let name = reader.name().map(|n| n.rsplit('/').next().unwrap_or_default().to_ascii_lowercase());
        if name.ok().as_deref() != Some(table.file_name()) {
            return Err(Error::not_a_data_set(shown, Fault::Changed));
        }
        // The size the zip says the text has: the sorter plans its spills by it.
        let size = reader.size();
        std::thread::scope(|scope| {
            let input = Inflated::start(scope, table.name(), reader).map_err(Error::NoThread)?;
            self.stream(table, input, filings, size)
        })
    }

    /// Makes every folder the import writes into, before any thread starts: the threads never
    /// make one, so none comes back into a staging folder a signal has just removed.
    pub(super) fn folders(&self) -> Result<()> {
        for table in Table::STORED {
            let mut folders = vec![self.dir.join(table.name())];
            if matches!(table, Table::Num | Table::Pre | Table::Face) {
                folders.push(self.tmp(table));
            }
            for path in folders {
                std::fs::create_dir_all(&path).map_err(|e| Error::io(Doing::Create, &path, e))?;
            }
        }
        Ok(())
    }

    /// Where the sorter of `table` spills its runs: num and pre are sorted at the same time, face
    /// after them.
    pub(super) fn tmp(&self, table: Table) -> PathBuf {
        self.dir.join("tmp").join(table.name())
    }

    pub(super) fn path(&self, table: Table) -> PathBuf {
        self.dir.join(table.name()).join(crate::store::layout::part_name(self.generation))
    }

    fn bad_line(&self, table: Table, line: u32, e: WriteError) -> Error {
        match e {
            WriteError::Bad(b) => self.refused(table, u64::from(line), LineFault::Field(b)),
            WriteError::Io(e) => Error::io(Doing::Write, self.path(table), e),
            WriteError::Parquet(e) => Error::Unwritten { path: self.path(table), source: e.into() },
        }
    }

    /// A line of `table` that is refused, and why.
    fn refused(&self, table: Table, line: u64, why: LineFault) -> Error {
        Error::not_a_data_set(self.shown, Fault::Line { file: table.file_name(), line, why })
    }

    /// A writer for `table` given its header's fields; `apart`: the place of the adsh field,
    /// when it is cut out of the lines.
    fn writer(&self, table: Table, fields: &[&[u8]], apart: Option<usize>) -> Result<TableWriter> {
        let path = self.path(table);
        TableWriter::create(table, fields, apart, &path, &self.quarter.to_string()).map_err(|e| match e {
            CreateError::Io(e) => Error::io(Doing::Write, path, e),
            CreateError::Parquet(e) => Error::Unwritten { path, source: e.into() },
            header => self.not_a_data_set(table, header),
        })
    }

    /// A table whose header is not the SEC's.
    fn not_a_data_set(&self, table: Table, why: CreateError) -> Error {
        Error::not_a_data_set(self.shown, Fault::Header { file: table.file_name(), why })
    }

    /// Reads `sub.txt` out of the zip and imports it ([`Job::sub`]).
    pub(super) fn read_sub(
        &self,
        archive: &mut ZipArchive<BufReader<File>>,
        e: &Entry,
        total: u64,
        progress: &dyn Fn(u64, u64),
    ) -> Result<(Filings, SubWritten)> {
        let shown = self.shown;
        if e.size > SUB_CAP {
            return Err(Error::not_a_data_set(shown, Fault::SubTooLarge { mib: SUB_CAP >> 20 }));
        }
        let mut text = Vec::with_capacity(e.size as usize);
        let reader = archive.by_index(e.index).map_err(|e| zip_error(shown, e))?;
        reader.take(SUB_CAP + 1).read_to_end(&mut text).map_err(|e| read_error(shown, "sub.txt", e))?;
        self.advance(text.len() as u64);
        progress(text.len() as u64, total);
        self.sub(&text)
    }

    /// Reads `sub.txt`, writes it sorted by (cik, adsh), and ranks its filings; with the rows
    /// written, the file's tail, and a warning when some filings were filed outside the quarter.
    /// None filed in it is refused: the zip is another quarter's.
    fn sub(&self, text: &[u8]) -> Result<(Filings, SubWritten)> {
        let (shown, quarter) = (self.shown, self.quarter);
        // The header is checked first: a file whose lines end with a carriage return alone is one
        // header, and one of millions of fields is refused before it is searched.
        let (sub, mut writer) = Sub::read(text, shown, quarter, |h| self.writer(Table::Sub, h, None))?;
        if sub.len() == 0 {
            return Err(Error::not_a_data_set(shown, Fault::NoFilings));
        }
        let when = |(first, last): (i32, i32)| {
            let (a, b) = (crate::model::date::date(i64::from(first)), crate::model::date::date(i64::from(last)));
            format!("filed {a} to {b}, in {}", Quarter::of_day(first))
        };
        let mut warnings = Vec::new();
        match sub.filed {
            Some(span) if sub.in_quarter == 0 => {
                return Err(Error::OtherQuarter { zip: shown.into(), quarter, filings: sub.len(), span: when(span) });
            }
            Some(span) if sub.in_quarter < sub.len() => warnings.push(format!(
                "{shown}: {} of its {} filings were filed outside {quarter} (all of them {})",
                sub.len() - sub.in_quarter,
                sub.len(),
                when(span)
            )),
            _ => {}
        }
        let filings = sub.write(&mut writer, shown, &|n, e| self.bad_line(Table::Sub, n, e))?;
        let (rows, tail) = writer.finish().map_err(|e| self.bad_line(Table::Sub, 0, e))?;
        Ok((filings, (rows, tail, warnings)))
    }

    /// Streams one table's text into its Parquet file: num and pre through the sorter, grouped
    /// by filing; tag as it comes. `size`: about how many bytes of text there are. Returns the rows
    /// written.
    fn stream(
        &self,
        table: Table,
        mut input: impl BufRead,
        filings: &Shared,
        size: u64,
    ) -> Result<Option<(u64, Tail)>> {
        let file = table.file_name();
        let shown = self.shown;
        let read = move |e: std::io::Error| read_error(shown, file, e);
        let mut line = Vec::with_capacity(4096);
        let n = (&mut input).take(MAX_LINE as u64 + 2).read_until(b'\n', &mut line).map_err(read)?;
        self.advance(n as u64);
        line.truncate(without_line_end(&line).len());
        if line.len() > MAX_LINE {
            // A file whose lines end with a carriage return alone reads as one long line.
            let cr = memchr::memchr(b'\r', &line[..line.len().min(1 << 16)]).is_some();
            return Err(if cr {
                self.not_a_data_set(table, CreateError::CarriageReturns)
            } else {
                self.too_long(table, 1)
            });
        }
        let header = lines::header(&line);
        if !table.by_filing() {
            return self.stream_as_it_comes(table, input, &header);
        }
        let adsh_at = header
            .iter()
            .position(|f| f.eq_ignore_ascii_case(b"adsh"))
            .ok_or_else(|| Error::not_a_data_set(shown, Fault::NoAdsh { file }))?;
        // The filings, once sub is read (the inflater has gone ahead meanwhile).
        let Some(filings) = filings.wait() else { return Ok(None) };
        self.stream_by_filing(table, input, &header, adsh_at, filings, size)
    }

    /// A line longer than the longest read.
    fn too_long(&self, table: Table, line: u64) -> Error {
        self.refused(table, line, LineFault::TooLong { mib: MAX_LINE >> 20 })
    }

    /// Writes a table not grouped by filing (tag) line by line as it comes.
    fn stream_as_it_comes(
        &self,
        table: Table,
        mut input: impl BufRead,
        header: &[&[u8]],
    ) -> Result<Option<(u64, Tail)>> {
        let (shown, file) = (self.shown, table.file_name());
        let read = move |e: std::io::Error| read_error(shown, file, e);
        // each_line counts the lines before the long one; the header is line 1.
        let too_long_after_header = |before: u64| self.too_long(table, before + 2);
        let mut at = Reading { table, number: 1, unread: 0, gave_up: false };
        let mut writer = self.writer(table, header, None)?;
        let outcome = each_line(&mut input, &read, &too_long_after_header, |line, n| {
            at.line(self, n)?;
            if line.is_empty() {
                return Ok(());
            }
            writer.push(line, Given { cik: 0, adsh: b"" }).map_err(|e| self.bad_line(table, at.number, e))
        });
        if at.gave_up {
            return Ok(None);
        }
        outcome?;
        self.advance(at.unread);
        writer.finish().map(Some).map_err(|e| self.bad_line(table, 0, e))
    }

    /// Writes a table of a filing's lines (num, pre) grouped by filing: each line waits in the
    /// sorter without its adsh, which the filing's rank says, then the sorted lines are typed
    /// into the writer ([`Job::write_sorted`]).
    fn stream_by_filing(
        &self,
        table: Table,
        mut input: impl BufRead,
        header: &[&[u8]],
        adsh_at: usize,
        filings: &Filings,
        size: u64,
    ) -> Result<Option<(u64, Tail)>> {
        let (shown, file) = (self.shown, table.file_name());
        let read = move |e: std::io::Error| read_error(shown, file, e);
        let too_long_after_header = |before: u64| self.too_long(table, before + 2);
        let header_fields = header.len();
        let mut at = Reading { table, number: 1, unread: 0, gave_up: false };
        let writer = self.writer(table, header, Some(adsh_at))?;
        let tmp = self.tmp(table);
        let mut sorter = Sorter::new(&tmp, self.options.budget(table), filings.by_rank.len() as u32, size);
        let outcome = each_line(&mut input, &read, &too_long_after_header, |line, n| {
            at.line(self, n)?;
            let number = at.number;
            if line.is_empty() {
                return Ok(());
            }
            // A line of another count of fields than the header's is refused here, before it is
            // held or spilled (lines of a byte or two would fill the disk with runs before
            // typing found them out); so is one too short to hold the adsh, or holding nothing
            // else: cut out, what is left could read as a line with an empty last field.
            let fields = memchr::memchr_iter(b'\t', line).count() + 1;
            let span =
                crate::store::text::field_span(line, adsh_at).filter(|&(start, end)| (start, end) != (0, line.len()));
            let (start, end) = match span {
                Some(span) if fields == header_fields => span,
                _ => return Err(self.bad_line(table, number, WriteError::Bad(BadField::miscounted(fields, false)))),
            };
            let adsh = &line[start..end];
            let rank = filings.rank(adsh).ok_or_else(|| {
                let adsh = String::from_utf8_lossy(&adsh[..adsh.len().min(40)]).into_owned();
                self.refused(table, u64::from(number), LineFault::NotInSub { adsh })
            })?;
            // The field and one tab beside it cut out: the one after it, or the one before the
            // last field (which is then not the first: the line has more than the adsh).
            let (head, tail) =
                if end < line.len() { (&line[..start], &line[end + 1..]) } else { (&line[..start - 1], &line[end..]) };
            sorter.push(rank, number, head, tail, n as usize).map_err(|e| Error::io(Doing::WriteInto, &tmp, e))
        });
        if at.gave_up {
            return Ok(None);
        }
        outcome?;
        self.advance(at.unread);
        self.write_sorted(table, sorter, writer, filings)
    }

    /// The sorter's lines in filing order to threads that type them into the writer's columns, as
    /// many as there are cores (up to four): merging, typing and encoding each then have cores
    /// where there are more than two.
    fn write_sorted(
        &self,
        table: Table,
        sorter: Sorter,
        writer: TableWriter,
        filings: &Filings,
    ) -> Result<Option<(u64, Tail)>> {
        let tmp = self.tmp(table);
        let back = |e: std::io::Error| Error::io(Doing::ReadBack, &tmp, e);
        let mut sorted = sorter.finish().map_err(back)?;
        std::thread::scope(|scope| {
            let threads = limits::threads();
            let mut typist =
                Typist::start(scope, table.name(), threads, writer, &filings.by_rank).map_err(Error::NoThread)?;
            let mut written = 0u64;
            while let Some((rank, number, line)) = sorted.next().map_err(back)? {
                written += 1;
                if written.is_multiple_of(STEP) && self.stopped() {
                    return Ok(None);
                }
                if !typist.push(rank, number, line) {
                    break;
                }
            }
            typist.finish().map_err(|(number, e)| self.bad_line(table, number, e))
        })
    }
}

/// Where a table's reading is: the line number, bytes not yet told to the progress bar, and
/// whether it gave up because another table failed.
struct Reading {
    table: Table,
    number: u32,
    unread: u64,
    gave_up: bool,
}

impl Reading {
    /// Counts a line of `n` bytes. Every [`STEP`] bytes: tells the progress bar, and gives up if
    /// another table failed (the error is then only the way out of the loop).
    fn line(&mut self, job: &Job, n: u64) -> Result<()> {
        self.number += 1;
        self.unread += n;
        if self.unread >= STEP {
            job.advance(std::mem::take(&mut self.unread));
            if job.stopped() {
                self.gave_up = true;
                return Err(Error::Stopped);
            }
            // A MiB in: the table's text is being inflated and read.
            crate::hold::at(&format!("import:read:{}", self.table.name()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::OnceLock;

    use super::*;

    #[test]
    fn a_table_gives_up_when_another_one_failed() {
        let dir = tempfile::tempdir().unwrap();
        let zip_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        let mut archive = ZipArchive::new(File::open(&zip_path).unwrap()).unwrap();
        let mut sub = Vec::new();
        archive.by_name("sub.txt").unwrap().read_to_end(&mut sub).unwrap();
        let num = archive.index_for_name("num.txt").unwrap();
        let job = Job {
            shown: "2009q3.zip",
            zip_path: &zip_path,
            dir: dir.path().to_path_buf(),
            generation: "test",
            quarter: Quarter::in_file_name(&zip_path).unwrap(),
            read: AtomicU64::new(0),
            stop: AtomicBool::new(false),
            options: ImportOptions::default(),
        };
        job.folders().unwrap();
        let filings = OnceLock::from(Some(job.sub(&sub).unwrap().0));
        assert_eq!(job.table(Table::Num, num, &filings).unwrap().map(|(rows, _)| rows), Some(126_650));
        // Another table failed: this one stops at its next step (a MiB in), without an error of
        // its own.
        job.stop.store(true, Ordering::Relaxed);
        let read = job.read.load(Ordering::Relaxed);
        assert_eq!(job.table(Table::Num, num, &filings).unwrap(), None);
        assert!(job.read.load(Ordering::Relaxed) - read <= 2 * STEP, "it stopped early");
    }
}
