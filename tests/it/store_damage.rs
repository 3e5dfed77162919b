//! A damaged store, as an attacker's probes damaged it (issue 30): a column rewritten with another
//! type or dropped, a flipped byte in a page index, a FIFO or nothing where a file should be, a
//! manifest naming a quarter outside the store. Each is exit 7 naming the file and the repair —
//! never a panic (which with `panic = "abort"` would take `finq serve` down), never a hang, never a
//! different answer — and `finq serve` answers the next question once the file is put right.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use arrow_array::{ArrayRef, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema};

use crate::bulk::{TapMkdir, batches, finq, imported_store as imported, parquet_file};
use crate::common::{Run, json, run};
use crate::serve::{SERVE_KEY, Served};

/// The questions each damage is tried with: a statement (sub, num, pre), a screen (sub, and num
/// where the quarter has no `face`: [`without_face`]), the status and a check of every file.
fn questions() -> Vec<Vec<&'static str>> {
    vec![
        vec!["--provider", "bulk", "balancesheet", "AAPL", "--quarterly", "-f", "json"],
        vec!["screen", "Assets", "--period", "2009Q2", "-f", "csv"],
        vec!["bulk", "verify", "-f", "json"],
    ]
}

/// Runs `args` against `store`, never for more than a minute (a FIFO must not hang it).
fn ask(store: &Path, args: &[&str]) -> Run {
    let f = finq(store, args);
    let mut child =
        f.std_command().stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("{args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Every question is exit 7, one line naming `file` (and `says`) and the repair.
fn damaged(store: &Path, file: &str, says: &str) {
    for q in questions() {
        let r = ask(store, &q);
        assert_eq!(r.code, 7, "{q:?}: {}", r.stderr);
        let line = r.stderr.lines().find(|l| l.contains("error:")).unwrap_or_else(|| panic!("{q:?}: {}", r.stderr));
        // `bulk verify` names each file in its report, then the quarters to import again.
        let said = format!("{}{line}", r.stdout);
        assert!(said.contains(file), "{q:?}: {file} in {said}");
        // (JSON writes its quotes escaped.)
        assert!(said.contains(says) || said.contains(&says.replace('"', "\\\"")), "{q:?}: {says} in {said}");
        assert!(line.contains("import 2009q3 again"), "{q:?}: the repair in {line}");
    }
}

/// The manifest as an older finq wrote it (no checksums) with the num file's size as it now is:
/// so that what is checked after the checksums is reached.
fn unchecked(store: &Path) {
    let path = store.join("manifest.json");
    let mut m = json(&std::fs::read_to_string(&path).unwrap());
    m.as_object_mut().unwrap().remove("checksum");
    let q = &mut m["quarters"]["2009q3"];
    q.as_object_mut().unwrap().remove("tails");
    for t in ["sub", "num", "pre", "tag"] {
        q["bytes"][t] = std::fs::metadata(parquet_file(store, t)).unwrap().len().into();
    }
    std::fs::write(&path, serde_json::to_vec_pretty(&m).unwrap()).unwrap();
}

/// The store as a finq before the `face` table imported it: no `face` in its manifest (which
/// then has no checksum of its own, as an older one) nor on disk, so that a screen reads `num`.
fn without_face(store: &Path) {
    let path = store.join("manifest.json");
    let mut m = json(&std::fs::read_to_string(&path).unwrap());
    m.as_object_mut().unwrap().remove("checksum");
    for field in ["rows", "bytes", "tails"] {
        m["quarters"]["2009q3"][field].as_object_mut().unwrap().remove("face");
    }
    std::fs::write(&path, serde_json::to_vec_pretty(&m).unwrap()).unwrap();
    std::fs::remove_dir_all(store.join("face")).unwrap();
}

/// Rewrites num's file with `column` changed by `change` (another type, or dropped: `None`).
fn rewrite_num(store: &Path, column: &str, change: impl Fn(&ArrayRef) -> Option<(Field, ArrayRef)>) {
    rewrite(store, "num", column, change)
}

/// Rewrites `table`'s file with `column` changed by `change` (another type, or dropped: `None`).
fn rewrite(store: &Path, table: &str, column: &str, change: impl Fn(&ArrayRef) -> Option<(Field, ArrayRef)>) {
    let path = parquet_file(store, table);
    let read = batches(&path);
    let schema = read[0].schema();
    let mut fields = Vec::new();
    for f in schema.fields() {
        if f.name() != column {
            fields.push(f.as_ref().clone());
        } else if let Some((field, _)) = change(read[0].column_by_name(column).unwrap()) {
            fields.push(field);
        }
    }
    let schema = Arc::new(Schema::new(fields));
    let file = std::fs::File::create(&path).unwrap();
    let mut w = parquet::arrow::ArrowWriter::try_new(file, schema.clone(), None).unwrap();
    for b in &read {
        let mut columns = Vec::new();
        for (i, f) in b.schema().fields().iter().enumerate() {
            if f.name() != column {
                columns.push(b.column(i).clone());
            } else if let Some((_, a)) = change(b.column(i)) {
                columns.push(a);
            }
        }
        w.write(&RecordBatch::try_new(schema.clone(), columns).unwrap()).unwrap();
    }
    w.close().unwrap();
}

#[test]
fn a_column_rewritten_with_another_type_or_dropped_is_damage_never_a_panic() {
    let as_text = |a: &ArrayRef| {
        let text: StringArray = (0..a.len()).map(|i| Some(format!("{i}"))).collect();
        Some((Field::new("value", DataType::Utf8, true), Arc::new(text) as ArrayRef))
    };
    for (case, change) in [("typed", Some(as_text)), ("dropped", None)] {
        let dir = tempfile::tempdir().unwrap();
        let store = imported(dir.path());
        without_face(&store);
        match change {
            Some(c) => rewrite_num(&store, "value", c),
            None => rewrite_num(&store, "value", |_| None),
        }
        // The checksums see it first: the file is not the one the manifest names.
        damaged(&store, "num/quarter=2009q3/part-", "bytes long");
        // Without them (an older finq's store), the schema does.
        unchecked(&store);
        let says = if case == "typed" { "its column \"value\" is not the table's value" } else { "it has 10 columns" };
        damaged(&store, "num/quarter=2009q3/part-", says);
    }
}

/// `face`'s column rewritten: a screen (which reads it) and `bulk verify` are exit 7 naming its
/// file and the repair; a statement, which does not read it, answers as before.
#[test]
fn a_face_column_rewritten_is_damage_to_a_screen_never_another_answer() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let statement = questions().remove(0);
    let before = ask(&store, &statement);
    assert_eq!(before.code, 0, "{}", before.stderr);
    rewrite(&store, "face", "value", |a: &ArrayRef| {
        let text: StringArray = (0..a.len()).map(|i| Some(format!("{i}"))).collect();
        Some((Field::new("value", DataType::Utf8, true), Arc::new(text) as ArrayRef))
    });
    for q in &questions()[1..] {
        let r = ask(&store, q);
        assert_eq!(r.code, 7, "{q:?}: {}", r.stderr);
        let line = r.stderr.lines().find(|l| l.contains("error:")).unwrap_or_else(|| panic!("{q:?}: {}", r.stderr));
        let said = format!("{}{line}", r.stdout);
        assert!(said.contains("face/quarter=2009q3/part-") && said.contains("bytes long"), "{q:?}: {said}");
        assert!(line.contains("import 2009q3 again"), "{q:?}: the repair in {line}");
    }
    let after = ask(&store, &statement);
    assert_eq!((after.code, &after.stdout), (0, &before.stdout), "{}", after.stderr);
}

#[test]
fn a_fifo_or_nothing_where_a_file_should_be_never_hangs_and_names_the_repair() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let num = parquet_file(&store, "num");
    let saved = std::fs::read(&num).unwrap();
    std::fs::remove_file(&num).unwrap();
    damaged(&store, "num/quarter=2009q3/part-", "is missing");
    #[cfg(unix)]
    {
        let c = std::ffi::CString::new(num.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string naming a path in this test's folder.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        damaged(&store, "num/quarter=2009q3/part-", "not a file finq wrote");
        std::fs::remove_file(&num).unwrap();
    }
    // A link to a good copy of the file is not followed either.
    #[cfg(unix)]
    {
        let elsewhere = dir.path().join("copy.parquet");
        std::fs::write(&elsewhere, &saved).unwrap();
        std::os::unix::fs::symlink(&elsewhere, &num).unwrap();
        damaged(&store, "num/quarter=2009q3/part-", "not a file finq wrote");
        std::fs::remove_file(&num).unwrap();
    }
    std::fs::write(&num, saved).unwrap();
    for q in questions() {
        assert_eq!(ask(&store, &q).code, 0, "{q:?} once the file is back");
    }
}

#[test]
fn a_manifest_naming_a_quarter_outside_the_store_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    unchecked(&store);
    let path = store.join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap().replace("\"2009q3\"", "\"2009q3/../../../outside\"");
    std::fs::write(&path, text).unwrap();
    for q in questions().into_iter().chain([vec!["bulk", "status"]]) {
        let r = ask(&store, &q);
        assert_eq!(r.code, 7, "{q:?}: {}", r.stderr);
        assert!(r.stderr.contains("manifest.json is damaged") && r.stderr.contains("is not a quarter"), "{}", r.stderr);
        assert!(!r.stderr.contains("outside\u{1b}"), "{}", r.stderr);
    }
}

/// An older finq's store (no checksums): one flipped byte anywhere in num's page index and footer
/// is an error or an answer, never a panic (the checked store is tested in `store_flips`).
#[test]
fn an_unchecked_page_index_with_a_flipped_byte_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let tail_at =
        json(&std::fs::read_to_string(store.join("manifest.json")).unwrap())["quarters"]["2009q3"]["tails"]["num"]["at"]
            .as_u64()
            .unwrap() as usize;
    unchecked(&store);
    let num = parquet_file(&store, "num");
    let good = std::fs::read(&num).unwrap();
    // Forty places spread over the page index and the footer.
    let tail = good.len() - tail_at;
    for k in 0..40 {
        let at = tail_at + k * tail / 40;
        let mut bad = good.clone();
        bad[at] ^= 0x5a;
        std::fs::write(&num, &bad).unwrap();
        let r = ask(&store, &questions()[0]);
        assert!(matches!(r.code, 0 | 3 | 7), "byte {at}: exit {}: {}", r.code, r.stderr);
        assert!(!r.stderr.contains("panicked"), "byte {at}: {}", r.stderr);
    }
}

/// `finq serve` over the store at `store`.
fn serve_store(store: &Path) -> Served {
    let mut f = crate::common::Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_STORE_DIR", store).env("FINQ_SERVE_KEYS", SERVE_KEY).args([
        "--provider",
        "bulk",
        "serve",
        "--listen",
        "127.0.0.1:0",
    ]);
    Served::start(f)
}

/// A FIFO where a file should be when the server first opens the store: that question is 502 at
/// once (nothing waits on the FIFO, no lock is held), and the next one, once the file is back,
/// 200.
#[cfg(unix)]
#[test]
fn serve_never_waits_on_a_fifo_and_answers_once_the_file_is_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let num = parquet_file(&store, "num");
    let saved = std::fs::read(&num).unwrap();
    std::fs::remove_file(&num).unwrap();
    let c = std::ffi::CString::new(num.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string naming a path in this test's folder.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let s = serve_store(&store);
    let route = "/v1/company/AAPL/balancesheet?formType=10-Q";
    let (status, body) = s.get(route);
    assert_eq!(status, 502, "{body}");
    std::fs::remove_file(&num).unwrap();
    std::fs::write(&num, saved).unwrap();
    let (status, body) = s.get(route);
    assert_eq!(status, 200, "{body}");
}

/// An import committed while the server runs: the next question answers from the new quarter, at
/// once (not 502 for a minute, as when the server kept the old manifest while its files went).
/// (A question answered before stays answered from the server's memory for its time to live.)
#[test]
fn serve_answers_from_a_quarter_imported_while_it_runs_from_the_next_question_on() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let s = serve_store(&store);
    let route = "/v1/company/AAPL/balancesheet?formType=10-Q";
    let (status, before) = s.get(route);
    assert_eq!(status, 200, "{before}");
    assert_eq!(before["data"]["attributes"]["result"]["Assets"], 48_140_000_000u64);
    let new = crate::bulk::altered_zip(&dir.path().join("new").tap_mkdir(), "2009q3.zip", |f, t| {
        Some(if f == "num.txt" { t.replace("\tUSD\t\t\t48140000000.0000", "\tUSD\t\t\t48140000001.0000") } else { t })
    });
    let r = run(finq(&store, &["bulk", "import", new.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    // Another company first (its filing not read before), then Apple's by another route.
    let (status, other) = s.get("/v1/company/IBM/balancesheet?formType=10-Q");
    assert_eq!(status, 200, "{other}");
    let (status, after) = s.get("/v1/company/320193/balancesheet?formType=10-Q");
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["data"]["attributes"]["result"]["Assets"], 48_140_000_001u64);
}

#[test]
fn serve_answers_damage_with_an_error_and_the_next_question_once_it_is_put_right() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    let mut f = crate::common::Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_STORE_DIR", &store).env("FINQ_SERVE_KEYS", SERVE_KEY).args([
        "--provider",
        "bulk",
        "serve",
        "--listen",
        "127.0.0.1:0",
    ]);
    let s = Served::start(f);
    let route = "/v1/company/AAPL/balancesheet?formType=10-Q";
    let (status, good) = s.get(route);
    assert_eq!(status, 200, "{good}");
    // Damaged in place, a byte in every block: the server's open file sees it. What it has read
    // already (Apple's filing) it answers from memory, as read when whole.
    let num = parquet_file(&store, "num");
    let saved = std::fs::read(&num).unwrap();
    let mut bad = saved.clone();
    for at in (100..bad.len() - 20_000).step_by(16 << 10) {
        bad[at] ^= 0xff;
    }
    std::fs::write(&num, &bad).unwrap();
    let other = "/v1/company/IBM/income?formType=10-Q";
    let (status, body) = s.get(other);
    assert!(status >= 500, "{status} {body}");
    assert_eq!(s.get_with("/healthz", None).0, 200, "the server is still up");
    // The log says why, after the request id, as the guide shows it; /healthz asked no key.
    let mut log = String::new();
    for _ in 0..200 {
        log = s.log.lock().unwrap().join("\n");
        if log.contains("GET /healthz 200 ") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let failed = log.lines().find(|l| l.contains("GET /v1/company/IBM/income 502 ")).unwrap_or_else(|| panic!("{log}"));
    assert!(failed.contains(" ; upstream: ") && failed.contains("is damaged"), "{failed}");
    let health = log.lines().find(|l| l.contains("GET /healthz 200 ")).unwrap_or_else(|| panic!("{log}"));
    assert!(health.contains(" - request "), "{health}");
    assert_eq!(s.get(route).1["data"]["attributes"], good["data"]["attributes"]);
    std::fs::write(&num, &saved).unwrap();
    let (status, again) = s.get(other);
    assert_eq!(status, 200, "{again}");
}

/// `bulk status` and `bulk verify` at 80 columns, with their notes (a quarter without checksums,
/// what an interrupted import left, a damaged file): no line wider.
#[test]
fn status_and_verify_fit_80_columns_with_their_notes() {
    let dir = tempfile::tempdir().unwrap();
    let store = imported(dir.path());
    std::fs::create_dir_all(store.join(".staging/2009q4-18f2a-1c/num")).unwrap();
    let num = parquet_file(&store, "num");
    let mut bytes = std::fs::read(&num).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&num, &bytes).unwrap();
    for (args, says) in [
        (&["bulk", "verify", "-f", "table"], "does not match its checksum"),
        (&["bulk", "status", "-f", "table"], "interrupted"),
    ] {
        let mut f = finq(&store, args);
        f.cmd.env("COLUMNS", "80");
        let r = run(f);
        assert!(r.stdout.contains(says), "{}", r.stdout);
        for line in r.stdout.lines() {
            assert!(line.chars().count() <= 80, "{args:?}: {} wide: {line}", line.chars().count());
        }
    }
    unchecked(&store);
    let mut f = finq(&store, &["bulk", "status", "-f", "table"]);
    f.cmd.env("COLUMNS", "80");
    let r = run(f);
    assert!(r.stdout.contains("no checksums"), "{}", r.stdout);
    assert!(r.stdout.lines().all(|l| l.chars().count() <= 80), "{}", r.stdout);
}
