//! `finq snapshot`: tickers x statements x periods into one file per answer plus `manifest.json`,
//! for CI jobs. Every file is written to a temporary name and renamed when complete, so a killed
//! run leaves whole files or none; a re-run keeps what is already there (`--force` refetches).
//!
//! Layout (deterministic): `OUT/TICKER/STATEMENT/FORM-ORDER.json`, FORM being `10-K`, `10-Q` or
//! `default` (the service's choice), ORDER the filing order; `OUT/manifest.json` lists every item.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use futures_util::StreamExt;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::stream::{Progress, ask_all};
use crate::api::{Client, Operation, Request};
use crate::cli::SnapshotArgs;
use crate::domain::StatementKind;
use crate::error::{Error, ErrorKind};
use crate::files;
use crate::input;
use crate::render::{Doc, json as render_json};
use crate::settings::Settings;

pub const MANIFEST: &str = "manifest.json";

/// One file of the snapshot and what became of it.
struct Entry {
    req: Request,
    /// A statement or the summary.
    op: Operation,
    order: u32,
    /// Later periods that the service does not have are noted, not failures.
    first_period: bool,
    file: String,
    status: &'static str,
    sha256: Option<String>,
    bytes: Option<usize>,
    error: Option<Error>,
}

pub async fn run(settings: &Settings, args: &SnapshotArgs) -> anyhow::Result<()> {
    if settings.format_flag && settings.format != crate::render::Format::Json {
        return Err(Error::usage(
            "snapshot writes finq's JSON documents (or with --raw the service's bodies); leave out -f",
        )
        .into());
    }
    let started = SystemTime::now();
    let tickers = input::tickers(&args.tickers)?;
    let form = input::form(&args.filings);
    let first = args.filings.filing_order.unwrap_or(0);
    let periods = args.filings.periods.unwrap_or(1);
    // The filing order is sent only when chosen: with one period and no --filing-order, the
    // service's default (the latest) applies.
    let send_order = args.filings.filing_order.is_some() || periods > 1;
    let client = Client::new(&settings.client_config());
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
        None => default_set(&client, &tickers),
    };

    std::fs::create_dir_all(&args.out)
        .map_err(|e| Error::files(format_args!("cannot create {}", args.out.display()), e))?;
    // One run per folder: a second one would delete the first one's files in progress.
    let lock = crate::files::lock_folder(&args.out)
        .map_err(|e| Error::files(format_args!("cannot lock {}", args.out.display()), e))?
        .ok_or_else(|| {
            Error::usage(format!(
                "another finq snapshot is writing into {}; wait for it to finish or choose another --out",
                args.out.display()
            ))
        })?;
    remove_leftovers(&args.out);

    let form_name = form.map_or("default", |f| f.as_str());
    let mut entries = Vec::new();
    for ticker in &tickers {
        for &op in &kinds {
            for order in first..first + periods {
                let mut req = Request::new(op, ticker.clone());
                req.form = form;
                req.filing_order = send_order.then_some(order);
                let file = format!("{ticker}/{}/{form_name}-{order}.json", op.name());
                entries.push(Entry {
                    req,
                    op,
                    order,
                    first_period: order == first,
                    file,
                    status: "pending",
                    sha256: None,
                    bytes: None,
                    error: None,
                });
            }
        }
    }
    // What a previous run completed is kept: files only ever appear whole.
    // Read as the cache reads: regular files only, no link followed, nothing waited on, size-capped
    // (a FIFO, a link to /dev/zero or a linked folder planted in --out is fetched and replaced).
    let cap = settings.client_config().max_body.saturating_mul(4);
    let mut todo = Vec::new();
    for (i, e) in entries.iter_mut().enumerate() {
        let kept = (!args.force).then(|| files::read_within(&args.out, Path::new(&e.file), cap).ok()).flatten();
        match kept {
            Some(bytes) if serde_json::from_slice::<Value>(&bytes).is_ok() => {
                e.status = "kept";
                e.sha256 = Some(sha256(&bytes));
                e.bytes = Some(bytes.len());
            }
            _ => todo.push(i),
        }
    }
    if let Some(notice) = todo.first().and_then(|&i| client.notice(&entries[i].req))
        && !settings.quiet
    {
        crate::render::notice(notice);
    }
    if !settings.quiet {
        let from = client.source(Operation::Summary).named();
        for (kind, other) in &same {
            crate::render::notice(&format!(
                "{kind} is the same statement as {other} from {from}: written once, as {other}",
                kind = kind.name(),
                other = other.name()
            ));
        }
    }

    let progress = Progress::new(settings, todo.len());
    let requests: Vec<(usize, Request)> = todo.iter().map(|&i| (i, entries[i].req.clone())).collect();
    let mut results = ask_all(&client, requests, settings.raw, settings.raw, settings.concurrency, &progress);
    while let Some((i, req, result)) = results.next().await {
        let e = &mut entries[i];
        // Only valid answers are written, in finq's JSON or (--raw) as the service sent them.
        let bytes = result.and_then(|fetched| match (fetched.answer, fetched.body) {
            (Some(_), Some(body)) if settings.raw => Ok(body),
            (Some(answer), _) => {
                let doc = render_json::document(Doc::of(&req.subject, &answer));
                let mut text = Vec::new();
                render_json::to_writer(&mut text, &doc, true).map_err(|e| Error::service(e.to_string()))?;
                text.push(b'\n');
                Ok(text)
            }
            (None, _) => Err(Error::service(format!("the answer to {} is not valid", req.describe()))),
        });
        // A file that cannot be written fails its item, not the run.
        let bytes = bytes.and_then(|b| write_whole(&args.out, &e.file, &b).map(|()| b));
        match bytes {
            Ok(bytes) => {
                e.status = "fetched";
                e.sha256 = Some(sha256(&bytes));
                e.bytes = Some(bytes.len());
            }
            Err(err) if err.kind == ErrorKind::NotFound && !e.first_period => e.status = "not_available",
            Err(err) => {
                progress.notice(&format!("{} {} (filing order {}): {}", e.req.subject, e.op.name(), e.order, err));
                e.status = "failed";
                e.error = Some(err);
            }
        }
    }
    drop(results);
    progress.finish();

    let manifest =
        manifest(settings, &client, args, (&tickers, &kinds, &same), form, first, periods, &entries, started);
    let mut text = serde_json::to_vec_pretty(&manifest)?;
    text.push(b'\n');
    write_whole(&args.out, MANIFEST, &text)?;
    drop(lock);

    let failures: Vec<Error> = entries.iter().filter_map(|e| e.error.clone()).collect();
    if !failures.is_empty() {
        // As for a batch: every item failed the same way (no key, a form the source lacks) is
        // that failure's exit; otherwise "partial", pointing at the manifest.
        let shared = failures.len() == entries.len() && failures.iter().all(|e| e.kind == failures[0].kind);
        if shared {
            return super::batch::outcome(&failures, entries.len());
        }
        return Err(Error::new(
            ErrorKind::Partial,
            format!("{} of {} items failed; see {}", failures.len(), entries.len(), args.out.join(MANIFEST).display()),
        )
        .into());
    }
    if !settings.quiet {
        let count = |s| entries.iter().filter(|e| e.status == s).count();
        crate::render::notice(&format!(
            "snapshot in {}: {} fetched, {} kept, {} not available",
            args.out.display(),
            count("fetched"),
            count("kept"),
            count("not_available")
        ));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn manifest(
    settings: &Settings,
    client: &Client,
    args: &SnapshotArgs,
    (tickers, kinds, same): (&[String], &[Operation], &[(Operation, Operation)]),
    form: Option<crate::domain::Form>,
    first: u32,
    periods: u32,
    entries: &[Entry],
    started: SystemTime,
) -> Value {
    let count = |s| entries.iter().filter(|e| e.status == s).count();
    // A local source has no base URL: its name stands in.
    let base = match &settings.filings.endpoint {
        crate::api::Endpoint::Http(url) => url.to_string(),
        crate::api::Endpoint::Local(_) => settings.filings.source.name().to_string(),
    };
    let items: Vec<Value> = entries
        .iter()
        .map(|e| {
            let request = client.describe(&e.req);
            json!({
                "ticker": e.req.subject,
                "statement": e.op.name(),
                "form": form.map(|f| f.as_str()),
                "filing_order": e.order,
                "request": request,
                "file": (e.sha256.is_some()).then_some(&e.file),
                "sha256": e.sha256,
                "bytes": e.bytes,
                "status": e.status,
                "error": e.error.as_ref().map(|err| json!({ "exit_code": err.kind.exit_code(), "message": err.to_string() })),
            })
        })
        .collect();
    json!({
        "finq_version": env!("CARGO_PKG_VERSION"),
        "base_url": base,
        "started_at": crate::dates::rfc3339(started),
        "finished_at": crate::dates::rfc3339(SystemTime::now()),
        "request": {
            "tickers": tickers,
            "statements": kinds.iter().map(|k| k.name()).collect::<Vec<_>>(),
            // A statement left out because another one is the same statement from this source.
            "same_as": same.iter().map(|(k, o)| (k.name().to_string(), json!(o.name()))).collect::<serde_json::Map<_, _>>(),
            "form": form.map(|f| f.as_str()),
            "first_filing_order": first,
            "periods": periods,
            "content": if settings.raw { "raw" } else { "finq-json" },
            "force": args.force,
        },
        "summary": {
            "total": entries.len(),
            "fetched": count("fetched"),
            "kept": count("kept"),
            "not_available": count("not_available"),
            "failed": count("failed"),
        },
        "items": items,
    })
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
