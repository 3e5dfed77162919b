//! `finq screen ELEMENT --period 2024Q4 [--where '< 0']`: one element across every filer of a
//! calendar period, answered from the bulk store alone ([`crate::store::screen`] states the rule).
//! Nothing is sent anywhere; an empty store is exit 3 with the command that fills it.

mod standard;

use crate::cli::{Form, ScreenArgs, ScreenSort};
use crate::error::Error;
use crate::model::screen::{Forms, Hit, Query, Screened};
use crate::render;
use crate::settings::Settings;
use crate::store::{Reader, Store};

pub fn run(args: &ScreenArgs, settings: &Settings) -> anyhow::Result<()> {
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
    if let Some(prefix) = args.element.prefix.as_deref().filter(|_| args.standard) {
        // A concept is finq's, of no taxonomy: `aapl:Revenues` is not read as `Revenues`.
        return Err(Error::usage(format!(
            "{prefix}:{}: a standardized concept has no taxonomy prefix; write {}",
            args.element.name, args.element.name
        ))
        .into());
    }
    if args.standard && crate::standard::rules().concept(&args.element.name).is_none() {
        return Err(no_concept(&args.element.name).into());
    }
    let store = Store::at(dir);
    let reader = Reader::open(&store).map_err(Error::from)?;
    if reader.quarters().next().is_none() {
        return Err(Error::not_found(format!(
            "the bulk store at {} holds no quarters yet; `finq bulk fetch {}` (or `finq bulk import FILE.zip`) first",
            store.root().display(),
            args.period.first_data_set()
        ))
        .into());
    }
    let query = query(args);
    let screened = if args.standard {
        standard::screen(&reader, &query, crate::standard::rules())?
    } else {
        crate::store::screen::screen(&reader, &query).map_err(Error::from)?
    };
    tell(&reader, args, &screened, settings)?;
    let mut hits = screened.hits;
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
        uom: args.uom.as_deref(),
        hits: &hits,
        total,
        standard: args.standard.then_some(crate::standard::rules().version.as_str()),
        as_of: args.as_of.as_deref(),
    };
    super::print_document(settings, |out, format| render::screen::write(out, format, &answer, &settings.table))
}

/// `--standard` of an element that is no concept of the rules, with the nearest concepts' names.
fn no_concept(element: &str) -> Error {
    let rules = crate::standard::rules();
    let names: Vec<&str> = rules.concepts.iter().map(|c| c.name.as_str()).collect();
    let near = crate::suggest::nearest(element, &names);
    let hint = if near.is_empty() { String::new() } else { format!(" (did you mean {}?)", near.join(" or ")) };
    Error::usage(format!(
        "{element} is no standardized concept{hint}; docs/standard.md lists them, such as Revenues, NetIncomeLoss or Assets"
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
        uom: args.uom.clone(),
        conditions: args.conditions.clone(),
        // The day after DATE, at midnight: a filing accepted at any time on DATE counts.
        accepted_before: args.as_of.as_deref().and_then(crate::model::date::days).map(|d| (d + 1) * 86_400_000),
    }
}

/// Says on stderr why a screen found nothing, or (with `-v`) what it read.
fn tell(reader: &Reader, args: &ScreenArgs, screened: &Screened, settings: &Settings) -> anyhow::Result<()> {
    let printer = settings.printer();
    // Accepted at milliseconds since 1970: the day, as the store's days are written.
    let day = |ms: i64| crate::model::date::date(ms.div_euclid(86_400_000));
    let as_of = args.as_of.as_deref().unwrap_or_default();
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
        let near = crate::store::screen::nearest_elements(reader, &args.element.name).map_err(Error::from)?;
        let hint = if near.is_empty() { String::new() } else { format!("; did you mean {}?", near.join(" or ")) };
        printer.warn(&format!(
            "none of the {} filings for {} reports {} for the period{hint}",
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

/// The hits in the order asked.
fn sort(hits: &mut [Hit], args: &ScreenArgs) {
    match args.sort {
        ScreenSort::Value => hits.sort_by(|a, b| b.value.cmp(&a.value).then(a.cik.cmp(&b.cik))),
        ScreenSort::Name => {
            hits.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.cik.cmp(&b.cik)))
        }
        ScreenSort::Cik => hits.sort_by_key(|h| h.cik),
    }
    if args.reverse {
        hits.reverse();
    }
}
