//! The checked-in completions and man pages match what the clap definitions generate now.
//! Refresh them with `cargo run -- generate-assets .` when this fails.

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{Finq, run};

fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for sub in ["completions", "man"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for e in entries {
            let e = e.unwrap();
            out.insert(format!("{sub}/{}", e.file_name().to_string_lossy()), std::fs::read(e.path()).unwrap());
        }
    }
    out
}

#[test]
fn completions_and_man_pages_are_fresh() {
    let fresh = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.arg("generate-assets").arg(fresh.path());
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = files(fresh.path());
    let have = files(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(want.len() >= 6, "five shells and at least one man page: {:?}", want.keys());
    let names = |m: &BTreeMap<String, Vec<u8>>| m.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&have), names(&want), "stale file list: run `cargo run -- generate-assets .`");
    for (name, bytes) in &want {
        assert!(have[name] == *bytes, "{name} is stale: run `cargo run -- generate-assets .`");
    }
}

#[test]
fn cargo_install_users_get_the_same_completions_and_man_pages_from_the_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (shell, file) in [
        ("bash", "finq.bash"),
        ("zsh", "_finq"),
        ("fish", "finq.fish"),
        ("powershell", "_finq.ps1"),
        ("elvish", "finq.elv"),
    ] {
        let mut f = Finq::new();
        f.cmd.args(["completions", shell]);
        let r = run(f);
        assert_eq!(r.code, 0, "{shell}: {}", r.stderr);
        let want = std::fs::read_to_string(root.join("completions").join(file)).unwrap();
        assert!(r.stdout == want, "`finq completions {shell}` differs from completions/{file}");
    }
    let dir = tempfile::tempdir().unwrap();
    let mut f = Finq::new();
    f.cmd.arg("man").arg(dir.path().join("man"));
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let written = files(dir.path());
    let have: BTreeMap<String, Vec<u8>> =
        files(root).into_iter().filter(|(name, _)| name.starts_with("man/")).collect();
    assert_eq!(written, have, "`finq man DIR` writes the checked-in pages");
    assert!(have.contains_key("man/finq-completions.1") && have.contains_key("man/finq-man.1"));
    let mut f = Finq::new();
    f.cmd.arg("man");
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.as_bytes(), &have["man/finq.1"][..], "`finq man` prints finq(1)");
    // A shell finq does not know is a usage error.
    let mut f = Finq::new();
    f.cmd.args(["completions", "tcsh"]);
    assert_eq!(run(f).code, 2);
}

#[test]
fn every_licence_cargo_toml_names_has_its_full_text() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest: toml::Table = std::fs::read_to_string(root.join("Cargo.toml")).unwrap().parse().unwrap();
    let expression = manifest["package"]["license"].as_str().unwrap();
    let named: Vec<&str> = expression.split_whitespace().filter(|w| !matches!(*w, "OR" | "AND" | "WITH")).collect();
    assert!(!named.is_empty(), "{expression}");
    for id in named {
        // Each licence's own file, with the text that makes it that licence, whole.
        let (file, marks): (&str, &[&str]) = match id {
            "MIT" => ("LICENSE-MIT", &["Permission is hereby granted, free of charge", "NONINFRINGEMENT"]),
            "Apache-2.0" => (
                "LICENSE-APACHE",
                &[
                    "Version 2.0, January 2004",
                    "9. Accepting Warranty or Additional Liability",
                    "END OF TERMS AND CONDITIONS",
                ],
            ),
            other => panic!("a licence this test does not know: {other}"),
        };
        let text = std::fs::read_to_string(root.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        for mark in marks {
            assert!(text.contains(mark), "{file} lacks {mark:?}");
        }
    }
}

/// `finq completions zsh | head -1`: the reader goes after one line, and finq exits 0 quietly (as
/// docs/reference.md promises for every command), in all five shells. Each script is larger than a
/// pipe holds, so the write after the reader went always fails.
#[test]
fn completions_into_a_pipe_closed_after_one_line_end_quietly() {
    use std::io::BufRead;
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let mut f = Finq::new();
        f.cmd.args(["completions", shell]);
        let mut child =
            f.std_command().stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
        let mut first = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
        assert!(!first.is_empty(), "{shell}");
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{shell}");
    }
}

/// The README's man line, for a `cargo install`: pages written to `~/.cargo/share/man/man1` are
/// what `man` finds with `~/.cargo/bin` on PATH and nothing else set (man-db looks beside each
/// folder of PATH); `~/.local/share/man/man1`, which the README named before, is not.
#[cfg(unix)]
#[test]
fn the_readmes_man_pages_are_found_by_man() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let line = readme.lines().find(|l| l.starts_with("finq man ")).expect("the README's man line");
    let folder = line.split_whitespace().nth(2).unwrap();
    let home = tempfile::tempdir().unwrap();
    let bin = home.path().join(".cargo/bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(assert_cmd::cargo::cargo_bin("finq"), bin.join("finq")).unwrap();
    let folder = folder.replacen('~', &home.path().display().to_string(), 1);
    let mut f = Finq::new();
    f.cmd.args(["man", &folder]);
    assert_eq!(run(f).code, 0);
    let man = std::process::Command::new("man")
        .args(["-w", "finq-income"])
        .env_clear()
        .env("HOME", home.path())
        .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
        .output()
        .expect("the test needs man (man-db)");
    let found = String::from_utf8_lossy(&man.stdout);
    assert!(
        man.status.success() && found.trim_end().ends_with("finq-income.1"),
        "{found}{}",
        String::from_utf8_lossy(&man.stderr)
    );
    assert!(found.starts_with(&home.path().display().to_string()), "{found}");
}
