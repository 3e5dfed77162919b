//! An R page (`R4.htm`): the SEC's rendering of one statement of a filing, read line by line
//! ([`read`]: title and scale, the column grid — colspan/rowspan honoured, footnote and spacer
//! cells skipped — and each row's element, label, classes and cells) into a [`Filed`] statement
//! ([`parse`]): each row's bare element and prefix, label, kind, member block and dimension, and
//! values as exact decimals in full units, signed as printed. The cover page types the same
//! reading its own way (`cover`).
//!
//! The page may come wrapped in the SGML the SEC adds when one R page is fetched alone; the
//! parser looks for `table.report` wherever it sits.

use std::ops::ControlFlow;

use serde_json::Number;

use super::rows::{self, Cell, Pick, Row};
use crate::model::number::shift_decimal;
use crate::model::{Dimension, Filed, FiledColumn, FiledRow, Measure, RowKind, split_element};

/// The most value columns read (real statements show a handful; ADI shows eleven).
pub(super) const MAX_COLUMNS: usize = 64;
/// The most rows read; real statements have a few hundred at most.
pub(super) const MAX_ROWS: usize = 10_000;
/// The most text kept of one cell.
pub(super) const MAX_TEXT: usize = 2048;
/// The most header rows placed on the column grid (real pages have two or three).
pub(super) const MAX_HEADER_ROWS: usize = 32;
/// The grid positions placed: cells starting further right are dropped, and spans end here, so
/// the grid never holds more than `MAX_HEADER_ROWS x MAX_GRID` places whatever the spans claim.
pub(super) const MAX_GRID: usize = 1024;

/// An R page as read, before its values are typed: the title and scale note, the value columns,
/// and each body row's element, label, classes and the cell under each column. Statements
/// ([`parse`]) and the cover page (`cover`) type the cells each in their own way.
#[derive(Debug, Clone, Default)]
pub struct Page {
    pub title: String,
    pub scale: String,
    pub columns: Vec<FiledColumn>,
    pub rows: Vec<PageRow>,
}

/// One body row of an R page.
#[derive(Debug, Clone)]
pub struct PageRow {
    /// The element as the page names it (`us-gaap_Assets`, or `axis=member` on a member heading).
    pub defref: String,
    pub label: String,
    /// The row's classes (`re`, `reu`, `rh`, …).
    pub class: String,
    /// A company extension (`td.pl custom`).
    pub custom: bool,
    /// The cell under each column, where it is not empty.
    pub cells: Vec<Option<PageCell>>,
}

/// A value cell as shown.
#[derive(Debug, Clone)]
pub struct PageCell {
    pub text: String,
    /// A figure's cell (`num` or `nump`), as opposed to text.
    pub numeric: bool,
    /// `num`: a figure printed negative.
    pub negative: bool,
}

impl PageRow {
    fn has_class(&self, names: &[&str]) -> bool {
        self.class.split_whitespace().any(|c| names.contains(&c))
    }

    /// The head of a member block ("Products").
    pub fn is_member(&self) -> bool {
        self.has_class(&["rh"])
    }
}

/// Reads an R page: an error when the page has no `table.report`, or is refused by the HTML
/// budget (`filed::html`). The rows are read from the tokenizer as they end ([`super::rows`]): the
/// header rows kept (at most [`MAX_HEADER_ROWS`]) until the first body row places the columns,
/// then each body row typed and dropped, so memory is about what the page yields.
pub fn read(html: &str) -> Result<Page, String> {
    super::html::check(html)?;
    let mut header: Vec<Vec<Cell>> = Vec::new();
    let mut columns: Option<Vec<(usize, FiledColumn)>> = None;
    let mut page = Page::default();
    let mut count = 0;
    let found = rows::read(html, Pick::Report, MAX_GRID + 1, |row| {
        count += 1;
        match &columns {
            None if row.all_header => {
                if header.len() < MAX_HEADER_ROWS {
                    header.push(row.cells);
                }
            }
            None => {
                let placed = columns.insert(place_columns(&mut page, &header));
                header = Vec::new();
                body_row(&mut page, placed, row);
            }
            Some(placed) => body_row(&mut page, placed, row),
        }
        if count >= MAX_ROWS { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    if !found {
        return Err("no table.report in the page".into());
    }
    let columns = match columns {
        Some(c) => c,
        None => place_columns(&mut page, &header),
    };
    page.columns = columns.into_iter().map(|(_, c)| c).collect();
    Ok(page)
}

/// The title, scale note and value columns of the header rows (each column with the grid
/// position it starts at).
fn place_columns(page: &mut Page, header: &[Vec<Cell>]) -> Vec<(usize, FiledColumn)> {
    let grid = header_grid(header);
    // The title cell: "TITLE - USD ($)", then the scale note after a line break.
    if let Some(tl) = grid.iter().flatten().find(|c| c.title) {
        let mut pieces = tl.pieces.iter();
        let first = pieces.next().cloned().unwrap_or_default();
        page.title = strip_unit_suffix(&first).to_string();
        page.scale = pieces.cloned().collect::<Vec<_>>().join(" ").trim().to_string();
    }

    // Value columns: the cells of the last header row, less the title and footnote markers.
    let leaf = grid.last().cloned().unwrap_or_default();
    let groups = if grid.len() > 1 { grid[0].clone() } else { Vec::new() };
    leaf.iter()
        .filter(|c| !c.title && !c.text.is_empty() && !is_footnote_marker(&c.text))
        .take(MAX_COLUMNS)
        .map(|c| {
            let heading = groups
                .iter()
                .find(|g| !g.title && g.start <= c.start && c.start < g.start + g.span)
                .map(|g| g.text.clone())
                .unwrap_or_default();
            let months = heading.split_whitespace().next().and_then(|n| n.parse().ok());
            let end = date_of(&c.text);
            (c.start, FiledColumn { heading, label: c.text.clone(), end, months })
        })
        .collect()
}

/// A body row: its label cell (`td.pl`; other rows are footnotes and spacers) and the cell under
/// each value column.
fn body_row(page: &mut Page, columns: &[(usize, FiledColumn)], row: Row) {
    let Some(label_cell) = row.cells.first().filter(|c| c.has(rows::PL)) else {
        return;
    };
    // Cells right of the last value column are never read.
    let last_start = columns.iter().map(|(start, _)| *start).max().unwrap_or(0);
    // Each body cell at the grid position it starts at.
    let mut at = 0;
    let mut by_start = Vec::with_capacity(row.cells.len().min(MAX_COLUMNS * 2));
    for c in &row.cells {
        if at > last_start {
            break;
        }
        by_start.push((at, c));
        at += span(c.colspan);
    }
    let values = columns
        .iter()
        .map(|(start, _)| {
            let cell = by_start.iter().find(|(s, _)| s == start).map(|(_, c)| c)?;
            let t = text(cell);
            (!t.is_empty()).then(|| PageCell {
                numeric: cell.has(rows::NUM) || cell.has(rows::NUMP),
                negative: cell.has(rows::NUM),
                text: t,
            })
        })
        .collect();
    page.rows.push(PageRow {
        defref: label_cell.defref.clone().unwrap_or_default(),
        label: text(label_cell),
        class: row.class,
        custom: label_cell.has(rows::CUSTOM),
        cells: values,
    });
}

/// A column heading's date: as the SEC renders it ("Mar. 29, 2025") or ISO (`2025-03-29`, as
/// `finq serve` writes it).
pub fn date_of(heading: &str) -> Option<String> {
    // A real day only: the date it names, written back, is itself.
    let iso = |t: &str| {
        let b = t.as_bytes();
        let shape = b.len() == 10
            && b.iter().enumerate().all(|(i, c)| if i == 4 || i == 7 { *c == b'-' } else { c.is_ascii_digit() });
        (shape && crate::model::date::days(t).map(crate::model::date::date).as_deref() == Some(t))
            .then(|| t.to_string())
    };
    super::table::parse_us_date(heading).or_else(|| iso(heading.trim()))
}

/// The element and dimension a row names: `us-gaap_Assets` -> ("Assets", "us-gaap", none); a
/// member heading's `srt_ProductOrServiceAxis=us-gaap_ProductMember` -> the member, with its
/// dimension.
pub fn element_and_dimension(defref: &str) -> (String, Option<String>, Option<Dimension>) {
    let dimension = Dimension::parse(defref);
    let own = defref.split_once('=').map_or(defref, |(_, member)| member);
    let (prefix, bare) = split_element(own);
    (bare.to_string(), prefix.map(str::to_string), dimension)
}

/// Reads the statement of an R page: an error when the page has no `table.report` or is refused
/// by the HTML budget. A page read may still hold no figures ([`emptiness`]).
pub fn parse(html: &str) -> Result<Filed, String> {
    let page = read(html)?;
    let scale = Scale::read(&page.scale);
    let mut filed = Filed {
        transposed: !page.columns.is_empty() && page.columns.iter().all(|c| c.end.is_none()),
        title: page.title,
        scale: page.scale,
        columns: page.columns,
        rows: Vec::with_capacity(page.rows.len()),
    };
    let mut block: Option<(String, Option<Dimension>)> = None;
    for row in page.rows {
        let (element, prefix, dimension) = element_and_dimension(&row.defref);
        let kind = if row.is_member() {
            block = Some((row.label.clone(), dimension.clone()));
            RowKind::Member
        } else if row.cells.iter().all(Option::is_none) {
            RowKind::Heading
        } else if row.has_class(&["reu", "rou", "rc"]) {
            RowKind::Total
        } else {
            RowKind::Line
        };
        let measure = measure_of(&element, &row.label);
        let factor = scale.digits(measure);
        let values = row.cells.iter().map(|c| c.as_ref().and_then(|c| value(&c.text, c.negative, factor))).collect();
        let (member, dimension) = match (&block, kind) {
            (_, RowKind::Member) => (None, dimension),
            (Some((label, dim)), _) => (Some(label.clone()), dim.clone()),
            (None, _) => (None, None),
        };
        filed.rows.push(FiledRow {
            custom: row.custom,
            member,
            dimension,
            element,
            prefix,
            label: row.label,
            kind,
            measure,
            values,
        });
    }
    Ok(filed)
}

/// Why a statement read from its page has nothing to show, if so: a table with no header (so no
/// value columns), or no figure in any line. Either is "no data", never an empty success.
pub fn emptiness(filed: &Filed) -> Option<&'static str> {
    if filed.columns.is_empty() {
        return Some("has no column headings, so no values");
    }
    if filed.rows.iter().all(|r| r.values.iter().all(Option::is_none)) {
        return Some(if filed.rows.is_empty() { "has no lines" } else { "has no figures in any line" });
    }
    None
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

/// The header rows as a grid: each cell at the column it starts at, rowspans honoured. Bounded
/// as it is built: at most [`MAX_GRID`] positions a row (cells starting further right are
/// dropped, spans cut there), so its memory is a few pages whatever the spans claim.
fn header_grid(rows: &[Vec<Cell>]) -> Vec<Vec<HeaderCell>> {
    let mut taken: Vec<Vec<bool>> = vec![Vec::new(); rows.len()];
    let mut grid = Vec::with_capacity(rows.len());
    for (r, cells) in rows.iter().enumerate() {
        let mut out = Vec::new();
        let mut col = 0;
        for c in cells {
            while taken[r].get(col).copied().unwrap_or(false) {
                col += 1;
            }
            if col >= MAX_GRID {
                break;
            }
            let colspan = span(c.colspan).min(MAX_GRID - col);
            let rowspan = span(c.rowspan);
            for row in taken.iter_mut().skip(r).take(rowspan) {
                if row.len() < col + colspan {
                    row.resize(col + colspan, false);
                }
                row[col..col + colspan].fill(true);
            }
            let title = c.has(rows::TL);
            out.push(HeaderCell {
                text: text(c),
                // Only the title cell's pieces are read (title, then the scale note).
                pieces: if title { pieces(c) } else { Vec::new() },
                start: col,
                span: colspan,
                title,
            });
            col += colspan;
        }
        grid.push(out);
    }
    grid
}

/// The text nodes of a cell, each whitespace-folded, at most [`MAX_TEXT`] bytes in all.
fn pieces(c: &Cell) -> Vec<String> {
    let mut out = Vec::new();
    let mut size = 0;
    for t in c.pieces() {
        let piece = t.split_whitespace().collect::<Vec<_>>().join(" ");
        if piece.is_empty() {
            continue;
        }
        size += piece.len();
        if size > MAX_TEXT {
            break;
        }
        out.push(piece);
    }
    out
}

/// A colspan or rowspan, bounded.
fn span(n: Option<usize>) -> usize {
    n.unwrap_or(1).clamp(1, MAX_COLUMNS * 2)
}

/// The visible text of a cell, whitespace folded, at most [`MAX_TEXT`] bytes.
fn text(c: &Cell) -> String {
    let mut out = String::new();
    for piece in c.pieces() {
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

/// "[1]": a footnote marker in a header row.
pub(super) fn is_footnote_marker(t: &str) -> bool {
    t.starts_with('[') && t.ends_with(']') && t[1..t.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

/// "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited) - USD ($)" without " - USD ($)".
pub(super) fn strip_unit_suffix(t: &str) -> &str {
    match t.rfind(" - ") {
        Some(i) if t[i + 3..].contains('(') || t[i + 3..].chars().all(|c| c.is_ascii_uppercase()) => t[..i].trim(),
        _ => t.trim(),
    }
}

/// What a row measures: the renderer's own label suffixes first ("(in shares)", "(in dollars
/// per share)"), then the element's bare name.
pub(super) fn measure_of(element: &str, label: &str) -> Measure {
    let l = label.to_ascii_lowercase();
    if l.contains("per share)") || l.contains("per unit)") {
        return Measure::PerShare;
    }
    if l.ends_with("(in shares)") {
        return Measure::Shares;
    }
    Measure::guess(element)
}

/// The scale note: "shares in Thousands, $ in Millions".
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Scale {
    money: usize,
    shares: usize,
}

impl Scale {
    pub(super) fn read(note: &str) -> Self {
        let (money, shares) = crate::model::number::scale_digits(note);
        Scale { money, shares }
    }

    /// The decimal digits values of this measure are shifted by to reach full units.
    pub(super) fn digits(self, m: Measure) -> usize {
        match m {
            Measure::Money => self.money,
            Measure::Shares => self.shares,
            Measure::PerShare | Measure::Pure => 0,
        }
    }
}

/// A value cell's text as an exact number in full units: `$ 28,162` -> 28162000000 at six
/// digits; `(279)` (class `num`) -> -279000000. `None` for text that is not a figure.
pub(super) fn value(t: &str, negative_class: bool, digits: usize) -> Option<Number> {
    let mut s: String = t.chars().filter(|c| !matches!(c, '$' | ',' | ' ' | '\u{a0}' | '€' | '£')).collect();
    let parenthesised = s.starts_with('(') && s.ends_with(')');
    if parenthesised {
        s = s[1..s.len() - 1].to_string();
    }
    let (neg, int, frac) = crate::model::number::split_decimal(&s)?;
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
    fn column_dates_as_rendered_or_iso() {
        assert_eq!(date_of("Apr. 18, 2025").as_deref(), Some("2025-04-18"));
        assert_eq!(date_of("2025-04-18").as_deref(), Some("2025-04-18"));
        assert_eq!(date_of("2025-02-30"), None);
        assert_eq!(date_of("001-36743"), None);
        let (element, prefix, dim) = element_and_dimension("srt_ProductOrServiceAxis=us-gaap_ProductMember");
        assert_eq!((element.as_str(), prefix.as_deref()), ("ProductMember", Some("us-gaap")));
        assert_eq!(dim.unwrap().axis, "srt:ProductOrServiceAxis");
        assert_eq!(element_and_dimension("aapl_Foo"), ("Foo".into(), Some("aapl".into()), None));
    }

    /// Header cells that claim the largest spans, many of them: the grid stays within its bound
    /// (the old grid grew cells x 128 places in every spanned row before the column limit).
    #[test]
    fn the_header_grid_is_bounded_as_it_is_built() {
        let bomb = r#"<th colspan="999" rowspan="999">x</th>"#.repeat(3000);
        let rows = format!("<tr>{bomb}</tr>").repeat(40);
        let html = format!(
            r#"<table class="report">{rows}<tr class="re"><td class="pl">a</td><td class="nump">1</td></tr></table>"#
        );
        let mut header = Vec::new();
        rows::read(&html, Pick::Report, MAX_GRID + 1, |r| {
            header.push(r.cells);
            if header.len() < MAX_HEADER_ROWS { ControlFlow::Continue(()) } else { ControlFlow::Break(()) }
        });
        let grid = header_grid(&header);
        let cells: usize = grid.iter().map(Vec::len).sum();
        assert!(cells <= MAX_HEADER_ROWS * MAX_GRID, "{cells} cells");
        assert!(grid.iter().flatten().all(|c| c.start + c.span <= MAX_GRID), "spans end at the bound");
        assert!(grid[0].len() <= MAX_GRID.div_ceil(MAX_COLUMNS * 2) + 1, "{} cells in the first row", grid[0].len());
        let page = read(&html).unwrap();
        assert!(page.columns.len() <= MAX_COLUMNS);
    }

    #[test]
    fn empty_tables_and_tables_without_a_header_have_no_data() {
        let empty =
            parse(r#"<table class="report"><tr><th class="tl">T - USD ($)</th><th>Mar. 29, 2025</th></tr></table>"#)
                .unwrap();
        assert_eq!(emptiness(&empty), Some("has no lines"));
        let no_header = parse(
            r#"<table class="report"><tr class="re"><td class="pl">Cash</td><td class="nump">$ 1</td></tr></table>"#,
        )
        .unwrap();
        assert_eq!(emptiness(&no_header), Some("has no column headings, so no values"));
        let labels_only = parse(
            r#"<table class="report"><tr><th class="tl">T</th><th>Mar. 29, 2025</th></tr><tr class="re"><td class="pl">Cash</td><td></td></tr></table>"#,
        )
        .unwrap();
        assert_eq!(emptiness(&labels_only), Some("has no figures in any line"));
        let fine = parse(
            r#"<table class="report"><tr><th class="tl">T</th><th>Mar. 29, 2025</th></tr><tr class="re"><td class="pl">Cash</td><td class="nump">1</td></tr></table>"#,
        )
        .unwrap();
        assert_eq!(emptiness(&fine), None);
    }

    #[test]
    fn titles_lose_their_unit_suffix() {
        assert_eq!(strip_unit_suffix("CONSOLIDATED BALANCE SHEETS - USD ($)"), "CONSOLIDATED BALANCE SHEETS");
        assert_eq!(strip_unit_suffix("Cover - USD ($)"), "Cover");
        assert_eq!(strip_unit_suffix("Statements of Earnings - Q2"), "Statements of Earnings - Q2");
    }
}
