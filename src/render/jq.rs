//! `--jq EXPR`: a jq filter over finq's JSON output, with the jaq crates (no jq binary needed).
//!
//! The filter sees exactly what `-f json` would print: one document, or for several tickers or
//! periods the whole array at once. finq's JSON is read back with jaq's own reader, which keeps
//! decimals as their text and large integers whole, so numbers the filter passes through print
//! with the digits the service sent.

use std::io::{self, Write};

use jaq_core::load::{Arena, File, Loader};
use jaq_core::{Compiler, Ctx, Vars, data, unwrap_valr};
use jaq_json::Val;

use crate::error::{Error, Result};

type Compiled = jaq_core::Filter<data::JustLut<Val>>;

/// A compiled filter.
pub struct Jq {
    filter: Compiled,
    raw_output: bool,
}

impl std::fmt::Debug for Jq {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Jq(..)")
    }
}

/// Compiles `code`; a broken expression is a usage error carrying jaq's reason.
pub fn compile(code: &str, raw_output: bool) -> Result<Jq> {
    let program = File { code, path: () };
    let defs = jaq_core::defs().chain(jaq_std::defs()).chain(jaq_json::defs());
    let funs = jaq_core::funs().chain(jaq_std::funs()).chain(jaq_json::funs());
    let loader = Loader::new(defs);
    let arena = Arena::default();
    let bad = |why: String| Error::usage(format!("invalid --jq expression {code:?}: {why}"));
    let modules = loader.load(&arena, program).map_err(|errs| {
        let why: Vec<String> = errs
            .into_iter()
            .flat_map(|(_, e)| match e {
                jaq_core::load::Error::Io(v) => v.into_iter().map(|(s, m)| format!("{m} ({s})")).collect::<Vec<_>>(),
                jaq_core::load::Error::Lex(v) => v
                    .into_iter()
                    .map(|(expect, at)| format!("expected {} at {:?}", expect.as_str(), near(at)))
                    .collect(),
                jaq_core::load::Error::Parse(v) => v
                    .into_iter()
                    .map(|(expect, at)| format!("expected {} at {:?}", expect.as_str(), near(at)))
                    .collect(),
            })
            .collect();
        bad(why.join("; "))
    })?;
    let filter = Compiler::default().with_funs(funs).compile(modules).map_err(|errs| {
        let why: Vec<String> = errs
            .into_iter()
            .flat_map(|(_, v)| {
                v.into_iter().map(|(name, undefined)| format!("undefined {} {name}", undefined.as_str()))
            })
            .collect();
        bad(why.join("; "))
    })?;
    Ok(Jq { filter, raw_output })
}

/// The start of the rest of the expression where an error was found, for the message.
fn near(rest: &str) -> String {
    let s: String = rest.chars().take(20).collect();
    if s.is_empty() { "end of expression".into() } else { s }
}

impl Jq {
    /// Runs the filter on `json` (finq's JSON output) and prints every result like jq: pretty,
    /// two-space indent, one per line; with `raw_output`, strings without quotes.
    ///
    /// Output is JSON or nothing: a result JSON cannot hold (`1/0`, NaN) is an error. Terminal
    /// controls inside strings are escaped as `-f json` escapes them, and the key is redacted;
    /// `-r` prints strings as they are (that is what it asks for), the key still redacted.
    pub fn run(&self, json: &[u8], out: &mut dyn Write) -> anyhow::Result<()> {
        check_number_lengths(json)?;
        let input = jaq_json::read::parse_single(json).map_err(|e| Error::service(format!("--jq: {e}")))?;
        let ctx = Ctx::<data::JustLut<Val>>::new(&self.filter.lut, Vars::new([]));
        let pp = jaq_json::write::Pp { indent: Some("  ".to_string()), sep_space: true, ..Default::default() };
        let mut text = Vec::new();
        for value in self.filter.id.run((ctx, input)).map(unwrap_valr) {
            let value = value.map_err(|e| Error::usage(format!("--jq: {e}")))?;
            text.clear();
            match &value {
                Val::TStr(s) if self.raw_output => text.extend_from_slice(s),
                _ => {
                    if let Some(why) = not_json(&value) {
                        return Err(Error::usage(format!("--jq: the filter produced {why}, which is not JSON")).into());
                    }
                    jaq_json::write::write(&mut text, &pp, 0, &value)?;
                }
            }
            let shown = String::from_utf8_lossy(&text);
            if self.raw_output {
                out.write_all(crate::sanitize::redact(&shown).as_bytes())?;
            } else {
                super::json::write_escaped(out, &shown)?;
            }
            out.write_all(b"\n")?;
        }
        Ok(())
    }
}

/// What in `v` JSON cannot say, if anything: a non-finite number, a byte string, a key that is not
/// a string.
fn not_json(v: &Val) -> Option<&'static str> {
    match v {
        Val::Num(jaq_json::Num::Float(f)) if !f.is_finite() => Some("a number that is not finite (NaN or infinity)"),
        Val::BStr(_) => Some("a byte string"),
        Val::Arr(a) => a.iter().find_map(not_json),
        Val::Obj(o) => o.iter().find_map(|(k, v)| match k {
            Val::TStr(_) => not_json(v),
            _ => Some("an object key that is not a string"),
        }),
        _ => None,
    }
}

/// The longest number finq hands to a filter. Reading an integer is quadratic in its digits (an
/// 8-million-digit one took a minute); no figure in a filing comes near this.
const MAX_NUMBER_CHARS: usize = 1000;

/// Refuses input with a number longer than [`MAX_NUMBER_CHARS`], in one linear pass that skips
/// strings.
fn check_number_lengths(json: &[u8]) -> Result<()> {
    if crate::exact::number_tokens(json).iter().any(|t| t.len() > MAX_NUMBER_CHARS) {
        return Err(Error::usage(format!(
            "--jq: the answer holds a number of more than {MAX_NUMBER_CHARS} characters; \
             it can be printed with -f json but not filtered"
        )));
    }
    Ok(())
}

/// Collects finq's JSON output for a filter to read at the end.
#[derive(Default)]
pub struct Buffer(pub Vec<u8>);

impl Write for Buffer {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jq(code: &str, input: &str, raw: bool) -> String {
        let mut out = Vec::new();
        compile(code, raw).unwrap().run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn numbers_pass_through_exactly() {
        let input = r#"{"a": 53394000000.0, "b": 0.1, "c": 12345678901234567890123, "d": 1.23456789012345678}"#;
        assert_eq!(
            jq("[.a, .b, .c, .d]", input, false),
            "[\n  53394000000.0,\n  0.1,\n  12345678901234567890123,\n  1.23456789012345678\n]\n"
        );
    }

    #[test]
    fn raw_output_and_many_results() {
        assert_eq!(jq(".[] | .t", r#"[{"t":"AAPL"},{"t":"MSFT"}]"#, true), "AAPL\nMSFT\n");
        assert_eq!(jq(".[] | .t", r#"[{"t":"AAPL"}]"#, false), "\"AAPL\"\n");
    }

    #[test]
    fn output_is_json_or_an_error() {
        for code in [". / 0", "nan", "[infinite]", "{(1): 2}"] {
            let mut out = Vec::new();
            let e = compile(code, false).unwrap().run(b"1", &mut out);
            assert!(e.is_err(), "{code}: {}", String::from_utf8_lossy(&out));
        }
        assert_eq!(
            jq(".", "\"a\\u001b]52;c;x\\u0007\\u009b\\u202e\"", false),
            "\"a\\u001b]52;c;x\\u0007\\u009b\\u202e\"\n"
        );
    }

    #[test]
    fn huge_numbers_are_refused_at_once() {
        let big = format!("{{\"a\": {}}}", "9".repeat(8_000_000));
        let mut out = Vec::new();
        assert!(compile(".a", false).unwrap().run(big.as_bytes(), &mut out).is_err());
        // Long digit runs inside strings are text, not numbers.
        let text = format!("{{\"a\": \"{}\"}}", "9".repeat(5000));
        assert!(compile(".a | length", false).unwrap().run(text.as_bytes(), &mut out).is_ok());
    }

    #[test]
    fn broken_expressions_are_usage_errors() {
        for code in [".[", "foo(", "nosuchfunction", "if . then 1"] {
            let e = compile(code, false).unwrap_err();
            assert_eq!(e.kind, crate::error::ErrorKind::Usage, "{code}");
            assert!(e.message.starts_with("invalid --jq expression"), "{}", e.message);
        }
    }
}
