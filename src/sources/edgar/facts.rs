//! The fallback for filings without the SEC's rendering: statements assembled from the company's
//! XBRL facts (every fact the filing reported in the statement's units), and the document and
//! entity facts. Not as filed, and every output says so.

use std::collections::BTreeMap;

use serde_json::Number;

use super::wire::{CompanyFacts, Row, Submissions, XbrlFact};
use crate::error::{Error, Result};
use crate::model::date::{date as date_of, days};
use crate::model::{CoverItem, FactValue, Form, LineItem, Measure, StatementKind};

fn length(f: &XbrlFact) -> Option<i64> {
    Some(days(&f.end)? - days(f.start.as_deref()?)?)
}

/// Whether a duration fits the form: about a year for an annual report (10-K, 20-F, 40-F),
/// about a quarter for a 10-Q.
fn fits(form: Form, days: i64) -> bool {
    if form.is_annual() { (340..=380).contains(&days) } else { (80..=100).contains(&days) }
}

/// Units kept, in this order.
const UNITS: [&str; 3] = ["USD", "shares", "USD/shares"];

/// The concepts of the equity statement this provider assembles (a subset of the filed statement).
const EQUITY: [&str; 22] = [
    "StockholdersEquity",
    "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
    "CommonStockSharesOutstanding",
    "CommonStockValue",
    "CommonStocksIncludingAdditionalPaidInCapital",
    "AdditionalPaidInCapital",
    "AdditionalPaidInCapitalCommonStock",
    "RetainedEarningsAccumulatedDeficit",
    "AccumulatedOtherComprehensiveIncomeLossNetOfTax",
    "TreasuryStockValue",
    "TreasuryStockShares",
    "NetIncomeLoss",
    "OtherComprehensiveIncomeLossNetOfTax",
    "Dividends",
    "DividendsCommonStock",
    "DividendsCommonStockCash",
    "CommonStockDividendsPerShareDeclared",
    "StockIssuedDuringPeriodValueNewIssues",
    "StockIssuedDuringPeriodValueShareBasedCompensation",
    "StockRepurchasedDuringPeriodValue",
    "StockRepurchasedDuringPeriodShares",
    "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue",
];

/// The line items of one statement of the filing `row` (period end `row.report_date`).
pub fn assemble(kind: StatementKind, form: Form, facts: &CompanyFacts, row: &Row) -> Result<Vec<LineItem>> {
    let Some(gaap) = facts.facts.get("us-gaap") else {
        return Err(Error::not_found(format!(
            "statement not found: {} has no US GAAP facts (an IFRS filer?); EDGAR's statements need US GAAP",
            facts.entity_name
        )));
    };
    let end = row.report_date.as_str();
    let in_filing = |f: &&XbrlFact| f.accn == row.accession && f.end == end;
    // The period's start: the most common start among this filing's durations that fit the form.
    let period_start = {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for c in gaap.values() {
            for f in c.units.values().flatten().filter(in_filing) {
                if let (Some(s), Some(len)) = (f.start.as_deref(), length(f))
                    && fits(form, len)
                {
                    *counts.entry(s).or_default() += 1;
                }
            }
        }
        counts.into_iter().max_by_key(|(_, n)| *n).map(|(s, _)| s.to_string())
    };
    let day_before_start = period_start.as_deref().and_then(days).map(|d| date_of(d - 1));
    let mut items = Vec::new();
    for unit in UNITS {
        for (name, concept) in gaap {
            let Some(list) = concept.units.get(unit) else { continue };
            let mine: Vec<&XbrlFact> = list.iter().filter(|f| f.accn == row.accession).collect();
            let instant_at =
                |date: &str| mine.iter().find(|f| f.start.is_none() && f.end == date).map(|f| f.val.clone());
            let duration = || {
                let ending: Vec<&&XbrlFact> = mine.iter().filter(|f| f.start.is_some() && f.end == end).collect();
                ending
                    .iter()
                    .find(|f| length(f).is_some_and(|l| fits(form, l)))
                    // Items reported only year-to-date: the longest.
                    .or_else(|| ending.iter().max_by_key(|f| length(f).unwrap_or(0)))
                    .map(|f| f.val.clone())
            };
            // `prefix` is None for finq's own names (an opening balance is no element of US GAAP).
            let mut push = |element: String, prefix: Option<&str>, value: Option<Number>| {
                if let Some(value) = value {
                    items.push(LineItem {
                        element,
                        prefix: prefix.map(str::to_string),
                        value,
                        measure: Some(Measure::of_unit(unit)),
                        label: None,
                    });
                }
            };
            match kind {
                StatementKind::BalanceSheet => push(name.clone(), Some("us-gaap"), instant_at(end)),
                StatementKind::Income
                | StatementKind::Operations
                | StatementKind::CashFlow
                | StatementKind::Comprehensive => push(name.clone(), Some("us-gaap"), duration()),
                StatementKind::Equity if EQUITY.contains(&name.as_str()) => {
                    if let Some(start) = &day_before_start {
                        push(format!("{name}AtPeriodStart"), None, instant_at(start));
                    }
                    push(name.clone(), Some("us-gaap"), instant_at(end).or_else(duration));
                }
                StatementKind::Equity => {}
            }
        }
    }
    if items.is_empty() {
        return Err(Error::not_found(format!(
            "statement not found: the {} filed {} ({}) has no {} facts in EDGAR",
            row.form,
            row.filing_date,
            row.accession,
            kind.noun()
        )));
    }
    Ok(items)
}

/// A fact's value and the date it is as of, where it has its own.
type Dated = (FactValue, Option<String>);

/// The document and entity facts of a filing, from the submissions row, the company's metadata and
/// the dei facts that EDGAR keeps (shares outstanding, public float, each with its date). Each
/// is named by the dei element it stands for.
pub(super) fn summary_facts(subs: &Submissions, facts: &CompanyFacts, row: &Row) -> Vec<CoverItem> {
    let dei = |concept: &str, unit: &str| {
        facts
            .facts
            .get("dei")
            .and_then(|d| d.get(concept))
            .and_then(|c| c.units.get(unit))
            .and_then(|l| l.iter().find(|f| f.accn == row.accession))
            .map(|f| (FactValue::Number(f.val.clone()), Some(f.end.clone())))
    };
    // fy and fp belong to the filing: any fact of this accession carries them.
    let any = facts.facts.values().flat_map(|t| t.values()).flat_map(|c| c.units.values().flatten());
    let tagged = any.clone().find(|f| f.accn == row.accession && f.fp.is_some());
    let text = |v: Option<String>| v.filter(|v| !v.is_empty()).map(|v| (FactValue::Text(v), None));
    let fy = tagged.and_then(|f| f.fy.as_deref()).map(str::to_string);
    let fp = tagged.and_then(|f| f.fp.clone());
    let fye = subs.fiscal_year_end.as_deref().filter(|s| s.len() == 4).map(|s| format!("--{}-{}", &s[..2], &s[2..]));
    let period = Some(row.report_date.clone()).filter(|d| !d.is_empty());
    let rows: [(&str, &str, Option<Dated>); 13] = [
        ("Document Type", "DocumentType", text(Some(row.form.clone()))),
        ("Amendment Flag", "AmendmentFlag", Some((FactValue::Flag(row.form.ends_with("/A")), None))),
        ("Document Period End Date", "DocumentPeriodEndDate", period.map(|d| (FactValue::Date(d), None))),
        ("Document Fiscal Year Focus", "DocumentFiscalYearFocus", text(fy)),
        ("Document Fiscal Period Focus", "DocumentFiscalPeriodFocus", text(fp)),
        ("Trading Symbol", "TradingSymbol", text(subs.tickers.first().cloned())),
        ("Entity Registrant Name", "EntityRegistrantName", text(Some(subs.name.clone()))),
        ("Entity Central Index Key", "EntityCentralIndexKey", text(Some(format!("{:010}", subs.cik)))),
        ("Current Fiscal Year End Date", "CurrentFiscalYearEndDate", text(fye)),
        ("Entity Filer Category", "EntityFilerCategory", text(subs.category.as_deref().map(clean_category))),
        (
            "Entity Common Stock, Shares Outstanding",
            "EntityCommonStockSharesOutstanding",
            dei("EntityCommonStockSharesOutstanding", "shares"),
        ),
        ("Entity Public Float", "EntityPublicFloat", dei("EntityPublicFloat", "USD")),
        (
            "Entity Tax Identification Number",
            "EntityTaxIdentificationNumber",
            text(subs.ein.clone().filter(|e| !e.trim_matches('0').is_empty())),
        ),
    ];
    rows.into_iter()
        .filter_map(|(label, element, value)| {
            let (value, date) = value?;
            let text = match &value {
                FactValue::Number(n) => n.to_string(),
                FactValue::Flag(b) => b.to_string(),
                FactValue::Date(t) | FactValue::Text(t) => t.clone(),
            };
            Some(CoverItem {
                field: crate::sec::cover::field_of(element),
                element: Some(element.to_string()),
                prefix: Some("dei".to_string()),
                label: label.to_string(),
                value,
                text,
                // A fact without a date of its own is the filing's, as of its period.
                date: date.or_else(|| Some(row.report_date.clone()).filter(|d| !d.is_empty())),
                member: None,
                dimension: None,
            })
        })
        .collect()
}

/// "Large accelerated filer<br>Emerging growth company" -> "Large accelerated filer; Emerging growth company".
fn clean_category(s: &str) -> String {
    s.split("<br>").map(str::trim).filter(|p| !p.is_empty()).collect::<Vec<_>>().join("; ")
}
