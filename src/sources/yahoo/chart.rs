//! Yahoo Finance's v8 chart answer: `meta` (live fields), daily bars (timestamps in UTC, dates
//! in the exchange's time zone via `gmtoffset`), and split and dividend events. Numbers keep the
//! text Yahoo sent.

use serde_json::value::RawValue;
use serde_json::{Map, Number, Value};

use crate::model::date;
use crate::sources::decode::DecodeError;

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
    /// Timestamps sent that are not a valid instant (dropped with their bars).
    pub dropped: usize,
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

    /// The exchange's date of an epoch time; `None` outside 1900–2200 (a time that is not one).
    pub fn date_of(&self, epoch: i64) -> Option<String> {
        let local = epoch.checked_add(self.offset)?;
        (FIRST_EPOCH..=LAST_EPOCH).contains(&local).then(|| date::date(local.div_euclid(86_400)))
    }
}

fn shape(why: impl Into<String>) -> DecodeError {
    DecodeError::Shape(why.into())
}

/// The earliest and latest instants a bar may carry: 1900-01-01 and 2200-01-01 (UTC). Anything
/// else is not a trading day (and `-292245333919-07-30` is what an unchecked one prints).
const FIRST_EPOCH: i64 = -2_208_988_800;
const LAST_EPOCH: i64 = 7_258_118_400;
/// The largest offset from UTC an exchange has (14 h), with room: beyond it the offset is not one.
const MAX_OFFSET: i64 = 18 * 3600;
/// The most `meta` fields kept (Yahoo sends about thirty); only scalars are kept.
const MAX_META: usize = 256;

/// Reads a chart body. Yahoo's own error (`chart.error`) comes back as `Err(Some(description))`
/// through `DecodeError::Shape`; an empty window (no `timestamp`) is a chart with no bars.
///
/// The body is read straight into typed values, each number borrowed as the text Yahoo sent
/// (serde_json's `RawValue`) until it is kept, never as a tree of values: memory stays a small
/// multiple of the body. Bars whose time is not a valid instant are dropped; the rest are put in
/// time order with one bar per trading date (the last sent for that date).
pub fn parse(body: &[u8]) -> Result<Chart, DecodeError> {
    let root: wire::Root = serde_json::from_slice(body).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => shape(e.to_string()),
        _ => DecodeError::NotJson(e.to_string()),
    })?;
    let chart = root.chart;
    if let Some(err) = chart.error {
        let why = err.description.and_then(|d| serde_json::from_str::<String>(d.get()).ok());
        return Err(shape(format!("Yahoo said: {}", why.as_deref().unwrap_or("an error"))));
    }
    let result = chart.result.and_then(|r| r.into_iter().next()).ok_or_else(|| shape("chart.result is empty"))?;
    let meta = result.meta.ok_or_else(|| shape("no meta"))?.0;
    let offset = meta.get("gmtoffset").and_then(Value::as_i64).unwrap_or(0);
    if offset.abs() > MAX_OFFSET {
        return Err(shape(format!("gmtoffset {offset} is not an offset from UTC")));
    }
    let mut out = Chart { meta, offset, ..Chart::default() };
    let quote = result.indicators.as_ref().and_then(|i| i.quote.as_ref()).and_then(|q| q.first());
    let close = quote.and_then(|q| q.close.as_ref());
    let high = quote.and_then(|q| q.high.as_ref());
    let low = quote.and_then(|q| q.low.as_ref());
    let volume = quote.and_then(|q| q.volume.as_ref());
    let adjclose = result
        .indicators
        .as_ref()
        .and_then(|i| i.adjclose.as_ref())
        .and_then(|a| a.first())
        .and_then(|a| a.adjclose.as_ref());
    let at = |v: Option<&wire::Series<'_>>, i: usize| v.and_then(|v| v.get(i)).copied().flatten().and_then(number);
    // Each valid instant with its place in the series, in time order (stable: equal times keep
    // the order sent).
    let mut times: Vec<(i64, usize)> =
        result.timestamp.iter().flatten().enumerate().filter_map(|(i, t)| t.and_then(epoch).map(|t| (t, i))).collect();
    out.dropped = result.timestamp.as_ref().map_or(0, Vec::len) - times.len();
    times.sort_by_key(|(t, _)| *t);
    out.bars.reserve(times.len());
    for (t, i) in times {
        let Some(date) = out.date_of(t) else { continue };
        let bar = Bar {
            date,
            close: at(close, i),
            adjclose: at(adjclose, i),
            high: at(high, i),
            low: at(low, i),
            volume: at(volume, i),
        };
        match out.bars.last_mut() {
            Some(last) if last.date == bar.date => *last = bar,
            _ => out.bars.push(bar),
        }
    }
    // Events are objects keyed by epoch text, not arrays.
    for s in result.events.and_then(|e| e.splits).unwrap_or_default().into_values() {
        let (Some(date), Some(n), Some(d)) = (
            s.date.and_then(epoch).and_then(|t| out.date_of(t)),
            s.numerator.and_then(number),
            s.denominator.and_then(number),
        ) else {
            continue;
        };
        out.splits.push(Split { date, numerator: n, denominator: d });
    }
    out.splits.sort_by(|a, b| a.date.cmp(&b.date));
    Ok(out)
}

/// A number as sent (`null`, text and anything else are not one).
fn number(raw: &RawValue) -> Option<Number> {
    let text = raw.get();
    text.starts_with(|c: char| c == '-' || c.is_ascii_digit()).then(|| Number::from_string_unchecked(text.to_string()))
}

/// A bar's time: whole seconds within [`FIRST_EPOCH`, `LAST_EPOCH`].
fn epoch(raw: &RawValue) -> Option<i64> {
    raw.get().parse::<i64>().ok().filter(|t| (FIRST_EPOCH..=LAST_EPOCH).contains(t))
}

/// A scalar of `meta` as a value (strings, numbers as sent, flags); `None` for the rest.
fn scalar(raw: &RawValue) -> Option<Value> {
    let text = raw.get();
    match text.as_bytes().first()? {
        b'"' => serde_json::from_str::<String>(text).ok().map(Value::String),
        b't' => Some(Value::Bool(true)),
        b'f' => Some(Value::Bool(false)),
        b'-' | b'0'..=b'9' => number(raw).map(Value::Number),
        _ => None,
    }
}

/// The chart's JSON, typed: only what finq reads, numbers borrowed as sent.
mod wire {
    use std::collections::BTreeMap;

    use serde::Deserialize;
    use serde::de::{IgnoredAny, MapAccess, Visitor};
    use serde_json::value::RawValue;
    use serde_json::{Map, Value};

    pub type Series<'a> = Vec<Option<&'a RawValue>>;

    #[derive(Deserialize)]
    pub struct Root<'a> {
        #[serde(borrow)]
        pub chart: Chart<'a>,
    }

    #[derive(Deserialize)]
    pub struct Chart<'a> {
        #[serde(default, borrow)]
        pub result: Option<Vec<Result<'a>>>,
        #[serde(default, borrow)]
        pub error: Option<Error<'a>>,
    }

    #[derive(Deserialize)]
    pub struct Error<'a> {
        #[serde(default, borrow)]
        pub description: Option<&'a RawValue>,
    }

    #[derive(Deserialize)]
    pub struct Result<'a> {
        #[serde(default)]
        pub meta: Option<Meta>,
        #[serde(default, borrow)]
        pub timestamp: Option<Series<'a>>,
        #[serde(default, borrow)]
        pub indicators: Option<Indicators<'a>>,
        #[serde(default, borrow)]
        pub events: Option<Events<'a>>,
    }

    #[derive(Deserialize)]
    pub struct Indicators<'a> {
        #[serde(default, borrow)]
        pub quote: Option<Vec<Quote<'a>>>,
        #[serde(default, borrow)]
        pub adjclose: Option<Vec<Adjclose<'a>>>,
    }

    #[derive(Deserialize)]
    pub struct Quote<'a> {
        #[serde(default, borrow)]
        pub close: Option<Series<'a>>,
        #[serde(default, borrow)]
        pub high: Option<Series<'a>>,
        #[serde(default, borrow)]
        pub low: Option<Series<'a>>,
        #[serde(default, borrow)]
        pub volume: Option<Series<'a>>,
    }

    #[derive(Deserialize)]
    pub struct Adjclose<'a> {
        #[serde(default, borrow)]
        pub adjclose: Option<Series<'a>>,
    }

    #[derive(Deserialize)]
    pub struct Events<'a> {
        #[serde(default, borrow)]
        pub splits: Option<BTreeMap<String, Split<'a>>>,
    }

    #[derive(Deserialize)]
    pub struct Split<'a> {
        #[serde(default, borrow)]
        pub date: Option<&'a RawValue>,
        #[serde(default, borrow)]
        pub numerator: Option<&'a RawValue>,
        #[serde(default, borrow)]
        pub denominator: Option<&'a RawValue>,
    }

    /// `meta`: its scalar fields, at most `MAX_META` of them.
    pub struct Meta(pub Map<String, Value>);

    impl<'de> Deserialize<'de> for Meta {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
            struct Fields;
            impl<'de> Visitor<'de> for Fields {
                type Value = Meta;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("an object")
                }
                fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> std::result::Result<Meta, A::Error> {
                    let mut m = Map::new();
                    while let Some(key) = a.next_key::<String>()? {
                        if m.len() >= super::MAX_META {
                            a.next_value::<IgnoredAny>()?;
                            continue;
                        }
                        let raw: &'de RawValue = a.next_value()?;
                        if let Some(v) = super::scalar(raw) {
                            m.insert(key, v);
                        }
                    }
                    Ok(Meta(m))
                }
            }
            d.deserialize_map(Fields)
        }
    }
}
