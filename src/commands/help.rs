//! `finq help [COMMAND|TOPIC]`: clap's help for commands, plus the exit-code and environment pages.

use clap::CommandFactory;

use crate::cli::Cli;
use crate::error::Error;
use crate::render::Output;

/// `finq help`, `finq help income`, `finq help config set-key`, `finq help exit-codes`.
pub fn run(topic: &[String]) -> anyhow::Result<()> {
    let mut out = Output::open(None)?;
    match topic.first().map(String::as_str) {
        None => write!(out.writer(), "{}", Cli::command().render_long_help())?,
        Some("exit-codes" | "exit_codes" | "exit") => {
            out.writer().write_all(crate::error::exit_codes_help().as_bytes())?
        }
        Some("environment" | "env") => out.writer().write_all(crate::env::help().as_bytes())?,
        Some(_) => {
            let mut cli = Cli::command();
            cli.build();
            let mut cmd = &cli;
            for name in topic {
                cmd = cmd.find_subcommand(name).filter(|c| !c.is_hide_set()).ok_or_else(|| {
                    Error::usage(format!(
                        "no command or help topic {:?}; topics are exit-codes and environment",
                        topic.join(" ")
                    ))
                })?;
            }
            let mut cmd = cmd.clone().bin_name(format!("finq {}", topic.join(" ")));
            write!(out.writer(), "{}", cmd.render_long_help())?;
        }
    }
    out.finish()
}
