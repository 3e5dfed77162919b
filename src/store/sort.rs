//! Grouping a table's lines by filing in bounded memory: lines come in the SEC's order, each with
//! its filing's rank (its place in (cik, adsh) order), and go out ordered by rank, keeping the
//! SEC's order within a filing (a stable counting sort). Up to `budget` bytes of lines are held;
//! beyond that each full chunk is sorted and spilled to a run file in the quarter's staging
//! folder, and the runs are merged at the end.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// One line held in memory: where its bytes are in the chunk.
#[derive(Clone, Copy)]
struct Held {
    rank: u32,
    line: u32,
    start: u32,
    len: u32,
}

/// Collects lines, then hands them back in rank order ([`Sorter::finish`]).
pub struct Sorter {
    dir: PathBuf,
    budget: usize,
    ranks: u32,
    bytes: Vec<u8>,
    held: Vec<Held>,
    runs: Vec<PathBuf>,
}

impl Sorter {
    /// A sorter of lines whose ranks are below `ranks`, holding at most `budget` bytes of text
    /// (lines longer than the budget are held alone), spilling into `dir`.
    pub fn new(dir: &Path, budget: usize, ranks: u32) -> Self {
        let budget = budget.clamp(1 << 16, u32::MAX as usize / 2);
        Self { dir: dir.to_path_buf(), budget, ranks, bytes: Vec::new(), held: Vec::new(), runs: Vec::new() }
    }

    pub fn push(&mut self, rank: u32, line: u32, text: &[u8]) -> io::Result<()> {
        debug_assert!(rank < self.ranks);
        if !self.held.is_empty() && self.bytes.len() + text.len() > self.budget {
            self.spill()?;
        }
        if self.bytes.capacity() == 0 {
            // The whole budget at once: growing by doubling would copy it all again on the way
            // (pages untouched are not memory yet).
            self.bytes.reserve(self.budget.min(1 << 30));
        }
        let start = self.bytes.len() as u32;
        self.bytes.extend_from_slice(text);
        self.held.push(Held { rank, line, start, len: text.len() as u32 });
        Ok(())
    }

    /// The held lines' positions in rank order, the SEC's order kept within a rank.
    fn order(&self) -> Vec<u32> {
        let mut starts = vec![0u32; self.ranks as usize + 1];
        for h in &self.held {
            starts[h.rank as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut order = vec![0u32; self.held.len()];
        for (i, h) in self.held.iter().enumerate() {
            let at = &mut starts[h.rank as usize];
            order[*at as usize] = i as u32;
            *at += 1;
        }
        order
    }

    /// Writes the held lines, sorted, to a new run file.
    fn spill(&mut self) -> io::Result<()> {
        let path = self.dir.join(format!("run-{}.bin", self.runs.len()));
        let mut out = BufWriter::with_capacity(1 << 20, File::create(&path)?);
        for i in self.order() {
            let h = self.held[i as usize];
            out.write_all(&h.rank.to_le_bytes())?;
            out.write_all(&h.line.to_le_bytes())?;
            out.write_all(&h.len.to_le_bytes())?;
            out.write_all(&self.bytes[h.start as usize..(h.start + h.len) as usize])?;
        }
        // No sync: a run lives in the staging folder, which a crash discards whole anyway.
        out.flush()?;
        self.runs.push(path);
        self.bytes.clear();
        self.held.clear();
        Ok(())
    }

    /// How many run files were written (0: everything fitted in memory).
    #[cfg(test)]
    pub fn runs(&self) -> usize {
        self.runs.len()
    }

    /// The lines in rank order.
    pub fn finish(mut self) -> io::Result<Sorted> {
        if self.runs.is_empty() {
            let order = self.order();
            return Ok(Sorted(Inner::Memory { sorter: self, order, next: 0 }));
        }
        let mut readers = Vec::with_capacity(self.runs.len() + 1);
        for path in &self.runs {
            readers.push(Run::File { input: BufReader::with_capacity(1 << 20, File::open(path)?), next: None });
        }
        // The lines still held are merged from memory, not written out and read back: the last
        // run, holding the last lines.
        let paths = std::mem::take(&mut self.runs);
        let order = self.order();
        readers.push(Run::Memory {
            order,
            at: 0,
            held: std::mem::take(&mut self.held),
            bytes: std::mem::take(&mut self.bytes),
        });
        let mut heap = BinaryHeap::new();
        for (i, run) in readers.iter_mut().enumerate() {
            run.advance()?;
            if let Some(rank) = run.rank() {
                heap.push(Reverse((rank, i)));
            }
        }
        Ok(Sorted(Inner::Merge { runs: readers, heap, current: None, paths }))
    }
}

/// One sorted run being merged: a spilled one read back with its next line, if any, or the
/// lines still held in memory with where the merge is in their order.
enum Run {
    File { input: BufReader<File>, next: Option<(u32, u32, Vec<u8>)> },
    Memory { order: Vec<u32>, at: usize, held: Vec<Held>, bytes: Vec<u8> },
}

impl Run {
    /// Moves on to the run's next line (the first, the first time).
    fn advance(&mut self) -> io::Result<()> {
        let (input, next) = match self {
            Run::Memory { at, .. } => {
                *at += 1;
                return Ok(());
            }
            Run::File { input, next } => (input, next),
        };
        let mut head = [0u8; 12];
        match input.read_exact(&mut head) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                *next = None;
                return Ok(());
            }
            Err(e) => return Err(e),
        }
        let word = |i: usize| u32::from_le_bytes([head[i], head[i + 1], head[i + 2], head[i + 3]]);
        let (rank, line, len) = (word(0), word(4), word(8));
        let mut text = match next.take() {
            Some((_, _, mut buf)) => {
                buf.clear();
                buf
            }
            None => Vec::new(),
        };
        text.resize(len as usize, 0);
        input.read_exact(&mut text)?;
        *next = Some((rank, line, text));
        Ok(())
    }

    /// The current line: its rank, line number and text.
    fn line(&self) -> Option<(u32, u32, &[u8])> {
        match self {
            Run::File { next, .. } => next.as_ref().map(|(rank, line, text)| (*rank, *line, text.as_slice())),
            Run::Memory { order, at, held, bytes } => {
                // `at` is one past the current line (advance moves it first).
                let h = held[*order.get(at.checked_sub(1)?)? as usize];
                Some((h.rank, h.line, &bytes[h.start as usize..(h.start + h.len) as usize]))
            }
        }
    }

    fn rank(&self) -> Option<u32> {
        self.line().map(|(rank, _, _)| rank)
    }
}

/// The sorted lines, read one at a time.
pub struct Sorted(Inner);

enum Inner {
    Memory { sorter: Sorter, order: Vec<u32>, next: usize },
    Merge { runs: Vec<Run>, heap: BinaryHeap<Reverse<(u32, usize)>>, current: Option<usize>, paths: Vec<PathBuf> },
}

impl Sorted {
    /// The next line: its rank, line number and text (borrowed until the next call); `None` at
    /// the end. The text is not copied out of the sorter's chunk or the run's buffer.
    pub fn next(&mut self) -> io::Result<Option<(u32, u32, &[u8])>> {
        match &mut self.0 {
            Inner::Memory { sorter, order, next } => {
                let Some(&i) = order.get(*next) else { return Ok(None) };
                *next += 1;
                let h = sorter.held[i as usize];
                Ok(Some((h.rank, h.line, &sorter.bytes[h.start as usize..(h.start + h.len) as usize])))
            }
            Inner::Merge { runs, heap, current, .. } => {
                // The run whose line was handed out last moves on first.
                if let Some(i) = current.take() {
                    let run = &mut runs[i];
                    run.advance()?;
                    if let Some(rank) = run.rank() {
                        heap.push(Reverse((rank, i)));
                    }
                }
                // Ties go to the earlier run, which holds the earlier lines: the SEC's order stays.
                let Some(Reverse((_, i))) = heap.pop() else { return Ok(None) };
                *current = Some(i);
                Ok(Some(runs[i].line().expect("a run in the heap has a line")))
            }
        }
    }
}

impl Drop for Sorted {
    fn drop(&mut self) {
        if let Inner::Merge { paths, .. } = &mut self.0 {
            for p in paths.iter() {
                let _ = std::fs::remove_file(p);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(mut sorted: Sorted) -> Vec<(u32, u32, String)> {
        let mut out = Vec::new();
        while let Some((rank, line, text)) = sorted.next().unwrap() {
            out.push((rank, line, String::from_utf8(text.to_vec()).unwrap()));
        }
        out
    }

    #[test]
    fn spilled_and_in_memory_sorts_agree_and_are_stable() {
        let dir = tempfile::tempdir().unwrap();
        let lines: Vec<(u32, String)> =
            (0..5000u32).map(|i| ((i * 7919) % 13, format!("line {i:05} {}", "x".repeat((i % 50) as usize)))).collect();
        let run = |budget: usize| {
            let mut s = Sorter::new(dir.path(), budget, 13);
            for (n, (rank, text)) in lines.iter().enumerate() {
                s.push(*rank, n as u32, text.as_bytes()).unwrap();
            }
            let runs = s.runs();
            (runs, drain(s.finish().unwrap()))
        };
        let (none, memory) = run(usize::MAX);
        let (some, merged) = run(1 << 16);
        assert_eq!(none, 0);
        assert!(some > 1, "the small budget spilled ({some} runs)");
        assert_eq!(memory, merged);
        assert_eq!(memory.len(), lines.len());
        for pair in memory.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(a.0 < b.0 || (a.0 == b.0 && a.1 < b.1), "by rank, then in the order given");
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "run files are removed");
    }
}
