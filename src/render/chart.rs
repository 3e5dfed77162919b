//! `prices --chart`: a line chart of monthly prices in braille characters, sized to the terminal,
//! with the currency, date range, minimum, maximum and last price labelled (at the source's
//! precision, Yahoo's `priceHint`, or as the service wrote them when it gives none).

use std::fmt::Write as _;

use super::numbers::price;
use crate::model::Prices;
use crate::sanitize::for_terminal;

/// Rows of text the plot takes; each holds four rows of braille dots.
pub const HEIGHT: usize = 12;

/// The bit of a braille cell for dot (x, y), x in 0..2, y in 0..4.
fn dot(x: usize, y: usize) -> u32 {
    const BITS: [[u32; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
    BITS[x][y]
}

/// A point of the series: its date, its value as a number (to place it) and as the service
/// wrote it (to label it).
type Point<'a> = (&'a str, f64, String);

/// The chart of one series, `width` characters wide at most. Returns an explanation instead
/// when there is nothing to draw.
pub fn render(p: &Prices, width: usize) -> String {
    let ticker = for_terminal(&p.ticker);
    let points = points(p);
    let Some(((first_date, ..), (last_date, _, last_text))) = points.first().zip(points.last()) else {
        return format!("{ticker}: no prices to chart\n");
    };
    let (min_i, max_i) = points.iter().enumerate().fold((0, 0), |(lo, hi), (i, (_, v, _))| {
        (if *v < points[lo].1 { i } else { lo }, if *v > points[hi].1 { i } else { hi })
    });
    let label = |text: &str| price(text, p.price_hint);
    let max_label = label(&points[max_i].2);
    let min_label = label(&points[min_i].2);
    let label_w = max_label.chars().count().max(min_label.chars().count());
    let plot_w = width.saturating_sub(label_w + 3).max(10);
    let grid = plot(&points, points[min_i].1, points[max_i].1, plot_w);
    let mut out = String::new();
    let months = super::numbers::count(points.len(), "month", "months");
    let currency =
        p.currency.as_deref().map_or_else(String::new, |c| format!(" in {}", crate::model::symbol::currency_label(c)));
    let what = format!("{ticker} — monthly prices{currency}");
    let when = format!("{first_date} to {last_date} ({months})");
    // The title on one line when it fits the width, else on two (each wrapped to the width).
    if what.chars().count() + 2 + when.chars().count() <= width {
        let _ = writeln!(out, "{what}, {when}");
    } else {
        for line in super::wrap::wrap_title(&what, width).into_iter().chain(super::wrap::wrap_title(&when, width)) {
            let _ = writeln!(out, "{line}");
        }
    }
    plot_lines(&mut out, &grid, &max_label, &min_label, label_w);
    let _ = writeln!(out, "{:>label_w$} └{}", "", "─".repeat(plot_w));
    date_line(&mut out, first_date, last_date, label_w, plot_w, width);
    let facts = [
        format!("min {min_label} ({})", points[min_i].0),
        format!("max {max_label} ({})", points[max_i].0),
        format!("last {} ({last_date})", label(last_text)),
    ];
    let one_line = facts.join(" · ");
    if one_line.chars().count() <= width {
        let _ = writeln!(out, "{one_line}");
    } else {
        for f in facts {
            let _ = writeln!(out, "{f}");
        }
    }
    for_terminal_lines(&out)
}

/// The series oldest first, left to right; values that are not finite numbers are left out.
fn points(p: &Prices) -> Vec<Point<'_>> {
    p.points
        .iter()
        .rev()
        .filter_map(|pt| {
            let v: f64 = pt.price.to_string().parse().ok()?;
            v.is_finite().then(|| (pt.date.as_str(), v, pt.price.to_string()))
        })
        .collect()
}

/// The line through `points` in braille dots, on a plot `plot_w` characters wide and [`HEIGHT`]
/// rows high (`min` at the bottom, `max` at the top): each character's dot bits, row by row.
fn plot(points: &[Point], min: f64, max: f64, plot_w: usize) -> Vec<Vec<u32>> {
    let (cols, rows) = (plot_w * 2, HEIGHT * 4);
    let mut grid = vec![vec![0u32; plot_w]; HEIGHT];
    let to_xy = |i: usize, v: f64| {
        let x = if points.len() == 1 { 0 } else { i * (cols - 1) / (points.len() - 1) };
        let frac = if max > min { (v - min) / (max - min) } else { 0.5 };
        let y = (rows - 1) - ((frac * (rows - 1) as f64).round() as usize).min(rows - 1);
        (x as i64, y as i64)
    };
    let mut dot_at = |x: i64, y: i64| {
        let (x, y) = (x as usize, y as usize);
        grid[y / 4][x / 2] |= dot(x % 2, y % 4);
    };
    let mut prev: Option<(i64, i64)> = None;
    for (i, (_, v, _)) in points.iter().enumerate() {
        let (x, y) = to_xy(i, *v);
        match prev {
            None => dot_at(x, y),
            Some(from) => line(from, (x, y), &mut dot_at),
        }
        prev = Some((x, y));
    }
    grid
}

/// Bresenham from one point to the next, so the line has no gaps.
fn line((x0, y0): (i64, i64), (x, y): (i64, i64), dot_at: &mut impl FnMut(i64, i64)) {
    let (dx, dy) = ((x - x0).abs(), -(y - y0).abs());
    let (sx, sy) = (if x0 < x { 1 } else { -1 }, if y0 < y { 1 } else { -1 });
    let (mut cx, mut cy, mut err) = (x0, y0, dx + dy);
    loop {
        dot_at(cx, cy);
        if cx == x && cy == y {
            break;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            cx += sx;
        }
        if e2 <= dx {
            err += dx;
            cy += sy;
        }
    }
}

/// The plot's rows as braille characters after the axis, the maximum labelled at the top and the
/// minimum at the bottom.
fn plot_lines(out: &mut String, grid: &[Vec<u32>], max_label: &str, min_label: &str, label_w: usize) {
    for (r, row) in grid.iter().enumerate() {
        let label = match r {
            0 => max_label,
            r if r == HEIGHT - 1 => min_label,
            _ => "",
        };
        let axis = if r == 0 || r == HEIGHT - 1 { '┤' } else { '│' };
        let line: String = row.iter().map(|bits| char::from_u32(0x2800 + bits).unwrap_or(' ')).collect();
        let _ = writeln!(out, "{label:>label_w$} {axis}{line}");
    }
}

/// The first and last dates under the ends of the plot, or, with no room there, both ending
/// where the plot does.
fn date_line(out: &mut String, first_date: &str, last_date: &str, label_w: usize, plot_w: usize, width: usize) {
    let dates = first_date.len() + last_date.len();
    if label_w + 2 + dates < width {
        let span = plot_w.saturating_sub(dates).max(1);
        let _ = writeln!(out, "{:>label_w$}  {first_date}{}{last_date}", "", " ".repeat(span));
    } else {
        let _ = writeln!(out, "{:>w$} {last_date}", first_date, w = width.saturating_sub(last_date.len() + 1));
    }
}

/// Dates come from the service: keep the chart's own line breaks, strip anything else.
fn for_terminal_lines(s: &str) -> String {
    s.lines().map(for_terminal).collect::<Vec<_>>().join("\n") + "\n"
}

/// The width to draw at: `COLUMNS` when set, else the terminal's, else 80.
pub fn width(columns: Option<&str>) -> usize {
    super::terminal_width(columns).unwrap_or(80).clamp(30, 400)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PricePoint;

    fn prices(values: &[&str]) -> Prices {
        let points = values
            .iter()
            .enumerate()
            .rev()
            .map(|(i, v)| PricePoint {
                date: format!("2020-{:02}-28", i + 1),
                price: v.parse().unwrap(),
                adjusted: None,
            })
            .collect();
        Prices { ticker: "AAPL".into(), points, ..Prices::default() }
    }

    #[test]
    fn fits_the_width_and_labels_the_extremes() {
        let chart = render(&prices(&["10", "12.5", "11", "15.25", "9.5", "13"]), 60);
        let lines: Vec<&str> = chart.lines().collect();
        assert_eq!(lines.len(), 1 + HEIGHT + 2 + 3, "min, max and last on lines of their own at 60");
        assert!(lines.iter().all(|l| l.chars().count() <= 60), "{chart}");
        assert!(lines[0].contains("2020-01-28 to 2020-06-28 (6 months)"));
        assert!(lines[1].trim_start().starts_with("15.25 ┤"), "{chart}");
        assert!(lines[HEIGHT].trim_start().starts_with("9.5 ┤"), "{chart}");
        assert_eq!(lines[HEIGHT + 3..], ["min 9.5 (2020-05-28)", "max 15.25 (2020-04-28)", "last 13 (2020-06-28)"]);
        let wide = render(&prices(&["10", "12.5", "11", "15.25", "9.5", "13"]), 100);
        assert!(wide.ends_with("min 9.5 (2020-05-28) · max 15.25 (2020-04-28) · last 13 (2020-06-28)\n"), "{wide}");
        assert!(wide.lines().all(|l| l.chars().count() <= 100));
        let braille = chart.chars().filter(|c| ('\u{2801}'..='\u{28ff}').contains(c)).count();
        assert!(braille > 20, "{chart}");
    }

    #[test]
    fn flat_single_and_empty_series_do_not_panic() {
        assert!(render(&prices(&["5", "5", "5"]), 40).contains("min 5"));
        assert!(render(&prices(&["5"]), 40).contains("(1 month)"));
        assert!(render(&prices(&[]), 40).contains("no prices to chart"));
    }
}
