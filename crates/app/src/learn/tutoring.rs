//! The tutor's work as one call on data: Teach me's hint, the analysis's values (estimates of deeper and deeper
//! searches, then the solver's exact ones) and the coach's better move, each told as it is found. The computer's
//! pool runs it beside the window, a browser's page in its tutor worker (`learn/helper_*`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::platform::time::Instant;
use serde::{Deserialize, Serialize};

use mancala_engine::coach::better;
use mancala_engine::depth::{SCALE, Scored, score_moves};
use mancala_engine::hint::{congklak_hint, hint};
use mancala_engine::unproved;
use mancala_engine::{Better, EndgameTable, Hint, Limits, Position, Solver};

/// How long Teach me may think before it settles for a deep search.
const HINT_TIME: Duration = Duration::from_millis(1500);
const HINT_TABLE_BYTES: usize = 64 << 20;
const ANALYSIS_TABLE_BYTES: usize = 256 << 20;
const DEEPEST_ESTIMATE: u32 = 14;
/// Congklak's analysis searches this deep at the most (a relay's sowing costs more than a Kalah sowing).
const DEEPEST_CONGKLAK_ESTIMATE: u32 = 8;
/// How long the coach may prove a move lost seeds; a move it cannot judge in time gets no note.
const COACH_TIME: Duration = Duration::from_millis(2500);

/// A pit's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PitValue {
    /// Proven by the solver.
    Exact(i32),
    /// A depth-limited search thinks so; not yet proved.
    Estimate(i32),
}

/// What the tutor is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Asked {
    /// Teach me: a good pit of the position and why.
    Hint(Position),
    /// Every playable pit's value.
    Analysis(Position),
    /// Whether the sowing `played` from `before` lost seeds, and what was better.
    Coach { before: Position, played: u8 },
}

/// What the tutor tells, as it finds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Told {
    Hint(Option<Hint>),
    /// The analysis so far: the values, and whether they are all proved (the last the analysis tells).
    Values(Vec<(u8, PitValue)>, bool),
    Better(Option<Better>),
}

/// Works out `asked` with the game's endgame table (`endgame`, or the one kept, or one built), telling what it
/// finds, until it is done or `cancel` is set; gives back the table, for the next job (none in games that
/// nothing proves).
pub fn tutor(
    asked: Asked,
    endgame: Option<Arc<EndgameTable>>,
    cancel: &AtomicBool,
    tell: &mut dyn FnMut(Told),
) -> Option<Arc<EndgameTable>> {
    match asked {
        Asked::Hint(position) => {
            let (found, endgame) =
                timed(
                    position,
                    HINT_TIME,
                    endgame,
                    cancel,
                    |solver, limits| match solver {
                        Some(solver) => hint(&position, solver, limits),
                        None => congklak_hint(&position, limits),
                    },
                );
            tell(Told::Hint(found));
            endgame
        }
        Asked::Coach { before, played } => {
            let (found, endgame) = timed(before, COACH_TIME, endgame, cancel, |solver, limits| {
                // The analysis reads the opening book and the kept proofs first: where they know, the
                // coach's words come at once and are exact.
                solver
                    .and_then(|solver| solver.analyze(&before, limits).ok())
                    .and_then(|(values, _)| better(&before, played, &values))
            });
            tell(Told::Better(found));
            endgame
        }
        Asked::Analysis(position) => analyse(position, endgame, cancel, tell),
    }
}

/// `work` for `position` with limits that stop it after `time` (or when cancelled) and a solver with the
/// game's endgame table; in the games nothing proves, no solver.
fn timed<T>(
    position: Position,
    time: Duration,
    endgame: Option<Arc<EndgameTable>>,
    cancel: &AtomicBool,
    work: impl FnOnce(Option<&mut Solver>, &Limits) -> T,
) -> (T, Option<Arc<EndgameTable>>) {
    let began = Instant::now();
    let out_of_time = || cancel.load(Ordering::Relaxed) || began.elapsed() > time;
    let limits = Limits {
        nodes: None,
        stop: Some(&out_of_time),
        progress: None,
    };
    if position.rules().is_unprovable() {
        return (work(None, &limits), None);
    }
    let endgame = table_or_build(endgame, &position);
    let mut solver = Solver::with_endgame(Arc::clone(&endgame), HINT_TABLE_BYTES)
        .with_proofs(crate::data::kept::proofs());
    (work(Some(&mut solver), &limits), Some(endgame))
}

/// The table given, or the largest in the cache folder, or the game's own, built (under a second on the
/// standard board) and saved.
fn table_or_build(table: Option<Arc<EndgameTable>>, position: &Position) -> Arc<EndgameTable> {
    table.unwrap_or_else(|| crate::data::kept::endgame(position.rules(), position.pits()))
}

/// The analysis: estimates of deeper and deeper searches, then the solver's exact values.
fn analyse(
    position: Position,
    endgame: Option<Arc<EndgameTable>>,
    cancel: &AtomicBool,
    tell: &mut dyn FnMut(Told),
) -> Option<Arc<EndgameTable>> {
    let stop = || cancel.load(Ordering::Relaxed);
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: None,
    };
    let estimates = |scores: &[Scored]| {
        scores
            .iter()
            .map(|s| {
                let seeds = (s.score as f32 / SCALE as f32).round() as i32;
                (s.pit, PitValue::Estimate(seeds))
            })
            .collect()
    };
    // Congklak, Sungka and Ô ăn quan: deeper and deeper searches, never a proof.
    if position.rules().is_unprovable() {
        for depth in (2..=DEEPEST_CONGKLAK_ESTIMATE).step_by(2) {
            let Ok(scores) = unproved::score_moves(&position, depth, &limits) else {
                return None;
            };
            tell(Told::Values(estimates(&scores), false));
        }
        return None;
    }
    let endgame = table_or_build(endgame, &position);
    let exact = |values: &[mancala_engine::MoveValue]| {
        values
            .iter()
            .map(|v| (v.pit, PitValue::Exact(v.value)))
            .collect()
    };
    // The standard game's first positions are in the opening book, and a position proved before is kept: exact
    // at once, no estimates first.
    let mut solver = Solver::with_endgame(Arc::clone(&endgame), ANALYSIS_TABLE_BYTES)
        .with_proofs(crate::data::kept::proofs());
    if let Some(values) = solver.recall_values(&position) {
        tell(Told::Values(exact(&values), true));
        return Some(endgame);
    }
    for depth in (2..=DEEPEST_ESTIMATE).step_by(2) {
        let Ok(scores) = score_moves(&position, Some(&endgame), depth, &limits) else {
            return Some(endgame);
        };
        tell(Told::Values(estimates(&scores), false));
    }
    if let Ok((values, _)) = solver.analyze(&position, &limits) {
        tell(Told::Values(exact(&values), true));
    }
    Some(endgame)
}
