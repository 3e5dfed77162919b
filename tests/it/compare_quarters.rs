//! `finq compare STATEMENT TICKER… --discrete` and `--ttm`: several companies' quarters (or
//! trailing twelve months) aligned by element or concept. Every value of the comparison is the
//! statement command's value for the same company, quarter and line, object for object (its
//! origin and sources included), and the statement command's every value is in the comparison:
//! from EDGAR's companyfacts (Apple's and NVIDIA's, served by a local server) and from the bulk
//! store of the three real data sets.

use serde_json::Value;

use crate::common::{json, run};
use crate::edgar::edgar;
use crate::quarters_live::sec;

/// The line's name in a value or a line: its concept (standardized), else its element.
fn name(v: &Value) -> &str {
    v.get("concept").and_then(Value::as_str).or_else(|| v["element"].as_str()).unwrap()
}

/// Asserts that `compare` (the aligned document) holds exactly the values of `statements` (the
/// statement command's documents of the same companies), each in its company's column of its
/// quarter and on its line, and nothing else; and the same refusals. Returns how many values.
fn same_values(compare: &Value, statements: &Value) -> usize {
    let columns = compare["columns"].as_array().unwrap();
    let lines = compare["lines"].as_array().unwrap();
    let docs: Vec<&Value> = match statements {
        Value::Array(all) => all.iter().filter(|d| d.get("error").is_none()).collect(),
        one => vec![one],
    };
    let mut seen = 0;
    let mut refused: Vec<String> = Vec::new();
    let refusal =
        |ticker: &str, r: &Value| format!("{ticker} {} {} {} {}", name(r), r["unit"], r["quarter"], r["reason"]);
    for d in &docs {
        let ticker = d["ticker"].as_str().unwrap();
        for v in d["values"].as_array().unwrap() {
            let column = columns
                .iter()
                .position(|c| c["ticker"] == ticker && c["quarter"] == v["quarter"])
                .unwrap_or_else(|| panic!("no column of {ticker} {}", v["quarter"]));
            let line = lines
                .iter()
                .find(|l| name(l) == name(v) && l["unit"] == v["unit"])
                .unwrap_or_else(|| panic!("no line {} {}", name(v), v["unit"]));
            assert_eq!(&line["values"][column], v, "{ticker} {} {}", name(v), v["quarter"]);
            seen += 1;
        }
        refused.extend(d["refused"].as_array().unwrap().iter().map(|r| refusal(ticker, r)));
    }
    let shown: usize =
        lines.iter().map(|l| l["values"].as_array().unwrap().iter().filter(|v| !v.is_null()).count()).sum();
    assert_eq!(shown, seen, "the comparison shows only the statement command's values");
    let mut theirs: Vec<String> =
        compare["refused"].as_array().unwrap().iter().map(|r| refusal(r["ticker"].as_str().unwrap(), r)).collect();
    theirs.sort();
    refused.sort();
    assert_eq!(theirs, refused, "the same refusals, each with its company");
    for l in lines {
        assert_eq!(l["values"].as_array().unwrap().len(), columns.len());
    }
    seen
}

#[tokio::test(flavor = "multi_thread")]
async fn quarters_and_ttm_of_two_companies_from_companyfacts_are_the_statement_commands() {
    for (statement, mode) in [
        ("income", &["--discrete"][..]),
        ("income", &["--discrete", "--standard", "--periods", "6"][..]),
        ("cashflow", &["--ttm"][..]),
        ("income", &["--ttm", "--standard"][..]),
        ("balancesheet", &["--ttm"][..]),
    ] {
        // A server each: it answers each document at most three times.
        let server = sec().await;
        let mut args = vec!["compare", statement, "AAPL", "NVDA", "-f", "json"];
        args.extend(mode);
        let r = run(edgar(&server, &args));
        assert_eq!(r.code, 0, "{statement} {mode:?}: {}", r.stderr);
        let aligned = json(&r.stdout);
        let mut args = vec![statement, "AAPL", "NVDA", "-f", "json"];
        args.extend(mode);
        let r = run(edgar(&server, &args));
        assert_eq!(r.code, 0, "{}", r.stderr);
        let n = same_values(&aligned, &json(&r.stdout));
        assert!(n > 10, "{statement} {mode:?}: {n} values");
        let tickers: Vec<&str> =
            aligned["columns"].as_array().unwrap().iter().map(|c| c["ticker"].as_str().unwrap()).collect();
        let columns_each = if mode.contains(&"--discrete") {
            mode.iter().position(|a| *a == "--periods").map_or(4, |i| mode[i + 1].parse().unwrap())
        } else {
            1
        };
        let mut expected = vec!["AAPL"; columns_each];
        expected.extend(vec!["NVDA"; columns_each]);
        assert_eq!(tickers, expected, "{statement} {mode:?}");
    }
    // Each company keeps its own fiscal quarters: Apple's fiscal 2024 ends in September,
    // NVIDIA's fiscal 2025 in January 2025.
    let server = sec().await;
    let r = run(edgar(&server, &["compare", "income", "AAPL", "NVDA", "--discrete", "--periods", "1", "-f", "json"]));
    let doc = json(&r.stdout);
    let columns: Vec<(&str, &str)> = doc["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["quarter"].as_str().unwrap(), c["end"].as_str().unwrap()))
        .collect();
    assert_eq!(columns[0], ("FY2024 Q4", "2024-09-28"), "{columns:?}");
    assert_eq!(columns[1].1.get(..4), Some("2024"), "{columns:?}");
    assert_eq!(doc["mode"], "discrete");
    assert_eq!(doc["errors"], serde_json::json!([]));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_company_that_fails_is_named_and_the_rest_aligned() {
    let server = sec().await;
    let r = run(edgar(&server, &["compare", "income", "AAPL", "NOSUCHCO", "--ttm", "-f", "json"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert_eq!(r.stderr.lines().filter(|l| l.starts_with("finq: NOSUCHCO: ")).count(), 1, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["errors"][0]["ticker"], "NOSUCHCO");
    assert_eq!(doc["errors"][0]["error"]["exit_code"], 3);
    assert_eq!(doc["columns"].as_array().unwrap().len(), 1);
    // NDJSON: the statement command's records, then the company left out.
    let r = run(edgar(&server, &["compare", "income", "AAPL", "NOSUCHCO", "--ttm", "-f", "ndjson"]));
    let last = json(r.stdout.lines().last().unwrap());
    assert_eq!((last["ticker"].as_str(), last["exit_code"].as_i64()), (Some("NOSUCHCO"), Some(3)));
    // The table says why per-share amounts are refused in a TTM, as the statement's does (a
    // server of its own: each answers a document three times at most).
    let server = sec().await;
    let r = run(edgar(&server, &["-f", "table", "compare", "income", "AAPL", "NVDA", "--ttm"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("the trailing twelve months of each"), "{}", r.stdout);
    assert!(r.stdout.contains("refused per-share amounts and share counts are never summed"), "{}", r.stdout);
    // Every company failing: that failure's exit code, nothing written.
    let r = run(edgar(&server, &["compare", "income", "NOSUCHCO", "NOSUCHTOO", "--discrete"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
}

#[test]
fn standardized_quarters_of_three_companies_from_the_store() {
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let args = |first: &[&str], format: &str| {
        let mut a = first.to_vec();
        a.extend(["AAPL", "MSFT", "IBM", "--provider", "bulk", "--discrete", "--standard", "--periods", "2", "-f"]);
        a.push(format);
        a.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let finq = |a: &[String]| run(crate::bulk::finq(&store, &a.iter().map(String::as_str).collect::<Vec<_>>()));
    let aligned = finq(&args(&["compare", "income"], "json"));
    assert_eq!(aligned.code, 0, "{}", aligned.stderr);
    let aligned = json(&aligned.stdout);
    let statements = finq(&args(&["income"], "json"));
    assert_eq!(statements.code, 0, "{}", statements.stderr);
    assert!(same_values(&aligned, &json(&statements.stdout)) > 40);
    assert_eq!(aligned["mode"], "discrete standardized");
    assert!(aligned["mapping_version"].as_str().unwrap().starts_with("fac-finq-"));
    // Each company's relation checks, named by its ticker.
    let checks = aligned["checks"].as_array().unwrap();
    for t in ["AAPL", "MSFT", "IBM"] {
        assert!(checks.iter().any(|c| c["ticker"] == t), "no checks of {t}");
    }
    // Revenues of all three in a quarter ending 2010-03-31 (Apple's and Microsoft's fiscal
    // second and third quarters, IBM's first), filed as three months.
    let revenues = aligned["lines"].as_array().unwrap().iter().find(|l| l["concept"] == "Revenues").unwrap();
    let march: Vec<&Value> = aligned["columns"]
        .as_array()
        .unwrap()
        .iter()
        .zip(revenues["values"].as_array().unwrap())
        .filter(|(c, _)| c["end"] == "2010-03-31")
        .map(|(_, v)| &v["value"])
        .collect();
    assert_eq!(serde_json::json!(march).to_string(), "[13499000000,14503000000,22857000000]");
    // CSV: the statement command's records, byte for byte.
    let csv = finq(&args(&["compare", "income"], "csv"));
    let statements_csv = finq(&args(&["income"], "csv"));
    assert_eq!(csv.code, 0, "{}", csv.stderr);
    assert_eq!(csv.stdout, statements_csv.stdout);
    // The table: each company's quarters side by side, the checks under it.
    let mut f = crate::bulk::finq(
        &store,
        &[
            "-f",
            "table",
            "--units",
            "millions",
            "compare",
            "income",
            "AAPL",
            "MSFT",
            "--provider",
            "bulk",
            "--discrete",
            "--standard",
            "--periods",
            "2",
        ],
    );
    f.cmd.env("COLUMNS", "120");
    let table = run(f);
    assert_eq!(table.code, 0, "{}", table.stderr);
    insta::assert_snapshot!("compare_quarters_standard_table", table.stdout);
}

#[test]
fn what_compare_in_quarters_refuses() {
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let finq = |a: &[&str]| run(crate::bulk::finq(&store, a));
    let r = finq(&["compare", "income", "AAPL", "MSFT", "--provider", "bulk", "--restatements"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("ask `finq income TICKER… --restatements` for each company's"), "{}", r.stderr);
    let r = finq(&["compare", "bs", "AAPL", "MSFT", "--provider", "bulk", "--discrete"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("balancesheet --ttm gives the latest ones"), "{}", r.stderr);
    let r = finq(&["compare", "equity", "AAPL", "MSFT", "--provider", "bulk", "--ttm"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    // A balance sheet's `--ttm`: each company's latest balances, one column each.
    let r = finq(&["-f", "table", "compare", "bs", "AAPL", "MSFT", "--provider", "bulk", "--ttm"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("the latest balances of each"), "{}", r.stdout);
}
