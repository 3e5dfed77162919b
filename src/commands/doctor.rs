//! `finq doctor`: checks the config file, the key, the base URL, DNS, TLS and HTTP, and the key's
//! acceptance with one cheap request, and prints a checklist with a fix for each failure.

use clap::ArgMatches;

use crate::api::{Client, Operation, Request};
use crate::cli::GlobalArgs;
use crate::config;
use crate::error::{Error, ErrorKind};
use crate::render::Output;
use crate::settings::{Environment, Origin, Settings};

struct Check {
    ok: bool,
    what: String,
    fix: Option<String>,
    kind: ErrorKind,
}

impl Check {
    fn pass(what: impl Into<String>) -> Self {
        Self { ok: true, what: what.into(), fix: None, kind: ErrorKind::Usage }
    }
    fn fail(what: impl Into<String>, fix: impl Into<String>, kind: ErrorKind) -> Self {
        Self { ok: false, what: what.into(), fix: Some(fix.into()), kind }
    }
}

pub async fn run(args: &GlobalArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let mut checks = Vec::new();
    let environment = Environment::from_process();
    let settings = match Settings::resolve(args, matches, &environment) {
        Ok(s) => s,
        Err(e) => {
            checks.push(Check::fail(
                format!("configuration: {}", e.message),
                "fix the value named above (`finq config path` shows where the file is)",
                e.kind,
            ));
            return report(checks);
        }
    };
    let path = &settings.config_path;
    if path.exists() {
        checks.push(Check::pass(format!("config file {} reads", path.display())));
    } else {
        checks.push(Check::pass(format!(
            "no config file at {} (optional; `finq config init` writes one)",
            path.display()
        )));
    }
    let key_origin = settings.origins.iter().find(|(n, ..)| *n == "api_key").map(|(.., o)| *o);
    let edgar = settings.provider == crate::api::provider::Provider::Edgar;
    if edgar {
        // EDGAR needs no key, but a User-Agent that names a contact.
        match &settings.edgar_user_agent {
            Some(ua) => checks.push(Check::pass(format!("EDGAR User-Agent: {ua}"))),
            None => checks.push(Check::fail(
                "no EDGAR User-Agent",
                "export FINQ_EDGAR_USER_AGENT=\"Your Name you@example.com\" (the SEC requires a contact)",
                ErrorKind::Auth,
            )),
        }
    } else {
        match (&settings.api_key, key_origin) {
            (Some(_), Some(Origin::ConfigFile)) if config::readable_by_others(path) => checks.push(Check::fail(
                "the API key is in a config file others can read",
                format!("chmod 600 {}", path.display()),
                ErrorKind::Auth,
            )),
            (Some(_), Some(o)) => checks.push(Check::pass(format!("API key set ({})", o.as_str()))),
            _ => checks.push(Check::fail(
                "no API key",
                "export FINQ_API_KEY=… or run `finq config set-key`",
                ErrorKind::Auth,
            )),
        }
    }
    checks.push(Check::pass(format!("base URL {} ({})", settings.base_url, settings.provider.name())));

    let host = settings.base_url.host_str().unwrap_or_default().to_string();
    let port = settings.base_url.port_or_known_default().unwrap_or(443);
    let dns = tokio::net::lookup_host((host.trim_start_matches('[').trim_end_matches(']'), port)).await;
    match dns {
        Ok(mut addrs) => match addrs.next() {
            Some(a) => checks.push(Check::pass(format!("DNS: {host} is {}", a.ip()))),
            None => checks.push(Check::fail(
                format!("DNS: {host} has no address"),
                "check the base URL",
                ErrorKind::Network,
            )),
        },
        Err(e) => {
            checks.push(Check::fail(
                format!("DNS: cannot resolve {host}: {e}"),
                "check the base URL and the network (or HTTPS_PROXY)",
                ErrorKind::Network,
            ));
            return report(checks);
        }
    }

    if (edgar && settings.edgar_user_agent.is_some()) || (!edgar && settings.api_key.is_some()) {
        // One small question, never from the cache: the look-up of a well-known ticker.
        let mut fresh = settings.clone();
        fresh.cache = None;
        fresh.retries = 0;
        let client = Client::new(&fresh)?;
        let req = Request::new(Operation::CikByTicker, "AAPL");
        match client.ask(&req, false, false).await {
            Ok(_) if edgar => checks.push(Check::pass("TLS and HTTP: EDGAR answered the look-up")),
            Ok(_) => checks.push(Check::pass("TLS and HTTP: the service answered, and accepted the key")),
            Err(e) => checks.push(diagnose(&e)),
        }
    }
    report(checks)
}

/// What a failed probe means and what to do about it.
fn diagnose(e: &Error) -> Check {
    let m = &e.message;
    let fix = match e.kind {
        ErrorKind::Auth if m.contains("401") => "the key was refused: check it, then `finq config set-key`",
        ErrorKind::Auth => "access refused or quota used up: wait for the quota, or check the subscription",
        ErrorKind::RateLimited => "rate limited: try again in a minute",
        ErrorKind::Network if m.to_lowercase().contains("certificate") => {
            "TLS: the certificate is not trusted; behind a corporate proxy, pass its root with --ca-bundle"
        }
        ErrorKind::Network => "the service cannot be reached: check the base URL, the network, HTTPS_PROXY",
        ErrorKind::NotFound => "the service answered, but not as expected: check the base URL and --provider",
        _ => "the service answered something unexpected: check the base URL and --provider",
    };
    Check::fail(format!("probe request: {m}"), fix, e.kind)
}

fn report(checks: Vec<Check>) -> anyhow::Result<()> {
    let mut out = Output::open(None)?;
    let w = out.writer();
    for c in &checks {
        writeln!(w, "{} {}", if c.ok { "ok  " } else { "FAIL" }, crate::sanitize::for_terminal(&c.what))?;
        if let Some(fix) = &c.fix {
            writeln!(w, "     fix: {fix}")?;
        }
    }
    let failed: Vec<&Check> = checks.iter().filter(|c| !c.ok).collect();
    out.finish()?;
    match failed.first() {
        None => Ok(()),
        Some(first) => {
            Err(Error::new(first.kind, format!("{} of {} checks failed", failed.len(), checks.len())).into())
        }
    }
}
