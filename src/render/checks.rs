//! The one line under a standardized table on its relations' checks — how many counted checks
//! hold (exactly or within the rounding unit), and the first failing ones with both sides as the
//! table shows money — for a filing's table and for standardized quarters alike (`-f json` lists
//! every check).

use super::units;

/// A relation's check as the line says it.
pub struct Check<'a> {
    pub relation: &'a str,
    /// Where it was evaluated, when the table shows several (`FY2024 Q2`, a filing's period).
    pub at: Option<&'a str>,
    /// Both sides, as exact decimal text.
    pub total: String,
    pub sum: String,
    pub counted: bool,
    pub fails: bool,
}

/// The failing checks named on the line; the rest are counted.
const NAMED: usize = 3;

/// The line, or `None` where no check is counted. `unit` says whose rounding unit (`the
/// quarter's`, `the filing's`).
pub fn line(checks: &[Check], unit: &str, scale: &units::Scale) -> Option<String> {
    let counted: Vec<&Check> = checks.iter().filter(|c| c.counted).collect();
    if counted.is_empty() {
        return None;
    }
    let failing: Vec<&&Check> = counted.iter().filter(|c| c.fails).collect();
    let mut line = format!(
        "relations: {} of {} counted checks hold (exactly or within {unit} rounding unit)",
        counted.len() - failing.len(),
        counted.len()
    );
    for c in failing.iter().take(NAMED) {
        // Both sides as the table shows money (relations are between amounts).
        let shown = |v: &str| crate::model::number::grouped(&scale.apply(v), false);
        let at = c.at.map(|a| format!(" in {a}")).unwrap_or_default();
        line.push_str(&format!("; {} fails{at}: {} against {}", c.relation, shown(&c.total), shown(&c.sum)));
    }
    if failing.len() > NAMED {
        line.push_str(&format!("; {} more (-f json lists every check)", failing.len() - NAMED));
    }
    Some(line)
}
