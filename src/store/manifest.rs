//! `manifest.json`: the quarters the store holds, each at the generation of its files, with their
//! rows, bytes and the checksum of each file's tail. Rewritten whole by one rename, it is the one
//! commit point of an import (`import/commit.rs`). It carries a checksum of its own, and every name
//! in it is checked before it makes a path: a quarter is `YYYYqN`, a generation letters, digits and
//! dashes.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::Quarter;
use super::checksum::{self, Tail};
use super::error::{Damage, Doing, Error, Result};
use super::schema::{self, Table};

/// The manifest's file name, in the store's root.
pub const MANIFEST: &str = "manifest.json";

/// The largest manifest read (a thousand quarters take well under a MiB).
const MANIFEST_CAP: u64 = 64 << 20;

/// The largest tail (page index and footer) of one file: today's largest are a few hundred KiB.
pub const TAIL_CAP: u64 = 64 << 20;

/// One value per table of a quarter: rows, bytes, tails.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerTable<T: Default = u64> {
    pub sub: T,
    pub num: T,
    pub pre: T,
    pub tag: T,
    /// Nothing (zero, an empty tail) where the quarter has no `std` ([`QuarterEntry::standard`]).
    #[serde(default)]
    pub std: T,
    /// Nothing (zero, an empty tail) where the quarter has no `face` (an older finq's import).
    #[serde(default)]
    pub face: T,
}

impl<T: Copy + Default> PerTable<T> {
    pub fn get(&self, t: Table) -> T {
        match t {
            Table::Sub => self.sub,
            Table::Num => self.num,
            Table::Pre => self.pre,
            Table::Tag => self.tag,
            Table::Std => self.std,
            Table::Face => self.face,
        }
    }
    pub fn set(&mut self, t: Table, v: T) {
        match t {
            Table::Sub => self.sub = v,
            Table::Num => self.num = v,
            Table::Pre => self.pre = v,
            Table::Tag => self.tag = v,
            Table::Std => self.std = v,
            Table::Face => self.face = v,
        }
    }
}

impl PerTable<u64> {
    pub fn total(&self) -> u64 {
        self.sub + self.num + self.pre + self.tag + self.std + self.face
    }
}

/// What the manifest says of one quarter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuarterEntry {
    /// Names this import's files (`part-GEN.parquet`).
    pub generation: String,
    pub imported_at: String,
    /// The zip's file name, and its size.
    pub source: String,
    pub source_bytes: u64,
    pub rows: PerTable,
    pub bytes: PerTable,
    /// Each file's tail and its checksum ([`checksum`]); `None` for a quarter an older finq
    /// imported, which is read unchecked (`finq bulk status` says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tails: Option<PerTable<Tail>>,
    /// The version of the rules the quarter's `std` table was made with; `None` for a quarter an
    /// older finq imported, which has none (its standardized values are made when asked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standard: Option<String>,
}

impl QuarterEntry {
    /// The tables this quarter has files of: the SEC's four, `std` where it was written, and
    /// `face` where it was (a file is never empty: its bytes say it).
    pub fn tables(&self) -> impl Iterator<Item = Table> + '_ {
        Table::STORED.into_iter().filter(|&t| match t {
            Table::Std => self.standard.is_some(),
            Table::Face => self.bytes.face > 0,
            _ => true,
        })
    }
}

/// `manifest.json`: the quarters the store holds, committed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub layout: u32,
    pub quarters: BTreeMap<String, QuarterEntry>,
    /// `crc32:` and the CRC-32 of the manifest's bytes as written, with this value as
    /// `crc32:00000000`; absent in an older finq's manifest. The last field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    checksum: Option<String>,
}

impl Default for Manifest {
    fn default() -> Self {
        Self { layout: schema::LAYOUT_VERSION, quarters: BTreeMap::new(), checksum: None }
    }
}

/// A letters, digits and dashes name of a few dozen characters at most: it becomes a file name.
pub fn valid_generation(g: &str) -> bool {
    (1..=64).contains(&g.len()) && g.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The checksum's value while the checksum is computed: the manifest's bytes with this in its
/// place are what the checksum covers.
const UNSUMMED: &str = "crc32:00000000";
/// How the checksum is written: the manifest's last field.
const SUM_FIELD: &[u8] = b"\"checksum\": \"crc32:";

impl Manifest {
    /// The manifest of the store at `root`; an empty one when the store holds nothing yet.
    pub fn read(root: &Path) -> Result<Manifest> {
        let path = root.join(MANIFEST);
        let damaged = |why: Damage| Error::Manifest { path: path.clone(), why };
        let mut bytes = match crate::files::read_regular(&path, MANIFEST_CAP) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Manifest::default()),
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData || e.raw_os_error() == Some(libc::ELOOP) => {
                return Err(damaged("not a regular file of finq's".into()));
            }
            Err(e) => return Err(Error::io(Doing::Read, &path, e)),
        };
        // The checksum first, over the bytes as written (whatever fields a later finq adds):
        // nothing of a damaged manifest is read, its layout included.
        if let Some(at) = bytes.windows(SUM_FIELD.len()).rposition(|w| w == SUM_FIELD) {
            let hex = at + SUM_FIELD.len();
            let said = std::str::from_utf8(bytes.get(hex..hex + 8).unwrap_or_default())
                .ok()
                .and_then(|h| u32::from_str_radix(h, 16).ok());
            let end = (hex + 8).min(bytes.len());
            bytes[hex..end].fill(b'0');
            if said != Some(checksum::crc(&bytes)) {
                return Err(damaged("its checksum does not match".into()));
            }
        }
        let mut manifest: Manifest = serde_json::from_slice(&bytes).map_err(|e| damaged(e.into()))?;
        manifest.checksum = None;
        if manifest.layout != schema::LAYOUT_VERSION {
            return Err(Error::Layout {
                root: root.to_path_buf(),
                found: manifest.layout,
                reads: schema::LAYOUT_VERSION,
            });
        }
        for (name, q) in &manifest.quarters {
            if Quarter::parse(name).map(|q| q.to_string()).as_deref() != Some(name.as_str()) {
                return Err(damaged(format!("{:?} is not a quarter", crate::sanitize::for_terminal(name)).into()));
            }
            if !valid_generation(&q.generation) {
                return Err(damaged(format!("{name}'s generation is not a name finq writes").into()));
            }
            let tails_fit = |t: &PerTable<Tail>| {
                q.tables().all(|x| t.get(x).at <= q.bytes.get(x) && q.bytes.get(x) - t.get(x).at <= TAIL_CAP)
            };
            if q.tails.as_ref().is_some_and(|t| !tails_fit(t)) {
                return Err(damaged(format!("{name}'s checksums do not fit its files").into()));
            }
        }
        Ok(manifest)
    }

    /// Writes the manifest whole into `root` (a new file, synced, renamed over the old one): the
    /// commit point of an import. `Err` only when it was not renamed into place: once it is, a
    /// failure to sync the folder after it does not undo it.
    pub fn write(&self, root: &Path) -> Result<()> {
        let path = root.join(MANIFEST);
        let mut with_sum = self.clone();
        with_sum.checksum = Some(UNSUMMED.to_string());
        let mut text = serde_json::to_vec_pretty(&with_sum).expect("a manifest serialises");
        text.push(b'\n');
        let at = text.windows(SUM_FIELD.len()).rposition(|w| w == SUM_FIELD).expect("the checksum is written")
            + SUM_FIELD.len();
        let sum = format!("{:08x}", checksum::crc(&text));
        text[at..at + 8].copy_from_slice(sum.as_bytes());
        crate::files::write_whole(&path, &text, true, crate::files::Access::Shared)
            .map_err(|e| Error::io(Doing::Write, &path, e))?;
        let _ = crate::files::sync_folder(root);
        Ok(())
    }

    /// What tells one version of the manifest from another without reading it: each write is a
    /// new file (a rename), so a new inode; with its size and time.
    pub fn stamp(root: &Path) -> Option<(u64, u64, i128)> {
        let m = std::fs::symlink_metadata(root.join(MANIFEST)).ok()?;
        #[cfg(unix)]
        let inode = std::os::unix::fs::MetadataExt::ino(&m);
        #[cfg(not(unix))]
        let inode = 0;
        let time = m.modified().ok()?.duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as i128);
        Some((inode, m.len(), time))
    }
}

/// A quarter's entry with small made-up figures, for the store's unit tests.
#[cfg(test)]
pub(crate) fn test_entry(generation: &str) -> QuarterEntry {
    QuarterEntry {
        generation: generation.into(),
        imported_at: "2026-11-23T00:00:00Z".into(),
        source: "2009q3.zip".into(),
        source_bytes: 1,
        rows: PerTable { sub: 1, num: 2, pre: 3, tag: 4, std: 5, face: 6 },
        bytes: PerTable { sub: 100, num: 200, pre: 300, tag: 400, std: 500, face: 600 },
        tails: Some(PerTable { sub: Tail { at: 90, crc32: 7 }, ..Default::default() }),
        standard: Some("fac-test".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::test_entry as entry;
    use super::*;

    /// The error finq reports for `e`.
    fn said(e: Error) -> crate::error::Error {
        e.into()
    }

    #[test]
    fn a_manifest_reads_back_and_any_changed_byte_is_refused_or_harmless() {
        let dir = tempfile::tempdir().unwrap();
        let mut m = Manifest::default();
        m.quarters.insert("2009q3".into(), entry("18f-1a"));
        m.write(dir.path()).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), m);
        let text = std::fs::read(dir.path().join(MANIFEST)).unwrap();
        // Every byte changed in turn: refused as damaged, never read as another manifest (nor
        // as one of another layout, which would name another repair).
        for i in 0..text.len() {
            for flip in [0x01u8, 0x20, 0x80] {
                let mut bad = text.clone();
                bad[i] ^= flip;
                std::fs::write(dir.path().join(MANIFEST), &bad).unwrap();
                match Manifest::read(dir.path()) {
                    Ok(read) => assert_eq!(read, m, "byte {i} ^ {flip:#x}"),
                    Err(e) => {
                        let e = said(e);
                        assert_eq!(e.kind, crate::error::ErrorKind::Damaged, "byte {i} ^ {flip:#x}: {e}")
                    }
                }
            }
        }
        // An older finq's manifest (no checksum, no tails) reads; a later one's, with a field
        // this finq does not know, too (the checksum is of the bytes).
        let text = String::from_utf8(text).unwrap();
        let sum_at = text.rfind(",\n  \"checksum\"").unwrap();
        let old = format!("{}\n}}\n", &text[..sum_at]);
        std::fs::write(dir.path().join(MANIFEST), old).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), m);
        let mut later = text.replacen("{\n", "{\n  \"added\": 1,\n", 1).into_bytes();
        let at = later.windows(SUM_FIELD.len()).rposition(|w| w == SUM_FIELD).unwrap() + SUM_FIELD.len();
        later[at..at + 8].copy_from_slice(b"00000000");
        let sum = format!("{:08x}", checksum::crc(&later));
        later[at..at + 8].copy_from_slice(sum.as_bytes());
        std::fs::write(dir.path().join(MANIFEST), &later).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), m, "a later finq's field, its checksum over it");
        later[3] ^= 1;
        std::fs::write(dir.path().join(MANIFEST), &later).unwrap();
        assert!(Manifest::read(dir.path()).is_err(), "and damaged, refused");
    }

    #[test]
    fn names_that_would_leave_the_store_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        for (quarter, generation) in
            [("2009q3/../../../outside", "1a"), ("2009Q3", "1a"), ("2009q3", "../x"), ("2009q3", "")]
        {
            let mut m = Manifest::default();
            m.quarters.insert(quarter.into(), entry(generation));
            m.write(dir.path()).unwrap();
            let e = said(Manifest::read(dir.path()).unwrap_err());
            assert_eq!(e.kind, crate::error::ErrorKind::Damaged, "{quarter} {generation}: {e}");
            assert!(e.message.contains("import them again"), "{e}");
        }
        let mut m = Manifest::default();
        let mut far = entry("1a");
        far.tails.as_mut().unwrap().num = Tail { at: 900, crc32: 0 };
        m.quarters.insert("2009q3".into(), far);
        m.write(dir.path()).unwrap();
        assert!(said(Manifest::read(dir.path()).unwrap_err()).message.contains("do not fit"));
    }
}
