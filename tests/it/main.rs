//! Integration tests: the real `finq` binary against a real local HTTP server (wiremock).
//! One test binary with a module per area, as ripgrep and uv do.

mod batch;
mod bulk;
mod cache;
mod common;
mod config;
mod config_doctor;
mod cover;
mod demo;
mod edgar;
mod errors;
mod fault_server;
mod faults;
mod filed;
mod fuzz;
mod generated;
mod hostile;
mod jq;
mod local_files;
mod market;
mod market_symbols;
mod newcomer;
mod output;
mod parse;
mod providers;
mod readme;
mod safety;
mod screens;
mod seam;
mod serve;
mod serve_abuse;
mod snapshot;
mod subcommands;
mod tables;
mod transport;
mod widths;
