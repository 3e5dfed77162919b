//! The config file: where it lives, what it may hold, and `finq config set-key`.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::cli::{Format, env};
use crate::error::{Error, Result};

pub const FILE_NAME: &str = "config.toml";

/// Everything `config.toml` may set. Unknown keys are refused so that a typo is not silently ignored.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    pub api_key: Option<String>,
    pub base_url: Option<String>,
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

/// Reads the config file; a missing file is an empty config.
pub fn load(path: &Path) -> Result<ConfigFile> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ConfigFile::default()),
        Err(e) => return Err(Error::usage(format!("cannot read {}: {e}", path.display()))),
    };
    toml::from_str(&text).map_err(|e| {
        // toml's message spans several lines (it quotes the line); the first says what is wrong.
        let first = e.message().lines().next().unwrap_or("invalid TOML").to_string();
        Error::usage(format!("{}: {first}", path.display()))
    })
}

/// Stores `key` in the config file, keeping every other setting, with mode 0600 on Unix.
/// The file is written to a temporary name and renamed, so it is never half-written.
pub fn set_key(path: &Path, key: &str) -> Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Error::usage(format!("cannot create {}: {e}", dir.display())))?;
    let mut table: toml::Table = match std::fs::read_to_string(path) {
        Ok(text) => text
            .parse()
            .map_err(|_| Error::usage(format!("{} is not valid TOML; fix or remove it first", path.display())))?,
        Err(_) => toml::Table::new(),
    };
    table.insert("api_key".into(), toml::Value::String(key.to_string()));
    let text = toml::to_string(&table).map_err(|e| Error::usage(format!("cannot write config: {e}")))?;
    let write_err = |e: std::io::Error| Error::usage(format!("cannot write {}: {e}", path.display()));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(write_err)?;
    // tempfile creates the file 0600 already; say so explicitly, it is the point of this function.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        tmp.as_file().set_permissions(std::fs::Permissions::from_mode(0o600)).map_err(write_err)?;
    }
    tmp.write_all(text.as_bytes()).map_err(write_err)?;
    tmp.persist(path).map_err(|e| write_err(e.error))?;
    Ok(())
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
