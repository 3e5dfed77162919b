//! The HTML table in a flat response's `Content`, and the facts and dates read from it.
#![no_main]

use finq::api::source::last10k::content;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(html) = std::str::from_utf8(data) else { return };
    if let Some(table) = content::parse_table(html) {
        let _ = content::summary_facts(&table);
        let _ = content::period_of(&table);
    }
    let _ = content::parse_us_date(html);
    let _ = content::fact_field(html);
});
