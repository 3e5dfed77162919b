//! The quarter's `face` table ([`crate::store::schema::FACE`]): the numbers of `num` a screen can
//! rank (each filing's consolidated values, not nil, for its own period, at its end or over one
//! quarter or four), taken as the staged `num` is read back for `std` ([`Teed`]: one reading for
//! both), sorted by element, and written beside the other tables, committed with them.
//!
//! The sort is bounded: up to a budget of rows are held (their text in one buffer), sorted by
//! (`tag`, their place in `num`) and, beyond the budget, spilled to run files in the staging
//! folder and merged at the end. `num` is sorted by (`cik`, `adsh`), so within an element the
//! rows come out by filer and filing, in the SEC's order within a filing.

use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::builder::{Date32Builder, Decimal128Builder, Int32Builder, Int64Builder, StringBuilder};
use arrow_array::{ArrayRef, RecordBatch};

use super::super::checksum::Tail;
use super::super::error::{Doing, Error, Result};
use super::super::schema::{Table, VALUE_PRECISION, VALUE_SCALE};
use super::limits::{BATCH_ROWS, WriteError};
use super::write::TableWriter;
use crate::model::datasets::{NumRowRef, PreRowRef, QuarterRows, SubRow};

/// One row held: its numbers, and where its text (tag, version, uom, one after another) is in
/// the buffer.
#[derive(Clone, Copy)]
struct Held {
    value: i128,
    /// Its place among the rows taken, in `num`'s order.
    seq: u64,
    filing: u32,
    ddate: i32,
    qtrs: i32,
    start: u32,
    tag: u32,
    version: u32,
    uom: u32,
}

/// The bytes of a held row's fixed fields in a run file, before its text.
const FIXED: usize = 16 + 8 + 4 * 6;

/// A row read back from a run: its fixed fields, and its text.
struct Spilled {
    held: Held,
    text: Vec<u8>,
}

impl Spilled {
    fn tag(&self) -> &[u8] {
        &self.text[..self.held.tag as usize]
    }
}

/// The `face` rows of one quarter being collected: offered every number of `num` in its order,
/// it keeps those a screen can rank.
pub(super) struct Face {
    /// The quarter's filings by accession number: their place in `listed`, and their own period
    /// (days).
    by_adsh: HashMap<String, (u32, i32)>,
    /// Each filing's accession number and CIK, by place.
    listed: Vec<(String, i64)>,
    /// The filing of the last number offered (numbers come a filing at a time).
    last: (String, Option<(u32, i32)>),
    seq: u64,
    text: Vec<u8>,
    held: Vec<Held>,
    budget: usize,
    dir: PathBuf,
    runs: Vec<PathBuf>,
    /// A spill that failed: the import fails with it.
    failed: Option<io::Error>,
    /// Whether `num` was read through [`Teed`] whole.
    taken: bool,
}

impl Face {
    /// A collector of the quarter whose filings are `filings` (accession number, CIK, own period
    /// in days), holding at most about `budget` bytes, spilling into `dir`.
    pub(super) fn new(filings: Vec<(String, i64, i32)>, budget: usize, dir: &Path) -> Face {
        let budget = budget.max(1 << 16);
        let mut by_adsh = HashMap::with_capacity(filings.len());
        let mut listed = Vec::with_capacity(filings.len());
        for (i, (adsh, cik, period)) in filings.into_iter().enumerate() {
            by_adsh.insert(adsh.clone(), (i as u32, period));
            listed.push((adsh, cik));
        }
        Face {
            by_adsh,
            listed,
            last: (String::new(), None),
            seq: 0,
            // Room for the budget, half text, half rows (a real row's text is 40-60 bytes), taken
            // once: grown by doubling, the buffers would hold up to twice the budget.
            text: Vec::with_capacity(budget / 2),
            held: Vec::with_capacity(budget / 2 / std::mem::size_of::<Held>()),
            budget,
            dir: dir.to_path_buf(),
            runs: Vec::new(),
            failed: None,
            taken: false,
        }
    }

    /// Whether `num` was read whole through [`Teed`]; if not, the caller offers it every number.
    pub(super) fn taken(&self) -> bool {
        self.taken
    }

    /// Offers a number of `num` read by the caller (when [`Teed`] saw none).
    pub(super) fn take(&mut self, n: NumRowRef<'_>) {
        self.offer(&n);
    }

    /// Keeps `n` if a screen can rank it: the consolidated entity's, not nil, for its filing's
    /// own period, at its end or over one quarter or four.
    fn offer(&mut self, n: &NumRowRef<'_>) {
        let Some(value) = n.value else { return };
        if n.segments.is_some() || n.coreg.is_some() || !matches!(n.qtrs, 0 | 1 | 4) || self.failed.is_some() {
            return;
        }
        if self.last.0 != n.adsh {
            self.last = (n.adsh.to_string(), self.by_adsh.get(n.adsh).copied());
        }
        let Some((filing, period)) = self.last.1 else { return };
        if n.ddate != period {
            return;
        }
        let start = self.text.len() as u32;
        for t in [n.tag, n.version, n.uom] {
            self.text.extend_from_slice(t.as_bytes());
        }
        self.held.push(Held {
            value,
            seq: self.seq,
            filing,
            ddate: n.ddate,
            qtrs: n.qtrs,
            start,
            tag: n.tag.len() as u32,
            version: n.version.len() as u32,
            uom: n.uom.len() as u32,
        });
        self.seq += 1;
        if self.text.len() + self.held.len() * std::mem::size_of::<Held>() >= self.budget
            && let Err(e) = self.spill()
        {
            self.failed = Some(e);
        }
    }

    fn tag_of(&self, h: &Held) -> &[u8] {
        &self.text[h.start as usize..(h.start + h.tag) as usize]
    }

    /// Sorts the rows held by (tag, place in `num`).
    fn sort(&mut self) {
        let mut held = std::mem::take(&mut self.held);
        held.sort_unstable_by(|a, b| self.tag_of(a).cmp(self.tag_of(b)).then(a.seq.cmp(&b.seq)));
        self.held = held;
    }

    /// Writes the rows held, sorted, to a run file of their own, and holds none.
    fn spill(&mut self) -> io::Result<()> {
        self.sort();
        crate::hold::at("import:spill:face");
        let path = self.dir.join(format!("run-{}", self.runs.len()));
        let mut out = BufWriter::with_capacity(1 << 16, File::create(&path)?);
        for h in &self.held {
            let mut fixed = [0u8; FIXED];
            fixed[..16].copy_from_slice(&h.value.to_le_bytes());
            fixed[16..24].copy_from_slice(&h.seq.to_le_bytes());
            for (i, v) in [h.filing, h.ddate as u32, h.qtrs as u32, h.tag, h.version, h.uom].into_iter().enumerate() {
                fixed[24 + 4 * i..28 + 4 * i].copy_from_slice(&v.to_le_bytes());
            }
            out.write_all(&fixed)?;
            let len = h.tag + h.version + h.uom;
            out.write_all(&self.text[h.start as usize..(h.start + len) as usize])?;
        }
        out.flush()?;
        self.runs.push(path);
        self.held.clear();
        self.text.clear();
        Ok(())
    }

    /// Writes the table at `path`: the rows in order, through a writer of `face`; its rows and
    /// its file's tail.
    pub(super) fn write(mut self, path: &Path, quarter: &str) -> Result<(u64, Tail)> {
        let cannot = |e: WriteError| match e {
            WriteError::Io(e) => Error::io(Doing::Write, path, e),
            other => Error::Unwritten { path: path.to_path_buf(), source: other.into() },
        };
        if let Some(e) = self.failed.take() {
            return Err(Error::io(Doing::WriteInto, &self.dir, e));
        }
        let mut writer = TableWriter::create_face(path, quarter)
            .map_err(|e| Error::Unwritten { path: path.to_path_buf(), source: e.into() })?;
        let mut rows = Rows::default();
        if self.runs.is_empty() {
            self.sort();
            for h in &self.held {
                let text = &self.text[h.start as usize..];
                rows.add(h, text, &self.listed);
                if rows.len >= BATCH_ROWS {
                    writer.write(rows.batch()).map_err(cannot)?;
                }
            }
        } else {
            if !self.held.is_empty() {
                self.spill().map_err(|e| Error::io(Doing::WriteInto, &self.dir, e))?;
            }
            let back = |e: io::Error| Error::io(Doing::ReadBack, &self.dir, e);
            let mut runs: Vec<BufReader<File>> = Vec::with_capacity(self.runs.len());
            for run in &self.runs {
                runs.push(BufReader::with_capacity(1 << 16, File::open(run).map_err(back)?));
            }
            let mut next: Vec<Option<Spilled>> = Vec::with_capacity(runs.len());
            let mut heap = BinaryHeap::new();
            for (i, run) in runs.iter_mut().enumerate() {
                let row = read_row(run).map_err(back)?;
                if let Some(r) = &row {
                    heap.push(Reverse((r.tag().to_vec(), r.held.seq, i)));
                }
                next.push(row);
            }
            while let Some(Reverse((_, _, i))) = heap.pop() {
                let Some(row) = next[i].take() else { continue };
                rows.add(&row.held, &row.text, &self.listed);
                if rows.len >= BATCH_ROWS {
                    writer.write(rows.batch()).map_err(cannot)?;
                }
                let following = read_row(&mut runs[i]).map_err(back)?;
                if let Some(r) = &following {
                    heap.push(Reverse((r.tag().to_vec(), r.held.seq, i)));
                }
                next[i] = following;
            }
        }
        if rows.len > 0 {
            writer.write(rows.batch()).map_err(cannot)?;
        }
        writer.finish().map_err(cannot)
    }
}

/// The next row of a run file, `None` at its end.
fn read_row(run: &mut impl Read) -> io::Result<Option<Spilled>> {
    let mut fixed = [0u8; FIXED];
    match run.read_exact(&mut fixed) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(e) => return Err(e),
    }
    let word = |i: usize| u32::from_le_bytes(fixed[24 + 4 * i..28 + 4 * i].try_into().expect("four bytes"));
    let held = Held {
        value: i128::from_le_bytes(fixed[..16].try_into().expect("sixteen bytes")),
        seq: u64::from_le_bytes(fixed[16..24].try_into().expect("eight bytes")),
        filing: word(0),
        ddate: word(1) as i32,
        qtrs: word(2) as i32,
        start: 0,
        tag: word(3),
        version: word(4),
        uom: word(5),
    };
    let mut text = vec![0; (held.tag + held.version + held.uom) as usize];
    run.read_exact(&mut text)?;
    Ok(Some(Spilled { held, text }))
}

/// The quarter's tables as the standardization reads them, every number it is handed offered to
/// the `face` collector on the way (the first reading of `num` only).
pub(super) struct Teed<'a> {
    pub tables: &'a dyn QuarterRows,
    pub face: &'a RefCell<Face>,
}

impl QuarterRows for Teed<'_> {
    fn filings(&self) -> crate::error::Result<Vec<SubRow>> {
        self.tables.filings()
    }

    fn each_line(&self, each: &mut dyn FnMut(PreRowRef<'_>)) -> crate::error::Result<()> {
        self.tables.each_line(each)
    }

    fn each_number(&self, each: &mut dyn FnMut(NumRowRef<'_>)) -> crate::error::Result<()> {
        if self.face.borrow().taken {
            return self.tables.each_number(each);
        }
        self.tables.each_number(&mut |n| {
            self.face.borrow_mut().offer(&n);
            each(n)
        })?;
        self.face.borrow_mut().taken = true;
        Ok(())
    }
}

/// `face`'s columns being built ([`crate::store::schema::FACE`], in its order).
#[derive(Default)]
struct Rows {
    len: usize,
    tag: StringBuilder,
    cik: Int64Builder,
    adsh: StringBuilder,
    version: StringBuilder,
    ddate: Date32Builder,
    qtrs: Int32Builder,
    uom: StringBuilder,
    value: Decimal128Builder,
}

impl Rows {
    /// One row; `text`: its tag, version and uom, one after another, from its start.
    fn add(&mut self, h: &Held, text: &[u8], listed: &[(String, i64)]) {
        let (tag, rest) = text.split_at(h.tag as usize);
        let (version, rest) = rest.split_at(h.version as usize);
        let uom = &rest[..h.uom as usize];
        let (adsh, cik) = &listed[h.filing as usize];
        // The text was a `&str` when taken: whole fields, so whole characters.
        let text = |b| std::str::from_utf8(b).unwrap_or_default();
        self.tag.append_value(text(tag));
        self.cik.append_value(*cik);
        self.adsh.append_value(adsh);
        self.version.append_value(text(version));
        self.ddate.append_value(h.ddate);
        self.qtrs.append_value(h.qtrs);
        self.uom.append_value(text(uom));
        self.value.append_value(h.value);
        self.len += 1;
    }

    /// The rows built so far as a batch of `face`'s schema; the builders start again empty.
    fn batch(&mut self) -> RecordBatch {
        let value =
            self.value.finish().with_precision_and_scale(VALUE_PRECISION, VALUE_SCALE).expect("decimal(28,4) is valid");
        let columns: Vec<ArrayRef> = vec![
            Arc::new(self.tag.finish()),
            Arc::new(self.cik.finish()),
            Arc::new(self.adsh.finish()),
            Arc::new(self.version.finish()),
            Arc::new(self.ddate.finish()),
            Arc::new(self.qtrs.finish()),
            Arc::new(self.uom.finish()),
            Arc::new(value),
        ];
        self.len = 0;
        RecordBatch::try_new(Table::Face.schema(), columns).expect("face's columns match its schema")
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::cast::AsArray;
    use arrow_array::types::{Date32Type, Decimal128Type, Int32Type, Int64Type};

    use super::*;
    use crate::store::{ImportOptions, Reader, Store};

    /// One row of `face`, or of `num` as `face` should hold it.
    type Row = (String, i64, String, String, i32, i32, String, i128);

    fn face_rows(reader: &Reader) -> Vec<Row> {
        let part = reader.part(Table::Face, "2009q3").expect("the import wrote face");
        let mut out = Vec::new();
        for b in part.builder(None).unwrap().build().unwrap() {
            let b = b.unwrap();
            let text = |name: &str| b.column_by_name(name).unwrap().as_string::<i32>().clone();
            let (tag, adsh, version, uom) = (text("tag"), text("adsh"), text("version"), text("uom"));
            let cik = b.column_by_name("cik").unwrap().as_primitive::<Int64Type>().clone();
            let ddate = b.column_by_name("ddate").unwrap().as_primitive::<Date32Type>().clone();
            let qtrs = b.column_by_name("qtrs").unwrap().as_primitive::<Int32Type>().clone();
            let value = b.column_by_name("value").unwrap().as_primitive::<Decimal128Type>().clone();
            for i in 0..b.num_rows() {
                out.push((
                    tag.value(i).into(),
                    cik.value(i),
                    adsh.value(i).into(),
                    version.value(i).into(),
                    ddate.value(i),
                    qtrs.value(i),
                    uom.value(i).into(),
                    value.value(i),
                ));
            }
        }
        out
    }

    /// `face` holds exactly the numbers of `num` a screen can rank, sorted by element, then in
    /// `num`'s order (by filer and filing); sorted in memory or through spilled runs, the same
    /// file.
    #[test]
    fn face_is_nums_rankable_numbers_by_element_spilled_or_not() {
        let dir = tempfile::tempdir().unwrap();
        let mut files = Vec::new();
        for (name, budget) in [("held", ImportOptions::default().sort_budget), ("spilled", 1 << 20)] {
            let store = Store::at(dir.path().join(name));
            let locked = store.lock().unwrap();
            let options = ImportOptions { sort_budget: budget };
            let zip = crate::store::fixture::zip("2009q3");
            crate::store::import_zip(&locked, &zip, None, options, &crate::standard::table::StdTable, &|_, _| {})
                .unwrap();
            drop(locked);
            let reader = Reader::open(&store).unwrap();
            let periods: HashMap<String, (i64, i32)> =
                reader.filing_periods("2009q3").unwrap().into_iter().map(|(a, c, p)| (a, (c, p))).collect();
            let mut want: Vec<Row> = Vec::new();
            reader
                .each_number("2009q3", &mut |n| {
                    let (cik, period) = periods[n.adsh];
                    let Some(value) = n.value else { return };
                    if n.segments.is_none() && n.coreg.is_none() && [0, 1, 4].contains(&n.qtrs) && n.ddate == period {
                        let text = |t: &str| t.to_string();
                        want.push((
                            text(n.tag),
                            cik,
                            text(n.adsh),
                            text(n.version),
                            n.ddate,
                            n.qtrs,
                            text(n.uom),
                            value,
                        ));
                    }
                })
                .unwrap();
            // A stable sort: num's order kept within an element.
            want.sort_by(|a, b| a.0.cmp(&b.0));
            let got = face_rows(&reader);
            assert!(got.len() > 10_000, "{}", got.len());
            if name == "spilled" {
                let held = got.len() * std::mem::size_of::<Held>();
                assert!(held > 4 * options.face_budget(), "the runs were spilled: {held} bytes of rows");
            }
            assert_eq!(got.len(), want.len());
            assert!(got == want, "{name}: face is not num's rankable numbers in order");
            let entry = &reader.manifest().quarters["2009q3"];
            assert_eq!(entry.rows.face, got.len() as u64);
            assert!(entry.tables().any(|t| t == Table::Face));
            files.push(std::fs::read(reader.file(Table::Face, "2009q3").unwrap()).unwrap());
        }
        assert!(files[0] == files[1], "the same file, spilled or not");
    }
}
