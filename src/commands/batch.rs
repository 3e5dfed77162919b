//! Running a plan: every request over one client with at most `--concurrency` in flight, answers
//! written in input order as soon as they and all before them are in, and one failure never
//! stopping the rest.

use futures_util::{Stream, StreamExt};

use super::data::{Job, Plan};
use super::stream::Progress;
use crate::error::{Error, ErrorKind, Result};
use crate::model::Answer;
use crate::model::Request;
use crate::render::{self, BatchWriter, Item, Output};
use crate::settings::Settings;
use crate::sources::Fetched;

pub async fn run(job: Job) -> anyhow::Result<()> {
    let Job { plan, settings, fetcher } = &job;
    let jobs: Vec<(usize, Request)> =
        plan.subjects.iter().enumerate().flat_map(|(i, s)| plan.requests(s).into_iter().map(move |r| (i, r))).collect();
    fetcher.notice(jobs.first().map(|(_, req)| req));
    let progress = Progress::new(settings, jobs.len());
    let answers = fetcher.ask_all(jobs, &progress);

    let mut file = Output::open(settings.output.as_deref())?;
    // With --jq the JSON is collected and filtered at the end; otherwise it goes straight out.
    let mut jq_input = render::jq::Buffer::default();
    let mut failures = {
        let out: &mut dyn std::io::Write = if settings.jq.is_some() { &mut jq_input } else { file.writer() };
        write_all(settings, plan, answers, &progress, out).await?
    };
    if let Some(jq) = &settings.jq
        && (!plan.single() || failures.is_empty())
    {
        // The filter is work finq cannot pause: --timeout bounds its computing (not the time a
        // slow reader of the output takes).
        let watchdog = crate::signals::Watchdog::start(
            settings.timeout,
            format!("--jq ran past the {} s time-out (--timeout bounds it too)", settings.timeout.as_secs()),
        );
        jq.run(&jq_input.0, &mut watchdog.writer(file.writer()))?;
    }

    if plan.single() {
        if let Some(e) = failures.pop() {
            return Err(e.into());
        }
        return file.finish();
    }
    // Several items: whatever succeeded is written, complete, even when others failed.
    file.finish()?;
    outcome(&failures, plan.subjects.len())
}

/// Writes each subject's answers as soon as they and all before them are in; returns the
/// failures, in input order (one failure never stops the rest).
async fn write_all(
    settings: &Settings,
    plan: &Plan,
    answers: impl Stream<Item = (usize, Request, Result<Fetched>)>,
    progress: &Progress,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<Vec<Error>> {
    let mut writer = BatchWriter::new(settings.format, plan.single(), plan.subject_key(), settings.table);
    let mut failures: Vec<Error> = Vec::new();
    let mut finish_subject =
        |pending: Vec<(Request, Result<Fetched>)>, out: &mut dyn std::io::Write| -> anyhow::Result<()> {
            if pending.is_empty() {
                return Ok(());
            }
            let item = settle(settings, plan, pending, progress, out)?;
            if let Some(e) = &item.error {
                // With one subject the final error line says it: one failure, one line.
                if plan.subjects.len() > 1 {
                    progress.notice(&format!("{}: {e}", item.subject));
                }
                failures.push(e.clone());
            }
            if !settings.raw {
                writer.push(out, item)?;
            }
            Ok(())
        };
    let mut pending: Vec<(Request, Result<Fetched>)> = Vec::new();
    let mut current = 0;
    let mut answers = std::pin::pin!(answers);
    while let Some((i, req, result)) = answers.next().await {
        if i != current {
            finish_subject(std::mem::take(&mut pending), &mut *out)?;
            current = i;
        }
        pending.push((req, result));
    }
    finish_subject(pending, &mut *out)?;
    progress.finish();
    if !settings.raw {
        writer.finish(out)?;
    }
    Ok(failures)
}

/// The exit of a batch: success, the shared kind when every item failed the same way (no key,
/// say), else "partial".
pub(super) fn outcome(failures: &[Error], total: usize) -> anyhow::Result<()> {
    let Some(first) = failures.first() else {
        return Ok(());
    };
    if total == 1 {
        return Err(first.clone().into());
    }
    if failures.len() == total && failures.iter().all(|e| e.kind == first.kind) {
        // The same failure everywhere: its kind, cause, hints and source, said once for all.
        let mut all = first.clone();
        all.message = format!("all {total} items failed: {}", all.message);
        return Err(all.into());
    }
    Err(Error::new(ErrorKind::Partial, format!("{} of {total} items failed (the rest were written)", failures.len()))
        .into())
}

/// What one subject's requests came to. With `--periods`, a 404 after the first period means the
/// company has fewer filings than asked for: what exists is shown and the shortfall noted.
fn settle(
    settings: &Settings,
    plan: &Plan,
    pending: Vec<(Request, Result<Fetched>)>,
    progress: &Progress,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<Item> {
    let subject = pending[0].0.subject.clone();
    let asked = pending.len();
    let mut item = Item { subject, answers: Vec::new(), error: None };
    let mut seen_accessions = std::collections::HashSet::new();
    let mut filing_count = None;
    for (n, (req, result)) in pending.into_iter().enumerate() {
        let answer = match result {
            // --raw: the service's bytes, in input order; with several, one answer per line.
            Ok(Fetched { body: Some(body), .. }) if settings.raw => {
                out.write_all(&body)?;
                if !plan.single() {
                    out.write_all(b"\n")?;
                }
                Ok(None)
            }
            Ok(fetched) => Ok(fetched.answer),
            Err(e) => Err(e),
        };
        match answer {
            Ok(None) => {}
            Ok(Some(mut answer)) => {
                if let Answer::Prices(p) = &mut answer {
                    plan.window.apply(p);
                }
                if let Answer::Statement(s) = &answer {
                    if settings.verbose > 0
                        && let Some(count) = s.count_mismatch
                    {
                        progress.notice(&format!(
                            "the service said count {count} but sent {} items for {}",
                            s.items.len(),
                            req.describe()
                        ));
                    }
                    filing_count = filing_count.or(s.filing_count.filter(|c| *c > 0));
                    // A service that clamps a filing order past the last one would repeat a filing.
                    if !s.filing.accession.is_empty() && !seen_accessions.insert(s.filing.accession.clone()) {
                        continue;
                    }
                }
                item.answers.push(answer);
            }
            Err(e) if n > 0 && e.kind == ErrorKind::NotFound && plan.periods.is_some() => {}
            Err(e) => {
                item.error = Some(e);
                if n == 0 {
                    break;
                }
            }
        }
    }
    if plan.periods.is_some() && item.error.is_none() && item.answers.len() < asked && !settings.quiet {
        let count = filing_count.map(|c| format!("; the service counts {c}")).unwrap_or_default();
        let exist = if item.answers.len() == 1 { "exists" } else { "exist" };
        progress.notice(&format!(
            "{}: {} of {asked} requested filings {exist}{count}",
            item.subject,
            item.answers.len()
        ));
    }
    Ok(item)
}
