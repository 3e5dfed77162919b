//! Large files to disk, resumable: the SEC's quarterly data-set zips (50–80 MB each) for the bulk
//! store. Bytes go to `NAME.part`, which survives an interruption; the next run asks only for
//! the rest (`Range: bytes=N-`), and the part is renamed to `NAME` once every byte the server
//! announced is there, so the file is complete or absent. The source's headers and pacing apply
//! (for the SEC: the contact in the User-Agent, ten requests a second at most), retries resume
//! where the last try stopped, and `--timeout` bounds each wait for data, not the whole transfer.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use reqwest::Url;
use reqwest::header::{ACCEPT, CONTENT_LENGTH, CONTENT_RANGE, HeaderValue, LOCATION, RANGE, RETRY_AFTER};

use super::http::Origin;
use super::http::{build, is_loopback};
use super::pacer::Pacer;
use super::retry;
use crate::error::{Error, ErrorKind, Result};
use crate::printer::Printer;

/// The largest file accepted: far above any quarter the SEC has published.
pub const MAX_DOWNLOAD: u64 = 4 << 30;

/// How downloads are made: the origin (base URL, contact, pacing, refusals) and the transport's
/// limits.
pub struct Downloader {
    origin: Box<dyn Origin + Send + Sync>,
    base: Url,
    client: reqwest::Client,
    pacer: Pacer,
    timeout: Duration,
    retries: u32,
    printer: Printer,
}

/// How one try ended.
enum Outcome {
    Done,
    /// Worth another try (resuming): a network failure, a 5xx, a body cut short.
    Again(Error, Option<Duration>),
}

/// What a GET brought back: the server's answer, or no answer worth waiting on.
enum Sent {
    Answer(reqwest::Response),
    Again(Outcome),
}

/// What an answer means for the part.
enum Answered {
    /// A body to write.
    Body(Body),
    /// Nothing to write: done, or another try.
    Over(Outcome),
}

/// Where the body of an answer goes: `file`, from byte `got` of `total` (if announced).
struct Body {
    file: File,
    got: u64,
    total: Option<u64>,
}

impl Downloader {
    /// A downloader from `origin`; its credential (the SEC's contact) is checked here, before
    /// anything is sent.
    pub fn new(
        origin: impl Origin + Send + Sync + 'static,
        timeout: Duration,
        retries: u32,
        ca_bundle: Option<&Path>,
        printer: Printer,
    ) -> Result<Self> {
        let base = origin.base()?.clone();
        let headers = origin.headers()?;
        let tls = base.scheme() == "https";
        let loopback = base.host_str().is_some_and(is_loopback);
        let client = build(headers, timeout, tls, loopback, ca_bundle)?;
        let pacer = Pacer::new(origin.spacing());
        Ok(Self { origin: Box::new(origin), base, client, pacer, timeout, retries, printer })
    }

    pub fn base(&self) -> &Url {
        &self.base
    }

    /// Downloads `url` to `target` (through `target.part`), calling `progress(have, total)`.
    /// A `target` that exists is taken as complete. Returns the file's size.
    pub async fn fetch(&self, url: &Url, target: &Path, progress: &dyn Fn(u64, Option<u64>)) -> Result<u64> {
        if let Ok(m) = std::fs::metadata(target) {
            return Ok(m.len());
        }
        let part = part_path(target);
        let mut tries = 0;
        loop {
            tries += 1;
            match self.attempt(url, &part, progress).await? {
                Outcome::Done => break,
                Outcome::Again(e, wait) => {
                    if tries > self.retries {
                        let mut e = e;
                        // "Resume" only where there is something to resume from.
                        let have = std::fs::metadata(&part).map_or(0, |m| m.len());
                        match (tries > 1, have > 0) {
                            (true, true) => e.message.push_str(&format!(
                                " (after {tries} tries; {have} bytes are kept: run again to resume)"
                            )),
                            (true, false) => e.message.push_str(&format!(" (after {tries} tries)")),
                            (false, true) => {
                                e.message.push_str(&format!(" ({have} bytes are kept: run again to resume)"))
                            }
                            (false, false) => {}
                        }
                        return Err(e);
                    }
                    let wait = wait.unwrap_or_else(|| retry::backoff(tries));
                    if wait > retry::MAX_RETRY_AFTER {
                        return Err(e);
                    }
                    self.printer.verbose(1, &format!("retrying {url} in {} ms ({e})", wait.as_millis()));
                    tokio::time::sleep(wait).await;
                }
            }
        }
        let io = |what: &str, e: std::io::Error| Error::files(format!("cannot {what} {}", part.display()), &e);
        File::open(&part).and_then(|f| f.sync_all()).map_err(|e| io("sync", e))?;
        std::fs::rename(&part, target).map_err(|e| io("rename", e))?;
        Ok(std::fs::metadata(target).map(|m| m.len()).unwrap_or(0))
    }

    /// One GET (following redirects within the origin), resuming from what `part` holds: the
    /// request, what the server's answer means for the part, then its body written to the part.
    async fn attempt(&self, asked: &Url, part: &Path, progress: &dyn Fn(u64, Option<u64>)) -> Result<Outcome> {
        let have = std::fs::metadata(part).map(|m| m.len()).unwrap_or(0);
        let resp = match self.request(asked, have).await? {
            Sent::Answer(resp) => resp,
            Sent::Again(outcome) => return Ok(outcome),
        };
        let body = match self.answered(asked, part, have, &resp)? {
            Answered::Body(body) => body,
            Answered::Over(outcome) => return Ok(outcome),
        };
        if body.total.is_some_and(|t| t > MAX_DOWNLOAD) {
            return Err(Error::service(format!("{asked} is larger than {} GiB; refused", MAX_DOWNLOAD >> 30)));
        }
        self.receive(asked, part, resp, body, progress).await
    }

    /// The server's answer to a GET of `asked` from byte `have`, redirects within the origin
    /// followed (each hop paced, and said with -v); a network failure is worth another try.
    async fn request(&self, asked: &Url, have: u64) -> Result<Sent> {
        let mut url = asked.clone();
        let mut hops = 0;
        loop {
            self.pacer.pace().await;
            let mut req = self.client.get(url.clone()).header(ACCEPT, HeaderValue::from_static("*/*"));
            if have > 0 {
                req = req.header(RANGE, format!("bytes={have}-"));
            }
            let started = Instant::now();
            let resp = match tokio::time::timeout(self.timeout, req.send()).await {
                Err(_) => return Ok(Sent::Again(self.again(asked, "no answer within the time-out".into(), None))),
                Ok(Err(e)) => {
                    // What happened, once (the innermost cause: refused, DNS, reset), the URL
                    // named once; the transport's error kept whole for `-v`.
                    let proxied = super::http::proxied(asked);
                    let cause = super::http::transport_cause(&e, e.is_timeout(), e.is_connect(), proxied);
                    let why = super::http::root_cause(&e);
                    let error = Error::new(ErrorKind::Network, format!("could not download {asked}: {why}"));
                    return Ok(Sent::Again(Outcome::Again(error.because(cause).with_source(e), None)));
                }
                Ok(Ok(r)) => r,
            };
            let status = resp.status().as_u16();
            self.printer.verbose(
                1,
                &format!(
                    "GET {url} -> {status} in {} ms{}",
                    started.elapsed().as_millis(),
                    if have > 0 { format!(" (resuming at byte {have})") } else { String::new() }
                ),
            );
            if !(300..400).contains(&status) || status == 304 {
                return Ok(Sent::Answer(resp));
            }
            let next = resp.headers().get(LOCATION).and_then(|v| v.to_str().ok()).and_then(|l| url.join(l).ok());
            match next {
                Some(next) if next.origin() == asked.origin() && hops < 10 => {
                    hops += 1;
                    url = next;
                }
                _ => {
                    return Err(Error::service(format!(
                        "refused to follow a redirect of {asked}: finq stays on the origin it was configured with"
                    )));
                }
            }
        }
    }

    /// What the server's answer means for the part holding `have` bytes: the whole file (the part
    /// started anew), the rest of it (appended), every byte there already, another try from the
    /// start (the part removed), or a failure (a status that says stop, or one not worth another
    /// try).
    fn answered(&self, asked: &Url, part: &Path, have: u64, resp: &reqwest::Response) -> Result<Answered> {
        let io = |e: std::io::Error| Error::files(format!("cannot write {}", part.display()), &e);
        let header = |name| resp.headers().get(name).and_then(|v: &HeaderValue| v.to_str().ok()).map(str::to_string);
        match resp.status().as_u16() {
            200 => {
                let total = header(CONTENT_LENGTH).and_then(|v| v.parse::<u64>().ok());
                Ok(Answered::Body(Body { file: File::create(part).map_err(io)?, got: 0, total }))
            }
            206 => {
                let range = header(CONTENT_RANGE).unwrap_or_default();
                let (start, total) = content_range(&range);
                if start != Some(have) {
                    // Not the rest of what we hold: start over.
                    let _ = std::fs::remove_file(part);
                    let why = format!("the server sent bytes {range}, not from byte {have}");
                    return Ok(Answered::Over(self.again(asked, why, Some(Duration::ZERO))));
                }
                let file = OpenOptions::new().append(true).open(part).map_err(io)?;
                Ok(Answered::Body(Body { file, got: have, total }))
            }
            416 => {
                let range = header(CONTENT_RANGE).unwrap_or_default();
                if content_range(&range).1 == Some(have) {
                    return Ok(Answered::Over(Outcome::Done));
                }
                let _ = std::fs::remove_file(part);
                let why = "the partial download does not fit the file any more".into();
                Ok(Answered::Over(self.again(asked, why, Some(Duration::ZERO))))
            }
            404 => Err(Error::not_found(format!("the server has no {asked} (404)"))),
            s => {
                if let Some(refusal) = self.origin.refusal(s) {
                    return Err(refusal);
                }
                let asked_wait =
                    header(RETRY_AFTER).and_then(|v| retry::parse_retry_after(&v, std::time::SystemTime::now()));
                let e = Error::service(format!("the server answered {s} for {asked}"));
                if retry::retryable_status(s) { Ok(Answered::Over(Outcome::Again(e, asked_wait))) } else { Err(e) }
            }
        }
    }

    /// Writes the body of `resp` to the part, each chunk waited for at most the time-out, never
    /// more bytes than announced, `progress` told as they come; a body cut short is worth another
    /// try (which resumes where it stopped).
    async fn receive(
        &self,
        asked: &Url,
        part: &Path,
        mut resp: reqwest::Response,
        body: Body,
        progress: &dyn Fn(u64, Option<u64>),
    ) -> Result<Outcome> {
        let io = |e: std::io::Error| Error::files(format!("cannot write {}", part.display()), &e);
        let Body { mut file, mut got, total } = body;
        progress(got, total);
        loop {
            let chunk = match tokio::time::timeout(self.timeout, resp.chunk()).await {
                Err(_) => return Ok(self.again(asked, format!("no data for {} s", self.timeout.as_secs()), None)),
                Ok(Err(e)) => return Ok(self.again(asked, format!("the connection broke: {e}"), None)),
                Ok(Ok(None)) => break,
                Ok(Ok(Some(c))) => c,
            };
            if got + chunk.len() as u64 > total.unwrap_or(MAX_DOWNLOAD) {
                let _ = std::fs::remove_file(part);
                return Err(Error::service(format!("{asked} sent more bytes than it announced")));
            }
            file.write_all(&chunk).map_err(io)?;
            got += chunk.len() as u64;
            progress(got, total);
        }
        file.flush().map_err(io)?;
        match total {
            Some(t) if got < t => Ok(self.again(asked, format!("the download stopped at byte {got} of {t}"), None)),
            _ => Ok(Outcome::Done),
        }
    }

    fn again(&self, url: &Url, why: String, wait: Option<Duration>) -> Outcome {
        Outcome::Again(Error::new(ErrorKind::Network, format!("could not download {url}: {why}")), wait)
    }
}

/// Where a download collects before it is complete.
pub fn part_path(target: &Path) -> PathBuf {
    let mut name = target.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".part");
    target.with_file_name(name)
}

/// `bytes 100-199/1000` -> (Some(100), Some(1000)); `bytes */1000` -> (None, Some(1000)).
fn content_range(v: &str) -> (Option<u64>, Option<u64>) {
    let Some(rest) = v.trim().strip_prefix("bytes ") else { return (None, None) };
    let (range, total) = rest.split_once('/').unwrap_or((rest, ""));
    let start = range.split_once('-').and_then(|(s, _)| s.trim().parse().ok());
    (start, total.trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_ranges() {
        assert_eq!(content_range("bytes 100-199/1000"), (Some(100), Some(1000)));
        assert_eq!(content_range("bytes */1000"), (None, Some(1000)));
        assert_eq!(content_range("bytes 0-9/*"), (Some(0), None));
        assert_eq!(content_range("junk"), (None, None));
        assert_eq!(part_path(Path::new("/s/.downloads/2024q1.zip")), Path::new("/s/.downloads/2024q1.zip.part"));
    }
}
