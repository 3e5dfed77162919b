//! Importing one quarter's zip: check that it is a data set, read `sub.txt` (small) and rank its
//! filings by (cik, adsh), stream `num.txt` and `pre.txt` through the bounded sorter into Parquet
//! with each line's CIK, copy `tag.txt`, then commit the quarter whole. Nothing reaches the
//! store's live folders before every line has been read and checked.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

use zip::ZipArchive;
use zip::result::ZipError;

use super::schema::Table;
use super::sort::Sorter;
use super::write::{CreateError, TableWriter, WriteError};
use super::{Locked, PerTable, Quarter, QuarterEntry};
use crate::error::{Error, Result};

/// The largest `sub.txt` read whole (today's are a few megabytes).
const SUB_CAP: u64 = 512 << 20;

/// How an import may use memory.
#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    /// Bytes of `num`/`pre` text held before sorted runs spill to disk.
    pub sort_budget: usize,
}

impl Default for ImportOptions {
    fn default() -> Self {
        // Room for a whole quarter of today's `pre.txt` and a third of its `num.txt`: with the
        // Parquet writer's buffers, peak memory stays well under 500 MB.
        Self { sort_budget: 160 << 20 }
    }
}

/// What one import did.
#[derive(Debug, Clone)]
pub struct Imported {
    pub quarter: Quarter,
    pub entry: QuarterEntry,
    /// Whether the store held the quarter before (and now holds this import instead).
    pub replaced: bool,
    pub seconds: f64,
}

/// One table's text inside the zip.
struct Entry {
    index: usize,
    size: u64,
}

/// Imports the data set in `zip_path` as `quarter` (or the quarter its file name names),
/// replacing the quarter if the store holds it. `progress` is told the uncompressed bytes read
/// so far and the total.
pub fn import_zip(
    store: &Locked,
    zip_path: &Path,
    quarter: Option<Quarter>,
    options: ImportOptions,
    progress: &dyn Fn(u64, u64),
) -> Result<Imported> {
    let started = Instant::now();
    let shown = zip_path.display().to_string();
    let quarter = quarter.or_else(|| Quarter::in_file_name(zip_path)).ok_or_else(|| {
        Error::usage(format!("{shown}: the file name names no quarter (such as 2024q1.zip); give one with --quarter"))
    })?;
    let file = File::open(zip_path).map_err(|e| Error::files(format!("cannot read {shown}"), &e))?;
    let source_bytes = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut archive = ZipArchive::new(BufReader::with_capacity(1 << 16, file)).map_err(|e| zip_error(&shown, e))?;
    let mut entries = HashMap::new();
    for t in Table::ALL {
        let index = (0..archive.len()).find(|&i| {
            archive.name_for_index(i).and_then(|r| r.ok()).is_some_and(|n| {
                let base = n.rsplit('/').next().unwrap_or(&n);
                base.eq_ignore_ascii_case(t.file_name())
            })
        });
        let Some(index) = index else {
            return Err(super::malformed(format!(
                "{shown} is not one of the SEC's Financial Statement Data Sets: it has no {}",
                t.file_name()
            )));
        };
        let size = archive.by_index_raw(index).map_err(|e| zip_error(&shown, e))?.size();
        entries.insert(t, Entry { index, size });
    }
    let total: u64 = entries.values().map(|e| e.size).sum();
    let generation = generation();
    let staged = store.stage(quarter, &generation)?;
    let mut job = Job {
        zip: &shown,
        dir: staged.path().to_path_buf(),
        generation: &generation,
        quarter,
        read: 0,
        total,
        progress,
        options,
    };
    let mut rows = PerTable::default();
    let mut bytes = PerTable::default();

    // sub first: the other tables take their filings' ranks and CIKs from it.
    let filings = {
        let e = &entries[&Table::Sub];
        if e.size > SUB_CAP {
            return Err(super::malformed(format!("{shown}: sub.txt is larger than {} MiB", SUB_CAP >> 20)));
        }
        let mut text = Vec::with_capacity(e.size as usize);
        let reader = archive.by_index(e.index).map_err(|e| zip_error(&shown, e))?;
        reader.take(SUB_CAP + 1).read_to_end(&mut text).map_err(|e| read_error(&shown, "sub.txt", e))?;
        job.advance(text.len() as u64);
        job.sub(&text)?
    };
    rows.sub = filings.ciks.len() as u64;

    for table in [Table::Num, Table::Pre, Table::Tag] {
        let e = &entries[&table];
        let reader = archive.by_index(e.index).map_err(|e| zip_error(&shown, e))?;
        // Inflating takes a core of its own while this one reads the lines (and the encoder
        // thread writes Parquet): the two cores both work while num is grouped by filing.
        let written = std::thread::scope(|scope| {
            let input = Inflated::start(scope, reader);
            job.stream(table, input, &filings)
        })?;
        rows.set(table, written);
    }
    for table in Table::ALL {
        let path = job.path(table);
        let len =
            std::fs::metadata(&path).map_err(|e| Error::files(format!("cannot read {}", path.display()), &e))?.len();
        bytes.set(table, len);
    }
    let source = zip_path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let entry = QuarterEntry {
        generation: generation.clone(),
        imported_at: crate::dates::rfc3339(SystemTime::now()),
        source,
        source_bytes,
        rows,
        bytes,
    };
    let replaced = store.store.manifest()?.quarters.contains_key(&quarter.to_string());
    let _ = std::fs::remove_dir_all(staged.path().join("tmp"));
    store.commit(staged, quarter, &entry)?;
    Ok(Imported { quarter, entry, replaced, seconds: started.elapsed().as_secs_f64() })
}

/// Whether `line` is valid UTF-8 (then so is each of its tab-separated fields).
fn utf8(line: &[u8]) -> bool {
    std::str::from_utf8(line).is_ok()
}

/// A unique name for one import's files: the time in microseconds and the process.
fn generation() -> String {
    let micros = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
    format!("{micros:x}-{:x}", std::process::id())
}

fn zip_error(shown: &str, e: ZipError) -> Error {
    match e {
        ZipError::Io(io)
            if !matches!(io.kind(), std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof) =>
        {
            Error::files(format!("cannot read {shown}"), &io)
        }
        e => super::malformed(format!(
            "{shown} is not a readable zip archive ({e}); a download that stopped early looks like this: fetch it again"
        )),
    }
}

fn read_error(shown: &str, file: &str, e: std::io::Error) -> Error {
    match e.kind() {
        // The zip's own checks: a checksum that does not match, data that ends early.
        std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof | std::io::ErrorKind::Other => {
            super::malformed(format!("{shown}: {file} cannot be read whole ({e}); the zip is damaged or cut short"))
        }
        _ => Error::files(format!("cannot read {file} in {shown}"), &e),
    }
}

/// The filings of a quarter: their ranks by adsh and CIKs by rank.
struct Filings {
    rank: HashMap<Box<[u8]>, u32>,
    ciks: Vec<i64>,
}

impl Filings {
    fn rank(&self, adsh: &[u8]) -> Option<u32> {
        self.rank.get(adsh).copied()
    }
}

struct Job<'a> {
    zip: &'a str,
    dir: PathBuf,
    generation: &'a str,
    quarter: Quarter,
    read: u64,
    total: u64,
    progress: &'a dyn Fn(u64, u64),
    options: ImportOptions,
}

impl Job<'_> {
    fn advance(&mut self, n: u64) {
        self.read += n;
        (self.progress)(self.read, self.total);
    }

    fn path(&self, table: Table) -> PathBuf {
        self.dir.join(table.name()).join(super::part_name(self.generation))
    }

    fn bad_line(&self, table: Table, line: u32, e: WriteError) -> Error {
        let file = table.file_name();
        match e {
            WriteError::Bad(b) if b.column.is_empty() => {
                super::malformed(format!("{}: {file} line {line}: {} ({})", self.zip, b.why, b.value))
            }
            WriteError::Bad(b) => super::malformed(format!(
                "{}: {file} line {line}, column {}: {:?} is {}",
                self.zip, b.column, b.value, b.why
            )),
            WriteError::Io(e) => Error::files(format!("cannot write {}", self.path(table).display()), &e),
            WriteError::Parquet(e) => {
                Error::new(crate::error::ErrorKind::Files, format!("cannot write {}: {e}", self.path(table).display()))
            }
        }
    }

    /// A writer for `table` given its header line.
    fn writer(&self, table: Table, header: &[u8]) -> Result<TableWriter> {
        let header = header.strip_prefix("\u{feff}".as_bytes()).unwrap_or(header);
        let mut fields = Vec::new();
        super::text::split(header, &mut fields);
        let path = self.path(table);
        let dir = path.parent().expect("a table file has a folder");
        std::fs::create_dir_all(dir).map_err(|e| Error::files(format!("cannot create {}", dir.display()), &e))?;
        TableWriter::create(table, &fields, &path, &self.quarter.to_string()).map_err(|e| match e {
            CreateError::MissingColumn(c) => super::malformed(format!(
                "{} is not one of the SEC's Financial Statement Data Sets: {} has no column {c}",
                self.zip,
                table.file_name()
            )),
            CreateError::Io(e) => Error::files(format!("cannot write {}", path.display()), &e),
            CreateError::Parquet(e) => {
                Error::new(crate::error::ErrorKind::Files, format!("cannot write {}: {e}", path.display()))
            }
        })
    }

    /// Reads `sub.txt`, writes it sorted by (cik, adsh), and ranks its filings.
    fn sub(&mut self, text: &[u8]) -> Result<Filings> {
        let mut lines = text.split(|b| *b == b'\n');
        let header = lines.next().unwrap_or_default();
        let mut writer = self.writer(Table::Sub, header)?;
        let mut fields = Vec::new();
        super::text::split(header, &mut fields);
        let col = |name: &str| fields.iter().position(|f| f.eq_ignore_ascii_case(name.as_bytes()));
        let (Some(adsh_at), Some(cik_at)) = (col("adsh"), col("cik")) else {
            return Err(super::malformed(format!("{}: sub.txt has no adsh or cik column", self.zip)));
        };
        // (cik, adsh, line number, text)
        let mut rows: Vec<(i64, &[u8], u32, &[u8])> = Vec::new();
        for (n, line) in lines.enumerate() {
            let number = n as u32 + 2;
            if line.is_empty() || line == b"\r" {
                continue;
            }
            super::text::split(line, &mut fields);
            let (Some(adsh), Some(cik)) = (fields.get(adsh_at), fields.get(cik_at)) else {
                return Err(super::malformed(format!("{}: sub.txt line {number}: too few fields", self.zip)));
            };
            let cik = super::text::integer(cik).map_err(|why| {
                super::malformed(format!(
                    "{}: sub.txt line {number}, column cik: {} is {why}",
                    self.zip,
                    String::from_utf8_lossy(cik)
                ))
            })?;
            rows.push((cik, adsh, number, line));
        }
        rows.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let mut rank = HashMap::with_capacity(rows.len());
        let mut ciks = Vec::with_capacity(rows.len());
        for (cik, adsh, number, line) in rows {
            if rank.insert(Box::from(adsh), ciks.len() as u32).is_some() {
                return Err(super::malformed(format!(
                    "{}: sub.txt line {number}: the filing {} is listed twice",
                    self.zip,
                    String::from_utf8_lossy(adsh)
                )));
            }
            ciks.push(cik);
            super::text::split(line, &mut fields);
            writer.push(&fields, cik, utf8(line)).map_err(|e| self.bad_line(Table::Sub, number, e))?;
        }
        writer.finish().map_err(|e| self.bad_line(Table::Sub, 0, e))?;
        Ok(Filings { rank, ciks })
    }

    /// Streams one table's text into its Parquet file: num and pre through the sorter, grouped
    /// by filing; tag as it comes. Returns the rows written.
    fn stream(&mut self, table: Table, mut input: impl BufRead, filings: &Filings) -> Result<u64> {
        let file = table.file_name();
        let zip = self.zip;
        let read = move |e: std::io::Error| read_error(zip, file, e);
        let mut line = Vec::with_capacity(4096);
        let n = input.read_until(b'\n', &mut line).map_err(read)?;
        self.advance(n as u64);
        trim_newline(&mut line);
        let mut writer = self.writer(table, &line)?;
        let mut spare: Vec<&[u8]> = Vec::new();
        super::text::split(&line, &mut spare);
        let adsh_at = spare.iter().position(|f| f.eq_ignore_ascii_case(b"adsh"));
        let mut spare = super::text::recycle(spare);
        let mut number: u32 = 1;
        let mut unread = 0u64;
        if !table.by_filing() {
            each_line(&mut input, &read, |line, n| {
                number += 1;
                unread += n;
                if unread >= 1 << 20 {
                    self.advance(std::mem::take(&mut unread));
                }
                if line.is_empty() {
                    return Ok(());
                }
                let mut fields = super::text::recycle(std::mem::take(&mut spare));
                super::text::split(line, &mut fields);
                writer.push(&fields, 0, utf8(line)).map_err(|e| self.bad_line(table, number, e))?;
                spare = super::text::recycle(fields);
                Ok(())
            })?;
            self.advance(unread);
            return writer.finish().map_err(|e| self.bad_line(table, 0, e));
        }
        let adsh_at = adsh_at.ok_or_else(|| {
            super::malformed(format!(
                "{} is not one of the SEC's Financial Statement Data Sets: {file} has no column adsh",
                self.zip
            ))
        })?;
        let tmp = self.dir.join("tmp");
        std::fs::create_dir_all(&tmp).map_err(|e| Error::files(format!("cannot create {}", tmp.display()), &e))?;
        let mut sorter = Sorter::new(&tmp, self.options.sort_budget, filings.ciks.len() as u32);
        let mut last: (Vec<u8>, u32) = (Vec::new(), 0);
        each_line(&mut input, &read, |line, n| {
            number += 1;
            unread += n;
            if unread >= 1 << 20 {
                self.advance(std::mem::take(&mut unread));
                #[cfg(debug_assertions)]
                if table == Table::Num {
                    hold_for_test();
                }
            }
            if line.is_empty() {
                return Ok(());
            }
            let adsh = super::text::field(line, adsh_at);
            // Lines of one filing mostly come together: look the rank up only when it changes.
            let rank = if adsh == last.0.as_slice() {
                last.1
            } else {
                let r = filings.rank(adsh).ok_or_else(|| {
                    super::malformed(format!(
                        "{}: {file} line {number}: the filing {:?} is not in sub.txt",
                        self.zip,
                        String::from_utf8_lossy(&adsh[..adsh.len().min(40)])
                    ))
                })?;
                last = (adsh.to_vec(), r);
                r
            };
            sorter
                .push(rank, number, line)
                .map_err(|e| Error::files(format!("cannot write into {}", tmp.display()), &e))
        })?;
        self.advance(unread);
        let back = |e: std::io::Error| Error::files(format!("cannot read back {}", tmp.display()), &e);
        let mut sorted = sorter.finish().map_err(back)?;
        while let Some((rank, number, line)) = sorted.next().map_err(back)? {
            let mut fields = super::text::recycle(std::mem::take(&mut spare));
            super::text::split(line, &mut fields);
            writer
                .push(&fields, filings.ciks[rank as usize], utf8(line))
                .map_err(|e| self.bad_line(table, number, e))?;
            spare = super::text::recycle(fields);
        }
        drop(sorted);
        writer.finish().map_err(|e| self.bad_line(table, 0, e))
    }
}

/// Calls `each` with every line of `input` (without its `\n` or `\r\n`) and the bytes it took,
/// straight from the input's buffer: only a line that spans two buffers is copied.
fn each_line(
    input: &mut impl BufRead,
    read: &dyn Fn(std::io::Error) -> Error,
    mut each: impl FnMut(&[u8], u64) -> Result<()>,
) -> Result<()> {
    let trim = |l: &[u8]| -> usize { l.len() - usize::from(l.last() == Some(&b'\r')) };
    let mut carry: Vec<u8> = Vec::new();
    loop {
        let buf = input.fill_buf().map_err(read)?;
        let len = buf.len();
        if len == 0 {
            if !carry.is_empty() {
                each(&carry[..trim(&carry)], carry.len() as u64)?;
            }
            return Ok(());
        }
        let mut start = 0;
        if !carry.is_empty() {
            let Some(end) = memchr::memchr(b'\n', buf) else {
                carry.extend_from_slice(buf);
                input.consume(len);
                continue;
            };
            carry.extend_from_slice(&buf[..end]);
            each(&carry[..trim(&carry)], carry.len() as u64 + 1)?;
            carry.clear();
            start = end + 1;
        }
        let base = start;
        for end in memchr::memchr_iter(b'\n', &buf[base..]).map(|i| base + i) {
            each(&buf[start..start + trim(&buf[start..end])], (end + 1 - start) as u64)?;
            start = end + 1;
        }
        carry.extend_from_slice(&buf[start..]);
        input.consume(len);
    }
}

/// A zip entry inflated on a thread of its own, read here block by block.
struct Inflated {
    blocks: std::sync::mpsc::Receiver<std::io::Result<Vec<u8>>>,
    block: Vec<u8>,
    at: usize,
}

/// Bytes inflated at a time.
const BLOCK: usize = 1 << 20;

impl Inflated {
    fn start<'scope, R: Read + Send + 'scope>(scope: &'scope std::thread::Scope<'scope, '_>, mut entry: R) -> Self {
        // Four blocks ahead at most: memory stays a few MiB whatever the file's size.
        let (send, blocks) = std::sync::mpsc::sync_channel(4);
        let inflating = std::thread::Builder::new().name("finq-inflate".into()).spawn_scoped(scope, move || {
            loop {
                let mut block = vec![0u8; BLOCK];
                let mut filled = 0;
                while filled < BLOCK {
                    match entry.read(&mut block[filled..]) {
                        Ok(0) => break,
                        Ok(n) => filled += n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => {
                            let _ = send.send(Err(e));
                            return;
                        }
                    }
                }
                block.truncate(filled);
                // The reader stopped (a bad line): no one is listening any more.
                if filled == 0 || send.send(Ok(block)).is_err() || filled < BLOCK {
                    return;
                }
            }
        });
        // Without the thread (none could be started) the channel is closed at once: the entry
        // then reads as empty, which the header check refuses.
        drop(inflating);
        Self { blocks, block: Vec::new(), at: 0 }
    }
}

impl Read for Inflated {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let have = self.fill_buf()?;
        let n = have.len().min(buf.len());
        buf[..n].copy_from_slice(&have[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Inflated {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at >= self.block.len() {
            // A closed channel is the end: the thread sent its last block, or its error first.
            match self.blocks.recv() {
                Ok(Ok(block)) => self.block = block,
                Ok(Err(e)) => return Err(e),
                Err(_) => self.block.clear(),
            }
            self.at = 0;
        }
        Ok(&self.block[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.block.len());
    }
}

/// Debug builds: with [`crate::env::TEST_HOLD_IMPORT`] set, says where the import is (that file)
/// and waits there for a signal, a minute at most (a test that interrupts or kills the import
/// then knows it is mid-way: sub written, num being read, nothing committed).
#[cfg(debug_assertions)]
fn hold_for_test() {
    let Some(path) = std::env::var_os(crate::env::TEST_HOLD_IMPORT) else { return };
    if std::path::Path::new(&path).exists() {
        return; // held once already
    }
    let _ = std::fs::write(&path, b"held\n");
    for _ in 0..600 {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

fn trim_newline(line: &mut Vec<u8>) {
    if line.last() == Some(&b'\n') {
        line.pop();
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
}
