//! Names in the store: today's tickers, from the SEC's ticker list kept with the store
//! (`company_tickers.json`, [`crate::store::tickers`]), beside the tickers the data sets imply
//! (the prefix of each filing's XBRL instance, as it traded then: [`super::opened::Filers`]); and
//! the companies' names, current and former (`sub`'s `name` and `former`) and the list's, searched
//! by words.
//!
//! A ticker names today's company where the list has it: its CIK, when the store holds its
//! filings. A ticker the list gives to one company and the store's filings to another (`IR`:
//! Ingersoll Rand Inc. today, CIK 1699150; Ingersoll-Rand plc in 2009–2010, CIK 1466258, today
//! `TT`) is refused when the store holds nothing of today's company, naming both: an answer for
//! the other company under today's ticker would mislead.

use std::collections::HashMap;
use std::time::SystemTime;

use crate::error::{Error, Result};

/// The SEC's ticker list as kept with the store, read.
pub(super) struct Today {
    /// Ticker (upper case, as listed: `BRK-B`) -> its place in `entries`.
    by_ticker: HashMap<String, usize>,
    /// (ticker, CIK, company name), in the list's order.
    pub entries: Vec<(String, i64, String)>,
    /// When it was written into the store.
    pub kept: SystemTime,
}

impl Today {
    /// The list kept in the store at `store`, read; `None` when it keeps none.
    pub fn read(store: &crate::store::Store) -> Result<Option<Today>> {
        let Some((bytes, kept)) = store.tickers()? else { return Ok(None) };
        let entries = crate::sources::ticker_list(&bytes).map_err(|why| {
            Error::damaged(format!(
                "{} is damaged ({why}); keep the SEC's list again: `finq bulk fetch`, or `finq bulk import company_tickers.json`",
                store.tickers_path().display()
            ))
        })?;
        let entries: Vec<(String, i64, String)> =
            entries.into_iter().map(|(t, cik, title)| (t, cik as i64, title)).collect();
        let mut by_ticker = HashMap::with_capacity(entries.len());
        for (i, (ticker, ..)) in entries.iter().enumerate() {
            // The first entry of a ticker is the SEC's (the list is in its order).
            by_ticker.entry(ticker.clone()).or_insert(i);
        }
        Ok(Some(Today { by_ticker, entries, kept }))
    }

    /// Today's company of `ticker` (any case; `BRK.B` as the list writes it, `BRK-B`): its CIK
    /// and name.
    pub fn company(&self, ticker: &str) -> Option<(i64, &str)> {
        let upper = ticker.to_ascii_uppercase();
        let at = self.by_ticker.get(&upper).or_else(|| self.by_ticker.get(&upper.replace('.', "-")))?;
        let (_, cik, title) = &self.entries[*at];
        Some((*cik, title))
    }

    /// Today's tickers of `cik`, in the list's order.
    pub fn tickers(&self, cik: i64) -> Vec<&str> {
        self.entries.iter().filter(|(_, c, _)| *c == cik).map(|(t, ..)| t.as_str()).collect()
    }

    /// The day it was kept, `YYYY-MM-DD`, for messages.
    pub fn day(&self) -> String {
        crate::model::date::rfc3339(self.kept).get(..10).unwrap_or_default().to_string()
    }
}

/// What a subject names in the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Named {
    /// A company, by its CIK.
    Cik(i64),
    /// Nothing the store knows.
    Unknown,
    /// A ticker that is today another company's than the store's filings' (and the store holds
    /// nothing of today's): `today` (CIK, name) by the ticker list, `then` the CIK of the store's
    /// filings under it.
    Moved { today: (i64, String), then: i64 },
}

/// The refusal of a ticker whose company changed ([`Named::Moved`]), naming both: exit 3.
pub(super) fn moved(ticker: &str, today: &(i64, String), then: i64, then_name: &str, span: &str, day: &str) -> Error {
    Error::not_found(format!(
        "company not found: {ticker} is today {} (CIK {}, by the SEC's ticker list kept {day}), and the bulk store \
         ({span}) holds no filing of it; its filings under {ticker} are another company's, {then_name} (CIK {then})",
        today.1, today.0
    ))
    .hint(format!("give CIK {then} for those"))
}

/// A filer found by name: its CIK, the name matched, and what that name is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub cik: i64,
    /// Its latest name in the store's filings, else the ticker list's.
    pub name: String,
    /// The name the words matched, when it is another (a former name, the list's).
    pub matched: Option<String>,
}

/// Whether every one of `words` (lower case) begins a word of `name`, any case: `harris` finds
/// "HARRIS CORP /DE/" and "Harrison Vickers", not "Charris".
fn holds(name: &str, words: &[String]) -> bool {
    let lower = name.to_lowercase();
    let own: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    words.iter().all(|w| own.iter().any(|o| o.starts_with(w.as_str())))
}

/// The filers whose name holds every word of `query` ([`holds`]): their latest name in the
/// store's filings, their former names there, and the ticker list's names; by name.
pub(super) fn search(reader: &crate::store::Reader, today: Option<&Today>, query: &str) -> Result<Vec<Found>> {
    let words: Vec<String> =
        query.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
    if words.is_empty() {
        return Ok(Vec::new());
    }
    // Each CIK's latest name, and a name of it that matched, in the store's filings.
    let mut latest: HashMap<i64, (i32, String)> = HashMap::new();
    let mut matched: HashMap<i64, String> = HashMap::new();
    reader.names(|cik, filed, name, former| {
        match latest.get_mut(&cik) {
            Some((at, _)) if *at > filed => {}
            Some((at, was)) => {
                *at = filed;
                if was != name {
                    *was = name.to_string();
                }
            }
            None => {
                latest.insert(cik, (filed, name.to_string()));
            }
        }
        for n in std::iter::once(name).chain(former) {
            if holds(n, &words) && !matched.contains_key(&cik) {
                matched.insert(cik, n.to_string());
            }
        }
    })?;
    for (_, cik, title) in today.map_or(&[][..], |t| &t.entries[..]) {
        if holds(title, &words) && !matched.contains_key(cik) {
            matched.insert(*cik, title.clone());
        }
    }
    let mut found: Vec<Found> = matched
        .into_iter()
        .map(|(cik, m)| {
            let name = latest.get(&cik).map(|(_, n)| n.clone()).unwrap_or_else(|| m.clone());
            let matched = (!m.eq_ignore_ascii_case(&name)).then_some(m);
            Found { cik, name, matched }
        })
        .collect();
    found.sort_by_key(|a| (a.name.to_lowercase(), a.cik));
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_begins_a_word_of_the_name() {
        let words = |q: &str| q.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>();
        assert!(holds("HARRIS CORP /DE/", &words("harris")));
        assert!(holds("Harrison Vickers & Waterman Inc", &words("Harris")));
        assert!(holds("HARRIS CORP /DE/", &words("corp harris")));
        assert!(!holds("CHARRIS INC", &words("harris")), "inside a word");
        assert!(!holds("HARRIS CORP", &words("harris bank")), "every word");
    }

    #[test]
    fn todays_company_of_a_ticker_any_case_and_its_tickers() {
        let dir = tempfile::tempdir().unwrap();
        let store = crate::store::Store::at(dir.path());
        let locked = store.lock().unwrap();
        assert!(Today::read(&store).unwrap().is_none());
        let list = br#"{"0":{"cik_str":1067983,"ticker":"BRK-B","title":"BERKSHIRE HATHAWAY INC"},
            "1":{"cik_str":1067983,"ticker":"BRK-A","title":"BERKSHIRE HATHAWAY INC"},
            "2":{"cik_str":1699150,"ticker":"IR","title":"Ingersoll Rand Inc."}}"#;
        locked.keep_tickers(list).unwrap();
        let today = Today::read(&store).unwrap().unwrap();
        assert_eq!(today.company("brk.b"), Some((1067983, "BERKSHIRE HATHAWAY INC")));
        assert_eq!(today.company("ir"), Some((1699150, "Ingersoll Rand Inc.")));
        assert_eq!(today.company("TT"), None);
        assert_eq!(today.tickers(1067983), ["BRK-B", "BRK-A"]);
        locked.keep_tickers(b"[1, 2]").unwrap();
        assert_eq!(Today::read(&store).err().map(|e| e.kind), Some(crate::error::ErrorKind::Damaged));
    }
}
