//! The rows of the `std` table: every 10-K and 10-Q filing of a quarter (and their kin)
//! standardized as the quarter streams by ([`super::quarter`]), each value a row, for the store's
//! import to write beside the SEC's tables ([`StdRows`]), so that a reader of the store (finq's
//! `screen --standard`, DuckDB, Spark) finds the standardized values of every filer without
//! making them.

use crate::error::Result;
use crate::model::datasets::{QuarterRows, StdOrigin, StdRow, StdRows};
use crate::model::number::decimal_text;

use super::quarter::{FILING_ROWS, standardize_quarter_noting};
use super::{Input, Origin, Rules, Standardized};

/// The `std` table's rows, by the rules finq carries ([`super::rules`]).
pub struct StdTable;

impl StdRows for StdTable {
    fn version(&self) -> &str {
        &super::rules().version
    }

    fn rows(&self, tables: &dyn QuarterRows, row: &mut dyn FnMut(StdRow<'_>)) -> Result<Vec<String>> {
        let rules = super::rules();
        let left_out = standardize_quarter_noting(tables, rules, None, |input, s| rows_of(rules, input, &s, row))?;
        Ok(left_out_said(&left_out).into_iter().collect())
    }
}

/// The filings left out of the standardization for their size, said in one sentence (the first
/// few named): by the import of `std`, and by `bulk quality` and `screen --standard` where they
/// standardize a quarter themselves.
pub fn left_out_said(adsh: &[String]) -> Option<String> {
    const NAMED: usize = 5;
    let (first, more) = (adsh.first()?, adsh.len().saturating_sub(NAMED));
    let named = adsh[..adsh.len().min(NAMED)].join(", ");
    let which = match (adsh.len(), more) {
        (1, _) => format!("filing {first} has"),
        (n, 0) => format!("{n} filings ({named}) have"),
        (n, more) => format!("{n} filings ({named} and {more} more) have"),
    };
    Some(format!(
        "{which} more than {} numbers and lines at the balance-sheet date to standardize (a real filing has a few \
         thousand): no standardized values for {}",
        crate::model::number::grouped(&FILING_ROWS.to_string(), false),
        if adsh.len() == 1 { "it" } else { "them" }
    ))
}

/// A filing's values as rows, in the rules' order (none when its date is not one).
fn rows_of(rules: &Rules, input: &Input, s: &Standardized, row: &mut dyn FnMut(StdRow<'_>)) {
    let Some(ddate) = crate::model::date::days(&s.date).and_then(|d| i32::try_from(d).ok()) else { return };
    for (concept, v) in rules.concepts.iter().zip(&s.values) {
        let Some(v) = v else { continue };
        let (tags, versions, inputs): (String, String, String);
        let origin = match &v.origin {
            Origin::Filed { tag, version, .. } => StdOrigin::Filed { tag, version },
            Origin::Summed { parts } => {
                (tags, versions, inputs) = crate::model::standardized::parts_text(parts);
                StdOrigin::Summed { tags: &tags, versions: &versions, inputs: &inputs }
            }
            Origin::Derived { relation, inputs: given } => {
                let text: Vec<String> =
                    given.iter().map(|(c, x)| format!("{}={}", rules.concepts[*c].name, decimal_text(*x))).collect();
                inputs = text.join(" ");
                StdOrigin::Derived { relation: &rules.relations[*relation].id, inputs: &inputs }
            }
        };
        let caution = v.caution(&concept.name);
        row(StdRow {
            cik: input.subject.cik,
            adsh: &input.subject.adsh,
            concept: &concept.name,
            statement: concept.stmt.name(),
            value: v.value,
            uom: &v.uom,
            ddate,
            qtrs: v.qtrs,
            origin,
            template: s.template.name(),
            caution: caution.as_deref(),
        });
    }
}
