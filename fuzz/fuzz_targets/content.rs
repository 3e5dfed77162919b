//! The HTML table in a flat response's `Content`, and the cover page facts and dates read from it.
#![no_main]

use finq::sec::cover;
use finq::sec::table as content;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(html) = std::str::from_utf8(data) else { return };
    if let Some(table) = content::parse_table(html) {
        let _ = content::period_of(&table);
    }
    let _ = cover::read(html);
    let _ = content::parse_us_date(html);
    let _ = cover::element_of_label(html);
});
