//! The network side of settings: base URLs, and the [`ClientConfig`] the data layer is given.

use reqwest::Url;

use super::Settings;
use crate::error::{Error, Result};
use crate::net::is_loopback;
use crate::settings::input::quoted;
use crate::sources::ClientConfig;

/// A base URL must be http(s) with a host; plain HTTP only to this machine, since answers could be
/// altered on the way and the key (or the SEC contact) travels in a header.
pub fn parse_base_url(s: &str) -> Result<Url> {
    let url = Url::parse(s.trim()).map_err(|e| {
        // "relative URL without a base": the scheme is missing.
        if !s.contains("://") {
            Error::usage(format!("invalid base URL {}: it needs a scheme, such as https://{}", quoted(s), s.trim()))
        } else {
            Error::usage(format!("invalid base URL {}: {e}", quoted(s)))
        }
    })?;
    let host = url.host_str().unwrap_or_default();
    match url.scheme() {
        "https" if !host.is_empty() => {}
        "http" if is_loopback(host) => {}
        "http" => {
            return Err(Error::usage(format!(
                "refusing plain http:// to {}: answers could be altered on the way, and a key or the SEC \
                 contact would cross the network unencrypted; use https://",
                quoted(host)
            )));
        }
        _ => {
            return Err(Error::usage(format!("invalid base URL {}: expected https://HOST", quoted(s))));
        }
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Error::usage("the base URL must not carry a user name or password"));
    }
    Ok(url)
}

impl Settings {
    /// What the data layer needs.
    pub fn client_config(&self) -> ClientConfig {
        ClientConfig {
            filings: self.filings.clone(),
            market: self.market.clone(),
            first: self.first.clone(),
            behind: self.behind.clone(),
            cache: self.cache.clone(),
            timeout: self.timeout,
            retries: self.retries,
            ca_bundle: self.ca_bundle.clone(),
            max_body: self.max_response_bytes,
            printer: self.printer(),
            words: super::words::WORDS,
        }
    }

    /// How talkative this run is.
    pub fn printer(&self) -> crate::printer::Printer {
        crate::printer::Printer { verbose: self.verbose, quiet: self.quiet }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_urls() {
        assert!(parse_base_url("https://services.last10k.com").is_ok());
        assert!(parse_base_url("http://127.0.0.1:8080").is_ok());
        assert!(parse_base_url("http://localhost:1").is_ok());
        assert!(parse_base_url("http://[::1]:1").is_ok());
        assert!(parse_base_url("http://example.com").unwrap_err().message.contains("https"));
        assert!(parse_base_url("ftp://example.com").is_err());
        assert!(parse_base_url("not a url").is_err());
        assert!(parse_base_url("https://user:pw@example.com").is_err());
    }
}
