//! Tables for people: a title naming the company, form, period and filing, then the values in the
//! order the service sent them, digits grouped. All service text is stripped of control characters.

use std::io::{self, Write};

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, TableComponent, presets};

use super::numbers::grouped;
use super::{Doc, Item};
use crate::domain::Answer;
use crate::domain::{Company, Filing, QuoteValue};
use crate::sanitize::for_terminal;

/// The most characters a table cell shows. XBRL element names run to about 150; anything far
/// longer is not meant for reading, and the table layout slows down sharply on huge cells
/// (found by fuzzing: a 78 KB element name took seconds).
const MAX_CELL: usize = 300;

/// Service text for a cell: no control characters, and cut to [`MAX_CELL`].
fn clean(s: &str) -> String {
    cut(for_terminal(s))
}

/// A number for a cell: digits grouped, cut to [`MAX_CELL`] like text (machine formats keep every
/// digit).
fn number(n: &serde_json::Number) -> String {
    cut(grouped(&n.to_string()))
}

fn cut(text: String) -> String {
    match text.char_indices().nth(MAX_CELL) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text,
    }
}

pub fn write(out: &mut dyn Write, doc: Doc) -> io::Result<()> {
    let (title, table) = build(doc);
    for line in title {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{table}")
}

fn new_table(headers: &[&str]) -> Table {
    let mut t = Table::new();
    // No borders, one rule under the header: quiet to read, easy to copy from.
    t.load_preset(presets::NOTHING)
        .set_style(TableComponent::HeaderLines, '─')
        .set_style(TableComponent::MiddleHeaderIntersections, '─')
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_header(headers.iter().map(Cell::new));
    t
}

fn right_align(t: &mut Table, column: usize) {
    if let Some(c) = t.column_mut(column) {
        c.set_cell_alignment(CellAlignment::Right);
    }
}

fn statement_title(ticker: &str, company: &Company, filing: &Filing) -> Vec<String> {
    let name = if company.name.is_empty() {
        ticker.to_string()
    } else {
        format!("{} ({ticker})", clean(&company.name))
    };
    let first = if filing.title.is_empty() {
        name
    } else {
        format!("{name} — {}", clean(&filing.title))
    };
    let mut facts = Vec::new();
    if !filing.form.is_empty() {
        facts.push(clean(&filing.form));
    }
    if let Some(p) = &filing.period {
        facts.push(format!("period ended {}", clean(p)));
    }
    if !filing.filing_date.is_empty() {
        facts.push(format!("filed {}", clean(&filing.filing_date)));
    }
    if !filing.accession_number.is_empty() {
        facts.push(format!("accession {}", clean(&filing.accession_number)));
    }
    vec![first, facts.join(" · ")]
}

fn build(doc: Doc) -> (Vec<String>, Table) {
    match doc {
        Doc::Statement {
            ticker,
            statement: s,
        } => {
            let mut t = new_table(&["Element", "Value"]);
            for item in &s.items {
                t.add_row(vec![clean(&item.element), number(&item.value)]);
            }
            right_align(&mut t, 1);
            (statement_title(ticker, &s.company, &s.filing), t)
        }
        Doc::Summary { ticker, summary: s } => {
            let mut t = new_table(&["Fact", "Value"]);
            for f in &s.facts {
                t.add_row(vec![clean(&f.label), clean(&f.value)]);
            }
            (statement_title(ticker, &s.company, &s.filing), t)
        }
        Doc::Quote(q) => {
            let mut t = new_table(&["Field", "Value"]);
            for f in &q.fields {
                t.add_row(vec![clean(&f.upstream), quote_cell(&f.value)]);
            }
            right_align(&mut t, 1);
            let name = match q.get("name") {
                Some(QuoteValue::Text(n)) => format!("{} ({})", clean(n), q.ticker),
                _ => q.ticker.clone(),
            };
            (vec![format!("{name} — quote")], t)
        }
        Doc::Prices(p) => {
            let mut t = new_table(&["Date", "Price"]);
            for pt in &p.points {
                t.add_row(vec![clean(&pt.date), number(&pt.price)]);
            }
            right_align(&mut t, 1);
            let range = match (p.points.last(), p.points.first()) {
                (Some(old), Some(new)) => format!(", {} to {}", clean(&old.date), clean(&new.date)),
                _ => String::new(),
            };
            (
                vec![format!(
                    "{} — monthly prices, newest first ({} months{range})",
                    p.ticker,
                    p.points.len()
                )],
                t,
            )
        }
        Doc::Tickers(ids) => {
            let mut t = new_table(&["Ticker"]);
            for v in &ids.values {
                t.add_row(vec![clean(v)]);
            }
            (vec![format!("Tickers for CIK {}", ids.query)], t)
        }
        Doc::Ciks(ids) => {
            let mut t = new_table(&["CIK"]);
            for v in &ids.values {
                t.add_row(vec![clean(v)]);
            }
            (vec![format!("CIK for {}", ids.query)], t)
        }
    }
}

/// Merges row keys of several columns into one order: each column's own order is kept; a key that
/// only some columns have is placed right after the key it follows in the first column that has
/// it (or, leading, right before the first key it shares); a column sharing no key goes last.
pub fn merged_order<'a>(columns: impl IntoIterator<Item = Vec<&'a str>>) -> Vec<&'a str> {
    let mut merged: Vec<&str> = Vec::new();
    let mut known: std::collections::HashSet<&str> = std::collections::HashSet::new();
    for keys in columns {
        let mut cursor: Option<usize> = None;
        let mut leading: Vec<&str> = Vec::new();
        for key in keys {
            if known.contains(key) {
                let Some(pos) = merged.iter().position(|k| *k == key) else {
                    continue;
                };
                let mut at = pos;
                if cursor.is_none() {
                    // Keys before the first shared one go in just before it.
                    for (i, k) in leading.drain(..).enumerate() {
                        merged.insert(pos + i, k);
                    }
                    at = merged.iter().position(|k| *k == key).unwrap_or(pos);
                }
                cursor = Some(cursor.map_or(at + 1, |c| c.max(at + 1)));
            } else {
                known.insert(key);
                match cursor {
                    Some(c) => {
                        merged.insert(c, key);
                        cursor = Some(c + 1);
                    }
                    None => leading.push(key),
                }
            }
        }
        merged.extend(leading);
    }
    merged
}

/// One table with a column per answer: rows are the union of the answers' keys in a stable order.
fn pivot(first_header: &str, columns: &[(String, Vec<(&str, String)>)], numeric: bool) -> Table {
    let order = merged_order(
        columns
            .iter()
            .map(|(_, cells)| cells.iter().map(|(k, _)| *k).collect()),
    );
    let mut headers = vec![first_header.to_string()];
    headers.extend(columns.iter().map(|(h, _)| h.clone()));
    let mut t = Table::new();
    t.load_preset(presets::NOTHING)
        .set_style(TableComponent::HeaderLines, '─')
        .set_style(TableComponent::MiddleHeaderIntersections, '─')
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_header(headers);
    let lookups: Vec<std::collections::HashMap<&str, &String>> = columns
        .iter()
        .map(|(_, cells)| cells.iter().map(|(k, v)| (*k, v)).collect())
        .collect();
    for key in order {
        let mut row = vec![clean(key)];
        row.extend(
            lookups
                .iter()
                .map(|l| l.get(key).map(|v| (*v).clone()).unwrap_or_default()),
        );
        t.add_row(row);
    }
    if numeric {
        for i in 1..=columns.len() {
            right_align(&mut t, i);
        }
    }
    t
}

/// Several tickers or periods as one table.
pub fn write_many(out: &mut dyn Write, items: &[Item]) -> io::Result<()> {
    let answers: Vec<(&str, &Answer)> = items
        .iter()
        .flat_map(|i| i.answers.iter().map(move |a| (i.subject.as_str(), a)))
        .collect();
    let Some((_, first)) = answers.first() else {
        return Ok(());
    };
    let tickers: Vec<&str> = items
        .iter()
        .filter(|i| !i.answers.is_empty())
        .map(|i| i.subject.as_str())
        .collect();
    let one_ticker = tickers.len() == 1;
    let (title, table) = match first {
        Answer::Statement(_) | Answer::Summary(_) => {
            let mut columns = Vec::new();
            for (ticker, a) in &answers {
                let (filing, cells): (_, Vec<(&str, String)>) = match a {
                    Answer::Statement(s) => (
                        &s.filing,
                        s.items
                            .iter()
                            .map(|i| (i.element.as_str(), number(&i.value)))
                            .collect(),
                    ),
                    Answer::Summary(s) => (
                        &s.filing,
                        s.facts
                            .iter()
                            .map(|f| (f.label.as_str(), clean(&f.value)))
                            .collect(),
                    ),
                    _ => continue,
                };
                let mut header = Vec::new();
                if !one_ticker {
                    header.push(ticker.to_string());
                }
                header.push(filing.period.clone().unwrap_or_else(|| "period ?".into()));
                header.push(clean(&filing.form));
                columns.push((header.join("\n"), cells));
            }
            let is_statement = matches!(first, Answer::Statement(_));
            let title = match first {
                Answer::Statement(s) if one_ticker => {
                    let mut lines = statement_title(tickers[0], &s.company, &s.filing);
                    lines[1] = format!("{} filings side by side, newest first", columns.len());
                    lines
                }
                Answer::Statement(s) => vec![format!("{} — {}", s.kind.noun(), tickers.join(", "))],
                _ => vec![format!(
                    "document and entity summary — {}",
                    tickers.join(", ")
                )],
            };
            (
                title,
                pivot(
                    if is_statement { "Element" } else { "Fact" },
                    &columns,
                    is_statement,
                ),
            )
        }
        Answer::Prices(_) => {
            let columns: Vec<(String, Vec<(&str, String)>)> = answers
                .iter()
                .filter_map(|(t, a)| match a {
                    Answer::Prices(p) => Some((
                        t.to_string(),
                        p.points
                            .iter()
                            .map(|pt| (pt.date.as_str(), number(&pt.price)))
                            .collect(),
                    )),
                    _ => None,
                })
                .collect();
            (
                vec![format!(
                    "monthly prices, newest first — {}",
                    tickers.join(", ")
                )],
                pivot("Date", &columns, true),
            )
        }
        Answer::Quote(_) => {
            const COLUMNS: [(&str, &str); 7] = [
                ("name", "Name"),
                ("last_trade_price", "Last"),
                ("change", "Change"),
                ("change_in_percent", "Change %"),
                ("volume", "Volume"),
                ("market_capitalization", "Market cap"),
                ("last_trade_date", "Traded"),
            ];
            let mut headers = vec!["Ticker"];
            headers.extend(COLUMNS.iter().map(|(_, h)| *h));
            let mut t = new_table(&headers);
            for (_, a) in &answers {
                if let Answer::Quote(q) = a {
                    let mut row = vec![q.ticker.clone()];
                    row.extend(
                        COLUMNS
                            .iter()
                            .map(|(name, _)| q.get(name).map(quote_cell).unwrap_or_default()),
                    );
                    t.add_row(row);
                }
            }
            for i in 2..=6 {
                right_align(&mut t, i);
            }
            (vec![format!("quotes — {}", tickers.join(", "))], t)
        }
        Answer::Tickers(_) | Answer::Ciks(_) => {
            let is_tickers = matches!(first, Answer::Tickers(_));
            let mut t = new_table(if is_tickers {
                &["CIK", "Ticker"]
            } else {
                &["Ticker", "CIK"]
            });
            for (_, a) in &answers {
                if let Answer::Tickers(ids) | Answer::Ciks(ids) = a {
                    for v in &ids.values {
                        t.add_row(vec![clean(&ids.query), clean(v)]);
                    }
                }
            }
            (Vec::new(), t)
        }
    };
    for line in title {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{table}")
}

fn quote_cell(v: &QuoteValue) -> String {
    match v {
        QuoteValue::Number(n) => number(n),
        QuoteValue::Text(s) => clean(s),
        QuoteValue::Magnitude { text, .. } => clean(text),
        QuoteValue::Null => "—".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::merged_order;

    #[test]
    fn union_keeps_each_order_and_places_new_keys_in_line() {
        let a = vec!["Revenue", "Cost", "Gross", "Net"];
        let b = vec!["Revenue", "Cost", "R&D", "Gross", "Net", "EPS"];
        let c = vec!["Tax", "Revenue"];
        assert_eq!(
            merged_order([a, b, c]),
            ["Tax", "Revenue", "Cost", "R&D", "Gross", "Net", "EPS"]
        );
        // Companies that share nothing: one after the other, in column order.
        assert_eq!(
            merged_order([vec!["A", "B"], vec!["C", "D"]]),
            ["A", "B", "C", "D"]
        );
        // Leading keys of a later column go just before the first key it shares.
        assert_eq!(
            merged_order([vec!["A", "B"], vec!["X", "B", "Y"]]),
            ["A", "X", "B", "Y"]
        );
    }
}

#[cfg(test)]
mod cell_tests {
    use super::*;
    use crate::domain::{Company, Filing, LineItem, Shape, Statement, StatementKind};

    #[test]
    fn huge_cells_are_cut() {
        let value: serde_json::Number = "1".repeat(5000).parse().unwrap();
        let statement = Statement {
            kind: StatementKind::Income,
            company: Company::default(),
            filing: Filing::default(),
            items: vec![LineItem {
                element: "E".repeat(78_000),
                value,
            }],
            table: None,
            shape: Shape::Nested,
            count_mismatch: None,
        };
        let mut out = Vec::new();
        write(
            &mut out,
            Doc::Statement {
                ticker: "X",
                statement: &statement,
            },
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.lines().all(|l| l.chars().count() < 2 * MAX_CELL + 20),
            "{}",
            text.len()
        );
        assert!(text.contains("E…") && text.contains("1…"));
    }
}
