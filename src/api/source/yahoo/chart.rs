//! Yahoo Finance's v8 chart answer: `meta` (live fields), daily bars (timestamps in UTC, dates
//! in the exchange's time zone via `gmtoffset`), and split and dividend events. Numbers keep the
//! text Yahoo sent.

use serde_json::{Map, Number, Value};

use crate::api::decode::DecodeError;
use crate::dates;

/// One trading day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bar {
    /// The trading date in the exchange's time zone, `YYYY-MM-DD`.
    pub date: String,
    pub close: Option<Number>,
    pub adjclose: Option<Number>,
    pub high: Option<Number>,
    pub low: Option<Number>,
    pub volume: Option<Number>,
}

/// A split: from its date on, one old share is `numerator / denominator` new ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    pub date: String,
    pub numerator: Number,
    pub denominator: Number,
}

#[derive(Debug, Clone, Default)]
pub struct Chart {
    pub meta: Map<String, Value>,
    pub bars: Vec<Bar>,
    pub splits: Vec<Split>,
    /// `gmtoffset` in seconds.
    pub offset: i64,
}

impl Chart {
    /// A text field of `meta`.
    pub fn text(&self, key: &str) -> Option<String> {
        self.meta.get(key).and_then(Value::as_str).map(str::to_string)
    }

    /// A number of `meta`, as sent.
    pub fn number(&self, key: &str) -> Option<Number> {
        match self.meta.get(key) {
            Some(Value::Number(n)) => Some(n.clone()),
            _ => None,
        }
    }

    /// Yahoo's `priceHint`: the decimals its prices are meant to be read with (2 for most
    /// equities, 4 for currency pairs); `None` when absent or beyond any sensible precision.
    pub fn price_hint(&self) -> Option<u32> {
        self.meta.get("priceHint").and_then(Value::as_u64).filter(|d| *d <= 12).map(|d| d as u32)
    }

    /// The exchange's date of an epoch time.
    pub fn date_of(&self, epoch: i64) -> String {
        dates::date((epoch + self.offset).div_euclid(86_400))
    }
}

fn shape(why: impl Into<String>) -> DecodeError {
    DecodeError::Shape(why.into())
}

/// Reads a chart body. Yahoo's own error (`chart.error`) comes back as `Err(Some(description))`
/// through `DecodeError::Shape`; an empty window (no `timestamp`) is a chart with no bars.
pub fn parse(body: &[u8]) -> Result<Chart, DecodeError> {
    let root = crate::exact::parse_value(body).map_err(|e| DecodeError::NotJson(e.to_string()))?;
    let chart = root.get("chart").ok_or_else(|| shape("no chart object"))?;
    if let Some(err) = chart.get("error").filter(|e| !e.is_null()) {
        let why = err.get("description").and_then(Value::as_str).unwrap_or("an error");
        return Err(shape(format!("Yahoo said: {why}")));
    }
    let result = chart
        .get("result")
        .and_then(Value::as_array)
        .and_then(|a| a.first())
        .ok_or_else(|| shape("chart.result is empty"))?;
    let meta = result.get("meta").and_then(Value::as_object).cloned().ok_or_else(|| shape("no meta"))?;
    let offset = meta.get("gmtoffset").and_then(Value::as_i64).unwrap_or(0);
    let mut out = Chart { meta, offset, ..Chart::default() };
    let times: Vec<i64> = result
        .get("timestamp")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default();
    let quote = result.pointer("/indicators/quote/0");
    let series = |name: &str| -> Vec<Option<Number>> {
        quote
            .and_then(|q| q.get(name))
            .and_then(Value::as_array)
            .map(|a| a.iter().map(|v| if let Value::Number(n) = v { Some(n.clone()) } else { None }).collect())
            .unwrap_or_default()
    };
    let (close, high, low, volume) = (series("close"), series("high"), series("low"), series("volume"));
    let adjclose: Vec<Option<Number>> = result
        .pointer("/indicators/adjclose/0/adjclose")
        .and_then(Value::as_array)
        .map(|a| a.iter().map(|v| if let Value::Number(n) = v { Some(n.clone()) } else { None }).collect())
        .unwrap_or_default();
    let at = |v: &Vec<Option<Number>>, i: usize| v.get(i).cloned().flatten();
    for (i, t) in times.iter().enumerate() {
        out.bars.push(Bar {
            date: out.date_of(*t),
            close: at(&close, i),
            adjclose: at(&adjclose, i),
            high: at(&high, i),
            low: at(&low, i),
            volume: at(&volume, i),
        });
    }
    // Events are objects keyed by epoch text, not arrays.
    if let Some(splits) = result.pointer("/events/splits").and_then(Value::as_object) {
        for s in splits.values() {
            let (Some(date), Some(Value::Number(n)), Some(Value::Number(d))) =
                (s.get("date").and_then(Value::as_i64), s.get("numerator"), s.get("denominator"))
            else {
                continue;
            };
            out.splits.push(Split { date: out.date_of(date), numerator: n.clone(), denominator: d.clone() });
        }
        out.splits.sort_by(|a, b| a.date.cmp(&b.date));
    }
    Ok(out)
}
