//! Standardized statements: every filer's numbers in one language — the Fundamental Accounting
//! Concepts and the lines analysts ask for ([`rules`], data in `fac.rules`) — where every value
//! cites the fact it was filed as or the relation and inputs it was derived from, and the
//! relations between them are checked on what the filing holds ([`engine`]); [`quality`] sums
//! those checks over many filings. Nothing here reads a file: a source hands each filing over as
//! an [`Input`]. A bottom module: sources build its inputs, render prints its outputs.

mod classes;
pub mod engine;
pub mod expr;
pub mod input;
pub mod quality;
pub mod quarter;
pub mod ratios;
pub mod rules;
pub mod shown;
pub mod table;

pub use crate::model::standardized::{Check, Class, Origin, Outcome, Shown, Standardized, Subject, Turn, Value};
pub use engine::{annual, standardize, template};
pub use rules::{Rules, Template, rules};

/// One number row of a filing as the standardization reads it: a consolidated number of a
/// standard taxonomy (no segment, no co-registrant).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberRow {
    pub tag: String,
    /// The taxonomy and its version (`us-gaap/2009`).
    pub version: String,
    pub ddate: String,
    pub qtrs: i32,
    pub uom: String,
    /// Exact, in ten-thousandths.
    pub value: i128,
}

/// The amounts of elements the rules do not read, at the filing's balance-sheet date, gathered one
/// at a time: a failing relation looks at them (one may be the part it misses), and a concept read
/// from lines in place ([`rules::Presented`]) takes its value from them, so each keeps its taxonomy
/// version to be cited by. A filing has thousands, so they are kept lean — every tag's name in one
/// text, each amount its tag's end in it, its unit's and version's places among the filing's few,
/// its `qtrs` and value — not a string and a row each. Share counts, pure numbers and per-share
/// amounts are left out (no difference of amounts is one), and so are zeros (no line in place
/// reads as one).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Others {
    /// Every tag's name, one after another.
    text: String,
    /// Each amount: where its tag ends in `text` (it starts where the one before ends), its unit
    /// in `units`, its version in `versions`, its `qtrs`, and its value in ten-thousandths.
    rows: Vec<(u32, u16, u16, i32, i128)>,
    units: Vec<String>,
    versions: Vec<String>,
}

/// The place of `name` among `names`, added where it is new; `None` past what a `u16` holds.
fn place_of(names: &mut Vec<String>, name: &str) -> Option<u16> {
    let at = match names.iter().position(|n| n == name) {
        Some(at) => at,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    };
    u16::try_from(at).ok()
}

impl Others {
    pub fn add(&mut self, tag: &str, version: &str, qtrs: i32, uom: &str, value: i128) {
        if value == 0 || uom == "shares" || uom == "pure" || uom.contains('/') || crate::model::per_share(tag) {
            return;
        }
        // Evidence and lines in place only: past what the offsets hold (no real filing comes
        // near), an amount is left out rather than misread.
        let (Some(unit), Some(version), Ok(end)) = (
            place_of(&mut self.units, uom),
            place_of(&mut self.versions, version),
            u32::try_from(self.text.len() + tag.len()),
        ) else {
            return;
        };
        self.text.push_str(tag);
        self.rows.push((end, unit, version, qtrs, value));
    }

    /// Each amount as (tag, `qtrs`, unit, value in ten-thousandths), in the order added.
    pub fn iter(&self) -> impl Iterator<Item = (&str, i32, &str, i128)> {
        self.cited().map(|(tag, _, qtrs, unit, value)| (tag, qtrs, unit, value))
    }

    /// Each amount as (tag, version, `qtrs`, unit, value in ten-thousandths), in the order added.
    pub fn cited(&self) -> impl Iterator<Item = (&str, &str, i32, &str, i128)> {
        self.rows.iter().scan(0usize, |start, &(end, unit, version, qtrs, value)| {
            let tag = &self.text[*start..end as usize];
            *start = end as usize;
            Some((
                tag,
                self.versions[usize::from(version)].as_str(),
                qtrs,
                self.units[usize::from(unit)].as_str(),
                value,
            ))
        })
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// One line of the filing's presentation of a statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub stmt: String,
    pub tag: String,
    pub report: i32,
    pub line: i32,
    /// The filing shows the element's value negated on this line (a treasury stock subtracted).
    pub negating: bool,
}

/// What a standardization reads of one filing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Input {
    pub subject: Subject,
    /// The consolidated facts of the elements the rules read, at any date.
    pub facts: Vec<NumberRow>,
    /// The consolidated amounts at the balance-sheet date of the elements the rules do not read
    /// (any taxonomy, the filer's own too): where a relation fails, one may be the part it misses
    /// ([`Class::OutsideElement`]).
    pub others: Others,
    /// The presentation lines of the elements the rules read, and on the balance sheet and the
    /// income statement those of any element in the places the rules read lines in
    /// ([`input::Windows`]).
    pub lines: Vec<Line>,
    /// For each unit of the filing: the power of ten (of ten-thousandths, at most 10: a
    /// million) its amounts are rounded to — the largest dividing nine in ten of its non-zero
    /// amounts, so that a filing in thousands with a stray exact amount (a typed figure, a note's
    /// dollars) is still in thousands — and how many amounts it has (any date, segment or
    /// co-registrant), per-share amounts left out: [`Powers`].
    pub powers: Vec<(String, Option<u32>, u64)>,
}

impl Standardized {
    /// Whether the filing counts as standardized: its balance-sheet totals or its net income
    /// have a value.
    pub fn standardized(&self, rules: &Rules) -> bool {
        let has = |name: &str| rules.concept(name).is_some_and(|i| self.values[i].is_some());
        (has("Assets") && has("LiabilitiesAndEquity")) || has("NetIncomeLoss")
    }
}

/// The rounding powers of a filing's amounts, unit by unit ([`Input::powers`]), fed one number
/// at a time. Each unit is found by its name in a map, not by scanning the list: a filing of as
/// many units as numbers (the SEC's or an attacker's) costs the same time per number as one of
/// three.
#[derive(Debug, Clone, Default)]
pub struct Powers {
    /// In the order first met: (unit, how many non-zero amounts have each number of trailing
    /// zeros, up to [`Powers::TOP`], amounts).
    units: Vec<(String, [u64; Powers::TOP as usize + 1], u64)>,
    at: std::collections::HashMap<String, usize>,
    /// The unit of the latest number: most numbers are in the one before them, found without
    /// hashing.
    last: usize,
}

impl Powers {
    /// The largest power of ten counted: a million, in ten-thousandths.
    const TOP: u32 = 10;

    pub fn add(&mut self, tag: &str, uom: &str, value: i128) {
        if uom == "shares" || uom == "pure" || uom.contains('/') || crate::model::per_share(tag) {
            return;
        }
        let last = self.units.get(self.last).is_some_and(|(u, _, _)| u == uom);
        let at = match if last { Some(&self.last) } else { self.at.get(uom) } {
            Some(&at) => at,
            None => {
                self.units.push((uom.to_string(), [0; Self::TOP as usize + 1], 0));
                self.at.insert(uom.to_string(), self.units.len() - 1);
                self.units.len() - 1
            }
        };
        self.last = at;
        let unit = &mut self.units[at];
        unit.2 += 1;
        if value == 0 {
            return;
        }
        // In 64 bits where the amount fits (all but the largest): a 128-bit division is a call in
        // software, and this runs for every number of a quarter.
        let mut p = 0;
        match u64::try_from(value.unsigned_abs()) {
            Ok(mut v) => {
                while p < Self::TOP && v % 10 == 0 {
                    v /= 10;
                    p += 1;
                }
            }
            Err(_) => {
                let mut v = value;
                while p < Self::TOP && v % 10 == 0 {
                    v /= 10;
                    p += 1;
                }
            }
        }
        unit.1[p as usize] += 1;
    }

    /// Each unit's power (none where it has no non-zero amount) and amounts, in the order met.
    pub fn into_vec(self) -> Vec<(String, Option<u32>, u64)> {
        self.units.into_iter().map(|(u, zeros, n)| (u, Self::power(&zeros), n)).collect()
    }

    /// The largest power dividing nine in ten of the non-zero amounts counted in `zeros`.
    fn power(zeros: &[u64; Self::TOP as usize + 1]) -> Option<u32> {
        let all: u64 = zeros.iter().sum();
        if all == 0 {
            return None;
        }
        // Amounts with at least p trailing zeros, from the top power down.
        let mut at_least = 0;
        for p in (0..=Self::TOP).rev() {
            at_least += zeros[p as usize];
            if at_least * 10 >= all * 9 {
                return Some(p);
            }
        }
        Some(0)
    }

    /// How many units it counts.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }
}

#[cfg(test)]
mod tests;
