//! Encoding a table's batches into its Parquet file: a row group's batches are gathered (cut at
//! exactly [`ROW_GROUP_ROWS`] rows), then its columns are encoded and compressed on a few threads
//! at once (each takes the next column not yet taken) and appended in order — the same file
//! [`ArrowWriter`] writes alone, byte for byte, in less time where there are cores to spare.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Receiver;

use arrow_array::RecordBatch;
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_writer::{ArrowColumnChunk, ArrowRowGroupWriterFactory, compute_leaves};
use parquet::errors::ParquetError;
use parquet::file::writer::SerializedFileWriter;

use super::write::{ROW_GROUP_ROWS, Tracked, WriteError};

/// Writes every batch received into `writer`'s file with `threads` threads per row group, then the
/// footer, and syncs the file — unless the writer was `abandoned` meanwhile.
pub fn encode(
    writer: ArrowWriter<Tracked>,
    schema: &arrow_schema::SchemaRef,
    batches: Receiver<RecordBatch>,
    threads: usize,
    abandoned: &AtomicBool,
) -> Result<(), WriteError> {
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
                    return Ok(());
                }
                row_group(&mut file, &factory, schema, index, &group, threads).map_err(|e| io_or(&mut file, e))?;
                (group, rows, index) = (Vec::new(), 0, index + 1);
            }
        }
    }
    // The writer was given up: the file goes unfinished.
    if abandoned.load(Ordering::Relaxed) {
        return Ok(());
    }
    if rows > 0 {
        row_group(&mut file, &factory, schema, index, &group, threads).map_err(|e| io_or(&mut file, e))?;
    }
    file.finish().map_err(|e| io_or(&mut file, e))?;
    let sink = file.inner_mut();
    sink.flush().map_err(WriteError::Io)?;
    sink.sync()
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
    use crate::store::schema::Table;
    use crate::store::write::{Given, TableWriter, properties};

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
            Some(properties(Table::Num, "2009q3")),
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
                Some(properties(Table::Num, "2009q3")),
            )
            .unwrap();
            let (send, received) = std::sync::mpsc::channel();
            for b in &batches {
                send.send(b.clone()).unwrap();
            }
            drop(send);
            assert!(encode(writer, &schema, received, threads, &AtomicBool::new(false)).is_ok());
            assert_eq!(std::fs::read(&ours).unwrap(), std::fs::read(&theirs).unwrap(), "{threads} threads");
        }
    }
}
