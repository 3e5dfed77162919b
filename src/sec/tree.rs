//! The tree readers finq had before `filed::rows` (scraper's whole-document tree), kept for the
//! tests only, as the reference: on every real page the streaming readers must read what these
//! did (`same_as_the_tree_on_every_real_page`), and on generated tables too.

use scraper::{ElementRef, Selector};

use super::report::{
    MAX_COLUMNS, MAX_GRID, MAX_HEADER_ROWS, MAX_ROWS, MAX_TEXT, is_footnote_marker, strip_unit_suffix,
};
use super::report::{Page, PageCell, PageRow, date_of};
use super::table::{MAX_COLUMNS as TABLE_COLUMNS, MAX_ROWS as TABLE_ROWS, column_headings};
use crate::model::{ContentRow, ContentTable, FiledColumn};

fn parse(html: &str) -> Result<scraper::Html, String> {
    super::html::check(html)?;
    Ok(scraper::Html::parse_document(html))
}

/// The R page as the tree read it.
pub fn read(html: &str) -> Result<Page, String> {
    let doc = parse(html)?;
    let report = Selector::parse("table.report").map_err(|e| e.to_string())?;
    let tr = Selector::parse("tr").map_err(|e| e.to_string())?;
    let table = doc.select(&report).next().ok_or("no table.report in the page")?;
    // Rows of nested tables (footnote pop-ups) belong to those tables.
    let rows: Vec<ElementRef> = table
        .select(&tr)
        .filter(|r| r.ancestors().filter_map(ElementRef::wrap).find(|a| a.value().name() == "table") == Some(table))
        .take(MAX_ROWS)
        .collect();
    let header_count = rows.iter().take_while(|r| cells(r).iter().all(|c| c.value().name() == "th")).count();
    let grid = header_grid(&rows[..header_count.min(MAX_HEADER_ROWS)].iter().map(|r| cells(r)).collect::<Vec<_>>());
    let mut page = Page::default();

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
            let end = date_of(&c.text);
            (c.start, FiledColumn { heading, label: c.text.clone(), end, months })
        })
        .collect();

    // Cells right of the last value column are never read.
    let last_start = columns.iter().map(|(start, _)| *start).max().unwrap_or(0);
    for row in &rows[header_count..] {
        let cells = cells(row);
        let Some(label_cell) = cells.first().filter(|c| has_class(c, "pl")) else {
            continue; // footnotes, spacers
        };
        // Each body cell at the grid position it starts at.
        let mut at = 0;
        let mut by_start = Vec::with_capacity(cells.len().min(MAX_COLUMNS * 2));
        for c in &cells {
            if at > last_start {
                break;
            }
            by_start.push((at, *c));
            at += span(c, "colspan");
        }
        let values = columns
            .iter()
            .map(|(start, _)| {
                let cell = by_start.iter().find(|(s, _)| s == start).map(|(_, c)| c)?;
                let t = text(cell);
                (!t.is_empty()).then(|| PageCell {
                    numeric: has_class(cell, "num") || has_class(cell, "nump"),
                    negative: has_class(cell, "num"),
                    text: t,
                })
            })
            .collect();
        page.rows.push(PageRow {
            defref: element_of(label_cell).unwrap_or_default(),
            label: text(label_cell),
            class: row.value().attr("class").unwrap_or_default().to_string(),
            custom: has_class(label_cell, "custom"),
            cells: values,
        });
    }
    page.columns = columns.into_iter().map(|(_, c)| c).collect();
    Ok(page)
}

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

/// The header rows as a grid: each cell at the column it starts at, rowspans honoured. Bounded
/// as it is built: at most [`MAX_GRID`] positions a row (cells starting further right are
/// dropped, spans cut there), so its memory is a few pages whatever the spans claim.
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
            if col >= MAX_GRID {
                break;
            }
            let colspan = span(c, "colspan").min(MAX_GRID - col);
            let rowspan = span(c, "rowspan");
            for row in taken.iter_mut().skip(r).take(rowspan) {
                if row.len() < col + colspan {
                    row.resize(col + colspan, false);
                }
                row[col..col + colspan].fill(true);
            }
            let title = has_class(c, "tl");
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
fn pieces(c: &ElementRef) -> Vec<String> {
    let mut out = Vec::new();
    let mut size = 0;
    for t in c.text() {
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

/// The first table as the tree read it.
pub fn parse_table(html: &str) -> Option<ContentTable> {
    let doc = parse(html).ok()?;
    let table_sel = Selector::parse("table").ok()?;
    let tr_sel = Selector::parse("tr").ok()?;
    let table = doc.select(&table_sel).next()?;

    let mut out = ContentTable::default();
    // Group headings ("12 Months Ended") expanded by colspan, then the column headings below them.
    let mut header_rows: Vec<Vec<(String, usize)>> = Vec::new();
    for tr in table.select(&tr_sel) {
        // Rows of nested tables belong to those tables (footnotes), not to this one.
        if nearest_table(tr).map(|t| t.id()) != Some(table.id()) {
            continue;
        }
        let cells: Vec<ElementRef> =
            tr.children().filter_map(ElementRef::wrap).filter(|e| matches!(e.value().name(), "td" | "th")).collect();
        if cells.is_empty() {
            continue;
        }
        let all_headers = cells.iter().all(|c| c.value().name() == "th");
        if all_headers && out.rows.is_empty() {
            let mut row: Vec<(String, usize)> = cells
                .iter()
                .take(TABLE_COLUMNS)
                .map(|c| {
                    let span = c.value().attr("colspan").and_then(|s| s.trim().parse().ok());
                    (super::table::cell_text(c.text()), span.unwrap_or(1usize).clamp(1, 64))
                })
                .collect();
            if header_rows.is_empty() && !row.is_empty() {
                out.heading = row.remove(0).0;
            }
            header_rows.push(row);
        } else {
            if out.rows.len() >= TABLE_ROWS {
                break;
            }
            let mut texts = cells.into_iter().take(TABLE_COLUMNS + 1).map(|c| super::table::cell_text(c.text()));
            let label = texts.next().unwrap_or_default();
            out.rows.push(ContentRow { label, cells: texts.collect() });
        }
    }
    out.columns = column_headings(&header_rows);
    if out.rows.is_empty() && out.heading.is_empty() {
        return None;
    }
    Some(out)
}

fn nearest_table(e: ElementRef) -> Option<ElementRef> {
    e.ancestors().filter_map(ElementRef::wrap).find(|a| a.value().name() == "table")
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::*;

    fn files(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() { files(&p, out) } else { out.push(p) }
        }
    }

    /// Every HTML document of the fixtures: the R pages, and the classic service's `Content`
    /// tables inside its JSON answers. `FINQ_TEST_MORE_PAGES` names more folders (while
    /// developing: the shared fixtures, which tests do not read otherwise).
    fn documents() -> Vec<(String, String)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let mut paths = Vec::new();
        files(&root, &mut paths);
        for more in std::env::var("FINQ_TEST_MORE_PAGES").unwrap_or_default().split(':').filter(|d| !d.is_empty()) {
            files(Path::new(more), &mut paths);
        }
        let mut out = Vec::new();
        for p in paths {
            let name = p.display().to_string();
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or_default();
            if ext == "htm" || ext == "html" {
                out.push((name, String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned()));
            } else if ext == "json" {
                let Ok(v) = serde_json::from_slice::<serde_json::Value>(&std::fs::read(&p).unwrap()) else { continue };
                let mut stack = vec![v];
                while let Some(v) = stack.pop() {
                    match v {
                        serde_json::Value::String(s) if s.contains("<table") => out.push((name.clone(), s)),
                        serde_json::Value::Array(a) => stack.extend(a),
                        serde_json::Value::Object(m) => stack.extend(m.into_iter().map(|(_, v)| v)),
                        _ => {}
                    }
                }
            }
        }
        out
    }

    #[test]
    fn same_as_the_tree_on_every_real_page() {
        let docs = documents();
        let (mut pages, mut tables) = (0, 0);
        for (name, html) in &docs {
            let (new, old) = (super::super::report::read(html), read(html));
            assert_eq!(format!("{new:?}"), format!("{old:?}"), "{name}");
            pages += usize::from(new.is_ok());
            let (new, old) = (super::super::table::parse_table(html), parse_table(html));
            assert_eq!(new, old, "{name}");
            tables += usize::from(new.is_some());
        }
        assert!(pages >= 12 && tables >= 12, "{pages} R pages and {tables} tables of {} documents", docs.len());
    }

    use proptest::prelude::*;

    /// What a cell holds: text, entities, inline markup, comments, raw text, and tables of
    /// footnotes nested in it (`depth` more levels).
    fn content(depth: u32) -> BoxedStrategy<String> {
        let leaf = prop_oneof![
            Just("Sep. 26, 2015".to_string()),
            Just("$ (1,234.5)".to_string()),
            Just("12 Months Ended".to_string()),
            Just("[1]".to_string()),
            Just("&amp; &nbsp;&#x41;&lt".to_string()),
            Just(" \n\t".to_string()),
            Just("<br>".to_string()),
            Just("<span></span>".to_string()),
            Just("<sup>[2]</sup>".to_string()),
            Just("<!-- note -->".to_string()),
            Just("<script>x('<td>')</script>".to_string()),
            Just(r#"<a onclick="x('defref_us-gaap_Assets')">Assets</a>"#.to_string()),
            Just(r#"<a onclick="top.hide()">X</a>"#.to_string()),
            Just("</span>".to_string()),
        ];
        if depth == 0 {
            return prop::collection::vec(leaf, 0..6).prop_map(|v| v.concat()).boxed();
        }
        let inner = content(depth - 1);
        prop::collection::vec(
            prop_oneof![
                4 => leaf,
                1 => inner.clone().prop_map(|c| format!("<div><strong>{c}</strong></div>")),
                1 => table(inner),
            ],
            0..6,
        )
        .prop_map(|v| v.concat())
        .boxed()
    }

    /// A table whose cells hold `content`, end tags of cells and rows sometimes left out (HTML
    /// implies them), a `tbody` sometimes, cells sometimes right in the table.
    fn table(content: BoxedStrategy<String>) -> BoxedStrategy<String> {
        let classes = ["pl", "nump", "num", "tl", "th", "text", "pl custom", ""];
        let cell = (0..classes.len(), 0..4usize, 0..3usize, any::<bool>(), any::<bool>(), content).prop_map(
            move |(c, span, rows, th, close, text)| {
                let t = if th { "th" } else { "td" };
                let end = if close { format!("</{t}>") } else { String::new() };
                format!(r#"<{t} class="{}" colspan="{span}" rowspan="{rows}">{text}{end}"#, classes[c])
            },
        );
        let row = (0..5usize, prop::collection::vec(cell, 0..5), any::<bool>()).prop_map(|(c, cells, close)| {
            let open = ["<tr class=\"re\">", "<tr class=\"ro\">", "<tr class=\"rh\">", "<tr>", ""][c];
            let end = if close && !open.is_empty() { "</tr>\n" } else { "" };
            format!("{open}\n{}{end}", cells.concat())
        });
        (any::<bool>(), any::<bool>(), prop::collection::vec(row, 0..6))
            .prop_map(|(report, tbody, rows)| {
                let class = if report { r#" class="report""# } else { "" };
                let (open, close) = if tbody { ("<tbody>", "</tbody>") } else { ("", "") };
                format!("<table{class}>{open}\n{}{close}</table>", rows.concat())
            })
            .boxed()
    }

    fn document() -> impl Strategy<Value = String> {
        (prop::collection::vec(table(content(2)), 1..3), any::<bool>()).prop_map(|(tables, wrapped)| {
            let body = tables.join("\n<p>between</p>\n");
            if wrapped {
                format!("<html><head><script>if (a<b) {{}}</script></head><body><span>v3</span>{body}</body></html>")
            } else {
                body
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn same_as_the_tree_on_generated_tables(html in document()) {
            let (new, old) = (super::super::report::read(&html), read(&html));
            prop_assert_eq!(format!("{new:?}"), format!("{old:?}"), "{}", html);
            prop_assert_eq!(super::super::table::parse_table(&html), parse_table(&html), "{}", html);
        }
    }
}
