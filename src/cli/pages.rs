//! The help pages written from tables, `finq help exit-codes` and `finq help environment` (and
//! the man page's sections, from the same tables): what each exit code means and what each
//! environment variable sets, in the command line's words.

use crate::env::*;

/// Every exit code and what it means: the one table `finq help exit-codes`, the man page and the
/// reference (docs/reference.md) are written from (the codes themselves are [`crate::error::ErrorKind`]'s).
pub const EXIT_CODES: &[(u8, &str)] = &[
    (0, "success (also when the reader of a pipe goes away)"),
    (1, "unexpected internal error"),
    (2, "usage: bad flag, ticker, CIK, filing order, date, base URL, config file or --jq expression"),
    (
        3,
        "not found: no such company (quote, prices, look-ups), no statement of that kind (or none\n\
         with a value: every one refused), no element or concept of that name (screen)",
    ),
    (4, "authentication: no key configured, key rejected (401), access refused or quota used up (403)"),
    (5, "rate limited (429), still after retries"),
    (6, "network: connection, TLS, DNS or time-out, still after retries"),
    (
        7,
        "the service failed or answered something that is not the interface\n\
         (5xx, other statuses, non-JSON, wrong shape, a status other than 0, an answer too large,\n\
         a redirect to another origin); or local data that cannot be used: a damaged\n\
         bulk store file, a zip that is not one of the SEC's data sets (the message\n\
         names the repair)",
    ),
    (8, "partial: some of several tickers (or snapshot items) failed; the rest were written"),
    (9, "--offline, and the answer is not in the cache (or its cached copy is damaged)"),
    (
        10,
        "a local file or folder could not be read or written; the OS error says why\n\
         (missing, no permission, not a folder, disk full): -o, snapshot --out, the config file,\n\
         the cache folder, the bulk store, --ca-bundle, the serve keys file, a list of tickers",
    ),
    (129, "hung up (SIGHUP); no partial output file is left"),
    (130, "interrupted (Ctrl-C); no partial output file is left"),
    (143, "terminated (SIGTERM); no partial output file is left"),
];

/// The `finq help exit-codes` page.
pub fn exit_codes_page() -> String {
    let mut out = String::from("finq exit codes\n\n");
    for (code, what) in EXIT_CODES {
        let mut lines = what.lines();
        out.push_str(&format!("  {code:<4} {}\n", lines.next().unwrap_or_default()));
        for more in lines {
            out.push_str(&format!("       {}\n", more.trim_start()));
        }
    }
    out.push_str(
        "\nEvery non-zero exit prints one line on stderr, `finq: error: …`, saying what failed and what to do.\n\
         With -v, the causes under it follow, one `finq: caused by: …` line each.\n",
    );
    out
}

/// Each environment variable ([`crate::env`]) and what it sets, in the order help shows them.
pub const ENVIRONMENT: &[(&str, &str)] = &[
    (API_KEY, "the subscription key (never a flag; or `finq config set-key`)"),
    (BASE_URL, "--base-url: the service's base URL"),
    (PROVIDER, "--provider: last10k, rapidapi, edgar or bulk (statements, summaries, look-ups)"),
    (MARKET, "--market: last10k, rapidapi or yahoo (quotes and prices)"),
    (MARKET_BASE_URL, "the market source's base URL (a mirror, or a test server)"),
    (EDGAR_USER_AGENT, "for --provider edgar: your name and contact, as the SEC requires"),
    (FORMAT, "--format: table, json, csv or ndjson"),
    (TIMEOUT, "--timeout: seconds for one answer, retries included"),
    (RETRIES, "--retries: extra tries for 429, 502-504, resets and time-outs"),
    (CONCURRENCY, "--concurrency: requests in flight at once"),
    (CA_BUNDLE, "--ca-bundle: extra PEM trust roots"),
    (MAX_RESPONSE_MIB, "--max-response-mib: the largest answer accepted"),
    (SERVE_KEYS, "finq serve: the keys it accepts, comma separated"),
    (CONFIG_DIR, "the folder holding config.toml"),
    (CACHE_DIR, "the cache folder"),
    (STORE_DIR, "the bulk store's folder (the SEC's Financial Statement Data Sets as Parquet)"),
    (NO_COLOR, "when set and not empty, no colour (unless --color always)"),
    (COLUMNS, "the width tables wrap to and charts are drawn at"),
    ("HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, NO_PROXY", "proxies, as usual (never for this machine)"),
];

/// The `finq help environment` page.
pub fn environment_page() -> String {
    let mut out =
        String::from("finq environment variables (a flag beats the variable, the variable beats config.toml)\n\n");
    let width = ENVIRONMENT.iter().map(|(n, _)| n.len()).filter(|n| *n < 24).max().unwrap_or(0);
    for (name, what) in ENVIRONMENT {
        if name.len() > width {
            out.push_str(&format!("  {name}\n  {:width$}  {what}\n", ""));
        } else {
            out.push_str(&format!("  {name:width$}  {what}\n"));
        }
    }
    out
}
