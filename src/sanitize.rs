//! Making service text safe to show: no control characters or escape sequences on a terminal,
//! no spreadsheet formulas in CSV cells.

/// Removes escape sequences (CSI, OSC and two-character escapes) and every other control character,
/// C0 and C1, plus the bidirectional overrides that can make text read differently than it is.
/// Tabs and newlines become a space so that a table cell stays on its line.
pub fn for_terminal(s: &str) -> String {
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
                        if c == '\u{7}' {
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

/// The bidirectional marks and overrides that can make text read differently than it is stored.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Text for a CSV cell: a cell a spreadsheet would run as a formula gets a leading `'`.
///
/// Leading `=`, `+`, `@`, tab or carriage return always count; a leading `-` counts unless a digit
/// or a decimal point follows, so that negative numbers written as text stay numbers.
pub fn for_csv(s: &str) -> std::borrow::Cow<'_, str> {
    let mut chars = s.chars();
    let risky = match chars.next() {
        Some('=' | '+' | '@' | '\t' | '\r') => true,
        Some('-') => !matches!(chars.next(), Some('0'..='9' | '.')),
        _ => false,
    };
    if risky { format!("'{s}").into() } else { s.into() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_escapes_and_controls() {
        assert_eq!(for_terminal("\u{1b}[31mred\u{1b}[0m"), "red");
        assert_eq!(for_terminal("a\u{1b}]0;title\u{7}b"), "ab");
        assert_eq!(for_terminal("a\u{1b}]8;;http://x\u{1b}\\link"), "alink");
        assert_eq!(for_terminal("bell\u{7}\u{8}\u{9b}x"), "bellx");
        assert_eq!(for_terminal("two\nlines\ttab"), "two lines tab");
        assert_eq!(for_terminal("\u{202e}evil"), "evil");
        assert_eq!(for_terminal("APPLE INC — 10-K"), "APPLE INC — 10-K");
    }

    #[test]
    fn neutralises_formulas() {
        assert_eq!(for_csv("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(for_csv("+1+1"), "'+1+1");
        assert_eq!(for_csv("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(for_csv("-cmd"), "'-cmd");
        assert_eq!(for_csv("-12.5"), "-12.5");
        assert_eq!(for_csv("Apple Inc."), "Apple Inc.");
        assert_eq!(for_csv(""), "");
    }
}
