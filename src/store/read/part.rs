//! One file of the store as a reader opened it, and nothing of it used before it is checked: the
//! Parquet file the manifest names, opened without following a link or waiting on a FIFO; its
//! tail (page index and footer) against the manifest's checksum before it is parsed; its metadata
//! against [`schema`](super::super::schema) (every column of the table, of its type, in order) and
//! for sense (row groups and pages inside the file, pages in order, the rows the manifest
//! counts, sizes a read may allocate); and every block of data a read touches against its
//! checksum ([`checksum`]). Damage is an error naming the file and the repair — never a panic,
//! and never a different answer.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;
use parquet::arrow::arrow_reader::{ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
use parquet::errors::ParquetError;
use parquet::file::metadata::{PageIndexPolicy, ParquetMetaData};
use parquet::file::reader::{ChunkReader, Length};

use super::super::checksum::{self, BLOCK, Tail};
use super::super::error::{Damage, Error, Result};
use super::super::schema::{LAYOUT_VERSION, Table};

/// A column chunk of an unchecked file may hold this many times its stored bytes once
/// decompressed, and a MiB more: what a damaged size could make a read allocate is bounded by
/// the file's own size. (A checked file's sizes are the ones finq wrote.)
const INFLATION: u64 = 256;

/// A table's file of a quarter, opened.
pub struct Part {
    pub table: Table,
    pub quarter: String,
    path: PathBuf,
    source: Arc<Source>,
    /// The rows and bytes the manifest counts.
    rows: u64,
    bytes: u64,
    tail: Option<Tail>,
    /// Its metadata, read and checked once.
    metadata: Mutex<Option<ArrowReaderMetadata>>,
}

/// The bytes of a file, checked as they are read: what the Parquet reader reads from.
struct Source {
    file: File,
    len: u64,
    path: PathBuf,
    checked: OnceLock<Checked>,
    /// The blocks read last, checked (a page's header and its data are read one after the other).
    last: Mutex<Option<(u64, Bytes)>>,
}

/// What makes a file's reads checked: its tail, held whole (checked), and its data's checksums.
struct Checked {
    tail_at: u64,
    tail: Bytes,
    /// `None`: an older finq's file, read unchecked.
    blocks: OnceLock<Option<Vec<u32>>>,
}

/// What the Parquet reader is given: the file's checked bytes.
#[derive(Clone)]
pub struct Reading(Arc<Source>);

impl Part {
    /// Opens the file at `path`: a regular file, itself not a link (what a folder on its way that
    /// is one leads to is read only through the checks of its bytes). Nothing is read yet
    /// ([`Part::metadata`] checks it first).
    pub fn open(
        table: Table,
        quarter: &str,
        path: PathBuf,
        bytes: u64,
        rows: u64,
        tail: Option<Tail>,
    ) -> std::io::Result<Part> {
        let file = crate::files::open_regular(&path)?;
        let len = file.metadata()?.len();
        let source = Source { file, len, path: path.clone(), checked: OnceLock::new(), last: Mutex::new(None) };
        let source = Arc::new(source);
        Ok(Part { table, quarter: quarter.to_string(), path, source, rows, bytes, tail, metadata: Mutex::new(None) })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The error for damage found in this file.
    pub fn damaged(&self, why: impl Into<Damage>) -> Error {
        Error::Damaged { path: self.path.clone(), quarter: self.quarter.clone(), why: why.into() }
    }

    /// The file's metadata (with its page index where the table has one), read and checked once.
    pub fn metadata(&self) -> Result<ArrowReaderMetadata> {
        let mut slot = self.metadata.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(m) = &*slot {
            return Ok(m.clone());
        }
        let m = self.load().map_err(|why| self.damaged(why))?;
        *slot = Some(m.clone());
        Ok(m)
    }

    fn load(&self) -> std::result::Result<ArrowReaderMetadata, Damage> {
        let source = &self.source;
        if source.len != self.bytes {
            return Err(format!("it is {} bytes long, the manifest says {}", source.len, self.bytes).into());
        }
        let expected = self.tail.map_or(source.len, |t| t.at);
        let checked = match self.tail {
            Some(tail) => {
                if source.len < tail.at || source.len - tail.at > super::super::manifest::TAIL_CAP {
                    return Err(format!("it is {} bytes long, which its checksums do not fit", source.len).into());
                }
                let mut bytes = vec![0; (source.len - tail.at) as usize];
                read_at(&source.file, &mut bytes, tail.at)?;
                if checksum::crc(&bytes) != tail.crc32 {
                    return Err("its footer does not match its checksum".into());
                }
                Checked { tail_at: tail.at, tail: Bytes::from(bytes), blocks: OnceLock::new() }
            }
            // An older finq's file: nothing to check its bytes against.
            None => Checked { tail_at: source.len, tail: Bytes::new(), blocks: OnceLock::from(None) },
        };
        let _ = source.checked.set(checked);
        let policy = if self.table.paged() { PageIndexPolicy::Optional } else { PageIndexPolicy::Skip };
        let options = ArrowReaderOptions::new().with_page_index_policy(policy);
        let m = ArrowReaderMetadata::load(&Reading(source.clone()), options)?;
        let checked = source.checked.get().expect("set above");
        if self.tail.is_some() {
            let kv = m.metadata().file_metadata().key_value_metadata();
            let sums = kv.and_then(|kv| kv.iter().find(|k| k.key == checksum::KEY)).and_then(|k| k.value.as_deref());
            let blocks = sums.and_then(|s| checksum::decode(s, checked.tail_at)).ok_or("its checksums are missing")?;
            let _ = checked.blocks.set(Some(blocks));
        }
        check(&m, self.table, &self.quarter, self.rows, expected, self.tail.is_none())?;
        Ok(m)
    }

    /// A reader of the file's rows, the metadata read as `options` ask (another Arrow type for a
    /// column, say) or as it is.
    pub fn builder(&self, options: Option<ArrowReaderOptions>) -> Result<ParquetRecordBatchReaderBuilder<Reading>> {
        let mut m = self.metadata()?;
        if let Some(options) = options {
            m = ArrowReaderMetadata::try_new(m.metadata().clone(), options).map_err(|e| self.damaged(e))?;
        }
        Ok(ParquetRecordBatchReaderBuilder::new_with_metadata(Reading(self.source.clone()), m))
    }

    /// Reads every byte of the file, checked: what `finq bulk verify` does for each file.
    pub fn verify(&self) -> Result<()> {
        self.metadata()?;
        let reading = Reading(self.source.clone());
        let mut at = 0;
        while at < self.source.len {
            let n = (self.source.len - at).min(64 * BLOCK);
            reading.get_bytes(at, n as usize).map_err(|e| self.damaged(e))?;
            at += n;
        }
        Ok(())
    }

    /// Whether finq's checksums guard this file (an older finq's quarter has none).
    pub fn checked(&self) -> bool {
        self.tail.is_some()
    }
}

/// Reads `buf.len()` bytes at `offset`.
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
    }
    #[cfg(windows)]
    {
        let mut done = 0;
        while done < buf.len() {
            let n = std::os::windows::fs::FileExt::seek_read(file, &mut buf[done..], offset + done as u64)?;
            if n == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            done += n;
        }
        Ok(())
    }
}

impl Source {
    fn damaged(&self, why: String) -> ParquetError {
        ParquetError::General(format!("{}: {why}", self.path.display()))
    }

    /// The bytes `start..end`, each block of data among them checked against its checksum.
    fn bytes(&self, start: u64, end: u64) -> parquet::errors::Result<Bytes> {
        if end > self.len || start > end {
            return Err(self.damaged(format!("a read of bytes {start} to {end} past its end ({})", self.len)));
        }
        let Some(checked) = self.checked.get() else {
            return Err(self.damaged("a read before its tail was checked".into()));
        };
        if start >= checked.tail_at {
            let at = (start - checked.tail_at) as usize;
            return Ok(checked.tail.slice(at..at + (end - start) as usize));
        }
        let Some(blocks) = checked.blocks.get() else {
            return Err(self.damaged("a read of its data before its metadata".into()));
        };
        if end > checked.tail_at {
            // Across the end of the data: its two parts, each as it is checked.
            let mut both = self.bytes(start, checked.tail_at)?.to_vec();
            both.extend_from_slice(&self.bytes(checked.tail_at, end)?);
            return Ok(Bytes::from(both));
        }
        let Some(blocks) = blocks else {
            let mut buf = vec![0; (end - start) as usize];
            read_at(&self.file, &mut buf, start).map_err(|e| ParquetError::External(Box::new(e)))?;
            return Ok(Bytes::from(buf));
        };
        {
            let last = self.last.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((from, held)) = &*last
                && *from <= start
                && end <= from + held.len() as u64
            {
                return Ok(held.slice((start - from) as usize..(end - from) as usize));
            }
        }
        let from = start / BLOCK * BLOCK;
        let to = end.div_ceil(BLOCK).saturating_mul(BLOCK).min(checked.tail_at);
        let mut buf = vec![0; (to - from) as usize];
        read_at(&self.file, &mut buf, from).map_err(|e| ParquetError::External(Box::new(e)))?;
        for (i, block) in buf.chunks(BLOCK as usize).enumerate() {
            let n = (from / BLOCK) as usize + i;
            if blocks.get(n) != Some(&checksum::crc(block)) {
                return Err(
                    self.damaged(format!("its block {n} (bytes {} on) does not match its checksum", n as u64 * BLOCK))
                );
            }
        }
        let held = Bytes::from(buf);
        let out = held.slice((start - from) as usize..(end - from) as usize);
        // The last block is kept (the next page's header starts in it): a few KiB a file however
        // large the read.
        let last = (end - 1) / BLOCK * BLOCK;
        let kept = held.slice((last - from) as usize..);
        *self.last.lock().unwrap_or_else(|p| p.into_inner()) = Some((last, kept));
        Ok(out)
    }
}

impl Length for Reading {
    fn len(&self) -> u64 {
        self.0.len
    }
}

impl ChunkReader for Reading {
    type T = Sequential;

    fn get_read(&self, start: u64) -> parquet::errors::Result<Sequential> {
        Ok(Sequential { source: self.0.clone(), at: start })
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        self.0.bytes(start, start.saturating_add(length as u64))
    }
}

/// The file read on from a place, a block at a time, each block checked as it comes.
pub struct Sequential {
    source: Arc<Source>,
    at: u64,
}

impl Read for Sequential {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let s = &self.source;
        if self.at >= s.len || buf.is_empty() {
            return Ok(0);
        }
        // To the end of this block (or of the data, or of the file).
        let tail_at = s.checked.get().map_or(s.len, |c| c.tail_at);
        let block_end = (self.at / BLOCK + 1) * BLOCK;
        let end = if self.at < tail_at { block_end.min(tail_at) } else { s.len };
        let end = end.min(self.at + buf.len() as u64);
        let bytes = s.bytes(self.at, end).map_err(std::io::Error::other)?;
        buf[..bytes.len()].copy_from_slice(&bytes);
        self.at += bytes.len() as u64;
        Ok(bytes.len())
    }
}

/// The checks of a file's metadata before any of it is used: see the module's documentation.
/// `data_end`: where its row groups must end (its tail). `unchecked`: an older finq's file, whose
/// bytes no checksum vouches for: what its sizes would make a read allocate is bounded too.
fn check(
    m: &ArrowReaderMetadata,
    table: Table,
    quarter: &str,
    rows: u64,
    data_end: u64,
    unchecked: bool,
) -> std::result::Result<(), String> {
    let want = table.schema();
    let have = m.schema();
    // An older finq's file of a table that has grown holds its first columns.
    if !(table.oldest_columns()..=want.fields().len()).contains(&have.fields().len()) {
        return Err(format!("it has {} columns, the table {}", have.fields().len(), want.fields().len()));
    }
    for (h, w) in have.fields().iter().zip(want.fields()) {
        if h.name() != w.name() || h.data_type() != w.data_type() || h.is_nullable() != w.is_nullable() {
            return Err(format!("its column {:?} is not the table's {} ({})", h.name(), w.name(), w.data_type()));
        }
    }
    let meta: &ParquetMetaData = m.metadata();
    let kv = meta.file_metadata().key_value_metadata();
    let value = |key: &str| kv.and_then(|kv| kv.iter().find(|k| k.key == key)).and_then(|k| k.value.as_deref());
    if value("finq.layout").is_some_and(|v| v != LAYOUT_VERSION.to_string()) {
        return Err("it is of another layout".into());
    }
    if value("finq.quarter").is_some_and(|v| v != quarter) {
        return Err("it is another quarter's".into());
    }
    let total = meta.row_groups().iter().try_fold(0u64, |sum, g| sum.checked_add(u64::try_from(g.num_rows()).ok()?));
    if total != Some(rows) {
        return Err(format!("its row groups do not hold the {rows} rows the manifest counts"));
    }
    for (g, group) in meta.row_groups().iter().enumerate() {
        if group.num_columns() != have.fields().len() {
            return Err(format!("its row group {g} has {} columns", group.num_columns()));
        }
        for (c, column) in group.columns().iter().enumerate() {
            let (start, len) = column.byte_range();
            let fits = start >= 4 && start.checked_add(len).is_some_and(|end| end <= data_end);
            let inflated = u64::try_from(column.uncompressed_size()).unwrap_or(u64::MAX);
            if !fits || (unchecked && inflated > len.saturating_mul(INFLATION).saturating_add(1 << 20)) {
                return Err(format!("row group {g}, column {c} does not fit the file"));
            }
            let Some(index) = meta.page_index() else { continue };
            let Some(pages) = index.offset_index(g, c).map(|o| o.page_locations()) else { continue };
            let mut before: Option<(i64, i64)> = None;
            for p in pages {
                let within = p.offset >= start as i64
                    && p.compressed_page_size > 0
                    && (p.offset as u64).saturating_add(p.compressed_page_size as u64) <= start + len;
                let ordered = match before {
                    None => p.first_row_index == 0,
                    Some((row, offset)) => p.first_row_index > row && p.offset > offset,
                };
                if !within || !ordered || p.first_row_index >= group.num_rows() {
                    return Err(format!("its page index of row group {g}, column {c} does not fit its pages"));
                }
                before = Some((p.first_row_index, p.offset));
            }
            if index.column_index(g, c).is_some_and(|i| i.num_pages() != pages.len() as u64) {
                return Err(format!("its column index of row group {g}, column {c} does not fit its pages"));
            }
        }
    }
    Ok(())
}
