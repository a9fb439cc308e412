//! `mancala --frame-stats SECONDS`: measures how long frames take while the computer thinks and while it does
//! not, so that a search on the async pool can be shown not to stall the window. The person's side is played
//! by the first legal pit after a second's wait, so the computer thinks again and again. Prints a summary and
//! exits.

use bevy::prelude::*;

use crate::frame::AppSystems;
use crate::rest::keep_awake;
use crate::turn::game::{Game, Phase, PlayPit};

#[derive(Resource, Default)]
struct Frames {
    thinking: Vec<f32>,
    other: Vec<f32>,
    waited: f32,
    limit: f32,
}

pub fn plugin(seconds: f32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Frames {
            limit: seconds,
            ..default()
        })
        .add_systems(
            Update,
            (
                play_for_the_person.in_set(AppSystems::ReadInput),
                (record_frame, keep_awake).in_set(AppSystems::Show),
            ),
        );
    }
}

fn record_frame(
    time: Res<Time<Real>>,
    phase: Res<State<Phase>>,
    mut frames: ResMut<Frames>,
    mut exit: MessageWriter<AppExit>,
) {
    // The first second is start-up (shader compilation, the first frames), not play.
    if time.elapsed_secs() < 1.0 {
        return;
    }
    let ms = time.delta_secs() * 1000.0;
    match phase.get() {
        Phase::ComputerThinking => frames.thinking.push(ms),
        _ => frames.other.push(ms),
    }
    if time.elapsed_secs() >= frames.limit {
        println!("frame times over {:.0} s:", frames.limit);
        println!(
            "  while the computer thinks: {}",
            summary(&mut frames.thinking)
        );
        println!(
            "  otherwise:                 {}",
            summary(&mut frames.other)
        );
        exit.write(AppExit::Success);
    }
}

fn summary(ms: &mut [f32]) -> String {
    if ms.is_empty() {
        return "no frames".into();
    }
    ms.sort_by(f32::total_cmp);
    let mean = ms.iter().sum::<f32>() / ms.len() as f32;
    let at = |q: f32| ms[((ms.len() - 1) as f32 * q) as usize];
    format!(
        "{} frames, mean {mean:.1} ms, median {:.1} ms, 95th percentile {:.1} ms, worst {:.1} ms",
        ms.len(),
        at(0.5),
        at(0.95),
        ms[ms.len() - 1]
    )
}

fn play_for_the_person(
    time: Res<Time<Real>>,
    phase: Res<State<Phase>>,
    game: Res<Game>,
    mut frames: ResMut<Frames>,
    mut intents: MessageWriter<PlayPit>,
    mut commands: MessageWriter<crate::turn::game::GameCommand>,
) {
    match phase.get() {
        Phase::PersonToMove => {
            frames.waited += time.delta_secs();
            if frames.waited > 1.0
                && let Some(pit) = game.position.legal_moves().next()
            {
                intents.write(PlayPit(pit));
                frames.waited = 0.0;
            }
        }
        Phase::Over => {
            commands.write(crate::turn::game::GameCommand::NewGame(game.setup));
        }
        _ => frames.waited = 0.0,
    }
}
