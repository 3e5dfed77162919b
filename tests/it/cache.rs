//! The cache: asked once, answered again without the service; TTLs, --offline, --refresh,
//! --no-cache, damaged entries, an unwritable folder, two processes at once.

use std::path::Path;
use std::time::Duration;

use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Finq, TEST_KEY, json, real, run};

async fn counting_server(p: &str, body: Vec<u8>, expected: u64) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(path(p))
        .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
        .expect(expected)
        .mount(&server)
        .await;
    server
}

/// `finq` on `server` with the cache in `cache`.
fn finq(server: &MockServer, cache: &Path, args: &[&str]) -> Finq {
    let mut f = Finq::at(server, args);
    f.cmd.env("FINQ_CACHE_DIR", cache);
    f
}

fn entries(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            if e.path().is_dir() {
                stack.push(e.path());
            } else {
                out.push(e.path());
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn the_second_ask_sends_nothing() {
    let server = counting_server("/v1/company/AAPL/income", real("income-AAPL-finanalysis.json"), 1).await;
    let cache = tempfile::tempdir().unwrap();
    let first = run(finq(&server, cache.path(), &["income", "AAPL", "-f", "json"]));
    assert_eq!(first.code, 0, "{}", first.stderr);
    let second = run(finq(&server, cache.path(), &["income", "AAPL", "-f", "json", "-v"]));
    assert_eq!(second.code, 0, "{}", second.stderr);
    assert_eq!(first.stdout, second.stdout);
    assert!(second.stderr.contains("from the cache (stored"), "{}", second.stderr);
    // The layout carries the format version; the key is stored nowhere.
    let files = entries(cache.path());
    assert_eq!(files.len(), 1);
    assert!(files[0].strip_prefix(cache.path()).unwrap().starts_with("v1"));
    assert!(!String::from_utf8_lossy(&std::fs::read(&files[0]).unwrap()).contains(TEST_KEY));

    // A warm cache needs no key and no network at all: here the service is unreachable.
    let mut f = Finq::new();
    f.cmd.env("FINQ_CACHE_DIR", cache.path()).env_remove("FINQ_API_KEY").args([
        "--provider",
        "last10k",
        "--base-url",
        &server.uri(),
        "income",
        "AAPL",
        "-f",
        "json",
    ]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_expired_answer_is_asked_for_again() {
    let quote = br#"{"data":{"type":"quote","attributes":{"status":0,"count":1,"result":{"LastTradePrice":1.5}}}}"#;
    let server = counting_server("/v1/company/AAPL/quote", quote.to_vec(), 2).await;
    let cache = tempfile::tempdir().unwrap();
    for _ in 0..2 {
        let f = finq(&server, cache.path(), &["quote", "AAPL"]);
        std::fs::write(f.config_path(), "[cache]\nquote = 0\n").unwrap();
        assert_eq!(run(f).code, 0);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn ttls_are_per_operation() {
    let quote = br#"{"data":{"type":"quote","attributes":{"status":0,"count":1,"result":{"LastTradePrice":1.5}}}}"#;
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/quote"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(quote.to_vec(), "application/json"))
        .expect(3)
        .mount(&server)
        .await;
    Mock::given(path("/v1/company/AAPL/income"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(real("income-AAPL-finanalysis.json"), "application/json"))
        .expect(1)
        .mount(&server)
        .await;
    let cache = tempfile::tempdir().unwrap();
    for _ in 0..3 {
        for cmd in ["quote", "income"] {
            let f = finq(&server, cache.path(), &[cmd, "AAPL"]);
            // Quotes never stay fresh here; statements keep their default day.
            std::fs::write(f.config_path(), "[cache]\nquote = 0\n").unwrap();
            assert_eq!(run(f).code, 0);
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn offline_answers_from_the_cache_only() {
    let server = counting_server("/v1/company/MSFT/balancesheet", real("balancesheet-MSFT-megatrend.json"), 1).await;
    let cache = tempfile::tempdir().unwrap();
    // A miss: exit 9, nothing sent (the server expects exactly the one ask below).
    let r = run(finq(&server, cache.path(), &["--offline", "balancesheet", "MSFT"]));
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert!(r.stderr.contains("offline, and balancesheet for MSFT is not in the cache"), "{}", r.stderr);
    assert_eq!(run(finq(&server, cache.path(), &["balancesheet", "MSFT"])).code, 0);
    // A hit of any age answers offline, even with a TTL of zero.
    let f = finq(&server, cache.path(), &["--offline", "balancesheet", "MSFT", "-f", "json"]);
    std::fs::write(f.config_path(), "[cache]\nstatements = 0\n").unwrap();
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["company"], "MICROSOFT CORP");
    // Several tickers offline, some missing: the misses are partial failures.
    let r = run(finq(&server, cache.path(), &["--offline", "balancesheet", "MSFT", "AAPL", "-f", "ndjson"]));
    assert_eq!(r.code, 8, "{}", r.stderr);
    assert!(r.stdout.contains(r#""exit_code":9"#), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn refresh_asks_and_no_cache_neither_reads_nor_writes() {
    let server = counting_server("/v1/company/AAPL/income", real("income-AAPL-finanalysis.json"), 3).await;
    let cache = tempfile::tempdir().unwrap();
    assert_eq!(run(finq(&server, cache.path(), &["--no-cache", "income", "AAPL"])).code, 0);
    assert!(entries(cache.path()).is_empty(), "--no-cache writes nothing");
    assert_eq!(run(finq(&server, cache.path(), &["income", "AAPL"])).code, 0);
    assert_eq!(entries(cache.path()).len(), 1);
    assert_eq!(run(finq(&server, cache.path(), &["--refresh", "income", "AAPL"])).code, 0);
    // Both cached: these two send nothing.
    assert_eq!(run(finq(&server, cache.path(), &["income", "AAPL"])).code, 0);
    assert_eq!(run(finq(&server, cache.path(), &["--offline", "income", "AAPL"])).code, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_damaged_entry_is_ignored_and_fetched_again() {
    let server = counting_server("/v1/company/AAPL/income", real("income-AAPL-finanalysis.json"), 3).await;
    let cache = tempfile::tempdir().unwrap();
    assert_eq!(run(finq(&server, cache.path(), &["income", "AAPL"])).code, 0);
    let entry = entries(cache.path()).pop().unwrap();
    let whole = std::fs::read(&entry).unwrap();
    // Cut short, then garbage, then a valid header over a body that is not the answer.
    std::fs::write(&entry, &whole[..whole.len() / 2]).unwrap();
    let r = run(finq(&server, cache.path(), &["income", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    // Whole again: the same body (the header's time stamp may be a second later).
    let body = |b: &[u8]| b[b.iter().position(|c| *c == b'\n').unwrap()..].to_vec();
    assert_eq!(body(&std::fs::read(&entry).unwrap()), body(&whole), "the entry is whole again");
    let newline = whole.iter().position(|b| *b == b'\n').unwrap();
    let mut lying = whole[..=newline].to_vec();
    lying.extend(std::iter::repeat_n(b'x', whole.len() - newline - 1));
    std::fs::write(&entry, &lying).unwrap();
    let r = run(finq(&server, cache.path(), &["income", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout)["company"], "APPLE INC");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unwritable_cache_folder_warns_once_and_finq_goes_on() {
    let server = MockServer::start().await;
    for t in ["AAA", "BBB", "CCC"] {
        Mock::given(path(format!("/v1/company/{t}/income")))
            .respond_with(
                ResponseTemplate::new(200).set_body_raw(real("income-AAPL-finanalysis.json"), "application/json"),
            )
            .mount(&server)
            .await;
    }
    let dir = tempfile::tempdir().unwrap();
    let not_a_folder = dir.path().join("file");
    std::fs::write(&not_a_folder, "a file where the cache folder would be").unwrap();
    let r = run(finq(&server, &not_a_folder, &["income", "AAA", "BBB", "CCC", "-f", "csv"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stderr.matches("cannot be written").count(), 1, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stdout.lines().count() > 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn two_processes_filling_one_entry_both_succeed() {
    let server = MockServer::start().await;
    Mock::given(path("/v1/company/AAPL/income"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(real("income-AAPL-finanalysis.json"), "application/json")
                .set_delay(Duration::from_millis(300)),
        )
        .expect(2)
        .mount(&server)
        .await;
    let cache = tempfile::tempdir().unwrap();
    let spawn = || {
        let f = finq(&server, cache.path(), &["income", "AAPL", "-f", "json"]);
        (f.std_command().output_async(), f)
    };
    let ((a, _fa), (b, _fb)) = (spawn(), spawn());
    let (a, b) = (a.join().unwrap(), b.join().unwrap());
    assert!(a.status.success() && b.status.success());
    assert_eq!(a.stdout, b.stdout);
    let r = run(finq(&server, cache.path(), &["--offline", "income", "AAPL", "-f", "json"]));
    assert_eq!(r.code, 0, "the entry is valid: {}", r.stderr);
    assert_eq!(r.stdout.as_bytes(), a.stdout);
    assert_eq!(entries(cache.path()).len(), 1, "no temporary files left");
}

/// Runs a command on its own thread, so that two run at once.
trait OutputAsync {
    fn output_async(self) -> std::thread::JoinHandle<std::process::Output>;
}

impl OutputAsync for std::process::Command {
    fn output_async(mut self) -> std::thread::JoinHandle<std::process::Output> {
        std::thread::spawn(move || self.output().unwrap())
    }
}

#[test]
fn demo_answers_are_never_cached() {
    let cache = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.env("FINQ_CACHE_DIR", cache.path()).args(["--demo", "-q", "income", "AAPL"]);
    assert_eq!(run(f).code, 0);
    assert!(entries(cache.path()).is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn cache_path_stats_and_clear() {
    let server = counting_server("/v1/company/AAPL/income", real("income-AAPL-finanalysis.json"), 1).await;
    let cache = tempfile::tempdir().unwrap();
    assert_eq!(run(finq(&server, cache.path(), &["income", "AAPL"])).code, 0);
    let r = run(finq(&server, cache.path(), &["cache", "path"]));
    assert_eq!(r.stdout.trim_end(), cache.path().to_str().unwrap());
    let r = run(finq(&server, cache.path(), &["cache", "stats"]));
    assert!(r.stdout.contains("entries = 1\n"), "{}", r.stdout);
    assert!(r.stdout.contains("format = v1\n"), "{}", r.stdout);
    let r = run(finq(&server, cache.path(), &["cache", "clear"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("removed 1 cached answers"), "{}", r.stderr);
    assert!(entries(cache.path()).is_empty());
}
