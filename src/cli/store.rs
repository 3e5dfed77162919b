//! The command line of the bulk store: `finq bulk …` and `finq screen`.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use super::Form;

#[derive(Debug, Args)]
pub struct ScreenArgs {
    /// The element as filings tag it, such as NetIncomeLoss, Assets or EarningsPerShareBasic (a
    /// name no filing in the store reports is exit 3, with the nearest names); with --standard a
    /// concept, a ratio (GrossMargin) or an expression of them ('OperatingIncomeLoss / Assets')
    #[arg(value_name = "ELEMENT", value_parser = parse_element)]
    pub element: ElementName,

    /// The calendar quarter (2024Q4) or year (2024)
    #[arg(long, value_name = "PERIOD", value_parser = crate::model::screen::Period::parse)]
    pub period: crate::model::screen::Period,

    /// Only values passing a comparison, such as '< 0' or '>= 1000000', or with --standard an
    /// expression's, such as 'Revenues > 1000000000' (an amount in USD, or the ranked currency;
    /// 'Revenues > 1000000000 JPY' names another); repeated, all must hold
    #[arg(long = "where", value_name = "COMPARISON", value_parser = crate::model::screen::Condition::parse)]
    pub conditions: Vec<crate::model::screen::Condition>,

    /// With --standard: add these concepts, ratios or expressions to each filer's record, such
    /// as Revenues,GrossMargin
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub show: Vec<String>,

    /// Only one form's filings, amendments included (10-K, 10-Q, 20-F, 40-F) [default: 10-Q and
    /// annual reports for a quarter, annual reports (10-K, 20-F, 40-F) for a year]
    #[arg(long, value_enum, ignore_case = true)]
    pub form: Option<Form>,

    /// Rank the values in this unit, such as JPY, or `all` for every unit in one ranking
    /// [default: USD, or the unit most filers report; the filers in other units are counted on
    /// stderr]
    #[arg(long, value_name = "UOM", value_parser = parse_uom)]
    pub uom: Option<String>,

    /// Order of the filers
    #[arg(long, value_enum, value_name = "KEY", default_value = "value")]
    pub sort: ScreenSort,

    /// Reverse the order
    #[arg(long)]
    pub reverse: bool,

    /// At most N filers, after sorting
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub limit: Option<u32>,

    /// ELEMENT is a standardized concept (Revenues, NetIncomeLoss): each filer's value whatever
    /// element it filed, with its source (`finq concepts` lists them)
    #[arg(long)]
    pub standard: bool,

    /// Only what was known on DATE (YYYY-MM-DD): each filer's latest filing accepted by the SEC on
    /// or before that day (the SEC's clock), never a later amendment
    #[arg(long, value_name = "DATE", value_parser = super::values::parse_as_of)]
    pub as_of: Option<String>,
}

/// How `screen` orders its filers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScreenSort {
    /// Largest value first
    Value,
    /// Company name, A to Z
    Name,
    /// CIK, lowest first
    Cik,
}

#[derive(Debug, Subcommand)]
pub enum BulkCommand {
    /// Download quarters from the SEC and import them (resumable; needs the SEC contact)
    ///
    /// Quarters as 2024q1, several (2024q1 2024q2) or a range (2023q1..2024q4). Each zip is
    /// downloaded to the store's .downloads/ folder (an interrupted download resumes where it
    /// stopped), imported, then removed. The SEC's ticker list is fetched too and kept with the
    /// store (today's tickers).
    Fetch {
        /// Quarters such as 2024q1, or ranges such as 2023q1..2024q4
        #[arg(value_name = "QUARTER", required = true)]
        quarters: Vec<String>,
    },
    /// Import data-set zips from disk, such as 2024q1.zip, or the SEC's ticker list (offline)
    ///
    /// The quarter comes from the file name (2024q1.zip) unless --quarter names it. Importing a
    /// quarter the store holds replaces it whole. A .json file is the SEC's ticker list
    /// (company_tickers.json, as www.sec.gov/files/company_tickers.json serves it): kept with
    /// the store, it gives today's tickers their CIK.
    Import {
        /// The SEC's data-set zips, or its ticker list (company_tickers.json)
        #[arg(value_name = "FILE.zip", required = true)]
        files: Vec<PathBuf>,
        /// The quarter of a zip whose name does not say it (one file only)
        #[arg(long, value_name = "YYYYqN")]
        quarter: Option<String>,
    },
    /// The quarters held, with their filings, rows and bytes
    Status,
    /// Check every file of the store against its checksums and the schema
    ///
    /// Reads every byte of every quarter's files (or of the quarters named) and says which are
    /// whole and which are damaged, with the repair; exit 7 when any is damaged. Every question
    /// asked of the store checks the bytes it reads the same way.
    Verify {
        /// Quarters such as 2024q1, or ranges such as 2023q1..2024q4 (all when none)
        #[arg(value_name = "QUARTER")]
        quarters: Vec<String>,
    },
    /// Standardize every 10-K and 10-Q of the quarters and report how well the figures hold
    ///
    /// Each filing's numbers are mapped to the Fundamental Accounting Concepts (the rules are
    /// listed in docs/standard.md), missing ones derived from relations, and every relation checked on
    /// what is there. The report gives, for each relation, the filings where it was evaluated,
    /// counted and held (exactly, or within the filing's rounding unit); the filings passing
    /// every counted relation, overall and by industry; each concept's fill; and the failing
    /// filings with their numbers. --detail adds every standardized value with its source.
    Quality {
        /// Quarters such as 2024q1, or ranges such as 2023q1..2024q4 (all when none)
        #[arg(value_name = "QUARTER")]
        quarters: Vec<String>,
        /// Every filing's standardized values with their sources and its checks (JSON, NDJSON,
        /// CSV)
        #[arg(long)]
        detail: bool,
    },
    /// Print the store's folder
    Path,
    /// The tickers the store knows, with their CIK and company: today's (the SEC's ticker list
    /// kept with the store) and those of its filings' file names; or the filers named by WORDS
    ///
    /// A ticker of the filings' names that is today another company's says whose. WORDS match a
    /// ticker, or every word a company's name (current or former, any case).
    Tickers {
        /// A ticker, or words of a company's name
        #[arg(value_name = "WORDS")]
        words: Vec<String>,
    },
}

/// An element as given: its name, and the taxonomy prefix written before it (`us-gaap:`), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ElementName {
    pub prefix: Option<String>,
    pub name: String,
    /// Not a name but an expression (`GrossProfit / Revenues`): `screen --standard` reads it.
    pub expression: bool,
}

/// An XBRL element name (`NetIncomeLoss`), with at most one taxonomy prefix (`us-gaap:`), kept
/// apart; a name with more (`us-gaap:Assets:x`) is refused, not read as its last part.
fn parse_element(s: &str) -> Result<ElementName, String> {
    let t = s.trim();
    let (prefix, name) = match t.split_once(':') {
        Some((prefix, name))
            if !prefix.is_empty() && prefix.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            (Some(prefix), name)
        }
        Some(_) => (None, ""),
        None => (None, t),
    };
    let ok = !name.is_empty()
        && name.len() <= 256
        && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if ok {
        Ok(ElementName { prefix: prefix.map(str::to_string), name: name.to_string(), expression: false })
    } else if !t.contains(':') && t.len() <= 1000 && t.contains([' ', '+', '-', '*', '/', '(', ')', '?']) {
        // An expression of standardized concepts: the command reads it, under --standard only.
        Ok(ElementName { prefix: None, name: t.to_string(), expression: true })
    } else {
        Err("expected an element name as filings tag it, such as NetIncomeLoss or us-gaap:Assets".into())
    }
}

/// A unit as the SEC writes it (`USD`, `shares`, `USD/shares`).
fn parse_uom(s: &str) -> Result<String, String> {
    let t = s.trim();
    if !t.is_empty()
        && t.len() <= 64
        && t.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '_' | '-' | '.'))
    {
        Ok(t.to_string())
    } else {
        Err("expected a unit as the SEC writes it, such as USD, shares or USD/shares".into())
    }
}
