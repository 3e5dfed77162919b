//! A company's XBRL facts as every filing reported them, in the shape of the SEC's companyfacts
//! (taxonomy, element, unit, then each fact with the filing that reported it): what EDGAR sends
//! and what the bulk store builds from its filings, read by the quarters and by quote's figures.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Number, Value};

/// A CIK as the SEC writes it, number or string, padded or not.
pub(crate) fn cik_of<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<u64, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => n.as_u64().ok_or_else(|| serde::de::Error::custom("CIK out of range")),
        Value::String(s) => s.trim().parse().map_err(|_| serde::de::Error::custom(format!("CIK {s:?}"))),
        other => Err(serde::de::Error::custom(format!("CIK {other}"))),
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

/// One XBRL fact as filed (the SEC's companyfacts form): its period (a start for a duration),
/// value as written, the accession of the filing that reported it, and that filing's details.
#[derive(Debug, Deserialize)]
pub struct XbrlFact {
    #[serde(default)]
    pub start: Option<String>,
    pub end: String,
    /// As sent, exponent and all.
    #[serde(deserialize_with = "crate::model::exact::number_as_sent")]
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
