//! The one door to stderr: every message finq writes for a person goes through here, sanitised
//! (no escape sequence, control character or key gets through), and a closed or full stderr is
//! never an error. A [`Printer`] knows `-q` and `-v`, and is handed down to whatever talks.

use std::io::Write;

/// Writes `finq: MESSAGE` on stderr, sanitised; a failed write is dropped (the data still goes to
/// stdout or the `-o` file).
pub fn notice(message: &str) {
    let line = format!("finq: {}\n", elide_long_words(&crate::sanitize::for_terminal(message)));
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// The longest word a message keeps whole: a path, a URL or an echoed value longer than this (a
/// 100 KB argument) keeps its start and end, with what was cut counted between them.
const LONGEST_WORD: usize = 256;

/// `message` with every word longer than [`LONGEST_WORD`] characters cut in its middle.
fn elide_long_words(message: &str) -> std::borrow::Cow<'_, str> {
    if message.len() <= LONGEST_WORD || !message.split(' ').any(|w| w.chars().count() > LONGEST_WORD) {
        return std::borrow::Cow::Borrowed(message);
    }
    let words: Vec<String> = message
        .split(' ')
        .map(|w| {
            let chars: Vec<char> = w.chars().collect();
            if chars.len() <= LONGEST_WORD {
                return w.to_string();
            }
            let (head, tail) = (&chars[..160], &chars[chars.len() - 60..]);
            let cut = chars.len() - head.len() - tail.len();
            format!("{}…[{cut} characters]…{}", head.iter().collect::<String>(), tail.iter().collect::<String>())
        })
        .collect();
    std::borrow::Cow::Owned(words.join(" "))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_word_keeps_its_ends() {
        assert_eq!(elide_long_words("cannot read a.zip"), "cannot read a.zip");
        let long = format!("cannot read /x/{}.zip: File name too long", "A".repeat(100_000));
        let said = elide_long_words(&long);
        assert!(said.len() < 400, "{}", said.len());
        assert!(said.starts_with("cannot read /x/AAA") && said.ends_with("AAAA.zip: File name too long"), "{said}");
        assert!(said.contains("…[99788 characters]…"), "{said}");
    }
}
