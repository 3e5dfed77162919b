//! Ratios over the standardized concepts, as data (`ratios.rules`, one reviewed file built into
//! finq beside `fac.rules`): each ratio's name, formula and conventions read once into
//! [`Ratios`], and computed exactly ([`Dec`], six decimal places, never a float) from one set of
//! standardized values, or refused with the reason (an input missing, a denominator zero or below,
//! mixed periods or currencies). The quote's ratios (`quote` lines: a market value beside the
//! filings' values) are [`QuoteRatio`]s, read apart ([`quote_ratios`]) and computed by
//! [`compute_quote`]. Pure: the caller hands the values over and cites them.

use std::sync::LazyLock;

use super::rules::{PeriodKind, Rules};
use crate::model::number::Dec;

/// The ratios file, as built in.
pub const TEXT: &str = include_str!("ratios.rules");

/// The decimal places of a quotient (rounded half away from zero).
pub const PLACES: u32 = 6;

/// One term of a ratio's numerator or denominator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The concept's index in [`Rules::concepts`].
    pub concept: usize,
    /// +1 or -1.
    pub sign: i8,
    /// `?`: zero when the values have none.
    pub optional: bool,
}

/// One ratio of the rules.
#[derive(Debug, Clone)]
pub struct Ratio {
    pub name: String,
    pub numerator: Vec<Term>,
    /// `None`: an amount (the numerator itself).
    pub denominator: Option<Vec<Term>>,
    /// The denominator must be above zero.
    pub positive: bool,
    /// A flow over a balance, annualized when asked.
    pub annualize: bool,
    /// The formula as written (`GrossProfit / Revenues`).
    pub formula: String,
    /// What it measures, in words.
    pub about: String,
}

impl Ratio {
    /// Every concept the formula names, in its order, each once.
    pub fn concepts(&self) -> Vec<usize> {
        let mut all: Vec<usize> = Vec::new();
        for t in self.numerator.iter().chain(self.denominator.iter().flatten()) {
            if !all.contains(&t.concept) {
                all.push(t.concept);
            }
        }
        all
    }
}

#[derive(Debug)]
pub struct Ratios {
    pub version: String,
    pub ratios: Vec<Ratio>,
}

impl Ratios {
    pub fn get(&self, name: &str) -> Option<&Ratio> {
        self.ratios.iter().find(|r| r.name == name)
    }
}

/// The built-in ratios, over the built-in rules. finq's own data, checked by a unit test.
pub fn ratios() -> &'static Ratios {
    static RATIOS: LazyLock<Ratios> =
        LazyLock::new(|| parse(TEXT, super::rules()).expect("ratios.rules is checked by a unit test"));
    &RATIOS
}

/// A sum of terms (`DebtCurrent? + DebtNoncurrent?`), each name and its `?` made a term by
/// `term` (given the sign): the one grammar of the ratios' and the quote ratios' sums.
fn sum_of<T>(
    text: &str,
    line: usize,
    mut term: impl FnMut(&str, i8, bool) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    let mut terms = Vec::new();
    let mut sign = 1i8;
    let mut want_term = true;
    for word in text.split_whitespace() {
        match (want_term, word) {
            (false, "+") => (sign, want_term) = (1, true),
            (false, "-") => (sign, want_term) = (-1, true),
            (true, w) => {
                let (name, optional) = w.strip_suffix('?').map_or((w, false), |n| (n, true));
                terms.push(term(name, sign, optional)?);
                want_term = false;
            }
            (false, w) => return Err(format!("line {line}: `{w}` where + or - was expected")),
        }
    }
    if terms.is_empty() || want_term {
        return Err(format!("line {line}: a sum ends without a term"));
    }
    Ok(terms)
}

/// A ratio's sum: concepts of the rules.
fn sum(text: &str, rules: &Rules, line: usize) -> Result<Vec<Term>, String> {
    sum_of(text, line, |name, sign, optional| {
        let concept = rules.concept(name).ok_or_else(|| format!("line {line}: {name} is no concept of fac.rules"))?;
        Ok(Term { concept, sign, optional })
    })
}

/// Reads the ratios file against the standardization's rules: every term a concept of them.
pub fn parse(text: &str, rules: &Rules) -> Result<Ratios, String> {
    let mut version = None;
    let mut ratios: Vec<Ratio> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if let Some(v) = t.strip_prefix("version ") {
            version = Some(v.trim().to_string());
            continue;
        }
        if t.starts_with("quote ") {
            // The quote's ratios, read by [`parse_quote`].
            continue;
        }
        let Some(rest) = t.strip_prefix("ratio ") else {
            return Err(format!("line {line}: expected `ratio`, `quote`, `version` or a comment"));
        };
        let r = ratio_line(rest, rules, line)?;
        if ratios.iter().any(|x| x.name == r.name) || rules.concept(&r.name).is_some() {
            return Err(format!("line {line}: {} is named twice (a ratio or a concept)", r.name));
        }
        ratios.push(r);
    }
    let version = version.ok_or("the ratios file has no `version` line")?;
    Ok(Ratios { version, ratios })
}

/// One `ratio` line after its keyword: `NAME = SUM [/ SUM] [: CONVENTION ...] [# ABOUT]`.
fn ratio_line(rest: &str, rules: &Rules, line: usize) -> Result<Ratio, String> {
    let (rest, about) = rest.split_once('#').map_or((rest, ""), |(r, a)| (r, a.trim()));
    let (name, rest) = rest.split_once('=').ok_or_else(|| format!("line {line}: a ratio needs `=`"))?;
    let name = name.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(format!("line {line}: `{name}` is no ratio name"));
    }
    let (formula, conventions) = rest.split_once(':').unwrap_or((rest, ""));
    let (mut positive, mut annualize) = (false, false);
    for word in conventions.split_whitespace() {
        match word {
            "positive" => positive = true,
            "annualize" => annualize = true,
            w => return Err(format!("line {line}: unknown convention `{w}`")),
        }
    }
    // Beside `/`, a sum of several terms is written in parentheses, so the formula reads as it
    // is computed: (a + b) / c.
    let side = |text: &str| -> Result<Vec<Term>, String> {
        let t = text.trim();
        match t.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            Some(inner) => sum(inner, rules, line),
            None if t.contains(" + ") || t.contains(" - ") => {
                Err(format!("line {line}: write a sum beside `/` in parentheses: ({t})"))
            }
            None => sum(t, rules, line),
        }
    };
    let (numerator, denominator) = match formula.split_once('/') {
        Some((a, b)) => (side(a)?, Some(side(b)?)),
        None => (sum(formula, rules, line)?, None),
    };
    if denominator.is_none() && (positive || annualize) {
        return Err(format!("line {line}: an amount has no denominator to be positive or to annualize"));
    }
    if annualize {
        // A flow over a balance: the numerator's flows, the denominator's balances.
        let flows = numerator.iter().all(|t| rules.concepts[t.concept].period != PeriodKind::Instant);
        let balances = denominator.iter().flatten().all(|t| rules.concepts[t.concept].period == PeriodKind::Instant);
        if !(flows && balances) {
            return Err(format!("line {line}: only a flow over a balance is annualized"));
        }
    }
    Ok(Ratio {
        name: name.to_string(),
        numerator,
        denominator,
        positive,
        annualize,
        formula: formula.split_whitespace().collect::<Vec<_>>().join(" "),
        about: about.to_string(),
    })
}

/// One standardized value as a ratio reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Amount<'a> {
    /// Exact, in ten-thousandths.
    pub value: i128,
    pub uom: &'a str,
    /// The period's length in quarters (0: a balance).
    pub qtrs: i32,
    /// The day the period ends (a balance's date).
    pub end: &'a str,
}

/// Why a ratio has no value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A required input has no value (not filed, not derived).
    Missing(Vec<usize>),
    /// The denominator is zero (and the ratio needs one above zero, or any division does).
    ZeroDenominator,
    /// The denominator is below zero, and the ratio needs it above.
    NegativeDenominator,
    /// Inputs of different periods: (concept, quarters, end) of each.
    MixedPeriods(Vec<(usize, i32, String)>),
    /// Amounts in different units: (concept, unit) of each.
    MixedCurrencies(Vec<(usize, String)>),
    /// Past what 128 bits hold: never in a filing's figures.
    Overflow,
    /// A quote's input has no value (no price, no shares to value them at), and why.
    Unquoted(String),
}

impl Refusal {
    /// The reason, in words, naming the concepts.
    pub fn reason(&self, rules: &Rules) -> String {
        let name = |c: &usize| rules.concepts[*c].name.clone();
        match self {
            Refusal::Missing(c) => {
                format!("missing input: {} (not filed, not derived)", c.iter().map(name).collect::<Vec<_>>().join(", "))
            }
            Refusal::ZeroDenominator => "zero denominator".into(),
            Refusal::NegativeDenominator => "negative denominator".into(),
            Refusal::MixedPeriods(p) => format!(
                "mixed periods: {}",
                p.iter()
                    .map(|(c, q, end)| match q {
                        0 => format!("{} at {end}", name(c)),
                        q => format!("{} over {} to {end}", name(c), quarters(*q)),
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Refusal::MixedCurrencies(u) => format!(
                "mixed currencies: {}",
                u.iter().map(|(c, u)| format!("{} in {u}", name(c))).collect::<Vec<_>>().join(", ")
            ),
            Refusal::Overflow => "past the 128 bits finq computes in".into(),
            Refusal::Unquoted(why) => format!("missing quote input: {why}"),
        }
    }

    /// A short name of the reason, for records: `missing_input`, `zero_denominator`, …
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::Missing(_) => "missing_input",
            Refusal::ZeroDenominator => "zero_denominator",
            Refusal::NegativeDenominator => "negative_denominator",
            Refusal::MixedPeriods(_) => "mixed_periods",
            Refusal::MixedCurrencies(_) => "mixed_currencies",
            Refusal::Overflow => "overflow",
            Refusal::Unquoted(_) => "missing_quote_input",
        }
    }
}

/// `1 quarter`, `3 quarters`.
pub fn quarters(q: i32) -> String {
    if q == 1 { "1 quarter".into() } else { format!("{q} quarters") }
}

/// A ratio computed: its value, or why none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Computed {
    pub value: Result<Dec, Refusal>,
    /// The flows' period in quarters (`None`: balances only, or no flow had a value).
    pub qtrs: Option<i32>,
    /// Multiplied by 4 / `qtrs` (asked, and a flow over a balance of less or more than a year).
    pub annualized: bool,
    /// The unit of an amount (a ratio with no denominator); `None` for a pure number.
    pub uom: Option<String>,
}

/// The exact sum of `terms`, in ten-thousandths; the concepts missing (required, or every term).
fn total<'a>(terms: &[Term], get: &dyn Fn(usize) -> Option<Amount<'a>>) -> Result<Option<i128>, Refusal> {
    let mut missing = Vec::new();
    let mut sum: Option<i128> = None;
    for t in terms {
        match get(t.concept) {
            Some(a) => {
                let v = a.value.checked_mul(i128::from(t.sign)).ok_or(Refusal::Overflow)?;
                sum = Some(sum.unwrap_or(0).checked_add(v).ok_or(Refusal::Overflow)?);
            }
            None if t.optional => {}
            None => missing.push(t.concept),
        }
    }
    if !missing.is_empty() {
        return Err(Refusal::Missing(missing));
    }
    if sum.is_none() {
        // Every term optional and none there: the sum is missing, not zero.
        return Err(Refusal::Missing(terms.iter().map(|t| t.concept).collect()));
    }
    Ok(sum)
}

/// Computes `ratio` from the values `get` gives for each concept (`None`: the filing has none);
/// `annualize`: multiply a flow over a balance by 4 / the flow's quarters.
pub fn compute<'a>(ratio: &Ratio, get: &dyn Fn(usize) -> Option<Amount<'a>>, annualize: bool) -> Computed {
    let present: Vec<(usize, Amount)> = ratio.concepts().into_iter().filter_map(|c| get(c).map(|a| (c, a))).collect();
    let flows: Vec<(usize, i32)> = present.iter().filter(|(_, a)| a.qtrs > 0).map(|(c, a)| (*c, a.qtrs)).collect();
    let qtrs = flows.first().map(|(_, q)| *q);
    let periods: Vec<(usize, i32, String)> = present.iter().map(|(c, a)| (*c, a.qtrs, a.end.to_string())).collect();
    let mut out = Computed { value: Err(Refusal::Overflow), qtrs, annualized: false, uom: None };
    out.value = (|| {
        let num = total(&ratio.numerator, get)?.unwrap_or(0);
        let den = match &ratio.denominator {
            Some(d) => Some(total(d, get)?.unwrap_or(0)),
            None => None,
        };
        // Every flow of one length, and every input ending on one day.
        if flows.iter().any(|(_, q)| Some(*q) != qtrs) || periods.iter().any(|(_, _, end)| *end != periods[0].2) {
            return Err(Refusal::MixedPeriods(periods.clone()));
        }
        let units: Vec<(usize, String)> = present.iter().map(|(c, a)| (*c, a.uom.to_string())).collect();
        if units.iter().any(|(_, u)| *u != units[0].1) {
            return Err(Refusal::MixedCurrencies(units));
        }
        let Some(den) = den else {
            out.uom = units.first().map(|(_, u)| u.clone());
            return Ok(Dec::from_ten_thousandths(num));
        };
        if den == 0 {
            return Err(Refusal::ZeroDenominator);
        }
        if den < 0 && ratio.positive {
            return Err(Refusal::NegativeDenominator);
        }
        // Annualized in one division (num * 4 / (den * qtrs)), so rounded once.
        let (mut n, mut d) = (num, den);
        if annualize
            && ratio.annualize
            && let Some(q) = qtrs.filter(|q| *q != 4)
        {
            n = n.checked_mul(4).ok_or(Refusal::Overflow)?;
            d = d.checked_mul(i128::from(q)).ok_or(Refusal::Overflow)?;
            out.annualized = true;
        }
        Dec::from_ten_thousandths(n).div(Dec::from_ten_thousandths(d), PLACES).ok_or(Refusal::Overflow)
    })();
    if out.value.is_err() {
        out.annualized = false;
    }
    out
}

/// A value a quote gives, beside the filings' (a `quote` line's term).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuoteInput {
    /// The market capitalization: the quote's last trade price times the shares outstanding at
    /// the balance-sheet date (the standardized `SharesOutstanding`), in the quote's currency.
    MarketCap,
}

impl QuoteInput {
    pub const ALL: [QuoteInput; 1] = [QuoteInput::MarketCap];

    pub fn name(self) -> &'static str {
        match self {
            QuoteInput::MarketCap => "MarketCap",
        }
    }

    fn named(name: &str) -> Option<QuoteInput> {
        QuoteInput::ALL.into_iter().find(|q| q.name() == name)
    }
}

/// What a quote ratio's term reads: a concept of the rules, or a quote's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Concept(usize),
    Quote(QuoteInput),
}

/// One term of a quote ratio.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteTerm {
    pub input: Input,
    /// +1 or -1.
    pub sign: i8,
    /// `?`: zero when there is no value.
    pub optional: bool,
}

/// A ratio of a quote's value and the filings' (`quote NAME = …` in the rules): computed only
/// beside a quote (`finq ratios --ttm --quote`).
#[derive(Debug, Clone)]
pub struct QuoteRatio {
    pub name: String,
    pub numerator: Vec<QuoteTerm>,
    pub denominator: Vec<QuoteTerm>,
    /// The denominator must be above zero.
    pub positive: bool,
    pub formula: String,
    pub about: String,
}

impl QuoteRatio {
    /// Every input the formula names, in its order, each once.
    pub fn inputs(&self) -> Vec<Input> {
        let mut all: Vec<Input> = Vec::new();
        for t in self.numerator.iter().chain(&self.denominator) {
            if !all.contains(&t.input) {
                all.push(t.input);
            }
        }
        all
    }
}

/// The built-in quote ratios, over the built-in rules. finq's own data, checked by a unit test.
pub fn quote_ratios() -> &'static [QuoteRatio] {
    static QUOTE: LazyLock<Vec<QuoteRatio>> =
        LazyLock::new(|| parse_quote(TEXT, super::rules()).expect("ratios.rules is checked by a unit test"));
    &QUOTE
}

/// Reads the `quote` lines of the ratios file: `quote NAME = SUM / SUM [: positive] [# ABOUT]`,
/// each term a concept of the rules or a quote input (`MarketCap`).
pub fn parse_quote(text: &str, rules: &Rules) -> Result<Vec<QuoteRatio>, String> {
    let plain = parse(text, rules)?;
    let mut out: Vec<QuoteRatio> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = n + 1;
        let Some(rest) = raw.trim().strip_prefix("quote ") else { continue };
        let (rest, about) = rest.split_once('#').map_or((rest, ""), |(r, a)| (r, a.trim()));
        let (name, rest) = rest.split_once('=').ok_or_else(|| format!("line {line}: a ratio needs `=`"))?;
        let name = name.trim();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(format!("line {line}: `{name}` is no ratio name"));
        }
        if plain.get(name).is_some() || out.iter().any(|q| q.name == name) || rules.concept(name).is_some() {
            return Err(format!("line {line}: {name} is named twice (a ratio or a concept)"));
        }
        let (formula, conventions) = rest.split_once(':').unwrap_or((rest, ""));
        let mut positive = false;
        for word in conventions.split_whitespace() {
            match word {
                "positive" => positive = true,
                w => {
                    return Err(format!("line {line}: unknown convention `{w}` (a quote's ratio is never annualized)"));
                }
            }
        }
        let side = |text: &str| -> Result<Vec<QuoteTerm>, String> {
            let t = text.trim();
            let inner = match t.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                Some(inner) => inner,
                None if t.contains(" + ") || t.contains(" - ") => {
                    return Err(format!("line {line}: write a sum beside `/` in parentheses: ({t})"));
                }
                None => t,
            };
            quote_sum(inner, rules, line)
        };
        let (a, b) = formula.split_once('/').ok_or_else(|| format!("line {line}: a quote's ratio is a quotient"))?;
        let (numerator, denominator) = (side(a)?, side(b)?);
        let quoted = numerator.iter().chain(&denominator).any(|t| matches!(t.input, Input::Quote(_)));
        if !quoted {
            return Err(format!("line {line}: a quote's ratio names a quote input ({})", quote_names()));
        }
        out.push(QuoteRatio {
            name: name.to_string(),
            numerator,
            denominator,
            positive,
            formula: formula.split_whitespace().collect::<Vec<_>>().join(" "),
            about: about.to_string(),
        });
    }
    Ok(out)
}

fn quote_names() -> String {
    QuoteInput::ALL.iter().map(|q| q.name()).collect::<Vec<_>>().join(", ")
}

/// A quote ratio's sum: concepts and quote inputs.
fn quote_sum(text: &str, rules: &Rules, line: usize) -> Result<Vec<QuoteTerm>, String> {
    sum_of(text, line, |name, sign, optional| {
        let input = match (QuoteInput::named(name), rules.concept(name)) {
            (Some(q), _) if !optional => Input::Quote(q),
            (Some(_), _) => return Err(format!("line {line}: a quote input is never taken as zero: {name}")),
            (None, Some(c)) => Input::Concept(c),
            (None, None) => {
                return Err(format!(
                    "line {line}: {name} is no concept of fac.rules and no quote input ({})",
                    quote_names()
                ));
            }
        };
        Ok(QuoteTerm { input, sign, optional })
    })
}

/// The market capitalization: `price` times the shares outstanding (`shares`, a balance in
/// `shares`), in ten-thousandths (a price sent with more places, as a market source's binary
/// floats are, gives a product rounded half away from zero to four places: a hundredth of a cent
/// of a company's value), or why none.
pub fn market_cap(price: Dec, shares: Option<Amount>) -> Result<i128, String> {
    let shares = shares.ok_or("SharesOutstanding has no value at the balance-sheet date (not filed, not derived)")?;
    if shares.uom != "shares" {
        return Err(format!("SharesOutstanding is in {}, not shares", shares.uom));
    }
    let value = price.times(Dec::from_ten_thousandths(shares.value)).and_then(|v| v.round(4));
    value.and_then(Dec::to_ten_thousandths).ok_or_else(|| "past the 128 bits finq computes in".to_string())
}

/// The quote's currency, said beside the filings' units (no concept has this index).
const QUOTED: usize = usize::MAX;

/// The exact sum of a quote ratio's `terms` (a quote input's unit added to `units`), or why none.
fn quote_sum_of<'a>(
    terms: &[QuoteTerm],
    get: &dyn Fn(usize) -> Option<Amount<'a>>,
    quote: &dyn Fn(QuoteInput) -> Result<Amount<'a>, String>,
    units: &mut Vec<(usize, String)>,
) -> Result<i128, Refusal> {
    let (mut missing, mut sum) = (Vec::new(), None::<i128>);
    for t in terms {
        let value = match t.input {
            Input::Concept(c) => get(c).map(|a| a.value),
            Input::Quote(q) => {
                let a = quote(q).map_err(Refusal::Unquoted)?;
                units.push((QUOTED, a.uom.to_string()));
                Some(a.value)
            }
        };
        match (value, t.input) {
            (Some(v), _) => {
                let v = v.checked_mul(i128::from(t.sign)).ok_or(Refusal::Overflow)?;
                sum = Some(sum.unwrap_or(0).checked_add(v).ok_or(Refusal::Overflow)?);
            }
            (None, _) if t.optional => {}
            (None, Input::Concept(c)) => missing.push(c),
            (None, Input::Quote(_)) => {}
        }
    }
    if !missing.is_empty() {
        return Err(Refusal::Missing(missing));
    }
    // Every term optional and none there: the sum is missing, not zero.
    let concepts = || {
        terms
            .iter()
            .filter_map(|t| match t.input {
                Input::Concept(c) => Some(c),
                Input::Quote(_) => None,
            })
            .collect()
    };
    sum.ok_or_else(|| Refusal::Missing(concepts()))
}

/// The filings' amounts of one unit, and the quote's in theirs.
fn one_currency(units: Vec<(usize, String)>) -> Result<(), Refusal> {
    let (quoted, filed): (Vec<_>, Vec<_>) = units.into_iter().partition(|(c, _)| *c == QUOTED);
    if filed.iter().any(|(_, u)| *u != filed[0].1) {
        return Err(Refusal::MixedCurrencies(filed));
    }
    match (quoted.iter().find(|(_, u)| Some(u) != filed.first().map(|x| &x.1)), filed.first()) {
        (Some((_, q)), Some((_, f))) => {
            Err(Refusal::Unquoted(format!("the quote is in {q} and the filings' values in {f}: mixed currencies")))
        }
        _ => Ok(()),
    }
}

/// Computes a quote's `ratio` from the filings' values `get` gives and the quote's `quote`
/// gives (or why it has none). The filings' inputs are held to one period as a ratio's are; the
/// quote's value is of its own day, beside them. Never annualized.
pub fn compute_quote<'a>(
    ratio: &QuoteRatio,
    get: &dyn Fn(usize) -> Option<Amount<'a>>,
    quote: &dyn Fn(QuoteInput) -> Result<Amount<'a>, String>,
) -> Computed {
    let concepts: Vec<(usize, Amount)> = ratio
        .inputs()
        .into_iter()
        .filter_map(|i| match i {
            Input::Concept(c) => get(c).map(|a| (c, a)),
            Input::Quote(_) => None,
        })
        .collect();
    let flows: Vec<i32> = concepts.iter().filter(|(_, a)| a.qtrs > 0).map(|(_, a)| a.qtrs).collect();
    let qtrs = flows.first().copied();
    let value = (|| {
        let mut units: Vec<(usize, String)> = concepts.iter().map(|(c, a)| (*c, a.uom.to_string())).collect();
        let num = quote_sum_of(&ratio.numerator, get, quote, &mut units)?;
        let den = quote_sum_of(&ratio.denominator, get, quote, &mut units)?;
        let ends: Vec<(usize, i32, String)> = concepts.iter().map(|(c, a)| (*c, a.qtrs, a.end.to_string())).collect();
        if flows.iter().any(|q| Some(*q) != qtrs) || ends.iter().any(|(_, _, end)| *end != ends[0].2) {
            return Err(Refusal::MixedPeriods(ends));
        }
        one_currency(units)?;
        if den == 0 {
            return Err(Refusal::ZeroDenominator);
        }
        if den < 0 && ratio.positive {
            return Err(Refusal::NegativeDenominator);
        }
        Dec::from_ten_thousandths(num).div(Dec::from_ten_thousandths(den), PLACES).ok_or(Refusal::Overflow)
    })();
    Computed { value, qtrs, annualized: false, uom: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> &'static Rules {
        super::super::rules()
    }

    #[test]
    fn the_built_in_ratios_parse_and_name_concepts_of_the_rules() {
        let r = parse(TEXT, rules()).unwrap();
        assert_eq!(r.version, "ratios-2");
        for name in [
            "GrossMargin",
            "OperatingMargin",
            "NetMargin",
            "ReturnOnAssets",
            "ReturnOnEquity",
            "CurrentRatio",
            "QuickRatio",
            "DebtToEquity",
            "InterestCoverage",
            "AssetTurnover",
            "FreeCashFlow",
            "FreeCashFlowMargin",
            "PayoutRatio",
        ] {
            assert!(r.get(name).is_some(), "{name}");
        }
        let d = r.get("DebtToEquity").unwrap();
        assert_eq!(d.formula, "(DebtCurrent? + DebtNoncurrent?) / EquityAttributableToParent");
        assert!(d.numerator.iter().all(|t| t.optional));
        assert!(r.get("FreeCashFlow").unwrap().denominator.is_none());
    }

    #[test]
    fn a_malformed_file_is_refused_with_its_line() {
        let bad = |text: &str| parse(&format!("version v\n{text}\n"), rules()).unwrap_err();
        assert!(bad("ratio X = Nothing / Assets").contains("line 2: Nothing is no concept"));
        assert!(bad("ratio X = Assets Assets").contains("where + or - was expected"));
        assert!(bad("ratio X = Assets / Revenues : annualize").contains("only a flow over a balance"));
        assert!(bad("ratio X = Assets : positive").contains("an amount has no denominator"));
        assert!(bad("ratio Assets = Assets / Assets").contains("named twice"));
        assert!(bad("ratio X = Assets / Assets : sideways").contains("unknown convention"));
        assert!(parse("ratio X = Assets / Assets", rules()).unwrap_err().contains("no `version`"));
    }

    fn c(name: &str) -> usize {
        rules().concept(name).unwrap()
    }

    fn compute_with(name: &str, values: &[(&str, i128, &str, i32)], annualize: bool) -> Computed {
        let owned: Vec<(usize, i128, String, i32)> =
            values.iter().map(|(n, v, u, q)| (c(n), *v * 10_000, u.to_string(), *q)).collect();
        let get = |concept: usize| {
            owned.iter().find(|(c, ..)| *c == concept).map(|(_, v, u, q)| Amount {
                value: *v,
                uom: u,
                qtrs: *q,
                end: "2024-09-28",
            })
        };
        compute(ratios().get(name).unwrap(), &get, annualize)
    }

    #[test]
    fn a_quotient_is_exact_to_six_places_rounded_half_away_from_zero() {
        let r =
            compute_with("GrossMargin", &[("GrossProfit", 180683, "USD", 4), ("Revenues", 391035, "USD", 4)], false);
        // 180683 / 391035 = 0.46206349...
        assert_eq!(r.value, Ok(Dec::parse("0.462063").unwrap()));
        assert_eq!(r.qtrs, Some(4));
        let r = compute_with("NetMargin", &[("NetIncomeLoss", -1, "USD", 1), ("Revenues", 8, "USD", 1)], false);
        assert_eq!(r.value, Ok(Dec::parse("-0.125").unwrap()));
        // 1/3 rounds down, 2/3 up, -2/3 away from zero.
        let third = |n| {
            compute_with("CurrentRatio", &[("CurrentAssets", n, "USD", 0), ("CurrentLiabilities", 3, "USD", 0)], false)
        };
        assert_eq!(third(1).value, Ok(Dec::parse("0.333333").unwrap()));
        assert_eq!(third(2).value, Ok(Dec::parse("0.666667").unwrap()));
        let r = compute_with("NetMargin", &[("NetIncomeLoss", -2, "USD", 1), ("Revenues", 3, "USD", 1)], false);
        assert_eq!(r.value, Ok(Dec::parse("-0.666667").unwrap()));
    }

    #[test]
    fn refusals_name_their_reason() {
        let r = compute_with("GrossMargin", &[("Revenues", 10, "USD", 4)], false);
        assert_eq!(r.value, Err(Refusal::Missing(vec![c("GrossProfit")])));
        assert_eq!(r.value.unwrap_err().reason(rules()), "missing input: GrossProfit (not filed, not derived)");
        let r = compute_with("GrossMargin", &[("GrossProfit", 1, "USD", 4), ("Revenues", 0, "USD", 4)], false);
        assert_eq!(r.value, Err(Refusal::ZeroDenominator));
        let r = compute_with(
            "ReturnOnEquity",
            &[("NetIncomeAttributableToParent", 1, "USD", 4), ("EquityAttributableToParent", -5, "USD", 0)],
            false,
        );
        assert_eq!(r.value, Err(Refusal::NegativeDenominator));
        let r = compute_with(
            "FreeCashFlowMargin",
            &[("NetCashFlowsOperating", 9, "USD", 3), ("CapitalExpenditure", 1, "USD", 3), ("Revenues", 4, "USD", 1)],
            false,
        );
        let why = r.value.unwrap_err();
        assert_eq!(why.code(), "mixed_periods");
        assert_eq!(
            why.reason(rules()),
            "mixed periods: NetCashFlowsOperating over 3 quarters to 2024-09-28, CapitalExpenditure over 3 quarters to \
             2024-09-28, Revenues over 1 quarter to 2024-09-28"
        );
        let r =
            compute_with("CurrentRatio", &[("CurrentAssets", 1, "USD", 0), ("CurrentLiabilities", 3, "EUR", 0)], false);
        assert_eq!(r.value.unwrap_err().code(), "mixed_currencies");
    }

    #[test]
    fn optional_terms_are_zero_when_absent_but_not_all_of_them() {
        let r = compute_with(
            "DebtToEquity",
            &[("DebtNoncurrent", 50, "USD", 0), ("EquityAttributableToParent", 100, "USD", 0)],
            false,
        );
        assert_eq!(r.value, Ok(Dec::parse("0.5").unwrap()));
        let r = compute_with("DebtToEquity", &[("EquityAttributableToParent", 100, "USD", 0)], false);
        assert_eq!(r.value.unwrap_err().code(), "missing_input");
    }

    #[test]
    fn the_quick_ratio_takes_inventories_out_and_is_the_current_ratio_without_them() {
        let balances = [("CurrentAssets", 35170, "USD", 0), ("CurrentLiabilities", 16661, "USD", 0)];
        let without = compute_with("QuickRatio", &balances, false);
        assert_eq!(without.value, compute_with("CurrentRatio", &balances, false).value);
        let mut with = balances.to_vec();
        with.push(("InventoryNet", 380, "USD", 0));
        // (35170 - 380) / 16661 = 2.08810995...
        assert_eq!(compute_with("QuickRatio", &with, false).value, Ok(Dec::parse("2.08811").unwrap()));
    }

    #[test]
    fn the_quotes_ratios_are_read_apart_and_name_a_quote_input() {
        let q = parse_quote(TEXT, rules()).unwrap();
        let names: Vec<&str> = q.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["PriceToEarnings", "PriceToBook", "EnterpriseValueToEbitda", "DividendYield"]);
        assert_eq!(ratios().ratios.len(), 13, "the filings' ratios stand as they were");
        let ev = &q[2];
        assert_eq!(
            ev.formula,
            "(MarketCap + DebtCurrent? + DebtNoncurrent? - CashAndCashEquivalents) / (OperatingIncomeLoss + \
             DepreciationAndAmortization)"
        );
        assert_eq!(ev.numerator[0].input, Input::Quote(QuoteInput::MarketCap));
        assert_eq!(ev.numerator[3].sign, -1);
        let bad = |text: &str| parse_quote(&format!("version v\n{text}\n"), rules()).unwrap_err();
        assert!(bad("quote X = Assets / Revenues").contains("names a quote input"));
        assert!(bad("quote X = MarketCap? / Assets").contains("never taken as zero"));
        assert!(bad("quote X = MarketCap / Assets : annualize").contains("never annualized"));
        assert!(bad("quote X = MarketCap").contains("is a quotient"));
        assert!(bad("quote X = Price / Assets").contains("no quote input (MarketCap)"));
        assert!(bad("ratio X = Assets / Assets\nquote X = MarketCap / Assets").contains("named twice"));
    }

    #[test]
    fn a_market_value_is_exact_and_says_why_there_is_none() {
        let shares = |uom| Some(Amount { value: 15_116_786_000 * 10_000, uom, qtrs: 0, end: "2024-09-28" });
        // 244.87 × 15,116,786,000, in ten-thousandths.
        assert_eq!(market_cap(Dec::parse("244.87").unwrap(), shares("shares")), Ok(3_701_647_387_820 * 10_000));
        assert!(market_cap(Dec::parse("244.87").unwrap(), None).unwrap_err().contains("SharesOutstanding"));
        assert!(market_cap(Dec::parse("244.87").unwrap(), shares("USD")).unwrap_err().contains("not shares"));
        // A price as a binary float sends it: the product rounded once, to four places.
        let cap = market_cap(Dec::parse("129.0399932861328").unwrap(), shares("shares")).unwrap();
        assert_eq!(Dec::from_ten_thousandths(cap).to_string(), "1950669963947.9063");
    }

    #[test]
    fn a_quotes_ratio_holds_the_filings_to_one_period_and_the_quote_to_their_currency() {
        let q = quote_ratios();
        let pb = q.iter().find(|r| r.name == "PriceToBook").unwrap();
        let equity = c("EquityAttributableToParent");
        let get = |k: usize| (k == equity).then_some(Amount { value: 400, uom: "USD", qtrs: 0, end: "2024-09-28" });
        // The quote of a later day beside the balance: no mix of periods.
        let cap = |_: QuoteInput| Ok(Amount { value: 1000, uom: "USD", qtrs: 0, end: "2025-02-19" });
        assert_eq!(compute_quote(pb, &get, &cap).value, Ok(Dec::parse("2.5").unwrap()));
        let none = |_: QuoteInput| Err("no quote of AAPL: offline".to_string());
        let why = compute_quote(pb, &get, &none).value.unwrap_err();
        assert_eq!(
            (why.code(), why.reason(rules())),
            ("missing_quote_input", "missing quote input: no quote of AAPL: offline".to_string())
        );
        let pence = |_: QuoteInput| Ok(Amount { value: 1000, uom: "GBp", qtrs: 0, end: "2025-02-19" });
        let why = compute_quote(pb, &get, &pence).value.unwrap_err();
        assert!(why.reason(rules()).contains("the quote is in GBp and the filings' values in USD"), "{why:?}");
        // EBITDA without depreciation and amortization: null, naming it.
        let ev = q.iter().find(|r| r.name == "EnterpriseValueToEbitda").unwrap();
        let (cash, op) = (c("CashAndCashEquivalents"), c("OperatingIncomeLoss"));
        let get = |k: usize| {
            (k == cash || k == op).then_some(Amount {
                value: 10,
                uom: "USD",
                qtrs: if k == op { 4 } else { 0 },
                end: "2024-09-28",
            })
        };
        assert_eq!(compute_quote(ev, &get, &cap).value, Err(Refusal::Missing(vec![c("DepreciationAndAmortization")])));
    }

    #[test]
    fn an_amount_keeps_its_unit_and_is_exact() {
        let r = compute_with(
            "FreeCashFlow",
            &[("NetCashFlowsOperating", 118254, "USD", 4), ("CapitalExpenditure", 9447, "USD", 4)],
            false,
        );
        assert_eq!(r.value, Ok(Dec::from_int(108807)));
        assert_eq!(r.uom.as_deref(), Some("USD"));
    }

    #[test]
    fn returns_are_annualized_only_when_asked_and_only_short_periods() {
        let v = [("NetIncomeLoss", 10, "USD", 1), ("Assets", 200, "USD", 0)];
        let r = compute_with("ReturnOnAssets", &v, false);
        assert_eq!((r.value, r.annualized), (Ok(Dec::parse("0.05").unwrap()), false));
        let r = compute_with("ReturnOnAssets", &v, true);
        assert_eq!((r.value, r.annualized), (Ok(Dec::parse("0.2").unwrap()), true));
        let year = [("NetIncomeLoss", 10, "USD", 4), ("Assets", 200, "USD", 0)];
        assert!(!compute_with("ReturnOnAssets", &year, true).annualized, "a year is a year");
        let margin = [("GrossProfit", 1, "USD", 1), ("Revenues", 2, "USD", 1)];
        assert!(!compute_with("GrossMargin", &margin, true).annualized, "a margin is no flow over a balance");
    }
}
