//! The window rests: a frame is asked for at once only while something moves, Otto's idle breath plays for the
//! first quiet seconds, his blinks and the clock's seconds are wake-ups of their own, and after a quiet minute
//! he dozes until a key is pressed. The game's clock is stepped by hand, a tenth of a second a frame.

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::winit::{UpdateMode, WinitSettings};
use mancala::app::board::sowing::{Animation, SkipAnimation};
use mancala::app::daily::puzzles::Puzzles;
use mancala::app::otto::{mascot, parts::Feature, parts::Role};
use mancala::app::rest::{self, DOZE_SECONDS, LIVELY_SECONDS, Rest};
use mancala::app::turn::clock::until_it_reads_otherwise;
use mancala::app::turn::game::{Game, PlayPit};
use mancala::engine::Level;

use crate::headless::game_against;
use crate::input::{key, windowed_app};

const FRAME: Duration = Duration::from_millis(100);

/// A game against Otto (Easy), the person to move, with Otto and the rest in a windowed app without a renderer.
/// Once the daily puzzles worked out at start are in (their work is polled every frame), the clock is stepped by
/// hand and the player is taken to have stirred: the returned second is that moment.
fn otto_app() -> (App, f32) {
    let mut app = windowed_app(game_against(Level::Easy), |app| {
        app.add_plugins((mascot::plugin, rest::window_plugin));
    });
    let began = std::time::Instant::now();
    while app.world().resource::<Puzzles>().is_preparing() {
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "the daily puzzles never came"
        );
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    let now = seconds(&app);
    app.world_mut().resource_mut::<Rest>().stir(now);
    (app, now)
}

fn seconds(app: &App) -> f32 {
    app.world().resource::<Time>().elapsed_secs()
}

fn frames_until(app: &mut App, second: f32) {
    while seconds(app) < second {
        app.update();
    }
}

fn soonest(app: &App) -> Option<Duration> {
    app.world().resource::<Rest>().soonest()
}

/// Whether Otto's open eyes are shut (blinking or dozing).
fn eyes_shut(app: &mut App) -> bool {
    let mut eyes = app.world_mut().query::<(&Role, &Transform)>();
    eyes.iter(app.world())
        .filter(|(role, _)| **role == Role::Face(Feature::OpenEye))
        .all(|(_, transform)| transform.scale.y < 0.5)
}

#[test]
fn otto_breathes_then_only_blinks_then_dozes_until_a_key() {
    let (mut app, t0) = otto_app();
    // The first quiet seconds: he breathes, so every frame asks for the next.
    frames_until(&mut app, t0 + LIVELY_SECONDS - 1.0);
    assert_eq!(
        soonest(&app),
        Some(Duration::ZERO),
        "breathing at {} s",
        seconds(&app)
    );
    // Then he sits still: the next frame is his next blink (rarer while the player is quiet).
    frames_until(&mut app, t0 + LIVELY_SECONDS + 3.0);
    let wait = soonest(&app).expect("a blink to come");
    assert!(
        wait > Duration::ZERO && wait <= Duration::from_secs(15),
        "{wait:?}"
    );
    // The alarm is set for it; the window's event loop itself waits as long as it may.
    assert_eq!(app.world().resource::<Rest>().alarm(), Some(wait));
    let settings = app.world().resource::<WinitSettings>();
    assert!(
        matches!(settings.focused_mode, UpdateMode::Reactive { wait, .. } if wait >= Duration::from_secs(60))
    );
    // A quiet minute: his eyes close, and nothing asks for a frame.
    frames_until(&mut app, t0 + DOZE_SECONDS + 0.5);
    assert!(eyes_shut(&mut app), "dozing at {} s", seconds(&app));
    assert_eq!(soonest(&app), None);
    // A key wakes him: his eyes open and he breathes again.
    key(&mut app, KeyCode::KeyM, ButtonState::Pressed);
    app.update();
    key(&mut app, KeyCode::KeyM, ButtonState::Released);
    app.update();
    assert_eq!(soonest(&app), Some(Duration::ZERO));
    let woken = seconds(&app);
    frames_until(&mut app, woken + 1.0);
    let into_blink = seconds(&app) % 3.7;
    assert!(
        into_blink < 0.13 || !eyes_shut(&mut app),
        "awake after the key"
    );
}

#[test]
fn a_sowing_asks_for_every_frame_until_its_stones_have_landed() {
    let (mut app, t0) = otto_app();
    frames_until(&mut app, t0 + DOZE_SECONDS + 0.5);
    assert_eq!(soonest(&app), None, "at rest before the move");
    // The frame after a rest comes long after the one before: here half a minute.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(30)));
    app.world_mut().write_message(PlayPit(1));
    app.update();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    let before = app.world().resource::<Game>().position;
    assert_ne!(before, Game::default().position, "pit 1 was played");
    // That frame started the sowing at its beginning, not half a minute into it: the stones still fly.
    assert!(app.world().resource::<Animation>().is_playing());
    assert_eq!(soonest(&app), Some(Duration::ZERO), "stones in flight");
    app.update();
    assert!(app.world().resource::<Animation>().is_playing());
    assert_eq!(soonest(&app), Some(Duration::ZERO));
    app.world_mut().write_message(SkipAnimation);
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
}

#[test]
fn a_running_clock_wakes_the_window_when_it_reads_otherwise() {
    let second = Duration::from_secs(1);
    assert_eq!(
        until_it_reads_otherwise(Duration::from_millis(179_400)),
        Duration::from_millis(400)
    );
    assert_eq!(until_it_reads_otherwise(Duration::from_secs(180)), second);
    assert_eq!(
        until_it_reads_otherwise(Duration::from_millis(9_950)),
        Duration::from_millis(50)
    );
    assert_eq!(
        until_it_reads_otherwise(Duration::from_millis(9_900)),
        Duration::from_millis(100)
    );
}

/// A resize wakes the window for the frames it takes to lay the screens and the board out at the new size: a
/// window that slept after the first showed the board stretched until the pointer moved.
#[test]
fn a_resize_keeps_the_window_awake_until_the_layout_has_followed() {
    let (mut app, t0) = otto_app();
    // Quiet long enough to rest between frames, once the work in the background is done (on a loaded machine
    // a search of the start may still be running after the lively seconds, and rightly keeps it awake).
    frames_until(&mut app, t0 + LIVELY_SECONDS + 1.0);
    let began = std::time::Instant::now();
    while soonest(&app) == Some(Duration::ZERO) {
        assert!(began.elapsed() < Duration::from_secs(60), "never at rest");
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    app.world_mut().write_message(bevy::window::WindowResized {
        window,
        width: 800.0,
        height: 600.0,
    });
    for frame in 0..3 {
        app.update();
        assert_eq!(
            soonest(&app),
            Some(Duration::ZERO),
            "frame {frame} after the resize"
        );
    }
    app.update();
    assert_ne!(soonest(&app), Some(Duration::ZERO), "resting again");
}
