//! Market symbols as Yahoo Finance writes them, for `quote` and `prices`: listings abroad with an
//! exchange suffix (`OCDO.L`, `7203.T`), indices (`^GSPC`), currency pairs (`EURUSD=X`), futures
//! (`GC=F`), crypto pairs (`BTC-USD`) and US class shares written either way (`BRK.B`, `BRK-B`).
//! The filings commands keep the SEC's ticker rules (`input::ticker`).
//!
//! A dot is ambiguous: `BRK.B` is a US class share (Yahoo writes `BRK-B`), `OCDO.L` a London
//! listing. Yahoo's exchange suffixes are a finite list, so the part after the dot decides: one of
//! [`EXCHANGE_SUFFIXES`] is an exchange, anything else a class share. A class share whose letter
//! is also a suffix (`F`, `L`, `T`, `V`) must be written with a hyphen (`XYZ-L`).

/// Yahoo's exchange suffixes, from its "Exchanges and data providers on Yahoo Finance" page
/// (help.yahoo.com, SLN2310) as copied by clients that map exchange codes to them.
pub const EXCHANGE_SUFFIXES: &[&str] = &[
    "AE", "AQ", "AS", "AT", "AX", "BA", "BD", "BE", "BK", "BM", "BO", "BR", "CA", "CBT", "CL", "CME", "CMX", "CN",
    "CO", "CR", "DE", "DU", "F", "HA", "HE", "HK", "HM", "IC", "IL", "IR", "IS", "JK", "JO", "KL", "KQ", "KS", "KW",
    "L", "LS", "MC", "ME", "MI", "MU", "MX", "NE", "NS", "NX", "NYB", "NYM", "NZ", "OL", "PA", "PR", "PS", "QA", "RG",
    "RO", "SA", "SAU", "SG", "SI", "SN", "SR", "SS", "ST", "SW", "SZ", "T", "TA", "TI", "TL", "TO", "TW", "TWO", "V",
    "VI", "VN", "VS", "WA", "XA", "XC", "XD",
];

/// The longest symbol accepted, in characters.
pub const MAX_LEN: usize = 32;

/// What a symbol names, as far as its form tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A US ticker or class share (`AAPL`, `BRK.B`), or a pair written like one (`BTC-USD`).
    Us,
    /// A listing with an exchange suffix (`OCDO.L`).
    Abroad,
    /// `^GSPC`.
    Index,
    /// `EURUSD=X`.
    Currency,
    /// `GC=F`.
    Future,
}

/// A symbol checked against the rules: `text` as given, upper case; `canonical` as market-data
/// services are asked for it (a class share with a dash: `BRK.B` is `BRK-B`; `OCDO.L` stays).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    pub text: String,
    pub canonical: String,
    pub kind: Kind,
}

/// One part between hyphens: 1 to 20 ASCII letters or digits.
fn part(p: &str) -> bool {
    (1..=20).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Reads a market symbol, or `None` when it is not one:
/// `["^"] PART *2("-" PART) ["." SUFFIX-OR-CLASS] ["=X" | "=F"]`, at most [`MAX_LEN`] characters,
/// with a caret, a dot and an `=` never together except a caret with an exchange suffix
/// (`^TA125.TA`). Nothing else (`/`, `%`, `?`, `#`, spaces, a lone `.`) can pass, so the symbol
/// stays one path segment.
pub fn parse(s: &str) -> Option<Symbol> {
    if s.is_empty() || s.len() > MAX_LEN || !s.is_ascii() {
        return None;
    }
    let text = s.to_ascii_uppercase();
    let (caret, rest) = match text.strip_prefix('^') {
        Some(r) => (true, r),
        None => (false, text.as_str()),
    };
    let (rest, marker) = match rest.split_once('=') {
        Some((r, m)) => (r, Some(m)),
        None => (rest, None),
    };
    let (core, tail) = match rest.split_once('.') {
        Some((c, t)) => (c, Some(t)),
        None => (rest, None),
    };
    let parts: Vec<&str> = core.split('-').collect();
    if parts.len() > 3 || !parts.iter().all(|p| part(p)) {
        return None;
    }
    let kind = match (caret, marker, tail) {
        (_, Some(_), Some(_)) | (true, Some(_), _) => return None,
        (false, Some("X"), None) => Kind::Currency,
        (false, Some("F"), None) => Kind::Future,
        (_, Some(_), None) => return None,
        (_, None, Some(t)) if EXCHANGE_SUFFIXES.contains(&t) => Kind::Abroad,
        // A US class share: one root, one class of 1 to 5 letters or digits.
        (false, None, Some(t)) if parts.len() == 1 && (1..=5).contains(&t.len()) && part(t) => {
            return Some(Symbol { canonical: format!("{core}-{t}"), text, kind: Kind::Us });
        }
        (_, None, Some(_)) => return None,
        (true, None, None) => Kind::Index,
        (false, None, None) => Kind::Us,
    };
    let kind = if caret { Kind::Index } else { kind };
    Some(Symbol { canonical: text.clone(), text, kind })
}

/// The path segment of a checked symbol in a URL: the caret percent-encoded (it is no URL
/// character); letters, digits, `-`, `.` and `=` are safe in a segment as they are.
pub fn path_segment(symbol: &str) -> String {
    symbol.replace('^', "%5E")
}

/// What a currency code Yahoo sends means, where it is not an ISO 4217 code: Yahoo quotes some
/// exchanges in the minor unit, marked by the case of the code.
pub fn currency_note(code: &str) -> Option<&'static str> {
    match code {
        "GBp" | "GBX" => Some("pence sterling, 1/100 GBP"),
        "ZAc" => Some("South African cents, 1/100 ZAR"),
        "ILA" => Some("Israeli agorot, 1/100 ILS"),
        _ => None,
    }
}

/// A currency code as sent, with its meaning where it needs one: `GBp (pence sterling, 1/100 GBP)`.
pub fn currency_label(code: &str) -> String {
    match currency_note(code) {
        Some(note) => format!("{code} ({note})"),
        None => code.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn yahoo(s: &str) -> Option<(String, Kind)> {
        parse(s).map(|p| (p.canonical, p.kind))
    }

    #[test]
    fn yahoo_forms() {
        let cases = [
            ("AAPL", "AAPL", Kind::Us),
            ("brk.b", "BRK-B", Kind::Us),
            ("BRK-B", "BRK-B", Kind::Us),
            ("BF.A", "BF-A", Kind::Us),
            ("BTC-USD", "BTC-USD", Kind::Us),
            ("OCDO.L", "OCDO.L", Kind::Abroad),
            ("7203.T", "7203.T", Kind::Abroad),
            ("sap.de", "SAP.DE", Kind::Abroad),
            ("0P000071W8.TO", "0P000071W8.TO", Kind::Abroad),
            ("BBD-B.TO", "BBD-B.TO", Kind::Abroad),
            ("DX-Y.NYB", "DX-Y.NYB", Kind::Abroad),
            ("^GSPC", "^GSPC", Kind::Index),
            ("^TA125.TA", "^TA125.TA", Kind::Index),
            ("EURUSD=X", "EURUSD=X", Kind::Currency),
            ("gc=f", "GC=F", Kind::Future),
        ];
        for (given, sent, kind) in cases {
            assert_eq!(yahoo(given), Some((sent.to_string(), kind)), "{given}");
        }
        assert_eq!(parse("ocdo.l").unwrap().text, "OCDO.L");
    }

    #[test]
    fn refused() {
        for bad in [
            "",
            "../x",
            "A?b=1",
            "A#x",
            "%5EGSPC",
            "%2F",
            "A/B",
            "A B",
            "A\u{7}",
            "ÄPPL",
            "^",
            "^^GSPC",
            "EURUSD=Y",
            "=X",
            "A=X=X",
            "GC=F.L",
            "^GSPC=X",
            "OCDO..L",
            ".L",
            "OCDO.",
            "A.B.C",
            "-A",
            "A-",
            "A--B",
            "A-B-C-D",
            "BBD-B.XYZ",
            "^GSPC.B",
            "A.BCDEFG",
            "A_B",
            "A+B",
        ] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
        assert_eq!(parse(&"A".repeat(MAX_LEN + 1)), None);
        assert!(parse(&"A".repeat(20)).is_some() && parse(&"A".repeat(21)).is_none());
    }

    #[test]
    fn segments_and_currencies() {
        assert_eq!(path_segment("^GSPC"), "%5EGSPC");
        assert_eq!(path_segment("EURUSD=X"), "EURUSD=X");
        assert_eq!(currency_label("GBp"), "GBp (pence sterling, 1/100 GBP)");
        assert_eq!(currency_label("GBP"), "GBP", "the case carries the meaning");
        assert_eq!(currency_label("USD"), "USD");
        assert!(currency_note("ZAc").is_some() && currency_note("ILA").is_some());
    }
}
