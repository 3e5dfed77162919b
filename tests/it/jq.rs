//! `--jq`: filters over one answer and a whole batch, and broken expressions.

use crate::common::{Finq, demo, run};

#[test]
fn jq_filters_one_answer_and_a_whole_batch() {
    let r = demo(&["income", "GOOG", "--jq", ".items[0]"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "{\n  \"element\": \"Revenues\",\n  \"prefix\": null,\n  \"value\": 74989000000.0\n}\n");
    // A batch is one document: the array of every answer.
    let r = demo(&["income", "AAPL", "FB", "GOOG", "--jq", "map(.ticker) | join(\",\")", "-r"]);
    assert_eq!(r.stdout, "AAPL,FB,GOOG\n");
    let r = demo(&["income", "GOOG", "FB", "--jq", ".[] | .items[0].value"]);
    assert_eq!(r.stdout, "74989000000.0\n17928000000.0\n", "numbers pass through with their digits");
    let r = demo(&["income", "GOOG", "--jq", ".items | length"]);
    assert_eq!(r.stdout, "21\n");
}

#[test]
fn a_broken_jq_expression_exits_2_before_any_request() {
    for expr in [".items[", "nosuchfunction", "if . then 1"] {
        let mut f = Finq::new();
        f.cmd.args(["--base-url", "http://127.0.0.1:9", "income", "AAPL", "--jq", expr]);
        let r = run(f);
        assert_eq!(r.code, 2, "{expr}: {}", r.stderr);
        assert!(r.stderr.contains("invalid --jq expression"), "{}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1);
    }
    let r = demo(&["income", "AAPL", "-f", "csv", "--jq", "."]);
    assert_eq!(r.code, 2);
}

/// `-c/--compact` prints each result on one line without spaces, as `jq -c`; it needs `--jq`.
#[test]
fn compact_output_prints_a_result_a_line() {
    let r = demo(&["income", "GOOG", "--jq", ".items[0]", "-c"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "{\"element\":\"Revenues\",\"prefix\":null,\"value\":74989000000.0}\n");
    let r = demo(&["income", "GOOG", "FB", "--jq", ".[] | {ticker, n: (.items | length)}", "--compact"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 2, "{}", r.stdout);
    assert!(r.stdout.lines().all(|l| l.starts_with("{\"ticker\":") && !l.contains(' ')), "{}", r.stdout);
    let r = demo(&["income", "GOOG", "-c"]);
    assert_eq!(r.code, 2, "-c without --jq is a usage error: {}", r.stderr);
    assert!(r.stderr.contains("--jq"), "{}", r.stderr);
}
