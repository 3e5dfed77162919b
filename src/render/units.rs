//! Readable numbers for tables: scaling monetary values (thousands, millions, billions) and telling
//! them from per-share amounts, share counts and ratios, which are never scaled.

use serde_json::Number;

/// `--units`: how monetary values in tables are scaled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Units {
    /// Statements as filed at the filing's own scale ("$ in Millions"); everything else raw
    #[default]
    Filed,
    /// As sent, in full units, digits grouped
    Raw,
    /// In thousands
    Thousands,
    /// In millions
    Millions,
    /// In billions
    Billions,
    /// Millions when the largest value is a billion or more, thousands from a million, else raw
    Auto,
}

/// The decimal digits a scale shifts by, and its name for titles.
pub fn shift(units: Units, largest: Option<&Number>) -> (usize, &'static str) {
    match units {
        Units::Raw | Units::Filed => (0, ""),
        Units::Thousands => (3, "thousands"),
        Units::Millions => (6, "millions"),
        Units::Billions => (9, "billions"),
        Units::Auto => {
            let digits = largest.map(|n| integer_digits(&n.to_string())).unwrap_or(0);
            match digits {
                10.. => (6, "millions"),
                7..=9 => (3, "thousands"),
                _ => (0, ""),
            }
        }
    }
}

/// Digits before the decimal point, ignoring sign and leading zeros.
fn integer_digits(text: &str) -> usize {
    let t = text.trim_start_matches('-');
    if t.contains(['e', 'E']) {
        return 0;
    }
    t.split('.').next().unwrap_or("").trim_start_matches('0').len()
}

/// Whether a line item is an amount of money (scaled), as opposed to a per-share amount, a count
/// of shares or a ratio (never scaled): the unit the source stated, else the element's name.
pub fn is_money(item: &crate::model::LineItem) -> bool {
    use crate::model::Measure;
    match item.measure {
        Some(m) => m == Measure::Money,
        None => is_monetary(&item.element),
    }
}

/// Whether a US GAAP element name names an amount of money (see [`Measure::guess`]).
///
/// [`Measure::guess`]: crate::model::Measure::guess
pub fn is_monetary(element: &str) -> bool {
    crate::model::Measure::guess(element) == crate::model::Measure::Money
}

/// The most decimals a scaled value shows: in billions, a value filed in millions stays exact.
pub const MAX_DECIMALS: usize = 3;

/// How the money values of one table are shown: divided by 10^`digits`, with `decimals` places —
/// as many as keep every value of the table exact, at most [`MAX_DECIMALS`], so that 7,477 and
/// 6,728 million in billions read 7.477 and 6.728, not both 7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scale {
    pub digits: usize,
    pub decimals: usize,
    /// "billions", or empty when nothing is scaled.
    pub name: &'static str,
    /// Some value needed more than [`MAX_DECIMALS`] places: the table is rounded and says so.
    pub rounded: bool,
}

impl Scale {
    /// The scale `digits` (named `name`) for a table holding the money `values`.
    pub fn new<'a>(digits: usize, name: &'static str, values: impl IntoIterator<Item = &'a Number>) -> Scale {
        if digits == 0 {
            return Scale::default();
        }
        let needed = values.into_iter().map(|v| decimals_needed(&v.to_string(), digits)).max().unwrap_or(0);
        Scale { digits, decimals: needed.min(MAX_DECIMALS), name, rounded: needed > MAX_DECIMALS }
    }

    /// `text` at this scale (see [`scale`]).
    pub fn apply(&self, text: &str) -> String {
        scale(text, self.digits, self.decimals)
    }

    /// "billions", "billions, rounded to 3 decimals", for the table's title; empty when unscaled.
    pub fn note(&self) -> String {
        if self.rounded {
            format!("{}, rounded to {} decimals", self.name, self.decimals)
        } else {
            self.name.to_string()
        }
    }
}

/// The decimal places `text` / 10^digits needs to be exact ("7477000000", 9 -> 3).
fn decimals_needed(text: &str, digits: usize) -> usize {
    let Some((_, int, frac)) = crate::model::number::split_decimal(text) else {
        return 0;
    };
    let frac = frac.trim_end_matches('0');
    if !frac.is_empty() {
        return digits + frac.len();
    }
    let int = int.trim_start_matches('0');
    let zeros = int.len() - int.trim_end_matches('0').len();
    if int.is_empty() { 0 } else { digits.saturating_sub(zeros) }
}

/// `text` divided by 10^digits, rounded half away from zero to `decimals` places, exactly (decimal
/// string arithmetic, no float). Text that is not a plain decimal is returned as it is.
pub fn scale(text: &str, digits: usize, decimals: usize) -> String {
    if digits == 0 {
        return text.to_string();
    }
    let Some((neg, int, frac)) = crate::model::number::split_decimal(text).filter(|(_, int, _)| !int.is_empty()) else {
        return text.to_string();
    };
    // Every digit, with room for a carry; the scaled value's fraction starts at `point`.
    let all = format!("{}{int}{frac}", "0".repeat(digits + 1));
    let point = all.len() - frac.len() - digits;
    let keep = (point + decimals).min(all.len());
    let round_up = all.as_bytes().get(keep).is_some_and(|&b| b >= b'5');
    let mut kept: Vec<u8> = all.as_bytes()[..keep].to_vec();
    kept.resize(point + decimals, b'0');
    if round_up {
        for d in kept.iter_mut().rev() {
            if *d == b'9' {
                *d = b'0';
            } else {
                *d += 1;
                break;
            }
        }
    }
    if kept.iter().all(|&b| b == b'0') {
        // A value that is not zero never shows as 0: it keeps the digits that say how small it is.
        return shifted(text, digits);
    }
    let kept = String::from_utf8(kept).unwrap_or_default();
    let (whole, fraction) = kept.split_at(point);
    let whole = match whole.trim_start_matches('0') {
        "" => "0",
        w => w,
    };
    let sign = if neg { "-" } else { "" };
    if fraction.is_empty() { format!("{sign}{whole}") } else { format!("{sign}{whole}.{fraction}") }
}

/// `text` divided by 10^digits exactly, as a decimal with no trailing zeros ("400", 3 -> "0.4";
/// "23.11", 6 -> "0.00002311"); "0" for zero.
fn shifted(text: &str, digits: usize) -> String {
    let Some((neg, int, frac)) = crate::model::number::split_decimal(text) else {
        return text.to_string();
    };
    let all = format!("{}{int}{frac}", "0".repeat(digits + 1));
    let point = all.len() - frac.len() - digits;
    let (whole, fraction) = all.split_at(point);
    let whole = whole.trim_start_matches('0');
    let fraction = fraction.trim_end_matches('0');
    let body = match (whole.is_empty(), fraction.is_empty()) {
        (true, true) => return "0".to_string(),
        (true, false) => format!("0.{fraction}"),
        (false, true) => whole.to_string(),
        (false, false) => format!("{whole}.{fraction}"),
    };
    if neg { format!("-{body}") } else { body }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaling_is_exact_and_rounds_half_away_from_zero() {
        assert_eq!(scale("53394000000.0", 6, 0), "53394");
        assert_eq!(scale("-411000000.0", 6, 0), "-411");
        assert_eq!(scale("1500000", 6, 0), "2");
        assert_eq!(scale("1499999", 6, 0), "1");
        assert_eq!(scale("-2500", 3, 0), "-3");
        assert_eq!(scale("999999", 3, 0), "1000");
        assert_eq!(scale("400", 3, 0), "0.4");
        assert_eq!(scale("-400", 3, 0), "-0.4");
        assert_eq!(scale("23.11", 6, 0), "0.00002311");
        assert_eq!(scale("0", 6, 0), "0");
        assert_eq!(scale("0.0", 6, 3), "0");
        assert_eq!(scale("12345678901234567890123", 9, 0), "12345678901235");
        assert_eq!(scale("1e9", 6, 0), "1e9");
        assert_eq!(scale("23.46", 0, 3), "23.46");
        // With places: exact where the places suffice, else rounded half away from zero.
        assert_eq!(scale("7477000000", 9, 3), "7.477");
        assert_eq!(scale("6728000000", 9, 3), "6.728");
        assert_eq!(scale("-52000000", 9, 3), "-0.052");
        assert_eq!(scale("111184000000", 9, 3), "111.184");
        assert_eq!(scale("1234567", 3, 2), "1234.57");
        assert_eq!(scale("-1234565", 3, 2), "-1234.57");
        assert_eq!(scale("999999500", 6, 2), "1000.00");
        assert_eq!(scale("4000", 9, 3), "0.000004");
        assert_eq!(scale("5000000.25", 9, 3), "0.005");
    }

    #[test]
    fn a_table_keeps_the_places_its_values_need() {
        let n = |s: &str| s.parse::<Number>().unwrap();
        let filed_in_millions = [n("7477000000"), n("6728000000"), n("111184000000"), n("0")];
        let s = Scale::new(9, "billions", &filed_in_millions);
        assert_eq!((s.decimals, s.rounded, s.note().as_str()), (3, false, "billions"));
        assert_eq!(s.apply("7477000000"), "7.477");
        let s = Scale::new(6, "millions", &filed_in_millions);
        assert_eq!((s.decimals, s.rounded), (0, false));
        assert_eq!(s.apply("7477000000"), "7477");
        let s = Scale::new(3, "thousands", &[n("1234567.5"), n("10")]);
        assert_eq!((s.decimals, s.rounded, s.note().as_str()), (3, true, "thousands, rounded to 3 decimals"));
        assert_eq!(s.apply("1234567.5"), "1234.568");
        assert_eq!(Scale::new(0, "", &filed_in_millions), Scale::default());
    }

    #[test]
    fn what_is_money() {
        assert!(is_monetary("NetIncomeLoss"));
        assert!(is_monetary("Assets"));
        assert!(!is_monetary("EarningsPerShareDiluted"));
        assert!(!is_monetary("WeightedAverageNumberOfDilutedSharesOutstanding"));
        assert!(!is_monetary("CommonStockSharesOutstanding"));
        assert!(!is_monetary("EffectiveIncomeTaxRateContinuingOperations"));
        assert!(!is_monetary("IncomeLossFromContinuingOperationsPerBasicShare"));
        assert!(!is_monetary("IncomeLossFromContinuingOperationsPerDilutedShare"));
        assert!(!is_monetary("CommonStockParOrStatedValuePerShare"));
        assert!(!is_monetary("StockRepurchasedDuringPeriodShares"));
        assert!(is_monetary("StockRepurchasedDuringPeriodValue"));
        assert!(is_monetary("ShareBasedCompensation"));
        assert!(is_monetary("AllocatedShareBasedCompensationExpense"));
        assert!(is_monetary("EffectiveIncomeTaxRateReconciliationAtFederalStatutoryIncomeTaxRateAmount"));
        assert!(is_monetary("PaymentsForRepurchaseOfCommonStock"));
        assert!(is_monetary("ProceedsFromIssuanceOfCommonStockAndSharesUnderPlans"));
    }

    #[test]
    fn auto_picks_by_the_largest_value() {
        let n = |s: &str| s.parse::<Number>().unwrap();
        assert_eq!(shift(Units::Auto, Some(&n("290479000000.0"))), (6, "millions"));
        assert_eq!(shift(Units::Auto, Some(&n("4500000"))), (3, "thousands"));
        assert_eq!(shift(Units::Auto, Some(&n("999999"))), (0, ""));
        assert_eq!(shift(Units::Billions, None), (9, "billions"));
    }
}
