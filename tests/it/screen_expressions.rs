//! `finq screen` of ratios and expressions under `--standard`, with conditions on expressions and
//! `--show`, on the real quarter 2009q3: the filers an independent computation over the store's
//! own standardized values gives (pyarrow, none of finq's code), a bare concept's screen unchanged
//! by being an expression, Apple's ratio equal to `finq ratios`, every input cited, every format,
//! and bad expressions refused with their position before the store is read.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde_json::Value;

use crate::bulk::finq;
use crate::common::{json, run};

/// The fixture quarter's store, shared by the tests that read it.
fn store() -> &'static Path {
    static STORE: OnceLock<PathBuf> = OnceLock::new();
    STORE.get_or_init(|| crate::stores::shared(&["2009q3"]))
}

fn screen(args: &[&str]) -> Value {
    let mut all = vec!["screen"];
    all.extend(args);
    all.extend(["--standard", "--period", "2009Q2", "-f", "json"]);
    let r = run(finq(store(), &all));
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    json(&r.stdout)
}

/// Each filer's value, by CIK.
fn by_cik(doc: &Value) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = doc["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["cik"].as_str().unwrap().to_string(), v["value"].to_string()))
        .collect();
    all.sort();
    all
}

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn a_ratio_with_two_conditions_gives_the_filers_an_independent_computation_gives() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/screen_expr_reader.py");
    let ran = std::process::Command::new(&python)
        .arg(&script)
        .arg(store())
        .arg("2009Q2")
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let independent = json(&String::from_utf8(ran.stdout).unwrap());
    let independent = independent.as_object().unwrap();
    let doc = screen(&["GrossMargin", "--where", "> 0.4", "--where", "Revenues > 1000000000", "--show", "Revenues"]);
    let finq: Vec<(String, String, String)> = doc["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["cik"].as_str().unwrap().into(), v["value"].to_string(), v["Revenues"].to_string()))
        .collect();
    // Dozens of filers, each with the same value and revenues, and no other.
    assert!(finq.len() > 30, "{}", finq.len());
    assert_eq!(finq.len(), independent.len(), "{doc}");
    for (cik, value, revenues) in &finq {
        let theirs = &independent[cik];
        assert_eq!(
            (value.as_str(), revenues.as_str()),
            (theirs["value"].as_str().unwrap(), theirs["revenues"].as_str().unwrap()),
            "{cik}"
        );
    }
}

#[test]
fn a_concept_written_as_an_expression_is_the_concept_and_a_ratio_its_formula() {
    // `(Revenues)` is read as an expression, which is the concept: the same records, each with
    // its own source.
    let plain = screen(&["Revenues"]);
    let expr = screen(&["(Revenues)"]);
    assert_eq!(plain["values"], expr["values"]);
    assert!(plain["values"][0]["source"].is_string() && plain["values"][0].get("inputs").is_none());
    // An expression of it is computed and cites it.
    let twice = screen(&["Revenues * 2"]);
    assert_eq!(twice["formula"], "Revenues * 2");
    assert_eq!(twice["places"], Value::Null, "exact: no division");
    let doubled: Vec<(String, String)> = by_cik(&plain)
        .into_iter()
        .map(|(cik, v)| {
            let (int, frac) = v.split_once('.').unwrap_or((&v, ""));
            // The test's own doubling, digit by digit through i128 (no float).
            let places = frac.len() as u32;
            let n: i128 = format!("{int}{frac}").parse().unwrap();
            let d = (n * 2).to_string();
            let (sign, digits) = d.strip_prefix('-').map_or(("", d.as_str()), |r| ("-", r));
            let digits = format!("{digits:0>width$}", width = places as usize + 1);
            let text = if places == 0 {
                format!("{sign}{digits}")
            } else {
                let (i, f) = digits.split_at(digits.len() - places as usize);
                let f = f.trim_end_matches('0');
                if f.is_empty() { format!("{sign}{i}") } else { format!("{sign}{i}.{f}") }
            };
            (cik, text)
        })
        .collect();
    assert_eq!(by_cik(&twice), doubled, "each filer's value twice its revenues");
    // The ratio is its formula, except where its convention refuses: revenues zero or below.
    let ratio = screen(&["GrossMargin"]);
    let formula = screen(&["GrossProfit / Revenues"]);
    let positive: Vec<_> = formula["values"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| {
            v["inputs"]
                .as_array()
                .unwrap()
                .iter()
                .any(|i| i["concept"] == "Revenues" && i["value"].as_f64() > Some(0.0))
        })
        .map(|v| (v["cik"].as_str().unwrap().to_string(), v["value"].to_string()))
        .collect();
    let mut positive = positive;
    positive.sort();
    assert_eq!(by_cik(&ratio), positive);
    assert!(ratio["values"].as_array().unwrap().len() > 100);
    assert_eq!(
        (ratio["formula"].as_str(), ratio["places"].as_u64(), ratio["uom"].as_str()),
        (Some("GrossProfit / Revenues"), Some(6), Some("pure"))
    );
    // Every input cited as `--standard` cites it: the element it was filed as, or its relation.
    for v in ratio["values"].as_array().unwrap() {
        let inputs = v["inputs"].as_array().unwrap();
        assert_eq!(inputs.len(), 2, "{v}");
        assert!(inputs.iter().all(|i| i["source"].as_str().is_some_and(|s| !s.is_empty())), "{v}");
    }
}

#[test]
fn apples_ratio_in_a_screen_is_finq_ratios_own() {
    let doc = screen(&["OperatingMargin", "--show", "GrossMargin,NetMargin,CurrentRatio"]);
    let apple = doc["values"].as_array().unwrap().iter().find(|v| v["cik"] == "320193").unwrap().clone();
    let r = run(finq(store(), &["ratios", "AAPL", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let ratios = json(&r.stdout);
    assert_eq!(ratios["accession_number"], apple["accession_number"]);
    let ratio = |name: &str| {
        ratios["ratios"].as_array().unwrap().iter().find(|r| r["name"] == name).unwrap()["value"].to_string()
    };
    assert_eq!(apple["value"].to_string(), ratio("OperatingMargin"));
    for name in ["GrossMargin", "NetMargin", "CurrentRatio"] {
        assert_eq!(apple[name].to_string(), ratio(name), "{name}");
    }
    assert_eq!(apple["show_refused"], serde_json::json!({}));
}

#[test]
fn every_format_carries_the_shown_names_and_their_reasons() {
    let args =
        ["screen", "OperatingMargin", "--standard", "--period", "2009Q2", "--limit", "3", "--show", "GrossMargin"];
    let csv = run(finq(store(), &[&args[..], &["-f", "csv"]].concat()));
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let head = csv.stdout.lines().next().unwrap();
    assert!(head.ends_with(",source,caution,inputs,GrossMargin,show_refused"), "{head}");
    assert_eq!(csv.stdout.lines().count(), 4);
    let nd = run(finq(store(), &[&args[..], &["-f", "ndjson"]].concat()));
    for line in nd.stdout.lines() {
        let r = json(line);
        // A value, or null and the reason.
        match &r["GrossMargin"] {
            Value::Null => assert!(r["show_refused"]["GrossMargin"].as_str().unwrap().starts_with("missing input")),
            v => assert!(v.is_number() && r["show_refused"] == serde_json::json!({}), "{r}"),
        }
    }
    // A name asked twice is one field, in every format.
    let twice = run(finq(store(), &[&args[..], &["--show", "GrossMargin", "-f", "csv"]].concat()));
    assert_eq!((twice.code, twice.stdout.lines().next()), (0, Some(head)), "{}", twice.stderr);
    let mut table = finq(store(), &[&args[..], &["-f", "table"]].concat());
    table.cmd.env("COLUMNS", "120");
    let t = run(table);
    insta::assert_snapshot!("screen_ratio_show_table", format!("{}--- stderr ---\n{}", t.stdout, t.stderr));
}

#[test]
fn conditions_on_expressions_all_hold_and_refusals_are_counted() {
    let doc = screen(&["DebtToEquity", "--where", "CurrentAssets / CurrentLiabilities >= 2", "--where", "< 1"]);
    let values = doc["values"].as_array().unwrap();
    assert!(!values.is_empty());
    for v in values {
        let input = |c: &str| {
            let i = v["inputs"].as_array().unwrap().iter().find(|i| i["concept"] == c).unwrap();
            i["value"].as_f64().unwrap()
        };
        assert!(input("CurrentAssets") >= 2.0 * input("CurrentLiabilities"), "{v}");
        assert!(v["value"].as_f64().unwrap() < 1.0, "{v}");
    }
    assert_eq!(doc["where"], serde_json::json!(["CurrentAssets / CurrentLiabilities >= 2", "< 1"]));
    // As known on a day of the filing season: fewer filers, each from a filing accepted by then.
    let early = screen(&["GrossMargin", "--as-of", "2009-08-06"]);
    let whole = screen(&["GrossMargin"]);
    let (e, w) = (early["values"].as_array().unwrap(), whole["values"].as_array().unwrap());
    assert!(!e.is_empty() && e.len() < w.len(), "{} {}", e.len(), w.len());
    // (Accepted by the day; one accepted after 17:30 is dated the next business day.)
    assert!(e.iter().all(|v| v["filing_date"].as_str().unwrap() <= "2009-08-07"));
    assert_eq!(early["as_of"], "2009-08-06");
    // A filer whose parent's equity is below zero has no debt to equity: counted on stderr.
    let r = run(finq(store(), &["screen", "DebtToEquity", "--standard", "--period", "2009Q2", "-f", "json"]));
    assert!(r.stderr.contains("give no DebtToEquity: left out (negative denominator "), "{}", r.stderr);
}

#[test]
fn bad_expressions_are_refused_with_their_place_before_the_store_is_read() {
    // No store at all: every refusal comes first.
    let dir = tempfile::tempdir().unwrap();
    let none = dir.path().join("none");
    let cases: [(&[&str], i32, &str); 7] = [
        (
            &["screen", "GrossProfit / Revenue", "--standard"],
            2,
            "in 'GrossProfit / Revenue', at character 15: Revenue is no standardized concept or ratio (did you mean Revenues",
        ),
        (&["screen", "(Assets - Liabilities", "--standard"], 2, "at character 1: this parenthesis is never closed"),
        (
            &["screen", "GrossMargin + Revenues", "--standard"],
            2,
            "`+` adds a pure number (a ratio) and an amount of money",
        ),
        (
            &["screen", "Assets", "--standard", "--where", "Asets > 0"],
            2,
            "in --where 'Asets', at character 1: Asets is no standardized concept or ratio (did you mean Assets",
        ),
        (
            &["screen", "Assets", "--standard", "--show", "Revenues,GrossMargn"],
            2,
            "in --show 'GrossMargn', at character 1",
        ),
        (&["screen", "GrossProfit / Revenues"], 2, "is an expression of standardized concepts: add --standard"),
        (
            &["screen", "GrossMargn", "--standard"],
            3,
            "GrossMargn is no standardized concept (did you mean GrossMargin?)",
        ),
    ];
    for (args, code, said) in cases {
        let r = run(finq(&none, &[args, &["--period", "2009Q2"]].concat()));
        assert_eq!(r.code, code, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(said), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(!none.exists(), "nothing made for a refused question");
    }
    let r = run(finq(&none, &["screen", "Assets", "--period", "2009Q2", "--show", "Revenues"]));
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--show adds standardized concepts or ratios: add --standard"), "{}", r.stderr);
}

/// An amount in a condition compares in one currency: the ranked unit's, else USD, or the one
/// written after the number. The demo's store holds 20-Fs in yen (Sony, Honda) beside 10-Ks in
/// dollars: a condition of a hundred billion is a hundred billion dollars, or of yen when it says
/// so, never both; the filers it leaves out for their currency are counted on stderr.
#[test]
fn an_amount_in_a_condition_compares_one_currency() {
    let screen = |condition: &str| {
        let mut f = crate::common::Finq::new();
        f.cmd.args([
            "--demo",
            "screen",
            "GrossMargin",
            "--standard",
            "--period",
            "2009",
            "--where",
            condition,
            "--show",
            "Revenues",
            "-f",
            "json",
        ]);
        let r = run(f);
        assert_eq!(r.code, 0, "{condition}: {}", r.stderr);
        (json(&r.stdout), r.stderr)
    };
    let currencies = |doc: &Value| -> Vec<String> {
        let values = doc["values"].as_array().unwrap();
        let revenues = |v: &Value| v["inputs"].as_array().unwrap().iter().find(|i| i["concept"] == "Revenues").cloned();
        values.iter().map(|v| revenues(v).unwrap()["uom"].as_str().unwrap().to_string()).collect()
    };
    let (dollars, said) = screen("Revenues > 100000000000");
    let usd = currencies(&dollars);
    assert!(!usd.is_empty() && usd.iter().all(|c| c == "USD"), "{usd:?}");
    assert!(said.contains("left out: a condition's amount is in another currency (JPY "), "{said}");
    assert!(said.contains("than the one it compares (USD)"), "{said}");
    assert!(said.contains("to compare theirs ('Revenues > 100000000000 JPY')"), "the user's own condition: {said}");
    let (yen, said) = screen("Revenues > 100000000000 jpy");
    assert_eq!(yen["where"][0], "Revenues > 100000000000 JPY");
    let jpy = currencies(&yen);
    assert!(!jpy.is_empty() && jpy.iter().all(|c| c == "JPY"), "{jpy:?}");
    assert!(said.contains("(USD "), "{said}");
    // Every filer is in one currency or the other: the two bounds of zero part them.
    let (all_usd, _) = screen("Revenues > 0 USD");
    let (all_jpy, _) = screen("Revenues > 0 JPY");
    let (any, _) = screen("GrossMargin > -1000");
    let count = |d: &Value| d["count"].as_u64().unwrap();
    assert_eq!(count(&all_usd) + count(&all_jpy), count(&any));
    // A currency is an expression's: the value screened is compared in the unit ranked.
    let r = crate::common::demo(&["screen", "Revenues", "--standard", "--period", "2009", "--where", "> 5 JPY"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--uom chooses it"), "{}", r.stderr);
    // And an amount's: a ratio compares whatever the currency, so naming one is refused.
    let args = ["screen", "GrossMargin", "--standard", "--period", "2009", "--where", "GrossMargin > 0.1 JPY"];
    let r = crate::common::demo(&args);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("GrossMargin is a pure number (a ratio)"), "{}", r.stderr);
    // Ranking an amount, a filer ranked in another unit compares in its own: it is counted with
    // the other units, as `--uom JPY` would rank it, not lost.
    let mut f = crate::common::Finq::new();
    let args = ["--demo", "screen", "Revenues", "--standard", "--period", "2009", "--where", "Revenues > 100000000000"];
    f.cmd.args(args).args(["-f", "json"]);
    let r = run(f);
    assert!(r.stderr.contains("2 filers report it in other units (JPY 2)"), "{}", r.stderr);
    assert!(!r.stderr.contains("left out: a condition's amount"), "{}", r.stderr);
    let mut f = crate::common::Finq::new();
    f.cmd.args(args).args(["--uom", "JPY", "-f", "json"]);
    let yen = run(f);
    assert_eq!(json(&yen.stdout)["count"], 2, "{}", yen.stderr);
}
