//! The on-disk cache: successful answers kept by URL (base URL, path and query — never the key,
//! which is never stored), each for a time that fits its data.
//!
//! Layout: `ROOT/v1/ab/cdef…` where `abcdef…` is the SHA-256 of the URL; the `v1` is the format
//! version, so a future format never misreads these entries. An entry is one JSON header line
//! (`url`, `stored_at`, `len`, `content_type`) and the body. Entries are written to a temporary
//! file and renamed, so two finq processes filling one entry both succeed and leave it whole; an
//! entry that does not read back exactly (damaged, cut short, another URL) is ignored.
//!
//! The entries together take at most a cap (`[cache] max_mib`, default [`DEFAULT_MAX_MIB`]):
//! past it, the least recently used go first. A hit marks its entry used (its access time); the
//! size is checked after every sixteenth of the cap written, and by the first write of a process
//! when no check has run for an hour (the format folder's modification time says when: a check
//! sets it, and only a new shard folder changes it otherwise), off the caller's thread.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use reqwest::Url;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::Response;
use crate::model::Operation;

/// The format version, part of the layout.
pub const FORMAT: &str = "v1";

/// The cap on the entries' total size unless `[cache] max_mib` says otherwise.
pub const DEFAULT_MAX_MIB: u64 = 1024;

/// How long a process may go without checking the size on its first write.
const CHECK_EVERY: Duration = Duration::from_secs(3600);

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
    /// Set by a failed write, cleared by the next one that works: a failure is reported once,
    /// and every write is still tried (a full disk or a folder fixed later works again).
    failing: AtomicBool,
    /// The largest body an entry may hold (the response cap): a bigger file is not read.
    max_body: u64,
    /// The most bytes all entries may take.
    max_bytes: u64,
    /// Bytes written since the size was last checked; `u64::MAX` before the first write.
    written: AtomicU64,
    /// A size check is running.
    pruning: Arc<AtomicBool>,
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
        Self {
            root: dir.join(FORMAT),
            ttls,
            mode,
            failing: AtomicBool::new(false),
            max_body: 16 * 1024 * 1024,
            max_bytes: DEFAULT_MAX_MIB * 1024 * 1024,
            written: AtomicU64::new(u64::MAX),
            pruning: Arc::default(),
        }
    }

    /// The entries together take at most `max_bytes`.
    pub fn sized(mut self, max_bytes: u64) -> Self {
        self.max_bytes = max_bytes.max(1);
        self
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
        // Used now: the last to go when the cache is over its cap.
        if let Ok(f) = std::fs::File::open(self.path(url)) {
            let _ = f.set_times(std::fs::FileTimes::new().set_accessed(SystemTime::now()));
        }
        Some(Hit {
            response: Response { body: body.to_vec(), content_type: header.content_type, from_cache: true },
            age,
        })
    }

    /// Whether an entry of this age still answers `op`.
    pub fn is_fresh(&self, op: Operation, age: Duration) -> bool {
        age < self.ttls.of(op)
    }

    /// Keeps a successful answer. A cache that cannot be written is reported once (until a
    /// write works again); finq goes on without it, and tries again at the next answer.
    pub fn store(&self, url: &Url, response: &Response) -> Result<(), String> {
        match self.write(url, response) {
            Ok(()) => {
                self.failing.store(false, Ordering::Relaxed);
                self.wrote(response.body.len() as u64);
                Ok(())
            }
            Err(_) if self.failing.swap(true, Ordering::Relaxed) => Ok(()),
            Err(e) => Err(format!(
                "the cache in {} cannot be written ({e}); going on without it until it can",
                self.root.display()
            )),
        }
    }

    /// Counts what was written, and starts a size check when it is due.
    fn wrote(&self, bytes: u64) {
        let before = self.written.load(Ordering::Relaxed);
        let due = if before == u64::MAX {
            // The first write of this process: due when no process has checked for a while.
            let checked = std::fs::metadata(&self.root).and_then(|m| m.modified()).ok();
            self.written.store(bytes, Ordering::Relaxed);
            checked.and_then(|t| t.elapsed().ok()).is_none_or(|age| age >= CHECK_EVERY)
        } else {
            self.written.fetch_add(bytes, Ordering::Relaxed) + bytes >= self.max_bytes / 16
        };
        if !due || self.pruning.swap(true, Ordering::AcqRel) {
            return;
        }
        self.written.store(0, Ordering::Relaxed);
        let (root, max, pruning) = (self.root.clone(), self.max_bytes, self.pruning.clone());
        let check = move || {
            let _ = prune(&root, max);
            pruning.store(false, Ordering::Release);
        };
        // Off the caller's thread (a server's worker must not scan folders); a command's runtime
        // waits for it before the process ends.
        match tokio::runtime::Handle::try_current() {
            Ok(rt) => drop(rt.spawn_blocking(check)),
            Err(_) => check(),
        }
    }

    fn write(&self, url: &Url, response: &Response) -> std::io::Result<()> {
        let stored_at = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        let header = Header {
            url: url.as_str().to_string(),
            stored_at,
            len: response.body.len(),
            content_type: response.content_type.clone(),
        };
        let mut head = serde_json::to_vec(&header)?;
        head.push(b'\n');
        // Not synced: a cache entry lost to a crash is only asked for again.
        crate::files::write_parts(&self.path(url), &[&head, &response.body], false, crate::files::Access::Private)
    }

    /// The path of every entry finq wrote (a SHA-256 name in a two-hex-digit shard folder).
    fn entries(root: &Path) -> Vec<(PathBuf, std::fs::Metadata)> {
        let hex = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_hexdigit());
        let mut out = Vec::new();
        let Ok(shards) = std::fs::read_dir(root) else { return out };
        for shard in shards.flatten() {
            if !hex(&shard.file_name().to_string_lossy(), 2) {
                continue;
            }
            let Ok(entries) = std::fs::read_dir(shard.path()) else { continue };
            for e in entries.flatten() {
                if hex(&e.file_name().to_string_lossy(), 62)
                    && let Ok(meta) = e.metadata()
                    && meta.is_file()
                {
                    out.push((e.path(), meta));
                }
            }
        }
        out
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

/// Brings the entries under `max_bytes`: when over, the least recently used (by access time,
/// else modification time) are removed until they take nine tenths of it. Then the format
/// folder's modification time says when this ran.
fn prune(root: &Path, max_bytes: u64) -> std::io::Result<()> {
    let mut entries: Vec<(SystemTime, u64, PathBuf)> = Cache::entries(root)
        .into_iter()
        .map(|(path, meta)| {
            let used = [meta.accessed().ok(), meta.modified().ok()].into_iter().flatten().max();
            (used.unwrap_or(SystemTime::UNIX_EPOCH), meta.len(), path)
        })
        .collect();
    let mut total: u64 = entries.iter().map(|e| e.1).sum();
    if total > max_bytes {
        entries.sort_unstable();
        let target = max_bytes / 10 * 9;
        for (_, len, path) in entries {
            if total <= target {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                total -= len;
            }
        }
    }
    std::fs::File::open(root)?.set_modified(SystemTime::now())
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

    fn resp(len: usize) -> Response {
        Response { body: vec![b'1'; len], content_type: None, from_cache: false }
    }

    fn total(dir: &Path) -> u64 {
        Cache::entries(&dir.join(FORMAT)).iter().map(|(_, m)| m.len()).sum()
    }

    #[test]
    fn over_its_cap_the_least_recently_used_go_first() {
        let dir = tempfile::tempdir().unwrap();
        // The default cap: nothing is removed until `prune` is called with a small one here.
        let cache = Cache::new(dir.path(), Ttls::default(), Mode::Normal);
        let u = |i: usize| url(&format!("https://example.com/v1/company/T{i}/income"));
        let past = SystemTime::now() - Duration::from_secs(3600);
        for i in 0..12 {
            cache.store(&u(i), &resp(10_000)).unwrap();
            // Written an hour ago, one after the other: T0 is the oldest.
            let f = std::fs::File::open(cache.path(&u(i))).unwrap();
            let at = past + Duration::from_secs(i as u64);
            f.set_times(std::fs::FileTimes::new().set_accessed(at).set_modified(at)).unwrap();
        }
        // T0 is read (used now); then one more is written.
        assert!(cache.read(&u(0)).is_some());
        cache.store(&u(12), &resp(10_000)).unwrap();
        assert!(total(dir.path()) > 100_000, "13 entries of 10 KB are over 100 KB");
        prune(&cache.root, 100_000).unwrap();
        assert!(total(dir.path()) <= 90_000, "{}", total(dir.path()));
        assert!(cache.read(&u(0)).is_some(), "used recently: kept");
        assert!(cache.read(&u(12)).is_some(), "written last: kept");
        assert!(cache.read(&u(1)).is_none(), "the least recently used: gone");
        let checked = std::fs::metadata(&cache.root).unwrap().modified().unwrap();
        assert!(checked.elapsed().unwrap() < CHECK_EVERY, "the check is recorded");
    }

    #[test]
    fn a_write_past_the_cap_starts_a_check_by_itself() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(dir.path(), Ttls::default(), Mode::Normal).sized(50_000);
        for i in 0..20 {
            cache.store(&url(&format!("https://example.com/{i}")), &resp(10_000)).unwrap();
        }
        // Outside a runtime the check runs in the writer's thread: done by now.
        assert!(total(dir.path()) <= 50_000, "{}", total(dir.path()));
    }

    #[test]
    fn a_failed_write_does_not_turn_the_cache_off_for_good() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("cache");
        std::fs::write(&folder, "a file where the cache folder goes").unwrap();
        let cache = Cache::new(&folder, Ttls::default(), Mode::Normal);
        let (a, b, c) = (url("https://example.com/a"), url("https://example.com/b"), url("https://example.com/c"));
        assert!(cache.store(&a, &resp(10)).is_err(), "the first failure is reported");
        assert!(cache.store(&b, &resp(10)).is_ok(), "…once");
        std::fs::remove_file(&folder).unwrap();
        cache.store(&c, &resp(10)).unwrap();
        assert!(cache.read(&c).is_some(), "written once the folder can be made");
    }
}
