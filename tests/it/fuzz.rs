//! Property tests of every parser of outside data, on stable (cargo-fuzz, in `fuzz/`, needs
//! nightly): documents assembled from hostile pieces — deep and misnested tags, huge spans,
//! entities, stray `&`, timestamps of any size, numbers as any text, JSON answers nested and
//! misplaced — never panic, stay within their budgets, and the HTML pre-check's depth is never
//! below what the parser builds.

use finq::model::StatementKind;
use finq::sec::{cover, html, report, table as content};
use finq::sources::edgar::{filing, wire as edgar};
use finq::sources::last10k::wire as classic;
use finq::sources::yahoo::chart;
use proptest::prelude::*;

/// HTML from the pieces R pages and attacks are made of.
fn html_piece() -> impl Strategy<Value = String> {
    let tags = ["div", "b", "i", "table", "tr", "td", "th", "p", "li", "span", "svg", "a", "tbody", "script"];
    prop_oneof![
        (0..tags.len(), 0u32..2000, 0u32..2000)
            .prop_map(move |(t, c, r)| format!(r#"<{} class="pl nump tl" colspan="{c}" rowspan="{r}">"#, tags[t])),
        (0..tags.len()).prop_map(move |t| format!("</{}>", tags[t])),
        Just(r#"<table class="report">"#.to_string()),
        Just("<th>Mar. 29, 2025</th>".to_string()),
        Just(r#"<td class="pl"><a onclick="x('defref_us-gaap_Assets')">Assets</a></td>"#.to_string()),
        Just(r#"<td class="nump">$ (1,234.5)</td>"#.to_string()),
        Just("&amp;&#27;&#x0;&bogus;&".to_string()),
        Just("<!-- <div> -->".to_string()),
        Just("text".to_string()),
        Just("<br/>".to_string()),
    ]
}

fn html_doc() -> impl Strategy<Value = String> {
    prop::collection::vec(html_piece(), 0..300).prop_map(|v| v.concat())
}

/// The depth of the deepest element of the parsed document.
fn dom_depth(html: &str) -> usize {
    let doc = scraper::Html::parse_document(html);
    doc.root_element()
        .descendants()
        .filter(|n| n.value().is_element())
        .map(|n| n.ancestors().count())
        .max()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn html_pages_parse_within_their_budgets(doc in html_doc()) {
        let measured = html::measure(&doc, usize::MAX);
        // The pre-check's depth bounds the tree's (html, head, body and an implied tbody aside).
        prop_assert!(measured.depth + 4 >= dom_depth(&doc), "{} < {}: {doc}", measured.depth, dom_depth(&doc));
        if let Ok(filed) = report::parse(&doc) {
            prop_assert!(filed.columns.len() <= 64);
            prop_assert!(filed.rows.iter().all(|r| r.values.len() == filed.columns.len()));
        }
        let _ = cover::read(&doc);
        let _ = content::parse_table(&doc);
    }

    #[test]
    fn any_text_as_an_r_page_or_a_filing_summary(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = report::parse(&text);
        if let Ok(reports) = filing::reports(&text) {
            prop_assert!(reports.len() <= filing::MAX_REPORTS);
        }
    }

    #[test]
    fn filing_summaries_of_hostile_reports(
        names in prop::collection::vec(prop_oneof![
            Just("R2.htm".to_string()), Just(".&#10;.".to_string()), Just("&amp;R1.htm".to_string()),
            Just("AT&T".to_string()), Just("<![CDATA[R3.htm]]>".to_string()), Just("R9.htm</LongName>".to_string()),
        ], 0..40),
    ) {
        let body: String = names
            .iter()
            .enumerate()
            .map(|(i, n)| format!("<Report><HtmlFileName>{n}</HtmlFileName><Position>{i}</Position></Report>"))
            .collect();
        if let Ok(reports) = filing::reports(&format!("<FilingSummary><MyReports>{body}</MyReports></FilingSummary>")) {
            prop_assert!(reports.windows(2).all(|w| w[0].position <= w[1].position));
            for r in &reports {
                // Whatever a name says, only R page names are ever fetched.
                if filing::is_page_name(&r.file) {
                    prop_assert!(r.file.starts_with('R') && r.file.ends_with(".htm") && !r.file.contains('/'));
                }
            }
        }
    }

    #[test]
    fn charts_with_hostile_times_and_numbers(
        bars in prop::collection::vec((any::<i64>(), prop_oneof![
            Just("null".to_string()), Just("\"7\"".to_string()), Just("1.5e3".to_string()),
            Just("-0".to_string()), Just("{}".to_string()), (0u32..100_000).prop_map(|n| format!("{n}.25")),
        ]), 0..60),
        offset in prop_oneof![Just(0i64), Just(-18_000), Just(19_800), any::<i64>()],
    ) {
        let times: Vec<String> = bars.iter().map(|(t, _)| t.to_string()).collect();
        let closes: Vec<&str> = bars.iter().map(|(_, c)| c.as_str()).collect();
        let body = format!(
            r#"{{"chart":{{"result":[{{"meta":{{"gmtoffset":{offset}}},"timestamp":[{}],"indicators":{{"quote":[{{"close":[{}]}}]}}}}]}}}}"#,
            times.join(","),
            closes.join(",")
        );
        if let Ok(c) = chart::parse(body.as_bytes()) {
            prop_assert!(c.bars.windows(2).all(|w| w[0].date < w[1].date), "sorted, one bar a date");
            prop_assert!(c.bars.iter().all(|b| ("1899-12-31".."2200-01-02").contains(&b.date.as_str())));
            for b in &c.bars {
                if let Some(n) = &b.close {
                    prop_assert!(closes.contains(&n.to_string().as_str()), "a close as sent: {n}");
                }
            }
        }
    }

    #[test]
    fn any_bytes_as_a_chart(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let _ = chart::parse(&bytes);
    }

    /// JSON from the pieces the classic service's and EDGAR's answers are made of, nested and
    /// misplaced: every reader answers or refuses, and never panics.
    #[test]
    fn json_answers_of_the_classic_service_and_edgar(doc in json_doc()) {
        let body = doc.as_bytes();
        prop_assert!(serde_json::from_slice::<serde_json::Value>(body).is_ok(), "well-formed: {doc}");
        for kind in [StatementKind::Income, StatementKind::BalanceSheet] {
            let _ = classic::statement(kind, body);
        }
        let _ = classic::summary(body);
        let _ = classic::quote(body, "AAPL");
        let _ = classic::prices(body, "AAPL");
        let _ = classic::identifiers(body, "AAPL");
        let _ = finq::model::exact::from_slice::<edgar::Submissions>(body);
        let _ = finq::model::exact::from_slice::<edgar::CompanyFacts>(body);
        if let Ok(list) = edgar::TickerList::parse(body) {
            let _ = list.cik("AAPL");
            let _ = list.tickers(320193);
        }
    }

    #[test]
    fn any_bytes_as_a_json_answer(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let _ = classic::statement(StatementKind::Income, &bytes);
        let _ = classic::quote(&bytes, "AAPL");
        let _ = finq::model::exact::from_slice::<edgar::Submissions>(&bytes);
    }
}

/// A JSON value of depth at most 4 from keys and scalars the answers use, numbers as any text.
fn json_doc() -> impl Strategy<Value = String> {
    let keys = [
        "data",
        "attributes",
        "result",
        "Data",
        "Content",
        "Status",
        "cik",
        "facts",
        "filings",
        "recent",
        "form",
        "units",
        "USD",
        "val",
        "end",
        "accn",
        "ticker",
        "cik_str",
        "0",
        "type",
        "value",
        "element",
    ];
    let scalar = prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        Just("\"10-Q\"".to_string()),
        Just("\"<table><tr><td>1</td></tr></table>\"".to_string()),
        Just("1.5e3".to_string()),
        Just("-0".to_string()),
        Just("320193".to_string()),
        Just("99999999999999999999999".to_string()),
        Just("\"2024-09-28\"".to_string()),
        Just("\"\\u001b]52;c;x\\u0007\"".to_string()),
    ];
    scalar.prop_recursive(4, 64, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec((0..keys.len(), inner), 0..8).prop_map(move |v| {
                let members: Vec<String> = v.into_iter().map(|(k, v)| format!("\"{}\":{v}", keys[k])).collect();
                format!("{{{}}}", members.join(","))
            }),
        ]
    })
}
