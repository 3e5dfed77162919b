//! Statement and summary bodies: parse in both forms, then render in every format.
#![no_main]

use finq::sources::last10k::wire as model;
use finq::render::{Format, TableOptions, units::Units};
use finq::model::StatementKind;
use finq::render::{self, Doc};
use libfuzzer_sys::fuzz_target;

const FORMATS: [Format; 4] = [Format::Table, Format::Json, Format::Csv, Format::Ndjson];
/// Tables as a person would see them: wrapped, scaled, coloured, with labels.
const OPTS: TableOptions =
    TableOptions { units: Units::Auto, color: true, labels: true, chart_width: None, width: Some(100), all_columns: false };

fuzz_target!(|data: &[u8]| {
    for kind in [StatementKind::BalanceSheet, StatementKind::Income, StatementKind::Operations] {
        if let Ok(statement) = model::statement(kind, data) {
            for format in FORMATS {
                let mut out = Vec::new();
                render::write(&mut out, format, Doc::Statement { ticker: "FUZZ", statement: &statement }, &OPTS).unwrap();
            }
        }
    }
    if let Ok(summary) = model::summary(data) {
        for format in FORMATS {
            let mut out = Vec::new();
            render::write(&mut out, format, Doc::Summary { ticker: "FUZZ", summary: &summary }, &OPTS).unwrap();
        }
    }
});
