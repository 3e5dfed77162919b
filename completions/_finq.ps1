
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'finq' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'finq'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'finq' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('balancesheet', 'balancesheet', [CompletionResultType]::ParameterValue, 'Balance sheet: assets, liabilities and shareholders'' equity')
            [CompletionResult]::new('bs', 'bs', [CompletionResultType]::ParameterValue, 'Balance sheet: assets, liabilities and shareholders'' equity')
            [CompletionResult]::new('income', 'income', [CompletionResultType]::ParameterValue, 'Income statement (or statement of loss)')
            [CompletionResult]::new('equity', 'equity', [CompletionResultType]::ParameterValue, 'Statement of shareholders'' equity')
            [CompletionResult]::new('operations', 'operations', [CompletionResultType]::ParameterValue, 'Statement of operations: costs against revenue')
            [CompletionResult]::new('summary', 'summary', [CompletionResultType]::ParameterValue, 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts')
            [CompletionResult]::new('quote', 'quote', [CompletionResultType]::ParameterValue, 'Current stock quote')
            [CompletionResult]::new('prices', 'prices', [CompletionResultType]::ParameterValue, 'Up to ten years of monthly prices, newest first')
            [CompletionResult]::new('ticker', 'ticker', [CompletionResultType]::ParameterValue, 'Ticker symbols for a CIK (with or without zero padding)')
            [CompletionResult]::new('cik', 'cik', [CompletionResultType]::ParameterValue, 'CIK for a ticker, zero-padded to 10 digits as the service sends it')
            [CompletionResult]::new('cache', 'cache', [CompletionResultType]::ParameterValue, 'Show or clear the cache of answers')
            [CompletionResult]::new('snapshot', 'snapshot', [CompletionResultType]::ParameterValue, 'Fetch statements of many tickers into files, with a manifest: for CI jobs')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show or change finq''s configuration')
            [CompletionResult]::new('generate-assets', 'generate-assets', [CompletionResultType]::ParameterValue, 'Write shell completions and man pages (used to refresh the checked-in copies)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;balancesheet' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;bs' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;income' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;equity' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;operations' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;summary' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;quote' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;prices' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;ticker' {
            [CompletionResult]::new('--ciks-file', '--ciks-file', [CompletionResultType]::ParameterName, 'Read CIKs from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;cik' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;cache' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the cache folder')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count the entries, their size, and how many have expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every entry')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;cache;path' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;cache;stats' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;cache;clear' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;cache;help' {
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the cache folder')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count the entries, their size, and how many have expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every entry')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;cache;help;path' {
            break
        }
        'finq;cache;help;stats' {
            break
        }
        'finq;cache;help;clear' {
            break
        }
        'finq;cache;help;help' {
            break
        }
        'finq;snapshot' {
            [CompletionResult]::new('--tickers-file', '--tickers-file', [CompletionResultType]::ParameterName, 'Read ticker symbols from FILE: whitespace or comma separated, `#` starts a comment')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Folder to write into (created if missing)')
            [CompletionResult]::new('--statements', '--statements', [CompletionResultType]::ParameterName, 'Statements to fetch, comma separated')
            [CompletionResult]::new('--form', '--form', [CompletionResultType]::ParameterName, 'Form of the filing [default: the service''s, 10-K for most statements]')
            [CompletionResult]::new('--filing-order', '--filing-order', [CompletionResultType]::ParameterName, 'How many filings to go back: 0 is the most recent [default: 0]')
            [CompletionResult]::new('--periods', '--periods', [CompletionResultType]::ParameterName, 'Fetch N filings (from --filing-order back) and show them side by side')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--annual', '--annual', [CompletionResultType]::ParameterName, 'Annual figures: short for --form 10-K')
            [CompletionResult]::new('--quarterly', '--quarterly', [CompletionResultType]::ParameterName, 'Quarterly figures: short for --form 10-Q')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Fetch again what a previous run already wrote')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;config' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('set-key', 'set-key', [CompletionResultType]::ParameterValue, 'Store the API key: reads one line from standard input, writes config.toml with mode 0600')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print every setting and where it came from, with the key redacted')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the path of the config file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;config;set-key' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;config;show' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;config;path' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;config;help' {
            [CompletionResult]::new('set-key', 'set-key', [CompletionResultType]::ParameterValue, 'Store the API key: reads one line from standard input, writes config.toml with mode 0600')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print every setting and where it came from, with the key redacted')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the path of the config file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;config;help;set-key' {
            break
        }
        'finq;config;help;show' {
            break
        }
        'finq;config;help;path' {
            break
        }
        'finq;config;help;help' {
            break
        }
        'finq;generate-assets' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to FILE (atomically: the file is complete or absent)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL of the service [default: https://services.last10k.com]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up on a request after SECS seconds, retries included [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]')
            [CompletionResult]::new('--ca-bundle', '--ca-bundle', [CompletionResultType]::ParameterName, 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'At most N requests in flight at once, for several tickers or periods [default: 8]')
            [CompletionResult]::new('--max-response-mib', '--max-response-mib', [CompletionResultType]::ParameterName, 'Refuse a response body larger than MIB mebibytes [default: 16]')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the service''s response body byte for byte instead of finq''s own output')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Ask the service even when the cache has a fresh answer, then store it')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age; send nothing (exit 9 on a miss)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from bundled sample responses: no key, no network')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print no notices or warnings, only errors')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'finq;help' {
            [CompletionResult]::new('balancesheet', 'balancesheet', [CompletionResultType]::ParameterValue, 'Balance sheet: assets, liabilities and shareholders'' equity')
            [CompletionResult]::new('income', 'income', [CompletionResultType]::ParameterValue, 'Income statement (or statement of loss)')
            [CompletionResult]::new('equity', 'equity', [CompletionResultType]::ParameterValue, 'Statement of shareholders'' equity')
            [CompletionResult]::new('operations', 'operations', [CompletionResultType]::ParameterValue, 'Statement of operations: costs against revenue')
            [CompletionResult]::new('summary', 'summary', [CompletionResultType]::ParameterValue, 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts')
            [CompletionResult]::new('quote', 'quote', [CompletionResultType]::ParameterValue, 'Current stock quote')
            [CompletionResult]::new('prices', 'prices', [CompletionResultType]::ParameterValue, 'Up to ten years of monthly prices, newest first')
            [CompletionResult]::new('ticker', 'ticker', [CompletionResultType]::ParameterValue, 'Ticker symbols for a CIK (with or without zero padding)')
            [CompletionResult]::new('cik', 'cik', [CompletionResultType]::ParameterValue, 'CIK for a ticker, zero-padded to 10 digits as the service sends it')
            [CompletionResult]::new('cache', 'cache', [CompletionResultType]::ParameterValue, 'Show or clear the cache of answers')
            [CompletionResult]::new('snapshot', 'snapshot', [CompletionResultType]::ParameterValue, 'Fetch statements of many tickers into files, with a manifest: for CI jobs')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show or change finq''s configuration')
            [CompletionResult]::new('generate-assets', 'generate-assets', [CompletionResultType]::ParameterValue, 'Write shell completions and man pages (used to refresh the checked-in copies)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'finq;help;balancesheet' {
            break
        }
        'finq;help;income' {
            break
        }
        'finq;help;equity' {
            break
        }
        'finq;help;operations' {
            break
        }
        'finq;help;summary' {
            break
        }
        'finq;help;quote' {
            break
        }
        'finq;help;prices' {
            break
        }
        'finq;help;ticker' {
            break
        }
        'finq;help;cik' {
            break
        }
        'finq;help;cache' {
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the cache folder')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count the entries, their size, and how many have expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every entry')
            break
        }
        'finq;help;cache;path' {
            break
        }
        'finq;help;cache;stats' {
            break
        }
        'finq;help;cache;clear' {
            break
        }
        'finq;help;snapshot' {
            break
        }
        'finq;help;config' {
            [CompletionResult]::new('set-key', 'set-key', [CompletionResultType]::ParameterValue, 'Store the API key: reads one line from standard input, writes config.toml with mode 0600')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print every setting and where it came from, with the key redacted')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the path of the config file')
            break
        }
        'finq;help;config;set-key' {
            break
        }
        'finq;help;config;show' {
            break
        }
        'finq;help;config;path' {
            break
        }
        'finq;help;generate-assets' {
            break
        }
        'finq;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
