//! The derivation: each unit's fiscal years found from where its year-to-date facts start, then
//! each year's four quarters given (filed or derived) or refused. Work is bounded: the facts are
//! indexed once by start and end, and each quarter looks at the few facts near its dates.

use std::collections::BTreeMap;

use super::{
    Fact, Input, Options, Period, Quarter, Reason, Refusal, Series, Source, latest_per_period, per_share_or_count,
    periodic, year_named,
};
use crate::model::date::{date, days};
use crate::model::number::Dec;

/// A duration fact with its dates as day numbers; `len` counts both ends.
#[derive(Clone, Copy)]
struct Dur<'a> {
    start: i64,
    end: i64,
    len: i64,
    fact: &'a Fact,
}

impl Dur<'_> {
    /// Which of two facts of one role to use: the latest filing (the restatement rule).
    fn rank(&self) -> (&str, &str) {
        (&self.fact.filing.filed, &self.fact.filing.accession)
    }
}

/// Days of `n` quarters (1 to 4): 12–14 weeks a quarter, 52–53 weeks a year.
fn span(n: usize) -> (i64, i64) {
    match n {
        1 => (84, 98),
        2 => (168, 196),
        3 => (252, 294),
        _ => (364, 371),
    }
}

/// How many quarters a duration of `len` days is, if any.
fn quarters_in(len: i64, tol: i64) -> Option<usize> {
    (1..=4).find(|&n| {
        let (lo, hi) = span(n);
        (lo - tol..=hi + tol).contains(&len)
    })
}

/// Year-to-date facts starting within this many days of each other are one fiscal year's (whether
/// their starts are close enough to tile is the tolerance's question, asked later).
const SAME_YEAR: i64 = 31;

/// A fiscal year: the starts of its year-to-date facts (`lo..=hi`, each within [`SAME_YEAR`] of
/// the next) and the one most of them use.
struct Year {
    lo: i64,
    hi: i64,
    start: i64,
    /// It has facts of two or three quarters: a year whose quarters are asked for.
    quarterly: bool,
}

/// Discrete quarters of `element` from its `facts` (any units, any order; instants and
/// non-periodic forms are passed over): see the module's rules.
pub fn discrete<'a>(element: &str, facts: impl IntoIterator<Item = &'a Fact>, options: &Options) -> Series {
    let tol = options.tolerance_days.clamp(0, 31);
    let durations: Vec<&Fact> = facts.into_iter().filter(|f| f.start.is_some() && periodic(&f.filing.form)).collect();
    let history = History::of(&durations);
    let chosen = latest_per_period(durations);
    let mut by_unit: BTreeMap<&str, Vec<Dur>> = BTreeMap::new();
    for f in chosen {
        let (Some(start), Some(end)) = (f.start.as_deref().and_then(days), days(&f.end)) else { continue };
        let len = end - start + 1;
        if (1..=400).contains(&len) {
            by_unit.entry(f.unit.as_str()).or_default().push(Dur { start, end, len, fact: f });
        }
    }
    let mut out = Series::default();
    for (unit, durs) in &by_unit {
        one_unit(element, unit, durs, tol, options, &history, &mut out);
    }
    out.quarters.sort_by(|a, b| (&a.unit, &a.end, a.period).cmp(&(&b.unit, &b.end, b.period)));
    out.refused.sort_by(|a, b| (&a.unit, a.fiscal_year, a.period).cmp(&(&b.unit, b.fiscal_year, b.period)));
    out
}

/// The fiscal years of one unit's facts, in order.
fn years(durs: &[Dur], tol: i64) -> Vec<Year> {
    // The tolerance widens the lengths only.
    // start -> (annual facts, facts of two or three quarters, all year-to-date facts)
    let mut starts: BTreeMap<i64, (usize, usize, usize)> = BTreeMap::new();
    for d in durs {
        if let Some(n) = quarters_in(d.len, tol).filter(|&n| n >= 2) {
            let e = starts.entry(d.start).or_default();
            e.0 += usize::from(n == 4);
            e.1 += usize::from(n < 4);
            e.2 += 1;
        }
    }
    // A year begun but known only from its first quarter's three months (between a filer's first
    // 10-Q of the year and its second): a three-month fact starting the day after a twelve months
    // ends, where no year-to-date fact starts, and a year or more after the last start of a year
    // with quarters — so not a quarter after a 10-Q's twelve months ended (a trailing twelve months
    // ends on every quarter's end; an annual-only start is no year's, as such a TTM's is not).
    // Each look-up below is a search of a sorted list, never a walk of all of them: a document
    // with many periods costs time in proportion to their number.
    let mut year_ends: Vec<i64> = durs.iter().filter(|d| quarters_in(d.len, tol) == Some(4)).map(|d| d.end).collect();
    year_ends.sort_unstable();
    year_ends.dedup();
    let after_a_year_end = |start: i64| {
        let from = year_ends.partition_point(|&e| e + 1 < start - tol);
        year_ends.get(from).is_some_and(|&e| e < start + tol)
    };
    let mut first_quarters: Vec<i64> = durs
        .iter()
        .filter(|d| quarters_in(d.len, tol) == Some(1) && after_a_year_end(d.start))
        .map(|d| d.start)
        .collect();
    first_quarters.sort_unstable();
    first_quarters.dedup();
    // The starts of years with quarters (facts of two or three quarters), as they are found.
    let mut with_quarters: std::collections::BTreeSet<i64> =
        starts.iter().filter(|(_, c)| c.1 > 0).map(|(&s, _)| s).collect();
    for s in first_quarters {
        let previous = with_quarters.range(..s).next_back().copied();
        if starts.range(s - SAME_YEAR..=s + SAME_YEAR).next().is_none()
            && previous.is_none_or(|p| s - p >= span(4).0 - tol)
        {
            // Counted as a year of quarters with no year-to-date fact.
            starts.insert(s, (0, 1, 0));
            with_quarters.insert(s);
        }
    }
    let mut years: Vec<(Year, (usize, usize, usize))> = Vec::new();
    for (&s, &count) in &starts {
        match years.last_mut() {
            Some((y, best)) if s - y.hi <= SAME_YEAR => {
                y.hi = s;
                y.quarterly |= count.1 > 0;
                if (count.0, count.2) > (best.0, best.2) {
                    (y.start, *best) = (s, count);
                }
            }
            _ => years.push((Year { lo: s, hi: s, start: s, quarterly: count.1 > 0 }, count)),
        }
    }
    // A year known only from annual facts that starts less than a year from a year with quarters
    // is no fiscal year (a trailing twelve months, say): its "quarters" would be another year's.
    let with_quarters: Vec<i64> = years.iter().filter(|(y, _)| y.quarterly).map(|(y, _)| y.start).collect();
    let shortest = span(4).0 - tol;
    years
        .into_iter()
        .map(|(y, _)| y)
        .filter(|y| y.quarterly || with_quarters.iter().all(|&q| (y.start - q).abs() >= shortest))
        .collect()
}

/// A period: (unit, start, end).
type PeriodKey<'a> = (&'a str, Option<&'a str>, &'a str);

fn key(f: &Fact) -> PeriodKey<'_> {
    (f.unit.as_str(), f.start.as_deref(), f.end.as_str())
}

/// Every filing's value of each period, and which filing last restated it.
struct History<'a> {
    /// Every fact, by period, then filing date, then accession: a period's facts are one run of
    /// it, found by a search ([`History::period`]). One list, not a list per period: a document
    /// of a hundred thousand periods would take more in lists than in facts.
    all: Vec<&'a Fact>,
    /// For each period whose value changed from one filing to a later one, the filing that last
    /// changed it; else, where its only filing is an amendment (`10-K/A`), that one: an amendment
    /// that reports figures re-states them, and the filing it amends is not among these (a data
    /// set holds a quarter's filings).
    restated: BTreeMap<PeriodKey<'a>, &'a Fact>,
}

impl<'a> History<'a> {
    fn of(facts: &[&'a Fact]) -> History<'a> {
        let mut all = facts.to_vec();
        // Stable: of one period and filing, the facts' own order, as each period's list had it.
        all.sort_by(|a, b| {
            (key(a), &a.filing.filed, &a.filing.accession).cmp(&(key(b), &b.filing.filed, &b.filing.accession))
        });
        let mut restated = BTreeMap::new();
        for list in all.chunk_by(|a, b| key(a) == key(b)) {
            for pair in list.windows(2) {
                if pair[1].value.minus(pair[0].value).is_none_or(|d| !d.is_zero()) {
                    restated.insert(key(pair[1]), pair[1]);
                }
            }
            // An amendment alone: the filing it amends is not among these (else the values above
            // tell whether it changed anything).
            if let [only] = list
                && only.filing.form.ends_with("/A")
            {
                restated.insert(key(only), *only);
            }
        }
        History { all, restated }
    }

    /// The facts of `fact`'s period, by filing date, then accession.
    fn period(&self, fact: &Fact) -> &[&'a Fact] {
        let k = key(fact);
        let from = self.all.partition_point(|f| key(f) < k);
        let to = from + self.all[from..].partition_point(|f| key(f) == k);
        &self.all[from..to]
    }

    /// `fact`'s period as the latest filing filed on or before `day` reported it (of one filing's
    /// two values, the later by value text, as the restatement rule); `fact` itself when none was
    /// filed by then.
    fn as_known(&self, fact: &'a Fact, day: &str) -> &'a Fact {
        let list = self.period(fact);
        let by_then = list.iter().filter(|f| f.filing.filed.as_str() <= day);
        by_then
            .max_by(|a, b| {
                (&a.filing.filed, &a.filing.accession, a.value.to_string()).cmp(&(
                    &b.filing.filed,
                    &b.filing.accession,
                    b.value.to_string(),
                ))
            })
            .copied()
            .unwrap_or(fact)
    }
}

/// Whether `total` − `less` may mix vintages, and why (`less` is the part as known on the
/// total's filing day, [`History::as_known`]): the part was first filed after the total; or the
/// total was restated (a later filing changed its value) after the last filing that reports the
/// part, which no filing changed; or a filing after the total's changed the part. Where both were
/// restated and the total's filing came last, they are one restatement's.
fn mixed(total: &Fact, less: &Fact, history: &History) -> Option<String> {
    let period = |f: &Fact| format!("{} to {}", f.start.as_deref().unwrap_or_default(), f.end);
    let filing = |f: &Fact| format!("{} {} (filed {})", f.filing.form, f.filing.accession, f.filing.filed);
    if less.filing.filed > total.filing.filed {
        return Some(format!(
            "may mix vintages: {} is from {}, after the {} it is subtracted from; no filing by then reports it",
            period(less),
            filing(less),
            filing(total)
        ));
    }
    let last_of_less = history.period(less).last().copied().unwrap_or(less);
    if let Some(by) = history.restated.get(&key(total))
        && !history.restated.contains_key(&key(less))
        && last_of_less.filing.filed < by.filing.filed
    {
        return Some(format!(
            "may mix vintages: {} was restated by {} after the last filing that reports {} ({}); if that \
             restatement changed it too, the filings here do not say how",
            period(total),
            filing(by),
            period(less),
            filing(last_of_less)
        ));
    }
    let later = history
        .period(less)
        .iter()
        .find(|f| f.filing.filed > total.filing.filed && f.value.minus(less.value).is_none_or(|d| !d.is_zero()))?;
    Some(format!(
        "may mix vintages: {} was changed by {} after the {} it is subtracted from; it is taken as it stood then ({})",
        period(less),
        filing(later),
        filing(total),
        filing(less)
    ))
}

/// One unit's duration facts indexed: the three-month ones by start and by end, the year-to-date
/// ones (two quarters or more) by start. Sorted lists searched for a range of days (a list per
/// day would take more than the facts).
struct Index<'a> {
    three_by_start: Vec<Dur<'a>>,
    three_by_end: Vec<Dur<'a>>,
    ytd_by_start: Vec<Dur<'a>>,
}

/// The facts of `sorted` (sorted by `day`) whose `day` is within `lo..=hi`, in order.
fn days_within<'s, 'a>(sorted: &'s [Dur<'a>], day: fn(&Dur) -> i64, lo: i64, hi: i64) -> &'s [Dur<'a>] {
    let from = sorted.partition_point(|d| day(d) < lo);
    let to = from + sorted[from..].partition_point(|d| day(d) <= hi);
    &sorted[from..to]
}

impl<'a> Index<'a> {
    fn of(durs: &[Dur<'a>], tol: i64) -> Index<'a> {
        let mut index = Index { three_by_start: Vec::new(), three_by_end: Vec::new(), ytd_by_start: Vec::new() };
        for d in durs {
            match quarters_in(d.len, tol) {
                Some(1) => {
                    index.three_by_start.push(*d);
                    index.three_by_end.push(*d);
                }
                Some(_) => index.ytd_by_start.push(*d),
                None => {}
            }
        }
        // Stable: of one day, the facts' own order.
        index.three_by_start.sort_by_key(|d| d.start);
        index.three_by_end.sort_by_key(|d| d.end);
        index.ytd_by_start.sort_by_key(|d| d.start);
        index
    }

    /// The year's year-to-date facts of n quarters (n = 2, 3, 4): those starting on the year's
    /// usual start first, then the latest filing.
    fn year_to_date(&self, year: &Year, tol: i64) -> [Option<Dur<'a>>; 5] {
        let mut ytd: [Option<Dur>; 5] = [None; 5];
        for d in days_within(&self.ytd_by_start, |d| d.start, year.lo, year.hi) {
            let Some(n) = quarters_in(d.len, tol) else { continue };
            let better = |old: &Dur| ((d.start == year.start), d.rank()) > ((old.start == year.start), old.rank());
            if ytd[n].as_ref().is_none_or(better) {
                ytd[n] = Some(*d);
            }
        }
        ytd
    }

    /// The year's three-month facts and where each of its quarters ends (index 0: the day before
    /// the year starts): each starts the day after the previous quarter ends (within the
    /// tolerance), ends where its year-to-date fact ends, and within the year; a three-month fact
    /// the chain did not reach (the quarter before it unknown) is placed by how far into the year
    /// it ends. A quarter of this year ends before the next year starts (`next_start`).
    fn three_months(
        &self,
        year: &Year,
        ytd: &[Option<Dur<'a>>; 5],
        next_start: Option<i64>,
        tol: i64,
    ) -> ([Option<i64>; 5], [Option<Dur<'a>>; 5]) {
        let year_end = ytd[4].map(|d| d.end);
        let mut ends: [Option<i64>; 5] = [None; 5];
        let mut three: [Option<Dur>; 5] = [None; 5];
        ends[0] = Some(year.start - 1);
        for k in 1..=4 {
            let after = ends[k - 1].map(|e| e + 1);
            let must_end = if k == 4 { year_end } else { ytd[k].map(|d| d.end) };
            let fits = |d: &&Dur| {
                after.is_none_or(|a| (d.start - a).abs() <= tol)
                    && must_end.is_none_or(|e| d.end == e)
                    && year_end.is_none_or(|e| d.end <= e)
                    && next_start.is_none_or(|n| d.end < n)
            };
            let candidates: Vec<&Dur> = match (after, must_end) {
                (Some(a), _) => {
                    days_within(&self.three_by_start, |d| d.start, a - tol, a + tol).iter().filter(fits).collect()
                }
                (None, Some(e)) => days_within(&self.three_by_end, |d| d.end, e, e).iter().filter(fits).collect(),
                (None, None) => Vec::new(),
            };
            three[k] = candidates
                .into_iter()
                .max_by(|a, b| {
                    (a.start == after.unwrap_or(a.start), a.rank())
                        .cmp(&(b.start == after.unwrap_or(b.start), b.rank()))
                })
                .copied();
            ends[k] = must_end.or(three[k].map(|d| d.end));
        }
        for k in 2..=4 {
            if ends[k].is_some() {
                continue;
            }
            let (lo, hi) = span(k);
            let found =
                days_within(&self.three_by_end, |d| d.end, year.start + lo - 1 - tol, year.start + hi - 1 + tol)
                    .iter()
                    .filter(|d| d.start > year.hi + tol && quarters_in(d.end - year.start + 1, tol) == Some(k))
                    .filter(|d| year_end.is_none_or(|e| d.end <= e) && next_start.is_none_or(|n| d.end < n))
                    .max_by(|a, b| a.rank().cmp(&b.rank()));
            three[k] = found.copied();
            ends[k] = three[k].map(|d| d.end);
        }
        (ends, three)
    }
}

/// What holds for every quarter of one element's unit.
struct UnitRules<'a> {
    unit: &'a str,
    /// A per-share amount or share count: never derived by subtraction.
    per_share: bool,
    derive_only: bool,
    tol: i64,
    history: &'a History<'a>,
}

/// One fiscal year's facts as its quarters read them.
struct FiscalYear<'y, 'a> {
    year: &'y Year,
    fiscal_year: i32,
    ytd: [Option<Dur<'a>>; 5],
    three: [Option<Dur<'a>>; 5],
    ends: [Option<i64>; 5],
    /// Why the year is a change of fiscal year, if it is.
    transition: Option<String>,
    /// The newest year: its quarters not yet reported are not asked for.
    last: bool,
}

impl FiscalYear<'_, '_> {
    fn refusal(&self, k: usize, unit: &str, reason: Reason) -> Refusal {
        Refusal {
            fiscal_year: self.fiscal_year,
            period: Period::ALL[k - 1],
            end: self.ends[k].map(date),
            unit: unit.to_string(),
            reason,
        }
    }
}

fn one_unit(element: &str, unit: &str, durs: &[Dur], tol: i64, options: &Options, history: &History, out: &mut Series) {
    let years = years(durs, tol);
    let index = Index::of(durs, tol);
    let derive_only = options.derive_only;
    let rules = UnitRules { unit, per_share: per_share_or_count(element, unit), derive_only, tol, history };
    // In order of `lo`, as `years` are: the next one after a year is found by a search.
    let quarterly: Vec<&Year> = years.iter().filter(|y| y.quarterly).collect();
    // Newest first: with `latest`, the years before the latest quarters asked are not derived
    // (each year's quarters depend on its own facts and the next year's start only).
    let mut seen: std::collections::BTreeSet<(i32, Period)> = std::collections::BTreeSet::new();
    for (i, year) in years.iter().enumerate().rev() {
        let ytd = index.year_to_date(year, tol);
        let (ends, three) = index.three_months(year, &ytd, years.get(i + 1).map(|y| y.lo), tol);
        if !year.quarterly && three.iter().all(Option::is_none) {
            continue; // known only from an annual fact: no quarters asked for
        }
        let fiscal_year = year_named(ytd[4].map(|d| d.end).unwrap_or(year.start + 363));
        // Enough once `latest` quarters are known and this year is named before the oldest of
        // them: none of its quarters is among the latest.
        if let Some(n) = options.latest
            && seen.iter().nth_back(n.saturating_sub(1)).is_some_and(|(oldest, _)| fiscal_year < *oldest)
        {
            break;
        }
        let next = quarterly.get(quarterly.partition_point(|y| y.lo <= year.hi)).copied();
        let transition = transition(year, &ytd, &three, next, tol);
        let fy = FiscalYear { year, fiscal_year, ytd, three, ends, transition, last: i + 1 == years.len() };
        let (given, refused) = (out.quarters.len(), out.refused.len());
        year_quarters(&rules, &fy, out);
        if options.latest.is_some() {
            seen.extend(out.quarters[given..].iter().map(|q| (q.fiscal_year, q.period)));
            seen.extend(out.refused[refused..].iter().map(|r| (r.fiscal_year, r.period)));
        }
    }
}

/// A fiscal year's four quarters, each given or refused (a transition year's all refused).
fn year_quarters(u: &UnitRules, y: &FiscalYear, out: &mut Series) {
    for k in 1..=4 {
        // The newest year's quarters not yet reported are not asked for.
        if y.last && y.ends[k..].iter().all(Option::is_none) {
            break;
        }
        if let Some(why) = &y.transition {
            // The quarters it reports are refused; none is asked for past its end.
            if y.ends[k].is_some() {
                out.refused.push(y.refusal(k, u.unit, Reason::Transition(why.clone())));
            }
            continue;
        }
        match quarter(u, y, k) {
            Ok(q) => out.quarters.push(q),
            Err(reason) => out.refused.push(y.refusal(k, u.unit, reason)),
        }
    }
}

/// Quarter `k` of a year: filed as three months, or derived from the year-to-date facts (the part
/// subtracted as it stood when the total's filing was filed), or why not.
fn quarter(u: &UnitRules, y: &FiscalYear, k: usize) -> Result<Quarter, Reason> {
    let period = Period::ALL[k - 1];
    if let Some(d) = y.three[k].filter(|_| k == 1 || !u.derive_only) {
        return Ok(Quarter {
            fiscal_year: y.fiscal_year,
            period,
            start: date(d.start),
            end: date(d.end),
            unit: u.unit.to_string(),
            value: d.fact.value,
            source: Source::Filed(Input::of(d.fact)),
            caution: None,
            sign: None,
        });
    }
    if k == 1 {
        return Err(Reason::Missing(format!("the first quarter of the year from {}", date(y.year.start))));
    }
    if u.per_share {
        return Err(Reason::PerShare);
    }
    let (total, less) = (y.ytd[k], if k == 2 { y.three[1] } else { y.ytd[k - 1] });
    // The part subtracted as it stood when the total's filing was filed (one vintage).
    let less = match (total, less) {
        (Some(t), Some(l)) => Some(Dur { fact: u.history.as_known(l.fact, &t.fact.filing.filed), ..l }),
        _ => less,
    };
    let (start, end, value, source) = derived(total, less, k, y.year, u.tol)?;
    Ok(Quarter {
        fiscal_year: y.fiscal_year,
        period,
        start: date(start),
        end: date(end),
        unit: u.unit.to_string(),
        value,
        source,
        caution: total.zip(less).and_then(|(t, l)| mixed(t.fact, l.fact, u.history)),
        sign: None,
    })
}

/// What year-to-date facts of `n` quarters are called, for a refusal.
fn called(n: usize, year: &Year) -> String {
    let what = ["", "the first quarter", "the six months", "the nine months", "the fiscal year"][n.min(4)];
    format!("{what} from {} (year to date)", date(year.start))
}

/// Quarter `k` as `total` − `less`: its start, end, value and source, or why not.
fn derived(
    total: Option<Dur>,
    less: Option<Dur>,
    k: usize,
    year: &Year,
    tol: i64,
) -> Result<(i64, i64, Dec, Source), Reason> {
    let total = total.ok_or_else(|| Reason::Missing(called(k, year)))?;
    let less = less.ok_or_else(|| Reason::Missing(called(k - 1, year)))?;
    let inputs = || (Input::of(total.fact), Input::of(less.fact));
    let apart = total.start - less.start;
    if apart.abs() > tol {
        let (total, less) = inputs();
        return Err(Reason::StartsDiffer { days: apart.abs(), total: Box::new(total), less: Box::new(less) });
    }
    let len = total.end - less.end;
    if quarters_in(len, tol) != Some(1) {
        let (total, less) = inputs();
        return Err(Reason::NotAQuarter { days: len, total: Box::new(total), less: Box::new(less) });
    }
    let value = total.fact.value.minus(less.fact.value).ok_or(Reason::Overflow)?;
    let (total_in, less_in) = inputs();
    Ok((less.end + 1, total.end, value, Source::Derived { total: total_in, less: less_in }))
}

/// Why a year is a change of fiscal year, if it is: a fact of it from a transition report, or no
/// year's length before the next year starts.
fn transition(
    year: &Year,
    ytd: &[Option<Dur>; 5],
    three: &[Option<Dur>; 5],
    next: Option<&Year>,
    tol: i64,
) -> Option<String> {
    let mut facts = ytd.iter().chain(three).flatten();
    if let Some(d) = facts.find(|d| d.fact.filing.form.starts_with("10-KT") || d.fact.filing.form.starts_with("10-QT"))
    {
        return Some(format!("reported on a transition report ({} {})", d.fact.filing.form, d.fact.filing.accession));
    }
    let next = next?;
    let (shortest, _) = span(4);
    (ytd[4].is_none() && next.lo - year.start < shortest - tol).then(|| {
        format!(
            "the year from {} is followed by one from {}, {} days later, less than a year",
            date(year.start),
            date(next.lo),
            next.lo - year.start
        )
    })
}
