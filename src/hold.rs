//! Test holds: a run that the test suite tells to stop at a named step waits there, so that a
//! test reads beside it, interrupts it or kills it at a known point instead of racing it (as
//! git's `GIT_TEST_*` variables do). `main` installs them from the environment
//! ([`install_from_env`]); the library only says where it is ([`at`], [`parsing`]), which costs a
//! look at an unset cell when no hold is installed. Not in the help: the tests' own.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

/// `STEP=FILE`: at the step named, create FILE (holding the step's name) and wait there, two
/// minutes at most. Once per run: a step reached again after FILE exists goes on.
pub const HOLD: &str = "FINQ_TEST_HOLD";
/// FILE: each HTML document about to be read (an R page, a cover page, the classic service's
/// `Content`) adds a line to FILE and waits until FILE is gone, so that a test holds a parse in
/// progress for as long as it needs.
pub const HOLD_PARSE: &str = "FINQ_TEST_HOLD_PARSE";
/// Bytes: the bulk import's sort budget, so that a test's small quarter spills sorted runs.
pub const SORT_BUDGET: &str = "FINQ_TEST_SORT_BUDGET";

#[derive(Debug, Default)]
struct Holds {
    step: Option<(String, PathBuf)>,
    parse: Option<PathBuf>,
    sort_budget: Option<usize>,
}

static HOLDS: OnceLock<Holds> = OnceLock::new();

/// Reads the holds the test suite set in the environment (nothing when none is set).
pub fn install_from_env() {
    let step = std::env::var(HOLD).ok().and_then(|v| {
        let (step, file) = v.split_once('=')?;
        Some((step.to_string(), PathBuf::from(file)))
    });
    let parse = std::env::var_os(HOLD_PARSE).map(PathBuf::from);
    let sort_budget = std::env::var(SORT_BUDGET).ok().and_then(|v| v.parse().ok());
    if step.is_some() || parse.is_some() || sort_budget.is_some() {
        let _ = HOLDS.set(Holds { step, parse, sort_budget });
    }
}

/// Says the run is at `step`: waits there if a test asked to hold it here.
pub fn at(step: &str) {
    let Some((want, file)) = HOLDS.get().and_then(|h| h.step.as_ref()) else { return };
    if want != step || file.exists() {
        return;
    }
    let _ = std::fs::write(file, step);
    for _ in 0..1200 {
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Says an HTML document is about to be read: waits while a test holds parses.
pub fn parsing() {
    let Some(file) = HOLDS.get().and_then(|h| h.parse.as_ref()) else { return };
    use std::io::Write;
    let Ok(mut f) = std::fs::OpenOptions::new().append(true).create(true).open(file) else { return };
    let _ = f.write_all(b"held\n");
    for _ in 0..600 {
        if !file.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The sort budget a test asked for, if any.
pub fn sort_budget() -> Option<usize> {
    HOLDS.get().and_then(|h| h.sort_budget)
}
