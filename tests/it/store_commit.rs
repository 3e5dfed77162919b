//! An import interrupted at every step — while its tables are read, written and spilled, once
//! staged, and at each write and move of its commit — by `kill -9` and by Ctrl-C, with readers (a
//! statement, a screen) asking the store while it is held there and after it died: every answer
//! is the old quarter's or the new one's, digit for digit, never an error; the old one up to the
//! commit point (the manifest written), the new one from there. `bulk status` says what was left,
//! and the next writer finishes or removes it.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::bulk::{TapMkdir, altered_zip, finq, fixture_zip, status, tree};
use crate::common::{copy_dir, run};

/// Every step an import can be held at, in order; from `commit:manifest` on, the new quarter is
/// committed.
const STEPS: [&str; 17] = [
    "import:read:num",
    "import:read:pre",
    "import:read:tag",
    "import:write:sub",
    "import:write:num",
    "import:write:pre",
    "import:write:tag",
    "import:spill:num",
    "import:spill:pre",
    "import:staged",
    "commit:before",
    "commit:manifest",
    "commit:moved:sub",
    "commit:moved:num",
    "commit:moved:pre",
    "commit:moved:tag",
    "commit:cleaned",
];

/// Whether the new quarter is committed once an import is held at `step`.
fn committed(step: &str) -> bool {
    STEPS.iter().position(|s| *s == step) >= STEPS.iter().position(|s| *s == "commit:manifest")
}

/// The readers' questions.
const QUESTIONS: [&[&str]; 2] = [
    &["--provider", "bulk", "balancesheet", "AAPL", "--quarterly", "-f", "json"],
    &["screen", "Assets", "--period", "2009Q2", "-f", "csv"],
];

/// What the readers answer from a store.
fn answers(store: &Path) -> Vec<String> {
    QUESTIONS
        .iter()
        .map(|q| {
            let r = run(finq(store, q));
            assert_eq!(r.code, 0, "{q:?}: {}", r.stderr);
            r.stdout
        })
        .collect()
}

/// The old quarter (the fixture) and the new one (Apple's total assets one dollar more).
struct Quarters {
    _dir: tempfile::TempDir,
    /// A store holding the old quarter, copied for each case.
    template: PathBuf,
    new_zip: PathBuf,
    old: Vec<String>,
    new: Vec<String>,
}

fn quarters() -> Quarters {
    let dir = tempfile::tempdir().unwrap();
    let template = dir.path().join("template");
    let old_zip = fixture_zip(&dir.path().join("old").tap_mkdir());
    assert_eq!(run(finq(&template, &["bulk", "import", old_zip.to_str().unwrap()])).code, 0);
    let new_zip = altered_zip(&dir.path().join("new").tap_mkdir(), "2009q3.zip", |f, t| {
        Some(if f == "num.txt" {
            t.replace(
                "\tAssets\tus-gaap/2008\t20090630\t0\tUSD\t\t\t48140000000.0000",
                "\tAssets\tus-gaap/2008\t20090630\t0\tUSD\t\t\t48140000001.0000",
            )
        } else {
            t
        })
    });
    let new_store = dir.path().join("new-store");
    assert_eq!(run(finq(&new_store, &["bulk", "import", new_zip.to_str().unwrap()])).code, 0);
    let (old, new) = (answers(&template), answers(&new_store));
    assert_ne!(old, new, "the two quarters answer differently");
    assert!(new[0].contains("48140000001") && old[0].contains("48140000000"));
    Quarters { _dir: dir, template, new_zip, old, new }
}

/// Starts importing the new quarter into `store`, held at `step` (a small sort budget, so that
/// num and pre spill runs), and returns it once it is there.
fn held_at(store: &Path, zip: &Path, step: &str) -> std::process::Child {
    let hold = store.parent().unwrap().join(format!("held-{}", step.replace(':', "-")));
    let mut f = finq(store, &["bulk", "import", zip.to_str().unwrap()]);
    f.cmd.env("FINQ_TEST_HOLD", format!("{step}={}", hold.display())).env("FINQ_TEST_SORT_BUDGET", "1048576");
    let mut child =
        f.std_command().stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let started = Instant::now();
    while !hold.exists() {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            panic!("{step}: the import ended ({status}) before it reached its hold: {err}");
        }
        // A guard against a hang, not a timing assertion.
        assert!(started.elapsed() < Duration::from_secs(300), "{step}: the import never reached its hold");
        std::thread::sleep(Duration::from_millis(5));
    }
    child
}

/// Every step, interrupted by `signal`.
fn every_step(signal: i32) {
    let q = quarters();
    for step in STEPS {
        let dir = tempfile::tempdir().unwrap();
        let store = dir.path().join("store");
        copy_dir(&q.template, &store);
        let want = if committed(step) { &q.new } else { &q.old };
        let mut child = held_at(&store, &q.new_zip, step);
        assert_eq!(&answers(&store), want, "{step}: while the import is held there");
        // SAFETY: signalling a child this test started.
        unsafe { libc::kill(child.id() as i32, signal) };
        let ended = child.wait().unwrap();
        if signal == libc::SIGINT {
            assert_eq!(ended.code(), Some(130), "{step}");
        }
        assert_eq!(&answers(&store), want, "{step}: after the import died");
        // What is left: a committed quarter still to move, or an import to remove, or nothing
        // (Ctrl-C removes an uncommitted import's staging folder at once).
        let left = status(&store)["interrupted"].as_array().unwrap().clone();
        let staging = tree(&store.join(".staging"));
        match (step, signal) {
            ("commit:cleaned", _) => assert!(left.is_empty(), "{step}: {left:?}"),
            (_, _) if committed(step) => {
                assert_eq!(left.len(), 1, "{step}: {left:?}");
                assert_eq!((&left[0]["quarter"], &left[0]["committed"]), (&"2009q3".into(), &true.into()), "{step}");
            }
            (_, libc::SIGINT) if step != "commit:before" => assert!(staging.is_empty(), "{step}: {staging:?}"),
            _ => assert!(left.iter().all(|l| l["committed"] == false), "{step}: {left:?}"),
        }
        // The next writer finishes the commit or removes the leftovers, then imports again.
        let r = run(finq(&store, &["bulk", "import", q.new_zip.to_str().unwrap()]));
        assert_eq!(r.code, 0, "{step}: {}", r.stderr);
        assert!(tree(&store.join(".staging")).is_empty(), "{step}");
        for table in ["sub", "num", "pre", "tag"] {
            let files = tree(&store.join(table));
            assert_eq!(files.len(), 1, "{step}: one file in {table}: {files:?}");
        }
        assert_eq!(answers(&store), q.new, "{step}: after the next import");
        assert_eq!(run(finq(&store, &["bulk", "verify"])).code, 0, "{step}");
    }
}

/// Readers asking over and over while imports replace the quarter one after another, with no hold:
/// whatever instant of a commit a reader opens the store at (a table being exchanged, the staging
/// folder going), it answers the old quarter or the new one, never an error.
#[test]
fn readers_beside_imports_one_after_another_see_the_old_quarter_or_the_new_one() {
    let q = quarters();
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    copy_dir(&q.template, &store);
    let old_zip = fixture_zip(&dir.path().join("old").tap_mkdir());
    let done = std::sync::atomic::AtomicBool::new(false);
    let asked = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for (i, question) in QUESTIONS.iter().enumerate() {
            let (store, q, done, asked) = (&store, &q, &done, &asked);
            scope.spawn(move || {
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    let r = run(finq(store, question));
                    assert_eq!(r.code, 0, "{question:?}: {}", r.stderr);
                    assert!(
                        r.stdout == q.old[i] || r.stdout == q.new[i],
                        "{question:?}: neither the old answer nor the new"
                    );
                    asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            });
        }
        for k in 0..8 {
            let zip = if k % 2 == 0 { &q.new_zip } else { &old_zip };
            let r = run(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
            assert_eq!(r.code, 0, "{}", r.stderr);
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    assert!(asked.load(std::sync::atomic::Ordering::Relaxed) >= 2, "the readers asked");
}

#[cfg(unix)]
#[test]
fn kill_9_at_every_step_of_an_import_leaves_the_old_quarter_or_the_new_one() {
    every_step(libc::SIGKILL);
}

#[cfg(unix)]
#[test]
fn ctrl_c_at_every_step_of_an_import_leaves_the_old_quarter_or_the_new_one() {
    every_step(libc::SIGINT);
}
