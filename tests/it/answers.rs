//! Answers that are answers (issue 42, items 4 and 5), from a store of the three fixture quarters
//! imported once for the file: a statement whose every value is refused is exit 3 with the
//! reasons on stderr, a derived value that may mix vintages is marked `!` in its own cell (and
//! a TTM summing one), a standardized filing's table says how its relations hold, and `finq
//! concepts` lists the rules' concepts in every format.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::bulk::finq;
use crate::common::{json, run};

/// The three fixture quarters (2009q3, 2010q1, 2010q2), imported once by `finq bulk import`
/// ([`crate::stores`]).
fn store() -> &'static Path {
    static STORE: OnceLock<PathBuf> = OnceLock::new();
    STORE.get_or_init(|| crate::stores::shared(&["2009q3", "2010q1", "2010q2"]))
}

/// stdout, stderr and the exit code of `args` at `columns`, as one text to pin.
fn screen(args: &[&str], columns: &str) -> String {
    let mut f = finq(store(), args);
    f.cmd.env("COLUMNS", columns);
    let r = run(f);
    format!("{}--- stderr ---\n{}--- exit {} ---\n", r.stdout, r.stderr, r.code)
}

#[test]
fn a_statement_whose_every_value_is_refused_is_exit_3_with_the_reasons() {
    // Microsoft's fiscal year starts in July; the store's filings start with its 10-Q of
    // December 2009, so no filing gives FY2009's fourth quarter, and no TTM can be summed.
    let args = ["income", "MSFT", "--provider", "bulk", "--ttm", "-f", "table"];
    insta::assert_snapshot!("all_refused_ttm", screen(&args, "100"));
    for format in ["json", "csv", "ndjson"] {
        let r = run(finq(store(), &["income", "MSFT", "--provider", "bulk", "--ttm", "-f", format]));
        assert_eq!((r.code, r.stdout.as_str()), (3, ""), "{format}: {}", r.stderr);
        assert!(r.stderr.contains("finq: MSFT: 9 values refused: FY2009 Q4 is not given"), "{}", r.stderr);
        assert!(
            r.stderr.lines().last().unwrap().starts_with(
                "finq: error: statement not found: MSFT's income statement has no value for the trailing twelve months: \
                 14 refused, 9 of them because FY2009 Q4 is not given"
            ),
            "{}",
            r.stderr
        );
    }
    // Quiet: the error line alone, still with the most common reason.
    let r = run(finq(store(), &["income", "MSFT", "--provider", "bulk", "--ttm", "--standard", "-q"]));
    assert_eq!((r.code, r.stderr.lines().count()), (3, 1), "{}", r.stderr);
    assert!(r.stderr.contains("because FY2009 Q4 is not given"), "{}", r.stderr);
    // Beside a company with values: that company's answer, the other named, exit 8.
    let r = run(finq(store(), &["income", "MSFT", "AAPL", "--provider", "bulk", "--ttm", "-f", "json"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    let docs = json(&r.stdout);
    assert_eq!(docs[0]["error"]["exit_code"], 3);
    assert_eq!(docs[1]["ticker"], "AAPL");
    // Some values given: an answer, its refusals in the table and JSON (Microsoft's latest two
    // quarters are filed).
    let r = run(finq(store(), &["income", "MSFT", "--provider", "bulk", "--discrete", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert!(!doc["values"].as_array().unwrap().is_empty() && !doc["refused"].as_array().unwrap().is_empty());
}

#[test]
fn a_derived_value_that_may_mix_vintages_is_marked_in_its_cell_and_in_the_ttm() {
    // Apple's FY2009 Q4: the year as restated by the 10-K/A of January 2010 less the nine months
    // of the July 2009 10-Q.
    let discrete = ["income", "AAPL", "--provider", "bulk", "--discrete", "--units", "millions", "-f", "table"];
    let text = screen(&discrete, "200");
    insta::assert_snapshot!("vintages_discrete", text);
    let revenue = text.lines().find(|l| l.trim_start().starts_with("SalesRevenueNet")).unwrap();
    assert!(revenue.contains("16,238!") && revenue.contains("8,337 "), "{revenue}");
    assert!(!text.contains("16,238*"), "{text}");
    let ttm = ["income", "AAPL", "--provider", "bulk", "--ttm", "--units", "millions", "-f", "table"];
    let text = screen(&ttm, "200");
    insta::assert_snapshot!("vintages_ttm", text);
    assert!(text.lines().any(|l| l.trim_start().starts_with("SalesRevenueNet") && l.ends_with("53,757!")), "{text}");
    // JSON: the sum's own caution names the quarter and says why; CSV's caution column the same.
    let r = run(finq(store(), &["income", "AAPL", "--provider", "bulk", "--ttm", "-f", "json"]));
    let doc = json(&r.stdout);
    let sales = doc["values"].as_array().unwrap().iter().find(|v| v["element"] == "SalesRevenueNet").unwrap();
    let caution = sales["caution"].as_str().unwrap();
    assert!(
        caution.starts_with("FY2009 Q4: may mix vintages: 2008-10-01 to 2009-09-30 was restated by 10-K/A"),
        "{caution}"
    );
    let csv = run(finq(store(), &["income", "AAPL", "--provider", "bulk", "--ttm", "-f", "csv"])).stdout;
    let row = csv.lines().find(|l| l.contains(",SalesRevenueNet,")).unwrap();
    assert!(row.contains("FY2009 Q4: may mix vintages"), "{row}");
    // Standardized quarters mark it alike.
    let r = run(finq(store(), &["income", "AAPL", "--provider", "bulk", "--discrete", "--standard", "-f", "table"]));
    let revenues = r.stdout.lines().find(|l| l.trim_start().starts_with("Revenues ")).unwrap();
    assert!(revenues.contains("16,238,000,000!"), "{revenues}");
}

#[test]
fn a_standardized_filing_says_how_its_relations_hold() {
    let one = ["income", "AAPL", "--provider", "bulk", "--quarterly", "--standard", "-f", "table"];
    let r = run(finq(store(), &one));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let last = r.stdout.lines().last().unwrap();
    assert_eq!(last, "relations: 4 of 4 counted checks hold (exactly or within the filing's rounding unit)");
    // JSON counts the same checks.
    let doc = json(&run(finq(store(), &[&one[..7], &["json"]].concat())).stdout);
    let counted = doc["standard"]["checks"].as_array().unwrap().iter().filter(|c| c["counted"] == true).count();
    assert_eq!(counted, 4);
    // Side by side: every filing's checks on one line.
    let two = ["balancesheet", "AAPL", "--provider", "bulk", "--quarterly", "--standard", "--periods", "2"];
    let r = run(finq(store(), &[&two[..], &["-f", "table"]].concat()));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.lines().last().unwrap().starts_with("relations: ")
            && r.stdout.contains("counted checks hold (exactly or within each filing's rounding unit)"),
        "{}",
        r.stdout
    );
    // Statements as filed have no such line.
    let r = run(finq(store(), &["income", "AAPL", "--provider", "bulk", "--quarterly", "-f", "table"]));
    assert!(!r.stdout.contains("relations:"), "{}", r.stdout);
}

#[test]
fn concepts_are_listed_from_the_rules_in_every_format() {
    let r = run(finq(store(), &["concepts", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["mapping_version"], "fac-finq-15");
    let concepts = doc["concepts"].as_array().unwrap();
    assert_eq!(doc["count"].as_u64(), Some(concepts.len() as u64));
    let revenues = concepts.iter().find(|c| c["concept"] == "Revenues").unwrap();
    assert_eq!(
        (revenues["statement"].as_str(), revenues["sign"].as_str(), revenues["kind"].as_str()),
        (Some("income"), Some("either"), Some("amount"))
    );
    let elements: Vec<&str> =
        revenues["elements"].as_array().unwrap().iter().map(|e| e["element"].as_str().unwrap()).collect();
    assert!(elements.starts_with(&["Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax"]), "{elements:?}");
    assert!(elements.contains(&"SalesRevenueNet"));
    let goods =
        &revenues["elements"].as_array().unwrap().iter().find(|e| e["element"] == "SalesRevenueGoodsNet").unwrap();
    assert_eq!(goods["guard"], serde_json::json!({"unless": "RevenuesServices"}));
    assert_eq!(revenues["derived_by"], serde_json::json!(["IS1", "BK2"]));
    // A guard on where the element is presented, or on what another concept was taken from.
    let guard = |concept: &str, element: &str| {
        let c = concepts.iter().find(|c| c["concept"] == concept).unwrap();
        c["elements"].as_array().unwrap().iter().find(|e| e["element"] == element).unwrap()["guard"].clone()
    };
    assert_eq!(
        guard("TemporaryEquity", "OtherMinorityInterests"),
        serde_json::json!({"between": ["Liabilities", "EquityAttributableToParent"]})
    );
    assert_eq!(
        guard("Equity", "StockholdersEquity"),
        serde_json::json!({
            "after": "EquityAttributableToNoncontrollingInterest",
            "not": ["Liabilities", "CommitmentsAndContingencies"]
        })
    );
    assert_eq!(guard("EquityAttributableToParent", "StockholdersEquity"), serde_json::json!({"unlike": "Equity"}));
    // Several guards, all of which hold: one object, a key each.
    assert_eq!(
        guard("CostsAndExpenses", "OperatingCostsAndExpenses"),
        serde_json::json!({"unless": "GrossProfit", "before": "OperatingIncomeLoss"})
    );
    assert_eq!(
        guard("NetCashFlowsDiscontinued", "NetCashProvidedByUsedInDiscontinuedOperations"),
        serde_json::json!({"notafter": "NetCashFlow"})
    );
    // The lines read in place where none of a concept's elements is filed.
    let presented = |concept: &str| concepts.iter().find(|c| c["concept"] == concept).unwrap()["presented"].clone();
    // Temporary equity between the liabilities and the parent's equity's parts, which begin at
    // the first line of one of the elements the taxonomy makes its parts where the lines fall
    // short of it.
    let temporary = presented("TemporaryEquity");
    assert_eq!(temporary["between"], serde_json::json!(["Liabilities", "EquityAttributableToParent"]));
    let parts: Vec<&str> = temporary["parts"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    assert!(parts.starts_with(&["PreferredStockValue"]) && parts.contains(&"CommonStockValue"), "{parts:?}");
    // Discontinued operations under the filer's own element so named, between two lines.
    assert_eq!(
        presented("IncomeLossFromDiscontinuedOperations"),
        serde_json::json!({
            "named": "DiscontinuedOperation",
            "between": ["IncomeLossFromContinuingOperationsAfterTax", "NetIncomeLoss"]
        })
    );
    assert_eq!(
        presented("Equity"),
        serde_json::json!({"total": ["EquityAttributableToParent", "LiabilitiesAndEquity"]})
    );
    assert_eq!(presented("Revenues"), serde_json::Value::Null);
    let cash = concepts.iter().find(|c| c["concept"] == "CashAndCashEquivalents").unwrap();
    assert_eq!(
        (cash["sign"].as_str(), &cash["elements"][0]["own_total"]),
        (Some("positive"), &serde_json::json!(true))
    );

    // CSV and NDJSON: one record per concept, the elements as docs/standard.md lists them.
    let csv = run(finq(store(), &["concepts", "-f", "csv"])).stdout;
    assert_eq!(csv.lines().next(), Some("concept,statement,period,kind,template,sign,elements,presented,derived_by"));
    assert_eq!(csv.lines().count(), concepts.len() + 1);
    assert!(
        csv.lines().any(|l| l.starts_with("IncomeLossFromDiscontinuedOperations,")
            && l.contains(
                ",named DiscontinuedOperation between IncomeLossFromContinuingOperationsAfterTax NetIncomeLoss,"
            )),
        "{csv}"
    );
    let docs = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/standard.md")).unwrap();
    let ndjson = run(finq(store(), &["concepts", "-f", "ndjson"])).stdout;
    assert_eq!(ndjson.lines().count(), concepts.len());
    for line in ndjson.lines() {
        let c = json(line);
        let elements = c["elements"].as_str().unwrap().replace("; ", ", ");
        let elements = if elements.is_empty() { "derived only".to_string() } else { elements };
        let (name, sign) = (c["concept"].as_str().unwrap(), c["sign"].as_str().unwrap());
        let row = format!("| {name} | ");
        let documented = docs.lines().find(|l| l.starts_with(&row)).unwrap_or_else(|| panic!("{name}"));
        assert!(documented.ends_with(&format!("| {sign} | {elements} |")), "{documented}\n{line}");
    }
    // The table: a paragraph a concept, fitted to the width.
    let text = screen(&["concepts", "-f", "table"], "100");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    insta::assert_snapshot!("concepts_table", text);
}
