//! The nine data commands as plans: what to ask for, validated before anything is sent.

use crate::api::{Operation, Request};
use crate::cli::StatementArgs;
use crate::domain::Form;
use crate::error::Result;
use crate::input;

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
    pub fn apply(&self, prices: &mut crate::domain::Prices) {
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
