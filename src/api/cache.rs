//! The on-disk cache: successful answers kept by URL (base URL, path and query — never the key,
//! which is never stored), each for a time that fits its data.
//!
//! Layout: `ROOT/v1/ab/cdef…` where `abcdef…` is the SHA-256 of the URL; the `v1` is the format
//! version, so a future format never misreads these entries. An entry is one JSON header line
//! (`url`, `stored_at`, `len`, `content_type`) and the body. Entries are written to a temporary
//! file and renamed, so two finq processes filling one entry both succeed and leave it whole; an
//! entry that does not read back exactly (damaged, cut short, another URL) is ignored.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime};

use reqwest::Url;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{Operation, Response};

/// The format version, part of the layout.
pub const FORMAT: &str = "v1";

/// How long answers stay fresh, per kind of operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ttls {
    /// Statements and the summary. Filing orders are relative (a new filing shifts them all), so
    /// they all expire together, about daily.
    pub statements: Duration,
    pub quote: Duration,
    pub prices: Duration,
    pub identifiers: Duration,
}

impl Default for Ttls {
    fn default() -> Self {
        Self {
            statements: Duration::from_secs(24 * 3600),
            quote: Duration::from_secs(60),
            prices: Duration::from_secs(24 * 3600),
            identifiers: Duration::from_secs(30 * 24 * 3600),
        }
    }
}

impl Ttls {
    pub fn of(&self, op: Operation) -> Duration {
        match op {
            Operation::Statement(_) | Operation::Summary => self.statements,
            Operation::Quote => self.quote,
            Operation::Prices => self.prices,
            Operation::TickerByCik | Operation::CikByTicker => self.identifiers,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Fresh entries answer; misses and stale entries are asked for and stored.
    Normal,
    /// Always ask, then store (`--refresh`).
    Refresh,
    /// Only the cache answers, whatever the age (`--offline`).
    Offline,
}

#[derive(Debug, Serialize, Deserialize)]
struct Header {
    url: String,
    /// Seconds since the Unix epoch.
    stored_at: u64,
    len: usize,
    content_type: Option<String>,
}

pub struct Cache {
    root: PathBuf,
    pub ttls: Ttls,
    pub mode: Mode,
    /// Set after the first failed write: the cache is then left alone for this run.
    broken: AtomicBool,
    /// The largest body an entry may hold (the response cap): a bigger file is not read.
    max_body: u64,
}

/// Room for an entry's header line beside its body.
const MAX_HEADER: u64 = 64 * 1024;

/// A cached answer and its age.
pub struct Hit {
    pub response: Response,
    pub age: Duration,
}

impl Cache {
    /// `dir` is the cache folder (`FINQ_CACHE_DIR` or the platform's); entries live under its
    /// format version.
    pub fn new(dir: &Path, ttls: Ttls, mode: Mode) -> Self {
        Self { root: dir.join(FORMAT), ttls, mode, broken: AtomicBool::new(false), max_body: 16 * 1024 * 1024 }
    }

    /// Entries larger than `max_body` (the response cap) are not read.
    pub fn capped(mut self, max_body: u64) -> Self {
        self.max_body = max_body;
        self
    }

    fn path(&self, url: &Url) -> PathBuf {
        let hash = format!("{:x}", Sha256::digest(url.as_str().as_bytes()));
        self.root.join(&hash[..2]).join(&hash[2..])
    }

    /// The entry for `url` if it reads back whole, with its age. Anything odd is a miss: a link,
    /// a FIFO or device, a file over the cap, a damaged header, a time stamp that is not a time
    /// or lies in the future.
    pub fn read(&self, url: &Url) -> Option<Hit> {
        let bytes = crate::files::read_regular(&self.path(url), self.max_body + MAX_HEADER).ok()?;
        let newline = bytes.iter().position(|b| *b == b'\n')?;
        let header: Header = serde_json::from_slice(&bytes[..newline]).ok()?;
        let body = &bytes[newline + 1..];
        if header.url != url.as_str() || header.len != body.len() {
            return None;
        }
        let stored = SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(header.stored_at))?;
        // A clock a little behind another process's is fine; an entry from the future is not fresh
        // forever, it is damaged.
        let age = match SystemTime::now().duration_since(stored) {
            Ok(age) => age,
            Err(e) if e.duration() <= Duration::from_secs(60) => Duration::ZERO,
            Err(_) => return None,
        };
        Some(Hit {
            response: Response { body: body.to_vec(), content_type: header.content_type, from_cache: true },
            age,
        })
    }

    /// Whether an entry of this age still answers `op`.
    pub fn is_fresh(&self, op: Operation, age: Duration) -> bool {
        age < self.ttls.of(op)
    }

    /// Keeps a successful answer. A cache that cannot be written is reported once and then left
    /// alone: finq goes on without it.
    pub fn store(&self, url: &Url, response: &Response) -> Result<(), String> {
        if self.broken.load(Ordering::Relaxed) {
            return Ok(());
        }
        let result = self.write(url, response);
        if let Err(e) = &result {
            if self.broken.swap(true, Ordering::Relaxed) {
                return Ok(());
            }
            return Err(format!("the cache in {} cannot be written ({e}); going on without it", self.root.display()));
        }
        Ok(())
    }

    fn write(&self, url: &Url, response: &Response) -> std::io::Result<()> {
        let stored_at = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        let header = Header {
            url: url.as_str().to_string(),
            stored_at,
            len: response.body.len(),
            content_type: response.content_type.clone(),
        };
        let mut entry = serde_json::to_vec(&header)?;
        entry.push(b'\n');
        entry.extend_from_slice(&response.body);
        // Not synced: a cache entry lost to a crash is only asked for again.
        crate::files::write_whole(&self.path(url), &entry, false, crate::files::Access::Private)
    }

    /// Counts the entries and their size, and how many are past the longest time-to-live.
    pub fn stats(&self) -> Stats {
        let mut stats = Stats::default();
        let longest = [self.ttls.statements, self.ttls.quote, self.ttls.prices, self.ttls.identifiers]
            .into_iter()
            .max()
            .unwrap_or_default();
        let Ok(shards) = std::fs::read_dir(&self.root) else {
            return stats;
        };
        for shard in shards.flatten() {
            let Ok(entries) = std::fs::read_dir(shard.path()) else {
                continue;
            };
            for e in entries.flatten() {
                let Ok(meta) = e.metadata() else { continue };
                if !meta.is_file() || e.file_name().to_string_lossy().starts_with('.') {
                    continue;
                }
                stats.entries += 1;
                stats.bytes += meta.len();
                let age = meta.modified().ok().and_then(|m| m.elapsed().ok()).unwrap_or_default();
                if age >= longest {
                    stats.expired += 1;
                }
            }
        }
        stats
    }

    /// Removes the entries finq wrote here, of every format version: files named by a SHA-256 in
    /// two-hex-digit shard folders (and finq's temporary files), then the folders they leave
    /// empty. Anything else in the folder is left alone.
    pub fn clear(dir: &Path) -> std::io::Result<u64> {
        let mut removed = 0;
        let Ok(versions) = std::fs::read_dir(dir) else {
            return Ok(0);
        };
        let hex = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_hexdigit());
        for v in versions.flatten() {
            let name = v.file_name().to_string_lossy().into_owned();
            let is_version = name.len() > 1 && name.starts_with('v') && name[1..].bytes().all(|b| b.is_ascii_digit());
            if !is_version || !v.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            for shard in std::fs::read_dir(v.path())?.flatten() {
                let shard_name = shard.file_name().to_string_lossy().into_owned();
                if !hex(&shard_name, 2) || !shard.file_type().is_ok_and(|t| t.is_dir()) {
                    continue;
                }
                for entry in std::fs::read_dir(shard.path())?.flatten() {
                    let n = entry.file_name().to_string_lossy().into_owned();
                    let ours = hex(&n, 62) || (n.starts_with(".finq-") && n.ends_with(".part"));
                    if ours && entry.file_type().is_ok_and(|t| t.is_file()) {
                        std::fs::remove_file(entry.path())?;
                        removed += 1;
                    }
                }
                // Only when empty: a folder holding anything else stays.
                let _ = std::fs::remove_dir(shard.path());
            }
            let _ = std::fs::remove_dir(v.path());
        }
        Ok(removed)
    }
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    pub entries: u64,
    pub bytes: u64,
    pub expired: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn round_trip_and_damage() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(dir.path(), Ttls::default(), Mode::Normal);
        let u = url("https://services.last10k.com/v1/company/AAPL/income?formType=10-K");
        assert!(cache.read(&u).is_none());
        let resp =
            Response { body: b"{\"a\":1}".to_vec(), content_type: Some("application/json".into()), from_cache: false };
        cache.store(&u, &resp).unwrap();
        let hit = cache.read(&u).unwrap();
        assert_eq!(hit.response.body, resp.body);
        assert!(hit.response.from_cache);
        assert!(hit.age < Duration::from_secs(5));
        assert!(cache.is_fresh(Operation::Quote, hit.age));
        assert!(!cache.is_fresh(Operation::Quote, Duration::from_secs(61)));
        // Another URL is another entry.
        assert!(cache.read(&url("https://services.last10k.com/v1/company/AAPL/income")).is_none());
        // Cut short: ignored.
        let path = cache.path(&u);
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, &bytes[..bytes.len() - 2]).unwrap();
        assert!(cache.read(&u).is_none());
        std::fs::write(&path, b"garbage").unwrap();
        assert!(cache.read(&u).is_none());
        // Time stamps that overflow a clock or lie in the future: misses, not aborts.
        let body = b"{}";
        for stored_at in [u64::MAX, 1 << 63, 4_000_000_000_000] {
            let header = format!(r#"{{"url":"{u}","stored_at":{stored_at},"len":2,"content_type":null}}"#);
            std::fs::write(&path, [header.as_bytes(), b"\n", body].concat()).unwrap();
            assert!(cache.read(&u).is_none(), "{stored_at}");
        }
        // Bigger than the cap: not read.
        let small = Cache::new(dir.path(), Ttls::default(), Mode::Normal).capped(1);
        cache.store(&u, &Response { body: vec![b'1'; 100_000], content_type: None, from_cache: false }).unwrap();
        assert!(cache.read(&u).is_some());
        assert!(small.read(&u).is_none());
        assert_eq!(cache.stats().entries, 1);
        // Someone else's files in the cache folder, even in a `v<digits>` folder, stay.
        let theirs = dir.path().join("v2").join("notes");
        std::fs::create_dir_all(&theirs).unwrap();
        std::fs::write(theirs.join("keep.txt"), "mine").unwrap();
        std::fs::write(path.parent().unwrap().join("README"), "mine").unwrap();
        assert_eq!(Cache::clear(dir.path()).unwrap(), 1);
        assert_eq!(cache.stats().entries, 1, "README is not an entry finq wrote");
        assert!(theirs.join("keep.txt").exists());
        assert!(path.parent().unwrap().join("README").exists());
    }
}
