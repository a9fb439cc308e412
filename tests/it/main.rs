//! All integration tests, in one binary so CI links once.

mod ai;
#[cfg(feature = "gui")]
mod app;
mod cli;
mod notation;
mod properties;
mod puzzle;
mod reference;
mod solver;
#[cfg(feature = "gui")]
mod window;
