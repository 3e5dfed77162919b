//! What the user asks about: tickers, CIKs and lists of them from arguments, files and standard
//! input, validated before anything is sent. Nothing a user types can add a path segment or a
//! query parameter.

use crate::cli::{CikArgs, FilingArgs, Symbols, Tickers};
use crate::error::{Error, Result};
use crate::model::Form;

/// Input shown back in a message: quoted, escaped, and cut short.
pub fn quoted(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    let more = if s.chars().count() > 40 { "…" } else { "" };
    format!("{:?}{more}", cut)
}

/// A ticker symbol: letters and digits, with at most one class suffix after `.` or `-`
/// (`BRK.B`, `BF-B`). Returned in upper case.
pub fn ticker(s: &str) -> Result<String> {
    let valid = |part: &str, max: usize| {
        !part.is_empty() && part.len() <= max && part.bytes().all(|b| b.is_ascii_alphanumeric())
    };
    let ok = match s.find(['.', '-']) {
        Some(i) => valid(&s[..i], 10) && valid(&s[i + 1..], 5),
        None => valid(s, 10),
    };
    if ok {
        Ok(s.to_ascii_uppercase())
    } else {
        Err(Error::usage(format!(
            "invalid ticker {}: expected 1 to 10 letters or digits with an optional .X or -X class \
             suffix, such as AAPL, BRK.B or BF-B",
            quoted(s)
        )))
    }
}

/// A market symbol for `quote` and `prices`, as Yahoo writes it (`crate::model::symbol`). Returned in
/// upper case, as given (`BRK.B` stays `BRK.B`; the Yahoo source asks for `BRK-B`).
pub fn market_symbol(s: &str) -> Result<String> {
    match crate::model::symbol::parse(s) {
        Some(sym) => Ok(sym.text),
        None => Err(Error::usage(format!(
            "invalid symbol {}: expected a ticker (AAPL, BRK.B or BRK-B), a listing with its exchange suffix \
             (OCDO.L, 7203.T), an index (^GSPC), a currency pair (EURUSD=X), a future (GC=F) or a crypto pair \
             (BTC-USD), at most {} characters",
            quoted(s),
            crate::model::symbol::MAX_LEN
        ))),
    }
}

/// A CIK: up to 10 digits, zero padding allowed. Returned without the padding.
pub fn cik(s: &str) -> Result<String> {
    let digits = s.trim_start_matches('0');
    if !s.is_empty() && s.len() <= 10 && s.bytes().all(|b| b.is_ascii_digit()) && !digits.is_empty() {
        Ok(digits.to_string())
    } else {
        Err(Error::usage(format!("invalid CIK {}: expected 1 to 10 digits, such as 320193 or 0000320193", quoted(s))))
    }
}

/// The words of a ticker or CIK list: whitespace or comma separated, `#` to the end of a line is a
/// comment.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || c == ','))
        .filter(|w| !w.is_empty())
}

/// Everything asked for, from the arguments (`-` = standard input) and a file, validated and in
/// order, each once. Any invalid entry stops everything before a request is sent.
fn subjects(
    args: &[String],
    file: Option<&std::path::Path>,
    what: &str,
    validate: fn(&str) -> Result<String>,
) -> Result<Vec<String>> {
    let mut raw: Vec<String> = Vec::new();
    for a in args {
        if a == "-" {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
                .map_err(|e| Error::reading(format_args!("cannot read {what}s from standard input"), e))?;
            raw.extend(words(&text).map(str::to_string));
        } else {
            // `quote AAPL,MSFT` is two tickers, as in lists from files and standard input.
            raw.extend(a.split(',').map(str::trim).filter(|w| !w.is_empty()).map(str::to_string));
        }
    }
    if let Some(path) = file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::reading(format_args!("cannot read {}", path.display()), e))?;
        raw.extend(words(&text).map(str::to_string));
    }
    let mut seen = std::collections::HashSet::new();
    let mut out: Vec<String> = Vec::with_capacity(raw.len());
    for r in &raw {
        let v = validate(r)?;
        if seen.insert(v.clone()) {
            out.push(v);
        }
    }
    if out.is_empty() {
        return Err(Error::usage(format!("no {what} given: name one, or pass - to read them from standard input")));
    }
    Ok(out)
}

pub fn tickers(args: &Tickers) -> Result<Vec<String>> {
    subjects(&args.tickers, args.tickers_file.as_deref(), "ticker", ticker)
}

/// The symbols of `quote` and `prices`: Yahoo's forms, not only the SEC's tickers.
pub fn market_symbols(args: &Symbols) -> Result<Vec<String>> {
    subjects(&args.tickers, args.tickers_file.as_deref(), "symbol", market_symbol)
}

pub fn ciks(args: &CikArgs) -> Result<Vec<String>> {
    subjects(&args.ciks, args.ciks_file.as_deref(), "CIK", cik)
}

/// The form chosen by `--form`, `--annual` or `--quarterly`, if any.
pub fn form(args: &FilingArgs) -> Option<Form> {
    if args.annual {
        Some(Form::TenK)
    } else if args.quarterly {
        Some(Form::TenQ)
    } else {
        args.form
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickers() {
        for good in ["AAPL", "msft", "BRK.B", "BF-B", "A", "X1"] {
            assert!(ticker(good).is_ok(), "{good}");
        }
        assert_eq!(ticker("brk.b").unwrap(), "BRK.B");
        for bad in
            ["", "../x", "A?b=1", "A#x", "%2F", "A B", "A\u{7}", "ÄPPL", "A.B.C", ".A", "A.", "A/B", &"A".repeat(100)]
        {
            let err = ticker(bad).unwrap_err();
            assert_eq!(err.kind, crate::error::ErrorKind::Usage, "{bad}");
            assert!(!err.message.contains('\u{7}'));
        }
    }

    #[test]
    fn ciks() {
        assert_eq!(cik("320193").unwrap(), "320193");
        assert_eq!(cik("0000320193").unwrap(), "320193");
        for bad in ["", "0", "00000000000320193", "32o193", "-1", "1 2"] {
            assert!(cik(bad).is_err(), "{bad}");
        }
    }
}
