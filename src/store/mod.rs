//! The bulk store: the SEC's quarterly Financial Statement Data Sets kept as Hive-partitioned
//! Parquet (`sub/quarter=2009q3/part-….parquet`, `num/…`, `pre/…`, `tag/…`), the same files
//! Spark, Trino and DuckDB read as they are. A bottom-level module: it knows files, not the
//! command line or the network (downloads arrive as zips on disk).
//!
//! Two wings and what they share:
//! - [`import`]: a quarter's zip read, checked, typed and written into a staging folder, then
//!   committed with one commit point (`import/commit.rs`);
//! - [`read`]: a snapshot of the store ([`Reader`]) read one way for every question — each file
//!   opened as the manifest names it, checked against [`schema`] and finq's own checksums before
//!   a column is used — and [`screen`], one element across every filer;
//! - the leaves both use: [`schema`] (every column), [`layout`] (where files are, and the rules
//!   against links), [`manifest`] (the quarters held), [`checksum`], [`quarter`], [`text`] (the
//!   SEC's text and the exact decimals), and [`error`] (what goes wrong, as data, with the error
//!   under it kept).

pub mod checksum;
pub mod error;
pub mod import;
pub mod layout;
pub mod manifest;
pub mod quarter;
pub mod read;
pub mod schema;
pub mod text;
pub mod tickers;

pub use error::{Doing, Error, Result};
pub use import::{ImportOptions, Imported, Locked, import_zip};
pub use layout::{DOWNLOADS, Store};
pub use manifest::{MANIFEST, Manifest, PerTable, QuarterEntry};
pub use quarter::Quarter;
pub use read::screen;
pub use read::{FilingKey, Keys, Reader};
pub use schema::Table;
pub use tickers::TICKERS;

/// The project's real data sets, imported as the tests of every layer read them.
#[cfg(test)]
pub(crate) mod fixture {
    use std::path::{Path, PathBuf};

    /// `tests/fixtures/fsds/{quarter}.zip`.
    pub(crate) fn zip(quarter: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/fsds/{quarter}.zip"))
    }

    /// The zip at `path` imported into `store` as its file name says, with its `std` table.
    pub(crate) fn import(store: &super::Store, path: &Path) {
        let locked = store.lock().unwrap();
        super::import_zip(&locked, path, None, Default::default(), &crate::standard::table::StdTable, &|_, _| {})
            .unwrap();
    }
}
