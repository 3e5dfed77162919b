//! The command line's words for the statements, derived from the registry
//! (`crate::model::STATEMENTS`): one subcommand per statement, and the choices of `snapshot
//! --statements`. clap's traits are implemented here by hand, as a derive would need the list
//! written out again.

use clap::{Args, Subcommand, ValueEnum};

use super::StatementArgs;
use crate::model::Operation;
use crate::model::StatementKind;

/// A statement command (`finq income`, `finq bs`): one subcommand per statement of the
/// registry, each with its word, alias and help from there and the arguments of [`StatementArgs`].
#[derive(Debug)]
pub struct StatementCommand {
    pub kind: StatementKind,
    pub args: StatementArgs,
}

impl clap::FromArgMatches for StatementCommand {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let kind = StatementKind::from_name(name)
            .ok_or_else(|| clap::Error::raw(clap::error::ErrorKind::InvalidSubcommand, format!("{name}\n")))?;
        Ok(Self { kind, args: StatementArgs::from_arg_matches(sub)? })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for StatementCommand {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        StatementKind::ALL.into_iter().fold(cmd, |cmd, kind| {
            let words = kind.words();
            // The help after the arguments: a flattened group's doc would be the command's otherwise.
            let mut sub =
                StatementArgs::augment_args(clap::Command::new(words.name)).about(words.about).long_about(None);
            if let Some(alias) = words.alias {
                sub = sub.visible_alias(alias);
            }
            cmd.subcommand(sub)
        })
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        StatementKind::from_name(name).is_some()
    }
}

/// A statement or the summary, as `snapshot --statements` names them: the registry's words, then
/// `summary`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FilingChoice(pub Operation);

/// Every choice of [`FilingChoice`], from [`Operation::FILINGS`].
static FILING_CHOICES: [FilingChoice; Operation::FILINGS.len()] = {
    let mut all = [FilingChoice(Operation::Summary); Operation::FILINGS.len()];
    let mut i = 0;
    while i < all.len() {
        all[i] = FilingChoice(Operation::FILINGS[i]);
        i += 1;
    }
    all
};

impl ValueEnum for FilingChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &FILING_CHOICES
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.0.name()))
    }
}

/// A statement as `compare` names it: a statement command's word or alias, from the registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatementChoice(pub StatementKind);

/// Every choice of [`StatementChoice`], from [`StatementKind::ALL`].
static STATEMENT_CHOICES: [StatementChoice; StatementKind::ALL.len()] = {
    let mut all = [StatementChoice(StatementKind::BalanceSheet); StatementKind::ALL.len()];
    let mut i = 0;
    while i < all.len() {
        all[i] = StatementChoice(StatementKind::ALL[i]);
        i += 1;
    }
    all
};

impl ValueEnum for StatementChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &STATEMENT_CHOICES
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let words = self.0.words();
        let value = clap::builder::PossibleValue::new(words.name).help(words.about);
        Some(match words.alias {
            Some(alias) => value.alias(alias),
            None => value,
        })
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::*;
    use crate::cli::{Cli, Command};

    #[test]
    fn statement_commands_and_choices_come_from_the_registry() {
        let cli = Cli::command();
        for kind in StatementKind::ALL {
            let words = kind.words();
            let sub = cli.find_subcommand(words.name).unwrap_or_else(|| panic!("no command {}", words.name));
            assert_eq!(sub.get_about().map(|a| a.to_string()).as_deref(), Some(words.about));
            assert_eq!(sub.get_visible_aliases().next(), words.alias);
            let parsed = Cli::try_parse_from(["finq", words.alias.unwrap_or(words.name), "AAPL"]).unwrap();
            assert!(matches!(parsed.command, Command::Statement(StatementCommand { kind: k, .. }) if k == kind));
        }
        let choices: Vec<&str> = FilingChoice::value_variants().iter().map(|c| c.0.name()).collect();
        let mut expected: Vec<&str> = StatementKind::ALL.iter().map(|k| k.name()).collect();
        expected.push("summary");
        assert_eq!(choices, expected);
        for kind in StatementKind::ALL {
            let words = kind.words();
            for word in [Some(words.name), words.alias].into_iter().flatten() {
                let parsed = Cli::try_parse_from(["finq", "compare", word, "AAPL", "MSFT"]).unwrap();
                assert!(
                    matches!(parsed.command, Command::Compare(c) if c.statement == StatementChoice(kind)),
                    "{word}"
                );
            }
        }
    }
}
