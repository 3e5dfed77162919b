//! Where each setting came from (flag, environment, config file, default), for `config show`, and
//! the precedence rule that decides it.

use std::fmt;

use clap::ArgMatches;
use clap::parser::ValueSource;

use crate::error::{Error, Result};

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

/// Flag or environment (clap has merged those and knows which), then the config file, then the default.
pub(super) fn pick<T>(matches: &ArgMatches, id: &str, arg: Option<T>, file: Option<T>, default: T) -> (T, Origin) {
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
pub(super) fn in_range<T: PartialOrd + fmt::Display + Copy>(
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
