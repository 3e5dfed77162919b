//! finq: company financials from 10-K and 10-Q filings, for people, scripts and CI jobs.
//!
//! Data flows one way: [`cli`] -> [`settings`] (and [`input`]) -> [`commands`] -> [`api`] (bytes
//! -> [`domain`] values) -> [`render`] -> stdout. `api` and `render` never import the layers above
//! them; the bottom modules ([`domain`], [`error`], [`mod@env`], [`exact`], [`decimal`],
//! [`sanitize`], [`printer`], [`files`], [`dates`], [`suggest`], [`hold`], [`store`], [`quarters`],
//! [`standard`]) import none of the layers. [`serve`] is a command-level module. [`error`] holds
//! the exit-code table.

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
