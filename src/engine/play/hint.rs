//! "Teach me": a good pit to play and the reason, in words a beginner understands.
//!
//! The pit is always one of the best moves: proven by the solver when it finishes within the limits, otherwise
//! the best of a deep search. Among those, the reason a beginner can see comes first: an extra turn, a capture,
//! saving a pile the opponent could capture next, keeping seeds on one's own side near the end; else the move
//! is simply the best by calculation.

use std::fmt;

use crate::engine::rules::Position;
use crate::engine::rules::kernel::{Landing, byte, row_sum, sow_oware, sow_rows};
use crate::engine::rules::ruleset::Rules;
use crate::engine::search::depth::{SCALE, score_moves};
use crate::engine::search::limits::Limits;
use crate::engine::search::solver::Solver;

/// A search this deep stands in for the solver when it cannot finish.
const FALLBACK_DEPTH: u32 = 12;
/// At most this many seeds left in the pits counts as "near the end".
const NEAR_THE_END: u32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The last seed lands in the store; `then` more extra turns can follow straight after.
    ExtraTurn { then: u8 },
    /// The last seed lands in an empty pit of one's own and takes the seeds across: `seeds` in all go to the store.
    Capture { seeds: u8 },
    /// The opponent could have captured `seeds` seeds from pit `pit` next turn; this move takes that away.
    Protect { pit: u8, seeds: u8 },
    /// Near the end, this move keeps seeds in one's own row, where they count for oneself.
    KeepSeeds,
    /// Oware: the last seed makes an opponent's pit hold 2 or 3, and the seeds go to the mover.
    Take { seeds: u8 },
    /// Oware: as [`Reason::Take`], and the pits before it held 2 or 3 too: a chain of `pits` pits.
    Chain { pits: u8, seeds: u8 },
    /// Oware: the opponent has no seeds, and a move must give them some.
    Feed,
    /// Oware, near the end: the move gives the opponent nothing and keeps the seeds on one's own side, a
    /// reserve that outlasts theirs.
    Reserve,
    /// None of the above: it is simply the best move found.
    Calculation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub pit: u8,
    pub reason: Reason,
    /// The proven value of the position after this move, for the player who moves now, if the solver finished.
    pub value: Option<i32>,
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Play pit {}: ", self.pit)?;
        match self.reason {
            Reason::ExtraTurn { then: 0 } => {
                f.write_str("the last seed lands in your store, so you move again.")?
            }
            Reason::ExtraTurn { then } => write!(
                f,
                "the last seed lands in your store, so you move again, and you can chain {then} more extra \
                 turn{} after it.",
                if then == 1 { "" } else { "s" }
            )?,
            Reason::Capture { seeds } => write!(
                f,
                "the last seed lands in an empty pit of yours, so it captures: {seeds} seeds go to your store."
            )?,
            Reason::Protect { pit, seeds } => write!(
                f,
                "your opponent could capture the {seeds} seeds of your pit {pit} next turn; this move stops that."
            )?,
            Reason::KeepSeeds => f.write_str(
                "the game is nearly over, and this move keeps your seeds on your side, where they count for you.",
            )?,
            Reason::Take { seeds } => write!(
                f,
                "the last seed makes a pit of your opponent's hold 2 or 3, so you take its {seeds} seeds."
            )?,
            Reason::Chain { pits, seeds } => write!(
                f,
                "the last seed makes a pit of your opponent's hold 2 or 3, and the {} before it hold 2 or 3 too: \
                 you take {pits} pits, {seeds} seeds.",
                if pits == 2 { "one" } else { "ones" }
            )?,
            Reason::Feed => f.write_str(
                "your opponent has no seeds, so you must give them some; this is the best way to do it.",
            )?,
            Reason::Reserve => f.write_str(
                "the game is nearly over, and this move keeps your seeds on your side as a reserve that outlasts \
                 your opponent's.",
            )?,
            Reason::Calculation => f.write_str("it is the best move by calculation.")?,
        }
        match self.value {
            Some(v) if v > 0 => write!(f, " With perfect play you win by {v}."),
            Some(v) if v < 0 => write!(f, " With perfect play you lose by {}.", -v),
            Some(_) => f.write_str(" With perfect play it is a draw."),
            None => Ok(()),
        }
    }
}

/// A hint for the side to move, or `None` if the game is over.
pub fn hint(position: &Position, solver: &mut Solver, limits: &Limits) -> Option<Hint> {
    if position.is_over() {
        return None;
    }
    let (best, value) = match solver.solve(position, limits) {
        Ok(solution) => (solution.best, Some(solution.value)),
        Err(_) => {
            let scores = score_moves(
                position,
                Some(solver.endgame()),
                FALLBACK_DEPTH,
                &Limits::none(),
            )
            .ok()?;
            let top = scores.iter().map(|s| s.score).max()?;
            // Within a quarter seed of the best counts as best for a search that is only an estimate.
            let best = scores
                .iter()
                .filter(|s| s.score + SCALE / 4 >= top)
                .map(|s| s.pit)
                .collect();
            (best, None)
        }
    };
    Some(explain(position, &best, value))
}

/// The clearest reason among `best` (the best moves, in pit order).
pub fn explain(position: &Position, best: &[u8], value: Option<i32>) -> Hint {
    let reasons = best.iter().map(|&pit| (pit, reason(position, pit)));
    let (pit, reason) = reasons
        .min_by_key(|&(pit, reason)| (priority(reason), std::cmp::Reverse(weight(reason)), pit))
        .expect("a live position has a best move");
    Hint { pit, reason, value }
}

fn priority(reason: Reason) -> u8 {
    match reason {
        Reason::ExtraTurn { .. } | Reason::Chain { .. } | Reason::Feed => 0,
        Reason::Capture { .. } | Reason::Take { .. } => 1,
        Reason::Protect { .. } => 2,
        Reason::KeepSeeds | Reason::Reserve => 3,
        Reason::Calculation => 4,
    }
}

fn weight(reason: Reason) -> u8 {
    match reason {
        Reason::ExtraTurn { then } => then,
        Reason::Capture { seeds }
        | Reason::Protect { seeds, .. }
        | Reason::Take { seeds }
        | Reason::Chain { seeds, .. } => seeds,
        _ => 0,
    }
}

/// What a beginner can see in one move.
pub fn reason(position: &Position, pit: u8) -> Reason {
    let m = u32::from(position.pits());
    let me = position.to_move();
    let own = position.row_word(me);
    let opp = position.row_word(me.opponent());
    let rules = position.rules();
    if rules.is_oware() {
        return oware_reason(position, pit);
    }
    let sown = sow_rows(own, opp, m, u32::from(pit) - 1, rules);
    let (next, _) = position.play(pit).expect("hints are for legal moves");
    if sown.landing == Landing::OwnStore && !next.is_over() {
        return Reason::ExtraTurn {
            then: chain(sown.own, sown.opp, m, 3, rules),
        };
    }
    if let Some(capture) = sown.capture {
        return Reason::Capture {
            seeds: capture.opposite + 1,
        };
    }
    let threat = biggest_threat(own, opp, m, rules);
    if let Some((threatened, seeds)) = threat
        && seeds >= 2
    {
        let after = biggest_threat(sown.own, sown.opp, m, rules).map_or(0, |(_, s)| s);
        if after < seeds {
            return Reason::Protect {
                pit: threatened as u8 + 1,
                seeds,
            };
        }
    }
    let left = u32::from(row_sum(own)) + u32::from(row_sum(opp));
    if left <= NEAR_THE_END && row_sum(sown.opp) == row_sum(opp) && !next.is_over() {
        return Reason::KeepSeeds;
    }
    Reason::Calculation
}

/// Oware's reasons: a chain, a capture, feeding, a pit saved from the opponent's capture, a reserve kept.
fn oware_reason(position: &Position, pit: u8) -> Reason {
    let m = u32::from(position.pits());
    let me = position.to_move();
    let own = position.row_word(me);
    let opp = position.row_word(me.opponent());
    let sown = sow_oware(own, opp, m, u32::from(pit) - 1);
    if let Some(taken) = sown.taken {
        let pits = taken.last - taken.first + 1;
        return if pits > 1 {
            Reason::Chain {
                pits,
                seeds: taken.seeds,
            }
        } else {
            Reason::Take { seeds: taken.seeds }
        };
    }
    if opp == 0 {
        return Reason::Feed;
    }
    let threat = |own: u64, opp: u64| {
        (0..m)
            .filter(|&p| byte(opp, p) > 0)
            .filter_map(|p| sow_oware(opp, own, m, p).taken)
            .max_by_key(|taken| taken.seeds)
    };
    if let Some(before) = threat(own, opp).filter(|t| t.seeds >= 2) {
        let after = threat(sown.own, sown.opp).map_or(0, |t| t.seeds);
        if after < before.seeds {
            return Reason::Protect {
                pit: before.last,
                seeds: before.seeds,
            };
        }
    }
    let left = u32::from(row_sum(own)) + u32::from(row_sum(opp));
    if left <= NEAR_THE_END && sown.opp == opp {
        return Reason::Reserve;
    }
    Reason::Calculation
}

/// The longest run of further extra turns available straight away (counted up to `limit`).
fn chain(own: u64, opp: u64, m: u32, limit: u8, rules: Rules) -> u8 {
    if limit == 0 {
        return 0;
    }
    (0..m)
        .filter(|&p| byte(own, p) > 0)
        .map(|p| sow_rows(own, opp, m, p, rules))
        .filter(|s| s.landing == Landing::OwnStore && s.own != 0 && s.opp != 0)
        .map(|s| 1 + chain(s.own, s.opp, m, limit - 1, rules))
        .max()
        .unwrap_or(0)
}

/// The opponent's best capture if it moved next: which of our pits (from 0) and how many of our seeds.
fn biggest_threat(own: u64, opp: u64, m: u32, rules: Rules) -> Option<(u32, u8)> {
    (0..m)
        .filter(|&p| byte(opp, p) > 0)
        .filter_map(|p| sow_rows(opp, own, m, p, rules).capture)
        .map(|c| (m - u32::from(c.pit), c.opposite))
        .max_by_key(|&(_, seeds)| seeds)
}
