//! Helpers: a `finq` command with a clean environment, fixtures, and mock-server set-up.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// Obviously fake; a test sweeps every output for it.
pub const TEST_KEY: &str = "test-key-FAKE-0000-not-a-real-subscription";

pub fn fixture(name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display()))
}

/// A fixture's bytes, decompressed when its name ends in `.gz` (the larger recordings are kept
/// compressed).
pub fn fixture_unzipped(name: &str) -> Vec<u8> {
    let bytes = fixture(name);
    if !name.ends_with(".gz") {
        return bytes;
    }
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut out).unwrap();
    out
}

pub fn real(name: &str) -> Vec<u8> {
    fixture(&format!("last10k-real/{name}"))
}

/// A `finq` with nothing from the caller's environment: config in a fresh temp folder, the test
/// key set, and no colour or format preferences leaking in.
pub struct Finq {
    pub cmd: Command,
    pub config_dir: tempfile::TempDir,
}

impl Finq {
    pub fn new() -> Self {
        let config_dir = tempfile::tempdir().unwrap();
        let mut cmd = Command::cargo_bin("finq").unwrap();
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", config_dir.path())
            .env("FINQ_CONFIG_DIR", config_dir.path())
            .env("FINQ_CACHE_DIR", config_dir.path().join("cache"))
            .env("FINQ_API_KEY", TEST_KEY);
        Self { cmd, config_dir }
    }

    /// Pointed at `server`, with `args` after the base URL.
    pub fn at(server: &MockServer, args: &[&str]) -> Self {
        let mut f = Self::new();
        f.cmd.arg("--base-url").arg(server.uri()).args(args);
        f
    }

    /// The same command as a `std::process::Command`, for tests that spawn it and act while it
    /// runs (interrupt it, kill it, close its pipe, run two at once).
    pub fn std_command(&self) -> std::process::Command {
        let mut cmd = std::process::Command::new(self.cmd.get_program());
        cmd.args(self.cmd.get_args()).env_clear().envs(self.cmd.get_envs().filter_map(|(k, v)| Some((k, v?))));
        cmd
    }

    pub fn config_path(&self) -> PathBuf {
        self.config_dir.path().join("config.toml")
    }
}

/// What a run printed, with the exit code; asserts that the key appears nowhere.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn run(mut f: Finq) -> Run {
    let out = f.cmd.output().unwrap();
    let run = Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(!run.stdout.contains(TEST_KEY) && !run.stderr.contains(TEST_KEY), "the API key leaked into the output");
    run
}

/// A 200 JSON answer with `body`.
pub fn ok(body: impl Into<Vec<u8>>) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body.into(), "application/json")
}

/// A `finq --demo -q` run with `args`.
pub fn demo(args: &[&str]) -> Run {
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q"]).args(args);
    run(f)
}

/// Serves `body` with `status` on GET `p` when the key header is present.
pub async fn serve(server: &MockServer, p: &str, status: u16, body: Vec<u8>) {
    Mock::given(method("GET"))
        .and(path(p))
        .and(header("Ocp-Apim-Subscription-Key", TEST_KEY))
        .respond_with(ResponseTemplate::new(status).set_body_raw(body, "application/json"))
        .mount(server)
        .await;
}

/// A server that fails the test if it receives any request.
pub async fn silent_server() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(wiremock::matchers::any()).respond_with(ResponseTemplate::new(500)).expect(0).mount(&server).await;
    server
}

pub fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
}

/// One row of a data set's text table, its fields by column name.
pub struct TextRow<'a> {
    header: &'a [&'a str],
    fields: Vec<&'a str>,
}

impl<'a> TextRow<'a> {
    /// The field of `column`; empty where the row has none or the layout lacks the column (the
    /// older layout has no `segments`).
    pub fn get(&self, column: &str) -> &'a str {
        self.header.iter().position(|h| *h == column).and_then(|i| self.fields.get(i).copied()).unwrap_or("")
    }
}

/// Calls `each` for every row of the table `name` (`num.txt`) of the data-set zip at `zip`, read
/// here from the SEC's text (not through finq).
pub fn each_text_row(zip: &Path, name: &str, mut each: impl FnMut(&TextRow)) {
    use std::io::Read;
    let mut archive = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
    let mut text = String::new();
    archive.by_name(name).unwrap().read_to_string(&mut text).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    for line in lines {
        each(&TextRow { header: &header, fields: line.split('\t').collect() });
    }
}

/// A copy of the folder `from` (a store) at `to`, files and folders.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &to.join(e.file_name()));
        } else {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}
