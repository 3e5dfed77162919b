//! Discrete quarters across every filer of the three real data sets the project holds (2009q3,
//! 2010q1, 2010q2), read from the store as `--discrete` reads a company's filings (every filing,
//! in one pass per quarter, where `--discrete` reads a window of them): no year-to-date
//! or annual value is labelled a quarter (every quarter given is three calendar months, and one
//! given as filed cites a three-month row of `num.txt`, found here in the zips' text), and the
//! held-out measurement of tests/it/quarters.rs on the data sets' filings, counted again by an
//! independent reader (`quarters_sets_reader.py`, Python over `sub.txt` and `num.txt`). The
//! figures are BENCHMARKS.md's ("Discrete quarters").

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use finq::model::Fact;
use finq::model::facts::Facts;
use finq::quarters::{Options, Quarter, Source, discrete};
use finq::standard::rules::Stmt;

use crate::quarters::Tally;

const SETS: [&str; 3] = ["2009q3", "2010q1", "2010q2"];

fn zip(set: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/fsds/{set}.zip"))
}

/// The flow elements of the income, comprehensive income and cash-flow statements, as
/// `--discrete` asks for them.
fn elements() -> Vec<&'static str> {
    let mut out = Vec::new();
    for stmt in [Stmt::Income, Stmt::Comprehensive, Stmt::CashFlow] {
        for e in finq::quarters::statement::elements(stmt) {
            if !out.contains(&e) {
                out.push(e);
            }
        }
    }
    out
}

/// Every filer's facts of those elements, from a store of the three data sets (imported once).
fn companies() -> &'static [Facts] {
    static ALL: OnceLock<Vec<Facts>> = OnceLock::new();
    ALL.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = finq::store::Store::at(dir.path().join("store"));
        let locked = store.lock().unwrap();
        for set in SETS {
            finq::store::import_zip(
                &locked,
                &zip(set),
                None,
                Default::default(),
                &finq::standard::table::StdTable,
                &|_, _| {},
            )
            .unwrap();
        }
        drop(locked);
        let wanted: HashSet<String> = elements().into_iter().map(str::to_string).collect();
        let mut all = Vec::new();
        finq::sources::fsds::every_company_facts(store.root(), Some(&wanted), |cf| all.push(cf)).unwrap();
        all
    })
}

/// An element's facts in `unit` of one company, as the quarters module reads them.
fn facts(cf: &Facts, element: &str, unit: &str) -> Vec<Fact> {
    cf.of("us-gaap", element, unit).to_vec()
}

/// The three-month rows of the zips' `num.txt` (consolidated, with a value): (adsh, tag, ddate).
fn three_month_rows() -> &'static HashSet<(String, String, String)> {
    static ROWS: OnceLock<HashSet<(String, String, String)>> = OnceLock::new();
    ROWS.get_or_init(read_three_month_rows)
}

fn read_three_month_rows() -> HashSet<(String, String, String)> {
    let mut rows = HashSet::new();
    for set in SETS {
        crate::common::each_text_row(&zip(set), "num.txt", |r| {
            let consolidated = r.get("coreg").is_empty() && r.get("segments").is_empty();
            if r.get("qtrs") == "1" && consolidated && !r.get("value").is_empty() {
                rows.insert((r.get("adsh").to_string(), r.get("tag").to_string(), r.get("ddate").to_string()));
            }
        });
    }
    rows
}

/// Whether `date` (`YYYY-MM-DD`) is the last day of its month.
fn month_end(date: &str) -> bool {
    let next = finq::model::date::days(date).map(|d| finq::model::date::date(d + 1));
    next.is_some_and(|n| n.ends_with("-01"))
}

/// What is wrong with `q` as a quarter of the data sets, if anything: it must be three calendar
/// months (the data sets' periods are whole months: 89 to 92 days, from a month's first day to a
/// month end), and a quarter given as filed must cite a row of exactly its period, three months
/// (`qtrs` 1) ending on its end; a derived one, two facts of one start whose difference it spans.
fn not_a_quarter(element: &str, q: &Quarter, three_months: &HashSet<(String, String, String)>) -> Option<String> {
    let day = |d: &str| finq::model::date::days(d).unwrap();
    let len = day(&q.end) - day(&q.start) + 1;
    let whole_months = q.start.ends_with("-01") && month_end(&q.end);
    if !(89..=92).contains(&len) || !whole_months {
        return Some(format!("{element} {} {} {}..{}: {len} days", q.fiscal_year, q.period, q.start, q.end));
    }
    match &q.source {
        Source::Filed(i) => {
            let row = (i.accession.clone(), element.to_string(), i.end.replace('-', ""));
            if (&i.start, &i.end) != (&q.start, &q.end) || !three_months.contains(&row) {
                return Some(format!("{element} {q:?}: cites {}..{} of {}", i.start, i.end, i.accession));
            }
        }
        Source::Derived { total, less } => {
            let tiles = total.start == less.start && day(&less.end) + 1 == day(&q.start) && total.end == q.end;
            if !tiles || total.value.minus(less.value) != Some(q.value) {
                return Some(format!("{element} {q:?}: not its total less its part"));
            }
        }
        // Only standardized quarters are solved from a relation: never an element's.
        Source::Relation { .. } => return Some(format!("{element} {q:?}: an element's quarter from a relation")),
    }
    None
}

#[test]
fn no_year_to_date_or_annual_value_is_labelled_a_quarter_in_the_data_sets() {
    let rows = three_month_rows();
    let (mut filers, mut longer, mut filed, mut derived) = (0, 0, 0, 0);
    let mut wrong = Vec::new();
    for cf in companies() {
        filers += 1;
        for element in elements() {
            for (unit, _) in cf.units("us-gaap", element) {
                let facts = facts(cf, element, unit);
                let day = |d: &str| finq::model::date::days(d).unwrap();
                longer +=
                    facts.iter().filter(|f| f.start.as_deref().is_some_and(|s| day(&f.end) - day(s) + 1 > 98)).count();
                for derive_only in [false, true] {
                    for q in &discrete(element, &facts, &Options { derive_only, ..Options::default() }).quarters {
                        if q.derived() {
                            derived += 1;
                        } else {
                            filed += 1;
                        }
                        wrong.extend(not_a_quarter(element, q, rows));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{} not quarters: {:#?}", wrong.len(), &wrong[..wrong.len().min(20)]);
    // The statements' elements are the rules' (fac-finq-6 added the parent's other comprehensive
    // income, which these filers tag: 50 more facts, 32 quarters filed, 4 derived; fac-finq-7 the
    // gains on sales of assets: 859 more facts, 464 quarters filed, 171 derived — the industries'
    // own lines are not a statement as filed; fac-finq-11 the restructuring and impairment charges
    // and the discontinued operations' currency effect: 997 more facts, 691 quarters filed, 215
    // derived; fac-finq-12 the gains on sales of stock in subsidiaries and equity investees: 54
    // more facts, 17 quarters filed, 2 derived).
    assert_eq!(
        (filers, longer, filed, derived),
        (537, 59_440, 54_745, 14_903),
        "pinned: filers, facts longer than a quarter seen, quarters given as filed and derived (both modes)"
    );
}

#[test]
fn the_check_finds_a_year_to_date_value_labelled_a_quarter() {
    // Apple's 10-Q of July 2009: three months and nine months to 2009-06-30 are rows of num.txt.
    let rows = three_month_rows();
    let input = |start: &str, value: i128| finq::quarters::Input {
        accession: "0001193125-09-153165".into(),
        form: "10-Q".into(),
        filed: "2009-07-22".into(),
        start: start.into(),
        end: "2009-06-30".into(),
        value: finq::model::number::Dec::from_int(value),
    };
    let quarter = |start: &str, source: Source| Quarter {
        fiscal_year: 2009,
        period: finq::quarters::Period::Q3,
        start: start.into(),
        end: "2009-06-30".into(),
        unit: "USD".into(),
        value: finq::model::number::Dec::from_int(8_337_000_000),
        source,
        caution: None,
        sign: None,
    };
    let good = quarter("2009-04-01", Source::Filed(input("2009-04-01", 8_337_000_000)));
    assert_eq!(not_a_quarter("SalesRevenueNet", &good, rows), None);
    // The nine months labelled a quarter, by its own dates or cited as a quarter's.
    let nine = quarter("2008-10-01", Source::Filed(input("2008-10-01", 26_277_000_000)));
    assert!(not_a_quarter("SalesRevenueNet", &nine, rows).is_some());
    let cited = quarter("2009-04-01", Source::Filed(input("2008-10-01", 26_277_000_000)));
    assert!(not_a_quarter("SalesRevenueNet", &cited, rows).is_some());
    // A quarter's dates citing a row num.txt does not hold as three months (another element).
    assert!(not_a_quarter("NoSuchElement", &good, rows).is_some());
    // A derived quarter whose inputs do not tile.
    let derived = Source::Derived { total: input("2008-10-01", 26_277_000_000), less: input("2008-10-01", 1) };
    assert!(not_a_quarter("SalesRevenueNet", &quarter("2009-04-01", derived), rows).is_some());
}

/// The elements measured: the statements' flow elements but per-share amounts, which are never
/// derived (the data sets give earnings per share the unit USD, where companyfacts has USD/shares).
fn measured() -> Vec<&'static str> {
    elements().into_iter().filter(|e| !finq::quarters::per_share_or_count(e, "USD")).collect()
}

/// The held-out comparison of every filer's measured elements (USD), as tests/it/quarters.rs
/// measures the companyfacts files; and each filer's element's where a quarter was asked for.
fn measure() -> (Tally, Vec<String>) {
    let (mut all, mut lines) = (Tally::default(), Vec::new());
    for cf in companies() {
        for element in measured() {
            let t = crate::quarters::compare(element, &facts(cf, element, "USD"));
            if t.asked > 0 {
                let (asked, agree, refused) = (t.asked, t.agree, t.refused.len());
                lines.push(format!("{} {element} asked {asked} agree {agree} refused {refused}", cf.cik));
            }
            all.add(t);
        }
    }
    (all, lines)
}

/// Whether a disagreement's two inputs are two filings' (a year to date and a later filing's
/// comparative, which may be restated or recast).
fn two_filings(disagreement: &str) -> bool {
    let accessions: Vec<&str> = disagreement.split('(').skip(1).take(2).filter_map(|p| p.split(')').next()).collect();
    accessions.len() == 2 && accessions[0] != accessions[1]
}

#[test]
fn held_out_quarters_of_every_filer_agree_with_the_filed_three_months() {
    let (all, _) = measure();
    let mut text = all.line("every filer of 2009q3, 2010q1 and 2010q2");
    text.push_str(&format!("\ndisagreements by cause: {:?}\n", crate::quarters::categories(&all)));
    let two = all.disagree.iter().filter(|d| two_filings(d)).count();
    let other_two = all.disagree.iter().filter(|d| d.starts_with("other") && two_filings(d)).count();
    let derived = all.asked - all.refused.len();
    text.push_str(&format!(
        "derived from two filings' figures: {} of {derived}; disagreements among them: {two} (of the other: {other_two})\n",
        all.two_filings
    ));
    text.push_str(&format!("refusals by reason: {:#?}\n", crate::quarters::reasons(&all)));
    // Every disagreement beyond rounding; every tenth within rounding and every hundredth refusal.
    for (i, d) in all.disagree.iter().enumerate() {
        if !d.starts_with("rounding") || i % 10 == 0 {
            text.push_str(&format!("{d}\n"));
        }
    }
    for r in all.refused.iter().step_by(100) {
        text.push_str(&format!("refused {r}\n"));
    }
    insta::assert_snapshot!("quarters_sets_held_out", text);
}

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn an_independent_reader_counts_the_same_comparisons_on_the_data_sets() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("elements.txt");
    std::fs::write(&list, measured().join("\n") + "\n").unwrap();
    let ran = std::process::Command::new(&python)
        .arg(root.join("tests/it/quarters_sets_reader.py"))
        .arg("--elements")
        .arg(&list)
        .args(SETS.map(zip))
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let said = String::from_utf8(ran.stdout).unwrap();
    let theirs: Vec<&str> = said.lines().collect();
    let (all, lines) = measure();
    let mut ours = vec![all.line("total")];
    ours.extend(lines);
    // One difference, a rule the reader does not have: Kroger's first quarter is 16 weeks, so its
    // six months of 2008 (28 weeks to 2008-08-16) are rounded to end 2008-08-31 and start
    // 2008-03-01, a year 337 days before the next: finq refuses that year's quarters as a change
    // of fiscal year before asking, the reader asks for the second quarter and finds no first.
    const KROGER: &str = "56873 DepreciationAndAmortization asked 1 agree 0 refused 1";
    let at = ours.iter().position(|l| l == KROGER).expect("Kroger's line");
    ours[at] = KROGER.replace("asked 1 agree 0 refused 1", "asked 2 agree 0 refused 2");
    let total = all.line("total");
    let count = |l: &str, word: &str| -> usize {
        let mut w = l.split(' ').skip_while(|x| *x != word);
        w.nth(1).unwrap().parse().unwrap()
    };
    ours[0] = format!(
        "total: asked {} derived {} agree {} disagree {} refused {}",
        count(&total, "asked") + 1,
        count(&total, "derived"),
        count(&total, "agree"),
        count(&total, "disagree"),
        count(&total, "refused") + 1
    );
    let (mut theirs, mut ours) = (theirs, ours);
    theirs[1..].sort_unstable();
    ours[1..].sort_unstable();
    let only_theirs: Vec<&&str> = theirs.iter().filter(|l| !ours.iter().any(|o| o == *l)).collect();
    let only_ours: Vec<&String> = ours.iter().filter(|o| !theirs.contains(&o.as_str())).collect();
    assert_eq!(theirs.len(), ours.len(), "Python's lines {only_theirs:#?}, finq's {only_ours:#?}");
    assert!(
        only_theirs.is_empty(),
        "Python and finq count the held-out quarters alike, filer by filer: Python's {only_theirs:#?}, finq's {only_ours:#?}"
    );
}
