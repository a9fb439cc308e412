//! All integration tests, in one binary so CI links once.

mod ai;
mod cli;
mod notation;
mod properties;
mod reference;
mod solver;
