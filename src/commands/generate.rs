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
    std::fs::create_dir_all(&completions)
        .with_context(|| format!("creating {}", completions.display()))?;
    std::fs::create_dir_all(&man).with_context(|| format!("creating {}", man.display()))?;
    let mut cmd = Cli::command();
    cmd.build();
    for shell in [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::PowerShell,
        Shell::Elvish,
    ] {
        clap_complete::generate_to(shell, &mut cmd, "finq", &completions)
            .with_context(|| format!("writing {shell} completions"))?;
    }
    clap_mangen::generate_to(cmd, &man).context("writing man pages")?;
    Ok(())
}
