//! A filing's own documents: any text as an R page (then rendered as filed in every format) and
//! as a FilingSummary (then classified).
#![no_main]

use finq::sec::report;
use finq::sources::edgar::filing;
use finq::model::{Company, Filing, Shape, Statement, StatementKind};
use finq::render::{self, Doc, Format, TableOptions, units::Units};
use libfuzzer_sys::fuzz_target;

const OPTS: TableOptions =
    TableOptions { units: Units::Filed, color: true, labels: true, chart_width: None, width: Some(100), all_columns: true };

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(filed) = report::parse(&text) {
        let statement = Statement {
            kind: StatementKind::Income,
            company: Company::default(),
            filing: Filing::default(),
            items: Vec::new(),
            table: None,
            shape: Shape::Filed,
            count_mismatch: None,
            filed: Some(filed),
        };
        for format in [Format::Table, Format::Json, Format::Csv, Format::Ndjson] {
            let mut out = Vec::new();
            render::write(&mut out, format, Doc::Statement { ticker: "FUZZ", statement: &statement }, &OPTS).unwrap();
        }
    }
    let reports = filing::reports(&text).unwrap_or_default();
    for kind in StatementKind::ALL {
        let _ = filing::find(&reports, kind);
    }
    let _ = filing::cover(&reports);
});
