//! "Teach me" and the analysis, both worked out in the background for the position on the board and dropped
//! as soon as it changes.
//!
//! - Teach me: a good pit lights up on the board and a callout by it says why (extra turn, capture, protecting a pile,
//!   keeping seeds near the end, or calculation), with the proven outcome when the solver finishes in time.
//! - The coach: after a person's sowing that lost seeds against perfect play, which pit was better and why
//!   (the threats it also names are worked out in the Learn tab, at once).
//! - Analysis: every playable pit shows the final margin it leads to for the side to move: first the estimates of
//!   deeper and deeper searches (marked ~), then the solver's exact values.
//!
//! Nothing proves a Congklak, Sungka or Ô ăn quan position: there Teach me and the analysis search (`unproved`) and say so by
//! their estimates, and the coach, which speaks only of what is proved, stays silent.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::board::cues::Spotlight;
use crate::board::layers;
use crate::board::scene::{Pit, RelayDrawing, Shape, cell_position};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::learn::lessons::Learning;
use crate::look::palette::{Palette, TYPE};
use crate::look::theme::{Ink, Lettering, lettering};
use crate::rest::Rest;
use crate::turn::game::{Game, Jumped, LookingAt, Sown};
use crate::turn::ways::{ScreenWay, quan_move};
use mancala_engine::coach::better;
use mancala_engine::depth::{SCALE, score_moves};
use mancala_engine::hint::{congklak_hint, hint};
use mancala_engine::unproved;
use mancala_engine::{Better, Cell, EndgameTable, Hint, Limits, Position, Side, Solver};

/// How long Teach me may think before it settles for a deep search.
const HINT_TIME: Duration = Duration::from_millis(1500);
const HINT_TABLE_BYTES: usize = 64 << 20;
const ANALYSIS_TABLE_BYTES: usize = 256 << 20;
const DEEPEST_ESTIMATE: u32 = 14;
/// Congklak's analysis searches this deep at the most (a relay's sowing costs more than a Kalah sowing).
const DEEPEST_CONGKLAK_ESTIMATE: u32 = 8;
/// How long the coach may prove a move lost seeds; a move it cannot judge in time gets no note.
const COACH_TIME: Duration = Duration::from_millis(2500);

/// What the player asks of the tutor.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorRequest {
    TeachMe,
    ShowAnalysis(bool),
}

/// A pit's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitValue {
    /// Proven by the solver.
    Exact(i32),
    /// A depth-limited search thinks so; not yet proved.
    Estimate(i32),
}

/// The analysis of one position, filled in as the background work goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    pub position: Option<Position>,
    pub values: Vec<(u8, PitValue)>,
    pub proved: bool,
}

struct Job<T> {
    position: Position,
    cancel: Arc<AtomicBool>,
    task: Task<T>,
}

#[derive(Resource, Default)]
pub struct Tutor {
    /// The endgame table, built by the first job (off the main thread) and shared by the later ones.
    endgame: Option<Arc<EndgameTable>>,
    hint_job: Option<Job<(Option<Hint>, Option<Arc<EndgameTable>>)>>,
    /// The hint for the position it was asked in.
    pub hint: Option<(Position, Hint)>,
    pub analysis_on: bool,
    analysis_job: Option<Job<Option<Arc<EndgameTable>>>>,
    /// The position whose analysis is under way or done.
    analysed: Option<Position>,
    analysis: Arc<Mutex<Analysis>>,
    coach_job: Option<Job<(Option<Better>, Option<Arc<EndgameTable>>)>>,
    /// The coach's note on the last person's move: which side moved, and the better move.
    pub coach_note: Option<(Side, Better)>,
}

impl Tutor {
    pub fn is_teaching(&self) -> bool {
        self.hint_job.is_some()
    }

    /// The analysis of `position`, if it is the one being analysed.
    pub fn analysis_of(&self, position: &Position) -> Option<Analysis> {
        let analysis = self.analysis.lock().ok()?;
        (analysis.position.as_ref() == Some(position)).then(|| analysis.clone())
    }

    /// The hint for `position`, if one was asked for it.
    pub fn hint_for(&self, position: &Position) -> Option<Hint> {
        self.hint
            .as_ref()
            .filter(|(asked, _)| asked == position)
            .map(|(_, hint)| *hint)
    }

    /// The shared table if it fits the board and its rules; a job without one builds it.
    fn endgame_for(&self, position: &Position) -> Option<Arc<EndgameTable>> {
        self.endgame
            .as_ref()
            .filter(|table| {
                table.pits() == u32::from(position.pits()) && table.rules() == position.rules()
            })
            .map(Arc::clone)
    }
}

/// Inside a job: the table it was given, or the largest in the cache folder, or the game's own, built (under a
/// second on the standard board) and saved.
fn table_or_build(table: Option<Arc<EndgameTable>>, position: &Position) -> Arc<EndgameTable> {
    table.unwrap_or_else(|| crate::data::kept::endgame(position.rules(), position.pits()))
}

/// Whether the analysis may be shown: not in a game against the computer (it would be a cheat) nor in the
/// daily puzzle, nor in Congklak's opening, where both hands sow at once and a move's value means nothing, nor in
/// a lesson, which lights the pit to press itself (its positions are full boards the solver would work on for
/// minutes, for values nobody asked the lesson for).
pub fn analysis_allowed(game: &Game, learning: &Learning) -> bool {
    game.puzzle.is_none()
        && learning.active.is_none()
        && game.computer_side().is_none()
        && !online_in_play(game)
        && !game.in_opening()
}

/// An online game being played: no engine helps either player then (its review comes after).
fn online_in_play(game: &Game) -> bool {
    game.remote_side().is_some() && (!game.is_finished() || game.between_online_rounds())
}

/// Whether the coach speaks in this game: never in the daily puzzle; against Otto only when asked for; between
/// two people unless turned off.
pub fn coaching(game: &Game, settings: &Settings) -> bool {
    game.puzzle.is_none()
        && !online_in_play(game)
        && if game.computer_side().is_some() {
            settings.coach_vs_otto
        } else {
            settings.coach_two_players
        }
}

/// Whether Teach me may be asked: a person to move, outside the daily puzzle and Congklak's opening (its
/// reasons are a single sowing's).
pub fn teaching_allowed(game: &Game) -> bool {
    game.puzzle.is_none() && game.awaits_person() && !online_in_play(game) && !game.in_opening()
}

#[derive(Component)]
struct ValueLabel(Pit);

pub fn plugin(app: &mut App) {
    app.init_resource::<Tutor>()
        .init_resource::<Spotlight>()
        .add_message::<TutorRequest>()
        .add_systems(Startup, spawn_value_labels)
        .add_systems(
            Update,
            (
                forget_the_hint_of_another_game,
                take_requests,
                collect_hint,
                follow_position,
                review_moves,
                collect_review,
                spotlight_hint,
                show_values,
                poll_while_working,
            )
                .chain()
                .in_set(AppSystems::React),
        );
}

/// A job under way is polled every frame, and the analysis's deeper values shown as they come.
fn poll_while_working(tutor: Res<Tutor>, mut rest: ResMut<Rest>) {
    if tutor.hint_job.is_some() || tutor.analysis_job.is_some() || tutor.coach_job.is_some() {
        rest.wake_now();
    }
}

fn take_requests(
    mut requests: MessageReader<TutorRequest>,
    mut tutor: ResMut<Tutor>,
    game: Res<Game>,
) {
    for request in requests.read() {
        match *request {
            TutorRequest::TeachMe if teaching_allowed(&game) && !tutor.is_teaching() => {
                let position = game.position;
                let job = timed_job(
                    &tutor,
                    position,
                    HINT_TIME,
                    move |solver, limits| match solver {
                        Some(solver) => hint(&position, solver, limits),
                        None => congklak_hint(&position, limits),
                    },
                );
                tutor.hint_job = Some(job);
            }
            TutorRequest::TeachMe => {}
            TutorRequest::ShowAnalysis(on) => tutor.analysis_on = on,
        }
    }
}

/// A job for `position` on the async pool: `work` with limits that stop it after `time` (or when the job is
/// cancelled) and a solver sharing the tutor's endgame table or building one, which it hands back with its
/// answer; in Congklak, which nothing proves, no solver.
fn timed_job<T: Send + 'static>(
    tutor: &Tutor,
    position: Position,
    time: Duration,
    work: impl FnOnce(Option<&mut Solver>, &Limits) -> T + Send + 'static,
) -> Job<(T, Option<Arc<EndgameTable>>)> {
    let endgame = tutor.endgame_for(&position);
    let cancel = Arc::new(AtomicBool::new(false));
    let stop = Arc::clone(&cancel);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let began = Instant::now();
        let out_of_time = move || stop.load(Ordering::Relaxed) || began.elapsed() > time;
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
    });
    Job {
        position,
        cancel,
        task,
    }
}

/// A finished job's answer, with the position it was for; the endgame table it used is kept for the next.
fn finished<T>(
    tutor: &mut Tutor,
    job: impl Fn(&mut Tutor) -> &mut Option<Job<(T, Option<Arc<EndgameTable>>)>>,
) -> Option<(Position, T)> {
    let slot = job(tutor);
    let (answer, endgame) = check_ready(&mut slot.as_mut()?.task)?;
    let position = slot.take()?.position;
    if endgame.is_some() {
        tutor.endgame = endgame;
    }
    Some((position, answer))
}

/// A new game (or an online game laid out, an undo) drops Teach me's answer, even where the new game stands
/// at the same position: it was asked in another game, and the new one may not allow it (online).
fn forget_the_hint_of_another_game(
    game: Res<Game>,
    mut tutor: ResMut<Tutor>,
    mut seen: Local<Option<u64>>,
) {
    if *seen != Some(game.generation) {
        if seen.is_some() && tutor.hint.is_some() {
            tutor.hint = None;
        }
        *seen = Some(game.generation);
    }
}

fn collect_hint(mut tutor: ResMut<Tutor>) {
    if let Some((position, found)) = finished(&mut tutor, |tutor| &mut tutor.hint_job) {
        tutor.hint = found.map(|hint| (position, hint));
    }
}

/// A new position cancels work for the old one; the analysis starts over for the new one.
fn follow_position(mut tutor: ResMut<Tutor>, game: Res<Game>, learning: Res<Learning>) {
    let position = game.position;
    if tutor
        .hint_job
        .as_ref()
        .is_some_and(|job| job.position != position)
        && let Some(job) = tutor.hint_job.take()
    {
        job.cancel.store(true, Ordering::Relaxed);
    }
    let wanted = tutor.analysis_on && analysis_allowed(&game, &learning) && !game.is_finished();
    if (!wanted || tutor.analysed != Some(position)) && tutor.analysed.is_some() {
        tutor.analysed = None;
        if let Some(job) = tutor.analysis_job.take() {
            // It stops at its next check; what it finds is for another position and is not published.
            job.cancel.store(true, Ordering::Relaxed);
            job.task.detach();
        }
        // Nothing is kept of it: values no longer wanted are not shown again for the same position later.
        if let Ok(mut analysis) = tutor.analysis.lock() {
            *analysis = Analysis::default();
        }
    }
    if let Some(job) = tutor.analysis_job.as_mut()
        && let Some(endgame) = check_ready(&mut job.task)
    {
        tutor.analysis_job = None;
        if endgame.is_some() {
            tutor.endgame = endgame;
        }
    }
    if wanted && tutor.analysed.is_none() {
        start_analysis(&mut tutor, position);
    }
}

fn start_analysis(tutor: &mut Tutor, position: Position) {
    let endgame = tutor.endgame_for(&position);
    let cancel = Arc::new(AtomicBool::new(false));
    let shared = Arc::clone(&tutor.analysis);
    if let Ok(mut analysis) = shared.lock() {
        *analysis = Analysis {
            position: Some(position),
            ..Analysis::default()
        };
    }
    let stop_flag = Arc::clone(&cancel);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let stop = move || stop_flag.load(Ordering::Relaxed);
        let limits = Limits {
            nodes: None,
            stop: Some(&stop),
            progress: None,
        };
        let publish = |values: Vec<(u8, PitValue)>, proved: bool| {
            if let Ok(mut analysis) = shared.lock()
                && analysis.position == Some(position)
            {
                analysis.values = values;
                analysis.proved = proved;
            }
        };
        let estimates = |scores: &[mancala_engine::depth::Scored]| {
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
                publish(estimates(&scores), false);
            }
            return None;
        }
        let endgame = table_or_build(endgame, &position);
        // The standard game's first positions are in the opening book, and a position proved before is kept:
        // exact at once, no estimates first.
        let mut solver = Solver::with_endgame(Arc::clone(&endgame), ANALYSIS_TABLE_BYTES)
            .with_proofs(crate::data::kept::proofs());
        if let Some(values) = solver.recall_values(&position) {
            publish(
                values
                    .iter()
                    .map(|v| (v.pit, PitValue::Exact(v.value)))
                    .collect(),
                true,
            );
            return Some(endgame);
        }
        let mut depth = 2;
        while depth <= DEEPEST_ESTIMATE {
            let Ok(scores) = score_moves(&position, Some(&endgame), depth, &limits) else {
                return Some(endgame);
            };
            publish(estimates(&scores), false);
            depth += 2;
        }
        if let Ok((values, _)) = solver.analyze(&position, &limits) {
            publish(
                values
                    .iter()
                    .map(|v| (v.pit, PitValue::Exact(v.value)))
                    .collect(),
                true,
            );
        }
        Some(endgame)
    });
    tutor.analysed = Some(position);
    tutor.analysis_job = Some(Job {
        position,
        cancel,
        task,
    });
}

/// A person's sowing, when the coach is on: the solver checks it in the background against every other pit.
fn review_moves(
    mut sown: MessageReader<Sown>,
    mut jumped: MessageReader<Jumped>,
    mut tutor: ResMut<Tutor>,
    game: Res<Game>,
    settings: Option<Res<Settings>>,
) {
    if jumped.read().count() > 0 {
        tutor.coach_note = None;
        if let Some(job) = tutor.coach_job.take() {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }
    let on = settings.is_some_and(|settings| coaching(&game, &settings));
    for Sown { before, sowing, .. } in sown.read() {
        // The coach speaks only of what is proved, and nothing proves a Congklak or Ô ăn quan position.
        if !on || game.computer_side() == Some(sowing.mover) || before.rules().is_unprovable() {
            continue;
        }
        if let Some(job) = tutor.coach_job.take() {
            job.cancel.store(true, Ordering::Relaxed);
        }
        tutor.coach_note = None;
        let (before, played) = (*before, sowing.pit);
        let job = timed_job(&tutor, before, COACH_TIME, move |solver, limits| {
            // The analysis reads the opening book and the kept proofs first: where they know, the coach's
            // words come at once and are exact.
            // Every game but Congklak (skipped above) has a solver.
            solver
                .and_then(|solver| solver.analyze(&before, limits).ok())
                .and_then(|(values, _)| better(&before, played, &values))
        });
        tutor.coach_job = Some(job);
    }
}

fn collect_review(mut tutor: ResMut<Tutor>) {
    if let Some((before, found)) = finished(&mut tutor, |tutor| &mut tutor.coach_job) {
        // The move reviewed was played from `before` by its side to move.
        tutor.coach_note = found.map(|better| (before.to_move(), better));
    }
}

fn spotlight_hint(
    tutor: Res<Tutor>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    palette: Res<Palette>,
    mut spotlight: ResMut<Spotlight>,
) {
    let lit = tutor
        .hint_for(&game.position)
        .filter(|_| !looking.is_away())
        .map(|hint| {
            (
                Pit {
                    side: game.position.to_move(),
                    index: game.position.rules().pit_of(hint.pit),
                },
                palette.hint,
            )
        });
    if spotlight.hint != lit {
        spotlight.hint = lit;
    }
}

fn spawn_value_labels(mut commands: Commands) {
    for side in Side::BOTH {
        for index in 1..=mancala_engine::MAX_PITS {
            commands.spawn((
                ValueLabel(Pit { side, index }),
                lettering("", Lettering::new(Ink::ExactValue, TYPE.caption).bold()),
                Transform::from_xyz(0.0, 0.0, layers::CAPTIONS),
                Visibility::Hidden,
            ));
        }
    }
}

/// Each playable pit's value, between the rows next to it: exact in gold, estimates with ~ in grey.
fn show_values(
    drawing: Res<RelayDrawing>,
    tutor: Res<Tutor>,
    game: Res<Game>,
    learning: Res<Learning>,
    looking: Res<LookingAt>,
    mut labels: Query<(
        &ValueLabel,
        &mut Text2d,
        &mut Lettering,
        &mut Transform,
        &mut Visibility,
    )>,
) {
    let analysis = (tutor.analysis_on && analysis_allowed(&game, &learning) && !looking.is_away())
        .then(|| tutor.analysis_of(&game.position))
        .flatten();
    let pits = game.position.pits();
    for (label, mut text, mut lettering, mut transform, mut visibility) in &mut labels {
        let Pit { side, index } = label.0;
        let rules = game.position.rules();
        // An Ô ăn quan square has a value each way: the left one first, as the screen shows them.
        let moves = match rules.is_quan() {
            true => vec![ScreenWay::Left, ScreenWay::Right]
                .into_iter()
                .map(|way| (quan_move(side, index, way), Some(way)))
                .collect(),
            false => vec![(index, None)],
        };
        let values: Vec<(PitValue, Option<ScreenWay>)> = moves
            .into_iter()
            .filter_map(|(mv, way)| {
                let analysis = analysis.as_ref()?;
                (side == game.position.to_move() && index <= pits)
                    .then(|| analysis.values.iter().find(|(pit, _)| *pit == mv))
                    .flatten()
                    .map(|(_, value)| (*value, way))
            })
            .collect();
        let Some(&(first, _)) = values.first() else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let ink = match first {
            PitValue::Exact(_) => Ink::ExactValue,
            PitValue::Estimate(_) => Ink::Estimate,
        };
        let words = values
            .iter()
            .map(|&(value, way)| {
                let number = match value {
                    PitValue::Exact(v) => format!("{v:+}"),
                    PitValue::Estimate(v) => format!("~{v:+}"),
                };
                match way {
                    Some(ScreenWay::Left) => format!("←{number}"),
                    Some(ScreenWay::Right) => format!("{number}→"),
                    None => number,
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        if text.0 != words {
            text.0 = words;
        }
        if lettering.ink != ink {
            lettering.ink = ink;
        }
        let at = cell_position(
            Cell::Pit { side, pit: index },
            Shape::of(&game.position, *drawing),
        );
        let toward_middle = if side == Side::South { 54.0 } else { -54.0 };
        transform.translation = Vec3::new(at.x, at.y + toward_middle, layers::CAPTIONS);
        visibility.set_if_neq(Visibility::Inherited);
    }
}
