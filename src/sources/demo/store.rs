//! The demo's store: three real quarters of the SEC's data sets cut to a few dozen companies
//! (`demo/store/`, made by `scripts/demo-store.py`), bundled with finq and imported into a folder
//! of their own on first use, so that `--demo` screens, compares and standardizes with no network.
//!
//! The folder is named by what it was built from (the bundled bytes, finq's version, the rules'
//! version), so a finq with other data or other rules builds its own beside it and never reads a
//! stale one. It is built in a temporary folder and renamed into place whole: a run that is
//! stopped leaves no half-built store where the next one looks, and two runs building at once each
//! finish (the second rename loses to the first, and its copy is removed).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::error::{Error, ErrorKind, Result};
use crate::store::{ImportOptions, Store};

/// The bundled quarters: each the data set's own lines for the demo's companies.
const QUARTERS: [(&str, &[u8]); 3] = [
    ("2009q3.zip", include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/store/2009q3.zip"))),
    ("2010q1.zip", include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/store/2010q1.zip"))),
    ("2010q2.zip", include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/store/2010q2.zip"))),
];

/// The SEC's ticker list's entries for the same companies.
const TICKERS: &[u8] = include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/store/company_tickers.json"));

/// The prefix of the demo store's folders (and of their temporary siblings) under `parent`.
const PREFIX: &str = "demo-store-";

/// A temporary folder older than this was left by a run that stopped: removed.
const STALE: Duration = Duration::from_secs(600);

/// The companies the demo's store holds (`scripts/demo-store.py` names them; a test counts them).
pub const COMPANIES: &str = "38 companies' filings of 2009-2010";

/// What the demo's store says of itself on stderr.
pub const NOTICE: &str = "demo mode: the SEC's data sets of 2009q3, 2010q1 and 2010q2 for 38 companies, bundled \
                          with finq; not current data";

/// Where under `parent` this finq's demo store is (built or not): nothing is read or written.
pub fn folder(parent: &Path) -> PathBuf {
    parent.join(format!("{PREFIX}{:08x}", fingerprint()))
}

/// Whether the demo's store at `root` (a [`folder`]) is built.
pub fn built(root: &Path) -> bool {
    root.join(crate::store::MANIFEST).is_file()
}

/// Builds the demo's store at `root` (a [`folder`]) unless it is there, saying so on stderr (it
/// takes a moment, once).
pub fn ready(root: &Path, printer: crate::printer::Printer) -> Result<()> {
    if built(root) {
        return Ok(());
    }
    printer.warn("building the demo's store from the data bundled with finq (once)");
    build_at(root)
}

/// Builds the demo's store at `root` unless it is there.
fn build_at(root: &Path) -> Result<()> {
    if built(root) {
        return Ok(());
    }
    let name = root.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let parent = root.parent().unwrap_or(Path::new("."));
    let cannot = |doing: &str, path: &Path, e: &dyn std::fmt::Display| {
        Error::new(ErrorKind::Files, format!("could not {doing} the demo's store at {}: {e}", path.display()))
    };
    std::fs::create_dir_all(parent).map_err(|e| cannot("make a folder for", parent, &e))?;
    remove_stale(parent, &name);
    let building = parent.join(format!("{name}.{}.building", std::process::id()));
    let _ = std::fs::remove_dir_all(&building);
    let built = build(&building).map_err(|e| {
        let _ = std::fs::remove_dir_all(&building);
        cannot("build", &building, &e)
    });
    built?;
    match std::fs::rename(&building, root) {
        Ok(()) => Ok(()),
        // Another run built it at the same time: its copy stands.
        Err(_) if root.join(crate::store::MANIFEST).is_file() => {
            let _ = std::fs::remove_dir_all(&building);
            Ok(())
        }
        Err(e) => {
            let _ = std::fs::remove_dir_all(&building);
            Err(cannot("put in place", root, &e))
        }
    }
}

/// Imports the bundled quarters and tickers into a new store at `root`; the zips are written
/// beside it for the import to read, and removed.
fn build(root: &Path) -> std::result::Result<(), String> {
    let store = Store::at(root);
    let locked = store.lock().map_err(|e| e.to_string())?;
    let zips = root.with_extension("zips");
    std::fs::create_dir_all(&zips).map_err(|e| e.to_string())?;
    let imported = (|| {
        for (file, bytes) in QUARTERS {
            let path = zips.join(file);
            std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
            crate::store::import_zip(
                &locked,
                &path,
                None,
                ImportOptions::default(),
                &crate::standard::table::StdTable,
                &|_, _| {},
            )
            .map_err(|e| e.to_string())?;
        }
        locked.keep_tickers(TICKERS).map_err(|e| e.to_string())
    })();
    let _ = std::fs::remove_dir_all(&zips);
    imported
}

/// Other builds' leftovers under `parent`: folders of older finqs or rules, and temporary
/// folders of runs that stopped (only when old, so as not to pull one from under a run building
/// now). `current` is this finq's folder, which stays.
fn remove_stale(parent: &Path, current: &str) {
    let Ok(entries) = std::fs::read_dir(parent) else { return };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with(PREFIX) || name == current {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| now.duration_since(t).unwrap_or_default() > STALE);
        let temporary = name.ends_with(".building") || name.ends_with(".zips");
        if !temporary || old {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// What the store is built from: the bundled bytes, finq's version and the rules' version.
fn fingerprint() -> u32 {
    let mut hash = crc32fast::Hasher::new();
    for (file, bytes) in QUARTERS {
        hash.update(file.as_bytes());
        hash.update(bytes);
    }
    hash.update(TICKERS);
    hash.update(env!("CARGO_PKG_VERSION").as_bytes());
    hash.update(crate::standard::rules().version.as_bytes());
    hash.finalize()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_once_and_found_again() {
        let parent = tempfile::tempdir().unwrap();
        let root = folder(parent.path());
        build_at(&root).unwrap();
        assert!(root.join(crate::store::MANIFEST).is_file());
        let manifest = crate::store::Manifest::read(&root).unwrap();
        assert_eq!(manifest.quarters.keys().map(String::as_str).collect::<Vec<_>>(), ["2009q3", "2010q1", "2010q2"]);
        assert!(Store::at(&root).tickers().unwrap().is_some(), "the ticker list is kept with it");
        // Nothing but the store is left beside it.
        let names: Vec<_> =
            std::fs::read_dir(parent.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        assert_eq!(names, [root.file_name().unwrap().to_str().unwrap()]);
        // A second run finds it without building.
        let stamp = std::fs::metadata(root.join(crate::store::MANIFEST)).unwrap().modified().unwrap();
        build_at(&root).unwrap();
        assert_eq!(std::fs::metadata(root.join(crate::store::MANIFEST)).unwrap().modified().unwrap(), stamp);
    }

    /// One table of a zip, as lines.
    fn table(zip: &[u8], name: &str) -> Vec<Vec<u8>> {
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut archive.by_name(name).unwrap(), &mut text).unwrap();
        text.split(|b| *b == b'\n').filter(|l| !l.is_empty()).map(<[u8]>::to_vec).collect()
    }

    fn field<'a>(header: &[u8], line: &'a [u8], name: &str) -> &'a [u8] {
        let at = header.split(|b| *b == b'\t').position(|f| f == name.as_bytes()).unwrap();
        line.split(|b| *b == b'\t').nth(at).unwrap()
    }

    /// Every line the demo's store is built from is the SEC's: each quarter holds exactly its
    /// companies' filings, every number and presentation line of them in the data set's order,
    /// and the tags they use; the ticker list names the same companies, counted as said.
    #[test]
    fn the_demo_store_is_the_data_sets_lines() {
        let mut companies = std::collections::BTreeSet::new();
        for (file, bundled) in QUARTERS {
            let real = std::fs::read(format!("{}/tests/fixtures/fsds/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
            let sub = table(bundled, "sub.txt");
            let ciks: std::collections::BTreeSet<Vec<u8>> =
                sub[1..].iter().map(|l| field(&sub[0], l, "cik").to_vec()).collect();
            companies.extend(ciks.iter().cloned());
            let real_sub = table(&real, "sub.txt");
            let kept: Vec<_> = real_sub
                .iter()
                .enumerate()
                .filter(|(i, l)| *i == 0 || ciks.contains(field(&real_sub[0], l, "cik")))
                .collect();
            assert_eq!(sub, kept.into_iter().map(|(_, l)| l.clone()).collect::<Vec<_>>(), "{file}: sub.txt");
            let filings: std::collections::BTreeSet<Vec<u8>> =
                sub[1..].iter().map(|l| field(&sub[0], l, "adsh").to_vec()).collect();
            let mut used = std::collections::BTreeSet::new();
            for name in ["num.txt", "pre.txt"] {
                let real_rows = table(&real, name);
                let h = &real_rows[0];
                let expected: Vec<Vec<u8>> = real_rows
                    .iter()
                    .enumerate()
                    .filter(|(i, l)| *i == 0 || filings.contains(field(h, l, "adsh")))
                    .map(|(_, l)| l.clone())
                    .collect();
                for l in &expected[1..] {
                    used.insert((field(h, l, "tag").to_vec(), field(h, l, "version").to_vec()));
                }
                assert!(expected.len() > 1000, "{file}: {name} has the filings' lines");
                assert_eq!(table(bundled, name), expected, "{file}: {name}");
            }
            let real_tags = table(&real, "tag.txt");
            let h = &real_tags[0];
            let expected: Vec<Vec<u8>> = real_tags
                .iter()
                .enumerate()
                .filter(|(i, l)| {
                    *i == 0 || used.contains(&(field(h, l, "tag").to_vec(), field(h, l, "version").to_vec()))
                })
                .map(|(_, l)| l.clone())
                .collect();
            assert_eq!(table(bundled, "tag.txt"), expected, "{file}: tag.txt");
        }
        assert!(NOTICE.contains(&format!("for {} companies", companies.len())), "{NOTICE}");
        assert!(COMPANIES.starts_with(&format!("{} companies", companies.len())), "{COMPANIES}");
        let tickers: serde_json::Value = serde_json::from_slice(TICKERS).unwrap();
        let listed: std::collections::BTreeSet<Vec<u8>> = tickers
            .as_object()
            .unwrap()
            .values()
            .map(|e| e["cik_str"].as_u64().unwrap().to_string().into_bytes())
            .collect();
        // Google Inc. (1288776) and BlackRock's old registrant (1364742) have no ticker today: the
        // store knows them by their filings' names and file prefixes.
        assert!(listed.is_subset(&companies), "the ticker list names only the store's companies");
        assert_eq!(companies.len() - listed.len(), 2);
    }

    #[test]
    fn leftovers_of_other_builds_are_removed() {
        let parent = tempfile::tempdir().unwrap();
        let older = parent.path().join(format!("{PREFIX}00000000"));
        let building_now = parent.path().join(format!("{PREFIX}00000000.1.building"));
        let unrelated = parent.path().join("v1");
        for d in [&older, &building_now, &unrelated] {
            std::fs::create_dir_all(d).unwrap();
        }
        remove_stale(parent.path(), "demo-store-ffffffff");
        assert!(!older.exists(), "another finq's store goes");
        assert!(building_now.exists(), "a build of a minute ago may be running: it stays");
        assert!(unrelated.exists(), "the cache's own folders stay");
    }
}
