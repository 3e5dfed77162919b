//! The store as a run has opened it: its manifest, and what has been read of it, each thing read
//! once however many questions ask for it at the same time (a lock per thing is held while it is
//! read, so concurrent askers wait for the one read instead of repeating it).
//!
//! What a statement costs is the files read (BENCHMARKS.md): a company's filings are chosen from
//! the keys of its `sub` rows (five columns of every quarter), only the chosen filing's whole row
//! is read, then its `num` and `pre` pages. A question about many companies (`compare`) reads all
//! of the keys of `sub` once instead, and every company's filing of a quarter in one pass over its
//! tables: as filed ([`Opened::held_batched`]) or what the standardization reads
//! ([`Opened::batched`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::error::Result;
use crate::model::datasets::{NumRow, SubRow, instance_prefix};
use crate::parallel;
use crate::sec::sets::Held;
use crate::standard::Input;
use crate::store::read::several::{Columns, Keep, several};
use crate::store::{FilingKey, Keys, Quarter, Reader, Store};

use super::names::{Named, Today};

/// The most filings kept read in memory at once.
const HELD_MAX: usize = 2048;
/// From this many companies asked about in one run (a `compare`), every company's filings are
/// read in one pass over `sub` instead of a filtered pass each.
pub(super) const EVERYONE_AFTER: usize = 8;

pub(super) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A value read once: the first asker reads it holding the lock, the others wait for it.
type Once<T> = Arc<Mutex<Option<Arc<T>>>>;

/// The value of `cell`, read by `read` if it was not yet; `read`'s error (the store's, or finq's)
/// is said as finq's.
fn once<T, E>(cell: &Once<T>, read: impl FnOnce() -> Result<T, E>) -> Result<Arc<T>>
where
    crate::error::Error: From<E>,
{
    let mut slot = lock(cell);
    if let Some(v) = &*slot {
        return Ok(v.clone());
    }
    let v = Arc::new(read()?);
    *slot = Some(v.clone());
    Ok(v)
}

/// The store as opened: its manifest, and what has been read of it.
pub(super) struct Opened {
    dir: PathBuf,
    /// The manifest's file as it was when the store was opened: a new one (an import committed)
    /// makes the next question open the store again.
    stamp: Option<(u64, u64, i128)>,
    pub reader: Reader,
    pub(super) filers: Once<Filers>,
    /// The SEC's ticker list kept with the store, read once (`None`: it keeps none).
    today: Once<Option<Today>>,
    /// How many tickers this run has looked up: from [`EVERYONE_AFTER`] on, every filer's
    /// prefix is read at once.
    tickers_asked: Mutex<usize>,
    companies: Mutex<HashMap<i64, Once<Vec<FilingKey>>>>,
    /// Every company's filings, once [`EVERYONE_AFTER`] companies have been asked about.
    pub(super) everyone: Once<Keys>,
    held: Mutex<HashMap<String, Once<Held>>>,
    /// The standardization's inputs of the filings a run said it would ask for, by quarter and
    /// accession number: read together by the first question ([`Opened::batched`]), each taken
    /// by its own. `None` until then.
    batch: Batch<Input>,
    /// The same of the filings a run said it would ask for as filed ([`Opened::held_batched`]).
    held_batch: Batch<Held>,
    /// Filings' numbers as the quarters read them (`--discrete`): a second, wider read of a
    /// company's filings (older ones too) reads only those the first did not.
    plain: Mutex<HashMap<String, Arc<Vec<NumRow>>>>,
}

/// Filings read together for the questions a run said it would ask, by quarter and accession
/// number, each taken by its own question; `None` until the first asks.
type Batch<T> = Mutex<Option<HashMap<(String, String), T>>>;

/// Tickers as the store knows them: the prefixes of the filers' instance names (lower case),
/// each the CIK of the latest filing under it, and each CIK's latest prefix. Of filings under one
/// prefix on one day, the last in the store's order (quarter, then CIK, then accession number)
/// wins, here and in [`Opened::cik_of`]'s quarter-by-quarter look-up alike.
pub(super) struct Filers {
    by_prefix: HashMap<String, (i32, i64)>,
    pub prefix_of: HashMap<i64, (i32, String)>,
}

impl Filers {
    fn read(reader: &Reader) -> Result<Filers> {
        let (mut by_prefix, mut prefix_of) =
            (HashMap::<String, (i32, i64)>::new(), HashMap::<i64, (i32, String)>::new());
        // Quarters oldest first: of filings on one day, the later quarter's wins. A prefix is
        // copied only when it is new (instance names are lower case but for a few).
        reader.filers(|cik, filed, instance| {
            let Some(p) = instance_prefix(instance) else { return };
            let lower;
            let p = if p.bytes().any(|b| b.is_ascii_uppercase()) {
                lower = p.to_ascii_lowercase();
                lower.as_str()
            } else {
                p
            };
            match by_prefix.get_mut(p) {
                Some(at) if at.0 > filed => {}
                Some(at) => *at = (filed, cik),
                None => {
                    by_prefix.insert(p.to_string(), (filed, cik));
                }
            }
            match prefix_of.get_mut(&cik) {
                Some((at, _)) if *at > filed => {}
                Some((at, was)) if was == p => *at = filed,
                _ => {
                    prefix_of.insert(cik, (filed, p.to_string()));
                }
            }
        })?;
        Ok(Filers { by_prefix, prefix_of })
    }

    /// The prefix a ticker names, lower case (`BRK.B`: `brk`; a prefix is letters and digits).
    fn key(ticker: &str) -> String {
        let lower = ticker.to_ascii_lowercase();
        lower.split(['.', '-']).next().unwrap_or(&lower).to_string()
    }

    /// The CIK a ticker names: the latest filer under its prefix.
    pub fn cik(&self, ticker: &str) -> Option<i64> {
        self.by_prefix.get(&Filers::key(ticker)).map(|(_, cik)| *cik)
    }

    /// Every prefix (lower case) with the CIK of its latest filing.
    pub fn prefixes(&self) -> impl Iterator<Item = (&str, i64)> {
        self.by_prefix.iter().map(|(p, (_, cik))| (p.as_str(), *cik))
    }

    /// A CIK's ticker as the store knows it (upper case).
    pub fn ticker(&self, cik: i64) -> Option<String> {
        self.prefix_of.get(&cik).map(|(_, p)| p.to_ascii_uppercase())
    }
}

impl Opened {
    pub fn open(dir: &Path) -> Result<Opened> {
        // The stamp before the manifest is read: a commit in between makes the next question
        // open the store again, never keep an older manifest than the one read.
        let stamp = crate::store::Manifest::stamp(dir);
        Ok(Opened {
            dir: dir.to_path_buf(),
            stamp,
            reader: Reader::open(&Store::at(dir))?,
            filers: Once::default(),
            today: Once::default(),
            tickers_asked: Mutex::default(),
            companies: Mutex::default(),
            everyone: Once::default(),
            held: Mutex::default(),
            batch: Mutex::default(),
            held_batch: Mutex::default(),
            plain: Mutex::default(),
        })
    }

    /// Whether this is the store at `dir` as it is now: no import has committed since it was
    /// opened (a server answers from a new quarter from the next question on). Until then
    /// every file this snapshot opened stays readable, whatever an import does to the folders.
    pub fn fresh(&self, dir: &Path) -> bool {
        self.dir == dir && self.stamp.is_some() && crate::store::Manifest::stamp(dir) == self.stamp
    }

    /// The SEC's ticker list kept with the store, read once; `None` when it keeps none.
    pub fn today(&self) -> Result<Arc<Option<Today>>> {
        once(&self.today, || Today::read(&Store::at(&self.dir)))
    }

    /// What a subject names: digits are a CIK; a ticker is today's company where the ticker
    /// list kept with the store has it and the store holds that company's filings, else the
    /// store's filer under that prefix ([`Self::cik_of`]) — unless that is another company than
    /// today's ([`Named::Moved`]).
    pub fn named(&self, subject: &str) -> Result<Named> {
        if subject.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(subject.parse().ok().map_or(Named::Unknown, Named::Cik));
        }
        let today = self.today()?;
        if let Some((cik, title)) = today.as_ref().as_ref().and_then(|t| t.company(subject)) {
            if !self.filings(cik)?.is_empty() {
                return Ok(Named::Cik(cik));
            }
            return Ok(match self.cik_of(subject)? {
                Some(then) if then != cik => Named::Moved { today: (cik, title.to_string()), then },
                _ => Named::Cik(cik),
            });
        }
        Ok(self.cik_of(subject)?.map_or(Named::Unknown, Named::Cik))
    }

    /// The name of the company `cik` in its latest filing the store holds.
    pub fn name_of(&self, cik: i64) -> Result<Option<String>> {
        let filings = self.filings(cik)?;
        let Some(latest) = filings.iter().max_by(|a, b| (&a.filed, &a.accepted).cmp(&(&b.filed, &b.accepted))) else {
            return Ok(None);
        };
        Ok(self.reader.filing_at(latest)?.map(|row| row.name))
    }

    /// The CIK a subject names by the data sets alone: digits are a CIK (no look-up needed); a
    /// ticker is looked up as the prefix of the filers' instance names.
    pub fn cik_of(&self, subject: &str) -> Result<Option<i64>> {
        if subject.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(subject.parse().ok());
        }
        let asked = {
            let mut asked = lock(&self.tickers_asked);
            *asked += 1;
            *asked
        };
        if asked > EVERYONE_AFTER || lock(&self.filers).is_some() {
            return Ok(self.filers()?.cik(subject));
        }
        // A few tickers: each is looked for in the newest quarter first, which holds the
        // prefix's latest filing when it holds any (a quarter's data set holds what was filed
        // in it), so a company that still files is found in one quarter.
        let key = Filers::key(subject);
        for (quarter, _) in self.reader.quarters().collect::<Vec<_>>().into_iter().rev() {
            let mut latest: Option<(i32, i64)> = None;
            self.reader.filers_in(quarter, |cik, filed, instance| {
                let same = instance_prefix(instance).is_some_and(|p| p.eq_ignore_ascii_case(&key));
                if same && latest.is_none_or(|(at, _)| filed >= at) {
                    latest = Some((filed, cik));
                }
            })?;
            if let Some((_, cik)) = latest {
                return Ok(Some(cik));
            }
        }
        Ok(None)
    }

    pub fn filers(&self) -> Result<Arc<Filers>> {
        once(&self.filers, || Filers::read(&self.reader))
    }

    /// A company's filings' keys, oldest first.
    pub fn filings(&self, cik: i64) -> Result<Arc<Vec<FilingKey>>> {
        let cell = {
            let mut companies = lock(&self.companies);
            if companies.len() >= EVERYONE_AFTER && !companies.contains_key(&cik) {
                None
            } else {
                Some(companies.entry(cik).or_default().clone())
            }
        };
        match cell {
            Some(cell) => once(&cell, || self.reader.filing_keys(cik)),
            None => Ok(Arc::new(self.everyone()?.of(cik))),
        }
    }

    /// Every company's filings' keys, read once.
    fn everyone(&self) -> Result<Arc<Keys>> {
        once(&self.everyone, || self.reader.all_keys())
    }

    /// The filing `key` names, with its numbers and presentation lines: from the filings
    /// `expected` names, read together by the first question that asks for one
    /// ([`Self::held_batched`]), else read on its own; kept for the questions after it.
    pub fn held(&self, key: &FilingKey, expected: impl FnOnce() -> Vec<FilingKey>) -> Result<Arc<Held>> {
        let cell = {
            let mut held = lock(&self.held);
            if held.len() >= HELD_MAX && !held.contains_key(&key.adsh) {
                held.clear();
            }
            held.entry(key.adsh.clone()).or_default().clone()
        };
        once(&cell, || {
            if let Some(held) = self.held_batched(key, expected) {
                return Ok(held);
            }
            let row = self.reader.filing_at(key)?.ok_or_else(|| {
                crate::error::Error::service(format!(
                    "the bulk store's {} lists {} of CIK {} but has no row for it; import {} again",
                    key.quarter, key.adsh, key.cik, key.quarter
                ))
            })?;
            read_held(&self.reader, row)
        })
    }

    /// The numbers of the filing `key` names without their footnotes (what the quarters read),
    /// read once ([`HELD_MAX`] filings at most kept).
    pub fn plain_numbers(&self, key: &FilingKey) -> Result<Arc<Vec<NumRow>>> {
        if let Some(n) = lock(&self.plain).get(&key.adsh) {
            return Ok(n.clone());
        }
        // Read without the lock: the filings of one question are read side by side.
        let numbers = Arc::new(self.reader.plain_numbers_at(key)?);
        let mut plain = lock(&self.plain);
        if plain.len() >= HELD_MAX {
            plain.clear();
        }
        plain.insert(key.adsh.clone(), numbers.clone());
        Ok(numbers)
    }

    /// The filing `key` names with what the standardization reads of it only
    /// ([`Reader::standard_rows`]): not kept (a batch asks for each filing's standardized
    /// statement once), nor put where a statement as filed would find it.
    pub fn held_for_standard(&self, key: &FilingKey) -> Result<Held> {
        let filing = self.reader.filing_at(key)?.ok_or_else(|| {
            crate::error::Error::service(format!(
                "the bulk store's {} lists {} of CIK {} but has no row for it; import {} again",
                key.quarter, key.adsh, key.cik, key.quarter
            ))
        })?;
        let (numbers, pre) = self.reader.standard_rows(&filing)?;
        Ok(Held { filing, pre, numbers })
    }

    /// `key`'s standardization input, from the filings `expected` names (the first call reads
    /// them all, one pass per quarter, the quarters on a few threads; the callers after it wait
    /// for that read). `None`: `key` is not among them (or was taken already, or their read
    /// failed): the caller reads it on its own, and says why where that fails too.
    pub fn batched(&self, key: &FilingKey, expected: impl FnOnce() -> Vec<FilingKey>) -> Option<Input> {
        let rules = crate::standard::rules();
        take_batched(&self.batch, key, expected, |q, keys| {
            super::standard::standard_inputs(&self.reader, q, keys, rules)
        })
    }

    /// `key`'s numbers and presentation lines as filed, from the filings `expected` names, read
    /// as [`Self::batched`] reads them (every column: the same rows as [`read_held`]). `None`:
    /// `key` is not among them, or was taken already.
    fn held_batched(&self, key: &FilingKey, expected: impl FnOnce() -> Vec<FilingKey>) -> Option<Held> {
        take_batched(&self.held_batch, key, expected, |q, keys| held_several(&self.reader, q, keys))
    }

    pub fn quarters(&self) -> Vec<Quarter> {
        self.reader.quarters().filter_map(|(q, _)| Quarter::parse(q)).collect()
    }

    /// "the store's 2009q3 data set, imported 2026-11-20": where an answer came from, for messages.
    pub fn data_set(&self, quarter: &str) -> String {
        match self.reader.manifest().quarters.get(quarter) {
            Some(e) => format!(
                "the store's {quarter} data set, imported {}",
                e.imported_at.get(..10).unwrap_or(&e.imported_at)
            ),
            None => format!("the store's {quarter} data set"),
        }
    }

    /// "2009q3" or "2009q1 to 2024q4, 12 quarters", for messages.
    pub fn held_span(&self) -> String {
        let q = self.quarters();
        match (q.first(), q.last()) {
            (Some(a), Some(b)) if a == b => a.to_string(),
            (Some(a), Some(b)) => format!("{a} to {b}, {} quarters", q.len()),
            _ => "no quarters".into(),
        }
    }
}

/// `key`'s part of `batch`, which the first call fills with `read` of each quarter of the
/// filings `expected` names (the quarters on a few threads; the callers after it wait for that
/// read). A quarter whose read failed holds nothing: its filings are read on their own.
fn take_batched<T: Send>(
    batch: &Batch<T>,
    key: &FilingKey,
    expected: impl FnOnce() -> Vec<FilingKey>,
    read: impl Fn(&str, &[FilingKey]) -> Result<HashMap<String, T>> + Sync,
) -> Option<T> {
    let mut slot = lock(batch);
    let batch = slot.get_or_insert_with(|| {
        let keys = expected();
        let mut quarters: Vec<&str> = keys.iter().map(|k| k.quarter.as_str()).collect();
        quarters.sort_unstable();
        quarters.dedup();
        let read = parallel::each(&quarters, |q| read(q, &keys));
        let mut batch = HashMap::new();
        for (q, made) in quarters.iter().zip(read.unwrap_or_default()) {
            batch.extend(made.into_iter().map(|(adsh, t)| ((q.to_string(), adsh), t)));
        }
        batch
    });
    batch.remove(&(key.quarter.clone(), key.adsh.clone()))
}

/// Each filing of `keys` (all of `quarter`) that the quarter's `sub` holds, as [`read_held`]
/// reads it, read together ([`several`]).
fn held_several(reader: &Reader, quarter: &str, keys: &[FilingKey]) -> Result<HashMap<String, Held>> {
    let keep =
        Keep { columns: Columns::Whole, line: &|_: &str, _: &str| true, numbers: &|f, numbers| (f.clone(), numbers) };
    let read = several(reader, quarter, keys, &keep)?;
    Ok(read.into_iter().map(|(adsh, ((filing, numbers), pre))| (adsh, Held { filing, pre, numbers })).collect())
}

/// A filing's numbers and presentation lines, read from the store for every statement asked of it.
pub(super) fn read_held(reader: &Reader, filing: SubRow) -> Result<Held> {
    let pre = reader.presentation(&filing)?;
    let numbers = reader.numbers(&filing)?;
    Ok(Held { filing, pre, numbers })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every filing of the real quarters, read together as filed, is what the one filing's read
    /// holds, line for line; so is a few of them, read from the pages that hold them.
    #[test]
    fn several_filings_read_at_once_as_filed_are_each_as_read_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        for q in ["2009q3", "2010q1"] {
            crate::store::fixture::import(&store, &crate::store::fixture::zip(q));
        }
        let reader = Reader::open(&store).unwrap();
        let same = |a: &Held, b: &Held| a.filing == b.filing && a.numbers == b.numbers && a.pre == b.pre;
        for quarter in ["2009q3", "2010q1"] {
            let filings = reader.filings_in(quarter).unwrap();
            let keys: Vec<FilingKey> = filings.iter().map(FilingKey::from).collect();
            let together = held_several(&reader, quarter, &keys).unwrap();
            assert_eq!(together.len(), filings.len(), "{quarter}");
            for f in &filings {
                let alone = read_held(&reader, f.clone()).unwrap();
                assert!(same(&together[&f.adsh], &alone), "{quarter} {}", f.adsh);
            }
            assert!(together.values().any(|h| h.pre.iter().any(|p| p.inpth)), "parenthetical lines too");
            let few: Vec<FilingKey> = keys.iter().step_by(41).cloned().collect();
            let mut asked = few.clone();
            asked.push(FilingKey { adsh: "0000000000-00-000000".into(), ..keys[0].clone() });
            let together = held_several(&reader, quarter, &asked).unwrap();
            assert_eq!(together.len(), few.len(), "{quarter}");
            for k in &few {
                let alone = read_held(&reader, reader.filing_at(k).unwrap().unwrap()).unwrap();
                assert!(same(&together[&k.adsh], &alone), "{quarter} {}", k.adsh);
            }
        }
    }
}
