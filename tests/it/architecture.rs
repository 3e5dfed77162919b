//! ARCHITECTURE.md tells the truth: its map names every folder and bottom module of `src/`, each
//! with the modules it may import, and no production file imports a module its row leaves out
//! (so an arrow up, or a new folder, fails here until the map says so).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::seam::code_only;

/// One row of the map: a folder (`src/model/`) or a file (`src/error.rs`), and what it may import.
#[derive(Debug)]
struct Row {
    place: String,
    may: BTreeSet<String>,
}

/// The rows of the table under `## The map`: the first cell's path, the last cell's modules (each
/// in backticks; "nothing" for none).
fn map(text: &str) -> Vec<Row> {
    let section = text.split("\n## The map\n").nth(1).expect("ARCHITECTURE.md has a section `## The map`");
    let section = section.split("\n## ").next().unwrap();
    let mut rows = Vec::new();
    for line in section.lines().filter(|l| l.starts_with("| `src/")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert!(cells.len() >= 3, "a row of the map has its place, its job and what it may import: {line}");
        let place = cells[0].trim_matches('`').to_string();
        let may = cells[cells.len() - 1].split('`').skip(1).step_by(2).map(str::to_string).collect();
        rows.push(Row { place, may });
    }
    rows
}

/// The crate's top-level modules a file's code names: `crate::x`, `use crate::{x, y::z}`, and in
/// the binary `finq::x`.
fn imports(code: &str, root: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let prefix = format!("{root}::");
    for (at, _) in code.match_indices(&prefix) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::{c, d}}`: the first segment of each top-level item.
            let (mut depth, mut start) = (0, 0);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.extend(first_segment(&group[start..i]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.extend(first_segment(&group[start..i]));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.extend(first_segment(rest));
        }
    }
    out
}

fn first_segment(path: &str) -> Option<String> {
    let word: String = path.trim().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    (!word.is_empty() && word != "self").then_some(word)
}

/// A file's production code: its code without the bodies of its test modules (`#[cfg(test)]`
/// before a `mod` with a body, public or not), and nothing of a `tests.rs`.
fn production(path: &Path) -> Option<String> {
    if path.file_name().is_some_and(|n| n == "tests.rs") {
        return None;
    }
    Some(without_test_modules(&code_only(&std::fs::read_to_string(path).unwrap())))
}

/// `code` (comments and literals already blanked, so braces are code's) with each test module's
/// body cut out.
fn without_test_modules(code: &str) -> String {
    const CFG: &str = "#[cfg(test)]";
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find(CFG) {
        let after = &rest[at + CFG.len()..];
        let item = after.trim_start();
        let item = item.strip_prefix("pub").map_or(item, |v| {
            let v = v.trim_start();
            v.strip_prefix('(').and_then(|v| v.split_once(')')).map_or(v, |(_, v)| v).trim_start()
        });
        let body = item.strip_prefix("mod ").map(|m| m.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
        let Some(body) = body.map(str::trim_start).filter(|b| b.starts_with('{')) else {
            out.push_str(&rest[..at + CFG.len()]);
            rest = after;
            continue;
        };
        out.push_str(&rest[..at]);
        let mut depth = 0;
        let end = body
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '{' => 1,
                    '}' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map_or(body.len(), |(i, _)| i + 1);
        rest = &body[end..];
    }
    out.push_str(rest);
    out
}

/// The top-level module a path of `src/` belongs to: `src/model/date.rs` -> `model`,
/// `src/error.rs` -> `error`.
fn module_of(rel: &str) -> String {
    let inside = rel.strip_prefix("src/").unwrap();
    inside.split('/').next().unwrap().trim_end_matches(".rs").to_string()
}

fn every_rs(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            every_rs(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_map_names_every_folder_and_what_each_may_import_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let rows = map(&text);
    let places: BTreeMap<String, &Row> = rows.iter().map(|r| (r.place.clone(), r)).collect();
    assert!(rows.len() >= 10, "the map was not found: {rows:?}");

    // Every folder and file of src/ (but lib.rs, the list of modules) has its row, and every row
    // its folder or file.
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("src")).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let place = if entry.path().is_dir() { format!("src/{name}/") } else { format!("src/{name}") };
        let code = place.ends_with(".rs") || place.ends_with('/');
        if code && place != "src/lib.rs" && !places.contains_key(&place) {
            missing.push(place);
        }
    }
    assert!(missing.is_empty(), "ARCHITECTURE.md's map lacks {missing:?}");
    for row in &rows {
        assert!(root.join(&row.place).exists(), "ARCHITECTURE.md maps {}, which is not in the tree", row.place);
    }
    let modules: BTreeSet<String> = rows.iter().map(|r| module_of(&r.place)).collect();
    for row in &rows {
        for m in &row.may {
            assert!(modules.contains(m), "{} may import `{m}`, which is no module of the map", row.place);
        }
    }

    // What each file imports is what its row allows.
    let mut files = Vec::new();
    every_rs(&root.join("src"), &mut files);
    let mut wrong = Vec::new();
    for file in files {
        let rel = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        if rel == "src/lib.rs" {
            continue;
        }
        let Some(code) = production(&file) else { continue };
        let own = module_of(&rel);
        let row = if rel.matches('/').count() == 1 { &places[&rel] } else { &places[&format!("src/{own}/")] };
        let root_name = if rel == "src/main.rs" { "finq" } else { "crate" };
        for import in imports(&code, root_name) {
            if import != own && !row.may.contains(&import) {
                wrong.push(format!("{rel} imports `{import}`, which {} may not", row.place));
            }
        }
    }
    assert!(wrong.is_empty(), "imports the map does not allow:\n{}", wrong.join("\n"));
}

#[test]
fn the_import_reader_sees_paths_and_groups() {
    let code = "use crate::{model::{A, B}, error::Result};\nlet x = crate::net::get(); use crate::store;\nnotcrate::x";
    assert_eq!(imports(code, "crate").into_iter().collect::<Vec<_>>(), ["error", "model", "net", "store"]);
    assert_eq!(imports("use finq::cli::Cli;", "finq").into_iter().collect::<Vec<_>>(), ["cli"]);
    let code = "use crate::a;\n#[cfg(test)]\npub(crate) mod fixture { use crate::b; fn f() { } }\nuse crate::c;\n#[cfg(test)]\nmod tests;\n";
    assert_eq!(imports(&without_test_modules(code), "crate").into_iter().collect::<Vec<_>>(), ["a", "c"]);
    assert_eq!(module_of("src/model/date.rs"), "model");
    assert_eq!(module_of("src/error.rs"), "error");
    let rows = map(
        "# x\n\n## The map\n| where | job | may import |\n|---|---|---|\n| `src/model/` | types | `error` |\n| `src/env.rs` | names | nothing |\n\n## Next\n| `src/no/` | x | `y` |\n",
    );
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].may.iter().collect::<Vec<_>>(), ["error"]);
    assert!(rows[1].may.is_empty());
}
