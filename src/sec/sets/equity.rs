//! The statement of equity, transposed as the SEC renders it: a column per equity component (the
//! members of the axis the statement's numbers are broken down by, after the total), and the
//! periods in the rows — each movement is its beginning balance, the changes of the period and
//! its ending balance, the balances labelled with their date ("Beginning Balance at Dec. 31,
//! 2008"). As in the SEC's renderer, a period is shown only as a complete movement: a duration
//! with balances at both its start and its end; a statement with none is shown like the others.

use std::collections::{BTreeMap, HashSet};

use super::members::one_axis;
use super::{Held, Index, NumberRef, Period, Role, fact_at, row, us_date, words};
use crate::model::datasets::PreRow;
use crate::model::{Filed, FiledColumn, StatementKind};

/// The equity statement of `report`, transposed; `None` when it has no complete movement.
pub(super) fn transposed(held: &Held, index: &Index<'_>, report: i32) -> Option<Filed> {
    let empty: &[NumberRef] = &[];
    let lines: Vec<Line> = held
        .pre
        .iter()
        .filter(|p| p.report == report && !p.inpth)
        .map(|p| (p, index.get(&(p.tag.as_str(), p.version.as_str())).map_or(empty, Vec::as_slice)))
        .collect();
    let components = components(&lines);
    let wanted: HashSet<Option<&str>> = components.iter().copied().collect();
    let in_columns = |f: &&NumberRef| wanted.contains(&f.segments);
    let roles = super::balance_roles(&lines);
    let movements = movements(&lines, &roles, &in_columns);
    if movements.is_empty() {
        return None;
    }

    let columns = components
        .iter()
        .map(|c| FiledColumn {
            heading: String::new(),
            label: c.and_then(one_axis).map_or_else(|| "Total".to_string(), |(_, m)| words(m)),
            end: None,
            months: None,
        })
        .collect();
    let mut rows = Vec::new();
    for (start, movement) in &movements {
        for ((p, facts), role) in lines.iter().zip(&roles) {
            let found: Vec<Option<NumberRef>> =
                components.iter().map(|c| fact_at(facts, *c, *role, *movement)).collect();
            if found.iter().all(Option::is_none) {
                continue;
            }
            let mut r = row(held, p, facts, &found, None);
            match role {
                Role::Start => r.label = format!("{} at {}", p.plabel, us_date(start)),
                Role::End => r.label = format!("{} at {}", p.plabel, us_date(movement.ddate)),
                Role::At => {}
            }
            rows.push(r);
        }
    }
    let scale = super::scale_note(&rows, held);
    Some(Filed { title: StatementKind::Equity.title().to_string(), scale, columns, rows, transposed: true })
}

/// A statement line and its numbers.
type Line<'a> = (&'a PreRow, &'a [NumberRef<'a>]);

/// The columns: the total (no member), then each component of the component axis (the one-axis
/// breakdown with the most numbers) in the order its first number appears.
fn components<'a>(lines: &[Line<'a>]) -> Vec<Option<&'a str>> {
    let mut by_axis: BTreeMap<&str, usize> = BTreeMap::new();
    for f in lines.iter().flat_map(|(_, f)| f.iter()) {
        if let Some((axis, _)) = f.segments.and_then(one_axis) {
            *by_axis.entry(axis).or_default() += 1;
        }
    }
    let axis = by_axis.iter().max_by_key(|(a, n)| (**n, std::cmp::Reverse(**a))).map(|(a, _)| *a);
    let mut components: Vec<Option<&str>> = Vec::new();
    if lines.iter().any(|(_, f)| f.iter().any(|f| f.segments.is_none())) {
        components.push(None);
    }
    for (_, facts) in lines {
        for f in facts.iter() {
            let Some(s) = f.segments else { continue };
            if one_axis(s).map(|(a, _)| a) == axis && !components.contains(&Some(s)) {
                components.push(Some(s));
            }
        }
    }
    components
}

/// Movements: durations of the columns' numbers with a balance at their start and at their end,
/// each with its start, in order.
fn movements<'a>(
    lines: &[Line<'a>],
    roles: &[Role],
    in_columns: &dyn Fn(&&NumberRef) -> bool,
) -> Vec<(String, Period<'a>)> {
    let durations: HashSet<Period> = lines
        .iter()
        .flat_map(|(_, f)| f.iter().filter(|f| in_columns(f)))
        .map(|f| f.period)
        .filter(|p| p.qtrs > 0)
        .collect();
    let balance_at = |date: &str| {
        lines.iter().zip(roles).any(|((_, facts), role)| {
            *role != Role::At
                && facts.iter().filter(|f| in_columns(f)).any(|f| f.period.qtrs == 0 && f.period.ddate == date)
        })
    };
    let mut movements: Vec<(String, Period)> = durations
        .into_iter()
        .filter_map(|d| d.start().filter(|s| balance_at(s) && balance_at(d.ddate)).map(|s| (s, d)))
        .collect();
    movements.sort_by(|a, b| (&a.0, a.1.qtrs).cmp(&(&b.0, b.1.qtrs)));
    movements
}
