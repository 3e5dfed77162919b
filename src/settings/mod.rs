//! Flags, environment and config file resolved once into [`Settings`]; nothing deeper reads them.
//!
//! Precedence is flag > environment > config file > default ([`origins`]). The network side
//! (base URLs, the data layer's [`crate::sources::ClientConfig`]) is in `network`, the sources
//! the command line names in `routes`; what is asked about (tickers, CIKs) is validated in
//! `crate::settings::input`. What the flags may ask of a source and of each other is decided in
//! [`interplay`], from what each source declares; the words the layers below say in `words`.

pub mod config;
pub mod input;
pub mod interplay;
mod network;
pub mod origins;
mod output;
mod routes;
mod words;

pub use network::parse_base_url;
pub use origins::Origin;
use origins::{in_range, pick};
pub use output::EXTENSIONS;
pub use words::WORDS;

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::ArgMatches;
use clap::parser::ValueSource;

use crate::cli::{Format, GlobalArgs, env};
use crate::error::{Error, Result};
use crate::net::cache::{Mode, Ttls};
use crate::sources::{CacheConfig, RouteConfig};
use config::ConfigFile;

pub const DEFAULT_TIMEOUT_SECS: u64 = 30;

pub use crate::net::ApiKey;

#[derive(Debug, Clone)]
pub struct Settings {
    pub format: Format,
    pub table: crate::render::TableOptions,
    /// `COLUMNS`, for the chart width (tables take theirs from `table`).
    pub columns: Option<String>,
    /// Whether `-f/--format` was given on the command line.
    pub format_flag: bool,
    /// The `-o` file's extension, when it names no format finq writes and nothing else chose one.
    pub unknown_extension: Option<String>,
    /// `--jq`: compiled before anything is sent; the output is then JSON through the filter.
    pub jq: Option<std::sync::Arc<crate::render::jq::Jq>>,
    pub raw: bool,
    pub output: Option<PathBuf>,
    /// Where statements, summaries and look-ups come from.
    pub filings: RouteConfig,
    /// Where quotes and prices come from.
    pub market: RouteConfig,
    /// The automatic choice: with no provider chosen, the bulk store answers first the filings
    /// it surely holds; `filings` the rest.
    pub first: Option<RouteConfig>,
    /// The whole wait for one answer, retries and back-off included.
    pub timeout: Duration,
    pub retries: u32,
    pub ca_bundle: Option<PathBuf>,
    pub max_response_bytes: u64,
    /// Requests in flight at once.
    pub concurrency: usize,
    /// Whether the user chose the concurrency (else a source may ask for less).
    pub concurrency_chosen: bool,
    /// `None` with `--no-cache`, or when there is no folder for it.
    pub cache: Option<CacheConfig>,
    /// The cache folder, also with `--no-cache` (for `finq cache`).
    pub cache_dir: Option<PathBuf>,
    /// The bulk store's folder (`FINQ_STORE_DIR`, else the platform's data folder); with `--demo`,
    /// the demo's store (built on first use: [`Settings::ready`]).
    pub store_dir: Option<PathBuf>,
    /// `--demo`: every answer from data bundled with finq.
    pub bundled: bool,
    /// With `--demo`, the demo's store behind its bundled answers: it answers the filings they do
    /// not hold, and what only a store answers (`--standard` of a filing, `--as-of`).
    pub behind: Option<RouteConfig>,
    pub verbose: u8,
    pub quiet: bool,
    pub config_path: PathBuf,
    /// (setting, shown value, origin), for `finq config show`.
    pub origins: Vec<(&'static str, String, Origin)>,
    /// Warnings found while resolving (a config file readable by others), shown unless `-q`.
    pub warnings: Vec<String>,
}

pub const DEFAULT_RETRIES: u32 = 3;
pub const DEFAULT_MAX_RESPONSE_MIB: u64 = 16;
pub const DEFAULT_CONCURRENCY: u32 = 8;

/// What the process environment holds, read in one place so that tests can pass their own.
#[derive(Debug, Default, Clone)]
pub struct Environment {
    pub api_key: Option<String>,
    /// `NO_COLOR`, when set and not empty.
    pub no_color: bool,
    /// `COLUMNS`: the width tables fit and charts are drawn at, when set.
    pub columns: Option<String>,
    pub edgar_user_agent: Option<String>,
    pub config_dir: Option<String>,
    pub cache_dir: Option<String>,
    pub store_dir: Option<String>,
    /// `FINQ_MARKET_BASE_URL`.
    pub market_base_url: Option<String>,
}

impl Environment {
    pub fn from_process() -> Self {
        let get = |k| std::env::var(k).ok();
        Self {
            api_key: get(env::API_KEY),
            no_color: std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
            columns: get("COLUMNS"),
            edgar_user_agent: get(env::EDGAR_USER_AGENT),
            config_dir: get(env::CONFIG_DIR),
            cache_dir: get(env::CACHE_DIR),
            store_dir: get(env::STORE_DIR),
            market_base_url: get(env::MARKET_BASE_URL).filter(|v| !v.trim().is_empty()),
        }
    }
}

/// What settings are made from, read once: the process environment and the config file. Reading
/// them is all the input resolving needs; what to do with the keys they hold is the caller's.
#[derive(Debug)]
pub struct Inputs {
    pub environment: Environment,
    pub config_path: PathBuf,
    pub file: ConfigFile,
    /// Why the config file was set aside, when it did not read and the command works without it.
    pub file_error: Option<Error>,
    /// Whether the bulk store's folder holds a manifest (imported quarters): the automatic choice
    /// asks it first only then.
    pub store_held: bool,
}

impl Inputs {
    /// Reads the config file. With `lenient`, one that does not read is set aside (the error kept
    /// in `file_error`): for the commands that must work to repair it (`config path`, `config init
    /// --force`) and `--demo`.
    pub fn read(environment: Environment, lenient: bool) -> Result<Self> {
        let config_path = config::dir(environment.config_dir.as_deref())?.join(config::FILE_NAME);
        let (file, file_error) = match config::load(&config_path) {
            Ok(f) => (f, None),
            Err(e) if lenient => (ConfigFile::default(), Some(e)),
            Err(e) => return Err(e),
        };
        let store_held = config::store_dir(environment.store_dir.as_deref())
            .is_some_and(|d| d.join(crate::store::MANIFEST).is_file());
        Ok(Self { environment, config_path, file, file_error, store_held })
    }

    /// Every API key the inputs hold, whether this run uses it or not: the caller keeps each one
    /// out of every output (resolving registers nothing).
    pub fn keys(&self) -> Vec<ApiKey> {
        [self.environment.api_key.as_deref(), self.file.api_key.as_deref()]
            .into_iter()
            .flatten()
            .filter_map(ApiKey::new)
            .collect()
    }
}

/// What one resolution reads: the flags, where clap found them, the environment and the file.
struct Given<'a> {
    args: &'a GlobalArgs,
    matches: &'a ArgMatches,
    environment: &'a Environment,
    file: &'a ConfigFile,
    path: &'a Path,
    store_held: bool,
}

/// (setting, shown value, origin) rows, for `finq config show`.
type Rows = Vec<(&'static str, String, Origin)>;

impl Settings {
    /// Flags over environment over file over defaults, for every setting, checked; no side
    /// effects (nothing registered, nothing printed: warnings are returned).
    pub fn resolve(args: &GlobalArgs, matches: &ArgMatches, inputs: &Inputs) -> Result<Self> {
        let Inputs { environment, config_path, file, file_error, store_held } = inputs;
        let given = Given { args, matches, environment, file, path: config_path, store_held: *store_held };
        let mut origins = Vec::new();
        let mut warnings: Vec<String> =
            file_error.iter().map(|e| format!("{e} (the file is ignored for this command)")).collect();

        let output::Chosen { format, jq, origin, unknown_extension } = output::format(args, matches, file.format)?;
        origins.push(("format", format!("{format:?}").to_lowercase(), origin));
        let provider = routes::provider(&given)?;
        // The provider and base URL shown are the ones used, decided with the key (below).
        let provider_row = origins.len();
        let limits = limits(&given, &mut origins)?;
        let contact = contact(&given, &mut origins);
        let (cache, cache_dir, mut store_dir) = cache(&given, &mut origins)?;
        if args.demo {
            store_dir = demo_store(cache_dir.as_deref(), &mut origins);
        }
        let api_key = api_key(&given, &mut origins);
        warnings.extend(file_warnings(&given));
        let with = routes::Credentials { key: api_key, contact, local: store_dir.as_deref() };
        let routes::Routes { filings, market, first, behind } =
            routes::resolve(&given, provider, with, &mut origins, provider_row)?;

        Ok(Self {
            format,
            table: output::table(args, environment),
            columns: environment.columns.clone(),
            format_flag: matches.value_source("format") == Some(ValueSource::CommandLine),
            unknown_extension,
            jq,
            raw: args.raw,
            output: args.output.clone(),
            filings,
            market,
            first,
            timeout: limits.timeout,
            retries: limits.retries,
            ca_bundle: limits.ca_bundle,
            max_response_bytes: limits.max_response_bytes,
            concurrency: limits.concurrency,
            concurrency_chosen: limits.concurrency_chosen,
            cache,
            cache_dir,
            store_dir,
            bundled: args.demo,
            behind,
            verbose: args.verbose,
            quiet: args.quiet,
            config_path: config_path.clone(),
            origins,
            warnings,
        })
    }
}

/// The numbers and files that bound a request.
struct Limits {
    timeout: Duration,
    retries: u32,
    max_response_bytes: u64,
    concurrency: usize,
    concurrency_chosen: bool,
    ca_bundle: Option<PathBuf>,
}

/// The time-out, retries, response cap, concurrency and CA bundle; a file's number outside the
/// range its flag accepts is refused as the flag would be.
fn limits(given: &Given, origins: &mut Rows) -> Result<Limits> {
    let Given { args, matches, file, path, .. } = given;
    let file_timeout = in_range(path, "timeout", file.timeout, 1..=3600)?;
    let (secs, origin) = pick(matches, "timeout", args.timeout, file_timeout, DEFAULT_TIMEOUT_SECS);
    origins.push(("timeout", format!("{secs} s"), origin));

    let file_retries = in_range(path, "retries", file.retries, 0..=10)?;
    let (retries, origin) = pick(matches, "retries", args.retries, file_retries, DEFAULT_RETRIES);
    origins.push(("retries", retries.to_string(), origin));

    let file_max = in_range(path, "max_response_mib", file.max_response_mib, 1..=1024)?;
    let (mib, origin) = pick(matches, "max_response_mib", args.max_response_mib, file_max, DEFAULT_MAX_RESPONSE_MIB);
    origins.push(("max_response_mib", mib.to_string(), origin));

    let file_conc = in_range(path, "concurrency", file.concurrency, 1..=64)?;
    let (concurrency, origin) = pick(matches, "concurrency", args.concurrency, file_conc, DEFAULT_CONCURRENCY);
    origins.push(("concurrency", concurrency.to_string(), origin));
    let concurrency_chosen = origin != Origin::Default;

    let (ca_bundle, origin) =
        pick(matches, "ca_bundle", args.ca_bundle.clone().map(Some), file.ca_bundle.clone().map(Some), None);
    let shown = ca_bundle.as_ref().map_or("(none)".to_string(), |p| p.display().to_string());
    origins.push(("ca_bundle", shown, origin));
    Ok(Limits {
        timeout: Duration::from_secs(secs),
        retries,
        max_response_bytes: mib * 1024 * 1024,
        concurrency: concurrency as usize,
        concurrency_chosen,
        ca_bundle,
    })
}

/// The contact the SEC asks for: the environment's, else the file's.
fn contact(given: &Given, origins: &mut Rows) -> Option<String> {
    let (contact, origin) = match (&given.environment.edgar_user_agent, &given.file.edgar_user_agent) {
        (Some(ua), _) if !ua.trim().is_empty() => (Some(ua.trim().to_string()), Origin::Environment),
        (_, Some(ua)) => (Some(ua.trim().to_string()), Origin::ConfigFile),
        _ => (None, Origin::Default),
    };
    origins.push(("edgar_user_agent", contact.clone().unwrap_or_else(|| "(not set)".into()), origin));
    contact
}

/// The cache (`None` with `--no-cache` or no folder for it), its folder, and the bulk store's.
fn cache(given: &Given, origins: &mut Rows) -> Result<(Option<CacheConfig>, Option<PathBuf>, Option<PathBuf>)> {
    let Given { args, environment, file, path, .. } = given;
    let cache_file = file.cache.as_ref();
    let cache_dir = config::cache_dir(environment.cache_dir.as_deref(), cache_file.and_then(|c| c.dir.as_deref()));
    let defaults = Ttls::default();
    let ttl = |v: Option<u64>, d: Duration| v.map_or(d, Duration::from_secs);
    let ttls = Ttls {
        statements: ttl(cache_file.and_then(|c| c.statements), defaults.statements),
        quote: ttl(cache_file.and_then(|c| c.quote), defaults.quote),
        prices: ttl(cache_file.and_then(|c| c.prices), defaults.prices),
        identifiers: ttl(cache_file.and_then(|c| c.identifiers), defaults.identifiers),
    };
    let mode = if args.offline {
        Mode::Offline
    } else if args.refresh {
        Mode::Refresh
    } else {
        Mode::Normal
    };
    let max_mib = in_range(path, "cache.max_mib", cache_file.and_then(|c| c.max_mib), 1..=1 << 30)?
        .unwrap_or(crate::net::cache::DEFAULT_MAX_MIB);
    let cache = match (&cache_dir, args.no_cache) {
        (Some(dir), false) => Some(CacheConfig { dir: dir.clone(), ttls, mode, max_bytes: max_mib * 1024 * 1024 }),
        _ => None,
    };
    let shown = match (&cache, args.no_cache) {
        (_, true) => "(off: --no-cache)".to_string(),
        (Some(c), _) => c.dir.display().to_string(),
        (None, _) => "(none: no cache folder)".to_string(),
    };
    let origin = if args.no_cache {
        Origin::Flag
    } else if environment.cache_dir.as_deref().is_some_and(|d| !d.is_empty()) {
        Origin::Environment
    } else if cache_file.and_then(|c| c.dir.as_ref()).is_some() {
        Origin::ConfigFile
    } else {
        Origin::Default
    };
    origins.push(("cache_dir", shown, origin));
    let store_dir = config::store_dir(environment.store_dir.as_deref());
    let shown = store_dir.as_ref().map_or_else(|| "(none: no data folder)".to_string(), |d| d.display().to_string());
    let origin = if environment.store_dir.as_deref().is_some_and(|d| !d.is_empty()) {
        Origin::Environment
    } else {
        Origin::Default
    };
    origins.push(("store_dir", shown, origin));
    let from_file = |f: fn(&crate::settings::config::CacheConfig) -> Option<u64>| {
        if cache_file.and_then(f).is_some() { Origin::ConfigFile } else { Origin::Default }
    };
    let ttl_rows: [(&'static str, Duration, Origin); 4] = [
        ("cache.statements", ttls.statements, from_file(|c| c.statements)),
        ("cache.quote", ttls.quote, from_file(|c| c.quote)),
        ("cache.prices", ttls.prices, from_file(|c| c.prices)),
        ("cache.identifiers", ttls.identifiers, from_file(|c| c.identifiers)),
    ];
    for (name, d, o) in ttl_rows {
        origins.push((name, format!("{} s", d.as_secs()), o));
    }
    origins.push(("cache.max_mib", format!("{max_mib} MiB"), from_file(|c| c.max_mib)));
    Ok((cache, cache_dir, store_dir))
}

/// Where the demo's store is, under the cache folder (`None` without one: never a shared
/// temporary folder, where another user could have put a store first), shown in place of the
/// store's folder by `config show`.
fn demo_store(cache_dir: Option<&Path>, origins: &mut Rows) -> Option<PathBuf> {
    let dir = crate::sources::bundled_store::folder(cache_dir?);
    if let Some(row) = origins.iter_mut().find(|r| r.0 == "store_dir") {
        *row = ("store_dir", format!("{} (--demo: the demo's store)", dir.display()), Origin::Flag);
    }
    Some(dir)
}

impl Settings {
    /// With `--demo`, builds the demo's store the first time a run reads it (a moment, said on
    /// stderr).
    pub fn ready(&self) -> Result<()> {
        match (&self.store_dir, self.bundled) {
            (Some(dir), true) => crate::sources::bundled_store::ready(dir, self.printer()),
            (None, true) => Err(Error::new(
                crate::error::ErrorKind::Files,
                format!(
                    "the demo's store is built in finq's cache folder, and this system has none: set {}",
                    crate::env::CACHE_DIR
                ),
            )),
            _ => Ok(()),
        }
    }

    /// With `--demo`, says what the store read is, as the demo's other answers do.
    pub fn bundled_store_notice(&self) {
        if self.bundled && !self.quiet {
            crate::printer::notice(crate::sources::bundled_store::NOTICE);
        }
    }

    /// The store answers filings in place of the provider, for what only a store answers: with
    /// `--demo`, its store in place of the bundled answers (a filing standardized, `--as-of`
    /// alone, `--period`); with `automatic_too`, the automatic choice's store in place of the
    /// provider too (`--as-of` alone, `--period`, which no service answers).
    fn store_in_place(&mut self, automatic_too: bool) {
        if let Some(store) = self.behind.take() {
            self.filings = store;
        } else if automatic_too && let Some(store) = self.first.take() {
            self.filings = store;
        }
    }

    /// A data command's filings from a store where only a store answers: `alone` (`--as-of`
    /// alone, `--period`) from the demo's or the automatic choice's, `standard` (a filing
    /// standardized) from the demo's ([`Self::store_in_place`]); then, when a store answers, the
    /// demo's built and said.
    pub fn store_where_only_it_answers(&mut self, alone: bool, standard: bool) -> Result<()> {
        if alone || standard {
            self.store_in_place(alone);
        }
        if self.filings.source == crate::sources::Source::STORE {
            self.ready()?;
            self.bundled_store_notice();
        }
        Ok(())
    }
}

/// The key in use: the environment's, else the file's.
fn api_key(given: &Given, origins: &mut Rows) -> Option<ApiKey> {
    let (api_key, origin) = match (given.environment.api_key.as_deref().and_then(ApiKey::new), &given.file.api_key) {
        (Some(k), _) => (Some(k), Origin::Environment),
        (None, Some(k)) => (ApiKey::new(k), Origin::ConfigFile),
        (None, None) => (None, Origin::Default),
    };
    let shown = if api_key.is_some() { "<redacted>" } else { "(not set)" };
    origins.push(("api_key", shown.to_string(), origin));
    api_key
}

/// What is wrong with who may read or change the config file.
fn file_warnings(given: &Given) -> Vec<String> {
    let path = given.path;
    let mut warnings = Vec::new();
    // A key in a file others can read is exposed whichever key is in use.
    if given.file.api_key.is_some() && config::readable_by_others(path) {
        warnings.push(format!(
            "{} holds the API key and is readable by others; run `chmod 600 {}`",
            path.display(),
            path.display()
        ));
    }
    // Anyone who can change the file can point the key (from the file or the environment) at a
    // host of their own with `base_url`.
    if config::writable_by_others(path) {
        warnings.push(format!(
            "{} may be changed by any user (a base_url there would receive the key); run `chmod 600 {}`",
            path.display(),
            path.display()
        ));
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolving_registers_no_key_and_the_inputs_name_every_key() {
        use clap::{CommandFactory, FromArgMatches};
        let (used, unused) = ("resolve-registers-nothing-FAKE-41", "file-key-FAKE-never-used-42");
        let matches = crate::cli::Cli::command().try_get_matches_from(["finq", "--no-cache", "quote", "AAPL"]).unwrap();
        let cli = crate::cli::Cli::from_arg_matches(&matches).unwrap();
        let inputs = Inputs {
            environment: Environment { api_key: Some(used.into()), ..Default::default() },
            config_path: std::env::temp_dir().join("finq-no-such-folder-41/config.toml"),
            file: toml::from_str(&format!("api_key = {unused:?}")).unwrap(),
            file_error: None,
            store_held: false,
        };
        let settings = Settings::resolve(&cli.global, &matches, &inputs).unwrap();
        assert_eq!(settings.filings.key.as_ref().map(|k| k.expose()), Some(used));
        // Nothing global changed: the key still prints, until a caller registers it.
        assert_eq!(crate::sanitize::redact(used), used);
        let keys: Vec<String> = inputs.keys().iter().map(|k| k.expose().to_string()).collect();
        assert_eq!(keys, [used, unused]);
    }

    #[test]
    fn key_is_redacted() {
        let k = ApiKey::new(" secret-value \n").unwrap();
        assert_eq!(k.expose(), "secret-value");
        assert!(!format!("{k:?} {k}").contains("secret"));
        assert_eq!(ApiKey::new("   "), None);
    }
}
