//! The read wing: the store as one snapshot ([`Reader::open`]) — the manifest read, and every file
//! it names opened at once, so that an import committed meanwhile changes nothing this reader
//! sees (an open file outlives its name) — and, read one way for every question through each
//! file's checked [`part::Part`], a company's filings and one filing's numbers, presentation
//! lines and tags, each with predicate pushdown ([`scan`]: row groups and pages whose (cik, adsh)
//! statistics cannot hold the filing are never read, and a row filter decodes the rest of a row
//! only when it matches). [`screen`] reads one element across every filer.
//!
//! This is the API the statement, compare and screen commands build on. Only quarters the
//! manifest names are read, at the generation it names, so a reader never sees half an import.

pub mod part;
mod rows;
mod scan;
pub mod screen;
pub mod several;
pub mod std_table;
mod whole;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use arrow_array::{Array, RecordBatch};

use super::error::{Doing, Error, Result};
use super::layout::{Store, real_folder};
use super::manifest::{Manifest, QuarterEntry};
use super::schema::Table;
use crate::model::datasets::{NumRow, PreRow, SubRow, TagRow};
use part::Part;
pub use rows::FilingKey;
use rows::{filings_of, keys_of, lines_in, numbers_in, sort_keys};
use scan::{Filter, bools, dates, flag, int64s, owned, strings};

/// An open store: its manifest, read once, and every file it names, opened, each file's Parquet
/// metadata (with its page index) read and checked once however many questions read the file
/// (`compare` reads one quarter's `num` for every company).
pub struct Reader {
    manifest: Manifest,
    parts: HashMap<(Table, String), Arc<Part>>,
    /// The quarters whose `std` the manifest names and is gone: read without it (`bulk verify`
    /// says so).
    std_gone: Vec<String>,
    /// The quarters whose `face` the manifest names and is gone: screened from `num` instead.
    face_gone: Vec<String>,
}

/// How many times [`Reader::open`] reads the manifest again when an import commits while it
/// opens the files (each commit takes a few milliseconds).
const OPEN_TRIES: usize = 20;

impl Reader {
    /// Opens a snapshot of the store: its manifest, and every file it names. A file not where the
    /// manifest said because an import committed meanwhile: the manifest is read again and the
    /// files opened again; a file missing otherwise is damage, named with the repair.
    pub fn open(store: &Store) -> Result<Reader> {
        let mut manifest = store.manifest()?;
        // Four files a quarter held open: seventy quarters are more than some systems' soft limit.
        if manifest.quarters.len() > 32 {
            crate::files::raise_file_limit();
        }
        for _ in 0..OPEN_TRIES {
            match open_parts(store, &manifest) {
                Ok(parts) => {
                    // A quarter whose `std` or `face` is gone is read as one without it.
                    let mut manifest = manifest;
                    let (mut std_gone, mut face_gone) = (Vec::new(), Vec::new());
                    for (q, e) in manifest.quarters.iter_mut() {
                        if !parts.contains_key(&(Table::Std, q.clone())) {
                            if e.tables().any(|t| t == Table::Std) {
                                std_gone.push(q.clone());
                            }
                            e.standard = None;
                        }
                        if !parts.contains_key(&(Table::Face, q.clone())) && e.tables().any(|t| t == Table::Face) {
                            face_gone.push(q.clone());
                        }
                    }
                    return Ok(Reader { manifest, parts, std_gone, face_gone });
                }
                Err(missing) => {
                    let now = store.manifest()?;
                    if now == manifest {
                        return Err(missing);
                    }
                    manifest = now;
                }
            }
        }
        Err(Error::Changing { root: store.root().to_path_buf() })
    }

    /// A reader of one quarter an import has staged and not yet committed, as `entry` describes
    /// it: the import makes the quarter's `std` from it.
    pub(crate) fn staged(store: &Store, quarter: &str, entry: &QuarterEntry) -> Result<Reader> {
        let mut manifest = Manifest::default();
        manifest.quarters.insert(quarter.to_string(), entry.clone());
        let parts = open_parts(store, &manifest)?;
        Ok(Reader { manifest, parts, std_gone: Vec::new(), face_gone: Vec::new() })
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The quarters whose standardized values' file (`std`) the manifest names but is gone: each
    /// is read as a quarter without it (its standardized values computed when asked).
    pub fn std_gone(&self) -> &[String] {
        &self.std_gone
    }

    /// The quarters whose screens' table (`face`) the manifest names but is gone: each is screened
    /// from `num`, as a quarter an older finq imported.
    pub fn face_gone(&self) -> &[String] {
        &self.face_gone
    }

    /// The quarters held, oldest first.
    pub fn quarters(&self) -> impl Iterator<Item = (&str, &QuarterEntry)> {
        self.manifest.quarters.iter().map(|(q, e)| (q.as_str(), e))
    }

    /// A table's file of a quarter, opened (a screen reads it across filers).
    pub fn part(&self, table: Table, quarter: &str) -> Option<&Arc<Part>> {
        self.parts.get(&(table, quarter.to_string()))
    }

    /// The path of a table's file of a quarter.
    pub fn file(&self, table: Table, quarter: &str) -> Option<PathBuf> {
        self.part(table, quarter).map(|p| p.path().to_path_buf())
    }

    /// Every filing of a company in the store, oldest filed first.
    #[cfg(test)] // the store's own tests and those of the statements read from it
    pub fn filings(&self, cik: i64) -> Result<Vec<SubRow>> {
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { cik: Some(cik), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| filings_of(quarter, b, rows, &mut out))?;
        }
        out.sort_by(|a, b| (&a.filed, &a.accepted, &a.adsh).cmp(&(&b.filed, &b.accepted, &b.adsh)));
        Ok(out)
    }

    /// The keys of a company's filings, oldest filed first: the columns of `sub` a choice of
    /// filing needs (a fifth of the row), for [`Self::filing_at`] to read the one chosen.
    pub fn filing_keys(&self, cik: i64) -> Result<Vec<FilingKey>> {
        let mut out = self.keys(cik)?;
        sort_keys(&mut out);
        Ok(out)
    }

    /// The keys of every filing of every quarter: one pass over those columns of `sub`, held
    /// as read (a few dozen bytes a filing), for a question about many companies at once.
    pub fn all_keys(&self) -> Result<Keys> {
        let mut quarters = Vec::new();
        for (quarter, _) in self.quarters() {
            let mut batches = Vec::new();
            let filter = Filter { columns: Some(KEY_COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, _| {
                let sorted = int64s(b, "cik").is_some_and(|c| c.values().is_sorted());
                batches.push((b.clone(), sorted));
            })?;
            quarters.push((quarter.to_string(), batches));
        }
        Ok(Keys { quarters })
    }

    fn keys(&self, cik: i64) -> Result<Vec<FilingKey>> {
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            let filter = Filter { cik: Some(cik), columns: Some(KEY_COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| keys_of(quarter, b, rows, &mut out))?;
        }
        Ok(out)
    }

    /// Every filing of every quarter, in the store's order (by quarter, then cik and adsh): one
    /// pass over `sub`, for a question about many companies at once.
    #[cfg(test)] // the store's own tests and those of the statements read from it
    pub fn all_filings(&self) -> Result<Vec<SubRow>> {
        let mut out = Vec::new();
        for (quarter, _) in self.quarters() {
            self.scan(Table::Sub, quarter, &Filter::default(), |b, rows| filings_of(quarter, b, rows, &mut out))?;
        }
        Ok(out)
    }

    /// One filing by accession number (`0000320193-25-000057`), from any quarter.
    #[cfg(test)] // the store's own tests and those of the statements read from it
    pub fn filing(&self, adsh: &str) -> Result<Option<SubRow>> {
        for (quarter, _) in self.quarters() {
            if let Some(found) = self.filing_in(quarter, adsh)? {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    /// One filing of a quarter by accession number.
    #[cfg(test)] // the store's own tests and those of the statements read from it
    pub fn filing_in(&self, quarter: &str, adsh: &str) -> Result<Option<SubRow>> {
        let mut found = Vec::new();
        let filter = Filter { adsh: Some(adsh.to_string()), ..Filter::default() };
        self.scan(Table::Sub, quarter, &filter, |b, rows| filings_of(quarter, b, rows, &mut found))?;
        Ok(found.pop())
    }

    /// The whole row of the filing `key` names (its CIK finds its page of `sub`, which is
    /// sorted by CIK; the accession number alone would not).
    pub fn filing_at(&self, key: &FilingKey) -> Result<Option<SubRow>> {
        let mut found = Vec::new();
        let filter = Filter { cik: Some(key.cik), adsh: Some(key.adsh.clone()), ..Filter::default() };
        self.scan(Table::Sub, &key.quarter, &filter, |b, rows| filings_of(&key.quarter, b, rows, &mut found))?;
        Ok(found.pop())
    }

    /// The companies whose name contains `words` (any case), as (cik, latest name), by CIK.
    #[cfg(test)] // the store's own tests and those of the statements read from it
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

    /// Calls `each(cik, filed, name, former)` for every filing of every quarter, oldest quarter
    /// first (only those columns of `sub` are read): the names filers filed under, and the most
    /// recent former name each filing gives (`former`), for a search by name. `filed` as in
    /// [`Self::filers`].
    pub fn names(&self, mut each: impl FnMut(i64, i32, &str, Option<&str>)) -> Result<()> {
        const COLUMNS: &[&str] = &["cik", "filed", "name", "former"];
        for (quarter, _) in self.quarters() {
            let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
            self.scan(Table::Sub, quarter, &filter, |b, rows| {
                let (ciks, filed) = (int64s(b, "cik"), dates(b, "filed"));
                let (names, former) = (strings(b, "name"), strings(b, "former"));
                for &i in rows {
                    let name = names.filter(|a| a.is_valid(i)).map_or("", |a| a.value(i));
                    let former = former.filter(|a| a.is_valid(i)).map(|a| a.value(i)).filter(|f| !f.is_empty());
                    each(ciks.map_or(0, |c| c.value(i)), filed.map_or(0, |d| d.value(i)), name, former);
                }
            })?;
        }
        Ok(())
    }

    /// Calls `each(cik, filed, instance)` for every filing of every quarter, oldest quarter
    /// first (only those columns of `sub` are read, nothing is copied): the store's own look-ups
    /// of tickers. `filed` is the day, as days since 1970-01-01 (`crate::model::date::date` writes it);
    /// `instance` the XBRL instance's file name (`aapl-20090627.xml`).
    pub fn filers(&self, mut each: impl FnMut(i64, i32, &str)) -> Result<()> {
        for (quarter, _) in self.quarters() {
            self.filers_in(quarter, &mut each)?;
        }
        Ok(())
    }

    /// [`Self::filers`] of one quarter, in the store's order (by CIK, then accession number).
    pub fn filers_in(&self, quarter: &str, mut each: impl FnMut(i64, i32, &str)) -> Result<()> {
        const COLUMNS: &[&str] = &["cik", "filed", "instance"];
        let filter = Filter { columns: Some(COLUMNS), ..Filter::default() };
        self.scan(Table::Sub, quarter, &filter, |b, rows| {
            let (ciks, filed, instance) = (int64s(b, "cik"), dates(b, "filed"), strings(b, "instance"));
            for &i in rows {
                let name = instance.filter(|a| a.is_valid(i)).map_or("", |a| a.value(i));
                each(ciks.map_or(0, |c| c.value(i)), filed.map_or(0, |d| d.value(i)), name);
            }
        })
    }

    /// The numbers of one filing, in the SEC's order.
    pub fn numbers(&self, filing: &SubRow) -> Result<Vec<NumRow>> {
        self.numbers_of(filing, &of(filing))
    }

    /// A filing's numbers and presentation lines as the standardization reads them: only the
    /// columns it needs (no footnotes, no labels: every column read costs its pages'
    /// decompression, and `pre`'s labels are most of a filing's bytes). The columns left out
    /// are empty.
    pub fn standard_rows(&self, filing: &SubRow) -> Result<(Vec<NumRow>, Vec<PreRow>)> {
        const PRE: &[&str] = &["report", "line", "stmt", "inpth", "tag", "negating"];
        let numbers = self.numbers_of(filing, &Filter { columns: Some(PLAIN_NUM), ..of(filing) })?;
        let pre = self.presentation_of(filing, &Filter { columns: Some(PRE), ..of(filing) })?;
        Ok((numbers, pre))
    }

    /// A filing's numbers without their footnotes (for the facts quarters are derived from).
    pub fn plain_numbers(&self, filing: &SubRow) -> Result<Vec<NumRow>> {
        self.numbers_of(filing, &Filter { columns: Some(PLAIN_NUM), ..of(filing) })
    }

    /// [`Self::plain_numbers`] of the filing `key` names, without its `sub` row.
    pub fn plain_numbers_at(&self, key: &FilingKey) -> Result<Vec<NumRow>> {
        let filter =
            Filter { cik: Some(key.cik), adsh: Some(key.adsh.clone()), columns: Some(PLAIN_NUM), ..Filter::default() };
        self.numbers_in(&key.quarter, &filter)
    }

    fn numbers_of(&self, filing: &SubRow, filter: &Filter) -> Result<Vec<NumRow>> {
        self.numbers_in(&filing.quarter, filter)
    }

    fn numbers_in(&self, quarter: &str, filter: &Filter) -> Result<Vec<NumRow>> {
        let mut out = Vec::new();
        self.scan(Table::Num, quarter, filter, |b, rows| numbers_in(b, rows, &mut out))?;
        Ok(out)
    }

    /// The presentation lines of one filing, by report and line.
    pub fn presentation(&self, filing: &SubRow) -> Result<Vec<PreRow>> {
        self.presentation_of(filing, &of(filing))
    }

    fn presentation_of(&self, filing: &SubRow, filter: &Filter) -> Result<Vec<PreRow>> {
        let mut out = Vec::new();
        self.scan(Table::Pre, &filing.quarter, filter, |b, rows| lines_in(b, rows, &mut out))?;
        out.sort_by_key(|p| (p.report, p.line));
        Ok(out)
    }

    /// The definitions of the tags a filing uses (those of its quarter's `tag` table).
    pub fn tags(&self, filing: &SubRow, wanted: &std::collections::HashSet<(String, String)>) -> Result<Vec<TagRow>> {
        let mut out = Vec::new();
        self.scan(Table::Tag, &filing.quarter, &Filter::default(), |b, rows| {
            let (tag, version) = (strings(b, "tag"), strings(b, "version"));
            let (datatype, iord, crdr) = (strings(b, "datatype"), strings(b, "iord"), strings(b, "crdr"));
            let (tlabel, doc) = (strings(b, "tlabel"), strings(b, "doc"));
            let (custom, r#abstract) = (bools(b, "custom"), bools(b, "abstract"));
            for &i in rows {
                let key = (owned(tag, i).unwrap_or_default(), owned(version, i).unwrap_or_default());
                if wanted.contains(&key) {
                    out.push(TagRow {
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
    /// through ([`scan`](super::scan)).
    fn scan(
        &self,
        table: Table,
        quarter: &str,
        filter: &Filter,
        rows: impl FnMut(&RecordBatch, &[usize]),
    ) -> Result<()> {
        let Some(part) = self.part(table, quarter) else { return Ok(()) };
        scan::scan(part, filter, rows)
    }
}

/// Opens every file `manifest` names; `Err` names the first one missing (or not the store's).
fn open_parts(store: &Store, manifest: &Manifest) -> Result<HashMap<(Table, String), Arc<Part>>> {
    let mut parts = HashMap::new();
    for (quarter, entry) in &manifest.quarters {
        // Its staging folder is there only while a commit moves its files (or was killed
        // while it did): looked at once a quarter, the files in it looked for first.
        let staged = real_folder(&store.staged(quarter, &entry.generation)).map_err(|e| store.not_its_own(e))?;
        for table in entry.tables() {
            // `std` and `face` are made from the others: where one is gone (an older finq's
            // writer, recovering an interrupted commit, removed it from the staging folder), the
            // quarter reads as one without it, its standardized values made when asked, its
            // screens read from `num`.
            let part = match find_part(store, table, quarter, entry, staged)? {
                Some(part) => part,
                None if matches!(table, Table::Std | Table::Face) => continue,
                None => return Err(missing(store, table, quarter, entry)),
            };
            parts.insert((table, quarter.clone()), Arc::new(part));
        }
    }
    Ok(parts)
}

/// Opens a table's file of a quarter where it is ([`Store::places`]): a regular file, not a link
/// (what a link or a folder that is one would reach is read only through the checks of its bytes).
fn find_part(store: &Store, table: Table, quarter: &str, entry: &QuarterEntry, staged: bool) -> Result<Option<Part>> {
    let (rows, bytes, tail) = (entry.rows.get(table), entry.bytes.get(table), entry.tails.map(|t| t.get(table)));
    let [in_staging, in_partition] = store.places(table, quarter, &entry.generation);
    let places = if staged { vec![in_staging, in_partition] } else { vec![in_partition] };
    for path in places {
        match Part::open(table, quarter, path.clone(), bytes, rows, tail) {
            Ok(part) => return Ok(Some(part)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData || e.raw_os_error() == Some(libc::ELOOP) => {
                return Err(Error::NotAFile { path, quarter: quarter.to_string() });
            }
            Err(e) => return Err(Error::io(Doing::Read, path, e)),
        }
    }
    Ok(None)
}

/// A table's file the manifest names and that is nowhere: damage, named with the repair.
fn missing(store: &Store, table: Table, quarter: &str, entry: &QuarterEntry) -> Error {
    let path = store.partition(table, quarter).join(super::layout::part_name(&entry.generation));
    Error::Missing { quarter: quarter.to_string(), table, path }
}

fn of(filing: &SubRow) -> Filter {
    Filter { cik: Some(filing.cik), adsh: Some(filing.adsh.clone()), ..Filter::default() }
}

/// The columns of `num` the standardization and the quarters read (no footnote).
const PLAIN_NUM: &[&str] = &["tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value"];

/// The columns of `sub` a [`FilingKey`] is read from.
const KEY_COLUMNS: &[&str] = &["adsh", "cik", "form", "period", "filed", "accepted"];

/// Every filing's keys ([`Reader::all_keys`]): each quarter's key columns of `sub`.
pub struct Keys {
    /// Each quarter's batches, each with whether its CIKs are in order.
    quarters: Vec<(String, Vec<(RecordBatch, bool)>)>,
}

impl Keys {
    /// A company's filings' keys, oldest filed first (as [`Reader::filing_keys`]).
    pub fn of(&self, cik: i64) -> Vec<FilingKey> {
        let mut out = Vec::new();
        for (quarter, batches) in &self.quarters {
            for (b, sorted) in batches {
                let Some(ciks) = int64s(b, "cik") else { continue };
                let values = ciks.values();
                // sub is sorted by CIK (the writer declares it): a company's rows are found by
                // halving; a file that is not sorted is searched row by row.
                let rows: Vec<usize> = if *sorted {
                    (values.partition_point(|&c| c < cik)..values.partition_point(|&c| c <= cik)).collect()
                } else {
                    (0..values.len()).filter(|&i| values[i] == cik).collect()
                };
                keys_of(quarter, b, &rows, &mut out);
            }
        }
        sort_keys(&mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_company_and_one_filing_from_the_real_quarter() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        crate::store::fixture::import(&store, &crate::store::fixture::zip("2009q3"));
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
        let all = reader.all_keys().unwrap();
        assert_eq!(all.of(320_193), [FilingKey::from(f)]);
        assert_eq!(all.of(1), []);
        // Halving a sorted quarter and searching one row by row find the same filings.
        assert!(all.quarters.iter().all(|(_, b)| b.iter().all(|(_, sorted)| *sorted)));
        let unsorted = Keys {
            quarters: all
                .quarters
                .iter()
                .map(|(q, b)| (q.clone(), b.iter().map(|(b, _)| (b.clone(), false)).collect()))
                .collect(),
        };
        for cik in [320_193, 1_288_776, 51_143, 1] {
            assert_eq!(all.of(cik), unsorted.of(cik), "{cik}");
        }
        let mut filers = Vec::new();
        reader
            .filers(|cik, filed, instance| {
                filers.push((cik, crate::model::date::date(i64::from(filed)), instance.to_string()))
            })
            .unwrap();
        assert_eq!(filers.len(), 435, "every row of sub.txt");
        let apple = filers.iter().find(|f| f.0 == 320_193).unwrap();
        assert_eq!((apple.1.as_str(), apple.2.as_str()), ("2009-07-22", "aapl-20090627.xml"));
        let keys = reader.filing_keys(320_193).unwrap();
        assert_eq!(keys, [FilingKey::from(f)]);
        assert_eq!(reader.filing_in("2009q3", &f.adsh).unwrap().as_ref(), Some(f));
        assert_eq!(reader.filing_in("2009q2", &f.adsh).unwrap(), None);
        assert_eq!(reader.filing_at(&keys[0]).unwrap().as_ref(), Some(f));
        assert_eq!(reader.filing_at(&FilingKey { cik: 1, ..keys[0].clone() }).unwrap(), None);

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
