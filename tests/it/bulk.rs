//! `finq bulk`: the SEC's Financial Statement Data Sets in the local Parquet store. The real
//! quarter 2009q3 (tests/fixtures/fsds) is imported and compared number by number with its text;
//! broken zips, malformed lines and killed imports leave the store as it was; fetch downloads
//! from a loopback server, resuming a download that stopped.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Decimal128Type, Int32Type, Int64Type};
use arrow_array::{Array, RecordBatch};

use crate::common::{Finq, fixture, json, run};
use crate::fault_server::{Fault, FaultServer};

pub(crate) const CONTACT: &str = "Jane Doe jane@example.com";

/// A finq with its store in `store`, no key (EDGAR is the filings source) and the SEC contact.
pub(crate) fn finq(store: &Path, args: &[&str]) -> Finq {
    let mut f = Finq::new();
    f.cmd.env_remove("FINQ_API_KEY").env("FINQ_STORE_DIR", store).env("FINQ_EDGAR_USER_AGENT", CONTACT).args(args);
    f
}

pub(crate) fn fixture_zip(dir: &Path) -> PathBuf {
    let p = dir.join("2009q3.zip");
    std::fs::write(&p, fixture("fsds/2009q3.zip")).unwrap();
    p
}

/// A store in `dir/store` that finq imported from the fixture quarter (2009q3).
pub(crate) fn imported_store(dir: &Path) -> PathBuf {
    let store = dir.join("store");
    let zip = fixture_zip(dir);
    let r = run(finq(&store, &["bulk", "import", "-q", zip.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    store
}

/// The text of one file of the fixture zip.
pub(crate) fn text_of(name: &str) -> String {
    let bytes = fixture("fsds/2009q3.zip");
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut s = String::new();
    zip.by_name(name).unwrap().read_to_string(&mut s).unwrap();
    s
}

/// A copy of the fixture zip with `replace` applied to its files (`None` leaves a file out).
pub(crate) fn altered_zip(dir: &Path, name: &str, replace: impl Fn(&str, String) -> Option<String>) -> PathBuf {
    let p = dir.join(name);
    let mut out = zip::ZipWriter::new(std::fs::File::create(&p).unwrap());
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for file in ["sub.txt", "num.txt", "pre.txt", "tag.txt"] {
        if let Some(text) = replace(file, text_of(file)) {
            out.start_file(file, opts).unwrap();
            out.write_all(text.as_bytes()).unwrap();
        }
    }
    out.finish().unwrap();
    p
}

pub(crate) fn status(store: &Path) -> serde_json::Value {
    let r = run(finq(store, &["bulk", "status", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    json(&r.stdout)
}

/// Every file under `dir`, relative, sorted.
pub(crate) fn tree(dir: &Path) -> Vec<String> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                out.push(p.strip_prefix(base).unwrap().display().to_string());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The one Parquet file of a table's quarter.
pub(crate) fn parquet_file(store: &Path, table: &str) -> PathBuf {
    let dir = store.join(table).join("quarter=2009q3");
    let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(files.len(), 1, "one file in {}: {files:?}", dir.display());
    files[0].clone()
}

pub(crate) fn batches(path: &Path) -> Vec<RecordBatch> {
    let file = std::fs::File::open(path).unwrap();
    let reader = parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file).unwrap().build().unwrap();
    reader.map(|b| b.unwrap()).collect()
}

fn s(b: &RecordBatch, col: &str, i: usize) -> String {
    let a = b.column_by_name(col).unwrap().as_string::<i32>();
    if a.is_null(i) { String::new() } else { a.value(i).to_string() }
}

/// `yyyymmdd` of a day number.
fn yyyymmdd(days: i32) -> String {
    // Civil from days (Howard Hinnant), as the SEC writes dates.
    let z = i64::from(days) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    format!("{:04}{m:02}{d:02}", yoe + era * 400 + i64::from(m <= 2))
}

#[test]
fn the_real_quarter_imports_every_number_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    let r = run(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "import writes no data: {}", r.stdout);
    assert!(
        r.stderr.contains("imported 2009q3: 435 filings, 126,650 numbers, 47,958 presentation lines, 8,820 tags"),
        "{}",
        r.stderr
    );

    // The counts are the text's lines less the header.
    let lines = |f: &str| text_of(f).lines().skip(1).filter(|l| !l.is_empty()).count() as u64;
    let st = status(&store);
    let q = &st["quarters"][0];
    assert_eq!(q["quarter"], "2009q3");
    assert_eq!((q["filings"].as_u64(), q["numbers"].as_u64()), (Some(435), Some(126_650)));
    assert_eq!(q["filings"].as_u64(), Some(lines("sub.txt")));
    assert_eq!(q["numbers"].as_u64(), Some(lines("num.txt")));
    assert_eq!(q["presentation_lines"].as_u64(), Some(lines("pre.txt")));
    assert_eq!(q["tags"].as_u64(), Some(lines("tag.txt")));
    assert_eq!(st["total"]["quarters"], 1);

    // sub: the CIK of every filing.
    let mut cik_of = HashMap::new();
    for line in text_of("sub.txt").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        cik_of.insert(f[0].to_string(), f[1].parse::<i64>().unwrap());
    }

    // num: every line of the text is a row of the Parquet file, value digit for digit, with its
    // filing's CIK; rows sorted by (cik, adsh).
    let mut want: HashMap<String, usize> = HashMap::new();
    for line in text_of("num.txt").lines().skip(1) {
        *want.entry(line.to_string()).or_default() += 1;
    }
    let mut last: (i64, String) = (i64::MIN, String::new());
    let mut rows = 0;
    for b in batches(&parquet_file(&store, "num")) {
        let ciks = b.column_by_name("cik").unwrap().as_primitive::<Int64Type>();
        let ddate = b.column_by_name("ddate").unwrap().as_primitive::<Date32Type>();
        let qtrs = b.column_by_name("qtrs").unwrap().as_primitive::<Int32Type>();
        let value = b.column_by_name("value").unwrap().as_primitive::<Decimal128Type>();
        for i in 0..b.num_rows() {
            let adsh = s(&b, "adsh", i);
            assert_eq!(Some(&ciks.value(i)), cik_of.get(&adsh), "the CIK of {adsh}");
            let key = (ciks.value(i), adsh.clone());
            assert!(key >= last, "sorted by cik, adsh: {key:?} after {last:?}");
            last = key;
            // The SEC writes four decimals: 20780000000.0000.
            let v = if value.is_null(i) {
                String::new()
            } else {
                let n = value.value(i);
                let sign = if n < 0 { "-" } else { "" };
                format!("{sign}{}.{:04}", n.unsigned_abs() / 10_000, n.unsigned_abs() % 10_000)
            };
            let line = [
                adsh,
                s(&b, "tag", i),
                s(&b, "version", i),
                yyyymmdd(ddate.value(i)),
                qtrs.value(i).to_string(),
                s(&b, "uom", i),
                s(&b, "segments", i),
                s(&b, "coreg", i),
                v,
                s(&b, "footnote", i),
            ]
            .join("\t");
            let n = want.get_mut(&line).unwrap_or_else(|| panic!("a row that is not a line of num.txt: {line}"));
            assert!(*n > 0, "a line of num.txt twice: {line}");
            *n -= 1;
            rows += 1;
        }
    }
    assert_eq!(rows, 126_650);
    assert!(want.values().all(|n| *n == 0), "every line of num.txt is a row");

    // A known figure, exactly: the first data line of num.txt.
    let first = text_of("num.txt").lines().nth(2).unwrap().to_string();
    assert!(first.contains("RetainedEarningsAccumulatedDeficit\tus-gaap/2009\t20090630\t0\tUSD\tSubsidiaryEntity=Subsidiaries;\t\t20780000000.0000"), "{first}");

    // pre carries the CIK too, and keeps the plabel text.
    let pre = batches(&parquet_file(&store, "pre"));
    let labels: usize = pre.iter().map(|b| (0..b.num_rows()).filter(|&i| !s(b, "plabel", i).is_empty()).count()).sum();
    assert_eq!(labels as u64, lines("pre.txt"));
    assert!(pre.iter().all(|b| b.column_by_name("cik").unwrap().null_count() == 0));
    assert_eq!(tree(&store.join(".staging")), Vec::<String>::new(), "nothing left staged");
}

#[test]
fn importing_again_replaces_the_quarter_whole() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    assert_eq!(run(finq(&store, &["bulk", "import", zip.to_str().unwrap()])).code, 0);
    let first = parquet_file(&store, "num");
    let r = run(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("replaced 2009q3"), "{}", r.stderr);
    let second = parquet_file(&store, "num");
    assert_ne!(first, second, "a new generation of files");
    assert!(!first.exists());
    let st = status(&store);
    assert_eq!(st["total"]["quarters"], 1);
    assert_eq!(st["quarters"][0]["numbers"], 126_650);
    let manifest = json(&std::fs::read_to_string(store.join("manifest.json")).unwrap());
    let generation = manifest["quarters"]["2009q3"]["generation"].as_str().unwrap().to_string();
    assert!(second.to_string_lossy().contains(&generation), "the manifest names the files in place");
    for table in ["sub", "num", "pre", "tag"] {
        assert!(parquet_file(&store, table).to_string_lossy().contains(&generation), "{table}");
    }
}

/// The SEC's columns in another order — num's adsh in the middle, pre's last — import to the
/// same files byte for byte: the adsh, cut out of each line while it is sorted, goes back where it
/// belongs, and the other fields keep theirs.
#[test]
fn columns_in_another_order_import_the_same_files() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    assert_eq!(run(finq(&store, &["bulk", "import", zip.to_str().unwrap()])).code, 0);
    // Moves field `from` of every line (header too) to place `to`.
    let moved = |text: String, from: usize, to: usize| {
        let mut out = String::new();
        for line in text.lines() {
            let mut fields: Vec<&str> = line.split('\t').collect();
            let f = fields.remove(from);
            fields.insert(to, f);
            out.push_str(&fields.join("\t"));
            out.push('\n');
        }
        out
    };
    let reordered = altered_zip(&dir.path().join("other").tap_mkdir(), "2009q3.zip", |f, t| match f {
        "num.txt" => Some(moved(t, 0, 4)),
        "pre.txt" => Some(moved(t, 0, 9)),
        _ => Some(t),
    });
    assert!(text_of("pre.txt").lines().next().unwrap().split('\t').count() == 10, "adsh goes last");
    // Lines ending in CR LF, the adsh last in both: the carriage return is the line end's, not
    // the last field's, whichever field that is once the adsh is cut out.
    let crlf = altered_zip(&dir.path().join("crlf").tap_mkdir(), "2009q3.zip", |f, t| match f {
        "num.txt" | "pre.txt" => Some(moved(t, 0, 9).replace('\n', "\r\n")),
        _ => Some(t.replace('\n', "\r\n")),
    });
    for (name, zip) in [("other", reordered), ("crlf", crlf)] {
        let other = dir.path().join(format!("{name}-store"));
        let r = run(finq(&other, &["bulk", "import", zip.to_str().unwrap()]));
        assert_eq!(r.code, 0, "{}", r.stderr);
        for table in ["sub", "num", "pre", "tag"] {
            let (a, b) = (parquet_file(&store, table), parquet_file(&other, table));
            assert!(std::fs::read(a).unwrap() == std::fs::read(b).unwrap(), "{name} {table}: the same file");
        }
    }
}

/// A num line too short to hold its adsh, or holding nothing but it, is refused by its count of
/// fields (cut out of the line, the adsh could leave what reads as an empty last field).
#[test]
fn a_line_without_its_adsh_or_with_nothing_else_is_refused_by_its_count() {
    let dir = tempfile::tempdir().unwrap();
    let alone = altered_zip(&dir.path().join("alone").tap_mkdir(), "alone.zip", |f, t| {
        if f != "num.txt" {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        lines[76] = lines[76].split('\t').next().unwrap().to_string();
        Some(lines.join("\n") + "\n")
    });
    refused("adsh alone", &alone, &["num.txt line 77", "(1 field)"]);
    // The adsh last and this line without it: its last field would read as the adsh.
    let missing = altered_zip(&dir.path().join("missing").tap_mkdir(), "missing.zip", |f, t| {
        if f != "num.txt" {
            return Some(t);
        }
        let mut lines: Vec<String> = Vec::new();
        for (i, line) in t.lines().enumerate() {
            let mut fields: Vec<&str> = line.split('\t').collect();
            let adsh = fields.remove(0);
            if i != 87 {
                fields.push(adsh);
            }
            lines.push(fields.join("\t"));
        }
        Some(lines.join("\n") + "\n")
    });
    refused("adsh missing", &missing, &["num.txt line 88", "(9 fields)"]);
}

/// The fixture zip, written into `dir` as `name`, with one field replaced: (file, line number
/// (the header is 1), field index) and the new text.
pub(crate) fn with_field(dir: &Path, name: &str, (file, line, field): (&str, usize, usize), value: &str) -> PathBuf {
    altered_zip(dir, name, |f, t| {
        if f != file {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        let mut fields: Vec<String> = lines[line - 1].split('\t').map(String::from).collect();
        fields[field] = value.to_string();
        lines[line - 1] = fields.join("\t");
        Some(lines.join("\n") + "\n")
    })
}

/// Runs an import that must fail with exit 7 and a message containing `says`, and checks that
/// the store still holds what it held (the fixture quarter, imported first) and nothing staged.
pub(crate) fn refused(name: &str, zip: &Path, says: &[&str]) {
    let dir = zip.parent().unwrap();
    let store = dir.join("store");
    let good = fixture_zip(&dir.join("good").tap_mkdir());
    assert_eq!(run(finq(&store, &["bulk", "import", good.to_str().unwrap()])).code, 0);
    let before = tree(&store);
    let manifest = std::fs::read(store.join("manifest.json")).unwrap();
    let r = run(finq(&store, &["bulk", "import", "--quarter", "2009q3", zip.to_str().unwrap()]));
    assert_eq!(r.code, 7, "{name}: {}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{name}: one line: {}", r.stderr);
    for s in says {
        assert!(r.stderr.contains(s), "{name}: {s:?} in {}", r.stderr);
    }
    assert_eq!(tree(&store), before, "{name}: the store is as it was");
    assert_eq!(std::fs::read(store.join("manifest.json")).unwrap(), manifest);
    assert_eq!(status(&store)["quarters"][0]["numbers"], 126_650, "{name}");
}

pub(crate) trait TapMkdir {
    fn tap_mkdir(self) -> PathBuf;
}
impl TapMkdir for PathBuf {
    fn tap_mkdir(self) -> PathBuf {
        std::fs::create_dir_all(&self).unwrap();
        self
    }
}

#[test]
fn a_zip_cut_short_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = fixture("fsds/2009q3.zip");
    let cut = dir.path().join("cut.zip");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    refused("cut short", &cut, &["cut.zip", "not a readable zip archive"]);
}

#[test]
fn a_zip_without_num_txt_is_not_a_data_set() {
    let dir = tempfile::tempdir().unwrap();
    let zip = altered_zip(dir.path(), "no-num.zip", |f, t| (f != "num.txt").then_some(t));
    refused("no num.txt", &zip, &["no-num.zip", "is not one of the SEC's Financial Statement Data Sets", "num.txt"]);
}

#[test]
fn a_malformed_line_is_named_by_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    // Line 5000 of num.txt gets a value that is not a decimal.
    let zip = with_field(dir.path(), "bad-value.zip", ("num.txt", 5000, 8), "12x.5");
    refused("bad value", &zip, &["bad-value.zip", "num.txt line 5000", "column value", "\"12x.5\""]);

    let zip = altered_zip(dir.path(), "short-line.zip", |f, t| {
        if f != "pre.txt" {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        lines[41] = lines[41].split('\t').take(4).collect::<Vec<_>>().join("\t");
        Some(lines.join("\n") + "\n")
    });
    let store2 = dir.path().join("second");
    std::fs::create_dir_all(&store2).unwrap();
    let moved = store2.join("short-line.zip");
    std::fs::rename(&zip, &moved).unwrap();
    refused("short line", &moved, &["pre.txt line 42", "4 fields"]);

    // A line of tag.txt longer than any the SEC writes (16 MiB): refused by its number, not read
    // into memory however long it goes on.
    let zip = altered_zip(&dir.path().join("third").tap_mkdir(), "long-line.zip", |f, t| {
        if f != "tag.txt" {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        lines[9].push_str(&"x".repeat(17 << 20));
        Some(lines.join("\n") + "\n")
    });
    refused("long line", &zip, &["long-line.zip", "tag.txt line 10", "longer than 16 MiB"]);

    // A bad line of sub.txt: num and pre, started at once and waiting for its filings, give up
    // (the import ends, with sub's error), and tag, not waiting, stops.
    let zip = with_field(&dir.path().join("fourth").tap_mkdir(), "bad-sub.zip", ("sub.txt", 100, 1), "12a4");
    refused("bad sub", &zip, &["bad-sub.zip", "sub.txt line 100", "column cik", "12a4"]);
}

/// Starts an import of `zip` that stops mid-way and waits there (the test hold `FINQ_TEST_HOLD`:
/// sub written, num being read, nothing committed), and returns it once it is held: no race with
/// an import that a busy or an idle machine finishes sooner or later than a test expects.
fn held_import(store: &Path, zip: &Path) -> std::process::Child {
    let hold = store.parent().unwrap().join(format!("held-{}", fastrand::u64(..)));
    let mut f = finq(store, &["bulk", "import", zip.to_str().unwrap()]);
    f.cmd.env("FINQ_TEST_HOLD", format!("import:read:num={}", hold.display()));
    let mut child =
        f.std_command().stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let started = std::time::Instant::now();
    while !hold.exists() {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            panic!("the import ended ({status}) before it reached its hold: {err}");
        }
        // A guard against a hang, not a timing assertion.
        assert!(started.elapsed().as_secs() < 300, "the import never reached its hold");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let staged = tree(&store.join(".staging"));
    assert!(staged.iter().any(|p| p.contains("/sub/part-")), "sub is written: {staged:?}");
    assert!(staged.iter().any(|p| p.contains("/num/part-")), "num is being written: {staged:?}");
    child
}

#[test]
fn an_import_killed_midway_leaves_the_store_whole_and_the_next_run_cleans_up() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    assert_eq!(run(finq(&store, &["bulk", "import", zip.to_str().unwrap()])).code, 0);
    let before = tree(&store);
    let manifest = std::fs::read(store.join("manifest.json")).unwrap();

    // Import again and kill -9 mid-way.
    let mut child = held_import(&store, &zip);
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(!tree(&store.join(".staging")).is_empty(), "the kill left its staging folder");
    assert_eq!(std::fs::read(store.join("manifest.json")).unwrap(), manifest, "the manifest is untouched");
    let live: Vec<String> = tree(&store).into_iter().filter(|p| !p.starts_with(".staging")).collect();
    assert_eq!(live, before, "the live quarter is untouched");
    assert_eq!(status(&store)["quarters"][0]["numbers"], 126_650);

    // The next writer removes the leftovers before it starts.
    let r = run(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(tree(&store.join(".staging")), Vec::<String>::new());
    assert_eq!(status(&store)["quarters"][0]["numbers"], 126_650);
}

#[cfg(unix)]
#[test]
fn ctrl_c_during_an_import_removes_its_staging_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    let child = held_import(&store, &zip);
    // SAFETY: signalling a child this test started.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("interrupted"));
    assert_eq!(tree(&store.join(".staging")), Vec::<String>::new(), "the staging folder is removed");
    assert!(!store.join("manifest.json").exists());
    assert_eq!(status(&store)["total"]["quarters"], 0);
}

#[test]
fn path_and_an_empty_status() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("somewhere");
    let r = run(finq(&store, &["bulk", "path"]));
    assert_eq!((r.code, r.stdout.trim()), (0, store.to_str().unwrap()));
    let st = status(&store);
    assert_eq!(st["quarters"], serde_json::json!([]));
    assert_eq!(st["total"]["filings"], 0);
    let r = run(finq(&store, &["bulk", "status", "-f", "table"]));
    assert!(r.stdout.contains("no quarters yet"), "{}", r.stdout);
    // Verifying an empty store checks nothing: exit 3 with what fills it, not "0 files checked".
    let r = run(finq(&store, &["bulk", "verify"]));
    assert_eq!((r.code, r.stdout.as_str()), (3, ""), "{}", r.stderr);
    assert!(
        r.stderr.contains("holds no quarters yet, so there is nothing to verify: `finq bulk fetch QUARTER`"),
        "{}",
        r.stderr
    );
    // A statement's quarters of an empty store say so as a statement does, not "company not found".
    for extra in [&[][..], &["--discrete"], &["--ttm"]] {
        let mut args = vec!["income", "AAPL", "--provider", "bulk"];
        args.extend_from_slice(extra);
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 3, "{extra:?}: {}", r.stderr);
        assert!(r.stderr.contains("holds no quarters yet: `finq bulk fetch "), "{extra:?}: {}", r.stderr);
    }
    // The quality report of an empty store, a quarter named or not, says where it is and what
    // fills it, as verify does.
    for quarter in [&[][..], &["2009q3"]] {
        let mut args = vec!["bulk", "quality"];
        args.extend_from_slice(quarter);
        let r = run(finq(&store, &args));
        assert_eq!(r.code, 3, "{quarter:?}: {}", r.stderr);
        assert!(r.stderr.contains("holds no quarters yet: `finq bulk fetch QUARTER`"), "{quarter:?}: {}", r.stderr);
    }
    assert!(!store.exists(), "status and verify create nothing");
}

#[test]
fn status_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    assert_eq!(run(finq(&store, &["bulk", "import", "-q", zip.to_str().unwrap()])).code, 0);
    let table = run(finq(&store, &["bulk", "status", "-f", "table"])).stdout;
    let row = table.lines().find(|l| l.trim_start().starts_with("2009q3")).unwrap_or_else(|| panic!("{table}"));
    for cell in ["435", "126,650", "47,958", "8,820", "MiB"] {
        assert!(row.contains(cell), "{cell} in {row}");
    }
    let csv = run(finq(&store, &["bulk", "status", "-f", "csv"])).stdout;
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "quarter,filings,numbers,presentation_lines,tags,bytes,imported_at,source,checksums,standardized_values,mapping_version,screen_values"
        )
    );
    let row = lines.next().unwrap();
    assert!(row.starts_with("2009q3,435,126650,47958,8820,"), "{csv}");
    // Checksums, the standardized values the import stored, the rules that made them, and the
    // values a screen ranks (the `face` table's rows).
    let tail: Vec<&str> = row.rsplitn(4, ',').collect();
    assert!(tail[0].parse::<u64>().is_ok_and(|n| n > 15_000), "{csv}");
    assert_eq!(tail[1], "fac-finq-15", "{csv}");
    assert!(tail[2].parse::<u64>().is_ok_and(|n| n > 15_000), "{csv}");
    assert!(tail[3].ends_with(",true"), "{csv}");
    let nd = run(finq(&store, &["bulk", "status", "-f", "ndjson"])).stdout;
    assert_eq!(json(nd.lines().next().unwrap())["numbers"], 126_650);
}

#[test]
fn fetch_resumes_a_download_that_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let bytes = fixture("fsds/2009q3.zip");
    let half = bytes.len() / 2;
    let len = bytes.len();
    let server = FaultServer::start(vec![
        Fault::Truncate { declared: len, body: bytes[..half].to_vec() },
        Fault::Respond {
            status: 206,
            headers: vec![("Content-Range", format!("bytes {half}-{}/{len}", len - 1))],
            body: bytes[half..].to_vec(),
        },
    ]);
    let base = server.uri();
    let args = ["--provider", "edgar", "--base-url", &base, "--retries", "0", "bulk", "fetch", "2009q3"];
    let r = run(finq(&store, &args));
    assert_eq!(r.code, 6, "the first try stops halfway: {}", r.stderr);
    let part = store.join(".downloads/2009q3.zip.part");
    assert_eq!(std::fs::metadata(&part).unwrap().len() as usize, half, "the part survives");
    assert_eq!(status(&store)["total"]["quarters"], 0);

    let r = run(finq(&store, &args));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("imported 2009q3"), "{}", r.stderr);
    assert_eq!(status(&store)["quarters"][0]["numbers"], 126_650);
    assert!(!part.exists() && !store.join(".downloads/2009q3.zip").exists(), "the zip is not kept");
    let mut requests = server.requests();
    // Then the SEC's ticker list, kept with the store (this server has no more answers: not kept).
    assert_eq!(requests.len(), 3, "{requests:?}");
    assert!(requests.pop().unwrap().starts_with("GET /files/company_tickers.json "));
    assert!(r.stderr.contains("the SEC's ticker list was not kept"), "{}", r.stderr);
    for r in &requests {
        assert!(r.starts_with("GET /files/dera/data/financial-statement-data-sets/2009q3.zip "), "{r}");
        assert!(
            r.to_ascii_lowercase()
                .contains(&format!("user-agent: finq/{} {CONTACT}", env!("CARGO_PKG_VERSION")).to_ascii_lowercase()),
            "{r}"
        );
    }
    assert!(!requests[0].to_ascii_lowercase().contains("range:"), "{}", requests[0]);
    assert!(requests[1].to_ascii_lowercase().contains(&format!("range: bytes={half}-")), "{}", requests[1]);
}

#[test]
fn fetch_needs_the_contact_and_a_published_quarter() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let server = FaultServer::start(vec![Fault::Respond { status: 404, headers: vec![], body: b"no".to_vec() }]);
    let base = server.uri();
    let mut f = finq(&store, &["--provider", "edgar", "--base-url", &base, "bulk", "fetch", "2009q3"]);
    f.cmd.env_remove("FINQ_EDGAR_USER_AGENT");
    let r = run(f);
    assert_eq!(r.code, 4, "{}", r.stderr);
    assert!(r.stderr.contains("set-contact"), "{}", r.stderr);
    // Only what works: a Last10K key does not fetch the data sets.
    assert!(!r.stderr.contains("Last10K key"), "{}", r.stderr);
    let mut f = finq(&store, &["--provider", "edgar", "--base-url", &base, "bulk", "fetch", "2009q3"]);
    f.cmd.env_remove("FINQ_EDGAR_USER_AGENT").env("FINQ_API_KEY", crate::common::TEST_KEY);
    let with_key = run(f);
    assert_eq!((with_key.code, &with_key.stderr), (4, &r.stderr), "the same with a key set");
    assert_eq!(server.hits(), 0, "nothing is sent without the contact");

    let r = run(finq(&store, &["--provider", "edgar", "--base-url", &base, "bulk", "fetch", "2031q1"]));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("no data set for 2031q1"), "{}", r.stderr);

    for bad in ["2008q4", "2024q5", "2024q2..2024q1", "soon"] {
        let r = run(finq(&store, &["--provider", "edgar", "--base-url", &base, "bulk", "fetch", bad]));
        assert_eq!(r.code, 2, "{bad}: {}", r.stderr);
    }
    assert_eq!(server.hits(), 1, "bad quarters are refused before anything is sent");
}

/// A fetch that cannot reach the SEC at all: one line naming the URL once with what happened
/// (the innermost cause), no word of resuming with nothing downloaded, the way to import a zip
/// one has already; with `-v`, the causes under it, one line each.
#[test]
fn a_fetch_that_cannot_connect_says_why_once_and_what_else_works() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    // A loopback port nothing listens on: refused at once, whatever the machine's network.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let base = format!("http://{closed}");
    let r = run(finq(&store, &["-v", "--retries", "1", "--base-url", &base, "bulk", "fetch", "2009q3"]));
    assert_eq!(r.code, 6, "{}", r.stderr);
    let error = r.stderr.lines().find(|l| l.starts_with("finq: error:")).unwrap();
    assert_eq!(error.matches("2009q3.zip").count(), 2, "the URL once, and the zip to import: {error}");
    assert!(error.contains("refused") || error.contains("Connection"), "{error}");
    assert!(!error.contains("resume"), "nothing was downloaded: {error}");
    assert!(error.ends_with("a zip you have already: `finq bulk import 2009q3.zip`"), "{error}");
    let causes = r.stderr.lines().filter(|l| l.starts_with("finq: caused by:")).count();
    assert!(causes >= 1, "-v gives the causes: {}", r.stderr);
}
