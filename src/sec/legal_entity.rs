//! The legal-entity rule of the SEC's data sets: which numbers are a filing's registrant's own
//! when it tags them with a legal-entity member. Knowledge of the data sets, read alike by the
//! statements as filed ([`super::sets`]) and the standardization ([`crate::standard`]).

/// The legal-entity member (the data sets' `coreg`) a filing's figures are read at when it reports
/// none of them without a co-registrant (the standardization: none of the rules' elements for
/// its balance-sheet date; a statement as filed: none of its lines): combined filings of a
/// holding company and its subsidiaries (Sempra Energy, Pepco Holdings, Plum Creek Timber) and
/// some others (Citigroup's 10-Q of August 2009) tag the registrant's consolidated figures
/// `ParentCompany`. Where the consolidated figures are there, `ParentCompany` is the parent-only
/// schedule and is never read.
pub const LEGAL_ENTITY: &str = "ParentCompany";

/// Whether a number (its `segments` and `coreg`) is one of [`LEGAL_ENTITY`]'s figures: that
/// co-registrant, and no segment but the legal-entity member itself (the data sets' newer layout
/// writes it in `segments` too, `LegalEntity=ParentCompany;`).
pub fn at_legal_entity(segments: Option<&str>, coreg: Option<&str>) -> bool {
    coreg == Some(LEGAL_ENTITY)
        && segments.is_none_or(|s| {
            s.is_empty() || s.strip_prefix("LegalEntity=").and_then(|m| m.strip_suffix(';')) == Some(LEGAL_ENTITY)
        })
}
