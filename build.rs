//! Which of the test suite's outside readers can run here: the store read by pyarrow and DuckDB
//! (`finq_readers`), and by Spark (`finq_spark`: PySpark and a Java runtime); the standardized
//! statements checked against the SEC's text by Python's standard library (`finq_python`). Their tests are
//! marked ignored, with the reason, where these are missing, so that a skip shows in the test
//! summary instead of passing silently. Only looked for when the suite names its Python
//! (`FINQ_TEST_PYTHON`, as `.ci/run` does) or runs under `CI=true`, where both are required: the
//! tests then run, and fail if the readers are missing. A build for use (`cargo install`) runs
//! nothing.

use std::process::{Command, Stdio};

fn main() {
    println!("cargo::rustc-check-cfg=cfg(finq_readers)");
    println!("cargo::rustc-check-cfg=cfg(finq_spark)");
    println!("cargo::rustc-check-cfg=cfg(finq_python)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=FINQ_TEST_PYTHON");
    println!("cargo::rerun-if-env-changed=CI");
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let python = std::env::var("FINQ_TEST_PYTHON").ok();
    if !ci && python.is_none() {
        return;
    }
    let python = python.unwrap_or_else(|| "python3".to_string());
    let runs = |program: &str, args: &[&str]| {
        Command::new(program).args(args).stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok_and(|s| s.success())
    };
    // The standardization's independent reader needs Python's standard library only.
    if ci || runs(&python, &["-c", "import csv, decimal, json, zipfile"]) {
        println!("cargo::rustc-cfg=finq_python");
    }
    if ci || runs(&python, &["-c", "import pyarrow, pyarrow.dataset, duckdb"]) {
        println!("cargo::rustc-cfg=finq_readers");
    }
    if ci || (runs(&python, &["-c", "import pyspark"]) && runs("java", &["-version"])) {
        println!("cargo::rustc-cfg=finq_spark");
    }
}
