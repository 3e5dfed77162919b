//! The finq binary: parse the command line, run, and turn the outcome into an exit code.

use std::process::ExitCode;

use clap::FromArgMatches;
use finq::cli::Cli;
use finq::error::{self, ErrorKind};
use finq::render::notice;

fn main() -> ExitCode {
    finq::signals::install();
    finq::hold::install_from_env();
    let command = finq::cli::command();
    let matches = match command.clone().try_get_matches() {
        Ok(m) => m,
        Err(e) => return usage_error(&command, name_the_variable(&command, e)),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return usage_error(&command, e),
    };
    let verbose = cli.global.verbose > 0;
    match finq::commands::run(cli, &matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            let (code, report) = error::classify(&err);
            if report {
                // One line says what failed and what to do; -v adds the causes beneath it.
                for line in error::report(&err, verbose) {
                    notice(&line);
                }
            }
            ExitCode::from(code)
        }
    }
}

/// A bad value that came from the environment says which variable holds it:
/// `FINQ_FORMAT=xml` is not a mistake on the command line.
fn name_the_variable(command: &clap::Command, e: clap::Error) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind as K};
    if !matches!(e.kind(), K::InvalidValue | K::ValueValidation) {
        return e;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else { return e };
    let long = arg.split_whitespace().next().unwrap_or("").trim_start_matches("--").to_string();
    let typed = std::env::args().any(|a| a == format!("--{long}") || a.starts_with(&format!("--{long}=")));
    let Some(var) = command.get_arguments().find(|a| a.get_long() == Some(long.as_str())).and_then(|a| a.get_env())
    else {
        return e;
    };
    if typed || std::env::var_os(var).is_none() {
        return e;
    }
    let rendered = e.render().to_string();
    let said: Vec<&str> = rendered.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
    let said = said.join(" ");
    let said = said.strip_prefix("error: ").unwrap_or(&said);
    clap::Error::raw(e.kind(), format!("{said} (from the environment variable {})\n", var.to_string_lossy()))
        .with_cmd(command)
}

/// Help and version print as clap lays them out; a usage error becomes one line and exit 2.
fn usage_error(command: &clap::Command, e: clap::Error) -> ExitCode {
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
    // "Did you mean" is worth a second line: `finq incme` -> tip: … 'income'. For a command,
    // finq's own (nearest first); for a flag, clap's.
    if e.kind() == K::InvalidSubcommand {
        if let Some(tip) = subcommand_tip(command, &e) {
            notice(&tip);
        }
    } else if !line.contains("[possible values:") {
        // A value's tip where the line lists the values already (`--form 8-K`: '10-K') says
        // nothing more.
        for tip in rendered
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("tip: a similar") || l.starts_with("tip: some similar"))
        {
            notice(tip);
        }
    }
    ExitCode::from(ErrorKind::Usage.exit_code())
}

/// The commands nearest a mistyped one, among those of the command it was typed under
/// (`finq config shw` looks among `config`'s).
fn subcommand_tip(command: &clap::Command, e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    let Some(ContextValue::String(typed)) = e.get(ContextKind::InvalidSubcommand) else { return None };
    let mut level = command;
    for arg in std::env::args().skip(1) {
        if &arg == typed {
            break;
        }
        if let Some(sub) =
            level.get_subcommands().find(|c| c.get_name() == arg || c.get_all_aliases().any(|a| a == arg))
        {
            level = sub;
        }
    }
    let names: Vec<&str> = level
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .flat_map(|c| std::iter::once(c.get_name()).chain(c.get_visible_aliases()))
        .collect();
    let found = finq::suggest::nearest(typed, &names);
    let quoted: Vec<String> = found.iter().map(|n| format!("'{n}'")).collect();
    match quoted.len() {
        0 => None,
        1 => Some(format!("tip: a similar subcommand exists: {}", quoted[0])),
        _ => Some(format!("tip: some similar subcommands exist: {}", quoted.join(", "))),
    }
}
