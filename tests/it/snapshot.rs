//! `finq snapshot`: layout, manifest, resume, --force, partial failure, and a run killed mid-way.

use std::path::Path;
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};
use wiremock::matchers::{path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, TEST_KEY, json, ok, real, run};
use crate::fault_server::{Fault, FaultServer};

/// Every file under `dir`, relative, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            if e.file_type().unwrap().is_dir() {
                stack.push(e.path());
            } else {
                out.push(e.path().strip_prefix(dir).unwrap().to_string_lossy().into_owned());
            }
        }
    }
    out.sort();
    out
}

async fn server() -> MockServer {
    let server = MockServer::start().await;
    for t in ["AAPL", "MSFT"] {
        for (order, status) in [("0", 200), ("1", 200), ("2", 404)] {
            let body = if status == 200 { real("balancesheet-MSFT-megatrend.json") } else { b"{}".to_vec() };
            let mut body = String::from_utf8(body).unwrap();
            // A distinct filing per order, as the service would have.
            body = body.replace("0001564590-20-034944", &format!("0001564590-2{order}-034944"));
            Mock::given(path(format!("/v1/company/{t}/balancesheet")))
                .and(query_param("filingOrder", order))
                .respond_with(ResponseTemplate::new(status).set_body_raw(body, "application/json"))
                .mount(&server)
                .await;
        }
        Mock::given(path(format!("/v1/company/{t}/income")))
            .respond_with(ok(real("income-AAPL-finanalysis.json")))
            .mount(&server)
            .await;
    }
    server
}

fn snapshot(server: &MockServer, out: &Path, extra: &[&str]) -> crate::common::Run {
    let mut f =
        Finq::at(server, &["snapshot", "AAPL", "MSFT", "--statements", "balancesheet,income", "--periods", "3"]);
    f.cmd.arg("--out").arg(out).args(extra);
    run(f)
}

#[tokio::test(flavor = "multi_thread")]
async fn writes_the_layout_and_a_manifest_then_resumes() {
    let server = server().await;
    let dir = tempfile::tempdir().unwrap();
    let r = snapshot(&server, dir.path(), &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        files(dir.path()),
        [
            "AAPL/balancesheet/default-0.json",
            "AAPL/balancesheet/default-1.json",
            "AAPL/income/default-0.json",
            "AAPL/income/default-1.json",
            "AAPL/income/default-2.json",
            "MSFT/balancesheet/default-0.json",
            "MSFT/balancesheet/default-1.json",
            "MSFT/income/default-0.json",
            "MSFT/income/default-1.json",
            "MSFT/income/default-2.json",
            "manifest.json",
        ]
    );
    let manifest = json(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap());
    assert_eq!(manifest["finq_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(manifest["base_url"], format!("{}/", server.uri()));
    assert!(manifest["started_at"].as_str().unwrap().ends_with('Z'));
    assert_eq!(manifest["summary"]["total"], 12);
    assert_eq!(manifest["summary"]["fetched"], 10);
    assert_eq!(manifest["summary"]["not_available"], 2);
    assert_eq!(manifest["summary"]["failed"], 0);
    let items = manifest["items"].as_array().unwrap();
    assert_eq!(items.len(), 12);
    assert_eq!(items[0]["request"], "GET /v1/company/AAPL/balancesheet?filingOrder=0");
    assert_eq!(items[2]["status"], "not_available");
    for item in items.iter().filter(|i| i["status"] == "fetched") {
        let bytes = std::fs::read(dir.path().join(item["file"].as_str().unwrap())).unwrap();
        assert_eq!(item["sha256"], format!("{:x}", Sha256::digest(&bytes)));
        let doc = json(std::str::from_utf8(&bytes).unwrap());
        assert_eq!(doc["ticker"], item["ticker"]);
    }
    let text = std::fs::read_to_string(dir.path().join("manifest.json")).unwrap();
    assert!(!text.contains(TEST_KEY));

    // A second run asks only for what is missing: the two filings that do not exist.
    let before = server.received_requests().await.unwrap().len();
    let r = snapshot(&server, dir.path(), &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.received_requests().await.unwrap().len() - before, 2);
    let manifest = json(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap());
    assert_eq!(manifest["summary"]["kept"], 10);

    // --force asks for everything again.
    let before = server.received_requests().await.unwrap().len();
    let r = snapshot(&server, dir.path(), &["--force"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.received_requests().await.unwrap().len() - before, 12);
}

#[tokio::test(flavor = "multi_thread")]
async fn failures_are_recorded_and_exit_8() {
    let server = server().await;
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::at(&server, &["snapshot", "AAPL", "NOPE", "--statements", "income", "--retries", "0"]);
    f.cmd.arg("--out").arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(r.stderr.contains("NOPE income (filing order 0)"), "{}", r.stderr);
    let manifest = json(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap());
    assert_eq!(manifest["summary"]["failed"], 1);
    assert_eq!(manifest["items"][1]["status"], "failed");
    assert_eq!(manifest["items"][1]["error"]["exit_code"], 3);
    assert_eq!(manifest["items"][1]["file"], serde_json::Value::Null);
    assert_eq!(files(dir.path()), ["AAPL/income/default-0.json", "manifest.json"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn raw_snapshots_keep_the_service_bytes() {
    let server = server().await;
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::at(&server, &["--raw", "snapshot", "MSFT", "--statements", "income", "--annual"]);
    f.cmd.arg("--out").arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        std::fs::read(dir.path().join("MSFT/income/10-K-0.json")).unwrap(),
        real("income-AAPL-finanalysis.json")
    );
}

#[cfg(unix)]
#[test]
fn a_killed_run_leaves_whole_files_and_resumes() {
    let body = real("income-GOOG-finanalysis.json");
    let slow = Fault::Delay(Duration::from_millis(300), Box::new(Fault::json(200, body.clone())));
    let server = FaultServer::start(vec![slow]);
    let dir = tempfile::tempdir().unwrap();
    let tickers = ["AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH"];
    let f = Finq::new();
    let mut cmd = f.std_command();
    cmd.args(["--base-url", &server.uri(), "--concurrency", "1", "snapshot", "--statements", "income", "--out"])
        .arg(dir.path())
        .args(tickers)
        .stderr(std::process::Stdio::null());
    let mut child = cmd.spawn().unwrap();
    let started = Instant::now();
    while server.hits() < 4 && started.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL: no chance to clean up
    child.wait().unwrap();

    let done: Vec<String> = files(dir.path()).into_iter().filter(|f| f.ends_with(".json")).collect();
    assert!(!done.is_empty() && done.len() < tickers.len(), "killed mid-run: {done:?}");
    assert!(!done.contains(&"manifest.json".to_string()));
    for f in &done {
        let doc = json(&std::fs::read_to_string(dir.path().join(f)).unwrap());
        assert_eq!(doc["statement"], "income", "{f} is whole");
    }

    let hits_before = server.hits();
    let f = Finq::new();
    let mut cmd = f.std_command();
    cmd.args(["--base-url", &server.uri(), "-j", "8", "snapshot", "--statements", "income", "--out"])
        .arg(dir.path())
        .args(tickers);
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(server.hits() - hits_before, tickers.len() - done.len(), "only the missing ones are fetched");
    let all = files(dir.path());
    assert_eq!(all.len(), tickers.len() + 1, "{all:?}: every file, the manifest, and no leftovers");
    let manifest = json(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap());
    assert_eq!(manifest["summary"]["kept"], done.len());
}

#[test]
fn progress_draws_nothing_when_stderr_is_not_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd
        .args(["--demo", "snapshot", "AAPL", "FB", "GOOG", "WFC", "--statements", "income,balancesheet", "--out"])
        .arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains('\r') && !r.stderr.contains('\u{1b}'), "{:?}", r.stderr);
}

/// The statements a default snapshot asked for, and what it left out as the same statement.
fn default_set(args: &[&str], env_key: bool) -> (serde_json::Value, serde_json::Value, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    if !env_key {
        f.cmd.env_remove("FINQ_API_KEY").env("FINQ_EDGAR_USER_AGENT", "Test Person test@example.com");
    }
    f.cmd.args(args).args(["snapshot", "AAPL", "--out"]).arg(dir.path());
    let r = run(f);
    let manifest = json(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap());
    (manifest["request"]["statements"].clone(), manifest["request"]["same_as"].clone(), r.stderr)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_default_set_is_every_statement_the_source_has_each_once() {
    // The demo (Apple as filed): cash flow and comprehensive income too; operations is income.
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--demo", "snapshot", "AAPL", "--out"]).arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let names: Vec<String> =
        files(dir.path()).into_iter().filter_map(|f| f.split('/').nth(1).map(String::from)).collect();
    assert_eq!(names, ["balancesheet", "cashflow", "comprehensive", "equity", "income", "summary"]);
    assert!(r.stderr.contains("operations is the same statement as income from the demo: written once, as income"));

    // The classic service: operations is its own answer; it has no comprehensive income.
    let server = MockServer::start().await;
    let (statements, same, _) = default_set(&["--base-url", &server.uri(), "--provider", "last10k", "-q"], true);
    assert_eq!(
        statements,
        serde_json::json!(["balancesheet", "income", "equity", "operations", "cashflow", "summary"])
    );
    assert_eq!(same, serde_json::json!({}));

    // EDGAR: every statement, operations once (as income), and the output says so.
    let (statements, same, stderr) = default_set(&["--base-url", &server.uri(), "--provider", "edgar"], false);
    assert_eq!(
        statements,
        serde_json::json!(["balancesheet", "income", "equity", "cashflow", "comprehensive", "summary"])
    );
    assert_eq!(same, serde_json::json!({"operations": "income"}));
    assert!(stderr.contains("operations is the same statement as income from edgar"), "{stderr}");
}

/// A snapshot against a failing SEC: the ticker list asked once (with its retries), and the
/// failure said once a ticker plus a summary, not once an item (36 here).
#[test]
fn a_failing_source_is_said_once_a_ticker() {
    let server = FaultServer::start(vec![Fault::json(503, "{}")]);
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_EDGAR_USER_AGENT", "Jane Doe jane@example.com").args([
        "--provider",
        "edgar",
        "--base-url",
        &server.uri(),
        "--retries",
        "2",
        "snapshot",
        "AAPL",
        "NVDA",
        "--annual",
        "--periods",
        "3",
        "--out",
        dir.path().to_str().unwrap(),
    ]);
    let r = run(f);
    assert_ne!(r.code, 0, "{}", r.stderr);
    assert!(server.hits() <= 3, "{} requests", server.hits());
    let failures: Vec<&str> = r.stderr.lines().filter(|l| l.contains("(filing order")).collect();
    assert_eq!(failures.len(), 2, "{}", r.stderr);
    assert!(r.stderr.lines().last().unwrap().contains("items failed"), "{}", r.stderr);
}
