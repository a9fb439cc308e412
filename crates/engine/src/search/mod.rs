//! Finding values: the exact solver (`solver`), the depth-limited search with an evaluation (`depth`, and
//! Hard's deepening search over a table of its own, `deepening`; the evaluation in `evaluation`), the
//! transposition table (`table`) and the endgame table (`endgame`) over the numbering of positions (`places`),
//! their memory (`memory`), when a search gives up (`limits`), the opening books (Kalah's proved values in
//! `openings`, Oware's searched moves in `oware_book`), the proofs kept beyond a solver (`proofs`), and the
//! searches of the games nothing proves (`unproved`): Congklak's over its relay kernel (`relay_search`), Ô ăn
//! quan's over its positions (`quan_search`).

mod alpha_beta;
pub mod deepening;
pub mod depth;
pub mod endgame;
pub mod evaluation;
pub mod limits;
mod memory;
pub mod openings;
pub mod oware_book;
mod places;
pub mod proofs;
pub mod quan_search;
pub mod relay_search;
pub mod solver;
mod table;
mod threads;
pub mod unproved;

pub use endgame::EndgameTable;
pub use limits::{Limits, Progress, Unfinished};
pub use proofs::{Proof, ProofStore, ProofsInMemory};
pub use solver::{MoveValue, Solution, Solver, SolverConfig};
