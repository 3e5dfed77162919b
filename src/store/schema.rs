//! The store's schema, in one place: the four tables of the SEC's Financial Statement Data Sets
//! (the `readme.htm` in every zip describes their columns), how each column is read from the
//! SEC's text and which Parquet/Arrow type holds it, and how each table is sorted; and finq's own
//! tables written with it: `std`, the quarter's standardized values, and `face`, each filing's
//! consolidated values at its own period sorted by element (what `finq screen` reads).
//!
//! Every column the SEC documents is kept, under its own name. `num` and `pre` also carry the
//! filing's `cik` (from `sub`), so that a reader can find a company's rows without a join; rows
//! are sorted by (`cik`, `adsh`) so that row-group statistics on those columns prune the rest.
//! Values are `decimal(28,4)`, exactly as the SEC specifies them: never a float.

use std::sync::Arc;

use arrow_schema::{DataType, Field, Schema, TimeUnit};

/// The version of this layout, written into the manifest and every file's metadata; a reader
/// refuses a store of another version instead of misreading it.
pub const LAYOUT_VERSION: u32 = 1;

/// Precision and scale of `num.value`, as the SEC's readme gives them: `NUMERIC(28,4)`.
pub const VALUE_PRECISION: u8 = 28;
pub const VALUE_SCALE: i8 = 4;

/// How a column's text is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// UTF-8 text as written (an empty field is null where the column may be null).
    Text,
    /// A whole number that fits 32 bits (`sic`, `qtrs`, `report`, `line`, `nciks`, `fy`).
    Int32,
    /// A whole number that fits 64 bits (`cik`).
    Int64,
    /// `yyyymmdd`, as a date (days since 1970-01-01).
    Date,
    /// `yyyy-mm-dd hh:mm:ss[.f]`, as a timestamp to the millisecond without a time zone (the
    /// SEC's own clock, Eastern time).
    Timestamp,
    /// `1` or `0` (the SEC's BOOLEAN).
    Bool,
    /// `decimal(28,4)`: up to 24 digits before the point and 4 after.
    Decimal,
}

impl Kind {
    pub fn arrow(self) -> DataType {
        match self {
            Kind::Text => DataType::Utf8,
            Kind::Int32 => DataType::Int32,
            Kind::Int64 => DataType::Int64,
            Kind::Date => DataType::Date32,
            Kind::Timestamp => DataType::Timestamp(TimeUnit::Millisecond, None),
            Kind::Bool => DataType::Boolean,
            Kind::Decimal => DataType::Decimal128(VALUE_PRECISION, VALUE_SCALE),
        }
    }
}

/// One column: its name (the SEC's), how it is read, and whether it may be empty.
#[derive(Debug, Clone, Copy)]
pub struct Column {
    pub name: &'static str,
    pub kind: Kind,
    pub nullable: bool,
    /// Not in the SEC's file: filled from `sub` by the filing's `adsh` (the `cik` of num and pre).
    /// A file that has such a column is refused: finq's value would be shadowed by the file's.
    pub derived: bool,
    /// Added by the SEC after 2009 (num's `segments`, in 2024): an older zip lacks it, and it is
    /// null there. Every other column must be in the file.
    pub added_later: bool,
}

const fn col(name: &'static str, kind: Kind, nullable: bool) -> Column {
    Column { name, kind, nullable, derived: false, added_later: false }
}

/// The filing's CIK, carried into `num` and `pre` from `sub`.
const CIK_FROM_SUB: Column =
    Column { name: "cik", kind: Kind::Int64, nullable: false, derived: true, added_later: false };

/// The tables of a quarter: the SEC's four, in the order a quarter is imported (`sub` first: the
/// others need its CIKs), then `std` and `face`, made from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Table {
    Sub,
    Num,
    Pre,
    Tag,
    /// The quarter's standardized values ([`crate::standard`]): finq's, not the SEC's.
    Std,
    /// Each filing's consolidated values at its own period, sorted by element: `num`'s rows a
    /// screen reads, found by the element's pages. finq's, not the SEC's.
    Face,
}

impl Table {
    /// The SEC's tables, each a text file of the zip.
    pub const ALL: [Table; 4] = [Table::Sub, Table::Num, Table::Pre, Table::Tag];
    /// Every table a quarter's folder may hold: the SEC's, `std` and `face` (which an older finq's
    /// import lacks).
    pub const STORED: [Table; 6] = [Table::Sub, Table::Num, Table::Pre, Table::Tag, Table::Std, Table::Face];

    /// The table's name: its folder in the store, and `NAME.txt` in the SEC's zip.
    pub fn name(self) -> &'static str {
        match self {
            Table::Sub => "sub",
            Table::Num => "num",
            Table::Pre => "pre",
            Table::Tag => "tag",
            Table::Std => "std",
            Table::Face => "face",
        }
    }

    /// The table's text in the SEC's zip (`std` and `face` have none: named as their folders).
    pub fn file_name(self) -> &'static str {
        match self {
            Table::Sub => "sub.txt",
            Table::Num => "num.txt",
            Table::Pre => "pre.txt",
            Table::Tag => "tag.txt",
            Table::Std => "std",
            Table::Face => "face",
        }
    }

    /// The columns as stored, in order.
    pub fn columns(self) -> &'static [Column] {
        match self {
            Table::Sub => SUB,
            Table::Num => NUM,
            Table::Pre => PRE,
            Table::Tag => TAG,
            Table::Std => STD,
            Table::Face => FACE,
        }
    }

    /// Whether rows are sorted by the filing (`cik`, then `adsh`); `tag` keeps the SEC's order
    /// (by tag and version), `face` is sorted by element.
    pub fn by_filing(self) -> bool {
        !matches!(self, Table::Tag | Table::Face)
    }

    /// Whether the table's files have a page index a reader finds rows by: on the filing's keys
    /// (`cik`, `adsh`), or on `face`'s element (`tag`).
    pub fn paged(self) -> bool {
        self.by_filing() || self == Table::Face
    }

    /// The Arrow schema of the stored table.
    pub fn schema(self) -> Arc<Schema> {
        let fields: Vec<Field> =
            self.columns().iter().map(|c| Field::new(c.name, c.kind.arrow(), c.nullable)).collect();
        Arc::new(Schema::new(fields))
    }

    /// How many of its columns the table's oldest files have: its columns are only ever added at
    /// the end, so an older finq's file holds the first ones (`std` had no `caution` before rules
    /// `fac-finq-5`; a reader of such a file finds none).
    pub fn oldest_columns(self) -> usize {
        match self {
            Table::Std => STD.len() - 1,
            _ => self.columns().len(),
        }
    }

    /// The position of a stored column.
    pub fn index_of(self, name: &str) -> Option<usize> {
        self.columns().iter().position(|c| c.name == name)
    }
}

/// `sub`: one row per filing. Sorted by `cik`, then `adsh`.
pub const SUB: &[Column] = &[
    col("adsh", Kind::Text, false),
    col("cik", Kind::Int64, false),
    col("name", Kind::Text, false),
    col("sic", Kind::Int32, true),
    col("countryba", Kind::Text, true),
    col("stprba", Kind::Text, true),
    col("cityba", Kind::Text, true),
    col("zipba", Kind::Text, true),
    col("bas1", Kind::Text, true),
    col("bas2", Kind::Text, true),
    col("baph", Kind::Text, true),
    col("countryma", Kind::Text, true),
    col("stprma", Kind::Text, true),
    col("cityma", Kind::Text, true),
    col("zipma", Kind::Text, true),
    col("mas1", Kind::Text, true),
    col("mas2", Kind::Text, true),
    col("countryinc", Kind::Text, true),
    col("stprinc", Kind::Text, true),
    // An identifier, not a quantity: kept as the SEC wrote it.
    col("ein", Kind::Text, true),
    col("former", Kind::Text, true),
    // The readme calls it ALPHANUMERIC (yyyymmdd): kept as text.
    col("changed", Kind::Text, true),
    col("afs", Kind::Text, true),
    col("wksi", Kind::Bool, false),
    // mmdd: text, so that 0930 keeps its zero.
    col("fye", Kind::Text, true),
    col("form", Kind::Text, false),
    col("period", Kind::Date, false),
    col("fy", Kind::Int32, true),
    col("fp", Kind::Text, true),
    col("filed", Kind::Date, false),
    col("accepted", Kind::Timestamp, false),
    col("prevrpt", Kind::Bool, false),
    col("detail", Kind::Bool, false),
    col("instance", Kind::Text, false),
    col("nciks", Kind::Int32, false),
    col("aciks", Kind::Text, true),
];

/// `num`: one row per number. Sorted by `cik`, then `adsh`, then the SEC's order.
pub const NUM: &[Column] = &[
    CIK_FROM_SUB,
    col("adsh", Kind::Text, false),
    col("tag", Kind::Text, false),
    col("version", Kind::Text, false),
    col("ddate", Kind::Date, false),
    col("qtrs", Kind::Int32, false),
    col("uom", Kind::Text, false),
    Column { name: "segments", kind: Kind::Text, nullable: true, derived: false, added_later: true },
    col("coreg", Kind::Text, true),
    col("value", Kind::Decimal, true),
    col("footnote", Kind::Text, true),
];

/// `pre`: one row per line of a statement as presented. Sorted by `cik`, then `adsh`, then the
/// SEC's order.
pub const PRE: &[Column] = &[
    CIK_FROM_SUB,
    col("adsh", Kind::Text, false),
    col("report", Kind::Int32, false),
    col("line", Kind::Int32, false),
    col("stmt", Kind::Text, false),
    col("inpth", Kind::Bool, false),
    col("rfile", Kind::Text, false),
    col("tag", Kind::Text, false),
    col("version", Kind::Text, false),
    col("plabel", Kind::Text, false),
    col("negating", Kind::Bool, false),
];

/// `tag`: the standard and custom tags the quarter's filings use. In the SEC's order.
pub const TAG: &[Column] = &[
    col("tag", Kind::Text, false),
    col("version", Kind::Text, false),
    col("custom", Kind::Bool, false),
    col("abstract", Kind::Bool, false),
    col("datatype", Kind::Text, true),
    col("iord", Kind::Text, true),
    col("crdr", Kind::Text, true),
    col("tlabel", Kind::Text, true),
    col("doc", Kind::Text, true),
];

/// `std`: one row per standardized value of a filing (a concept of the rules that has one), in the
/// rules' order. Sorted by `cik`, then `adsh`. The rules' version is in each file's metadata
/// (`finq.mapping_version`) and in the manifest.
pub const STD: &[Column] = &[
    col("cik", Kind::Int64, false),
    col("adsh", Kind::Text, false),
    col("concept", Kind::Text, false),
    // The statement the concept belongs to: `balancesheet`, `income`, `comprehensive`, `cashflow`.
    col("statement", Kind::Text, false),
    col("value", Kind::Decimal, false),
    col("uom", Kind::Text, false),
    col("ddate", Kind::Date, false),
    col("qtrs", Kind::Int32, false),
    // `filed` (the num row of `tag`, `version`) or `derived` (by `relation` from `inputs`).
    col("origin", Kind::Text, false),
    col("tag", Kind::Text, true),
    col("version", Kind::Text, true),
    col("relation", Kind::Text, true),
    // `Concept=value` for each input, space-separated, as used.
    col("inputs", Kind::Text, true),
    // `general`, `bank` or `insurer`: the template the filing was read with.
    col("template", Kind::Text, false),
    // What a reader must know besides the number: `sign turned: filed as -5752000000, and
    // CostOfRevenue is positive by convention`; null for nothing.
    col("caution", Kind::Text, true),
];

/// `face`: each filing's numbers that a screen can rank, copied from `num` at import: the
/// consolidated entity's (no `segments`, no `coreg`), not nil, for the filing's own period (`ddate`
/// = `sub.period`), at its end or over one quarter or four (`qtrs` 0, 1, 4). Sorted by `tag`, then
/// `cik`, `adsh` and `num`'s order, with page statistics on `tag`: one element's rows are a few
/// pages of the quarter.
pub const FACE: &[Column] = &[
    col("tag", Kind::Text, false),
    col("cik", Kind::Int64, false),
    col("adsh", Kind::Text, false),
    col("version", Kind::Text, false),
    col("ddate", Kind::Date, false),
    col("qtrs", Kind::Int32, false),
    col("uom", Kind::Text, false),
    col("value", Kind::Decimal, false),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The `CREATE TABLE` docs/store.md gives Spark (`spark`) or Trino for a table: every column of
    /// [`Table::columns`] in order with the engine's type, then the `quarter` partition.
    fn ddl(table: Table, spark: bool) -> String {
        let name = table.name();
        let mut columns: Vec<String> = table
            .columns()
            .iter()
            .map(|c| {
                let ty = match (c.kind, spark) {
                    (Kind::Text, true) => "STRING",
                    (Kind::Text, false) => "VARCHAR",
                    (Kind::Int32, true) => "INT",
                    (Kind::Int32, false) => "INTEGER",
                    (Kind::Int64, _) => "BIGINT",
                    (Kind::Date, _) => "DATE",
                    (Kind::Timestamp, true) => "TIMESTAMP_NTZ",
                    (Kind::Timestamp, false) => "TIMESTAMP(3)",
                    (Kind::Bool, _) => "BOOLEAN",
                    (Kind::Decimal, _) => "DECIMAL(28,4)",
                };
                format!("{} {ty}", c.name)
            })
            .collect();
        columns.push(format!("quarter {}", if spark { "STRING" } else { "VARCHAR" }));
        let columns = columns.join(", ");
        if spark {
            format!("CREATE TABLE {name} ({columns}) USING parquet PARTITIONED BY (quarter) LOCATION 'STORE/{name}';")
        } else {
            format!(
                "CREATE TABLE hive.finq.{name} ({columns}) WITH (external_location = 'STORE/{name}', \
                 format = 'PARQUET', partitioned_by = ARRAY['quarter']);"
            )
        }
    }

    /// docs/store.md's Spark and Trino tables are these, column for column: they cannot run here,
    /// so they are kept equal to the schema they describe.
    #[test]
    fn the_store_document_gives_spark_and_trino_this_schema() {
        let doc = include_str!("../../docs/store.md");
        for table in Table::STORED {
            for spark in [true, false] {
                let want = ddl(table, spark);
                assert!(doc.lines().any(|l| l == want), "docs/store.md should have this line:\n{want}");
            }
        }
    }

    #[test]
    fn every_table_has_its_keys() {
        for t in Table::STORED {
            assert_eq!(t.schema().fields().len(), t.columns().len());
            if t.by_filing() {
                assert!(t.index_of("cik").is_some() && t.index_of("adsh").is_some(), "{t:?}");
            }
        }
        assert_eq!(Table::Num.schema().field_with_name("value").unwrap().data_type(), &DataType::Decimal128(28, 4));
    }
}
