//! Error kinds and the exit-code table: every failure finq reports maps to exactly one of these.

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

/// A failure finq explains to the user: one line of text and the kind that decides the exit code.
///
/// The message must never contain the API key; it is built only from what finq asked for and
/// what the service answered (sanitised), never from request headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self { kind, message: message.into() }
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
