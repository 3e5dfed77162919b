//! The SEC's ticker list kept with the bulk store (`company_tickers.json`), and `finq bulk
//! tickers`: the list imported from a file, fetched with `bulk fetch`, or taken from EDGAR's
//! cache (where a run of finq against EDGAR left it), each time read before it is kept; and the
//! tickers the store knows, listed.

use std::path::Path;

use crate::error::{Error, Result};
use crate::net::download::Downloader;
use crate::render;
use crate::settings::Settings;
use crate::store::{Locked, Store};

/// The largest ticker list read from a file (the SEC's is under 1 MB).
const LIST_CAP: u64 = 64 << 20;

/// Whether `file` is a ticker list to import (`company_tickers.json`, any `.json`), not a zip.
pub fn is_list(file: &Path) -> bool {
    file.extension().is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// Reads `bytes` as the SEC's ticker list (`what` names them in the error) and keeps them.
fn keep(locked: &Locked, bytes: &[u8], what: &str, settings: &Settings) -> Result<()> {
    let entries = crate::sources::ticker_list(bytes).map_err(|why| {
        Error::damaged(format!("{what} is {why}; the list is https://www.sec.gov/files/company_tickers.json"))
    })?;
    locked.keep_tickers(bytes).map_err(Error::from)?;
    settings.printer().warn(&format!(
        "kept the SEC's ticker list ({what}): {} tickers of {} companies",
        entries.len(),
        entries.iter().map(|(_, cik, _)| cik).collect::<std::collections::HashSet<_>>().len()
    ));
    Ok(())
}

/// `finq bulk import company_tickers.json`: the list from a file.
pub fn import(locked: &Locked, file: &Path, settings: &Settings) -> Result<()> {
    let bytes = crate::files::read_regular(file, LIST_CAP)
        .map_err(|e| Error::reading(format!("cannot read {}", file.display()), e))?;
    keep(locked, &bytes, &file.display().to_string(), settings)
}

/// Where the SEC serves the list, as EDGAR asks for it (the same URL, so the same cache entry):
/// under the SEC's www host, or a `--base-url` of one's own.
fn list_url(base: &reqwest::Url) -> Result<reqwest::Url> {
    let mut url = base.clone();
    url.path_segments_mut()
        .map_err(|_| Error::usage(format!("the base URL {base} cannot take a path")))?
        .pop_if_empty()
        .extend(["files", "company_tickers.json"]);
    Ok(url)
}

/// The list from EDGAR's cache, where a run against EDGAR left one newer than the store's own:
/// kept without asking anything. Quietly nothing when there is none.
pub fn from_cache(locked: &Locked, settings: &Settings) -> Result<()> {
    let Some(cache) = &settings.cache else { return Ok(()) };
    let route = crate::sources::sec_files(&settings.filings)?;
    let url = list_url(route.base()?)?;
    let cache = crate::net::cache::Cache::new(&cache.dir, cache.ttls, crate::net::cache::Mode::Normal);
    let Some(hit) = cache.read(&url) else { return Ok(()) };
    let cached_at = std::time::SystemTime::now().checked_sub(hit.age).unwrap_or(std::time::UNIX_EPOCH);
    if let Some((_, kept)) = locked.store.tickers().map_err(Error::from)?
        && kept >= cached_at
    {
        return Ok(());
    }
    keep(locked, &hit.response.body, "from EDGAR's cache", settings)
}

/// `bulk fetch`: the list from the SEC, after the quarters; a list that cannot be fetched leaves
/// the store's as it was (EDGAR's cached one, where there is one newer), said in a warning.
pub async fn fetch(downloader: &Downloader, locked: &Locked, downloads: &Path, settings: &Settings) {
    let fetched = async {
        let url = list_url(downloader.base())?;
        let target = downloads.join(crate::store::TICKERS);
        // Never resumed: the list changes every day, and a part of yesterday's is no part of today's.
        let _ = std::fs::remove_file(crate::net::download::part_path(&target));
        let _ = std::fs::remove_file(&target);
        downloader.fetch(&url, &target, &|_, _| {}).await?;
        let bytes = crate::files::read_regular(&target, LIST_CAP)
            .map_err(|e| Error::reading(format!("cannot read {}", target.display()), e));
        let _ = std::fs::remove_file(&target);
        keep(locked, &bytes?, "from the SEC", settings)
    };
    if let Err(e) = fetched.await {
        settings.printer().warn(&format!("the SEC's ticker list was not kept: {e}"));
        if let Err(e) = from_cache(locked, settings) {
            settings.printer().warn(&format!("nor EDGAR's cached one: {e}"));
        }
    }
}

/// `finq bulk tickers [WORDS]`.
pub fn list(store: &Store, words: &[String], settings: &Settings) -> anyhow::Result<()> {
    let (listed, kept) = crate::sources::store_tickers(store.root(), &words.join(" "))?;
    if listed.is_empty() && !words.is_empty() {
        return Err(Error::not_found(format!(
            "the bulk store knows no ticker {0} and no filer named {0}",
            words.join(" ")
        ))
        .into());
    }
    let tickers: Vec<render::tickers::Ticker> = listed
        .into_iter()
        .map(|l| render::tickers::Ticker {
            source: match (l.today, l.filings) {
                (true, true) => "today, filings",
                (true, false) => "today",
                _ => "filings",
            },
            ticker: l.ticker,
            cik: l.cik,
            company: l.company,
            now: l.now,
        })
        .collect();
    let doc = render::tickers::Tickers { tickers: &tickers, list_kept: kept.as_deref() };
    super::print_document(settings, |out, format| render::tickers::write(out, format, &doc, &settings.table))
}
