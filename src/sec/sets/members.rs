//! Member blocks ("Products: Net sales, Cost of sales") from the data sets' `segments`.
//!
//! The data sets do not say which axes a statement's page shows (its presentation's hypercube
//! is not in them), and the same axis and member can hold numbers of a note's table (a segment
//! note reports net sales by region at the statement's own dates). finq shows a block where the
//! numbers make one likely:
//!
//! - one axis and member (`ProductOrService=Products;`); combinations of several are left out;
//! - values for at least two of the statement's lines in its columns (a lone figure is a note's);
//! - not on an axis of the filing's equity statement (its members, the equity components, are
//!   that statement's columns, and their balances would otherwise repeat on the balance sheet).
//!
//! Blocks follow the statement's own lines, in the order of their first line, each headed by its
//! member (the data sets name it without a label: `RetainedEarnings` reads "Retained Earnings").

use std::collections::{BTreeMap, HashSet};

use super::{Held, Index, Lines, fact_at, row, words};
use crate::model::{Dimension, FiledRow, Measure, RowKind};

/// `Axis=Member;` as (axis, member), when `segments` names one axis.
pub(crate) fn one_axis(segments: &str) -> Option<(&str, &str)> {
    let pair = segments.strip_suffix(';').unwrap_or(segments);
    if pair.contains(';') {
        return None;
    }
    let (axis, member) = pair.split_once('=')?;
    (!axis.is_empty() && !member.is_empty()).then_some((axis, member))
}

/// The axes the filing's equity statement holds values on.
pub(crate) fn equity_axes<'a>(held: &'a Held, index: &Index<'a>) -> HashSet<&'a str> {
    held.pre
        .iter()
        .filter(|p| p.stmt == "EQ" && !p.inpth)
        .filter_map(|p| index.get(&(p.tag.as_str(), p.version.as_str())))
        .flatten()
        .filter_map(|f| f.segments.and_then(one_axis).map(|(axis, _)| axis))
        .collect()
}

/// The member blocks of a statement, as rows after its own lines.
pub(crate) fn blocks(held: &Held, index: &Index<'_>, read: &Lines<'_>) -> Vec<FiledRow> {
    let equity = equity_axes(held, index);
    // Each one-axis member with the lines (by position) that have a value for it.
    let mut found: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, (_, facts, role)) in read.lines.iter().enumerate() {
        let members: HashSet<&str> = facts.iter().filter_map(|f| f.segments).collect();
        for s in members {
            let Some((axis, _)) = one_axis(s) else { continue };
            if equity.contains(axis) {
                continue;
            }
            if read.columns.iter().any(|c| fact_at(facts, Some(s), *role, *c).is_some()) {
                found.entry(s).or_default().push(i);
            }
        }
    }
    let mut shown: Vec<(usize, &str, Vec<usize>)> =
        found.into_iter().filter(|(_, l)| l.len() >= 2).map(|(s, l)| (l[0], s, l)).collect();
    shown.sort();
    let mut rows = Vec::new();
    for (_, s, at) in shown {
        let (axis, member) = one_axis(s).expect("kept above");
        let label = words(member);
        let dimension = Dimension { axis: axis.to_string(), member: member.to_string() };
        rows.push(FiledRow {
            element: member.to_string(),
            prefix: None,
            label: label.clone(),
            kind: RowKind::Member,
            member: None,
            dimension: Some(dimension.clone()),
            custom: false,
            measure: Measure::guess(member),
            values: vec![None; read.columns.len()],
        });
        for i in at {
            let (p, facts, role) = &read.lines[i];
            let values: Vec<_> = read.columns.iter().map(|c| fact_at(facts, Some(s), *role, *c)).collect();
            rows.push(row(held, p, facts, &values, Some((&label, &dimension))));
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_axis_only() {
        assert_eq!(one_axis("ProductOrService=Products;"), Some(("ProductOrService", "Products")));
        assert_eq!(one_axis("EquityComponents=CommonStock"), Some(("EquityComponents", "CommonStock")));
        assert_eq!(one_axis("LegalEntity=Parent;EquityComponents=CommonStock;"), None);
        assert_eq!(one_axis("=x;"), None);
        assert_eq!(one_axis(""), None);
    }
}
