//! The store read by others: pyarrow and DuckDB (their Python packages from PyPI) read a store finq
//! imported from the real 2009q3 quarter through its Hive layout alone, and agree with finq and the
//! SEC's text on every row count and every value, digit for digit; the DuckDB lines of docs/store.md run.
//!
//! `.ci/run` installs both into a virtualenv and names its Python in `FINQ_TEST_PYTHON`; elsewhere
//! the build script looks in `python3` on PATH. Where it finds them this test runs (under
//! `CI=true` it always runs, failing when they are missing); elsewhere it shows as ignored in the
//! test summary, with the reason, and the build warns what is missing.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::bulk::finq;
use crate::common::{fixture, json, run};

/// The lines of one file of the fixture zip, header left out.
pub(crate) fn lines_of(name: &str) -> Vec<String> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(fixture("fsds/2009q3.zip"))).unwrap();
    let mut text = String::new();
    zip.by_name(name).unwrap().read_to_string(&mut text).unwrap();
    text.lines().skip(1).filter(|l| !l.is_empty()).map(String::from).collect()
}

/// The DuckDB statements of docs/store.md: the `SELECT` lines of the sql block after "**DuckDB**".
fn documented_duckdb() -> Vec<String> {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/store.md")).unwrap();
    let from = doc.find("**DuckDB**").expect("the DuckDB paragraph of docs/store.md");
    let block = doc[from..].split("```").nth(1).expect("its sql block");
    block.lines().filter(|l| l.starts_with("SELECT")).map(String::from).collect()
}

/// `-383000.0000` as finq prints it: `-383000`.
fn plain(value: &str) -> String {
    match value.split_once('.') {
        Some((int, frac)) if frac.trim_end_matches('0').is_empty() => int.to_string(),
        Some((int, frac)) => format!("{int}.{}", frac.trim_end_matches('0')),
        None => value.to_string(),
    }
}

#[test]
#[cfg_attr(
    not(finq_readers),
    ignore = "needs pyarrow and duckdb in python3 on PATH or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn pyarrow_and_duckdb_read_the_store_and_agree_with_finq_digit_for_digit() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3"]);

    let sql = documented_duckdb();
    assert_eq!(sql.len(), 4, "{sql:?}");
    let sql_file = dir.path().join("documented.sql");
    std::fs::write(&sql_file, sql.join("\n") + "\n").unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/independent_readers.py");
    let ran =
        std::process::Command::new(&python).arg(&script).arg(&store).arg(&out).arg(&sql_file).output().unwrap_or_else(
            |e| panic!("{}: {e} (FINQ_TEST_PYTHON names a Python with pyarrow and duckdb)", python.display()),
        );
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let counts = json(&std::fs::read_to_string(out.join("counts.json")).unwrap());
    assert!(counts["versions"]["duckdb"].is_string() && counts["versions"]["pyarrow"].is_string());

    // Row counts: each reader's, finq's and the text's.
    let status = json(&run(finq(&store, &["bulk", "status", "-f", "json"])).stdout);
    let finq_rows = &status["quarters"][0];
    for (table, key) in [("sub", "filings"), ("num", "numbers"), ("pre", "presentation_lines"), ("tag", "tags")] {
        let text = lines_of(&format!("{table}.txt")).len() as u64;
        assert_eq!(finq_rows[key].as_u64(), Some(text), "{table}: finq");
        assert_eq!(counts["pyarrow"][table].as_u64(), Some(text), "{table}: pyarrow");
        assert_eq!(counts["duckdb"][table].as_u64(), Some(text), "{table}: duckdb");
    }
    assert_eq!(counts["types"]["value"], "decimal128(28, 4)");
    assert_eq!(counts["types"]["ddate"], "date32[day]");

    // Every number, as each reader reads it, is a line of num.txt (four decimals and all).
    let mut want = lines_of("num.txt");
    want.sort();
    for reader in ["pyarrow", "duckdb"] {
        let mut got: Vec<String> =
            std::fs::read_to_string(out.join(format!("num-{reader}.tsv"))).unwrap().lines().map(String::from).collect();
        got.sort();
        assert_eq!(got.len(), want.len(), "{reader}");
        let differ: Vec<_> = got.iter().zip(&want).filter(|(g, w)| g != w).take(3).collect();
        assert!(differ.is_empty(), "{reader} reads rows the text does not have: {differ:?}");
    }

    // finq's own answers from the store are the readers' rows: each value of a screen is the
    // value pyarrow read for that filing, element, date and unit.
    let read: HashMap<(String, String, String, String), String> = std::fs::read_to_string(out.join("num-pyarrow.tsv"))
        .unwrap()
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[1] == "NetIncomeLoss" && f[6].is_empty() && f[7].is_empty())
                .then(|| ((f[0].into(), f[3].into(), f[4].into(), f[5].into()), plain(f[8])))
        })
        .collect();
    let r = run(finq(&store, &["screen", "NetIncomeLoss", "--period", "2009Q2", "-f", "json"]));
    let screened = json(&r.stdout);
    let values = screened["values"].as_array().unwrap();
    assert!(values.len() > 300, "{}", values.len());
    for v in values {
        let key = (
            v["accession_number"].as_str().unwrap().to_string(),
            v["period_end"].as_str().unwrap().replace('-', ""),
            (v["months"].as_u64().unwrap() / 3).to_string(),
            v["uom"].as_str().unwrap().to_string(),
        );
        assert_eq!(read.get(&key), Some(&v["value"].to_string()), "{v}");
    }

    // The DuckDB lines of docs/store.md: the quarter's count, and five losses, largest first.
    let by_quarter = json(&std::fs::read_to_string(out.join("sql-0.json")).unwrap());
    assert_eq!(by_quarter, serde_json::json!([["2009q3", "126650"]]));
    let losses = json(&std::fs::read_to_string(out.join("sql-1.json")).unwrap());
    let losses = losses.as_array().unwrap();
    assert_eq!(losses.len(), 5);
    let values: Vec<f64> = losses.iter().map(|r| r[1].as_str().unwrap().parse().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] <= w[1]) && values[0] < 0.0, "{losses:?}");
    assert!(losses[0][1].as_str().unwrap().ends_with(".0000"), "DuckDB keeps decimal(28,4): {losses:?}");
    // The same question asked of face: the same five.
    let from_face = json(&std::fs::read_to_string(out.join("sql-3.json")).unwrap());
    assert_eq!(from_face.as_array().unwrap(), losses);

    // face: as many rows for each reader as finq says it wrote, and as the text has numbers a
    // screen ranks (consolidated, not nil, at the filing's own period, at its end or over one
    // quarter or four).
    let zip = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fsds/2009q3.zip");
    let mut period: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    crate::common::each_text_row(&zip, "sub.txt", |r| {
        period.insert(r.get("adsh").to_string(), r.get("period").to_string());
    });
    let mut rankable = 0u64;
    crate::common::each_text_row(&zip, "num.txt", |r| {
        let own = period.get(r.get("adsh")).is_some_and(|p| p == r.get("ddate"));
        let consolidated = r.get("segments").is_empty() && r.get("coreg").is_empty();
        if own && consolidated && !r.get("value").is_empty() && ["0", "1", "4"].contains(&r.get("qtrs")) {
            rankable += 1;
        }
    });
    let screen_values = finq_rows["screen_values"].as_u64().unwrap();
    assert_eq!(screen_values, rankable, "{finq_rows}");
    assert_eq!(
        (counts["pyarrow"]["face"].as_u64(), counts["duckdb"]["face"].as_u64()),
        (Some(screen_values), Some(screen_values))
    );

    // std: as many rows for each reader as finq says it wrote, and each row one of the values
    // finq's quality report standardizes from the quarter (all of them, source and all).
    let standardized = finq_rows["standardized_values"].as_u64().unwrap();
    assert!(standardized > 15_000, "{finq_rows}");
    assert_eq!(
        (counts["pyarrow"]["std"].as_u64(), counts["duckdb"]["std"].as_u64()),
        (Some(standardized), Some(standardized))
    );
    assert_eq!(counts["std_types"]["value"], "decimal128(28, 4)");
    let mut read: Vec<String> = std::fs::read_to_string(out.join("std-pyarrow.tsv"))
        .unwrap()
        .lines()
        .map(|l| {
            let mut f: Vec<String> = l.split('\t').map(String::from).collect();
            f[2] = plain(&f[2]);
            f.join("\t")
        })
        .collect();
    read.sort();
    let mut made = standardized_values(&store, "2009q3");
    made.sort();
    assert_eq!(read.len(), made.len());
    let differ: Vec<_> = read.iter().zip(&made).filter(|(r, m)| r != m).take(3).collect();
    assert!(differ.is_empty(), "std holds other values than finq makes: {differ:?}");
    // The DuckDB line on std of docs/store.md: the five largest quarterly revenues, with their sources.
    let revenues = json(&std::fs::read_to_string(out.join("sql-2.json")).unwrap());
    let revenues = revenues.as_array().unwrap();
    assert_eq!(revenues.len(), 5, "{revenues:?}");
    for r in revenues {
        let value = plain(r[1].as_str().unwrap());
        let source = r[3].as_str().unwrap();
        assert!(
            made.iter().any(|m| {
                let f: Vec<&str> = m.split('\t').collect();
                f[1] == "Revenues"
                    && f[2] == value
                    && f[5] == "1"
                    && (f[7] == source || format!("derived by {}", f[9]) == source)
            }),
            "{r:?}"
        );
    }
}

/// Every standardized value finq makes from a quarter of the store (`bulk quality --detail`), one
/// line each as std-pyarrow.tsv writes them (adsh, concept, value, uom, ddate, qtrs, origin, tag,
/// version, relation, inputs).
pub(crate) fn standardized_values(store: &Path, quarter: &str) -> Vec<String> {
    let r = run(finq(store, &["bulk", "quality", quarter, "--detail", "-f", "ndjson"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = |v: &serde_json::Value| v.as_str().map_or_else(|| v.to_string(), String::from);
    let mut out = Vec::new();
    for line in r.stdout.lines() {
        let filing = json(line);
        for v in filing["values"].as_array().unwrap() {
            let (tag, version, relation, inputs) = match v["origin"].as_str().unwrap() {
                "filed" => (text(&v["source"]["tag"]), text(&v["source"]["version"]), String::new(), String::new()),
                // Lines read in place and summed: their elements and versions joined, each with
                // its value as the inputs.
                "summed" => {
                    let sources = v["sources"].as_array().unwrap();
                    let each = |key: &str| sources.iter().map(|s| text(&s[key])).collect::<Vec<_>>().join(" + ");
                    let inputs: Vec<String> =
                        sources.iter().map(|s| format!("{}={}", text(&s["tag"]), s["value"])).collect();
                    (each("tag"), each("version"), String::new(), inputs.join(" "))
                }
                _ => {
                    let inputs: Vec<String> = v["derived"]["inputs"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|i| format!("{}={}", text(&i["concept"]), i["value"]))
                        .collect();
                    (String::new(), String::new(), text(&v["derived"]["relation"]), inputs.join(" "))
                }
            };
            let fields = [
                text(&filing["adsh"]),
                text(&v["concept"]),
                v["value"].to_string(),
                text(&v["uom"]),
                text(&v["ddate"]).replace('-', ""),
                v["qtrs"].to_string(),
                text(&v["origin"]),
                tag,
                version,
                relation,
                inputs,
            ];
            out.push(fields.join("\t"));
        }
    }
    out
}
