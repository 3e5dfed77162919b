//! Asking many questions at once: every request over one client with at most N in flight,
//! answers yielded in input order, and progress on a terminal. Batches and snapshots share it.

use std::io::IsTerminal;

use futures_util::{Stream, StreamExt};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::api::{Client, Fetched, Request};
use crate::error::Result;
use crate::render;
use crate::settings::Settings;

/// Asks every `(index, request)` of `jobs` with at most `concurrency` in flight (`buffered` keeps
/// at most N futures alive) and yields `(index, request, result)` in input order.
pub fn ask_all<'a>(
    client: &'a Client,
    jobs: Vec<(usize, Request)>,
    raw: bool,
    keep_body: bool,
    concurrency: usize,
    progress: &'a Progress,
) -> impl Stream<Item = (usize, Request, Result<Fetched>)> + 'a {
    futures_util::stream::iter(jobs.into_iter().map(move |(i, req)| async move {
        let result = client.ask(&req, raw, keep_body).await;
        progress.inc();
        (i, req, result)
    }))
    .buffered(concurrency)
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
