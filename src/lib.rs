//! finq: company financials from 10-K and 10-Q filings, for people, scripts and CI jobs.
//!
//! Data flows one way: [`cli`] -> [`settings`] -> [`commands`] -> [`sources`] (bytes -> [`model`]
//! values) -> [`render`] -> stdout. Below the sources: [`net`] (the transport), [`sec`] (the
//! SEC's renderings read), [`standard`] (standardized statements), [`quarters`] (derived quarters)
//! and [`store`] (the Parquet store); [`model`] is the bottom every layer shares. Lower layers
//! never import upper ones, and nothing below settings and commands names a flag.
//! ARCHITECTURE.md is the map: each folder's job and what it may import.

pub mod cli;
pub mod commands;
pub mod env;
pub mod error;
pub mod files;
pub mod hold;
pub mod model;
pub mod net;
pub mod parallel;
pub mod printer;
pub mod quarters;
pub mod render;
pub mod sanitize;
pub mod sec;
pub mod serve;
pub mod settings;
pub mod signals;
pub mod sources;
pub mod standard;
pub mod store;
pub mod suggest;
