//! All integration tests, in one binary so CI links once.

mod ai;
mod cli;
mod notation;
mod properties;
mod puzzle;
mod reference;
mod solver;
