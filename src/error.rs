//! Error kinds and the exit-code table: every failure finq reports maps to exactly one of these.
//! An error carries its kind (the exit code), a cause a program can branch on (doctor's advice,
//! retries), and the one line a person reads.

use std::fmt;

/// What went wrong, in the terms a script branches on. The discriminant is the exit code.
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
    /// Several items were asked for and some failed.
    Partial = 8,
    /// Offline and not in the cache.
    Offline = 9,
    /// A local file or folder could not be read or written (the OS error is in the message).
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
        self as u8
    }
}

/// Every exit code and what it means: the one table `finq help exit-codes`, the man page and the
/// README are written from.
pub const EXIT_CODES: &[(u8, &str)] = &[
    (0, "success (also when the reader of a pipe goes away)"),
    (1, "unexpected internal error"),
    (2, "usage: bad flag, ticker, CIK, filing order, date, base URL, config file or --jq expression"),
    (3, "not found: no such company (quote, prices, look-ups), or no statement of that kind"),
    (4, "authentication: no key configured, key rejected (401), access refused or quota used up (403)"),
    (5, "rate limited (429), still after retries"),
    (6, "network: connection, TLS, DNS or time-out, still after retries"),
    (
        7,
        "the service failed or answered something that is not the interface\n\
         (5xx, other statuses, non-JSON, wrong shape, a status other than 0, an answer too large,\n\
         a redirect to another origin)",
    ),
    (8, "partial: some of several tickers (or snapshot items) failed; the rest were written"),
    (9, "--offline, and the answer is not in the cache (or its cached copy is damaged)"),
    (10, "a local file or folder could not be read or written (the OS error says why: no space, no permission…)"),
    (129, "hung up (SIGHUP); no partial output file is left"),
    (130, "interrupted (Ctrl-C); no partial output file is left"),
    (143, "terminated (SIGTERM); no partial output file is left"),
];

/// The `finq help exit-codes` page.
pub fn exit_codes_help() -> String {
    let mut out = String::from("finq exit codes\n\n");
    for (code, what) in EXIT_CODES {
        let mut lines = what.lines();
        out.push_str(&format!("  {code:<4} {}\n", lines.next().unwrap_or_default()));
        for more in lines {
            out.push_str(&format!("       {}\n", more.trim_start()));
        }
    }
    out.push_str(
        "\nEvery non-zero exit prints one line on stderr, `finq: error: …`, saying what failed and what to do.\n",
    );
    out
}

/// What lies under an error, for code that decides by it (never by the message's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The service answered with this HTTP status.
    Status(u16),
    /// No answer within the time-out.
    TimedOut,
    /// The TLS handshake failed: a certificate not trusted, a name that does not match.
    Certificate,
    /// The connection could not be made or broke.
    Connection,
    /// A proxy refused to carry the request.
    Proxy,
    /// The operating system refused a file operation (no space, no permission, …).
    Io(std::io::ErrorKind),
}

/// A failure finq explains to the user: one line of text and the kind that decides the exit code.
///
/// The message must never contain the API key; it is built only from what finq asked for and
/// what the service answered (sanitised), never from request headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    pub cause: Option<Cause>,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self { kind, message: message.into(), cause: None }
    }
    pub fn because(mut self, cause: Cause) -> Self {
        self.cause = Some(cause);
        self
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
    pub fn network(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Network, message)
    }
    /// A local file operation failed: `what` says which ("cannot write /x/y"), the OS error
    /// follows it in the message and its kind is kept as the cause.
    pub fn files(what: impl std::fmt::Display, e: &std::io::Error) -> Self {
        Self::new(ErrorKind::Files, format!("{what}: {e}")).because(Cause::Io(e.kind()))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The exit code for any error that reached `main`, and whether it is worth reporting.
///
/// A closed stdout pipe is success: `finq prices AAPL | head -1` must not complain.
pub fn classify(err: &anyhow::Error) -> (u8, bool) {
    for cause in err.chain() {
        if let Some(e) = cause.downcast_ref::<Error>() {
            return (e.kind.exit_code(), true);
        }
        if let Some(io) = cause.downcast_ref::<std::io::Error>()
            && io.kind() == std::io::ErrorKind::BrokenPipe
        {
            return (0, false);
        }
    }
    (1, true)
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
    }

    #[test]
    fn typed_error_found_under_context() {
        let err = anyhow::Error::new(Error::not_found("company not found")).context("income");
        assert_eq!(classify(&err), (3, true));
        assert_eq!(classify(&anyhow::anyhow!("boom")), (1, true));
    }
}
