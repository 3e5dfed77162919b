//! The question: which operation, about whom, and how it is narrowed (form, filing order,
//! accession, `--standard`, `--as-of`); validated before it gets here.

use crate::error::Error;
use crate::model::{Form, StatementKind};

/// One of the service's operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operation {
    Statement(StatementKind),
    /// The document and entity summary of a filing.
    Summary,
    Quote,
    Prices,
    TickerByCik,
    CikByTicker,
}

/// The two kinds of data, each with a source of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Data {
    /// Statements, summaries and look-ups: what filings say.
    Filings,
    /// Quotes and prices.
    Market,
}

impl Operation {
    /// The operation's word: the CLI command and the classic path segment.
    pub fn name(self) -> &'static str {
        match self {
            Operation::Statement(k) => k.name(),
            Operation::Summary => "summary",
            Operation::Quote => "quote",
            Operation::Prices => "prices",
            Operation::TickerByCik => "ticker",
            Operation::CikByTicker => "cik",
        }
    }

    /// The operation's word in the interface's paths (`/v1/company/{ticker}/{word}`): its name,
    /// or a statement's path word from the registry (`cashflows`).
    pub fn path_word(self) -> &'static str {
        match self {
            Operation::Statement(k) => k.words().path,
            op => op.name(),
        }
    }

    /// What asks about one filing: each statement of the registry, then the summary (the
    /// choices of `snapshot --statements`).
    pub const FILINGS: [Operation; StatementKind::ALL.len() + 1] = {
        let mut all = [Operation::Summary; StatementKind::ALL.len() + 1];
        let mut i = 0;
        while i < StatementKind::ALL.len() {
            all[i] = Operation::Statement(StatementKind::ALL[i]);
            i += 1;
        }
        all
    };

    /// Every operation: each statement of the registry, then the others.
    pub fn all() -> impl Iterator<Item = Operation> {
        StatementKind::ALL.into_iter().map(Operation::Statement).chain([
            Operation::Summary,
            Operation::Quote,
            Operation::Prices,
            Operation::TickerByCik,
            Operation::CikByTicker,
        ])
    }

    pub fn data(self) -> Data {
        match self {
            Operation::Quote | Operation::Prices => Data::Market,
            _ => Data::Filings,
        }
    }

    /// Whether the operation asks about one filing (form and filing order apply).
    pub fn is_filing(self) -> bool {
        matches!(self, Operation::Statement(_) | Operation::Summary)
    }

    /// A phrase for messages: "no 10-K balance sheet for AAPL".
    pub fn noun(self) -> &'static str {
        match self {
            Operation::Statement(k) => k.noun(),
            Operation::Summary => "document and entity summary",
            Operation::Quote => "quote",
            Operation::Prices => "prices",
            Operation::TickerByCik => "ticker",
            Operation::CikByTicker => "CIK",
        }
    }
}

/// A validated question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub op: Operation,
    /// A ticker, or for [`Operation::TickerByCik`] a CIK; validated before it gets here.
    pub subject: String,
    /// Sent only when the user chose it, so that the service's defaults apply otherwise.
    pub form: Option<Form>,
    pub filing_order: Option<u32>,
    /// One filing exactly, by accession number (`--accession`), where the source can.
    pub accession: Option<String>,
    /// `--standard`: the statement standardized (the bulk store and EDGAR answer it).
    pub standard: bool,
    /// `--as-of DATE`: the filing chosen among those the SEC accepted on or before DATE (the bulk
    /// store answers it).
    pub as_of: Option<String>,
    /// `--period`: the filing whose own period is this calendar quarter or year (the bulk store
    /// answers it).
    pub period: Option<crate::model::screen::Period>,
}

impl Request {
    pub fn new(op: Operation, subject: impl Into<String>) -> Self {
        Self {
            op,
            subject: subject.into(),
            form: None,
            filing_order: None,
            accession: None,
            standard: false,
            as_of: None,
            period: None,
        }
    }

    /// "income for AAPL", for messages.
    /// What is asked, for messages: `income for AAPL`; a document a source reads on the way
    /// names itself (`the SEC's ticker list`: a subject with words, never a ticker or CIK).
    pub fn describe(&self) -> String {
        if self.subject.contains(' ') {
            return self.subject.clone();
        }
        format!("{} for {}", self.op.name(), self.subject)
    }

    pub(crate) fn not_found(&self) -> Error {
        match self.op {
            op if op.is_filing() => {
                let form = self.form.map(|f| format!("{} ", f.as_str())).unwrap_or_default();
                let order = match self.filing_order {
                    Some(n) if n > 0 => format!(" at filing order {n}"),
                    _ => String::new(),
                };
                Error::not_found(format!("statement not found: no {form}{} for {}{order}", op.noun(), self.subject))
            }
            Operation::TickerByCik => {
                Error::not_found(format!("company not found: no company has CIK {}", self.subject))
            }
            _ => Error::not_found(format!("company not found: no company has ticker {}", self.subject)),
        }
    }
}
