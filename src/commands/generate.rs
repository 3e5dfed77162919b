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
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish] {
        clap_complete::generate_to(shell, &mut cmd, "finq", &completions)
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
    let path = dir.join(format!("{name}.1"));
    std::fs::write(&path, buf).with_context(|| format!("writing {}", path.display()))?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set() && s.get_name() != "help") {
        write_man_pages(sub, &format!("{name}-{}", sub.get_name()), dir)?;
    }
    Ok(())
}
