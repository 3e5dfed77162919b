//! One module per kind of subcommand: validate the input, ask the api, hand the answer to render.

mod config;
mod generate;
mod lookup;
mod market;
mod statement;

use clap::ArgMatches;

use crate::api::{Client, Request, Response};
use crate::cli::{Cli, Command};
use crate::error::{Error, ErrorKind};
use crate::render::{self, Doc, Output};
use crate::settings::{Environment, Settings};

/// Runs the parsed command line to completion.
pub fn run(cli: Cli, matches: &ArgMatches) -> anyhow::Result<()> {
    if let Command::GenerateAssets { dir } = &cli.command {
        return generate::run(dir);
    }
    let settings = Settings::resolve(&cli.global, matches, &Environment::from_process())?;
    if !settings.quiet {
        for w in &settings.warnings {
            render::notice(w);
        }
    }
    match &cli.command {
        Command::Config(c) => config::run(c, &settings),
        Command::Balancesheet(a)
        | Command::Income(a)
        | Command::Equity(a)
        | Command::Operations(a) => {
            let kind = statement::kind_of(&cli.command);
            let req = statement::request(kind, a)?;
            block_on(statement::run(&settings, req))
        }
        Command::Summary(a) => {
            let req = statement::request(crate::domain::StatementKind::Summary, a)?;
            block_on(statement::run_summary(&settings, req))
        }
        Command::Quote(a) => block_on(market::quote(
            &settings,
            market::request(crate::api::Operation::Quote, a)?,
        )),
        Command::Prices(a) => block_on(market::prices(
            &settings,
            market::request(crate::api::Operation::Prices, a)?,
        )),
        Command::Ticker(a) => block_on(lookup::tickers(&settings, lookup::ticker_request(a)?)),
        Command::Cik(a) => block_on(lookup::ciks(&settings, lookup::cik_request(a)?)),
        Command::GenerateAssets { .. } => unreachable!("handled above"),
    }
}

/// Runs a command on a current-thread runtime (a CLI waiting on sockets needs no thread pool, and
/// it starts fastest). Ctrl-C drops the command's future, which removes any unfinished `-o` file,
/// and exits 130.
fn block_on<F: std::future::Future<Output = anyhow::Result<()>>>(f: F) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        tokio::select! {
            result = f => result,
            _ = tokio::signal::ctrl_c() => Err(Error::new(ErrorKind::Interrupted, "interrupted").into()),
        }
    })
}

/// Asks the service (or the demo data) once; says so when the data is a sample.
async fn fetch(settings: &Settings, req: &Request) -> anyhow::Result<(Client, Response)> {
    let client = Client::new(settings)?;
    if settings.demo && !settings.quiet {
        render::notice(crate::api::demo::notice(req));
    }
    let resp = client.fetch(req).await?;
    Ok((client, resp))
}

/// Writes one answer: the service's bytes with `--raw`, finq's own format otherwise.
fn emit(settings: &Settings, doc: Option<Doc>, raw: &[u8]) -> anyhow::Result<()> {
    let mut out = Output::open(settings.output.as_deref())?;
    match doc {
        Some(doc) => render::write(out.writer(), settings.format, doc)?,
        None => out.writer().write_all(raw)?,
    }
    out.finish()
}
