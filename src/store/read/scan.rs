//! How the store finds one filing's rows in a table's Parquet file: row groups whose (cik, adsh)
//! statistics cannot hold it are never read; within the rest, pages whose statistics (the page
//! index, written for `cik` and `adsh`) rule it out are skipped; a row filter decodes the other
//! columns of a row only when its keys match. Every file is read through its [`Part`] (checked
//! before it is used). And the typed look-ups of a batch's columns the reader builds its rows with.

use std::collections::HashSet;
use std::ops::Range;
use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Int32Type, Int64Type, TimestampMillisecondType};
use arrow_array::{Array, BooleanArray, PrimitiveArray, RecordBatch, StringArray};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{ArrowPredicateFn, RowFilter, RowSelection};
use parquet::file::metadata::ParquetMetaData;
use parquet::file::page_index::column_index::ColumnIndexMetaData;
use parquet::file::statistics::Statistics;

use super::super::error::Result;
use super::part::Part;

/// Which rows to read, and which columns (all when `columns` is `None`).
#[derive(Debug, Clone, Default)]
pub(super) struct Filter {
    pub cik: Option<i64>,
    pub adsh: Option<String>,
    /// Several filings at once (a comparison's): the rows of any of them.
    pub among: Option<Arc<Among>>,
    pub columns: Option<&'static [&'static str]>,
}

/// Several filings' keys: their filers' CIKs, sorted, find their row groups and pages; their
/// accession numbers, their rows.
#[derive(Debug, Default)]
pub(super) struct Among {
    pub ciks: Vec<i64>,
    pub adsh: HashSet<String>,
}

impl Among {
    pub fn new<'a>(filings: impl IntoIterator<Item = (i64, &'a str)>) -> Among {
        let mut among = Among::default();
        for (cik, adsh) in filings {
            among.ciks.push(cik);
            among.adsh.insert(adsh.to_string());
        }
        among.ciks.sort_unstable();
        among.ciks.dedup();
        among
    }
}

/// Calls `rows` for every batch of a table's quarter with the rows of it that `filter` lets
/// through. Row groups whose statistics rule the filing out are never read; within the rest,
/// pages whose statistics (the page index, written for `cik` and `adsh`) rule it out are
/// skipped, and the row filter decodes the other columns of a row only when it matches.
pub(super) fn scan(part: &Part, filter: &Filter, mut rows: impl FnMut(&RecordBatch, &[usize])) -> Result<()> {
    let table = part.table;
    let keyed = table.by_filing() && (filter.cik.is_some() || filter.adsh.is_some() || filter.among.is_some());
    let mut builder = part.builder(None)?;
    let schema = builder.parquet_schema().clone();
    let meta = builder.metadata().clone();
    let cik_at = table.index_of("cik").filter(|_| table.by_filing());
    let adsh_at = table.index_of("adsh").filter(|_| table.by_filing());
    let keys: Vec<(usize, Key)> = [
        filter.cik.zip(cik_at).map(|(cik, at)| (at, Key::Cik(cik))),
        filter.adsh.clone().zip(adsh_at).map(|(adsh, at)| (at, Key::Adsh(adsh))),
        filter.among.as_ref().zip(cik_at).map(|(among, at)| (at, Key::Ciks(among.ciks.clone()))),
    ]
    .into_iter()
    .flatten()
    .collect();
    // Row groups whose statistics rule the filing out are never read.
    let groups = groups(&meta, &keys);
    if groups.is_empty() {
        return Ok(());
    }
    if keyed && let Some(selection) = pages(&meta, &groups, &keys) {
        builder = builder.with_row_selection(selection);
    }
    builder = builder.with_row_groups(groups);
    if let Some(columns) = filter.columns {
        // A column an older finq's file does not have yet is not asked of it.
        let held = schema.root_schema().get_fields().len();
        let at: Vec<usize> = columns.iter().filter_map(|c| table.index_of(c)).filter(|&i| i < held).collect();
        builder = builder.with_projection(ProjectionMask::roots(&schema, at));
    }
    if !keys.is_empty() {
        // The accession number is checked beside the CIKs when several filings are read.
        let mut at: Vec<usize> = keys.iter().map(|(at, _)| *at).collect();
        at.extend(adsh_at.filter(|_| filter.among.is_some()));
        let mask = ProjectionMask::roots(&schema, at);
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
    let reader = builder.build().map_err(|e| part.damaged(e))?;
    for batch in reader {
        let batch = batch.map_err(|e| part.damaged(e))?;
        // The filter above already applied where the keys were stored; the table without
        // them (tag) and a filter on sub's adsh alone are checked here too.
        rows(&batch, &matching(filter, &batch));
    }
    Ok(())
}

/// A key a filing is looked up by, the sorted CIKs of several filers (a screen's), or the element
/// a screen reads `face` for.
pub(super) enum Key {
    Cik(i64),
    Adsh(String),
    Ciks(Vec<i64>),
    Tag(String),
}

/// The row groups whose statistics may hold every key (each key at its column): the others are
/// never read. A screen's sorted CIKs are held when one of them is within a group's range.
pub(super) fn groups(meta: &ParquetMetaData, keys: &[(usize, Key)]) -> Vec<usize> {
    let holds = |stats: Option<&Statistics>, key: &Key| match (stats, key) {
        (Some(Statistics::Int64(s)), Key::Cik(cik)) => {
            s.min_opt().is_none_or(|m| m <= cik) && s.max_opt().is_none_or(|m| m >= cik)
        }
        (Some(Statistics::Int64(s)), Key::Ciks(ciks)) => {
            // The first CIK not below the group's least: within it if not above its most.
            let from = s.min_opt().map_or(0, |lo| ciks.partition_point(|k| k < lo));
            ciks.get(from).is_some_and(|k| s.max_opt().is_none_or(|hi| k <= hi))
        }
        (Some(s), Key::Adsh(text) | Key::Tag(text)) => {
            s.min_bytes_opt().is_none_or(|m| m <= text.as_bytes())
                && s.max_bytes_opt().is_none_or(|m| m >= text.as_bytes())
        }
        _ => true,
    };
    (0..meta.num_row_groups())
        .filter(|&g| {
            let group = meta.row_group(g);
            keys.iter().all(|(at, key)| *at < group.num_columns() && holds(group.column(*at).statistics(), key))
        })
        .collect()
}

/// The rows of the row groups `groups` (in order) on pages whose statistics may hold every key:
/// `None` when the file has no page index for them (every row is read then).
pub(super) fn pages(meta: &ParquetMetaData, groups: &[usize], keys: &[(usize, Key)]) -> Option<RowSelection> {
    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut offset = 0;
    for &g in groups {
        let rows = meta.row_group(g).num_rows() as usize;
        let index = meta.page_index_for_row_group(g);
        // Per key, the row ranges of its pages that may hold it; a row is kept when every key's do.
        let mut kept: Option<Vec<Range<usize>>> = None;
        for (at, key) in keys {
            let locations = index.offset_index(*at)?.page_locations();
            let column = index.column_index(*at)?;
            let may_hold = |p: usize| match (column, key) {
                (ColumnIndexMetaData::INT64(c), Key::Cik(cik)) => {
                    c.min_value(p).is_none_or(|m| m <= cik) && c.max_value(p).is_none_or(|m| m >= cik)
                }
                (ColumnIndexMetaData::INT64(c), Key::Ciks(ciks)) => {
                    // The first CIK not below the page's least: within the page if not above its most.
                    let from = c.min_value(p).map_or(0, |lo| ciks.partition_point(|k| k < lo));
                    ciks.get(from).is_some_and(|k| c.max_value(p).is_none_or(|hi| k <= hi))
                }
                (ColumnIndexMetaData::BYTE_ARRAY(c), Key::Adsh(text) | Key::Tag(text)) => {
                    c.min_value(p).is_none_or(|m| m <= text.as_bytes())
                        && c.max_value(p).is_none_or(|m| m >= text.as_bytes())
                }
                _ => true,
            };
            let mine: Vec<Range<usize>> = (0..locations.len())
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
pub(super) fn intersect(a: &[Range<usize>], b: &[Range<usize>]) -> Vec<Range<usize>> {
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

/// The rows of `b` that `filter` lets through (each key checked where the batch has its column).
pub(super) fn matching(filter: &Filter, b: &RecordBatch) -> Vec<usize> {
    let ciks = filter.cik.zip(int64s(b, "cik"));
    let adshs = filter.adsh.as_deref().zip(strings(b, "adsh"));
    let among = filter.among.as_deref().zip(strings(b, "adsh"));
    (0..b.num_rows())
        .filter(|&i| {
            ciks.is_none_or(|(cik, c)| c.value(i) == cik)
                && adshs.is_none_or(|(adsh, a)| a.value(i) == adsh)
                && among.is_none_or(|(among, a)| among.adsh.contains(a.value(i)))
        })
        .collect()
}

// A batch's columns by name, typed, looked up once per batch; `None` when the batch lacks one
// (the file's schema was checked before it was read: never for want of its type).

pub(super) fn strings<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a StringArray> {
    b.column_by_name(name).and_then(|a| a.as_string_opt::<i32>())
}

pub(super) fn int32s<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Int32Type>> {
    b.column_by_name(name).and_then(|a| a.as_primitive_opt::<Int32Type>())
}

pub(super) fn int64s<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Int64Type>> {
    b.column_by_name(name).and_then(|a| a.as_primitive_opt::<Int64Type>())
}

pub(super) fn dates<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<Date32Type>> {
    b.column_by_name(name).and_then(|a| a.as_primitive_opt::<Date32Type>())
}

pub(super) fn times<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a PrimitiveArray<TimestampMillisecondType>> {
    b.column_by_name(name).and_then(|a| a.as_primitive_opt::<TimestampMillisecondType>())
}

pub(super) fn bools<'a>(b: &'a RecordBatch, name: &str) -> Option<&'a BooleanArray> {
    b.column_by_name(name).and_then(|a| a.as_boolean_opt())
}

pub(super) fn owned(a: Option<&StringArray>, i: usize) -> Option<String> {
    a.and_then(|a| a.is_valid(i).then(|| a.value(i).to_string()))
}

pub(super) fn int(a: Option<&PrimitiveArray<Int32Type>>, i: usize) -> Option<i32> {
    a.and_then(|a| a.is_valid(i).then(|| a.value(i)))
}

pub(super) fn flag(a: Option<&BooleanArray>, i: usize) -> bool {
    a.is_some_and(|a| a.is_valid(i) && a.value(i))
}

pub(super) fn date_text(a: Option<&PrimitiveArray<Date32Type>>, i: usize) -> String {
    a.map_or_else(String::new, |a| crate::model::date::date(i64::from(a.value(i))))
}

/// `YYYY-MM-DD hh:mm:ss`.
pub(super) fn time_text(a: Option<&PrimitiveArray<TimestampMillisecondType>>, i: usize) -> String {
    let Some(a) = a else { return String::new() };
    let ms = a.value(i);
    let (day, rem) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000) / 1000);
    format!("{} {:02}:{:02}:{:02}", crate::model::date::date(day), rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use std::fs::File;

    use parquet::arrow::arrow_reader::{ArrowReaderOptions, ParquetRecordBatchReaderBuilder};
    use parquet::file::metadata::PageIndexPolicy;

    use super::*;
    use crate::store::schema::Table;
    use crate::store::{Reader, Store};

    #[test]
    #[allow(clippy::single_range_in_vec_init)]
    fn page_ranges_intersect() {
        assert_eq!(intersect(&[0..10, 20..30], &[5..25]), [5..10, 20..25]);
        assert_eq!(intersect(&[0..10], &[10..20]), Vec::<Range<usize>>::new());
        assert_eq!(intersect(&[0..30], &[0..10, 20..30]), [0..10, 20..30]);
    }

    #[test]
    fn a_filings_rows_are_found_on_its_pages_of_a_many_page_file() {
        // The real quarter's num: 126,650 rows in two row groups of pages of at most 20,000
        // rows, so a filing's rows are read from the pages whose cik and adsh ranges hold it.
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        crate::store::fixture::import(&store, &crate::store::fixture::zip("2009q3"));
        let reader = Reader::open(&store).unwrap();
        let path = reader.file(Table::Num, "2009q3").unwrap();
        let options = ArrowReaderOptions::new().with_page_index_policy(PageIndexPolicy::Optional);
        let builder =
            ParquetRecordBatchReaderBuilder::try_new_with_options(File::open(path).unwrap(), options).unwrap();
        let meta = builder.metadata().clone();
        let cik_at = Table::Num.index_of("cik").unwrap();
        let count = meta.page_index_for_row_group(0).offset_index(cik_at).unwrap().page_locations().len();
        assert!(count > 1, "{count} pages");
        // Every filing's numbers, each read on its own pages, add up to every row of num.
        let total: usize = reader.all_filings().unwrap().iter().map(|f| reader.numbers(f).unwrap().len()).sum();
        assert_eq!(total, 126_650);

        // Several filers' pages (a screen's): fewer rows than the file's, and every row of
        // theirs among them.
        let ciks: Vec<i64> = {
            let all: Vec<i64> = reader.all_filings().unwrap().iter().map(|f| f.cik).collect();
            vec![all[3], all[all.len() / 2], all[all.len() - 5]]
        };
        let groups: Vec<usize> = (0..meta.num_row_groups()).collect();
        let selection = pages(&meta, &groups, &[(cik_at, Key::Ciks(ciks.clone()))]).unwrap();
        let chosen: Vec<Range<usize>> = selection
            .iter()
            .scan(0, |at, s| {
                let start = *at;
                *at += s.row_count;
                Some((!s.skip).then_some(start..*at))
            })
            .flatten()
            .collect();
        let kept: usize = chosen.iter().map(|r| r.len()).sum();
        assert!(0 < kept && kept < 126_650 / 2, "{kept} rows kept");
        let builder =
            ParquetRecordBatchReaderBuilder::try_new(File::open(reader.file(Table::Num, "2009q3").unwrap()).unwrap())
                .unwrap();
        let mut row = 0;
        for batch in builder.build().unwrap() {
            let b = batch.unwrap();
            let column = int64s(&b, "cik").unwrap();
            for i in 0..b.num_rows() {
                if ciks.contains(&column.value(i)) {
                    assert!(
                        chosen.iter().any(|r| r.contains(&(row + i))),
                        "row {} of CIK {}",
                        row + i,
                        column.value(i)
                    );
                }
            }
            row += b.num_rows();
        }
    }
}
