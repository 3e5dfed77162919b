//! Asking many questions at once: the one fetch pipeline of batches and snapshots. One client,
//! at most N requests in flight (fewer where the source asks for fewer), answers yielded in input
//! order, the source's notice said once, and progress on a terminal.

use std::io::IsTerminal;

use futures_util::{Stream, StreamExt};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::Result;
use crate::model::{Operation, Request};
use crate::render;
use crate::settings::Settings;
use crate::sources::{Client, Fetched};

/// How a run's requests are asked: its client, how many at once, and what comes back.
pub struct Fetcher {
    pub client: Client,
    concurrency: usize,
    raw: bool,
    /// Whether the bytes as sent come back beside the answer (a snapshot's `--raw` files).
    keep_body: bool,
    quiet: bool,
}

impl Fetcher {
    /// The fetcher of a run whose questions all go where `op`'s go (one route, one source).
    pub fn new(settings: &Settings, op: Operation, keep_body: bool) -> Self {
        let client = Client::new(&settings.client_config());
        let chosen = settings.concurrency_chosen.then_some(settings.concurrency);
        let concurrency = concurrency(chosen, settings.concurrency, client.source(op).declared().concurrency);
        Self { client, concurrency, raw: settings.raw, keep_body, quiet: settings.quiet }
    }

    /// The source's one-line notice for answers like `first`'s (the demo's: what its data is),
    /// unless `-q`.
    pub fn notice(&self, first: Option<&Request>) {
        if let Some(notice) = first.and_then(|req| self.client.notice(req))
            && !self.quiet
        {
            render::notice(notice);
        }
    }

    /// Asks every `(index, request)` of `jobs` with at most the fetcher's concurrency in flight
    /// (`buffered` keeps at most N futures alive) and yields `(index, request, result)` in input
    /// order.
    pub fn ask_all<'a>(
        &'a self,
        jobs: Vec<(usize, Request)>,
        progress: &'a Progress,
    ) -> impl Stream<Item = (usize, Request, Result<Fetched>)> + 'a {
        futures_util::stream::iter(jobs.into_iter().map(move |(i, req)| async move {
            let result = self.client.ask(&req, self.raw, self.keep_body).await;
            progress.inc();
            (i, req, result)
        }))
        .buffered(self.concurrency)
    }
}

/// Requests at once: what the user chose stands; otherwise the default, or the source's own
/// lower number where it asks for fewer (Yahoo: four).
fn concurrency(chosen: Option<usize>, default: usize, source: Option<usize>) -> usize {
    match (chosen, source) {
        (Some(n), _) => n,
        (None, Some(n)) => n.min(default),
        (None, None) => default,
    }
}

/// Progress on stderr for work of more than a few requests, only on a terminal, never with `-q`
/// or `-v` (whose lines it would tangle); a hidden bar draws nothing at all.
pub struct Progress(ProgressBar);

impl Progress {
    pub fn new(settings: &Settings, total: usize) -> Self {
        let show = total > 3 && !settings.quiet && settings.verbose == 0 && std::io::stderr().is_terminal();
        if !show {
            return Self(ProgressBar::hidden());
        }
        let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} requests {elapsed}") {
            bar.set_style(style);
        }
        // Drawn at once, and kept moving: a slow first answer is no blank screen.
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
        Self(bar)
    }
    pub fn inc(&self) {
        self.0.inc(1);
    }
    /// A message on stderr that does not tear the bar.
    pub fn notice(&self, message: &str) {
        self.0.suspend(|| render::notice(message));
    }
    pub fn finish(&self) {
        self.0.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_that_asks_for_fewer_gets_fewer_unless_the_user_chose() {
        assert_eq!(concurrency(None, 8, None), 8);
        assert_eq!(concurrency(None, 8, Some(4)), 4, "the slow source's own number");
        assert_eq!(concurrency(None, 2, Some(4)), 2, "never more than the default");
        assert_eq!(concurrency(Some(16), 8, Some(4)), 16, "a chosen -j stands");
    }
}
