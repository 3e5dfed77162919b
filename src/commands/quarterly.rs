//! `--discrete`, `--ttm` and `--restatements` (with `--as-of`): each company's XBRL facts (one
//! document per company, from the filings route: EDGAR's companyfacts or the bulk store) turned
//! into the statement's fiscal quarters, or its figures as first and as latest filed, and written
//! in the chosen format. The flags were checked when the job was resolved.

use super::data::{Job, Quarters};
use crate::error::Error;
use crate::model::Operation;
use crate::quarters::statement;
use crate::quarters::view::{Mode, View};
use crate::render::{self, Format, quarterly as out};
use crate::standard::rules::Stmt;

/// The standardized statement whose elements a statement command's quarters show (equity and the
/// summary are refused before this is asked).
fn stmt_of(op: Operation) -> Stmt {
    match op {
        Operation::Statement(kind) => Stmt::of(kind).unwrap_or(Stmt::Income),
        _ => Stmt::Income,
    }
}

/// One company's view: (ticker, company, CIK, view).
type Company = (String, String, u64, View);

/// `ticker`'s facts made into the view `q` asks for, or why not.
async fn one(job: &Job, q: &Quarters, ticker: &str) -> Result<Company, Error> {
    let stmt = stmt_of(job.plan.op);
    let mut scope = statement::Scope::new(stmt, &q.mode, q.as_of.as_deref());
    let (facts, first_filed, view) = loop {
        let read = job.fetcher.client.company_facts(ticker, &scope).await?.ok_or_else(|| {
            Error::usage("--discrete, --ttm and --restatements need the SEC's companyfacts: add --provider edgar")
        })?;
        let facts = &read.facts;
        let view = statement::view(stmt, &q.mode, q.as_of.as_deref(), |element| facts.units("us-gaap", element));
        // The store read the newest filings only: again from further back when the quarters
        // found reach before them (each time from an earlier day, so this ends).
        match read.from.as_deref().and_then(|from| statement::reads_back_to(&view, from, scope.quarters)) {
            Some(earlier) => scope.from = Some(earlier),
            None => break (read.facts, read.first_filed, view),
        }
    };
    // What the source sent and finq does not use, said once (the quarters it would have been
    // are refused or derived from other facts).
    if let Some(line) = facts.refused.line(&format!("{ticker}'s companyfacts")) {
        job.settings.printer().warn(&line);
    }
    if view.columns.is_empty() && view.restated.is_empty() && view.balances.is_empty() {
        if let (Some(day), Some(first)) = (q.as_of.as_deref(), first_filed.as_deref())
            && day < first
        {
            let named = job.fetcher.client.source(job.plan.op).declared().named;
            return Err(Error::not_found(format!(
                "statement not found: nothing was filed by {day}: the first 10-K or 10-Q of {ticker} that {named} \
                 holds was filed on {first}"
            )));
        }
        let when = q.as_of.as_deref().map(|d| format!(" filed by {d}")).unwrap_or_default();
        let what = match q.mode {
            Mode::Restated(_) => "no period of the {} that two filings report",
            Mode::Ttm if job.plan.op == Operation::Statement(crate::model::StatementKind::BalanceSheet) => {
                "no balances of the {}"
            }
            _ => "no fiscal quarters of the {}",
        }
        .replace("{}", job.plan.op.noun());
        return Err(Error::not_found(format!("statement not found: {ticker} has {what} in its filings' facts{when}")));
    }
    if view.only_refused() {
        return Err(all_refused(job, q, ticker, &view));
    }
    Ok((ticker.to_string(), facts.entity_name.clone(), facts.cik, view))
}

/// The most reasons said on stderr when every value is refused; the rest are counted.
const REASONS_SAID: usize = 5;

/// A view whose every value is refused is no answer (exit 3): each reason said once on stderr
/// with how many values it refused, and the error naming the statement.
fn all_refused(job: &Job, q: &Quarters, ticker: &str, view: &View) -> Error {
    let reasons = view.refusal_reasons();
    let printer = job.settings.printer();
    for (reason, n) in reasons.iter().take(REASONS_SAID) {
        printer.warn(&format!("{ticker}: {} refused: {reason}", crate::render::numbers::count(*n, "value", "values")));
    }
    if reasons.len() > REASONS_SAID {
        let rest: usize = reasons[REASONS_SAID..].iter().map(|(_, n)| n).sum();
        printer.warn(&format!(
            "{ticker}: {} refused for {} other reasons",
            crate::render::numbers::count(rest, "value", "values"),
            reasons.len() - REASONS_SAID
        ));
    }
    let what = match q.mode {
        Mode::Ttm | Mode::StandardTtm => "for the trailing twelve months",
        Mode::Restated(_) => "as first and as latest filed",
        Mode::Discrete(_) | Mode::Standard(_) => "for its fiscal quarters",
    };
    let (first, n) = reasons.first().copied().unwrap_or_default();
    let because = if n == view.refused.len() { "all".to_string() } else { format!("{n} of them") };
    Error::not_found(format!(
        "statement not found: {ticker}'s {} has no value {what}: {} refused, {because} because {first}",
        job.plan.op.noun(),
        view.refused.len(),
    ))
}

/// Each company's view, in the order asked: a company that fails is said on stderr (when there
/// are several) and stands in its place; with one, its error is the command's.
type Answers = Vec<Result<Company, (String, Error)>>;

async fn answers(job: &Job, q: &Quarters) -> Result<Answers, Error> {
    // Companies are asked one after another: each is one document, and the SEC's rate is the
    // limit, not the round trips. One failure does not stop the rest (the batch rule).
    let several = job.plan.subjects.len() > 1;
    let mut answers: Answers = Vec::new();
    for ticker in &job.plan.subjects {
        match one(job, q, ticker).await {
            Ok(c) => answers.push(Ok(c)),
            Err(e) if several => {
                if !job.settings.quiet {
                    crate::render::notice(&format!("{ticker}: {e}"));
                }
                answers.push(Err((ticker.clone(), e)));
            }
            Err(e) => return Err(e),
        }
    }
    // Said once an answer came from them (the demo says what its bundled facts are).
    if let Some(notice) = job.fetcher.client.source(job.plan.op).declared().facts_notice
        && answers.iter().any(Result::is_ok)
        && !job.settings.quiet
    {
        render::notice(notice);
    }
    Ok(answers)
}

/// The failures among `answers`, for the exit code (the batch rule).
fn failures(answers: &Answers) -> Vec<Error> {
    answers.iter().filter_map(|a| a.as_ref().err().map(|(_, e)| e.clone())).collect()
}

pub async fn run(job: Job) -> anyhow::Result<()> {
    let Some(q) = &job.plan.quarters else { unreachable!("run only with --discrete, --ttm or --restatements") };
    let answers = answers(&job, q).await?;
    // Even when every company failed, each stands in its place (JSON, NDJSON), as in every batch.
    let failures = failures(&answers);
    let Job { plan, settings, fetcher } = &job;
    let name = plan.op.name();
    let store = fetcher.client.source(plan.op) == crate::sources::Source::STORE;
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
    let key = plan.subject_key();
    let docs: Vec<&Company> = answers.iter().filter_map(|a| a.as_ref().ok()).collect();
    super::print_document(settings, |w, format| match format {
        Format::Json => {
            let all: Vec<serde_json::Value> = answers
                .iter()
                .map(|a| match a {
                    Ok(d) => out::json(&doc(d)),
                    Err((t, e)) => serde_json::json!({
                        key: t,
                        "error": { "exit_code": e.kind.exit_code(), "message": e.to_string() },
                    }),
                })
                .collect();
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
        Format::Ndjson => answers.iter().try_for_each(|a| match a {
            Ok(d) => render::records::write_ndjson(w, &out::records(&doc(d))),
            Err((t, e)) => render::records::write_ndjson_error(w, key, t, e),
        }),
        Format::Table => docs.iter().enumerate().try_for_each(|(i, d)| {
            if i > 0 {
                writeln!(w)?;
            }
            out::write_table(w, &doc(d), &settings.table)
        }),
    })?;
    super::batch::outcome(&failures, answers.len())
}

/// `finq compare STATEMENT TICKER… --discrete` or `--ttm`: each company's view as the statement
/// command makes it, aligned by element (or concept) in one document; a company that fails is
/// named and left out, as in every comparison.
pub async fn compare(job: Job) -> anyhow::Result<()> {
    let Some(q) = &job.plan.quarters else { unreachable!("compare in quarters only with --discrete or --ttm") };
    let answers = answers(&job, q).await?;
    let failures = failures(&answers);
    if failures.len() < answers.len() {
        let Job { plan, settings, fetcher } = &job;
        let store = fetcher.client.source(plan.op) == crate::sources::Source::STORE;
        let docs: Vec<out::Doc> = answers
            .iter()
            .filter_map(|a| a.as_ref().ok())
            .map(|d| out::Doc {
                ticker: &d.0,
                company: &d.1,
                cik: d.2,
                statement: plan.op.name(),
                mode: &q.mode,
                as_of: q.as_of.as_deref(),
                view: &d.3,
                store,
            })
            .collect();
        let errors = answers.iter().filter_map(|a| a.as_ref().err().map(|(t, e)| (t.as_str(), e))).collect();
        let aligned = out::compare::align(&docs, errors);
        super::print_document(settings, |w, format| out::compare::write(w, format, &aligned, &settings.table))?;
    }
    super::batch::outcome(&failures, answers.len())
}
