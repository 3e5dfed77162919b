//! `--restatements`: a company's figures as first filed beside the latest filed, from the real
//! companyfacts of Apple and NVIDIA served on EDGAR's paths, and from a store of the SEC's data
//! sets. Every figure is checked against a selection made here over the fixture's JSON (not finq's
//! code): for each period, the earliest and the latest periodic filing that reports it.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::common::{fixture_unzipped, json, run, silent_server};
use crate::edgar::edgar;
use crate::quarters_live::sec;

/// Apple's net income of fiscal 2009: 5,704,000,000 in the 10-K of October 2009, 8,235,000,000
/// from the 10-K/A of January 2010 on (the revenue-recognition change), last (by the end of 2011)
/// in October 2011.
#[tokio::test(flavor = "multi_thread")]
async fn apples_fiscal_2009_as_first_and_as_latest_filed() {
    let server = sec().await;
    let args = ["income", "AAPL", "--restatements", "--as-of", "2011-12-31", "--periods", "12", "-f", "json"];
    let r = run(edgar(&server, &args));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["mode"], "restatements");
    let fy2009 = doc["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["element"] == "NetIncomeLoss" && v["start"] == "2008-09-28" && v["end"] == "2009-09-26")
        .expect("fiscal 2009's net income");
    assert_eq!(fy2009["period"], "12 months to 2009-09-26");
    assert_eq!(fy2009["first"]["value"].to_string(), "5704000000");
    assert_eq!(fy2009["first"]["accession_number"], "0001193125-09-214859");
    assert_eq!(fy2009["latest"]["value"].to_string(), "8235000000");
    assert_eq!(fy2009["latest"]["filing_date"], "2011-10-26");
    assert_eq!(fy2009["filings"], 4);
    assert_eq!(fy2009["restated"], true);
    assert_eq!(fy2009["difference"].to_string(), "2531000000");

    // By the end of 2009 no period of the income statement had been reported twice in XBRL (the
    // first such filings are of July and October 2009, of different periods): nothing to show.
    let then = run(edgar(&server, &["income", "AAPL", "--restatements", "--as-of", "2009-12-31", "-f", "json"]));
    assert_eq!(then.code, 3, "{}", then.stderr);
    assert!(then.stderr.contains("no period of the income statement that two filings report"), "{}", then.stderr);
    // By the end of March 2010 the 10-K/A had restated fiscal 2009, and nothing later counts.
    let then = run(edgar(&server, &["income", "AAPL", "--restatements", "--as-of", "2010-03-31", "-f", "json"]));
    assert_eq!(then.code, 0, "{}", then.stderr);
    let then = json(&then.stdout);
    assert_eq!(then["as_of"], "2010-03-31");
    for v in then["values"].as_array().unwrap() {
        assert!(v["latest"]["filing_date"].as_str().unwrap() <= "2010-03-31", "{v}");
    }
    assert_eq!(then["values"][0]["latest"]["form"], "10-K/A");
}

/// The periods of `element`'s facts in the fixture: (unit, start, end) -> (filed, accession,
/// value text) of every periodic filing.
type Periods = BTreeMap<(String, String, String), Vec<(String, String, String)>>;

fn periods(facts: &Value, element: &str, as_of: Option<&str>) -> Periods {
    let mut out = Periods::new();
    let Some(units) = facts["facts"]["us-gaap"][element]["units"].as_object() else { return out };
    for (unit, list) in units {
        for f in list.as_array().unwrap() {
            let form = f["form"].as_str().unwrap_or_default();
            let base = form.strip_suffix("/A").unwrap_or(form);
            let filed = f["filed"].as_str().unwrap_or_default();
            if !["10-K", "10-Q", "10-KT", "10-QT"].contains(&base) || as_of.is_some_and(|d| filed > d) {
                continue;
            }
            let key = (
                unit.clone(),
                f["start"].as_str().unwrap_or_default().to_string(),
                f["end"].as_str().unwrap().to_string(),
            );
            out.entry(key).or_default().push((
                filed.to_string(),
                f["accn"].as_str().unwrap().to_string(),
                f["val"].to_string(),
            ));
        }
    }
    out
}

/// Every figure finq shows is the fixture's earliest and latest filing of that period, and every
/// period of the shown elements that two filings report and that ends on a shown end is shown; the
/// ends are the latest that any shown element has.
fn check_against_the_fixture(doc: &Value, facts: &Value, as_of: Option<&str>, n: usize) {
    let values = doc["values"].as_array().unwrap();
    assert!(!values.is_empty());
    let elements: BTreeSet<&str> = values.iter().map(|v| v["element"].as_str().unwrap()).collect();
    let mut expected = BTreeSet::new();
    let mut ends = BTreeSet::new();
    let mut by = BTreeMap::new();
    for e in &elements {
        for ((unit, start, end), list) in periods(facts, e, as_of) {
            let accessions: BTreeSet<&str> = list.iter().map(|(_, a, _)| a.as_str()).collect();
            if accessions.len() < 2 {
                continue;
            }
            ends.insert(end.clone());
            let mut sorted = list.clone();
            // By filing date, then accession; a filing's two values: the larger text, as finq.
            sorted.sort();
            let first = sorted
                .iter()
                .filter(|f| (&f.0, &f.1) == (&sorted[0].0, &sorted[0].1))
                .max_by_key(|f| &f.2)
                .unwrap()
                .clone();
            let latest = sorted.last().unwrap().clone();
            expected.insert((e.to_string(), unit.clone(), start.clone(), end.clone()));
            by.insert((e.to_string(), unit, start, end), (first, latest, accessions.len()));
        }
    }
    let shown_ends: Vec<String> = ends.iter().rev().take(n).cloned().collect();
    let doc_ends: Vec<String> =
        doc["period_ends"].as_array().unwrap().iter().map(|e| e.as_str().unwrap().to_string()).collect();
    assert_eq!(doc_ends, shown_ends);
    // A value as a number: the JSON text without a fraction's trailing zeros (exact, no float).
    let exact = |t: &str| {
        if t.contains('.') { t.trim_end_matches('0').trim_end_matches('.').to_string() } else { t.to_string() }
    };
    let mut seen = BTreeSet::new();
    for v in values {
        let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
        let key = (s("element"), s("unit"), s("start"), s("end"));
        let (first, latest, filings) = by.get(&key).unwrap_or_else(|| panic!("not in the fixture: {v}"));
        assert_eq!(
            (v["first"]["filing_date"].as_str().unwrap(), v["first"]["accession_number"].as_str().unwrap()),
            (first.0.as_str(), first.1.as_str()),
            "{v}"
        );
        assert_eq!(v["first"]["value"].to_string(), first.2, "{v}");
        assert_eq!(
            (v["latest"]["filing_date"].as_str().unwrap(), v["latest"]["accession_number"].as_str().unwrap()),
            (latest.0.as_str(), latest.1.as_str()),
            "{v}"
        );
        assert_eq!(v["latest"]["value"].to_string(), latest.2, "{v}");
        assert_eq!(v["filings"].as_u64().unwrap() as usize, *filings, "{v}");
        assert_eq!(v["restated"], exact(&first.2) != exact(&latest.2), "{v}");
        seen.insert(key);
    }
    let wanted: BTreeSet<_> = expected.into_iter().filter(|k| shown_ends.contains(&k.3)).collect();
    assert_eq!(seen, wanted);
}

#[tokio::test(flavor = "multi_thread")]
async fn every_figure_is_the_first_and_the_latest_filing_of_its_period() {
    let apple: Value =
        serde_json::from_slice(&fixture_unzipped("edgar-real/companyfacts/CIK0000320193.apple.fairvalue.json.gz"))
            .unwrap();
    let nvidia: Value =
        serde_json::from_slice(&fixture_unzipped("edgar-real/companyfacts/CIK0001045810.nvidia.fairvalue.json.gz"))
            .unwrap();
    let cases: [(&str, &Value, &str, Option<&str>, usize); 5] = [
        ("income", &apple, "AAPL", None, 4),
        ("balancesheet", &apple, "AAPL", None, 6),
        ("cashflow", &apple, "AAPL", Some("2012-06-30"), 8),
        ("comprehensive", &nvidia, "NVDA", None, 4),
        ("income", &nvidia, "NVDA", Some("2015-03-31"), 12),
    ];
    for (statement, facts, ticker, as_of, n) in cases {
        let n_text = n.to_string();
        let mut args = vec![statement, ticker, "--restatements", "--periods", &n_text, "-f", "json"];
        if let Some(d) = as_of {
            args.extend(["--as-of", d]);
        }
        let server = sec().await;
        let r = run(edgar(&server, &args));
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        check_against_the_fixture(&json(&r.stdout), facts, as_of, n);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn csv_has_one_record_per_figure_and_the_table_marks_restated_ones() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "AAPL", "--restatements", "--as-of", "2010-03-31", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.lines().next().unwrap(),
        "ticker,statement,element,unit,start,end,period,first_value,first_accession,first_form,first_filed,\
         latest_value,latest_accession,latest_form,latest_filed,filings,restated,difference,as_of"
    );
    let fy = r.stdout.lines().find(|l| l.contains(",NetIncomeLoss,USD,2008-09-28,2009-09-26,")).unwrap();
    assert!(fy.contains(",5704000000,0001193125-09-214859,10-K,2009-10-27,8235000000,0001193125-10-012091,10-K/A,2010-01-25,2,true,2531000000,2010-03-31"), "{fy}");
    let mut f = edgar(
        &server,
        &["income", "AAPL", "--restatements", "--as-of", "2010-03-31", "--units", "millions", "-f", "table"],
    );
    f.cmd.env("COLUMNS", "120");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("restatements_income_table", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn refused_before_any_request() {
    let server = silent_server().await;
    let cases: [&[&str]; 6] = [
        &["equity", "AAPL", "--restatements"],
        &["summary", "AAPL", "--restatements"],
        &["compare", "income", "AAPL", "NVDA", "--restatements"],
        &["income", "AAPL", "--restatements", "--discrete"],
        &["income", "AAPL", "--restatements", "--standard"],
        &["income", "AAPL", "--restatements", "--as-of", "2024-02-30"],
    ];
    for args in cases {
        let r = run(edgar(&server, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.trim().lines().count(), 1, "{args:?}: {}", r.stderr);
    }
    let mut f = edgar(&server, &["income", "AAPL", "--restatements"]);
    f.cmd.args(["--provider", "last10k"]);
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--restatements"), "{}", r.stderr);
    assert!(server.received_requests().await.unwrap().is_empty());
}

/// From the bulk store: Apple's balance sheet of 30 September 2009 (month-end dates) as its 10-Q
/// of January 2010 first reported it and its 10-Q of April 2010 last did; every figure shown is a
/// row of the SEC's text (read here from the zips, not through finq). And a derived quarter whose
/// inputs may be of two vintages says so.
#[test]
fn from_the_store_every_figure_is_a_row_of_the_text() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    // (adsh, tag, ddate, qtrs) -> value text, of the consolidated numbers.
    let mut rows: BTreeMap<(String, String, String, String), String> = BTreeMap::new();
    for q in ["2009q3", "2010q1", "2010q2"] {
        let zip = root.join(format!("tests/fixtures/fsds/{q}.zip"));
        crate::common::each_text_row(&zip, "num.txt", |r| {
            if r.get("coreg").is_empty() && !r.get("value").is_empty() && r.get("adsh").starts_with("0001193125-") {
                let key = (r.get("adsh").into(), r.get("tag").into(), r.get("ddate").into(), r.get("qtrs").into());
                rows.insert(key, r.get("value").into());
            }
        });
    }
    let r = run(crate::bulk::finq(
        &store,
        &["balancesheet", "320193", "--provider", "bulk", "--restatements", "-f", "json"],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let values = doc["values"].as_array().unwrap();
    let assets = values.iter().find(|v| v["element"] == "Assets" && v["end"] == "2009-09-30").unwrap();
    assert_eq!(assets["first"]["accession_number"], "0001193125-10-012085");
    assert_eq!(assets["latest"]["accession_number"], "0001193125-10-088957");
    assert_eq!(assets["first"]["value"].to_string(), "47501000000");
    for v in values {
        let ddate = v["end"].as_str().unwrap().replace('-', "");
        for side in ["first", "latest"] {
            let key = (
                v[side]["accession_number"].as_str().unwrap().to_string(),
                v["element"].as_str().unwrap().to_string(),
                ddate.clone(),
                "0".to_string(),
            );
            let text = rows.get(&key).unwrap_or_else(|| panic!("{side} of {v} is no row of the text"));
            // The text's `47501000000.0000` is finq's `47501000000`: the same decimal, digit for digit.
            let filed = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { text };
            assert_eq!(filed, v[side]["value"].to_string(), "{v}");
        }
        assert_ne!(v["first"]["accession_number"], v["latest"]["accession_number"], "{v}");
    }

    // Apple's fourth quarter of fiscal 2009 from the store: the year from the 10-K/A of January
    // 2010 (which restated it; the 10-K it amends is in a data set not held) less the nine months
    // of the July 2009 10-Q, which no later filing here reports: given, with a caution.
    let r = run(crate::bulk::finq(&store, &["income", "320193", "--provider", "bulk", "--discrete", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let q4 = doc["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["element"] == "NetIncomeLoss" && v["quarter"] == "FY2009 Q4")
        .unwrap();
    assert_eq!(q4["value"].to_string(), "4196000000");
    let caution = q4["caution"].as_str().unwrap();
    assert!(caution.starts_with("may mix vintages: 2008-10-01 to 2009-09-30 was restated by 10-K/A"), "{caution}");
    assert!(caution.contains("(10-Q 0001193125-09-153165 (filed 2009-07-22))"), "{caution}");
    // A quarter filed as three months never has one.
    assert!(doc["values"].as_array().unwrap().iter().all(|v| v["origin"] == "derived" || v.get("caution").is_none()));
}
