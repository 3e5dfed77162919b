//! The finq binary: parse the command line, run, and turn the outcome into an exit code.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};
use finq::cli::Cli;
use finq::error::{self, ErrorKind};
use finq::render::notice;
use finq::sanitize;

fn main() -> ExitCode {
    finq::signals::install();
    let matches = match Cli::command().try_get_matches() {
        Ok(m) => m,
        Err(e) => return usage_error(e),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    match finq::commands::run(cli, &matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            let (code, report) = error::classify(&err);
            if report {
                // A typed error's own line says it all; anything else shows its chain of causes.
                let text = match err.chain().find_map(|c| c.downcast_ref::<error::Error>()) {
                    Some(e) => e.message.clone(),
                    None => format!("{err:#}"),
                };
                notice(&format!("error: {}", sanitize::for_terminal(&text)));
            }
            ExitCode::from(code)
        }
    }
}

/// Help and version print as clap lays them out; a usage error becomes one line and exit 2.
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind as K;
    if matches!(e.kind(), K::DisplayHelp | K::DisplayVersion | K::DisplayHelpOnMissingArgumentOrSubcommand) {
        let _ = e.print();
        return ExitCode::from(if e.kind() == K::DisplayHelpOnMissingArgumentOrSubcommand { 2 } else { 0 });
    }
    let rendered = e.render().to_string();
    // clap's message runs until the first blank line; the usage and tips after it are for --help.
    let first: Vec<&str> = rendered.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
    let line = first.join(" ");
    let line = line.strip_prefix("error: ").unwrap_or(&line);
    notice(&format!("error: {line} (see `finq --help`)"));
    // clap's "did you mean" is worth a second line: `finq incme` -> tip: … 'income'.
    for tip in rendered
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("tip: a similar") || l.starts_with("tip: some similar"))
    {
        notice(tip);
    }
    ExitCode::from(ErrorKind::Usage.exit_code())
}
