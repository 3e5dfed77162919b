//! The standardization on hand-made filings: values with their sources, derivations with their
//! inputs, each relation's outcome and whether it counts, the presentation's say, the guards,
//! currency, template and rounding unit; and the quality report's sums.

use super::quality::Report;
use super::rules::parse;
use super::*;

const SCALE: i128 = 10_000;

fn fact(tag: &str, qtrs: i32, value: i128) -> NumberRow {
    NumberRow {
        tag: tag.into(),
        version: "us-gaap/2009".into(),
        ddate: "2009-06-30".into(),
        qtrs,
        uom: "USD".into(),
        value: value * SCALE,
    }
}

fn line(stmt: &str, tag: &str, n: i32) -> Line {
    Line { stmt: stmt.into(), tag: tag.into(), report: 2, line: n, negating: false }
}

fn input(form: &str, facts: Vec<NumberRow>, lines: Vec<Line>) -> Input {
    let mut powers = Powers::default();
    for f in &facts {
        powers.add(&f.tag, &f.uom, f.value);
    }
    // As a source hands them over: the rules' elements apart from the others at the date.
    let wanted: Vec<&str> = rules().elements().collect();
    let (facts, outside): (Vec<NumberRow>, Vec<NumberRow>) =
        facts.into_iter().partition(|f| wanted.contains(&f.tag.as_str()) || f.ddate != "2009-06-30");
    let mut others = Others::default();
    for f in &outside {
        others.add(&f.tag, &f.version, f.qtrs, &f.uom, f.value);
    }
    Input {
        subject: Subject {
            adsh: "0000000001-09-000001".into(),
            cik: 1,
            name: "MADE UP CO".into(),
            sic: Some(3571),
            form: form.into(),
            period: "2009-06-30".into(),
            fy: Some(2009),
            fp: Some("Q3".into()),
            filed: "2009-07-20".into(),
            legal_entity: None,
        },
        facts,
        others,
        lines,
        powers: powers.into_vec(),
    }
}

fn at<'a>(s: &'a Standardized, name: &str) -> Option<&'a Value> {
    s.values[rules().concept(name).unwrap()].as_ref()
}

fn check<'a>(s: &'a Standardized, id: &str) -> Option<&'a Check> {
    let r = rules().relations.iter().position(|r| r.id == id).unwrap();
    s.checks.iter().find(|c| c.relation == r)
}

fn balance() -> Vec<NumberRow> {
    vec![
        fact("Assets", 0, 100_000),
        fact("AssetsCurrent", 0, 30_000),
        fact("AssetsNoncurrent", 0, 50_000),
        fact("Liabilities", 0, 60_000),
        fact("StockholdersEquity", 0, 40_000),
        fact("LiabilitiesAndStockholdersEquity", 0, 100_000),
    ]
}

#[test]
fn filed_values_cite_their_element_and_derived_ones_their_relation_and_inputs() {
    let s = standardize(rules(), &input("10-Q", balance(), vec![])).unwrap();
    let assets = at(&s, "Assets").unwrap();
    assert_eq!(assets.value, 100_000 * SCALE);
    assert_eq!(assets.origin, Origin::Filed { tag: "Assets".into(), version: "us-gaap/2009".into(), turned: None });
    // A filed AssetsNoncurrent is not taken where the filing reports total assets: noncurrent is
    // the total less the current (filers tag partial subtotals with it).
    let noncurrent = at(&s, "NoncurrentAssets").unwrap();
    assert_eq!(noncurrent.value, 70_000 * SCALE);
    let bs2 = rules().relations.iter().position(|r| r.id == "BS2").unwrap();
    let (assets_c, current_c) = (rules().concept("Assets").unwrap(), rules().concept("CurrentAssets").unwrap());
    assert_eq!(
        noncurrent.origin,
        Origin::Derived { relation: bs2, inputs: vec![(assets_c, 100_000 * SCALE), (current_c, 30_000 * SCALE)] }
    );
    // BS2 holds by construction: evaluated, never counted.
    let c = check(&s, "BS2").unwrap();
    assert!(!c.counted && c.outcome == Outcome::Exact);
    // BS1 is two filed facts: counted, exact.
    let c = check(&s, "BS1").unwrap();
    assert!(c.counted && c.outcome == Outcome::Exact, "{c:?}");
    // Equity is the parent's where no noncontrolling interest is filed (BS5, not counted), and
    // BS4 counts it: its operand was derived by another relation.
    assert!(matches!(at(&s, "Equity").unwrap().origin, Origin::Derived { .. }));
    assert!(!check(&s, "BS5").unwrap().counted);
    let c = check(&s, "BS4").unwrap();
    assert!(c.counted && c.outcome == Outcome::Exact, "{c:?}");
    assert!(s.standardized(rules()));
    assert_eq!((s.currency.as_deref(), s.template), (Some("USD"), Template::General));
}

#[test]
fn a_failing_relation_is_shown_failing_with_both_sides_and_rounding_is_one_unit() {
    let mut facts = balance();
    facts.retain(|f| f.tag != "LiabilitiesAndStockholdersEquity");
    facts.push(fact("LiabilitiesAndStockholdersEquity", 0, 101_000));
    let s = standardize(rules(), &input("10-Q", facts.clone(), vec![])).unwrap();
    // Every amount is in thousands: the rounding unit is a thousand, and 1,000 off is within it.
    assert_eq!(s.unit, Some(1_000 * SCALE));
    let c = check(&s, "BS1").unwrap();
    assert_eq!((c.total, c.sum, c.outcome), (100_000 * SCALE, 101_000 * SCALE, Outcome::Rounding));
    facts.retain(|f| f.tag != "LiabilitiesAndStockholdersEquity");
    facts.push(fact("LiabilitiesAndStockholdersEquity", 0, 102_000));
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    let c = check(&s, "BS1").unwrap();
    assert!(c.counted && c.outcome == Outcome::Fails, "{c:?}");
    assert_eq!(c.total - c.sum, -2_000 * SCALE);
}

#[test]
fn the_presentation_decides_where_equity_method_income_counts() {
    let facts = vec![
        fact(
            "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
            1,
            1_000,
        ),
        fact("IncomeLossFromEquityMethodInvestments", 1, 100),
        fact("IncomeTaxExpenseBenefit", 1, 300),
        fact("NetIncomeLoss", 1, 800),
    ];
    let before =
        "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments";
    // Presented below the tax line: after tax, 1,000 - 300 + 100 = 800.
    let below = vec![
        line("IS", before, 10),
        line("IS", "IncomeTaxExpenseBenefit", 11),
        line("IS", "IncomeLossFromEquityMethodInvestments", 12),
        line("IS", "NetIncomeLoss", 13),
    ];
    let s = standardize(rules(), &input("10-Q", facts.clone(), below)).unwrap();
    assert_eq!(at(&s, "IncomeLossFromContinuingOperationsBeforeTax").unwrap().value, 1_000 * SCALE);
    let c = check(&s, "IS6").unwrap();
    assert_eq!((c.sum, c.outcome), (800 * SCALE, Outcome::Exact));
    // Presented between the pre-tax line and the tax: pre-tax is 1,100; after tax 800.
    let between = vec![
        line("IS", before, 10),
        line("IS", "IncomeLossFromEquityMethodInvestments", 11),
        line("IS", "IncomeTaxExpenseBenefit", 12),
        line("IS", "NetIncomeLoss", 13),
    ];
    let s = standardize(rules(), &input("10-Q", facts.clone(), between)).unwrap();
    assert_eq!(at(&s, "IncomeLossFromContinuingOperationsBeforeTax").unwrap().value, 1_100 * SCALE);
    assert_eq!(check(&s, "IS6").unwrap().outcome, Outcome::Exact);
    // Presented above the pre-tax line: part of it, not added again.
    let above = vec![
        line("IS", "IncomeLossFromEquityMethodInvestments", 9),
        line("IS", before, 10),
        line("IS", "IncomeTaxExpenseBenefit", 12),
    ];
    let s = standardize(rules(), &input("10-Q", facts, above)).unwrap();
    assert_eq!(at(&s, "IncomeLossFromContinuingOperationsBeforeTax").unwrap().value, 1_000 * SCALE);
}

#[test]
fn guards_currency_template_and_forms() {
    // NetIncomeLoss is the total only where no noncontrolling interest is filed; a relation of
    // one fact standing for two is not counted.
    let s = standardize(rules(), &input("10-Q", vec![fact("NetIncomeLoss", 1, 500)], vec![])).unwrap();
    assert_eq!(at(&s, "NetIncomeLoss").unwrap().value, 500 * SCALE);
    assert!(!check(&s, "IS8").unwrap().counted);
    let with_nci =
        vec![fact("NetIncomeLoss", 1, 500), fact("NetIncomeLossAttributableToNoncontrollingInterest", 1, 20)];
    let s = standardize(rules(), &input("10-Q", with_nci, vec![])).unwrap();
    let total = at(&s, "NetIncomeLoss").unwrap();
    assert_eq!(total.value, 520 * SCALE);
    assert!(matches!(total.origin, Origin::Derived { .. }));
    // The filing's currency: its total assets'; figures in another currency are not mixed in.
    let mut eur: Vec<NumberRow> = balance().into_iter().map(|f| NumberRow { uom: "EUR".into(), ..f }).collect();
    eur.push(fact("Revenues", 1, 5));
    let s = standardize(rules(), &input("10-Q", eur, vec![])).unwrap();
    assert_eq!(s.currency.as_deref(), Some("EUR"));
    assert!(at(&s, "Revenues").is_none());
    // A bank shows no gross profit, whatever it files.
    let mut bank = input("10-Q", vec![fact("GrossProfit", 1, 5), fact("InterestIncomeExpenseNet", 1, 7)], vec![]);
    bank.subject.sic = Some(6021);
    let s = standardize(rules(), &bank).unwrap();
    assert_eq!(s.template, Template::Bank);
    assert!(at(&s, "GrossProfit").is_none() && at(&s, "NetInterestIncome").is_some());
    // The flows of a 10-Q are the quarter's; its cash flows the year to date (Q3: nine months).
    assert_eq!((s.flow, s.ytd), (1, 3));
    assert!(standardize(rules(), &input("8-K", balance(), vec![])).is_none());
    let annual = standardize(rules(), &input("10-K/A", balance(), vec![])).unwrap();
    assert_eq!((annual.flow, annual.ytd), (4, 4));
}

#[test]
fn the_report_sums_what_each_filing_showed() {
    let good = input("10-Q", balance(), vec![]);
    let mut bad = input("10-Q", balance(), vec![]);
    bad.facts.retain(|f| f.tag != "LiabilitiesAndStockholdersEquity");
    bad.facts.push(fact("LiabilitiesAndStockholdersEquity", 0, 150_000));
    bad.subject.adsh = "0000000002-09-000002".into();
    let mut report = Report::new(rules(), vec!["2009q3".into()]);
    for i in [&good, &bad] {
        report.add(rules(), &i.subject, &standardize(rules(), i).unwrap());
    }
    assert_eq!((report.all.filings, report.all.standardized, report.all.evaluated, report.all.pass_all), (2, 2, 2, 1));
    let bs1 = report.relations.iter().find(|r| r.id == "BS1").unwrap();
    assert_eq!((bs1.evaluated, bs1.counted, bs1.exact, bs1.within_rounding), (2, 2, 1, 1));
    assert_eq!(report.failures.len(), 2, "BS1 and BS4 fail in the second: {:?}", report.failures);
    assert!(report.failures.iter().all(|f| f.adsh == "0000000002-09-000002"));
    assert_eq!(report.industries["manufacturing"].filings, 2);
    let assets = report.fill.iter().find(|f| f.concept == "Assets").unwrap();
    assert_eq!((assets.filings, assets.filed, assets.derived), (2, 2, 0));
}

#[test]
fn an_absent_term_is_not_zero_where_the_filing_shows_it_has_one() {
    let ci = |extra: Vec<NumberRow>| {
        let mut facts = vec![
            fact("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest", 1, 710),
            fact("ComprehensiveIncomeNetOfTax", 1, 716),
        ];
        facts.extend(extra);
        standardize(rules(), &input("10-Q", facts, vec![])).unwrap()
    };
    // No noncontrolling interest anywhere: its comprehensive income is taken as zero, and the
    // relation fails by the six.
    let c = ci(vec![]);
    assert_eq!(check(&c, "CI1").unwrap().outcome, Outcome::Fails);
    // The filing reports one in its net income: its share of comprehensive income is not zero,
    // only untagged, and the relation is not evaluated rather than failing.
    let c = ci(vec![fact("NetIncomeLossAttributableToNoncontrollingInterest", 1, -6)]);
    assert!(check(&c, "CI1").is_none());
    // A filed zero says there is none.
    let c = ci(vec![fact("NetIncomeLossAttributableToNoncontrollingInterest", 1, 0)]);
    assert!(check(&c, "CI1").is_some());
    assert!(parse("version x\nconcept A bs instant amount all : Assets\nconcept B bs instant amount all : Liabilities\nrelation R A = B~unless A\n").unwrap_err().contains("`~unless` is for an optional term"));
}

#[test]
fn per_share_amounts_are_told_by_name_and_left_out_of_the_rounding_unit() {
    for tag in [
        "EarningsPerShareBasic",
        "IncomeLossFromContinuingOperationsPerBasicShare",
        "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare",
        "NetIncomeLossPerOutstandingLimitedPartnershipUnit",
        "CommonStockDividendsPerShareDeclared",
    ] {
        assert!(crate::model::per_share(tag), "{tag}");
    }
    for tag in
        ["StockIssuedDuringPeriodValueShareBasedCompensation", "CashAndCashEquivalentsPeriodIncreaseDecrease", "Assets"]
    {
        assert!(!crate::model::per_share(tag), "{tag}");
    }
    let mut facts = balance();
    facts.push(fact("IncomeLossFromContinuingOperationsPerBasicShare", 1, 0));
    facts.last_mut().unwrap().value = 12_345; // 1.2345 a share
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    assert_eq!(s.unit, Some(10_000 * SCALE), "the per-share figure does not make the unit 0.0001");
}

#[test]
fn a_convenience_translation_does_not_take_the_home_currency_s_place() {
    // A foreign filer: every amount in JPY, the latest balance sheet also in USD (a convenience
    // translation), USD's fact first in the filing's order.
    let mut facts: Vec<NumberRow> = balance().into_iter().map(|f| NumberRow { uom: "USD".into(), ..f }).collect();
    facts.extend(balance().into_iter().map(|f| NumberRow { uom: "JPY".into(), value: f.value * 90, ..f }));
    let mut i = input("20-F", facts, vec![]);
    for _ in 0..50 {
        i.powers.iter_mut().find(|(u, _, _)| u == "JPY").unwrap().2 += 1; // earlier years, in JPY only
    }
    let s = standardize(rules(), &i).unwrap();
    assert_eq!(s.currency.as_deref(), Some("JPY"));
    assert_eq!(at(&s, "Assets").unwrap().value, 9_000_000 * SCALE);
}

#[test]
fn a_line_alone_between_two_is_a_sibling_and_a_subtotal_below_its_parts_is_taken() {
    // Operating income, interest, "other income" (tagged nonoperating), pre-tax: the interest is
    // not in the nonoperating line, 1,000 - 100 + 20 = 920.
    let facts = vec![
        fact("OperatingIncomeLoss", 1, 1_000),
        fact("InterestExpense", 1, 100),
        fact("NonoperatingIncomeExpense", 1, 20),
        fact("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 1, 920),
    ];
    let pretax = "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest";
    let alone = |n: i32| {
        vec![
            line("IS", "OperatingIncomeLoss", 10),
            line("IS", "InterestExpense", 11),
            line("IS", "NonoperatingIncomeExpense", n),
            line("IS", pretax, 14),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), alone(12))).unwrap();
    let c = check(&s, "IS4").unwrap();
    assert_eq!((c.sum, c.outcome, c.counted), (920 * SCALE, Outcome::Exact, true));
    // With a line between it and the nonoperating total, the interest is one of its parts.
    let s = standardize(rules(), &input("10-Q", facts, alone(13))).unwrap();
    assert_eq!(check(&s, "IS4").unwrap().sum, 1_020 * SCALE);

    // Cost of revenue, another cost, total cost of sales: the total is taken; a line right after
    // the first is a sibling and is not.
    let facts = vec![
        fact("SalesRevenueNet", 1, 1_000),
        fact("CostOfRevenue", 1, 100),
        fact("CostOfGoodsSold", 1, 400),
        fact("GrossProfit", 1, 600),
    ];
    let costs = |n: i32| {
        vec![
            line("IS", "SalesRevenueNet", 1),
            line("IS", "CostOfRevenue", 2),
            line("IS", "CostOfGoodsSold", n),
            line("IS", "GrossProfit", 5),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), costs(4))).unwrap();
    assert_eq!(at(&s, "CostOfRevenue").unwrap().value, 400 * SCALE);
    assert_eq!(check(&s, "IS1").unwrap().outcome, Outcome::Exact);
    let s = standardize(rules(), &input("10-Q", facts, costs(3))).unwrap();
    assert_eq!(at(&s, "CostOfRevenue").unwrap().value, 100 * SCALE);
}

#[test]
fn a_minority_interest_between_liabilities_and_equity_is_temporary_equity_and_right_above_it_a_part() {
    // Liabilities 60,000; a redeemable noncontrolling interest of 3,000 presented below them and
    // above the equity's lines; the parent's equity 35,000, the noncontrolling interest in it
    // 2,000, total equity 37,000; liabilities and equity 100,000 (Altria's and Kimco's shape).
    let facts = vec![
        fact("Assets", 0, 100_000),
        fact("Liabilities", 0, 60_000),
        fact("OtherMinorityInterests", 0, 3_000),
        fact("CommonStockValue", 0, 10_000),
        fact("StockholdersEquity", 0, 35_000),
        fact("MinorityInterest", 0, 2_000),
        fact("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", 0, 37_000),
        fact("LiabilitiesAndStockholdersEquity", 0, 100_000),
    ];
    let lines = |redeemable: i32| {
        vec![
            line("BS", "Liabilities", 20),
            line("BS", "OtherMinorityInterests", redeemable),
            line("BS", "CommonStockValue", 22),
            line("BS", "StockholdersEquity", 25),
            line("BS", "MinorityInterest", 26),
            line("BS", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", 27),
            line("BS", "LiabilitiesAndStockholdersEquity", 28),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(21))).unwrap();
    let temporary = at(&s, "TemporaryEquity").unwrap();
    assert_eq!(temporary.value, 3_000 * SCALE);
    assert!(matches!(&temporary.origin, Origin::Filed { tag, .. } if tag == "OtherMinorityInterests"));
    let bs4 = check(&s, "BS4").unwrap();
    assert_eq!((bs4.sum, bs4.outcome, bs4.counted), (100_000 * SCALE, Outcome::Exact, true));
    // Presented among the equity's own lines below the parent's (or not at all), it is no
    // temporary equity: the relation fails by it, as the filing's figures say.
    for elsewhere in [vec![], lines(26)] {
        let s = standardize(rules(), &input("10-Q", facts.clone(), elsewhere)).unwrap();
        assert!(at(&s, "TemporaryEquity").is_none());
        assert_eq!(check(&s, "BS4").unwrap().sum, 97_000 * SCALE);
    }
    // On the line right above the parent's equity, it is that figure's last part, not temporary
    // equity.
    let mut right_above = lines(24);
    right_above.retain(|l| l.tag != "MinorityInterest");
    let s = standardize(rules(), &input("10-Q", facts, right_above)).unwrap();
    assert!(at(&s, "TemporaryEquity").is_none());

    // The noncontrolling interest on the line right above the filer's `StockholdersEquity`:
    // that figure is its equity with the noncontrolling interest (BB&T's, ProLogis' shape), and
    // the parent's is solved from it by BS5; 60,000 + 40,000 = 100,000.
    let facts = vec![
        fact("Assets", 0, 100_000),
        fact("Liabilities", 0, 60_000),
        fact("CommonStockValue", 0, 10_000),
        fact("MinorityInterest", 0, 1_500),
        fact("StockholdersEquity", 0, 40_000),
        fact("LiabilitiesAndStockholdersEquity", 0, 100_000),
    ];
    let lines = |minority: i32| {
        vec![
            line("BS", "Liabilities", 20),
            line("BS", "CommonStockValue", 21),
            line("BS", "MinorityInterest", minority),
            line("BS", "StockholdersEquity", 25),
            line("BS", "LiabilitiesAndStockholdersEquity", 26),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(24))).unwrap();
    let equity = at(&s, "Equity").unwrap();
    assert_eq!(equity.value, 40_000 * SCALE);
    assert!(matches!(&equity.origin, Origin::Filed { tag, .. } if tag == "StockholdersEquity"));
    let parent = at(&s, "EquityAttributableToParent").unwrap();
    assert_eq!(parent.value, 38_500 * SCALE);
    assert!(matches!(parent.origin, Origin::Derived { .. }));
    assert_eq!(check(&s, "BS4").unwrap().outcome, Outcome::Exact);
    // A heading between them (a gap in the line numbers) parts them: the filer's figure is the
    // parent's, and the parent's and the noncontrolling interest add up, as before.
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(23))).unwrap();
    assert_eq!(at(&s, "EquityAttributableToParent").unwrap().value, 40_000 * SCALE);
    assert_eq!(at(&s, "Equity").unwrap().value, 41_500 * SCALE);
    assert_eq!(check(&s, "BS4").unwrap().outcome, Outcome::Fails);
    // Alone between the liabilities and a one-line equity, the noncontrolling interest is its
    // sibling, not its part: the figure stays the parent's.
    let mut alone = vec![
        line("BS", "Liabilities", 20),
        line("BS", "MinorityInterest", 21),
        line("BS", "StockholdersEquity", 22),
        line("BS", "LiabilitiesAndStockholdersEquity", 23),
    ];
    let s = standardize(rules(), &input("10-Q", facts.clone(), alone.clone())).unwrap();
    assert_eq!(at(&s, "EquityAttributableToParent").unwrap().value, 40_000 * SCALE);
    assert!(matches!(at(&s, "Equity").unwrap().origin, Origin::Derived { .. }));
    alone.insert(1, line("BS", "CommitmentsAndContingencies", 21));
    alone.iter_mut().skip(2).for_each(|l| l.line += 1);
    let mut with_commitments = facts.clone();
    with_commitments.push(fact("CommitmentsAndContingencies", 0, 0));
    let s = standardize(rules(), &input("10-Q", with_commitments, alone)).unwrap();
    assert_eq!(at(&s, "EquityAttributableToParent").unwrap().value, 40_000 * SCALE);

    // Both shapes in one filing (a redeemable noncontrolling interest between the liabilities
    // and the equity, another right above the filer's equity): the redeemable one is temporary
    // equity, read against the line the parent's equity would hold; 60,000 + 3,000 + 37,000.
    let mut facts = facts;
    facts.retain(|f| f.tag != "StockholdersEquity");
    facts.extend([fact("StockholdersEquity", 0, 37_000), fact("OtherMinorityInterests", 0, 3_000)]);
    let both = vec![
        line("BS", "Liabilities", 20),
        line("BS", "OtherMinorityInterests", 21),
        line("BS", "CommonStockValue", 22),
        line("BS", "MinorityInterest", 24),
        line("BS", "StockholdersEquity", 25),
        line("BS", "LiabilitiesAndStockholdersEquity", 26),
    ];
    let s = standardize(rules(), &input("10-Q", facts, both)).unwrap();
    assert_eq!(at(&s, "TemporaryEquity").unwrap().value, 3_000 * SCALE);
    assert_eq!(at(&s, "Equity").unwrap().value, 37_000 * SCALE);
    let bs4 = check(&s, "BS4").unwrap();
    assert_eq!((bs4.sum, bs4.outcome), (100_000 * SCALE, Outcome::Exact));
}

#[test]
fn discontinued_cash_flows_between_financing_and_the_net_change_are_in_it_once() {
    // The made-up filing is a third quarter's: its cash flows are for nine months.
    let ytd = |tag: &str, value: i128| fact(tag, 3, value);
    let flows = |operating: &str, operating_value: i128| {
        vec![
            ytd(operating, operating_value),
            ytd("NetCashProvidedByUsedInInvestingActivities", -50),
            ytd("NetCashProvidedByUsedInFinancingActivities", -20),
            ytd("CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations", -5),
            ytd("CashAndCashEquivalentsPeriodIncreaseDecrease", 25),
        ]
    };
    let lines = |operating: &str, discontinued: i32| {
        vec![
            line("CF", operating, 10),
            line("CF", "NetCashProvidedByUsedInInvestingActivities", 20),
            line("CF", "NetCashProvidedByUsedInFinancingActivities", 30),
            line("CF", "CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations", discontinued),
            line("CF", "CashAndCashEquivalentsPeriodIncreaseDecrease", 32),
        ]
    };
    let total = "NetCashProvidedByUsedInOperatingActivities";
    // General Dynamics' shape: below financing, above the net change: 100 - 50 - 20 - 5 = 25.
    let s = standardize(rules(), &input("10-Q", flows(total, 100), lines(total, 31))).unwrap();
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome, cf1.counted), (25 * SCALE, Outcome::Exact, true));
    // Presented among the operating lines, above their total, it is in that total already; and
    // between the operating total and financing, it is no line beside the three.
    for elsewhere in [9, 15] {
        let s = standardize(rules(), &input("10-Q", flows(total, 100), lines(total, elsewhere))).unwrap();
        assert_eq!(check(&s, "CF1").unwrap().sum, 30 * SCALE, "line {elsewhere}");
    }
    // Parts presented above the discontinued total (Liberty Media's shape): the total is counted,
    // its parts are not counted again: 100 - 50 - 20 - 5 = 25.
    let mut facts = flows(total, 100);
    facts.push(ytd("CashProvidedByUsedInInvestingActivitiesDiscontinuedOperations", 0));
    facts.push(ytd("NetCashProvidedByUsedInDiscontinuedOperations", -5));
    let mut parts = lines(total, 31);
    parts.push(line("CF", "CashProvidedByUsedInInvestingActivitiesDiscontinuedOperations", 32));
    parts.push(line("CF", "NetCashProvidedByUsedInDiscontinuedOperations", 33));
    parts.retain(|l| l.tag != "CashAndCashEquivalentsPeriodIncreaseDecrease");
    parts.push(line("CF", "CashAndCashEquivalentsPeriodIncreaseDecrease", 34));
    let s = standardize(rules(), &input("10-Q", facts, parts)).unwrap();
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome), (25 * SCALE, Outcome::Exact));
    // Where the operating total is the continuing one and the discontinued flows, solved by CF4
    // (ENSCO's shape), the discontinued flows are in it once, not added again: 100 - 50 - 20.
    let continuing = "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations";
    let mut facts = flows(continuing, 105);
    facts.retain(|f| f.tag != "CashAndCashEquivalentsPeriodIncreaseDecrease");
    facts.push(ytd("CashAndCashEquivalentsPeriodIncreaseDecrease", 30));
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(continuing, 31))).unwrap();
    assert!(matches!(at(&s, "NetCashFlowsOperating").unwrap().origin, Origin::Derived { .. }));
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome), (30 * SCALE, Outcome::Exact));
    // The same with the discontinued total presented between financing and the net change: it is
    // in the solved operating total already, not added again.
    facts.push(ytd("NetCashProvidedByUsedInDiscontinuedOperations", -5));
    let mut lines_total = lines(continuing, 29);
    lines_total.push(line("CF", "NetCashProvidedByUsedInDiscontinuedOperations", 31));
    let s = standardize(rules(), &input("10-Q", facts, lines_total)).unwrap();
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome), (30 * SCALE, Outcome::Exact));
    // A discontinued operation's currency effect between financing and the net change
    // (Marathon's shape) is in the net change: 100 - 50 - 20 - 5 - 2 = 23.
    let mut facts = flows(total, 100);
    facts.retain(|f| f.tag != "CashAndCashEquivalentsPeriodIncreaseDecrease");
    facts.push(ytd("EffectOfExchangeRateOnCashAndCashEquivalentsDiscontinuedOperations", -2));
    facts.push(ytd("CashAndCashEquivalentsPeriodIncreaseDecrease", 23));
    let mut with_fx = lines(total, 31);
    with_fx.push(line("CF", "EffectOfExchangeRateOnCashAndCashEquivalentsDiscontinuedOperations", 31));
    with_fx
        .iter_mut()
        .filter(|l| l.tag == "CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations")
        .for_each(|l| l.line = 30);
    with_fx.iter_mut().filter(|l| l.tag == "NetCashProvidedByUsedInFinancingActivities").for_each(|l| l.line = 29);
    let s = standardize(rules(), &input("10-Q", facts, with_fx)).unwrap();
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome), (23 * SCALE, Outcome::Exact));
    // The discontinued total beside the continuing one (Liberty Global's shape) is another
    // breakdown of the net change, not a part beside the three activities: 100 - 50 - 20 = 30
    // (with it, 25).
    let mut facts = flows(total, 100);
    facts.retain(|f| {
        !f.tag.contains("DiscontinuedOperations") && f.tag != "CashAndCashEquivalentsPeriodIncreaseDecrease"
    });
    facts.push(ytd("NetCashProvidedByUsedInContinuingOperations", 35));
    facts.push(ytd("NetCashProvidedByUsedInDiscontinuedOperations", -5));
    facts.push(ytd("CashAndCashEquivalentsPeriodIncreaseDecrease", 30));
    let beside = vec![
        line("CF", total, 10),
        line("CF", "NetCashProvidedByUsedInInvestingActivities", 20),
        line("CF", "NetCashProvidedByUsedInFinancingActivities", 30),
        line("CF", "NetCashProvidedByUsedInContinuingOperations", 31),
        line("CF", "NetCashProvidedByUsedInDiscontinuedOperations", 32),
        line("CF", "CashAndCashEquivalentsPeriodIncreaseDecrease", 33),
    ];
    let s = standardize(rules(), &input("10-Q", facts, beside)).unwrap();
    let cf1 = check(&s, "CF1").unwrap();
    assert_eq!((cf1.sum, cf1.outcome), (30 * SCALE, Outcome::Exact));
}

#[test]
fn the_currency_effect_is_in_the_continuing_and_discontinued_totals_it_is_presented_above() {
    let ytd = |tag: &str, value: i128| fact(tag, 3, value);
    let facts = vec![
        ytd("NetCashProvidedByUsedInOperatingActivitiesContinuingOperations", 100),
        ytd("NetCashProvidedByUsedInInvestingActivitiesContinuingOperations", -50),
        ytd("NetCashProvidedByUsedInFinancingActivitiesContinuingOperations", -20),
        ytd("EffectOfExchangeRateOnCashAndCashEquivalentsContinuingOperations", 4),
        ytd("NetCashProvidedByUsedInContinuingOperations", 34),
        ytd("CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations", -7),
        ytd("EffectOfExchangeRateOnCashAndCashEquivalentsDiscontinuedOperations", -1),
        ytd("NetCashProvidedByUsedInDiscontinuedOperations", -8),
    ];
    let lines = |fx: i32, fx_discontinued: i32| {
        vec![
            line("CF", "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations", 10),
            line("CF", "NetCashProvidedByUsedInInvestingActivitiesContinuingOperations", 20),
            line("CF", "NetCashProvidedByUsedInFinancingActivitiesContinuingOperations", 30),
            line("CF", "EffectOfExchangeRateOnCashAndCashEquivalentsContinuingOperations", fx),
            line("CF", "NetCashProvidedByUsedInContinuingOperations", 32),
            line("CF", "CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations", 33),
            line("CF", "EffectOfExchangeRateOnCashAndCashEquivalentsDiscontinuedOperations", fx_discontinued),
            line("CF", "NetCashProvidedByUsedInDiscontinuedOperations", 35),
        ]
    };
    // Harley-Davidson's shape: each currency effect above the total it is in.
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(31, 34))).unwrap();
    for (id, sum) in [("CF2", 34), ("CF3", -8)] {
        let c = check(&s, id).unwrap();
        assert_eq!((c.sum, c.outcome, c.counted), (sum * SCALE, Outcome::Exact, true), "{id}");
    }
    // Presented below the totals, they are not in them.
    let s = standardize(rules(), &input("10-Q", facts, lines(40, 41))).unwrap();
    assert_eq!(check(&s, "CF2").unwrap().sum, 30 * SCALE);
    assert_eq!(check(&s, "CF3").unwrap().sum, -7 * SCALE);
}

#[test]
fn an_impairment_or_restructuring_between_the_costs_and_operating_income_is_a_cost() {
    // Revenues 1,000, costs and expenses 700, a goodwill impairment of 50 presented below their
    // total, operating income 250 (Safeway's, Transocean's shape).
    let facts = vec![
        fact("Revenues", 1, 1_000),
        fact("CostsAndExpenses", 1, 700),
        fact("GoodwillImpairmentLoss", 1, 50),
        fact("OperatingIncomeLoss", 1, 250),
    ];
    let lines = |impairment: i32| {
        vec![
            line("IS", "Revenues", 1),
            line("IS", "CostsAndExpenses", 5),
            line("IS", "GoodwillImpairmentLoss", impairment),
            line("IS", "OperatingIncomeLoss", 7),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(6))).unwrap();
    let is3 = check(&s, "IS3").unwrap();
    assert_eq!((is3.sum, is3.outcome, is3.counted), (250 * SCALE, Outcome::Exact, true));
    assert_eq!(at(&s, "ImpairmentCharges").unwrap().value, 50 * SCALE);
    // Presented above the costs' total, it is one of its parts.
    let s = standardize(rules(), &input("10-Q", facts, lines(4))).unwrap();
    assert_eq!(check(&s, "IS3").unwrap().sum, 300 * SCALE);

    // A multi-step statement (IS2): gross profit 600, operating expenses 300, restructuring 40
    // and a goodwill impairment 60 below them: 600 - 300 - 40 - 60 = 200.
    let facts = vec![
        fact("GrossProfit", 1, 600),
        fact("OperatingExpenses", 1, 300),
        fact("RestructuringCharges", 1, 40),
        fact("GoodwillImpairmentLoss", 1, 60),
        fact("OperatingIncomeLoss", 1, 200),
    ];
    let lines = |impairment: i32, restructuring: i32| {
        vec![
            line("IS", "GrossProfit", 3),
            line("IS", "OperatingExpenses", 6),
            line("IS", "GoodwillImpairmentLoss", impairment),
            line("IS", "RestructuringCharges", restructuring),
            line("IS", "OperatingIncomeLoss", 9),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(10, 7))).unwrap();
    assert_eq!(check(&s, "IS2").unwrap().sum, 260 * SCALE, "presented below operating income, it is not in it");
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(8, 7))).unwrap();
    assert_eq!(check(&s, "IS2").unwrap().sum, 200 * SCALE, "below the restructuring, both are costs");
    // Above the restructuring line below the costs' total, it is that line's part (a total of
    // restructuring and impairments): counted once, in it: 600 - 300 - 40.
    let s = standardize(rules(), &input("10-Q", facts, lines(7, 8))).unwrap();
    assert_eq!(check(&s, "IS2").unwrap().sum, 260 * SCALE);
}

#[test]
fn excise_taxes_between_the_cost_of_revenue_and_gross_profit_are_subtracted_with_it() {
    let facts = vec![
        fact("SalesRevenueNet", 1, 1_000),
        fact("CostOfGoodsSold", 1, 300),
        fact("ExciseAndSalesTaxes", 1, 200),
        fact("GrossProfit", 1, 500),
    ];
    let order = |excise: i32| {
        vec![
            line("IS", "SalesRevenueNet", 3),
            line("IS", "CostOfGoodsSold", 5),
            line("IS", "ExciseAndSalesTaxes", excise),
            line("IS", "GrossProfit", 7),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), order(6))).unwrap();
    let c = check(&s, "IS1").unwrap();
    assert_eq!((c.sum, c.outcome, c.counted), (500 * SCALE, Outcome::Exact, true));
    // Above the cost of revenue it is not read as a line of its own (it would be a part).
    let s = standardize(rules(), &input("10-Q", facts.clone(), order(4))).unwrap();
    assert_eq!(check(&s, "IS1").unwrap().sum, 700 * SCALE);
    // Without a gross profit line it is not subtracted: a derived gross profit is revenue less cost.
    let s = standardize(rules(), &input("10-Q", facts[..3].to_vec(), order(6)[..3].to_vec())).unwrap();
    assert_eq!(at(&s, "GrossProfit").unwrap().value, 700 * SCALE);
    assert!(parse("version x\nconcept A bs instant amount all : Assets\nrelation R A = A?~apart A\n").is_err());
}

#[test]
fn a_concepts_own_total_filed_anywhere_is_taken_before_a_presented_subtotal() {
    // Morgan Stanley's shape: the balance sheet presents cash and due from banks; the filing
    // reports its cash and cash equivalents elsewhere (a note, the cash-flow statement).
    let mut facts = balance();
    facts.push(fact("CashAndDueFromBanks", 0, 9_184));
    facts.push(fact("CashAndCashEquivalentsAtCarryingValue", 0, 35_006));
    let lines = vec![line("BS", "CashAndDueFromBanks", 1), line("BS", "Assets", 9)];
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines.clone())).unwrap();
    let cash = at(&s, "CashAndCashEquivalents").unwrap();
    assert_eq!(cash.value, 35_006 * SCALE);
    assert!(matches!(&cash.origin, Origin::Filed { tag, .. } if tag == "CashAndCashEquivalentsAtCarryingValue"));
    // Without the total, the presented element stands for the concept, as before.
    facts.retain(|f| f.tag != "CashAndCashEquivalentsAtCarryingValue");
    let s = standardize(rules(), &input("10-Q", facts, lines)).unwrap();
    assert_eq!(at(&s, "CashAndCashEquivalents").unwrap().value, 9_184 * SCALE);
    // Boeing's: the income statement presents the parent's net income, `ProfitLoss` is on the
    // equity statement only.
    let facts = vec![fact("NetIncomeLoss", 1, 1_312), fact("ProfitLoss", 1, 1_314)];
    let lines = vec![line("IS", "NetIncomeLoss", 20)];
    let s = standardize(rules(), &input("10-Q", facts, lines)).unwrap();
    assert_eq!(at(&s, "NetIncomeLoss").unwrap().value, 1_314 * SCALE);
    assert_eq!(at(&s, "NetIncomeAttributableToParent").unwrap().value, 1_312 * SCALE);
}

#[test]
fn an_own_total_after_another_element_is_refused() {
    let e = parse("version x\nconcept A bs instant amount all : Cash ; Assets!\n").unwrap_err();
    assert!(e.contains("Assets: a concept's own total (`!`) comes before its other elements"), "{e}");
    let r = parse("version x\nconcept A bs instant amount all : Assets! ; Cash\n").unwrap();
    assert_eq!(
        r.concepts[0].elements.iter().map(|e| (e.tag.as_str(), e.own)).collect::<Vec<_>>(),
        [("Assets", true), ("Cash", false)]
    );
}

/// Caterpillar's 10-Q of 2009q3 files its cost of goods sold, SG&A and R&D below zero; Apache its
/// capital expenditure: each is the filer's sign, turned to the concept's convention with the
/// filed value kept; a concept of either sign (a loss) is as filed (its own figures decide no sign
/// here).
#[test]
fn a_value_filed_against_its_concepts_sign_is_turned_and_says_so() {
    let mut facts = balance();
    facts.extend([
        fact("Revenues", 1, 7_975),
        fact("CostOfGoodsSold", 1, -5_752),
        fact("GrossProfit", 1, 2_223),
        fact("PaymentsToAcquirePropertyPlantAndEquipment", 3, -181),
        fact("NetIncomeLoss", 1, -371),
    ]);
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    let cost = at(&s, "CostOfRevenue").unwrap();
    assert_eq!((cost.value, cost.filed()), (5_752 * SCALE, Some(-5_752 * SCALE)));
    assert!(cost.turned());
    assert_eq!(
        cost.caution("CostOfRevenue").as_deref(),
        Some("sign turned: filed as -5752, and CostOfRevenue is positive by convention")
    );
    // The relation sees the convention: gross profit is revenue less the cost.
    let c = check(&s, "IS1").unwrap();
    assert!(c.counted && c.outcome == Outcome::Exact, "{c:?}");
    let capex = at(&s, "CapitalExpenditure").unwrap();
    assert_eq!((capex.value, capex.turned()), (181 * SCALE, true));
    // A loss is a loss: net income takes either sign.
    let net = at(&s, "NetIncomeLoss").unwrap();
    assert_eq!((net.value, net.turned(), net.caution("NetIncomeLoss")), (-371 * SCALE, false, None));
    // A positive value is as filed, with nothing to say.
    let assets = at(&s, "Assets").unwrap();
    assert_eq!((assets.turned(), assets.caution("Assets")), (false, None));
}

/// Income tax filed as a benefit of 43 between income before tax (129) and after it (86), which
/// show an expense (CenterPoint's figures in its 10-Q of 2009q3); the noncontrolling interests'
/// income filed below zero where the net income and the parent's show it above (Loews'). The
/// filing's own figures decide the sign: turned, said so, the relation not counted — and only
/// there.
#[test]
fn a_sign_the_filings_own_figures_decide_is_turned_and_that_relation_not_counted() {
    let concept = |name: &str| rules().concept(name).unwrap();
    let income = |before: i128, tax: i128, after: i128| {
        let mut facts = balance();
        facts.extend([
            fact(
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
                1,
                before,
            ),
            fact("IncomeTaxExpenseBenefit", 1, tax),
            fact("IncomeLossFromContinuingOperations", 1, after),
        ]);
        facts
    };
    let s = standardize(rules(), &input("10-Q", income(129, -43, 86), vec![])).unwrap();
    let tax = at(&s, "IncomeTaxExpenseBenefit").unwrap();
    assert_eq!((tax.value, tax.filed()), (43 * SCALE, Some(-43 * SCALE)));
    assert_eq!(tax.turn(), Some(&Turn::Totals { relation: "IS6".into() }));
    assert_eq!(
        tax.caution("IncomeTaxExpenseBenefit").as_deref(),
        Some("sign turned: filed as -43, and the filing's own figures of IS6 hold only so")
    );
    let c = check(&s, "IS6").unwrap();
    assert!(!c.counted && c.outcome == Outcome::Exact && c.class.is_none(), "{c:?}");
    let mut report = Report::new(rules(), vec![]);
    report.add(rules(), &input("10-Q", vec![], vec![]).subject, &s);
    let is6 = report.relations.iter().find(|r| r.id == "IS6").unwrap();
    assert_eq!((is6.evaluated, is6.counted, is6.signs_turned), (1, 0, 1));
    // A benefit the figures show is as filed; figures that fail either way turn nothing.
    for (facts, outcome) in [(income(129, -43, 172), Outcome::Exact), (income(129, -43, 99), Outcome::Fails)] {
        let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
        assert!(!at(&s, "IncomeTaxExpenseBenefit").unwrap().turned());
        let c = check(&s, "IS6").unwrap();
        assert!(c.counted && c.outcome == outcome, "{c:?}");
    }

    // Income before tax solved (IS5) from the filer's figure before equity-method income decides
    // too: the values are solved first, and solved again from the sign turned.
    let mut solved = income(129, -43, 86);
    let at_pretax = solved.len() - 3;
    solved[at_pretax] = fact(
        "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
        1,
        129,
    );
    let s = standardize(rules(), &input("10-Q", solved, vec![])).unwrap();
    assert!(matches!(at(&s, "IncomeLossFromContinuingOperationsBeforeTax").unwrap().origin, Origin::Derived { .. }));
    assert_eq!(at(&s, "IncomeTaxExpenseBenefit").unwrap().value, 43 * SCALE);
    assert!(!check(&s, "IS6").unwrap().counted);
    // One fact read for two concepts (the noncontrolling interests' income on the income
    // statement and in comprehensive income) is turned for both.
    let nci = |profit: i128, parent: i128, nci: i128, continuing: i128| {
        vec![
            fact("ProfitLoss", 1, profit),
            fact("NetIncomeLoss", 1, parent),
            fact("NetIncomeLossAttributableToNoncontrollingInterest", 1, nci),
            fact(
                "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest",
                1,
                continuing,
            ),
        ]
    };
    let s = standardize(rules(), &input("10-Q", nci(559, 340, -219, 559), vec![])).unwrap();
    for name in [
        "NetIncomeAttributableToNoncontrollingInterest",
        "NetIncomeAttributableToNoncontrollingInterestInComprehensiveIncome",
    ] {
        let v = at(&s, name).unwrap();
        assert_eq!((v.value, v.turn()), (219 * SCALE, Some(&Turn::Totals { relation: "IS8".into() })), "{name}");
    }
    assert!(!check(&s, "IS8").unwrap().counted);
    // Never the total: the filer's own net income of -100 stays, though IS8 would hold with 100
    // (and income from continuing operations, solved from it by IS7, would follow).
    let mut total = nci(-100, 60, 40, 0);
    total.pop();
    let s = standardize(rules(), &input("10-Q", total, vec![])).unwrap();
    assert!(!at(&s, "NetIncomeLoss").unwrap().turned());
    let c = check(&s, "IS8").unwrap();
    assert!(c.counted && c.outcome == Outcome::Fails, "{c:?}");
    assert_eq!(c.class, Some(Class::FilerSign { concept: rules().concept("NetIncomeLoss").unwrap() }));
    // Not where the turn would make a relation that holds fail: the parent's -60 would make IS8
    // hold as 60, but the common's income, -70 after preferred dividends of 10, holds with it (IS9).
    let mut parent = nci(100, -60, 40, 100);
    parent.extend([
        fact("PreferredStockDividendsAndOtherAdjustments", 1, 10),
        fact("NetIncomeLossAvailableToCommonStockholdersBasic", 1, -70),
    ]);
    let s = standardize(rules(), &input("10-Q", parent, vec![])).unwrap();
    assert!(s.values.iter().flatten().all(|v| !v.turned()));
    assert_eq!(check(&s, "IS9").unwrap().outcome, Outcome::Exact);
    assert_eq!(check(&s, "IS8").unwrap().outcome, Outcome::Fails);
    // What was solved from the turned fact is solved again from it: the parent's -60 turned by
    // IS8, the preferred dividends solved (IS9) from it and the common's income of 50 are 10.
    let mut again = nci(100, -60, 40, 100);
    again.push(fact("NetIncomeLossAvailableToCommonStockholdersBasic", 1, 50));
    let s = standardize(rules(), &input("10-Q", again, vec![])).unwrap();
    assert_eq!(at(&s, "NetIncomeAttributableToParent").unwrap().value, 60 * SCALE);
    let dividends = at(&s, "PreferredStockDividendsAndOtherAdjustments").unwrap();
    assert_eq!(dividends.value, 10 * SCALE);
    assert!(
        matches!(&dividends.origin, Origin::Derived { inputs, .. } if inputs.contains(&(concept("NetIncomeAttributableToParent"), 60 * SCALE)))
    );
    // Nor where a fact a derived operand was solved from would do as well: income tax of -20 or
    // equity-method income of 20 (which income before tax, 120, is solved from by IS5) turned,
    // income after tax of 100 holds either way; which is the filer's sign is not shown.
    let lines = vec![
        line(
            "IS",
            "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
            1,
        ),
        line("IS", "IncomeLossFromEquityMethodInvestments", 2),
        line("IS", "IncomeTaxExpenseBenefit", 3),
        line("IS", "IncomeLossFromContinuingOperations", 4),
    ];
    let facts = vec![
        fact(
            "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
            1,
            100,
        ),
        fact("IncomeLossFromEquityMethodInvestments", 1, 20),
        fact("IncomeTaxExpenseBenefit", 1, -20),
        fact("IncomeLossFromContinuingOperations", 1, 100),
    ];
    let s = standardize(rules(), &input("10-Q", facts, lines)).unwrap();
    assert_eq!(at(&s, "IncomeLossFromContinuingOperationsBeforeTax").unwrap().value, 120 * SCALE);
    assert!(s.values.iter().flatten().all(|v| !v.turned()));
    assert_eq!(check(&s, "IS6").unwrap().outcome, Outcome::Fails);
    // Nor an amount within the rounding unit, no evidence of a sign: discontinued operations of
    // -1 million in a filing of millions, 2 million short (Progress Energy's 10-Q of 2010q2).
    let millions = vec![
        fact("IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest", 1, 189_000_000),
        fact("IncomeLossFromDiscontinuedOperationsNetOfTax", 1, -1_000_000),
        fact("ProfitLoss", 1, 190_000_000),
    ];
    let s = standardize(rules(), &input("10-Q", millions, vec![])).unwrap();
    assert_eq!(s.unit, Some(1_000_000 * SCALE));
    assert!(!at(&s, "IncomeLossFromDiscontinuedOperations").unwrap().turned());
    assert_eq!(check(&s, "IS7").unwrap().outcome, Outcome::Fails);
    // Nor where either of two operands would do: which one is the filer's sign is not shown.
    let facts = vec![
        fact("IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest", 1, 100),
        fact("IncomeLossFromDiscontinuedOperationsNetOfTax", 1, 10),
        fact("ExtraordinaryItemNetOfTax", 1, 10),
        fact("ProfitLoss", 1, 100),
    ];
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    assert!(s.values.iter().flatten().all(|v| !v.turned()));
    let c = check(&s, "IS7").unwrap();
    assert!(c.counted && c.outcome == Outcome::Fails, "{c:?}");
}

#[test]
fn the_rules_mark_costs_payments_and_totals_positive_and_leave_income_and_flows_of_either_sign() {
    let r = rules();
    let positive = |name: &str| r.concepts[r.concept(name).unwrap()].positive;
    for name in ["Assets", "LiabilitiesAndEquity", "CostOfRevenue", "CapitalExpenditure", "DividendsPaid"] {
        assert!(positive(name), "{name}");
    }
    for name in ["Revenues", "NetIncomeLoss", "Equity", "IncomeTaxExpenseBenefit", "NetCashFlow"] {
        assert!(!positive(name), "{name}");
    }
    assert!(
        parse("version x\nconcept A bs instant amount all : Assets\npositive A A\n").unwrap_err().contains("twice")
    );
    assert!(parse("version x\npositive B\n").unwrap_err().contains("no concept B"));
}

/// A failing relation is classed by what the filing's own figures show, in order: an operand's
/// sign, its scale, a term the total leaves out, an element outside the relation; else unexplained.
#[test]
fn a_failing_relation_is_classed_by_what_the_filing_shows() {
    let class_of = |facts: Vec<NumberRow>, id: &str| {
        let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
        let c = check(&s, id).unwrap().clone();
        assert_eq!(c.outcome, Outcome::Fails, "{c:?}");
        c.class.unwrap()
    };
    let concept = |name: &str| rules().concept(name).unwrap();
    let income = |tax: i128| {
        vec![
            fact("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 1, 400),
            fact("IncomeTaxExpenseBenefit", 1, tax),
            fact("IncomeLossFromContinuingOperations", 1, 480),
        ]
    };
    // Discontinued operations of 10 filed as a loss beside an extraordinary gain of 10: with the
    // other sign, IS7 holds (either would do, so the filing's own figures turn neither).
    let net = vec![
        fact("IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest", 1, 100),
        fact("IncomeLossFromDiscontinuedOperationsNetOfTax", 1, 10),
        fact("ExtraordinaryItemNetOfTax", 1, 10),
        fact("ProfitLoss", 1, 100),
    ];
    assert_eq!(class_of(net, "IS7"), Class::FilerSign { concept: concept("IncomeLossFromDiscontinuedOperations") });
    // Tax filed in thousands among units: a thousand times smaller, it holds (400 - 80 = 320).
    let mut scaled = income(80_000);
    scaled[2] = fact("IncomeLossFromContinuingOperations", 1, 320);
    assert_eq!(class_of(scaled, "IS6"), Class::FilerScale { concept: concept("IncomeTaxExpenseBenefit"), power: -3 });
    // Liabilities and equity less the noncontrolling interest the filing reports outside the rules.
    let mut balance = balance();
    balance.retain(|f| f.tag != "LiabilitiesAndStockholdersEquity" && f.tag != "Assets");
    balance.extend([
        fact("Assets", 0, 100_000),
        fact("LiabilitiesAndStockholdersEquity", 0, 100_000),
        fact("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", 0, 37_000),
        fact("MinorityInterestInPreferredUnitHolders", 0, 3_000),
    ]);
    assert_eq!(
        class_of(balance, "BS4"),
        Class::OutsideElement { tag: "MinorityInterestInPreferredUnitHolders".into(), value: 3_000 * SCALE }
    );
    // Nothing the filing shows explains it.
    let mut nothing = income(80);
    nothing[2] = fact("IncomeLossFromContinuingOperations", 1, 333);
    assert_eq!(class_of(nothing, "IS6"), Class::Unexplained);
    assert!(Class::FilerSign { concept: 0 }.filer_error() && !Class::Unexplained.filer_error());
}

#[test]
fn the_amounts_outside_the_rules_are_kept_whole_in_one_text() {
    let mut o = Others::default();
    o.add("OtherAssets", "us-gaap/2009", 0, "USD", 5_0000);
    o.add("Shares", "us-gaap/2009", 0, "shares", 7);
    o.add("Zero", "us-gaap/2009", 0, "USD", 0);
    o.add("EarningsPerShareBasic", "us-gaap/2009", 1, "USD", 1);
    o.add("X", "0000000001-09-000001", 1, "JPY", -3);
    o.add("OtherLiabilities", "us-gaap/2009", 4, "USD", 12);
    let all: Vec<_> = o.iter().collect();
    assert_eq!(all, [("OtherAssets", 0, "USD", 50_000), ("X", 1, "JPY", -3), ("OtherLiabilities", 4, "USD", 12)]);
    // Each with its taxonomy version, to be cited by.
    let cited: Vec<_> = o.cited().map(|(tag, version, ..)| (tag, version)).collect();
    assert_eq!(
        cited,
        [("OtherAssets", "us-gaap/2009"), ("X", "0000000001-09-000001"), ("OtherLiabilities", "us-gaap/2009")]
    );
}

/// A filing's rounding powers, unit by unit in the order first met, whatever the number of units:
/// each number finds its unit by name (a filing of 50,000 units is read in the time of its
/// numbers, not of their product).
#[test]
fn rounding_powers_are_counted_per_unit_in_the_order_met() {
    let mut p = Powers::default();
    p.add("Revenues", "USD", 1_000_000 * SCALE);
    p.add("Revenues", "EUR", 1_230 * SCALE);
    p.add("Assets", "USD", 2_500_000 * SCALE);
    p.add("Assets", "USD", 0);
    p.add("EarningsPerShareBasic", "USD", 12_300);
    p.add("SharesOutstanding", "shares", 1_000 * SCALE);
    assert_eq!(p.clone().into_vec(), [("USD".to_string(), Some(9), 3), ("EUR".to_string(), Some(5), 1)]);
    for u in 0..50_000 {
        p.add("Revenues", &format!("U{u}"), 7 * SCALE);
    }
    let all = p.into_vec();
    assert_eq!(all.len(), 50_002);
    assert_eq!(all[50_001], ("U49999".to_string(), Some(4), 1));
}

/// A filing's rounding unit is the power of ten nine in ten of its amounts are rounded to: a
/// filing in thousands with a stray exact amount (Helmerich & Payne's tax of 34,911,111 among
/// thousands) is still in thousands; one with more of them is exact.
#[test]
fn the_rounding_unit_is_that_of_nine_in_ten_of_the_amounts() {
    let power = |thousands: i128, exact: i128| {
        let mut p = Powers::default();
        for i in 0..thousands {
            p.add("Revenues", "USD", (i + 1) * 1_000 * SCALE);
        }
        for i in 0..exact {
            p.add("Revenues", "USD", (i + 1) * 1_001 * SCALE);
        }
        p.into_vec()[0].1
    };
    assert_eq!(power(9, 1), Some(7), "nine in ten in thousands (ten-thousandths: 10^7)");
    assert_eq!(power(100, 0), Some(7));
    assert_eq!(power(8, 2), Some(4), "two in ten exact: exact");
    assert_eq!(power(0, 3), Some(4));
    // An IS6 that fails only by a stray figure's dollars holds within the unit.
    let mut facts = vec![
        fact(
            "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
            1,
            98_146_000,
        ),
        fact("IncomeTaxExpenseBenefit", 1, 34_911_111),
        fact("IncomeLossFromContinuingOperations", 1, 63_235_000),
    ];
    facts.extend((1..=20).map(|i| fact("OtherAssets", 0, i * 1_000)));
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    assert_eq!(s.unit, Some(1_000 * SCALE));
    assert_eq!(check(&s, "IS6").unwrap().outcome, Outcome::Rounding);
}

/// A filed operand scaled to within the rounding unit is no evidence of the filer's scale: that
/// is the operand left out (a subtotal tagged as the total), which the next class says.
#[test]
fn a_scale_that_leaves_less_than_the_rounding_unit_is_no_scale() {
    let mut facts = vec![
        fact("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 1, 400_000),
        fact("IncomeTaxExpenseBenefit", 1, 8_000),
        fact("IncomeLossFromContinuingOperations", 1, 400_000),
    ];
    facts.extend((1..=20).map(|i| fact("OtherAssets", 0, i * 1_000)));
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    let is6 = check(&s, "IS6").unwrap();
    assert_eq!((s.unit, is6.outcome), (Some(1_000 * SCALE), Outcome::Fails));
    // A thousand times smaller the tax is 8, within the unit of 1,000: the difference is the tax.
    let tax = rules().concept("IncomeTaxExpenseBenefit").unwrap();
    assert_eq!(is6.class, Some(Class::SubtotalAsTotal { concept: tax }));
}

/// `OperatingCostsAndExpenses` is the costs' total only where it is presented right above
/// operating income (Sprint's, FedEx's); as the first of several cost lines (Apollo's
/// instructional costs, Tim Hortons' operating expenses) it is one of them, and the total is left
/// to the filer's own element.
#[test]
fn a_costs_total_is_presented_right_above_operating_income() {
    let facts = vec![
        fact("Revenues", 1, 1_000),
        fact("OperatingCostsAndExpenses", 1, 400),
        fact("GeneralAndAdministrativeExpense", 1, 300),
        fact("OperatingIncomeLoss", 1, 300),
    ];
    let lines = |costs: i32, other: i32| {
        vec![
            line("IS", "Revenues", 1),
            line("IS", "OperatingCostsAndExpenses", costs),
            line("IS", "GeneralAndAdministrativeExpense", other),
            line("IS", "OperatingIncomeLoss", 6),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(3, 4))).unwrap();
    assert!(at(&s, "CostsAndExpenses").is_none(), "a part: not the total");
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(5, 2))).unwrap();
    assert_eq!(at(&s, "CostsAndExpenses").unwrap().value, 400 * SCALE);
    // Without a presentation (EDGAR's companyfacts, derived quarters) it is read as before.
    let s = standardize(rules(), &input("10-Q", facts.clone(), vec![])).unwrap();
    assert_eq!(at(&s, "CostsAndExpenses").unwrap().value, 400 * SCALE);
    // Below a gross profit it is the operating expenses' total (IS2), not all the costs (IS3).
    let mut multi = facts;
    multi.push(fact("GrossProfit", 1, 700));
    let mut presented = lines(5, 4);
    presented.push(line("IS", "GrossProfit", 3));
    let s = standardize(rules(), &input("10-Q", multi, presented)).unwrap();
    assert!(at(&s, "CostsAndExpenses").is_none());
    assert_eq!(at(&s, "OperatingExpenses").unwrap().value, 400 * SCALE);
}

/// The line right below the net change in cash reconciles it to the balance (Xcel's and RRI's
/// change in the cash their discontinued operations hold): not their cash flows. Elsewhere (a
/// memo of the discontinued flows below the statement, Fiserv's) it is.
#[test]
fn the_line_right_below_the_net_change_in_cash_is_not_a_flow() {
    let ytd = |tag: &str, value: i128| fact(tag, 3, value);
    let facts = vec![
        ytd("NetCashProvidedByUsedInOperatingActivities", 100),
        ytd("NetCashProvidedByUsedInInvestingActivities", -50),
        ytd("NetCashProvidedByUsedInFinancingActivities", -20),
        ytd("CashAndCashEquivalentsPeriodIncreaseDecrease", 30),
        ytd("NetCashProvidedByUsedInDiscontinuedOperations", -1),
    ];
    let lines = |discontinued: i32| {
        vec![
            line("CF", "NetCashProvidedByUsedInOperatingActivities", 10),
            line("CF", "NetCashProvidedByUsedInInvestingActivities", 20),
            line("CF", "NetCashProvidedByUsedInFinancingActivities", 30),
            line("CF", "CashAndCashEquivalentsPeriodIncreaseDecrease", 32),
            line("CF", "NetCashProvidedByUsedInDiscontinuedOperations", discontinued),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(33))).unwrap();
    assert!(at(&s, "NetCashFlowsDiscontinued").is_none());
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(40))).unwrap();
    assert_eq!(at(&s, "NetCashFlowsDiscontinued").unwrap().value, -SCALE);
    // Without a presentation it is read.
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    assert_eq!(at(&s, "NetCashFlowsDiscontinued").unwrap().value, -SCALE);
}

/// Where the filing reports its equity with and without the noncontrolling interest but no
/// element of the interest (Boston Properties' parts, Xerox's own element), the interest is
/// their difference (BS5); where it reports only the parent's, nothing is made up.
#[test]
fn the_noncontrolling_interest_is_solved_from_the_two_equities() {
    // Liabilities 60,000, the parent's equity 40,000, the equity with the interest 46,258: the
    // interest (filed under elements the rules do not read) is 6,258.
    let mut facts = balance();
    facts.retain(|f| f.tag != "Assets" && f.tag != "LiabilitiesAndStockholdersEquity");
    facts.push(fact("Assets", 0, 106_258));
    facts.push(fact("LiabilitiesAndStockholdersEquity", 0, 106_258));
    facts.push(fact("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", 0, 46_258));
    let s = standardize(rules(), &input("10-Q", facts, vec![])).unwrap();
    assert_eq!(check(&s, "BS4").unwrap().outcome, Outcome::Exact);
    let nci = at(&s, "EquityAttributableToNoncontrollingInterest").unwrap();
    assert_eq!(nci.value, 6_258 * SCALE);
    assert!(matches!(&nci.origin, Origin::Derived { .. }), "{nci:?}");
    assert!(!check(&s, "BS5").unwrap().counted);
    let s = standardize(rules(), &input("10-Q", balance(), vec![])).unwrap();
    assert!(at(&s, "EquityAttributableToNoncontrollingInterest").is_none());
    assert_eq!(at(&s, "Equity").unwrap().value, 40_000 * SCALE);
}

/// Discontinued operations under the filer's own element so named (Public Storage's
/// `DiscontinuedOperations`, Thermo Fisher's `DiscontinuedOperationGainLossOnDisposalNetOfTax`),
/// presented between income from continuing operations and net income, are read there, cited as
/// the fact they are; IS7 counts, a check of the reading. Not a us-gaap element so named, nor two
/// lines so named, one shown negated, one elsewhere; a rules' element filed stands; and a value so
/// read is never turned by the relation it is read for.
#[test]
fn discontinued_operations_under_the_filers_own_element_so_named_are_read_in_place() {
    let mine = |tag: &str, value: i128| NumberRow { version: "0000000001-09-000001".into(), ..fact(tag, 1, value) };
    let make = |between: Vec<(NumberRow, bool)>, net: i128| {
        let continuing = net + 100 + if net % 10 == 0 { 0 } else { 37 };
        let mut facts = vec![fact("IncomeLossFromContinuingOperations", 1, continuing), fact("NetIncomeLoss", 1, net)];
        let mut lines = vec![line("IS", "IncomeLossFromContinuingOperations", 10)];
        for (n, (f, negating)) in between.into_iter().enumerate() {
            lines.push(Line { negating, ..line("IS", &f.tag, 11 + n as i32) });
            facts.push(f);
        }
        lines.push(line("IS", "NetIncomeLoss", 20));
        standardize(rules(), &input("10-Q", facts, lines)).unwrap()
    };
    let discontinued = |s: &Standardized| at(s, "IncomeLossFromDiscontinuedOperations").cloned();
    let is7 = |s: &Standardized| check(s, "IS7").map(|c| (c.counted, c.outcome));
    let s = make(vec![(mine("DiscontinuedOperations", -100), false)], 800);
    let d = discontinued(&s).unwrap();
    assert_eq!((d.value, d.qtrs), (-100 * SCALE, 1));
    assert_eq!(
        d.origin,
        Origin::Filed { tag: "DiscontinuedOperations".into(), version: "0000000001-09-000001".into(), turned: None }
    );
    assert_eq!(is7(&s), Some((true, Outcome::Exact)));
    // The name in any case, beside a line of an element the rules read (a gain on a sale, IS7's
    // own term).
    let gain = fact("GainLossOnSaleOfPropertyPlantEquipment", 1, 50);
    let s = make(vec![(gain, false), (mine("Lossfromdiscontinuedoperation", -150), false)], 800);
    assert_eq!(discontinued(&s).map(|d| d.value), Some(-150 * SCALE));
    // Not read: a us-gaap element so named (a pre-tax figure the rules do not read), two lines so
    // named, one beside another line of an element the rules do not read (its own impairment, a
    // tax: which is the whole is unknown), a line shown negated; IS7 then fails, counted.
    let usgaap = fact("DiscontinuedOperationIncomeLossFromDiscontinuedOperationBeforeIncomeTax", 1, -100);
    for between in [
        vec![(usgaap, false)],
        vec![(mine("DiscontinuedOperationsIncome", -60), false), (mine("DiscontinuedOperationsGain", -40), false)],
        vec![(mine("DiscontinuedOperations", -60), false), (mine("ImpairmentOfHeldForSale", -40), false)],
        vec![(mine("DiscontinuedOperations", 100), true)],
    ] {
        let s = make(between, 800);
        assert_eq!(discontinued(&s), None);
        assert_eq!(is7(&s).map(|(counted, outcome)| (counted, outcome == Outcome::Exact)), Some((true, false)));
    }
    // A line so named below net income is not between the two.
    let mut below = input(
        "10-Q",
        vec![
            fact("IncomeLossFromContinuingOperations", 1, 900),
            fact("NetIncomeLoss", 1, 800),
            mine("DiscontinuedOperations", -100),
        ],
        vec![
            line("IS", "IncomeLossFromContinuingOperations", 10),
            line("IS", "NetIncomeLoss", 11),
            line("IS", "DiscontinuedOperations", 12),
        ],
    );
    assert_eq!(discontinued(&standardize(rules(), &below).unwrap()), None);
    // A rules' element filed stands, presented or not.
    below.facts.push(fact("IncomeLossFromDiscontinuedOperationsNetOfTax", 1, -100));
    let d = discontinued(&standardize(rules(), &below).unwrap()).unwrap();
    assert!(matches!(&d.origin, Origin::Filed { tag, .. } if tag == "IncomeLossFromDiscontinuedOperationsNetOfTax"));
    // Read so, its sign is not turned by IS7, which holds only with the other sign (amounts beyond
    // a rounding unit of 1: continuing 938, net income 801, discontinued 137): it fails.
    let s = make(vec![(mine("DiscontinuedOperations", 137), false)], 801);
    let d = discontinued(&s).unwrap();
    assert_eq!((d.value, d.turned()), (137 * SCALE, false));
    assert_eq!(is7(&s).map(|(counted, outcome)| (counted, outcome == Outcome::Exact)), Some((true, false)));
    // The us-gaap element's fact, filed with the sign against the figures, is turned (fac-finq-14,
    // amounts beyond a rounding unit of 1: continuing 938, net income 801, discontinued −137
    // filed as 137): the reading in place does not stand in the way where nothing was read so.
    let s = make(vec![(fact("IncomeLossFromDiscontinuedOperationsNetOfTax", 1, 137), false)], 801);
    let d = discontinued(&s).unwrap();
    assert_eq!((d.value, d.turned()), (-137 * SCALE, true));
    assert_eq!(check(&s, "IS7").map(|c| c.counted), Some(false));
}

/// A gain on a sale presented below the nonoperating lines and above the tax is in income before
/// tax (IS4: McDonald's gain on the sale of an investment); one presented below the tax, in
/// income from continuing operations (IS6: Equity Residential's sales of unconsolidated
/// entities).
#[test]
fn gains_on_sales_count_where_they_are_presented() {
    let facts = vec![
        fact("OperatingIncomeLoss", 1, 1_000),
        fact("InterestExpense", 1, 100),
        fact("NonoperatingIncomeExpense", 1, 20),
        fact("DisposalGroupNotDiscontinuedOperationGainLossOnDisposal", 1, 30),
        fact("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 1, 950),
        fact("IncomeTaxExpenseBenefit", 1, 300),
        fact("IncomeLossFromContinuingOperations", 1, 650),
    ];
    let lines = |gain: i32| {
        vec![
            line("IS", "OperatingIncomeLoss", 10),
            line("IS", "InterestExpense", 11),
            line("IS", "NonoperatingIncomeExpense", 12),
            line("IS", "DisposalGroupNotDiscontinuedOperationGainLossOnDisposal", gain),
            line(
                "IS",
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
                14,
            ),
            line("IS", "IncomeTaxExpenseBenefit", 15),
            line("IS", "IncomeLossFromContinuingOperations", 17),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(13))).unwrap();
    assert_eq!(check(&s, "IS4").unwrap().outcome, Outcome::Exact);
    // Below the tax, or below income from continuing operations, it is another figure's: not
    // counted in IS4.
    for elsewhere in [16, 18] {
        let s = standardize(rules(), &input("10-Q", facts.clone(), lines(elsewhere))).unwrap();
        assert_eq!(check(&s, "IS4").unwrap().sum, 920 * SCALE, "line {elsewhere}");
    }
    // Nor below the pre-tax total where the tax is not presented.
    let mut untaxed = lines(16);
    untaxed.retain(|l| l.tag != "IncomeTaxExpenseBenefit");
    let s = standardize(rules(), &input("10-Q", facts.clone(), untaxed)).unwrap();
    assert_eq!(check(&s, "IS4").unwrap().sum, 920 * SCALE);

    let facts = vec![
        fact("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 1, 900),
        fact("IncomeTaxExpenseBenefit", 1, 300),
        fact("GainLossOnSaleOfStockInSubsidiaryOrEquityMethodInvestee", 1, 40),
        fact("IncomeLossFromContinuingOperations", 1, 640),
    ];
    let lines = |gain: i32| {
        vec![
            line(
                "IS",
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
                14,
            ),
            line("IS", "IncomeTaxExpenseBenefit", 15),
            line("IS", "GainLossOnSaleOfStockInSubsidiaryOrEquityMethodInvestee", gain),
            line("IS", "IncomeLossFromContinuingOperations", 17),
        ]
    };
    let s = standardize(rules(), &input("10-Q", facts.clone(), lines(16))).unwrap();
    assert_eq!(check(&s, "IS6").unwrap().outcome, Outcome::Exact);
    // Below income from continuing operations it is net income's (IS7), not counted in IS6.
    let s = standardize(rules(), &input("10-Q", facts, lines(18))).unwrap();
    assert_eq!(check(&s, "IS6").unwrap().sum, 600 * SCALE);
}

/// A fact of the filer's own element (its version is the filing's accession number).
fn own(tag: &str, value: i128) -> NumberRow {
    NumberRow { version: "0000000001-09-000001".into(), ..fact(tag, 0, value) }
}

/// A balance sheet's liabilities and equity on report 2, from line 20: total liabilities, a
/// heading, the lines of `between` (tag, value, own element) one after another, a heading, the
/// equity's parts (common stock 10,000, retained earnings 35,000, treasury stock 5,000 shown
/// negated), the parent's equity (40,000), and total liabilities and equity.
fn equity_below(between: &[(&str, i128, bool)], total: i128) -> Input {
    let mut facts = vec![
        fact("Assets", 0, total),
        fact("Liabilities", 0, 60_000),
        fact("CommonStockValue", 0, 10_000),
        fact("RetainedEarningsAccumulatedDeficit", 0, 35_000),
        fact("TreasuryStockValue", 0, 5_000),
        fact("StockholdersEquity", 0, 40_000),
        fact("LiabilitiesAndStockholdersEquity", 0, total),
    ];
    let mut lines = vec![line("BS", "Liabilities", 20)];
    let mut n = 22;
    for &(tag, value, mine) in between {
        facts.push(if mine { own(tag, value) } else { fact(tag, 0, value) });
        lines.push(line("BS", tag, n));
        n += 1;
    }
    n += 1;
    for tag in ["CommonStockValue", "RetainedEarningsAccumulatedDeficit"] {
        lines.push(line("BS", tag, n));
        n += 1;
    }
    lines.push(Line { negating: true, ..line("BS", "TreasuryStockValue", n) });
    lines.push(line("BS", "StockholdersEquity", n + 1));
    lines.push(line("BS", "LiabilitiesAndStockholdersEquity", n + 2));
    input("10-Q", facts, lines)
}

/// The temporary equity a filer tags with its own element, presented between its liabilities and
/// its equity's parts, is read there (cited as the fact it is); not where the lines are the
/// equity's own parts, of several groups, of another concept's element, or without a total.
#[test]
fn temporary_equity_is_read_between_the_liabilities_and_the_equity_s_parts() {
    let temporary = |s: &Standardized| at(s, "TemporaryEquity").cloned();
    let bs4 = |s: &Standardized| check(s, "BS4").map(|c| (c.counted, c.outcome));
    // One line of the filer's own element (Equity Residential's redeemable units).
    let s = standardize(rules(), &equity_below(&[("RedeemableUnits", 3_000, true)], 103_000)).unwrap();
    let t = temporary(&s).unwrap();
    assert_eq!(t.value, 3_000 * SCALE);
    assert_eq!(
        t.origin,
        Origin::Filed { tag: "RedeemableUnits".into(), version: "0000000001-09-000001".into(), turned: None }
    );
    // BS4 counts: with the temporary equity read from its place, it checks the rest of the
    // balance sheet's reading (the equity against the filer's total, the liabilities).
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // A us-gaap element the rules do not read (Vornado's `LimitedPartnersCapitalAccount`).
    let s = standardize(rules(), &equity_below(&[("LimitedPartnersCapitalAccount", 3_000, false)], 103_000)).unwrap();
    assert!(
        matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, version, .. } if tag == "LimitedPartnersCapitalAccount" && version == "us-gaap/2009")
    );
    // Parts and their total (General Growth's preferred and common): the total.
    let parts = [("RedeemablePreferred", 1_000, true), ("RedeemableCommon", 2_000, true), ("Redeemable", 3_000, true)];
    let s = standardize(rules(), &equity_below(&parts, 103_000)).unwrap();
    assert!(matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "Redeemable"));
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // Parts without their total (Boston Properties LP's preferred and common units): their sum,
    // each cited.
    let s = standardize(rules(), &equity_below(&parts[..2], 103_000)).unwrap();
    let t = temporary(&s).unwrap();
    assert_eq!(t.value, 3_000 * SCALE);
    let mine = |tag: &str, value: i128| (tag.to_string(), "0000000001-09-000001".to_string(), value * SCALE);
    assert_eq!(
        t.origin,
        Origin::Summed { parts: vec![mine("RedeemablePreferred", 1_000), mine("RedeemableCommon", 2_000)] }
    );
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // A line below zero is no temporary equity (a deficit, a contra account): nothing is read.
    let s = standardize(rules(), &equity_below(&[("RedeemableUnits", -3_000, true)], 97_000)).unwrap();
    assert_eq!(temporary(&s), None);
    // A line of an element the rules read for another concept (a minority interest presented
    // there is the noncontrolling interest's): not read as temporary equity.
    let s = standardize(rules(), &equity_below(&[("MinorityInterest", 3_000, false)], 103_000)).unwrap();
    assert_eq!(temporary(&s), None);
    // No line between: nothing, and the equity's parts are never read as temporary equity.
    let s = standardize(rules(), &equity_below(&[], 100_000)).unwrap();
    assert_eq!(temporary(&s), None);
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // The parts short of the parent's equity (Simon's common stock given by class of stock only,
    // or not at all): they begin at the first line of an element the taxonomy makes the parent's
    // equity's part (common stock here), with one group above it, which is read.
    let mut short = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    short.facts.retain(|f| f.tag != "CommonStockValue");
    let s = standardize(rules(), &short).unwrap();
    assert!(matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "RedeemableUnits"));
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // Parts short of it with nothing to show why (a part's amount that is not what the filer
    // summed): where the parts begin is not trusted, nothing is read.
    let mut odd = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    odd.facts.iter_mut().filter(|f| f.tag == "StockholdersEquity").for_each(|f| f.value = 41_000 * SCALE);
    assert_eq!(temporary(&standardize(rules(), &odd).unwrap()), None);
    // A subtotal among the parts, counted twice in their sum (Cablevision's equity before its
    // treasury stock): that shows why they fall short, and the group above is read.
    let mut subtotal = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    subtotal.facts.push(own("EquityBeforeTreasuryStock", 45_000));
    subtotal.lines.iter_mut().filter(|l| l.line >= 26).for_each(|l| l.line += 1);
    subtotal.lines.push(line("BS", "EquityBeforeTreasuryStock", 26));
    let s = standardize(rules(), &subtotal).unwrap();
    assert!(matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "RedeemableUnits"));
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // The first part in the group above, no heading between (a redeemable line right above the
    // common stock): where the parts begin is not known, nothing is read.
    let mut joined = short.clone();
    joined.facts.push(fact("CommonStockValue", 0, 1));
    joined.lines.iter_mut().filter(|l| l.line > 22 && l.line < 30).for_each(|l| l.line -= 1);
    let s = standardize(rules(), &joined).unwrap();
    assert_eq!(temporary(&s), None);
    // Two groups above the parts (a heading between them): not one place, nothing is read.
    let mut two = equity_below(&[("RedeemableUnits", 3_000, true), ("OtherUnits", 1_000, true)], 104_000);
    two.lines.iter_mut().filter(|l| l.tag == "OtherUnits").for_each(|l| l.line += 1);
    two.lines.iter_mut().filter(|l| l.line > 24 && l.tag != "OtherUnits").for_each(|l| l.line += 1);
    let s = standardize(rules(), &two).unwrap();
    assert_eq!(temporary(&s), None);
    // Where the rules' own element is filed and not presented there, it stands.
    let mut filed = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    filed.facts.push(fact("TemporaryEquityCarryingAmount", 0, 3_000));
    let s = standardize(rules(), &filed).unwrap();
    assert!(
        matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "TemporaryEquityCarryingAmount")
    );
    // Presented there as one of the lines, without their total (Simon's convertible preferred
    // beside its limited partners' interest): the lines' sum.
    let together = [("RedeemableUnits", 1_000, true), ("TemporaryEquityCarryingAmount", 2_000, false)];
    let s = standardize(rules(), &equity_below(&together, 103_000)).unwrap();
    let t = temporary(&s).unwrap();
    assert_eq!(t.value, 3_000 * SCALE);
    assert!(matches!(&t.origin, Origin::Summed { parts } if parts.len() == 2));
    assert_eq!(bs4(&s), Some((true, Outcome::Exact)));
    // As the total of the lines above it, it stands.
    let total = [("RedeemableUnits", 3_000, true), ("TemporaryEquityCarryingAmount", 3_000, false)];
    let s = standardize(rules(), &equity_below(&total, 103_000)).unwrap();
    assert!(
        matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "TemporaryEquityCarryingAmount")
    );
    // The parent's equity presented alone under its heading right below one group (no parts of
    // it): a group of the filer's own elements is read; not a us-gaap line so placed, which may
    // be one of the parent's parts that do not add up.
    let alone = |between: &[(&str, i128, bool)]| {
        let mut made = equity_below(between, 103_000);
        let parts = ["CommonStockValue", "RetainedEarningsAccumulatedDeficit", "TreasuryStockValue"];
        made.lines.retain(|l| !parts.contains(&l.tag.as_str()));
        made.lines.iter_mut().filter(|l| l.line > 24).for_each(|l| l.line -= 3);
        standardize(rules(), &made).unwrap()
    };
    let s = alone(&[("RedeemableUnits", 3_000, true)]);
    assert!(matches!(&temporary(&s).unwrap().origin, Origin::Filed { tag, .. } if tag == "RedeemableUnits"));
    assert_eq!(temporary(&alone(&[("LimitedPartnersCapitalAccount", 3_000, false)])), None);
    // The parent's equity in another report than the liabilities: no place between them.
    let mut apart = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    apart.lines.iter_mut().filter(|l| l.line > 20).for_each(|l| l.report = 3);
    assert_eq!(temporary(&standardize(rules(), &apart).unwrap()), None);
    // One element on two lines (which amount is whose is unknown): nothing is read.
    let mut twice = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    twice.lines.push(line("BS", "RedeemableUnits", 21));
    assert_eq!(temporary(&standardize(rules(), &twice).unwrap()), None);
    // A filed element on a line that is not one of those read (its amount zero: a heading's
    // place) stands.
    let mut zero =
        equity_below(&[("TemporaryEquityCarryingAmount", 0, false), ("RedeemableUnits", 3_000, true)], 103_000);
    zero.lines.iter_mut().filter(|l| l.line >= 23).for_each(|l| l.line += 1);
    let s = standardize(rules(), &zero).unwrap();
    let t = temporary(&s).unwrap();
    assert!(matches!(&t.origin, Origin::Filed { tag, .. } if tag == "TemporaryEquityCarryingAmount"), "{t:?}");
    // Without a presentation (EDGAR's companyfacts), nothing is read in place.
    let mut bare = equity_below(&[("RedeemableUnits", 3_000, true)], 103_000);
    bare.lines.clear();
    let s = standardize(rules(), &bare).unwrap();
    assert_eq!(temporary(&s), None);
}

/// The equity with the noncontrolling interest, tagged with the filer's own element right above
/// total liabilities and equity, is read where it is the total of the parent's equity and the
/// lines between them (ERP Operating's partially owned properties); the interest is then solved.
#[test]
fn the_equity_s_total_below_the_parent_s_is_read_where_it_adds_up() {
    // Liabilities 60,000, the parent's equity 40,000, one line of 1,000 (`between`: element,
    // us-gaap or the filer's own) and a total (`total`, the filer's own) right above total
    // liabilities and equity, 101,000.
    let make = |between: NumberRow, total: NumberRow| {
        let lines = vec![
            line("BS", "Liabilities", 20),
            line("BS", "StockholdersEquity", 22),
            line("BS", &between.tag, 23),
            line("BS", &total.tag, 24),
            line("BS", "LiabilitiesAndStockholdersEquity", 25),
        ];
        let facts = vec![
            fact("Assets", 0, 101_000),
            fact("Liabilities", 0, 60_000),
            fact("StockholdersEquity", 0, 40_000),
            between,
            total,
            fact("LiabilitiesAndStockholdersEquity", 0, 101_000),
        ];
        standardize(rules(), &input("10-Q", facts, lines)).unwrap()
    };
    let s = make(own("NoncontrollingInterestsPartiallyOwned", 1_000), own("TotalCapital", 41_000));
    let equity = at(&s, "Equity").unwrap();
    assert_eq!(equity.value, 41_000 * SCALE);
    assert!(matches!(&equity.origin, Origin::Filed { tag, .. } if tag == "TotalCapital"));
    assert_eq!(at(&s, "EquityAttributableToNoncontrollingInterest").unwrap().value, 1_000 * SCALE);
    let c = check(&s, "BS4").unwrap();
    assert!(c.counted && c.outcome == Outcome::Exact, "{c:?}");
    // BS5 solved the interest: not counted.
    assert!(check(&s, "BS5").is_none_or(|c| !c.counted));
    // The interest filed as the line between (Enterprise Products' shape): BS5 is what the
    // reading checked (the equity is read because it is the parent's plus that line), so it holds
    // and is not counted; BS4 counts.
    let s = make(fact("MinorityInterest", 0, 1_000), own("TotalEquity", 41_000));
    assert!(matches!(&at(&s, "Equity").unwrap().origin, Origin::Filed { tag, .. } if tag == "TotalEquity"));
    let bs5 = check(&s, "BS5").unwrap();
    assert_eq!((bs5.counted, bs5.outcome), (false, Outcome::Exact));
    assert!(check(&s, "BS4").unwrap().counted);
    // A line that is not the total of the two above it is not the equity's: it stays derived.
    let s = make(own("NoncontrollingInterestsPartiallyOwned", 1_000), own("TotalCapital", 42_000));
    assert!(matches!(&at(&s, "Equity").unwrap().origin, Origin::Derived { .. }));
    // Another concept's element between them (temporary equity below the parent's equity): the
    // line is not the equity's total, whatever it adds up to.
    let s = make(fact("TemporaryEquityCarryingAmount", 0, 1_000), own("TotalCapital", 41_000));
    assert!(!matches!(&at(&s, "Equity").unwrap().origin, Origin::Filed { .. }));
}

#[test]
fn presented_rules_name_three_balance_sheet_amounts() {
    let base = "version t\nconcept A bs instant amount all : X\nconcept B bs instant amount all : Y\nconcept C bs instant amount all : Z\nconcept F is flow amount all : W\nconcept G is flow amount all : V\nconcept H is flow amount all : U\nconcept K cf ytd amount all : T\n";
    assert!(parse(&format!("{base}presented A between B C\n")).is_ok());
    assert!(parse(&format!("{base}presented A total B C\n")).is_ok());
    let parts = parse(&format!("{base}presented A between B C parts P Q\n")).unwrap();
    assert_eq!(parts.presented[0].how, rules::How::Between { parts: vec!["P".into(), "Q".into()] });
    // A line named so is read between two amounts of the concept's own statement and period.
    let named = parse(&format!("{base}presented F named Word between G H\n")).unwrap();
    assert_eq!(named.presented[0].how, rules::How::Named("Word".into()));
    for bad in [
        "presented A between B B",
        "presented A around B C",
        "presented A between B F",
        "presented A between B",
        "presented Q between B C",
        "presented A between B C parts",
        "presented F named Word G H",
        "presented F named Word between G K",
        "presented F named Word between G A",
        "presented F named between G H",
        "presented F between G H",
    ] {
        assert!(parse(&format!("{base}{bad}\n")).is_err(), "{bad}");
    }
    assert!(parse(&format!("{base}presented A between B C\npresented A total B C\n")).is_err());
}

/// A filing's lines of elements the rules do not read are kept only where a concept is read in
/// place: on the balance sheet, between the liabilities and the last line of the parent's equity
/// below them, or between that and total liabilities and equity; on the income statement,
/// between income from continuing operations and the last line of net income below it; not
/// parenthetical.
#[test]
fn only_the_lines_in_place_of_other_elements_are_kept() {
    use crate::model::datasets::PreRow;
    let wanted = input::wanted(rules());
    let pre = |stmt: &str, tag: &str, line: i32| PreRow {
        report: 2,
        line,
        stmt: stmt.into(),
        inpth: false,
        rfile: String::new(),
        tag: tag.into(),
        version: String::new(),
        plabel: String::new(),
        negating: tag == "TreasuryStockValue",
    };
    let rows = vec![
        pre("BS", "OtherAssets", 10),
        pre("BS", "Liabilities", 20),
        pre("BS", "RedeemableUnits", 22),
        PreRow { inpth: true, ..pre("BS", "RedeemableUnitsParenthetical", 23) },
        pre("BS", "TreasuryStockValue", 24),
        pre("BS", "StockholdersEquity", 25),
        pre("BS", "OtherEquityLine", 26),
        pre("BS", "LiabilitiesAndStockholdersEquity", 27),
        pre("BS", "AfterTheTotal", 28),
        pre("IS", "OtherIncome", 5),
        pre("IS", "NetIncomeLoss", 6),
        PreRow { report: 3, ..pre("IS", "AboveContinuing", 8) },
        PreRow { report: 3, ..pre("IS", "IncomeLossFromContinuingOperations", 9) },
        PreRow { report: 3, ..pre("IS", "DiscontinuedOperations", 10) },
        PreRow { report: 3, ..pre("IS", "NetIncomeLoss", 11) },
        PreRow { report: 3, ..pre("IS", "BelowNetIncome", 12) },
    ];
    let kept = input::lines_of(&rows, &wanted, rules());
    let tags: Vec<&str> = kept.iter().map(|l| l.tag.as_str()).collect();
    // The rules' elements first, then the others in place.
    assert_eq!(
        tags,
        [
            "Liabilities",
            "StockholdersEquity",
            "LiabilitiesAndStockholdersEquity",
            "NetIncomeLoss",
            "IncomeLossFromContinuingOperations",
            "NetIncomeLoss",
            "RedeemableUnits",
            "TreasuryStockValue",
            "OtherEquityLine",
            "DiscontinuedOperations"
        ]
    );
    assert!(kept.iter().any(|l| l.tag == "TreasuryStockValue" && l.negating));
    // The income statement's lines between continuing operations and net income are kept too
    // (discontinued operations under the filer's own element); no cash-flow line is.
    assert!(input::placed(rules(), "BS") && input::placed(rules(), "IS") && !input::placed(rules(), "CF"));
}
