//! Every environment variable finq reads, named once: the constants the code uses (what each one
//! sets, for a person, is the help command's page).

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
