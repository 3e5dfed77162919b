//! One filing of the data sets as the standardization reads it ([`Input`]), from its rows
//! ([`crate::model::datasets`]): its subject, its consolidated numbers of the elements the rules
//! read for the periods ending on its balance-sheet date (or, by the legal-entity rule, its
//! registrant's own), its presentation lines of them, and the rounding powers of all its amounts.

use std::collections::HashSet;

use super::{Input, Line, NumberRow, Others, Powers, Rules, Subject};
use crate::model::datasets::{NumRow, PreRow, SubRow};
use crate::sec::legal_entity::LEGAL_ENTITY;
pub(super) use crate::sec::legal_entity::at_legal_entity;

/// The subject of a filing of the data sets.
pub fn subject(f: &SubRow) -> Subject {
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
        legal_entity: None,
    }
}

/// Whether a number of an element the rules read counts: one of the us-gaap taxonomy, or the
/// filer's own element named exactly as a us-gaap one (its version is the filing's accession
/// number). Filers on the 2008 taxonomy declared the 2009 noncontrolling-interest elements
/// (`ProfitLoss`, `NetIncomeLossAttributableToNoncontrollingInterest`) themselves: the same
/// concept by the same name. Other taxonomies' elements of the same name are not read.
pub(super) fn standard(version: &str, adsh: &str) -> bool {
    version.starts_with("us-gaap/") || version == adsh
}

/// The set of the rules' elements, looked up for every number and line a quarter holds: hashed
/// with foldhash (its seed random per process), not the standard library's slower SipHash.
pub type Wanted<'r> = HashSet<&'r str, foldhash::fast::RandomState>;

/// What the rules read: the set of their elements.
pub fn wanted(rules: &Rules) -> Wanted<'_> {
    rules.elements().collect()
}

/// One filing as the standardization reads it, from what a statement read of it: the same facts
/// as [`super::quarter::standardize_quarter`] keeps of it (a test holds the two to one answer).
pub fn filing_input(filing: &SubRow, numbers: &[NumRow], pre: &[PreRow], rules: &Rules) -> Input {
    let wanted = wanted(rules);
    Input { lines: lines_of(pre, &wanted, rules), ..numbers_input(filing, numbers, &wanted) }
}

/// What [`filing_input`] takes of a filing's numbers: its subject, facts and rounding powers
/// (no lines), so that `num` can be read apart from `pre`.
pub fn numbers_input(filing: &SubRow, numbers: &[NumRow], wanted: &Wanted) -> Input {
    let mut powers = Powers::default();
    let (mut facts, mut parent) = (Read::default(), Read::default());
    for n in numbers {
        let Some(value) = n.value else { continue };
        powers.add(&n.tag, &n.uom, value);
        let no_segment = n.segments.as_deref().is_none_or(str::is_empty);
        let consolidated = no_segment && n.coreg.as_deref().is_none_or(str::is_empty);
        let parent_company = at_legal_entity(n.segments.as_deref(), n.coreg.as_deref());
        if (consolidated || parent_company) && n.ddate == filing.period {
            let read = if consolidated { &mut facts } else { &mut parent };
            if wanted.contains(n.tag.as_str()) && standard(&n.version, &filing.adsh) {
                read.facts.push(NumberRow {
                    tag: n.tag.clone(),
                    version: n.version.clone(),
                    ddate: n.ddate.clone(),
                    qtrs: n.qtrs,
                    uom: n.uom.clone(),
                    value,
                });
            } else {
                read.others.add(&n.tag, &n.version, n.qtrs, &n.uom, value);
            }
        }
    }
    let mut input = Input {
        subject: subject(filing),
        facts: facts.facts,
        others: facts.others,
        lines: Vec::new(),
        powers: powers.into_vec(),
    };
    at_legal_entity_read(&mut input, parent);
    input
}

/// A filing's numbers at its balance-sheet date, of one entity (the consolidated one, or the
/// legal entity `ParentCompany`): those of the rules' elements, and the others.
#[derive(Default)]
pub(super) struct Read {
    pub facts: Vec<NumberRow>,
    pub others: Others,
}

/// What [`filing_input`] takes of a filing's presentation lines (by report and line), not
/// parenthetical: those of the elements the rules read, then those of other elements its
/// [`Windows`] hold.
pub fn lines_of(pre: &[PreRow], wanted: &Wanted, rules: &Rules) -> Vec<Line> {
    let line = |p: &PreRow| Line {
        stmt: p.stmt.clone(),
        tag: p.tag.clone(),
        report: p.report,
        line: p.line,
        negating: p.negating,
    };
    let mut lines: Vec<Line> = pre.iter().filter(|p| !p.inpth && wanted.contains(p.tag.as_str())).map(line).collect();
    let windows = Windows::of(&lines, rules);
    let in_place = |p: &&PreRow| {
        !p.inpth && !wanted.contains(p.tag.as_str()) && placed(rules, &p.stmt) && windows.hold(p.report, p.line)
    };
    lines.extend(pre.iter().filter(in_place).map(line));
    lines
}

/// Whether lines of statement `stmt` may be read in place ([`Rules::presented`]): a reader keeps
/// those of other elements until [`Windows`] are known from the filing's lines of the rules'
/// elements.
pub fn placed(rules: &Rules, stmt: &str) -> bool {
    rules.presented.iter().any(|p| rules.concepts[p.concept].stmt.codes().contains(&stmt))
}

/// Where a filing's lines of elements the rules do not read are kept: where a concept is read from
/// lines in place ([`Rules::presented`]), in a report presenting one of `after`'s elements and,
/// below it, one of `before`'s, between the first of the one and the last of the other. Known
/// from the filing's lines of the rules' elements alone (`after` and `before` are concepts of the
/// rules), in time linear in them. A filing's balance sheet has some forty lines, its income
/// statement some thirty; a handful sit there.
#[derive(Debug, Default)]
pub struct Windows(std::collections::HashMap<i32, Vec<(i32, i32)>>);

impl Windows {
    pub fn of(lines: &[Line], rules: &Rules) -> Windows {
        use std::collections::HashMap;
        let mut windows: HashMap<i32, Vec<(i32, i32)>> = HashMap::new();
        for p in &rules.presented {
            let codes = rules.concepts[p.concept].stmt.codes();
            let of = |c: usize, l: &Line| {
                codes.contains(&l.stmt.as_str()) && rules.concepts[c].elements.iter().any(|e| e.tag == l.tag)
            };
            let mut first: HashMap<i32, i32> = HashMap::new();
            for l in lines.iter().filter(|l| of(p.after, l)) {
                first.entry(l.report).and_modify(|f| *f = (*f).min(l.line)).or_insert(l.line);
            }
            let mut last: HashMap<i32, i32> = HashMap::new();
            for l in lines.iter().filter(|l| of(p.before, l) && first.get(&l.report).is_some_and(|&f| l.line > f)) {
                last.entry(l.report).and_modify(|b| *b = (*b).max(l.line)).or_insert(l.line);
            }
            for (report, b) in last {
                windows.entry(report).or_default().push((first[&report], b));
            }
        }
        Windows(windows)
    }

    /// Whether the line at `line` of `report` is in one.
    pub fn hold(&self, report: i32, line: i32) -> bool {
        self.0.get(&report).is_some_and(|w| w.iter().any(|&(a, b)| a < line && line < b))
    }
}

/// The legal-entity rule ([`LEGAL_ENTITY`]): a filing that reports none of the rules' elements
/// for its balance-sheet date without a co-registrant (or segment), but reports them for
/// `ParentCompany`, is read at those (and its other numbers there), and says so.
pub(super) fn at_legal_entity_read(input: &mut Input, parent: Read) {
    if input.facts.is_empty() && !parent.facts.is_empty() {
        input.facts = parent.facts;
        input.others = parent.others;
        input.subject.legal_entity = Some(LEGAL_ENTITY.to_string());
    }
}
