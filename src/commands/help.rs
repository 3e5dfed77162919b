//! `finq help [COMMAND|TOPIC]`: clap's help for commands, plus the exit-code and environment pages.

use clap::CommandFactory;

use crate::cli::Cli;
use crate::error::Error;
use crate::render::Output;

pub const EXIT_CODES: &str = "\
finq exit codes

  0    success (also when the reader of a pipe goes away)
  1    unexpected internal error
  2    usage: bad flag, ticker, CIK, filing order, date, base URL, config file or --jq expression
  3    not found: no such company (quote, prices, look-ups), or no statement of that kind
  4    authentication: no key configured, key rejected (401), access refused or quota used up (403)
  5    rate limited (429), still after retries
  6    network: connection, TLS, DNS or time-out, still after retries
  7    the service failed or answered something that is not the interface
       (5xx, other statuses, non-JSON, wrong shape, a status other than 0, an answer too large)
  8    partial: some of several tickers (or snapshot items) failed; the rest were written
  9    --offline, and the answer is not in the cache
  129  hung up (SIGHUP); no partial output file is left
  130  interrupted (Ctrl-C); no partial output file is left
  143  terminated (SIGTERM); no partial output file is left

Every non-zero exit prints one line on stderr, `finq: error: …`, saying what failed and what to do.
";

pub const ENVIRONMENT: &str = "\
finq environment variables (a flag beats the variable, the variable beats config.toml)

  FINQ_API_KEY           the subscription key (never a flag; or `finq config set-key`)
  FINQ_BASE_URL          --base-url: the service's base URL
  FINQ_PROVIDER          --provider: last10k (default), rapidapi or edgar
  FINQ_EDGAR_USER_AGENT  for --provider edgar: your name and contact, as the SEC requires
  FINQ_FORMAT            --format: table, json, csv or ndjson
  FINQ_TIMEOUT           --timeout: seconds for one answer, retries included
  FINQ_RETRIES           --retries: extra tries for 429, 502-504, resets and time-outs
  FINQ_CONCURRENCY       --concurrency: requests in flight at once
  FINQ_CA_BUNDLE         --ca-bundle: extra PEM trust roots
  FINQ_MAX_RESPONSE_MIB  --max-response-mib: the largest answer accepted
  FINQ_CONFIG_DIR        the folder holding config.toml
  FINQ_CACHE_DIR         the cache folder
  NO_COLOR               when set and not empty, no colour (unless --color always)
  COLUMNS                the width charts are drawn at
  HTTPS_PROXY, HTTP_PROXY, NO_PROXY   proxies, as usual
";

pub fn run(topic: Option<&str>) -> anyhow::Result<()> {
    let mut out = Output::open(None)?;
    match topic {
        None => write!(out.writer(), "{}", Cli::command().render_long_help())?,
        Some("exit-codes" | "exit_codes" | "exit") => out.writer().write_all(EXIT_CODES.as_bytes())?,
        Some("environment" | "env") => out.writer().write_all(ENVIRONMENT.as_bytes())?,
        Some(name) => {
            let mut cli = Cli::command();
            cli.build();
            let Some(cmd) = cli.find_subcommand_mut(name) else {
                return Err(Error::usage(format!(
                    "no command or help topic {name:?}; topics are exit-codes and environment"
                ))
                .into());
            };
            let mut cmd = cmd.clone().bin_name(format!("finq {name}"));
            write!(out.writer(), "{}", cmd.render_long_help())?;
        }
    }
    out.finish()
}
