//! The bulk store's filings handed to the standardization ([`crate::standard`]): a
//! whole quarter read in one pass per table (every filing's consolidated numbers of the elements
//! the rules read, its presentation lines of them, and the rounding powers of all its amounts),
//! or one filing as a statement reads it; and a filing's standardized statement (`--standard`).

use std::collections::{HashMap, HashSet};

use serde_json::Number as Decimal;

use crate::api::filed::sets::Held;
use crate::domain::{
    Company, Filed, FiledColumn, FiledRow, Filing as FilingOf, Measure, RowKind, Shape, Statement, StatementKind,
};
use crate::error::{Error, Result};
use crate::standard::rules::{Kind, Stmt};
use crate::standard::{self, Fact, Input, Line, Powers, Rules, Shown, Subject, annual};
use crate::store::read::{LineRow, NumberRow};
use crate::store::{Filing, Number, Presentation, Reader};

/// The subject of a filing of the store.
pub fn subject(f: &Filing) -> Subject {
    Subject {
        adsh: f.adsh.clone(),
        cik: f.cik,
        name: f.name.clone(),
        sic: f.sic,
        form: f.form.clone(),
        period: f.period.clone(),
        fy: f.fy,
        fp: f.fp.clone(),
        filed: f.filed.clone(),
    }
}

/// Whether a number of an element the rules read counts: one of the us-gaap taxonomy, or the
/// filer's own element named exactly as a us-gaap one (its version is the filing's accession
/// number). Filers on the 2008 taxonomy declared the 2009 noncontrolling-interest elements
/// (`ProfitLoss`, `NetIncomeLossAttributableToNoncontrollingInterest`) themselves: the same
/// concept by the same name. Other taxonomies' elements of the same name are not read.
fn standard(version: &str, adsh: &str) -> bool {
    version.starts_with("us-gaap/") || version == adsh
}

/// What the rules read: the set of their elements.
fn wanted(rules: &Rules) -> HashSet<&str> {
    rules.elements().collect()
}

/// Every 10-K and 10-Q filing (and their kin) of a quarter, as the standardization reads it (the
/// facts of the periods ending on its balance-sheet date), in the store's order.
pub fn quarter_inputs(reader: &Reader, quarter: &str, rules: &Rules) -> Result<Vec<Input>> {
    let wanted = wanted(rules);
    let mut inputs: Vec<Input> = Vec::new();
    let mut powers: Vec<Powers> = Vec::new();
    // Each filing's balance-sheet date, as days: the standardization reads the periods ending on
    // it only, so the comparatives are not kept.
    let mut dates: Vec<Option<i64>> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for f in reader.filings_in(quarter)? {
        if annual(&f.form).is_none() {
            continue;
        }
        at.insert(f.adsh.clone(), inputs.len());
        dates.push(crate::dates::days(&f.period));
        inputs.push(Input { subject: subject(&f), ..Input::default() });
        powers.push(Powers::default());
    }
    // A filing's rows come one after another: its index is looked up once per filing.
    let mut last: (String, Option<usize>) = (String::new(), None);
    let mut find = |adsh: &str| {
        if last.0 != adsh {
            last = (adsh.to_string(), at.get(adsh).copied());
        }
        last.1
    };
    reader.each_number(quarter, |n: NumberRow<'_>| {
        let (Some(i), Some(value)) = (find(n.adsh), n.value) else { return };
        powers[i].add(n.tag, n.uom, value);
        if n.consolidated
            && dates[i] == Some(i64::from(n.ddate))
            && wanted.contains(n.tag)
            && standard(n.version, n.adsh)
        {
            inputs[i].facts.push(Fact {
                tag: n.tag.to_string(),
                version: n.version.to_string(),
                ddate: crate::dates::date(i64::from(n.ddate)),
                qtrs: n.qtrs,
                uom: n.uom.to_string(),
                value,
            });
        }
    })?;
    let mut last: (String, Option<usize>) = (String::new(), None);
    reader.each_line(quarter, |l: LineRow<'_>| {
        if l.inpth || !wanted.contains(l.tag) {
            return;
        }
        if last.0 != l.adsh {
            last = (l.adsh.to_string(), at.get(l.adsh).copied());
        }
        if let Some(i) = last.1 {
            inputs[i].lines.push(Line {
                stmt: l.stmt.to_string(),
                tag: l.tag.to_string(),
                report: l.report,
                line: l.line,
            });
        }
    })?;
    for (input, p) in inputs.iter_mut().zip(powers) {
        input.powers = p.into_vec();
    }
    Ok(inputs)
}

/// One filing as the standardization reads it, from what a statement read of it.
pub fn filing_input(filing: &Filing, numbers: &[Number], pre: &[Presentation], rules: &Rules) -> Input {
    let wanted = wanted(rules);
    let mut powers = Powers::default();
    let mut facts = Vec::new();
    for n in numbers {
        let Some(value) = n.value else { continue };
        powers.add(&n.tag, &n.uom, value);
        let consolidated =
            n.segments.as_deref().is_none_or(str::is_empty) && n.coreg.as_deref().is_none_or(str::is_empty);
        if consolidated && wanted.contains(n.tag.as_str()) && standard(&n.version, &filing.adsh) {
            facts.push(Fact {
                tag: n.tag.clone(),
                version: n.version.clone(),
                ddate: n.ddate.clone(),
                qtrs: n.qtrs,
                uom: n.uom.clone(),
                value,
            });
        }
    }
    let lines = pre
        .iter()
        .filter(|p| !p.inpth && wanted.contains(p.tag.as_str()))
        .map(|p| Line { stmt: p.stmt.clone(), tag: p.tag.clone(), report: p.report, line: p.line })
        .collect();
    Input { subject: subject(filing), facts, lines, powers: powers.into_vec() }
}

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
