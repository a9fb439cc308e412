//! The lessons and the guide on the board: a lesson sets up each step's position, lights the pit to press and
//! lets the game play only that pit (another press is explained, not played); after the sowing it says what
//! happened; at the end it offers the lesson's challenge against Otto. A tip of the guide sets up its position
//! and lights its move. Progress (lessons done, challenges won, whether the lessons were offered) is saved.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::board::cues::Spotlight;
use crate::board::scene::Pit;
use crate::frame::AppSystems;
use crate::look::palette::Palette;
use crate::turn::game::{Declined, Game, GameCommand, Jumped, OnlyPit, Redraw, Sown};
use crate::turn::setup::{First, Opponent, Setup};
use mancala_engine::guide::TIPS;
use mancala_engine::lessons::{LEARNER, LESSONS, judge};
use mancala_engine::{LastSeed, Level, Position, Press, Side};

/// What the learner has done, saved between games.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// Lessons whose steps were all pressed, by key.
    pub done: BTreeSet<String>,
    /// Lessons whose challenge was won, by key.
    pub won: BTreeSet<String>,
    /// The lessons were offered at a first start (taken or not).
    pub offered: bool,
}

/// Where a lesson is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the step's pit.
    Press,
    /// The step's sowing was played; what it did.
    Told(LastSeed),
    /// Every step done: the challenge is offered.
    Finished,
    /// Playing the challenge against Otto.
    Challenge,
    /// The challenge is over: won or not.
    ChallengeOver { won: bool },
}

/// A lesson under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Active {
    /// Into [`LESSONS`].
    pub lesson: usize,
    pub step: usize,
    pub stage: Stage,
    /// The last press that was not the step's, and what it would have done.
    pub wrong: Option<(u8, Press)>,
}

/// The lesson under way, if any, and the tip on the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Learning {
    pub active: Option<Active>,
    /// A tip of the guide, while its position is on the board: its index and its pit.
    pub tip: Option<(usize, Position, u8)>,
}

/// The game in hand when a lesson or a tip took the board, given back when the learner stops the lesson.
#[derive(Resource, Default)]
pub struct GameBeforeLesson(pub Option<Game>);

/// What the learner asks on the screens.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    Start(usize),
    Next,
    Challenge,
    Stop,
    ShowTip(usize),
    /// The first start's offer was answered.
    Offered,
}

/// The lessons' games: two players on one screen (the learner sows for both), and the challenge against Easy.
const LESSON_SETUP: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::South,
    pits: 6,
    seeds: 4,
    clock: None,
    rules: mancala_engine::KALAH,
    fair: crate::turn::setup::Fairness::Usual,
};
const CHALLENGE_SETUP: Setup = Setup {
    opponent: Opponent::Computer(Level::Easy),
    ..LESSON_SETUP
};

pub fn plugin(app: &mut App) {
    app.init_resource::<Learning>()
        .init_resource::<LessonProgress>()
        .init_resource::<GameBeforeLesson>()
        .add_message::<LearnCommand>()
        .add_systems(
            Update,
            (
                take_learn_commands.in_set(AppSystems::ReadInput),
                follow_lesson.in_set(AppSystems::React),
                light_lesson_pit.in_set(AppSystems::Show),
            ),
        );
}

fn take_learn_commands(
    mut asked: MessageReader<LearnCommand>,
    mut learning: ResMut<Learning>,
    mut progress: ResMut<LessonProgress>,
    mut only: ResMut<OnlyPit>,
    mut game: ResMut<Game>,
    mut before: ResMut<GameBeforeLesson>,
    mut commands: MessageWriter<GameCommand>,
    mut laid_out: (MessageWriter<Jumped>, MessageWriter<Redraw>),
) {
    for command in asked.read() {
        match *command {
            LearnCommand::Start(lesson) if lesson < LESSONS.len() => {
                keep_the_game(&mut before, &game);
                progress.offered = true;
                learning.tip = None;
                learning.active = Some(Active {
                    lesson,
                    step: 0,
                    stage: Stage::Press,
                    wrong: None,
                });
                let step = LESSONS[lesson].steps[0];
                commands.write(GameCommand::Practise(
                    LESSON_SETUP,
                    step.position(Position::standard()),
                ));
                *only = OnlyPit::Pit(step.pit);
            }
            LearnCommand::Next => {
                let Some(active) = learning.active.as_mut() else {
                    continue;
                };
                let lesson = &LESSONS[active.lesson];
                if !matches!(active.stage, Stage::Told(_)) {
                    continue;
                }
                if active.step + 1 < lesson.steps.len() {
                    active.step += 1;
                    active.stage = Stage::Press;
                    active.wrong = None;
                    let step = lesson.steps[active.step];
                    // A step that carries on starts from where the board is, with the learner to move.
                    let position = step.position(game.position.with_to_move(LEARNER));
                    commands.write(GameCommand::Practise(LESSON_SETUP, position));
                    *only = OnlyPit::Pit(step.pit);
                } else {
                    active.stage = Stage::Finished;
                    progress.done.insert(lesson.key.to_string());
                }
            }
            LearnCommand::Challenge => {
                let Some(active) = learning.active.as_mut() else {
                    continue;
                };
                if matches!(active.stage, Stage::Finished | Stage::ChallengeOver { .. }) {
                    active.stage = Stage::Challenge;
                    commands.write(GameCommand::Practise(
                        CHALLENGE_SETUP,
                        LESSONS[active.lesson].challenge(),
                    ));
                    *only = OnlyPit::Any;
                }
            }
            LearnCommand::Stop => {
                learning.active = None;
                *only = OnlyPit::Any;
                if let Some(mut earlier) = before.0.take() {
                    // Newer than anything begun for the lesson's board, so that Otto's search for it is dropped.
                    earlier.generation = game.generation.max(earlier.generation) + 1;
                    *game = earlier;
                    laid_out.0.write(Jumped);
                    laid_out.1.write(Redraw);
                }
            }
            LearnCommand::ShowTip(index) if index < TIPS.len() => {
                keep_the_game(&mut before, &game);
                learning.active = None;
                *only = OnlyPit::Any;
                let tip = TIPS[index];
                let position: Position =
                    tip.position.parse().expect("the tips' positions are valid");
                learning.tip = Some((index, position, tip.pit));
                commands.write(GameCommand::Practise(LESSON_SETUP, position));
            }
            LearnCommand::Offered => progress.offered = true,
            LearnCommand::Start(_) | LearnCommand::ShowTip(_) => {}
        }
    }
}

/// Keeps the game in hand to give back after the lesson: the first time a lesson or a tip takes the board, not
/// when one follows another. An online game goes on at the server and is not kept: it is laid out again from there.
fn keep_the_game(before: &mut GameBeforeLesson, game: &Game) {
    if before.0.is_none() && game.remote_side().is_none() && game.watched.is_none() {
        before.0 = Some(game.clone());
    }
}

/// The step's sowing says what happened; another press is explained; a game begun from the screens ends the
/// lesson; the challenge's result is kept.
fn follow_lesson(
    mut sown: MessageReader<Sown>,
    mut declined: MessageReader<Declined>,
    mut commands: MessageReader<GameCommand>,
    mut learning: ResMut<Learning>,
    mut progress: ResMut<LessonProgress>,
    mut only: ResMut<OnlyPit>,
    mut before: ResMut<GameBeforeLesson>,
    game: Res<Game>,
) {
    let (mut elsewhere, mut new_game) = (false, false);
    for command in commands.read() {
        elsewhere |= !matches!(command, GameCommand::Practise(..));
        // A lesson's own boards are practice games: they leave the kept game be.
        new_game |= command.begins_a_game() && !matches!(command, GameCommand::Practise(..));
    }
    if elsewhere {
        learning.active = None;
        learning.tip = None;
        *only = OnlyPit::Any;
    }
    // The player has moved on to another game: the one before the lesson is not given back over it.
    if new_game {
        before.0 = None;
    }
    let Some(mut active) = learning.active else {
        sown.clear();
        declined.clear();
        return;
    };
    for Sown { sowing, .. } in sown.read() {
        if active.stage == Stage::Press && sowing.mover == LEARNER {
            active.stage = Stage::Told(LastSeed::of(sowing));
            active.wrong = None;
            // Nothing more is played until the learner goes on.
            *only = OnlyPit::NoPit;
        }
    }
    for no in declined.read() {
        if let Some(wanted) = no.wanted {
            active.wrong = Some((no.pit, judge(&no.position, wanted, no.pit)));
        }
    }
    if active.stage == Stage::Challenge
        && let Some(finish) = game.finish()
    {
        let won = finish.winner == Some(Side::South) && finish.resigned.is_none();
        if won {
            progress.won.insert(LESSONS[active.lesson].key.to_string());
        }
        active.stage = Stage::ChallengeOver { won };
    }
    learning.set_if_neq(Learning {
        active: Some(active),
        ..*learning
    });
}

/// The pit to press glows, and a tip's move while its position is on the board.
fn light_lesson_pit(
    mut learning: ResMut<Learning>,
    game: Res<Game>,
    palette: Res<Palette>,
    mut spotlight: ResMut<Spotlight>,
) {
    if let Some((_, position, _)) = learning.tip
        && position != game.position
    {
        learning.tip = None;
    }
    let lesson_pit = learning.active.and_then(|active| {
        (active.stage == Stage::Press).then(|| LESSONS[active.lesson].steps[active.step].pit)
    });
    let pit = lesson_pit.or(learning.tip.map(|(_, _, pit)| pit));
    let lit = pit.map(|mv| {
        (
            Pit {
                side: LEARNER,
                index: game.position.rules().pit_of(mv),
            },
            palette.turn_glow.with_alpha(1.0),
        )
    });
    if spotlight.lesson != lit {
        spotlight.lesson = lit;
    }
}
