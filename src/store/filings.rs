//! A quarter's filings as `sub.txt` lists them: `sub.txt` read, written sorted by (cik, adsh) and
//! its filings ranked in that order — the rank every line of num and pre is looked up by — and
//! what the tables waiting for them share while sub is read.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufReader, Read};
use std::sync::OnceLock;

use zip::ZipArchive;

use super::import::{Entry, Job};
use super::lines::{read_error, without_line_end, zip_error};
use super::schema::Table;
use super::write::{Filing, Given};
use crate::error::Result;

/// The largest `sub.txt` read whole (today's are a few megabytes).
const SUB_CAP: u64 = 512 << 20;

/// What the tables of num and pre wait for: the filings, once sub is read (`None`: it could not
/// be, and they give up).
pub type Shared = OnceLock<Option<Filings>>;

/// Sets the filings to `None` when dropped before they were set: a table thread waiting for
/// them never waits for ever, whatever stopped sub's reading.
pub struct Told<'a>(pub &'a Shared);

impl Drop for Told<'_> {
    fn drop(&mut self) {
        let _ = self.0.set(None);
    }
}

/// The filings of a quarter: their ranks by adsh, and by rank the filings. Every line of num and pre
/// looks its filing up (they come in no order): an adsh of the SEC's length (20 bytes,
/// `0000950123-09-030426`) is a key of fixed size, hashed and compared without a loop or call;
/// any other is kept as its bytes. foldhash's seed is random per process, so a zip's adsh cannot
/// be chosen to collide.
pub struct Filings {
    sized: HashMap<[u8; 20], u32, foldhash::fast::RandomState>,
    other: HashMap<Box<[u8]>, u32, foldhash::fast::RandomState>,
    pub by_rank: Vec<Filing>,
}

impl Filings {
    pub fn new(capacity: usize) -> Self {
        Self {
            sized: HashMap::with_capacity_and_hasher(capacity, Default::default()),
            other: HashMap::default(),
            by_rank: Vec::with_capacity(capacity),
        }
    }

    pub fn rank(&self, adsh: &[u8]) -> Option<u32> {
        match <[u8; 20]>::try_from(adsh) {
            Ok(key) => self.sized.get(&key).copied(),
            Err(_) => self.other.get(adsh).copied(),
        }
    }

    /// Adds the filing `adsh` of `cik` as the next rank; `false` if it was there already.
    pub fn add(&mut self, adsh: &[u8], cik: i64) -> bool {
        let rank = self.by_rank.len() as u32;
        let new = match <[u8; 20]>::try_from(adsh) {
            Ok(key) => self.sized.insert(key, rank).is_none(),
            Err(_) => self.other.insert(Box::from(adsh), rank).is_none(),
        };
        if new {
            self.by_rank.push(Filing { cik, adsh: Box::from(adsh) });
        }
        new
    }
}

impl Job<'_> {
    /// Reads `sub.txt` out of the zip and imports it ([`Job::sub`]).
    pub(super) fn read_sub(
        &self,
        archive: &mut ZipArchive<BufReader<File>>,
        e: &Entry,
        total: u64,
        progress: &dyn Fn(u64, u64),
    ) -> Result<Filings> {
        let shown = self.shown;
        if e.size > SUB_CAP {
            return Err(super::malformed(format!("{shown}: sub.txt is larger than {} MiB", SUB_CAP >> 20)));
        }
        let mut text = Vec::with_capacity(e.size as usize);
        let reader = archive.by_index(e.index).map_err(|e| zip_error(shown, e))?;
        reader.take(SUB_CAP + 1).read_to_end(&mut text).map_err(|e| read_error(shown, "sub.txt", e))?;
        self.advance(text.len() as u64);
        progress(text.len() as u64, total);
        self.sub(&text)
    }

    /// Reads `sub.txt`, writes it sorted by (cik, adsh), and ranks its filings.
    pub(super) fn sub(&self, text: &[u8]) -> Result<Filings> {
        let mut lines = text.split(|b| *b == b'\n');
        let header = Self::header(without_line_end(lines.next().unwrap_or_default()));
        let mut writer = self.writer(Table::Sub, &header, None)?;
        let col = |name: &str| header.iter().position(|f| f.eq_ignore_ascii_case(name.as_bytes()));
        let (Some(adsh_at), Some(cik_at)) = (col("adsh"), col("cik")) else {
            return Err(super::malformed(format!("{}: sub.txt has no adsh or cik column", self.shown)));
        };
        let mut fields = Vec::new();
        // (cik, adsh, line number, text)
        let mut rows: Vec<(i64, &[u8], u32, &[u8])> = Vec::new();
        for (n, line) in lines.enumerate() {
            let number = n as u32 + 2;
            let line = without_line_end(line);
            if line.is_empty() {
                continue;
            }
            super::text::split(line, &mut fields);
            let (Some(adsh), Some(cik)) = (fields.get(adsh_at), fields.get(cik_at)) else {
                return Err(super::malformed(format!("{}: sub.txt line {number}: too few fields", self.shown)));
            };
            if adsh.is_empty() {
                return Err(super::malformed(format!("{}: sub.txt line {number}: the adsh is empty", self.shown)));
            }
            let cik = super::text::integer(cik).map_err(|why| {
                super::malformed(format!(
                    "{}: sub.txt line {number}, column cik: {} is {why}",
                    self.shown,
                    String::from_utf8_lossy(cik)
                ))
            })?;
            rows.push((cik, adsh, number, line));
        }
        rows.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let mut filings = Filings::new(rows.len());
        for (cik, adsh, number, line) in rows {
            if !filings.add(adsh, cik) {
                return Err(super::malformed(format!(
                    "{}: sub.txt line {number}: the filing {} is listed twice",
                    self.shown,
                    String::from_utf8_lossy(adsh)
                )));
            }
            writer.push(line, Given { cik, adsh: b"" }).map_err(|e| self.bad_line(Table::Sub, number, e))?;
        }
        writer.finish().map_err(|e| self.bad_line(Table::Sub, 0, e))?;
        Ok(filings)
    }
}
