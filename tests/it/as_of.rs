//! `--as-of DATE` on statements and compare from the bulk store: each company's filing as the
//! store held it on that day (the latest 10-Q or 10-K accepted by then, as the statement counts
//! filings), for every 10-Q filer of two real data sets, against an independent selection over
//! the SEC's text (`as_of_reader.py`, Python's standard library); and the refusals.

use std::path::Path;

use crate::bulk::finq;
use crate::common::{fixture, json, run};

#[test]
#[cfg_attr(
    not(finq_python),
    ignore = "needs Python 3: python3 on PATH, or FINQ_TEST_PYTHON (the build warns what is missing)"
)]
fn every_company_gets_its_latest_filing_accepted_by_the_day() {
    let python = std::env::var_os("FINQ_TEST_PYTHON").map_or_else(|| "python3".into(), std::path::PathBuf::from);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let store = crate::stores::shared(&["2009q3", "2010q2"]);
    let mut ciks = std::collections::BTreeSet::new();
    let zips: Vec<_> = ["2009q3", "2010q2"].iter().map(|q| root.join(format!("tests/fixtures/fsds/{q}.zip"))).collect();
    for zip in &zips {
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(std::fs::read(zip).unwrap())).unwrap();
        let mut sub = String::new();
        std::io::Read::read_to_string(&mut archive.by_name("sub.txt").unwrap(), &mut sub).unwrap();
        for line in sub.lines().skip(1) {
            let f: Vec<&str> = line.split('\t').collect();
            if f[25] == "10-Q" {
                ciks.insert(f[1].to_string());
            }
        }
    }
    let list = dir.path().join("ciks.txt");
    std::fs::write(&list, ciks.iter().cloned().collect::<Vec<_>>().join("\n")).unwrap();
    let mut answered = Vec::new();
    for day in ["2009-08-06", "2010-01-01", "2010-05-10"] {
        let args = ["compare", "income", "--tickers-file", list.to_str().unwrap(), "--provider", "bulk", "--quarterly"];
        let r = run(finq(&store, &[&args[..], &["--as-of", day, "-f", "json", "-q"]].concat()));
        assert!(matches!(r.code, 0 | 8), "{}", r.stderr);
        answered.push(json(&r.stdout)["columns"].as_array().unwrap().len());
        let file = dir.path().join(format!("{day}.json"));
        std::fs::write(&file, &r.stdout).unwrap();
        let ran = std::process::Command::new(&python)
            .arg(root.join("tests/it/as_of_reader.py"))
            .arg(day)
            .arg(&file)
            .args(&zips)
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", python.display()));
        let said = String::from_utf8_lossy(&ran.stdout);
        assert!(ran.status.success(), "{said}{}", String::from_utf8_lossy(&ran.stderr));
        assert!(said.contains(" 0 differences"), "{said}");
    }
    // Early in the first season some companies had filed; by the second season most.
    assert!(answered[0] > 100 && answered[0] < answered[2], "{answered:?}");

    // One company: CF Industries' 10-Q of 2009-08-03 as known on 2009-08-04; Apple's of July 2009
    // on New Year's Day 2010, its April 2010 one later; nothing before either filed.
    let accession = |args: &[&str]| {
        let r = run(finq(&store, args));
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        json(&r.stdout)["accession_number"].as_str().unwrap().to_string()
    };
    let income = ["income", "--provider", "bulk", "--quarterly", "-f", "json"];
    assert_eq!(accession(&[&income[..], &["1324404", "--as-of", "2009-08-04"]].concat()), "0001047469-09-007107");
    assert_eq!(accession(&[&income[..], &["320193", "--as-of", "2010-01-01"]].concat()), "0001193125-09-153165");
    assert_eq!(
        accession(&[&income[..], &["320193", "--as-of", "2010-01-01", "--standard"]].concat()),
        "0001193125-09-153165"
    );
    assert_ne!(accession(&[&income[..], &["320193"]].concat()), "0001193125-09-153165");
    let r = run(finq(&store, &[&income[..], &["320193", "--as-of", "2009-01-01"]].concat()));
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("accepted on or before 2009-01-01"), "{}", r.stderr);
}

#[test]
fn as_of_alone_is_refused_where_it_cannot_be_answered_before_anything_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    for (args, says) in [
        (&["income", "AAPL", "--provider", "edgar", "--as-of", "2010-01-01"][..], "add --provider bulk"),
        (&["income", "AAPL", "--provider", "bulk", "--as-of", "2010-02-30"][..], "2024-06-30"),
        (&["snapshot", "AAPL", "--out", "x", "--as-of", "2010-01-01"][..], "--as-of is for"),
    ] {
        let r = run(finq(&store, args));
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
    let _ = fixture;
}
