//! The coach: what the other player threatens next (a capture, or a chain of extra turns), and, after a move
//! that lost seeds against perfect play, which pit was better and why.

use super::hint::{Reason, explain};
use crate::rules::Position;
use crate::search::solver::MoveValue;

/// How many extra turns in a row the coach looks for.
const LONGEST_CHAIN: u8 = 5;
/// A capture worth a warning takes at least this many of the mover's seeds (as Teach me's "protect" does).
const WORTH_A_WARNING: u8 = 2;

/// Something the other player could do if it were their turn now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threat {
    /// Their pit `with` would capture the `seeds` seeds of the mover's pit `pit`.
    Capture { with: u8, pit: u8, seeds: u8 },
    /// Their pit `with` starts a run of `turns` extra turns.
    ExtraTurns { with: u8, turns: u8 },
}

/// The other player's biggest capture (of at least [`WORTH_A_WARNING`] seeds) and longest run of extra turns,
/// were it their move: the capture first.
pub fn threats(position: &Position) -> Vec<Threat> {
    if position.is_over() {
        return Vec::new();
    }
    let theirs = position.with_to_move(position.to_move().opponent());
    let m = position.pits();
    let mut capture: Option<Threat> = None;
    let mut chain: Option<Threat> = None;
    for pit in theirs.legal_moves() {
        let Ok((next, sowing)) = theirs.play(pit) else {
            continue;
        };
        if let Some(taken) = sowing.capture
            && taken.opposite >= WORTH_A_WARNING
            && capture.is_none_or(
                |c| matches!(c, Threat::Capture { seeds, .. } if taken.opposite > seeds),
            )
        {
            capture = Some(Threat::Capture {
                with: pit,
                pit: m + 1 - taken.pit,
                seeds: taken.opposite,
            });
        }
        // Oware: a run of the mover's pits taken, named by the pit the last seed lands in.
        if let Some(taken) = sowing.taken()
            && taken.seeds >= WORTH_A_WARNING
            && capture
                .is_none_or(|c| matches!(c, Threat::Capture { seeds, .. } if taken.seeds > seeds))
        {
            capture = Some(Threat::Capture {
                with: pit,
                pit: taken.last,
                seeds: taken.seeds,
            });
        }
        if sowing.extra_turn {
            let turns = 1 + extra_turns(&next, LONGEST_CHAIN - 1);
            if chain.is_none_or(|c| matches!(c, Threat::ExtraTurns { turns: t, .. } if turns > t)) {
                chain = Some(Threat::ExtraTurns { with: pit, turns });
            }
        }
    }
    capture.into_iter().chain(chain).collect()
}

/// The longest run of further extra turns the side to move has straight away, up to `limit`.
fn extra_turns(position: &Position, limit: u8) -> u8 {
    if limit == 0 || position.is_over() {
        return 0;
    }
    position
        .legal_moves()
        .filter_map(|pit| position.play(pit).ok())
        .filter(|(_, sowing)| sowing.extra_turn)
        .map(|(next, _)| 1 + extra_turns(&next, limit - 1))
        .max()
        .unwrap_or(0)
}

/// A better move than the one played, by how many seeds, and what made it better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Better {
    pub played: u8,
    pub pit: u8,
    /// Seeds more, at the end with perfect play, than the move played kept.
    pub seeds: i32,
    pub reason: Reason,
}

/// The better move, if the one `played` from `before` lost seeds against perfect play. `values` are the exact
/// values of every legal move of `before` (from [`crate::search::solver::Solver::analyze`]).
pub fn better(before: &Position, played: u8, values: &[MoveValue]) -> Option<Better> {
    let played_value = values.iter().find(|v| v.pit == played)?.value;
    let top = values.iter().map(|v| v.value).max()?;
    if top <= played_value {
        return None;
    }
    let best: Vec<u8> = values
        .iter()
        .filter(|v| v.value == top)
        .map(|v| v.pit)
        .collect();
    let hint = explain(before, &best, Some(top));
    Some(Better {
        played,
        pit: hint.pit,
        seeds: top - played_value,
        reason: hint.reason,
    })
}
