//! Tables for people: a title naming the company, form, period and filing, then the values in the
//! order the service sent them, digits grouped, monetary values scaled with `--units`, negative
//! values and quote losses in red when colour is on.
//!
//! Every cell, header and title line is a [`Clean`]: text can only reach a table through
//! `Clean::new` (sanitised, cut to a readable length), so no service text is shown raw. Tables
//! are fitted to the terminal's width on a [`grid::Grid`]; titles wrap to it.

use std::io::{self, Write};

use serde_json::Number;

mod compare;
mod filed;
pub(crate) mod grid;
mod summary;

use grid::{Cell, Grid, Kind, Paint};

use super::merge::merged_order;
use super::numbers::grouped;
use super::units;
use super::{Doc, Item, TableOptions};
use crate::model::{Answer, Company, Filing, Measure, QuoteValue, Statement};
use crate::sanitize::Clean;
#[cfg(test)]
use crate::sanitize::MAX_CELL;

/// Service text for a cell.
fn clean(s: &str) -> Clean {
    Clean::new(s)
}

/// A number for a cell: digits grouped, cut like text (machine formats keep every digit).
fn number(n: &Number) -> Clean {
    Clean::number(grouped(&n.to_string()))
}

/// A line's label in a table, saying what a per-share amount or a share count is where the label
/// does not: the data sets' labels often read `Basic` and `Diluted` for both, under a heading
/// ("Earnings per share:") they do not carry. `Basic` -> `Basic (per share)` or
/// `Basic (shares)`; `Basic earnings per share`, `Basic (in shares)` and money lines are kept.
/// Tables only: JSON and CSV keep the filing's label.
fn measured(label: &str, measure: Measure) -> String {
    let lower = label.to_lowercase();
    let said = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    match measure {
        // `per share`, `per common share`, `per unit`, a standardized concept's `EarningsPerShareBasic`.
        Measure::PerShare if !said(&["per ", "eps", "/share"]) && !crate::model::per_share(label) => {
            format!("{label} (per share)")
        }
        Measure::Shares if !said(&["share", "unit", "stock"]) => format!("{label} (shares)"),
        _ => label.to_string(),
    }
}

/// The one way a cell is made: from clean text.
fn cell(text: Clean) -> Cell {
    Cell::new(text)
}

fn is_negative(n: &Number) -> bool {
    n.to_string().starts_with('-')
}

/// A figure, in red when it is negative (and colour is on).
fn signed_cell(text: Clean, negative: bool) -> Cell {
    let cell = cell(text);
    if negative { cell.paint(Paint::Red) } else { cell }
}

pub fn write(out: &mut dyn Write, doc: Doc, opts: &TableOptions) -> io::Result<()> {
    if let (Doc::Prices(p), Some(width)) = (doc, opts.chart_width) {
        return out.write_all(super::chart::render(p, width).as_bytes());
    }
    let (title, table) = match doc {
        Doc::Statement { ticker, statement } => match &statement.filed {
            Some(f) => filed::table(ticker, statement, f, opts),
            None => statement_table(&[(ticker, statement)], true, opts),
        },
        other => build(other, opts),
    };
    emit(out, title, table, opts)?;
    if let Doc::Statement { ticker, statement } = doc {
        under(out, filed::checks_line(&[(ticker, statement)], filed::Named::Period, opts), opts)?;
    }
    Ok(())
}

/// A line under the table (a standardized statement's checks), wrapped to the width.
fn under(out: &mut dyn Write, line: Option<String>, opts: &TableOptions) -> io::Result<()> {
    let Some(line) = line else { return Ok(()) };
    let line = clean(&line);
    match opts.width.map(|w| w.max(MIN_WIDTH)) {
        Some(w) => super::wrap::wrap_title(line.as_str(), w).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{line}"),
    }
}

/// `finq compare`'s table: the companies' statements side by side, lines aligned by element.
pub fn write_comparison(
    out: &mut dyn Write,
    a: &crate::render::compare::Aligned,
    opts: &TableOptions,
) -> io::Result<()> {
    let (title, table) = compare::table(a, opts);
    emit(out, title, table, opts)?;
    // Each company's filing once, however many of its columns the table shows.
    let mut statements: Vec<(&str, &crate::model::Statement)> = Vec::new();
    for c in &a.columns {
        if !statements.iter().any(|(_, s)| std::ptr::eq(*s, c.statement)) {
            statements.push((c.ticker, c.statement));
        }
    }
    under(out, filed::checks_line(&statements, filed::Named::Ticker, opts), opts)
}

/// The narrowest width finq fits a table to; below it, lines are as wide as 20 columns.
const MIN_WIDTH: usize = 20;

/// The title lines (wrapped to the width), then the table. Colour and width were decided once,
/// in settings; nothing here asks the terminal.
fn emit(out: &mut dyn Write, title: Vec<Clean>, table: Grid, opts: &TableOptions) -> io::Result<()> {
    let width = opts.width.map(|w| w.max(MIN_WIDTH));
    for line in title {
        match width {
            Some(w) => {
                for l in super::wrap::wrap_title(line.as_str(), w) {
                    writeln!(out, "{l}")?;
                }
            }
            None => writeln!(out, "{line}")?,
        }
    }
    out.write_all(table.render(width, opts.color).as_bytes())
}

/// A table with a label column first and figure columns after it.
fn labelled(first: Clean, figures: impl IntoIterator<Item = Clean>) -> Grid {
    let mut columns = vec![(first, Kind::Label)];
    columns.extend(figures.into_iter().map(|h| (h, Kind::Figure)));
    Grid::new(columns)
}

fn statement_title(ticker: &str, company: &Company, title: &str, filing: &Filing) -> Vec<Clean> {
    let name = if company.name.is_empty() { ticker.to_string() } else { format!("{} ({ticker})", company.name) };
    let first = if title.is_empty() { name } else { format!("{name} — {title}") };
    let mut facts = Vec::new();
    if !filing.form.is_empty() {
        facts.push(clean(&filing.form));
    }
    if let Some(p) = &filing.period {
        facts.push(clean(&format!("period ended {p}")));
    }
    if !filing.filed.is_empty() {
        facts.push(clean(&format!("filed {}", filing.filed)));
    }
    if !filing.accession.is_empty() {
        facts.push(clean(&format!("accession {}", filing.accession)));
    }
    vec![clean(&first), Clean::join(&facts, " · ")]
}

/// One or more statements as one table: a row per element (in a stable union order), a column
/// per statement. With `single`, the one column is headed "Value" and the title names the filing.
fn statement_table(statements: &[(&str, &Statement)], single: bool, opts: &TableOptions) -> (Vec<Clean>, Grid) {
    let scale = items_scale(statements, opts);
    let labels = if opts.labels { filed_labels(statements) } else { std::collections::HashMap::new() };
    let tickers: Vec<&str> = {
        let mut t: Vec<&str> = statements.iter().map(|(t, _)| *t).collect();
        t.dedup();
        t
    };
    let one_ticker = tickers.len() == 1;
    let columns: Vec<(Clean, Vec<(&str, Cell)>)> = statements
        .iter()
        .map(|(ticker, s)| {
            let header = if single {
                Clean::literal("Value")
            } else {
                let mut h = Vec::new();
                if !one_ticker {
                    h.push(clean(ticker));
                }
                h.push(s.filing.period.as_deref().map_or_else(|| Clean::literal("period ?"), clean));
                h.push(clean(&s.filing.form));
                Clean::join(&h, "\n")
            };
            let cells = s
                .items
                .iter()
                .map(|i| {
                    let value = i.value.to_string();
                    let text = Clean::number(match i.measure.unwrap_or_else(|| Measure::guess(&i.element)) {
                        Measure::Money => grouped(&scale.apply(&value)),
                        Measure::PerShare => super::numbers::per_share(&value, 0),
                        _ => grouped(&value),
                    });
                    (i.element.as_str(), signed_cell(text, is_negative(&i.value)))
                })
                .collect();
            (header, cells)
        })
        .collect();
    let first_header = Clean::literal(if opts.labels { "Line item" } else { "Element" });
    let table = pivot(first_header, Kind::Label, columns, Kind::Figure, |key| labels.get(key).map(|l| l.to_string()));
    let (ticker, first) = statements[0];
    let mut title = if single || one_ticker {
        statement_title(ticker, &first.company, &first.title, &first.filing)
    } else {
        vec![clean(&format!("{} — {}", first.kind.noun(), tickers.join(", ")))]
    };
    if !single && one_ticker {
        title[1] = clean(&format!(
            "{} side by side, newest first",
            super::numbers::count(statements.len(), "filing", "filings")
        ));
    }
    if !scale.name.is_empty() {
        title.push(clean(&format!("monetary values in {}; per-share amounts and share counts as filed", scale.note())));
    }
    (title, table)
}

/// The scale of the statements' money under `--units`, from their monetary items.
fn items_scale(statements: &[(&str, &Statement)], opts: &TableOptions) -> units::Scale {
    let largest = statements
        .iter()
        .flat_map(|(_, s)| s.items.iter())
        .filter(|i| units::is_money(i))
        .map(|i| &i.value)
        .max_by_key(|v| {
            let t = v.to_string();
            let t = t.trim_start_matches('-');
            (t.split('.').next().unwrap_or("").trim_start_matches('0').len(), t.to_string())
        });
    let (digits, name) = units::shift(opts.units, largest);
    let money = statements.iter().flat_map(|(_, s)| s.items.iter()).filter(|i| units::is_money(i));
    units::Scale::new(digits, name, money.map(|i| &i.value))
}

/// Labels as filed (`--labels`), where the source sent them: each element's first.
fn filed_labels<'a>(statements: &[(&str, &'a Statement)]) -> std::collections::HashMap<&'a str, &'a str> {
    let mut labels: std::collections::HashMap<&str, &str> = std::collections::HashMap::new();
    for (_, s) in statements {
        for item in &s.items {
            if let Some(label) = &item.label {
                labels.entry(item.element.as_str()).or_insert(label);
            }
        }
    }
    labels
}

fn build(doc: Doc, opts: &TableOptions) -> (Vec<Clean>, Grid) {
    let lit = Clean::literal;
    match doc {
        Doc::Statement { ticker, statement } => statement_table(&[(ticker, statement)], true, opts),
        Doc::Summary { ticker, summary: s } => summary::single(ticker, s),
        Doc::Quote(q) => {
            let mut t = Grid::new(vec![(lit("Field"), Kind::Label), (lit("Value"), Kind::Text)]);
            for f in &q.fields {
                t.add_row(vec![cell(clean(&f.upstream)), quote_cell(&f.name, &f.value, q.price_hint)]);
            }
            t.align_right(1, true);
            let name = match q.get("name") {
                Some(QuoteValue::Text(n)) => format!("{n} ({})", q.ticker),
                _ => q.ticker.clone(),
            };
            (vec![clean(&format!("{name} — quote"))], t)
        }
        Doc::Prices(p) => {
            let mut t = Grid::new(vec![(lit("Date"), Kind::Figure), (lit("Price"), Kind::Figure)]);
            t.align_right(0, false);
            for pt in &p.points {
                t.add_row(vec![cell(clean(&pt.date)), cell(price(&pt.price, p.price_hint))]);
            }
            let range = match (p.points.last(), p.points.first()) {
                (Some(old), Some(new)) => format!(", {} to {}", old.date, new.date),
                _ => String::new(),
            };
            let months = super::numbers::count(p.points.len(), "month", "months");
            let title = format!("{} — monthly prices{}, newest first ({months}{range})", p.ticker, in_currency(p));
            (vec![clean(&title)], t)
        }
        Doc::Tickers(ids) => {
            let mut t = look_up(&[lit("Ticker")]);
            for v in &ids.values {
                t.add_row(vec![cell(clean(v))]);
            }
            (vec![clean(&format!("Tickers for CIK {}", ids.query))], t)
        }
        Doc::Ciks(ids) => {
            let mut t = look_up(&[lit("CIK")]);
            for v in &ids.values {
                t.add_row(vec![cell(clean(v))]);
            }
            (vec![clean(&format!("CIK for {}", ids.query))], t)
        }
    }
}

/// One table with a column per answer: rows are the union of the answers' keys in a stable order,
/// each row headed by `label(key)` or the key itself.
/// The first column is of kind `first` (left-aligned), the others of kind `values`.
fn pivot(
    first_header: Clean,
    first: Kind,
    columns: Vec<(Clean, Vec<(&str, Cell)>)>,
    values: Kind,
    label: impl Fn(&str) -> Option<String>,
) -> Grid {
    let order = merged_order(columns.iter().map(|(_, cells)| cells.iter().map(|(k, _)| *k).collect()));
    let mut headers = vec![(first_header, first)];
    headers.extend(columns.iter().map(|(h, _)| (h.clone(), values)));
    let mut t = Grid::new(headers);
    t.align_right(0, false);
    let mut lookups: Vec<std::collections::HashMap<&str, Cell>> =
        columns.into_iter().map(|(_, cells)| cells.into_iter().collect()).collect();
    for key in order {
        let mut row = vec![cell(label(key).map_or_else(|| clean(key), |l| clean(&l)))];
        row.extend(lookups.iter_mut().map(|l| l.remove(key).unwrap_or_else(|| cell(Clean::default()))));
        t.add_row(row);
    }
    t
}

/// A look-up table: CIKs and tickers, figures that are never split, left-aligned.
fn look_up(headers: &[Clean]) -> Grid {
    let mut t = Grid::new(headers.iter().map(|h| (h.clone(), Kind::Figure)).collect());
    for i in 0..headers.len() {
        t.align_right(i, false);
    }
    t
}

/// Several tickers or periods as one table.
pub fn write_many(out: &mut dyn Write, items: &[Item], opts: &TableOptions) -> io::Result<()> {
    let answers: Vec<(&str, &Answer)> =
        items.iter().flat_map(|i| i.answers.iter().map(move |a| (i.subject.as_str(), a))).collect();
    let Some((_, first)) = answers.first() else { return Ok(()) };
    if let (Answer::Prices(_), Some(width)) = (first, opts.chart_width) {
        return charts(out, &answers, width);
    }
    let (title, table) = match first {
        Answer::Statement(_) => {
            let statements: Vec<(&str, &Statement)> = answers
                .iter()
                .filter_map(|(t, a)| match a {
                    Answer::Statement(s) => Some((*t, s)),
                    _ => None,
                })
                .collect();
            let (title, table) = if statements.iter().all(|(_, s)| s.filed.is_some()) {
                filed::stitched(&statements, opts)
            } else {
                statement_table(&statements, false, opts)
            };
            emit(out, title, table, opts)?;
            return under(out, filed::checks_line(&statements, filed::Named::Period, opts), opts);
        }
        Answer::Summary(_) => {
            let summaries: Vec<(&str, &crate::model::Summary)> = answers
                .iter()
                .filter_map(|(t, a)| match a {
                    Answer::Summary(s) => Some((*t, s)),
                    _ => None,
                })
                .collect();
            summary::batch(&summaries)
        }
        Answer::Prices(_) => prices_table(&answers),
        Answer::Quote(_) => {
            let tickers: Vec<&str> =
                items.iter().filter(|i| !i.answers.is_empty()).map(|i| i.subject.as_str()).collect();
            quotes_table(&answers, &tickers)
        }
        Answer::Tickers(_) | Answer::Ciks(_) => look_ups_table(matches!(first, Answer::Tickers(_)), &answers),
    };
    emit(out, title, table, opts)
}

/// `prices --chart` of several tickers: a chart each, a blank line between them.
fn charts(out: &mut dyn Write, answers: &[(&str, &Answer)], width: usize) -> io::Result<()> {
    for (i, (_, a)) in answers.iter().enumerate() {
        if let Answer::Prices(p) = a {
            if i > 0 {
                writeln!(out)?;
            }
            out.write_all(super::chart::render(p, width).as_bytes())?;
        }
    }
    Ok(())
}

/// Several tickers' prices: a row per month, a column per ticker.
fn prices_table(answers: &[(&str, &Answer)]) -> (Vec<Clean>, Grid) {
    let columns: Vec<(Clean, Vec<(&str, Cell)>)> = answers
        .iter()
        .filter_map(|(t, a)| match a {
            Answer::Prices(p) => Some((
                clean(t),
                p.points.iter().map(|pt| (pt.date.as_str(), cell(price(&pt.price, p.price_hint)))).collect(),
            )),
            _ => None,
        })
        .collect();
    // Each ticker's currency, where its source says.
    let named: Vec<String> = answers
        .iter()
        .filter_map(|(t, a)| match a {
            Answer::Prices(p) => Some(format!("{t}{}", in_currency(p))),
            _ => None,
        })
        .collect();
    let title = vec![clean(&format!("monthly prices, newest first — {}", named.join(", ")))];
    (title, pivot(Clean::literal("Date"), Kind::Figure, columns, Kind::Figure, |_| None))
}

/// Several quotes: a row per ticker, a column per headline field.
fn quotes_table(answers: &[(&str, &Answer)], tickers: &[&str]) -> (Vec<Clean>, Grid) {
    const COLUMNS: [(&str, &str); 7] = [
        ("name", "Name"),
        ("last_trade_price", "Last"),
        ("change", "Change"),
        ("change_in_percent", "Change %"),
        ("volume", "Volume"),
        ("market_capitalization", "Market cap"),
        ("last_trade_date", "Traded"),
    ];
    // A ticker, the name (text that wraps), figures; the trade date left-aligned.
    let mut headers = vec![(Clean::literal("Ticker"), Kind::Figure)];
    headers.extend(
        COLUMNS.iter().map(|(name, h)| (Clean::literal(h), if *name == "name" { Kind::Text } else { Kind::Figure })),
    );
    let mut t = Grid::new(headers);
    t.align_right(0, false);
    t.align_right(COLUMNS.len(), false);
    for (_, a) in answers {
        if let Answer::Quote(q) = a {
            let mut row = vec![cell(clean(&q.ticker))];
            row.extend(COLUMNS.iter().map(|(name, _)| match (*name, q.get(name), q.get("currency")) {
                // Quotes side by side may be in different currencies: the last price says which.
                ("last_trade_price", Some(QuoteValue::Number(n)), Some(QuoteValue::Text(code))) => {
                    cell(clean(&format!("{} {code}", price(n, q.price_hint).as_str())))
                }
                (_, v, _) => v.map_or_else(|| cell(Clean::default()), |v| quote_cell(name, v, q.price_hint)),
            }));
            t.add_row(row);
        }
    }
    // A code in a minor unit (GBp) is explained once, under the title.
    let mut notes: Vec<String> = Vec::new();
    for (_, a) in answers {
        if let Answer::Quote(q) = a
            && let Some(QuoteValue::Text(code)) = q.get("currency")
            && let Some(note) = crate::model::symbol::currency_note(code)
            && !notes.iter().any(|n| n.starts_with(&format!("{code}:")))
        {
            notes.push(format!("{code}: {note}"));
        }
    }
    let mut title = vec![clean(&format!("quotes — {}", tickers.join(", ")))];
    if !notes.is_empty() {
        title.push(clean(&notes.join("; ")));
    }
    (title, t)
}

/// Several look-ups (tickers for CIKs, or CIKs for tickers): a row per pair, untitled.
fn look_ups_table(is_tickers: bool, answers: &[(&str, &Answer)]) -> (Vec<Clean>, Grid) {
    let (cik, ticker) = (Clean::literal("CIK"), Clean::literal("Ticker"));
    let mut t = look_up(&if is_tickers { [cik, ticker] } else { [ticker, cik] });
    for (_, a) in answers {
        if let Answer::Tickers(ids) | Answer::Ciks(ids) = a {
            for v in &ids.values {
                t.add_row(vec![cell(clean(&ids.query)), cell(clean(v))]);
            }
        }
    }
    (Vec::new(), t)
}

/// The quote fields that are prices, shown at the source's precision (`priceHint`).
const PRICE_FIELDS: [&str; 7] =
    ["last_trade_price", "change", "previous_close", "daily_high", "daily_low", "yearly_high", "yearly_low"];

/// A price for a cell, at the source's precision when it gives one.
fn price(n: &Number, decimals: Option<u32>) -> Clean {
    Clean::number(super::numbers::price(&n.to_string(), decimals))
}

/// " in USD", " in GBp (pence sterling, 1/100 GBP)", or nothing when the source does not say.
fn in_currency(p: &crate::model::Prices) -> String {
    p.currency.as_deref().map_or_else(String::new, |c| format!(" in {}", crate::model::symbol::currency_label(c)))
}

/// A quote value: prices at the source's precision, a currency with its meaning where the code is
/// not plain (`GBp`); the day's change in green or red (when colour is on).
fn quote_cell(name: &str, v: &QuoteValue, hint: Option<u32>) -> Cell {
    let cell = cell(match v {
        QuoteValue::Number(n) if PRICE_FIELDS.contains(&name) => price(n, hint),
        QuoteValue::Number(n) => number(n),
        QuoteValue::Text(s) if name == "currency" => clean(&crate::model::symbol::currency_label(s)),
        QuoteValue::Text(s) => clean(s),
        QuoteValue::Magnitude { text, .. } => clean(text),
        QuoteValue::Null => Clean::literal("—"),
    });
    match v {
        QuoteValue::Number(n) if matches!(name, "change" | "change_in_percent") => {
            let t = n.to_string();
            if t.starts_with('-') {
                cell.paint(Paint::Red)
            } else if t.trim_start_matches(['0', '.']).is_empty() {
                cell
            } else {
                cell.paint(Paint::Green)
            }
        }
        _ => cell,
    }
}

#[cfg(test)]
mod cell_tests {
    use super::*;
    use crate::model::{Company, Filing, LineItem, Shape, Statement, StatementKind};

    #[test]
    fn a_per_share_line_or_a_share_count_says_so_where_its_label_does_not() {
        assert_eq!(measured("Basic", Measure::PerShare), "Basic (per share)");
        assert_eq!(measured("Diluted", Measure::Shares), "Diluted (shares)");
        assert_eq!(measured("Basic earnings per common share", Measure::PerShare), "Basic earnings per common share");
        assert_eq!(measured("Basic (in dollars per share)", Measure::PerShare), "Basic (in dollars per share)");
        assert_eq!(measured("Basic (in shares)", Measure::Shares), "Basic (in shares)");
        assert_eq!(measured("Weighted average shares", Measure::Shares), "Weighted average shares");
        assert_eq!(measured("EarningsPerShareBasic (derived)", Measure::PerShare), "EarningsPerShareBasic (derived)");
        assert_eq!(measured("Net income", Measure::Money), "Net income");
    }

    #[test]
    fn huge_cells_are_cut() {
        let value: serde_json::Number = "1".repeat(5000).parse().unwrap();
        let statement = Statement {
            kind: StatementKind::Income,
            company: Company::default(),
            filing: Filing::default(),
            title: String::new(),
            filing_count: None,
            items: vec![LineItem { element: "E".repeat(78_000), prefix: None, value, measure: None, label: None }],
            table: None,
            shape: Shape::Nested,
            count_mismatch: None,
            standard: None,
            filed: None,
        };
        let mut out = Vec::new();
        write(&mut out, Doc::Statement { ticker: "X", statement: &statement }, &TableOptions::default()).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().all(|l| l.chars().count() < 2 * MAX_CELL + 20), "{}", text.len());
        assert!(text.contains("E…") && text.contains("1…"));
    }

    #[test]
    fn tables_wrap_to_the_width_they_are_given_and_only_then() {
        let statement = Statement {
            kind: StatementKind::Income,
            company: Company::default(),
            filing: Filing::default(),
            title: String::new(),
            filing_count: None,
            items: vec![LineItem {
                element: "A".repeat(120),
                prefix: None,
                value: "-411000000".parse().unwrap(),
                measure: None,
                label: None,
            }],
            table: None,
            shape: Shape::Nested,
            count_mismatch: None,
            standard: None,
            filed: None,
        };
        let render = |opts: TableOptions| {
            let mut out = Vec::new();
            write(&mut out, Doc::Statement { ticker: "X", statement: &statement }, &opts).unwrap();
            String::from_utf8(out).unwrap()
        };
        let narrow = render(TableOptions { width: Some(60), ..Default::default() });
        assert!(narrow.lines().skip(2).all(|l| l.chars().count() <= 60), "{narrow}");
        assert!(narrow.contains("-411,000,000"));
        let piped = render(TableOptions::default());
        assert!(piped.lines().any(|l| l.contains(&"A".repeat(120))), "no wrapping without a width");
        assert!(!piped.contains('\u{1b}'));
        let coloured = render(TableOptions { color: true, ..Default::default() });
        assert!(coloured.contains("\u{1b}[38;5;9m"), "negative values in red");
    }
}
