//! An element's name as the SEC writes it (its prefix and bare name) and what its values measure
//! (money, shares, a per-share amount, a ratio): one rule each, read by every source and format.

/// An element name as the SEC writes it, split into its prefix and its bare name:
/// `us-gaap_NetIncomeLoss` or `us-gaap:NetIncomeLoss` -> (`Some("us-gaap")`, `"NetIncomeLoss"`);
/// `aapl_A0.000Notesdue2025Member` -> (`Some("aapl")`, …). A name with no prefix (the classic
/// service's `NetIncomeLoss`) is bare already. A prefix is lower-case letters, digits, `-` or `.`
/// (`us-gaap`, `dei`, `srt`, `ifrs-full`, a filer's ticker), so `Foo_Bar` is one bare name.
pub fn split_element(name: &str) -> (Option<&str>, &str) {
    if let Some(at) = name.find(['_', ':']) {
        let (prefix, rest) = (&name[..at], &name[at + 1..]);
        let prefix_like = prefix.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
            && prefix.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.');
        if prefix_like && !rest.is_empty() {
            return (Some(prefix), rest);
        }
    }
    (None, name)
}

/// Whether an element is a per-share (or per-unit) amount by its name: `Per` followed by `Share`,
/// `Basic`, `Diluted`, `Outstanding`, `Unit`, `Limited` or `General`
/// (`EarningsPerShareBasic`, `IncomeLossFromContinuingOperationsPerBasicShare`,
/// `NetIncomeLossPerOutstandingLimitedPartnershipUnit`), not `…DuringPeriodValue…`. The
/// standardization's rule (docs/standard.md), which its independent reader shares.
pub fn per_share(tag: &str) -> bool {
    per_followed_by(tag, &["Share", "Basic", "Diluted", "Outstanding", "Unit", "Limited", "General"])
}

/// Whether a name has `Per` followed by one of `next`. By bytes from each `P` (`Per` cannot
/// overlap itself, so these are all its matches): asked of every number a quarter's
/// standardization reads, where a substring searcher built per call cost a tenth of the time.
fn per_followed_by(tag: &str, next: &[&str]) -> bool {
    let b = tag.as_bytes();
    memchr::memchr_iter(b'P', b)
        .any(|i| b[i..].starts_with(b"Per") && next.iter().any(|n| b[i + 3..].starts_with(n.as_bytes())))
}

/// A filer's own per-share element, by its name: `Per` then `Common`, `Ordinary` or `Class`
/// (`EarningsPerCommonShare`, `EarningsPerClassBShareBasicAndDiluted`), which the data sets tag
/// in plain `USD`. How a statement as filed shows it ([`Measure::guess`]): never scaled as money.
fn filers_per_share(tag: &str) -> bool {
    per_followed_by(tag, &["Common", "Ordinary", "Class"])
}

/// What a value measures, where the source states it (EDGAR's units: USD, shares, USD/shares).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    Money,
    Shares,
    PerShare,
    /// A ratio, percentage or count: never scaled.
    Pure,
}

impl Measure {
    /// The measure a US GAAP element name suggests, for sources that do not state units.
    /// Per-share amounts ([`per_share`]) first;
    /// names that end like an amount (`…Amount`, `…Value`, `…Expense`, `…Compensation`, …) or
    /// start with `Payments`/`Proceeds` are money even when they hold `Rate` or `Share`; then
    /// counts (`Shares`, `NumberOf`, `Employees`) and ratios (`Ratio`, `Rate`, `Percent`).
    pub fn guess(element: &str) -> Self {
        const MONEY_ENDINGS: [&str; 12] = [
            "Amount",
            "Value",
            "Expense",
            "Expenses",
            "Cost",
            "Costs",
            "Compensation",
            "Benefit",
            "Revenue",
            "Revenues",
            "IncomeLoss",
            "NetOfTax",
        ];
        const MONEY_STARTS: [&str; 3] = ["Payments", "Proceeds", "Repayments"];
        const COUNTS: [&str; 4] = ["Shares", "NumberOf", "Employees", "Count"];
        const RATIOS: [&str; 4] = ["Ratio", "Percent", "Rate", "Pure"];
        if per_share(element) || filers_per_share(element) {
            return Measure::PerShare;
        }
        if MONEY_ENDINGS.iter().any(|w| element.ends_with(w)) || MONEY_STARTS.iter().any(|w| element.starts_with(w)) {
            return Measure::Money;
        }
        if COUNTS.iter().any(|w| element.contains(w)) {
            return Measure::Shares;
        }
        if RATIOS.iter().any(|w| element.contains(w)) {
            return Measure::Pure;
        }
        Measure::Money
    }

    pub fn name(self) -> &'static str {
        match self {
            Measure::Money => "money",
            Measure::Shares => "shares",
            Measure::PerShare => "per share",
            Measure::Pure => "pure",
        }
    }

    /// What a fact of `element` in `unit` measures: a per-share amount by its name whatever its
    /// unit (a filer may tag one in `USD`), else by its unit. The one rule of the derived views
    /// (what `--ttm` refuses to sum, what tables scale as money).
    pub fn of_fact(element: &str, unit: &str) -> Self {
        if per_share(element) { Measure::PerShare } else { Measure::of_unit(unit) }
    }

    /// The measure of an XBRL unit: `USD`, `shares`, `USD/shares`, `pure`.
    pub fn of_unit(unit: &str) -> Self {
        match unit {
            "shares" => Measure::Shares,
            u if u.contains('/') => Measure::PerShare,
            "pure" => Measure::Pure,
            _ => Measure::Money,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Dimension;

    #[test]
    fn element_names_split_into_prefix_and_name() {
        assert_eq!(split_element("us-gaap_NetIncomeLoss"), (Some("us-gaap"), "NetIncomeLoss"));
        assert_eq!(split_element("us-gaap:NetIncomeLoss"), (Some("us-gaap"), "NetIncomeLoss"));
        assert_eq!(split_element("dei_EntityCommonStockSharesOutstanding").0, Some("dei"));
        assert_eq!(split_element("aapl_A0.000Notesdue2025Member"), (Some("aapl"), "A0.000Notesdue2025Member"));
        assert_eq!(split_element("NetIncomeLoss"), (None, "NetIncomeLoss"));
        assert_eq!(split_element("Foo_Bar"), (None, "Foo_Bar"), "not a prefix");
        assert_eq!(split_element("_X"), (None, "_X"));
        assert_eq!(split_element("dei_"), (None, "dei_"));
        let d = Dimension::parse("srt_ProductOrServiceAxis=us-gaap_ProductMember").unwrap();
        assert_eq!((d.axis.as_str(), d.member.as_str()), ("srt:ProductOrServiceAxis", "us-gaap:ProductMember"));
        assert_eq!(Dimension::parse("us-gaap_Assets"), None);
    }

    #[test]
    fn per_share_amounts_by_their_names() {
        for tag in [
            "EarningsPerShareBasic",
            "IncomeLossFromContinuingOperationsPerDilutedShare",
            "NetIncomeLossPerOutstandingLimitedPartnershipUnit",
        ] {
            assert!(per_share(tag), "{tag}");
            assert_eq!(Measure::of_fact(tag, "USD"), Measure::PerShare, "{tag} in plain USD");
        }
        // Filers' own names: per share as a statement shows them, outside the standardization's rule.
        for tag in
            ["EarningsPerCommonShare", "NetIncomePerCommonShareDilutedTotal", "EarningsPerClassBShareBasicAndDiluted"]
        {
            assert!(!per_share(tag), "{tag}");
            assert_eq!(Measure::guess(tag), Measure::PerShare, "{tag}");
        }
        for tag in
            ["StockIssuedDuringPeriodValueNewIssues", "NetIncomeLoss", "WeightedAverageNumberOfSharesOutstandingBasic"]
        {
            assert!(!per_share(tag), "{tag}");
        }
    }
}
