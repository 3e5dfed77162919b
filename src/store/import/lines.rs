//! A zip entry's text as lines: inflated on a thread of its own a block at a time
//! ([`Inflated`]), then handed out line by line straight from those blocks ([`each_line`]), no
//! line longer than [`MAX_LINE`]; and the errors of a zip or entry that cannot be read.

use std::io::{BufRead, Read};
use std::sync::mpsc::{Receiver, Sender, SyncSender};

use zip::result::ZipError;

use super::super::error::{Doing, Error, Result};

pub use super::limits::MAX_LINE;

/// The fields of a header line without its line end (a byte-order mark before the first taken
/// off), no more than one past [`super::limits::MAX_HEADER_FIELDS`] (the writer refuses more).
pub fn header(line: &[u8]) -> Vec<&[u8]> {
    let line = line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line);
    let mut fields = Vec::new();
    super::super::text::split_at_most(line, &mut fields, super::limits::MAX_HEADER_FIELDS);
    fields
}

/// `line` without its `\n` or `\r\n` at the end, if it has one.
pub fn without_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Calls `each` with every line of `input` (without its `\n` or `\r\n`) and the bytes it took,
/// straight from the input's buffer: only a line that spans two buffers is copied. A line longer
/// than [`MAX_LINE`] is `too_long(lines before it)`'s error.
pub fn each_line(
    input: &mut impl BufRead,
    read: &dyn Fn(std::io::Error) -> Error,
    too_long: &dyn Fn(u64) -> Error,
    mut each: impl FnMut(&[u8], u64) -> Result<()>,
) -> Result<()> {
    let mut carry: Vec<u8> = Vec::new();
    let mut lines = 0u64;
    let mut each = |line: &[u8], n: u64| {
        if line.len() > MAX_LINE {
            return Err(too_long(lines));
        }
        lines += 1;
        each(line, n)
    };
    loop {
        let buf = input.fill_buf().map_err(read)?;
        let len = buf.len();
        if len == 0 {
            if !carry.is_empty() {
                each(without_line_end(&carry), carry.len() as u64)?;
            }
            return Ok(());
        }
        let mut start = 0;
        if !carry.is_empty() {
            let Some(end) = memchr::memchr(b'\n', buf) else {
                if carry.len() > MAX_LINE {
                    return Err(too_long(lines));
                }
                carry.extend_from_slice(buf);
                input.consume(len);
                continue;
            };
            carry.extend_from_slice(&buf[..end]);
            each(without_line_end(&carry), carry.len() as u64 + 1)?;
            carry.clear();
            start = end + 1;
        }
        let base = start;
        for end in memchr::memchr_iter(b'\n', &buf[base..]).map(|i| base + i) {
            each(without_line_end(&buf[start..end]), (end + 1 - start) as u64)?;
            start = end + 1;
        }
        carry.extend_from_slice(&buf[start..]);
        input.consume(len);
    }
}

/// A zip entry inflated on a thread of its own, read here block by block. Blocks read go back
/// to the inflating thread to be filled again: memory stays a few MiB, touched once.
pub struct Inflated {
    blocks: Receiver<std::io::Result<Vec<u8>>>,
    spent: Sender<Vec<u8>>,
    block: Vec<u8>,
    at: usize,
}

/// Bytes inflated at a time.
const BLOCK: usize = 1 << 20;
/// Blocks inflated ahead of the reader at most.
const AHEAD: usize = 4;

impl Inflated {
    pub fn start<'scope, R: Read + Send + 'scope>(
        scope: &'scope std::thread::Scope<'scope, '_>,
        name: &str,
        entry: R,
    ) -> std::io::Result<Self> {
        let (send, blocks) = std::sync::mpsc::sync_channel(AHEAD);
        let (spent, returned) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name(format!("finq-inflate-{name}"))
            .spawn_scoped(scope, move || inflate(entry, &send, &returned))?;
        Ok(Self { blocks, spent, block: Vec::new(), at: 0 })
    }
}

fn inflate(mut entry: impl Read, send: &SyncSender<std::io::Result<Vec<u8>>>, returned: &Receiver<Vec<u8>>) {
    loop {
        let mut block = returned.try_recv().unwrap_or_default();
        block.resize(BLOCK, 0);
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
        // The reader stopped (a bad line, or another table's): no one is listening any more.
        if filled == 0 || send.send(Ok(block)).is_err() || filled < BLOCK {
            return;
        }
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
            let next = match self.blocks.recv() {
                Ok(Ok(block)) => block,
                Ok(Err(e)) => return Err(e),
                Err(_) => Vec::new(),
            };
            let spent = std::mem::replace(&mut self.block, next);
            if spent.capacity() == BLOCK {
                let _ = self.spent.send(spent);
            }
            self.at = 0;
        }
        Ok(&self.block[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at = (self.at + n).min(self.block.len());
    }
}

/// A zip that cannot be opened or read: the file system's error, or a damaged archive.
pub fn zip_error(shown: &str, e: ZipError) -> Error {
    match e {
        ZipError::Io(io)
            if !matches!(io.kind(), std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof) =>
        {
            Error::io(Doing::Read, shown, io)
        }
        e => Error::NotAZip { zip: shown.into(), source: e },
    }
}

/// A table's text that cannot be read from the zip: the zip's own checks, or the file system.
pub fn read_error(shown: &str, file: &'static str, e: std::io::Error) -> Error {
    match e.kind() {
        // The zip's own checks: a checksum that does not match, data that ends early.
        std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof | std::io::ErrorKind::Other => {
            Error::CutShort { zip: shown.into(), file, source: e }
        }
        // A compression method finq does not read (the SEC's zips use deflate).
        std::io::ErrorKind::Unsupported => Error::Compression { zip: shown.into(), file, source: e },
        _ => Error::io(Doing::ReadIn(file), shown, e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_across_blocks_and_line_ends_come_out_whole() {
        // Longer than two blocks, with lines that straddle them and both line ends.
        let mut text = Vec::new();
        let mut want = Vec::new();
        for i in 0..300_000u32 {
            let line = format!("{i}\t{}", "x".repeat((i % 17) as usize));
            text.extend_from_slice(line.as_bytes());
            text.extend_from_slice(if i % 3 == 0 { b"\r\n" } else { b"\n" });
            want.push(line);
        }
        text.extend_from_slice(b"last without an end");
        want.push("last without an end".into());
        assert!(text.len() > 2 * BLOCK);
        let (mut got, mut bytes) = (Vec::new(), 0);
        std::thread::scope(|scope| {
            let mut input = Inflated::start(scope, "test", &text[..]).unwrap();
            each_line(&mut input, &|e| Error::io(Doing::Read, "test", e), &|_| unreachable!(), |line, n| {
                got.push(String::from_utf8(line.to_vec()).unwrap());
                bytes += n;
                Ok(())
            })
            .unwrap();
        });
        assert_eq!(got, want);
        assert_eq!(bytes, text.len() as u64);
    }
}
