//! Standardized discrete quarters (`--discrete --standard`): each fiscal quarter's element values
//! (filed as three months or derived from year-to-date facts, [`crate::quarters`]) standardized
//! as a filing's values are ([`crate::standard`]: the concepts' ordered elements, the relations
//! that solve a missing concept), without a presentation (as the live `--standard` from
//! companyfacts). Each concept's quarter is its element's quarter, or solved from a relation of
//! the other concepts' quarters and saying so. No I/O.

use crate::model::number::{Dec, decimal};
use crate::quarters::view::{Line, QuarterCheck, View};
use crate::quarters::{Quarter, Source};
use crate::standard::rules::Stmt;
use crate::standard::{Fact, Input, Origin, Powers, Standardized, Subject};

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
    // The standardization's exact ten-thousandths as the quarters' decimals.
    let dec = |v: i128| Some(Dec::from_ten_thousandths(v));
    let mut checks = Vec::new();
    for (col, column) in view.columns.iter().enumerate() {
        // The column's quarters, as one filing's three-month facts of its quarter's end.
        let of_column: Vec<(&Line, &Quarter)> =
            view.lines.iter().filter_map(|l| l.cells[col].as_ref().map(|q| (l, q))).collect();
        let mut powers = Powers::default();
        let mut facts = Vec::new();
        for (l, q) in &of_column {
            let Ok(value) = decimal(q.value.to_string().as_bytes()) else { continue };
            powers.add(&l.element, &l.unit, value);
            facts.push(Fact {
                tag: l.element.clone(),
                version: "us-gaap".into(),
                ddate: column.end.clone(),
                qtrs: 1,
                uom: l.unit.clone(),
                value,
            });
        }
        let Some(start) = of_column.first().map(|(_, q)| q.start.clone()) else { continue };
        // A quarter read as a 10-Q's first quarter: its flows and its "year to date" (cash flows)
        // are both the three months.
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
        let input = Input { subject, facts, lines: Vec::new(), powers: powers.into_vec() };
        let Some(s) = crate::standard::standardize(rules, &input) else { continue };
        for c in s.checks.iter().filter(|c| rules.concepts[rules.relations[c.relation].total].stmt == stmt) {
            let (Some(total), Some(sum)) = (dec(c.total), dec(c.sum)) else { continue };
            checks.push(QuarterCheck {
                quarter: column.label(),
                relation: rules.relations[c.relation].id.clone(),
                formula: rules.relations[c.relation].text.clone(),
                total,
                sum,
                counted: c.counted,
                outcome: c.outcome.name(),
            });
        }
        for (line, &i) in lines.iter_mut().zip(&concepts) {
            let Some(v) = &s.values[i] else { continue };
            let Some(value) = dec(v.value) else { continue };
            let quarter = match &v.origin {
                Origin::Filed { tag, .. } => {
                    let Some((_, q)) = of_column.iter().find(|(l, _)| l.element == *tag && l.unit == v.uom) else {
                        continue;
                    };
                    line.filed_as[col] = Some(tag.clone());
                    (*q).clone()
                }
                Origin::Derived { relation, inputs } => Quarter {
                    fiscal_year: column.fiscal_year,
                    period: column.period,
                    start: start.clone(),
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
                    caution: solved_caution(&s, i, &of_column),
                },
            };
            if line.unit.is_empty() {
                line.unit = v.uom.clone();
            }
            line.cells[col] = Some(quarter);
        }
    }
    lines.retain(|l| l.cells.iter().any(Option::is_some));
    // Refusals stay the elements' (a concept has no quarter where its elements were refused).
    View { columns: view.columns, lines, refused: view.refused, checks, ..View::default() }
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
