//! The network: one GET with its redirects, retries and time-outs ([`http`]), the pacing of a
//! source's requests ([`pacer`]), the on-disk cache ([`cache`]), resumable downloads
//! ([`download`]), and the key that never shows ([`key`]).

pub mod cache;
pub mod download;
pub(crate) mod http;
pub mod key;
pub(crate) mod pacer;
pub mod retry;

pub use http::{Hint, Line, Origin, Transport, error_message, is_loopback};
pub use key::ApiKey;
pub use pacer::on_behalf_of;

/// A successful (200) answer.
#[derive(Debug, Clone)]
pub struct Response {
    pub body: Vec<u8>,
    pub content_type: Option<String>,
    /// Read from the on-disk cache rather than asked of the service.
    pub from_cache: bool,
}
