//! What the game keeps and asks of the operating system where it runs natively: its files, written atomically
//! and kept aside when damaged (`files`), the endgame tables in the cache folder (`cache`), the proved positions
//! kept on disk (`proofs`), the memory handed back (`memory`) and desktop notifications (`notify`). The browser
//! game has none of these; the window, the server and the command line share them.

pub mod cache;
pub mod files;
pub mod memory;
#[cfg(feature = "notify")]
pub mod notify;
pub mod proofs;
