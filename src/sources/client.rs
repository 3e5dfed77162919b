//! The data layer: a question ([`Request`]) in, a domain answer ([`Answer`]) out.
//!
//! `Client::ask` routes each question to the source configured for its kind of data (filings or
//! market data), answers from the cache when it can, else asks the source, and decodes. Sources
//! are told apart only in [`super::Source`]; the transport is `net::http`. Nothing here reads the
//! command line, settings or renderers: what it needs arrives in a [`ClientConfig`], the command
//! line's words ([`Words`]) with it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use reqwest::Url;

use super::decode::{DecodeError, decode_error};
use super::{Advice, Credential, Source, Words};
use crate::error::{Error, ErrorKind, Result};
use crate::model::{Answer, Data, Operation, Request, StatementKind};
use crate::net::cache::{Cache, Mode, Ttls};
use crate::net::{ApiKey, Hint, Line, Origin, Response, Transport, retry};
use crate::printer::Printer;

/// What [`Client::ask`] brings back: the answer, and the body when the caller wants it.
#[derive(Debug)]
pub struct Fetched {
    /// `None` only with `raw`, when the body is not a valid answer.
    pub answer: Option<Answer>,
    pub body: Option<Vec<u8>>,
}

/// Where one kind of data comes from, and the credentials it takes.
#[derive(Debug, Clone)]
pub struct RouteConfig {
    pub source: Source,
    pub endpoint: Endpoint,
    pub key: Option<ApiKey>,
    /// The contact EDGAR requires in the User-Agent.
    pub contact: Option<String>,
}

/// Where a route's source is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Endpoint {
    /// A service, over HTTP(S) at this base URL: an HTTP client, pacing, the cache.
    Http(Url),
    /// A source on this machine (the bundled demo, a store on disk), with the folder it reads
    /// when it reads one: no base URL, no HTTP client, no pacing, no HTTP cache.
    Local(Option<PathBuf>),
}

impl Endpoint {
    /// The base URL of a service; `None` for a local source.
    pub fn url(&self) -> Option<&Url> {
        match self {
            Endpoint::Http(url) => Some(url),
            Endpoint::Local(_) => None,
        }
    }

    pub fn is_local(&self) -> bool {
        matches!(self, Endpoint::Local(_))
    }
}

impl std::fmt::Display for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Endpoint::Http(url) => write!(f, "{url}"),
            Endpoint::Local(Some(dir)) => write!(f, "{}", dir.display()),
            Endpoint::Local(None) => f.write_str("this machine"),
        }
    }
}

impl RouteConfig {
    /// A route to a local source.
    pub fn local(source: Source, dir: Option<PathBuf>) -> Self {
        Self { source, endpoint: Endpoint::Local(dir), key: None, contact: None }
    }

    /// The base URL a service is asked at: an error, never a request, for a local source.
    pub fn base(&self) -> Result<&Url> {
        self.endpoint.url().ok_or_else(|| {
            Error::usage(format!("{} is a source on this machine: it has no base URL", self.source.name()))
        })
    }

    /// The folder a local source reads, if it has one.
    pub fn local_dir(&self) -> Option<&Path> {
        match &self.endpoint {
            Endpoint::Local(dir) => dir.as_deref(),
            Endpoint::Http(_) => None,
        }
    }
}

/// The on-disk cache, when there is one.
#[derive(Debug, Clone)]
pub struct CacheConfig {
    pub dir: PathBuf,
    pub ttls: Ttls,
    pub mode: Mode,
    /// The most bytes the entries may take together.
    pub max_bytes: u64,
}

/// Everything the data layer needs, resolved by the caller.
#[derive(Debug, Clone)]
pub struct ClientConfig {
    pub filings: RouteConfig,
    pub market: RouteConfig,
    /// The automatic choice: a local store asked first for filings, which answers what it surely
    /// holds without the network and leaves the rest to `filings`.
    pub first: Option<RouteConfig>,
    /// `--demo`'s store behind its bundled answers: it answers the filings they do not hold.
    pub behind: Option<RouteConfig>,
    pub cache: Option<CacheConfig>,
    /// The whole wait for one answer, retries and back-off included.
    pub timeout: Duration,
    pub retries: u32,
    pub ca_bundle: Option<PathBuf>,
    pub max_body: u64,
    pub printer: Printer,
    /// The command line's words for what the layers below advise, and its ruling on what a source
    /// is not asked.
    pub words: Words,
}

/// One route at run time: its configuration, its HTTP client (built on first use), its pacing
/// and what its source remembers.
pub(crate) struct Route {
    pub(crate) config: RouteConfig,
    line: Line,
    pub(crate) state: super::RouteState,
}

impl Route {
    fn new(config: RouteConfig) -> Self {
        // A local source is not paced: nothing is sent.
        let line = Line::new(config.spacing());
        Self { config, line, state: super::RouteState::default() }
    }
}

impl Origin for RouteConfig {
    fn base(&self) -> Result<&Url> {
        RouteConfig::base(self)
    }

    fn headers(&self) -> Result<reqwest::header::HeaderMap> {
        super::headers(self)
    }

    fn spacing(&self) -> Option<Duration> {
        self.endpoint.url().and_then(|base| self.source.declared().spacing(base))
    }

    fn refusal(&self, status: u16) -> Option<Error> {
        self.source.declared().refusal(status)
    }
}

pub struct Client {
    filings: Route,
    market: Route,
    first: Option<Route>,
    behind: Option<Route>,
    /// Whether a store that could not be read (asked first) has been warned of.
    warned_first: std::sync::atomic::AtomicBool,
    /// Whether the store answering for an unreachable provider has been said.
    said_instead: std::sync::atomic::AtomicBool,
    cache: Option<Cache>,
    transport: Transport,
    pub(crate) words: Words,
}

impl Client {
    /// A client for `config`. Nothing is set up for the network until a request needs it; the
    /// credentials are checked then, before anything is sent.
    pub fn new(config: &ClientConfig) -> Self {
        // The cache keeps what services sent; local sources have nothing for it (the demo's
        // answers, say, are not a service's).
        let local = config.filings.endpoint.is_local() && config.market.endpoint.is_local();
        let cache = match &config.cache {
            Some(c) if !local => Some(Cache::new(&c.dir, c.ttls, c.mode).capped(config.max_body).sized(c.max_bytes)),
            _ => None,
        };
        Self {
            filings: Route::new(config.filings.clone()),
            market: Route::new(config.market.clone()),
            first: config.first.clone().map(Route::new),
            behind: config.behind.clone().map(Route::new),
            warned_first: std::sync::atomic::AtomicBool::new(false),
            said_instead: std::sync::atomic::AtomicBool::new(false),
            cache,
            transport: Transport {
                timeout: config.timeout,
                retries: config.retries,
                ca_bundle: config.ca_bundle.clone(),
                max_body: config.max_body,
                printer: config.printer,
                hint: config.words.hint,
            },
            words: config.words,
        }
    }

    fn route(&self, op: Operation) -> &Route {
        match op.data() {
            Data::Filings => &self.filings,
            Data::Market => &self.market,
        }
    }

    /// The source that answers `op`.
    pub fn source(&self, op: Operation) -> Source {
        self.route(op).config.source
    }

    /// Whether any answer of this client is a bundled sample rather than a source's (`--demo`).
    pub fn answers_samples(&self) -> bool {
        self.filings.config.source.declared().sample || self.market.config.source.declared().sample
    }

    /// Whether the configured source answers `op` at all.
    pub fn supports(&self, op: Operation) -> bool {
        self.source(op).declared().answers(op)
    }

    /// The other statement command whose answer for `subject` is the same statement as `op`'s,
    /// when the source has one statement for both (EDGAR's `operations` is `income`).
    pub fn same_statement(&self, op: Operation, subject: &str) -> Option<StatementKind> {
        self.source(op).declared().same_statement(op, subject)
    }

    /// The command line's words for what the transport advises.
    pub(crate) fn hint(&self, hint: Hint) -> &'static str {
        (self.words.hint)(hint)
    }

    /// The command line's words for what the seam or a source advises.
    pub(crate) fn advice(&self, advice: &Advice) -> String {
        (self.words.advice)(advice)
    }

    /// A company's XBRL facts from the filings route, where its source has them.
    pub(crate) async fn company_facts(
        &self,
        ticker: &str,
        scope: &crate::quarters::statement::Scope,
    ) -> Result<Option<crate::quarters::statement::Read>> {
        self.filings.config.source.company_facts(self, &self.filings, ticker, scope).await
    }

    /// How `req` is asked, for manifests: never holds a key.
    pub fn describe(&self, req: &Request) -> String {
        super::describe(&self.route(req.op).config, req)
    }

    /// The one-line notice a source's answers to questions like `req` are shown with (the
    /// demo's: what its data is), if it has one.
    pub fn notice(&self, req: &Request) -> Option<&'static str> {
        self.source(req.op).declared().notice.map(|notice| notice(req))
    }

    /// How talkative this run is.
    pub(crate) fn printer(&self) -> Printer {
        self.transport.printer
    }

    /// The whole wait for one answer, retries and back-off included.
    pub(crate) fn timeout(&self) -> Duration {
        self.transport.timeout
    }

    /// GET `url` for `req` over `route`, never the cache. A source that takes a key is asked
    /// nothing without one: the credential is checked here, when a request is about to go.
    pub(crate) async fn get_network(&self, route: &Route, url: &Url, req: &Request) -> Result<Response> {
        if route.config.source.declared().credential == Credential::ApiKey && route.config.key.is_none() {
            return Err(Error::auth(self.advice(&Advice::NoKey)));
        }
        self.transport.get(&route.line, &route.config, url, req).await
    }

    /// Says that `reqs` are about to be asked together (a comparison's), before any is: a
    /// source that reads them better at once may then read them with the first one asked (the
    /// bulk store's standardized statements). Nothing is asked here.
    pub fn expect(&self, reqs: &[Request]) {
        for route in [Some(&self.filings), self.first.as_ref()].into_iter().flatten() {
            route.config.source.expect(route, reqs);
        }
    }

    /// Asks for `req` and reads the answer. Fresh cache entries answer without the network;
    /// valid answers from the network are cached. With `raw`, a body that is not a valid answer
    /// is still handed back (and not cached). `keep_body` returns the bytes as well.
    /// With the automatic choice, the store answers first what it surely holds (never with
    /// `--raw`, which asks for a service's bytes); a store that cannot be read is said once and
    /// left out.
    pub async fn ask(&self, req: &Request, raw: bool, keep_body: bool) -> Result<Fetched> {
        let route = self.route(req.op);
        // What settings refused before anything was asked, refused for every question.
        if let Some(refused) = (self.words.refusal)(route.config.source, req.op, raw) {
            return Err(refused);
        }
        if let Some(first) = self.first.as_ref().filter(|_| req.op.data() == Data::Filings && !raw) {
            match first.config.source.answer_first(self, first, req).await {
                Ok(Some(fetched)) => {
                    self.transport
                        .printer
                        .verbose(1, &format!("{} -> from {}", req.describe(), first.config.source.named()));
                    return Ok(fetched);
                }
                Ok(None) => {}
                Err(e) => {
                    if !self.warned_first.swap(true, std::sync::atomic::Ordering::Relaxed) {
                        self.transport.printer.warn(&format!(
                            "{} at {} could not be read, so {} answers: {e}",
                            first.config.source.named(),
                            first.config.endpoint,
                            route.config.source.named()
                        ));
                    }
                }
            }
        }
        match route.config.source.answer(self, route, req, raw, keep_body).await {
            Err(e) if unreachable(&e) && !raw => self.instead(req, e).await,
            Err(e) if e.kind == ErrorKind::NotFound && !raw && self.behind.is_some() => {
                self.answer_behind(req, e).await
            }
            answered => answered,
        }
    }

    /// `--demo`'s store, answering what the bundled answers do not hold (`failed`, which stands
    /// where the store does not hold it either), with one line on stderr saying so.
    async fn answer_behind(&self, req: &Request, failed: Error) -> Result<Fetched> {
        let Some(behind) = self.behind.as_ref().filter(|_| req.op.data() == Data::Filings) else { return Err(failed) };
        if let Some(dir) = behind.config.local_dir() {
            super::bundled_store::ready(dir, self.transport.printer)?;
        }
        let Some(instead) = behind.config.source.answer_instead(self, behind, req).await else { return Err(failed) };
        self.transport.printer.warn(&format!(
            "{}: not in the demo's bundled answers; answered from its store ({})",
            req.describe(),
            instead.from
        ));
        for note in &instead.notes {
            self.transport.printer.warn(note);
        }
        Ok(instead.fetched)
    }

    /// The automatic choice's store, answering what the provider could not be asked for
    /// ([`unreachable`]) where it holds the company, with one line on stderr saying so (once a
    /// run): which data set answered, and how old it is. Where it does not hold it, `failed`
    /// stands. Never when a provider was chosen: then there is no store asked first.
    async fn instead(&self, req: &Request, failed: Error) -> Result<Fetched> {
        let Some(first) = self.first.as_ref().filter(|_| req.op.data() == Data::Filings) else { return Err(failed) };
        let Some(instead) = first.config.source.answer_instead(self, first, req).await else { return Err(failed) };
        if !self.said_instead.swap(true, std::sync::atomic::Ordering::Relaxed) {
            let provider = self.filings.config.source.declared().publisher;
            let why = match failed.cause {
                Some(crate::error::Cause::NoContact) => format!("{provider} not asked (no contact is set for it)"),
                _ => format!("{provider} unreachable ({})", failed.message),
            };
            self.transport.printer.warn(&format!("{why}; answered from {}", instead.from));
        }
        for note in &instead.notes {
            self.transport.printer.warn(note);
        }
        Ok(instead.fetched)
    }

    /// The pipeline of a source that asks one URL: the cache, else the network, then `decode`;
    /// a valid answer from the network is kept.
    pub(crate) async fn ask_url(
        &self,
        route: &Route,
        url: &Url,
        req: &Request,
        raw: bool,
        keep_body: bool,
        decode: fn(&Request, &[u8]) -> std::result::Result<Answer, DecodeError>,
    ) -> Result<Fetched> {
        let mut resp = self.get(route, url, req).await?;
        if resp.from_cache && decode(req, &resp.body).is_err() {
            // A damaged entry is a miss: asked again, or under --offline, exit 9.
            if self.cache.as_ref().is_some_and(|c| c.mode == Mode::Offline) {
                return Err(self.damaged(req));
            }
            resp = self.get_network(route, url, req).await?;
        }
        let decoded = decode(req, &resp.body);
        if decoded.is_ok() {
            self.remember_url(url, &resp);
        }
        read(req, resp, decoded, raw, keep_body)
    }

    /// The figures a quote takes from the company's filings, from the filings route where its
    /// source has them (per-share figures filed before one of `splits` restated).
    pub(crate) async fn fundamentals(
        &self,
        ticker: &str,
        splits: &[crate::quarters::fundamentals::SplitAfter],
    ) -> Result<Option<crate::quarters::fundamentals::Fundamentals>> {
        self.filings.config.source.fundamentals(self, &self.filings, ticker, splits).await
    }

    /// A damaged cache entry under `--offline`: a miss, as for every source.
    pub(crate) fn damaged(&self, req: &Request) -> Error {
        Error::new(
            ErrorKind::Offline,
            format!(
                "offline, and the cached copy of {} is damaged; {}",
                req.describe(),
                self.advice(&Advice::Online { again: true })
            ),
        )
    }

    /// Keeps a valid answer to `url` from the network in the cache.
    pub(crate) fn remember_url(&self, url: &Url, resp: &Response) {
        let Some(cache) = &self.cache else { return };
        if resp.from_cache || cache.mode == Mode::Offline {
            return;
        }
        if let Err(warning) = cache.store(url, resp) {
            self.transport.printer.warn(&warning);
        }
    }

    /// Whether `--offline` is in force (a source that assembles documents asks it).
    pub(crate) fn offline(&self) -> bool {
        self.cache.as_ref().is_some_and(|c| c.mode == Mode::Offline)
    }

    /// GET `url` for `req` over `route` (whose operation sets the cache's time-to-live and whose
    /// description names it in messages): from the cache when fresh, else from the network.
    pub(crate) async fn get(&self, route: &Route, url: &Url, req: &Request) -> Result<Response> {
        self.get_kept(route, url, req, false).await
    }

    /// As [`Self::get`]; with `forever`, a cached copy is always fresh (documents that never
    /// change, such as a filing's own files).
    pub(crate) async fn get_kept(&self, route: &Route, url: &Url, req: &Request, forever: bool) -> Result<Response> {
        if let Some(cache) = &self.cache {
            match cache.read(url) {
                Some(hit)
                    if cache.mode == Mode::Offline
                        || (cache.mode == Mode::Normal && (forever || cache.is_fresh(req.op, hit.age))) =>
                {
                    self.transport
                        .printer
                        .verbose(1, &format!("GET {url} -> from the cache (stored {} ago)", retry::human(hit.age)));
                    return Ok(hit.response);
                }
                None if cache.mode == Mode::Offline => {
                    return Err(Error::new(
                        ErrorKind::Offline,
                        format!(
                            "offline, and {} is not in the cache; {}",
                            req.describe(),
                            self.advice(&Advice::Online { again: false })
                        ),
                    ));
                }
                _ => {}
            }
        }
        self.get_network(route, url, req).await
    }
}

/// Whether `e` says the provider could not be asked at all: not reached (a connection, TLS, DNS
/// or a time-out: exit 6), or not asked for want of the contact it requires. Only then may the
/// store answer in its place; what the provider answered (a company it does not know, a refusal)
/// stands.
fn unreachable(e: &Error) -> bool {
    e.kind == ErrorKind::Network || (e.kind == ErrorKind::Auth && e.cause == Some(crate::error::Cause::NoContact))
}

/// What a body came to: its answer (with the body when asked for), or with `raw` a body that is
/// not a valid answer as it is, or the decode error.
pub(crate) fn read(
    req: &Request,
    resp: Response,
    decoded: std::result::Result<Answer, DecodeError>,
    raw: bool,
    keep_body: bool,
) -> Result<Fetched> {
    match decoded {
        Ok(answer) => Ok(Fetched { answer: Some(answer), body: (keep_body || raw).then_some(resp.body) }),
        Err(_) if raw => Ok(Fetched { answer: None, body: Some(resp.body) }),
        Err(e) => Err(decode_error(req, &resp, e)),
    }
}
