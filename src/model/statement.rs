//! A statement: the registry of statements and their words, the filing it came from, its line
//! items (the service's element/value pairs), and a statement as filed (the filing's own lines,
//! labels, columns and member blocks).

use serde_json::Number;

use super::element::{Measure, split_element};

/// The most filings back finq will ask for (0 is the most recent), on the command line and from
/// `finq serve`. Companies file four statements a year at most, so this covers well over a
/// century; anything larger is a typo, refused before a request is sent.
pub const MAX_FILING_ORDER: u32 = 500;

/// The form of a filing: the annual or the quarterly report of a domestic filer, a foreign
/// filer's annual report (20-F; 40-F, a Canadian one's), or an amendment of one of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Form {
    /// Annual report
    #[value(name = "10-K")]
    TenK,
    /// Quarterly report
    #[value(name = "10-Q")]
    TenQ,
    /// Annual report of a foreign private issuer
    #[value(name = "20-F")]
    TwentyF,
    /// Annual report of a Canadian issuer (the multijurisdictional system)
    #[value(name = "40-F")]
    FortyF,
    /// An amended 10-K
    #[value(name = "10-K/A")]
    TenKA,
    /// An amended 10-Q
    #[value(name = "10-Q/A")]
    TenQA,
    /// An amended 20-F
    #[value(name = "20-F/A")]
    TwentyFA,
    /// An amended 40-F
    #[value(name = "40-F/A")]
    FortyFA,
}

impl Form {
    /// Every form, the reports before their amendments.
    pub const ALL: [Form; 8] =
        [Form::TenK, Form::TenQ, Form::TwentyF, Form::FortyF, Form::TenKA, Form::TenQA, Form::TwentyFA, Form::FortyFA];
    /// The annual reports, in the order a company's annual report is looked for when no form is
    /// asked: a domestic filer's, a foreign one's, a Canadian one's.
    pub const ANNUAL: [Form; 3] = [Form::TenK, Form::TwentyF, Form::FortyF];

    pub fn as_str(self) -> &'static str {
        match self {
            Form::TenK => "10-K",
            Form::TenQ => "10-Q",
            Form::TwentyF => "20-F",
            Form::FortyF => "40-F",
            Form::TenKA => "10-K/A",
            Form::TenQA => "10-Q/A",
            Form::TwentyFA => "20-F/A",
            Form::FortyFA => "40-F/A",
        }
    }

    /// The form as the SEC writes it (`10-K`, `20-F/A`), any case.
    pub fn parse(text: &str) -> Option<Form> {
        Form::ALL.into_iter().find(|f| f.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// The report an amendment amends; a report itself.
    pub fn report(self) -> Form {
        match self {
            Form::TenKA => Form::TenK,
            Form::TenQA => Form::TenQ,
            Form::TwentyFA => Form::TwentyF,
            Form::FortyFA => Form::FortyF,
            report => report,
        }
    }

    /// Whether this is an amendment (`10-K/A`).
    pub fn is_amendment(self) -> bool {
        self.report() != self
    }

    /// Whether the report (or the one amended) covers a fiscal year: all but the 10-Q.
    pub fn is_annual(self) -> bool {
        self.report() != Form::TenQ
    }
}

/// The statements. What each is called — on the command line, in messages, in titles, in the
/// classic service's paths, as a snapshot folder — is written once, in [`STATEMENTS`]; the
/// commands, `snapshot --statements`, serve's routes and file names derive from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StatementKind {
    BalanceSheet,
    Income,
    Equity,
    Operations,
    CashFlow,
    Comprehensive,
}

/// One statement's words.
#[derive(Debug)]
pub struct StatementWords {
    pub kind: StatementKind,
    /// The command, finq's word in its output, and the snapshot folder.
    pub name: &'static str,
    /// The word in the interface's paths (`/v1/company/{ticker}/{path}`): the name, except where
    /// the captured real bodies show another (`cashflows`, beyond the interface spec).
    pub path: &'static str,
    /// The command's short alias.
    pub alias: Option<&'static str>,
    /// The command's one line of help.
    pub about: &'static str,
    /// A phrase for messages: "no 10-K balance sheet for AAPL".
    pub noun: &'static str,
    /// A title for a statement a source assembled rather than rendered.
    pub title: &'static str,
}

/// The one registry of statements, in the order commands and snapshots list them (and the order
/// of [`StatementKind`]'s variants, which a compile-time check holds it to).
pub const STATEMENTS: [StatementWords; 6] = [
    StatementWords {
        kind: StatementKind::BalanceSheet,
        name: "balancesheet",
        path: "balancesheet",
        alias: Some("bs"),
        about: "Balance sheet: assets, liabilities and shareholders' equity",
        noun: "balance sheet",
        title: "Balance sheet",
    },
    StatementWords {
        kind: StatementKind::Income,
        name: "income",
        path: "income",
        alias: None,
        about: "Income statement (or statement of loss)",
        noun: "income statement",
        title: "Income statement",
    },
    StatementWords {
        kind: StatementKind::Equity,
        name: "equity",
        path: "equity",
        alias: None,
        about: "Statement of shareholders' equity",
        noun: "equity statement",
        title: "Shareholders' equity",
    },
    StatementWords {
        kind: StatementKind::Operations,
        name: "operations",
        path: "operations",
        alias: None,
        about: "Statement of operations: costs against revenue",
        noun: "statement of operations",
        title: "Statement of operations",
    },
    StatementWords {
        kind: StatementKind::CashFlow,
        name: "cashflow",
        path: "cashflows",
        alias: Some("cf"),
        about: "Statement of cash flows",
        noun: "cash flow statement",
        title: "Statement of cash flows",
    },
    StatementWords {
        kind: StatementKind::Comprehensive,
        name: "comprehensive",
        path: "comprehensive",
        alias: None,
        about: "Statement of comprehensive income",
        noun: "statement of comprehensive income",
        title: "Statement of comprehensive income",
    },
];

// Each kind at its own index, so that `words` is a look-up, not a search.
const _: () = {
    let mut i = 0;
    while i < STATEMENTS.len() {
        assert!(STATEMENTS[i].kind as usize == i, "STATEMENTS must list the kinds in their order");
        i += 1;
    }
};

impl StatementKind {
    /// Every statement, in the order commands and snapshots list them.
    pub const ALL: [StatementKind; STATEMENTS.len()] = {
        let mut all = [StatementKind::BalanceSheet; STATEMENTS.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = STATEMENTS[i].kind;
            i += 1;
        }
        all
    };

    /// This statement's words in the registry.
    pub fn words(self) -> &'static StatementWords {
        &STATEMENTS[self as usize]
    }

    /// The word on the command line, in finq's output and as a snapshot folder.
    pub fn name(self) -> &'static str {
        self.words().name
    }

    /// A phrase for messages: "no 10-K balance sheet for AAPL".
    pub fn noun(self) -> &'static str {
        self.words().noun
    }

    /// A title for a statement a source assembled rather than rendered.
    pub fn title(self) -> &'static str {
        self.words().title
    }

    /// The statement named `word` (a command or snapshot word).
    pub fn from_name(word: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.name() == word)
    }

    /// The statement of a filing that answers this kind: a filing has one statement of operations,
    /// whether its title says operations, income or earnings, so `operations` is `income`.
    pub fn filed_as(self) -> StatementKind {
        match self {
            StatementKind::Operations => StatementKind::Income,
            other => other,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Company {
    pub name: String,
    pub cik: String,
    pub ticker: String,
}

/// The filing that reported something: a statement, a cover page, a fact. What is about the
/// statement rather than the filing (its title, the number of filings the source has) is on the
/// statement.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Filing {
    /// The accession number (`0000320193-24-000123`).
    pub accession: String,
    /// "10-K" or "10-Q" as the source reported it.
    pub form: String,
    /// The filing date, `YYYY-MM-DD` (empty when the source did not say).
    pub filed: String,
    /// End of the reporting period, `YYYY-MM-DD`, when the source said or it could be read off the
    /// rendered table.
    pub period: Option<String>,
    /// The filing's fiscal year and period as it tagged them, where known (kept for citing; the
    /// quarters do not label by them).
    pub fiscal_year: Option<i32>,
    pub fiscal_period: Option<String>,
}

/// One element of a statement and its value, exactly as the service wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineItem {
    /// The element's bare name (`NetIncomeLoss`), whatever the source wrote.
    pub element: String,
    /// Its taxonomy prefix (`us-gaap`, `dei`, `srt`, the filer's own such as `aapl`), where the
    /// source said; the classic service sends bare names.
    pub prefix: Option<String>,
    pub value: Number,
    /// What the value measures, when the source said; otherwise read off the element's name.
    pub measure: Option<Measure>,
    /// The line's label as filed ("Net income"), when the source sent one.
    pub label: Option<String>,
}

/// The rendered statement from a flat response's `Content`: human labels and the cells as shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ContentTable {
    /// The heading cell, such as "CONSOLIDATED BALANCE SHEETS - USD ($) $ in Millions".
    pub heading: String,
    /// Column headings, one per value column ("Sep. 26, 2015").
    pub columns: Vec<String>,
    pub rows: Vec<ContentRow>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentRow {
    pub label: String,
    pub cells: Vec<String>,
}

/// The form an answer came in: the service's two forms, a filing's own rendering, or an assembly
/// of XBRL facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Nested,
    Flat,
    /// As filed: the lines, labels, order and columns of the filing's rendered statement.
    Filed,
    /// Assembled from the company's XBRL facts: not as filed.
    Facts,
    /// As filed, from the SEC's Financial Statement Data Sets (the bulk store): the filing's
    /// lines, labels, order and columns, joined from its presentation and numbers.
    DataSets,
    /// Standardized (`--standard`): the Fundamental Accounting Concepts, each value citing the
    /// fact it was filed as or the relation it was derived from ([`Statement::standard`]).
    Standard,
    /// Standardized (`--standard`) from EDGAR's companyfacts: the same concepts, relations and
    /// checks, read from the filing's us-gaap facts (no presentation, no taxonomy year).
    StandardFacts,
}

impl Shape {
    /// What finq's output says the statement is based on.
    pub fn basis(self) -> &'static str {
        match self {
            Shape::Nested | Shape::Flat => "service",
            Shape::Filed => "as filed",
            Shape::Facts => "from XBRL facts, not as filed",
            Shape::DataSets => "as filed, from the SEC's financial statement data sets",
            Shape::Standard => {
                "standardized (Fundamental Accounting Concepts), from the SEC's financial statement data sets"
            }
            Shape::StandardFacts => "standardized (Fundamental Accounting Concepts), from the SEC's companyfacts",
        }
    }
}

/// A statement as filed: the filing's rendered table, line by line.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Filed {
    /// The report's title as filed ("CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)").
    pub title: String,
    /// The scale note as filed ("shares in Thousands, $ in Millions"); values are in full units.
    pub scale: String,
    pub columns: Vec<FiledColumn>,
    pub rows: Vec<FiledRow>,
    /// Columns are components, not periods (the equity statement); periods sit in row labels.
    pub transposed: bool,
}

/// One value column as filed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FiledColumn {
    /// The group heading ("3 Months Ended"), empty when there is none.
    pub heading: String,
    /// The column's own heading as filed ("Mar. 29, 2025", or a component such as "Total").
    pub label: String,
    /// The period's end, `YYYY-MM-DD`, when the heading is a date.
    pub end: Option<String>,
    /// The period's length in months, from the group heading ("3 Months Ended" -> 3).
    pub months: Option<u32>,
}

/// What a line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    /// An abstract heading with no values ("Current assets:").
    Heading,
    Line,
    /// An underlined total ("Total assets").
    Total,
    /// The heading of a dimension member block ("Products").
    Member,
}

impl RowKind {
    pub fn name(self) -> &'static str {
        match self {
            RowKind::Heading => "heading",
            RowKind::Line => "line",
            RowKind::Total => "total",
            RowKind::Member => "member",
        }
    }
}

/// A dimension of a member block: its axis and member as XBRL qualified names
/// (`srt:ProductOrServiceAxis`, `us-gaap:ProductMember`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dimension {
    pub axis: String,
    pub member: String,
}

impl Dimension {
    /// The dimension the SEC's rendering names `srt_ProductOrServiceAxis=us-gaap_ProductMember`.
    pub fn parse(defref: &str) -> Option<Self> {
        let (axis, member) = defref.split_once('=')?;
        let qualified = |name: &str| match split_element(name) {
            (Some(prefix), bare) => format!("{prefix}:{bare}"),
            (None, bare) => bare.to_string(),
        };
        (!axis.is_empty() && !member.is_empty()).then(|| Dimension { axis: qualified(axis), member: qualified(member) })
    }
}

/// One line of a statement as filed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiledRow {
    /// The element's bare name (`Assets`); for a member heading, the member's (`ProductMember`).
    pub element: String,
    /// Its prefix (`us-gaap`, `aapl`, …), where the page named one.
    pub prefix: Option<String>,
    pub label: String,
    pub kind: RowKind,
    /// The member block the line sits in ("Products"), if any.
    pub member: Option<String>,
    /// The axis and member of that block, on its heading and on every line in it.
    pub dimension: Option<Dimension>,
    /// A company extension rather than a standard element.
    pub custom: bool,
    pub measure: Measure,
    /// One value per column, exact, in full units, signed as printed; `None` where the cell is empty.
    pub values: Vec<Option<Number>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub kind: StatementKind,
    pub company: Company,
    pub filing: Filing,
    /// The statement's title as filed ("Consolidated Balance Sheets"), or as finq names what it
    /// assembled.
    pub title: String,
    /// Number of filings the source has for the company (`None` when it did not say).
    pub filing_count: Option<u64>,
    /// In the service's order, which is the statement's presentation order.
    pub items: Vec<LineItem>,
    /// Human labels, where the service sent the rendered statement (flat form).
    pub table: Option<ContentTable>,
    pub shape: Shape,
    /// The service's `count`, when it disagrees with the number of items.
    pub count_mismatch: Option<u64>,
    /// The statement as filed, line by line, when the source had the filing's rendering.
    pub filed: Option<Filed>,
    /// A standardized statement's sources and checks ([`Shape::Standard`]): its `filed` rows
    /// are the concepts with a value, in the rules' order.
    pub standard: Option<Box<super::standardized::Shown>>,
}

impl Statement {
    /// The currency its money is in, where it says one: a standardized statement's, or the one
    /// its scale note names (`JPY in Millions`; `$` is the dollar).
    pub fn currency(&self) -> Option<&str> {
        if let Some(shown) = &self.standard {
            return shown.standardized.currency.as_deref();
        }
        let scale = &self.filed.as_ref()?.scale;
        scale.split(", ").filter_map(|part| part.split_once(" in ")).map(|(unit, _)| unit).find(|u| *u != "shares").map(
            |u| match u {
                "$" => "USD",
                other => other,
            },
        )
    }

    /// A statement as filed, with the current-period column as its element/value items (the first
    /// line of each element outside member blocks), for `--periods` and old readers; titled
    /// `title`, with no filing count until the source says one.
    pub fn as_filed(kind: StatementKind, company: Company, filing: Filing, title: String, filed: &Filed) -> Statement {
        let mut seen = std::collections::HashSet::new();
        let items = filed
            .rows
            .iter()
            .filter(|r| r.member.is_none() && r.kind != RowKind::Member)
            .filter_map(|r| {
                let value = r.values.first().cloned().flatten()?;
                seen.insert((r.prefix.as_deref(), r.element.as_str())).then(|| LineItem {
                    element: r.element.clone(),
                    prefix: r.prefix.clone(),
                    value,
                    measure: Some(r.measure),
                    label: Some(r.label.clone()),
                })
            })
            .collect();
        Statement {
            kind,
            company,
            filing,
            title,
            filing_count: None,
            items,
            table: None,
            shape: Shape::Filed,
            count_mismatch: None,
            standard: None,
            filed: Some(filed.clone()),
        }
    }
}
