//! A whole quarter of the data sets standardized as it streams by ([`QuarterRows`]: one pass per
//! table, the store's reading): every filing's consolidated numbers of the elements the rules
//! read for the periods ending on its balance-sheet date, its presentation lines of them (and of
//! other elements in the places lines are read in, [`super::input::Windows`]), and the
//! rounding powers of all its amounts, standardized a chunk of filings at a time. What one filing
//! holds meanwhile is bounded ([`FILING_ROWS`]): a filing of more is left out and named, so that
//! memory stays bounded however many lines one filing has.

use std::collections::{HashMap, HashSet};

use super::input::{Read, Wanted, Windows, at_legal_entity, at_legal_entity_read, placed, standard, subject, wanted};
use super::{Input, Line, NumberRow, Powers, Rules, Standardized, Subject, annual};
use crate::error::Result;
use crate::model::datasets::{NumRowRef, PreRowRef, QuarterRows};

/// Standardizes every 10-K and 10-Q filing (and their kin) of a quarter — those named in `only`,
/// when given — and hands each filing's result to `each`, in the store's order. The presentation
/// lines the standardization reads are read first (for every filing), then `num` once: a
/// filing's numbers come one after another (the store keeps them sorted by filing, as `sub`), so
/// each filing's input is complete when the next one's first number comes, and a chunk of them is
/// standardized side by side and dropped before the next is read. Memory holds the lines and one
/// chunk of inputs, not the quarter's numbers.
pub fn standardize_quarter(
    quarter: &dyn QuarterRows,
    rules: &Rules,
    only: Option<&HashSet<String>>,
    each: impl FnMut(&Input, Standardized),
) -> Result<()> {
    standardize_quarter_noting(quarter, rules, only, each).map(|_| ())
}

/// The most rows one filing holds while the quarter streams by: its numbers at its balance-sheet
/// date (of the rules' elements and the others, consolidated and the legal entity's), its units,
/// and its presentation lines as read (of the rules' elements, and its balance sheet's and income
/// statement's others before they are cut to those in place). A real filing holds a few hundred to a few
/// thousand (a row is 100-300 bytes); one of more is left out of the standardization rather than
/// held (a data set whose `num.txt` is one filing of millions of numbers).
pub const FILING_ROWS: usize = 100_000;

/// Rows the chunk of finished filings holds at most before it is standardized, besides its count
/// ([`CHUNK`]): filings near [`FILING_ROWS`] each are standardized a few at a time.
const CHUNK_ROWS: usize = 400_000;

/// [`standardize_quarter`], returning the filings left out because they hold more than
/// [`FILING_ROWS`] rows (their accession numbers, in the store's order).
pub fn standardize_quarter_noting(
    quarter: &dyn QuarterRows,
    rules: &Rules,
    only: Option<&HashSet<String>>,
    mut each: impl FnMut(&Input, Standardized),
) -> Result<Vec<String>> {
    let wanted = wanted(rules);
    let (subjects, dates, at) = chosen(quarter, only)?;
    let (lines, too_many) = lines_by_filing(quarter, rules, &wanted, &at, subjects.len())?;
    let mut stream = Stream::new(subjects, lines, too_many);
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
        current.add(&n, value, dates[i], &wanted);
        if current.rows() > FILING_ROWS {
            // Too many to hold: the filing is left out, its rows dropped now.
            stream.current = None;
            stream.left_out[i] = true;
        }
    })?;
    let filings = stream.subjects.len();
    stream.flush_to(filings, rules, &mut each);
    stream.run(rules, &mut each);
    match stream.failed {
        Some(e) => Err(e),
        None => Ok(stream.left_out_names()),
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

/// The presentation lines of each of the `count` filings `at` places, as
/// [`super::input::lines_of`] keeps them (those of the elements the rules read, not parenthetical,
/// then those of other elements in place), `pre` read once; and which filings have more than
/// [`FILING_ROWS`] of them (their lines dropped: they are left out). A filing's lines come one
/// after another (the store keeps them sorted by filing): its lines of other elements wait in one
/// reused buffer, not a string each, until the next filing's begin, and only those its
/// [`Windows`] hold are kept. A filing whose lines come apart is damage.
fn lines_by_filing(
    quarter: &dyn QuarterRows,
    rules: &Rules,
    wanted: &Wanted,
    at: &HashMap<String, usize>,
    count: usize,
) -> Result<(Vec<Vec<Line>>, Vec<bool>)> {
    let mut lines: Vec<Vec<Line>> = vec![Vec::new(); count];
    let mut too_many = vec![false; count];
    let mut done = vec![false; count];
    let mut apart: Option<String> = None;
    let mut waiting = Waiting::default();
    let mut last: (String, Option<usize>) = (String::new(), None);
    quarter.each_line(&mut |l: PreRowRef<'_>| {
        let read = wanted.contains(l.tag);
        if apart.is_some() || l.inpth || !(read || placed(rules, l.stmt)) {
            return;
        }
        if last.0 != l.adsh {
            if let Some(i) = last.1 {
                waiting.keep_in_place(&mut lines[i], rules);
                done[i] = true;
            }
            last = (l.adsh.to_string(), at.get(l.adsh).copied());
            // A filing's lines apart from one another: its others would be cut before the
            // lines that place them came, another input than the one filing's read.
            if last.1.is_some_and(|i| done[i]) {
                apart = Some(l.adsh.to_string());
                return;
            }
        }
        let Some(i) = last.1 else { return };
        if too_many[i] {
            return;
        }
        if read {
            lines[i].push(Line {
                stmt: l.stmt.to_string(),
                tag: l.tag.to_string(),
                report: l.report,
                line: l.line,
                negating: l.negating,
            });
        } else {
            waiting.add(&l);
        }
        if lines[i].len() + waiting.rows.len() > FILING_ROWS {
            too_many[i] = true;
            lines[i] = Vec::new();
            waiting.clear();
        }
    })?;
    if let Some(adsh) = apart {
        return Err(crate::error::Error::damaged(format!(
            "the store's presentation lines of {adsh} are not grouped by filing; import the quarter again"
        )));
    }
    if let Some(i) = last.1 {
        waiting.keep_in_place(&mut lines[i], rules);
    }
    Ok((lines, too_many))
}

/// One filing's lines of elements the rules do not read, as read: every statement code and tag in
/// one text, each line its place and where its two names end.
#[derive(Default)]
struct Waiting {
    text: String,
    /// (report, line, end of its statement code, end of its tag, negating).
    rows: Vec<(i32, i32, usize, usize, bool)>,
}

impl Waiting {
    fn add(&mut self, l: &PreRowRef<'_>) {
        self.text.push_str(l.stmt);
        let stmt = self.text.len();
        self.text.push_str(l.tag);
        self.rows.push((l.report, l.line, stmt, self.text.len(), l.negating));
    }

    /// Adds to the filing's `lines` (of the rules' elements) those waiting that its windows hold,
    /// and empties itself for the next filing. The lines are held until the quarter's numbers
    /// come: no more room than they take.
    fn keep_in_place(&mut self, lines: &mut Vec<Line>, rules: &Rules) {
        if !self.rows.is_empty() {
            let windows = Windows::of(lines, rules);
            let mut start = 0;
            for &(report, line, stmt, end, negating) in &self.rows {
                if windows.hold(report, line) {
                    let (code, tag) = (&self.text[start..stmt], &self.text[stmt..end]);
                    lines.push(Line { stmt: code.to_string(), tag: tag.to_string(), report, line, negating });
                }
                start = end;
            }
        }
        lines.shrink_to_fit();
        self.clear();
    }

    fn clear(&mut self) {
        self.text.clear();
        self.rows.clear();
    }
}

/// [`standardize_quarter`]'s filings as `num` is read: the next filing not yet begun, the one
/// being read, the chunk of finished ones waiting to be standardized and the rows it holds, and
/// which filings are left out (more than [`FILING_ROWS`] rows).
struct Stream {
    subjects: Vec<Subject>,
    lines: Vec<Vec<Line>>,
    left_out: Vec<bool>,
    next: usize,
    current: Option<Current>,
    chunk: Vec<Input>,
    chunk_rows: usize,
    failed: Option<crate::error::Error>,
}

impl Stream {
    fn new(subjects: Vec<Subject>, lines: Vec<Vec<Line>>, left_out: Vec<bool>) -> Self {
        Stream { subjects, lines, left_out, next: 0, current: None, chunk: Vec::new(), chunk_rows: 0, failed: None }
    }

    /// Begins filing `i`: the one being read, and any before it without numbers, are finished.
    fn start(&mut self, i: usize, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        if i < self.next {
            // A filing's numbers apart from one another: not the order finq writes. The filing
            // being read takes no more numbers (they are another filing's).
            self.failed = Some(crate::error::Error::damaged(format!(
                "the store's numbers of {} are not grouped by filing; import the quarter again",
                self.subjects[i].adsh
            )));
            self.current = None;
            return;
        }
        self.flush_to(i, rules, each);
        self.next = i + 1;
        if self.left_out[i] {
            return;
        }
        let input =
            Input { subject: self.subjects[i].clone(), lines: std::mem::take(&mut self.lines[i]), ..Input::default() };
        self.current = Some(Current {
            input,
            powers: Powers::default(),
            read: Read::default(),
            parent: Read::default(),
            ddate: None,
        });
    }

    /// Finishes the filing being read and every filing before `end` not yet begun (they have no
    /// numbers), standardizing the chunk when it is full.
    fn flush_to(&mut self, end: usize, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        if let Some(c) = self.current.take() {
            self.chunk_rows += c.rows();
            self.chunk.push(c.finish());
        }
        while self.next < end {
            let i = self.next;
            self.next += 1;
            if self.left_out[i] {
                continue;
            }
            let lines = std::mem::take(&mut self.lines[i]);
            self.chunk_rows += lines.len();
            self.chunk.push(Input { subject: self.subjects[i].clone(), lines, ..Input::default() });
        }
        if self.chunk.len() >= CHUNK || self.chunk_rows >= CHUNK_ROWS {
            self.run(rules, each);
        }
    }

    /// The accession numbers of the filings left out.
    fn left_out_names(&self) -> Vec<String> {
        self.left_out.iter().zip(&self.subjects).filter(|(out, _)| **out).map(|(_, s)| s.adsh.clone()).collect()
    }

    /// Standardizes the chunk on a few threads and hands each result over in order.
    fn run(&mut self, rules: &Rules, each: &mut impl FnMut(&Input, Standardized)) {
        let chunk = std::mem::take(&mut self.chunk);
        self.chunk_rows = 0;
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
    /// The balance-sheet date as its facts carry it, written once: every fact kept is of it.
    ddate: Option<String>,
}

impl Current {
    /// Gathers one of the filing's numbers of `value`: its rounding power, and when it is at the
    /// filing's balance-sheet `date` (days), of the consolidated entity or the legal entity, the
    /// number itself.
    fn add(&mut self, n: &NumRowRef<'_>, value: i128, date: Option<i64>, wanted: &Wanted) {
        self.powers.add(n.tag, n.uom, value);
        let consolidated = n.consolidated();
        if !(consolidated || at_legal_entity(n.segments, n.coreg)) || date != Some(i64::from(n.ddate)) {
            return;
        }
        let read = if consolidated { &mut self.read } else { &mut self.parent };
        if wanted.contains(n.tag) && standard(n.version, n.adsh) {
            read.facts.push(NumberRow {
                tag: n.tag.to_string(),
                version: n.version.to_string(),
                ddate: self.ddate.get_or_insert_with(|| crate::model::date::date(i64::from(n.ddate))).clone(),
                qtrs: n.qtrs,
                uom: n.uom.to_string(),
                value,
            });
        } else {
            read.others.add(n.tag, n.version, n.qtrs, n.uom, value);
        }
    }

    /// The rows it holds: lines, units and numbers.
    fn rows(&self) -> usize {
        let read = |r: &Read| r.facts.len() + r.others.len();
        self.input.lines.len() + self.powers.len() + read(&self.read) + read(&self.parent)
    }

    fn finish(self) -> Input {
        let Current { mut input, powers, read, parent, .. } = self;
        input.powers = powers.into_vec();
        (input.facts, input.others) = (read.facts, read.others);
        at_legal_entity_read(&mut input, parent);
        input
    }
}

/// How many filings are standardized side by side at once: their results are handed over and
/// dropped before the next are made.
const CHUNK: usize = 2048;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::datasets::SubRow;

    /// A quarter of 10-Qs for 2009-06-30: each filing's numbers (net income, that many times)
    /// and presentation lines of it.
    struct Quarter(Vec<(&'static str, usize, usize)>);

    impl QuarterRows for Quarter {
        fn filings(&self) -> Result<Vec<SubRow>> {
            Ok(self.0.iter().enumerate().map(|(i, (adsh, _, _))| filing(adsh, i as i64 + 1)).collect())
        }
        fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> Result<()> {
            for (adsh, _, lines) in &self.0 {
                for line in 0..*lines {
                    let line = line as i32 + 1;
                    each(PreRowRef {
                        adsh,
                        report: 2,
                        line,
                        stmt: "IS",
                        tag: "NetIncomeLoss",
                        inpth: false,
                        negating: false,
                    });
                }
            }
            Ok(())
        }
        fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> Result<()> {
            let ddate = crate::model::date::days("2009-06-30").unwrap() as i32;
            for (adsh, numbers, _) in &self.0 {
                for _ in 0..*numbers {
                    each(NumRowRef {
                        adsh,
                        tag: "NetIncomeLoss",
                        version: "us-gaap/2009",
                        ddate,
                        qtrs: 1,
                        uom: "USD",
                        segments: None,
                        coreg: None,
                        value: Some(10_000_000_000),
                    });
                }
            }
            Ok(())
        }
    }

    fn filing(adsh: &str, cik: i64) -> SubRow {
        SubRow {
            quarter: "2009q3".into(),
            adsh: adsh.into(),
            cik,
            name: format!("Filer {cik}"),
            sic: Some(3571),
            form: "10-Q".into(),
            period: "2009-06-30".into(),
            fy: Some(2009),
            fp: Some("Q2".into()),
            filed: "2009-07-30".into(),
            accepted: "2009-07-30 16:00:00".into(),
            fye: Some("1231".into()),
            afs: None,
            prevrpt: false,
            detail: false,
            instance: format!("f{cik}-20090630.xml"),
            nciks: 1,
            aciks: None,
            former: None,
            countryba: None,
            stprba: None,
            cityba: None,
            countryinc: None,
            stprinc: None,
            ein: None,
            wksi: false,
        }
    }

    /// The filings standardized (with the facts each was read with) and those left out.
    fn standardized(quarter: &Quarter) -> (Vec<(String, usize)>, Vec<String>) {
        let mut done = Vec::new();
        let left_out = standardize_quarter_noting(quarter, crate::standard::rules(), None, |input, s| {
            assert!(s.values.iter().flatten().next().is_some(), "{} has values", input.subject.adsh);
            done.push((input.subject.adsh.clone(), input.facts.len()));
        })
        .unwrap();
        (done, left_out)
    }

    #[test]
    fn a_filing_of_more_numbers_than_are_held_is_left_out_and_named() {
        // The filing in the middle holds two rows more than the bound: its numbers, unit and line.
        let quarter = Quarter(vec![("a", 3, 1), ("b", FILING_ROWS, 1), ("c", 2, 1)]);
        let (done, left_out) = standardized(&quarter);
        assert_eq!(done, [("a".to_string(), 3), ("c".to_string(), 2)]);
        assert_eq!(left_out, ["b"]);
        // Exactly at the bound it is held and standardized as any other.
        let quarter = Quarter(vec![("a", 3, 1), ("b", FILING_ROWS - 2, 1), ("c", 2, 1)]);
        let (done, left_out) = standardized(&quarter);
        assert_eq!(done.iter().map(|(_, n)| *n).collect::<Vec<_>>(), [3, FILING_ROWS - 2, 2]);
        assert!(left_out.is_empty());
    }

    /// A quarter whose presentation lines of one filing come apart: `a`'s, `b`'s, `a`'s again.
    struct Apart(Quarter);

    impl QuarterRows for Apart {
        fn filings(&self) -> Result<Vec<SubRow>> {
            self.0.filings()
        }
        fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> Result<()> {
            for (adsh, line) in [("a", 1), ("b", 1), ("a", 2)] {
                let tag = "NetIncomeLoss";
                each(PreRowRef { adsh, report: 2, line, stmt: "BS", tag, inpth: false, negating: false });
            }
            Ok(())
        }
        fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> Result<()> {
            self.0.each_number(each)
        }
    }

    /// A filing's lines are cut to those in place when the next filing's begin: lines of it that
    /// come later would make another input than the one filing's read, so the store is damaged.
    #[test]
    fn a_filing_whose_lines_come_apart_is_damage() {
        let quarter = Apart(Quarter(vec![("a", 1, 0), ("b", 1, 0)]));
        let e = standardize_quarter(&quarter, crate::standard::rules(), None, |_, _| {}).unwrap_err();
        assert!(e.to_string().contains("presentation lines of a are not grouped by filing"), "{e}");
    }

    /// A quarter whose numbers of one filing come apart: `a`'s, `b`'s, `a`'s again.
    struct NumbersApart(Quarter);

    impl QuarterRows for NumbersApart {
        fn filings(&self) -> Result<Vec<SubRow>> {
            self.0.filings()
        }
        fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> Result<()> {
            self.0.each_line(each)
        }
        fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> Result<()> {
            let ddate = crate::model::date::days("2009-06-30").unwrap() as i32;
            for adsh in ["a", "b", "a"] {
                let tag = "NetIncomeLoss";
                let (version, uom, value) = ("us-gaap/2009", "USD", Some(10_000_000_000));
                each(NumRowRef { adsh, tag, version, ddate, qtrs: 1, uom, segments: None, coreg: None, value });
            }
            Ok(())
        }
    }

    /// Numbers of a filing that come apart are damage, and the filing being read when they come
    /// takes none of them: no filing is standardized with another's numbers.
    #[test]
    fn a_filing_whose_numbers_come_apart_is_damage_and_lends_none_of_them() {
        let quarter = NumbersApart(Quarter(vec![("a", 1, 0), ("b", 1, 0)]));
        let mut facts = Vec::new();
        let e = standardize_quarter(&quarter, crate::standard::rules(), None, |input, _| {
            facts.push((input.subject.adsh.clone(), input.facts.len()));
        })
        .unwrap_err();
        assert!(e.to_string().contains("numbers of a are not grouped by filing"), "{e}");
        assert!(facts.iter().all(|(_, n)| *n == 1), "{facts:?}");
    }

    #[test]
    fn a_filing_of_more_presentation_lines_than_are_held_is_left_out_and_named() {
        let quarter = Quarter(vec![("a", 3, FILING_ROWS + 1), ("b", 1, 1), ("c", 2, 0)]);
        let (done, left_out) = standardized(&quarter);
        assert_eq!(done, [("b".to_string(), 1), ("c".to_string(), 2)]);
        assert_eq!(left_out, ["a"]);
    }
}
