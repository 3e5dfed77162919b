//! `finq bulk quality [QUARTER…]`: every 10-K and 10-Q of the store's quarters standardized
//! ([`crate::standard`]) and the report of how well its relations hold, answered from
//! the store alone.

use crate::error::Error;
use crate::render::{self, Format};
use crate::settings::Settings;
use crate::standard::quality::Report;
use crate::standard::quarter::standardize_quarter_noting;
use crate::standard::{self, Standardized, Subject};
use crate::store::{Reader, Store};

pub fn run(store: &Store, wanted: &[String], detail: bool, settings: &Settings) -> anyhow::Result<()> {
    if detail && settings.format == Format::Table {
        return Err(Error::usage(
            "--detail lists every standardized value with its source: ask for it with --format json, ndjson or csv",
        )
        .into());
    }
    let reader = Reader::open(store).map_err(Error::from)?;
    // An empty store says where it is and how to fill it, whatever quarter was asked for.
    if reader.manifest().quarters.is_empty() {
        return Err(Error::not_found(crate::store::layout::empty_store(store.root(), "", "QUARTER")).into());
    }
    if let Some(missing) = wanted.iter().find(|q| !reader.manifest().quarters.contains_key(*q)) {
        let held = reader.manifest().quarters.keys().map(String::as_str);
        return Err(Error::not_found(crate::store::layout::missing_quarter(missing, held)).into());
    }
    let quarters: Vec<String> =
        reader.quarters().map(|(q, _)| q.to_string()).filter(|q| wanted.is_empty() || wanted.contains(q)).collect();
    if quarters.is_empty() {
        return Err(Error::not_found(crate::store::layout::empty_store(store.root(), "", "QUARTER")).into());
    }
    let rules = standard::rules();
    let mut report = Report::new(rules, quarters.clone());
    let mut kept: Vec<(Subject, Standardized)> = Vec::new();
    // A quarter at a time: read in one pass per table, its filings standardized side by side a
    // chunk at a time.
    for quarter in &quarters {
        let left_out = standardize_quarter_noting(&reader.quarter(quarter), rules, None, |input, s| {
            report.add(rules, &input.subject, &s);
            if detail {
                kept.push((input.subject.clone(), s));
            }
        })?;
        // Not in the report: said, so that its counts are not read as every filing's.
        if let Some(line) = standard::table::left_out_said(&left_out) {
            settings.printer().warn(&format!("{quarter}: {line}; not in the report"));
        }
    }
    let doc = render::quality::Quality { rules, report: &report, detail: detail.then_some(kept.as_slice()) };
    super::print_document(settings, |out, format| render::quality::write(out, format, &doc, &settings.table))
}
