//! Every environment variable finq reads, named once: the constants the code uses and the table
//! `finq help environment` (and the man page) is generated from.

pub const API_KEY: &str = "FINQ_API_KEY";
pub const BASE_URL: &str = "FINQ_BASE_URL";
pub const FORMAT: &str = "FINQ_FORMAT";
pub const CONFIG_DIR: &str = "FINQ_CONFIG_DIR";
pub const TIMEOUT: &str = "FINQ_TIMEOUT";
pub const RETRIES: &str = "FINQ_RETRIES";
pub const CA_BUNDLE: &str = "FINQ_CA_BUNDLE";
pub const MAX_RESPONSE_MIB: &str = "FINQ_MAX_RESPONSE_MIB";
pub const CONCURRENCY: &str = "FINQ_CONCURRENCY";
pub const CACHE_DIR: &str = "FINQ_CACHE_DIR";
pub const STORE_DIR: &str = "FINQ_STORE_DIR";
pub const PROVIDER: &str = "FINQ_PROVIDER";
pub const MARKET: &str = "FINQ_MARKET";
pub const MARKET_BASE_URL: &str = "FINQ_MARKET_BASE_URL";
pub const EDGAR_USER_AGENT: &str = "FINQ_EDGAR_USER_AGENT";
pub const SERVE_KEYS: &str = "FINQ_SERVE_KEYS";
pub const NO_COLOR: &str = "NO_COLOR";
pub const COLUMNS: &str = "COLUMNS";
/// Each variable and what it sets, in the order help shows them.
pub const VARS: &[(&str, &str)] = &[
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
pub fn help() -> String {
    let mut out =
        String::from("finq environment variables (a flag beats the variable, the variable beats config.toml)\n\n");
    let width = VARS.iter().map(|(n, _)| n.len()).filter(|n| *n < 24).max().unwrap_or(0);
    for (name, what) in VARS {
        if name.len() > width {
            out.push_str(&format!("  {name}\n  {:width$}  {what}\n", ""));
        } else {
            out.push_str(&format!("  {name:width$}  {what}\n"));
        }
    }
    out
}
