//! What bounds an import, and how its steps fail: the sizes every step shares (a line, a batch,
//! a row group, the threads) and the errors a line, a writer or a file can end with. A leaf of the
//! import wing: the steps import it, it imports none of them.

use std::io;

/// The longest line read (the SEC's longest are a few KiB: `tag.txt`'s documentation).
pub const MAX_LINE: usize = 16 << 20;
/// The most fields a header may have: the widest table has 36 columns, and the SEC may add some.
pub const MAX_HEADER_FIELDS: usize = 256;
/// Rows per Arrow batch handed to the Parquet writer.
pub const BATCH_ROWS: usize = 16_384;
/// Bytes of text per batch at most (real batches hold 2-3 MiB): a batch of long lines ends
/// sooner, so that memory stays bounded and Arrow's 32-bit offsets are never reached.
pub const BATCH_BYTES: usize = 16 << 20;
/// Rows per row group: small enough that statistics on (cik, adsh) skip most of a quarter when
/// one company is asked for, large enough for good compression.
pub const ROW_GROUP_ROWS: usize = 65_536;

/// Threads to type or encode one table with: as many as there are cores, up to four.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().min(4))
}

/// Why a line was refused: the column and what is wrong (the caller adds file and line).
#[derive(Debug, thiserror::Error)]
#[error("column {column}: {value:?} is {why}")]
pub struct BadField {
    pub column: &'static str,
    pub value: String,
    pub why: &'static str,
}

impl BadField {
    /// A line of `fields` fields where the header names another count (`fields` past the
    /// header's are not counted: `more` says there were more).
    pub fn miscounted(fields: usize, more: bool) -> Self {
        let value = match (fields, more) {
            (_, true) => format!("more than {} fields", fields.saturating_sub(1)),
            (1, _) => "1 field".to_string(),
            _ => format!("{fields} fields"),
        };
        Self { column: "", value, why: "not as many fields as the header names" }
    }
}

/// A failure while writing: a bad line, or the file system.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("{0}")]
    Bad(BadField),
    #[error(transparent)]
    Io(io::Error),
    #[error(transparent)]
    Parquet(parquet::errors::ParquetError),
}

impl From<parquet::errors::ParquetError> for WriteError {
    fn from(e: parquet::errors::ParquetError) -> Self {
        WriteError::Parquet(e)
    }
}

impl From<arrow_schema::ArrowError> for WriteError {
    fn from(e: arrow_schema::ArrowError) -> Self {
        WriteError::Parquet(parquet::errors::ParquetError::ArrowError(e.to_string()))
    }
}

/// Why a table's file could not be started: its header, or the file system.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    #[error("has no column {0}")]
    MissingColumn(&'static str),
    #[error("has the column {0} twice")]
    Twice(String),
    #[error("has a column {0}, which finq fills from sub.txt")]
    Derived(&'static str),
    #[error("has more than {MAX_HEADER_FIELDS} columns")]
    TooWide,
    #[error("ends its lines with a carriage return alone (the SEC's end with a line feed)")]
    CarriageReturns,
    #[error(transparent)]
    Io(io::Error),
    #[error(transparent)]
    Parquet(parquet::errors::ParquetError),
}
