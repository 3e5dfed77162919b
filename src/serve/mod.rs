//! `finq serve`: the interface itself (`/v1/company/…`), answered from finq's sources, so that
//! old clients point at it unchanged and a team shares one cache and one SEC rate budget.
//!
//! Every request needs a key (header `Ocp-Apim-Subscription-Key`, or query `subscription-key` or
//! `key`), compared in constant time and never logged; a key over its rate gets 429, and so does
//! an address that sends too many wrong keys. Concurrent asks for the same answer wait for one
//! fetch. SIGTERM or Ctrl-C finishes what is in flight (at most five seconds), then exits 0.
//!
//! The parts: [`router`] (routes, layers, the JSON error form), [`keys`] (who may ask),
//! [`answers`] (answers in memory, one fetch per question), [`log`] (the access log),
//! [`conn`] (connections, their time-outs and cap), [`wire`] (the spec's shapes).

mod answers;
mod conn;
pub mod keys;
mod log;
pub mod router;
#[cfg(test)]
mod tests;
pub mod wire;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use crate::error::Error;
use crate::settings::Settings;
use crate::sources::Client;

pub use router::router;

/// Everything the routes share.
pub struct State {
    answers: answers::Answers,
    keys: keys::Keys,
    /// Requests a minute per key.
    rate: keys::Buckets<keys::KeyId>,
    /// Wrong keys a minute per client address.
    guesses: keys::Guesses,
    /// Each key's request slots.
    slots: keys::Slots,
    /// How long a request may take in all: the sources' time-out and five seconds.
    timeout: Duration,
    /// `-q`: no access log.
    quiet: bool,
}

/// How a server is set up, apart from its client.
pub struct Options {
    pub keys: Vec<crate::net::ApiKey>,
    pub rate: u32,
    pub timeout: Duration,
    pub quiet: bool,
    pub ttls: crate::net::cache::Ttls,
}

impl State {
    pub fn new(client: Client, options: Options) -> Self {
        let provenance = if client.answers_samples() { wire::Provenance::Samples } else { wire::Provenance::Sources };
        Self {
            answers: answers::Answers::new(client, options.ttls, provenance, options.timeout),
            keys: keys::Keys::new(options.keys),
            rate: keys::Buckets::new(options.rate),
            guesses: keys::Buckets::new(keys::GUESSES_PER_MINUTE),
            slots: keys::Slots::new(keys::PER_KEY_REQUESTS),
            timeout: options.timeout,
            quiet: options.quiet,
        }
    }
}

/// Where and how a server listens, and whom it answers: what `finq serve`'s flags said, the keys
/// read and the choices checked by the command.
#[derive(Debug, Clone)]
pub struct Listening {
    pub listen: SocketAddr,
    /// The keys it accepts; none: it answers without one (on a loopback address only).
    pub keys: Vec<crate::net::key::ApiKey>,
    /// Requests a minute one key may make.
    pub rate: u32,
}

pub fn run(settings: &Settings, args: &Listening) -> anyhow::Result<()> {
    conn::raise_file_limit();
    // Fetches (their parsing included) run on blocking threads: one per fetch slot, and a few for
    // the cache's size checks.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(answers::MAX_FETCHES + 8)
        .enable_all()
        .build()?;
    let state = Arc::new(State::new(
        Client::new(&settings.client_config()),
        Options {
            keys: args.keys.clone(),
            rate: args.rate,
            timeout: settings.timeout + Duration::from_secs(5),
            quiet: settings.quiet,
            ttls: settings.cache.as_ref().map(|c| c.ttls).unwrap_or_default(),
        },
    ));
    let told = crate::signals::take_over();
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| Error::usage(format!("cannot listen on {}: {e}", args.listen)))?;
        let addr: SocketAddr = listener.local_addr()?;
        crate::printer::notice(&format!("listening on http://{addr}"));
        let (stop, stopped) = tokio::sync::watch::channel(false);
        std::thread::spawn(move || {
            if told.recv().is_ok() {
                let _ = stop.send(true);
            }
        });
        let mut deadline = stopped.clone();
        tokio::select! {
            () = conn::serve(listener, router(state), conn::MAX_CONNECTIONS, stopped) => {}
            // After a signal, what is in flight gets five seconds.
            _ = async {
                let _ = deadline.wait_for(|s| *s).await;
                tokio::time::sleep(Duration::from_secs(5)).await;
            } => crate::printer::notice("requests still in flight after 5 s were cut"),
        }
        anyhow::Ok(())
    })?;
    // A parse still running on a blocking thread (its request long answered with a 504) ends
    // with the process, not before it.
    runtime.shutdown_background();
    crate::printer::notice("stopped");
    Ok(())
}
