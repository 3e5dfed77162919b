//! One filing standardized: each concept's value taken from the first element of its list the
//! filing reports (one it presents on the statement first), the missing ones derived from the
//! relations in the rules' order, and every relation checked on what is there — exact, within the
//! filing's rounding unit, or failing with both sides. Values are exact integers (ten-thousandths,
//! as the store holds them); nothing is imputed to make a relation hold (a sign a relation
//! decides leaves it uncounted, as a value derived from it does).

/// The maps made for each filing, hashed with foldhash (seeded per process): the standard library's
/// SipHash is slower, and a quarter makes them for every filing it holds.
type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

use super::rules::{Concept, Element, Guard, How, Kind, PeriodKind, Place, Relation, Rules, Template, Term};
use super::{Check, Input, NumberRow, Origin, Outcome, Standardized, Turn, Value};

/// The filing's contexts: the balance-sheet date, and the length in quarters of the flow and
/// year-to-date periods ending on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contexts {
    pub date: String,
    pub flow: i32,
    pub ytd: i32,
}

impl Contexts {
    /// The length in quarters of a concept's period (0: the balance-sheet date).
    fn qtrs(&self, period: PeriodKind) -> i32 {
        match period {
            PeriodKind::Instant => 0,
            PeriodKind::Flow => self.flow,
            PeriodKind::Ytd => self.ytd,
        }
    }
}

/// Whether a form is an annual report (its flows are the year), a quarterly one, or neither.
pub fn annual(form: &str) -> Option<bool> {
    let base = form.strip_suffix("/A").unwrap_or(form);
    match base {
        "10-K" | "10-KT" | "20-F" | "40-F" | "10-K405" => Some(true),
        "10-Q" | "10-QT" => Some(false),
        _ => None,
    }
}

fn contexts(input: &Input) -> Option<Contexts> {
    let annual = annual(&input.subject.form)?;
    let (flow, ytd) = if annual {
        (4, 4)
    } else {
        let ytd = match input.subject.fp.as_deref() {
            Some("Q1") => 1,
            Some("Q2") => 2,
            Some("Q3") => 3,
            // No fiscal period: the longest cash-flow period the filing reports to its date.
            _ => input
                .facts
                .iter()
                .filter(|f| f.ddate == input.subject.period && (1..=4).contains(&f.qtrs))
                .filter(|f| f.tag.starts_with("NetCashProvidedByUsedIn"))
                .map(|f| f.qtrs)
                .max()
                .unwrap_or(1),
        };
        (1, ytd)
    };
    Some(Contexts { date: input.subject.period.clone(), flow, ytd })
}

/// The currency the filing reports in: that of its total assets or net income, else its most
/// used unit that is not shares or a pure number.
fn currency(input: &Input, date: &str) -> Option<String> {
    // How many amounts each unit has in the whole filing: a foreign filer's home currency has
    // every year's, a convenience translation (into USD) the latest year's only.
    // By name where a filing has many units (an attacker's: one per fact), so that choosing
    // among its facts costs their number, not its square; a real filing's few are scanned.
    let by_name: Option<std::collections::HashMap<&str, u64>> =
        (input.powers.len() > 16).then(|| input.powers.iter().map(|(u, _, n)| (u.as_str(), *n)).collect());
    let amounts = |uom: &str| match &by_name {
        Some(m) => m.get(uom).copied().unwrap_or(0),
        None => input.powers.iter().find(|(u, _, _)| u == uom).map_or(0, |(_, _, n)| *n),
    };
    let anchor = ["Assets", "LiabilitiesAndStockholdersEquity", "ProfitLoss", "NetIncomeLoss"];
    for tag in anchor {
        let units = input.facts.iter().filter(|f| f.tag == tag && f.ddate == date).map(|f| f.uom.as_str());
        if let Some(best) = units.max_by(|a, b| amounts(a).cmp(&amounts(b)).then(b.cmp(a))) {
            return Some(best.to_string());
        }
    }
    input
        .powers
        .iter()
        .filter(|(_, _, n)| *n > 0)
        .max_by(|a, b| a.2.cmp(&b.2).then(b.0.cmp(&a.0)))
        .map(|(u, _, _)| u.clone())
}

/// The statement template of a filer by its SIC code: banks, savings institutions and the
/// lenders whose statements are a bank's (credit card issuers and consumer lenders: personal
/// credit institutions, 6141, and finance services, 6199); insurers; real estate investment
/// trusts; electric, gas and water utilities (4911–4941, and cogeneration, 4991); brokers and
/// dealers; everyone else.
pub fn template(sic: Option<i32>) -> Template {
    match sic {
        Some(6020..=6036 | 6141 | 6199) => Template::Bank,
        Some(6311..=6399) => Template::Insurer,
        Some(6798) => Template::Reit,
        Some(4911..=4941 | 4991) => Template::Utility,
        Some(6211) => Template::Broker,
        _ => Template::General,
    }
}

/// Where a line sits on its statement: (report, line). The data sets leave out a statement's
/// headings (abstract lines), so a heading between two lines parts them: they are next to each
/// other only on consecutive line numbers.
type Position = (i32, i32);

/// The filing's facts at its balance-sheet date and its presentation lines, by element, looked
/// up once each.
struct Index<'a> {
    facts: HashMap<&'a str, Vec<&'a NumberRow>>,
    lines: HashMap<&'a str, Vec<&'a super::Line>>,
}

impl<'a> Index<'a> {
    fn of(input: &'a Input, date: &str) -> Index<'a> {
        let mut facts: HashMap<&str, Vec<&NumberRow>> = HashMap::default();
        for f in input.facts.iter().filter(|f| f.ddate == date) {
            facts.entry(f.tag.as_str()).or_default().push(f);
        }
        let mut lines: HashMap<&str, Vec<&super::Line>> = HashMap::default();
        for l in &input.lines {
            lines.entry(l.tag.as_str()).or_default().push(l);
        }
        Index { facts, lines }
    }

    /// Where an element is first presented, on the first of the statements it is looked for under
    /// that presents it: comprehensive income's lines on its own statement before the income
    /// statement's.
    fn position(&self, tag: &str, codes: &[&str]) -> Option<Position> {
        let of = self.lines.get(tag)?;
        codes.iter().find_map(|code| of.iter().filter(|l| l.stmt == *code).map(|l| (l.report, l.line)).min())
    }
}

/// The filing's rounding unit: the power of ten its amounts in `currency` are rounded to.
fn rounding_unit(input: &Input, currency: Option<&str>) -> Option<i128> {
    currency.and_then(|c| input.powers.iter().find(|(u, _, _)| u == c)).and_then(|(_, p, _)| p.map(|p| 10i128.pow(p)))
}

/// Standardizes one filing by `rules`; `None` for a form that is not a 10-K or 10-Q (or their
/// kin: amendments, transition reports, 20-F, 40-F). Four steps: the values filed (and read in
/// place), the missing ones derived from the relations, the signs the filing's own figures decide
/// ([`turn_by_totals`]), every relation checked.
pub fn standardize(rules: &Rules, input: &Input) -> Option<Standardized> {
    let ctx = contexts(input)?;
    let currency = currency(input, &ctx.date);
    let template = template(input.subject.sic);
    let unit = rounding_unit(input, currency.as_deref());
    let index = Index::of(input, &ctx.date);
    let (mut values, mut places) = take_filed(rules, &index, &ctx, currency.as_deref(), template);
    let (mut read_by, in_place) =
        take_presented(rules, input, &index, &ctx, currency.as_deref(), template, &mut values, &mut places);
    let solve = |values: &mut [Option<Value>]| solve(rules, &ctx, currency.as_deref(), template, &places, values);
    solve(&mut values);
    read_by.extend(turn_by_totals(rules, &mut values, &places, &in_place, unit, solve));
    let checks = rules
        .relations
        .iter()
        .enumerate()
        .filter_map(|(r, rel)| {
            let mut c = check(r, rel, &values, &places, unit, input)?;
            // A relation a value was read by (a line in place that is the sum of the others, a
            // sign the filing's own figures decide) holds by that reading: not counted.
            c.counted &= !read_by.contains(&r);
            Some(c)
        })
        .collect();
    Some(Standardized { template, currency, unit, date: ctx.date, flow: ctx.flow, ytd: ctx.ytd, values, checks })
}

/// Whether a fact's unit is one a concept of `kind` takes: shares for share counts, the filing's
/// currency for amounts, and for per-share amounts that currency per share too.
fn unit_ok(kind: Kind, currency: Option<&str>, uom: &str) -> bool {
    match (kind, currency) {
        (Kind::Shares, _) => uom == "shares",
        (Kind::Amount, Some(cur)) => uom == cur,
        (Kind::PerShare, Some(cur)) => uom == cur || uom.strip_suffix("/shares") == Some(cur),
        (_, None) => false,
    }
}

/// Each concept's value as filed: the fact of the first of its elements the filing reports (one
/// it presents on the statement first); and where each chosen element sits on its statement.
fn take_filed(
    rules: &Rules,
    index: &Index,
    ctx: &Contexts,
    currency: Option<&str>,
    template: Template,
) -> (Vec<Option<Value>>, Vec<Option<Position>>) {
    let n = rules.concepts.len();
    let mut values: Vec<Option<Value>> = vec![None; n];
    let mut places: Vec<Option<Position>> = vec![None; n];
    for &i in &rules.take_order {
        let c = &rules.concepts[i];
        if !c.shown_for(template) {
            continue;
        }
        let qtrs = ctx.qtrs(c.period);
        if let Some((f, at)) = filed(c, index, qtrs, currency, &values, &places) {
            // A concept positive by convention filed below zero: the filer's sign, turned here
            // (and said so) so that the relations and every reader see the convention.
            let turned = (c.positive && f.value < 0).then_some(Turn::Convention);
            values[i] = Some(Value {
                value: if turned.is_some() { -f.value } else { f.value },
                uom: f.uom.clone(),
                qtrs,
                origin: Origin::Filed { tag: f.tag.clone(), version: f.version.clone(), turned },
            });
            places[i] = at;
        } else if let Some(other) = c.elements.iter().find_map(|e| {
            e.guards.iter().find_map(|g| match *g {
                Guard::Unlike(other) if taken_from(&values, other, &e.tag) => Some(other),
                _ => None,
            })
        }) {
            // Its element was taken by another concept (`unlike`): it is presented on that line,
            // with more in it (the parent's equity with the noncontrolling interest), and a
            // line's place against it is read there.
            places[i] = places[other];
        }
    }
    (values, places)
}

/// The fact concept `c` is filed as, and where it is presented: of its own totals (`!`) the
/// filing reports for the concept's period and in its unit, the first presented, else the first;
/// only where it reports none of them, of its other elements the first presented (the lowest
/// presented, for a concept that takes the lowest), else the first. A presented subtotal or
/// narrower element never stands for the concept where the filing reports the concept's own total.
fn filed<'a>(
    c: &Concept,
    index: &Index<'a>,
    qtrs: i32,
    currency: Option<&str>,
    values: &[Option<Value>],
    places: &[Option<Position>],
) -> Option<(&'a NumberRow, Option<Position>)> {
    let standing = |own: bool| c.elements.iter().filter(move |e| e.own == own);
    chosen(c, standing(true), index, qtrs, currency, values, places)
        .or_else(|| chosen(c, standing(false), index, qtrs, currency, values, places))
}

/// Of `elements` (of one standing), the fact taken: the first presented (the lowest presented,
/// for a concept that takes the lowest), else the first reported.
fn chosen<'a, 'e>(
    c: &Concept,
    elements: impl Iterator<Item = &'e Element>,
    index: &Index<'a>,
    qtrs: i32,
    currency: Option<&str>,
    values: &[Option<Value>],
    places: &[Option<Position>],
) -> Option<(&'a NumberRow, Option<Position>)> {
    let mut first = None;
    let mut presented = None;
    for e in elements {
        let filed = |other: usize| values[other].as_ref().filter(|v| v.origin.of_facts());
        // The guards on what the filing files or another concept took, before its fact is
        // looked up; those on where it is presented (below), once its line is known.
        let taken = e.guards.iter().all(|g| match g {
            Guard::If(other) => filed(*other).is_some(),
            Guard::Unless(other) => filed(*other).is_none(),
            Guard::Unlike(other) => !taken_from(values, *other, &e.tag),
            _ => true,
        });
        if !taken {
            continue;
        }
        let found = index
            .facts
            .get(e.tag.as_str())
            .and_then(|of| of.iter().find(|f| f.qtrs == qtrs && unit_ok(c.kind, currency, &f.uom)));
        let Some(&f) = found else { continue };
        let at = index.position(&f.tag, c.stmt.codes());
        let placed = e.guards.iter().all(|g| match g {
            Guard::Between(after, before) => between(at, places[*after], places[*before]),
            // Where the filing presents the element, only right above C; unpresented (a
            // source without a presentation) it is read as the other guards say.
            Guard::Before(below) => at.is_none() || right_below(places[*below], at),
            Guard::NotAfter(above) => !right_below(at, places[*above]),
            Guard::After { above, not } => {
                right_below(at, places[*above]) && !not.iter().any(|n| right_below(places[*above], places[*n]))
            }
            _ => true,
        });
        if !placed {
            continue;
        }
        if first.is_none() {
            first = Some((f, at));
        }
        let Some(here) = at else { continue };
        if !c.lowest {
            presented = Some((f, at));
            break;
        }
        // The lowest of the elements presented in the report the first one is in, where it
        // can be a subtotal of the one above: a subtotal has more than one part, so a line
        // right after the other is its sibling.
        match presented {
            Some((_, Some(p))) if p.0 != here.0 || here.1 <= p.1 + 1 => {}
            _ => presented = Some((f, at)),
        }
    }
    presented.or(first)
}

/// The concepts read from lines in place ([`Rules::presented`]): where none of their elements is
/// filed, or (`between`) where one that is not the concept's own total is filed on one of the
/// lines read, beside others it is not the total of. The line [`lines_between`], [`line_total`]
/// or [`line_named`] finds is cited as the fact it is (the filer's own element and version too);
/// lines presented together without their total, as their sum, each cited ([`Origin::Summed`]).
/// Returns the relations a value was read by — a `total` line's, the one of the concept and
/// `after` (BS5), whose sum the reading checked; `between` is read by the sum of the parts of
/// `before`, no relation of the rules, and leaves the relation of its gap (BS4) a check of the
/// rest; a `named` line by its name, leaving the relation it is a term of (IS7) a check of it —
/// and which of the rules' readings read a value (their places in [`Rules::presented`]).
#[allow(clippy::too_many_arguments)]
fn take_presented(
    rules: &Rules,
    input: &Input,
    index: &Index,
    ctx: &Contexts,
    currency: Option<&str>,
    template: Template,
    values: &mut [Option<Value>],
    places: &mut [Option<Position>],
) -> (Vec<usize>, Vec<usize>) {
    let (mut read_by, mut in_place) = (Vec::new(), Vec::new());
    let Some(currency) = currency else { return (read_by, in_place) };
    for (i, p) in rules.presented.iter().enumerate() {
        let c = &rules.concepts[p.concept];
        if !c.shown_for(template) {
            continue;
        }
        // Both lines in one report, the one above the other.
        let (Some(after), Some(before)) = (places[p.after], places[p.before]) else { continue };
        if after.0 != before.0 || after.1 >= before.1 {
            continue;
        }
        let inside = |at: Option<Position>| at.is_some_and(|(r, l)| r == after.0 && after.1 < l && l < before.1);
        // A value filed stands, but for `between` where its line is among those read and its
        // element not the concept's own total.
        let filed_here = match &values[p.concept] {
            None => None,
            Some(v) if matches!(p.how, How::Between { .. }) && inside(places[p.concept]) => match &v.origin {
                Origin::Filed { tag, .. } if !c.elements.iter().any(|e| e.own && e.tag == *tag) => places[p.concept],
                _ => continue,
            },
            Some(_) => continue,
        };
        let filed = |c: usize| values[c].as_ref().filter(|v| matches!(v.origin, Origin::Filed { .. })).map(|v| v.value);
        let Some(lines) = lines_inside(input, c, inside) else { continue };
        let qtrs = ctx.qtrs(c.period);
        let lines = placed(&lines, c, input, index, currency, qtrs);
        let found = match &p.how {
            How::Between { parts } => {
                filed(p.before).and_then(|b| lines_between(&lines, after.1, before.1, b, filed_here.is_none(), parts))
            }
            How::Named(word) => line_named(&lines, word).map(|at| at..at + 1),
            How::Total => {
                // The lines between are the relation's other terms (the noncontrolling interest)
                // or of elements the rules do not read, not another concept's (temporary equity).
                let terms = relation_of(rules, p.concept, p.after).map_or(&[][..], |r| &rules.relations[r].terms[..]);
                let term =
                    |tag: &str| terms.iter().any(|t| rules.concepts[t.concept].elements.iter().any(|e| e.tag == tag));
                let foreign = lines.iter().any(|l| l.other && !term(l.tag));
                filed(p.after)
                    .filter(|_| !foreign)
                    .and_then(|a| line_total(&lines, after.1, before.1, a))
                    .map(|at| at..at + 1)
            }
        };
        let Some(group) = found else { continue };
        let read = &lines[group.clone()];
        // A filed element gives way only where its line is one of those read.
        if filed_here.is_some_and(|(_, line)| !read.iter().any(|l| l.line == line)) {
            continue;
        }
        let (value, origin) = value_of(read);
        let at = read.last().map(|l| (after.0, l.line));
        let same =
            (read.len() == 1 && filed_here == at) || values[p.concept].as_ref().is_some_and(|v| v.value == value);
        if filed_here.is_some() && same {
            continue; // the filed line is the total read, or as much
        }
        // Nothing is turned: temporary equity's lines are positive (`lines_between` takes no
        // other), and the equity and discontinued operations take either sign.
        values[p.concept] = Some(Value { value, uom: currency.to_string(), qtrs, origin });
        places[p.concept] = at;
        in_place.push(i);
        if p.how == How::Total
            && let Some(r) = relation_of(rules, p.concept, p.after)
        {
            read_by.push(r);
        }
    }
    (read_by, in_place)
}

/// The lines of concept `c`'s statement the filing presents `inside` a place, in order; `None`
/// where one element is on two of them (a fact is found by its element: which amount is whose
/// would be unknown).
fn lines_inside<'a>(
    input: &'a Input,
    c: &Concept,
    inside: impl Fn(Option<Position>) -> bool,
) -> Option<Vec<&'a super::Line>> {
    let mut lines: Vec<&super::Line> = input
        .lines
        .iter()
        .filter(|l| inside(Some((l.report, l.line))))
        .filter(|l| c.stmt.codes().contains(&l.stmt.as_str()))
        .collect();
    lines.sort_by_key(|l| l.line);
    let mut tags: Vec<&str> = lines.iter().map(|l| l.tag.as_str()).collect();
    tags.sort_unstable();
    (!tags.windows(2).any(|w| w[0] == w[1])).then_some(lines)
}

/// The value of the lines read in place, and its origin: one line's fact, or the sum of several,
/// each cited.
fn value_of(read: &[Placed]) -> (i128, Origin) {
    match read {
        [one] => {
            let origin = Origin::Filed { tag: one.tag.to_string(), version: one.version.clone(), turned: None };
            (one.amount.unwrap_or_default(), origin)
        }
        many => {
            let parts: Vec<(String, String, i128)> =
                many.iter().map(|l| (l.tag.to_string(), l.version.clone(), l.amount.unwrap_or_default())).collect();
            (parts.iter().map(|(_, _, v)| v).sum(), Origin::Summed { parts })
        }
    }
}

/// The relation whose total is `concept` with `after` among its terms: the one that a line read
/// as the total of `after`'s line and the lines below it is (`presented … total`).
fn relation_of(rules: &Rules, concept: usize, after: usize) -> Option<usize> {
    rules.relations.iter().position(|r| r.total == concept && r.terms.iter().any(|t| t.concept == after))
}

/// A line between two concepts' lines, with its amount for the concept's period (ending on the
/// filing's date) in its currency.
struct Placed<'a> {
    tag: &'a str,
    line: i32,
    negating: bool,
    /// `None` for none or zero (a heading, a line of nothing).
    amount: Option<i128>,
    version: String,
    /// Of an element the rules read for another concept.
    other: bool,
    /// Of an element the rules read (for any concept).
    read: bool,
    /// Of the filer's own element (its version is the filing's accession number).
    own: bool,
}

impl Placed<'_> {
    /// Its amount as the filing shows it: negated where the line says so.
    fn shown(&self) -> i128 {
        self.amount.map_or(0, |v| if self.negating { -v } else { v })
    }
}

/// Each line with its amount — a fact of the rules' elements, else one of the others, found in
/// one pass over them however many lines there are — and whether it is of an element the rules
/// read for a concept other than `c`.
fn placed<'a>(
    lines: &[&'a super::Line],
    c: &Concept,
    input: &Input,
    index: &Index,
    currency: &str,
    qtrs: i32,
) -> Vec<Placed<'a>> {
    let at: HashMap<&str, usize> = lines.iter().enumerate().map(|(i, l)| (l.tag.as_str(), i)).collect();
    let mut outside: Vec<Option<(&str, i128)>> = vec![None; lines.len()];
    if !lines.is_empty() {
        for (tag, version, of, uom, value) in input.others.cited() {
            if of == qtrs
                && uom == currency
                && let Some(&i) = at.get(tag)
                && outside[i].is_none()
            {
                outside[i] = Some((version, value));
            }
        }
    }
    lines
        .iter()
        .zip(outside)
        .map(|(l, outside)| {
            let read =
                index.facts.get(l.tag.as_str()).and_then(|of| of.iter().find(|f| f.qtrs == qtrs && f.uom == currency));
            let (version, amount, other) = match read {
                Some(f) => (f.version.clone(), Some(f.value), !c.elements.iter().any(|e| e.tag == l.tag)),
                None => match outside {
                    Some((version, value)) => (version.to_string(), Some(value), false),
                    None => (String::new(), None, false),
                },
            };
            let rules_read = read.is_some();
            let own = version == input.subject.adsh;
            let amount = amount.filter(|v| *v != 0);
            Placed { tag: &l.tag, line: l.line, negating: l.negating, amount, version, other, read: rules_read, own }
        })
        .collect()
}

/// `between A B`: of the lines between A's line (at `after`) and B's (at `before`), in order,
/// those the concept is read from (their indices), where there are. The lines part into groups
/// at a heading (a line without an amount — none at the date, or zero — or a gap in the numbering
/// where the data sets leave a heading out). B's parts are the lines from the first group whose
/// lines down to B add up to B's value (`total`, as the filing shows each); or, where no group
/// does and `alone` allows it, none, where B's line stands alone under its heading right below
/// one group of the filer's own elements under a heading of its own (not right below A): a
/// us-gaap line there may be one of B's parts that does not add up; or, where no group does, from
/// the first line of one of B's `parts` by the taxonomy (its preferred or common stock, its
/// paid-in capital, …), where one group is above that line and the others below it, and the lines
/// show why they fall short of B ([`short`]: a part given by class of stock only, or not at all; a
/// subtotal among them). The lines above B's parts,
/// after A, are the concept's, read only as one group of positive amounts, none of an element the
/// rules read for another concept or shown negated: its one line; its last, where that is the
/// total of the ones above it (a part and its total repeat one amount); else all of them, to be
/// summed. Anything else reads nothing: several groups, or B's parts adding up from no heading
/// with lines of their own above B.
fn lines_between(
    lines: &[Placed],
    after: i32,
    before: i32,
    total: i128,
    alone: bool,
    parts: &[String],
) -> Option<std::ops::Range<usize>> {
    let mut groups: Vec<std::ops::Range<usize>> = Vec::new();
    let mut previous = after;
    let mut open = false;
    for (i, l) in lines.iter().enumerate() {
        let next = l.line == previous + 1;
        previous = l.line;
        if l.amount.is_none() {
            open = false;
            continue;
        }
        match groups.last_mut() {
            Some(g) if open && next => g.end = i + 1,
            _ => groups.push(i..i + 1),
        }
        open = true;
    }
    // The sum from each group's first line down to B, from the last group up: one pass.
    let mut below = vec![0i128; groups.len()];
    let mut sum = 0i128;
    for g in (0..groups.len()).rev() {
        let end = groups.get(g + 1).map_or(lines.len(), |next| next.start);
        sum += lines[groups[g].start..end].iter().map(Placed::shown).sum::<i128>();
        below[g] = sum;
    }
    let group = match below.iter().position(|&s| s == total) {
        Some(1) => groups[0].clone(),
        // B alone under its heading: one group under its own, then nothing but headings down to
        // B's line.
        None if alone
            && groups.len() == 1
            && lines[groups[0].start].line > after + 1
            && lines[groups[0].clone()].iter().all(|l| l.own)
            && lines[groups[0].end - 1].line + 1 < before =>
        {
            groups[0].clone()
        }
        // B's parts, short of B, from the first line of an element the taxonomy makes B's part:
        // one group above it, the others from it on, and why they fall short is seen.
        None if groups.len() > 1
            && lines.iter().position(|l| parts.iter().any(|p| p == l.tag)).is_some_and(|first| {
                groups[0].end <= first && groups[1].start >= first && short(&lines[first..], parts)
            }) =>
        {
            groups[0].clone()
        }
        _ => return None,
    };
    let read = &lines[group.clone()];
    if read.iter().any(|l| l.other || l.negating || l.amount.is_none_or(|v| v <= 0)) {
        return None;
    }
    let amounts: Vec<i128> = read.iter().filter_map(|l| l.amount).collect();
    let (last, above) = amounts.split_last()?;
    Some(if !above.is_empty() && above.iter().sum::<i128>() == *last { group.end - 1..group.end } else { group })
}

/// Why the parts of B (from the first line of one of its `parts` by the taxonomy down to B) do not
/// add up to it, as the lines show it: a line of one of the `parts` without an amount (a part given
/// by class of stock only, or not at all), or a line that is the total of the lines above it among
/// the parts (a subtotal, counted twice).
fn short(lines: &[Placed], parts: &[String]) -> bool {
    let unsaid = lines.iter().any(|l| l.amount.is_none() && parts.iter().any(|p| p == l.tag));
    let mut above = 0i128;
    let subtotal = lines.iter().enumerate().any(|(i, l)| {
        let total = i > 1 && l.amount.is_some() && l.shown() == above;
        above += l.shown();
        total
    });
    unsaid || subtotal
}

/// `named WORD`: the line of the filer's own element whose name holds `word` (in any case), with
/// an amount and not shown negated, where it is the only line there with an amount of an element
/// the rules do not read: beside another (a second line so named, a tax or an impairment of its
/// own, the filer's own line of anything), which is the whole is not known.
fn line_named(lines: &[Placed], word: &str) -> Option<usize> {
    let word = word.to_ascii_lowercase();
    let mut unread = lines.iter().enumerate().filter(|(_, l)| l.amount.is_some() && !l.read);
    let (i, line) = unread.next()?;
    let named = line.own && line.tag.to_ascii_lowercase().contains(&word);
    (unread.next().is_none() && named && !line.negating).then_some(i)
}

/// `total A B`: the line right above B's (at `before`), where A's line (at `after`, of value
/// `a`) and the lines between them are on consecutive lines with amounts and add up to it (as
/// the filing shows each): the total of A and its sibling, presented right below them. Not a
/// line of an element the rules read, or shown negated.
fn line_total(lines: &[Placed], after: i32, before: i32, a: i128) -> Option<usize> {
    let (last, parts) = lines.split_last()?;
    let consecutive = lines.iter().enumerate().all(|(i, l)| l.line == after + 1 + i as i32) && last.line + 1 == before;
    let whole = lines.iter().all(|l| l.amount.is_some());
    let own = !last.other && !last.negating;
    let sum = a + parts.iter().map(Placed::shown).sum::<i128>();
    (consecutive && whole && own && !parts.is_empty() && Some(sum) == last.amount).then_some(lines.len() - 1)
}

/// Whether a line at `at` is presented below `a` and above `c` in the same report, but not on the
/// line right above `c` (that is `c`'s last part).
fn between(at: Option<Position>, after: Option<Position>, before: Option<Position>) -> bool {
    matches!((after, at, before), (Some(a), Some(t), Some(c)) if a.0 == t.0 && t.0 == c.0 && a.1 < t.1 && t.1 + 1 < c.1)
}

/// Whether concept `other` was taken from element `tag`.
fn taken_from(values: &[Option<Value>], other: usize, tag: &str) -> bool {
    values[other].as_ref().is_some_and(|v| matches!(&v.origin, Origin::Filed { tag: t, .. } if t == tag))
}

/// Whether a line at `at` is presented on the line right below `above`, in the same report.
fn right_below(at: Option<Position>, above: Option<Position>) -> bool {
    matches!((above, at), (Some(a), Some(t)) if a.0 == t.0 && a.1 + 1 == t.1)
}

/// Whether `a` is presented below `b` in the same report.
fn below(a: usize, b: usize, places: &[Option<Position>]) -> bool {
    matches!((places[a], places[b]), (Some(x), Some(y)) if x.0 == y.0 && x > y)
}

/// The only line between `a` and `c`: `a`, the term and `c` on consecutive lines of a report.
fn alone(t: usize, a: usize, c: usize, places: &[Option<Position>]) -> bool {
    matches!((places[a], places[t], places[c]), (Some(a), Some(t), Some(c)) if a.0 == t.0 && t.0 == c.0 && a.1 + 1 == t.1 && t.1 + 1 == c.1)
}

/// Whether a relation's term counts in this filing's presentation (its places, where the rules
/// give any).
fn counts(t: &Term, places: &[Option<Position>]) -> bool {
    t.places.iter().all(|p| match *p {
        Place::Below(of) => below(t.concept, of, places),
        Place::Above(of) => !below(t.concept, of, places),
        Place::Before(of) => below(of, t.concept, places),
        Place::Apart(of, after) => below(t.concept, of, places) || alone(t.concept, after, of, places),
        Place::NotBefore(of) => !below(of, t.concept, places),
    })
}

/// The missing concepts derived from the relations, in the rules' order (a value derived earlier
/// can be an input of a later one).
fn solve(
    rules: &Rules,
    ctx: &Contexts,
    currency: Option<&str>,
    template: Template,
    places: &[Option<Position>],
    values: &mut [Option<Value>],
) {
    for &(target, r) in &rules.derivations {
        if values[target].is_some() || !rules.concepts[target].shown_for(template) {
            continue;
        }
        if let Some((value, inputs)) = derive(&rules.relations[r], target, values, places) {
            let c = &rules.concepts[target];
            let qtrs = ctx.qtrs(c.period);
            values[target] = Some(Value {
                value,
                uom: currency.map(str::to_string).unwrap_or_default(),
                qtrs,
                origin: Origin::Derived { relation: r, inputs },
            });
        }
    }
}

/// `target`'s value by relation `rel` and the inputs it is solved from: the sum of the terms for
/// the total, the total less the other terms for a term; `None` where an input is missing.
fn derive(
    rel: &Relation,
    target: usize,
    values: &[Option<Value>],
    places: &[Option<Position>],
) -> Option<(i128, Vec<(usize, i128)>)> {
    let terms: Vec<_> = rel.terms.iter().filter(|t| counts(t, places)).collect();
    let mut inputs = Vec::new();
    let mut sum = 0i128;
    let mut ok = true;
    let mut any = false;
    let mut sign_of_target = 0i128;
    for t in &terms {
        if t.concept == target {
            sign_of_target = i128::from(t.sign);
            continue;
        }
        match &values[t.concept] {
            Some(v) => {
                sum += i128::from(t.sign) * v.value;
                inputs.push((t.concept, v.value));
                any = true;
            }
            None if zero(t, values) => {}
            None => ok = false,
        }
    }
    let value = if rel.total == target {
        (ok && any).then_some(sum)
    } else if sign_of_target != 0 {
        match &values[rel.total] {
            Some(total) if ok => {
                inputs.insert(0, (rel.total, total.value));
                Some(sign_of_target * (total.value - sum))
            }
            _ => None,
        }
    } else {
        None // the target's term does not count in this filing's presentation
    };
    value.map(|v| (v, inputs))
}

/// Whether an absent term counts as zero: an optional one, where the filing files none of the
/// concepts that say it has one ([`super::rules::Term::zero_unless`]) with a value.
fn zero(t: &Term, values: &[Option<Value>]) -> bool {
    t.optional
        && !t.zero_unless.iter().any(|&c| values[c].as_ref().is_some_and(|v| v.value != 0 && v.origin.of_facts()))
}

/// The signs the filing's own figures decide, on the values solved (`solve` solves them again).
/// Where a relation's operands are facts of the filing, each of its own element, or solved from
/// them by other relations, and it fails, but holds (within the rounding unit) with one of its
/// terms' facts — and only one operand, and no fact a derived operand was solved from — of the
/// other sign, that one is the filer's sign: turned, and said so ([`Turn::Totals`]), with every
/// other concept read from the same fact, and the values solved again from it. Not the total
/// (the filer's own total is never contradicted), not a concept positive by convention (turned to
/// it already, or filed so) or read in place, not an amount within the rounding unit (no evidence
/// of a sign), and not where, solved again, the relation would not hold or a relation that holds
/// would fail. Each relation is tried once, in the rules' order. Returns the relations that hold
/// by a turn (the one that decided it, and any that held only after it): not counted.
fn turn_by_totals(
    rules: &Rules,
    values: &mut Vec<Option<Value>>,
    places: &[Option<Position>],
    in_place: &[usize],
    unit: Option<i128>,
    solve: impl Fn(&mut [Option<Value>]),
) -> Vec<usize> {
    let holds = |difference: i128| difference.abs() <= unit.unwrap_or(0);
    let outcomes = |values: &[Option<Value>]| -> Vec<Option<bool>> {
        rules
            .relations
            .iter()
            .map(|rel| operands(rel, values, places).map(|(total, terms)| holds(total.value - sum_of(&terms))))
            .collect()
    };
    // The trial of turning the facts `same` by relation `r`: the values as filed and read, those
    // facts turned, solved again (what was solved from them is solved from the turned sign).
    let trial = |values: &[Option<Value>], same: &[usize], r: usize| {
        let mut trial: Vec<Option<Value>> =
            values.iter().map(|v| v.clone().filter(|v| !matches!(v.origin, Origin::Derived { .. }))).collect();
        for &o in same {
            if let Some(Value { value, origin: Origin::Filed { turned, .. }, .. }) = trial[o].as_mut() {
                *value = -*value;
                *turned = Some(Turn::Totals { relation: rules.relations[r].id.clone() });
            }
        }
        solve(&mut trial);
        trial
    };
    let mut decided = Vec::new();
    // The relations' outcomes as the values stand, found at the first candidate only: most
    // filings have none, and this runs for every filing.
    let mut before: Option<Vec<Option<bool>>> = None;
    for r in 0..rules.relations.len() {
        let Some(c) = sign_to_turn(rules, r, values, places, unit) else { continue };
        let same = same_fact(values, c);
        // Not a fact another concept reads turned to its convention or positive by it; not one
        // read in place in this filing or one such a reading stands on (temporary equity is read by
        // the parent's equity's parts, which no relation checks again; the equity's total by the
        // parent's equity); a line read by its name stands on its two lines' places only.
        let read_in_place = |o: &usize| {
            in_place
                .iter()
                .map(|&i| &rules.presented[i])
                .any(|p| p.concept == *o || (!matches!(p.how, How::Named(_)) && (p.after == *o || p.before == *o)))
        };
        if same
            .iter()
            .any(|&o| rules.concepts[o].positive || values[o].as_ref().is_some_and(Value::turned) || read_in_place(&o))
        {
            continue;
        }
        // Which operand is the filer's sign must be told: none of the filed facts a derived
        // operand of `r` was solved from may make it hold as well.
        let mut inputs = Vec::new();
        for o in operand_concepts(&rules.relations[r], places) {
            solved_from(values, o, &mut inputs);
        }
        let elsewhere = inputs.iter().filter(|&&i| !same.contains(&i)).any(|&i| {
            let filed = values[i]
                .as_ref()
                .is_some_and(|v| v.value != 0 && matches!(v.origin, Origin::Filed { turned: None, .. }));
            filed && outcomes(&trial(values, &same_fact(values, i), r))[r] == Some(true)
        });
        if elsewhere {
            continue;
        }
        let turned = trial(values, &same, r);
        let after = outcomes(&turned);
        let before = before.get_or_insert_with(|| outcomes(values));
        if after[r] != Some(true) || before.iter().zip(&after).any(|(b, a)| *b == Some(true) && *a != Some(true)) {
            continue;
        }
        // Every relation that holds only now holds by the turn: not counted, as `r` is not.
        decided.extend((0..after.len()).filter(|&o| before[o] != Some(true) && after[o] == Some(true)));
        *values = turned;
        *before = after;
    }
    decided
}

/// The concepts read from the same fact as `c` (its element, its value as filed, period and
/// unit): the noncontrolling interest's income on both statements.
fn same_fact(values: &[Option<Value>], c: usize) -> Vec<usize> {
    let Some(v) = values[c].as_ref() else { return Vec::new() };
    let Origin::Filed { tag, .. } = &v.origin else { return vec![c] };
    let key = (tag, v.filed(), v.qtrs, &v.uom);
    (0..values.len())
        .filter(|&o| {
            values[o].as_ref().is_some_and(
                |w| matches!(&w.origin, Origin::Filed { tag: t, .. } if (t, w.filed(), w.qtrs, &w.uom) == key),
            )
        })
        .collect()
}

/// The concepts of `rel`'s operands, the total first.
fn operand_concepts<'r>(rel: &'r Relation, places: &'r [Option<Position>]) -> impl Iterator<Item = usize> + 'r {
    std::iter::once(rel.total).chain(rel.terms.iter().filter(|t| counts(t, places)).map(|t| t.concept))
}

/// The concepts a derived value of `c` was solved from, and theirs in turn, added to `out`.
fn solved_from(values: &[Option<Value>], c: usize, out: &mut Vec<usize>) {
    if let Some(Value { origin: Origin::Derived { inputs, .. }, .. }) = &values[c] {
        for &(i, _) in inputs {
            if !out.contains(&i) {
                out.push(i);
                solved_from(values, i, out);
            }
        }
    }
}

/// The one filed operand of relation `r` whose other sign makes it hold, where it fails on the
/// filing's facts and values solved from them by other relations (none read in place as a sum,
/// solved by `r` itself, or one fact twice).
fn sign_to_turn(
    rules: &Rules,
    r: usize,
    values: &[Option<Value>],
    places: &[Option<Position>],
    unit: Option<i128>,
) -> Option<usize> {
    let rel = &rules.relations[r];
    let holds = |difference: i128| difference.abs() <= unit.unwrap_or(0);
    // Most relations hold, or have an operand that cannot be told: told apart without
    // allocating, as this runs for every relation of every filing.
    let usable = |v: &Value| match v.origin {
        Origin::Filed { .. } => true,
        Origin::Derived { relation, .. } => relation != r,
        Origin::Summed { .. } => false,
    };
    let total = values[rel.total].as_ref().filter(|v| usable(v))?;
    let mut sum = 0i128;
    for t in rel.terms.iter().filter(|t| counts(t, places)) {
        match &values[t.concept] {
            Some(v) if usable(v) => sum += i128::from(t.sign) * v.value,
            None if zero(t, values) => {}
            _ => return None,
        }
    }
    if holds(total.value - sum) {
        return None;
    }
    let (total, terms) = operands(rel, values, places)?;
    let all: Vec<(usize, i128, &Value)> = std::iter::once((rel.total, 0, total))
        .chain(terms.iter().map(|(t, v)| (t.concept, i128::from(t.sign), *v)))
        .collect();
    let mut tags: Vec<&str> = all
        .iter()
        .filter_map(|(_, _, v)| match &v.origin {
            Origin::Filed { tag, .. } => Some(tag.as_str()),
            _ => None,
        })
        .collect();
    let filed = tags.len();
    tags.sort_unstable();
    tags.dedup();
    if tags.len() != filed {
        return None;
    }
    // Which one operand (any, the total too: two would leave it unknown) holds with the other
    // sign; a term's fact, of either sign by convention and more than the rounding unit, is
    // turned.
    let mut other_sign = all
        .iter()
        .filter(|(_, sign, v)| v.value != 0 && holds(super::classes::flipped(total.value, sum, *sign, v.value)));
    match (other_sign.next(), other_sign.next()) {
        (Some(&(c, sign, v)), None) => {
            let fact = matches!(v.origin, Origin::Filed { turned: None, .. });
            (sign != 0 && fact && !rules.concepts[c].positive && !holds(v.value)).then_some(c)
        }
        _ => None,
    }
}

/// A relation's operands in this filing: its total's value, and each term that counts in the
/// presentation with its value (an absent optional term taken as zero is left out); `None` where
/// the total or a needed term is missing, or no term is there.
fn operands<'v, 'r>(
    rel: &'r Relation,
    values: &'v [Option<Value>],
    places: &[Option<Position>],
) -> Option<(&'v Value, Vec<(&'r Term, &'v Value)>)> {
    let total = values[rel.total].as_ref()?;
    let mut terms = Vec::new();
    for t in rel.terms.iter().filter(|t| counts(t, places)) {
        match &values[t.concept] {
            Some(v) => terms.push((t, v)),
            None if zero(t, values) => {}
            None => return None,
        }
    }
    (!terms.is_empty()).then_some((total, terms))
}

fn sum_of(terms: &[(&Term, &Value)]) -> i128 {
    terms.iter().map(|(t, v)| i128::from(t.sign) * v.value).sum()
}

/// Relation `r` evaluated on the filing's values: both sides and the outcome, and whether it
/// counts; `None` where the total or a needed term is missing.
fn check(
    r: usize,
    rel: &Relation,
    values: &[Option<Value>],
    places: &[Option<Position>],
    unit: Option<i128>,
    input: &Input,
) -> Option<Check> {
    let (total, terms) = operands(rel, values, places)?;
    let sum = sum_of(&terms);
    let operands: Vec<&Value> = std::iter::once(total).chain(terms.iter().map(|(_, v)| *v)).collect();
    // Counted only when no operand was derived from this relation, and the operands are
    // different facts (a parent's figure standing for the total proves nothing).
    let derived_here = operands.iter().any(|v| matches!(v.origin, Origin::Derived { relation, .. } if relation == r));
    let mut sources: Vec<&str> = operands
        .iter()
        .flat_map(|v| match &v.origin {
            Origin::Filed { tag, .. } => vec![tag.as_str()],
            Origin::Summed { parts } => parts.iter().map(|(tag, ..)| tag.as_str()).collect(),
            Origin::Derived { .. } => Vec::new(),
        })
        .collect();
    let filed = sources.len();
    sources.sort_unstable();
    sources.dedup();
    let counted = !derived_here && sources.len() == filed;
    let difference = total.value - sum;
    let outcome = if difference == 0 {
        Outcome::Exact
    } else if unit.is_some_and(|u| difference.abs() <= u) {
        Outcome::Rounding
    } else {
        Outcome::Fails
    };
    let class = (outcome == Outcome::Fails).then(|| {
        // Outside the relation: the elements the rules do not read, then those they read for
        // other concepts, at the filing's date.
        let others = input.others.iter();
        let at_date = input.facts.iter().filter(|f| f.ddate == input.subject.period);
        let read = at_date.map(|f| (f.tag.as_str(), f.qtrs, f.uom.as_str(), f.value));
        let outside = others.chain(read).filter(|(tag, ..)| !sources.contains(tag));
        super::classes::classify(&super::classes::Failing { relation: rel, total, terms, sum, unit }, outside)
    });
    Some(Check { relation: r, total: total.value, sum, counted, outcome, class })
}
