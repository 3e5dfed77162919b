//! Integration tests: the real `finq` binary against a real local HTTP server (wiremock).
//! One test binary with a module per area, as ripgrep and uv do.

mod batch;
mod cache;
mod common;
mod config;
mod demo;
mod edgar;
mod errors;
mod fault_server;
mod faults;
mod generated;
mod output;
mod parse;
mod power;
mod safety;
mod snapshot;
mod subcommands;
mod transport;
