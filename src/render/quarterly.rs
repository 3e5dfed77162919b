//! A statement in fiscal quarters (`--discrete`) or trailing twelve months (`--ttm`) in every
//! format: JSON ([`super::quarterly_json`]) with each value's origin (filed or derived) and its
//! inputs, CSV and NDJSON one record per value (and per refusal), and a table marking derived
//! values (money scaled by `--units`). `--restatements` is written by [`super::restated`].

use std::io::{self, Write};

use serde_json::Value;

use super::TableOptions;
use super::records::{Cell as RecordCell, Records};
use super::table::grid::{Cell, Grid, Kind};
use crate::model::number::Dec;
use crate::quarters::Quarter;
use crate::quarters::view::{Line, Mode, QuarterCheck, Refused, View};
use crate::render::units;
use crate::sanitize::Clean;

/// One company's statement in quarters.
pub struct Doc<'a> {
    pub ticker: &'a str,
    pub company: &'a str,
    pub cik: u64,
    /// The statement command: `income`, `cashflow`…
    pub statement: &'a str,
    pub mode: &'a Mode,
    pub as_of: Option<&'a str>,
    pub view: &'a View,
    /// Where the facts came from: the SEC's companyfacts, or the bulk store's data sets.
    pub store: bool,
}

pub use super::quarterly_json::json;

impl Doc<'_> {
    /// Where the facts came from, for JSON.
    pub(super) fn source(&self) -> &'static str {
        if self.store {
            "the bulk store (the SEC's financial statement data sets: us-gaap facts of the consolidated entity, dates at month ends)"
        } else {
            "SEC companyfacts (standard-taxonomy facts only; a filer's own elements are not in it)"
        }
    }

    /// Where the facts came from, for a table's title.
    pub(super) fn source_short(&self) -> &'static str {
        if self.store { "the bulk store" } else { "SEC companyfacts" }
    }
}

/// The scale of a table's money under `--units` (`filed`, the default, keeps full units: the
/// facts carry no filing's scale), from its (element, unit, value)s; per-share amounts and share
/// counts are never money.
pub(super) fn money_scale<'a>(
    values: impl Iterator<Item = (&'a str, &'a str, Dec)>,
    opts: &TableOptions,
) -> units::Scale {
    let money: Vec<serde_json::Number> =
        values.filter(|(element, unit, _)| is_money(element, unit)).map(|(_, _, v)| v.to_number()).collect();
    let largest = money.iter().max_by_key(|v| {
        let t = v.to_string();
        let t = t.trim_start_matches('-').to_string();
        (t.split('.').next().unwrap_or("").trim_start_matches('0').len(), t)
    });
    let (digits, name) = units::shift(opts.units, largest);
    units::Scale::new(digits, name, &money)
}

/// An amount of money: what [`crate::model::Measure::of_fact`] says of the element and its unit.
fn is_money(element: &str, unit: &str) -> bool {
    crate::model::Measure::of_fact(element, unit) == crate::model::Measure::Money
}

/// A figure's digits, grouped, money at `scale`.
pub(super) fn scaled(element: &str, unit: &str, v: Dec, scale: &units::Scale) -> String {
    let text = v.to_string();
    let shown = if is_money(element, unit) { scale.apply(&text) } else { text };
    crate::model::number::grouped(&shown, false)
}

const COLUMNS: [&str; 16] = [
    "ticker",
    "statement",
    "element",
    "unit",
    "quarter",
    "fiscal_year",
    "fiscal_period",
    "start",
    "end",
    "value",
    "origin",
    "inputs",
    "reason",
    "as_of",
    "caution",
    "concept",
];

/// Inputs as one text cell: `value start..end accession (form, filed date)`, `;`-separated.
fn inputs_text(values: &[Value]) -> String {
    values
        .iter()
        .map(|i| {
            let s = |k: &str| i[k].as_str().unwrap_or_default().to_string();
            match s("role").as_str() {
                "relation" => return format!("relation {} ({})", s("relation"), s("formula")),
                "input" => return format!("input {} {}", s("concept"), i["value"]),
                _ => {}
            }
            let period = match s("start") {
                start if start.is_empty() => format!("at {}", s("end")),
                start => format!("{start}..{}", s("end")),
            };
            format!(
                "{} {} {period} {} ({}, filed {})",
                s("role"),
                i["value"],
                s("accession_number"),
                s("form"),
                s("filing_date")
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One record per value and one per refusal, the same columns in CSV and NDJSON.
pub fn records(d: &Doc) -> Records {
    if let Mode::Restated(_) = d.mode {
        return super::restated::records(d);
    }
    let doc = json(d);
    let text = |v: &Value| v.as_str().map_or(RecordCell::Null, |s| RecordCell::Text(s.to_string()));
    let mut rows = Vec::new();
    for v in doc["values"].as_array().into_iter().flatten() {
        let inputs = match v.get("sources") {
            Some(Value::Array(a)) => inputs_text(a),
            _ => v["quarters"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|q| {
                    // Standardized: the element the quarter is of, or the relation it was solved from.
                    let of = match (q.get("concept"), q["element"].as_str()) {
                        (None, _) => String::new(),
                        (Some(_), Some(element)) => format!(" {element}"),
                        (Some(_), None) => {
                            format!(" relation {}", q["sources"][0]["relation"].as_str().unwrap_or_default())
                        }
                    };
                    format!(
                        "{} {} ({}{of})",
                        q["quarter"].as_str().unwrap_or_default(),
                        q["value"],
                        q["origin"].as_str().unwrap_or_default()
                    )
                })
                .collect::<Vec<_>>()
                .join("; "),
        };
        rows.push(vec![
            d.ticker.into(),
            d.statement.into(),
            text(&v["element"]),
            text(&v["unit"]),
            text(&v["quarter"]),
            v["fiscal_year"].as_i64().map_or(RecordCell::Null, |y| RecordCell::Number(y.into())),
            text(&v["fiscal_period"]),
            text(&v["start"]),
            text(&v["end"]),
            match &v["value"] {
                Value::Number(n) => RecordCell::Number(n.clone()),
                _ => RecordCell::Null,
            },
            text(&v["origin"]),
            RecordCell::Text(inputs),
            RecordCell::Null,
            d.as_of.into(),
            // A TTM's caution is its quarters' (they are named in `inputs`).
            match v.get("caution") {
                Some(c) => text(c),
                None => {
                    let of_quarters: Vec<&str> = v["quarters"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|q| q.get("caution").and_then(Value::as_str))
                        .collect();
                    if of_quarters.is_empty() { RecordCell::Null } else { RecordCell::Text(of_quarters.join("; ")) }
                }
            },
            v.get("concept").map_or(RecordCell::Null, text),
        ]);
    }
    // Standardized TTM refuses concepts (the `concept` column), every other mode elements.
    let concepts = matches!(d.mode, Mode::StandardTtm);
    for r in &d.view.refused {
        let (element, concept) = match concepts {
            true => (RecordCell::Null, r.element.as_str().into()),
            false => (r.element.as_str().into(), RecordCell::Null),
        };
        rows.push(vec![
            d.ticker.into(),
            d.statement.into(),
            element,
            r.unit.as_str().into(),
            r.quarter.as_str().into(),
            RecordCell::Null,
            RecordCell::Null,
            RecordCell::Null,
            r.end.as_deref().into(),
            RecordCell::Null,
            "refused".into(),
            RecordCell::Null,
            r.reason.as_str().into(),
            d.as_of.into(),
            RecordCell::Null,
            concept,
        ]);
    }
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}

/// A figure for the table: grouped digits, a derived one marked `*`, a filed one padded so that
/// the digits line up.
fn figure(element: &str, q: &Quarter, scale: &units::Scale) -> Clean {
    let digits = scaled(element, &q.unit, q.value, scale);
    Clean::number(if q.derived() { format!("{digits}*") } else { format!("{digits} ") })
}

pub(super) fn label(element: &str, unit: &str) -> Clean {
    if unit == "USD" { Clean::new(element) } else { Clean::new(&format!("{element} ({unit})")) }
}

/// Whether refusal `r` is line `l`'s: its element's, or (standardized) one of its concept's
/// elements' (the concept has no quarter where they were refused).
fn refusal_of(mode: &Mode, r: &Refused, l: &Line) -> bool {
    match mode {
        Mode::Standard(_) => {
            let rules = crate::standard::rules();
            rules.concept(&l.element).is_some_and(|i| rules.concepts[i].elements.iter().any(|e| e.tag == r.element))
        }
        _ => r.element == l.element && r.unit == l.unit,
    }
}

/// The relations of standardized quarters under their table: how many counted checks hold, and
/// the failing ones with both sides (`-f json` lists every check).
fn checks_line(view: &View, scale: &units::Scale) -> Option<String> {
    let counted: Vec<&QuarterCheck> = view.checks.iter().filter(|c| c.counted).collect();
    if counted.is_empty() {
        return None;
    }
    let failing: Vec<&&QuarterCheck> = counted.iter().filter(|c| c.outcome == "fails").collect();
    let mut line = format!(
        "relations: {} of {} counted checks hold (exactly or within the quarter's rounding unit)",
        counted.len() - failing.len(),
        counted.len()
    );
    for c in failing.iter().take(3) {
        // Both sides as the table shows money (relations are between amounts).
        let shown = |v: Dec| crate::model::number::grouped(&scale.apply(&v.to_string()), false);
        line.push_str(&format!("; {} fails in {}: {} against {}", c.relation, c.quarter, shown(c.total), shown(c.sum)));
    }
    if failing.len() > 3 {
        line.push_str(&format!("; {} more (-f json lists every check)", failing.len() - 3));
    }
    Some(line)
}

/// A line above or under the table, through the one sanitising door, wrapped to the table's width.
fn say(out: &mut dyn Write, line: &str, opts: &TableOptions) -> io::Result<()> {
    let line = Clean::new(line);
    match opts.width.map(|w| w.max(20)) {
        Some(w) => super::wrap::wrap_title(line.as_str(), w).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{line}"),
    }
}

/// The table: elements down, quarters across (or one TTM column); derived values marked `*`,
/// refused ones `refused` (`-f json` gives each reason).
pub fn write_table(out: &mut dyn Write, d: &Doc, opts: &TableOptions) -> io::Result<()> {
    if let Mode::Restated(_) = d.mode {
        return super::restated::write_table(out, d, d.source_short(), opts);
    }
    let scale = money_scale(
        d.view
            .lines
            .iter()
            .flat_map(|l| l.cells.iter().flatten().map(|q| (l.element.as_str(), l.unit.as_str(), q.value)))
            .chain(d.view.ttm.iter().map(|t| (t.element.as_str(), t.unit.as_str(), t.ttm.value)))
            .chain(d.view.balances.iter().map(|b| (b.element.as_str(), b.unit.as_str(), b.input.value))),
        opts,
    );
    let what = match d.mode {
        Mode::Restated(_) => String::new(),
        Mode::Discrete(_) => "discrete fiscal quarters".to_string(),
        Mode::Standard(_) => {
            format!("standardized discrete fiscal quarters ({})", crate::standard::rules().version)
        }
        Mode::Ttm | Mode::StandardTtm => {
            let what = match d.mode {
                Mode::StandardTtm => {
                    format!("standardized trailing twelve months ({})", crate::standard::rules().version)
                }
                _ => "trailing twelve months".to_string(),
            };
            match (d.view.columns.first(), d.view.columns.last(), d.view.balances.first()) {
                (_, _, Some(b)) => format!("{what}: the latest balances, at {}", b.input.end),
                (Some(a), Some(b), _) if d.view.columns.len() == 4 => {
                    format!("{what}, {} to {} (ending {})", a.label(), b.label(), b.end)
                }
                _ => what,
            }
        }
    };
    let as_of = d.as_of.map(|a| format!(", as filed by {a}")).unwrap_or_default();
    let name = if d.company.is_empty() { d.ticker.to_string() } else { format!("{} ({})", d.company, d.ticker) };
    let source = d.source_short();
    let units = if scale.name.is_empty() { String::new() } else { format!("; money in {}", scale.note()) };
    let say = |out: &mut dyn Write, line: &str| say(out, line, opts);
    say(out, &format!("{name} — {}, {what}{as_of} ({source}){units}", d.statement))?;
    let legend = match d.mode {
        Mode::Restated(_) => "",
        Mode::Discrete(_) => {
            "* derived from year-to-date facts (Q2 = six months − Q1, Q3 = nine − six months, Q4 = the year − nine \
             months); unmarked: filed as three months; -f json cites every input and each refusal's reason"
        }
        Mode::Standard(_) => {
            "* derived: from year-to-date facts (Q2 = six months − Q1, …), or solved from a relation of the other \
             concepts; -f json names each value's element, its inputs or relation"
        }
        Mode::Ttm if !d.view.balances.is_empty() => {
            "each element's balance as the latest filing reporting it at that date gives it; -f json names the filing \
             and each refusal's reason"
        }
        Mode::Ttm => "* the sum of the four quarters; -f json names each quarter, its inputs and each refusal's reason",
        Mode::StandardTtm => {
            "* the sum of the four standardized quarters; -f json names each quarter, its element or relation, and \
             each refusal's reason"
        }
    };
    say(out, legend)?;
    let refused = Clean::literal("refused");
    let grid = match d.mode {
        Mode::Discrete(_) | Mode::Standard(_) | Mode::Restated(_) => {
            let head = if matches!(d.mode, Mode::Standard(_)) { "concept" } else { "element" };
            let mut columns = vec![(Clean::literal(head), Kind::Label)];
            columns.extend(
                d.view.columns.iter().map(|c| (Clean::new(&format!("{} {} ", c.label(), c.end)), Kind::Figure)),
            );
            let mut g = Grid::new(columns);
            for l in &d.view.lines {
                let mut cells = vec![Cell::new(label(&l.element, &l.unit))];
                for (c, q) in d.view.columns.iter().zip(&l.cells) {
                    let gone = d.view.refused.iter().any(|r| r.quarter == c.label() && refusal_of(d.mode, r, l));
                    cells.push(Cell::new(match q {
                        Some(q) => figure(&l.element, q, &scale),
                        None if gone => refused.clone(),
                        None => Clean::default(),
                    }));
                }
                g.add_row(cells);
            }
            g
        }
        Mode::Ttm | Mode::StandardTtm => {
            let head = if matches!(d.mode, Mode::StandardTtm) { "concept" } else { "element" };
            let mut g = Grid::new(vec![(Clean::literal(head), Kind::Label), (Clean::literal("TTM "), Kind::Figure)]);
            for t in &d.view.ttm {
                let digits = scaled(&t.element, &t.unit, t.ttm.value, &scale);
                g.add_row(vec![Cell::new(label(&t.element, &t.unit)), Cell::new(Clean::number(format!("{digits}*")))]);
            }
            for b in &d.view.balances {
                let digits = scaled(&b.element, &b.unit, b.input.value, &scale);
                g.add_row(vec![Cell::new(label(&b.element, &b.unit)), Cell::new(Clean::number(format!("{digits} ")))]);
            }
            for r in &d.view.refused {
                g.add_row(vec![Cell::new(label(&r.element, &r.unit)), Cell::new(refused.clone())]);
            }
            g
        }
    };
    out.write_all(grid.render(opts.width.map(|w| w.max(20)), opts.color).as_bytes())?;
    if let Some(line) = checks_line(d.view, &scale) {
        say(out, &line)?;
    }
    let cautions: Vec<&Quarter> = d
        .view
        .lines
        .iter()
        .flat_map(|l| l.cells.iter().flatten())
        .chain(d.view.ttm.iter().flat_map(|t| t.ttm.quarters.iter()))
        .filter(|q| q.caution.is_some())
        .collect();
    if !cautions.is_empty() {
        // Said once, under the table: how many derived values may mix vintages, of which quarters
        // (JSON says which and how).
        let mut quarters: Vec<(i32, crate::quarters::Period)> =
            cautions.iter().map(|q| (q.fiscal_year, q.period)).collect();
        quarters.sort_unstable();
        quarters.dedup();
        let quarters: Vec<String> = quarters.iter().map(|(y, p)| format!("FY{y} {p}")).collect();
        let line = format!(
            "! {} of {} may mix vintages: their inputs may not be of one filing's vintage (-f json's `caution` \
             says why)",
            crate::render::numbers::count(cautions.len(), "derived value", "derived values"),
            quarters.join(", ")
        );
        say(out, &line)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(quarter: &str, relation: &str, total: &str, sum: &str, outcome: &'static str) -> QuarterCheck {
        QuarterCheck {
            quarter: quarter.into(),
            relation: relation.into(),
            formula: format!("{relation}: a = b"),
            total: Dec::parse(total).unwrap(),
            sum: Dec::parse(sum).unwrap(),
            counted: true,
            outcome,
        }
    }

    #[test]
    fn the_checks_line_counts_what_holds_and_names_the_first_failures_scaled() {
        let mut view = View::default();
        assert_eq!(checks_line(&view, &units::Scale::new(0, "", &[])), None);
        view.checks = vec![
            check("FY2024 Q1", "IS1", "607000000", "607000000", "exact"),
            check("FY2024 Q1", "IS2", "100000001", "100000000", "rounding"),
            check("FY2024 Q2", "IS1", "607000000", "602000000", "fails"),
        ];
        let mut uncounted = check("FY2024 Q2", "IS5", "1", "2", "fails");
        uncounted.counted = false;
        view.checks.push(uncounted);
        let full = checks_line(&view, &units::Scale::new(0, "", &[])).unwrap();
        assert!(full.starts_with("relations: 2 of 3 counted checks hold"), "{full}");
        assert!(full.ends_with("; IS1 fails in FY2024 Q2: 607,000,000 against 602,000,000"), "{full}");
        let millions = checks_line(&view, &units::Scale::new(6, "millions", &[])).unwrap();
        assert!(millions.ends_with("607 against 602"), "{millions}");
        for q in 3..7 {
            view.checks.push(check(&format!("FY2025 Q{q}"), "IS2", "1", "2", "fails"));
        }
        let many = checks_line(&view, &units::Scale::new(0, "", &[])).unwrap();
        assert!(many.ends_with("; 2 more (-f json lists every check)"), "{many}");
    }
}
