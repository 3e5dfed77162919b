//! `config init` and `show`, `doctor`, and the help pages.

use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, run, serve};

#[test]
fn config_init_writes_a_commented_file_and_show_names_origins() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", dir.path()).args(["config", "init"]);
    assert_eq!(run(f).code, 0);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("# timeout = 30") && text.contains("[cache]"));
    assert!(text.parse::<toml::Table>().is_ok());
    let mut again = Finq::new();
    again.cmd.env("FINQ_CONFIG_DIR", path.parent().unwrap()).args(["config", "init"]);
    assert_eq!(run(again).code, 0, "nothing to lose: written again");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);

    // set-key keeps the comments and fills in the key line.
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", path.parent().unwrap()).args(["config", "set-key"]).write_stdin("k-1\n");
    assert_eq!(run(f).code, 0);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("api_key = \"k-1\"") && text.contains("# timeout = 30"), "{text}");

    std::fs::write(&path, "timeout = 12\n[cache]\nquote = 5\n").unwrap();
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", path.parent().unwrap()).env("FINQ_FORMAT", "csv").args([
        "--retries",
        "1",
        "config",
        "show",
    ]);
    let r = run(f);
    for line in [
        "format = csv  (environment)",
        "retries = 1  (flag)",
        "timeout = 12 s  (config file)",
        "cache.quote = 5 s  (config file)",
        "cache.prices = 86400 s  (default)",
        "concurrency = 8  (default)",
        "api_key = <redacted>  (environment)",
    ] {
        assert!(r.stdout.contains(line), "{line}: {}", r.stdout);
    }
}

#[test]
fn config_init_after_set_contact_keeps_it_and_every_file_ends_with_a_newline() {
    let f = Finq::new();
    let dir = f.config_dir.path().to_path_buf();
    let path = f.config_path();
    let finq = |args: &[&str], stdin: &str| {
        let mut f = Finq::new();
        f.cmd.env("FINQ_CONFIG_DIR", &dir).args(args).write_stdin(stdin.to_string());
        run(f)
    };
    let ends_with_newline = |what: &str| {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.ends_with('\n'), "{what}: {text:?}");
        text
    };
    assert_eq!(finq(&["config", "set-contact", "Jane Doe jane@example.com"], "").code, 0);
    ends_with_newline("set-contact");
    assert_eq!(finq(&["config", "set-key"], "k-1\n").code, 0);
    ends_with_newline("set-key");
    std::fs::write(&path, std::fs::read_to_string(&path).unwrap() + "[cache]\nquote = 5\n").unwrap();
    let r = finq(&["config", "init"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("(kept api_key, edgar_user_agent, cache.quote)"), "{}", r.stderr);
    let text = ends_with_newline("init");
    assert!(text.contains("\nedgar_user_agent = \"Jane Doe jane@example.com\"\n"), "{text}");
    assert!(text.contains("\napi_key = \"k-1\"\n") && text.contains("\n[cache]\n") && text.contains("\nquote = 5\n"));
    assert!(text.contains("# timeout = 30"), "the template's comments: {text}");
    let show = finq(&["config", "show"], "").stdout;
    assert!(show.contains("edgar_user_agent = Jane Doe jane@example.com  (config file)"), "{show}");
    assert!(show.contains("cache.quote = 5 s  (config file)"), "{show}");
    // A file with comments of its own is left alone, and the message says exactly what to do.
    std::fs::write(&path, "# my notes\ntimeout = 9\n").unwrap();
    let r = finq(&["config", "init"], "");
    assert_eq!(r.code, 2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("has comments of its own") && r.stderr.contains("config init --force"), "{}", r.stderr);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "# my notes\ntimeout = 9\n");
    // So is one that does not read (its one line names the place); --force starts afresh.
    std::fs::write(&path, "timeout = \"soon\"\n").unwrap();
    let r = finq(&["config", "init"], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("config.toml, line 1"), "{}", r.stderr);
    assert_eq!(finq(&["config", "init", "--force"], "").code, 0);
    assert!(!ends_with_newline("--force").contains("soon"));
}

#[test]
fn config_show_names_the_provider_in_use_once() {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").args(["config", "show"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("provider = edgar (no Last10K key is set; last10k with one)  (default)"), "{}", r.stdout);
    assert!(r.stdout.contains("base_url = https://data.sec.gov/  (default)"), "{}", r.stdout);
    assert!(!r.stdout.contains("last10k.com"), "{}", r.stdout);
    assert!(!r.stdout.contains("filings ="), "one line says where filings come from: {}", r.stdout);
    let r = run({
        let mut f = Finq::new();
        f.cmd.args(["config", "show"]);
        f
    });
    assert!(r.stdout.contains("provider = last10k  (default)"), "{}", r.stdout);
    assert!(r.stdout.contains("base_url = https://services.last10k.com/  (default)"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn doctor_passes_against_a_good_service_and_explains_a_bad_one() {
    let server = MockServer::start().await;
    let cik = br#"{"data":{"type":"identifier","attributes":{"count":1,"result":["0000320193"]}}}"#;
    serve(&server, "/v1/company/AAPL/cik", 200, cik.to_vec()).await;
    let r = run(Finq::at(&server, &["doctor"]));
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("ok   HTTP: the service answered, and accepted the key"), "{}", r.stdout);

    let refusing = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/cik"))
        .respond_with(
            ResponseTemplate::new(401)
                .set_body_raw(r#"{"statusCode":401,"message":"Access denied"}"#, "application/json"),
        )
        .mount(&refusing)
        .await;
    let r = run(Finq::at(&refusing, &["doctor"]));
    assert_eq!(r.code, 4, "{}", r.stdout);
    assert!(r.stdout.contains("FAIL probe request"), "{}", r.stdout);
    assert!(r.stdout.contains("fix: the key was refused"), "{}", r.stdout);

    let mut f = Finq::at(&server, &["--provider", "last10k", "doctor"]);
    f.cmd.env_remove("FINQ_API_KEY");
    let r = run(f);
    assert_eq!(r.code, 4);
    assert!(r.stdout.contains("FAIL no API key") && r.stdout.contains("fix: export FINQ_API_KEY"), "{}", r.stdout);

    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &format!("http://127.0.0.1:{port}"), "doctor"]);
    let r = run(f);
    assert_eq!(r.code, 6);
    assert!(r.stdout.contains("fix: the service cannot be reached"), "{}", r.stdout);

    let f = Finq::new();
    std::fs::write(f.config_path(), "timeout = \"soon\"\n").unwrap();
    let mut f = f;
    f.cmd.arg("doctor");
    let r = run(f);
    assert_eq!(r.code, 2);
    assert!(r.stdout.contains("FAIL configuration"), "{}", r.stdout);
}

#[test]
fn help_pages_for_exit_codes_and_environment() {
    let mut f = Finq::new();
    f.cmd.args(["help", "exit-codes"]);
    let r = run(f);
    assert_eq!(r.code, 0);
    for code in ["  2    usage", "  8    partial", "  9    --offline", "  130  interrupted"] {
        assert!(r.stdout.contains(code), "{code}");
    }
    let mut f = Finq::new();
    f.cmd.args(["help", "environment"]);
    let r = run(f);
    for var in ["FINQ_API_KEY", "FINQ_CACHE_DIR", "NO_COLOR", "HTTPS_PROXY"] {
        assert!(r.stdout.contains(var), "{var}");
    }
    let mut f = Finq::new();
    f.cmd.args(["help", "snapshot"]);
    assert!(run(f).stdout.contains("Usage: finq snapshot"));
}

/// Quotes and prices from Yahoo (statements from EDGAR): doctor checks the way to Yahoo too, and
/// its answer, as a Yahoo error's advice to run doctor promises.
#[tokio::test(flavor = "multi_thread")]
async fn doctor_checks_the_market_source_as_well() {
    let yahoo = crate::market::yahoo("AAPL", "chart-AAPL-2020-01-01-to-2020-01-03.json").await;
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let mut f = Finq::new();
    f.cmd
        .env_remove("FINQ_API_KEY")
        .env("FINQ_EDGAR_USER_AGENT", "Jane Doe jane@example.com")
        .env("FINQ_MARKET_BASE_URL", yahoo.uri())
        .args(["--base-url", &format!("http://{closed}"), "doctor"]);
    let r = run(f);
    assert!(r.stdout.contains(&format!("ok   base URL {}/ (yahoo)", yahoo.uri())), "{}", r.stdout);
    assert!(r.stdout.contains("ok   HTTP: Yahoo answered the chart"), "{}", r.stdout);
    // The SEC's failure is still said (naming the document it asked for), and decides the exit code.
    assert!(r.stdout.contains("(the SEC's ticker list): "), "{}", r.stdout);
    assert!(!r.stdout.contains("cik for ticker list"), "{}", r.stdout);
    assert_eq!(r.code, 6, "{}", r.stdout);
}

/// Quotes from Last10K, statements from EDGAR: doctor asks the market source a question of its
/// own (prices), so a key it refuses is found there, not a look-up sent to the filings source.
#[tokio::test(flavor = "multi_thread")]
async fn doctor_asks_the_market_source_a_question_it_answers() {
    let last10k = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/prices"))
        .respond_with(
            ResponseTemplate::new(401)
                .set_body_raw(r#"{"statusCode":401,"message":"Access denied"}"#, "application/json"),
        )
        .expect(1)
        .mount(&last10k)
        .await;
    let sec = crate::market::yahoo("AAPL", "chart-AAPL-2020-01-01-to-2020-01-03.json").await;
    let mut f = Finq::new();
    f.cmd.env("FINQ_EDGAR_USER_AGENT", "Jane Doe jane@example.com").env("FINQ_MARKET_BASE_URL", last10k.uri()).args([
        "--provider",
        "edgar",
        "--market",
        "last10k",
        "--base-url",
        &sec.uri(),
        "doctor",
    ]);
    let r = run(f);
    let market = r
        .stdout
        .split(&format!("base URL {}/ (last10k)", last10k.uri()))
        .nth(1)
        .unwrap_or_else(|| panic!("{}", r.stdout));
    assert!(market.contains("FAIL probe request") && market.contains("fix: the key was refused"), "{}", r.stdout);
    assert_ne!(r.code, 0, "{}", r.stdout);
}
