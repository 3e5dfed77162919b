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
pub fn is_money(item: &crate::domain::LineItem) -> bool {
    use crate::domain::Measure;
    match item.measure {
        Some(m) => m == Measure::Money,
        None => is_monetary(&item.element),
    }
}

/// Whether a US GAAP element name names an amount of money (see [`Measure::guess`]).
///
/// [`Measure::guess`]: crate::domain::Measure::guess
pub fn is_monetary(element: &str) -> bool {
    crate::domain::Measure::guess(element) == crate::domain::Measure::Money
}

/// `text` divided by 10^digits, rounded half away from zero to a whole number, exactly (decimal
/// string arithmetic, no float). Text that is not a plain decimal is returned as it is.
pub fn scale(text: &str, digits: usize) -> String {
    if digits == 0 {
        return text.to_string();
    }
    // Rounding looks only at the first dropped integer digit: with at least one digit dropped, the
    // fraction can never change it.
    let Some((neg, int, _)) = crate::domain::split_decimal(text).filter(|(_, int, _)| !int.is_empty()) else {
        return text.to_string();
    };
    let padded = format!("{}{int}", "0".repeat(digits + 1));
    let (whole, rest) = padded.split_at(padded.len() - digits);
    let round_up = rest.as_bytes()[0] >= b'5';
    let mut whole: Vec<u8> = whole.bytes().collect();
    if round_up {
        let mut i = whole.len();
        loop {
            i -= 1;
            if whole[i] == b'9' {
                whole[i] = b'0';
            } else {
                whole[i] += 1;
                break;
            }
        }
    }
    let s = String::from_utf8(whole).unwrap_or_default();
    let s = s.trim_start_matches('0');
    match (s.is_empty(), neg) {
        // A value that is not zero never shows as 0: it keeps the digits that say how small it is.
        (true, _) => shifted(text, digits),
        (false, true) => format!("-{s}"),
        (false, false) => s.to_string(),
    }
}

/// `text` divided by 10^digits exactly, as a decimal with no trailing zeros ("400", 3 -> "0.4";
/// "23.11", 6 -> "0.00002311"); "0" for zero.
fn shifted(text: &str, digits: usize) -> String {
    let Some((neg, int, frac)) = crate::domain::split_decimal(text) else {
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
        assert_eq!(scale("53394000000.0", 6), "53394");
        assert_eq!(scale("-411000000.0", 6), "-411");
        assert_eq!(scale("1500000", 6), "2");
        assert_eq!(scale("1499999", 6), "1");
        assert_eq!(scale("-2500", 3), "-3");
        assert_eq!(scale("999999", 3), "1000");
        assert_eq!(scale("400", 3), "0.4");
        assert_eq!(scale("-400", 3), "-0.4");
        assert_eq!(scale("23.11", 6), "0.00002311");
        assert_eq!(scale("0", 6), "0");
        assert_eq!(scale("0.0", 6), "0");
        assert_eq!(scale("12345678901234567890123", 9), "12345678901235");
        assert_eq!(scale("1e9", 6), "1e9");
        assert_eq!(scale("23.46", 0), "23.46");
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
