//! A whole quarter read in one pass per table, for a question about every filing at once (the
//! standardized statements of a quarter and their quality report): its filings, and every
//! number and presentation line handed over one row at a time as borrowed columns
//! ([`NumRowRef`], [`PreRowRef`]), nothing copied that the asker does not keep.

use arrow_array::Array;
use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;

use super::super::error::Result;
use super::rows::filings_of;
use super::scan::{Filter, bools, dates, int32s, int64s, strings};
use super::{Reader, Table};
use crate::model::datasets::{NumRowRef, PreRowRef, QuarterRows, SubRow};

/// One quarter of a [`Reader`], read whole ([`Reader::quarter`]).
pub struct WholeQuarter<'a> {
    reader: &'a Reader,
    quarter: &'a str,
}

/// The rows as the standardization reads them: its errors are finq's.
impl QuarterRows for WholeQuarter<'_> {
    fn filings(&self) -> crate::error::Result<Vec<SubRow>> {
        Ok(self.reader.filings_in(self.quarter)?)
    }

    fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> crate::error::Result<()> {
        Ok(self.reader.each_line(self.quarter, each)?)
    }

    fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> crate::error::Result<()> {
        Ok(self.reader.each_number(self.quarter, each)?)
    }
}

impl Reader {
    /// One quarter's tables, each read in one pass, for the standardization to stream over.
    pub fn quarter<'a>(&'a self, quarter: &'a str) -> WholeQuarter<'a> {
        WholeQuarter { reader: self, quarter }
    }

    /// Every filing of a quarter, in the store's order (by CIK, then accession number).
    pub fn filings_in(&self, quarter: &str) -> Result<Vec<SubRow>> {
        let mut out = Vec::new();
        self.scan(Table::Sub, quarter, &Filter::default(), |b, rows| filings_of(quarter, b, rows, &mut out))?;
        Ok(out)
    }

    /// Every filing of a quarter as the import's `face` table needs it: accession number, CIK and
    /// own period (days), in the store's order.
    pub(crate) fn filing_periods(&self, quarter: &str) -> Result<Vec<(String, i64, i32)>> {
        const COLUMNS: &[&str] = &["adsh", "cik", "period"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        let mut out = Vec::new();
        self.scan(Table::Sub, quarter, &filter, |b, rows| {
            let (Some(adsh), Some(cik), Some(period)) = (strings(b, "adsh"), int64s(b, "cik"), dates(b, "period"))
            else {
                return;
            };
            out.extend(rows.iter().map(|&i| (adsh.value(i).to_string(), cik.value(i), period.value(i))));
        })?;
        Ok(out)
    }

    /// Calls `each` for every number of a quarter, in the store's order (a filing's numbers
    /// one after another).
    pub fn each_number(&self, quarter: &str, each: &mut dyn FnMut(NumRowRef<'_>)) -> Result<()> {
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
            fn text(a: Option<&arrow_array::StringArray>, i: usize) -> Option<&str> {
                a.filter(|a| a.is_valid(i)).map(|a| a.value(i))
            }
            for &i in rows {
                each(NumRowRef {
                    adsh: adsh.value(i),
                    tag: tag.value(i),
                    version: version.value(i),
                    ddate: ddate.value(i),
                    qtrs: qtrs.value(i),
                    uom: uom.value(i),
                    segments: text(segments, i),
                    coreg: text(coreg, i),
                    value: value.is_valid(i).then(|| value.value(i)),
                });
            }
        })
    }

    /// Calls `each` for every presentation line of a quarter, in the store's order.
    pub fn each_line(&self, quarter: &str, each: &mut dyn FnMut(PreRowRef<'_>)) -> Result<()> {
        const COLUMNS: &[&str] = &["adsh", "report", "line", "stmt", "tag", "inpth", "negating"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        self.scan(Table::Pre, quarter, &filter, |b, rows| {
            let (Some(adsh), Some(stmt), Some(tag)) = (strings(b, "adsh"), strings(b, "stmt"), strings(b, "tag"))
            else {
                return;
            };
            let (Some(report), Some(line)) = (int32s(b, "report"), int32s(b, "line")) else { return };
            let (inpth, negating) = (bools(b, "inpth"), bools(b, "negating"));
            for &i in rows {
                each(PreRowRef {
                    adsh: adsh.value(i),
                    report: report.value(i),
                    line: line.value(i),
                    stmt: if stmt.is_null(i) { "" } else { stmt.value(i) },
                    tag: tag.value(i),
                    inpth: inpth.is_some_and(|a| a.is_valid(i) && a.value(i)),
                    negating: negating.is_some_and(|a| a.is_valid(i) && a.value(i)),
                });
            }
        })
    }
}
