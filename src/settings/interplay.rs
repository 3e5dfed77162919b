//! What the flags may ask of a source, and of each other: decided here, before anything is asked,
//! from what each source declares ([`crate::sources::Declaration`]), in the words a person reads.
//! The seam applies the same ruling to every question it is asked ([`refusal`], handed down in
//! the client's configuration); nothing below settings decides or names a flag.

use crate::error::{Error, Result};
use crate::model::{Operation, StatementKind as K};
use crate::quarters::view::Mode;
use crate::sources::{Asking, Declaration, Source};

/// Why `source` is not asked `op` (with `raw`: for the bytes as sent), if it is not: an operation
/// it does not answer, or `--raw` where an answer is no one body a service sent.
pub fn refusal(source: Source, op: Operation, raw: bool) -> Option<Error> {
    let declared = source.declared();
    if !declared.answers(op) {
        return Some(unanswered(declared, op));
    }
    if !raw {
        return None;
    }
    match declared.asked {
        Asking::Assembled(_) => Some(Error::usage(format!(
            "--raw shows one answer of the service, and {}'s are assembled from several documents: leave out --raw",
            declared.publisher
        ))),
        Asking::Local(_) => Some(Error::usage(format!(
            "--raw shows one answer of a service, and {} is read on this machine: leave out --raw, or choose a \
             service with --provider",
            declared.named
        ))),
        // The demo says per question: its recorded bodies are shown, its filings' pages are not one.
        Asking::Url(_) | Asking::Bundled(_) => None,
    }
}

/// What a source that does not answer `op` says, and where it is answered instead.
fn unanswered(declared: &Declaration, op: Operation) -> Error {
    let message = match (declared.answers.filings, declared.answers.market) {
        (true, false) if declared.is_local() => {
            format!("{} holds filings, not {}; --market chooses where they come from", declared.named, op.noun())
        }
        (true, false) => format!(
            "{} does not publish {}; use --provider last10k (or rapidapi) for them",
            declared.publisher,
            if op == Operation::Quote { "quotes" } else { "prices" }
        ),
        (false, true) => format!("{} answers quotes and prices, not the {}", declared.publisher, op.noun()),
        _ => {
            let keyless = Source::KEYLESS_FILINGS.declared();
            format!(
                "the {} service has no {}; {} has it: set a contact (`finq config set-contact`) and use --provider {}",
                declared.name,
                op.noun(),
                keyless.publisher,
                keyless.name
            )
        }
    };
    Error::usage(message)
}

/// `--standard` for `op` from `source`: statements only, the equity statement aside, and from a
/// source that holds a filing's facts one by one. In quarters the concepts are standardized from
/// every filing's facts: [`quarters`] says which sources have them (the demo's bundled Apple too).
pub fn standard(source: Source, op: Operation, in_quarters: bool) -> Result<()> {
    match op {
        Operation::Statement(K::Equity) => Err(Error::usage(
            "there is no standardized equity statement (the Fundamental Accounting Concepts have equity on the \
             balance sheet): leave out --standard, or ask for balancesheet --standard",
        )),
        Operation::Statement(_) if in_quarters || source.declared().facts.of_a_filing => Ok(()),
        Operation::Statement(_) => Err(Error::usage(
            "--standard reads a filing's facts: add --provider bulk (the bulk store: `finq bulk fetch QUARTER` or \
             `finq bulk import FILE.zip` fills it) or --provider edgar (the SEC's companyfacts)",
        )),
        _ => Err(Error::usage(
            "--standard standardizes statements; the summary is the cover page as filed: leave out --standard",
        )),
    }
}

/// `--discrete`, `--ttm` or `--restatements` (`mode`) for `op` from `source`: the statements each
/// is for, from a source that holds every filing's facts, and never as the bytes as sent.
pub fn quarters(source: Source, op: Operation, mode: &Mode, raw: bool) -> Result<()> {
    let flag = match mode {
        Mode::Ttm | Mode::StandardTtm => "--ttm",
        Mode::Discrete(_) | Mode::Standard(_) => "--discrete",
        Mode::Restated(_) => "--restatements",
    };
    match (op, mode) {
        (Operation::Statement(K::Income | K::Operations | K::Comprehensive | K::CashFlow), _)
        | (Operation::Statement(K::BalanceSheet), Mode::Restated(_) | Mode::Ttm) => every_filing(source, flag)?,
        (Operation::Statement(K::BalanceSheet), Mode::StandardTtm) => {
            return Err(Error::usage(
                "a balance sheet's trailing twelve months are its latest balances: ask for balancesheet --ttm \
                 (each element's), or balancesheet --standard (the latest filing's, standardized)",
            ));
        }
        (_, Mode::Restated(_)) => {
            return Err(Error::usage(
                "--restatements is for income, operations, comprehensive, cashflow and balancesheet: the equity \
                 statement and the cover page have no standardized elements to compare",
            ));
        }
        (Operation::Statement(K::BalanceSheet), _) => {
            return Err(Error::usage(
                "--discrete is for flows (income, operations, comprehensive, cashflow): a balance sheet's figures \
                 are balances at a date; balancesheet --ttm gives the latest ones",
            ));
        }
        _ => {
            return Err(Error::usage(format!(
                "{flag} is for income, operations, comprehensive and cashflow (and --ttm for balancesheet): the \
                 equity statement's figures are components at a date, and the summary is a cover page"
            )));
        }
    }
    if raw {
        return Err(Error::usage(format!("{flag} derives values, so there are no service bytes: leave out --raw")));
    }
    Ok(())
}

/// `flag` (`--discrete`, `--ttm`, `--restatements`, and `--as-of` with them) where `source` holds
/// every filing's facts: EDGAR's companyfacts, the bulk store, the demo's bundled Apple.
fn every_filing(source: Source, flag: &str) -> Result<()> {
    let declared = source.declared();
    if declared.facts.of_every_filing {
        return Ok(());
    }
    Err(Error::usage(format!(
        "{flag} reads every filing's facts: the SEC's companyfacts, which --provider edgar reads; {} has no such \
         facts: add --provider edgar (or --provider bulk, the store's filings)",
        declared.named
    )))
}

/// `--as-of` alone for `op` from `source`: a company's filing chosen among those the SEC accepted
/// by a day, which only a source that knows when it accepted each one can choose; never as the
/// bytes as sent.
pub fn as_of_alone(source: Source, op: Operation, raw: bool) -> Result<()> {
    if !matches!(op, Operation::Statement(_) | Operation::Summary) {
        return Err(Error::usage("--as-of chooses a company's filing: it is for statements and the summary"));
    }
    let declared = source.declared();
    if !declared.facts.accepted {
        return Err(Error::usage(format!(
            "--as-of alone chooses a filing among the bulk store's, by the time the SEC accepted it, which {} does \
             not know: add --provider bulk (with --provider edgar or --demo, --as-of dates --discrete, --ttm or \
             --restatements)",
            declared.named
        )));
    }
    if raw {
        return Err(Error::usage(
            "--as-of chooses among the bulk store's filings, which has no service bytes: leave out --raw",
        ));
    }
    Ok(())
}

/// `--period` for `op` from `source`: a company's filing chosen by the calendar period its own
/// period falls in, which only the bulk store reads (its data sets say each filing's period);
/// never as the bytes as sent.
pub fn period(source: Source, op: Operation, raw: bool) -> Result<()> {
    if !matches!(op, Operation::Statement(_) | Operation::Summary) {
        return Err(Error::usage("--period chooses a company's filing: it is for statements and the summary"));
    }
    if !source.declared().facts.accepted {
        return Err(Error::usage(format!(
            "--period chooses a filing by the period the data sets say it is for, which {} does not read: add \
             --provider bulk (or ask for a filing by --filing-order or --accession)",
            source.declared().named
        )));
    }
    if raw {
        return Err(Error::usage(
            "--period chooses among the bulk store's filings, which has no service bytes: leave out --raw",
        ));
    }
    Ok(())
}

/// `finq ratios` from `source`, with `mode` (`--discrete`, `--ttm`, `--restatements`),
/// `all_columns`, `raw` and `quote` (only beside the twelve months): ratios are computed from one filing's standardized values, which a
/// source that reads a filing's facts gives (the bulk store, EDGAR's companyfacts), or with `--ttm`
/// or `--discrete` from the standardized quarters of a source that holds every filing's facts (the
/// demo's too).
pub fn ratios(source: Source, mode: Option<&Mode>, all_columns: bool, raw: bool, quote: bool) -> Result<()> {
    if quote && !matches!(mode, Some(Mode::Ttm | Mode::StandardTtm)) {
        return Err(Error::usage(
            "--quote prices the latest twelve months (a quote is of its own day, a filing of its period): add --ttm",
        ));
    }
    if raw {
        return Err(Error::usage(
            "--raw prints a service's answer, and ratios are finq's own computation: leave out --raw",
        ));
    }
    if all_columns {
        return Err(Error::usage("ratios are of each filing's own period: leave out --all-columns"));
    }
    match mode {
        Some(Mode::Ttm | Mode::StandardTtm) => return every_filing(source, "--ttm"),
        Some(Mode::Discrete(_) | Mode::Standard(_)) => return every_filing(source, "--discrete"),
        Some(Mode::Restated(_)) => {
            return Err(Error::usage(
                "ratios are of one filing, of discrete quarters or of the trailing twelve months: --restatements \
                 is no ratio's period; choose the filing with --annual, --quarterly, --periods, --accession or \
                 --as-of, or add --discrete or --ttm",
            ));
        }
        None => {}
    }
    if source.declared().facts.of_a_filing {
        return Ok(());
    }
    Err(Error::usage(format!(
        "ratios read a filing's standardized values, which {} does not give: add --provider bulk (the bulk store: \
         `finq bulk fetch QUARTER` or `finq bulk import FILE.zip` fills it) or --provider edgar (the SEC's \
         companyfacts), or ask for the trailing twelve months with --ttm",
        source.declared().named
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_source_is_not_asked() {
        let usage = |e: Option<Error>| e.map(|e| e.kind);
        assert_eq!(usage(refusal(Source::Edgar, Operation::Summary, true)), Some(crate::error::ErrorKind::Usage));
        assert!(refusal(Source::Edgar, Operation::Summary, false).is_none());
        assert!(refusal(Source::Last10k, Operation::Summary, true).is_none(), "one body: shown as sent");
        assert!(refusal(Source::Demo, Operation::Summary, true).is_none(), "the demo says per question");
        let comprehensive = Operation::Statement(K::Comprehensive);
        let said = refusal(Source::Rapidapi, comprehensive, false).unwrap().to_string();
        assert_eq!(
            said,
            "the rapidapi service has no statement of comprehensive income; EDGAR has it: set a contact \
             (`finq config set-contact`) and use --provider edgar"
        );
        assert!(
            refusal(Source::Fsds, Operation::Quote, false).unwrap().to_string().starts_with("the bulk store holds")
        );
        assert!(refusal(Source::Edgar, Operation::Prices, false).unwrap().to_string().starts_with("EDGAR does not"));
        assert!(refusal(Source::Yahoo, Operation::Summary, false).unwrap().to_string().starts_with("Yahoo Finance"));
    }

    #[test]
    fn views_need_the_facts_they_are_made_from() {
        let income = Operation::Statement(K::Income);
        assert!(standard(Source::Edgar, income, false).is_ok() && standard(Source::Demo, income, false).is_err());
        assert!(standard(Source::Demo, income, true).is_ok(), "in quarters, from every filing's facts");
        assert!(quarters(Source::Demo, income, &Mode::Ttm, false).is_ok());
        assert!(quarters(Source::Yahoo, income, &Mode::Ttm, false).is_err());
        assert!(as_of_alone(Source::Fsds, income, false).is_ok() && as_of_alone(Source::Edgar, income, false).is_err());
    }
}
