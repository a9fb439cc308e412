//! Tools for scripts and checks, each added by the command line's option: a screenshot of the settled window,
//! the gallery of every state a player sees, and frame times.

pub mod board_check;
pub mod frame_stats;
pub mod gallery;
pub(crate) mod screenshot;
