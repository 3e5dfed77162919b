//! Unit tests of the command line's definitions and value parsers.

use super::*;
use clap::CommandFactory;

#[test]
fn clap_definitions_are_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn dates() {
    assert_eq!(parse_date_from("2020-06-30"), Ok("2020-06-30".into()));
    assert_eq!(parse_date_from("2020-06"), Ok("2020-06-01".into()));
    assert_eq!(parse_date_until("2020-06"), Ok("2020-06-30".into()));
    assert_eq!(parse_date_until("2024-02"), Ok("2024-02-29".into()));
    assert_eq!(parse_date_from("2024-02-29"), Ok("2024-02-29".into()));
    for bad in [
        "2020",
        "2020-13",
        "20-06-01",
        "2020-06-32",
        "2025-02-30",
        "2025-02-29",
        "2025-04-31",
        "yesterday",
        "2020/06/01",
        "",
    ] {
        assert!(parse_date_from(bad).is_err(), "{bad}");
    }
}

#[test]
fn filing_order_bounds() {
    assert_eq!(parse_filing_order("0"), Ok(0));
    assert_eq!(parse_filing_order("500"), Ok(500));
    assert!(parse_filing_order("-1").unwrap_err().contains("negative"));
    assert!(parse_filing_order("501").is_err());
    assert!(parse_filing_order("1e3").is_err());
    assert!(parse_filing_order("99999999999999999999999").is_err());
}
