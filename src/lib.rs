//! finq: company financials from 10-K and 10-Q filings, for people, scripts and CI jobs.
//!
//! Data flows one way: [`cli`] -> [`settings`] (and [`input`]) -> [`commands`] -> [`api`] (bytes
//! -> [`domain`] values) -> [`render`] -> stdout. `api` and `render` never import the layers above
//! them; the bottom modules ([`domain`], [`error`], [`mod@env`], [`exact`], [`decimal`],
//! [`sanitize`], [`printer`], [`files`], [`dates`], [`suggest`], [`hold`], [`store`], [`quarters`],
//! [`standard`]) import none of the layers. [`serve`] is a command-level module. [`error`] holds
//! the exit-code table.

pub mod api;
pub mod cli;
pub mod commands;
pub mod config;
pub mod dates;
pub mod decimal;
pub mod domain;
pub mod env;
pub mod error;
pub mod exact;
pub mod files;
pub mod hold;
pub mod input;
pub mod printer;
pub mod quarters;
pub mod render;
pub mod sanitize;
pub mod serve;
pub mod settings;
pub mod signals;
pub mod standard;
pub mod store;
pub mod suggest;
pub mod symbol;
