//! One answer of a source, whatever the operation: a statement, a summary, a quote, prices, or
//! a look-up.

use super::{Prices, Quote, Statement, Summary};

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
