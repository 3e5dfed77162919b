//! `finq help [COMMAND|TOPIC]`: clap's help for commands, plus the exit-code and environment pages.

use clap::CommandFactory;

use crate::cli::Cli;
use crate::error::Error;
use crate::render::Output;

pub fn run(topic: Option<&str>) -> anyhow::Result<()> {
    let mut out = Output::open(None)?;
    match topic {
        None => write!(out.writer(), "{}", Cli::command().render_long_help())?,
        Some("exit-codes" | "exit_codes" | "exit") => {
            out.writer().write_all(crate::error::exit_codes_help().as_bytes())?
        }
        Some("environment" | "env") => out.writer().write_all(crate::env::help().as_bytes())?,
        Some(name) => {
            let mut cli = Cli::command();
            cli.build();
            let Some(cmd) = cli.find_subcommand_mut(name) else {
                return Err(Error::usage(format!(
                    "no command or help topic {name:?}; topics are exit-codes and environment"
                ))
                .into());
            };
            let mut cmd = cmd.clone().bin_name(format!("finq {name}"));
            write!(out.writer(), "{}", cmd.render_long_help())?;
        }
    }
    out.finish()
}
