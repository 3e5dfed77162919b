//! Why a relation fails in a filing, by what its own figures show ([`Class`]): one filed operand
//! with the other sign, or a thousand times off, makes it hold (the filer's sign, its scale); the
//! difference is one of the terms (the total tagged on a subtotal that leaves it out); an element
//! outside the relation (one the rules do not read, or read for another concept) equals the
//! difference (a part it misses); or none of these. Each is
//! tried in that order, within the filing's rounding unit; the first that holds is the class,
//! and its evidence is the operand or element it names.

use super::rules::{Relation, Term};
use super::{Class, Origin, Value};

/// A failing relation's operands as they counted: the total's value, and each counted term with
/// its value (absent terms taken as zero are left out).
pub(super) struct Failing<'a> {
    pub relation: &'a Relation,
    pub total: &'a Value,
    pub terms: Vec<(&'a Term, &'a Value)>,
    pub sum: i128,
    /// The rounding unit (ten-thousandths); none: exact only.
    pub unit: Option<i128>,
}

impl Failing<'_> {
    fn holds(&self, difference: i128) -> bool {
        difference.abs() <= self.unit.unwrap_or(0)
    }

    fn difference(&self) -> i128 {
        self.total.value - self.sum
    }

    /// The filed operands: (concept, its sign in the relation, 0 for the total; its value).
    fn filed(&self) -> impl Iterator<Item = (usize, i128, i128)> + '_ {
        let total = std::iter::once((self.relation.total, 0, self.total));
        let terms = self.terms.iter().map(|(t, v)| (t.concept, i128::from(t.sign), *v));
        total.chain(terms).filter(|(_, _, v)| matches!(v.origin, Origin::Filed { .. })).map(|(c, s, v)| (c, s, v.value))
    }

    /// The difference were one operand `value` instead of `was`.
    fn difference_with(&self, sign: i128, was: i128, value: i128) -> i128 {
        if sign == 0 { value - self.sum } else { self.difference() + sign * was - sign * value }
    }
}

/// A relation's difference (total less the sum of its terms) with one operand of the other sign:
/// the total (`sign` 0) or a term of that sign in the relation, of `value`. The classes' sign
/// test, and the one the engine turns a sign the filing's own figures decide by.
pub(super) fn flipped(total: i128, sum: i128, sign: i128, value: i128) -> i128 {
    if sign == 0 { -total - sum } else { total - sum + 2 * sign * value }
}

/// An amount of an element outside the relation: (element, quarters, unit, value).
pub(super) type Outside<'a> = (&'a str, i32, &'a str, i128);

/// The class of a failing relation; `outside` are the filing's amounts at its date of elements
/// that are not its operands, in the order looked at (any period and unit: those of the total's
/// are looked at).
pub(super) fn classify<'a>(f: &Failing, outside: impl Iterator<Item = Outside<'a>>) -> Class {
    for (concept, sign, value) in f.filed() {
        // The same test as the sign the filing's figures decide (the engine's `turn_by_totals`),
        // which turns it where it may: what fails so is what it may not turn.
        if value != 0 && f.holds(flipped(f.total.value, f.sum, sign, value)) {
            return Class::FilerSign { concept };
        }
    }
    for (concept, sign, value) in f.filed() {
        for power in [3i8, -3, 6, -6] {
            let factor = 10i128.pow(u32::from(power.unsigned_abs()));
            let scaled = match power > 0 {
                true => value.checked_mul(factor),
                false => (value % factor == 0).then(|| value / factor),
            };
            // A scaled value within the rounding unit is no evidence of a scale: it is as good as
            // the operand left out, which the classes after this one judge.
            if let Some(scaled) = scaled.filter(|&s| s != value && !f.holds(s))
                && f.holds(f.difference_with(sign, value, scaled))
            {
                return Class::FilerScale { concept, power };
            }
        }
    }
    if f.terms.len() > 1 {
        for (t, v) in &f.terms {
            if v.value != 0 && f.holds(f.difference() + i128::from(t.sign) * v.value) {
                return Class::SubtotalAsTotal { concept: t.concept };
            }
        }
    }
    let difference = f.difference().abs();
    let mut outside = outside;
    let found = outside.find(|&(_, qtrs, uom, value)| {
        qtrs == f.total.qtrs && uom == f.total.uom && value != 0 && f.holds(value.abs() - difference)
    });
    match found {
        Some((tag, _, _, value)) => Class::OutsideElement { tag: tag.to_string(), value },
        None => Class::Unexplained,
    }
}
