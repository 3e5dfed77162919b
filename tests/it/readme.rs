//! The README tells the truth: its contents list reaches every section and its Commands block
//! names every command.

use std::path::Path;

use clap::CommandFactory;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
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

#[test]
fn the_contents_list_every_section_and_every_link_lands() {
    let text = readme();
    let headings = headings(&text);
    let anchors: Vec<String> = headings.iter().map(|(_, h)| anchor(h)).collect();
    let contents = text.lines().skip_while(|l| !l.starts_with("**Contents**")).take_while(|l| !l.is_empty());
    let contents: String = contents.collect::<Vec<_>>().join(" ");
    assert!(!contents.is_empty(), "the README has a **Contents** paragraph");
    for (level, heading) in headings.iter().filter(|(level, _)| *level == 2) {
        let link = format!("](#{})", anchor(heading));
        assert!(
            contents.contains(&link),
            "the contents lack the section {heading:?} (level {level}): add [{heading}]{link}"
        );
    }
    for link in contents.split("](#").skip(1) {
        let target = link.split(')').next().unwrap();
        assert!(anchors.iter().any(|a| a == target), "the contents link to #{target}, which is no heading");
    }
}

#[test]
fn the_commands_block_names_every_command() {
    let text = readme();
    let block = text.split("## Commands\n").nth(1).and_then(|rest| rest.split("```").nth(1)).unwrap();
    let words: Vec<&str> = block.split(|c: char| c.is_whitespace() || c == '|').collect();
    for command in finq::cli::Cli::command().get_subcommands().filter(|c| !c.is_hide_set()) {
        assert!(words.contains(&command.get_name()), "the Commands block lacks `{}`", command.get_name());
    }
}

#[test]
fn anchors_are_what_github_makes() {
    assert_eq!(anchor("Retries, time-outs and faults"), "retries-time-outs-and-faults");
    assert_eq!(anchor("`--jq`: filter the JSON"), "--jq-filter-the-json");
}
