//! Text to a width, for tables, titles and charts: lines break between words only; a number, a
//! date or a ticker is never split; a word too long for its column is cut with `…` (and a word
//! holding a digit only when nothing else fits); a line keeps its indentation when it wraps.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Columns a text takes on a terminal.
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// A figure: a number, a date, a ticker with a digit, an accession number. Anything with a digit
/// is kept whole, so that no figure loses digits to a line break or a `…`.
pub fn is_figure(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit())
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/// `Mar.`, `March`, `Sept.`: the month of a date written out.
fn is_month(word: &str) -> bool {
    let w = word.trim_end_matches('.').to_ascii_lowercase();
    w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()) && MONTHS.iter().any(|m| w.starts_with(m))
}

fn is_day(word: &str) -> bool {
    let d = word.trim_end_matches(',');
    (1..=2).contains(&d.len()) && d.chars().all(|c| c.is_ascii_digit())
}

fn starts_with_year(word: &str) -> bool {
    word.len() >= 4 && word.as_bytes()[..4].iter().all(u8::is_ascii_digit)
}

/// The words of `text` that must stay on one line: split at spaces, with a date written out
/// (`Mar. 29, 2025`, `Sep. 2025`) and a lone currency sign before its amount (`$ 709,923`) glued.
pub fn words(text: &str) -> Vec<String> {
    let raw: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    let mut out: Vec<String> = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let w = raw[i];
        let next = raw.get(i + 1).copied();
        let currency = matches!(w, "$" | "€" | "£" | "¥" | "US$");
        let glue = if is_month(w) && next.is_some_and(is_day) {
            if raw.get(i + 2).is_some_and(|y| starts_with_year(y)) { 3 } else { 2 }
        } else if (is_month(w) && next.is_some_and(starts_with_year)) || (currency && next.is_some_and(is_figure)) {
            2
        } else {
            1
        };
        let word = raw[i..(i + glue).min(raw.len())].join(" ");
        // A separator dot stays with the word before it, never starting a line.
        match out.last_mut() {
            Some(last) if word == "·" => {
                last.push_str(" ·");
            }
            _ => out.push(word),
        }
        i += glue;
    }
    out
}

/// The pieces a word may be broken into when it is longer than its column: after a `/` or `_`,
/// and before the capital of a CamelCase name (`earnings/(Accumulated` -> `earnings/`,
/// `(Accumulated`; `us-gaap_NetIncomeLoss` -> `us-gaap_`, `Net`, `Income`, `Loss`). A figure is
/// one piece.
pub fn pieces(word: &str) -> Vec<&str> {
    if is_figure(word) {
        return vec![word];
    }
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    for (i, c) in word.char_indices() {
        if i > start && (matches!(prev, Some('/' | '_')) || (c.is_uppercase() && prev.is_some_and(char::is_lowercase)))
        {
            out.push(&word[start..i]);
            start = i;
        }
        prev = Some(c);
    }
    out.push(&word[start..]);
    out
}

/// The narrowest `text` may be drawn, and the narrowest with no word cut: its indentation and
/// `hang` (where a continuation line starts) plus its widest word (a word that may break counts
/// by its widest piece); for the first, words other than figures count up to `cap` (longer ones
/// may be cut with `…`).
pub fn min_widths(text: &str, cap: usize, hang: usize) -> (usize, usize) {
    let body = text.trim_start_matches(' ');
    let indent = text.len() - body.len();
    let (mut min, mut word, mut count) = (0, 0, 0);
    for w in words(body) {
        let pieces = pieces(&w);
        count += pieces.len();
        let widest = pieces.into_iter().map(width).max().unwrap_or(0);
        word = word.max(widest);
        min = min.max(if is_figure(&w) { widest } else { widest.min(cap) });
    }
    // One piece never wraps, so it never hangs.
    let hang = if count > 1 { hang } else { 0 };
    (indent + hang + min, indent + hang + word)
}

/// `text` cut to `max` columns, its last character `…`.
pub fn shorten(text: &str, max: usize) -> String {
    if width(text) <= max {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > max {
            break;
        }
        out.push(c);
        used += w;
    }
    if max > 0 {
        out.push('…');
    }
    out
}

/// `text` in lines of at most `max` columns, broken between words; continuation lines keep the
/// first line's indentation, `hang` columns further in. A word longer than a line is broken
/// between its [`pieces`], and a piece still too long cut with `…`; a figure longer than a line
/// stays whole (the line is then wider than `max`).
pub fn wrap(text: &str, max: usize, hang: usize) -> Vec<String> {
    if width(text) <= max {
        return vec![text.to_string()];
    }
    let body = text.trim_start_matches(' ');
    let mut indent = text.len() - body.len();
    let mut hang = hang;
    // Indentation gives way before a line holds fewer than eight columns of text.
    if indent + hang + 8 > max {
        hang = 0;
        indent = max.saturating_sub(8).min(indent);
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = " ".repeat(indent);
    let mut used = 0;
    let mut room = max - indent;
    let mut put = |piece: &str, glue: bool, line: &mut String, used: &mut usize, room: &mut usize| {
        let w = width(piece);
        let space = usize::from(glue && *used > 0);
        if *used > 0 && *used + space + w > *room {
            lines.push(std::mem::replace(line, " ".repeat(indent + hang)));
            *used = 0;
            *room = max - indent - hang;
        }
        if *used > 0 && glue {
            line.push(' ');
            *used += 1;
        }
        let piece = if w > *room && !is_figure(piece) { shorten(piece, *room) } else { piece.to_string() };
        *used += width(&piece);
        line.push_str(&piece);
    };
    for word in words(body) {
        if width(&word) <= max - indent - hang {
            put(&word, true, &mut line, &mut used, &mut room);
        } else {
            for (i, p) in pieces(&word).into_iter().enumerate() {
                put(p, i == 0, &mut line, &mut used, &mut room);
            }
        }
    }
    lines.push(line);
    lines
}

/// A title or note line in lines of at most `max` columns, broken between its ` · ` parts
/// where a part fits a line of its own, else between words.
pub fn wrap_title(text: &str, max: usize) -> Vec<String> {
    if width(text) <= max {
        return vec![text.to_string()];
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in text.split(" · ") {
        let joined = if line.is_empty() { part.to_string() } else { format!("{line} · {part}") };
        if width(&joined) <= max {
            line = joined;
            continue;
        }
        let mut wrapped = if width(part) <= max {
            lines.extend((!line.is_empty()).then(|| std::mem::take(&mut line)));
            vec![part.to_string()]
        } else {
            wrap(&joined, max, 0)
        };
        line = wrapped.pop().unwrap_or_default();
        lines.extend(wrapped);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_amounts_stay_on_one_line() {
        assert_eq!(words("3 Months Ended Mar. 29, 2025"), ["3", "Months", "Ended", "Mar. 29, 2025"]);
        assert_eq!(
            words("Ending balances at Sep 2025 and $ 709,923"),
            ["Ending", "balances", "at", "Sep 2025", "and", "$ 709,923"]
        );
        assert_eq!(wrap("Balances at Mar. 30, 2024", 14, 0), ["Balances at", "Mar. 30, 2024"]);
    }

    #[test]
    fn wrapped_lines_keep_their_indentation_and_words() {
        assert_eq!(
            wrap("  Selling, general and administrative", 24, 0),
            ["  Selling, general and", "  administrative"]
        );
        assert_eq!(
            wrap("  Selling, general and administrative", 24, 2),
            ["  Selling, general and", "    administrative"]
        );
        assert_eq!(wrap("    Net sales", 40, 2), ["    Net sales"]);
        assert_eq!(
            wrap("Retained earnings/(Accumulated deficit)", 14, 0),
            ["Retained", "earnings/", "(Accumulated", "deficit)"]
        );
        assert_eq!(
            wrap("us-gaap_RevenueFromContractWithCustomer", 18, 2),
            ["us-gaap_Revenue", "  FromContractWith", "  Customer"]
        );
        assert_eq!(wrap("Stockholders' equity", 9, 0), ["Stockhol…", "equity"]);
        // A figure is never cut, even when it cannot fit.
        assert_eq!(wrap("Shares 14,673,278,000", 10, 2), ["Shares", "  14,673,278,000"]);
        assert_eq!(wrap("Shares 14,673,278,000", 9, 2), ["Shares", "14,673,278,000"]);
    }

    #[test]
    fn narrowest_widths_count_figures_whole() {
        assert_eq!(min_widths("  Basic (in shares) 14,673,278,000", 8, 2), (18, 18));
        assert_eq!(min_widths("  Comprehensive", 8, 2), (10, 15));
        assert_eq!(min_widths("Retained earnings/(Accumulated deficit)", 8, 0), (8, 12));
        assert_eq!(shorten("Microsoft Corporation", 10), "Microsoft…");
    }

    #[test]
    fn titles_break_between_their_parts() {
        let t = "10-Q · period ended 2025-03-29 · filed 2025-05-02 · accession 0000320193-25-000057";
        assert_eq!(
            wrap_title(t, 60),
            ["10-Q · period ended 2025-03-29 · filed 2025-05-02", "accession 0000320193-25-000057"]
        );
        assert_eq!(wrap_title("short", 60), ["short"]);
        assert_eq!(
            wrap_title("as filed · money in millions; per-share amounts in full units", 30),
            ["as filed · money in millions;", "per-share amounts in full", "units"]
        );
    }
}
