//! What people see, pinned: every table kind (one answer and a batch, a statement pivot, quote,
//! prices, chart, summary, look-ups) at 80 and 120 columns and piped, the help of every command,
//! and the common error screens. Insta snapshots under `tests/it/snapshots/`; what varies from
//! run to run is filtered out.

use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, run};

/// Runs finq with `args` at 100 columns and returns what a person would read: stdout, then
/// stderr, and the exit code.
fn screen(f: Finq, args: &[&str]) -> String {
    screen_at(f, Some(100), args)
}

/// The same at `columns` (`None`: no `COLUMNS`, as in a pipe).
fn screen_at(mut f: Finq, columns: Option<usize>, args: &[&str]) -> String {
    if let Some(c) = columns {
        f.cmd.env("COLUMNS", c.to_string());
    }
    f.cmd.args(args);
    let r = run(f);
    let mut out = r.stdout;
    if !r.stderr.is_empty() {
        out.push_str("--- stderr ---\n");
        out.push_str(&r.stderr);
    }
    out.push_str(&format!("--- exit {} ---\n", r.code));
    out
}

/// A demo table at 100 columns.
fn demo(args: &[&str]) -> String {
    demo_at(Some(100), args)
}

fn demo_at(columns: Option<usize>, args: &[&str]) -> String {
    let mut all = vec!["--demo", "-f", "table"];
    all.extend(args);
    screen_at(Finq::new(), columns, &all)
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

/// Every table kind, at 80 and at 120 columns (`name_80`, `name_120`).
#[test]
fn tables_of_every_kind() {
    let kinds: [(&str, &[&str]); 17] = [
        ("statement", &["income", "AAPL"]),
        ("statement_periods", &["income", "AAPL", "--periods", "2"]),
        ("statement_periods_all_columns", &["income", "AAPL", "--periods", "2", "--all-columns"]),
        ("statement_transposed", &["equity", "AAPL"]),
        ("statement_labels_units", &["balancesheet", "AAPL", "--labels", "--units", "millions"]),
        ("statement_classic", &["income", "GOOG"]),
        ("statements_side_by_side", &["income", "AAPL", "GOOG", "FB"]),
        ("operations_nested", &["operations", "AMZN"]),
        ("summary", &["summary", "AAPL"]),
        ("quote", &["quote", "AAPL"]),
        ("quotes", &["quote", "AAPL", "MSFT", "GOOG"]),
        ("prices", &["prices", "AAPL", "--limit", "6"]),
        ("prices_of_tickers", &["prices", "AAPL", "MSFT", "GOOG", "--limit", "4"]),
        ("chart", &["prices", "AAPL", "--chart"]),
        ("charts", &["prices", "AAPL", "MSFT", "--chart", "--limit", "12"]),
        ("cik", &["cik", "AAPL"]),
        ("ticker", &["ticker", "320193"]),
    ];
    for (name, args) in kinds {
        for columns in [80, 120] {
            pin!(format!("{name}_{columns}"), demo_at(Some(columns), args));
        }
    }
    // Piped with no COLUMNS: natural widths, nothing wrapped.
    pin!("statement_piped", demo_at(None, &["income", "AAPL"]));
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
    let at = |columns: usize, args: &[&str]| {
        let mut all = vec!["--no-cache", "-f", "table"];
        all.extend(args);
        screen_at(Finq::at(&server, &[]), Some(columns), &all)
    };
    for columns in [80, 120] {
        pin!(format!("quotes_batch_{columns}"), at(columns, &["quote", "AAPL", "MSFT"]));
        pin!(format!("prices_batch_{columns}"), at(columns, &["prices", "AAPL", "MSFT", "--limit", "4"]));
        pin!(format!("cik_batch_{columns}"), at(columns, &["cik", "AAPL", "MSFT"]));
        pin!(format!("summary_batch_{columns}"), at(columns, &["summary", "AAPL", "MSFT"]));
    }
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
        "ratios",
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
