//! Companyfacts as an attacker (or a mistake at the SEC) could send them (issue 41): a loopback
//! SEC serving Apple's real companyfacts with one thing changed in each test — a filing date that
//! is no date, a value written with an exponent or with more digits than finq holds, one filing
//! reporting a quarter twice, share counts tagged as dollars, another company's document — and a
//! document of many periods, each answered with the right number or a clear one-line refusal,
//! never a wrong number with exit 0.

use serde_json::Value;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Run, json, run};
use crate::edgar::{edgar, fixture};

const REVENUE: &str = "RevenueFromContractWithCustomerExcludingAssessedTax";

/// Apple's companyfacts, as a tree to change.
fn apple() -> Value {
    serde_json::from_slice(&fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz")).unwrap()
}

/// `doc` as text with each `"@NAME@"` string replaced by `raw` (a number JSON writes that a tree
/// does not keep as written: `1e400`, forty digits).
fn text(doc: &Value, raw: &[(&str, &str)]) -> Vec<u8> {
    let mut t = serde_json::to_string(doc).unwrap();
    for (name, value) in raw {
        let quoted = format!("\"@{name}@\"");
        assert!(t.contains(&quoted), "{name}");
        t = t.replace(&quoted, value);
    }
    t.into_bytes()
}

/// The facts of `element` in `unit`.
fn facts<'a>(doc: &'a mut Value, element: &str, unit: &str) -> &'a mut Vec<Value> {
    doc["facts"]["us-gaap"][element]["units"][unit].as_array_mut().unwrap()
}

/// A fact of Apple's revenue, as companyfacts writes one.
fn revenue_fact(start: &str, end: &str, val: Value, accn: &str, form: &str, filed: &str) -> Value {
    serde_json::json!({ "start": start, "end": end, "val": val, "accn": accn, "fy": 2024, "fp": "Q3",
                        "form": form, "filed": filed })
}

/// A loopback SEC with the ticker list, Apple's submissions and `companyfacts` as Apple's.
async fn sec(companyfacts: Vec<u8>) -> MockServer {
    let server = MockServer::start().await;
    let docs = [
        ("/files/company_tickers.json".to_string(), fixture("tickers/company_tickers.edgarkit.json.gz")),
        ("/submissions/CIK0000320193.json".into(), fixture("submissions/CIK0000320193.apple.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0000320193.json".into(), companyfacts),
    ];
    for (p, body) in docs {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    server
}

/// `finq ARGS -f json` against a SEC serving `companyfacts`.
async fn ask(companyfacts: Vec<u8>, args: &[&str]) -> Run {
    let server = sec(companyfacts).await;
    run(edgar(&server, &[args, &["-f", "json"]].concat()))
}

/// Apple's revenue in fiscal 2024's quarter `label`: (value, origin).
fn revenue(doc: &Value, label: &str) -> Option<(String, String)> {
    let v = doc["values"].as_array().unwrap().iter().find(|v| v["element"] == REVENUE && v["quarter"] == label)?;
    Some((v["value"].to_string(), v["origin"].as_str().unwrap().to_string()))
}

fn refusal<'a>(doc: &'a Value, element: &str, quarter: &str) -> Option<&'a str> {
    doc["refused"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["element"] == element && r["quarter"] == quarter)
        .map(|r| r["reason"].as_str().unwrap())
}

/// One line on stderr saying what was refused, with each of `says`.
fn one_line_saying(r: &Run, says: &[&str]) {
    assert_eq!(r.stderr.lines().count(), 1, "one line: {}", r.stderr);
    for s in says {
        assert!(r.stderr.contains(s), "{s:?} in {}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_filing_date_that_is_no_date_is_refused_and_never_counts_as_filed_before_any_day() {
    // Apple's 10-Qs of fiscal 2023's first two quarters sent with no filing date: they were read
    // as filed before every day, so `--as-of 2022-12-31` summed quarters ending in 2023.
    let mut doc = apple();
    for concepts in doc["facts"].as_object_mut().unwrap().values_mut() {
        for concept in concepts.as_object_mut().unwrap().values_mut() {
            for list in concept["units"].as_object_mut().unwrap().values_mut() {
                for f in list.as_array_mut().unwrap() {
                    if ["0000320193-23-000006", "0000320193-23-000064"].contains(&f["accn"].as_str().unwrap()) {
                        f["filed"] = "".into();
                    }
                }
            }
        }
    }
    let args = ["income", "AAPL", "--ttm", "--as-of", "2022-12-31"];
    let r = ask(text(&doc, &[]), &args).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let control = ask(text(&apple(), &[]), &args).await;
    let (got, want) = (json(&r.stdout), json(&control.stdout));
    assert_eq!(got["values"], want["values"], "the four quarters filed by then, as without those filings");
    let ttm = got["values"].as_array().unwrap().iter().find(|v| v["element"] == REVENUE).unwrap();
    assert_eq!((ttm["end"].as_str(), ttm["value"].to_string().as_str()), (Some("2022-09-24"), "394328000000"));
    one_line_saying(&r, &["facts of AAPL's companyfacts refused", "whose date is no calendar day", r#"filed """#]);
    assert!(control.stderr.is_empty(), "{}", control.stderr);

    // A filing dated 9999-99-99 no longer ranks as the newest: its 1 is no one's third quarter.
    let mut doc = apple();
    facts(&mut doc, REVENUE, "USD").push(revenue_fact(
        "2024-03-31",
        "2024-06-29",
        1.into(),
        "0000320193-99-000001",
        "10-Q",
        "9999-99-99",
    ));
    let r = ask(text(&doc, &[]), &["income", "AAPL", "--discrete"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    // The 10-Q's own figure may be what the undated one restates: the quarter is derived instead.
    assert_eq!(revenue(&got, "FY2024 Q3"), Some(("85777000000".into(), "derived".into())));
    one_line_saying(&r, &[r#"filed "9999-99-99""#, "1 figure of the same period from another filing is left out"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_value_with_an_exponent_is_read_exactly() {
    // A restatement written `8.5778e10` was dropped, and the first filed figure shown.
    let mut doc = apple();
    let restated = "0000320193-24-000123";
    facts(&mut doc, REVENUE, "USD").push(revenue_fact(
        "2024-03-31",
        "2024-06-29",
        "@V@".into(),
        restated,
        "10-K",
        "2024-11-01",
    ));
    let r = ask(text(&doc, &[("V", "8.5778e10")]), &["income", "AAPL", "--discrete"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    let got = json(&r.stdout);
    assert_eq!(revenue(&got, "FY2024 Q3"), Some(("85778000000".into(), "filed".into())));
    let q3 = got["values"].as_array().unwrap().iter().find(|v| v["element"] == REVENUE && v["quarter"] == "FY2024 Q3");
    assert_eq!(q3.unwrap()["sources"][0]["accession_number"], restated);
    // Standardized, the same quarter.
    let r = ask(text(&doc, &[("V", "8.5778e10")]), &["income", "AAPL", "--discrete", "--standard"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    let revenues =
        got["values"].as_array().unwrap().iter().find(|v| v["concept"] == "Revenues" && v["quarter"] == "FY2024 Q3");
    assert_eq!(revenues.unwrap()["value"].to_string(), "85778000000");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_value_finq_cannot_hold_exactly_is_refused_naming_it_and_never_replaced_by_an_older_one() {
    // 1e400 as the 10-K's restatement of the third quarter: dropped before, so the 10-Q's figure
    // stood as filed. Now the line names it, and the quarter is derived from the year to date.
    let mut doc = apple();
    facts(&mut doc, REVENUE, "USD").push(revenue_fact(
        "2024-03-31",
        "2024-06-29",
        "@V@".into(),
        "0000320193-24-000123",
        "10-K",
        "2024-11-01",
    ));
    let r = ask(text(&doc, &[("V", "1e400")]), &["income", "AAPL", "--discrete"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(revenue(&json(&r.stdout), "FY2024 Q3"), Some(("85777000000".into(), "derived".into())));
    one_line_saying(&r, &["1e400 has more than the 36 digits finq holds exactly", "2024-03-31 to 2024-06-29"]);

    // Forty digits in place of the first quarter: refused by the line, naming it; the quarter has
    // no other source, so it is refused too.
    let forty = "1195750000000000000000000000000000000000";
    let mut doc = apple();
    for f in facts(&mut doc, REVENUE, "USD") {
        if f["start"] == "2023-10-01" && f["end"] == "2023-12-30" {
            f["val"] = "@V@".into();
        }
    }
    let r = ask(text(&doc, &[("V", forty)]), &["income", "AAPL", "--discrete"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    assert_eq!(revenue(&got, "FY2024 Q1"), None);
    assert!(refusal(&got, REVENUE, "FY2024 Q1").is_some(), "{}", got["refused"]);
    one_line_saying(&r, &[forty, "more than the 36 digits"]);

    // Sixty places: cut to eighteen before (2.180000000000000000 for 2.18…01); now refused naming
    // it. Sixty places of trailing zeros are the value itself, printed exactly.
    let places = |last: &str| format!("2.18{}{last}", "0".repeat(57));
    for (value, shown) in [(places("1"), None), (places("0"), Some("2.180000000000000000"))] {
        let mut doc = apple();
        for f in facts(&mut doc, "EarningsPerShareDiluted", "USD/shares") {
            if f["start"] == "2023-10-01" && f["end"] == "2023-12-30" {
                f["val"] = "@V@".into();
            }
        }
        let r = ask(text(&doc, &[("V", &value)]), &["income", "AAPL", "--discrete"]).await;
        assert_eq!(r.code, 0, "{}", r.stderr);
        let got = json(&r.stdout);
        let eps = got["values"]
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["element"] == "EarningsPerShareDiluted" && v["quarter"] == "FY2024 Q1")
            .map(|v| v["value"].to_string());
        assert_eq!(eps.as_deref(), shown, "{value}");
        if shown.is_none() {
            one_line_saying(&r, &["2.1800000000", "(62 characters) has more than the 18 places"]);
        } else {
            assert!(r.stderr.is_empty(), "{}", r.stderr);
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn one_filing_reporting_a_quarter_twice_with_two_values_is_refused_naming_both() {
    // The 10-Q of the third quarter reports it again as 85,778 M: the larger text won, silently.
    let mut doc = apple();
    facts(&mut doc, REVENUE, "USD").push(revenue_fact(
        "2024-03-31",
        "2024-06-29",
        85_778_000_000_i64.into(),
        "0000320193-24-000081",
        "10-Q",
        "2024-08-02",
    ));
    let r = ask(text(&doc, &[]), &["income", "AAPL", "--discrete"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(revenue(&json(&r.stdout), "FY2024 Q3"), Some(("85777000000".into(), "derived".into())));
    one_line_saying(&r, &["that one filing reports twice", "in 0000320193-24-000081: 85777000000 and 85778000000"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn share_counts_tagged_as_dollars_are_never_summed_as_money() {
    // Weighted diluted shares sent in USD: --ttm summed them as 46,334,445,000 dollars.
    let mut doc = apple();
    let units =
        doc["facts"]["us-gaap"]["WeightedAverageNumberOfDilutedSharesOutstanding"]["units"].as_object_mut().unwrap();
    let shares = units.remove("shares").unwrap();
    units.insert("USD".into(), shares);
    let shares = "WeightedAverageNumberOfDilutedSharesOutstanding";
    let r = ask(text(&doc, &[]), &["income", "AAPL", "--ttm"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    assert!(got["values"].as_array().unwrap().iter().all(|v| v["element"] != shares), "{}", got["values"]);
    let why = refusal(&got, shares, "TTM").unwrap();
    assert!(
        why.contains("is a number of shares (the concept WeightedAverageSharesDiluted), but these facts are in USD"),
        "{why}"
    );
    let r = ask(text(&doc, &[]), &["income", "AAPL", "--discrete"]).await;
    let got = json(&r.stdout);
    assert!(got["values"].as_array().unwrap().iter().all(|v| v["element"] != shares));
    assert!(refusal(&got, shares, "FY2024 Q4").is_some(), "{}", got["refused"]);
    // Revenue tagged in shares: no amount of money either.
    let mut doc = apple();
    let units = doc["facts"]["us-gaap"][REVENUE]["units"].as_object_mut().unwrap();
    let usd = units.remove("USD").unwrap();
    units.insert("shares".into(), usd);
    let got = json(&ask(text(&doc, &[]), &["income", "AAPL", "--ttm"]).await.stdout);
    assert!(refusal(&got, REVENUE, "TTM").unwrap().contains("is an amount of money"));
}

#[tokio::test(flavor = "multi_thread")]
async fn another_companys_document_is_a_data_error() {
    // NVIDIA's companyfacts on Apple's path were answered as Apple's, under NVIDIA's name.
    let nvidia = fixture("companyfacts/CIK0001045810.nvidia.fairvalue.json.gz");
    for args in [&["income", "AAPL", "--discrete"][..], &["income", "AAPL", "--standard"], &["income", "AAPL", "--ttm"]]
    {
        let r = ask(nvidia.clone(), args).await;
        assert_eq!(r.code, 7, "{args:?}: {}", r.stderr);
        assert_eq!(r.stdout, "");
        one_line_saying(&r, &["it holds the facts of CIK 1045810 (NVIDIA CORP), not those of CIK 320193"]);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn as_of_before_the_companys_first_filing_says_so() {
    let r = ask(text(&apple(), &[]), &["income", "AAPL", "--discrete", "--as-of", "2000-01-01"]).await;
    assert_eq!(r.code, 3, "{}", r.stderr);
    one_line_saying(
        &r,
        &["nothing was filed by 2000-01-01: the first 10-K or 10-Q of AAPL that edgar holds was filed on 2009-07-22"],
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_standardized_statement_of_a_filing_refuses_what_it_cannot_hold_or_choose() {
    let ten_k = "0000320193-24-000123";
    let year = |val: Value| revenue_fact("2023-10-01", "2024-09-28", val, ten_k, "10-K", "2024-11-01");
    // The filing reports its year's revenue twice, with two values: refused, not the first taken.
    let mut doc = apple();
    facts(&mut doc, REVENUE, "USD").push(year(391_036_000_000_i64.into()));
    let r = ask(text(&doc, &[]), &["income", "AAPL", "--standard"]).await;
    assert_eq!(r.code, 7, "{}", r.stderr);
    one_line_saying(&r, &["twice, as 391035000000 and 391036000000", ten_k]);
    // A value beyond decimal(28,4): refused naming it, never left out unsaid.
    let mut doc = apple();
    for f in facts(&mut doc, REVENUE, "USD") {
        if f["accn"] == ten_k && f["start"] == "2023-10-01" && f["end"] == "2024-09-28" {
            f["val"] = "@V@".into();
        }
    }
    let r = ask(text(&doc, &[("V", "3.91035e30")]), &["income", "AAPL", "--standard"]).await;
    assert_eq!(r.code, 7, "{}", r.stderr);
    one_line_saying(&r, &["3.91035e30: more digits than a standardized value holds exactly"]);
    // Written with an exponent and within it: read exactly.
    let r = ask(text(&doc, &[("V", "3.91035E11")]), &["income", "AAPL", "--standard"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    let revenues = got["items"].as_array().unwrap().iter().find(|i| i["element"] == "Revenues").unwrap();
    assert_eq!(revenues["value"].to_string(), "391035000000");
}

#[tokio::test(flavor = "multi_thread")]
async fn standardized_quarters_refuse_a_value_beyond_decimal_28_4_naming_it() {
    let mut doc = apple();
    facts(&mut doc, REVENUE, "USD").push(revenue_fact(
        "2024-03-31",
        "2024-06-29",
        "@V@".into(),
        "0000320193-24-000123",
        "10-K",
        "2024-11-01",
    ));
    let r = ask(text(&doc, &[("V", "8.5778e30")]), &["income", "AAPL", "--discrete", "--standard"]).await;
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    let why = refusal(&got, REVENUE, "FY2024 Q3").unwrap();
    assert!(why.contains("its value 8577800000000000000000000000000 has more digits"), "{why}");
    // No other element or relation stands in for it.
    let q3 =
        got["values"].as_array().unwrap().iter().find(|v| v["concept"] == "Revenues" && v["quarter"] == "FY2024 Q3");
    assert!(q3.is_none(), "{q3:?}");
}

/// A companyfacts of `years` fiscal years of Apple's revenue, a new one starting every 40 days
/// from 1000-01-01 (more than the month within which two starts are one year's, so each is its
/// own): each with its first three quarters' three months (100, 101, 102), its six and nine
/// months (201, 303) and the year (406), filed 40 days after each period ends. Six facts a year,
/// every period distinct: the shape that took time with the square of the periods.
fn overlapping_years(years: i64) -> (Vec<u8>, i64) {
    use finq::model::date::{date, days_from_civil};
    let base = days_from_civil(1000, 1, 1);
    let mut facts = Vec::with_capacity(6 * years as usize);
    let fact = |start: i64, end: i64, val: i64, accn: &str, form: &str| {
        format!(
            r#"{{"start":"{}","end":"{}","val":{val},"accn":"{accn}","fy":1,"fp":"Q1","form":"{form}","filed":"{}"}}"#,
            date(start),
            date(end),
            date(end + 40)
        )
    };
    for i in 0..years {
        let s = base + 40 * i;
        let ends = [s + 90, s + 181, s + 272, s + 363];
        let accn = format!("0000320193-{:02}-{i:06}", i % 100);
        facts.push(fact(s, ends[0], 100, &accn, "10-Q"));
        facts.push(fact(ends[0] + 1, ends[1], 101, &accn, "10-Q"));
        facts.push(fact(s, ends[1], 201, &accn, "10-Q"));
        facts.push(fact(ends[1] + 1, ends[2], 102, &accn, "10-Q"));
        facts.push(fact(s, ends[2], 303, &accn, "10-Q"));
        facts.push(fact(s, ends[3], 406, &accn, "10-K"));
    }
    let doc = format!(
        r#"{{"cik":320193,"entityName":"Apple Inc.","facts":{{"us-gaap":{{"{REVENUE}":{{"units":{{"USD":[{}]}}}}}}}}}}"#,
        facts.join(",")
    );
    (doc.into_bytes(), base + 40 * (years - 1))
}

#[tokio::test(flavor = "multi_thread")]
async fn a_document_of_twenty_thousand_fiscal_years_is_answered_right_within_200_mb() {
    // 15 MiB, 120,000 facts: it took 4.3 s and 229 MB (time growing with the square of the
    // periods; BENCHMARKS.md has the measure). The latest year's quarters, as filed and derived.
    let (doc, last) = overlapping_years(20_000);
    assert!(doc.len() > 15 * 1024 * 1024, "{}", doc.len());
    let server = sec(doc).await;
    let mut f = edgar(&server, &["income", "AAPL", "--discrete", "-f", "json"]);
    // One malloc arena: the address space is then what the run holds, not arenas set aside.
    f.cmd.env("MALLOC_ARENA_MAX", "1");
    let r = crate::hostile::run_within(f, 200);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = json(&r.stdout);
    let day = finq::model::date::date;
    let quarters: Vec<(String, String, String, String)> = got["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            let text = |k: &str| v[k].as_str().map_or_else(|| v[k].to_string(), str::to_string);
            (text("start"), text("end"), text("value"), text("origin"))
        })
        .collect();
    let want = [
        (day(last), day(last + 90), "100", "filed"),
        (day(last + 91), day(last + 181), "101", "filed"),
        (day(last + 182), day(last + 272), "102", "filed"),
        (day(last + 273), day(last + 363), "103", "derived"),
    ];
    let want: Vec<(String, String, String, String)> =
        want.iter().map(|(s, e, v, o)| (s.clone(), e.clone(), v.to_string(), o.to_string())).collect();
    assert_eq!(quarters, want);
    let q4 = &got["values"][3];
    assert_eq!(
        (q4["sources"][0]["value"].to_string(), q4["sources"][1]["value"].to_string()),
        ("406".into(), "303".into())
    );
}

#[test]
fn screen_as_of_before_every_filing_the_store_holds_says_so() {
    let store = crate::stores::shared(&["2009q3"]);
    let screen = |period: &str, day: &str| {
        run(crate::bulk::finq(&store, &["screen", "Revenues", "--period", period, "--as-of", day, "-f", "json"]))
    };
    // It said the store had no filing for the period.
    let r = screen("2009Q2", "2009-01-01");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["count"], 0);
    one_line_saying(
        &r,
        &["nothing in the store was filed by 2009-01-01: the first filing it holds was accepted on 2009-07-15"],
    );
    // After the store's first filing, before the period's: how many came later, and when.
    let r = screen("2009Q3", "2009-08-01");
    assert_eq!(r.code, 0, "{}", r.stderr);
    one_line_saying(
        &r,
        &["none of the store's 4 filings for 2009Q3 was accepted by 2009-08-01: the first was accepted on 2009-09-18"],
    );
    // The statement from the store, as of a day before the company's first filing there.
    let r = run(crate::bulk::finq(
        &store,
        &["income", "320193", "--provider", "bulk", "--discrete", "--as-of", "2009-01-01"],
    ));
    assert_eq!(r.code, 3, "{}", r.stderr);
    one_line_saying(
        &r,
        &["nothing was filed by 2009-01-01: the first 10-K or 10-Q of 320193 that the bulk store holds was filed on"],
    );
}
