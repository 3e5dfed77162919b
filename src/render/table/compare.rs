//! `finq compare` as a table: a row per aligned line (labelled as the first company with it
//! files it), a column per company's filing, headed by its ticker and period; blocks of columns
//! where the width runs out, as every table.

use super::filed::money_scale;
use super::grid::{Cell, Grid};
use super::{cell, clean, labelled, measured, signed_cell};
use crate::model::{Filed, Measure};
use crate::render::TableOptions;
use crate::render::compare::Aligned;
use crate::render::numbers::{self, count, grouped};
use crate::render::units;
use crate::sanitize::Clean;

/// A line's figure: money at the table's scale, a per-share amount at the line's `places` (cents
/// at least), the rest as filed; empty where the company has no value.
fn figure(v: Option<&serde_json::Number>, measure: Measure, scale: &units::Scale, places: usize) -> Cell {
    let Some(n) = v else { return cell(Clean::default()) };
    let text = n.to_string();
    let shown = match measure {
        Measure::Money => grouped(&scale.apply(&text)),
        Measure::PerShare => numbers::per_share(&text, places),
        _ => grouped(&text),
    };
    signed_cell(Clean::number(shown), text.starts_with('-'))
}

pub(super) fn table(a: &Aligned, opts: &TableOptions) -> (Vec<Clean>, Grid) {
    let mut filed: Vec<&Filed> = Vec::new();
    for c in &a.columns {
        if let Some(f) = &c.statement.filed
            && !filed.iter().any(|g| std::ptr::eq(*g, f))
        {
            filed.push(f);
        }
    }
    let scale = money_scale(&filed, opts);
    let headers = a.columns.iter().map(|c| {
        let mut parts = vec![clean(c.ticker)];
        match c.filed() {
            Some(f) => {
                if !f.heading.is_empty() {
                    parts.push(clean(&f.heading));
                }
                parts.push(clean(&f.label));
            }
            None => parts.push(clean(c.statement.filing.period.as_deref().unwrap_or(&c.statement.filing.form))),
        }
        Clean::join(&parts, "\n")
    });
    let mut t = labelled(Clean::literal("Line"), headers);
    for l in &a.lines {
        let mut cells: Vec<Cell> = vec![cell(clean(&measured(&l.label, l.measure)))];
        // A per-share line's figures share its most decimal places, cents at least.
        let places = l.values.iter().flatten().map(|n| numbers::places(&n.to_string())).max().unwrap_or(0);
        cells.extend(l.values.iter().map(|v| figure(*v, l.measure, &scale, places)));
        t.add_row(cells);
    }
    let mut tickers: Vec<&str> = a.columns.iter().map(|c| c.ticker).collect();
    tickers.dedup();
    let title = format!("{} — {}", a.kind.title(), tickers.join(", "));
    let mut forms: Vec<&str> = a.columns.iter().map(|c| c.statement.filing.form.as_str()).collect();
    forms.sort_unstable();
    forms.dedup();
    let periods = if opts.all_columns { "every column of each" } else { "the current period of each" };
    let what = format!(
        "{} ({}), {periods}; lines aligned by element, labelled as the first company with the line files it",
        count(a.columns.len(), "column", "columns"),
        forms.join(", ")
    );
    let mut bases: Vec<&str> = a.columns.iter().map(|c| c.statement.shape.basis()).collect();
    bases.dedup();
    let unit = scale.note();
    let units = if unit.is_empty() {
        "values in full units".to_string()
    } else {
        format!("money in {unit}; per-share amounts and share counts in full units (JSON and CSV: all full units)")
    };
    let units = match foreign_money(a) {
        Some(whose) => format!("{units}; money of {whose}"),
        None => units,
    };
    (vec![clean(&title), clean(&what), clean(&format!("{} · {units}", bases.join(" / ")))], t)
}

/// Whose money is in another currency than the dollar, and which ("HMC in JPY, SNE in JPY"), said
/// beside the units: the figures of a comparison are each filing's own.
fn foreign_money(a: &Aligned) -> Option<String> {
    let foreign: std::collections::BTreeSet<String> = a
        .columns
        .iter()
        .filter_map(|c| Some(format!("{} in {}", c.ticker, c.statement.currency().filter(|&u| u != "USD")?)))
        .collect();
    (!foreign.is_empty()).then(|| foreign.into_iter().collect::<Vec<_>>().join(", "))
}
