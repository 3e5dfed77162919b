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
    /// How the command line names the filter, which its messages begin with.
    named: &'static str,
    raw_output: bool,
    /// `-c`: each result on one line, without indentation or spaces, as jq's `-c` prints it.
    compact: bool,
    /// Output goes to a terminal: `-r` strings are cleaned as every other output to one is.
    terminal: bool,
}

impl std::fmt::Debug for Jq {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Jq(..)")
    }
}

/// Compiles `code`, the filter the command line names `named`; a broken expression is a usage
/// error carrying jaq's reason.
pub fn compile(code: &str, named: &'static str, raw_output: bool) -> Result<Jq> {
    let program = File { code, path: () };
    let defs = jaq_core::defs().chain(jaq_std::defs()).chain(jaq_json::defs());
    let funs = jaq_core::funs().chain(jaq_std::funs()).chain(jaq_json::funs());
    let loader = Loader::new(defs);
    let arena = Arena::default();
    let bad = |why: String| Error::usage(format!("invalid {named} expression {code:?}: {why}"));
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
    Ok(Jq { filter, named, raw_output, compact: false, terminal: false })
}

/// The start of the rest of the expression where an error was found, for the message.
fn near(rest: &str) -> String {
    let s: String = rest.chars().take(20).collect();
    if s.is_empty() { "end of expression".into() } else { s }
}

impl Jq {
    /// Whether each result is printed on one line (`-c`), as jq's `-c` prints it.
    pub fn compact(mut self, compact: bool) -> Self {
        self.compact = compact;
        self
    }

    /// Whether the output goes to a terminal (stdout is one and no `-o` is given).
    pub fn on_terminal(mut self, terminal: bool) -> Self {
        self.terminal = terminal;
        self
    }

    /// Runs the filter on `json` (finq's JSON output) and prints every result like jq: pretty,
    /// two-space indent, one per line (with `compact`, each on one line with no spaces, as `jq -c`);
    /// with `raw_output`, strings without quotes.
    ///
    /// Output is JSON or nothing: a result JSON cannot hold (`1/0`, NaN) is an error. Terminal
    /// controls inside strings are escaped as `-f json` escapes them, and the key is redacted;
    /// `-r` prints strings as they are (that is what it asks for), the key still redacted — except
    /// to a terminal, where service text could act (OSC 52 writes the clipboard, BEL rings): there
    /// each line is cleaned as a table cell is (escape sequences, controls and bidi marks gone).
    pub fn run(&self, json: &[u8], out: &mut dyn Write) -> anyhow::Result<()> {
        let named = self.named;
        check_number_lengths(json, named)?;
        let input = jaq_json::read::parse_single(json).map_err(|e| Error::service(format!("{named}: {e}")))?;
        let ctx = Ctx::<data::JustLut<Val>>::new(&self.filter.lut, Vars::new([]));
        let pp = if self.compact {
            jaq_json::write::Pp { indent: None, sep_space: false, ..Default::default() }
        } else {
            jaq_json::write::Pp { indent: Some("  ".to_string()), sep_space: true, ..Default::default() }
        };
        let mut text = Vec::new();
        for value in self.filter.id.run((ctx, input)).map(unwrap_valr) {
            let value = value.map_err(|e| Error::usage(format!("{named}: {e}")))?;
            text.clear();
            match &value {
                Val::TStr(s) if self.raw_output => text.extend_from_slice(s),
                _ => {
                    if let Some(why) = not_json(&value) {
                        let e = Error::usage(format!("{named}: the filter produced {why}, which is not JSON"));
                        return Err(e.into());
                    }
                    jaq_json::write::write(&mut text, &pp, 0, &value)?;
                }
            }
            let shown = String::from_utf8_lossy(&text);
            if self.raw_output && self.terminal {
                let lines: Vec<String> = shown.split('\n').map(crate::sanitize::for_terminal).collect();
                out.write_all(lines.join("\n").as_bytes())?;
            } else if self.raw_output {
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

/// The longest number finq hands to a filter.
const MAX_NUMBER_CHARS: usize = 100_000;
/// The work of reading the answer's long integers, in machine words squared: jaq reads an
/// integer into a big integer in time quadratic in its digits (an 8-million-digit one took a
/// minute), decimals as text. This allows a thousand integers of 10,000 digits (well under a
/// second) and refuses what would take longer.
const MAX_INTEGER_WORK: u64 = 300_000_000;

/// Refuses input whose numbers would take jaq too long to read, in one linear pass that skips
/// strings. The numbers are the service's, so this is a data error (exit 7), not a usage one.
fn check_number_lengths(json: &[u8], named: &str) -> Result<()> {
    let mut work = 0u64;
    for t in crate::model::exact::number_tokens(json) {
        let too_long = || {
            Error::service(format!(
                "{named}: the answer holds numbers too long to filter (one of {} characters)",
                t.len()
            ))
            .hint("it can be printed with -f json")
        };
        if t.len() > MAX_NUMBER_CHARS {
            return Err(too_long());
        }
        if t.len() > 19 && t.iter().all(|b| b.is_ascii_digit() || *b == b'-') {
            let words = (t.len() / 19 + 1) as u64;
            work += words * words;
            if work > MAX_INTEGER_WORK {
                return Err(too_long());
            }
        }
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
        compile(code, "--jq", raw).unwrap().run(input.as_bytes(), &mut out).unwrap();
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
    fn compact_output_is_one_line_a_result_as_jq_c() {
        let input = r#"[{"t":"AAPL","v":[1.50,2]},{"t":"MSFT","v":{}}]"#;
        let mut out = Vec::new();
        compile(".[]", "--jq", false).unwrap().compact(true).run(input.as_bytes(), &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "{\"t\":\"AAPL\",\"v\":[1.50,2]}\n{\"t\":\"MSFT\",\"v\":{}}\n");
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
            let e = compile(code, "--jq", false).unwrap().run(b"1", &mut out);
            assert!(e.is_err(), "{code}: {}", String::from_utf8_lossy(&out));
        }
        assert_eq!(
            jq(".", "\"a\\u001b]52;c;x\\u0007\\u009b\\u202e\"", false),
            "\"a\\u001b]52;c;x\\u0007\\u009b\\u202e\"\n"
        );
    }

    #[test]
    fn raw_strings_to_a_terminal_are_cleaned_line_by_line() {
        let hostile = r#"["a\u001b]52;c;ZXZpbA==\u0007b\u0007\nnext\u202eline"]"#;
        let mut out = Vec::new();
        compile(".[]", "--jq", true).unwrap().on_terminal(true).run(hostile.as_bytes(), &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "ab\nnextline\n");
        // To a pipe or a file, -r prints what the string holds.
        assert_eq!(jq(".[]", hostile, true), "a\u{1b}]52;c;ZXZpbA==\u{7}b\u{7}\nnext\u{202e}line\n");
    }

    #[test]
    fn long_numbers_are_filtered_and_only_hopeless_ones_refused() {
        let digits = "1234567890".repeat(200);
        assert_eq!(jq(".a", &format!("{{\"a\": {digits}}}"), false), format!("{digits}\n"), "2,000 digits");
        let big = format!("{{\"a\": {}}}", "9".repeat(8_000_000));
        let mut out = Vec::new();
        let e = compile(".a", "--jq", false).unwrap().run(big.as_bytes(), &mut out).unwrap_err();
        let e = e.downcast::<Error>().unwrap();
        assert_eq!(e.kind, crate::error::ErrorKind::Service, "the service's data, not a usage error");
        // Many long integers add up.
        let many = format!("[{}]", vec!["7".repeat(50_000); 200].join(","));
        assert!(compile(".[0]", "--jq", false).unwrap().run(many.as_bytes(), &mut out).is_err());
        // Long digit runs inside strings are text, not numbers.
        let text = format!("{{\"a\": \"{}\"}}", "9".repeat(5000));
        assert!(compile(".a | length", "--jq", false).unwrap().run(text.as_bytes(), &mut out).is_ok());
    }

    #[test]
    fn broken_expressions_are_usage_errors() {
        for code in [".[", "foo(", "nosuchfunction", "if . then 1"] {
            let e = compile(code, "--jq", false).unwrap_err();
            assert_eq!(e.kind, crate::error::ErrorKind::Usage, "{code}");
            assert!(e.message.starts_with("invalid --jq expression"), "{}", e.message);
        }
    }
}
