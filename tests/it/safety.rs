//! The promises of the security section of docs/reference.md, each tested against a server that attacks:
//! the key stays on its origin, echoed keys are redacted, hostile headers and files do not crash
//! finq, signals leave nothing half-written.

use std::path::Path;

use crate::common::{Finq, TEST_KEY, real, run};
use crate::fault_server::{Fault, FaultServer};

fn good() -> Fault {
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
        let elsewhere = FaultServer::start(vec![good()]);
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
    let server = FaultServer::start(vec![redirect(302, "/moved/income".into()), good()]);
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
    let proxy = FaultServer::start(vec![good()]);
    let server = FaultServer::start(vec![good()]);
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
    assert_eq!(r.code, 7, "its one item failed: that failure's exit: {}", r.stderr);
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

#[test]
fn a_huge_retry_after_neither_aborts_nor_reads_as_zero() {
    for value in ["300000000000", "18446744073709551615", "Fri, 31 Dec 9999 23:59:59 GMT"] {
        let server =
            FaultServer::start(vec![Fault::json(403, r#"{"message":"quota"}"#).with_header("Retry-After", value)]);
        let r = run(income(&server, &[]));
        assert_eq!(r.code, 4, "{value}: {}", r.stderr);
        let server =
            FaultServer::start(vec![Fault::json(429, r#"{"message":"slow"}"#).with_header("Retry-After", value)]);
        let mut f = Finq::new();
        f.cmd.args(["--base-url", &server.uri(), "-f", "json", "--retries", "2", "income", "AAPL"]);
        let r = run(f);
        assert_eq!(r.code, 5, "{value}: {}", r.stderr);
        assert!(!r.stderr.contains("wait 0 min") && r.stderr.contains("wait 720 h"), "{value}: {}", r.stderr);
        assert_eq!(server.hits(), 1, "a long wait is not waited for");
    }
}

#[test]
fn a_huge_retry_after_in_a_batch_keeps_the_good_answers() {
    let server = FaultServer::start(vec![
        good(),
        Fault::json(403, r#"{"message":"quota"}"#).with_header("Retry-After", "300000000000"),
    ]);
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("out.json");
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-j", "1", "-f", "json", "income", "AAPL", "MSFT", "-o"]).arg(&target);
    let r = run(f);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(std::fs::read_to_string(&target).unwrap().contains("\"ticker\": \"AAPL\""));
    no_part_files(dir.path());
}

/// The cache entry finq keeps for `url` (the layout docs/reference.md documents).
fn cache_entry(cache: &Path, url: &str) -> std::path::PathBuf {
    use sha2::Digest;
    let hash = format!("{:x}", sha2::Sha256::digest(url.as_bytes()));
    cache.join("v1").join(&hash[..2]).join(&hash[2..])
}

#[cfg(unix)]
#[test]
fn damaged_cache_entries_are_misses_not_aborts_or_hangs() {
    let server = FaultServer::start(vec![good()]);
    let url = format!("{}/v1/company/AAPL/income", server.uri());
    let body = real("income-AAPL-finanalysis.json");
    let fresh = |f: &Finq| -> std::path::PathBuf {
        let entry = cache_entry(&f.config_dir.path().join("cache"), &url);
        std::fs::create_dir_all(entry.parent().unwrap()).unwrap();
        let _ = std::fs::remove_file(&entry);
        entry
    };
    let header = |stored_at: &str| {
        let h = format!(r#"{{"url":"{url}","stored_at":{stored_at},"len":{},"content_type":null}}"#, body.len());
        [h.as_bytes(), b"\n", &body].concat()
    };
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    type Make<'a> = Box<dyn Fn(&Path) + 'a>;
    let cases: Vec<(&str, Make)> = vec![
        ("stored_at 2^63", Box::new(|p: &Path| std::fs::write(p, header("9223372036854775808")).unwrap())),
        ("stored_at u64::MAX", Box::new(|p: &Path| std::fs::write(p, header("18446744073709551615")).unwrap())),
        (
            "in the future",
            Box::new(move |p: &Path| std::fs::write(p, header(&(now + 86400 * 365).to_string())).unwrap()),
        ),
        (
            "a FIFO",
            Box::new(|p: &Path| assert!(std::process::Command::new("mkfifo").arg(p).status().unwrap().success())),
        ),
        ("a link to /dev/zero", Box::new(|p: &Path| std::os::unix::fs::symlink("/dev/zero", p).unwrap())),
    ];
    for (what, make) in cases {
        let before = server.hits();
        let mut f = Finq::new();
        make(&fresh(&f));
        f.cmd.args(["--base-url", &server.uri(), "-f", "json", "--timeout", "5", "income", "AAPL"]);
        let started = std::time::Instant::now();
        let r = run(f);
        assert_eq!(r.code, 0, "{what}: {}", r.stderr);
        // Not a timing test: a FIFO or /dev/zero read whole would never end at all.
        assert!(started.elapsed() < std::time::Duration::from_secs(30), "{what}: took {:?}", started.elapsed());
        assert_eq!(server.hits(), before + 1, "{what}: asked again");
    }
}

#[cfg(unix)]
#[test]
fn a_closed_stderr_is_not_an_error_and_the_data_is_written() {
    let server = FaultServer::start(vec![good()]);
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("out.json");
    let mut f = income(&server, &["-vv"]);
    f.cmd.arg("-o").arg(&target);
    let mut child =
        f.std_command().stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    drop(child.stderr.take()); // the reader is gone before finq writes a line
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
    assert!(std::fs::read_to_string(&target).unwrap().contains("\"statement\": \"income\""));
}

#[cfg(unix)]
fn signal_during_output(signal: i32, code: i32) {
    let server = FaultServer::start(vec![Fault::Stall(std::time::Duration::from_secs(30))]);
    let dir = tempfile::tempdir().unwrap();
    let mut f = income(&server, &[]);
    f.cmd.arg("-o").arg(dir.path().join("out.json"));
    let child =
        f.std_command().stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let started = std::time::Instant::now();
    while server.hits() == 0 && started.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(code), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "no partial or temporary file");
}

#[cfg(unix)]
#[test]
fn sigterm_and_sighup_leave_nothing_partial() {
    signal_during_output(libc::SIGTERM, 143);
    signal_during_output(libc::SIGHUP, 129);
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_cpu_bound_work_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    // A filter that would run for minutes.
    f.cmd
        .args(["--demo", "-q", "--jq", "[range(1000000000)] | length", "income", "AAPL", "-o"])
        .arg(dir.path().join("o"));
    let child =
        f.std_command().stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(700));
    let sent = std::time::Instant::now();
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", String::from_utf8_lossy(&out.stderr));
    // Not a timing test: the filter would run for many minutes if the signal were swallowed.
    assert!(sent.elapsed() < std::time::Duration::from_secs(30), "took {:?}", sent.elapsed());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "no partial or temporary file");
}

#[cfg(unix)]
#[test]
fn output_to_devices_fifos_links_and_existing_files_behaves_like_a_redirect() {
    use std::os::unix::fs::PermissionsExt;
    let demo = |target: &Path| {
        let mut f = Finq::new();
        f.cmd.args(["--demo", "-q", "-f", "json", "income", "AAPL", "-o"]).arg(target);
        f
    };
    // A device is written in place, never replaced (as root, a rename would replace /dev/null).
    let r = run(demo(Path::new("/dev/null")));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(std::fs::metadata("/dev/null").unwrap().file_type().is_char_device_like());
    // /dev/stdout goes to stdout.
    let r = run(demo(Path::new("/dev/stdout")));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"statement\""), "{}", r.stdout);

    let dir = tempfile::tempdir().unwrap();
    // An existing file keeps its mode.
    let existing = dir.path().join("existing.json");
    std::fs::write(&existing, "old").unwrap();
    std::fs::set_permissions(&existing, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(run(demo(&existing)).code, 0);
    assert_eq!(std::fs::metadata(&existing).unwrap().permissions().mode() & 0o777, 0o644);
    assert!(std::fs::read_to_string(&existing).unwrap().contains("\"statement\""));
    // A new file gets the umask's mode, not 0600.
    let new = dir.path().join("new.json");
    assert_eq!(run(demo(&new)).code, 0);
    let mode = std::fs::metadata(&new).unwrap().permissions().mode() & 0o777;
    assert_ne!(mode, 0o600, "a new output file is not private");
    // A symlink is followed: its target is replaced, the link stays a link.
    let real_target = dir.path().join("real.json");
    std::fs::write(&real_target, "old").unwrap();
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&real_target, &link).unwrap();
    assert_eq!(run(demo(&link)).code, 0);
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(std::fs::read_to_string(&real_target).unwrap().contains("\"statement\""));
    // A FIFO is written in place: the reader gets the data.
    let fifo = dir.path().join("fifo");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    assert_eq!(run(demo(&fifo)).code, 0);
    assert!(reader.join().unwrap().contains("\"statement\""));
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo_like());
    // A folder: exit 2, one line.
    let r = run(demo(dir.path()));
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("is a folder"), "{}", r.stderr);
    no_part_files(dir.path());
}

#[cfg(unix)]
trait FileTypeLike {
    fn is_char_device_like(&self) -> bool;
    fn is_fifo_like(&self) -> bool;
}

#[cfg(unix)]
impl FileTypeLike for std::fs::FileType {
    fn is_char_device_like(&self) -> bool {
        std::os::unix::fs::FileTypeExt::is_char_device(self)
    }
    fn is_fifo_like(&self) -> bool {
        std::os::unix::fs::FileTypeExt::is_fifo(self)
    }
}

/// Escape sequences, C1 controls, bidi controls and DEL: what a hostile service would send.
const HOSTILE: &str = "\u{1b}]52;c;ZXZpbA==\u{7}\u{1b}[31m\u{9b}2J\u{202e}\u{61c}\u{7f}";

/// `body` with hostile text in every string value, in every key of a `result`, and inside every
/// cell of an HTML `Content`.
fn poison(body: &[u8]) -> Vec<u8> {
    fn walk(v: &mut serde_json::Value, in_result: bool) {
        match v {
            serde_json::Value::String(s) if s.contains("</td>") => *s = s.replace("</td>", &format!("{HOSTILE}</td>")),
            serde_json::Value::String(s) => s.push_str(HOSTILE),
            serde_json::Value::Array(a) => a.iter_mut().for_each(|v| walk(v, in_result)),
            serde_json::Value::Object(m) => {
                let old = std::mem::take(m);
                for (k, mut v) in old {
                    let k = if in_result { format!("{k}{HOSTILE}") } else { k };
                    // The envelope's type names stay, or nothing would parse at all.
                    if k != "type" {
                        walk(&mut v, k == "result");
                    }
                    m.insert(k, v);
                }
            }
            _ => {}
        }
    }
    let mut v: serde_json::Value = serde_json::from_slice(body).unwrap();
    walk(&mut v, false);
    serde_json::to_vec(&v).unwrap()
}

fn assert_inert(what: &str, text: &str) {
    for c in ['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}', '\u{61c}', '\u{7f}'] {
        assert!(!text.contains(c), "{what}: {:?} reached the output:\n{text}", c);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn hostile_text_in_every_field_never_reaches_a_terminal() {
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let demo = |n: &str| crate::common::fixture(&format!("../../demo/{n}"));
    let bodies: Vec<(&str, Vec<u8>)> = vec![
        ("income", real("income-AAPL-finanalysis.json")),
        ("balancesheet", real("balancesheet-MSFT-megatrend.json")),
        ("operations", real("operations-AMZN-megatrend.json")),
        ("equity", demo("equity-AAPL.sample.json")),
        ("summary", demo("summary-AAPL.sample.json")),
        ("quote", demo("quote-AAPL.sample.json")),
        ("prices", demo("prices-AAPL.sample.json")),
        ("cik", demo("cik-AAPL.sample.json")),
        ("ticker", demo("ticker-320193.sample.json")),
    ];
    let server = MockServer::start().await;
    for (op, body) in &bodies {
        let body = poison(body);
        let op = op.to_string();
        Mock::given(wiremock::matchers::method("GET"))
            .and(wiremock::matchers::path_regex(if op == "summary" {
                "^/v1/company/[A-Z]+$".to_string()
            } else {
                format!("^/v1/company/[A-Z0-9]+/{op}$")
            }))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    let mut checked = 0;
    for (op, _) in &bodies {
        let subjects: &[&str] = if *op == "ticker" { &["320193", "789019"] } else { &["AAPL", "MSFT"] };
        let mut layouts: Vec<Vec<&str>> = Vec::new();
        for format in ["table", "json", "csv", "ndjson"] {
            layouts.push(vec!["-f", format, subjects[0]]);
            layouts.push(vec!["-f", format, subjects[0], subjects[1]]);
        }
        if !matches!(*op, "quote" | "prices" | "cik" | "ticker") {
            layouts.push(vec!["-f", "table", "--periods", "2", subjects[0]]);
            layouts.push(vec!["-f", "table", "--labels", subjects[0]]);
        }
        layouts.push(vec!["-vv", "--jq", ".", subjects[0]]);
        for layout in layouts {
            let mut args = vec!["--no-cache", op];
            args.extend(&layout);
            let r = run(Finq::at(&server, &args));
            assert_inert(&format!("{args:?} stdout"), &r.stdout);
            assert_inert(&format!("{args:?} stderr"), &r.stderr);
            if r.code == 0 {
                checked += 1;
            }
        }
    }
    // Most layouts must have produced output, or the test shows nothing.
    assert!(checked >= 80, "only {checked} layouts succeeded");
}

#[test]
fn a_second_snapshot_into_the_same_folder_is_refused_and_harms_nothing() {
    let server = FaultServer::start(vec![Fault::Stall(std::time::Duration::from_secs(30))]);
    let dir = tempfile::tempdir().unwrap();
    let snapshot = || {
        let mut f = Finq::new();
        f.cmd
            .args(["--base-url", &server.uri(), "snapshot", "AAPL", "--statements", "income", "--out"])
            .arg(dir.path());
        f
    };
    let mut first = snapshot().std_command().stderr(std::process::Stdio::null()).spawn().unwrap();
    let started = std::time::Instant::now();
    while server.hits() == 0 && started.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let r = run(snapshot());
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("another finq snapshot is writing into"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(first.try_wait().unwrap().is_none(), "the first run goes on");
    first.kill().unwrap();
    first.wait().unwrap();
}

#[test]
fn a_snapshot_write_error_fails_that_item_only() {
    let server = FaultServer::start(vec![good()]);
    let dir = tempfile::tempdir().unwrap();
    // AAPL's folder cannot be made: a file has its name.
    std::fs::write(dir.path().join("AAPL"), "in the way").unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &server.uri(), "-j", "1", "snapshot", "AAPL", "MSFT", "--statements", "income"]);
    f.cmd.arg("--out").arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(dir.path().join("MSFT/income").is_dir(), "the other item was written");
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("manifest.json")).unwrap()).unwrap();
    let statuses: Vec<&str> =
        manifest["items"].as_array().unwrap().iter().map(|i| i["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["failed", "fetched"], "{manifest}");
}

#[test]
fn cache_clear_removes_only_what_finq_wrote() {
    let cache = tempfile::tempdir().unwrap();
    let theirs = cache.path().join("v7");
    std::fs::create_dir_all(&theirs).unwrap();
    std::fs::write(theirs.join("thesis.tex"), "years of work").unwrap();
    let mut f = Finq::new();
    f.cmd.env("FINQ_CACHE_DIR", cache.path()).args(["cache", "clear"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(theirs.join("thesis.tex").exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn number_text_is_printed_as_sent_in_every_machine_format() {
    let server = wiremock::MockServer::start().await;
    let body = r#"{"meta":{"copyright":"c","terms":"t"},"data":{"type":"statement","id":"x","attributes":{"status":0,
      "company":{"name":"A","cik":"1","ticker":"AAPL"},"filing":{"name":"T","accessionNumber":"a","filingDate":"2020-01-01T00:00:00",
      "period":"2019-12-31T00:00:00","source":"10-K","filingCount":1},"count":4,
      "result":{"Exp":1.5e3,"Big":1E400,"NegZero":-0,"Plain":-12.50}}}}"#;
    crate::common::serve(&server, "/v1/company/AAPL/income", 200, body.into()).await;
    let r = run(Finq::at(&server, &["income", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    for text in ["1.5e3", "1E400", "-0", "-12.50"] {
        assert!(r.stdout.contains(&format!(": {text}")), "{text}: {}", r.stdout);
    }
    let r = run(Finq::at(&server, &["income", "AAPL", "-f", "csv"]));
    for text in [",1.5e3\n", ",1E400\n", ",-0\n", ",-12.50\n"] {
        assert!(r.stdout.contains(text), "{text}: {}", r.stdout);
    }
    let r = run(Finq::at(&server, &["income", "AAPL", "-f", "ndjson"]));
    for text in [":1.5e3}", ":1E400}", ":-0}", ":-12.50}"] {
        assert!(r.stdout.contains(text), "{text}: {}", r.stdout);
    }
    let r = run(Finq::at(&server, &["income", "AAPL", "--jq", ".items[0].value / 0"]));
    assert_eq!(r.code, 2, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.is_empty() && r.stderr.contains("not JSON"), "{}{}", r.stdout, r.stderr);
}

#[test]
fn a_line_appended_to_the_template_lands_at_the_top_level() {
    let mut f = Finq::new();
    f.cmd.args(["config", "init"]);
    let path = f.config_path();
    let dir = f.config_dir.path().to_path_buf();
    let out = f.std_command().output().unwrap();
    assert!(out.status.success());
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("timeout = 5\n");
    std::fs::write(&path, text).unwrap();
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", &dir).args(["config", "show"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("timeout = 5 s  (config file)"), "{}", r.stdout);
}

#[test]
fn a_broken_config_file_is_named_by_line_and_table_and_repair_commands_still_work() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("config.toml"), "[cache]\nquote = 60\ntimeout = 5\n").unwrap();
    let finq = |args: &[&str]| {
        let mut f = Finq::new();
        f.cmd.env("FINQ_CONFIG_DIR", dir.path()).args(args);
        run(f)
    };
    let r = finq(&["-f", "json", "income", "AAPL"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("line 3 (in table [cache])"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let r = finq(&["config", "path"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.trim().ends_with("config.toml"));
    let r = finq(&["--demo", "-f", "json", "income", "AAPL"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("ignored for this command"), "{}", r.stderr);
    let r = finq(&["doctor"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.contains("line 3 (in table [cache])"), "{}", r.stdout);
    assert!(r.stderr.contains("4 more not run"), "{}", r.stderr);
    let r = finq(&["config", "init", "--force"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(finq(&["--demo", "-q", "-f", "json", "income", "AAPL"]).stderr, "");
}

#[cfg(unix)]
#[test]
fn a_readable_key_file_is_warned_about_even_when_the_environment_has_the_key() {
    use std::os::unix::fs::PermissionsExt;
    let f = Finq::new();
    let path = f.config_path();
    std::fs::write(&path, "api_key = \"another-fake-key-123\"\n").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
    let mut f = f;
    f.cmd.args(["--demo", "-f", "json", "income", "AAPL"]);
    let r = run(f);
    assert!(r.stderr.contains("readable by others"), "{}", r.stderr);
}

#[test]
fn color_always_wins_over_no_color() {
    let mut f = Finq::new();
    f.cmd.env("NO_COLOR", "1").args(["--demo", "-q", "--color", "always", "-f", "table", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\u{1b}[38;5;9m"), "negative values in red: {}", r.stdout);
    let mut f = Finq::new();
    f.cmd.env("NO_COLOR", "1").args(["--demo", "-q", "-f", "table", "income", "AAPL"]);
    assert!(!run(f).stdout.contains('\u{1b}'));
}

#[tokio::test(flavor = "multi_thread")]
async fn units_never_scale_per_share_amounts_or_print_a_value_as_zero() {
    let server = wiremock::MockServer::start().await;
    let body = r#"{"data":{"type":"statement","id":"x","attributes":{"status":0,"company":{"name":"G","ticker":"GOOG"},
      "filing":{"source":"10-K"},"count":5,"result":{"Revenues":307394000000,"IncomeLossFromContinuingOperationsPerBasicShare":5.84,
      "EarningsPerDilutedShare":23.11,"ShareBasedCompensation":22460000000,"OtherTinyAmount":400}}}}"#;
    crate::common::serve(&server, "/v1/company/GOOG/income", 200, body.into()).await;
    let r = run(Finq::at(&server, &["income", "GOOG", "-f", "table", "--units", "millions"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let line =
        |e: &str| r.stdout.lines().find(|l| l.trim_start().starts_with(e)).unwrap_or_default().trim().to_string();
    assert!(line("Revenues").ends_with("307,394"), "{}", r.stdout);
    assert!(line("IncomeLossFromContinuingOperationsPerBasicShare").ends_with("5.84"), "{}", r.stdout);
    assert!(line("EarningsPerDilutedShare").ends_with("23.11"), "{}", r.stdout);
    assert!(line("ShareBasedCompensation").ends_with("22,460"), "{}", r.stdout);
    assert!(line("OtherTinyAmount").ends_with("0.0004"), "{}", r.stdout);
    assert!(r.stdout.contains("monetary values in millions, rounded to 3 decimals"), "{}", r.stdout);
}

#[test]
fn dates_are_real_and_windows_are_not_empty_by_mistake() {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-f", "json", "quote", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = crate::common::json(&r.stdout);
    let date = q["last_trade_date"].as_str().unwrap();
    assert_eq!(date.len(), 10, "{date}");
    for args in [&["--since", "2025-02-30"][..], &["--since", "2025-06", "--until", "2025-01"][..]] {
        let mut f = Finq::new();
        f.cmd.args(["--demo", "prices", "AAPL"]).args(args);
        let r = run(f);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}

#[test]
fn doctor_behind_a_proxy_lets_the_proxy_resolve_names() {
    let proxy = FaultServer::start(vec![Fault::json(502, "")]);
    let mut f = Finq::new();
    f.cmd.env("HTTPS_PROXY", proxy.uri()).args([
        "--base-url",
        "https://finq-test-host.invalid",
        "--retries",
        "0",
        "doctor",
    ]);
    let r = run(f);
    assert!(r.stdout.contains("resolved by the proxy"), "{}", r.stdout);
    assert!(!r.stdout.contains("cannot resolve"), "{}", r.stdout);
    assert!(proxy.hits() >= 1, "the probe went through the proxy");
}

#[cfg(unix)]
#[test]
fn quiet_silences_the_cache_warning() {
    let server = FaultServer::start(vec![good()]);
    let blocker = tempfile::NamedTempFile::new().unwrap();
    let mut f = income(&server, &["-q"]);
    // The cache folder is a file: the cache cannot be written.
    f.cmd.env("FINQ_CACHE_DIR", blocker.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr, "");
}

#[test]
fn the_time_out_bounds_a_long_filter_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd
        .args(["--demo", "-q", "--timeout", "1", "--jq", "[range(1000000000)] | length", "income", "GOOG", "-o"])
        .arg(dir.path().join("o.json"));
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.contains("--jq ran past the 1 s time-out"), "{}", r.stderr);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "no partial or temporary file");
}

#[test]
fn a_slow_reader_of_the_filter_output_is_not_a_time_out() {
    use std::io::Read;
    let mut f = Finq::new();
    // ~110 KB of output: more than a pipe holds, so finq blocks writing until the reader reads.
    f.cmd.args(["--demo", "-q", "--timeout", "1", "--jq", "range(20000)", "income", "GOOG"]);
    let mut child =
        f.std_command().stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    // The reader waits past the time-out; the filter itself finished long before.
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    let status = child.wait_with_output().unwrap();
    assert_eq!(status.status.code(), Some(0), "{}", String::from_utf8_lossy(&status.stderr));
    assert_eq!(out.lines().count(), 20000);
    assert_eq!(out.lines().last(), Some("19999"));
}
