//! `--standard` with `--provider edgar`: Apple's real submissions and companyfacts served on
//! EDGAR's paths, its latest 10-K and a 10-Q standardized; every filed value checked against the
//! companyfacts fixture read here (not by finq's code), every derived value against its formula,
//! the refusals, one table pinned, and a 10-Q of 2010 standardized from companyfacts and from the
//! bulk store (the data sets' file of the same filing) side by side.

use std::collections::HashMap;

use serde_json::Value;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run, silent_server};
use crate::edgar::{edgar, fixture};

const APPLE_FACTS: &str = "companyfacts/CIK0000320193.apple.fairvalue.json.gz";

/// The ticker list, Apple's and NVIDIA's submissions and companyfacts, and (for their filings in
/// the data sets' fixture quarters, older than the recent thousand the fixtures list) a page of
/// older filings made for this test from those filings' own details (`sub.txt`; the report date
/// left out where the companyfacts' own dates are to decide): EDGAR serves the full page on the
/// same path.
pub(crate) async fn sec() -> MockServer {
    let server = MockServer::start().await;
    let docs = [
        ("/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")),
        ("/submissions/CIK0000320193.json", fixture("submissions/CIK0000320193.apple.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0000320193.json", fixture(APPLE_FACTS)),
        ("/submissions/CIK0001045810.json", fixture("submissions/CIK0001045810.nvidia.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0001045810.json", fixture("companyfacts/CIK0001045810.nvidia.fairvalue.json.gz")),
        (
            "/submissions/CIK0000320193-submissions-001.json",
            br#"{"accessionNumber":["0001193125-10-088957","0001193125-10-012085","0001193125-10-012091","0001193125-09-153165"],"filingDate":["2010-04-21","2010-01-25","2010-01-25","2009-07-22"],"reportDate":["2010-03-27","","",""],"form":["10-Q","10-Q","10-K/A","10-Q"]}"#.to_vec(),
        ),
        (
            "/submissions/CIK0001045810-submissions-001.json",
            br#"{"accessionNumber":["0001045810-10-000018","0001045810-10-000006","0001045810-09-000024"],"filingDate":["2010-05-21","2010-03-18","2009-08-20"],"reportDate":["","",""],"form":["10-Q","10-K","10-Q"]}"#.to_vec(),
        ),
    ];
    for (p, body) in docs {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    server
}

/// Ten-thousandths of a JSON number, from its text (never a float).
pub(crate) fn exact(v: &Value) -> i128 {
    let text = v.to_string();
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    assert!(frac.len() <= 4, "{text}");
    let neg = int.starts_with('-');
    let digits = format!("{}{frac:0<4}", int.trim_start_matches('-'));
    let n: i128 = digits.parse().unwrap();
    if neg { -n } else { n }
}

pub(crate) fn days(date: &str) -> i64 {
    let p: Vec<i64> = date.split('-').map(|x| x.parse().unwrap()).collect();
    let (y, m) = if p[1] <= 2 { (p[0] - 1, p[1] + 12) } else { (p[0], p[1]) };
    365 * y + y / 4 - y / 100 + y / 400 + (153 * (m - 3) + 2) / 5 + p[2]
}

/// Whether companyfacts hold the fact a filed value cites: its accession, element, unit, end,
/// value, and a period of `qtrs` quarters (0: an instant).
fn in_companyfacts(facts: &Value, source: &Value) -> bool {
    let list = &facts["facts"]["us-gaap"][source["tag"].as_str().unwrap()]["units"][source["uom"].as_str().unwrap()];
    list.as_array().into_iter().flatten().any(|f| {
        let quarters = match f["start"].as_str() {
            None => 0,
            Some(start) => ((days(f["end"].as_str().unwrap()) - days(start)) as f64 / 91.3).round() as u64,
        };
        f["accn"] == source["adsh"]
            && f["end"] == source["ddate"]
            && exact(&f["val"]) == exact(&source["value"])
            && Some(quarters) == source["qtrs"].as_u64()
    })
}

/// Whether a derived value satisfies its relation: the formula (`Total = A + B - C?~…`) over
/// the derived value and its inputs, absent optional terms as zero.
fn satisfies(value: &Value) -> bool {
    let d = &value["derived"];
    let mut known: HashMap<&str, i128> =
        d["inputs"].as_array().unwrap().iter().map(|i| (i["concept"].as_str().unwrap(), exact(&i["value"]))).collect();
    known.insert(value["concept"].as_str().unwrap(), exact(&value["value"]));
    let formula = d["formula"].as_str().unwrap();
    let (total, terms) = formula.split_once(" = ").unwrap();
    let of = |t: &str| known.get(t.trim_end_matches('?')).copied().unwrap_or(0);
    let mut sum = 0;
    let mut sign = 1;
    // A term's placement (`~below X`, `~apart X Y`) names concepts that are no terms.
    let mut arguments = 0;
    for token in terms.split_whitespace() {
        let mut parts = token.split('~');
        let head = parts.next().unwrap();
        match head {
            _ if arguments > 0 => arguments -= 1,
            "+" => sign = 1,
            "-" => sign = -1,
            t => sum += sign * of(t),
        }
        arguments += parts.map(|p| if p == "apart" { 2 } else { 1 }).sum::<i32>();
    }
    of(total) == sum
}

pub(crate) fn standard(server: &MockServer, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--standard", "-f", "json"]);
    let r = run(edgar(server, &all));
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    json(&r.stdout)
}

fn concept<'a>(doc: &'a Value, name: &str) -> Option<&'a Value> {
    doc["standard"]["values"].as_array().unwrap().iter().find(|v| v["concept"] == name)
}

#[tokio::test(flavor = "multi_thread")]
async fn apples_latest_10k_and_10q_standardized_every_value_sourced_or_derived() {
    let server = sec().await;
    let facts = json(&String::from_utf8(fixture(APPLE_FACTS)).unwrap());
    let (mut filed, mut derived) = (0, 0);
    for (form, adsh, date) in
        [(None, "0000320193-24-000123", "2024-09-28"), (Some("--quarterly"), "0000320193-24-000081", "2024-06-29")]
    {
        for statement in ["balancesheet", "income", "comprehensive", "cashflow"] {
            let args: Vec<&str> = [statement, "AAPL"].into_iter().chain(form).collect();
            let doc = standard(&server, &args);
            assert_eq!(doc["basis"], "standardized (Fundamental Accounting Concepts), from the SEC's companyfacts");
            assert_eq!((doc["accession_number"].as_str(), doc["period"].as_str()), (Some(adsh), Some(date)), "{doc}");
            let std = &doc["standard"];
            assert_eq!(
                (std["mapping_version"].as_str(), std["template"].as_str(), std["currency"].as_str()),
                (Some("fac-finq-15"), Some("general"), Some("USD"))
            );
            assert_eq!(std["rounding_unit"].to_string(), "1000000", "Apple reports in millions");
            for v in std["values"].as_array().unwrap() {
                match v["origin"].as_str() {
                    Some("filed") => {
                        assert_eq!(v["source"]["version"], "us-gaap");
                        assert!(in_companyfacts(&facts, &v["source"]), "{v}");
                        filed += 1;
                    }
                    _ => {
                        assert!(satisfies(v), "{v}");
                        derived += 1;
                    }
                }
            }
            for c in std["checks"].as_array().unwrap() {
                assert_eq!(exact(&c["total"]) - exact(&c["sum"]), exact(&c["difference"]), "{c}");
            }
        }
        let bs = standard(&server, &["balancesheet", "AAPL", form.unwrap_or("--annual")]);
        let assets = concept(&bs, "Assets").unwrap();
        assert_eq!(exact(&assets["value"]), exact(&concept(&bs, "LiabilitiesAndEquity").unwrap()["value"]));
        let bs1 = bs["standard"]["checks"].as_array().unwrap().iter().find(|c| c["relation"] == "BS1").unwrap();
        assert_eq!(bs1["outcome"], "exact", "{bs1}");
    }
    // Apple's fiscal 2024 as filed: total assets and net income, in dollars.
    let bs = standard(&server, &["balancesheet", "AAPL"]);
    assert_eq!(concept(&bs, "Assets").unwrap()["value"].to_string(), "364980000000");
    let is = standard(&server, &["income", "AAPL"]);
    let ni = concept(&is, "NetIncomeLoss").unwrap();
    assert_eq!((ni["value"].to_string().as_str(), ni["qtrs"].as_u64()), ("93736000000", Some(4)));
    // Other comprehensive income is filed (Apple files only the parent's, and has no
    // noncontrolling interest), not derived, in both.
    assert_eq!((filed, derived), (80, 10), "values filed and derived over the eight statements");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_table_marks_derived_values_and_csv_has_the_stores_columns() {
    let server = sec().await;
    let r = run(edgar(&server, &["balancesheet", "AAPL", "--standard", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("standard_live_balancesheet_table", r.stdout);
    let csv = run(edgar(&server, &["cashflow", "AAPL", "--quarterly", "--standard", "-f", "csv"]));
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    assert_eq!(
        csv.stdout.lines().next(),
        Some(
            "ticker,statement,form,period,filing_date,accession_number,concept,value,uom,ddate,qtrs,origin,tag,version,relation,inputs,caution"
        )
    );
    // Apple's third quarter: cash flows for the nine months to 2024-06-29.
    assert!(csv.stdout.lines().skip(1).all(|l| l.contains(",2024-06-29,3,")), "{}", csv.stdout);
    // --periods: one standardized filing after another, as the store gives them.
    let csv = run(edgar(&server, &["balancesheet", "AAPL", "--standard", "--periods", "3", "-f", "csv"]));
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    let mut filings: Vec<&str> = csv.stdout.lines().skip(1).map(|l| l.split(',').nth(5).unwrap()).collect();
    filings.dedup();
    assert_eq!(filings, ["0000320193-24-000123", "0000320193-23-000106", "0000320193-22-000108"]);
    let nd = run(edgar(&server, &["income", "AAPL", "--standard", "-f", "ndjson"]));
    assert_eq!(nd.code, 0, "{}", nd.stderr);
    assert!(nd.stdout.lines().all(|l| json(l)["accession_number"] == "0000320193-24-000123"), "{}", nd.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn compare_standard_sets_apple_beside_nvidia_concept_by_concept() {
    let server = sec().await;
    let r = run(edgar(&server, &["compare", "income", "AAPL", "NVDA", "--standard", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let columns = doc["columns"].as_array().unwrap();
    assert_eq!(columns.len(), 2);
    for column in columns {
        let std = &column["standard"];
        assert_eq!((std["mapping_version"].as_str(), std["template"].as_str()), (Some("fac-finq-15"), Some("general")));
        let ni = std["values"].as_array().unwrap().iter().find(|v| v["concept"] == "NetIncomeLoss").unwrap();
        assert_eq!(ni["origin"], "filed", "{column}");
    }
    let table = run(edgar(&server, &["compare", "income", "AAPL", "NVDA", "--standard", "-f", "table"]));
    let net = table.stdout.lines().find(|l| l.trim_start().starts_with("NetIncomeLoss ")).unwrap();
    assert_eq!(net.split_whitespace().count(), 3, "one line, both companies: {net}");
}

#[tokio::test(flavor = "multi_thread")]
async fn standard_is_refused_before_any_request_where_no_facts_are_read() {
    let server = silent_server().await;
    // (--demo answers it from its store: tests/it/demo.rs.)
    for provider in [&["--provider", "last10k"][..], &["--provider", "rapidapi"]] {
        let r = run(Finq::at(&server, &[provider, &["income", "AAPL", "--standard"]].concat()));
        assert_eq!(r.code, 2, "{provider:?}: {}", r.stderr);
        assert!(r.stderr.contains("--standard reads a filing's facts"), "{provider:?}: {}", r.stderr);
    }
    for (args, says) in [
        (&["equity", "AAPL", "--standard"][..], "there is no standardized equity statement"),
        (&["summary", "AAPL", "--standard"][..], "--standard standardizes statements"),
        // (With --discrete or --ttm it answers: the standardized quarters, tests/it/quarters_live.rs.)
    ] {
        let r = run(edgar(&server, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
    }
}

/// A concept's value and where it came from (`filed Tag` or `derived BS4`), by concept.
fn by_concept(doc: &Value) -> HashMap<String, (i128, String)> {
    let mut out = HashMap::new();
    for v in doc["standard"]["values"].as_array().unwrap() {
        let from = match v["origin"].as_str() {
            Some("filed") => format!("filed {}", v["source"]["tag"].as_str().unwrap()),
            _ => format!("derived {}", v["derived"]["relation"].as_str().unwrap()),
        };
        out.insert(v["concept"].as_str().unwrap().to_string(), (exact(&v["value"]), from));
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn a_2010_10q_from_companyfacts_and_from_the_store_agree_on_every_concept_both_have() {
    let server = sec().await;
    let store = crate::stores::shared(&["2010q2"]);
    let adsh = "0001193125-10-088957";
    let (mut both, mut checked) = (0, 0);
    let mut differences = Vec::new();
    for statement in ["balancesheet", "income", "comprehensive", "cashflow"] {
        let live = run(edgar(&server, &[statement, "AAPL", "--accession", adsh, "--standard", "-f", "json"]));
        let r = run(crate::bulk::finq(
            &store,
            &[statement, "AAPL", "--provider", "bulk", "--accession", adsh, "--standard", "-f", "json"],
        ));
        if (live.code, r.code) == (3, 3) {
            // Neither reports a concept of the statement (Apple filed no comprehensive income).
            assert!(live.stderr.contains("reports none of its concepts"), "{}", live.stderr);
            continue;
        }
        assert_eq!((live.code, r.code), (0, 0), "{statement}: {} {}", live.stderr, r.stderr);
        let live = json(&live.stdout);
        let stored = json(&r.stdout);
        // The data sets round the balance-sheet date to a month end; companyfacts keep the day.
        assert_eq!((live["period"].as_str(), stored["period"].as_str()), (Some("2010-03-27"), Some("2010-03-31")));
        for key in ["template", "currency", "rounding_unit"] {
            assert_eq!(live["standard"][key], stored["standard"][key], "{statement} {key}");
        }
        let checks = |doc: &Value| {
            let list = doc["standard"]["checks"].as_array().unwrap().iter();
            list.map(|c| format!("{} {} {} {}", c["relation"], c["total"], c["sum"], c["outcome"])).collect::<Vec<_>>()
        };
        let (a, b) = (checks(&live), checks(&stored));
        if a != b {
            differences.push(format!("{statement} checks: companyfacts {a:?}, store {b:?}"));
        }
        checked += a.len();
        let (live, stored) = (by_concept(&live), by_concept(&stored));
        let mut names: Vec<&String> = live.keys().chain(stored.keys()).collect();
        names.sort();
        names.dedup();
        for name in names {
            match (live.get(name), stored.get(name)) {
                (Some(a), Some(b)) if a == b => both += 1,
                (a, b) => differences.push(format!("{statement} {name}: companyfacts {a:?}, store {b:?}")),
            }
        }
    }
    // No difference: the 37 values (each the same element, or derived by the same relation) and
    // the 13 checks are the same. A filing could differ where a choice depends on its
    // presentation (two candidate elements of one concept, a term placed by its line: `~below`,
    // `~apart`), which companyfacts do not have; this one has no such choice that matters.
    assert_eq!(differences, Vec::<String>::new());
    assert_eq!((both, checked), (37, 13));
}

/// Every filing the fixtures hold through both roads (Apple's and NVIDIA's filings of the data
/// sets' 2009q3, 2010q1 and 2010q2, and their companyfacts): the same concepts with the same
/// values from the same elements, but where a choice depends on the filing's presentation, which
/// companyfacts do not have; each such difference is named here.
#[tokio::test(flavor = "multi_thread")]
async fn every_filing_held_through_both_roads_agrees_concept_by_concept() {
    let server = sec().await;
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let filings = [
        ("AAPL", "0001193125-09-153165"),
        ("AAPL", "0001193125-10-012085"),
        ("AAPL", "0001193125-10-012091"),
        ("AAPL", "0001193125-10-088957"),
        ("NVDA", "0001045810-09-000024"),
        ("NVDA", "0001045810-10-000006"),
        ("NVDA", "0001045810-10-000018"),
    ];
    let (mut both, mut differences) = (0, Vec::new());
    for (ticker, adsh) in filings {
        for statement in ["balancesheet", "income", "comprehensive", "cashflow"] {
            let live = run(edgar(&server, &[statement, ticker, "--accession", adsh, "--standard", "-f", "json"]));
            let r = run(crate::bulk::finq(
                &store,
                &[statement, ticker, "--provider", "bulk", "--accession", adsh, "--standard", "-f", "json"],
            ));
            if (live.code, r.code) == (3, 3) {
                continue;
            }
            assert_eq!((live.code, r.code), (0, 0), "{adsh} {statement}: {} {}", live.stderr, r.stderr);
            let (live, stored) = (by_concept(&json(&live.stdout)), by_concept(&json(&r.stdout)));
            let mut names: Vec<&String> = live.keys().chain(stored.keys()).collect();
            names.sort();
            names.dedup();
            for name in names {
                match (live.get(name), stored.get(name)) {
                    (Some(a), Some(b)) if a == b => both += 1,
                    (a, b) => differences.push(format!("{adsh} {name}: companyfacts {a:?}, store {b:?}")),
                }
            }
        }
    }
    assert_eq!(differences, Vec::<String>::new());
    assert!(both > 200, "{both}");
}
