//! Why a kept game does not replay: its own file so that the game and what keeps games both name it.

use mancala_engine::MoveError;

/// Why a kept game (a saved one, or one the server gave) does not replay through the rules: it is set aside
/// as unreadable, or taken up again from the server.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("the opening's holes: {0}")]
    Opening(MoveError),
    #[error("moves after an opening that is not over")]
    OpeningNotOver,
    #[error("move {number} (pit {pit}): {source}")]
    Move {
        number: usize,
        pit: u8,
        source: MoveError,
    },
    #[error("undone move {number} (pit {pit}): {source}")]
    Undone {
        number: usize,
        pit: u8,
        source: MoveError,
    },
}
