use super::*;
use crate::model::Filing;

/// A USD fact of `filed`'s filing (`start` "" for a balance); the restatements' tests use it too.
pub(super) fn fact(start: &str, end: &str, value: &str, form: &str, accession: &str, filed: &str) -> Fact {
    Fact {
        start: (!start.is_empty()).then(|| start.to_string()),
        end: end.into(),
        value: Dec::parse(value).unwrap(),
        unit: "USD".into(),
        filing: Filing {
            accession: accession.into(),
            form: form.into(),
            fiscal_year: None,
            fiscal_period: None,
            filed: filed.into(),
            period: None,
        },
    }
}

/// Apple's net income of fiscal 2024 as its filings report it (millions): each 10-Q's year to date
/// and three months, the 10-K's year.
fn apple_2024() -> Vec<Fact> {
    vec![
        fact("2023-10-01", "2023-12-30", "33916", "10-Q", "0000320193-24-000006", "2024-02-02"),
        fact("2023-10-01", "2024-03-30", "57552", "10-Q", "0000320193-24-000069", "2024-05-03"),
        fact("2023-12-31", "2024-03-30", "23636", "10-Q", "0000320193-24-000069", "2024-05-03"),
        fact("2023-10-01", "2024-06-29", "79000", "10-Q", "0000320193-24-000081", "2024-08-02"),
        fact("2024-03-31", "2024-06-29", "21448", "10-Q", "0000320193-24-000081", "2024-08-02"),
        fact("2023-10-01", "2024-09-28", "93736", "10-K", "0000320193-24-000123", "2024-11-01"),
    ]
}

fn values(s: &Series) -> Vec<String> {
    s.quarters
        .iter()
        .map(|q| format!("{} {} {} {}{}", q.fiscal_year, q.period, q.end, q.value, if q.derived() { " d" } else { "" }))
        .collect()
}

#[test]
fn filed_quarters_as_filed_and_the_fourth_derived_with_its_inputs() {
    let facts = apple_2024();
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(
        values(&s),
        [
            "2024 Q1 2023-12-30 33916",
            "2024 Q2 2024-03-30 23636",
            "2024 Q3 2024-06-29 21448",
            "2024 Q4 2024-09-28 14736 d"
        ]
    );
    assert!(s.refused.is_empty(), "{:?}", s.refused);
    let Source::Derived { total, less } = &s.quarters[3].source else { panic!() };
    assert_eq!(
        (total.accession.as_str(), total.start.as_str(), total.end.as_str()),
        ("0000320193-24-000123", "2023-10-01", "2024-09-28")
    );
    assert_eq!(
        (less.accession.as_str(), less.end.as_str(), less.value.to_string().as_str()),
        ("0000320193-24-000081", "2024-06-29", "79000")
    );
    assert_eq!(s.quarters[3].start, "2024-06-30");
}

#[test]
fn held_out_the_derived_quarters_equal_the_filed_ones() {
    let facts = apple_2024();
    let s = discrete("NetIncomeLoss", &facts, &Options { derive_only: true, ..Options::default() });
    assert_eq!(
        values(&s),
        [
            "2024 Q1 2023-12-30 33916",
            "2024 Q2 2024-03-30 23636 d",
            "2024 Q3 2024-06-29 21448 d",
            "2024 Q4 2024-09-28 14736 d"
        ]
    );
}

#[test]
fn per_share_amounts_and_share_counts_are_never_derived() {
    let mut facts = apple_2024();
    facts.retain(|f| f.filing.form == "10-K" || f.start.as_deref() == Some("2023-10-01"));
    for f in &mut facts {
        f.unit = "USD/shares".into();
    }
    let s = discrete("EarningsPerShareDiluted", &facts, &Options::default());
    assert_eq!(values(&s), ["2024 Q1 2023-12-30 33916"]);
    assert_eq!(s.refused.len(), 3);
    assert!(s.refused.iter().all(|r| r.reason == Reason::PerShare));
    assert!(s.refused[0].reason.to_string().contains("share count"));
    for f in &mut facts {
        f.unit = "shares".into();
    }
    assert_eq!(
        discrete("WeightedAverageNumberOfDilutedSharesOutstanding", &facts, &Options::default()).refused.len(),
        3
    );
}

#[test]
fn a_53_week_year_and_its_14_week_quarter_are_valid() {
    // Apple's fiscal 2023 began with a 14-week quarter (98 days); the year had 53 weeks.
    let facts = vec![
        fact("2022-09-25", "2022-12-31", "29998", "10-Q", "a1", "2023-02-03"),
        fact("2022-09-25", "2023-04-01", "54158", "10-Q", "a2", "2023-05-05"),
        fact("2022-09-25", "2023-07-01", "74039", "10-Q", "a3", "2023-08-04"),
        fact("2022-09-25", "2023-09-30", "96995", "10-K", "a4", "2023-11-03"),
    ];
    let s = discrete("NetIncomeLoss", &facts, &Options { tolerance_days: 0, ..Options::default() });
    assert_eq!(
        values(&s),
        [
            "2023 Q1 2022-12-31 29998",
            "2023 Q2 2023-04-01 24160 d",
            "2023 Q3 2023-07-01 19881 d",
            "2023 Q4 2023-09-30 22956 d"
        ]
    );
}

#[test]
fn periods_that_do_not_tile_are_refused() {
    let mut facts = apple_2024();
    facts.retain(|f| f.start.as_deref() == Some("2023-10-01"));
    // The nine months start five days late: no year-to-date of the same year within 3 days.
    facts[2].start = Some("2023-10-06".into());
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    let reasons: Vec<String> = s.refused.iter().map(|r| format!("{} {}", r.period, r.reason)).collect();
    assert_eq!(values(&s), ["2024 Q1 2023-12-30 33916", "2024 Q2 2024-03-30 23636 d"]);
    assert!(reasons[0].starts_with("Q3 the periods do not tile") && reasons[0].contains("5 days apart"), "{reasons:?}");
    assert!(reasons[1].starts_with("Q4 the periods do not tile"), "{reasons:?}");
    // Within the tolerance, a mistyped start still tiles.
    facts[2].start = Some("2023-10-03".into());
    assert_eq!(discrete("NetIncomeLoss", &facts, &Options::default()).quarters.len(), 4);
}

#[test]
fn a_missing_input_is_refused_and_a_year_to_date_value_is_never_a_quarter() {
    let mut facts = apple_2024();
    facts.retain(|f| f.end != "2024-06-29" && f.end != "2023-12-30");
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(values(&s), ["2024 Q2 2024-03-30 23636"]);
    let reasons: Vec<String> = s.refused.iter().map(|r| format!("{} {}", r.period, r.reason)).collect();
    assert_eq!(
        reasons,
        [
            "Q1 no filing reports the first quarter of the year from 2023-10-01",
            "Q3 no filing reports the nine months from 2023-10-01 (year to date)",
            "Q4 no filing reports the nine months from 2023-10-01 (year to date)"
        ]
    );
    assert!(s.quarters.iter().all(|q| q.start != "2023-10-01"), "the six months are no quarter");
}

#[test]
fn the_latest_filing_of_each_period_wins_and_as_of_sees_only_what_was_filed() {
    let mut facts = apple_2024();
    // A later 10-K restates the year and the nine months.
    facts.push(fact("2023-10-01", "2024-09-28", "93700", "10-K", "r1", "2025-10-31"));
    facts.push(fact("2023-10-01", "2024-06-29", "78990", "10-Q", "r2", "2025-08-01"));
    let s = discrete("NetIncomeLoss", &facts, &Options { derive_only: true, ..Options::default() });
    let q4 = &s.quarters[3];
    assert_eq!(q4.value.to_string(), "14710");
    let Source::Derived { total, less } = &q4.source else { panic!() };
    assert_eq!((total.accession.as_str(), less.accession.as_str()), ("r1", "r2"));
    let then = as_of(&facts, "2024-12-31");
    let s = discrete("NetIncomeLoss", then, &Options { derive_only: true, ..Options::default() });
    assert_eq!(s.quarters[3].value.to_string(), "14736", "never a later restatement");
    let before_the_10k = discrete("NetIncomeLoss", as_of(&facts, "2024-10-31"), &Options::default());
    assert_eq!(before_the_10k.quarters.len(), 3, "Q4 not yet reported: not asked for");
    assert!(before_the_10k.refused.is_empty());
}

#[test]
fn a_transition_period_is_refused() {
    let facts = vec![
        fact("2023-01-01", "2023-03-31", "10", "10-Q", "a1", "2023-05-01"),
        fact("2023-01-01", "2023-06-30", "25", "10-KT", "a2", "2023-09-01"),
        fact("2023-07-01", "2023-09-30", "12", "10-Q", "a3", "2023-11-01"),
        fact("2023-07-01", "2023-12-31", "30", "10-Q", "a4", "2024-02-01"),
    ];
    let s = discrete("Revenues", &facts, &Options::default());
    let first: Vec<&Refusal> = s.refused.iter().filter(|r| r.end.as_deref() <= Some("2023-06-30")).collect();
    assert_eq!(first.len(), 2, "{:?}", s.refused);
    assert!(first.iter().all(|r| r.reason.to_string().contains("transition report (10-KT a2)")));
    assert_eq!(values(&s), ["2024 Q1 2023-09-30 12", "2024 Q2 2023-12-31 18 d"]);
    // Without the 10-KT's form, the year is still shorter than a year before the next begins.
    let mut facts = facts;
    facts[1].filing.form = "10-K".into();
    let s = discrete("Revenues", &facts, &Options::default());
    assert!(s.refused[0].reason.to_string().contains("181 days later, less than a year"), "{:?}", s.refused);
}

#[test]
fn trailing_twelve_months_name_four_consecutive_quarters() {
    let mut facts = apple_2024();
    facts.push(fact("2022-09-25", "2022-12-31", "29998", "10-Q", "b1", "2023-02-03"));
    facts.push(fact("2022-09-25", "2023-04-01", "54158", "10-Q", "b2", "2023-05-05"));
    facts.push(fact("2022-09-25", "2023-07-01", "74039", "10-Q", "b3", "2023-08-04"));
    facts.push(fact("2022-09-25", "2023-09-30", "96995", "10-K", "b4", "2023-11-03"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(s.quarters.len(), 8);
    let t = ttm(&s.quarters, 3).unwrap();
    assert_eq!(t.value.to_string(), "93736");
    assert_eq!(
        t.quarters.iter().map(|q| q.end.as_str()).collect::<Vec<_>>(),
        ["2023-12-30", "2024-03-30", "2024-06-29", "2024-09-28"]
    );
    // A hole: the latest four are not consecutive.
    let holed: Vec<Quarter> = s.quarters.iter().filter(|q| q.end != "2024-03-30").cloned().collect();
    assert_eq!(ttm(&holed, 3), None);
    assert_eq!(ttm(&s.quarters[..3], 3), None);
}

#[test]
fn the_latest_balance() {
    let facts = vec![
        fact("", "2024-06-29", "331612", "10-Q", "a", "2024-08-02"),
        fact("", "2024-09-28", "364980", "10-K", "b", "2024-11-01"),
        fact("", "2024-06-29", "331000", "10-K", "c", "2025-11-01"),
    ];
    assert_eq!(latest_instant(&facts).unwrap().value.to_string(), "364980");
    assert_eq!(latest_instant(as_of(&facts, "2024-10-01")).unwrap().filing.accession, "a");
}

#[test]
fn years_are_named_by_the_year_they_end_in_and_odd_data_is_no_panic() {
    assert_eq!(year_named(crate::model::date::days("2022-01-01").unwrap()), 2021);
    assert_eq!(year_named(crate::model::date::days("2025-01-26").unwrap()), 2025);
    let odd = vec![
        fact("2024-13-01", "2024-12-31", "1", "10-Q", "a", "2025-01-01"),
        fact("2024-12-31", "2024-01-01", "1", "10-Q", "a", "2025-01-01"),
        fact("2024-01-01", "2024-03-31", "999999999999999999999999999999999999", "10-Q", "a", "2025-01-01"),
        fact("2024-01-01", "2024-06-30", "0.00000000000000001", "10-Q", "b", "2025-01-01"),
        fact("2024-01-01", "2024-12-31", "1", "8-K", "c", "2025-01-01"),
    ];
    let s = discrete("Revenues", &odd, &Options::default());
    assert_eq!(s.refused.iter().find(|r| r.period == Period::Q2).map(|r| &r.reason), Some(&Reason::Overflow));
}

#[test]
fn a_twelve_months_starting_mid_year_is_no_fiscal_year() {
    let mut facts = apple_2024();
    // Trailing twelve months to the third quarter's end, as some notes tag them.
    facts.push(fact("2023-07-02", "2024-06-29", "100000", "10-Q", "t", "2024-08-02"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(
        values(&s),
        [
            "2024 Q1 2023-12-30 33916",
            "2024 Q2 2024-03-30 23636",
            "2024 Q3 2024-06-29 21448",
            "2024 Q4 2024-09-28 14736 d"
        ]
    );
    assert!(s.refused.is_empty(), "{:?}", s.refused);
}

#[test]
fn random_facts_give_only_quarters_and_never_panic() {
    let mut rng = fastrand::Rng::with_seed(33);
    let base = crate::model::date::days("2020-01-01").unwrap();
    for round in 0..40 {
        let facts: Vec<Fact> = (0..300)
            .map(|i| {
                let start = base + rng.i64(0..1100);
                let len = [91, 182, 273, 364, 371, 98, 84, rng.i64(1..400)][rng.usize(0..8)];
                let form = ["10-Q", "10-K", "10-K/A", "10-KT", "8-K"][rng.usize(0..5)];
                let filed = crate::model::date::date(start + len + rng.i64(0..900));
                let value = format!("{}", rng.i64(-1_000_000..1_000_000));
                let start = crate::model::date::date(start);
                let end = crate::model::date::date(crate::model::date::days(&start).unwrap() + len - 1);
                fact(&start, &end, &value, form, &format!("a{round}-{i}"), &filed)
            })
            .collect();
        for derive_only in [false, true] {
            let s = discrete("Revenues", &facts, &Options { derive_only, ..Options::default() });
            for q in &s.quarters {
                let len = crate::model::date::days(&q.end).unwrap() - crate::model::date::days(&q.start).unwrap() + 1;
                assert!((81..=101).contains(&len), "{q:?}");
                if let Source::Filed(i) = &q.source {
                    assert_eq!((&i.start, &i.end), (&q.start, &q.end));
                }
            }
        }
        let _ = ttm(&discrete("Revenues", &facts, &Options::default()).quarters, 3);
    }
}

#[test]
fn a_year_restated_after_the_last_report_of_its_nine_months_is_a_caution() {
    let mut facts = apple_2024();
    // A 10-K/A restates the year; no filing after it reports the nine months.
    facts.push(fact("2023-10-01", "2024-09-28", "93700", "10-K/A", "a1", "2025-01-15"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    let q4 = &s.quarters[3];
    assert_eq!(q4.value.to_string(), "14700", "the restated year less the nine months as filed");
    let caution = q4.caution.as_deref().expect("a caution");
    assert!(caution.contains("2023-10-01 to 2024-09-28 was restated by 10-K/A a1 (filed 2025-01-15)"), "{caution}");
    assert!(caution.contains("2023-10-01 to 2024-06-29 (10-Q 0000320193-24-000081 (filed 2024-08-02))"), "{caution}");
    assert!(s.quarters[..3].iter().all(|q| q.caution.is_none()));
    // A later 10-Q changes the nine months: the part is taken as it stood when the 10-K/A was
    // filed, and the caution says that it changed since.
    facts.push(fact("2023-10-01", "2024-06-29", "78990", "10-Q", "r2", "2025-08-01"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(s.quarters[3].value.to_string(), "14700");
    let Source::Derived { less, .. } = &s.quarters[3].source else { panic!() };
    assert_eq!(less.accession, "0000320193-24-000081");
    let caution = s.quarters[3].caution.as_deref().expect("a caution");
    assert!(caution.contains("was changed by 10-Q r2 (filed 2025-08-01) after the 10-K/A a1"), "{caution}");
    // The next 10-K reports the year again, after both: one vintage, no caution.
    facts.push(fact("2023-10-01", "2024-09-28", "93700", "10-K", "k2", "2025-10-31"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert_eq!(s.quarters[3].value.to_string(), "14710");
    assert!(s.quarters.iter().all(|q| q.caution.is_none()));
    // Nothing restated: none.
    let s = discrete("NetIncomeLoss", &apple_2024(), &Options::default());
    assert!(s.quarters.iter().all(|q| q.caution.is_none()));
}

#[test]
fn the_part_is_taken_as_it_stood_when_the_total_was_filed() {
    let mut facts = apple_2024();
    // Next year's first 10-Q recasts the first quarter; the six months are not filed again.
    facts.push(fact("2023-10-01", "2023-12-30", "33900", "10-Q", "n1", "2025-02-01"));
    let s = discrete("NetIncomeLoss", &facts, &Options { derive_only: true, ..Options::default() });
    let q2 = &s.quarters[1];
    // 57552 (six months, May 2024) - 33916 (the first quarter as filed by then), not - 33900.
    assert_eq!(q2.value.to_string(), "23636");
    assert!(q2.caution.as_deref().is_some_and(|c| c.contains("was changed by 10-Q n1")), "{:?}", q2.caution);
    // Only a later filing reports the part: it is used, and said to be later.
    let later = vec![
        fact("2023-10-01", "2024-03-30", "57552", "10-Q", "q2", "2024-05-03"),
        fact("2023-10-01", "2023-12-30", "33900", "10-Q", "n1", "2025-02-01"),
    ];
    let s = discrete("NetIncomeLoss", &later, &Options::default());
    let q2 = s.quarters.iter().find(|q| q.period == Period::Q2).unwrap();
    assert_eq!(q2.value.to_string(), "23652");
    assert!(q2.caution.as_deref().is_some_and(|c| c.contains("after the 10-Q q2")), "{:?}", q2.caution);
}

/// Between a filer's first 10-Q of a year and its second, the year is known from its first
/// quarter's three months alone: that quarter is the latest, and the trailing twelve months end
/// with it (not with the year before's fourth quarter).
#[test]
fn a_year_known_only_from_its_first_quarter_is_a_year() {
    let mut facts = apple_2024();
    facts.push(fact("2024-09-29", "2024-12-28", "36330", "10-Q", "c1", "2025-01-31"));
    // The first quarter's 10-Q also compares with the year before's first quarter.
    facts.push(fact("2023-10-01", "2023-12-30", "33916", "10-Q", "c1", "2025-01-31"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    let latest = s.quarters.iter().max_by_key(|q| q.end.clone()).unwrap();
    assert_eq!(
        (latest.fiscal_year, latest.period, latest.end.as_str(), latest.value.to_string()),
        (2025, Period::Q1, "2024-12-28", "36330".to_string())
    );
    let t = ttm(&s.quarters, 3).unwrap();
    assert_eq!(t.quarters[0].end, "2024-03-30");
    assert_eq!(t.value.to_string(), (23636 + 21448 + (93736 - 79000) + 36330).to_string());
    assert!(s.refused.is_empty(), "{:?}", s.refused);
    // A three-month fact that follows no year's end starts no year.
    let stray = vec![fact("2024-02-01", "2024-04-30", "5", "10-Q", "d", "2024-05-10")];
    assert!(discrete("NetIncomeLoss", &stray, &Options::default()).quarters.is_empty());
}

/// A filer whose 10-Qs also report the twelve months ended (utilities do): a trailing twelve
/// months ends on a quarter's end, and the next quarter starts the day after it, yet that quarter
/// starts no fiscal year. Each date's quarters are the real ones, and `ttm` sums the latest four.
#[test]
fn a_twelve_months_ended_in_a_10q_starts_no_year() {
    let mut facts = Vec::new();
    // Calendar years 2023–2025: each quarter's three months, each 10-Q's year to date and twelve
    // months ended, each 10-K's year. Quarter values 100, 110, 120, 130 (+10 a year).
    let ends = ["03-31", "06-30", "09-30", "12-31"];
    let starts = ["01-01", "04-01", "07-01", "10-01"];
    let filed = ["05-01", "08-01", "11-01"];
    let prev_starts = ["04-01", "07-01", "10-01"];
    for year in 2023..=2025 {
        let base = 100 + (year - 2023) * 10;
        for q in 0..4 {
            let accession = format!("{year}-q{}", q + 1);
            let (filing, form) =
                if q < 3 { (format!("{year}-{}", filed[q]), "10-Q") } else { (format!("{}-02-15", year + 1), "10-K") };
            let v = |x: i64| x.to_string();
            let end = format!("{year}-{}", ends[q]);
            facts.push(fact(
                &format!("{year}-{}", starts[q]),
                &end,
                &v(base + 10 * q as i64),
                form,
                &accession,
                &filing,
            ));
            let ytd: i64 = (0..=q as i64).map(|k| base + 10 * k).sum();
            facts.push(fact(&format!("{year}-01-01"), &end, &v(ytd), form, &accession, &filing));
            if q < 3 {
                // Twelve months ended: this year's quarters so far and the rest of last year's.
                let last: i64 = ((q as i64 + 1)..4).map(|k| base - 10 + 10 * k).sum();
                let start = format!("{}-{}", year - 1, prev_starts[q]);
                facts.push(fact(&start, &end, &v(ytd + last), form, &accession, &filing));
            }
        }
    }
    for day in ["2025-03-01", "2025-05-10", "2025-08-31", "2025-12-31", "2026-03-01"] {
        let known = as_of(&facts, day);
        let s = discrete("Revenues", known, &Options::default());
        assert!(s.refused.is_empty(), "{day}: {:?}", s.refused);
        // No period twice, and each quarter named by its calendar year (a calendar filer).
        let mut periods: Vec<(&str, &str)> = s.quarters.iter().map(|q| (q.start.as_str(), q.end.as_str())).collect();
        let n = periods.len();
        periods.dedup();
        assert_eq!(periods.len(), n, "{day}: {:?}", values(&s));
        for q in &s.quarters {
            assert_eq!(q.end[..4].parse::<i32>().unwrap(), q.fiscal_year, "{day}: {:?}", values(&s));
            assert_eq!(q.period, Period::ALL[ends.iter().position(|e| q.end.ends_with(e)).unwrap()], "{day}");
        }
        let t = ttm(&s.quarters, 3).unwrap_or_else(|| panic!("{day}: {:?}", values(&s)));
        let latest = s.quarters.iter().map(|q| q.end.as_str()).max().unwrap();
        assert_eq!(t.quarters[3].end, latest, "{day}");
    }
}

/// A twelve months ended on a quarter's end within Apple's fiscal 2024 (a 10-Q's, and one ending
/// on its first quarter): the quarter after it is no new year's first; the 10-K's filed fourth
/// quarter stays fiscal 2024's, once, and the trailing twelve months are the year's.
#[test]
fn a_trailing_twelve_months_inside_a_year_moves_no_quarter() {
    let mut facts = apple_2024();
    facts.push(fact("2023-07-02", "2024-06-29", "100000", "10-Q", "0000320193-24-000081", "2024-08-02"));
    facts.push(fact("2023-01-01", "2023-12-30", "97000", "10-Q", "0000320193-24-000006", "2024-02-02"));
    facts.push(fact("2024-06-30", "2024-09-28", "14736", "10-K", "0000320193-24-000123", "2024-11-01"));
    let s = discrete("NetIncomeLoss", &facts, &Options::default());
    assert!(s.refused.is_empty(), "{:?}", s.refused);
    assert_eq!(
        values(&s),
        [
            "2024 Q1 2023-12-30 33916",
            "2024 Q2 2024-03-30 23636",
            "2024 Q3 2024-06-29 21448",
            "2024 Q4 2024-09-28 14736"
        ]
    );
    assert_eq!(ttm(&s.quarters, 3).unwrap().value.to_string(), "93736");
}
