//! `finq doctor`: checks the config file, the key, the base URL, DNS, TLS and HTTP (or what a
//! local source checks of its own), and the key's acceptance with one cheap request, and prints
//! a checklist with a fix for each failure.

use clap::ArgMatches;

use crate::cli::Cli;
use crate::error::{Error, ErrorKind};
use crate::render::Output;
use crate::settings::config;
use crate::settings::{Origin, Settings};
use crate::sources::{Client, Credential, Endpoint, RouteConfig};

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

pub async fn run(cli: &Cli, matches: &ArgMatches) -> anyhow::Result<()> {
    let mut checks = Vec::new();
    // Under --demo a config file that does not read is set aside, as for every other command:
    // reported, and the demo checked all the same.
    let resolved = super::read_inputs(cli.tolerates_a_broken_config())
        .and_then(|inputs| Ok((Settings::resolve(&cli.global, matches, &inputs)?, inputs.file_error)));
    let (settings, set_aside) = match resolved {
        Ok(s) => s,
        Err(e) => {
            checks.push(Check::fail(
                format!("configuration: {e}"),
                "fix the value named above (`finq config path` shows where the file is)",
                e.kind,
            ));
            return report(checks, PLANNED);
        }
    };
    let path = &settings.config_path;
    match set_aside {
        Some(e) => checks.push(Check::fail(
            format!("configuration: {e} (set aside under --demo)"),
            "fix the value named above (`finq config path` shows where the file is); --demo runs without it",
            e.kind,
        )),
        None if path.exists() => checks.push(Check::pass(format!("config file {} reads", path.display()))),
        None => checks.push(Check::pass(format!(
            "no config file at {} (optional; `finq config init` writes one)",
            path.display()
        ))),
    }
    let route = &settings.filings;
    credentials(&settings, &mut checks);
    store(&settings, &mut checks);
    let mut planned = planned(route);
    reach(&settings, route, (route.source.declared().doctor.probe)(route), &mut checks).await;
    // Quotes and prices from a source of their own (Yahoo, with no key): checked as well, so
    // that its errors' advice to run doctor is borne out — with a question about prices, which
    // the market source answers (a look-up would go to the filings source).
    let market = &settings.market;
    if market.source != route.source || market.endpoint.url() != route.endpoint.url() {
        planned += planned_way(market) + 1;
        let prices = crate::model::Request::new(crate::model::Operation::Prices, "AAPL");
        reach(&settings, market, prices, &mut checks).await;
    }
    report(checks, planned)
}

/// The way to a source and its answer: the base URL and DNS (or a local source's own check), then
/// `req`, never from the cache, when the source has what it needs to be asked.
async fn reach(settings: &Settings, route: &RouteConfig, req: crate::model::Request, checks: &mut Vec<Check>) {
    if !way_there(route, checks).await {
        return;
    }
    let ready = match route.source.declared().credential {
        Credential::Contact => route.contact.is_some(),
        Credential::ApiKey => route.key.is_some(),
        Credential::None => true,
    };
    if !ready {
        return;
    }
    let transport = match route.endpoint.url() {
        Some(base) if base.scheme() == "https" => "TLS and HTTP",
        Some(_) => "HTTP",
        None => "local",
    };
    let mut fresh = settings.clone();
    fresh.cache = None;
    fresh.retries = 0;
    let client = Client::new(&fresh.client_config());
    match client.ask(&req, false, false).await {
        Ok(_) => checks.push(Check::pass(format!("{transport}: {}", route.source.declared().doctor.passed))),
        Err(e) => checks.push(diagnose(&e)),
    }
}

/// The credential the filings source takes: the SEC's contact, or the key (and who can read it).
fn credentials(settings: &Settings, checks: &mut Vec<Check>) {
    let route = &settings.filings;
    let path = &settings.config_path;
    let key_origin = settings.origins.iter().find(|(n, ..)| *n == "api_key").map(|(.., o)| *o);
    let credential = route.source.declared().credential;
    if credential == Credential::Contact {
        // EDGAR needs no key, but a User-Agent that names a contact.
        match &route.contact {
            Some(ua) => checks.push(Check::pass(format!("SEC EDGAR contact: {ua}"))),
            None => checks.push(Check::fail(
                "no contact for SEC EDGAR",
                "finq config set-contact \"Your Name you@example.com\" (the SEC asks every client for a contact), or set a Last10K key",
                ErrorKind::Auth,
            )),
        }
    } else if credential == Credential::ApiKey {
        match (&route.key, key_origin) {
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
}

/// The bulk store: where it is and what it holds. It is optional, so an empty one passes; a
/// manifest that does not read fails, with the command that says what is damaged.
fn store(settings: &Settings, checks: &mut Vec<Check>) {
    let Some(dir) = &settings.store_dir else {
        checks.push(Check::pass("no bulk store: there is no data folder on this system (FINQ_STORE_DIR names one)"));
        return;
    };
    let shown = dir.display();
    // The demo's store is built on first use: the doctor checks it as a run would read it.
    if let Err(e) = settings.ready() {
        checks.push(Check::fail(
            format!("the demo's store at {shown}: {e}"),
            "set FINQ_CACHE_DIR to a folder finq can write",
            e.kind,
        ));
        return;
    }
    let store = crate::store::Store::at(dir.clone());
    match crate::store::Reader::open(&store) {
        Ok(reader) => {
            let quarters: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
            checks.push(Check::pass(match (quarters.first(), quarters.last()) {
                (Some(first), Some(last)) if quarters.len() > 1 => {
                    format!("bulk store at {shown}: {} quarters, {first} to {last}", quarters.len())
                }
                (Some(only), _) => format!("bulk store at {shown}: 1 quarter, {only}"),
                _ => format!(
                    "bulk store at {shown}: empty (optional; `finq bulk fetch QUARTER` or `finq bulk import FILE.zip` \
                     fills it)"
                ),
            }));
        }
        Err(e) => {
            let e = Error::from(e);
            checks.push(Check::fail(
                format!("bulk store at {shown}: {e}"),
                "`finq bulk verify` says what is damaged, and the repair",
                e.kind,
            ));
        }
    }
}

/// The way to the source: a service's base URL and its host's name, or what a local source
/// checks of its own. `false` when nothing after it can pass.
async fn way_there(route: &RouteConfig, checks: &mut Vec<Check>) -> bool {
    match &route.endpoint {
        Endpoint::Http(base) => {
            checks.push(Check::pass(format!("base URL {base} ({})", route.source.name())));
            dns(base, checks).await.is_ok()
        }
        Endpoint::Local(_) => match route.source.declared().doctor.local.map(|check| check(route)) {
            Some(Ok(what)) => {
                checks.push(Check::pass(format!("{what} ({})", route.source.name())));
                true
            }
            Some(Err(e)) => {
                let fix = "the source named above cannot answer: see its section in the guide (GUIDE.md)";
                checks.push(Check::fail(e.message, fix, e.kind));
                false
            }
            None => true,
        },
    }
}

/// The DNS check of a service's host (by the proxy, where one carries the requests); `Err` when
/// the name does not resolve, as nothing after it can pass.
async fn dns(base: &reqwest::Url, checks: &mut Vec<Check>) -> Result<(), ()> {
    let host = base.host_str().unwrap_or_default().to_string();
    let port = base.port_or_known_default().unwrap_or(443);
    // Behind a proxy the proxy resolves the name, as it does for every real command; this machine
    // may well not be able to.
    if let Some(proxy) = proxy_for(base, &environment_proxies()) {
        checks.push(Check::pass(format!("DNS: {host} is resolved by the proxy {proxy}")));
    } else {
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
                return Err(());
            }
        }
    }
    Ok(())
}

/// The checks a full run makes: config, credentials, base URL, DNS, the probe request.
const PLANNED: usize = 5;

/// The checks a full run makes for `route`: the config, the credential where the source takes
/// one, the base URL and DNS (or a local source's own check), the probe.
fn planned(route: &RouteConfig) -> usize {
    let credential = usize::from(route.source.declared().credential != Credential::None);
    1 + credential + 1 + planned_way(route) + 1
}

/// The checks of the way to a source: its base URL and DNS, or a local source's own check.
fn planned_way(route: &RouteConfig) -> usize {
    if route.endpoint.is_local() { 1 } else { 2 }
}

/// The proxy variables of the environment, as (name, value), set and not empty.
fn environment_proxies() -> Vec<(&'static str, String)> {
    ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy", "NO_PROXY", "no_proxy"]
        .into_iter()
        .filter_map(|k| std::env::var(k).ok().filter(|v| !v.trim().is_empty()).map(|v| (k, v)))
        .collect()
}

/// The proxy a request to `url` goes through, as reqwest chooses it from the environment:
/// HTTPS_PROXY for https, HTTP_PROXY for http, ALL_PROXY for both, none for a host in NO_PROXY
/// or on this machine. Shown without any user name or password it holds.
fn proxy_for(url: &reqwest::Url, vars: &[(&str, String)]) -> Option<String> {
    let get = |names: [&str; 2]| vars.iter().find(|(k, _)| names.contains(k)).map(|(_, v)| v.clone());
    let host = url.host_str().unwrap_or_default();
    if crate::net::is_loopback(host) {
        return None;
    }
    let no_proxy = get(["NO_PROXY", "no_proxy"]).unwrap_or_default();
    let excluded = no_proxy.split(',').map(str::trim).filter(|p| !p.is_empty()).any(|p| {
        p == "*" || host == p.trim_start_matches('.') || host.ends_with(&format!(".{}", p.trim_start_matches('.')))
    });
    if excluded {
        return None;
    }
    let proxy = match url.scheme() {
        "https" => get(["HTTPS_PROXY", "https_proxy"]),
        _ => get(["HTTP_PROXY", "http_proxy"]),
    }
    .or_else(|| get(["ALL_PROXY", "all_proxy"]))?;
    Some(match reqwest::Url::parse(&proxy) {
        Ok(u) => format!(
            "{}://{}",
            u.scheme(),
            u.host_str().map_or(String::new(), |h| match u.port() {
                Some(p) => format!("{h}:{p}"),
                None => h.to_string(),
            })
        ),
        Err(_) => "(set in the environment)".to_string(),
    })
}

/// What a failed probe means and what to do about it.
fn diagnose(e: &Error) -> Check {
    use crate::error::Cause;
    // The failure without its hints: the fix line below is the doctor's own advice.
    let m = &e.message;
    let fix = match (e.kind, e.cause) {
        (ErrorKind::Auth, Some(Cause::Status(401))) => "the key was refused: check it, then `finq config set-key`",
        (ErrorKind::Auth, _) => "access refused or quota used up: wait for the quota, or check the subscription",
        (ErrorKind::RateLimited, _) => "rate limited: try again in a minute",
        (ErrorKind::Network, Some(Cause::Certificate)) => {
            "TLS: the certificate is not trusted; behind a corporate proxy, pass its root with --ca-bundle"
        }
        (ErrorKind::Network, Some(Cause::Tls)) => {
            "TLS: the handshake failed; check that the base URL's port speaks HTTPS, or whether a proxy intercepts it"
        }
        (ErrorKind::Network, Some(Cause::Proxy)) => {
            "the proxy refused the request: check HTTPS_PROXY (its address, and whether it needs a login)"
        }
        (ErrorKind::Network, _) => "the service cannot be reached: check the base URL, the network, HTTPS_PROXY",
        (ErrorKind::NotFound, _) => "the service answered, but not as expected: check the base URL and --provider",
        _ => "the service answered something unexpected: check the base URL and --provider",
    };
    Check::fail(format!("probe request: {m}"), fix, e.kind)
}

fn report(checks: Vec<Check>, planned: usize) -> anyhow::Result<()> {
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
            let skipped = planned.saturating_sub(checks.len());
            let rest =
                if skipped > 0 { format!("; {skipped} more not run, as they need what failed") } else { String::new() };
            Err(Error::new(first.kind, format!("{} of {} checks failed{rest}", failed.len(), checks.len())).into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn which_proxy_a_request_takes() {
        let url = |s: &str| reqwest::Url::parse(s).unwrap();
        let vars = vec![("HTTPS_PROXY", "http://user:pw@proxy.corp:3128".to_string())];
        assert_eq!(proxy_for(&url("https://data.sec.gov"), &vars).as_deref(), Some("http://proxy.corp:3128"));
        assert_eq!(proxy_for(&url("http://127.0.0.1:8080"), &vars), None);
        let mut with_no = vars.clone();
        with_no.push(("NO_PROXY", ".sec.gov,localhost".to_string()));
        assert_eq!(proxy_for(&url("https://data.sec.gov"), &with_no), None);
        assert_eq!(
            proxy_for(&url("https://services.last10k.com"), &with_no).as_deref(),
            Some("http://proxy.corp:3128")
        );
        assert_eq!(proxy_for(&url("https://x.com"), &[]), None);
    }
}
