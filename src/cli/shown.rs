//! The command line as finq parses and shows it, made from the definitions: empty environment
//! variables unset, short help trimmed, each command's help limited to the global options it uses.

use clap::CommandFactory;

use super::Cli;
use crate::model::StatementKind;

/// An environment variable set to nothing counts as unset (as `NO_COLOR` does), not as an empty
/// value to refuse: its option forgets the variable (before any copy of it is made).
fn without_empty_env(mut command: clap::Command) -> clap::Command {
    let empty: Vec<clap::Id> = command
        .get_arguments()
        .filter(|a| a.get_env().is_some_and(|name| std::env::var_os(name).is_some_and(|v| v.is_empty())))
        .map(|a| a.get_id().clone())
        .collect();
    for id in empty {
        command = command.mut_arg(id, |a| a.env(None::<&str>));
    }
    command
}

/// The global options a short help (`-h`) leaves to `--help`: the tuning of requests, the cache
/// and tables, which most runs never touch.
const LONG_HELP_ONLY: &[&str] = &[
    "raw",
    "raw_output",
    "compact",
    "color",
    "labels",
    "timeout",
    "retries",
    "ca_bundle",
    "concurrency",
    "max_response_mib",
    "no_cache",
    "refresh",
    "offline",
];

/// The commands `--discrete`, `--ttm`, `--restatements` and `--as-of` do not all apply to (a
/// balance is not a flow, though its latest balance is its `--ttm`; compare and snapshot read one
/// filing a company).
fn quarters_refused() -> [&'static str; 5] {
    [StatementKind::BalanceSheet.name(), StatementKind::Equity.name(), "summary", "compare", "snapshot"]
}

/// The global options of every command that asks a source: where, how, and from which cache.
const ASKING: &[&str] = &[
    "provider",
    "base_url",
    "timeout",
    "retries",
    "ca_bundle",
    "concurrency",
    "max_response_mib",
    "no_cache",
    "refresh",
    "offline",
    "demo",
];

/// How much finq says on stderr: every command has a use for these.
const TALK: &[&str] = &["verbose", "quiet"];

/// The global options each command has a use for (the rest are accepted, and left out of its
/// help), in groups: a statement has no use for `--market`, `finq bulk` none for `--units`.
fn globals_used_by(command: &str) -> &'static [&'static [&'static str]] {
    match command {
        statement if statement == "summary" || StatementKind::from_name(statement).is_some() => {
            &[&["format", "raw", "jq", "raw_output", "compact", "units", "color", "labels", "output"], ASKING, TALK]
        }
        "compare" => &[&["format", "jq", "raw_output", "compact", "units", "color", "labels", "output"], ASKING, TALK],
        "quote" | "prices" => {
            &[&["format", "raw", "jq", "raw_output", "compact", "color", "output", "market"], ASKING, TALK]
        }
        "ticker" | "cik" => &[&["format", "raw", "jq", "raw_output", "compact", "output"], ASKING, TALK],
        "snapshot" => &[&["raw", "market"], ASKING, TALK],
        "bulk" => &[
            &[
                "format",
                "jq",
                "raw_output",
                "compact",
                "color",
                "output",
                "base_url",
                "timeout",
                "retries",
                "ca_bundle",
            ],
            TALK,
        ],
        "screen" => &[&["format", "jq", "raw_output", "compact", "color", "output"], TALK],
        "ratios" => &[&["format", "jq", "raw_output", "compact", "color", "output"], ASKING, TALK],
        "concepts" => &[&["format", "jq", "raw_output", "compact", "output"], TALK],
        "cache" => &[&["format", "output"], TALK],
        "config" => &[&["provider", "market", "base_url", "timeout", "retries", "ca_bundle", "demo"], TALK],
        "serve" => &[
            &[
                "provider",
                "market",
                "base_url",
                "timeout",
                "retries",
                "ca_bundle",
                "concurrency",
                "max_response_mib",
                "no_cache",
                "demo",
            ],
            TALK,
        ],
        "doctor" => &[&["provider", "market", "base_url", "timeout", "ca_bundle", "demo"], TALK],
        _ => &[],
    }
}

/// The longest help `-h` shows of an option whole; a longer one is cut to its first clause
/// ([`first_clause`]), `--help` keeping it whole.
const SHORT_HELP: usize = 60;

/// A help cut before its first aside or detail: a parenthesis, a bracket, a colon or a semicolon,
/// else a comma (`Read ticker symbols from FILE: whitespace or comma separated…` -> `Read ticker
/// symbols from FILE`); the help itself where nothing is cut.
fn first_clause(help: &str) -> &str {
    let cut = [" (", " [", ": ", "; "].iter().filter_map(|m| help.find(m)).min();
    let cut = cut.or_else(|| help.find(", ")).filter(|at| *at > 0);
    cut.map_or(help, |at| &help[..at])
}

/// `-h` one line an option: each option's help longer than [`SHORT_HELP`] characters cut to its
/// first clause there, `--help` showing it whole, or the option's long help where it has one
/// (clap shows `help` under `-h` and `long_help` under `--help`), in every command.
fn short_helps(mut cmd: clap::Command) -> clap::Command {
    let long: Vec<(clap::Id, String, bool)> = cmd
        .get_arguments()
        .filter_map(|a| Some((a.get_id().clone(), a.get_help()?.to_string(), a.get_long_help().is_some())))
        .filter(|(_, help, _)| help.chars().count() > SHORT_HELP && first_clause(help) != help)
        .collect();
    for (id, help, has_long) in long {
        // Clause by clause until it fits (a parenthesis first, then a comma before it).
        let mut short = first_clause(&help);
        while short.chars().count() > SHORT_HELP && first_clause(short) != short {
            short = first_clause(short);
        }
        let short = short.to_string();
        // `--help` shows the long help where the option has one (its whole doc comment), else
        // this one whole.
        cmd = cmd.mut_arg(id, |a| if has_long { a.help(short) } else { a.help(short).long_help(help) });
    }
    let names: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names {
        cmd = cmd.mut_subcommand(name, short_helps);
    }
    cmd
}

/// The command line as finq parses and shows it: an environment variable set to nothing counts as
/// unset; short help leaves the rarely used global options to `--help`, and each command's help
/// lists only the global options it has a use for (all are still accepted anywhere). main and
/// `finq help` use this one; the man pages and completions are made from the definitions as
/// they are.
pub fn command() -> clap::Command {
    let mut cmd = short_helps(without_empty_env(Cli::command()));
    for id in LONG_HELP_ONLY {
        cmd = cmd.mut_arg(*id, |a| a.hide_short_help(true));
    }
    // Each command gets its own hidden copy of the global options it has no use for, before clap
    // hands the root's copies down (it hands down only what a command does not have already).
    let globals: Vec<clap::Arg> = cmd.get_arguments().filter(|a| a.is_global_set()).cloned().collect();
    let names: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names.iter().filter(|n| quarters_refused().contains(&n.as_str())) {
        // Refused there (exit 2, saying why): not offered in their help. compare and the
        // balance sheet take `--as-of` alone (a filing as the bulk store held it on a day).
        let refused: &[&str] = match (StatementKind::from_name(name), name.as_str()) {
            (Some(StatementKind::BalanceSheet), _) => &["discrete"],
            (_, "compare") => &["restatements"],
            // Refused there too: no standardized equity statement, and the summary is a cover page.
            (Some(StatementKind::Equity), _) | (_, "summary") => &["discrete", "ttm", "restatements", "standard"],
            _ => &["discrete", "ttm", "restatements", "standard", "as_of"],
        };
        cmd = cmd.mut_subcommand(name, |mut sub| {
            for id in refused {
                sub = sub.mut_arg(*id, |a| a.hide(true));
            }
            sub
        });
    }
    // Ratios are of one filing or of twelve months, always of standardized values: what they
    // refuse (exit 2, saying why) or imply is not offered in their help.
    cmd = cmd.mut_subcommand("ratios", |mut sub| {
        for id in ["discrete", "restatements", "all_columns", "standard"] {
            sub = sub.mut_arg(id, |a| a.hide(true));
        }
        sub
    });
    for name in names {
        let used = globals_used_by(&name);
        cmd = cmd.mut_subcommand(&name, |mut sub| {
            for g in globals.iter().filter(|g| !used.iter().any(|group| group.contains(&g.get_id().as_str()))) {
                sub = sub.arg(g.clone().hide(true));
            }
            sub
        });
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_help_is_the_first_clause() {
        assert_eq!(
            first_clause("Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment"),
            "Read ticker symbols from FILE"
        );
        assert_eq!(first_clause("Output format [default: table on a terminal, json otherwise]"), "Output format");
        assert_eq!(
            first_clause("Discrete fiscal quarters, each filed or derived from year-to-date facts"),
            "Discrete fiscal quarters"
        );
        assert_eq!(first_clause("Annual figures"), "Annual figures");
    }

    /// A misspelt name would hide an option from a help page without a word: every name listed
    /// is a global option's, and only the commands that print files of finq's own have no list.
    #[test]
    fn the_lists_name_real_global_options() {
        let cli = Cli::command();
        let globals: Vec<String> =
            cli.get_arguments().filter(|a| a.is_global_set()).map(|a| a.get_id().to_string()).collect();
        let named = cli.get_subcommands().flat_map(|s| globals_used_by(s.get_name()).iter().copied().flatten());
        for name in LONG_HELP_ONLY.iter().chain(named) {
            assert!(globals.iter().any(|g| g == name), "{name} is not a global option");
        }
        let without: Vec<&str> =
            cli.get_subcommands().map(|s| s.get_name()).filter(|n| globals_used_by(n).is_empty()).collect();
        assert_eq!(without, ["help", "completions", "man", "generate-assets"], "a command without its list");
    }
}
