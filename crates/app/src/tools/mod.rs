//! Tools for scripts and checks, each added by the command line's option: a screenshot of the settled window,
//! the gallery of every state a player sees, and frame times.

//! They write files and exit, which a page does not: on a computer only.

pub mod board_check;
#[cfg(not(target_arch = "wasm32"))]
pub mod frame_stats;
#[cfg(not(target_arch = "wasm32"))]
pub mod gallery;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod screenshot;
