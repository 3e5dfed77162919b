//! What the seam, its sources and the transport need of the command line: its words for what
//! they advise ([`Advice`], [`Hint`]) and its ruling on what a source is not asked. They say what
//! happened as data; settings write the line a person reads, naming the flag to change
//! (`settings::words`), and hand these down in the client's configuration. Every place a failure
//! is said (the error line, `-v`, a quote's note, one company's record among several) then says it
//! in the same words, and nothing below settings names a flag.

use crate::error::Error;
use crate::model::{Form, Operation};
use crate::net::Hint;

use super::Source;

/// The command line's words and rulings, as settings wrote them.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    /// What the transport advises, in words.
    pub hint: fn(Hint) -> &'static str,
    /// What the seam and the sources advise, in words.
    pub advice: fn(&Advice) -> String,
    /// Why `source` is not asked `op` (with `raw`: for the bytes as sent), if it is not: the
    /// ruling settings make before anything is asked, which the seam applies to every question.
    pub refusal: fn(Source, Operation, bool) -> Option<Error>,
}

/// What the seam or a source advises, when the answer lies in what the user asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Advice {
    /// No key is configured for a source that needs one: the whole message.
    NoKey,
    /// The answer is not in the cache and nothing may be sent: ask with the network (`again`: a
    /// damaged copy is fetched again).
    Online { again: bool },
    /// The demo holds one company's XBRL facts: the live source has every company's.
    LiveFacts,
    /// The demo holds 10-Qs only: ask without the form.
    OnlyTenQs,
    /// No filing with the accession asked for: ask without it, or for one held.
    OtherAccession,
    /// No filing at the order asked for: `held` are held, from order 0.
    FilingOrders { held: usize },
    /// The bytes as sent were asked of a statement the demo reads from a bundled filing's
    /// pages: the whole message.
    NoOneBody,
    /// The store holds filings of the company in `form`, the other form than asked: ask for them.
    OtherForm { form: Form },
}
