//! Companyfacts' facts made into the model's ([`CompanyFacts::into_facts`]), as an attacker (or a
//! mistake at the SEC) could send them: each fact is read exactly or refused, and every refusal counted ([`Refusals`]) so that the
//! command says it on one line. A fact is refused when a date of it is no calendar day (its
//! filing's above all: one not known to be filed when is neither before nor after any other
//! filing, and `--as-of` cannot place it), when its value does not read exactly
//! ([`Dec::exact`]: exponents are read, `1e400` or forty digits are not), or when its filing
//! reports its period twice with two values (which one the filing means is unknown). A refused
//! fact may restate what earlier filings reported for its period, so those figures are left out
//! with it: the period is then derived from other facts or refused, never answered by a figure
//! the refused one may have replaced.

use std::collections::HashMap;

use super::wire::{CompanyFacts, XbrlFact};
use crate::model::Filing;
use crate::model::date::is_date;
use crate::model::facts::{Elements, Fact, Facts, Refusals};
use crate::model::number::Dec;

impl CompanyFacts {
    /// The company's facts as finq reads them: every element and unit kept, each fact read
    /// exactly or refused and counted in [`Facts::refused`]. The document is taken: its text becomes the facts' (a large company's is read once, not held twice).
    pub fn into_facts(self) -> Facts {
        let mut refused = Refusals::default();
        let by = self
            .facts
            .into_iter()
            .map(|(taxonomy, concepts)| {
                let elements: Elements = concepts
                    .into_iter()
                    .map(|(element, c)| {
                        let units = c
                            .units
                            .into_iter()
                            .map(|(unit, list)| {
                                let read = unit_facts(&taxonomy, &element, &unit, list, &mut refused);
                                (unit, read)
                            })
                            .collect();
                        (element, units)
                    })
                    .collect();
                (taxonomy, elements)
            })
            .collect();
        let mut facts = Facts::new(self.cik, self.entity_name, by);
        facts.refused = refused;
        facts
    }
}

/// What a refused fact leaves out of the other facts of its period.
enum Shadow {
    /// Those filed on or before this day: the refused fact may be their restatement.
    FiledBy(String),
    /// Those whose value is not this one (a fact of unknown filing day, its value read): it may
    /// restate them, or they it; where they agree, the figure stands either way.
    Unlike(Dec),
    /// All of them (a fact of unknown filing day whose value does not read either).
    All,
}

/// A period: (start, end).
type Period<'a> = (Option<&'a str>, &'a str);

/// `element`'s facts in `unit` (of `taxonomy`) as finq reads them, each made from its companyfacts
/// fact (whose text it takes: one company's facts are held once, not twice); what is refused is
/// counted in `refused`.
pub fn unit_facts(taxonomy: &str, element: &str, unit: &str, list: Vec<XbrlFact>, refused: &mut Refusals) -> Vec<Fact> {
    let kept = decide(taxonomy, element, &list, refused);
    let mut facts = Vec::with_capacity(kept.iter().flatten().count());
    facts.extend(list.into_iter().zip(kept).filter_map(|(f, value)| Some(fact(f, unit, value?))));
    facts
}

/// Which facts of `list` are kept, with their values (`None`: refused, or left out with one).
fn decide(taxonomy: &str, element: &str, list: &[XbrlFact], refused: &mut Refusals) -> Vec<Option<Dec>> {
    let name = || format!("{}:{}", shown_name(taxonomy), shown_name(element));
    let mut shadows: HashMap<Period, Vec<Shadow>> = HashMap::new();
    let mut kept: Vec<Option<Dec>> = Vec::with_capacity(list.len());
    for f in list {
        let filed = f.filed.as_deref().unwrap_or_default();
        let value = Dec::exact(&f.val.to_string());
        if !(is_date(filed) && is_date(&f.end) && f.start.as_deref().is_none_or(is_date)) {
            refused.undated.add(|| format!("{} {} in {}, filed {:?}", name(), period(f), shown(&f.accn), shown(filed)));
            let shadow = match value {
                Ok(v) => Shadow::Unlike(v),
                Err(_) => Shadow::All,
            };
            shadows.entry(period_of(f)).or_default().push(shadow);
            kept.push(None);
            continue;
        }
        match value {
            Ok(v) => kept.push(Some(v)),
            Err(why) => {
                refused.unreadable.add(|| {
                    format!("{} {} in {}: {} has {why}", name(), period(f), shown(&f.accn), shown(&f.val.to_string()))
                });
                shadows.entry(period_of(f)).or_default().push(Shadow::FiledBy(filed.to_string()));
                kept.push(None);
            }
        }
    }
    // One filing's two values of one period: both refused. Found in the facts sorted by period
    // and filing (their places, not a map of them: a document can hold a hundred thousand).
    let key = |i: usize| (period_of(&list[i]), list[i].accn.as_str());
    let mut order: Vec<usize> = (0..list.len()).filter(|&i| kept[i].is_some()).collect();
    order.sort_by(|&a, &b| key(a).cmp(&key(b)));
    for run in order.chunk_by(|&a, &b| key(a) == key(b)) {
        let values: Vec<Dec> = run.iter().filter_map(|&i| kept[i]).collect();
        let Some(other) = values.iter().find(|v| !same(values[0], **v)).copied() else { continue };
        let first = values[0];
        for &i in run {
            let f = &list[i];
            refused.conflicting.add(|| format!("{} {} in {}: {first} and {other}", name(), period(f), shown(&f.accn)));
            shadows.entry(period_of(f)).or_default().push(Shadow::FiledBy(f.filed.clone().unwrap_or_default()));
            kept[i] = None;
        }
    }
    if !shadows.is_empty() {
        for (f, v) in list.iter().zip(kept.iter_mut()) {
            let Some(value) = *v else { continue };
            let filed = f.filed.as_deref().unwrap_or_default();
            let shadowed = shadows.get(&period_of(f)).is_some_and(|all| {
                all.iter().any(|s| match s {
                    Shadow::FiledBy(day) => filed <= day.as_str(),
                    Shadow::Unlike(w) => !same(value, *w),
                    Shadow::All => true,
                })
            });
            if shadowed {
                refused.with_them += 1;
                *v = None;
            }
        }
    }
    kept
}

fn period_of(f: &XbrlFact) -> Period<'_> {
    (f.start.as_deref(), f.end.as_str())
}

/// Whether two values are one number (`5.0` is `5`).
fn same(a: Dec, b: Dec) -> bool {
    a.minus(b).is_some_and(Dec::is_zero)
}

/// The fact `f` with its value `value`, in `unit`.
fn fact(f: XbrlFact, unit: &str, value: Dec) -> Fact {
    Fact {
        start: f.start,
        end: f.end,
        value,
        unit: unit.to_string(),
        filing: Filing {
            accession: f.accn,
            form: f.form.unwrap_or_default(),
            fiscal_year: f.fy.as_deref().and_then(|y| y.parse().ok()),
            fiscal_period: f.fp,
            filed: f.filed.unwrap_or_default(),
            period: None,
        },
    }
}

/// A fact's period in words, as a refusal names it.
fn period(f: &XbrlFact) -> String {
    match &f.start {
        Some(start) => format!("{} to {}", shown(start), shown(&f.end)),
        None => format!("at {}", shown(&f.end)),
    }
}

/// The longest value or date from the document a refusal quotes whole: one can be any length.
const SHOWN: usize = 48;

/// The longest element name quoted whole (US GAAP's run to some 150 characters).
const SHOWN_NAME: usize = 160;

/// `text`, cut to [`SHOWN`] characters with how many there were.
pub(super) fn shown(text: &str) -> String {
    cut(text, SHOWN)
}

/// An element's (or taxonomy's) name, cut to [`SHOWN_NAME`] characters.
pub(super) fn shown_name(text: &str) -> String {
    cut(text, SHOWN_NAME)
}

fn cut(text: &str, most: usize) -> String {
    let n = text.chars().count();
    if n <= most {
        return text.to_string();
    }
    let head: String = text.chars().take(most).collect();
    format!("{head}…({n} characters)")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A companyfacts fact: `val` as JSON writes it.
    fn xbrl(start: &str, end: &str, val: &str, accn: &str, filed: &str) -> XbrlFact {
        let start = if start.is_empty() { String::new() } else { format!(r#""start":"{start}","#) };
        let text = format!(r#"{{{start}"end":"{end}","val":{val},"accn":"{accn}","form":"10-Q","filed":"{filed}"}}"#);
        crate::model::exact::from_slice(text.as_bytes()).unwrap()
    }

    fn read(list: &[XbrlFact]) -> (Vec<(String, String)>, Refusals) {
        let mut refused = Refusals::default();
        let facts = unit_facts("us-gaap", "Revenues", "USD", list.to_vec(), &mut refused);
        (facts.into_iter().map(|f| (f.filing.accession, f.value.to_string())).collect(), refused)
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(a, v)| (a.to_string(), v.to_string())).collect()
    }

    #[test]
    fn exponents_are_read_exactly_and_what_does_not_read_is_refused_with_its_value() {
        let (facts, refused) = read(&[
            xbrl("2024-01-01", "2024-03-31", "1.25e3", "a", "2024-05-01"),
            xbrl("2024-04-01", "2024-06-30", "1e400", "b", "2024-08-01"),
        ]);
        assert_eq!(facts, pairs(&[("a", "1250")]));
        assert_eq!(refused.unreadable.count, 1);
        let line = refused.line("EDGAR's companyfacts").unwrap();
        assert!(line.contains("1e400 has more than the 36 digits finq holds exactly"), "{line}");
        assert!(line.contains("us-gaap:Revenues 2024-04-01 to 2024-06-30 in b"), "{line}");
    }

    #[test]
    fn a_refused_restatement_takes_the_figures_it_may_replace_with_it() {
        let q = |val: &str, accn: &str, filed: &str| xbrl("2024-01-01", "2024-03-31", val, accn, filed);
        // The 10-K of 2025 restates the quarter in a value that does not read: the 10-Q's figure
        // is no answer for it; a later filing's still is.
        let (facts, refused) = read(&[q("100", "q", "2024-05-01"), q("1e400", "k", "2025-02-01")]);
        assert_eq!(facts, pairs(&[]));
        assert_eq!(refused.with_them, 1);
        let (facts, _) =
            read(&[q("100", "q", "2024-05-01"), q("1e400", "k", "2025-02-01"), q("90", "l", "2026-02-01")]);
        assert_eq!(facts, pairs(&[("l", "90")]));
        // Of unknown filing day: the figures it agrees with stand, the others go.
        let (facts, refused) = read(&[q("100", "q", "2024-05-01"), q("95", "x", ""), q("95", "y", "2025-02-01")]);
        assert_eq!(facts, pairs(&[("y", "95")]));
        assert_eq!((refused.undated.count, refused.with_them), (1, 1));
        let line = refused.line("EDGAR's companyfacts").unwrap();
        assert!(line.contains(r#"filed """#), "{line}");
        // Another period is not touched.
        let (facts, _) =
            read(&[q("1e400", "k", "2025-02-01"), xbrl("2024-04-01", "2024-06-30", "7", "q2", "2024-08-01")]);
        assert_eq!(facts, pairs(&[("q2", "7")]));
    }

    #[test]
    fn dates_must_be_calendar_days() {
        for (start, end, filed) in [
            ("2024-01-01", "2024-03-31", ""),
            ("2024-01-01", "2024-03-31", "9999-99-99"),
            ("2024-01-01", "2024-03-31", "2024-02-30"),
            ("2024-01-01", "2024-02-30", "2024-05-01"),
            ("", "24-03-31", "2024-05-01"),
        ] {
            let (facts, refused) = read(&[xbrl(start, end, "1", "a", filed)]);
            assert!(facts.is_empty(), "{start} {end} {filed}");
            assert_eq!(refused.undated.count, 1);
        }
    }

    #[test]
    fn one_filing_reporting_a_period_twice_with_two_values_is_refused_naming_both() {
        let q = |val: &str, accn: &str, filed: &str| xbrl("2024-01-01", "2024-03-31", val, accn, filed);
        let (facts, refused) = read(&[q("100", "q", "2024-05-01"), q("100.0", "q", "2024-05-01")]);
        assert_eq!(facts.len(), 2, "one number written twice is no conflict");
        assert!(refused.is_empty());
        let (facts, refused) =
            read(&[q("90", "old", "2024-05-01"), q("100", "k", "2025-02-01"), q("120", "k", "2025-02-01")]);
        assert_eq!(facts, pairs(&[]));
        assert_eq!((refused.conflicting.count, refused.with_them), (2, 1));
        let line = refused.line("EDGAR's companyfacts").unwrap();
        assert!(line.contains("in k: 100 and 120"), "{line}");
        assert!(line.starts_with("2 facts of EDGAR's companyfacts refused, not used: 2 that one filing reports twice"));
        assert!(!line.contains('\n'));
    }

    #[test]
    fn what_a_refusal_quotes_is_cut() {
        let long = "9".repeat(100_000);
        let (_, refused) = read(&[xbrl("2024-01-01", "2024-03-31", &long, "a", "2024-05-01")]);
        let line = refused.line("EDGAR's companyfacts").unwrap();
        assert!(line.len() < 400, "{line}");
        assert!(line.contains("…(100000 characters)"), "{line}");
    }
}
