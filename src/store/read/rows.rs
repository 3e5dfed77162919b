//! The data sets' rows ([`crate::model::datasets`]) made from a batch's columns, each column looked
//! up once per batch, and a filing's keys (the columns of `sub` a choice of filing needs).

use arrow_array::cast::AsArray;
use arrow_array::types::Decimal128Type;
use arrow_array::{Array, RecordBatch};

use crate::model::datasets::{NumRow, PreRow, SubRow};

use super::scan::{bools, date_text, dates, flag, int, int32s, int64s, owned, strings, time_text, times};

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
    /// The filing's own period (`sub.period`, the balance sheet's date rounded to a month's end),
    /// `YYYY-MM-DD`.
    pub period: String,
}

impl From<&SubRow> for FilingKey {
    fn from(f: &SubRow) -> Self {
        FilingKey {
            quarter: f.quarter.clone(),
            adsh: f.adsh.clone(),
            cik: f.cik,
            form: f.form.clone(),
            filed: f.filed.clone(),
            accepted: f.accepted.clone(),
            period: f.period.clone(),
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
    let (period, filed, accepted) = (dates(b, "period"), dates(b, "filed"), times(b, "accepted"));
    for &i in rows {
        out.push(FilingKey {
            quarter: quarter.to_string(),
            adsh: owned(adsh, i).unwrap_or_default(),
            cik: ciks.map_or(0, |c| c.value(i)),
            form: owned(form, i).unwrap_or_default(),
            filed: date_text(filed, i),
            accepted: time_text(accepted, i),
            period: date_text(period, i),
        });
    }
}

/// The filings of `rows` of a batch of `sub`, each column looked up once.
pub(super) fn filings_of(quarter: &str, b: &RecordBatch, rows: &[usize], out: &mut Vec<SubRow>) {
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
        out.push(SubRow {
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
pub(super) fn numbers_in(b: &RecordBatch, rows: &[usize], out: &mut Vec<NumRow>) {
    let (tag, version, uom) = (strings(b, "tag"), strings(b, "version"), strings(b, "uom"));
    let (segments, coreg, footnote) = (strings(b, "segments"), strings(b, "coreg"), strings(b, "footnote"));
    let (ddate, qtrs) = (dates(b, "ddate"), int32s(b, "qtrs"));
    let value = b.column_by_name("value").and_then(|a| a.as_primitive_opt::<Decimal128Type>());
    for &i in rows {
        out.push(NumRow {
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
pub(super) fn lines_in(b: &RecordBatch, rows: &[usize], out: &mut Vec<PreRow>) {
    let (report, line) = (int32s(b, "report"), int32s(b, "line"));
    let (stmt, rfile, tag) = (strings(b, "stmt"), strings(b, "rfile"), strings(b, "tag"));
    let (version, plabel) = (strings(b, "version"), strings(b, "plabel"));
    let (inpth, negating) = (bools(b, "inpth"), bools(b, "negating"));
    for &i in rows {
        out.push(PreRow {
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
