//! Tables for people: the price window, charts, units, colour and labels.

use crate::common::{Finq, demo, json, run};

#[test]
fn price_window_trims_every_format() {
    let r = demo(&["prices", "AAPL", "--since", "2020-09", "--until", "2020-10-31", "-f", "csv"]);
    assert_eq!(
        r.stdout,
        "ticker,date,price,adjclose\nAAPL,2020-10-30,108.86000061035156,106.14926147460938\n\
         AAPL,2020-09-30,115.80999755859375,112.92616271972656\n"
    );
    let r = demo(&["prices", "AAPL", "--limit", "2", "-f", "json"]);
    assert_eq!(json(&r.stdout)["prices"].as_array().unwrap().len(), 2);
    let r = demo(&["prices", "AAPL", "--since", "2026-13-01"]);
    assert_eq!(r.code, 2);
}

#[test]
fn chart_at_a_fixed_width() {
    let mut f = Finq::new();
    f.cmd.env("COLUMNS", "64").args(["--demo", "-q", "prices", "MSFT", "--chart", "--limit", "12"]);
    let r = run(f);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines.iter().all(|l| l.chars().count() <= 64), "{}", r.stdout);
    assert_eq!(lines[..2], ["MSFT — monthly prices in USD", "2021-02-26 to 2022-01-28 (12 months)"]);
    // Labels at Yahoo's priceHint (2 decimals); JSON keeps 336.32000732421875.
    assert!(lines[2].trim_start().starts_with("336.32 ┤"), "{}", r.stdout);
    assert!(r.stdout.contains("last 308.26 (2022-01-28)"), "{}", r.stdout);
    assert!(r.stdout.contains("min "), "{}", r.stdout);
    assert!(r.stdout.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c)));
    // The chart is the output even when piped; a machine format asked for explicitly is refused.
    let r = demo(&["prices", "AAPL", "--chart", "-f", "json"]);
    assert_eq!(r.code, 2);
}

#[test]
fn units_scale_money_but_not_per_share_amounts_or_counts() {
    let r = demo(&["operations", "AMZN", "-f", "table", "--units", "millions"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let row = |name: &str| {
        r.stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .map(|l| l.split_whitespace().last().unwrap().to_string())
    };
    assert_eq!(row("RevenueFromContractWithCustomerExcludingAssessedTax").as_deref(), Some("280,522"));
    assert_eq!(row("IncomeLossFromEquityMethodInvestments").as_deref(), Some("-14"));
    assert_eq!(row("EarningsPerShareDiluted").as_deref(), Some("23.01"));
    assert_eq!(row("WeightedAverageNumberOfDilutedSharesOutstanding").as_deref(), Some("504,000,000"));
    assert!(r.stdout.contains("monetary values in millions"), "{}", r.stdout);
    let r = demo(&["operations", "AMZN", "-f", "table", "--units", "auto"]);
    assert!(r.stdout.contains("280,522"));
    let r = demo(&["operations", "AMZN", "-f", "table"]);
    assert!(r.stdout.contains("280,522,000,000"), "raw by default");
    // Machine formats are never scaled.
    let r = demo(&["operations", "AMZN", "-f", "csv", "--units", "billions"]);
    assert!(r.stdout.contains(",280522000000\n"));
}

#[test]
fn scaled_values_keep_the_digits_that_tell_them_apart() {
    // Apple files in millions: in billions, 7,477 and 6,728 million stay 7.477 and 6.728.
    let r = demo(&["income", "AAPL", "-f", "table", "--units", "billions"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let sga = r.stdout.lines().find(|l| l.contains("Selling, general and administrative")).unwrap();
    let cells: Vec<&str> = sga.split_whitespace().rev().take(4).collect();
    assert_eq!(cells, ["13.903", "14.969", "6.728", "7.477"], "{}", r.stdout);
    assert!(r.stdout.contains("money in billions;"), "exact, so no rounding note: {}", r.stdout);
    // The classic service sends full units: the same rule.
    let r = demo(&["income", "GOOG", "-f", "table", "--units", "billions"]);
    assert!(r.stdout.contains("74.989"), "{}", r.stdout);
}

#[test]
fn colour_is_decided_by_flag_then_no_color_then_terminal() {
    let esc = |args: &[&str], no_color: Option<&str>| {
        let mut f = Finq::new();
        if let Some(v) = no_color {
            f.cmd.env("NO_COLOR", v);
        }
        f.cmd.args(["--demo", "-q", "-f", "table"]).args(args);
        run(f).stdout.contains('\u{1b}')
    };
    let quote = ["quote", "AAPL"];
    assert!(!esc(&quote, None), "piped: no colour");
    assert!(esc(&["--color", "always", "quote", "AAPL"], None));
    assert!(esc(&["--color", "always", "quote", "AAPL"], Some("1")), "the flag beats NO_COLOR");
    assert!(!esc(&["--color", "never", "quote", "AAPL"], None));
    assert!(!esc(&["--color", "auto", "quote", "AAPL"], Some("1")));
    // Gains in green: the recorded quote is up on its previous close.
    let mut f = Finq::new();
    f.cmd.args(["--demo", "-q", "-f", "table", "--color", "always", "quote", "AAPL"]);
    let r = run(f);
    let change = r.stdout.lines().find(|l| l.contains("Change %")).unwrap();
    assert!(change.contains("\u{1b}[38;5;10m"), "{change:?}");
}

#[test]
fn labels_come_from_the_filing() {
    let r = demo(&["income", "GOOG", "-f", "table", "--labels"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Income from operations"), "{}", r.stdout);
    assert!(r.stdout.contains("Total costs and expenses"), "{}", r.stdout);
    assert!(!r.stdout.contains("CostsAndExpenses "), "{}", r.stdout);
    // A nested answer has no rendered statement: element names stay.
    let r = demo(&["balancesheet", "MSFT", "-f", "table", "--labels"]);
    assert!(r.stdout.contains("AccountsPayableCurrent"));
}
