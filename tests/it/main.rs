//! All integration tests, in one binary so CI links once.

mod cli;
mod notation;
mod properties;
mod reference;
