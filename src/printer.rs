//! The one door to stderr: every message finq writes for a person goes through here, sanitised
//! (no escape sequence, control character or key gets through), and a closed or full stderr is
//! never an error. A [`Printer`] knows `-q` and `-v`, and is handed down to whatever talks.

use std::io::Write;

/// Writes `finq: MESSAGE` on stderr, sanitised; a failed write is dropped (the data still goes to
/// stdout or the `-o` file).
pub fn notice(message: &str) {
    let line = format!("finq: {}\n", crate::sanitize::for_terminal(message));
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// How talkative a run is: `-q` silences warnings and notes, `-v`/`-vv` add request lines.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Printer {
    pub verbose: u8,
    pub quiet: bool,
}

impl Printer {
    /// A warning or note: shown unless `-q`.
    pub fn warn(&self, message: &str) {
        if !self.quiet {
            notice(message);
        }
    }

    /// A line for `-v` (level 1) or `-vv` (level 2).
    pub fn verbose(&self, level: u8, message: &str) {
        if self.verbose >= level {
            notice(message);
        }
    }

    /// Whether `-v` lines of this level are shown (to skip building them otherwise).
    pub fn shows(&self, level: u8) -> bool {
        self.verbose >= level
    }
}
