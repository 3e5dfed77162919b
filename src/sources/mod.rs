//! The data sources, and the ONLY place that tells them apart: what each supports, how it signs a
//! request, where a question goes, how fast it may be asked, what its refusals mean, how doctor
//! checks it, and how it answers. A source is a folder here and an arm in each match below (every
//! match names every source, so the compiler lists what a new one must say). A source is asked
//! over HTTP (a base URL, an HTTP client, pacing, the cache) or is **local** (the demo; the bulk
//! store on disk): then it answers in [`Source::answer`] from what it holds, and none of that
//! applies. A local store may also answer first, before the provider ([`Source::answer_first`]):
//! the automatic choice.
//! What sources share lives outside any source's folder: `api::decode`, `api::filed`.

mod client;
pub mod decode;
pub mod demo;
pub mod edgar;
pub mod fsds;
pub mod last10k;
pub mod yahoo;

pub use client::*;

use std::time::Duration;

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderValue, USER_AGENT};

use crate::error::{Error, Result};
use crate::model::{Answer, StatementKind};
use crate::model::{Operation, Request};
use crate::quarters::fundamentals::{self, Fundamentals, SplitAfter};
use std::path::Path;

/// A company's XBRL facts (the SEC's companyfacts), as the derived views (`--discrete`, `--ttm`)
/// read them: named here so that nothing outside the seam names the source they come from.
pub use edgar::{CompanyFacts, Concept};

/// Where data comes from. The command line names them in `cli` (`--provider`, `--market`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Source {
    /// services.last10k.com, the classic form
    #[default]
    Last10k,
    /// last10k-company-v1.p.rapidapi.com, the successor's form
    Rapidapi,
    /// SEC EDGAR's free XBRL data: statements, summary and look-ups, no key (a contact instead)
    Edgar,
    /// Yahoo Finance's keyless chart endpoint: quotes and prices
    Yahoo,
    /// `--demo`: answers bundled with finq (local: no key, no network)
    Demo,
    /// `--provider bulk`: the bulk store (`finq bulk`), the SEC's Financial Statement Data Sets on this machine
    Fsds,
}

/// What a source needs to be asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    /// A subscription key.
    ApiKey,
    /// A contact in the User-Agent (the SEC's rule).
    Contact,
    /// Nothing at all.
    None,
}

/// The identity finq sends everywhere that takes no contact.
const FINQ_AGENT: &str = concat!("finq/", env!("CARGO_PKG_VERSION"));

impl Source {
    /// Where filings come from for who has no key: SEC EDGAR, which asks only for a contact.
    pub const KEYLESS_FILINGS: Source = Source::Edgar;
    /// Where quotes and prices come from for who has no key: Yahoo Finance's chart endpoint.
    pub const KEYLESS_MARKET: Source = Source::Yahoo;
    /// The source of `--demo`, for both kinds of data.
    pub const DEMO: Source = Source::Demo;
    /// The local store the automatic choice asks first for the filings it holds.
    pub const STORE: Source = Source::Fsds;

    pub fn name(self) -> &'static str {
        match self {
            Source::Last10k => "last10k",
            Source::Rapidapi => "rapidapi",
            Source::Edgar => "edgar",
            Source::Yahoo => "yahoo",
            Source::Demo => "demo",
            Source::Fsds => "bulk",
        }
    }

    /// How messages name this source: `edgar`, `the demo`.
    pub fn named(self) -> &'static str {
        match self {
            Source::Demo => "the demo",
            Source::Fsds => "the bulk store",
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo => self.name(),
        }
    }

    /// Where a service is asked when no base URL is chosen; `None` for a local source, which
    /// has none (and so no https-only parsing, no HTTP client, no pacing).
    pub fn default_base(self) -> Option<&'static str> {
        match self {
            Source::Last10k => Some(last10k::CLASSIC_BASE),
            Source::Rapidapi => Some(last10k::RAPIDAPI_BASE),
            Source::Edgar => Some(edgar::DATA_HOST),
            Source::Yahoo => Some(yahoo::BASE),
            Source::Demo | Source::Fsds => None,
        }
    }

    /// A source on this machine rather than a service.
    pub fn is_local(self) -> bool {
        self.default_base().is_none()
    }

    /// Whether this source's answers are bundled samples rather than what a source says today
    /// (serve labels its answers so).
    pub fn is_sample(self) -> bool {
        match self {
            Source::Demo => true,
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Fsds => false,
        }
    }

    /// What must be configured before anything is sent.
    pub fn credential(self) -> Credential {
        match self {
            Source::Last10k | Source::Rapidapi => Credential::ApiKey,
            Source::Edgar => Credential::Contact,
            Source::Yahoo | Source::Demo | Source::Fsds => Credential::None,
        }
    }

    /// Whether this source answers `op` at all.
    pub fn supports(self, op: Operation) -> bool {
        match self {
            // The service has no comprehensive income statement of its own.
            Source::Last10k | Source::Rapidapi => op != Operation::Statement(StatementKind::Comprehensive),
            Source::Edgar => !matches!(op, Operation::Quote | Operation::Prices),
            Source::Yahoo => matches!(op, Operation::Quote | Operation::Prices),
            // Every kind, for some companies.
            Source::Demo => true,
            Source::Fsds => op.data() == crate::model::Data::Filings,
        }
    }

    /// The other statement command this source answers `op` for `subject` with, when it has no
    /// statement of its own for it: EDGAR's `operations` is the filing's one income statement.
    pub fn same_statement(self, op: Operation, subject: &str) -> Option<StatementKind> {
        match (self, op) {
            (Source::Edgar | Source::Fsds, Operation::Statement(kind)) => Some(kind.filed_as()).filter(|k| *k != kind),
            (Source::Demo, op) => demo::same_statement(op, subject),
            (Source::Last10k | Source::Rapidapi | Source::Yahoo | Source::Edgar | Source::Fsds, _) => None,
        }
    }

    /// Refuses, before any request, what this source cannot do: an operation it does not
    /// answer, or `--raw` where an answer is assembled from several documents.
    pub fn check(self, op: Operation, raw: bool) -> Result<()> {
        if !self.supports(op) {
            return Err(match self {
                Source::Edgar => edgar::not_published(op),
                Source::Fsds => fsds::not_held_here(op),
                Source::Yahoo => {
                    Error::usage(format!("Yahoo Finance answers quotes and prices, not the {}", op.noun()))
                }
                Source::Last10k | Source::Rapidapi | Source::Demo => Error::usage(format!(
                    "the {} service has no {}; EDGAR has it: set a contact (`finq config set-contact`) and use --provider edgar",
                    self.name(),
                    op.noun()
                )),
            });
        }
        if raw && self == Source::Edgar {
            return Err(Error::usage(
                "--raw shows one answer of the service, and EDGAR's are assembled from several documents: leave out --raw",
            ));
        }
        if raw && self == Source::Fsds {
            return Err(Error::usage(
                "--raw shows one answer of a service, and the bulk store is read on this machine: leave out \
                 --raw, or choose a service with --provider",
            ));
        }
        Ok(())
    }

    /// Refuses `--standard` unless this source holds a filing's facts one by one: the bulk store
    /// (the data sets' numbers and presentation) or EDGAR (companyfacts).
    pub fn check_standard(self) -> Result<()> {
        match self {
            Source::Fsds | Source::Edgar => Ok(()),
            Source::Last10k | Source::Rapidapi | Source::Yahoo | Source::Demo => Err(Error::usage(
                "--standard reads a filing's facts: add --provider bulk (the bulk store: `finq bulk fetch QUARTER` \
                 or `finq bulk import FILE.zip` fills it) or --provider edgar (the SEC's companyfacts)",
            )),
        }
    }

    /// Refuses `--as-of` alone unless this source is the bulk store: its filings carry when the SEC
    /// accepted them, and each keeps the figures it reported.
    pub fn check_as_of(self) -> Result<()> {
        match self {
            Source::Fsds => Ok(()),
            Source::Edgar | Source::Last10k | Source::Rapidapi | Source::Yahoo | Source::Demo => {
                Err(Error::usage(format!(
                    "--as-of alone chooses a filing among the bulk store's, by the time the SEC accepted it, \
                     which {} does not know: add --provider bulk (with --provider edgar or --demo, --as-of \
                     dates --discrete, --ttm or --restatements)",
                    self.named()
                )))
            }
        }
    }

    /// Refuses `--discrete`, `--ttm`, `--restatements` and `--as-of` with them unless this source is
    /// EDGAR, whose companyfacts hold every filing's three-month, year-to-date, annual and balance
    /// facts (what quarters are derived from, and restatements seen), the bulk store, or the demo
    /// (Apple's bundled companyfacts).
    pub fn check_quarters(self, flag: &str) -> Result<()> {
        match self {
            // The demo bundles Apple's companyfacts.
            Source::Edgar | Source::Fsds | Source::Demo => Ok(()),
            Source::Last10k | Source::Rapidapi | Source::Yahoo => Err(Error::usage(format!(
                "{flag} reads every filing's facts: the SEC's companyfacts, which --provider edgar reads; {} has \
                     no such facts: add --provider edgar (or --provider bulk, the store's filings)",
                self.named()
            ))),
        }
    }

    /// The headers of every request: the key (marked sensitive) or the contact, and who asks.
    pub fn headers(self, route: &RouteConfig) -> Result<HeaderMap> {
        let mut h = match self {
            Source::Last10k | Source::Rapidapi => {
                let key = route.key.as_ref().ok_or_else(missing_key)?;
                last10k::auth_headers(self == Source::Rapidapi, key, route.base()?)?
            }
            Source::Edgar => edgar::headers(route.contact.as_deref())?,
            Source::Yahoo | Source::Demo | Source::Fsds => HeaderMap::new(),
        };
        if !h.contains_key(USER_AGENT) {
            h.insert(USER_AGENT, HeaderValue::from_static(FINQ_AGENT));
        }
        Ok(h)
    }

    /// The one URL `req` is asked at (and cached under), or `None` where the answer is assembled
    /// from several documents or the source is local.
    pub fn url(self, base: &Url, req: &Request) -> Option<Url> {
        match self {
            Source::Last10k => Some(last10k::url(false, base, req)),
            Source::Rapidapi => Some(last10k::url(true, base, req)),
            Source::Yahoo => Some(yahoo::url(base, req)),
            Source::Edgar | Source::Demo | Source::Fsds => None,
        }
    }

    /// The least time between two requests to this source at `base`, across a run (the SEC:
    /// ten a second, wherever its documents are served from).
    pub fn spacing(self, base: &Url) -> Option<Duration> {
        match self {
            Source::Last10k | Source::Rapidapi | Source::Demo | Source::Fsds => None,
            Source::Edgar => Some(Duration::from_millis(100)),
            // A modest rate towards Yahoo's own host, a free service that asks nothing of its
            // users; a mirror or test server of one's own is not Yahoo.
            Source::Yahoo if base.as_str().trim_end_matches('/') == yahoo::BASE => Some(Duration::from_millis(100)),
            Source::Yahoo => None,
        }
    }

    /// The most requests in flight to this source when the user chose no --concurrency.
    pub fn default_concurrency(self) -> Option<usize> {
        match self {
            Source::Yahoo => Some(4),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Demo | Source::Fsds => None,
        }
    }

    /// A status that means "stop" rather than "retry" for this source, as its final error.
    pub fn refusal(self, status: u16) -> Option<Error> {
        match (self, status) {
            // The SEC answers 403 or 429 to clients that go too fast: that means stop.
            (Source::Edgar, 403 | 429) => Some(edgar::slow_down(status)),
            (Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Demo | Source::Fsds, _) => {
                None
            }
        }
    }

    /// What `finq doctor` checks of a local source in place of the way to a service (base URL,
    /// DNS): what it reads, or why it cannot answer. `None` for a service.
    pub fn local_check(self, route: &RouteConfig) -> Option<Result<String>> {
        match self {
            Source::Demo => Some(Ok("the demo's answers are bundled with finq: no key, no network".into())),
            Source::Fsds => Some(fsds::check(local_dir(route))),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo => None,
        }
    }

    /// The question `finq doctor` asks: small, cheap, and answered by every healthy source.
    pub fn probe(self, route: &RouteConfig) -> Request {
        match self {
            Source::Yahoo => Request::new(Operation::Prices, "AAPL"),
            Source::Fsds => fsds::probe(local_dir(route)),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Demo => {
                Request::new(Operation::CikByTicker, "AAPL")
            }
        }
    }

    /// What the probe's success proves, for doctor's checklist.
    pub fn probe_passed(self) -> &'static str {
        match self {
            Source::Last10k | Source::Rapidapi => "the service answered, and accepted the key",
            Source::Edgar => "EDGAR answered the look-up",
            Source::Yahoo => "Yahoo answered the chart",
            Source::Demo => "the demo answered the look-up",
            Source::Fsds => "the bulk store answered the look-up",
        }
    }

    /// How `req` is asked, for a snapshot's manifest: `GET /v1/company/AAPL/income?…`, or what an
    /// assembled or local answer is made of. Never holds a key.
    pub fn describe(self, endpoint: &Endpoint, req: &Request) -> String {
        if let Some(url) = endpoint.url().and_then(|base| self.url(base, req)) {
            return match url.query() {
                Some(q) => format!("GET {}?{q}", url.path()),
                None => format!("GET {}", url.path()),
            };
        }
        match self {
            Source::Demo => format!("demo {}", req.describe()),
            Source::Fsds => fsds::describe(req),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo => edgar::describe(req),
        }
    }

    /// What a statement in quarters from this source says on stderr first (the demo: what its
    /// bundled facts are).
    pub fn facts_notice(self) -> Option<&'static str> {
        match self {
            Source::Demo => Some(demo::FACTS_NOTICE),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Fsds => None,
        }
    }

    /// The one-line notice this source's answer to `req` is shown with, if any: the demo says
    /// what its data is.
    pub fn notice(self, req: &Request) -> Option<&'static str> {
        match self {
            Source::Demo => Some(demo::notice(req)),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Fsds => None,
        }
    }

    /// Answers `req` over `route`: one cached GET and the wire parser, an assembly of documents,
    /// or what a local source holds.
    pub(crate) async fn answer(
        self,
        client: &Client,
        route: &Route,
        req: &Request,
        raw: bool,
        keep_body: bool,
    ) -> Result<Fetched> {
        match self {
            Source::Last10k | Source::Rapidapi => {
                let url = self.url(route.config.base()?, req).expect("last10k asks one URL");
                client.ask_url(route, &url, req, raw, keep_body, last10k::decode).await
            }
            Source::Edgar => {
                Ok(Fetched { answer: Some(route.state.edgar.answer(client, route, req).await?), body: None })
            }
            Source::Yahoo => yahoo::answer(client, route, req, raw, keep_body).await,
            Source::Demo => match demo::answer(client, req, raw)? {
                demo::Bundled::Answer(answer) => Ok(Fetched { answer: Some(*answer), body: None }),
                demo::Bundled::Body(form, resp) => {
                    let decoded = read_recorded(form, req, &resp.body);
                    client::read(req, resp, decoded, raw, keep_body)
                }
            },
            Source::Fsds => {
                let answer = route.state.fsds.answer(local_dir(&route.config), req, fsds::Mode::Chosen).await?;
                Ok(Fetched { answer, body: None })
            }
        }
    }

    /// The automatic choice: what this source answers before the provider is asked, when it
    /// surely holds it and can say so without the network; `None` leaves `req` to the provider.
    pub(crate) async fn answer_first(self, route: &Route, req: &Request) -> Result<Option<Fetched>> {
        match self {
            Source::Fsds => {
                let dir = local_dir(&route.config);
                let answer = route.state.fsds.answer(dir, req, fsds::Mode::Automatic).await?;
                Ok(answer.map(|a| Fetched { answer: Some(a), body: None }))
            }
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Demo => Ok(None),
        }
    }

    /// Hears that `reqs` are about to be asked together ([`crate::sources::Client::expect`]): the
    /// bulk store reads its standardized statements' filings at once.
    pub(crate) fn expect(self, route: &Route, reqs: &[Request]) {
        match self {
            Source::Fsds => route.state.fsds.expect(reqs),
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Demo => {}
        }
    }

    /// A company's XBRL facts, every filing's that `scope` needs, where this source has them
    /// (EDGAR's companyfacts, whole; the bulk store's filings, as few as `scope` allows).
    pub(crate) async fn company_facts(
        self,
        client: &Client,
        route: &Route,
        ticker: &str,
        scope: &crate::quarters::statement::Scope,
    ) -> Result<Option<crate::quarters::statement::Read>> {
        match self {
            Source::Edgar => {
                let facts = route.state.edgar.facts_of(client, route, ticker).await?;
                Ok(Some(crate::quarters::statement::Read { facts, from: None }))
            }
            Source::Fsds => Ok(Some(route.state.fsds.facts(local_dir(&route.config), ticker, scope).await?)),
            Source::Demo => {
                Ok(Some(crate::quarters::statement::Read { facts: demo::company_facts(ticker)?, from: None }))
            }
            Source::Last10k | Source::Rapidapi | Source::Yahoo => Ok(None),
        }
    }

    /// The figures a quote takes from the company's filings, where this source has its XBRL
    /// facts; per-share figures filed before one of `splits` are restated.
    pub(crate) async fn fundamentals(
        self,
        client: &Client,
        route: &Route,
        ticker: &str,
        splits: &[SplitAfter],
    ) -> Result<Option<Fundamentals>> {
        match self {
            Source::Edgar => {
                let facts = route.state.edgar.facts_of(client, route, ticker).await?;
                Ok(Some(fundamentals::fundamentals(&*facts, splits)))
            }
            Source::Last10k | Source::Rapidapi | Source::Yahoo | Source::Demo | Source::Fsds => Ok(None),
        }
    }
}

/// The folder a local source reads, if it has one.
fn local_dir(route: &RouteConfig) -> Option<&Path> {
    match &route.endpoint {
        Endpoint::Local(dir) => dir.as_deref(),
        Endpoint::Http(_) => None,
    }
}

/// What the SEC's data sets need that is missing (the contact), said for them: EDGAR's statements
/// take a Last10K key instead, the data sets do not.
pub fn sec_files_refused(e: Error) -> Error {
    match e.kind {
        crate::error::ErrorKind::Auth => Error::auth(format!(
            "the SEC asks everyone who downloads its data sets to name a contact: run `finq config set-contact \
             \"Jane Doe jane@example.com\"` (or set {}); a zip you have already: `finq bulk import FILE.zip` needs none",
            crate::env::EDGAR_USER_AGENT
        )),
        _ => e,
    }
}

/// The route to the SEC's own files (the quarterly data sets of the bulk store): the filings
/// route's host when it is EDGAR's (so `--base-url` points at a mirror or a test server as for
/// every SEC document), else www.sec.gov; with the contact the SEC asks for and its pacing.
pub fn sec_files(filings: &RouteConfig) -> Result<RouteConfig> {
    let parse = |u: &str| Url::parse(u).map_err(|e| Error::usage(format!("invalid base URL {u}: {e}")));
    let base = match (filings.source, &filings.endpoint) {
        (Source::Edgar, Endpoint::Http(base)) => base.clone(),
        _ => parse(edgar::DATA_HOST)?,
    };
    // The data sets live on www.sec.gov, not on data.sec.gov (EDGAR's default base).
    let base =
        if base.as_str().trim_end_matches('/') == edgar::DATA_HOST { parse(edgar::ARCHIVES_HOST)? } else { base };
    Ok(RouteConfig {
        source: Source::Edgar,
        endpoint: Endpoint::Http(base),
        key: None,
        contact: filings.contact.clone(),
    })
}

/// Reads a body the demo recorded, with the reader of the form it is in.
fn read_recorded(form: demo::Recorded, req: &Request, body: &[u8]) -> std::result::Result<Answer, decode::DecodeError> {
    match form {
        demo::Recorded::Classic => last10k::decode(req, body),
        demo::Recorded::Chart => {
            let mut answer = yahoo::decode(req, body)?;
            if let Answer::Quote(q) = &mut answer {
                yahoo::complete(q, None, demo::NO_FILED_FIGURES);
            }
            Ok(answer)
        }
    }
}

/// Per-run memory of a route's source (what EDGAR documents were read).
#[derive(Default)]
pub struct RouteState {
    pub(crate) edgar: edgar::State,
    pub(crate) fsds: fsds::State,
}

fn missing_key() -> Error {
    Error::auth(format!(
        "no API key configured: set {} or run `finq config set-key` (reads the key from standard input); \
         try `finq --demo …` to see finq without one",
        crate::env::API_KEY
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_each_source_can_do() {
        let base = |s: &str| Url::parse(s).unwrap();
        let local = base("http://127.0.0.1:8080");
        assert_eq!(Source::Edgar.spacing(&local), Some(Duration::from_millis(100)), "the SEC: ten a second");
        assert_eq!(Source::Last10k.spacing(&local), None);
        assert_eq!(Source::Yahoo.spacing(&base(yahoo::BASE)), Some(Duration::from_millis(100)));
        assert_eq!(Source::Yahoo.spacing(&local), None, "a server of one's own is not Yahoo");
        assert!(!Source::Edgar.supports(Operation::Quote) && !Source::Edgar.supports(Operation::Prices));
        assert!(Source::Rapidapi.supports(Operation::Quote));
        assert_eq!(Source::Edgar.check(Operation::Summary, true).unwrap_err().kind, crate::error::ErrorKind::Usage);
        assert!(Source::Edgar.refusal(429).is_some() && Source::Last10k.refusal(429).is_none());
        assert_eq!(Source::Edgar.credential(), Credential::Contact);
    }

    #[test]
    fn the_demo_is_local() {
        assert!(Source::Demo.is_local() && !Source::Edgar.is_local());
        assert_eq!(Source::Demo.credential(), Credential::None);
        let route = RouteConfig::local(Source::Demo, None);
        assert!(route.base().is_err(), "a local source has no base URL");
        assert!(Source::Demo.local_check(&route).is_some_and(|c| c.is_ok()));
        assert!(Source::Edgar.local_check(&route).is_none());
    }
}
