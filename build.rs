//! Which of the test suite's outside readers can run here: the store read by pyarrow and DuckDB
//! (`finq_readers`), and by Spark (`finq_spark`: PySpark and a Java runtime); the standardized
//! statements checked against the SEC's text by Python's standard library (`finq_python`). Their
//! tests are marked ignored, with the reason, where these are missing, so that a skip shows in the
//! test summary instead of passing silently, and the build says what is missing in a warning.
//! The Python is the one `FINQ_TEST_PYTHON` names (as `.ci/run` does), else `python3` on PATH;
//! under `CI=true` every reader is required: the tests then run, and fail if one is missing. A
//! release build (`cargo install`) looks for nothing.

use std::process::{Command, Stdio};

fn main() {
    println!("cargo::rustc-check-cfg=cfg(finq_readers)");
    println!("cargo::rustc-check-cfg=cfg(finq_spark)");
    println!("cargo::rustc-check-cfg=cfg(finq_python)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=FINQ_TEST_PYTHON");
    println!("cargo::rerun-if-env-changed=CI");
    println!("cargo::rerun-if-env-changed=PATH");
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let named = std::env::var("FINQ_TEST_PYTHON").ok().filter(|p| !p.is_empty());
    if !ci && named.is_none() && std::env::var("PROFILE").is_ok_and(|p| p == "release") {
        return;
    }
    let python = named.clone().unwrap_or_else(|| "python3".to_string());
    let runs = |program: &str, args: &[&str]| {
        Command::new(program).args(args).stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok_and(|s| s.success())
    };
    let imports = |module: &str| runs(&python, &["-c", &format!("import {module}")]);
    // The standardization's independent reader needs Python's standard library only.
    let stdlib = runs(&python, &["-c", "import csv, decimal, json, zipfile"]);
    let missing: Vec<&str> = if stdlib {
        ["pyarrow", "duckdb", "pyspark"].into_iter().filter(|m| !imports(m)).collect()
    } else {
        Vec::new()
    };
    let java = runs("java", &["-version"]);
    if ci || stdlib {
        println!("cargo::rustc-cfg=finq_python");
    }
    if ci || (stdlib && !missing.contains(&"pyarrow") && !missing.contains(&"duckdb")) {
        println!("cargo::rustc-cfg=finq_readers");
    }
    if ci || (stdlib && !missing.contains(&"pyspark") && java) {
        println!("cargo::rustc-cfg=finq_spark");
    }
    if ci {
        return;
    }
    // Say what a skipped test lacks, once per build of the tests.
    let which = if named.is_some() { format!("FINQ_TEST_PYTHON ({python})") } else { "python3 on PATH".to_string() };
    if !stdlib {
        println!(
            "cargo::warning=no Python 3 found ({which}): the tests that check finq with readers of their own are \
             ignored; install Python 3, or set FINQ_TEST_PYTHON to one"
        );
        return;
    }
    let mut lacks: Vec<String> = missing.iter().map(|m| m.to_string()).collect();
    if !java {
        lacks.push("a Java runtime (for Spark)".to_string());
    }
    if !lacks.is_empty() {
        println!(
            "cargo::warning={which} lacks {}: the tests that read the store with them are ignored; \
             `pip install pyarrow duckdb pyspark` into it (or set FINQ_TEST_PYTHON to a Python that has them), \
             then `touch build.rs`",
            lacks.join(", ")
        );
    }
}
