//! The store's one writer at a time, and how a quarter goes from its staging folder into the store
//! with one commit point.
//!
//! An import writes the whole quarter into `.staging/2009q3-GEN/` (each table's `part-GEN.parquet`
//! in a folder of its own), then commits:
//!
//! 1. **the manifest** is written naming generation GEN for the quarter (a new file renamed over
//!    the old one): the commit point. Before it, every reader sees the old quarter (or none);
//!    after it, the new one — found in its staging folder until it is moved ([`Store::places`]);
//! 2. **each table's folder** is moved into its partition: exchanged with the old one in one step
//!    where the system can (Linux), else the old one moved out and the new one in;
//! 3. **the staging folder** goes, with the old generation's files. A reader that opened them
//!    before keeps reading them (an open file outlives its name); one that comes after reads
//!    the manifest again and finds the new ones.
//!
//! A run killed at any instant leaves either an uncommitted staging folder (the manifest does not
//! name its generation), which the next writer removes, or a committed one, whose files readers
//! find where they are and which the next writer finishes moving ([`Locked::recover`]). Ctrl-C
//! before the commit point removes the staging folder at once.

use std::path::Path;

use super::super::Quarter;
use super::super::error::{Doing, Error, Result};
use super::super::layout::{Store, part_name, real_folder, staged_name};
use super::super::manifest::{Manifest, QuarterEntry};
use super::super::schema::Table;
use crate::files::FolderLock;

/// The note an older finq wrote into a staging folder to commit it (its manifest entry).
const COMMIT: &str = "COMMIT";

/// The store, locked for writing by this process (one import or fetch at a time).
pub struct Locked {
    pub store: Store,
    _lock: FolderLock,
}

impl Store {
    /// Creates the store's folder if needed, locks it for this process (a second writer is
    /// refused at once), and finishes or removes what an interrupted run left. A store whose own
    /// folders are links is refused before anything is removed or written.
    pub fn lock(&self) -> Result<Locked> {
        let cannot = |e: std::io::Error| Error::io(Doing::UseStore, self.root(), e);
        std::fs::create_dir_all(self.root()).map_err(cannot)?;
        self.check_folders()?;
        match std::fs::create_dir(self.staging()) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(cannot(e)),
        }
        self.check_folders()?;
        let lock = match crate::files::lock_folder(self.root()) {
            Ok(Some(l)) => l,
            Ok(None) => return Err(Error::Locked { root: self.root().to_path_buf() }),
            Err(e) => return Err(cannot(e)),
        };
        let locked = Locked { store: self.clone(), _lock: lock };
        locked.recover()?;
        Ok(locked)
    }
}

impl Locked {
    /// Finishes moving every staged quarter the manifest names (a commit killed after its commit
    /// point), and removes the rest (imports killed before theirs).
    fn recover(&self) -> Result<()> {
        // A manifest being written when the process died leaves its temporary file beside it.
        if let Ok(entries) = std::fs::read_dir(self.store.root()) {
            for e in entries.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if name.starts_with(".finq-") && name.ends_with(".part") {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
        let dir = self.store.staging();
        let entries = std::fs::read_dir(&dir).map_err(|e| Error::io(Doing::Read, &dir, e))?;
        let mut manifest = self.store.manifest()?;
        for entry in entries {
            let entry = entry.map_err(|e| Error::io(Doing::Read, &dir, e))?;
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let folder = real_folder(&path);
            let committed = staged_name(&name)
                .filter(|(q, g)| manifest.quarters.get(&q.to_string()).is_some_and(|e| e.generation == *g));
            if let (Ok(true), Some((quarter, generation))) = (&folder, committed) {
                self.finish(&path, &quarter.to_string(), generation)?;
                continue;
            }
            // An older finq's commit, journalled by its note.
            if let (Ok(true), Some((quarter, generation))) = (&folder, staged_name(&name))
                && let Some(note) = self.older_note(&path, &quarter, generation)?
            {
                manifest.quarters.insert(quarter.to_string(), note);
                manifest.write(self.store.root())?;
                self.finish(&path, &quarter.to_string(), generation)?;
                continue;
            }
            // Uncommitted, or not a folder of finq's: removed (a link itself, never through it).
            let removed = match folder {
                Ok(true) => std::fs::remove_dir_all(&path),
                _ => std::fs::remove_file(&path),
            };
            removed.map_err(|e| Error::io(Doing::Remove, path, e))?;
        }
        Ok(())
    }

    /// The manifest entry an older finq's `COMMIT` note holds, if the folder has one.
    fn older_note(&self, path: &Path, quarter: &Quarter, generation: &str) -> Result<Option<QuarterEntry>> {
        let at = path.join(COMMIT);
        let note = match crate::files::read_regular(&at, 1 << 20) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(Error::io(Doing::Read, at, e)),
        };
        let (named, entry): (String, QuarterEntry) =
            serde_json::from_slice(&note).map_err(|e| Error::Note { path: at, quarter: *quarter, source: e })?;
        Ok((named == quarter.to_string() && entry.generation == generation).then_some(entry))
    }

    /// Moves a committed quarter's tables from its staging folder into their partitions (each
    /// step can be done again after a crash: a table already moved is skipped), then removes
    /// the staging folder and the old files it now holds.
    fn finish(&self, staged: &Path, quarter: &str, generation: &str) -> Result<()> {
        for table in Table::STORED {
            let new = staged.join(table.name());
            // Moved already: the folder here now holds the old generation, or nothing.
            if !new.join(part_name(generation)).exists() {
                continue;
            }
            let live = self.store.partition(table, quarter);
            let parent = live.parent().expect("a partition has a table folder");
            match real_folder(parent) {
                Ok(true) => {}
                Ok(false) => std::fs::create_dir(parent).map_err(|e| Error::io(Doing::Create, parent, e))?,
                Err(e) => return Err(self.store.not_its_own(e)),
            }
            let exists = real_folder(&live).map_err(|e| self.store.not_its_own(e))?;
            let moved = if exists {
                swap(&new, &live, &staged.join(format!("old-{}", table.name())))
            } else {
                std::fs::rename(&new, &live)
            };
            moved.map_err(|e| Error::io(Doing::Move, &live, e))?;
            let _ = crate::files::sync_folder(parent);
            crate::hold::at(&format!("commit:moved:{}", table.name()));
        }
        std::fs::remove_dir_all(staged).map_err(|e| Error::io(Doing::Remove, staged, e))?;
        crate::hold::at("commit:cleaned");
        Ok(())
    }

    /// A new staging folder for `quarter`, removed unless committed.
    pub(super) fn stage(&self, quarter: Quarter, generation: &str) -> Result<crate::files::Scratch> {
        let path = self.store.staged(&quarter.to_string(), generation);
        crate::files::Scratch::new(path.clone()).map_err(|e| Error::io(Doing::Create, path, e))
    }

    /// Commits a staged quarter: the manifest names it (the commit point), then its tables move
    /// into place ([`Locked::finish`]). A signal before the manifest is written leaves the staging
    /// folder to be removed by the next writer; after, to be finished by it.
    pub(super) fn commit(&self, staged: crate::files::Scratch, quarter: Quarter, entry: &QuarterEntry) -> Result<()> {
        staged.commit(|path| {
            // The staged files' names made durable before the manifest names them (the files
            // themselves were synced as they were finished).
            for table in Table::STORED {
                let _ = crate::files::sync_folder(&path.join(table.name()));
            }
            let _ = crate::files::sync_folder(path);
            let mut manifest = self.store.manifest()?;
            manifest.quarters.insert(quarter.to_string(), entry.clone());
            crate::hold::at("commit:before");
            if let Err(e) = manifest.write(self.store.root()) {
                // Not committed (a full disk, say): the staging folder goes now, as it would at
                // the next writer's start.
                let _ = std::fs::remove_dir_all(path);
                return Err(e);
            }
            crate::hold::at("commit:manifest");
            self.finish(path, &quarter.to_string(), &entry.generation)
        })
    }

    /// The manifest as it is now (this writer holds the lock: nothing changes it meanwhile).
    pub fn manifest(&self) -> Result<Manifest> {
        self.store.manifest()
    }
}

/// Puts the folder `new` where `live` is, and `live`'s folder where `new` was: in one step where
/// the system can exchange two names (Linux), else by moving `live` to `aside` first (a moment
/// without the partition, which finq's readers do not notice: they find the files by the
/// manifest).
fn swap(new: &Path, live: &Path, aside: &Path) -> std::io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::ffi::OsStrExt;
        let c = |p: &Path| std::ffi::CString::new(p.as_os_str().as_bytes()).map_err(std::io::Error::other);
        let (a, b) = (c(new)?, c(live)?);
        // SAFETY: two valid C strings; the call reads them and touches no other memory.
        let done = unsafe {
            libc::syscall(
                libc::SYS_renameat2,
                libc::AT_FDCWD,
                a.as_ptr(),
                libc::AT_FDCWD,
                b.as_ptr(),
                libc::RENAME_EXCHANGE,
            )
        };
        if done == 0 {
            return Ok(());
        }
        let e = std::io::Error::last_os_error();
        // A file system or kernel without the exchange: the two moves below.
        if !matches!(e.raw_os_error(), Some(libc::ENOSYS | libc::EINVAL | libc::ENOTSUP)) {
            return Err(e);
        }
    }
    swap_in_two(new, live, aside)
}

/// [`swap`] in two moves: `live` aside, then `new` into its place.
fn swap_in_two(new: &Path, live: &Path, aside: &Path) -> std::io::Result<()> {
    if aside.exists() {
        std::fs::remove_dir_all(aside)?;
    }
    std::fs::rename(live, aside)?;
    std::fs::rename(new, live)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::manifest::test_entry as entry;

    /// Live files of generation `old` for 2009q3, named by the manifest; a staging folder of
    /// generation `new` holding every table.
    fn two_generations(store: &Store) -> std::path::PathBuf {
        for t in Table::ALL {
            let live = store.partition(t, "2009q3");
            std::fs::create_dir_all(&live).unwrap();
            std::fs::write(live.join(part_name("old")), "old").unwrap();
        }
        let mut manifest = Manifest::default();
        manifest.quarters.insert("2009q3".into(), entry("old"));
        manifest.write(store.root()).unwrap();
        let staged = store.staged("2009q3", "new");
        for t in Table::ALL {
            std::fs::create_dir_all(staged.join(t.name())).unwrap();
            std::fs::write(staged.join(t.name()).join(part_name("new")), "new").unwrap();
        }
        staged
    }

    fn live_files(store: &Store) -> Vec<Vec<std::ffi::OsString>> {
        Table::ALL
            .iter()
            .map(|t| {
                std::fs::read_dir(store.partition(*t, "2009q3")).unwrap().map(|e| e.unwrap().file_name()).collect()
            })
            .collect()
    }

    /// A run killed after its commit point, with one table moved: the next writer finishes the
    /// move; one killed before its commit point: its staging folder is removed.
    #[test]
    fn the_next_writer_finishes_a_committed_quarter_and_removes_an_uncommitted_one() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let staged = two_generations(&store);
        let mut manifest = store.manifest().unwrap();
        manifest.quarters.insert("2009q3".into(), entry("new"));
        manifest.write(store.root()).unwrap();
        swap(&staged.join("num"), &store.partition(Table::Num, "2009q3"), &staged.join("old-num")).unwrap();
        let killed = store.staged("2009q4", "x");
        std::fs::create_dir_all(killed.join("num")).unwrap();

        let locked = store.lock().unwrap();
        assert_eq!(locked.manifest().unwrap().quarters["2009q3"].generation, "new");
        assert!(live_files(&store).iter().all(|f| f == &[std::ffi::OsString::from(part_name("new"))]));
        assert_eq!(std::fs::read_dir(store.staging()).unwrap().count(), 0);
    }

    /// An older finq's commit (its `COMMIT` note written, the manifest not yet): finished.
    #[test]
    fn an_older_finqs_journalled_commit_is_finished() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let staged = two_generations(&store);
        std::fs::write(staged.join(COMMIT), serde_json::to_vec(&("2009q3", entry("new"))).unwrap()).unwrap();
        swap_in_two(&staged.join("pre"), &store.partition(Table::Pre, "2009q3"), &staged.join("old-pre")).unwrap();
        let locked = store.lock().unwrap();
        assert_eq!(locked.manifest().unwrap().quarters["2009q3"].generation, "new");
        assert!(live_files(&store).iter().all(|f| f == &[std::ffi::OsString::from(part_name("new"))]));
    }

    #[test]
    fn both_ways_of_swapping_leave_the_same_folders() {
        let dir = tempfile::tempdir().unwrap();
        for (i, two) in [false, true].into_iter().enumerate() {
            let base = dir.path().join(i.to_string());
            let (new, live, aside) = (base.join("new"), base.join("live"), base.join("aside"));
            for (d, f) in [(&new, "n"), (&live, "l")] {
                std::fs::create_dir_all(d).unwrap();
                std::fs::write(d.join(f), f).unwrap();
            }
            if two {
                swap_in_two(&new, &live, &aside).unwrap()
            } else {
                swap(&new, &live, &aside).unwrap()
            }
            assert!(live.join("n").exists() && !live.join("l").exists());
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_staging_folder_that_is_a_link_is_refused_and_nothing_behind_it_removed() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        let target = dir.path().join("precious");
        std::fs::create_dir_all(target.join("2009q3-abc")).unwrap();
        std::fs::create_dir_all(target.join("family-photos")).unwrap();
        std::fs::create_dir_all(store.root()).unwrap();
        std::os::unix::fs::symlink(&target, store.staging()).unwrap();
        let e = crate::error::Error::from(store.lock().err().expect("refused"));
        assert_eq!(e.kind, crate::error::ErrorKind::Damaged, "{e}");
        assert!(target.join("family-photos").exists() && target.join("2009q3-abc").exists());
        // A link planted inside the staging folder is removed itself, not what it points to.
        std::fs::remove_file(store.staging()).unwrap();
        std::fs::create_dir_all(store.staging()).unwrap();
        std::os::unix::fs::symlink(&target, store.staged("2009q3", "abc")).unwrap();
        drop(store.lock().unwrap());
        assert!(target.join("family-photos").exists());
        assert_eq!(std::fs::read_dir(store.staging()).unwrap().count(), 0);
    }
}
