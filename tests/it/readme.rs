//! The documents tell the truth. The manual — README.md, GUIDE.md and docs/*.md — is checked for
//! what a reader relies on: each document's contents reach every section, every link between the
//! documents lands, the README's Commands section and docs/reference.md name every command and
//! flag the binary knows, and every example runs as written.

use std::path::{Path, PathBuf};

use clap::CommandFactory;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(name: &str) -> String {
    std::fs::read_to_string(root().join(name)).unwrap_or_else(|e| panic!("reading {name}: {e}"))
}

fn readme() -> String {
    read("README.md")
}

/// The manual, by path from the repository's root: README.md, GUIDE.md, then docs/*.md by name.
fn manual() -> Vec<(String, String)> {
    let mut docs: Vec<String> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    docs.sort();
    let mut names = vec!["README.md".to_string(), "GUIDE.md".to_string()];
    names.extend(docs);
    names.into_iter().map(|n| (n.clone(), read(&n))).collect()
}

/// Every document a link may start from: the manual and the other documents beside it.
fn documents() -> Vec<(String, String)> {
    let mut all = manual();
    for other in ["ARCHITECTURE.md", "BENCHMARKS.md", "FUZZING.md"] {
        all.push((other.to_string(), read(other)));
    }
    all
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The headings outside code blocks (a `# comment` in a shell block is not one).
fn headings(text: &str) -> Vec<(usize, String)> {
    let mut in_code = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            let level = line.chars().take_while(|c| *c == '#').count();
            out.push((level, line[level..].trim().to_string()));
        }
    }
    out
}

/// The anchors of a document's headings as GitHub makes them, a repeated one numbered (`-1`, `-2`).
fn anchors(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, heading) in headings(text) {
        let base = anchor(&heading);
        let seen = out
            .iter()
            .filter(|a| **a == base || a.strip_prefix(&format!("{base}-")).is_some_and(|n| n.parse::<u32>().is_ok()))
            .count();
        out.push(if seen == 0 { base } else { format!("{base}-{seen}") });
    }
    out
}

/// The lines of the section under the first heading `is` accepts: up to the next heading of its
/// level or higher.
fn section(text: &str, is: impl Fn(&str) -> bool) -> Option<Vec<&str>> {
    let mut in_code = false;
    let mut level = None;
    let mut lines = Vec::new();
    for line in text.lines() {
        let fence = line.trim_start().starts_with("```");
        let heading = !in_code && !fence && line.starts_with('#');
        if fence {
            in_code = !in_code;
        }
        if heading {
            let depth = line.chars().take_while(|c| *c == '#').count();
            match level {
                Some(l) if depth <= l => return Some(lines),
                None if is(line[depth..].trim()) => {
                    level = Some(depth);
                    continue;
                }
                _ => {}
            }
        }
        if level.is_some() {
            lines.push(line);
        }
    }
    level.map(|_| lines)
}

/// Whether `text` names the long flag `flag` (`--as-of`, not a longer flag that starts so).
fn names_flag(text: &str, flag: &str) -> bool {
    let wanted = format!("--{flag}");
    text.match_indices(&wanted).any(|(i, _)| {
        let after = text[i + wanted.len()..].chars().next();
        !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

/// A command the binary shows: its path (`bulk quality`), its own long flags and visible aliases.
#[derive(Debug)]
struct Shown {
    path: String,
    flags: Vec<String>,
    aliases: Vec<String>,
}

/// Every command the binary shows (not the hidden ones), nested ones included; then the global
/// flags.
fn command_line() -> (Vec<Shown>, Vec<String>) {
    fn walk(cmd: &clap::Command, path: &str, out: &mut Vec<Shown>) {
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let path = if path.is_empty() { sub.get_name().to_string() } else { format!("{path} {}", sub.get_name()) };
            let flags = sub
                .get_arguments()
                .filter(|a| !a.is_hide_set() && !a.is_global_set())
                .filter_map(|a| a.get_long().map(String::from))
                .filter(|l| l != "help" && l != "version")
                .collect();
            let aliases = sub.get_visible_aliases().map(String::from).collect();
            out.push(Shown { path: path.clone(), flags, aliases });
            walk(sub, &path, out);
        }
    }
    let cli = finq::cli::Cli::command();
    let mut commands = Vec::new();
    walk(&cli, "", &mut commands);
    let globals = cli
        .get_arguments()
        .filter(|a| !a.is_hide_set())
        .filter_map(|a| a.get_long().map(String::from))
        .filter(|l| l != "help" && l != "version")
        .collect();
    (commands, globals)
}

#[test]
fn each_documents_contents_list_every_section_and_every_link_lands() {
    for (name, text) in manual() {
        let headings = headings(&text);
        let anchors: Vec<String> = headings.iter().map(|(_, h)| anchor(h)).collect();
        let contents = text.lines().skip_while(|l| !l.starts_with("**Contents**")).take_while(|l| !l.is_empty());
        let contents: String = contents.collect::<Vec<_>>().join(" ");
        assert!(!contents.is_empty(), "{name} has a **Contents** paragraph");
        for (level, heading) in headings.iter().filter(|(level, _)| *level == 2) {
            let link = format!("](#{})", anchor(heading));
            assert!(
                contents.contains(&link),
                "{name}: the contents lack the section {heading:?} (level {level}): add [{heading}]{link}"
            );
        }
        for link in contents.split("](#").skip(1) {
            let target = link.split(')').next().unwrap();
            assert!(anchors.iter().any(|a| a == target), "{name}: the contents link to #{target}, which is no heading");
        }
    }
}

/// The links of a document outside code: each `](target)` with the line it is on. Code blocks,
/// inline code and HTML comments are left out first (`jq '.[](…)'` is no link).
fn links(text: &str) -> Vec<(usize, String)> {
    let mut prose = String::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            prose.push('\n');
        } else if in_code {
            prose.push('\n');
        } else {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    // Blank out comments and code spans, keeping the line breaks so that line numbers hold.
    let blank = |s: &mut String, open: &str, close: &str| {
        let mut from = 0;
        while let Some(start) = s[from..].find(open).map(|i| i + from) {
            let Some(end) = s[start + open.len()..].find(close).map(|i| i + start + open.len() + close.len()) else {
                break;
            };
            let kept: String = s[start..end].chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
            s.replace_range(start..end, &kept);
            from = start + kept.len();
        }
    };
    blank(&mut prose, "<!--", "-->");
    blank(&mut prose, "``", "``");
    blank(&mut prose, "`", "`");
    let mut out = Vec::new();
    for (n, line) in prose.lines().enumerate() {
        for part in line.split("](").skip(1) {
            if let Some(target) = part.split(')').next() {
                out.push((n + 1, target.to_string()));
            }
        }
    }
    out
}

#[test]
fn every_link_between_the_documents_lands_on_a_file_and_a_heading() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, text) in documents() {
        let dir = Path::new(&name).parent().unwrap_or(Path::new("")).to_path_buf();
        for (line, target) in links(&text) {
            if target.starts_with("http://") || target.starts_with("https://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target.as_str(), None),
            };
            let (path, body) = if file.is_empty() {
                (PathBuf::from(&name), Some(text.clone()))
            } else {
                let path = normalize(&dir.join(file));
                let body = std::fs::read_to_string(root().join(&path)).ok();
                if !root().join(&path).exists() {
                    failures.push(format!("{name} line {line}: ({target}): no file {}", path.display()));
                    continue;
                }
                (path, body)
            };
            if let Some(fragment) = fragment {
                let Some(body) = body.filter(|_| path.extension().is_some_and(|e| e == "md")) else {
                    failures
                        .push(format!("{name} line {line}: ({target}): an anchor into a file that is not markdown"));
                    continue;
                };
                if !anchors(&body).iter().any(|a| a == fragment) {
                    failures
                        .push(format!("{name} line {line}: ({target}): {} has no heading #{fragment}", path.display()));
                }
            }
        }
    }
    assert!(checked > 100, "the links were not found: {checked}");
    assert!(failures.is_empty(), "links that land nowhere:\n{}", failures.join("\n"));
}

/// `docs/../GUIDE.md` as `GUIDE.md`.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[test]
fn the_readmes_commands_section_names_every_command_and_flag() {
    let text = readme();
    let lines = section(&text, |h| h == "Commands").expect("the README has a Commands section");
    let section = lines.join("\n");
    let block = section.split("```").nth(1).expect("the Commands section's block");
    let words: Vec<&str> = block.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).collect();
    let (commands, globals) = command_line();
    for Shown { path, flags, aliases } in &commands {
        let name = path.rsplit(' ').next().unwrap();
        assert!(words.contains(&name), "the Commands block lacks `{path}`");
        for flag in flags {
            assert!(names_flag(block, flag), "the Commands block lacks `--{flag}` of `{path}`");
        }
        for alias in aliases {
            assert!(
                section.contains(&format!("`{alias}`")),
                "the Commands section lacks the alias `{alias}` of `{path}`"
            );
        }
    }
    for flag in &globals {
        assert!(names_flag(&section, flag), "the Commands section lacks the global option `--{flag}`");
    }
}

#[test]
fn the_reference_names_every_command_flag_variable_and_exit_code() {
    let text = read("docs/reference.md");
    let (commands, globals) = command_line();
    assert!(commands.iter().any(|c| c.path == "bulk quality") && commands.len() > 30, "{commands:?}");
    for Shown { path, flags, aliases } in &commands {
        let named = format!("`finq {path}`");
        let lines = section(&text, |h| h.contains(&named))
            .unwrap_or_else(|| panic!("docs/reference.md has no heading naming {named}"));
        let body = lines.join("\n");
        for flag in flags {
            assert!(names_flag(&body, flag), "docs/reference.md: the section of {named} lacks `--{flag}`");
        }
        for alias in aliases {
            assert!(
                body.contains(&format!("`{alias}`")),
                "docs/reference.md: the section of {named} lacks its alias `{alias}`"
            );
        }
    }
    let global_options = section(&text, |h| h == "Global options").expect("a Global options section").join("\n");
    for flag in &globals {
        assert!(names_flag(&global_options, flag), "docs/reference.md: Global options lacks `--{flag}`");
    }

    let help = |topic: &str| {
        let out =
            std::process::Command::new(assert_cmd::cargo::cargo_bin("finq")).args(["help", topic]).output().unwrap();
        assert!(out.status.success(), "finq help {topic}");
        String::from_utf8(out.stdout).unwrap()
    };
    let environment =
        section(&text, |h| h == "Environment variables").expect("an Environment variables section").join("\n");
    let variables: Vec<String> = help("environment")
        .split(|c: char| !(c.is_ascii_uppercase() || c == '_'))
        .filter(|w| (w.len() > 3 && w.contains('_')) || *w == "COLUMNS")
        .map(String::from)
        .collect();
    assert!(variables.iter().any(|v| v == "FINQ_STORE_DIR") && variables.len() > 15, "{variables:?}");
    for variable in &variables {
        assert!(
            environment.contains(&format!("`{variable}`")),
            "docs/reference.md: Environment variables lacks `{variable}`"
        );
    }
    let exit_codes = section(&text, |h| h == "Exit codes").expect("an Exit codes section").join("\n");
    let codes: Vec<String> = help("exit-codes")
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next())
        .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
        .map(String::from)
        .collect();
    assert!(codes.iter().any(|c| c == "143") && codes.len() > 12, "{codes:?}");
    for code in &codes {
        assert!(exit_codes.contains(&format!("\n| {code} |")), "docs/reference.md: Exit codes lacks a row for {code}");
    }
}

#[test]
fn anchors_are_what_github_makes() {
    assert_eq!(anchor("Retries, time-outs and faults"), "retries-time-outs-and-faults");
    assert_eq!(anchor("`--jq`: filter the JSON"), "--jq-filter-the-json");
    assert_eq!(
        anchors("# A\n## Screen\n```sh\n# no heading\n```\n### Screen\n## Screen"),
        ["a", "screen", "screen-1", "screen-2"]
    );
}

#[test]
fn the_link_reader_leaves_code_out() {
    let text = "[a](GUIDE.md#x) `jq '.[](y)'` and\n```sh\n[b](z)\n```\n<!-- [c](w) -->[d](docs/store.md)\n";
    assert_eq!(links(text), [(1, "GUIDE.md#x".to_string()), (5, "docs/store.md".to_string())]);
    assert_eq!(normalize(Path::new("docs/../GUIDE.md")), PathBuf::from("GUIDE.md"));
}

// ---------------------------------------------------------------------------------------------
// Every example of the manual is run.
//
// What runs: each `finq …` line (or `… | finq …`) of a ```sh (or bash, shell) block, each
// `$ finq …` line of any other block, and each inline `finq --demo …` in the prose; `cargo run
// --release -- ARGS` counts as `finq ARGS`; other lines (cargo, curl, export) are not run. A line passes when it exits 0
// and prints something on stdout or writes a file (a redirect, `-o`, `--out`, `config init`).
//
// How a document marks an example (an HTML comment on the line just before a block, so that
// readers do not see it, or a comment on the line itself, which they do):
// - nothing: run with `--demo` (the bundled data);
// - `<!-- examples: sec -->`: run against this suite's loopback SEC and Yahoo (Apple's and NVIDIA's
//   real SEC documents, Apple's two 10-Qs as filed, Yahoo's recorded charts of AAPL, MSFT and GOOG),
//   with no key, for blocks about live sources;
// - `<!-- examples: bulk -->`: run with `FINQ_STORE_DIR` at a bulk store holding the real 2009q3
//   quarter (tests/fixtures/fsds), with no key, for blocks about the store;
// - `<!-- examples: not run: REASON -->`: the block needs what a test cannot give (a server it
//   starts and keeps running, say); REASON says what;
// - `# exit N` on a line: the example is meant to fail, with exit N.
// What the test gives every block: a fresh HOME and working folder holding `tickers.txt` (AAPL and
// NVDA), and `MY_KEY` and `LAST10K_KEY` set to the suite's fake key. Lines of one block run in
// order in the same folders, as a reader would run them.

/// Examples that fail today, each with the change that fixes it; an entry is removed when that
/// change lands (the test fails while an entry passes, so the list cannot go stale).
const KNOWN_FAILURES: &[(&str, &str)] = &[];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Demo,
    Sec,
    Bulk,
}

#[derive(Debug)]
struct Example {
    line: usize,
    block: usize,
    command: String,
    mode: Mode,
    exit: i32,
}

/// The shell comment of `line` (a `#` after a space, outside quotes), and the line without it.
fn split_comment(line: &str) -> (&str, Option<&str>) {
    let (mut single, mut double) = (false, false);
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match c {
            '\'' if !double => single = !single,
            '"' if !single => double = !double,
            '#' if !single && !double && prev.is_whitespace() => return (line[..i].trim_end(), Some(&line[i + 1..])),
            _ => {}
        }
        prev = c;
    }
    (line.trim_end(), None)
}

fn examples(doc: &str, text: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let mut marker: Option<String> = None;
    let mut block: Option<(String, Option<String>)> = None;
    let mut blocks = 0;
    for (n, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.starts_with("```") {
            block = match block {
                Some(_) => None,
                None => {
                    blocks += 1;
                    Some((trimmed.trim_start_matches('`').to_string(), marker.take()))
                }
            };
            continue;
        }
        let Some((lang, mark)) = &block else {
            marker = trimmed
                .strip_prefix("<!-- examples:")
                .and_then(|m| m.strip_suffix("-->"))
                .map(|m| m.trim().to_string());
            // Inline `finq --demo …` in the prose.
            for (i, span) in raw.split('`').enumerate() {
                if i % 2 == 1 && span.starts_with("finq ") && span.contains("--demo") {
                    out.push(Example { line: n + 1, block: 0, command: span.into(), mode: Mode::Demo, exit: 0 });
                }
            }
            continue;
        };
        let mode = match mark.as_deref() {
            None => Mode::Demo,
            Some("sec") => Mode::Sec,
            Some("bulk") => Mode::Bulk,
            Some(m) if m.starts_with("not run:") && m.len() > "not run:".len() + 3 => continue,
            Some(m) => panic!("{doc} line {}: unknown examples marker {m:?}", n + 1),
        };
        let shell = matches!(lang.as_str(), "sh" | "bash" | "shell");
        let line = match trimmed.strip_prefix("$ ") {
            Some(l) => l,
            None if shell => trimmed,
            None => continue,
        };
        let line = line.replacen("cargo run --release -- ", "finq ", 1);
        if !line.starts_with("finq ") && !line.contains("| finq ") {
            continue;
        }
        let (command, comment) = split_comment(&line);
        let exit = comment
            .and_then(|c| c.trim().strip_prefix("exit "))
            .and_then(|c| c.split(|ch: char| !ch.is_ascii_digit()).next())
            .and_then(|d| d.parse().ok())
            .unwrap_or(0);
        out.push(Example { line: n + 1, block: blocks, command: command.to_string(), mode, exit });
    }
    out
}

/// Every file under `dir` with its size and time, to see whether a line wrote anything.
fn tree(dir: &Path) -> Vec<(std::path::PathBuf, u64, Option<std::time::SystemTime>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let meta = e.metadata().unwrap();
            if meta.is_dir() {
                stack.push(e.path());
            } else {
                out.push((e.path(), meta.len(), meta.modified().ok()));
            }
        }
    }
    out.sort();
    out
}

/// The loopback SEC (Apple's documents and 10-Qs as filed, NVIDIA's documents) and Yahoo (AAPL,
/// MSFT and GOOG charts) on one host.
async fn loopback_sources() -> wiremock::MockServer {
    use wiremock::matchers::path;
    use wiremock::{Mock, ResponseTemplate};
    let server = crate::edgar::sec_with_filings().await;
    let edgar = |name: &str| crate::common::fixture_unzipped(&format!("edgar-real/{name}"));
    let mut bodies = vec![
        ("/submissions/CIK0001045810.json".to_string(), edgar("submissions/CIK0001045810.nvidia.fairvalue.json")),
        (
            "/api/xbrl/companyfacts/CIK0001045810.json".to_string(),
            edgar("companyfacts/CIK0001045810.nvidia.fairvalue.json.gz"),
        ),
    ];
    for (symbol, file) in [
        ("AAPL", "chart-AAPL-2020-08-31-to-2020-11-07-split-dividend.json"),
        ("MSFT", "chart-MSFT-2021-02-01-to-2022-01-31-dividends.json"),
        ("GOOG", "chart-GOOG-2020-01-01-to-2020-01-03.json"),
    ] {
        bodies.push((format!("/v8/finance/chart/{symbol}"), crate::market::chart(file)));
    }
    for (p, body) in bodies {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    server
}

/// Runs `example` in `root` (its HOME and working folder); what went wrong, if anything.
fn run_example(example: &Example, root: &Path, cache: &Path, server: &str, store: &Path) -> Option<String> {
    let bin = assert_cmd::cargo::cargo_bin("finq");
    let demo = if example.mode == Mode::Demo && !example.command.contains("--demo") { "--demo " } else { "" };
    let script = format!("finq() {{ \"$FINQ_BIN\" {demo}\"$@\"; }}\n{}\n", example.command);
    let mut cmd = std::process::Command::new("timeout");
    cmd.args(["120", "bash", "-o", "pipefail", "-c", &script])
        .current_dir(root.join("work"))
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", root.join("home"))
        .env("FINQ_BIN", bin)
        .env("FINQ_CACHE_DIR", cache)
        .env("COLUMNS", "100")
        .env("MY_KEY", crate::common::TEST_KEY)
        .env("LAST10K_KEY", crate::common::TEST_KEY);
    if example.mode == Mode::Bulk {
        cmd.env("FINQ_STORE_DIR", store).env_remove("MY_KEY").env_remove("LAST10K_KEY");
    }
    if example.mode == Mode::Sec {
        cmd.env("FINQ_BASE_URL", server)
            .env("FINQ_MARKET_BASE_URL", server)
            .env("FINQ_EDGAR_USER_AGENT", "Readme Example readme@example.com");
    }
    let before = tree(root);
    let out = cmd.output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(!stdout.contains(crate::common::TEST_KEY) && !stderr.contains(crate::common::TEST_KEY), "the key leaked");
    let code = out.status.code().unwrap_or(-1);
    let wrote = tree(root) != before;
    let said = stderr.lines().last().unwrap_or("").to_string();
    if code != example.exit {
        Some(format!("exit {code} (the document says {}): {said}", example.exit))
    } else if example.exit == 0 && stdout.trim().is_empty() && !wrote {
        Some(format!("printed nothing and wrote nothing: {said}"))
    } else {
        None
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn every_example_in_the_documents_runs() {
    let documents: Vec<(String, Vec<Example>)> =
        manual().into_iter().map(|(name, text)| (name.clone(), examples(&name, &text))).collect();
    let count = |name: &str| documents.iter().find(|(n, _)| n == name).map_or(0, |(_, e)| e.len());
    let total: usize = documents.iter().map(|(_, e)| e.len()).sum();
    // The documents that teach by example have their examples found (a marker or fence the
    // reader missed would make a document's count fall).
    for (name, least) in [("README.md", 10), ("GUIDE.md", 60), ("docs/reference.md", 4)] {
        assert!(count(name) >= least, "{name}'s examples were not found: {} of at least {least}", count(name));
    }
    assert!(total > 80, "the documents' examples were not found: {total}");
    let server = loopback_sources().await;
    let cache = tempfile::tempdir().unwrap();
    // The bulk store the `bulk` blocks read: the real 2009q3 quarter, imported once.
    let store = tempfile::tempdir().unwrap();
    let zip = store.path().join("2009q3.zip");
    std::fs::write(&zip, crate::common::fixture("fsds/2009q3.zip")).unwrap();
    let imported = std::process::Command::new(assert_cmd::cargo::cargo_bin("finq"))
        .args(["bulk", "import", "-q"])
        .arg(&zip)
        .env("FINQ_STORE_DIR", store.path().join("store"))
        .output()
        .unwrap();
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    let mut roots: std::collections::HashMap<(usize, usize), tempfile::TempDir> = std::collections::HashMap::new();
    let mut failures = Vec::new();
    for (d, (name, examples)) in documents.iter().enumerate() {
        for example in examples {
            // One HOME and working folder per block (each inline example has its own).
            let key = if example.block == 0 { (d, usize::MAX - example.line) } else { (d, example.block) };
            let root = roots.entry(key).or_insert_with(|| {
                let root = tempfile::tempdir().unwrap();
                for dir in ["home", "work"] {
                    std::fs::create_dir(root.path().join(dir)).unwrap();
                }
                std::fs::write(root.path().join("work/tickers.txt"), "AAPL\nNVDA\n").unwrap();
                root
            });
            let outcome = run_example(example, root.path(), cache.path(), &server.uri(), &store.path().join("store"));
            match (KNOWN_FAILURES.iter().find(|(c, _)| *c == example.command), outcome) {
                // Still failing, as listed.
                (Some(_), Some(_)) => {}
                (Some((c, fix)), None) => failures.push(format!(
                    "{name} line {}: `{c}` passes now: remove it from KNOWN_FAILURES ({fix})",
                    example.line
                )),
                (None, Some(why)) => {
                    failures.push(format!("{name} line {}: `{}`: {why}", example.line, example.command))
                }
                (None, None) => {}
            }
        }
    }
    assert!(failures.is_empty(), "examples that do not do what their document says:\n{}", failures.join("\n"));
}

#[test]
fn the_example_reader_understands_the_markers() {
    let text = "`finq --demo income AAPL` and `finq quote X`\n\n```sh\nfinq income AAPL   # the # in a comment\nfinq quote 'A#B' # exit 2: no such symbol\nprintf k | finq config set-key\ncargo test\n```\n\n<!-- examples: sec -->\n```sh\n$ finq cik AAPL\n```\n<!-- examples: not run: needs a running server -->\n```sh\nfinq serve\n```\n```\nfinq [OPTIONS]\n$ cargo run --release -- --demo prices AAPL\n```\n";
    let found = examples("test", text);
    let found: Vec<(&str, Mode, i32)> = found.iter().map(|e| (e.command.as_str(), e.mode, e.exit)).collect();
    assert_eq!(
        found,
        [
            ("finq --demo income AAPL", Mode::Demo, 0),
            ("finq income AAPL", Mode::Demo, 0),
            ("finq quote 'A#B'", Mode::Demo, 2),
            ("printf k | finq config set-key", Mode::Demo, 0),
            ("finq cik AAPL", Mode::Sec, 0),
            ("finq --demo prices AAPL", Mode::Demo, 0),
        ]
    );
}

/// The serve block of the README and of the guide, each run as written in a test of its own: the
/// keys exported, the contact set, `finq serve` started as the line says — with `--demo` for its
/// sources and port 0 for a free port (the two substitutions: no network here, and 8080 may be
/// taken) — then the curl line (curl, or the same request where curl is missing) and finq's own
/// client line against it.
#[test]
fn the_serve_examples_run_as_written() {
    let with_block: Vec<(String, String)> =
        manual().into_iter().filter(|(_, text)| text.contains("export FINQ_SERVE_KEYS=")).collect();
    let names: Vec<&str> = with_block.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["README.md", "GUIDE.md"], "the documents with a serve block");
    for (_, text) in &with_block {
        serve_block_runs_as_written(text);
    }
}

fn serve_block_runs_as_written(text: &str) {
    let from = text.find("export FINQ_SERVE_KEYS=").expect("the serve section's block");
    let block: Vec<&str> = text[from..].lines().take_while(|l| !l.starts_with("```")).collect();
    let line = |start: &str| {
        let l = block.iter().find(|l| l.starts_with(start)).unwrap_or_else(|| panic!("a line starting {start:?}"));
        split_comment(l).0.to_string()
    };
    let keys = line("export FINQ_SERVE_KEYS=");
    let keys = keys.split_once('=').unwrap().1.trim_matches('"').to_string();
    let config = tempfile::tempdir().unwrap();
    let finq = |args: &[&str]| {
        let mut f = crate::common::Finq::new();
        f.cmd.env_remove("FINQ_API_KEY").env("FINQ_CONFIG_DIR", config.path()).env("FINQ_SERVE_KEYS", &keys);
        f.cmd.args(args);
        f
    };
    let contact = line("finq config set-contact");
    let contact = contact.split('"').nth(1).unwrap();
    assert_eq!(crate::common::run(finq(&["config", "set-contact", contact])).code, 0);
    let serve = line("finq serve ");
    let mut args: Vec<String> = serve.split_whitespace().skip(1).map(String::from).collect();
    let listen = args.iter().position(|a| a == "--listen").unwrap() + 1;
    let readme_address = args[listen].clone();
    args[listen] = "127.0.0.1:0".into();
    args.insert(0, "--demo".into());
    let s = crate::serve::Served::start(finq(&args.iter().map(String::as_str).collect::<Vec<_>>()));
    let address = s.base.trim_start_matches("http://").to_string();

    // The curl line.
    let curl = line("curl ").replace(&readme_address, &address);
    let header = curl.split('"').nth(1).unwrap().to_string();
    let url = curl.split_whitespace().last().unwrap().to_string();
    let has_curl = std::process::Command::new("curl").arg("--version").output().is_ok_and(|o| o.status.success());
    let body = if has_curl {
        // The line as written; the runner's own proxies left out, as the suite leaves them out of finq.
        let mut command = std::process::Command::new("curl");
        for var in ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"] {
            command.env_remove(var);
        }
        let out = command.args(["-s", "-H", &header, &url]).output().unwrap();
        assert!(out.status.success(), "{curl}");
        String::from_utf8(out.stdout).unwrap()
    } else {
        let (name, value) = header.split_once(": ").unwrap();
        let key = (name == "Ocp-Apim-Subscription-Key").then_some(value);
        let (status, body) = s.get_with(url.trim_start_matches(&s.base), key);
        assert_eq!(status, 200, "{body}");
        body.to_string()
    };
    let answer = crate::common::json(&body);
    assert_eq!(answer["data"]["type"], "statement", "{body}");

    // finq's own client, its key in the environment as the line sets it.
    let client = line("FINQ_API_KEY=").replace(&readme_address, &address);
    let (assignment, command) = client.split_once(' ').unwrap();
    let key = assignment.split_once('=').unwrap().1;
    assert!(keys.split(',').any(|k| k == key), "the client's key is one the server accepts");
    let mut f = crate::common::Finq::new();
    f.cmd.env("FINQ_API_KEY", key).args(command.split_whitespace().skip(1));
    let r = crate::common::run(f);
    assert_eq!(r.code, 0, "{client}: {}", r.stderr);
    assert_eq!(crate::common::json(&r.stdout)["statement"], "income", "{}", r.stdout);
}

/// docs/standard.md lists the standardization's rules as `src/standard/fac.rules` holds them: a
/// row per concept (its sign convention, its elements in order, with their guards) and the
/// subtotals, lines read in place, relations and derivations verbatim.
#[test]
fn the_standardization_rules_are_listed_as_the_file_holds_them() {
    let rules = read("src/standard/fac.rules");
    let positive: Vec<&str> =
        rules.lines().filter_map(|l| l.strip_prefix("positive ")).flat_map(str::split_whitespace).collect();
    let mut rows = Vec::new();
    for l in rules.lines() {
        let Some(rest) = l.strip_prefix("concept ") else { continue };
        let (head, elements) = rest.split_once(':').unwrap();
        let w: Vec<&str> = head.split_whitespace().collect();
        let [name, stmt, period, kind, template] = w[..] else { panic!("{l}") };
        let listed: Vec<String> = match elements.trim() {
            "-" => vec![],
            e => e
                .split(';')
                .map(|part| match part.split_whitespace().collect::<Vec<_>>()[..] {
                    [tag] => tag.to_string(),
                    [tag, ref guard @ ..] if !guard.is_empty() => format!("{tag} ({})", guard.join(" ")),
                    _ => panic!("{part}"),
                })
                .collect(),
        };
        let template = if template == "all" { String::new() } else { format!(" ({template})") };
        let elements = if listed.is_empty() { "derived only".to_string() } else { listed.join(", ") };
        let sign = if positive.contains(&name) { "positive" } else { "either" };
        rows.push(format!("| {name} | {stmt} {period} {kind}{template} | {sign} | {elements} |"));
    }
    let text = read("docs/standard.md");
    let block = |marker: &str| {
        let from = text.find(&format!("<!-- fac.rules: {marker} -->")).expect(marker);
        let to = from + text[from..].find("<!-- /fac.rules -->").unwrap();
        text[from..to].to_string()
    };
    let concepts_block = block("concepts");
    let concepts: Vec<&str> = concepts_block
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| Concept"))
        .map(str::trim)
        .collect::<Vec<_>>();
    assert_eq!(concepts, rows, "docs/standard.md's concept rows differ from fac.rules");
    let rule = |l: &&str| ["relation ", "lowest ", "presented ", "derive "].iter().any(|w| l.starts_with(w));
    let relations: Vec<String> = rules.lines().filter(rule).map(String::from).collect();
    let listed: Vec<String> = block("relations").lines().filter(rule).map(String::from).collect();
    assert_eq!(listed, relations, "docs/standard.md's relations differ from fac.rules");
}
