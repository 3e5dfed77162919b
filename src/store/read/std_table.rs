//! The `std` table read back: a few standardized concepts' values across a quarter's filings, as
//! the import wrote them (`screen --standard`, and its expressions).

use arrow_array::Array;
use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;

use super::super::error::Result;
use super::scan::{Filter, int32s, strings};
use super::{Reader, Table};

/// A filing's standardized value of a concept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StdValue {
    pub value: i128,
    pub uom: String,
    pub qtrs: i32,
    /// The taxonomy version of the element it was filed as (empty when derived).
    pub version: String,
    /// The element, or `derived by` the relation.
    pub source: String,
    /// What a reader must know besides the number (the table's `caution`).
    pub caution: Option<String>,
}

impl Reader {
    /// Offers every value of the `concepts` in a quarter's `std` table, with its filing's
    /// accession and the concept's place in `concepts`: one reading for all of them.
    pub fn std_values(
        &self,
        quarter: &str,
        concepts: &[&str],
        offer: &mut dyn FnMut(&str, usize, StdValue),
    ) -> Result<()> {
        const COLUMNS: &[&str] = &["adsh", "concept", "value", "uom", "qtrs", "tag", "version", "relation", "caution"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        self.scan(Table::Std, quarter, &filter, |b, rows| {
            let (Some(adsh), Some(names), Some(uom), Some(tag), Some(version), Some(relation)) = (
                strings(b, "adsh"),
                strings(b, "concept"),
                strings(b, "uom"),
                strings(b, "tag"),
                strings(b, "version"),
                strings(b, "relation"),
            ) else {
                return;
            };
            // An older finq's file has no cautions.
            let caution = strings(b, "caution");
            let (Some(qtrs), Some(value)) =
                (int32s(b, "qtrs"), b.column_by_name("value").and_then(|a| a.as_primitive_opt::<Decimal128Type>()))
            else {
                return;
            };
            for &i in rows {
                if value.is_null(i) {
                    continue;
                }
                let name = names.value(i);
                let Some(at) = concepts.iter().position(|c| *c == name) else { continue };
                let source = if tag.is_valid(i) {
                    tag.value(i).to_string()
                } else {
                    format!("derived by {}", relation.value(i))
                };
                let version = if version.is_valid(i) { version.value(i).to_string() } else { String::new() };
                let found = StdValue {
                    value: value.value(i),
                    uom: uom.value(i).to_string(),
                    qtrs: qtrs.value(i),
                    version,
                    source,
                    caution: caution.filter(|c| c.is_valid(i)).map(|c| c.value(i).to_string()),
                };
                offer(adsh.value(i), at, found);
            }
        })
    }
}
