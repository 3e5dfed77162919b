
use builtin;
use str;

set edit:completion:arg-completer[finq] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'finq'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'finq'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand balancesheet 'Balance sheet: assets, liabilities and shareholders'' equity'
            cand bs 'Balance sheet: assets, liabilities and shareholders'' equity'
            cand income 'Income statement (or statement of loss)'
            cand equity 'Statement of shareholders'' equity'
            cand operations 'Statement of operations: costs against revenue'
            cand summary 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts'
            cand quote 'Current stock quote'
            cand prices 'Up to ten years of monthly prices, newest first'
            cand ticker 'Ticker symbols for a CIK (with or without zero padding)'
            cand cik 'CIK for a ticker, zero-padded to 10 digits as the service sends it'
            cand config 'Show or change finq''s configuration'
            cand generate-assets 'Write shell completions and man pages (used to refresh the checked-in copies)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'finq;balancesheet'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;bs'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;income'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;equity'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;operations'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;summary'= {
            cand --form 'Form of the filing [default: the service''s, 10-K for most statements]'
            cand --filing-order 'How many filings to go back: 0 is the most recent [default: 0]'
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --annual 'Annual figures: short for --form 10-K'
            cand --quarterly 'Quarterly figures: short for --form 10-Q'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;quote'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;prices'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;ticker'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;cik'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;config'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand set-key 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
            cand show 'Print every setting and where it came from, with the key redacted'
            cand path 'Print the path of the config file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'finq;config;set-key'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;config;show'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;config;path'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;config;help'= {
            cand set-key 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
            cand show 'Print every setting and where it came from, with the key redacted'
            cand path 'Print the path of the config file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'finq;config;help;set-key'= {
        }
        &'finq;config;help;show'= {
        }
        &'finq;config;help;path'= {
        }
        &'finq;config;help;help'= {
        }
        &'finq;generate-assets'= {
            cand -f 'Output format [default: table on a terminal, json otherwise]'
            cand --format 'Output format [default: table on a terminal, json otherwise]'
            cand -o 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --output 'Write the output to FILE (atomically: the file is complete or absent)'
            cand --base-url 'Base URL of the service [default: https://services.last10k.com]'
            cand --timeout 'Give up on a request after SECS seconds, retries included [default: 30]'
            cand --retries 'Retry rate limits (429), 502/503/504, resets and time-outs up to N times [default: 3]'
            cand --ca-bundle 'Also trust the PEM certificates in FILE (a corporate proxy''s root, say)'
            cand --max-response-mib 'Refuse a response body larger than MIB mebibytes [default: 16]'
            cand --raw 'Print the service''s response body byte for byte instead of finq''s own output'
            cand --demo 'Answer from bundled sample responses: no key, no network'
            cand -v 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand --verbose 'Describe each request on stderr (URL, status, time, retries); -vv adds headers. Never the key'
            cand -q 'Print no notices or warnings, only errors'
            cand --quiet 'Print no notices or warnings, only errors'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'finq;help'= {
            cand balancesheet 'Balance sheet: assets, liabilities and shareholders'' equity'
            cand income 'Income statement (or statement of loss)'
            cand equity 'Statement of shareholders'' equity'
            cand operations 'Statement of operations: costs against revenue'
            cand summary 'Document and entity summary: fiscal focus, shares outstanding, public float, filer facts'
            cand quote 'Current stock quote'
            cand prices 'Up to ten years of monthly prices, newest first'
            cand ticker 'Ticker symbols for a CIK (with or without zero padding)'
            cand cik 'CIK for a ticker, zero-padded to 10 digits as the service sends it'
            cand config 'Show or change finq''s configuration'
            cand generate-assets 'Write shell completions and man pages (used to refresh the checked-in copies)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'finq;help;balancesheet'= {
        }
        &'finq;help;income'= {
        }
        &'finq;help;equity'= {
        }
        &'finq;help;operations'= {
        }
        &'finq;help;summary'= {
        }
        &'finq;help;quote'= {
        }
        &'finq;help;prices'= {
        }
        &'finq;help;ticker'= {
        }
        &'finq;help;cik'= {
        }
        &'finq;help;config'= {
            cand set-key 'Store the API key: reads one line from standard input, writes config.toml with mode 0600'
            cand show 'Print every setting and where it came from, with the key redacted'
            cand path 'Print the path of the config file'
        }
        &'finq;help;config;set-key'= {
        }
        &'finq;help;config;show'= {
        }
        &'finq;help;config;path'= {
        }
        &'finq;help;generate-assets'= {
        }
        &'finq;help;help'= {
        }
    ]
    $completions[$command]
}
