//! Zips that are not whole data sets, as an attacker would make them: each is refused with one
//! line naming the zip and what is wrong, and the quarter the store held stays as it was (issue
//! 30's probes: line ends, columns missing, twice or shadowing finq's own, empty tables, the wrong
//! quarter, compression finq does not read, lines of millions of fields); and one that is, whose
//! filing of more numbers than any real one is imported in bounded memory.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::bulk::{TapMkdir, altered_zip, finq, fixture_zip, refused, status, text_of};
use crate::common::{json, run};

/// A header's fields changed by `edit` (the lines below it as they are).
fn with_header(dir: &Path, file: &'static str, edit: impl Fn(&mut Vec<String>)) -> PathBuf {
    altered_zip(dir, "2009q3.zip", |f, t| {
        if f != file {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        let mut fields: Vec<String> = lines[0].split('\t').map(String::from).collect();
        edit(&mut fields);
        lines[0] = fields.join("\t");
        Some(lines.join("\n") + "\n")
    })
}

#[test]
fn a_zip_that_is_not_a_whole_data_set_is_refused_and_the_quarter_kept() {
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name).tap_mkdir();

    // Lines that end with a carriage return alone: the whole file would read as one header.
    let cr = altered_zip(&at("cr"), "2009q3.zip", |_, t| Some(t.replace('\n', "\r")));
    refused("carriage returns", &cr, &["sub.txt ends its lines with a carriage return alone"]);
    let cr_num =
        altered_zip(&at("cr-num"), "2009q3.zip", |f, t| Some(if f == "num.txt" { t.replace('\n', "\r") } else { t }));
    refused("carriage returns in num", &cr_num, &["num.txt ends its lines with a carriage return alone"]);

    // A required column missing: every value would have been null.
    let no_value = altered_zip(&at("no-value"), "2009q3.zip", |f, t| {
        if f != "num.txt" {
            return Some(t);
        }
        let lines: Vec<String> = t
            .lines()
            .map(|l| l.split('\t').enumerate().filter(|(i, _)| *i != 8).map(|(_, f)| f).collect::<Vec<_>>().join("\t"))
            .collect();
        Some(lines.join("\n") + "\n")
    });
    refused("no value", &no_value, &["num.txt has no column value"]);

    // A column of finq's own (cik, filled from sub.txt) in num.txt or pre.txt: it would shadow it.
    for file in ["num.txt", "pre.txt"] {
        let shadow = altered_zip(&at(&format!("cik-{file}")), "2009q3.zip", |f, t| {
            if f != file {
                return Some(t);
            }
            let lines: Vec<String> =
                t.lines().enumerate().map(|(i, l)| format!("{l}\t{}", if i == 0 { "cik" } else { "1" })).collect();
            Some(lines.join("\n") + "\n")
        });
        refused("cik", &shadow, &[&format!("{file} has a column cik, which finq fills from sub.txt")]);
    }

    // A column named twice.
    let twice = with_header(&at("twice"), "pre.txt", |h| h[5] = "PLABEL".into());
    refused("twice", &twice, &["pre.txt has the column plabel twice"]);

    // A table with no rows while sub lists filings, and a sub with none.
    for file in ["num.txt", "pre.txt", "tag.txt"] {
        let empty = altered_zip(&at(&format!("empty-{file}")), "2009q3.zip", |f, t| {
            Some(if f == file { t.lines().next().unwrap().to_string() + "\n" } else { t })
        });
        refused("empty", &empty, &[&format!("{file} holds no rows, though sub.txt lists 435 filings")]);
    }
    let no_filings = altered_zip(&at("no-filings"), "2009q3.zip", |f, t| {
        Some(match f {
            "sub.txt" | "num.txt" | "pre.txt" => t.lines().next().unwrap().to_string() + "\n",
            _ => t,
        })
    });
    refused("no filings", &no_filings, &["sub.txt lists no filings"]);
}

#[test]
fn a_zip_of_another_quarter_or_before_the_data_sets_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    // Every filing of 2009q3's data set was filed in 2009q3: not 2010q1's.
    let r = run(finq(&store, &["bulk", "import", "--quarter", "2010q1", zip.to_str().unwrap()]));
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("none of its 435 filings was filed in 2010q1"), "{}", r.stderr);
    assert!(r.stderr.contains("filed 2009-07-15 to 2009-09-24, in 2009q3"), "{}", r.stderr);
    // A file named for a quarter before the first data set (which --quarter refuses too).
    let early = dir.path().join("2008q4.zip");
    std::fs::copy(&zip, &early).unwrap();
    let r = run(finq(&store, &["bulk", "import", early.to_str().unwrap()]));
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("2008q4 comes before the SEC's data sets, which start with 2009q1"), "{}", r.stderr);
    assert!(status(&store)["quarters"].as_array().unwrap().is_empty());
}

/// The fixture's four files stored (not compressed), then marked as compressed with bzip2 (method
/// 12), which finq does not read.
fn bzip2_zip(dir: &Path) -> PathBuf {
    let p = dir.join("2009q3.zip");
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for file in ["sub.txt", "num.txt", "pre.txt", "tag.txt"] {
        out.start_file(file, opts).unwrap();
        out.write_all(text_of(file).as_bytes()).unwrap();
    }
    let mut bytes = out.finish().unwrap().into_inner();
    // Local headers (PK\3\4, method at +8) and central headers (PK\1\2, method at +10).
    for i in 0..bytes.len().saturating_sub(12) {
        if bytes[i..i + 4] == *b"PK\x03\x04" && bytes[i + 8] == 0 {
            bytes[i + 8] = 12;
        } else if bytes[i..i + 4] == *b"PK\x01\x02" && bytes[i + 10] == 0 {
            bytes[i + 10] = 12;
        }
    }
    std::fs::write(&p, bytes).unwrap();
    p
}

#[test]
fn an_entry_compressed_with_a_method_finq_does_not_read_is_a_damaged_zip_not_a_file_error() {
    let dir = tempfile::tempdir().unwrap();
    let zip = bzip2_zip(&dir.path().join("bz").tap_mkdir());
    refused("bzip2", &zip, &["2009q3.zip"]);
}

/// Runs `f` and waits for it alone: its exit code, stderr and peak memory in KiB. A child started
/// straight from this test process would count this process's own peak as its own (Linux
/// carries the memory a child was started from into its peak), so a small process — this test
/// binary started again, running [`measured_child`] — starts it and says what it measured.
#[cfg(target_os = "linux")]
fn run_measured(f: crate::common::Finq) -> (i32, String, i64) {
    let cmd = f.std_command();
    let spec = serde_json::json!({
        "program": cmd.get_program().to_string_lossy(),
        "args": cmd.get_args().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>(),
        "env": cmd.get_envs().filter_map(|(k, v)| Some((k.to_string_lossy().into_owned(), v?.to_string_lossy().into_owned()))).collect::<std::collections::BTreeMap<_, _>>(),
    });
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "store_zips::measured_child", "--nocapture", "--test-threads", "1"])
        .env("FINQ_MEASURED", spec.to_string())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    let line = said.lines().find_map(|l| l.split_once("MEASURED ").map(|(_, m)| m)).unwrap_or_else(|| panic!("{said}"));
    let m: serde_json::Value = serde_json::from_str(line).unwrap();
    (m["code"].as_i64().unwrap() as i32, m["stderr"].as_str().unwrap().to_string(), m["peak_kib"].as_i64().unwrap())
}

/// The small process of [`run_measured`]: runs the command `FINQ_MEASURED` describes and prints
/// its exit code, stderr and peak memory (what `wait4` says of it alone).
#[cfg(target_os = "linux")]
#[test]
#[ignore = "run by lines_of_millions_of_fields_are_refused_in_bounded_memory in a process of its own"]
#[allow(clippy::zombie_processes, clippy::print_stdout)] // waited for by wait4; says what it measured
fn measured_child() {
    use std::io::Read;
    let Ok(spec) = std::env::var("FINQ_MEASURED") else { return };
    let spec: serde_json::Value = serde_json::from_str(&spec).unwrap();
    let mut cmd = std::process::Command::new(spec["program"].as_str().unwrap());
    cmd.args(spec["args"].as_array().unwrap().iter().map(|a| a.as_str().unwrap())).env_clear();
    for (k, v) in spec["env"].as_object().unwrap() {
        cmd.env(k, v.as_str().unwrap());
    }
    let mut child = cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    // SAFETY: waits for this process's own child, filling the status and usage it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut status = 0;
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32);
    let said = serde_json::json!({ "code": libc::WEXITSTATUS(status), "stderr": err, "peak_kib": usage.ru_maxrss });
    println!("MEASURED {said}");
}

/// A header of 100 million empty fields in a 1 MB zip, and lines of 8 million fields: refused,
/// in bounded memory (each line is split no further than one field past its header's), where
/// split whole they cost 1.1-1.7 GB.
#[cfg(target_os = "linux")]
#[test]
fn lines_of_millions_of_fields_are_refused_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let wide_header = altered_zip(&dir.path().join("header").tap_mkdir(), "2009q3.zip", |f, t| {
        Some(if f == "sub.txt" { format!("{}{t}", "\t".repeat(100_000_000)) } else { t })
    });
    let wide_lines = altered_zip(&dir.path().join("lines").tap_mkdir(), "2009q3.zip", |f, t| {
        if f != "num.txt" {
            return Some(t);
        }
        let mut lines: Vec<String> = t.lines().map(String::from).collect();
        for l in lines.iter_mut().skip(1).take(20) {
            l.push_str(&"\t".repeat(8_000_000));
        }
        Some(lines.join("\n") + "\n")
    });
    for (zip, says) in [
        (&wide_header, "sub.txt has more than 256 columns"),
        (&wide_lines, "num.txt line 2: not as many fields as the header names (8000010 fields)"),
    ] {
        let (code, err, peak) = run_measured(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
        assert_eq!(code, 7, "{err}");
        assert!(err.contains(says), "{says} in {err}");
        assert!(peak < 600 * 1024, "{says}: peaked at {} MiB", peak / 1024);
    }
    assert!(status(&store)["quarters"].as_array().unwrap().is_empty());
}

/// A data set of two filings: Apple's as the fixture has it, and another of `numbers` lines of
/// its net income at its balance-sheet date, the same line again and again (5.3 million of them,
/// 600 MB of text in a zip of 1.4 MB, peaked at 1.4 GB in the standardization before it held a
/// filing's rows within a bound; BENCHMARKS.md). Written as it is deflated: a few hundred KB.
fn one_filing_of_many_numbers(dir: &Path, numbers: usize) -> PathBuf {
    const APPLE: &str = "0001193125-09-153165";
    let sub = text_of("sub.txt");
    let mut lines = sub.lines();
    let header = lines.next().unwrap();
    let huge = lines.next().unwrap();
    let apple = sub.lines().find(|l| l.starts_with(APPLE)).unwrap();
    let (adsh, period) = (huge.split('\t').next().unwrap(), huge.split('\t').nth(26).unwrap());
    assert_eq!(header.split('\t').nth(26), Some("period"));
    let of_apple = |file: &str| {
        let text = text_of(file);
        let mut out = text.lines().next().unwrap().to_string() + "\n";
        text.lines().filter(|l| l.starts_with(APPLE)).for_each(|l| out.extend([l, "\n"]));
        out
    };
    let p = dir.join("2009q3.zip");
    let mut out = zip::ZipWriter::new(std::fs::File::create(&p).unwrap());
    let opts =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated).large_file(true);
    out.start_file("sub.txt", opts).unwrap();
    write!(out, "{header}\n{huge}\n{apple}\n").unwrap();
    out.start_file("num.txt", opts).unwrap();
    out.write_all(of_apple("num.txt").as_bytes()).unwrap();
    let line = format!("{adsh}\tNetIncomeLoss\tus-gaap/2009\t{period}\t1\tUSD\t\t\t1000.0000\t\n");
    for _ in 0..numbers {
        out.write_all(line.as_bytes()).unwrap();
    }
    out.start_file("pre.txt", opts).unwrap();
    out.write_all(of_apple("pre.txt").as_bytes()).unwrap();
    out.start_file("tag.txt", opts).unwrap();
    out.write_all(text_of("tag.txt").as_bytes()).unwrap();
    out.finish().unwrap();
    p
}

/// A filing of more numbers than the standardization holds (110,000 at its balance-sheet date;
/// a real one has a few thousand) is imported whole, every number in `num`, and left out of the
/// standardized values with one line naming it; the other filing is standardized as ever.
#[cfg(target_os = "linux")]
#[test]
fn a_filing_of_more_numbers_than_any_real_one_is_imported_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = one_filing_of_many_numbers(dir.path(), 110_000);
    assert!(std::fs::metadata(&zip).unwrap().len() < 2 << 20, "small on disk");
    let (code, err, peak) = run_measured(finq(&store, &["bulk", "import", zip.to_str().unwrap()]));
    assert_eq!(code, 0, "{err}");
    let said = "2009q3.zip: filing 0001047469-09-007342 has more than 100,000 numbers and lines at the \
                balance-sheet date to standardize (a real filing has a few thousand): no standardized values for it";
    assert!(err.contains(said), "{err}");
    assert!(peak < 600 * 1024, "peaked at {} MiB", peak / 1024);
    let status = status(&store);
    let q = &status["quarters"][0];
    assert_eq!((q["filings"].as_u64(), q["numbers"].as_u64()), (Some(2), Some(110_000 + 176)), "{q}");
    // Apple's filing is standardized as ever (its values in `std`, the other's left out).
    let apple =
        run(finq(&store, &["income", "320193", "--quarterly", "--standard", "--provider", "bulk", "-f", "json"]));
    assert_eq!(apple.code, 0, "{}", apple.stderr);
    let values = q["standardized_values"].as_u64().unwrap();
    assert!((10..200).contains(&values), "{q}");
    // `bulk quality` standardizes the quarter itself: it says which filing its report leaves out.
    let quality = run(finq(&store, &["bulk", "quality", "-f", "json"]));
    assert_eq!(quality.code, 0, "{}", quality.stderr);
    assert!(
        quality.stderr.contains("2009q3: filing 0001047469-09-007342 has more than 100,000 numbers"),
        "{}",
        quality.stderr
    );
    assert!(quality.stderr.contains("; not in the report"), "{}", quality.stderr);
    assert_eq!(json(&quality.stdout)["standardized"], 1, "Apple's filing alone");
    // A screen of a quarter whose `std` was made by other rules standardizes it itself: said too.
    let manifest = store.join("manifest.json");
    let mut m: serde_json::Value = serde_json::from_slice(&std::fs::read(&manifest).unwrap()).unwrap();
    m["quarters"]["2009q3"]["standard"] = "fac-finq-0".into();
    std::fs::write(&manifest, serde_json::to_vec(&m).unwrap()).unwrap();
    let screen = run(finq(&store, &["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "json"]));
    assert_eq!(screen.code, 0, "{}", screen.stderr);
    assert!(screen.stderr.contains("2009q3: filing 0001047469-09-007342 has more than 100,000"), "{}", screen.stderr);
    assert!(screen.stderr.contains("; not screened"), "{}", screen.stderr);
}
