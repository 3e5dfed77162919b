//! The cover page (the document and entity information, R1) as typed facts: exact numbers in
//! full units at the page's own scale ("shares in Thousands, $ in Millions", as the statements
//! read it), flags as booleans, dates as `YYYY-MM-DD`, other text as shown — each fact with its
//! element, the date of the column it sits in, and the class of stock (member block) it belongs
//! to. The classic service's summary `Content` is the same rendering, less the element names:
//! there they are read off dei's standard labels.
//!
//! finq's stable field names (`trading_symbol`, …) go by the element, never by a label that
//! merely contains words: "No Trading Symbol Flag" (`dei:NoTradingSymbolFlag`, one per listed
//! note) is not the trading symbol.

use super::report::{self, Page, PageCell, PageRow, Scale};
use crate::model::{CoverItem, FactValue, Measure};

/// A cover page read: its scale note and its facts in the page's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cover {
    pub scale: String,
    pub facts: Vec<CoverItem>,
}

/// finq's stable names for the well-known dei elements, and each element's standard label (the
/// label the SEC's rendering shows unless the filer chose another).
const FIELDS: [(&str, &str, &str); 13] = [
    ("DocumentType", "document_type", "Document Type"),
    ("AmendmentFlag", "amendment_flag", "Amendment Flag"),
    ("DocumentPeriodEndDate", "period_end", "Document Period End Date"),
    ("DocumentFiscalYearFocus", "fiscal_year_focus", "Document Fiscal Year Focus"),
    ("DocumentFiscalPeriodFocus", "fiscal_period_focus", "Document Fiscal Period Focus"),
    ("TradingSymbol", "trading_symbol", "Trading Symbol"),
    ("EntityRegistrantName", "registrant_name", "Entity Registrant Name"),
    ("EntityCentralIndexKey", "cik", "Entity Central Index Key"),
    ("CurrentFiscalYearEndDate", "fiscal_year_end", "Current Fiscal Year End Date"),
    ("EntityFilerCategory", "filer_category", "Entity Filer Category"),
    ("EntityCommonStockSharesOutstanding", "shares_outstanding", "Entity Common Stock, Shares Outstanding"),
    ("EntityPublicFloat", "public_float", "Entity Public Float"),
    ("EntityTaxIdentificationNumber", "tax_id", "Entity Tax Identification Number"),
];

/// Other dei elements a cover page shows, by their standard labels (as Apple's 10-Q of 2025
/// shows them), so that a page without element names still names its facts.
const LABELS: [(&str, &str); 26] = [
    ("DocumentQuarterlyReport", "Document Quarterly Report"),
    ("DocumentAnnualReport", "Document Annual Report"),
    ("DocumentTransitionReport", "Document Transition Report"),
    ("EntityFileNumber", "Entity File Number"),
    ("EntityIncorporationStateCountryCode", "Entity Incorporation, State or Country Code"),
    ("EntityAddressAddressLine1", "Entity Address, Address Line One"),
    ("EntityAddressCityOrTown", "Entity Address, City or Town"),
    ("EntityAddressStateOrProvince", "Entity Address, State or Province"),
    ("EntityAddressPostalZipCode", "Entity Address, Postal Zip Code"),
    ("CityAreaCode", "City Area Code"),
    ("LocalPhoneNumber", "Local Phone Number"),
    ("EntityCurrentReportingStatus", "Entity Current Reporting Status"),
    ("EntityInteractiveDataCurrent", "Entity Interactive Data Current"),
    ("EntitySmallBusiness", "Entity Small Business"),
    ("EntityEmergingGrowthCompany", "Entity Emerging Growth Company"),
    ("EntityShellCompany", "Entity Shell Company"),
    ("Security12bTitle", "Title of 12(b) Security"),
    ("NoTradingSymbolFlag", "No Trading Symbol Flag"),
    ("SecurityExchangeName", "Security Exchange Name"),
    ("EntityWellKnownSeasonedIssuer", "Entity Well-known Seasoned Issuer"),
    ("EntityVoluntaryFilers", "Entity Voluntary Filers"),
    ("IcfrAuditorAttestationFlag", "ICFR Auditor Attestation Flag"),
    ("AuditorName", "Auditor Name"),
    ("AuditorLocation", "Auditor Location"),
    ("AuditorFirmId", "Auditor Firm ID"),
    ("EntityNumberOfEmployees", "Entity Number of Employees"),
];

/// finq's stable name for a dei element (`EntityPublicFloat` -> `public_float`).
pub fn field_of(element: &str) -> Option<&'static str> {
    FIELDS.iter().find(|(e, ..)| *e == element).map(|(_, f, _)| *f)
}

/// The dei element a standard label names, for pages that name none: "Entity Common Stock,
/// Shares Outstanding (in shares)" -> `EntityCommonStockSharesOutstanding`. The label must be the
/// standard one (less the renderer's "(in …)" suffix), not merely contain its words.
pub fn element_of_label(label: &str) -> Option<&'static str> {
    let mut l = label.trim().trim_end_matches(':').trim();
    if let Some(at) = l.rfind(" (in ")
        && l.ends_with(')')
    {
        l = l[..at].trim_end();
    }
    let same = |standard: &str| standard.eq_ignore_ascii_case(l);
    FIELDS
        .iter()
        .find(|(_, _, standard)| same(standard))
        .map(|(e, ..)| *e)
        .or_else(|| LABELS.iter().find(|(_, standard)| same(standard)).map(|(e, _)| *e))
}

/// Reads a cover page: an R page (`table.report`), else the first table of the HTML (with no
/// element names or scale, as older renderings might be). `None` when there is no table.
pub fn read(html: &str) -> Option<Cover> {
    let page = report::read(html).ok().or_else(|| plain_table(html))?;
    let scale = Scale::read(&page.scale);
    let mut facts = Vec::new();
    let mut block: Option<&PageRow> = None;
    for row in &page.rows {
        if row.is_member() {
            block = Some(row);
            continue;
        }
        // Headings such as "Entity Information [Line Items]" have no value.
        let Some((column, cell)) = row.cells.iter().enumerate().find_map(|(i, c)| c.as_ref().map(|c| (i, c))) else {
            continue;
        };
        let (mut element, mut prefix, _) = report::element_and_dimension(&row.defref);
        if element.is_empty()
            && let Some(e) = element_of_label(&row.label)
        {
            (element, prefix) = (e.to_string(), Some("dei".to_string()));
        }
        let field = if matches!(prefix.as_deref(), Some("dei") | None) { field_of(&element) } else { None };
        let member = block.map(|b| b.label.clone());
        let dimension = block.and_then(|b| report::element_and_dimension(&b.defref).2);
        facts.push(CoverItem {
            field,
            value: typed(cell, &element, &row.label, field, scale),
            element: (!element.is_empty()).then_some(element),
            prefix,
            label: row.label.clone(),
            text: cell.text.clone(),
            date: page.columns.get(column).and_then(|c| c.end.clone()),
            member,
            dimension,
        });
    }
    Some(Cover { scale: page.scale, facts })
}

/// A table that is not an R page, as rows of a label and text cells.
fn plain_table(html: &str) -> Option<Page> {
    let table = super::table::parse_table(html)?;
    let columns = table
        .columns
        .iter()
        .map(|c| crate::model::FiledColumn { end: date_in(c), label: c.clone(), ..Default::default() })
        .collect();
    let rows = table
        .rows
        .into_iter()
        .map(|r| PageRow {
            defref: String::new(),
            label: r.label,
            class: String::new(),
            custom: false,
            cells: r
                .cells
                .into_iter()
                .map(|t| (!t.is_empty()).then_some(PageCell { text: t, numeric: false, negative: false }))
                .collect(),
        })
        .collect();
    Some(Page { title: table.heading, scale: String::new(), columns, rows })
}

/// The date a column heading ends with ("12 Months Ended Sep. 26, 2015").
fn date_in(heading: &str) -> Option<String> {
    let words: Vec<&str> = heading.split_whitespace().collect();
    let n = words.len();
    report::date_of(heading).or_else(|| (n >= 3).then(|| report::date_of(&words[n - 3..].join(" "))).flatten())
}

/// A cell's value, typed. Figures (the renderer's `num`/`nump` cells, or the shares outstanding
/// and public float wherever they are written) are exact numbers in full units; then flags,
/// dates, and text as shown.
fn typed(cell: &PageCell, element: &str, label: &str, field: Option<&str>, scale: Scale) -> FactValue {
    let text = cell.text.as_str();
    if cell.numeric || matches!(field, Some("shares_outstanding" | "public_float")) {
        let measure = measure(element, label, text, field);
        if let Some(n) = report::value(text, cell.negative, scale.digits(measure)) {
            return FactValue::Number(n);
        }
    }
    if let Some(b) = flag(text) {
        return FactValue::Flag(b);
    }
    match report::date_of(text) {
        Some(d) => FactValue::Date(d),
        None => FactValue::Text(text.to_string()),
    }
}

/// What a cover figure measures, for the scale note: share counts and money are scaled; anything
/// else (employees, say) is not.
fn measure(element: &str, label: &str, text: &str, field: Option<&str>) -> Measure {
    let l = label.to_ascii_lowercase();
    if l.contains("per share)") {
        Measure::PerShare
    } else if l.ends_with("(in shares)") || field == Some("shares_outstanding") || element.contains("Shares") {
        Measure::Shares
    } else if text.contains(['$', '€', '£']) || field == Some("public_float") || l.ends_with("(in dollars)") {
        Measure::Money
    } else {
        Measure::Pure
    }
}

/// A flag as the SEC's rendering shows one: `true`/`false` (xbrli:boolean), `Yes`/`No`
/// (dei:yesNo), or a ticked or empty box.
fn flag(text: &str) -> Option<bool> {
    match text {
        "Yes" | "☒" | "☑" | "✓" | "✔" => Some(true),
        "No" | "☐" => Some(false),
        t if t.eq_ignore_ascii_case("true") => Some(true),
        t if t.eq_ignore_ascii_case("false") => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of Apple's 10-K cover of 2015, as the issue quotes it: "shares in Thousands,
    /// $ in Millions", shares outstanding 5,575,331 and public float $ 709,923 shown. (A
    /// synthetic page; the integration tests read real ones.)
    const COVER_2015: &str = r#"<table class="report">
      <tr><th class="tl" colspan="1" rowspan="2"><div><strong>Document and Entity Information - USD ($)<br> shares in Thousands, $ in Millions</strong></div></th>
          <th class="th" colspan="1">12 Months Ended</th><th class="th"></th><th class="th"></th></tr>
      <tr><th class="th"><div>Sep. 26, 2015</div></th><th class="th"><div>Oct. 16, 2015</div></th><th class="th"><div>Mar. 27, 2015</div></th></tr>
      <tr class="re"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_DocumentType', window );">Document Type</a></td><td class="text">10-K</td><td class="text">&nbsp;</td><td class="text">&nbsp;</td></tr>
      <tr class="ro"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_AmendmentFlag', window );">Amendment Flag</a></td><td class="text">false</td><td class="text"></td><td class="text"></td></tr>
      <tr class="re"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_DocumentPeriodEndDate', window );">Document Period End Date</a></td><td class="text">Sep. 26, 2015</td><td class="text"></td><td class="text"></td></tr>
      <tr class="ro"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_EntityWellKnownSeasonedIssuer', window );">Entity Well-known Seasoned Issuer</a></td><td class="text">Yes</td><td class="text"></td><td class="text"></td></tr>
      <tr class="re"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_EntityCommonStockSharesOutstanding', window );">Entity Common Stock, Shares Outstanding</a></td><td class="text"></td><td class="nump">5,575,331</td><td class="text"></td></tr>
      <tr class="ro"><td class="pl"><a onclick="top.Show.showAR( this, 'defref_dei_EntityPublicFloat', window );">Entity Public Float</a></td><td class="text"></td><td class="text"></td><td class="nump">$ 709,923</td></tr>
    </table>"#;

    #[test]
    fn figures_in_full_units_flags_dates_and_their_columns() {
        let c = read(COVER_2015).unwrap();
        assert_eq!(c.scale, "shares in Thousands, $ in Millions");
        let get = |e: &str| c.facts.iter().find(|f| f.element.as_deref() == Some(e)).unwrap();
        let shares = get("EntityCommonStockSharesOutstanding");
        assert_eq!(shares.value, FactValue::Number("5575331000".parse().unwrap()));
        assert_eq!((shares.field, shares.date.as_deref()), (Some("shares_outstanding"), Some("2015-10-16")));
        assert_eq!(shares.text, "5,575,331");
        let float = get("EntityPublicFloat");
        assert_eq!(float.value, FactValue::Number("709923000000".parse().unwrap()));
        assert_eq!(float.date.as_deref(), Some("2015-03-27"));
        assert_eq!(get("DocumentPeriodEndDate").value, FactValue::Date("2015-09-26".into()));
        assert_eq!(get("AmendmentFlag").value, FactValue::Flag(false));
        assert_eq!(get("EntityWellKnownSeasonedIssuer").value, FactValue::Flag(true));
        assert_eq!(get("DocumentType").value, FactValue::Text("10-K".into()));
        assert!(c.facts.iter().all(|f| f.prefix.as_deref() == Some("dei")));
    }

    #[test]
    fn without_element_names_the_standard_labels_name_them() {
        // The classic service's Content as Last10K rendered it: no onclick, every cell `text`.
        let plain = COVER_2015.replace("class=\"nump\"", "class=\"text\"");
        let plain = regex_free_strip_onclick(&plain);
        let c = read(&plain).unwrap();
        let shares = c.facts.iter().find(|f| f.field == Some("shares_outstanding")).unwrap();
        assert_eq!(shares.element.as_deref(), Some("EntityCommonStockSharesOutstanding"));
        assert_eq!(shares.value, FactValue::Number("5575331000".parse().unwrap()), "known figures, even as text");
        assert_eq!(
            element_of_label("Entity Common Stock, Shares Outstanding (in shares)"),
            Some("EntityCommonStockSharesOutstanding")
        );
        assert_eq!(element_of_label("No Trading Symbol Flag"), Some("NoTradingSymbolFlag"));
        assert_eq!(field_of("NoTradingSymbolFlag"), None, "not the trading symbol");
        assert_eq!(element_of_label("Entity Common Stock Shares Outstanding Held By Insiders"), None);
    }

    fn regex_free_strip_onclick(html: &str) -> String {
        let mut out = String::new();
        let mut rest = html;
        while let Some(at) = rest.find(" onclick=\"") {
            out.push_str(&rest[..at]);
            let after = &rest[at + " onclick=\"".len()..];
            rest = &after[after.find('"').map_or(after.len(), |i| i + 1)..];
        }
        out.push_str(rest);
        out
    }

    #[test]
    fn flags_as_the_renderer_writes_them() {
        assert_eq!(flag("true"), Some(true));
        assert_eq!(flag("FALSE"), Some(false));
        assert_eq!(flag("Yes"), Some(true));
        assert_eq!(flag("No"), Some(false));
        assert_eq!(flag("☒"), Some(true));
        assert_eq!(flag("NO"), None, "Norway's country code is text");
        assert_eq!(flag("10-K"), None);
    }
}
