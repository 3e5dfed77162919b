//! Yahoo Finance's keyless v8 chart endpoint: monthly prices (month ends taken from daily bars)
//! and a quote (from the chart's `meta` and bars), completed from the company's filings where a
//! quote needs what market data lacks. The v7 quote endpoint needs a cookie and crumb: not used.

pub mod chart;

use reqwest::Url;

use crate::error::Result;
use crate::model::number::Dec;
use crate::model::{Answer, PricePoint, Prices, Quote, QuoteField, QuoteValue};
use crate::model::{Operation, Request};
use crate::quarters::fundamentals::{Fundamentals, Sourced, SplitAfter};
use crate::sources::decode::DecodeError;
use crate::sources::{
    Asking, Client, Credential, Declaration, Doctor, FactsHeld, Fetched, Pace, Questions, Route, Same,
};
use chart::Chart;
use serde_json::Number;

pub const BASE: &str = "https://query1.finance.yahoo.com";

/// Yahoo Finance's chart endpoint, as it declares itself to the seam.
pub const DECLARATION: Declaration = Declaration {
    name: "yahoo",
    named: "yahoo",
    publisher: "Yahoo Finance",
    base: Some(BASE),
    sample: false,
    credential: Credential::None,
    headers: |_| Ok(reqwest::header::HeaderMap::new()),
    answers: Questions { filings: false, market: true, but: None },
    asked: Asking::Url(url),
    facts: FactsHeld { of_a_filing: false, of_every_filing: false, accepted: false },
    same_statement: Same::Never,
    // A modest rate towards Yahoo's own host, a free service that asks nothing of its users; a
    // mirror or test server of one's own is not Yahoo.
    pace: Pace::AtDefaultBase(std::time::Duration::from_millis(100)),
    concurrency: Some(4),
    stop: None,
    notice: None,
    facts_notice: None,
    doctor: Doctor {
        probe: |_| Request::new(Operation::Prices, "AAPL"),
        passed: "Yahoo answered the chart",
        local: None,
    },
};

/// `{base}/v8/finance/chart/{SYMBOL}?range=…&interval=1d&events=div,split`: ten years of daily
/// bars for prices, one year for a quote (its 52-week range, three months of volume, splits).
/// A `range` rather than epoch bounds keeps the URL, and so the cache entry, stable.
pub fn url(base: &Url, req: &Request) -> Url {
    let mut url = base.clone();
    url.set_query(None);
    url.set_fragment(None);
    if let Ok(mut segs) = url.path_segments_mut() {
        segs.pop_if_empty().extend(["v8", "finance", "chart"]);
    }
    // As Yahoo names it (BRK.B is BRK-B; OCDO.L stays), one segment with its caret encoded. The
    // subject was checked by `symbol::parse` before any request; anything else is not sent as is.
    let symbol = crate::model::symbol::parse(&req.subject).map_or_else(|| req.subject.clone(), |s| s.canonical);
    let segment = crate::model::symbol::path_segment(&symbol);
    if segment.bytes().all(|b| b.is_ascii_alphanumeric() || b"-.=%".contains(&b)) && !segment.starts_with('.') {
        let path = format!("{}/{segment}", url.path());
        url.set_path(&path);
    } else if let Ok(mut segs) = url.path_segments_mut() {
        segs.push(&symbol);
    }
    let range = if req.op == Operation::Prices { "10y" } else { "1y" };
    url.query_pairs_mut().extend_pairs([("range", range), ("interval", "1d"), ("events", "div,split")]);
    url
}

/// Reads a chart body as the answer of its operation (a quote without its filed figures).
pub fn decode(req: &Request, body: &[u8]) -> std::result::Result<Answer, DecodeError> {
    let c = chart::parse(body)?;
    Ok(match req.op {
        Operation::Prices => {
            let p = prices(&req.subject, &c);
            // An empty window (no bars: a weekend, a new listing) is an empty answer; bars sent
            // with no usable close or time are not.
            if p.points.is_empty() && (!c.bars.is_empty() || c.dropped > 0) {
                return Err(DecodeError::NoData(format!(
                    "Yahoo's chart of {} has no closing price on any valid date ({} bars, {} with a time that is \
                     not one)",
                    req.subject,
                    c.bars.len(),
                    c.dropped
                )));
            }
            Answer::Prices(p)
        }
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
    Prices {
        ticker: ticker.to_string(),
        points,
        currency: c.text("currency"),
        price_hint: c.price_hint(),
        adjusted_close: true,
    }
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

/// The previous session's close and where it came from, or why it is not known. Yahoo's meta
/// names it in `previousClose` (sent with intraday charts). Otherwise the daily bars tell it only
/// when they reach the price's own session: then it is the bar before that one, or, when that
/// session is the chart's first bar, `chartPreviousClose` (the close before the chart's first
/// bar — a year old in a one-year chart, so never used otherwise).
fn previous_close(c: &Chart, today: Option<&str>, stale: Option<&str>) -> Result<(Number, String), String> {
    if let Some(p) = c.number("previousClose") {
        return Ok((p, "Yahoo chart meta (previousClose)".into()));
    }
    if let Some(why) = stale {
        return Err(why.to_string());
    }
    let Some(today) = today else {
        return Err("none: the chart has no regularMarketTime, so the price's session is not known".into());
    };
    let Some(at) = c.bars.iter().rposition(|b| b.date == today) else {
        return Err(if c.bars.is_empty() {
            "none: the chart has no daily bars and its meta no previousClose".into()
        } else {
            format!("none: no daily bar is of the price's session on {today}")
        });
    };
    if at == 0 {
        const FIRST: &str = "Yahoo chart meta (chartPreviousClose: the close before the chart's first bar, which is \
                             the price's session)";
        return c.number("chartPreviousClose").map(|p| (p, FIRST.to_string())).ok_or_else(|| {
            "none: the price's session is the chart's first bar and its meta has no chartPreviousClose".into()
        });
    }
    let before = &c.bars[at - 1];
    before
        .close
        .clone()
        .map(|p| (p, format!("Yahoo chart daily bars (the close of {})", before.date)))
        .ok_or_else(|| format!("none: Yahoo sent no close for the session before the price's ({})", before.date))
}

/// Why the daily bars say nothing about the days around the price, when they end before its
/// session (a recording's window of years ago, or an exchange that sent no bar since).
fn staleness(c: &Chart, today: Option<&str>) -> Option<String> {
    let last = c.bars.last()?;
    let today = today?;
    (last.date.as_str() < today).then(|| {
        format!(
            "none: the chart's daily bars end on {}, before the price's session on {today}, so the sessions \
             around the price are not known",
            last.date
        )
    })
}

/// The market part of a quote, from the chart.
pub fn quote(ticker: &str, c: &Chart) -> Quote {
    const META: &str = "Yahoo chart meta";
    const BARS: &str = "Yahoo chart daily bars";
    let price = c.number("regularMarketPrice");
    let time = c.meta.get("regularMarketTime").and_then(serde_json::Value::as_i64);
    let today = time.and_then(|t| c.date_of(t));
    let stale = staleness(c, today.as_deref());
    let previous = previous_close(c, today.as_deref(), stale.as_deref());
    let previous_value = previous.as_ref().ok().map(|(p, _)| p.clone());
    let change = price.as_ref().zip(previous_value.as_ref()).and_then(|(p, q)| Dec::of(p)?.minus(Dec::of(q)?));
    let percent = change
        .zip(previous_value.as_ref().and_then(Dec::of))
        .and_then(|(ch, q)| ch.div(q, 6)?.times(Dec::from_int(100))?.round(4));
    let (change_source, percent_source, previous_source) = match &previous {
        Ok((_, from)) => (
            "computed: last trade price less the previous close".to_string(),
            "computed: change / previous close x 100".to_string(),
            from.clone(),
        ),
        Err(why) => (why.clone(), why.clone(), why.clone()),
    };
    // Three months of daily volume: the last 63 sessions, when the bars reach the price's.
    let bars: &[chart::Bar] = if stale.is_some() { &[] } else { &c.bars };
    let volumes: Vec<Dec> = bars.iter().rev().filter_map(|b| b.volume.as_ref().and_then(Dec::of)).take(63).collect();
    let average = (!volumes.is_empty())
        .then(|| volumes.iter().try_fold(Dec::ZERO, |a, v| a.plus(*v))?.div(Dec::from_int(volumes.len() as i128), 0))
        .flatten();
    let average_source = match (&stale, average) {
        (Some(why), _) => why.clone(),
        (None, None) => "none: the chart has no daily volumes".to_string(),
        (None, Some(_)) => BARS.to_string(),
    };
    let extreme = |pick: fn(&chart::Bar) -> Option<&serde_json::Number>, max: bool| {
        bars.iter().filter_map(|b| pick(b).and_then(Dec::of)).reduce(|a, b| if (b > a) == max { b } else { a })
    };
    let year_high = c.number("fiftyTwoWeekHigh").or_else(|| extreme(|b| b.high.as_ref(), true).map(Dec::to_number));
    let year_low = c.number("fiftyTwoWeekLow").or_else(|| extreme(|b| b.low.as_ref(), false).map(Dec::to_number));
    let text = |s: Option<String>| s.map_or(QuoteValue::Null, QuoteValue::Text);
    let currency = c.text("currency");
    // Where a code is not what it seems (GBp is pence), the source says so for scripts too.
    let currency_source = match currency.as_deref().and_then(crate::model::symbol::currency_note) {
        Some(note) => format!("{META}; {}: {note}", currency.as_deref().unwrap_or_default()),
        None => META.to_string(),
    };
    let fields = vec![
        field("name", "Name", text(c.text("longName").or_else(|| c.text("shortName"))), META),
        field("stock_exchange", "Exchange", text(c.text("fullExchangeName").or_else(|| c.text("exchangeName"))), META),
        field("currency", "Currency", text(currency), &currency_source),
        field("last_trade_price", "Last trade price", num(price), META),
        field("last_trade_date", "Last trade date", text(today), META),
        field("change", "Change", dec(change), &change_source),
        field("change_in_percent", "Change %", dec(percent), &percent_source),
        field("previous_close", "Previous close", num(previous_value), &previous_source),
        field("daily_high", "Day's high", num(c.number("regularMarketDayHigh")), META),
        field("daily_low", "Day's low", num(c.number("regularMarketDayLow")), META),
        field("yearly_high", "52-week high", num(year_high), META),
        field("yearly_low", "52-week low", num(year_low), META),
        field("volume", "Volume", num(c.number("regularMarketVolume")), META),
        field("average_daily_volume", "Average daily volume (3 months)", dec(average), &average_source),
    ];
    Quote { ticker: ticker.to_string(), fields, price_hint: c.price_hint() }
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
    let note = |s: &Option<Sourced>| s.as_ref().map_or_else(|| missing.to_string(), |s| s.source.clone());
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

/// Why a symbol has no SEC filings to complete its quote from, when its form or Yahoo's
/// `instrumentType` says so: a listing abroad, an index, a currency, a future, a crypto pair or a
/// fund are not a US registrant's common stock.
fn not_filed(subject: &str, c: Option<&Chart>) -> Option<String> {
    use crate::model::symbol::Kind;
    let what = match crate::model::symbol::parse(subject).map(|s| s.kind) {
        Some(Kind::Abroad) => "a listing abroad",
        Some(Kind::Index) => "an index",
        Some(Kind::Currency) => "a currency pair",
        Some(Kind::Future) => "a future",
        Some(Kind::Us) | None => {
            let kind = c.and_then(|c| c.text("instrumentType"))?;
            if kind == "EQUITY" {
                return None;
            }
            return Some(format!(
                "none: Yahoo lists {subject} as {kind}, not a company's stock; filed figures come from SEC \
                 EDGAR's company filings"
            ));
        }
    };
    Some(format!("none: {subject} is {what}; filed figures come from SEC EDGAR, for US companies' stock"))
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
    let url = url(route.config.base()?, req);
    let mut fetched = client.ask_url(route, &url, req, raw, true, decode).await?;
    if let (Some(Answer::Quote(q)), Some(body)) = (&mut fetched.answer, &fetched.body) {
        let parsed = chart::parse(body).ok();
        let splits = parsed.as_ref().map(splits).unwrap_or_default();
        if let Some(why) = not_filed(&req.subject, parsed.as_ref()) {
            complete(q, None, &why);
            if !(keep_body || raw) {
                fetched.body = None;
            }
            return Ok(fetched);
        }
        match client.fundamentals(&req.subject, &splits).await {
            Ok(Some(f)) => complete(q, Some(&f), "none: not in the company's filings"),
            Ok(None) => complete(q, None, "none: the filings source has no companyfacts (use SEC EDGAR for them)"),
            Err(e) => complete(q, None, &format!("none: SEC EDGAR could not be asked ({e})")),
        }
    }
    if !(keep_body || raw) {
        fetched.body = None;
    }
    Ok(fetched)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_one_segment_as_yahoo_names_them() {
        let at = |base: &str, subject: &str| {
            let req = Request::new(Operation::Quote, subject);
            url(&Url::parse(base).unwrap(), &req).to_string()
        };
        let q = "?range=1y&interval=1d&events=div%2Csplit";
        assert_eq!(
            at("https://query1.finance.yahoo.com", "^GSPC"),
            format!("https://query1.finance.yahoo.com/v8/finance/chart/%5EGSPC{q}")
        );
        assert_eq!(
            at("http://127.0.0.1:9/yahoo/", "BRK.B"),
            format!("http://127.0.0.1:9/yahoo/v8/finance/chart/BRK-B{q}")
        );
        assert_eq!(at("http://h/", "OCDO.L"), format!("http://h/v8/finance/chart/OCDO.L{q}"));
        assert_eq!(at("http://h/", "EURUSD=X"), format!("http://h/v8/finance/chart/EURUSD=X{q}"));
        // Not a symbol (never sent: input refuses it first): still one encoded segment.
        assert_eq!(at("http://h/", "../x"), format!("http://h/v8/finance/chart/..%2Fx{q}"));
    }

    fn bar(date: &str, close: &str) -> chart::Bar {
        chart::Bar {
            date: date.into(),
            close: Some(close.parse().unwrap()),
            adjclose: None,
            high: None,
            low: None,
            volume: Some(100.into()),
        }
    }

    /// A chart whose price is of 2025-02-19 (21:00 UTC), with these daily bars.
    fn chart(bars: Vec<chart::Bar>) -> Chart {
        let meta =
            serde_json::json!({"regularMarketPrice": 12.5, "regularMarketTime": 1739998801, "chartPreviousClose": 9});
        Chart { meta: meta.as_object().unwrap().clone(), bars, ..Chart::default() }
    }

    fn get(q: &Quote, name: &str) -> String {
        match q.get(name) {
            Some(QuoteValue::Number(n)) => n.to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn the_previous_session_is_the_bar_before_the_prices_own() {
        let q = quote("X", &chart(vec![bar("2025-02-14", "10"), bar("2025-02-18", "11"), bar("2025-02-19", "12")]));
        assert_eq!((get(&q, "previous_close").as_str(), get(&q, "change").as_str()), ("11", "1.5"));
        assert_eq!(get(&q, "average_daily_volume"), "100");
        // The price's session is the chart's only bar: chartPreviousClose is the close before it.
        let q = quote("X", &chart(vec![bar("2025-02-19", "12")]));
        assert_eq!(get(&q, "previous_close"), "9");
        // The bars end before the price's session: not known, and said why.
        let q = quote("X", &chart(vec![bar("2025-02-14", "10"), bar("2025-02-18", "11")]));
        assert_eq!(q.get("change"), Some(&QuoteValue::Null));
        let why = q.fields.iter().find(|f| f.name == "change").and_then(|f| f.source.clone()).unwrap();
        assert!(why.contains("end on 2025-02-18, before the price's session on 2025-02-19"), "{why}");
        assert_eq!(q.get("average_daily_volume"), Some(&QuoteValue::Null));
    }
}
