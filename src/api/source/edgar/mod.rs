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

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use reqwest::Url;
use reqwest::header::{HeaderMap, HeaderValue, USER_AGENT};
use serde::Deserialize;
use serde_json::{Number, Value};
use tokio::sync::OnceCell;

use crate::api::{Client, Operation, Request, Route};
use crate::domain::Form;
use crate::domain::{
    Answer, Company, Fact as SummaryFact, Filing, Identifiers, LineItem, Measure, Shape, Statement, StatementKind,
    Summary,
};
use crate::error::{Error, ErrorKind, Result};

/// The default host of the submissions and companyfacts documents.
pub const DATA_HOST: &str = "https://data.sec.gov";
/// Where the ticker list lives when no `--base-url` is given.
pub const TICKERS_URL: &str = "https://www.sec.gov/files/company_tickers.json";

/// The headers of every EDGAR request: the User-Agent the SEC requires.
pub fn headers(user_agent: Option<&str>) -> Result<HeaderMap> {
    let ua = user_agent.map(str::trim).filter(|s| !s.is_empty()).ok_or_else(|| {
        Error::auth(format!(
            "EDGAR requires a User-Agent naming you and a contact (\"Jane Doe jane@example.com\"); \
             set {} or edgar_user_agent in config.toml",
            crate::env::EDGAR_USER_AGENT
        ))
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

/// What this run has read from EDGAR, each document once.
#[derive(Default)]
pub struct State {
    tickers: OnceCell<Arc<TickerList>>,
    submissions: Mutex<HashMap<u64, Arc<OnceCell<Arc<Submissions>>>>>,
    facts: Mutex<HashMap<u64, Arc<OnceCell<Arc<CompanyFacts>>>>>,
}

/// The client and the route EDGAR is asked over.
#[derive(Clone, Copy)]
pub(crate) struct Net<'a> {
    client: &'a Client,
    route: &'a Route,
}

impl Net<'_> {
    fn base(&self) -> &Url {
        &self.route.config.base
    }
}

/// One entry per CIK, shared by concurrent askers.
fn cell<T>(map: &Mutex<HashMap<u64, Arc<OnceCell<T>>>>, cik: u64) -> Arc<OnceCell<T>> {
    map.lock().unwrap_or_else(|p| p.into_inner()).entry(cik).or_default().clone()
}

/// A CIK as the SEC writes it, number or string, padded or not.
fn cik_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<u64, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => n.as_u64().ok_or_else(|| serde::de::Error::custom("CIK out of range")),
        Value::String(s) => s.trim().parse().map_err(|_| serde::de::Error::custom(format!("CIK {s:?}"))),
        other => Err(serde::de::Error::custom(format!("CIK {other}"))),
    }
}

#[derive(Debug, Deserialize)]
struct TickerRow {
    #[serde(deserialize_with = "cik_of")]
    cik_str: u64,
    ticker: String,
}

/// company_tickers.json, both ways.
#[derive(Debug, Default)]
pub struct TickerList {
    by_ticker: HashMap<String, u64>,
    by_cik: BTreeMap<u64, Vec<String>>,
}

impl TickerList {
    pub fn parse(body: &[u8]) -> std::result::Result<Self, String> {
        let rows: BTreeMap<String, TickerRow> = serde_json::from_slice(body).map_err(|e| e.to_string())?;
        // The file's keys are "0", "1", …: keep that order for the tickers of one CIK.
        let mut ordered: Vec<(u64, TickerRow)> =
            rows.into_iter().map(|(k, v)| (k.parse().unwrap_or(u64::MAX), v)).collect();
        ordered.sort_by_key(|(k, _)| *k);
        let mut list = TickerList::default();
        for (_, row) in ordered {
            let ticker = row.ticker.to_ascii_uppercase();
            list.by_ticker.entry(ticker.clone()).or_insert(row.cik_str);
            list.by_cik.entry(row.cik_str).or_default().push(ticker);
        }
        Ok(list)
    }
}

#[derive(Debug, Deserialize)]
pub struct Submissions {
    #[serde(deserialize_with = "cik_of")]
    pub cik: u64,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub tickers: Vec<String>,
    #[serde(rename = "fiscalYearEnd", default)]
    pub fiscal_year_end: Option<String>,
    #[serde(default)]
    pub category: Option<String>,
    #[serde(default)]
    pub ein: Option<String>,
    pub filings: Filings,
}

#[derive(Debug, Deserialize)]
pub struct Filings {
    pub recent: Recent,
}

/// `filings.recent`: one array per column, newest filing first.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recent {
    pub accession_number: Vec<String>,
    pub filing_date: Vec<String>,
    #[serde(default)]
    pub report_date: Vec<String>,
    pub form: Vec<String>,
}

/// One filing row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub accession: String,
    pub filing_date: String,
    pub report_date: String,
    pub form: String,
}

impl Submissions {
    /// The rows whose form is exactly `form` (so no amendments), in the SEC's newest-first order.
    /// Never sorted by accession number: its prefix is the filer agent's, not a date.
    pub fn rows(&self, form: &str) -> Vec<Row> {
        let r = &self.filings.recent;
        (0..r.form.len())
            .filter(|&i| r.form[i] == form)
            .map(|i| Row {
                accession: r.accession_number.get(i).cloned().unwrap_or_default(),
                filing_date: r.filing_date.get(i).cloned().unwrap_or_default(),
                report_date: r.report_date.get(i).cloned().unwrap_or_default(),
                form: r.form[i].clone(),
            })
            .collect()
    }
}

#[derive(Debug, Deserialize)]
pub struct CompanyFacts {
    #[serde(deserialize_with = "cik_of")]
    pub cik: u64,
    #[serde(rename = "entityName", default)]
    pub entity_name: String,
    #[serde(default)]
    pub facts: BTreeMap<String, BTreeMap<String, Concept>>,
}

#[derive(Debug, Deserialize)]
pub struct Concept {
    #[serde(default)]
    pub units: BTreeMap<String, Vec<XbrlFact>>,
}

#[derive(Debug, Deserialize)]
pub struct XbrlFact {
    #[serde(default)]
    pub start: Option<String>,
    pub end: String,
    pub val: Number,
    pub accn: String,
    #[serde(default)]
    pub fy: Option<Value>,
    #[serde(default)]
    pub fp: Option<String>,
}

use crate::dates::{date as date_of, days};

fn length(f: &XbrlFact) -> Option<i64> {
    Some(days(&f.end)? - days(f.start.as_deref()?)?)
}

/// Whether a duration fits the form: about a year for a 10-K, about a quarter for a 10-Q.
fn fits(form: Form, days: i64) -> bool {
    match form {
        Form::TenK => (340..=380).contains(&days),
        Form::TenQ => (80..=100).contains(&days),
    }
}

/// Units kept, in this order.
const UNITS: [&str; 3] = ["USD", "shares", "USD/shares"];

/// The concepts of the equity statement this provider assembles (a subset of the filed statement).
const EQUITY: [&str; 22] = [
    "StockholdersEquity",
    "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
    "CommonStockSharesOutstanding",
    "CommonStockValue",
    "CommonStocksIncludingAdditionalPaidInCapital",
    "AdditionalPaidInCapital",
    "AdditionalPaidInCapitalCommonStock",
    "RetainedEarningsAccumulatedDeficit",
    "AccumulatedOtherComprehensiveIncomeLossNetOfTax",
    "TreasuryStockValue",
    "TreasuryStockShares",
    "NetIncomeLoss",
    "OtherComprehensiveIncomeLossNetOfTax",
    "Dividends",
    "DividendsCommonStock",
    "DividendsCommonStockCash",
    "CommonStockDividendsPerShareDeclared",
    "StockIssuedDuringPeriodValueNewIssues",
    "StockIssuedDuringPeriodValueShareBasedCompensation",
    "StockRepurchasedDuringPeriodValue",
    "StockRepurchasedDuringPeriodShares",
    "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue",
];

/// The line items of one statement of the filing `row` (period end `row.report_date`).
pub fn assemble(kind: StatementKind, form: Form, facts: &CompanyFacts, row: &Row) -> Result<Vec<LineItem>> {
    let Some(gaap) = facts.facts.get("us-gaap") else {
        return Err(Error::not_found(format!(
            "statement not found: {} has no US GAAP facts (an IFRS filer?); EDGAR's statements need US GAAP",
            facts.entity_name
        )));
    };
    let end = row.report_date.as_str();
    let in_filing = |f: &&XbrlFact| f.accn == row.accession && f.end == end;
    // The period's start: the most common start among this filing's durations that fit the form.
    let period_start = {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for c in gaap.values() {
            for f in c.units.values().flatten().filter(in_filing) {
                if let (Some(s), Some(len)) = (f.start.as_deref(), length(f))
                    && fits(form, len)
                {
                    *counts.entry(s).or_default() += 1;
                }
            }
        }
        counts.into_iter().max_by_key(|(_, n)| *n).map(|(s, _)| s.to_string())
    };
    let day_before_start = period_start.as_deref().and_then(days).map(|d| date_of(d - 1));
    let mut items = Vec::new();
    for unit in UNITS {
        for (name, concept) in gaap {
            let Some(list) = concept.units.get(unit) else { continue };
            let mine: Vec<&XbrlFact> = list.iter().filter(|f| f.accn == row.accession).collect();
            let instant_at =
                |date: &str| mine.iter().find(|f| f.start.is_none() && f.end == date).map(|f| f.val.clone());
            let duration = || {
                let ending: Vec<&&XbrlFact> = mine.iter().filter(|f| f.start.is_some() && f.end == end).collect();
                ending
                    .iter()
                    .find(|f| length(f).is_some_and(|l| fits(form, l)))
                    // Items reported only year-to-date: the longest.
                    .or_else(|| ending.iter().max_by_key(|f| length(f).unwrap_or(0)))
                    .map(|f| f.val.clone())
            };
            let mut push = |element: String, value: Option<Number>| {
                if let Some(value) = value {
                    items.push(LineItem { element, value, measure: Some(Measure::of_unit(unit)), label: None });
                }
            };
            match kind {
                StatementKind::BalanceSheet => push(name.clone(), instant_at(end)),
                StatementKind::Income | StatementKind::Operations => push(name.clone(), duration()),
                StatementKind::Equity if EQUITY.contains(&name.as_str()) => {
                    if let Some(start) = &day_before_start {
                        push(format!("{name}AtPeriodStart"), instant_at(start));
                    }
                    push(name.clone(), instant_at(end).or_else(duration));
                }
                StatementKind::Equity => {}
            }
        }
    }
    if items.is_empty() {
        return Err(Error::not_found(format!(
            "statement not found: the {} filed {} ({}) has no {} facts in EDGAR",
            row.form,
            row.filing_date,
            row.accession,
            kind.noun()
        )));
    }
    Ok(items)
}

/// The document and entity facts of a filing, from the submissions row, the company's metadata and
/// the dei facts that EDGAR keeps (shares outstanding, public float).
pub fn summary_facts(subs: &Submissions, facts: &CompanyFacts, row: &Row) -> Vec<SummaryFact> {
    let dei = |concept: &str, unit: &str| {
        facts
            .facts
            .get("dei")
            .and_then(|d| d.get(concept))
            .and_then(|c| c.units.get(unit))
            .and_then(|l| l.iter().find(|f| f.accn == row.accession))
            .map(|f| f.val.to_string())
    };
    // fy and fp belong to the filing: any fact of this accession carries them.
    let any = facts.facts.values().flat_map(|t| t.values()).flat_map(|c| c.units.values().flatten());
    let tagged = any.clone().find(|f| f.accn == row.accession && f.fp.is_some());
    let fy = tagged.and_then(|f| f.fy.as_ref()).map(|v| v.to_string().trim_matches('"').to_string());
    let fp = tagged.and_then(|f| f.fp.clone());
    let fye = subs.fiscal_year_end.as_deref().filter(|s| s.len() == 4).map(|s| format!("--{}-{}", &s[..2], &s[2..]));
    let rows: [(&str, &'static str, Option<String>); 13] = [
        ("Document Type", "document_type", Some(row.form.clone())),
        ("Amendment Flag", "amendment_flag", Some(row.form.ends_with("/A").to_string())),
        ("Document Period End Date", "period_end", Some(row.report_date.clone())),
        ("Document Fiscal Year Focus", "fiscal_year_focus", fy),
        ("Document Fiscal Period Focus", "fiscal_period_focus", fp),
        ("Trading Symbol", "trading_symbol", subs.tickers.first().cloned()),
        ("Entity Registrant Name", "registrant_name", Some(subs.name.clone())),
        ("Entity Central Index Key", "cik", Some(format!("{:010}", subs.cik))),
        ("Current Fiscal Year End Date", "fiscal_year_end", fye),
        ("Entity Filer Category", "filer_category", subs.category.as_deref().map(clean_category)),
        (
            "Entity Common Stock, Shares Outstanding",
            "shares_outstanding",
            dei("EntityCommonStockSharesOutstanding", "shares"),
        ),
        ("Entity Public Float", "public_float", dei("EntityPublicFloat", "USD")),
        ("Entity Tax Identification Number", "tax_id", subs.ein.clone().filter(|e| !e.trim_matches('0').is_empty())),
    ];
    rows.into_iter()
        .filter_map(|(label, field, value)| {
            Some(SummaryFact { field: Some(field), label: label.to_string(), value: value.filter(|v| !v.is_empty())? })
        })
        .collect()
}

/// "Large accelerated filer<br>Emerging growth company" -> "Large accelerated filer; Emerging growth company".
fn clean_category(s: &str) -> String {
    s.split("<br>").map(str::trim).filter(|p| !p.is_empty()).collect::<Vec<_>>().join("; ")
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
        let bad =
            |why: String| Error::service(format!("EDGAR answered {} with an unexpected document: {why}", url.path()));
        let client = net.client;
        let mut resp = client.get(net.route, &url, label).await?;
        let value = match parse(&resp.body) {
            Ok(v) => v,
            Err(_) if resp.from_cache && !client.offline() => {
                resp = client.get_network(net.route, &url, label).await?;
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
            .get_or_try_init(|| async {
                let url = if net.base().as_str().trim_end_matches('/') == DATA_HOST {
                    Url::parse(TICKERS_URL).map_err(|e| Error::usage(e.to_string()))?
                } else {
                    join(net.base(), &["files", "company_tickers.json"])
                };
                let label = Request::new(Operation::CikByTicker, "company_tickers.json");
                self.document(net, url, &label, TickerList::parse).await.map(Arc::new)
            })
            .await
            .cloned()
    }

    async fn submissions(&self, net: Net<'_>, cik: u64) -> Result<Arc<Submissions>> {
        cell(&self.submissions, cik)
            .get_or_try_init(|| async {
                let url = join(net.base(), &["submissions", &format!("CIK{cik:010}.json")]);
                let label = Request::new(Operation::Summary, format!("CIK {cik}"));
                self.document(net, url, &label, |b| crate::api::exact::from_slice(b).map_err(|e| e.to_string()))
                    .await
                    .map(Arc::new)
            })
            .await
            .cloned()
    }

    async fn facts(&self, net: Net<'_>, cik: u64) -> Result<Arc<CompanyFacts>> {
        cell(&self.facts, cik)
            .get_or_try_init(|| async {
                let url = join(net.base(), &["api", "xbrl", "companyfacts", &format!("CIK{cik:010}.json")]);
                let label = Request::new(Operation::Statement(StatementKind::Income), format!("CIK {cik}"));
                self.document(net, url, &label, |b| crate::api::exact::from_slice(b).map_err(|e| e.to_string()))
                    .await
                    .map(Arc::new)
            })
            .await
            .cloned()
    }

    /// The CIK of a ticker.
    async fn cik(&self, net: Net<'_>, ticker: &str) -> Result<u64> {
        let list = self.tickers(net).await?;
        list.by_ticker
            .get(ticker)
            .copied()
            .ok_or_else(|| Error::not_found(format!("company not found: EDGAR's ticker list has no {ticker}")))
    }

    /// Answers `req` from EDGAR.
    pub(crate) async fn answer(&self, client: &Client, route: &Route, req: &Request) -> Result<Answer> {
        let net = Net { client, route };
        match req.op {
            Operation::Quote | Operation::Prices => Err(not_published(req.op)),
            Operation::CikByTicker => {
                let cik = self.cik(net, &req.subject).await?;
                Ok(Answer::Ciks(Identifiers { query: req.subject.clone(), values: vec![format!("{cik:010}")] }))
            }
            Operation::TickerByCik => {
                let cik: u64 = req.subject.parse().map_err(|_| Error::usage("a CIK is digits"))?;
                let list = self.tickers(net).await?;
                let values = list.by_cik.get(&cik).cloned().ok_or_else(|| {
                    Error::not_found(format!("company not found: EDGAR's ticker list has no CIK {cik}"))
                })?;
                Ok(Answer::Tickers(Identifiers { query: req.subject.clone(), values }))
            }
            op @ (Operation::Statement(_) | Operation::Summary) => {
                let cik = self.cik(net, &req.subject).await?;
                let subs = self.submissions(net, cik).await?;
                let form = req.form.unwrap_or(Form::TenK);
                let rows = subs.rows(form.as_str());
                let order = req.filing_order.unwrap_or(0) as usize;
                let Some(row) = rows.get(order) else {
                    return Err(Error::not_found(format!(
                        "statement not found: EDGAR lists {} {} filings for {}{}",
                        rows.len(),
                        form.as_str(),
                        req.subject,
                        if order > 0 { format!(", so none at filing order {order}") } else { String::new() }
                    )));
                };
                let facts = self.facts(net, cik).await?;
                let company = Company { name: subs.name.clone(), cik: cik.to_string(), ticker: req.subject.clone() };
                let what = match op {
                    Operation::Statement(kind) => title(kind),
                    _ => "Document and entity information",
                };
                let filing = Filing {
                    title: format!("{what} (from SEC XBRL facts)"),
                    accession_number: row.accession.clone(),
                    filing_date: row.filing_date.clone(),
                    period: Some(row.report_date.clone()).filter(|d| !d.is_empty()),
                    form: row.form.clone(),
                    filing_count: Some(rows.len() as u64),
                };
                let Operation::Statement(kind) = op else {
                    let facts = summary_facts(&subs, &facts, row);
                    return Ok(Answer::Summary(Summary { company, filing, facts }));
                };
                let items = assemble(kind, form, &facts, row)?;
                Ok(Answer::Statement(Statement {
                    kind,
                    company,
                    filing,
                    items,
                    table: None,
                    shape: Shape::Nested,
                    count_mismatch: None,
                }))
            }
        }
    }
}

fn title(kind: StatementKind) -> &'static str {
    match kind {
        StatementKind::BalanceSheet => "Balance sheet",
        StatementKind::Income => "Income statement",
        StatementKind::Equity => "Shareholders' equity (subset)",
        StatementKind::Operations => "Statement of operations",
    }
}

/// What an EDGAR answer is made of, for a snapshot's manifest.
pub fn describe(req: &Request) -> String {
    let form = req.form.unwrap_or(Form::TenK);
    format!("EDGAR {} {} {} filing order {}", req.op.name(), req.subject, form.as_str(), req.filing_order.unwrap_or(0))
}

/// Quotes and prices are market data; EDGAR publishes filings only.
pub fn not_published(op: Operation) -> Error {
    Error::usage(format!(
        "EDGAR does not publish {}; use --provider last10k (or rapidapi) for them",
        if op == Operation::Quote { "quotes" } else { "prices" }
    ))
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
