//! `finq cache path | stats | clear`.

use crate::cli::CacheCommand;
use crate::error::Error;
use crate::net::cache::Cache;
use crate::render::{self, Output};
use crate::settings::Settings;

pub fn run(cmd: &CacheCommand, settings: &Settings) -> anyhow::Result<()> {
    let dir = settings
        .cache_dir
        .clone()
        .ok_or_else(|| Error::usage("there is no cache folder on this system; set FINQ_CACHE_DIR"))?;
    let mut out = Output::open(None)?;
    match cmd {
        CacheCommand::Path => writeln!(out.writer(), "{}", dir.display())?,
        CacheCommand::Stats => {
            let ttls = settings.cache.as_ref().map(|c| c.ttls).unwrap_or_default();
            let stats = Cache::new(&dir, ttls, crate::net::cache::Mode::Normal).stats();
            let w = out.writer();
            writeln!(w, "path = {}", dir.display())?;
            writeln!(w, "format = {}", crate::net::cache::FORMAT)?;
            writeln!(w, "entries = {}", stats.entries)?;
            writeln!(w, "bytes = {}", stats.bytes)?;
            writeln!(w, "expired = {}", stats.expired)?;
        }
        CacheCommand::Clear => {
            let removed =
                Cache::clear(&dir).map_err(|e| Error::files(format_args!("cannot clear {}", dir.display()), e))?;
            if !settings.quiet {
                render::notice(&format!("removed {removed} cached answers from {}", dir.display()));
            }
        }
    }
    out.finish()
}
