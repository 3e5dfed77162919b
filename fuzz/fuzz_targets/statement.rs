//! Statement and summary bodies: parse in both forms, then render in every format.
#![no_main]

use finq::api::model;
use finq::cli::Format;
use finq::domain::StatementKind;
use finq::render::{self, Doc};
use libfuzzer_sys::fuzz_target;

const FORMATS: [Format; 4] = [Format::Table, Format::Json, Format::Csv, Format::Ndjson];

fuzz_target!(|data: &[u8]| {
    for kind in [StatementKind::BalanceSheet, StatementKind::Income, StatementKind::Operations] {
        if let Ok(statement) = model::statement(kind, data) {
            for format in FORMATS {
                let mut out = Vec::new();
                render::write(&mut out, format, Doc::Statement { ticker: "FUZZ", statement: &statement }).unwrap();
            }
        }
    }
    if let Ok(summary) = model::summary(data) {
        for format in FORMATS {
            let mut out = Vec::new();
            render::write(&mut out, format, Doc::Summary { ticker: "FUZZ", summary: &summary }).unwrap();
        }
    }
});
