//! "Teach me": a good pit to play and the reason, in words a beginner understands.
//!
//! The pit is always one of the best moves: proven by the solver when it finishes within the limits, otherwise
//! the best of a deep search. Among those, the reason a beginner can see comes first: an extra turn, a capture,
//! saving a pile the opponent could capture next, keeping seeds on one's own side near the end; else the move
//! is simply the best by calculation.

use std::fmt;

use crate::rules::kernel::{Landing, byte, row_sum, sow_oware, sow_rows};
use crate::rules::relay::{self, HOLES};
use crate::rules::ruleset::Rules;
use crate::rules::{Direction, Position};
use crate::search::depth::{SCALE, Scored, score_moves};
use crate::search::limits::Limits;
use crate::search::solver::Solver;
use crate::search::unproved;

/// A search this deep stands in for the solver when it cannot finish.
const FALLBACK_DEPTH: u32 = 12;
/// Congklak's hints search this deep (nothing proves its positions).
const CONGKLAK_DEPTH: u32 = 8;
/// At most this many seeds left in the pits counts as "near the end".
const NEAR_THE_END: u32 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Reason {
    /// The last seed lands in the store; `then` more extra turns can follow straight after.
    ExtraTurn { then: u8 },
    /// The last seed lands in an empty pit of one's own and takes the seeds across: `seeds` in all go to the store.
    Capture { seeds: u8 },
    /// Congklak: the seeds are lifted and sown on `relays` times, and the last lands in the store; `then` more
    /// extra turns can follow straight after.
    RelayToStore { relays: u16, then: u8 },
    /// Congklak: after `relays` relays the last seed lands in an empty hole of one's own and takes the seeds
    /// across: `seeds` in all go to the store.
    RelayCapture { relays: u16, seeds: u8 },
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
    /// Ô ăn quan: after an empty square the sowing takes `squares` squares: `citizens` citizens and `mandarins`
    /// mandarins.
    Squares {
        squares: u8,
        citizens: u8,
        mandarins: u8,
    },
    /// Ô ăn quan: the opponent could take `seeds` (a mandarin at its worth) next turn; this move takes that away.
    Guard { seeds: u8 },
    /// None of the above: it is simply the best move found.
    Calculation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hint {
    /// The move: a pit or hole, or in Ô ăn quan a square and a way ([`move_name`]).
    pub pit: u8,
    pub reason: Reason,
    /// The proven value of the position after this move, for the player who moves now, if the solver finished.
    pub value: Option<i32>,
    /// The game, for the move's name.
    pub rules: Rules,
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Play {}: ", move_name(self.rules, self.pit))?;
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
            Reason::RelayToStore { relays, then } => {
                write!(
                    f,
                    "the seeds are picked up and sown on {} and the last lands in your store, so you move again",
                    times(relays)
                )?;
                match then {
                    0 => f.write_str(".")?,
                    then => write!(
                        f,
                        ", and you can chain {then} more extra turn{} after it.",
                        if then == 1 { "" } else { "s" }
                    )?,
                }
            }
            Reason::RelayCapture { relays, seeds } => write!(
                f,
                "the seeds are picked up and sown on {}, and the last lands in an empty hole of yours, so it \
                 captures: {seeds} seeds go to your store.",
                times(relays)
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
            Reason::Squares {
                squares,
                citizens,
                mandarins,
            } => write!(
                f,
                "an empty square follows the last citizen, so you take {}: {citizens} citizen{}{}.",
                match squares {
                    1 => "the square after it".to_string(),
                    n => format!("{n} squares, every other one"),
                },
                if citizens == 1 { "" } else { "s" },
                match mandarins {
                    0 => "",
                    1 => " and a mandarin",
                    _ => " and both mandarins",
                }
            )?,
            Reason::Guard { seeds } => write!(
                f,
                "your opponent could capture {seeds} next turn (a mandarin counted at its worth); this move \
                 stops that."
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

/// "once", "twice", "N times".
fn times(relays: u16) -> String {
    match relays {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
}

/// A hint for the side to move in Congklak, Sungka or Ô ăn quan, which nothing proves: the best moves of a search eight sowings
/// deep (or as deep as `limits` allow), the clearest reason among them. `None` if the round is over.
pub fn congklak_hint(position: &Position, limits: &Limits) -> Option<Hint> {
    if position.is_over() {
        return None;
    }
    let scores = unproved::score_moves(position, CONGKLAK_DEPTH, limits)
        .or_else(|_| unproved::score_moves(position, 2, &Limits::none()))
        .ok()?;
    Some(explain(position, &near_best(&scores)?, None))
}

/// The moves within a quarter seed of the best: what counts as best for a search that is only an estimate.
fn near_best(scores: &[Scored]) -> Option<Vec<u8>> {
    let top = scores.iter().map(|s| s.score).max()?;
    Some(
        scores
            .iter()
            .filter(|s| s.score + SCALE / 4 >= top)
            .map(|s| s.pit)
            .collect(),
    )
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
            (near_best(&scores)?, None)
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
    Hint {
        pit,
        reason,
        value,
        rules: position.rules(),
    }
}

/// A move as a sentence names it: "pit 3", or in Ô ăn quan "square 3 to the left".
pub fn move_name(rules: Rules, mv: u8) -> String {
    match crate::quan::square_and_direction(mv).filter(|_| rules.is_quan()) {
        Some((square, Direction::Right)) => format!("square {square} to the right"),
        Some((square, Direction::Left)) => format!("square {square} to the left"),
        None => format!("pit {mv}"),
    }
}

fn priority(reason: Reason) -> u8 {
    match reason {
        Reason::ExtraTurn { .. }
        | Reason::RelayToStore { .. }
        | Reason::Chain { .. }
        | Reason::Feed => 0,
        Reason::Capture { .. }
        | Reason::RelayCapture { .. }
        | Reason::Take { .. }
        | Reason::Squares { .. } => 1,
        Reason::Protect { .. } | Reason::Guard { .. } => 2,
        Reason::KeepSeeds | Reason::Reserve => 3,
        Reason::Calculation => 4,
    }
}

fn weight(reason: Reason) -> u8 {
    match reason {
        Reason::ExtraTurn { then } | Reason::RelayToStore { then, .. } => then,
        Reason::Capture { seeds }
        | Reason::RelayCapture { seeds, .. }
        | Reason::Protect { seeds, .. }
        | Reason::Take { seeds }
        | Reason::Guard { seeds }
        | Reason::Chain { seeds, .. } => seeds,
        Reason::Squares { citizens, .. } => citizens,
        _ => 0,
    }
}

/// What a beginner can see in one move.
pub fn reason(position: &Position, pit: u8) -> Reason {
    let rules = position.rules();
    if rules.is_oware() {
        return oware_reason(position, pit);
    }
    if rules.is_relay() {
        return congklak_reason(position, pit);
    }
    if rules.is_quan() {
        return quan_reason(position, pit);
    }
    let m = u32::from(position.pits());
    let me = position.to_move();
    let own = position.row_word(me);
    let opp = position.row_word(me.opponent());
    let sown = sow_rows(own, opp, m, u32::from(pit) - 1, rules);
    let (next, _) = position.play(pit).expect("hints are for legal moves");
    if sown.landing == Landing::OwnStore && !next.is_over() {
        return Reason::ExtraTurn {
            then: chain(sown.own, sown.opp, m, 3, rules),
        };
    }
    if let Some(capture) = sown.capture {
        return Reason::Capture {
            seeds: capture.to_store(true),
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

/// Congklak's reasons: a relay that ends in the store, a capture (after relays or not), a hole saved from the
/// opponent's capture.
/// Ô ăn quan: a capture, or a move that takes away the opponent's best capture next turn.
fn quan_reason(position: &Position, mv: u8) -> Reason {
    let worth = position.rules().mandarin_value();
    let takes = position.takes(mv).expect("hints are for legal moves");
    if !takes.is_empty() {
        let mandarins = takes.iter().filter(|take| take.mandarin).count() as u8;
        return Reason::Squares {
            squares: takes.len() as u8,
            citizens: takes.iter().map(|take| take.citizens).sum(),
            mandarins,
        };
    }
    // The most the side to move at `at` takes in one sowing, a mandarin at its worth.
    let best_take = |at: &Position| {
        at.legal_moves()
            .filter_map(|mv| at.play(mv).ok()?.1.quan_captured())
            .map(|(citizens, mandarins)| citizens + mandarins * worth)
            .max()
            .unwrap_or(0)
    };
    let (next, _) = position.play(mv).expect("hints are for legal moves");
    let threat = best_take(&position.with_to_move(position.to_move().opponent()));
    if threat >= 2 && !next.is_over() && best_take(&next) < threat {
        return Reason::Guard { seeds: threat };
    }
    Reason::Calculation
}

fn congklak_reason(position: &Position, pit: u8) -> Reason {
    let m = usize::from(position.pits());
    let rules = position.rules();
    let rows = position.holes_of_mover();
    let sown = relay::sow(rows, m, usize::from(pit) - 1, rules, |_| {});
    let (next, _) = position.play(pit).expect("hints are for legal moves");
    if sown.landing == Landing::OwnStore && !next.is_over() {
        let then = relay_chain(sown.rows, m, 3, rules);
        return match sown.relays {
            0 => Reason::ExtraTurn { then },
            relays => Reason::RelayToStore { relays, then },
        };
    }
    if let Some(capture) = sown.capture {
        let seeds = capture.to_store(rules.capture_takes_own_seed());
        return match sown.relays {
            0 => Reason::Capture { seeds },
            relays => Reason::RelayCapture { relays, seeds },
        };
    }
    // The opponent's biggest capture next turn, before and after this move.
    let threat = |rows: relay::Rows| {
        let theirs = rows.swapped();
        (0..m)
            .filter(|&p| theirs.own[p] != 0 && theirs.own[p] != relay::BURNT)
            .filter_map(|p| relay::sow(theirs, m, p, rules, |_| {}).capture)
            .map(|c| (m - usize::from(c.pit), c.opposite))
            .max_by_key(|&(_, seeds)| seeds)
    };
    if let Some((threatened, seeds)) = threat(rows).filter(|&(_, seeds)| seeds >= 2) {
        let after = threat(sown.rows).map_or(0, |(_, seeds)| seeds);
        if after < seeds {
            return Reason::Protect {
                pit: threatened as u8 + 1,
                seeds,
            };
        }
    }
    Reason::Calculation
}

/// Congklak: the longest run of further sowings that end in the store, straight away (counted up to `limit`).
fn relay_chain(rows: relay::Rows, m: usize, limit: u8, rules: Rules) -> u8 {
    if limit == 0 {
        return 0;
    }
    let live: [bool; HOLES] =
        std::array::from_fn(|p| p < m && rows.own[p] != 0 && rows.own[p] != relay::BURNT);
    (0..m)
        .filter(|&p| live[p])
        .map(|p| relay::sow(rows, m, p, rules, |_| {}))
        .filter(|s| s.landing == Landing::OwnStore && relay::seeds(&s.rows.own) != 0)
        .map(|s| 1 + relay_chain(s.rows, m, limit - 1, rules))
        .max()
        .unwrap_or(0)
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
