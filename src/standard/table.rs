//! The rows of the `std` table: every 10-K and 10-Q filing of a quarter (and their kin)
//! standardized as the quarter streams by ([`super::quarter`]), each value a row, for the store's
//! import to write beside the SEC's tables ([`StdRows`]), so that a reader of the store (finq's
//! `screen --standard`, DuckDB, Spark) finds the standardized values of every filer without
//! making them.

use crate::error::Result;
use crate::model::datasets::{QuarterRows, StdOrigin, StdRow, StdRows};
use crate::model::number::decimal_text;

use super::quarter::standardize_quarter;
use super::{Input, Origin, Rules, Standardized};

/// The `std` table's rows, by the rules finq carries ([`super::rules`]).
pub struct StdTable;

impl StdRows for StdTable {
    fn version(&self) -> &str {
        &super::rules().version
    }

    fn rows(&self, tables: &dyn QuarterRows, row: &mut dyn FnMut(StdRow<'_>)) -> Result<()> {
        let rules = super::rules();
        standardize_quarter(tables, rules, None, |input, s| rows_of(rules, input, &s, row))
    }
}

/// A filing's values as rows, in the rules' order (none when its date is not one).
fn rows_of(rules: &Rules, input: &Input, s: &Standardized, row: &mut dyn FnMut(StdRow<'_>)) {
    let Some(ddate) = crate::model::date::days(&s.date).and_then(|d| i32::try_from(d).ok()) else { return };
    for (concept, v) in rules.concepts.iter().zip(&s.values) {
        let Some(v) = v else { continue };
        let inputs: String;
        let origin = match &v.origin {
            Origin::Filed { tag, version, .. } => StdOrigin::Filed { tag, version },
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
