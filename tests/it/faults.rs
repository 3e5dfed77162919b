//! Fault injection: a misbehaving service either succeeds after a retry or ends with the documented
//! exit code and one clear line: no panic, no partial file, never past the time-out.

use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::{Finq, TEST_KEY, real, run};
use crate::fault_server::{Fault, FaultServer};

const PATH: &str = "/v1/company/AAPL/income";

fn good() -> Fault {
    Fault::json(200, real("income-AAPL-finanalysis.json"))
}

fn apim(status: u16, message: &str) -> Fault {
    Fault::json(status, format!(r#"{{"statusCode": {status}, "message": "{message}"}}"#))
}

fn finq(server: &FaultServer, extra: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-f", "json"]).args(extra).args(["income", "AAPL"]);
    f
}

/// Runs with `-o` into a fresh folder and checks that a failure leaves it empty.
fn run_to_file(server: &FaultServer, extra: &[&str]) -> (crate::common::Run, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("out.json");
    let mut f = finq(server, extra);
    f.cmd.arg("-o").arg(&target);
    let r = run(f);
    let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    if r.code == 0 {
        assert_eq!(files.len(), 1, "{files:?}");
        let text = std::fs::read_to_string(&target).unwrap();
        assert!(text.contains("\"statement\": \"income\"") && !text.contains(TEST_KEY));
    } else {
        assert!(files.is_empty(), "a failed run left files: {files:?}");
        assert_eq!(r.stderr.lines().filter(|l| l.starts_with("finq: error:")).count(), 1, "{}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    }
    (r, dir)
}

#[test]
fn rate_limit_with_retry_after_seconds_then_success() {
    let server = FaultServer::start(vec![apim(429, "Rate limit is exceeded.").with_header("Retry-After", "1"), good()]);
    let (r, _d) = run_to_file(&server, &["-v"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 2);
    assert!(r.stderr.contains("retrying income for AAPL in 1000 ms"), "{}", r.stderr);
    assert!(server.requests()[0].starts_with(&format!("GET {PATH} HTTP/1.1")));
}

#[test]
fn rate_limit_with_retry_after_as_http_date() {
    let at = httpdate::fmt_http_date(std::time::SystemTime::now() + Duration::from_secs(1));
    let server = FaultServer::start(vec![apim(429, "slow down").with_header("Retry-After", at), good()]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 2);
}

#[test]
fn rate_limit_that_persists_exits_5_after_the_last_try() {
    let server = FaultServer::start(vec![apim(429, "Rate limit is exceeded.").with_header("Retry-After", "0")]);
    let (r, _d) = run_to_file(&server, &["--retries", "2"]);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert_eq!(server.hits(), 3);
    assert!(r.stderr.contains("rate limited by the service (429: Rate limit is exceeded.)"), "{}", r.stderr);
    assert!(r.stderr.contains("(after 3 tries)"), "{}", r.stderr);
}

#[test]
fn a_long_retry_after_is_not_waited_for() {
    let server = FaultServer::start(vec![apim(429, "Rate limit is exceeded.").with_header("Retry-After", "3600")]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 5, "{}", r.stderr);
    assert_eq!(server.hits(), 1, "no retry storm");
    assert!(r.stderr.contains("the service asks to wait 1 h"), "{}", r.stderr);
}

#[test]
fn quota_exhausted_says_when_it_comes_back_and_is_not_retried() {
    let server = FaultServer::start(vec![
        apim(403, "Out of call volume quota. Quota will be replenished in 01:00:00.")
            .with_header("Retry-After", "3600"),
    ]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert_eq!(server.hits(), 1);
    assert!(r.stderr.contains("Out of call volume quota"), "{}", r.stderr);
    assert!(r.stderr.contains("it comes back in 1 h ("), "{}", r.stderr);
    assert!(r.stderr.contains(" GMT)"), "{}", r.stderr);
}

#[test]
fn client_errors_are_never_retried() {
    for (status, code) in [(400, 7), (401, 4), (403, 4), (404, 3), (500, 7)] {
        let server = FaultServer::start(vec![apim(status, "no")]);
        let (r, _d) = run_to_file(&server, &[]);
        assert_eq!(r.code, code, "{status}: {}", r.stderr);
        assert_eq!(server.hits(), 1, "{status} must not be retried");
    }
}

#[test]
fn a_burst_of_503_then_success() {
    let server = FaultServer::start(vec![
        Fault::Respond {
            status: 503,
            headers: vec![("Content-Type", "text/html".into())],
            body: b"<html>busy</html>".to_vec(),
        },
        apim(502, "bad gateway"),
        apim(504, "gateway timeout"),
        good(),
    ]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 4);
}

#[test]
fn a_service_that_keeps_failing_exits_7_after_retries() {
    let server = FaultServer::start(vec![apim(503, "down for maintenance")]);
    let (r, _d) = run_to_file(&server, &["--retries", "2"]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert_eq!(server.hits(), 3);
    assert!(
        r.stderr.contains("the service failed on income for AAPL (status 503: down for maintenance) (after 3 tries)"),
        "{}",
        r.stderr
    );
}

#[test]
fn connection_resets_are_retried() {
    let server = FaultServer::start(vec![Fault::Reset, good()]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 2);

    let server = FaultServer::start(vec![Fault::Reset]);
    let (r, _d) = run_to_file(&server, &["--retries", "1"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert_eq!(server.hits(), 2);
    assert!(r.stderr.contains("could not reach 127.0.0.1:"), "{}", r.stderr);
    assert!(
        r.stderr.contains("(income for AAPL): ") && r.stderr.contains("(after 2 tries); `finq doctor`"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_stalled_service_never_holds_finq_past_the_time_out() {
    let server = FaultServer::start(vec![Fault::Stall(Duration::from_secs(30))]);
    let started = Instant::now();
    let (r, _d) = run_to_file(&server, &["--timeout", "2"]);
    // Behaviour, not speed: the stall lasts 30 s, the time-out is 2 s.
    assert!(started.elapsed() < Duration::from_secs(20), "{:?}", started.elapsed());
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.contains("timed out after 2 s"), "{}", r.stderr);
}

#[test]
fn a_body_cut_off_by_the_connection_is_retried_then_exit_6() {
    let body = real("income-AAPL-finanalysis.json");
    let cut = Fault::Truncate { declared: body.len(), body: body[..1000].to_vec() };
    let server = FaultServer::start(vec![cut.clone(), good()]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.hits(), 2);

    let server = FaultServer::start(vec![cut]);
    let (r, _d) = run_to_file(&server, &["--retries", "1"]);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.contains("the connection broke while the answer arrived"), "{}", r.stderr);
}

#[test]
fn a_truncated_document_is_exit_7() {
    let body = real("income-AAPL-finanalysis.json");
    let server = FaultServer::start(vec![Fault::CloseDelimited(body[..2000].to_vec())]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("not JSON (status 200, content type application/json)"), "{}", r.stderr);
    assert_eq!(server.hits(), 1);
}

#[test]
fn an_html_maintenance_page_is_exit_7() {
    let page = b"<!DOCTYPE html><html><body><h1>Down for maintenance</h1></body></html>".to_vec();
    let server = FaultServer::start(vec![Fault::Respond {
        status: 200,
        headers: vec![("Content-Type", "text/html".into())],
        body: page,
    }]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("income for AAPL") && r.stderr.contains("content type text/html"), "{}", r.stderr);
}

#[test]
fn a_wrong_shape_is_exit_7() {
    let server = FaultServer::start(vec![Fault::json(200, real("filings-AAPL-megatrend.json"))]);
    let (r, _d) = run_to_file(&server, &[]);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("unexpected shape"), "{}", r.stderr);
}

#[test]
fn an_oversized_body_is_cut_off_with_exit_7() {
    let big = format!("{{\"Data\":{{\"X\":\"{}\"}}}}", "9".repeat(3 * 1024 * 1024)).into_bytes();
    // Announced by Content-Length, and unannounced (streamed until the connection closes).
    for fault in [Fault::json(200, big.clone()), Fault::CloseDelimited(big)] {
        let server = FaultServer::start(vec![fault]);
        let (r, _d) = run_to_file(&server, &["--max-response-mib", "1"]);
        assert_eq!(r.code, 7, "{}", r.stderr);
        assert!(r.stderr.contains("larger than the 1 MiB cap"), "{}", r.stderr);
        assert_eq!(server.hits(), 1);
    }
}

#[test]
fn verbose_output_never_shows_the_key() {
    let server = FaultServer::start(vec![apim(503, "x"), good()]);
    let mut f = finq(&server, &["-vv"]);
    f.cmd.arg("--retries").arg("1");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("(key header: <redacted>)"), "{}", r.stderr);
    assert!(r.stderr.contains("< content-type: application/json"), "{}", r.stderr);
    assert!(r.stderr.contains("(try 2)"), "{}", r.stderr);
    // The key did go out, in the header only.
    assert!(
        server.requests()[0]
            .to_ascii_lowercase()
            .contains(&format!("ocp-apim-subscription-key: {}", TEST_KEY.to_ascii_lowercase()))
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_exits_130_and_leaves_no_partial_file() {
    let server = FaultServer::start(vec![Fault::Stall(Duration::from_secs(30))]);
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("out.json");
    let f = finq(&server, &["-o", target.to_str().unwrap()]);
    let child = f.std_command().stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
    // Wait until the request is in flight, then interrupt.
    let started = Instant::now();
    while server.hits() == 0 && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let status = std::process::Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "no partial or temporary file");
}

#[test]
fn a_closed_stdout_pipe_is_quiet_success() {
    let prices: String =
        (0..240).map(|i| format!("\"{}-01-31T00:00:00\":{i}.5", 2000 + i)).collect::<Vec<_>>().join(",");
    let body =
        format!(r#"{{"data":{{"type":"prices","attributes":{{"status":0,"count":240,"result":{{{prices}}}}}}}}}"#);
    // The answer comes late, so the reader is gone before finq writes.
    let server = FaultServer::start(vec![Fault::Delay(Duration::from_millis(500), Box::new(Fault::json(200, body)))]);
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-f", "csv", "prices", "AAPL"]);
    let mut child = f.std_command().stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take()); // like `| head -0`
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}
