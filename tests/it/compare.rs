//! `finq compare`: several companies' statements as one document, lines aligned by element, each
//! company's own label kept; from the bulk store (the real 2009q3 quarter) and from any provider
//! (the demo's as-filed and classic answers side by side).

use crate::common::{json, run};
use crate::from_store::finq;

/// `compare` from the store, with `args` after it.
fn compare(args: &[&str]) -> crate::common::Run {
    let mut all = vec!["--provider", "bulk", "compare"];
    all.extend(args);
    run(finq(&all))
}

fn line<'a>(doc: &'a serde_json::Value, element: &str) -> &'a serde_json::Value {
    doc["lines"].as_array().unwrap().iter().find(|l| l["element"] == element).unwrap_or_else(|| panic!("no {element}"))
}

#[test]
fn three_companies_side_by_side_from_the_store() {
    let r = compare(&["income", "AAPL", "GOOG", "INTC", "--quarterly", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["statement"], "income");
    let tickers: Vec<&str> = v["columns"].as_array().unwrap().iter().map(|c| c["ticker"].as_str().unwrap()).collect();
    assert_eq!(tickers, ["AAPL", "GOOG", "INTC"]);
    for c in v["columns"].as_array().unwrap() {
        assert_eq!((c["months"].as_u64(), c["end"].as_str()), (Some(3), Some("2009-06-30")), "{c}");
        assert_eq!(c["basis"], "as filed, from the SEC's financial statement data sets");
    }
    // One line per element, every company's value in its column, exact; each company's own label.
    let revenue = line(&v, "SalesRevenueNet");
    assert_eq!(revenue["values"].to_string(), "[8337000000,5522897000,8024000000]");
    assert_eq!(revenue["labels"], serde_json::json!(["Net sales", "Revenues", "Net revenue"]));
    assert_eq!(revenue["label"], "Net sales", "the first company's label");
    let net = line(&v, "NetIncomeLoss");
    assert_eq!(net["values"].to_string(), "[1229000000,1484545000,-398000000]");
    // A line only some companies have is null for the others.
    let rnd = line(&v, "GrossProfit");
    assert_eq!(rnd["values"].to_string(), "[3023000000,null,4079000000]", "Google shows no gross margin");
    assert_eq!(v["errors"], serde_json::json!([]));
}

#[test]
fn a_company_that_fails_is_named_and_the_rest_written() {
    let r = compare(&["balancesheet", "AAPL", "NOSUCH", "IBM", "--quarterly", "-f", "json"]);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(r.stderr.contains("NOSUCH: company not found"), "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["columns"].as_array().unwrap().len(), 2);
    assert_eq!(v["errors"][0]["ticker"], "NOSUCH");
    assert_eq!(v["errors"][0]["error"]["exit_code"], 3);
    // Total assets of both, as filed.
    assert_eq!(line(&v, "Assets")["values"].to_string(), "[48140000000,103655000000]");
    // Every company failing is that failure's exit code, and nothing is written.
    let r = compare(&["income", "NOSUCH", "NOSUCH2", "--quarterly"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert!(r.stderr.contains("all 2 items failed"), "{}", r.stderr);
}

#[test]
fn periods_all_columns_csv_and_jq() {
    // --periods: each company's filings; the store holds one of each, which is said.
    let r = compare(&["income", "AAPL", "GOOG", "--quarterly", "--periods", "2", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("AAPL: 1 of 2 requested filings exist"), "{}", r.stderr);
    assert_eq!(json(&r.stdout)["columns"].as_array().unwrap().len(), 2);
    // --all-columns: every column each filing shows (Apple's quarter and nine months, two years).
    let r = compare(&["income", "AAPL", "GOOG", "--quarterly", "--all-columns", "-f", "json"]);
    let v = json(&r.stdout);
    let shown: Vec<(String, u64)> = v["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["ticker"].as_str().unwrap().to_string(), c["months"].as_u64().unwrap()))
        .collect();
    assert_eq!(shown.len(), 8);
    assert_eq!(shown[3], ("AAPL".to_string(), 9));
    // CSV: one record per value, each with its company's own label.
    let r = compare(&["income", "AAPL", "GOOG", "--quarterly", "-f", "csv"]);
    let mut lines = r.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "statement,line,element,prefix,axis,axis_member,measure,label,ticker,company,cik,form,period,filing_date,\
             accession_number,column_heading,column_label,column_end,own_label,value"
        )
    );
    assert!(r.stdout.contains(",GOOG,GOOGLE INC.,1288776,10-Q,2009-06-30,2009-08-04,0001193125-09-163845,3 Months Ended,\"Jun. 30, 2009\",2009-06-30,Revenues,5522897000"), "{}", r.stdout);
    // --jq on the one document.
    let r = compare(&[
        "income",
        "AAPL",
        "GOOG",
        "--quarterly",
        "--jq",
        ".lines[] | select(.element == \"NetIncomeLoss\") | .values",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.split_whitespace().collect::<String>(), "[1229000000,1484545000]");
}

#[test]
fn any_provider_the_demos_answers_side_by_side() {
    // Apple's as filed (EDGAR's pages), Google's in the classic service's form: one document.
    let r = crate::common::demo(&["compare", "income", "AAPL", "GOOG", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    let bases: Vec<&str> = v["columns"].as_array().unwrap().iter().map(|c| c["basis"].as_str().unwrap()).collect();
    assert_eq!(bases, ["as filed", "service"]);
    let rnd = line(&v, "ResearchAndDevelopmentExpense");
    assert!(rnd["values"][0].is_number() && rnd["values"][1].is_number(), "aligned across the forms: {rnd}");
}

#[test]
fn what_compare_refuses() {
    let r = compare(&["income", "AAPL", "--accession", "0001193125-09-153165"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--accession names one filing"), "{}", r.stderr);
    let r = compare(&["--raw", "income", "AAPL"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let r = compare(&["incomes", "AAPL"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    // Figures as first and as latest filed are each company's own: the refusal says how to ask.
    let r = compare(&["cashflow", "AAPL", "MSFT", "--restatements"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("or ask `finq cashflow TICKER… --restatements` for each company's"), "{}", r.stderr);
    // The statement's alias works as for its command.
    let r = compare(&["bs", "AAPL", "--quarterly", "-f", "json"]);
    assert_eq!(json(&r.stdout)["statement"], "balancesheet");
}

#[test]
fn compare_tables_at_80_and_120_columns() {
    for columns in [80, 120] {
        let mut f =
            finq(&["--provider", "bulk", "-f", "table", "compare", "income", "AAPL", "GOOG", "INTC", "--quarterly"]);
        f.cmd.env("COLUMNS", columns.to_string());
        let r = run(f);
        assert_eq!(r.code, 0, "{}", r.stderr);
        insta::assert_snapshot!(format!("compare_income_{columns}"), r.stdout);
    }
}
