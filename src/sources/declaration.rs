//! What a source declares it is and can do: one table its folder fills in ([`Declaration`]),
//! read by the seam (how the source is asked, paced and described) and by settings (which flags
//! it can answer). A table rather than a trait: every capability of a source sits in one place,
//! as data the compiler makes each source fill in whole (no default method to forget), and a
//! source is still a `Copy` value that settings choose and compare. The answering, which is code
//! and async, stays one dispatch in the seam ([`super::Source`]).

use std::time::Duration;

use reqwest::Url;
use reqwest::header::HeaderMap;

use super::RouteConfig;
use crate::error::{Error, Result};
use crate::model::{Data, Operation, Request, StatementKind};

/// What a source is and can do.
pub struct Declaration {
    /// How the command line and the config file name it: `edgar`, `bulk`.
    pub name: &'static str,
    /// How messages name it: `edgar`, `the demo`, `the bulk store`.
    pub named: &'static str,
    /// Who publishes it, as prose names them: `EDGAR`, `Yahoo Finance`.
    pub publisher: &'static str,
    /// Where a service is asked when no base URL is chosen; `None` for a source on this machine
    /// (no https-only parsing, no HTTP client, no pacing, no HTTP cache).
    pub base: Option<&'static str>,
    /// Whether its answers are bundled samples rather than what a source says today (serve
    /// labels its answers so).
    pub sample: bool,
    /// What must be configured before anything is sent.
    pub credential: Credential,
    /// The headers of its requests (the seam adds finq's own User-Agent where they set none).
    pub headers: fn(&RouteConfig) -> Result<HeaderMap>,
    /// The questions it answers.
    pub answers: Questions,
    /// How a question is asked of it, which says whether there are bytes as sent to show.
    pub asked: Asking,
    /// The facts its filings hold beyond their statements, which some views are made from.
    pub facts: FactsHeld,
    /// Which statement commands it answers with another's statement.
    pub same_statement: Same,
    /// The least time between two requests to it, across a run.
    pub pace: Pace,
    /// The most requests in flight to it when the user chose no number.
    pub concurrency: Option<usize>,
    /// Statuses that mean "stop" rather than "retry", and the final error they make.
    pub stop: Option<Stop>,
    /// The one-line notice its answer to a question is shown with (the demo says what its data is).
    pub notice: Option<fn(&Request) -> &'static str>,
    /// What a statement in quarters from it says on stderr first (the demo: what its bundled
    /// facts are).
    pub facts_notice: Option<&'static str>,
    /// How `finq doctor` checks it.
    pub doctor: Doctor,
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

/// The questions a source answers: filings (statements, summaries, look-ups), market data (quotes
/// and prices), or both; less one statement it has none of.
pub struct Questions {
    pub filings: bool,
    pub market: bool,
    pub but: Option<StatementKind>,
}

/// How a question is asked of a source.
pub enum Asking {
    /// One GET at a URL under the base, cached under it: its body is the answer as sent.
    Url(fn(&Url, &Request) -> Url),
    /// Assembled from several documents: no one body is the answer. Described (for a snapshot's
    /// manifest) by what it is made of.
    Assembled(fn(&Request) -> String),
    /// Read on this machine: no service sent anything.
    Local(fn(&Request) -> String),
    /// Bundled with finq: recorded bodies for some questions, answers read from a filing's pages
    /// for others (the source says which when asked).
    Bundled(fn(&Request) -> String),
}

/// The facts a source's filings hold beyond their statements.
pub struct FactsHeld {
    /// A filing's facts one by one, which a standardized statement is made from.
    pub of_a_filing: bool,
    /// Every filing's facts of a company (three months, year to date, annual, balances), which
    /// fiscal quarters are derived from and restatements seen in.
    pub of_every_filing: bool,
    /// When the SEC accepted each filing, so that a filing can be chosen as of a day.
    pub accepted: bool,
}

/// Which statement commands a source answers with another's statement: its `operations` is the
/// filing's one income statement (`StatementKind::filed_as`), for no company, every company, or
/// the companies named.
pub enum Same {
    Never,
    Always,
    For(&'static [&'static str]),
}

/// The least time between two requests to a source.
pub enum Pace {
    /// None.
    Free,
    /// This, wherever the source is served from (the SEC: ten a second).
    Always(Duration),
    /// This at the source's own base URL only: a mirror or test server of one's own is not it.
    AtDefaultBase(Duration),
}

/// Statuses that mean "stop" rather than "retry".
pub struct Stop {
    pub statuses: &'static [u16],
    pub error: fn(u16) -> Error,
}

/// How `finq doctor` checks a source.
pub struct Doctor {
    /// The question it asks: small, cheap, and answered by every healthy source.
    pub probe: fn(&RouteConfig) -> Request,
    /// What the probe's success proves, for the checklist.
    pub passed: &'static str,
    /// What it checks of a local source in place of the way to a service (base URL, DNS): what
    /// it reads, or why it cannot answer. `None` for a service.
    pub local: Option<fn(&RouteConfig) -> Result<String>>,
}

impl Declaration {
    /// A source on this machine rather than a service.
    pub fn is_local(&self) -> bool {
        self.base.is_none()
    }

    /// Whether it answers `op` at all.
    pub fn answers(&self, op: Operation) -> bool {
        let data = match op.data() {
            Data::Filings => self.answers.filings,
            Data::Market => self.answers.market,
        };
        data && self.answers.but.is_none_or(|kind| op != Operation::Statement(kind))
    }

    /// The other statement command it answers `op` for `subject` with, when it has no statement
    /// of its own for it.
    pub fn same_statement(&self, op: Operation, subject: &str) -> Option<StatementKind> {
        let Operation::Statement(kind) = op else { return None };
        let same = match self.same_statement {
            Same::Never => false,
            Same::Always => true,
            Same::For(subjects) => subjects.contains(&subject),
        };
        Some(kind.filed_as()).filter(|k| same && *k != kind)
    }

    /// The least time between two requests to it at `base`.
    pub fn spacing(&self, base: &Url) -> Option<Duration> {
        match self.pace {
            Pace::Free => None,
            Pace::Always(d) => Some(d),
            Pace::AtDefaultBase(d) => self.base.filter(|b| base.as_str().trim_end_matches('/') == *b).map(|_| d),
        }
    }

    /// The final error of a status that means "stop" for it, if it does.
    pub fn refusal(&self, status: u16) -> Option<Error> {
        self.stop.as_ref().filter(|s| s.statuses.contains(&status)).map(|s| (s.error)(status))
    }

    /// The one URL `req` is asked at under `base`, or `None` where the answer is not one body.
    pub fn url(&self, base: &Url, req: &Request) -> Option<Url> {
        match self.asked {
            Asking::Url(url) => Some(url(base, req)),
            Asking::Assembled(_) | Asking::Local(_) | Asking::Bundled(_) => None,
        }
    }
}
