//! The hidden `generate-assets` command: shell completions and man pages from the clap definitions.
//! The checked-in copies under `completions/` and `man/` are made by it, and a test keeps them fresh.

use std::path::Path;

use anyhow::Context;
use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::Cli;

pub fn run(dir: &Path) -> anyhow::Result<()> {
    let completions = dir.join("completions");
    let man = dir.join("man");
    std::fs::create_dir_all(&completions).with_context(|| format!("creating {}", completions.display()))?;
    std::fs::create_dir_all(&man).with_context(|| format!("creating {}", man.display()))?;
    let mut cmd = Cli::command();
    cmd.build();
    // Completions offer what a person may type: not the hidden commands. The command is put
    // together again from the definitions before clap builds it (its own flags come then).
    let raw = Cli::command();
    let mut visible = clap::Command::new("finq")
        .version(env!("CARGO_PKG_VERSION"))
        .disable_help_subcommand(true)
        .args(raw.get_arguments().cloned())
        .subcommands(raw.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    visible.build();
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        clap_complete::generate_to(shell, &mut visible, "finq", &completions)
            .with_context(|| format!("writing {shell} completions"))?;
    }
    write_man_pages(&cmd, "finq", &man)
}

/// `finq.1` and one page per visible subcommand (`finq-income.1`, `finq-config-show.1`), leaving
/// out clap's generated `help` subcommands, which `clap_mangen::generate_to` would include.
fn write_man_pages(cmd: &clap::Command, name: &str, dir: &Path) -> anyhow::Result<()> {
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
    let path = dir.join(format!("{name}.1"));
    std::fs::write(&path, buf).with_context(|| format!("writing {}", path.display()))?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_man_pages(sub, &format!("{name}-{}", sub.get_name()), dir)?;
    }
    Ok(())
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
    for (code, what) in crate::error::EXIT_CODES {
        out.push_str(&format!(".TP\n\\fB{code}\\fR\n{}\n", roff(&what.replace('\n', " "))));
    }
    out.push_str(".SH ENVIRONMENT\n");
    for (name, what) in crate::env::VARS {
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
