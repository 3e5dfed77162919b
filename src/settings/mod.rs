//! Flags, environment and config file resolved once into [`Settings`]; nothing deeper reads them.
//!
//! Precedence is flag > environment > config file > default ([`origins`]). The network side
//! (base URLs, the data layer's [`crate::api::ClientConfig`]) is in `network`; what is asked
//! about (tickers, CIKs) is validated in `crate::input`.

mod network;
pub mod origins;
mod output;

pub use network::parse_base_url;
pub use origins::Origin;
use origins::{in_range, pick};
pub use output::EXTENSIONS;

use std::path::PathBuf;
use std::time::Duration;

use clap::ArgMatches;
use clap::parser::ValueSource;

use crate::api::cache::{Mode, Ttls};
use crate::api::{CacheConfig, Endpoint, RouteConfig, Source};
use crate::cli::{Format, GlobalArgs, env};
use crate::config::{self, ConfigFile};
use crate::error::Result;

pub const DEFAULT_TIMEOUT_SECS: u64 = 30;

pub use crate::api::ApiKey;

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
    /// The bulk store's folder (`FINQ_STORE_DIR`, else the platform's data folder).
    pub store_dir: Option<PathBuf>,
    /// Whether the base URL was chosen (flag, environment or config file) rather than defaulted.
    pub base_url_chosen: bool,
    pub demo: bool,
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

impl Settings {
    pub fn resolve(args: &GlobalArgs, matches: &ArgMatches, environment: &Environment) -> Result<Self> {
        Self::resolve_with(args, matches, environment, false)
    }

    /// With `lenient`, a config file that does not read is a warning and is ignored: for the
    /// commands that must work to repair it (`config path`, `config init --force`) and `--demo`.
    pub fn resolve_with(
        args: &GlobalArgs,
        matches: &ArgMatches,
        environment: &Environment,
        lenient: bool,
    ) -> Result<Self> {
        let config_dir = config::dir(environment.config_dir.as_deref())?;
        let config_path = config_dir.join(config::FILE_NAME);
        let mut origins = Vec::new();
        let mut warnings = Vec::new();
        let file: ConfigFile = match config::load(&config_path) {
            Ok(f) => f,
            Err(e) if lenient => {
                warnings.push(format!("{e} (the file is ignored for this command)"));
                ConfigFile::default()
            }
            Err(e) => return Err(e),
        };

        let output::Chosen { format, jq, origin, unknown_extension } = output::format(args, matches, file.format)?;
        origins.push(("format", format!("{format:?}").to_lowercase(), origin));

        let (provider, provider_origin) = pick(
            matches,
            "provider",
            args.provider.map(|p| p.source()),
            file.provider.map(|p| p.source()),
            Source::default(),
        );
        // The provider and base URL shown are the ones used, decided below (one truth).
        let provider_row = origins.len();
        let (base, base_origin) = pick(
            matches,
            "base_url",
            args.base_url.clone(),
            file.base_url.clone(),
            provider.default_base().unwrap_or_default().to_string(),
        );
        // A local provider has no base URL: nothing to parse (or to refuse as plain http).
        let base_url = if provider.is_local() { None } else { Some(parse_base_url(&base)?) };

        let file_timeout = in_range(&config_path, "timeout", file.timeout, 1..=3600)?;
        let (secs, origin) = pick(matches, "timeout", args.timeout, file_timeout, DEFAULT_TIMEOUT_SECS);
        origins.push(("timeout", format!("{secs} s"), origin));

        let file_retries = in_range(&config_path, "retries", file.retries, 0..=10)?;
        let (retries, origin) = pick(matches, "retries", args.retries, file_retries, DEFAULT_RETRIES);
        origins.push(("retries", retries.to_string(), origin));

        let file_max = in_range(&config_path, "max_response_mib", file.max_response_mib, 1..=1024)?;
        let (mib, origin) =
            pick(matches, "max_response_mib", args.max_response_mib, file_max, DEFAULT_MAX_RESPONSE_MIB);
        origins.push(("max_response_mib", mib.to_string(), origin));

        let file_conc = in_range(&config_path, "concurrency", file.concurrency, 1..=64)?;
        let (concurrency, origin) = pick(matches, "concurrency", args.concurrency, file_conc, DEFAULT_CONCURRENCY);
        origins.push(("concurrency", concurrency.to_string(), origin));
        let concurrency_chosen = origin != Origin::Default;

        let (ca_bundle, origin) =
            pick(matches, "ca_bundle", args.ca_bundle.clone().map(Some), file.ca_bundle.clone().map(Some), None);
        let shown = ca_bundle.as_ref().map_or("(none)".to_string(), |p| p.display().to_string());
        origins.push(("ca_bundle", shown, origin));

        let (edgar_user_agent, origin) = match (&environment.edgar_user_agent, &file.edgar_user_agent) {
            (Some(ua), _) if !ua.trim().is_empty() => (Some(ua.trim().to_string()), Origin::Environment),
            (_, Some(ua)) => (Some(ua.trim().to_string()), Origin::ConfigFile),
            _ => (None, Origin::Default),
        };
        origins.push(("edgar_user_agent", edgar_user_agent.clone().unwrap_or_else(|| "(not set)".into()), origin));

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
        let max_mib = in_range(&config_path, "cache.max_mib", cache_file.and_then(|c| c.max_mib), 1..=1 << 30)?
            .unwrap_or(crate::api::cache::DEFAULT_MAX_MIB);
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
        let shown =
            store_dir.as_ref().map_or_else(|| "(none: no data folder)".to_string(), |d| d.display().to_string());
        let origin = if environment.store_dir.as_deref().is_some_and(|d| !d.is_empty()) {
            Origin::Environment
        } else {
            Origin::Default
        };
        origins.push(("store_dir", shown, origin));
        let from_file = |f: fn(&crate::config::CacheConfig) -> Option<u64>| {
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

        // Every key finq knows of is kept out of every output, whichever one is used.
        for k in [environment.api_key.as_deref(), file.api_key.as_deref()].into_iter().flatten() {
            if let Some(k) = ApiKey::new(k) {
                crate::sanitize::register_secret(k.expose());
            }
        }
        let (api_key, origin) = match (environment.api_key.as_deref().and_then(ApiKey::new), &file.api_key) {
            (Some(k), _) => (Some(k), Origin::Environment),
            (None, Some(k)) => (ApiKey::new(k), Origin::ConfigFile),
            (None, None) => (None, Origin::Default),
        };
        let shown = if api_key.is_some() { "<redacted>" } else { "(not set)" };
        origins.push(("api_key", shown.to_string(), origin));
        // A key in a file others can read is exposed whichever key is in use.
        if file.api_key.is_some() && config::readable_by_others(&config_path) {
            warnings.push(format!(
                "{} holds the API key and is readable by others; run `chmod 600 {}`",
                config_path.display(),
                config_path.display()
            ));
        }

        // Anyone who can change the file can point the key (from the file or the environment)
        // at a host of their own with `base_url`.
        if config::writable_by_others(&config_path) {
            warnings.push(format!(
                "{} may be changed by any user (a base_url there would receive the key); run `chmod 600 {}`",
                config_path.display(),
                config_path.display()
            ));
        }

        // A local source reads the store's folder, not a base URL.
        let local = store_dir.as_deref();
        // Who has no Last10K key and chose no provider gets filings from the keyless source
        // (SEC EDGAR, which asks only for a contact); quotes and prices stay with the provider.
        let (filings_source, filings_base) = if provider_origin == Origin::Default && api_key.is_none() {
            let source = Source::KEYLESS_FILINGS;
            let chosen = if base_origin == Origin::Default { None } else { base_url.as_ref() };
            (source, endpoint(source, chosen, local)?)
        } else {
            (provider, endpoint(provider, base_url.as_ref(), local)?)
        };
        let provider_shown = if filings_source == provider {
            provider.name().to_string()
        } else {
            format!("{} (no Last10K key is set; {} with one)", filings_source.name(), provider.name())
        };
        origins.insert(provider_row, ("provider", provider_shown, provider_origin));
        let base_origin = if filings_base.url() == base_url.as_ref() { base_origin } else { Origin::Default };
        origins.insert(provider_row + 1, ("base_url", filings_base.to_string(), base_origin));

        // Quotes and prices: the chosen market source, else the provider's own when it has them
        // and a key, else the keyless market source.
        let (market_choice, market_origin) =
            pick(matches, "market", args.market.map(|m| m.source()), file.market.map(|m| m.source()), {
                if api_key.is_some() && provider.supports(crate::api::Operation::Quote) {
                    provider
                } else {
                    Source::KEYLESS_MARKET
                }
            });
        let market_base = match (&environment.market_base_url, &file.market_base_url) {
            _ if market_choice.is_local() => endpoint(market_choice, None, local)?,
            (Some(b), _) | (None, Some(b)) => Endpoint::Http(parse_base_url(b)?),
            _ if market_choice == provider => endpoint(provider, base_url.as_ref(), local)?,
            _ => endpoint(market_choice, None, local)?,
        };
        origins.push(("market", format!("{} at {market_base}", market_choice.name()), market_origin));

        let table = output::table(args, environment);

        Ok(Self {
            format,
            table,
            columns: environment.columns.clone(),
            format_flag: matches.value_source("format") == Some(ValueSource::CommandLine),
            unknown_extension,
            jq,
            raw: args.raw,
            output: args.output.clone(),
            // Each route has its own source, endpoint and credentials, so that they can differ;
            // `--demo` answers both from the bundled data (what is configured is still shown).
            filings: match args.demo {
                true => RouteConfig::local(Source::DEMO, None),
                false => RouteConfig {
                    source: filings_source,
                    endpoint: filings_base,
                    key: api_key.clone(),
                    contact: edgar_user_agent.clone(),
                },
            },
            market: match args.demo {
                true => RouteConfig::local(Source::DEMO, None),
                false => RouteConfig {
                    source: market_choice,
                    endpoint: market_base,
                    key: api_key,
                    contact: edgar_user_agent,
                },
            },
            timeout: Duration::from_secs(secs),
            retries,
            ca_bundle,
            max_response_bytes: mib * 1024 * 1024,
            concurrency: concurrency as usize,
            concurrency_chosen,
            cache,
            cache_dir,
            store_dir,
            base_url_chosen: base_origin != Origin::Default,
            demo: args.demo,
            verbose: args.verbose,
            quiet: args.quiet,
            config_path,
            origins,
            warnings,
        })
    }
}

/// Where `source` is asked: the base URL chosen for it, else its own; a local source has none,
/// and reads `local` (the store's folder) instead.
fn endpoint(source: Source, chosen: Option<&reqwest::Url>, local: Option<&std::path::Path>) -> Result<Endpoint> {
    if source.is_local() {
        return Ok(Endpoint::Local(local.map(std::path::Path::to_path_buf)));
    }
    match chosen {
        Some(url) => Ok(Endpoint::Http(url.clone())),
        None => Ok(Endpoint::Http(parse_base_url(source.default_base().unwrap_or_default())?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_is_redacted() {
        let k = ApiKey::new(" secret-value \n").unwrap();
        assert_eq!(k.expose(), "secret-value");
        assert!(!format!("{k:?} {k}").contains("secret"));
        assert_eq!(ApiKey::new("   "), None);
    }
}
