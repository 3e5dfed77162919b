//! The answers `finq serve` hands out: kept in memory for their time-to-live (each response still
//! gets an id of its own), and asked of the sources once however many ask at the same time.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::body::Bytes;
use tokio::sync::OnceCell;

use super::wire;
use crate::api::{Client, Operation, Request};
use crate::domain::Form;
use crate::error::Error;

/// What identifies an answer: the question, field by field.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnswerKey {
    op: Operation,
    subject: String,
    form: Option<Form>,
    filing_order: Option<u32>,
}

impl AnswerKey {
    pub fn of(req: &Request) -> Self {
        Self { op: req.op, subject: req.subject.clone(), form: req.form, filing_order: req.filing_order }
    }
}

/// A recent answer: the bytes before and after its response id.
struct Hot {
    before: Bytes,
    after: Bytes,
    at: Instant,
}

impl Hot {
    /// The body with a fresh response id spliced in.
    fn fresh(&self) -> Vec<u8> {
        let id = wire::uuid();
        let mut out = Vec::with_capacity(self.before.len() + id.len() + self.after.len());
        out.extend_from_slice(&self.before);
        out.extend_from_slice(id.as_bytes());
        out.extend_from_slice(&self.after);
        out
    }
}

/// The most answers kept in memory.
const MAX_HOT: usize = 4096;

type Shared = Arc<OnceCell<Result<Arc<Vec<u8>>, Error>>>;

pub struct Answers {
    client: Client,
    ttls: crate::api::cache::Ttls,
    provenance: wire::Provenance,
    hot: Mutex<HashMap<AnswerKey, Hot>>,
    in_flight: Mutex<HashMap<AnswerKey, Shared>>,
}

impl Answers {
    pub fn new(client: Client, ttls: crate::api::cache::Ttls, provenance: wire::Provenance) -> Self {
        Self { client, ttls, provenance, hot: Mutex::default(), in_flight: Mutex::default() }
    }

    /// The answer's body with a fresh response id: from memory while fresh, else asked once
    /// however many ask at the same time.
    pub async fn answer(&self, req: &Request) -> Result<Vec<u8>, Error> {
        let key = AnswerKey::of(req);
        let ttl = self.ttls.of(req.op);
        if let Some(hot) = self.hot.lock().unwrap_or_else(|e| e.into_inner()).get(&key).filter(|h| h.at.elapsed() < ttl)
        {
            return Ok(hot.fresh());
        }
        let body = self.fetch(req, &key).await?;
        // Split at the id so that each response gets its own (identifiers and summaries have
        // none in the flat form: the sentinel is absent, and the bytes are served as they are).
        let (before, after) = match body.windows(wire::SENTINEL.len()).position(|w| w == wire::SENTINEL.as_bytes()) {
            Some(at) => (body[..at].to_vec(), body[at + wire::SENTINEL.len()..].to_vec()),
            None => return Ok(body.as_ref().clone()),
        };
        let hot = Hot { before: before.into(), after: after.into(), at: Instant::now() };
        let out = hot.fresh();
        let mut map = self.hot.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= MAX_HOT {
            map.retain(|k, h| h.at.elapsed() < self.ttls.of(k.op));
            if map.len() >= MAX_HOT {
                map.clear();
            }
        }
        map.insert(key, hot);
        Ok(out)
    }

    /// The answer's body (with the sentinel id); concurrent asks for the same question wait for
    /// one fetch.
    async fn fetch(&self, req: &Request, key: &AnswerKey) -> Result<Arc<Vec<u8>>, Error> {
        let waiting = Waiting::join(&self.in_flight, key);
        let result = waiting
            .cell
            .get_or_init(|| async {
                let fetched = self.client.ask(req, false, false).await?;
                let answer = fetched.answer.ok_or_else(|| Error::service("no answer"))?;
                let body = serde_json::to_vec(&wire::answer_with_id(&answer, wire::SENTINEL, self.provenance))
                    .map_err(|e| Error::service(e.to_string()))?;
                Ok(Arc::new(body))
            })
            .await
            .clone();
        drop(waiting);
        result
    }

    /// Questions being asked now (for tests: none is left behind by an abandoned request).
    #[cfg(test)]
    pub fn in_flight(&self) -> usize {
        self.in_flight.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// One request's wait on a shared fetch. Dropping it, whether the fetch finished or the request
/// was abandoned (a time-out, a client gone), takes the entry out once no one else waits on it
/// or it has its answer: the next ask is a new question (the cache answers it).
struct Waiting<'a> {
    map: &'a Mutex<HashMap<AnswerKey, Shared>>,
    key: &'a AnswerKey,
    cell: Shared,
}

impl<'a> Waiting<'a> {
    fn join(map: &'a Mutex<HashMap<AnswerKey, Shared>>, key: &'a AnswerKey) -> Self {
        let cell = map.lock().unwrap_or_else(|e| e.into_inner()).entry(key.clone()).or_default().clone();
        Self { map, key, cell }
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        // Clones are made only under this lock, so the count is exact: the map's and ours.
        let last = Arc::strong_count(&self.cell) <= 2;
        if map.get(self.key).is_some_and(|c| Arc::ptr_eq(c, &self.cell)) && (last || self.cell.initialized()) {
            map.remove(self.key);
        }
    }
}
