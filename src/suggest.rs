//! "Did you mean": the names nearest a mistyped one, by edit distance (a bottom module).
//!
//! clap ranks by Jaro similarity, which puts `prices` before `income` for `incme`; a typo is a
//! few letters dropped, doubled or swapped, which is what an edit distance counts.

/// The candidates close enough to `typed` to suggest, at most three, best first: those `typed`
/// begins (`bal` is the start of `balancesheet`), then by edit distance (a swap of neighbours
/// counts one), then the longer shared beginning, then the candidates' own order (help's).
pub fn nearest<'a>(typed: &str, candidates: &[&'a str]) -> Vec<&'a str> {
    let typed = typed.to_ascii_lowercase();
    let mut scored: Vec<(bool, usize, usize, usize, &str)> = candidates
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| {
            let distance = distance(&typed, c);
            let prefix = typed.len() >= 2 && c.starts_with(&typed);
            let shared = typed.chars().zip(c.chars()).take_while(|(a, b)| a == b).count();
            // At most two edits, and fewer than half the letters: `srv` is `serve`, `bx` not `bs`.
            let close = distance <= 2 && 2 * distance < typed.chars().count().max(c.chars().count());
            (close || prefix).then_some((!prefix, distance, usize::MAX - shared, i, c))
        })
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|s| s.4).collect()
}

/// [`nearest`] among names of mixed case (elements, concepts), compared in lower case: a name
/// typed in any case finds them (`revenues` is `Revenues`, `Revenue` too), as they are written.
pub fn nearest_any_case<'a>(typed: &str, candidates: &[&'a str]) -> Vec<&'a str> {
    let lower: Vec<String> = candidates.iter().map(|c| c.to_ascii_lowercase()).collect();
    let lower_refs: Vec<&str> = lower.iter().map(String::as_str).collect();
    let near = nearest(typed, &lower_refs);
    // Back to the names as written; two that differ only in case stay two.
    let mut out: Vec<&'a str> = Vec::new();
    for n in near {
        for (c, l) in candidates.iter().zip(&lower) {
            if l == n && !out.contains(c) {
                out.push(c);
            }
        }
    }
    out.truncate(3);
    out
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbouring letters each cost one.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const COMMANDS: &[&str] = &[
        "balancesheet",
        "bs",
        "income",
        "equity",
        "operations",
        "cashflow",
        "cf",
        "comprehensive",
        "summary",
        "quote",
        "prices",
        "ticker",
        "cik",
        "cache",
        "snapshot",
        "config",
        "serve",
        "doctor",
        "help",
    ];

    #[test]
    fn typos_find_the_command_meant_first() {
        assert_eq!(nearest("incme", COMMANDS), ["income"]);
        assert_eq!(nearest("qoute", COMMANDS), ["quote"]);
        assert_eq!(nearest("equty", COMMANDS), ["equity"]);
        assert_eq!(nearest("balancesheeet", COMMANDS), ["balancesheet"]);
        assert_eq!(nearest("Income", COMMANDS), ["income"]);
        assert_eq!(nearest("cashflows", COMMANDS), ["cashflow"]);
        assert_eq!(nearest("bal", COMMANDS), ["balancesheet"]);
        // What the typed word begins first, then the nearer, then help's order.
        assert_eq!(nearest("ca", COMMANDS), ["cache", "cashflow"]);
        assert_eq!(nearest("tick", COMMANDS), ["ticker"]);
        assert_eq!(nearest("ci", COMMANDS), ["cik"]);
        assert!(nearest("xyzzy", COMMANDS).is_empty());
        assert_eq!(nearest("srv", COMMANDS), ["serve"]);
        assert!(nearest("bx", COMMANDS).is_empty());
    }

    #[test]
    fn names_of_mixed_case_are_found_in_any_case() {
        let concepts = ["Revenues", "NetIncomeLoss", "NetIncomeAttributableToParent", "Assets"];
        assert_eq!(nearest_any_case("revenues", &concepts), ["Revenues"]);
        assert_eq!(nearest_any_case("Revenue", &concepts), ["Revenues"]);
        assert_eq!(nearest_any_case("NetIncome", &concepts), ["NetIncomeLoss", "NetIncomeAttributableToParent"]);
        assert_eq!(nearest_any_case("ASSETS", &concepts), ["Assets"]);
        assert!(nearest_any_case("Liabilities", &concepts).is_empty());
    }

    #[test]
    fn distances() {
        assert_eq!(distance("incme", "income"), 1);
        assert_eq!(distance("qoute", "quote"), 1);
        assert_eq!(distance("incme", "prices"), 5);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", "abc"), 0);
    }
}
