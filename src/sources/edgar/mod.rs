//! `--provider edgar`: statements, summaries and look-ups assembled from SEC EDGAR's free JSON,
//! with the same domain values (and so the same output) as the paid service.
//!
//! Sources: `www.sec.gov/files/company_tickers.json` (ticker <-> CIK),
//! `data.sec.gov/submissions/CIK##########.json` (filings, newest first) and
//! `data.sec.gov/api/xbrl/companyfacts/CIK##########.json` (every XBRL fact). With `--base-url`
//! all three are asked of that one host. Each document is fetched once per command (and kept in
//! the cache when there is one), then every period and statement is answered from it.
//!
//! The SEC asks for a User-Agent naming a contact and at most 10 requests a second; a 403 or 429
//! from it means "slow down" and is not retried.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderValue, USER_AGENT};
use tokio::sync::OnceCell;

mod facts;
pub mod filing;
mod reading;
mod standard;
pub mod wire;

pub use facts::assemble;
use facts::summary_facts;
pub use wire::{CompanyFacts, Concept, Row, Submissions, TickerList, ticker_entries};

use crate::error::{Cause, Error, ErrorKind, Result};
use crate::model::Form;
use crate::model::{Answer, Company, Filed, Filing, Identifiers, Shape, Statement, StatementKind, Summary};
use crate::model::{Operation, Request};
use crate::net::Hint;
use crate::sec::{cover, report};
use crate::sources::{Asking, Client, Credential, Declaration, Doctor, FactsHeld, Pace, Questions, Route, Same, Stop};

/// The default host of the submissions and companyfacts documents.
pub const DATA_HOST: &str = "https://data.sec.gov";
/// Where the ticker list lives when no `--base-url` is given.
pub const TICKERS_URL: &str = "https://www.sec.gov/files/company_tickers.json";
/// Where filings' own documents live when no `--base-url` is given.
pub const ARCHIVES_HOST: &str = "https://www.sec.gov";

/// EDGAR, as it declares itself to the seam.
pub const DECLARATION: Declaration = Declaration {
    name: "edgar",
    named: "edgar",
    publisher: "EDGAR",
    base: Some(DATA_HOST),
    sample: false,
    credential: Credential::Contact,
    headers: |route| headers(route.contact.as_deref()),
    // Filings only: quotes and prices are market data.
    answers: Questions { filings: true, market: false, but: None },
    asked: Asking::Assembled(describe),
    // Companyfacts: every filing's facts, one by one.
    facts: FactsHeld { of_a_filing: true, of_every_filing: true, accepted: false },
    same_statement: Same::Always,
    // The SEC: ten requests a second, wherever its documents are served from.
    pace: Pace::Always(std::time::Duration::from_millis(100)),
    concurrency: None,
    // The SEC answers 403 or 429 to clients that go too fast: that means stop.
    stop: Some(Stop { statuses: &[403, 429], error: slow_down }),
    notice: None,
    facts_notice: None,
    doctor: Doctor {
        probe: |_| Request::new(Operation::CikByTicker, "AAPL"),
        passed: "EDGAR answered the look-up",
        local: None,
    },
};

/// The headers of every EDGAR request: the User-Agent the SEC requires.
pub fn headers(user_agent: Option<&str>) -> Result<HeaderMap> {
    let ua = user_agent.map(str::trim).filter(|s| !s.is_empty()).ok_or_else(|| {
        Error::auth(format!(
            "SEC EDGAR asks every client to name a contact: run `finq config set-contact \"Jane Doe jane@example.com\"` \
             (or set {}); or use a Last10K key ({})",
            crate::env::EDGAR_USER_AGENT,
            crate::env::API_KEY
        ))
        .because(crate::error::Cause::NoContact)
    })?;
    let value = HeaderValue::from_str(&format!("finq/{} {ua}", env!("CARGO_PKG_VERSION")))
        .map_err(|_| Error::usage("the EDGAR User-Agent must be plain text on one line"))?;
    let mut h = HeaderMap::new();
    h.insert(USER_AGENT, value);
    Ok(h)
}

/// The error for a 403 or 429 from the SEC.
pub fn slow_down(status: u16) -> Error {
    Error::new(
        ErrorKind::RateLimited,
        format!(
            "the SEC refused the request ({status}): it allows at most 10 requests a second from a \
             User-Agent that names a contact; wait ten minutes, then try again with fewer at once (-j)"
        ),
    )
}

/// The most documents of older filings read for one answer: each holds about a thousand
/// filings, so this reaches tens of thousands back; a list of more is not followed to its end.
const MAX_OLDER: usize = 20;

/// Runs `work` (one answer, however many documents it needs) within the client's time-out.
async fn within<T>(client: &Client, what: &str, work: impl std::future::Future<Output = Result<T>>) -> Result<T> {
    let limit = client.timeout();
    tokio::time::timeout(limit, work).await.unwrap_or_else(|_| {
        Err(Error::network(format!(
            "timed out after {} s asking SEC EDGAR for {what} (every document it needs, in one time-out)",
            limit.as_secs()
        ))
        .because(Cause::TimedOut)
        .hint(client.hint(Hint::LargerTimeout)))
    })
}

/// A filing's reports, shared.
type Reports = Arc<Vec<filing::Report>>;

/// The filing a question names: the company's submissions it was found in, its row, and how
/// many filings of its form the company has.
struct Located {
    subs: Arc<Submissions>,
    row: Row,
    count: usize,
}

impl Located {
    /// The company and the filing an answer names (the answer gives its own title).
    fn named(&self, cik: u64, ticker: &str) -> (Company, Filing) {
        let company = Company { name: self.subs.name.clone(), cik: cik.to_string(), ticker: ticker.to_string() };
        let filing = Filing {
            accession: self.row.accession.clone(),
            form: self.row.form.clone(),
            filed: self.row.filing_date.clone(),
            period: Some(self.row.report_date.clone()).filter(|d| !d.is_empty()),
            ..Filing::default()
        };
        (company, filing)
    }
}

/// What this run has read from EDGAR, each document once.
#[derive(Default)]
pub struct State {
    /// A filing's reports (FilingSummary), by accession: read once per run.
    summaries: Memo<String, Option<Reports>>,
    /// Statements as filed, by R page URL: read once per run.
    pages: Memo<String, Arc<Filed>>,
    tickers: Memo<u64, Arc<TickerList>>,
    submissions: Memo<u64, Arc<Submissions>>,
    facts: Memo<u64, Arc<CompanyFacts>>,
    /// The same documents as finq's facts ([`State::facts_of`]).
    read_facts: Memo<u64, Arc<crate::model::facts::Facts>>,
}

/// The client and the route EDGAR is asked over.
#[derive(Clone, Copy)]
pub(crate) struct Net<'a> {
    client: &'a Client,
    route: &'a Route,
    base: &'a Url,
}

impl<'a> Net<'a> {
    fn new(client: &'a Client, route: &'a Route) -> Result<Self> {
        Ok(Self { client, route, base: route.config.base()? })
    }

    fn base(&self) -> &Url {
        self.base
    }
}

/// What a run (or a server) remembers of EDGAR's documents: one shared cell per key, so that
/// concurrent askers wait for one fetch. Entries are forgotten after a few minutes (a server
/// must see new filings; the disk cache decides what is fresh) and when there are too many. A
/// failure is remembered too, for [`FAILURE_TTL`]: the items of a batch that all need one
/// document (the ticker list, a company's filings) fail together after one fetch and its
/// retries, not each after its own. A shared failure names the document (`the filing index of
/// …`), not the question of whoever asked first.
pub(crate) struct Memo<K, T> {
    map: Mutex<HashMap<K, Remembered<Kept<T>>>>,
}

/// What a cell holds: the document, or the failure to fetch it and when it failed.
type Kept<T> = std::result::Result<T, (Error, std::time::Instant)>;

/// When a document was first asked for, and its shared cell.
type Remembered<T> = (std::time::Instant, Arc<OnceCell<T>>);

impl<K, T> Default for Memo<K, T> {
    fn default() -> Self {
        Self { map: Mutex::new(HashMap::new()) }
    }
}

/// How long a document is remembered in memory.
const MEMO_TTL: std::time::Duration = std::time::Duration::from_secs(300);
/// How long a failure to fetch one is: what the items of a run asked at once share (they fail
/// within moments of each other), then asked again (a server's next clients get a fresh try).
const FAILURE_TTL: std::time::Duration = std::time::Duration::from_secs(10);
/// The most documents of one kind remembered.
const MEMO_MAX: usize = 256;

impl<K: std::hash::Hash + Eq + Clone, T: Clone> Memo<K, T> {
    fn cell(&self, key: &K) -> Arc<OnceCell<Kept<T>>> {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() >= MEMO_MAX {
            map.retain(|_, (at, _)| at.elapsed() < MEMO_TTL);
            if map.len() >= MEMO_MAX {
                map.clear();
            }
        }
        match map.get(key) {
            Some((at, cell)) if at.elapsed() < MEMO_TTL => cell.clone(),
            _ => {
                let cell = Arc::new(OnceCell::new());
                map.insert(key.clone(), (std::time::Instant::now(), cell.clone()));
                cell
            }
        }
    }

    /// The document `key` names: remembered, or fetched by `fetch` (one fetch for every asker
    /// at once; a failure shared for [`FAILURE_TTL`], then fetched again).
    async fn get<F: std::future::Future<Output = Result<T>>>(&self, key: &K, fetch: impl FnOnce() -> F) -> Result<T> {
        let mut cell = self.cell(key);
        if let Some(Err((_, failed))) = cell.get()
            && failed.elapsed() >= FAILURE_TTL
        {
            let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
            if map.get(key).is_some_and(|(_, c)| Arc::ptr_eq(c, &cell)) {
                map.remove(key);
            }
            drop(map);
            cell = self.cell(key);
        }
        let kept = cell.get_or_init(|| async { fetch().await.map_err(|e| (e, std::time::Instant::now())) }).await;
        kept.clone().map_err(|(e, _)| e)
    }
}

impl State {
    /// GETs `url` (from the cache when fresh), parses it with `parse`, and keeps a valid answer.
    /// A cached document that does not parse is fetched again.
    async fn document<T>(
        &self,
        net: Net<'_>,
        url: Url,
        label: &Request,
        parse: impl Fn(&[u8]) -> std::result::Result<T, String>,
    ) -> Result<T> {
        self.document_kept(net, url, label, false, parse).await
    }

    /// As [`Self::document`]; with `forever`, a cached copy never goes stale (a filing's files
    /// never change once filed).
    async fn document_kept<T>(
        &self,
        net: Net<'_>,
        url: Url,
        label: &Request,
        forever: bool,
        parse: impl Fn(&[u8]) -> std::result::Result<T, String>,
    ) -> Result<T> {
        let bad =
            |why: String| Error::service(format!("EDGAR answered {} with an unexpected document: {why}", url.path()));
        let client = net.client;
        // A missing document is named as what it is, not as the question that needed it.
        let missing = |e: Error| match e.cause {
            Some(crate::error::Cause::Status(404)) => {
                Error::not_found(format!("not found: EDGAR does not have {} ({})", label.subject, url.path()))
                    .because(Cause::Status(404))
            }
            _ => e,
        };
        let mut resp = client.get_kept(net.route, &url, label, forever).await.map_err(missing)?;
        let value = match parse(&resp.body) {
            Ok(v) => v,
            Err(_) if resp.from_cache && !client.offline() => {
                resp = client.get_network(net.route, &url, label).await.map_err(missing)?;
                parse(&resp.body).map_err(bad)?
            }
            Err(_) if resp.from_cache => return Err(client.damaged(label)),
            Err(why) => return Err(bad(why)),
        };
        client.remember_url(&url, &resp);
        Ok(value)
    }

    async fn tickers(&self, net: Net<'_>) -> Result<Arc<TickerList>> {
        self.tickers
            .get(&0, || async {
                let url = if net.base().as_str().trim_end_matches('/') == DATA_HOST {
                    Url::parse(TICKERS_URL).map_err(|e| Error::usage(e.to_string()))?
                } else {
                    join(net.base(), &["files", "company_tickers.json"])
                };
                let label = Request::new(Operation::CikByTicker, "the SEC's ticker list");
                self.document(net, url, &label, TickerList::parse).await.map(Arc::new)
            })
            .await
    }

    async fn submissions(&self, net: Net<'_>, cik: u64) -> Result<Arc<Submissions>> {
        self.submissions
            .get(&cik, || async {
                let url = join(net.base(), &["submissions", &format!("CIK{cik:010}.json")]);
                let label = Request::new(Operation::Summary, format!("the list of filings of CIK {cik}"));
                self.document(net, url, &label, json_document).await.map(Arc::new)
            })
            .await
    }

    async fn facts(&self, net: Net<'_>, cik: u64) -> Result<Arc<CompanyFacts>> {
        self.facts.get(&cik, || async { self.fetch_facts(net, cik).await.map(Arc::new) }).await
    }

    /// The companyfacts document of CIK `cik`, not remembered.
    async fn fetch_facts(&self, net: Net<'_>, cik: u64) -> Result<CompanyFacts> {
        let url = join(net.base(), &["api", "xbrl", "companyfacts", &format!("CIK{cik:010}.json")]);
        let label = Request::new(Operation::Statement(StatementKind::Income), format!("the XBRL facts of CIK {cik}"));
        self.document(net, url, &label, |body| own_facts(body, cik)).await
    }

    /// A company's XBRL facts, by ticker (the ticker list and the facts within one time-out), as
    /// finq reads them.
    pub(crate) async fn facts_of(
        &self,
        client: &Client,
        route: &Route,
        ticker: &str,
    ) -> Result<Arc<crate::model::facts::Facts>> {
        let net = Net::new(client, route)?;
        within(client, &format!("the XBRL facts of {ticker}"), async {
            let cik = self.cik(net, ticker).await?;
            // The facts are remembered, not the document they are read from: a large company's
            // document held beside them would double what the run takes, and nothing that reads
            // facts reads the document again.
            self.read_facts.get(&cik, || async { Ok(Arc::new(self.fetch_facts(net, cik).await?.into_facts())) }).await
        })
        .await
    }

    /// The CIK of a ticker.
    async fn cik(&self, net: Net<'_>, ticker: &str) -> Result<u64> {
        let list = self.tickers(net).await?;
        let bad = |why: String| Error::service(format!("EDGAR's ticker list is damaged: {why}"));
        list.cik(ticker)
            .map_err(bad)?
            .ok_or_else(|| Error::not_found(format!("company not found: EDGAR's ticker list has no {ticker}")))
    }

    /// Answers `req` from EDGAR: every document the answer needs (ticker list, submissions,
    /// older submissions, FilingSummary, R page, facts) within one `--timeout`.
    pub(crate) async fn answer(&self, client: &Client, route: &Route, req: &Request) -> Result<Answer> {
        within(client, &req.describe(), self.answer_now(client, route, req)).await
    }

    async fn answer_now(&self, client: &Client, route: &Route, req: &Request) -> Result<Answer> {
        let net = Net::new(client, route)?;
        match req.op {
            // Refused by the seam before EDGAR is asked, in the command line's words.
            Operation::Quote | Operation::Prices => {
                Err(Error::usage(format!("EDGAR does not publish {}", req.op.noun())))
            }
            Operation::CikByTicker => {
                let cik = self.cik(net, &req.subject).await?;
                Ok(Answer::Ciks(Identifiers { query: req.subject.clone(), values: vec![format!("{cik:010}")] }))
            }
            Operation::TickerByCik => {
                let cik: u64 = req.subject.parse().map_err(|_| Error::usage("a CIK is digits"))?;
                let list = self.tickers(net).await?;
                let bad = |why: String| Error::service(format!("EDGAR's ticker list is damaged: {why}"));
                let values = list.tickers(cik).map_err(bad)?.ok_or_else(|| {
                    Error::not_found(format!("company not found: EDGAR's ticker list has no CIK {cik}"))
                })?;
                Ok(Answer::Tickers(Identifiers { query: req.subject.clone(), values }))
            }
            op @ (Operation::Statement(_) | Operation::Summary) => self.filing_answer(net, op, req).await,
        }
    }

    /// The filing `req` names: by `--accession`, else by form and filing order (amendments
    /// skipped), with the number of such filings.
    fn choose(&self, subs: &Submissions, req: &Request) -> Result<(Row, usize)> {
        if let Some(acc) = &req.accession {
            return subs.accession(acc).map(|r| (r, 1)).ok_or_else(|| {
                Error::not_found(format!("statement not found: EDGAR lists no filing {acc} for {}", req.subject))
            });
        }
        let form = req.form.unwrap_or(Form::TenK);
        let rows = subs.rows(form.as_str());
        let order = req.filing_order.unwrap_or(0) as usize;
        let count = rows.len();
        rows.into_iter().nth(order).map(|r| (r, count)).ok_or_else(|| {
            Error::not_found(format!(
                "statement not found: EDGAR lists {count} {} filings for {}{}",
                form.as_str(),
                req.subject,
                if order > 0 { format!(", so none at filing order {order}") } else { String::new() }
            ))
        })
    }

    /// A statement or the summary: as filed when the filing has the SEC's rendering, else
    /// assembled from the company's XBRL facts; standardized (`req.standard`) from its facts in
    /// companyfacts, never its rendering.
    async fn filing_answer(&self, net: Net<'_>, op: Operation, req: &Request) -> Result<Answer> {
        let cik = self.cik(net, &req.subject).await?;
        let found = self.find(net, cik, req).await?;
        if let Operation::Statement(kind) = op
            && req.standard
        {
            let facts = self.facts(net, cik).await?;
            let Located { subs, row, count } = &found;
            return Ok(Answer::Statement(standard::statement(kind, subs, &facts, row, &req.subject, *count)?));
        }
        if let Some(answer) = self.as_filed(net, cik, op, req, &found).await? {
            return Ok(answer);
        }
        self.assembled(net, cik, op, req, &found).await
    }

    /// The filing `req` names, with the number of such filings: among the company's recent
    /// thousand, else in its older documents, read in turn only while it is not found, and at
    /// most [`MAX_OLDER`] of them.
    async fn find(&self, net: Net<'_>, cik: u64, req: &Request) -> Result<Located> {
        let mut subs = self.submissions(net, cik).await?;
        let listed = subs.filings.files.len();
        let mut older = subs.filings.files.clone().into_iter().take(MAX_OLDER);
        loop {
            match self.choose(&subs, req) {
                Err(mut e) if e.kind == ErrorKind::NotFound => {
                    let Some(file) = older.next() else {
                        if listed > MAX_OLDER {
                            e.message.push_str(&format!(
                                " (finq read the first {MAX_OLDER} of the {listed} older documents EDGAR lists)"
                            ));
                        }
                        return Err(e);
                    };
                    let url = join(net.base(), &["submissions", &file.name]);
                    let label = Request::new(Operation::Summary, format!("the older filings of CIK {cik}"));
                    let page: wire::Recent = self.document_kept(net, url, &label, true, json_document).await?;
                    subs = Arc::new(subs.with_older(&page));
                }
                other => {
                    let (row, count) = other?;
                    return Ok(Located { subs, row, count });
                }
            }
        }
    }

    /// A statement or the summary as the filing's rendering shows it (its R page, its cover
    /// page), or `None` when it has no rendering finq reads; a statement the rendering lacks, or
    /// shows empty, is not found.
    async fn as_filed(
        &self,
        net: Net<'_>,
        cik: u64,
        op: Operation,
        req: &Request,
        found: &Located,
    ) -> Result<Option<Answer>> {
        let row = &found.row;
        let Some(reports) = self.reports(net, cik, &row.accession, req).await? else { return Ok(None) };
        let (company, filing) = found.named(cik, &req.subject);
        let filing_count = Some(found.count as u64);
        let Operation::Statement(kind) = op else {
            let Some(cover) = filing::cover(&reports) else { return Ok(None) };
            let html = self.page_text(net, cik, &row.accession, &cover.file, req).await?;
            let Some(cover::Cover { scale, facts }) = cover::read(&html) else { return Ok(None) };
            let title = cover.title().to_string();
            return Ok(Some(Answer::Summary(Summary { company, filing, title, filing_count, scale, facts })));
        };
        let Some(report) = filing::find(&reports, kind.filed_as()) else {
            return Err(Error::not_found(format!(
                "statement not found: the {} filed {} ({}) has no {}",
                row.form,
                row.filing_date,
                row.accession,
                kind.noun()
            )));
        };
        let filed = self.page(net, cik, &row.accession, &report.file, req).await?;
        if let Some(why) = report::emptiness(&filed) {
            return Err(Error::not_found(format!(
                "no data: the {} of the {} filed {} ({}) {why}",
                kind.noun(),
                row.form,
                row.filing_date,
                row.accession
            )));
        }
        let title = if filed.title.is_empty() { report.title().to_string() } else { filed.title.clone() };
        let mut s = Statement::as_filed(kind, company, filing, title, &filed);
        s.filing_count = filing_count;
        Ok(Some(Answer::Statement(s)))
    }

    /// No rendering to read (before XBRL, an older InstanceReport, or the SEC's 404): the
    /// statement or summary assembled from the company's XBRL facts, its title saying so.
    async fn assembled(&self, net: Net<'_>, cik: u64, op: Operation, req: &Request, found: &Located) -> Result<Answer> {
        let facts = self.facts(net, cik).await?;
        let (company, filing) = found.named(cik, &req.subject);
        let filing_count = Some(found.count as u64);
        let Operation::Statement(kind) = op else {
            let title = "Document and entity information — from XBRL facts, not as filed".into();
            let facts = summary_facts(&found.subs, &facts, &found.row);
            return Ok(Answer::Summary(Summary { company, filing, title, filing_count, scale: String::new(), facts }));
        };
        let title = format!("{} — from XBRL facts, not as filed", kind.title());
        let form = req.form.unwrap_or(Form::TenK);
        let items = assemble(kind, form, &facts, &found.row)?;
        Ok(Answer::Statement(Statement {
            kind,
            company,
            filing,
            title,
            filing_count,
            items,
            table: None,
            shape: Shape::Facts,
            count_mismatch: None,
            standard: None,
            filed: None,
        }))
    }

    /// A filing's reports, or `None` when it has no FilingSummary (or none finq reads).
    async fn reports(&self, net: Net<'_>, cik: u64, accession: &str, label: &Request) -> Result<Option<Reports>> {
        self.summaries
            .get(&accession.to_string(), || async {
                let url = archive(net.base(), cik, accession, "FilingSummary.xml");
                // Named for itself: its failure is shared by every question that needs it.
                let label = Request::new(label.op, format!("the filing index of {accession}"));
                let parsed =
                    self.document_kept(net, url, &label, true, |b| filing::reports(&String::from_utf8_lossy(b))).await;
                match parsed {
                    Ok(reports) if reports.iter().any(|r| !r.file.is_empty()) => Ok(Some(Arc::new(reports))),
                    Ok(_) => Ok(None),
                    Err(e) if e.kind == ErrorKind::NotFound => Ok(None),
                    Err(e) => Err(e),
                }
            })
            .await
    }

    /// The text of one of a filing's R pages (cached forever: filed documents never change).
    async fn page_text(&self, net: Net<'_>, cik: u64, accession: &str, file: &str, label: &Request) -> Result<String> {
        page_name(accession, file)?;
        let url = archive(net.base(), cik, accession, file);
        self.document_kept(net, url, label, true, |b| {
            let text = String::from_utf8_lossy(b);
            if !text.contains("<table") {
                return Err("no table in the page".into());
            }
            // Refused here, before any parser sees it: nested too deep, or too many tags.
            crate::sec::html::check(&text)?;
            Ok(text.into_owned())
        })
        .await
    }

    /// A statement as filed, read from its R page once per run.
    async fn page(&self, net: Net<'_>, cik: u64, accession: &str, file: &str, label: &Request) -> Result<Arc<Filed>> {
        page_name(accession, file)?;
        let key = format!("{accession}/{file}");
        self.pages
            .get(&key, || async {
                let url = archive(net.base(), cik, accession, file);
                let label = Request::new(label.op, format!("the page {file} of {accession}"));
                self.document_kept(net, url, &label, true, |b| report::parse(&String::from_utf8_lossy(b)))
                    .await
                    .map(Arc::new)
            })
            .await
    }
}

/// Refuses a report file name that is not an R page's (`R4.htm`) before anything is asked: a
/// FilingSummary naming `..`, a path or a name of any length is not the SEC's, and saying so is
/// a data error (exit 7), not a network failure to retry.
fn page_name(accession: &str, file: &str) -> Result<()> {
    if filing::is_page_name(file) {
        return Ok(());
    }
    let shown: String = file.chars().take(40).collect();
    let more = if shown.len() < file.len() { "…" } else { "" };
    Err(Error::service(crate::sanitize::for_terminal(&format!(
        "EDGAR's FilingSummary of {accession} names the report file {shown:?}{more}, which is not an R page's name \
         (R1.htm, R2.htm, …); it was not fetched"
    ))))
}

/// `…/Archives/edgar/data/{cik}/{accession without dashes}/{file}`: on www.sec.gov by default,
/// on `--base-url` when one is given.
fn archive(base: &Url, cik: u64, accession: &str, file: &str) -> Url {
    let folder = accession.replace('-', "");
    let cik = cik.to_string();
    let segments = ["Archives", "edgar", "data", cik.as_str(), folder.as_str(), file];
    if base.as_str().trim_end_matches('/') == DATA_HOST {
        join(&Url::parse(ARCHIVES_HOST).expect("a valid URL"), &segments)
    } else {
        join(base, &segments)
    }
}

/// What an EDGAR answer is made of, for a snapshot's manifest.
pub fn describe(req: &Request) -> String {
    let form = req.form.unwrap_or(Form::TenK);
    format!("EDGAR {} {} {} filing order {}", req.op.name(), req.subject, form.as_str(), req.filing_order.unwrap_or(0))
}

/// A JSON document of the SEC's, its numbers kept as sent.
fn json_document<T: serde::de::DeserializeOwned>(body: &[u8]) -> std::result::Result<T, String> {
    crate::model::exact::from_slice(body).map_err(|e| e.to_string())
}

/// The companyfacts of CIK `cik`, read from `body`: a document of another company (its own `cik`
/// says which) is no answer for this one, whatever path it came from.
fn own_facts(body: &[u8], cik: u64) -> std::result::Result<CompanyFacts, String> {
    let facts: CompanyFacts = json_document(body)?;
    if facts.cik != cik {
        let name = crate::sanitize::for_terminal(&facts.entity_name);
        let name: String = name.chars().take(80).collect();
        return Err(format!("it holds the facts of CIK {} ({name}), not those of CIK {cik}", facts.cik));
    }
    Ok(facts)
}

fn join(base: &Url, segments: &[&str]) -> Url {
    let mut url = base.clone();
    url.set_query(None);
    url.set_fragment(None);
    if let Ok(mut segs) = url.path_segments_mut() {
        segs.pop_if_empty().extend(segments);
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amendments_are_skipped_and_order_is_the_secs() {
        let body = br#"{"cik":"0000000042","name":"X","filings":{"recent":{
            "accessionNumber":["0000000009-24-000001","0001193125-24-000002","0000000042-23-000003","0000000042-22-000004"],
            "filingDate":["2024-03-01","2024-02-01","2023-02-01","2022-02-01"],
            "reportDate":["2023-12-31","2023-12-31","2022-12-31","2021-12-31"],
            "form":["10-K/A","10-K","10-K","10-Q"]}}}"#;
        let subs: Submissions = serde_json::from_slice(body).unwrap();
        assert_eq!(subs.cik, 42);
        let rows = subs.rows("10-K");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].accession, "0001193125-24-000002", "the amendment is skipped");
        assert_eq!(rows[1].accession, "0000000042-23-000003", "the SEC's order, not the accession's");
    }

    #[test]
    fn ciks_in_every_form() {
        for body in [r#"{"cik":320193}"#, r#"{"cik":"320193"}"#, r#"{"cik":"0000320193"}"#] {
            let f: CompanyFacts = serde_json::from_str(body).unwrap();
            assert_eq!(f.cik, 320193, "{body}");
        }
    }

    #[test]
    fn no_user_agent_is_an_auth_error() {
        assert_eq!(headers(None).unwrap_err().kind, ErrorKind::Auth);
        assert_eq!(headers(Some("  ")).unwrap_err().kind, ErrorKind::Auth);
        let h = headers(Some("Jane Doe jane@example.com")).unwrap();
        assert!(h[USER_AGENT].to_str().unwrap().ends_with(" Jane Doe jane@example.com"));
    }
}
