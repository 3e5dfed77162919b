//! The answers `finq serve` hands out: kept in memory for their time-to-live (each response still
//! gets an id of its own), and asked of the sources once however many ask at the same time, off
//! the async workers, at most [`MAX_FETCHES`] at once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};

use super::wire;
use crate::error::Error;
use crate::model::Form;
use crate::model::{Operation, Request};
use crate::sources::Client;

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

/// What a fetch brings: the body (with the sentinel id), or why not; `None` until it is done.
type Outcome = Option<Result<Arc<Vec<u8>>, Error>>;

/// One question being asked of the sources: its outcome when it comes, the task asking, and how
/// many requests wait on it.
struct Flight {
    id: u64,
    outcome: watch::Receiver<Outcome>,
    task: tokio::task::AbortHandle,
    waiting: usize,
}

type Flights = Arc<Mutex<HashMap<AnswerKey, Flight>>>;

/// Fetches from the sources at once (the work, not the requests waiting on it: those hold
/// nothing). Each runs on a blocking thread of its own, so that a slow document's parse never
/// holds up the async workers.
pub const MAX_FETCHES: usize = 64;

pub struct Answers {
    client: Arc<Client>,
    ttls: crate::net::cache::Ttls,
    provenance: wire::Provenance,
    hot: Mutex<HashMap<AnswerKey, Hot>>,
    flights: Flights,
    next_flight: AtomicU64,
    fetches: Arc<Semaphore>,
    /// How long one fetch may take (the request's time-out).
    budget: Duration,
}

impl Answers {
    pub fn new(client: Client, ttls: crate::net::cache::Ttls, provenance: wire::Provenance, budget: Duration) -> Self {
        Self {
            client: Arc::new(client),
            ttls,
            provenance,
            hot: Mutex::default(),
            flights: Flights::default(),
            next_flight: AtomicU64::new(0),
            fetches: Arc::new(Semaphore::new(MAX_FETCHES)),
            budget,
        }
    }

    /// The answer's body with a fresh response id: from memory while fresh, else asked once
    /// however many ask at the same time.
    /// `party` is who asks (their share of a source's rate).
    pub async fn answer(&self, req: &Request, party: u64) -> Result<Vec<u8>, Error> {
        let key = AnswerKey::of(req);
        let ttl = self.ttls.of(req.op);
        if let Some(hot) = self.hot.lock().unwrap_or_else(|e| e.into_inner()).get(&key).filter(|h| h.at.elapsed() < ttl)
        {
            return Ok(hot.fresh());
        }
        let body = self.fetch(req, &key, party).await?;
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
    /// one fetch, asked by a task of its own (so that the first asker going away does not restart
    /// it) and given up when no one waits any more.
    async fn fetch(&self, req: &Request, key: &AnswerKey, party: u64) -> Result<Arc<Vec<u8>>, Error> {
        let (id, mut outcome) = {
            let mut flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
            match flights.get_mut(key) {
                Some(f) => {
                    f.waiting += 1;
                    (f.id, f.outcome.clone())
                }
                None => {
                    let id = self.next_flight.fetch_add(1, Ordering::Relaxed);
                    let (tell, outcome) = watch::channel(None);
                    let (client, req, provenance, budget) =
                        (self.client.clone(), req.clone(), self.provenance, self.budget);
                    let (map, fetches, owned) = (self.flights.clone(), self.fetches.clone(), key.clone());
                    let task = tokio::spawn(async move {
                        let result = match fetches.acquire_owned().await {
                            Ok(slot) => fetch_apart(slot, client, req, party, provenance, budget).await,
                            Err(_) => Err(Error::service("the server is shutting down")),
                        };
                        // Out of the map first: an ask after the outcome is a new question.
                        let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
                        if map.get(&owned).is_some_and(|f| f.id == id) {
                            map.remove(&owned);
                        }
                        drop(map);
                        let _ = tell.send(Some(result));
                    });
                    let flight = Flight { id, outcome: outcome.clone(), task: task.abort_handle(), waiting: 1 };
                    flights.insert(key.clone(), flight);
                    (id, outcome)
                }
            }
        };
        let _waiting = Waiting { flights: &self.flights, key, id };
        match outcome.wait_for(Option::is_some).await {
            Ok(done) => done.clone().unwrap_or_else(|| Err(Error::service("no answer"))),
            Err(_) => Err(Error::service("the fetch ended without an answer")),
        }
    }

    /// Questions being asked now (for tests: none is left behind by an abandoned request).
    #[cfg(test)]
    pub fn in_flight(&self) -> usize {
        self.flights.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// The work of one fetch, given its slot: the question asked of the sources and the answer put
/// in the spec's shape, all on a blocking thread (parsing a slow document there holds up no
/// one), for at most `budget`. The slot is held until that thread is done, so no more than
/// [`MAX_FETCHES`] threads ever work. When the fetch is given up (its future dropped) or the
/// budget runs out, the work stops at its next wait; a parse in progress runs to its end, on its
/// own thread.
async fn fetch_apart(
    slot: OwnedSemaphorePermit,
    client: Arc<Client>,
    req: Request,
    party: u64,
    provenance: wire::Provenance,
    budget: Duration,
) -> Result<Arc<Vec<u8>>, Error> {
    // Dropped with this future: the blocking thread's work then stops at its next wait.
    let (_given_up, gone) = tokio::sync::oneshot::channel::<()>();
    let runtime = tokio::runtime::Handle::current();
    let thread = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        runtime.block_on(async move {
            let work = async {
                let fetched = client.ask(&req, false, false).await?;
                let answer = fetched.answer.ok_or_else(|| Error::service("no answer"))?;
                let body = serde_json::to_vec(&wire::answer_with_id(&answer, wire::SENTINEL, provenance))
                    .map_err(|e| Error::service(e.to_string()))?;
                Ok(Arc::new(body))
            };
            tokio::select! {
                done = crate::net::on_behalf_of(party, work) => done,
                _ = gone => Err(Error::service("given up")),
                () = tokio::time::sleep(budget) => Err(Error::network(format!(
                    "the sources did not answer {} within {} s", req.describe(), budget.as_secs()
                ))),
            }
        })
    });
    thread.await.unwrap_or_else(|_| Err(Error::service("the fetch failed unexpectedly")))
}

/// One request's wait on a flight. Dropping it (the answer came, or the request was abandoned:
/// a time-out, a client gone) counts the waiter out; the last one out of a flight still asking
/// stops it and takes its entry out.
struct Waiting<'a> {
    flights: &'a Flights,
    key: &'a AnswerKey,
    id: u64,
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        let mut flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(f) = flights.get_mut(self.key).filter(|f| f.id == self.id) {
            f.waiting -= 1;
            if f.waiting == 0 {
                f.task.abort();
                flights.remove(self.key);
            }
        }
    }
}
