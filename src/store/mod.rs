//! The bulk store: the SEC's quarterly Financial Statement Data Sets kept as Hive-partitioned
//! Parquet (`sub/quarter=2009q3/part-….parquet`, `num/…`, `pre/…`, `tag/…`), the same files
//! Spark, Trino and DuckDB read as they are. A bottom-level module: it knows files, not the
//! command line or the network (downloads arrive as zips on disk).
//!
//! A quarter is complete or absent. An import writes the whole quarter into one staging folder
//! (`.staging/2009q3-GEN/`, registered so that Ctrl-C removes it), then commits: a `COMMIT` note
//! (the quarter's manifest entry) is written into that folder, each table's partition folder is
//! swapped in by one rename (the old one moved into the staging folder), the manifest is
//! rewritten, and the staging folder with the old files is removed. A run killed at any point
//! leaves a staging folder that the next run either removes (no `COMMIT`: the old quarter, or
//! none, stays) or finishes committing (the new quarter). The manifest names the generation of
//! every quarter's files, so finq's reader never mixes two imports.
//!
//! [`schema`] documents every column; [`reader`] is the API the statement and compare commands
//! build on; [`screen`] reads one element across every filer.

mod columns;
mod encode;
mod filings;
mod import;
mod lines;
mod parallel;
pub mod reader;
mod scan;
pub mod schema;
pub mod screen;
mod sort;
pub mod text;
mod typing;
mod write;

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result};
use crate::files::FolderLock;
pub use import::{ImportOptions, Imported, import_zip};
pub use reader::{Filing, FilingKey, Keys, Number, Presentation, Reader, TagInfo};
pub use schema::Table;

/// The manifest's file name, in the store's root.
pub const MANIFEST: &str = "manifest.json";
/// Where quarters are staged before they are committed.
const STAGING: &str = ".staging";
/// Where `bulk fetch` keeps downloads (`2024q1.zip.part` while incomplete).
pub const DOWNLOADS: &str = ".downloads";
/// The note that makes a staged quarter committed.
const COMMIT: &str = "COMMIT";

/// A calendar quarter of the SEC's data sets, such as 2009q3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quarter {
    pub year: u16,
    pub q: u8,
}

impl Quarter {
    /// `2009q3` (or `2009Q3`); the data sets start with 2009q1.
    pub fn parse(text: &str) -> Option<Quarter> {
        let t = text.trim().to_ascii_lowercase();
        let (y, q) = t.split_once('q')?;
        let (year, q): (u16, u8) = (y.parse().ok().filter(|_| y.len() == 4)?, q.parse().ok().filter(|_| q.len() == 1)?);
        ((1..=4).contains(&q) && (1900..=2999).contains(&year)).then_some(Quarter { year, q })
    }

    /// The quarter a zip's file name names (`2009q3.zip`, `fsds-2009Q3.zip`), if any.
    pub fn in_file_name(path: &Path) -> Option<Quarter> {
        let name = path.file_name()?.to_string_lossy().to_ascii_lowercase();
        let b = name.as_bytes();
        (0..b.len().saturating_sub(5)).find_map(|i| {
            let fits = b[i..i + 4].iter().all(u8::is_ascii_digit)
                && b[i + 4] == b'q'
                && (b'1'..=b'4').contains(&b[i + 5])
                && b.get(i + 6).is_none_or(|c| !c.is_ascii_digit())
                && (i == 0 || !b[i - 1].is_ascii_digit());
            fits.then(|| Quarter::parse(&name[i..i + 6])).flatten()
        })
    }

    /// The newest quarter whose data set the SEC may have published by `today` (`YYYY-MM-DD…`):
    /// the calendar quarter before today's, since each comes out in the weeks after it ends.
    pub fn last_published(today: &str) -> Option<Quarter> {
        let year: u16 = today.get(..4)?.parse().ok()?;
        let month: u8 = today.get(5..7)?.parse().ok().filter(|m| (1..=12).contains(m))?;
        let q = (month - 1) / 3 + 1;
        Some(if q == 1 { Quarter { year: year - 1, q: 4 } } else { Quarter { year, q: q - 1 } })
    }

    pub fn next(self) -> Quarter {
        if self.q == 4 { Quarter { year: self.year + 1, q: 1 } } else { Quarter { year: self.year, q: self.q + 1 } }
    }
}

impl fmt::Display for Quarter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}q{}", self.year, self.q)
    }
}

/// Rows (or bytes) per table of one quarter.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerTable {
    pub sub: u64,
    pub num: u64,
    pub pre: u64,
    pub tag: u64,
}

impl PerTable {
    pub fn get(&self, t: Table) -> u64 {
        match t {
            Table::Sub => self.sub,
            Table::Num => self.num,
            Table::Pre => self.pre,
            Table::Tag => self.tag,
        }
    }
    pub fn set(&mut self, t: Table, v: u64) {
        match t {
            Table::Sub => self.sub = v,
            Table::Num => self.num = v,
            Table::Pre => self.pre = v,
            Table::Tag => self.tag = v,
        }
    }
    pub fn total(&self) -> u64 {
        self.sub + self.num + self.pre + self.tag
    }
}

/// What the manifest says of one quarter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuarterEntry {
    /// Names this import's files (`part-GEN.parquet`).
    pub generation: String,
    pub imported_at: String,
    /// The zip's file name, and its size.
    pub source: String,
    pub source_bytes: u64,
    pub rows: PerTable,
    pub bytes: PerTable,
}

/// `manifest.json`: the quarters the store holds, committed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub layout: u32,
    pub quarters: BTreeMap<String, QuarterEntry>,
}

impl Default for Manifest {
    fn default() -> Self {
        Self { layout: schema::LAYOUT_VERSION, quarters: BTreeMap::new() }
    }
}

/// A store at a folder (which need not exist yet).
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
}

/// The store, locked for writing by this process (one import or fetch at a time).
pub struct Locked {
    pub store: Store,
    _lock: FolderLock,
}

fn malformed(message: String) -> Error {
    Error::new(ErrorKind::Service, message)
}

impl Store {
    pub fn at(root: impl Into<PathBuf>) -> Store {
        Store { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where a table's partition of a quarter lives.
    pub fn partition(&self, table: Table, quarter: &str) -> PathBuf {
        self.root.join(table.name()).join(format!("quarter={quarter}"))
    }

    /// The Parquet file of a table's quarter, as the manifest names it.
    pub fn file(&self, table: Table, quarter: &str, entry: &QuarterEntry) -> PathBuf {
        self.partition(table, quarter).join(part_name(&entry.generation))
    }

    /// The manifest; an empty one when the store holds nothing yet.
    pub fn manifest(&self) -> Result<Manifest> {
        let path = self.root.join(MANIFEST);
        let bytes = match crate::files::read_regular(&path, 64 << 20) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Manifest::default()),
            Err(e) => return Err(Error::files(format!("cannot read {}", path.display()), &e)),
        };
        let manifest: Manifest = serde_json::from_slice(&bytes)
            .map_err(|e| malformed(format!("{} is damaged ({e}); import the quarters again", path.display())))?;
        if manifest.layout != schema::LAYOUT_VERSION {
            return Err(Error::usage(format!(
                "the store at {} has layout {}, this finq reads layout {}; import the quarters into a new folder",
                self.root.display(),
                manifest.layout,
                schema::LAYOUT_VERSION
            )));
        }
        Ok(manifest)
    }

    fn write_manifest(&self, manifest: &Manifest) -> Result<()> {
        let path = self.root.join(MANIFEST);
        let mut text =
            serde_json::to_vec_pretty(manifest).map_err(|e| Error::new(ErrorKind::Service, e.to_string()))?;
        text.push(b'\n');
        crate::files::write_whole(&path, &text, true, crate::files::Access::Shared)
            .map_err(|e| Error::files(format!("cannot write {}", path.display()), &e))
    }

    /// Creates the store's folder if needed, locks it for this process (a second writer is
    /// refused at once), and finishes or removes what an interrupted run left.
    pub fn lock(&self) -> Result<Locked> {
        let cannot =
            |e: &std::io::Error| Error::files(format!("cannot use the store folder {}", self.root.display()), e);
        std::fs::create_dir_all(self.root.join(STAGING)).map_err(|e| cannot(&e))?;
        let lock = match crate::files::lock_folder(&self.root) {
            Ok(Some(l)) => l,
            Ok(None) => {
                return Err(Error::usage(format!(
                    "another finq is writing to the store at {}; wait for it to finish",
                    self.root.display()
                )));
            }
            Err(e) => return Err(cannot(&e)),
        };
        let locked = Locked { store: self.clone(), _lock: lock };
        locked.recover()?;
        Ok(locked)
    }
}

fn part_name(generation: &str) -> String {
    format!("part-{generation}.parquet")
}

impl Locked {
    fn staging(&self) -> PathBuf {
        self.store.root.join(STAGING)
    }

    /// Finishes the commit of every staged quarter that has its `COMMIT` note, and removes the
    /// rest (imports that were killed before they were complete).
    fn recover(&self) -> Result<()> {
        let dir = self.staging();
        let entries =
            std::fs::read_dir(&dir).map_err(|e| Error::files(format!("cannot read {}", dir.display()), &e))?;
        for entry in entries.flatten() {
            let path = entry.path();
            match std::fs::read(path.join(COMMIT)) {
                Ok(note) => {
                    let (quarter, q): (String, QuarterEntry) = serde_json::from_slice(&note)
                        .map_err(|e| malformed(format!("{} is damaged: {e}", path.join(COMMIT).display())))?;
                    self.swap_in(&path, &quarter, &q)?;
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    std::fs::remove_dir_all(&path)
                        .map_err(|e| Error::files(format!("cannot remove {}", path.display()), &e))?;
                }
                Err(e) => return Err(Error::files(format!("cannot read {}", path.join(COMMIT).display()), &e)),
            }
        }
        Ok(())
    }

    /// Moves a staged quarter into place (each step can be done again after a crash): every
    /// table's new partition replaces the old one, then the manifest names it, then the staging
    /// folder (holding the old partitions) goes.
    fn swap_in(&self, staged: &Path, quarter: &str, entry: &QuarterEntry) -> Result<()> {
        let io = |what: String, e: std::io::Error| Error::files(what, &e);
        for table in Table::ALL {
            let new = staged.join(table.name());
            if !new.exists() {
                continue; // moved in before a crash
            }
            let live = self.store.partition(table, quarter);
            let parent = live.parent().expect("a partition has a table folder");
            std::fs::create_dir_all(parent).map_err(|e| io(format!("cannot create {}", parent.display()), e))?;
            if live.exists() {
                let old = staged.join(format!("old-{}", table.name()));
                std::fs::rename(&live, &old).map_err(|e| io(format!("cannot move {}", live.display()), e))?;
            }
            std::fs::rename(&new, &live).map_err(|e| io(format!("cannot move {} into place", live.display()), e))?;
        }
        let mut manifest = self.store.manifest()?;
        manifest.quarters.insert(quarter.to_string(), entry.clone());
        self.store.write_manifest(&manifest)?;
        std::fs::remove_dir_all(staged).map_err(|e| io(format!("cannot remove {}", staged.display()), e))?;
        Ok(())
    }

    /// A new staging folder for `quarter`, removed unless committed.
    fn stage(&self, quarter: Quarter, generation: &str) -> Result<crate::files::Scratch> {
        let path = self.staging().join(format!("{quarter}-{generation}"));
        crate::files::Scratch::new(path.clone())
            .map_err(|e| Error::files(format!("cannot create {}", path.display()), &e))
    }

    /// Commits a staged quarter: the `COMMIT` note, then [`Locked::swap_in`]. A signal during it
    /// leaves the staging folder to the next run (finished with its note, removed without).
    fn commit(&self, staged: crate::files::Scratch, quarter: Quarter, entry: &QuarterEntry) -> Result<()> {
        staged.commit(|path| {
            let note = serde_json::to_vec(&(quarter.to_string(), entry)).expect("a manifest entry serialises");
            let at = path.join(COMMIT);
            crate::files::write_whole(&at, &note, true, crate::files::Access::Shared)
                .map_err(|e| Error::files(format!("cannot write {}", at.display()), &e))?;
            self.swap_in(path, &quarter.to_string(), entry)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarters() {
        assert_eq!(Quarter::parse("2009q3"), Some(Quarter { year: 2009, q: 3 }));
        assert_eq!(Quarter::parse("2024Q1").unwrap().to_string(), "2024q1");
        for bad in ["2009q5", "2009q0", "09q3", "2009", "q3", "2009q33", ""] {
            assert_eq!(Quarter::parse(bad), None, "{bad}");
        }
        assert_eq!(Quarter::parse("2009q4").unwrap().next().to_string(), "2010q1");
        let named = |s: &str| Quarter::in_file_name(Path::new(s)).map(|q| q.to_string());
        assert_eq!(named("/x/2009q3.zip").as_deref(), Some("2009q3"));
        assert_eq!(named("fsds-2024Q1.zip").as_deref(), Some("2024q1"));
        assert_eq!(named("data.zip"), None);
        assert_eq!(named("12009q3.zip"), None);
        let published = |today: &str| Quarter::last_published(today).map(|q| q.to_string());
        assert_eq!(published("2026-11-23").as_deref(), Some("2026q3"));
        assert_eq!(published("2026-01-05T10:00:00Z").as_deref(), Some("2025q4"));
        assert_eq!(published("2026-04-01").as_deref(), Some("2026q1"));
        assert_eq!(published("soon"), None);
    }

    /// A run killed in the middle of a commit (after its `COMMIT` note, with one table swapped
    /// in): the next writer finishes the commit.
    #[test]
    fn an_interrupted_commit_is_finished_by_the_next_writer() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let entry = |generation: &str| QuarterEntry {
            generation: generation.into(),
            imported_at: "2026-11-23T00:00:00Z".into(),
            source: "2009q3.zip".into(),
            source_bytes: 1,
            rows: PerTable { sub: 1, num: 2, pre: 3, tag: 4 },
            bytes: PerTable::default(),
        };
        // Live: generation "old". Staged: generation "new", num already swapped in.
        for t in Table::ALL {
            let live = store.partition(t, "2009q3");
            std::fs::create_dir_all(&live).unwrap();
            std::fs::write(live.join(part_name("old")), "old").unwrap();
        }
        let mut manifest = Manifest::default();
        manifest.quarters.insert("2009q3".into(), entry("old"));
        store.write_manifest(&manifest).unwrap();
        let staged = dir.path().join(STAGING).join("2009q3-new");
        for t in Table::ALL {
            std::fs::create_dir_all(staged.join(t.name())).unwrap();
            std::fs::write(staged.join(t.name()).join(part_name("new")), "new").unwrap();
        }
        std::fs::write(staged.join(COMMIT), serde_json::to_vec(&("2009q3", entry("new"))).unwrap()).unwrap();
        std::fs::rename(store.partition(Table::Num, "2009q3"), staged.join("old-num")).unwrap();
        std::fs::rename(staged.join("num"), store.partition(Table::Num, "2009q3")).unwrap();
        // And an import killed before its note: removed.
        let killed = dir.path().join(STAGING).join("2009q4-x");
        std::fs::create_dir_all(killed.join("num")).unwrap();

        let locked = store.lock().unwrap();
        assert_eq!(locked.store.manifest().unwrap().quarters["2009q3"].generation, "new");
        for t in Table::ALL {
            let files: Vec<_> =
                std::fs::read_dir(store.partition(t, "2009q3")).unwrap().map(|e| e.unwrap().file_name()).collect();
            assert_eq!(files, [std::ffi::OsString::from(part_name("new"))], "{t:?}");
        }
        assert_eq!(std::fs::read_dir(dir.path().join(STAGING)).unwrap().count(), 0);
    }
}
