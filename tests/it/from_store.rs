//! Statements as filed from the bulk store: `--provider bulk` (and `FINQ_PROVIDER=bulk`), the
//! look-ups and summary it answers, and the automatic choice (no provider chosen: the store
//! answers what it surely holds without the network, EDGAR the rest). Against the real 2009q3
//! quarter, imported by the binary once for every test here.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use wiremock::matchers::{any, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, json, run, silent_server};

pub const APPLE_10Q: &str = "0001193125-09-153165";
const CONTACT: &str = "Store Test store@example.com";

/// A store holding the real 2009q3 quarter, imported once by `finq bulk import` ([`crate::stores`]).
pub fn store() -> &'static Path {
    static STORE: OnceLock<PathBuf> = OnceLock::new();
    STORE.get_or_init(|| crate::stores::shared(&["2009q3"]))
}

/// `finq` with the store, no key and the SEC contact, and `args`.
pub fn finq(args: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_STORE_DIR", store()).env("FINQ_EDGAR_USER_AGENT", CONTACT).args(args);
    f
}

/// The keys of a JSON object, sorted.
fn keys(v: &serde_json::Value) -> Vec<String> {
    let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
    k.sort();
    k
}

#[test]
fn every_statement_command_answers_from_the_store_in_the_edgar_shape() {
    // The demo's Apple statements are read from EDGAR's pages: the shape to match.
    let demo = crate::common::demo(&["income", "AAPL", "-f", "json"]);
    let edgar = json(&demo.stdout);
    for command in ["balancesheet", "income", "operations", "cashflow"] {
        let r = run(finq(&["--provider", "bulk", command, "AAPL", "--quarterly", "-f", "json"]));
        assert_eq!(r.code, 0, "{command}: {}", r.stderr);
        let v = json(&r.stdout);
        assert_eq!(keys(&v), keys(&edgar), "{command}");
        assert_eq!(keys(&v["lines"][0]), keys(&edgar["lines"][0]), "{command}");
        assert_eq!(keys(&v["columns"][0]), keys(&edgar["columns"][0]), "{command}");
        assert_eq!(v["basis"], "as filed, from the SEC's financial statement data sets", "the source is named");
        assert_eq!(v["statement"], command);
        assert_eq!((v["accession_number"].as_str(), v["cik"].as_str()), (Some(APPLE_10Q), Some("320193")));
    }
}

#[test]
fn finq_provider_bulk_in_the_environment_and_numbers_digit_for_digit() {
    let mut f = finq(&["income", "GOOG", "--quarterly", "-f", "json"]);
    f.cmd.env("FINQ_PROVIDER", "bulk");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    let net = v["lines"].as_array().unwrap().iter().find(|l| l["element"] == "NetIncomeLoss").unwrap();
    // num.txt: 1484545000.0000, 1247391000.0000, 2907373000.0000, 2554477000.0000.
    assert_eq!(net["values"].to_string(), "[1484545000,1247391000,2907373000,2554477000]");
    let months: Vec<u64> = v["columns"].as_array().unwrap().iter().map(|c| c["months"].as_u64().unwrap()).collect();
    assert_eq!(months, [3, 3, 6, 6]);
    // CSV: the same header as an as-filed EDGAR statement's.
    let demo = crate::common::demo(&["income", "AAPL", "-f", "csv"]);
    let mut f = finq(&["income", "GOOG", "--quarterly", "-f", "csv"]);
    f.cmd.env("FINQ_PROVIDER", "bulk");
    let r = run(f);
    assert_eq!(r.stdout.lines().next(), demo.stdout.lines().next());
    assert!(r.stdout.contains(",NetIncomeLoss,"), "{}", r.stdout);
}

#[test]
fn look_ups_and_the_summary_from_the_store() {
    let r = run(finq(&["--provider", "bulk", "cik", "AAPL", "IBM", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("AAPL,0000320193") && r.stdout.contains("IBM,0000051143"), "{}", r.stdout);
    let r = run(finq(&["--provider", "bulk", "ticker", "0000320193", "-f", "json"]));
    assert_eq!(json(&r.stdout)["tickers"], serde_json::json!(["AAPL"]));
    let r = run(finq(&["--provider", "bulk", "summary", "IBM", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["fields"]["registrant_name"], "INTERNATIONAL BUSINESS MACHINES CORP");
    assert_eq!(v["fields"]["fiscal_period_focus"], "Q2");
    assert_eq!(v["fields"]["document_type"], "10-Q");
    assert!(v["title"].as_str().unwrap().contains("financial statement data sets, 2009q3"), "{}", v["title"]);
}

#[test]
fn what_the_store_does_not_hold_is_exit_3_saying_so() {
    // The 10-K asked for; Apple filed a 10-Q in 2009q3. (With no form asked, that 10-Q answers
    // with a notice: tests/it/store_first.rs.)
    let r = run(finq(&["--provider", "bulk", "balancesheet", "AAPL", "--annual"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("the bulk store (2009q3) holds 0 10-K filings of AAPL"), "{}", r.stderr);
    // A store of one quarter holds 10-Qs: the flag that asks for them.
    assert!(
        r.stderr.ends_with("it holds 1 10-Q filing of AAPL: ask for them with --quarterly (or --form 10-Q)\n"),
        "{}",
        r.stderr
    );
    let r = run(finq(&["--provider", "bulk", "income", "NOSUCH", "--quarterly"]));
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("give the CIK instead"), "{}", r.stderr);
    let r = run(finq(&["--provider", "bulk", "equity", "AAPL", "--quarterly"]));
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("has no equity statement"), "{}", r.stderr);
    let r = run(finq(&["--provider", "bulk", "--raw", "income", "AAPL"]));
    assert_eq!(r.code, 2, "{}", r.stderr);
    // An empty store says how to fill it.
    let empty = tempfile::tempdir().unwrap();
    let mut f = finq(&["--provider", "bulk", "income", "AAPL"]);
    f.cmd.env("FINQ_STORE_DIR", empty.path());
    let r = run(f);
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("holds no quarters") && r.stderr.contains("finq bulk fetch"), "{}", r.stderr);
}

#[test]
fn periods_and_a_cik_in_place_of_a_ticker() {
    let r =
        run(finq(&["--provider", "bulk", "income", "320193", "AAPL", "--quarterly", "--periods", "2", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("1 of 2 requested filings exists"), "{}", r.stderr);
    let v = json(&r.stdout);
    let answers = v.as_array().unwrap();
    assert_eq!(answers.len(), 2, "one filing each");
    assert_eq!(answers[0]["ticker"], "320193");
    assert_eq!(answers[0]["lines"], answers[1]["lines"]);
}

#[test]
fn the_automatic_choice_answers_from_the_store_without_the_network() {
    // No provider chosen, no key: EDGAR, with the store first. The filing asked for by its
    // accession is in the store: nothing is sent (the server fails the test if asked).
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(silent_server());
    let r = run(finq(&["--base-url", &server.uri(), "balancesheet", "AAPL", "--accession", APPLE_10Q, "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["basis"], "as filed, from the SEC's financial statement data sets");
    rt.block_on(server.verify());
    // `config show` says how the choice is made.
    let r = run(finq(&["config", "show"]));
    assert!(r.stdout.contains("the bulk store first, for the filings it holds"), "{}", r.stdout);
}

#[test]
fn the_automatic_choice_leaves_the_rest_to_edgar() {
    // Apple's newest 10-Q is not the store's 2009 one today: EDGAR is asked, from its ticker list.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(async {
        let server = MockServer::start().await;
        Mock::given(path("/files/company_tickers.json"))
            .respond_with(ResponseTemplate::new(404))
            .expect(1..)
            .mount(&server)
            .await;
        Mock::given(any()).respond_with(ResponseTemplate::new(404)).mount(&server).await;
        server
    });
    let r = run(finq(&["--base-url", &server.uri(), "balancesheet", "AAPL", "--quarterly"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("EDGAR"), "EDGAR's answer, not the store's: {}", r.stderr);
    rt.block_on(server.verify());
    // A chosen provider is used as chosen: no store first.
    let silent = rt.block_on(silent_server());
    let r = run(finq(&[
        "--provider",
        "edgar",
        "--base-url",
        &silent.uri(),
        "--offline",
        "balancesheet",
        "AAPL",
        "--accession",
        APPLE_10Q,
    ]));
    assert_eq!(r.code, 9, "the cache, not the store: {}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn doctor_checks_the_store() {
    // Quotes come from Yahoo, which doctor checks too: a loopback one here.
    let yahoo = crate::market::yahoo("AAPL", "chart-AAPL-2020-01-01-to-2020-01-03.json").await;
    let mut f = finq(&["--provider", "bulk", "doctor"]);
    f.cmd.env("FINQ_MARKET_BASE_URL", yahoo.uri());
    let r = run(f);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("holds 2009q3: 435 filings"), "{}", r.stdout);
    assert!(r.stdout.contains("local: the bulk store answered the look-up"), "{}", r.stdout);
}

#[test]
fn a_statement_table_from_the_store() {
    for columns in [80, 120] {
        let mut f = finq(&["--provider", "bulk", "-f", "table", "income", "AAPL", "--quarterly"]);
        f.cmd.env("COLUMNS", columns.to_string());
        let r = run(f);
        assert_eq!(r.code, 0, "{}", r.stderr);
        insta::assert_snapshot!(format!("income_from_the_store_{columns}"), r.stdout);
    }
}

/// A per-share line keeps the decimals the filing printed (Emerson's basic EPS: `0.79` and `2.20`
/// side by side, where the data sets hold 2.2), in the table only: JSON keeps the value.
#[test]
fn a_per_share_lines_figures_share_their_decimal_places() {
    let table = run(finq(&["--provider", "bulk", "income", "32604", "--quarterly", "-f", "table"])).stdout;
    let eps =
        table.lines().find(|l| l.contains("Basic earnings per common share")).unwrap_or_else(|| panic!("{table}"));
    assert!(eps.trim_end().ends_with("0.52            0.79            1.61            2.20"), "{eps}");
    let csv = run(finq(&["--provider", "bulk", "income", "32604", "--quarterly", "-f", "csv"])).stdout;
    assert!(csv.lines().any(|l| l.contains("EarningsPerShareBasic") && l.ends_with(",2.2")), "{csv}");
}

/// A per-share amount shows its cents whatever the data sets kept (Lockheed Martin's basic EPS of
/// 4 and diluted of 3.9 read `4.00` and `3.90`, not `4` and `3.9`), and a line the data sets label
/// `Basic` or `Diluted`, as they label the share counts, says which it is; JSON and CSV keep the
/// filing's label and value.
#[test]
fn per_share_amounts_show_cents_and_say_they_are_per_share() {
    let table = run(finq(&["--provider", "bulk", "income", "936468", "--quarterly", "-f", "table"])).stdout;
    let line = |label: &str| {
        table.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_else(|| panic!("{label}: {table}"))
    };
    assert!(line("Basic (per share)").trim_end().ends_with("1.90            2.21            3.59            4.00"));
    assert!(line("Diluted (per share)").trim_end().ends_with("1.88            2.15            3.55            3.90"));
    let csv = run(finq(&["--provider", "bulk", "income", "936468", "--quarterly", "-f", "csv"])).stdout;
    assert!(
        csv.lines().any(|l| l.contains("EarningsPerShareBasic,") && l.contains(",Basic,") && l.ends_with(",4")),
        "{csv}"
    );
}
