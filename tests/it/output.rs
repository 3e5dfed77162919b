//! Output formats, exact numbers, `--raw` and `-o`.

use wiremock::MockServer;

use crate::common::{Finq, json, real, run, serve};

/// A nested statement whose values would not survive a float round trip.
const PRECISE: &str = r#"{"meta":{"copyright":"c","terms":"t"},"data":{"type":"statement","id":"x","attributes":{"status":0,
  "company":{"name":"PRECISE CO","cik":"1","ticker":"prc"},
  "filing":{"name":"Balance","accessionNumber":"0000000001-20-000001","filingDate":"2020-02-01T00:00:00","period":"2019-12-31T00:00:00","source":"10-K","filingCount":0},
  "count":4,"result":{"Zeta":0.1,"Alpha":1.23456789012345678,"Big":12345678901234567890,"Neg":-4907000000.0}}}}"#;

async fn precise_server() -> MockServer {
    let server = MockServer::start().await;
    serve(&server, "/v1/company/PRC/balancesheet", 200, PRECISE.into()).await;
    server
}

#[tokio::test(flavor = "multi_thread")]
async fn numbers_are_exact_in_json_csv_and_ndjson() {
    let server = precise_server().await;
    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    for v in ["0.1", "1.23456789012345678", "12345678901234567890", "-4907000000.0"] {
        assert!(r.stdout.contains(&format!("\"value\": {v}\n")), "json lost {v}: {}", r.stdout);
    }
    // Service order, not alphabetical.
    let elements: Vec<String> =
        json(&r.stdout)["items"].as_array().unwrap().iter().map(|i| i["element"].as_str().unwrap().into()).collect();
    assert_eq!(elements, ["Zeta", "Alpha", "Big", "Neg"]);

    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-f", "csv"]));
    assert_eq!(
        r.stdout,
        "ticker,statement,form,period,filing_date,accession_number,element,prefix,value\n\
         PRC,balancesheet,10-K,2019-12-31,2020-02-01,0000000001-20-000001,Zeta,,0.1\n\
         PRC,balancesheet,10-K,2019-12-31,2020-02-01,0000000001-20-000001,Alpha,,1.23456789012345678\n\
         PRC,balancesheet,10-K,2019-12-31,2020-02-01,0000000001-20-000001,Big,,12345678901234567890\n\
         PRC,balancesheet,10-K,2019-12-31,2020-02-01,0000000001-20-000001,Neg,,-4907000000.0\n"
    );

    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-f", "ndjson"]));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(lines[1].ends_with(r#""element":"Alpha","prefix":null,"value":1.23456789012345678}"#), "{}", lines[1]);
    assert!(lines[2].ends_with(r#""value":12345678901234567890}"#));
}

#[tokio::test(flavor = "multi_thread")]
async fn table_has_title_and_grouped_digits() {
    let server = precise_server().await;
    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut lines = r.stdout.lines();
    assert_eq!(lines.next(), Some("PRECISE CO (PRC) — Balance"));
    assert_eq!(
        lines.next(),
        Some("10-K · period ended 2019-12-31 · filed 2020-02-01 · accession 0000000001-20-000001")
    );
    assert!(r.stdout.contains("12,345,678,901,234,567,890"));
    assert!(r.stdout.contains("-4,907,000,000"));
    assert!(r.stdout.contains("1.23456789012345678"));
    let zeta = r.stdout.find("Zeta").unwrap();
    let alpha = r.stdout.find("Alpha").unwrap();
    assert!(zeta < alpha, "rows in the service's order");
}

#[tokio::test(flavor = "multi_thread")]
async fn piped_output_defaults_to_json_and_env_picks_the_format() {
    let server = precise_server().await;
    let r = run(Finq::at(&server, &["balancesheet", "PRC"]));
    assert_eq!(json(&r.stdout)["statement"], "balancesheet");

    let mut f = Finq::at(&server, &["balancesheet", "PRC"]);
    f.cmd.env("FINQ_FORMAT", "csv");
    assert!(run(f).stdout.starts_with("ticker,statement,"));

    // The flag beats the environment.
    let mut f = Finq::at(&server, &["balancesheet", "PRC", "-f", "ndjson"]);
    f.cmd.env("FINQ_FORMAT", "csv");
    assert!(run(f).stdout.starts_with("{\"ticker\":\"PRC\""));

    // The config file comes after both.
    let f = Finq::at(&server, &["balancesheet", "PRC"]);
    std::fs::write(f.config_path(), "format = \"csv\"\n").unwrap();
    assert!(run(f).stdout.starts_with("ticker,statement,"));
}

#[tokio::test(flavor = "multi_thread")]
async fn raw_prints_the_body_byte_for_byte() {
    let server = MockServer::start().await;
    let body = real("income-GOOG-finanalysis.json");
    serve(&server, "/v1/company/GOOG/income", 200, body.clone()).await;
    let mut f = Finq::at(&server, &["income", "GOOG", "--raw"]);
    let out = f.cmd.output().unwrap();
    assert!(out.status.success());
    assert_eq!(out.stdout, body);
}

#[tokio::test(flavor = "multi_thread")]
async fn output_file_is_written_whole_and_stdout_stays_empty() {
    let server = precise_server().await;
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("bs.csv");
    std::fs::write(&target, "old contents").unwrap();
    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-f", "csv", "-o", target.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let written = std::fs::read_to_string(&target).unwrap();
    assert!(written.starts_with("ticker,statement,") && written.ends_with("Neg,,-4907000000.0\n"));
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers.len(), 1, "no temporary files left: {leftovers:?}");

    // A failed request leaves the old file untouched and no temporary file behind.
    let r = run(Finq::at(&server, &["balancesheet", "NOPE", "-o", target.to_str().unwrap()]));
    assert_ne!(r.code, 0);
    assert!(std::fs::read_to_string(&target).unwrap().starts_with("ticker,statement,"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn with_output_file_the_default_format_is_json() {
    let server = precise_server().await;
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("bs");
    let r = run(Finq::at(&server, &["balancesheet", "PRC", "-o", target.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    json(&std::fs::read_to_string(&target).unwrap());
}

#[tokio::test(flavor = "multi_thread")]
async fn csv_cells_that_look_like_formulas_are_neutralised() {
    let server = MockServer::start().await;
    let body = r#"{"data":{"type":"identifier","attributes":{"count":2,"result":["=HYPERLINK(\"http://x\")","-2"]}}}"#;
    serve(&server, "/v1/company/320193/ticker", 200, body.into()).await;
    let r = run(Finq::at(&server, &["ticker", "320193", "-f", "csv"]));
    assert_eq!(r.stdout, "cik,ticker\n320193,\"'=HYPERLINK(\"\"http://x\"\")\"\n320193,-2\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn control_characters_never_reach_a_table() {
    let server = MockServer::start().await;
    let body = r#"{"data":{"type":"statement","attributes":{"status":0,"company":{"name":"EVIL\u001b[2J\u001b]0;pwned\u0007 CO","cik":"1","ticker":"x"},
      "filing":{"name":"Bal\u0008ance","accessionNumber":"a","filingDate":"2020-01-01T00:00:00","period":"2019-12-31T00:00:00","source":"10-K","filingCount":0},
      "count":1,"result":{"Cash\u001b[31m":1}}}}"#;
    serve(&server, "/v1/company/EVIL/balancesheet", 200, body.into()).await;
    let r = run(Finq::at(&server, &["balancesheet", "EVIL", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.chars().any(|c| c.is_control() && c != '\n'), "{:?}", r.stdout);
    assert!(r.stdout.starts_with("EVIL CO (EVIL) — Balance\n"));
}

#[test]
fn an_output_file_in_a_missing_folder_is_one_clear_line() {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "AAPL", "-o", "/nonexistent-finq-dir/out.json"]);
    let r = run(f);
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "finq: error: cannot write /nonexistent-finq-dir/out.json: the folder /nonexistent-finq-dir does not exist\n"
    );
}
