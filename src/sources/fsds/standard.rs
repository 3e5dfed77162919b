//! A filing of the bulk store as a standardized statement (`--standard`): its inputs read by the
//! store ([`crate::store::read::inputs`], or [`crate::store::read::several`] for many filings at
//! once), standardized, and shown as the concepts of one statement with their sources
//! ([`crate::standard::shown`], shared with EDGAR's path).

use crate::error::Result;
use crate::model::{Shape, Statement, StatementKind};
use crate::standard::Input;
use crate::standard::shown::{self as shown, Read};

/// The standardized statement `kind` of a filing of `quarter`, from its input (`--standard`).
pub fn statement(
    input: Input,
    quarter: &str,
    kind: StatementKind,
    ticker: &str,
    filing_count: Option<u64>,
) -> Result<Statement> {
    let s = shown::standardize(&input)?;
    let from = format!("the SEC's financial statement data sets, {quarter}");
    shown::statement(kind, input.subject, s, ticker, filing_count, Read { shape: Shape::Standard, from: &from })
}
