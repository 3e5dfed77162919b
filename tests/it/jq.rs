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
