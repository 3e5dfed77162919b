//! `finq serve`: the keys the server accepts, read and checked against the flags, before it
//! listens (the server itself is `crate::serve`).

use crate::cli::ServeArgs;
use crate::error::Error;
use crate::serve::{Listening, keys};
use crate::settings::Settings;

pub fn run(args: &ServeArgs, settings: &Settings) -> anyhow::Result<()> {
    let printer = settings.printer();
    let env_keys = std::env::var(crate::env::SERVE_KEYS).ok();
    let keys = keys::load(env_keys.as_deref(), args.keys_file.as_deref(), &|w| printer.warn(w))?;
    if keys.is_empty() && !args.no_auth {
        return Err(Error::usage(format!(
            "finq serve needs the keys it accepts: set {} (comma separated) or --keys-file FILE; \
             --no-auth serves without keys on a loopback address",
            crate::env::SERVE_KEYS
        ))
        .into());
    }
    if args.no_auth && !args.listen.ip().is_loopback() {
        return Err(Error::usage("--no-auth is for a loopback address only: anyone could use this server").into());
    }
    crate::serve::run(settings, &Listening { listen: args.listen, keys, rate: args.rate })
}
