//! Encoding a table's batches into its Parquet file: a row group's batches are gathered (cut at
//! exactly [`ROW_GROUP_ROWS`] rows), then its columns are encoded and compressed on a few threads
//! at once (each takes the next column not yet taken) and appended in order — the same file
//! [`ArrowWriter`] writes alone, byte for byte, in less time where there are cores to spare.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Receiver;

use arrow_array::RecordBatch;
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::{ArrowColumnChunk, ArrowRowGroupWriterFactory, compute_leaves};
use parquet::basic::{Compression, ZstdLevel};
use parquet::errors::ParquetError;
use parquet::file::metadata::{KeyValue, SortingColumn};
use parquet::file::properties::{EnabledStatistics, WriterProperties, WriterPropertiesBuilder};
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::types::ColumnPath;

use super::super::checksum::{self, Blocks, Tail};
use super::super::schema::{LAYOUT_VERSION, Table};
use super::limits::{ROW_GROUP_ROWS, WriteError};

/// Rows per page of `sub`: a company's filing is found reading this many rows of a quarter.
const SUB_PAGE_ROWS: usize = 512;

/// Rows per page of the tables read a filing at a time (`num`, `pre`, `std`), and of `face`.
const FILING_PAGE_ROWS: usize = 4096;

/// How a table's Parquet file is written: zstd, row groups of [`ROW_GROUP_ROWS`], statistics,
/// dictionaries, the sort order and finq's metadata.
pub fn properties(table: Table, quarter: &str, mapping: Option<&str>) -> WriterProperties {
    let mut metadata = vec![
        KeyValue::new("finq.layout".into(), LAYOUT_VERSION.to_string()),
        KeyValue::new("finq.quarter".into(), quarter.to_string()),
    ];
    if let Some(mapping) = mapping {
        // What made the values (`std`'s): another version of the rules may give others.
        metadata.push(KeyValue::new("finq.mapping_version".into(), mapping.to_string()));
    }
    let mut props = WriterProperties::builder()
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(ROW_GROUP_ROWS))
        .set_created_by(concat!("finq ", env!("CARGO_PKG_VERSION")).to_string())
        .set_key_value_metadata(Some(metadata));
    // Row-group statistics (what engines prune with) on the columns where they can rule a
    // group out; page statistics only on the keys a reader looks a filing up by.
    props = props.set_statistics_enabled(EnabledStatistics::Chunk);
    // Values are mostly distinct, footnotes and segments mostly empty: a dictionary costs a
    // hash per value for 1-4% of num's size (measured on 3.2 million numbers). (Without one
    // on the keys, tags and labels as well, an import took no less CPU and reading one
    // filing took 2-3 ms more.)
    if matches!(table, Table::Num | Table::Face) {
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
        Table::Face => &["cik", "adsh", "version", "value"],
        Table::Sub | Table::Tag | Table::Std => &[],
    };
    for column in unsorted {
        props = props.set_column_statistics_enabled(ColumnPath::from(*column), EnabledStatistics::None);
    }
    // sub is a row per filing, read a company at a time across every quarter: small pages
    // (the page index on cik finds a company's in each quarter), and its keys, distinct in
    // nearly every row, without a dictionary (one would be read whole for any one row).
    if matches!(table, Table::Num | Table::Pre | Table::Std | Table::Face) {
        props = props.set_data_page_row_count_limit(FILING_PAGE_ROWS).set_write_batch_size(FILING_PAGE_ROWS);
    }
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
    if table == Table::Face {
        props = by_element(props);
    }
    props.build()
}

/// `face` is sorted by element: a page index on `tag`, so that a screen reads the pages (and row
/// groups) whose tags hold its own, and the order declared.
fn by_element(props: WriterPropertiesBuilder) -> WriterPropertiesBuilder {
    let at = |name| Table::Face.index_of(name).expect("face has tag, cik and adsh") as i32;
    props.set_column_statistics_enabled(ColumnPath::from("tag"), EnabledStatistics::Page).set_sorting_columns(Some(
        ["tag", "cik", "adsh"]
            .map(|c| SortingColumn { column_idx: at(c), descending: false, nulls_first: false })
            .to_vec(),
    ))
}

/// The file being written: through a buffer, remembering the operating system's error (so that a
/// full disk is reported as such, exit 10, rather than as whatever the Parquet writer wraps it
/// in), and the checksums of every byte as it goes by ([`checksum`]).
pub struct Tracked {
    inner: BufWriter<File>,
    pub error: Option<io::Error>,
    pub blocks: Blocks,
}

impl Write for Tracked {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf).inspect_err(|e| self.keep(e))?;
        self.blocks.update(&buf[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush().inspect_err(|e| self.keep(e))
    }
}

impl Tracked {
    /// A new file at `path`, written through a buffer.
    pub fn create(path: &Path) -> io::Result<Self> {
        Ok(Self {
            inner: BufWriter::with_capacity(1 << 20, File::create(path)?),
            error: None,
            blocks: Blocks::default(),
        })
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

/// Writes every batch received into `writer`'s file with `threads` threads per row group, then the
/// checksums of its data, the page index and the footer, and syncs the file; returns the file's
/// tail ([`checksum`]). Nothing (`None`) when the writer was `abandoned` meanwhile.
pub fn encode(
    writer: ArrowWriter<Tracked>,
    schema: &arrow_schema::SchemaRef,
    batches: Receiver<RecordBatch>,
    threads: usize,
    abandoned: &AtomicBool,
) -> Result<Option<Tail>, WriteError> {
    let (mut file, factory) = writer.into_serialized_writer().map_err(WriteError::Parquet)?;
    let io_or = |file: &mut SerializedFileWriter<Tracked>, e| match file.inner_mut().error.take() {
        Some(io) => WriteError::Io(io),
        None => WriteError::Parquet(e),
    };
    let mut group: Vec<RecordBatch> = Vec::new();
    let mut rows = 0;
    let mut index = 0;
    for batch in batches {
        // A row group ends at exactly ROW_GROUP_ROWS rows, as ArrowWriter ends it, within a batch
        // if need be (batches are a quarter of a group unless their text is very long).
        let mut rest = Some(batch);
        while let Some(batch) = rest.take() {
            let room = ROW_GROUP_ROWS - rows;
            if batch.num_rows() > room {
                rest = Some(batch.slice(room, batch.num_rows() - room));
                group.push(batch.slice(0, room));
                rows += room;
            } else {
                rows += batch.num_rows();
                group.push(batch);
            }
            if rows == ROW_GROUP_ROWS {
                // Given up meanwhile (a bad line, another table's): nothing more is encoded.
                if abandoned.load(Ordering::Relaxed) {
                    return Ok(None);
                }
                row_group(&mut file, &factory, schema, index, &group, threads).map_err(|e| io_or(&mut file, e))?;
                (group, rows, index) = (Vec::new(), 0, index + 1);
            }
        }
    }
    // The writer was given up: the file goes unfinished.
    if abandoned.load(Ordering::Relaxed) {
        return Ok(None);
    }
    if rows > 0 {
        row_group(&mut file, &factory, schema, index, &group, threads).map_err(|e| io_or(&mut file, e))?;
    }
    // Every row group's bytes through the sink: their checksums go into the footer, and the
    // rest (the page index and the footer) is the tail, checked by the manifest.
    file.flush().map_err(WriteError::Io)?;
    let blocks = file.inner_mut().blocks.begin_tail();
    file.append_key_value_metadata(KeyValue::new(checksum::KEY.to_string(), blocks));
    file.finish().map_err(|e| io_or(&mut file, e))?;
    let sink = file.inner_mut();
    sink.flush().map_err(WriteError::Io)?;
    sink.sync()?;
    Ok(sink.blocks.tail())
}

/// Encodes one row group's columns on `threads` threads and appends them to the file in order.
fn row_group(
    file: &mut SerializedFileWriter<Tracked>,
    factory: &ArrowRowGroupWriterFactory,
    schema: &arrow_schema::SchemaRef,
    index: usize,
    batches: &[RecordBatch],
    threads: usize,
) -> Result<(), ParquetError> {
    let writers = factory.create_column_writers(index)?;
    // Every column of the store is a leaf of its own (no nested types): writer i is column i.
    debug_assert_eq!(writers.len(), schema.fields().len());
    let writers: Vec<Mutex<Option<_>>> = writers.into_iter().map(|w| Mutex::new(Some(w))).collect();
    let chunks: Vec<Mutex<Option<Result<ArrowColumnChunk, ParquetError>>>> =
        (0..writers.len()).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(slot) = writers.get(i) else { return };
            let mut writer = slot.lock().expect("one thread per column").take().expect("each column taken once");
            let field = &schema.fields()[i];
            let encoded = (|| {
                for batch in batches {
                    for leaf in compute_leaves(field, batch.column(i))? {
                        writer.write(&leaf)?;
                    }
                }
                writer.close()
            })();
            *chunks[i].lock().expect("one thread per column") = Some(encoded);
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.min(writers.len()) {
            // A thread that cannot be started leaves its columns to the others.
            let _ = std::thread::Builder::new().name("finq-encode".into()).spawn_scoped(scope, work);
        }
        work();
    });
    let mut group = file.next_row_group()?;
    for chunk in chunks {
        let chunk = chunk.into_inner().expect("the threads are done").expect("every column encoded")?;
        chunk.append_to_row_group(&mut group)?;
    }
    group.close()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;
    use crate::store::import::write::{Given, TableWriter};

    /// The real quarter's numbers typed into batches of the sizes given.
    fn batches(sizes: &[usize], dir: &std::path::Path) -> Vec<RecordBatch> {
        let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        let mut text = Vec::new();
        zip::ZipArchive::new(std::fs::File::open(zip).unwrap())
            .unwrap()
            .by_name("num.txt")
            .unwrap()
            .read_to_end(&mut text)
            .unwrap();
        let mut lines = text.split(|b| *b == b'\n');
        let mut header = Vec::new();
        crate::store::text::split(lines.next().unwrap(), &mut header);
        let Ok(writer) = TableWriter::create(Table::Num, &header, None, &dir.join("unused.parquet"), "2009q3") else {
            panic!("a writer")
        };
        let mut rows = writer.rows();
        let mut out = Vec::new();
        for &size in sizes {
            let given = Given { cik: 320193, adsh: b"" };
            assert!(rows.push_lines(lines.by_ref().take(size).map(|line| (line, given))).is_ok());
            out.push(rows.batch().map_err(|_| "a batch").unwrap());
        }
        out
    }

    #[test]
    fn the_file_arrow_writer_writes_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        // Batches of the usual size, a short one in the middle (a batch of long lines), and a
        // last part: row groups must still end at exactly ROW_GROUP_ROWS rows.
        let sizes = [16_384, 1_000, 16_384, 16_384, 16_384, 16_384, 777];
        let batches = batches(&sizes, dir.path());
        let schema = Table::Num.schema();

        let theirs = dir.path().join("arrow-writer.parquet");
        let mut writer = ArrowWriter::try_new(
            std::fs::File::create(&theirs).unwrap(),
            schema.clone(),
            Some(properties(Table::Num, "2009q3", None)),
        )
        .unwrap();
        for b in &batches {
            writer.write(b).unwrap();
        }
        writer.close().unwrap();

        for threads in [1, 3] {
            let ours = dir.path().join(format!("encode-{threads}.parquet"));
            let writer = ArrowWriter::try_new(
                Tracked::create(&ours).unwrap(),
                schema.clone(),
                Some(properties(Table::Num, "2009q3", None)),
            )
            .unwrap();
            let (send, received) = std::sync::mpsc::channel();
            for b in &batches {
                send.send(b.clone()).unwrap();
            }
            drop(send);
            let Ok(Some(tail)) = encode(writer, &schema, received, threads, &AtomicBool::new(false)) else {
                panic!("written")
            };
            // The same row groups, byte for byte; the footer differs only by finq's checksums.
            let (ours, theirs) = (std::fs::read(&ours).unwrap(), std::fs::read(&theirs).unwrap());
            let data = tail.at as usize;
            assert_eq!(ours[..data], theirs[..data], "{threads} threads");
            assert_eq!(tail.crc32, checksum::crc(&ours[data..]));
            let meta = |bytes: &[u8]| {
                parquet::file::metadata::ParquetMetaDataReader::new()
                    .parse_and_finish(&bytes::Bytes::copy_from_slice(bytes))
                    .unwrap()
            };
            let (m, t) = (meta(&ours), meta(&theirs));
            assert_eq!(m.row_groups(), t.row_groups());
            let kv = m.file_metadata().key_value_metadata().unwrap();
            let sums = kv.iter().find(|k| k.key == checksum::KEY).and_then(|k| k.value.as_deref()).unwrap();
            let blocks = checksum::decode(sums, tail.at).unwrap();
            let want: Vec<u32> = ours[..data].chunks(checksum::BLOCK as usize).map(checksum::crc).collect();
            assert_eq!(blocks, want);
        }
    }
}
