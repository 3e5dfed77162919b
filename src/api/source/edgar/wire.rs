//! The SEC's JSON documents as finq reads them: the ticker list, a company's submissions (its
//! filings, newest first) and its XBRL facts.

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;
use serde_json::{Number, Value};

/// A CIK as the SEC writes it, number or string, padded or not.
fn cik_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<u64, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => n.as_u64().ok_or_else(|| serde::de::Error::custom("CIK out of range")),
        Value::String(s) => s.trim().parse().map_err(|_| serde::de::Error::custom(format!("CIK {s:?}"))),
        other => Err(serde::de::Error::custom(format!("CIK {other}"))),
    }
}

#[derive(Debug, Deserialize)]
struct TickerRow {
    #[serde(deserialize_with = "cik_of")]
    cik_str: u64,
    ticker: String,
}

/// company_tickers.json, both ways.
#[derive(Debug, Default)]
pub struct TickerList {
    pub by_ticker: HashMap<String, u64>,
    pub by_cik: BTreeMap<u64, Vec<String>>,
}

impl TickerList {
    pub fn parse(body: &[u8]) -> std::result::Result<Self, String> {
        let rows: BTreeMap<String, TickerRow> = serde_json::from_slice(body).map_err(|e| e.to_string())?;
        // The file's keys are "0", "1", …: keep that order for the tickers of one CIK.
        let mut ordered: Vec<(u64, TickerRow)> =
            rows.into_iter().map(|(k, v)| (k.parse().unwrap_or(u64::MAX), v)).collect();
        ordered.sort_by_key(|(k, _)| *k);
        let mut list = TickerList::default();
        for (_, row) in ordered {
            let ticker = row.ticker.to_ascii_uppercase();
            list.by_ticker.entry(ticker.clone()).or_insert(row.cik_str);
            list.by_cik.entry(row.cik_str).or_default().push(ticker);
        }
        Ok(list)
    }
}

#[derive(Debug, Deserialize)]
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
    pub filings: Filings,
}

#[derive(Debug, Deserialize)]
pub struct Filings {
    pub recent: Recent,
}

/// `filings.recent`: one array per column, newest filing first.
#[derive(Debug, Deserialize)]
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

#[derive(Debug, Deserialize)]
pub struct XbrlFact {
    #[serde(default)]
    pub start: Option<String>,
    pub end: String,
    pub val: Number,
    pub accn: String,
    #[serde(default)]
    pub fy: Option<Value>,
    #[serde(default)]
    pub fp: Option<String>,
    #[serde(default)]
    pub form: Option<String>,
    #[serde(default)]
    pub filed: Option<String>,
}
