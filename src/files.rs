//! Files that appear whole or not at all: written to a temporary name beside the target, then
//! renamed over it. Used for `-o`, snapshots, cache entries and the config file.

use std::io::{self, Write};
use std::path::Path;

/// A temporary file in `dir`, named so that finq's leftovers are recognisable (`.finq-*.part`).
/// tempfile creates it with mode 0600.
pub fn temp_in(dir: &Path) -> io::Result<tempfile::NamedTempFile> {
    tempfile::Builder::new().prefix(".finq-").suffix(".part").tempfile_in(dir)
}

/// Writes `bytes` to `path` whole: the folder is created, the bytes go to a temporary file, are
/// synced when `durable`, and the file is renamed into place. The file keeps mode 0600.
pub fn write_whole(path: &Path, bytes: &[u8], durable: bool) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir)?;
    let mut tmp = temp_in(dir)?;
    tmp.write_all(bytes)?;
    if durable {
        tmp.as_file().sync_all()?;
    }
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
