//! The SEC's JSON documents as finq reads them: the ticker list, a company's submissions (its
//! filings, newest first) and its XBRL facts (companyfacts, made into the model's facts by
//! `reading`).

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;
use serde_json::{Number, Value};

/// An SIC code as the SEC writes it (`"3571"`; empty or absent for some filers): a code that
/// does not read is none, never a refusal of the whole document.
fn sic_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Option<i32>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Number(n) => n.as_i64().and_then(|n| i32::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    })
}

/// A fact's `fy` as text: a number's digits, a string's content, none for null.
fn fy_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Option<Box<str>>, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::Null => None,
        Value::String(s) => Some(s.into()),
        other => Some(other.to_string().into()),
    })
}

/// A CIK as the SEC writes it, number or string, padded or not.
pub(crate) fn cik_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<u64, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => n.as_u64().ok_or_else(|| serde::de::Error::custom("CIK out of range")),
        Value::String(s) => s.trim().parse().map_err(|_| serde::de::Error::custom(format!("CIK {s:?}"))),
        other => Err(serde::de::Error::custom(format!("CIK {other}"))),
    }
}

/// A company's XBRL facts as the SEC's companyfacts sends them (taxonomy, element, unit, then
/// each fact with the filing that reported it).
#[derive(Debug, Deserialize)]
pub struct CompanyFacts {
    #[serde(deserialize_with = "cik_of")]
    pub cik: u64,
    #[serde(rename = "entityName", default)]
    pub entity_name: String,
    #[serde(default)]
    pub facts: BTreeMap<String, BTreeMap<String, Concept>>,
}

#[derive(Debug, Deserialize)]
pub struct Concept {
    #[serde(default)]
    pub units: BTreeMap<String, Vec<XbrlFact>>,
}

/// One XBRL fact as filed (the SEC's companyfacts form): its period (a start for a duration),
/// value as written, the accession of the filing that reported it, and that filing's details.
#[derive(Debug, Clone, Deserialize)]
pub struct XbrlFact {
    #[serde(default)]
    pub start: Option<String>,
    pub end: String,
    /// As sent, exponent and all.
    #[serde(deserialize_with = "crate::model::exact::number_as_sent")]
    pub val: Number,
    pub accn: String,
    /// The filing's fiscal year as sent (a number, text, or none), kept as its text: a tree of
    /// values for every fact would take more than the rest of it.
    #[serde(default, deserialize_with = "fy_of")]
    pub fy: Option<Box<str>>,
    #[serde(default)]
    pub fp: Option<String>,
    #[serde(default)]
    pub form: Option<String>,
    #[serde(default)]
    pub filed: Option<String>,
}

#[derive(Debug, Deserialize)]
struct TickerRow {
    #[serde(deserialize_with = "cik_of")]
    cik_str: u64,
    ticker: String,
    #[serde(default)]
    title: String,
}

/// Every entry of company_tickers.json, in the file's order: (ticker in upper case, CIK, the
/// company's name as the SEC writes it). An empty list, or a document of another shape, is not
/// the list.
pub fn ticker_entries(body: &[u8]) -> std::result::Result<Vec<(String, u64, String)>, String> {
    let rows: BTreeMap<String, TickerRow> =
        serde_json::from_slice(body).map_err(|e| format!("not the SEC's ticker list: {e}"))?;
    let mut ordered: Vec<(u64, TickerRow)> =
        rows.into_iter().map(|(k, v)| (k.parse().unwrap_or(u64::MAX), v)).collect();
    ordered.sort_by_key(|(k, _)| *k);
    if ordered.is_empty() {
        return Err("not the SEC's ticker list: it lists no ticker".into());
    }
    Ok(ordered.into_iter().map(|(_, r)| (r.ticker.to_ascii_uppercase(), r.cik_str, r.title)).collect())
}

/// company_tickers.json, both ways: the raw document, read in full only when needed. A ticker's
/// CIK is found by a scan of the SEC's compact form (a 750 KB document; a full parse costs
/// milliseconds on every warm run), with the full parse as the fallback.
#[derive(Debug, Default)]
pub struct TickerList {
    raw: Vec<u8>,
    parsed: std::sync::OnceLock<Result<Parsed, String>>,
}

#[derive(Debug, Default)]
struct Parsed {
    by_ticker: HashMap<String, u64>,
    by_cik: BTreeMap<u64, Vec<String>>,
}

impl TickerList {
    /// Keeps the document if it looks like the ticker list (a JSON object); damage beyond that
    /// shows when it is read in full.
    pub fn parse(body: &[u8]) -> std::result::Result<Self, String> {
        let t = body.trim_ascii();
        if !(t.starts_with(b"{") && t.ends_with(b"}")) {
            return Err("not a JSON object".into());
        }
        Ok(TickerList { raw: body.to_vec(), parsed: std::sync::OnceLock::new() })
    }

    fn parsed(&self) -> std::result::Result<&Parsed, String> {
        self.parsed
            .get_or_init(|| {
                let rows: BTreeMap<String, TickerRow> = serde_json::from_slice(&self.raw).map_err(|e| e.to_string())?;
                // The file's keys are "0", "1", …: keep that order for the tickers of one CIK.
                let mut ordered: Vec<(u64, TickerRow)> =
                    rows.into_iter().map(|(k, v)| (k.parse().unwrap_or(u64::MAX), v)).collect();
                ordered.sort_by_key(|(k, _)| *k);
                let mut list = Parsed::default();
                for (_, row) in ordered {
                    let ticker = row.ticker.to_ascii_uppercase();
                    list.by_ticker.entry(ticker.clone()).or_insert(row.cik_str);
                    list.by_cik.entry(row.cik_str).or_default().push(ticker);
                }
                Ok(list)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The CIK of `ticker` (upper case): the first entry of the file that has it.
    pub fn cik(&self, ticker: &str) -> std::result::Result<Option<u64>, String> {
        if let Some(cik) = scan(&self.raw, ticker) {
            return Ok(Some(cik));
        }
        Ok(self.parsed()?.by_ticker.get(ticker).copied())
    }

    /// The tickers of a CIK, in the file's order.
    pub fn tickers(&self, cik: u64) -> std::result::Result<Option<Vec<String>>, String> {
        Ok(self.parsed()?.by_cik.get(&cik).cloned())
    }
}

/// `{"cik_str":320193,"ticker":"AAPL",…}`: the CIK of the first object whose ticker is `ticker`,
/// in the SEC's compact form; `None` when the form is another (then the full parse decides).
fn scan(raw: &[u8], ticker: &str) -> Option<u64> {
    let needle = format!("\"ticker\":\"{ticker}\"");
    let at = raw.windows(needle.len()).position(|w| w == needle.as_bytes())?;
    let object = raw[..at].iter().rposition(|b| *b == b'{')?;
    let inside = &raw[object..at];
    let key = b"\"cik_str\":";
    let k = inside.windows(key.len()).position(|w| w == key)? + key.len();
    let digits: Vec<u8> =
        inside[k..].iter().copied().skip_while(|b| *b == b'"').take_while(u8::is_ascii_digit).collect();
    std::str::from_utf8(&digits).ok()?.parse().ok()
}

#[derive(Debug, Clone, Deserialize)]
pub struct Submissions {
    #[serde(deserialize_with = "cik_of")]
    pub cik: u64,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub tickers: Vec<String>,
    #[serde(rename = "fiscalYearEnd", default)]
    pub fiscal_year_end: Option<String>,
    #[serde(default)]
    pub category: Option<String>,
    #[serde(default)]
    pub ein: Option<String>,
    /// The filer's industry (Standard Industrial Classification): which template a standardized
    /// statement follows.
    #[serde(default, deserialize_with = "sic_of")]
    pub sic: Option<i32>,
    pub filings: Filings,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Filings {
    pub recent: Recent,
    /// The documents holding the filings older than the recent thousand.
    #[serde(default)]
    pub files: Vec<OlderFile>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct OlderFile {
    pub name: String,
}

/// `filings.recent` (and each older document): one array per column, newest filing first.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recent {
    pub accession_number: Vec<String>,
    pub filing_date: Vec<String>,
    #[serde(default)]
    pub report_date: Vec<String>,
    pub form: Vec<String>,
}

/// One filing row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub accession: String,
    pub filing_date: String,
    pub report_date: String,
    pub form: String,
}

impl Submissions {
    /// These filings followed by `older` ones (the next document of the company's history).
    pub fn with_older(&self, older: &Recent) -> Submissions {
        let mut all = self.clone();
        let r = &mut all.filings.recent;
        // Columns may be absent or short in a document: pad so that rows stay aligned.
        let n = r.form.len();
        r.accession_number.resize(n, String::new());
        r.filing_date.resize(n, String::new());
        r.report_date.resize(n, String::new());
        r.accession_number.extend(older.accession_number.iter().cloned());
        r.filing_date.extend(older.filing_date.iter().cloned());
        let m = older.form.len();
        let mut report = older.report_date.clone();
        report.resize(m, String::new());
        r.report_date.extend(report);
        r.form.extend(older.form.iter().cloned());
        all.filings.files.clear();
        all
    }

    /// The rows whose form is exactly `form` (so no amendments), in the SEC's newest-first order.
    /// Never sorted by accession number: its prefix is the filer agent's, not a date.
    pub fn rows(&self, form: &str) -> Vec<Row> {
        self.rows_where(|r, i| r.form[i] == form)
    }

    /// The row of one accession number (any form, amendments included).
    pub fn accession(&self, accession: &str) -> Option<Row> {
        self.rows_where(|r, i| r.accession_number.get(i).is_some_and(|a| a == accession)).into_iter().next()
    }

    fn rows_where(&self, keep: impl Fn(&Recent, usize) -> bool) -> Vec<Row> {
        let r = &self.filings.recent;
        (0..r.form.len())
            .filter(|&i| keep(r, i))
            .map(|i| Row {
                accession: r.accession_number.get(i).cloned().unwrap_or_default(),
                filing_date: r.filing_date.get(i).cloned().unwrap_or_default(),
                report_date: r.report_date.get(i).cloned().unwrap_or_default(),
                form: r.form[i].clone(),
            })
            .collect()
    }
}

#[cfg(test)]
mod ticker_tests {
    use super::*;

    #[test]
    fn the_scan_agrees_with_the_full_parse() {
        let compact = br#"{"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."},"1":{"cik_str":"1045810","ticker":"NVDA","title":"NVIDIA"},"2":{"cik_str":1652044,"ticker":"GOOGL","title":"Alphabet"},"3":{"cik_str":1652044,"ticker":"GOOG","title":"Alphabet"}}"#;
        let list = TickerList::parse(compact).unwrap();
        assert_eq!(scan(compact, "AAPL"), Some(320193));
        assert_eq!(scan(compact, "NVDA"), Some(1045810), "a CIK written as text");
        assert_eq!(scan(compact, "GOOG"), Some(1652044), "GOOGL is not GOOG");
        assert_eq!(list.cik("MSFT").unwrap(), None);
        assert_eq!(list.tickers(1652044).unwrap(), Some(vec!["GOOGL".to_string(), "GOOG".to_string()]));
        // Another layout: the full parse answers.
        let pretty = b"{ \"0\": { \"cik_str\": 320193, \"ticker\": \"AAPL\" } }";
        assert_eq!(scan(pretty, "AAPL"), None);
        assert_eq!(TickerList::parse(pretty).unwrap().cik("AAPL").unwrap(), Some(320193));
        assert!(TickerList::parse(b"<html>").is_err());
    }
}
