//! A document and entity summary: the cover page's facts, typed.

use serde_json::Number;

use super::{Company, Dimension, Filing};

/// A document and entity summary: the cover page's facts, typed, in full units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub company: Company,
    pub filing: Filing,
    /// The cover page's title as filed ("Cover Page"), or as finq names what it assembled.
    pub title: String,
    /// Number of filings the source has for the company (`None` when it did not say).
    pub filing_count: Option<u64>,
    /// The page's scale note as filed ("shares in Thousands"); values are in full units.
    pub scale: String,
    pub facts: Vec<CoverItem>,
}

/// One fact of a cover page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoverItem {
    /// finq's stable name for a well-known fact (`fiscal_year_focus`), if this is one.
    pub field: Option<&'static str>,
    /// The element's bare name (`EntityCommonStockSharesOutstanding`), where it is known.
    pub element: Option<String>,
    /// Its prefix (`dei`, …), where it is known.
    pub prefix: Option<String>,
    /// The label as filed ("Document Fiscal Year Focus").
    pub label: String,
    pub value: FactValue,
    /// The value as the filing shows it ("14,935,826"), whitespace tidied.
    pub text: String,
    /// The end date of the column the value sits in, `YYYY-MM-DD`.
    pub date: Option<String>,
    /// The member block the fact sits in (a class of stock: "0.000% Notes due 2025"), if any.
    pub member: Option<String>,
    pub dimension: Option<Dimension>,
}

/// A cover page value, typed: an exact number in full units, a flag, an ISO date, or text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactValue {
    Number(Number),
    Flag(bool),
    /// `YYYY-MM-DD`.
    Date(String),
    Text(String),
}
