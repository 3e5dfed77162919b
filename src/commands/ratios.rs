//! `finq ratios TICKER…`: each company's filing (or `--periods N` of them) asked as a
//! standardized balance sheet is (one standardization holds every statement's concepts), its
//! ratios computed by the pure layer ([`crate::standard::ratios`]) and written in the chosen
//! format; with `--ttm`, each company's facts made into its latest twelve months
//! ([`crate::quarters::ratios`]) and their ratios; with `--discrete`, into its latest discrete
//! quarters (`--periods N`, four unless said) and each quarter's ratios, newest first; with
//! `--ttm --quote`, each company's quote asked of the market source beside its twelve months, and
//! the quote's ratios. Every flag's interplay is resolved before the first request.

use futures_util::StreamExt;

use super::data::{self, Job, Plan, PriceWindow};
use super::stream::{Fetcher, Progress};
use crate::cli::RatiosArgs;
use crate::error::{Error, ErrorKind, Result};
use crate::model::{Answer, Operation, Statement, StatementKind};
use crate::quarters::ratios::{Latest, Quarterly, wanted as latest_wanted};
use crate::quarters::statement::{self, Scope};
use crate::quarters::view::Mode;
use crate::render::ratios::QuoteAtHand;
use crate::render::{self, Format, ratios as out};
use crate::settings::{Settings, input, interplay};
use crate::standard::ratios::{Amount, QuoteInput, compute, compute_quote, quote_ratios, ratios};

/// A ratios run ready to go: the job its filings are asked with, `--annualize` and `--quote`.
pub struct Ratios {
    job: Job,
    annualize: bool,
    quote: bool,
}

impl Ratios {
    pub fn resolve(mut settings: Settings, a: &RatiosArgs) -> Result<Ratios> {
        let f = &a.filings;
        let plan = Plan {
            op: Operation::Statement(StatementKind::BalanceSheet),
            subjects: input::tickers(&a.tickers)?,
            form: input::form(f),
            first_order: f.filing_order,
            periods: f.periods,
            window: PriceWindow::default(),
            chart: false,
            accession: f.accession.clone(),
            all_columns: false,
            standard: true,
            quarters: data::quarters(f)?,
            as_of: data::as_of_alone(f),
            period: f.period,
        };
        // A filing's standardized values, as a statement's `--standard` reads them.
        let one_filing = plan.quarters.is_none();
        let alone = one_filing && (plan.as_of.is_some() || plan.period.is_some());
        settings.store_where_only_it_answers(alone, one_filing)?;
        let fetcher = Fetcher::new(&settings, plan.op, false);
        let source = fetcher.client.source(plan.op);
        interplay::ratios(source, plan.quarters.as_ref().map(|q| &q.mode), f.all_columns, settings.raw, a.quote)?;
        if let Some(refused) = interplay::refusal(source, plan.op, false) {
            return Err(refused);
        }
        if plan.as_of.is_some() {
            interplay::as_of_alone(source, plan.op, false)?;
        }
        if plan.period.is_some() {
            interplay::period(source, plan.op, false)?;
        }
        settings.for_data(false, false)?;
        Ok(Ratios { job: Job { plan, settings, fetcher }, annualize: a.annualize, quote: a.quote })
    }
}

/// What one company's requests came to: its standardized filings, newest first, or why none.
type Company = (String, std::result::Result<Vec<Statement>, Error>);

/// Gathers each subject's answers (a filing asked twice by a clamping source kept once; with
/// `--periods`, a filing past the company's last one is the shortfall, said on stderr).
fn settle(plan: &Plan, settings: &Settings, answers: Vec<(usize, Result<crate::sources::Fetched>)>) -> Vec<Company> {
    let mut companies: Vec<Company> = plan.subjects.iter().map(|s| (s.clone(), Ok(Vec::new()))).collect();
    let mut asked = vec![0usize; plan.subjects.len()];
    for (i, result) in answers {
        asked[i] += 1;
        let (_, held) = &mut companies[i];
        let Ok(list) = held else { continue };
        match result.map(|f| f.answer) {
            Ok(Some(Answer::Statement(st))) if st.standard.is_some() => {
                if !list.iter().any(|s: &Statement| s.filing.accession == st.filing.accession) {
                    list.push(st);
                }
            }
            Ok(_) => *held = Err(Error::service("the source answered no standardized filing")),
            Err(e) if !list.is_empty() && e.kind == ErrorKind::NotFound && plan.periods.is_some() => {}
            Err(e) => *held = Err(e),
        }
    }
    for ((ticker, held), asked) in companies.iter().zip(asked) {
        if let Ok(list) = held
            && plan.periods.is_some()
            && list.len() < asked
            && !settings.quiet
        {
            render::notice(&format!("{ticker}: {} of {asked} requested filings exist", list.len()));
        }
    }
    companies
}

pub async fn run(r: Ratios) -> anyhow::Result<()> {
    let Job { plan, settings, fetcher } = &r.job;
    match plan.quarters.as_ref().map(|q| (&q.mode, q.as_of.as_deref())) {
        Some((Mode::Discrete(n) | Mode::Standard(n), as_of)) => return run_discrete(&r, *n, as_of).await,
        Some((_, as_of)) => return run_ttm(&r, as_of).await,
        None => {}
    }
    let jobs: Vec<(usize, crate::model::Request)> =
        plan.subjects.iter().enumerate().flat_map(|(i, s)| plan.requests(s).into_iter().map(move |q| (i, q))).collect();
    fetcher.notice(jobs.first().map(|(_, q)| q));
    let progress = Progress::new(settings, jobs.len());
    let answers: Vec<(usize, Result<crate::sources::Fetched>)> =
        fetcher.ask_all(jobs, &progress).map(|(i, _, result)| (i, result)).collect().await;
    progress.finish();
    let companies = settle(plan, settings, answers);
    let docs = companies
        .iter()
        .map(|(t, held)| {
            let docs = held.as_ref().map(|list| list.iter().filter_map(|st| doc(t, st, r.annualize)).collect());
            (t.as_str(), docs.map_err(Clone::clone))
        })
        .collect();
    write(settings, plan, docs)
}

/// Each company's documents (or why none) in the chosen format; the exit says the failures.
fn write(
    settings: &Settings,
    plan: &Plan,
    companies: Vec<(&str, std::result::Result<Vec<out::Doc>, Error>)>,
) -> anyhow::Result<()> {
    if companies.len() > 1 && !settings.quiet {
        for (ticker, held) in &companies {
            if let Err(e) = held {
                render::notice(&format!("{ticker}: {e}"));
            }
        }
    }
    if plan.single()
        && let Some((_, Err(e))) = companies.first()
    {
        return Err(e.clone().into());
    }
    let failures: Vec<Error> = companies.iter().filter_map(|(_, held)| held.as_ref().err().cloned()).collect();
    let key = plan.subject_key();
    let flat: Vec<&out::Doc> = companies.iter().filter_map(|(_, h)| h.as_ref().ok()).flatten().collect();
    super::print_document(settings, |w, format| match format {
        Format::Json => {
            let mut all: Vec<serde_json::Value> = Vec::new();
            for (ticker, held) in &companies {
                match held {
                    Ok(docs) => all.extend(docs.iter().map(out::json)),
                    Err(e) => all.push(serde_json::json!({
                        key: ticker,
                        "error": { "exit_code": e.kind.exit_code(), "message": e.to_string() },
                    })),
                }
            }
            let v = match <[_; 1]>::try_from(all) {
                Ok([one]) if plan.single() => one,
                Ok([one]) => serde_json::Value::Array(vec![one]),
                Err(all) => serde_json::Value::Array(all),
            };
            render::json::write(w, &v)
        }
        Format::Csv => render::records::write_csv(w, &out::records(&flat), true),
        Format::Ndjson => companies.iter().try_for_each(|(ticker, held)| match held {
            Ok(docs) => render::records::write_ndjson(w, &out::records(&docs.iter().collect::<Vec<_>>())),
            Err(e) => render::records::write_ndjson_error(w, key, ticker, e),
        }),
        Format::Table => out::write_table(w, &flat, &settings.table),
    })?;
    super::batch::outcome(&failures, companies.len())
}

/// One filing's ratios, from its standardized values (`None`: the answer holds no standardization).
fn doc<'a>(ticker: &'a str, st: &'a Statement, annualize: bool) -> Option<out::Doc<'a>> {
    let shown = st.standard.as_deref()?;
    let s = &shown.standardized;
    let get = |c: usize| {
        s.values[c].as_ref().map(|v| Amount { value: v.value, uom: v.uom.as_str(), qtrs: v.qtrs, end: s.date.as_str() })
    };
    let computed = ratios().ratios.iter().map(|r| (r, compute(r, &get, annualize))).collect();
    Some(out::Doc { ticker, basis: out::Basis::Filing { statement: st, shown }, computed, quoted: None })
}

/// A company's twelve months: (company, CIK, its flows and balances).
type Twelve = (String, u64, Latest);

/// `ticker`'s facts (as known on `as_of`) made into its latest twelve months, or why not.
async fn twelve_months(job: &Job, as_of: Option<&str>, ticker: &str) -> std::result::Result<Twelve, Error> {
    let scope = Scope { elements: latest_wanted(), as_of: as_of.map(str::to_string), quarters: 4, from: None };
    let read = job.fetcher.client.company_facts(ticker, &scope).await?.ok_or_else(|| {
        Error::usage("ratios over twelve months need a company's facts, which this source does not hold")
    })?;
    let facts = &read.facts;
    let latest = crate::quarters::ratios::latest(as_of, |element| facts.units("us-gaap", element));
    if latest.flows.is_empty() && latest.date.is_none() {
        let when = as_of.map(|d| format!(" filed by {d}")).unwrap_or_default();
        return Err(Error::not_found(format!(
            "no ratios: {ticker} has no trailing twelve months and no balances in its filings' facts{when}"
        )));
    }
    Ok((facts.entity_name.clone(), facts.cik, latest))
}

/// The twelve months' ratios of a company, and beside a quote the quote's ratios.
fn ttm_doc<'a>(
    ticker: &'a str,
    company: &'a str,
    cik: u64,
    latest: &'a Latest,
    annualize: bool,
    quote: Option<&'a QuoteAtHand>,
) -> out::Doc<'a> {
    let get = |c: usize| latest.amount(c);
    let computed = ratios().ratios.iter().map(|r| (r, compute(r, &get, annualize))).collect();
    let quoted = quote.map(|q| {
        let value = |_: QuoteInput| q.market_cap(latest);
        (q, quote_ratios().iter().map(|r| (r, compute_quote(r, &get, &value))).collect())
    });
    out::Doc { ticker, basis: out::Basis::Ttm { company, cik, latest }, computed, quoted }
}

/// `ticker`'s quote from the market source (`--quote`): its last trade price, currency and day
/// as the quote gives them, or why there is none (the ratios then say it).
async fn quote_of(job: &Job, ticker: &str) -> QuoteAtHand {
    use crate::model::QuoteValue;
    let req = crate::model::Request::new(Operation::Quote, ticker);
    let client = &job.fetcher.client;
    let provider = client.source(Operation::Quote).declared().named.to_string();
    let mut at = QuoteAtHand { symbol: ticker.to_string(), provider, ..QuoteAtHand::default() };
    let q = match client.ask(&req, false, false).await.map(|f| f.answer) {
        Ok(Some(Answer::Quote(q))) => q,
        Ok(_) => {
            at.failed = Some("the market source answered no quote".into());
            return at;
        }
        Err(e) => {
            at.failed = Some(e.to_string());
            return at;
        }
    };
    let field = |name: &str| q.fields.iter().find(|f| f.name == name);
    at.price = field("last_trade_price").and_then(|f| match &f.value {
        QuoteValue::Number(n) => crate::model::number::Dec::of(n),
        _ => None,
    });
    at.source = field("last_trade_price").and_then(|f| f.source.clone()).unwrap_or_else(|| at.provider.clone());
    let text = |name: &str| match field(name).map(|f| &f.value) {
        Some(QuoteValue::Text(t)) => Some(t.clone()),
        _ => None,
    };
    at.currency = text("currency");
    at.date = text("last_trade_date");
    at
}

/// What the source says of its companies' facts, once, when any company's were read.
fn facts_notice(job: &Job, any: bool) {
    if let Some(notice) = job.fetcher.client.source(job.plan.op).declared().facts_notice
        && any
        && !job.settings.quiet
    {
        render::notice(notice);
    }
}

/// A company's discrete quarters: (company, CIK, its quarters' flows and balances).
type Quarters = (String, u64, Quarterly);

/// `ticker`'s facts (as known on `as_of`) made into its latest `n` discrete quarters, or why not.
async fn discrete_quarters(
    job: &Job,
    n: usize,
    as_of: Option<&str>,
    ticker: &str,
) -> std::result::Result<Quarters, Error> {
    let mut scope = Scope { elements: latest_wanted(), as_of: as_of.map(str::to_string), quarters: n, from: None };
    loop {
        let read = job.fetcher.client.company_facts(ticker, &scope).await?.ok_or_else(|| {
            Error::usage("ratios of discrete quarters need a company's facts, which this source does not hold")
        })?;
        let facts = &read.facts;
        let quarters = crate::quarters::ratios::quarterly(n, as_of, |element| facts.units("us-gaap", element));
        // The store read the newest filings only: again from further back when the quarters
        // found reach before them (each time from an earlier day, so this ends), as a
        // statement's quarters are read.
        if let Some(earlier) = read.from.as_deref().and_then(|from| statement::reads_back_to(&quarters.income, from, n))
        {
            scope.from = Some(earlier);
            continue;
        }
        if quarters.columns().is_empty() {
            let when = as_of.map(|d| format!(" filed by {d}")).unwrap_or_default();
            return Err(Error::not_found(format!(
                "no ratios: {ticker} has no fiscal quarters of the income statement in its filings' facts{when}"
            )));
        }
        return Ok((facts.entity_name.clone(), facts.cik, quarters));
    }
}

/// The ratios of a company's quarter `col`.
fn quarter_doc<'a>(
    ticker: &'a str,
    company: &'a str,
    cik: u64,
    quarters: &'a Quarterly,
    col: usize,
    annualize: bool,
) -> out::Doc<'a> {
    let get = |c: usize| quarters.amount(col, c);
    let computed = ratios().ratios.iter().map(|r| (r, compute(r, &get, annualize))).collect();
    out::Doc { ticker, basis: out::Basis::Quarter { company, cik, quarters, col }, computed, quoted: None }
}

/// `--discrete`: each company's latest `n` quarters (companies one after another: each is one
/// document of facts, the quarters' rule), a document a quarter, newest first.
async fn run_discrete(r: &Ratios, n: usize, as_of: Option<&str>) -> anyhow::Result<()> {
    let mut held: Vec<(String, std::result::Result<Quarters, Error>)> = Vec::new();
    for ticker in &r.job.plan.subjects {
        held.push((ticker.clone(), discrete_quarters(&r.job, n, as_of, ticker).await));
    }
    facts_notice(&r.job, held.iter().any(|(_, h)| h.is_ok()));
    let docs = held
        .iter()
        .map(|(t, h)| {
            let docs = h.as_ref().map(|(company, cik, quarters)| {
                // Newest first, as a company's filings are.
                (0..quarters.columns().len())
                    .rev()
                    .map(|col| quarter_doc(t, company, *cik, quarters, col, r.annualize))
                    .collect()
            });
            (t.as_str(), docs.map_err(Clone::clone))
        })
        .collect();
    write(&r.job.settings, &r.job.plan, docs)
}

/// `--ttm`: each company's latest twelve months (one after another), and with `--quote` its
/// quote beside them.
async fn run_ttm(r: &Ratios, as_of: Option<&str>) -> anyhow::Result<()> {
    let mut held: Vec<(String, std::result::Result<Twelve, Error>)> = Vec::new();
    for ticker in &r.job.plan.subjects {
        held.push((ticker.clone(), twelve_months(&r.job, as_of, ticker).await));
    }
    facts_notice(&r.job, held.iter().any(|(_, h)| h.is_ok()));
    // The quotes asked for (`--quote`), one a company whose twelve months were read.
    let mut quotes: Vec<Option<QuoteAtHand>> = Vec::new();
    for (ticker, h) in &held {
        quotes.push(match (r.quote, h) {
            (true, Ok(_)) => Some(quote_of(&r.job, ticker).await),
            _ => None,
        });
    }
    let docs = held
        .iter()
        .zip(&quotes)
        .map(|((t, h), quote)| {
            let docs = h
                .as_ref()
                .map(|(company, cik, latest)| vec![ttm_doc(t, company, *cik, latest, r.annualize, quote.as_ref())]);
            (t.as_str(), docs.map_err(Clone::clone))
        })
        .collect();
    write(&r.job.settings, &r.job.plan, docs)
}
