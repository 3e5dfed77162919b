//! One module per kind of subcommand: validate the input, ask the api, hand the answer to render.
//! Settings are resolved, and a data command's or snapshot's flags resolved into its job, here,
//! before dispatch; each `run` then only runs.

mod batch;
mod bulk;
mod cache;
mod compare;
mod concepts;
mod config;
mod data;
mod doctor;
mod generate;
mod help;
mod quality;
mod quarterly;
mod ratios;
mod screen;
mod serve;
mod snapshot;
mod stream;
mod tickers;

use clap::ArgMatches;

use crate::cli::{Cli, Command};
use crate::settings::{Environment, Inputs, Settings};
use data::{Job, Plan};

/// Runs the parsed command line to completion: one exhaustive dispatch, so a new command is a
/// compile error until it is handled here.
pub fn run(cli: Cli, matches: &ArgMatches) -> anyhow::Result<()> {
    use crate::model::Operation;
    let settings = || resolve(&cli, matches);
    // Every ticker and CIK is checked, and every flag's interplay resolved into the job (ripgrep's
    // HiArgs), before the first request.
    let data = |plan: crate::error::Result<Plan>| -> anyhow::Result<()> {
        let settings = settings()?;
        let job = Job::resolve(settings, plan?)?;
        if job.plan.quarters.is_some() {
            return block_on(quarterly::run(job));
        }
        block_on(batch::run(job))
    };
    match &cli.command {
        Command::GenerateAssets { dir } => generate::run(dir),
        Command::Completions { shell } => generate::completions(*shell),
        Command::Man { dir } => generate::man(dir.as_deref()),
        Command::Help { topic } => help::run(topic),
        // The doctor reports a broken configuration instead of stopping at it.
        Command::Doctor => block_on(doctor::run(&cli, matches)),
        Command::Config(c) => config::run(c, &settings()?),
        Command::Cache(c) => cache::run(c, &settings()?),
        Command::Bulk(c) => bulk::run(c, &settings()?),
        Command::Screen(a) => screen::run(a, &settings()?),
        Command::Concepts(a) => concepts::run(a, &settings()?),
        Command::Ratios(a) => block_on(ratios::run(ratios::Ratios::resolve(settings()?, a)?)),
        Command::Snapshot(args) => block_on(snapshot::run(snapshot::Snapshot::resolve(settings()?, args)?)),
        Command::Serve(args) => serve::run(args, &settings()?),
        Command::Statement(s) => data(Plan::filing(Operation::Statement(s.kind), &s.args)),
        Command::Summary(a) => data(Plan::filing(Operation::Summary, a)),
        Command::Compare(a) => {
            let settings = settings()?;
            block_on(compare::run(compare::resolve(settings, compare::plan(a)?)?))
        }
        Command::Quote(a) => data(Plan::quote(a)),
        Command::Prices(a) => data(Plan::prices(a)),
        Command::Cik(a) => data(Plan::cik(a)),
        Command::Ticker(a) => data(Plan::ticker(a)),
    }
}

/// The settings of this run, its warnings shown. The commands that repair a broken config file,
/// and the demo, work despite one.
fn resolve(cli: &Cli, matches: &ArgMatches) -> anyhow::Result<Settings> {
    let inputs = read_inputs(cli.tolerates_a_broken_config())?;
    let settings = Settings::resolve(&cli.global, matches, &inputs)?;
    for w in &settings.warnings {
        settings.printer().warn(w);
    }
    Ok(settings)
}

/// The environment and the config file, read; every key they hold is kept out of every output
/// from here on, whichever one is used (resolving the settings registers nothing).
fn read_inputs(lenient: bool) -> crate::error::Result<Inputs> {
    let inputs = Inputs::read(Environment::from_process(), lenient)?;
    for key in inputs.keys() {
        crate::sanitize::register_secret(key.expose());
    }
    Ok(inputs)
}

/// Runs a command on a current-thread runtime (a CLI waiting on sockets needs no thread pool, and
/// it starts fastest). Signals are not its business: `signals` ends the process from its own
/// thread, even while this one is busy.
fn block_on<F: std::future::Future<Output = anyhow::Result<()>>>(f: F) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(f)
}

/// Writes one document to the output (`-o` or stdout, whole or not at all): in the chosen format,
/// or as JSON through `--jq` when one is given. `write` renders it in a format.
fn print_document(
    settings: &Settings,
    write: impl Fn(&mut dyn std::io::Write, crate::render::Format) -> std::io::Result<()>,
) -> anyhow::Result<()> {
    let mut out = crate::render::Output::open(settings.output.as_deref())?;
    match &settings.jq {
        Some(jq) => {
            let mut json = crate::render::jq::Buffer::default();
            write(&mut json, crate::render::Format::Json)?;
            jq.run(&json.0, out.writer())?;
        }
        None => write(out.writer(), settings.format)?,
    }
    out.finish()
}
