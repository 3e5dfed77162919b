//! `finq help [COMMAND|TOPIC]`: clap's help for commands, plus the exit-code and environment
//! pages ([`crate::cli::pages`]), fitted to the width.

use crate::cli::pages::{environment_page, exit_codes_page};
use crate::error::Error;
use crate::render::Output;

/// `finq help`, `finq help income`, `finq help config set-key`, `finq help exit-codes`.
pub fn run(topic: &[String]) -> anyhow::Result<()> {
    let mut out = Output::open(None)?;
    match topic.first().map(String::as_str) {
        None => write!(out.writer(), "{}", crate::cli::command().render_long_help())?,
        Some("exit-codes" | "exit_codes" | "exit") => out.writer().write_all(fitted(&exit_codes_page()).as_bytes())?,
        Some("environment" | "env") => out.writer().write_all(fitted(&environment_page()).as_bytes())?,
        Some(_) => {
            let mut cli = crate::cli::command();
            cli.build();
            let mut cmd = &cli;
            for name in topic {
                cmd = cmd.find_subcommand(name).filter(|c| !c.is_hide_set()).ok_or_else(|| {
                    Error::usage(format!(
                        "no command or help topic {:?}; topics are exit-codes and environment",
                        topic.join(" ")
                    ))
                })?;
            }
            let mut cmd = cmd.clone().bin_name(format!("finq {}", topic.join(" ")));
            write!(out.writer(), "{}", cmd.render_long_help())?;
        }
    }
    out.finish()
}

/// The width help pages fit: `COLUMNS`, or the terminal's when the page goes to one; none (lines
/// whole, as tables in a pipe) otherwise.
fn width() -> Option<usize> {
    let columns = std::env::var(crate::env::COLUMNS).ok();
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let width = if terminal || columns.is_some() { crate::render::terminal_width(columns.as_deref()) } else { None };
    width.map(|w| w.max(40))
}

/// A help page fitted to the width, where there is one.
fn fitted(page: &str) -> String {
    match width() {
        Some(w) => fit(page, w),
        None => page.to_string(),
    }
}

/// A help page fitted to `width`: an entry's text (after its label, or continuing it on lines
/// indented as far) is one paragraph, wrapped under where it starts.
fn fit(page: &str, width: usize) -> String {
    let mut out = String::new();
    let lines: Vec<&str> = page.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        // Where the entry's text starts: after the label and its gap (two spaces or more).
        let indent = line.len() - line.trim_start().len();
        let start = line[indent..].find("  ").map(|g| {
            let after = &line[indent + g..];
            indent + g + (after.len() - after.trim_start().len())
        });
        let Some(start) = start.filter(|_| indent > 0) else {
            out.push_str(&wrap_paragraph(line, 0, width));
            i += 1;
            continue;
        };
        let mut text = line[start..].to_string();
        // Lines indented to the text's column continue it.
        while let Some(next) =
            lines.get(i + 1).filter(|l| l.len() > start && l.get(..start).is_some_and(|h| h.trim().is_empty()))
        {
            text.push(' ');
            text.push_str(next.trim());
            i += 1;
        }
        // Too narrow beside its label: the text on lines of its own, under it.
        let (head, start) = if width.saturating_sub(start) < 24 {
            out.push_str(line[..start].trim_end());
            out.push('\n');
            ("", indent + 4)
        } else {
            (&line[..start], start)
        };
        let wrapped = crate::render::wrap::wrap(&text, width.saturating_sub(start), 0);
        for (k, piece) in wrapped.iter().enumerate() {
            let head = if k == 0 { head } else { "" };
            out.push_str(&format!("{head:start$}{piece}\n"));
        }
        i += 1;
    }
    out
}

/// A line of prose (no label) wrapped to `width`.
fn wrap_paragraph(line: &str, indent: usize, width: usize) -> String {
    if line.trim().is_empty() {
        return "\n".into();
    }
    crate::render::wrap::wrap(line, width.saturating_sub(indent).max(20), 0).iter().map(|l| format!("{l}\n")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_fit_any_width_and_keep_every_word() {
        for page in [exit_codes_page(), environment_page()] {
            for width in [40, 60, 80, 100] {
                let fitted = fit(&page, width);
                for line in fitted.lines() {
                    assert!(line.chars().count() <= width, "{width}: {line}");
                }
                let words = |t: &str| t.split_whitespace().map(String::from).collect::<Vec<_>>();
                assert_eq!(words(&fitted), words(&page), "{width}");
            }
        }
        // An entry's text continues under where it starts.
        let fitted = fit(&exit_codes_page(), 60);
        let seven: Vec<&str> = fitted.lines().skip_while(|l| !l.starts_with("  7 ")).take(3).collect();
        assert!(seven[1].starts_with("       ") && !seven[1].starts_with("        "), "{seven:?}");
    }
}
