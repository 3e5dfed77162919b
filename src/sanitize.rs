//! Making outside text safe to show: no control characters or escape sequences on a terminal, no
//! spreadsheet formulas in CSV cells, and never the configured key, even when a service echoes it.
//!
//! [`Clean`] is the one door for text in tables and titles: it can only be built by sanitising, so
//! a table cannot be handed raw service text by mistake. Messages on stderr go through
//! `render::notice`, which sanitises whatever it is given.

use std::borrow::Cow;
use std::sync::RwLock;

/// The values never to be shown: the configured API key. Registered once when settings are
/// resolved; every writer of outside text (terminal, JSON, CSV) replaces them.
static SECRETS: RwLock<Vec<String>> = RwLock::new(Vec::new());

/// What a redacted secret is shown as.
pub const REDACTED: &str = "<redacted>";

/// Keys shorter than this are not searched for: replacing every "ab" in the output would hide
/// data and protect nothing (no real subscription key is that short).
const MIN_SECRET: usize = 6;

/// Registers `secret` so that no output of this process shows it.
pub fn register_secret(secret: &str) {
    if secret.len() < MIN_SECRET {
        return;
    }
    if let Ok(mut s) = SECRETS.write()
        && !s.iter().any(|k| k == secret)
    {
        s.push(secret.to_string());
    }
}

/// `text` with every registered secret replaced by [`REDACTED`].
pub fn redact(text: &str) -> Cow<'_, str> {
    let Ok(secrets) = SECRETS.read() else { return text.into() };
    redact_with(text, &secrets)
}

fn redact_with<'a>(text: &'a str, secrets: &[String]) -> Cow<'a, str> {
    let mut out: Cow<str> = text.into();
    for s in secrets {
        if out.contains(s.as_str()) {
            out = out.replace(s.as_str(), REDACTED).into();
        }
    }
    out
}

/// Removes escape sequences (CSI, OSC and two-character escapes) and every other control character,
/// C0 and C1, plus the bidirectional overrides that can make text read differently than it is.
/// Tabs and newlines become a space so that a table cell stays on its line. Registered secrets are
/// redacted.
pub fn for_terminal(s: &str) -> String {
    let s = redact(s);
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => match chars.next() {
                // CSI: parameters and intermediates up to a final byte in @..~
                Some('[') => {
                    for c in chars.by_ref() {
                        if ('@'..='~').contains(&c) {
                            break;
                        }
                    }
                }
                // OSC, DCS, PM, APC, SOS: up to BEL or ST (ESC \)
                Some(']' | 'P' | '^' | '_' | 'X') => {
                    while let Some(c) = chars.next() {
                        if c == '\u{7}' || c == '\u{9c}' {
                            break;
                        }
                        if c == '\u{1b}' {
                            if chars.peek() == Some(&'\\') {
                                chars.next();
                            }
                            break;
                        }
                    }
                }
                _ => {}
            },
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() => {}
            c if is_bidi_control(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// The bidirectional marks and overrides that can make text read differently than it is stored,
/// the Arabic letter mark (U+061C) included.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Text for a CSV cell (header or value): cleaned as for a terminal (CSV is read on terminals too,
/// and has no escapes of its own), a cell a spreadsheet would run as a formula gets a leading `'`,
/// and registered secrets are redacted.
///
/// Leading `=`, `+`, `@`, `-`, tab or carriage return count, except for a plain number
/// (`-12.5`, `-3e6`): negative numbers written as text stay numbers, but `-1+2+cmd|…` is guarded.
pub fn for_csv(s: &str) -> Cow<'_, str> {
    // Most cells are plain: no allocation for them.
    let plain = s.bytes().all(|b| (0x20..0x7f).contains(&b)) && redact(s).len() == s.len();
    let s: Cow<str> = if plain { s.into() } else { for_terminal(s).into() };
    let risky = match s.chars().next() {
        Some('=' | '+' | '@' | '\t' | '\r') => true,
        Some('-') => !is_plain_number(&s),
        _ => false,
    };
    if risky { format!("'{s}").into() } else { s }
}

/// `-?digits[.digits][e[+-]digits]`, nothing else.
fn is_plain_number(s: &str) -> bool {
    let s = s.strip_prefix('-').unwrap_or(s);
    let (mantissa, exp) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match mantissa.split_once('.') {
        Some((i, f)) => (digits(i) || i.is_empty()) && digits(f),
        None => digits(mantissa),
    };
    let exp_ok = exp.is_none_or(|e| digits(e.strip_prefix(['+', '-']).unwrap_or(e)));
    mantissa_ok && exp_ok
}

/// The most characters a table cell or title shows. XBRL element names run to about 150;
/// anything far longer is not meant for reading, and laying out huge cells is slow (found by
/// fuzzing: a 78 KB element name took seconds).
pub const MAX_CELL: usize = 300;

/// Text that is safe for a terminal: built only by [`Clean::new`] (which sanitises and cuts) or
/// from a literal finq wrote itself. Tables and titles take nothing else.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Clean(String);

impl Clean {
    /// Outside text, sanitised for a terminal and cut to [`MAX_CELL`] characters.
    pub fn new(s: &str) -> Self {
        Self::cut(for_terminal(s))
    }

    /// Text finq wrote itself, known to hold no control characters.
    pub fn literal(s: &'static str) -> Self {
        Self(s.to_string())
    }

    /// Joins clean parts with a clean separator.
    pub fn join(parts: &[Clean], sep: &'static str) -> Self {
        Self(parts.iter().map(|p| p.0.as_str()).collect::<Vec<_>>().join(sep))
    }

    /// Digits and signs finq formatted itself (grouped numbers), cut like any cell.
    pub fn number(formatted: String) -> Self {
        // Number text holds only digits, signs, separators and exponent letters; it is still
        // sanitised, as it may come from a service's string.
        Self::cut(for_terminal(&formatted))
    }

    fn cut(text: String) -> Self {
        match text.char_indices().nth(MAX_CELL) {
            Some((at, _)) => Self(format!("{}…", &text[..at])),
            None => Self(text),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl std::fmt::Display for Clean {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_escapes_and_controls() {
        assert_eq!(for_terminal("\u{1b}[31mred\u{1b}[0m"), "red");
        assert_eq!(for_terminal("a\u{1b}]0;title\u{7}b"), "ab");
        assert_eq!(for_terminal("a\u{1b}]52;c;ZXZpbA==\u{7}b"), "ab");
        assert_eq!(for_terminal("a\u{1b}]8;;http://x\u{1b}\\link"), "alink");
        assert_eq!(for_terminal("bell\u{7}\u{8}\u{9b}x"), "bellx");
        assert_eq!(for_terminal("two\nlines\ttab"), "two lines tab");
        assert_eq!(for_terminal("\u{202e}evil\u{61c}"), "evil");
        assert_eq!(for_terminal("APPLE INC — 10-K"), "APPLE INC — 10-K");
    }

    #[test]
    fn neutralises_formulas() {
        assert_eq!(for_csv("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(for_csv("+1+1"), "'+1+1");
        assert_eq!(for_csv("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(for_csv("-cmd"), "'-cmd");
        assert_eq!(for_csv("-1+2+cmd|' /C calc'!A0"), "'-1+2+cmd|' /C calc'!A0");
        assert_eq!(for_csv("-12.5"), "-12.5");
        assert_eq!(for_csv("-.5"), "-.5");
        assert_eq!(for_csv("-3e6"), "-3e6");
        assert_eq!(for_csv("-1.2E-7"), "-1.2E-7");
        assert_eq!(for_csv("-1-2"), "'-1-2");
        assert_eq!(for_csv("Apple Inc."), "Apple Inc.");
        assert_eq!(for_csv(""), "");
    }

    #[test]
    fn secrets_are_replaced() {
        let secrets = vec!["k-123456".to_string()];
        assert_eq!(redact_with("bad key k-123456!", &secrets), "bad key <redacted>!");
        assert_eq!(redact_with("nothing here", &secrets), "nothing here");
    }

    #[test]
    fn clean_text_is_cut_and_sanitised() {
        let c = Clean::new(&format!("\u{1b}[2J{}", "x".repeat(1000)));
        assert_eq!(c.as_str().chars().count(), MAX_CELL + 1);
        assert!(!c.as_str().contains('\u{1b}'));
    }
}
