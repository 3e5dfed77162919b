# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_finq_global_optspecs
    string join \n f/format= raw jq= r/raw-output c/compact units= color= labels o/output= provider= market= base-url= timeout= retries= ca-bundle= j/concurrency= max-response-mib= no-cache refresh offline demo v/verbose q/quiet h/help V/version
end

function __fish_finq_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_finq_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_finq_using_subcommand
    set -l cmd (__fish_finq_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c finq -n "__fish_finq_needs_command" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_needs_command" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_needs_command" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_needs_command" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_needs_command" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_needs_command" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_needs_command" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_needs_command" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_needs_command" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_needs_command" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_needs_command" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_needs_command" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_needs_command" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_needs_command" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_needs_command" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_needs_command" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_needs_command" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_needs_command" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_needs_command" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_needs_command" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_needs_command" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_needs_command" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_needs_command" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_needs_command" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_needs_command" -f -a "balancesheet" -d 'Balance sheet: assets, liabilities and shareholders\' equity'
complete -c finq -n "__fish_finq_needs_command" -f -a "bs" -d 'Balance sheet: assets, liabilities and shareholders\' equity'
complete -c finq -n "__fish_finq_needs_command" -f -a "income" -d 'Income statement (or statement of loss)'
complete -c finq -n "__fish_finq_needs_command" -f -a "equity" -d 'Statement of shareholders\' equity'
complete -c finq -n "__fish_finq_needs_command" -f -a "operations" -d 'Statement of operations: costs against revenue'
complete -c finq -n "__fish_finq_needs_command" -f -a "cashflow" -d 'Statement of cash flows'
complete -c finq -n "__fish_finq_needs_command" -f -a "cf" -d 'Statement of cash flows'
complete -c finq -n "__fish_finq_needs_command" -f -a "comprehensive" -d 'Statement of comprehensive income'
complete -c finq -n "__fish_finq_needs_command" -f -a "summary" -d 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts'
complete -c finq -n "__fish_finq_needs_command" -f -a "compare" -d 'Companies side by side: one statement of each, lines aligned by element'
complete -c finq -n "__fish_finq_needs_command" -f -a "quote" -d 'Current quote of a stock, index, currency pair, future or crypto pair'
complete -c finq -n "__fish_finq_needs_command" -f -a "prices" -d 'Up to ten years of monthly prices, newest first'
complete -c finq -n "__fish_finq_needs_command" -f -a "ticker" -d 'Ticker symbols for a CIK (with or without zero padding)'
complete -c finq -n "__fish_finq_needs_command" -f -a "cik" -d 'CIK for a ticker, zero-padded to 10 digits as the service sends it'
complete -c finq -n "__fish_finq_needs_command" -f -a "cache" -d 'Show or clear the cache of answers'
complete -c finq -n "__fish_finq_needs_command" -f -a "snapshot" -d 'Fetch statements of many tickers into files, with a manifest: for CI jobs'
complete -c finq -n "__fish_finq_needs_command" -f -a "bulk" -d 'Every filer at once: the SEC\'s financial data sets in a local Parquet store'
complete -c finq -n "__fish_finq_needs_command" -f -a "screen" -d 'One element across every filer of a calendar quarter or year, from the bulk store'
complete -c finq -n "__fish_finq_needs_command" -f -a "ratios" -d 'Ratios of a filing\'s standardized figures: margins, returns, liquidity, leverage, cash flow'
complete -c finq -n "__fish_finq_needs_command" -f -a "concepts" -d 'Standardized concepts: each one\'s statement, sign and the elements it reads'
complete -c finq -n "__fish_finq_needs_command" -f -a "config" -d 'Show or change finq\'s configuration'
complete -c finq -n "__fish_finq_needs_command" -f -a "serve" -d 'Serve the interface itself (/v1/company/…) from finq\'s sources, for old clients and teams'
complete -c finq -n "__fish_finq_needs_command" -f -a "doctor" -d 'Check the configuration, the key and the way to the service, with a fix for each problem'
complete -c finq -n "__fish_finq_needs_command" -f -a "help" -d 'Print help for a command, or a topic: exit-codes, environment'
complete -c finq -n "__fish_finq_needs_command" -f -a "completions" -d 'Print the shell completion script for SHELL'
complete -c finq -n "__fish_finq_needs_command" -f -a "man" -d 'Write the man pages into DIR, or print finq(1) when no DIR is given'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bs" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bs" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand bs" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand bs" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bs" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bs" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bs" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bs" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bs" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bs" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bs" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bs" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand income" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand income" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand income" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand income" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand income" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand income" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand income" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand income" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand income" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand income" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand income" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand income" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand income" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand income" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand income" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand income" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand income" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand income" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand income" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand income" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand income" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand income" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand income" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand income" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand income" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand equity" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand equity" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand equity" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand equity" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand equity" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand equity" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand equity" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand equity" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand equity" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand equity" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand equity" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand equity" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand equity" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand operations" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand operations" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand operations" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand operations" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand operations" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand operations" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand operations" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand operations" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand operations" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand operations" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand operations" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand operations" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand operations" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cashflow" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cf" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand cf" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand cf" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cf" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cf" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cf" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cf" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cf" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cf" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cf" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cf" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand cf" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand cf" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cf" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cf" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cf" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cf" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cf" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cf" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cf" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cf" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cf" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cf" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand comprehensive" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand summary" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand summary" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand summary" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand summary" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand summary" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand summary" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand summary" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand summary" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand summary" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand summary" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand summary" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand summary" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand summary" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand compare" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand compare" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand compare" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand compare" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand compare" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand compare" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand compare" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand compare" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand compare" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand compare" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand compare" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand compare" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand compare" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand compare" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand compare" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand compare" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand compare" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand compare" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand compare" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand compare" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand compare" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand compare" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand compare" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand quote" -l tickers-file -d 'Read symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand quote" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand quote" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand quote" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand quote" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand quote" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand quote" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand quote" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand quote" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand quote" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand quote" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand quote" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand quote" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand quote" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand quote" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand quote" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand prices" -l tickers-file -d 'Read symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -l since -d 'Only prices on or after DATE (YYYY-MM-DD or YYYY-MM)' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l until -d 'Only prices on or before DATE (YYYY-MM-DD or YYYY-MM)' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l limit -d 'Only the newest N prices' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand prices" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand prices" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand prices" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand prices" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand prices" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l chart -d 'Draw a line chart in the terminal instead of a table'
complete -c finq -n "__fish_finq_using_subcommand prices" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand prices" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand prices" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand prices" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand prices" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand prices" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand prices" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand prices" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand prices" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand prices" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand prices" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l ciks-file -d 'Read CIKs from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cik" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cik" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cik" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cik" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cik" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cik" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cik" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cik" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cik" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cik" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cik" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cik" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cik" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cik" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cik" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cik" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -f -a "path" -d 'Print the cache folder'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -f -a "stats" -d 'Count the entries, their size, and how many have expired'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear" -f -a "clear" -d 'Remove every entry'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l out -d 'Folder to write into (created if missing)' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l statements -d 'Statements to fetch, comma separated [default: every statement the source has, and the summary]' -r -f -a "balancesheet\t''
income\t''
equity\t''
operations\t''
cashflow\t''
comprehensive\t''
summary\t''"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l force -d 'Fetch again what a previous run already wrote'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "fetch" -d 'Download quarters from the SEC and import them (resumable; needs the SEC contact)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "import" -d 'Import data-set zips from disk, such as 2024q1.zip, or the SEC\'s ticker list (offline)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "status" -d 'The quarters held, with their filings, rows and bytes'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "verify" -d 'Check every file of the store against its checksums and the schema'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "quality" -d 'Standardize every 10-K and 10-Q of the quarters and report how well the figures hold'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "path" -d 'Print the store\'s folder'
complete -c finq -n "__fish_finq_using_subcommand bulk; and not __fish_seen_subcommand_from fetch import status verify quality path tickers" -f -a "tickers" -d 'The tickers the store knows, with their CIK and company: today\'s (the SEC\'s ticker list kept with the store) and those of its filings\' file names; or the filers named by WORDS'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from fetch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l quarter -d 'The quarter of a zip whose name does not say it (one file only)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from verify" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l detail -d 'Every filing\'s standardized values with their sources and its checks (JSON, NDJSON, CSV)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from quality" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bulk; and __fish_seen_subcommand_from tickers" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand screen" -l period -d 'The calendar quarter (2024Q4) or year (2024)' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l where -d 'Only values passing a comparison, such as \'< 0\' or \'>= 1000000\', or with --standard an expression\'s, such as \'Revenues > 1000000000\' (an amount in USD, or the ranked currency; \'Revenues > 1000000000 JPY\' names another); repeated, all must hold' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l show -d 'With --standard: add these concepts, ratios or expressions to each filer\'s record, such as Revenues,GrossMargin' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l form -d 'Only one form\'s filings, amendments included (10-K, 10-Q, 20-F, 40-F) [default: 10-Q and annual reports for a quarter, annual reports (10-K, 20-F, 40-F) for a year]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l uom -d 'Rank the values in this unit, such as JPY, or `all` for every unit in one ranking [default: USD, or the unit most filers report; the filers in other units are counted on stderr]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l sort -d 'Order of the filers' -r -f -a "value\t'Largest value first'
name\t'Company name, A to Z'
cik\t'CIK, lowest first'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l limit -d 'At most N filers, after sorting' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): each filer\'s latest filing accepted by the SEC on or before that day (the SEC\'s clock), never a later amendment' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand screen" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand screen" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand screen" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand screen" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand screen" -l reverse -d 'Reverse the order'
complete -c finq -n "__fish_finq_using_subcommand screen" -l standard -d 'ELEMENT is a standardized concept (Revenues, NetIncomeLoss): each filer\'s value whatever element it filed, with its source (`finq concepts` lists them)'
complete -c finq -n "__fish_finq_using_subcommand screen" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand screen" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand screen" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand screen" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand screen" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand screen" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand screen" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand screen" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand screen" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand screen" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand screen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand ratios" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'
20-F\t'Annual report of a foreign private issuer'
40-F\t'Annual report of a Canadian issuer (the multijurisdictional system)'
10-K/A\t'An amended 10-K'
10-Q/A\t'An amended 10-Q'
20-F/A\t'An amended 20-F'
40-F/A\t'An amended 40-F'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l accession -d 'One filing exactly, by accession number (EDGAR), such as 0000320193-25-000057' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l as-of -d 'Only what was known on DATE (YYYY-MM-DD): the bulk store\'s latest filing accepted by then, or with --discrete/--ttm/--restatements the facts filed by then' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l period -d 'The filing for a calendar quarter (2009Q2: its 10-Q) or year (2009: its annual report), as screen reads periods (the bulk store)' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand ratios" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand ratios" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand ratios" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand ratios" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l all-columns -d 'With --periods, keep every column each filing shows (not only its current period)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l standard -d 'Standardized (Fundamental Accounting Concepts, each value citing its source; bulk, EDGAR)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l discrete -d 'Discrete fiscal quarters, each filed or derived from year-to-date facts (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l ttm -d 'Trailing twelve months: the sum of the latest four discrete quarters (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l restatements -d 'Each figure as first filed beside the latest filed for the same period (EDGAR, bulk)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l annualize -d 'Returns and turnover (a flow over a balance) for a year: a quarter\'s flow times four'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l quote -d 'With --ttm, the quote\'s ratios too: P/E, price to book, EV/EBITDA, dividend yield'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand ratios" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand ratios" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand ratios" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand ratios" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand ratios" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand ratios" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand concepts" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand concepts" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand concepts" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand concepts" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand concepts" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand concepts" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand concepts" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand concepts" -l ratios -d 'The ratios `finq ratios` computes (ratios.rules): each one\'s formula and conventions'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand concepts" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand concepts" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "init" -d 'Write a commented config.toml with every setting, keeping the settings already in it'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "set-key" -d 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "unset-key" -d 'Remove the API key from config.toml (FINQ_API_KEY in the environment is yours to unset)'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "set-contact" -d 'Store the contact SEC EDGAR asks every client for, such as "Jane Doe jane@example.com"'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "show" -d 'Print every setting and where it came from, with the key redacted'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from init set-key unset-key set-contact show path" -f -a "path" -d 'Print the path of the config file'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l force -d 'Start afresh: replace an existing config file, settings and all'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from unset-key" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-contact" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand serve" -l listen -d 'Address to listen on; port 0 picks a free one' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l keys-file -d 'File of accepted keys, one per line (also FINQ_SERVE_KEYS, comma separated)' -r -F
complete -c finq -n "__fish_finq_using_subcommand serve" -l rate -d 'Requests a minute one key may make before 429' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand serve" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand serve" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand serve" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand serve" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand serve" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand serve" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand serve" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand serve" -l no-auth -d 'Accept requests without a key (only on a loopback address)'
complete -c finq -n "__fish_finq_using_subcommand serve" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand serve" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand serve" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand serve" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand serve" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand serve" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand serve" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand serve" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand serve" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand serve" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand doctor" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand doctor" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand doctor" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand doctor" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand doctor" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand doctor" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand doctor" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand doctor" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand doctor" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand doctor" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand doctor" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand doctor" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand doctor" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand help" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand help" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand help" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand help" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand help" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand help" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand help" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand help" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand help" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand help" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand help" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand help" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand help" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand help" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand help" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand help" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand help" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand help" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand completions" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand completions" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand completions" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand completions" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand completions" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand completions" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand completions" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand completions" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand completions" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand completions" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand completions" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand completions" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand completions" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand completions" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand completions" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand completions" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand completions" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand completions" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand man" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand man" -l jq -d 'Filter finq\'s JSON output with a jq expression (several answers: the whole array at once)' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l units -d 'Scale monetary values in tables (per-share amounts and share counts never are)' -r -f -a "filed\t'Statements as filed at the filing\'s own scale ("$ in Millions"); everything else raw'
raw\t'As sent, in full units, digits grouped'
thousands\t'In thousands'
millions\t'In millions'
billions\t'In billions'
auto\t'Millions when the largest value is a billion or more, thousands from a million, else raw'"
complete -c finq -n "__fish_finq_using_subcommand man" -l color -d 'Colour in tables: negative values, a quote\'s gain or loss' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set'
always\t'Always, even into a file or pipe'
never\t'Never'"
complete -c finq -n "__fish_finq_using_subcommand man" -s o -l output -d 'Write the output to FILE, complete or not at all; without -f, .json/.csv/.ndjson/.jsonl picks the format' -r -F
complete -c finq -n "__fish_finq_using_subcommand man" -l provider -d 'Where statements, summaries and look-ups come from [default: last10k with a key, else edgar; the bulk store first for what it surely holds]' -r -f -a "last10k\t'services.last10k.com, the classic form'
rapidapi\t'last10k-company-v1.p.rapidapi.com, the successor\'s form'
edgar\t'SEC EDGAR\'s free XBRL data: statements, summary and look-ups, no key (a contact instead)'
bulk\t'the bulk store (`finq bulk`) on this machine: the SEC\'s financial statement data sets'"
complete -c finq -n "__fish_finq_using_subcommand man" -l market -d 'Where quotes and prices come from [default: the provider\'s with a Last10K key, else yahoo]' -r -f -a "last10k\t'services.last10k.com (needs a key)'
rapidapi\t'the Last10K successor on RapidAPI (needs a key)'
yahoo\t'Yahoo Finance\'s keyless chart endpoint'"
complete -c finq -n "__fish_finq_using_subcommand man" -l base-url -d 'Base URL of the service [default: the provider\'s]' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand man" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand man" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand man" -s r -l raw-output -d 'With --jq: print strings without quotes, like jq -r'
complete -c finq -n "__fish_finq_using_subcommand man" -s c -l compact -d 'With --jq: print each result on one line, like jq -c'
complete -c finq -n "__fish_finq_using_subcommand man" -l labels -d 'Show the filing\'s own line-item labels in statement tables, where the service sent them'
complete -c finq -n "__fish_finq_using_subcommand man" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand man" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand man" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand man" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand man" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand man" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
