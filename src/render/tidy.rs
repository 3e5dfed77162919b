//! A tidy record set, the one shape CSV and NDJSON are written from: named columns and rows of
//! cells. Every format's records ([`super::records`], standardized values, quarters, comparisons)
//! are built as one; the writers are in [`super::records`].

use serde_json::Number;

#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(Number),
    Bool(bool),
    Null,
}

impl From<&str> for Cell {
    fn from(s: &str) -> Self {
        Cell::Text(s.to_string())
    }
}

impl From<Option<&str>> for Cell {
    fn from(s: Option<&str>) -> Self {
        s.map_or(Cell::Null, Cell::from)
    }
}

pub struct Records {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
}
