//! Encoding a table's batches into its Parquet file: a row group's batches are gathered, then its
//! columns are encoded and compressed on a few threads at once (each takes the next column not yet
//! taken) and appended in order — the same file [`ArrowWriter`] writes alone, in less time where
//! there are cores to spare.

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
        rows += batch.num_rows();
        group.push(batch);
        // Batches are a quarter of a row group: a group ends between two of them.
        if rows >= ROW_GROUP_ROWS {
            row_group(&mut file, &factory, schema, index, &group, threads).map_err(|e| io_or(&mut file, e))?;
            (group, rows, index) = (Vec::new(), 0, index + 1);
        }
    }
    // The writer was given up (a bad line, another table's): the file goes unfinished.
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
