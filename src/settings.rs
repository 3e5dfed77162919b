//! Flags, environment and config file resolved once into [`Settings`]; nothing deeper reads them.
//!
//! Precedence is flag > environment > config file > default. Tickers and CIKs are validated here,
//! before any request: nothing a user types can add a path segment or a query parameter.

use std::fmt;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use clap::ArgMatches;
use clap::parser::ValueSource;
use reqwest::Url;

use crate::api::cache::{Mode, Ttls};
use crate::api::{CacheConfig, ClientConfig, RouteConfig, Source};
use crate::cli::{FilingArgs, Form, Format, GlobalArgs, env};
use crate::config::{self, ConfigFile};
use crate::error::{Error, Result};

pub const DEFAULT_TIMEOUT_SECS: u64 = 30;

pub use crate::api::ApiKey;

/// Where a setting's value came from, for `finq config show`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Flag,
    Environment,
    ConfigFile,
    Default,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Flag => "flag",
            Origin::Environment => "environment",
            Origin::ConfigFile => "config file",
            Origin::Default => "default",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Settings {
    pub format: Format,
    pub table: crate::render::TableOptions,
    /// `COLUMNS`, for the chart width.
    pub columns: Option<String>,
    /// Whether `-f/--format` was given on the command line.
    pub format_flag: bool,
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
    /// `None` with `--no-cache`, or when there is no folder for it.
    pub cache: Option<CacheConfig>,
    /// The cache folder, also with `--no-cache` (for `finq cache`).
    pub cache_dir: Option<PathBuf>,
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
    /// `COLUMNS`: the width to draw charts at, when set.
    pub columns: Option<String>,
    pub edgar_user_agent: Option<String>,
    pub config_dir: Option<String>,
    pub cache_dir: Option<String>,
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
        }
    }
}

/// Flag or environment (clap has merged those and knows which), then the config file, then the default.
fn pick<T>(matches: &ArgMatches, id: &str, arg: Option<T>, file: Option<T>, default: T) -> (T, Origin) {
    match (arg, file) {
        (Some(v), _) => match matches.value_source(id) {
            Some(ValueSource::EnvVariable) => (v, Origin::Environment),
            _ => (v, Origin::Flag),
        },
        (None, Some(v)) => (v, Origin::ConfigFile),
        (None, None) => (default, Origin::Default),
    }
}

/// A config-file number outside the range its flag accepts is refused like the flag would be.
fn in_range<T: PartialOrd + fmt::Display + Copy>(
    path: &std::path::Path,
    name: &str,
    v: Option<T>,
    range: std::ops::RangeInclusive<T>,
) -> Result<Option<T>> {
    match v {
        Some(x) if !range.contains(&x) => Err(Error::usage(format!(
            "{}: {name} = {x} is out of range; use {} to {}",
            path.display(),
            range.start(),
            range.end()
        ))),
        _ => Ok(v),
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
                warnings.push(format!("{} (the file is ignored for this command)", e.message));
                ConfigFile::default()
            }
            Err(e) => return Err(e),
        };

        // A file named with -o is not a terminal either.
        let default_format =
            if args.output.is_none() && std::io::stdout().is_terminal() { Format::Table } else { Format::Json };
        let (mut format, mut origin) = pick(matches, "format", args.format, file.format, default_format);
        let jq = match &args.jq {
            Some(code) => {
                if origin == Origin::Flag && format != Format::Json {
                    return Err(Error::usage("--jq filters JSON output; leave out -f or use -f json"));
                }
                (format, origin) = (Format::Json, Origin::Flag);
                Some(std::sync::Arc::new(crate::render::jq::compile(code, args.raw_output)?))
            }
            None => None,
        };
        origins.push(("format", format!("{format:?}").to_lowercase(), origin));

        let (provider, origin) = pick(matches, "provider", args.provider, file.provider, Source::default());
        origins.push(("provider", provider.name().to_string(), origin));
        let (base, origin) = pick(
            matches,
            "base_url",
            args.base_url.clone(),
            file.base_url.clone(),
            provider.default_base().to_string(),
        );
        let base_url = parse_base_url(&base)?;
        origins.push(("base_url", base_url.to_string(), origin));

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
        let cache = match (&cache_dir, args.no_cache) {
            (Some(dir), false) => Some(CacheConfig { dir: dir.clone(), ttls, mode }),
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

        // Colour: the flag first, then a non-empty NO_COLOR, then whether stdout is a terminal.
        let color = match args.color {
            crate::cli::ColorWhen::Always => true,
            crate::cli::ColorWhen::Never => false,
            crate::cli::ColorWhen::Auto => {
                !environment.no_color && args.output.is_none() && std::io::stdout().is_terminal()
            }
        };
        // Tables wrap to the terminal's width, and only on a terminal.
        let width = (args.output.is_none() && std::io::stdout().is_terminal())
            .then(|| crate::render::terminal_width(environment.columns.as_deref()).unwrap_or(80));
        let table =
            crate::render::TableOptions { units: args.units, color, labels: args.labels, chart_width: None, width };

        Ok(Self {
            format,
            table,
            columns: environment.columns.clone(),
            format_flag: matches.value_source("format") == Some(ValueSource::CommandLine),
            jq,
            raw: args.raw,
            output: args.output.clone(),
            // Both kinds of data come from the provider today; each route has its own source,
            // base URL and credentials, so that they can differ.
            filings: RouteConfig {
                source: provider,
                base: base_url.clone(),
                key: api_key.clone(),
                contact: edgar_user_agent.clone(),
            },
            market: RouteConfig { source: provider, base: base_url, key: api_key, contact: edgar_user_agent },
            timeout: Duration::from_secs(secs),
            retries,
            ca_bundle,
            max_response_bytes: mib * 1024 * 1024,
            concurrency: concurrency as usize,
            cache,
            cache_dir,
            demo: args.demo,
            verbose: args.verbose,
            quiet: args.quiet,
            config_path,
            origins,
            warnings,
        })
    }
}

impl Settings {
    /// What the data layer needs.
    pub fn client_config(&self) -> ClientConfig {
        ClientConfig {
            filings: self.filings.clone(),
            market: self.market.clone(),
            demo: self.demo,
            cache: self.cache.clone(),
            timeout: self.timeout,
            retries: self.retries,
            ca_bundle: self.ca_bundle.clone(),
            max_body: self.max_response_bytes,
            printer: self.printer(),
        }
    }

    /// How talkative this run is.
    pub fn printer(&self) -> crate::printer::Printer {
        crate::printer::Printer { verbose: self.verbose, quiet: self.quiet }
    }
}

/// A base URL must be http(s) with a host; plain HTTP only to this machine, since the key travels
/// in a header.
pub fn parse_base_url(s: &str) -> Result<Url> {
    let url = Url::parse(s.trim()).map_err(|e| Error::usage(format!("invalid base URL {}: {e}", quoted(s))))?;
    let host = url.host_str().unwrap_or_default();
    match url.scheme() {
        "https" if !host.is_empty() => {}
        "http" if is_loopback(host) => {}
        "http" => {
            return Err(Error::usage(format!(
                "refusing plain http:// to {}: the API key would cross the network unencrypted; use https://",
                quoted(host)
            )));
        }
        _ => {
            return Err(Error::usage(format!("invalid base URL {}: expected https://HOST", quoted(s))));
        }
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Error::usage("the base URL must not carry a user name or password"));
    }
    Ok(url)
}

use crate::api::is_loopback;

/// Input shown back in a message: quoted, escaped, and cut short.
pub fn quoted(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    let more = if s.chars().count() > 40 { "…" } else { "" };
    format!("{:?}{more}", cut)
}

/// A ticker symbol: letters and digits, with at most one class suffix after `.` or `-`
/// (`BRK.B`, `BF-B`). Returned in upper case.
pub fn ticker(s: &str) -> Result<String> {
    let valid = |part: &str, max: usize| {
        !part.is_empty() && part.len() <= max && part.bytes().all(|b| b.is_ascii_alphanumeric())
    };
    let ok = match s.find(['.', '-']) {
        Some(i) => valid(&s[..i], 10) && valid(&s[i + 1..], 5),
        None => valid(s, 10),
    };
    if ok {
        Ok(s.to_ascii_uppercase())
    } else {
        Err(Error::usage(format!(
            "invalid ticker {}: expected 1 to 10 letters or digits with an optional .X or -X class \
             suffix, such as AAPL, BRK.B or BF-B",
            quoted(s)
        )))
    }
}

/// A CIK: up to 10 digits, zero padding allowed. Returned without the padding.
pub fn cik(s: &str) -> Result<String> {
    let digits = s.trim_start_matches('0');
    if !s.is_empty() && s.len() <= 10 && s.bytes().all(|b| b.is_ascii_digit()) && !digits.is_empty() {
        Ok(digits.to_string())
    } else {
        Err(Error::usage(format!("invalid CIK {}: expected 1 to 10 digits, such as 320193 or 0000320193", quoted(s))))
    }
}

/// The words of a ticker or CIK list: whitespace or comma separated, `#` to the end of a line is a
/// comment.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|w| !w.is_empty())
}

/// Everything asked for, from the arguments (`-` = standard input) and a file, validated and in
/// order, each once. Any invalid entry stops everything before a request is sent.
fn subjects(
    args: &[String],
    file: Option<&std::path::Path>,
    what: &str,
    validate: fn(&str) -> Result<String>,
) -> Result<Vec<String>> {
    let mut raw: Vec<String> = Vec::new();
    for a in args {
        if a == "-" {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
                .map_err(|e| Error::usage(format!("cannot read {what}s from standard input: {e}")))?;
            raw.extend(words(&text).map(str::to_string));
        } else {
            raw.push(a.clone());
        }
    }
    if let Some(path) = file {
        let text =
            std::fs::read_to_string(path).map_err(|e| Error::usage(format!("cannot read {}: {e}", path.display())))?;
        raw.extend(words(&text).map(str::to_string));
    }
    let mut seen = std::collections::HashSet::new();
    let mut out: Vec<String> = Vec::with_capacity(raw.len());
    for r in &raw {
        let v = validate(r)?;
        if seen.insert(v.clone()) {
            out.push(v);
        }
    }
    if out.is_empty() {
        return Err(Error::usage(format!("no {what} given: name one, or pass - to read them from standard input")));
    }
    Ok(out)
}

pub fn tickers(args: &crate::cli::Tickers) -> Result<Vec<String>> {
    subjects(&args.tickers, args.tickers_file.as_deref(), "ticker", ticker)
}

pub fn ciks(args: &crate::cli::CikArgs) -> Result<Vec<String>> {
    subjects(&args.ciks, args.ciks_file.as_deref(), "CIK", cik)
}

/// The form chosen by `--form`, `--annual` or `--quarterly`, if any.
pub fn form(args: &FilingArgs) -> Option<Form> {
    if args.annual {
        Some(Form::TenK)
    } else if args.quarterly {
        Some(Form::TenQ)
    } else {
        args.form
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickers() {
        for good in ["AAPL", "msft", "BRK.B", "BF-B", "A", "X1"] {
            assert!(ticker(good).is_ok(), "{good}");
        }
        assert_eq!(ticker("brk.b").unwrap(), "BRK.B");
        for bad in
            ["", "../x", "A?b=1", "A#x", "%2F", "A B", "A\u{7}", "ÄPPL", "A.B.C", ".A", "A.", "A/B", &"A".repeat(100)]
        {
            let err = ticker(bad).unwrap_err();
            assert_eq!(err.kind, crate::error::ErrorKind::Usage, "{bad}");
            assert!(!err.message.contains('\u{7}'));
        }
    }

    #[test]
    fn ciks() {
        assert_eq!(cik("320193").unwrap(), "320193");
        assert_eq!(cik("0000320193").unwrap(), "320193");
        for bad in ["", "0", "00000000000320193", "32o193", "-1", "1 2"] {
            assert!(cik(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn base_urls() {
        assert!(parse_base_url("https://services.last10k.com").is_ok());
        assert!(parse_base_url("http://127.0.0.1:8080").is_ok());
        assert!(parse_base_url("http://localhost:1").is_ok());
        assert!(parse_base_url("http://[::1]:1").is_ok());
        assert!(parse_base_url("http://example.com").unwrap_err().message.contains("https"));
        assert!(parse_base_url("ftp://example.com").is_err());
        assert!(parse_base_url("not a url").is_err());
        assert!(parse_base_url("https://user:pw@example.com").is_err());
    }

    #[test]
    fn key_is_redacted() {
        let k = ApiKey::new(" secret-value \n").unwrap();
        assert_eq!(k.expose(), "secret-value");
        assert!(!format!("{k:?} {k}").contains("secret"));
        assert_eq!(ApiKey::new("   "), None);
    }
}
