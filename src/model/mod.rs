//! finq's own types: what sources produce and the renderers consume, whatever shape the data came
//! in; the exact number, the date and the market symbol. A bottom layer: it imports nothing above it.

mod answer;
pub mod datasets;
pub mod date;
mod element;
pub mod exact;
pub mod facts;
mod market;
pub mod number;
mod request;
pub mod screen;
pub mod standardized;
mod statement;
mod summary;
pub mod symbol;

pub use answer::*;
pub use element::*;
pub use facts::Fact;
pub use market::*;
pub use request::*;
pub use statement::*;
pub use summary::*;
