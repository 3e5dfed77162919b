//! The grid every table is drawn on, fitted to a width: figures (numbers, dates, tickers) are
//! never split; labels and text wrap between words, keeping their indentation, or are cut with
//! `…`; columns that do not fit go to a further block below, the first column repeated.
//!
//! Without a width (a pipe or a file with no `COLUMNS`) every column takes its natural width and
//! nothing wraps. Cells hold only [`Clean`] text.

use crate::render::wrap::{self, width};
use crate::sanitize::Clean;

/// What a column holds, which decides how it may be narrowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Line labels: wrap between words, keep their indentation; at least [`LABEL_FLOOR`] wide
    /// before columns move to another block.
    Label,
    /// Free text (a company name, a cover-page fact): wraps between words.
    Text,
    /// Numbers, dates, tickers: one line, never narrowed.
    Figure,
}

/// The colour of a cell's text when colour is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paint {
    Plain,
    Red,
    Green,
}

#[derive(Debug, Clone)]
pub struct Cell {
    text: Clean,
    paint: Paint,
}

impl Cell {
    pub fn new(text: Clean) -> Self {
        Self { text, paint: Paint::Plain }
    }

    pub fn paint(mut self, paint: Paint) -> Self {
        self.paint = paint;
        self
    }
}

/// The narrowest a label column gets (or its natural width, when less) before value columns
/// move to a block of their own: narrower, every label would take three or four lines.
const LABEL_FLOOR: usize = 20;
/// The same for a column of text.
const TEXT_FLOOR: usize = 12;
/// A word longer than this may be cut with `…` when space is short (figures never are).
const WORD_CAP: usize = 10;
/// A cell's padding: one space either side.
const PAD: usize = 2;
/// A column this close to its natural width is given it before the label grows.
const NEARLY: usize = 3;
/// How much further in a label's continuation lines start than its first line, so that a
/// wrapped label does not read as a line of its own.
const HANG: usize = 1;

#[derive(Debug, Clone)]
struct Column {
    /// Header lines (a header may have several: a period's heading and its date).
    header: Vec<String>,
    kind: Kind,
    right: bool,
}

impl Column {
    /// Labels hang their continuation lines; text and headers do not.
    fn hang(&self) -> usize {
        if self.kind == Kind::Label { HANG } else { 0 }
    }
}

/// The widths a column can take: `min` (figures whole, long words cut), `word` (no word cut),
/// `natural` (nothing wrapped).
#[derive(Debug, Clone, Copy)]
struct Measure {
    min: usize,
    word: usize,
    natural: usize,
}

#[derive(Debug, Clone)]
pub struct Grid {
    columns: Vec<Column>,
    rows: Vec<Vec<Cell>>,
}

impl Grid {
    /// A grid with these headers (lines separated by `\n`) and kinds; figure columns are
    /// right-aligned, the others left-aligned.
    pub fn new(columns: Vec<(Clean, Kind)>) -> Self {
        let columns = columns
            .into_iter()
            .map(|(h, kind)| Column {
                header: h.as_str().split('\n').map(String::from).collect(),
                kind,
                right: kind == Kind::Figure,
            })
            .collect();
        Self { columns, rows: Vec::new() }
    }

    pub fn align_right(&mut self, column: usize, right: bool) {
        if let Some(c) = self.columns.get_mut(column) {
            c.right = right;
        }
    }

    /// Adds a row; missing cells are empty, extra ones dropped.
    pub fn add_row(&mut self, mut cells: Vec<Cell>) {
        cells.resize_with(self.columns.len(), || Cell::new(Clean::default()));
        self.rows.push(cells);
    }

    fn measure(&self, c: usize) -> Measure {
        let col = &self.columns[c];
        let (mut min, mut word, mut natural) = (0, 0, 0);
        for h in &col.header {
            let (m, w) = wrap::min_widths(h, WORD_CAP, 0);
            (min, word, natural) = (min.max(m), word.max(w), natural.max(width(h)));
        }
        let floor = match col.kind {
            Kind::Label => LABEL_FLOOR,
            Kind::Text => TEXT_FLOOR,
            Kind::Figure => 0,
        };
        let mut cells_natural = 0;
        for row in &self.rows {
            let t = row[c].text.as_str();
            let w = width(t);
            cells_natural = cells_natural.max(w);
            if col.kind == Kind::Figure {
                min = min.max(w);
                word = word.max(w);
            } else if w > 0 {
                let (m, ww) = wrap::min_widths(t, WORD_CAP, col.hang());
                (min, word) = (min.max(m), word.max(ww));
            }
        }
        natural = natural.max(cells_natural);
        min = min.max(natural.min(floor));
        Measure { min, word: word.max(min), natural: natural.max(min) }
    }

    /// The table as text: one block when everything fits `max` columns (or with no width),
    /// else blocks of value columns, each headed by the first column, a blank line between.
    pub fn render(&self, max: Option<usize>, color: bool) -> String {
        if self.columns.is_empty() {
            return String::new();
        }
        let measures: Vec<Measure> = (0..self.columns.len()).map(|c| self.measure(c)).collect();
        let Some(max) = max else {
            let widths: Vec<usize> = measures.iter().map(|m| m.natural).collect();
            let all: Vec<usize> = (0..self.columns.len()).collect();
            return self.draw(&all, &widths, color);
        };
        let mut out = String::new();
        for (i, block) in blocks(&measures, max).iter().enumerate() {
            let mut shown = vec![0];
            shown.extend(block);
            let widths = fit(&shown.iter().map(|&c| measures[c]).collect::<Vec<_>>(), max, self.columns[0].kind);
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&self.draw(&shown, &widths, color));
        }
        out
    }

    /// Draws columns `shown` at `widths`: bottom-aligned headers, a rule, then the rows; no
    /// trailing spaces.
    fn draw(&self, shown: &[usize], widths: &[usize], color: bool) -> String {
        let mut out = String::new();
        let headers: Vec<Vec<String>> = shown
            .iter()
            .zip(widths)
            .map(|(&c, &w)| self.columns[c].header.iter().flat_map(|h| wrap::wrap(h, w, 0)).collect())
            .collect();
        let height = headers.iter().map(Vec::len).max().unwrap_or(0);
        for line in 0..height {
            let cells = headers.iter().map(|h| {
                let blank = height - h.len();
                (if line < blank { "" } else { h[line - blank].as_str() }, Paint::Plain)
            });
            self.line(&mut out, shown, widths, cells, false);
        }
        let total: usize = widths.iter().map(|w| w + PAD).sum();
        out.push_str(&"─".repeat(total));
        out.push('\n');
        for row in &self.rows {
            let cells: Vec<(Vec<String>, Paint)> = shown
                .iter()
                .zip(widths)
                .map(|(&c, &w)| {
                    let cell = &row[c];
                    let lines = match self.columns[c].kind {
                        Kind::Figure => vec![cell.text.as_str().to_string()],
                        Kind::Label | Kind::Text => wrap::wrap(cell.text.as_str(), w, self.columns[c].hang()),
                    };
                    (lines, cell.paint)
                })
                .collect();
            let height = cells.iter().map(|(l, _)| l.len()).max().unwrap_or(1);
            for line in 0..height {
                let parts = cells.iter().map(|(l, p)| (l.get(line).map_or("", String::as_str), *p));
                self.line(&mut out, shown, widths, parts, color);
            }
        }
        out
    }

    fn line<'a>(
        &self,
        out: &mut String,
        shown: &[usize],
        widths: &[usize],
        cells: impl Iterator<Item = (&'a str, Paint)>,
        color: bool,
    ) {
        let start = out.len();
        for ((&c, &w), (text, paint)) in shown.iter().zip(widths).zip(cells) {
            let gap = " ".repeat(w.saturating_sub(width(text)));
            let (left, right) = if self.columns[c].right { (gap.as_str(), "") } else { ("", gap.as_str()) };
            out.push(' ');
            out.push_str(left);
            match (color && !text.is_empty(), paint) {
                (true, Paint::Red) => out.push_str(&format!("\u{1b}[38;5;9m{text}\u{1b}[39m")),
                (true, Paint::Green) => out.push_str(&format!("\u{1b}[38;5;10m{text}\u{1b}[39m")),
                _ => out.push_str(text),
            }
            out.push_str(right);
            out.push(' ');
        }
        let kept = out[start..].trim_end_matches(' ').len();
        out.truncate(start + kept);
        out.push('\n');
    }
}

/// Splits the value columns (1..) into blocks that fit `max` beside the first column at its
/// narrowest: as few blocks as fit, with the columns shared out evenly between them.
fn blocks(measures: &[Measure], max: usize) -> Vec<Vec<usize>> {
    let key = measures[0].min + PAD;
    let values: Vec<usize> = (1..measures.len()).collect();
    let greedy = |per_block: usize| {
        let mut out: Vec<Vec<usize>> = Vec::new();
        let mut used = key;
        for &c in &values {
            let cost = measures[c].min + PAD;
            match out.last_mut() {
                Some(b) if b.len() < per_block && used + cost <= max => {
                    b.push(c);
                    used += cost;
                }
                _ => {
                    out.push(vec![c]);
                    used = key + cost;
                }
            }
        }
        out
    };
    let first = greedy(usize::MAX);
    if first.len() <= 1 {
        return if first.is_empty() { vec![Vec::new()] } else { first };
    }
    // Five columns that need two blocks read better as three and two than as four and one.
    let even = greedy(values.len().div_ceil(first.len()));
    if even.len() == first.len() { even } else { first }
}

/// The widths of one block's columns in `max` columns: each at least its narrowest, then (while
/// room lasts) every column widened until no word is cut, columns nearly at their natural width
/// to it, the first column to its natural width, and the others towards theirs, a character at
/// a time in turn. A first-column label gives way
/// below its floor when the figures beside it need the room.
fn fit(measures: &[Measure], max: usize, first: Kind) -> Vec<usize> {
    let mut widths: Vec<usize> = measures.iter().map(|m| m.min).collect();
    let used = |w: &[usize]| w.iter().map(|w| w + PAD).sum::<usize>();
    if used(&widths) > max && first != Kind::Figure {
        let others = used(&widths[1..]);
        let floor = measures[0].min.min(6);
        widths[0] = max.saturating_sub(others + PAD).max(floor);
    }
    let mut room = max.saturating_sub(used(&widths));
    let grow = |widths: &mut Vec<usize>, c: usize, to: usize, room: &mut usize| {
        let add = to.saturating_sub(widths[c]).min(*room);
        widths[c] += add;
        *room -= add;
    };
    for (c, m) in measures.iter().enumerate() {
        grow(&mut widths, c, m.word, &mut room);
    }
    // A column a few characters short of its natural width gets them first: a header line or a
    // wrapped label saved for little.
    for (c, m) in measures.iter().enumerate() {
        if m.natural - widths[c].min(m.natural) <= NEARLY {
            grow(&mut widths, c, m.natural, &mut room);
        }
    }
    grow(&mut widths, 0, measures[0].natural, &mut room);
    while room > 0 {
        let wanting: Vec<usize> = (1..measures.len()).filter(|&c| widths[c] < measures[c].natural).collect();
        if wanting.is_empty() {
            break;
        }
        for c in wanting {
            if room == 0 {
                break;
            }
            widths[c] += 1;
            room -= 1;
        }
    }
    widths
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Grid {
        let mut g = Grid::new(vec![
            (Clean::literal("Line"), Kind::Label),
            (Clean::literal("3 Months Ended\nMar. 28, 2026"), Kind::Figure),
            (Clean::literal("3 Months Ended\nMar. 29, 2025"), Kind::Figure),
            (Clean::literal("6 Months Ended\nMar. 28, 2026"), Kind::Figure),
        ]);
        g.add_row(vec![Cell::new(Clean::literal("Operating expenses:"))]);
        g.add_row(vec![
            Cell::new(Clean::literal("  Selling, general and administrative")),
            Cell::new(Clean::literal("7,477")),
            Cell::new(Clean::literal("-6,728")).paint(Paint::Red),
            Cell::new(Clean::literal("14,673,278,000")),
        ]);
        g
    }

    #[test]
    fn natural_widths_without_a_width() {
        let text = grid().render(None, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            [
                "                                        3 Months Ended  3 Months Ended  6 Months Ended",
                " Line                                    Mar. 28, 2026   Mar. 29, 2025   Mar. 28, 2026",
                "───────────────────────────────────────────────────────────────────────────────────────",
                " Operating expenses:",
                "   Selling, general and administrative           7,477          -6,728  14,673,278,000",
            ]
        );
    }

    #[test]
    fn labels_wrap_with_their_indentation_and_figures_stay_whole() {
        let text = grid().render(Some(64), false);
        assert!(text.lines().all(|l| l.chars().count() <= 64), "{text}");
        assert!(text.contains("14,673,278,000") && text.contains("Mar. 28, 2026"), "{text}");
        assert!(text.contains("\n   Selling, general and") && text.contains("\n    administrative"), "{text}");
        assert!(text.contains(" 3 Months Ended") && !text.lines().any(|l| l.trim() == "Ended"), "{text}");
    }

    #[test]
    fn columns_that_do_not_fit_go_to_a_block_below_with_the_labels() {
        let text = grid().render(Some(56), false);
        assert!(text.lines().all(|l| l.chars().count() <= 56), "{text}");
        let blocks: Vec<&str> = text.split("\n\n").collect();
        assert_eq!(blocks.len(), 2, "{text}");
        assert!(blocks.iter().all(|b| b.contains("Operating expenses:")), "{text}");
        assert!(blocks[1].contains("14,673,278,000"), "{text}");
    }

    #[test]
    fn colour_wraps_only_the_text() {
        let text = grid().render(None, true);
        assert!(text.contains("   \u{1b}[38;5;9m-6,728\u{1b}[39m  14,673,278,000"), "{text:?}");
        assert!(!grid().render(None, false).contains('\u{1b}'));
    }
}
