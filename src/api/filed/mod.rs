//! What companies file, in the SEC's own renderings, read the same whichever source sent them:
//! an R page ([`report`]: one statement as filed), the cover page ([`cover`]: typed facts), a plain
//! HTML table ([`table`]: the classic service's `Content`), and the statement a filing answers a
//! statement command with. Nothing here names a source.

pub mod cover;
pub mod fundamentals;
pub mod html;
pub mod quarterly;
pub mod quarterly_standard;
pub mod report;
pub mod rows;
pub mod sets;
pub mod standard;
pub mod table;
#[cfg(test)]
mod tree;

use serde::Deserialize;
use serde_json::{Number, Value};

use crate::domain::{Company, Filed, Filing, LineItem, RowKind, Shape, Statement, StatementKind};

/// One XBRL fact as filed (the SEC's companyfacts form): its period (a start for a duration),
/// value as written, the accession of the filing that reported it, and that filing's details.
#[derive(Debug, Deserialize)]
pub struct XbrlFact {
    #[serde(default)]
    pub start: Option<String>,
    pub end: String,
    /// As sent, exponent and all.
    #[serde(deserialize_with = "crate::exact::number_as_sent")]
    pub val: Number,
    pub accn: String,
    #[serde(default)]
    pub fy: Option<Value>,
    #[serde(default)]
    pub fp: Option<String>,
    #[serde(default)]
    pub form: Option<String>,
    #[serde(default)]
    pub filed: Option<String>,
}

impl XbrlFact {
    /// This fact as [`crate::quarters`] reads it, in `unit`: `None` when its value is no plain
    /// decimal (an exponent) or it has no filing date.
    pub fn for_quarters(&self, unit: &str) -> Option<crate::quarters::Fact> {
        Some(crate::quarters::Fact {
            start: self.start.clone(),
            end: self.end.clone(),
            value: crate::decimal::Dec::of(&self.val)?,
            unit: unit.to_string(),
            filing: crate::quarters::Filing {
                accession: self.accn.clone(),
                form: self.form.clone().unwrap_or_default(),
                fiscal_year: self.fy.as_ref().and_then(Value::as_i64).and_then(|y| i32::try_from(y).ok()),
                fiscal_period: self.fp.clone(),
                filed: self.filed.clone()?,
            },
        })
    }
}

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
