//! Parsers of outside data under abuse (issue 23): a loopback SEC whose FilingSummary and R pages
//! are hostile — not well-formed, too many reports, names that are not R pages, nesting 100,000
//! deep, header spans that claim the world, empty tables — each answered with the documented exit
//! code and a bounded cost. Memory is bounded by running finq under an address-space limit.

use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Run, run};
use crate::edgar::{apple_submissions_with_recent_10qs, edgar, fixture};

/// The filing `income AAPL --quarterly` reads: Apple's 10-Q of 2026.
const FOLDER: &str = "/Archives/edgar/data/320193/000032019326000013";

/// A loopback SEC with Apple's ticker and submissions, and this FilingSummary (one income
/// statement in `R2.htm` and the cover in `R1.htm`) and these R pages for the 10-Q of 2026.
async fn sec(summary: String, pages: &[(&str, Vec<u8>)]) -> MockServer {
    let server = MockServer::start().await;
    let json = |body: Vec<u8>| ResponseTemplate::new(200).set_body_raw(body, "application/json");
    Mock::given(path("/files/company_tickers.json"))
        .respond_with(json(fixture("tickers/company_tickers.edgarkit.json.gz")))
        .mount(&server)
        .await;
    Mock::given(path("/submissions/CIK0000320193.json"))
        .respond_with(json(apple_submissions_with_recent_10qs()))
        .mount(&server)
        .await;
    Mock::given(path(format!("{FOLDER}/FilingSummary.xml")))
        .respond_with(ResponseTemplate::new(200).set_body_raw(summary, "text/xml"))
        .mount(&server)
        .await;
    for (name, body) in pages {
        Mock::given(path(format!("{FOLDER}/{name}")))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body.clone(), "text/html"))
            .mount(&server)
            .await;
    }
    server
}

/// A FilingSummary listing these `<Report>` blocks.
fn summary(reports: &str) -> String {
    format!("<?xml version='1.0' encoding='utf-8'?><FilingSummary><MyReports>{reports}</MyReports></FilingSummary>")
}

/// The two reports of a normal summary, the income statement's file name as given.
fn reports_naming(income_file: &str) -> String {
    format!(
        "<Report><HtmlFileName>R1.htm</HtmlFileName><LongName>1 - Cover - Cover Page</LongName>\
         <ShortName>Cover Page</ShortName><MenuCategory>Cover</MenuCategory><Position>1</Position></Report>\
         <Report><HtmlFileName>{income_file}</HtmlFileName><LongName>2 - Statement - STATEMENTS OF OPERATIONS</LongName>\
         <ShortName>STATEMENTS OF OPERATIONS</ShortName><MenuCategory>Statements</MenuCategory><Position>2</Position></Report>"
    )
}

/// An R page: a title row, one period column, and these body rows.
fn r_page(header: &str, body: &str) -> Vec<u8> {
    format!(r#"<html><body><table class="report">{header}{body}</table></body></html>"#).into_bytes()
}

const HEADER: &str = r#"<tr><th class="tl" colspan="1" rowspan="1"><div><strong>STATEMENTS OF OPERATIONS - USD ($)<br> $ in Millions</strong></div></th><th class="th"><div>Mar. 28, 2026</div></th></tr>"#;

fn line(label: &str, value: &str) -> String {
    format!(
        r#"<tr class="re"><td class="pl"><a onclick="Show.showAR( this, 'defref_us-gaap_Revenues', window );">{label}</a></td><td class="nump">{value}</td></tr>"#
    )
}

async fn archive_requests(server: &MockServer) -> Vec<String> {
    let all = server.received_requests().await.unwrap_or_default();
    all.iter().map(|r| r.url.path().to_string()).filter(|p| p.starts_with("/Archives/")).collect()
}

fn income(server: &MockServer) -> Run {
    run(edgar(server, &["-f", "json", "income", "AAPL", "--quarterly"]))
}

#[tokio::test(flavor = "multi_thread")]
async fn the_hostile_sec_setup_answers_a_normal_filing() {
    // The control: the same server with sane documents gives a statement.
    let page = r_page(HEADER, &line("Net sales", "$ 95,359"));
    let server = sec(summary(&reports_naming("R2.htm")), &[("R2.htm", page)]).await;
    let r = income(&server);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("95359000000"), "{}", r.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_filing_summary_that_is_not_well_formed_xml_is_a_data_error() {
    // A stray `&` in every long name: the old reader rescanned to the end for each (quadratic).
    let stray = format!("<Report><LongName>{}</LongName></Report>", "AT&T ".repeat(20_000));
    let server = sec(summary(&format!("{}{stray}", reports_naming("R2.htm"))), &[]).await;
    let r = income(&server);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("not well-formed XML"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "one line: {}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_filing_summary_with_more_reports_than_any_filing_is_refused() {
    let many = "<Report><HtmlFileName>R9.htm</HtmlFileName><Position>9</Position></Report>".repeat(10_001);
    let server = sec(summary(&format!("{}{many}", reports_naming("R2.htm"))), &[]).await;
    let r = income(&server);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("more than 10000 reports"), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn report_file_names_are_r_pages_only_and_a_bad_one_is_a_data_error_not_retried() {
    for bad in [".&#10;.".to_string(), "..".into(), "../../320193/x/R2.htm".into(), "R2.htm".repeat(20_000)] {
        let page = r_page(HEADER, &line("Net sales", "$ 95,359"));
        let server = sec(summary(&reports_naming(&bad)), &[("R2.htm", page)]).await;
        let r = income(&server);
        let shown: String = bad.chars().take(20).collect();
        assert_eq!(r.code, 7, "{shown}: {}", r.stderr);
        assert!(r.stderr.contains("which is not an R page's name"), "{}", r.stderr);
        assert!(r.stderr.len() < 400, "the name is cut in the message: {}", r.stderr);
        let asked = archive_requests(&server).await;
        assert_eq!(asked, [format!("{FOLDER}/FilingSummary.xml")], "nothing else asked, nothing retried");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn deep_nesting_in_an_r_page_or_the_cover_is_refused_before_parsing() {
    let deep_label = line(&format!("{}Net sales", "<div>".repeat(100_000)), "$ 1");
    let unclosed = line(&format!("{}Net sales", "<b>".repeat(40_000)), "$ 1");
    for body in [deep_label, unclosed] {
        let page = r_page(HEADER, &body);
        let server = sec(summary(&reports_naming("R2.htm")), &[("R1.htm", page.clone()), ("R2.htm", page)]).await;
        let r = income(&server);
        assert_eq!(r.code, 7, "{}", r.stderr);
        assert!(r.stderr.contains("nested more than 256 elements deep"), "{}", r.stderr);
        let r = run(edgar(&server, &["-f", "json", "summary", "AAPL", "--quarterly"]));
        assert_eq!(r.code, 7, "the cover page: {}", r.stderr);
        assert!(r.stderr.contains("nested more than 256 elements deep"), "{}", r.stderr);
    }
    // Tags far denser than any page's: refused too, whatever the depth.
    let page = r_page(HEADER, &format!("{}{}", line("Net sales", "$ 1"), "<i></i>".repeat(400_000)));
    let server = sec(summary(&reports_naming("R2.htm")), &[("R2.htm", page)]).await;
    let r = income(&server);
    assert_eq!(r.code, 7, "{}", r.stderr);
    assert!(r.stderr.contains("tags in"), "{}", r.stderr);
}

/// Runs `f` with its address space limited to `mib`: a document that makes finq allocate more
/// fails the run instead of the machine.
fn run_within(f: crate::common::Finq, mib: u64) -> Run {
    use std::os::unix::process::CommandExt;
    let mut cmd = f.std_command();
    let limit = mib * 1024 * 1024;
    // SAFETY: setrlimit is async-signal-safe and touches no memory of the parent.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit { rlim_cur: limit, rlim_max: limit };
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let out = cmd.output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_header_grid_bomb_costs_bounded_memory() {
    // 120 header rows of 600 cells, each claiming colspan and rowspan 999: the old grid placed
    // every cell 128 wide and 128 deep before any limit applied (over a gigabyte here; the
    // issue's 15 MB page took 6.8 GB). The page is 3 MB.
    let cell = r#"<th colspan="999" rowspan="999">x</th>"#.repeat(600);
    let header = format!("<tr>{cell}</tr>").repeat(120);
    let page = r_page(&header, &line("Net sales", "$ 1"));
    assert!(page.len() > 2_500_000);
    let server = sec(summary(&reports_naming("R2.htm")), &[("R2.htm", page)]).await;
    let r = run_within(edgar(&server, &["-f", "json", "income", "AAPL", "--quarterly"]), 768);
    // No header cell names a period, so the table has no value columns: no data, exit 3.
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("no data"), "{}", r.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_empty_statement_or_one_without_a_header_is_no_data() {
    let cases = [
        (r_page(HEADER, ""), "has no lines"),
        (r_page("", &line("Net sales", "$ 95,359")), "has no column headings"),
        (r_page(HEADER, &line("Net sales", "")), "has no figures in any line"),
    ];
    for (page, why) in cases {
        let server = sec(summary(&reports_naming("R2.htm")), &[("R2.htm", page)]).await;
        let r = income(&server);
        assert_eq!(r.code, 3, "{}", r.stderr);
        assert!(r.stderr.contains("no data") && r.stderr.contains(why), "{}", r.stderr);
        assert_eq!(r.stdout, "", "nothing on stdout");
    }
}
