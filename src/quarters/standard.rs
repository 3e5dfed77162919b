//! Standardized discrete quarters (`--discrete --standard`): each fiscal quarter's element values
//! (filed as three months or derived from year-to-date facts, [`crate::quarters`]) standardized
//! as a filing's values are ([`crate::standard`]: the concepts' ordered elements, the relations
//! that solve a missing concept), without a presentation (as the live `--standard` from
//! companyfacts). Each concept's quarter is its element's quarter, or solved from a relation of
//! the other concepts' quarters and saying so. No I/O.

use crate::model::number::Dec;
use crate::quarters::view::{Column, Line, QuarterCheck, Refused, View};
use crate::quarters::{Quarter, Source};
use crate::standard::rules::{Rules, Stmt};
use crate::standard::{Input, NumberRow, Origin, Powers, Standardized, Subject, Turn, Value};

/// The standardization's exact ten-thousandths as the quarters' decimals.
fn dec(v: i128) -> Option<Dec> {
    Some(Dec::from_ten_thousandths(v))
}

/// An element's line and its quarter in one column.
type Cell<'a> = (&'a Line, &'a Quarter);

/// `view`'s element lines made into the statement's concepts, column by column.
pub fn standardized(stmt: Stmt, view: View) -> View {
    let rules = crate::standard::rules();
    let concepts: Vec<usize> = (0..rules.concepts.len()).filter(|&i| rules.concepts[i].stmt == stmt).collect();
    let mut lines: Vec<Line> = concepts
        .iter()
        .map(|&i| Line {
            element: rules.concepts[i].name.clone(),
            unit: String::new(),
            cells: vec![None; view.columns.len()],
            filed_as: vec![None; view.columns.len()],
        })
        .collect();
    let mut checks = Vec::new();
    let mut refused = view.refused;
    for (col, column) in view.columns.iter().enumerate() {
        let quarters = view.lines.iter().filter_map(|l| l.cells[col].as_ref().map(|q| (l, q)));
        // A value the standardization's decimal(28,4) cannot hold whole (more than 24 digits
        // before the point or 4 after) is refused, naming it; the concepts it is an element of
        // stay empty in the column, so that no other element or relation stands in for it.
        let (of_column, unfit): (Vec<Cell>, Vec<Cell>) =
            quarters.partition(|(_, q)| q.value.to_ten_thousandths().is_some());
        refused.extend(unfit.iter().map(|(l, q)| Refused {
            element: l.element.clone(),
            unit: l.unit.clone(),
            quarter: column.label(),
            end: Some(column.end.clone()),
            reason: format!(
                "its value {} has more digits than a standardized value holds exactly (decimal(28,4): 24 before \
                 the point, 4 after)",
                q.value
            ),
        }));
        let Some(start) = of_column.first().map(|(_, q)| q.start.as_str()) else { continue };
        let Some(s) = crate::standard::standardize(rules, &column_input(column, &of_column)) else { continue };
        checks.extend(column_checks(rules, stmt, &s, column));
        for (line, &i) in lines.iter_mut().zip(&concepts) {
            if unfit.iter().any(|(l, _)| rules.concepts[i].elements.iter().any(|e| e.tag == l.element)) {
                continue;
            }
            let Some(v) = &s.values[i] else { continue };
            let Some((quarter, filed_as)) = concept_quarter(rules, &s, i, v, column, start, &of_column) else {
                continue;
            };
            if filed_as.is_some() {
                line.filed_as[col] = filed_as;
            }
            if line.unit.is_empty() {
                line.unit = v.uom.clone();
            }
            line.cells[col] = Some(quarter);
        }
    }
    lines.retain(|l| l.cells.iter().any(Option::is_some));
    // Refusals stay the elements' (a concept has no quarter where its elements were refused).
    View { columns: view.columns, lines, refused, checks, ..View::default() }
}

/// A column's quarters (its elements' cells) as what the standardization reads of one filing:
/// the three-month facts of a 10-Q's first quarter ending on the column's end, whose flows and
/// "year to date" (cash flows) are both the three months.
fn column_input(column: &Column, of_column: &[(&Line, &Quarter)]) -> Input {
    let mut powers = Powers::default();
    let mut facts = Vec::new();
    for (l, q) in of_column {
        // Each fits: those that do not were refused before.
        let Some(value) = q.value.to_ten_thousandths() else { continue };
        powers.add(&l.element, &l.unit, value);
        facts.push(NumberRow {
            tag: l.element.clone(),
            version: "us-gaap".into(),
            ddate: column.end.clone(),
            qtrs: 1,
            uom: l.unit.clone(),
            value,
        });
    }
    let subject = Subject {
        adsh: String::new(),
        cik: 0,
        name: String::new(),
        sic: None,
        form: "10-Q".into(),
        period: column.end.clone(),
        fy: Some(column.fiscal_year),
        fp: Some("Q1".into()),
        filed: String::new(),
        legal_entity: None,
    };
    Input { subject, facts, others: Default::default(), lines: Vec::new(), powers: powers.into_vec() }
}

/// The statement's relations as checked on a column's standardized values.
fn column_checks<'a>(
    rules: &'a Rules,
    stmt: Stmt,
    s: &'a Standardized,
    column: &'a Column,
) -> impl Iterator<Item = QuarterCheck> + 'a {
    s.checks.iter().filter(move |c| rules.concepts[rules.relations[c.relation].total].stmt == stmt).filter_map(|c| {
        let (Some(total), Some(sum)) = (dec(c.total), dec(c.sum)) else { return None };
        Some(QuarterCheck {
            quarter: column.label(),
            relation: rules.relations[c.relation].id.clone(),
            formula: rules.relations[c.relation].text.clone(),
            total,
            sum,
            counted: c.counted,
            outcome: c.outcome.name(),
        })
    })
}

/// A concept's quarter in a column (its standardized value `v`), and the element it is of: its
/// element's quarter where it was filed, else the quarter solved from a relation of the other
/// concepts' (with its inputs, and the cautions of the quarters it was solved from).
fn concept_quarter(
    rules: &Rules,
    s: &Standardized,
    concept: usize,
    v: &Value,
    column: &Column,
    start: &str,
    of_column: &[(&Line, &Quarter)],
) -> Option<(Quarter, Option<String>)> {
    let value = dec(v.value)?;
    match &v.origin {
        // Lines in place are read from a presentation, which companyfacts has not: no quarter's
        // value is a sum of them.
        Origin::Summed { .. } => None,
        Origin::Filed { tag, .. } => {
            let (_, q) = of_column.iter().find(|(l, _)| l.element == *tag && l.unit == v.uom)?;
            let quarter = match v.turn() {
                Some(Turn::Convention) => turned(rules, concept, v, q),
                Some(Turn::Totals { relation }) => turned_by(relation, v, q),
                None => (*q).clone(),
            };
            Some((quarter, Some(tag.clone())))
        }
        Origin::Derived { relation, inputs } => {
            let quarter = Quarter {
                fiscal_year: column.fiscal_year,
                period: column.period,
                start: start.to_string(),
                end: column.end.clone(),
                unit: v.uom.clone(),
                value,
                source: Source::Relation {
                    relation: rules.relations[*relation].id.clone(),
                    formula: rules.relations[*relation].text.clone(),
                    inputs: inputs
                        .iter()
                        .filter_map(|(c, x)| Some((rules.concepts[*c].name.clone(), dec(*x)?)))
                        .collect(),
                },
                caution: solved_caution(s, concept, of_column),
                sign: None,
            };
            Some((quarter, None))
        }
    }
}

/// The quarter of a concept positive by convention whose element's quarter is below zero: turned
/// where the filings report it so (the three months, or both year-to-date figures it is the
/// difference of: the filer's sign), with the caution saying what they report; kept as it is, and
/// said so, where it is the difference of two figures of the convention's sign (the year to date
/// less a larger earlier part: figures that disagree, not a sign to turn).
fn turned(rules: &Rules, concept: usize, v: &Value, q: &Quarter) -> Quarter {
    let name = &rules.concepts[concept].name;
    let zero = Dec::from_int(0);
    let mut quarter = q.clone();
    quarter.sign = match &q.source {
        Source::Derived { total, less } if total.value < zero && less.value < zero => {
            quarter.value = Dec::from_ten_thousandths(v.value);
            Some(format!(
                "sign turned: the year to date less its earlier part, both filed below zero, is {}, and {name} is \
                 positive by convention",
                q.value
            ))
        }
        Source::Filed(_) | Source::Relation { .. } => {
            quarter.value = Dec::from_ten_thousandths(v.value);
            v.caution(name)
        }
        Source::Derived { .. } => Some(format!(
            "below zero, though {name} is positive by convention: the year-to-date figures it is the difference of \
             disagree"
        )),
    };
    quarter
}

/// The quarter whose sign the column's other quarters of `relation` decide (it holds on them only
/// with it turned: [`Turn::Totals`]): turned, saying what the quarter was — filed, or derived
/// from year-to-date figures (whose difference its source still shows).
fn turned_by(relation: &str, v: &Value, q: &Quarter) -> Quarter {
    let mut quarter = q.clone();
    quarter.value = Dec::from_ten_thousandths(v.value);
    let was = match q.source {
        Source::Derived { .. } => "the year to date less its earlier part",
        Source::Filed(_) | Source::Relation { .. } => "the quarter filed",
    };
    quarter.sign =
        Some(format!("sign turned: {was} is {}, and {relation} holds on this column's quarters only so", q.value));
    quarter
}

/// A concept solved from a relation may mix vintages where one of the quarters it was solved from
/// (its inputs, and theirs when solved in turn) may: their cautions, each once.
fn solved_caution(s: &Standardized, concept: usize, of_column: &[(&Line, &Quarter)]) -> Option<String> {
    let rules = crate::standard::rules();
    let mut seen = vec![concept];
    let mut todo = vec![concept];
    let mut cautions: Vec<String> = Vec::new();
    while let Some(c) = todo.pop() {
        let Some(v) = &s.values[c] else { continue };
        match &v.origin {
            Origin::Filed { tag, .. } => {
                let caution = of_column
                    .iter()
                    .find(|(l, _)| l.element == *tag && l.unit == v.uom)
                    .and_then(|(_, q)| q.caution.as_ref());
                // Said with the concept it comes through: the solved value has no two inputs of its own.
                if let Some(text) = caution.map(|t| format!("via {}: {t}", rules.concepts[c].name))
                    && !cautions.contains(&text)
                {
                    cautions.push(text);
                }
            }
            Origin::Summed { .. } => {}
            Origin::Derived { inputs, .. } => {
                for (input, _) in inputs {
                    if !seen.contains(input) {
                        seen.push(*input);
                        todo.push(*input);
                    }
                }
            }
        }
    }
    (!cautions.is_empty()).then(|| cautions.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quarters::{Input, Period};

    fn input(start: &str, end: &str, value: i128) -> Input {
        Input {
            accession: "0000000001-10-000001".into(),
            form: "10-Q".into(),
            filed: "2010-05-01".into(),
            start: start.into(),
            end: end.into(),
            value: Dec::from_int(value),
        }
    }

    fn quarter(period: Period, start: &str, end: &str, value: i128, source: Source) -> Quarter {
        Quarter {
            fiscal_year: 2010,
            period,
            start: start.into(),
            end: end.into(),
            unit: "USD".into(),
            value: Dec::from_int(value),
            source,
            caution: None,
            sign: None,
        }
    }

    /// Capital expenditure below zero: turned where the filings report it so (a three-month
    /// figure; the difference of two year-to-date figures both below zero), kept and said so
    /// where it is the difference of two positive ones that disagree.
    #[test]
    fn a_quarter_against_its_concepts_sign_is_turned_only_where_the_filings_report_it_so() {
        let tag = "PaymentsToAcquirePropertyPlantAndEquipment";
        let columns = vec![
            Column { fiscal_year: 2010, period: Period::Q1, end: "2010-03-31".into() },
            Column { fiscal_year: 2010, period: Period::Q2, end: "2010-06-30".into() },
            Column { fiscal_year: 2010, period: Period::Q3, end: "2010-09-30".into() },
        ];
        let filed = quarter(
            Period::Q1,
            "2010-01-01",
            "2010-03-31",
            -181,
            Source::Filed(input("2010-01-01", "2010-03-31", -181)),
        );
        let both_negative = Source::Derived {
            total: input("2010-01-01", "2010-06-30", -400),
            less: input("2010-01-01", "2010-03-31", -181),
        };
        let both_negative = quarter(Period::Q2, "2010-04-01", "2010-06-30", -219, both_negative);
        let disagree = Source::Derived {
            total: input("2010-01-01", "2010-09-30", 390),
            less: input("2010-01-01", "2010-06-30", 400),
        };
        let disagree = quarter(Period::Q3, "2010-07-01", "2010-09-30", -10, disagree);
        let line = Line {
            element: tag.into(),
            unit: "USD".into(),
            cells: vec![Some(filed), Some(both_negative), Some(disagree)],
            filed_as: Vec::new(),
        };
        let view = standardized(Stmt::CashFlow, View { columns, lines: vec![line], ..View::default() });
        let capex = view.lines.iter().find(|l| l.element == "CapitalExpenditure").expect("capital expenditure");
        let cells: Vec<&Quarter> = capex.cells.iter().flatten().collect();
        let values: Vec<String> = cells.iter().map(|q| q.value.to_string()).collect();
        assert_eq!(values, ["181", "219", "-10"]);
        let signs: Vec<&str> = cells.iter().map(|q| q.sign.as_deref().unwrap_or("")).collect();
        assert_eq!(signs[0], "sign turned: filed as -181, and CapitalExpenditure is positive by convention");
        assert_eq!(
            signs[1],
            "sign turned: the year to date less its earlier part, both filed below zero, is -219, and \
             CapitalExpenditure is positive by convention"
        );
        assert!(
            signs[2].starts_with("below zero, though CapitalExpenditure is positive by convention"),
            "{}",
            signs[2]
        );
        // The sources keep what the filings report.
        assert!(matches!(&cells[0].source, Source::Filed(i) if i.value == Dec::from_int(-181)));
        assert_eq!(cells[0].cautions().as_deref(), Some(signs[0]));
    }

    /// A quarter of tax filed as a benefit between income before and after tax that show an
    /// expense: the column's other quarters decide its sign; turned, saying what the quarter was.
    #[test]
    fn a_quarter_the_other_quarters_decide_the_sign_of_is_turned_and_says_so() {
        let column = Column { fiscal_year: 2010, period: Period::Q1, end: "2010-03-31".into() };
        let line = |element: &str, value: i128| Line {
            element: element.into(),
            unit: "USD".into(),
            cells: vec![Some(quarter(
                Period::Q1,
                "2010-01-01",
                "2010-03-31",
                value,
                Source::Filed(input("2010-01-01", "2010-03-31", value)),
            ))],
            filed_as: Vec::new(),
        };
        let mut lines = vec![
            line("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", 129),
            line("IncomeTaxExpenseBenefit", -43),
            line("IncomeLossFromContinuingOperations", 86),
        ];
        let tax = |lines: Vec<Line>| {
            let view = standardized(Stmt::Income, View { columns: vec![column.clone()], lines, ..View::default() });
            let tax = view.lines.iter().find(|l| l.element == "IncomeTaxExpenseBenefit").expect("tax").clone();
            tax.cells[0].clone().expect("a quarter")
        };
        let q = tax(lines.clone());
        assert_eq!(q.value, Dec::from_int(43));
        assert_eq!(
            q.sign.as_deref(),
            Some("sign turned: the quarter filed is -43, and IS6 holds on this column's quarters only so")
        );
        assert!(matches!(&q.source, Source::Filed(i) if i.value == Dec::from_int(-43)));
        // A quarter derived from the year to date: turned, its source still the two figures.
        let derived = Source::Derived {
            total: input("2010-01-01", "2010-03-31", -100),
            less: input("2010-01-01", "2010-03-31", -57),
        };
        lines[1].cells[0] = Some(quarter(Period::Q1, "2010-01-01", "2010-03-31", -43, derived));
        let q = tax(lines);
        assert_eq!(q.value, Dec::from_int(43));
        assert_eq!(
            q.sign.as_deref(),
            Some(
                "sign turned: the year to date less its earlier part is -43, and IS6 holds on this column's quarters \
                 only so"
            )
        );
        assert!(matches!(&q.source, Source::Derived { total, .. } if total.value == Dec::from_int(-100)));
    }
}
