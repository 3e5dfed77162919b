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
mod names;
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
pub use names::Found;
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
    /// The statements the run will ask together ([`State::expect`]), until the first of them
    /// (standardized or as filed) reads their filings.
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
        let today = crate::model::date::rfc3339(std::time::SystemTime::now())[..10].to_string();
        tokio::task::spawn_blocking(move || {
            let o = state.opened(&dir)?;
            // An empty store is said as a statement says it, not as a company not found.
            if o.reader.manifest().quarters.is_empty() {
                return Err(no_quarters(&dir, &today));
            }
            let cik = company(&o, &subject)??;
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
            return miss(no_quarters(dir, today));
        }
        match req.op {
            // The seam refuses these before asking (settings say where they come from).
            Operation::Quote | Operation::Prices => {
                Err(Error::usage(format!("the bulk store holds filings, not {}", req.op.noun())))
            }
            // EDGAR's ticker list knows today's tickers: the automatic choice leaves look-ups to it.
            Operation::CikByTicker | Operation::TickerByCik if mode == Mode::Automatic => Ok(None),
            Operation::CikByTicker | Operation::TickerByCik => look_up(&o, req).map(Some),
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
        let held = o.held(&filing, || self.expected_keys(o, false, mode, today, advice))?;
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

    /// Says that `reqs` are to be asked together (`compare`): the first statement asked reads the
    /// filings of all of them that the store answers in the same way (standardized, or as
    /// filed), in one pass per quarter ([`Opened::batched`], [`Opened::held`]). Nothing is read
    /// here.
    pub(crate) fn expect(&self, reqs: &[Request]) {
        let statements = reqs.iter().filter(|r| matches!(r.op, Operation::Statement(_)));
        lock(&self.expected).extend(statements.cloned());
    }

    /// The filings the store will answer the expected statements ([`Self::expect`]) with, those
    /// standardized or those as filed (taken from the expected: read once); what fails is left to
    /// its own question.
    fn expected_keys(&self, o: &Opened, standard: bool, mode: Mode, today: &str, advice: Advise) -> Vec<FilingKey> {
        let reqs: Vec<Request> = {
            let mut expected = lock(&self.expected);
            let (these, others) = std::mem::take(&mut *expected).into_iter().partition(|r| r.standard == standard);
            *expected = others;
            these
        };
        reqs.iter().filter_map(|r| choose(o, r, mode, today, advice).ok().flatten()).map(|c| c.key).collect()
    }

    /// The standardization's input of `filing`: from what the first question read for every
    /// question the run expects ([`Self::expect`]), else read on its own.
    fn standard_input(&self, o: &Opened, filing: &FilingKey, mode: Mode, today: &str, advice: Advise) -> Result<Input> {
        let expected = || self.expected_keys(o, true, mode, today, advice);
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
    let cik = match company(o, &req.subject)? {
        Ok(cik) => cik,
        Err(e) => return miss(e),
    };
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
    if let Some(period) = req.period {
        let of = pick::of_period(&filings, period, req.form);
        let Some(f) = of.first() else {
            let what = req.form.map_or("filing", |f| f.as_str());
            return miss(Error::not_found(format!(
                "statement not found: the bulk store ({}) holds no {what} of {} for {period} (a filing counts for the \
                 calendar period its own period falls in, as screen reads them)",
                o.held_span(),
                req.subject
            )));
        };
        // A quarter answered with an annual report: the fiscal year ends in it.
        let note = (period.quarter.is_some() && !f.form.starts_with("10-Q")).then(|| {
            format!(
                "{}'s {period} ends its fiscal year: answered with its {} for the year ended {}, whose statements \
                 are the year's",
                req.subject, f.form, f.period
            )
        });
        return Ok(Some(Chosen { key: (*f).clone(), count: of.len(), note }));
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
    match others {
        Some((form, held)) if req.form.is_none() && of.is_empty() && mode == Mode::Chosen => {
            Ok(Some(stand_in(req, asked, form, &held, advice)))
        }
        others => miss(not_held(o, req, asked, of.len(), others, advice)),
    }
}

/// The filing of `form` at the order asked (`held`, newest first), in place of the default
/// form `asked`, which the company has none of: with the note that says so.
fn stand_in(req: &Request, asked: Form, form: Form, held: &[&FilingKey], advice: Advise) -> Chosen {
    let order = req.filing_order.unwrap_or(0) as usize;
    let f = held[order];
    let which = if order == 0 { "latest".to_string() } else { format!("filing order {order}") };
    let note = format!(
        "the bulk store holds no {} of {}: answered with its {which} {}, filed {}; {}",
        asked.as_str(),
        req.subject,
        form.as_str(),
        f.filed,
        advice(&Advice::OtherForm { form })
    );
    Chosen { key: f.clone(), count: held.len(), note: Some(note) }
}

/// No filing of `asked` at the order asked (`count` of that form held): exit 3, with another form
/// the store holds of the company (a store of one quarter holds mostly 10-Qs; a foreign filer
/// files 20-Fs) and how to ask for it.
fn not_held(
    o: &Opened,
    req: &Request,
    asked: Form,
    count: usize,
    others: Option<(Form, Vec<&FilingKey>)>,
    advice: Advise,
) -> Error {
    let order = req.filing_order.unwrap_or(0);
    let e = Error::not_found(format!(
        "statement not found: the bulk store ({}) holds {count} {} filings of {}{}",
        o.held_span(),
        asked.as_str(),
        req.subject,
        if order > 0 { format!(", so none at filing order {order}") } else { String::new() }
    ));
    match others {
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
    }
}

/// A look-up in the store: a ticker's CIK (today's, from the ticker list kept with the store,
/// else its filings'; a word that is no ticker, the filers named so), or a CIK's tickers.
fn look_up(o: &Opened, req: &Request) -> Result<Said> {
    let query = req.subject.clone();
    if req.op == Operation::CikByTicker {
        // No ticker: the filers named so, where there are any.
        if o.named(&req.subject)? == names::Named::Unknown {
            let found = names::search(&o.reader, o.today()?.as_ref().as_ref(), &req.subject)?;
            if !found.is_empty() {
                return Ok(named_so(&req.subject, &found));
            }
        }
        let cik = company(o, &req.subject)??;
        return Ok(Said::plain(Answer::Ciks(Identifiers { query, values: vec![format!("{cik:010}")] })));
    }
    let cik: i64 = req.subject.parse().map_err(|_| Error::usage("a CIK is digits"))?;
    // Today's tickers, where the store keeps the SEC's list and it has the company.
    let today = o.today()?;
    let listed = today.as_ref().as_ref().map(|t| t.tickers(cik)).unwrap_or_default();
    if !listed.is_empty() {
        let values = listed.into_iter().map(str::to_string).collect();
        return Ok(Said::plain(Answer::Tickers(Identifiers { query, values })));
    }
    let Some(ticker) = o.filers()?.ticker(cik) else {
        return Err(Error::not_found(format!(
            "company not found: the bulk store ({}) holds no filing of CIK {cik}",
            o.held_span()
        )));
    };
    Ok(Said::plain(Answer::Tickers(Identifiers { query, values: vec![ticker] })))
}

/// The most filers a search by name gives.
const NAMES_SHOWN: usize = 20;

/// The answer to a look-up of a word that is no ticker but names filers: their CIKs, and a note
/// naming them.
fn named_so(query: &str, found: &[Found]) -> Said {
    let shown: Vec<String> = found
        .iter()
        .take(NAMES_SHOWN)
        .map(|f| match &f.matched {
            Some(m) => format!("{} ({:010}, as {m})", f.name, f.cik),
            None => format!("{} ({:010})", f.name, f.cik),
        })
        .collect();
    let more = found.len().saturating_sub(NAMES_SHOWN);
    let note = format!(
        "{query} is no ticker the bulk store knows; filers named so: {}{}",
        shown.join("; "),
        if more > 0 { format!("; and {more} more (`finq bulk tickers` lists them)") } else { String::new() }
    );
    let values = found.iter().take(NAMES_SHOWN).map(|f| format!("{:010}", f.cik)).collect();
    Said { answer: Answer::Ciks(Identifiers { query: query.to_string(), values }), data_set: None, notes: vec![note] }
}

/// The company a subject names (`Ok`), or why it names none the store can answer for (`Err`:
/// not found); the outer error is the store's (a file that does not read).
fn company(o: &Opened, subject: &str) -> Result<Result<i64>> {
    Ok(match o.named(subject)? {
        names::Named::Cik(cik) => Ok(cik),
        names::Named::Unknown => Err(unknown(o, subject)?),
        names::Named::Moved { today, then } => {
            let then_name = o.name_of(then)?.unwrap_or_else(|| format!("CIK {then}"));
            let day = o.today()?.as_ref().as_ref().map(|t| t.day()).unwrap_or_default();
            Err(names::moved(subject, &today, then, &then_name, &o.held_span(), &day))
        }
    })
}

fn unknown(o: &Opened, subject: &str) -> Result<Error> {
    let today = match o.today()?.as_ref() {
        Some(t) => format!(", and today's from the SEC's ticker list kept {}", t.day()),
        None => ", and today's once it keeps the SEC's ticker list (`finq bulk fetch`, or `finq bulk import \
                 company_tickers.json`)"
            .to_string(),
    };
    Ok(Error::not_found(format!(
        "company not found: the bulk store ({}) has no filer with ticker {subject}",
        o.held_span()
    ))
    .hint(format!(
        "the store knows a ticker as the prefix a filer gives its XBRL files (aapl-20090627.xml){today}; \
         give the CIK instead"
    )))
}

/// An empty store, said the same way by a statement and by its quarters (`--discrete`, `--ttm`).
fn no_quarters(dir: &Path, today: &str) -> Error {
    Error::not_found(crate::store::layout::empty_store(dir, "", &example_quarter(today)))
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
        let today = crate::model::date::rfc3339(std::time::SystemTime::now());
        return Err(Error::not_found(crate::store::layout::empty_store(dir, "", &example_quarter(&today))));
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

/// One ticker the store knows ([`tickers`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    /// Upper case, as the SEC's list writes it (`BRK-B`) or as the filings' names give it.
    pub ticker: String,
    pub cik: i64,
    /// The company's latest name in the store's filings.
    pub company: String,
    /// Where the store knows it from: today's ticker list, its filings' file names, or both.
    pub today: bool,
    pub filings: bool,
    /// For a ticker of the filings' names that is today another company's: that company (CIK,
    /// name), by the ticker list.
    pub now: Option<(i64, String)>,
}

/// The tickers the store at `dir` knows, by ticker: today's (the SEC's ticker list kept with it)
/// of the companies it holds, and its filings' (the prefixes of their instance names); with
/// `words`, only a ticker equal to them or the companies named by them. Also the day the ticker
/// list was kept, if it keeps one.
pub fn tickers(dir: &Path, words: &str) -> Result<(Vec<Listed>, Option<String>)> {
    let o = Opened::open(dir)?;
    let today = o.today()?;
    let today = today.as_ref().as_ref();
    let mut latest: std::collections::HashMap<i64, (i32, String)> = std::collections::HashMap::new();
    o.reader.names(|cik, filed, name, _| match latest.get_mut(&cik) {
        Some((at, _)) if *at > filed => {}
        Some(slot) => *slot = (filed, name.to_string()),
        None => {
            latest.insert(cik, (filed, name.to_string()));
        }
    })?;
    let mut rows: std::collections::BTreeMap<(String, i64), Listed> = std::collections::BTreeMap::new();
    for (ticker, cik, _) in today.map_or(&[][..], |t| &t.entries[..]) {
        if let Some((_, company)) = latest.get(cik) {
            rows.entry((ticker.clone(), *cik)).or_insert_with(|| Listed {
                ticker: ticker.clone(),
                cik: *cik,
                company: company.clone(),
                today: true,
                filings: false,
                now: None,
            });
        }
    }
    let filers = o.filers()?;
    for (prefix, cik) in filers.prefixes() {
        let ticker = prefix.to_ascii_uppercase();
        if let Some(row) = rows.get_mut(&(ticker.clone(), cik)) {
            row.filings = true;
            continue;
        }
        let now = today.and_then(|t| t.company(&ticker)).filter(|(c, _)| *c != cik).map(|(c, n)| (c, n.to_string()));
        let company = latest.get(&cik).map(|(_, n)| n.clone()).unwrap_or_default();
        rows.insert((ticker.clone(), cik), Listed { ticker, cik, company, today: false, filings: true, now });
    }
    let mut listed: Vec<Listed> = rows.into_values().collect();
    if !words.trim().is_empty() {
        // A ticker asked: its rows; else the companies named by the words.
        let asked = words.trim().to_ascii_uppercase();
        let ticker = |l: &Listed| l.ticker == asked || l.ticker == asked.replace('.', "-");
        if listed.iter().any(ticker) {
            listed.retain(ticker);
        } else {
            let named: std::collections::HashSet<i64> =
                names::search(&o.reader, today, words)?.into_iter().map(|f| f.cik).collect();
            listed.retain(|l| named.contains(&l.cik));
        }
    }
    Ok((listed, today.map(|t| t.day())))
}

/// What an answer of the store is made of, for a snapshot's manifest.
pub fn describe(req: &Request) -> String {
    let form = req.form.unwrap_or(Form::TenK);
    match (&req.accession, req.period) {
        (Some(acc), _) => format!("bulk store {} {} {acc}", req.op.name(), req.subject),
        (None, Some(period)) => format!("bulk store {} {} for {period}", req.op.name(), req.subject),
        (None, None) => format!(
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
