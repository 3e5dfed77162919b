//! A filing of the bulk store as a standardized statement (`--standard`): its inputs made of the
//! rows the store reads ([`crate::standard::input`]; [`standard_inputs`] for many filings at
//! once), standardized, and shown as the concepts of one statement with their sources
//! ([`crate::standard::shown`], shared with EDGAR's path).

use std::collections::HashMap;

use crate::error::Result;
use crate::model::{Shape, Statement, StatementKind};
use crate::standard::input::{lines_of, numbers_input, placed, wanted};
use crate::standard::shown::{self as shown, Read};
use crate::standard::{Input, Rules};
use crate::store::read::several::{Columns, Keep, several};
use crate::store::{FilingKey, Reader};

/// The standardized statement `kind` of a filing of `quarter`, from its input (`--standard`).
pub fn statement(
    input: Input,
    quarter: &str,
    kind: StatementKind,
    ticker: &str,
    filing_count: Option<u64>,
) -> Result<Statement> {
    let s = shown::standardize(&input)?;
    let from = format!("the SEC's financial statement data sets, {quarter}");
    shown::statement(kind, input.subject, s, ticker, filing_count, Read { shape: Shape::Standard, from: &from })
}

/// The standardization's input of each filing of `keys` (all of `quarter`) that the quarter's
/// `sub` holds, by accession number, read at once ([`several`]) and made as
/// [`crate::standard::input::filing_input`] makes it from [`Reader::standard_rows`]. A filing left
/// out is for the caller to read on its own. Memory holds the filings' inputs and one filing's
/// numbers at a time, never a table.
pub fn standard_inputs(
    reader: &Reader,
    quarter: &str,
    keys: &[FilingKey],
    rules: &Rules,
) -> Result<HashMap<String, Input>> {
    let wanted = wanted(rules);
    let keep = Keep {
        columns: Columns::Standard,
        line: &|tag: &str, stmt: &str| wanted.contains(tag) || placed(rules, stmt),
        numbers: &|f, numbers| numbers_input(f, &numbers, &wanted),
    };
    let read = several(reader, quarter, keys, &keep)?;
    Ok(read
        .into_iter()
        .map(|(adsh, (mut input, pre))| {
            input.lines = lines_of(&pre, &wanted, rules);
            (adsh, input)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standard::input::filing_input;
    use crate::store::Store;

    /// Every filing of the real quarters, read together, is the input the one filing's read makes;
    /// so is a few of them, read together from the pages that hold them.
    #[test]
    fn several_filings_read_at_once_are_each_as_read_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        for q in ["2009q3", "2010q1"] {
            crate::store::fixture::import(&store, &crate::store::fixture::zip(q));
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
            // The quarter standardized as it streams by (its lines in place cut filing by filing)
            // answers as each filing read alone does, the values read in place among them.
            let mut streamed = 0;
            let mut summed = 0;
            crate::standard::quarter::standardize_quarter(&reader.quarter(quarter), rules, None, |input, s| {
                let one = crate::standard::standardize(rules, &alone[&input.subject.adsh]).unwrap();
                assert_eq!(s, one, "{quarter} {}", input.subject.adsh);
                streamed += 1;
                summed += s
                    .values
                    .iter()
                    .flatten()
                    .filter(|v| matches!(v.origin, crate::standard::Origin::Summed { .. }))
                    .count();
            })
            .unwrap();
            assert!(streamed > 400, "{quarter}: {streamed}");
            // Boston Properties LP's temporary equity, and Simon's (its limited partners' interest
            // and its convertible preferred, above the parent's equity's parts that fall short).
            assert_eq!(summed, 2, "{quarter}: Boston Properties LP's and Simon's temporary equity");
        }
    }
}
