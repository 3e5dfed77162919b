//! `finq ratios`: each filing's ratios in every format — JSON with every input cited as the
//! standardized statements cite their values ([`super::standard::value_record`]), one record per
//! ratio in CSV and NDJSON, and a table a filing a block; beside a quote, the quote's ratios, their
//! market value citing the quote's price (source, symbol, day) and the shares it is of. `finq
//! concepts --ratios`: the ratios' rules (`ratios.rules`) in every format.

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::table::grid::{Cell, Grid, Kind};
use super::tidy::{Cell as Field, Records};
use super::{Format, TableOptions};
use crate::model::Statement;
use crate::model::number::Dec;
use crate::quarters::ratios::{Latest, Quarterly};
use crate::sanitize::Clean;
use crate::standard::Shown;
use crate::standard::ratios::{Amount, Computed, Input, QuoteRatio, Ratio, Ratios, market_cap, quarters};
use crate::standard::rules::Rules;

/// What a document's ratios were computed from.
pub enum Basis<'a> {
    /// One filing's standardized values: the statement it was asked as, and its standardization.
    Filing { statement: &'a Statement, shown: &'a Shown },
    /// The trailing twelve months of standardized quarters, and the latest balances (`--ttm`).
    Ttm { company: &'a str, cik: u64, latest: &'a Latest },
    /// One discrete quarter (`--discrete`): column `col` of the standardized quarters, and the
    /// balances at its end.
    Quarter { company: &'a str, cik: u64, quarters: &'a Quarterly, col: usize },
}

/// One document's ratios: whose, from what, and each ratio.
pub struct Doc<'a> {
    pub ticker: &'a str,
    pub basis: Basis<'a>,
    pub computed: Vec<(&'a Ratio, Computed)>,
    /// The quote asked beside the twelve months (`--quote`) and its ratios; `None`: not asked.
    pub quoted: Option<(&'a QuoteAtHand, Vec<(&'a QuoteRatio, Computed)>)>,
}

/// The quote beside a company's twelve months (`ratios --ttm --quote`): what its market value is
/// of, as the quote says it.
#[derive(Debug, Clone, Default)]
pub struct QuoteAtHand {
    /// The symbol asked.
    pub symbol: String,
    /// The last trade price, exact as the source sent it; `None`: the quote has none.
    pub price: Option<Dec>,
    pub currency: Option<String>,
    /// The day of the last trade, as the quote gives it.
    pub date: Option<String>,
    /// Where the price came from, as the quote's sources say (`Yahoo chart meta`).
    pub source: String,
    /// The market source asked (`Yahoo Finance`, the demo).
    pub provider: String,
    /// Why there is no quote, when asking for one failed.
    pub failed: Option<String>,
}

impl QuoteAtHand {
    /// The market capitalization beside `latest`: the price times its shares outstanding at the
    /// balance-sheet date, in the quote's currency, or why none.
    pub fn market_cap<'a>(&'a self, latest: &'a Latest) -> Result<Amount<'a>, String> {
        if let Some(why) = &self.failed {
            return Err(format!("no quote of {}: {why}", self.symbol));
        }
        let price = self.price.ok_or_else(|| format!("the quote of {} has no last trade price", self.symbol))?;
        let currency =
            self.currency.as_deref().ok_or_else(|| format!("the quote of {} names no currency", self.symbol))?;
        let rules = crate::standard::rules();
        let shares = rules.concept("SharesOutstanding").and_then(|c| latest.amount(c));
        let value = market_cap(price, shares)?;
        Ok(Amount { value, uom: currency, qtrs: 0, end: self.date.as_deref().unwrap_or_default() })
    }

    /// The quote as a document cites it.
    fn json(&self) -> Value {
        json!({
            "symbol": self.symbol,
            "price": self.price.map(|p| Value::Number(p.to_number())),
            "currency": self.currency,
            "date": self.date,
            "source": self.source,
            "provider": self.provider,
            "error": self.failed,
        })
    }
}

/// What a document is of, as its JSON and records name it.
struct Head<'a> {
    company: &'a str,
    cik: String,
    basis: &'static str,
    form: Option<&'a str>,
    period: Option<&'a str>,
    fiscal_year: Option<i32>,
    fiscal_period: Option<&'a str>,
    filed: Option<&'a str>,
    accession: Option<&'a str>,
    currency: Option<&'a str>,
}

impl Doc<'_> {
    fn head(&self) -> Head<'_> {
        match &self.basis {
            Basis::Filing { statement, shown } => {
                let f = &statement.filing;
                Head {
                    company: &statement.company.name,
                    cik: statement.company.cik.clone(),
                    basis: "filing",
                    form: Some(&f.form),
                    period: f.period.as_deref(),
                    fiscal_year: f.fiscal_year,
                    fiscal_period: f.fiscal_period.as_deref(),
                    filed: Some(&f.filed),
                    accession: Some(&f.accession),
                    currency: shown.standardized.currency.as_deref(),
                }
            }
            Basis::Ttm { company, cik, latest } => Head {
                company,
                cik: cik.to_string(),
                basis: "ttm",
                form: None,
                period: latest.end(),
                fiscal_year: None,
                fiscal_period: None,
                filed: None,
                accession: None,
                currency: latest.currency(),
            },
            Basis::Quarter { company, cik, quarters, col } => {
                let c = &quarters.columns()[*col];
                Head {
                    company,
                    cik: cik.to_string(),
                    basis: "quarter",
                    form: None,
                    period: Some(&c.end),
                    fiscal_year: Some(c.fiscal_year),
                    fiscal_period: Some(c.period.name()),
                    filed: None,
                    accession: None,
                    currency: quarters.currency(*col),
                }
            }
        }
    }
}

/// A ratio's value as JSON: a number digit for digit, or null.
fn value(c: &Computed) -> Value {
    c.value.as_ref().map_or(Value::Null, |d| Value::Number(d.to_number()))
}

/// A concept's value with its source as the basis cites it: a filing's standardized value as
/// `--standard` cites it; over twelve months, the flow's sum with its four quarters as `--ttm
/// --standard` cites them, or the balance with the filing it is of (`None`: no value).
fn cited(rules: &Rules, basis: &Basis, c: usize) -> Option<Value> {
    match basis {
        Basis::Filing { shown, .. } => {
            super::standard::value_record(rules, &shown.standardized, &shown.subject, c).map(Value::Object)
        }
        Basis::Ttm { latest, .. } => {
            let name = &rules.concepts[c].name;
            if let Some(line) = latest.flow(name) {
                return Some(super::quarterly::ttm_json(line, true));
            }
            let s = latest.standardized.as_ref()?;
            let v = s.values[c].as_ref()?;
            let mut m = Map::new();
            m.insert("concept".into(), json!(name));
            match &v.origin {
                crate::standard::Origin::Filed { tag, .. } => {
                    let Value::Object(b) = super::quarterly::balance_json(latest.balance(tag)?) else { return None };
                    m.extend(b);
                    // The concept's convention: a turned sign is said, the balance keeps what was filed.
                    m.insert("value".into(), super::standard::number(v.value));
                }
                crate::standard::Origin::Derived { .. } | crate::standard::Origin::Summed { .. } => {
                    m.extend(super::standard::value_record(rules, s, &Default::default(), c)?);
                }
            }
            Some(Value::Object(m))
        }
        Basis::Quarter { quarters, col, .. } => {
            let name = &rules.concepts[c].name;
            if let Some((line, i, _)) = quarters.flow(*col, name) {
                return super::quarterly::standard_quarter_json(line, i);
            }
            let at = quarters.balances.get(*col)?;
            let s = at.standardized.as_ref()?;
            let v = s.values[c].as_ref()?;
            let mut m = Map::new();
            m.insert("concept".into(), json!(name));
            match &v.origin {
                crate::standard::Origin::Filed { tag, .. } => {
                    let Value::Object(b) = super::quarterly::balance_json(at.balance(tag)?) else { return None };
                    m.extend(b);
                    // The balance at the quarter's end, not a twelve months' latest.
                    m.insert("quarter".into(), json!(quarters.columns()[*col].label()));
                    m.insert("value".into(), super::standard::number(v.value));
                }
                crate::standard::Origin::Derived { .. } | crate::standard::Origin::Summed { .. } => {
                    m.extend(super::standard::value_record(rules, s, &Default::default(), c)?);
                }
            }
            Some(Value::Object(m))
        }
    }
}

/// What each concept the ratio names stood at: its standardized value with its source, a term
/// taken as zero, or missing.
fn inputs(rules: &Rules, basis: &Basis, ratio: &Ratio, computed: &Computed) -> Vec<Value> {
    // A term taken as zero only where the sum it is in had a value.
    let missing = match &computed.value {
        Err(crate::standard::ratios::Refusal::Missing(list)) => list.clone(),
        _ => Vec::new(),
    };
    let optional = |c: usize| {
        !missing.contains(&c)
            && ratio.numerator.iter().chain(ratio.denominator.iter().flatten()).any(|t| t.concept == c && t.optional)
    };
    ratio
        .concepts()
        .into_iter()
        .map(|c| match cited(rules, basis, c) {
            Some(m) => m,
            None if optional(c) => {
                json!({ "concept": rules.concepts[c].name, "value": 0, "origin": "absent, taken as zero" })
            }
            None => json!({ "concept": rules.concepts[c].name, "value": null, "origin": "missing" }),
        })
        .collect()
}

/// One ratio's record in JSON.
fn ratio_json(rules: &Rules, basis: &Basis, ratio: &Ratio, c: &Computed) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), json!(ratio.name));
    m.insert("value".into(), value(c));
    m.insert("unit".into(), json!(c.uom.as_deref().unwrap_or("pure")));
    m.insert("formula".into(), json!(ratio.formula));
    m.insert("quarters".into(), json!(c.qtrs));
    m.insert("annualized".into(), json!(c.annualized));
    let (code, reason) = match &c.value {
        Ok(_) => (Value::Null, Value::Null),
        Err(why) => (json!(why.code()), json!(why.reason(rules))),
    };
    m.insert("refusal".into(), code);
    m.insert("reason".into(), reason);
    m.insert("inputs".into(), Value::Array(inputs(rules, basis, ratio, c)));
    Value::Object(m)
}

/// One filing's ratios in JSON: the filing, the versions of both rules, and each ratio.
pub fn json(d: &Doc) -> Value {
    let rules = crate::standard::rules();
    let h = d.head();
    let mut ratios: Vec<Value> = d.computed.iter().map(|(r, c)| ratio_json(rules, &d.basis, r, c)).collect();
    if let Some((quote, quoted)) = &d.quoted {
        ratios.extend(quoted.iter().map(|(r, c)| quote_ratio_json(rules, &d.basis, quote, r, c)));
    }
    let mut doc = json!({
        "ticker": d.ticker,
        "company": h.company,
        "cik": h.cik,
        "basis": h.basis,
        "form": h.form,
        "period": h.period,
        "fiscal_year": h.fiscal_year,
        "fiscal_period": h.fiscal_period,
        "filing_date": h.filed,
        "accession_number": h.accession,
        "ratios_version": crate::standard::ratios::ratios().version,
        "mapping_version": rules.version,
        "currency": h.currency,
        "places": crate::standard::ratios::PLACES,
        "ratios": ratios,
    });
    if let (Some((quote, _)), Value::Object(m)) = (&d.quoted, &mut doc) {
        m.insert("quote".into(), quote.json());
    }
    doc
}

/// The market value a quote ratio reads, cited: the price as the quote gives it (its source,
/// symbol and day) and the shares outstanding as the filings give them.
fn market_cap_json(rules: &Rules, basis: &Basis, quote: &QuoteAtHand) -> Value {
    let shares = rules.concept("SharesOutstanding").and_then(|c| cited(rules, basis, c));
    let (value, reason) = match basis {
        Basis::Ttm { latest, .. } => match quote.market_cap(latest) {
            Ok(a) => (super::standard::number(a.value), Value::Null),
            Err(why) => (Value::Null, json!(why)),
        },
        _ => (Value::Null, json!("a quote's ratios are of the trailing twelve months")),
    };
    json!({
        "input": "MarketCap",
        "value": value,
        "unit": quote.currency,
        "derivation": "the quote's last trade price times SharesOutstanding",
        "price": quote.json(),
        "shares": shares,
        "reason": reason,
    })
}

/// One quote ratio's record in JSON, shaped as a ratio's.
fn quote_ratio_json(rules: &Rules, basis: &Basis, quote: &QuoteAtHand, ratio: &QuoteRatio, c: &Computed) -> Value {
    let missing = match &c.value {
        Err(crate::standard::ratios::Refusal::Missing(list)) => list.clone(),
        _ => Vec::new(),
    };
    let inputs: Vec<Value> = ratio
        .inputs()
        .into_iter()
        .map(|i| match i {
            Input::Quote(_) => market_cap_json(rules, basis, quote),
            Input::Concept(k) => cited(rules, basis, k).unwrap_or_else(|| {
                let optional = !missing.contains(&k)
                    && ratio.numerator.iter().chain(&ratio.denominator).any(|t| t.input == i && t.optional);
                match optional {
                    true => json!({ "concept": rules.concepts[k].name, "value": 0, "origin": "absent, taken as zero" }),
                    false => json!({ "concept": rules.concepts[k].name, "value": null, "origin": "missing" }),
                }
            }),
        })
        .collect();
    let (code, reason) = match &c.value {
        Ok(_) => (Value::Null, Value::Null),
        Err(why) => (json!(why.code()), json!(why.reason(rules))),
    };
    json!({
        "name": ratio.name,
        "value": value(c),
        "unit": "pure",
        "formula": ratio.formula,
        "quarters": c.qtrs,
        "annualized": false,
        "refusal": code,
        "reason": reason,
        "inputs": inputs,
    })
}

/// The CSV and NDJSON columns, in order: one record per ratio.
const COLUMNS: [&str; 14] = [
    "ticker",
    "basis",
    "form",
    "period",
    "filing_date",
    "accession_number",
    "ratio",
    "value",
    "unit",
    "formula",
    "quarters",
    "annualized",
    "refusal",
    "inputs",
];

/// An input in a record's `inputs` cell: `Revenues=391035000000 (filed RevenueFromContract…)`.
fn input_text(rules: &Rules, basis: &Basis, concept: usize) -> String {
    let name = &rules.concepts[concept].name;
    let values = match basis {
        Basis::Filing { shown, .. } => &shown.standardized.values,
        Basis::Ttm { latest, .. } => {
            if let Some(line) = latest.flow(name) {
                let last = &line.ttm.quarters[3];
                return format!("{name}={} (4 quarters to {})", line.ttm.value, last.end);
            }
            match &latest.standardized {
                Some(s) => &s.values,
                None => return format!("{name}=missing"),
            }
        }
        Basis::Quarter { quarters, col, .. } => {
            if let Some((_, _, q)) = quarters.flow(*col, name) {
                let how = match &q.source {
                    crate::quarters::Source::Filed(_) => "filed three months".to_string(),
                    crate::quarters::Source::Derived { .. } => "derived from the year to date".to_string(),
                    crate::quarters::Source::Relation { relation, .. } => format!("solved by {relation}"),
                };
                return format!("{name}={} (FY{} {}, {how})", q.value, q.fiscal_year, q.period);
            }
            match quarters.balances.get(*col).and_then(|at| at.standardized.as_ref()) {
                Some(s) => &s.values,
                None => return format!("{name}=missing"),
            }
        }
    };
    match &values[concept] {
        Some(v) => {
            let how = match &v.origin {
                crate::standard::Origin::Filed { tag, .. } => format!("filed {tag}"),
                crate::standard::Origin::Derived { relation, .. } => {
                    format!("derived by {}", rules.relations[*relation].id)
                }
                crate::standard::Origin::Summed { parts } => {
                    format!("summed {}", crate::model::standardized::parts_text(parts).0)
                }
            };
            format!("{name}={} ({how})", crate::model::number::decimal_text(v.value))
        }
        None => format!("{name}=missing"),
    }
}

/// Every filing's ratios, one record per ratio (the reason, where there is no value, in `refusal`).
pub fn records(docs: &[&Doc]) -> Records {
    let rules = crate::standard::rules();
    let mut rows = Vec::new();
    for d in docs {
        let h = d.head();
        // One record: the filing's columns, then the ratio's.
        let mut row = |name: &str,
                       formula: &str,
                       value: &Result<Dec, crate::standard::ratios::Refusal>,
                       uom: String,
                       qtrs: Option<i32>,
                       annualized: bool,
                       inputs: Vec<String>| {
            rows.push(vec![
                Field::from(d.ticker),
                h.basis.into(),
                h.form.into(),
                h.period.into(),
                h.filed.into(),
                h.accession.into(),
                name.into(),
                value.as_ref().map_or(Field::Null, |v| Field::Number(v.to_number())),
                Field::Text(uom),
                formula.into(),
                qtrs.map_or(Field::Null, |q| Field::Number(q.into())),
                Field::Bool(annualized),
                value.as_ref().err().map_or(Field::Null, |why| Field::Text(why.reason(rules))),
                Field::Text(inputs.join("; ")),
            ]);
        };
        for (r, c) in &d.computed {
            let inputs: Vec<String> = r.concepts().into_iter().map(|i| input_text(rules, &d.basis, i)).collect();
            let uom = c.uom.clone().unwrap_or_else(|| "pure".into());
            row(&r.name, &r.formula, &c.value, uom, c.qtrs, c.annualized, inputs);
        }
        let Some((quote, quoted)) = &d.quoted else { continue };
        for (r, c) in quoted {
            let inputs: Vec<String> = r
                .inputs()
                .into_iter()
                .map(|i| match i {
                    Input::Concept(k) => input_text(rules, &d.basis, k),
                    Input::Quote(_) => market_cap_text(&d.basis, quote),
                })
                .collect();
            row(&r.name, &r.formula, &c.value, "pure".into(), c.qtrs, false, inputs);
        }
    }
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}

/// The market value in a record's `inputs` cell: `MarketCap=… (price 244.87 USD of AAPL on
/// 2025-02-19, Yahoo chart meta, times SharesOutstanding)`.
fn market_cap_text(basis: &Basis, quote: &QuoteAtHand) -> String {
    let value = match basis {
        Basis::Ttm { latest, .. } => quote.market_cap(latest),
        _ => Err("a quote's ratios are of the trailing twelve months".into()),
    };
    match value {
        Ok(a) => format!(
            "MarketCap={} (price {} {} of {} on {}, {}, times SharesOutstanding)",
            crate::model::number::decimal_text(a.value),
            quote.price.map(|p| p.to_string()).unwrap_or_default(),
            a.uom,
            quote.symbol,
            quote.date.as_deref().unwrap_or("?"),
            quote.source
        ),
        Err(why) => format!("MarketCap=missing ({why})"),
    }
}

/// A ratio's value as the table shows it: a quotient at its stated precision (`0.362600`, so a
/// column of them reads alike), an amount grouped with its unit, `—` for none.
fn shown_value(c: &Computed) -> String {
    match (&c.value, &c.uom) {
        (Ok(v), Some(u)) => format!("{} {u}", crate::model::number::grouped(&v.to_string(), false)),
        (Ok(v), None) => super::numbers::at_places(&v.to_string(), crate::standard::ratios::PLACES as usize),
        (Err(_), _) => "—".into(),
    }
}

/// What the table says beside a value: its period (annualized or not), or why there is none.
fn note(rules: &Rules, c: &Computed) -> String {
    match (&c.value, c.qtrs) {
        (Err(why), _) => why.reason(rules),
        (Ok(_), Some(q)) if c.annualized => format!("{}, annualized (× 4/{q})", quarters(q)),
        (Ok(_), Some(q)) => quarters(q),
        (Ok(_), None) => "at the balance-sheet date".into(),
    }
}

/// The quote's ratios in a document's table, each saying the quote's day.
fn quote_rows(grid: &mut Grid, rules: &Rules, quote: &QuoteAtHand, quoted: &[(&QuoteRatio, Computed)]) {
    let day = quote.date.as_deref().unwrap_or("?");
    for (r, c) in quoted {
        let note = match &c.value {
            Err(why) => why.reason(rules),
            Ok(_) => format!("{}, the quote of {day}", note(rules, c)),
        };
        grid.add_row(vec![
            Cell::new(Clean::new(&r.name)),
            Cell::new(Clean::number(shown_value(c))),
            Cell::new(Clean::new(&r.formula)),
            Cell::new(Clean::new(&note)),
        ]);
    }
}

/// The quote a document's heading says, beside its twelve months.
fn quote_heading(q: &QuoteAtHand) -> String {
    match (&q.failed, q.price) {
        (Some(why), _) => format!(" · no quote: {why}"),
        (None, Some(p)) => format!(
            " · quote {p} {} on {} ({})",
            q.currency.as_deref().unwrap_or("?"),
            q.date.as_deref().unwrap_or("?"),
            q.source
        ),
        (None, None) => " · the quote has no price".to_string(),
    }
}

/// For people: each filing a block, its heading then a ratio a line.
pub fn write_table(out: &mut dyn Write, docs: &[&Doc], opts: &TableOptions) -> io::Result<()> {
    let rules = crate::standard::rules();
    for (i, d) in docs.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let h = d.head();
        let what = match (&d.basis, h.form) {
            (Basis::Filing { .. }, Some(form)) => format!(
                "{form} for {}, filed {} ({})",
                h.period.unwrap_or("?"),
                h.filed.unwrap_or("?"),
                h.accession.unwrap_or("?")
            ),
            (Basis::Ttm { latest, .. }, _) => format!(
                "trailing twelve months to {}, balances at {}",
                h.period.unwrap_or("?"),
                latest.date.as_deref().unwrap_or("?")
            ),
            (Basis::Quarter { quarters, col, .. }, _) => {
                let c = &quarters.columns()[*col];
                format!("{}, the quarter to {}, balances at {}", c.label(), c.end, c.end)
            }
            (Basis::Filing { .. }, None) => "a filing".to_string(),
        };
        let mut heading = format!("{} · {} · {what} · {}", d.ticker, h.company, h.currency.unwrap_or("no currency"));
        if let Some((q, _)) = &d.quoted {
            heading.push_str(&quote_heading(q));
        }
        writeln!(out, "{}", Clean::new(&heading))?;
        let heads = [
            ("Ratio", Kind::Label),
            ("Value", Kind::Figure),
            ("Formula", Kind::Text),
            ("Period or reason", Kind::Text),
        ];
        let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
        for (r, c) in &d.computed {
            grid.add_row(vec![
                Cell::new(Clean::new(&r.name)),
                Cell::new(Clean::number(shown_value(c))),
                Cell::new(Clean::new(&r.formula)),
                Cell::new(Clean::new(&note(rules, c))),
            ]);
        }
        if let Some((quote, quoted)) = &d.quoted {
            quote_rows(&mut grid, rules, quote, quoted);
        }
        writeln!(out, "{}", grid.render(opts.width, opts.color).trim_end_matches('\n'))?;
    }
    Ok(())
}

/// `finq concepts --ratios` as a JSON document.
pub fn rules_document(r: &Ratios) -> Value {
    let rules = crate::standard::rules();
    let mut ratios: Vec<Value> = r
        .ratios
        .iter()
        .map(|x| {
            json!({
                "name": x.name,
                "formula": x.formula,
                "about": x.about,
                "kind": if x.denominator.is_some() { "ratio" } else { "amount" },
                "denominator_positive": x.positive,
                "annualizable": x.annualize,
                "concepts": x.concepts().into_iter().map(|c| rules.concepts[c].name.as_str()).collect::<Vec<_>>(),
            })
        })
        .collect();
    ratios.extend(crate::standard::ratios::quote_ratios().iter().map(|x| {
        let (concepts, quoted): (Vec<Input>, Vec<Input>) =
            x.inputs().into_iter().partition(|i| matches!(i, Input::Concept(_)));
        let name = |i: &Input| match i {
            Input::Concept(c) => rules.concepts[*c].name.as_str(),
            Input::Quote(q) => q.name(),
        };
        json!({
            "name": x.name,
            "formula": x.formula,
            "about": x.about,
            "kind": "quote",
            "denominator_positive": x.positive,
            "annualizable": false,
            "concepts": concepts.iter().map(name).collect::<Vec<_>>(),
            "quote_inputs": quoted.iter().map(name).collect::<Vec<_>>(),
        })
    }));
    json!({
        "ratios_version": r.version,
        "mapping_version": rules.version,
        "places": crate::standard::ratios::PLACES,
        "rounding": "half away from zero",
        "count": ratios.len(),
        "ratios": ratios,
    })
}

/// The conventions of a ratio, in words.
fn conventions(x: &Ratio) -> String {
    let mut words = Vec::new();
    if x.denominator.is_none() {
        words.push("an amount, exact");
    }
    if x.positive {
        words.push("denominator above zero");
    }
    if x.annualize {
        words.push("annualized when asked");
    }
    words.join("; ")
}

/// `finq concepts --ratios` in every format.
pub fn write_rules(out: &mut dyn Write, format: Format, r: &Ratios, opts: &TableOptions) -> io::Result<()> {
    let columns = ["ratio", "formula", "conventions", "about"];
    let mut rows: Vec<[String; 4]> =
        r.ratios.iter().map(|x| [x.name.clone(), x.formula.clone(), conventions(x), x.about.clone()]).collect();
    rows.extend(crate::standard::ratios::quote_ratios().iter().map(|x| {
        let positive = if x.positive { "; denominator above zero" } else { "" };
        [x.name.clone(), x.formula.clone(), format!("with a quote{positive}"), x.about.clone()]
    }));
    let records = || Records {
        columns: columns.iter().map(|c| c.to_string()).collect(),
        rows: rows.iter().map(|row| row.iter().map(|t| Field::Text(t.clone())).collect()).collect(),
    };
    match format {
        Format::Json => super::json::write(out, &rules_document(r)),
        Format::Csv => super::records::write_csv(out, &records(), true),
        Format::Ndjson => super::records::write_ndjson(out, &records()),
        Format::Table => {
            writeln!(
                out,
                "Ratios ({}, over {}): {}; quotients to {} places, rounded half away from zero; docs/standard.md \
                 explains them",
                r.version,
                crate::standard::rules().version,
                rows.len(),
                crate::standard::ratios::PLACES
            )?;
            let heads = [("Ratio", Kind::Label), ("Formula", Kind::Text), ("Conventions", Kind::Text)];
            let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
            for row in &rows {
                grid.add_row(vec![
                    Cell::new(Clean::new(&row[0])),
                    Cell::new(Clean::new(&row[1])),
                    Cell::new(Clean::new(&row[2])),
                ]);
            }
            writeln!(out, "{}", grid.render(opts.width, opts.color).trim_end_matches('\n'))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::numbers::at_places;

    #[test]
    fn quotients_show_their_six_places() {
        assert_eq!(at_places("0.3626", 6), "0.362600");
        assert_eq!(at_places("-1.5", 6), "-1.500000");
        assert_eq!(at_places("2", 6), "2.000000");
        assert_eq!(at_places("0.200552", 6), "0.200552");
    }
}
