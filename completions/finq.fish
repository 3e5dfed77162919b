# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_finq_global_optspecs
    string join \n f/format= raw o/output= base-url= timeout= retries= ca-bundle= j/concurrency= max-response-mib= no-cache refresh offline demo v/verbose q/quiet h/help V/version
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
complete -c finq -n "__fish_finq_needs_command" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_needs_command" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_needs_command" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_needs_command" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_needs_command" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_needs_command" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_needs_command" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_needs_command" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
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
complete -c finq -n "__fish_finq_needs_command" -f -a "summary" -d 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts'
complete -c finq -n "__fish_finq_needs_command" -f -a "quote" -d 'Current stock quote'
complete -c finq -n "__fish_finq_needs_command" -f -a "prices" -d 'Up to ten years of monthly prices, newest first'
complete -c finq -n "__fish_finq_needs_command" -f -a "ticker" -d 'Ticker symbols for a CIK (with or without zero padding)'
complete -c finq -n "__fish_finq_needs_command" -f -a "cik" -d 'CIK for a ticker, zero-padded to 10 digits as the service sends it'
complete -c finq -n "__fish_finq_needs_command" -f -a "cache" -d 'Show or clear the cache of answers'
complete -c finq -n "__fish_finq_needs_command" -f -a "snapshot" -d 'Fetch statements of many tickers into files, with a manifest: for CI jobs'
complete -c finq -n "__fish_finq_needs_command" -f -a "config" -d 'Show or change finq\'s configuration'
complete -c finq -n "__fish_finq_needs_command" -f -a "generate-assets" -d 'Write shell completions and man pages (used to refresh the checked-in copies)'
complete -c finq -n "__fish_finq_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand balancesheet" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand bs" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand bs" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand bs" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand bs" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand bs" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand bs" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand bs" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand bs" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand bs" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand bs" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand bs" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand bs" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand bs" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand bs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand bs" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand income" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand income" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand income" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand income" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand income" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand income" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand income" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand income" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand income" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand income" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand income" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand income" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand income" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand income" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand income" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand income" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand equity" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand equity" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand equity" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand equity" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand equity" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand equity" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand equity" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand equity" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand equity" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand equity" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand equity" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand equity" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand equity" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand equity" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand equity" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand operations" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand operations" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand operations" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand operations" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand operations" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand operations" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand operations" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand operations" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand operations" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand operations" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand operations" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand operations" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand operations" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand operations" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand operations" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand summary" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand summary" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand summary" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand summary" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand summary" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand summary" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand summary" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand summary" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand summary" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand summary" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand summary" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand summary" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand summary" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand summary" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand summary" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand quote" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand quote" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand quote" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand quote" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand quote" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand quote" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand quote" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand quote" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand quote" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand quote" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand quote" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand quote" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand prices" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand prices" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand prices" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand prices" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand prices" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand prices" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand prices" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand prices" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand prices" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand prices" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand prices" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand prices" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l ciks-file -d 'Read CIKs from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand ticker" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand ticker" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand ticker" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand ticker" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand ticker" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cik" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cik" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cik" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cik" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cik" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cik" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cik" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cik" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cik" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cik" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cik" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cik" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -f -a "path" -d 'Print the cache folder'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -f -a "stats" -d 'Count the entries, their size, and how many have expired'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -f -a "clear" -d 'Remove every entry'
complete -c finq -n "__fish_finq_using_subcommand cache; and not __fish_seen_subcommand_from path stats clear help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from path" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from stats" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from clear" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "path" -d 'Print the cache folder'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "stats" -d 'Count the entries, their size, and how many have expired'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "clear" -d 'Remove every entry'
complete -c finq -n "__fish_finq_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l tickers-file -d 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l out -d 'Folder to write into (created if missing)' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l statements -d 'Statements to fetch, comma separated' -r -f -a "balancesheet\t''
income\t''
equity\t''
operations\t''
summary\t''"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l form -d 'Form of the filing [default: the service\'s, 10-K for most statements]' -r -f -a "10-K\t'Annual report'
10-Q\t'Quarterly report'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l filing-order -d 'How many filings to go back: 0 is the most recent [default: 0]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l periods -d 'Fetch N filings (from --filing-order back) and show them side by side' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l annual -d 'Annual figures: short for --form 10-K'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l quarterly -d 'Quarterly figures: short for --form 10-Q'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l force -d 'Fetch again what a previous run already wrote'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand snapshot" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -f -a "set-key" -d 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -f -a "show" -d 'Print every setting and where it came from, with the key redacted'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -f -a "path" -d 'Print the path of the config file'
complete -c finq -n "__fish_finq_using_subcommand config; and not __fish_seen_subcommand_from set-key show path help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from set-key" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from path" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set-key" -d 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print every setting and where it came from, with the key redacted'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "path" -d 'Print the path of the config file'
complete -c finq -n "__fish_finq_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s f -l format -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t'Aligned table for reading'
json\t'One JSON document in finq\'s schema'
csv\t'Tidy CSV with a header row: one record per value'
ndjson\t'Newline-delimited JSON: one record per value'"
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s o -l output -d 'Write the output to FILE (atomically: the file is complete or absent)' -r -F
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l base-url -d 'Base URL of the service [default: https://services.last10k.com]' -r
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l timeout -d 'Give up on a request after SECS seconds, retries included [default: 30]' -r
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l retries -d 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]' -r
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l ca-bundle -d 'Also trust the PEM certificates in FILE (a corporate proxy\'s root, say)' -r -F
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s j -l concurrency -d 'At most N requests in flight at once, for several tickers or periods [default: 8]' -r
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l max-response-mib -d 'Refuse a response body larger than MIB mebibytes [default: 16]' -r
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l raw -d 'Print the service\'s response body byte for byte instead of finq\'s own output'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l no-cache -d 'Neither read nor write the cache'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l refresh -d 'Ask the service even when the cache has a fresh answer, then store it'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l offline -d 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -l demo -d 'Answer from bundled sample responses: no key, no network'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s v -l verbose -d 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s q -l quiet -d 'Print no notices or warnings, only errors'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c finq -n "__fish_finq_using_subcommand generate-assets" -s V -l version -d 'Print version'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "balancesheet" -d 'Balance sheet: assets, liabilities and shareholders\' equity'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "income" -d 'Income statement (or statement of loss)'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "equity" -d 'Statement of shareholders\' equity'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "operations" -d 'Statement of operations: costs against revenue'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "summary" -d 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "quote" -d 'Current stock quote'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "prices" -d 'Up to ten years of monthly prices, newest first'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "ticker" -d 'Ticker symbols for a CIK (with or without zero padding)'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "cik" -d 'CIK for a ticker, zero-padded to 10 digits as the service sends it'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "cache" -d 'Show or clear the cache of answers'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "snapshot" -d 'Fetch statements of many tickers into files, with a manifest: for CI jobs'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "config" -d 'Show or change finq\'s configuration'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "generate-assets" -d 'Write shell completions and man pages (used to refresh the checked-in copies)'
complete -c finq -n "__fish_finq_using_subcommand help; and not __fish_seen_subcommand_from balancesheet income equity operations summary quote prices ticker cik cache snapshot config generate-assets help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "path" -d 'Print the cache folder'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "stats" -d 'Count the entries, their size, and how many have expired'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "clear" -d 'Remove every entry'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set-key" -d 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Print every setting and where it came from, with the key redacted'
complete -c finq -n "__fish_finq_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print the path of the config file'
