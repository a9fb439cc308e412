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

use std::sync::Arc;

use bevy::prelude::*;

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
use mancala_engine::{Better, Cell, EndgameTable, Hint, Position, Side};

use super::helper::{Heard, Helper};
pub use super::tutoring::PitValue;
use super::tutoring::{Asked, Told};

/// What the player asks of the tutor.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TutorRequest {
    TeachMe,
    ShowAnalysis(bool),
}

/// The analysis of one position, filled in as the background work goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    pub position: Option<Position>,
    pub values: Vec<(u8, PitValue)>,
    pub proved: bool,
}

/// A job of the tutor's for a position, under way.
struct Job {
    position: Position,
    helper: Helper,
    /// What it told before it was done: a hint can be told in one frame and its job end in the next.
    told: Vec<Told>,
}

#[derive(Resource, Default)]
pub struct Tutor {
    /// The endgame table, built by the first job (off the main thread) and shared by the later ones.
    endgame: Option<Arc<EndgameTable>>,
    hint_job: Option<Job>,
    /// The hint for the position it was asked in.
    pub hint: Option<(Position, Hint)>,
    pub analysis_on: bool,
    analysis_job: Option<Job>,
    /// The position whose analysis is under way or done.
    analysed: Option<Position>,
    analysis: Analysis,
    coach_job: Option<Job>,
    /// The coach's note on the last person's move: which side moved, and the better move.
    pub coach_note: Option<(Side, Better)>,
}

impl Tutor {
    pub fn is_teaching(&self) -> bool {
        self.hint_job.is_some()
    }

    /// The analysis of `position`, if it is the one being analysed.
    pub fn analysis_of(&self, position: &Position) -> Option<Analysis> {
        (self.analysis.position.as_ref() == Some(position)).then(|| self.analysis.clone())
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

    /// A job for `asked` about `position`, with the shared table.
    fn job(&self, position: Position, asked: Asked) -> Job {
        Job {
            position,
            helper: Helper::start(asked, self.endgame_for(&position)),
            told: Vec::new(),
        }
    }

    /// The table a finished job gives back is kept for the next.
    fn keep_table(&mut self, heard: &Heard) {
        if let Some(Some(endgame)) = &heard.done {
            self.endgame = Some(Arc::clone(endgame));
        }
    }
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
                tutor.hint_job = Some(tutor.job(position, Asked::Hint(position)));
            }
            TutorRequest::TeachMe => {}
            TutorRequest::ShowAnalysis(on) => tutor.analysis_on = on,
        }
    }
}

/// What a finished job found, from the slot `job` names; the table it used kept for the next.
fn finished(
    tutor: &mut Tutor,
    job: impl Fn(&mut Tutor) -> &mut Option<Job>,
) -> Option<(Position, Vec<Told>)> {
    let under_way = job(tutor).as_mut()?;
    let mut heard = under_way.helper.hear();
    under_way.told.append(&mut heard.told);
    heard.done.as_ref()?;
    let done = job(tutor).take()?;
    tutor.keep_table(&heard);
    Some((done.position, done.told))
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
    if let Some((position, told)) = finished(&mut tutor, |tutor| &mut tutor.hint_job) {
        let found = told.into_iter().find_map(|told| match told {
            Told::Hint(hint) => hint,
            _ => None,
        });
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
    {
        // Dropping a job stops it.
        tutor.hint_job = None;
    }
    let wanted = tutor.analysis_on && analysis_allowed(&game, &learning) && !game.is_finished();
    if (!wanted || tutor.analysed != Some(position)) && tutor.analysed.is_some() {
        tutor.analysed = None;
        // What it finds is for another position: it is stopped and not heard. Nothing is kept of it: values
        // no longer wanted are not shown again for the same position later.
        tutor.analysis_job = None;
        tutor.analysis = Analysis::default();
    }
    hear_the_analysis(&mut tutor);
    if wanted && tutor.analysed.is_none() {
        tutor.analysis = Analysis {
            position: Some(position),
            ..Analysis::default()
        };
        tutor.analysis_job = Some(tutor.job(position, Asked::Analysis(position)));
        tutor.analysed = Some(position);
    }
}

/// The analysis's values as they come, each later one in place of the earlier.
fn hear_the_analysis(tutor: &mut Tutor) {
    let Some(job) = tutor.analysis_job.as_mut() else {
        return;
    };
    let heard = job.helper.hear();
    for told in &heard.told {
        if let Told::Values(values, proved) = told {
            tutor.analysis.values.clone_from(values);
            tutor.analysis.proved = *proved;
        }
    }
    if heard.done.is_some() {
        tutor.analysis_job = None;
        tutor.keep_table(&heard);
    }
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
        tutor.coach_job = None;
    }
    let on = settings.is_some_and(|settings| coaching(&game, &settings));
    for Sown { before, sowing, .. } in sown.read() {
        // The coach speaks only of what is proved, and nothing proves a Congklak or Ô ăn quan position.
        if !on || game.computer_side() == Some(sowing.mover) || before.rules().is_unprovable() {
            continue;
        }
        tutor.coach_note = None;
        let (before, played) = (*before, sowing.pit);
        tutor.coach_job = Some(tutor.job(before, Asked::Coach { before, played }));
    }
}

fn collect_review(mut tutor: ResMut<Tutor>) {
    if let Some((before, told)) = finished(&mut tutor, |tutor| &mut tutor.coach_job) {
        // The move reviewed was played from `before` by its side to move.
        let found = told.into_iter().find_map(|told| match told {
            Told::Better(better) => better,
            _ => None,
        });
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::{AsyncComputeTaskPool, TaskPool};

    /// A hint is told just before its job ends; a poll that falls between the two must not lose it. Polling as
    /// fast as a loop can puts polls in that gap in most of these jobs (Congklak's hint needs no table).
    #[test]
    fn a_hint_told_just_before_its_job_ends_is_kept() {
        AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let position: Position = "2,0,1,0,0,3,0,1,0,2,0,0,1,0,0,0 S congklak"
            .parse()
            .unwrap();
        for _ in 0..200 {
            let mut tutor = Tutor::default();
            tutor.hint_job = Some(tutor.job(position, Asked::Hint(position)));
            let told = loop {
                if let Some((asked, told)) = finished(&mut tutor, |tutor| &mut tutor.hint_job) {
                    assert_eq!(asked, position);
                    break told;
                }
            };
            assert!(matches!(told.as_slice(), [Told::Hint(Some(_))]), "{told:?}");
        }
    }
}
