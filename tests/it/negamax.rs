//! Every position's value by plain negamax over the rules, remembered by its text: a check the solver does not
//! share, for the tests that hold a proved value against one worked out apart.

use std::collections::HashMap;

use mancala::engine::Position;

/// The final seed difference for the side to move under perfect play.
pub fn value(position: &Position, known: &mut HashMap<String, i32>) -> i32 {
    if let Some(score) = position.outcome() {
        return score.margin(position.to_move());
    }
    let key = position.to_string();
    if let Some(&value) = known.get(&key) {
        return value;
    }
    let best = position
        .legal_moves()
        .map(|pit| move_value(position, pit, known))
        .max()
        .expect("a position not over has a move");
    known.insert(key, best);
    best
}

/// The value of sowing `pit` for the side that sows it.
pub fn move_value(position: &Position, pit: u8, known: &mut HashMap<String, i32>) -> i32 {
    let (next, _) = position.play(pit).unwrap();
    let after = value(&next, known);
    if next.to_move() == position.to_move() {
        after
    } else {
        -after
    }
}
