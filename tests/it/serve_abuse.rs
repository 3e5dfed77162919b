//! `finq serve` under abuse, as a real process over TCP on 127.0.0.1: idle and half-open
//! connections, a forged access log, upstream failures, weak keys and key guessing, and the disk
//! cache's cap. Every loop is bounded; every wait has a generous guard and asserts an outcome
//! (an answer arrived, a connection was closed), never a time.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::{Finq, real};
use crate::serve::{SERVE_KEY, Served};

/// The hang guard: an outcome that has not come by then is not coming.
const GUARD: Duration = Duration::from_secs(60);

fn addr(s: &Served) -> String {
    s.base.strip_prefix("http://").unwrap().to_string()
}

/// A GET with an optional key and source address: status, headers and body, or `None` when no
/// answer came within the guard.
fn fetch(
    base: &str,
    path: &str,
    key: Option<&str>,
    from: Option<[u8; 4]>,
) -> Option<(u16, reqwest::header::HeaderMap, String)> {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let mut client = reqwest::Client::builder().timeout(GUARD);
        if let Some(ip) = from {
            client = client.local_address(std::net::IpAddr::from(ip));
        }
        let mut req = client.build().unwrap().get(format!("{base}{path}"));
        if let Some(k) = key {
            req = req.header("Ocp-Apim-Subscription-Key", k);
        }
        let resp = req.send().await.ok()?;
        let (status, headers) = (resp.status().as_u16(), resp.headers().clone());
        Some((status, headers, resp.text().await.ok()?))
    })
}

/// Waits (bounded) until `done` holds.
fn eventually(mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < GUARD {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// Reads until the peer closes: `true` when it did (EOF or a reset), `false` when the guard ran
/// out with the connection still open.
fn closed_by_server(mut c: TcpStream) -> bool {
    c.set_read_timeout(Some(GUARD)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match c.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                return false;
            }
            Err(_) => return true,
        }
    }
}

const HALF_HEAD: &[u8] = b"GET /v1/company/AAPL/cik HTTP/1.1\r\nHost: x\r\nX-Slow: ";

#[test]
fn idle_and_half_open_connections_do_not_lock_others_out() {
    let s = Served::demo();
    let addr = addr(&s);
    let mut held = Vec::new();
    // 300 that ask once and then stay open, idle…
    for _ in 0..300 {
        let mut c = TcpStream::connect(&addr).unwrap();
        c.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        c.set_read_timeout(Some(GUARD)).unwrap();
        let mut buf = [0u8; 512];
        assert!(c.read(&mut buf).unwrap() > 0);
        held.push(c);
    }
    // …400 that send nothing, and 400 that send half a request head: more than the 1,024
    // connections the server keeps open.
    for _ in 0..400 {
        held.push(TcpStream::connect(&addr).unwrap());
    }
    for _ in 0..400 {
        let mut c = TcpStream::connect(&addr).unwrap();
        c.write_all(HALF_HEAD).unwrap();
        held.push(c);
    }
    // Another client is answered while all of them are held.
    let answer = fetch(&s.base, "/v1/company/AAPL/cik", Some(SERVE_KEY), None);
    assert_eq!(answer.map(|a| a.0), Some(200), "a client got no answer while 1,100 idle connections were held");
    drop(held);
}

#[test]
fn half_sent_heads_silent_and_idle_kept_alive_connections_are_closed() {
    let s = Served::demo();
    let addr = addr(&s);
    let mut half = TcpStream::connect(&addr).unwrap();
    half.write_all(HALF_HEAD).unwrap();
    let silent = TcpStream::connect(&addr).unwrap();
    let mut kept = TcpStream::connect(&addr).unwrap();
    kept.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    kept.set_read_timeout(Some(GUARD)).unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 512];
    while !got.ends_with(br#"{"status":"ok"}"#) {
        let n = kept.read(&mut buf).unwrap();
        assert!(n > 0, "closed before the answer");
        got.extend_from_slice(&buf[..n]);
    }
    assert!(closed_by_server(half), "a half-sent head is cut off");
    assert!(closed_by_server(silent), "a connection that sends nothing is closed");
    assert!(closed_by_server(kept), "an idle kept-alive connection is closed");
}

/// The access-log lines (after the first, `listening on …`).
fn access_lines(s: &Served) -> Vec<String> {
    s.log.lock().unwrap().iter().skip(1).cloned().collect()
}

#[test]
fn the_access_log_cannot_be_forged_and_names_address_key_and_request() {
    let s = Served::demo();
    // A ticker that decodes to text that reads like a log line of its own.
    let forged = "/v1/company/AAPL%20200%209731%20B%201%20ms%0AGET%20%2Fv1%2Fcompany%2FMSFT/income";
    let asks: [(&str, Option<&str>, u16); 5] = [
        (forged, Some("wrong-key-FAKE-0000"), 401),
        ("/v1/company/%1B%5B2J/quote", Some(SERVE_KEY), 400),
        ("/v1/company/%FF%FE/income", Some(SERVE_KEY), 400),
        ("/v1/company/AAPL/cik?subscription-key=serve-key-FAKE-0000", None, 200),
        ("/healthz", None, 200),
    ];
    let mut ids = Vec::new();
    for (path, key, status) in asks {
        let (got, headers, body) = fetch(&s.base, path, key, None).expect("an answer");
        assert_eq!(got, status, "{path}: {body}");
        if status != 200 {
            let body: serde_json::Value =
                serde_json::from_str(&body).unwrap_or_else(|_| panic!("{path}: not JSON: {body}"));
            assert_eq!(body["statusCode"], status, "{path}");
        }
        ids.push(headers["x-request-id"].to_str().unwrap().to_string());
    }
    assert!(eventually(|| access_lines(&s).len() >= asks.len()));
    let lines = access_lines(&s);
    assert_eq!(lines.len(), asks.len(), "one line per request: {lines:#?}");
    for ((line, (path, _, status)), id) in lines.iter().zip(asks).zip(&ids) {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields[..4], ["finq:", "GET", path.split('?').next().unwrap(), &status.to_string()], "{line}");
        assert!(line.contains(" from 127.0.0.1:"), "{line}");
        assert!(line.contains(&format!(" request {id}")), "{line}");
        assert!(!line.contains(SERVE_KEY) && !line.contains("wrong-key-FAKE"), "{line}");
    }
    assert!(lines[0].contains(" wrong-key "), "{}", lines[0]);
    let key_id = lines[3].split(' ').find(|f| f.starts_with("key:")).unwrap_or_else(|| panic!("{}", lines[3]));
    assert_eq!(key_id.len(), "key:".len() + 8, "{}", lines[3]);
}

/// `finq serve` in front of `upstream` (the classic service's form).
fn served_before(upstream: &str, extra_env: &[(&str, &str)]) -> Served {
    let mut f = Finq::new();
    f.cmd.env("FINQ_SERVE_KEYS", SERVE_KEY).envs(extra_env.iter().copied()).args([
        "--provider",
        "last10k",
        "--retries",
        "0",
        "--base-url",
        upstream,
        "serve",
        "--listen",
        "127.0.0.1:0",
    ]);
    Served::start(f)
}

#[tokio::test(flavor = "multi_thread")]
async fn an_upstream_failure_tells_the_client_a_reason_and_the_log_the_detail() {
    use wiremock::{Mock, MockServer, ResponseTemplate, matchers::any};
    let upstream = MockServer::start().await;
    let internals = r#"{"message":"db01.corp.internal:5432 refused; see /srv/finq/secret.conf"}"#;
    Mock::given(any()).respond_with(ResponseTemplate::new(500).set_body_string(internals)).mount(&upstream).await;
    let uri = upstream.uri();
    let s = tokio::task::spawn_blocking(move || served_before(&uri, &[])).await.unwrap();
    let base = s.base.clone();
    let (status, headers, body) =
        tokio::task::spawn_blocking(move || fetch(&base, "/v1/company/AAPL/income", Some(SERVE_KEY), None))
            .await
            .unwrap()
            .expect("an answer");
    assert_eq!(status, 502);
    let id = headers["x-request-id"].to_str().unwrap().to_string();
    for leak in ["db01", "secret.conf", &upstream.uri(), "finq config", "status 500"] {
        assert!(!body.contains(leak), "{leak} reached the client: {body}");
    }
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["statusCode"], 502);
    assert!(body["message"].as_str().unwrap().contains(&id), "{body}");
    assert!(eventually(|| access_lines(&s).len() == 1));
    let line = &access_lines(&s)[0];
    assert!(line.contains(&id) && line.contains("db01.corp.internal") && line.contains("status 500"), "{line}");
}

/// Runs a finq that should refuse to start: its exit code and stderr, or `None` if it was still
/// running when the guard ran out (then it is killed).
fn refuses(f: Finq) -> Option<(i32, String)> {
    let mut child = f.std_command().stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            return Some((status.code().unwrap_or(-1), err));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[cfg(unix)]
#[test]
fn weak_keys_are_refused_and_files_others_may_change_are_warned_about() {
    use std::os::unix::fs::PermissionsExt;
    let mut f = Finq::new();
    f.cmd.env("FINQ_SERVE_KEYS", format!("{SERVE_KEY},k")).args(["--demo", "serve", "--listen", "127.0.0.1:0"]);
    let (code, stderr) = refuses(f).expect("a one-character key is refused at start");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("shorter than 12 characters"), "{stderr}");

    // A keys file anyone may write to: a warning before the server starts.
    let mut f = Finq::new();
    let keys = f.config_dir.path().join("keys");
    std::fs::write(&keys, format!("# team keys\n{SERVE_KEY}\n")).unwrap();
    std::fs::set_permissions(&keys, std::fs::Permissions::from_mode(0o666)).unwrap();
    // A config file anyone may write to (a base_url there would receive the key): also.
    std::fs::write(f.config_path(), "timeout = 20\n").unwrap();
    std::fs::set_permissions(f.config_path(), std::fs::Permissions::from_mode(0o666)).unwrap();
    f.cmd.arg("--demo").arg("serve").arg("--listen").arg("127.0.0.1:0").arg("--keys-file").arg(&keys);
    let mut child = f.std_command().stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
    let mut seen = Vec::new();
    let lines = std::io::BufRead::lines(std::io::BufReader::new(child.stderr.take().unwrap()));
    for line in lines.map_while(Result::ok) {
        let started = line.contains("listening on");
        seen.push(line);
        if started || seen.len() > 10 {
            break;
        }
    }
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let _ = child.wait();
    let text = seen.join("\n");
    assert!(text.contains("listening on"), "{text}");
    assert!(text.contains("keys file") && text.contains("may be changed by other users"), "{text}");
    assert!(text.contains("config.toml may be changed by any user"), "{text}");
    assert!(!text.contains(SERVE_KEY), "{text}");
}

#[test]
fn guessing_keys_gets_429_for_that_address_only() {
    let s = Served::demo();
    let mut statuses = Vec::new();
    for _ in 0..30 {
        statuses.push(fetch(&s.base, "/v1/company/AAPL/cik", Some("guess-key-FAKE-0000"), None).expect("answer").0);
    }
    assert_eq!(statuses[0], 401);
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    let (status, headers, _) = fetch(&s.base, "/v1/company/AAPL/cik", Some(SERVE_KEY), None).expect("answer");
    assert_eq!(status, 429, "the guessing address is refused even with a right key");
    assert!(headers.contains_key("retry-after"));
    let other = fetch(&s.base, "/v1/company/AAPL/cik", Some(SERVE_KEY), Some([127, 0, 0, 2])).expect("answer");
    assert_eq!(other.0, 200, "another address is answered");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_disk_cache_stays_under_its_cap() {
    use wiremock::{Mock, MockServer, ResponseTemplate, matchers::any};
    let upstream = MockServer::start().await;
    let body = real("income-AAPL-finanalysis.json");
    Mock::given(any())
        .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
        .mount(&upstream)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.toml"), "[cache]\nmax_mib = 1\n").unwrap();
    let cache = dir.path().join("cache");
    let (c, k) = (config.to_str().unwrap().to_string(), cache.to_str().unwrap().to_string());
    let uri = upstream.uri();
    let s = tokio::task::spawn_blocking(move || {
        served_before(&uri, &[("FINQ_CONFIG_DIR", c.as_str()), ("FINQ_CACHE_DIR", k.as_str())])
    })
    .await
    .unwrap();
    let base = s.base.clone();
    // 200 distinct answers of ~10 KB: twice the cap.
    tokio::task::spawn_blocking(move || {
        for n in 0..200 {
            let path = format!("/v1/company/AAPL/income?filingOrder={n}");
            assert_eq!(fetch(&base, &path, Some(SERVE_KEY), None).map(|a| a.0), Some(200), "{path}");
        }
    })
    .await
    .unwrap();
    let size =
        || -> u64 { walk(&cache.join("v1")).iter().map(|p| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0)).sum() };
    assert!(size() > 0, "answers are cached");
    assert!(eventually(|| size() <= 1024 * 1024), "the cache holds {} bytes, over its 1 MiB cap", size());
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() { out.extend(walk(&p)) } else { out.push(p) }
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn slow_documents_parse_off_the_workers_healthz_and_others_answer_and_the_504_comes() {
    use wiremock::matchers::path;
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let upstream = MockServer::start().await;
    // A summary whose `Content` (an R page) the server reads; the test build holds each such
    // reading until the hold file is removed (FINQ_TEST_HOLD_PARSE), so the parses are slow
    // for as long as the test needs, whatever the machine's speed.
    let summary = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/summary-AAPL.sample.json")).unwrap();
    let slow = ResponseTemplate::new(200).set_body_raw(summary, "application/json");
    for t in ["AAPL", "MSFT"] {
        Mock::given(path(format!("/v1/company/{t}"))).respond_with(slow.clone()).mount(&upstream).await;
    }
    let cik = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/demo/cik-AAPL.sample.json")).unwrap();
    Mock::given(path("/v1/company/AAPL/cik"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(cik, "application/json"))
        .mount(&upstream)
        .await;
    let uri = upstream.uri();
    let dir = tempfile::tempdir().unwrap();
    let hold = dir.path().join("hold");
    let hold_env = hold.to_str().unwrap().to_string();
    // --timeout 1: the promised 504 comes at 6 s.
    let s = tokio::task::spawn_blocking(move || {
        served_before(&uri, &[("FINQ_TIMEOUT", "1"), ("FINQ_TEST_HOLD_PARSE", hold_env.as_str())])
    })
    .await
    .unwrap();
    // Two slow documents at once: as many as the server has async workers.
    let slow: Vec<_> = ["AAPL", "MSFT"]
        .into_iter()
        .map(|t| {
            let base = s.base.clone();
            tokio::task::spawn_blocking(move || fetch(&base, &format!("/v1/company/{t}"), Some(SERVE_KEY), None))
        })
        .collect();
    // Both are being parsed: each has said so in the hold file.
    let held = || std::fs::read_to_string(&hold).map_or(0, |t| t.lines().count());
    let mut polls = 0;
    while held() < 2 && polls < 1200 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        polls += 1;
    }
    assert_eq!(held(), 2, "both documents are being read");
    let base = s.base.clone();
    let (health, other) = tokio::task::spawn_blocking(move || {
        (fetch(&base, "/healthz", None, None), fetch(&base, "/v1/company/AAPL/cik", Some(SERVE_KEY), None))
    })
    .await
    .unwrap();
    assert_eq!(health.map(|a| a.0), Some(200), "/healthz answered while two documents parse");
    assert_eq!(other.map(|a| a.0), Some(200), "another question answered while two documents parse");
    for ask in slow {
        let answer = ask.await.unwrap();
        assert_eq!(answer.as_ref().map(|a| a.0), Some(504), "the promised 504, not a hang: {answer:?}");
    }
    assert_eq!(held(), 2, "the parses were still held when the 504s came");
    std::fs::remove_file(&hold).unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn one_keys_flood_of_sec_questions_does_not_hold_up_another_keys_answer() {
    use wiremock::matchers::path;
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let edgar = |name: &str| crate::common::fixture_unzipped(&format!("edgar-real/{name}"));
    let sec = MockServer::start().await;
    let list = edgar("tickers/company_tickers.edgarkit.json.gz");
    for (p, body) in [
        ("/files/company_tickers.json", list.clone()),
        ("/submissions/CIK0000320193.json", edgar("submissions/CIK0000320193.apple.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0000320193.json", edgar("companyfacts/CIK0000320193.apple.fairvalue.json.gz")),
    ] {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&sec)
            .await;
    }
    // Every other company's documents: 404, one paced request each.
    let list: serde_json::Value = serde_json::from_slice(&list).unwrap();
    let tickers: Vec<String> = list
        .as_object()
        .unwrap()
        .values()
        .filter_map(|c| c["ticker"].as_str())
        .filter(|t| *t != "AAPL" && t.bytes().all(|b| b.is_ascii_alphanumeric()))
        .take(1000)
        .map(String::from)
        .collect();
    assert_eq!(tickers.len(), 1000);
    let flooder = "flood-key-FAKE-0000";
    let mut f = Finq::new();
    f.cmd
        .env_remove("FINQ_API_KEY")
        .env("FINQ_EDGAR_USER_AGENT", "Test Person test@example.com")
        .env("FINQ_SERVE_KEYS", format!("{flooder},{SERVE_KEY}"))
        .args(["--provider", "edgar", "--base-url", &sec.uri(), "serve", "--listen", "127.0.0.1:0"])
        .args(["--rate", "1000000"]);
    let s = tokio::task::spawn_blocking(move || Served::start(f)).await.unwrap();
    // One key asks about 1,000 companies at once (the SEC's ten requests a second: 100 s of work).
    let client = reqwest::Client::builder().timeout(GUARD * 5).build().unwrap();
    let mut flood = tokio::task::JoinSet::new();
    for t in &tickers {
        let ask = client.get(format!("{}/v1/company/{t}/income", s.base)).header("Ocp-Apim-Subscription-Key", flooder);
        flood.spawn(ask.send());
    }
    let mut polls = 0;
    while sec.received_requests().await.map_or(0, |r| r.len()) < 20 && polls < 1200 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        polls += 1;
    }
    // Another key's question is answered while the flood is paced (the guard only tells an
    // answer from none; the flood alone would hold the SEC's rate for 100 s).
    let base = s.base.clone();
    let answer = tokio::task::spawn_blocking(move || fetch(&base, "/v1/company/AAPL/income", Some(SERVE_KEY), None))
        .await
        .unwrap();
    assert_eq!(answer.as_ref().map(|a| a.0), Some(200), "{answer:?}");
    flood.abort_all();
}
