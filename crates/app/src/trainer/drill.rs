//! The puzzles of the player's mistakes, played on the board: the longest overdue is set up with the player to
//! move at the bottom, one sowing answers it, and the deck judges it, reschedules it and moves both ratings.
//! After a miss the player may have the position back with the answer lit, to sow it. Another game, a lesson or
//! a tip ends the drill.

use bevy::prelude::*;

use super::deck::{Answered, Deck, LEARN_AHEAD};
use super::wall_clock::WallClock;
use crate::board::cues::Spotlight;
use crate::board::scene::Pit;
use crate::frame::AppSystems;
use crate::learn::lessons::LearnCommand;
use crate::look::palette::Palette;
use crate::turn::game::{Game, GameCommand, OnlyPit, Sown, play_intended_pit};
use crate::turn::setup::{Opponent, Setup};
use mancala_engine::{Side, Verdict};

/// Where the puzzle on the board is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// Waiting for the player's sowing.
    Asked,
    /// The sowing played, and what the deck made of it; after a miss, whether the puzzle's position is back on
    /// the board with the answer lit, to be played.
    Answered {
        pit: u8,
        answered: Answered,
        shown: bool,
    },
}

/// A puzzle on the board: its card in the deck, and where it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Active {
    pub card: usize,
    pub stage: Stage,
}

/// The puzzle on the board, if any, and this sitting's count.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Drill {
    pub active: Option<Active>,
    pub answered: u32,
    pub solved: u32,
    /// The last Start or Next found nothing due.
    pub all_done: bool,
}

/// What the player asks of the drill.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrainerCommand {
    /// The puzzle due longest (or one still learning, due within [`LEARN_AHEAD`]): the first, or the next
    /// after an answer.
    Next,
    /// After a miss: the puzzle's position back on the board, a sowing that keeps its value lit and playable.
    ShowAnswer,
    Stop,
}

/// The side the player sows from in a puzzle (a puzzle is seated so).
const SOLVER: Side = Side::South;

pub fn plugin(app: &mut App) {
    app.init_resource::<Drill>()
        .add_message::<TrainerCommand>()
        .add_systems(
            Update,
            (
                take_trainer_commands.in_set(AppSystems::ReadInput),
                judge_answer
                    .after(play_intended_pit)
                    .in_set(AppSystems::ApplyIntents),
                end_drill_elsewhere.in_set(AppSystems::React),
                light_answer.in_set(AppSystems::Show),
            ),
        );
}

fn take_trainer_commands(
    mut asked: MessageReader<TrainerCommand>,
    mut drill: ResMut<Drill>,
    deck: Res<Deck>,
    clock: Res<WallClock>,
    mut only: ResMut<OnlyPit>,
    mut games: MessageWriter<GameCommand>,
    mut lessons: MessageWriter<LearnCommand>,
) {
    for command in asked.read() {
        match command {
            TrainerCommand::Next => {
                let next = deck
                    .due(clock.now() + LEARN_AHEAD)
                    .into_iter()
                    .find_map(|card| {
                        let puzzle = deck.cards[card].puzzle()?;
                        Some((card, puzzle.position))
                    });
                drill.all_done = next.is_none();
                drill.active = None;
                *only = OnlyPit::Any;
                let Some((card, position)) = next else {
                    continue;
                };
                lessons.write(LearnCommand::Stop);
                games.write(GameCommand::Practise(puzzle_setup(), position));
                drill.active = Some(Active {
                    card,
                    stage: Stage::Asked,
                });
            }
            TrainerCommand::ShowAnswer => {
                let Some(Active {
                    card,
                    stage: Stage::Answered { pit, answered, .. },
                }) = drill.active
                else {
                    continue;
                };
                let Some(puzzle) = deck.cards.get(card).and_then(|card| card.puzzle()) else {
                    continue;
                };
                games.write(GameCommand::Practise(puzzle_setup(), puzzle.position));
                *only = OnlyPit::Pit(puzzle.answer().0);
                drill.active = Some(Active {
                    card,
                    stage: Stage::Answered {
                        pit,
                        answered,
                        shown: true,
                    },
                });
            }
            TrainerCommand::Stop => {
                drill.active = None;
                drill.all_done = false;
                *only = OnlyPit::Any;
            }
        }
    }
}

/// A puzzle is sown by one player at this screen: no Otto, no clock.
fn puzzle_setup() -> Setup {
    Setup {
        opponent: Opponent::Friend,
        clock: None,
        ..Setup::default()
    }
}

/// The player's sowing answers the puzzle: judged and scheduled; nothing more is played, and the position is
/// not a game to count in the stats or the history.
fn judge_answer(
    mut sown: MessageReader<Sown>,
    mut drill: ResMut<Drill>,
    mut deck: ResMut<Deck>,
    clock: Res<WallClock>,
    mut only: ResMut<OnlyPit>,
    mut game: ResMut<Game>,
) {
    for played in sown.read() {
        let Some(active) = drill.active else {
            continue;
        };
        if matches!(active.stage, Stage::Answered { shown: true, .. }) {
            // The answer shown, played: nothing more.
            *only = OnlyPit::NoPit;
            game.recorded = true;
            continue;
        }
        if active.stage != Stage::Asked {
            continue;
        }
        let asked = deck.cards.get(active.card).and_then(|card| card.puzzle());
        if played.sowing.mover != SOLVER || asked.is_none_or(|p| p.position != played.before) {
            continue;
        }
        let pit = played.sowing.pit;
        let Some(answered) = deck.answer(active.card, pit, clock.now()) else {
            continue;
        };
        drill.answered += 1;
        drill.solved += u32::from(answered.verdict == Verdict::Kept);
        drill.active = Some(Active {
            card: active.card,
            stage: Stage::Answered {
                pit,
                answered,
                shown: false,
            },
        });
        *only = OnlyPit::NoPit;
        game.recorded = true;
    }
}

/// Another game, a lesson or a tip takes the board: the drill is over.
fn end_drill_elsewhere(
    mut games: MessageReader<GameCommand>,
    mut lessons: MessageReader<LearnCommand>,
    mut drill: ResMut<Drill>,
) {
    let elsewhere = games
        .read()
        .any(|command| !matches!(command, GameCommand::Practise(..)))
        | lessons
            .read()
            .any(|command| matches!(command, LearnCommand::Start(_) | LearnCommand::ShowTip(_)));
    if elsewhere && drill.active.is_some() {
        drill.active = None;
    }
}

/// After a miss, once the puzzle's position is back on the board, the pit that answers it glows.
fn light_answer(
    drill: Res<Drill>,
    deck: Res<Deck>,
    game: Res<Game>,
    palette: Res<Palette>,
    mut spotlight: ResMut<Spotlight>,
) {
    let answer = drill.active.and_then(|active| match active.stage {
        Stage::Answered { shown: true, .. } => {
            let puzzle = deck.cards.get(active.card)?.puzzle()?;
            if game.position != puzzle.position {
                return None;
            }
            let (pit, _) = puzzle.answer();
            Some((
                Pit {
                    side: SOLVER,
                    index: pit,
                },
                palette.turn_glow.with_alpha(1.0),
            ))
        }
        _ => None,
    });
    if spotlight.answer != answer {
        spotlight.answer = answer;
    }
}
