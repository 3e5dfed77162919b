//! `FilingSummary.xml`: the list of a filing's rendered reports, and which of them is which
//! statement. Statements are the reports in the `Statements` menu (or with `- Statement -` in
//! their long name where the menu is missing), parentheticals left out, classified by title.

use crate::model::StatementKind;

/// One report of a filing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// `R4.htm`; empty for the 2009–2010 `R4.xml` reports, which finq does not read.
    pub file: String,
    pub long_name: String,
    pub short_name: String,
    pub category: String,
    pub position: u32,
}

impl Report {
    /// The statement's title: the short name, else the long name after its "- Statement -".
    pub fn title(&self) -> &str {
        if !self.short_name.is_empty() {
            return &self.short_name;
        }
        self.long_name.split(" - ").nth(2).unwrap_or(&self.long_name)
    }

    fn is_statement(&self) -> bool {
        if self.category.is_empty() {
            self.long_name.contains("- Statement -")
        } else {
            self.category.eq_ignore_ascii_case("Statements")
        }
    }

    /// Which statements this report is: none, one, or two for a combined "operations and
    /// comprehensive income".
    pub fn kinds(&self) -> Vec<StatementKind> {
        if !self.is_statement() {
            return Vec::new();
        }
        let t = self.title().to_ascii_lowercase();
        if t.contains("parenthetical") {
            return Vec::new();
        }
        let has = |w: &[&str]| w.iter().any(|x| t.contains(x));
        if has(&["balance sheet", "financial position", "financial condition", "statement of condition"]) {
            return vec![StatementKind::BalanceSheet];
        }
        if has(&["cash flow"]) {
            return vec![StatementKind::CashFlow];
        }
        let income = has(&["operations", "income", "earnings", "loss"]);
        if t.contains("comprehensive") {
            // "Operations and comprehensive income" serves both; "comprehensive income" alone one.
            let before = &t[..t.find("comprehensive").unwrap_or(0)];
            let combined = ["operations", "income", "earnings", "loss"].iter().any(|w| before.contains(w));
            return if combined {
                vec![StatementKind::Income, StatementKind::Comprehensive]
            } else {
                vec![StatementKind::Comprehensive]
            };
        }
        if has(&["equity", "stockholders", "shareholders", "partners' capital", "changes in net assets"]) {
            return vec![StatementKind::Equity];
        }
        if income {
            return vec![StatementKind::Income];
        }
        Vec::new()
    }
}

/// The most reports read from one FilingSummary. Real filings list a few hundred (statements,
/// notes, details); a document with more is not the SEC's.
pub const MAX_REPORTS: usize = 10_000;
/// The most characters kept of one field of a report (a long name is a line of text).
const MAX_FIELD: usize = 4096;

/// Whether `file` is a name the SEC gives an R page (`R1.htm` … `R99999.htm`): nothing else is
/// ever fetched from a filing's folder, so a name from the document can never point elsewhere
/// (`..`, a path, a query) nor make a URL of unbounded length.
pub fn is_page_name(file: &str) -> bool {
    let Some(digits) = file.strip_prefix('R').and_then(|f| f.strip_suffix(".htm")) else { return false };
    (1..=5).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0')
}

/// The reports of a FilingSummary, in `Position` order. The document is read once, in a single
/// pass of a streaming XML reader (time linear in its size, memory in what is kept); a document
/// that is not well-formed XML, or lists more than [`MAX_REPORTS`], is refused.
pub fn reports(xml: &str) -> Result<Vec<Report>, String> {
    use quick_xml::events::Event;

    let mut reader = quick_xml::Reader::from_str(xml);
    // Fields are read whole (text and references together) and trimmed once at their end.
    reader.config_mut().trim_text(false);
    let mut read = SummaryReading::default();
    loop {
        let at = reader.buffer_position();
        match reader.read_event().map_err(|e| not_xml(e, at))? {
            Event::Start(e) => read.start(e.local_name().as_ref())?,
            Event::End(_) => read.end(),
            Event::Text(t) if read.in_field() => read.text(&t.xml_content().map_err(|e| not_xml(e.into(), at))?),
            Event::CData(t) if read.in_field() => read.text(&String::from_utf8_lossy(&t)),
            // Resolved (or refused) wherever it is, kept only in a field.
            Event::GeneralRef(r) => {
                let c = reference(&r, at)?;
                read.text(&c);
            }
            Event::Eof => break,
            // Text outside a field, empty elements, declarations, comments, processing
            // instructions: nothing to keep.
            _ => {}
        }
    }
    read.finish()
}

/// Why a FilingSummary does not read, at byte `at`.
fn not_xml(e: quick_xml::Error, at: u64) -> String {
    format!("FilingSummary.xml is not well-formed XML (at byte {at}): {e}")
}

/// The text a character or entity reference stands for; an entity XML does not define is refused.
fn reference(r: &quick_xml::events::BytesRef, at: u64) -> Result<String, String> {
    if let Some(c) = r.resolve_char_ref().map_err(|e| not_xml(e, at))? {
        return Ok(c.to_string());
    }
    let name = r.decode().map_err(|e| not_xml(e.into(), at))?;
    match quick_xml::escape::resolve_xml_entity(&name) {
        Some(s) => Ok(s.to_string()),
        None => Err(format!("FilingSummary.xml names an unknown entity &{name}; (at byte {at})")),
    }
}

/// A FilingSummary as it is read: the reports read, the one being read and the field of it being
/// read (with its text so far), and how deep the reader is in the document and the report.
#[derive(Default)]
struct SummaryReading {
    out: Vec<Report>,
    current: Option<Report>,
    field: Option<(Vec<u8>, String)>,
    depth: usize,
    report_depth: usize,
}

impl SummaryReading {
    /// An element opens: a report (at any depth, outside another), or a field of the one open.
    fn start(&mut self, name: &[u8]) -> Result<(), String> {
        self.depth += 1;
        if self.current.is_none() && name == b"Report" {
            if self.out.len() >= MAX_REPORTS {
                return Err(format!("FilingSummary.xml lists more than {MAX_REPORTS} reports"));
            }
            self.current = Some(Report {
                file: String::new(),
                long_name: String::new(),
                short_name: String::new(),
                category: String::new(),
                position: u32::MAX,
            });
            self.report_depth = self.depth;
        } else if self.current.is_some() && self.depth == self.report_depth + 1 {
            self.field = Some((name.to_vec(), String::new()));
        }
        Ok(())
    }

    /// An element closes: a field's text (trimmed) goes to its report, a report to the list.
    fn end(&mut self) {
        if let (Some(report), Some((name, text))) = (self.current.as_mut(), self.field.as_ref())
            && self.depth == self.report_depth + 1
        {
            let text = text.trim();
            match name.as_slice() {
                b"HtmlFileName" => report.file = text.to_string(),
                b"LongName" => report.long_name = text.to_string(),
                b"ShortName" => report.short_name = text.to_string(),
                b"MenuCategory" => report.category = text.to_string(),
                b"Position" => report.position = text.parse().unwrap_or(u32::MAX),
                _ => {}
            }
            self.field = None;
        }
        if self.depth == self.report_depth
            && let Some(report) = self.current.take()
        {
            self.out.push(report);
        }
        self.depth = self.depth.saturating_sub(1);
    }

    /// Whether a field is being read.
    fn in_field(&self) -> bool {
        self.field.is_some()
    }

    /// Text of the field being read, if one is.
    fn text(&mut self, piece: &str) {
        if let Some((_, text)) = self.field.as_mut() {
            push_bounded(text, piece);
        }
    }

    /// The reports, in `Position` order, once the document has ended where it began.
    fn finish(mut self) -> Result<Vec<Report>, String> {
        if self.depth != 0 {
            return Err("FilingSummary.xml ends inside an element".into());
        }
        self.out.sort_by_key(|r| r.position);
        Ok(self.out)
    }
}

/// Appends `piece` to a field, keeping at most [`MAX_FIELD`] bytes (cut on a character boundary).
fn push_bounded(text: &mut String, piece: &str) {
    let room = MAX_FIELD.saturating_sub(text.len());
    if piece.len() <= room {
        text.push_str(piece);
    } else {
        let mut cut = room;
        while !piece.is_char_boundary(cut) {
            cut -= 1;
        }
        text.push_str(&piece[..cut]);
    }
}

/// The report of a statement kind: the first in position order.
pub fn find(reports: &[Report], kind: StatementKind) -> Option<&Report> {
    reports.iter().find(|r| r.kinds().contains(&kind))
}

/// The cover page (document and entity information).
pub fn cover(reports: &[Report]) -> Option<&Report> {
    reports
        .iter()
        .find(|r| r.category.eq_ignore_ascii_case("Cover"))
        .or_else(|| reports.iter().find(|r| r.long_name.contains("- Document -")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(long: &str, category: &str) -> Report {
        Report {
            file: "R2.htm".into(),
            long_name: long.into(),
            short_name: String::new(),
            category: category.into(),
            position: 2,
        }
    }

    #[test]
    fn titles_classify() {
        use StatementKind::*;
        let k = |t: &str| report(&format!("1 - Statement - {t}"), "Statements").kinds();
        assert_eq!(k("CONSOLIDATED BALANCE SHEETS"), [BalanceSheet]);
        assert_eq!(k("CONSOLIDATED BALANCE SHEETS (Parenthetical)"), []);
        assert_eq!(k("CONSOLIDATED STATEMENTS OF OPERATIONS"), [Income]);
        assert_eq!(k("Consolidated Statements of Earnings"), [Income]);
        assert_eq!(k("CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME"), [Comprehensive]);
        assert_eq!(k("Consolidated Statements of Operations and Comprehensive Loss"), [Income, Comprehensive]);
        assert_eq!(k("CONSOLIDATED STATEMENTS OF SHAREHOLDERS' EQUITY"), [Equity]);
        assert_eq!(k("CONSOLIDATED STATEMENTS OF CASH FLOWS"), [CashFlow]);
        assert_eq!(k("Consolidated Statements of Financial Position"), [BalanceSheet]);
        assert_eq!(report("1 - Disclosure - Revenue", "Notes").kinds(), []);
        // No category: the long name decides.
        assert_eq!(report("2 - Statement - BALANCE SHEETS", "").kinds(), [BalanceSheet]);
    }

    fn summary(reports: &str) -> String {
        format!("<?xml version='1.0' encoding='utf-8'?><FilingSummary><MyReports>{reports}</MyReports></FilingSummary>")
    }

    #[test]
    fn entities_and_fields() {
        let xml = summary(
            "<Report instance=\"a.htm\"><HtmlFileName> R2.htm </HtmlFileName>\
             <LongName>2 - Statement - SHAREHOLDERS&apos; EQUITY &amp; more &#8217;x&#x41;</LongName>\
             <ShortName><![CDATA[EQUITY <b>]]></ShortName><MenuCategory>Statements</MenuCategory><Position>2</Position></Report>\
             <Report><HtmlFileName>R1.htm</HtmlFileName><Position>1</Position><IsDefault/></Report>",
        );
        let r = reports(&xml).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].file.as_str(), r[0].position), ("R1.htm", 1), "position order");
        assert_eq!(r[1].file, "R2.htm");
        assert_eq!(r[1].long_name, "2 - Statement - SHAREHOLDERS' EQUITY & more \u{2019}xA");
        assert_eq!(r[1].short_name, "EQUITY <b>");
    }

    #[test]
    fn documents_that_are_not_the_secs_are_refused() {
        // A stray `&` (the old reader rescanned to the end for each one: quadratic).
        let stray = summary(&format!("<Report><LongName>{}</LongName></Report>", "& ".repeat(1000)));
        assert!(reports(&stray).unwrap_err().contains("not well-formed"));
        assert!(reports(&summary("<Report><LongName>&nbsp;</LongName></Report>")).is_err());
        assert!(reports("<FilingSummary><Report>").is_err(), "cut short");
        assert!(reports("<a></b>").is_err(), "mismatched");
        // More reports than any filing has.
        let many = summary(&"<Report><HtmlFileName>R1.htm</HtmlFileName></Report>".repeat(MAX_REPORTS + 1));
        assert!(reports(&many).unwrap_err().contains("more than"));
        let most = summary(&"<Report><HtmlFileName>R1.htm</HtmlFileName></Report>".repeat(MAX_REPORTS));
        assert_eq!(reports(&most).unwrap().len(), MAX_REPORTS);
        // A huge field is kept to its bound.
        let long = summary(&format!("<Report><LongName>{}</LongName></Report>", "x".repeat(100_000)));
        assert_eq!(reports(&long).unwrap()[0].long_name.len(), MAX_FIELD);
    }

    #[test]
    fn only_r_page_names() {
        for ok in ["R1.htm", "R12.htm", "R99999.htm"] {
            assert!(is_page_name(ok), "{ok}");
        }
        for bad in [
            "",
            "R.htm",
            "R0.htm",
            "R01.htm",
            "R1.html",
            "R1.xml",
            "..",
            ".\n.",
            "../R1.htm",
            "R1.htm?x",
            "r1.htm",
            "R123456.htm",
            "R1.htm/",
            "R１.htm",
        ] {
            assert!(!is_page_name(bad), "{bad:?}");
        }
        assert!(!is_page_name(&"R1".repeat(50_000)));
    }
}
