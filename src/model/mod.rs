//! finq's own types: what sources produce and the renderers consume, whatever shape the data came
//! in; the exact number, the date and the market symbol. A bottom layer: it imports nothing above it.

pub mod datasets;
pub mod date;
pub mod exact;
pub mod facts;
pub mod number;
mod request;
pub mod screen;
pub mod standardized;
mod statement;
pub mod symbol;

pub use request::*;
pub use statement::*;
