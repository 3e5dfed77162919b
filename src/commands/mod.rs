//! One module per kind of subcommand: validate the input, ask the api, hand the answer to render.

mod batch;
mod cache;
mod config;
mod data;
mod doctor;
mod generate;
mod help;
mod snapshot;

use clap::ArgMatches;

use crate::cli::{Cli, Command};
use crate::render;
use crate::settings::{Environment, Settings};

/// Runs the parsed command line to completion.
pub fn run(cli: Cli, matches: &ArgMatches) -> anyhow::Result<()> {
    match &cli.command {
        Command::GenerateAssets { dir } => return generate::run(dir),
        Command::Help { topic } => return help::run(topic.as_deref()),
        // The doctor reports a broken configuration instead of stopping at it.
        Command::Doctor => return block_on(doctor::run(&cli.global, matches)),
        _ => {}
    }
    // The commands that repair a broken config file, and the demo, work despite it.
    let lenient = cli.global.demo
        || matches!(
            &cli.command,
            Command::Config(crate::cli::ConfigCommand::Path | crate::cli::ConfigCommand::Init { force: true })
        );
    let settings = Settings::resolve_with(&cli.global, matches, &Environment::from_process(), lenient)?;
    if !settings.quiet {
        for w in &settings.warnings {
            render::notice(w);
        }
    }
    match &cli.command {
        Command::Config(c) => return config::run(c, &settings),
        Command::Cache(c) => return cache::run(c, &settings),
        Command::Snapshot(args) => return block_on(snapshot::run(&settings, args)),
        _ => {}
    }
    // Every ticker and CIK is checked before the first request.
    let plan = data::plan(&cli.command)?.expect("every other command is a data command");
    block_on(batch::run(&settings, plan))
}

/// Runs a command on a current-thread runtime (a CLI waiting on sockets needs no thread pool, and
/// it starts fastest). Signals are not its business: `signals` ends the process from its own
/// thread, even while this one is busy.
fn block_on<F: std::future::Future<Output = anyhow::Result<()>>>(f: F) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(f)
}
