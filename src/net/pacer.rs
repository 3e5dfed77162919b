//! Pacing a source's requests: one slot per the source's spacing, given to the parties waiting
//! (a server's callers) in turn, so that one party's many requests cannot hold back another's few.

use std::time::Duration;

tokio::task_local! {
    /// Who the requests of this task are for (a server's caller), so that a source's rate is
    /// shared fairly between them; 0 for everyone else.
    static PARTY: u64;
}

/// Runs `work` with its requests paced as `party`'s: while several parties wait for a source's
/// slots, they take turns, so that one party's many requests cannot hold back another's few.
pub async fn on_behalf_of<F: std::future::Future>(party: u64, work: F) -> F::Output {
    PARTY.scope(party, work).await
}

/// Spaces the requests of one route by the source's rate. A request waits in its party's line;
/// each slot goes to the next party in turn with a request waiting (its oldest), so parties
/// share the rate fairly. A request given up while it waits (its future dropped) takes no slot:
/// the slot goes to the next.
#[derive(Default)]
pub struct Pacer {
    spacing: Option<Duration>,
    queue: std::sync::Arc<std::sync::Mutex<Queue>>,
}

#[derive(Default)]
struct Queue {
    /// The parties with requests waiting, in turn order, each with its requests in order.
    turns: std::collections::VecDeque<(u64, std::collections::VecDeque<tokio::sync::oneshot::Sender<()>>)>,
    /// When the last slot was given (tokio's clock, which tests can pause).
    last: Option<tokio::time::Instant>,
    /// A task is giving out the slots (while anyone waits).
    dispatching: bool,
}

impl Pacer {
    pub fn new(spacing: Option<Duration>) -> Self {
        Self { spacing, queue: Default::default() }
    }

    /// Waits for this request's slot.
    pub async fn pace(&self) {
        let Some(spacing) = self.spacing else { return };
        let party = PARTY.try_with(|p| *p).unwrap_or(0);
        let (go, wait) = tokio::sync::oneshot::channel();
        {
            let mut q = self.queue.lock().unwrap_or_else(|e| e.into_inner());
            match q.turns.iter_mut().find(|(p, _)| *p == party) {
                Some((_, line)) => line.push_back(go),
                None => q.turns.push_back((party, [go].into())),
            }
            if !q.dispatching {
                q.dispatching = true;
                tokio::spawn(dispatch(self.queue.clone(), spacing));
            }
        }
        // An error means the dispatcher is gone (its runtime shut down): nothing to wait for.
        let _ = wait.await;
    }
}

/// Gives out one slot per `spacing` while requests wait, to the parties in turn.
async fn dispatch(queue: std::sync::Arc<std::sync::Mutex<Queue>>, spacing: Duration) {
    /// Whatever ends the dispatcher (no one left waiting, or its runtime going away) lets the
    /// next request start another.
    struct Done(std::sync::Arc<std::sync::Mutex<Queue>>);
    impl Drop for Done {
        fn drop(&mut self) {
            self.0.lock().unwrap_or_else(|e| e.into_inner()).dispatching = false;
        }
    }
    let _done = Done(queue.clone());
    loop {
        let at = {
            let q = queue.lock().unwrap_or_else(|e| e.into_inner());
            q.last.map_or_else(tokio::time::Instant::now, |l| l + spacing)
        };
        tokio::time::sleep_until(at).await;
        let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let Some((party, mut line)) = q.turns.pop_front() else { return };
            // The party's oldest request still waiting; those given up are skipped.
            let mut given = false;
            while let Some(go) = line.pop_front() {
                if go.send(()).is_ok() {
                    given = true;
                    break;
                }
            }
            if !line.is_empty() {
                q.turns.push_back((party, line));
            }
            if given {
                q.last = Some(tokio::time::Instant::now());
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[tokio::test]
    async fn a_paced_route_keeps_its_spacing() {
        let pacer = Pacer::new(Some(Duration::from_millis(100)));
        let started = Instant::now();
        for _ in 0..11 {
            pacer.pace().await;
        }
        // Eleven slots, a tenth of a second apart: the last starts a second after the first.
        // (A lower bound: a busy machine can only make this slower, never fail it.)
        assert!(started.elapsed() >= Duration::from_millis(1000), "{:?}", started.elapsed());
    }

    /// The order in which `parties`' requests (each started in turn) get their slots. Time is
    /// tokio's paused clock: nothing here waits for real.
    async fn order(pacer: std::sync::Arc<Pacer>, parties: &[u64]) -> Vec<u64> {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        for &p in parties {
            let (pacer, tx) = (pacer.clone(), tx.clone());
            tokio::spawn(on_behalf_of(p, async move {
                pacer.pace().await;
                let _ = tx.send(p);
            }));
            tokio::task::yield_now().await;
        }
        drop(tx);
        let mut got = Vec::new();
        while let Some(p) = rx.recv().await {
            got.push(p);
        }
        got
    }

    #[tokio::test(start_paused = true)]
    async fn parties_take_turns() {
        let pacer = std::sync::Arc::new(Pacer::new(Some(Duration::from_millis(100))));
        // Party 1 asks for ten slots, then party 2 for two.
        let got = order(pacer, &[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]).await;
        let second = got.iter().position(|p| *p == 2).unwrap();
        let last = got.iter().rposition(|p| *p == 2).unwrap();
        assert!(second <= 2 && last <= 4, "party 2 waits behind all of party 1: {got:?}");
    }

    #[tokio::test(start_paused = true)]
    async fn a_request_given_up_takes_no_slot() {
        let spacing = Duration::from_millis(100);
        let pacer = std::sync::Arc::new(Pacer::new(Some(spacing)));
        let start = tokio::time::Instant::now();
        pacer.pace().await; // the first slot: now
        // A request waits for the next slot, then is given up before it comes.
        let given_up = tokio::spawn({
            let pacer = pacer.clone();
            async move { pacer.pace().await }
        });
        tokio::task::yield_now().await;
        given_up.abort();
        let _ = given_up.await;
        // The next request gets the slot the given-up one would have had.
        pacer.pace().await;
        assert_eq!(start.elapsed(), spacing, "one slot later, not two");
    }
}
