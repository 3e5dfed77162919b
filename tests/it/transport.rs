//! Transport: an extra trust root with `--ca-bundle`, and HTTPS_PROXY / NO_PROXY.

use std::sync::Arc;

use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::{self, pki_types::PrivateKeyDer};

use crate::common::{Finq, real, run};
use crate::fault_server::{Fault, FaultServer};

/// A private CA (as a corporate proxy would have) and an HTTPS server for `localhost` signed by it.
/// Returns the server's port and the CA's PEM.
async fn https_server() -> (u16, String) {
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let leaf_key = KeyPair::generate().unwrap();
    let leaf = CertificateParams::new(vec!["localhost".to_string()]).unwrap().signed_by(&leaf_key, &ca).unwrap();

    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![leaf.der().clone()], PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into()))
        .unwrap();
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let body = real("balancesheet-MSFT-megatrend.json");
    tokio::spawn(async move {
        loop {
            let Ok((tcp, _)) = listener.accept().await else {
                return;
            };
            let (acceptor, body) = (acceptor.clone(), body.clone());
            tokio::spawn(async move {
                let Ok(mut tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let mut buf = vec![0u8; 8192];
                let mut head = Vec::new();
                while !head.ends_with(b"\r\n\r\n") {
                    match tls.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let reply = format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = tls.write_all(reply.as_bytes()).await;
                let _ = tls.write_all(&body).await;
                let _ = tls.shutdown().await;
            });
        }
    });
    (port, ca.pem())
}

#[tokio::test(flavor = "multi_thread")]
async fn ca_bundle_adds_a_trust_root() {
    let (port, ca_pem) = https_server().await;
    let base = format!("https://localhost:{port}");

    // Without the private root the certificate is refused: a network failure, exit 6.
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base, "--retries", "0", "balancesheet", "MSFT"]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.to_lowercase().contains("certificate"), "{}", r.stderr);

    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("corp-root.pem");
    std::fs::write(&bundle, ca_pem).unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base, "--ca-bundle", bundle.to_str().unwrap(), "balancesheet", "MSFT", "-f", "json"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"company\": \"MICROSOFT CORP\""));

    // The same through the environment.
    let mut f = Finq::new();
    f.cmd.env("FINQ_CA_BUNDLE", &bundle).args(["--base-url", &base, "balancesheet", "MSFT"]);
    assert_eq!(run(f).code, 0);
}

#[test]
fn a_bad_ca_bundle_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.pem");
    std::fs::write(&junk, "not a certificate").unwrap();
    // A file without a certificate is a usage error; one that cannot be read is a local file
    // failure (exit 10), with the OS's reason.
    for (path, code) in [(junk.to_str().unwrap(), 2), ("/nonexistent/finq-ca.pem", 10)] {
        let mut f = Finq::new();
        f.cmd.args(["--ca-bundle", path, "income", "AAPL"]);
        let r = run(f);
        assert_eq!(r.code, code, "{}", r.stderr);
        assert!(r.stderr.contains("CA bundle"), "{}", r.stderr);
    }
    let mut f = Finq::new();
    f.cmd.args(["--ca-bundle", "/nonexistent/finq-ca.pem", "income", "AAPL"]);
    assert!(run(f).stderr.contains("/nonexistent/finq-ca.pem: No such file or directory (os error 2)"));
}

/// The doctor's advice for a failed probe, which follows the failure's cause.
fn doctor_fix(f: Finq) -> String {
    let mut f = f;
    f.cmd.arg("doctor");
    let r = run(f);
    assert_eq!(r.code, 6, "{}{}", r.stdout, r.stderr);
    let fix = r.stdout.lines().skip_while(|l| !l.starts_with("FAIL probe request")).nth(1);
    fix.unwrap_or_else(|| panic!("{}", r.stdout)).trim().to_string()
}

#[tokio::test(flavor = "multi_thread")]
async fn tls_failures_are_told_by_their_type_not_their_words() {
    // An untrusted certificate: rustls says so by type.
    let (port, _) = https_server().await;
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &format!("https://localhost:{port}")]);
    assert!(doctor_fix(f).starts_with("fix: TLS: the certificate is not trusted"));

    // A server that does not speak TLS on that port: rustls' words name neither a certificate
    // nor TLS ("received corrupt message of type InvalidContentType"), its type says TLS.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let plain = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((mut tcp, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                let _ = tcp.read(&mut buf).await;
                let _ = tcp.write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n").await;
            });
        }
    });
    let base = format!("https://127.0.0.1:{plain}");
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base]);
    assert!(doctor_fix(f).starts_with("fix: TLS: the handshake failed"));
    // The line a run prints is as before; -v adds the chain down to rustls' own error.
    let mut f = Finq::new();
    f.cmd.args(["-v", "--base-url", &base, "--retries", "0", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(r.stderr.contains(&format!("finq: error: could not reach 127.0.0.1:{plain} (income for AAPL): ")));
    assert!(r.stderr.lines().filter(|l| l.starts_with("finq: caused by: ")).count() >= 2, "{}", r.stderr);
}

#[test]
fn a_proxy_that_cannot_be_reached_is_named_as_the_proxy() {
    // Nothing listens at the proxy's address; the words of the failure ("Connection refused")
    // name no proxy, the route does.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut f = Finq::new();
    f.cmd.env("HTTPS_PROXY", format!("http://127.0.0.1:{closed}")).args([
        "--base-url",
        "https://finq-proxy-test.invalid",
        "--retries",
        "0",
        "income",
        "AAPL",
    ]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("finq: error: the proxy would not carry the request (income for AAPL: "),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.ends_with("; check HTTPS_PROXY and NO_PROXY, and whether the proxy needs a login\n"),
        "{}",
        r.stderr
    );
}

#[test]
fn https_proxy_is_used_and_no_proxy_is_honoured() {
    // The "proxy" refuses the tunnel; what matters is that finq asked it for one.
    let proxy = FaultServer::start(vec![Fault::json(403, "{}")]);
    let mut f = Finq::new();
    f.cmd.env("HTTPS_PROXY", proxy.uri()).args([
        "--base-url",
        "https://finq-proxy-test.invalid",
        "--retries",
        "0",
        "income",
        "AAPL",
    ]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert_eq!(proxy.hits(), 1);
    assert!(proxy.requests()[0].starts_with("CONNECT finq-proxy-test.invalid:443 "), "{:?}", proxy.requests());
    assert!(!proxy.requests()[0].contains("test-key"), "the key never goes to the proxy in clear");

    // NO_PROXY sends the request directly (here to a closed loopback port).
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut f = Finq::new();
    f.cmd.env("HTTPS_PROXY", proxy.uri()).env("NO_PROXY", "127.0.0.1").args([
        "--base-url",
        &format!("https://127.0.0.1:{closed}"),
        "--retries",
        "0",
        "income",
        "AAPL",
    ]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    assert_eq!(proxy.hits(), 1, "NO_PROXY bypasses the proxy");
}
