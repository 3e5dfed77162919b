//! Arithmetic over the standardized concepts and ratios, as `finq screen` takes it
//! (`'OperatingIncomeLoss / Assets'`, `--where 'Revenues > 1000000000'`): parsed once against the
//! rules into an [`Expr`] (a bad one is refused with its position and the nearest names), then
//! evaluated exactly for each filing from its standardized values (a rational of 128-bit integers,
//! never a float), to the filing's exact decimals or, past a division, to six places rounded half
//! away from zero as the ratios are ([`super::ratios::PLACES`]). Pure: the caller hands the values
//! over and cites them.

use super::ratios::{Amount, PLACES, Ratios, Refusal, compute};
use super::rules::Rules;
use crate::model::number::Dec;

/// An expression read against the rules and ratios.
#[derive(Debug, Clone)]
pub struct Expr {
    /// As written, its spaces normalised (`GrossProfit / Revenues`).
    pub text: String,
    node: Node,
    kind: Kind,
}

#[derive(Debug, Clone)]
enum Node {
    /// A number as written: exact, `mantissa / 10^scale`.
    Number(Dec),
    /// A concept's value (its index in the rules); `optional` (`?`): zero when the filing has none.
    Concept {
        concept: usize,
        optional: bool,
    },
    /// A ratio of the ratios file, by its index, computed by its own conventions.
    Ratio(usize),
    Neg(Box<Node>),
    Op(char, Box<Node>, Box<Node>),
}

/// Why a text is no expression: where (a character position from 0) and what; a name that is no
/// concept or ratio is `unknown`, for the caller to name the nearest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bad {
    pub at: usize,
    pub message: String,
    pub unknown: Option<String>,
}

/// How deep parentheses and signs may nest: far past any formula, short of the stack.
const DEPTH: usize = 64;

/// A value computed: exact, in its unit (`None`: a pure number).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Computed {
    pub value: Dec,
    pub uom: Option<String>,
}

/// An exact rational, in lowest terms, its denominator above zero; and its unit.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Q {
    n: i128,
    d: i128,
    unit: Unit,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Unit {
    /// A number as written: it takes the other side's unit (`Revenues - 1000`).
    Written,
    /// A pure number (a quotient of two amounts in one unit, a ratio).
    Pure,
    /// A unit, and the concept it came from (named when units mix).
    Of(String, usize),
}

impl Unit {
    fn same(&self, o: &Unit) -> bool {
        match (self, o) {
            (Unit::Of(a, _), Unit::Of(b, _)) => a == b,
            (a, b) => std::mem::discriminant(a) == std::mem::discriminant(b),
        }
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1) as i128
}

impl Q {
    fn new(n: i128, d: i128, unit: Unit) -> Result<Q, Refusal> {
        if d == 0 {
            return Err(Refusal::ZeroDenominator);
        }
        // Without the one value whose magnitude has no i128 (-2^127), every sign turns safely and
        // the greatest common divisor fits.
        if n == i128::MIN || d == i128::MIN {
            return Err(Refusal::Overflow);
        }
        let g = gcd(n, d);
        let (n, d) = if d < 0 { (-(n / g), -(d / g)) } else { (n / g, d / g) };
        Ok(Q { n, d, unit })
    }

    fn of_dec(v: Dec, unit: Unit) -> Result<Q, Refusal> {
        let (m, scale) = v.parts();
        Q::new(m, 10i128.checked_pow(scale).ok_or(Refusal::Overflow)?, unit)
    }
}

/// A currency as the data sets write one (`USD`, `JPY`): three capitals.
fn currency(u: &str) -> bool {
    u.len() == 3 && u.bytes().all(|b| b.is_ascii_uppercase())
}

fn sum_unit(a: Unit, b: Unit) -> Result<Unit, ()> {
    match (a, b) {
        (Unit::Written, u) | (u, Unit::Written) => Ok(u),
        (a, b) if a.same(&b) => Ok(a),
        _ => Err(()),
    }
}

/// A product's unit; `Err` when it multiplies one currency by another.
fn product_unit(a: Unit, b: Unit) -> Result<Unit, ()> {
    Ok(match (a, b) {
        (Unit::Written, u) | (u, Unit::Written) => u,
        (Unit::Pure, u) | (u, Unit::Pure) => u,
        (Unit::Of(a, _), Unit::Of(b, _)) if currency(&a) && currency(&b) && a != b => return Err(()),
        (Unit::Of(a, c), Unit::Of(b, _)) => Unit::Of(format!("{a}*{b}"), c),
    })
}

/// A quotient's unit; `Err` when it divides one currency by another.
fn quotient_unit(a: Unit, b: Unit) -> Result<Unit, ()> {
    Ok(match (a, b) {
        (a, b) if a.same(&b) => match a {
            Unit::Written => Unit::Written,
            _ => Unit::Pure,
        },
        (Unit::Written, Unit::Pure) => Unit::Pure,
        (u, Unit::Written | Unit::Pure) => u,
        (Unit::Written | Unit::Pure, Unit::Of(b, c)) => Unit::Of(format!("1/{b}"), c),
        (Unit::Of(a, _), Unit::Of(b, _)) if currency(&a) && currency(&b) => return Err(()),
        (Unit::Of(a, c), Unit::Of(b, _)) => Unit::Of(format!("{a}/{b}"), c),
    })
}

/// What a value is, as far as the rules tell before any filing: an expression adding a pure
/// number to an amount, or shares to money, is refused when read, not filing by filing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Written,
    Pure,
    Money,
    Shares,
    PerShare,
    /// A product or quotient whose kind is none of these (money times money): not checked.
    Other,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Written => "a number",
            Kind::Pure => "a pure number (a ratio)",
            Kind::Money => "an amount of money",
            Kind::Shares => "a share count",
            Kind::PerShare => "a per-share amount",
            Kind::Other => "a value",
        }
    }

    fn sum(self, o: Kind) -> Option<Kind> {
        match (self, o) {
            (Kind::Written, k) | (k, Kind::Written) => Some(k),
            (Kind::Other, _) | (_, Kind::Other) => Some(Kind::Other),
            (a, b) if a == b => Some(a),
            _ => None,
        }
    }

    fn product(self, o: Kind) -> Kind {
        match (self, o) {
            // A number as written takes the other side's kind, a pure number (a ratio) next.
            (Kind::Written, k) | (k, Kind::Written) => k,
            (Kind::Pure, k) | (k, Kind::Pure) => k,
            (Kind::Shares, Kind::PerShare) | (Kind::PerShare, Kind::Shares) => Kind::Money,
            _ => Kind::Other,
        }
    }

    fn quotient(self, o: Kind) -> Kind {
        match (self, o) {
            (Kind::Written, Kind::Written) => Kind::Written,
            (Kind::Written, Kind::Pure) => Kind::Pure,
            (Kind::Other, _) | (_, Kind::Other) => Kind::Other,
            (a, b) if a == b => Kind::Pure,
            (k, Kind::Written | Kind::Pure) => k,
            (Kind::Money, Kind::Shares) => Kind::PerShare,
            (Kind::Money, Kind::PerShare) => Kind::Shares,
            _ => Kind::Other,
        }
    }
}

/// What a parser reads: a name (and its `?`), a number, or one character.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Name(String, bool),
    Number(String),
    Char(char),
    End,
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    /// Parentheses and signs open around the factor being read.
    depth: usize,
    /// Where the token last read starts.
    start: usize,
    rules: &'a Rules,
    ratios: &'a Ratios,
}

/// The names an expression may use: every concept, then every ratio.
pub fn names<'a>(rules: &'a Rules, ratios: &'a Ratios) -> Vec<&'a str> {
    rules.concepts.iter().map(|c| c.name.as_str()).chain(ratios.ratios.iter().map(|r| r.name.as_str())).collect()
}

impl Parser<'_> {
    fn bad(&self, at: usize, message: impl Into<String>) -> Bad {
        Bad { at, message: message.into(), unknown: None }
    }

    fn peek(&mut self) -> Result<Token, Bad> {
        let save = self.pos;
        let t = self.next();
        self.pos = save;
        t
    }

    fn next(&mut self) -> Result<Token, Bad> {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
        self.start = self.pos;
        let Some(&c) = self.chars.get(self.pos) else { return Ok(Token::End) };
        if c.is_ascii_alphabetic() || c == '_' {
            while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
                self.pos += 1;
            }
            let name: String = self.chars[self.start..self.pos].iter().collect();
            let optional = self.chars.get(self.pos) == Some(&'?');
            if optional {
                self.pos += 1;
            }
            return Ok(Token::Name(name, optional));
        }
        if c.is_ascii_digit() || c == '.' {
            while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_digit() || *c == '.') {
                self.pos += 1;
            }
            return Ok(Token::Number(self.chars[self.start..self.pos].iter().collect()));
        }
        if "+-*/()".contains(c) {
            self.pos += 1;
            return Ok(Token::Char(c));
        }
        Err(self.bad(self.pos, format!("`{c}` is not part of an expression (names, numbers, + - * / and parentheses)")))
    }

    fn deeper(&mut self, at: usize) -> Result<(), Bad> {
        self.depth += 1;
        if self.depth > DEPTH {
            return Err(self.bad(at, format!("parentheses and signs nest more than {DEPTH} deep here")));
        }
        Ok(())
    }

    /// SUM := PRODUCT (('+' | '-') PRODUCT)*
    fn sum(&mut self) -> Result<(Node, Kind), Bad> {
        let (mut node, mut kind) = self.product()?;
        while let Token::Char(op @ ('+' | '-')) = self.peek()? {
            self.next()?;
            let at = self.start;
            let (right, k) = self.product()?;
            kind = kind.sum(k).ok_or_else(|| {
                let verb = if op == '+' { "adds" } else { "subtracts" };
                self.bad(at, format!("`{op}` {verb} {} and {}: they are never in one unit", kind.name(), k.name()))
            })?;
            node = Node::Op(op, Box::new(node), Box::new(right));
        }
        Ok((node, kind))
    }

    /// PRODUCT := FACTOR (('*' | '/') FACTOR)*
    fn product(&mut self) -> Result<(Node, Kind), Bad> {
        let (mut node, mut kind) = self.factor()?;
        while let Token::Char(op @ ('*' | '/')) = self.peek()? {
            self.next()?;
            let at = self.start;
            let (right, k) = self.factor()?;
            if op == '/' && matches!(&right, Node::Number(n) if n.is_zero()) {
                return Err(self.bad(at, "a division by zero"));
            }
            kind = if op == '*' { kind.product(k) } else { kind.quotient(k) };
            node = Node::Op(op, Box::new(node), Box::new(right));
        }
        Ok((node, kind))
    }

    /// FACTOR := NUMBER | NAME ['?'] | '(' SUM ')' | '-' FACTOR
    fn factor(&mut self) -> Result<(Node, Kind), Bad> {
        match self.next()? {
            Token::Number(text) => match Dec::typed(&text, PLACES) {
                Ok(v) => Ok((Node::Number(v), Kind::Written)),
                Err(why) => Err(self.bad(self.start, format!("{text} is no number: {why}"))),
            },
            Token::Name(name, optional) => {
                if let Some(concept) = self.rules.concept(&name) {
                    let kind = match self.rules.concepts[concept].kind {
                        super::rules::Kind::Amount => Kind::Money,
                        super::rules::Kind::Shares => Kind::Shares,
                        super::rules::Kind::PerShare => Kind::PerShare,
                    };
                    return Ok((Node::Concept { concept, optional }, kind));
                }
                if let Some(i) = self.ratios.ratios.iter().position(|r| r.name == name) {
                    if optional {
                        return Err(self.bad(self.start, format!("{name} is a ratio: `?` marks a concept only")));
                    }
                    let kind = if self.ratios.ratios[i].denominator.is_some() { Kind::Pure } else { Kind::Money };
                    return Ok((Node::Ratio(i), kind));
                }
                let mut bad = self.bad(self.start, format!("{name} is no standardized concept or ratio"));
                bad.unknown = Some(name);
                Err(bad)
            }
            Token::Char('(') => {
                let open = self.start;
                self.deeper(open)?;
                let inner = self.sum()?;
                self.depth -= 1;
                match self.next()? {
                    Token::Char(')') => Ok(inner),
                    _ => Err(self.bad(open, "this parenthesis is never closed")),
                }
            }
            Token::Char('-') => {
                self.deeper(self.start)?;
                let (inner, kind) = self.factor()?;
                self.depth -= 1;
                Ok((Node::Neg(Box::new(inner)), kind))
            }
            Token::End => Err(self.bad(self.start, "the expression ends where a name or number was expected")),
            Token::Char(c) => Err(self.bad(self.start, format!("`{c}` where a name or number was expected"))),
        }
    }
}

/// Reads `text` against the rules' concepts and the ratios.
pub fn parse(text: &str, rules: &Rules, ratios: &Ratios) -> Result<Expr, Bad> {
    let mut p = Parser { chars: text.chars().collect(), pos: 0, depth: 0, start: 0, rules, ratios };
    let (node, kind) = p.sum()?;
    match p.next()? {
        Token::End => {}
        Token::Char(')') => return Err(p.bad(p.start, "this parenthesis closes none")),
        _ => return Err(p.bad(p.start, "an operator (+ - * /) was expected here")),
    }
    Ok(Expr { text: text.split_whitespace().collect::<Vec<_>>().join(" "), node, kind })
}

impl Expr {
    /// What it is when it is not an amount of money (nor of money per share, nor a kind the
    /// reading does not tell): a pure number, a share count, a written number.
    pub fn not_money(&self) -> Option<&'static str> {
        match self.kind {
            Kind::Money | Kind::PerShare | Kind::Other => None,
            k => Some(k.name()),
        }
    }

    /// The concept it is, when it is one bare concept (`Revenues`): its value as screened before
    /// expressions, with its own source.
    pub fn concept(&self) -> Option<usize> {
        match self.node {
            Node::Concept { concept, optional: false } => Some(concept),
            _ => None,
        }
    }

    /// The ratio it is, when it is one ratio's name.
    pub fn ratio(&self) -> Option<usize> {
        match self.node {
            Node::Ratio(i) => Some(i),
            _ => None,
        }
    }

    /// Whether its value is a quotient (a division, or a ratio): six places, rounded once.
    pub fn divides(&self, ratios: &Ratios) -> bool {
        fn walk(n: &Node, ratios: &Ratios) -> bool {
            match n {
                Node::Number(_) | Node::Concept { .. } => false,
                Node::Ratio(i) => ratios.ratios[*i].denominator.is_some(),
                Node::Neg(a) => walk(a, ratios),
                Node::Op(op, a, b) => *op == '/' || walk(a, ratios) || walk(b, ratios),
            }
        }
        walk(&self.node, ratios)
    }

    /// Every concept it reads, those of its ratios too, in order, each once.
    pub fn concepts(&self, ratios: &Ratios) -> Vec<usize> {
        fn walk(n: &Node, ratios: &Ratios, all: &mut Vec<usize>) {
            let mut add = |c: usize| {
                if !all.contains(&c) {
                    all.push(c);
                }
            };
            match n {
                Node::Number(_) => {}
                Node::Concept { concept, .. } => add(*concept),
                Node::Ratio(i) => ratios.ratios[*i].concepts().into_iter().for_each(add),
                Node::Neg(a) => walk(a, ratios, all),
                Node::Op(_, a, b) => {
                    walk(a, ratios, all);
                    walk(b, ratios, all);
                }
            }
        }
        let mut all = Vec::new();
        walk(&self.node, ratios, &mut all);
        all
    }

    /// Its value from the values `get` gives (`None`: the filing has none), exact; or why none.
    /// A ratio is computed by its own conventions (never annualized); any other division refuses
    /// only a zero denominator.
    pub fn eval<'a>(&self, ratios: &Ratios, get: &dyn Fn(usize) -> Option<Amount<'a>>) -> Result<Computed, Refusal> {
        // A value of the filing's is needed: every input optional and none there is no value.
        let concepts = self.concepts(ratios);
        if !concepts.is_empty() && concepts.iter().all(|c| get(*c).is_none()) {
            return Err(Refusal::Missing(concepts));
        }
        let q = self.walk(&self.node, ratios, get)?;
        let value = if self.divides(ratios) {
            Dec::from_int(q.n).div(Dec::from_int(q.d), PLACES).ok_or(Refusal::Overflow)?
        } else {
            // Sums and products of exact decimals are exact: their denominator divides a power of
            // ten, within the 18 places finq holds (past them, refused: never rounded unsaid).
            let k = (0..=18u32).find(|k| 10i128.pow(*k) % q.d == 0).ok_or(Refusal::Overflow)?;
            Dec::from_parts(q.n.checked_mul(10i128.pow(k) / q.d).ok_or(Refusal::Overflow)?, k)
        };
        let uom = match q.unit {
            Unit::Of(u, _) => Some(u),
            Unit::Pure | Unit::Written => None,
        };
        Ok(Computed { value, uom })
    }

    fn walk<'a>(&self, n: &Node, ratios: &Ratios, get: &dyn Fn(usize) -> Option<Amount<'a>>) -> Result<Q, Refusal> {
        match n {
            Node::Number(v) => Q::of_dec(*v, Unit::Written),
            Node::Concept { concept, optional } => match get(*concept) {
                Some(a) => Q::new(a.value, 10_000, Unit::Of(a.uom.to_string(), *concept)),
                None if *optional => Q::new(0, 1, Unit::Written),
                None => Err(Refusal::Missing(vec![*concept])),
            },
            Node::Ratio(i) => {
                // Its conventions decide whether it has a value; the value itself is taken exact
                // (its sums, not its six places), so an expression of ratios is rounded once.
                let r = &ratios.ratios[*i];
                let c = compute(r, get, false);
                c.value?;
                let sum = |terms: &[super::ratios::Term]| -> Result<i128, Refusal> {
                    terms.iter().try_fold(0i128, |s, t| {
                        let v = get(t.concept).map_or(0, |a| a.value);
                        s.checked_add(v.checked_mul(i128::from(t.sign)).ok_or(Refusal::Overflow)?)
                            .ok_or(Refusal::Overflow)
                    })
                };
                let num = sum(&r.numerator)?;
                match (&r.denominator, c.uom) {
                    (Some(den), _) => Q::new(num, sum(den)?, Unit::Pure),
                    (None, uom) => Q::new(num, 10_000, uom.map_or(Unit::Pure, |u| Unit::Of(u, r.numerator[0].concept))),
                }
            }
            Node::Neg(a) => {
                let a = self.walk(a, ratios, get)?;
                Q::new(a.n.checked_neg().ok_or(Refusal::Overflow)?, a.d, a.unit)
            }
            Node::Op(op, a, b) => {
                // Both sides first: every missing input is named, not only the first.
                // A missing input comes before any other reason: a filing without one is not the
                // filing the value is read from.
                let (a, b) = match (self.walk(a, ratios, get), self.walk(b, ratios, get)) {
                    (Err(Refusal::Missing(mut x)), Err(Refusal::Missing(y))) => {
                        x.extend(y.into_iter().filter(|c| !x.contains(c)).collect::<Vec<_>>());
                        return Err(Refusal::Missing(x));
                    }
                    (Err(Refusal::Missing(x)), _) | (_, Err(Refusal::Missing(x))) => return Err(Refusal::Missing(x)),
                    (a, b) => (a?, b?),
                };
                // Units mix only where both sides have one.
                let mixed = || match (&a.unit, &b.unit) {
                    (Unit::Of(x, c), Unit::Of(y, d)) => {
                        Refusal::MixedCurrencies(vec![(*c, x.clone()), (*d, y.clone())])
                    }
                    _ => Refusal::MixedCurrencies(Vec::new()),
                };
                let over = || Refusal::Overflow;
                match op {
                    '+' | '-' => {
                        let unit = sum_unit(a.unit.clone(), b.unit.clone()).map_err(|_| mixed())?;
                        let (x, y) = (a.n.checked_mul(b.d).ok_or_else(over)?, b.n.checked_mul(a.d).ok_or_else(over)?);
                        let n = if *op == '+' { x.checked_add(y) } else { x.checked_sub(y) }.ok_or_else(over)?;
                        Q::new(n, a.d.checked_mul(b.d).ok_or_else(over)?, unit)
                    }
                    '*' => {
                        let unit = product_unit(a.unit.clone(), b.unit.clone()).map_err(|_| mixed())?;
                        let (g1, g2) = (gcd(a.n, b.d), gcd(b.n, a.d));
                        let n = (a.n / g1).checked_mul(b.n / g2).ok_or_else(over)?;
                        Q::new(n, (a.d / g2).checked_mul(b.d / g1).ok_or_else(over)?, unit)
                    }
                    _ => {
                        if b.n == 0 {
                            return Err(Refusal::ZeroDenominator);
                        }
                        let unit = quotient_unit(a.unit.clone(), b.unit.clone()).map_err(|_| mixed())?;
                        let (g1, g2) = (gcd(a.n, b.n), gcd(a.d, b.d));
                        let n = (a.n / g1).checked_mul(b.d / g2).ok_or_else(over)?;
                        Q::new(n, (a.d / g2).checked_mul(b.n / g1).ok_or_else(over)?, unit)
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> &'static Rules {
        super::super::rules()
    }

    fn ratios() -> &'static Ratios {
        super::super::ratios::ratios()
    }

    fn p(text: &str) -> Result<Expr, Bad> {
        parse(text, rules(), ratios())
    }

    fn eval(text: &str, values: &[(&str, i128, &str)]) -> Result<(String, Option<String>), Refusal> {
        let e = p(text).unwrap();
        let amounts: Vec<(usize, Amount)> = values
            .iter()
            .map(|(n, v, u)| (rules().concept(n).unwrap(), Amount { value: *v, uom: u, qtrs: 1, end: "2009-06-30" }))
            .collect();
        let get = |c: usize| amounts.iter().find(|(k, _)| *k == c).map(|(_, a)| *a);
        e.eval(ratios(), &get).map(|c| (c.value.to_string(), c.uom))
    }

    #[test]
    fn expressions_read_names_numbers_and_operators_in_their_order() {
        let e = p("  GrossProfit/Revenues ").unwrap();
        assert_eq!(e.text, "GrossProfit/Revenues");
        assert!(e.divides(ratios()) && e.concept().is_none());
        assert_eq!(p("Revenues").unwrap().concept(), rules().concept("Revenues"));
        assert!(p("GrossMargin").unwrap().ratio().is_some());
        let c = |n: &str| rules().concept(n).unwrap();
        assert_eq!(
            p("(DebtCurrent? + DebtNoncurrent?) / Assets").unwrap().concepts(ratios()),
            [c("DebtCurrent"), c("DebtNoncurrent"), c("Assets")]
        );
        // * and / before + and -.
        assert_eq!(
            eval("Revenues - GrossProfit * 2", &[("Revenues", 1_000_000, "USD"), ("GrossProfit", 300_000, "USD")])
                .unwrap()
                .0,
            "40"
        );
        assert_eq!(
            eval("(Revenues - GrossProfit) * 2", &[("Revenues", 1_000_000, "USD"), ("GrossProfit", 300_000, "USD")])
                .unwrap()
                .0,
            "140"
        );
    }

    #[test]
    fn a_bad_expression_says_where_and_names_the_nearest() {
        let at = |t: &str| p(t).unwrap_err();
        let e = at("GrossProfit / Revenue");
        assert_eq!(e.at, 14);
        assert_eq!(e.unknown.as_deref(), Some("Revenue"), "the caller names the nearest: {}", e.message);
        assert_eq!(at("(Assets").at, 0);
        assert!(at("(Assets").message.contains("never closed"));
        assert_eq!(at("Assets)").at, 6);
        assert_eq!(at("Assets Liabilities").at, 7);
        assert_eq!(at("Assets +").at, 8);
        assert_eq!(at("Assets % 2").at, 7);
        assert!(at("1e6 * Assets").message.contains("operator"));
        assert!(at("GrossMargin? + 1").message.contains("ratio"));
        assert_eq!(at("grossmargin").unknown.as_deref(), Some("grossmargin"));
    }

    #[test]
    fn values_are_exact_and_quotients_six_places_as_the_ratios() {
        let v = [("GrossProfit", 36_260_000, "USD"), ("Revenues", 100_000_000, "USD")];
        // The expression and the ratio of the same formula agree digit for digit.
        assert_eq!(eval("GrossProfit / Revenues", &v).unwrap(), ("0.3626".into(), None));
        assert_eq!(eval("GrossMargin", &v).unwrap(), ("0.3626".into(), None));
        assert_eq!(eval("GrossProfit / 3", &v).unwrap(), ("1208.666667".into(), Some("USD".into())));
        assert_eq!(eval("Revenues * 0.15", &v).unwrap(), ("1500".into(), Some("USD".into())));
        assert_eq!(eval("Revenues - 0.0005 * 3", &v).unwrap().0, "9999.9985");
        // A quotient rounded once, at the end: (2/3) / (1/3) is 2, not 0.666667 / 0.333333.
        let w = [("GrossProfit", 20_000, "USD"), ("Revenues", 30_000, "USD"), ("Assets", 10_000, "USD")];
        assert_eq!(eval("(GrossProfit / Revenues) / (Assets / Revenues)", &w).unwrap().0, "2");
        assert_eq!(eval("-GrossProfit", &w).unwrap().0, "-2");
        // Per share: a unit of units.
        let s = [("NetIncomeLoss", 100_000, "USD"), ("SharesOutstanding", 40_000, "shares")];
        assert_eq!(eval("NetIncomeLoss / SharesOutstanding", &s).unwrap(), ("2.5".into(), Some("USD/shares".into())));
    }

    #[test]
    fn refusals_as_the_ratios_give_them() {
        let v = [("GrossProfit", 10_000, "USD"), ("Revenues", 0, "USD")];
        assert_eq!(eval("GrossProfit / Revenues", &v), Err(Refusal::ZeroDenominator));
        // Only a ratio's own convention refuses a negative denominator.
        let n = [("GrossProfit", 10_000, "USD"), ("Revenues", -40_000, "USD")];
        assert_eq!(eval("GrossProfit / Revenues", &n).unwrap().0, "-0.25");
        assert_eq!(eval("GrossMargin", &n), Err(Refusal::NegativeDenominator));
        let c = |n: &str| rules().concept(n).unwrap();
        assert_eq!(
            eval("Assets + Liabilities / Revenues * Revenues", &v),
            Err(Refusal::Missing(vec![c("Assets"), c("Liabilities")]))
        );
        // An optional input absent is zero beside one present, no value alone.
        assert_eq!(eval("DebtCurrent? + Revenues", &v).unwrap().0, "0");
        assert!(matches!(eval("DebtCurrent? + 1", &v), Err(Refusal::Missing(_))));
        let m = [("GrossProfit", 10_000, "USD"), ("Revenues", 20_000, "JPY")];
        assert!(matches!(eval("GrossProfit / Revenues", &m), Err(Refusal::MixedCurrencies(_))));
        assert!(matches!(eval("GrossProfit + Revenues", &m), Err(Refusal::MixedCurrencies(_))));
        let big = [("Revenues", 10i128.pow(30), "USD"), ("Assets", 10i128.pow(30), "USD")];
        assert_eq!(eval("Revenues * Assets * Revenues", &big), Err(Refusal::Overflow));
    }

    #[test]
    fn what_the_review_found_stays_fixed() {
        // The kind check does not depend on the operands' order.
        for bad in ["Revenues + 2 * GrossMargin", "Revenues + GrossMargin * 2", "Revenues + 1 / GrossMargin"] {
            assert!(p(bad).unwrap_err().message.contains("never in one unit"), "{bad}");
        }
        assert!(p("Revenues / 0").unwrap_err().message.contains("division by zero"));
        // A ratio inside an expression is exact: rounded once, at the end.
        let v = [("GrossProfit", 2_0000, "USD"), ("Revenues", 3_0000, "USD")];
        assert_eq!(eval("GrossMargin * 100", &v).unwrap().0, "66.666667");
        // Hostile values and shapes: refused, never a panic or a wrong sign.
        assert_eq!(eval("Revenues", &[("Revenues", i128::MIN, "USD")]), Err(Refusal::Overflow));
        let tiny = "Revenues * 0.000001 * 0.000001 * 0.000001 * 0.000001";
        assert_eq!(eval(tiny, &[("Revenues", 1_0000, "USD")]), Err(Refusal::Overflow), "past 18 places: refused");
        for deep in [format!("{}Assets{}", "(".repeat(70), ")".repeat(70)), format!("{}Assets", "-".repeat(70))] {
            assert!(p(&deep).unwrap_err().message.contains("nest more than 64"));
        }
        assert!(p(&format!("{}Assets{}", "(".repeat(60), ")".repeat(60))).is_ok());
        // A missing input comes before any other reason.
        let c = |n: &str| rules().concept(n).unwrap();
        let z = [("GrossProfit", 1_0000, "USD"), ("Revenues", 0, "USD")];
        assert_eq!(eval("(GrossProfit / Revenues) * Assets", &z), Err(Refusal::Missing(vec![c("Assets")])));
        // Every input optional and none there: no value, not zero.
        assert!(matches!(eval("DebtCurrent? + DebtNoncurrent?", &z), Err(Refusal::Missing(_))));
        // Two currencies multiplied are no unit.
        let m = [("Revenues", 1_0000, "USD"), ("Assets", 1_0000, "JPY")];
        assert!(matches!(eval("Revenues * Assets", &m), Err(Refusal::MixedCurrencies(_))));
    }
}
