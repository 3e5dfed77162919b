//! `finq bulk quality` in every format: the standardization's figures — filings, relations,
//! industries, concepts' fill, failing filings — as one JSON document, CSV records of one shape,
//! or tables; with `--detail`, every standardized filing whole (JSON, NDJSON, CSV).

use std::io::{self, Write};

use serde_json::{Map, Value, json};

use super::numbers::grouped;
use super::standard::{VALUE_COLUMNS, evidence, filing_record, fraction, number, share, value_row};
use super::table::grid::{Cell, Grid, Kind};
use super::{Format, TableOptions};
use crate::sanitize::Clean;
use crate::standard::quality::{Group, Report};
use crate::standard::rules::Relation;
use crate::standard::{Rules, Standardized, Subject};

/// What `bulk quality` prints: the report, and the filings themselves when asked for.
pub struct Quality<'a> {
    pub rules: &'a Rules,
    pub report: &'a Report,
    pub detail: Option<&'a [(Subject, Standardized)]>,
}

fn group_record(g: &Group) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("filings".into(), json!(g.filings));
    m.insert("standardized".into(), json!(g.standardized));
    m.insert("evaluated".into(), json!(g.evaluated));
    m.insert("pass_all".into(), json!(g.pass_all));
    m.insert("pass_all_share".into(), share(g.pass_all, g.evaluated));
    m.insert("pass_all_signs_turned".into(), json!(g.pass_all_signs_turned));
    m
}

/// The report as one JSON document.
pub fn document(q: &Quality) -> Value {
    let r = q.report;
    let mut doc = Map::new();
    doc.insert("mapping_version".into(), json!(r.version));
    doc.insert("quarters".into(), json!(r.quarters));
    doc.extend(group_record(&r.all));
    doc.insert("standardized_share".into(), share(r.all.standardized, r.all.filings));
    let relations: Vec<Value> = r
        .relations
        .iter()
        .map(|f| {
            json!({
                "relation": f.id,
                "formula": f.formula,
                "evaluated": f.evaluated,
                "counted": f.counted,
                "exact": f.exact,
                "within_rounding": f.within_rounding,
                "share": share(f.within_rounding, f.counted),
                "filer_errors": f.filer_errors,
                "share_filer_errors_apart": share(f.within_rounding, f.counted - f.filer_errors),
                "signs_turned": f.signs_turned,
            })
        })
        .collect();
    doc.insert("relations".into(), Value::Array(relations));
    let industries: Vec<Value> = r
        .industries
        .iter()
        .map(|(name, g)| {
            let mut m = Map::new();
            m.insert("industry".into(), json!(name));
            m.extend(group_record(g));
            Value::Object(m)
        })
        .collect();
    doc.insert("industries".into(), Value::Array(industries));
    let concepts: Vec<Value> = r
        .fill
        .iter()
        .map(|f| {
            json!({
                "concept": f.concept,
                "filings": f.filings,
                "filed": f.filed,
                "derived": f.derived,
                "fill_share": share(f.filed + f.derived, f.filings),
            })
        })
        .collect();
    doc.insert("concepts".into(), Value::Array(concepts));
    let failures: Vec<Value> = r
        .failures
        .iter()
        .map(|f| {
            json!({
                "adsh": f.adsh, "cik": f.cik, "name": f.name, "form": f.form, "relation": f.relation,
                "total": number(f.total), "sum": number(f.sum), "difference": number(f.total - f.sum),
                "class": f.class.name(), "evidence": evidence(q.rules, &f.class),
            })
        })
        .collect();
    doc.insert("failures".into(), Value::Array(failures));
    doc.insert("failure_classes".into(), json!(r.classes));
    if let Some(detail) = q.detail {
        let filings: Vec<Value> = detail.iter().map(|(s, st)| filing_record(q.rules, s, st)).collect();
        doc.insert("detail".into(), Value::Array(filings));
    }
    Value::Object(doc)
}

/// The CSV columns of the report: one shape for every record, `kind` saying which it is (`all`,
/// `industry`, `relation`, `concept`, `failure`); a record leaves empty what its kind lacks.
const CSV_COLUMNS: [&str; 24] = [
    "kind",
    "name",
    "formula",
    "filings",
    "standardized",
    "evaluated",
    "counted",
    "exact",
    "within_rounding",
    "pass_all",
    "filed",
    "derived",
    "share",
    "adsh",
    "cik",
    "company",
    "form",
    "total",
    "sum",
    "difference",
    "filer_errors",
    "signs_turned",
    "class",
    "evidence",
];

pub fn write(out: &mut dyn Write, format: Format, q: &Quality, opts: &TableOptions) -> io::Result<()> {
    match (format, q.detail) {
        (Format::Json, _) => super::json::write(out, &document(q)),
        (Format::Ndjson, Some(detail)) => {
            for (s, st) in detail {
                super::json::to_writer(out, &filing_record(q.rules, s, st), false)?;
                out.write_all(b"\n")?;
            }
            Ok(())
        }
        (Format::Ndjson, None) => {
            super::json::to_writer(out, &document(q), false)?;
            out.write_all(b"\n")
        }
        (Format::Csv, Some(detail)) => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(VALUE_COLUMNS)?;
            for (s, st) in detail {
                for i in 0..q.rules.concepts.len() {
                    if let Some(row) = value_row(q.rules, s, st, i) {
                        w.write_record(row.iter().map(|c| crate::sanitize::for_csv(c).into_owned()))?;
                    }
                }
            }
            w.flush()
        }
        (Format::Csv, None) => csv_report(out, q.rules, q.report),
        (Format::Table, _) => table(out, q.rules, q.report, opts),
    }
}

fn csv_report(out: &mut dyn Write, rules: &Rules, r: &Report) -> io::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    w.write_record(CSV_COLUMNS)?;
    // A record by column name; what it does not name stays empty.
    let mut record = |cells: &[(&str, String)]| {
        let row = CSV_COLUMNS.map(|c| {
            cells
                .iter()
                .find(|(n, _)| *n == c)
                .map_or_else(String::new, |(_, v)| crate::sanitize::for_csv(v).into_owned())
        });
        w.write_record(row)
    };
    let text = |v: Value| match v {
        Value::Null => String::new(),
        v => v.to_string(),
    };
    let group = |kind: &str, name: &str, g: &Group| {
        vec![
            ("kind", kind.to_string()),
            ("name", name.to_string()),
            ("filings", g.filings.to_string()),
            ("standardized", g.standardized.to_string()),
            ("evaluated", g.evaluated.to_string()),
            ("pass_all", g.pass_all.to_string()),
            ("share", text(share(g.pass_all, g.evaluated))),
            ("signs_turned", g.pass_all_signs_turned.to_string()),
        ]
    };
    record(&group("all", &r.quarters.join(" "), &r.all))?;
    for (name, g) in &r.industries {
        record(&group("industry", name, g))?;
    }
    for f in &r.relations {
        record(&[
            ("kind", "relation".into()),
            ("name", f.id.clone()),
            ("formula", f.formula.clone()),
            ("evaluated", f.evaluated.to_string()),
            ("counted", f.counted.to_string()),
            ("exact", f.exact.to_string()),
            ("within_rounding", f.within_rounding.to_string()),
            ("share", text(share(f.within_rounding, f.counted))),
            ("filer_errors", f.filer_errors.to_string()),
            ("signs_turned", f.signs_turned.to_string()),
        ])?;
    }
    for f in &r.fill {
        record(&[
            ("kind", "concept".into()),
            ("name", f.concept.clone()),
            ("filings", f.filings.to_string()),
            ("filed", f.filed.to_string()),
            ("derived", f.derived.to_string()),
            ("share", text(share(f.filed + f.derived, f.filings))),
        ])?;
    }
    for f in &r.failures {
        record(&[
            ("kind", "failure".into()),
            ("name", f.relation.clone()),
            ("adsh", f.adsh.clone()),
            ("cik", f.cik.to_string()),
            ("company", f.name.clone()),
            ("form", f.form.clone()),
            ("total", crate::model::number::decimal_text(f.total)),
            ("sum", crate::model::number::decimal_text(f.sum)),
            ("difference", crate::model::number::decimal_text(f.total - f.sum)),
            ("class", f.class.name().to_string()),
            ("evidence", evidence(rules, &f.class).unwrap_or_default()),
        ])?;
    }
    w.flush()
}

/// A share as a percentage to one place (`88.9%`), or a dash.
fn percent(part: u64, whole: u64) -> String {
    fraction(part.saturating_mul(100), whole, 1).map_or_else(|| "-".into(), |p| format!("{p}%"))
}

/// A count, digits grouped.
fn count_cell(v: u64) -> Cell {
    Cell::new(Clean::number(grouped(&v.to_string())))
}

/// `part` of `whole` as a percentage.
fn percent_cell(part: u64, whole: u64) -> Cell {
    Cell::new(Clean::number(percent(part, whole)))
}

/// A concept's name in words: `IncomeLossFromContinuingOperationsBeforeTax` -> `income (loss)
/// from continuing operations before tax`, `ExchangeGainsLosses` -> `exchange gains (losses)`.
fn in_words(name: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    for c in name.chars() {
        match words.last_mut() {
            Some(w) if !c.is_ascii_uppercase() => w.push(c),
            _ => words.push(c.to_string()),
        }
    }
    let mut out: Vec<String> = Vec::new();
    for w in words {
        let paired = match (out.last().map(String::as_str), w.as_str()) {
            (Some("income" | "gain"), "Loss") => "(loss)",
            (Some("gains"), "Losses") => "(losses)",
            _ => "",
        };
        out.push(if paired.is_empty() { w.to_lowercase() } else { paired.to_string() });
    }
    out.join(" ")
}

/// A relation in words for the table (the rules' text stays in JSON and CSV's `formula`):
/// `gross profit = revenues - cost of revenue - [excise and sales taxes]*`. A term in brackets
/// counts where the filing reports it (else zero), one marked `*` only where the filing presents
/// it in the place the rule names; the legend under the table says so.
fn relation_words(rules: &Rules, relation: &Relation) -> String {
    let mut text = in_words(&rules.concepts[relation.total].name);
    text.push_str(" =");
    for (i, t) in relation.terms.iter().enumerate() {
        let name = in_words(&rules.concepts[t.concept].name);
        let name = if t.optional { format!("[{name}]") } else { name };
        let placed = if t.places.is_empty() && t.zero_unless.is_empty() { "" } else { "*" };
        let sign = match (i, t.sign < 0) {
            (0, false) => " ",
            (0, true) => " -",
            (_, false) => " + ",
            (_, true) => " - ",
        };
        text.push_str(&format!("{sign}{name}{placed}"));
    }
    text
}

/// The legend under the relations' table.
const RELATIONS_LEGEND: &str = "[ ] a term taken as zero where the filing reports none; * only where the filing presents \
it in the place the rule names (-f json gives each relation's rule)";

/// Each relation: how often it was evaluated and counted, and how often it held.
fn relations_grid(rules: &Rules, r: &Report) -> Grid {
    let heads = [
        ("Relation", Kind::Text),
        ("In words", Kind::Label),
        ("Evaluated", Kind::Figure),
        ("Counted", Kind::Figure),
        ("Exact", Kind::Figure),
        ("Within\nrounding", Kind::Figure),
        ("Share", Kind::Figure),
        ("Filer's\nerrors", Kind::Figure),
        ("Share\nthem apart", Kind::Figure),
        ("Signs\nturned", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for f in &r.relations {
        let words = rules
            .relations
            .iter()
            .find(|rel| rel.id == f.id)
            .map_or_else(|| f.formula.clone(), |rel| relation_words(rules, rel));
        grid.add_row(vec![
            Cell::new(Clean::new(&f.id)),
            Cell::new(Clean::new(&words)),
            count_cell(f.evaluated),
            count_cell(f.counted),
            count_cell(f.exact),
            count_cell(f.within_rounding),
            percent_cell(f.within_rounding, f.counted),
            count_cell(f.filer_errors),
            percent_cell(f.within_rounding, f.counted - f.filer_errors),
            count_cell(f.signs_turned),
        ]);
    }
    grid
}

/// Each industry: its filings, how many were standardized, and how many pass every relation.
fn industries_grid(r: &Report) -> Grid {
    let heads = [
        ("Industry", Kind::Label),
        ("Filings", Kind::Figure),
        ("Standardized", Kind::Figure),
        ("Evaluated", Kind::Figure),
        ("Passing\nall", Kind::Figure),
        ("Share", Kind::Figure),
        ("Of them, a\nsign turned", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for (name, g) in &r.industries {
        grid.add_row(vec![
            Cell::new(Clean::new(name)),
            count_cell(g.filings),
            count_cell(g.standardized),
            count_cell(g.evaluated),
            count_cell(g.pass_all),
            percent_cell(g.pass_all, g.evaluated),
            count_cell(g.pass_all_signs_turned),
        ]);
    }
    grid
}

/// Each concept: of the filings, how many have it filed, derived, or either.
fn fill_grid(r: &Report) -> Grid {
    let heads = [
        ("Concept", Kind::Label),
        ("Filings", Kind::Figure),
        ("Filed", Kind::Figure),
        ("Derived", Kind::Figure),
        ("Filled", Kind::Figure),
    ];
    let mut grid = Grid::new(heads.iter().map(|(h, k)| (Clean::literal(h), *k)).collect());
    for f in &r.fill {
        grid.add_row(vec![
            Cell::new(Clean::new(&f.concept)),
            count_cell(f.filings),
            count_cell(f.filed),
            count_cell(f.derived),
            percent_cell(f.filed + f.derived, f.filings),
        ]);
    }
    grid
}

fn table(out: &mut dyn Write, rules: &Rules, r: &Report, opts: &TableOptions) -> io::Result<()> {
    // The summary in lines of at most the width (100 columns where none is known: piped).
    let width = opts.width.unwrap_or(100).max(20);
    let say = |out: &mut dyn Write, line: &str| -> io::Result<()> {
        let line = Clean::new(line);
        super::wrap::wrap_title(line.as_str(), width).iter().try_for_each(|l| writeln!(out, "{l}"))
    };
    say(out, &format!("Standardized statements ({}), {}", r.version, r.quarters.join(", ")))?;
    say(
        out,
        &format!(
            "{} filings (10-K, 10-Q and their kin), {} standardized ({})",
            grouped(&r.all.filings.to_string()),
            grouped(&r.all.standardized.to_string()),
            percent(r.all.standardized, r.all.filings),
        ),
    )?;
    say(
        out,
        &format!(
            "{} with a counted relation, {} passing every one ({}; {} with a sign turned)",
            grouped(&r.all.evaluated.to_string()),
            grouped(&r.all.pass_all.to_string()),
            percent(r.all.pass_all, r.all.evaluated),
            grouped(&r.all.pass_all_signs_turned.to_string()),
        ),
    )?;
    writeln!(out)?;
    out.write_all(relations_grid(rules, r).render(opts.width, opts.color).as_bytes())?;
    say(out, RELATIONS_LEGEND)?;
    writeln!(out)?;
    out.write_all(industries_grid(r).render(opts.width, opts.color).as_bytes())?;
    writeln!(out)?;
    out.write_all(fill_grid(r).render(opts.width, opts.color).as_bytes())?;
    if !r.failures.is_empty() {
        writeln!(out)?;
        let classes: Vec<String> = r.classes.iter().map(|(name, n)| format!("{name} {n}")).collect();
        writeln!(
            out,
            "Failing ({}: {}; JSON and CSV list each with its numbers):",
            r.failures.len(),
            classes.join(", ")
        )?;
        for f in &r.failures {
            let why = evidence(rules, &f.class).map_or_else(String::new, |e| format!(": {e}"));
            writeln!(
                out,
                "  {} {} {}: {} off by {} — {}{}",
                Clean::new(&f.adsh),
                Clean::new(&f.name),
                Clean::new(&f.form),
                f.relation,
                grouped(&crate::model::number::decimal_text(f.total - f.sum)),
                f.class.name(),
                Clean::new(&why)
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relation_in_words() {
        assert_eq!(
            in_words("IncomeLossFromContinuingOperationsBeforeTax"),
            "income (loss) from continuing operations before tax"
        );
        assert_eq!(in_words("ExchangeGainsLosses"), "exchange gains (losses)");
        assert_eq!(in_words("GainLossOnSaleOfAssets"), "gain (loss) on sale of assets");
        let rules = crate::standard::rules();
        let words = |id: &str| relation_words(rules, rules.relations.iter().find(|r| r.id == id).unwrap());
        assert_eq!(words("BS1"), "assets = liabilities and equity");
        assert_eq!(
            words("IS1"),
            "gross profit = revenues - cost of revenue - [excise and sales taxes]* - [amortization of intangible assets]*"
        );
        assert_eq!(
            words("BS4"),
            "liabilities and equity = liabilities + [commitments and contingencies] + [temporary equity] + equity"
        );
    }
}
