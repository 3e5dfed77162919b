//! `--demo`: every subcommand with no key and no network, through the same parse and render path.

use crate::common::{Finq, demo, json, run, silent_server};

#[tokio::test(flavor = "multi_thread")]
async fn every_subcommand_runs_without_key_or_network() {
    // The base URL points at a server that fails the test if it is asked anything.
    let server = silent_server().await;
    let cases: &[(&[&str], &str)] = &[
        (&["income", "AAPL"], "as filed with the SEC"),
        (&["operations", "AAPL"], "as filed with the SEC"),
        (&["cashflow", "AAPL"], "as filed with the SEC"),
        (&["comprehensive", "AAPL"], "as filed with the SEC"),
        (&["equity", "AAPL"], "as filed with the SEC"),
        (&["summary", "AAPL"], "as filed with the SEC"),
        (&["income", "GOOG"], "real response"),
        (&["balancesheet", "MSFT"], "real response"),
        (&["operations", "AMZN"], "real response"),
        (&["quote", "AAPL"], "real Yahoo Finance chart answer"),
        (&["prices", "AAPL"], "real Yahoo Finance chart answer"),
        (&["quote", "MSFT"], "real Yahoo Finance chart answer"),
        (&["cik", "AAPL"], "invented sample"),
        (&["ticker", "320193"], "invented sample"),
    ];
    for (args, label) in cases {
        for format in ["table", "json", "csv", "ndjson"] {
            let mut f = Finq::at(&server, &["--demo", "-f", format]);
            f.cmd.env_remove("FINQ_API_KEY").args(*args);
            let r = run(f);
            assert_eq!(r.code, 0, "{args:?} {format}: {}", r.stderr);
            assert!(!r.stdout.is_empty());
            assert_eq!(r.stderr.lines().count(), 1, "one notice: {}", r.stderr);
            assert!(r.stderr.contains(label), "{args:?}: {}", r.stderr);
        }
    }
}

#[test]
fn demo_data_goes_through_the_parser() {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "GOOG", "-f", "json"]);
    let r = run(f);
    assert_eq!(r.stderr, "", "-q silences the notice");
    let out = json(&r.stdout);
    assert_eq!(out["company"], "GOOGLE INC.");
    assert_eq!(out["items"][0]["element"], "Revenues");
    assert!(r.stdout.contains("\"value\": 74989000000.0"));
    // Apple's statements are its filings as filed.
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "balancesheet", "AAPL", "-f", "json", "--filing-order", "1"]);
    let out = json(&run(f).stdout);
    assert_eq!(out["basis"], "as filed");
    assert_eq!(out["accession_number"], "0000320193-25-000057");
}

#[test]
fn demo_has_no_other_companies_or_periods() {
    for args in
        [&["income", "TSLA"][..], &["income", "GOOG", "--quarterly"], &["income", "GOOG", "--filing-order", "1"]]
    {
        let mut f = Finq::new();
        f.cmd.arg("--demo").args(args);
        let r = run(f);
        assert_eq!(r.code, 3, "{args:?}");
        assert!(r.stderr.contains("not in the demo data"), "{}", r.stderr);
    }
    let mut f = Finq::new();
    f.cmd.args(["--demo", "equity", "AAPL", "--filing-order", "1"]);
    let r = run(f);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("the demo holds 1 Apple 10-Q filing with the equity statement"), "{}", r.stderr);
}

#[test]
fn the_demo_never_answers_another_form_than_the_one_asked() {
    // It holds Apple's 10-Qs only: a 10-K asked for is "not found", naming what it holds.
    for args in [
        &["income", "AAPL", "--annual"][..],
        &["income", "AAPL", "--form", "10-K"],
        &["summary", "AAPL", "--form", "10-k"],
        &["cashflow", "AAPL", "--annual", "--periods", "2"],
    ] {
        let r = demo(args);
        assert_eq!(r.code, 3, "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("the demo holds no 10-K of Apple, only its 10-Qs for the quarters ended 20"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.stdout.contains("\"form\": \"10-Q\""), "{args:?}: {}", r.stdout);
    }
    // A 10-Q asked for is what it holds.
    let r = demo(&["income", "AAPL", "--quarterly", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["form"], "10-Q");
    // A snapshot of 10-Ks writes nothing and exits 3, as one command would.
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "snapshot", "AAPL", "--form", "10-K", "--out"]).arg(dir.path());
    let r = run(f);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("the demo holds no 10-K of Apple"), "{}", r.stderr);
    assert!(!dir.path().join("AAPL").exists() || std::fs::read_dir(dir.path().join("AAPL")).unwrap().count() == 0);
}
