//! What a new user meets: hints for typos, lists with commas, formats never silently ignored.

use crate::common::{Finq, demo, json, run};

#[test]
fn a_typo_gets_a_did_you_mean_on_a_second_line() {
    let mut f = Finq::new();
    f.cmd.args(["balancesheeet", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 2);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", r.stderr);
    assert!(lines[0].starts_with("finq: error: unrecognized subcommand"), "{}", r.stderr);
    assert_eq!(lines[1], "finq: tip: a similar subcommand exists: 'balancesheet'");
}

#[test]
fn did_you_mean_puts_the_nearest_command_first() {
    // clap's similarity ranked `prices` and `ticker` before `income` for `incme`.
    for (typed, tip) in [
        (&["incme", "AAPL"][..], "finq: tip: a similar subcommand exists: 'income'"),
        (&["qoute", "AAPL"], "finq: tip: a similar subcommand exists: 'quote'"),
        (&["equty", "AAPL"], "finq: tip: a similar subcommand exists: 'equity'"),
        (&["ca"], "finq: tip: some similar subcommands exist: 'cache', 'cashflow'"),
        (&["config", "shw"], "finq: tip: a similar subcommand exists: 'show'"),
    ] {
        let mut f = Finq::new();
        f.cmd.args(typed);
        let r = run(f);
        assert_eq!(r.code, 2, "{typed:?}");
        let lines: Vec<&str> = r.stderr.lines().collect();
        assert_eq!(lines.len(), 2, "{typed:?}: {}", r.stderr);
        assert_eq!(lines[1], tip, "{typed:?}");
    }
    // Nothing near: no tip at all.
    let mut f = Finq::new();
    f.cmd.args(["xyzzy"]);
    assert_eq!(run(f).stderr.lines().count(), 1);
}

#[test]
fn commas_separate_tickers_on_the_command_line_too() {
    let r = demo(&["-f", "json", "quote", "AAPL,MSFT"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let tickers: Vec<&str> = doc.as_array().unwrap().iter().map(|q| q["ticker"].as_str().unwrap()).collect();
    assert_eq!(tickers, ["AAPL", "MSFT"]);
}

#[test]
fn the_output_files_extension_picks_the_format() {
    let dir = tempfile::tempdir().unwrap();
    for (name, starts) in
        [("a.csv", "ticker,"), ("a.json", "{"), ("a.ndjson", "{\"ticker\""), ("a.jsonl", "{\"ticker\"")]
    {
        let target = dir.path().join(name);
        let mut f = Finq::new();
        f.cmd.args(["--demo", "-q", "income", "AAPL", "-o"]).arg(&target);
        assert_eq!(run(f).code, 0);
        let text = std::fs::read_to_string(&target).unwrap();
        assert!(text.starts_with(starts), "{name}: {text:.40}");
    }
    // -f still wins.
    let target = dir.path().join("b.csv");
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "-f", "json", "income", "AAPL", "-o"]).arg(&target);
    assert_eq!(run(f).code, 0);
    assert!(std::fs::read_to_string(&target).unwrap().starts_with('{'));
}

#[test]
fn an_output_extension_that_names_no_format_is_refused_not_written_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("out.xlsx");
    let mut f = Finq::new();
    f.cmd.args(["--demo", "income", "AAPL", "-o"]).arg(&target);
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("-o names a .xlsx file") && r.stderr.contains(".json, .csv, .ndjson or .jsonl"));
    assert!(!target.exists());
    // A format chosen otherwise (flag, environment), a chart, or no extension at all: written.
    for (args, env) in [
        (&["-f", "csv", "income", "AAPL"][..], None),
        (&["income", "AAPL"], Some("csv")),
        (&["prices", "AAPL", "--chart"], None),
    ] {
        let mut f = Finq::new();
        if let Some(v) = env {
            f.cmd.env("FINQ_FORMAT", v);
        }
        f.cmd.args(["--demo", "-q"]).args(args).arg("-o").arg(&target);
        let r = run(f);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert!(target.exists(), "{args:?}");
        std::fs::remove_file(&target).unwrap();
    }
    let plain = dir.path().join("income");
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "AAPL", "-o"]).arg(&plain);
    assert_eq!(run(f).code, 0);
    assert!(std::fs::read_to_string(&plain).unwrap().starts_with('{'), "no extension: JSON");
}

#[test]
fn formats_that_cannot_apply_are_refused_not_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-f", "csv", "snapshot", "AAPL", "--out"]).arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("leave out -f"), "{}", r.stderr);
    let r = demo(&["--raw", "-f", "csv", "income", "AAPL"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("leave out -f"), "{}", r.stderr);
}

#[test]
fn counts_read_as_english() {
    let r = demo(&["-f", "table", "prices", "GOOG"]);
    assert!(r.stdout.contains("(1 month, "), "{}", r.stdout);
}

#[test]
fn environment_variables_are_named_and_empty_ones_are_unset() {
    let mut f = Finq::new();
    f.cmd.env("FINQ_FORMAT", "xml").args(["--demo", "-q", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("from the environment variable FINQ_FORMAT"), "{}", r.stderr);
    let mut f = Finq::new();
    f.cmd.env("FINQ_FORMAT", "").args(["--demo", "-q", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 0, "an empty variable is unset: {}", r.stderr);
    assert!(r.stdout.starts_with('{'));
    // So with every command, whether its help lists the option or not (snapshot has no use for
    // --format, income none for --market, cache none for --timeout).
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    for args in [
        &["--demo", "-q", "snapshot", "AAPL", "--out", out.to_str().unwrap()][..],
        &["--demo", "-q", "income", "AAPL"],
        &["cache", "path"],
    ] {
        let mut f = Finq::new();
        for var in ["FINQ_FORMAT", "FINQ_MARKET", "FINQ_PROVIDER", "FINQ_TIMEOUT", "FINQ_BASE_URL"] {
            f.cmd.env(var, "");
        }
        f.cmd.args(args);
        let r = run(f);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    }
}

#[test]
fn help_reaches_nested_commands_and_hidden_ones_stay_hidden() {
    let mut f = Finq::new();
    f.cmd.args(["help", "config", "set-key"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Usage: finq config set-key"), "{}", r.stdout);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let bash = std::fs::read_to_string(root.join("completions/finq.bash")).unwrap();
    assert!(!bash.contains("generate-assets"), "hidden commands are not completed");
    assert!(bash.contains("exit-codes environment balancesheet"), "`finq help <TAB>` offers topics and commands");
    let man = std::fs::read_to_string(root.join("man/finq.1")).unwrap();
    for section in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH EXAMPLES"] {
        assert!(man.contains(section), "{section}");
    }
    assert!(root.join("man/finq-help.1").exists(), "finq.1 names finq-help(1)");
}

#[tokio::test(flavor = "multi_thread")]
async fn quote_tables_read_as_labels_json_keeps_names() {
    let server = wiremock::MockServer::start().await;
    let body = crate::common::fixture("../../demo/quote-AAPL.sample.json");
    crate::common::serve(&server, "/v1/company/AAPL/quote", 200, body).await;
    let r = run(Finq::at(&server, &["quote", "AAPL", "-f", "table"]));
    assert!(r.stdout.contains("Last trade price") && r.stdout.contains("52-week high"), "{}", r.stdout);
    assert!(!r.stdout.contains("LastTradePrice"), "{}", r.stdout);
    let r = run(Finq::at(&server, &["quote", "AAPL", "-f", "json"]));
    assert!(json(&r.stdout)["last_trade_price"].is_number());
}

#[test]
fn raw_is_refused_for_the_demo_filings_as_for_edgar_not_silently_empty() {
    // Apple's demo statements are assembled from R pages, like EDGAR's: there is no one body.
    let r = demo(&["--raw", "income", "AAPL"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--raw shows one answer of a service; the demo's statements"), "{}", r.stderr);
    assert!(!r.stderr.contains("EDGAR"), "the demo asked nothing of EDGAR: {}", r.stderr);
    assert_eq!(r.stdout, "");
    // A classic demo answer still has its body.
    let r = demo(&["--raw", "income", "GOOG"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("{\"Status\":0"), "{}", r.stdout);
}
