//! Stores of the fixture quarters shared by the tests that only read them: each set of quarters
//! imported once per run by the binary (`finq bulk import`), whichever test asks first, into
//! cargo's temporary folder for tests (emptied at the run's first import, so no run leaves one
//! behind another), so that a module's tests no longer import the same quarter each. A test that
//! changes its store (imports into it, damages it) makes its own.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use crate::bulk::finq;
use crate::common::run;

/// A store holding `quarters` (of tests/fixtures/fsds), imported once for the whole run.
pub fn shared(quarters: &[&str]) -> PathBuf {
    static STORES: OnceLock<Mutex<HashMap<String, Arc<OnceLock<PathBuf>>>>> = OnceLock::new();
    let key = quarters.join(",");
    let once = {
        let mut all = STORES.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
        all.entry(key).or_default().clone()
    };
    // Two tests asking for the same quarters: one imports, the other waits for it.
    once.get_or_init(|| import(quarters)).clone()
}

fn import(quarters: &[&str]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stores").join(quarters.join("-"));
    // What an earlier run left.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = dir.join("store");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let zips: Vec<String> = quarters
        .iter()
        .map(|q| root.join(format!("tests/fixtures/fsds/{q}.zip")).to_string_lossy().into_owned())
        .collect();
    let mut args = vec!["bulk", "import", "-q"];
    args.extend(zips.iter().map(String::as_str));
    let r = run(finq(&store, &args));
    assert_eq!(r.code, 0, "{}", r.stderr);
    store
}
