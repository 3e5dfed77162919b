//! Random damage anywhere in a store: one byte flipped at a time, in any file (the four Parquet
//! files and the manifest), half of them where a question reads (each file's page index and
//! footer), and a statement and a screen asked each time: each answers exactly what the whole store
//! answers, or is exit 7 naming the damage — never a different answer, never a panic. (Before
//! finq's checksums, 3 of 80 such reads answered exit 0 with a filer silently missing.)

use std::path::{Path, PathBuf};

use crate::bulk::{finq, fixture_zip, parquet_file};
use crate::common::{json, run};

const QUESTIONS: [&[&str]; 2] = [
    &["--provider", "bulk", "balancesheet", "AAPL", "--quarterly", "-f", "json"],
    &["screen", "Assets", "--period", "2009Q2", "-f", "csv"],
];

#[test]
fn a_flipped_byte_anywhere_is_an_error_or_the_right_answer() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = fixture_zip(dir.path());
    assert_eq!(run(finq(&store, &["bulk", "import", zip.to_str().unwrap()])).code, 0);
    let right: Vec<String> = QUESTIONS.iter().map(|q| run(finq(&store, q)).stdout).collect();
    let manifest = json(&std::fs::read_to_string(store.join("manifest.json")).unwrap());
    let mut files: Vec<(PathBuf, Option<u64>)> = ["sub", "num", "pre", "tag"]
        .iter()
        .map(|t| (parquet_file(&store, t), manifest["quarters"]["2009q3"]["tails"][t]["at"].as_u64()))
        .collect();
    files.push((store.join("manifest.json"), None));

    // A fixed seed: a failure names the byte, and the same bytes are flipped every run.
    let mut rng = fastrand::Rng::with_seed(0x5eed_f11b);
    let (mut refused, mut right_anyway) = (0, 0);
    for round in 0..120 {
        let (path, tail) = &files[rng.usize(..files.len())];
        let good = std::fs::read(path).unwrap();
        // Half in the tail (page index, footer), where every question reads; half anywhere.
        let at = match tail {
            Some(t) if round % 2 == 0 => rng.usize(*t as usize..good.len()),
            _ => rng.usize(..good.len()),
        };
        let mut bad = good.clone();
        bad[at] ^= rng.u8(1..);
        std::fs::write(path, &bad).unwrap();
        for (q, want) in QUESTIONS.iter().zip(&right) {
            let r = run(finq(&store, q));
            let file = path.file_name().unwrap().to_string_lossy();
            match r.code {
                0 => {
                    assert_eq!(&r.stdout, want, "byte {at} of {file}: a different answer");
                    right_anyway += 1;
                }
                7 => {
                    assert!(r.stderr.contains("damaged"), "byte {at} of {file}: {}", r.stderr);
                    refused += 1;
                }
                code => panic!("byte {at} of {file}: exit {code}: {}", r.stderr),
            }
        }
        std::fs::write(path, &good).unwrap();
    }
    // Both happen: damage where a question reads is found, damage elsewhere changes nothing.
    assert!(refused > 40 && right_anyway > 40, "{refused} refused, {right_anyway} right");
    check_whole(&store);
}

/// The store is whole again: every file checks.
fn check_whole(store: &Path) {
    let r = run(finq(store, &["bulk", "verify"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
}
