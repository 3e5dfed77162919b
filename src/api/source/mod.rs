//! The data sources, and the ONLY place that tells them apart: what each supports, how it signs a
//! request, where a question goes, how fast it may be asked, what its refusals mean, how doctor
//! probes it, and how it answers. A new source is a folder here and an arm in each match below.

pub mod edgar;
pub mod last10k;
pub mod yahoo;

use std::fmt;
use std::time::Duration;

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderValue, USER_AGENT};

use super::filed::fundamentals::{self, Fundamentals, SplitAfter};
use super::{Client, Fetched, Operation, Request, Route};
use crate::error::{Error, Result};

/// Where data comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// services.last10k.com, the classic form
    #[default]
    Last10k,
    /// last10k-company-v1.p.rapidapi.com, the successor's form
    Rapidapi,
    /// SEC EDGAR's free XBRL data: statements, summary and look-ups, no key (a contact instead)
    Edgar,
    /// Yahoo Finance's keyless chart endpoint: quotes and prices (a market source, chosen with --market)
    #[value(skip)]
    #[serde(skip)]
    Yahoo,
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

/// The subscription key. Its `Debug` and `Display` never show it.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: &str) -> Option<Self> {
        let key = key.trim();
        (!key.is_empty()).then(|| Self(key.to_string()))
    }
    /// The key itself, for the one place that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey(<redacted>)")
    }
}

impl fmt::Display for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

/// The identity finq sends everywhere that takes no contact.
const FINQ_AGENT: &str = concat!("finq/", env!("CARGO_PKG_VERSION"));

impl Source {
    /// Where filings come from for who has no key: SEC EDGAR, which asks only for a contact.
    pub const KEYLESS_FILINGS: Source = Source::Edgar;
    /// Where quotes and prices come from for who has no key: Yahoo Finance's chart endpoint.
    pub const KEYLESS_MARKET: Source = Source::Yahoo;

    pub fn name(self) -> &'static str {
        match self {
            Source::Last10k => "last10k",
            Source::Rapidapi => "rapidapi",
            Source::Edgar => "edgar",
            Source::Yahoo => "yahoo",
        }
    }

    pub fn default_base(self) -> &'static str {
        match self {
            Source::Last10k => last10k::CLASSIC_BASE,
            Source::Rapidapi => last10k::RAPIDAPI_BASE,
            Source::Edgar => edgar::DATA_HOST,
            Source::Yahoo => yahoo::BASE,
        }
    }

    /// What must be configured before anything is sent.
    pub fn credential(self) -> Credential {
        match self {
            Source::Last10k | Source::Rapidapi => Credential::ApiKey,
            Source::Edgar => Credential::Contact,
            Source::Yahoo => Credential::None,
        }
    }

    /// Whether this source answers `op` at all.
    pub fn supports(self, op: Operation) -> bool {
        match self {
            // The service has no comprehensive income statement of its own.
            Source::Last10k | Source::Rapidapi => {
                op != Operation::Statement(crate::domain::StatementKind::Comprehensive)
            }
            Source::Edgar => !matches!(op, Operation::Quote | Operation::Prices),
            Source::Yahoo => matches!(op, Operation::Quote | Operation::Prices),
        }
    }

    /// The other statement command this source answers `kind` with, when it has no statement
    /// of its own for it: EDGAR's `operations` is the filing's one income statement.
    pub fn same_statement(self, kind: crate::domain::StatementKind) -> Option<crate::domain::StatementKind> {
        match self {
            Source::Edgar => Some(crate::api::filed::filed_as(kind)).filter(|k| *k != kind),
            _ => None,
        }
    }

    /// Refuses, before any request, what this source cannot do: an operation it does not
    /// answer, or `--raw` where an answer is assembled from several documents.
    pub fn check(self, op: Operation, raw: bool) -> Result<()> {
        if !self.supports(op) {
            return Err(match self {
                Source::Edgar => edgar::not_published(op),
                Source::Yahoo => {
                    Error::usage(format!("Yahoo Finance answers quotes and prices, not the {}", op.noun()))
                }
                _ => Error::usage(format!(
                    "the {} service has no {}; EDGAR has it: set a contact (`finq config set-contact`) and use --provider edgar",
                    self.name(),
                    op.noun()
                )),
            });
        }
        if raw && self == Source::Edgar {
            return Err(Error::usage(
                "--raw shows one answer of the service; EDGAR answers are assembled from several documents",
            ));
        }
        Ok(())
    }

    /// The headers of every request: the key (marked sensitive) or the contact, and who asks.
    pub fn headers(self, route: &super::RouteConfig) -> Result<HeaderMap> {
        let mut h = match self {
            Source::Last10k | Source::Rapidapi => {
                let key = route.key.as_ref().ok_or_else(missing_key)?;
                last10k::auth_headers(self == Source::Rapidapi, key, &route.base)?
            }
            Source::Edgar => edgar::headers(route.contact.as_deref())?,
            Source::Yahoo => HeaderMap::new(),
        };
        if !h.contains_key(USER_AGENT) {
            h.insert(USER_AGENT, HeaderValue::from_static(FINQ_AGENT));
        }
        Ok(h)
    }

    /// The one URL `req` is asked at (and cached under), or `None` where the answer is assembled
    /// from several documents.
    pub fn url(self, base: &Url, req: &Request) -> Option<Url> {
        match self {
            Source::Last10k => Some(last10k::url(false, base, req)),
            Source::Rapidapi => Some(last10k::url(true, base, req)),
            Source::Edgar => None,
            Source::Yahoo => Some(yahoo::url(base, req)),
        }
    }

    /// The least time between two requests to this source at `base`, across a run (the SEC:
    /// ten a second, wherever its documents are served from).
    pub fn spacing(self, base: &Url) -> Option<Duration> {
        match self {
            Source::Last10k | Source::Rapidapi => None,
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
            Source::Last10k | Source::Rapidapi | Source::Edgar => None,
        }
    }

    /// A status that means "stop" rather than "retry" for this source, as its final error.
    pub fn refusal(self, status: u16) -> Option<Error> {
        match (self, status) {
            // The SEC answers 403 or 429 to clients that go too fast: that means stop.
            (Source::Edgar, 403 | 429) => Some(edgar::slow_down(status)),
            _ => None,
        }
    }

    /// The question `finq doctor` asks: small, cheap, and answered by every healthy source.
    pub fn probe(self) -> Request {
        match self {
            Source::Yahoo => Request::new(Operation::Prices, "AAPL"),
            _ => Request::new(Operation::CikByTicker, "AAPL"),
        }
    }

    /// What the probe's success proves, for doctor's checklist.
    pub fn probe_passed(self) -> &'static str {
        match self {
            Source::Last10k | Source::Rapidapi => "the service answered, and accepted the key",
            Source::Edgar => "EDGAR answered the look-up",
            Source::Yahoo => "Yahoo answered the chart",
        }
    }

    /// How `req` is asked, for a snapshot's manifest: `GET /v1/company/AAPL/income?…`, or what an
    /// assembled answer is made of. Never holds a key.
    pub fn describe(self, base: &Url, req: &Request) -> String {
        match self.url(base, req) {
            Some(url) => match url.query() {
                Some(q) => format!("GET {}?{q}", url.path()),
                None => format!("GET {}", url.path()),
            },
            None => edgar::describe(req),
        }
    }

    /// Answers `req` over `route`: one cached GET and the wire parser, or an assembly of
    /// documents.
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
                let url = self.url(&route.config.base, req).expect("last10k asks one URL");
                client.ask_url(route, &url, req, raw, keep_body, last10k::decode).await
            }
            Source::Edgar => {
                Ok(Fetched { answer: Some(route.state.edgar.answer(client, route, req).await?), body: None })
            }
            Source::Yahoo => yahoo::answer(client, route, req, raw, keep_body).await,
        }
    }

    /// Reads a bundled demo answer in this source's form.
    pub(crate) fn decode_demo(
        self,
        req: &Request,
        body: &[u8],
    ) -> std::result::Result<crate::domain::Answer, crate::api::decode::DecodeError> {
        match self {
            Source::Yahoo => {
                let mut answer = yahoo::decode(req, body)?;
                if let crate::domain::Answer::Quote(q) = &mut answer {
                    yahoo::complete(q, None, "none: not in the demo (a live quote takes them from SEC EDGAR)");
                }
                Ok(answer)
            }
            Source::Last10k | Source::Rapidapi | Source::Edgar => last10k::decode(req, body),
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
            Source::Last10k | Source::Rapidapi | Source::Yahoo => Ok(None),
        }
    }
}

/// Per-run memory of a route's source (what EDGAR documents were read).
#[derive(Default)]
pub struct RouteState {
    pub(crate) edgar: edgar::State,
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
}
