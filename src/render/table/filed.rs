//! Statements as filed, as tables: the filing's own lines and labels in its order, indented under
//! their headings, member blocks ("Products") as sub-heads, and a column per period under its
//! group heading ("3 Months Ended"). Several filings (`--periods`) are stitched side by side.

use super::grid::{Cell, Grid};
use super::{cell, clean, labelled, signed_cell, statement_title};
use crate::model::{Filed, FiledRow, Measure, RowKind, Statement};
use crate::render::TableOptions;
use crate::render::merge::merged_order;
use crate::render::numbers::{self, grouped};
use crate::render::units;
use crate::sanitize::Clean;

/// The label cell of a row: headings and member heads flush, lines indented under them, a
/// per-share amount or share count said to be one where its label does not say ([`super::measured`]).
fn label(row: &FiledRow, under_heading: bool) -> Clean {
    let indent = match row.kind {
        RowKind::Heading | RowKind::Member => 0,
        _ => usize::from(under_heading) * 2 + if row.member.is_some() { 2 } else { 0 },
    };
    let text = match row.kind {
        RowKind::Member => format!("{}:", row.label),
        RowKind::Heading => row.label.clone(),
        _ => super::measured(&row.label, row.measure),
    };
    Clean::new(&format!("{}{text}", " ".repeat(indent)))
}

/// The scale for money values under `--units`, from the money values shown.
pub(super) fn money_scale(filed: &[&Filed], opts: &TableOptions) -> units::Scale {
    let money = || filed.iter().flat_map(|f| f.rows.iter()).filter(|r| r.measure == Measure::Money);
    let values = || money().flat_map(|r| r.values.iter().flatten());
    let largest = values().max_by_key(|v| {
        let t = v.to_string();
        let t = t.trim_start_matches('-').to_string();
        (t.split('.').next().unwrap_or("").trim_start_matches('0').len(), t)
    });
    let (digits, name) = match opts.units {
        // As filed: the filing's own scale note, as the filing prints its figures.
        units::Units::Filed => {
            let digits = filed.iter().map(|f| crate::model::number::scale_digits(&f.scale).0).max().unwrap_or(0);
            let name = match digits {
                9 => "billions",
                6 => "millions",
                3 => "thousands",
                _ => "",
            };
            (digits, name)
        }
        other => units::shift(other, largest),
    };
    units::Scale::new(digits, name, values())
}

fn value_cell(row: &FiledRow, v: Option<&serde_json::Number>, scale: &units::Scale, places: usize) -> Cell {
    match v {
        None => cell(Clean::default()),
        Some(n) => {
            let text = n.to_string();
            let shown = match row.measure {
                Measure::Money => grouped(&scale.apply(&text)),
                Measure::PerShare => numbers::per_share(&text, places),
                _ => grouped(&numbers::pad(&text, places)),
            };
            signed_cell(Clean::number(shown), text.starts_with('-'))
        }
    }
}

/// The most decimal places among a line's values: a per-share line shows them all at that many
/// (`4.20` beside `4.53`, as the filing prints them), and at least cents
/// ([`numbers::per_share`]); the data sets drop trailing zeros, JSON and CSV keep the value as it is.
fn places(row: &FiledRow) -> usize {
    row.values.iter().flatten().map(|v| numbers::places(&v.to_string())).max().unwrap_or(0)
}

fn column_header(heading: &str, label: &str) -> Clean {
    if heading.is_empty() { clean(label) } else { Clean::join(&[clean(heading), clean(label)], "\n") }
}

/// One statement as filed.
pub(super) fn table(ticker: &str, s: &Statement, filed: &Filed, opts: &TableOptions) -> (Vec<Clean>, Grid) {
    let scale = money_scale(&[filed], opts);
    let first = Clean::literal(if filed.transposed { "" } else { "Line" });
    let mut t = labelled(first, filed.columns.iter().map(|c| column_header(&c.heading, &c.label)));
    let mut under_heading = false;
    for row in &filed.rows {
        under_heading |= row.kind == RowKind::Heading;
        let mut cells = vec![cell(label(row, under_heading))];
        let places = places(row);
        cells.extend(
            (0..filed.columns.len())
                .map(|i| value_cell(row, row.values.get(i).and_then(Option::as_ref), &scale, places)),
        );
        t.add_row(cells);
    }
    (title(ticker, s, filed, &scale.note()), t)
}

fn title(ticker: &str, s: &Statement, filed: &Filed, unit_name: &str) -> Vec<Clean> {
    let mut title = statement_title(ticker, &s.company, &s.title, &s.filing);
    // A standardized statement's money is in one currency, named where it is not the dollar.
    let currency = s.standard.as_ref().and_then(|shown| shown.standardized.currency.as_deref());
    let scale = if unit_name.is_empty() {
        match currency {
            Some(c) if c != "USD" => format!("values in full units, money in {c}"),
            _ => "values in full units".to_string(),
        }
    } else {
        format!("money in {unit_name}; per-share amounts and share counts in full units (JSON and CSV: all full units)")
    };
    // Its own ` · ` part, so that a narrow title breaks before it rather than inside it.
    // The data sets carry no scale note: the one shown is what every figure is a whole multiple of.
    let filed_note = match (filed.scale.is_empty(), s.shape) {
        (true, _) => String::new(),
        (false, crate::model::Shape::DataSets) => format!(" · read off the figures: {}", filed.scale),
        (false, _) => format!(" · filed: {}", filed.scale),
    };
    title.push(clean(&format!("{} · {scale}{filed_note}", s.shape.basis())));
    title
}

/// Several filings of one statement side by side: each filing's own current-period column (or
/// every column it shows, with `all_columns`), rows in a stable union of the filings' orders.
pub(super) fn stitched(statements: &[(&str, &Statement)], opts: &TableOptions) -> (Vec<Clean>, Grid) {
    let filed: Vec<(&str, &Statement, &Filed)> =
        statements.iter().filter_map(|(t, s)| s.filed.as_ref().map(|f| (*t, *s, f))).collect();
    let scale = money_scale(&filed.iter().map(|(.., f)| *f).collect::<Vec<_>>(), opts);
    let keys: Vec<Vec<String>> = filed.iter().map(|(.., f)| line_keys(f)).collect();
    let order: Vec<String> = merged_order(keys.iter().map(|k| k.iter().map(String::as_str).collect()))
        .into_iter()
        .map(String::from)
        .collect();
    let tickers: Vec<&str> = {
        let mut t: Vec<&str> = filed.iter().map(|(t, ..)| *t).collect();
        t.dedup();
        t
    };
    let columns = stitched_columns(&filed, tickers.len() > 1, opts.all_columns);
    let mut t = labelled(Clean::literal("Line"), columns.iter().map(|(h, ..)| h.clone()));
    let rows: Vec<std::collections::HashMap<&str, &FiledRow>> =
        filed.iter().zip(&keys).map(|((.., f), k)| k.iter().map(String::as_str).zip(f.rows.iter()).collect()).collect();
    let mut under_heading = false;
    for k in &order {
        let Some(first) = rows.iter().find_map(|m| m.get(k.as_str())) else { continue };
        under_heading |= first.kind == RowKind::Heading;
        let mut cells = vec![cell(label(first, under_heading))];
        // The line's decimal places across every filing shown side by side.
        let places = rows.iter().filter_map(|m| m.get(k.as_str())).map(|r| places(r)).max().unwrap_or(0);
        for (_, n, i) in &columns {
            let v = rows[*n].get(k.as_str()).and_then(|r| r.values.get(*i)).and_then(Option::as_ref);
            cells.push(value_cell(first, v, &scale, places));
        }
        t.add_row(cells);
    }
    let (ticker, s, f) = filed[0];
    let mut title = title(ticker, s, f, &scale.note());
    if tickers.len() > 1 {
        title[0] = clean(&format!("{} — {}", s.kind.noun(), tickers.join(", ")));
    }
    title[1] = clean(&format!(
        "{} side by side, newest first",
        crate::render::numbers::count(filed.len(), "filing", "filings")
    ));
    (title, t)
}

/// The keys a filing's lines are stitched on: a line is its member block and element, numbered
/// when the element repeats (a cash flow's beginning and ending balances are one element).
fn line_keys(f: &Filed) -> Vec<String> {
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    f.rows
        .iter()
        .map(|r| {
            let base = format!(
                "{}|{}|{}:{}",
                r.kind == RowKind::Member,
                r.member.as_deref().unwrap_or(""),
                r.prefix.as_deref().unwrap_or(""),
                r.element
            );
            let n = seen.entry(base.clone()).or_default();
            *n += 1;
            format!("{base}#{n}")
        })
        .collect()
}

/// (header, filing, column index) for every column shown: each filing's current period, or
/// every column it shows (`all_columns`), headed by its ticker where there are several.
fn stitched_columns(
    filed: &[(&str, &Statement, &Filed)],
    several_tickers: bool,
    all_columns: bool,
) -> Vec<(Clean, usize, usize)> {
    let mut columns: Vec<(Clean, usize, usize)> = Vec::new();
    for (n, (ticker, _, f)) in filed.iter().enumerate() {
        let shown = if all_columns { f.columns.len() } else { f.columns.len().min(1) };
        for c in &f.columns[..shown] {
            let mut parts = Vec::new();
            if several_tickers {
                parts.push(clean(ticker));
            }
            if !c.heading.is_empty() {
                parts.push(clean(&c.heading));
            }
            parts.push(clean(&c.label));
            columns.push((Clean::join(&parts, "\n"), n, columns.iter().filter(|(_, m, _)| *m == n).count()));
        }
    }
    columns
}

/// Which filing a failing check names, where the table shows several.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Named {
    /// By its period: one company's filings side by side (`--periods`).
    Period,
    /// By its ticker: several companies' (`compare`).
    Ticker,
}

/// The line under a standardized statement's table (`--standard`, one filing or several side
/// by side): its relations' checks ([`crate::render::checks`]), each failing one with its
/// filing (`named`) when there are several; `None` for statements as filed.
pub(super) fn checks_line(statements: &[(&str, &Statement)], named: Named, opts: &TableOptions) -> Option<String> {
    let rules = crate::standard::rules();
    let several = statements.len() > 1;
    let mut checks = Vec::new();
    for (ticker, s) in statements {
        let Some(shown) = s.standard.as_deref() else { continue };
        let period = match named {
            _ if !several => None,
            Named::Period => s.filing.period.as_deref(),
            Named::Ticker => Some(*ticker),
        };
        for c in &shown.standardized.checks {
            let r = &rules.relations[c.relation];
            // The statement's relations: those whose total is one of its concepts (as JSON's).
            if rules.concepts[r.total].stmt != shown.stmt {
                continue;
            }
            checks.push(crate::render::checks::Check {
                relation: &r.id,
                at: period,
                total: crate::model::number::decimal_text(c.total),
                sum: crate::model::number::decimal_text(c.sum),
                counted: c.counted,
                fails: c.outcome == crate::standard::Outcome::Fails,
            });
        }
    }
    let filed: Vec<&Filed> = statements.iter().filter_map(|(_, s)| s.filed.as_ref()).collect();
    let unit = if several { "each filing's" } else { "the filing's" };
    crate::render::checks::line(&checks, unit, &money_scale(&filed, opts))
}
