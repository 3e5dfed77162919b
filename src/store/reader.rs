//! Reading the store: a company's filings, and one filing's numbers, presentation lines and tags,
//! each read with predicate pushdown — row groups whose (cik, adsh) statistics cannot hold the
//! filing are never read, and a row filter decodes the rest of a row only when it matches.
//!
//! This is the API the statement, compare and screen commands build on. Only quarters the
//! manifest names are read, at the generation it names, so a reader never sees half an import.

use std::fs::File;
use std::path::PathBuf;

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Decimal128Type, Int32Type, Int64Type, TimestampMillisecondType};
use arrow_array::{Array, BooleanArray, RecordBatch};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{ArrowPredicateFn, ParquetRecordBatchReaderBuilder, RowFilter};
use parquet::file::statistics::Statistics;

use super::schema::Table;
use super::{Manifest, QuarterEntry, Store};
use crate::error::{Error, ErrorKind, Result};

/// One filing: a row of `sub`. Dates are `YYYY-MM-DD`, `accepted` is `YYYY-MM-DD hh:mm:ss`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filing {
    /// The quarter whose data set holds it (`2009q3`).
    pub quarter: String,
    pub adsh: String,
    pub cik: i64,
    pub name: String,
    pub sic: Option<i32>,
    pub form: String,
    pub period: String,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub filed: String,
    pub accepted: String,
    pub fye: Option<String>,
    pub afs: Option<String>,
    pub prevrpt: bool,
    pub detail: bool,
    pub instance: String,
    pub nciks: i32,
    pub aciks: Option<String>,
    pub former: Option<String>,
    pub countryba: Option<String>,
    pub stprba: Option<String>,
    pub cityba: Option<String>,
    pub countryinc: Option<String>,
    pub stprinc: Option<String>,
    pub ein: Option<String>,
    pub wksi: bool,
}

/// One number: a row of `num`. `value` is exact, in ten-thousandths (`decimal(28,4)`'s unscaled
/// integer); [`Number::value_text`] prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number {
    pub tag: String,
    pub version: String,
    pub ddate: String,
    pub qtrs: i32,
    pub uom: String,
    pub segments: Option<String>,
    pub coreg: Option<String>,
    pub value: Option<i128>,
    pub footnote: Option<String>,
}

impl Number {
    /// The value as a plain decimal without trailing zeros (`20780000000`, `-12.5`).
    pub fn value_text(&self) -> Option<String> {
        self.value.map(super::text::decimal_text)
    }
}

/// One line of a statement as presented: a row of `pre`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presentation {
    pub report: i32,
    pub line: i32,
    pub stmt: String,
    pub inpth: bool,
    pub rfile: String,
    pub tag: String,
    pub version: String,
    pub plabel: String,
    pub negating: bool,
}

/// A tag's definition: a row of `tag`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TagInfo {
    pub tag: String,
    pub version: String,
    pub custom: bool,
    pub r#abstract: bool,
    pub datatype: Option<String>,
    pub iord: Option<String>,
    pub crdr: Option<String>,
    pub tlabel: Option<String>,
    pub doc: Option<String>,
}

/// Who filed one filing, and under which instance name: what look-ups across every filer read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filer {
    pub cik: i64,
    pub adsh: String,
    pub name: String,
    pub form: String,
    /// `YYYY-MM-DD`.
    pub filed: String,
    /// The XBRL instance's file name (`aapl-20090627.xml`).
    pub instance: String,
}

/// Which rows to read, and which columns (all when `columns` is `None`).
#[derive(Debug, Clone, Default)]
struct Filter {
    cik: Option<i64>,
    adsh: Option<String>,
    columns: Option<&'static [&'static str]>,
}

/// An open store: its manifest, read once.
pub struct Reader {
    store: Store,
    manifest: Manifest,
}

impl Reader {
    pub fn open(store: &Store) -> Result<Reader> {
        Ok(Reader { store: store.clone(), manifest: store.manifest()? })
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The quarters held, oldest first.
    pub fn quarters(&self) -> impl Iterator<Item = (&str, &QuarterEntry)> {
        self.manifest.quarters.iter().map(|(q, e)| (q.as_str(), e))
    }

    /// The Parquet file of a table's quarter, for readers of their own (a scan across filers).
    pub fn file(&self, table: Table, quarter: &str) -> Option<PathBuf> {
        self.manifest.quarters.get(quarter).map(|e| self.store.file(table, quarter, e))
    }

    /// Every filing of a company in the store, oldest filed first.
    pub fn filings(&self, cik: i64) -> Result<Vec<Filing>> {
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { cik: Some(cik), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, i| out.push(filing(quarter, b, i)))?;
        }
        out.sort_by(|a, b| (&a.filed, &a.accepted, &a.adsh).cmp(&(&b.filed, &b.accepted, &b.adsh)));
        Ok(out)
    }

    /// One filing by accession number (`0000320193-25-000057`), from any quarter.
    pub fn filing(&self, adsh: &str) -> Result<Option<Filing>> {
        let mut found = None;
        for (quarter, _) in self.quarters() {
            let filter = Filter { adsh: Some(adsh.to_string()), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, i| found = Some(filing(quarter, b, i)))?;
            if found.is_some() {
                break;
            }
        }
        Ok(found)
    }

    /// The companies whose name contains `words` (any case), as (cik, latest name), by CIK.
    pub fn companies_named(&self, words: &str) -> Result<Vec<(i64, String)>> {
        let needle = words.to_lowercase();
        let mut found = std::collections::BTreeMap::new();
        for (quarter, _) in self.quarters() {
            self.scan(Table::Sub, quarter, &Filter::default(), |b, i| {
                let name = text(b, "name", i).unwrap_or_default();
                if name.to_lowercase().contains(&needle) {
                    found.insert(int64(b, "cik", i), name);
                }
            })?;
        }
        Ok(found.into_iter().collect())
    }

    /// Every filing of every quarter, as [`Filer`]s (only those columns of `sub` are read): the
    /// store's own look-ups of tickers and names.
    pub fn filers(&self) -> Result<Vec<Filer>> {
        const COLUMNS: &[&str] = &["adsh", "cik", "name", "form", "filed", "instance"];
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, i| {
                out.push(Filer {
                    cik: int64(b, "cik", i),
                    adsh: text(b, "adsh", i).unwrap_or_default(),
                    name: text(b, "name", i).unwrap_or_default(),
                    form: text(b, "form", i).unwrap_or_default(),
                    filed: date(b, "filed", i),
                    instance: text(b, "instance", i).unwrap_or_default(),
                })
            })?;
        }
        Ok(out)
    }

    /// The numbers of one filing, in the SEC's order.
    pub fn numbers(&self, filing: &Filing) -> Result<Vec<Number>> {
        let mut out = Vec::new();
        self.scan(Table::Num, &filing.quarter, &of(filing), |b, i| {
            out.push(Number {
                tag: text(b, "tag", i).unwrap_or_default(),
                version: text(b, "version", i).unwrap_or_default(),
                ddate: date(b, "ddate", i),
                qtrs: int32(b, "qtrs", i).unwrap_or(0),
                uom: text(b, "uom", i).unwrap_or_default(),
                segments: text(b, "segments", i),
                coreg: text(b, "coreg", i),
                value: {
                    let a = b.column_by_name("value").expect("num has value").as_primitive::<Decimal128Type>();
                    a.is_valid(i).then(|| a.value(i))
                },
                footnote: text(b, "footnote", i),
            })
        })?;
        Ok(out)
    }

    /// The presentation lines of one filing, by report and line.
    pub fn presentation(&self, filing: &Filing) -> Result<Vec<Presentation>> {
        let mut out = Vec::new();
        self.scan(Table::Pre, &filing.quarter, &of(filing), |b, i| {
            out.push(Presentation {
                report: int32(b, "report", i).unwrap_or(0),
                line: int32(b, "line", i).unwrap_or(0),
                stmt: text(b, "stmt", i).unwrap_or_default(),
                inpth: boolean(b, "inpth", i),
                rfile: text(b, "rfile", i).unwrap_or_default(),
                tag: text(b, "tag", i).unwrap_or_default(),
                version: text(b, "version", i).unwrap_or_default(),
                plabel: text(b, "plabel", i).unwrap_or_default(),
                negating: boolean(b, "negating", i),
            })
        })?;
        out.sort_by_key(|p| (p.report, p.line));
        Ok(out)
    }

    /// The definitions of the tags a filing uses (those of its quarter's `tag` table).
    pub fn tags(&self, filing: &Filing, wanted: &std::collections::HashSet<(String, String)>) -> Result<Vec<TagInfo>> {
        let mut out = Vec::new();
        self.scan(Table::Tag, &filing.quarter, &Filter::default(), |b, i| {
            let key = (text(b, "tag", i).unwrap_or_default(), text(b, "version", i).unwrap_or_default());
            if wanted.contains(&key) {
                out.push(TagInfo {
                    tag: key.0,
                    version: key.1,
                    custom: boolean(b, "custom", i),
                    r#abstract: boolean(b, "abstract", i),
                    datatype: text(b, "datatype", i),
                    iord: text(b, "iord", i),
                    crdr: text(b, "crdr", i),
                    tlabel: text(b, "tlabel", i),
                    doc: text(b, "doc", i),
                });
            }
        })?;
        Ok(out)
    }

    /// Calls `row` for every row of a table's quarter that `filter` lets through.
    fn scan(
        &self,
        table: Table,
        quarter: &str,
        filter: &Filter,
        mut row: impl FnMut(&RecordBatch, usize),
    ) -> Result<()> {
        let Some(path) = self.file(table, quarter) else { return Ok(()) };
        let damaged = |e: &dyn std::fmt::Display| {
            Error::new(ErrorKind::Service, format!("{} is damaged ({e}); import {quarter} again", path.display()))
        };
        let file = File::open(&path).map_err(|e| Error::files(format!("cannot read {}", path.display()), &e))?;
        let mut builder = ParquetRecordBatchReaderBuilder::try_new(file).map_err(|e| damaged(&e))?;
        let schema = builder.parquet_schema().clone();
        let meta = builder.metadata().clone();
        let cik_at = table.index_of("cik").filter(|_| table.by_filing());
        let adsh_at = table.index_of("adsh").filter(|_| table.by_filing());
        // Row groups whose statistics rule the filing out are never read.
        let groups: Vec<usize> = (0..meta.num_row_groups())
            .filter(|&g| {
                let rg = meta.row_group(g);
                let cik_ok = match (filter.cik, cik_at) {
                    (Some(cik), Some(c)) => match rg.column(c).statistics() {
                        Some(Statistics::Int64(s)) => {
                            s.min_opt().is_none_or(|m| *m <= cik) && s.max_opt().is_none_or(|m| *m >= cik)
                        }
                        _ => true,
                    },
                    _ => true,
                };
                let adsh_ok = match (&filter.adsh, adsh_at) {
                    (Some(adsh), Some(a)) => match rg.column(a).statistics() {
                        Some(s) => {
                            s.min_bytes_opt().is_none_or(|m| m <= adsh.as_bytes())
                                && s.max_bytes_opt().is_none_or(|m| m >= adsh.as_bytes())
                        }
                        None => true,
                    },
                    _ => true,
                };
                cik_ok && adsh_ok
            })
            .collect();
        if groups.is_empty() {
            return Ok(());
        }
        builder = builder.with_row_groups(groups);
        if let Some(columns) = filter.columns {
            let at: Vec<usize> = columns.iter().filter_map(|c| table.index_of(c)).collect();
            builder = builder.with_projection(ProjectionMask::roots(&schema, at));
        }
        if filter.cik.is_some() || filter.adsh.is_some() {
            let want = filter.clone();
            let keys: Vec<usize> = [cik_at.filter(|_| want.cik.is_some()), adsh_at.filter(|_| want.adsh.is_some())]
                .into_iter()
                .flatten()
                .collect();
            if !keys.is_empty() {
                let mask = ProjectionMask::roots(&schema, keys);
                let predicate = ArrowPredicateFn::new(mask, move |batch: RecordBatch| {
                    let mut keep = vec![true; batch.num_rows()];
                    if let (Some(cik), Some(col)) = (want.cik, batch.column_by_name("cik")) {
                        let ciks = col.as_primitive::<Int64Type>();
                        for (k, v) in keep.iter_mut().zip(ciks.values()) {
                            *k &= *v == cik;
                        }
                    }
                    if let (Some(adsh), Some(col)) = (&want.adsh, batch.column_by_name("adsh")) {
                        let all = col.as_string::<i32>();
                        for (i, k) in keep.iter_mut().enumerate() {
                            *k &= all.value(i) == adsh;
                        }
                    }
                    Ok(BooleanArray::from(keep))
                });
                builder = builder.with_row_filter(RowFilter::new(vec![Box::new(predicate)]));
            }
        }
        let reader = builder.build().map_err(|e| damaged(&e))?;
        for batch in reader {
            let batch = batch.map_err(|e| damaged(&e))?;
            // The filter above already applied where the keys were stored; the table without
            // them (tag) and a filter on sub's adsh alone are checked here too.
            for i in 0..batch.num_rows() {
                if matches(filter, &batch, i) {
                    row(&batch, i);
                }
            }
        }
        Ok(())
    }
}

fn of(filing: &Filing) -> Filter {
    Filter { cik: Some(filing.cik), adsh: Some(filing.adsh.clone()), columns: None }
}

fn matches(filter: &Filter, b: &RecordBatch, i: usize) -> bool {
    let cik_ok = match (filter.cik, b.column_by_name("cik")) {
        (Some(cik), Some(c)) => c.as_primitive::<Int64Type>().value(i) == cik,
        _ => true,
    };
    let adsh_ok = match (&filter.adsh, b.column_by_name("adsh")) {
        (Some(adsh), Some(c)) => c.as_string::<i32>().value(i) == adsh,
        _ => true,
    };
    cik_ok && adsh_ok
}

fn filing(quarter: &str, b: &RecordBatch, i: usize) -> Filing {
    Filing {
        quarter: quarter.to_string(),
        adsh: text(b, "adsh", i).unwrap_or_default(),
        cik: int64(b, "cik", i),
        name: text(b, "name", i).unwrap_or_default(),
        sic: int32(b, "sic", i),
        form: text(b, "form", i).unwrap_or_default(),
        period: date(b, "period", i),
        fy: int32(b, "fy", i),
        fp: text(b, "fp", i),
        filed: date(b, "filed", i),
        accepted: {
            let a = b.column_by_name("accepted").expect("sub has accepted").as_primitive::<TimestampMillisecondType>();
            let ms = a.value(i);
            let (day, rem) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000) / 1000);
            format!("{} {:02}:{:02}:{:02}", crate::dates::date(day), rem / 3600, rem % 3600 / 60, rem % 60)
        },
        fye: text(b, "fye", i),
        afs: text(b, "afs", i),
        prevrpt: boolean(b, "prevrpt", i),
        detail: boolean(b, "detail", i),
        instance: text(b, "instance", i).unwrap_or_default(),
        nciks: int32(b, "nciks", i).unwrap_or(1),
        aciks: text(b, "aciks", i),
        former: text(b, "former", i),
        countryba: text(b, "countryba", i),
        stprba: text(b, "stprba", i),
        cityba: text(b, "cityba", i),
        countryinc: text(b, "countryinc", i),
        stprinc: text(b, "stprinc", i),
        ein: text(b, "ein", i),
        wksi: boolean(b, "wksi", i),
    }
}

fn text(b: &RecordBatch, name: &str, i: usize) -> Option<String> {
    let a = b.column_by_name(name)?.as_string::<i32>();
    a.is_valid(i).then(|| a.value(i).to_string())
}

fn int32(b: &RecordBatch, name: &str, i: usize) -> Option<i32> {
    let a = b.column_by_name(name)?.as_primitive::<Int32Type>();
    a.is_valid(i).then(|| a.value(i))
}

fn int64(b: &RecordBatch, name: &str, i: usize) -> i64 {
    b.column_by_name(name).map_or(0, |a| a.as_primitive::<Int64Type>().value(i))
}

fn date(b: &RecordBatch, name: &str, i: usize) -> String {
    let a = b.column_by_name(name).expect("a date column").as_primitive::<Date32Type>();
    crate::dates::date(i64::from(a.value(i)))
}

fn boolean(b: &RecordBatch, name: &str, i: usize) -> bool {
    b.column_by_name(name).is_some_and(|a| {
        let a = a.as_boolean();
        a.is_valid(i) && a.value(i)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_company_and_one_filing_from_the_real_quarter() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        let locked = store.lock().unwrap();
        crate::store::import_zip(&locked, &zip, None, Default::default(), &|_, _| {}).unwrap();
        let reader = Reader::open(&store).unwrap();

        let apple = reader.filings(320_193).unwrap();
        assert_eq!(apple.len(), 1);
        let f = &apple[0];
        assert_eq!((f.adsh.as_str(), f.name.as_str(), f.form.as_str()), ("0001193125-09-153165", "APPLE INC", "10-Q"));
        assert_eq!(
            (f.period.as_str(), f.filed.as_str(), f.fy, f.fp.as_deref()),
            ("2009-06-30", "2009-07-22", Some(2009), Some("Q3"))
        );
        assert_eq!(f.quarter, "2009q3");
        assert_eq!(reader.filing("0001193125-09-153165").unwrap().as_ref(), Some(f));
        assert_eq!(reader.filing("0000000000-00-000000").unwrap(), None);
        assert!(reader.filings(1).unwrap().is_empty());
        assert!(reader.companies_named("apple").unwrap().contains(&(320_193, "APPLE INC".to_string())));
        let filers = reader.filers().unwrap();
        assert_eq!(filers.len(), 435, "every row of sub.txt");
        let apple = filers.iter().find(|f| f.cik == 320_193).unwrap();
        assert_eq!(
            (apple.adsh.as_str(), apple.instance.as_str(), apple.filed.as_str(), apple.form.as_str()),
            ("0001193125-09-153165", "aapl-20090627.xml", "2009-07-22", "10-Q")
        );

        let numbers = reader.numbers(f).unwrap();
        assert_eq!(numbers.len(), 176, "the lines of num.txt with Apple's adsh");
        let assets: Vec<(String, Option<String>)> =
            numbers.iter().filter(|n| n.tag == "Assets").map(|n| (n.ddate.clone(), n.value_text())).collect();
        assert_eq!(
            assets,
            [("2009-06-30".into(), Some("48140000000".into())), ("2008-09-30".into(), Some("39572000000".into()))]
        );
        let pre = reader.presentation(f).unwrap();
        assert_eq!(pre.len(), 75);
        assert!(pre.windows(2).all(|w| (w[0].report, w[0].line) <= (w[1].report, w[1].line)));
        assert!(pre.iter().any(|p| p.stmt == "BS" && p.tag == "Assets"));
        let wanted: std::collections::HashSet<(String, String)> =
            pre.iter().map(|p| (p.tag.clone(), p.version.clone())).collect();
        let tags = reader.tags(f, &wanted).unwrap();
        let assets = tags.iter().find(|t| t.tag == "Assets").unwrap();
        assert_eq!((assets.iord.as_deref(), assets.crdr.as_deref(), assets.custom), (Some("I"), Some("D"), false));
    }
}
