//! `finq screen CONCEPT --standard`: one standardized concept, ratio or expression of them
//! (`GrossMargin`, `'OperatingIncomeLoss / Assets'`) across every filer of a calendar period,
//! whatever element each filed its values as. The filings are those `screen` takes for the period
//! (the same rule, [`crate::store::screen`]); each gives the concepts' values where they are for
//! the period asked — at its end for a balance, over its quarter or year for a flow (a 10-K's year
//! does not answer a quarter, nor a 10-Q's year to date) — in its currency; one unit is ranked, as
//! in the plain screen ([`crate::model::screen::Units`]; a ratio is a pure number, every currency's
//! filers ranked together). One value per filer: from its latest accepted filing that has every
//! input the value needs (a bare concept: its value); a value that filing cannot give (a zero
//! denominator, mixed currencies) leaves the filer out, counted by reason. The conditions on
//! expressions (`--where 'Revenues > 1000000000'`) and the names shown (`--show`) are read from
//! the same filing. The values are read from the quarter's `std` table where the import wrote it
//! with these rules, every concept the screen needs in one reading; a quarter without one (an
//! older finq's import, or other rules) has its filings standardized here, to the same values.
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::error::Result;
use crate::model::number::Dec;
use crate::model::screen::{Cited, Condition, Hit, Later, Query, Screened, Shown};
use crate::standard::expr::Expr;
use crate::standard::quarter::standardize_quarter_noting;
use crate::standard::ratios::{Amount, Ratios, Refusal};
use crate::standard::{Origin, Rules};
use crate::store::Reader;
use crate::store::read::std_table::StdValue as Found;
use crate::store::screen::{Candidate, candidates};

/// What a screen under `--standard` computes for each filer: the value screened, the conditions
/// on expressions, and the names `--show` adds.
pub struct Plan {
    pub value: Expr,
    pub conditions: Vec<(Expr, Condition)>,
    pub show: Vec<Expr>,
}

impl Plan {
    /// Whether its records cite what they read: anything but one concept screened alone (whose
    /// record says its own source, as before expressions).
    pub fn cites(&self) -> bool {
        self.value.concept().is_none() || !self.conditions.is_empty() || !self.show.is_empty()
    }

    /// Every concept the plan reads, each once.
    fn concepts(&self, ratios: &Ratios) -> Vec<usize> {
        let mut all: Vec<usize> = Vec::new();
        let exprs = std::iter::once(&self.value).chain(self.conditions.iter().map(|(e, _)| e)).chain(&self.show);
        for c in exprs.flat_map(|e| e.concepts(ratios)) {
            if !all.contains(&c) {
                all.push(c);
            }
        }
        all
    }
}

/// A filing of the period and its values of the concepts the plan reads (by their place).
struct Filing {
    candidate: Candidate,
    values: Vec<Option<Found>>,
}

/// A filing's value and its unit, or why it has none.
type Outcome = std::result::Result<(Dec, String), Refusal>;

/// The unit a computed value is ranked in: a pure number's is `pure`, as XBRL names it.
const PURE: &str = "pure";

/// The filings of the period, each with its values of the concepts a screen needs, and what was
/// read to find them.
struct Read {
    filings: HashMap<String, Filing>,
    /// Filings whose own period is the one asked (of the forms asked), with values or not.
    of_period: usize,
    quarters_read: Vec<String>,
    later: Later,
    /// What the reading must say on stderr: the filings left out of a quarter standardized here.
    notes: Vec<String>,
}

/// Every filing of the period with its values of the concepts `needed`, from each data set's
/// `std` table, or its filings standardized here where the quarter has none of these rules.
fn read_filings(reader: &Reader, query: &Query, rules: &Rules, needed: &[usize]) -> Result<Read> {
    let quarters: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
    let listed = crate::parallel::each(&quarters, |q| candidates(reader, q, query))?;
    let later = listed.iter().fold(Later::default(), |all, (_, _, l)| all.and(*l));
    let mut of_period = HashSet::new();
    let mut quarters_read = Vec::new();
    let mut filings: HashMap<String, Filing> = HashMap::new();
    let mut notes = Vec::new();
    for (quarter, (own, _, _)) in quarters.iter().zip(listed) {
        of_period.extend(own.iter().map(|(adsh, _)| adsh.clone()));
        if own.is_empty() {
            continue;
        }
        let mut of: HashMap<String, Candidate> = own.into_iter().collect();
        for (adsh, values) in quarter_values(reader, quarter, query, rules, needed, &of, &mut notes)? {
            if let Some(candidate) = of.remove(&adsh) {
                // A filing listed in two data sets: the first answers, as before.
                filings.entry(adsh).or_insert(Filing { candidate, values });
            }
        }
        quarters_read.push(quarter.to_string());
    }
    Ok(Read { filings, of_period: of_period.len(), quarters_read, later, notes })
}

/// One data set's values of the concepts `needed` for its filings `of` the period, by accession:
/// each concept's first value for the period (at its end, or over its length).
fn quarter_values(
    reader: &Reader,
    quarter: &str,
    query: &Query,
    rules: &Rules,
    needed: &[usize],
    of: &HashMap<String, Candidate>,
    notes: &mut Vec<String>,
) -> Result<HashMap<String, Vec<Option<Found>>>> {
    let mut values: HashMap<String, Vec<Option<Found>>> = HashMap::new();
    let mut offer = |adsh: &str, at: usize, found: Found| {
        if !(found.qtrs == 0 || found.qtrs == query.period.qtrs()) || !of.contains_key(adsh) {
            return;
        }
        let slot = values.entry(adsh.to_string()).or_insert_with(|| vec![None; needed.len()]);
        // The first value a filing gives for the period, as a single concept's screen took it.
        if slot[at].is_none() {
            slot[at] = Some(found);
        }
    };
    let stored = reader.manifest().quarters.get(quarter).and_then(|e| e.standard.as_deref());
    if stored == Some(rules.version.as_str()) {
        let names: Vec<&str> = needed.iter().map(|c| rules.concepts[*c].name.as_str()).collect();
        reader.std_values(quarter, &names, &mut offer)?;
    } else {
        let wanted: HashSet<String> = of.keys().cloned().collect();
        let left_out = standardize_quarter_noting(&reader.quarter(quarter), rules, Some(&wanted), |input, mut s| {
            for (at, &concept) in needed.iter().enumerate() {
                let Some(v) = s.values[concept].take() else { continue };
                let caution = v.caution(&rules.concepts[concept].name);
                let (version, source) = match v.origin {
                    Origin::Filed { tag, version, .. } => (version, tag),
                    Origin::Derived { relation, .. } => {
                        (String::new(), format!("derived by {}", rules.relations[relation].id))
                    }
                    Origin::Summed { parts } => {
                        let (tags, versions, _) = crate::model::standardized::parts_text(&parts);
                        (versions, tags)
                    }
                };
                let found = Found { value: v.value, uom: v.uom, qtrs: v.qtrs, version, source, caution };
                offer(&input.subject.adsh, at, found);
            }
        })?;
        if let Some(line) = crate::standard::table::left_out_said(&left_out) {
            notes.push(format!("{quarter}: {line}; not screened"));
        }
    }
    Ok(values)
}

/// Screens `plan` (read against `rules` and `ratios`: the caller checked its names).
/// The screen, and the lines to say on stderr: the filings too large to standardize, and the
/// filers a condition left out for comparing another currency than theirs.
pub fn screen(
    reader: &Reader,
    query: &Query,
    rules: &Rules,
    ratios: &Ratios,
    plan: &Plan,
) -> Result<(Screened, Vec<String>)> {
    let needed = plan.concepts(ratios);
    let Read { filings: read, of_period, quarters_read, later, mut notes } =
        read_filings(reader, query, rules, &needed)?;

    // Each filing's value, and each filer's latest filing that has one (or a refusal).
    let mut best: HashMap<i64, (&str, &Filing, Outcome)> = HashMap::new();
    for (adsh, f) in &read {
        let outcome = match evaluate(&plan.value, ratios, &needed, f) {
            Err(Refusal::Missing(_)) => continue,
            Ok((_, ref uom)) if !query.uom.admits(uom) => continue,
            other => other,
        };
        let c = &f.candidate;
        let later = |(oa, o, _): &(&str, &Filing, _)| (c.accepted, adsh.as_str()) > (o.candidate.accepted, *oa);
        if best.get(&c.cik).is_none_or(later) {
            best.insert(c.cik, (adsh.as_str(), f, outcome));
        }
    }
    let mut refused: BTreeMap<String, usize> = BTreeMap::new();
    let mut all = Vec::new();
    for (adsh, f, outcome) in best.into_values() {
        let (value, uom) = match outcome {
            Ok(v) => v,
            Err(why) => {
                *refused.entry(why.code().into()).or_default() += 1;
                continue;
            }
        };
        all.push(hit(adsh, f, value, uom, plan, rules, ratios, &needed));
    }
    let filers = all.len();
    // The conditions on expressions, read from each filer's filing: one it cannot compute fails.
    // Applied with the others, after the unit ranked is chosen from every filer's value. An
    // amount compares in one currency: the condition's, else that of the value ranked (an
    // amount's: the filer's ranked currency), else USD (a ratio's). A billion yen is no billion
    // dollars, so a filer ranked whose amount is in another currency is left out and counted; a
    // filer in another unit than the one ranked compares in its own, so that the other units'
    // count is what `--uom` would rank.
    let other_currency: RefCell<BTreeMap<String, usize>> = RefCell::default();
    let compared: RefCell<BTreeSet<String>> = RefCell::default();
    let example: RefCell<Option<String>> = RefCell::default();
    let holds = |h: &Hit, unit: Option<&str>| {
        let f = &read[&h.adsh];
        let ranked = unit.is_none_or(|u| u == h.uom);
        let values: Vec<Outcome> = plan.conditions.iter().map(|(e, _)| evaluate(e, ratios, &needed, f)).collect();
        let mismatch = plan.conditions.iter().zip(&values).find_map(|((_, cond), v)| {
            let theirs = currency_of(&v.as_ref().ok()?.1)?;
            let wanted = cond.currency.as_deref().or(currency_of(&h.uom)).unwrap_or("USD");
            if ranked {
                compared.borrow_mut().insert(wanted.to_string());
            }
            (theirs != wanted).then(|| (theirs.to_string(), cond))
        });
        if let Some((theirs, cond)) = mismatch {
            if ranked {
                example.borrow_mut().get_or_insert_with(|| cond.without_currency());
                *other_currency.borrow_mut().entry(theirs).or_default() += 1;
            }
            return false;
        }
        plan.conditions.iter().zip(&values).all(|((_, cond), v)| v.as_ref().is_ok_and(|(v, _)| cond.holds(*v)))
    };
    let (mut hits, unit, other_units) = query.ranked_where(all, holds);
    hits.sort_by_key(|h| h.cik);
    let example = example.into_inner().unwrap_or_default();
    notes.extend(other_currency_line(&other_currency.into_inner(), &compared.into_inner(), &example));
    let screened = Screened {
        hits,
        filings: of_period,
        filers,
        quarters_read,
        later,
        unit,
        other_units,
        refused: refused.into_iter().collect(),
    };
    Ok((screened, notes))
}

/// The currency of an amount's unit (`USD`, `JPY` of `JPY/shares`); `None` for a pure number
/// or a share count, which compare whatever the filer's currency.
fn currency_of(uom: &str) -> Option<&str> {
    let currency = uom.split('/').next().unwrap_or(uom);
    (uom != PURE && currency != "shares").then_some(currency)
}

/// The filers a condition left out for an amount in another currency than the one it compares,
/// said in one line: how many, in which currencies, and how to compare theirs.
fn other_currency_line(theirs: &BTreeMap<String, usize>, compared: &BTreeSet<String>, example: &str) -> Option<String> {
    let (first, _) = theirs.iter().max_by_key(|(_, n)| **n)?;
    let filers: usize = theirs.values().sum();
    let mut counted: Vec<(&String, &usize)> = theirs.iter().collect();
    counted.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
    let counted: Vec<String> = counted.iter().map(|(c, n)| format!("{c} {n}")).collect();
    let compared: Vec<&str> = compared.iter().map(String::as_str).collect();
    Some(format!(
        "{} left out: a condition's amount is in another currency ({}) than the one it compares ({}); name the \
         currency after its number to compare theirs ('{example} {first}')",
        crate::render::numbers::count(filers, "filer", "filers"),
        counted.join(", "),
        compared.join(", ")
    ))
}

/// An expression's value from one filing's values, and its unit (`pure` for a pure number).
fn evaluate(e: &Expr, ratios: &Ratios, needed: &[usize], f: &Filing) -> Outcome {
    let end = crate::model::date::date(i64::from(f.candidate.period));
    let get = |c: usize| {
        let at = needed.iter().position(|n| *n == c)?;
        f.values[at].as_ref().map(|v| Amount { value: v.value, uom: &v.uom, qtrs: v.qtrs, end: &end })
    };
    let computed = e.eval(ratios, &get)?;
    Ok((computed.value, computed.uom.unwrap_or_else(|| PURE.to_string())))
}

/// A filer's record: a bare concept's value with its source, as before expressions; an
/// expression's with every input it read cited; and the names shown.
#[allow(clippy::too_many_arguments)]
fn hit(
    adsh: &str,
    f: &Filing,
    value: Dec,
    uom: String,
    plan: &Plan,
    rules: &Rules,
    ratios: &Ratios,
    needed: &[usize],
) -> Hit {
    let c = &f.candidate;
    let bare =
        plan.value.concept().and_then(|k| needed.iter().position(|n| *n == k)).and_then(|at| f.values[at].as_ref());
    let own = plan.value.concepts(ratios);
    // A flow's period where the value reads one, else a balance's (0).
    let qtrs = own
        .iter()
        .filter_map(|k| needed.iter().position(|n| n == k).and_then(|at| f.values[at].as_ref()))
        .map(|v| v.qtrs)
        .max()
        .unwrap_or(0);
    let inputs = match plan.cites() {
        false => Vec::new(),
        true => needed
            .iter()
            .zip(&f.values)
            .filter_map(|(k, v)| {
                let v = v.as_ref()?;
                Some(Cited {
                    concept: rules.concepts[*k].name.clone(),
                    value: Dec::from_ten_thousandths(v.value),
                    uom: v.uom.clone(),
                    source: v.source.clone(),
                    version: v.version.clone(),
                    caution: v.caution.clone(),
                })
            })
            .collect(),
    };
    let shown = plan
        .show
        .iter()
        .map(|e| Shown {
            name: e.text.clone(),
            value: match evaluate(e, ratios, needed, f) {
                Ok((v, u)) => Ok((v, (u != PURE).then_some(u))),
                Err(why) => Err(why.reason(rules)),
            },
        })
        .collect();
    Hit {
        cik: c.cik,
        name: c.name.clone(),
        value,
        uom,
        end: crate::model::date::date(i64::from(c.period)),
        qtrs: bare.map_or(qtrs, |v| v.qtrs),
        version: bare.map(|v| v.version.clone()).unwrap_or_default(),
        form: c.form.clone(),
        fy: c.fy,
        fp: c.fp.clone(),
        filed: crate::model::date::date(i64::from(c.filed)),
        adsh: adsh.to_string(),
        quarter: c.quarter.clone(),
        source: bare.map(|v| v.source.clone()),
        caution: bare.and_then(|v| v.caution.clone()),
        inputs,
        shown,
    }
}
