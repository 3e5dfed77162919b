//! The SEC's rendering of a statement as a plain HTML table (the classic service's `Content`, a
//! cover page that is no R page): period columns and labelled rows, and the SEC's way of writing
//! dates. (A cover page is typed by [`super::cover`].)

use std::ops::ControlFlow;

use super::rows::{self, Pick};

use crate::model::{ContentRow, ContentTable};

/// The most value columns read from a table: statements show a handful, summaries one or two.
pub(super) const MAX_COLUMNS: usize = 64;
/// The most rows read from a table; real statements have a few hundred at most.
pub(super) const MAX_ROWS: usize = 10_000;
/// The most text kept of one cell.
const MAX_TEXT: usize = 4096;

/// Parses the first table in `html`. Returns `None` when there is no table with rows.
/// Never panics, whatever the input: malformed HTML is read as the HTML5 parser would repair it
/// (`filed::rows`). A document over the HTML budget (`filed::html`: nesting, tags for its size)
/// has no table.
pub fn parse_table(html: &str) -> Option<ContentTable> {
    super::html::check(html).ok()?;
    let mut out = ContentTable::default();
    // Group headings ("12 Months Ended") expanded by colspan, then the column headings below
    // them: only the first header row and the last are read, so only they are kept.
    let mut first: Option<Vec<(String, usize)>> = None;
    let mut last: Option<Vec<(String, usize)>> = None;
    let found = rows::read(html, Pick::First, MAX_COLUMNS + 1, |row| {
        if row.cells.is_empty() {
            return ControlFlow::Continue(());
        }
        if row.all_header && out.rows.is_empty() {
            let mut cells: Vec<(String, usize)> = row
                .cells
                .iter()
                .take(MAX_COLUMNS)
                .map(|c| (cell_text(c.pieces()), c.colspan.unwrap_or(1).clamp(1, 64)))
                .collect();
            if first.is_none() && !cells.is_empty() {
                out.heading = cells.remove(0).0;
            }
            if first.is_none() {
                first = Some(cells);
            } else {
                last = Some(cells);
            }
            return ControlFlow::Continue(());
        }
        if out.rows.len() >= MAX_ROWS {
            return ControlFlow::Break(());
        }
        let mut texts = row.cells.iter().take(MAX_COLUMNS + 1).map(|c| cell_text(c.pieces()));
        let label = texts.next().unwrap_or_default();
        out.rows.push(ContentRow { label, cells: texts.collect() });
        ControlFlow::Continue(())
    });
    if !found {
        return None;
    }
    let header_rows: Vec<Vec<(String, usize)>> = first.into_iter().chain(last).collect();
    out.columns = column_headings(&header_rows);
    if out.rows.is_empty() && out.heading.is_empty() {
        return None;
    }
    Some(out)
}

pub(super) fn column_headings(header_rows: &[Vec<(String, usize)>]) -> Vec<String> {
    let Some(last) = header_rows.last() else {
        return Vec::new();
    };
    let leaf: Vec<String> = last.iter().map(|(t, _)| t.clone()).collect();
    if header_rows.len() < 2 {
        return leaf;
    }
    // The group row spans the leaf columns: "12 Months Ended" over three dates. Spans past the
    // columns there are name nothing: the expansion stops there, whatever the colspans claim.
    let limit = leaf.len().clamp(1, MAX_COLUMNS);
    let mut groups = Vec::new();
    for (text, span) in &header_rows[0] {
        let room = limit.saturating_sub(groups.len());
        groups.extend(std::iter::repeat_n(text.as_str(), (*span).min(room)));
    }
    let mut out = Vec::with_capacity(leaf.len().max(groups.len()));
    let mut leaf_iter = leaf.iter();
    for group in &groups {
        match leaf_iter.next() {
            Some(l) if !group.is_empty() => out.push(format!("{group} {l}")),
            Some(l) => out.push(l.clone()),
            None => out.push((*group).to_string()),
        }
    }
    out.extend(leaf_iter.cloned());
    out
}

/// The visible text of a cell (its text nodes), with whitespace (including no-break spaces) folded to single spaces,
/// and at most [`MAX_TEXT`] bytes of it: labels and values are short, and a huge cell must not
/// be copied into every column it spans.
pub(super) fn cell_text<'a>(nodes: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = String::new();
    'pieces: for piece in nodes {
        for word in piece.split(|c: char| c.is_whitespace() || c == '\u{a0}') {
            if out.len() >= MAX_TEXT {
                break 'pieces;
            }
            if word.is_empty() {
                continue;
            }
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
            out.push_str(word);
        }
        if piece.ends_with(|c: char| c.is_whitespace() || c == '\u{a0}') && !out.is_empty() {
            out.push(' ');
        }
    }
    if out.len() > MAX_TEXT {
        let mut at = MAX_TEXT;
        while !out.is_char_boundary(at) {
            at -= 1;
        }
        out.truncate(at);
    }
    out.trim_end().to_string()
}

/// Reads a date as the SEC's rendered statements write it ("Sep. 26, 2015", "June 30, 2020")
/// into `YYYY-MM-DD`.
pub fn parse_us_date(s: &str) -> Option<String> {
    let s = s.trim();
    let (month, rest) = s.split_once(' ')?;
    let month = month.trim_end_matches('.').to_ascii_lowercase();
    let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let m = months.iter().position(|p| month.starts_with(p))? + 1;
    let (day, year) = rest.split_once(',')?;
    let day: u32 = day.trim().parse().ok()?;
    let year: u32 = year.trim().parse().ok()?;
    if !(1..=31).contains(&day) || !(1900..=2999).contains(&year) {
        return None;
    }
    Some(format!("{year:04}-{m:02}-{day:02}"))
}

/// The period end of a rendered statement: the first column heading that ends in a date.
pub fn period_of(table: &ContentTable) -> Option<String> {
    table.columns.iter().find_map(|c| {
        // "12 Months Ended Sep. 26, 2015" -> try the last three words.
        let words: Vec<&str> = c.split_whitespace().collect();
        let n = words.len();
        (n >= 3).then(|| parse_us_date(&words[n - 3..].join(" "))).flatten()
    })
}

/// A balance sheet's R page in miniature, for the unit tests here and of the classic labels.
#[cfg(test)]
pub(crate) const SAMPLE: &str = r#"<html><body><table class="report">
      <tr><th class="tl" rowspan="2"><div><strong>CONSOLIDATED BALANCE SHEETS - USD ($)<br> $ in Millions</strong></div></th>
          <th colspan="2">12 Months Ended</th></tr>
      <tr><th><div>Sep. 26, 2015</div></th><th><div>Sep. 27, 2014</div></th></tr>
      <tr><td class="pl">Cash&nbsp;and cash equivalents</td><td>$ 21,120</td><td>$ 13,844</td></tr>
      <tr><td class="pl"><strong>Current assets:</strong></td><td>&nbsp;</td><td></td></tr>
    </table></body></html>"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_headings_labels_and_cells() {
        let t = parse_table(SAMPLE).unwrap();
        assert_eq!(t.heading, "CONSOLIDATED BALANCE SHEETS - USD ($) $ in Millions");
        assert_eq!(t.columns, ["12 Months Ended Sep. 26, 2015", "12 Months Ended Sep. 27, 2014"]);
        assert_eq!(t.rows.len(), 2);
        assert_eq!(t.rows[0].label, "Cash and cash equivalents");
        assert_eq!(t.rows[0].cells, ["$ 21,120", "$ 13,844"]);
        assert_eq!(t.rows[1].cells, ["", ""]);
        assert_eq!(period_of(&t).as_deref(), Some("2015-09-26"));
    }

    #[test]
    fn the_grid_is_bounded_whatever_the_colspans_claim() {
        let huge = "x".repeat(1_000_000);
        let groups: String = (0..100).map(|_| format!(r#"<th colspan="64">{huge}</th>"#)).collect();
        let html = format!(
            r#"<table><tr><th>T</th>{groups}</tr><tr><th>a</th><th>b</th></tr><tr><td>L</td><td>{huge}</td></tr></table>"#
        );
        let t = parse_table(&html).unwrap();
        assert_eq!(t.columns.len(), 2);
        assert!(t.columns.iter().all(|c| c.len() <= 2 * MAX_TEXT + 8), "{}", t.columns[0].len());
        assert!(t.rows[0].cells[0].len() <= MAX_TEXT);
    }

    #[test]
    fn garbage_is_not_a_table() {
        assert_eq!(parse_table(""), None);
        assert_eq!(parse_table("<p>maintenance</p>"), None);
        // Truncated markup is repaired, not a panic: the rows read so far survive.
        let t = parse_table("<table><tr><td>Cash</td><td>$ 1,2").unwrap();
        assert_eq!(t.rows, [ContentRow { label: "Cash".into(), cells: vec!["$ 1,2".into()] }]);
        assert_eq!(parse_table("<table><tr><td"), None);
    }

    #[test]
    fn dates() {
        assert_eq!(parse_us_date("Sep. 26, 2015").as_deref(), Some("2015-09-26"));
        assert_eq!(parse_us_date("June 30, 2020").as_deref(), Some("2020-06-30"));
        assert_eq!(parse_us_date("Sept. 1, 2019").as_deref(), Some("2019-09-01"));
        assert_eq!(parse_us_date("12 Months Ended"), None);
        assert_eq!(parse_us_date("Foo 1, 2019"), None);
    }
}
