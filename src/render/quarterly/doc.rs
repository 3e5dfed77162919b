//! What every format of a statement in quarters shares: the document ([`Doc`], one company's
//! view and how it was asked for), and how its tables show a figure (its line's label, money
//! scaled by `--units`).

use crate::model::number::Dec;
use crate::quarters::view::{Mode, View};
use crate::render::TableOptions;
use crate::render::units;
use crate::sanitize::Clean;

/// One company's statement in quarters.
pub struct Doc<'a> {
    pub ticker: &'a str,
    pub company: &'a str,
    pub cik: u64,
    /// The statement command: `income`, `cashflow`…
    pub statement: &'a str,
    pub mode: &'a Mode,
    pub as_of: Option<&'a str>,
    pub view: &'a View,
    /// Where the facts came from: the SEC's companyfacts, or the bulk store's data sets.
    pub store: bool,
}

impl Doc<'_> {
    /// Where the facts came from, for JSON.
    pub(super) fn source(&self) -> &'static str {
        if self.store {
            "the bulk store (the SEC's financial statement data sets: us-gaap facts of the consolidated entity, dates at month ends)"
        } else {
            "SEC companyfacts (standard-taxonomy facts only; a filer's own elements are not in it)"
        }
    }

    /// Where the facts came from, for a table's title.
    pub(super) fn source_short(&self) -> &'static str {
        if self.store { "the bulk store" } else { "SEC companyfacts" }
    }
}

/// The scale of a table's money under `--units` (`filed`, the default, keeps full units: the
/// facts carry no filing's scale), from its (element, unit, value)s; per-share amounts and share
/// counts are never money.
pub(super) fn money_scale<'a>(
    values: impl Iterator<Item = (&'a str, &'a str, Dec)>,
    opts: &TableOptions,
) -> units::Scale {
    let money: Vec<serde_json::Number> =
        values.filter(|(element, unit, _)| is_money(element, unit)).map(|(_, _, v)| v.to_number()).collect();
    let largest = money.iter().max_by_key(|v| {
        let t = v.to_string();
        let t = t.trim_start_matches('-').to_string();
        (t.split('.').next().unwrap_or("").trim_start_matches('0').len(), t)
    });
    let (digits, name) = units::shift(opts.units, largest);
    units::Scale::new(digits, name, &money)
}

/// An amount of money: what [`crate::model::Measure::of_fact`] says of the element and its unit.
fn is_money(element: &str, unit: &str) -> bool {
    crate::model::Measure::of_fact(element, unit) == crate::model::Measure::Money
}

/// A figure's digits, grouped, money at `scale`, a per-share amount with cents at least.
pub(super) fn scaled(element: &str, unit: &str, v: Dec, scale: &units::Scale) -> String {
    use crate::model::Measure;
    let text = v.to_string();
    match Measure::of_fact(element, unit) {
        Measure::Money => crate::model::number::grouped(&scale.apply(&text), false),
        Measure::PerShare => crate::render::numbers::per_share(&text, 0),
        _ => crate::model::number::grouped(&text, false),
    }
}

/// A line's label: its element (or concept), with its unit where that is not dollars.
pub(super) fn label(element: &str, unit: &str) -> Clean {
    if unit == "USD" { Clean::new(element) } else { Clean::new(&format!("{element} ({unit})")) }
}
