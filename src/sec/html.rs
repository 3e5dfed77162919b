//! The budget of HTML from outside (R pages, cover pages, the classic service's `Content`).
//! finq reads tables from html5ever's tokenizer (`filed::rows`), not from a tree, but a tree
//! builder's work is still the measure of a sane document: html5ever's scans the stack of open
//! elements for many tokens (a document nested 100,000 deep costs time quadratic in its size),
//! and no real page needs more than a few nodes per hundred bytes. So before a document is read,
//! one linear pass ([`check`]) measures what a tree builder would build — an upper bound of the
//! nesting depth and the count of nodes (elements, comments and runs of text: an end tag builds
//! nothing) — and a document over [`MAX_DEPTH`] or over its node budget is refused with the
//! reason.
//!
//! The pass is a small tokenizer: tags with their quoted attributes, comments, declarations and
//! the raw text of `<script>`/`<style>`. It counts depth the way the tree builder would at most:
//! an end tag closes only the element on top (or, past elements whose end tags HTML implies —
//! `p`, `li`, `td`, `tr`, … — the nearest one it names); a stray end tag closes nothing, so
//! misnested markup can only make the bound larger, never smaller.

/// The deepest nesting accepted. A real R page nests about a dozen elements deep.
pub const MAX_DEPTH: usize = 256;
/// Nodes accepted whatever the size: small documents are never refused.
const MIN_NODES: usize = 16_384;
/// Bytes of document per node at least, beyond [`MIN_NODES`]. Set when pages were read into a
/// tree (150 to 300 bytes a node: `<p>x<p>x` cost 60 times its size); the SEC's R pages spend 15
/// to 17 bytes a node (elements and runs of text, the whitespace between tags included), so they
/// pass with room. Kept as a bound of the work a page may ask for.
const BYTES_PER_NODE: usize = 10;

/// Elements whose end tag HTML implies: the next one of the same kind closes them, and an end
/// tag further up closes them too.
const IMPLIED_END: [&str; 16] =
    ["p", "li", "dt", "dd", "td", "th", "tr", "option", "optgroup", "tbody", "thead", "tfoot", "rb", "rp", "rt", "rtc"];
/// Elements with no content and no end tag.
const VOID: [&str; 14] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param"];
/// Elements whose content is text up to their end tag.
const RAW_TEXT: [&str; 8] = ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"];

/// What [`check`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Measure {
    /// The deepest nesting, as an upper bound of the parser's.
    pub depth: usize,
    /// Elements (start tags), comments and runs of text: the nodes the parser builds, at most.
    pub nodes: usize,
}

/// Measures `html` in one pass and refuses it when it is nested deeper than [`MAX_DEPTH`] or
/// holds more nodes than its size allows.
pub fn check(html: &str) -> Result<Measure, String> {
    crate::hold::parsing();
    let budget = MIN_NODES.max(html.len() / BYTES_PER_NODE);
    let m = measure(html, budget);
    if m.depth > MAX_DEPTH {
        return Err(format!("the HTML is nested more than {MAX_DEPTH} elements deep"));
    }
    if m.nodes > budget {
        return Err(format!("the HTML holds more than {budget} tags and runs of text in {} bytes", html.len()));
    }
    Ok(m)
}

/// The pass itself; it stops early once the depth or the node budget is exceeded.
pub fn measure(html: &str, budget: usize) -> Measure {
    let b = html.as_bytes();
    let mut stack: Vec<Box<str>> = Vec::new();
    // How many `svg`/`math` elements are open: inside them every tag nests.
    let mut foreign = 0usize;
    let mut m = Measure::default();
    let mut i = 0;
    while let Some(at) = memchr(b'<', &b[i..]) {
        // Text before the tag: one text node (the whitespace between tags is one too).
        if at > 0 {
            m.nodes += 1;
        }
        i += at + 1;
        match b.get(i) {
            Some(b'!') => {
                m.nodes += 1;
                i = if b[i..].starts_with(b"!--") {
                    find(b, i + 3, b"-->").map_or(b.len(), |e| e + 3)
                } else {
                    tag_end(b, i)
                };
            }
            Some(b'?') => {
                m.nodes += 1;
                i = tag_end(b, i);
            }
            Some(b'/') if b.get(i + 1).is_some_and(u8::is_ascii_alphabetic) => {
                let (name, after) = name_at(b, i + 1);
                i = tag_end(b, after);
                close(&mut stack, &name, &mut foreign);
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let (name, after) = name_at(b, i);
                i = tag_end(b, after);
                m.nodes += 1;
                if VOID.contains(&&*name) {
                    continue;
                }
                // An implied-end element closes the open one of its kind, when only implied-end
                // elements lie above it (`<td>` the cell before, `<tr>` the row and its cell);
                // not inside SVG or MathML, where every tag nests.
                if foreign == 0 && IMPLIED_END.contains(&&*name) {
                    let above = stack.iter().rev().take_while(|t| IMPLIED_END.contains(&&***t)).count();
                    if let Some(at) = stack[stack.len() - above..].iter().rposition(|t| **t == *name) {
                        stack.truncate(stack.len() - above + at);
                    }
                }
                if foreign == 0 && RAW_TEXT.contains(&&*name) {
                    // Its text runs to its end tag: nothing inside is markup (in SVG or MathML a
                    // `<script>` or `<style>` is an element like any other, its content markup).
                    let end = format!("</{name}");
                    let text_end = find_ascii_ci(b, i, end.as_bytes()).unwrap_or(b.len());
                    m.nodes += usize::from(text_end > i);
                    i = text_end;
                    continue;
                }
                if matches!(&*name, "svg" | "math") {
                    foreign += 1;
                }
                // The rows and cells the tree builder adds where a table leaves them out.
                if foreign == 0 {
                    let top = stack.last().map(|t| &**t);
                    let implied: &[&str] = match (&*name, top) {
                        ("td" | "th", Some("table")) => &["tbody", "tr"],
                        ("td" | "th", Some("tbody" | "thead" | "tfoot")) => &["tr"],
                        ("tr", Some("table")) => &["tbody"],
                        _ => &[],
                    };
                    stack.extend(implied.iter().map(|t| Box::from(*t)));
                }
                stack.push(name);
                m.depth = m.depth.max(stack.len());
            }
            _ => {}
        }
        if m.depth > MAX_DEPTH || m.nodes > budget {
            return m;
        }
    }
    m.nodes += usize::from(i < b.len());
    m
}

/// An end tag: closes the element on top when it names it, or the nearest element it names past
/// only implied-end elements; otherwise nothing (as the tree builder ignores a stray end tag).
fn close(stack: &mut Vec<Box<str>>, name: &str, foreign: &mut usize) {
    let mut at = stack.len();
    while at > 0 {
        let t = &*stack[at - 1];
        if t == name {
            for gone in stack.drain(at - 1..) {
                if matches!(&*gone, "svg" | "math") {
                    *foreign -= 1;
                }
            }
            return;
        }
        if !IMPLIED_END.contains(&t) {
            return;
        }
        at -= 1;
    }
}

/// A tag name at `i`, lower-cased, and where it ends.
fn name_at(b: &[u8], mut i: usize) -> (Box<str>, usize) {
    let start = i;
    while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'/' | b'>') {
        i += 1;
    }
    // Long names are cut: no real element's name is longer, and the stack stays small.
    let name = String::from_utf8_lossy(&b[start..i.min(start + 32)]).to_ascii_lowercase();
    (name.into_boxed_str(), i)
}

/// Where a tag that runs on from `i` ends: after its `>`, quoted attribute values skipped.
fn tag_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'>' => return i + 1,
            q @ (b'"' | b'\'') if i > 0 && matches!(b[i - 1], b'=' | b' ' | b'\t' | b'\n') => {
                i = memchr(q, &b[i + 1..]).map_or(b.len(), |e| i + 1 + e + 1);
            }
            _ => i += 1,
        }
    }
    b.len()
}

fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    hay.iter().position(|&c| c == needle)
}

/// The first `needle` at or after `from`.
fn find(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let mut i = from;
    while let Some(at) = memchr(needle[0], b.get(i..)?) {
        let start = i + at;
        if b[start..].starts_with(needle) {
            return Some(start);
        }
        i = start + 1;
    }
    None
}

/// As [`find`], ASCII case ignored (`</SCRIPT`).
fn find_ascii_ci(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let mut i = from;
    while let Some(at) = memchr(b'<', b.get(i..)?) {
        let start = i + at;
        if b.len() - start >= needle.len() && b[start..start + needle.len()].eq_ignore_ascii_case(needle) {
            return Some(start);
        }
        i = start + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(html: &str) -> usize {
        measure(html, usize::MAX).depth
    }

    #[test]
    fn depth_as_the_tree_builder_would_at_most() {
        assert_eq!(
            depth("<html><body><table><tr><td><b>x</b></td></tr></table></body></html>"),
            7,
            "with the implied tbody"
        );
        assert_eq!(depth("<p>a<p>b<p>c"), 1, "a p closes the p before it");
        assert_eq!(depth("<table><tr><td>a<td>b<tr><td>c</table>"), 4, "implied end tags, and the implied tbody");
        assert_eq!(depth("<table><td><table><td>"), 8, "implied rows (found by fuzz::html)");
        assert_eq!(depth("<div><br><img src=x><hr/></div>"), 1, "void elements");
        assert_eq!(depth("<div><span></div></span>"), 2, "a stray end tag closes nothing");
        assert_eq!(depth("<svg><td><td><td>"), 4, "inside SVG every tag nests");
        assert_eq!(depth("<script>if (a<b) { '<div><div>' }</script><div>"), 1, "script text is not markup");
        assert_eq!(depth("<svg><script><div><div>"), 4, "but in SVG a script holds markup (found by fuzz::html)");
        assert_eq!(depth("<!-- <div><div> --><div title='<div>' data-x=\"<b>\">"), 1, "comments and attributes");
        assert_eq!(depth(&"<div>".repeat(1000)), MAX_DEPTH + 1, "stops once over");
        // Misnesting never hides depth: `</div>` cannot close a div below a table.
        assert!(depth(&"<div><table></div>".repeat(200)) > MAX_DEPTH);
    }

    #[test]
    fn deep_or_dense_documents_are_refused_before_parsing() {
        let deep = format!("<table class=report><tr><td class=pl>{}x</td></tr></table>", "<div>".repeat(100_000));
        assert!(check(&deep).unwrap_err().contains("nested more than"));
        let unclosed = format!("<table><tr><td>{}</td></tr></table>", "<b>".repeat(40_000));
        assert!(check(&unclosed).is_err());
        let dense = "<i></i>".repeat(100_000);
        assert!(check(&dense).unwrap_err().contains("runs of text in"));
        assert!(check(&"<i></i>".repeat(1000)).is_ok(), "small documents always pass");
        // Runs of text are nodes too: an element and a text node every 8 bytes is refused (it
        // cost 33 times its size when only tags were counted), the same tags with more text not.
        assert!(check(&"<p>xxxxx".repeat(100_000)).unwrap_err().contains("runs of text in"));
        assert!(check(&"<p>xxxxxxxxxxxxxxxxx".repeat(100_000)).is_ok());
        assert_eq!(measure("a<b>c</b>d<!-- e --><script>f</script>", usize::MAX).nodes, 7);
    }

    #[test]
    fn the_secs_pages_pass() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/edgar-filing");
        for acc in std::fs::read_dir(&dir).unwrap().flatten() {
            for page in std::fs::read_dir(acc.path()).into_iter().flatten().flatten() {
                if page.path().extension().is_some_and(|e| e == "htm") {
                    let html = String::from_utf8_lossy(&std::fs::read(page.path()).unwrap()).into_owned();
                    let m = check(&html).unwrap_or_else(|e| panic!("{}: {e}", page.path().display()));
                    // About a dozen, plus the SGML wrapper's never-closed tags (`<DOCUMENT><TYPE>…`).
                    assert!(m.depth <= 32, "{}: {m:?}", page.path().display());
                }
            }
        }
    }
}
