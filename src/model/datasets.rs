//! The SEC's Financial Statement Data Sets' rows as finq reads them — a filing (`sub`), a number
//! (`num`), a presentation line (`pre`), a tag (`tag`) — owned, or borrowed from the columns they
//! were read from (a quarter streamed row by row), and the rows of the `std` table finq writes
//! beside them. The store decodes its Parquet into these; the statements as filed
//! ([`crate::sec::sets`]) and the standardization read them. No I/O.

use crate::error::Result;

/// One filing: a row of `sub`. Dates are `YYYY-MM-DD`, `accepted` is `YYYY-MM-DD hh:mm:ss`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubRow {
    /// The quarter whose data set holds it (`2009q3`).
    pub quarter: String,
    pub adsh: String,
    pub cik: i64,
    pub name: String,
    pub sic: Option<i32>,
    pub form: String,
    pub period: String,
    pub fy: Option<i32>,
    pub fp: Option<String>,
    pub filed: String,
    pub accepted: String,
    pub fye: Option<String>,
    pub afs: Option<String>,
    pub prevrpt: bool,
    pub detail: bool,
    pub instance: String,
    pub nciks: i32,
    pub aciks: Option<String>,
    pub former: Option<String>,
    pub countryba: Option<String>,
    pub stprba: Option<String>,
    pub cityba: Option<String>,
    pub countryinc: Option<String>,
    pub stprinc: Option<String>,
    pub ein: Option<String>,
    pub wksi: bool,
}

impl SubRow {
    /// The prefix the filer gives its own elements and XBRL files, lower case, from its
    /// instance's file name (`aapl-20090627.xml` -> `aapl`).
    pub fn prefix(&self) -> Option<String> {
        instance_prefix(&self.instance).map(str::to_ascii_lowercase)
    }
}

/// The prefix of an instance's file name as written (`AAPL` of `AAPL-20090627.xml`), if it is
/// one: letters and digits before the first `-`, `_` or `.`.
pub fn instance_prefix(instance: &str) -> Option<&str> {
    let p = instance.split(['-', '_', '.']).next()?;
    (!p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric())).then_some(p)
}

/// One number: a row of `num`. `value` is exact, in ten-thousandths (`decimal(28,4)`'s unscaled
/// integer); [`NumRow::value_text`] prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumRow {
    pub tag: String,
    pub version: String,
    pub ddate: String,
    pub qtrs: i32,
    pub uom: String,
    pub segments: Option<String>,
    pub coreg: Option<String>,
    pub value: Option<i128>,
    pub footnote: Option<String>,
}

impl NumRow {
    /// The value as a plain decimal without trailing zeros (`20780000000`, `-12.5`).
    pub fn value_text(&self) -> Option<String> {
        self.value.map(super::number::decimal_text)
    }
}

/// One line of a statement as presented: a row of `pre`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreRow {
    pub report: i32,
    pub line: i32,
    pub stmt: String,
    pub inpth: bool,
    pub rfile: String,
    pub tag: String,
    pub version: String,
    pub plabel: String,
    pub negating: bool,
}

/// A tag's definition: a row of `tag`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TagRow {
    pub tag: String,
    pub version: String,
    pub custom: bool,
    pub r#abstract: bool,
    pub datatype: Option<String>,
    pub iord: Option<String>,
    pub crdr: Option<String>,
    pub tlabel: Option<String>,
    pub doc: Option<String>,
}

/// One row of `num`, borrowed from the columns it was read from (a quarter streamed row by row):
/// the columns the standardization reads.
#[derive(Debug, Clone, Copy)]
pub struct NumRowRef<'a> {
    pub adsh: &'a str,
    pub tag: &'a str,
    pub version: &'a str,
    /// Days since 1970-01-01.
    pub ddate: i32,
    pub qtrs: i32,
    pub uom: &'a str,
    pub segments: Option<&'a str>,
    pub coreg: Option<&'a str>,
    /// Exact, in ten-thousandths; `None` for a nil value.
    pub value: Option<i128>,
}

impl NumRowRef<'_> {
    /// No segment and no co-registrant: the consolidated entity's.
    pub fn consolidated(&self) -> bool {
        self.segments.is_none_or(str::is_empty) && self.coreg.is_none_or(str::is_empty)
    }
}

/// One row of `pre`, borrowed from the columns it was read from.
#[derive(Debug, Clone, Copy)]
pub struct PreRowRef<'a> {
    pub adsh: &'a str,
    pub report: i32,
    pub line: i32,
    pub stmt: &'a str,
    pub tag: &'a str,
    pub inpth: bool,
    pub negating: bool,
}

/// One row of the `std` table (finq's standardized values, written beside the SEC's tables at
/// import), borrowed from the standardization's result it was made of.
#[derive(Debug, Clone, Copy)]
pub struct StdRow<'a> {
    pub cik: i64,
    pub adsh: &'a str,
    pub concept: &'a str,
    /// The statement's name (`balance`).
    pub statement: &'a str,
    /// Exact, in ten-thousandths.
    pub value: i128,
    pub uom: &'a str,
    /// Days since 1970-01-01.
    pub ddate: i32,
    pub qtrs: i32,
    pub origin: StdOrigin<'a>,
    /// The template the filing was read with.
    pub template: &'a str,
    /// What a reader must know of the value besides its number ([`super::standardized::Value::caution`]).
    pub caution: Option<&'a str>,
}

/// Where a value of `std` came from: an element filed, lines presented together summed, or a
/// relation of other values.
#[derive(Debug, Clone, Copy)]
pub enum StdOrigin<'a> {
    Filed {
        tag: &'a str,
        version: &'a str,
    },
    /// `tags` and `versions`: the lines' elements and versions, ` + `-separated in one order;
    /// `inputs`: each `Element=value`, separated by spaces.
    Summed {
        tags: &'a str,
        versions: &'a str,
        inputs: &'a str,
    },
    /// `inputs`: each input concept and its value, `Concept=value` separated by spaces.
    Derived {
        relation: &'a str,
        inputs: &'a str,
    },
}

/// A quarter's tables read row by row, in the store's order (`sub` by CIK and accession number; a
/// filing's numbers and lines one after another): the store reads them, the standardization
/// streams over them without holding a table.
pub trait QuarterRows {
    /// Every filing of the quarter.
    fn filings(&self) -> Result<Vec<SubRow>>;
    /// Calls `each` for every presentation line of the quarter.
    fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> Result<()>;
    /// Calls `each` for every number of the quarter.
    fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> Result<()>;
}

/// What makes a quarter's `std` table: the standardization, handed to the store's import by its
/// caller (the store writes the rows it is given, and knows no rules).
pub trait StdRows {
    /// The version of the mapping the rows are made by: the manifest and the file's metadata say
    /// it (another version may give other values).
    fn version(&self) -> &str;
    /// Hands `row` every row of the quarter `tables` reads, in order; returns what it left out
    /// and why, a sentence each (a filing too large to standardize in bounded memory).
    fn rows(&self, tables: &dyn QuarterRows, row: &mut dyn FnMut(StdRow<'_>)) -> Result<Vec<String>>;
}
