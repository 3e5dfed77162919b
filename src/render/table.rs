//! Tables for people: a title naming the company, form, period and filing, then the values in the
//! order the service sent them, digits grouped. All service text is stripped of control characters.

use std::io::{self, Write};

use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, TableComponent, presets};

use super::Doc;
use super::numbers::grouped;
use crate::domain::{Company, Filing, QuoteValue};
use crate::sanitize::for_terminal as clean;

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
                t.add_row(vec![clean(&item.element), grouped(&item.value.to_string())]);
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
                let v = match &f.value {
                    QuoteValue::Number(n) => grouped(&n.to_string()),
                    QuoteValue::Text(s) => clean(s),
                    QuoteValue::Magnitude { text, .. } => clean(text),
                    QuoteValue::Null => "—".to_string(),
                };
                t.add_row(vec![clean(&f.upstream), v]);
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
                t.add_row(vec![clean(&pt.date), grouped(&pt.price.to_string())]);
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
