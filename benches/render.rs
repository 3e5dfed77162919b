//! Rendering cost: a 300-line statement with 10 periods as a table (natural width, and fitted to
//! 80 columns), JSON and CSV; the two steps that were quadratic (merging 200,000 row keys of two
//! periods, labelling 20,000 items); and reading a statement as filed from its R page.
//! `cargo bench --bench render`; figures go to BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use finq::model::{Answer, Company, Filing, LineItem, Shape, Statement, StatementKind};
use finq::render::Format;
use finq::render::{BatchWriter, Item, TableOptions};

/// Ten filings of one company, 300 line items each; every fifth filing lacks a few items and
/// has a few of its own, so the table's union order has work to do.
fn periods() -> Vec<Item> {
    let answers = (0..10)
        .map(|p| {
            let items = (0..300)
                .filter(|i| p % 5 != 0 || i % 37 != 0)
                .map(|i| {
                    let element = if p % 5 == 0 && i % 41 == 0 {
                        format!("OnlyInPeriod{p}Element{i}")
                    } else {
                        format!("UsGaapElementNumber{i}Amount")
                    };
                    LineItem {
                        element,
                        prefix: None,
                        value: format!("{}{}.0", i + 1, 1_000_000 + p * 7919).parse().unwrap(),
                        measure: None,
                        label: None,
                    }
                })
                .collect();
            Answer::Statement(Statement {
                kind: StatementKind::Income,
                company: Company { name: "BENCH CORP".into(), cik: "1".into(), ticker: "bnch".into() },
                filing: Filing {
                    accession: format!("0000000001-2{p}-000001"),
                    form: "10-K".into(),
                    filed: format!("20{:02}-02-01", 24 - p),
                    period: Some(format!("20{:02}-12-31", 23 - p)),
                    ..Filing::default()
                },
                title: "Consolidated Statements of Operations".into(),
                filing_count: Some(10),
                items,
                table: None,
                shape: Shape::Nested,
                count_mismatch: None,
                filed: None,
                standard: None,
            })
        })
        .collect();
    vec![Item { subject: "BNCH".into(), answers, error: None }]
}

fn render(items: &[Item], format: Format) -> usize {
    render_at(items, format, None)
}

/// With a width, tables are fitted to it (ten periods at 80 columns: five blocks of two).
fn render_at(items: &[Item], format: Format, width: Option<usize>) -> usize {
    let mut out = Vec::with_capacity(1 << 20);
    let mut w = BatchWriter::new(format, false, "ticker", TableOptions { width, ..TableOptions::default() });
    for item in items {
        w.push(&mut out, item.clone()).unwrap();
    }
    w.finish(&mut out).unwrap();
    out.len()
}

fn bench(c: &mut Criterion) {
    let items = periods();
    let mut group = c.benchmark_group("300 lines x 10 periods");
    group.bench_function("table", |b| b.iter(|| render(black_box(&items), Format::Table)));
    group.bench_function("table at 80 columns", |b| b.iter(|| render_at(black_box(&items), Format::Table, Some(80))));
    group.bench_function("json", |b| b.iter(|| render(black_box(&items), Format::Json)));
    group.bench_function("csv", |b| b.iter(|| render(black_box(&items), Format::Csv)));
    group.finish();

    // The worst case of the old merge: every other key shared, the rest new.
    let a: Vec<String> = (0..200_000).map(|i| format!("a{i}")).collect();
    let b: Vec<String> = (0..200_000).map(|i| format!("b{i}")).collect();
    let col1: Vec<&str> = a.iter().map(String::as_str).collect();
    let col2: Vec<&str> = a.iter().zip(&b).flat_map(|(x, y)| [y.as_str(), x.as_str()]).collect();
    let mut group = c.benchmark_group("worst cases");
    group.sample_size(10);
    group.bench_function("merged_order 200k x 2", |bch| {
        bch.iter(|| finq::render::merge::merged_order([col1.clone(), col2.clone()]).len())
    });
    // 20,000 items, none of which has a row: the old matcher searched every row for each.
    let items: Vec<LineItem> = (0..20_000)
        .map(|i| LineItem {
            element: format!("E{i}"),
            prefix: None,
            value: format!("{}", 7 + i * 13).parse().unwrap(),
            measure: None,
            label: None,
        })
        .collect();
    let table = finq::model::ContentTable {
        heading: "STATEMENT - USD ($) $ in Millions".into(),
        columns: vec!["Sep. 26, 2015".into()],
        rows: (0..20_000)
            .map(|i| finq::model::ContentRow { label: format!("Row {i}"), cells: vec![format!("$ {}", 1 + i * 2)] })
            .collect(),
    };
    group.bench_function("labels 20k", |bch| {
        bch.iter(|| finq::sources::last10k::labels::element_labels(&items, &table).len())
    });
    group.finish();

    // A statement as filed: Apple's 10-Q balance sheet R page (124 KB, the SGML-wrapped kind).
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/edgar-filing/0000320193-26-000013/R4.htm"
    ))
    .unwrap();
    let mut group = c.benchmark_group("as filed");
    group.bench_function("parse a 124 KB R page", |bch| {
        bch.iter(|| finq::sec::report::parse(black_box(&page)).map(|f| f.rows.len()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
