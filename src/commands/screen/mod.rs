//! `finq screen ELEMENT --period 2024Q4 [--where '< 0']`: one element across every filer of a
//! calendar period, answered from the bulk store alone ([`crate::store::screen`] states the rule);
//! with `--standard` a concept, a ratio or an expression of them, conditions on expressions and
//! names shown beside ([`standard`]). Nothing is sent anywhere; an empty store is exit 3 with the
//! command that fills it; a bad expression is exit 2, naming where, before the store is read.

mod standard;

use crate::cli::{Form, ScreenArgs, ScreenSort};
use crate::error::Error;
use crate::model::screen::{Forms, Hit, Query, Screened, Units};
use crate::render;
use crate::settings::Settings;
use crate::store::{Reader, Store};

pub fn run(args: &ScreenArgs, settings: &Settings) -> anyhow::Result<()> {
    settings.ready()?;
    let dir = settings.store_dir.clone().ok_or_else(|| {
        Error::usage(format!(
            "there is no data folder on this system for the bulk store; set {}",
            crate::env::STORE_DIR
        ))
    })?;
    if settings.raw {
        return Err(
            Error::usage("--raw prints a service's answer, and screen reads the local store: leave out --raw").into()
        );
    }
    let plan = plan(args)?;
    settings.bundled_store_notice();
    let store = Store::at(dir);
    let reader = Reader::open(&store).map_err(Error::from)?;
    if reader.quarters().next().is_none() {
        let quarter = args.period.first_data_set().to_string();
        return Err(Error::not_found(crate::store::layout::empty_store(store.root(), "", &quarter)).into());
    }
    let query = query(args);
    let (screened, notes) = if let Some(plan) = &plan {
        standard::screen(&reader, &query, crate::standard::rules(), crate::standard::ratios::ratios(), plan)?
    } else {
        (crate::store::screen::screen(&reader, &query).map_err(Error::from)?, Vec::new())
    };
    tell(&reader, args, &screened, settings)?;
    other_units(&screened.other_units).inspect(|line| settings.printer().warn(line));
    notes.iter().for_each(|line| settings.printer().warn(line));
    refused(&args.element.name, &screened.refused).inspect(|line| settings.printer().warn(line));
    let Screened { mut hits, unit, other_units, .. } = screened;
    sort(&mut hits, args);
    let total = hits.len();
    if let Some(n) = args.limit {
        hits.truncate(n as usize);
    }
    let answer = render::screen::Screen {
        element: &args.element.name,
        period: args.period.to_string(),
        conditions: args.conditions.iter().map(|c| c.text.clone()).collect(),
        form: args.form.map(Form::as_str),
        uom: unit.as_deref().unwrap_or("all"),
        other_units: &other_units,
        hits: &hits,
        total,
        standard: args.standard.then_some(crate::standard::rules().version.as_str()),
        as_of: args.as_of.as_deref(),
        expression: plan.as_ref().filter(|p| p.value.concept().is_none()).map(|p| render::screen::Computed {
            formula: p.value.ratio().map(|i| crate::standard::ratios::ratios().ratios[i].formula.as_str()),
            places: p.value.divides(crate::standard::ratios::ratios()).then_some(crate::standard::ratios::PLACES),
            ratios_version: crate::standard::ratios::ratios().version.as_str(),
        }),
        show: plan.as_ref().map(|p| p.show.iter().map(|e| e.text.as_str()).collect()).unwrap_or_default(),
        cites: plan.as_ref().is_some_and(standard::Plan::cites),
    };
    super::print_document(settings, |out, format| render::screen::write(out, format, &answer, &settings.table))
}

/// The longest expression read, in bytes.
const MAX_EXPRESSION: usize = 1000;

/// What a screen under `--standard` computes ([`standard::Plan`]), read against the rules and the
/// ratios before anything is read; `None` for a screen of an element as filed, where an expression
/// is refused (exit 2).
fn plan(args: &ScreenArgs) -> Result<Option<standard::Plan>, Error> {
    let (rules, ratios) = (crate::standard::rules(), crate::standard::ratios::ratios());
    if !args.standard {
        let standard_only = if args.element.expression {
            Some(format!("{:?} is an expression of standardized concepts", args.element.name))
        } else if let Some(c) = args.conditions.iter().find(|c| c.subject.is_some()) {
            Some(format!("--where '{}' compares an expression of standardized concepts", c.text))
        } else if !args.show.is_empty() {
            Some("--show adds standardized concepts or ratios".to_string())
        } else {
            None
        };
        return match standard_only {
            Some(what) => Err(Error::usage(format!("{what}: add --standard (`finq concepts` lists them)"))),
            None => Ok(None),
        };
    }
    if let Some(prefix) = args.element.prefix.as_deref() {
        // A concept is finq's, of no taxonomy: `aapl:Revenues` is not read as `Revenues`.
        return Err(Error::usage(format!(
            "{prefix}:{}: a standardized concept has no taxonomy prefix; write {}",
            args.element.name, args.element.name
        )));
    }
    let name = &args.element.name;
    let bare = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if bare && rules.concept(name).is_none() && ratios.get(name).is_none() {
        return Err(no_concept(name));
    }
    let read = |text: &str, what: &str| {
        // Longer than any formula: refused before it is read (the reading nests, the stack not).
        if text.len() > MAX_EXPRESSION {
            return Err(Error::usage(format!(
                "{what} an expression of {} bytes: at most {MAX_EXPRESSION}",
                text.len()
            )));
        }
        crate::standard::expr::parse(text, rules, ratios).map_err(|bad| {
            let near = bad
                .unknown
                .as_deref()
                .map(|name| crate::suggest::nearest_any_case(name, &crate::standard::expr::names(rules, ratios)))
                .unwrap_or_default();
            let hint = if near.is_empty() { String::new() } else { format!(" (did you mean {}?)", near.join(" or ")) };
            Error::usage(format!("{what} '{text}', at character {}: {}{hint}", bad.at + 1, bad.message))
        })
    };
    let value = read(name, "in")?;
    let conditions = args
        .conditions
        .iter()
        .filter_map(|c| c.subject.as_deref().map(|s| Ok((read(s, "in --where")?, c.clone()))))
        .collect::<Result<Vec<_>, Error>>()?;
    // A currency names an amount's unit: on a ratio or a count it would be read and ignored.
    if let Some((e, c, what)) =
        conditions.iter().find_map(|(e, c)| Some((e, c, e.not_money()?)).filter(|(_, c, _)| c.currency.is_some()))
    {
        return Err(Error::usage(format!(
            "in --where '{}': {} is {what}, compared whatever the filer's currency; a currency names the unit \
             of an amount ('Revenues > 1000000000 JPY'): leave it out",
            c.text, e.text
        )));
    }
    let mut show: Vec<crate::standard::expr::Expr> = Vec::new();
    for text in args.show.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        let e = read(text, "in --show")?;
        // A name asked twice is one field.
        if !show.iter().any(|s| s.text == e.text) {
            show.push(e);
        }
    }
    Ok(Some(standard::Plan { value, conditions, show }))
}

/// The filers left out because their filing cannot give the value (a zero denominator, mixed
/// currencies), counted on stderr in one line.
fn refused(what: &str, refused: &[(String, usize)]) -> Option<String> {
    let filers: usize = refused.iter().map(|(_, n)| n).sum();
    if filers == 0 {
        return None;
    }
    let reasons: Vec<String> = refused.iter().map(|(code, n)| format!("{} {n}", code.replace('_', " "))).collect();
    Some(format!(
        "{} no {what}: left out ({}); `finq ratios` shows one filing's reasons",
        crate::render::numbers::count(filers, "filer's filing gives", "filers' filings give"),
        reasons.join(", ")
    ))
}

/// `--standard` of a name that is no concept of the rules (exit 3, as an element no filing
/// reports): an element the rules read is told its concepts; any other name the nearest concepts'
/// names, in any case (an element typed in another case, with no concept near it, its concepts).
fn no_concept(name: &str) -> Error {
    let rules = crate::standard::rules();
    let lower = name.to_ascii_lowercase();
    // The concepts reading the element.
    let read_by = |exact: bool| -> Vec<(&str, &str)> {
        rules
            .concepts
            .iter()
            .flat_map(|c| c.elements.iter().map(move |e| (e.tag.as_str(), c.name.as_str())))
            .filter(|(tag, _)| if exact { *tag == name } else { tag.to_ascii_lowercase() == lower })
            .collect()
    };
    let names = crate::standard::expr::names(rules, crate::standard::ratios::ratios());
    let near = crate::suggest::nearest_any_case(name, &names);
    let read = match read_by(true) {
        exact if !exact.is_empty() => exact,
        _ if near.is_empty() => read_by(false),
        _ => Vec::new(),
    };
    if let Some((tag, _)) = read.first() {
        let mut concepts: Vec<&str> = read.iter().map(|(_, c)| *c).collect();
        concepts.dedup();
        return Error::not_found(format!(
            "{tag} is read as {} under --standard (it is an element as filed, not a concept): screen {} \
             --standard, or {tag} without --standard; `finq concepts` lists the concepts and their elements",
            concepts.join(" or "),
            concepts[0]
        ));
    }
    let hint = if near.is_empty() { String::new() } else { format!(" (did you mean {}?)", near.join(" or ")) };
    Error::not_found(format!(
        "{name} is no standardized concept{hint}; `finq concepts` lists them, `finq concepts --ratios` the ratios"
    ))
}

/// The question the arguments ask.
fn query(args: &ScreenArgs) -> Query {
    Query {
        element: args.element.name.clone(),
        period: args.period,
        // A form names its family, amendments included: `--form 10-K/A` is `--form 10-K`.
        forms: match args.form.map(Form::report) {
            None => Forms::Default,
            Some(Form::TenQ) => Forms::TenQ,
            Some(Form::TwentyF) => Forms::Foreign("20-F"),
            Some(Form::FortyF) => Forms::Foreign("40-F"),
            Some(_) => Forms::TenK,
        },
        uom: match args.uom.as_deref() {
            None => Units::Usual,
            Some(u) if u.eq_ignore_ascii_case("all") => Units::All,
            Some(u) => Units::Only(u.to_string()),
        },
        conditions: args.conditions.clone(),
        // The day after DATE, at midnight: a filing accepted at any time on DATE counts.
        accepted_before: args.as_of.as_deref().and_then(crate::model::date::days).map(|d| (d + 1) * 86_400_000),
    }
}

/// A name no data set of the store knows is no element to screen: exit 3, with the names nearest
/// it, so that a script tells a typo from an empty answer.
fn known(reader: &Reader, element: &str) -> Result<(), Error> {
    let Some(near) = crate::store::screen::unknown_element(reader, element).map_err(Error::from)? else {
        return Ok(());
    };
    let hint = if near.is_empty() { String::new() } else { format!("; did you mean {}?", near.join(" or ")) };
    Err(Error::not_found(format!("no filing in the store reports an element named {element}{hint}")))
}

/// Says on stderr why a screen found nothing, or (with `-v`) what it read.
fn tell(reader: &Reader, args: &ScreenArgs, screened: &Screened, settings: &Settings) -> anyhow::Result<()> {
    let printer = settings.printer();
    // Accepted at milliseconds since 1970: the day, as the store's days are written.
    let day = |ms: i64| crate::model::date::date(ms.div_euclid(86_400_000));
    let as_of = args.as_of.as_deref().unwrap_or_default();
    if screened.filers == 0 && !args.standard {
        known(reader, &args.element.name)?;
    }
    if screened.filings == 0
        && let (Some(before), Some(first)) = (query(args).accepted_before, screened.later.store_first)
        && first >= before
    {
        // The day comes before every filing the store holds: nothing of any period was known.
        printer.warn(&format!(
            "nothing in the store was filed by {as_of}: the first filing it holds was accepted on {}",
            day(first)
        ));
    } else if screened.filings == 0
        && let Some(first) = screened.later.first
    {
        printer.warn(&format!(
            "none of the store's {} filings for {} was accepted by {as_of}: the first was accepted on {}",
            screened.later.filings,
            args.period,
            day(first)
        ));
    } else if screened.filings == 0 {
        let held: Vec<&str> = reader.quarters().map(|(q, _)| q).collect();
        printer.warn(&format!(
            "no filing in the store is for {} (it holds {}); a period's filings come in the data sets of the \
             quarters after it",
            args.period,
            held.join(", ")
        ));
    } else if screened.filers == 0 && args.standard {
        printer.warn(&format!(
            "none of the {} filings for {} has a standardized {} for the period",
            screened.filings, args.period, args.element.name
        ));
    } else if screened.filers == 0 {
        printer.warn(&format!(
            "none of the {} filings for {} reports {} for the period",
            screened.filings, args.period, args.element.name
        ));
    } else {
        printer.verbose(
            1,
            &format!(
                "{} filings for {}, {} filers with a value, {} passing; numbers read from {}",
                screened.filings,
                args.period,
                screened.filers,
                screened.hits.len(),
                screened.quarters_read.join(", ")
            ),
        );
    }
    Ok(())
}

/// The filers left out of a ranking of one unit, counted on stderr in one line: how many, in
/// which units, and the flag that ranks them.
fn other_units(others: &[(String, usize)]) -> Option<String> {
    let (first, _) = others.first()?;
    let filers: usize = others.iter().map(|(_, n)| n).sum();
    let mut units: Vec<String> = others.iter().take(5).map(|(u, n)| format!("{u} {n}")).collect();
    if others.len() > 5 {
        units.push(format!("{} more", others.len() - 5));
    }
    Some(format!(
        "{} in other units ({}): --uom {first} ranks them, --uom all every unit",
        crate::render::numbers::count(filers, "filer reports it", "filers report it"),
        units.join(", ")
    ))
}

/// The hits in the order asked.
fn sort(hits: &mut [Hit], args: &ScreenArgs) {
    match args.sort {
        ScreenSort::Value => hits
            .sort_by(|a, b| b.value.partial_cmp(&a.value).unwrap_or(std::cmp::Ordering::Equal).then(a.cik.cmp(&b.cik))),
        ScreenSort::Name => {
            hits.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.cik.cmp(&b.cik)))
        }
        ScreenSort::Cik => hits.sort_by_key(|h| h.cik),
    }
    if args.reverse {
        hits.reverse();
    }
}
