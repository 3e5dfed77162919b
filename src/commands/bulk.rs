//! `finq bulk fetch | import | status | path`: the SEC's Financial Statement Data Sets in the local
//! Parquet store ([`crate::store`]). Fetch downloads through the api layer (the SEC's contact and
//! pacing, resumable), then imports like `import` does; each zip is one item, and one that fails
//! does not stop the others (exit 8, as for several tickers).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::BulkCommand;
use crate::error::{Error, ErrorKind, Result};
use crate::net::download::Downloader;
use crate::render::{self, Output};
use crate::settings::Settings;
use crate::store::{ImportOptions, Quarter, Reader, Store};

/// The most quarters one command takes (the data sets hold about 70 so far).
const MAX_QUARTERS: usize = 400;

/// Where the SEC publishes the data sets, under its www host (or a `--base-url` of one's own).
const DATA_SETS: [&str; 4] = ["files", "dera", "data", "financial-statement-data-sets"];

pub fn run(cmd: &BulkCommand, settings: &Settings) -> anyhow::Result<()> {
    if settings.bundled && matches!(cmd, BulkCommand::Import { .. } | BulkCommand::Fetch { .. }) {
        return Err(Error::usage(
            "the demo's store is bundled with finq and read only: leave out --demo to fill your own",
        )
        .into());
    }
    // The demo's store (import and fetch were refused above) is built before its folder is read.
    if !matches!(cmd, BulkCommand::Path) {
        settings.ready()?;
    }
    let dir = settings.store_dir.clone().ok_or_else(|| {
        Error::usage(format!(
            "there is no data folder on this system for the bulk store; set {}",
            crate::env::STORE_DIR
        ))
    })?;
    if !matches!(cmd, BulkCommand::Path) {
        settings.bundled_store_notice();
    }
    let store = Store::at(dir);
    match cmd {
        BulkCommand::Path => {
            let mut out = Output::open(settings.output.as_deref())?;
            writeln!(out.writer(), "{}", store.root().display())?;
            out.finish()
        }
        BulkCommand::Status => status(&store, settings),
        BulkCommand::Verify { quarters } => verify(&store, quarters, settings),
        BulkCommand::Quality { quarters, detail } => {
            let mut wanted = Vec::new();
            for a in quarters {
                wanted.extend(parse_quarters(a)?.into_iter().map(|q| q.to_string()));
            }
            super::quality::run(&store, &wanted, *detail, settings)
        }
        BulkCommand::Import { files, quarter } => import(&store, files, quarter.as_deref(), settings),
        BulkCommand::Fetch { quarters } => fetch(&store, quarters, settings),
        BulkCommand::Tickers { words } => super::tickers::list(&store, words, settings),
    }
}

/// `finq bulk import FILE…`: each zip imported on its own (exit 8 when some failed), a `.json`
/// file kept as the SEC's ticker list; without one, EDGAR's cached list where it is newer.
fn import(store: &Store, files: &[PathBuf], quarter: Option<&str>, settings: &Settings) -> anyhow::Result<()> {
    let quarter = match quarter {
        Some(q) if files.iter().filter(|f| !super::tickers::is_list(f)).count() > 1 => {
            return Err(Error::usage(format!(
                "--quarter {q} names the quarter of one zip; import the others separately"
            ))
            .into());
        }
        Some(q) => Some(parse_quarter(q)?),
        None => None,
    };
    // A zip whose name says no quarter (with none given) is refused before the store is
    // touched.
    if let Some(folder) = files.iter().find(|f| f.is_dir()) {
        return Err(Error::usage(format!(
            "{} is a folder; name the zips in it: `finq bulk import {}`",
            folder.display(),
            folder.join("*.zip").display()
        ))
        .into());
    }
    // A file that is not there is said so whatever its name (exit 10, as for any file that
    // cannot be read), before its name is judged.
    if let Some((missing, e)) = files.iter().find_map(|f| std::fs::metadata(f).err().map(|e| (f, e))) {
        return Err(Error::from(crate::store::Error::io(crate::store::Doing::Read, missing, e)).into());
    }
    // A .json file is the SEC's ticker list, not a quarter.
    let zips = files.iter().filter(|f| !super::tickers::is_list(f));
    if quarter.is_none()
        && let Some(unnamed) = zips.clone().find(|f| Quarter::in_file_name(f).is_none())
    {
        return Err(import_failed(crate::store::Error::NoQuarter { zip: unnamed.clone() }).into());
    }
    let locked = store.lock().map_err(Error::from)?;
    let mut failures = Vec::new();
    for file in files {
        let result = if super::tickers::is_list(file) {
            super::tickers::import(&locked, file, settings)
        } else {
            import_one(&locked, file, quarter, settings)
        };
        if let Err(e) = result {
            report(settings, files.len(), &file.display().to_string(), &e);
            failures.push(e);
        }
    }
    // Today's tickers from EDGAR's cache, where a run against EDGAR left a newer list.
    if !files.iter().any(|f| super::tickers::is_list(f))
        && let Err(e) = super::tickers::from_cache(&locked, settings)
    {
        settings.printer().warn(&format!("EDGAR's cached ticker list was not kept: {e}"));
    }
    outcome(&failures, files.len(), "zips")
}

/// Imports one zip with a progress bar, and says what it did.
fn import_one(locked: &crate::store::Locked, file: &Path, quarter: Option<Quarter>, settings: &Settings) -> Result<()> {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let bar = Bar::new(settings, &format!("importing {name}"));
    // The test suite's small budget, when it asks for one (so that a small quarter spills).
    let options = crate::hold::sort_budget().map_or_else(ImportOptions::default, |b| ImportOptions { sort_budget: b });
    let imported =
        crate::store::import_zip(locked, file, quarter, options, &crate::standard::table::StdTable, &|done, total| {
            bar.set(done, Some(total));
        });
    bar.clear();
    let imported = imported.map_err(import_failed)?;
    let e = &imported.entry;
    let printer = settings.printer();
    for w in &imported.warnings {
        printer.warn(w);
    }
    printer.warn(&format!(
        "{} {}: {} filings, {} numbers, {} presentation lines, {} tags, {} in {:.1} s",
        if imported.replaced { "replaced" } else { "imported" },
        imported.quarter,
        group(e.rows.sub),
        group(e.rows.num),
        group(e.rows.pre),
        group(e.rows.tag),
        render::numbers::bytes(e.bytes.total()),
        imported.seconds
    ));
    Ok(())
}

/// What finq says of an import that failed: the store's error, with the flag that names a zip's
/// quarter where the quarter is what is wrong.
fn import_failed(e: crate::store::Error) -> Error {
    use crate::store::Error as Store;
    let flag = match &e {
        Store::NoQuarter { .. } => "; give one with --quarter",
        Store::BeforeFirst { .. } => "; name its quarter with --quarter",
        Store::OtherQuarter { .. } => ": name the quarter it holds with --quarter",
        _ => return e.into(),
    };
    Error::usage(format!("{e}{flag}"))
}

fn fetch(store: &Store, asked: &[String], settings: &Settings) -> anyhow::Result<()> {
    let mut quarters = Vec::new();
    for a in asked {
        quarters.extend(parse_quarters(a)?);
        if quarters.len() > MAX_QUARTERS {
            return Err(Error::usage(format!("at most {MAX_QUARTERS} quarters at once")).into());
        }
    }
    quarters.dedup();
    let route = crate::sources::sec_files(&settings.filings)?;
    // The contact is checked here, before anything is sent.
    let downloader =
        Downloader::new(route, settings.timeout, settings.retries, settings.ca_bundle.as_deref(), settings.printer())
            .map_err(crate::sources::sec_files_refused)?;
    let locked = store.lock().map_err(Error::from)?;
    let downloads = store.root().join(crate::store::DOWNLOADS);
    std::fs::create_dir_all(&downloads)
        .map_err(|e| Error::files(format!("cannot create {}", downloads.display()), &e))?;
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let mut failures = Vec::new();
    for q in &quarters {
        let result = runtime.block_on(fetch_one(&downloader, &locked, &downloads, *q, settings));
        if let Err(e) = result {
            report(settings, quarters.len(), &q.to_string(), &e);
            failures.push(e);
        }
    }
    // Today's tickers with the quarters: the SEC's list, else EDGAR's cached one (not asked
    // when no quarter came: the SEC could not be reached, or had none of them).
    if failures.len() < quarters.len() {
        runtime.block_on(super::tickers::fetch(&downloader, &locked, &downloads, settings));
    }
    outcome(&failures, quarters.len(), "quarters")
}

async fn fetch_one(
    downloader: &Downloader,
    locked: &crate::store::Locked,
    downloads: &Path,
    q: Quarter,
    settings: &Settings,
) -> Result<()> {
    let mut url = downloader.base().clone();
    {
        let mut segments = url
            .path_segments_mut()
            .map_err(|_| Error::usage(format!("the base URL {} cannot take a path", downloader.base())))?;
        segments.pop_if_empty().extend(DATA_SETS).push(&format!("{q}.zip"));
    }
    let target: PathBuf = downloads.join(format!("{q}.zip"));
    let bar = Bar::new(settings, &format!("downloading {q}.zip"));
    let got = downloader.fetch(&url, &target, &|have, total| bar.set(have, total)).await;
    bar.clear();
    let got = got.map_err(|e| match e.kind {
        ErrorKind::NotFound => Error::not_found(format!("the SEC has no data set for {q} (yet): {}", e.message)),
        ErrorKind::Network => e.hint(format!("a zip you have already: `finq bulk import {q}.zip`")),
        _ => e,
    })?;
    settings.printer().verbose(1, &format!("downloaded {} ({})", target.display(), render::numbers::bytes(got)));
    let imported = import_one(locked, &target, Some(q), settings);
    // A zip that is not a whole data set is fetched afresh next time; an imported one is not kept.
    if imported.is_ok() || imported.as_ref().is_err_and(|e| e.cause == Some(crate::error::Cause::NotADataSet)) {
        let _ = std::fs::remove_file(&target);
    }
    imported
}

fn parse_quarter(text: &str) -> Result<Quarter> {
    let q = Quarter::parse(text).ok_or_else(|| {
        Error::usage(format!("{text:?} is not a quarter; write one as 2024q1 (or a range, 2023q1..2024q4)"))
    })?;
    if q < (Quarter { year: 2009, q: 1 }) {
        return Err(Error::usage(format!("{q}: the SEC's data sets start with 2009q1")));
    }
    Ok(q)
}

/// `2024q1`, or `2023q1..2024q4` (both ends included).
fn parse_quarters(text: &str) -> Result<Vec<Quarter>> {
    let Some((from, to)) = text.split_once("..") else { return Ok(vec![parse_quarter(text)?]) };
    let (from, to) = (parse_quarter(from)?, parse_quarter(to)?);
    if from > to {
        return Err(Error::usage(format!("{text}: the range ends before it starts")));
    }
    let mut out = vec![from];
    while *out.last().expect("not empty") < to && out.len() <= MAX_QUARTERS {
        out.push(out.last().expect("not empty").next());
    }
    Ok(out)
}

fn report(settings: &Settings, total: usize, what: &str, e: &Error) {
    if total > 1 {
        settings.printer().warn(&format!("{what}: {e}"));
    }
}

/// Success, the shared failure when every item failed alike, else partial (exit 8).
fn outcome(failures: &[Error], total: usize, noun: &str) -> anyhow::Result<()> {
    let Some(first) = failures.first() else { return Ok(()) };
    if total == 1 {
        return Err(first.clone().into());
    }
    if failures.len() == total && failures.iter().all(|e| e.kind == first.kind) {
        // The same failure everywhere: its kind, cause, hints and source, said once for all.
        let mut all = first.clone();
        all.message = format!("all {total} {noun} failed: {}", all.message);
        return Err(all.into());
    }
    Err(Error::new(ErrorKind::Partial, format!("{} of {total} {noun} failed (the rest were imported)", failures.len()))
        .into())
}

fn status(store: &Store, settings: &Settings) -> anyhow::Result<()> {
    let manifest = store.manifest().map_err(Error::from)?;
    let leftovers: Vec<render::bulk::Leftover> = store
        .leftovers(&manifest)
        .into_iter()
        .map(|l| render::bulk::Leftover { folder: l.folder, quarter: l.quarter, committed: l.committed })
        .collect();
    let quarters: Vec<render::bulk::QuarterHeld> = manifest.quarters.iter().map(|(q, e)| held(q, e)).collect();
    let path = store.root().display().to_string();
    let doc = render::bulk::Status {
        path: &path,
        layout: manifest.layout,
        quarters: &quarters,
        leftovers: &leftovers,
        standard_flag: "--standard",
    };
    super::print_document(settings, |out, format| render::bulk::write_status(out, format, &doc, &settings.table))
}

/// A quarter of the manifest as `bulk status` shows it.
fn held(quarter: &str, e: &crate::store::QuarterEntry) -> render::bulk::QuarterHeld {
    let r = &e.rows;
    render::bulk::QuarterHeld {
        quarter: quarter.to_string(),
        rows: render::bulk::TableRows { sub: r.sub, num: r.num, pre: r.pre, tag: r.tag, std: r.std, face: r.face },
        bytes: e.bytes.total(),
        imported_at: e.imported_at.clone(),
        source: e.source.clone(),
        checksums: e.tails.is_some(),
        standard: e.standard.clone(),
    }
}

/// `finq bulk verify`: every file of the quarters asked (all when none), read whole and checked.
fn verify(store: &Store, asked: &[String], settings: &Settings) -> anyhow::Result<()> {
    let mut wanted = Vec::new();
    for a in asked {
        wanted.extend(parse_quarters(a)?.into_iter().map(|q| q.to_string()));
    }
    let reader = Reader::open(store).map_err(Error::from)?;
    // An empty store has nothing to check: saying "0 files checked" with success would read as a
    // whole store to a script.
    if reader.manifest().quarters.is_empty() {
        let so = ", so there is nothing to verify";
        return Err(Error::not_found(crate::store::layout::empty_store(store.root(), so, "QUARTER")).into());
    }
    if let Some(missing) = wanted.iter().find(|q| !reader.manifest().quarters.contains_key(*q)) {
        let held = reader.manifest().quarters.keys().map(String::as_str);
        return Err(Error::not_found(crate::store::layout::missing_quarter(missing, held)).into());
    }
    let mut files = Vec::new();
    for (quarter, entry) in reader.quarters() {
        if !wanted.is_empty() && !wanted.iter().any(|w| w == quarter) {
            continue;
        }
        for table in entry.tables() {
            let Some(part) = reader.part(table, quarter) else { continue };
            let state = match part.verify() {
                Ok(()) if part.checked() => render::bulk::Checked::Whole,
                Ok(()) => render::bulk::Checked::Unchecked,
                Err(e) => render::bulk::Checked::Damaged(Error::from(e).to_string()),
            };
            files.push(render::bulk::FileCheck {
                quarter: quarter.to_string(),
                table: table.name(),
                path: part.path().display().to_string(),
                bytes: entry.bytes.get(table),
                state,
            });
        }
        let gone = [
            (
                crate::store::Table::Std,
                reader.std_gone(),
                "the quarter is read without its standardized values' file (they are made when asked, more slowly)",
            ),
            (
                crate::store::Table::Face,
                reader.face_gone(),
                "the quarter is screened without its screens' file (from `num`, more slowly)",
            ),
        ];
        for (table, quarters, why) in gone {
            if !quarters.iter().any(|q| q == quarter) {
                continue;
            }
            let path = store.places(table, quarter, &entry.generation)[1].display().to_string();
            files.push(render::bulk::FileCheck {
                quarter: quarter.to_string(),
                table: table.name(),
                path,
                bytes: entry.bytes.get(table),
                state: render::bulk::Checked::Gone(format!("{why}; `finq bulk import` of {quarter} again writes it")),
            });
        }
    }
    let path = store.root().display().to_string();
    let doc = render::bulk::Verified { path: &path, files: &files };
    super::print_document(settings, |out, format| render::bulk::write_verified(out, format, &doc, &settings.table))?;
    let mut damaged: Vec<&str> = files
        .iter()
        .filter(|f| matches!(f.state, render::bulk::Checked::Damaged(_)))
        .map(|f| f.quarter.as_str())
        .collect();
    damaged.dedup();
    if damaged.is_empty() {
        return Ok(());
    }
    Err(Error::damaged(format!(
        "{} damaged; import {} again (`finq bulk fetch {}`, or `finq bulk import` of the zips)",
        render::numbers::count(damaged.len(), "quarter is", "quarters are"),
        damaged.join(", "),
        damaged.join(" ")
    ))
    .into())
}

/// 126650 -> 126,650.
fn group(n: u64) -> String {
    render::numbers::grouped(&n.to_string())
}

/// A byte-counting bar on stderr: only on a terminal, never with `-q` or `-v`.
struct Bar(ProgressBar);

impl Bar {
    fn new(settings: &Settings, what: &str) -> Self {
        if settings.quiet || settings.verbose > 0 || !std::io::stderr().is_terminal() {
            return Self(ProgressBar::hidden());
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        // The message cut to 24 columns and the bar as wide as the rest of the line allows: the
        // whole line fits the terminal (at 80 columns the bar keeps about 20).
        if let Ok(style) =
            ProgressStyle::with_template("{msg:24!} {wide_bar} {bytes}/{total_bytes} {bytes_per_sec} {elapsed}")
        {
            bar.set_style(style);
        }
        bar.set_message(what.to_string());
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
        Self(bar)
    }

    fn set(&self, done: u64, total: Option<u64>) {
        if let Some(t) = total {
            self.0.set_length(t);
        }
        self.0.set_position(done);
    }

    fn clear(&self) {
        self.0.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_lists() {
        let qs = |s| parse_quarters(s).map(|v| v.iter().map(ToString::to_string).collect::<Vec<_>>());
        assert_eq!(qs("2024q1").unwrap(), ["2024q1"]);
        assert_eq!(qs("2023q3..2024q2").unwrap(), ["2023q3", "2023q4", "2024q1", "2024q2"]);
        assert!(qs("2024q2..2024q1").is_err());
        assert!(qs("2008q4").unwrap_err().message.contains("2009q1"));
        assert!(qs("2024").is_err());
        assert_eq!(group(126_650), "126,650");
        assert_eq!(group(5), "5");
    }
}
