//! The store's rows as finq reads them — a filing (`sub`), a number (`num`), a presentation line
//! (`pre`), a tag (`tag`), and a filing's keys — and their making from a batch's columns, each
//! column looked up once per batch.

use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;
use arrow_array::{Array, RecordBatch};

use super::scan::{bools, date_text, dates, flag, int, int32s, int64s, owned, strings, time_text, times};

/// One filing: a row of `sub`. Dates are `YYYY-MM-DD`, `accepted` is `YYYY-MM-DD hh:mm:ss`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filing {
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

impl Filing {
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
/// integer); [`Number::value_text`] prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number {
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

impl Number {
    /// The value as a plain decimal without trailing zeros (`20780000000`, `-12.5`).
    pub fn value_text(&self) -> Option<String> {
        self.value.map(crate::model::number::decimal_text)
    }
}

/// One line of a statement as presented: a row of `pre`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presentation {
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
pub struct TagInfo {
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

/// What tells a company's filings apart and orders them: the columns of `sub` a choice of filing
/// (form, filing order) needs, without the rest of the row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilingKey {
    pub quarter: String,
    pub adsh: String,
    pub cik: i64,
    pub form: String,
    /// `YYYY-MM-DD`.
    pub filed: String,
    /// `YYYY-MM-DD hh:mm:ss`.
    pub accepted: String,
}

impl From<&Filing> for FilingKey {
    fn from(f: &Filing) -> Self {
        FilingKey {
            quarter: f.quarter.clone(),
            adsh: f.adsh.clone(),
            cik: f.cik,
            form: f.form.clone(),
            filed: f.filed.clone(),
            accepted: f.accepted.clone(),
        }
    }
}

/// The order of a company's filings: filed, accepted, accession number.
pub(super) fn sort_keys(keys: &mut [FilingKey]) {
    keys.sort_by(|a, b| (&a.filed, &a.accepted, &a.adsh).cmp(&(&b.filed, &b.accepted, &b.adsh)));
}

/// The keys of `rows` of a batch of `sub`'s key columns.
pub(super) fn keys_of(quarter: &str, b: &RecordBatch, rows: &[usize], out: &mut Vec<FilingKey>) {
    let (adsh, form, ciks) = (strings(b, "adsh"), strings(b, "form"), int64s(b, "cik"));
    let (filed, accepted) = (dates(b, "filed"), times(b, "accepted"));
    for &i in rows {
        out.push(FilingKey {
            quarter: quarter.to_string(),
            adsh: owned(adsh, i).unwrap_or_default(),
            cik: ciks.map_or(0, |c| c.value(i)),
            form: owned(form, i).unwrap_or_default(),
            filed: date_text(filed, i),
            accepted: time_text(accepted, i),
        });
    }
}

/// The filings of `rows` of a batch of `sub`, each column looked up once.
pub(super) fn filings_of(quarter: &str, b: &RecordBatch, rows: &[usize], out: &mut Vec<Filing>) {
    let s = |name| strings(b, name);
    let (adsh, name, form, fp, fye, afs) = (s("adsh"), s("name"), s("form"), s("fp"), s("fye"), s("afs"));
    let (instance, aciks, former, ein) = (s("instance"), s("aciks"), s("former"), s("ein"));
    let (countryba, stprba, cityba) = (s("countryba"), s("stprba"), s("cityba"));
    let (countryinc, stprinc) = (s("countryinc"), s("stprinc"));
    let (sic, fy, nciks) = (int32s(b, "sic"), int32s(b, "fy"), int32s(b, "nciks"));
    let (period, filed, accepted) = (dates(b, "period"), dates(b, "filed"), times(b, "accepted"));
    let (prevrpt, detail, wksi) = (bools(b, "prevrpt"), bools(b, "detail"), bools(b, "wksi"));
    let ciks = int64s(b, "cik");
    for &i in rows {
        out.push(Filing {
            quarter: quarter.to_string(),
            adsh: owned(adsh, i).unwrap_or_default(),
            cik: ciks.map_or(0, |c| c.value(i)),
            name: owned(name, i).unwrap_or_default(),
            sic: int(sic, i),
            form: owned(form, i).unwrap_or_default(),
            period: date_text(period, i),
            fy: int(fy, i),
            fp: owned(fp, i),
            filed: date_text(filed, i),
            accepted: time_text(accepted, i),
            fye: owned(fye, i),
            afs: owned(afs, i),
            prevrpt: flag(prevrpt, i),
            detail: flag(detail, i),
            instance: owned(instance, i).unwrap_or_default(),
            nciks: int(nciks, i).unwrap_or(1),
            aciks: owned(aciks, i),
            former: owned(former, i),
            countryba: owned(countryba, i),
            stprba: owned(stprba, i),
            cityba: owned(cityba, i),
            countryinc: owned(countryinc, i),
            stprinc: owned(stprinc, i),
            ein: owned(ein, i),
            wksi: flag(wksi, i),
        });
    }
}

/// The numbers of `rows` of a batch of `num` (the columns left out of the batch are empty).
pub(super) fn numbers_in(b: &RecordBatch, rows: &[usize], out: &mut Vec<Number>) {
    let (tag, version, uom) = (strings(b, "tag"), strings(b, "version"), strings(b, "uom"));
    let (segments, coreg, footnote) = (strings(b, "segments"), strings(b, "coreg"), strings(b, "footnote"));
    let (ddate, qtrs) = (dates(b, "ddate"), int32s(b, "qtrs"));
    let value = b.column_by_name("value").and_then(|a| a.as_primitive_opt::<Decimal128Type>());
    for &i in rows {
        out.push(Number {
            tag: owned(tag, i).unwrap_or_default(),
            version: owned(version, i).unwrap_or_default(),
            ddate: date_text(ddate, i),
            qtrs: int(qtrs, i).unwrap_or(0),
            uom: owned(uom, i).unwrap_or_default(),
            segments: owned(segments, i),
            coreg: owned(coreg, i),
            value: value.and_then(|a| a.is_valid(i).then(|| a.value(i))),
            footnote: owned(footnote, i),
        });
    }
}

/// The presentation lines of `rows` of a batch of `pre` (the columns left out are empty).
pub(super) fn lines_in(b: &RecordBatch, rows: &[usize], out: &mut Vec<Presentation>) {
    let (report, line) = (int32s(b, "report"), int32s(b, "line"));
    let (stmt, rfile, tag) = (strings(b, "stmt"), strings(b, "rfile"), strings(b, "tag"));
    let (version, plabel) = (strings(b, "version"), strings(b, "plabel"));
    let (inpth, negating) = (bools(b, "inpth"), bools(b, "negating"));
    for &i in rows {
        out.push(Presentation {
            report: int(report, i).unwrap_or(0),
            line: int(line, i).unwrap_or(0),
            stmt: owned(stmt, i).unwrap_or_default(),
            inpth: flag(inpth, i),
            rfile: owned(rfile, i).unwrap_or_default(),
            tag: owned(tag, i).unwrap_or_default(),
            version: owned(version, i).unwrap_or_default(),
            plabel: owned(plabel, i).unwrap_or_default(),
            negating: flag(negating, i),
        });
    }
}
