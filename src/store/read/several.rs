//! Several filings of one quarter read at once, for a question about many companies (`compare`):
//! their rows of `sub`, `pre` and `num` in one pass per table, over the row groups and pages whose
//! CIK range holds one of their filers (the page index), a row kept when its accession number is
//! one of theirs. A filtered pass per filing reads the same rows, but decompresses each column's
//! pages (and makes its zstd contexts) again for every company: most of what a comparison of
//! hundreds of companies cost. Each filing's rows come out as the one filing's read reads them
//! ([`Reader::standard_rows`] for the standardization, [`Reader::numbers`] and
//! [`Reader::presentation`] for a statement as filed), so the two roads read alike (tests of the
//! bulk source hold them to one answer for every filing of two real quarters).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use arrow_array::{Array, StringArray};

use super::super::error::Result;
use super::rows::{FilingKey, filings_of, lines_in, numbers_in};
use super::scan::{Among, Filter, bools, strings};
use super::{PLAIN_NUM, Reader, Table};
use crate::model::datasets::{NumRow, PreRow, SubRow};

/// Which of a filing's columns are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Columns {
    /// What the standardization reads ([`Reader::standard_rows`]); parenthetical lines are
    /// never kept.
    Standard,
    /// Every column, every line (a statement as filed: [`Reader::numbers`],
    /// [`Reader::presentation`]).
    Whole,
}

/// What is made of each filing's rows as they are read ([`several`]): the columns read, which
/// presentation lines are kept (by tag and statement), and what a filing's numbers are made into (one filing's
/// numbers are held at a time, never a table's).
pub struct Keep<'a, T> {
    pub columns: Columns,
    pub line: &'a (dyn Fn(&str, &str) -> bool + Sync),
    pub numbers: &'a dyn Fn(&SubRow, Vec<NumRow>) -> T,
}

/// Each filing of `keys` (all of `quarter`) that the quarter's `sub` holds, by accession number:
/// what `keep` made of its numbers, and its presentation lines `keep` keeps, by report and line.
/// A filing left out (no row in `sub`, or its numbers not grouped as finq writes them) is for the
/// caller to read on its own.
pub fn several<T>(
    reader: &Reader,
    quarter: &str,
    keys: &[FilingKey],
    keep: &Keep<'_, T>,
) -> Result<HashMap<String, (T, Vec<PreRow>)>> {
    let among = Arc::new(Among::new(keys.iter().filter(|k| k.quarter == quarter).map(|k| (k.cik, k.adsh.as_str()))));
    if among.adsh.is_empty() {
        return Ok(HashMap::new());
    }
    let filter = |columns| Filter { among: Some(among.clone()), columns, ..Filter::default() };
    let mut found = Vec::new();
    reader.scan(Table::Sub, quarter, &filter(None), |b, rows| filings_of(quarter, b, rows, &mut found))?;
    // Of two rows of one filing the last, as `Reader::filing_at` takes it.
    let filings: HashMap<String, SubRow> = found.into_iter().map(|f| (f.adsh.clone(), f)).collect();
    // `num` and `pre` are read side by side: a filing's facts and rounding powers come from the
    // one, its lines from the other.
    let (num_read, pre_read) = match keep.columns {
        Columns::Standard => (Some(NUM_READ), Some(PRE_READ)),
        Columns::Whole => (None, None),
    };
    let parenthetical = keep.columns == Columns::Whole;
    let (made, lines) = std::thread::scope(|scope| {
        let lines = scope.spawn(|| lines(reader, quarter, &filter(pre_read), keep.line, parenthetical));
        let made = numbers(reader, quarter, &filter(num_read), &filings, keep.numbers);
        (made, lines.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    let (made, mut lines) = (made?, lines?);
    Ok(made
        .into_iter()
        .map(|(adsh, made)| {
            let mut pre = lines.remove(&adsh).unwrap_or_default();
            // By report and line, as `Reader::presentation` orders them (a stable sort: the same
            // order of equal lines as the one filing's read).
            pre.sort_by_key(|p| (p.report, p.line));
            (adsh, (made, pre))
        })
        .collect())
}

/// The columns of `num` read: the standardization's, and the filing each row is of.
const NUM_READ: &[&str] = &["adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value"];
/// The columns of `pre` read: as [`Reader::standard_rows`], and the filing.
const PRE_READ: &[&str] = &["adsh", "report", "line", "stmt", "inpth", "tag", "negating"];

/// What `make` makes of each filing's numbers, `num` read once: a filing's numbers come one after
/// another (the store keeps them sorted by filing), so each is made when the next filing's begin.
/// A filing without numbers has what `make` makes of none.
fn numbers<T>(
    reader: &Reader,
    quarter: &str,
    filter: &Filter,
    filings: &HashMap<String, SubRow>,
    make: &dyn Fn(&SubRow, Vec<NumRow>) -> T,
) -> Result<HashMap<String, T>> {
    debug_assert!(PLAIN_NUM.iter().all(|c| NUM_READ.contains(c)));
    let mut inputs: HashMap<String, T> = HashMap::new();
    // Filings whose numbers came apart from one another: not the order finq writes.
    let mut apart: HashSet<String> = HashSet::new();
    let mut current: Option<(String, Vec<NumRow>)> = None;
    let finish = |current: Option<(String, Vec<NumRow>)>, inputs: &mut HashMap<String, T>| {
        if let Some((adsh, numbers)) = current
            && let Some(f) = filings.get(&adsh)
        {
            inputs.insert(adsh, make(f, numbers));
        }
    };
    reader.scan(Table::Num, quarter, filter, |b, rows| {
        let Some(adsh) = strings(b, "adsh") else { return };
        for run in runs(adsh, rows) {
            let this = adsh.value(run[0]);
            if current.as_ref().is_none_or(|(a, _)| a != this) {
                finish(current.take(), &mut inputs);
                if inputs.contains_key(this) || apart.contains(this) {
                    apart.insert(this.to_string());
                    continue;
                }
                current = Some((this.to_string(), Vec::new()));
            }
            if let Some((_, numbers)) = current.as_mut() {
                numbers_in(b, run, numbers);
            }
        }
    })?;
    finish(current, &mut inputs);
    for adsh in &apart {
        inputs.remove(adsh);
    }
    for (adsh, f) in filings {
        if !apart.contains(adsh) && !inputs.contains_key(adsh) {
            inputs.insert(adsh.clone(), make(f, Vec::new()));
        }
    }
    Ok(inputs)
}

/// Each filing's presentation lines whose tag `keep` keeps (parenthetical ones only if
/// `parenthetical`), in the file's order.
fn lines(
    reader: &Reader,
    quarter: &str,
    filter: &Filter,
    keep: &(dyn Fn(&str, &str) -> bool + Sync),
    parenthetical: bool,
) -> Result<HashMap<String, Vec<PreRow>>> {
    let mut out: HashMap<String, Vec<PreRow>> = HashMap::new();
    reader.scan(Table::Pre, quarter, filter, |b, rows| {
        let (Some(adsh), Some(tag)) = (strings(b, "adsh"), strings(b, "tag")) else { return };
        let (inpth, stmt) = (bools(b, "inpth"), strings(b, "stmt"));
        let stmt = |i: usize| stmt.filter(|s| s.is_valid(i)).map_or("", |s| s.value(i));
        let used: Vec<usize> = rows
            .iter()
            .copied()
            .filter(|&i| {
                (parenthetical || !inpth.is_some_and(|a| a.is_valid(i) && a.value(i))) && keep(tag.value(i), stmt(i))
            })
            .collect();
        for run in runs(adsh, &used) {
            lines_in(b, run, out.entry(adsh.value(run[0]).to_string()).or_default());
        }
    })?;
    Ok(out)
}

/// `rows` cut into runs of one accession number each.
fn runs<'r>(adsh: &StringArray, rows: &'r [usize]) -> impl Iterator<Item = &'r [usize]> {
    rows.chunk_by(move |&a, &b| adsh.value(a) == adsh.value(b))
}
