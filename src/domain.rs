//! finq's own view of the data: what the api layer produces and the renderers consume,
//! whatever upstream shape it came from.

use serde_json::Number;

/// A plain decimal as sign, integer digits and fraction digits (`"-12.50"` -> `(true, "12", "50")`);
/// either part may be empty. `None` for anything else (exponents, separators, letters). The one
/// place that reads number text, for the exact arithmetic that never goes through a float.
pub fn split_decimal(text: &str) -> Option<(bool, &str, &str)> {
    let (neg, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text),
    };
    let (int, frac) = rest.split_once('.').unwrap_or((rest, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    (digits(int) && digits(frac)).then_some((neg, int, frac))
}

/// The form of a filing: the annual or the quarterly report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Form {
    /// Annual report
    #[value(name = "10-K")]
    TenK,
    /// Quarterly report
    #[value(name = "10-Q")]
    TenQ,
}

impl Form {
    pub fn as_str(self) -> &'static str {
        match self {
            Form::TenK => "10-K",
            Form::TenQ => "10-Q",
        }
    }
}

/// The statements: the one registry of their words, titles, nouns and folders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatementKind {
    BalanceSheet,
    Income,
    Equity,
    Operations,
}

impl StatementKind {
    /// Every statement, in the order commands and snapshots list them.
    pub const ALL: [StatementKind; 4] =
        [StatementKind::BalanceSheet, StatementKind::Income, StatementKind::Equity, StatementKind::Operations];

    /// The word on the command line, in finq's output, in the classic service's path and as a
    /// snapshot folder.
    pub fn name(self) -> &'static str {
        match self {
            StatementKind::BalanceSheet => "balancesheet",
            StatementKind::Income => "income",
            StatementKind::Equity => "equity",
            StatementKind::Operations => "operations",
        }
    }

    /// A phrase for messages: "no 10-K balance sheet for AAPL".
    pub fn noun(self) -> &'static str {
        match self {
            StatementKind::BalanceSheet => "balance sheet",
            StatementKind::Income => "income statement",
            StatementKind::Equity => "equity statement",
            StatementKind::Operations => "statement of operations",
        }
    }

    /// A title for a statement a source assembled rather than rendered.
    pub fn title(self) -> &'static str {
        match self {
            StatementKind::BalanceSheet => "Balance sheet",
            StatementKind::Income => "Income statement",
            StatementKind::Equity => "Shareholders' equity",
            StatementKind::Operations => "Statement of operations",
        }
    }

    /// The statement named `word` (a command or snapshot word).
    pub fn from_name(word: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == word)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Company {
    pub name: String,
    pub cik: String,
    pub ticker: String,
}

/// Which filing a statement came from.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Filing {
    /// The statement's title as filed ("Consolidated Balance Sheets").
    pub title: String,
    pub accession_number: String,
    /// `YYYY-MM-DD`.
    pub filing_date: String,
    /// End of the reporting period, `YYYY-MM-DD`, when the service said or it could be read off the
    /// rendered table.
    pub period: Option<String>,
    /// "10-K" or "10-Q" as the service reported it.
    pub form: String,
    /// Number of filings the service has for the company (0 when it did not say).
    pub filing_count: Option<u64>,
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

/// One element of a statement and its value, exactly as the service wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineItem {
    pub element: String,
    pub value: Number,
    /// What the value measures, when the source said; otherwise read off the element's name.
    pub measure: Option<Measure>,
    /// The line's label as filed ("Net income"), when the source sent one.
    pub label: Option<String>,
}

/// The rendered statement from a flat response's `Content`: human labels and the cells as shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ContentTable {
    /// The heading cell, such as "CONSOLIDATED BALANCE SHEETS - USD ($) $ in Millions".
    pub heading: String,
    /// Column headings, one per value column ("Sep. 26, 2015").
    pub columns: Vec<String>,
    pub rows: Vec<ContentRow>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentRow {
    pub label: String,
    pub cells: Vec<String>,
}

/// Whether the body was the current nested form or the older flat form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Nested,
    Flat,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub kind: StatementKind,
    pub company: Company,
    pub filing: Filing,
    /// In the service's order, which is the statement's presentation order.
    pub items: Vec<LineItem>,
    /// Human labels, where the service sent the rendered statement (flat form).
    pub table: Option<ContentTable>,
    pub shape: Shape,
    /// The service's `count`, when it disagrees with the number of items.
    pub count_mismatch: Option<u64>,
}

/// A document and entity summary: facts read from the rendered table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub company: Company,
    pub filing: Filing,
    pub facts: Vec<Fact>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fact {
    /// finq's stable name for a well-known fact (`fiscal_year_focus`), if this is one.
    pub field: Option<&'static str>,
    /// The label as filed ("Document Fiscal Year Focus").
    pub label: String,
    /// The value as shown in the filing, whitespace tidied.
    pub value: String,
}

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
    /// The service's name (`LastTradePrice`), for tables.
    pub upstream: String,
    pub value: QuoteValue,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub ticker: String,
    pub fields: Vec<QuoteField>,
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
    pub price: Number,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prices {
    pub ticker: String,
    /// Newest first, as the service sends them.
    pub points: Vec<PricePoint>,
}

/// The answer of a CIK <-> ticker look-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identifiers {
    /// What was asked: a CIK for `ticker`, a ticker for `cik`.
    pub query: String,
    pub values: Vec<String>,
}

/// One answer of the service, whatever the operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Statement(Statement),
    Summary(Summary),
    Quote(Quote),
    Prices(Prices),
    /// Tickers for a CIK.
    Tickers(Identifiers),
    /// CIKs for a ticker.
    Ciks(Identifiers),
}
