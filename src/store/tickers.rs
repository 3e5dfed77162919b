//! The SEC's ticker list (`company_tickers.json`, every ticker trading today with its CIK and
//! company name) kept with the store, so that today's tickers find their CIK with nothing sent.
//! The data sets hold no tickers. The list is kept as the SEC wrote it, beside the manifest
//! (not a quarter: the manifest does not name it), written whole or not at all; what it says is
//! read by the store's source, not here.

use std::path::PathBuf;

use super::error::{Doing, Error, Result};
use super::{Locked, Store};

/// The list's file name in the store's folder: the SEC's own.
pub const TICKERS: &str = "company_tickers.json";
/// The largest list read (the SEC's is under 1 MB).
const TICKERS_CAP: u64 = 64 << 20;

impl Store {
    /// Where the ticker list is kept.
    pub fn tickers_path(&self) -> PathBuf {
        self.root().join(TICKERS)
    }

    /// The ticker list as kept, with when it was written; `None` when the store has none.
    pub fn tickers(&self) -> Result<Option<(Vec<u8>, std::time::SystemTime)>> {
        let path = self.tickers_path();
        let when = match std::fs::symlink_metadata(&path) {
            Ok(m) => m.modified().unwrap_or(std::time::UNIX_EPOCH),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(Error::io(Doing::Read, &path, e)),
        };
        match crate::files::read_regular(&path, TICKERS_CAP) {
            Ok(bytes) => Ok(Some((bytes, when))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(Error::io(Doing::Read, &path, e)),
        }
    }
}

impl Locked {
    /// Keeps `bytes` as the store's ticker list (the caller has read them as one), replacing the
    /// one kept: a new file renamed over the old, so a reader sees one or the other.
    pub fn keep_tickers(&self, bytes: &[u8]) -> Result<()> {
        let path = self.store.tickers_path();
        crate::files::write_whole(&path, bytes, true, crate::files::Access::Shared)
            .map_err(|e| Error::io(Doing::Write, &path, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_kept_whole_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("store"));
        let locked = store.lock().unwrap();
        assert!(store.tickers().unwrap().is_none(), "none kept yet");
        locked.keep_tickers(br#"{"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."}}"#).unwrap();
        locked.keep_tickers(br#"{"0":{"cik_str":789019,"ticker":"MSFT","title":"MICROSOFT CORP"}}"#).unwrap();
        let (bytes, _) = store.tickers().unwrap().unwrap();
        assert!(bytes.starts_with(br#"{"0":{"cik_str":789019"#), "the newer one");
        let names: Vec<String> =
            std::fs::read_dir(store.root()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into()).collect();
        assert!(!names.iter().any(|n| n.ends_with(".part")), "{names:?}");
    }
}
