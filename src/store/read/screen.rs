//! One element across every filer of a calendar period, from the store (`finq screen`).
//!
//! The rule, which the guide (GUIDE.md, `finq screen`) states too: a filing counts for a calendar period when its own
//! period (`sub.period`, the SEC's balance-sheet date rounded to a month end) falls in it the way
//! the SEC's XBRL "frames" assign periods — a quarter ending in February, March or April is the
//! first calendar quarter (most of its months are), May–July the second, August–October the third,
//! November–January the fourth; a fiscal year ending July to December is that calendar year, one
//! ending January to June the year before. From each such filing the value is the one it reports
//! for that period (`ddate` = `sub.period`) over one quarter (`qtrs` 1) for a quarter, four for a
//! year, or at its end (`qtrs` 0, a balance); for the consolidated entity only (no `segments`, no
//! `coreg`); nil values are left out. Each filer (`cik`) gets one value: from its latest accepted
//! filing that reports one (an amendment supersedes the original), preferring the standard
//! taxonomy's tag over a custom one of the same name, then USD, then the SEC's order. One unit
//! is ranked ([`crate::model::screen::Units`]): USD where any filer's value is in USD, else the
//! unit most are in; the filers in other units are counted, not ranked.
//!
//! Reading is bounded by the question: `sub` is read for nine of its columns, and the numbers only
//! in the quarters holding such filings: from the quarter's `face` table (the same rows of `num`,
//! sorted by element), only the row groups and pages whose `tag` range holds the element; from a
//! quarter without one (an older finq's import), `num`, only in row groups and pages whose `cik`
//! range holds one of the filers. Either way a row filter decodes a number's other columns only
//! where its `tag` (read as dictionary keys) is the element. A filing's numbers are read in the data set whose `sub` lists it for the period
//! (the SEC lists a filing in one data set; were it in two, each would answer for its own). The
//! data sets are read on as many threads as there are cores (up to four).

use std::collections::HashSet;
use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Decimal128Type, Int32Type, Int64Type, TimestampMillisecondType};
use arrow_array::{Array, BooleanArray, Decimal128Array, PrimitiveArray, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::{ArrowPredicateFn, ArrowReaderOptions, ParquetRecordBatchReader, RowFilter};
use parquet::schema::types::SchemaDescriptor;

use super::super::error::Result;
use super::Reader;
use super::part::Part;
use super::scan::{Key, pages};
use crate::model::screen::{Hit, Later, Query, Screened};
use crate::store::schema::Table;

/// The screen's maps, of tens of thousands of filings: hashed with foldhash (its seed random per
/// process), not SipHash, which took a tenth of a screen's time.
type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

/// A filing that may report the value: what `sub` says of it.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub cik: i64,
    pub name: String,
    pub form: String,
    pub period: i32,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub filed: i32,
    pub accepted: i64,
    pub quarter: String,
}

/// The best value of one filing so far: (standard tag, USD, its place), then the value.
type Found = ((bool, bool), i128, String, i32, String);

/// Runs the screen over every quarter the store holds.
pub fn screen(reader: &Reader, query: &Query) -> Result<Screened> {
    // Every filing of the period, from each data set's `sub`, the data sets read on several
    // threads and their answers taken in the store's order (a filing listed twice: the later).
    let quarters: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
    let listed = crate::parallel::each(&quarters, |q| candidates(reader, q, query))?;
    let later = listed.iter().fold(Later::default(), |all, (_, _, l)| all.and(*l));
    let mut filings: HashMap<&str, &Candidate> = HashMap::default();
    // Per data set holding some: its filers' CIKs and its own filings of the period, the only
    // ones whose numbers it is read for.
    let mut by_quarter: Vec<(&str, &[i64], HashMap<&str, &Candidate>)> = Vec::new();
    for (quarter, (candidates, ciks, _)) in quarters.iter().zip(&listed) {
        let own: HashMap<&str, &Candidate> = candidates.iter().map(|(adsh, c)| (adsh.as_str(), c)).collect();
        filings.extend(&own);
        if !ciks.is_empty() {
            by_quarter.push((quarter, ciks, own));
        }
    }

    // Their numbers of the element, in the data sets that hold them, merged in the store's order
    // as one reading would have found them: a better-ranked value replaces one found before.
    let mut found: HashMap<String, Found> = HashMap::default();
    let mut quarters_read = Vec::new();
    let read = crate::parallel::each(&by_quarter, |(quarter, ciks, own)| values_in(reader, quarter, ciks, query, own))?;
    for ((quarter, _, _), values) in by_quarter.iter().zip(read) {
        let Some(values) = values else { continue };
        for (adsh, f) in values {
            if found.get(&adsh).is_none_or(|before| f.0 > before.0) {
                found.insert(adsh, f);
            }
        }
        quarters_read.push(quarter.to_string());
    }

    // One value per filer: its latest accepted filing with one.
    let mut best: HashMap<i64, (&Candidate, &String, &Found)> = HashMap::default();
    for (adsh, f) in &found {
        let c = filings[adsh.as_str()];
        let later = |(o, oa, _): &(&Candidate, &String, &Found)| (c.accepted, adsh) > (o.accepted, *oa);
        if best.get(&c.cik).is_none_or(later) {
            best.insert(c.cik, (c, adsh, f));
        }
    }
    let filers = best.len();
    let all: Vec<Hit> = best
        .into_values()
        .map(|(c, adsh, (_, value, uom, qtrs, version))| Hit {
            cik: c.cik,
            name: c.name.clone(),
            value: crate::model::number::Dec::from_ten_thousandths(*value),
            uom: uom.clone(),
            end: crate::model::date::date(i64::from(c.period)),
            qtrs: *qtrs,
            version: version.clone(),
            form: c.form.clone(),
            fy: c.fy,
            fp: c.fp.clone(),
            filed: crate::model::date::date(i64::from(c.filed)),
            adsh: adsh.clone(),
            quarter: c.quarter.clone(),
            source: None,
            caution: None,
            inputs: Vec::new(),
            shown: Vec::new(),
        })
        .collect();
    let (mut hits, unit, other_units) = query.ranked(all);
    hits.sort_by_key(|h| h.cik);
    Ok(Screened { hits, filings: filings.len(), filers, quarters_read, later, unit, other_units, refused: Vec::new() })
}

/// The element's values of one data set's own candidate filings (`own`; `ciks` their filers',
/// sorted): from its `face` table, which holds the same rows of `num` sorted by element, or from
/// `num` in a quarter an older finq imported; `None` when it has neither.
fn values_in(
    reader: &Reader,
    quarter: &str,
    ciks: &[i64],
    query: &Query,
    own: &HashMap<&str, &Candidate>,
) -> Result<Option<HashMap<String, Found>>> {
    if let Some(part) = reader.part(Table::Face, quarter) {
        return face_numbers(part, query, own).map(Some);
    }
    match reader.part(Table::Num, quarter) {
        Some(part) => numbers(part, ciks, query, own).map(Some),
        None => Ok(None),
    }
}

/// The filings of one data set whose own period is the one asked (of the forms asked), by adsh,
/// their filers' CIKs, sorted, and what the as-of day left out.
pub type Candidates = (Vec<(String, Candidate)>, Vec<i64>, Later);

/// [`Candidates`] of one data set.
pub fn candidates(reader: &Reader, quarter: &str, query: &Query) -> Result<Candidates> {
    let mut filings = Vec::new();
    let mut ciks = Vec::new();
    let mut later = Later::default();
    let Some(part) = reader.part(Table::Sub, quarter) else { return Ok((filings, ciks, later)) };
    let builder = part.builder(None)?;
    let wanted = ["adsh", "cik", "name", "form", "period", "fy", "fp", "filed", "accepted"];
    let columns: Vec<usize> = wanted.iter().filter_map(|c| Table::Sub.index_of(c)).collect();
    let mask = ProjectionMask::roots(builder.parquet_schema(), columns);
    for batch in builder.with_projection(mask).build().map_err(|e| part.damaged(e))? {
        let b = batch.map_err(|e| part.damaged(e))?;
        let c = Columns { b: &b, part };
        let (periods, forms, adshs, names) =
            (c.dates("period")?, c.strings("form")?, c.strings("adsh")?, c.strings("name")?);
        let (ciks_of, fy, fp) = (c.get::<Int64Type>("cik")?, c.get::<Int32Type>("fy")?, c.strings("fp")?);
        let (filed, accepted) = (c.dates("filed")?, c.get::<TimestampMillisecondType>("accepted")?);
        for i in 0..b.num_rows() {
            let at = accepted.value(i);
            if query.accepted_before.is_some() {
                later.store_first = Some(later.store_first.map_or(at, |f| f.min(at)));
            }
            if !query.period.holds(periods.value(i)) || !query.forms.admits(forms.value(i), query.period) {
                continue;
            }
            if query.accepted_before.is_some_and(|t| accepted.value(i) >= t) {
                later.filings += 1;
                later.first = Some(later.first.map_or(at, |f| f.min(at)));
                continue;
            }
            let cik = ciks_of.value(i);
            let text = |a: &StringArray| a.is_valid(i).then(|| a.value(i).to_string());
            filings.push((
                text(adshs).unwrap_or_default(),
                Candidate {
                    cik,
                    name: text(names).unwrap_or_default(),
                    form: forms.value(i).to_string(),
                    period: periods.value(i),
                    fy: fy.is_valid(i).then(|| fy.value(i)),
                    fp: text(fp),
                    filed: filed.value(i),
                    accepted: accepted.value(i),
                    quarter: quarter.to_string(),
                },
            ));
            ciks.push(cik);
        }
    }
    ciks.sort_unstable();
    ciks.dedup();
    Ok((filings, ciks, later))
}

/// The element's values of the data set's own candidate filings (`filings`, by adsh; `ciks` their
/// filers', sorted) in its `num`.
fn numbers(
    part: &Part,
    ciks: &[i64],
    query: &Query,
    filings: &HashMap<&str, &Candidate>,
) -> Result<HashMap<String, Found>> {
    match element_rows(part, ciks, &query.element)? {
        Some(reader) => found_in(part, reader, query, filings, true),
        None => Ok(HashMap::default()),
    }
}

/// The values a screen ranks among `reader`'s rows: each candidate filing's at its own period,
/// `qtrs` 0 or the period's, in a unit the query admits. `num`'s rows are `dimensioned`: its
/// nil, segmented and co-registrant rows are left out here (`face` holds none).
fn found_in(
    part: &Part,
    reader: ParquetRecordBatchReader,
    query: &Query,
    filings: &HashMap<&str, &Candidate>,
    dimensioned: bool,
) -> Result<HashMap<String, Found>> {
    let mut found = HashMap::default();
    let qtrs_wanted = query.period.qtrs();
    for batch in reader {
        let b = batch.map_err(|e| part.damaged(e))?;
        let c = Columns { b: &b, part };
        let (adshs, ddates, qtrs) = (c.strings("adsh")?, c.dates("ddate")?, c.get::<Int32Type>("qtrs")?);
        let values: &Decimal128Array = c.get::<Decimal128Type>("value")?;
        let (uoms, versions) = (c.strings("uom")?, c.strings("version")?);
        let dimensions = if dimensioned { Some((c.strings("segments")?, c.strings("coreg")?)) } else { None };
        for i in 0..b.num_rows() {
            let q = qtrs.value(i);
            if q != 0 && q != qtrs_wanted {
                continue;
            }
            if let Some((segments, coreg)) = &dimensions
                && (values.is_null(i) || segments.is_valid(i) || coreg.is_valid(i))
            {
                continue;
            }
            let adsh = adshs.value(i);
            let Some(c) = filings.get(adsh) else { continue };
            let uom = uoms.value(i);
            if ddates.value(i) != c.period || !query.uom.admits(uom) {
                continue;
            }
            keep(&mut found, adsh, versions.value(i), uom, values.value(i), q);
        }
    }
    Ok(found)
}

/// Keeps a filing's value if it ranks above the one found before (the first of equal rank stays).
fn keep(found: &mut HashMap<String, Found>, adsh: &str, version: &str, uom: &str, value: i128, qtrs: i32) {
    // A filer's own tag of the same name has the filing as its version.
    let rank = (version != adsh, uom == "USD");
    if found.get(adsh).is_none_or(|f: &Found| rank > f.0) {
        found.insert(adsh.to_string(), (rank, value, uom.to_string(), qtrs, version.to_string()));
    }
}

/// [`numbers`] from the data set's `face` table: the same rows (consolidated, not nil, at the
/// filing's own period, `qtrs` 0, 1 or 4), in the same order within a filing, found by the
/// element's row groups and pages.
fn face_numbers(part: &Part, query: &Query, filings: &HashMap<&str, &Candidate>) -> Result<HashMap<String, Found>> {
    match face_rows(part, &query.element)? {
        Some(reader) => found_in(part, reader, query, filings, false),
        None => Ok(HashMap::default()),
    }
}

/// The rows of `face` of `element`: only its row groups and pages (by their `tag` statistics)
/// are read; `None` when no row group can hold it.
fn face_rows(part: &Part, element: &str) -> Result<Option<ParquetRecordBatchReader>> {
    let Some(tag_at) = Table::Face.index_of("tag") else { return Ok(None) };
    let key = (tag_at, Key::Tag(element.to_string()));
    rows_of(part, Table::Face, key, element, &["adsh", "version", "ddate", "qtrs", "uom", "value"])
}

/// The rows of `table` whose `tag` is `element`, on the row groups and pages (by their page
/// index) that `key` can hold, with the columns `wanted`; `None` when no row group can.
fn rows_of(
    part: &Part,
    table: Table,
    key: (usize, Key),
    element: &str,
    wanted: &[&str],
) -> Result<Option<ParquetRecordBatchReader>> {
    let options = ArrowReaderOptions::new().with_schema(with_tag_keys(table));
    let builder = part.builder(Some(options))?;
    let meta = builder.metadata().clone();
    let schema = builder.parquet_schema().clone();
    let Some(tag_at) = table.index_of("tag") else { return Ok(None) };
    let keys = [key];
    let groups = super::scan::groups(&meta, &keys);
    if groups.is_empty() {
        return Ok(None);
    }
    let selection = pages(&meta, &groups, &keys);
    let columns: Vec<usize> = wanted.iter().filter_map(|c| table.index_of(c)).collect();
    let builder = match selection {
        Some(selection) => builder.with_row_selection(selection),
        None => builder,
    };
    let reader = builder
        .with_row_groups(groups)
        .with_projection(ProjectionMask::roots(&schema, columns))
        .with_row_filter(tag_is(&schema, tag_at, element))
        .build()
        .map_err(|e| part.damaged(e))?;
    Ok(Some(reader))
}

/// A table's schema with `tag` read as dictionary keys: a filter compares each distinct tag once,
/// not every row.
fn with_tag_keys(table: Table) -> Arc<Schema> {
    let fields: Vec<Field> = table
        .schema()
        .fields()
        .iter()
        .map(|f| match f.name().as_str() {
            "tag" => {
                Field::new("tag", DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8)), false)
            }
            _ => f.as_ref().clone(),
        })
        .collect();
    Arc::new(Schema::new(fields))
}

/// A row filter keeping the rows whose `tag` (the column at `tag_at`, read as dictionary keys) is
/// `element`.
fn tag_is(schema: &SchemaDescriptor, tag_at: usize, element: &str) -> RowFilter {
    let element = element.to_string();
    let tag_mask = ProjectionMask::roots(schema, [tag_at]);
    let predicate = ArrowPredicateFn::new(tag_mask, move |batch: RecordBatch| {
        let not_tags = || arrow_schema::ArrowError::InvalidArgumentError("the tag column is not text".into());
        let tags = batch.column(0).as_dictionary_opt::<Int32Type>().ok_or_else(not_tags)?;
        let values = tags.values().as_string_opt::<i32>().ok_or_else(not_tags)?;
        let wanted: Vec<bool> = (0..values.len()).map(|i| values.value(i) == element).collect();
        let keep: BooleanArray = tags
            .keys()
            .iter()
            .map(|k| Some(k.is_some_and(|k| wanted.get(k as usize).copied().unwrap_or(false))))
            .collect();
        Ok(keep)
    });
    RowFilter::new(vec![Box::new(predicate)])
}

/// The rows of `num` of `element` on the pages of the filers `ciks` (sorted), with the columns a
/// screen reads; `None` when no row group can hold one of them.
fn element_rows(part: &Part, ciks: &[i64], element: &str) -> Result<Option<ParquetRecordBatchReader>> {
    // With the page index (written for `cik`, read with the file's metadata): only the row
    // groups, and within them the pages, whose CIK range holds a filer are read.
    let Some(cik_at) = Table::Num.index_of("cik") else { return Ok(None) };
    let wanted = ["adsh", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value"];
    rows_of(part, Table::Num, (cik_at, Key::Ciks(ciks.to_vec())), element, &wanted)
}

/// Whether no data set of the store knows `element` (its `tag` tables: every element its filings
/// use): `None` when one does, else the names nearest it, compared in any case (`revenues` finds
/// `Revenues`), for a screen that found nothing.
pub fn unknown_element(reader: &Reader, element: &str) -> Result<Option<Vec<String>>> {
    let mut names: HashSet<String> = HashSet::new();
    for (quarter, _) in reader.quarters() {
        let Some(part) = reader.part(Table::Tag, quarter) else { continue };
        let Some(tag_at) = Table::Tag.index_of("tag") else { continue };
        let builder = part.builder(None)?;
        let mask = ProjectionMask::roots(builder.parquet_schema(), [tag_at]);
        for batch in builder.with_projection(mask).build().map_err(|e| part.damaged(e))? {
            let b = batch.map_err(|e| part.damaged(e))?;
            let tags = Columns { b: &b, part }.strings("tag")?;
            if tags.iter().flatten().any(|t| t == element) {
                return Ok(None);
            }
            // Names two letters longer or shorter are never near: only the others are kept.
            names.extend(tags.iter().flatten().filter(|n| n.len().abs_diff(element.len()) <= 2).map(String::from));
        }
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Ok(Some(crate::suggest::nearest_any_case(element, &names).into_iter().map(String::from).collect()))
}

/// A batch's columns by name and type; a column missing or of another type is damage (the file's
/// schema was checked before it was read, so this is only the last guard, never a panic).
struct Columns<'a> {
    b: &'a RecordBatch,
    part: &'a Part,
}

impl<'a> Columns<'a> {
    fn get<T: arrow_array::ArrowPrimitiveType>(&self, name: &str) -> Result<&'a PrimitiveArray<T>> {
        self.b
            .column_by_name(name)
            .and_then(|a| a.as_primitive_opt::<T>())
            .ok_or_else(|| self.part.damaged(format!("its column {name} is not of its type")))
    }

    fn dates(&self, name: &str) -> Result<&'a PrimitiveArray<Date32Type>> {
        self.get::<Date32Type>(name)
    }

    fn strings(&self, name: &str) -> Result<&'a StringArray> {
        self.b
            .column_by_name(name)
            .and_then(|a| a.as_string_opt::<i32>())
            .ok_or_else(|| self.part.damaged(format!("its column {name} is not of its type")))
    }
}
