//! Market data: a quote's fields and a series of prices.

use serde_json::Number;

/// One value of a quote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuoteValue {
    Number(Number),
    Text(String),
    /// An abbreviated magnitude ("134.66B") and its exact numeric value, when it could be read.
    Magnitude {
        text: String,
        value: Option<Number>,
    },
    Null,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteField {
    /// finq's snake_case name (`last_trade_price`).
    pub name: String,
    /// The service's name (`LastTradePrice`), or a label for people, for tables.
    pub upstream: String,
    pub value: QuoteValue,
    /// Where the value came from, when finq put it together from several sources.
    pub source: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Quote {
    pub ticker: String,
    pub fields: Vec<QuoteField>,
    /// The decimals prices are shown with in tables (Yahoo's `priceHint`), when the source says.
    pub price_hint: Option<u32>,
}

impl Quote {
    pub fn get(&self, name: &str) -> Option<&QuoteValue> {
        self.fields.iter().find(|f| f.name == name).map(|f| &f.value)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PricePoint {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The close (split-adjusted where the source adjusts).
    pub price: Number,
    /// The close adjusted for dividends and splits, where the source gives one.
    pub adjusted: Option<Number>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prices {
    pub ticker: String,
    /// Newest first, as the service sends them.
    pub points: Vec<PricePoint>,
    /// The currency as the source wrote it (`USD`, `GBp`), when it says.
    pub currency: Option<String>,
    /// The decimals prices are shown with in tables and charts (Yahoo's `priceHint`), when the
    /// source says.
    pub price_hint: Option<u32>,
    /// Whether the source gives an adjusted close (then CSV has its column, even with no rows).
    pub adjusted_close: bool,
}
