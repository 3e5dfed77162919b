//! Quote, prices and identifier bodies, and error bodies: parse, then render in every format.
#![no_main]

use finq::sources::last10k::wire as model;
use finq::render::{Format, TableOptions, units::Units};
use finq::render::{self, Doc};
use libfuzzer_sys::fuzz_target;

const FORMATS: [Format; 4] = [Format::Table, Format::Json, Format::Csv, Format::Ndjson];
/// Tables as a person would see them: wrapped, scaled, coloured, with labels.
const OPTS: TableOptions =
    TableOptions { units: Units::Auto, color: true, labels: true, chart_width: None, width: Some(100), all_columns: false };

fuzz_target!(|data: &[u8]| {
    let mut out = Vec::new();
    if let Ok(q) = model::quote(data, "FUZZ") {
        for f in FORMATS {
            render::write(&mut out, f, Doc::Quote(&q), &OPTS).unwrap();
        }
    }
    if let Ok(p) = model::prices(data, "FUZZ") {
        for f in FORMATS {
            render::write(&mut out, f, Doc::Prices(&p), &OPTS).unwrap();
        }
    }
    if let Ok(ids) = model::identifiers(data, "FUZZ") {
        for f in FORMATS {
            render::write(&mut out, f, Doc::Tickers(&ids), &OPTS).unwrap();
            render::write(&mut out, f, Doc::Ciks(&ids), &OPTS).unwrap();
        }
    }
    let _ = finq::sources::decode::error_message(data);
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = model::magnitude(text);
        let _ = model::number_from_text(text);
        let _ = model::date_part(text);
        let _ = finq::render::numbers::grouped(text);
        let _ = finq::sanitize::for_terminal(text);
        let _ = finq::sanitize::for_csv(text);
    }
});
