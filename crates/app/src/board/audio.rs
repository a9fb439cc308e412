//! Sound: a soft click as each stone lands, a tumble of stones for a capture, a chime at the end of a game.
//! The sounds are synthesised (see `assets/sounds/make_sounds.py`). Muting silences everything; without an
//! audio device Bevy plays nothing and the game goes on.

use bevy::audio::Volume;
use bevy::prelude::*;

use super::sowing::{Landed, Stage};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::turn::game::Phase;

#[derive(Resource)]
struct Sounds {
    click: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds)
        .add_systems(Update, play_landings.in_set(AppSystems::Show))
        .add_systems(OnEnter(Phase::Over), play_end);
}

/// The sounds are built into the program, so it plays them wherever it is installed.
fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: bytes.into(),
        })
    };
    commands.insert_resource(Sounds {
        click: add(include_bytes!("../../../../assets/sounds/click.wav")),
        capture: add(include_bytes!("../../../../assets/sounds/capture.wav")),
        end: add(include_bytes!("../../../../assets/sounds/end.wav")),
    });
}

fn play(commands: &mut Commands, sound: &Handle<AudioSource>, volume: f32, speed: f32) {
    commands.spawn((
        AudioPlayer::new(sound.clone()),
        PlaybackSettings::DESPAWN
            .with_volume(Volume::Linear(volume))
            .with_speed(speed),
    ));
}

/// One click a frame at most (a skipped sowing lands every stone at once), a little higher or lower each time
/// so that a run of drops does not sound mechanical; a capture sounds once.
fn play_landings(
    mut commands: Commands,
    mut landed: MessageReader<Landed>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    mut count: Local<u32>,
) {
    let stones: Vec<Landed> = landed.read().copied().collect();
    if settings.muted || stones.is_empty() {
        return;
    }
    *count += 1;
    if stones.iter().any(|l| l.stage == Stage::Captured && l.first) {
        play(&mut commands, &sounds.capture, 0.7, 1.0);
    } else {
        let wobble = [1.0, 1.06, 0.95, 1.03, 0.98, 1.08][*count as usize % 6];
        play(&mut commands, &sounds.click, 0.45, wobble);
    }
}

fn play_end(mut commands: Commands, sounds: Res<Sounds>, settings: Res<Settings>) {
    if !settings.muted {
        play(&mut commands, &sounds.end, 0.6, 1.0);
    }
}
