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
        (&["income", "AAPL", "--discrete"], "Apple's XBRL facts as the SEC's companyfacts held them"),
        (&["cashflow", "AAPL", "--ttm"], "Apple's XBRL facts as the SEC's companyfacts held them"),
        (&["income", "AAPL", "--discrete", "--standard"], "Apple's XBRL facts as the SEC's companyfacts held them"),
        (&["balancesheet", "AAPL", "--ttm"], "Apple's XBRL facts as the SEC's companyfacts held them"),
        (&["income", "AAPL", "--restatements"], "Apple's XBRL facts as the SEC's companyfacts held them"),
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
    // GOOG's 10-Qs of 2009-2010 are in the demo's store, which answers them (below).
    for args in [&["income", "TSLA"][..], &["income", "GOOG", "--filing-order", "1"]] {
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
    assert!(
        r.stderr.contains("the demo holds 1 Apple 10-Q filing with the equity statement; leave out --filing-order"),
        "{}",
        r.stderr
    );
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
            r.stderr.contains("the demo holds no 10-K of Apple, only its 10-Q")
                && r.stderr.contains("2025-03-29; leave out --annual and --form 10-K"),
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

/// The demo's quotes are real recordings whose daily bars end years before their price: no
/// change is made up from them (AAPL's was +106%, GOOG's +173%). AAPL's quote is the recording
/// whose meta names the previous session's close.
#[test]
fn demo_quotes_change_only_against_the_previous_session() {
    let r = crate::common::demo(&["quote", "AAPL", "MSFT", "GOOG", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let quotes = json(&r.stdout);
    assert_eq!(quotes[0]["change"].to_string(), "0.4");
    assert_eq!(quotes[0]["change_in_percent"].to_string(), "0.1636");
    for q in &quotes.as_array().unwrap()[1..] {
        assert!(q["change"].is_null() && q["change_in_percent"].is_null(), "{q}");
        assert!(q["sources"]["change"].as_str().unwrap().starts_with("none:"), "{q}");
    }
    let r = crate::common::demo(&["quote", "AAPL", "MSFT", "GOOG", "-f", "table"]);
    for wrong in ["106.3", "173.7", "126.18", "118.76"] {
        assert!(!r.stdout.contains(wrong), "{wrong}: {}", r.stdout);
    }
}

/// The guide's chart example draws a chart from the recorded prices.
#[test]
fn demo_prices_draw_the_guides_chart() {
    let mut f = Finq::new();
    f.cmd.env("COLUMNS", "80").args(["--demo", "-q", "prices", "MSFT", "--chart", "--since", "2021-06"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("MSFT — monthly prices in USD, 2021-06-30 to 2022-01-28 (8 months)"), "{}", r.stdout);
    assert!(r.stdout.chars().filter(|c| ('\u{2801}'..='\u{28ff}').contains(c)).count() > 20, "{}", r.stdout);
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/GUIDE.md")).unwrap();
    assert!(guide.contains("$ finq --demo prices MSFT --chart --since 2021-06\n"), "GUIDE.md shows this chart");
}

/// Symbols beyond US tickers are in the demo too: a London listing in pence, a currency pair, a
/// future and a crypto pair.
#[test]
fn demo_quotes_symbols_as_yahoo_writes_them() {
    let r = crate::common::demo(&["quote", "OCDO.L", "EURUSD=X", "GC=F", "BTC-USD", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let quotes = json(&r.stdout);
    assert_eq!(quotes[0]["currency"], "GBp");
    assert_eq!(quotes[3]["last_trade_price"].to_string(), "97208.17");
}

/// The demo's statements in quarters are Apple's companyfacts read as EDGAR's are: the same
/// document, byte for byte, as `--provider edgar` gives from the same facts served over HTTP.
#[tokio::test(flavor = "multi_thread")]
async fn demo_quarters_are_edgars_from_the_bundled_companyfacts() {
    for args in [
        &["income", "AAPL", "--discrete", "--periods", "8"][..],
        &["income", "AAPL", "--ttm", "--standard"],
        &["cashflow", "AAPL", "--discrete", "--as-of", "2024-06-01"],
        &["balancesheet", "AAPL", "--restatements"],
        &["income", "AAPL", "--discrete", "--standard", "--as-of", "2023-12-31"],
    ] {
        let mut f = Finq::new();
        f.cmd.args(["--demo", "-q", "-f", "json"]).args(args);
        let offline = run(f);
        assert_eq!(offline.code, 0, "{}", offline.stderr);
        let live = run(crate::edgar::edgar(&crate::quarters_live::sec().await, &[args, &["-f", "json"]].concat()));
        assert_eq!(live.code, 0, "{}", live.stderr);
        assert_eq!(offline.stdout, live.stdout, "{args:?}");
    }
    let mut f = Finq::new();
    f.cmd.args(["--demo", "income", "MSFT", "--discrete"]);
    let r = run(f);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("the demo holds the XBRL facts of AAPL only"), "{}", r.stderr);
}

/// A cache folder shared by the tests that read the demo's store, so that it is built once a
/// run (each test's own cache would build it again).
fn shared_cache() -> &'static std::path::Path {
    static CACHE: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    CACHE.get_or_init(|| tempfile::tempdir().unwrap()).path()
}

/// `finq --demo ARGS` with no key, pointed at a server that fails the test if asked anything,
/// its demo store in the shared cache.
fn from_demo_store(server: &wiremock::MockServer, args: &[&str]) -> crate::common::Run {
    let mut f = Finq::at(server, &["--demo"]);
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CACHE_DIR", shared_cache()).args(args);
    run(f)
}

const DEMO_STORE: &str = "demo mode: the SEC's data sets of 2009q3, 2010q1 and 2010q2 for 38 companies";

/// The demo holds a store: screens, comparisons, standardized statements and the store's
/// commands answer offline from it, each saying so; the companies the bundled answers lack are
/// answered from it.
#[tokio::test(flavor = "multi_thread")]
async fn the_demo_store_answers_screens_compares_standard_and_quality_offline() {
    let server = silent_server().await;
    let r = from_demo_store(&server, &["screen", "Revenues", "--period", "2010Q1", "-f", "table"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains(DEMO_STORE), "{}", r.stderr);
    insta::assert_snapshot!("demo_store_screen", r.stdout);

    let r = from_demo_store(&server, &["compare", "income", "AAPL", "MSFT", "WMT", "--standard", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains(DEMO_STORE), "{}", r.stderr);
    let v = json(&r.stdout);
    let tickers: Vec<_> = v["columns"].as_array().unwrap().iter().map(|c| c["ticker"].as_str().unwrap()).collect();
    assert_eq!(tickers, ["AAPL", "MSFT", "WMT"]);
    assert!(r.stdout.contains("408214000000"), "Walmart's fiscal 2010 revenues: {}", r.stdout);

    // The table ends with its relations' line, a failing check named by its company.
    let r = from_demo_store(
        &server,
        &["compare", "balancesheet", "AAPL", "SPG", "--standard", "--quarterly", "-f", "table"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("demo_store_compare_standard", r.stdout);

    let r = from_demo_store(&server, &["income", "AAPL", "--standard", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["accession_number"], "0001193125-10-088957", "Apple's 10-Q of 2010-03-31 in the data set");
    assert!(r.stdout.contains("13499000000"), "its revenues");

    let r = from_demo_store(&server, &["bulk", "quality", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["quarters"], serde_json::json!(["2009q3", "2010q1", "2010q2"]));
    assert!(v["evaluated"].as_u64().unwrap() >= 100, "{}", v["evaluated"]);

    let r = from_demo_store(&server, &["bulk", "tickers", "-f", "csv"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.lines().any(|l| l.starts_with("WMT,0000104169,")), "{}", r.stdout);

    // Walmart is not among the bundled answers: its store answers, and says so.
    let r = from_demo_store(&server, &["income", "WMT", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("income for WMT: not in the demo's bundled answers; answered from its store"),
        "{}",
        r.stderr
    );
    assert_eq!(json(&r.stdout)["company"], "WAL MART STORES INC");

    // GOOG's bundled answer is its latest 10-K; its 10-Qs of 2009-2010 are the store's.
    let r = from_demo_store(&server, &["income", "GOOG", "--quarterly", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["form"], "10-Q");

    // With --provider bulk the demo's store answers in place of the bundled answers.
    let r = from_demo_store(&server, &["--provider", "bulk", "income", "AAPL", "--quarterly", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["accession_number"], "0001193125-10-088957");
    let r = from_demo_store(&server, &["income", "WMT", "--discrete"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("add --provider bulk for the demo's store"), "{}", r.stderr);
    let r = from_demo_store(&server, &["--provider", "bulk", "income", "WMT", "--discrete", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The demo's store is read only, and built on first use with one line saying so.
#[test]
fn the_demo_store_is_built_once_and_read_only() {
    let cache = tempfile::tempdir().unwrap();
    let demo = |args: &[&str]| {
        let mut f = Finq::new();
        f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CACHE_DIR", cache.path()).arg("--demo").args(args);
        run(f)
    };
    let first = demo(&["bulk", "status"]);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(
        first.stderr.contains("building the demo's store from the data bundled with finq (once)"),
        "{}",
        first.stderr
    );
    let again = demo(&["bulk", "status"]);
    assert!(!again.stderr.contains("building"), "{}", again.stderr);
    assert_eq!(again.stdout, first.stdout);
    // The bundled answers alone never build it.
    let other = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CACHE_DIR", other.path()).args(["--demo", "income", "AAPL"]);
    assert_eq!(run(f).code, 0);
    assert_eq!(std::fs::read_dir(other.path()).map(|d| d.count()).unwrap_or(0), 0, "nothing written");
    for args in [&["bulk", "import", "2009q3.zip"][..], &["bulk", "fetch", "2009q3"]] {
        let r = demo(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("the demo's store is bundled with finq and read only"), "{}", r.stderr);
    }
}

/// The demo's store holds the data sets' own lines (a unit test checks each one), so a filing
/// standardized from it is the one a store of the whole quarter gives.
#[tokio::test(flavor = "multi_thread")]
async fn the_demo_store_standardizes_as_the_whole_quarter_does() {
    let server = silent_server().await;
    let args = ["income", "AAPL", "--standard", "--accession", crate::from_store::APPLE_10Q, "-f", "json"];
    let demo = from_demo_store(&server, &args);
    assert_eq!(demo.code, 0, "{}", demo.stderr);
    let whole = run(crate::from_store::finq(&[&["--provider", "bulk"][..], &args].concat()));
    assert_eq!(whole.code, 0, "{}", whole.stderr);
    let (demo, whole) = (json(&demo.stdout), json(&whole.stdout));
    assert_eq!(demo["lines"], whole["lines"]);
    assert_eq!(demo["relations"], whole["relations"]);
    assert!(demo["lines"].as_array().is_some_and(|l| l.len() > 10));
}

/// `--period`: a statement chosen by the calendar period its filing is for, as a screen counts
/// periods, from the demo's store, the automatic choice's, or `--provider bulk`; refused before any
/// request where no store answers.
#[tokio::test(flavor = "multi_thread")]
async fn a_statement_for_a_calendar_period_from_the_store() {
    let server = silent_server().await;
    let r = from_demo_store(&server, &["income", "AAPL", "--period", "2009Q2", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["accession_number"], crate::from_store::APPLE_10Q);
    // Apple's fiscal year ends in September: its annual report answers, the amendment in place
    // of the 10-K it amends, and the note says so.
    let r = from_demo_store(&server, &["income", "AAPL", "--period", "2009Q3", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["form"], "10-K/A");
    assert!(r.stderr.contains("AAPL's 2009Q3 ends its fiscal year: answered with its 10-K/A"), "{}", r.stderr);
    // Walmart's fiscal 2010 ended on 2010-01-31: most of it is calendar 2009.
    let r = from_demo_store(&server, &["income", "WMT", "--period", "2009", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        (json(&r.stdout)["form"].clone(), json(&r.stdout)["period"].clone()),
        ("10-K".into(), "2010-01-31".into())
    );
    let r = from_demo_store(&server, &["compare", "balancesheet", "AAPL", "MSFT", "--period", "2010Q1", "-f", "json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let periods: Vec<_> = json(&r.stdout)["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["period"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(periods, ["2010-03-31", "2010-03-31"]);
    let r = from_demo_store(&server, &["income", "AAPL", "--period", "2011Q1"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("holds no filing of AAPL for 2011Q1"), "{}", r.stderr);

    // The automatic choice's store answers it in EDGAR's place (no request: the server is silent).
    let mut f =
        crate::from_store::finq(&["--base-url", &server.uri(), "income", "AAPL", "--period", "2009Q2", "-f", "json"]);
    f.cmd.env("FINQ_CACHE_DIR", shared_cache());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["accession_number"], crate::from_store::APPLE_10Q);

    // Where no store answers, and what it does not go with: exit 2, nothing asked.
    let bad: [(&[&str], &str); 3] = [
        (&["--provider", "edgar", "income", "AAPL", "--period", "2009Q2"], "--period chooses a filing by the period"),
        (&["income", "AAPL", "--period", "2009Q2", "--filing-order", "1"], "cannot be used with"),
        (&["income", "AAPL", "--period", "2009Q5"], "is not a calendar period"),
    ];
    for (args, says) in bad {
        let mut f = Finq::at(&server, args);
        f.cmd.env("FINQ_EDGAR_USER_AGENT", "Period Test period@example.com");
        let r = run(f);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
    }
}
