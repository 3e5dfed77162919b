//! Yahoo Finance's keyless v8 chart endpoint: monthly prices (month ends taken from daily bars)
//! and a quote (from the chart's `meta` and bars), completed from the company's filings where a
//! quote needs what market data lacks. The v7 quote endpoint needs a cookie and crumb: not used.

pub mod chart;

use reqwest::Url;

use super::edgar::fundamentals::{Fundamentals, SplitAfter};
use crate::api::source::last10k::wire::ParseError;
use crate::api::{Client, Fetched, Operation, Request, Route};
use crate::decimal::Dec;
use crate::domain::{Answer, PricePoint, Prices, Quote, QuoteField, QuoteValue};
use crate::error::Result;
use chart::Chart;

pub const BASE: &str = "https://query1.finance.yahoo.com";

/// `{base}/v8/finance/chart/{SYMBOL}?range=…&interval=1d&events=div,split`: ten years of daily
/// bars for prices, one year for a quote (its 52-week range, three months of volume, splits).
/// A `range` rather than epoch bounds keeps the URL, and so the cache entry, stable.
pub fn url(base: &Url, req: &Request) -> Url {
    let mut url = base.clone();
    url.set_query(None);
    url.set_fragment(None);
    // Yahoo writes class shares with a hyphen: BRK.B is BRK-B.
    let symbol = req.subject.replace('.', "-");
    if let Ok(mut segs) = url.path_segments_mut() {
        segs.pop_if_empty().extend(["v8", "finance", "chart", &symbol]);
    }
    let range = if req.op == Operation::Prices { "10y" } else { "1y" };
    url.query_pairs_mut().extend_pairs([("range", range), ("interval", "1d"), ("events", "div,split")]);
    url
}

/// Reads a chart body as the answer of its operation (a quote without its filed figures).
pub fn decode(req: &Request, body: &[u8]) -> std::result::Result<Answer, ParseError> {
    let c = chart::parse(body)?;
    Ok(match req.op {
        Operation::Prices => Answer::Prices(prices(&req.subject, &c)),
        _ => Answer::Quote(quote(&req.subject, &c)),
    })
}

/// Month-end prices, newest first: for each month the close of its last trading day (the newest
/// entry possibly inside the current month), with the adjusted close beside it.
pub fn prices(ticker: &str, c: &Chart) -> Prices {
    let mut points: Vec<PricePoint> = Vec::new();
    for bar in &c.bars {
        let Some(close) = &bar.close else { continue };
        let point = PricePoint { date: bar.date.clone(), price: close.clone(), adjusted: bar.adjclose.clone() };
        match points.last_mut() {
            Some(last) if last.date[..7] == bar.date[..7] => *last = point,
            _ => points.push(point),
        }
    }
    points.reverse();
    points.truncate(120);
    Prices { ticker: ticker.to_string(), points }
}

fn field(name: &str, label: &str, value: QuoteValue, source: &str) -> QuoteField {
    QuoteField { name: name.into(), upstream: label.into(), value, source: Some(source.into()) }
}

fn num(n: Option<serde_json::Number>) -> QuoteValue {
    n.map_or(QuoteValue::Null, QuoteValue::Number)
}

fn dec(d: Option<Dec>) -> QuoteValue {
    d.map_or(QuoteValue::Null, |d| QuoteValue::Number(d.to_number()))
}

/// The market part of a quote, from the chart.
pub fn quote(ticker: &str, c: &Chart) -> Quote {
    const META: &str = "Yahoo chart meta";
    const BARS: &str = "Yahoo chart daily bars";
    let price = c.number("regularMarketPrice");
    let time = c.meta.get("regularMarketTime").and_then(serde_json::Value::as_i64);
    let today = time.map(|t| c.date_of(t));
    // The previous close: the last bar before the price's trading day.
    let previous = c
        .bars
        .iter()
        .rev()
        .filter(|b| today.as_deref().is_none_or(|d| b.date.as_str() < d))
        .find_map(|b| b.close.clone());
    let change = price.as_ref().zip(previous.as_ref()).and_then(|(p, q)| Dec::of(p)?.minus(Dec::of(q)?));
    let percent = change
        .zip(previous.as_ref().and_then(Dec::of))
        .and_then(|(ch, q)| ch.div(q, 6)?.times(Dec::from_int(100))?.round(4));
    // Three months of daily volume: the last 63 sessions.
    let volumes: Vec<Dec> = c.bars.iter().rev().filter_map(|b| b.volume.as_ref().and_then(Dec::of)).take(63).collect();
    let average = (!volumes.is_empty())
        .then(|| volumes.iter().try_fold(Dec::ZERO, |a, v| a.plus(*v))?.div(Dec::from_int(volumes.len() as i128), 0))
        .flatten();
    let extreme = |pick: fn(&chart::Bar) -> Option<&serde_json::Number>, max: bool| {
        c.bars.iter().filter_map(|b| pick(b).and_then(Dec::of)).reduce(|a, b| if (b > a) == max { b } else { a })
    };
    let year_high = c.number("fiftyTwoWeekHigh").or_else(|| extreme(|b| b.high.as_ref(), true).map(Dec::to_number));
    let year_low = c.number("fiftyTwoWeekLow").or_else(|| extreme(|b| b.low.as_ref(), false).map(Dec::to_number));
    let text = |s: Option<String>| s.map_or(QuoteValue::Null, QuoteValue::Text);
    let fields = vec![
        field("name", "Name", text(c.text("longName").or_else(|| c.text("shortName"))), META),
        field("stock_exchange", "Exchange", text(c.text("fullExchangeName").or_else(|| c.text("exchangeName"))), META),
        field("currency", "Currency", text(c.text("currency")), META),
        field("last_trade_price", "Last trade price", num(price), META),
        field("last_trade_date", "Last trade date", text(today), META),
        field("change", "Change", dec(change), "computed: last trade price less the previous close"),
        field("change_in_percent", "Change %", dec(percent), "computed: change / previous close x 100"),
        field("previous_close", "Previous close", num(previous), BARS),
        field("daily_high", "Day's high", num(c.number("regularMarketDayHigh")), META),
        field("daily_low", "Day's low", num(c.number("regularMarketDayLow")), META),
        field("yearly_high", "52-week high", num(year_high), META),
        field("yearly_low", "52-week low", num(year_low), META),
        field("volume", "Volume", num(c.number("regularMarketVolume")), META),
        field("average_daily_volume", "Average daily volume (3 months)", dec(average), BARS),
    ];
    Quote { ticker: ticker.to_string(), fields }
}

/// The splits of the chart, for restating per-share figures filed before them.
pub fn splits(c: &Chart) -> Vec<SplitAfter> {
    c.splits
        .iter()
        .filter_map(|s| {
            let ratio = Dec::of(&s.numerator)?.div(Dec::of(&s.denominator)?, 6)?;
            Some(SplitAfter { date: s.date.clone(), ratio })
        })
        .collect()
}

/// Completes a quote with the figures market data lacks, from the company's filings; `missing`
/// says why they are null when there are none.
pub fn complete(q: &mut Quote, f: Option<&Fundamentals>, missing: &str) {
    let price = q.get("last_trade_price").and_then(|v| match v {
        QuoteValue::Number(n) => Dec::of(n),
        _ => None,
    });
    let f = f.cloned().unwrap_or_default();
    let note = |s: &Option<crate::api::source::edgar::fundamentals::Sourced>| {
        s.as_ref().map_or_else(|| missing.to_string(), |s| s.source.clone())
    };
    let eps = f.eps_ttm.as_ref().map(|s| s.value);
    let pe = price.zip(eps).filter(|(_, e)| !e.is_zero()).and_then(|(p, e)| p.div(e, 2));
    let shares = f.shares_outstanding.as_ref().map(|s| s.value);
    let book = f.equity.as_ref().map(|s| s.value).zip(shares).and_then(|(e, s)| e.div(s, 2));
    let cap = price.zip(shares).and_then(|(p, s)| p.times(s)?.round(0));
    q.fields.extend([
        field("earnings_share", "EPS, diluted (last 4 quarters)", dec(eps), &note(&f.eps_ttm)),
        field("pe_ratio", "P/E", dec(pe), &format!("computed: last trade price / EPS; {}", note(&f.eps_ttm))),
        field(
            "book_value",
            "Book value per share",
            dec(book),
            &format!("computed: stockholders' equity / shares outstanding; {}", note(&f.equity)),
        ),
        field(
            "market_capitalization",
            "Market capitalization",
            dec(cap),
            &format!("computed: last trade price x shares outstanding; {}", note(&f.shares_outstanding)),
        ),
        field("shares_outstanding", "Shares outstanding", dec(shares), &note(&f.shares_outstanding)),
        field("ebitda", "EBITDA (last 4 quarters)", dec(f.ebitda_ttm.as_ref().map(|s| s.value)), &note(&f.ebitda_ttm)),
        field(
            "peg_ratio",
            "PEG ratio",
            QuoteValue::Null,
            "none: needs an earnings growth forecast, which no keyless source publishes",
        ),
        field(
            "short_ratio",
            "Short ratio",
            QuoteValue::Null,
            "none: short interest is not published by a keyless source",
        ),
    ]);
}

/// Answers `req` over `route`: the chart (cached), and for a quote the filed figures from the
/// company's facts on the filings route.
pub(crate) async fn answer(
    client: &Client,
    route: &Route,
    req: &Request,
    raw: bool,
    keep_body: bool,
) -> Result<Fetched> {
    let url = url(&route.config.base, req);
    let mut fetched = client.ask_url(route, &url, req, raw, true, decode).await?;
    if let (Some(Answer::Quote(q)), Some(body)) = (&mut fetched.answer, &fetched.body) {
        let splits = chart::parse(body).map(|c| splits(&c)).unwrap_or_default();
        match client.company_facts(&req.subject).await {
            Ok(Some(facts)) => {
                let f = super::edgar::fundamentals::fundamentals(&facts, &splits);
                complete(q, Some(&f), "none: not in the company's filings");
            }
            Ok(None) => complete(q, None, "none: the filings source has no companyfacts (use SEC EDGAR for them)"),
            Err(e) => complete(q, None, &format!("none: SEC EDGAR could not be asked ({})", e.message)),
        }
    }
    if !(keep_body || raw) {
        fetched.body = None;
    }
    Ok(fetched)
}
