//! `--standard` on modern filings (2024–2025: Apple's fiscal 2024 10-K, NVIDIA's latest 10-K and
//! 10-Q, Snowflake's), from their real companyfacts served on EDGAR's paths: the rules were tuned
//! on the data sets of 2009–2010, and must hold on today's taxonomy. Each analysts' line is read
//! here from the fixture itself (serde_json over the SEC's text, none of finq's code): where the
//! filing files an element that means the line, at the line's period and in its unit, finq gives
//! that element's value, exactly; a line with no such element is named, with why.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::json;
use crate::edgar::fixture;
use crate::standard_live::{days, exact, standard};

const SNOWFLAKE_FACTS: &str = "companyfacts/CIK0001640147.snowflake.edgartools.json.gz";

/// Where a line's value is: at the balance-sheet date, over the filing's own period (a 10-Q's
/// quarter, a 10-K's year), or over its year to date (as cash flows are filed).
#[derive(Clone, Copy, PartialEq)]
enum Period {
    Instant,
    Flow,
    ToDate,
}
use Period::{Flow, Instant, ToDate};

/// The lines of the general template (the three are neither banks nor insurers), each with its
/// period, unit and the elements that mean it, in order of preference; `A unless B`: A means the
/// line only where the filing files no B (the parent's net income is the total only where no
/// noncontrolling interest has one). Lines that are only ever derived (noncurrent assets and
/// liabilities) are not here. Written from the FASB taxonomy's definitions, not from fac.rules.
const LINES: &[(&str, Period, &str, &[&str])] = &[
    ("Assets", Instant, "USD", &["Assets"]),
    ("CurrentAssets", Instant, "USD", &["AssetsCurrent"]),
    ("Liabilities", Instant, "USD", &["Liabilities"]),
    ("CurrentLiabilities", Instant, "USD", &["LiabilitiesCurrent"]),
    ("CommitmentsAndContingencies", Instant, "USD", &["CommitmentsAndContingencies"]),
    (
        "TemporaryEquity",
        Instant,
        "USD",
        &[
            "TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests",
            "TemporaryEquityCarryingAmount",
        ],
    ),
    ("EquityAttributableToNoncontrollingInterest", Instant, "USD", &["MinorityInterest"]),
    ("EquityAttributableToParent", Instant, "USD", &["StockholdersEquity"]),
    ("Equity", Instant, "USD", &["StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"]),
    ("LiabilitiesAndEquity", Instant, "USD", &["LiabilitiesAndStockholdersEquity"]),
    // Cash and cash equivalents, not restricted cash: the total with restricted cash only where
    // no cash and cash equivalents are filed.
    (
        "CashAndCashEquivalents",
        Instant,
        "USD",
        &[
            "CashAndCashEquivalentsAtCarryingValue",
            "Cash",
            "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
        ],
    ),
    ("InventoryNet", Instant, "USD", &["InventoryNet"]),
    // Where no current debt is filed, the rules take the current part of long-term debt for it
    // (narrower: Apple's commercial paper, 9,967 million, is not in its 10,912 million).
    ("DebtCurrent", Instant, "USD", &["DebtCurrent", "LongTermDebtCurrent"]),
    ("DebtNoncurrent", Instant, "USD", &["LongTermDebtNoncurrent"]),
    ("SharesOutstanding", Instant, "shares", &["CommonStockSharesOutstanding"]),
    ("RevenuesGoods", Flow, "USD", &["SalesRevenueGoodsNet"]),
    ("RevenuesServices", Flow, "USD", &["SalesRevenueServicesNet"]),
    (
        "Revenues",
        Flow,
        "USD",
        &[
            "Revenues",
            "RevenueFromContractWithCustomerExcludingAssessedTax",
            "RevenueFromContractWithCustomerIncludingAssessedTax",
        ],
    ),
    ("CostOfGoods", Flow, "USD", &["CostOfGoodsSold"]),
    ("CostOfServices", Flow, "USD", &["CostOfServices"]),
    ("CostOfRevenue", Flow, "USD", &["CostOfRevenue", "CostOfGoodsAndServicesSold"]),
    ("ExciseAndSalesTaxes", Flow, "USD", &["ExciseAndSalesTaxes"]),
    ("AmortizationOfIntangibleAssets", Flow, "USD", &["AmortizationOfIntangibleAssets"]),
    ("GrossProfit", Flow, "USD", &["GrossProfit"]),
    ("SellingGeneralAndAdministrative", Flow, "USD", &["SellingGeneralAndAdministrativeExpense"]),
    ("ResearchAndDevelopment", Flow, "USD", &["ResearchAndDevelopmentExpense"]),
    ("OperatingExpenses", Flow, "USD", &["OperatingExpenses"]),
    ("CostsAndExpenses", Flow, "USD", &["CostsAndExpenses"]),
    ("RestructuringCharges", Flow, "USD", &["RestructuringCharges", "RestructuringSettlementAndImpairmentProvisions"]),
    // Impairments of every asset together, else of goodwill and intangibles, of goodwill, of
    // long-lived assets.
    (
        "ImpairmentCharges",
        Flow,
        "USD",
        &[
            "AssetImpairmentCharges",
            "GoodwillAndIntangibleAssetImpairment",
            "GoodwillImpairmentLoss",
            "ImpairmentOfLongLivedAssetsHeldForUse",
        ],
    ),
    ("OtherOperatingIncome", Flow, "USD", &["OtherOperatingIncome", "OtherOperatingIncomeExpenseNet"]),
    ("OperatingIncomeLoss", Flow, "USD", &["OperatingIncomeLoss"]),
    // Since the 2024 taxonomy `InterestExpense` is operating and nonoperating interest together,
    // and a company whose interest is all nonoperating files `InterestExpenseNonoperating`.
    (
        "InterestAndDebtExpense",
        Flow,
        "USD",
        &["InterestExpense", "InterestAndDebtExpense", "InterestExpenseNonoperating"],
    ),
    ("NonoperatingIncomeLoss", Flow, "USD", &["NonoperatingIncomeExpense"]),
    (
        "IncomeBeforeEquityMethodInvestments",
        Flow,
        "USD",
        &[
            "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
        ],
    ),
    ("IncomeLossFromEquityMethodInvestments", Flow, "USD", &["IncomeLossFromEquityMethodInvestments"]),
    (
        "IncomeLossFromContinuingOperationsBeforeTax",
        Flow,
        "USD",
        &["IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"],
    ),
    ("IncomeTaxExpenseBenefit", Flow, "USD", &["IncomeTaxExpenseBenefit"]),
    (
        "NetIncomeAttributableToNoncontrollingInterest",
        Flow,
        "USD",
        &["NetIncomeLossAttributableToNoncontrollingInterest"],
    ),
    (
        "IncomeLossFromContinuingOperationsAfterTax",
        Flow,
        "USD",
        &[
            "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest",
            "IncomeLossFromContinuingOperations unless NetIncomeLossAttributableToNoncontrollingInterest",
        ],
    ),
    ("IncomeLossFromDiscontinuedOperations", Flow, "USD", &["IncomeLossFromDiscontinuedOperationsNetOfTax"]),
    ("ExtraordinaryItemsGainLoss", Flow, "USD", &["ExtraordinaryItemNetOfTax"]),
    (
        "NetIncomeLoss",
        Flow,
        "USD",
        &["ProfitLoss", "NetIncomeLoss unless NetIncomeLossAttributableToNoncontrollingInterest"],
    ),
    ("NetIncomeAttributableToParent", Flow, "USD", &["NetIncomeLoss"]),
    ("PreferredStockDividendsAndOtherAdjustments", Flow, "USD", &["PreferredStockDividendsAndOtherAdjustments"]),
    ("NetIncomeAvailableToCommonStockholdersBasic", Flow, "USD", &["NetIncomeLossAvailableToCommonStockholdersBasic"]),
    ("EarningsPerShareBasic", Flow, "USD/shares", &["EarningsPerShareBasic"]),
    ("EarningsPerShareDiluted", Flow, "USD/shares", &["EarningsPerShareDiluted"]),
    ("WeightedAverageSharesBasic", Flow, "shares", &["WeightedAverageNumberOfSharesOutstandingBasic"]),
    ("WeightedAverageSharesDiluted", Flow, "shares", &["WeightedAverageNumberOfDilutedSharesOutstanding"]),
    ("DividendsDeclaredPerShare", Flow, "USD/shares", &["CommonStockDividendsPerShareDeclared"]),
    (
        "ComprehensiveIncomeAttributableToNoncontrollingInterest",
        Flow,
        "USD",
        &["ComprehensiveIncomeNetOfTaxAttributableToNoncontrollingInterest"],
    ),
    (
        "ComprehensiveIncome",
        Flow,
        "USD",
        &[
            "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest",
            "ComprehensiveIncomeNetOfTax unless ComprehensiveIncomeNetOfTaxAttributableToNoncontrollingInterest",
        ],
    ),
    ("ComprehensiveIncomeAttributableToParent", Flow, "USD", &["ComprehensiveIncomeNetOfTax"]),
    // The parent's other comprehensive income is the whole where no noncontrolling interest has
    // a share of income (Apple files only the parent's).
    (
        "OtherComprehensiveIncome",
        Flow,
        "USD",
        &[
            "OtherComprehensiveIncomeLossNetOfTax",
            "OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent unless NetIncomeLossAttributableToNoncontrollingInterest",
        ],
    ),
    (
        "NetIncomeAttributableToNoncontrollingInterestInComprehensiveIncome",
        Flow,
        "USD",
        &["NetIncomeLossAttributableToNoncontrollingInterest"],
    ),
    ("NetCashFlowsOperating", ToDate, "USD", &["NetCashProvidedByUsedInOperatingActivities"]),
    (
        "NetCashFlowsOperatingContinuing",
        ToDate,
        "USD",
        &["NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"],
    ),
    (
        "NetCashFlowsOperatingDiscontinued",
        ToDate,
        "USD",
        &["CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations"],
    ),
    ("NetCashFlowsInvesting", ToDate, "USD", &["NetCashProvidedByUsedInInvestingActivities"]),
    (
        "NetCashFlowsInvestingContinuing",
        ToDate,
        "USD",
        &["NetCashProvidedByUsedInInvestingActivitiesContinuingOperations"],
    ),
    (
        "NetCashFlowsInvestingDiscontinued",
        ToDate,
        "USD",
        &["CashProvidedByUsedInInvestingActivitiesDiscontinuedOperations"],
    ),
    ("NetCashFlowsFinancing", ToDate, "USD", &["NetCashProvidedByUsedInFinancingActivities"]),
    (
        "NetCashFlowsFinancingContinuing",
        ToDate,
        "USD",
        &["NetCashProvidedByUsedInFinancingActivitiesContinuingOperations"],
    ),
    (
        "NetCashFlowsFinancingDiscontinued",
        ToDate,
        "USD",
        &["CashProvidedByUsedInFinancingActivitiesDiscontinuedOperations"],
    ),
    ("NetCashFlowsContinuing", ToDate, "USD", &["NetCashProvidedByUsedInContinuingOperations"]),
    ("NetCashFlowsDiscontinued", ToDate, "USD", &["NetCashProvidedByUsedInDiscontinuedOperations"]),
    (
        "ExchangeGainsLosses",
        ToDate,
        "USD",
        &[
            "EffectOfExchangeRateOnCashAndCashEquivalents",
            "EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
        ],
    ),
    (
        "ExchangeGainsLossesDiscontinued",
        ToDate,
        "USD",
        &["EffectOfExchangeRateOnCashAndCashEquivalentsDiscontinuedOperations"],
    ),
    // The net change in cash, with restricted cash where that is how the filing reconciles it
    // (every filer since 2018's ASU 2016-18).
    (
        "NetCashFlow",
        ToDate,
        "USD",
        &[
            "CashAndCashEquivalentsPeriodIncreaseDecrease",
            "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect",
        ],
    ),
    ("ShareBasedCompensation", ToDate, "USD", &["ShareBasedCompensation", "AllocatedShareBasedCompensationExpense"]),
    (
        "DepreciationAndAmortization",
        ToDate,
        "USD",
        &["DepreciationDepletionAndAmortization", "DepreciationAndAmortization"],
    ),
    // Property and equipment, or (NVIDIA) property, equipment and intangible assets together.
    (
        "CapitalExpenditure",
        ToDate,
        "USD",
        &["PaymentsToAcquirePropertyPlantAndEquipment", "PaymentsToAcquireProductiveAssets"],
    ),
    ("DividendsPaid", ToDate, "USD", &["PaymentsOfDividends", "PaymentsOfDividendsCommonStock"]),
    ("ShareRepurchases", ToDate, "USD", &["PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity"]),
];

/// Lines none of the five filings has a value for, filed or derived: no element of theirs means
/// them (they have no such item, or file it only by a dimension's member, which companyfacts
/// do not hold: Apple's products and services revenue and cost of sales).
const NONE_HAS: &[&str] = &[
    "CommitmentsAndContingencies", // the balance sheet's caption carries no amount
    "TemporaryEquity",
    "RevenuesGoods",
    "RevenuesServices",
    "CostOfGoods",
    "CostOfServices",
    "ExciseAndSalesTaxes",
    "CostsAndExpenses", // multi-step statements: operating expenses below gross profit
    "OtherOperatingIncome",
    "IncomeLossFromEquityMethodInvestments",
    "IncomeLossFromDiscontinuedOperations",
    "ExtraordinaryItemsGainLoss",
    "PreferredStockDividendsAndOtherAdjustments",
    "NetIncomeAvailableToCommonStockholdersBasic",
    "NetCashFlowsOperatingContinuing",
    "NetCashFlowsOperatingDiscontinued",
    "NetCashFlowsInvestingContinuing",
    "NetCashFlowsInvestingDiscontinued",
    "NetCashFlowsFinancingContinuing",
    "NetCashFlowsFinancingDiscontinued",
    "NetCashFlowsContinuing",
    "NetCashFlowsDiscontinued",
    "ExchangeGainsLossesDiscontinued",
];

/// Apple and NVIDIA have no noncontrolling interest, and no currency effect on cash.
const NO_MINORITY: &[&str] = &[
    "EquityAttributableToNoncontrollingInterest",
    "NetIncomeAttributableToNoncontrollingInterest",
    "ComprehensiveIncomeAttributableToNoncontrollingInterest",
    "NetIncomeAttributableToNoncontrollingInterestInComprehensiveIncome",
    "ExchangeGainsLosses",
];

/// Snowflake: no current debt; its noncurrent debt is its convertible notes alone, filed as
/// `ConvertibleDebtNoncurrent` (narrower than long-term debt: not read for the line); no share
/// count at the balance-sheet date (the cover's `dei` count is of another day); selling and
/// marketing and general and administrative expenses filed apart, with no total; no
/// restructuring charges; the nonoperating parts (investment income, interest expense, other) with no total; no dividends.
const SNOWFLAKE: &[&str] = &[
    "InventoryNet", // software: no inventory
    "DebtCurrent",
    "DebtNoncurrent",
    "SharesOutstanding",
    "SellingGeneralAndAdministrative",
    "RestructuringCharges",
    "NonoperatingIncomeLoss",
    "DividendsDeclaredPerShare",
    "DividendsPaid",
];

/// One filing: the command's arguments, its accession and balance-sheet date, and the lines it
/// leaves empty beyond [`NONE_HAS`].
struct Filing {
    args: &'static [&'static str],
    facts: &'static str,
    adsh: &'static str,
    date: &'static str,
    empty: &'static [&'static [&'static str]],
}

const FILINGS: [Filing; 5] = [
    // Apple's fiscal 2024: no interest expense filed (its income statement has other income,
    // net, alone) and no amortization of intangible assets.
    Filing {
        args: &["AAPL"],
        facts: "companyfacts/CIK0000320193.apple.fairvalue.json.gz",
        adsh: "0000320193-24-000123",
        date: "2024-09-28",
        empty: &[
            NO_MINORITY,
            &["AmortizationOfIntangibleAssets", "RestructuringCharges", "ImpairmentCharges", "InterestAndDebtExpense"],
        ],
    },
    Filing {
        args: &["NVDA"],
        facts: "companyfacts/CIK0001045810.nvidia.fairvalue.json.gz",
        adsh: "0001045810-24-000029",
        date: "2024-01-28",
        empty: &[NO_MINORITY, &["RestructuringCharges"]],
    },
    // A 10-Q's balance sheet with no share count (the cover's `dei` count is of 2024-11-15).
    Filing {
        args: &["NVDA", "--quarterly"],
        facts: "companyfacts/CIK0001045810.nvidia.fairvalue.json.gz",
        adsh: "0001045810-24-000316",
        date: "2024-10-27",
        empty: &[NO_MINORITY, &["SharesOutstanding", "RestructuringCharges", "ImpairmentCharges"]],
    },
    Filing {
        args: &["SNOW"],
        facts: SNOWFLAKE_FACTS,
        adsh: "0001640147-25-000052",
        date: "2025-01-31",
        empty: &[SNOWFLAKE, &["ImpairmentCharges"]],
    },
    // Its companyfacts hold no weighted average share counts for this quarter.
    Filing {
        args: &["SNOW", "--quarterly"],
        facts: SNOWFLAKE_FACTS,
        adsh: "0001640147-25-000110",
        date: "2025-04-30",
        empty: &[SNOWFLAKE, &["WeightedAverageSharesBasic", "WeightedAverageSharesDiluted"]],
    },
];

/// Snowflake's submissions, made here from its companyfacts (the fixtures have none): each
/// 10-K and 10-Q accession with its form and filing date, newest first; no report date, so the
/// balance-sheet date is the end of the filing's total assets, as companyfacts date it.
fn snowflake_submissions(facts: &Value) -> Vec<u8> {
    let mut filings = BTreeMap::new();
    for concept in facts["facts"]["us-gaap"].as_object().unwrap().values() {
        for list in concept["units"].as_object().unwrap().values() {
            for f in list.as_array().unwrap() {
                if matches!(f["form"].as_str(), Some("10-K" | "10-Q")) {
                    filings.insert(
                        (f["filed"].as_str().unwrap(), f["accn"].as_str().unwrap()),
                        f["form"].as_str().unwrap(),
                    );
                }
            }
        }
    }
    let (mut accessions, mut dates, mut forms) = (Vec::new(), Vec::new(), Vec::new());
    for ((filed, accn), form) in filings.iter().rev() {
        accessions.push(*accn);
        dates.push(*filed);
        forms.push(*form);
    }
    serde_json::to_vec(&serde_json::json!({
        "cik": "1640147", "name": "Snowflake Inc.", "sic": "7372", "tickers": ["SNOW"],
        "filings": {"recent": {
            "accessionNumber": accessions, "filingDate": dates, "reportDate": vec![""; forms.len()], "form": forms,
        }}
    }))
    .unwrap()
}

/// The ticker list and the three companies' submissions and companyfacts on EDGAR's paths.
async fn sec() -> MockServer {
    let server = MockServer::start().await;
    let snowflake = json(&String::from_utf8(fixture(SNOWFLAKE_FACTS)).unwrap());
    let docs = [
        ("/files/company_tickers.json", fixture("tickers/company_tickers.edgarkit.json.gz")),
        ("/submissions/CIK0000320193.json", fixture("submissions/CIK0000320193.apple.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0000320193.json", fixture(FILINGS[0].facts)),
        ("/submissions/CIK0001045810.json", fixture("submissions/CIK0001045810.nvidia.fairvalue.json")),
        ("/api/xbrl/companyfacts/CIK0001045810.json", fixture(FILINGS[1].facts)),
        ("/submissions/CIK0001640147.json", snowflake_submissions(&snowflake)),
        ("/api/xbrl/companyfacts/CIK0001640147.json", fixture(SNOWFLAKE_FACTS)),
    ];
    for (p, body) in docs {
        Mock::given(path(p))
            .respond_with(ResponseTemplate::new(200).set_body_raw(body, "application/json"))
            .mount(&server)
            .await;
    }
    server
}

/// A filing's facts ending on its balance-sheet date: (element, unit, quarters) -> their values,
/// as sent.
type Facts = HashMap<(String, String, i64), Vec<Value>>;

/// The filing's facts as companyfacts hold them, by element, unit and length in quarters (an
/// instant: 0; a duration: round(days / 91.3)), and the filing's fiscal period (`FY`, `Q1`, ...).
fn filed(facts: &Value, adsh: &str, date: &str) -> (Facts, String) {
    let mut out = Facts::new();
    let mut fp = String::new();
    for (element, concept) in facts["facts"]["us-gaap"].as_object().unwrap() {
        for (unit, list) in concept["units"].as_object().unwrap() {
            for f in list.as_array().unwrap().iter().filter(|f| f["accn"] == adsh) {
                fp = f["fp"].as_str().unwrap().to_string();
                if f["end"] != date {
                    continue;
                }
                let quarters = match f["start"].as_str() {
                    None => 0,
                    Some(start) => ((days(date) - days(start)) as f64 / 91.3).round() as i64,
                };
                out.entry((element.clone(), unit.clone(), quarters)).or_default().push(f["val"].clone());
            }
        }
    }
    (out, fp)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_analysts_lines_of_modern_filings_are_their_filed_elements() {
    let server = sec().await;
    let mut report = Vec::new();
    for filing in &FILINGS {
        let facts = json(&String::from_utf8(fixture(filing.facts)).unwrap());
        let (facts, fp) = filed(&facts, filing.adsh, filing.date);
        // A 10-K's flows and cash flows are its year; a 10-Q's flows its quarter, its cash flows
        // the year to date (NVIDIA's third quarter: nine months).
        let (flow, to_date) = match fp.as_str() {
            "FY" => (4, 4),
            q => (1, q.trim_start_matches('Q').parse::<i64>().unwrap()),
        };
        let quarters = |p: Period| match p {
            Instant => 0,
            Flow => flow,
            ToDate => to_date,
        };
        // Exact ten-thousandths (a par value of 0.00001 dollars, which no line reads, has more).
        let value = |element: &str, unit: &str, p: Period| {
            let values = facts.get(&(element.to_string(), unit.to_string(), quarters(p)))?;
            let first = exact(&values[0]);
            assert!(values.iter().all(|v| exact(v) == first), "{} {element}: {values:?}", filing.adsh);
            Some(first)
        };
        // finq's values, by line: (value, the element cited, or "derived").
        let mut got: HashMap<String, (i128, String)> = HashMap::new();
        for statement in ["balancesheet", "income", "comprehensive", "cashflow"] {
            let args: Vec<&str> = [statement].iter().chain(filing.args).copied().collect();
            let doc = standard(&server, &args);
            assert_eq!(
                (doc["accession_number"].as_str(), doc["period"].as_str()),
                (Some(filing.adsh), Some(filing.date))
            );
            assert_eq!(doc["standard"]["template"], "general");
            for v in doc["standard"]["values"].as_array().unwrap() {
                let from = v["source"]["tag"].as_str().unwrap_or("derived").to_string();
                got.insert(v["concept"].as_str().unwrap().to_string(), (exact(&v["value"]), from));
            }
        }
        let (mut filled, mut derived, mut empty) = (0, 0, Vec::new());
        for (line, period, unit, elements) in LINES {
            let want = elements.iter().find_map(|e| {
                let (element, unless) = e.split_once(" unless ").map_or((*e, None), |(a, b)| (a, Some(b)));
                if unless.is_some_and(|b| value(b, unit, *period).is_some()) {
                    return None;
                }
                value(element, unit, *period).map(|v| (v, element))
            });
            match (want, got.get(*line)) {
                (Some((v, element)), Some((value, from))) => {
                    assert_eq!((value, from.as_str()), (&v, element), "{} {line}", filing.adsh);
                    filled += 1;
                }
                (Some(w), None) => panic!("{} {line}: filed as {w:?}, not given", filing.adsh),
                (None, Some((_, from))) => {
                    assert_eq!(from, "derived", "{} {line}: no element of the line is filed", filing.adsh);
                    derived += 1;
                }
                (None, None) => empty.push(*line),
            }
        }
        for (line, (_, from)) in &got {
            let listed = LINES.iter().any(|(name, ..)| name == line);
            assert!(listed || from == "derived", "{} {line}: filed as {from}, a line not read here", filing.adsh);
        }
        let mut expected: Vec<&str> = NONE_HAS.iter().chain(filing.empty.iter().copied().flatten()).copied().collect();
        let order = |l: &&str| LINES.iter().position(|(name, ..)| name == l).unwrap();
        expected.sort_by_key(order);
        assert_eq!(empty, expected, "{}: the lines left empty", filing.adsh);
        report.push(format!(
            "{} {}: {filled} filed, {derived} derived, {} empty",
            filing.args.join(" "),
            filing.adsh,
            empty.len()
        ));
    }
    // Derived: Apple's and NVIDIA's equity (no noncontrolling interest), and for all five the
    // income before equity-method investments (none filed) and after tax (no continuing
    // operations line): solved from their relations. Of fac-finq-11's lines, NVIDIA's fiscal 2024
    // files an impairment of goodwill and Snowflake's quarter one of its assets; none files
    // restructuring charges or a discontinued operation's currency effect.
    assert_eq!(
        report,
        [
            "AAPL 0000320193-24-000123: 40 filed, 3 derived, 32 empty",
            "NVDA 0001045810-24-000029: 43 filed, 3 derived, 29 empty",
            "NVDA --quarterly 0001045810-24-000316: 41 filed, 3 derived, 31 empty",
            "SNOW 0001640147-25-000052: 40 filed, 2 derived, 33 empty",
            "SNOW --quarterly 0001640147-25-000110: 39 filed, 2 derived, 34 empty",
        ]
    );
}
