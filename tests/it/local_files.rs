//! Local files and folders that cannot be read or written: exit 10, one line naming the path and
//! the OS's reason, the OS error kept (`-v` prints it under the line). A path that is wrong before
//! anything is tried (`-o` into a missing folder) stays a usage error (exit 2).

use crate::common::{Finq, run};

/// The error line, and the `caused by:` lines under it.
fn error_and_causes(stderr: &str) -> (&str, Vec<&str>) {
    let mut lines = stderr.lines().skip_while(|l| !l.starts_with("finq: error: "));
    let error = lines.next().unwrap_or_else(|| panic!("no error line: {stderr:?}"));
    (error, lines.filter(|l| l.starts_with("finq: caused by: ")).collect())
}

/// One line on stderr: the error.
fn one_line(stderr: &str) -> &str {
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one failure, one line: {stderr:?}");
    assert!(lines[0].starts_with("finq: error: "), "{stderr:?}");
    lines[0]
}

/// A regular file, under which no folder can be made (ENOTDIR, for root too).
fn a_file(dir: &tempfile::TempDir) -> std::path::PathBuf {
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    file
}

#[test]
#[cfg(target_os = "linux")]
fn an_output_file_on_a_full_disk_exits_10_naming_it() {
    // /dev/full fails every write with ENOSPC, as a full disk does (for root too).
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "AAPL", "-o", "/dev/full"]);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    assert_eq!(one_line(&r.stderr), "finq: error: cannot write /dev/full: No space left on device (os error 28)");

    // Standard output redirected to a full disk says so too (a closed pipe stays quiet success).
    let mut cmd = Finq::new().std_command();
    cmd.args(["--demo", "-q", "income", "AAPL"]).stdout(std::fs::File::create("/dev/full").unwrap());
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(10), "{stderr}");
    assert_eq!(
        one_line(&stderr),
        "finq: error: cannot write to standard output: No space left on device (os error 28)"
    );
}

#[test]
#[cfg(target_os = "linux")]
fn an_unwritable_output_folder_exits_10_with_the_os_reason() {
    // sysfs refuses to create a file in its folders, for root too.
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "AAPL", "-o", "/sys/kernel/finq-out.json"]);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let line = one_line(&r.stderr);
    let reason =
        line.strip_prefix("finq: error: cannot write /sys/kernel/finq-out.json: ").unwrap_or_else(|| panic!("{line}"));
    assert!(!reason.is_empty() && !reason.contains(".part"), "the OS's reason, not the temporary file: {line}");
    assert!(!std::path::Path::new("/sys/kernel/finq-out.json").exists());

    // -v adds the OS error as it came, under the line.
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-v", "income", "AAPL", "-o", "/sys/kernel/finq-out.json"]);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let (error, causes) = error_and_causes(&r.stderr);
    assert_eq!(error, line);
    assert_eq!(causes.len(), 1, "{}", r.stderr);
    assert!(causes[0].contains("(os error "), "the OS error itself: {}", r.stderr);
}

#[test]
#[cfg(target_os = "linux")]
fn an_unwritable_config_folder_exits_10() {
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", "/sys/kernel").args(["config", "init"]);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    assert!(one_line(&r.stderr).starts_with("finq: error: cannot write /sys/kernel/config.toml: "), "{}", r.stderr);
}

#[test]
#[cfg(unix)]
fn a_config_folder_that_is_a_file_exits_10() {
    let dir = tempfile::tempdir().unwrap();
    let config_dir = a_file(&dir).join("finq");
    let mut f = Finq::new();
    f.cmd.env("FINQ_CONFIG_DIR", &config_dir).args(["config", "set-contact", "Jane Doe jane@example.com"]);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let want =
        format!("finq: error: cannot read {}: Not a directory (os error 20)", config_dir.join("config.toml").display());
    assert_eq!(one_line(&r.stderr), want);
}

#[test]
#[cfg(unix)]
fn a_snapshot_folder_that_cannot_be_made_exits_10_and_v_shows_the_os_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = a_file(&dir).join("snap");
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "snapshot", "AAPL", "--out"]).arg(&out);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let want = format!("finq: error: cannot create {}: Not a directory (os error 20)", out.display());
    assert_eq!(one_line(&r.stderr), want);

    let mut f = Finq::new();
    f.cmd.args(["--demo", "-v", "snapshot", "AAPL", "--out"]).arg(&out);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let (error, causes) = error_and_causes(&r.stderr);
    assert_eq!(error, want);
    assert_eq!(causes, ["finq: caused by: Not a directory (os error 20)"]);
}

#[test]
fn a_list_of_tickers_that_cannot_be_read_exits_10_and_one_that_is_not_text_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.txt");
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "--tickers-file"]).arg(&missing);
    let r = run(f);
    assert_eq!(r.code, 10, "{}", r.stderr);
    let line = one_line(&r.stderr);
    assert!(line.starts_with(&format!("finq: error: cannot read {}: ", missing.display())), "{line}");
    assert!(line.ends_with("(os error 2)"), "the OS's reason: {line}");

    // Bytes that are not text: the content is wrong, not the disk.
    let binary = dir.path().join("binary.txt");
    std::fs::write(&binary, b"\xff\xfe\x00").unwrap();
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "income", "--tickers-file"]).arg(&binary);
    let r = run(f);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn verbose_shows_the_causes_of_a_network_failure_under_the_same_line() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let mut f = Finq::new();
    f.cmd.args(["--base-url", &base, "--retries", "0", "income", "AAPL"]);
    let quiet = run(f);
    assert_eq!(quiet.code, 6, "{}", quiet.stderr);
    let line = one_line(&quiet.stderr);

    let mut f = Finq::new();
    f.cmd.args(["-v", "--base-url", &base, "--retries", "0", "income", "AAPL"]);
    let r = run(f);
    assert_eq!(r.code, 6, "{}", r.stderr);
    let (error, causes) = error_and_causes(&r.stderr);
    assert_eq!(error, line, "-v adds lines, it does not change the one");
    // The transport's chain, down to the OS's refusal.
    assert!(causes.len() >= 2, "{}", r.stderr);
    assert!(causes.last().unwrap().ends_with("(os error 111)") || cfg!(not(target_os = "linux")), "{}", r.stderr);
    assert!(r.stderr.ends_with(&format!("{}\n", causes.last().unwrap())), "the causes come last: {}", r.stderr);
}
