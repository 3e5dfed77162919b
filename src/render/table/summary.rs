//! The document and entity summary (the cover page) as tables: a fact per row with its value in
//! full units (digits grouped), flags as yes/no, dates ISO, and the date a fact is as of where
//! it is not the period's; the facts of a class of stock under its heading, as the filing shows
//! them. Several summaries side by side pivot into a column per ticker and period.

use std::collections::HashMap;

use super::grid::{Cell, Grid, Kind};
use super::{cell, clean, pivot, statement_title};
use crate::model::{CoverItem, FactValue, Summary};
use crate::render::numbers::grouped;
use crate::sanitize::Clean;

/// A fact's value for a person.
fn value(f: &CoverItem) -> Clean {
    match &f.value {
        FactValue::Number(n) => Clean::number(grouped(&n.to_string())),
        FactValue::Flag(true) => Clean::literal("yes"),
        FactValue::Flag(false) => Clean::literal("no"),
        FactValue::Date(t) | FactValue::Text(t) => clean(t),
    }
}

/// The rows of a summary in the page's order: a member block's heading before its first fact,
/// each row as (key, label shown, fact). Keys are unique within the summary ("Title of 12(b)
/// Security" repeats once per class of stock) and stable across summaries, for pivoting.
fn rows(s: &Summary) -> Vec<(String, String, Option<&CoverItem>)> {
    let mut out = Vec::with_capacity(s.facts.len() + 8);
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut block: Option<&str> = None;
    let mut key = |base: String| {
        let n = seen.entry(base.clone()).or_default();
        *n += 1;
        format!("{base}#{n}")
    };
    for f in &s.facts {
        let member = f.member.as_deref();
        if member.is_some() && member != block {
            let head = member.unwrap_or_default();
            out.push((key(format!("member\u{1f}{head}")), format!("{head}:"), None));
        }
        block = member;
        let indent = if member.is_some() { "  " } else { "" };
        out.push((key(format!("{}\u{1f}{}", member.unwrap_or(""), f.label)), format!("{indent}{}", f.label), Some(f)));
    }
    out
}

/// The note under the title: the values' units, and the filing's own scale.
fn units_note(scales: &[&str]) -> Option<Clean> {
    let scale = scales.iter().find(|s| !s.is_empty())?;
    Some(clean(&format!("figures in full units (filed {scale})")))
}

/// One summary: fact and value, and the date a fact is as of where it is not the period's (the
/// shares outstanding are counted weeks after the period ends); no such column when none is.
pub(super) fn single(ticker: &str, s: &Summary) -> (Vec<Clean>, Grid) {
    let lit = Clean::literal;
    let period = s.filing.period.as_deref();
    fn other<'a>(f: &'a CoverItem, period: Option<&str>) -> Option<&'a str> {
        f.date.as_deref().filter(|d| Some(*d) != period)
    }
    let dated = s.facts.iter().any(|f| other(f, period).is_some());
    let mut headers = vec![(lit("Fact"), Kind::Label), (lit("Value"), Kind::Text)];
    if dated {
        headers.push((lit("As of"), Kind::Figure));
    }
    let mut t = Grid::new(headers);
    t.align_right(2, false);
    for (_, label, fact) in rows(s) {
        let mut row = vec![cell(clean(&label))];
        if let Some(f) = fact {
            row.push(cell(value(f)));
            if dated {
                row.push(cell(other(f, period).map_or_else(Clean::default, clean)));
            }
        }
        t.add_row(row);
    }
    let mut title = statement_title(ticker, &s.company, &s.title, &s.filing);
    title.extend(units_note(&[s.scale.as_str()]));
    (title, t)
}

/// Several summaries: a column per ticker and period, rows in a stable union of their orders.
pub(super) fn batch(summaries: &[(&str, &Summary)]) -> (Vec<Clean>, Grid) {
    let tickers: Vec<&str> = {
        let mut t: Vec<&str> = summaries.iter().map(|(t, _)| *t).collect();
        t.dedup();
        t
    };
    let all_rows: Vec<Vec<(String, String, Option<&CoverItem>)>> = summaries.iter().map(|(_, s)| rows(s)).collect();
    let labels: HashMap<&str, &str> =
        all_rows.iter().flatten().map(|(k, label, _)| (k.as_str(), label.as_str())).collect();
    let columns: Vec<(Clean, Vec<(&str, Cell)>)> = summaries
        .iter()
        .zip(&all_rows)
        .map(|((ticker, s), rows)| {
            let mut h = Vec::new();
            if tickers.len() > 1 {
                h.push(clean(ticker));
            }
            h.push(s.filing.period.as_deref().map_or_else(|| Clean::literal("period ?"), clean));
            h.push(clean(&s.filing.form));
            let cells = rows
                .iter()
                .map(|(k, _, f)| (k.as_str(), f.map_or_else(|| cell(Clean::default()), |f| cell(value(f)))))
                .collect();
            (Clean::join(&h, "\n"), cells)
        })
        .collect();
    let table =
        pivot(Clean::literal("Fact"), Kind::Label, columns, Kind::Text, |key| labels.get(key).map(|l| l.to_string()));
    let mut title = vec![clean(&format!("document and entity summary — {}", tickers.join(", ")))];
    title.extend(units_note(&summaries.iter().map(|(_, s)| s.scale.as_str()).collect::<Vec<_>>()));
    (title, table)
}
