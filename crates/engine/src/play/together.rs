//! Hard's holes in Congklak's simultaneous start, where both hands sow at once and a lone sowing's value says
//! little: who finishes first moves next, and the hands meet and relay each other's seeds. A hole is chosen by
//! playing the start out, every later hole of both players chosen as Medium chooses (a 4-sowing search of the
//! board as if the hand sowed alone), and scoring where it leaves the round with a 4-sowing search. The first
//! hole is chosen blind: its mean over every hole the other player could have chosen. Against Medium's start
//! this wins 65 of 70 rounds where Medium's own choices win 44 (`benches/congklak_first_turn.rs`).

use crate::rules::simultaneous::SimultaneousStart;
use crate::rules::{Position, Side};
use crate::search::limits::Limits;
use crate::search::relay_search;

/// The sowings the search looks ahead from where the start leaves the round.
pub const LOOKAHEAD: u32 = 4;
/// The sowings a play-out's choice looks ahead (Medium's).
const PLAYOUT_DEPTH: u32 = 4;

/// Where Hard chooses in Congklak's opening: its first hole from the round's start (blind: the other's first hole
/// is not in it), or its hand's next hole in the opening under way.
#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    First(Position),
    Next(SimultaneousStart),
}

impl Opening {
    /// `side`'s hole here, as Hard chooses it.
    pub fn hole(&self, side: Side) -> Option<u8> {
        match self {
            Opening::First(round_start) => first_hole(round_start, side),
            Opening::Next(phase) => next_hole(phase, side),
        }
    }
}

/// `side`'s first hole from `start` (a Congklak position), not knowing the other's: the best on average over
/// the other's holes. `None` if `side` has nothing to sow.
pub fn first_hole(start: &Position, side: Side) -> Option<u8> {
    let own: Vec<u8> = start.with_to_move(side).legal_moves().collect();
    let theirs: Vec<u8> = start.with_to_move(side.opponent()).legal_moves().collect();
    if theirs.is_empty() {
        return own.first().copied();
    }
    best_of(&own, |hole| {
        let total: i64 = theirs
            .iter()
            .map(|&other| {
                let (south, north) = match side {
                    Side::South => (hole, other),
                    Side::North => (other, hole),
                };
                let mut phase =
                    SimultaneousStart::new(start, south, north).expect("both holes can be sown");
                i64::from(played_out(&mut phase, side))
            })
            .sum();
        total
    })
}

/// The hole `side`'s hand goes on from, now that it has reached its store in `phase`.
pub fn next_hole(phase: &SimultaneousStart, side: Side) -> Option<u8> {
    best_of(&phase.choices(side), |hole| {
        let mut phase = phase.clone();
        phase
            .choose(side, hole)
            .expect("the start offers this hole");
        i64::from(played_out(&mut phase, side))
    })
}

/// The hole of `holes` that scores most (the first such, so the choice is the same every time).
fn best_of(holes: &[u8], score: impl Fn(u8) -> i64) -> Option<u8> {
    let mut best: Option<(u8, i64)> = None;
    for &hole in holes {
        let scored = score(hole);
        if best.is_none_or(|(_, top)| scored > top) {
            best = Some((hole, scored));
        }
    }
    best.map(|(hole, _)| hole)
}

/// Plays the start to its end, each later hole by [`as_if_alone`], and scores the round it leaves for `side`
/// in quarter seeds.
fn played_out(phase: &mut SimultaneousStart, side: Side) -> i32 {
    loop {
        phase.run();
        let Some(waiting) = phase.waiting() else {
            break;
        };
        let hole = as_if_alone(phase, waiting);
        phase
            .choose(waiting, hole)
            .expect("the search picks a hole the start offers");
    }
    let position = phase.position();
    let for_mover = match position.outcome() {
        Some(score) => 4 * score.margin(position.to_move()),
        None => relay_search::score_moves(&position, LOOKAHEAD, &Limits::none())
            .ok()
            .and_then(|scores| scores.iter().map(|scored| scored.score).max())
            .unwrap_or(0),
    };
    if position.to_move() == side {
        for_mover
    } else {
        -for_mover
    }
}

/// A player's next hole in a play-out: the best of a short search of the board, as if the hand sowed alone.
fn as_if_alone(phase: &SimultaneousStart, side: Side) -> u8 {
    let board = phase.board().with_to_move(side);
    let holes = phase.choices(side);
    relay_search::score_moves(&board, PLAYOUT_DEPTH, &Limits::none())
        .ok()
        .and_then(|scores| {
            scores
                .iter()
                .filter(|scored| holes.contains(&scored.pit))
                .max_by_key(|scored| (scored.score, std::cmp::Reverse(scored.pit)))
                .map(|scored| scored.pit)
        })
        .unwrap_or(holes[0])
}
