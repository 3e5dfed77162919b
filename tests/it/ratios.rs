//! `finq ratios`: Apple's ratios from the bulk store (the real 2009q3 quarter) equal the ratios an
//! independent reader computes from its filing's own figures (Python's exact decimals over the
//! SEC's text); every ratio cites its inputs as `--standard` cites its values; refusals name their
//! reason; the table pinned in every format; several companies and filings; EDGAR's companyfacts;
//! and what is refused before anything is read.

use std::path::PathBuf;

use serde_json::Value;

use crate::bulk::{finq, fixture_zip};
use crate::common::{json, run};

const APPLE_10Q: &str = "0001193125-09-153165";

fn ratios_json(store: &std::path::Path, args: &[&str]) -> Value {
    let mut all = vec!["ratios"];
    all.extend(args);
    all.extend(["-f", "json"]);
    let r = run(finq(store, &all));
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    json(&r.stdout)
}

fn ratio<'a>(doc: &'a Value, name: &str) -> &'a Value {
    doc["ratios"].as_array().unwrap().iter().find(|r| r["name"] == name).unwrap_or_else(|| panic!("{name}: {doc}"))
}

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn apples_ratios_from_the_store_equal_its_filings_own_figures_read_independently() {
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3"]);
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/ratios_reader.py");
    let ran = std::process::Command::new(&python)
        .arg(&script)
        .arg(fixture_zip(dir.path()))
        .arg(APPLE_10Q)
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let independent = json(&String::from_utf8(ran.stdout).unwrap());

    let doc = ratios_json(&store, &["AAPL", "--quarterly"]);
    assert_eq!(doc["accession_number"], APPLE_10Q);
    for name in [
        "GrossMargin",
        "OperatingMargin",
        "NetMargin",
        "ReturnOnAssets",
        "ReturnOnEquity",
        "CurrentRatio",
        "QuickRatio",
        "AssetTurnover",
        "FreeCashFlow",
    ] {
        // Digit for digit: the JSON number's text against the reader's decimal text.
        assert_eq!(ratio(&doc, name)["value"].to_string(), independent[name].as_str().unwrap(), "{name}");
    }
    let annual = ratios_json(&store, &["AAPL", "--quarterly", "--annualize"]);
    let roe = ratio(&annual, "ReturnOnEquity");
    assert_eq!(roe["value"].to_string(), independent["ReturnOnEquityAnnualized"].as_str().unwrap());
    assert_eq!((roe["annualized"].as_bool(), roe["quarters"].as_u64()), (Some(true), Some(1)));
    assert_eq!(ratio(&annual, "GrossMargin")["annualized"], false, "a margin is never annualized");
}

#[test]
fn every_ratio_cites_its_inputs_and_every_refusal_its_reason() {
    let store = crate::stores::shared(&["2009q3"]);
    let doc = ratios_json(&store, &["AAPL", "--quarterly"]);
    assert_eq!(
        (doc["ratios_version"].as_str(), doc["mapping_version"].as_str()),
        (Some("ratios-2"), Some("fac-finq-15"))
    );
    assert_eq!((doc["currency"].as_str(), doc["places"].as_u64()), (Some("USD"), Some(6)));
    // The standardized statement's own citations, the same records.
    let income = json(&run(finq(&store, &["income", "AAPL", "--quarterly", "--standard", "-f", "json"])).stdout);
    let cited = |concept: &str| {
        income["standard"]["values"].as_array().unwrap().iter().find(|v| v["concept"] == concept).unwrap().clone()
    };
    let gm = ratio(&doc, "GrossMargin");
    assert_eq!(gm["formula"], "GrossProfit / Revenues");
    assert_eq!(gm["inputs"], serde_json::json!([cited("GrossProfit"), cited("Revenues")]));
    assert_eq!(gm["inputs"][1]["source"]["tag"], "SalesRevenueNet");
    assert_eq!(gm["inputs"][1]["source"]["adsh"], APPLE_10Q);
    for r in doc["ratios"].as_array().unwrap() {
        assert!(!r["inputs"].as_array().unwrap().is_empty(), "{r}");
        match r["value"] {
            Value::Null => assert!(r["reason"].is_string() && r["refusal"].is_string(), "{r}"),
            _ => assert!(r["reason"].is_null() && r["refusal"].is_null(), "{r}"),
        }
    }
    // Apple's 10-Q files its cash flows for nine months and its revenue for the quarter.
    let fcfm = ratio(&doc, "FreeCashFlowMargin");
    assert_eq!(fcfm["refusal"], "mixed_periods");
    assert_eq!(
        fcfm["reason"],
        "mixed periods: NetCashFlowsOperating over 3 quarters to 2009-06-30, CapitalExpenditure over 3 quarters to \
         2009-06-30, Revenues over 1 quarter to 2009-06-30"
    );
    let fcf = ratio(&doc, "FreeCashFlow");
    assert_eq!((fcf["unit"].as_str(), fcf["quarters"].as_u64()), (Some("USD"), Some(3)));
    // Apple had no debt in 2009: a missing input, not a zero.
    let de = ratio(&doc, "DebtToEquity");
    assert_eq!(de["refusal"], "missing_input");
    assert_eq!(de["inputs"][0], serde_json::json!({ "concept": "DebtCurrent", "value": null, "origin": "missing" }));
    assert_eq!(ratio(&doc, "PayoutRatio")["reason"], "missing input: DividendsPaid (not filed, not derived)");
}

#[test]
fn the_ratios_table_csv_and_ndjson() {
    let store = crate::stores::shared(&["2009q3"]);
    let table = run(finq(&store, &["ratios", "AAPL", "--quarterly", "-f", "table"]));
    assert_eq!(table.code, 0, "{}", table.stderr);
    insta::assert_snapshot!("ratios_table", table.stdout);
    let csv = run(finq(&store, &["ratios", "AAPL", "--quarterly", "-f", "csv"]));
    let mut lines = csv.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "ticker,basis,form,period,filing_date,accession_number,ratio,value,unit,formula,quarters,annualized,refusal,inputs"
        )
    );
    assert_eq!(
        lines.next(),
        Some(
            "AAPL,filing,10-Q,2009-06-30,2009-07-22,0001193125-09-153165,GrossMargin,0.3626,pure,GrossProfit / Revenues,1,false,,\
             GrossProfit=3023000000 (filed GrossProfit); Revenues=8337000000 (filed SalesRevenueNet)"
        )
    );
    assert_eq!(csv.stdout.lines().count(), 14, "a header and a record per ratio");
    let ndjson = run(finq(&store, &["ratios", "AAPL", "--quarterly", "-f", "ndjson"]));
    let records: Vec<Value> = ndjson.stdout.lines().map(json).collect();
    assert_eq!(records.len(), 13);
    assert_eq!(records[11]["ratio"], "FreeCashFlowMargin");
    assert!(records[11]["value"].is_null() && records[11]["refusal"].as_str().unwrap().starts_with("mixed periods"));
    // The acid test: current assets less the inventory the 10-Q files, over current liabilities.
    let quick = records.iter().find(|r| r["ratio"] == "QuickRatio").unwrap();
    assert_eq!(
        quick["inputs"],
        "CurrentAssets=35170000000 (filed AssetsCurrent); InventoryNet=380000000 (filed InventoryNet); \
         CurrentLiabilities=16661000000 (filed LiabilitiesCurrent)"
    );
}

#[test]
fn several_companies_and_filings_each_stand_in_their_place() {
    let store = crate::stores::shared(&["2009q3"]);
    let r = run(finq(&store, &["ratios", "AAPL", "ZZZZNOPE", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 8, "one of two failed: partial; {}", r.stderr);
    let all = json(&r.stdout);
    assert_eq!(all.as_array().unwrap().len(), 2, "{all}");
    assert_eq!(all[0]["ticker"], "AAPL");
    assert_eq!(all[1]["ticker"], "ZZZZNOPE");
    assert!(all[1]["error"]["message"].is_string(), "{all}");
    // One filing asked for by its accession: the same ratios as the company's latest 10-Q.
    let one = ratios_json(&store, &["AAPL", "--accession", APPLE_10Q]);
    let latest = ratios_json(&store, &["AAPL", "--quarterly"]);
    assert_eq!(one["ratios"], latest["ratios"]);
    // As known on a day: the filing the store held then, or none.
    let known = ratios_json(&store, &["AAPL", "--provider", "bulk", "--quarterly", "--as-of", "2009-08-01"]);
    assert_eq!(known["ratios"], latest["ratios"]);
    let before = run(finq(&store, &["ratios", "AAPL", "--provider", "bulk", "--quarterly", "--as-of", "2009-07-01"]));
    assert_eq!(before.code, 3, "{}", before.stderr);
    assert!(before.stderr.contains("no filing of AAPL accepted on or before 2009-07-01"), "{}", before.stderr);
}

#[test]
fn what_ratios_cannot_be_asked_is_refused_before_anything_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("empty");
    for (args, said) in [
        (&["ratios", "AAPL", "--provider", "bulk", "--restatements"][..], "--restatements is no ratio's period"),
        (&["ratios", "AAPL", "--provider", "last10k", "--discrete"][..], "--discrete reads every filing's facts"),
        (&["ratios", "AAPL", "--provider", "bulk", "--raw"][..], "ratios are finq's own computation"),
        (&["ratios", "AAPL", "--provider", "bulk", "--periods", "2", "--all-columns"][..], "leave out --all-columns"),
        (&["ratios", "AAPL", "--provider", "last10k"][..], "ratios read a filing's standardized values, which"),
    ] {
        let r = run(finq(&store, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(said), "{args:?}: {}", r.stderr);
    }
}

/// The demo's store answers a filing's ratios offline (its bundled answers have no standardized
/// values), and says so.
#[test]
fn the_demo_answers_a_filings_ratios_from_its_store() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = crate::common::Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CACHE_DIR", dir.path()).args(["--demo", "ratios", "WMT", "-f", "json"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("demo mode: the SEC's data sets"), "{}", r.stderr);
    assert!(r.stdout.contains("\"GrossMargin\""), "{}", r.stdout);
}

#[test]
fn concepts_lists_the_ratios_from_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let r = run(finq(dir.path(), &["concepts", "--ratios", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!((doc["ratios_version"].as_str(), doc["count"].as_u64()), (Some("ratios-2"), Some(17)));
    let roe = doc["ratios"].as_array().unwrap().iter().find(|r| r["name"] == "ReturnOnEquity").unwrap();
    assert_eq!(roe["formula"], "NetIncomeAttributableToParent / EquityAttributableToParent");
    assert_eq!((roe["denominator_positive"].as_bool(), roe["annualizable"].as_bool()), (Some(true), Some(true)));
    let ev = doc["ratios"].as_array().unwrap().iter().find(|r| r["name"] == "EnterpriseValueToEbitda").unwrap();
    assert_eq!((ev["kind"].as_str(), ev["quote_inputs"][0].as_str()), (Some("quote"), Some("MarketCap")));
    assert_eq!(ev["concepts"].as_array().unwrap().len(), 5, "{ev}");
    let table = run(finq(dir.path(), &["concepts", "--ratios", "-f", "table"]));
    insta::assert_snapshot!("concepts_ratios_table", table.stdout);
}

/// The DuckDB and Spark SQL statements of docs/standard.md's ratios section, as written.
fn documented_engines() -> (String, String) {
    let doc =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/standard.md")).unwrap();
    let from = doc.find("**The same ratio in an engine.**").expect("the engines paragraph of docs/standard.md");
    let blocks: Vec<&str> = doc[from..].split("```").collect();
    let sql = |b: &str| b.trim_start_matches("sql").trim().to_string();
    (sql(blocks[1]), sql(blocks[3]))
}

#[test]
#[cfg_attr(
    not(all(finq_readers, finq_spark)),
    ignore = "needs DuckDB, PySpark and Java: python3 on PATH or FINQ_TEST_PYTHON with them (the build warns what is missing)"
)]
fn duckdb_and_spark_give_the_same_ratio_over_the_std_table() {
    let store = crate::stores::shared(&["2009q3"]);
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/ratios_engines.py");
    let (duck, spark) = documented_engines();
    assert!(duck.contains("read_parquet('STORE/std/") && spark.contains("FROM std g JOIN std r"), "{duck}\n{spark}");
    let ran = std::process::Command::new(&python)
        .arg(&script)
        .arg(&store)
        .arg(&duck)
        .arg(&spark)
        .stderr(std::process::Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
    assert!(ran.status.success(), "the engines failed");
    let engines = json(&String::from_utf8(ran.stdout).unwrap());
    let (duck, spark) = (engines["duckdb"].as_object().unwrap(), engines["spark"].as_object().unwrap());
    // Every filing of the quarter with a gross profit and revenues: the same value in both.
    assert!(duck.len() > 100, "{}", duck.len());
    assert_eq!(duck, spark);
    // And each equal to the exact quotient rounded once (the test's own decimals).
    assert_eq!(duck, engines["exact"].as_object().unwrap());
    // Apple's equals finq's, digit for digit.
    let doc = ratios_json(&store, &["AAPL", "--quarterly"]);
    assert_eq!(duck[APPLE_10Q].as_str().unwrap(), ratio(&doc, "GrossMargin")["value"].to_string());
}

/// `a / b` to six places, rounded half away from zero, from ten-thousandths (the test's own
/// arithmetic, not finq's).
fn six_places(a: i128, b: i128) -> String {
    let q = (a * 2_000_000 / b + if (a < 0) == (b < 0) { 1 } else { -1 }) / 2;
    let (int, frac) = (q.abs() / 1_000_000, q.abs() % 1_000_000);
    let sign = if q < 0 { "-" } else { "" };
    let frac = format!("{frac:06}");
    let frac = frac.trim_end_matches('0');
    if frac.is_empty() { format!("{sign}{int}") } else { format!("{sign}{int}.{frac}") }
}

#[tokio::test(flavor = "multi_thread")]
async fn apples_ratios_from_edgars_companyfacts_equal_its_facts() {
    use crate::standard_live::exact;
    let server = crate::standard_live::sec().await;
    let r = run(crate::edgar::edgar(&server, &["ratios", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    // Apple's 10-K for fiscal 2024, from the companyfacts fixture.
    assert_eq!(
        (doc["accession_number"].as_str(), doc["period"].as_str()),
        (Some("0000320193-24-000123"), Some("2024-09-28"))
    );
    let facts =
        json(&String::from_utf8(crate::edgar::fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz")).unwrap());
    let fact = |tag: &str, start: Option<&str>| {
        let list = facts["facts"]["us-gaap"][tag]["units"]["USD"].as_array().unwrap();
        let f = list
            .iter()
            .find(|f| f["accn"] == "0000320193-24-000123" && f["end"] == "2024-09-28" && f["start"].as_str() == start)
            .unwrap_or_else(|| panic!("{tag}"));
        exact(&f["val"])
    };
    let year = Some("2023-10-01");
    let revenue = fact("RevenueFromContractWithCustomerExcludingAssessedTax", year);
    for (name, numerator, denominator) in [
        ("GrossMargin", fact("GrossProfit", year), revenue),
        ("OperatingMargin", fact("OperatingIncomeLoss", year), revenue),
        ("NetMargin", fact("NetIncomeLoss", year), revenue),
        ("CurrentRatio", fact("AssetsCurrent", None), fact("LiabilitiesCurrent", None)),
        ("ReturnOnEquity", fact("NetIncomeLoss", year), fact("StockholdersEquity", None)),
    ] {
        assert_eq!(ratio(&doc, name)["value"].to_string(), six_places(numerator, denominator), "{name}");
    }
    // A 10-K's flows are its year: free cash flow over revenue is no mix of periods.
    let fcfm = ratio(&doc, "FreeCashFlowMargin");
    assert_eq!(fcfm["quarters"], 4, "{fcfm}");
    let fcf = ratio(&doc, "FreeCashFlow");
    let expected = fact("NetCashProvidedByUsedInOperatingActivities", year)
        - fact("PaymentsToAcquirePropertyPlantAndEquipment", year);
    assert_eq!(exact(&fcf["value"]), expected);
    assert_eq!(fcf["inputs"][0]["source"]["version"], "us-gaap", "cited as companyfacts cite it: {fcf}");
}

#[test]
fn the_demos_twelve_months_ratios_equal_its_standardized_twelve_months() {
    let run_json = |args: &[&str]| {
        let r = crate::common::demo(args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        json(&r.stdout)
    };
    let doc = run_json(&["ratios", "AAPL", "--ttm", "-f", "json"]);
    assert_eq!((doc["basis"].as_str(), doc["period"].as_str()), (Some("ttm"), Some("2024-09-28")));
    assert!(doc["accession_number"].is_null() && doc["form"].is_null(), "{doc}");
    // The standardized twelve months `income --ttm --standard` gives, and the latest balances.
    let income = run_json(&["income", "AAPL", "--ttm", "--standard", "-f", "json"]);
    let flow =
        |concept: &str| income["values"].as_array().unwrap().iter().find(|v| v["concept"] == concept).unwrap().clone();
    let balances = run_json(&["balancesheet", "AAPL", "--ttm", "-f", "json"]);
    let balance = |element: &str| {
        let v = balances["values"].as_array().unwrap().iter().find(|v| v["element"] == element).unwrap();
        crate::standard_live::exact(&v["value"])
    };
    let value = |v: &Value| crate::standard_live::exact(&v["value"]);
    let gm = ratio(&doc, "GrossMargin");
    assert_eq!(gm["value"].to_string(), six_places(value(&flow("GrossProfit")), value(&flow("Revenues"))));
    // Each input is the twelve months as `--ttm --standard` cites them: the sum and its four quarters.
    assert_eq!(gm["inputs"], serde_json::json!([flow("GrossProfit"), flow("Revenues")]));
    let roa = ratio(&doc, "ReturnOnAssets");
    assert_eq!(roa["value"].to_string(), six_places(value(&flow("NetIncomeLoss")), balance("Assets")));
    assert_eq!(roa["inputs"][1]["concept"], "Assets");
    assert_eq!(roa["inputs"][1]["sources"][0]["accession_number"], "0000320193-24-000123", "{roa}");
    let current = ratio(&doc, "CurrentRatio");
    assert_eq!(current["value"].to_string(), six_places(balance("AssetsCurrent"), balance("LiabilitiesCurrent")));
    // Twelve months of cash and of revenue: a free cash flow margin (no mix of periods).
    assert_eq!(ratio(&doc, "FreeCashFlowMargin")["quarters"], 4);
    assert_eq!(ratio(&doc, "ReturnOnEquity")["annualized"], false, "a year is never annualized");
    let table = crate::common::demo(&["ratios", "AAPL", "--ttm", "-f", "table"]);
    insta::assert_snapshot!("ratios_demo_ttm_table", table.stdout);
}

/// `--discrete`: each quarter's ratios (newest first) over the standardized quarters `income
/// --discrete --standard` and `cashflow --discrete --standard` give, each flow input that very
/// record, and the balances at the quarter's end as the latest 10-K or 10-Q reporting them there
/// gives them (the demo's companyfacts, read here).
#[test]
fn the_demos_discrete_quarters_ratios_cite_the_standardized_quarters() {
    use crate::standard_live::exact;
    let run_json = |args: &[&str]| {
        let r = crate::common::demo(args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        json(&r.stdout)
    };
    let all = run_json(&["ratios", "AAPL", "--discrete", "-f", "json"]);
    let docs = all.as_array().unwrap();
    let ends: Vec<&str> = docs.iter().map(|d| d["period"].as_str().unwrap()).collect();
    assert_eq!(ends, ["2024-09-28", "2024-06-29", "2024-03-30", "2023-12-30"], "four quarters, newest first");
    let income = run_json(&["income", "AAPL", "--discrete", "--standard", "-f", "json"]);
    let cash = run_json(&["cashflow", "AAPL", "--discrete", "--standard", "-f", "json"]);
    let value = |doc: &Value, concept: &str, end: &str| {
        let values = doc["values"].as_array().unwrap();
        values
            .iter()
            .find(|v| v["concept"] == concept && v["end"] == end)
            .unwrap_or_else(|| panic!("{concept}"))
            .clone()
    };
    let facts =
        json(&String::from_utf8(crate::edgar::fixture("companyfacts/CIK0000320193.apple.fairvalue.json.gz")).unwrap());
    let balance = |tag: &str, end: &str| {
        let list = facts["facts"]["us-gaap"][tag]["units"]["USD"].as_array().unwrap();
        let at = list.iter().filter(|f| {
            f["end"] == end && f.get("start").is_none() && matches!(f["form"].as_str(), Some("10-K" | "10-Q"))
        });
        let latest = at.max_by_key(|f| (f["filed"].as_str().unwrap(), f["accn"].as_str().unwrap())).unwrap();
        exact(&latest["val"])
    };
    for d in docs {
        let end = d["period"].as_str().unwrap();
        assert_eq!((d["basis"].as_str(), d["accession_number"].as_str()), (Some("quarter"), None), "{d}");
        let gm = ratio(d, "GrossMargin");
        assert_eq!(
            gm["inputs"],
            serde_json::json!([value(&income, "GrossProfit", end), value(&income, "Revenues", end)])
        );
        assert_eq!(
            gm["value"].to_string(),
            six_places(exact(&gm["inputs"][0]["value"]), exact(&gm["inputs"][1]["value"]))
        );
        // A quarter of cash flows over a quarter of revenue: no mix of periods.
        let fcfm = ratio(d, "FreeCashFlowMargin");
        assert_eq!(fcfm["quarters"], 1, "{fcfm}");
        assert_eq!(
            fcfm["inputs"],
            serde_json::json!([
                value(&cash, "NetCashFlowsOperating", end),
                value(&cash, "CapitalExpenditure", end),
                value(&income, "Revenues", end)
            ])
        );
        let quick = ratio(d, "QuickRatio");
        let expected = six_places(
            balance("AssetsCurrent", end) - balance("InventoryNet", end),
            balance("LiabilitiesCurrent", end),
        );
        assert_eq!(quick["value"].to_string(), expected, "{end}");
        assert_eq!(
            (quick["inputs"][1]["concept"].as_str(), quick["inputs"][1]["end"].as_str()),
            (Some("InventoryNet"), Some(end))
        );
        let roa = ratio(d, "ReturnOnAssets");
        let net = exact(&value(&income, "NetIncomeLoss", end)["value"]);
        assert_eq!(roa["value"].to_string(), six_places(net, balance("Assets", end)));
    }
    // Annualized only when asked: the quarter's return times four, said so.
    let annual = run_json(&["ratios", "AAPL", "--discrete", "--periods", "1", "--annualize", "-f", "json"]);
    let roe = ratio(&annual[0], "ReturnOnEquity");
    assert_eq!((roe["annualized"].as_bool(), roe["quarters"].as_u64()), (Some(true), Some(1)));
    let table = crate::common::demo(&["ratios", "AAPL", "--discrete", "--periods", "1", "-f", "table"]);
    insta::assert_snapshot!("ratios_demo_discrete_table", table.stdout);
}

/// `--ttm --quote`: the quote's ratios beside the twelve months, their market value the demo's
/// bundled quote's price (as `finq quote` gives it) times the shares outstanding at the
/// balance-sheet date; every input cited, the quote's source, symbol and day too.
#[test]
fn the_quotes_ratios_price_the_twelve_months_with_the_quote_asked() {
    use crate::standard_live::exact;
    let run_json = |args: &[&str]| {
        let r = crate::common::demo(args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        json(&r.stdout)
    };
    let doc = run_json(&["ratios", "AAPL", "--ttm", "--quote", "-f", "json"]);
    let quote = run_json(&["quote", "AAPL", "-f", "json"]);
    assert_eq!(doc["quote"]["price"], quote["last_trade_price"]);
    assert_eq!(
        (doc["quote"]["symbol"].as_str(), doc["quote"]["date"].as_str(), doc["quote"]["currency"].as_str()),
        (Some("AAPL"), quote["last_trade_date"].as_str(), Some("USD"))
    );
    assert_eq!(doc["quote"]["source"], quote["sources"]["last_trade_price"]);
    assert_eq!(doc["ratios"].as_array().unwrap().len(), 17, "the filings' 13 and the quote's 4");
    // The market value: 244.87 × the shares outstanding the 10-K files at 2024-09-28.
    let balances = run_json(&["balancesheet", "AAPL", "--ttm", "-f", "json"]);
    let balance = |element: &str| {
        let v = balances["values"].as_array().unwrap().iter().find(|v| v["element"] == element).unwrap();
        exact(&v["value"])
    };
    let shares = balance("CommonStockSharesOutstanding") / 10_000;
    assert_eq!(shares, 15_116_786_000);
    let cap = 24_487 * shares * 100; // 244.87 in ten-thousandths, times the shares
    let pb = ratio(&doc, "PriceToBook");
    assert_eq!(pb["value"].to_string(), six_places(cap, balance("StockholdersEquity")));
    let market = &pb["inputs"][0];
    assert_eq!((market["input"].as_str(), exact(&market["value"])), (Some("MarketCap"), cap));
    assert_eq!(market["price"], doc["quote"]);
    assert_eq!(market["shares"]["concept"], "SharesOutstanding");
    assert_eq!(market["shares"]["sources"][0]["accession_number"], "0000320193-24-000123", "{market}");
    // Earnings and dividends of the twelve months, as `--ttm --standard` gives them.
    let income = run_json(&["income", "AAPL", "--ttm", "--standard", "-f", "json"]);
    let cash = run_json(&["cashflow", "AAPL", "--ttm", "--standard", "-f", "json"]);
    let flow = |doc: &Value, concept: &str| {
        let v = doc["values"].as_array().unwrap().iter().find(|v| v["concept"] == concept).unwrap();
        exact(&v["value"])
    };
    let pe = ratio(&doc, "PriceToEarnings");
    assert_eq!(pe["value"].to_string(), six_places(cap, flow(&income, "NetIncomeAttributableToParent")));
    assert_eq!(pe["quarters"], 4);
    let dy = ratio(&doc, "DividendYield");
    assert_eq!(dy["value"].to_string(), six_places(flow(&cash, "DividendsPaid"), cap));
    // Enterprise value over EBITDA, from its own cited inputs.
    let ev = ratio(&doc, "EnterpriseValueToEbitda");
    let input = |name: &str| {
        let i = ev["inputs"].as_array().unwrap().iter().find(|i| i["concept"] == name).unwrap();
        exact(&i["value"])
    };
    let enterprise = cap + input("DebtCurrent") + input("DebtNoncurrent") - input("CashAndCashEquivalents");
    let ebitda = flow(&income, "OperatingIncomeLoss") + flow(&cash, "DepreciationAndAmortization");
    assert_eq!(ev["value"].to_string(), six_places(enterprise, ebitda));
    let csv = crate::common::demo(&["ratios", "AAPL", "--ttm", "--quote", "-f", "csv"]).stdout;
    assert_eq!(csv.lines().count(), 18, "a header and a record per ratio: {csv}");
    let last = csv.lines().last().unwrap();
    assert!(last.starts_with("AAPL,ttm,,2024-09-28,,,DividendYield,"), "{last}");
    assert!(
        last.contains("MarketCap=3701647387820 (price 244.87 USD of AAPL on 2025-02-19, Yahoo chart meta"),
        "{last}"
    );
    let table = crate::common::demo(&["ratios", "AAPL", "--ttm", "--quote", "-f", "table"]);
    insta::assert_snapshot!("ratios_demo_ttm_quote_table", table.stdout);
    // Without --quote no quote is asked, and the quote's ratios are left out.
    let plain = run_json(&["ratios", "AAPL", "--ttm", "-f", "json"]);
    assert!(plain.get("quote").is_none() && plain["ratios"].as_array().unwrap().len() == 13, "{plain}");
}

/// `--quote` against a live market source (Yahoo's chart on loopback) and EDGAR's companyfacts:
/// the price as Yahoo sent it, cited so; and `--quote` is refused without `--ttm`.
#[tokio::test(flavor = "multi_thread")]
async fn the_quotes_ratios_from_yahoo_and_edgar() {
    let server = crate::standard_live::sec().await;
    let yahoo = crate::market::yahoo("AAPL", "chart-AAPL-2025-02-01-to-2025-02-02-1m-weekend-empty.json").await;
    let mut f = crate::edgar::edgar(&server, &["ratios", "AAPL", "--ttm", "--quote", "-f", "json"]);
    f.cmd.env("FINQ_MARKET_BASE_URL", yahoo.uri());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["quote"]["price"].to_string(), "244.87");
    assert_eq!(
        (doc["quote"]["source"].as_str(), doc["quote"]["date"].as_str()),
        (Some("Yahoo chart meta"), Some("2025-02-19"))
    );
    let pb = ratio(&doc, "PriceToBook");
    assert!(pb["value"].is_number(), "{pb}");
    assert!(!yahoo.received_requests().await.unwrap().is_empty(), "the quote was asked of the market source");
    for args in [&["ratios", "AAPL", "--quote"][..], &["ratios", "AAPL", "--discrete", "--quote"][..]] {
        let r = run(crate::edgar::edgar(&server, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("--quote prices the latest twelve months"), "{}", r.stderr);
    }
}
