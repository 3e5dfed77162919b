//! The standardization's rules as data (`fac.rules`, one reviewed file built into finq): the
//! concepts with their elements in order of preference, the relations between them and the order
//! of derivations, read once into [`Rules`] and checked (every name a relation or a guard uses is a
//! concept defined before it is needed).

use std::sync::LazyLock;

pub use crate::model::standardized::{Stmt, Template};

/// The rules file, as built in.
pub const TEXT: &str = include_str!("fac.rules");

impl Stmt {
    /// The data sets' statement codes (`pre.stmt`) a concept's element is looked for under:
    /// comprehensive income is often presented within the income statement.
    pub fn codes(self) -> &'static [&'static str] {
        match self {
            Stmt::Balance => &["BS"],
            Stmt::Income => &["IS"],
            Stmt::Comprehensive => &["CI", "IS"],
            Stmt::CashFlow => &["CF"],
        }
    }

    /// The statement's command word, from the registry.
    pub fn name(self) -> &'static str {
        self.kind().name()
    }
}

/// The period a concept's value is taken for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodKind {
    /// The balance-sheet date.
    Instant,
    /// The quarter of a 10-Q, the year of an annual report.
    Flow,
    /// The year to date (cash flows are filed so).
    Ytd,
}

/// What a concept's value measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Amount,
    PerShare,
    Shares,
}

/// When an element is taken: by what the filing files (`if C`, `unless C`), where it presents the
/// element (`between A C`, `after C not A…`, `before C`, `notafter C`), or what another concept was
/// taken from (`unlike C`). An element may carry several; all must hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Guard {
    /// Only where concept `C` is filed.
    If(usize),
    /// Only where concept `C` is not filed.
    Unless(usize),
    /// `Between(a, c)`: only where the filing presents the element below concept `a` and above
    /// concept `c` in the same report, not on the line right above `c` (a total's last part is
    /// inside it). A minority interest presented so sits between the liabilities and the
    /// equity: temporary equity.
    Between(usize, usize),
    /// Only where the filing presents the element on the line right below concept `above` (in
    /// the same report), and `above` is not on the line right below any of `not` (a line alone
    /// between two others is their sibling, not the lower one's last part): a total presented
    /// right below a part is the total of it. The filer's `StockholdersEquity` right below its
    /// noncontrolling interest, and below the equity's own lines, is its equity with it.
    After { above: usize, not: Vec<usize> },
    /// Only where concept `C` was not taken from this element: one fact stands for one concept
    /// (the equity with the noncontrolling interest is not also the parent's).
    Unlike(usize),
    /// Where the filing presents the element, only on the line right above concept `C` (in the
    /// same report): a total is presented right above the figure it makes, so a line with more
    /// of its kind between it and `C` is one of them (the first of the costs, not their total).
    /// Unpresented (a source without a presentation) it is not ruled out.
    Before(usize),
    /// Only where the filing does not present the element on the line right below concept `C`
    /// (in the same report): the line right below the net change in cash reconciles it to the
    /// balance (the change in the cash that discontinued operations hold), it is not a flow.
    NotAfter(usize),
}

impl Guard {
    /// The rules' word for it.
    pub fn word(&self) -> &'static str {
        match self {
            Guard::If(_) => "if",
            Guard::Unless(_) => "unless",
            Guard::Between(..) => "between",
            Guard::After { .. } => "after",
            Guard::Unlike(_) => "unlike",
            Guard::Before(_) => "before",
            Guard::NotAfter(_) => "notafter",
        }
    }

    /// The concepts it asks about, in the order written: they are taken first.
    pub fn concepts(&self) -> Vec<usize> {
        match self {
            Guard::If(c) | Guard::Unless(c) | Guard::Unlike(c) | Guard::Before(c) | Guard::NotAfter(c) => vec![*c],
            Guard::Between(a, c) => vec![*a, *c],
            Guard::After { above, not } => std::iter::once(*above).chain(not.iter().copied()).collect(),
        }
    }
}

/// One element a concept may be read from, with its guards (all must hold).
#[derive(Debug, Clone)]
pub struct Element {
    pub tag: String,
    pub guards: Vec<Guard>,
    /// The concept's own total (`!` in the rules): reported anywhere in the filing, it is the
    /// value, before any element that is not, presented or not.
    pub own: bool,
}

#[derive(Debug, Clone)]
pub struct Concept {
    pub name: String,
    pub stmt: Stmt,
    pub period: PeriodKind,
    pub kind: Kind,
    /// `None`: every template.
    pub template: Option<Template>,
    pub elements: Vec<Element>,
    /// Where the filing presents several of the elements in one report, the one presented lowest
    /// is taken (`lowest CONCEPT`): a subtotal is presented below its parts.
    pub lowest: bool,
    /// The concept is positive by convention (`positive CONCEPT`: a cost, a payment, a total of
    /// the balance sheet): a filed value below zero is the filer's sign, turned and said so.
    pub positive: bool,
}

impl Concept {
    pub fn shown_for(&self, t: Template) -> bool {
        self.template.is_none_or(|line| t.shows(line))
    }
}

/// Where a term counts, by where the filing presents it against another concept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Only where the term is presented below the concept.
    Below(usize),
    /// Except where the term is presented below the concept.
    Above(usize),
    /// Only where the term is presented above the concept, in the same report.
    Before(usize),
    /// `Apart(c, a)`: where the term is presented below `c`, or as the only line between `a` and
    /// `c` (a subtotal has more than one part: a line alone between two others is `c`'s sibling).
    Apart(usize, usize),
    /// Except where the term is presented above the concept, in the same report (a part of it).
    NotBefore(usize),
}

#[derive(Debug, Clone)]
pub struct Term {
    pub concept: usize,
    /// +1 or -1.
    pub sign: i8,
    pub optional: bool,
    /// Every one must hold for the term to count.
    pub places: Vec<Place>,
    /// An optional term is zero when absent only where none of these concepts is filed with a
    /// value other than zero (`~unless C`): a filing that reports a noncontrolling interest in
    /// its net income has one in its comprehensive income too, tagged or not.
    pub zero_unless: Vec<usize>,
}

#[derive(Debug, Clone)]
pub struct Relation {
    pub id: String,
    pub total: usize,
    pub terms: Vec<Term>,
    /// As written in the rules (`Assets = LiabilitiesAndEquity`).
    pub text: String,
}

/// `presented CONCEPT between A B [parts P…]`, `presented CONCEPT total A B` or `presented CONCEPT
/// named WORD between A B`: where none of the concept's elements is filed, a line the filer
/// presents between concept `after`'s line and concept `before`'s, whatever its element (the
/// filer's own too; for `named`, the filer's own only), read as [`How`] says.
/// [`crate::standard::engine`] says how the lines are read. A `total` line is read by the sum of
/// the relation of the concept and `after` (BS5), which is then not counted where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presented {
    pub concept: usize,
    pub how: How,
    pub after: usize,
    pub before: usize,
}

/// How a concept is read from lines in place ([`Presented`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum How {
    /// `between A B`: the lines after A's and above the lines that make B: the temporary equity
    /// presented between the liabilities and the equity, as Regulation S-X places it. `parts`:
    /// the elements that are B's parts by the taxonomy (the parent's equity's: preferred and
    /// common stock, paid-in capital, …), whose first line is where B's parts begin when the
    /// lines do not add up to B (a part given by class of stock only, or not at all).
    Between { parts: Vec<String> },
    /// `total A B`: the line right above B's that is the total of A's line and the lines between
    /// them: the equity with the noncontrolling interest, right below the parent's and its part.
    Total,
    /// `named WORD between A B`: the one line between A's and B's of the filer's own element whose
    /// name holds WORD: discontinued operations under the filer's own element, between income
    /// from continuing operations and net income.
    Named(String),
}

impl How {
    /// The rules' word for it.
    pub fn word(&self) -> &'static str {
        match self {
            How::Between { .. } => "between",
            How::Total => "total",
            How::Named(_) => "named",
        }
    }
}

#[derive(Debug)]
pub struct Rules {
    pub version: String,
    pub concepts: Vec<Concept>,
    pub relations: Vec<Relation>,
    /// (concept, relation) in the order tried.
    pub derivations: Vec<(usize, usize)>,
    /// The order the concepts' filed values are taken in: the rules' order, but a concept
    /// after the concepts its elements' guards ask about ([`Guard::concepts`]).
    pub take_order: Vec<usize>,
    /// The concepts read from lines in place, where none of their elements is filed.
    pub presented: Vec<Presented>,
}

impl Rules {
    pub fn concept(&self, name: &str) -> Option<usize> {
        self.concepts.iter().position(|c| c.name == name)
    }

    /// Every element any concept reads, for a reader to keep only the numbers that matter.
    pub fn elements(&self) -> impl Iterator<Item = &str> {
        self.concepts.iter().flat_map(|c| c.elements.iter().map(|e| e.tag.as_str()))
    }
}

/// The built-in rules. They are finq's own data, checked by a test: a malformed file is a bug
/// in finq, found before release, not an input error.
pub fn rules() -> &'static Rules {
    static RULES: LazyLock<Rules> = LazyLock::new(|| parse(TEXT).expect("fac.rules is checked by a unit test"));
    &RULES
}

/// Reads a rules text; `Err` names the line and what is wrong with it.
pub fn parse(text: &str) -> Result<Rules, String> {
    let mut rules = Rules {
        version: String::new(),
        concepts: Vec::new(),
        relations: Vec::new(),
        derivations: Vec::new(),
        take_order: Vec::new(),
        presented: Vec::new(),
    };
    // A guard may ask about a concept defined further down (a bank's revenues are taken only
    // where its net interest income is not filed): every concept's name is known first.
    let names: Vec<&str> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("concept "))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |e: String| format!("fac.rules line {}: {e}", n + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "version" => rules.version = rest.trim().to_string(),
            "concept" => {
                let c = concept(&names, rest).map_err(at)?;
                if rules.concept(&c.name).is_some() {
                    return Err(at(format!("concept {} is defined twice", c.name)));
                }
                rules.concepts.push(c);
            }
            "relation" => {
                let r = relation(&rules, rest).map_err(at)?;
                if rules.relations.iter().any(|o| o.id == r.id) {
                    return Err(at(format!("relation {} is defined twice", r.id)));
                }
                rules.relations.push(r);
            }
            "lowest" => {
                let c = known(&rules, rest.trim()).map_err(at)?;
                rules.concepts[c].lowest = true;
            }
            "positive" => {
                for name in rest.split_whitespace() {
                    let c = known(&rules, name).map_err(at)?;
                    if rules.concepts[c].positive {
                        return Err(at(format!("{name} is marked positive twice")));
                    }
                    rules.concepts[c].positive = true;
                }
            }
            "derive" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let [name, "by", id] = words[..] else {
                    return Err(at("expected `derive CONCEPT by RELATION`".into()));
                };
                let c = known(&rules, name).map_err(at)?;
                let r =
                    rules.relations.iter().position(|r| r.id == id).ok_or_else(|| at(format!("no relation {id}")))?;
                let rel = &rules.relations[r];
                if rel.total != c && !rel.terms.iter().any(|t| t.concept == c) {
                    return Err(at(format!("{name} is not in relation {id}")));
                }
                rules.derivations.push((c, r));
            }
            "presented" => {
                let p = presented(&rules, rest).map_err(at)?;
                if rules.presented.iter().any(|o| o.concept == p.concept) {
                    return Err(at(format!("{} is presented twice", rules.concepts[p.concept].name)));
                }
                rules.presented.push(p);
            }
            other => return Err(at(format!("unknown rule `{other}`"))),
        }
    }
    if rules.version.is_empty() {
        return Err("fac.rules has no version".into());
    }
    rules.take_order = take_order(&rules.concepts)?;
    Ok(rules)
}

/// The concept a guard asks about, wherever the rules define it (not the concept itself).
fn named(names: &[&str], this: &str, name: &str) -> Result<usize, String> {
    match names.iter().position(|n| *n == name) {
        Some(_) if name == this => Err(format!("{this}'s guard asks about {this} itself")),
        Some(i) => Ok(i),
        None => Err(format!("no concept {name}")),
    }
}

/// The concepts in the order their filed values are taken: each after the concepts its guards
/// ask about, else in the rules' order.
fn take_order(concepts: &[Concept]) -> Result<Vec<usize>, String> {
    fn visit(i: usize, concepts: &[Concept], state: &mut [u8], order: &mut Vec<usize>) -> Result<(), String> {
        match state[i] {
            2 => return Ok(()),
            1 => return Err(format!("the guards of {} ask about each other in a circle", concepts[i].name)),
            _ => {}
        }
        state[i] = 1;
        for e in &concepts[i].elements {
            for other in e.guards.iter().flat_map(Guard::concepts) {
                visit(other, concepts, state, order)?;
            }
        }
        state[i] = 2;
        order.push(i);
        Ok(())
    }
    let mut state = vec![0u8; concepts.len()];
    let mut order = Vec::with_capacity(concepts.len());
    for i in 0..concepts.len() {
        visit(i, concepts, &mut state, &mut order)?;
    }
    Ok(order)
}

fn known(rules: &Rules, name: &str) -> Result<usize, String> {
    rules.concept(name).ok_or_else(|| format!("no concept {name} (defined before this line)"))
}

fn concept(names: &[&str], rest: &str) -> Result<Concept, String> {
    let (head, elements) = rest.split_once(':').ok_or("expected `:` before the elements")?;
    let words: Vec<&str> = head.split_whitespace().collect();
    let [name, stmt, period, kind, template] = words[..] else {
        return Err("expected `concept NAME STATEMENT PERIOD KIND TEMPLATE : ELEMENTS`".into());
    };
    let stmt = match stmt {
        "bs" => Stmt::Balance,
        "is" => Stmt::Income,
        "ci" => Stmt::Comprehensive,
        "cf" => Stmt::CashFlow,
        s => return Err(format!("unknown statement {s}")),
    };
    let period = match period {
        "instant" => PeriodKind::Instant,
        "flow" => PeriodKind::Flow,
        "ytd" => PeriodKind::Ytd,
        p => return Err(format!("unknown period {p}")),
    };
    let kind = match kind {
        "amount" => Kind::Amount,
        "pershare" => Kind::PerShare,
        "shares" => Kind::Shares,
        k => return Err(format!("unknown kind {k}")),
    };
    let template = match template {
        "all" => None,
        "general" => Some(Template::General),
        "bank" => Some(Template::Bank),
        "insurer" => Some(Template::Insurer),
        "reit" => Some(Template::Reit),
        "utility" => Some(Template::Utility),
        "broker" => Some(Template::Broker),
        t => return Err(format!("unknown template {t}")),
    };
    let mut list = Vec::new();
    if elements.trim() == "-" {
        return Ok(Concept {
            name: name.to_string(),
            stmt,
            period,
            kind,
            template,
            elements: list,
            lowest: false,
            positive: false,
        });
    }
    for part in elements.split(';') {
        let words: Vec<&str> = part.split_whitespace().collect();
        let concept = |other: &str| named(names, name, other);
        let cannot = || format!("cannot read element `{}`", part.trim());
        let (&tag, mut rest) = words.split_first().ok_or_else(cannot)?;
        // Its guards, one after another (`after C not A…` last: its list runs to the end).
        let mut guards = Vec::new();
        while !rest.is_empty() {
            let (guard, taken) = match rest {
                ["if", c, ..] => (Guard::If(concept(c)?), 2),
                ["unless", c, ..] => (Guard::Unless(concept(c)?), 2),
                ["after", c, "not", not @ ..] if !not.is_empty() => {
                    let not = not.iter().map(|n| concept(n)).collect::<Result<_, _>>()?;
                    (Guard::After { above: concept(c)?, not }, rest.len())
                }
                ["after", c, ..] => (Guard::After { above: concept(c)?, not: Vec::new() }, 2),
                ["unlike", c, ..] => (Guard::Unlike(concept(c)?), 2),
                ["before", c, ..] => (Guard::Before(concept(c)?), 2),
                ["notafter", c, ..] => (Guard::NotAfter(concept(c)?), 2),
                ["between", a, c, ..] => (Guard::Between(concept(a)?, concept(c)?), 3),
                _ => return Err(cannot()),
            };
            guards.push(guard);
            rest = &rest[taken..];
        }
        let (tag, own) = match tag.strip_suffix('!') {
            Some(t) => (t, true),
            None => (tag, false),
        };
        // The own totals lead the list: the order of preference is the order written.
        if own && list.last().is_some_and(|e: &Element| !e.own) {
            return Err(format!("{tag}: a concept's own total (`!`) comes before its other elements"));
        }
        list.push(Element { tag: tag.to_string(), guards, own });
    }
    Ok(Concept { name: name.to_string(), stmt, period, kind, template, elements: list, lowest: false, positive: false })
}

/// `presented CONCEPT between A B [parts P…]`, `presented CONCEPT total A B` (three
/// balance-sheet amounts at an instant, all different) or `presented CONCEPT named WORD between A
/// B` (three amounts of one statement and period, all different).
fn presented(rules: &Rules, rest: &str) -> Result<Presented, String> {
    const EXPECTED: &str = "expected `presented CONCEPT between A B [parts ELEMENT…]`, `presented CONCEPT total A B` \
                            or `presented CONCEPT named WORD between A B`";
    let words: Vec<&str> = rest.split_whitespace().collect();
    let (name, how, a, b) = match words[..] {
        [name, "between", a, b] => (name, How::Between { parts: Vec::new() }, a, b),
        [name, "between", a, b, "parts", ref parts @ ..] if !parts.is_empty() => {
            (name, How::Between { parts: parts.iter().map(|p| p.to_string()).collect() }, a, b)
        }
        [name, "total", a, b] => (name, How::Total, a, b),
        [name, "named", word, "between", a, b] => (name, How::Named(word.to_string()), a, b),
        [_, how, ..] if !["between", "total", "named"].contains(&how) => {
            return Err(format!("unknown reading `{how}`: `between`, `total` or `named`"));
        }
        _ => return Err(EXPECTED.into()),
    };
    let (concept, after, before) = (known(rules, name)?, known(rules, a)?, known(rules, b)?);
    if concept == after || concept == before || after == before {
        return Err(format!("`presented {name} {} {a} {b}` names a concept twice", how.word()));
    }
    let shape = |c: usize| {
        let c = &rules.concepts[c];
        (c.stmt, c.period, c.kind)
    };
    for c in [concept, after, before] {
        let name = &rules.concepts[c].name;
        match how {
            How::Named(_) if shape(c) != shape(concept) || shape(c).2 != Kind::Amount => {
                return Err(format!(
                    "{name} is not an amount of {}'s statement and period: a line named so is read between two of its own",
                    rules.concepts[concept].name
                ));
            }
            How::Between { .. } | How::Total if shape(c) != (Stmt::Balance, PeriodKind::Instant, Kind::Amount) => {
                return Err(format!(
                    "{name} is not a balance-sheet amount: lines in place are read on the balance sheet"
                ));
            }
            _ => {}
        }
    }
    Ok(Presented { concept, how, after, before })
}

fn relation(rules: &Rules, rest: &str) -> Result<Relation, String> {
    let (id, formula) = rest.trim().split_once(' ').ok_or("expected `relation ID TOTAL = TERMS`")?;
    let (total, terms) = formula.split_once('=').ok_or("expected `=`")?;
    let total = known(rules, total.trim())?;
    let mut list = Vec::new();
    let mut sign = 1;
    let mut words = terms.split_whitespace();
    while let Some(word) = words.next() {
        match word {
            "+" => sign = 1,
            "-" => sign = -1,
            word => {
                // `Name?~below A~above B`: the places follow the name, each side's concept at
                // the start of the next word.
                let (term, mut side) = match word.split_once('~') {
                    Some((t, s)) => (t, Some(s)),
                    None => (word, None),
                };
                let mut places = Vec::new();
                let mut zero_unless = Vec::new();
                while let Some(s) = side {
                    let next = words.next().ok_or("expected a concept after the place (`~below`, `~unless`, …)")?;
                    let (name, more) = match next.split_once('~') {
                        Some((n, m)) => (n, Some(m)),
                        None => (next, None),
                    };
                    let of = known(rules, name)?;
                    let mut more = more;
                    match s {
                        "below" => places.push(Place::Below(of)),
                        "above" => places.push(Place::Above(of)),
                        "before" => places.push(Place::Before(of)),
                        "notbefore" => places.push(Place::NotBefore(of)),
                        "unless" => zero_unless.push(of),
                        // Two concepts, `~apart C A`: the second word carries any next place.
                        "apart" if more.is_none() => {
                            let next = words.next().ok_or("expected two concepts after `~apart`")?;
                            let (name, rest) = match next.split_once('~') {
                                Some((n, m)) => (n, Some(m)),
                                None => (next, None),
                            };
                            places.push(Place::Apart(of, known(rules, name)?));
                            more = rest;
                        }
                        s => return Err(format!("unknown place ~{s}")),
                    }
                    side = more;
                }
                let (name, optional) = match term.strip_suffix('?') {
                    Some(n) => (n, true),
                    None => (term, false),
                };
                if !zero_unless.is_empty() && !optional {
                    return Err(format!("{name}: `~unless` is for an optional term (`{name}?~unless …`)"));
                }
                list.push(Term { concept: known(rules, name)?, sign, optional, places, zero_unless });
            }
        }
    }
    if list.is_empty() {
        return Err("a relation needs terms".into());
    }
    Ok(Relation { id: id.to_string(), total, terms: list, text: formula.trim().to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_rules_read_and_every_derivation_names_its_relation() {
        let r = rules();
        assert!(r.version.starts_with("fac-finq-"));
        assert!(r.concepts.len() >= 70, "{}", r.concepts.len());
        assert!(r.relations.len() >= 22, "{}", r.relations.len());
        let bs1 = r.relations.iter().find(|x| x.id == "BS1").unwrap();
        assert_eq!(r.concepts[bs1.total].name, "Assets");
        // An element is mapped to one concept only, but for these: a combined basic-and-diluted
        // figure, operating costs by the statement's shape, the parent's figures that are the
        // totals where no noncontrolling interest is filed, goods or services standing for the
        // total where the other is not filed, and the noncontrolling interest's net income, a
        // line of the comprehensive income statement too; a REIT's lease revenue, its revenues
        // where it files no total; depreciation and amortization, a REIT's income statement line
        // for the quarter as the cash flow's for the year to date; the parent's equity, the
        // equity with the noncontrolling interest where it is presented right below that
        // interest (never both for one filing: `unlike`).
        let shared = [
            "StockholdersEquity",
            "PartnersCapital",
            "OperatingLeasesIncomeStatementLeaseRevenue",
            "DepreciationAndAmortization",
            "DepreciationDepletionAndAmortization",
            "Depreciation",
            "EarningsPerShareBasicAndDiluted",
            "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
            "OperatingCostsAndExpenses",
            "NetIncomeLoss",
            "ComprehensiveIncomeNetOfTax",
            "SalesRevenueGoodsNet",
            "SalesRevenueServicesNet",
            "CostOfGoodsSold",
            "CostOfServices",
            "NetIncomeLossAttributableToNoncontrollingInterest",
            "MinorityInterestInNetIncomeLossOfConsolidatedEntities",
        ];
        let mut seen = std::collections::HashMap::new();
        for c in &r.concepts {
            for e in &c.elements {
                if let Some(other) = seen.insert(e.tag.as_str(), c.name.as_str()) {
                    assert!(shared.contains(&e.tag.as_str()), "{} in {other} and {}", e.tag, c.name);
                }
            }
        }
    }

    #[test]
    fn a_guard_may_ask_about_a_concept_further_down_which_is_then_taken_first() {
        let r = parse(
            "version x\nconcept A is flow amount all : X unless B ; Y\nconcept B is flow amount bank : Z\n\
             concept C is flow amount all : W\n",
        )
        .unwrap();
        assert_eq!(r.concepts[0].elements[0].guards, [Guard::Unless(1)]);
        assert_eq!(r.take_order, vec![1, 0, 2]);
        let built = rules();
        let revenues = built.concept("Revenues").unwrap();
        let noninterest = built.concept("NoninterestIncome").unwrap();
        let at = |c| built.take_order.iter().position(|&i| i == c).unwrap();
        assert!(at(noninterest) < at(revenues), "a bank's revenues are taken after its noninterest income");
        let e =
            parse("version x\nconcept A is flow amount all : X unless B\nconcept B is flow amount all : Y unless A\n")
                .unwrap_err();
        assert!(e.contains("circle"), "{e}");
        assert!(parse("version x\nconcept A is flow amount all : X unless A\n").unwrap_err().contains("itself"));
        assert!(parse("version x\nconcept A is flow amount all : X unless Q\n").unwrap_err().contains("no concept Q"));
        // A place between two concepts asks about both, `after` and `unlike` about theirs: each
        // guarded concept, written before the ones it names, is taken after them.
        let r = parse(
            "version x\nconcept P bs instant amount all : Z unlike E\nconcept T bs instant amount all : X between L E\n\
             concept E bs instant amount all : Z ; W after N not L\nconcept N bs instant amount all : V\n\
             concept L bs instant amount all : Y\nrelation R E = L + T?~notbefore L\n",
        )
        .unwrap();
        assert_eq!(r.concepts[0].elements[0].guards, [Guard::Unlike(2)]);
        assert_eq!(r.concepts[1].elements[0].guards, [Guard::Between(4, 2)]);
        assert_eq!(r.concepts[2].elements[1].guards, [Guard::After { above: 3, not: vec![4] }]);
        assert_eq!(r.take_order, vec![3, 4, 2, 0, 1]);
        assert_eq!(r.relations[0].terms[1].places, vec![Place::NotBefore(4)]);
        assert!(parse("version x\nconcept A is flow amount all : X between A\n").unwrap_err().contains("cannot read"));
        assert!(
            parse("version x\nconcept A is flow amount all : X after B not\nconcept B is flow amount all : Y\n")
                .is_err()
        );
    }

    #[test]
    fn an_industrys_template_shows_its_own_lines_and_those_it_refines() {
        use Template::*;
        assert!(Reit.shows(General) && Reit.shows(Reit) && !Reit.shows(Bank) && !Reit.shows(Utility));
        assert!(Utility.shows(General) && !Utility.shows(Reit));
        assert!(Broker.shows(General) && Broker.shows(Bank) && Broker.shows(Broker) && !Broker.shows(Insurer));
        assert!(!General.shows(Reit) && !Bank.shows(General) && !Insurer.shows(General));
        let r = rules();
        let rent = &r.concepts[r.concept("RentalRevenue").unwrap()];
        assert!(rent.shown_for(Reit) && !rent.shown_for(General));
        let gross = &r.concepts[r.concept("GrossProfit").unwrap()];
        assert!(gross.shown_for(Reit) && gross.shown_for(Utility) && !gross.shown_for(Bank));
    }

    #[test]
    fn a_malformed_rule_is_named_by_its_line() {
        let e = parse("version x\nconcept A bs instant amount all : Assets\nrelation R1 A = B\n").unwrap_err();
        assert_eq!(e, "fac.rules line 3: no concept B (defined before this line)");
        assert!(parse("concept A bs instant amount all : Assets\n").unwrap_err().contains("no version"));
        assert!(
            parse("version x\nconcept A xx instant amount all : Assets\n")
                .unwrap_err()
                .contains("unknown statement xx")
        );
        assert!(
            parse("version x\nconcept A bs instant amount all : Assets\nderive A by R9\n")
                .unwrap_err()
                .contains("no relation R9")
        );
    }

    #[test]
    fn a_line_right_above_or_not_right_below_is_read_as_a_guard() {
        let r = parse(
            "version x\nconcept A is flow amount all : X before B ; Y notafter B\nconcept B is flow amount all : Z\n",
        )
        .unwrap();
        assert_eq!(r.concepts[0].elements[0].guards, [Guard::Before(1)]);
        assert_eq!(r.concepts[0].elements[1].guards, [Guard::NotAfter(1)]);
        assert_eq!(r.take_order, vec![1, 0]);
        assert!(parse("version x\nconcept A is flow amount all : X before\n").unwrap_err().contains("cannot read"));
        // Several guards, all of which must hold; `after … not …` runs to the end.
        let r = parse(
            "version x\nconcept A is flow amount all : X unless B before C ; Y between B C after C not B\n\
             concept B is flow amount all : Z\nconcept C is flow amount all : W\n",
        )
        .unwrap();
        assert_eq!(r.concepts[0].elements[0].guards, [Guard::Unless(1), Guard::Before(2)]);
        assert_eq!(r.concepts[0].elements[1].guards, [Guard::Between(1, 2), Guard::After { above: 2, not: vec![1] }]);
        assert!(
            parse("version x\nconcept A is flow amount all : X unless\nconcept B is flow amount all : Z\n").is_err()
        );
    }
}
