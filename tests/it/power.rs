//! Power-user features: --jq, charts, units, colour, labels, config init and origins, doctor,
//! the rapidapi provider, and the help pages.

use wiremock::matchers::{header, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, TEST_KEY, json, real, run, serve};

fn demo(args: &[&str]) -> crate::common::Run {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q"]).args(args);
    run(f)
}

#[test]
fn jq_filters_one_answer_and_a_whole_batch() {
    let r = demo(&["income", "AAPL", "--jq", ".items[0]"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "{\n  \"element\": \"NetIncomeLoss\",\n  \"value\": 53394000000.0\n}\n");
    // A batch is one document: the array of every answer.
    let r = demo(&["income", "AAPL", "FB", "GOOG", "--jq", "map(.ticker) | join(\",\")", "-r"]);
    assert_eq!(r.stdout, "AAPL,FB,GOOG\n");
    let r = demo(&["income", "AAPL", "FB", "--jq", ".[] | .items[0].value"]);
    assert_eq!(r.stdout, "53394000000.0\n17928000000.0\n", "numbers pass through with their digits");
    let r = demo(&["income", "AAPL", "--jq", ".items | length"]);
    assert_eq!(r.stdout, "10\n");
}

#[test]
fn a_broken_jq_expression_exits_2_before_any_request() {
    for expr in [".items[", "nosuchfunction", "if . then 1"] {
        let mut f = Finq::new();
        f.cmd.args(["--base-url", "http://127.0.0.1:9", "income", "AAPL", "--jq", expr]);
        let r = run(f);
        assert_eq!(r.code, 2, "{expr}: {}", r.stderr);
        assert!(r.stderr.contains("invalid --jq expression"), "{}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1);
    }
    let r = demo(&["income", "AAPL", "-f", "csv", "--jq", "."]);
    assert_eq!(r.code, 2);
}

#[test]
fn price_window_trims_every_format() {
    let r = demo(&["prices", "AAPL", "--since", "2026-06", "--until", "2026-09-30", "-f", "csv"]);
    assert_eq!(
        r.stdout,
        "ticker,date,price\nAAPL,2026-09-30,224.82\nAAPL,2026-08-31,221.44\nAAPL,2026-07-31,222.86\nAAPL,2026-06-30,225.09\n"
    );
    let r = demo(&["prices", "AAPL", "--limit", "2", "-f", "json"]);
    assert_eq!(json(&r.stdout)["prices"].as_array().unwrap().len(), 2);
    let r = demo(&["prices", "AAPL", "--since", "2026-13-01"]);
    assert_eq!(r.code, 2);
}

#[test]
fn chart_at_a_fixed_width() {
    let mut f = Finq::new();
    f.cmd.env("COLUMNS", "64").args(["--demo", "-q", "prices", "AAPL", "--chart", "--limit", "24"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines.iter().all(|l| l.chars().count() <= 64), "{}", r.stdout);
    assert_eq!(lines[0], "AAPL — monthly prices, 2024-12-31 to 2026-11-20 (24 months)");
    assert!(lines[1].trim_start().starts_with("231.45 ┤"), "{}", r.stdout);
    assert!(r.stdout.contains("last 231.45 (2026-11-20)"), "{}", r.stdout);
    assert!(r.stdout.contains("min "), "{}", r.stdout);
    assert!(r.stdout.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c)));
    // The chart is the output even when piped; a machine format asked for explicitly is refused.
    let r = demo(&["prices", "AAPL", "--chart", "-f", "json"]);
    assert_eq!(r.code, 2);
}

#[test]
fn units_scale_money_but_not_per_share_amounts_or_counts() {
    let r = demo(&["operations", "AMZN", "-f", "table", "--units", "millions"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let row = |name: &str| {
        r.stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .map(|l| l.split_whitespace().last().unwrap().to_string())
    };
    assert_eq!(row("RevenueFromContractWithCustomerExcludingAssessedTax").as_deref(), Some("280,522"));
    assert_eq!(row("IncomeLossFromEquityMethodInvestments").as_deref(), Some("-14"));
    assert_eq!(row("EarningsPerShareDiluted").as_deref(), Some("23.01"));
    assert_eq!(row("WeightedAverageNumberOfDilutedSharesOutstanding").as_deref(), Some("504,000,000"));
    assert!(r.stdout.contains("monetary values in millions"), "{}", r.stdout);
    let r = demo(&["operations", "AMZN", "-f", "table", "--units", "auto"]);
    assert!(r.stdout.contains("280,522"));
    let r = demo(&["operations", "AMZN", "-f", "table"]);
    assert!(r.stdout.contains("280,522,000,000"), "raw by default");
    // Machine formats are never scaled.
    let r = demo(&["operations", "AMZN", "-f", "csv", "--units", "billions"]);
    assert!(r.stdout.contains(",280522000000\n"));
}

#[test]
fn colour_is_decided_by_flag_then_no_color_then_terminal() {
    let esc = |args: &[&str], no_color: Option<&str>| {
        let mut f = Finq::new();
        if let Some(v) = no_color {
            f.cmd.env("NO_COLOR", v);
        }
        f.cmd.args(["--demo", "-q", "-f", "table"]).args(args);
        run(f).stdout.contains('\u{1b}')
    };
    let quote = ["quote", "AAPL"];
    assert!(!esc(&quote, None), "piped: no colour");
    assert!(esc(&["--color", "always", "quote", "AAPL"], None));
    assert!(esc(&["--color", "always", "quote", "AAPL"], Some("1")), "the flag beats NO_COLOR");
    assert!(!esc(&["--color", "never", "quote", "AAPL"], None));
    assert!(!esc(&["--color", "auto", "quote", "AAPL"], Some("1")));
    // Losses in red: the sample quote is down on the day.
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "-f", "table", "--color", "always", "quote", "AAPL"]);
    let r = run(f);
    let change = r.stdout.lines().find(|l| l.contains("ChangeInPercent")).unwrap();
    assert!(change.contains("\u{1b}[38;5;9m"), "{change:?}");
}

#[test]
fn labels_come_from_the_filing() {
    let r = demo(&["income", "AAPL", "-f", "table", "--labels"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Net income"), "{}", r.stdout);
    assert!(r.stdout.contains("Total comprehensive income"), "{}", r.stdout);
    assert!(!r.stdout.contains("ComprehensiveIncomeNetOfTax "), "{}", r.stdout);
    // A nested answer has no rendered statement: element names stay.
    let r = demo(&["balancesheet", "MSFT", "-f", "table", "--labels"]);
    assert!(r.stdout.contains("AccountsPayableCurrent"));
}

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
    assert_eq!(run(again).code, 2, "no overwrite without --force");

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
        "cache.prices = 43200 s  (default)",
        "concurrency = 8  (default)",
        "api_key = <redacted>  (environment)",
    ] {
        assert!(r.stdout.contains(line), "{line}: {}", r.stdout);
    }
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

    let mut f = Finq::at(&server, &["doctor"]);
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

#[tokio::test(flavor = "multi_thread")]
async fn rapidapi_speaks_the_successor_form() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/balancesheet"))
        .and(query_param("ticker", "MSFT"))
        .and(query_param("formType", "10-K"))
        .and(query_param("filingOrder", "0"))
        .and(header("X-RapidAPI-Key", TEST_KEY))
        .and(header("X-RapidAPI-Host", "127.0.0.1"))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(real("balancesheet-MSFT-megatrend.json"), "application/json"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let r = run(Finq::at(
        &server,
        &["--provider", "rapidapi", "balancesheet", "MSFT", "--annual", "--filing-order", "0", "-f", "json"],
    ));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = json(&r.stdout);
    assert_eq!(out["company"], "MICROSOFT CORP");
    assert_eq!(out["items"][0]["element"], "AccountsPayableCurrent");
    let received = server.received_requests().await.unwrap();
    assert!(received[0].headers.get("Ocp-Apim-Subscription-Key").is_none(), "one key header, the provider's");
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
