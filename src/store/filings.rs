//! A quarter's filings as `sub.txt` lists them, ranked by (cik, adsh): the rank every line of
//! num and pre is looked up by, and what the tables waiting for them share while sub is read.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::write::Filing;

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
