//! `--demo`: answers from responses bundled in the binary, so finq runs with no key and no network.
//!
//! Apple's statements and cover page are its 10-Qs as filed (the SEC's R pages, read by the EDGAR
//! parser); quotes and prices are recorded Yahoo chart answers; other statements are real bodies
//! the classic service returned (`tests/fixtures/*/SOURCES.md`). Only the look-ups have no real
//! capture: invented samples in the service's shape (`demo/*.sample.json`), and the notice says so.
//! Bodies go through the same status, parse and render path as HTTP answers.
//!
//! A local source: no base URL, no HTTP client, no pacing, no cache. It hands back either an
//! answer read already (Apple's filings, through the neutral readers of `api::filed`) or a
//! recorded body with the form it is in ([`Bundled`]); the seam reads a body with the reader of
//! that form.

pub mod store;

use std::time::SystemTime;

use crate::error::{Error, Result};
use crate::model::{Answer, Form, StatementKind};
use crate::model::{Operation, Request};
use crate::net::Response;
use crate::net::http::{Failure, status_error};
use crate::sources::{Advice, Asking, Client, Credential, Declaration, Doctor, FactsHeld, Pace, Questions, Same};

/// The demo, as it declares itself to the seam.
pub const DECLARATION: Declaration = Declaration {
    name: "demo",
    named: "the demo",
    publisher: "the demo",
    base: None,
    sample: true,
    credential: Credential::None,
    headers: |_| Ok(reqwest::header::HeaderMap::new()),
    // Every kind, for some companies.
    answers: Questions { filings: true, market: true, but: None },
    asked: Asking::Bundled(|req| format!("demo {}", req.describe())),
    // Apple's companyfacts, bundled.
    facts: FactsHeld { of_a_filing: false, of_every_filing: true, accepted: false },
    // Apple's filings are read as EDGAR reads one: its operations are its income statement.
    same_statement: Same::For(&["AAPL"]),
    pace: Pace::Free,
    concurrency: None,
    stop: None,
    notice: Some(notice),
    facts_notice: Some(FACTS_NOTICE),
    doctor: Doctor {
        probe: |_| Request::new(Operation::CikByTicker, "AAPL"),
        passed: "the demo answered the look-up",
        local: Some(|_| Ok("the demo's answers are bundled with finq: no key, no network".into())),
    },
};

/// The form a recorded body is in, for the seam to read it with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    /// The classic service's answer.
    Classic,
    /// A market chart answer (quotes and prices).
    Chart,
}

/// What the demo holds for a question.
pub enum Bundled {
    /// Read already: Apple's filings, from their R pages.
    Answer(Box<Answer>),
    /// A recorded body, and the form it is in.
    Body(Recorded, Response),
}

/// Why a demo quote has none of the figures a live one takes from the company's filings.
pub const NO_FILED_FIGURES: &str = "none: not in the demo (a live quote takes them from SEC EDGAR)";

macro_rules! real {
    ($file:literal) => {
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/last10k-real/", $file)).as_slice()
    };
}
macro_rules! chart {
    ($file:literal) => {
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/market-real/", $file)).as_slice()
    };
}
macro_rules! sample {
    ($file:literal) => {
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/", $file)).as_slice()
    };
}

/// (operation, subject, body, real capture?); Apple's filings are [`APPLE_10Q`].
const ANSWERS: &[(Operation, &str, &[u8], bool)] = {
    use Operation::*;
    use StatementKind::{BalanceSheet, CashFlow, Income, Operations};
    &[
        (Statement(BalanceSheet), "FB", real!("balancesheet-FB-finanalysis.json"), true),
        (Statement(BalanceSheet), "GOOG", real!("balancesheet-GOOG-finanalysis.json"), true),
        (Statement(BalanceSheet), "WFC", real!("balancesheet-WFC-finanalysis.json"), true),
        (Statement(BalanceSheet), "MSFT", real!("balancesheet-MSFT-megatrend.json"), true),
        (Statement(Income), "FB", real!("income-FB-finanalysis.json"), true),
        (Statement(Income), "GOOG", real!("income-GOOG-finanalysis.json"), true),
        (Statement(Income), "WFC", real!("income-WFC-finanalysis.json"), true),
        (Statement(Operations), "AMZN", real!("operations-AMZN-megatrend.json"), true),
        (Statement(CashFlow), "FB", real!("cashflows-FB-finanalysis.json"), true),
        (Statement(CashFlow), "GOOG", real!("cashflows-GOOG-finanalysis.json"), true),
        (Statement(CashFlow), "WFC", real!("cashflows-WFC-finanalysis.json"), true),
        // AAPL's quote is the recording whose meta names the previous session's close; the
        // others' daily bars end years before their price, so their change stays null.
        (Quote, "AAPL", chart!("chart-AAPL-2025-02-01-to-2025-02-02-1m-weekend-empty.json"), true),
        (Prices, "AAPL", chart!("chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json"), true),
        (Quote, "MSFT", chart!("chart-MSFT-2021-02-01-to-2022-01-31-dividends.json"), true),
        (Prices, "MSFT", chart!("chart-MSFT-2021-02-01-to-2022-01-31-dividends.json"), true),
        (Quote, "GOOG", chart!("chart-GOOG-2020-01-01-to-2020-01-03.json"), true),
        (Prices, "GOOG", chart!("chart-GOOG-2020-01-01-to-2020-01-03.json"), true),
        (Quote, "OCDO.L", chart!("chart-OCDO.L-2020-01-01-to-2020-01-03.json"), true),
        (Prices, "OCDO.L", chart!("chart-OCDO.L-2020-01-01-to-2020-01-03.json"), true),
        (Quote, "EURUSD=X", chart!("chart-EURUSD=X-2020-01-01-to-2020-01-03.json"), true),
        (Prices, "EURUSD=X", chart!("chart-EURUSD=X-2020-01-01-to-2020-01-03.json"), true),
        (Quote, "GC=F", chart!("chart-GC=F-2020-01-01-to-2020-01-03.json"), true),
        (Prices, "GC=F", chart!("chart-GC=F-2020-01-01-to-2020-01-03.json"), true),
        (Quote, "BTC-USD", chart!("chart-BTC-USD-2020-01-01-to-2020-01-03.json"), true),
        (Prices, "BTC-USD", chart!("chart-BTC-USD-2020-01-01-to-2020-01-03.json"), true),
        (CikByTicker, "AAPL", sample!("cik-AAPL.sample.json"), false),
        (TickerByCik, "320193", sample!("ticker-320193.sample.json"), false),
    ]
};

fn find(req: &Request) -> Option<(&'static [u8], bool)> {
    ANSWERS.iter().find(|(op, subject, _, _)| *op == req.op && *subject == req.subject).map(|a| (a.2, a.3))
}

/// Apple's XBRL facts as the SEC's companyfacts held them after its 10-K of November 2024 (fiscal
/// 2009–2024; `tests/fixtures/edgar-real/SOURCES.md`), for `--discrete`, `--ttm` and
/// `--restatements` with no network.
const APPLE_FACTS_GZ: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/edgar-real/companyfacts/CIK0000320193.apple.fairvalue.json.gz"
));

/// What a demo statement in quarters says on stderr.
pub const FACTS_NOTICE: &str = "demo mode: Apple's XBRL facts as the SEC's companyfacts held them after its 10-K of \
                                November 2024 (fiscal 2009-2024), bundled with finq; not current data";

/// A company's XBRL facts in the demo: Apple's (by ticker or CIK), read once a run.
pub fn company_facts(client: &Client, ticker: &str) -> Result<std::sync::Arc<crate::model::facts::Facts>> {
    use std::io::Read;
    use std::sync::{Arc, OnceLock};
    static APPLE: OnceLock<std::result::Result<Arc<crate::model::facts::Facts>, String>> = OnceLock::new();
    if !(ticker.eq_ignore_ascii_case("AAPL") || ticker.trim_start_matches('0') == "320193") {
        return Err(Error::not_found(format!(
            "the demo holds the XBRL facts of AAPL only, not {ticker}: {}",
            client.advice(&Advice::LiveFacts)
        )));
    }
    let read = APPLE.get_or_init(|| {
        let mut body = Vec::new();
        flate2::read::GzDecoder::new(APPLE_FACTS_GZ).read_to_end(&mut body).map_err(|e| e.to_string())?;
        super::companyfacts(&body).map(Arc::new)
    });
    read.clone().map_err(|e| Error::service(format!("the demo's bundled XBRL facts are damaged: {e}")))
}

/// Apple's two 10-Qs as filed with the SEC (their R pages, bundled): the newest first.
struct DemoFiling {
    accession: &'static str,
    filed: &'static str,
    period: &'static str,
    /// (statement, or `None` for the cover page, R page)
    pages: &'static [(Option<StatementKind>, &'static str)],
}

macro_rules! page {
    ($acc:literal, $file:literal) => {
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/edgar-filing/", $acc, "/", $file))
    };
}

const APPLE_10Q: [DemoFiling; 2] = {
    use StatementKind::{BalanceSheet, CashFlow, Comprehensive, Equity, Income};
    [
        DemoFiling {
            accession: "0000320193-26-000013",
            filed: "2026-05-01",
            period: "2026-03-28",
            pages: &[
                (Some(Income), page!("0000320193-26-000013", "R2.htm")),
                (Some(BalanceSheet), page!("0000320193-26-000013", "R4.htm")),
                (Some(CashFlow), page!("0000320193-26-000013", "R7.htm")),
            ],
        },
        DemoFiling {
            accession: "0000320193-25-000057",
            filed: "2025-05-02",
            period: "2025-03-29",
            pages: &[
                (None, page!("0000320193-25-000057", "R1.htm")),
                (Some(Income), page!("0000320193-25-000057", "R2.htm")),
                (Some(Comprehensive), page!("0000320193-25-000057", "R3.htm")),
                (Some(BalanceSheet), page!("0000320193-25-000057", "R4.htm")),
                (Some(Equity), page!("0000320193-25-000057", "R6.htm")),
                (Some(CashFlow), page!("0000320193-25-000057", "R7.htm")),
            ],
        },
    ]
};

/// The Apple filings that hold `req`'s statement (or cover page), newest first.
fn apple_filings(req: &Request) -> Vec<&'static DemoFiling> {
    let want = page_kind(req.op);
    APPLE_10Q.iter().filter(|f| f.pages.iter().any(|(k, _)| *k == want)).collect()
}

/// The page that answers `op`: a statement, as EDGAR reads a filing (Apple's operations are its
/// income statement), or `None` for the cover page.
fn page_kind(op: Operation) -> Option<StatementKind> {
    match op {
        Operation::Statement(k) => Some(k.filed_as()),
        _ => None,
    }
}

/// A statement or summary of Apple as filed, from the bundled R pages: `None` when the demo
/// answers `req` otherwise (other companies, market data, look-ups).
fn filed(client: &Client, req: &Request) -> Option<Result<Answer>> {
    use crate::model::{Company, Filing, Summary};
    if req.subject != "AAPL" || !req.op.is_filing() {
        return None;
    }
    let filings = apple_filings(req);
    // Only 10-Qs are bundled: a 10-K (or any form but the 10-Q) asked for is not found, never
    // answered with a 10-Q.
    if let Some(form) = req.form.filter(|&f| f != Form::TenQ) {
        let quarters: Vec<&str> = filings.iter().map(|f| f.period).collect();
        let held = match quarters.as_slice() {
            [one] => format!("its 10-Q for the quarter ended {one}"),
            many => format!("its 10-Qs for the quarters ended {}", many.join(" and ")),
        };
        return Some(Err(Error::not_found(format!(
            "statement not found: the demo holds no {} of Apple, only {held}; {}",
            form.as_str(),
            client.advice(&Advice::OnlyTenQs)
        ))));
    }
    let order = req.filing_order.unwrap_or(0) as usize;
    let chosen = match &req.accession {
        Some(acc) => filings.iter().find(|f| f.accession == acc).copied(),
        None => filings.get(order).copied(),
    };
    let Some(f) = chosen else {
        let what = match &req.accession {
            Some(_) => client.advice(&Advice::OtherAccession),
            None => client.advice(&Advice::FilingOrders { held: filings.len() }),
        };
        return Some(Err(Error::not_found(format!(
            "statement not found: the demo holds {} Apple 10-Q filing{} with the {}; {what}",
            filings.len(),
            if filings.len() == 1 { "" } else { "s" },
            req.op.noun()
        ))));
    };
    let company = Company { name: "Apple Inc.".into(), cik: "320193".into(), ticker: "AAPL".into() };
    let filing = Filing {
        accession: f.accession.into(),
        form: "10-Q".into(),
        filed: f.filed.into(),
        period: Some(f.period.into()),
        ..Filing::default()
    };
    let filing_count = Some(filings.len() as u64);
    let want = page_kind(req.op);
    let html = f.pages.iter().find(|(k, _)| *k == want).map(|(_, p)| *p)?;
    Some(match req.op {
        Operation::Statement(kind) => {
            let page = crate::sec::report::parse(html).ok()?;
            let mut s = crate::model::Statement::as_filed(kind, company, filing, page.title.clone(), &page);
            s.filing_count = filing_count;
            Ok(Answer::Statement(s))
        }
        _ => {
            let crate::sec::cover::Cover { scale, facts } = crate::sec::cover::read(html)?;
            let title = "Cover Page".into();
            Ok(Answer::Summary(Summary { company, filing, title, filing_count, scale, facts }))
        }
    })
}

/// The form a recorded answer is in: quotes and prices are real Yahoo chart answers.
fn form_of(req: &Request) -> Recorded {
    match req.op {
        Operation::Quote | Operation::Prices => Recorded::Chart,
        _ => Recorded::Classic,
    }
}

/// What the demo holds for `req`: Apple's filing read from its R pages, or a recorded body; a
/// 404 like the service's for anything else. `-v` says which.
pub(crate) fn answer(client: &Client, req: &Request, raw: bool) -> Result<Bundled> {
    if let Some(answer) = filed(client, req) {
        // Assembled like EDGAR's answers, so the bytes as sent are no one body, as with EDGAR.
        if raw {
            return Err(Error::usage(client.advice(&Advice::NoOneBody)));
        }
        client.printer().verbose(1, &format!("demo {} -> Apple's filing as filed", req.describe()));
        return Ok(Bundled::Answer(Box::new(answer?)));
    }
    let outcome = recorded(req);
    if client.printer().shows(1) {
        let status = match &outcome {
            Ok(r) => format!("200 ({} bytes)", r.body.len()),
            Err(f) => f.status.to_string(),
        };
        crate::printer::notice(&format!("demo {} -> {status}", req.describe()));
    }
    let response = outcome.map_err(|f| status_error(req, &f, SystemTime::now()))?;
    Ok(Bundled::Body(form_of(req), response))
}

/// The one-line notice printed before a demo answer.
pub fn notice(req: &Request) -> &'static str {
    if req.subject == "AAPL" && req.op.is_filing() {
        return "demo mode: Apple's 10-Qs of 2025 and 2026 as filed with the SEC (their own rendering), bundled \
                with finq; not current data";
    }
    match (find(req), req.op) {
        (Some((_, true)), Operation::Quote | Operation::Prices) => {
            "demo mode: a real Yahoo Finance chart answer recorded in February 2025 (prices of 2020-2022, the quote \
             as of the recording), bundled with finq; not current data"
        }
        (Some((_, true)), _) => {
            "demo mode: a real response the service returned in 2016-2020, bundled with finq; not current data"
        }
        (Some((_, false)), _) => {
            "demo mode: invented sample values in the service's shape, bundled with finq; not market data"
        }
        (None, _) => "demo mode: answers bundled with finq; not current data",
    }
}

/// The body of a recorded exchange: Yahoo's answer inside the recorder's wrapper.
fn unwrap_recording(bytes: &[u8]) -> Vec<u8> {
    serde_json::from_slice::<serde_json::Value>(bytes)
        .ok()
        .and_then(|w| w.pointer("/response/bodyJson").map(|b| serde_json::to_vec(b).unwrap_or_default()))
        .unwrap_or_else(|| bytes.to_vec())
}

/// The bundled answer, or a 404 like the service's for anything the demo does not hold.
/// Only the latest annual filing is bundled, so other forms and filing orders are "not found".
fn recorded(req: &Request) -> std::result::Result<Response, Failure> {
    let latest_annual =
        (req.form.is_none_or(|f| f == Form::TenK) && req.filing_order.unwrap_or(0) == 0) || !req.op.is_filing();
    match find(req).filter(|_| latest_annual) {
        Some((body, _)) => {
            // Quotes and prices are recorded Yahoo exchanges: the answer is inside the recording.
            let body = if matches!(req.op, Operation::Quote | Operation::Prices) {
                unwrap_recording(body)
            } else {
                body.to_vec()
            };
            Ok(Response { body, content_type: Some("application/json".into()), from_cache: false })
        }
        None => Err(Failure {
            status: 404,
            body: format!(
                r#"{{"statusCode": 404, "message": "not in the demo data, which holds {}"}}"#,
                holdings(req.op)
            )
            .into_bytes(),
            retry_after: None,
        }),
    }
}

/// "AAPL (its 10-Qs as filed), FB, GOOG (latest 10-K only)", for the not-found message.
fn holdings(op: Operation) -> String {
    let mut held: Vec<String> = Vec::new();
    if op.is_filing() && APPLE_10Q.iter().any(|f| f.pages.iter().any(|(k, _)| *k == page_kind(op))) {
        held.push("AAPL (its 10-Qs as filed)".into());
    }
    let classic: Vec<&str> = ANSWERS.iter().filter(|a| a.0 == op).map(|a| a.1).collect();
    if !classic.is_empty() {
        let latest = if matches!(op, Operation::Statement(_)) { " (latest 10-K only)" } else { "" };
        held.push(format!("{}{latest}", classic.join(", ")));
    }
    if op.is_filing() {
        held.push(format!("and {} in its store (`finq --demo bulk tickers` lists them)", store::COMPANIES));
    }
    if held.is_empty() { "nothing of this kind".into() } else { held.join(", ") }
}
