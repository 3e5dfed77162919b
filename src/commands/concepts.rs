//! `finq concepts`: the standardized concepts of the rules built into finq, with their
//! statements, sign conventions and elements (or with `--ratios` the ratios computed from them),
//! in the chosen format. Nothing is read or sent.

use crate::error::Error;
use crate::render;
use crate::settings::Settings;

pub fn run(a: &crate::cli::ConceptsArgs, settings: &Settings) -> anyhow::Result<()> {
    if settings.raw {
        return Err(Error::usage(
            "--raw prints a service's answer, and concepts are finq's own rules: leave out --raw",
        )
        .into());
    }
    if a.ratios {
        let ratios = crate::standard::ratios::ratios();
        return super::print_document(settings, |out, format| {
            render::ratios::write_rules(out, format, ratios, &settings.table)
        });
    }
    let rules = crate::standard::rules();
    super::print_document(settings, |out, format| render::concepts::write(out, format, rules, &settings.table))
}
