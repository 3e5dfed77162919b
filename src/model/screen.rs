//! A screen of the data sets (`finq screen`) as a question and an answer: the calendar period
//! asked (`--period`), the forms, the conditions on a value (`--where`), and each filer's value
//! found. The rule a screen follows is the store's reading ([`crate::store::screen`]); the command
//! line parses these, the store answers with them, render prints them.

use std::fmt;

use crate::model::number::Dec;

/// A calendar quarter (`2009Q2`) or year (`2009`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub year: i32,
    pub quarter: Option<u8>,
}

impl Period {
    /// `2009Q2`, `2009` (any case; a leading `CY`, as the SEC's frames write it, is allowed).
    pub fn parse(text: &str) -> std::result::Result<Period, String> {
        let bad = || format!("{text:?} is not a calendar period; write a quarter as 2024Q4 or a year as 2024");
        let t = text.trim().to_ascii_uppercase();
        let t = t.strip_prefix("CY").unwrap_or(&t);
        let (year, quarter) = match t.split_once('Q') {
            Some((y, q)) => (y, Some(q)),
            None => (t, None),
        };
        if year.len() != 4 || !year.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let year: i32 = year.parse().map_err(|_| bad())?;
        let quarter = match quarter {
            None => None,
            Some(q) if q.len() == 1 && (b'1'..=b'4').contains(&q.as_bytes()[0]) => Some(q.as_bytes()[0] - b'0'),
            Some(_) => return Err(bad()),
        };
        if !(1990..=2999).contains(&year) {
            return Err(bad());
        }
        Ok(Period { year, quarter })
    }

    /// The `qtrs` of a duration over this period (a balance is `qtrs` 0 at its end).
    pub fn qtrs(self) -> i32 {
        if self.quarter.is_some() { 1 } else { 4 }
    }

    /// The first data set that holds filings for this period: a quarter's reports are filed in
    /// the quarter after it, a year's annual reports from the first quarter of the next year.
    pub fn first_data_set(self) -> String {
        match self.quarter {
            Some(4) | None => format!("{}q1", self.year + 1),
            Some(q) => format!("{}q{}", self.year, q + 1),
        }
    }

    /// Whether a filing whose own period ends on `end` (days since 1970) is for this period.
    pub fn holds(self, end: i32) -> bool {
        let (y, m, _) = crate::model::date::civil_from_days(i64::from(end));
        let (y, m) = (y as i32, m as i32);
        match self.quarter {
            // The quarter of the month before the end: most of a three-month period.
            Some(q) => {
                let (y, m) = if m == 1 { (y - 1, 12) } else { (y, m - 1) };
                y == self.year && (m - 1) / 3 + 1 == i32::from(q)
            }
            // A year ending in June or earlier has most of its days in the year before.
            None => (if m >= 7 { y } else { y - 1 }) == self.year,
        }
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.quarter {
            Some(q) => write!(f, "{}Q{q}", self.year),
            None => write!(f, "{}", self.year),
        }
    }
}

/// Which forms a screen reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forms {
    /// Annual reports (10-K, 20-F, 40-F and their amendments and transition reports) for a year;
    /// those and quarterly reports (10-Q, …) for a quarter.
    Default,
    /// 10-K, 10-K/A, 10-KT, 10-KT/A only.
    TenK,
    /// 10-Q, 10-Q/A, 10-QT, 10-QT/A only.
    TenQ,
    /// One foreign filer's annual report and its amendments only: `20-F`, `40-F`.
    Foreign(&'static str),
}

impl Forms {
    /// Whether a filing of `form` counts for a screen of `period`.
    pub fn admits(self, form: &str, period: Period) -> bool {
        let annual = ["10-K", "20-F", "40-F"].iter().any(|f| form.starts_with(f));
        let quarterly = form.starts_with("10-Q");
        match self {
            Forms::Default => annual || (quarterly && period.quarter.is_some()),
            Forms::TenK => form.starts_with("10-K"),
            Forms::TenQ => quarterly,
            Forms::Foreign(family) => form.starts_with(family),
        }
    }
}

/// A comparison every value shown must pass: `< 0`, `>= 1000000`, `!= 0` on the value screened,
/// or, under `--standard`, on an expression of the filer's standardized values
/// (`Revenues > 1000000000`, `GrossProfit / Revenues >= 0.4`): its `subject`, which the command
/// reads against the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    /// The expression compared, as written (`None`: the value screened).
    pub subject: Option<String>,
    op: Op,
    /// Exact, to at most six places (a ratio's).
    bound: Dec,
    /// The currency an expression's amount is compared in, as written after the number
    /// (`Revenues > 1000000000 JPY`); `None`: the ranked unit's currency, else USD.
    pub currency: Option<String>,
    /// As written, normalised (`< 0`, `Revenues > 1000000000`, `Revenues > 5 JPY`).
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

impl Condition {
    pub fn parse(text: &str) -> std::result::Result<Condition, String> {
        let bad = |why: &str| {
            format!(
                "{text:?} is not a comparison: {why}; write one as '< 0' or '>= 1000000' \
                 (<, <=, >, >=, =, != and a plain decimal number), after an expression of \
                 standardized values if any ('Revenues > 1000000000')"
            )
        };
        let t = text.trim();
        // `EXPR OP NUMBER`: the expression is what comes before the first comparison sign.
        let (subject, t) = match t.find(['<', '>', '=', '!']) {
            Some(0) => (None, t),
            Some(i) => (Some(t[..i].trim()), &t[i..]),
            None => return Err(bad("it has no comparison operator")),
        };
        let ops = [("<=", Op::Le), (">=", Op::Ge), ("!=", Op::Ne), ("<>", Op::Ne), ("==", Op::Eq)].into_iter().chain([
            ("<", Op::Lt),
            (">", Op::Gt),
            ("=", Op::Eq),
        ]);
        let Some((sign, op, rest)) = ops.into_iter().find_map(|(s, op)| t.strip_prefix(s).map(|r| (s, op, r.trim())))
        else {
            return Err(bad("it has no comparison operator"));
        };
        if rest.is_empty() {
            return Err(bad("no number after the operator"));
        }
        // A currency after the number names the unit an expression's amount is compared in.
        let (rest, currency) = match rest.rsplit_once(char::is_whitespace) {
            Some((number, code)) if code.chars().all(|c| c.is_ascii_alphabetic()) => {
                if code.len() != 3 {
                    return Err(bad(&format!("{code:?} is no currency code (three letters: USD, JPY, EUR)")));
                }
                if subject.is_none() {
                    return Err(bad(
                        "a currency names the unit of an expression's amount ('Revenues > 1000000000 JPY'); the \
                         value screened is compared in the unit ranked (--uom chooses it)",
                    ));
                }
                (number.trim(), Some(code.to_ascii_uppercase()))
            }
            _ => (rest, None),
        };
        let bound = Dec::typed(rest, 6).map_err(|why| bad(&why))?;
        let sign = if sign == "==" {
            "="
        } else if sign == "<>" {
            "!="
        } else {
            sign
        };
        let number = bound.to_string();
        let subject = subject.map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "));
        let text = match (&subject, &currency) {
            (Some(s), Some(c)) => format!("{s} {sign} {number} {c}"),
            (Some(s), None) => format!("{s} {sign} {number}"),
            (None, _) => format!("{sign} {number}"),
        };
        Ok(Condition { subject, op, bound, currency, text })
    }

    /// As written without its currency (`Revenues > 1000000000`).
    pub fn without_currency(&self) -> String {
        match &self.currency {
            Some(c) => self.text.strip_suffix(c.as_str()).unwrap_or(&self.text).trim_end().to_string(),
            None => self.text.clone(),
        }
    }

    /// Whether an exact value passes.
    pub fn holds(&self, value: Dec) -> bool {
        let Some(order) = value.partial_cmp(&self.bound) else { return false };
        match self.op {
            Op::Lt => order.is_lt(),
            Op::Le => order.is_le(),
            Op::Gt => order.is_gt(),
            Op::Ge => order.is_ge(),
            Op::Eq => order.is_eq(),
            Op::Ne => order.is_ne(),
        }
    }
}

/// What to screen.
#[derive(Debug, Clone)]
pub struct Query {
    /// The element's name, without a prefix (`NetIncomeLoss`).
    pub element: String,
    pub period: Period,
    pub forms: Forms,
    /// Which units are ranked ([`Units`]).
    pub uom: Units,
    /// The comparisons on the value screened (those with a subject are the command's).
    pub conditions: Vec<Condition>,
    /// Only filings accepted before this instant (milliseconds since 1970 on the SEC's clock, as
    /// `sub.accepted`): `--as-of DATE` is the start of the day after DATE.
    pub accepted_before: Option<i64>,
}

/// Which units a screen ranks: values in different currencies are no one ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Units {
    /// The usual unit: USD where any filer reports the value in USD, otherwise the unit most
    /// filers report it in (shares for a share count); the filers in other units are counted.
    Usual,
    /// Only values in this unit (`JPY`, any case).
    Only(String),
    /// Every filer's value, whatever its unit, in one ranking (`--uom all`).
    All,
}

impl Units {
    /// Whether a value in `uom` may be read (before the usual unit is chosen).
    pub fn admits(&self, uom: &str) -> bool {
        match self {
            Units::Only(u) => u.eq_ignore_ascii_case(uom),
            Units::Usual | Units::All => true,
        }
    }
}

/// The usual unit of a screen's filers' values ([`Units::Usual`]): USD where any is in USD, else
/// the unit most of them are in (the first by name of those tied).
pub fn usual_unit<'a>(units: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let mut count: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for u in units {
        *count.entry(u).or_default() += 1;
    }
    if count.contains_key("USD") {
        return Some("USD".into());
    }
    let most = count.values().copied().max()?;
    count.into_iter().find(|(_, n)| *n == most).map(|(u, _)| u.to_string())
}

impl Query {
    /// The values ranked, from every filer's one value (`all`, before the conditions): those
    /// passing the conditions in the unit ranked. Under [`Units::Usual`] the unit is chosen from
    /// every filer's value, so that no condition changes it, and the filers passing the
    /// conditions in other units are counted by unit, most first. Under the other choices every
    /// value is ranked (the store read only the unit asked).
    pub fn ranked(&self, all: Vec<Hit>) -> (Vec<Hit>, Option<String>, Vec<(String, usize)>) {
        self.ranked_where(all, |_, _| true)
    }

    /// [`Query::ranked`], with one more condition every value ranked must pass (one the caller
    /// computes: an expression's), applied after the unit is chosen, which it is told (`None`:
    /// every unit is ranked).
    pub fn ranked_where(
        &self,
        all: Vec<Hit>,
        holds: impl Fn(&Hit, Option<&str>) -> bool,
    ) -> (Vec<Hit>, Option<String>, Vec<(String, usize)>) {
        let unit = match &self.uom {
            Units::Usual => usual_unit(all.iter().map(|h| h.uom.as_str())),
            // As the filings write it (`--uom jpy` ranks `JPY`).
            Units::Only(u) => Some(all.first().map_or_else(|| u.clone(), |h| h.uom.clone())),
            Units::All => None,
        };
        let passing = all.into_iter().filter(|h| {
            self.conditions.iter().all(|k| k.subject.is_some() || k.holds(h.value)) && holds(h, unit.as_deref())
        });
        if self.uom != Units::Usual {
            return (passing.collect(), unit, Vec::new());
        }
        let mut hits = Vec::new();
        let mut others: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
        for h in passing {
            if unit.as_deref() == Some(h.uom.as_str()) {
                hits.push(h);
            } else {
                *others.entry(h.uom).or_default() += 1;
            }
        }
        let mut others: Vec<(String, usize)> = others.into_iter().collect();
        others.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        (hits, unit, others)
    }
}

/// One filer's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub cik: i64,
    pub name: String,
    /// Exact: a filing's value as the store holds it, or an expression's.
    pub value: Dec,
    pub uom: String,
    /// The period's end, `YYYY-MM-DD`.
    pub end: String,
    pub qtrs: i32,
    pub version: String,
    pub form: String,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub filed: String,
    pub adsh: String,
    /// The data set (store quarter) the filing is in.
    pub quarter: String,
    /// A standardized value's source (`screen --standard`): the element it was filed as, or
    /// `derived by` the relation.
    pub source: Option<String>,
    /// What a reader must know of a standardized value besides its number (its sign turned).
    pub caution: Option<String>,
    /// An expression's inputs (`screen EXPR --standard`): each standardized value it read, cited.
    pub inputs: Vec<Cited>,
    /// `--show`: each name asked, its value or why none.
    pub shown: Vec<Shown>,
}

/// A standardized value an expression read, with its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cited {
    pub concept: String,
    pub value: Dec,
    pub uom: String,
    /// The element it was filed as, or `derived by` the relation.
    pub source: String,
    pub version: String,
    pub caution: Option<String>,
}

/// A value `--show` adds to a filer's record: the name asked, and its value (in its unit, `None`
/// for a pure number) or the reason it has none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub name: String,
    pub value: Result<(Dec, Option<String>), String>,
}

/// A screen's answer, and what it read.
#[derive(Debug, Clone, Default)]
pub struct Screened {
    /// One per filer, by CIK.
    pub hits: Vec<Hit>,
    /// Filings whose own period is the one asked (of the forms asked).
    pub filings: usize,
    /// Filers with a value before the conditions.
    pub filers: usize,
    /// The data sets whose numbers were read.
    pub quarters_read: Vec<String>,
    /// The unit of the values ranked (`None`: every unit, `--uom all`).
    pub unit: Option<String>,
    /// Under [`Units::Usual`], the filers passing the conditions whose value is in another unit,
    /// by unit, most first: left out of the ranking.
    pub other_units: Vec<(String, usize)>,
    /// What an as-of day left out ([`Query::accepted_before`]): the day it must say it is before.
    pub later: Later,
    /// Under `--standard`, the filers whose filing cannot give the value asked (a zero
    /// denominator, mixed currencies), by the reason's code: left out.
    pub refused: Vec<(String, usize)>,
}

/// What a screen as of a day did not count, so that an empty answer can say why: the period's
/// filings accepted after the day (how many, and when the first was), and when the store's first
/// filing of any period was accepted (milliseconds since 1970, as `accepted`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Later {
    pub filings: usize,
    pub first: Option<i64>,
    pub store_first: Option<i64>,
}

impl Later {
    /// Both counts of two data sets together.
    pub fn and(self, o: Later) -> Later {
        let min = |a: Option<i64>, b: Option<i64>| a.into_iter().chain(b).min();
        Later {
            filings: self.filings + o.filings,
            first: min(self.first, o.first),
            store_first: min(self.store_first, o.store_first),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i64, m: i64, d: i64) -> i32 {
        crate::model::date::days_from_civil(y, m, d) as i32
    }

    #[test]
    fn periods_as_the_sec_frames_them() {
        let q2 = Period::parse("2009Q2").unwrap();
        assert_eq!(Period::parse("cy2009q2"), Ok(q2));
        assert_eq!(q2.to_string(), "2009Q2");
        // Quarters ending April to July 2009 (the SEC rounds to month ends)...
        for (m, d) in [(5, 31), (6, 30), (7, 31)] {
            assert!(q2.holds(day(2009, m, d)), "{m}");
        }
        // ... not March or August.
        assert!(!q2.holds(day(2009, 4, 30)) && !q2.holds(day(2009, 8, 31)) && !q2.holds(day(2010, 6, 30)));
        assert!(Period::parse("2009Q4").unwrap().holds(day(2010, 1, 31)), "January ends the fourth quarter");
        let y = Period::parse("2009").unwrap();
        assert_eq!(y.qtrs(), 4);
        assert!(y.holds(day(2009, 12, 31)) && y.holds(day(2009, 9, 30)) && y.holds(day(2010, 1, 31)));
        assert!(y.holds(day(2010, 6, 30)), "a year ending in June: most of it is the year before");
        assert!(!y.holds(day(2009, 6, 30)) && !y.holds(day(2010, 7, 31)));
        let first = |p: &str| Period::parse(p).unwrap().first_data_set();
        assert_eq!(
            (first("2009Q2"), first("2009Q4"), first("2009")),
            ("2009q3".into(), "2010q1".into(), "2010q1".into())
        );
        for bad in ["2009Q5", "2009Q", "09Q1", "2009-Q1", "Q1", "", "20090", "CY", "2009Q12"] {
            assert!(Period::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn conditions_compare_exactly() {
        let d = Dec::from_ten_thousandths;
        let c = Condition::parse("< 0").unwrap();
        assert!(c.holds(d(-1)) && !c.holds(d(0)) && c.subject.is_none());
        assert_eq!(Condition::parse("<=-12.5").unwrap().text, "<= -12.5");
        let big = Condition::parse(">= 1000000000.0001").unwrap();
        assert!(!big.holds(d(10_000_000_000_000)) && big.holds(d(10_000_000_000_001)));
        assert!(Condition::parse("<> 0").unwrap().holds(d(5)));
        // Six places against four: exact.
        assert!(Condition::parse("> 0.4").unwrap().holds(Dec::from_parts(400_001, 6)));
        let e = Condition::parse("  GrossProfit /  Revenues>=0.4").unwrap();
        assert_eq!(
            (e.subject.as_deref(), e.text.as_str()),
            (Some("GrossProfit / Revenues"), "GrossProfit / Revenues >= 0.4")
        );
        assert_eq!(Condition::parse("== 7").unwrap().text, "= 7");
        // An expression's amount may name its currency, written upper case.
        let yen = Condition::parse("Revenues > 1000 jpy").unwrap();
        assert_eq!((yen.currency.as_deref(), yen.text.as_str()), (Some("JPY"), "Revenues > 1000 JPY"));
        assert_eq!(Condition::parse("Revenues > 1000").unwrap().currency, None);
        for bad in [
            "0",
            "< ",
            "<< 0",
            "< 1e6",
            "< 1,000",
            "about 5",
            "> 1.0000001",
            "=> 0",
            "Assets",
            "Assets >",
            "> 5 JPY",
            "Revenues > 5 YENS",
            "Revenues > JPY",
        ] {
            assert!(Condition::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn forms_by_period() {
        let (q, y) = (Period::parse("2009Q2").unwrap(), Period::parse("2009").unwrap());
        assert!(Forms::Default.admits("10-Q/A", q) && Forms::Default.admits("10-K", q));
        assert!(!Forms::Default.admits("10-Q", y) && Forms::Default.admits("20-F", y));
        assert!(!Forms::Default.admits("8-K", q) && !Forms::Default.admits("6-K", q));
        assert!(Forms::TenK.admits("10-KT", q) && !Forms::TenK.admits("20-F", y));
        assert!(Forms::TenQ.admits("10-Q/A", q) && !Forms::TenQ.admits("10-K", q));
    }
}
