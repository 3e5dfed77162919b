//! Hostile documents at a chosen size, parsed once by finq's own parsers: for `scripts/bench-hostile`,
//! which runs this at growing sizes under `/usr/bin/time -v` to show that time and peak memory grow
//! linearly (issue 23). Prints one line: kind, bytes, outcome, milliseconds spent parsing.
//!
//! Usage: hostile KIND BYTES [--generate-only]

#![allow(clippy::print_stdout)] // a benchmark tool: its output is its report

use std::time::Instant;

use finq::api::filed::report;
use finq::api::source::edgar::filing;
use finq::api::source::yahoo::chart;

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
        // The densest markup: refused by the tag budget.
        "page-dense" => fill("<i></i>", page_head, page_tail),
        // The worst page accepted: as many rows as the budget allows, each a real-looking line.
        "page-rows" => fill(
            r#"<tr class="re"><td class="pl"><a onclick="x('defref_us-gaap_Assets')">Total assets</a></td><td class="nump">$ 1,234</td></tr>"#,
            page_head,
            page_tail,
        ),
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

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (kind, size) = (args[1].as_str(), args[2].parse::<usize>().unwrap());
    let doc = generate(kind, size);
    if args.iter().any(|a| a == "--generate-only") {
        println!("{kind} {} generated", doc.len());
        return;
    }
    let started = Instant::now();
    let text = String::from_utf8_lossy(&doc);
    let outcome = match kind {
        k if k.starts_with("summary") => match filing::reports(&text) {
            Ok(r) => format!("{} reports", r.len()),
            Err(e) => format!("refused: {e}"),
        },
        k if k.starts_with("page") => match report::parse(&text) {
            Ok(f) => format!("{} rows, {} columns", f.rows.len(), f.columns.len()),
            Err(e) => format!("refused: {e}"),
        },
        _ => match chart::parse(&doc) {
            Ok(c) => format!("{} bars", c.bars.len()),
            Err(e) => format!("refused: {e:?}"),
        },
    };
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    println!("{kind} {} {outcome:.60} {ms:.1}", doc.len());
}
