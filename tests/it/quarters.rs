//! Discrete quarters measured on real companyfacts (Apple, NVIDIA, Snowflake): every second, third
//! and fourth quarter a filer reports as three months is derived again from year-to-date facts
//! with that three-month fact held out, and compared. The figures are BENCHMARKS.md's
//! ("Discrete quarters"); an independent reader (`quarters_reader.py`, Python over the same files)
//! must count the same.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use finq::model::Fact;
use finq::model::facts::Facts;
use finq::model::number::Dec;
use finq::quarters::{Input, Options, Period, Quarter, Source, discrete};
use finq::sources::edgar::CompanyFacts;

const FILES: [&str; 3] = [
    "CIK0000320193.apple.fairvalue.json.gz",
    "CIK0001045810.nvidia.fairvalue.json.gz",
    "CIK0001640147.snowflake.edgartools.json.gz",
];

fn companyfacts(name: &str) -> Facts {
    let wire: CompanyFacts = serde_json::from_slice(&crate::edgar::fixture(&format!("companyfacts/{name}"))).unwrap();
    wire.into_facts()
}

fn statement_elements() -> HashSet<String> {
    let text = String::from_utf8(crate::common::fixture("quarters/statement-elements.txt")).unwrap();
    text.lines().filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_string).collect()
}

/// An element's facts in `unit`, as the quarters module reads them.
fn facts(cf: &Facts, taxonomy: &str, element: &str, unit: &str) -> Vec<Fact> {
    cf.of(taxonomy, element, unit).to_vec()
}

/// What the held-out comparison counted.
#[derive(Default)]
pub(crate) struct Tally {
    pub asked: usize,
    pub agree: usize,
    pub disagree: Vec<String>,
    pub refused: Vec<String>,
    /// Derived quarters whose two inputs are two filings' figures.
    pub two_filings: usize,
}

impl Tally {
    pub(crate) fn line(&self, name: &str) -> String {
        let derived = self.asked - self.refused.len();
        format!(
            "{name}: asked {} derived {derived} agree {} disagree {} refused {}",
            self.asked,
            self.agree,
            self.disagree.len(),
            self.refused.len()
        )
    }

    pub(crate) fn add(&mut self, o: Tally) {
        self.asked += o.asked;
        self.agree += o.agree;
        self.disagree.extend(o.disagree);
        self.refused.extend(o.refused);
        self.two_filings += o.two_filings;
    }
}

/// The power of ten that a figure is a multiple of (its rounding, at most).
fn rounding(v: Dec) -> Dec {
    let mut unit = Dec::from_int(1);
    let ten = Dec::from_int(10);
    while let Some(next) = unit.times(ten) {
        match v.div(next, 0) {
            Some(q) if q.times(next) == Some(v) && !v.is_zero() => unit = next,
            _ => break,
        }
    }
    unit
}

/// Why a derived quarter differs from the filed three months.
fn explain(derived: &Quarter, filed: &Quarter, values: &BTreeMap<(String, String), HashSet<String>>) -> &'static str {
    let Source::Derived { total, less } = &derived.source else { return "?" };
    let Source::Filed(three) = &filed.source else { return "?" };
    let restated = |i: &Input| values.get(&(i.start.clone(), i.end.clone())).is_some_and(|v| v.len() > 1);
    let diff = derived.value.minus(filed.value).unwrap();
    let diff = if diff < Dec::ZERO { Dec::ZERO.minus(diff).unwrap() } else { diff };
    let coarsest = [total.value, less.value, three.value]
        .into_iter()
        .map(rounding)
        .fold(Dec::ZERO, |a, b| if b > a { b } else { a });
    if diff <= coarsest {
        "rounding"
    } else if restated(total) || restated(less) || restated(three) {
        "restated"
    } else {
        "other"
    }
}

/// Whether an element has year-to-date facts (six or nine months) in periodic reports.
fn has_year_to_date(facts: &[Fact]) -> bool {
    let day = |d: &str| finq::model::date::days(d);
    facts.iter().filter(|f| finq::quarters::periodic(&f.filing.form)).any(|f| {
        let len = f.start.as_deref().and_then(day).zip(day(&f.end)).map(|(s, e)| e - s + 1);
        len.is_some_and(|l| (165..=199).contains(&l) || (249..=297).contains(&l))
    })
}

/// The held-out comparison of one element (none without year-to-date facts).
pub(crate) fn compare(element: &str, facts: &[Fact]) -> Tally {
    let mut t = Tally::default();
    if !has_year_to_date(facts) {
        return t;
    }
    let options = Options::default();
    let filed = discrete(element, facts, &options);
    let held = discrete(element, facts, &Options { derive_only: true, ..options });
    let mut values: BTreeMap<(String, String), HashSet<String>> = BTreeMap::new();
    for f in facts.iter().filter(|f| finq::quarters::periodic(&f.filing.form)) {
        values.entry((f.start.clone().unwrap_or_default(), f.end.clone())).or_default().insert(f.value.to_string());
    }
    for q in filed.quarters.iter().filter(|q| q.period != Period::Q1 && !q.derived()) {
        t.asked += 1;
        let same = |fy: i32, p: Period, u: &str| fy == q.fiscal_year && p == q.period && u == q.unit;
        if let Some(d) = held.quarters.iter().find(|d| same(d.fiscal_year, d.period, &d.unit)) {
            if let Source::Derived { total, less } = &d.source
                && total.accession != less.accession
            {
                t.two_filings += 1;
            }
            if d.value == q.value {
                t.agree += 1;
            } else {
                let Source::Derived { total, less } = &d.source else { panic!("held out, yet filed: {d:?}") };
                let Source::Filed(three) = &q.source else { unreachable!() };
                t.disagree.push(format!(
                    "{} {element} FY{} {} {}..{}: derived {} = {} {}..{} ({}) - {} {}..{} ({}); filed {} ({} filed {})",
                    explain(d, q, &values),
                    q.fiscal_year,
                    q.period,
                    q.start,
                    q.end,
                    d.value,
                    total.value,
                    total.start,
                    total.end,
                    total.accession,
                    less.value,
                    less.start,
                    less.end,
                    less.accession,
                    q.value,
                    three.accession,
                    three.filed
                ));
            }
        } else {
            let why =
                held.refused.iter().find(|r| same(r.fiscal_year, r.period, &r.unit)).map(|r| r.reason.to_string());
            t.refused.push(format!(
                "{element} FY{} {} {}: {}",
                q.fiscal_year,
                q.period,
                q.end,
                why.unwrap_or_default()
            ));
        }
    }
    t
}

/// Every us-gaap element in USD (or those of `only`) of one file, compared.
fn measure(name: &str, only: Option<&HashSet<String>>) -> Tally {
    let cf = companyfacts(name);
    let mut t = Tally::default();
    for element in cf.elements("us-gaap") {
        if only.is_some_and(|o| !o.contains(element)) {
            continue;
        }
        t.add(compare(element, &facts(&cf, "us-gaap", element, "USD")));
    }
    t
}

fn report(only: Option<&HashSet<String>>) -> (Vec<String>, Tally) {
    let mut lines = Vec::new();
    let mut all = Tally::default();
    for name in FILES {
        let t = measure(name, only);
        lines.push(t.line(name));
        all.add(t);
    }
    lines.push(all.line("total"));
    (lines, all)
}

pub(crate) fn categories(t: &Tally) -> BTreeMap<&str, usize> {
    let mut out = BTreeMap::new();
    for d in &t.disagree {
        *out.entry(d.split(' ').next().unwrap()).or_insert(0) += 1;
    }
    out
}

/// The refusals by reason, without their dates ("no filing reports the six months").
pub(crate) fn reasons(t: &Tally) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for r in &t.refused {
        let why = r.split_once(": ").map_or(r.as_str(), |(_, why)| why);
        let why = why.split(" from ").next().unwrap_or(why);
        let why: String = why.chars().take_while(|c| !c.is_ascii_digit()).collect();
        *out.entry(why.trim().to_string()).or_insert(0) += 1;
    }
    out
}

#[test]
fn held_out_quarters_of_the_statements_agree_with_the_filed_three_months() {
    let only = statement_elements();
    let (lines, all) = report(Some(&only));
    let mut text = lines.join("\n");
    text.push_str(&format!("\ndisagreements by cause: {:?}\n", categories(&all)));
    for d in &all.disagree {
        text.push_str(&format!("{d}\n"));
    }
    for r in &all.refused {
        text.push_str(&format!("refused {r}\n"));
    }
    insta::assert_snapshot!("quarters_statements_held_out", text);
}

#[test]
fn held_out_quarters_of_every_element_with_year_to_date_facts() {
    let (lines, all) = report(None);
    let mut text = lines.join("\n");
    text.push_str(&format!("\ndisagreements by cause: {:?}\n", categories(&all)));
    for d in all.disagree.iter().filter(|d| !d.starts_with("rounding")) {
        text.push_str(&format!("{d}\n"));
    }
    for r in &all.refused {
        text.push_str(&format!("refused {r}\n"));
    }
    insta::assert_snapshot!("quarters_every_element_held_out", text);
}

#[test]
fn no_year_to_date_or_annual_value_is_labelled_a_quarter() {
    let (mut quarters, mut longer, mut cited_longer) = (0, 0, 0);
    for name in FILES {
        let cf = companyfacts(name);
        for (taxonomy, element, unit, _) in cf.all() {
            let facts = facts(&cf, taxonomy, element, unit);
            let day = |d: &str| finq::model::date::days(d).unwrap();
            longer +=
                facts.iter().filter(|f| f.start.as_deref().is_some_and(|s| day(&f.end) - day(s) + 1 > 98)).count();
            for derive_only in [false, true] {
                let s = discrete(element, &facts, &Options { derive_only, ..Options::default() });
                for q in &s.quarters {
                    quarters += 1;
                    let len = day(&q.end) - day(&q.start) + 1;
                    assert!((81..=101).contains(&len), "{element} {q:?}");
                    if let Source::Filed(i) = &q.source {
                        cited_longer += usize::from(day(&i.end) - day(&i.start) + 1 > 98 + 3);
                        assert_eq!((&i.start, &i.end), (&q.start, &q.end));
                    }
                }
            }
        }
    }
    assert_eq!(cited_longer, 0);
    assert_eq!((quarters, longer), (20870, 21785), "pinned: quarters given, year-to-date and annual facts seen");
}

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn an_independent_reader_counts_the_same_comparisons() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("tests/fixtures/edgar-real/companyfacts");
    for only in [true, false] {
        let mut cmd = std::process::Command::new(&python);
        cmd.arg(root.join("tests/it/quarters_reader.py"));
        if only {
            cmd.arg("--elements").arg(root.join("tests/fixtures/quarters/statement-elements.txt"));
        }
        let ran = cmd.args(FILES.map(|f| dir.join(f))).output().unwrap_or_else(|e| panic!("{}: {e}", python.display()));
        assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
        let said = String::from_utf8(ran.stdout).unwrap();
        let elements = statement_elements();
        let (lines, _) = report(only.then_some(&elements));
        let theirs: Vec<&str> = said.lines().take(lines.len()).collect();
        assert_eq!(theirs, lines, "Python and finq count the held-out quarters alike");
    }
}

#[test]
fn the_worked_example_apples_operating_cash_flow_of_fiscal_2024() {
    let cf = companyfacts(FILES[0]);
    let facts = facts(&cf, "us-gaap", "NetCashProvidedByUsedInOperatingActivities", "USD");
    let s = discrete("NetCashProvidedByUsedInOperatingActivities", &facts, &Options::default());
    let fy: Vec<String> = s
        .quarters
        .iter()
        .filter(|q| q.fiscal_year == 2024)
        .map(|q| format!("{} {} {} {}", q.period, q.end, q.value, if q.derived() { "derived" } else { "filed" }))
        .collect();
    assert_eq!(
        fy,
        [
            "Q1 2023-12-30 39895000000 filed",
            "Q2 2024-03-30 22690000000 derived",
            "Q3 2024-06-29 28858000000 derived",
            "Q4 2024-09-28 26811000000 derived"
        ]
    );
    let Source::Derived { total, less } = &s.quarters.iter().find(|q| q.end == "2024-09-28").unwrap().source else {
        panic!()
    };
    assert_eq!((total.accession.as_str(), less.accession.as_str()), ("0000320193-24-000123", "0000320193-24-000081"));
    let t = finq::quarters::ttm(&s.quarters, 3).unwrap();
    assert_eq!(t.value.to_string(), "118254000000", "the four quarters add up to the year");
    // As of the day before the 10-K: three quarters, the fourth not yet asked for.
    let then = discrete("x", finq::quarters::as_of(&facts, "2024-10-31"), &Options::default());
    assert_eq!(then.quarters.last().map(|q| q.end.as_str()), Some("2024-06-29"));
}
