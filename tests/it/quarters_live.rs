//! `--discrete`, `--ttm` and `--as-of` with `--provider edgar`: the real companyfacts of Apple
//! and NVIDIA served on EDGAR's paths; the figures are those of docs/quarters.md's worked example and
//! of the filings themselves (checked by hand against the fixture files).

use serde_json::Value;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{json, run, silent_server};
use crate::edgar::{edgar, fixture};

/// The ticker list and Apple's and NVIDIA's companyfacts (no submissions: quarters never need
/// them); each run without a cache asks again.
pub(crate) async fn sec() -> MockServer {
    let server = MockServer::start().await;
    let docs = [
        ("/files/company_tickers.json", "tickers/company_tickers.edgarkit.json.gz"),
        ("/api/xbrl/companyfacts/CIK0000320193.json", "companyfacts/CIK0000320193.apple.fairvalue.json.gz"),
        ("/api/xbrl/companyfacts/CIK0001045810.json", "companyfacts/CIK0001045810.nvidia.fairvalue.json.gz"),
    ];
    for (p, file) in docs {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(fixture(file), "application/json"))
            .expect(..=3)
            .mount(&server)
            .await;
    }
    server
}

fn values<'a>(doc: &'a Value, element: &str) -> Vec<&'a Value> {
    doc["values"].as_array().unwrap().iter().filter(|v| v["element"] == element).collect()
}

fn quarter<'a>(doc: &'a Value, element: &str, label: &str) -> Option<&'a Value> {
    values(doc, element).into_iter().find(|v| v["quarter"] == label)
}

#[tokio::test(flavor = "multi_thread")]
async fn apples_fiscal_2024_cash_flow_quarters_as_the_worked_example_has_them() {
    let server = sec().await;
    let r = run(edgar(&server, &["cashflow", "AAPL", "--discrete", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let labels: Vec<&str> =
        doc["quarters"].as_array().unwrap().iter().map(|q| q["quarter"].as_str().unwrap()).collect();
    assert_eq!(labels, ["FY2024 Q1", "FY2024 Q2", "FY2024 Q3", "FY2024 Q4"]);
    let ocf = "NetCashProvidedByUsedInOperatingActivities";
    let q1 = quarter(&doc, ocf, "FY2024 Q1").unwrap();
    assert_eq!((q1["value"].to_string().as_str(), q1["origin"].as_str()), ("39895000000", Some("filed")));
    assert_eq!(q1["sources"][0]["accession_number"], "0000320193-24-000006");
    let q4 = quarter(&doc, ocf, "FY2024 Q4").unwrap();
    assert_eq!(q4["value"].to_string(), "26811000000");
    assert_eq!(q4["origin"], "derived");
    assert_eq!(q4["end"], "2024-09-28");
    assert_eq!(q4["sources"][0]["role"], "total");
    assert_eq!(q4["sources"][0]["accession_number"], "0000320193-24-000123");
    assert_eq!(q4["sources"][0]["value"].to_string(), "118254000000");
    assert_eq!(q4["sources"][1]["role"], "less");
    assert_eq!(q4["sources"][1]["value"].to_string(), "91443000000");
    assert_eq!(quarter(&doc, ocf, "FY2024 Q2").unwrap()["value"].to_string(), "22690000000");
    assert_eq!(quarter(&doc, ocf, "FY2024 Q3").unwrap()["value"].to_string(), "28858000000");
}

#[tokio::test(flavor = "multi_thread")]
async fn revenue_q4_is_the_year_less_nine_months_and_no_ytd_value_is_a_quarter() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "AAPL", "--discrete", "--periods", "8", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let rev = "RevenueFromContractWithCustomerExcludingAssessedTax";
    assert_eq!(quarter(&doc, rev, "FY2024 Q4").unwrap()["value"].to_string(), "94930000000");
    assert_eq!(doc["quarters"].as_array().unwrap().len(), 8);
    // Every value shown is three months long (84–98 days): never a six-, nine- or twelve-month figure.
    for v in doc["values"].as_array().unwrap() {
        let d = |k: &str| {
            let s = v[k].as_str().unwrap();
            let (y, m, d): (i64, i64, i64) =
                (s[..4].parse().unwrap(), s[5..7].parse().unwrap(), s[8..].parse().unwrap());
            y * 372 + m * 31 + d
        };
        let len = d("end") - d("start");
        assert!((80..=100).contains(&len), "{} {} is {len} days long", v["element"], v["quarter"]);
    }
    // Per-share figures: only where filed as three months; Q4 refused with its reason.
    let eps = "EarningsPerShareDiluted";
    assert!(quarter(&doc, eps, "FY2024 Q4").is_none());
    assert_eq!(quarter(&doc, eps, "FY2024 Q3").unwrap()["origin"], "filed");
    let refused = doc["refused"].as_array().unwrap();
    let why = refused.iter().find(|r| r["element"] == eps && r["quarter"] == "FY2024 Q4").unwrap();
    assert!(why["reason"].as_str().unwrap().contains("never derived by subtraction"), "{why}");
}

#[tokio::test(flavor = "multi_thread")]
async fn as_of_before_a_restatement_shows_the_first_filed_figure() {
    let server = sec().await;
    // Apple's third quarter of fiscal 2009: 1,229,000,000 as filed in July 2009, restated to
    // 1,828,000,000 in July 2010 (the revenue-recognition change).
    let ni = "NetIncomeLoss";
    let then = run(edgar(&server, &["income", "AAPL", "--discrete", "--as-of", "2009-12-31", "-f", "json"]));
    assert_eq!(then.code, 0, "{}", then.stderr);
    let then = json(&then.stdout);
    assert_eq!(then["as_of"], "2009-12-31");
    let q3 = quarter(&then, ni, "FY2009 Q3").unwrap();
    assert_eq!(q3["value"].to_string(), "1229000000");
    assert_eq!(q3["sources"][0]["filing_date"], "2009-07-22");
    // Q4 then: the year as first filed less nine months as first filed.
    assert_eq!(quarter(&then, ni, "FY2009 Q4").unwrap()["value"].to_string(), "1665000000");
    // A year later the restatement is what was known.
    let later =
        run(edgar(&server, &["income", "AAPL", "--discrete", "--periods", "8", "--as-of", "2010-12-31", "-f", "json"]));
    assert_eq!(later.code, 0, "{}", later.stderr);
    let restated = json(&later.stdout);
    let q3 = quarter(&restated, ni, "FY2009 Q3").unwrap();
    assert_eq!(q3["value"].to_string(), "1828000000");
    // The latest filing by then that reports the quarter: the 10-K of October 2010.
    assert_eq!(q3["sources"][0]["filing_date"], "2010-10-27");
}

#[tokio::test(flavor = "multi_thread")]
async fn ttm_sums_the_latest_four_quarters_and_names_them() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "AAPL", "--ttm", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let rev = quarter(&doc, "RevenueFromContractWithCustomerExcludingAssessedTax", "TTM").unwrap();
    assert_eq!(rev["value"].to_string(), "391035000000");
    let named: Vec<&str> = rev["quarters"].as_array().unwrap().iter().map(|q| q["quarter"].as_str().unwrap()).collect();
    assert_eq!(named, ["FY2024 Q1", "FY2024 Q2", "FY2024 Q3", "FY2024 Q4"]);
    assert!(doc["refused"].as_array().unwrap().iter().any(|r| r["element"] == "EarningsPerShareDiluted"));
    // Between the first 10-Q of fiscal 2024 (filed 2024-02-02) and the second: the latest four
    // quarters end with fiscal 2024's first, not fiscal 2023's fourth.
    let r = run(edgar(&server, &["income", "AAPL", "--ttm", "--as-of", "2024-02-10", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let rev = quarter(&doc, "RevenueFromContractWithCustomerExcludingAssessedTax", "TTM").unwrap();
    let named: Vec<&str> = rev["quarters"].as_array().unwrap().iter().map(|q| q["quarter"].as_str().unwrap()).collect();
    assert_eq!(named, ["FY2023 Q2", "FY2023 Q3", "FY2023 Q4", "FY2024 Q1"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn csv_and_ndjson_have_one_record_per_value_with_origin_and_inputs() {
    let server = sec().await;
    let r = run(edgar(&server, &["cashflow", "AAPL", "--discrete", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let header = r.stdout.lines().next().unwrap();
    assert_eq!(
        header,
        "ticker,statement,element,unit,quarter,fiscal_year,fiscal_period,start,end,value,origin,inputs,reason,as_of,\
         caution,concept"
    );
    let q4 = r.stdout.lines().find(|l| l.contains("NetCashProvidedByUsedInOperatingActivities,USD,FY2024 Q4")).unwrap();
    assert!(q4.contains(",26811000000,derived,"), "{q4}");
    assert!(q4.contains("total 118254000000 2023-10-01..2024-09-28 0000320193-24-000123 (10-K"), "{q4}");
    let r = run(edgar(&server, &["cashflow", "AAPL", "--discrete", "-f", "ndjson"]));
    let first = json(r.stdout.lines().next().unwrap());
    assert_eq!(first["origin"], "filed");
}

#[tokio::test(flavor = "multi_thread")]
async fn nvidias_quarters_are_named_by_the_year_they_end_in() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "NVDA", "--discrete", "--periods", "4", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    // A fourth quarter ends in late January of the year that names it (NVIDIA's filings of
    // 2011–2021 tag the year before; finq names the year by its end).
    let q4 = doc["quarters"].as_array().unwrap().iter().find(|q| q["fiscal_period"] == "Q4").unwrap();
    let end = q4["end"].as_str().unwrap();
    assert_eq!(q4["fiscal_year"].as_i64().unwrap().to_string(), end[..4], "{q4}");
    assert_eq!(&end[5..7], "01", "{q4}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_table_marks_derived_values() {
    let server = sec().await;
    let mut f = edgar(&server, &["cashflow", "AAPL", "--discrete", "-f", "table"]);
    f.cmd.env("COLUMNS", "120");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("discrete_cashflow_table", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn refusals_come_before_any_request() {
    let server = silent_server().await;
    let cases: [&[&str]; 8] = [
        &["income", "AAPL", "--discrete", "--as-of", "2024-02-30"],
        &["income", "AAPL", "--discrete", "--as-of", "yesterday"],
        &["balancesheet", "AAPL", "--discrete"],
        &["summary", "AAPL", "--ttm"],
        &["income", "AAPL", "--as-of", "2024-01-01"],
        &["income", "AAPL", "--ttm", "--discrete"],
        &["income", "AAPL", "--ttm", "--periods", "2"],
        &["compare", "income", "AAPL", "NVDA", "--restatements"],
    ];
    for args in cases {
        let r = run(edgar(&server, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.trim().lines().count(), 1, "{args:?}: {}", r.stderr);
    }
    let mut f = edgar(&server, &["income", "AAPL", "--discrete"]);
    f.cmd.args(["--provider", "bulk"]);
    // The bulk store derives them too, from its own filings: an empty one knows no AAPL, and asks
    // nothing of the network either.
    let r = run(f);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("the bulk store"), "{}", r.stderr);
    assert!(server.received_requests().await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn the_table_scales_money_by_units_and_never_per_share_figures() {
    let server = sec().await;
    let mut f = edgar(&server, &["income", "AAPL", "--discrete", "--units", "billions", "-f", "table"]);
    f.cmd.env("COLUMNS", "200");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.lines().next().unwrap().ends_with("; money in billions"), "{}", r.stdout);
    // Fiscal 2024's fourth quarter: 94,930,000,000 of revenue (three decimals keep every figure of
    // the table exact); diluted EPS as filed (2.18 for the first quarter), never divided.
    let revenue = r.stdout.lines().find(|l| l.contains("RevenueFromContractWithCustomerExcludingAssessedTax")).unwrap();
    assert!(revenue.contains(" 94.930*"), "{revenue}");
    let eps = r.stdout.lines().find(|l| l.contains("EarningsPerShareDiluted")).unwrap();
    assert!(eps.contains(" 2.18 "), "{eps}");
}

#[tokio::test(flavor = "multi_thread")]
async fn one_company_failing_does_not_stop_the_rest() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "AAPL", "NOSUCHCO", "NVDA", "--discrete", "-f", "json"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert_eq!(r.stderr.lines().filter(|l| l.starts_with("finq: NOSUCHCO: ")).count(), 1, "{}", r.stderr);
    let doc = json(&r.stdout);
    let all = doc.as_array().unwrap();
    assert_eq!(all.len(), 3);
    assert_eq!((all[0]["ticker"].as_str(), all[2]["ticker"].as_str()), (Some("AAPL"), Some("NVDA")));
    assert_eq!(all[1]["ticker"], "NOSUCHCO");
    assert_eq!(all[1]["error"]["exit_code"], 3, "{}", all[1]);
    let r = run(edgar(&server, &["income", "AAPL", "NOSUCHCO", "--restatements", "-f", "ndjson"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    let last = json(r.stdout.lines().last().unwrap());
    assert_eq!((last["ticker"].as_str(), last["exit_code"].as_i64()), (Some("NOSUCHCO"), Some(3)));
    // Every one failing alike is that failure's exit code, each still in its place.
    let r = run(edgar(&server, &["income", "NOSUCHCO", "NOSUCHTOO", "--discrete", "-f", "json"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    let all = json(&r.stdout);
    let tickers: Vec<&str> = all.as_array().unwrap().iter().map(|e| e["ticker"].as_str().unwrap()).collect();
    assert_eq!(tickers, ["NOSUCHCO", "NOSUCHTOO"]);
    assert!(all[0]["error"]["message"].is_string());
}

/// `--discrete --standard`: each quarter's elements standardized as a filing's are. Apple's
/// revenue of fiscal 2024's fourth quarter is its `RevenueFromContractWithCustomerExcludingAssessedTax`
/// quarter (the year less nine months); a concept Apple does not tag is solved from a relation of
/// the quarter's other concepts, and its inputs add up.
#[tokio::test(flavor = "multi_thread")]
async fn standardized_quarters_are_the_concepts_of_each_quarter() {
    let server = sec().await;
    let r = run(edgar(&server, &["income", "AAPL", "--discrete", "--standard", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["mode"], "discrete standardized");
    assert!(doc["mapping_version"].as_str().unwrap().starts_with("fac-finq-"));
    let values = doc["values"].as_array().unwrap();
    let find = |concept: &str, quarter: &str| {
        values.iter().find(|v| v["concept"] == concept && v["quarter"] == quarter).cloned()
    };
    let revenue = find("Revenues", "FY2024 Q4").expect("revenues");
    assert_eq!(revenue["value"].to_string(), "94930000000");
    assert_eq!(revenue["element"], "RevenueFromContractWithCustomerExcludingAssessedTax");
    assert_eq!(revenue["origin"], "derived", "the fourth quarter is the year less nine months");
    assert_eq!(revenue["sources"][0]["role"], "total");
    // Every value solved from a relation names it, and its inputs are the quarter's own values.
    let solved: Vec<&serde_json::Value> = values.iter().filter(|v| v["sources"][0]["role"] == "relation").collect();
    assert!(!solved.is_empty(), "{}", r.stdout);
    for v in solved {
        assert!(v["element"].is_null(), "{v}");
        for input in v["sources"].as_array().unwrap().iter().skip(1) {
            let of = find(input["concept"].as_str().unwrap(), v["quarter"].as_str().unwrap()).expect("an input");
            assert_eq!(of["value"], input["value"], "{v}");
        }
    }
    // Each quarter's relations are checked on its own values: the total is the quarter's value of
    // the relation's left-hand concept, the difference is total less sum, and a failing check
    // says so.
    let checks = doc["checks"].as_array().unwrap();
    assert!(!checks.is_empty(), "{}", r.stdout);
    let dec = |v: &serde_json::Value| finq::model::number::Dec::parse(&v.to_string()).unwrap();
    for c in checks {
        let concept = c["formula"].as_str().unwrap().split(" = ").next().unwrap();
        let total = find(concept, c["quarter"].as_str().unwrap()).expect("the relation's total");
        assert_eq!(total["value"], c["total"], "{c}");
        assert_eq!(dec(&c["total"]).minus(dec(&c["sum"])).unwrap(), dec(&c["difference"]), "{c}");
        let zero = dec(&c["difference"]).is_zero();
        assert_eq!(zero, c["outcome"] == "exact", "{c}");
    }
    let table = run(edgar(&server, &["income", "AAPL", "--discrete", "--standard", "-f", "table"]));
    assert!(table.stdout.contains("counted checks hold"), "{}", table.stdout);
}

/// `--ttm --standard`: each concept's four standardized quarters summed, each quarter the one
/// `--discrete --standard` gives (its value, its element); per-share amounts and share counts
/// refused, as `--ttm` refuses them.
#[tokio::test(flavor = "multi_thread")]
async fn standardized_ttm_sums_the_four_standardized_quarters() {
    let server = sec().await;
    let quarters = json(&run(edgar(&server, &["income", "AAPL", "--discrete", "--standard", "-f", "json"])).stdout);
    let r = run(edgar(&server, &["income", "AAPL", "--ttm", "--standard", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!((doc["mode"].as_str(), doc["mapping_version"].is_string()), (Some("ttm standardized"), true));
    let ttm = doc["values"].as_array().unwrap();
    let revenue = ttm.iter().find(|v| v["concept"] == "Revenues").expect("revenues");
    // Apple's fiscal 2024: the four quarters of the 10-K's year, 391,035 million.
    assert_eq!(revenue["value"].to_string(), "391035000000");
    let dec = |v: &serde_json::Value| finq::model::number::Dec::parse(&v.to_string()).unwrap();
    for v in ttm {
        let four = v["quarters"].as_array().unwrap();
        assert_eq!(four.len(), 4, "{v}");
        let mut sum = finq::model::number::Dec::ZERO;
        for q in four {
            let same = quarters["values"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| d["concept"] == v["concept"] && d["quarter"] == q["quarter"]);
            let same = same.unwrap_or_else(|| panic!("{} {} in --discrete --standard", v["concept"], q["quarter"]));
            assert_eq!((&same["value"], &same["element"]), (&q["value"], &q["element"]), "{v}");
            sum = sum.plus(dec(&q["value"])).unwrap();
        }
        assert_eq!(sum, dec(&v["value"]), "{v}");
    }
    // A refusal names the concept; the element is null, as in the values.
    let refused: Vec<&str> =
        doc["refused"].as_array().unwrap().iter().map(|r| r["concept"].as_str().unwrap()).collect();
    assert!(refused.contains(&"EarningsPerShareDiluted"), "{refused:?}");
    assert!(doc["refused"].as_array().unwrap().iter().all(|r| r["element"].is_null()), "{doc}");
    let csv = run(edgar(&sec().await, &["income", "AAPL", "--ttm", "--standard", "-f", "csv"])).stdout;
    let revenues = csv.lines().find(|l| l.ends_with(",Revenues")).unwrap();
    assert!(revenues.contains("(derived RevenueFromContractWithCustomerExcludingAssessedTax)"), "{revenues}");
    let eps = csv.lines().find(|l| l.ends_with(",EarningsPerShareDiluted")).unwrap();
    assert!(eps.starts_with("AAPL,income,,USD/shares,TTM,") && eps.contains(",refused,"), "{eps}");
    let table = run(edgar(&server, &["income", "AAPL", "--ttm", "--standard", "-f", "table"]));
    assert_eq!(table.code, 0, "{}", table.stderr);
    assert!(table.stdout.contains("standardized trailing twelve months"), "{}", table.stdout);
}

/// `balancesheet --ttm`: a balance's trailing twelve months is its latest balance. Each element's
/// value is the one an independent selection over the companyfacts JSON gives: its instants of
/// periodic reports at the latest date, the latest filing's (by filing date, then accession);
/// with `--as-of`, of the filings filed by then.
#[tokio::test(flavor = "multi_thread")]
async fn balance_sheet_ttm_is_each_elements_latest_balance() {
    let server = sec().await;
    let facts: Value = serde_json::from_slice(&fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz")).unwrap();
    for as_of in [None, Some("2024-06-01")] {
        let mut args = vec!["balancesheet", "AAPL", "--ttm", "-f", "json"];
        args.extend(as_of.iter().flat_map(|d| ["--as-of", *d]));
        let r = run(edgar(&server, &args));
        assert_eq!(r.code, 0, "{}", r.stderr);
        let doc = json(&r.stdout);
        let values = doc["values"].as_array().unwrap();
        assert!(values.len() >= 5, "{}", r.stdout);
        let date = values[0]["end"].as_str().unwrap();
        for v in values {
            assert_eq!((v["end"].as_str(), v["origin"].as_str()), (Some(date), Some("filed")), "{v}");
            let element = v["element"].as_str().unwrap();
            let unit = v["unit"].as_str().unwrap();
            let mut at: Vec<&Value> = facts["facts"]["us-gaap"][element]["units"][unit]
                .as_array()
                .unwrap()
                .iter()
                .filter(|f| f.get("start").is_none() && f["end"] == date)
                .filter(|f| ["10-K", "10-Q", "10-K/A", "10-Q/A"].contains(&f["form"].as_str().unwrap()))
                .filter(|f| as_of.is_none_or(|d| f["filed"].as_str().unwrap() <= d))
                .collect();
            at.sort_by_key(|f| (f["filed"].as_str().unwrap(), f["accn"].as_str().unwrap()));
            let chosen = at.last().unwrap_or_else(|| panic!("{element} at {date}"));
            assert_eq!(v["value"], chosen["val"], "{v}");
            assert_eq!(v["sources"][0]["accession_number"], chosen["accn"], "{v}");
        }
        // No element shown has a balance after the date (by the day asked).
        for v in values {
            let later = facts["facts"]["us-gaap"][v["element"].as_str().unwrap()]["units"][v["unit"].as_str().unwrap()]
                .as_array()
                .unwrap()
                .iter()
                .filter(|f| f.get("start").is_none() && as_of.is_none_or(|d| f["filed"].as_str().unwrap() <= d))
                .any(|f| f["end"].as_str().unwrap() > date);
            assert!(!later, "{v}");
        }
        if as_of.is_some() {
            assert_eq!(date, "2024-03-30", "Apple's 10-Q of May 2024 is the latest filed by 2024-06-01");
        }
    }
    let table = run(edgar(&server, &["balancesheet", "AAPL", "--ttm", "-f", "table"]));
    assert!(table.stdout.contains("the latest balances, at 2024-09-28"), "{}", table.stdout);
    // NVIDIA tags its shares outstanding at the year end only: refused at its 10-Q's date, naming
    // the date it has.
    let doc = json(&run(edgar(&sec().await, &["balancesheet", "NVDA", "--ttm", "-f", "json"])).stdout);
    assert_eq!(doc["mode"], "latest balances");
    let shares = doc["refused"].as_array().unwrap().iter().find(|r| r["element"] == "CommonStockSharesOutstanding");
    let shares = shares.unwrap_or_else(|| panic!("{doc}"));
    assert_eq!(shares["end"], "2024-10-27", "{shares}");
    assert!(shares["reason"].as_str().unwrap().contains("2024-01-28"), "{shares}");
    // Standardized, it is the latest filing's balance sheet: said before any request.
    let r = run(edgar(&silent_server().await, &["balancesheet", "AAPL", "--ttm", "--standard"]));
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("balancesheet --standard"), "{}", r.stderr);
}
