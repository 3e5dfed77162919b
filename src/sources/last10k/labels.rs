//! The labels a person reads: the filing's own label of each line item of a flat answer (from the
//! rendered statement in its `Content`), and the interface's quote fields (`LastTradePrice` is
//! "Last trade price" in a table); JSON and CSV keep finq's snake_case names.

use crate::model::ContentTable;

/// The label a person reads for a quote field the interface defines; JSON keeps the names.
pub fn label_of(key: &str) -> Option<&'static str> {
    Some(match key {
        "StockExchange" => "Exchange",
        "Name" => "Name",
        "Symbol" => "Symbol",
        "LastTradeDate" => "Last trade date",
        "LastTradePrice" => "Last trade price",
        "Change" => "Change",
        "ChangeInPercent" => "Change %",
        "DailyHigh" => "Day's high",
        "DailyLow" => "Day's low",
        "YearlyHigh" => "52-week high",
        "YearlyLow" => "52-week low",
        "Volume" => "Volume",
        "AverageDailyVolume" => "Average daily volume",
        "PeRatio" => "P/E",
        "PegRatio" => "PEG ratio",
        "ShortRatio" => "Short ratio",
        "EarningsShare" => "EPS",
        "BookValue" => "Book value per share",
        "Ebitda" => "EBITDA",
        "MarketCapitalization" => "Market capitalization",
        _ => return None,
    })
}

/// A rendered cell as a number: "$ 21,120" -> 21120, "(411)" -> -411, "$ 9.22" -> 9.22.
fn cell_number(cell: &str) -> Option<f64> {
    let neg = cell.contains('(');
    let digits: String = cell.chars().filter(|c| c.is_ascii_digit() || *c == '.').collect();
    let v: f64 = digits.parse().ok()?;
    Some(if neg { -v } else { v })
}

/// How many rows ahead an item's row is looked for: rendered statements interleave headings and
/// subtotals, never hundreds of rows between an item and the next.
const LABEL_WINDOW: usize = 200;

/// The human label of each line item, where the rendered statement has it.
///
/// `Data` keys and the rendered rows are both in presentation order, but the rendered statement
/// has heading rows and shows values scaled ("$ in Millions"; per-share amounts are not). So the
/// rows are walked in order and an item takes the label of the next row whose first figure is its
/// value at the heading's scale or unscaled; an item with no such row keeps its element name.
pub fn element_labels(items: &[crate::model::LineItem], table: &ContentTable) -> Vec<Option<String>> {
    let heading = table.heading.to_ascii_lowercase();
    let scale = if heading.contains("in billions") {
        1e9
    } else if heading.contains("in millions") {
        1e6
    } else if heading.contains("in thousands") {
        1e3
    } else {
        1.0
    };
    // Each row's first figure, read once.
    let shown: Vec<Option<f64>> = table
        .rows
        .iter()
        .map(|row| row.cells.iter().find(|c| !c.trim().is_empty()).and_then(|c| cell_number(c)))
        .collect();
    let mut cursor = 0;
    items
        .iter()
        .map(|item| {
            let value: f64 = item.value.to_string().parse().ok()?;
            let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0);
            // Only a window of rows ahead is searched, so that many items with no row cost
            // linear time, not items x rows.
            let mut window = shown.get(cursor..)?.iter().take(LABEL_WINDOW);
            let found = window.position(|s| s.is_some_and(|s| close(value / scale, s) || close(value, s)))?;
            let row = &table.rows[cursor + found];
            cursor += found + 1;
            Some(row.label.clone())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sec::table::{SAMPLE, parse_table};

    #[test]
    fn labels_follow_the_rendered_rows() {
        use crate::model::LineItem;
        let t = parse_table(SAMPLE).unwrap();
        let item = |e: &str, v: &str| LineItem {
            element: e.into(),
            prefix: None,
            value: v.parse().unwrap(),
            measure: None,
            label: None,
        };
        let items = [item("CashAndCashEquivalentsAtCarryingValue", "21120000000.0"), item("Unshown", "5")];
        assert_eq!(element_labels(&items, &t), [Some("Cash and cash equivalents".into()), None]);
    }
}
