//! `finq bulk tickers` in every format: the tickers the store knows, one JSON document, a CSV or
//! NDJSON record a ticker, or a table.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::table::grid::{Cell, Grid, Kind};
use super::{Format, TableOptions};
use crate::sanitize::Clean;

/// One ticker the store knows.
pub struct Ticker {
    pub ticker: String,
    pub cik: i64,
    pub company: String,
    /// `today` (the SEC's ticker list), `filings` (its filings' file names), or both.
    pub source: &'static str,
    /// For a ticker of the filings that is today another company's: that company's CIK and name.
    pub now: Option<(i64, String)>,
}

/// What `finq bulk tickers` shows.
pub struct Tickers<'a> {
    pub tickers: &'a [Ticker],
    /// The day the SEC's ticker list was kept, if the store keeps one.
    pub list_kept: Option<&'a str>,
}

const COLUMNS: [&str; 6] = ["ticker", "cik", "company", "source", "today_cik", "today_company"];

fn record(t: &Ticker) -> serde_json::Map<String, Value> {
    let values = [
        json!(t.ticker),
        json!(format!("{:010}", t.cik)),
        json!(t.company),
        json!(t.source),
        json!(t.now.as_ref().map(|(c, _)| format!("{c:010}"))),
        json!(t.now.as_ref().map(|(_, n)| n)),
    ];
    COLUMNS.iter().map(|c| c.to_string()).zip(values).collect()
}

pub fn write(out: &mut dyn Write, format: Format, t: &Tickers, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => {
            let tickers: Vec<Value> = t.tickers.iter().map(|e| Value::Object(record(e))).collect();
            super::json::write(
                out,
                &json!({ "ticker_list_kept": t.list_kept, "count": tickers.len(), "tickers": tickers }),
            )
        }
        Format::Ndjson => {
            for e in t.tickers {
                super::json::to_writer(out, &Value::Object(record(e)), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        Format::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(COLUMNS)?;
            for e in t.tickers {
                let cells: Vec<String> = record(e)
                    .into_values()
                    .map(|v| match v {
                        Value::String(s) => crate::sanitize::for_csv(&s).into_owned(),
                        Value::Null => String::new(),
                        v => v.to_string(),
                    })
                    .collect();
                w.write_record(cells)?;
            }
            w.flush()
        }
        Format::Table => table(out, t, opts),
    }
}

fn table(out: &mut dyn Write, t: &Tickers, opts: &TableOptions) -> io::Result<()> {
    let heads = [("Ticker", Kind::Text), ("CIK", Kind::Text), ("Company", Kind::Text), ("Known from", Kind::Text)];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for e in t.tickers {
        let from = match &e.now {
            Some((cik, name)) => format!("{}; today {name} ({cik:010})", e.source),
            None => e.source.to_string(),
        };
        grid.add_row(vec![
            Cell::new(Clean::new(&e.ticker)),
            Cell::new(Clean::new(&format!("{:010}", e.cik))),
            Cell::new(Clean::new(&e.company)),
            Cell::new(Clean::new(&from)),
        ]);
    }
    out.write_all(grid.render(opts.width, opts.color).as_bytes())?;
    let kept = match t.list_kept {
        Some(day) => {
            format!("today: the SEC's ticker list, kept {day}; filings: the file names of the store's filings")
        }
        None => "filings: the file names of the store's filings (no ticker list kept: `finq bulk fetch` or `finq bulk \
                 import company_tickers.json` keeps the SEC's, for today's tickers)"
            .to_string(),
    };
    match opts.width {
        Some(w) => super::wrap::wrap(&kept, w, 2).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{kept}"),
    }
}
