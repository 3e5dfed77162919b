//! A standardized statement (`--standard`) as shown, whichever source read the filing: the
//! concepts of one statement with a value, in the rules' order, in one column, each derived
//! value's label saying so; the sources and checks ride along for JSON and CSV. The bulk store
//! ([`crate::sources::fsds`]) and EDGAR's companyfacts ([`crate::sources::edgar`]) each
//! build the filing's [`Input`]; the rest is here, so both answer in one shape.

use crate::error::{Error, Result};
use crate::model::{Company, Filed, FiledColumn, FiledRow, Filing, Measure, RowKind, Shape, Statement, StatementKind};
use crate::standard::rules::{Kind, Stmt};
use crate::standard::{self, Input, Shown, Standardized, Subject};

/// The standardized statement answering `kind`; equity has none (settings refuse to ask for it,
/// saying what to ask instead, before anything is asked).
pub fn stmt_of(kind: StatementKind) -> Result<Stmt> {
    Stmt::of(kind).ok_or_else(|| {
        Error::usage(
            "there is no standardized equity statement (the Fundamental Accounting Concepts have equity on \
             the balance sheet)",
        )
    })
}

/// Standardizes one filing, or says why it is not (its form is no 10-K or 10-Q, nor their kin).
pub fn standardize(input: &Input) -> Result<Standardized> {
    standard::standardize(standard::rules(), input).ok_or_else(|| {
        let f = &input.subject;
        Error::not_found(format!(
            "{} {} is a {}, which is not standardized (10-K and 10-Q filings and their kin are)",
            f.name, f.adsh, f.form
        ))
    })
}

/// Where a standardized statement was read: its shape (the basis output names) and the words
/// its title ends with (`the SEC's companyfacts`).
pub struct Read<'a> {
    pub shape: Shape,
    pub from: &'a str,
}

/// The standardized statement `kind` of a filing (`subject`, standardized as `s`): one column
/// (the balance-sheet date, or the period ending on it: the quarter for income, the year to date
/// for cash flows, as filed).
pub fn statement(
    kind: StatementKind,
    subject: Subject,
    s: Standardized,
    ticker: &str,
    filing_count: Option<u64>,
    read: Read<'_>,
) -> Result<Statement> {
    let stmt = stmt_of(kind)?;
    let rules = standard::rules();
    let qtrs = match stmt {
        Stmt::Balance => 0,
        Stmt::CashFlow => s.ytd,
        Stmt::Income | Stmt::Comprehensive => s.flow,
    };
    let column = FiledColumn {
        heading: if qtrs == 0 { String::new() } else { format!("{} Months Ended", qtrs * 3) },
        label: s.date.clone(),
        end: Some(s.date.clone()),
        months: (qtrs > 0).then(|| qtrs as u32 * 3),
    };
    let mut rows = Vec::new();
    for (i, c) in rules.concepts.iter().enumerate() {
        let Some(v) = s.values[i].as_ref().filter(|_| c.stmt == stmt) else { continue };
        let number = crate::model::number::ten_thousandths_number(v.value);
        let label = match (&v.origin, v.turned()) {
            (standard::Origin::Derived { .. }, _) => format!("{} (derived)", c.name),
            // Lines presented together without their total: JSON and CSV cite each.
            (standard::Origin::Summed { .. }, _) => format!("{} (summed)", c.name),
            // The filing reports it with the other sign: JSON and CSV say what it reports.
            (_, true) => format!("{} (sign turned)", c.name),
            (_, false) => c.name.clone(),
        };
        rows.push(FiledRow {
            element: c.name.clone(),
            prefix: Some("fac".into()),
            label,
            kind: RowKind::Line,
            member: None,
            dimension: None,
            custom: false,
            measure: match c.kind {
                Kind::Amount => Measure::Money,
                Kind::PerShare => Measure::PerShare,
                Kind::Shares => Measure::Shares,
            },
            values: vec![Some(number)],
        });
    }
    if rows.is_empty() {
        return Err(Error::not_found(format!(
            "no standardized {} for {ticker}: {} {} reports none of its concepts for {}",
            kind.name(),
            subject.form,
            subject.adsh,
            s.date
        )));
    }
    let title = format!("{} — standardized, {}", kind.title(), rules.version);
    let filed = Filed { title: title.clone(), scale: String::new(), columns: vec![column], rows, transposed: false };
    let company = Company { name: subject.name.clone(), cik: subject.cik.to_string(), ticker: ticker.to_string() };
    let filing = Filing {
        accession: subject.adsh.clone(),
        form: subject.form.clone(),
        filed: subject.filed.clone(),
        period: Some(subject.period.clone()),
        ..Filing::default()
    };
    let mut st = crate::model::Statement::as_filed(kind, company, filing, format!("{title} ({})", read.from), &filed);
    st.filing_count = filing_count;
    st.shape = read.shape;
    st.standard = Some(Box::new(Shown { subject, standardized: s, stmt }));
    Ok(st)
}
