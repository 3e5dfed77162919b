//! A filing of the bulk store as a standardized statement (`--standard`): its inputs read by the
//! store ([`crate::store::read::inputs`]), standardized, and shown as the concepts of one
//! statement with their sources.

use serde_json::Number as Decimal;

use crate::api::filed::sets::Held;
use crate::domain::{
    Company, Filed, FiledColumn, FiledRow, Filing as FilingOf, Measure, RowKind, Shape, Statement, StatementKind,
};
use crate::error::{Error, Result};
use crate::standard::rules::{Kind, Stmt};
use crate::standard::{self, Shown};
use crate::store::read::inputs::filing_input;

/// The standardized statement `kind` of a held filing (`--standard`): the concepts of that
/// statement with a value, in the rules' order, in one column (the balance-sheet date, or the
/// period ending on it: the quarter for income, the year to date for cash flows, as filed), each
/// derived value's label saying so; the sources and checks ride along for JSON and CSV.
pub fn statement(held: &Held, kind: StatementKind, ticker: &str, filing_count: Option<u64>) -> Result<Statement> {
    let stmt = match kind {
        StatementKind::BalanceSheet => Stmt::Balance,
        StatementKind::Income | StatementKind::Operations => Stmt::Income,
        StatementKind::Comprehensive => Stmt::Comprehensive,
        StatementKind::CashFlow => Stmt::CashFlow,
        StatementKind::Equity => {
            return Err(Error::usage(
                "there is no standardized equity statement (the Fundamental Accounting Concepts have equity on \
                 the balance sheet): leave out --standard, or ask for balancesheet --standard",
            ));
        }
    };
    let rules = standard::rules();
    let input = filing_input(&held.filing, &held.numbers, &held.pre, rules);
    let f = &held.filing;
    let Some(s) = standard::standardize(rules, &input) else {
        return Err(Error::not_found(format!(
            "{} {} is a {}, which is not standardized (10-K and 10-Q filings and their kin are)",
            f.name, f.adsh, f.form
        )));
    };
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
        let derived = matches!(v.origin, standard::Origin::Derived { .. });
        let Ok(number) = serde_json::from_str::<Decimal>(&crate::store::text::decimal_text(v.value)) else { continue };
        rows.push(FiledRow {
            element: c.name.clone(),
            prefix: Some("fac".into()),
            label: if derived { format!("{} (derived)", c.name) } else { c.name.clone() },
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
            f.form,
            f.adsh,
            s.date
        )));
    }
    let title = format!("{} — standardized, {}", kind.title(), rules.version);
    let filed = Filed { title: title.clone(), scale: String::new(), columns: vec![column], rows, transposed: false };
    let company = Company { name: f.name.clone(), cik: f.cik.to_string(), ticker: ticker.to_string() };
    let filing = FilingOf {
        title: format!("{title} (the SEC's financial statement data sets, {})", f.quarter),
        accession_number: f.adsh.clone(),
        filing_date: f.filed.clone(),
        period: Some(f.period.clone()),
        form: f.form.clone(),
        filing_count,
    };
    let mut st = crate::api::filed::as_statement(kind, company, filing, &filed);
    st.shape = Shape::Standard;
    st.standard = Some(Box::new(Shown { subject: input.subject, standardized: s, stmt }));
    Ok(st)
}
