//! The config file: where it lives, what it may hold, and `finq config set-key`.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::env;
use crate::error::{Error, Result};
use crate::render::Format;

pub const FILE_NAME: &str = "config.toml";

/// Everything `config.toml` may set. Unknown keys are refused so that a typo is not silently ignored.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    pub api_key: Option<String>,
    pub base_url: Option<String>,
    pub provider: Option<crate::cli::Provider>,
    /// Where quotes and prices come from.
    pub market: Option<crate::cli::Market>,
    pub market_base_url: Option<String>,
    /// Who EDGAR is told is asking: "Jane Doe jane@example.com".
    pub edgar_user_agent: Option<String>,
    pub format: Option<Format>,
    pub timeout: Option<u64>,
    pub retries: Option<u32>,
    pub ca_bundle: Option<PathBuf>,
    pub max_response_mib: Option<u64>,
    pub concurrency: Option<u32>,
    pub cache: Option<CacheConfig>,
}

/// The `[cache]` table: where, and how long answers stay fresh (seconds).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    pub dir: Option<PathBuf>,
    pub statements: Option<u64>,
    pub quote: Option<u64>,
    pub prices: Option<u64>,
    pub identifiers: Option<u64>,
    /// The most MiB the entries may take together; the least recently used go first.
    pub max_mib: Option<u64>,
}

/// The folder holding `config.toml`: `FINQ_CONFIG_DIR`, else the platform's config folder.
pub fn dir(env_dir: Option<&str>) -> Result<PathBuf> {
    if let Some(d) = env_dir.filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "finq")
        .map(|p| p.config_dir().to_path_buf())
        .ok_or_else(|| Error::usage(format!("no home folder to keep config.toml in; set {}", env::CONFIG_DIR)))
}

/// The cache folder: `FINQ_CACHE_DIR`, the config file's `[cache] dir`, else the platform's.
pub fn cache_dir(env_dir: Option<&str>, file: Option<&Path>) -> Option<PathBuf> {
    if let Some(d) = env_dir.filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = file {
        return Some(d.to_path_buf());
    }
    directories::ProjectDirs::from("", "", "finq").map(|p| p.cache_dir().to_path_buf())
}

/// The bulk store's folder: `FINQ_STORE_DIR`, else `store` in the platform's data folder
/// (`~/.local/share/finq/store` on Linux).
pub fn store_dir(env_dir: Option<&str>) -> Option<PathBuf> {
    if let Some(d) = env_dir.filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "finq").map(|p| p.data_dir().join("store"))
}

/// Reads the config file; a missing file is an empty config.
pub fn load(path: &Path) -> Result<ConfigFile> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ConfigFile::default()),
        Err(e) => return Err(Error::reading(format_args!("cannot read {}", path.display()), e)),
    };
    toml::from_str(&text).map_err(|e| {
        // toml's message spans several lines (it quotes the line); the first says what is wrong.
        let first = e.message().lines().next().unwrap_or("invalid TOML").to_string();
        let place = e.span().map(|span| place_of(&text, span.start)).unwrap_or_default();
        Error::usage(format!("{}{place}: {}", path.display(), unknown_field(&first).unwrap_or(first)))
    })
}

/// toml's "unknown field `timout`, expected one of `a`, `b`, …" ending with what to do: the
/// nearest field's name, or the list.
fn unknown_field(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (typed, rest) = rest.split_once('`')?;
    let names: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    let near = crate::suggest::nearest(typed, &names);
    Some(match near.first() {
        Some(n) => format!("unknown field `{typed}`; did you mean `{n}`?"),
        None => format!("unknown field `{typed}`; the fields are {}", names.join(", ")),
    })
}

/// ", line 31 (in [cache])": where in the file an error is, and the table that line belongs to
/// (a line appended after a table belongs to it, which surprises people).
fn place_of(text: &str, at: usize) -> String {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let table = before
        .lines()
        .rev()
        .filter_map(|l| {
            let t = l.trim();
            (t.starts_with('[') && !t.starts_with("[[")).then(|| t.split(']').next().unwrap_or(t).to_string() + "]")
        })
        .next();
    match table {
        Some(t) => format!(", line {line} (in table {t})"),
        None => format!(", line {line}"),
    }
}

/// The file `finq config init` writes: every setting, commented out at its default.
pub const TEMPLATE: &str = r#"# finq configuration. Precedence: flag > environment variable > this file > default.
# `finq config show` prints every setting and where it came from.

# The subscription key. Better: `finq config set-key` (reads standard input, keeps this file 0600),
# or FINQ_API_KEY in the environment. Never a command-line flag.
# api_key = "..."

# Which host and request form: "last10k" (services.last10k.com), "rapidapi" (the successor),
# "edgar" (SEC EDGAR's free XBRL data: statements, summary and look-ups; no key), or "bulk" (the
# bulk store on this machine, `finq bulk`: "bulk" makes it the default). Without this, a bulk
# store that holds quarters answers first the filings it surely holds, and in EDGAR's place when
# EDGAR cannot be reached or no contact is set (GUIDE.md: "Statements from the store").
# provider = "last10k"

# Where quotes and prices come from: "last10k", "rapidapi" (both need the key) or "yahoo"
# (keyless). Without this: the provider's own with a Last10K key, else Yahoo.
# market = "yahoo"

# For --provider edgar: your name and contact, sent as the User-Agent, as the SEC requires.
# edgar_user_agent = "Jane Doe jane@example.com"

# The service's base URL; plain http:// only to this machine.
# base_url = "https://services.last10k.com"

# Output when no -f is given: "table", "json", "csv" or "ndjson".
# Without this, finq prints a table on a terminal and JSON otherwise.
# format = "table"

# Seconds to wait for one answer, retries included (1-3600).
# timeout = 30

# Extra tries for 429, 502, 503, 504, resets and time-outs (0-10).
# retries = 3

# Requests in flight at once for several tickers or periods (1-64).
# concurrency = 8

# Extra trusted root certificates (PEM), for corporate proxies.
# ca_bundle = "/etc/ssl/certs/corp-root.pem"

# The largest answer accepted, in MiB (1-1024).
# max_response_mib = 16

# The cache: where answers are kept (default: the platform's cache folder, or FINQ_CACHE_DIR)
# and how long they stay fresh, in seconds. To set any of it, uncomment [cache] too, and keep
# tables last: a line below a [table] belongs to that table.
# [cache]
# dir = "/var/cache/finq"
# statements = 86400     # statements and the summary: a day
# quote = 60
# prices = 86400        # a day
# identifiers = 2592000  # CIK <-> ticker: a month
# max_mib = 1024         # the most the entries take; the least recently used go first
"#;

/// [`TEMPLATE`] with the settings of the config file `existing` in place of their commented lines
/// (`finq config init` after `finq config set-contact` keeps the contact), and the names kept.
/// `Err` says why that cannot be done without losing something: text that is not only settings
/// and the template's own comments, or a file that does not read.
pub fn template_keeping(existing: &str) -> std::result::Result<(String, Vec<String>), String> {
    let table: toml::Table = existing.parse().map_err(|_| "it is not valid TOML".to_string())?;
    toml::from_str::<ConfigFile>(existing).map_err(|e| format!("it does not read ({})", e.message()))?;
    let template: std::collections::HashSet<&str> = TEMPLATE.lines().map(str::trim).collect();
    if existing.lines().map(str::trim).any(|l| l.starts_with('#') && !template.contains(l)) {
        return Err("it has comments of its own".into());
    }
    let mut lines: Vec<String> = TEMPLATE.lines().map(String::from).collect();
    let mut kept = Vec::new();
    // The commented line `# name = …` in lines[range] becomes `name = value`.
    let set = |lines: &mut Vec<String>, range: std::ops::Range<usize>, name: &str, value: &toml::Value| {
        let commented = format!("# {name} =");
        match lines[range.clone()].iter().position(|l| l.starts_with(&commented)) {
            Some(i) => lines[range.start + i] = format!("{name} = {value}"),
            None => lines.insert(range.end, format!("{name} = {value}")),
        }
    };
    for (name, value) in table.iter().filter(|(n, _)| *n != "cache") {
        let cache_at = lines.iter().position(|l| l == "# [cache]").unwrap_or(lines.len());
        set(&mut lines, 0..cache_at, name, value);
        kept.push(name.clone());
    }
    if let Some(toml::Value::Table(cache)) = table.get("cache") {
        let cache_at = lines.iter().position(|l| l == "# [cache]").unwrap_or(lines.len());
        lines[cache_at] = "[cache]".into();
        for (name, value) in cache {
            let end = lines.len();
            set(&mut lines, cache_at..end, name, value);
            kept.push(format!("cache.{name}"));
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    // What is written must read back as the same settings.
    if text.parse::<toml::Table>().ok() != Some(table) {
        return Err("its settings do not fit the template".into());
    }
    Ok((text, kept))
}

/// Writes `text` (such as [`TEMPLATE`]) as the config file, whole or not at all, mode 0600: a
/// key may be added to it later.
pub fn write(path: &Path, text: &str) -> Result<()> {
    write_private(path, text)
}

/// The config file may hold the key: it is written whole and stays 0600 (tempfile's mode).
fn write_private(path: &Path, text: &str) -> Result<()> {
    crate::files::write_whole(path, text.as_bytes(), true, crate::files::Access::Private)
        .map_err(|e| Error::files(format_args!("cannot write {}", path.display()), e))
}

/// Stores `key` in the config file, keeping every other setting, with mode 0600 on Unix.
/// The file is written to a temporary name and renamed, so it is never half-written.
pub fn set_key(path: &Path, key: &str) -> Result<()> {
    set_line(path, "api_key", key)
}

/// Sets the top-level `name = "value"` in the config file, keeping its comments and layout:
/// the line (or its commented template line) is replaced, else added before the first table.
pub fn set_line(path: &Path, name: &str, value: &str) -> Result<()> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    if text.parse::<toml::Table>().is_err() {
        return Err(Error::usage(format!("{} is not valid TOML; fix or remove it first", path.display())));
    }
    let line = format!("{name} = {}", toml::Value::String(value.to_string()));
    let commented = format!("# {name} =");
    let mut replaced = false;
    let mut lines: Vec<String> = text
        .lines()
        .map(|l| {
            let t = l.trim_start();
            let is_it = t.strip_prefix(name).is_some_and(|rest| rest.trim_start().starts_with('='));
            if !replaced && (is_it || t.starts_with(&commented)) {
                replaced = true;
                line.clone()
            } else {
                l.to_string()
            }
        })
        .collect();
    if !replaced {
        // Top-level keys must come before the first [table].
        let at = lines.iter().position(|l| l.trim_start().starts_with('[')).unwrap_or(lines.len());
        lines.insert(at, line);
    }
    let mut out = lines.join("\n");
    out.push('\n');
    write_private(path, &out)
}

/// Removes the top-level `name = …` setting from the config file (the lines before its first
/// table), keeping everything else; `false` when the file set none.
pub fn unset_line(path: &Path, name: &str) -> Result<bool> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(Error::reading(format_args!("cannot read {}", path.display()), e)),
    };
    if text.parse::<toml::Table>().is_err() {
        return Err(Error::usage(format!("{} is not valid TOML; fix or remove it first", path.display())));
    }
    let mut in_table = false;
    let mut removed = false;
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            in_table |= t.starts_with('[');
            // `api_key = …`, or the name quoted (`"api_key" = …`, `'api_key' = …`).
            let named = [name.to_string(), format!("\"{name}\""), format!("'{name}'")];
            let is_it = !in_table
                && named
                    .iter()
                    .any(|n| t.strip_prefix(n.as_str()).is_some_and(|rest| rest.trim_start().starts_with('=')));
            removed |= is_it;
            !is_it
        })
        .collect();
    if removed {
        let mut out = kept.join("\n");
        out.push('\n');
        // A value over several lines (a multi-line string) is not taken out by its first line:
        // refused rather than left half.
        let still = out.parse::<toml::Table>().map(|t| t.contains_key(name));
        if !matches!(still, Ok(false)) {
            return Err(Error::usage(format!(
                "{} sets {name} in a way finq cannot take out line by line; edit the file",
                path.display()
            )));
        }
        write_private(path, &out)?;
    }
    Ok(removed)
}

/// True when others than the owner may read the file (a key in it would be exposed).
pub fn readable_by_others(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).map(|m| m.permissions().mode() & 0o044 != 0).unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

/// True when any user may change the file (what it says, a key or a base URL, could be anyone's).
pub fn writable_by_others(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).map(|m| m.permissions().mode() & 0o002 != 0).unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_takes_the_key_out_however_it_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        for (text, left) in [
            ("# mine\napi_key = \"k-1\"\ntimeout = 5\n", "# mine\ntimeout = 5\n"),
            ("\"api_key\" = \"k-1\"\n[cache]\napi_key_note = 1\n", "[cache]\napi_key_note = 1\n"),
            ("'api_key' = 'k-1'\n", "\n"),
        ] {
            std::fs::write(&path, text).unwrap();
            assert!(unset_line(&path, "api_key").unwrap(), "{text}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), left);
        }
        // A multi-line value is refused, the file as it was.
        let multi = "api_key = \"\"\"\nk-1\n\"\"\"\n";
        std::fs::write(&path, multi).unwrap();
        assert!(unset_line(&path, "api_key").is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), multi);
        std::fs::write(&path, "timeout = 5\n").unwrap();
        assert!(!unset_line(&path, "api_key").unwrap());
    }

    #[test]
    fn the_template_parses_and_ends_outside_any_table() {
        let mut text = TEMPLATE.to_string();
        text.push_str("timeout = 5\n");
        let c: ConfigFile = toml::from_str(&text).unwrap();
        assert_eq!(c.timeout, Some(5));
    }

    #[test]
    fn init_keeps_every_setting_even_one_the_template_does_not_list() {
        let existing = "market_base_url = \"http://127.0.0.1:9\"\ntimeout = 5\n[cache]\nquote = 7\n";
        let (text, kept) = template_keeping(existing).unwrap();
        assert_eq!(kept, ["market_base_url", "timeout", "cache.quote"]);
        let c: ConfigFile = toml::from_str(&text).unwrap();
        assert_eq!(c.market_base_url.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!((c.timeout, c.cache.unwrap().quote), (Some(5), Some(7)));
        assert!(text.contains("# retries = 3") && text.ends_with('\n'));
        assert!(template_keeping("# mine\ntimeout = 5\n").unwrap_err().contains("comments of its own"));
    }

    #[test]
    fn errors_name_the_line_and_table() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "format = \"json\"\n[cache]\nquote = 60\ntimeout = 5\n").unwrap();
        let e = load(&path).unwrap_err();
        assert!(e.message.contains(", line 4 (in table [cache]): unknown field `timeout`"), "{}", e.message);
        let near = unknown_field("unknown field `timout`, expected one of `api_key`, `timeout`, `retries`");
        assert_eq!(near.as_deref(), Some("unknown field `timout`; did you mean `timeout`?"));
        let far = unknown_field("unknown field `colour`, expected one of `ttl_days`, `max_mib`");
        assert_eq!(far.as_deref(), Some("unknown field `colour`; the fields are ttl_days, max_mib"));
    }
}
