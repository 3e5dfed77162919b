//! The service's response shapes (serde types) and their conversion into finq's domain types.
//!
//! Two statement forms exist: the current nested form (`data.attributes.result`, camelCase) and the
//! older flat form (`Status`, `Data`, `Content`, PascalCase). Every statement operation accepts
//! both. Numbers go through `serde_json::Number` with `arbitrary_precision`, so the digits the
//! service sent are the digits finq prints; nothing here passes through `f64`.

use serde::Deserialize;
use serde_json::{Map, Number, Value};

use super::labels;
use crate::api::decode::DecodeError;
use crate::api::filed::table;
use crate::domain::{
    Company, Filing, Identifiers, LineItem, PricePoint, Prices, Quote, QuoteField, QuoteValue, Shape, Statement,
    StatementKind, Summary,
};

type Parsed<T> = Result<T, DecodeError>;

fn shape(detail: impl Into<String>) -> DecodeError {
    DecodeError::Shape(detail.into())
}

/// Values accepted in a body whatever its size: small answers are never refused.
const MIN_VALUES: usize = 16_384;
/// Bytes of body per value at least, beyond [`MIN_VALUES`]. The tree of values costs 50 to 100
/// bytes a value, so this keeps it under about 10 times the body; the service's answers spend 23
/// bytes a value or more. (`[1,1,1,…]` would cost 60 times.)
const BYTES_PER_VALUE: usize = 12;

/// The body as a tree of values, numbers as sent; refused, before any tree is built, when it
/// holds more values than its size allows.
fn parse_value(body: &[u8]) -> Parsed<Value> {
    let budget = MIN_VALUES.max(body.len() / BYTES_PER_VALUE);
    if crate::exact::value_count(body, budget) > budget {
        return Err(shape(format!("the answer holds more than {budget} values in {} bytes", body.len())));
    }
    crate::exact::parse_value(body).map_err(|e| DecodeError::NotJson(e.to_string()))
}

fn from_value<T: serde::de::DeserializeOwned>(v: Value, what: &str) -> Parsed<T> {
    serde_json::from_value(v).map_err(|e| shape(format!("{what}: {e}")))
}

/// `meta.terms` is a string in older bodies and an array in newer ones.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
#[allow(dead_code)] // read only to prove the shape; finq does not print the terms
enum Terms {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize)]
#[allow(dead_code)]
struct Meta {
    #[serde(default)]
    copyright: Option<String>,
    #[serde(default)]
    terms: Option<Terms>,
}

#[derive(Debug, Deserialize)]
struct Envelope {
    #[serde(default)]
    meta: Option<Meta>,
    data: Data,
}

#[derive(Debug, Deserialize)]
struct Data {
    #[serde(rename = "type")]
    kind: String,
    attributes: Attributes,
}

#[derive(Debug, Deserialize)]
struct Attributes {
    #[serde(default)]
    status: Option<i64>,
    #[serde(default)]
    company: Option<NestedCompany>,
    #[serde(default)]
    filing: Option<NestedFiling>,
    #[serde(default)]
    count: Option<u64>,
    result: Value,
}

#[derive(Debug, Default, Deserialize)]
struct NestedCompany {
    #[serde(default)]
    name: Option<String>,
    #[serde(default, deserialize_with = "text_or_number")]
    cik: Option<String>,
    #[serde(default)]
    ticker: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct NestedFiling {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    accession_number: Option<String>,
    #[serde(default)]
    filing_date: Option<String>,
    #[serde(default)]
    period: Option<String>,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    filing_count: Option<u64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Flat {
    #[serde(default)]
    status: Option<i64>,
    #[serde(default)]
    name: Option<String>,
    #[serde(rename = "CIK", default, deserialize_with = "text_or_number")]
    cik: Option<String>,
    #[serde(default)]
    company: Option<String>,
    #[serde(default)]
    accession_number: Option<String>,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    filing_date: Option<String>,
    #[serde(default)]
    filing_count: Option<u64>,
    #[serde(default)]
    data: Option<Map<String, Value>>,
    #[serde(default)]
    content: Option<String>,
}

/// A CIK may arrive as `"320193"` or `320193`.
fn text_or_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(match Option::<Value>::deserialize(d)? {
        Some(Value::String(s)) => Some(s),
        Some(Value::Number(n)) => Some(n.to_string()),
        Some(Value::Null) | None => None,
        Some(other) => {
            return Err(serde::de::Error::custom(format!("expected text, found {other}")));
        }
    })
}

/// `2015-10-28T16:31:09` -> `2015-10-28`; anything that does not start with a date is kept.
pub fn date_part(s: &str) -> String {
    let b = s.as_bytes();
    let looks_like_date = b.len() >= 10
        && b[..10].iter().enumerate().all(|(i, c)| if i == 4 || i == 7 { *c == b'-' } else { c.is_ascii_digit() });
    if looks_like_date { s[..10].to_string() } else { s.to_string() }
}

/// A JSON number, or a string holding one, as an exact `Number`.
fn exact_number(v: &Value) -> Option<Number> {
    match v {
        Value::Number(n) => Some(n.clone()),
        Value::String(s) => number_from_text(s.trim()),
        _ => None,
    }
}

/// Text that is a JSON number ("12.5", "-3", "1e6") as an exact `Number`.
pub fn number_from_text(s: &str) -> Option<Number> {
    // serde_json accepts a leading '-' but not '+', NaN or thousands separators: exactly JSON's grammar.
    // The text is kept as it is (serde_json would rewrite an exponent).
    match serde_json::from_str::<Value>(s) {
        Ok(Value::Number(_)) => Some(Number::from_string_unchecked(s.trim().to_string())),
        _ => None,
    }
}

fn line_items(map: &Map<String, Value>) -> Parsed<Vec<LineItem>> {
    map.iter()
        .map(|(k, v)| {
            exact_number(v)
                .map(|value| {
                    // Bare names as the service sends them; a prefixed key is split like EDGAR's.
                    let (prefix, element) = crate::domain::split_element(k);
                    LineItem {
                        element: element.to_string(),
                        prefix: prefix.map(str::to_string),
                        value,
                        measure: None,
                        label: None,
                    }
                })
                .ok_or_else(|| shape(format!("value of {k} is not a number: {}", short(v))))
        })
        .collect()
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 { format!("{}…", s.chars().take(40).collect::<String>()) } else { s }
}

fn check_status(status: Option<i64>) -> Parsed<()> {
    match status {
        Some(s) if s != 0 => Err(DecodeError::Status(s)),
        _ => Ok(()),
    }
}

fn object(v: Value) -> Parsed<Map<String, Value>> {
    match v {
        Value::Object(m) => Ok(m),
        other => Err(shape(format!("expected a JSON object, found {}", kind_of(&other)))),
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The nested form's envelope, checked to be of the expected `data.type`.
fn envelope(mut root: Map<String, Value>, expected: &str) -> Parsed<(Attributes, Option<Meta>)> {
    // The result is kept out of the typed read: a round trip through serde would rewrite its
    // numbers' text (`-0`, exponents).
    let result = root
        .get_mut("data")
        .and_then(|d| d.get_mut("attributes"))
        .and_then(Value::as_object_mut)
        .and_then(|a| a.get_mut("result"))
        .map(Value::take);
    let mut env: Envelope = from_value(Value::Object(root), "response")?;
    if let Some(result) = result {
        env.data.attributes.result = result;
    }
    if env.data.kind != expected {
        return Err(shape(format!("data.type is {:?}, expected {expected:?}", env.data.kind)));
    }
    check_status(env.data.attributes.status)?;
    Ok((env.data.attributes, env.meta))
}

/// A statement in either form: `balancesheet`, `income`, `equity` or `operations`.
pub fn statement(kind: StatementKind, body: &[u8]) -> Parsed<Statement> {
    let root = object(parse_value(body)?)?;
    if root.contains_key("data") {
        nested_statement(kind, root)
    } else if root.contains_key("Data") || root.contains_key("Content") {
        flat_statement(kind, root)
    } else {
        Err(shape("neither a nested (data.attributes) nor a flat (Data/Content) statement"))
    }
}

fn nested_statement(kind: StatementKind, root: Map<String, Value>) -> Parsed<Statement> {
    let (company, filing, items, count_mismatch) = nested_parts(root)?;
    Ok(Statement { kind, company, filing, items, table: None, shape: Shape::Nested, count_mismatch, filed: None })
}

/// The company, filing, line items and any count mismatch of a nested statement-shaped answer.
fn nested_parts(root: Map<String, Value>) -> Parsed<(Company, Filing, Vec<LineItem>, Option<u64>)> {
    let (attrs, _meta) = envelope(root, "statement")?;
    let company = attrs.company.unwrap_or_default();
    let filing = attrs.filing.unwrap_or_default();
    let Value::Object(result) = attrs.result else {
        return Err(shape("data.attributes.result is not an object"));
    };
    let items = line_items(&result)?;
    let count_mismatch = attrs.count.filter(|c| *c != items.len() as u64);
    Ok((
        Company {
            name: company.name.unwrap_or_default(),
            cik: company.cik.unwrap_or_default(),
            ticker: company.ticker.unwrap_or_default(),
        },
        Filing {
            title: filing.name.unwrap_or_default(),
            accession_number: filing.accession_number.unwrap_or_default(),
            filing_date: filing.filing_date.as_deref().map(date_part).unwrap_or_default(),
            period: filing.period.as_deref().map(date_part),
            form: filing.source.unwrap_or_default(),
            filing_count: filing.filing_count,
        },
        items,
        count_mismatch,
    ))
}

fn flat_parts(mut root: Map<String, Value>) -> Parsed<(Flat, Company, Filing)> {
    // Kept out of the typed read, as in `envelope`.
    let data = root.get_mut("Data").map(Value::take);
    let mut flat: Flat = from_value(Value::Object(root), "flat statement")?;
    match data {
        Some(Value::Object(m)) => flat.data = Some(m),
        Some(Value::Null) | None => {}
        Some(other) => return Err(shape(format!("Data is {}, expected an object", kind_of(&other)))),
    }
    check_status(flat.status)?;
    let company = Company {
        name: flat.company.clone().unwrap_or_default(),
        cik: flat.cik.clone().unwrap_or_default(),
        ticker: String::new(),
    };
    let filing = Filing {
        title: flat.name.clone().unwrap_or_default(),
        accession_number: flat.accession_number.clone().unwrap_or_default(),
        filing_date: flat.filing_date.as_deref().map(date_part).unwrap_or_default(),
        period: None,
        form: flat.source.clone().unwrap_or_default(),
        filing_count: flat.filing_count,
    };
    Ok((flat, company, filing))
}

fn flat_statement(kind: StatementKind, root: Map<String, Value>) -> Parsed<Statement> {
    let (flat, company, mut filing) = flat_parts(root)?;
    let mut items = line_items(flat.data.as_ref().unwrap_or(&Map::new()))?;
    let table = flat.content.as_deref().and_then(table::parse_table);
    // The flat form has no period field; the rendered statement's first column heading has it.
    filing.period = table.as_ref().and_then(table::period_of);
    // Labels as filed, read off the rendered statement once, here.
    if let Some(t) = &table {
        let labels = labels::element_labels(&items, t);
        for (item, label) in items.iter_mut().zip(labels) {
            item.label = label;
        }
    }
    Ok(Statement { kind, company, filing, items, table, shape: Shape::Flat, count_mismatch: None, filed: None })
}

/// The document and entity summary: flat form, facts in `Content` (the filing's cover page as
/// the SEC rendered it, read as EDGAR's is). A nested answer is accepted too, with its result
/// elements as the facts.
pub fn summary(body: &[u8]) -> Parsed<Summary> {
    use crate::api::filed::cover;
    use crate::domain::{Fact, FactValue};
    let root = object(parse_value(body)?)?;
    if root.contains_key("data") {
        let (company, filing, items, _) = nested_parts(root)?;
        let facts = items
            .into_iter()
            .map(|i| Fact {
                field: if matches!(i.prefix.as_deref(), Some("dei") | None) {
                    cover::field_of(&i.element)
                } else {
                    None
                },
                label: i.element.clone(),
                text: i.value.to_string(),
                value: FactValue::Number(i.value),
                element: Some(i.element),
                prefix: i.prefix,
                date: filing.period.clone(),
                member: None,
                dimension: None,
            })
            .collect();
        return Ok(Summary { company, filing, scale: String::new(), facts });
    }
    let (flat, company, mut filing) = flat_parts(root)?;
    let Some(cover::Cover { scale, facts }) = flat.content.as_deref().and_then(cover::read) else {
        return Err(shape("the summary has no table in Content"));
    };
    filing.period = facts
        .iter()
        .find_map(|f| match (&f.field, &f.value) {
            (Some("period_end"), FactValue::Date(d)) => Some(d.clone()),
            _ => None,
        })
        .or_else(|| facts.iter().find_map(|f| f.date.clone()));
    Ok(Summary { company, filing, scale, facts })
}

/// Quote fields the spec types as text; every other field is read as a number where it is one.
const TEXT_FIELDS: &[&str] = &["StockExchange", "Name", "Symbol", "LastTradeDate"];
/// Abbreviated magnitudes ("134.66B"): kept as sent, with the exact value beside them.
const MAGNITUDE_FIELDS: &[&str] = &["Ebitda", "MarketCapitalization"];

pub fn quote(body: &[u8], asked: &str) -> Parsed<Quote> {
    let (attrs, _) = envelope(object(parse_value(body)?)?, "quote")?;
    let Value::Object(result) = attrs.result else {
        return Err(shape("data.attributes.result is not an object"));
    };
    let ticker = attrs.company.and_then(|c| c.ticker).unwrap_or_else(|| asked.to_string());
    let fields = result
        .into_iter()
        .map(|(key, v)| {
            let value = match v {
                Value::Null => QuoteValue::Null,
                Value::String(s) if MAGNITUDE_FIELDS.contains(&key.as_str()) => {
                    QuoteValue::Magnitude { value: magnitude(&s), text: s }
                }
                // Dates print as YYYY-MM-DD, as everywhere in finq's output.
                Value::String(s) if key.ends_with("Date") => QuoteValue::Text(date_part(&s)),
                Value::String(s) if TEXT_FIELDS.contains(&key.as_str()) => QuoteValue::Text(s),
                Value::String(s) => match number_from_text(s.trim()) {
                    Some(n) => QuoteValue::Number(n),
                    None => QuoteValue::Text(s),
                },
                Value::Number(n) => QuoteValue::Number(n),
                other => QuoteValue::Text(other.to_string()),
            };
            QuoteField {
                name: snake_case(&key),
                upstream: super::labels::label_of(&key).map_or(key, str::to_string),
                value,
                source: None,
            }
        })
        .collect();
    Ok(Quote { ticker: ticker.to_ascii_uppercase(), fields, price_hint: None })
}

/// `LastTradePrice` -> `last_trade_price`, `PeRatio` -> `pe_ratio`.
pub fn snake_case(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 4);
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower = i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if i > 0 && (prev_lower || (prev_upper && next_lower)) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// "134.66B" -> 134660000000, exactly: the decimal point moves, no float arithmetic.
pub fn magnitude(text: &str) -> Option<Number> {
    let t = text.trim();
    let (digits, shift) = match t.chars().last()? {
        'K' | 'k' => (&t[..t.len() - 1], 3),
        'M' | 'm' => (&t[..t.len() - 1], 6),
        'B' | 'b' => (&t[..t.len() - 1], 9),
        'T' | 't' => (&t[..t.len() - 1], 12),
        _ => (t, 0),
    };
    let (neg, int, frac) = crate::decimal::split_decimal(digits).filter(|(_, i, f)| !(i.is_empty() && f.is_empty()))?;
    let mut all = format!("{int}{frac}");
    let point = int.len() + shift;
    while all.len() < point {
        all.push('0');
    }
    let (i, f) = all.split_at(point);
    let i = i.trim_start_matches('0');
    let f = f.trim_end_matches('0');
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    s.push_str(if i.is_empty() { "0" } else { i });
    if !f.is_empty() {
        s.push('.');
        s.push_str(f);
    }
    number_from_text(&s)
}

pub fn prices(body: &[u8], asked: &str) -> Parsed<Prices> {
    let (attrs, _) = envelope(object(parse_value(body)?)?, "prices")?;
    let Value::Object(result) = attrs.result else {
        return Err(shape("data.attributes.result is not an object"));
    };
    let points = result
        .iter()
        .map(|(date, v)| {
            exact_number(v)
                .map(|price| PricePoint { date: date_part(date), price, adjusted: None })
                .ok_or_else(|| shape(format!("price for {date} is not a number: {}", short(v))))
        })
        .collect::<Parsed<Vec<_>>>()?;
    let ticker = attrs.company.and_then(|c| c.ticker).unwrap_or_else(|| asked.to_string());
    // The classic service sends no currency, precision or adjusted close.
    Ok(Prices { ticker: ticker.to_ascii_uppercase(), points, ..Prices::default() })
}

/// A ticker <-> CIK look-up: an array of strings, or (older answers) a bare string.
pub fn identifiers(body: &[u8], query: &str) -> Parsed<Identifiers> {
    let (attrs, _) = envelope(object(parse_value(body)?)?, "identifier")?;
    let as_text = |v: &Value| match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    let values = match &attrs.result {
        Value::Array(items) => items
            .iter()
            .map(|v| as_text(v).ok_or_else(|| shape(format!("identifier is not text: {}", short(v)))))
            .collect::<Parsed<Vec<_>>>()?,
        Value::Null => Vec::new(),
        v => vec![as_text(v).ok_or_else(|| shape("data.attributes.result is not text or a list"))?],
    };
    Ok(Identifiers { query: query.to_string(), values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_names() {
        assert_eq!(snake_case("LastTradePrice"), "last_trade_price");
        assert_eq!(snake_case("PeRatio"), "pe_ratio");
        assert_eq!(snake_case("ChangeInPercent"), "change_in_percent");
        assert_eq!(snake_case("EBITDA"), "ebitda");
        assert_eq!(snake_case("Ebitda"), "ebitda");
    }

    #[test]
    fn magnitudes_are_exact() {
        assert_eq!(magnitude("134.66B").unwrap().to_string(), "134660000000");
        assert_eq!(magnitude("2.1T").unwrap().to_string(), "2100000000000");
        assert_eq!(magnitude("950K").unwrap().to_string(), "950000");
        assert_eq!(magnitude("-1.5M").unwrap().to_string(), "-1500000");
        assert_eq!(magnitude("0.0000001234B").unwrap().to_string(), "123.4");
        assert_eq!(magnitude("12"), number_from_text("12"));
        assert_eq!(magnitude("N/A"), None);
        assert_eq!(magnitude("B"), None);
        assert_eq!(magnitude(""), None);
    }

    #[test]
    fn numbers_keep_their_digits() {
        let body = br#"{"data":{"type":"statement","attributes":{"status":0,"company":{"name":"X","cik":"1","ticker":"x"},
            "filing":{"name":"T","accessionNumber":"a","filingDate":"2020-01-01T00:00:00","period":"2019-12-31T00:00:00","source":"10-K","filingCount":0},
            "count":3,"result":{"Small":0.1,"Long":1.23456789012345678,"Big":123456789012345678901}}}}"#;
        let st = statement(StatementKind::Income, body).unwrap();
        let got: Vec<String> = st.items.iter().map(|i| i.value.to_string()).collect();
        assert_eq!(got, ["0.1", "1.23456789012345678", "123456789012345678901"]);
        assert_eq!(st.filing.period.as_deref(), Some("2019-12-31"));
        assert_eq!(st.count_mismatch, None);
    }

    #[test]
    fn status_not_zero_is_a_failure() {
        let body = br#"{"Status":3,"Data":{},"Content":""}"#;
        assert_eq!(statement(StatementKind::Income, body).unwrap_err(), DecodeError::Status(3));
    }

    #[test]
    fn identifier_as_array_or_string() {
        let arr = br#"{"data":{"type":"identifier","attributes":{"count":1,"result":["AAPL"]}}}"#;
        let one = br#"{"data":{"type":"identifier","attributes":{"count":1,"result":"0000320193"}}}"#;
        assert_eq!(identifiers(arr, "320193").unwrap().values, ["AAPL"]);
        assert_eq!(identifiers(one, "AAPL").unwrap().values, ["0000320193"]);
    }

    #[test]
    fn quote_accepts_numbers_strings_and_nulls() {
        let body = br#"{"data":{"type":"quote","attributes":{"status":0,"company":{"ticker":"msft"},"count":4,
            "result":{"Symbol":"MSFT","LastTradePrice":"210.5","PeRatio":null,"Volume":1234,"Ebitda":"65.26B"}}}}"#;
        let q = quote(body, "MSFT").unwrap();
        assert_eq!(q.ticker, "MSFT");
        assert_eq!(q.get("symbol"), Some(&QuoteValue::Text("MSFT".into())));
        assert_eq!(q.get("last_trade_price"), Some(&QuoteValue::Number(number_from_text("210.5").unwrap())));
        assert_eq!(q.get("pe_ratio"), Some(&QuoteValue::Null));
        assert_eq!(
            q.get("ebitda"),
            Some(&QuoteValue::Magnitude { text: "65.26B".into(), value: number_from_text("65260000000") })
        );
    }

    #[test]
    fn not_json_and_wrong_shapes() {
        assert!(matches!(statement(StatementKind::Income, b"<html>down</html>"), Err(DecodeError::NotJson(_))));
        assert!(matches!(statement(StatementKind::Income, b"[1,2]"), Err(DecodeError::Shape(_))));
        assert!(matches!(
            prices(b"{\"data\":{\"type\":\"quote\",\"attributes\":{\"result\":{}}}}", "X"),
            Err(DecodeError::Shape(_))
        ));
        assert!(matches!(statement(StatementKind::Income, br#"{"Data":{"A":"x"}}"#), Err(DecodeError::Shape(_))));
    }
}
