//! `--discrete` and `--ttm` from the bulk store: Apple's fiscal quarters from the three real data
//! sets, every value and every cited input found as a row of the SEC's text (read here from the
//! zips, not through finq), each derived value its total less its part, and periods that tile.

use std::collections::HashSet;
use std::path::Path;

use crate::bulk::finq;
use crate::common::{json, run};

/// `1234.5000` or `-12` as ten-thousandths.
fn units(text: &str) -> i128 {
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let frac = format!("{frac:0<4}");
    let sign = if int.starts_with('-') { -1 } else { 1 };
    let int: i128 = int.trim_start_matches('-').parse().unwrap();
    sign * (int * 10_000 + frac[..4].parse::<i128>().unwrap())
}

/// Days since 1970 of `YYYY-MM-DD` (a civil-from-days inverse, as plain arithmetic).
fn days(date: &str) -> i64 {
    let (y, m, d): (i64, i64, i64) =
        (date[..4].parse().unwrap(), date[5..7].parse().unwrap(), date[8..].parse().unwrap());
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((m + 9) % 12) + 2) / 5 + d - 1;
    era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
}

#[test]
fn apples_quarters_from_the_store_cite_rows_of_the_text() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    // Every consolidated number of the zips: (adsh, tag, ddate, qtrs, value in ten-thousandths).
    let mut rows: HashSet<(String, String, String, i64, i128)> = HashSet::new();
    for q in ["2009q3", "2010q1", "2010q2"] {
        let zip = root.join(format!("tests/fixtures/fsds/{q}.zip"));
        crate::common::each_text_row(&zip, "num.txt", |r| {
            if !r.get("coreg").is_empty() || !r.get("segments").is_empty() || r.get("value").is_empty() {
                return;
            }
            let qtrs = r.get("qtrs").parse().unwrap();
            rows.insert((
                r.get("adsh").into(),
                r.get("tag").into(),
                r.get("ddate").into(),
                qtrs,
                units(r.get("value")),
            ));
        });
    }
    let is_row = |adsh: &str, tag: &str, start: &str, end: &str, value: i128| {
        // The data sets' periods: whole quarters ending at a month end.
        let months = (end[..4].parse::<i64>().unwrap() * 12 + end[5..7].parse::<i64>().unwrap())
            - (start[..4].parse::<i64>().unwrap() * 12 + start[5..7].parse::<i64>().unwrap())
            + 1;
        rows.contains(&(adsh.to_string(), tag.to_string(), end.replace('-', ""), months / 3, value))
    };

    for statement in ["income", "cashflow"] {
        let r =
            run(finq(&store, &[statement, "AAPL", "--provider", "bulk", "--discrete", "--periods", "4", "-f", "json"]));
        assert_eq!(r.code, 0, "{statement}: {}", r.stderr);
        let doc = json(&r.stdout);
        assert!(doc["source"].as_str().unwrap().starts_with("the bulk store"), "{}", doc["source"]);
        let values = doc["values"].as_array().unwrap();
        assert!(values.len() > 20, "{statement}: {}", values.len());
        let (mut filed, mut derived) = (0, 0);
        for v in values {
            let (start, end) = (v["start"].as_str().unwrap(), v["end"].as_str().unwrap());
            // Never a year to date or a year labelled a quarter.
            assert!((84..=98).contains(&(days(end) - days(start) + 1)), "{v}");
            let value = units(&v["value"].to_string());
            let element = v["element"].as_str().unwrap();
            let sources = v["sources"].as_array().unwrap();
            for s in sources {
                let (acc, s_start, s_end) =
                    (s["accession_number"].as_str().unwrap(), s["start"].as_str().unwrap(), s["end"].as_str().unwrap());
                assert!(is_row(acc, element, s_start, s_end, units(&s["value"].to_string())), "no such row: {s}");
            }
            if v["origin"] == "filed" {
                filed += 1;
                assert_eq!(sources.len(), 1, "{v}");
            } else {
                derived += 1;
                let total = sources.iter().find(|s| s["role"] == "total").unwrap();
                let less = sources.iter().find(|s| s["role"] == "less").unwrap();
                assert_eq!(value, units(&total["value"].to_string()) - units(&less["value"].to_string()), "{v}");
                // They tile: the same start, the part ending the day before the quarter starts.
                assert_eq!(total["start"], less["start"], "{v}");
                assert_eq!(days(less["end"].as_str().unwrap()) + 1, days(start), "{v}");
                assert_eq!(total["end"], v["end"], "{v}");
            }
        }
        assert!(filed > 0 && derived > 0, "{statement}: {filed} filed, {derived} derived");
    }
    // Apple's second quarter of fiscal 2010, filed as three months in its 10-Q of April 2010.
    let doc = json(&run(finq(&store, &["income", "AAPL", "--provider", "bulk", "--discrete", "-f", "json"])).stdout);
    let q2 = doc["values"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["element"] == "SalesRevenueNet" && v["quarter"] == "FY2010 Q2")
        .unwrap();
    assert_eq!((q2["value"].to_string().as_str(), q2["origin"].as_str()), ("13499000000", Some("filed")), "{q2}");
    // Per-share amounts, which the data sets tag in plain USD: a filed quarter's EPS is given as
    // filed, a fourth quarter's never derived.
    let eps = |quarter: &str| {
        doc["values"]
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["element"] == "EarningsPerShareBasic" && v["quarter"] == quarter)
    };
    let q2 = eps("FY2010 Q2").unwrap_or_else(|| panic!("{doc}"));
    assert_eq!((q2["value"].to_string().as_str(), q2["unit"].as_str()), ("3.39", Some("USD")), "{q2}");
    assert!(eps("FY2009 Q4").is_none(), "a fourth quarter's EPS is never the year's less nine months'");
    // The trailing twelve months from the store: four quarters named; per-share amounts refused,
    // never summed, and the table says why under its column.
    let r = run(finq(&store, &["income", "AAPL", "--provider", "bulk", "--ttm", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let refused = doc["refused"].as_array().unwrap().iter().find(|v| v["element"] == "EarningsPerShareDiluted");
    let refused = refused.unwrap_or_else(|| panic!("{doc}"));
    assert!(refused["reason"].as_str().unwrap().contains("never summed"), "{refused}");
    assert!(!doc["values"].as_array().unwrap().iter().any(|v| v["element"] == "EarningsPerShareDiluted"), "{doc}");
    let table = run(finq(&store, &["income", "AAPL", "--provider", "bulk", "--ttm", "-f", "table"])).stdout;
    assert!(table.contains("refused per-share amounts and share counts are never summed"), "{table}");
}

/// `--discrete --standard` and `--ttm --standard` from the store: a concept's quarter is its
/// element's quarter as `--discrete` gives it (value and inputs), or solved from the quarter's
/// other concepts; the TTM is the sum of the four standardized quarters.
#[test]
fn apples_standardized_quarters_from_the_store_are_its_elements_quarters() {
    let store = crate::stores::shared(&["2009q3", "2010q1", "2010q2"]);
    let ask = |extra: &[&str]| {
        let r = run(finq(&store, &[&["income", "AAPL", "--provider", "bulk", "-f", "json"][..], extra].concat()));
        assert_eq!(r.code, 0, "{extra:?}: {}", r.stderr);
        json(&r.stdout)
    };
    let elements = ask(&["--discrete"]);
    let standard = ask(&["--discrete", "--standard"]);
    let (mut filed, mut solved, mut cautioned) = (0, 0, 0);
    for v in standard["values"].as_array().unwrap() {
        match v["element"].as_str() {
            Some(element) => {
                filed += 1;
                let same = elements["values"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|e| e["element"] == element && e["quarter"] == v["quarter"] && e["unit"] == v["unit"]);
                let same = same.unwrap_or_else(|| panic!("{element} {} in --discrete", v["quarter"]));
                assert_eq!((&same["value"], &same["sources"]), (&v["value"], &v["sources"]), "{v}");
            }
            None => {
                solved += 1;
                assert_eq!(v["sources"][0]["role"], "relation", "{v}");
                // Solved from a quarter that may mix vintages: it may too, and says so.
                let inputs_caution = v["sources"].as_array().unwrap().iter().skip(1).any(|i| {
                    standard["values"].as_array().unwrap().iter().any(|o| {
                        o["concept"] == i["concept"] && o["quarter"] == v["quarter"] && o.get("caution").is_some()
                    })
                });
                if inputs_caution {
                    cautioned += 1;
                    assert!(v["caution"].is_string(), "{v}");
                }
            }
        }
    }
    assert!(filed > 20 && solved > 0 && cautioned > 0, "{filed} filed, {solved} solved, {cautioned} cautioned");
    // The table marks a concept refused where its element was (the weighted shares of a fourth
    // quarter, never derived by subtraction), under the concept's own name.
    let table = run(finq(&store, &["income", "AAPL", "--provider", "bulk", "--discrete", "--standard", "-f", "table"]));
    let shares = table.stdout.lines().find(|l| l.trim_start().starts_with("WeightedAverageSharesBasic")).unwrap();
    assert!(shares.contains("refused"), "{}", table.stdout);
    let ttm = ask(&["--ttm", "--standard"]);
    let net = ttm["values"].as_array().unwrap().iter().find(|v| v["concept"] == "NetIncomeLoss").unwrap();
    let sum: i128 = net["quarters"].as_array().unwrap().iter().map(|q| units(&q["value"].to_string())).sum();
    assert_eq!(units(&net["value"].to_string()), sum, "{net}");
    // Fiscal 2009's third quarter to 2010's second, as the 10-Qs and the 10-K/A give them.
    assert_eq!(net["value"].to_string(), "11877000000", "{net}");
    // A balance sheet's trailing twelve months: the latest balances, Apple's 10-Q of April 2010.
    let r = run(finq(&store, &["balancesheet", "AAPL", "--provider", "bulk", "--ttm", "-f", "json"]));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc = json(&r.stdout);
    let assets = doc["values"].as_array().unwrap().iter().find(|v| v["element"] == "Assets").unwrap();
    assert_eq!(
        (assets["end"].as_str(), assets["value"].to_string(), assets["sources"][0]["accession_number"].as_str()),
        (Some("2010-03-31"), "57057000000".to_string(), Some("0001193125-10-088957")),
        "{assets}"
    );
}
