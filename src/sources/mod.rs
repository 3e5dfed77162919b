//! The data sources, and the ONLY place that tells them apart. Each source is a folder here that
//! declares what it is and can do ([`Declaration`]: what it answers, how it is asked and paced,
//! what its facts hold, how doctor checks it), and an arm in the one dispatch below that answers
//! for it (every match names every source, so the compiler lists what a new one must say). What
//! the flags may ask of a source is decided in settings, from its declaration; the words a person
//! reads come from there too ([`Words`]). A source is asked over HTTP (a base URL, an HTTP client,
//! pacing, the cache) or is **local** (the demo; the bulk store on disk): then it answers in
//! [`Source::answer`] from what it holds, and none of that applies. A local store may also answer
//! first, before the provider ([`Source::answer_first`]): the automatic choice.
//! What sources share lives outside any source's folder: `sources::decode`, `sec`.

mod client;
mod declaration;
pub mod decode;
pub mod demo;
pub mod edgar;
pub mod fsds;
pub mod last10k;
mod words;
pub mod yahoo;

pub use client::*;
pub use declaration::{Asking, Credential, Declaration, Doctor, FactsHeld, Pace, Questions, Same, Stop};
/// The demo's store, for settings to place and build (`--demo`).
pub use demo::store as bundled_store;
pub use words::{Advice, Words};

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderValue, USER_AGENT};

use crate::error::{Error, Result};
use crate::model::Answer;
use crate::model::Request;
use crate::quarters::fundamentals::{self, Fundamentals, SplitAfter};

/// A company's facts from a document in the SEC's companyfacts form (EDGAR's wire type, read
/// here so that no other source names EDGAR): the demo's bundled Apple.
pub(crate) fn companyfacts(body: &[u8]) -> std::result::Result<crate::model::facts::Facts, String> {
    let wire: edgar::CompanyFacts = crate::model::exact::from_slice(body).map_err(|e| e.to_string())?;
    Ok(wire.into_facts())
}

/// The entries of a ticker list in the SEC's form (company_tickers.json, EDGAR's wire type, read
/// here so that no other source names EDGAR): (ticker, CIK, company name), in the file's order.
pub(crate) fn ticker_list(body: &[u8]) -> std::result::Result<Vec<(String, u64, String)>, String> {
    edgar::ticker_entries(body)
}

/// The tickers the bulk store at `dir` knows, with the day its ticker list was kept (`finq bulk
/// tickers`; with `words`, those equal to them or of the filers named by them).
pub fn store_tickers(dir: &std::path::Path, words: &str) -> Result<(Vec<fsds::Listed>, Option<String>)> {
    fsds::tickers(dir, words)
}

/// Where data comes from. The command line names them in `cli` (`--provider`, `--market`), and
/// settings map those names to these.
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

/// A local source's answer in place of the provider's ([`Source::answer_instead`]).
pub(crate) struct Instead {
    pub fetched: Fetched,
    /// Where it came from, for the one line that says so.
    pub from: String,
    /// What is said beside it.
    pub notes: Vec<String>,
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

    /// What this source declares it is and can do.
    pub fn declared(self) -> &'static Declaration {
        match self {
            Source::Last10k => &last10k::CLASSIC,
            Source::Rapidapi => &last10k::RAPIDAPI,
            Source::Edgar => &edgar::DECLARATION,
            Source::Yahoo => &yahoo::DECLARATION,
            Source::Demo => &demo::DECLARATION,
            Source::Fsds => &fsds::DECLARATION,
        }
    }

    /// How the command line names this source: `edgar`, `bulk`.
    pub fn name(self) -> &'static str {
        self.declared().name
    }

    /// How messages name this source: `edgar`, `the demo`.
    pub fn named(self) -> &'static str {
        self.declared().named
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
                let url = self.declared().url(route.config.base()?, req).expect("last10k asks one URL");
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
                let said =
                    route.state.fsds.answer(route.config.local_dir(), req, fsds::Mode::Chosen, client.words.advice);
                let said = said.await?;
                for note in said.iter().flat_map(|s| &s.notes) {
                    client.printer().warn(note);
                }
                Ok(Fetched { answer: said.map(|s| s.answer), body: None })
            }
        }
    }

    /// What this local source answers in place of the provider when the provider could not be
    /// reached (or not asked: no contact to name), where it holds the company: its answer, where
    /// it came from ("the store's 2009q3 data set, imported 2026-11-20"), and its notes. `None`:
    /// it does not hold it (the provider's failure stands).
    pub(crate) async fn answer_instead(self, client: &Client, route: &Route, req: &Request) -> Option<Instead> {
        match self {
            Source::Fsds => {
                let dir = route.config.local_dir();
                let said = route.state.fsds.answer(dir, req, fsds::Mode::Chosen, client.words.advice).await.ok()??;
                let from = said.data_set.unwrap_or_else(|| format!("{} at {}", self.named(), route.config.endpoint));
                Some(Instead { fetched: Fetched { answer: Some(said.answer), body: None }, from, notes: said.notes })
            }
            Source::Last10k | Source::Rapidapi | Source::Edgar | Source::Yahoo | Source::Demo => None,
        }
    }

    /// The automatic choice: what this source answers before the provider is asked, when it
    /// surely holds it and can say so without the network; `None` leaves `req` to the provider.
    pub(crate) async fn answer_first(self, client: &Client, route: &Route, req: &Request) -> Result<Option<Fetched>> {
        match self {
            Source::Fsds => {
                let dir = route.config.local_dir();
                let said = route.state.fsds.answer(dir, req, fsds::Mode::Automatic, client.words.advice).await?;
                Ok(said.map(|s| Fetched { answer: Some(s.answer), body: None }))
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
                Ok(Some(crate::quarters::statement::Read::whole(facts)))
            }
            Source::Fsds => Ok(Some(route.state.fsds.facts(route.config.local_dir(), ticker, scope).await?)),
            Source::Demo => Ok(Some(crate::quarters::statement::Read::whole(demo::company_facts(client, ticker)?))),
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

/// The headers of every request over `route`: the source's (its key, marked sensitive, or the
/// contact), and who asks.
fn headers(route: &RouteConfig) -> Result<HeaderMap> {
    let mut h = (route.source.declared().headers)(route)?;
    if !h.contains_key(USER_AGENT) {
        h.insert(USER_AGENT, HeaderValue::from_static(FINQ_AGENT));
    }
    Ok(h)
}

/// How `req` is asked over `route`, for a snapshot's manifest: `GET /v1/company/AAPL/income?…`,
/// or what an assembled or local answer is made of. Never holds a key.
fn describe(route: &RouteConfig, req: &Request) -> String {
    let declared = route.source.declared();
    if let Some(url) = route.endpoint.url().and_then(|base| declared.url(base, req)) {
        return match url.query() {
            Some(q) => format!("GET {}?{q}", url.path()),
            None => format!("GET {}", url.path()),
        };
    }
    match declared.asked {
        Asking::Assembled(made) | Asking::Local(made) | Asking::Bundled(made) => made(req),
        // A service asked at one URL has a base URL (settings give it one).
        Asking::Url(_) => req.describe(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Operation;
    use std::time::Duration;

    #[test]
    fn what_each_source_can_do() {
        let base = |s: &str| Url::parse(s).unwrap();
        let local = base("http://127.0.0.1:8080");
        let declared = Source::declared;
        assert_eq!(declared(Source::Edgar).spacing(&local), Some(Duration::from_millis(100)), "the SEC: ten a second");
        assert_eq!(declared(Source::Last10k).spacing(&local), None);
        assert_eq!(declared(Source::Yahoo).spacing(&base(yahoo::BASE)), Some(Duration::from_millis(100)));
        assert_eq!(declared(Source::Yahoo).spacing(&local), None, "a server of one's own is not Yahoo");
        let edgar = declared(Source::Edgar);
        assert!(!edgar.answers(Operation::Quote) && !edgar.answers(Operation::Prices));
        assert!(declared(Source::Rapidapi).answers(Operation::Quote));
        let comprehensive = Operation::Statement(crate::model::StatementKind::Comprehensive);
        assert!(!declared(Source::Last10k).answers(comprehensive) && edgar.answers(comprehensive));
        assert!(edgar.refusal(429).is_some() && declared(Source::Last10k).refusal(429).is_none());
        assert_eq!(edgar.credential, Credential::Contact);
        let operations = Operation::Statement(crate::model::StatementKind::Operations);
        assert_eq!(edgar.same_statement(operations, "IBM"), Some(crate::model::StatementKind::Income));
        assert_eq!(
            declared(Source::Demo).same_statement(operations, "AAPL"),
            Some(crate::model::StatementKind::Income)
        );
        assert_eq!(declared(Source::Demo).same_statement(operations, "AMZN"), None);
        assert_eq!(declared(Source::Last10k).same_statement(operations, "AAPL"), None);
    }

    #[test]
    fn the_demo_is_local() {
        assert!(Source::Demo.declared().is_local() && !Source::Edgar.declared().is_local());
        assert_eq!(Source::Demo.declared().credential, Credential::None);
        let route = RouteConfig::local(Source::Demo, None);
        assert!(route.base().is_err(), "a local source has no base URL");
        assert!(Source::Demo.declared().doctor.local.is_some_and(|check| check(&route).is_ok()));
        assert!(Source::Edgar.declared().doctor.local.is_none());
    }
}
