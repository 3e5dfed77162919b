//! The bulk store, as it declares itself to the seam: filings read on this machine, with every
//! fact of each and the time the SEC accepted it.

use crate::sources::{Asking, Credential, Declaration, Doctor, FactsHeld, Pace, Questions, Same};

pub const DECLARATION: Declaration = Declaration {
    name: "bulk",
    named: "the bulk store",
    publisher: "the SEC's Financial Statement Data Sets",
    base: None,
    sample: false,
    credential: Credential::None,
    headers: |_| Ok(reqwest::header::HeaderMap::new()),
    // Statements, summaries and look-ups: the data sets hold filings only.
    answers: Questions { filings: true, market: false, but: None },
    asked: Asking::Local(super::describe),
    facts: FactsHeld { of_a_filing: true, of_every_filing: true, accepted: true },
    same_statement: Same::Always,
    pace: Pace::Free,
    concurrency: None,
    stop: None,
    notice: None,
    facts_notice: None,
    doctor: Doctor {
        probe: |route| super::probe(route.local_dir()),
        passed: "the bulk store answered the look-up",
        local: Some(|route| super::check(route.local_dir())),
    },
};
