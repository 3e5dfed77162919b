//! Tables at any width: the failures seen at 80 columns, reproduced through the binary, and a
//! property over every width from 40 to 200 on the real fixtures: no number, date or ticker is
//! split across lines, no word is cut except with `…`, and no line is wider than asked.

use crate::common::{Finq, run};

/// `finq --demo -q -f table ARGS` at `COLUMNS=width` (no `COLUMNS` with `None`).
fn at(width: Option<usize>, args: &[&str]) -> String {
    let mut f = Finq::new();
    if let Some(w) = width {
        f.cmd.env("COLUMNS", w.to_string());
    }
    f.cmd.args(["--demo", "-q", "-f", "table"]).args(args);
    let r = run(f);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    r.stdout
}

/// Display width, as a terminal counts it (every character finq prints here is one column).
fn width(line: &str) -> usize {
    line.chars().count()
}

/// The runs of figures on each line: digits with their separators and signs (`-1,882`,
/// `2025-03-29`, `0.875%`), and dates written out (`Mar. 29, 2025`), sorted.
pub fn figures(text: &str) -> Vec<String> {
    let mut all = Vec::new();
    for line in text.lines() {
        let mut run = String::new();
        for c in line.chars().chain(std::iter::once(' ')) {
            if c.is_ascii_digit()
                || (matches!(c, ',' | '.' | '-' | '%') && !run.is_empty())
                || (c == '-' && run.is_empty())
            {
                run.push(c);
            } else {
                let r = run.trim_end_matches([',', '.', '-']);
                if r.chars().any(|c| c.is_ascii_digit()) {
                    all.push(r.to_string());
                }
                run.clear();
            }
        }
        all.extend(written_dates(line));
    }
    all.sort();
    all
}

/// `Mar. 29, 2025` and `March 29, 2025` on one line.
fn written_dates(line: &str) -> Vec<String> {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
    words
        .windows(3)
        .filter(|w| {
            MONTHS.iter().any(|m| w[0].starts_with(m))
                && w[0].chars().all(|c| c.is_ascii_alphabetic() || c == '.')
                && w[1].ends_with(',')
                && w[1].trim_end_matches(',').chars().all(|c| c.is_ascii_digit())
                && w[2].len() >= 4
                && w[2][..4].chars().all(|c| c.is_ascii_digit())
        })
        .map(|w| format!("{} {} {}", w[0], w[1], &w[2][..4]))
        .collect()
}

/// The pieces a long word may break into: after `/` and `_`, before the capital of a CamelCase
/// name; a word with a digit is one piece.
fn pieces(word: &str) -> Vec<String> {
    if word.chars().any(|c| c.is_ascii_digit()) {
        return vec![word.to_string()];
    }
    let chars: Vec<char> = word.chars().collect();
    let mut out = vec![String::new()];
    for (i, c) in chars.iter().enumerate() {
        let cut = i > 0 && (matches!(chars[i - 1], '/' | '_') || (c.is_uppercase() && chars[i - 1].is_lowercase()));
        if cut {
            out.push(String::new());
        }
        out.last_mut().unwrap().push(*c);
    }
    out
}

/// What a table drawn without a width holds, to check narrower drawings of it against.
pub struct Reference {
    figures: std::collections::BTreeMap<String, usize>,
    words: std::collections::HashSet<String>,
    /// Each word's runs of pieces (`earnings/`, `(Accumulated`; `Net`, `Income`): where a long
    /// word may break.
    parts: std::collections::HashSet<String>,
}

impl Reference {
    pub fn of(wide: &str) -> Self {
        let mut figures = std::collections::BTreeMap::new();
        for f in self::figures(wide) {
            *figures.entry(f).or_default() += 1;
        }
        let words: std::collections::HashSet<String> = wide.split_whitespace().map(String::from).collect();
        let mut parts = std::collections::HashSet::new();
        for x in &words {
            let pieces = pieces(x);
            for i in 0..pieces.len() {
                for j in i + 1..=pieces.len() {
                    parts.insert(pieces[i..j].concat());
                }
            }
        }
        Self { figures, words, parts }
    }

    /// Checks `narrow`, the table at `w` columns: every line fits; no figure or written date is
    /// lost (it may appear more often: blocks repeat the labels) and none is new (a piece of a
    /// split one would be); every word is a word of the table, a piece of one broken after a
    /// `/`, or one of those cut with `…`.
    pub fn check(&self, narrow: &str, w: usize, what: &str) {
        for line in narrow.lines() {
            assert!(width(line) <= w, "{what} at {w}: a line of {} columns:\n{line}\n\n{narrow}", width(line));
        }
        let mut seen: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
        for f in figures(narrow) {
            *seen.entry(f).or_default() += 1;
        }
        let lost: Vec<&String> =
            self.figures.iter().filter(|(f, n)| seen.get(*f).is_none_or(|m| m < n)).map(|(f, _)| f).collect();
        let new: Vec<&String> = seen.keys().filter(|f| !self.figures.contains_key(*f)).collect();
        assert!(
            lost.is_empty() && new.is_empty(),
            "{what} at {w}: figures lost {lost:?}, or split into new ones {new:?}\n\n{narrow}"
        );
        for word in narrow.split_whitespace() {
            if self.words.contains(word) || self.parts.contains(word) || word.chars().all(|c| c == '─') {
                continue;
            }
            let stem = word.strip_suffix('…');
            assert!(
                stem.is_some_and(|s| self.parts.iter().any(|p| p.starts_with(s) && p != s)),
                "{what} at {w}: {word:?} is not a word of the table (split?)\n\n{narrow}"
            );
        }
    }
}

/// Checks `narrow` (the table at `w` columns) against `wide` (the same table, unbounded).
pub fn check_fits(wide: &str, narrow: &str, w: usize, what: &str) {
    Reference::of(wide).check(narrow, w, what);
}

#[test]
fn income_at_80_columns_keeps_share_counts_whole() {
    // Seen: `14,673,278,00` / `0` on two lines.
    let narrow = at(Some(80), &["income", "AAPL"]);
    assert!(narrow.contains("14,673,278,000") && narrow.contains("15,103,499,000"), "{narrow}");
    check_fits(&at(None, &["income", "AAPL"]), &narrow, 80, "income");
}

#[test]
fn quotes_at_80_columns_keep_volumes_and_names_whole() {
    // Seen: `32,129,` / `951` and `Microsof` / `t Corpor` / `ation`.
    let args = ["quote", "AAPL", "MSFT", "GOOG"];
    let narrow = at(Some(80), &args);
    assert!(narrow.contains("32,129,951"), "{narrow}");
    let words: Vec<&str> = narrow.split_whitespace().collect();
    assert!(words.contains(&"Microsoft") && words.contains(&"Corporation"), "{narrow}");
    check_fits(&at(None, &args), &narrow, 80, "quotes");
}

#[test]
fn equity_at_80_columns_breaks_headers_between_words() {
    // Seen: `earnin` / `gs` in the column headings of the transposed statement.
    let narrow = at(Some(80), &["equity", "AAPL"]);
    assert!(!narrow.lines().any(|l| l.trim_end().ends_with("earnin")), "{narrow}");
    assert!(narrow.to_lowercase().contains("earnings"), "{narrow}");
    check_fits(&at(None, &["equity", "AAPL"]), &narrow, 80, "equity");
}

#[test]
fn header_notes_wrap_to_the_width() {
    // Seen: the "as filed · money in millions …" line at 152 characters.
    let narrow = at(Some(80), &["income", "AAPL"]);
    assert!(narrow.lines().all(|l| width(l) <= 80), "{narrow}");
    assert!(narrow.contains("as filed"), "{narrow}");
    let joined = narrow.lines().take(6).collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains("filed: shares in Thousands, $ in Millions"),
        "the note is whole, over its lines: {narrow}"
    );
}

mod every_width {
    //! The real fixtures (the demo's bundled answers: Apple's R pages, Yahoo recordings, the
    //! classic service's bodies), asked through the library's demo client and drawn at every
    //! width from 40 to 200, checked against the same table drawn without a width.

    use std::time::Duration;

    use finq::model::{Answer, StatementKind};
    use finq::model::{Operation, Request};
    use finq::printer::Printer;
    use finq::render::units::Units;
    use finq::render::{Doc, Format, Item, TableOptions};
    use finq::sources::{Client, ClientConfig, RouteConfig, Source};

    use super::{Reference, figures};

    fn client() -> Client {
        Client::new(&ClientConfig {
            filings: RouteConfig::local(Source::DEMO, None),
            market: RouteConfig::local(Source::DEMO, None),
            first: None,
            behind: None,
            cache: None,
            timeout: Duration::from_secs(30),
            retries: 0,
            ca_bundle: None,
            max_body: 16 << 20,
            printer: Printer { verbose: 0, quiet: true },
            words: finq::settings::WORDS,
        })
    }

    /// One answer of the demo data.
    async fn ask(client: &Client, op: Operation, subject: &str, order: u32) -> Answer {
        let mut req = Request::new(op, subject);
        req.filing_order = Some(order);
        let fetched = client.ask(&req, false, false).await.unwrap_or_else(|e| panic!("{op:?} {subject}: {e:?}"));
        fetched.answer.unwrap()
    }

    fn item(subject: &str, answers: Vec<Answer>) -> Item {
        Item { subject: subject.into(), answers, error: None }
    }

    /// What finq prints for `items` (one answer alone when `single`), as `BatchWriter` does.
    fn draw(items: &[Item], single: bool, opts: TableOptions) -> String {
        let mut out = Vec::new();
        if single {
            let i = &items[0];
            finq::render::write(&mut out, Format::Table, Doc::of(&i.subject, &i.answers[0]), &opts).unwrap();
        } else {
            finq::render::table::write_many(&mut out, items, &opts).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    #[tokio::test]
    async fn no_figure_is_split_at_any_width_in_any_table() {
        use Operation::{CikByTicker, Prices, Quote, Statement, Summary, TickerByCik};
        use StatementKind::*;
        let c = client();
        let one = |s: &str, a: Answer| vec![item(s, vec![a])];
        let mut tables: Vec<(&str, Vec<Item>, bool, TableOptions)> = Vec::new();
        let plain = TableOptions::default();
        for (name, kind) in [
            ("income as filed", Income),
            ("balance sheet as filed", BalanceSheet),
            ("cash flow as filed", CashFlow),
            ("comprehensive income as filed", Comprehensive),
            ("equity as filed (transposed)", Equity),
        ] {
            tables.push((name, one("AAPL", ask(&c, Statement(kind), "AAPL", 0).await), true, plain));
        }
        let two = vec![ask(&c, Statement(Income), "AAPL", 0).await, ask(&c, Statement(Income), "AAPL", 1).await];
        tables.push(("--periods 2, stitched", vec![item("AAPL", two.clone())], false, plain));
        let all = TableOptions { all_columns: true, ..plain };
        tables.push(("--periods 2 --all-columns", vec![item("AAPL", two)], false, all));
        let labels = TableOptions { labels: true, units: Units::Millions, ..plain };
        tables.push((
            "classic income, --labels --units millions",
            one("GOOG", ask(&c, Statement(Income), "GOOG", 0).await),
            true,
            labels,
        ));
        tables.push((
            "classic balance sheet (nested)",
            one("MSFT", ask(&c, Statement(BalanceSheet), "MSFT", 0).await),
            true,
            plain,
        ));
        tables.push(("classic operations", one("AMZN", ask(&c, Statement(Operations), "AMZN", 0).await), true, plain));
        let mut side = Vec::new();
        for t in ["AAPL", "GOOG", "FB", "WFC"] {
            side.push(item(t, vec![ask(&c, Statement(Income), t, 0).await]));
        }
        tables.push(("income of four tickers in one table", side, false, plain));
        let summary = ask(&c, Summary, "AAPL", 0).await;
        tables.push(("summary", one("AAPL", summary.clone()), true, plain));
        let summaries = vec![item("AAPL", vec![summary.clone()]), item("AAPL.B", vec![summary])];
        tables.push(("summaries of two tickers", summaries, false, plain));
        let mut quotes = Vec::new();
        let mut prices = Vec::new();
        for t in ["AAPL", "MSFT", "GOOG"] {
            quotes.push(item(t, vec![ask(&c, Quote, t, 0).await]));
            prices.push(item(t, vec![ask(&c, Prices, t, 0).await]));
        }
        tables.push(("quote", vec![quotes[1].clone()], true, plain));
        tables.push(("quotes of three tickers", quotes, false, plain));
        tables.push(("prices", vec![prices[0].clone()], true, plain));
        tables.push(("prices of three tickers", prices.clone(), false, plain));
        let cik = ask(&c, CikByTicker, "AAPL", 0).await;
        tables.push(("cik", one("AAPL", cik.clone()), true, plain));
        tables.push((
            "ciks of two tickers",
            vec![item("AAPL", vec![cik.clone()]), item("AAPL", vec![cik])],
            false,
            plain,
        ));
        tables.push(("ticker", one("320193", ask(&c, TickerByCik, "320193", 0).await), true, plain));

        for (what, items, single, opts) in &tables {
            let wide = draw(items, *single, *opts);
            assert!(!figures(&wide).is_empty(), "{what}: {wide}");
            let reference = Reference::of(&wide);
            for w in 40..=200 {
                let narrow = draw(items, *single, TableOptions { width: Some(w), ..*opts });
                reference.check(&narrow, w, what);
            }
        }

        // Charts: drawn to each width, with the extremes and the last price whole.
        for p in &prices {
            let wide = draw(std::slice::from_ref(p), true, TableOptions { chart_width: Some(400), ..plain });
            let facts = wide.lines().last().unwrap().to_string();
            for w in 40..=200 {
                let chart = draw(std::slice::from_ref(p), true, TableOptions { chart_width: Some(w), ..plain });
                assert!(chart.lines().all(|l| l.chars().count() <= w), "chart of {} at {w}:\n{chart}", p.subject);
                let have = figures(&chart);
                for f in figures(&facts) {
                    assert!(have.contains(&f), "chart of {} at {w}: {f} missing or split\n{chart}", p.subject);
                }
            }
        }
    }
}

/// The help pages at 80 columns (as `COLUMNS` or a terminal says): no line wider.
#[test]
fn help_pages_fit_80_columns() {
    for topic in ["exit-codes", "environment"] {
        let mut f = Finq::new();
        f.cmd.env("COLUMNS", "80").args(["help", topic]);
        let r = run(f);
        assert_eq!(r.code, 0, "{}", r.stderr);
        for line in r.stdout.lines() {
            assert!(width(line) <= 80, "{topic}: {} wide: {line}", width(line));
        }
    }
}

/// `finq bulk import`'s progress bar on a terminal of 80 columns: every frame fits the line.
#[cfg(target_os = "linux")]
#[test]
fn the_import_progress_bar_fits_an_80_column_terminal() {
    use std::io::Read;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    let dir = tempfile::tempdir().unwrap();
    let zip = dir.path().join("2009q3.zip");
    std::fs::write(&zip, crate::common::fixture("fsds/2009q3.zip")).unwrap();
    let size = libc::winsize { ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0 };
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two descriptors this function then owns; `size` is read only.
    let ok = unsafe { libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), &size) };
    assert_eq!(ok, 0, "openpty");
    // SAFETY: both were just opened and are owned here alone; close-on-exec for other tests' children.
    let (master, slave) = unsafe {
        libc::fcntl(master, libc::F_SETFD, libc::FD_CLOEXEC);
        libc::fcntl(slave, libc::F_SETFD, libc::FD_CLOEXEC);
        (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave))
    };
    let mut f = Finq::new();
    f.cmd.env("TERM", "xterm").env("FINQ_STORE_DIR", dir.path().join("store")).args([
        "bulk",
        "import",
        zip.to_str().unwrap(),
    ]);
    // Read the terminal while the child writes: read only after it ended, a terminal's buffer
    // (a few KiB) fills on a slow machine, the child blocks writing its bar, and neither ends.
    // Without waiting for an end of the terminal either (a child of another test may hold it open
    // a while): whatever is there, until the child has ended and nothing more is.
    // SAFETY: the master descriptor is ours; only its flags change.
    unsafe {
        let flags = libc::fcntl(master.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(master.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
    let mut cmd = f.std_command();
    cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::from(slave));
    let mut child = cmd.spawn().unwrap();
    drop(cmd);
    let mut out = Vec::new();
    let mut reader = std::fs::File::from(master);
    let mut buf = [0u8; 4096];
    let status = loop {
        let ended = child.try_wait().unwrap();
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            out.extend_from_slice(&buf[..n]);
        }
        if let Some(status) = ended {
            break status;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    assert!(status.success());
    let text = String::from_utf8_lossy(&out);
    // What a terminal shows of each frame: the text between carriage returns and line feeds,
    // escape sequences left out.
    let mut frames = Vec::new();
    let mut frame = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' | '\n' => frames.push(std::mem::take(&mut frame)),
            '\u{1b}' => {
                // CSI: ESC [ parameters, then a final letter.
                if chars.peek() == Some(&'[') {
                    chars.next();
                    for d in chars.by_ref() {
                        if d.is_ascii_alphabetic() {
                            break;
                        }
                    }
                }
            }
            c => frame.push(c),
        }
    }
    frames.push(frame);
    assert!(frames.iter().any(|f| f.contains("importing 2009q3.zip")), "a bar was drawn: {text:?}");
    // The bar's frames (the summary after it is a message: one line, as every message is).
    for f in frames.iter().filter(|f| !f.starts_with("finq: ")) {
        assert!(width(f) <= 80, "{} wide: {f}", width(f));
    }
}
