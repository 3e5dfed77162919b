//! Files that appear whole or not at all, and nothing half-written left by any signal.
//!
//! Every file finq writes (`-o`, snapshots, cache entries, the config file) goes to a temporary
//! [`Part`] beside its target and is renamed over it when complete. Each part in progress is
//! registered here, so that the signal handler ([`remove_parts`]) can delete them all before the
//! process exits on Ctrl-C, SIGTERM or SIGHUP.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The temporary files in progress; the lock is also held while one is renamed into place, so a
/// signal sees each either as a part (removed) or as a finished file (kept).
static PARTS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Who may read a new file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// 0600: the file may hold a key (the config file).
    Private,
    /// What the umask allows, as a shell redirect would create it.
    Shared,
}

/// A temporary file beside its target, named so that finq's leftovers are recognisable
/// (`.finq-*.part`), registered until it is renamed into place or dropped (which deletes it).
pub struct Part {
    file: Option<tempfile::NamedTempFile>,
    path: PathBuf,
}

impl Part {
    pub fn new(dir: &Path, access: Access) -> io::Result<Self> {
        let mut builder = tempfile::Builder::new();
        builder.prefix(".finq-").suffix(".part");
        #[cfg(unix)]
        if access == Access::Shared {
            use std::os::unix::fs::PermissionsExt;
            // Created with 0666 less the umask, as `>` would.
            builder.permissions(std::fs::Permissions::from_mode(0o666));
        }
        let mut parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
        let file = builder.tempfile_in(dir)?;
        let path = file.path().to_path_buf();
        parts.push(path.clone());
        Ok(Self { file: Some(file), path })
    }

    fn file(&mut self) -> &mut tempfile::NamedTempFile {
        self.file.as_mut().expect("a part is only taken when it is persisted")
    }

    /// Syncs (when `durable`) and renames the part over `target`, keeping `mode` when given.
    pub fn persist(mut self, target: &Path, durable: bool, mode: Option<u32>) -> io::Result<()> {
        let file = self.file.take().expect("persisted once");
        if durable {
            file.as_file().sync_all()?;
        }
        #[cfg(unix)]
        if let Some(mode) = mode {
            use std::os::unix::fs::PermissionsExt;
            file.as_file().set_permissions(std::fs::Permissions::from_mode(mode))?;
        }
        #[cfg(not(unix))]
        let _ = mode;
        let mut parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
        let result = file.persist(target).map(drop).map_err(|e| e.error);
        parts.retain(|p| p != &self.path);
        result
    }
}

impl Write for Part {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file().write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.file().flush()
    }
}

impl Drop for Part {
    fn drop(&mut self) {
        // The NamedTempFile (if still here) deletes the file as it drops.
        let mut parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
        self.file.take();
        parts.retain(|p| p != &self.path);
    }
}

/// Deletes every part in progress (and every [`Scratch`] folder) and keeps the registry locked,
/// so that nothing is renamed into place after this: for the signal handler, right before the
/// process exits.
pub fn remove_parts() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    let mut parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
    for p in parts.drain(..) {
        let _ = std::fs::remove_file(p);
    }
    let mut folders = SCRATCH.lock().unwrap_or_else(|e| e.into_inner());
    for d in folders.drain(..) {
        // Threads still at work (an import's tables) may make a file in it while it goes: gone
        // again on the next pass.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&d).is_ok() || !d.exists() {
                break;
            }
        }
    }
    parts
}

/// The scratch folders in progress; always locked after [`PARTS`] (the lock a signal holds).
static SCRATCH: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A folder of work in progress (the bulk store stages a whole quarter in one), removed with
/// everything in it when dropped or when a signal ends the process, unless [`Scratch::commit`]
/// took it over.
pub struct Scratch {
    path: Option<PathBuf>,
}

impl Scratch {
    /// Creates `path` (which must not exist yet) and registers it.
    pub fn new(path: PathBuf) -> io::Result<Self> {
        let _parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
        std::fs::create_dir(&path)?;
        SCRATCH.lock().unwrap_or_else(|e| e.into_inner()).push(path.clone());
        Ok(Self { path: Some(path) })
    }

    pub fn path(&self) -> &Path {
        self.path.as_deref().expect("a scratch folder is only taken by commit")
    }

    /// Takes the folder out of the signal handler's care and runs `work` (a commit that moves its
    /// contents into place). From here on a signal leaves the folder where it is: the caller's
    /// commit point (the bulk store's manifest) tells a later run to finish or discard it.
    pub fn commit<T>(mut self, work: impl FnOnce(&Path) -> T) -> T {
        let path = self.path.take().expect("committed once");
        {
            let _parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
            SCRATCH.lock().unwrap_or_else(|e| e.into_inner()).retain(|p| p != &path);
        }
        work(&path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let Some(path) = self.path.take() else { return };
        let _parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
        let _ = std::fs::remove_dir_all(&path);
        SCRATCH.lock().unwrap_or_else(|e| e.into_inner()).retain(|p| p != &path);
    }
}

/// The folder a file goes in ("." for a bare name).
pub fn parent_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Writes `bytes` to `path` whole: the folder is created, the bytes go to a temporary file, are
/// synced when `durable`, and the file is renamed into place.
pub fn write_whole(path: &Path, bytes: &[u8], durable: bool, access: Access) -> io::Result<()> {
    write_parts(path, &[bytes], durable, access)
}

/// As [`write_whole`], the file made of `parts` one after another: a cache entry's header and
/// body are written as they are, not copied into one buffer first (a body can be most of what a
/// run holds).
pub fn write_parts(path: &Path, parts: &[&[u8]], durable: bool, access: Access) -> io::Result<()> {
    let dir = parent_of(path);
    std::fs::create_dir_all(dir)?;
    let mut part = Part::new(dir, access)?;
    for bytes in parts {
        part.write_all(bytes)?;
    }
    part.persist(path, durable, None)
}

/// Syncs a folder, so that what was renamed in it survives a crash of the machine (a killed
/// process needs no sync: the kernel has the rename already). Nothing where folders cannot be
/// opened (not Unix).
pub fn sync_folder(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    std::fs::File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// How `-o PATH` is written, decided as a shell redirect or `curl -o` would.
#[derive(Debug, PartialEq, Eq)]
pub enum OutputPlan {
    /// A device, FIFO, terminal or `/dev/stdout`-like path: opened and written in place.
    InPlace(PathBuf),
    /// A regular file (new, existing, or a symlink's target): written whole and renamed into
    /// place, keeping an existing file's mode.
    Replace { target: PathBuf, mode: Option<u32> },
}

/// Decides how to write `path`, or says in one line why it cannot be written.
pub fn plan_output(path: &Path) -> Result<OutputPlan, String> {
    let shown = path.display();
    // /dev/stdout, /dev/fd/N, /proc/self/fd/N name an open descriptor: write through it, never
    // replace what it points at.
    if path.starts_with("/dev") || path.starts_with("/proc") {
        return Ok(OutputPlan::InPlace(path.to_path_buf()));
    }
    // A symbolic link is followed: its target is replaced, the link stays.
    let target = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => match std::fs::canonicalize(path) {
            Ok(t) => t,
            // A dangling link: its target is created.
            Err(_) => {
                let link = std::fs::read_link(path).map_err(|e| format!("cannot write {shown}: {e}"))?;
                parent_of(path).join(link)
            }
        },
        _ => path.to_path_buf(),
    };
    match std::fs::metadata(&target) {
        Ok(m) if m.is_dir() => Err(format!("cannot write {shown}: it is a folder; name a file inside it")),
        Ok(m) if !m.is_file() => Ok(OutputPlan::InPlace(target)),
        Ok(m) => {
            #[cfg(unix)]
            let mode = {
                use std::os::unix::fs::PermissionsExt;
                Some(m.permissions().mode() & 0o7777)
            };
            #[cfg(not(unix))]
            let mode = {
                let _ = m;
                None
            };
            Ok(OutputPlan::Replace { target, mode })
        }
        Err(_) => {
            let dir = parent_of(&target);
            if !dir.is_dir() {
                return Err(format!("cannot write {shown}: the folder {} does not exist", dir.display()));
            }
            Ok(OutputPlan::Replace { target, mode: None })
        }
    }
}

/// Raises this process's soft limit of open files to its hard limit (on macOS, where the hard
/// limit may be unlimited, to the kernel's 10,240): a server's connections, and a store snapshot's
/// files (four a quarter), are not refused for want of descriptors the system allows.
pub fn raise_file_limit() {
    #[cfg(unix)]
    // SAFETY: getrlimit and setrlimit only read and write the struct passed.
    unsafe {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max {
            let soft = limit.rlim_cur;
            limit.rlim_cur = limit.rlim_max;
            if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) != 0 && soft < 10_240 {
                limit.rlim_cur = 10_240;
                libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
            }
        }
    }
}

/// An advisory lock on a folder, held while it lives (released by the kernel when the process
/// ends, however it ends).
pub struct FolderLock {
    _file: std::fs::File,
}

/// Locks `dir` itself (no lock file is left in it) for this process, or says `Ok(None)` when
/// another process holds it.
pub fn lock_folder(dir: &Path) -> io::Result<Option<FolderLock>> {
    let file = std::fs::File::open(dir)?;
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: flock on a descriptor this function owns; no memory is involved.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let e = io::Error::last_os_error();
            return if e.kind() == io::ErrorKind::WouldBlock { Ok(None) } else { Err(e) };
        }
    }
    Ok(Some(FolderLock { _file: file }))
}

/// Opens a regular file for reading: a symbolic link, a FIFO or a device is an error, found
/// before anything is read (opening follows no link and does not wait for a FIFO's writer).
pub fn open_regular(path: &Path) -> io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "not a regular file"));
    }
    Ok(file)
}

/// Reads a regular file of at most `cap` bytes ([`open_regular`]); a bigger file is an error,
/// found before anything is read.
pub fn read_regular(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let file = open_regular(path)?;
    let meta = file.metadata()?;
    if meta.len() > cap {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "larger than the cap"));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may grow while it is read: never past the cap.
    file.take(cap + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "larger than the cap"));
    }
    Ok(bytes)
}

/// Makes the folders of `rel` inside `base` (which the user chose, and may be a link), one by
/// one and never through a link: an existing component must be a real folder. So a folder name
/// planted in `base` as a link to somewhere else is refused, not written through. Returns the
/// full path of `rel`.
pub fn folders_within(base: &Path, rel: &Path) -> io::Result<PathBuf> {
    let mut at = base.to_path_buf();
    let parents: Vec<_> = rel.parent().map(|p| p.components().collect()).unwrap_or_default();
    for part in parents {
        at.push(part);
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("{} is a link or a file, not a folder finq made", at.display()),
                ));
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => match std::fs::create_dir(&at) {
                Ok(()) => {}
                // Made at the same moment by someone else: checked again on the next use.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            },
            Err(e) => return Err(e),
        }
    }
    Ok(base.join(rel))
}

/// Reads `rel` inside `base` as the cache reads its entries ([`read_regular`]: a regular file of
/// at most `cap` bytes, no link followed, no FIFO waited on), its folders real folders too.
pub fn read_within(base: &Path, rel: &Path, cap: u64) -> io::Result<Vec<u8>> {
    let mut at = base.to_path_buf();
    for part in rel.parent().map(|p| p.components().collect::<Vec<_>>()).unwrap_or_default() {
        at.push(part);
        if !std::fs::symlink_metadata(&at)?.is_dir() {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "a link or a file where a folder should be"));
        }
    }
    read_regular(&base.join(rel), cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn inside_a_folder_nothing_planted_is_followed() {
        let dir = tempfile::tempdir().unwrap();
        let (base, elsewhere) = (dir.path().join("out"), dir.path().join("elsewhere"));
        std::fs::create_dir_all(&base).unwrap();
        std::fs::create_dir_all(&elsewhere).unwrap();
        let rel = Path::new("AAPL/income/default-0.json");
        assert_eq!(folders_within(&base, rel).unwrap(), base.join(rel));
        assert!(base.join("AAPL/income").is_dir());
        std::fs::write(base.join(rel), b"{}").unwrap();
        assert_eq!(read_within(&base, rel, 10).unwrap(), b"{}");
        assert!(read_within(&base, rel, 1).is_err(), "over the cap");
        // A ticker folder that is a link: neither written through nor read through.
        std::os::unix::fs::symlink(&elsewhere, base.join("MSFT")).unwrap();
        std::fs::create_dir_all(elsewhere.join("income")).unwrap();
        std::fs::write(elsewhere.join("income/default-0.json"), b"{}").unwrap();
        let linked = Path::new("MSFT/income/default-0.json");
        assert!(folders_within(&base, linked).unwrap_err().to_string().contains("link or a file"));
        assert!(read_within(&base, linked, 10).is_err());
        // A file that is a link (to /dev/zero, say) is not read.
        std::os::unix::fs::symlink("/dev/zero", base.join("AAPL/income/10-K-0.json")).unwrap();
        assert!(read_within(&base, Path::new("AAPL/income/10-K-0.json"), 10).is_err());
    }

    #[test]
    fn output_plans() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert!(plan_output(d).unwrap_err().contains("is a folder"));
        assert!(plan_output(&d.join("no/such/x.json")).unwrap_err().contains("does not exist"));
        assert_eq!(plan_output(Path::new("/dev/null")), Ok(OutputPlan::InPlace("/dev/null".into())));
        assert_eq!(plan_output(Path::new("/dev/stdout")), Ok(OutputPlan::InPlace("/dev/stdout".into())));
        let new = d.join("new.json");
        assert_eq!(plan_output(&new), Ok(OutputPlan::Replace { target: new.clone(), mode: None }));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::write(&new, "old").unwrap();
            std::fs::set_permissions(&new, std::fs::Permissions::from_mode(0o640)).unwrap();
            let real = std::fs::canonicalize(&new).unwrap();
            assert_eq!(plan_output(&new), Ok(OutputPlan::Replace { target: new.clone(), mode: Some(0o640) }));
            let link = d.join("link.json");
            std::os::unix::fs::symlink(&new, &link).unwrap();
            assert_eq!(plan_output(&link), Ok(OutputPlan::Replace { target: real, mode: Some(0o640) }));
        }
    }
}
