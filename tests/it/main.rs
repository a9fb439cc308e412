//! All integration tests, in one binary so CI links once.

mod ai;
#[cfg(feature = "gui")]
mod app;
#[cfg(feature = "gui")]
mod browser;
mod cli;
mod congklak;
#[cfg(feature = "gui")]
mod congklak_match;
mod congklak_rounds;
mod docs;
#[cfg(feature = "gui")]
mod explorer;
mod fair;
#[cfg(feature = "gui")]
mod fair_window;
#[cfg(feature = "gui")]
mod headless;
#[cfg(feature = "gui")]
mod input;
mod ladder;
#[cfg(feature = "gui")]
mod learn;
#[cfg(feature = "gui")]
mod look;
mod negamax;
mod notation;
#[cfg(feature = "gui")]
mod notes;
mod oanquan;
#[cfg(feature = "gui")]
mod online;
#[cfg(feature = "gui")]
mod online_congklak;
mod oware;
#[cfg(feature = "gui")]
mod panel;
mod proofs;
mod properties;
mod puzzle;
mod record;
mod reference;
mod release;
#[cfg(feature = "gui")]
mod rest;
#[cfg(feature = "gui")]
mod review;
#[cfg(feature = "gui")]
mod screens;
#[cfg(feature = "server")]
mod server;
mod solver;
#[cfg(feature = "gui")]
mod storage;
mod structure;
#[cfg(feature = "server")]
mod tournament;
#[cfg(feature = "gui")]
mod trainer;
mod uci;
#[cfg(feature = "gui")]
mod voice;
#[cfg(feature = "gui")]
mod window;
