//! The store's `std` table: written with each quarter's import, read by `screen --standard`; a
//! quarter without one (an older finq's import) or made with other rules answers the same values,
//! standardized when asked, and `bulk status` says which quarters those are.

use std::path::Path;

use crate::bulk::finq;
use crate::common::{fixture, json, run};

fn manifest(store: &Path) -> serde_json::Value {
    json(&std::fs::read_to_string(store.join("manifest.json")).unwrap())
}

/// Rewrites the manifest as `change` has it, without its checksum (as an older finq wrote it).
fn rewrite(store: &Path, change: impl Fn(&mut serde_json::Value)) {
    let mut m = manifest(store);
    m.as_object_mut().unwrap().remove("checksum");
    for q in m["quarters"].as_object_mut().unwrap().values_mut() {
        change(q);
    }
    std::fs::write(store.join("manifest.json"), serde_json::to_vec_pretty(&m).unwrap()).unwrap();
}

#[test]
fn screen_standard_reads_the_std_table_and_a_quarter_without_one_answers_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = dir.path().join("2009q3.zip");
    std::fs::write(&zip, fixture("fsds/2009q3.zip")).unwrap();
    let import = || {
        let r = run(finq(&store, &["bulk", "import", "-q", zip.to_str().unwrap()]));
        assert_eq!(r.code, 0, "{}", r.stderr);
    };
    import();
    let m = manifest(&store);
    let q = &m["quarters"]["2009q3"];
    assert_eq!(q["standard"], "fac-finq-15");
    assert!(q["rows"]["std"].as_u64().unwrap() > 15_000, "{q}");
    let status = json(&run(finq(&store, &["bulk", "status", "-f", "json"])).stdout);
    assert_eq!(status["quarters"][0]["mapping_version"], "fac-finq-15");
    assert_eq!(status["quarters"][0]["standardized_values"], q["rows"]["std"]);
    let verify = run(finq(&store, &["bulk", "verify", "-f", "json"]));
    assert_eq!(verify.code, 0, "{}", verify.stderr);
    assert!(verify.stdout.contains("\"table\": \"std\""), "std's file is checked too: {}", verify.stdout);

    let questions: [&[&str]; 4] = [
        &["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "json"],
        &["screen", "NetIncomeLoss", "--standard", "--period", "2009Q2", "-f", "json"],
        &["screen", "NetCashFlowsOperating", "--standard", "--period", "2009", "-f", "json"],
        &["screen", "Assets", "--standard", "--period", "2009Q2", "--uom", "USD", "-f", "csv"],
    ];
    let ask = || -> Vec<String> {
        questions
            .iter()
            .map(|q| {
                let r = run(finq(&store, q));
                assert_eq!(r.code, 0, "{q:?}: {}", r.stderr);
                r.stdout
            })
            .collect()
    };
    let from_std = ask();
    assert!(json(&from_std[0])["values"].as_array().unwrap().len() > 300);

    // Made with other rules: the file is there, not read; the values made when asked are the same.
    rewrite(&store, |q| q["standard"] = "fac-finq-0".into());
    assert_eq!(ask(), from_std);
    let table = run(finq(&store, &["bulk", "status", "-f", "table"]));
    assert!(table.stdout.contains("standardized values made with the rules fac-finq-0"), "{}", table.stdout);

    // An older finq's import: no std at all.
    rewrite(&store, |q| {
        q.as_object_mut().unwrap().remove("standard");
        for what in ["rows", "bytes", "tails"] {
            q[what].as_object_mut().unwrap().remove("std");
        }
    });
    std::fs::remove_dir_all(store.join("std")).unwrap();
    assert_eq!(ask(), from_std);
    let table = run(finq(&store, &["bulk", "status", "-f", "table"]));
    assert!(table.stdout.contains("standardized values none stored (imported by an older finq)"), "{}", table.stdout);
    let status = json(&run(finq(&store, &["bulk", "status", "-f", "json"])).stdout);
    assert_eq!(status["quarters"][0]["mapping_version"], serde_json::Value::Null);
    assert_eq!(run(finq(&store, &["bulk", "verify"])).code, 0);

    // Imported again: stored anew.
    import();
    assert_eq!(manifest(&store)["quarters"]["2009q3"]["standard"], "fac-finq-15");
    assert_eq!(ask(), from_std);
}

/// A `std` file the manifest names but that is gone (an older finq's writer, finishing an
/// interrupted commit, removes the staging folder it was in): the quarter reads as one without
/// it, every question answered, the standardized values made when asked.
#[test]
fn a_std_file_that_is_gone_leaves_the_quarter_readable() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("store");
    let zip = dir.path().join("2009q3.zip");
    std::fs::write(&zip, fixture("fsds/2009q3.zip")).unwrap();
    assert_eq!(run(finq(&store, &["bulk", "import", "-q", zip.to_str().unwrap()])).code, 0);
    let screen = ["screen", "Revenues", "--standard", "--period", "2009Q2", "-f", "json"];
    let before = run(finq(&store, &screen)).stdout;
    std::fs::remove_dir_all(store.join("std")).unwrap();
    let after = run(finq(&store, &screen));
    assert_eq!(after.code, 0, "{}", after.stderr);
    assert_eq!(after.stdout, before);
    for q in [&["income", "320193", "--provider", "bulk", "--quarterly", "-f", "json"][..], &["bulk", "verify"][..]] {
        let r = run(finq(&store, q));
        assert_eq!(r.code, 0, "{q:?}: {}", r.stderr);
    }
    // `bulk verify` says the file is gone (not damage: the quarter answers everything) and how to
    // write it again.
    let r = run(finq(&store, &["bulk", "verify", "-f", "json"]));
    let doc: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    // The SEC's four tables and `face` checked.
    assert_eq!((doc["checked"].as_u64(), doc["damaged"].as_u64(), doc["gone"].as_u64()), (Some(5), Some(0), Some(1)));
    let std = doc["files"].as_array().unwrap().iter().find(|f| f["table"] == "std").unwrap();
    assert_eq!(std["state"], "gone");
    assert!(std["problem"].as_str().unwrap().contains("`finq bulk import` of 2009q3 again"), "{std}");
    assert_eq!(run(finq(&store, &["bulk", "import", "-q", zip.to_str().unwrap()])).code, 0);
    let r = run(finq(&store, &["bulk", "verify", "-f", "json"]));
    let doc: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!((doc["checked"].as_u64(), doc["gone"].as_u64()), (Some(6), Some(0)));
}
