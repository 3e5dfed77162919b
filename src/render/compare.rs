//! `finq compare`: several companies' statements of one kind as one document, lines aligned by
//! element, in every format. What JSON, CSV, NDJSON and the table share is [`align`]: the columns
//! (each company's filings, the current period of each, or every column with `--all-columns`) and
//! the lines (one per element, in a stable union of the companies' own orders), each with every
//! company's own label and value.
//!
//! A line is its element (`NetIncomeLoss`, whichever taxonomy year or source; a filer's own
//! element, with its prefix, is that filer's own line), the member block it sits in (by axis and
//! member), and, where an element repeats within a statement (a cash flow's cash at the start and
//! at the end), its occurrence. Headings and member heads carry no values and are left out.

use std::collections::HashMap;

use serde_json::{Map, Number, Value};

use super::Item;
use super::tidy::{Cell, Records};
use crate::error::Error;
use crate::model::{Dimension, Measure, RowKind, Statement, StatementKind};

/// One column: a company's filing, and which of its columns (`None`: an answer with no columns
/// of its own, the classic service's, whose one value per element is its current period's).
#[derive(Debug, Clone, Copy)]
pub struct Column<'a> {
    pub ticker: &'a str,
    pub statement: &'a Statement,
    pub index: Option<usize>,
}

impl Column<'_> {
    /// The column as filed (heading, label, end, months), where the answer has columns.
    pub fn filed(&self) -> Option<&crate::model::FiledColumn> {
        self.statement.filed.as_ref().and_then(|f| f.columns.get(self.index?))
    }
}

/// One line: an element (in a member block, at an occurrence), with each column's label and
/// value (`None`: that company has no such line, or no value there).
#[derive(Debug, Clone)]
pub struct Line<'a> {
    pub element: &'a str,
    pub prefix: Option<&'a str>,
    pub dimension: Option<&'a Dimension>,
    pub measure: Measure,
    /// The label of the first company with the line (its member block's label before it).
    pub label: String,
    pub labels: Vec<Option<&'a str>>,
    pub values: Vec<Option<&'a Number>>,
}

/// Every company's statements aligned.
#[derive(Debug)]
pub struct Aligned<'a> {
    pub kind: StatementKind,
    pub columns: Vec<Column<'a>>,
    pub lines: Vec<Line<'a>>,
    /// The companies that have no statement to show, and why.
    pub errors: Vec<(&'a str, &'a Error)>,
}

/// A line of one statement, as the alignment reads it.
struct Source<'a> {
    element: &'a str,
    prefix: Option<&'a str>,
    dimension: Option<&'a Dimension>,
    member: Option<&'a str>,
    /// A filer's own element: only that filer's statements have it.
    custom: bool,
    measure: Measure,
    label: Option<&'a str>,
    values: Vec<Option<&'a Number>>,
}

/// The lines of a statement with values: its rows as filed, else its items (one value each).
fn lines_of(s: &Statement) -> Vec<Source<'_>> {
    match &s.filed {
        Some(f) => f
            .rows
            .iter()
            .filter(|r| !matches!(r.kind, RowKind::Heading | RowKind::Member))
            .map(|r| Source {
                element: &r.element,
                prefix: r.prefix.as_deref(),
                dimension: r.dimension.as_ref(),
                member: r.member.as_deref(),
                custom: r.custom,
                measure: r.measure,
                label: Some(&r.label),
                values: r.values.iter().map(Option::as_ref).collect(),
            })
            .collect(),
        None => s
            .items
            .iter()
            .map(|i| Source {
                element: &i.element,
                prefix: i.prefix.as_deref(),
                dimension: None,
                member: None,
                custom: false,
                measure: i.measure.unwrap_or_else(|| Measure::guess(&i.element)),
                label: i.label.as_deref(),
                values: vec![Some(&i.value)],
            })
            .collect(),
    }
}

/// The key lines align on, numbered where an element repeats within the statement.
fn keys(lines: &[Source]) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    lines
        .iter()
        .map(|l| {
            let block = match (l.dimension, l.member) {
                (Some(d), _) => format!("{}={}", d.axis, d.member),
                (None, Some(m)) => m.to_string(),
                (None, None) => String::new(),
            };
            let own = if l.custom { l.prefix.unwrap_or("") } else { "" };
            let base = format!("{block}|{own}:{}", l.element);
            let n = seen.entry(base.clone()).or_default();
            *n += 1;
            format!("{base}#{n}")
        })
        .collect()
}

/// Aligns the statements of `items` (one item per company, its filings in order). With
/// `all_columns`, every column each filing shows; else each filing's first (its current period).
pub fn align(kind: StatementKind, items: &[Item], all_columns: bool) -> Aligned<'_> {
    let mut columns = Vec::new();
    // Per statement: its lines, their keys, and the first of its columns in `columns`.
    let mut read: Vec<(Vec<Source>, Vec<String>, usize)> = Vec::new();
    let mut errors = Vec::new();
    for item in items {
        if let Some(e) = &item.error
            && item.answers.is_empty()
        {
            errors.push((item.subject.as_str(), e));
        }
        for answer in &item.answers {
            let crate::model::Answer::Statement(s) = answer else { continue };
            let first = columns.len();
            match &s.filed {
                Some(f) => {
                    let shown = if all_columns { f.columns.len() } else { f.columns.len().min(1) };
                    columns.extend((0..shown).map(|i| Column { ticker: &item.subject, statement: s, index: Some(i) }));
                }
                None => columns.push(Column { ticker: &item.subject, statement: s, index: None }),
            }
            let lines = lines_of(s);
            let k = keys(&lines);
            read.push((lines, k, first));
        }
    }
    let order = super::merge::merged_order(read.iter().map(|(_, k, _)| k.iter().map(String::as_str).collect()));
    let at: Vec<HashMap<&str, usize>> =
        read.iter().map(|(_, k, _)| k.iter().enumerate().map(|(i, k)| (k.as_str(), i)).collect()).collect();
    let mut lines = Vec::with_capacity(order.len());
    for key in order {
        let mut labels = vec![None; columns.len()];
        let mut values = vec![None; columns.len()];
        let mut first: Option<&Source> = None;
        for ((sources, _, start), at) in read.iter().zip(&at) {
            let Some(&i) = at.get(key) else { continue };
            let l = &sources[i];
            first.get_or_insert(l);
            let mut c = *start;
            while c < columns.len() && std::ptr::eq(columns[c].statement, columns[*start].statement) {
                labels[c] = l.label;
                values[c] = match columns[c].index {
                    Some(n) => l.values.get(n).copied().flatten(),
                    None => l.values.first().copied().flatten(),
                };
                c += 1;
            }
        }
        let Some(l) = first else { continue };
        let own = l.label.unwrap_or(l.element);
        let label = match l.member {
            Some(m) => format!("{m}: {own}"),
            None => own.to_string(),
        };
        lines.push(Line {
            element: l.element,
            prefix: l.prefix,
            dimension: l.dimension,
            measure: l.measure,
            label,
            labels,
            values,
        });
    }
    Aligned { kind, columns, lines, errors }
}

/// The JSON document of a comparison (the schema in docs/reference.md).
pub fn document(a: &Aligned) -> Value {
    let mut m = Map::new();
    m.insert("statement".into(), a.kind.name().into());
    let columns = a
        .columns
        .iter()
        .map(|c| {
            let s = c.statement;
            let mut o = Map::new();
            o.insert("ticker".into(), c.ticker.into());
            o.insert("company".into(), s.company.name.clone().into());
            o.insert("cik".into(), s.company.cik.clone().into());
            o.insert("form".into(), s.filing.form.clone().into());
            o.insert("period".into(), s.filing.period.clone().into());
            o.insert("filing_date".into(), s.filing.filed.clone().into());
            o.insert("accession_number".into(), s.filing.accession.clone().into());
            o.insert("basis".into(), s.shape.basis().into());
            let f = c.filed();
            o.insert("heading".into(), f.map(|f| f.heading.clone()).into());
            o.insert("label".into(), f.map(|f| f.label.clone()).into());
            o.insert("end".into(), f.and_then(|f| f.end.clone()).into());
            o.insert("months".into(), f.and_then(|f| f.months).into());
            // `--standard`: each company's sources and checks with its column.
            if let Some(shown) = &s.standard {
                o.insert("standard".into(), super::standard::shown_record(shown));
            }
            Value::Object(o)
        })
        .collect();
    m.insert("columns".into(), Value::Array(columns));
    let lines = a
        .lines
        .iter()
        .map(|l| {
            let mut o = Map::new();
            o.insert("element".into(), l.element.into());
            o.insert("prefix".into(), l.prefix.into());
            o.insert("axis".into(), l.dimension.map(|d| d.axis.clone()).into());
            o.insert("axis_member".into(), l.dimension.map(|d| d.member.clone()).into());
            o.insert("measure".into(), l.measure.name().into());
            o.insert("label".into(), l.label.clone().into());
            o.insert("labels".into(), Value::Array(l.labels.iter().map(|t| (*t).into()).collect()));
            let values = l.values.iter().map(|v| v.map_or(Value::Null, |n| Value::Number(n.clone()))).collect();
            o.insert("values".into(), Value::Array(values));
            Value::Object(o)
        })
        .collect();
    m.insert("lines".into(), Value::Array(lines));
    let errors = a
        .errors
        .iter()
        .map(|(ticker, e)| {
            let mut err = Map::new();
            err.insert("exit_code".into(), e.kind.exit_code().into());
            err.insert("message".into(), e.to_string().into());
            let mut o = Map::new();
            o.insert("ticker".into(), (*ticker).into());
            o.insert("error".into(), Value::Object(err));
            Value::Object(o)
        })
        .collect();
    m.insert("errors".into(), Value::Array(errors));
    Value::Object(m)
}

const COLUMNS: [&str; 20] = [
    "statement",
    "line",
    "element",
    "prefix",
    "axis",
    "axis_member",
    "measure",
    "label",
    "ticker",
    "company",
    "cik",
    "form",
    "period",
    "filing_date",
    "accession_number",
    "column_heading",
    "column_label",
    "column_end",
    "own_label",
    "value",
];

/// Tidy records: one per value, with its line and its column.
pub fn records(a: &Aligned) -> Records {
    let mut rows = Vec::new();
    for (n, l) in a.lines.iter().enumerate() {
        for (i, c) in a.columns.iter().enumerate() {
            let Some(v) = l.values[i] else { continue };
            let s = c.statement;
            let f = c.filed();
            rows.push(vec![
                a.kind.name().into(),
                Cell::Number((n as u64 + 1).into()),
                l.element.into(),
                l.prefix.into(),
                l.dimension.map(|d| d.axis.as_str()).into(),
                l.dimension.map(|d| d.member.as_str()).into(),
                l.measure.name().into(),
                l.label.as_str().into(),
                c.ticker.into(),
                s.company.name.as_str().into(),
                s.company.cik.as_str().into(),
                s.filing.form.as_str().into(),
                s.filing.period.as_deref().into(),
                s.filing.filed.as_str().into(),
                s.filing.accession.as_str().into(),
                f.map(|f| f.heading.as_str()).into(),
                f.map(|f| f.label.as_str()).into(),
                f.and_then(|f| f.end.as_deref()).into(),
                l.labels[i].into(),
                Cell::Number(v.clone()),
            ]);
        }
    }
    Records { columns: COLUMNS.iter().map(|c| c.to_string()).collect(), rows }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Answer, Company, Filed, FiledColumn, FiledRow, Filing, Shape};

    fn row(element: &str, label: &str, values: &[i64]) -> FiledRow {
        FiledRow {
            element: element.into(),
            prefix: Some("us-gaap".into()),
            label: label.into(),
            kind: RowKind::Line,
            member: None,
            dimension: None,
            custom: false,
            measure: Measure::Money,
            values: values.iter().map(|v| Some(Number::from(*v))).collect(),
        }
    }

    fn statement(name: &str, rows: Vec<FiledRow>, columns: usize) -> Statement {
        let column = |i: usize| FiledColumn { heading: String::new(), label: format!("c{i}"), end: None, months: None };
        Statement {
            kind: StatementKind::Income,
            company: Company { name: name.into(), cik: "1".into(), ticker: name.into() },
            filing: Filing::default(),
            title: String::new(),
            filing_count: None,
            items: Vec::new(),
            table: None,
            shape: Shape::DataSets,
            count_mismatch: None,
            standard: None,
            filed: Some(Filed {
                title: String::new(),
                scale: String::new(),
                columns: (0..columns).map(column).collect(),
                rows,
                transposed: false,
            }),
        }
    }

    fn item(name: &str, s: Statement) -> Item {
        Item { subject: name.into(), answers: vec![Answer::Statement(s)], error: None }
    }

    #[test]
    fn lines_align_by_element_with_each_companys_own_label() {
        let a = statement(
            "A",
            vec![
                row("Revenues", "Net sales", &[10, 9]),
                row("Cash", "Cash at the start", &[1, 2]),
                row("NetIncomeLoss", "Net income", &[3, 4]),
                row("Cash", "Cash at the end", &[5, 6]),
            ],
            2,
        );
        let mut own = row("Widgets", "Widget sales", &[7]);
        own.prefix = Some("b".into());
        let b = statement(
            "B",
            vec![row("Revenues", "Revenues", &[20]), own, row("NetIncomeLoss", "Net earnings", &[8])],
            1,
        );
        let failed =
            Item { subject: "C".into(), answers: Vec::new(), error: Some(Error::not_found("no such company")) };
        let items = [item("A", a), item("B", b), failed];
        let aligned = align(StatementKind::Income, &items, false);
        let shown: Vec<(&str, &str, Vec<Option<String>>)> = aligned
            .lines
            .iter()
            .map(|l| (l.element, l.label.as_str(), l.values.iter().map(|v| v.map(|n| n.to_string())).collect()))
            .collect();
        let v = |a: Option<i64>, b: Option<i64>| vec![a.map(|n| n.to_string()), b.map(|n| n.to_string())];
        assert_eq!(
            shown,
            [
                ("Revenues", "Net sales", v(Some(10), Some(20))),
                ("Widgets", "Widget sales", v(None, Some(7))),
                ("Cash", "Cash at the start", v(Some(1), None)),
                ("NetIncomeLoss", "Net income", v(Some(3), Some(8))),
                ("Cash", "Cash at the end", v(Some(5), None)),
            ]
        );
        assert_eq!(aligned.lines[3].labels, [Some("Net income"), Some("Net earnings")]);
        assert_eq!(aligned.errors.len(), 1);
        assert_eq!(aligned.errors[0].0, "C");
        // Every column of each filing.
        let all = align(StatementKind::Income, &items, true);
        assert_eq!(
            all.columns.iter().map(|c| (c.ticker, c.index)).collect::<Vec<_>>(),
            [("A", Some(0)), ("A", Some(1)), ("B", Some(0))]
        );
        assert_eq!(
            all.lines[0].values.iter().map(|v| v.map(|n| n.to_string())).collect::<Vec<_>>(),
            [Some("10".into()), Some("9".into()), Some("20".into())]
        );
        // JSON and CSV say the same.
        let doc = document(&aligned);
        assert_eq!(doc["lines"][0]["labels"], serde_json::json!(["Net sales", "Revenues"]));
        assert_eq!(doc["lines"][1]["values"].to_string(), "[null,7]");
        assert_eq!(doc["errors"][0]["error"]["exit_code"], 3);
        let r = records(&aligned);
        assert_eq!(r.rows.len(), 7, "one record per value");
    }
}
