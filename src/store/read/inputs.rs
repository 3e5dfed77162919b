//! The store's filings as the standardization ([`crate::standard`]) reads them: a whole quarter
//! read in one pass per table (every filing's consolidated numbers of the elements the rules read
//! for the periods ending on its balance-sheet date, its presentation lines of them, and the
//! rounding powers of all its amounts), or one filing from what a statement read of it.

use std::collections::{HashMap, HashSet};

use super::Reader;
use super::rows::{Filing, Number, Presentation};
use super::whole::{LineRow, NumberRow};
use crate::error::Result;
use crate::standard::{self, Fact, Input, Line, Powers, Rules, Standardized, Subject, annual};

/// The subject of a filing of the store.
pub fn subject(f: &Filing) -> Subject {
    Subject {
        adsh: f.adsh.clone(),
        cik: f.cik,
        name: f.name.clone(),
        sic: f.sic,
        form: f.form.clone(),
        period: f.period.clone(),
        fy: f.fy,
        fp: f.fp.clone(),
        filed: f.filed.clone(),
    }
}

/// Whether a number of an element the rules read counts: one of the us-gaap taxonomy, or the
/// filer's own element named exactly as a us-gaap one (its version is the filing's accession
/// number). Filers on the 2008 taxonomy declared the 2009 noncontrolling-interest elements
/// (`ProfitLoss`, `NetIncomeLossAttributableToNoncontrollingInterest`) themselves: the same
/// concept by the same name. Other taxonomies' elements of the same name are not read.
fn standard(version: &str, adsh: &str) -> bool {
    version.starts_with("us-gaap/") || version == adsh
}

/// What the rules read: the set of their elements.
fn wanted(rules: &Rules) -> HashSet<&str> {
    rules.elements().collect()
}

/// Every 10-K and 10-Q filing (and their kin) of a quarter, as the standardization reads it (the
/// facts of the periods ending on its balance-sheet date), in the store's order.
pub fn quarter_inputs(reader: &Reader, quarter: &str, rules: &Rules) -> Result<Vec<Input>> {
    quarter_inputs_of(reader, quarter, rules, None)
}

/// [`quarter_inputs`] of the filings named in `only` (all when `None`).
pub fn quarter_inputs_of(
    reader: &Reader,
    quarter: &str,
    rules: &Rules,
    only: Option<&HashSet<String>>,
) -> Result<Vec<Input>> {
    let wanted = wanted(rules);
    let mut inputs: Vec<Input> = Vec::new();
    let mut powers: Vec<Powers> = Vec::new();
    // Each filing's balance-sheet date, as days: the standardization reads the periods ending on
    // it only, so the comparatives are not kept.
    let mut dates: Vec<Option<i64>> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for f in reader.filings_in(quarter)? {
        if annual(&f.form).is_none() || only.is_some_and(|o| !o.contains(&f.adsh)) {
            continue;
        }
        at.insert(f.adsh.clone(), inputs.len());
        dates.push(crate::dates::days(&f.period));
        inputs.push(Input { subject: subject(&f), ..Input::default() });
        powers.push(Powers::default());
    }
    // A filing's rows come one after another: its index is looked up once per filing.
    let mut last: (String, Option<usize>) = (String::new(), None);
    let mut find = |adsh: &str| {
        if last.0 != adsh {
            last = (adsh.to_string(), at.get(adsh).copied());
        }
        last.1
    };
    reader.each_number(quarter, |n: NumberRow<'_>| {
        let (Some(i), Some(value)) = (find(n.adsh), n.value) else { return };
        powers[i].add(n.tag, n.uom, value);
        if n.consolidated
            && dates[i] == Some(i64::from(n.ddate))
            && wanted.contains(n.tag)
            && standard(n.version, n.adsh)
        {
            inputs[i].facts.push(Fact {
                tag: n.tag.to_string(),
                version: n.version.to_string(),
                ddate: crate::dates::date(i64::from(n.ddate)),
                qtrs: n.qtrs,
                uom: n.uom.to_string(),
                value,
            });
        }
    })?;
    let mut last: (String, Option<usize>) = (String::new(), None);
    reader.each_line(quarter, |l: LineRow<'_>| {
        if l.inpth || !wanted.contains(l.tag) {
            return;
        }
        if last.0 != l.adsh {
            last = (l.adsh.to_string(), at.get(l.adsh).copied());
        }
        if let Some(i) = last.1 {
            inputs[i].lines.push(Line {
                stmt: l.stmt.to_string(),
                tag: l.tag.to_string(),
                report: l.report,
                line: l.line,
            });
        }
    })?;
    for (input, p) in inputs.iter_mut().zip(powers) {
        input.powers = p.into_vec();
    }
    Ok(inputs)
}

/// One filing as the standardization reads it, from what a statement read of it: the same facts
/// as [`quarter_inputs`] keeps of it (a test holds the two to one answer).
pub fn filing_input(filing: &Filing, numbers: &[Number], pre: &[Presentation], rules: &Rules) -> Input {
    let wanted = wanted(rules);
    let mut powers = Powers::default();
    let mut facts = Vec::new();
    for n in numbers {
        let Some(value) = n.value else { continue };
        powers.add(&n.tag, &n.uom, value);
        let consolidated =
            n.segments.as_deref().is_none_or(str::is_empty) && n.coreg.as_deref().is_none_or(str::is_empty);
        if consolidated
            && n.ddate == filing.period
            && wanted.contains(n.tag.as_str())
            && standard(&n.version, &filing.adsh)
        {
            facts.push(Fact {
                tag: n.tag.clone(),
                version: n.version.clone(),
                ddate: n.ddate.clone(),
                qtrs: n.qtrs,
                uom: n.uom.clone(),
                value,
            });
        }
    }
    let lines = pre
        .iter()
        .filter(|p| !p.inpth && wanted.contains(p.tag.as_str()))
        .map(|p| Line { stmt: p.stmt.clone(), tag: p.tag.clone(), report: p.report, line: p.line })
        .collect();
    Input { subject: subject(filing), facts, lines, powers: powers.into_vec() }
}

/// How many filings are standardized side by side at once: their results are handed over and
/// dropped before the next are made.
const CHUNK: usize = 2048;

/// Standardizes `inputs` on a few threads, a chunk at a time, and hands each filing's result to
/// `each` in the inputs' order (forms that are not standardized are skipped).
pub fn standardize_each(inputs: &[Input], rules: &Rules, mut each: impl FnMut(&Input, Standardized)) -> Result<()> {
    for chunk in inputs.chunks(CHUNK) {
        let done = super::parallel::each(chunk, |input| Ok(standard::standardize(rules, input)))?;
        for (input, s) in chunk.iter().zip(done) {
            if let Some(s) = s {
                each(input, s);
            }
        }
    }
    Ok(())
}
