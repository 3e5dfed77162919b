//! `--discrete` and `--ttm` (with `--as-of`): each company's XBRL facts (one document per company,
//! from the filings route: EDGAR's companyfacts) turned into the statement's fiscal quarters and
//! written in the chosen format. The flags were checked when the job was resolved.

use super::data::Job;
use crate::api::Operation;
use crate::api::filed::quarterly;
use crate::domain::StatementKind;
use crate::error::Error;
use crate::quarters::view::{Mode, View};
use crate::render::{self, Format, quarterly as out};
use crate::standard::rules::Stmt;

/// The standardized statement whose elements a statement command's quarters show.
fn stmt_of(op: Operation) -> Stmt {
    match op {
        Operation::Statement(StatementKind::Comprehensive) => Stmt::Comprehensive,
        Operation::Statement(StatementKind::CashFlow) => Stmt::CashFlow,
        _ => Stmt::Income,
    }
}

pub async fn run(job: Job) -> anyhow::Result<()> {
    let Job { plan, settings, fetcher } = &job;
    let Some(q) = &plan.quarters else { unreachable!("run only with --discrete or --ttm") };
    let stmt = stmt_of(plan.op);
    let mut docs: Vec<(String, String, u64, View)> = Vec::new();
    for ticker in &plan.subjects {
        // Companies are asked one after another: each is one document, and the SEC's rate is the
        // limit, not the round trips.
        let mut scope = quarterly::Scope::new(stmt, &q.mode, q.as_of.as_deref());
        let (facts, view) = loop {
            let read = fetcher.client.company_facts(ticker, &scope).await?.ok_or_else(|| {
                Error::usage("--discrete and --ttm need the SEC's companyfacts: add --provider edgar")
            })?;
            let gaap = read.facts.facts.get("us-gaap");
            let view = quarterly::view(stmt, &q.mode, q.as_of.as_deref(), |element| {
                gaap.and_then(|g| g.get(element))
                    .map(|c| c.units.iter().map(|(u, l)| (u.as_str(), l.as_slice())).collect())
                    .unwrap_or_default()
            });
            // The store read the newest filings only: again from further back when the quarters
            // found reach before them (each time from an earlier day, so this ends).
            match read.from.as_deref().and_then(|from| quarterly::reads_back_to(&view, from, scope.quarters)) {
                Some(earlier) => scope.from = Some(earlier),
                None => break (read.facts, view),
            }
        };
        if view.columns.is_empty() {
            let when = q.as_of.as_deref().map(|d| format!(" filed by {d}")).unwrap_or_default();
            return Err(Error::not_found(format!(
                "statement not found: {ticker} has no fiscal quarters of the {} in its filings' facts{when}",
                plan.op.noun()
            ))
            .into());
        }
        docs.push((ticker.clone(), facts.entity_name.clone(), facts.cik, view));
    }
    let name = plan.op.name();
    let store = fetcher.client.source(plan.op) == crate::api::source::Source::STORE;
    let as_of = q.as_of.as_deref();
    let mode = &q.mode;
    fn doc<'a>(
        d: &'a (String, String, u64, View),
        statement: &'a str,
        mode: &'a Mode,
        as_of: Option<&'a str>,
        store: bool,
    ) -> out::Doc<'a> {
        out::Doc { ticker: &d.0, company: &d.1, cik: d.2, statement, mode, as_of, view: &d.3, store }
    }
    let doc = |d| doc(d, name, mode, as_of, store);
    super::print_document(settings, |w, format| match format {
        Format::Json => {
            let all: Vec<serde_json::Value> = docs.iter().map(|d| out::json(&doc(d))).collect();
            let v = match <[_; 1]>::try_from(all) {
                Ok([one]) => one,
                Err(all) => serde_json::Value::Array(all),
            };
            render::json::to_writer(w, &v, true)?;
            writeln!(w)
        }
        Format::Csv => {
            for (i, d) in docs.iter().enumerate() {
                render::records::write_csv(w, &out::records(&doc(d)), i == 0)?;
            }
            Ok(())
        }
        Format::Ndjson => docs.iter().try_for_each(|d| render::records::write_ndjson(w, &out::records(&doc(d)))),
        Format::Table => docs.iter().enumerate().try_for_each(|(i, d)| {
            if i > 0 {
                writeln!(w)?;
            }
            out::write_table(w, &doc(d), &settings.table)
        }),
    })
}
