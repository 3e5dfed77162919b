//! What people see, pinned: every table kind (one answer and a batch, a statement pivot, quote,
//! prices, chart, summary, look-ups), the help of every command, and the common error screens.
//! Insta snapshots under `tests/it/snapshots/`; what varies from run to run is filtered out.

use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, run};

/// Runs finq with `args` and returns what a person would read: stdout, then stderr, and the exit
/// code.
fn screen(mut f: Finq, args: &[&str]) -> String {
    f.cmd.env("COLUMNS", "100").args(args);
    let r = run(f);
    let mut out = r.stdout;
    if !r.stderr.is_empty() {
        out.push_str("--- stderr ---\n");
        out.push_str(&r.stderr);
    }
    out.push_str(&format!("--- exit {} ---\n", r.code));
    out
}

fn demo(args: &[&str]) -> String {
    let mut all = vec!["--demo", "-f", "table"];
    all.extend(args);
    screen(Finq::new(), &all)
}

macro_rules! pin {
    ($name:expr, $text:expr) => {
        insta::with_settings!({filters => vec![
            (r"finq \d+\.\d+\.\d+", "finq [VERSION]"),
            (r"/tmp/\.tmp[A-Za-z0-9]+", "[TMP]"),
            (r"127\.0\.0\.1:\d+", "127.0.0.1:[PORT]"),
        ]}, {
            insta::assert_snapshot!($name, $text);
        })
    };
}

#[test]
fn tables_of_every_kind() {
    pin!("statement", demo(&["income", "AAPL"]));
    pin!("statement_labels_units", demo(&["balancesheet", "AAPL", "--labels", "--units", "millions"]));
    pin!("statements_side_by_side", demo(&["income", "AAPL", "GOOG", "FB"]));
    pin!("operations_nested", demo(&["operations", "AMZN"]));
    pin!("summary", demo(&["summary", "AAPL"]));
    pin!("quote", demo(&["quote", "AAPL"]));
    pin!("prices", demo(&["prices", "AAPL", "--limit", "6"]));
    pin!("chart", demo(&["prices", "AAPL", "--chart"]));
    pin!("cik", demo(&["cik", "AAPL"]));
    pin!("ticker", demo(&["ticker", "320193"]));
}

/// Yahoo's symbols, currencies and precision: pence said as such, prices at `priceHint` decimals
/// (four for a currency pair), a change only against the previous session.
#[test]
fn market_symbols_currencies_and_precision() {
    pin!("quote_in_pence", demo(&["quote", "OCDO.L"]));
    pin!("quotes_of_every_symbol_kind", demo(&["quote", "AAPL", "OCDO.L", "EURUSD=X", "GC=F", "BTC-USD"]));
    pin!("prices_at_four_decimals", demo(&["prices", "EURUSD=X"]));
    pin!("prices_of_two_currencies", demo(&["prices", "MSFT", "OCDO.L", "--limit", "3"]));
}

#[tokio::test(flavor = "multi_thread")]
async fn batch_tables_of_quotes_prices_and_look_ups() {
    let server = MockServer::start().await;
    let body = |f: &str| crate::common::fixture(&format!("../../demo/{f}"));
    for (op, file) in [
        ("quote", "quote-AAPL.sample.json"),
        ("prices", "prices-AAPL.sample.json"),
        ("cik", "cik-AAPL.sample.json"),
        ("summary", "summary-AAPL.sample.json"),
    ] {
        let p = if op == "summary" { "^/v1/company/[A-Z]+$".to_string() } else { format!("^/v1/company/[A-Z]+/{op}$") };
        Mock::given(method("GET"))
            .and(path_regex(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body(file), "application/json"))
            .mount(&server)
            .await;
    }
    let at = |args: &[&str]| {
        let mut all = vec!["--no-cache", "-f", "table"];
        all.extend(args);
        screen(Finq::at(&server, &[]), &all)
    };
    pin!("quotes_batch", at(&["quote", "AAPL", "MSFT"]));
    pin!("prices_batch", at(&["prices", "AAPL", "MSFT", "--limit", "4"]));
    pin!("cik_batch", at(&["cik", "AAPL", "MSFT"]));
    pin!("summary_batch", at(&["summary", "AAPL", "MSFT"]));
}

#[test]
fn help_of_every_command() {
    let commands = [
        "balancesheet",
        "income",
        "equity",
        "operations",
        "summary",
        "quote",
        "prices",
        "ticker",
        "cik",
        "cache",
        "snapshot",
        "serve",
        "config",
        "doctor",
        "completions",
        "man",
    ];
    pin!("help_finq", screen(Finq::new(), &["--help"]));
    for c in commands {
        pin!(format!("help_{c}"), screen(Finq::new(), &[c, "--help"]));
    }
    pin!("help_exit_codes", screen(Finq::new(), &["help", "exit-codes"]));
    pin!("help_environment", screen(Finq::new(), &["help", "environment"]));
}

#[test]
fn error_screens() {
    pin!("error_bad_ticker", screen(Finq::new(), &["income", "AAPL/../x"]));
    pin!("error_unknown_flag", screen(Finq::new(), &["income", "AAPL", "--perods", "2"]));
    pin!("error_typo_command", screen(Finq::new(), &["incme", "AAPL"]));
    pin!("error_unknown_extension", screen(Finq::new(), &["--demo", "income", "AAPL", "-o", "/nonexistent/out.xlsx"]));
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY");
    pin!("error_no_key", screen(f, &["--base-url", "http://127.0.0.1:9", "income", "AAPL"]));
    pin!("error_demo_not_found", screen(Finq::new(), &["--demo", "income", "NOPE"]));
    pin!(
        "error_since_after_until",
        screen(Finq::new(), &["--demo", "prices", "AAPL", "--since", "2025-06", "--until", "2025-01"])
    );
}
