//! A whole quarter of the data sets standardized as it streams by ([`QuarterRows`]: one pass per
//! table, the store's reading): every filing's consolidated numbers of the elements the rules
//! read for the periods ending on its balance-sheet date, its presentation lines of them, and the
//! rounding powers of all its amounts, standardized a chunk of filings at a time.

use std::collections::{HashMap, HashSet};

use super::input::{Read, at_legal_entity, at_legal_entity_read, standard, subject, wanted};
use super::{Input, Line, NumberRow, Powers, Rules, Standardized, Subject, annual};
use crate::error::Result;
use crate::model::datasets::{NumRowRef, PreRowRef, QuarterRows};

/// Standardizes every 10-K and 10-Q filing (and their kin) of a quarter — those named in `only`,
/// when given — and hands each filing's result to `each`, in the store's order. The presentation
/// lines of the elements the rules read are read first (for every filing), then `num` once: a
/// filing's numbers come one after another (the store keeps them sorted by filing, as `sub`), so
/// each filing's input is complete when the next one's first number comes, and a chunk of them is
/// standardized side by side and dropped before the next is read. Memory holds the lines and one
/// chunk of inputs, not the quarter's numbers.
pub fn standardize_quarter(
    quarter: &dyn QuarterRows,
    rules: &Rules,
    only: Option<&HashSet<String>>,
    mut each: impl FnMut(&Input, Standardized),
) -> Result<()> {
    let wanted = wanted(rules);
    let (subjects, dates, at) = chosen(quarter, only)?;
    let lines = lines_by_filing(quarter, &wanted, &at, subjects.len())?;
    let mut stream = Stream { subjects, lines, next: 0, current: None, chunk: Vec::new(), failed: None };
    let mut last: (String, Option<usize>) = (String::new(), None);
    quarter.each_number(&mut |n: NumRowRef<'_>| {
        if stream.failed.is_some() {
            return;
        }
        if last.0 != n.adsh {
            last = (n.adsh.to_string(), at.get(n.adsh).copied());
            if let Some(i) = last.1 {
                stream.start(i, rules, &mut each);
            }
        }
        let (Some(i), Some(value)) = (last.1, n.value) else { return };
        let Some(current) = stream.current.as_mut() else { return };
        current.powers.add(n.tag, n.uom, value);
        let consolidated = n.consolidated();
        if (consolidated || at_legal_entity(n.segments, n.coreg)) && dates[i] == Some(i64::from(n.ddate)) {
            let read = if consolidated { &mut current.read } else { &mut current.parent };
            if wanted.contains(n.tag) && standard(n.version, n.adsh) {
                read.facts.push(NumberRow {
                    tag: n.tag.to_string(),
                    version: n.version.to_string(),
                    ddate: crate::model::date::date(i64::from(n.ddate)),
                    qtrs: n.qtrs,
                    uom: n.uom.to_string(),
                    value,
                });
            } else {
                read.others.add(n.tag, n.qtrs, n.uom, value);
            }
        }
    })?;
    let filings = stream.subjects.len();
    stream.flush_to(filings, rules, &mut each);
    stream.run(rules, &mut each);
    match stream.failed {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The filings standardized (10-K and 10-Q and their kin, those named in `only` when given): each
/// one's subject, its balance-sheet date as days (the standardization reads the periods ending on
/// it only, so the comparatives are not kept), and its place by accession number.
fn chosen(quarter: &dyn QuarterRows, only: Option<&HashSet<String>>) -> Result<Chosen> {
    let mut subjects: Vec<Subject> = Vec::new();
    let mut dates: Vec<Option<i64>> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for f in quarter.filings()? {
        if annual(&f.form).is_none() || only.is_some_and(|o| !o.contains(&f.adsh)) {
            continue;
        }
        at.insert(f.adsh.clone(), subjects.len());
        dates.push(crate::model::date::days(&f.period));
        subjects.push(subject(&f));
    }
    Ok((subjects, dates, at))
}

/// [`chosen`]'s filings: subjects, balance-sheet dates (days), places by accession number.
type Chosen = (Vec<Subject>, Vec<Option<i64>>, HashMap<String, usize>);

/// The presentation lines of the elements the rules read (not parenthetical) of each of the
/// `count` filings `at` places, `pre` read once.
fn lines_by_filing(
    quarter: &dyn QuarterRows,
    wanted: &HashSet<&str>,
    at: &HashMap<String, usize>,
    count: usize,
) -> Result<Vec<Vec<Line>>> {
    let mut lines: Vec<Vec<Line>> = vec![Vec::new(); count];
    let mut last: (String, Option<usize>) = (String::new(), None);
    quarter.each_line(&mut |l: PreRowRef<'_>| {
        if l.inpth || !wanted.contains(l.tag) {
            return;
        }
        if last.0 != l.adsh {
            last = (l.adsh.to_string(), at.get(l.adsh).copied());
        }
        if let Some(i) = last.1 {
            lines[i].push(Line { stmt: l.stmt.to_string(), tag: l.tag.to_string(), report: l.report, line: l.line });
        }
    })?;
    Ok(lines)
}

/// [`standardize_quarter`]'s filings as `num` is read: the next filing not yet begun, the one
/// being read, and the chunk of finished ones waiting to be standardized.
struct Stream {
    subjects: Vec<Subject>,
    lines: Vec<Vec<Line>>,
    next: usize,
    current: Option<Current>,
    chunk: Vec<Input>,
    failed: Option<crate::error::Error>,
}

impl Stream {
    /// Begins filing `i`: the one being read, and any before it without numbers, are finished.
    fn start(&mut self, i: usize, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        if i < self.next {
            // A filing's numbers apart from one another: not the order finq writes.
            self.failed = Some(crate::error::Error::damaged(format!(
                "the store's numbers of {} are not grouped by filing; import the quarter again",
                self.subjects[i].adsh
            )));
            return;
        }
        self.flush_to(i, rules, each);
        let input =
            Input { subject: self.subjects[i].clone(), lines: std::mem::take(&mut self.lines[i]), ..Input::default() };
        self.current =
            Some(Current { input, powers: Powers::default(), read: Read::default(), parent: Read::default() });
        self.next = i + 1;
    }

    /// Finishes the filing being read and every filing before `end` not yet begun (they have no
    /// numbers), standardizing the chunk when it is full.
    fn flush_to(&mut self, end: usize, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        if let Some(c) = self.current.take() {
            self.chunk.push(c.finish());
        }
        while self.next < end {
            let i = self.next;
            let lines = std::mem::take(&mut self.lines[i]);
            self.chunk.push(Input { subject: self.subjects[i].clone(), lines, ..Input::default() });
            self.next += 1;
        }
        if self.chunk.len() >= CHUNK {
            self.run(rules, each);
        }
    }

    /// Standardizes the chunk on a few threads and hands each result over in order.
    fn run(&mut self, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        let chunk = std::mem::take(&mut self.chunk);
        match crate::parallel::each(&chunk, |input| Ok(super::standardize(rules, input))) {
            Ok(done) => {
                for (input, s) in chunk.iter().zip(done) {
                    if let Some(s) = s {
                        each(input, s);
                    }
                }
            }
            Err(e) => self.failed = Some(e),
        }
    }
}

/// The filing being read from `num`: its input so far, its amounts' rounding powers, its
/// consolidated numbers at its date, and those at [`crate::sec::legal_entity::LEGAL_ENTITY`].
struct Current {
    input: Input,
    powers: Powers,
    read: Read,
    parent: Read,
}

impl Current {
    fn finish(self) -> Input {
        let Current { mut input, powers, read, parent } = self;
        input.powers = powers.into_vec();
        (input.facts, input.others) = (read.facts, read.others);
        at_legal_entity_read(&mut input, parent);
        input
    }
}

/// How many filings are standardized side by side at once: their results are handed over and
/// dropped before the next are made.
const CHUNK: usize = 2048;
