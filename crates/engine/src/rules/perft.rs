//! Counting sowing sequences: a check of move generation against independent counts.

use super::Position;

/// The number of sowing sequences of length `depth` from `position`. One sowing is one step, extra turns
/// included; a sequence that ends the game early counts once, where it ends.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 || position.is_over() {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return u64::from(moves.count());
    }
    moves
        .map(|pit| {
            let (child, _) = position.play(pit).expect("legal moves can be played");
            perft(&child, depth - 1)
        })
        .sum()
}
