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
use arrow_array::{Array, BooleanArray, PrimitiveArray, RecordBatch, StringArray};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{
    ArrowPredicateFn, ArrowReaderMetadata, ArrowReaderOptions, ParquetRecordBatchReaderBuilder, RowFilter, RowSelection,
};
use parquet::file::metadata::{PageIndexPolicy, ParquetMetaData};
use parquet::file::page_index::column_index::ColumnIndexMetaData;
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

/// What tells a company's filings apart and orders them: the columns of `sub` a choice of filing
/// (form, filing order) needs, without the rest of the row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilingKey {
    pub quarter: String,
    pub adsh: String,
    pub cik: i64,
    pub form: String,
    /// `YYYY-MM-DD`.
    pub filed: String,
    /// `YYYY-MM-DD hh:mm:ss`.
    pub accepted: String,
}

impl From<&Filing> for FilingKey {
    fn from(f: &Filing) -> Self {
        FilingKey {
            quarter: f.quarter.clone(),
            adsh: f.adsh.clone(),
            cik: f.cik,
            form: f.form.clone(),
            filed: f.filed.clone(),
            accepted: f.accepted.clone(),
        }
    }
}

/// Which rows to read, and which columns (all when `columns` is `None`).
#[derive(Debug, Clone, Default)]
struct Filter {
    cik: Option<i64>,
    adsh: Option<String>,
    columns: Option<&'static [&'static str]>,
}

/// An open store: its manifest, read once, and each file's Parquet metadata (with its page
/// index), parsed once however many questions read the file (`compare` reads one quarter's
/// `num` for every company).
pub struct Reader {
    store: Store,
    manifest: Manifest,
    metadata: std::sync::Mutex<std::collections::HashMap<PathBuf, ArrowReaderMetadata>>,
}

impl Reader {
    pub fn open(store: &Store) -> Result<Reader> {
        Ok(Reader { store: store.clone(), manifest: store.manifest()?, metadata: Default::default() })
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
            self.scan(Table::Sub, quarter, &filter, |b, rows| filings_of(quarter, b, rows, &mut out))?;
        }
        out.sort_by(|a, b| (&a.filed, &a.accepted, &a.adsh).cmp(&(&b.filed, &b.accepted, &b.adsh)));
        Ok(out)
    }

    /// The keys of a company's filings, oldest filed first: the columns of `sub` a choice of
    /// filing needs (a sixth of the row), for [`Self::filing_in`] to read the one chosen.
    pub fn filing_keys(&self, cik: i64) -> Result<Vec<FilingKey>> {
        const COLUMNS: &[&str] = &["adsh", "cik", "form", "filed", "accepted"];
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { cik: Some(cik), columns: Some(COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| {
                let (adsh, form) = (strings(b, "adsh"), strings(b, "form"));
                let (filed, accepted) = (dates(b, "filed"), times(b, "accepted"));
                for &i in rows {
                    out.push(FilingKey {
                        quarter: quarter.to_string(),
                        adsh: owned(adsh, i).unwrap_or_default(),
                        cik,
                        form: owned(form, i).unwrap_or_default(),
                        filed: date_text(filed, i),
                        accepted: time_text(accepted, i),
                    });
                }
            })?;
        }
        out.sort_by(|a, b| (&a.filed, &a.accepted, &a.adsh).cmp(&(&b.filed, &b.accepted, &b.adsh)));
        Ok(out)
    }

    /// Every filing of every quarter, in the store's order (by quarter, then cik and adsh): one
    /// pass over `sub`, for a question about many companies at once.
    pub fn all_filings(&self) -> Result<Vec<Filing>> {
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            self.scan(Table::Sub, quarter, &Filter::default(), |b, rows| filings_of(quarter, b, rows, &mut out))?;
        }
        Ok(out)
    }

    /// One filing by accession number (`0000320193-25-000057`), from any quarter.
    pub fn filing(&self, adsh: &str) -> Result<Option<Filing>> {
        for (quarter, _) in self.quarters() {
            if let Some(found) = self.filing_in(quarter, adsh)? {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    /// One filing of a quarter by accession number.
    pub fn filing_in(&self, quarter: &str, adsh: &str) -> Result<Option<Filing>> {
        let mut found = Vec::new();
        let filter = Filter { adsh: Some(adsh.to_string()), ..Filter::default() };
        self.scan(Table::Sub, quarter, &filter, |b, rows| filings_of(quarter, b, rows, &mut found))?;
        Ok(found.pop())
    }

    /// The companies whose name contains `words` (any case), as (cik, latest name), by CIK.
    pub fn companies_named(&self, words: &str) -> Result<Vec<(i64, String)>> {
        const COLUMNS: &[&str] = &["cik", "name"];
        let needle = words.to_lowercase();
        let mut found = std::collections::BTreeMap::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| {
                let (ciks, names) = (int64s(b, "cik"), strings(b, "name"));
                for &i in rows {
                    let name = owned(names, i).unwrap_or_default();
                    if name.to_lowercase().contains(&needle) {
                        found.insert(ciks.map_or(0, |c| c.value(i)), name);
                    }
                }
            })?;
        }
        Ok(found.into_iter().collect())
    }

    /// Calls `each(cik, filed, instance)` for every filing of every quarter, oldest quarter
    /// first (only those columns of `sub` are read, nothing is copied): the store's own look-ups
    /// of tickers. `filed` is the day, as days since 1970-01-01 (`crate::dates::date` writes it);
    /// `instance` the XBRL instance's file name (`aapl-20090627.xml`).
    pub fn filers(&self, mut each: impl FnMut(i64, i32, &str)) -> Result<()> {
        const COLUMNS: &[&str] = &["cik", "filed", "instance"];
        for (quarter, _) in self.quarters() {
            let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| {
                let (ciks, filed, instance) = (int64s(b, "cik"), dates(b, "filed"), strings(b, "instance"));
                for &i in rows {
                    let name = instance.filter(|a| a.is_valid(i)).map_or("", |a| a.value(i));
                    each(ciks.map_or(0, |c| c.value(i)), filed.map_or(0, |d| d.value(i)), name);
                }
            })?;
        }
        Ok(())
    }

    /// The numbers of one filing, in the SEC's order.
    pub fn numbers(&self, filing: &Filing) -> Result<Vec<Number>> {
        let mut out = Vec::new();
        self.scan(Table::Num, &filing.quarter, &of(filing), |b, rows| {
            let (tag, version, uom) = (strings(b, "tag"), strings(b, "version"), strings(b, "uom"));
            let (segments, coreg, footnote) = (strings(b, "segments"), strings(b, "coreg"), strings(b, "footnote"));
            let (ddate, qtrs) = (dates(b, "ddate"), int32s(b, "qtrs"));
            let value = b.column_by_name("value").map(|a| a.as_primitive::<Decimal128Type>());
            for &i in rows {
                out.push(Number {
                    tag: owned(tag, i).unwrap_or_default(),
                    version: owned(version, i).unwrap_or_default(),
                    ddate: date_text(ddate, i),
                    qtrs: qtrs.and_then(|q| q.is_valid(i).then(|| q.value(i))).unwrap_or(0),
                    uom: owned(uom, i).unwrap_or_default(),
                    segments: owned(segments, i),
                    coreg: owned(coreg, i),
                    value: value.and_then(|a| a.is_valid(i).then(|| a.value(i))),
                    footnote: owned(footnote, i),
                });
            }
        })?;
        Ok(out)
    }

    /// The presentation lines of one filing, by report and line.
    pub fn presentation(&self, filing: &Filing) -> Result<Vec<Presentation>> {
        let mut out = Vec::new();
        self.scan(Table::Pre, &filing.quarter, &of(filing), |b, rows| {
            let (report, line) = (int32s(b, "report"), int32s(b, "line"));
            let (stmt, rfile, tag) = (strings(b, "stmt"), strings(b, "rfile"), strings(b, "tag"));
            let (version, plabel) = (strings(b, "version"), strings(b, "plabel"));
            let (inpth, negating) = (bools(b, "inpth"), bools(b, "negating"));
            for &i in rows {
                out.push(Presentation {
                    report: int(report, i).unwrap_or(0),
                    line: int(line, i).unwrap_or(0),
                    stmt: owned(stmt, i).unwrap_or_default(),
                    inpth: flag(inpth, i),
                    rfile: owned(rfile, i).unwrap_or_default(),
                    tag: owned(tag, i).unwrap_or_default(),
                    version: owned(version, i).unwrap_or_default(),
                    plabel: owned(plabel, i).unwrap_or_default(),
                    negating: flag(negating, i),
                });
            }
        })?;
        out.sort_by_key(|p| (p.report, p.line));
        Ok(out)
    }

    /// The definitions of the tags a filing uses (those of its quarter's `tag` table).
    pub fn tags(&self, filing: &Filing, wanted: &std::collections::HashSet<(String, String)>) -> Result<Vec<TagInfo>> {
        let mut out = Vec::new();
        self.scan(Table::Tag, &filing.quarter, &Filter::default(), |b, rows| {
            let (tag, version) = (strings(b, "tag"), strings(b, "version"));
            let (datatype, iord, crdr) = (strings(b, "datatype"), strings(b, "iord"), strings(b, "crdr"));
            let (tlabel, doc) = (strings(b, "tlabel"), strings(b, "doc"));
            let (custom, r#abstract) = (bools(b, "custom"), bools(b, "abstract"));
            for &i in rows {
                let key = (owned(tag, i).unwrap_or_default(), owned(version, i).unwrap_or_default());
                if wanted.contains(&key) {
                    out.push(TagInfo {
                        tag: key.0,
                        version: key.1,
                        custom: flag(custom, i),
                        r#abstract: flag(r#abstract, i),
                        datatype: owned(datatype, i),
                        iord: owned(iord, i),
                        crdr: owned(crdr, i),
                        tlabel: owned(tlabel, i),
                        doc: owned(doc, i),
                    });
                }
            }
        })?;
        Ok(out)
    }

    /// Calls `rows` for every batch of a table's quarter with the rows of it that `filter` lets
    /// through. Row groups whose statistics rule the filing out are never read; within the rest,
    /// pages whose statistics (the page index, written for `cik` and `adsh`) rule it out are
    /// skipped, and the row filter decodes the other columns of a row only when it matches.
    fn scan(
        &self,
        table: Table,
        quarter: &str,
        filter: &Filter,
        mut rows: impl FnMut(&RecordBatch, &[usize]),
    ) -> Result<()> {
        let Some(path) = self.file(table, quarter) else { return Ok(()) };
        let damaged = |e: &dyn std::fmt::Display| {
            Error::new(ErrorKind::Service, format!("{} is damaged ({e}); import {quarter} again", path.display()))
        };
        let file = File::open(&path).map_err(|e| Error::files(format!("cannot read {}", path.display()), &e))?;
        let keyed = table.by_filing() && (filter.cik.is_some() || filter.adsh.is_some());
        let cached = self.metadata.lock().unwrap_or_else(|p| p.into_inner()).get(&path).cloned();
        let metadata = match cached {
            Some(m) => m,
            None => {
                // The page index of the tables a filing is looked up in (`cik`, `adsh`).
                let policy = if table.by_filing() { PageIndexPolicy::Optional } else { PageIndexPolicy::Skip };
                let options = ArrowReaderOptions::new().with_page_index_policy(policy);
                let m = ArrowReaderMetadata::load(&file, options).map_err(|e| damaged(&e))?;
                self.metadata.lock().unwrap_or_else(|p| p.into_inner()).insert(path.clone(), m.clone());
                m
            }
        };
        let mut builder = ParquetRecordBatchReaderBuilder::new_with_metadata(file, metadata);
        let schema = builder.parquet_schema().clone();
        let meta = builder.metadata().clone();
        let cik_at = table.index_of("cik").filter(|_| table.by_filing());
        let adsh_at = table.index_of("adsh").filter(|_| table.by_filing());
        let holds = |stats: Option<&Statistics>, key: &Key| match (stats, key) {
            (Some(Statistics::Int64(s)), Key::Cik(cik)) => {
                s.min_opt().is_none_or(|m| m <= cik) && s.max_opt().is_none_or(|m| m >= cik)
            }
            (Some(s), Key::Adsh(adsh)) => {
                s.min_bytes_opt().is_none_or(|m| m <= adsh.as_bytes())
                    && s.max_bytes_opt().is_none_or(|m| m >= adsh.as_bytes())
            }
            _ => true,
        };
        let keys: Vec<(usize, Key)> = [
            filter.cik.zip(cik_at).map(|(cik, at)| (at, Key::Cik(cik))),
            filter.adsh.clone().zip(adsh_at).map(|(adsh, at)| (at, Key::Adsh(adsh))),
        ]
        .into_iter()
        .flatten()
        .collect();
        // Row groups whose statistics rule the filing out are never read.
        let groups: Vec<usize> = (0..meta.num_row_groups())
            .filter(|&g| keys.iter().all(|(at, key)| holds(meta.row_group(g).column(*at).statistics(), key)))
            .collect();
        if groups.is_empty() {
            return Ok(());
        }
        if keyed && let Some(selection) = pages(&meta, &groups, &keys) {
            builder = builder.with_row_selection(selection);
        }
        builder = builder.with_row_groups(groups);
        if let Some(columns) = filter.columns {
            let at: Vec<usize> = columns.iter().filter_map(|c| table.index_of(c)).collect();
            builder = builder.with_projection(ProjectionMask::roots(&schema, at));
        }
        if !keys.is_empty() {
            let mask = ProjectionMask::roots(&schema, keys.iter().map(|(at, _)| *at));
            let want = filter.clone();
            let predicate = ArrowPredicateFn::new(mask, move |batch: RecordBatch| {
                let matched = matching(&want, &batch);
                let mut keep = vec![false; batch.num_rows()];
                for i in matched {
                    keep[i] = true;
                }
                Ok(BooleanArray::from(keep))
            });
            builder = builder.with_row_filter(RowFilter::new(vec![Box::new(predicate)]));
        }
        let reader = builder.build().map_err(|e| damaged(&e))?;
        for batch in reader {
            let batch = batch.map_err(|e| damaged(&e))?;
            // The filter above already applied where the keys were stored; the table without
            // them (tag) and a filter on sub's adsh alone are checked here too.
            rows(&batch, &matching(filter, &batch));
        }
        Ok(())
    }
}

/// A key a filing is looked up by.
enum Key {
    Cik(i64),
    Adsh(String),
}

/// The rows of the row groups `groups` (in order) on pages whose statistics may hold every key:
/// `None` when the file has no page index for them (every row is read then).
fn pages(meta: &ParquetMetaData, groups: &[usize], keys: &[(usize, Key)]) -> Option<RowSelection> {
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    let mut offset = 0;
    for &g in groups {
        let rows = meta.row_group(g).num_rows() as usize;
        let index = meta.page_index_for_row_group(g);
        // Per key, the row ranges of its pages that may hold it; a row is kept when every key's do.
        let mut kept: Option<Vec<std::ops::Range<usize>>> = None;
        for (at, key) in keys {
            let locations = index.offset_index(*at)?.page_locations();
            let column = index.column_index(*at)?;
            let may_hold = |p: usize| match (column, key) {
                (ColumnIndexMetaData::INT64(c), Key::Cik(cik)) => {
                    c.min_value(p).is_none_or(|m| m <= cik) && c.max_value(p).is_none_or(|m| m >= cik)
                }
                (ColumnIndexMetaData::BYTE_ARRAY(c), Key::Adsh(adsh)) => {
                    c.min_value(p).is_none_or(|m| m <= adsh.as_bytes())
                        && c.max_value(p).is_none_or(|m| m >= adsh.as_bytes())
                }
                _ => true,
            };
            let mine: Vec<std::ops::Range<usize>> = (0..locations.len())
                .filter(|&p| may_hold(p))
                .map(|p| {
                    let start = locations[p].first_row_index as usize;
                    let end = locations.get(p + 1).map_or(rows, |l| l.first_row_index as usize);
                    start..end
                })
                .collect();
            kept = Some(match kept {
                None => mine,
                Some(before) => intersect(&before, &mine),
            });
        }
        let whole = std::iter::once(0..rows).collect();
        ranges.extend(kept.unwrap_or(whole).into_iter().map(|r| r.start + offset..r.end + offset));
        offset += rows;
    }
    Some(RowSelection::from_consecutive_ranges(ranges.into_iter().filter(|r| !r.is_empty()), offset))
}

/// The overlap of two sorted lists of disjoint ranges.
fn intersect(a: &[std::ops::Range<usize>], b: &[std::ops::Range<usize>]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    for x in a {
        for y in b {
            let (start, end) = (x.start.max(y.start), x.end.min(y.end));
            if start < end {
                out.push(start..end);
            }
        }
    }
    out
}

fn of(filing: &Filing) -> Filter {
    Filter { cik: Some(filing.cik), adsh: Some(filing.adsh.clone()), columns: None }
}

/// The rows of `b` that `filter` lets through (each key checked where the batch has its column).
fn matching(filter: &Filter, b: &RecordBatch) -> Vec<usize> {
    let ciks = filter.cik.zip(int64s(b, "cik"));
    let adshs = filter.adsh.as_deref().zip(strings(b, "adsh"));
    (0..b.num_rows())
        .filter(|&i| ciks.is_none_or(|(cik, c)| c.value(i) == cik) && adshs.is_none_or(|(adsh, a)| a.value(i) == adsh))
        .collect()
}

/// The filings of `rows` of a batch of `sub`, each column looked up once.
fn filings_of(quarter: &str, b: &RecordBatch, rows: &[usize], out: &mut Vec<Filing>) {
    let s = |name| strings(b, name);
    let (adsh, name, form, fp, fye, afs) = (s("adsh"), s("name"), s("form"), s("fp"), s("fye"), s("afs"));
    let (instance, aciks, former, ein) = (s("instance"), s("aciks"), s("former"), s("ein"));
    let (countryba, stprba, cityba) = (s("countryba"), s("stprba"), s("cityba"));
    let (countryinc, stprinc) = (s("countryinc"), s("stprinc"));
    let (sic, fy, nciks) = (int32s(b, "sic"), int32s(b, "fy"), int32s(b, "nciks"));
    let (period, filed, accepted) = (dates(b, "period"), dates(b, "filed"), times(b, "accepted"));
    let (prevrpt, detail, wksi) = (bools(b, "prevrpt"), bools(b, "detail"), bools(b, "wksi"));
    let ciks = int64s(b, "cik");
    for &i in rows {
        out.push(Filing {
            quarter: quarter.to_string(),
            adsh: owned(adsh, i).unwrap_or_default(),
            cik: ciks.map_or(0, |c| c.value(i)),
            name: owned(name, i).unwrap_or_default(),
            sic: int(sic, i),
            form: owned(form, i).unwrap_or_default(),
            period: date_text(period, i),
            fy: int(fy, i),
            fp: owned(fp, i),
            filed: date_text(filed, i),
            accepted: time_text(accepted, i),
            fye: owned(fye, i),
            afs: owned(afs, i),
            prevrpt: flag(prevrpt, i),
            detail: flag(detail, i),
            instance: owned(instance, i).unwrap_or_default(),
            nciks: int(nciks, i).unwrap_or(1),
            aciks: owned(aciks, i),
            former: owned(former, i),
            countryba: owned(countryba, i),
            stprba: owned(stprba, i),
            cityba: owned(cityba, i),
            countryinc: owned(countryinc, i),
            stprinc: owned(stprinc, i),
            ein: owned(ein, i),
            wksi: flag(wksi, i),
        });
    }
}

// A batch's columns by name, typed, looked up once per batch; `None` when the batch lacks one.

fn strings<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a StringArray> {
    b.column_by_name(name).map(|a| a.as_string::<i32>())
}

fn int32s<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Int32Type>> {
    b.column_by_name(name).map(|a| a.as_primitive::<Int32Type>())
}

fn int64s<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Int64Type>> {
    b.column_by_name(name).map(|a| a.as_primitive::<Int64Type>())
}

fn dates<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Date32Type>> {
    b.column_by_name(name).map(|a| a.as_primitive::<Date32Type>())
}

fn times<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<TimestampMillisecondType>> {
    b.column_by_name(name).map(|a| a.as_primitive::<TimestampMillisecondType>())
}

fn bools<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a BooleanArray> {
    b.column_by_name(name).map(|a| a.as_boolean())
}

fn owned(a: Option<&StringArray>, i: usize) -> Option<String> {
    a.and_then(|a| a.is_valid(i).then(|| a.value(i).to_string()))
}

fn int(a: Option<&PrimitiveArray<Int32Type>>, i: usize) -> Option<i32> {
    a.and_then(|a| a.is_valid(i).then(|| a.value(i)))
}

fn flag(a: Option<&BooleanArray>, i: usize) -> bool {
    a.is_some_and(|a| a.is_valid(i) && a.value(i))
}

fn date_text(a: Option<&PrimitiveArray<Date32Type>>, i: usize) -> String {
    a.map_or_else(String::new, |a| crate::dates::date(i64::from(a.value(i))))
}

/// `YYYY-MM-DD hh:mm:ss`.
fn time_text(a: Option<&PrimitiveArray<TimestampMillisecondType>>, i: usize) -> String {
    let Some(a) = a else { return String::new() };
    let ms = a.value(i);
    let (day, rem) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000) / 1000);
    format!("{} {:02}:{:02}:{:02}", crate::dates::date(day), rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(clippy::single_range_in_vec_init)]
    fn page_ranges_intersect() {
        assert_eq!(intersect(&[0..10, 20..30], &[5..25]), [5..10, 20..25]);
        assert_eq!(intersect(&[0..10], &[10..20]), Vec::<std::ops::Range<usize>>::new());
        assert_eq!(intersect(&[0..30], &[0..10, 20..30]), [0..10, 20..30]);
    }

    #[test]
    fn a_filings_rows_are_found_on_its_pages_of_a_many_page_file() {
        // The real quarter's num: 126,650 rows in two row groups of pages of at most 20,000
        // rows, so a filing's rows are read from the pages whose cik and adsh ranges hold it.
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
        crate::store::import_zip(&store.lock().unwrap(), &zip, None, Default::default(), &|_, _| {}).unwrap();
        let reader = Reader::open(&store).unwrap();
        let path = reader.file(Table::Num, "2009q3").unwrap();
        let options = ArrowReaderOptions::new().with_page_index_policy(PageIndexPolicy::Optional);
        let builder =
            ParquetRecordBatchReaderBuilder::try_new_with_options(File::open(path).unwrap(), options).unwrap();
        let meta = builder.metadata().clone();
        let cik_at = Table::Num.index_of("cik").unwrap();
        let pages = meta.page_index_for_row_group(0).offset_index(cik_at).unwrap().page_locations().len();
        assert!(pages > 1, "{pages} pages");
        // Every filing's numbers, each read on its own pages, add up to every row of num.
        let total: usize = reader.all_filings().unwrap().iter().map(|f| reader.numbers(f).unwrap().len()).sum();
        assert_eq!(total, 126_650);
    }

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
        assert_eq!(reader.all_filings().unwrap().len(), 435);
        let mut filers = Vec::new();
        reader
            .filers(|cik, filed, instance| {
                filers.push((cik, crate::dates::date(i64::from(filed)), instance.to_string()))
            })
            .unwrap();
        assert_eq!(filers.len(), 435, "every row of sub.txt");
        let apple = filers.iter().find(|f| f.0 == 320_193).unwrap();
        assert_eq!((apple.1.as_str(), apple.2.as_str()), ("2009-07-22", "aapl-20090627.xml"));
        let keys = reader.filing_keys(320_193).unwrap();
        assert_eq!(keys, [FilingKey::from(f)]);
        assert_eq!(reader.filing_in("2009q3", &f.adsh).unwrap().as_ref(), Some(f));
        assert_eq!(reader.filing_in("2009q2", &f.adsh).unwrap(), None);

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
