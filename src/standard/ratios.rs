//! Ratios over the standardized concepts, as data (`ratios.rules`, one reviewed file built into
//! finq beside `fac.rules`): each ratio's name, formula and conventions read once into
//! [`Ratios`], and computed exactly ([`Dec`], six decimal places, never a float) from one set of
//! standardized values, or refused with the reason (an input missing, a denominator zero or below,
//! mixed periods or currencies). Pure: the caller hands the values over and cites them.

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

/// A sum of terms (`DebtCurrent? + DebtNoncurrent?`).
fn sum(text: &str, rules: &Rules, line: usize) -> Result<Vec<Term>, String> {
    let mut terms = Vec::new();
    let mut sign = 1i8;
    let mut want_term = true;
    for word in text.split_whitespace() {
        match (want_term, word) {
            (false, "+") => (sign, want_term) = (1, true),
            (false, "-") => (sign, want_term) = (-1, true),
            (true, w) => {
                let (name, optional) = match w.strip_suffix('?') {
                    Some(n) => (n, true),
                    None => (w, false),
                };
                let concept =
                    rules.concept(name).ok_or_else(|| format!("line {line}: {name} is no concept of fac.rules"))?;
                terms.push(Term { concept, sign, optional });
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
        let Some(rest) = t.strip_prefix("ratio ") else {
            return Err(format!("line {line}: expected `ratio`, `version` or a comment"));
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
