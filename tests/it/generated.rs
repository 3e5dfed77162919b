//! The checked-in completions and man pages match what the clap definitions generate now.
//! Refresh them with `cargo run -- generate-assets .` when this fails.

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{Finq, run};

fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for sub in ["completions", "man"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for e in entries {
            let e = e.unwrap();
            out.insert(format!("{sub}/{}", e.file_name().to_string_lossy()), std::fs::read(e.path()).unwrap());
        }
    }
    out
}

#[test]
fn completions_and_man_pages_are_fresh() {
    let fresh = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.arg("generate-assets").arg(fresh.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = files(fresh.path());
    let have = files(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(want.len() >= 6, "five shells and at least one man page: {:?}", want.keys());
    let names = |m: &BTreeMap<String, Vec<u8>>| m.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&have), names(&want), "stale file list: run `cargo run -- generate-assets .`");
    for (name, bytes) in &want {
        assert!(have[name] == *bytes, "{name} is stale: run `cargo run -- generate-assets .`");
    }
}
