//! The import wing: one quarter's zip into the store. Check that it is a data set, then read its
//! four tables at once ([`job`]) — `num.txt`, `pre.txt` and `tag.txt` each on a thread of its own, and
//! `sub.txt` (small) on the calling thread, ranking its filings by (cik, adsh); num and pre wait
//! for those ranks, then group their lines by filing through the bounded sorter ([`sort`]), tag
//! goes as it comes — each line checked and typed ([`write`], [`columns`], [`typing`]) and encoded
//! ([`encode`]) with finq's checksums — and commit the quarter whole ([`commit`]). The first table
//! that fails stops the others; nothing reaches the store before every line has been read and
//! checked, and a zip that is not a whole data set (a table missing, empty or with columns that
//! are not the SEC's) is refused with the old quarter kept.

mod columns;
mod commit;
mod encode;
mod face_table;
mod filings;
mod job;
pub(super) mod limits;
mod lines;
mod sort;
mod std_table;
mod typing;
mod write;

use std::cell::RefCell;
use std::collections::HashMap;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Instant, SystemTime};

use zip::ZipArchive;

pub use commit::Locked;

use super::Quarter;
use super::checksum::Tail;
use super::error::{Doing, Error, Fault, Result};
use super::manifest::{PerTable, QuarterEntry};
use super::read::Reader;
use super::schema::Table;
use crate::model::datasets::StdRows;
use face_table::{Face, Teed};
use filings::Told;
use job::{Job, SubWritten};
use lines::zip_error;

/// How an import may use memory.
#[derive(Debug, Clone, Copy)]
pub struct ImportOptions {
    /// Bytes of `num` and `pre` text held, the two together (they are read at the same time),
    /// before sorted runs spill to disk: five eighths for num, three for pre.
    pub sort_budget: usize,
}

impl Default for ImportOptions {
    fn default() -> Self {
        // A third of today's largest `num.txt` and two thirds of its `pre.txt`: with the Parquet
        // writers' buffers, peak memory stays well under 500 MB.
        Self { sort_budget: 256 << 20 }
    }
}

impl ImportOptions {
    fn budget(&self, table: Table) -> usize {
        let eighths = if table == Table::Num { 5 } else { 3 };
        self.sort_budget / 8 * eighths
    }

    /// Bytes of `face`'s rows held before they are spilled: an eighth of the budget (num's and
    /// pre's sorters are done by then; the standardization holds its chunk meanwhile).
    fn face_budget(&self) -> usize {
        self.sort_budget / 8
    }
}

/// What one import did.
#[derive(Debug, Clone)]
pub struct Imported {
    pub quarter: Quarter,
    pub entry: QuarterEntry,
    /// Whether the store held the quarter before (and now holds this import instead).
    pub replaced: bool,
    pub seconds: f64,
    /// What the import noticed but did not refuse (filings filed outside the quarter).
    pub warnings: Vec<String>,
}

/// One table's text inside the zip.
struct Entry {
    index: usize,
    size: u64,
}

/// Imports the data set in `zip_path` as `quarter` (or the quarter its file name names),
/// replacing the quarter if the store holds it, with the `std` table `standard` makes of it and
/// the `face` table.
/// `progress` is told the uncompressed bytes read so far and the total.
pub fn import_zip(
    store: &Locked,
    zip_path: &Path,
    quarter: Option<Quarter>,
    options: ImportOptions,
    standard: &dyn StdRows,
    progress: &dyn Fn(u64, u64),
) -> Result<Imported> {
    let started = Instant::now();
    let shown = zip_path.display().to_string();
    let quarter = quarter_of(&shown, zip_path, quarter)?;
    let file = File::open(zip_path).map_err(|e| Error::io(Doing::Read, &shown, e))?;
    let source_bytes = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut archive = ZipArchive::new(BufReader::with_capacity(1 << 16, file)).map_err(|e| zip_error(&shown, e))?;
    let entries = tables_in(&shown, &mut archive)?;
    let generation = generation();
    let staged = store.stage(quarter, &generation)?;
    let job = Job {
        shown: &shown,
        zip_path,
        dir: staged.path().to_path_buf(),
        generation: &generation,
        quarter,
        read: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        options,
    };
    job.folders()?;
    let (sub, outcomes) = read_tables(&job, &mut archive, &entries, progress);
    drop(archive);
    let (rows, tails, mut warnings) = written(sub, outcomes)?;
    whole(&shown, &rows)?;
    let mut bytes = PerTable::default();
    for table in Table::ALL {
        bytes.set(table, size(&job.path(table))?);
    }
    let source = zip_path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut entry = QuarterEntry {
        generation: generation.clone(),
        imported_at: crate::model::date::rfc3339(SystemTime::now()),
        source,
        source_bytes,
        rows,
        bytes,
        tails: Some(tails),
        standard: None,
    };
    let left_out = made_tables(store, &job, &mut entry, standard)?;
    warnings.extend(left_out.into_iter().map(|w| format!("{shown}: {w}")));
    let _ = std::fs::remove_dir_all(staged.path().join("tmp"));
    let replaced = store.manifest()?.quarters.contains_key(&quarter.to_string());
    crate::hold::at("import:staged");
    store.commit(staged, quarter, &entry)?;
    warnings.retain(|w| !w.is_empty());
    Ok(Imported { quarter, entry, replaced, seconds: started.elapsed().as_secs_f64(), warnings })
}

/// Writes finq's own tables of the staged quarter `entry` describes, from one reading of it (its
/// checksums checked as it is read), and counts them in `entry`: the standardized values
/// (`std`, made by `standard`) and the screens' table (`face`, `num`'s numbers offered to it as
/// the standardization reads them). Returns what the standardization left out, a sentence each.
fn made_tables(store: &Locked, job: &Job, entry: &mut QuarterEntry, standard: &dyn StdRows) -> Result<Vec<String>> {
    // num's and pre's runs are merged: face spills beside them in a folder of its own.
    for table in [Table::Num, Table::Pre] {
        let _ = std::fs::remove_dir_all(job.tmp(table));
    }
    let name = job.quarter.to_string();
    let reader = Reader::staged(&store.store, &name, entry)?;
    let budget = job.options.face_budget();
    let face = RefCell::new(Face::new(reader.filing_periods(&name)?, budget, &job.tmp(Table::Face)));
    let std_path = job.path(Table::Std);
    let teed = Teed { tables: &reader.quarter(&name), face: &face };
    let (std_rows, std_tail, left_out) = std_table::write(&name, &teed, &std_path, standard)?;
    let mut face = face.into_inner();
    if !face.taken() {
        reader.each_number(&name, &mut |n| face.take(n))?;
    }
    let face_path = job.path(Table::Face);
    let (face_rows, face_tail) = face.write(&face_path, &name)?;
    entry.rows.std = std_rows;
    entry.bytes.std = size(&std_path)?;
    entry.rows.face = face_rows;
    entry.bytes.face = size(&face_path)?;
    if let Some(t) = entry.tails.as_mut() {
        t.std = std_tail;
        t.face = face_tail;
    }
    entry.standard = Some(standard.version().to_string());
    Ok(left_out)
}

/// The quarter a zip is imported as: the one given, or the one its file name names.
fn quarter_of(shown: &str, zip_path: &Path, given: Option<Quarter>) -> Result<Quarter> {
    let quarter =
        given.or_else(|| Quarter::in_file_name(zip_path)).ok_or_else(|| Error::NoQuarter { zip: shown.into() })?;
    if quarter < Quarter::FIRST {
        return Err(Error::BeforeFirst { zip: shown.into(), quarter });
    }
    Ok(quarter)
}

/// Where each of the data set's tables is in the zip, and its size: a zip without one of them is
/// not a data set.
fn tables_in(shown: &str, archive: &mut ZipArchive<BufReader<File>>) -> Result<HashMap<Table, Entry>> {
    let mut entries = HashMap::new();
    for t in Table::ALL {
        let index = (0..archive.len()).find(|&i| {
            archive.name_for_index(i).and_then(|r| r.ok()).is_some_and(|n| {
                let base = n.rsplit('/').next().unwrap_or(&n);
                base.eq_ignore_ascii_case(t.file_name())
            })
        });
        let Some(index) = index else {
            return Err(Error::not_a_data_set(shown, Fault::NoTable { file: t.file_name() }));
        };
        let size = archive.by_index_raw(index).map_err(|e| zip_error(shown, e))?.size();
        entries.insert(t, Entry { index, size });
    }
    Ok(entries)
}

/// One table's outcome: the rows written and the file's tail, or `None` when it gave up because
/// another failed.
type TableOutcome = (Table, Result<Option<(u64, Tail)>>);

/// What reading `sub` came to, and each other table's outcome in the order they finished.
type Outcomes = (Result<SubWritten>, Vec<TableOutcome>);

/// Reads the four tables at once: num, pre and tag each on a thread of its own with its own
/// inflater and encoder, started before sub is read here: tag needs nothing of it, and num and
/// pre inflate their first blocks meanwhile, then wait for their filings' ranks and CIKs. num's
/// reading, grouping and encoding each leave a core partly idle, which the smaller tables fill.
/// This thread then keeps the progress bar and collects the outcomes; the first failure stops the
/// others.
fn read_tables(
    job: &Job,
    archive: &mut ZipArchive<BufReader<File>>,
    entries: &HashMap<Table, Entry>,
    progress: &dyn Fn(u64, u64),
) -> Outcomes {
    let total: u64 = entries.values().map(|e| e.size).sum();
    let filings = OnceLock::new();
    let filings = &filings;
    std::thread::scope(|scope| {
        // However this ends (an error, a panic), the tables waiting for the filings are told.
        let told = Told(filings);
        let (done, finished) = std::sync::mpsc::channel();
        let mut outcomes = Vec::new();
        for table in [Table::Num, Table::Pre, Table::Tag] {
            let index = entries[&table].index;
            let done = done.clone();
            let spawned = std::thread::Builder::new().name(format!("finq-read-{}", table.name())).spawn_scoped(
                scope,
                move || {
                    let outcome = job.table(table, index, filings);
                    if outcome.is_err() {
                        job.stop.store(true, Ordering::Relaxed);
                    }
                    let _ = done.send((table, outcome));
                },
            );
            if let Err(e) = spawned {
                job.stop.store(true, Ordering::Relaxed);
                outcomes.push((table, Err(Error::NoThread(e))));
            }
        }
        drop(done);
        let sub = match job.read_sub(archive, &entries[&Table::Sub], total, progress) {
            Ok((read, written)) => {
                let _ = told.0.set(Some(read));
                Ok(written)
            }
            Err(e) => {
                job.stop.store(true, Ordering::Relaxed);
                Err(e)
            }
        };
        drop(told);
        loop {
            match finished.recv_timeout(std::time::Duration::from_millis(100)) {
                Ok(outcome) => outcomes.push(outcome),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            progress(job.read.load(Ordering::Relaxed), total);
        }
        (sub, outcomes)
    })
}

/// The rows and tails the tables were written with, and what the import noticed; or the failure
/// to tell.
fn written(sub: Result<SubWritten>, outcomes: Vec<TableOutcome>) -> Result<(PerTable, PerTable<Tail>, Vec<String>)> {
    // sub's failure first: the tables that need it gave up for want of it.
    let (sub_rows, sub_tail, warnings) = sub?;
    let mut rows = PerTable::default();
    let mut tails = PerTable::<Tail>::default();
    rows.sub = sub_rows;
    tails.sub = sub_tail;
    // The first failure is the one to tell (in the order they came): the other tables only
    // stopped because of it.
    let mut gave_up = false;
    for (table, outcome) in outcomes {
        match outcome {
            Ok(Some((written, tail))) => {
                rows.set(table, written);
                tails.set(table, tail);
            }
            Ok(None) => gave_up = true,
            Err(e) => return Err(e),
        }
    }
    if gave_up {
        // A table stops only when another fails, which then said why: never committed without.
        return Err(Error::GaveUp);
    }
    Ok((rows, tails, warnings))
}

/// A data set whose filings have no numbers (or lines, or tags) is not whole: the quarter held
/// stays.
fn whole(shown: &str, rows: &PerTable) -> Result<()> {
    for table in [Table::Num, Table::Pre, Table::Tag] {
        if rows.get(table) == 0 {
            return Err(Error::not_a_data_set(shown, Fault::Empty { file: table.file_name(), filings: rows.sub }));
        }
    }
    Ok(())
}

/// The size of a file written.
fn size(path: &Path) -> Result<u64> {
    std::fs::metadata(path).map(|m| m.len()).map_err(|e| Error::io(Doing::Read, path, e))
}

/// A unique name for one import's files: the time in microseconds and the process.
fn generation() -> String {
    let micros = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
    format!("{micros:x}-{:x}", std::process::id())
}
