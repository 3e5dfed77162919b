//! The rows of one HTML table read straight from html5ever's tokenizer, without building a tree:
//! R pages, cover pages and the classic service's `Content` need a table's rows and cells (their
//! classes, spans, text and the element a label names), never a document tree, and the tree cost
//! 13 to 20 times the page (scraper's nodes, their attributes, the arena's spare room). Here each
//! row is handed on as soon as it ends, its cells bounded in number and text, so memory is the
//! current row and what the reader keeps of it.
//!
//! The reading follows what html5ever's tree builder does with a table, to the detail R pages
//! need, and `tests` checks it against the tree on every real page in `tests/fixtures`: the
//! first table that qualifies (`table.report`, or any table), its rows but not those of tables
//! nested in its cells, the rows and cells HTML implies (`<td>` right in a `<table>`, a cell or
//! row left open), raw text (`<script>`, `<style>`, …) switched as the tree builder switches it,
//! and each cell's text as the tree's text nodes would hold it: a tag between two runs of text
//! makes two nodes, a stray end tag or a NUL that the tree builder ignores does not. Markup far
//! from that (foreign content in a table, misnested formatting, `<select>`, words loose in a nested
//! table outside its cells, which the tree moves before the table) may split a cell's words
//! differently than the tree would; nothing here depends on the tree for safety: the
//! state is a stack of open tables and the open elements of one cell, both bounded.

use std::cell::RefCell;
use std::ops::ControlFlow;

use html5ever::TokenizerResult;
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{BufferQueue, Tag, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts};

/// The most letters (bytes of text other than whitespace) kept of one cell: every reader keeps 4
/// KiB at most of what it makes of a cell, and each letter counts there.
const CELL_LETTERS: usize = 16 * 1024;
/// The most text nodes of whitespace only kept of one cell: the classic `Content` reader adds a
/// space for each (after the first letter), so past 4 KiB of them its cell is full.
const CELL_SPACES: usize = 8 * 1024;
/// The most open elements followed in one cell, and the most open tables (the HTML budget
/// refuses deeper documents before they get here; this keeps the bound here too).
const MAX_OPEN: usize = 512;
/// The document is fed to the tokenizer this many bytes at a time, so that it is never copied
/// whole and the reading stops soon after the table ends.
const CHUNK: usize = 64 * 1024;

/// Which table is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// The first table of class `report` (an R page's statement).
    Report,
    /// The first table.
    First,
}

/// Classes a cell may carry that the readers look at ([`Cell::has`]).
pub const TL: u8 = 1;
pub const PL: u8 = 2;
pub const NUM: u8 = 4;
pub const NUMP: u8 = 8;
pub const CUSTOM: u8 = 16;
const CLASSES: [(&str, u8); 5] = [("tl", TL), ("pl", PL), ("num", NUM), ("nump", NUMP), ("custom", CUSTOM)];

/// A `td` or `th` of the table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cell {
    /// A `th`.
    pub header: bool,
    /// The classes of [`CLASSES`] it has.
    pub classes: u8,
    /// `colspan` and `rowspan` as numbers, where they are.
    pub colspan: Option<usize>,
    pub rowspan: Option<usize>,
    /// The `defref_…` the first element with an `onclick` names (the cell itself first), `None`
    /// where that `onclick` names none or no element has one.
    pub defref: Option<String>,
    /// Its text nodes, each with whitespace runs folded to one space, joined by `\n` (which
    /// folding leaves nowhere else); nodes of whitespace only before the first letter (which no
    /// reader sees) left out.
    text: String,
    /// Letters and whitespace-only nodes kept, for the bounds.
    letters: usize,
    spaces: usize,
    /// An element with an `onclick` has been met (only the first counts).
    onclick_seen: bool,
    /// Where the node being read started in `text` (a node continues until a tag ends it).
    node_start: Option<usize>,
}

impl Cell {
    pub fn has(&self, class: u8) -> bool {
        self.classes & class != 0
    }

    /// Its text nodes, in order, whitespace folded (a leading or trailing space kept as one).
    pub fn pieces(&self) -> impl Iterator<Item = &str> {
        self.text.split('\n').filter(|p| !p.is_empty())
    }

    fn push_text(&mut self, t: &str) {
        if self.node_start.is_none() {
            if !self.text.is_empty() {
                self.text.push('\n');
            }
            self.node_start = Some(self.text.len());
        }
        for c in t.chars() {
            if !c.is_whitespace() {
                if self.letters >= CELL_LETTERS {
                    return;
                }
                self.letters += c.len_utf8();
                self.text.push(c);
            } else if !self.text.ends_with(' ') {
                self.text.push(' ');
            }
        }
    }

    /// A tag ends the text node being read. One of whitespace only is kept (as one space) only
    /// after the first letter and up to [`CELL_SPACES`] of them.
    fn end_node(&mut self) {
        if let Some(start) = self.node_start.take()
            && self.text[start..].trim_matches(' ').is_empty()
        {
            if self.letters == 0 || self.spaces >= CELL_SPACES {
                self.text.truncate(start.saturating_sub(1));
            } else {
                self.text.truncate(start);
                self.text.push(' ');
                self.spaces += 1;
            }
        }
    }
}

/// A row of the table, handed on when it ends.
#[derive(Debug, Clone, Default)]
pub struct Row {
    /// The `tr`'s `class` (empty for a row HTML implies).
    pub class: String,
    /// Its first cells (as many as the reader asked to keep).
    pub cells: Vec<Cell>,
    /// Every cell is a `th`, those not kept included (a row of no cells too).
    pub all_header: bool,
}

/// Reads the table `pick` names in `html`, handing each of its rows to `row` (the first `keep`
/// cells of each kept) until it says stop. `false` when there is no such table.
pub fn read(html: &str, pick: Pick, keep: usize, row: impl FnMut(Row) -> ControlFlow<()>) -> bool {
    let sink = Sink { state: RefCell::new(State::new(pick, keep, row)) };
    let tokenizer = Tokenizer::new(sink, TokenizerOpts::default());
    let queue = BufferQueue::default();
    let mut rest = html;
    while !rest.is_empty() && !tokenizer.sink.state.borrow().done {
        let mut at = rest.len().min(CHUNK);
        while !rest.is_char_boundary(at) {
            at += 1;
        }
        queue.push_back(StrTendril::from_slice(&rest[..at]));
        rest = &rest[at..];
        while !matches!(tokenizer.feed(&queue), TokenizerResult::Done) {}
    }
    tokenizer.end();
    let mut state = tokenizer.sink.state.borrow_mut();
    state.finish();
    state.found
}

struct Sink<F> {
    state: RefCell<State<F>>,
}

impl<F: FnMut(Row) -> ControlFlow<()>> TokenSink for Sink<F> {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut s = self.state.borrow_mut();
        if s.done {
            return TokenSinkResult::Continue;
        }
        match token {
            Token::TagToken(tag) => return s.tag(tag),
            Token::CharacterTokens(t) => s.text(&t),
            Token::CommentToken(_) => s.split(),
            Token::EOFToken => s.finish(),
            Token::DoctypeToken(_) | Token::NullCharacterToken | Token::ParseError(_) => {}
        }
        TokenSinkResult::Continue
    }

    fn adjusted_current_node_present_but_not_in_html_namespace(&self) -> bool {
        self.state.borrow().foreign() > 0
    }
}

/// Where an open table is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Table,
    Row,
    /// In a cell (`td`/`th` as named), or in a caption (`None`), whose text belongs to no row.
    Cell(Option<bool>),
}

/// An open table: where it is, and the elements open in its cell.
struct Frame {
    mode: Mode,
    /// The table whose rows are read.
    target: bool,
    /// Elements open in its current cell (names), and how many of them are `svg`/`math`
    /// (foreign content).
    open: Vec<Box<str>>,
    foreign: usize,
}

impl Frame {
    fn new(target: bool) -> Self {
        Frame { mode: Mode::Table, target, open: Vec::new(), foreign: 0 }
    }

    fn push(&mut self, name: &str) {
        // `<p>` (`<li>`, …) right after one closes it, as in the tree: the stack stays as deep
        // as the tree's, which the HTML budget bounds.
        if IMPLIED_END.contains(&name) && self.open.last().is_some_and(|e| **e == *name) {
            return;
        }
        self.foreign += usize::from(matches!(name, "svg" | "math"));
        self.open.push(name.into());
    }

    fn truncate(&mut self, at: usize) {
        for gone in self.open.drain(at.min(self.open.len())..) {
            self.foreign -= usize::from(matches!(&*gone, "svg" | "math"));
        }
    }
}

struct State<F> {
    pick: Pick,
    keep: usize,
    on_row: F,
    tables: Vec<Frame>,
    found: bool,
    done: bool,
    row: Option<Row>,
    cell: Option<Cell>,
}

/// Elements whose content is text to their end tag, and which kind (the tree builder's choice,
/// scripting on, as scraper parses).
fn raw_kind(name: &str) -> Option<TokenSinkResult<()>> {
    Some(match name {
        "script" => TokenSinkResult::RawData(RawKind::ScriptData),
        "style" | "xmp" | "iframe" | "noembed" | "noframes" | "noscript" => TokenSinkResult::RawData(RawKind::Rawtext),
        "title" | "textarea" => TokenSinkResult::RawData(RawKind::Rcdata),
        "plaintext" => TokenSinkResult::Plaintext,
        _ => return None,
    })
}

/// Elements a start tag of the same name right after closes.
const IMPLIED_END: [&str; 6] = ["p", "li", "dd", "dt", "option", "optgroup"];

const VOID: [&str; 16] = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta",
    "param", "source", "track",
];

/// HTML elements that end foreign content (SVG, MathML) where they start.
const BREAKOUT: [&str; 44] = [
    "b",
    "big",
    "blockquote",
    "body",
    "br",
    "center",
    "code",
    "dd",
    "div",
    "dl",
    "dt",
    "em",
    "embed",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "head",
    "hr",
    "i",
    "img",
    "li",
    "listing",
    "menu",
    "meta",
    "nobr",
    "ol",
    "p",
    "pre",
    "ruby",
    "s",
    "small",
    "span",
    "strong",
    "strike",
    "sub",
    "sup",
    "table",
    "tt",
    "u",
    "ul",
    "var",
];

fn attr<'t>(tag: &'t Tag, name: &str) -> Option<&'t str> {
    tag.attrs.iter().find(|a| &*a.name.local == name).map(|a| &*a.value)
}

fn number(tag: &Tag, name: &str) -> Option<usize> {
    attr(tag, name).and_then(|s| s.trim().parse().ok())
}

/// The element an `onclick` names: `defref_us-gaap_Assets` -> `us-gaap_Assets`.
fn defref(onclick: &str) -> Option<String> {
    let start = onclick.find("defref_")? + "defref_".len();
    let rest = &onclick[start..];
    let end = rest.find(['\'', '"']).unwrap_or(rest.len());
    Some(rest[..end].to_string())
}

impl<F: FnMut(Row) -> ControlFlow<()>> State<F> {
    fn new(pick: Pick, keep: usize, on_row: F) -> Self {
        State { pick, keep, on_row, tables: Vec::new(), found: false, done: false, row: None, cell: None }
    }

    /// Open foreign elements in the innermost table's cell.
    fn foreign(&self) -> usize {
        self.tables.last().map_or(0, |f| f.foreign)
    }

    /// A node was made: the text node being read ends.
    fn split(&mut self) {
        if let Some(c) = &mut self.cell {
            c.end_node();
        }
    }

    /// Text while a cell of the table read is open is that cell's, at whatever depth: text in a
    /// table nested in it but outside that table's cells goes before that table (or, whitespace,
    /// into it), so still into the cell. (Outside cells of the table read there is no cell.)
    fn text(&mut self, t: &str) {
        if let Some(c) = &mut self.cell {
            c.push_text(t);
        }
    }

    fn tag(&mut self, tag: Tag) -> TokenSinkResult<()> {
        let name = &*tag.name;
        let Some(top) = self.tables.last() else { return self.outside_tables(&tag) };
        let foreign = top.foreign > 0;
        let (mode, top_target) = (top.mode, top.target);
        let top_open = foreign && tag.kind == TagKind::EndTag && top.open.iter().any(|e| **e == *name);
        let in_content = matches!(mode, Mode::Cell(_));
        if tag.kind == TagKind::StartTag {
            // Every start tag in a table makes a node (or ends a cell or row): the text node
            // being read ends. In a table nested in the cell read, each (foster-parented or
            // not) is an element of that cell.
            self.split();
            if !top_target {
                self.note_onclick(&tag);
            }
        }
        match tag.kind {
            // In SVG or MathML every tag is an element of it, but the HTML ones that end it.
            TagKind::StartTag if foreign && !BREAKOUT.contains(&name) => self.element(&tag),
            TagKind::EndTag if foreign && top_open => self.end_element(name),
            TagKind::StartTag => return self.start_tag(&tag, foreign, in_content),
            TagKind::EndTag => self.end_tag(name, mode, in_content),
        }
        TokenSinkResult::Continue
    }

    /// Outside every table only a table and raw text matter.
    fn outside_tables(&mut self, tag: &Tag) -> TokenSinkResult<()> {
        if tag.kind == TagKind::StartTag {
            if &*tag.name == "table" {
                self.open_table(tag);
            } else if let Some(raw) = raw_kind(&tag.name) {
                return raw;
            }
        }
        TokenSinkResult::Continue
    }

    /// An HTML start tag in a table: it opens a table, row or cell (closing what it implies), a
    /// caption, or an element of the cell's content; raw text switched on where it starts it.
    fn start_tag(&mut self, tag: &Tag, foreign: bool, in_content: bool) -> TokenSinkResult<()> {
        let name = &*tag.name;
        if foreign && let Some(f) = self.tables.last_mut() {
            // An HTML element ends the foreign content it starts in.
            if let Some(at) = f.open.iter().position(|e| matches!(&**e, "svg" | "math")) {
                f.truncate(at);
            }
            self.split();
        }
        match name {
            "table" if in_content => self.open_table(tag),
            "table" => {
                self.close_table();
                self.open_table(tag);
            }
            "tr" => {
                self.close_row();
                if !self.tables.is_empty() {
                    self.open_row(attr(tag, "class").unwrap_or_default());
                }
            }
            "td" | "th" => {
                self.close_cell();
                if self.tables.last().is_some_and(|f| f.mode == Mode::Table) {
                    self.open_row("");
                }
                self.open_cell(tag);
            }
            "tbody" | "thead" | "tfoot" | "colgroup" | "col" => self.close_row(),
            "caption" => {
                self.close_row();
                self.split();
                if let Some(f) = self.tables.last_mut() {
                    f.mode = Mode::Cell(None);
                }
            }
            _ if in_content => self.element(tag),
            // Foster-parented or put in the table: in no cell. Raw text all the same.
            _ => {}
        }
        match raw_kind(name) {
            Some(raw) => raw,
            None => TokenSinkResult::Continue,
        }
    }

    /// An HTML end tag in a table, in the innermost table's `mode`.
    fn end_tag(&mut self, name: &str, mode: Mode, in_content: bool) {
        match name {
            "table" => self.close_table(),
            "tr" | "tbody" | "thead" | "tfoot" if in_content || mode == Mode::Row => self.close_row(),
            "td" | "th" if mode == Mode::Cell(Some(name == "th")) => {
                self.close_cell();
            }
            "caption" if mode == Mode::Cell(None) => {
                self.split();
                if let Some(f) = self.tables.last_mut() {
                    f.mode = Mode::Table;
                }
            }
            _ if in_content => self.end_element(name),
            _ => {}
        }
    }

    /// A start tag in a cell: an element of its content.
    fn element(&mut self, tag: &Tag) {
        self.split();
        self.note_onclick(tag);
        let name = &*tag.name;
        let foreign = self.foreign() > 0 || matches!(name, "svg" | "math");
        let Some(f) = self.tables.last_mut() else { return };
        if VOID.contains(&name) || (foreign && tag.self_closing) || f.open.len() >= MAX_OPEN {
            return;
        }
        f.push(name);
    }

    /// The first element of the cell read with an `onclick` names its element.
    fn note_onclick(&mut self, tag: &Tag) {
        if let Some(c) = &mut self.cell
            && !c.onclick_seen
            && let Some(onclick) = attr(tag, "onclick")
        {
            c.onclick_seen = true;
            c.defref = defref(onclick);
        }
    }

    /// An end tag in a cell: closes the element it names, if open there; `</p>` and `</br>`
    /// make an element even then; anything else is ignored (and so ends no text node).
    fn end_element(&mut self, name: &str) {
        let Some(f) = self.tables.last_mut() else { return };
        if let Some(at) = f.open.iter().rposition(|e| **e == *name) {
            f.truncate(at);
            self.split();
        } else if matches!(name, "p" | "br") {
            self.split();
        }
    }

    fn open_table(&mut self, tag: &Tag) {
        if self.tables.len() >= MAX_OPEN {
            return;
        }
        self.split();
        let target = !self.found
            && match self.pick {
                Pick::First => true,
                Pick::Report => attr(tag, "class").is_some_and(|c| c.split_ascii_whitespace().any(|c| c == "report")),
            };
        self.found |= target;
        self.tables.push(Frame::new(target));
    }

    fn close_table(&mut self) {
        self.close_row();
        if let Some(f) = self.tables.pop() {
            self.split();
            if f.target {
                self.done = true;
            }
        }
    }

    fn open_row(&mut self, class: &str) {
        self.split();
        let Some(f) = self.tables.last_mut() else { return };
        f.mode = Mode::Row;
        if f.target {
            self.row = Some(Row { class: class.to_string(), cells: Vec::new(), all_header: true });
        }
    }

    fn close_row(&mut self) {
        self.close_cell();
        self.split();
        let Some(f) = self.tables.last_mut() else { return };
        if f.mode == Mode::Row {
            f.mode = Mode::Table;
        }
        if f.target
            && let Some(row) = self.row.take()
            && (self.on_row)(row).is_break()
        {
            self.done = true;
        }
    }

    fn open_cell(&mut self, tag: &Tag) {
        self.split();
        let Some(f) = self.tables.last_mut() else { return };
        let header = &*tag.name == "th";
        f.mode = Mode::Cell(Some(header));
        if !f.target {
            return;
        }
        let Some(row) = &mut self.row else { return };
        row.all_header &= header;
        if row.cells.len() >= self.keep {
            return;
        }
        let class = attr(tag, "class").unwrap_or_default();
        let classes = CLASSES
            .iter()
            .filter(|(n, _)| class.split_whitespace().any(|c| c == *n))
            .fold(0, |all, (_, bit)| all | bit);
        let onclick = attr(tag, "onclick");
        self.cell = Some(Cell {
            header,
            classes,
            colspan: number(tag, "colspan"),
            rowspan: number(tag, "rowspan"),
            defref: onclick.and_then(defref),
            onclick_seen: onclick.is_some(),
            ..Cell::default()
        });
    }

    fn close_cell(&mut self) {
        let Some(f) = self.tables.last_mut() else { return };
        match f.mode {
            Mode::Cell(Some(_)) => f.mode = Mode::Row,
            Mode::Cell(None) => f.mode = Mode::Table, // a caption
            Mode::Table | Mode::Row => return,
        }
        f.truncate(0);
        if f.target {
            if let Some(mut cell) = self.cell.take() {
                cell.end_node();
                if let Some(row) = &mut self.row {
                    row.cells.push(cell);
                }
            }
        } else {
            self.split();
        }
    }

    /// The end of the document: what is open closes.
    fn finish(&mut self) {
        while !self.tables.is_empty() && !self.done {
            self.close_table();
        }
        self.done = true;
    }
}
