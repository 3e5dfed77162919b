//! `finq snapshot`: tickers x statements x periods into one file per answer plus `manifest.json`,
//! for CI jobs. Every file is written to a temporary name and renamed when complete, so a killed
//! run leaves whole files or none; a re-run keeps what is already there (`--force` refetches).
//!
//! Layout (deterministic): `OUT/TICKER/STATEMENT/FORM-ORDER.json`, FORM being `10-K`, `10-Q` or
//! `default` (the service's choice), ORDER the filing order; `OUT/manifest.json` lists every item.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use futures_util::StreamExt;
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::stream::{Fetcher, Progress};
use crate::cli::SnapshotArgs;
use crate::error::{Error, ErrorKind, Result};
use crate::files;
use crate::model::{Form, StatementKind};
use crate::model::{Operation, Request};
use crate::render::{Doc, json as render_json};
use crate::settings::Settings;
use crate::settings::input;
use crate::sources::Client;

pub const MANIFEST: &str = "manifest.json";

/// What became of one file of the snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum Status {
    /// Not asked yet (a run that stopped midway).
    Pending,
    /// A previous run wrote it whole; kept as it is.
    Kept,
    Fetched,
    /// A later period the source does not have: noted, not a failure.
    NotAvailable,
    Failed,
}

/// One file of the snapshot and what became of it.
struct Entry {
    req: Request,
    /// A statement or the summary.
    op: Operation,
    order: u32,
    /// Later periods that the service does not have are noted, not failures.
    first_period: bool,
    file: String,
    status: Status,
    sha256: Option<String>,
    bytes: Option<usize>,
    error: Option<Error>,
}

/// A snapshot ready to run: its flags resolved and checked, the tickers read and the set of
/// statements chosen, before anything is written or sent.
pub struct Snapshot<'a> {
    settings: Settings,
    args: &'a SnapshotArgs,
    tickers: Vec<String>,
    form: Option<Form>,
    first: u32,
    periods: u32,
    /// The statements asked for, and those left out as the same statement as another (EDGAR's
    /// `operations` is `income`).
    kinds: Vec<Operation>,
    same: Vec<(Operation, Operation)>,
    fetcher: Fetcher,
}

impl<'a> Snapshot<'a> {
    pub fn resolve(settings: Settings, args: &'a SnapshotArgs) -> Result<Self> {
        if settings.format_flag && settings.format != crate::render::Format::Json {
            return Err(Error::usage(
                "snapshot writes finq's JSON documents (or with --raw the service's bodies); leave out -f",
            ));
        }
        if args.filings.standard {
            return Err(Error::usage(
                "snapshot writes statements as filed; --standard is for the statement commands and compare",
            ));
        }
        if let Some(flag) = super::data::quarters_refused(&args.filings) {
            return Err(Error::usage(format!(
                "snapshot writes statements as filed; {flag} is for the statement commands (with --provider edgar or bulk)"
            )));
        }
        if args.filings.period.is_some() {
            return Err(Error::usage(
                "snapshot writes each company's latest statements; --period is for the statement commands and \
                 compare (with --provider bulk)",
            ));
        }
        if args.filings.as_of.is_some() {
            return Err(Error::usage(
                "snapshot writes each company's latest statements; --as-of is for the statement commands, compare \
                 and screen (with --provider bulk)",
            ));
        }
        let tickers = input::tickers(&args.tickers)?;
        // Statements and the summary: every question goes to the filings route.
        let fetcher = Fetcher::new(&settings, Operation::Summary, settings.raw);
        let (kinds, same) = match &args.statements {
            Some(list) => {
                let mut kinds: Vec<Operation> = Vec::new();
                for s in list {
                    if !kinds.contains(&s.0) {
                        kinds.push(s.0);
                    }
                }
                (kinds, Vec::new())
            }
            None => default_set(&fetcher.client, &tickers),
        };
        Ok(Self {
            form: input::form(&args.filings),
            first: args.filings.filing_order.unwrap_or(0),
            periods: args.filings.periods.unwrap_or(1),
            settings,
            args,
            tickers,
            kinds,
            same,
            fetcher,
        })
    }
}

pub async fn run(snapshot: Snapshot<'_>) -> anyhow::Result<()> {
    let started = SystemTime::now();
    let out = &snapshot.args.out;
    std::fs::create_dir_all(out).map_err(|e| Error::files(format_args!("cannot create {}", out.display()), e))?;
    // One run per folder: a second one would delete the first one's files in progress.
    let lock = crate::files::lock_folder(out)
        .map_err(|e| Error::files(format_args!("cannot lock {}", out.display()), e))?
        .ok_or_else(|| {
            Error::usage(format!(
                "another finq snapshot is writing into {}; wait for it to finish or choose another --out",
                out.display()
            ))
        })?;
    remove_leftovers(out);

    let mut entries = snapshot.entries();
    let todo = snapshot.keep(&mut entries);
    snapshot.fetcher.notice(todo.first().map(|&i| &entries[i].req));
    if !snapshot.settings.quiet {
        let from = snapshot.fetcher.client.source(Operation::Summary).named();
        for (kind, other) in &snapshot.same {
            crate::render::notice(&format!(
                "{kind} is the same statement as {other} from {from}: written once, as {other}",
                kind = kind.name(),
                other = other.name()
            ));
        }
    }
    snapshot.fetch(&mut entries, &todo).await;

    let manifest = snapshot.manifest(&entries, started);
    let mut text = serde_json::to_vec_pretty(&manifest)?;
    text.push(b'\n');
    write_whole(out, MANIFEST, &text)?;
    drop(lock);
    snapshot.outcome(&entries)
}

impl Snapshot<'_> {
    /// Every file of the snapshot, in layout order: ticker, statement, filing order.
    fn entries(&self) -> Vec<Entry> {
        // The filing order is sent only when chosen: with one period and no --filing-order, the
        // service's default (the latest) applies.
        let send_order = self.args.filings.filing_order.is_some() || self.periods > 1;
        let form_name = self.form.map_or("default", |f| f.as_str());
        let mut entries = Vec::new();
        for ticker in &self.tickers {
            for &op in &self.kinds {
                for order in self.first..self.first + self.periods {
                    let mut req = Request::new(op, ticker.clone());
                    req.form = self.form;
                    req.filing_order = send_order.then_some(order);
                    let file = format!("{ticker}/{}/{form_name}-{order}.json", op.name());
                    entries.push(Entry {
                        req,
                        op,
                        order,
                        first_period: order == self.first,
                        file,
                        status: Status::Pending,
                        sha256: None,
                        bytes: None,
                        error: None,
                    });
                }
            }
        }
        entries
    }

    /// Keeps what a previous run completed (files only ever appear whole); returns the rest.
    fn keep(&self, entries: &mut [Entry]) -> Vec<usize> {
        // Read as the cache reads: regular files only, no link followed, nothing waited on,
        // size-capped (a FIFO, a link to /dev/zero or a linked folder planted in --out is fetched
        // and replaced).
        let cap = self.settings.max_response_bytes.saturating_mul(4);
        let mut todo = Vec::new();
        for (i, e) in entries.iter_mut().enumerate() {
            let kept =
                (!self.args.force).then(|| files::read_within(&self.args.out, Path::new(&e.file), cap).ok()).flatten();
            match kept {
                Some(bytes) if serde_json::from_slice::<Value>(&bytes).is_ok() => {
                    e.status = Status::Kept;
                    e.sha256 = Some(sha256(&bytes));
                    e.bytes = Some(bytes.len());
                }
                _ => todo.push(i),
            }
        }
        todo
    }

    /// Asks for the entries of `todo` and writes each valid answer whole, in finq's JSON or
    /// (`--raw`) as the service sent it; a file that cannot be written fails its item, not the run.
    async fn fetch(&self, entries: &mut [Entry], todo: &[usize]) {
        let progress = Progress::new(&self.settings, todo.len());
        let requests: Vec<(usize, Request)> = todo.iter().map(|&i| (i, entries[i].req.clone())).collect();
        let mut results = self.fetcher.ask_all(requests, &progress);
        // A failure is said once for a ticker (the others like it are in the manifest): a source
        // that cannot be reached is one line a ticker, not one an item.
        let mut said: std::collections::HashSet<(String, String)> = std::collections::HashSet::new();
        while let Some((i, req, result)) = results.next().await {
            let e = &mut entries[i];
            let bytes = result.and_then(|fetched| match (fetched.answer, fetched.body) {
                (Some(_), Some(body)) if self.settings.raw => Ok(body),
                (Some(answer), _) => {
                    let doc = render_json::document(Doc::of(&req.subject, &answer));
                    let mut text = Vec::new();
                    render_json::to_writer(&mut text, &doc, true).map_err(|e| Error::service(e.to_string()))?;
                    text.push(b'\n');
                    Ok(text)
                }
                (None, _) => Err(Error::service(format!("the answer to {} is not valid", req.describe()))),
            });
            let bytes = bytes.and_then(|b| write_whole(&self.args.out, &e.file, &b).map(|()| b));
            match bytes {
                Ok(bytes) => {
                    e.status = Status::Fetched;
                    e.sha256 = Some(sha256(&bytes));
                    e.bytes = Some(bytes.len());
                }
                Err(err) if err.kind == ErrorKind::NotFound && !e.first_period => e.status = Status::NotAvailable,
                Err(err) => {
                    if said.insert((e.req.subject.clone(), err.to_string())) {
                        let line = format!("{} {} (filing order {}): {}", e.req.subject, e.op.name(), e.order, err);
                        progress.notice(&line);
                    }
                    e.status = Status::Failed;
                    e.error = Some(err);
                }
            }
        }
        drop(results);
        progress.finish();
    }

    /// The exit: success (with a line saying what was done), the shared failure when every item
    /// failed the same way (no key, a form the source lacks), else "partial", pointing at the
    /// manifest.
    fn outcome(&self, entries: &[Entry]) -> anyhow::Result<()> {
        let failures: Vec<Error> = entries.iter().filter_map(|e| e.error.clone()).collect();
        if !failures.is_empty() {
            let shared = failures.len() == entries.len() && failures.iter().all(|e| e.kind == failures[0].kind);
            if shared {
                return super::batch::outcome(&failures, entries.len());
            }
            return Err(Error::new(
                ErrorKind::Partial,
                format!(
                    "{} of {} items failed; see {}",
                    failures.len(),
                    entries.len(),
                    self.args.out.join(MANIFEST).display()
                ),
            )
            .into());
        }
        if !self.settings.quiet {
            let count = |s| entries.iter().filter(|e| e.status == s).count();
            crate::render::notice(&format!(
                "snapshot in {}: {} fetched, {} kept, {} not available",
                self.args.out.display(),
                count(Status::Fetched),
                count(Status::Kept),
                count(Status::NotAvailable)
            ));
        }
        Ok(())
    }

    fn manifest<'e>(&'e self, entries: &'e [Entry], started: SystemTime) -> Manifest<'e> {
        let count = |s| entries.iter().filter(|e| e.status == s).count();
        // A local source has no base URL: its name stands in.
        let base_url = match &self.settings.filings.endpoint {
            crate::sources::Endpoint::Http(url) => url.to_string(),
            crate::sources::Endpoint::Local(_) => self.settings.filings.source.name().to_string(),
        };
        let form = self.form.map(|f| f.as_str());
        let items = entries
            .iter()
            .map(|e| ManifestItem {
                ticker: &e.req.subject,
                statement: e.op.name(),
                form,
                filing_order: e.order,
                request: self.fetcher.client.describe(&e.req),
                file: e.sha256.is_some().then_some(&e.file),
                sha256: e.sha256.as_deref(),
                bytes: e.bytes,
                status: e.status,
                error: e
                    .error
                    .as_ref()
                    .map(|err| ItemError { exit_code: err.kind.exit_code(), message: err.to_string() }),
            })
            .collect();
        Manifest {
            finq_version: env!("CARGO_PKG_VERSION"),
            base_url,
            started_at: crate::model::date::rfc3339(started),
            finished_at: crate::model::date::rfc3339(SystemTime::now()),
            request: Asked {
                tickers: &self.tickers,
                statements: self.kinds.iter().map(|k| k.name()).collect(),
                same_as: SameAs(&self.same),
                form,
                first_filing_order: self.first,
                periods: self.periods,
                content: if self.settings.raw { "raw" } else { "finq-json" },
                force: self.args.force,
            },
            summary: Counts {
                total: entries.len(),
                fetched: count(Status::Fetched),
                kept: count(Status::Kept),
                not_available: count(Status::NotAvailable),
                failed: count(Status::Failed),
            },
            items,
        }
    }
}

/// `manifest.json`: what was asked, what came of it, and every item.
#[derive(Serialize)]
struct Manifest<'a> {
    finq_version: &'static str,
    base_url: String,
    started_at: String,
    finished_at: String,
    request: Asked<'a>,
    summary: Counts,
    items: Vec<ManifestItem<'a>>,
}

#[derive(Serialize)]
struct Asked<'a> {
    tickers: &'a [String],
    statements: Vec<&'static str>,
    /// A statement left out because another one is the same statement from this source.
    same_as: SameAs<'a>,
    form: Option<&'static str>,
    first_filing_order: u32,
    periods: u32,
    /// `raw` or `finq-json`.
    content: &'static str,
    force: bool,
}

/// `{"operations": "income"}`: each statement left out, and the one written in its place.
struct SameAs<'a>(&'a [(Operation, Operation)]);

impl Serialize for SameAs<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(left_out, written)| (left_out.name(), written.name())))
    }
}

#[derive(Serialize)]
struct Counts {
    total: usize,
    fetched: usize,
    kept: usize,
    not_available: usize,
    failed: usize,
}

#[derive(Serialize)]
struct ManifestItem<'a> {
    ticker: &'a str,
    statement: &'static str,
    form: Option<&'static str>,
    filing_order: u32,
    /// How it is asked (never with a key).
    request: String,
    /// Only where a file was written or kept.
    file: Option<&'a String>,
    sha256: Option<&'a str>,
    bytes: Option<usize>,
    status: Status,
    error: Option<ItemError>,
}

#[derive(Serialize)]
struct ItemError {
    exit_code: u8,
    message: String,
}

/// Without `--statements`: every statement the source answers, and the summary, less those the
/// source answers for every ticker with another statement of the set (EDGAR's `operations` is
/// `income`), which are returned beside it as (left out, the same as).
fn default_set(client: &Client, tickers: &[String]) -> (Vec<Operation>, Vec<(Operation, Operation)>) {
    let mut kinds: Vec<Operation> = Operation::FILINGS.to_vec();
    kinds.retain(|op| client.supports(*op));
    let mut same = Vec::new();
    for op in kinds.clone() {
        let others: Vec<Option<StatementKind>> = tickers.iter().map(|t| client.same_statement(op, t)).collect();
        if let Some(Some(other)) = others.first()
            && others.iter().all(|o| *o == Some(*other))
            && kinds.contains(&Operation::Statement(*other))
        {
            kinds.retain(|k| *k != op);
            same.push((op, Operation::Statement(*other)));
        }
    }
    (kinds, same)
}

fn sha256(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))
}

/// Writes `rel` inside `out` whole, its folders made without following any link. A failure is a
/// local file's (exit 10), naming the file and the OS's reason.
fn write_whole(out: &Path, rel: &str, bytes: &[u8]) -> Result<(), Error> {
    let shown = out.join(rel);
    let cannot = |e: std::io::Error| {
        // Not the OS's refusal but a link or a file planted where a folder should be.
        let planted = e.kind() == std::io::ErrorKind::InvalidData;
        let e = Error::files(format_args!("cannot write {}", shown.display()), e);
        if planted { e.hint("remove it, or choose another --out") } else { e }
    };
    let path = files::folders_within(out, Path::new(rel)).map_err(cannot)?;
    files::write_whole(&path, bytes, true, files::Access::Shared).map_err(cannot)
}

/// Temporary files of a run that was killed (they never carry a layout name, so nothing reads
/// them; this only tidies up). Looks as deep as the layout goes.
fn remove_leftovers(out: &Path) {
    let mut dirs: Vec<(PathBuf, u32)> = vec![(out.to_path_buf(), 0)];
    while let Some((dir, depth)) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if entry.file_type().is_ok_and(|t| t.is_dir()) && depth < 2 {
                dirs.push((path, depth + 1));
            } else if name.starts_with(".finq-") && name.ends_with(".part") {
                let _ = std::fs::remove_file(path);
            }
        }
    }
}
