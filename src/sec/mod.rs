//! What companies file, in the SEC's own renderings, read the same whichever source sent them:
//! an R page ([`report`]: one statement as filed), the cover page ([`cover`]: typed facts), a plain
//! HTML table ([`table`]: the classic service's `Content`), and the statement a filing answers a
//! statement command with. Nothing here names a source.

pub mod cover;
pub mod html;
pub mod report;
pub mod rows;
pub mod sets;
pub mod table;
#[cfg(test)]
mod tree;

use crate::model::{Company, Filed, Filing, LineItem, RowKind, Shape, Statement, StatementKind};

/// The statement of a filing that answers `kind`: a filing has one statement of operations,
/// whether its title says operations, income or earnings, so `operations` is `income`.
pub fn filed_as(kind: StatementKind) -> StatementKind {
    match kind {
        StatementKind::Operations => StatementKind::Income,
        other => other,
    }
}

/// A statement as filed, with the current-period column as its element/value items (the first
/// line of each element outside member blocks), for `--periods` and old readers.
pub fn as_statement(kind: StatementKind, company: Company, filing: Filing, filed: &Filed) -> Statement {
    let mut seen = std::collections::HashSet::new();
    let items = filed
        .rows
        .iter()
        .filter(|r| r.member.is_none() && r.kind != RowKind::Member)
        .filter_map(|r| {
            let value = r.values.first().cloned().flatten()?;
            seen.insert((r.prefix.as_deref(), r.element.as_str())).then(|| LineItem {
                element: r.element.clone(),
                prefix: r.prefix.clone(),
                value,
                measure: Some(r.measure),
                label: Some(r.label.clone()),
            })
        })
        .collect();
    Statement {
        kind,
        company,
        filing,
        items,
        table: None,
        shape: Shape::Filed,
        count_mismatch: None,
        standard: None,
        filed: Some(filed.clone()),
    }
}
