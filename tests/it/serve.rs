//! `finq serve`: the interface itself, checked field by field against the spec's tables, with
//! finq's own client against it, and the auth, 400, 404, 405, coalescing and shutdown cases.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::time::Duration;

use crate::common::{Finq, TEST_KEY, json, run};

pub const SERVE_KEY: &str = "serve-key-FAKE-0000";

/// A running `finq serve`; stopped with SIGTERM on drop.
pub struct Served {
    pub child: Option<Child>,
    pub base: String,
    pub log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

impl Served {
    pub fn start(f: Finq) -> Served {
        let mut child = f.std_command().stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let first = lines.next().unwrap().unwrap();
        let base = first.strip_prefix("finq: listening on ").unwrap_or_else(|| panic!("{first}")).to_string();
        let log = std::sync::Arc::new(std::sync::Mutex::new(vec![first]));
        let sink = log.clone();
        std::thread::spawn(move || {
            for l in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(l);
            }
        });
        Served { child: Some(child), base, log }
    }

    pub fn demo() -> Served {
        let mut f = Finq::new();
        f.cmd.env("FINQ_SERVE_KEYS", format!("other-key-FAKE,{SERVE_KEY}")).args([
            "--demo",
            "serve",
            "--listen",
            "127.0.0.1:0",
        ]);
        Served::start(f)
    }

    /// A raw GET with the key in the header.
    pub fn get(&self, path: &str) -> (u16, serde_json::Value) {
        self.get_with(path, Some(SERVE_KEY))
    }

    pub fn get_with(&self, path: &str, key: Option<&str>) -> (u16, serde_json::Value) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(async {
            let mut req = reqwest::Client::new().get(format!("{}{path}", self.base));
            if let Some(k) = key {
                req = req.header("Ocp-Apim-Subscription-Key", k);
            }
            let resp = req.send().await.unwrap();
            let status = resp.status().as_u16();
            let body = resp.bytes().await.unwrap();
            (status, serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null))
        })
    }

    /// finq's own client pointed at this server.
    pub fn client(&self, args: &[&str]) -> crate::common::Run {
        let mut f = Finq::new();
        f.cmd.env("FINQ_API_KEY", SERVE_KEY).args(["--provider", "last10k", "--market", "last10k", "--no-cache"]);
        f.cmd.args(["--base-url", &self.base]).args(args);
        let out = f.std_command().output().unwrap();
        crate::common::Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// SIGTERM, then its exit code; a server still running a minute later is killed (-1), so
    /// that no test waits on a server that cannot stop.
    pub fn stop(&mut self) -> i32 {
        let child = self.child.as_mut().unwrap();
        unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
        let started = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status.code().unwrap_or(-1);
            }
            if started.elapsed() > Duration::from_secs(60) {
                let _ = child.kill();
                let _ = child.wait();
                break -1;
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        self.child = None;
        status
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        if self.child.is_some() {
            self.stop();
        }
    }
}

#[test]
fn every_command_through_finqs_own_client() {
    let s = Served::demo();
    for args in [
        &["income", "AAPL"][..],
        &["balancesheet", "AAPL", "--quarterly", "--periods", "2"],
        &["equity", "AAPL"],
        &["operations", "AAPL"],
        &["cashflow", "AAPL"],
        &["summary", "AAPL"],
        &["quote", "MSFT"],
        &["prices", "AAPL"],
        &["cik", "AAPL"],
        &["ticker", "320193"],
    ] {
        for format in ["json", "table", "csv", "ndjson"] {
            let mut all = vec!["-f", format];
            all.extend(args);
            let r = s.client(&all);
            assert_eq!(r.code, 0, "{all:?}: {}", r.stderr);
            assert!(!r.stdout.is_empty(), "{all:?}");
        }
    }
    let r = s.client(&["-f", "json", "income", "AAPL"]);
    let doc = json(&r.stdout);
    assert_eq!(doc["accession_number"], "0000320193-26-000013");
    let sales = doc["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["element"] == "RevenueFromContractWithCustomerExcludingAssessedTax")
        .unwrap();
    assert_eq!(sales["value"].to_string(), "111184000000", "numbers exact through the server");
    let log = s.log.lock().unwrap().join("\n");
    assert!(!log.contains(SERVE_KEY) && !log.contains(TEST_KEY), "{log}");
    assert!(log.contains("GET /v1/company/AAPL/income 200 "), "{log}");
}

#[test]
fn responses_have_the_specs_shapes() {
    let s = Served::demo();
    let (status, st) = s.get("/v1/company/AAPL/balancesheet?formType=10-Q&filingOrder=1");
    assert_eq!(status, 200);
    assert!(st["meta"]["copyright"].is_string() && st["meta"]["terms"].is_string());
    let data = &st["data"];
    assert_eq!(data["type"], "statement");
    assert_eq!(data["id"].as_str().unwrap().len(), 36);
    let a = &data["attributes"];
    assert_eq!(a["status"], 0);
    assert_eq!(a["company"], serde_json::json!({"name": "Apple Inc.", "cik": "320193", "ticker": "AAPL"}));
    assert_eq!(a["filing"]["accessionNumber"], "0000320193-25-000057");
    assert_eq!(a["filing"]["filingDate"], "2025-05-02T00:00:00");
    assert_eq!(a["filing"]["period"], "2025-03-29T00:00:00");
    assert_eq!(a["filing"]["source"], "10-Q");
    assert_eq!(a["count"], a["result"].as_object().unwrap().len());
    assert_eq!(a["result"]["Assets"].to_string(), "331233000000");
    let keys: Vec<&String> = a["result"].as_object().unwrap().keys().collect();
    assert_eq!(keys[0], "CashAndCashEquivalentsAtCarryingValue", "the filing's order");
    // An answer kept in memory still gets a response id of its own each time.
    let (_, again) = s.get("/v1/company/AAPL/balancesheet?formType=10-Q&filingOrder=1");
    assert_ne!(again["data"]["id"], data["id"]);
    assert_eq!(again["data"]["attributes"], st["data"]["attributes"]);

    let (_, sum) = s.get("/v1/company/AAPL");
    for k in [
        "Status",
        "Name",
        "CIK",
        "Company",
        "AccessionNumber",
        "Source",
        "FilingDate",
        "FilingCount",
        "Data",
        "Content",
    ] {
        assert!(sum.get(k).is_some(), "flat summary lacks {k}");
    }
    assert_eq!(sum["Data"], serde_json::json!({}));
    assert!(sum["Content"].as_str().unwrap().contains("<table"));

    let (_, q) = s.get("/v1/company/MSFT/quote");
    assert_eq!(q["data"]["type"], "quote");
    let result = q["data"]["attributes"]["result"].as_object().unwrap();
    assert_eq!(result.len(), 20);
    assert_eq!(result["LastTradePrice"].to_string(), "408.21");
    assert_eq!(result["LastTradeDate"], "2025-02-21T00:00:00");
    assert!(result["Ebitda"].is_null() || result["Ebitda"].is_string());

    let (_, p) = s.get("/v1/company/AAPL/prices");
    let result = p["data"]["attributes"]["result"].as_object().unwrap();
    let dates: Vec<&String> = result.keys().collect();
    assert_eq!(dates[0], "2020-11-06T00:00:00", "newest first, time 00:00:00");
    assert!(result.len() <= 240);

    let (_, id) = s.get("/v1/company/AAPL/cik");
    assert!(id.get("meta").is_none() && id["data"]["attributes"].get("status").is_none());
    assert_eq!(id["data"]["attributes"]["result"][0].as_str().unwrap().len(), 10, "CIKs padded to ten digits");
}

#[test]
fn every_statement_of_the_registry_has_its_route_comprehensive_income_too() {
    // The routes come from the statement registry, so comprehensive income (once missing from a
    // hand-written list) is served like the rest, with the filing's numbers exact.
    let s = Served::demo();
    let (status, st) = s.get("/v1/company/AAPL/comprehensive?formType=10-Q");
    assert_eq!(status, 200, "{st}");
    assert_eq!(st["data"]["type"], "statement");
    let a = &st["data"]["attributes"];
    assert_eq!(a["filing"]["accessionNumber"], "0000320193-25-000057");
    assert_eq!(a["result"]["ComprehensiveIncomeNetOfTax"].to_string(), "25206000000");
}

#[test]
fn keys_errors_and_hostile_paths() {
    let s = Served::demo();
    let (status, body) = s.get_with("/v1/company/AAPL/income", None);
    assert_eq!(status, 401);
    assert_eq!(body["statusCode"], 401);
    assert!(body["message"].as_str().unwrap().starts_with("Access denied due to missing"));
    assert_eq!(s.get_with("/v1/company/AAPL/income", Some("wrong-key")).0, 401);
    assert_eq!(s.get_with(&format!("/v1/company/AAPL/income?subscription-key={SERVE_KEY}"), None).0, 200);
    assert_eq!(s.get_with(&format!("/v1/company/AAPL/income?key={SERVE_KEY}"), None).0, 200, "the R client's way");
    assert_eq!(s.get_with("/v1/company/AAPL/income", Some("other-key-FAKE")).0, 200);

    let (status, body) = s.get("/v1/company/AAPL/equity?filingOrder=5");
    assert_eq!((status, body["message"].as_str()), (404, Some("Statement not found")));
    let (status, body) = s.get("/v1/company/NOPE/quote");
    assert_eq!((status, body["message"].as_str()), (404, Some("Company not found")));
    for bad in [
        "/v1/company/AAPL/income?formType=10-X",
        "/v1/company/AAPL/income?filingOrder=-1",
        "/v1/company/AAPL/income?filingOrder=x",
    ] {
        let (status, body) = s.get(bad);
        assert_eq!(status, 400, "{bad}");
        assert_eq!(body["statusCode"], 400);
    }
    for hostile in
        ["/v1/company/..%2F..%2Fetc/income", "/v1/company/A%1B%5B2J/quote", "/v1/nothing", "/v1/company/AAPL/secrets"]
    {
        let (status, _) = s.get(hostile);
        assert!(matches!(status, 400 | 404), "{hostile}: {status}");
    }
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let status = rt.block_on(async {
        reqwest::Client::new()
            .post(format!("{}/v1/company/AAPL/income", s.base))
            .header("Ocp-Apim-Subscription-Key", SERVE_KEY)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(status, 405);
    assert_eq!(s.get_with("/healthz", None).0, 200);
    let log = s.log.lock().unwrap().join("\n");
    assert!(!log.contains(SERVE_KEY), "a key in the query is never logged: {log}");
}

#[test]
fn a_key_over_its_rate_gets_429_with_retry_after() {
    let mut f = Finq::new();
    f.cmd.env("FINQ_SERVE_KEYS", SERVE_KEY).args(["--demo", "serve", "--listen", "127.0.0.1:0", "--rate", "2"]);
    let s = Served::start(f);
    assert_eq!(s.get("/v1/company/AAPL/cik").0, 200);
    assert_eq!(s.get("/v1/company/AAPL/cik").0, 200);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let (status, retry) = rt.block_on(async {
        let r = reqwest::Client::new()
            .get(format!("{}/v1/company/AAPL/cik", s.base))
            .header("Ocp-Apim-Subscription-Key", SERVE_KEY)
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.headers().get("retry-after").map(|v| v.to_str().unwrap().to_string()))
    });
    assert_eq!(status, 429);
    assert!(retry.unwrap().parse::<u64>().unwrap() >= 1);
}

#[test]
fn no_keys_no_start_and_no_auth_only_on_loopback() {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "serve", "--listen", "127.0.0.1:0"]);
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("FINQ_SERVE_KEYS"), "{}", r.stderr);
    let mut f = Finq::new();
    f.cmd.args(["--demo", "serve", "--listen", "0.0.0.0:0", "--no-auth"]);
    assert_eq!(run(f).code, 2);
    let mut f = Finq::new();
    f.cmd.args(["--demo", "serve", "--listen", "127.0.0.1:0", "--no-auth"]);
    let s = Served::start(f);
    assert_eq!(s.get_with("/v1/company/AAPL/cik", None).0, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn concurrent_asks_for_one_answer_make_one_upstream_request_and_sigterm_is_graceful() {
    use wiremock::matchers::path;
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let upstream = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/income"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(crate::common::real("income-AAPL-finanalysis.json"), "application/json")
                .set_delay(Duration::from_millis(400)),
        )
        .expect(1)
        .mount(&upstream)
        .await;
    let mut f = Finq::new();
    f.cmd.env("FINQ_SERVE_KEYS", SERVE_KEY).args([
        "--provider",
        "last10k",
        "--base-url",
        &upstream.uri(),
        "serve",
        "--listen",
        "127.0.0.1:0",
    ]);
    let mut s = tokio::task::spawn_blocking(move || Served::start(f)).await.unwrap();
    let client = reqwest::Client::new();
    let asks = (0..5).map(|_| {
        client.get(format!("{}/v1/company/AAPL/income", s.base)).header("Ocp-Apim-Subscription-Key", SERVE_KEY).send()
    });
    let answers = futures_util::future::join_all(asks).await;
    for a in answers {
        assert_eq!(a.unwrap().status().as_u16(), 200);
    }
    // A request in flight when SIGTERM comes is still answered, then the server exits 0.
    let base = s.base.clone();
    let late = tokio::spawn(async move {
        reqwest::Client::new()
            .get(format!("{base}/v1/company/AAPL/prices"))
            .header("Ocp-Apim-Subscription-Key", SERVE_KEY)
            .send()
            .await
            .map(|r| r.status().as_u16())
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let code = tokio::task::spawn_blocking(move || s.stop()).await.unwrap();
    assert_eq!(code, 0);
    let _ = late.await;
}

#[test]
fn the_summary_keeps_the_specs_shape_with_figures_in_full_units() {
    let s = Served::demo();
    let (status, sum) = s.get("/v1/company/AAPL");
    assert_eq!(status, 200);
    assert_eq!(sum["Data"], serde_json::json!({}));
    let content = sum["Content"].as_str().unwrap();
    // Full units, so no scale note: 14,935,826 "shares in Thousands" as filed.
    assert!(content.contains(">14,935,826,000<") && !content.contains("in Thousands"), "{content}");
    // finq's own client reads it back as it reads the filing: the same typed facts.
    let r = s.client(&["-f", "json", "summary", "AAPL"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    crate::cover::check_apple_cover(&r.stdout);
    let doc = json(&r.stdout);
    let note = doc["facts"].as_array().unwrap().iter().find(|f| f["element"] == "NoTradingSymbolFlag").unwrap();
    assert_eq!(note["axis_member"], "aapl:A0.000Notesdue2025Member");
    // Statements answer bare element names, a filer's own included.
    let (_, st) = s.get("/v1/company/AAPL/income?formType=10-Q");
    let keys: Vec<&String> = st["data"]["attributes"]["result"].as_object().unwrap().keys().collect();
    assert!(keys.iter().all(|k| !k.contains(['_', ':'])), "{keys:?}");
}
