//! Shell completions and man pages from the clap definitions: `finq completions SHELL` and
//! `finq man [DIR]` for people who installed with `cargo install`, and the hidden
//! `generate-assets` that makes the checked-in copies under `completions/` and `man/` (a test
//! keeps them fresh).

use std::path::Path;

use anyhow::Context;
use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::{Cli, CompletionShell};
use crate::error::Error;
use crate::render::Output;

/// Every shell completions are made for, with the file name clap gives each.
const SHELLS: [Shell; 5] = [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish];

pub fn run(dir: &Path) -> anyhow::Result<()> {
    let completions = dir.join("completions");
    let man = dir.join("man");
    std::fs::create_dir_all(&completions)
        .map_err(|e| Error::files(format_args!("cannot create {}", completions.display()), e))?;
    let mut visible = completable();
    for shell in SHELLS {
        clap_complete::generate_to(shell, &mut visible, "finq", &completions).map_err(|e| {
            Error::files(format_args!("cannot write the {shell} completions into {}", completions.display()), e)
        })?;
    }
    man_pages(&man)
}

/// `finq completions SHELL`: the script on standard output.
pub fn completions(shell: CompletionShell) -> anyhow::Result<()> {
    let shell = match shell {
        CompletionShell::Bash => Shell::Bash,
        CompletionShell::Zsh => Shell::Zsh,
        CompletionShell::Fish => Shell::Fish,
        CompletionShell::Powershell => Shell::PowerShell,
        CompletionShell::Elvish => Shell::Elvish,
    };
    // Made whole first, then written through the one door to stdout: clap_complete writes as it
    // goes and panics on a closed pipe (`finq completions zsh | head -1`).
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut completable(), "finq", &mut script);
    let mut out = Output::open(None)?;
    out.writer().write_all(&script)?;
    out.finish()
}

/// `finq man [DIR]`: every page into DIR, or `finq.1` on standard output.
pub fn man(dir: Option<&Path>) -> anyhow::Result<()> {
    match dir {
        Some(dir) => {
            man_pages(dir)?;
            crate::render::notice(&format!("wrote the man pages into {}", dir.display()));
            Ok(())
        }
        None => {
            let mut cmd = Cli::command();
            cmd.build();
            let mut out = Output::open(None)?;
            out.writer().write_all(&man_page(&cmd, "finq")?)?;
            out.finish()
        }
    }
}

/// What completions offer: what a person may type, not the hidden commands. The command is put
/// together again from the definitions before clap builds it (its own flags come then).
fn completable() -> clap::Command {
    let raw = Cli::command();
    let mut visible = clap::Command::new("finq")
        .version(env!("CARGO_PKG_VERSION"))
        .disable_help_subcommand(true)
        .args(raw.get_arguments().cloned())
        .subcommands(raw.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    visible.build();
    visible
}

/// Every man page into `dir` (created if missing).
fn man_pages(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::files(format_args!("cannot create {}", dir.display()), e))?;
    let mut cmd = Cli::command();
    cmd.build();
    write_man_pages(&cmd, "finq", dir)
}

/// `finq.1` and one page per visible subcommand (`finq-income.1`, `finq-config-show.1`), leaving
/// out clap's generated `help` subcommands, which `clap_mangen::generate_to` would include.
fn write_man_pages(cmd: &clap::Command, name: &str, dir: &Path) -> anyhow::Result<()> {
    let path = dir.join(format!("{name}.1"));
    crate::files::write_whole(&path, &man_page(cmd, name)?, true, crate::files::Access::Shared)
        .map_err(|e| Error::files(format_args!("cannot write {}", path.display()), e))?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_man_pages(sub, &format!("{name}-{}", sub.get_name()), dir)?;
    }
    Ok(())
}

/// The man page of `cmd`, named `name` (`finq-config-show`).
fn man_page(cmd: &clap::Command, name: &str) -> anyhow::Result<Vec<u8>> {
    let page = cmd.clone().name(name.to_string());
    let mut buf = Vec::new();
    clap_mangen::Man::new(page).render(&mut buf).context("rendering a man page")?;
    // clap_mangen writes `[TICKER]` for a positional that takes many: the synopsis says so.
    let mut text = String::from_utf8_lossy(&buf).into_owned();
    for arg in cmd.get_positionals().filter(|a| a.get_num_args().is_some_and(|n| n.max_values() > 1)) {
        for name in arg.get_value_names().unwrap_or_default() {
            let single = format!("[\\fI{name}\\fR]");
            text = text.replace(&format!("{single} "), &format!("{single}... "));
            text = text.replace(&format!("{single}\n"), &format!("{single}...\n"));
        }
    }
    let mut buf = text.into_bytes();
    if name == "finq" {
        buf.extend_from_slice(top_page_sections().as_bytes());
    }
    Ok(buf)
}

/// roff text made safe: a leading `.` or `'` would start a request, a backslash an escape.
fn roff(text: &str) -> String {
    let t = text.replace('\\', "\\e").replace('-', "\\-");
    if t.starts_with('.') || t.starts_with('\'') { format!("\\&{t}") } else { t }
}

/// EXIT STATUS, ENVIRONMENT and EXAMPLES for `finq.1`, from the same tables as `finq help
/// exit-codes` and `finq help environment`.
fn top_page_sections() -> String {
    let mut out = String::from(".SH \"EXIT STATUS\"\n");
    for (code, what) in crate::cli::pages::EXIT_CODES {
        out.push_str(&format!(".TP\n\\fB{code}\\fR\n{}\n", roff(&what.replace('\n', " "))));
    }
    out.push_str(".SH ENVIRONMENT\n");
    for (name, what) in crate::cli::pages::ENVIRONMENT {
        out.push_str(&format!(".TP\n\\fB{}\\fR\n{}\n", roff(name), roff(what)));
    }
    out.push_str(".SH EXAMPLES\n");
    for (what, example) in [
        ("Try finq with no key and no network:", "finq --demo income AAPL"),
        (
            "Name a contact once, then read statements as filed from SEC EDGAR:",
            "finq config set-contact \"Jane Doe jane@example.com\"",
        ),
        ("Four quarterly balance sheets side by side:", "finq balancesheet AAPL --quarterly --periods 4"),
        ("A quote with no key:", "finq quote MSFT"),
        ("Exact JSON for a script:", "finq cashflow MSFT -f json --jq '.lines[] | select(.kind == \"total\")'"),
        ("Snapshots for a CI job:", "finq snapshot AAPL MSFT --annual --periods 3 --out data/"),
    ] {
        out.push_str(&format!(".PP\n{}\n.PP\n.nf\n.RS 4\n{}\n.RE\n.fi\n", roff(what), roff(example)));
    }
    out
}
