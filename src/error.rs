//! Error kinds and their exit codes: every failure finq reports maps to exactly one of these (what
//! each code means, for a person, is the help command's page).
//! An error carries its kind (the exit code), a cause a program can branch on (doctor's advice,
//! retries), the error under it kept whole (the OS's, the transport's), the hints that say what to
//! do, and the one line a person reads.
//!
//! As in jj's `CommandError { kind, error, hints }`: the kind decides the exit code, the source
//! chain is what `-v` prints beneath the line, and hints are data that the line ends with.

use std::error::Error as StdError;
use std::fmt;
use std::sync::Arc;

/// What went wrong, in the terms a script branches on; [`ErrorKind::exit_code`] is the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Bad flag, ticker, CIK, filing order or configuration value.
    Usage = 2,
    /// No such company, or no statement of that kind.
    NotFound = 3,
    /// No key configured, key rejected (401) or quota exhausted (403).
    Auth = 4,
    /// Rate limited (429).
    RateLimited = 5,
    /// Connection, TLS, DNS or time-out.
    Network = 6,
    /// The service failed or answered something that is not the interface.
    Service = 7,
    /// Data on this machine is not what it should be: a bulk store file that is damaged (a
    /// checksum that does not match, a file that is not the store's), or a zip that is not one of
    /// the SEC's data sets. The same exit code as a service's malformed answer (7): data that
    /// cannot be used, whoever sent it; the message names the file and the repair.
    Damaged = 107,
    /// Several items were asked for and some failed.
    Partial = 8,
    /// Offline and not in the cache.
    Offline = 9,
    /// A local file or folder could not be read or written (the OS error is kept as the source).
    Files = 10,
    /// Hung up (SIGHUP): the terminal went away.
    HangUp = 129,
    /// Interrupted by the user (Ctrl-C, SIGINT).
    Interrupted = 130,
    /// Terminated (SIGTERM), as by `kill` or a CI job's time-out.
    Terminated = 143,
}

impl ErrorKind {
    pub fn exit_code(self) -> u8 {
        match self {
            ErrorKind::Damaged => 7,
            other => other as u8,
        }
    }
}

/// What lies under an error, for code that decides by it (never by the message's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The service answered with this HTTP status.
    Status(u16),
    /// No answer within the time-out.
    TimedOut,
    /// The TLS handshake failed on the certificate: not trusted, a name that does not match.
    Certificate,
    /// The TLS handshake failed otherwise (the server does not speak TLS there, no common version).
    Tls,
    /// The connection could not be made or broke.
    Connection,
    /// A proxy refused to carry the request.
    Proxy,
    /// The operating system refused a file operation (no space, no permission, …).
    Io(std::io::ErrorKind),
    /// A zip is not (a whole) one of the SEC's data sets: fetched again, not kept.
    NotADataSet,
    /// No contact is set for a source that asks for one (the SEC's User-Agent): nothing was sent.
    NoContact,
}

/// A failure finq explains to the user: what failed, what to do, the kind that decides the exit
/// code, and the error it came from.
///
/// The message must never contain the API key; it is built only from what finq asked for and
/// what the service answered (sanitised), never from request headers.
#[derive(Debug, Clone)]
pub struct Error {
    pub kind: ErrorKind,
    /// What failed, on one line, without the hints.
    pub message: String,
    pub cause: Option<Cause>,
    /// The error under this one, kept whole (an `io::Error`, a `reqwest::Error` with its chain):
    /// [`std::error::Error::source`] returns it and `-v` prints its chain.
    source: Option<Arc<dyn StdError + Send + Sync>>,
    /// What to do about it, in the order they are said.
    hints: Vec<String>,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self { kind, message: message.into(), cause: None, source: None, hints: Vec::new() }
    }
    pub fn because(mut self, cause: Cause) -> Self {
        self.cause = Some(cause);
        self
    }
    /// Keeps `source` as the error under this one.
    pub fn with_source(mut self, source: impl Into<Box<dyn StdError + Send + Sync>>) -> Self {
        self.source = Some(Arc::from(source.into()));
        self
    }
    /// Adds what to do about it (said after the message, on the same line).
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hints.push(hint.into());
        self
    }
    /// What to do about it, without the message.
    pub fn hints(&self) -> &[String] {
        &self.hints
    }
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Usage, message)
    }
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::NotFound, message)
    }
    pub fn auth(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Auth, message)
    }
    pub fn service(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Service, message)
    }
    /// Local data that cannot be used: `message` names the file and the repair.
    pub fn damaged(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Damaged, message)
    }
    pub fn network(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Network, message)
    }
    /// A local file operation failed: `what` says which ("cannot write /x/y"), the OS's reason
    /// follows it on the line, its kind is the cause and the `io::Error` the source (`-v` prints it).
    pub fn files(what: impl fmt::Display, e: impl IoFailure) -> Self {
        let (reason, e) = e.reason_and_error();
        Self::new(ErrorKind::Files, format!("{what}: {reason}")).because(Cause::Io(e.kind())).with_source(e)
    }
    /// Reading a text file a person named (a list of tickers, a keys file, the config file) failed:
    /// the OS refused ([`ErrorKind::Files`]), or the bytes are not text (a usage error: the
    /// content is wrong, not the disk).
    pub fn reading(what: impl fmt::Display, e: std::io::Error) -> Self {
        let content = e.kind() == std::io::ErrorKind::InvalidData;
        let e = Self::files(what, e);
        if content { Self { kind: ErrorKind::Usage, ..e } } else { e }
    }
}

/// What [`Error::files`] is given: the `io::Error` itself, kept whole, or a borrowed one, copied
/// (an OS error by its code, so that nothing of it is lost; another by its kind and its words).
pub trait IoFailure {
    /// The words for the line, and the error to keep as the source.
    fn reason_and_error(self) -> (String, std::io::Error);
}

impl IoFailure for std::io::Error {
    fn reason_and_error(self) -> (String, std::io::Error) {
        (os_reason(&self), self)
    }
}

impl IoFailure for &std::io::Error {
    fn reason_and_error(self) -> (String, std::io::Error) {
        let copy = match self.raw_os_error() {
            Some(code) => std::io::Error::from_raw_os_error(code),
            None => std::io::Error::new(self.kind(), self.to_string()),
        };
        (self.to_string(), copy)
    }
}

/// The OS's words for `e` ("Permission denied (os error 13)"). A library may wrap them in its own
/// (tempfile names its temporary file, not the file asked for, and hides the OS error from
/// `source()`): then the kind says it, and the whole error stays in the source for `-v`.
fn os_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code).to_string(),
        None if e.get_ref().is_some() && !matches!(e.kind(), K::InvalidData | K::InvalidInput | K::Other) => {
            std::io::Error::from(e.kind()).to_string()
        }
        None => e.to_string(),
    }
}

/// The one line: the message, then each hint after `; `.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        for hint in &self.hints {
            write!(f, "; {hint}")?;
        }
        Ok(())
    }
}

impl StdError for Error {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        self.source.as_deref().map(|e| e as &(dyn StdError + 'static))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The exit code for any error that reached `main`, and whether it is worth reporting.
///
/// A closed stdout pipe is success: `finq prices AAPL | head -1` must not complain.
pub fn classify(err: &anyhow::Error) -> (u8, bool) {
    for cause in err.chain() {
        if let Some(e) = typed(cause) {
            return (e.kind.exit_code(), true);
        }
        if closed_pipe(cause) {
            return (0, false);
        }
    }
    (1, true)
}

/// Whether an error is a closed pipe: an `io::Error` of that kind, or one carried inside
/// another (the CSV writer's error wraps the `io::Error` its output gave it, and comes back as
/// an `io::Error` of kind `Other`).
fn closed_pipe(cause: &(dyn StdError + 'static)) -> bool {
    let Some(io) = cause.downcast_ref::<std::io::Error>() else {
        return match cause.downcast_ref::<csv::Error>().map(csv::Error::kind) {
            Some(csv::ErrorKind::Io(io)) => io.kind() == std::io::ErrorKind::BrokenPipe,
            _ => false,
        };
    };
    io.kind() == std::io::ErrorKind::BrokenPipe || io.get_ref().is_some_and(|inner| closed_pipe(inner))
}

/// finq's error in this layer: itself, or carried inside an `io::Error` (a writer can fail only
/// with an `io::Error`, so the output writer puts its [`Error`] there, naming the file).
fn typed<'a>(layer: &'a (dyn StdError + 'static)) -> Option<&'a Error> {
    layer.downcast_ref::<Error>().or_else(|| layer.downcast_ref::<std::io::Error>()?.get_ref()?.downcast_ref::<Error>())
}

/// The lines `main` prints for an error that reached it (each after `finq: `): the failure on one
/// line, with any context wrapped around a typed error before it (`writing x: cannot …`); with
/// `verbose`, one `caused by:` line for each error under it.
pub fn report(err: &anyhow::Error, verbose: bool) -> Vec<String> {
    let mut said = Vec::new();
    for layer in err.chain() {
        let Some(e) = typed(layer) else {
            said.push(layer.to_string());
            continue;
        };
        said.push(e.to_string());
        let mut lines = vec![format!("error: {}", said.join(": "))];
        if verbose {
            lines.extend(causes(e).map(|c| format!("caused by: {c}")));
        }
        return lines;
    }
    // Not one of finq's: anyhow's `{:#}` already says the whole chain on the line.
    vec![format!("error: {err:#}")]
}

/// Every error under `e`, outermost first. (An `io::Error` that wraps another says that one's
/// words, and its `source()` is that one's: the chain skips nothing a reader would miss.)
pub fn causes<'a>(e: &'a (dyn StdError + 'static)) -> impl Iterator<Item = &'a (dyn StdError + 'static)> {
    fn under<'a>(c: &&'a (dyn StdError + 'static)) -> Option<&'a (dyn StdError + 'static)> {
        (*c).source()
    }
    std::iter::successors(e.source(), under)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_match_the_contract() {
        let table = [
            (ErrorKind::Usage, 2),
            (ErrorKind::NotFound, 3),
            (ErrorKind::Auth, 4),
            (ErrorKind::RateLimited, 5),
            (ErrorKind::Network, 6),
            (ErrorKind::Service, 7),
            (ErrorKind::Damaged, 7),
            (ErrorKind::Partial, 8),
            (ErrorKind::Offline, 9),
            (ErrorKind::Files, 10),
            (ErrorKind::HangUp, 129),
            (ErrorKind::Interrupted, 130),
            (ErrorKind::Terminated, 143),
        ];
        for (kind, code) in table {
            assert_eq!(kind.exit_code(), code, "{kind:?}");
        }
    }

    #[test]
    fn broken_pipe_is_quiet_success() {
        let err = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::BrokenPipe)).context("writing output");
        assert_eq!(classify(&err), (0, false));
        // The CSV writer's error carries the pipe's inside an `io::Error` of kind `Other`.
        let csv = csv::Error::from(std::io::Error::from(std::io::ErrorKind::BrokenPipe));
        assert_eq!(classify(&anyhow::Error::new(std::io::Error::from(csv))), (0, false));
        let other = csv::Error::from(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(classify(&anyhow::Error::new(std::io::Error::from(other))), (1, true));
    }

    #[test]
    fn typed_error_found_under_context() {
        let err = anyhow::Error::new(Error::not_found("company not found")).context("income");
        assert_eq!(classify(&err), (3, true));
        assert_eq!(classify(&anyhow::anyhow!("boom")), (1, true));
    }

    #[test]
    fn the_context_around_a_typed_error_is_kept() {
        let err = anyhow::Error::new(Error::not_found("company not found")).context("income for ZZZZ");
        assert_eq!(report(&err, false), ["error: income for ZZZZ: company not found"]);
    }

    #[test]
    fn hints_end_the_one_line() {
        let e = Error::network("could not reach www.sec.gov").hint("`finq doctor` checks the way there");
        assert_eq!(e.message, "could not reach www.sec.gov");
        assert_eq!(e.hints(), ["`finq doctor` checks the way there"]);
        assert_eq!(e.to_string(), "could not reach www.sec.gov; `finq doctor` checks the way there");
        assert_eq!(
            report(&e.into(), false),
            ["error: could not reach www.sec.gov; `finq doctor` checks the way there"]
        );
    }

    #[test]
    fn the_os_error_is_kept_and_verbose_shows_the_chain() {
        let os = std::io::Error::from_raw_os_error(13);
        let reason = os.to_string();
        let e = Error::files("cannot write /x/out.json", os);
        assert_eq!(e.kind.exit_code(), 10);
        assert_eq!(e.cause, Some(Cause::Io(std::io::ErrorKind::PermissionDenied)));
        assert_eq!(e.message, format!("cannot write /x/out.json: {reason}"));
        let under =
            StdError::source(&e).and_then(|s| s.downcast_ref::<std::io::Error>()).expect("the io::Error itself");
        assert_eq!(under.raw_os_error(), Some(13));
        let err = anyhow::Error::new(e);
        assert_eq!(report(&err, false).len(), 1, "one failure, one line");
        assert_eq!(report(&err, true)[1], format!("caused by: {reason}"));
    }

    #[test]
    fn a_library_s_words_around_the_os_error_stay_in_the_source() {
        // tempfile names its temporary file; the line names the file asked for and the OS's reason.
        let wrapped = std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!("{} at path \"/x/.finq-1.part\"", std::io::Error::from_raw_os_error(13)),
        );
        let e = Error::files("cannot write /x/out.json", wrapped);
        assert!(e.message.starts_with("cannot write /x/out.json: "), "{}", e.message);
        assert_eq!(report(&e.into(), true).len(), 2);
    }

    #[test]
    fn verbose_walks_every_cause() {
        #[derive(Debug)]
        struct Outer(std::io::Error);
        impl fmt::Display for Outer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("client error (Connect)")
            }
        }
        impl StdError for Outer {
            fn source(&self) -> Option<&(dyn StdError + 'static)> {
                Some(&self.0)
            }
        }
        let e = Error::network("could not reach localhost:1")
            .with_source(Outer(std::io::Error::from(std::io::ErrorKind::ConnectionRefused)));
        let lines = report(&e.into(), true);
        assert_eq!(lines[1], "caused by: client error (Connect)");
        assert!(lines[2].starts_with("caused by: ") && lines[2].to_lowercase().contains("refused"), "{lines:?}");
        assert_eq!(lines.len(), 3);
    }
}
