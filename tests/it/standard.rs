//! Standardized statements from the bulk store, on the real quarters 2009q3 (10-Qs, amendments)
//! and 2010q1 (10-Ks, 20-Fs, 40-F): the quality report's figures, every standardized value and
//! check verified by an independent reader of the SEC's text (Python's standard library, not
//! finq's code), `--standard` statements in every format, compare aligned concept by concept,
//! and the refusals.

use std::path::{Path, PathBuf};

use crate::bulk::finq;
use crate::common::{json, run};

fn relation<'a>(report: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    report["relations"].as_array().unwrap().iter().find(|r| r["relation"] == id).unwrap()
}

#[test]
fn the_quality_report_of_two_real_quarters() {
    let store = crate::stores::shared(&["2009q3", "2010q1"]);
    // The figures as measured when the rules (fac-finq-15: the mezzanine ending where the parent's
    // equity's parts begin, discontinued operations under the filer's own element so named;
    // fac-finq-14: a sign the filing's own figures decide turned; fac-finq-13: temporary equity read between the
    // liabilities and the equity's parts, the equity's total right above total liabilities and
    // equity) were written: a change of the rules that moves them is a change to review, and
    // BENCHMARKS.md and docs/standard.md say them.
    let r = run(finq(&store, &["bulk", "quality", "2009q3", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q3 = json(&r.stdout);
    assert_eq!(q3["mapping_version"], "fac-finq-15");
    assert_eq!(q3["quarters"], serde_json::json!(["2009q3"]));
    // 430 of the 435 filings are 10-Qs and their kin; 428 have balance-sheet totals or net income
    // (6 of them, Citigroup's among them, read at their legal entity ParentCompany).
    assert_eq!((q3["filings"].as_u64(), q3["standardized"].as_u64()), (Some(430), Some(428)));
    // 402 of the 428 pass every relation counted in them: 0.9393, rounded half up (367 before
    // fac-finq-5 turned Entergy's negative liabilities and equity, and Illinois Tool Works'
    // interest expense filed negative; 368 before fac-finq-7 counted gains on sales in operating
    // income and took a bank's revenues as its net interest and noninterest income; 372 before
    // fac-finq-9 read a minority interest between liabilities and equity as temporary equity; 373
    // before fac-finq-10 counted discontinued cash flows below financing in the net change; 375
    // before fac-finq-11 counted currency effects in CF2; 376 before fac-finq-12 solved the
    // noncontrolling interest from the two equities, took a costs' total only right above
    // operating income and counted gains on sales below the nonoperating lines, and before the
    // rounding unit was that of nine in ten amounts; 384 before fac-finq-13 read General Growth's,
    // Vornado's, ERP Operating's, Boston Properties LP's and Annaly's temporary equity in place;
    // 389 before fac-finq-14 turned the signs their own figures decide: Loews', El Paso's, RRI's,
    // CSX's, Fidelity National Information's, KBR's, Weatherford's, CenterPoint's and NII's, the
    // 9 passing with a sign so turned; 398 before fac-finq-15 read Simon's and Cablevision's
    // temporary equity above the parent's equity's parts and Public Storage's discontinued
    // operations under its own element).
    assert_eq!((q3["evaluated"].as_u64(), q3["pass_all"].as_u64()), (Some(428), Some(402)));
    assert_eq!(q3["pass_all_share"].to_string(), "0.9393");
    assert_eq!(q3["pass_all_signs_turned"].as_u64(), Some(9));
    let bs1 = relation(&q3, "BS1");
    assert_eq!(bs1["formula"], "Assets = LiabilitiesAndEquity");
    // Medco's liabilities and equity, in tenths of a million as most of its amounts, holds within
    // that unit (it did not while one exact amount made the unit a dollar).
    assert_eq!((bs1["counted"].as_u64(), bs1["within_rounding"].as_u64()), (Some(426), Some(426)), "{bs1}");
    assert_eq!(bs1["share"].to_string(), "1.0000");
    // A relation every filing makes true by construction is never counted.
    assert_eq!(relation(&q3, "BS2")["counted"], 0);
    let failures = q3["failures"].as_array().unwrap();
    assert_eq!(failures.len(), 31, "every failing check of the 26 filings that fail one, with its numbers");
    let f = &failures[0];
    assert_eq!(decimal(&f["difference"]), decimal(&f["total"]) - decimal(&f["sum"]), "{f}");
    // Every failure classed, most by what the filing's own figures show, at most 30% unexplained.
    assert_eq!(
        q3["failure_classes"],
        serde_json::json!({"outside_element": 22, "subtotal_as_total": 2, "unexplained": 7})
    );
    // Simon's temporary equity (its limited partners' interest and convertible preferred, above
    // its equity's parts that fall short: BS4) and Public Storage's discontinued operations (its
    // own element named so: IS7) are read in place; 13 of the 15 REITs pass.
    for name in ["SIMON PROPERTY GROUP INC /DE/", "PUBLIC STORAGE", "CABLEVISION SYSTEMS CORP /NY"] {
        assert!(!failures.iter().any(|f| f["name"] == name), "{name}");
    }
    let reits = q3["industries"].as_array().unwrap().iter().find(|i| i["industry"] == "REITs").unwrap();
    assert_eq!((reits["evaluated"].as_u64(), reits["pass_all"].as_u64()), (Some(15), Some(13)), "{reits}");
    // CenterPoint's tax filed as a benefit (a filer_sign failure under fac-finq-13): its income
    // before tax, solved from its figure before equity-method income, and its net income decide
    // the sign; IS6 is then not counted.
    assert!(!failures.iter().any(|f| f["name"] == "CENTERPOINT ENERGY INC"));
    let is6 = relation(&q3, "IS6");
    assert_eq!((is6["counted"].as_u64(), is6["signs_turned"].as_u64()), (Some(282), Some(2)), "{is6}");
    // CI1: the noncontrolling interest's comprehensive income filed with the deduction's sign
    // (Loews, El Paso, KBR, Weatherford) is turned by CI1's own figures, which are then not
    // counted there: 33 of 34 (33 of 38, 4 of them the filers' signs, under fac-finq-13).
    let ci1 = relation(&q3, "CI1");
    assert_eq!(
        (ci1["counted"].as_u64(), ci1["within_rounding"].as_u64(), ci1["filer_errors"].as_u64()),
        (Some(34), Some(33), Some(0))
    );
    assert_eq!(ci1["signs_turned"].as_u64(), Some(4));
    assert_eq!(ci1["share_filer_errors_apart"].to_string(), "0.9706");
    // Utilities at 80%, 3 of the 32 (El Paso, RRI, CenterPoint) passing with a sign turned.
    let utilities = q3["industries"].as_array().unwrap().iter().find(|i| i["industry"] == "utilities").unwrap();
    assert_eq!(
        (utilities["evaluated"].as_u64(), utilities["pass_all"].as_u64(), utilities["pass_all_signs_turned"].as_u64()),
        (Some(40), Some(32), Some(3)),
        "{utilities}"
    );
    let banks = q3["industries"].as_array().unwrap().iter().find(|i| i["industry"] == "banks").unwrap();
    assert_eq!((banks["filings"].as_u64(), banks["pass_all"].as_u64()), (Some(19), Some(16)), "{banks}");
    let revenues = q3["concepts"].as_array().unwrap().iter().find(|c| c["concept"] == "Revenues").unwrap();
    assert_eq!(revenues["fill_share"].to_string(), "0.9439", "{revenues}");

    // Both quarters at once: the annual reports of 2010q1 counted with the 10-Qs.
    let both = json(&run(finq(&store, &["bulk", "quality", "-f", "json"])).stdout);
    assert_eq!(both["quarters"], serde_json::json!(["2009q3", "2010q1"]));
    assert_eq!(both["filings"].as_u64(), Some(430 + 490));
    let csv = run(finq(&store, &["bulk", "quality", "2010q1", "-f", "csv"]));
    let mut lines = csv.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "kind,name,formula,filings,standardized,evaluated,counted,exact,within_rounding,pass_all,filed,derived,\
             share,adsh,cik,company,form,total,sum,difference,filer_errors,signs_turned,class,evidence"
        )
    );
    // All's `signs_turned`: its passing filings with a sign their own figures decide.
    assert_eq!(lines.next(), Some("all,2010q1,,490,490,490,,,,453,,,0.9245,,,,,,,,,4,,"), "{}", csv.stdout);
    assert!(
        csv.stdout
            .lines()
            .any(|l| l.starts_with("failure,") && l.ends_with(",unexplained,") && l.split(',').count() == 24),
        "{}",
        csv.stdout
    );
    let table = run(finq(&store, &["bulk", "quality", "2010q1", "-f", "table"]));
    assert!(table.stdout.starts_with("Standardized statements (fac-finq-15), 2010q1\n490 filings"), "{}", table.stdout);
    // The table says each relation in words, the rules' text staying in JSON and CSV, and its
    // summary fits 100 columns, piped (no width known) as on a terminal of 100.
    for columns in [None, Some("100")] {
        let mut f = finq(&store, &["bulk", "quality", "2010q1", "-f", "table"]);
        if let Some(c) = columns {
            f.cmd.env("COLUMNS", c);
        }
        let text = run(f).stdout;
        let summary: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
        assert_eq!(summary.len(), 3, "{text}");
        assert!(summary.iter().all(|l| l.chars().count() <= 100), "{summary:#?}");
        assert!(!text.contains("~below") && !text.contains("?~") && !text.contains("GrossProfit ="), "{text}");
        assert!(text.contains("[ ] a term taken as zero where the filing reports none"), "{text}");
        if columns.is_none() {
            let is1 = text.lines().find(|l| l.trim_start().starts_with("IS1 ")).unwrap_or_else(|| panic!("{text}"));
            assert!(
                is1.contains("gross profit = revenues - cost of revenue - [excise and sales taxes]* - [amortization of intangible assets]*"),
                "{is1}"
            );
        }
    }
    let formula = |format: &str| run(finq(&store, &["bulk", "quality", "2010q1", "-f", format])).stdout;
    assert!(
        formula("json").contains("\"formula\": \"GrossProfit = Revenues - CostOfRevenue - ExciseAndSalesTaxes?~below")
    );
    assert!(formula("csv").contains(",GrossProfit = Revenues - CostOfRevenue - ExciseAndSalesTaxes?~below"));
}

/// A JSON number as an exact decimal, in ten-thousandths.
fn decimal(v: &serde_json::Value) -> i128 {
    let t = v.to_string();
    let (int, frac) = t.split_once('.').unwrap_or((&t, ""));
    let frac = format!("{frac:0<4}");
    let sign = if int.starts_with('-') { -1 } else { 1 };
    int.parse::<i128>().unwrap() * 10_000 + sign * frac.parse::<i128>().unwrap()
}

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn every_standardized_value_and_check_agrees_with_an_independent_reader_of_the_text() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/standard_reader.py");
    // The filings each quarter reads at the legal entity ParentCompany (the legal-entity rule):
    // Citigroup, Textron, Sempra, Cablevision (twice), Noble; the 10-Ks of Textron, Plum Creek,
    // Sempra, Consolidated Edison, Exelon, Pepco, Noble; the 10-Qs of Plum Creek, Sempra,
    // Consolidated Edison, Pepco, Duke, Noble.
    for (q, legal_entity) in [("2009q3", 6), ("2010q1", 7), ("2010q2", 6)] {
        let r = run(finq(&store, &["bulk", "quality", q, "--detail", "-f", "ndjson"]));
        assert_eq!(r.code, 0, "{}", r.stderr);
        let detail = dir.path().join(format!("{q}.ndjson"));
        std::fs::write(&detail, &r.stdout).unwrap();
        let ran = std::process::Command::new(&python)
            .arg(&script)
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/fsds/{q}.zip")))
            .arg(&detail)
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
        let said = String::from_utf8_lossy(&ran.stdout);
        assert!(ran.status.success(), "{q}: {said}{}", String::from_utf8_lossy(&ran.stderr));
        // Something was checked: every filing, thousands of values, derived ones among them.
        assert!(said.contains(" 0 mismatches"), "{said}");
        let filed: u64 = said.split(" filed values").next().unwrap().rsplit(' ').next().unwrap().parse().unwrap();
        assert!(filed > 10_000, "{said}");
        assert!(said.contains(&format!(" {legal_entity} filings read at ParentCompany;")), "{said}");
        // Signs turned to the concepts' conventions are among them, each with its caution.
        assert!(!said.contains("(0 filed values' signs turned)"), "{said}");
        // Boston Properties LP's redeemable units, its two lines summed, and Simon's limited
        // partners' interest and convertible preferred stock, in each quarter.
        assert!(said.contains(" 2 summed values "), "{said}");
    }
}

#[test]
fn a_standardized_statement_cites_its_sources_in_every_format() {
    let store = crate::stores::shared(&["2009q3"]);
    let args =
        |f: &str| ["income", "AAPL", "--provider", "bulk", "--quarterly", "--standard", "-f", f].map(String::from);
    let table = run(finq(&store, &args("table").iter().map(String::as_str).collect::<Vec<_>>()));
    assert_eq!(table.code, 0, "{}", table.stderr);
    insta::assert_snapshot!("standard_income_table", table.stdout);

    let doc = json(&run(finq(&store, &args("json").iter().map(String::as_str).collect::<Vec<_>>())).stdout);
    assert_eq!(
        doc["basis"],
        "standardized (Fundamental Accounting Concepts), from the SEC's financial statement data sets"
    );
    let std = &doc["standard"];
    assert_eq!((std["mapping_version"].as_str(), std["currency"].as_str()), (Some("fac-finq-15"), Some("USD")));
    let values = std["values"].as_array().unwrap();
    let revenues = values.iter().find(|v| v["concept"] == "Revenues").unwrap();
    // Apple's quarter to 2009-06-27 (a month end in the data sets), as filed: net sales.
    assert_eq!(revenues["value"].to_string(), "8337000000");
    assert_eq!(revenues["origin"], "filed");
    assert_eq!(revenues["source"]["tag"], "SalesRevenueNet");
    assert_eq!(revenues["source"]["adsh"], "0001193125-09-153165");
    assert_eq!((revenues["ddate"].as_str(), revenues["qtrs"].as_u64()), (Some("2009-06-30"), Some(1)));
    let derived: Vec<&serde_json::Value> = values.iter().filter(|v| v["origin"] == "derived").collect();
    assert!(!derived.is_empty());
    for d in derived {
        assert!(d["derived"]["relation"].is_string() && !d["derived"]["inputs"].as_array().unwrap().is_empty(), "{d}");
    }
    // Only the income statement's relations, each with both sides.
    for c in std["checks"].as_array().unwrap() {
        assert!(c["relation"].as_str().unwrap().starts_with("IS"), "{c}");
        assert_eq!(decimal(&c["total"]) - decimal(&c["sum"]), decimal(&c["difference"]), "{c}");
    }
    let csv = run(finq(&store, &args("csv").iter().map(String::as_str).collect::<Vec<_>>()));
    let mut lines = csv.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "ticker,statement,form,period,filing_date,accession_number,concept,value,uom,ddate,qtrs,origin,tag,version,relation,inputs,caution"
        )
    );
    assert_eq!(
        lines.next(),
        Some(
            "AAPL,income,10-Q,2009-06-30,2009-07-22,0001193125-09-153165,Revenues,8337000000,USD,2009-06-30,1,filed,SalesRevenueNet,us-gaap/2008,,,"
        )
    );
}

#[test]
fn compare_standard_aligns_a_bank_and_a_manufacturer_concept_by_concept() {
    let store = crate::stores::shared(&["2009q3"]);
    // Apple and JPMorgan Chase (CIK 19617): net income on one line, a bank's own lines below.
    let r = run(finq(
        &store,
        &["compare", "income", "AAPL", "19617", "--provider", "bulk", "--quarterly", "--standard", "-f", "json"],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    // Each company's column carries its own sources and checks.
    for column in doc["columns"].as_array().unwrap() {
        assert_eq!(column["standard"]["mapping_version"], "fac-finq-15", "{column}");
        assert!(!column["standard"]["values"].as_array().unwrap().is_empty(), "{column}");
    }
    let bank = &doc["columns"][1]["standard"];
    assert_eq!(bank["template"], "bank");
    let lines: Vec<&str> =
        doc["lines"].as_array().map(|l| l.iter().filter_map(|x| x["element"].as_str()).collect()).unwrap_or_default();
    let text = doc.to_string();
    assert!(text.contains("\"NetInterestIncome\"") && text.contains("\"GrossProfit\""), "{lines:?} {text}");
    let table = run(finq(
        &store,
        &["compare", "income", "AAPL", "19617", "--provider", "bulk", "--quarterly", "--standard", "-f", "table"],
    ));
    let net = table.stdout.lines().find(|l| l.trim_start().starts_with("NetIncomeLoss ")).unwrap();
    assert_eq!(net.split_whitespace().count(), 3, "one line, both companies: {net}");
}

#[test]
fn compare_standard_of_many_companies_gives_each_company_s_own_statement() {
    // Compare reads every company's filing in one pass over the quarter's tables; a statement
    // reads its one filing: the same values, sources and checks, company by company.
    let store = crate::stores::shared(&["2009q3"]);
    let detail = run(finq(&store, &["bulk", "quality", "2009q3", "--detail", "-f", "ndjson"]));
    let mut ciks: Vec<String> =
        detail.stdout.lines().map(json).filter(|f| f["form"] == "10-Q").map(|f| f["cik"].to_string()).collect();
    ciks.sort();
    ciks.dedup();
    let ciks: Vec<&str> = ciks.iter().step_by(9).take(24).map(String::as_str).collect();
    assert_eq!(ciks.len(), 24);
    let mut args = vec!["compare", "income"];
    args.extend(&ciks);
    args.extend(["--provider", "bulk", "--quarterly", "--standard", "-f", "json"]);
    let r = run(finq(&store, &args));
    assert!(r.code == 0 || r.code == 8, "{}", r.stderr);
    let doc = json(&r.stdout);
    let columns = doc["columns"].as_array().unwrap();
    assert!(columns.len() > 12, "{}", r.stderr);
    for column in columns {
        let cik = column["ticker"].as_str().unwrap();
        let one = run(finq(&store, &["income", cik, "--provider", "bulk", "--quarterly", "--standard", "-f", "json"]));
        assert_eq!(one.code, 0, "{cik}: {}", one.stderr);
        let one = json(&one.stdout);
        assert_eq!(column["standard"], one["standard"], "{cik}");
        assert_eq!(column["accession_number"], one["accession_number"], "{cik}");
    }
}

#[test]
fn what_cannot_be_standardized_is_refused_before_anything_is_read() {
    let dir = tempfile::tempdir().unwrap();
    // No store at all: each is refused for what it asks, not for what is missing.
    let none = dir.path().join("no-store");
    for (args, says) in [
        (
            &["income", "AAPL", "--provider", "last10k", "--standard"][..],
            "--standard reads a filing's facts: add --provider bulk",
        ),
        (&["equity", "AAPL", "--provider", "bulk", "--standard"][..], "there is no standardized equity statement"),
        (&["summary", "AAPL", "--provider", "bulk", "--standard"][..], "--standard standardizes statements"),
        (&["snapshot", "AAPL", "--out", "x", "--standard"][..], "snapshot writes statements as filed"),
        (&["bulk", "quality", "--detail", "-f", "table"][..], "--detail lists every standardized value"),
    ] {
        let r = run(finq(&none, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
    assert!(!none.exists(), "nothing was made");
    let store = crate::stores::shared(&["2009q3"]);
    let r = run(finq(&store, &["bulk", "quality", "2011q1"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    // What it holds, and the command that adds the quarter, on one line.
    assert!(
        r.stderr.contains("the bulk store does not hold 2011q1 (it holds 2009q3): `finq bulk fetch 2011q1`"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn screen_standard_finds_revenues_whatever_element_each_filer_used() {
    let store = crate::stores::shared(&["2009q3"]);
    let count = |args: &[&str]| json(&run(finq(&store, args)).stdout)["total"].as_u64().unwrap();
    let as_filed = count(&["screen", "Revenues", "--period", "2009Q2", "-f", "json"]);
    let r = run(finq(&store, &["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    assert_eq!(doc["mapping_version"], "fac-finq-15");
    let standard = doc["total"].as_u64().unwrap();
    let assets = count(&["screen", "Assets", "--period", "2009Q2", "-f", "json"]);
    // The filers tagging `Revenues` itself, and as many again under other elements; not more
    // than report total assets.
    assert!(standard > as_filed + as_filed / 2 && standard <= assets, "{as_filed} {standard} {assets}");
    let values = doc["values"].as_array().unwrap();
    let sources: std::collections::HashSet<&str> = values.iter().map(|v| v["source"].as_str().unwrap()).collect();
    assert!(sources.contains("Revenues") && sources.contains("SalesRevenueNet"), "{sources:?}");
    // Where a filer tags `Revenues` itself, the standardized value is it: the plain screen's,
    // for every one of them.
    let plain = json(&run(finq(&store, &["screen", "Revenues", "--period", "2009Q2", "-f", "json"])).stdout);
    let by_cik: std::collections::HashMap<&str, &serde_json::Value> =
        plain["values"].as_array().unwrap().iter().map(|v| (v["cik"].as_str().unwrap(), &v["value"])).collect();
    let mut same = 0;
    for v in values {
        if let Some(filed) = by_cik.get(v["cik"].as_str().unwrap()) {
            assert_eq!(&&v["value"], filed, "{v}");
            same += 1;
        }
    }
    assert_eq!(same, by_cik.len(), "every filer tagging Revenues has its own figure");
    let csv = run(finq(&store, &["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "csv"]));
    assert!(csv.stdout.lines().next().unwrap().ends_with(",version,total,source,caution"), "{}", csv.stdout);
    // A name that is no concept: exit 3 (as an element no filing reports), before the store is
    // read, with the nearest concepts in any case and where they are listed.
    for (typed, near) in [("Revenu", "Revenues"), ("revenues", "Revenues"), ("NetIncome", "NetIncomeLoss")] {
        let r = run(finq(&store, &["screen", typed, "--standard", "--period", "2009Q2"]));
        assert_eq!((r.code, r.stdout.as_str()), (3, ""), "{typed}: {}", r.stderr);
        let said = format!("finq: error: {typed} is no standardized concept (did you mean {near}");
        assert!(r.stderr.contains(&said) && r.stderr.contains("`finq concepts` lists them"), "{}", r.stderr);
    }
    // An element the rules read is told its concept.
    let r = run(finq(&store, &["screen", "SalesRevenueNet", "--standard", "--period", "2009Q2"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("SalesRevenueNet is read as Revenues under --standard"), "{}", r.stderr);
    let r = run(finq(&store, &["screen", "SalesRevenueGoodsNet", "--standard", "--period", "2009Q2"]));
    assert!(r.stderr.contains("SalesRevenueGoodsNet is read as RevenuesGoods or Revenues under"), "{}", r.stderr);
}

#[test]
fn a_statement_and_the_quality_report_standardize_a_filing_alike() {
    let store = crate::stores::shared(&["2010q2"]);
    let detail = run(finq(&store, &["bulk", "quality", "2010q2", "--detail", "-f", "ndjson"]));
    let filings: Vec<serde_json::Value> = detail.stdout.lines().map(json).collect();
    // Ricoh's 20-F reports in yen with the latest year also in dollars (a convenience
    // translation): yen, by either road. Apple's 10-Q in dollars.
    for (cik, adsh, currency) in [("317891", "0001193125-10-149117", "JPY"), ("320193", "0001193125-10-088957", "USD")]
    {
        let whole = filings.iter().find(|f| f["adsh"] == adsh).unwrap();
        assert_eq!(whole["currency"], currency, "{adsh}");
        for statement in ["balancesheet", "income", "cashflow"] {
            let r = run(finq(
                &store,
                &[statement, cik, "--provider", "bulk", "--accession", adsh, "--standard", "-f", "json"],
            ));
            assert_eq!(r.code, 0, "{statement} {adsh}: {}", r.stderr);
            let shown = json(&r.stdout);
            assert_eq!(shown["standard"]["currency"], currency);
            assert_eq!(shown["standard"]["rounding_unit"], whole["rounding_unit"]);
            let of_statement: Vec<&serde_json::Value> =
                whole["values"].as_array().unwrap().iter().filter(|v| v["statement"] == statement).collect();
            let values: Vec<&serde_json::Value> = shown["standard"]["values"].as_array().unwrap().iter().collect();
            assert!(!values.is_empty(), "{statement} {adsh}");
            assert_eq!(values, of_statement, "{statement} {adsh}");
        }
    }
}

/// The legal-entity rule: Citigroup's 10-Q of August 2009 tags its consolidated figures with the
/// legal entity ParentCompany and none without a co-registrant. Its statement as filed and its
/// standardized one are read at those rows (1,848,533 million of total assets), and say so; Apple's,
/// which has its consolidated figures, is not.
#[test]
fn a_filing_that_tags_its_own_figures_parentcompany_is_read_at_them() {
    let store = crate::stores::shared(&["2009q3"]);
    let ask = |extra: &[&str]| {
        let mut args = vec!["balancesheet", "831001", "--provider", "bulk", "--quarterly", "-f", "json"];
        args.extend(extra);
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 0, "{}", r.stderr);
        json(&r.stdout)
    };
    let filed = ask(&[]);
    assert!(filed["title"].as_str().unwrap().contains("legal entity ParentCompany"), "{}", filed["title"]);
    let assets = filed["items"].as_array().unwrap().iter().find(|i| i["element"] == "Assets").unwrap();
    assert_eq!(assets["value"].to_string(), "1848533000000");
    let standard = ask(&["--standard"]);
    let assets = standard["standard"]["values"].as_array().unwrap().iter().find(|v| v["concept"] == "Assets").unwrap();
    assert_eq!(assets["value"].to_string(), "1848533000000");
    assert_eq!(assets["source"]["coreg"], "ParentCompany", "{assets}");
    let r = run(finq(&store, &["bulk", "quality", "2009q3", "--detail", "-f", "ndjson"]));
    let citi = r.stdout.lines().map(json).find(|f| f["adsh"] == "0001047469-09-007400").unwrap();
    assert_eq!(citi["legal_entity"], "ParentCompany");
    let apple = r.stdout.lines().map(json).find(|f| f["cik"] == 320193).unwrap();
    assert!(apple.get("legal_entity").is_none(), "{apple}");
    let apple = run(finq(&store, &["balancesheet", "AAPL", "--provider", "bulk", "--quarterly", "-f", "json"]));
    assert!(!json(&apple.stdout)["title"].as_str().unwrap().contains("legal entity"));
}

/// Every filing of quarter `q` standardized (`bulk quality --detail`), by accession.
fn detail(store: &Path, q: &str) -> std::collections::HashMap<String, serde_json::Value> {
    let r = run(finq(store, &["bulk", "quality", q, "--detail", "-f", "ndjson"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout.lines().map(json).map(|f| (f["adsh"].as_str().unwrap().to_string(), f)).collect()
}

/// A filing's standardized value of `concept`: (value, the element it cites, its caution).
fn value_of<'a>(filing: &'a serde_json::Value, concept: &str) -> (i128, &'a str, Option<&'a str>) {
    let v = filing["values"].as_array().unwrap().iter().find(|v| v["concept"] == concept).unwrap();
    (decimal(&v["value"]), v["source"]["tag"].as_str().unwrap_or(""), v["caution"].as_str())
}

/// A concept means what it says: where the filing reports the concept's own total anywhere, that
/// is the value, not a subtotal or narrower element the statement presents.
#[test]
fn a_concepts_own_total_is_taken_before_a_presented_subtotal_on_real_filings() {
    let store = crate::stores::shared(&["2009q3", "2010q1"]);
    let m = 10_000 * 1_000_000;
    let q3 = detail(&store, "2009q3");
    // Morgan Stanley's and American Express's balance sheets present cash and due from banks.
    let morgan = &q3["0001193125-09-169269"];
    assert_eq!(value_of(morgan, "CashAndCashEquivalents"), (35_006 * m, "CashAndCashEquivalentsAtCarryingValue", None));
    let amex = &q3["0001193125-09-186163"];
    assert_eq!(value_of(amex, "CashAndCashEquivalents"), (15_617 * m, "CashAndCashEquivalentsAtCarryingValue", None));
    let r = run(finq(
        &store,
        &[
            "balancesheet",
            "895421",
            "--provider",
            "bulk",
            "--accession",
            "0001193125-09-169269",
            "--standard",
            "-f",
            "json",
        ],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let cash = json(&r.stdout)["standard"]["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["concept"] == "CashAndCashEquivalents")
        .cloned()
        .unwrap();
    assert_eq!(cash["value"].to_string(), "35006000000", "{cash}");
    // Boeing's 10-K: `ProfitLoss` on the equity statement only, the parent's figure presented.
    let y = detail(&store, "2010q1");
    let boeing = &y["0001193125-10-024406"];
    assert_eq!(value_of(boeing, "NetIncomeLoss"), (1_314 * m, "ProfitLoss", None));
    assert_eq!(value_of(boeing, "NetIncomeAttributableToParent"), (1_312 * m, "NetIncomeLoss", None));
    // Corning and Terex alike.
    let corning = y.values().find(|f| f["cik"] == 24741 && f["form"] == "10-K").unwrap();
    assert_eq!(value_of(corning, "NetIncomeLoss"), (2_014 * m, "ProfitLoss", None));
    let terex = y.values().find(|f| f["cik"] == 97216 && f["form"] == "10-K").unwrap();
    assert_eq!(value_of(terex, "NetIncomeLoss"), (-3_961 * m / 10, "ProfitLoss", None));
}

/// Conventions held: a concept positive by convention (a cost, a payment, a balance-sheet total)
/// that a filing reports below zero is turned, its source keeping the filed number and a caution
/// saying so in every format; a concept of either sign (a loss) is as filed, unless the filing's
/// own figures of a relation decide its sign.
#[test]
fn a_value_filed_against_its_concepts_sign_is_turned_and_said_on_real_filings() {
    let store = crate::stores::shared(&["2009q3", "2010q1"]);
    let m = 10_000 * 1_000_000;
    let q3 = detail(&store, "2009q3");
    // Caterpillar's 10-Q/A files its cost of goods sold, SG&A and R&D below zero.
    let cat = &q3["0000018230-09-000331"];
    let (cost, tag, caution) = value_of(cat, "CostOfRevenue");
    assert_eq!((cost, tag), (5_752 * m, "CostOfGoodsSold"));
    assert_eq!(caution, Some("sign turned: filed as -5752000000, and CostOfRevenue is positive by convention"));
    let source = cat["values"].as_array().unwrap().iter().find(|v| v["concept"] == "CostOfRevenue").unwrap();
    assert_eq!(source["source"]["value"].to_string(), "-5752000000", "the source keeps the filed number");
    // Gross profit solved from revenue less the cost as the convention has it: 7,975 - 5,752.
    assert_eq!(value_of(cat, "GrossProfit").0, 2_223 * m);
    // Apache's capital expenditure; Entergy's liabilities and equity, and BS1 then holds.
    let apache = &q3["0000950123-09-032262"];
    assert_eq!(value_of(apache, "CapitalExpenditure").0, 181_133_000 * 10_000);
    let entergy = &q3["0000065984-09-000179"];
    assert_eq!(value_of(entergy, "LiabilitiesAndEquity").0, 36_485_220_000 * 10_000);
    let bs1 = entergy["checks"].as_array().unwrap().iter().find(|c| c["relation"] == "BS1").unwrap();
    assert_eq!(bs1["outcome"], "exact", "{bs1}");
    // A loss is as filed, with nothing to say.
    let losses = q3.values().flat_map(|f| f["values"].as_array().unwrap()).filter(|v| v["concept"] == "NetIncomeLoss");
    assert!(losses.clone().any(|v| decimal(&v["value"]) < 0));
    assert!(losses.into_iter().all(|v| v.get("caution").is_none()));
    // RRI's 10-Q files its discontinued operations (the retail business it sold) as a loss of 907
    // million where its net income, 804 million, and its loss from continuing operations, 104
    // million, show a gain: its own figures of IS7 decide the sign, which is turned and said, and
    // IS7, holding by the turn, is not counted there.
    let rri = &q3["0000950123-09-028717"];
    assert_eq!(
        value_of(rri, "IncomeLossFromDiscontinuedOperations"),
        (
            907_258_000 * 10_000,
            "IncomeLossFromDiscontinuedOperationsNetOfTax",
            Some("sign turned: filed as -907258000, and the filing's own figures of IS7 hold only so")
        )
    );
    let is7 = rri["checks"].as_array().unwrap().iter().find(|c| c["relation"] == "IS7").unwrap();
    assert_eq!((&is7["outcome"], &is7["counted"]), (&serde_json::json!("exact"), &serde_json::json!(false)), "{is7}");
    let r = run(finq(
        &store,
        &[
            "income",
            "1126294",
            "--provider",
            "bulk",
            "--accession",
            "0000950123-09-028717",
            "--standard",
            "-f",
            "table",
        ],
    ));
    assert!(
        r.stdout
            .lines()
            .any(|l| l.contains("IncomeLossFromDiscontinuedOperations (sign turned)") && l.contains("907,258,000")),
        "{}",
        r.stdout
    );

    let statement = |format: &str| {
        let args = [
            "income",
            "18230",
            "--provider",
            "bulk",
            "--accession",
            "0000018230-09-000331",
            "--standard",
            "-f",
            format,
        ];
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 0, "{}", r.stderr);
        r.stdout
    };
    let table = statement("table");
    assert!(table.lines().any(|l| l.contains("CostOfRevenue (sign turned)") && l.contains("5,752,000,000")), "{table}");
    let csv = statement("csv");
    assert!(csv.lines().next().unwrap().ends_with(",relation,inputs,caution"), "{csv}");
    assert!(
        csv.lines().any(|l| l.contains(",CostOfRevenue,5752000000,")
            && l.ends_with(",\"sign turned: filed as -5752000000, and CostOfRevenue is positive by convention\"")),
        "{csv}"
    );

    // A screen finds no capital expenditure below zero: the filers' signs are turned, and said.
    let screen = |extra: &[&str]| {
        let mut args = vec!["screen", "CapitalExpenditure", "--standard", "--period", "2009"];
        args.extend_from_slice(extra);
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 0, "{}", r.stderr);
        r.stdout
    };
    assert_eq!(json(&screen(&["--where", "< 0", "-f", "json"]))["count"], 0);
    let doc = json(&screen(&["-f", "json"]));
    let pge = doc["values"].as_array().unwrap().iter().find(|v| v["cik"] == "1004980").unwrap();
    assert_eq!(pge["value"].to_string(), "3958000000", "{pge}");
    assert_eq!(pge["caution"], "sign turned: filed as -3958000000, and CapitalExpenditure is positive by convention");
    let turned = doc["values"].as_array().unwrap().iter().filter(|v| v["caution"].is_string()).count();
    assert!(turned >= 10, "{turned}");
    let mut wide = finq(&store, &["screen", "CapitalExpenditure", "--standard", "--period", "2009", "-f", "table"]);
    wide.cmd.env("COLUMNS", "400");
    let table = run(wide).stdout;
    assert!(table.lines().any(|l| l.contains("PaymentsToAcquireProductiveAssets (sign turned)")), "{table}");
}

/// Industries read by their own lines (rules `fac-finq-7`): a REIT's rents and property costs, a
/// utility's regulatory assets and its gain on a sale inside operating income, a bank's revenues
/// as its net interest and noninterest income, card issuers as banks, a broker's compensation.
#[test]
fn industries_are_read_by_their_own_lines_on_real_filings() {
    let store = crate::stores::shared(&["2009q3", "2010q1"]);
    let m = 10_000 * 1_000_000;
    let q3 = detail(&store, "2009q3");
    let check = |filing: &serde_json::Value, id: &str| -> String {
        let c = filing["checks"].as_array().unwrap().iter().find(|c| c["relation"] == id).unwrap();
        c["outcome"].as_str().unwrap().to_string()
    };

    // Simon Property Group, a REIT (SIC 6798): the general lines and a REIT's own.
    let simon = &q3["0001104659-09-053343"];
    assert_eq!(simon["template"], "reit");
    assert_eq!(value_of(simon, "RentalRevenue"), (567_633_000 * 10_000, "MinimumRents", None));
    assert_eq!(value_of(simon, "TenantReimbursements").0, 257_532_000 * 10_000);
    assert_eq!(value_of(simon, "Revenues").0, 903_612_000 * 10_000);
    assert_eq!(
        value_of(simon, "PropertyOperatingExpenses"),
        (106_836_000 * 10_000, "DirectCostsOfLeasedAndRentedPropertyOrEquipment", None)
    );
    assert_eq!(value_of(simon, "RealEstateTaxes").0, 83_076_000 * 10_000);
    assert_eq!(value_of(simon, "DepreciationAndAmortizationExpense").0, 251_685_000 * 10_000);
    assert_eq!(value_of(simon, "RealEstateInvestmentPropertyNet").0, 18_723_221_000 * 10_000);
    assert_eq!(check(simon, "IS3"), "exact");
    // Its temporary equity, read where its equity's parts by the taxonomy begin (they fall short
    // of its equity: its common stock is given by class of stock only): its limited partners'
    // preferred interest (its own element) and its convertible preferred stock, summed.
    let temporary = simon["values"].as_array().unwrap().iter().find(|v| v["concept"] == "TemporaryEquity").unwrap();
    assert_eq!((decimal(&temporary["value"]), temporary["origin"].as_str()), (571_004_000 * 10_000, Some("summed")));
    let parts: Vec<&str> =
        temporary["sources"].as_array().unwrap().iter().map(|s| s["tag"].as_str().unwrap()).collect();
    assert_eq!(
        parts,
        [
            "LimitedPartnersPreferredInterestInOperatingPartnershipAndNoncontrollingRedeemableInterestsInProperties",
            "TemporaryEquityCarryingAmount"
        ]
    );
    assert_eq!(check(simon, "BS4"), "exact");
    // Public Storage's discontinued operations, under its own element named so between income
    // from continuing operations and net income: the quarter's, cited at the filer's own version;
    // IS7 counts and holds.
    let storage = &q3["0001393311-09-000025"];
    assert_eq!(
        value_of(storage, "IncomeLossFromDiscontinuedOperations"),
        (-8_333_000 * 10_000, "DiscontinuedOperations", None)
    );
    let v = storage["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["concept"] == "IncomeLossFromDiscontinuedOperations")
        .unwrap();
    assert_eq!((v["source"]["version"].as_str(), v["qtrs"].as_i64()), (Some("0001393311-09-000025"), Some(1)), "{v}");
    let is7 = storage["checks"].as_array().unwrap().iter().find(|c| c["relation"] == "IS7").unwrap();
    assert_eq!((is7["counted"].as_bool(), is7["outcome"].as_str()), (Some(true), Some("exact")), "{is7}");

    // Duke Energy, a utility: its regulatory assets, and a gain on the sale of assets presented
    // between its costs and its operating income, which IS3 now counts (it failed by 13 M).
    let duke = &q3["0001193125-09-168607"];
    assert_eq!(duke["template"], "utility");
    assert_eq!(value_of(duke, "RegulatoryAssetsNoncurrent").0, 664 * m);
    assert_eq!(
        value_of(duke, "GainLossOnSaleOfAssets"),
        (13 * m, "DisposalGroupNotDiscontinuedOperationGainLossOnDisposal", None)
    );
    assert_eq!(check(duke, "IS3"), "exact");
    // ONEOK's gain in a multi-step statement: IS2.
    assert_eq!(check(&q3["0001039684-09-000053"], "IS2"), "exact");

    // American Express (SIC 6199), a card issuer, is read as a bank; Goldman Sachs as a broker.
    let amex = &q3["0001193125-09-186163"];
    assert_eq!(amex["template"], "bank");
    assert_eq!(value_of(amex, "Revenues").0, 6_092 * m);
    let goldman = &q3["0000950123-09-029919"];
    assert_eq!(goldman["template"], "broker");
    assert_eq!(value_of(goldman, "CompensationAndBenefits"), (6_649 * m, "LaborAndRelatedExpense", None));
    assert_eq!(value_of(goldman, "NetInterestIncome").0, 2_042 * m);

    // Wells Fargo's revenues for 2009 are its net interest income and noninterest income,
    // derived, not the 685 M it tags `Revenues`.
    let k = detail(&store, "2010q1");
    let wells = &k["0000950123-10-017877"];
    let revenues = wells["values"].as_array().unwrap().iter().find(|v| v["concept"] == "Revenues").unwrap();
    assert_eq!((decimal(&revenues["value"]), revenues["origin"].as_str()), (88_686 * m, Some("derived")));
    assert_eq!(revenues["derived"]["relation"], "BK2", "{revenues}");

    // The REIT's table shows its lines.
    let args =
        ["income", "1063761", "--provider", "bulk", "--accession", "0001104659-09-053343", "--standard", "-f", "table"];
    let r = run(finq(&store, &args));
    assert_eq!(r.code, 0, "{}", r.stderr);
    for line in ["RentalRevenue", "TenantReimbursements", "PropertyOperatingExpenses", "RealEstateTaxes"] {
        assert!(r.stdout.lines().any(|l| l.trim_start().starts_with(line)), "{line}: {}", r.stdout);
    }
}
