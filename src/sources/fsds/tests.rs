//! The store as a source, against the real 2009q3 quarter: which filing answers, look-ups, the
//! summary, and what the automatic choice takes on and leaves to the provider.

use super::*;
use crate::model::{FactValue, Shape, StatementKind};
use crate::sec::sets::tests::fixture_store;

/// What the store advises, as data: settings word it (`tests/it/from_store.rs` reads their line).
fn said(advice: &crate::sources::Advice) -> String {
    format!("{advice:?}")
}

const APPLE: &str = "0001193125-09-153165";
/// Ten days after Apple's 10-Q of 2009-07-22: its next 10-Q is not due yet.
const SOON_AFTER: &str = "2009-08-01";
const YEARS_LATER: &str = "2026-01-01";

fn ask(op: Operation, subject: &str, form: Option<Form>, mode: Mode, today: &str) -> Result<Option<Answer>> {
    let mut req = Request::new(op, subject);
    req.form = form;
    State::default().answer_now(fixture_store().root(), &req, mode, today, said)
}

fn statement(a: Option<Answer>) -> crate::model::Statement {
    match a {
        Some(Answer::Statement(s)) => s,
        other => panic!("not a statement: {other:?}"),
    }
}

#[test]
fn a_chosen_store_answers_by_ticker_or_cik_with_the_filing_as_edgar_counts_it() {
    let income = Operation::Statement(StatementKind::Income);
    let s = statement(ask(income, "AAPL", Some(Form::TenQ), Mode::Chosen, YEARS_LATER).unwrap());
    assert_eq!(s.shape, Shape::DataSets);
    assert_eq!(
        (s.company.name.as_str(), s.company.cik.as_str(), s.company.ticker.as_str()),
        ("APPLE INC", "320193", "AAPL")
    );
    assert_eq!((s.filing.accession.as_str(), s.filing.form.as_str()), (APPLE, "10-Q"));
    assert_eq!((s.filing.filed.as_str(), s.filing.period.as_deref()), ("2009-07-22", Some("2009-06-30")));
    assert_eq!(s.filing_count, Some(1));
    assert_eq!(s.filed.as_ref().unwrap().columns.len(), 4);
    // The first column's figures are the items, as for every as-filed statement.
    assert!(s.items.iter().any(|i| i.element == "NetIncomeLoss"));
    let by_cik = statement(ask(income, "320193", Some(Form::TenQ), Mode::Chosen, YEARS_LATER).unwrap());
    assert_eq!(by_cik.filed, s.filed);
    assert_eq!(by_cik.company.ticker, "320193", "as asked");
}

#[test]
fn a_chosen_store_says_what_it_lacks() {
    let bs = Operation::Statement(StatementKind::BalanceSheet);
    // The 10-K asked for: Apple filed a 10-Q this quarter.
    let e = ask(bs, "AAPL", Some(Form::TenK), Mode::Chosen, YEARS_LATER).unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);
    assert!(e.message.contains("holds 0 10-K filings of AAPL") && e.message.contains("2009q3"), "{}", e.message);
    assert_eq!(e.hints(), ["it holds 1 10-Q filing of AAPL: OtherForm { form: TenQ }"]);
    let mut second = Request::new(bs, "AAPL");
    (second.form, second.filing_order) = (Some(Form::TenQ), Some(1));
    let e = State::default().answer_now(fixture_store().root(), &second, Mode::Chosen, YEARS_LATER, said).unwrap_err();
    assert!(e.message.contains("so none at filing order 1"), "{}", e.message);
    let e = ask(bs, "NOSUCH", Some(Form::TenQ), Mode::Chosen, YEARS_LATER).unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);
    assert!(e.to_string().contains("give the CIK instead"), "{e}");
    let e = ask(Operation::Quote, "AAPL", None, Mode::Chosen, YEARS_LATER).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
}

#[test]
fn no_form_asked_is_the_10k_else_the_filing_held_with_a_note() {
    let bs = Operation::Statement(StatementKind::BalanceSheet);
    let said = State::default()
        .answer_said(fixture_store().root(), &Request::new(bs, "AAPL"), Mode::Chosen, YEARS_LATER, said)
        .unwrap()
        .unwrap();
    let Answer::Statement(s) = &said.answer else { panic!("{said:?}") };
    assert_eq!((s.filing.accession.as_str(), s.filing.form.as_str()), (APPLE, "10-Q"));
    assert_eq!(
        said.notes,
        [
            "the bulk store holds no 10-K of AAPL: answered with its latest 10-Q, filed 2009-07-22; OtherForm { form: TenQ }"
        ]
    );
    assert!(
        said.data_set.as_deref().is_some_and(|d| d.starts_with("the store's 2009q3 data set, imported ")),
        "{said:?}"
    );
    // The automatic choice never stands in another form: the provider may hold the 10-K.
    assert!(ask(bs, "AAPL", None, Mode::Automatic, SOON_AFTER).unwrap().is_none());
}

#[test]
fn look_ups_from_the_instance_names() {
    let cik = |t: &str| match ask(Operation::CikByTicker, t, None, Mode::Chosen, YEARS_LATER) {
        Ok(Some(Answer::Ciks(ids))) => ids.values,
        other => panic!("{other:?}"),
    };
    assert_eq!(cik("AAPL"), ["0000320193"]);
    assert_eq!(cik("GOOG"), ["0001288776"]);
    assert_eq!(cik("IBM"), ["0000051143"]);
    match ask(Operation::TickerByCik, "320193", None, Mode::Chosen, YEARS_LATER) {
        Ok(Some(Answer::Tickers(ids))) => assert_eq!(ids.values, ["AAPL"]),
        other => panic!("{other:?}"),
    }
    let e = ask(Operation::TickerByCik, "1", None, Mode::Chosen, YEARS_LATER).unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);
}

#[test]
fn the_summary_is_the_secs_columns_of_sub_and_the_cover_numbers() {
    let s = match ask(Operation::Summary, "AAPL", Some(Form::TenQ), Mode::Chosen, YEARS_LATER).unwrap() {
        Some(Answer::Summary(s)) => s,
        other => panic!("{other:?}"),
    };
    let field = |name: &str| s.facts.iter().find(|f| f.field == Some(name)).map(|f| f.value.clone());
    assert_eq!(field("registrant_name"), Some(FactValue::Text("APPLE INC".into())));
    assert_eq!(field("cik"), Some(FactValue::Text("0000320193".into())));
    assert_eq!(field("fiscal_period_focus"), Some(FactValue::Text("Q3".into())));
    assert_eq!(field("fiscal_year_focus"), Some(FactValue::Text("2009".into())));
    assert_eq!(field("filer_category"), Some(FactValue::Text("Large Accelerated Filer".into())));
    assert_eq!(field("amendment_flag"), Some(FactValue::Flag(false)));
    assert_eq!(field("period_end"), None, "the SEC's period is rounded: not DocumentPeriodEndDate");
    // A filing whose cover numbers are in the data sets (EntityPublicFloat, dei/2008).
    let f = fixture_store();
    let reader = Reader::open(f).unwrap();
    let held = super::opened::read_held(&reader, reader.filing("0001047469-09-007036").unwrap().unwrap()).unwrap();
    let facts = cover::facts(&held);
    let float = facts.iter().find(|f| f.field == Some("public_float")).unwrap();
    assert_eq!(float.value, FactValue::Number("21243014773".parse().unwrap()));
    assert_eq!((float.date.as_deref(), float.label.as_str()), (Some("2008-03-31"), "Entity Public Float"));
}

#[test]
fn the_automatic_choice_answers_only_what_it_surely_holds() {
    let bs = Operation::Statement(StatementKind::BalanceSheet);
    // Soon after the filing: its next 10-Q is not due, so the store's newest is the newest.
    let s = statement(ask(bs, "AAPL", Some(Form::TenQ), Mode::Automatic, SOON_AFTER).unwrap());
    assert_eq!(s.filing.accession, APPLE);
    // Years later EDGAR has newer filings: the provider answers.
    assert!(ask(bs, "AAPL", Some(Form::TenQ), Mode::Automatic, YEARS_LATER).unwrap().is_none());
    // One filing by accession is the store's whenever it holds it.
    let mut by_acc = Request::new(bs, "AAPL");
    by_acc.accession = Some(APPLE.into());
    let s = State::default().answer_now(fixture_store().root(), &by_acc, Mode::Automatic, YEARS_LATER, said).unwrap();
    assert_eq!(statement(s).filing.accession, APPLE);
    by_acc.accession = Some("0000320193-25-000057".into());
    assert!(
        State::default()
            .answer_now(fixture_store().root(), &by_acc, Mode::Automatic, SOON_AFTER, said)
            .unwrap()
            .is_none()
    );
    // What the store does not know, and the look-ups, are the provider's.
    assert!(ask(bs, "NOSUCH", Some(Form::TenQ), Mode::Automatic, SOON_AFTER).unwrap().is_none());
    assert!(ask(bs, "AAPL", None, Mode::Automatic, SOON_AFTER).unwrap().is_none(), "no 10-K held");
    assert!(ask(Operation::CikByTicker, "AAPL", None, Mode::Automatic, SOON_AFTER).unwrap().is_none());
    // A statement the data sets lack for a filing it holds: the provider may have it.
    let equity = Operation::Statement(StatementKind::Equity);
    assert!(ask(equity, "AAPL", Some(Form::TenQ), Mode::Automatic, SOON_AFTER).unwrap().is_none());
}

#[test]
fn an_empty_store_or_none_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let bs = Request::new(Operation::Statement(StatementKind::BalanceSheet), "AAPL");
    let e = State::default().answer_now(dir.path(), &bs, Mode::Chosen, YEARS_LATER, said).unwrap_err();
    assert!(e.message.contains("holds no quarters"), "{}", e.message);
    // The advice names a quarter the SEC has published by then, not a fixed one.
    let newest = crate::store::Quarter::last_published(YEARS_LATER).unwrap();
    assert!(e.message.contains(&format!("`finq bulk fetch {newest}`")), "{}", e.message);
    assert!(State::default().answer_now(dir.path(), &bs, Mode::Automatic, YEARS_LATER, said).unwrap().is_none());
    assert!(check(Some(dir.path())).is_err());
    assert!(check(Some(fixture_store().root())).unwrap().contains("holds 2009q3: 435 filings"));
    assert_eq!(probe(Some(fixture_store().root())).op, Operation::TickerByCik);
}

#[test]
fn many_companies_are_read_in_one_pass_with_the_same_answers() {
    let store = fixture_store();
    let reader = Reader::open(store).unwrap();
    let mut ciks: Vec<i64> = Vec::new();
    reader.filers(|cik, _, _| ciks.push(cik)).unwrap();
    ciks.sort_unstable();
    ciks.dedup();
    let bs = Operation::Statement(StatementKind::BalanceSheet);
    let shared = State::default();
    let ask = |state: &State, cik: i64| {
        let mut req = Request::new(bs, cik.to_string());
        req.form = Some(Form::TenQ);
        state.answer_now(store.root(), &req, Mode::Chosen, YEARS_LATER, said).map_err(|e| e.message)
    };
    // The first EVERYONE_AFTER companies one filtered pass each, the rest from one pass: alike.
    for &cik in ciks.iter().take(opened::EVERYONE_AFTER + 12) {
        assert_eq!(ask(&shared, cik), ask(&State::default(), cik), "CIK {cik}");
    }
    let opened = shared.opened(store.root()).unwrap();
    assert!(lock(&opened.everyone).is_some(), "every company's filings read at once");
}

#[test]
fn a_few_tickers_found_quarter_by_quarter_name_the_ciks_every_filers_map_does() {
    let store = fixture_store();
    let opened = Opened::open(store.root()).unwrap();
    let mut tickers: Vec<String> = Vec::new();
    opened
        .reader
        .filers(|_, _, instance| {
            tickers.extend(crate::model::datasets::instance_prefix(instance).map(str::to_ascii_uppercase))
        })
        .unwrap();
    tickers.extend(["BRK.B".into(), "brk-b".into(), "NOSUCH".into()]);
    let everyone = opened.filers().unwrap();
    for ticker in &tickers {
        // A fresh store each time: the first look-ups of a run go quarter by quarter.
        let fresh = Opened::open(store.root()).unwrap();
        assert_eq!(fresh.cik_of(ticker).unwrap(), everyone.cik(ticker), "{ticker}");
        assert!(lock(&fresh.filers).is_none(), "{ticker}: every filer's prefix read");
    }
    assert_eq!(opened.cik_of("aapl").unwrap(), Some(320_193));
}

/// A copy of the real quarter as `to`, holding only Apple's 10-Q, filed again later as `adsh`
/// under the CIK `cik` (the instance name, and so the ticker's prefix, unchanged).
fn apple_refiled(to: &Path, adsh: &str, cik: i64, filed: &str) {
    use std::io::{Read, Write};
    let real = crate::store::fixture::zip("2009q3");
    let mut zip = zip::ZipArchive::new(std::fs::File::open(real).unwrap()).unwrap();
    let mut out = zip::ZipWriter::new(std::fs::File::create(to).unwrap());
    for name in ["sub.txt", "num.txt", "pre.txt", "tag.txt"] {
        let mut text = String::new();
        zip.by_name(name).unwrap().read_to_string(&mut text).unwrap();
        let mut lines = text.lines();
        let header = lines.next().unwrap();
        let column = |c: &str| header.split('\t').position(|h| h == c).unwrap();
        let mut kept = vec![header.to_string()];
        for line in lines {
            if name == "tag.txt" {
                kept.push(line.to_string());
                continue;
            }
            let mut fields: Vec<String> = line.split('\t').map(str::to_string).collect();
            if fields[0] != APPLE {
                continue;
            }
            fields[0] = adsh.to_string();
            if name == "sub.txt" {
                fields[column("cik")] = cik.to_string();
                fields[column("filed")] = filed.to_string();
            }
            kept.push(fields.join("\t"));
        }
        out.start_file(name, zip::write::SimpleFileOptions::default()).unwrap();
        out.write_all((kept.join("\n") + "\n").as_bytes()).unwrap();
    }
    out.finish().unwrap();
}

#[test]
fn a_ticker_whose_prefix_moved_to_another_cik_names_the_newest_quarters_filer() {
    // Quarter by quarter (the first look-ups of a run) and every filer's map (from the ninth on)
    // must both find the newer filer; a look-up that went oldest quarter first would not.
    const MOVED: i64 = 9_320_193;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("store"));
    let later = dir.path().join("2009q4.zip");
    apple_refiled(&later, "0001193125-09-999999", MOVED, "20091106");
    for zip in [&crate::store::fixture::zip("2009q3"), &later] {
        crate::store::fixture::import(&store, zip);
    }
    let fresh = Opened::open(store.root()).unwrap();
    assert_eq!(fresh.cik_of("AAPL").unwrap(), Some(MOVED), "quarter by quarter");
    assert!(lock(&fresh.filers).is_none(), "every filer's prefix read");
    assert_eq!(fresh.filers().unwrap().cik("aapl"), Some(MOVED), "every filer's map");
    assert_eq!(fresh.filers().unwrap().ticker(MOVED).as_deref(), Some("AAPL"));
    // A ticker only the older quarter knows is still found there.
    let msft = Opened::open(store.root()).unwrap().cik_of("MSFT").unwrap();
    assert_eq!(msft, fresh.filers().unwrap().cik("MSFT"));
}

#[test]
fn every_companys_facts_read_in_one_pass_are_each_companys_as_discrete_reads_them() {
    // The measurement across every filer reads each quarter once; `--discrete` reads a company's
    // filings one by one. Every seventh filer of the real quarter (and Apple): the same facts.
    use crate::quarters::statement::Scope;
    use crate::quarters::view::Mode;
    use crate::standard::rules::Stmt;
    let o = Opened::open(fixture_store().root()).unwrap();
    let shown = |cf: &crate::model::facts::Facts| format!("{cf:?}");
    let mut scope = Scope::new(Stmt::CashFlow, &Mode::Discrete(4), None);
    scope.elements.extend(Scope::new(Stmt::Income, &Mode::Ttm, None).elements);
    let wanted: std::collections::HashSet<String> = scope.elements.iter().map(|e| e.to_string()).collect();
    let mut seen = 0;
    every_company_facts(fixture_store().root(), Some(&wanted), |all| {
        seen += 1;
        if seen % 7 == 0 || all.cik == 320_193 {
            let (one, left_out, _) = facts::company_facts(&o, all.cik as i64, &scope).unwrap();
            assert_eq!(shown(&one), shown(&all), "CIK {}", all.cik);
            assert_eq!(left_out, None, "one quarter: every filing read");
        }
    })
    .unwrap();
    assert!(seen > 300, "{seen} filers");
    // A day after Apple's only filing: none read, and the day said.
    let late = Scope { from: Some("2009-07-23".into()), ..scope };
    let (none, left_out, _) = facts::company_facts(&o, 320_193, &late).unwrap();
    assert_eq!(none.all().count(), 0);
    assert_eq!(left_out.as_deref(), Some("2009-07-23"));
}
