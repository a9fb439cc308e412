//! What the game keeps and asks of the operating system where it runs natively: its files, written atomically
//! and kept aside when damaged (`files`), the endgame tables in the cache folder (`cache`), the proved positions
//! kept on disk (`proofs`), the memory handed back (`memory`) and desktop notifications (`notify`). The window,
//! the server and the command line share them. Built for a browser, only `files` is here: its versioned envelope
//! is how the browser game's storage keeps the same files.

#[cfg(not(target_arch = "wasm32"))]
pub mod cache;
pub mod files;
#[cfg(not(target_arch = "wasm32"))]
pub mod memory;
#[cfg(all(feature = "notify", not(target_arch = "wasm32")))]
pub mod notify;
#[cfg(not(target_arch = "wasm32"))]
pub mod proofs;
