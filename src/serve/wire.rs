//! finq's answers in the interface's own shapes (`spec/interface.md`): the statement response,
//! the flat summary with its `Content` table, the quote (Ebitda and MarketCapitalization as
//! abbreviated magnitudes), prices (month-end keys, newest first, at most 240) and identifiers.
//! Numbers go in as `Value::Number` with the text finq holds: exact.

use serde_json::{Map, Number, Value};

use crate::model::number::Dec;
use crate::model::{Answer, FactValue, Filing, Identifiers, Prices, Quote, QuoteValue, Statement, Summary};

fn obj(pairs: Vec<(&str, Value)>) -> Value {
    Value::Object(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// Where the served answers come from, as each response's `meta` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Provenance {
    /// The live sources.
    Sources,
    /// `--demo`: the bundled sample data, which is not what the sources say today.
    Samples,
}

fn meta(provenance: Provenance) -> Value {
    let copyright = match provenance {
        Provenance::Sources => "Served by finq from public sources (SEC EDGAR, Yahoo Finance); see each source's terms",
        Provenance::Samples => {
            "Served by finq from its bundled demo data (sample answers and past filings, not live \
             figures); for trying clients only"
        }
    };
    obj(vec![("copyright", copyright.into()), ("terms", "https://www.sec.gov/privacy#security".into())])
}

/// The id written where each response gets its own (`serve` puts a fresh one in).
pub const SENTINEL: &str = "00000000-0000-4000-8000-000000000000";

/// A response id in UUID form, fresh per response.
pub fn uuid() -> String {
    let b: [u8; 16] = std::array::from_fn(|_| fastrand::u8(..));
    let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("{}-{}-4{}-{:x}{}-{}", &h[..8], &h[8..12], &h[13..16], 8 + (b[8] & 3), &h[17..20], &h[20..32])
}

/// `YYYY-MM-DD` as the interface's timestamp.
fn stamp(date: &str) -> Value {
    if date.len() == 10 { format!("{date}T00:00:00").into() } else { date.into() }
}

fn envelope(kind: &str, attributes: Value, meta: Option<Value>, id: &str) -> Value {
    let data = obj(vec![("type", kind.into()), ("id", id.into()), ("attributes", attributes)]);
    match meta {
        Some(meta) => obj(vec![("meta", meta), ("data", data)]),
        None => obj(vec![("data", data)]),
    }
}

/// The interface's `filing` object: the statement's title and the source's filing count beside
/// the filing's own fields.
fn filing(title: &str, f: &Filing, filing_count: Option<u64>) -> Value {
    obj(vec![
        ("name", title.into()),
        ("accessionNumber", f.accession.clone().into()),
        ("filingDate", stamp(&f.filed)),
        ("period", f.period.as_deref().map_or(Value::Null, stamp)),
        ("source", f.form.clone().into()),
        ("filingCount", filing_count.map_or(Value::Null, Value::from)),
    ])
}

pub fn statement(s: &Statement, id: &str, provenance: Provenance) -> Value {
    // Element names as the interface writes them: bare (finq's own are bare already). Where a
    // filer's element and a standard one share a name, the first in the filing's order stands.
    let mut result = Map::new();
    for i in &s.items {
        result.entry(i.element.clone()).or_insert_with(|| Value::Number(i.value.clone()));
    }
    let company = obj(vec![
        ("name", s.company.name.clone().into()),
        ("cik", s.company.cik.trim_start_matches('0').to_string().into()),
        ("ticker", s.company.ticker.clone().into()),
    ]);
    let attributes = obj(vec![
        ("status", 0.into()),
        ("company", company),
        ("filing", filing(&s.title, &s.filing, s.filing_count)),
        ("count", result.len().into()),
        ("result", Value::Object(result)),
    ]);
    envelope("statement", attributes, Some(meta(provenance)), id)
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// `us-gaap:ProductMember` as the SEC's rendering names it in a `defref`: `us-gaap_ProductMember`.
fn defref(prefix: Option<&str>, name: &str) -> String {
    match prefix {
        Some(p) => format!("{p}_{name}"),
        None => name.replacen(':', "_", 1),
    }
}

/// A label cell as the SEC renders one, naming its element so that a reader gets it back.
fn label_cell(defref: &str, label: &str) -> String {
    format!(
        "<td class=\"pl\"><a onclick=\"Show.showAR( this, 'defref_{}', window );\">{}</a></td>",
        html_escape(defref),
        html_escape(label)
    )
}

/// The document and entity summary in the flat form, its facts rendered as the cover page's
/// table: a column per date (the period first), member blocks (classes of stock) as the SEC
/// renders them, each label naming its element, figures in full units (so the table has no
/// scale note).
pub fn summary(s: &Summary) -> Value {
    let mut dates: Vec<&str> = s.filing.period.as_deref().into_iter().collect();
    for d in s.facts.iter().filter_map(|f| f.date.as_deref()) {
        if !dates.contains(&d) {
            dates.push(d);
        }
    }
    if dates.is_empty() {
        dates.push("");
    }
    let mut content = String::from("<html><body><table class=\"report\"><tr><th class=\"tl\"><div><strong>");
    content.push_str(&html_escape(&s.title));
    content.push_str("</strong></div></th>");
    for d in &dates {
        content.push_str(&format!("<th class=\"th\"><div>{}</div></th>", html_escape(d)));
    }
    content.push_str("</tr>");
    let empty = "<td class=\"text\"></td>";
    let mut block: Option<&str> = None;
    for f in &s.facts {
        if f.member.is_some() && f.member.as_deref() != block {
            let head = f
                .dimension
                .as_ref()
                .map_or(String::new(), |d| format!("{}={}", defref(None, &d.axis), defref(None, &d.member)));
            content.push_str("<tr class=\"rh\">");
            content.push_str(&label_cell(&head, f.member.as_deref().unwrap_or_default()));
            content.push_str(&empty.repeat(dates.len()));
            content.push_str("</tr>");
        }
        block = f.member.as_deref();
        let element = f.element.as_deref().map_or(String::new(), |e| defref(f.prefix.as_deref(), e));
        let at = f.date.as_deref().and_then(|d| dates.iter().position(|x| *x == d)).unwrap_or(0);
        let cell = match &f.value {
            FactValue::Number(n) => {
                let money = if f.text.trim_start().starts_with('$') { "$ " } else { "" };
                format!("<td class=\"nump\">{money}{}</td>", crate::model::number::grouped(&n.to_string(), false))
            }
            _ => format!("<td class=\"text\">{}</td>", html_escape(&f.text)),
        };
        content.push_str("<tr class=\"re\">");
        content.push_str(&label_cell(&element, &f.label));
        for i in 0..dates.len() {
            content.push_str(if i == at { &cell } else { empty });
        }
        content.push_str("</tr>");
    }
    content.push_str("</table></body></html>");
    obj(vec![
        ("Status", 0.into()),
        ("Name", s.title.clone().into()),
        ("CIK", s.company.cik.trim_start_matches('0').to_string().into()),
        ("Company", s.company.name.clone().into()),
        ("AccessionNumber", s.filing.accession.clone().into()),
        ("Source", s.filing.form.clone().into()),
        ("FilingDate", stamp(&s.filing.filed)),
        ("FilingCount", s.filing_count.map_or(Value::Null, Value::from)),
        ("Data", Value::Object(Map::new())),
        ("Content", content.into()),
    ])
}

/// "1.59T": an abbreviated magnitude, as the interface writes Ebitda and MarketCapitalization.
pub fn abbreviate(n: &Number) -> Option<String> {
    let d = Dec::of(n)?;
    let abs = if d < Dec::ZERO { Dec::ZERO.minus(d)? } else { d };
    for (suffix, digits) in [("T", 12), ("B", 9), ("M", 6), ("K", 3)] {
        let unit = Dec::from_int(10i128.pow(digits));
        if abs >= unit {
            let v = d.div(unit, 2)?;
            return Some(format!("{v}{suffix}"));
        }
    }
    Some(d.to_string())
}

/// The interface's quote fields, from finq's names (both Yahoo's and the service's answers).
const QUOTE_FIELDS: [(&str, &str); 20] = [
    ("StockExchange", "stock_exchange"),
    ("Name", "name"),
    ("Symbol", "symbol"),
    ("LastTradeDate", "last_trade_date"),
    ("LastTradePrice", "last_trade_price"),
    ("Change", "change"),
    ("ChangeInPercent", "change_in_percent"),
    ("DailyHigh", "daily_high"),
    ("DailyLow", "daily_low"),
    ("YearlyHigh", "yearly_high"),
    ("YearlyLow", "yearly_low"),
    ("Volume", "volume"),
    ("AverageDailyVolume", "average_daily_volume"),
    ("PeRatio", "pe_ratio"),
    ("PegRatio", "peg_ratio"),
    ("ShortRatio", "short_ratio"),
    ("EarningsShare", "earnings_share"),
    ("BookValue", "book_value"),
    ("Ebitda", "ebitda"),
    ("MarketCapitalization", "market_capitalization"),
];

pub fn quote(q: &Quote, id: &str, provenance: Provenance) -> Value {
    let mut result = Map::new();
    for (key, name) in QUOTE_FIELDS {
        let value = match (key, q.get(name)) {
            ("Symbol", None) => Value::String(q.ticker.clone()),
            ("LastTradeDate", Some(QuoteValue::Text(t))) => stamp(t),
            ("Ebitda" | "MarketCapitalization", Some(QuoteValue::Number(n))) => {
                abbreviate(n).map_or(Value::Null, Value::String)
            }
            (_, Some(QuoteValue::Number(n))) => Value::Number(n.clone()),
            (_, Some(QuoteValue::Text(t))) => Value::String(t.clone()),
            (_, Some(QuoteValue::Magnitude { text, .. })) => Value::String(text.clone()),
            (_, Some(QuoteValue::Null) | None) => Value::Null,
        };
        result.insert(key.to_string(), value);
    }
    envelope("quote", market_attributes(&q.ticker, result), Some(meta(provenance)), id)
}

pub fn prices(p: &Prices, id: &str, provenance: Provenance) -> Value {
    let result: Map<String, Value> = p
        .points
        .iter()
        .take(240)
        .map(|pt| (format!("{}T00:00:00", pt.date), Value::Number(pt.price.clone())))
        .collect();
    envelope("prices", market_attributes(&p.ticker, result), Some(meta(provenance)), id)
}

/// The attributes of a quote or prices answer: the ticker and the result with its count.
fn market_attributes(ticker: &str, result: Map<String, Value>) -> Value {
    obj(vec![
        ("status", 0.into()),
        ("company", obj(vec![("ticker", ticker.into())])),
        ("count", result.len().into()),
        ("result", Value::Object(result)),
    ])
}

/// Identifiers: no meta, no status; CIKs padded to ten digits.
pub fn identifiers(ids: &Identifiers, ciks: bool, id: &str) -> Value {
    let values: Vec<Value> = ids
        .values
        .iter()
        .map(|v| if ciks { format!("{:0>10}", v.trim_start_matches('0')).into() } else { v.clone().into() })
        .collect();
    envelope("identifier", obj(vec![("count", values.len().into()), ("result", Value::Array(values))]), None, id)
}

/// An answer with the response id given.
pub fn answer_with_id(a: &Answer, id: &str, provenance: Provenance) -> Value {
    match a {
        Answer::Statement(s) => statement(s, id, provenance),
        Answer::Summary(s) => summary(s),
        Answer::Quote(q) => quote(q, id, provenance),
        Answer::Prices(p) => prices(p, id, provenance),
        Answer::Tickers(ids) => identifiers(ids, false, id),
        Answer::Ciks(ids) => identifiers(ids, true, id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magnitudes_and_ids() {
        let n = |s: &str| s.parse::<Number>().unwrap();
        assert_eq!(abbreviate(&n("1590000000000")).as_deref(), Some("1.59T"));
        assert_eq!(abbreviate(&n("65260000000")).as_deref(), Some("65.26B"));
        assert_eq!(abbreviate(&n("-411000000")).as_deref(), Some("-411M"));
        assert_eq!(abbreviate(&n("999")).as_deref(), Some("999"));
        let id = uuid();
        assert_eq!(id.len(), 36);
        assert_eq!(id.as_bytes()[14], b'4');
        assert_ne!(uuid(), id);
    }
}
