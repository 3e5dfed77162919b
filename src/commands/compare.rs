//! `finq compare STATEMENT TICKER…`: one statement of several companies as one document. Each
//! company's filings are asked as the statement command would ask them (`--form`,
//! `--filing-order`, `--periods`), over the one fetch pipeline; render aligns them by element.
//! A company that fails is named and left out; the others are written.

use futures_util::StreamExt;

use super::batch::outcome;
use super::data::{Job, Plan, PriceWindow};
use super::stream::Progress;
use crate::cli::CompareArgs;
use crate::error::{Error, ErrorKind, Result};
use crate::model::Answer;
use crate::model::Operation;
use crate::render::{self, Item, Output};
use crate::settings::Settings;
use crate::settings::input;
use crate::sources::Fetched;

/// The comparison's plan: the statement, every ticker (validated), the filings of each.
pub fn plan(args: &CompareArgs) -> Result<Plan> {
    if args.filings.accession.is_some() {
        return Err(Error::usage(
            "--accession names one filing of one company; compare asks each company's by --form and --filing-order",
        ));
    }
    if args.filings.restatements {
        // Figures as first and as latest filed are one company's history, one document each.
        return Err(Error::usage(format!(
            "--restatements is for a company's statement (income, operations, comprehensive, cashflow, \
             balancesheet, with --provider edgar or bulk); compare sets companies side by side: leave out \
             --restatements, or ask `finq {} TICKER… --restatements` for each company's",
            args.statement.0.name()
        )));
    }
    Ok(Plan {
        op: Operation::Statement(args.statement.0),
        subjects: input::tickers(&args.tickers)?,
        form: input::form(&args.filings),
        first_order: args.filings.filing_order,
        periods: args.filings.periods,
        window: PriceWindow::default(),
        chart: false,
        accession: None,
        all_columns: args.filings.all_columns,
        standard: args.filings.standard,
        // `--discrete` or `--ttm`: each company's quarters, aligned ([`super::quarterly::compare`]).
        quarters: super::data::quarters(&args.filings)?,
        as_of: super::data::as_of_alone(&args.filings),
        period: args.filings.period,
    })
}

/// Refuses what a comparison cannot be, then resolves it as a data command's job.
pub fn resolve(settings: Settings, plan: Plan) -> Result<Job> {
    if settings.raw {
        return Err(Error::usage(
            "--raw writes one answer as the service sent it, and compare makes one document of several: \
             leave out --raw (or ask `finq --raw income TICKER` of one company)",
        ));
    }
    Job::resolve(settings, plan)
}

pub async fn run(job: Job) -> anyhow::Result<()> {
    if job.plan.quarters.is_some() {
        return super::quarterly::compare(job).await;
    }
    let Job { plan, settings, fetcher } = &job;
    let Operation::Statement(kind) = plan.op else { unreachable!("compare asks statements") };
    let jobs: Vec<_> =
        plan.subjects.iter().enumerate().flat_map(|(i, s)| plan.requests(s).into_iter().map(move |r| (i, r))).collect();
    let asked: Vec<usize> = plan.subjects.iter().map(|s| plan.requests(s).len()).collect();
    fetcher.notice(jobs.first().map(|(_, req)| req));
    // The bulk store reads every company's filing at once for standardized statements.
    fetcher.client.expect(&jobs.iter().map(|(_, req)| req.clone()).collect::<Vec<_>>());
    let progress = Progress::new(settings, jobs.len());
    let mut items: Vec<Item> =
        plan.subjects.iter().map(|s| Item { subject: s.clone(), answers: Vec::new(), error: None }).collect();
    let mut seen = std::collections::HashSet::new();
    let mut tried = vec![0usize; items.len()];
    {
        let mut answers = std::pin::pin!(fetcher.ask_all(jobs, &progress));
        while let Some((i, _, result)) = answers.next().await {
            let n = tried[i];
            tried[i] += 1;
            let item = &mut items[i];
            match result {
                Ok(Fetched { answer: Some(Answer::Statement(s)), .. }) => {
                    // A source that clamps a filing order past the last one repeats a filing.
                    if s.filing.accession.is_empty() || seen.insert((i, s.filing.accession.clone())) {
                        item.answers.push(Answer::Statement(s));
                    }
                }
                Ok(_) => {}
                // With --periods, a later filing that does not exist is a shortfall, not a failure.
                Err(e) if n > 0 && e.kind == ErrorKind::NotFound && plan.periods.is_some() => {}
                Err(e) => {
                    item.error.get_or_insert(e);
                }
            }
        }
    }
    progress.finish();
    let mut failures = Vec::new();
    for (item, asked) in items.iter().zip(asked) {
        if let Some(e) = &item.error {
            if plan.subjects.len() > 1 {
                progress.notice(&format!("{}: {e}", item.subject));
            }
            failures.push(e.clone());
        } else if item.answers.len() < asked && !settings.quiet {
            progress.notice(&format!("{}: {} of {asked} requested filings exist", item.subject, item.answers.len()));
        }
    }
    if failures.len() < items.len() {
        let aligned = render::compare::align(kind, &items, settings.table.all_columns);
        let mut file = Output::open(settings.output.as_deref())?;
        match &settings.jq {
            Some(jq) => {
                let mut input = Vec::new();
                render::json::write(&mut input, &render::compare::document(&aligned))?;
                let watchdog = crate::signals::Watchdog::start(
                    settings.timeout,
                    format!("--jq ran past the {} s time-out (--timeout bounds it too)", settings.timeout.as_secs()),
                );
                jq.run(&input, &mut watchdog.writer(file.writer()))?;
            }
            None => render::write_comparison(file.writer(), settings.format, &aligned, &settings.table)?,
        }
        file.finish()?;
    }
    outcome(&failures, plan.subjects.len())
}
