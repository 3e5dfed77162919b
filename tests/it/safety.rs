//! The promises of the README's security section, each tested against a server that attacks:
//! the key stays on its origin, echoed keys are redacted, hostile headers and files do not crash
//! finq, signals leave nothing half-written.

use std::path::Path;

use crate::common::{Finq, TEST_KEY, real, run};
use crate::fault_server::{Fault, FaultServer};

fn ok() -> Fault {
    Fault::json(200, real("income-AAPL-finanalysis.json"))
}

fn redirect(status: u16, to: String) -> Fault {
    Fault::json(status, "").with_header("Location", to)
}

fn income(server: &FaultServer, extra: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-f", "json", "--retries", "0"]).args(extra).args(["income", "AAPL"]);
    f
}

#[test]
fn redirects_to_another_origin_are_refused_and_carry_no_key() {
    for status in [301, 302, 307, 308] {
        let elsewhere = FaultServer::start(vec![ok()]);
        let server = FaultServer::start(vec![redirect(status, format!("{}/v1/company/AAPL/income", elsewhere.uri()))]);
        let r = run(income(&server, &["-v"]));
        assert_eq!(r.code, 7, "{status}: {}", r.stderr);
        assert_eq!(elsewhere.hits(), 0, "{status}: the other origin was asked");
        let line = r.stderr.lines().find(|l| l.starts_with("finq: error:")).unwrap();
        assert!(line.contains(&server.uri()) && line.contains(&elsewhere.uri()), "{line}");
        assert!(r.stderr.contains(&format!("-> {status} redirect to {}", elsewhere.uri())), "{}", r.stderr);
    }
}

#[test]
fn redirects_on_the_same_origin_are_followed_and_shown() {
    let server = FaultServer::start(vec![redirect(302, "/moved/income".into()), ok()]);
    let r = run(income(&server, &["-v"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let requests = server.requests();
    assert!(requests[1].starts_with("GET /moved/income HTTP/1.1"), "{requests:?}");
    assert!(requests[1].to_ascii_lowercase().contains("ocp-apim-subscription-key"), "same origin keeps the key");
    assert!(r.stderr.contains("-> 302 redirect to"), "{}", r.stderr);
}

#[test]
fn redirect_loops_end() {
    let server = FaultServer::start(vec![redirect(302, "/v1/company/AAPL/income".into())]);
    let r = run(income(&server, &[]));
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("more than 10 times"), "{}", r.stderr);
    assert_eq!(server.hits(), 11);
}

#[test]
fn loopback_requests_never_go_through_a_proxy() {
    let proxy = FaultServer::start(vec![ok()]);
    let server = FaultServer::start(vec![ok()]);
    let mut f = income(&server, &[]);
    f.cmd.env("HTTP_PROXY", proxy.uri()).env("http_proxy", proxy.uri()).env("ALL_PROXY", proxy.uri());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(proxy.hits(), 0, "the proxy saw the key in clear");
    assert_eq!(server.hits(), 1);
}

/// A service that echoes the key in its message, a header and the body.
fn echo(status: u16) -> Fault {
    Fault::json(status, format!(r#"{{"statusCode": {status}, "message": "Access denied: key {TEST_KEY} is invalid"}}"#))
        .with_header("X-Echo", TEST_KEY)
}

#[test]
fn an_echoed_key_is_redacted_in_messages_and_verbose_output() {
    let server = FaultServer::start(vec![echo(401)]);
    // `run` fails the test if the key appears on stdout or stderr.
    let r = run(income(&server, &["-vv"]));
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(r.stderr.contains("<redacted>"), "{}", r.stderr);
    assert!(r.stderr.contains("x-echo: <redacted>"), "{}", r.stderr);
}

#[test]
fn an_echoed_key_is_redacted_in_ndjson_error_records_and_manifests() {
    let server = FaultServer::start(vec![echo(500)]);
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-f", "ndjson", "--retries", "0", "income", "AAPL", "MSFT"]);
    let r = run(f);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stdout.contains("<redacted>"), "{}", r.stdout);

    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "--retries", "0", "snapshot", "AAPL", "--statements", "income"]);
    f.cmd.arg("--out").arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 8, "{}", r.stderr);
    let manifest = std::fs::read_to_string(dir.path().join("manifest.json")).unwrap();
    assert!(!manifest.contains(TEST_KEY) && manifest.contains("<redacted>"), "{manifest}");
}

#[test]
fn doctor_redacts_an_echoed_key() {
    let server = FaultServer::start(vec![echo(401)]);
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "doctor"]);
    let r = run(f);
    assert_eq!(r.code, 4, "{}{}", r.stdout, r.stderr);
}

pub fn no_part_files(dir: &Path) {
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".part"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
