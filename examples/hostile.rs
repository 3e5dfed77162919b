//! Hostile documents at a chosen size, parsed once by finq's own parsers: for `scripts/bench-hostile`,
//! which runs this at growing sizes to show that time and memory grow linearly (issue 23).
//!
//! Usage: `hostile gen KIND BYTES FILE` writes a document; `hostile parse KIND FILE` reads it (into
//! a buffer of exactly its size), parses it and prints one line: kind, bytes, outcome, milliseconds
//! spent parsing, and the memory the parse took at its peak (`VmHWM` at the end less `VmRSS` before
//! the parse, in KiB: the document itself is not counted, what the parser builds from it is). The
//! two steps run as two processes so that nothing left over from generating is counted or reused.

#![allow(clippy::print_stdout)] // a benchmark tool: its output is its report

use std::time::Instant;

use finq::model::StatementKind;
use finq::sec::report;
use finq::sources::edgar::{filing, wire};
use finq::sources::last10k::wire as last10k;
use finq::sources::yahoo::chart;

/// A document of `kind` of about `size` bytes.
fn generate(kind: &str, size: usize) -> Vec<u8> {
    let fill = |unit: &str, head: &str, tail: &str| {
        let n = size.saturating_sub(head.len() + tail.len()) / unit.len();
        format!("{head}{}{tail}", unit.repeat(n)).into_bytes()
    };
    let page_head = r#"<html><body><table class="report"><tr><th class="tl">T - USD ($)<br> $ in Millions</th><th class="th">Mar. 28, 2026</th></tr>"#;
    let page_tail = "</table></body></html>";
    match kind {
        // FilingSummary.xml: 200k reports in 3.4 MB took 40 s; a stray & rescanned to the end.
        "summary-reports" => fill(
            "<Report><HtmlFileName>R9.htm</HtmlFileName><Position>9</Position></Report>",
            "<FilingSummary><MyReports>",
            "</MyReports></FilingSummary>",
        ),
        "summary-amp" => fill(
            "AT&T ",
            "<FilingSummary><MyReports><Report><LongName>",
            "</LongName></Report></MyReports></FilingSummary>",
        ),
        // The largest a field may be: one long name, read whole and kept to its 4 KiB.
        "summary-long" => fill(
            "Revenue ",
            "<FilingSummary><MyReports><Report><HtmlFileName>R2.htm</HtmlFileName><LongName>",
            "</LongName></Report></MyReports></FilingSummary>",
        ),
        // R pages: 100k nested divs in a label cell took 14 s, 40k unclosed <b> 26 s.
        "page-deep" => fill("<div>", &format!(r#"{page_head}<tr class="re"><td class="pl">"#), "x</td></tr></table>"),
        "page-unclosed" => fill("<b>", &format!(r#"{page_head}<tr class="re"><td class="pl">"#), "x</td></tr></table>"),
        // The header grid bomb: a 15 MB page of spans drove the CLI to 6.8 GB.
        "page-grid" => fill(
            r#"<tr><th colspan="999" rowspan="999">x</th><th colspan="999" rowspan="999">x</th></tr>"#,
            r#"<table class="report">"#,
            page_tail,
        ),
        // The worst nesting accepted: elements 250 deep, opened and closed again and again, each tag
        // padded to the node budget's 8 bytes (html5ever scans its stack of open elements for most
        // tags, so this is the most work per byte the budget lets through).
        "page-deepest" => fill(
            &format!("{}{}", "<div id>".repeat(250), "</div  >".repeat(250)),
            &format!(r#"{page_head}<tr class="re"><td class="pl">"#),
            "x</td></tr></table>",
        ),
        // An element and a text node every 8 bytes: as many nodes as tags, and as many again.
        "page-text" => {
            fill("<p>xxxxx", &format!(r#"{page_head}<tr class="re"><td class="pl">"#), "x</td></tr></table>")
        }
        // The most elements the budget lets through: a `<p>` (each closing the one before) every 10 bytes.
        "page-p" => fill("<p       >", &format!(r#"{page_head}<tr class="re"><td class="pl">"#), "x</td></tr></table>"),
        // A real R page (Apple's balance sheet of 2026, as the SEC wrote it), its body rows
        // repeated to the size: what real pages cost per byte.
        "page-real" => {
            let page = std::fs::read_to_string("tests/fixtures/edgar-filing/0000320193-26-000013/R4.htm").unwrap();
            let start = page.find("<tr class=\"r").unwrap();
            let end = page.find("</table>").unwrap();
            let rows = &page[start..end];
            fill(rows, &page[..start], &page[end..])
        }
        // The most values the budget lets a page yield: 64 date columns, and rows of 64 figures,
        // each cell just over the node budget (two nodes, 22 bytes).
        "page-wide" => {
            let dates: String = (1..=64).map(|d| format!("<th>Mar. {}, 2026</th>", d % 28 + 1)).collect();
            let head = format!(r#"<html><body><table class="report"><tr><th class="tl">T - USD ($)</th>{dates}</tr>"#);
            let row = format!(
                r#"<tr class="re"><td class="pl">Assets   </td>{}</tr>"#,
                r#"<td class="num">1</td>"#.repeat(64)
            );
            fill(&row, &head, page_tail)
        }
        // The densest markup: refused by the tag budget.
        "page-dense" => fill("<i></i>", page_head, page_tail),
        // The worst page accepted: as many rows as the budget allows, each a real-looking line.
        "page-rows" => fill(
            r#"<tr class="re"><td class="pl"><a onclick="x('defref_us-gaap_Assets')">Total assets</a></td><td class="nump">$ 1,234</td></tr>"#,
            page_head,
            page_tail,
        ),
        // EDGAR's JSON (companyfacts, submissions): read into typed values; one number with an
        // exponent sends the whole document through a tree of values to keep that number's text.
        "edgar-numbers" => fill("1,", r#"{"cik":320193,"facts":{},"x":[1e1,"#, "1]}"),
        "edgar-facts" => fill(
            r#"{"end":"","val":1,"accn":""},"#,
            r#"{"cik":320193,"facts":{"us-gaap":{"Revenues":{"units":{"USD":[{"end":"2024-09-28","val":1.5e3,"accn":"a"},"#,
            r#"{"end":"","val":1,"accn":""}]}}}}}"#,
        ),
        "submissions-empty" => {
            let n = size / 12;
            let column = vec![r#""""#; n].join(",");
            format!(
                r#"{{"cik":"320193","filings":{{"recent":{{"accessionNumber":[{column}],"filingDate":[{column}],"reportDate":[{column}],"form":[{column}]}}}}}}"#
            )
            .into_bytes()
        }
        // The classic service's JSON: read into a tree of values, then typed.
        "last10k-numbers" => fill("1,", r#"{"data":{"attributes":{"result":{}}},"x":["#, "1]}"),
        // The most the budget lets through: an object of one member every 25 bytes (two values).
        "last10k-dense" => fill(r#"{"abcdefghijklmnopqr":1},"#, r#"{"data":{"attributes":{"result":{}}},"x":["#, "1]}"),
        // The densest line items accepted: `result` may hold a member per 32 bytes (each read as
        // a line item of 150 to 200 bytes); every one a distinct name and a number with an exponent.
        "last10k-items" => {
            let head = r#"{"data":{"type":"statement","attributes":{"status":0,"result":{"#;
            let n = size.saturating_sub(head.len() + 4) / 33;
            let items: Vec<String> = (0..n).map(|i| format!(r#""k{i:025}":1e{}"#, i % 10)).collect();
            format!("{head}{}}}}}}}}}", items.join(",")).into_bytes()
        }
        // Yahoo's chart: 15.9 MiB took 721 MB.
        "chart" => {
            let per_bar = 11 + 6 * 14;
            let n = size / per_bar;
            let times: Vec<String> = (0..n).map(|i| (946_857_600 + 60 * i as i64).to_string()).collect();
            let series = (0..n).map(|i| format!("{}.{:09}", 100 + i % 50, i)).collect::<Vec<_>>().join(",");
            format!(
                r#"{{"chart":{{"result":[{{"meta":{{"currency":"USD","gmtoffset":-18000}},"timestamp":[{}],"indicators":{{"quote":[{{"close":[{series}],"high":[{series}],"low":[{series}],"open":[{series}],"volume":[{series}]}}],"adjclose":[{{"adjclose":[{series}]}}]}}}}]}}}}"#,
                times.join(",")
            )
            .into_bytes()
        }
        other => panic!("unknown kind {other}"),
    }
}

/// A line of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`); 0 where there is none.
fn status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':')?.trim().strip_suffix("kB")?.trim().parse().ok())
        .unwrap_or(0)
}

/// Parses `doc` as `kind` with finq's parser for it; says what came out.
fn parse(kind: &str, doc: &[u8]) -> String {
    let text = || String::from_utf8_lossy(doc);
    match kind {
        k if k.starts_with("summary") => match filing::reports(&text()) {
            Ok(r) => format!("{} reports", r.len()),
            Err(e) => format!("refused: {e}"),
        },
        k if k.starts_with("page") => match report::parse(&text()) {
            Ok(f) => format!("{} rows, {} columns", f.rows.len(), f.columns.len()),
            Err(e) => format!("refused: {e}"),
        },
        k if k.starts_with("edgar") => match finq::model::exact::from_slice::<wire::CompanyFacts>(doc) {
            Ok(f) => format!(
                "{} facts",
                f.facts.values().flat_map(|t| t.values()).flat_map(|c| c.units.values()).map(Vec::len).sum::<usize>()
            ),
            Err(e) => format!("refused: {e}"),
        },
        k if k.starts_with("submissions") => match finq::model::exact::from_slice::<wire::Submissions>(doc) {
            Ok(s) => format!("{} filings", s.filings.recent.form.len()),
            Err(e) => format!("refused: {e}"),
        },
        k if k.starts_with("last10k") => match last10k::statement(StatementKind::Income, doc) {
            Ok(s) => format!("{} lines", s.items.len()),
            Err(e) => format!("refused: {e:?}"),
        },
        _ => match chart::parse(doc) {
            Ok(c) => format!("{} bars", c.bars.len()),
            Err(e) => format!("refused: {e:?}"),
        },
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("gen") => {
            let (kind, size, file) = (&args[2], args[3].parse::<usize>().unwrap(), &args[4]);
            std::fs::write(file, generate(kind, size)).unwrap();
        }
        Some("parse") => {
            let (kind, file) = (&args[2], &args[3]);
            let doc = std::fs::read(file).unwrap();
            let before = status_kib("VmRSS");
            let started = Instant::now();
            let outcome = parse(kind, &doc);
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            let peak = status_kib("VmHWM").saturating_sub(before);
            println!("{kind} {} {ms:.1} {peak} {outcome:.70}", doc.len());
        }
        _ => panic!("usage: hostile gen KIND BYTES FILE | hostile parse KIND FILE"),
    }
}
