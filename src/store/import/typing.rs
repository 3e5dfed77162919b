//! Typing a table's lines into its Parquet writer on threads of their own: the caller hands lines
//! over ([`Typist::push`]) and goes on finding the next ones (merging sorted runs); a batch's
//! worth of lines at a time goes to the next of a few typing threads in turn, and their batches
//! reach the writer in the same turn, so the file is the one a single thread would write.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};
use std::thread::{Scope, ScopedJoinHandle};

use arrow_array::RecordBatch;

use super::super::checksum::Tail;
use super::limits::{BATCH_BYTES, BATCH_ROWS, WriteError};
use super::write::{ListedFiling, Rows, TableWriter};

/// Lines on their way: their text end to end, and for each its filing's rank, its line number in
/// the SEC's file and where it ends in the text.
#[derive(Default)]
struct Chunk {
    text: Vec<u8>,
    lines: Vec<(u32, u32, u32)>,
}

/// Why typing stopped: a line (its number in the SEC's file) was refused, or the file could not be
/// written (line 0).
pub type Refused = (u32, WriteError);

/// One typing thread's ends: chunks in, batches out, chunks back to be filled again.
struct Worker {
    chunks: SyncSender<Chunk>,
    spent: Receiver<Chunk>,
}

/// Sets its flag when dropped armed: a typist dropped unfinished (another table failed, a run
/// could not be read back) gives its writer up instead of finishing the file.
struct Abandon {
    flag: Arc<AtomicBool>,
    armed: bool,
}

impl Drop for Abandon {
    fn drop(&mut self) {
        if self.armed {
            self.flag.store(true, Ordering::Relaxed);
        }
    }
}

/// Threads typing lines into a [`TableWriter`].
pub struct Typist<'scope> {
    /// First, so that it is dropped (and the flag set) before the workers' channels close.
    abandon: Abandon,
    workers: Vec<Worker>,
    /// The worker the next chunk goes to.
    turn: usize,
    chunk: Chunk,
    writing: ScopedJoinHandle<'scope, Result<Option<(u64, Tail)>, Refused>>,
}

impl<'scope> Typist<'scope> {
    /// Starts `threads` typing threads (`finq-type-NAME`) and the one that hands their batches to
    /// `writer` in order. A line's filing is its rank in `filings`.
    pub fn start(
        scope: &'scope Scope<'scope, '_>,
        name: &str,
        threads: usize,
        mut writer: TableWriter,
        filings: &'scope [ListedFiling],
    ) -> std::io::Result<Self> {
        let mut workers = Vec::new();
        let mut typed = Vec::new();
        for _ in 0..threads.max(1) {
            // One chunk queued and one being typed per thread: memory stays a few batches.
            let (chunks, to_type) = std::sync::mpsc::sync_channel::<Chunk>(1);
            let (give_back, spent) = std::sync::mpsc::channel::<Chunk>();
            let (batches, out) = std::sync::mpsc::sync_channel::<Result<RecordBatch, Refused>>(1);
            let rows = writer.rows();
            std::thread::Builder::new()
                .name(format!("finq-type-{name}"))
                .spawn_scoped(scope, move || type_chunks(rows, filings, &to_type, &give_back, &batches))?;
            workers.push(Worker { chunks, spent });
            typed.push(out);
        }
        let abandon = Abandon { flag: Arc::new(AtomicBool::new(false)), armed: true };
        let given_up = Arc::clone(&abandon.flag);
        let writing =
            std::thread::Builder::new().name(format!("finq-order-{name}")).spawn_scoped(scope, move || {
                // The batches in the turn the chunks were handed out; a thread that ends its
                // channel had no more chunks, and nor had the ones after it.
                for turn in (0..typed.len()).cycle() {
                    let Ok(batch) = typed[turn].recv() else { break };
                    writer.write(batch?).map_err(|e| (0, e))?;
                }
                if given_up.load(Ordering::Relaxed) {
                    // Dropping the writer gives it up: no footer, no sync (the file goes with
                    // its staging folder).
                    return Ok(None);
                }
                writer.finish().map(Some).map_err(|e| (0, e))
            })?;
        Ok(Self { abandon, workers, turn: 0, chunk: Chunk::default(), writing })
    }

    /// Hands over one line (of the filing of `rank`, at `number` in the SEC's file). `false`:
    /// typing stopped at a refused line or the file could not be written, which
    /// [`Typist::finish`] says.
    pub fn push(&mut self, rank: u32, number: u32, line: &[u8]) -> bool {
        self.chunk.text.extend_from_slice(line);
        self.chunk.lines.push((rank, number, self.chunk.text.len() as u32));
        // About a batch's worth, where the writer would end one ([`Rows::full`] counts the fields'
        // bytes, this the lines'; lines are at most 16 MiB, so a chunk stays under 32 MiB).
        (self.chunk.lines.len() < BATCH_ROWS && self.chunk.text.len() < BATCH_BYTES) || self.hand_over()
    }

    fn hand_over(&mut self) -> bool {
        let worker = &self.workers[self.turn];
        self.turn = (self.turn + 1) % self.workers.len();
        let mut next = worker.spent.try_recv().unwrap_or_default();
        next.text.clear();
        next.lines.clear();
        let full = std::mem::replace(&mut self.chunk, next);
        worker.chunks.send(full).is_ok()
    }

    /// Types the lines still held, writes the file's footer and returns the rows written and the
    /// file's tail (`None`: given up).
    pub fn finish(mut self) -> Result<Option<(u64, Tail)>, Refused> {
        if !self.chunk.lines.is_empty() {
            self.hand_over();
        }
        self.abandon.armed = false;
        self.workers.clear();
        self.writing.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    }
}

/// One typing thread: each chunk into one batch, until the chunks end or a line is refused.
fn type_chunks(
    mut rows: Rows,
    filings: &[ListedFiling],
    chunks: &Receiver<Chunk>,
    give_back: &std::sync::mpsc::Sender<Chunk>,
    batches: &SyncSender<Result<RecordBatch, Refused>>,
) {
    for chunk in chunks {
        let mut start = 0;
        let lines = chunk.lines.iter().map(|&(rank, _, end)| {
            let line = &chunk.text[start..end as usize];
            start = end as usize;
            (line, filings[rank as usize].given())
        });
        let refused = rows.push_lines(lines).err().map(|(at, e)| (chunk.lines[at].1, e));
        let batch = match refused {
            Some(refused) => Err(refused),
            None => rows.batch().map_err(|e| (0, e)),
        };
        let stop = batch.is_err();
        // The writing thread stopped (another batch failed): nothing more to do.
        if batches.send(batch).is_err() || stop {
            return;
        }
        let _ = give_back.send(chunk);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;
    use crate::store::schema::Table;

    /// The header and the first `n` lines of the real quarter's `num.txt`.
    fn num_lines(n: usize) -> (Vec<u8>, Vec<Vec<u8>>) {
        let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        let mut archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
        let mut text = Vec::new();
        archive.by_name("num.txt").unwrap().read_to_end(&mut text).unwrap();
        let mut lines = text.split(|b| *b == b'\n').map(<[u8]>::to_vec);
        let header = lines.next().unwrap();
        (header, lines.filter(|l| !l.is_empty()).take(n).collect())
    }

    /// Writes `lines` with `typists` typing threads and `encoders` encoding ones; the file's bytes.
    fn write(dir: &std::path::Path, typists: usize, encoders: usize, lines: &[Vec<u8>]) -> Result<Vec<u8>, u32> {
        let (header, _) = num_lines(0);
        let mut fields = Vec::new();
        crate::store::text::split(&header, &mut fields);
        let path = dir.join(format!("{typists}-{encoders}.parquet"));
        let Ok(writer) = TableWriter::create_with(Table::Num, &fields, None, &path, "2009q3", encoders) else {
            panic!()
        };
        let filings = [ListedFiling { cik: 320193, adsh: Box::from(&b"unused"[..]) }];
        let written = std::thread::scope(|scope| {
            let mut typist = Typist::start(scope, "test", typists, writer, &filings).unwrap();
            for (i, line) in lines.iter().enumerate() {
                if !typist.push(0, i as u32 + 2, line) {
                    break;
                }
            }
            typist.finish()
        });
        match written {
            Ok(Some((rows, _))) => {
                assert_eq!(rows, lines.len() as u64);
                Ok(std::fs::read(path).unwrap())
            }
            Ok(None) => panic!("given up"),
            Err((line, _)) => Err(line),
        }
    }

    #[test]
    fn many_threads_write_the_file_one_thread_writes() {
        let dir = tempfile::tempdir().unwrap();
        // Five batches and a part, more than one row group: every typist's turn comes round.
        let (_, lines) = num_lines(5 * BATCH_ROWS + 1234);
        let one = write(dir.path(), 1, 1, &lines).unwrap();
        assert_eq!(write(dir.path(), 3, 4, &lines).unwrap(), one);
        assert_eq!(write(dir.path(), 2, 2, &lines).unwrap(), one);
    }

    #[test]
    fn the_first_bad_line_is_named_whichever_thread_found_it() {
        let dir = tempfile::tempdir().unwrap();
        let (_, mut lines) = num_lines(4 * BATCH_ROWS);
        // In the second batch and the third: three typists take them at the same time.
        for at in [BATCH_ROWS + 17, 2 * BATCH_ROWS + 5] {
            lines[at] = b"too\tfew".to_vec();
        }
        for typists in [1, 3] {
            assert_eq!(write(dir.path(), typists, 2, &lines), Err(BATCH_ROWS as u32 + 17 + 2));
        }
    }
}
