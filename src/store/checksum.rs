//! finq's own checksums of the store's Parquet files, so that a damaged byte is an error and never
//! a different answer. The parquet crate checks no page checksum it did not write (and writes
//! none), and a page checksum would not cover the footer or the page index, where one flipped byte
//! already turned into a panic or a filer silently left out. So every file is checked in two parts:
//!
//! - **the data** (every row group, from the file's first byte to the end of its last row group)
//!   in blocks of [`BLOCK`] bytes, a CRC-32 each, computed as the bytes are written and kept in the
//!   file's own footer (key-value metadata [`KEY`]);
//! - **the tail** (page index and footer, to the file's end), one CRC-32 kept in the manifest
//!   beside the quarter ([`Tail`]), which has a checksum of its own.
//!
//! A read checks exactly the blocks it touches: one company's statement reads a few pages of each
//! file, and checks those (a few KiB each), not the whole file. CRC-32 finds every burst of
//! damage up to 32 bits long, so any one damaged byte; it guards against damage (a disk, a copy, a
//! stray write), not against someone who rewrites the store's files and its manifest together.

use serde::{Deserialize, Serialize};

/// Bytes per checked block of a file's data: small enough that reading one page of `sub` (a few
/// KiB) checks little more than the page, large enough that a quarter's largest file keeps its
/// list of checksums in a few tens of KiB.
pub const BLOCK: u64 = 16 << 10;

/// The key of a file's key-value metadata that holds its blocks' checksums:
/// `crc32/16384:` and eight hex digits a block.
pub const KEY: &str = "finq.checksums";

const PREFIX: &str = "crc32/16384:";

/// The CRC-32 of `bytes`.
pub fn crc(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

/// Where a file's tail starts (the end of its last row group) and its CRC-32, to the file's end.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tail {
    pub at: u64,
    pub crc32: u32,
}

/// The checksums of a file being written, computed from the bytes as they go by: one a block of
/// the data, then, once the tail is begun ([`Blocks::begin_tail`]), one of the rest.
#[derive(Default)]
pub struct Blocks {
    done: Vec<u32>,
    block: crc32fast::Hasher,
    in_block: u64,
    written: u64,
    tail: Option<(u64, crc32fast::Hasher)>,
}

impl Blocks {
    pub fn update(&mut self, mut bytes: &[u8]) {
        self.written += bytes.len() as u64;
        if let Some((_, tail)) = &mut self.tail {
            tail.update(bytes);
            return;
        }
        while !bytes.is_empty() {
            let room = (BLOCK - self.in_block) as usize;
            let (now, rest) = bytes.split_at(room.min(bytes.len()));
            self.block.update(now);
            self.in_block += now.len() as u64;
            if self.in_block == BLOCK {
                self.done.push(std::mem::take(&mut self.block).finalize());
                self.in_block = 0;
            }
            bytes = rest;
        }
    }

    /// Ends the data here (its last block may be short) and begins the tail; returns the data's
    /// checksums as [`KEY`]'s value.
    pub fn begin_tail(&mut self) -> String {
        if self.in_block > 0 {
            self.done.push(std::mem::take(&mut self.block).finalize());
            self.in_block = 0;
        }
        self.tail = Some((self.written, crc32fast::Hasher::new()));
        encode(&self.done)
    }

    /// The tail's start and checksum, once it is written.
    pub fn tail(&self) -> Option<Tail> {
        self.tail.as_ref().map(|(at, h)| Tail { at: *at, crc32: h.clone().finalize() })
    }
}

/// The checksums as [`KEY`]'s value.
pub fn encode(blocks: &[u32]) -> String {
    let mut out = String::with_capacity(PREFIX.len() + blocks.len() * 8);
    out.push_str(PREFIX);
    for b in blocks {
        out.push_str(&format!("{b:08x}"));
    }
    out
}

/// The checksums of a file whose data is `data` bytes long, from [`KEY`]'s value: `None` unless
/// it holds exactly one for each block.
pub fn decode(text: &str, data: u64) -> Option<Vec<u32>> {
    let hex = text.strip_prefix(PREFIX)?;
    let count = data.div_ceil(BLOCK);
    if hex.len() as u64 != count * 8 {
        return None;
    }
    (0..hex.len()).step_by(8).map(|i| u32::from_str_radix(hex.get(i..i + 8)?, 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_and_tail_as_written_in_any_pieces() {
        let data: Vec<u8> = (0..BLOCK * 2 + 100).map(|i| (i * 7 % 251) as u8).collect();
        let tail = b"footer and index";
        let mut whole = Blocks::default();
        whole.update(&data);
        let key = whole.begin_tail();
        whole.update(tail);
        let mut pieces = Blocks::default();
        for chunk in data.chunks(999) {
            pieces.update(chunk);
        }
        assert_eq!(pieces.begin_tail(), key);
        pieces.update(&tail[..3]);
        pieces.update(&tail[3..]);
        assert_eq!(pieces.tail(), whole.tail());
        assert_eq!(whole.tail(), Some(Tail { at: data.len() as u64, crc32: crc(tail) }));
        let blocks = decode(&key, data.len() as u64).unwrap();
        assert_eq!(blocks, [crc(&data[..16384]), crc(&data[16384..32768]), crc(&data[32768..])]);
        // One block more or fewer than the data has, or anything else, is not a list.
        assert_eq!(decode(&key, data.len() as u64 + BLOCK), None);
        assert_eq!(decode(&key, 10), None);
        assert_eq!(decode("crc32/16384:zzzzzzzz", 10), None);
        assert_eq!(decode("", 0), None);
        assert_eq!(decode(&encode(&[]), 0), Some(vec![]));
    }
}
