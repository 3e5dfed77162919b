//! The source seam: sources are told apart only in their own folders and in
//! `src/api/source/mod.rs` (the command-line values that name them in `src/cli.rs`); a local
//! source (the demo) needs no base URL, no network and no cache, and doctor checks it as it is.

use std::path::{Path, PathBuf};

use crate::common::demo;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The variants of `enum Source`, read from the seam itself (so a new source is covered too).
fn variants(seam: &str) -> Vec<String> {
    let start = seam.find("pub enum Source {").expect("the seam defines Source");
    let body = &seam[start..start + seam[start..].find('}').unwrap()];
    body.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.starts_with("#[") && !l.starts_with("pub enum"))
        .filter_map(|l| l.strip_suffix(',').map(str::to_string))
        .collect()
}

/// What names a source in code: its module path (`edgar::`) or its variant (`Source::Edgar`).
fn names(line: &str, folder: &str) -> bool {
    let bytes = line.as_bytes();
    line.match_indices(&format!("{folder}::"))
        .any(|(at, _)| at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_'))
}

#[test]
fn sources_are_named_only_in_their_folders_and_the_seam() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seam_path = root.join("src/api/source/mod.rs");
    let seam = std::fs::read_to_string(&seam_path).unwrap();
    let variants = variants(&seam);
    assert!(variants.len() >= 4 && variants.iter().any(|v| v == "Demo"), "{variants:?}");
    let folders: Vec<String> = std::fs::read_dir(root.join("src/api/source"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(folders.iter().any(|f| f == "edgar") && folders.iter().any(|f| f == "demo"), "{folders:?}");

    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    let mut found = Vec::new();
    for file in files.iter().filter(|f| **f != seam_path) {
        let rel = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        // The folder this file belongs to, if it is a source's.
        let own = rel.strip_prefix("src/api/source/").and_then(|r| r.split_once('/')).map(|(f, _)| f);
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for folder in folders.iter().filter(|f| Some(f.as_str()) != own) {
                if names(line, folder) {
                    found.push(format!("{rel}:{}: {folder}:: in {}", n + 1, line.trim()));
                }
            }
            // The command line maps its values to sources: that is the one other place.
            if rel == "src/cli.rs" {
                continue;
            }
            for v in &variants {
                let variant = format!("Source::{v}");
                if line.match_indices(&variant).any(|(at, _)| {
                    !line[at + variant.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                }) {
                    found.push(format!("{rel}:{}: {variant} in {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "sources named outside their folder and the seam:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_source_named_elsewhere() {
    // The check above must be able to fail: it sees a path and a variant where they would be.
    assert!(names("use crate::api::source::edgar::wire;", "edgar"));
    assert!(names("edgar::headers(x)", "edgar"));
    assert!(!names("use super::not_edgar::x;", "edgar"));
    let seam = "pub enum Source {\n    /// a\n    #[default]\n    Last10k,\n    Edgar,\n}";
    assert_eq!(variants(seam), ["Last10k", "Edgar"]);
}

#[test]
fn doctor_checks_a_local_source_without_the_network() {
    // The demo is local: no base URL, no DNS, no request; doctor asks it the probe all the same.
    let r = demo(&["--base-url", "http://127.0.0.1:9", "doctor"]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("the demo's answers are bundled with finq"), "{}", r.stdout);
    assert!(r.stdout.contains("local: the demo answered the look-up"), "{}", r.stdout);
    assert!(!r.stdout.contains("DNS") && !r.stdout.contains("base URL"), "{}", r.stdout);
}
