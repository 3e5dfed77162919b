//! The nine data commands as plans (what to ask for) and jobs (a plan with the settings it runs
//! with): validated, and the flags' interplay resolved, before anything is sent.

use super::stream::Fetcher;
use crate::cli::StatementArgs;
use crate::error::Result;
use crate::model::Form;
use crate::model::{Operation, Request};
use crate::settings::input;
use crate::settings::{Settings, interplay};

/// Everything one data command asks for.
#[derive(Debug, Clone)]
pub struct Plan {
    pub op: Operation,
    /// Tickers, or CIKs for the ticker look-up; validated, in input order, each once.
    pub subjects: Vec<String>,
    pub form: Option<Form>,
    pub first_order: Option<u32>,
    /// `--periods N`: filing orders first..first+N-1 side by side.
    pub periods: Option<u32>,
    /// `prices --since/--until/--limit`.
    pub window: PriceWindow,
    /// `prices --chart`.
    pub chart: bool,
    /// `--accession`: one filing exactly.
    pub accession: Option<String>,
    /// `--all-columns`: filings side by side keep every column.
    pub all_columns: bool,
    /// `--standard`: standardized statements (the bulk store's, or live from EDGAR's companyfacts).
    pub standard: bool,
    /// `--discrete` or `--ttm`, with `--as-of`: the statement in fiscal quarters.
    pub quarters: Option<Quarters>,
    /// `--as-of` alone: each company's filing as the bulk store held it on that day (the latest
    /// accepted on or before it).
    pub as_of: Option<String>,
    /// `--period`: each company's filing for a calendar quarter or year (the bulk store's).
    pub period: Option<crate::model::screen::Period>,
}

/// `--discrete N`, `--ttm` or `--restatements`, and `--as-of`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quarters {
    pub mode: crate::quarters::view::Mode,
    pub as_of: Option<String>,
}

/// The quarters `--discrete` or `--ttm` (dated by `--as-of`) ask for (`None`: neither).
pub fn quarters(f: &crate::cli::FilingArgs) -> Result<Option<Quarters>> {
    use crate::quarters::view::Mode;
    let n = f.periods.unwrap_or(4) as usize;
    let mode = match (f.discrete, f.ttm, f.restatements) {
        (true, ..) if f.standard => Mode::Standard(n),
        (true, ..) => Mode::Discrete(n),
        (false, true, _) if f.standard => Mode::StandardTtm,
        (false, true, _) => Mode::Ttm,
        (false, false, true) => Mode::Restated(n),
        // `--as-of` alone chooses filings ([`Plan::as_of`]).
        (false, false, false) => return Ok(None),
    };
    Ok(Some(Quarters { mode, as_of: f.as_of.clone() }))
}

/// `--as-of` alone: the day whose filings a statement is chosen from.
pub fn as_of_alone(f: &crate::cli::FilingArgs) -> Option<String> {
    f.as_of.clone().filter(|_| !f.discrete && !f.ttm && !f.restatements)
}

/// The quarters flag given, for the commands that take none (compare, snapshot; compare takes
/// `--as-of` alone).
pub fn quarters_refused(f: &crate::cli::FilingArgs) -> Option<&'static str> {
    [(f.discrete, "--discrete"), (f.ttm, "--ttm"), (f.restatements, "--restatements")]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
}

/// Which prices to keep, in every format.
#[derive(Debug, Clone, Default)]
pub struct PriceWindow {
    pub since: Option<String>,
    pub until: Option<String>,
    pub limit: Option<u32>,
}

impl PriceWindow {
    /// Keeps the points inside the window (dates compare as ISO text), newest first, at most `limit`.
    pub fn apply(&self, prices: &mut crate::model::Prices) {
        prices.points.retain(|p| {
            let d = p.date.get(..10).unwrap_or(&p.date);
            self.since.as_deref().is_none_or(|s| d >= s) && self.until.as_deref().is_none_or(|u| d <= u)
        });
        if let Some(n) = self.limit {
            prices.points.truncate(n as usize);
        }
    }
}

impl Plan {
    /// One subject and no `--periods`: the output is that answer's own shape, not a list.
    pub fn single(&self) -> bool {
        self.subjects.len() == 1 && self.periods.is_none()
    }

    /// The name of a subject in error records.
    pub fn subject_key(&self) -> &'static str {
        if self.op == Operation::TickerByCik { "cik" } else { "ticker" }
    }

    /// The requests for one subject: one, or one per period.
    pub fn requests(&self, subject: &str) -> Vec<Request> {
        let first = self.first_order.unwrap_or(0);
        match self.periods {
            None => vec![self.request(subject, self.first_order)],
            Some(n) => (first..first + n).map(|order| self.request(subject, Some(order))).collect(),
        }
    }

    fn request(&self, subject: &str, order: Option<u32>) -> Request {
        let mut r = Request::new(self.op, subject);
        r.form = self.form;
        r.filing_order = order;
        r.accession = self.accession.clone();
        r.standard = self.standard;
        r.as_of = self.as_of.clone();
        r.period = self.period;
        r
    }
}

impl Plan {
    /// A statement or the summary, for the tickers of `a`.
    pub fn filing(op: Operation, a: &StatementArgs) -> Result<Plan> {
        Ok(Plan {
            op,
            subjects: input::tickers(&a.tickers)?,
            form: input::form(&a.filings),
            first_order: a.filings.filing_order,
            periods: a.filings.periods,
            window: PriceWindow::default(),
            chart: false,
            accession: a.filings.accession.clone(),
            all_columns: a.filings.all_columns,
            standard: a.filings.standard,
            quarters: quarters(&a.filings)?,
            as_of: as_of_alone(&a.filings),
            period: a.filings.period,
        })
    }

    /// A question with no filing or window: quote, and the look-ups.
    pub fn simple(op: Operation, subjects: Vec<String>) -> Plan {
        Plan {
            op,
            subjects,
            form: None,
            first_order: None,
            periods: None,
            window: PriceWindow::default(),
            chart: false,
            accession: None,
            all_columns: false,
            standard: false,
            quarters: None,
            as_of: None,
            period: None,
        }
    }

    pub fn quote(a: &crate::cli::SymbolArgs) -> Result<Plan> {
        Ok(Self::simple(Operation::Quote, input::market_symbols(&a.symbols)?))
    }

    pub fn prices(a: &crate::cli::PricesArgs) -> Result<Plan> {
        if let (Some(since), Some(until)) = (&a.since, &a.until)
            && since > until
        {
            return Err(crate::error::Error::usage(format!(
                "--since {since} is after --until {until}: no price can fall in that window"
            )));
        }
        Ok(Plan {
            window: PriceWindow { since: a.since.clone(), until: a.until.clone(), limit: a.limit },
            chart: a.chart,
            ..Self::simple(Operation::Prices, input::market_symbols(&a.symbols)?)
        })
    }

    pub fn cik(a: &crate::cli::TickerArgs) -> Result<Plan> {
        Ok(Self::simple(Operation::CikByTicker, input::tickers(&a.tickers)?))
    }

    pub fn ticker(a: &crate::cli::CikArgs) -> Result<Plan> {
        Ok(Self::simple(Operation::TickerByCik, input::ciks(a)?))
    }
}

/// A data command ready to run (ripgrep's HiArgs): its plan, the settings it runs with (the
/// command's flags applied: `--chart` draws a table, `--all-columns` keeps every column) and its
/// fetcher; every conflict between flags, and what the source cannot do, refused first.
pub struct Job {
    pub plan: Plan,
    pub settings: Settings,
    pub fetcher: Fetcher,
}

impl Job {
    /// The job of `plan`: what the flags ask of each other and of the source that answers it
    /// decided (by settings), then the command's own output flags applied.
    pub fn resolve(mut settings: Settings, plan: Plan) -> Result<Job> {
        settings.refuse_raw_with_format()?;
        let one_filing = plan.quarters.is_none();
        let alone = one_filing && (plan.as_of.is_some() || plan.period.is_some());
        settings.store_where_only_it_answers(alone, one_filing && plan.standard)?;
        let fetcher = Fetcher::new(&settings, plan.op, false);
        let source = fetcher.client.source(plan.op);
        if let Some(refused) = interplay::refusal(source, plan.op, settings.raw) {
            return Err(refused);
        }
        if plan.standard {
            interplay::standard(source, plan.op, plan.quarters.is_some())?;
        }
        if let Some(q) = &plan.quarters {
            interplay::quarters(source, plan.op, &q.mode, settings.raw)?;
        }
        if plan.as_of.is_some() {
            interplay::as_of_alone(source, plan.op, settings.raw)?;
        }
        if plan.period.is_some() {
            interplay::period(source, plan.op, settings.raw)?;
        }
        settings.for_data(plan.all_columns, plan.chart)?;
        Ok(Job { plan, settings, fetcher })
    }
}
