#![doc = include_str!("../docs/architecture.md")]

pub mod cli;

// The workspace's crates under the names the command line, the tests and the benchmarks know them by.
#[cfg(feature = "gui")]
pub use mancala_app as app;
pub use mancala_engine as engine;
#[cfg(feature = "notify")]
pub use mancala_native::notify;
pub use mancala_native::{cache, files, memory, proofs};
pub use mancala_protocol as protocol;
#[cfg(feature = "server")]
pub use mancala_server as server;
