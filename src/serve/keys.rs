//! Who may ask: the accepted keys (held in the redacting key type, compared in constant time,
//! named in the log by an identity that is not the key), each key's rate, and a limit on wrong
//! keys per client address so that keys cannot be guessed.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use sha2::{Digest, Sha256};

use crate::error::Error;
use crate::net::ApiKey;

/// The shortest key `finq serve` accepts: anything shorter is refused at start.
pub const MIN_KEY_LEN: usize = 12;

/// Wrong keys one client address may send a minute (also the burst) before every keyed request
/// from it gets 429 for a while.
pub const GUESSES_PER_MINUTE: u32 = 10;

/// An accepted key and the name the access log gives it.
pub struct Key {
    key: ApiKey,
    id: KeyId,
}

/// How the log names a key: `key:` and the first eight hex digits of its SHA-256, so that an
/// operator can tell keys apart without the log holding one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeyId([u8; 4]);

impl std::fmt::Display for KeyId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "key:")?;
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl KeyId {
    /// The caller of a server without keys (`--no-auth`).
    pub const ANYONE: KeyId = KeyId([0; 4]);

    fn of(key: &str) -> Self {
        let hash = Sha256::digest(key.as_bytes());
        Self([hash[0], hash[1], hash[2], hash[3]])
    }
}

/// The accepted keys; empty with `--no-auth`.
#[derive(Default)]
pub struct Keys(Vec<Key>);

/// Why a request's key was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    Missing,
    Invalid,
}

impl Keys {
    pub fn new(keys: Vec<ApiKey>) -> Self {
        Self(keys.into_iter().map(|key| Key { id: KeyId::of(key.expose()), key }).collect())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The identity of the key `given`, if it is one of ours. Every key is compared, whatever
    /// matches, so the time says nothing about which.
    pub fn check(&self, given: Option<&str>) -> Result<KeyId, Refused> {
        if self.0.is_empty() {
            return Ok(KeyId::ANYONE);
        }
        let given = given.ok_or(Refused::Missing)?;
        self.0
            .iter()
            .fold(None, |hit, k| if same(k.key.expose().as_bytes(), given.as_bytes()) { Some(k.id) } else { hit })
            .ok_or(Refused::Invalid)
    }
}

/// `a == b` in time that depends on the lengths only.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The keys `finq serve` accepts: `FINQ_SERVE_KEYS` (comma separated) and the keys file, one a
/// line (`#` starts a comment). Each is registered as a secret (never printed) and must be at
/// least [`MIN_KEY_LEN`] characters. A keys file others may write to draws a warning.
pub fn load(env: Option<&str>, file: Option<&Path>, warn: &dyn Fn(&str)) -> crate::error::Result<Vec<ApiKey>> {
    let mut words: Vec<String> = env.unwrap_or_default().split(',').map(String::from).collect();
    if let Some(path) = file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::reading(format_args!("cannot read the keys file {}", path.display()), e))?;
        if crate::settings::config::writable_by_others(path) {
            warn(&format!(
                "the keys file {} may be changed by other users (anyone could add a key); run `chmod 600 {}`",
                path.display(),
                path.display()
            ));
        }
        words.extend(text.lines().filter(|l| !l.trim_start().starts_with('#')).map(String::from));
    }
    let keys: Vec<ApiKey> = words.iter().filter_map(|w| ApiKey::new(w)).collect();
    for k in &keys {
        crate::sanitize::register_secret(k.expose());
    }
    let short = keys.iter().filter(|k| k.expose().chars().count() < MIN_KEY_LEN).count();
    if short > 0 {
        return Err(Error::usage(format!(
            "{short} of the serve keys {} shorter than {MIN_KEY_LEN} characters, too easy to guess; \
             use long random keys (`openssl rand -hex 16` makes one)",
            if short == 1 { "is" } else { "are" }
        )));
    }
    Ok(keys)
}

/// A token bucket per name: `rate` a minute, bursts up to `rate`.
pub struct Buckets<K> {
    rate: u32,
    buckets: Mutex<HashMap<K, (f64, Instant)>>,
}

/// The most names a bucket map holds; past it, full (idle) buckets are forgotten first.
const MAX_BUCKETS: usize = 100_000;

impl<K: std::hash::Hash + Eq + Clone> Buckets<K> {
    pub fn new(rate: u32) -> Self {
        Self { rate, buckets: Mutex::new(HashMap::new()) }
    }

    fn refill(&self, tokens: &mut f64, at: &mut Instant, now: Instant) {
        let per_sec = f64::from(self.rate) / 60.0;
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * per_sec).min(f64::from(self.rate));
        *at = now;
    }

    /// Takes a token for `name`; when there is none, the seconds until there is.
    pub fn take(&self, name: &K) -> Option<u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if buckets.len() >= MAX_BUCKETS && !buckets.contains_key(name) {
            let rate = f64::from(self.rate);
            let per_sec = rate / 60.0;
            buckets.retain(|_, (t, at)| *t + now.duration_since(*at).as_secs_f64() * per_sec < rate);
        }
        let (tokens, at) = buckets.entry(name.clone()).or_insert((f64::from(self.rate), now));
        self.refill(tokens, at, now);
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            None
        } else {
            Some(((1.0 - *tokens) / (f64::from(self.rate) / 60.0)).ceil() as u64)
        }
    }

    /// The seconds until `name` has a token again, without taking one; `None` when it has one.
    pub fn empty_for(&self, name: &K) -> Option<u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let (tokens, at) = buckets.get_mut(name)?;
        self.refill(tokens, at, Instant::now());
        (*tokens < 1.0).then(|| ((1.0 - *tokens) / (f64::from(self.rate) / 60.0)).ceil() as u64)
    }
}

/// Wrong keys per client address.
pub type Guesses = Buckets<IpAddr>;

/// Requests one key may have answered at once; more from it wait their turn (within the
/// time-out), while other keys are answered.
pub const PER_KEY_REQUESTS: usize = 32;

/// Each key's request slots.
pub struct Slots {
    per_key: usize,
    keys: Mutex<HashMap<KeyId, Arc<Semaphore>>>,
}

impl Slots {
    pub fn new(per_key: usize) -> Self {
        Self { per_key, keys: Mutex::default() }
    }

    /// Waits for one of `key`'s slots. The keys are the configured ones (and `--no-auth`'s one
    /// caller), so the map stays small.
    pub async fn take(&self, key: KeyId) -> Option<OwnedSemaphorePermit> {
        let slots = self
            .keys
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_insert_with(|| Arc::new(Semaphore::new(self.per_key)))
            .clone();
        slots.acquire_owned().await.ok()
    }
}

impl KeyId {
    /// The key as a party sharing a source's rate (`crate::net::on_behalf_of`).
    pub fn party(self) -> u64 {
        u64::from(u32::from_be_bytes(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_checked_named_and_refused_when_short() {
        let keys = Keys::new(vec![ApiKey::new("serve-key-FAKE-0000").unwrap(), ApiKey::new("other-key-FAKE").unwrap()]);
        let id = keys.check(Some("serve-key-FAKE-0000")).unwrap();
        assert_eq!(id.to_string().len(), "key:".len() + 8);
        assert!(!id.to_string().contains("serve"));
        assert_ne!(keys.check(Some("other-key-FAKE")).unwrap(), id);
        assert_eq!(keys.check(Some("serve-key-FAKE-0001")), Err(Refused::Invalid));
        assert_eq!(keys.check(None), Err(Refused::Missing));
        assert_eq!(Keys::default().check(None), Ok(KeyId::ANYONE));

        let quiet = |_: &str| {};
        assert_eq!(load(Some(" a-long-enough-key , ,"), None, &quiet).unwrap().len(), 1);
        let e = load(Some("a-long-enough-key,x"), None, &quiet).unwrap_err();
        assert!(e.message.contains("1 of the serve keys is shorter than 12"), "{}", e.message);
    }

    #[test]
    fn a_bucket_refuses_past_its_burst_and_names_the_wait() {
        let b = Buckets::new(3);
        assert_eq!(b.empty_for(&"x"), None);
        for _ in 0..3 {
            assert_eq!(b.take(&"x"), None);
        }
        let wait = b.take(&"x").unwrap();
        assert!((1..=20).contains(&wait), "{wait}");
        assert!(b.empty_for(&"x").is_some());
        assert_eq!(b.take(&"y"), None, "each name has its own bucket");
    }
}
