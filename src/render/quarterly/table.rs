//! A statement in quarters as a table: elements (or concepts) down, quarters across (or one TTM
//! column), derived values marked `*` (`!` where their inputs may mix vintages, and a sum of
//! such a quarter), refused ones `refused`, money scaled by `--units`; under it, the standardized
//! relations' checks and what `!` marks.

use std::io::{self, Write};

use super::doc::{Doc, label, money_scale, scaled};
use crate::quarters::Quarter;
use crate::quarters::view::{Line, Mode, QuarterCheck, Refused, View};
use crate::render::table::grid::{Cell, Grid, Kind};
use crate::render::units;
use crate::render::{TableOptions, checks};
use crate::sanitize::Clean;

/// The mark of a value whose inputs may mix vintages, in its cell (a derived value: in place of
/// `*`); the line under the table, which starts with it, says what it marks. ASCII: a dagger's
/// width is ambiguous (two columns to the table's measure, one in most terminals).
pub(super) const VINTAGES: char = '!';

/// A figure for the table: grouped digits, a derived one marked `*` (`!` where its inputs may
/// mix vintages), a filed one padded so that the digits line up.
fn figure(element: &str, q: &Quarter, scale: &units::Scale) -> Clean {
    let digits = scaled(element, &q.unit, q.value, scale);
    Clean::number(match (q.derived(), q.caution.is_some()) {
        (true, true) => format!("{digits}{VINTAGES}"),
        (true, false) => format!("{digits}*"),
        (false, _) => format!("{digits} "),
    })
}

/// Whether refusal `r` is line `l`'s: its element's, or (standardized) one of its concept's
/// elements' (the concept has no quarter where they were refused).
pub(super) fn refusal_of(mode: &Mode, r: &Refused, l: &Line) -> bool {
    match mode {
        Mode::Standard(_) => {
            let rules = crate::standard::rules();
            rules.concept(&l.element).is_some_and(|i| rules.concepts[i].elements.iter().any(|e| e.tag == r.element))
        }
        _ => r.element == l.element && r.unit == l.unit,
    }
}

/// The relations of standardized quarters under their table: how many counted checks hold, and
/// the failing ones with both sides, each with its quarter ([`crate::render::checks`]).
pub(super) fn checks_line(view: &View, scale: &units::Scale) -> Option<String> {
    let checks: Vec<checks::Check> = view
        .checks
        .iter()
        .map(|c: &QuarterCheck| checks::Check {
            relation: &c.relation,
            at: Some(&c.quarter),
            total: c.total.to_string(),
            sum: c.sum.to_string(),
            counted: c.counted,
            fails: c.outcome == "fails",
        })
        .collect();
    checks::line(&checks, "the quarter's", scale)
}

/// A line above or under the table, through the one sanitising door, wrapped to the table's width.
pub(super) fn say(out: &mut dyn Write, line: &str, opts: &TableOptions) -> io::Result<()> {
    let line = Clean::new(line);
    match opts.width.map(|w| w.max(20)) {
        Some(w) => crate::render::wrap::wrap_title(line.as_str(), w).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{line}"),
    }
}

/// What the table shows, for its title: the mode, and the quarters a TTM spans (or the date of a
/// balance sheet's latest balances).
fn what(d: &Doc) -> String {
    match d.mode {
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
    }
}

/// The title: the company, the statement, what is shown, as of when, from where, money's unit.
fn title(d: &Doc, scale: &units::Scale) -> String {
    let what = what(d);
    let as_of = d.as_of.map(|a| format!(", as filed by {a}")).unwrap_or_default();
    let name = if d.company.is_empty() { d.ticker.to_string() } else { format!("{} ({})", d.company, d.ticker) };
    let source = d.source_short();
    let units = if scale.name.is_empty() { String::new() } else { format!("; money in {}", scale.note()) };
    format!("{name} — {}, {what}{as_of} ({source}){units}", d.statement)
}

/// The line under the title saying what `*` marks and where JSON says more.
fn legend(d: &Doc) -> &'static str {
    match d.mode {
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
    }
}

/// Quarters across: a row per line, a column per quarter.
fn quarters_grid(d: &Doc, scale: &units::Scale) -> Grid {
    let refused = Clean::literal("refused");
    let head = if matches!(d.mode, Mode::Standard(_)) { "concept" } else { "element" };
    let mut columns = vec![(Clean::literal(head), Kind::Label)];
    columns.extend(d.view.columns.iter().map(|c| (Clean::new(&format!("{} {} ", c.label(), c.end)), Kind::Figure)));
    let mut g = Grid::new(columns);
    for l in &d.view.lines {
        let mut cells = vec![Cell::new(label(&l.element, &l.unit))];
        for (c, q) in d.view.columns.iter().zip(&l.cells) {
            let gone = d.view.refused.iter().any(|r| r.quarter == c.label() && refusal_of(d.mode, r, l));
            cells.push(Cell::new(match q {
                Some(q) => figure(&l.element, q, scale),
                None if gone => refused.clone(),
                None => Clean::default(),
            }));
        }
        g.add_row(cells);
    }
    g
}

/// One TTM column: the sums, a balance sheet's latest balances, then the refusals.
fn ttm_grid(d: &Doc, scale: &units::Scale) -> Grid {
    let refused = Clean::literal("refused");
    let head = if matches!(d.mode, Mode::StandardTtm) { "concept" } else { "element" };
    let mut g = Grid::new(vec![(Clean::literal(head), Kind::Label), (Clean::literal("TTM "), Kind::Figure)]);
    for t in &d.view.ttm {
        let digits = scaled(&t.element, &t.unit, t.ttm.value, scale);
        // A sum of a quarter that may mix vintages may too.
        let mark = if t.ttm.quarters.iter().any(|q| q.caution.is_some()) { VINTAGES } else { '*' };
        g.add_row(vec![Cell::new(label(&t.element, &t.unit)), Cell::new(Clean::number(format!("{digits}{mark}")))]);
    }
    for b in &d.view.balances {
        let digits = scaled(&b.element, &b.unit, b.input.value, scale);
        g.add_row(vec![Cell::new(label(&b.element, &b.unit)), Cell::new(Clean::number(format!("{digits} ")))]);
    }
    for r in &d.view.refused {
        g.add_row(vec![Cell::new(label(&r.element, &r.unit)), Cell::new(refused.clone())]);
    }
    g
}

/// The view's quarters (its lines' cells, its TTMs' quarters) for which `keep` holds.
fn quarters_where(view: &View, keep: impl Fn(&Quarter) -> bool) -> Vec<&Quarter> {
    let cells = view.lines.iter().flat_map(|l| l.cells.iter().flatten());
    cells.chain(view.ttm.iter().flat_map(|t| t.ttm.quarters.iter())).filter(|q| keep(q)).collect()
}

/// The values marked `!`, said once under the table: how many derived values may mix vintages,
/// of which quarters, and how many trailing twelve months sum one (JSON says which and how).
fn cautions_line(view: &View) -> Option<String> {
    let cells = view.lines.iter().flat_map(|l| l.cells.iter().flatten()).filter(|q| q.caution.is_some());
    let cells: Vec<&Quarter> = cells.collect();
    let sums = view.ttm.iter().filter(|t| t.ttm.quarters.iter().any(|q| q.caution.is_some())).count();
    let quarters = fiscal_quarters(&quarters_where(view, |q| q.caution.is_some()));
    let what = match (cells.len(), sums) {
        (0, 0) => return None,
        (n, 0) => format!("{} may mix vintages", crate::render::numbers::count(n, "derived value", "derived values")),
        (_, n) => format!(
            "{} a derived quarter that may mix vintages",
            crate::render::numbers::count(n, "sum includes", "sums include")
        ),
    };
    Some(format!(
        "{VINTAGES} {what} ({}): their inputs may not be of one filing's vintage (-f json's `caution` says why)",
        quarters.join(", ")
    ))
}

/// The values whose sign is against their concept's convention, said once under the table: how
/// many, of which quarters (JSON says what the filings report).
pub(super) fn signs_line(view: &View) -> Option<String> {
    let turned = quarters_where(view, |q| q.sign.is_some());
    if turned.is_empty() {
        return None;
    }
    Some(format!(
        "! {} of {} against the concept's sign: filed below zero, turned to the convention, or kept where \
         the figures disagree (-f json's `caution` says which)",
        crate::render::numbers::count(turned.len(), "value", "values"),
        fiscal_quarters(&turned).join(", ")
    ))
}

/// Under a TTM table with a per-share amount or a share count refused, once, why: they are never
/// summed (each quarter's divides by its own share count), and where each quarter's is.
pub(super) fn per_share_line(d: &Doc) -> Option<&'static str> {
    let refused = d.view.refused.iter().any(|r| crate::quarters::per_share_or_count(&r.element, &r.unit));
    (matches!(d.mode, Mode::Ttm | Mode::StandardTtm) && refused).then_some(
        "refused per-share amounts and share counts are never summed: each quarter's divides by its own share \
         count, so four quarters' sum is no year's figure (a year's EPS is its annual report's; the discrete \
         quarters show each quarter's as filed)",
    )
}

/// `FY2024 Q3`, once each, in order.
fn fiscal_quarters(of: &[&Quarter]) -> Vec<String> {
    let mut quarters: Vec<(i32, crate::quarters::Period)> = of.iter().map(|q| (q.fiscal_year, q.period)).collect();
    quarters.sort_unstable();
    quarters.dedup();
    quarters.iter().map(|(y, p)| format!("FY{y} {p}")).collect()
}

/// The table: elements down, quarters across (or one TTM column); derived values marked `*`,
/// refused ones `refused` (`-f json` gives each reason).
pub fn write(out: &mut dyn Write, d: &Doc, opts: &TableOptions) -> io::Result<()> {
    let scale = money_scale(
        d.view
            .lines
            .iter()
            .flat_map(|l| l.cells.iter().flatten().map(|q| (l.element.as_str(), l.unit.as_str(), q.value)))
            .chain(d.view.ttm.iter().map(|t| (t.element.as_str(), t.unit.as_str(), t.ttm.value)))
            .chain(d.view.balances.iter().map(|b| (b.element.as_str(), b.unit.as_str(), b.input.value))),
        opts,
    );
    say(out, &title(d, &scale), opts)?;
    say(out, legend(d), opts)?;
    let grid = match d.mode {
        Mode::Discrete(_) | Mode::Standard(_) | Mode::Restated(_) => quarters_grid(d, &scale),
        Mode::Ttm | Mode::StandardTtm => ttm_grid(d, &scale),
    };
    out.write_all(grid.render(opts.width.map(|w| w.max(20)), opts.color).as_bytes())?;
    if let Some(line) = checks_line(d.view, &scale) {
        say(out, &line, opts)?;
    }
    if let Some(line) = cautions_line(d.view) {
        say(out, &line, opts)?;
    }
    if let Some(line) = signs_line(d.view) {
        say(out, &line, opts)?;
    }
    if let Some(line) = per_share_line(d) {
        say(out, line, opts)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::number::Dec;

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
