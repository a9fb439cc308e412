#![doc = include_str!("../docs/architecture.md")]

#[cfg(feature = "gui")]
pub mod app;
pub mod cache;
pub mod cli;
pub use mancala_engine as engine;
pub mod files;
pub mod memory;
#[cfg(feature = "notify")]
pub mod notify;
pub mod proofs;
#[cfg(feature = "server")]
pub mod server;
