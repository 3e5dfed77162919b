//! The config file: the key from `config set-key`, precedence, `config show` and `config path`.

use wiremock::MockServer;
use wiremock::matchers::{header, path};
use wiremock::{Mock, ResponseTemplate};

use crate::common::{Finq, TEST_KEY, real, run};

#[tokio::test(flavor = "multi_thread")]
async fn set_key_stores_the_key_privately_and_requests_use_it() {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").args(["config", "set-key"]).write_stdin(format!("{TEST_KEY}\n"));
    let config_dir = f.config_dir.path().to_path_buf();
    let config = f.config_path();
    let out = f.cmd.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!String::from_utf8_lossy(&out.stderr).contains(TEST_KEY));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&config).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }

    let server = MockServer::start().await;
    Mock::given(path("/v1/company/MSFT/balancesheet"))
        .and(header("Ocp-Apim-Subscription-Key", TEST_KEY))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(real("balancesheet-MSFT-megatrend.json"), "application/json"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let mut f = Finq::at(&server, &["balancesheet", "MSFT"]);
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CONFIG_DIR", &config_dir);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn set_key_refuses_empty_input() {
    let mut f = Finq::new();
    f.cmd.args(["config", "set-key"]).write_stdin("\n");
    let r = run(f);
    assert_eq!(r.code, 2);
}

#[test]
fn show_redacts_the_key_and_names_origins() {
    let mut f = Finq::new();
    std::fs::write(f.config_path(), "base_url = \"https://example.test\"\ntimeout = 12\n").unwrap();
    f.cmd.args(["config", "show"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("api_key = <redacted>  (environment)"), "{}", r.stdout);
    assert!(r.stdout.contains("base_url = https://example.test/  (config file)"), "{}", r.stdout);
    assert!(r.stdout.contains("timeout = 12 s  (config file)"), "{}", r.stdout);

    let mut f = Finq::new();
    f.cmd.args(["--timeout", "5", "config", "show"]).env("FINQ_BASE_URL", "https://env.test");
    let r = run(f);
    assert!(r.stdout.contains("timeout = 5 s  (flag)"), "{}", r.stdout);
    assert!(r.stdout.contains("base_url = https://env.test/  (environment)"), "{}", r.stdout);
}

#[test]
fn path_prints_the_config_file() {
    let mut f = Finq::new();
    let want = f.config_path();
    f.cmd.args(["config", "path"]);
    let r = run(f);
    assert_eq!(r.stdout.trim_end(), want.to_str().unwrap());
}

#[test]
fn a_broken_config_file_is_one_clear_line() {
    let mut f = Finq::new();
    std::fs::write(f.config_path(), "api_kee = 1\n").unwrap();
    f.cmd.args(["income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("config.toml") && r.stderr.contains("api_kee"), "{}", r.stderr);
}

#[test]
fn a_key_file_readable_by_others_gets_a_warning() {
    let mut f = Finq::new();
    std::fs::write(f.config_path(), format!("api_key = \"{TEST_KEY}\"\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(f.config_path(), std::fs::Permissions::from_mode(0o644)).unwrap();
        f.cmd.env_remove("FINQ_API_KEY").args(["config", "path"]);
        let r = run(f);
        assert!(r.stderr.contains("readable by others"), "{}", r.stderr);
    }
}

/// `config unset-key` takes the key out of the file, keeping the rest, and says where one is still
/// set.
#[test]
fn unset_key_removes_the_key_and_keeps_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, format!("# mine\napi_key = \"{TEST_KEY}\"\ntimeout = 20\n\n[cache]\nmax_mib = 3\n"))
        .unwrap();
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CONFIG_DIR", dir.path()).args(["config", "unset-key"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("removed the API key from"), "{}", r.stderr);
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(!text.contains(TEST_KEY) && text.contains("# mine") && text.contains("timeout = 20"), "{text}");
    assert!(text.contains("[cache]\nmax_mib = 3"), "{text}");
    // Again: nothing to remove; with the key in the environment, said so.
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", dir.path()).args(["config", "unset-key"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("holds no API key; FINQ_API_KEY in the environment still sets one"), "{}", r.stderr);
}
