//! Where a store's files are: each table's quarter in a Hive partition
//! (`num/quarter=2009q3/part-GEN.parquet`), imports staged in `.staging/2009q3-GEN/`, downloads in
//! `.downloads/`. And the two rules both wings keep: nothing of the store is reached through a link
//! (a folder of the store that is a link, or a file that is not a regular one, is refused, never
//! followed), and a committed generation's file is found in its partition or, while a commit is
//! moving it there, still in the staging folder of the import that committed it.

use std::path::{Path, PathBuf};

use super::Quarter;
use super::error::{Doing, Error, Result};
use super::manifest::Manifest;
use super::schema::Table;

/// Where quarters are staged before they are committed.
pub const STAGING: &str = ".staging";
/// Where `bulk fetch` keeps downloads (`2024q1.zip.part` while incomplete).
pub const DOWNLOADS: &str = ".downloads";

/// A store at a folder (which need not exist yet).
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
}

/// The file name of a generation's part (`part-GEN.parquet`).
pub fn part_name(generation: &str) -> String {
    format!("part-{generation}.parquet")
}

/// The quarter and generation a staging folder's name (`2009q3-GEN`) says.
pub fn staged_name(name: &str) -> Option<(Quarter, &str)> {
    let (quarter, generation) = name.split_once('-')?;
    let q = Quarter::parse(quarter).filter(|q| q.to_string() == quarter)?;
    super::manifest::valid_generation(generation).then_some((q, generation))
}

/// Whether `path` is a real folder (`Ok(false)`: nothing there); a link, a file or anything else
/// is an error naming it.
pub fn real_folder(path: &Path) -> std::io::Result<bool> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_dir() => Ok(true),
        Ok(m) => {
            let what = if m.file_type().is_symlink() { "a link" } else { "not a folder" };
            Err(std::io::Error::new(std::io::ErrorKind::InvalidData, format!("{} is {what}", path.display())))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// What an interrupted import left in the staging folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leftover {
    /// Its folder, relative to the store (`.staging/2009q3-GEN`).
    pub folder: String,
    /// The quarter it imported, when its name says one.
    pub quarter: Option<String>,
    /// Whether the manifest names it: committed, its files read where they are until the next
    /// writer moves them; else removed by the next writer.
    pub committed: bool,
}

impl Store {
    /// What interrupted imports left in `.staging`, as `manifest` sees them (nothing is changed:
    /// the next writer finishes or removes them).
    pub fn leftovers(&self, manifest: &Manifest) -> Vec<Leftover> {
        let Ok(entries) = std::fs::read_dir(self.staging()) else { return Vec::new() };
        let mut out: Vec<Leftover> = entries
            .flatten()
            .map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                let staged = staged_name(&name);
                // Named by the manifest, or journalled by an older finq's `COMMIT` note.
                let committed = staged.is_some_and(|(q, g)| {
                    manifest.quarters.get(&q.to_string()).is_some_and(|entry| entry.generation == g)
                }) || e.path().join("COMMIT").is_file();
                Leftover { folder: format!("{STAGING}/{name}"), quarter: staged.map(|(q, _)| q.to_string()), committed }
            })
            .collect();
        out.sort_by(|a, b| a.folder.cmp(&b.folder));
        out
    }

    pub fn at(root: impl Into<PathBuf>) -> Store {
        Store { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The manifest; an empty one when the store holds nothing yet.
    pub fn manifest(&self) -> Result<Manifest> {
        Manifest::read(&self.root)
    }

    /// Where a table's partition of a quarter lives.
    pub fn partition(&self, table: Table, quarter: &str) -> PathBuf {
        self.root.join(table.name()).join(format!("quarter={quarter}"))
    }

    pub fn staging(&self) -> PathBuf {
        self.root.join(STAGING)
    }

    /// The staging folder of the import of `quarter` whose files are `generation`.
    pub fn staged(&self, quarter: &str, generation: &str) -> PathBuf {
        self.staging().join(format!("{quarter}-{generation}"))
    }

    /// Where a committed generation's file of a table may be, in the order to look: the staging
    /// folder of the import that committed it, while the commit is moving it (or was killed while
    /// it did), then its partition. A file only ever moves that way, so looked for in this order
    /// it is never missed while it moves.
    pub fn places(&self, table: Table, quarter: &str, generation: &str) -> [PathBuf; 2] {
        let name = part_name(generation);
        [self.staged(quarter, generation).join(table.name()).join(&name), self.partition(table, quarter).join(&name)]
    }

    /// Refuses a store whose own folders (`.staging`, `.downloads`, the tables') are links or
    /// files: finq removes and renames in them, and never through a link.
    pub fn check_folders(&self) -> Result<()> {
        let names = [STAGING, DOWNLOADS].into_iter().chain(Table::STORED.iter().map(|t| t.name()));
        for name in names {
            real_folder(&self.root.join(name)).map_err(|e| self.not_its_own(e))?;
        }
        Ok(())
    }

    /// The error for a folder of the store that is a link or a file ([`real_folder`]'s), or that
    /// cannot be looked at.
    pub fn not_its_own(&self, e: std::io::Error) -> Error {
        if e.kind() != std::io::ErrorKind::InvalidData {
            return Error::io(Doing::UseStore, &self.root, e);
        }
        Error::NotItsOwn { root: self.root.clone(), source: e }
    }
}

/// What every command says of a store that holds no quarter yet (`so`: what that means for the
/// command, or empty), naming a quarter to fetch (`QUARTER` where none fits better).
pub fn empty_store(dir: &Path, so: &str, quarter: &str) -> String {
    format!(
        "the bulk store at {} holds no quarters yet{so}: `finq bulk fetch {quarter}` (or `finq bulk import FILE.zip`) \
         fills it",
        dir.display()
    )
}

/// What to say of a quarter `quarter` the store does not hold: the quarters it holds (`held`, in
/// order; many as their count, first and last, which says nothing of those between), and how to
/// add it.
pub fn missing_quarter<'a>(quarter: &str, held: impl Iterator<Item = &'a str>) -> String {
    let held: Vec<&str> = held.collect();
    let holds = match held[..] {
        [] => "no quarters".to_string(),
        [first, .., last] if held.len() > 4 => {
            format!("{} quarters, the first {first} and the last {last}", held.len())
        }
        _ => held.join(", "),
    };
    format!(
        "the bulk store does not hold {quarter} (it holds {holds}): `finq bulk fetch {quarter}` (or `finq bulk import FILE.zip`) adds it"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quarter the store does not hold: the ones it does, a long run by its count and ends, and
    /// the commands that add it.
    #[test]
    fn a_missing_quarter_says_what_the_store_holds_and_how_to_add_it() {
        let said = |held: &[&str]| missing_quarter("2011q1", held.iter().copied());
        assert_eq!(
            said(&["2009q3", "2010q1"]),
            "the bulk store does not hold 2011q1 (it holds 2009q3, 2010q1): `finq bulk fetch 2011q1` \
             (or `finq bulk import FILE.zip`) adds it"
        );
        assert!(said(&[]).contains("(it holds no quarters)"));
        let many = ["2009q1", "2009q2", "2009q3", "2009q4", "2010q1"];
        assert!(said(&many).contains("(it holds 5 quarters, the first 2009q1 and the last 2010q1)"), "{}", said(&many));
    }

    /// A committed file moves from its staging folder to its partition, never back: looked for in
    /// that order, it is found at every instant of the move.
    #[test]
    fn a_committed_file_is_looked_for_where_it_comes_from_first() {
        let store = Store::at("/s");
        let [first, then] = store.places(Table::Num, "2009q3", "1a");
        assert_eq!(first, Path::new("/s/.staging/2009q3-1a/num/part-1a.parquet"));
        assert_eq!(then, Path::new("/s/num/quarter=2009q3/part-1a.parquet"));
    }

    #[test]
    fn staging_names() {
        let (q, g) = staged_name("2009q3-18f2a-1c").unwrap();
        assert_eq!((q.to_string().as_str(), g), ("2009q3", "18f2a-1c"));
        for bad in ["2009q3", "2009Q3-1", "2009q3-", "x-1", "2009q3-../a", "2009q3-A"] {
            assert_eq!(staged_name(bad), None, "{bad}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_store_whose_folders_are_links_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        std::fs::create_dir_all(store.root().join("num")).unwrap();
        assert!(store.check_folders().is_ok());
        std::fs::create_dir_all(dir.path().join("elsewhere")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("elsewhere"), store.staging()).unwrap();
        let e = crate::error::Error::from(store.check_folders().unwrap_err());
        assert_eq!(e.kind, crate::error::ErrorKind::Damaged);
        assert!(e.message.contains(".staging is a link"), "{e}");
    }
}
