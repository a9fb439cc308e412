//! Kalah, the common Mancala: the rules engine and solver (`engine`), the command line (`cli`) and, with the
//! `gui` feature, the Bevy game (`app`).

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
