//! The command line's words for what the layers below advise: the transport and the sources say
//! what happened as data ([`Hint`], [`Advice`]), and the line a person reads, naming the flag to
//! change, is written here. Handed down once, with the ruling on what a source is not asked, in
//! the client's configuration ([`WORDS`]).

use crate::cli::env;
use crate::model::Form;
use crate::net::Hint;
use crate::sources::{Advice, Words};

/// What the data layer is given to say and to refuse.
pub const WORDS: Words = Words { hint, advice, refusal: super::interplay::refusal };

fn hint(hint: Hint) -> &'static str {
    match hint {
        Hint::LargerTimeout => "try a larger --timeout",
        Hint::LargerAnswers => "raise --max-response-mib if it is expected",
        Hint::NoNetwork => "`finq doctor` checks the way there, and --demo runs finq on bundled data with no network",
    }
}

fn advice(advice: &Advice) -> String {
    match advice {
        Advice::NoKey => format!(
            "no API key configured: set {} or run `finq config set-key` (reads the key from standard input); \
             try `finq --demo …` to see finq without one",
            env::API_KEY
        ),
        Advice::Online { again: true } => "run without --offline to fetch it again".into(),
        Advice::Online { again: false } => "run without --offline to fetch it".into(),
        Advice::LiveFacts => format!(
            "add --provider bulk for the demo's store ({}), or leave out --demo and add --provider edgar for any \
             company's",
            crate::sources::bundled_store::COMPANIES
        ),
        Advice::OnlyTenQs => "leave out --annual and --form 10-K".into(),
        Advice::OtherAccession => "ask without --accession, or for one of its filings".into(),
        Advice::FilingOrders { held: 1 } => "leave out --filing-order".into(),
        Advice::FilingOrders { held } => format!("ask --filing-order 0 to {}", held - 1),
        Advice::NoOneBody => "--raw shows one answer of a service; the demo's statements are read from a bundled \
                              filing's R pages, not one answer"
            .into(),
        Advice::OtherForm { form: Form::TenQ } => "ask for them with --quarterly (or --form 10-Q)".into(),
        Advice::OtherForm { form: Form::TenK } => "ask for them with --annual (or --form 10-K)".into(),
        Advice::OtherForm { form } => format!("ask for them with --form {}", form.as_str()),
    }
}
