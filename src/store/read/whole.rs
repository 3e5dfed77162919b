//! A whole quarter read in one pass per table, for a question about every filing at once (the
//! standardized statements of a quarter and their quality report): its filings, and every
//! number and presentation line handed over one row at a time as borrowed columns, nothing
//! copied that the asker does not keep.

use arrow_array::Array;
use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;

use super::rows::{Filing, filings_of};
use super::scan::{Filter, bools, dates, int32s, strings};
use super::{Reader, Table};
use crate::error::Result;

/// One row of `num`, borrowed from its batch.
#[derive(Debug, Clone, Copy)]
pub struct NumberRow<'a> {
    pub adsh: &'a str,
    pub tag: &'a str,
    pub version: &'a str,
    /// Days since 1970-01-01.
    pub ddate: i32,
    pub qtrs: i32,
    pub uom: &'a str,
    /// No segment and no co-registrant: the consolidated entity's.
    pub consolidated: bool,
    /// No segment, and the co-registrant [`crate::standard::LEGAL_ENTITY`].
    pub parent_company: bool,
    /// Exact, in ten-thousandths; `None` for a nil value.
    pub value: Option<i128>,
}

/// One row of `pre`, borrowed from its batch.
#[derive(Debug, Clone, Copy)]
pub struct LineRow<'a> {
    pub adsh: &'a str,
    pub report: i32,
    pub line: i32,
    pub stmt: &'a str,
    pub tag: &'a str,
    pub inpth: bool,
}

impl Reader {
    /// Every filing of a quarter, in the store's order (by CIK, then accession number).
    pub fn filings_in(&self, quarter: &str) -> Result<Vec<Filing>> {
        let mut out = Vec::new();
        self.scan(Table::Sub, quarter, &Filter::default(), |b, rows| filings_of(quarter, b, rows, &mut out))?;
        Ok(out)
    }

    /// Calls `each` for every number of a quarter, in the store's order (a filing's numbers
    /// one after another).
    pub fn each_number(&self, quarter: &str, mut each: impl FnMut(NumberRow<'_>)) -> Result<()> {
        const COLUMNS: &[&str] = &["adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        self.scan(Table::Num, quarter, &filter, |b, rows| {
            let (Some(adsh), Some(tag), Some(version), Some(uom)) =
                (strings(b, "adsh"), strings(b, "tag"), strings(b, "version"), strings(b, "uom"))
            else {
                return;
            };
            let (Some(ddate), Some(qtrs)) = (dates(b, "ddate"), int32s(b, "qtrs")) else { return };
            let (segments, coreg) = (strings(b, "segments"), strings(b, "coreg"));
            let Some(value) = b.column_by_name("value").and_then(|a| a.as_primitive_opt::<Decimal128Type>()) else {
                return;
            };
            let blank = |a: Option<&arrow_array::StringArray>, i: usize| {
                a.is_none_or(|a| a.is_null(i) || a.value(i).is_empty())
            };
            fn text(a: Option<&arrow_array::StringArray>, i: usize) -> Option<&str> {
                a.filter(|a| a.is_valid(i)).map(|a| a.value(i))
            }
            for &i in rows {
                each(NumberRow {
                    adsh: adsh.value(i),
                    tag: tag.value(i),
                    version: version.value(i),
                    ddate: ddate.value(i),
                    qtrs: qtrs.value(i),
                    uom: uom.value(i),
                    consolidated: blank(segments, i) && blank(coreg, i),
                    parent_company: crate::standard::at_legal_entity(text(segments, i), text(coreg, i)),
                    value: value.is_valid(i).then(|| value.value(i)),
                });
            }
        })
    }

    /// Calls `each` for every presentation line of a quarter, in the store's order.
    pub fn each_line(&self, quarter: &str, mut each: impl FnMut(LineRow<'_>)) -> Result<()> {
        const COLUMNS: &[&str] = &["adsh", "report", "line", "stmt", "tag", "inpth"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        self.scan(Table::Pre, quarter, &filter, |b, rows| {
            let (Some(adsh), Some(stmt), Some(tag)) = (strings(b, "adsh"), strings(b, "stmt"), strings(b, "tag"))
            else {
                return;
            };
            let (Some(report), Some(line)) = (int32s(b, "report"), int32s(b, "line")) else { return };
            let inpth = bools(b, "inpth");
            for &i in rows {
                each(LineRow {
                    adsh: adsh.value(i),
                    report: report.value(i),
                    line: line.value(i),
                    stmt: if stmt.is_null(i) { "" } else { stmt.value(i) },
                    tag: tag.value(i),
                    inpth: inpth.is_some_and(|a| a.is_valid(i) && a.value(i)),
                });
            }
        })
    }
}
