//! Every error class: its exit code, its one line on stderr, and no request where none is due.

use std::time::Duration;

use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, real, run, serve, silent_server};

/// The one error line; clap's "did you mean" may follow on a second line of its own.
fn one_line(stderr: &str) -> &str {
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.starts_with("finq: tip: ")).collect();
    assert_eq!(lines.len(), 1, "one line on stderr: {stderr:?}");
    assert!(lines[0].starts_with("finq: error: "), "{stderr:?}");
    assert!(!stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"));
    lines[0]
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_input_exits_2_before_any_request() {
    let server = silent_server().await;
    let cases: &[&[&str]] = &[
        &["income", "../x"],
        &["income", "A?b=1"],
        &["income", "A#x"],
        &["income", "%2F"],
        &["income", "A B"],
        &["income", "A\u{1b}[31m"],
        &["income", "ÄPPL"],
        &["income", ""],
        &["quote", &"A".repeat(100)],
        &["income", "AAPL", "--filing-order", "-1"],
        &["income", "AAPL", "--filing-order", "x"],
        &["income", "AAPL", "--filing-order", "100000000000000000000"],
        &["income", "AAPL", "--form", "8-K"],
        &["income", "AAPL", "--annual", "--quarterly"],
        &["ticker", "abc"],
        &["ticker", "12345678901"],
        &["ticker", "0"],
        &["income"],
        &["frobnicate"],
        &["income", "AAPL", "--timeout", "0"],
    ];
    for args in cases {
        let r = run(Finq::at(&server, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        let line = one_line(&r.stderr);
        assert!(!line.contains('\u{1b}'), "{line:?}");
        assert_eq!(r.stdout, "");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_base_url_exits_2() {
    for url in ["http://example.com", "not a url", "ftp://x"] {
        let mut f = Finq::new();
        f.cmd.args(["--base-url", url, "income", "AAPL"]);
        let r = run(f);
        assert_eq!(r.code, 2, "{url}: {}", r.stderr);
        one_line(&r.stderr);
    }
    let mut f = Finq::new();
    f.cmd.args(["--base-url", "http://example.com", "income", "AAPL"]);
    assert!(run(f).stderr.contains("https"));
}

#[tokio::test(flavor = "multi_thread")]
async fn no_key_exits_4_and_says_how_to_set_one() {
    let server = silent_server().await;
    let mut f = Finq::at(&server, &["--provider", "last10k", "income", "AAPL"]);
    f.cmd.env_remove("FINQ_API_KEY");
    let r = run(f);
    assert_eq!(r.code, 4);
    let line = one_line(&r.stderr);
    assert!(line.contains("FINQ_API_KEY") && line.contains("finq config set-key"), "{line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_user_without_key_or_contact_is_told_both_ways_and_nothing_is_sent() {
    let server = silent_server().await;
    let mut f = Finq::at(&server, &["income", "AAPL"]);
    f.cmd.env_remove("FINQ_API_KEY");
    let r = run(f);
    assert_eq!(r.code, 4);
    let line = one_line(&r.stderr);
    assert!(line.contains("finq config set-contact") && line.contains("FINQ_API_KEY"), "{line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn not_found_says_statement_or_company_as_the_spec_does() {
    let server = MockServer::start().await;
    let body = br#"{"statusCode": 404, "message": "Resource not found"}"#.to_vec();
    for p in [
        "/v1/company/ZZZZ/income",
        "/v1/company/ZZZZ/balancesheet",
        "/v1/company/ZZZZ",
        "/v1/company/ZZZZ/quote",
        "/v1/company/ZZZZ/prices",
        "/v1/company/ZZZZ/cik",
        "/v1/company/999/ticker",
    ] {
        serve(&server, p, 404, body.clone()).await;
    }
    let statement: &[&[&str]] = &[&["income", "ZZZZ"], &["balancesheet", "ZZZZ", "--quarterly"], &["summary", "ZZZZ"]];
    for args in statement {
        let r = run(Finq::at(&server, args));
        assert_eq!(r.code, 3, "{args:?}");
        assert!(one_line(&r.stderr).contains("statement not found"), "{}", r.stderr);
    }
    let r = run(Finq::at(&server, &["balancesheet", "ZZZZ", "--quarterly"]));
    assert!(r.stderr.contains("10-Q balance sheet for ZZZZ"), "{}", r.stderr);
    let company: &[&[&str]] = &[&["quote", "ZZZZ"], &["prices", "ZZZZ"], &["cik", "ZZZZ"], &["ticker", "999"]];
    for args in company {
        let r = run(Finq::at(&server, args));
        assert_eq!(r.code, 3, "{args:?}");
        assert!(one_line(&r.stderr).contains("company not found"), "{}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn service_statuses_map_to_exit_codes() {
    let server = MockServer::start().await;
    let apim = |code: u16, msg: &str| format!(r#"{{ "statusCode": {code}, "message": "{msg}" }}"#).into_bytes();
    serve(&server, "/v1/company/A/income", 401, apim(401, "Access denied due to invalid subscription key.")).await;
    Mock::given(path("/v1/company/B/income"))
        .respond_with(
            ResponseTemplate::new(403)
                .insert_header("Retry-After", "3600")
                .set_body_raw(apim(403, "Out of call volume quota."), "application/json"),
        )
        .mount(&server)
        .await;
    Mock::given(path("/v1/company/C/income"))
        .respond_with(
            ResponseTemplate::new(429)
                .insert_header("Retry-After", "7")
                .set_body_raw(apim(429, "Rate limit is exceeded."), "application/json"),
        )
        .mount(&server)
        .await;
    serve(&server, "/v1/company/D/income", 503, b"<html>Service Unavailable</html>".to_vec()).await;
    serve(&server, "/v1/company/E/income", 400, apim(400, "bad")).await;

    let cases = [
        ("A", 4, "rejected the API key (401: Access denied due to invalid subscription key.)"),
        ("B", 4, "403: Out of call volume quota."),
        ("C", 5, "rate limited by the service (429: Rate limit is exceeded.); the service asks to wait 7 s"),
        ("D", 7, "the service failed on income for D (status 503)"),
        ("E", 7, "unexpected status 400"),
    ];
    for (t, code, text) in cases {
        // Retries have their own tests (faults.rs); here each status is seen once.
        let r = run(Finq::at(&server, &["--retries", "0", "income", t]));
        assert_eq!(r.code, code, "{t}: {}", r.stderr);
        assert!(one_line(&r.stderr).contains(text), "{t}: {}", r.stderr);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn answers_that_are_not_the_interface_exit_7() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/HTML/income"))
        .respond_with(ResponseTemplate::new(200).set_body_raw("<html><body>Maintenance</body></html>", "text/html"))
        .mount(&server)
        .await;
    serve(&server, "/v1/company/SHAPE/income", 200, real("ratios-AAPL-finanalysis.json")).await;
    serve(&server, "/v1/company/TRUNC/income", 200, real("income-FB-finanalysis.json")[..5000].to_vec()).await;
    serve(&server, "/v1/company/STAT/income", 200, br#"{"Status":2,"Data":{},"Content":""}"#.to_vec()).await;
    serve(&server, "/v1/company/QUOTE/quote", 200, real("balancesheet-MSFT-megatrend.json")).await;
    let cases = [
        (&["income", "HTML"][..], "not JSON (status 200, content type text/html)"),
        (&["income", "SHAPE"], "unexpected shape (status 200)"),
        (&["income", "TRUNC"], "not JSON"),
        (&["income", "STAT"], "status 2"),
        (&["quote", "QUOTE"], "data.type is \"statement\", expected \"quote\""),
    ];
    for (args, text) in cases {
        let r = run(Finq::at(&server, args));
        assert_eq!(r.code, 7, "{args:?}: {}", r.stderr);
        let line = one_line(&r.stderr);
        assert!(line.contains(text), "{args:?}: {line}");
        assert!(line.contains(args[0]), "names the operation: {line}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn unreachable_service_exits_6() {
    // A port that was just free: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &format!("http://127.0.0.1:{port}"), "--retries", "0", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    // The host is named (with two sources in a run, which one matters), then what to try.
    let line = one_line(&r.stderr);
    assert!(line.contains(&format!("could not reach 127.0.0.1:{port} (income for AAPL): ")), "{line}");
    assert!(
        line.ends_with("; `finq doctor` checks the way there, and --demo runs finq on bundled data with no network"),
        "{line}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_silent_service_times_out_with_exit_6() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/SLOW/income"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(10)))
        .mount(&server)
        .await;
    let r = run(Finq::at(&server, &["income", "SLOW", "--timeout", "1"]));
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(one_line(&r.stderr).contains("timed out after 1 s"), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn one_failure_is_one_line_whatever_the_periods() {
    let server = MockServer::start().await;
    let body = br#"{"statusCode": 404, "message": "Resource not found"}"#.to_vec();
    serve(&server, "/v1/company/ZZZZ/income", 404, body).await;
    for extra in [&[][..], &["--periods", "2"], &["--periods", "2", "--all-columns"]] {
        for format in ["table", "json"] {
            let mut args = vec!["income", "ZZZZ", "-f", format];
            args.extend(extra);
            let r = run(Finq::at(&server, &args));
            assert_eq!(r.code, 3, "{args:?}: {}", r.stderr);
            let line = one_line(&r.stderr);
            assert!(line.starts_with("finq: error: statement not found"), "{args:?}: {line}");
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn hints_are_data_the_doctor_gives_its_own_advice_instead() {
    // A run ends its line with what to do; the doctor says the failure, then its own fix (it does
    // not tell a person to run the doctor, nor to set the key it is diagnosing).
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let hint = "; `finq doctor` checks the way there, and --demo runs finq on bundled data with no network";
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base, "--retries", "0", "income", "AAPL"]);
    let r = run(f);
    assert!(one_line(&r.stderr).ends_with(hint), "{}", r.stderr);
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base, "--retries", "0", "doctor"]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stdout);
    let probe =
        r.stdout.lines().find(|l| l.starts_with("FAIL probe request: ")).unwrap_or_else(|| panic!("{}", r.stdout));
    assert!(probe.starts_with(&format!("FAIL probe request: could not reach 127.0.0.1:{port} (")), "{probe}");
    assert!(!probe.contains("finq doctor"), "{probe}");

    let refusing = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/cik"))
        .respond_with(ResponseTemplate::new(401).set_body_raw(r#"{"message":"Access denied"}"#, "application/json"))
        .mount(&refusing)
        .await;
    let r = run(Finq::at(&refusing, &["doctor"]));
    assert_eq!(r.code, 4, "{}", r.stdout);
    assert!(
        r.stdout.contains("FAIL probe request: the service rejected the API key (401: Access denied)\n"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("fix: the key was refused"), "{}", r.stdout);
}

/// Refusals end with what to do, not only why: `--raw` where it cannot apply, a config field
/// mistyped, a filing order the demo does not hold.
#[test]
fn refusals_end_with_what_to_do() {
    let store = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (
            &["--demo", "--raw", "compare", "income", "AAPL", "MSFT"],
            "leave out --raw (or ask `finq --raw income TICKER` of one company)",
        ),
        (&["--raw", "screen", "Assets", "--period", "2009Q2"], "leave out --raw"),
        (&["--raw", "--provider", "bulk", "income", "AAPL"], "leave out --raw, or choose a service with --provider"),
        (&["--demo", "equity", "AAPL", "--filing-order", "1"], "leave out --filing-order"),
    ];
    for (args, ending) in cases {
        let mut f = crate::common::Finq::new();
        f.cmd.env("FINQ_STORE_DIR", store.path()).args(args);
        let r = crate::common::run(f);
        let line = r
            .stderr
            .lines()
            .find(|l| l.starts_with("finq: error:"))
            .unwrap_or_else(|| panic!("{args:?}: {}", r.stderr));
        assert!(line.ends_with(ending), "{args:?}: {line}");
    }
    let f = crate::common::Finq::new();
    std::fs::write(f.config_path(), "timout = 5\n").unwrap();
    let mut f = f;
    f.cmd.args(["income", "AAPL"]);
    let r = crate::common::run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.trim_end().ends_with("unknown field `timout`; did you mean `timeout`?"), "{}", r.stderr);
    // Plain http to another machine with no key set: refused for what is true of it.
    let mut f = crate::common::Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").args(["--base-url", "http://example.com", "income", "AAPL"]);
    let r = crate::common::run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("answers could be altered on the way") && r.stderr.trim_end().ends_with("use https://"),
        "{}",
        r.stderr
    );
}

/// A message to a terminal wraps to its width (`COLUMNS` here), its later lines indented under its
/// first word; piped, the same message is one line. The terminal is `script`'s (util-linux).
#[cfg(target_os = "linux")]
#[test]
fn messages_wrap_to_a_terminal_and_stay_one_line_piped() {
    let piped = run({
        let mut f = Finq::new();
        f.cmd.env("COLUMNS", "50").args(["income", "AAPL/../x"]);
        f
    });
    let line = one_line(&piped.stderr);
    assert!(line.chars().count() > 100, "{line}");

    // Without `script` there is no terminal to give finq: the wrapping is left to the unit test,
    // except under CI, where it is required.
    let Ok(found) = std::process::Command::new("script").arg("--version").output() else {
        assert!(std::env::var_os("CI").is_none(), "CI has util-linux's `script`");
        return;
    };
    assert!(found.status.success());
    let home = tempfile::tempdir().unwrap();
    let bin = std::path::PathBuf::from(Finq::new().cmd.get_program());
    let out = std::process::Command::new("script")
        .args(["-qec", &format!("{} income 'AAPL/../x'", bin.display()), "/dev/null"])
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .env("FINQ_CONFIG_DIR", home.path())
        .env("FINQ_CACHE_DIR", home.path().join("cache"))
        .env("COLUMNS", "50")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
    assert!(lines.len() > 2, "wrapped: {text:?}");
    assert!(lines[0].starts_with("finq: error: invalid ticker"), "{text:?}");
    assert!(lines[1..].iter().all(|l| l.starts_with("      ") && !l[6..].starts_with(' ')), "{text:?}");
    assert!(lines.iter().all(|l| l.chars().count() <= 50), "{text:?}");
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert_eq!(words(&lines.join(" ")), words(line), "the same words as the piped line");
}
