//! What goes wrong in the store, as data: the file, what was wrong with it, and the error under
//! it kept whole ([`std::error::Error::source`]: the OS's, Parquet's, Arrow's, the zip reader's).
//! Each variant's text is the line finq says of it; [`From`] turns it into finq's error at the
//! store's callers (the bulk source, `finq bulk`, `finq screen`), with the kind that decides the
//! exit code. What names a flag is not said here: the variants that need one
//! ([`Error::NoQuarter`], [`Error::BeforeFirst`], [`Error::OtherQuarter`]) are worded where the
//! flags are known (`commands/bulk.rs`).

use std::path::PathBuf;

use super::Quarter;
use super::import::limits::{BadField, CreateError};
use super::schema::Table;
use crate::error::{Cause, ErrorKind};

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A failure of the store.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file operation failed (the OS's error is the source).
    #[error("{}: {source}", .what.on(.path))]
    Io { what: Doing, path: PathBuf, source: std::io::Error },
    /// A thread to import with could not be started.
    #[error("cannot start a thread to import with: {0}")]
    NoThread(#[source] std::io::Error),
    /// A file could not be written for another reason than the file system's (the Parquet
    /// encoder's, a value the writer refused).
    #[error("cannot write {}: {source}", .path.display())]
    Unwritten { path: PathBuf, source: Box<dyn std::error::Error + Send + Sync> },
    /// The store's manifest changed every time a reader opened the files it names.
    #[error("cannot open the store at {}: {}", .root.display(), CHANGING)]
    Changing { root: PathBuf },
    /// A file of a quarter is not as finq wrote it.
    #[error("{} is damaged ({why}); import {quarter} again (`finq bulk fetch {quarter}` or `finq bulk import {quarter}.zip`); `finq bulk verify` checks the whole store", .path.display())]
    Damaged {
        path: PathBuf,
        quarter: String,
        #[source]
        why: Damage,
    },
    /// A file of a quarter the manifest names is not a regular file (a link, a FIFO).
    #[error("{} is not a file finq wrote (a link, a FIFO?); import {quarter} again", .path.display())]
    NotAFile { path: PathBuf, quarter: String },
    /// A file of a quarter the manifest names is nowhere.
    #[error("the store lists {quarter}, but its {} file {} is missing; import {quarter} again (`finq bulk fetch {quarter}` or `finq bulk import {quarter}.zip`)", .table.name(), .path.display())]
    Missing { quarter: String, table: Table, path: PathBuf },
    /// The manifest is damaged: its checksum, its JSON, a name in it.
    #[error("{} is damaged ({why}); it names the quarters the store holds: move it aside and import them again", .path.display())]
    Manifest {
        path: PathBuf,
        #[source]
        why: Damage,
    },
    /// The store was written by a finq of another layout.
    #[error("the store at {} has layout {found}, this finq reads layout {reads}; import the quarters into a new folder", .root.display())]
    Layout { root: PathBuf, found: u32, reads: u32 },
    /// One of the store's own folders is a link or a file (the source says which).
    #[error("the store at {} is not as finq made it: {source}; finq never removes or writes through one: move it away (or choose another folder with {})", .root.display(), crate::env::STORE_DIR)]
    NotItsOwn { root: PathBuf, source: std::io::Error },
    /// Another finq holds the writer's lock.
    #[error("another finq is writing to the store at {}; wait for it to finish", .root.display())]
    Locked { root: PathBuf },
    /// A zip that is not (a whole) one of the SEC's data sets: what is wrong with it.
    #[error("{}{fault}", .zip.display())]
    NotADataSet { zip: PathBuf, fault: Fault },
    /// A zip that is not an archive that reads (the zip reader's error is the source).
    #[error("{} is not a readable zip archive ({source}); a download that stopped early looks like this: fetch it again", .zip.display())]
    NotAZip { zip: PathBuf, source: zip::result::ZipError },
    /// A table's text that cannot be read whole: the zip's own checks (a checksum), or it ends
    /// early.
    #[error("{}: {file} cannot be read whole ({source}); the zip is damaged or cut short", .zip.display())]
    CutShort { zip: PathBuf, file: &'static str, source: std::io::Error },
    /// A table compressed otherwise than with deflate, which is all finq reads.
    #[error("{}: {file} cannot be read ({source}); the SEC's zips are compressed with deflate: fetch it from the SEC again", .zip.display())]
    Compression { zip: PathBuf, file: &'static str, source: std::io::Error },
    /// An older finq's commit note in a staging folder that does not read.
    #[error("{} is damaged: {source}; remove it and import {quarter} again", .path.display())]
    Note { path: PathBuf, quarter: Quarter, source: serde_json::Error },
    /// A zip whose file name names no quarter, and none was given.
    #[error("{}: the file name names no quarter (such as 2024q1.zip)", .zip.display())]
    NoQuarter { zip: PathBuf },
    /// A zip imported as a quarter before the SEC's first data set.
    #[error("{}: {quarter} comes before the SEC's data sets, which start with {}", .zip.display(), Quarter::FIRST)]
    BeforeFirst { zip: PathBuf, quarter: Quarter },
    /// A zip none of whose filings was filed in the quarter it is imported as (`span`: when
    /// they were).
    #[error("{}: none of its {filings} filings was filed in {quarter} (they were {span})", .zip.display())]
    OtherQuarter { zip: PathBuf, quarter: Quarter, filings: usize, span: String },
    /// A table of an import stopped because another failed (which says why).
    #[error("stopped")]
    Stopped,
    /// Every table of an import stopped, and none said why.
    #[error("the import stopped: {}", GAVE_UP)]
    GaveUp,
    /// Making the rows of a quarter's `std` table failed: the standardization's error, as it said it.
    #[error(transparent)]
    Rows(crate::error::Error),
}

/// Why [`Error::Changing`]: the OS-like reason `-v` shows beneath it.
const CHANGING: &str = "it changed every time it was read (imports one after another?); try again";
/// Why [`Error::GaveUp`].
const GAVE_UP: &str = "no table said why";

/// The file operation that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doing {
    Read,
    /// Reading a table's text (this file of it) out of the zip at the path.
    ReadIn(&'static str),
    Write,
    Create,
    Remove,
    /// Moving a partition into place.
    Move,
    /// Spilling sorted lines into a folder of runs.
    WriteInto,
    /// Reading spilled runs back.
    ReadBack,
    /// Making, locking or listing the store's own folder.
    UseStore,
}

impl Doing {
    /// "cannot read /x/y" and the like: what failed, before the OS's reason.
    pub fn on(self, path: &std::path::Path) -> String {
        let path = path.display();
        match self {
            Doing::Read => format!("cannot read {path}"),
            Doing::ReadIn(file) => format!("cannot read {file} in {path}"),
            Doing::Write => format!("cannot write {path}"),
            Doing::Create => format!("cannot create {path}"),
            Doing::Remove => format!("cannot remove {path}"),
            Doing::Move => format!("cannot move {path} into place"),
            Doing::WriteInto => format!("cannot write into {path}"),
            Doing::ReadBack => format!("cannot read back {path}"),
            Doing::UseStore => format!("cannot use the store folder {path}"),
        }
    }
}

impl Error {
    /// A file operation on `path` that failed with `source`.
    pub fn io(what: Doing, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { what, path: path.into(), source }
    }

    /// A zip that is not (a whole) one of the SEC's data sets.
    pub fn not_a_data_set(zip: impl Into<PathBuf>, fault: Fault) -> Self {
        Error::NotADataSet { zip: zip.into(), fault }
    }
}

/// What is wrong with a file of the store that is not as finq wrote it: what a check found, or
/// the error reading it met (said as it says itself, and kept as the source).
#[derive(Debug, thiserror::Error)]
pub enum Damage {
    /// What a check of its bytes or metadata found.
    #[error("{0}")]
    Found(String),
    /// The file system refused a read of it.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Parquet(#[from] parquet::errors::ParquetError),
    #[error("{0}")]
    Arrow(#[from] arrow_schema::ArrowError),
    /// The manifest's JSON does not read.
    #[error("{0}")]
    Json(#[from] serde_json::Error),
}

impl From<String> for Damage {
    fn from(found: String) -> Self {
        Damage::Found(found)
    }
}

impl From<&str> for Damage {
    fn from(found: &str) -> Self {
        Damage::Found(found.to_string())
    }
}

/// What is wrong with a zip that is not (a whole) one of the SEC's data sets, where no error lies
/// under it. Its text is what follows the zip's name in the line ([`Error::NotADataSet`]).
#[derive(Debug, thiserror::Error)]
pub enum Fault {
    /// One of the data set's tables is not in it.
    #[error(" is not one of the SEC's Financial Statement Data Sets: it has no {file}")]
    NoTable { file: &'static str },
    /// A table's header is not the SEC's.
    #[error(" is not one of the SEC's Financial Statement Data Sets: {file} {why}; the store keeps what it held")]
    Header { file: &'static str, why: CreateError },
    /// A table of a filing's lines without the column that says the filing.
    #[error(" is not one of the SEC's Financial Statement Data Sets: {file} has no column adsh")]
    NoAdsh { file: &'static str },
    /// `sub.txt` without the columns that say a filing and its filer.
    #[error(": sub.txt has no adsh or cik column")]
    NoAdshOrCik,
    /// A table with no rows, though `sub.txt` lists `filings` filings.
    #[error(
        " is not a whole data set: {file} holds no rows, though sub.txt lists {filings} filings; the store keeps what it held"
    )]
    Empty { file: &'static str, filings: u64 },
    /// `sub.txt` lists no filing.
    #[error(" is not a whole data set: sub.txt lists no filings")]
    NoFilings,
    /// Another zip is at its path than the one opened first.
    #[error(" changed while it was imported")]
    Changed,
    /// `sub.txt` is larger than finq reads whole (`mib` MiB).
    #[error(": sub.txt is larger than {mib} MiB")]
    SubTooLarge { mib: u64 },
    /// A line of a table that is refused.
    #[error(": {file} line {line}{why}")]
    Line { file: &'static str, line: u64, why: LineFault },
}

/// Why a line of a table is refused. Its text is what follows the line's number.
#[derive(Debug, thiserror::Error)]
pub enum LineFault {
    /// A field the writer refused, or a line of another count of fields than the header's.
    #[error("{}", field_fault(.0))]
    Field(BadField),
    /// Longer than the longest line read (`mib` MiB).
    #[error(": longer than {mib} MiB")]
    TooLong { mib: usize },
    /// A line of num or pre whose filing `sub.txt` does not list.
    #[error(": the filing {adsh:?} is not in sub.txt")]
    NotInSub { adsh: String },
    /// A filing `sub.txt` lists twice.
    #[error(": the filing {adsh} is listed twice")]
    Twice { adsh: String },
    /// A line of `sub.txt` of another count of fields than its header's (`fields`: how many, or
    /// "more than N").
    #[error(": not as many fields as the header names ({fields} fields)")]
    Fields { fields: String },
    /// A line of `sub.txt` without its adsh or cik.
    #[error(": too few fields")]
    TooFew,
    #[error(": the adsh is empty")]
    EmptyAdsh,
    /// A line of `sub.txt` whose cik does not read.
    #[error(", column cik: {value} is {why}")]
    Cik { value: String, why: &'static str },
}

/// A field the writer refused: its column and value, or, for a line of another count of fields
/// than the header's (no column), what is wrong and the count.
fn field_fault(b: &BadField) -> String {
    if b.column.is_empty() {
        format!(": {} ({})", b.why, b.value)
    } else {
        format!(", column {}: {:?} is {}", b.column, b.value, b.why)
    }
}

impl From<Error> for crate::error::Error {
    /// The error finq reports: the kind that decides the exit code, the cause a program branches
    /// on, and for a file operation the OS's error under it (which `-v` prints). The store's other
    /// errors under a failure (Parquet's, the zip reader's) stay in its text, not under it.
    fn from(e: Error) -> Self {
        use crate::error::Error as Said;
        let e = match e {
            Error::Rows(said) => return said,
            e => e,
        };
        let kind = match &e {
            Error::Io { what, path, source } => return Said::files(what.on(path), source),
            Error::NoThread(source) => return Said::files("cannot start a thread to import with", source),
            Error::Changing { root } => {
                let what = format!("cannot open the store at {}", root.display());
                return Said::files(what, std::io::Error::other(CHANGING));
            }
            Error::GaveUp => return Said::files("the import stopped", std::io::Error::other(GAVE_UP)),
            Error::NotADataSet { .. }
            | Error::NotAZip { .. }
            | Error::CutShort { .. }
            | Error::Compression { .. }
            | Error::Note { .. } => {
                return Said::damaged(e.to_string()).because(Cause::NotADataSet);
            }
            Error::Unwritten { .. } | Error::Stopped | Error::Rows(_) => ErrorKind::Files,
            Error::Damaged { .. }
            | Error::NotAFile { .. }
            | Error::Missing { .. }
            | Error::Manifest { .. }
            | Error::NotItsOwn { .. } => ErrorKind::Damaged,
            Error::Layout { .. }
            | Error::Locked { .. }
            | Error::NoQuarter { .. }
            | Error::BeforeFirst { .. }
            | Error::OtherQuarter { .. } => ErrorKind::Usage,
        };
        Said::new(kind, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use std::error::Error as _;

    use super::*;

    #[test]
    fn a_file_operation_keeps_the_os_error_under_it() {
        let os = std::io::Error::from_raw_os_error(13);
        let e = Error::io(Doing::Read, "/x/manifest.json", std::io::Error::from_raw_os_error(13));
        let under = e.source().and_then(|s| s.downcast_ref::<std::io::Error>()).expect("the io::Error");
        assert_eq!(under.raw_os_error(), Some(13));
        let said = crate::error::Error::from(e);
        assert_eq!((said.kind, said.cause), (ErrorKind::Files, Some(Cause::Io(os.kind()))));
        assert_eq!(said.message, format!("cannot read /x/manifest.json: {os}"));
        assert!(said.source().is_some(), "-v prints the OS's error");
    }

    #[test]
    fn damage_keeps_parquets_error_under_it_and_says_it_in_its_line() {
        let parquet = parquet::errors::ParquetError::General("bad page".into());
        let e = Error::Damaged { path: "/s/num/part-1.parquet".into(), quarter: "2009q3".into(), why: parquet.into() };
        let mut under = e.source();
        while let Some(u) = under.filter(|u| u.downcast_ref::<parquet::errors::ParquetError>().is_none()) {
            under = u.source();
        }
        assert!(under.is_some(), "Parquet's error is in the chain");
        let said = crate::error::Error::from(e);
        assert_eq!(said.kind.exit_code(), 7);
        assert!(said.message.starts_with("/s/num/part-1.parquet is damaged (Parquet error: bad page); import 2009q3"));
        assert!(said.source().is_none(), "nothing more under the line, as before");
    }

    #[test]
    fn a_zip_that_is_not_a_data_set_is_fetched_afresh() {
        let e = Error::NotAZip { zip: "2009q3.zip".into(), source: zip::result::ZipError::InvalidArchive("no".into()) };
        assert!(e.source().is_some_and(|s| s.is::<zip::result::ZipError>()));
        let said = crate::error::Error::from(e);
        assert_eq!((said.kind, said.cause), (ErrorKind::Damaged, Some(Cause::NotADataSet)));
        let e = Error::not_a_data_set("2009q3.zip", Fault::Line { file: "num.txt", line: 7, why: LineFault::TooFew });
        assert_eq!(e.to_string(), "2009q3.zip: num.txt line 7: too few fields");
        assert_eq!(crate::error::Error::from(e).cause, Some(Cause::NotADataSet));
    }

    #[test]
    fn the_standardizations_error_comes_back_as_it_said_it() {
        let rows = crate::error::Error::not_found("no filings").hint("import one");
        let said = crate::error::Error::from(Error::Rows(rows));
        assert_eq!((said.kind, said.to_string().as_str()), (ErrorKind::NotFound, "no filings; import one"));
    }
}
