//! A filing of the bulk store as a standardized statement (`--standard`): its inputs read by the
//! store ([`crate::store::read::inputs`]), standardized, and shown as the concepts of one
//! statement with their sources ([`crate::api::filed::standard`], shared with EDGAR's path).

use crate::api::filed::sets::Held;
use crate::api::filed::standard::{self as shown, Read};
use crate::domain::{Shape, Statement, StatementKind};
use crate::error::Result;
use crate::store::read::inputs::filing_input;

/// The standardized statement `kind` of a held filing (`--standard`).
pub fn statement(held: &Held, kind: StatementKind, ticker: &str, filing_count: Option<u64>) -> Result<Statement> {
    // Equity is refused before the filing's numbers are looked at.
    shown::stmt_of(kind)?;
    let input = filing_input(&held.filing, &held.numbers, &held.pre, crate::standard::rules());
    let s = shown::standardize(&input)?;
    let from = format!("the SEC's financial statement data sets, {}", held.filing.quarter);
    shown::statement(kind, input.subject, s, ticker, filing_count, Read { shape: Shape::Standard, from: &from })
}
