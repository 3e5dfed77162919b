//! An R page (`R4.htm`): the SEC's rendering of one statement of a filing, read line by line into
//! a [`Filed`] statement: title and scale, the column grid (colspan/rowspan honoured, footnote
//! and spacer cells skipped), and each row's element, label, kind, member block and values, as
//! exact decimals in full units, signed as printed.
//!
//! The page may come wrapped in the SGML the SEC adds when one R page is fetched alone; the
//! parser looks for `table.report` wherever it sits.

use scraper::{ElementRef, Html, Selector};
use serde_json::Number;

use crate::domain::{Filed, FiledColumn, FiledRow, Measure, RowKind, shift_decimal};

/// The most value columns read (real statements show a handful; ADI shows eleven).
const MAX_COLUMNS: usize = 64;
/// The most rows read; real statements have a few hundred at most.
const MAX_ROWS: usize = 10_000;
/// The most text kept of one cell.
const MAX_TEXT: usize = 2048;

/// Reads the statement of an R page. `None` when the page has no `table.report`.
pub fn parse(html: &str) -> Option<Filed> {
    let doc = Html::parse_document(html);
    let report = Selector::parse("table.report").ok()?;
    let tr = Selector::parse("tr").ok()?;
    let table = doc.select(&report).next()?;
    // Rows of nested tables (footnote pop-ups) belong to those tables.
    let rows: Vec<ElementRef> = table
        .select(&tr)
        .filter(|r| r.ancestors().filter_map(ElementRef::wrap).find(|a| a.value().name() == "table") == Some(table))
        .take(MAX_ROWS)
        .collect();
    let header_count = rows.iter().take_while(|r| cells(r).iter().all(|c| c.value().name() == "th")).count();
    let grid = header_grid(&rows[..header_count].iter().map(|r| cells(r)).collect::<Vec<_>>());
    let mut filed = Filed::default();

    // The title cell: "TITLE - USD ($)", then the scale note after a line break.
    if let Some(tl) = grid.iter().flatten().find(|c| c.title) {
        let mut pieces = tl.pieces.iter();
        let first = pieces.next().cloned().unwrap_or_default();
        filed.title = strip_unit_suffix(&first).to_string();
        filed.scale = pieces.cloned().collect::<Vec<_>>().join(" ").trim().to_string();
    }
    let scale = Scale::read(&filed.scale);

    // Value columns: the cells of the last header row, less the title and footnote markers.
    let leaf = grid.last().cloned().unwrap_or_default();
    let groups = if grid.len() > 1 { grid[0].clone() } else { Vec::new() };
    let columns: Vec<(usize, FiledColumn)> = leaf
        .iter()
        .filter(|c| !c.title && !c.text.is_empty() && !is_footnote_marker(&c.text))
        .take(MAX_COLUMNS)
        .map(|c| {
            let heading = groups
                .iter()
                .find(|g| !g.title && g.start <= c.start && c.start < g.start + g.span)
                .map(|g| g.text.clone())
                .unwrap_or_default();
            let months = heading.split_whitespace().next().and_then(|n| n.parse().ok());
            let end = super::super::last10k::content::parse_us_date(&c.text);
            (c.start, FiledColumn { heading, label: c.text.clone(), end, months })
        })
        .collect();
    filed.transposed = !columns.is_empty() && columns.iter().all(|(_, c)| c.end.is_none());

    let mut member: Option<String> = None;
    for row in &rows[header_count..] {
        let cells = cells(row);
        let Some(label_cell) = cells.first().filter(|c| has_class(c, "pl")) else {
            continue; // footnotes, spacers
        };
        let class = row.value().attr("class").unwrap_or_default();
        let element = element_of(label_cell).unwrap_or_default();
        let label = text(label_cell);
        // Each body cell at the grid position it starts at.
        let mut at = 0;
        let mut by_start = Vec::with_capacity(cells.len());
        for c in &cells {
            by_start.push((at, *c));
            at += span(c, "colspan");
        }
        let raw: Vec<Option<(String, bool)>> = columns
            .iter()
            .map(|(start, _)| {
                let cell = by_start.iter().find(|(s, _)| s == start).map(|(_, c)| c)?;
                let t = text(cell);
                (!t.is_empty()).then(|| (t, has_class(cell, "num")))
            })
            .collect();
        let kind = if class.split_whitespace().any(|c| c == "rh") {
            member = Some(label.clone());
            RowKind::Member
        } else if raw.iter().all(Option::is_none) {
            RowKind::Heading
        } else if class.split_whitespace().any(|c| matches!(c, "reu" | "rou" | "rc")) {
            RowKind::Total
        } else {
            RowKind::Line
        };
        let measure = measure_of(&element, &label);
        let factor = scale.digits(measure);
        let values = raw.iter().map(|v| v.as_ref().and_then(|(t, negative)| value(t, *negative, factor))).collect();
        filed.rows.push(FiledRow {
            custom: has_class(label_cell, "custom"),
            member: if kind == RowKind::Member { None } else { member.clone() },
            element,
            label,
            kind,
            measure,
            values,
        });
    }
    filed.columns = columns.into_iter().map(|(_, c)| c).collect();
    Some(filed)
}

/// The `td` and `th` cells of a row.
fn cells<'a>(row: &ElementRef<'a>) -> Vec<ElementRef<'a>> {
    row.children().filter_map(ElementRef::wrap).filter(|e| matches!(e.value().name(), "td" | "th")).collect()
}

/// One header cell placed on the grid.
#[derive(Debug, Clone)]
struct HeaderCell {
    text: String,
    /// The text nodes, for the title cell (title, then the scale note).
    pieces: Vec<String>,
    start: usize,
    span: usize,
    title: bool,
}

/// The header rows as a grid: each cell at the column it starts at, rowspans honoured.
fn header_grid(rows: &[Vec<ElementRef>]) -> Vec<Vec<HeaderCell>> {
    let mut taken: Vec<Vec<bool>> = vec![Vec::new(); rows.len()];
    let mut grid = Vec::with_capacity(rows.len());
    for (r, cells) in rows.iter().enumerate() {
        let mut out = Vec::new();
        let mut col = 0;
        for c in cells {
            while taken[r].get(col).copied().unwrap_or(false) {
                col += 1;
            }
            let (colspan, rowspan) = (span(c, "colspan"), span(c, "rowspan"));
            for row in taken.iter_mut().skip(r).take(rowspan) {
                if row.len() < col + colspan {
                    row.resize(col + colspan, false);
                }
                row[col..col + colspan].fill(true);
            }
            out.push(HeaderCell {
                text: text(c),
                pieces: c
                    .text()
                    .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
                    .filter(|t| !t.is_empty())
                    .collect(),
                start: col,
                span: colspan,
                title: has_class(c, "tl"),
            });
            col += colspan;
        }
        grid.push(out);
    }
    grid
}

/// A colspan or rowspan, bounded.
fn span(c: &ElementRef, attr: &str) -> usize {
    c.value().attr(attr).and_then(|s| s.trim().parse().ok()).unwrap_or(1usize).clamp(1, MAX_COLUMNS * 2)
}

fn has_class(c: &ElementRef, class: &str) -> bool {
    c.value().attr("class").is_some_and(|v| v.split_whitespace().any(|x| x == class))
}

/// The visible text of a cell, whitespace folded, at most [`MAX_TEXT`] bytes.
fn text(c: &ElementRef) -> String {
    let mut out = String::new();
    for piece in c.text() {
        for word in piece.split(|ch: char| ch.is_whitespace() || ch == '\u{a0}').filter(|w| !w.is_empty()) {
            if out.len() + word.len() >= MAX_TEXT {
                return out;
            }
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(word);
        }
    }
    out
}

/// The element a label cell names: `defref_us-gaap_Assets` in its link's onclick.
fn element_of(cell: &ElementRef) -> Option<String> {
    let onclick = cell
        .descendants()
        .filter_map(ElementRef::wrap)
        .find_map(|e| e.value().attr("onclick"))
        .or_else(|| cell.value().attr("onclick"))?;
    let start = onclick.find("defref_")? + "defref_".len();
    let rest = &onclick[start..];
    let end = rest.find(['\'', '"']).unwrap_or(rest.len());
    Some(rest[..end].to_string())
}

/// "[1]": a footnote marker in a header row.
fn is_footnote_marker(t: &str) -> bool {
    t.starts_with('[') && t.ends_with(']') && t[1..t.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

/// "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited) - USD ($)" without " - USD ($)".
fn strip_unit_suffix(t: &str) -> &str {
    match t.rfind(" - ") {
        Some(i) if t[i + 3..].contains('(') || t[i + 3..].chars().all(|c| c.is_ascii_uppercase()) => t[..i].trim(),
        _ => t.trim(),
    }
}

/// What a row measures: the renderer's own label suffixes first ("(in shares)", "(in dollars
/// per share)"), then the element's name.
fn measure_of(element: &str, label: &str) -> Measure {
    let l = label.to_ascii_lowercase();
    if l.contains("per share)") || l.contains("per unit)") {
        return Measure::PerShare;
    }
    if l.ends_with("(in shares)") {
        return Measure::Shares;
    }
    let name = element.split_once('_').map_or(element, |(_, n)| n);
    Measure::guess(name)
}

/// The scale note: "shares in Thousands, $ in Millions".
#[derive(Debug, Clone, Copy, Default)]
struct Scale {
    money: usize,
    shares: usize,
}

impl Scale {
    fn read(note: &str) -> Self {
        let (money, shares) = crate::domain::scale_digits(note);
        Scale { money, shares }
    }

    /// The decimal digits values of this measure are shifted by to reach full units.
    fn digits(self, m: Measure) -> usize {
        match m {
            Measure::Money => self.money,
            Measure::Shares => self.shares,
            Measure::PerShare | Measure::Pure => 0,
        }
    }
}

/// A value cell's text as an exact number in full units: `$ 28,162` -> 28162000000 at six
/// digits; `(279)` (class `num`) -> -279000000. `None` for text that is not a figure.
fn value(t: &str, negative_class: bool, digits: usize) -> Option<Number> {
    let mut s: String = t.chars().filter(|c| !matches!(c, '$' | ',' | ' ' | '\u{a0}' | '€' | '£')).collect();
    let parenthesised = s.starts_with('(') && s.ends_with(')');
    if parenthesised {
        s = s[1..s.len() - 1].to_string();
    }
    let (neg, int, frac) = crate::domain::split_decimal(&s)?;
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let negative = neg || parenthesised || (negative_class && s.starts_with('-'));
    let shifted = shift_decimal(int, frac, digits);
    let text = if negative && shifted.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        format!("-{shifted}")
    } else {
        shifted
    };
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_in_full_units() {
        let n = |t, neg, d| value(t, neg, d).map(|n| n.to_string());
        assert_eq!(n("$ 28,162", false, 6).as_deref(), Some("28162000000"));
        assert_eq!(n("(279)", true, 6).as_deref(), Some("-279000000"));
        assert_eq!(n("$ (15,552)", true, 6).as_deref(), Some("-15552000000"));
        assert_eq!(n("$ 1.65", false, 0).as_deref(), Some("1.65"));
        assert_eq!(n("2,569.8", false, 6).as_deref(), Some("2569800000"));
        assert_eq!(n("0.5", false, 3).as_deref(), Some("500"));
        assert_eq!(n("", false, 6), None);
        assert_eq!(n("Yes", false, 0), None);
    }

    #[test]
    fn scale_notes() {
        let s = Scale::read("shares in Thousands, $ in Millions");
        assert_eq!((s.money, s.shares), (6, 3));
        let s = Scale::read("$ in Thousands");
        assert_eq!((s.money, s.shares), (3, 0));
        assert_eq!(Scale::read("").money, 0);
    }

    #[test]
    fn titles_lose_their_unit_suffix() {
        assert_eq!(strip_unit_suffix("CONSOLIDATED BALANCE SHEETS - USD ($)"), "CONSOLIDATED BALANCE SHEETS");
        assert_eq!(strip_unit_suffix("Cover - USD ($)"), "Cover");
        assert_eq!(strip_unit_suffix("Statements of Earnings - Q2"), "Statements of Earnings - Q2");
    }
}
