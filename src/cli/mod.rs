//! All of finq's command-line definitions (clap derive), and the help pages written from tables
//! ([`pages`]: exit codes, environment); nothing else. It names no source: settings map the
//! values of `--provider` and `--market` to them.
//!
//! House rules: the first line of a doc comment is the short help, later paragraphs the long help;
//! global flags carry `global = true` and the "Global options" heading; environment variable names
//! live in [`env`] so that settings, help text and docs agree. Validation that needs no network but
//! more than a type (tickers, CIKs) lives in `settings`, so it can say exactly what is wrong.

use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

pub use crate::env;
pub use crate::model::Form;
pub use crate::render::Format;

pub mod pages;
mod shown;
mod statements;
mod store;
mod values;

pub use shown::command;
pub use statements::{FilingChoice, StatementChoice, StatementCommand};
pub use store::{BulkCommand, ScreenArgs, ScreenSort};
use values::{parse_accession, parse_as_of, parse_date_from, parse_date_until, parse_filing_order};

/// The most periods one statement command fetches side by side.
pub const MAX_PERIODS: u32 = 40;

pub use crate::model::MAX_FILING_ORDER;

/// Company financials from 10-K and 10-Q filings: statements, quotes, prices and CIK look-ups.
///
/// finq prints a table on a terminal and JSON when its output is piped. Numbers are exact in every
/// machine format. Try it without a key or network: `finq --demo income AAPL`.
#[derive(Debug, Parser)]
#[command(name = "finq", version, propagate_version = true, max_term_width = 100, disable_help_subcommand = true)]
#[command(after_help = "Exit codes: 0 ok, 2 usage, 3 not found, 4 authentication, 5 rate limited, \
6 network, 7 service failure, 8 partial, 9 offline miss, 10 local files, 129/130/143 hang-up/Ctrl-C/SIGTERM: \
`finq help exit-codes`. \
Environment: `finq help environment`.")]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// Whether this run works despite a broken config file: the commands that repair one, and
    /// `--demo` (whose sources read none of it).
    pub fn tolerates_a_broken_config(&self) -> bool {
        self.global.demo
            || matches!(&self.command, Command::Config(ConfigCommand::Path | ConfigCommand::Init { force: true }))
    }
}

#[derive(Debug, Args)]
#[command(next_help_heading = "Global options")]
pub struct GlobalArgs {
    /// Output format [default: table on a terminal, json otherwise]
    #[arg(short, long, global = true, value_enum, env = env::FORMAT)]
    pub format: Option<Format>,

    /// Print the service's response body byte for byte instead of finq's own output
    #[arg(long, global = true, conflicts_with = "jq")]
    pub raw: bool,

    /// Filter finq's JSON output with a jq expression (several answers: the whole array at once)
    #[arg(long, global = true, value_name = "EXPR")]
    pub jq: Option<String>,

    /// With --jq: print strings without quotes, like jq -r
    #[arg(short = 'r', long, global = true, requires = "jq")]
    pub raw_output: bool,

    /// With --jq: print each result on one line, like jq -c
    #[arg(short = 'c', long, global = true, requires = "jq")]
    pub compact: bool,

    /// Scale monetary values in tables (per-share amounts and share counts never are)
    #[arg(long, global = true, value_enum, value_name = "UNITS", default_value = "filed")]
    pub units: crate::render::units::Units,

    /// Colour in tables: negative values, a quote's gain or loss
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value = "auto")]
    pub color: ColorWhen,

    /// Show the filing's own line-item labels in statement tables, where the service sent them
    #[arg(long, global = true)]
    pub labels: bool,

    /// Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format
    #[arg(short, long, global = true, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]
    #[arg(long, global = true, value_enum, env = env::PROVIDER)]
    pub provider: Option<Provider>,

    /// Where quotes and prices come from [default: the provider's with a Last10K key, else yahoo]
    #[arg(long, global = true, value_enum, env = env::MARKET)]
    pub market: Option<Market>,

    /// Base URL of the service [default: the provider's]
    #[arg(long, global = true, value_name = "URL", env = env::BASE_URL)]
    pub base_url: Option<String>,

    /// Give up on a request after SECS seconds, retries included [default: 30]
    #[arg(long, global = true, value_name = "SECS", env = env::TIMEOUT,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub timeout: Option<u64>,

    /// Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]
    #[arg(long, global = true, value_name = "N", env = env::RETRIES,
          value_parser = clap::value_parser!(u32).range(0..=10))]
    pub retries: Option<u32>,

    /// Also trust the PEM certificates in FILE (a corporate proxy's root, say)
    #[arg(long, global = true, value_name = "FILE", env = env::CA_BUNDLE)]
    pub ca_bundle: Option<PathBuf>,

    /// At most N requests in flight at once, for several tickers or periods [default: 8]
    #[arg(short = 'j', long, global = true, value_name = "N", env = env::CONCURRENCY,
          value_parser = clap::value_parser!(u32).range(1..=64))]
    pub concurrency: Option<u32>,

    /// Refuse a response body larger than MIB mebibytes [default: 16]
    #[arg(long, global = true, value_name = "MIB", env = env::MAX_RESPONSE_MIB,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub max_response_mib: Option<u64>,

    /// Neither read nor write the cache
    #[arg(long, global = true, conflicts_with_all = ["refresh", "offline"])]
    pub no_cache: bool,

    /// Ask the service even when the cache has a fresh answer, then store it
    #[arg(long, global = true, conflicts_with = "offline")]
    pub refresh: bool,

    /// Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)
    #[arg(long, global = true)]
    pub offline: bool,

    /// Answer from bundled sample responses: no key, no network
    #[arg(long, global = true)]
    pub demo: bool,

    /// Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub verbose: u8,

    /// Print no notices or warnings, only errors
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// One command per statement of the registry (`crate::model::STATEMENTS`)
    #[command(flatten)]
    Statement(StatementCommand),
    /// Document and entity summary: fiscal focus, shares outstanding, public float, filer facts
    Summary(StatementArgs),
    /// Companies side by side: one statement of each, lines aligned by element
    ///
    /// `finq compare income AAPL GOOG IBM`: each company's filing (or --periods N of them), its
    /// current period (or every column, --all-columns), as one table, JSON or CSV document, a line
    /// per element with each company's own label and value. From any provider; from the bulk
    /// store (--provider bulk) nothing is sent. With --discrete or --ttm (and --standard), each
    /// company's own fiscal quarters or trailing twelve months, every value citing its filings.
    Compare(CompareArgs),
    /// Current quote of a stock, index, currency pair, future or crypto pair
    Quote(SymbolArgs),
    /// Up to ten years of monthly prices, newest first
    Prices(PricesArgs),
    /// Ticker symbols for a CIK (with or without zero padding)
    Ticker(CikArgs),
    /// CIK for a ticker, zero-padded to 10 digits as the service sends it
    Cik(TickerArgs),
    /// Show or clear the cache of answers
    #[command(subcommand)]
    Cache(CacheCommand),
    /// Fetch statements of many tickers into files, with a manifest: for CI jobs
    ///
    /// One file per answer under DIR/TICKER/STATEMENT/FORM-ORDER.json, plus DIR/manifest.json.
    /// Files are written whole or not at all; a re-run skips what is already there.
    Snapshot(SnapshotArgs),
    /// Every filer at once: the SEC's financial data sets in a local Parquet store
    ///
    /// One zip a quarter since 2009q1 (every number of every 10-K and 10-Q filed in it), kept as
    /// Hive-partitioned Parquet (sub/, num/, pre/, tag/ and finq's standardized std/, each by
    /// quarter=YYYYqN) that Spark, Trino and DuckDB read as it is. A quarter is complete or
    /// absent. The folder: FINQ_STORE_DIR, else the platform's data folder (`finq bulk path`).
    #[command(subcommand)]
    Bulk(BulkCommand),
    /// One element across every filer of a calendar quarter or year, from the bulk store
    ///
    /// Each filer's value of ELEMENT for the period, as its own 10-Q or 10-K for that period
    /// reported it: the consolidated entity, one value per filer (its latest filing, amendments
    /// included), exact. A quarter counts the filings whose period ends in its last two months or
    /// the month after (2024Q4: November to January, as the SEC's frames); a year, fiscal years
    /// ending July to the next June. Reads the store only (`finq bulk fetch` first).
    Screen(ScreenArgs),
    /// Ratios of a filing's standardized figures: margins, returns, liquidity, leverage, cash flow
    ///
    /// Each ratio computed from the filing's standardized values (the concepts of --standard, from
    /// the bulk store with --provider bulk or the SEC's companyfacts with --provider edgar), or with
    /// --ttm from the trailing twelve months of standardized quarters and the latest balances, or
    /// with --discrete from each discrete standardized quarter and the balances at its end (the
    /// demo too), exact to six decimal places, each input citing the fact it was filed as or the
    /// relation it was derived from; a ratio that cannot be computed is null with the reason (an
    /// input missing, a denominator zero or below, mixed periods or currencies). The ratios, their
    /// formulas and conventions: `finq concepts --ratios` and docs/standard.md.
    Ratios(RatiosArgs),
    /// Standardized concepts: each one's statement, sign and the elements it reads
    ///
    /// The concepts `--standard` statements and `screen CONCEPT --standard` answer in, from the
    /// rules built into finq (docs/standard.md explains them): each concept's statement, period
    /// and kind, its sign convention (positive: a value filed below zero is turned and said so;
    /// either: as filed, unless the filing's own figures of a relation decide it), the elements
    /// it is read from in order of preference (a concept's own total marked !, a guard in
    /// brackets), and the relations that may derive it. With --ratios, the ratios `finq ratios`
    /// computes from them instead.
    Concepts(ConceptsArgs),
    /// Show or change finq's configuration
    #[command(subcommand)]
    Config(ConfigCommand),
    /// Serve the interface itself (/v1/company/…) from finq's sources, for old clients and teams
    ///
    /// Every request needs a key (header Ocp-Apim-Subscription-Key, or query subscription-key or
    /// key) from FINQ_SERVE_KEYS or --keys-file. One cache and one SEC rate budget for all.
    Serve(ServeArgs),
    /// Check the configuration, the key and the way to the service, with a fix for each problem
    Doctor,
    /// Print help for a command, or a topic: exit-codes, environment
    Help {
        /// A command (income, config set-key…) or a topic (exit-codes, environment)
        #[arg(value_name = "COMMAND|TOPIC", value_parser = HelpTopic)]
        topic: Vec<String>,
    },
    /// Print the shell completion script for SHELL
    ///
    /// bash: `finq completions bash > ~/.local/share/bash-completion/completions/finq`;
    /// zsh: into a folder on $fpath as `_finq`; fish: `~/.config/fish/completions/finq.fish`.
    Completions {
        #[arg(value_enum, value_name = "SHELL")]
        shell: CompletionShell,
    },
    /// Write the man pages into DIR, or print finq(1) when no DIR is given
    ///
    /// `finq man ~/.cargo/share/man/man1`, then `man finq-income`; or `finq man | man -l -`.
    Man {
        /// Folder to write finq.1 and a page per command into (created if missing)
        #[arg(value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Write shell completions and man pages (used to refresh the checked-in copies)
    #[command(hide = true, name = "generate-assets")]
    GenerateAssets {
        /// Folder that receives `completions/` and `man/`
        dir: PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The statement: a statement command's word or alias (`income`, `bs`)
    #[arg(value_name = "STATEMENT", value_enum)]
    pub statement: StatementChoice,
    #[command(flatten)]
    pub tickers: Tickers,
    #[command(flatten)]
    pub filings: FilingArgs,
}

#[derive(Debug, Args)]
pub struct RatiosArgs {
    #[command(flatten)]
    pub tickers: Tickers,
    #[command(flatten)]
    pub filings: FilingArgs,
    /// Returns and turnover (a flow over a balance) for a year: a quarter's flow times four
    ///
    /// ReturnOnAssets, ReturnOnEquity and AssetTurnover of a filing whose flows cover less than a
    /// year, multiplied by 4 / their quarters, and marked annualized. Without it every ratio is
    /// for the period as filed.
    #[arg(long)]
    pub annualize: bool,
    /// With --ttm, the quote's ratios too: P/E, price to book, EV/EBITDA, dividend yield
    ///
    /// Asks the market source for each company's quote (Yahoo, or the demo's bundled quote) and
    /// adds PriceToEarnings, PriceToBook, EnterpriseValueToEbitda and DividendYield: the market
    /// value (the last trade price times the shares outstanding at the balance-sheet date) beside
    /// the twelve months' flows and the latest balances, each input cited. Without it no quote is
    /// asked and these ratios are left out.
    #[arg(long)]
    pub quote: bool,
}

#[derive(Debug, Args)]
pub struct ConceptsArgs {
    /// The ratios `finq ratios` computes (ratios.rules): each one's formula and conventions
    #[arg(long)]
    pub ratios: bool,
}

#[derive(Debug, Args)]
pub struct StatementArgs {
    #[command(flatten)]
    pub tickers: Tickers,
    #[command(flatten)]
    pub filings: FilingArgs,
}

/// Which filings a statement comes from.
#[derive(Debug, Args)]
pub struct FilingArgs {
    /// Form of the filing [default: the service's, 10-K for most statements]
    ///
    /// From the bulk store with no form given: the 10-K, else the company's 20-F or 40-F, else its
    /// latest 10-Q, said on stderr.
    #[arg(long, value_enum, ignore_case = true, conflicts_with_all = ["annual", "quarterly"])]
    pub form: Option<Form>,

    /// Annual figures: short for --form 10-K
    #[arg(long, conflicts_with = "quarterly")]
    pub annual: bool,

    /// Quarterly figures: short for --form 10-Q
    #[arg(long)]
    pub quarterly: bool,

    /// How many filings to go back: 0 is the most recent [default: 0]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_filing_order, hide_short_help = true)]
    pub filing_order: Option<u32>,

    /// Fetch N filings (from --filing-order back) and show them side by side
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=MAX_PERIODS as i64))]
    pub periods: Option<u32>,

    /// One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057
    #[arg(long, value_name = "ACCESSION", value_parser = parse_accession,
          conflicts_with_all = ["filing_order", "periods", "form", "annual", "quarterly"])]
    pub accession: Option<String>,

    /// With --periods, keep every column each filing shows (not only its current period)
    // A modifier of --periods: in --help, not -h (which fits a screen).
    #[arg(long, hide_short_help = true)]
    pub all_columns: bool,

    /// Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)
    ///
    /// Every filer's figures in one set of concepts, read from the bulk store (--provider bulk) or
    /// the SEC's companyfacts (--provider edgar: us-gaap facts only, no presentation): each value
    /// with the fact it was filed as, or the relation and inputs it was derived from, and the
    /// statement's relations checked. Not for equity, summary or snapshot.
    #[arg(long, conflicts_with = "all_columns")]
    pub standard: bool,

    /// Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)
    ///
    /// income, operations, comprehensive and cashflow with --provider edgar (the SEC's companyfacts)
    /// or --provider bulk (the store's filings): the latest --periods N fiscal quarters [default: 4], each value filed as three
    /// months or derived (Q2 = six months − Q1, Q3 = nine − six, Q4 = the year − nine months) and
    /// citing its inputs; per-share amounts and share counts never derived. With --standard, the
    /// standardized concepts: each quarter's elements standardized as a filing's are.
    #[arg(long, conflicts_with_all = ["all_columns", "accession", "filing_order", "form", "annual", "quarterly", "ttm"])]
    pub discrete: bool,

    /// Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)
    ///
    /// One column per element, naming its four quarters; per-share amounts and share counts are
    /// refused (a sum of quarters' per-share figures is no year's). With --standard, the
    /// standardized concepts' quarters summed. On balancesheet, each element's latest balance.
    /// Not with --discrete or --periods.
    #[arg(long, conflicts_with_all = ["all_columns", "accession", "filing_order", "form", "annual", "quarterly", "periods"])]
    pub ttm: bool,

    /// Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)
    ///
    /// income, operations, comprehensive, cashflow and balancesheet with --provider edgar or bulk:
    /// for the latest --periods N period ends [default: 4] that two filings or more report (a later
    /// filing's comparatives, an amendment), every element's figure as the first and as the latest
    /// filing reported it, changes marked; with --as-of, as known on that day.
    #[arg(long, conflicts_with_all = ["standard", "all_columns", "accession", "filing_order", "form", "annual", "quarterly", "ttm", "discrete"])]
    pub restatements: bool,

    /// Only what was known on DATE (YYYY-MM-DD): the bulk store's latest filing accepted by then,
    /// or with --discrete/--ttm/--restatements the facts filed by then
    #[arg(long, value_name = "DATE", value_parser = parse_as_of, hide_short_help = true)]
    pub as_of: Option<String>,

    /// The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as
    /// screen reads periods (the bulk store)
    #[arg(long, value_name = "PERIOD", value_parser = crate::model::screen::Period::parse, hide_short_help = true,
          conflicts_with_all = ["filing_order", "periods", "accession", "discrete", "ttm", "restatements"])]
    pub period: Option<crate::model::screen::Period>,
}

#[derive(Debug, Args)]
pub struct SnapshotArgs {
    #[command(flatten)]
    pub tickers: Tickers,

    /// Folder to write into (created if missing)
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,

    /// Statements to fetch, comma separated [default: every statement the source has, and the summary]
    ///
    /// By default `operations` is left out where the source answers it with the income statement
    /// (EDGAR: a filing has one), and the output says so.
    #[arg(long, value_enum, value_delimiter = ',', value_name = "LIST")]
    pub statements: Option<Vec<FilingChoice>>,

    #[command(flatten)]
    pub filings: FilingArgs,

    /// Fetch again what a previous run already wrote
    #[arg(long)]
    pub force: bool,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free one
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub listen: std::net::SocketAddr,

    /// File of accepted keys, one per line (also FINQ_SERVE_KEYS, comma separated)
    #[arg(long, value_name = "FILE")]
    pub keys_file: Option<PathBuf>,

    /// Accept requests without a key (only on a loopback address)
    #[arg(long)]
    pub no_auth: bool,

    /// Requests a minute one key may make before 429
    #[arg(long, value_name = "N", default_value_t = 600, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub rate: u32,
}

/// Ticker symbols from the command line, standard input (`-`) or a file.
#[derive(Debug, Args)]
pub struct Tickers {
    /// Stock ticker symbols, such as AAPL or BRK.B; `-` reads them from standard input
    #[arg(value_name = "TICKER", required_unless_present = "tickers_file")]
    pub tickers: Vec<String>,

    /// Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment
    #[arg(long, value_name = "FILE")]
    pub tickers_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct TickerArgs {
    #[command(flatten)]
    pub tickers: Tickers,
}

/// Market symbols as Yahoo writes them, from the command line, standard input (`-`) or a file.
#[derive(Debug, Args)]
pub struct Symbols {
    /// Market symbols as Yahoo writes them, such as AAPL, BRK.B, OCDO.L, ^GSPC, EURUSD=X, GC=F or
    /// BTC-USD; `-` reads them from standard input
    #[arg(value_name = "SYMBOL", required_unless_present = "tickers_file")]
    pub tickers: Vec<String>,

    /// Read symbols from FILE: whitespace or comma separated, `#` starts a comment
    #[arg(long, value_name = "FILE")]
    pub tickers_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct SymbolArgs {
    #[command(flatten)]
    pub symbols: Symbols,
}

#[derive(Debug, Args)]
pub struct PricesArgs {
    #[command(flatten)]
    pub symbols: Symbols,

    /// Draw a line chart in the terminal instead of a table
    #[arg(long)]
    pub chart: bool,

    /// Only prices on or after DATE (YYYY-MM-DD or YYYY-MM)
    #[arg(long, value_name = "DATE", value_parser = parse_date_from)]
    pub since: Option<String>,

    /// Only prices on or before DATE (YYYY-MM-DD or YYYY-MM)
    #[arg(long, value_name = "DATE", value_parser = parse_date_until)]
    pub until: Option<String>,

    /// Only the newest N prices
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub limit: Option<u32>,
}

#[derive(Debug, Args)]
pub struct CikArgs {
    /// Central index keys, such as 320193 or 0000320193; `-` reads them from standard input
    #[arg(value_name = "CIK", required_unless_present = "ciks_file")]
    pub ciks: Vec<String>,

    /// Read CIKs from FILE: whitespace or comma separated, `#` starts a comment
    #[arg(long, value_name = "FILE")]
    pub ciks_file: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum CacheCommand {
    /// Print the cache folder
    Path,
    /// Count the entries, their size, and how many have expired
    Stats,
    /// Remove every entry
    Clear,
}

#[derive(Debug, Subcommand)]
pub enum ConfigCommand {
    /// Write a commented config.toml with every setting, keeping the settings already in it
    ///
    /// A file that holds more than settings and finq's own comments is left alone (exit 2).
    Init {
        /// Start afresh: replace an existing config file, settings and all
        #[arg(long)]
        force: bool,
    },
    /// Store the API key: reads one line from standard input, writes config.toml with mode 0600
    SetKey,
    /// Remove the API key from config.toml (FINQ_API_KEY in the environment is yours to unset)
    UnsetKey,
    /// Store the contact SEC EDGAR asks every client for, such as "Jane Doe jane@example.com"
    SetContact {
        /// Your name and an email address, as one argument
        #[arg(value_name = "NAME_AND_EMAIL")]
        contact: String,
    },
    /// Print every setting and where it came from, with the key redacted
    Show,
    /// Print the path of the config file
    Path,
}

/// What `finq help` takes: any command path, with the topics and commands offered to shell
/// completion (a custom parser, so that `help config set-key` is not refused).
#[derive(Debug, Clone, Copy)]
pub struct HelpTopic;

impl clap::builder::TypedValueParser for HelpTopic {
    type Value = String;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        Ok(value.to_string_lossy().into_owned())
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let topics = ["exit-codes", "environment"];
        let commands = Cli::command()
            .get_subcommands()
            .filter(|c| !c.is_hide_set())
            .map(|c| c.get_name().to_string())
            .collect::<Vec<_>>();
        Some(Box::new(
            topics
                .into_iter()
                .map(String::from)
                .chain(commands)
                .map(|t| clap::builder::PossibleValue::new(t).hide(false)),
        ))
    }
}

/// The sources of filings `--provider` may name (and `provider` in the config file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Provider {
    /// services.last10k.com, the classic form
    Last10k,
    /// last10k-company-v1.p.rapidapi.com, the successor's form
    Rapidapi,
    /// SEC EDGAR's free XBRL data: statements, summary and look-ups, no key (a contact instead)
    Edgar,
    /// the bulk store (`finq bulk`) on this machine: the SEC's financial statement data sets
    Bulk,
}

/// The market-data sources `--market` may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Market {
    /// services.last10k.com (needs a key)
    Last10k,
    /// the Last10K successor on RapidAPI (needs a key)
    Rapidapi,
    /// Yahoo Finance's keyless chart endpoint
    Yahoo,
}

/// The shells `finq completions` writes for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CompletionShell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorWhen {
    /// On a terminal, unless NO_COLOR is set
    Auto,
    /// Always, even into a file or pipe
    Always,
    /// Never
    Never,
}

#[cfg(test)]
mod tests;
