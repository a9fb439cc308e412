//! The line to a server from a computer: the server crate's `Connection`, on a thread of its own with tokio.
//! (In a browser, `line_browser.rs` gives the same over the page's WebSocket.)

pub use mancala_server::client::{Connection, OpenError};
