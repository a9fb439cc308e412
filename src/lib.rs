//! Kalah, the common Mancala: the rules engine and solver (`engine`), the command line (`cli`), files on disk
//! (`files`), the endgame tables kept between runs (`cache`) and, with the `gui` feature, the Bevy game (`app`).

#[cfg(feature = "gui")]
pub mod app;
pub mod cache;
pub mod cli;
pub mod engine;
pub mod files;
