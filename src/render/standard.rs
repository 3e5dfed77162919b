//! A standardized filing as records: each value with its source (the fact it was filed as, or
//! the relation and inputs it was derived from) and each relation's check with both sides — the
//! one shape JSON, NDJSON and CSV share, for `--standard` statements and `bulk quality --detail`.

use serde_json::{Map, Number, Value, json};

use super::tidy::{Cell, Records};
use crate::model::Statement;
use crate::model::number::decimal_text;
use crate::standard::rules::Stmt;
use crate::standard::{Class, Origin, Rules, Shown, Standardized, Subject};

/// An exact decimal (ten-thousandths) as a JSON number, digit for digit.
pub fn number(v: i128) -> Value {
    Value::Number(crate::model::number::ten_thousandths_number(v))
}

/// `part / whole` to `places` decimal places, rounded half up, by integer arithmetic (`None` for
/// none of none): `fraction(359, 422, 4)` is `0.8507`.
pub fn fraction(part: u64, whole: u64, places: u32) -> Option<String> {
    if whole == 0 {
        return None;
    }
    let scale = 10u128.pow(places);
    let n = (u128::from(part) * scale * 2 / u128::from(whole)).div_ceil(2);
    Some(if places == 0 { n.to_string() } else { format!("{}.{:0w$}", n / scale, n % scale, w = places as usize) })
}

/// `part / whole` to four places, as a JSON number (`null` for none of none).
pub fn share(part: u64, whole: u64) -> Value {
    fraction(part, whole, 4).and_then(|t| serde_json::from_str::<Number>(&t).ok()).map_or(Value::Null, Value::Number)
}

/// The filing a record is of.
pub fn subject_record(s: &Subject) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("adsh".into(), json!(s.adsh));
    m.insert("cik".into(), json!(s.cik));
    m.insert("name".into(), json!(s.name));
    m.insert("form".into(), json!(s.form));
    m.insert("period".into(), json!(s.period));
    m.insert("fy".into(), json!(s.fy));
    m.insert("fp".into(), json!(s.fp));
    m.insert("sic".into(), json!(s.sic));
    if let Some(entity) = &s.legal_entity {
        m.insert("legal_entity".into(), json!(entity));
    }
    m
}

/// One concept's value with where it came from.
pub fn value_record(rules: &Rules, s: &Standardized, subject: &Subject, concept: usize) -> Option<Map<String, Value>> {
    let v = s.values[concept].as_ref()?;
    let c = &rules.concepts[concept];
    let mut m = Map::new();
    m.insert("concept".into(), json!(c.name));
    m.insert("statement".into(), json!(c.stmt.name()));
    m.insert("value".into(), number(v.value));
    m.insert("uom".into(), json!(v.uom));
    m.insert("ddate".into(), json!(s.date));
    m.insert("qtrs".into(), json!(v.qtrs));
    // A fact of the filing as its `num` row says it: the filing, element, version, date, period,
    // unit and the value as reported; its co-registrant where the filing is read at one (the
    // legal-entity rule).
    let source = |tag: &str, version: &str, value: i128| {
        let mut source = json!({
            "adsh": subject.adsh,
            "tag": tag,
            "version": version,
            "ddate": s.date,
            "qtrs": v.qtrs,
            "uom": v.uom,
            "value": number(value),
        });
        if let (Some(entity), Value::Object(o)) = (&subject.legal_entity, &mut source) {
            o.insert("coreg".into(), json!(entity));
        }
        source
    };
    match &v.origin {
        Origin::Filed { tag, version, .. } => {
            m.insert("origin".into(), json!("filed"));
            // As the filing reports it: a turned value's own sign.
            m.insert("source".into(), source(tag, version, v.filed().unwrap_or(v.value)));
            if let Some(caution) = v.caution(&c.name) {
                m.insert("caution".into(), json!(caution));
            }
        }
        Origin::Summed { parts } => {
            // Each line's fact, cited as a filed value's source is.
            m.insert("origin".into(), json!("summed"));
            let sources = parts.iter().map(|(tag, version, value)| source(tag, version, *value)).collect();
            m.insert("sources".into(), Value::Array(sources));
        }
        Origin::Derived { relation, inputs } => {
            let r = &rules.relations[*relation];
            m.insert("origin".into(), json!("derived"));
            let inputs: Vec<Value> = inputs
                .iter()
                .map(|(c, value)| json!({ "concept": rules.concepts[*c].name, "value": number(*value) }))
                .collect();
            m.insert("derived".into(), json!({ "relation": r.id, "formula": r.text, "inputs": inputs }));
        }
    }
    Some(m)
}

/// What shows a failing check's class, in words (`None`: nothing shows it).
pub fn evidence(rules: &Rules, class: &Class) -> Option<String> {
    let name = |c: usize| rules.concepts[c].name.as_str();
    Some(match class {
        Class::FilerSign { concept } => format!("with the other sign, {} makes it hold", name(*concept)),
        Class::FilerScale { concept, power } => format!(
            "{} {} times {} makes it hold",
            name(*concept),
            if power.unsigned_abs() == 3 { "a thousand" } else { "a million" },
            if *power > 0 { "larger" } else { "smaller" }
        ),
        Class::SubtotalAsTotal { concept } => {
            format!("the difference is {}: the total is a subtotal that leaves it out", name(*concept))
        }
        Class::OutsideElement { tag, value } => {
            format!("{tag} ({}), outside the relation, equals the difference", decimal_text(*value))
        }
        Class::Unexplained => return None,
    })
}

/// What a failing check's class names, as data: the operand (`concept`, with the `power` of ten
/// it is off by) or the element outside the relation (`element`, `value`); `null` for none.
pub fn cause(rules: &Rules, class: &Class) -> Value {
    let name = |c: usize| rules.concepts[c].name.as_str();
    match class {
        Class::FilerSign { concept } | Class::SubtotalAsTotal { concept } => json!({ "concept": name(*concept) }),
        Class::FilerScale { concept, power } => json!({ "concept": name(*concept), "power": power }),
        Class::OutsideElement { tag, value } => json!({ "element": tag, "value": number(*value) }),
        Class::Unexplained => Value::Null,
    }
}

/// Every relation evaluated on the filing (those of statement `only`, when given: whose total is
/// one of its concepts), with both sides and the difference.
pub fn check_records(rules: &Rules, s: &Standardized, only: Option<Stmt>) -> Vec<Value> {
    s.checks
        .iter()
        .filter(|c| only.is_none_or(|st| rules.concepts[rules.relations[c.relation].total].stmt == st))
        .map(|c| {
            let r = &rules.relations[c.relation];
            let mut m = json!({
                "relation": r.id,
                "formula": r.text,
                "total": number(c.total),
                "sum": number(c.sum),
                "difference": number(c.total - c.sum),
                "counted": c.counted,
                "outcome": c.outcome.name(),
            });
            if let (Some(class), Value::Object(m)) = (&c.class, &mut m) {
                m.insert("class".into(), json!(class.name()));
                m.insert("evidence".into(), json!(evidence(rules, class)));
                m.insert("cause".into(), cause(rules, class));
            }
            m
        })
        .collect()
}

/// A standardized filing whole: its subject, template, currency and rounding unit, every value
/// and every check.
pub fn filing_record(rules: &Rules, subject: &Subject, s: &Standardized) -> Value {
    let mut m = subject_record(subject);
    m.insert("mapping_version".into(), json!(rules.version));
    m.insert("template".into(), json!(s.template.name()));
    m.insert("currency".into(), json!(s.currency));
    m.insert("rounding_unit".into(), s.unit.map_or(Value::Null, number));
    let values: Vec<Value> =
        (0..rules.concepts.len()).filter_map(|i| value_record(rules, s, subject, i)).map(Value::Object).collect();
    m.insert("values".into(), Value::Array(values));
    m.insert("checks".into(), Value::Array(check_records(rules, s, None)));
    Value::Object(m)
}

/// The `standard` object of a standardized statement's JSON: the mapping, template, currency
/// and rounding unit, the statement's values with their sources, and its relations' checks.
pub fn shown_record(shown: &Shown) -> Value {
    let rules = crate::standard::rules();
    let s = &shown.standardized;
    let values: Vec<Value> = (0..rules.concepts.len())
        .filter(|&i| rules.concepts[i].stmt == shown.stmt)
        .filter_map(|i| value_record(rules, s, &shown.subject, i))
        .map(Value::Object)
        .collect();
    json!({
        "mapping_version": rules.version,
        "template": s.template.name(),
        "currency": s.currency,
        "rounding_unit": s.unit.map_or(Value::Null, number),
        "values": values,
        "checks": check_records(rules, s, Some(shown.stmt)),
    })
}

/// A standardized statement's CSV and NDJSON records: one per value, with the filing's columns
/// first and the value's source after it.
pub fn statement_records(ticker: &str, st: &Statement, shown: &Shown) -> Records {
    let rules = crate::standard::rules();
    let mut columns: Vec<String> =
        ["ticker", "statement", "form", "period", "filing_date", "accession_number"].map(String::from).to_vec();
    // The value's columns after the filing's, but its statement: the record's own says it.
    let keep = |name: &str| name != "statement";
    columns.extend(VALUE_COLUMNS[4..].iter().filter(|c| keep(c)).map(|c| c.to_string()));
    let mut rows = Vec::new();
    for i in (0..rules.concepts.len()).filter(|&i| rules.concepts[i].stmt == shown.stmt) {
        let Some(cells) = value_row(rules, &shown.subject, &shown.standardized, i) else { continue };
        let Some(v) = shown.standardized.values[i].as_ref() else { continue };
        let mut row: Vec<Cell> = vec![
            ticker.into(),
            st.kind.name().into(),
            st.filing.form.as_str().into(),
            st.filing.period.as_deref().into(),
            st.filing.filed.as_str().into(),
            st.filing.accession.as_str().into(),
        ];
        for (name, text) in VALUE_COLUMNS.iter().zip(cells).skip(4).filter(|(n, _)| keep(n)) {
            row.push(match *name {
                // The numbers as they are, not read back from the CSV row's text.
                "value" => Cell::Number(crate::model::number::ten_thousandths_number(v.value)),
                "qtrs" => u64::try_from(v.qtrs).map_or(Cell::Null, |n| Cell::Number(n.into())),
                _ if text.is_empty() => Cell::Null,
                _ => Cell::Text(text),
            });
        }
        rows.push(row);
    }
    Records { columns, rows }
}

/// The CSV columns of a standardized value: one row per value.
pub const VALUE_COLUMNS: [&str; 16] = [
    "adsh",
    "cik",
    "name",
    "form",
    "concept",
    "statement",
    "value",
    "uom",
    "ddate",
    "qtrs",
    "origin",
    "tag",
    "version",
    "relation",
    "inputs",
    "caution",
];

/// A value's CSV row ([`VALUE_COLUMNS`]), as text not yet guarded for a spreadsheet.
pub fn value_row(rules: &Rules, subject: &Subject, s: &Standardized, concept: usize) -> Option<Vec<String>> {
    let v = s.values[concept].as_ref()?;
    let c = &rules.concepts[concept];
    let (origin, tag, version, relation, inputs) = match &v.origin {
        Origin::Filed { tag, version, .. } => ("filed", tag.clone(), version.clone(), String::new(), String::new()),
        Origin::Summed { parts } => {
            let (tags, versions, values) = crate::model::standardized::parts_text(parts);
            ("summed", tags, versions, String::new(), values)
        }
        Origin::Derived { relation, inputs } => (
            "derived",
            String::new(),
            String::new(),
            rules.relations[*relation].id.clone(),
            inputs
                .iter()
                .map(|(c, x)| format!("{}={}", rules.concepts[*c].name, decimal_text(*x)))
                .collect::<Vec<_>>()
                .join(" "),
        ),
    };
    Some(vec![
        subject.adsh.clone(),
        subject.cik.to_string(),
        subject.name.clone(),
        subject.form.clone(),
        c.name.clone(),
        c.stmt.name().to_string(),
        decimal_text(v.value),
        v.uom.clone(),
        s.date.clone(),
        v.qtrs.to_string(),
        origin.to_string(),
        tag,
        version,
        relation,
        inputs,
        v.caution(&c.name).unwrap_or_default(),
    ])
}
