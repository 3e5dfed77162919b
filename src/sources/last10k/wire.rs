//! The service's response shapes and their conversion into finq's domain types.
//!
//! Two statement forms exist: the current nested form (`data.attributes.result`, camelCase) and the
//! older flat form (`Status`, `Data`, `Content`, PascalCase). Every statement operation accepts
//! both. The body is read without a tree of values (`read`): the members finq uses are slices of
//! the body, so a number's text is the text the service sent, exponent and all; nothing here
//! passes through `f64`.

use std::borrow::Cow;

use serde_json::Number;
use serde_json::value::RawValue;

use super::labels;
use super::read::{self, Parsed, fields, kind_of, object, optional, optional_object, shape, short};
use crate::model::{
    Company, Filing, Identifiers, LineItem, PricePoint, Prices, Quote, QuoteField, QuoteValue, Shape, Statement,
    StatementKind, Summary,
};
use crate::sec::table;
use crate::sources::decode::DecodeError;

/// The members of the root finq reads: the nested form's, then the flat form's.
const ROOT: [&str; 12] = [
    "data",
    "meta",
    "Data",
    "Content",
    "Status",
    "Name",
    "CIK",
    "Company",
    "AccessionNumber",
    "Source",
    "FilingDate",
    "FilingCount",
];

struct Root<'a> {
    len: usize,
    f: [Option<&'a RawValue>; 12],
}

impl<'a> Root<'a> {
    fn get(&self, name: &str) -> Option<&'a RawValue> {
        ROOT.iter().position(|k| *k == name).and_then(|i| self.f[i])
    }
}

/// The root object of a body, within the body's budgets.
fn root(body: &[u8]) -> Parsed<Root<'_>> {
    let text = read::body_text(body)?;
    match fields(text, ROOT, "response")? {
        Some(f) => Ok(Root { len: body.len(), f }),
        None => Err(shape(format!("expected a JSON object, found {}", read::kind_of_text(text)))),
    }
}

/// `meta.terms` is a string in older bodies and an array in newer ones; finq does not print the
/// terms, the shape is checked all the same (without keeping them).
fn check_meta(meta: Option<&RawValue>) -> Parsed<()> {
    let Some([copyright, terms]) = optional_object(meta, ["copyright", "terms"], "response: meta")? else {
        return Ok(());
    };
    optional::<String>(copyright, "response: meta.copyright")?;
    if let Some(t) = terms.filter(|t| !read::is_null(t)) {
        let text = t.get().as_bytes().first();
        let ok = match text {
            Some(b'"') => true,
            Some(b'[') => read::elements(t.get(), usize::MAX, "meta.terms")?.iter().all(|e| e.get().starts_with('"')),
            _ => false,
        };
        if !ok {
            return Err(shape("response: data did not match any variant of untagged enum Terms"));
        }
    }
    Ok(())
}

/// A CIK may arrive as `"320193"` or `320193`.
fn text_or_number(raw: Option<&RawValue>, what: &str) -> Parsed<Option<String>> {
    match raw {
        None => Ok(None),
        Some(r) => match r.get().as_bytes().first() {
            Some(b'n') => Ok(None),
            Some(b'"') => read::typed(r, what),
            Some(b'-' | b'0'..=b'9') => Ok(Some(r.get().to_string())),
            _ => Err(shape(format!("{what}: expected text, found {}", short(r)))),
        },
    }
}

/// The service's filing fields, read: the filing, and beside it what is the answer's rather than
/// the filing's (its title, the service's number of filings for the company).
#[derive(Default)]
struct Heading {
    title: String,
    filing: Filing,
    filing_count: Option<u64>,
}

/// The nested form's `data.attributes`, checked to be of the expected `data.type`.
struct Attributes<'a> {
    company: Company,
    /// `company.ticker` when sent (the company's ticker is empty otherwise).
    ticker: Option<String>,
    heading: Heading,
    count: Option<u64>,
    result: &'a RawValue,
}

fn envelope<'a>(root: &Root<'a>, expected: &str) -> Parsed<Attributes<'a>> {
    check_meta(root.get("meta"))?;
    let data = root.get("data").ok_or_else(|| shape("response: missing field `data`"))?;
    let [kind, attributes] = object(data, ["type", "attributes"], "response: data")?;
    let kind: String =
        read::typed(kind.ok_or_else(|| shape("response: missing field `type`"))?, "response: data.type")?;
    let attributes = attributes.ok_or_else(|| shape("response: missing field `attributes`"))?;
    let [status, company, filing, count, result] =
        object(attributes, ["status", "company", "filing", "count", "result"], "response: data.attributes")?;
    let status: Option<i64> = optional(status, "response: data.attributes.status")?;
    let (company, ticker) = match optional_object(company, ["name", "cik", "ticker"], "response: company")? {
        Some([name, cik, ticker]) => {
            let ticker: Option<String> = optional(ticker, "response: company.ticker")?;
            let company = Company {
                name: optional(name, "response: company.name")?.unwrap_or_default(),
                cik: text_or_number(cik, "response: company.cik")?.unwrap_or_default(),
                ticker: ticker.clone().unwrap_or_default(),
            };
            (company, ticker)
        }
        None => (Company::default(), None),
    };
    let keep = ["name", "accessionNumber", "filingDate", "period", "source", "filingCount"];
    let heading = match optional_object(filing, keep, "response: filing")? {
        Some([name, accession, date, period, source, count]) => Heading {
            title: optional(name, "response: filing.name")?.unwrap_or_default(),
            filing: Filing {
                accession: optional(accession, "response: filing.accessionNumber")?.unwrap_or_default(),
                filed: optional::<String>(date, "response: filing.filingDate")?
                    .as_deref()
                    .map(date_part)
                    .unwrap_or_default(),
                period: optional::<String>(period, "response: filing.period")?.as_deref().map(date_part),
                form: optional(source, "response: filing.source")?.unwrap_or_default(),
                ..Filing::default()
            },
            filing_count: optional(count, "response: filing.filingCount")?,
        },
        None => Heading::default(),
    };
    let count = optional(count, "response: data.attributes.count")?;
    let result = result.ok_or_else(|| shape("response: missing field `result`"))?;
    if kind != expected {
        return Err(shape(format!("data.type is {kind:?}, expected {expected:?}")));
    }
    check_status(status)?;
    Ok(Attributes { company, ticker, heading, count, result })
}

/// `2015-10-28T16:31:09` -> `2015-10-28`; anything that does not start with a date is kept.
pub fn date_part(s: &str) -> String {
    let b = s.as_bytes();
    let looks_like_date = b.len() >= 10
        && b[..10].iter().enumerate().all(|(i, c)| if i == 4 || i == 7 { *c == b'-' } else { c.is_ascii_digit() });
    if looks_like_date { s[..10].to_string() } else { s.to_string() }
}

/// A JSON number (its text as sent), or a string holding one, as an exact `Number`.
fn exact_number(raw: &RawValue) -> Option<Number> {
    let text = raw.get();
    match text.as_bytes().first() {
        Some(b'-' | b'0'..=b'9') => Some(Number::from_string_unchecked(text.to_string())),
        Some(b'"') => number_from_text(serde_json::from_str::<Cow<str>>(text).ok()?.trim()),
        _ => None,
    }
}

/// Text that is a JSON number ("12.5", "-3", "1e6") as an exact `Number`.
pub fn number_from_text(s: &str) -> Option<Number> {
    // serde_json accepts a leading '-' but not '+', NaN or thousands separators: exactly JSON's grammar.
    // The text is kept as it is (serde_json would rewrite an exponent).
    match serde_json::from_str::<serde_json::Value>(s) {
        Ok(serde_json::Value::Number(_)) => Some(Number::from_string_unchecked(s.trim().to_string())),
        _ => None,
    }
}

/// The members of an answer's `result` (or `Data`), within the body's budget.
fn result_members<'a>(raw: &'a RawValue, len: usize, what: &str) -> Parsed<Vec<(Cow<'a, str>, &'a RawValue)>> {
    if !raw.get().starts_with('{') {
        return Err(shape(format!("{what} is not an object")));
    }
    read::members(raw.get(), read::member_budget(len), what)
}

fn line_items(members: &[(Cow<'_, str>, &RawValue)]) -> Parsed<Vec<LineItem>> {
    members
        .iter()
        .map(|(k, v)| {
            exact_number(v)
                .map(|value| {
                    // Bare names as the service sends them; a prefixed key is split like EDGAR's.
                    let (prefix, element) = crate::model::split_element(k);
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

fn check_status(status: Option<i64>) -> Parsed<()> {
    match status {
        Some(s) if s != 0 => Err(DecodeError::Status(s)),
        _ => Ok(()),
    }
}

/// A statement in either form: `balancesheet`, `income`, `equity` or `operations`.
pub fn statement(kind: StatementKind, body: &[u8]) -> Parsed<Statement> {
    let root = root(body)?;
    if root.get("data").is_some() {
        let (company, heading, items, count_mismatch) = nested_parts(&root)?;
        Ok(Statement { count_mismatch, ..bare(kind, company, heading, items, Shape::Nested) })
    } else if root.get("Data").is_some() || root.get("Content").is_some() {
        flat_statement(kind, &root)
    } else {
        Err(shape("neither a nested (data.attributes) nor a flat (Data/Content) statement"))
    }
}

/// The company, filing, line items and any count mismatch of a nested statement-shaped answer.
fn nested_parts(root: &Root<'_>) -> Parsed<(Company, Heading, Vec<LineItem>, Option<u64>)> {
    let attrs = envelope(root, "statement")?;
    let members = result_members(attrs.result, root.len, "data.attributes.result")?;
    let items = line_items(&members)?;
    drop(members);
    let count_mismatch = attrs.count.filter(|c| *c != items.len() as u64);
    Ok((attrs.company, attrs.heading, items, count_mismatch))
}

/// The flat form's fields but `Data`.
struct Flat {
    company: Company,
    heading: Heading,
    content: Option<String>,
}

fn flat_parts(root: &Root<'_>) -> Parsed<Flat> {
    let what = |field: &str| format!("flat statement: {field}");
    let status: Option<i64> = optional(root.get("Status"), &what("Status"))?;
    let company = Company {
        name: optional(root.get("Company"), &what("Company"))?.unwrap_or_default(),
        cik: text_or_number(root.get("CIK"), &what("CIK"))?.unwrap_or_default(),
        ticker: String::new(),
    };
    let heading = Heading {
        title: optional(root.get("Name"), &what("Name"))?.unwrap_or_default(),
        filing: Filing {
            accession: optional(root.get("AccessionNumber"), &what("AccessionNumber"))?.unwrap_or_default(),
            filed: optional::<String>(root.get("FilingDate"), &what("FilingDate"))?
                .as_deref()
                .map(date_part)
                .unwrap_or_default(),
            period: None,
            form: optional(root.get("Source"), &what("Source"))?.unwrap_or_default(),
            ..Filing::default()
        },
        filing_count: optional(root.get("FilingCount"), &what("FilingCount"))?,
    };
    let content = optional(root.get("Content"), &what("Content"))?;
    match root.get("Data") {
        Some(d) if !read::is_null(d) && !d.get().starts_with('{') => {
            return Err(shape(format!("Data is {}, expected an object", kind_of(d))));
        }
        _ => {}
    }
    check_status(status)?;
    Ok(Flat { company, heading, content })
}

fn flat_statement(kind: StatementKind, root: &Root<'_>) -> Parsed<Statement> {
    let Flat { company, mut heading, content } = flat_parts(root)?;
    let mut items = match root.get("Data").filter(|d| !read::is_null(d)) {
        Some(d) => line_items(&result_members(d, root.len, "Data")?)?,
        None => Vec::new(),
    };
    let table = content.as_deref().and_then(table::parse_table);
    drop(content);
    // The flat form has no period field; the rendered statement's first column heading has it.
    heading.filing.period = table.as_ref().and_then(table::period_of);
    // Labels as filed, read off the rendered statement once, here.
    if let Some(t) = &table {
        let labels = labels::element_labels(&items, t);
        for (item, label) in items.iter_mut().zip(labels) {
            item.label = label;
        }
    }
    Ok(Statement { table, ..bare(kind, company, heading, items, Shape::Flat) })
}

/// A statement of the classic service with nothing but its lines: each form adds what it has
/// (the flat form its table, the nested form its count check).
fn bare(kind: StatementKind, company: Company, heading: Heading, items: Vec<LineItem>, shape: Shape) -> Statement {
    let Heading { title, filing, filing_count } = heading;
    Statement {
        kind,
        company,
        filing,
        title,
        filing_count,
        items,
        table: None,
        shape,
        count_mismatch: None,
        filed: None,
        standard: None,
    }
}

/// The document and entity summary: flat form, facts in `Content` (the filing's cover page as
/// the SEC rendered it, read as EDGAR's is). A nested answer is accepted too, with its result
/// elements as the facts.
pub fn summary(body: &[u8]) -> Parsed<Summary> {
    use crate::model::{CoverItem, FactValue};
    use crate::sec::cover;
    let root = root(body)?;
    if root.get("data").is_some() {
        let (company, Heading { title, filing, filing_count }, items, _) = nested_parts(&root)?;
        let facts = items
            .into_iter()
            .map(|i| CoverItem {
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
        return Ok(Summary { company, filing, title, filing_count, scale: String::new(), facts });
    }
    let Flat { company, heading: Heading { title, mut filing, filing_count }, content } = flat_parts(&root)?;
    let Some(cover::Cover { scale, facts }) = content.as_deref().and_then(cover::read) else {
        return Err(shape("the summary has no table in Content"));
    };
    filing.period = facts
        .iter()
        .find_map(|f| match (&f.field, &f.value) {
            (Some("period_end"), FactValue::Date(d)) => Some(d.clone()),
            _ => None,
        })
        .or_else(|| facts.iter().find_map(|f| f.date.clone()));
    Ok(Summary { company, filing, title, filing_count, scale, facts })
}

/// Quote fields the spec types as text; every other field is read as a number where it is one.
const TEXT_FIELDS: &[&str] = &["StockExchange", "Name", "Symbol", "LastTradeDate"];
/// Abbreviated magnitudes ("134.66B"): kept as sent, with the exact value beside them.
const MAGNITUDE_FIELDS: &[&str] = &["Ebitda", "MarketCapitalization"];

pub fn quote(body: &[u8], asked: &str) -> Parsed<Quote> {
    let root = root(body)?;
    let attrs = envelope(&root, "quote")?;
    let members = result_members(attrs.result, root.len, "data.attributes.result")?;
    let fields = members
        .into_iter()
        .map(|(key, v)| {
            let key = key.into_owned();
            let text = || read::typed::<String>(v, "data.attributes.result");
            let value = match v.get().as_bytes().first() {
                Some(b'n') => QuoteValue::Null,
                Some(b'"') => {
                    let s = text()?;
                    if MAGNITUDE_FIELDS.contains(&key.as_str()) {
                        QuoteValue::Magnitude { value: magnitude(&s), text: s }
                    } else if key.ends_with("Date") {
                        // Dates print as YYYY-MM-DD, as everywhere in finq's output.
                        QuoteValue::Text(date_part(&s))
                    } else if TEXT_FIELDS.contains(&key.as_str()) {
                        QuoteValue::Text(s)
                    } else {
                        match number_from_text(s.trim()) {
                            Some(n) => QuoteValue::Number(n),
                            None => QuoteValue::Text(s),
                        }
                    }
                }
                Some(b'-' | b'0'..=b'9') => QuoteValue::Number(Number::from_string_unchecked(v.get().to_string())),
                _ => QuoteValue::Text(read::compact(v, usize::MAX)),
            };
            Ok(QuoteField {
                name: snake_case(&key),
                upstream: super::labels::label_of(&key).map_or(key, str::to_string),
                value,
                source: None,
            })
        })
        .collect::<Parsed<Vec<_>>>()?;
    let ticker = attrs.ticker.unwrap_or_else(|| asked.to_string());
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
    let (neg, int, frac) =
        crate::model::number::split_decimal(digits).filter(|(_, i, f)| !(i.is_empty() && f.is_empty()))?;
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
    let root = root(body)?;
    let attrs = envelope(&root, "prices")?;
    let members = result_members(attrs.result, root.len, "data.attributes.result")?;
    let points = members
        .iter()
        .map(|(date, v)| {
            exact_number(v)
                .map(|price| PricePoint { date: date_part(date), price, adjusted: None })
                .ok_or_else(|| shape(format!("price for {date} is not a number: {}", short(v))))
        })
        .collect::<Parsed<Vec<_>>>()?;
    let ticker = attrs.ticker.unwrap_or_else(|| asked.to_string());
    // The classic service sends no currency, precision or adjusted close.
    Ok(Prices { ticker: ticker.to_ascii_uppercase(), points, ..Prices::default() })
}

/// A ticker <-> CIK look-up: an array of strings, or (older answers) a bare string.
pub fn identifiers(body: &[u8], query: &str) -> Parsed<Identifiers> {
    let root = root(body)?;
    let attrs = envelope(&root, "identifier")?;
    let as_text = |v: &RawValue| match v.get().as_bytes().first() {
        Some(b'"') => read::typed::<String>(v, "identifier").ok(),
        Some(b'-' | b'0'..=b'9') => Some(v.get().to_string()),
        _ => None,
    };
    let result = attrs.result;
    let values = match result.get().as_bytes().first() {
        Some(b'[') => read::elements(result.get(), read::member_budget(root.len), "data.attributes.result")?
            .into_iter()
            .map(|v| as_text(v).ok_or_else(|| shape(format!("identifier is not text: {}", short(v)))))
            .collect::<Parsed<Vec<_>>>()?,
        Some(b'n') => Vec::new(),
        _ => vec![as_text(result).ok_or_else(|| shape("data.attributes.result is not text or a list"))?],
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

    fn nested_income(items: &str) -> Vec<u8> {
        format!(r#"{{"data":{{"type":"statement","attributes":{{"status":0,"result":{{{items}}}}}}}}}"#).into_bytes()
    }

    #[test]
    fn line_items_within_the_member_budget_are_read_as_sent() {
        // One member per 34 bytes, well past the 16,384 always allowed: every one read, as sent.
        let items: Vec<String> = (0..40_000).map(|i| format!(r#""k{i:026}":1e{}"#, i % 10)).collect();
        let st = statement(StatementKind::Income, &nested_income(&items.join(","))).unwrap();
        assert_eq!(st.items.len(), 40_000);
        assert_eq!(
            (st.items[3].element.as_str(), st.items[3].value.to_string()),
            ("k00000000000000000000000003", "1e3".into())
        );
        // As dense as the body's budget of values allows (13 bytes a member): refused.
        let dense: Vec<String> = (0..40_000).map(|i| format!(r#""k{i:07}":1"#)).collect();
        let err = statement(StatementKind::Income, &nested_income(&dense.join(","))).unwrap_err();
        assert!(
            matches!(&err, DecodeError::Shape(why) if why.contains("result holds more than 16384 members")),
            "{err:?}"
        );
    }

    #[test]
    fn a_duplicate_keeps_its_first_place_its_last_value_and_its_exponent() {
        let st = statement(StatementKind::Income, &nested_income(r#""A":1e1, "B":2E0, "A":-3.50e-2"#)).unwrap();
        let got: Vec<(&str, String)> = st.items.iter().map(|i| (i.element.as_str(), i.value.to_string())).collect();
        assert_eq!(got, [("A", "-3.50e-2".to_string()), ("B", "2E0".to_string())]);
    }

    #[test]
    fn unknown_members_are_skipped_and_nesting_is_bounded() {
        let body = br#"{"x":[[[{"y":1}]]],"data":{"type":"statement","extra":{},"attributes":{"result":{"A":1}}}}"#;
        assert_eq!(statement(StatementKind::Income, body).unwrap().items.len(), 1);
        let deep = format!(r#"{{"x":{}{},"data":{{}}}}"#, "[".repeat(200), "]".repeat(200));
        assert!(matches!(statement(StatementKind::Income, deep.as_bytes()), Err(DecodeError::NotJson(_))));
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
