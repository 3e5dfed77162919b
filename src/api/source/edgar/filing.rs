//! `FilingSummary.xml`: the list of a filing's rendered reports, and which of them is which
//! statement. Statements are the reports in the `Statements` menu (or with `- Statement -` in
//! their long name where the menu is missing), parentheticals left out, classified by title.

use crate::domain::StatementKind;

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

/// The reports of a FilingSummary, in `Position` order.
pub fn reports(xml: &str) -> Vec<Report> {
    let mut out = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<Report ").or_else(|| rest.find("<Report>")) {
        let body = &rest[start..];
        let Some(end) = body.find("</Report>") else { break };
        let block = &body[..end];
        let tag = |name: &str| -> String {
            let open = format!("<{name}>");
            let close = format!("</{name}>");
            block
                .find(&open)
                .and_then(|i| {
                    let from = i + open.len();
                    block[from..].find(&close).map(|j| unescape(block[from..from + j].trim()))
                })
                .unwrap_or_default()
        };
        out.push(Report {
            file: tag("HtmlFileName"),
            long_name: tag("LongName"),
            short_name: tag("ShortName"),
            category: tag("MenuCategory"),
            position: tag("Position").parse().unwrap_or(u32::MAX),
        });
        rest = &body[end + "</Report>".len()..];
    }
    out.sort_by_key(|r| r.position);
    out
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

/// XML's five entities and numeric references.
fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let Some(semi) = tail.find(';').filter(|n| *n <= 10) else {
            out.push('&');
            rest = &tail[1..];
            continue;
        };
        let entity = &tail[1..semi];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e if e.starts_with("#x") => u32::from_str_radix(&e[2..], 16).ok().and_then(char::from_u32),
            e if e.starts_with('#') => e[1..].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        match c {
            Some(c) => out.push(c),
            None => out.push_str(&tail[..=semi]),
        }
        rest = &tail[semi + 1..];
    }
    out.push_str(rest);
    out
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

    #[test]
    fn entities() {
        assert_eq!(
            unescape("SHAREHOLDERS&apos; EQUITY &amp; more &#8217;x&#x41;"),
            "SHAREHOLDERS' EQUITY & more \u{2019}xA"
        );
        assert_eq!(unescape("a & b"), "a & b");
    }
}
