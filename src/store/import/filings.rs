//! A quarter's filings as `sub.txt` lists them: its lines read and checked ([`Sub::read`]), written
//! sorted by (cik, adsh) and ranked in that order ([`Sub::write`]) — the rank every line of num
//! and pre is looked up by — and what the tables waiting for them share while sub is read.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::super::error::{Error, Fault, LineFault, Result};
use super::super::{Quarter, text};
use super::limits::{MAX_LINE, WriteError};
use super::lines::{header, without_line_end};
use super::write::{Given, ListedFiling, TableWriter};

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
    pub by_rank: Vec<ListedFiling>,
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
            self.by_rank.push(ListedFiling { cik, adsh: Box::from(adsh) });
        }
        new
    }
}

/// `sub.txt` read: its lines in (cik, adsh) order, and when its filings were filed.
pub struct Sub<'t> {
    /// (cik, adsh, line number, line), sorted.
    rows: Vec<(i64, &'t [u8], u32, &'t [u8])>,
    /// The first and last day filed (days since 1970), of the lines whose date reads.
    pub filed: Option<(i32, i32)>,
    /// How many filings were filed in the quarter the zip is imported as.
    pub in_quarter: usize,
}

impl<'t> Sub<'t> {
    /// Reads the lines of `sub.txt` (`shown`: the zip, for messages), after `open` made the
    /// writer for its header (which checks it): each must hold its adsh and cik, and no line is
    /// split into more fields than the header has (or longer than [`MAX_LINE`]). The other
    /// fields are checked when written.
    pub fn read(
        text: &'t [u8],
        shown: &str,
        quarter: Quarter,
        open: impl FnOnce(&[&[u8]]) -> Result<TableWriter>,
    ) -> Result<(Sub<'t>, TableWriter)> {
        let mut lines = text.split(|b| *b == b'\n');
        let header = header(without_line_end(lines.next().unwrap_or_default()));
        let writer = open(&header)?;
        let col = |name: &str| header.iter().position(|f| f.eq_ignore_ascii_case(name.as_bytes()));
        let (Some(adsh_at), Some(cik_at)) = (col("adsh"), col("cik")) else {
            return Err(Error::not_a_data_set(shown, Fault::NoAdshOrCik));
        };
        let refused = |number: u32, why| {
            Error::not_a_data_set(shown, Fault::Line { file: "sub.txt", line: u64::from(number), why })
        };
        let filed_at = col("filed");
        let mut fields = Vec::new();
        let (mut filed, mut in_quarter) = (None::<(i32, i32)>, 0);
        let mut rows = Vec::new();
        for (n, line) in lines.enumerate() {
            let number = n as u32 + 2;
            let line = without_line_end(line);
            if line.is_empty() {
                continue;
            }
            if line.len() > MAX_LINE {
                return Err(refused(number, LineFault::TooLong { mib: MAX_LINE >> 20 }));
            }
            // Refused before it is held: lines of a few bytes would otherwise hold gigabytes of
            // rows within the file's cap.
            if !text::split_at_most(line, &mut fields, header.len()) || fields.len() != header.len() {
                let fields = if fields.len() > header.len() {
                    format!("more than {}", header.len())
                } else {
                    fields.len().to_string()
                };
                return Err(refused(number, LineFault::Fields { fields }));
            }
            let (Some(adsh), Some(cik)) = (fields.get(adsh_at), fields.get(cik_at)) else {
                return Err(refused(number, LineFault::TooFew));
            };
            if adsh.is_empty() {
                return Err(refused(number, LineFault::EmptyAdsh));
            }
            let cik = text::integer(cik).map_err(|why| {
                refused(number, LineFault::Cik { value: String::from_utf8_lossy(cik).into_owned(), why })
            })?;
            if let Some(day) = filed_at.and_then(|at| fields.get(at)).and_then(|d| text::date(d).ok()) {
                filed = Some(filed.map_or((day, day), |(a, b)| (a.min(day), b.max(day))));
                in_quarter += usize::from(Quarter::of_day(day) == quarter);
            }
            rows.push((cik, *adsh, number, line));
        }
        rows.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        Ok((Sub { rows, filed, in_quarter }, writer))
    }

    /// How many filings it lists.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Writes the filings in (cik, adsh) order into `writer` and ranks them; `bad_line` says
    /// why a line was refused.
    pub fn write(
        self,
        writer: &mut TableWriter,
        shown: &str,
        bad_line: &dyn Fn(u32, WriteError) -> Error,
    ) -> Result<Filings> {
        let mut filings = Filings::new(self.rows.len());
        for (cik, adsh, number, line) in self.rows {
            if !filings.add(adsh, cik) {
                let why = LineFault::Twice { adsh: String::from_utf8_lossy(adsh).into_owned() };
                return Err(Error::not_a_data_set(
                    shown,
                    Fault::Line { file: "sub.txt", line: u64::from(number), why },
                ));
            }
            writer.push(line, Given { cik, adsh: b"" }).map_err(|e| bad_line(number, e))?;
        }
        Ok(filings)
    }
}
