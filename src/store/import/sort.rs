//! Grouping a table's lines by filing in bounded memory: lines come in the SEC's order, each with
//! its filing's rank (its place in (cik, adsh) order), and go out ordered by rank, keeping the
//! SEC's order within a filing (a stable counting sort). Up to `budget` bytes of lines are held;
//! beyond that chunks are sorted and spilled to run files in the quarter's staging folder, and
//! the runs merged at the end with the lines still held. Told how much input is coming, the
//! sorter spills about what does not fit (the text to come planned for at the rate of text to
//! input seen so far): the runs share the excess, the last chunk stays whole in memory.

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

/// What one held line costs besides its text: its record, and its copy when sorted.
const RECORD: usize = 2 * std::mem::size_of::<Held>();

/// Collects lines, then hands them back in rank order ([`Sorter::finish`]).
pub struct Sorter {
    dir: PathBuf,
    budget: usize,
    /// Bytes a spilled chunk holds at most (the budget, or less when the text to come is known)
    /// and how many chunks are spilled, in all, at that size before the rest is held whole.
    chunk: usize,
    chunks: usize,
    /// The input's size (a hint), the input's bytes taken so far, and the bytes of text pushed
    /// from them: the text a table's lines are pushed with is less than its input (a field is
    /// cut out), so the text to come is planned for at the rate seen so far.
    coming: u64,
    taken: u64,
    pushed: u64,
    /// Held bytes at which the spills are planned (again): once some text has been seen, and
    /// after each spill.
    plan_at: usize,
    ranks: u32,
    bytes: Vec<u8>,
    held: Vec<Held>,
    runs: Vec<PathBuf>,
}

impl Sorter {
    /// A sorter of lines whose ranks are below `ranks`, holding at most `budget` bytes of text
    /// (lines longer than the budget are held alone), spilling into `dir`. `coming`: about how
    /// many bytes of input the lines come from (a hint: more or less is sorted all the same).
    pub fn new(dir: &Path, budget: usize, ranks: u32, coming: u64) -> Self {
        let budget = budget.clamp(1 << 16, u32::MAX as usize / 2);
        Self {
            dir: dir.to_path_buf(),
            budget,
            chunk: budget,
            chunks: 0,
            coming,
            taken: 0,
            pushed: 0,
            plan_at: Self::first_plan(budget),
            ranks,
            bytes: Vec::new(),
            held: Vec::new(),
            runs: Vec::new(),
        }
    }

    /// Held bytes at which the spills are first planned: enough text to know its rate.
    fn first_plan(budget: usize) -> usize {
        (budget / 16).min(1 << 20)
    }

    /// Plans the spills from here: the text beyond what is to stay in memory at the end (what is
    /// held and what is still to come at the rate seen so far, less the budget with a sixteenth
    /// of it kept free) spilled in equal runs, the fewest that hold it. A quarter twice the
    /// budget spills about half its text rather than a whole budget's worth, and the last lines,
    /// held in memory, are merged from there.
    fn plan(&mut self) {
        self.plan_at = usize::MAX;
        let rest = self.coming.saturating_sub(self.taken);
        let rest = u128::from(rest) * u128::from(self.pushed) / u128::from(self.taken.max(1));
        let total = usize::try_from(self.bytes.len() as u128 + rest).unwrap_or(usize::MAX);
        // A sixteenth of the budget kept free for the rate's error (text beyond the budget at
        // the end would spill a whole budget's worth), planned for once: after a spill, text
        // within the budget still fits.
        let keep = if self.runs.is_empty() || total > self.budget { self.budget - self.budget / 16 } else { total };
        let excess = total.saturating_sub(keep);
        let more = excess.div_ceil(self.budget);
        self.chunks = self.runs.len() + more;
        self.chunk = if more == 0 { self.budget } else { excess.div_ceil(more) };
    }

    /// Holds the line numbered `line` of the filing ranked `rank`: its text is `head` and `tail`
    /// end to end (a line with a field cut out of it), taken from `input` bytes of the input.
    pub fn push(&mut self, rank: u32, line: u32, head: &[u8], tail: &[u8], input: usize) -> io::Result<()> {
        debug_assert!(rank < self.ranks);
        let len = head.len() + tail.len();
        if self.bytes.len() >= self.plan_at {
            self.plan();
        }
        // A planned run is spilled once it holds its share (a line more, within the budget, so
        // that the runs hold all the excess and the last lines fit); after them, only a full
        // budget is.
        let full = if self.runs.len() < self.chunks {
            self.bytes.len() >= self.chunk || self.bytes.len() + len > self.budget
        } else {
            self.bytes.len() + len > self.budget
        };
        // Each line's records count too (held, and sorted once more when spilled), at most a
        // budget's worth: lines of a byte or two would otherwise hold gigabytes of records within
        // a budget of text. Real lines (90-120 bytes of text for 32 of records) never reach this.
        let full = full || self.held.len() * RECORD > self.budget;
        if !self.held.is_empty() && full {
            self.spill()?;
            // Planned again from the rate seen so far once the next run has begun.
            self.plan_at = 1;
        }
        if self.bytes.capacity() == 0 {
            // The whole budget at once: growing by doubling would copy it all again on the way
            // (pages untouched are not memory yet).
            self.bytes.reserve(self.budget.min(1 << 30));
        }
        self.taken += input as u64;
        self.pushed += len as u64;
        let start = self.bytes.len() as u32;
        self.bytes.extend_from_slice(head);
        self.bytes.extend_from_slice(tail);
        self.held.push(Held { rank, line, start, len: len as u32 });
        Ok(())
    }

    /// The held lines in rank order, the SEC's order kept within a rank (the lines' records
    /// themselves, not their places: they are then read in order, only their text at random).
    fn sorted(&mut self) -> Vec<Held> {
        let mut starts = vec![0u32; self.ranks as usize + 1];
        for h in &self.held {
            starts[h.rank as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut sorted = vec![Held { rank: 0, line: 0, start: 0, len: 0 }; self.held.len()];
        for h in self.held.drain(..) {
            let at = &mut starts[h.rank as usize];
            sorted[*at as usize] = h;
            *at += 1;
        }
        sorted
    }

    /// Writes the held lines, sorted, to a new run file.
    fn spill(&mut self) -> io::Result<()> {
        let path = self.dir.join(format!("run-{}.bin", self.runs.len()));
        let mut out = BufWriter::with_capacity(1 << 20, File::create(&path)?);
        let sorted = self.sorted();
        for (k, h) in sorted.iter().enumerate() {
            prefetch(&self.bytes, &sorted, k + AHEAD);
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
        if self.runs.len() == 1 {
            // The table's name is its spill folder's (`tmp/num`).
            let table = self.dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            crate::hold::at(&format!("import:spill:{table}"));
        }
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
            let sorted = self.sorted();
            return Ok(Sorted(Inner::Memory { sorted, bytes: self.bytes, next: 0 }));
        }
        let mut readers = Vec::with_capacity(self.runs.len() + 1);
        for path in &self.runs {
            let input = BufReader::with_capacity(1 << 20, File::open(path)?);
            readers.push(Run::File { input, next: None, path: path.clone() });
        }
        // The lines still held are merged from memory, not written out and read back: the last
        // run, holding the last lines.
        let paths = std::mem::take(&mut self.runs);
        readers.push(Run::Memory { sorted: self.sorted(), at: 0, bytes: std::mem::take(&mut self.bytes) });
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

/// How many lines ahead of the one handed out the text of one is asked for: lines come out in
/// rank order from all over the chunk, and each read would otherwise wait for memory.
const AHEAD: usize = 16;

/// Asks the processor to load the start of the `k`th sorted line's text into cache.
#[inline]
fn prefetch(bytes: &[u8], sorted: &[Held], k: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(h) = sorted.get(k) {
        let p = bytes[h.start as usize..].as_ptr();
        // SAFETY: a prefetch is only a hint; `p` points into `bytes`, and it is never read
        // through here.
        unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p.cast()) };
    }
}

/// One sorted run being merged: a spilled one read back with its next line, if any, or the
/// lines still held in memory with where the merge is in their order; a spilled run read to its
/// end is done (its file closed and removed).
enum Run {
    File { input: BufReader<File>, next: Option<(u32, u32, Vec<u8>)>, path: PathBuf },
    Memory { sorted: Vec<Held>, at: usize, bytes: Vec<u8> },
    Done,
}

impl Run {
    /// Moves on to the run's next line (the first, the first time).
    fn advance(&mut self) -> io::Result<()> {
        let (input, next, path) = match self {
            Run::Memory { at, sorted, bytes } => {
                *at += 1;
                prefetch(bytes, sorted, *at + AHEAD);
                return Ok(());
            }
            Run::File { input, next, path } => (input, next, path),
            Run::Done => return Ok(()),
        };
        let mut head = [0u8; 12];
        match input.read_exact(&mut head) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                // Read whole: closed and removed now, while other threads type and encode,
                // rather than every run at the end.
                let _ = std::fs::remove_file(path);
                *self = Run::Done;
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
            Run::Done => None,
            Run::Memory { sorted, at, bytes } => {
                // `at` is one past the current line (advance moves it first).
                let h = *sorted.get(at.checked_sub(1)?)?;
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
    Memory { sorted: Vec<Held>, bytes: Vec<u8>, next: usize },
    Merge { runs: Vec<Run>, heap: BinaryHeap<Reverse<(u32, usize)>>, current: Option<usize>, paths: Vec<PathBuf> },
}

impl Sorted {
    /// The next line: its rank, line number and text (borrowed until the next call); `None` at
    /// the end. The text is not copied out of the sorter's chunk or the run's buffer.
    pub fn next(&mut self) -> io::Result<Option<(u32, u32, &[u8])>> {
        match &mut self.0 {
            Inner::Memory { sorted, bytes, next } => {
                let Some(&h) = sorted.get(*next) else { return Ok(None) };
                *next += 1;
                prefetch(bytes, sorted, *next + AHEAD);
                Ok(Some((h.rank, h.line, &bytes[h.start as usize..(h.start + h.len) as usize])))
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
    fn lines_of_a_byte_spill_by_their_records_not_only_their_text() {
        let dir = tempfile::tempdir().unwrap();
        // A MiB of budget: a million one-byte lines are a MiB of text, but 32 MiB of records.
        let mut s = Sorter::new(dir.path(), 1 << 20, 4, 0);
        for i in 0..1_000_000u32 {
            s.push(i % 4, i, b"x", b"", 2).unwrap();
        }
        assert!(s.runs() >= 30, "{} runs", s.runs());
        assert!(s.held.capacity() * RECORD <= 2 << 20, "records held: {}", s.held.capacity());
        let sorted = drain(s.finish().unwrap());
        assert_eq!(sorted.len(), 1_000_000);
        assert!(sorted.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)));
    }

    #[test]
    fn spilled_and_in_memory_sorts_agree_and_are_stable() {
        let dir = tempfile::tempdir().unwrap();
        let lines: Vec<(u32, String)> =
            (0..5000u32).map(|i| ((i * 7919) % 13, format!("line {i:05} {}", "x".repeat((i % 50) as usize)))).collect();
        let total: usize = lines.iter().map(|(_, t)| t.len()).sum();
        // (runs written, bytes in them, the lines in order)
        // `cut`: bytes of input a line took besides its text (a field cut out of it).
        let run = |budget: usize, coming: usize, cut: usize| {
            let mut s = Sorter::new(dir.path(), budget, 13, coming as u64);
            for (n, (rank, text)) in lines.iter().enumerate() {
                let (head, tail) = text.as_bytes().split_at(n % 7);
                s.push(*rank, n as u32, head, tail, text.len() + cut).unwrap();
                assert!(s.bytes.len() <= budget.max(1 << 16), "held within the budget");
            }
            // The text in the runs: each line's length is in its twelve bytes before it.
            let mut spilled = 0;
            for path in &s.runs {
                let run = std::fs::read(path).unwrap();
                let mut at = 0;
                while at < run.len() {
                    let len = u32::from_le_bytes(run[at + 8..at + 12].try_into().unwrap()) as usize;
                    spilled += len;
                    at += 12 + len;
                }
            }
            (s.runs(), spilled, drain(s.finish().unwrap()))
        };
        let (none, _, memory) = run(usize::MAX, 0, 0);
        let (some, blind, merged) = run(1 << 16, 0, 0);
        assert_eq!(none, 0);
        assert!(some > 1, "the small budget spilled ({some} runs)");
        assert_eq!(memory, merged);
        // Told what is coming, only the text beyond the budget is spilled (a line more per run
        // at most), not a whole budget per run.
        let (planned, told, merged) = run(1 << 16, total, 0);
        assert_eq!(memory, merged);
        let excess = total - ((1 << 16) - (1 << 12));
        assert_eq!(planned, excess.div_ceil(1 << 16));
        assert!(excess <= told && told < excess + 60 * planned, "{told} bytes spilled for {excess} too many");
        // Told the input's size, of which the lines' text is less (a field cut out of each):
        // the text to come is planned for at the rate seen, and about the same is spilled, not
        // the input's excess over the budget.
        let cut = 22;
        let (planned, by_rate, merged) = run(1 << 16, total + cut * lines.len(), cut);
        assert_eq!(memory, merged);
        assert_eq!(planned, excess.div_ceil(1 << 16));
        assert!(by_rate.abs_diff(excess) < excess / 50 + 60 * planned, "{by_rate} bytes spilled for {excess} too many");
        assert!(blind > (2 << 16) - 100, "{blind} spilled without knowing: a budget a run");
        assert_eq!(memory.len(), lines.len());
        for pair in memory.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(a.0 < b.0 || (a.0 == b.0 && a.1 < b.1), "by rank, then in the order given");
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "run files are removed");
    }
}
