//! The store as a first-class source (issue 42, items 1–3), against a store of the three fixture
//! quarters (2009q3, 2010q1, 2010q2) with the SEC's ticker list kept in it, imported by the binary
//! once for every test here:
//! - the store answers when EDGAR cannot be reached or asked (a closed loopback port; no contact),
//!   saying so on stderr in one line, never when a provider was chosen or when EDGAR answered;
//!   `provider = "bulk"` and `FINQ_PROVIDER=bulk` make it the default;
//! - today's tickers from the ticker list, a ticker whose company changed refused naming both,
//!   filers found by name, `bulk tickers`; the list fetched, imported, or taken from EDGAR's cache;
//! - every filer's form (20-F, 40-F, amendments), money in the filing's currency.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use wiremock::matchers::{any, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, fixture, fixture_unzipped, json, run};

const CONTACT: &str = "Store Test store@example.com";
const TICKERS: &str = "edgar-real/tickers/company_tickers.edgarkit.json.gz";

fn zip(quarter: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/fsds/{quarter}.zip"))
}

/// The SEC's ticker list (the real one, as EDGAR serves it), written to `dir`.
fn ticker_list(dir: &Path) -> PathBuf {
    let file = dir.join("company_tickers.json");
    std::fs::write(&file, fixture_unzipped(TICKERS)).unwrap();
    file
}

/// A store of the three fixture quarters and the SEC's ticker list, imported once.
fn store() -> &'static Path {
    static STORE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, store) = STORE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = dir.path().join("store");
        let mut f = Finq::new();
        f.cmd.env("FINQ_STORE_DIR", &store).args(["-q", "bulk", "import"]);
        f.cmd.args(["2009q3", "2010q1", "2010q2"].map(zip)).arg(ticker_list(dir.path()));
        let r = run(f);
        assert_eq!(r.code, 0, "{}", r.stderr);
        (dir, store)
    });
    store
}

/// `finq` with the store, no key, the SEC's contact, and `args`.
fn finq(args: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_STORE_DIR", store()).env("FINQ_EDGAR_USER_AGENT", CONTACT).args(args);
    f
}

/// A base URL nothing listens at: a loopback port bound and let go (refused at once).
fn closed() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    format!("http://{port}")
}

/// `stderr` with what changes from run to run (the closed port at `base`, if any, and the day of
/// the import) named.
fn steady(stderr: &str, base: &str) -> String {
    let day = regex_lite_day(stderr);
    let mut s = match base.strip_prefix("http://") {
        Some(host) => stderr.replace(host, "127.0.0.1:PORT"),
        None => stderr.to_string(),
    };
    if let Some(day) = day {
        s = s.replace(&day, "YYYY-MM-DD");
    }
    s
}

/// The first `imported YYYY-MM-DD` or `kept YYYY-MM-DD` day in `text`.
fn regex_lite_day(text: &str) -> Option<String> {
    for key in ["imported ", "kept "] {
        if let Some(at) = text.find(key) {
            let day = text.get(at + key.len()..at + key.len() + 10)?;
            if day
                .as_bytes()
                .iter()
                .enumerate()
                .all(|(i, b)| if i == 4 || i == 7 { *b == b'-' } else { b.is_ascii_digit() })
            {
                return Some(day.to_string());
            }
        }
    }
    None
}

#[test]
fn edgar_unreachable_the_store_answers_saying_so_in_one_line() {
    let base = closed();
    let r = run(finq(&["--base-url", &base, "--retries", "0", "income", "AAPL", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!(v["basis"], "as filed, from the SEC's financial statement data sets");
    assert_eq!((v["form"].as_str(), v["accession_number"].as_str()), (Some("10-Q"), Some("0001193125-10-088957")));
    assert_eq!(r.stderr.lines().count(), 1, "one line: {}", r.stderr);
    insta::assert_snapshot!("store_first_unreachable", steady(&r.stderr, &base));
}

#[test]
fn no_contact_the_store_answers_and_the_annual_default_takes_the_latest_10q_with_a_notice() {
    let mut f = finq(&["income", "AAPL", "-f", "json"]);
    f.cmd.env_remove("FINQ_EDGAR_USER_AGENT");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["form"], "10-Q", "the store holds no 10-K of Apple");
    insta::assert_snapshot!("store_first_no_contact", steady(&r.stderr, ""));
    // Asked for the 10-K by name: no other form stands in.
    let mut f = finq(&["income", "AAPL", "--annual"]);
    f.cmd.env_remove("FINQ_EDGAR_USER_AGENT");
    let r = run(f);
    assert_eq!(r.code, 4, "EDGAR's failure stands where the store does not answer: {}", r.stderr);
    assert!(r.stderr.contains("set-contact"), "{}", r.stderr);
}

#[test]
fn compare_and_summary_from_the_store_when_edgar_is_unreachable_said_once() {
    let base = closed();
    let r = run(finq(&[
        "--base-url",
        &base,
        "--retries",
        "0",
        "compare",
        "income",
        "AAPL",
        "IBM",
        "--quarterly",
        "-f",
        "json",
    ]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr.matches("answered from the store's").count(), 1, "said once: {}", r.stderr);
    let r = run(finq(&["--base-url", &base, "--retries", "0", "summary", "IBM", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["fields"]["registrant_name"], "INTERNATIONAL BUSINESS MACHINES CORP");
}

#[test]
fn serve_answers_from_the_store_when_edgar_is_unreachable() {
    let base = closed();
    let mut f = finq(&["--base-url", &base, "--retries", "0", "serve", "--listen", "127.0.0.1:0"]);
    f.cmd.env("FINQ_SERVE_KEYS", crate::serve::SERVE_KEY);
    let mut served = crate::serve::Served::start(f);
    let (status, body) = served.get("/v1/company/AAPL/income?formType=10-Q");
    assert_eq!(status, 200, "{body}");
    // The line is written before the answer is sent; the log's reader may lag behind.
    let said = || served.log.lock().unwrap().join("\n");
    let started = std::time::Instant::now();
    while !said().contains("answered from") && started.elapsed() < std::time::Duration::from_secs(10) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let log = said();
    assert_eq!(served.stop(), 0);
    assert!(log.contains("EDGAR unreachable") && log.contains("answered from the store's 2010q2 data set"), "{log}");
}

#[test]
fn no_fallback_when_edgar_was_chosen_or_answered() {
    // --provider edgar named: EDGAR's failure stands, exit 6.
    let base = closed();
    let r = run(finq(&["--provider", "edgar", "--base-url", &base, "--retries", "0", "income", "AAPL", "--quarterly"]));
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(!r.stderr.contains("answered from"), "{}", r.stderr);
    // EDGAR reached, and it knows no such company (its ticker list lacks IBM): exit 3, though the
    // store holds IBM's 10-Qs.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(async {
        let server = MockServer::start().await;
        let list = r#"{"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."}}"#;
        Mock::given(path("/files/company_tickers.json"))
            .respond_with(ResponseTemplate::new(200).set_body_string(list))
            .mount(&server)
            .await;
        Mock::given(any()).respond_with(ResponseTemplate::new(404)).mount(&server).await;
        server
    });
    let r = run(finq(&["--base-url", &server.uri(), "income", "IBM", "--quarterly"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(!r.stderr.contains("answered from"), "{}", r.stderr);
}

#[test]
fn provider_bulk_in_the_config_or_the_environment_makes_the_store_the_default() {
    let base = closed();
    let f = finq(&["--base-url", &base, "income", "IBM", "--quarterly", "-f", "json"]);
    std::fs::write(f.config_path(), "provider = \"bulk\"\n").unwrap();
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["basis"], "as filed, from the SEC's financial statement data sets");
    assert!(r.stderr.is_empty(), "the store chosen: nothing to say: {}", r.stderr);
    let mut f = finq(&["--base-url", &base, "income", "IBM", "--quarterly", "-f", "json"]);
    f.cmd.env("FINQ_PROVIDER", "bulk");
    let r = run(f);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let f = finq(&["config", "show"]);
    std::fs::write(f.config_path(), "provider = \"bulk\"\n").unwrap();
    let r = run(f);
    assert!(r.stdout.contains("bulk"), "{}", r.stdout);
}

#[test]
fn todays_tickers_find_their_cik_in_the_store() {
    let r = run(finq(&["--provider", "bulk", "cik", "LHX", "TT", "MDLZ", "PARA", "BBWI", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    for line in ["LHX,0000202058", "TT,0001466258", "MDLZ,0001103982", "PARA,0000813828", "BBWI,0000701985"] {
        assert!(r.stdout.contains(line), "{line}: {}", r.stdout);
    }
    // TT is today Ingersoll-Rand plc's CIK: its 10-Q of 2010 answers.
    let r = run(finq(&["--provider", "bulk", "income", "TT", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["cik"], "1466258");
    // Today's tickers of a CIK.
    let r = run(finq(&["--provider", "bulk", "ticker", "202058", "-f", "json"]));
    assert_eq!(json(&r.stdout)["tickers"], serde_json::json!(["LHX"]));
}

#[test]
fn a_ticker_whose_company_changed_is_refused_naming_both() {
    let r = run(finq(&["--provider", "bulk", "income", "IR", "--quarterly"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    insta::assert_snapshot!("store_first_ticker_moved", steady(&r.stderr, ""));
    let r = run(finq(&["--provider", "bulk", "cik", "IR"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    // The store's company by its CIK.
    let r = run(finq(&["--provider", "bulk", "income", "1466258", "--quarterly", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn filers_found_by_name_and_the_stores_tickers_listed() {
    let r = run(finq(&["--provider", "bulk", "cik", "Harris", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let ciks = json(&r.stdout)["ciks"].clone();
    assert!(ciks.as_array().unwrap().iter().any(|c| c == "0000202058"), "{ciks}");
    assert!(r.stderr.contains("HARRIS CORP /DE/ (0000202058)"), "{}", r.stderr);
    let r = run(finq(&["bulk", "tickers", "harris", "corp", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().next(), Some("ticker,cik,company,source,today_cik,today_company"));
    assert!(r.stdout.contains("LHX,0000202058,HARRIS CORP /DE/,today,,"), "{}", r.stdout);
    assert!(r.stdout.contains("HRS,0000202058,HARRIS CORP /DE/,filings,,"), "{}", r.stdout);
    let r = run(finq(&["bulk", "tickers", "IR", "-f", "json"]));
    let v = json(&r.stdout);
    assert_eq!(v["count"], 1, "{v}");
    assert_eq!(v["tickers"][0]["today_cik"], "0001699150");
    assert_eq!(v["tickers"][0]["cik"], "0001466258");
    let r = run(finq(&["bulk", "tickers", "-f", "json"]));
    assert!(json(&r.stdout)["count"].as_u64().unwrap() > 500, "every ticker");
    let r = run(finq(&["bulk", "tickers", "nosuchcompanyname"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
}

#[test]
fn the_ticker_list_imported_fetched_or_from_edgars_cache_and_verify_passes() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let at = |args: &[&str], config: &Path| {
        let mut f = Finq::new();
        f.cmd
            .env_remove("FINQ_API_KEY")
            .env("FINQ_STORE_DIR", &store)
            .env("FINQ_EDGAR_USER_AGENT", CONTACT)
            .env("FINQ_CONFIG_DIR", config)
            .env("FINQ_CACHE_DIR", config.join("cache"))
            .args(args);
        run(f)
    };
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    // A file that is not the list: exit 7, nothing kept.
    let bad = dir.path().join("company_tickers.json");
    std::fs::write(&bad, "[1, 2]").unwrap();
    let r = at(&["bulk", "import", bad.to_str().unwrap()], &config);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(!store.join("company_tickers.json").exists());

    // bulk fetch: the quarter, then the list.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(async {
        let server = MockServer::start().await;
        Mock::given(path("/files/dera/data/financial-statement-data-sets/2009q3.zip"))
            .respond_with(ResponseTemplate::new(200).set_body_bytes(fixture("fsds/2009q3.zip")))
            .mount(&server)
            .await;
        Mock::given(path("/files/company_tickers.json"))
            .respond_with(ResponseTemplate::new(200).set_body_bytes(fixture_unzipped(TICKERS)))
            .mount(&server)
            .await;
        server
    });
    let r = at(&["--provider", "edgar", "--base-url", &server.uri(), "bulk", "fetch", "2009q3"], &config);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("kept the SEC's ticker list (from the SEC): 9905 tickers"), "{}", r.stderr);
    let r = at(&["--provider", "bulk", "cik", "LHX", "-f", "csv"], &config);
    assert!(r.stdout.contains("LHX,0000202058"), "{}{}", r.stdout, r.stderr);
    let r = at(&["bulk", "verify"], &config);
    assert_eq!(r.code, 0, "the list is no quarter's file: {}", r.stderr);
}

#[test]
fn the_list_from_edgars_cache_at_import() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(async {
        let server = MockServer::start().await;
        Mock::given(path("/files/company_tickers.json"))
            .respond_with(ResponseTemplate::new(200).set_body_bytes(fixture_unzipped(TICKERS)))
            .mount(&server)
            .await;
        server
    });
    let f = |args: &[&str]| {
        let mut f = Finq::new();
        f.cmd
            .env_remove("FINQ_API_KEY")
            .env("FINQ_STORE_DIR", &store)
            .env("FINQ_EDGAR_USER_AGENT", CONTACT)
            .env("FINQ_CONFIG_DIR", dir.path())
            .env("FINQ_CACHE_DIR", dir.path().join("cache"))
            .args(["--provider", "edgar", "--base-url", &server.uri()])
            .args(args);
        run(f)
    };
    let r = f(&["cik", "MDLZ"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = f(&["bulk", "import", zip("2009q3").to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("kept the SEC's ticker list (from EDGAR's cache)"), "{}", r.stderr);
    let r = f(&["bulk", "tickers", "MDLZ", "-f", "csv"]);
    assert!(r.stdout.contains("MDLZ,0001103982,KRAFT FOODS INC,today,,"), "{}{}", r.stdout, r.stderr);
}

#[test]
fn foreign_filers_forms_and_amendments_from_the_store_in_their_currency() {
    // Honda files 20-Fs: asked with no form, its 20-F answers with a notice.
    let r = run(finq(&["--provider", "bulk", "income", "HMC", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    insta::assert_snapshot!("store_first_honda_notice", r.stderr);
    let head: Vec<&str> = r.stdout.lines().take(4).collect();
    insta::assert_snapshot!("store_first_honda_title", head.join("\n"));
    assert!(!r.stdout.contains("$ in"), "{}", r.stdout);
    let r = run(finq(&["--provider", "bulk", "income", "HMC", "--form", "20-F", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.is_empty(), "asked for by name: {}", r.stderr);
    let v = json(&r.stdout);
    assert_eq!((v["form"].as_str(), v["scale"].as_str()), (Some("20-F"), Some("JPY in Millions")));
    // Standardized: the currency named in the table.
    let r = run(finq(&["--provider", "bulk", "income", "HMC", "--form", "20-F", "--standard", "-f", "table"]));
    assert!(r.stdout.contains("values in full units, money in JPY"), "{}", r.stdout);
    // Side by side with a dollar filer: whose money is in yen is said.
    let r = run(finq(&["--provider", "bulk", "compare", "income", "HMC", "SNE", "--form", "20-F", "-f", "table"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("money of HMC in JPY, SNE in JPY"), "{}", r.stdout);
    // 40-F (Barrick), and amendments: 10-K/A (Apple), 10-Q/A (Caterpillar), 20-F/A (ASML), 40-F/A (RIM).
    for (subject, form, accession_form) in [
        ("ABX", "40-F", "40-F"),
        ("AAPL", "10-K/A", "10-K/A"),
        ("18230", "10-Q/A", "10-Q/A"),
        ("ASML", "20-F/A", "20-F/A"),
        ("1070235", "40-F/A", "40-F/A"),
    ] {
        let r = run(finq(&["--provider", "bulk", "balancesheet", subject, "--form", form, "-f", "json"]));
        assert_eq!(r.code, 0, "{subject} {form}: {}", r.stderr);
        assert_eq!(json(&r.stdout)["form"], accession_form, "{subject}");
    }
    // A form the company did not file: exit 3 saying what it holds.
    let r = run(finq(&["--provider", "bulk", "income", "HMC", "--annual"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("it holds 1 20-F filing of HMC: ask for them with --form 20-F"), "{}", r.stderr);
    // A screen of one foreign form.
    let r = run(finq(&["screen", "Revenues", "--period", "2010", "--form", "20-F", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    assert!(v["values"].as_array().unwrap().iter().all(|h| h["form"].as_str().unwrap().starts_with("20-F")), "{v}");
}
