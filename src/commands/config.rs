//! `finq config init | set-key | unset-key | set-contact | show | path`.

use std::io::{BufRead, IsTerminal};

use crate::cli::ConfigCommand;
use crate::error::Error;
use crate::render::{self, Output};
use crate::settings::Settings;
use crate::settings::config;

pub fn run(cmd: &ConfigCommand, settings: &Settings) -> anyhow::Result<()> {
    match cmd {
        ConfigCommand::Init { force } => init(settings, *force),
        ConfigCommand::Path => {
            let mut out = Output::open(None)?;
            writeln!(out.writer(), "{}", settings.config_path.display())?;
            out.finish()
        }
        ConfigCommand::Show => show(settings),
        ConfigCommand::SetKey => set_key(settings),
        ConfigCommand::UnsetKey => unset_key(settings),
        ConfigCommand::SetContact { contact } => set_contact(settings, contact),
    }
}

/// Writes the commented template; a file that holds only settings keeps them.
fn init(settings: &Settings, force: bool) -> anyhow::Result<()> {
    let path = &settings.config_path;
    let existing = if force { None } else { std::fs::read_to_string(path).ok() };
    let kept = match existing {
        // A file that holds only settings (`set-contact`, `set-key`) keeps them.
        Some(text) => {
            let (template, kept) = config::template_keeping(&text).map_err(|why| {
                Error::usage(format!(
                    "{} exists and {why}: keep it as it is, or move it aside (mv {} {}.old) and run \
                     `finq config init` again, or replace it with `finq config init --force`",
                    path.display(),
                    path.display(),
                    path.display()
                ))
            })?;
            config::write(path, &template)?;
            kept
        }
        None => {
            config::write(path, config::TEMPLATE)?;
            Vec::new()
        }
    };
    if !settings.quiet {
        let kept = if kept.is_empty() { String::new() } else { format!(" (kept {})", kept.join(", ")) };
        render::notice(&format!("wrote {}{kept}; uncomment what you want to change", path.display()));
    }
    Ok(())
}

/// Every setting, its value and where it came from.
fn show(settings: &Settings) -> anyhow::Result<()> {
    let mut out = Output::open(settings.output.as_deref())?;
    let w = out.writer();
    writeln!(w, "config_file = {}", settings.config_path.display())?;
    for (name, value, origin) in &settings.origins {
        writeln!(w, "{name} = {value}  ({})", origin.as_str())?;
    }
    out.finish()
}

/// The key from standard input (unechoed at a terminal) into the config file, mode 0600.
fn set_key(settings: &Settings) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let line = if stdin.is_terminal() {
        // Typed or pasted at a terminal: read without echo, so it is not on screen.
        rpassword::prompt_password("API key (not shown): ")?
    } else {
        let mut line = String::new();
        stdin.lock().read_line(&mut line)?;
        line
    };
    let key = line.trim();
    if key.is_empty() {
        return Err(Error::usage("no key on standard input; try: printf '%s' \"$KEY\" | finq config set-key").into());
    }
    if key.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(Error::usage("the key must be one line without spaces or control characters").into());
    }
    config::set_key(&settings.config_path, key)?;
    if !settings.quiet {
        render::notice(&format!("stored the API key in {} (mode 0600)", settings.config_path.display()));
    }
    Ok(())
}

/// The key out of the config file; said when the environment still sets one.
fn unset_key(settings: &Settings) -> anyhow::Result<()> {
    let path = &settings.config_path;
    let removed = config::unset_line(path, "api_key")?;
    let mut said = if removed {
        format!("removed the API key from {}", path.display())
    } else {
        format!("{} holds no API key", path.display())
    };
    if std::env::var_os(crate::env::API_KEY).is_some_and(|v| !v.is_empty()) {
        said.push_str(&format!("; {} in the environment still sets one: unset it", crate::env::API_KEY));
    }
    if !settings.quiet {
        render::notice(&said);
    }
    Ok(())
}

/// The contact the SEC asks for, into the config file.
fn set_contact(settings: &Settings, contact: &str) -> anyhow::Result<()> {
    let contact = contact.trim();
    let valid = contact.contains('@')
        && contact.split_whitespace().count() >= 2
        && !contact.chars().any(|c| c.is_control())
        && contact.len() <= 200;
    if !valid {
        return Err(
            Error::usage("a contact is your name and an email address, such as \"Jane Doe jane@example.com\"").into()
        );
    }
    config::set_line(&settings.config_path, "edgar_user_agent", contact)?;
    if !settings.quiet {
        render::notice(&format!(
            "stored the SEC EDGAR contact in {}; statements now come from EDGAR when no Last10K key is set",
            settings.config_path.display()
        ));
    }
    Ok(())
}
