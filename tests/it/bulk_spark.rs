//! The store read by Spark: PySpark (from PyPI, on the machine's Java) runs the Spark statements of
//! docs/store.md as written against a store finq imported from the real 2009q3 quarter, and agrees
//! with finq and the SEC's text on every row count and every value, digit for digit.
//!
//! `.ci/run` installs PySpark beside pyarrow and DuckDB and names its Python in `FINQ_TEST_PYTHON`;
//! elsewhere the build script looks in `python3` on PATH. Where it finds PySpark and Java this test
//! runs (under `CI=true` it always runs, failing when Spark is missing); elsewhere it shows as
//! ignored in the test summary, with the reason, and the build warns what is missing.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::bulk::finq;
use crate::bulk_readers::lines_of;
use crate::common::{json, run};

/// The Spark statements of docs/store.md: the `CREATE TABLE … USING parquet` lines.
fn documented_spark() -> Vec<String> {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/store.md")).unwrap();
    doc.lines().filter(|l| l.starts_with("CREATE TABLE ") && l.contains(" USING parquet ")).map(String::from).collect()
}

#[test]
#[cfg_attr(
    not(finq_spark),
    ignore = "needs PySpark and Java: python3 on PATH or FINQ_TEST_PYTHON with it (the build warns what is missing)"
)]
fn spark_runs_the_documented_statements_and_agrees_with_finq_digit_for_digit() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3"]);

    let statements = documented_spark();
    assert_eq!(statements.len(), 6, "{statements:?}");
    let file = dir.path().join("spark.sql");
    std::fs::write(&file, statements.join("\n") + "\n").unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/spark_reader.py");
    let mut child = std::process::Command::new(&python)
        .arg(&script)
        .arg(&store)
        .arg(&out)
        .arg(&file)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e} (FINQ_TEST_PYTHON names a Python with PySpark)", python.display()));
    // A guard against a hang, not a timing assertion: Spark starts in 10-30 s here.
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(600) {
            let _ = child.kill();
            panic!("Spark never finished");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let ran = child.wait_with_output().unwrap();
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let counts = json(&std::fs::read_to_string(out.join("counts.json")).unwrap());
    assert!(counts["version"].is_string(), "{counts}");

    // Row counts: the tables as created and repaired, the folders read directly, finq's, the text's.
    let status = json(&run(finq(&store, &["bulk", "status", "-f", "json"])).stdout);
    for (table, key) in [("sub", "filings"), ("num", "numbers"), ("pre", "presentation_lines"), ("tag", "tags")] {
        let text = lines_of(&format!("{table}.txt")).len() as u64;
        assert_eq!(status["quarters"][0][key].as_u64(), Some(text), "{table}: finq");
        assert_eq!(counts["tables"][table].as_u64(), Some(text), "{table}: Spark's table");
        assert_eq!(counts["read"][table].as_u64(), Some(text), "{table}: spark.read.parquet");
    }
    assert_eq!(counts["types"]["value"], "decimal(28,4)");
    assert_eq!(counts["types"]["ddate"], "date");
    assert_eq!(counts["types"]["accepted"], "timestamp_ntz");
    let standardized = status["quarters"][0]["standardized_values"].as_u64();
    assert!(standardized.is_some_and(|n| n > 15_000), "{status}");
    assert_eq!((counts["tables"]["std"].as_u64(), counts["read"]["std"].as_u64()), (standardized, standardized));
    // face: as many rows as the manifest counts.
    let manifest = json(&std::fs::read_to_string(store.join("manifest.json")).unwrap());
    let face = manifest["quarters"]["2009q3"]["rows"]["face"].as_u64();
    assert!(face.is_some_and(|n| n > 10_000), "{manifest}");
    assert_eq!((counts["tables"]["face"].as_u64(), counts["read"]["face"].as_u64()), (face, face));

    // Every number, as Spark reads it, is a line of num.txt (four decimals and all).
    let mut want = lines_of("num.txt");
    want.sort();
    let spark = std::fs::read_to_string(out.join("num-spark.tsv")).unwrap();
    let mut got: Vec<&str> = spark.lines().collect();
    got.sort();
    assert_eq!(got.len(), want.len());
    let differ: Vec<_> = got.iter().zip(&want).filter(|(g, w)| **g != w.as_str()).take(3).collect();
    assert!(differ.is_empty(), "Spark reads rows the text does not have: {differ:?}");

    // finq's screen: each value is the one Spark read for that filing, element, date and unit.
    let read: HashMap<(&str, &str, &str, &str), &str> = spark
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[1] == "NetIncomeLoss" && f[6].is_empty() && f[7].is_empty()).then(|| ((f[0], f[3], f[4], f[5]), f[8]))
        })
        .collect();
    let screened = json(&run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "-f", "json"])).stdout);
    let values = screened["values"].as_array().unwrap();
    assert!(values.len() > 300, "{}", values.len());
    for v in values {
        let date = v["period_end"].as_str().unwrap().replace('-', "");
        let qtrs = (v["months"].as_u64().unwrap() / 3).to_string();
        let key = (v["accession_number"].as_str().unwrap(), date.as_str(), qtrs.as_str(), v["uom"].as_str().unwrap());
        let spark_value = read.get(&key).unwrap_or_else(|| panic!("Spark has no row for {v}"));
        // Spark prints the decimal with its four places; finq without the zeros after the point.
        let (int, frac) = spark_value.split_once('.').unwrap();
        let frac = frac.trim_end_matches('0');
        let plain = if frac.is_empty() { int.to_string() } else { format!("{int}.{frac}") };
        assert_eq!(plain, v["value"].to_string(), "{v}");
    }

    // std as Spark reads it: every row one of the values finq makes from the quarter, and each
    // value of `screen --standard` the one Spark read for that filing.
    let made: std::collections::HashSet<String> = crate::bulk_readers::standardized_values(&store, "2009q3")
        .into_iter()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            // The element (the lines' elements, summed), or the relation a value is derived by.
            let source = if f[6] == "derived" { f[9] } else { f[7] };
            [f[0], f[1], f[2], f[3], f[4], f[5], f[6], source].join("\t")
        })
        .collect();
    let std_rows = std::fs::read_to_string(out.join("std-spark.tsv")).unwrap();
    let mut by_filing: HashMap<(&str, &str), &str> = HashMap::new();
    for l in std_rows.lines() {
        let mut f: Vec<String> = l.split('\t').map(String::from).collect();
        let (int, frac) = f[2].split_once('.').unwrap();
        let frac = frac.trim_end_matches('0');
        f[2] = if frac.is_empty() { int.to_string() } else { format!("{int}.{frac}") };
        assert!(made.contains(&f.join("\t")), "Spark reads a std row finq does not make: {l}");
        let g: Vec<&str> = l.split('\t').collect();
        if g[1] == "Revenues" {
            by_filing.insert((g[0], g[1]), g[2]);
        }
    }
    assert_eq!(std_rows.lines().count(), made.len());
    let screened =
        json(&run(finq(&store, &["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "json"])).stdout);
    let values = screened["values"].as_array().unwrap();
    assert!(values.len() > 300, "{}", values.len());
    for v in values {
        let spark_value = by_filing[&(v["accession_number"].as_str().unwrap(), "Revenues")];
        let (int, frac) = spark_value.split_once('.').unwrap();
        let frac = frac.trim_end_matches('0');
        let plain = if frac.is_empty() { int.to_string() } else { format!("{int}.{frac}") };
        assert_eq!(plain, v["value"].to_string(), "{v}");
    }
}
