//! `finq concepts`: the standardized concepts of the rules (`fac.rules`) in every format — each
//! concept's statement, period, kind, template, sign convention and the elements it reads in
//! order (a concept's own total marked, a guard said), the lines it is read from in place where
//! none is filed, and the relations that may derive it.
//! One record per concept in CSV and NDJSON; JSON adds the rules' version.

use std::io::{self, Write};

use serde_json::{Value, json};

use super::tidy::{Cell as Field, Records};
use super::{Format, TableOptions};
use crate::standard::rules::{self, Concept, Element, Guard, How, PeriodKind, Rules};

/// The CSV and NDJSON columns, in order.
const COLUMNS: [&str; 9] =
    ["concept", "statement", "period", "kind", "template", "sign", "elements", "presented", "derived_by"];

fn period(p: PeriodKind) -> &'static str {
    match p {
        PeriodKind::Instant => "instant",
        PeriodKind::Flow => "flow",
        PeriodKind::Ytd => "year to date",
    }
}

fn kind(k: rules::Kind) -> &'static str {
    match k {
        rules::Kind::Amount => "amount",
        rules::Kind::PerShare => "per share",
        rules::Kind::Shares => "shares",
    }
}

fn sign(c: &Concept) -> &'static str {
    if c.positive { "positive" } else { "either" }
}

/// An element as docs/standard.md lists it: `!` after a concept's own total, its guards after it
/// (`SalesRevenueGoodsNet (unless RevenuesServices)`, `X (unless A before B)`).
fn element_text(r: &Rules, e: &Element) -> String {
    let own = if e.own { "!" } else { "" };
    let name = |c: &usize| r.concepts[*c].name.as_str();
    let guards: Vec<String> = e
        .guards
        .iter()
        .map(|g| match g {
            Guard::After { above, not } if !not.is_empty() => {
                let not: Vec<&str> = not.iter().map(name).collect();
                format!("after {} not {}", name(above), not.join(" "))
            }
            g => {
                let of: Vec<&str> = g.concepts().iter().map(name).collect();
                format!("{} {}", g.word(), of.join(" "))
            }
        })
        .collect();
    match guards.is_empty() {
        true => format!("{}{own}", e.tag),
        false => format!("{}{own} ({})", e.tag, guards.join(" ")),
    }
}

/// Where a concept is read from lines in place (`presented C between A B …`): `between A B`,
/// `between A B parts P…`, `total A B` or `named WORD between A B`.
fn presented_text(r: &Rules, concept: usize) -> Option<String> {
    let p = r.presented.iter().find(|p| p.concept == concept)?;
    let (a, b) = (&r.concepts[p.after].name, &r.concepts[p.before].name);
    Some(match &p.how {
        How::Between { parts } if !parts.is_empty() => format!("between {a} {b} parts {}", parts.join(" ")),
        How::Named(word) => format!("named {word} between {a} {b}"),
        how => format!("{} {a} {b}", how.word()),
    })
}

/// [`presented_text`] as JSON: `{"between": ["A", "B"]}` (with `"parts": [P…]` where given),
/// `{"total": ["A", "B"]}`, `{"named": "WORD", "between": ["A", "B"]}`, or null.
fn presented_json(r: &Rules, concept: usize) -> Value {
    let Some(p) = r.presented.iter().find(|p| p.concept == concept) else { return Value::Null };
    let (a, b) = (&r.concepts[p.after].name, &r.concepts[p.before].name);
    match &p.how {
        How::Between { parts } if !parts.is_empty() => json!({ "between": [a, b], "parts": parts }),
        How::Named(word) => json!({ "named": word, "between": [a, b] }),
        how => json!({ how.word(): [a, b] }),
    }
}

/// A concept's elements as the table and records show them.
fn elements_text(r: &Rules, concept: usize) -> Vec<String> {
    r.concepts[concept].elements.iter().map(|e| element_text(r, e)).collect()
}

/// The relations a concept may be derived by, in the order they are tried.
fn derived_by(r: &Rules, concept: usize) -> Vec<&str> {
    r.derivations.iter().filter(|(c, _)| *c == concept).map(|(_, rel)| r.relations[*rel].id.as_str()).collect()
}

fn elements_json(r: &Rules, c: &Concept) -> Vec<Value> {
    c.elements
        .iter()
        .map(|e| {
            // `{"unless": "C"}`; a guard about two concepts names both: `{"between": ["A", "C"]}`;
            // `after` the line right above it, and the lines that line may not be right below.
            // Several guards are one object, a key each (all must hold); none is null.
            let name = |c: &usize| r.concepts[*c].name.as_str();
            let mut guard = serde_json::Map::new();
            for g in &e.guards {
                let (key, said) = match g {
                    Guard::After { above, not } => {
                        guard.insert("not".into(), json!(not.iter().map(name).collect::<Vec<_>>()));
                        ("after", json!(name(above)))
                    }
                    Guard::Between(a, c) => ("between", json!([name(a), name(c)])),
                    Guard::If(c) | Guard::Unless(c) | Guard::Unlike(c) | Guard::Before(c) | Guard::NotAfter(c) => {
                        (g.word(), json!(name(c)))
                    }
                };
                guard.insert(key.into(), said);
            }
            let guard = if guard.is_empty() { Value::Null } else { Value::Object(guard) };
            json!({ "element": e.tag, "own_total": e.own, "guard": guard })
        })
        .collect()
}

/// The JSON document.
pub fn document(r: &Rules) -> Value {
    let concepts: Vec<Value> = r
        .concepts
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({
                "concept": c.name,
                "statement": c.stmt.name(),
                "period": period(c.period),
                "kind": kind(c.kind),
                "template": c.template.map(|t| t.name()),
                "sign": sign(c),
                "elements": elements_json(r, c),
                "presented": presented_json(r, i),
                "derived_by": derived_by(r, i),
            })
        })
        .collect();
    json!({ "mapping_version": r.version, "count": concepts.len(), "concepts": concepts })
}

/// One record per concept: the elements (as the table shows them) and relations `; `-separated.
pub fn records(r: &Rules) -> Records {
    let rows = r
        .concepts
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let elements = elements_text(r, i);
            vec![
                Field::from(c.name.as_str()),
                c.stmt.name().into(),
                period(c.period).into(),
                kind(c.kind).into(),
                c.template.map(|t| t.name()).into(),
                sign(c).into(),
                Field::Text(elements.join("; ")),
                Field::Text(presented_text(r, i).unwrap_or_default()),
                Field::Text(derived_by(r, i).join("; ")),
            ]
        })
        .collect();
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}

pub fn write(out: &mut dyn Write, format: Format, r: &Rules, opts: &TableOptions) -> io::Result<()> {
    match format {
        Format::Json => super::json::write(out, &document(r)),
        Format::Csv => super::records::write_csv(out, &records(r), true),
        Format::Ndjson => super::records::write_ndjson(out, &records(r)),
        Format::Table => table(out, r, opts),
    }
}

/// A line of the rules' text, wrapped to the width where there is one. Sanitised, never cut: an
/// element list runs longer than a table cell's limit, and the rules are finq's own text.
fn say(out: &mut dyn Write, line: &str, hang: usize, opts: &TableOptions) -> io::Result<()> {
    let line = crate::sanitize::for_terminal(line);
    match opts.width.map(|w| w.max(40)) {
        Some(w) => super::wrap::wrap(&line, w, hang).iter().try_for_each(|l| writeln!(out, "{l}")),
        None => writeln!(out, "{line}"),
    }
}

/// For people: a concept a paragraph, its statement, measure, sign and relations on its first
/// line, its elements under it (a grid would leave the long element names a narrow column).
fn table(out: &mut dyn Write, r: &Rules, opts: &TableOptions) -> io::Result<()> {
    say(out, &format!("Standardized concepts ({}): {}", r.version, r.concepts.len()), 0, opts)?;
    say(
        out,
        "sign: positive by convention (a value filed below zero is turned, and said so) or either (as filed, \
         unless the filing's own figures decide it); \
         elements in order of preference, ! a concept's own total (read wherever the filing reports it), \
         presented the line read in place where none is filed; docs/standard.md explains the rules",
        0,
        opts,
    )?;
    for (i, c) in r.concepts.iter().enumerate() {
        let template = c.template.map(|t| format!(" ({})", t.name())).unwrap_or_default();
        let period = match c.period {
            PeriodKind::Ytd => "year-to-date",
            p => period(p),
        };
        let derived = match derived_by(r, i) {
            d if d.is_empty() => String::new(),
            d => format!(" · derived by {}", d.join(", ")),
        };
        writeln!(out)?;
        say(
            out,
            &format!("{} · {}{template} · {period} {} · {}{derived}", c.name, c.stmt.name(), kind(c.kind), sign(c)),
            4,
            opts,
        )?;
        // The place last: read only where none of the elements is filed.
        let place = presented_text(r, i).map(|p| format!("presented {p}"));
        let elements: Vec<String> = elements_text(r, i).into_iter().chain(place).collect();
        let elements = if elements.is_empty() { "derived only".to_string() } else { elements.join(", ") };
        say(out, &format!("    {elements}"), 0, opts)?;
    }
    Ok(())
}
