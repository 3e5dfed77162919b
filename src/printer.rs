//! The one door to stderr: every message finq writes for a person goes through here, sanitised
//! (no escape sequence, control character or key gets through), and a closed or full stderr is
//! never an error. A [`Printer`] knows `-q` and `-v`, and is handed down to whatever talks.

use std::io::Write;

/// Writes `finq: MESSAGE` on stderr, sanitised; a failed write is dropped (the data still goes to
/// stdout or the `-o` file). To a terminal the message is wrapped to its width ([`stderr_width`]),
/// its later lines indented under its first word; piped or redirected it stays one line, as
/// scripts read it (one message a line, `grep`-able).
pub fn notice(message: &str) {
    let message = format!("finq: {}", elide_long_words(&crate::sanitize::for_terminal(message)));
    let text = match stderr_width() {
        Some(width) => wrapped(&message, width),
        None => message,
    };
    let _ = std::io::stderr().lock().write_all(format!("{text}\n").as_bytes());
}

/// The width messages wrap to when stderr is a terminal: `COLUMNS` when it is a number (as tables
/// take it), else the terminal's, else 100; `None` when stderr is no terminal. Asked once.
fn stderr_width() -> Option<usize> {
    use std::io::IsTerminal;
    static WIDTH: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    *WIDTH.get_or_init(|| {
        if !std::io::stderr().is_terminal() {
            return None;
        }
        let columns = std::env::var(crate::env::COLUMNS).ok().and_then(|c| c.trim().parse::<usize>().ok());
        let terminal = || terminal_size::terminal_size_of(std::io::stderr()).map(|(w, _)| usize::from(w.0));
        Some(columns.filter(|w| *w > 0).or_else(terminal).filter(|w| *w > 0).unwrap_or(DEFAULT_WIDTH))
    })
}

/// The width messages to a terminal wrap to when it says none.
const DEFAULT_WIDTH: usize = 100;

/// The narrowest width a message wraps to: below it, lines are as wide as this.
const MIN_WIDTH: usize = 40;

/// `message` in lines of at most `width` columns (characters), broken between words, each line
/// after the first indented by `finq: `'s width; a word longer than a line stands alone on one.
fn wrapped(message: &str, width: usize) -> String {
    const INDENT: &str = "      ";
    let width = width.max(MIN_WIDTH);
    if message.chars().count() <= width {
        return message.to_string();
    }
    // The words of each line, and the columns the line being filled takes (its indent too).
    let mut lines: Vec<String> = vec![String::new()];
    let mut used = 0;
    for word in message.split(' ') {
        let n = word.chars().count();
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && used + 1 + n > width {
            lines.push(String::new());
            used = INDENT.len();
        }
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() {
            line.push(' ');
            used += 1;
        }
        line.push_str(word);
        used += n;
    }
    lines.join(&format!("\n{INDENT}"))
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
    fn a_message_to_a_terminal_wraps_under_its_first_word() {
        let message = "finq: the store holds no 10-K of HMC: it holds 20-F filings; ask for them with --form 20-F";
        assert_eq!(wrapped(message, 100), message, "it fits");
        let lines: Vec<String> = wrapped(message, 40).lines().map(String::from).collect();
        assert_eq!(
            lines,
            [
                "finq: the store holds no 10-K of HMC: it",
                "      holds 20-F filings; ask for them",
                "      with --form 20-F",
            ]
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 40));
        // A word longer than a line stands alone; below the narrowest width, lines are 40 wide.
        let long = format!("finq: cannot read {} now", "x".repeat(60));
        assert_eq!(wrapped(&long, 40), format!("finq: cannot read\n      {}\n      now", "x".repeat(60)));
        assert_eq!(wrapped(message, 5), wrapped(message, 40));
    }

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
