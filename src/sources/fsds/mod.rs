//! `--provider bulk`: statements, summaries and look-ups from the bulk store (`finq bulk`), the
//! SEC's Financial Statement Data Sets (fsds) as Parquet on this machine. A local source: no base URL,
//! no HTTP client, no pacing, no cache; the store's files are read on the blocking pool, so that
//! several questions (`--periods`, several tickers, `compare`) are read side by side.
//!
//! - **Tickers**: the data sets hold none. A filer names its XBRL instance with the prefix of its
//!   own elements, "often the company ticker symbol" as the SEC's readme says (`aapl-20090627.xml`);
//!   the store maps a ticker to the CIK of the latest filing under that prefix, and a CIK to its
//!   latest prefix. A CIK (digits) works wherever a ticker does.
//! - **Which filing**: as on EDGAR — `--accession`, else the form (10-K unless chosen), amendments
//!   left out, newest first, `--filing-order` back — among the filings the store holds.
//! - **The automatic choice** ([`Mode::Automatic`]): with no provider chosen, the store answers a
//!   question first when it can tell, without the network, that it holds the filing asked for
//!   ([`pick::settled`]); anything else is the configured provider's. Look-ups are always the
//!   provider's then: EDGAR's ticker list knows today's tickers.

mod cover;
mod declaration;
mod facts;
mod opened;
mod pick;
pub mod standard;

use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::error::{Error, ErrorKind, Result};
use crate::model::{Answer, Company, Filing, Form, Identifiers, Summary};
use crate::model::{Operation, Request};
use crate::quarters::statement as quarterly;
use crate::sec::sets;
use crate::standard::Input;
use crate::standard::input::filing_input;
use crate::store::{FilingKey, Reader, Store};
pub use declaration::DECLARATION;
use opened::{Opened, lock};

use super::Advice;

/// The command line's words for what the store advises ([`super::Words::advice`]).
pub type Advise = fn(&Advice) -> String;

/// How the store was chosen: by the user (it answers or says why not), or by the automatic
/// choice (it answers what it surely holds and leaves the rest to the provider).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Chosen,
    Automatic,
}

/// What the store answered, with what it is to be shown with.
#[derive(Debug)]
pub(crate) struct Said {
    pub answer: Answer,
    /// The data set of the filing that answered, where one did, for messages: "the store's
    /// 2009q3 data set, imported 2026-11-20".
    pub data_set: Option<String>,
    /// What a person is told on stderr beside the answer: another form than the default answered.
    pub notes: Vec<String>,
}

impl Said {
    fn plain(answer: Answer) -> Self {
        Self { answer, data_set: None, notes: Vec::new() }
    }
}

/// What a run (or a server) has read of the store, shared by the questions asked at once.
#[derive(Default, Clone)]
pub struct State {
    opened: Arc<Mutex<Option<Arc<Opened>>>>,
    /// The standardized statements the run will ask together ([`State::expect`]), until the
    /// first of them reads their filings.
    expected: Arc<Mutex<Vec<Request>>>,
}

impl State {
    /// The store at `dir`, opened once per run (again once an import has committed: a server
    /// answers from a quarter imported while it runs from the next question on).
    fn opened(&self, dir: &Path) -> Result<Arc<Opened>> {
        let mut slot = lock(&self.opened);
        if let Some(o) = &*slot
            && o.fresh(dir)
        {
            return Ok(o.clone());
        }
        let o = Arc::new(Opened::open(dir)?);
        *slot = Some(o.clone());
        Ok(o)
    }

    /// Answers `req` from the store at `dir`, on the blocking pool. `None`: the store does not
    /// hold it (only in [`Mode::Automatic`]; a chosen store says why instead).
    pub(crate) async fn answer(
        &self,
        dir: Option<&Path>,
        req: &Request,
        mode: Mode,
        advice: Advise,
    ) -> Result<Option<Said>> {
        let Some(dir) = dir.map(Path::to_path_buf) else {
            return match mode {
                Mode::Automatic => Ok(None),
                Mode::Chosen => Err(Error::usage(format!(
                    "the bulk store has no folder here: set {} to one",
                    crate::env::STORE_DIR
                ))),
            };
        };
        let (state, req) = (self.clone(), req.clone());
        let today = crate::model::date::rfc3339(std::time::SystemTime::now())[..10].to_string();
        tokio::task::spawn_blocking(move || state.answer_said(&dir, &req, mode, &today, advice))
            .await
            .map_err(|e| Error::new(ErrorKind::Service, format!("reading the bulk store failed: {e}")))?
    }

    /// The facts of the company `subject` in the store that `scope` needs, as EDGAR's
    /// companyfacts would give them (`--discrete`, `--ttm`), on the blocking pool.
    pub(crate) async fn facts(
        &self,
        dir: Option<&Path>,
        subject: &str,
        scope: &quarterly::Scope,
    ) -> Result<quarterly::Read> {
        let Some(dir) = dir.map(Path::to_path_buf) else {
            return Err(Error::usage(format!(
                "the bulk store has no folder here: set {} to one",
                crate::env::STORE_DIR
            )));
        };
        let (state, subject, scope) = (self.clone(), subject.to_string(), scope.clone());
        tokio::task::spawn_blocking(move || {
            let o = state.opened(&dir)?;
            let Some(cik) = o.cik_of(&subject)? else { return Err(unknown(&o, &subject)) };
            let (facts, from, first_filed) = facts::company_facts(&o, cik, &scope)?;
            Ok(quarterly::Read { facts: Arc::new(facts), from, first_filed })
        })
        .await
        .map_err(|e| Error::new(ErrorKind::Service, format!("reading the bulk store failed: {e}")))?
    }

    /// [`Self::answer`]'s answer, here and now; `today` decides what the automatic choice can
    /// settle.
    #[cfg(test)]
    pub(crate) fn answer_now(
        &self,
        dir: &Path,
        req: &Request,
        mode: Mode,
        today: &str,
        advice: Advise,
    ) -> Result<Option<Answer>> {
        Ok(self.answer_said(dir, req, mode, today, advice)?.map(|said| said.answer))
    }

    /// [`Self::answer`], here and now.
    pub(crate) fn answer_said(
        &self,
        dir: &Path,
        req: &Request,
        mode: Mode,
        today: &str,
        advice: Advise,
    ) -> Result<Option<Said>> {
        let o = self.opened(dir)?;
        let miss = |e: Error| match mode {
            Mode::Automatic => Ok(None),
            Mode::Chosen => Err(e),
        };
        if o.reader.manifest().quarters.is_empty() {
            return miss(Error::not_found(format!(
                "the bulk store at {} holds no quarters: `finq bulk fetch {}` (or `finq bulk import FILE.zip`) fills it",
                dir.display(),
                example_quarter(today)
            )));
        }
        match req.op {
            // The seam refuses these before asking (settings say where they come from).
            Operation::Quote | Operation::Prices => {
                Err(Error::usage(format!("the bulk store holds filings, not {}", req.op.noun())))
            }
            // EDGAR's ticker list knows today's tickers: the automatic choice leaves look-ups to it.
            Operation::CikByTicker | Operation::TickerByCik if mode == Mode::Automatic => Ok(None),
            Operation::CikByTicker => {
                let Some(cik) = o.cik_of(&req.subject)? else { return Err(unknown(&o, &req.subject)) };
                let values = vec![format!("{cik:010}")];
                Ok(Some(Said::plain(Answer::Ciks(Identifiers { query: req.subject.clone(), values }))))
            }
            Operation::TickerByCik => {
                let cik: i64 = req.subject.parse().map_err(|_| Error::usage("a CIK is digits"))?;
                let Some(ticker) = o.filers()?.ticker(cik) else {
                    return Err(Error::not_found(format!(
                        "company not found: the bulk store ({}) holds no filing of CIK {cik}",
                        o.held_span()
                    )));
                };
                Ok(Some(Said::plain(Answer::Tickers(Identifiers { query: req.subject.clone(), values: vec![ticker] }))))
            }
            Operation::Statement(_) | Operation::Summary => match self.filing_answer(&o, req, mode, today, advice) {
                // What the store holds but the data sets lack (a statement filed under another
                // code): the provider may have it from the filing's own pages.
                Err(e) if mode == Mode::Automatic && e.kind == ErrorKind::NotFound => Ok(None),
                other => other,
            },
        }
    }

    fn filing_answer(
        &self,
        o: &Opened,
        req: &Request,
        mode: Mode,
        today: &str,
        advice: Advise,
    ) -> Result<Option<Said>> {
        let Some(Chosen { key: filing, count, note }) = choose(o, req, mode, today, advice)? else { return Ok(None) };
        let data_set = o.data_set(&filing.quarter);
        let said =
            |answer| Said { answer, data_set: Some(data_set.clone()), notes: note.clone().into_iter().collect() };
        if let Operation::Statement(kind) = req.op
            && req.standard
        {
            // Equity is refused before the filing's numbers are looked at.
            crate::standard::shown::stmt_of(kind)?;
            let input = self.standard_input(o, &filing, mode, today, advice)?;
            let st = standard::statement(input, &filing.quarter, kind, &req.subject, Some(count as u64))?;
            return Ok(Some(said(Answer::Statement(st))));
        }
        let held = o.held(&filing)?;
        let answer = match req.op {
            Operation::Statement(kind) => {
                Answer::Statement(sets::statement(&held, kind, &req.subject, Some(count as u64))?)
            }
            _ => {
                let f = &held.filing;
                let company = Company { name: f.name.clone(), cik: f.cik.to_string(), ticker: req.subject.clone() };
                let filing = Filing {
                    accession: f.adsh.clone(),
                    form: f.form.clone(),
                    filed: f.filed.clone(),
                    period: Some(f.period.clone()),
                    ..Filing::default()
                };
                Answer::Summary(Summary {
                    company,
                    filing,
                    title: format!(
                        "Document and entity information (the SEC's financial statement data sets, {})",
                        f.quarter
                    ),
                    filing_count: Some(count as u64),
                    scale: String::new(),
                    facts: cover::facts(&held),
                })
            }
        };
        Ok(Some(said(answer)))
    }

    /// Says that `reqs` are to be asked together (`compare`): the first standardized statement
    /// asked reads the filings of all of them that the store answers with standardized, in one
    /// pass per quarter ([`Opened::batched`]). Nothing is read here.
    pub(crate) fn expect(&self, reqs: &[Request]) {
        let standard = reqs.iter().filter(|r| r.standard && matches!(r.op, Operation::Statement(_)));
        lock(&self.expected).extend(standard.cloned());
    }

    /// The standardization's input of `filing`: from what the first question read for every
    /// question the run expects ([`Self::expect`]), else read on its own.
    fn standard_input(&self, o: &Opened, filing: &FilingKey, mode: Mode, today: &str, advice: Advise) -> Result<Input> {
        let expected = || {
            let reqs = std::mem::take(&mut *lock(&self.expected));
            // The filing each will be answered with; what fails is left to its own question.
            reqs.iter().filter_map(|r| choose(o, r, mode, today, advice).ok().flatten()).map(|c| c.key).collect()
        };
        if let Some(input) = o.batched(filing, expected) {
            return Ok(input);
        }
        let held = o.held_for_standard(filing)?;
        Ok(filing_input(&held.filing, &held.numbers, &held.pre, crate::standard::rules()))
    }
}

/// The filing a question is answered with.
struct Chosen {
    key: FilingKey,
    /// How many filings of its form the company has in the store.
    count: usize,
    /// Said beside the answer: the form is not the one the question defaulted to.
    note: Option<String>,
}

/// The filing the store answers `req` with: `None` when the store does not hold it (only in
/// [`Mode::Automatic`]; a chosen store says why instead).
///
/// With no form asked, the form is the 10-K, as on EDGAR; a chosen store that holds none of the
/// company's answers with its annual report of another kind (20-F, 40-F: a foreign filer's), else
/// its latest 10-Q (a store of a few quarters holds mostly 10-Qs), and says so in the note, with
/// how to ask for that form. Asked for a form (`--annual`, `--form 10-K`), it answers that form
/// or says what it holds instead.
fn choose(o: &Opened, req: &Request, mode: Mode, today: &str, advice: Advise) -> Result<Option<Chosen>> {
    let miss = |e: Error| match mode {
        Mode::Automatic => Ok(None),
        Mode::Chosen => Err(e),
    };
    let Some(cik) = o.cik_of(&req.subject)? else { return miss(unknown(o, &req.subject)) };
    let mut filings = o.filings(cik)?;
    if let Some(day) = &req.as_of {
        // What the store held on that day: the filings the SEC accepted by its end (its own
        // clock, `YYYY-MM-DD hh:mm:ss`), each with the figures it reported then.
        let known: Vec<_> =
            filings.iter().filter(|f| f.accepted.get(..10).is_some_and(|d| d <= day.as_str())).cloned().collect();
        if known.is_empty() {
            return miss(Error::not_found(format!(
                "statement not found: the bulk store ({}) holds no filing of {} accepted on or before {day}",
                o.held_span(),
                req.subject
            )));
        }
        filings = std::sync::Arc::new(known);
    }
    if let Some(acc) = &req.accession {
        return match filings.iter().find(|f| f.adsh == *acc) {
            Some(f) => Ok(Some(Chosen { key: f.clone(), count: 1, note: None })),
            None => miss(Error::not_found(format!(
                "statement not found: the bulk store ({}) holds no filing {acc} of {}",
                o.held_span(),
                req.subject
            ))),
        };
    }
    let asked = req.form.unwrap_or(Form::TenK);
    let order = req.filing_order.unwrap_or(0) as usize;
    let of = pick::of_form(&filings, asked);
    if let Some(f) = of.get(order).copied() {
        if mode == Mode::Automatic && !pick::settled(asked, of[0], f, &o.quarters(), today) {
            return Ok(None);
        }
        return Ok(Some(Chosen { key: f.clone(), count: of.len(), note: None }));
    }
    // The forms held instead, in the order they stand in for the default: the other annual
    // reports, then the 10-Q.
    let others = [Form::TwentyF, Form::FortyF, Form::TenQ, Form::TenK]
        .into_iter()
        .filter(|&f| f != asked)
        .map(|f| (f, pick::of_form(&filings, f)))
        .find(|(_, of)| of.len() > order);
    if let Some((form, held)) = &others
        && req.form.is_none()
        && of.is_empty()
        && mode == Mode::Chosen
    {
        let f = held[order];
        let which = if order == 0 { "latest".to_string() } else { format!("filing order {order}") };
        let note = format!(
            "the bulk store holds no {} of {}: answered with its {which} {}, filed {}; {}",
            asked.as_str(),
            req.subject,
            form.as_str(),
            f.filed,
            advice(&Advice::OtherForm { form: *form })
        );
        return Ok(Some(Chosen { key: f.clone(), count: held.len(), note: Some(note) }));
    }
    let e = Error::not_found(format!(
        "statement not found: the bulk store ({}) holds {} {} filings of {}{}",
        o.held_span(),
        of.len(),
        asked.as_str(),
        req.subject,
        if order > 0 { format!(", so none at filing order {order}") } else { String::new() }
    ));
    // Another form, where the store holds it (a store of one quarter holds mostly 10-Qs; a
    // foreign filer files 20-Fs): how to ask for it.
    let e = match others {
        Some((form, held)) => {
            let noun = if held.len() == 1 { "filing" } else { "filings" };
            e.hint(format!(
                "it holds {} {} {noun} of {}: {}",
                held.len(),
                form.as_str(),
                req.subject,
                advice(&Advice::OtherForm { form })
            ))
        }
        None => e,
    };
    miss(e)
}

fn unknown(o: &Opened, subject: &str) -> Error {
    Error::not_found(format!(
        "company not found: the bulk store ({}) has no filer with ticker {subject}",
        o.held_span()
    ))
    .hint(
        "the store knows a ticker as the prefix a filer gives its XBRL files (aapl-20090627.xml); give the CIK instead",
    )
}

/// A quarter to name in advice: the newest the SEC may have published by `today`.
fn example_quarter(today: &str) -> String {
    crate::store::Quarter::last_published(today).map_or_else(|| "2025q1".to_string(), |q| q.to_string())
}

/// What `finq doctor` checks of the store: that its manifest reads and what it holds.
pub fn check(dir: Option<&Path>) -> Result<String> {
    let dir =
        dir.ok_or_else(|| Error::usage(format!("no folder for the bulk store: set {}", crate::env::STORE_DIR)))?;
    let reader = Reader::open(&Store::at(dir))?;
    let m = reader.manifest();
    let (Some(first), Some(last)) = (m.quarters.keys().next(), m.quarters.keys().next_back()) else {
        return Err(Error::not_found(format!(
            "the bulk store at {} holds no quarters: `finq bulk fetch {}` fills it",
            dir.display(),
            example_quarter(&crate::model::date::rfc3339(std::time::SystemTime::now()))
        )));
    };
    let filings: u64 = m.quarters.values().map(|q| q.rows.sub).sum();
    let span = if first == last { first.clone() } else { format!("{first} to {last} ({} quarters)", m.quarters.len()) };
    Ok(format!("the bulk store at {} holds {span}: {filings} filings", dir.display()))
}

/// The question `finq doctor` asks the store: the ticker of the first filer of its newest
/// quarter (Apple's, when it holds nothing).
pub fn probe(dir: Option<&Path>) -> Request {
    let mut last = None;
    if let Some(reader) = dir.and_then(|d| Reader::open(&Store::at(d)).ok()) {
        let _ = reader.filers(|cik, _, instance| {
            if crate::model::datasets::instance_prefix(instance).is_some() {
                last = Some(cik);
            }
        });
    }
    let cik = last.unwrap_or(320_193);
    Request::new(Operation::TickerByCik, cik.to_string())
}

/// Every company's facts in the store at `dir`, as `--discrete` reads each company's (of
/// `elements` only, where given), one company at a time by CIK, read in one pass per quarter:
/// what a measurement of the quarters across every filer of the data sets reads.
pub fn every_company_facts(
    dir: &Path,
    elements: Option<&std::collections::HashSet<String>>,
    each: impl FnMut(crate::model::facts::Facts),
) -> Result<()> {
    facts::every_company(&Reader::open(&Store::at(dir))?, elements, each)
}

/// What an answer of the store is made of, for a snapshot's manifest.
pub fn describe(req: &Request) -> String {
    let form = req.form.unwrap_or(Form::TenK);
    match &req.accession {
        Some(acc) => format!("bulk store {} {} {acc}", req.op.name(), req.subject),
        None => format!(
            "bulk store {} {} {} filing order {}",
            req.op.name(),
            req.subject,
            form.as_str(),
            req.filing_order.unwrap_or(0)
        ),
    }
}

#[cfg(test)]
mod tests;
