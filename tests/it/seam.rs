//! The source seam: sources are told apart only in their own folders and in
//! `src/sources/mod.rs` (settings map the command line's values to them in `src/settings/`); a local
//! source (the demo) needs no base URL, no network and no cache, and doctor checks it as it is.

use std::path::{Path, PathBuf};

use crate::common::{Finq, demo, run};

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
    let seam_path = root.join("src/sources/mod.rs");
    let seam = std::fs::read_to_string(&seam_path).unwrap();
    let variants = variants(&seam);
    assert!(variants.len() >= 4 && variants.iter().any(|v| v == "Demo"), "{variants:?}");
    let folders: Vec<String> = std::fs::read_dir(root.join("src/sources"))
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
        let own = rel.strip_prefix("src/sources/").and_then(|r| r.split_once('/')).map(|(f, _)| f);
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for folder in folders.iter().filter(|f| Some(f.as_str()) != own) {
                if names(line, folder) {
                    found.push(format!("{rel}:{}: {folder}:: in {}", n + 1, line.trim()));
                }
            }
            // Settings map the command line's values to sources: that is the one other place.
            if rel.starts_with("src/settings/") {
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

/// `text` with its comments and the insides of its string and character literals blanked
/// (newlines kept, so line numbers stay): what is left is code, where a name is a dependency.
pub(crate) fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let blank =
        |out: &mut Vec<u8>, bytes: &[u8]| out.extend(bytes.iter().map(|c| if *c == b'\n' { b'\n' } else { b' ' }));
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        let end = if rest.starts_with(b"//") {
            rest.iter().position(|c| *c == b'\n').unwrap_or(rest.len())
        } else if rest.starts_with(b"/*") {
            rest.windows(2).position(|w| w == b"*/").map_or(rest.len(), |p| p + 2)
        } else if let Some(hashes) = raw_string_at(b, i) {
            // r"…", r#"…"#, br"…": ends at the quote followed by as many hashes.
            let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
            let open = rest.iter().position(|c| *c == b'"').unwrap() + 1;
            rest[open..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(rest.len(), |p| open + p + close.len())
        } else if rest[0] == b'"' {
            let mut j = 1;
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(rest.len())
        } else if rest[0] == b'\'' && (rest.get(1) == Some(&b'\\') || rest.get(2) == Some(&b'\'')) {
            // A character literal ('"', '\'', 'x'), not a lifetime ('a).
            rest.iter().skip(2).position(|c| *c == b'\'').map_or(rest.len(), |p| p + 3)
        } else {
            out.push(rest[0]);
            i += 1;
            continue;
        };
        blank(&mut out, &rest[..end]);
        i += end;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The number of hashes of a raw string literal that opens at `i`, if one does.
fn raw_string_at(b: &[u8], i: usize) -> Option<usize> {
    if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
        return None;
    }
    let j = if b[i..].starts_with(b"br") {
        i + 2
    } else if b[i] == b'r' {
        i + 1
    } else {
        return None;
    };
    let hashes = b[j..].iter().take_while(|c| **c == b'#').count();
    (b.get(j + hashes) == Some(&b'"')).then_some(hashes)
}

/// The identifiers of a line of code that contain a source's name (`edgar_user_agent`,
/// `Source::Demo`, `yahoo::BASE`), whatever their case.
fn naming<'a>(code: &'a str, names: &[String]) -> Vec<&'a str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
        .filter(|w| names.iter().any(|n| w.to_ascii_lowercase().contains(n.as_str())))
        .collect()
}

/// Where the command line's values name sources for the user (`--provider edgar`, `--demo`,
/// `FINQ_EDGAR_USER_AGENT`, the config's `edgar_user_agent`) and settings map them to the seam.
const COMMAND_LINE: [&str; 3] = ["src/cli/", "src/env.rs", "src/settings/"];

#[test]
fn no_code_outside_the_seam_and_the_command_line_names_a_source() {
    // Stricter than the test above: any identifier with a source's name in it (a field, a
    // function, an imported variant), in code, not comments or text. Test modules may name the
    // source they run against.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seam = std::fs::read_to_string(root.join("src/sources/mod.rs")).unwrap();
    let mut names: Vec<String> = variants(&seam).iter().map(|v| v.to_ascii_lowercase()).collect();
    for entry in std::fs::read_dir(root.join("src/sources")).unwrap().flatten() {
        if entry.path().is_dir() {
            names.push(entry.file_name().to_string_lossy().to_ascii_lowercase());
        }
    }
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    let mut found = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        if rel.starts_with("src/sources/")
            || COMMAND_LINE.iter().any(|c| rel.starts_with(c))
            || rel.ends_with("/tests.rs")
        {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let code = code_only(&text);
        for (n, line) in code.lines().enumerate() {
            if line.starts_with("#[cfg(test)]") {
                break;
            }
            for word in naming(line, &names) {
                found.push(format!("{rel}:{}: {word}", n + 1));
            }
        }
    }
    assert!(found.is_empty(), "code outside the seam and the command line names a source:\n{}", found.join("\n"));
}

#[test]
fn the_stricter_check_sees_code_and_only_code() {
    let names = ["edgar".to_string(), "demo".to_string()];
    let code =
        code_only("let a = settings.edgar_user_agent; // edgar\nlet s = \"edgar \\\" demo\"; let c = '\"'; x.demo\n");
    assert_eq!(code.lines().count(), 2);
    assert_eq!(naming(code.lines().next().unwrap(), &names), ["edgar_user_agent"]);
    assert_eq!(naming(code.lines().nth(1).unwrap(), &names), ["demo"]);
    let raw = code_only("let t = r#\"a \"quoted\" yahoo\"#; use Source::{Edgar, Demo};");
    assert_eq!(naming(&raw, &names), ["Edgar", "Demo"]);
    assert_eq!(naming(&code_only("fn f<'a>(x: &'a str) { edgar::go() }"), &names), ["edgar"]);
    assert_eq!(naming(&code_only("/* Source::Demo */ let r#type = 1;"), &names), Vec::<&str>::new());
}

#[test]
fn the_check_finds_a_source_named_elsewhere() {
    // The check above must be able to fail: it sees a path and a variant where they would be.
    assert!(names("use crate::sources::edgar::wire;", "edgar"));
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

#[test]
fn doctor_under_demo_reports_a_broken_config_and_checks_the_demo_all_the_same() {
    // --demo sets aside a config file that does not read, for doctor as for every command: the
    // file's failure is reported, and the demo's own checks still run (nothing "not run").
    let mut f = Finq::new();
    std::fs::write(f.config_dir.path().join("config.toml"), "timeout = \"x\n").unwrap();
    f.cmd.args(["--demo", "doctor"]);
    let r = run(f);
    assert_eq!(r.code, 2, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("FAIL configuration:") && r.stdout.contains("set aside under --demo"), "{}", r.stdout);
    assert!(r.stdout.contains("the demo's answers are bundled with finq"), "{}", r.stdout);
    assert!(r.stdout.contains("local: the demo answered the look-up"), "{}", r.stdout);
    assert!(r.stderr.contains("1 of 4 checks failed") && !r.stderr.contains("not run"), "{}", r.stderr);
    assert!(r.stdout.contains("ok   bulk store at "), "doctor says where the store is: {}", r.stdout);
    assert!(r.stdout.contains("3 quarters, 2009q3 to 2010q2"), "the demo's store, built: {}", r.stdout);
}
