//! `finq screen`: one element across every filer of a calendar period, from a store holding the
//! real 2009q3 quarter. Each answer is checked against the quarter's own text, worked out here
//! independently (the same rule, read straight from `sub.txt` and `num.txt`), digit for digit;
//! bad input is exit 2 before the store is touched; the table and help are pinned.

use std::collections::{BTreeMap, HashMap};
use std::io::Read;

use crate::bulk::finq;
use crate::common::{Finq, copy_dir, fixture, json, run};

/// The rows of one file of the fixture zip, as maps of column to text.
fn rows(name: &str) -> Vec<HashMap<String, String>> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(fixture("fsds/2009q3.zip"))).unwrap();
    let mut text = String::new();
    zip.by_name(name).unwrap().read_to_string(&mut text).unwrap();
    let mut lines = text.lines();
    let header: Vec<String> = lines.next().unwrap().split('\t').map(String::from).collect();
    lines
        .filter(|l| !l.is_empty())
        .map(|l| header.iter().cloned().zip(l.split('\t').map(String::from)).collect())
        .collect()
}

/// The SEC's `20780000000.0000` as finq prints it: `20780000000`; `-12.5000`: `-12.5`.
fn plain(value: &str) -> String {
    match value.split_once('.') {
        Some((int, frac)) => {
            let frac = frac.trim_end_matches('0');
            if frac.is_empty() { int.to_string() } else { format!("{int}.{frac}") }
        }
        None => value.to_string(),
    }
}

/// What a screen must answer, worked out from the text: the filings whose `period` ends in one
/// of `months` (yyyymm) with a form `admit` takes; their consolidated values of `tag` at that
/// period over `qtrs` (or at its end); per filer the latest accepted filing's, standard tag and
/// USD first. cik -> (value, adsh, months).
fn expected(
    tag: &str,
    months: &[&str],
    qtrs: &str,
    admit: impl Fn(&str) -> bool,
) -> BTreeMap<String, (String, String, u64)> {
    let subs: HashMap<String, HashMap<String, String>> =
        rows("sub.txt").into_iter().map(|r| (r["adsh"].clone(), r)).collect();
    // adsh -> (rank, value, qtrs), the first best in the SEC's order.
    let mut per_filing: HashMap<String, ((bool, bool), String, String)> = HashMap::new();
    for n in rows("num.txt") {
        let s = &subs[&n["adsh"]];
        let fits = months.iter().any(|m| s["period"].starts_with(m)) && admit(&s["form"]);
        let consolidated = n["segments"].is_empty() && n["coreg"].is_empty();
        if n["tag"] != tag || !fits || !consolidated || n["ddate"] != s["period"] || n["value"].is_empty() {
            continue;
        }
        if n["qtrs"] != "0" && n["qtrs"] != qtrs {
            continue;
        }
        let rank = (n["version"] != n["adsh"], n["uom"] == "USD");
        if per_filing.get(&n["adsh"]).is_none_or(|f| rank > f.0) {
            per_filing.insert(n["adsh"].clone(), (rank, plain(&n["value"]), n["qtrs"].clone()));
        }
    }
    let mut best: HashMap<String, (String, String)> = HashMap::new(); // cik -> (accepted, adsh)
    for adsh in per_filing.keys() {
        let s = &subs[adsh];
        let key = (s["accepted"].clone(), adsh.clone());
        if best.get(&s["cik"]).is_none_or(|b| key > *b) {
            best.insert(s["cik"].clone(), key);
        }
    }
    best.into_iter()
        .map(|(cik, (_, adsh))| {
            let (_, value, q) = &per_filing[&adsh];
            (cik, (value.clone(), adsh, q.parse::<u64>().unwrap() * 3))
        })
        .collect()
}

/// The answer of a JSON screen, as cik -> (value, adsh, months), checking each record's fields.
fn answered(doc: &serde_json::Value) -> BTreeMap<String, (String, String, u64)> {
    let values = doc["values"].as_array().unwrap();
    assert_eq!(doc["count"].as_u64(), Some(values.len() as u64));
    let out: BTreeMap<_, _> = values
        .iter()
        .map(|v| {
            assert!(v["value"].is_number(), "values are JSON numbers: {v}");
            (
                v["cik"].as_str().unwrap().to_string(),
                (
                    v["value"].to_string(),
                    v["accession_number"].as_str().unwrap().to_string(),
                    v["months"].as_u64().unwrap(),
                ),
            )
        })
        .collect();
    assert_eq!(out.len(), values.len(), "one value per filer");
    out
}

fn is_quarterly_or_annual(form: &str) -> bool {
    ["10-Q", "10-K", "20-F", "40-F"].iter().any(|f| form.starts_with(f))
}

#[test]
fn the_losses_of_a_quarter_digit_for_digit() {
    let store = crate::stores::shared(&["2009q3"]);
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "< 0", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!((doc["element"].as_str(), doc["period"].as_str()), (Some("NetIncomeLoss"), Some("2009Q2")));
    assert_eq!(doc["where"], serde_json::json!(["< 0"]));
    let got = answered(&doc);
    // Quarters ending May, June or July 2009 are the calendar's second quarter.
    let all = expected("NetIncomeLoss", &["200905", "200906", "200907"], "1", is_quarterly_or_annual);
    let want: BTreeMap<_, _> =
        all.iter().filter(|(_, v)| v.0.starts_with('-')).map(|(k, v)| (k.clone(), v.clone())).collect();
    assert!(want.len() > 40, "the fixture has losses to find: {}", want.len());
    assert_eq!(got, want);
    // Largest first.
    let values: Vec<f64> = doc["values"].as_array().unwrap().iter().map(|v| v["value"].as_f64().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "{values:?}");

    // Without --where, every unit (--uom all): every filer with a value (two report in CAD
    // only), still one each.
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "--uom", "all", "-f", "json"]));
    let everyone = json(&r.stdout);
    assert_eq!(everyone["uom"], "all");
    let got = answered(&everyone);
    assert_eq!(got, all);
    assert!(got.len() > 300, "{}", got.len());
    // By default one currency is ranked, USD: the same filers' values less those in CAD, which
    // are counted on stderr and in JSON, and ranked by --uom CAD.
    let unit_of: BTreeMap<&str, &str> = everyone["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["cik"].as_str().unwrap(), v["uom"].as_str().unwrap()))
        .collect();
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let usual = json(&r.stdout);
    assert_eq!((usual["uom"].as_str(), &usual["other_units"]), (Some("USD"), &serde_json::json!({"CAD": 2})));
    let usd: BTreeMap<String, (String, String, u64)> =
        all.iter().filter(|(cik, _)| unit_of[cik.as_str()] == "USD").map(|(k, v)| (k.clone(), v.clone())).collect();
    assert_eq!(answered(&usual), usd);
    assert_eq!(usd.len() + 2, all.len());
    assert!(
        r.stderr
            .contains("finq: 2 filers report it in other units (CAD 2): --uom CAD ranks them, --uom all every unit"),
        "{}",
        r.stderr
    );
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "--uom", "cad", "-f", "json"]));
    let cad = json(&r.stdout);
    let want: BTreeMap<String, (String, String, u64)> =
        all.iter().filter(|(cik, _)| unit_of[cik.as_str()] == "CAD").map(|(k, v)| (k.clone(), v.clone())).collect();
    assert_eq!((cad["uom"].as_str(), answered(&cad)), (Some("CAD"), want));
    assert!(!r.stderr.contains("other units"), "{}", r.stderr);

    // A quarter few of the data set's filings are for (fiscal quarters ending August to
    // October): num read only on their filers' pages.
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q3", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = expected("NetIncomeLoss", &["200908", "200909", "200910"], "1", is_quarterly_or_annual);
    assert!((1..50).contains(&want.len()), "{}", want.len());
    assert_eq!(answered(&json(&r.stdout)), want);
}

#[test]
fn one_value_per_filer_from_its_latest_filing_and_balances_at_the_end() {
    let store = crate::stores::shared(&["2009q3"]);
    // CIK 1037949 filed a 10-Q on 2009-07-29 and a 10-Q/A on 2009-07-31: the amendment answers.
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009q2", "-f", "ndjson"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let line = r.stdout.lines().map(json).find(|v| v["cik"] == "1037949").expect("the filer is there");
    assert_eq!((line["form"].as_str(), line["filing_date"].as_str()), (Some("10-Q/A"), Some("2009-07-31")));
    assert_eq!((line["element"].as_str(), line["period"].as_str()), (Some("NetIncomeLoss"), Some("2009Q2")));

    // An instant: total assets at the end of the quarter (months 0), each equal to the text.
    let r = run(finq(
        &store,
        &["screen", "us-gaap:Assets", "--period", "CY2009Q2", "--form", "10-q", "--uom", "all", "-f", "json"],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = answered(&json(&r.stdout));
    let want = expected("Assets", &["200905", "200906", "200907"], "1", |f| f.starts_with("10-Q"));
    assert_eq!(got, want);
    assert!(got.values().all(|v| v.2 == 0), "balances are at the period's end");

    // A year: the one 10-K for 2008 (a December year end).
    let r = run(finq(&store, &["screen", "Assets", "--period", "2008", "--uom", "all", "-f", "json"]));
    let doc = json(&r.stdout);
    let months: Vec<&str> = ["200807", "200808", "200809", "200810", "200811", "200812"]
        .into_iter()
        .chain(["200901", "200902", "200903", "200904", "200905", "200906"])
        .collect();
    let want = expected("Assets", &months, "4", |f| ["10-K", "20-F", "40-F"].iter().any(|a| f.starts_with(a)));
    assert_eq!(answered(&doc), want);
    assert_eq!(want.len(), 1);

    // --uom, --where twice, --sort, --limit.
    let r = run(finq(
        &store,
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--uom", "CAD", "-f", "csv", "--sort", "cik"],
    ));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "element,period,cik,company,value,uom,period_end,months,form,fiscal_year,fiscal_period,filing_date,accession_number,data_set,version,total"
    );
    assert!(lines.len() > 1 && lines[1..].iter().all(|l| l.contains(",CAD,")), "{}", r.stdout);
    let r = run(finq(
        &store,
        &[
            "screen",
            "NetIncomeLoss",
            "--period",
            "2009Q2",
            "--where",
            ">= 1000000000",
            "--where",
            "< 2000000000",
            "--sort",
            "name",
            "--limit",
            "3",
            "-f",
            "json",
        ],
    ));
    let doc = json(&r.stdout);
    let names: Vec<&str> = doc["values"].as_array().unwrap().iter().map(|v| v["company"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 3);
    assert!(names.windows(2).all(|w| w[0].to_lowercase() <= w[1].to_lowercase()), "{names:?}");
    for v in doc["values"].as_array().unwrap() {
        let n: u64 = v["value"].to_string().parse().unwrap();
        assert!((1_000_000_000..2_000_000_000).contains(&n), "{v}");
    }
}

#[test]
fn bad_input_is_refused_before_the_store_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("never");
    for args in [
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "below 0"][..],
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "< 1e6"],
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "< 1.0000001"],
        &["screen", "NetIncomeLoss", "--period", "2009Q5"],
        &["screen", "NetIncomeLoss", "--period", "Q2"],
        &["screen", "NetIncomeLoss"],
        &["screen", "Net Income", "--period", "2009Q2"],
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--uom", "US$"],
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--limit", "0"],
        // Two prefixes: not read as the element `x`.
        &["screen", "us-gaap:Assets:x", "--period", "2009Q2"],
        &["screen", ":Assets", "--period", "2009Q2"],
        // A concept is of no taxonomy: not read as `Revenues` (issue 41).
        &["screen", "aapl:Revenues", "--period", "2009Q2", "--standard"],
        // One line: the values are listed, and a tip of '10-K' would say nothing more.
        &["screen", "Assets", "--period", "2009Q2", "--form", "8-K"],
    ] {
        let r = run(finq(&store, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: one line: {}", r.stderr);
        assert!(r.stdout.is_empty());
    }
    let r = run(finq(&store, &["screen", "us-gaap:Revenues", "--period", "2009Q2", "--standard"]));
    assert_eq!(
        r.stderr, "finq: error: us-gaap:Revenues: a standardized concept has no taxonomy prefix; write Revenues\n",
        "{}",
        r.stderr
    );
    // A 100 KB argument is not echoed whole: the line keeps its start and end.
    let long = "A".repeat(100_000);
    // (A zip by that name is no file: exit 10, as any file that cannot be read.)
    for (args, code) in
        [(&["screen", &long, "--period", "2009Q2"][..], 2), (&["bulk", "import", &format!("{long}.zip")], 10)]
    {
        let r = run(finq(&store, args));
        assert_eq!(r.code, code, "{}", &r.stderr[..r.stderr.len().min(300)]);
        assert!(r.stderr.len() < 600 && r.stderr.contains("characters]…"), "{}", &r.stderr[..r.stderr.len().min(300)]);
    }
    // A folder: the zips in it, named.
    let r = run(finq(&store, &["bulk", "import", dir.path().to_str().unwrap()]));
    assert_eq!(r.code, 2, "{}", r.stderr);
    let folder = dir.path().to_str().unwrap();
    assert!(
        r.stderr.contains(&format!("is a folder; name the zips in it: `finq bulk import {folder}/*.zip`")),
        "{}",
        r.stderr
    );
    // Written with its slash, the folder is not doubled in the suggestion.
    let r = run(finq(&store, &["bulk", "import", &format!("{folder}/")]));
    assert!(r.stderr.contains(&format!("`finq bulk import {folder}/*.zip`")), "{}", r.stderr);
    // A zip that is not there is said so whatever its name: exit 10, as for any file unread.
    for name in ["nope.zip", "2012q1.zip"] {
        let r = run(finq(&store, &["bulk", "import", &format!("{folder}/{name}")]));
        assert_eq!(r.code, 10, "{}", r.stderr);
        assert!(r.stderr.contains(&format!("cannot read {folder}/{name}: ")), "{}", r.stderr);
    }
    assert!(!store.exists(), "nothing was created");
    // A good question of an empty store: exit 3, with what fills it.
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2024Q4"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("finq bulk fetch 2025q1"), "{}", r.stderr);
}

#[test]
fn nothing_found_says_why_on_stderr() {
    let store = crate::stores::shared(&["2009q3"]);
    // A name no filing in the store reports: exit 3 with the nearest names, in any case, so that
    // a script tells a typo from an empty answer; nothing on stdout.
    for typed in ["NetIncomeLos", "netincomeloss", "NETINCOMELOSS", "NetIncomeLosss"] {
        let r = run(finq(&store, &["screen", typed, "--period", "2009Q2", "-f", "json"]));
        assert_eq!((r.code, r.stdout.as_str()), (3, ""), "{typed}: {}", r.stderr);
        let said = format!(
            "finq: error: no filing in the store reports an element named {typed}; did you mean NetIncomeLoss?"
        );
        assert!(r.stderr.contains(&said), "{typed}: {}", r.stderr);
    }
    // So even for a period the store holds nothing of.
    let r = run(finq(&store, &["screen", "Revenue", "--period", "2012Q1"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("did you mean Revenues?"), "{}", r.stderr);
    // A real element that no value passes a --where for is an empty answer, exit 0.
    let r = run(finq(
        &store,
        &["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "> 999999999999999", "-f", "json"],
    ));
    assert_eq!((r.code, &json(&r.stdout)["count"]), (0, &serde_json::json!(0)), "{}", r.stderr);
    // A real element no filing of the period reports: an empty answer too, said on stderr.
    let r = run(finq(&store, &["screen", "EarningsPerShareBasicAndDiluted", "--period", "2009Q3", "-f", "json"]));
    assert_eq!((r.code, &json(&r.stdout)["count"]), (0, &serde_json::json!(0)), "{}", r.stderr);
    assert!(r.stderr.contains("reports EarningsPerShareBasicAndDiluted for the period"), "{}", r.stderr);
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2012Q1", "-f", "csv"]));
    assert_eq!((r.code, r.stdout.lines().count()), (0, 1), "the header alone: {}", r.stdout);
    assert!(r.stderr.contains("no filing in the store is for 2012Q1 (it holds 2009q3)"), "{}", r.stderr);
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "--jq", ".count"]));
    assert_eq!((r.code, r.stdout.trim()), (0, "346"), "{}", r.stderr);
}

macro_rules! pin {
    ($name:expr, $text:expr) => {
        insta::with_settings!({filters => vec![
            (r"finq \d+\.\d+\.\d+", "finq [VERSION]"),
            (r"/tmp/\.tmp[A-Za-z0-9]+", "[TMP]"),
        ]}, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

fn screen_text(f: Finq, columns: &str) -> String {
    let mut f = f;
    f.cmd.env("COLUMNS", columns);
    let r = run(f);
    format!("{}--- stderr ---\n{}--- exit {} ---\n", r.stdout, r.stderr, r.code)
}

#[test]
fn screens_of_screen() {
    let store = crate::stores::shared(&["2009q3"]);
    let losses = ["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "< 0", "--limit", "12", "-f", "table"];
    pin!("screen_losses_100", screen_text(finq(&store, &losses), "100"));
    pin!("screen_losses_80", screen_text(finq(&store, &losses), "80"));
    pin!("screen_help", screen_text(finq(&store, &["screen", "--help"]), "100"));
    pin!(
        "screen_bad_where",
        screen_text(finq(&store, &["screen", "Assets", "--period", "2009Q2", "--where", "<"]), "100")
    );
    pin!(
        "screen_nothing",
        screen_text(finq(&store, &["screen", "NetIncomeLos", "--period", "2009Q2", "-f", "table"]), "100")
    );
}

/// `--limit` keeps some of the filers that passed: `count` says how many are given, `total` how
/// many passed, in every format.
#[test]
fn a_limited_screen_says_how_many_passed() {
    let store = crate::stores::shared(&["2009q3"]);
    let args = ["screen", "NetIncomeLoss", "--period", "2009Q2", "--where", "< 0", "--limit", "5"];
    let all = json(&run(finq(&store, &[&args[..6], &["-f", "json"]].concat())).stdout);
    let total = all["count"].as_u64().unwrap();
    assert!(total > 5 && all["total"] == total, "{all}");
    let some = json(&run(finq(&store, &[&args[..], &["-f", "json"]].concat())).stdout);
    assert_eq!((some["count"].as_u64(), some["total"].as_u64()), (Some(5), Some(total)));
    let csv = run(finq(&store, &[&args[..], &["-f", "csv"]].concat())).stdout;
    assert!(csv.lines().skip(1).all(|l| l.ends_with(&format!(",{total}"))), "{csv}");
    let nd = run(finq(&store, &[&args[..], &["-f", "ndjson"]].concat())).stdout;
    assert!(nd.lines().all(|l| json(l)["total"] == total), "{nd}");
    let table = run(finq(&store, &[&args[..], &["-f", "table"]].concat())).stdout;
    assert!(table.lines().next().unwrap().ends_with(&format!(": 5 of {total} filers")), "{table}");
}

/// `--as-of DATE`: each filer's value from its latest filing accepted on or before DATE, as an
/// independent reader of the SEC's text (Python's standard library) selects it, for every filer,
/// on days through the quarter's filing season; and the last day's answer is the plain screen's.
#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn as_of_a_day_each_filer_has_its_latest_filing_accepted_by_then() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| "python3".into(), std::path::PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3"]);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let screen = |extra: &[&str]| {
        // Every unit, as the independent selection reads them.
        let mut args = vec!["screen", "NetIncomeLoss", "--period", "2009Q2", "--uom", "all", "-f", "json"];
        args.extend_from_slice(extra);
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 0, "{extra:?}: {}", r.stderr);
        r.stdout
    };
    let mut counts = Vec::new();
    for day in ["2009-07-24", "2009-08-06", "2009-08-10", "2009-12-31"] {
        let out = screen(&["--as-of", day]);
        let doc = json(&out);
        assert_eq!(doc["as_of"], day);
        counts.push(doc["values"].as_array().unwrap().len());
        let file = dir.path().join(format!("{day}.json"));
        std::fs::write(&file, &out).unwrap();
        let ran = std::process::Command::new(&python)
            .arg(root.join("tests/it/screen_as_of.py"))
            .arg(root.join("tests/fixtures/fsds/2009q3.zip"))
            .args(["NetIncomeLoss", "2009", "2", day])
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
        let said = String::from_utf8_lossy(&ran.stdout);
        assert!(ran.status.success(), "{said}{}", String::from_utf8_lossy(&ran.stderr));
        assert!(said.contains(" 0 differences"), "{said}");
    }
    // The season fills in day by day, and by its end the answer is the screen's without --as-of.
    assert!(counts.windows(2).all(|w| w[0] < w[1]) && counts[0] > 0, "{counts:?}");
    let all = json(&screen(&[]));
    assert_eq!(all["values"].as_array().unwrap().len(), counts[3]);
    // The standardized screen keeps to the same filings.
    let standard = |extra: &[&str]| {
        let mut args = vec!["screen", "NetIncomeLoss", "--standard", "--period", "2009Q2", "-f", "json"];
        args.extend_from_slice(extra);
        json(&run(finq(&store, &args)).stdout)["values"].as_array().unwrap().len()
    };
    let (early, whole) = (standard(&["--as-of", "2009-08-06"]), standard(&[]));
    assert!(0 < early && early < whole, "{early} {whole}");
    // A day that is no day is refused before the store is read.
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "--as-of", "2009-02-30"]));
    assert_eq!(r.code, 2, "{}", r.stderr);
}

/// The screens' table (`face`) answers as `num` does, byte for byte, every format, exit code and
/// message, over the three real quarters: a store whose `face` files are gone, and one as an older
/// finq imported it (no `face` in its manifest nor on disk), are screened from `num`.
#[test]
fn the_face_table_answers_as_num_does() {
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let dir = tempfile::tempdir().unwrap();
    let gone = dir.path().join("gone");
    copy_dir(&store, &gone);
    std::fs::remove_dir_all(gone.join("face")).unwrap();
    let older = dir.path().join("older");
    copy_dir(&store, &older);
    std::fs::remove_dir_all(older.join("face")).unwrap();
    let mut manifest = json(&std::fs::read_to_string(older.join("manifest.json")).unwrap());
    manifest.as_object_mut().unwrap().remove("checksum");
    for q in manifest["quarters"].as_object_mut().unwrap().values_mut() {
        for field in ["rows", "bytes", "tails"] {
            assert!(q[field].as_object_mut().unwrap().remove("face").is_some(), "{field}");
        }
    }
    std::fs::write(older.join("manifest.json"), serde_json::to_vec_pretty(&manifest).unwrap()).unwrap();

    let cases: &[&[&str]] = &[
        &["NetIncomeLoss", "--period", "2009Q2", "--uom", "all", "-f", "json"],
        &["NetIncomeLoss", "--period", "2009Q2", "-f", "csv"],
        &["NetIncomeLoss", "--period", "2009Q2", "--where", "< 0", "--limit", "12", "-f", "table"],
        &["NetIncomeLoss", "--period", "2009Q2", "--as-of", "2009-08-06", "-f", "json"],
        &["NetIncomeLoss", "--period", "2009Q4", "--uom", "all", "-f", "csv"],
        &["NetIncomeLoss", "--period", "2010Q1", "--form", "10-Q", "-f", "ndjson"],
        &["Revenues", "--period", "2009Q2", "-f", "table"],
        &["Revenues", "--period", "2009", "-f", "json"],
        &["Assets", "--period", "2009Q2", "-f", "json"],
        &["Assets", "--period", "2010Q1", "--sort", "name", "-f", "csv"],
        &["StockholdersEquity", "--period", "2009", "--form", "10-K", "-f", "csv"],
        &["EarningsPerShareBasic", "--period", "2009Q3", "--uom", "all", "-f", "json"],
        &["Revenues", "--period", "2009Q2", "--uom", "JPY", "-f", "json"],
        &["NetIncomeLos", "--period", "2009Q2", "-f", "table"],
        &["AZeroElementNoFilingHas", "--period", "2009Q2", "-f", "json"],
    ];
    for args in cases {
        let args = [&["screen"], *args].concat();
        let want = screen_text(finq(&store, &args), "100");
        assert!(
            want.contains("--- exit 0 ---") || args.contains(&"NetIncomeLos") || args[1].starts_with("AZero"),
            "{want}"
        );
        for other in [&gone, &older] {
            assert_eq!(screen_text(finq(other, &args), "100"), want, "{args:?} from {}", other.display());
        }
    }

    // `bulk verify` knows the table: checked in each quarter, said gone where it is.
    let r = run(finq(&store, &["bulk", "verify", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let face_files = |out: &str| out.matches("\"table\": \"face\"").count() + out.matches("\"table\":\"face\"").count();
    assert_eq!(face_files(&r.stdout), 3, "{}", r.stdout);
    let r = run(finq(&gone, &["bulk", "verify"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("screened without its screens' file").count(), 3, "{}", r.stdout);
    let r = run(finq(&older, &["bulk", "verify", "-f", "json"]));
    assert_eq!((r.code, face_files(&r.stdout)), (0, 0), "{}", r.stdout);
}
