//! Several filings of one quarter read at once, for a question about many companies (`compare
//! --standard`): their rows of `sub`, `pre` and `num` in one pass per table, over the row groups
//! and pages whose CIK range holds one of their filers (the page index), a row kept when its
//! accession number is one of theirs. A filtered pass per filing reads the same rows, but
//! decompresses each column's pages (and makes its zstd contexts) again for every company: most of
//! what a comparison of hundreds of companies cost. Each filing comes out as [`filing_input`]
//! makes it from the one filing's rows, so the two roads standardize alike (a test holds them to
//! one answer for every filing of two real quarters).
//!
//! [`filing_input`]: super::inputs::filing_input

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use arrow_array::{Array, StringArray};

use super::inputs::{lines_of, numbers_input, wanted};
use super::rows::{Filing, FilingKey, Number, Presentation, filings_of, lines_in, numbers_in};
use super::scan::{Among, Filter, bools, strings};
use super::{PLAIN_NUM, Reader, Table};
use crate::error::Result;
use crate::standard::{Input, Rules};

/// The standardization's input of each filing of `keys` (all of `quarter`) that the quarter's
/// `sub` holds, by accession number, as [`super::inputs::filing_input`] makes it from
/// [`Reader::standard_rows`]. A filing left out (no row in `sub`, or its numbers not grouped as
/// finq writes them) is for the caller to read on its own. Memory holds the filings' inputs and
/// one filing's numbers at a time, never a table.
pub fn standard_inputs(
    reader: &Reader,
    quarter: &str,
    keys: &[FilingKey],
    rules: &Rules,
) -> Result<HashMap<String, Input>> {
    let among = Arc::new(Among::new(keys.iter().filter(|k| k.quarter == quarter).map(|k| (k.cik, k.adsh.as_str()))));
    if among.adsh.is_empty() {
        return Ok(HashMap::new());
    }
    let filter = |columns| Filter { among: Some(among.clone()), columns, ..Filter::default() };
    let mut found = Vec::new();
    reader.scan(Table::Sub, quarter, &filter(None), |b, rows| filings_of(quarter, b, rows, &mut found))?;
    // Of two rows of one filing the last, as `Reader::filing_at` takes it.
    let filings: HashMap<String, Filing> = found.into_iter().map(|f| (f.adsh.clone(), f)).collect();
    let wanted = wanted(rules);
    // `num` and `pre` are read side by side: a filing's facts and rounding powers come from the
    // one, its lines from the other.
    let (inputs, lines) = std::thread::scope(|scope| {
        let lines = scope.spawn(|| lines(reader, quarter, &filter(Some(PRE_READ)), &wanted));
        let inputs = numbers(reader, quarter, &filter(Some(NUM_READ)), &filings, &wanted);
        (inputs, lines.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    let (mut inputs, mut lines) = (inputs?, lines?);
    for (adsh, input) in &mut inputs {
        let mut pre = lines.remove(adsh).unwrap_or_default();
        // By report and line, as `Reader::presentation` orders them (a stable sort: the same
        // order of equal lines as the one filing's read).
        pre.sort_by_key(|p| (p.report, p.line));
        input.lines = lines_of(&pre, &wanted);
    }
    Ok(inputs)
}

/// The columns of `num` read: the standardization's, and the filing each row is of.
const NUM_READ: &[&str] = &["adsh", "tag", "version", "ddate", "qtrs", "uom", "segments", "coreg", "value"];
/// The columns of `pre` read: as [`Reader::standard_rows`], and the filing.
const PRE_READ: &[&str] = &["adsh", "report", "line", "stmt", "inpth", "tag"];

/// Each filing's input without its lines, `num` read once: a filing's numbers come one after
/// another (the store keeps them sorted by filing), so each is made into its input when the
/// next filing's begin. A filing without numbers has an input of none.
fn numbers(
    reader: &Reader,
    quarter: &str,
    filter: &Filter,
    filings: &HashMap<String, Filing>,
    wanted: &HashSet<&str>,
) -> Result<HashMap<String, Input>> {
    debug_assert!(PLAIN_NUM.iter().all(|c| NUM_READ.contains(c)));
    let mut inputs: HashMap<String, Input> = HashMap::new();
    // Filings whose numbers came apart from one another: not the order finq writes.
    let mut apart: HashSet<String> = HashSet::new();
    let mut current: Option<(String, Vec<Number>)> = None;
    let finish = |current: Option<(String, Vec<Number>)>, inputs: &mut HashMap<String, Input>| {
        if let Some((adsh, numbers)) = current
            && let Some(f) = filings.get(&adsh)
        {
            inputs.insert(adsh, numbers_input(f, &numbers, wanted));
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
            inputs.insert(adsh.clone(), numbers_input(f, &[], wanted));
        }
    }
    Ok(inputs)
}

/// Each filing's presentation lines of the elements the rules read (not parenthetical: the
/// others are never used), in the file's order.
fn lines(
    reader: &Reader,
    quarter: &str,
    filter: &Filter,
    wanted: &HashSet<&str>,
) -> Result<HashMap<String, Vec<Presentation>>> {
    let mut out: HashMap<String, Vec<Presentation>> = HashMap::new();
    reader.scan(Table::Pre, quarter, filter, |b, rows| {
        let (Some(adsh), Some(tag)) = (strings(b, "adsh"), strings(b, "tag")) else { return };
        let inpth = bools(b, "inpth");
        let used: Vec<usize> = rows
            .iter()
            .copied()
            .filter(|&i| !inpth.is_some_and(|a| a.is_valid(i) && a.value(i)) && wanted.contains(tag.value(i)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::store::read::inputs::filing_input;

    /// Every filing of the real quarters, read together, is the input the one filing's read makes;
    /// so is a few of them, read together from the pages that hold them.
    #[test]
    fn several_filings_read_at_once_are_each_as_read_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        for q in ["2009q3", "2010q1"] {
            let zip = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/fsds/{q}.zip"));
            crate::store::import_zip(&store.lock().unwrap(), &zip, None, Default::default(), &|_, _| {}).unwrap();
        }
        let reader = Reader::open(&store).unwrap();
        let rules = crate::standard::rules();
        for quarter in ["2009q3", "2010q1"] {
            let filings = reader.filings_in(quarter).unwrap();
            let alone: HashMap<String, Input> = filings
                .iter()
                .map(|f| {
                    let (numbers, pre) = reader.standard_rows(f).unwrap();
                    (f.adsh.clone(), filing_input(f, &numbers, &pre, rules))
                })
                .collect();
            let keys: Vec<FilingKey> = filings.iter().map(FilingKey::from).collect();
            let together = standard_inputs(&reader, quarter, &keys, rules).unwrap();
            assert_eq!(together.len(), filings.len(), "{quarter}");
            for (adsh, input) in &alone {
                assert_eq!(together.get(adsh), Some(input), "{quarter} {adsh}");
            }
            assert!(alone.values().any(|i| !i.facts.is_empty() && !i.lines.is_empty()), "{quarter}");
            // A few filers apart from one another, with a filing the quarter does not hold and
            // one named as of another quarter: the few, as alone.
            let few: Vec<FilingKey> = keys.iter().step_by(37).cloned().collect();
            let mut asked = few.clone();
            asked.push(FilingKey { adsh: "0000000000-00-000000".into(), ..keys[0].clone() });
            asked.push(FilingKey { quarter: "2010q2".into(), ..keys[1].clone() });
            let together = standard_inputs(&reader, quarter, &asked, rules).unwrap();
            assert_eq!(together.len(), few.len(), "{quarter}");
            for k in &few {
                assert_eq!(together.get(&k.adsh), alone.get(&k.adsh), "{quarter} {}", k.adsh);
            }
        }
    }
}
