//! Typing a table's lines into its Parquet writer on a thread of its own: the caller hands lines
//! over in chunks ([`Typist::push`]) and goes on finding the next ones (merging sorted runs), so
//! that merging, typing and encoding each take a core where there are cores to take.

use std::sync::mpsc::{Receiver, SyncSender};
use std::thread::{Scope, ScopedJoinHandle};

use super::write::{TableWriter, WriteError};

/// Lines in a chunk (about 450 KiB of today's `num.txt`).
const CHUNK_LINES: usize = 4096;
/// Chunks waiting for the typing thread at most.
const QUEUED: usize = 2;

/// Lines on their way: their text end to end, and for each its filing's CIK, its line number in
/// the SEC's file and where it ends in the text.
#[derive(Default)]
struct Chunk {
    text: Vec<u8>,
    lines: Vec<(i64, u32, u32)>,
}

/// Why typing stopped: a line (its number in the SEC's file) was refused, or the file could not be
/// written (line 0).
pub type Refused = (u32, WriteError);

/// A thread typing lines into a [`TableWriter`].
pub struct Typist<'scope> {
    send: Option<SyncSender<Chunk>>,
    /// Chunks typed, to be filled again.
    returned: Receiver<Chunk>,
    chunk: Chunk,
    thread: ScopedJoinHandle<'scope, Result<u64, Refused>>,
}

impl<'scope> Typist<'scope> {
    /// Starts typing into `writer` on a thread named `finq-type-NAME`.
    pub fn start(scope: &'scope Scope<'scope, '_>, name: &str, mut writer: TableWriter) -> std::io::Result<Self> {
        let (send, chunks) = std::sync::mpsc::sync_channel::<Chunk>(QUEUED);
        let (give_back, returned) = std::sync::mpsc::channel::<Chunk>();
        let thread = std::thread::Builder::new().name(format!("finq-type-{name}")).spawn_scoped(scope, move || {
            let mut fields: Vec<&[u8]> = Vec::new();
            for chunk in chunks {
                let mut start = 0;
                for &(cik, number, end) in &chunk.lines {
                    let line = &chunk.text[start..end as usize];
                    start = end as usize;
                    let mut f = super::text::recycle(std::mem::take(&mut fields));
                    super::text::split(line, &mut f);
                    writer.push(&f, cik, std::str::from_utf8(line).is_ok()).map_err(|e| (number, e))?;
                    fields = super::text::recycle(f);
                }
                let _ = give_back.send(chunk);
            }
            writer.finish().map_err(|e| (0, e))
        })?;
        Ok(Self { send: Some(send), returned, chunk: Chunk::default(), thread })
    }

    /// Hands over one line (of the filing of `cik`, at `number` in the SEC's file). `false`: the
    /// thread stopped at a refused line, which [`Typist::finish`] names.
    pub fn push(&mut self, cik: i64, number: u32, line: &[u8]) -> bool {
        self.chunk.text.extend_from_slice(line);
        self.chunk.lines.push((cik, number, self.chunk.text.len() as u32));
        // Offsets are 32 bits: a chunk of very long lines goes sooner.
        if self.chunk.lines.len() < CHUNK_LINES && self.chunk.text.len() < 1 << 30 {
            return true;
        }
        self.hand_over()
    }

    fn hand_over(&mut self) -> bool {
        let mut next = self.returned.try_recv().unwrap_or_default();
        next.text.clear();
        next.lines.clear();
        let full = std::mem::replace(&mut self.chunk, next);
        self.send.as_ref().is_some_and(|s| s.send(full).is_ok())
    }

    /// Types the lines still held, writes the file's footer and returns the rows written.
    pub fn finish(mut self) -> Result<u64, Refused> {
        if !self.chunk.lines.is_empty() {
            self.hand_over();
        }
        self.send.take();
        self.thread.join().expect("the typing thread does not panic")
    }
}
