//! Otto, the sea otter who plays the computer's side. Sea otters keep a favourite stone; Otto keeps a pebble
//! and plays Kalah with the rest. He is drawn from Bevy shapes above the board, wears the look of the level
//! being played (a daisy for Easy, a scarf for Medium, spectacles for Hard) and shows a mood: idle (blinking),
//! thinking, pleased or sad, with a short line of speech on the game's events.

use std::f32::consts::PI;

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

use crate::board::layers;
use crate::board::scene::BoardCamera;
use crate::board::scene::board_top;
use crate::board::sowing::Lift;
use crate::data::i18n::Texts;
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::palette::{BUBBLE, TYPE};
use crate::look::theme::{Ink, Lettering, lettering};
use crate::rest::{DOZE_SECONDS, Rest};
use crate::turn::game::{Game, Phase, Sown};
use mancala_engine::Level;

pub use crate::data::i18n::MASCOT_NAME;

use super::parts::Feature::*;
use super::parts::{Mood, Role, face, placed_parts};

/// How long a reaction (a line of speech, a pleased or sad face after a move) lasts.
const REACTION_SECONDS: f32 = 2.8;
const BLINK_EVERY: f32 = 3.7;
const BLINK_SECONDS: f32 = 0.13;
/// While the player is quiet he blinks once in this many of his usual blinks.
const QUIET_BLINK_CYCLES: f32 = 4.0;
/// A breath while he waits: its length, and how much he swells.
const BREATH_SECONDS: f32 = 3.4;
const BREATH_DEPTH: f32 = 0.018;
/// How far his pupils move towards what he watches.
const EYE_REACH: f32 = 3.0;
/// Where he sits above the board's top edge.
const SEAT_HEIGHT: f32 = 172.0;

const BUBBLE_RADIUS: f32 = 24.0;
/// Where the speech bubble begins, right of Otto's head.
const BUBBLE_LEFT: f32 = 64.0;

/// Otto's mood and what he last said, and when.
#[derive(Resource, Debug, Default)]
pub struct Mascot {
    pub mood: Mood,
    /// A mood that lasts (after a game), or one that fades after a reaction.
    reaction: Option<(Mood, f32)>,
    speech: Option<(Line, f32)>,
    lines_said: usize,
}

/// A line of Otto's: its message and the numbers put in. It is worded when shown, so that a change of language
/// rewords what he is saying (the line after a game stays until the next one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    key: String,
    values: Vec<(&'static str, u8)>,
}

impl Line {
    fn new(key: impl Into<String>, values: &[(&'static str, u8)]) -> Line {
        Line {
            key: key.into(),
            values: values.to_vec(),
        }
    }

    pub fn words(&self, texts: &Texts) -> String {
        let values: Vec<(&str, &dyn std::fmt::Display)> = self
            .values
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .collect();
        texts.fill(&self.key, &values)
    }
}

impl Mascot {
    fn react(&mut self, mood: Mood, line: Line, now: f32) {
        self.reaction = Some((mood, now));
        self.speech = Some((line, now));
        self.lines_said += 1;
    }

    /// One of a few lines (`key.1`, `key.2`, ...), varied so that Otto does not repeat himself every time.
    fn pick(&self, key: &str, count: usize, n: u8) -> Line {
        Line::new(
            format!("{key}.{}", self.lines_said % count + 1),
            &[("n", n)],
        )
    }
}

#[derive(Component)]
struct MascotRoot;

/// Where a part sits when Otto is still; the eyes glance away from it and come back.
#[derive(Component, Clone, Copy, Debug)]
struct Home(Vec3);

#[derive(Component)]
struct SpeechBubble;

#[derive(Component)]
struct SpeechText;

/// What Otto's eyes follow: a stone in flight, or else the pointer over the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
struct Gaze(Option<Vec2>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Mascot>()
        .init_resource::<Gaze>()
        .add_systems(Startup, spawn_mascot)
        .add_systems(OnEnter(Phase::Over), react_to_result)
        .add_systems(
            Update,
            (
                react_to_sowing,
                greet_puzzle,
                choose_mood,
                show_mood,
                watch,
                blink,
                speak,
                fit_bubble,
                place_mascot,
            )
                .chain()
                .in_set(AppSystems::Show),
        );
}

fn spawn_mascot(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let parts: Vec<Entity> = placed_parts()
        .into_iter()
        .map(|(part, at, turn)| {
            commands
                .spawn((
                    part.role,
                    Home(at),
                    Mesh2d(meshes.add(part.shape.mesh())),
                    MeshMaterial2d(materials.add(part.colour)),
                    Transform::from_translation(at).with_rotation(Quat::from_rotation_z(turn)),
                    Pickable::IGNORE,
                ))
                .id()
        })
        .collect();

    // The speech bubble to his right (his name is on his store).
    let bubble = commands
        .spawn((
            SpeechBubble,
            Mesh2d(meshes.add(Capsule2d::new(BUBBLE_RADIUS, 300.0))),
            MeshMaterial2d(materials.add(BUBBLE)),
            Transform::from_xyz(BUBBLE_LEFT, 20.0, 0.5)
                .with_rotation(Quat::from_rotation_z(PI / 2.0)),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .id();
    let text = commands
        .spawn((
            SpeechText,
            lettering("", Lettering::new(Ink::Speech, TYPE.speech)),
            Transform::from_xyz(BUBBLE_LEFT, 20.0, 0.6),
            Visibility::Hidden,
        ))
        .id();
    commands
        .spawn((
            MascotRoot,
            Name::new(MASCOT_NAME),
            Transform::default(),
            Visibility::default(),
        ))
        .add_children(&parts)
        .add_children(&[bubble, text]);
}

/// The bubble grows to the line of speech, once the text has been laid out.
fn fit_bubble(
    mut text: Query<(&TextLayoutInfo, &mut Transform), (With<SpeechText>, Changed<TextLayoutInfo>)>,
    mut bubble: Single<(&mut Mesh2d, &mut Transform), (With<SpeechBubble>, Without<SpeechText>)>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Ok((layout, mut text_at)) = text.single_mut() else {
        return;
    };
    let width = layout.size.x / layout.scale_factor.max(f32::EPSILON);
    let (mesh, at) = &mut *bubble;
    mesh.0 = meshes.add(Capsule2d::new(BUBBLE_RADIUS, width.max(10.0)));
    let centre = BUBBLE_LEFT + BUBBLE_RADIUS + width / 2.0;
    at.translation.x = centre;
    text_at.translation.x = centre;
}

/// Otto sits above the board, behind the top row, breathing slowly while he waits (for the first quiet seconds:
/// then he finishes the breath and sits still, so that the window can rest); he leaves in a game between two
/// people.
fn place_mascot(
    game: Res<Game>,
    mascot: Res<Mascot>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut rest: ResMut<Rest>,
    mut root: Single<(&mut Transform, &mut Visibility), With<MascotRoot>>,
) {
    let (transform, visibility) = &mut *root;
    transform.translation = Vec3::new(
        0.0,
        board_top(game.position.pits()) + SEAT_HEIGHT,
        layers::MASCOT,
    );
    let calm = settings.is_some_and(|s| s.reduce_motion);
    let present = game.computer_side().is_some();
    // The breath under way when the quiet seconds end is finished: he stops as it passes his resting size.
    let half_breath = BREATH_SECONDS / 2.0;
    let last_breath_ends = (rest.lively_until() / half_breath).ceil() * half_breath;
    let now = time.elapsed_secs();
    let breath = if calm || mascot.mood != Mood::Idle || !present || now >= last_breath_ends {
        0.0
    } else {
        rest.wake_now();
        BREATH_DEPTH * (now * 2.0 * PI / BREATH_SECONDS).sin()
    };
    transform.scale = Vec3::new(1.0 - 0.3 * breath, 1.0 + breath, 1.0);
    visibility.set_if_neq(if present {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
}

/// His own extra turns and captures please him; the person's captures do not.
fn react_to_sowing(
    mut sown: MessageReader<Sown>,
    game: Res<Game>,
    mut mascot: ResMut<Mascot>,
    time: Res<Time>,
) {
    let Some(computer) = game.computer_side() else {
        sown.clear();
        return;
    };
    let now = time.elapsed_secs();
    for Sown { sowing, .. } in sown.read() {
        if sowing.sweep.is_some() {
            continue; // the result speaks for itself
        }
        let mine = sowing.mover == computer;
        let reaction = match (mine, sowing.captured(), sowing.extra_turn) {
            (true, Some(seeds), _) => {
                Some((Mood::Pleased, mascot.pick("mascot.capture", 3, seeds)))
            }
            (true, None, true) => Some((Mood::Pleased, mascot.pick("mascot.extra", 3, 0))),
            (false, Some(seeds), _) if seeds >= 3 => {
                Some((Mood::Sad, mascot.pick("mascot.ouch", 3, seeds)))
            }
            (false, None, true) => Some((Mood::Idle, mascot.pick("mascot.nice", 2, 0))),
            _ => None,
        };
        if let Some((mood, line)) = reaction {
            mascot.react(mood, line, now);
        }
    }
}

fn react_to_result(game: Res<Game>, mut mascot: ResMut<Mascot>, time: Res<Time>) {
    let (Some(computer), Some(finish)) = (game.computer_side(), game.finish()) else {
        return;
    };
    let (mood, line) = match finish.winner {
        Some(side) if side == computer => {
            let (mine, yours) = (
                finish.score.south.max(finish.score.north),
                finish.score.south.min(finish.score.north),
            );
            (
                Mood::Pleased,
                Line::new("mascot.win", &[("mine", mine), ("yours", yours)]),
            )
        }
        Some(_) => (Mood::Sad, Line::new("mascot.lose", &[])),
        None => (Mood::Idle, Line::new("mascot.draw", &[])),
    };
    mascot.react(mood, line, time.elapsed_secs());
    // After the game the face stays until the next one.
    mascot.reaction = Some((mood, f32::INFINITY));
}

/// A daily puzzle begins with a challenge.
fn greet_puzzle(game: Res<Game>, mut mascot: ResMut<Mascot>, time: Res<Time>) {
    if game.is_changed() && game.puzzle.is_some() && game.moves_played().is_empty() {
        let line = Line::new("mascot.puzzle", &[]);
        if mascot.speech.as_ref().map(|(said, _)| said) != Some(&line) {
            mascot.react(Mood::Idle, line, time.elapsed_secs());
        }
    }
}

fn choose_mood(
    phase: Res<State<Phase>>,
    mut mascot: ResMut<Mascot>,
    time: Res<Time>,
    mut rest: ResMut<Rest>,
) {
    let now = time.elapsed_secs();
    let reacting = mascot
        .reaction
        .filter(|&(_, at)| at.is_infinite() || now - at < REACTION_SECONDS);
    if let Some((_, at)) = reacting
        && at.is_finite()
    {
        rest.wake_in_seconds(REACTION_SECONDS - (now - at));
    }
    if *phase.get() != Phase::Over && mascot.reaction.is_some_and(|(_, at)| at.is_infinite()) {
        // A new game began.
        mascot.reaction = None;
        mascot.speech = None;
    }
    let mood = match (reacting, *phase.get()) {
        (Some((mood, _)), _) => mood,
        (None, Phase::ComputerThinking) => Mood::Thinking,
        (None, _) => Mood::Idle,
    };
    if mascot.mood != mood {
        mascot.mood = mood;
    }
}

fn show_mood(mascot: Res<Mascot>, game: Res<Game>, mut parts: Query<(&Role, &mut Visibility)>) {
    let level = game.computer_level();
    let shows = face(mascot.mood).shows;
    for (role, mut visibility) in &mut parts {
        let shown = match *role {
            Role::Always => true,
            Role::Face(feature) => shows.contains(&feature),
            Role::Wears(wears) => level.map(Level::nearest_of_three) == Some(wears),
        };
        visibility.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// Otto watches a stone in flight, or else the pointer over the board.
fn watch(
    flying: Query<(&Lift, &GlobalTransform)>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<BoardCamera>>>,
    mut gaze: ResMut<Gaze>,
) {
    let stone = flying
        .iter()
        .find(|(lift, _)| lift.0 > 0.0)
        .map(|(_, at)| at.translation().truncate());
    let pointer = || {
        let cursor = window?.cursor_position()?;
        let (camera, at) = *camera?;
        camera.viewport_to_world_2d(at, cursor).ok()
    };
    gaze.set_if_neq(Gaze(stone.or_else(pointer)));
}

/// Open eyes close for a moment now and then, and look where the mood has them look, or at what he watches.
/// He blinks every few seconds, each blink a wake-up of its own; after a quiet minute his eyes close and he
/// dozes until the player stirs.
fn blink(
    mascot: Res<Mascot>,
    game: Res<Game>,
    time: Res<Time>,
    gaze: Res<Gaze>,
    mut rest: ResMut<Rest>,
    root: Single<&GlobalTransform, With<MascotRoot>>,
    mut eyes: Query<(&Role, &Home, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    let dozing = rest.dozing(now) && mascot.mood == Mood::Idle;
    // Once the player is quiet he blinks less often: each blink is two frames drawn.
    let every = if rest.lively(now) {
        BLINK_EVERY
    } else {
        BLINK_EVERY * QUIET_BLINK_CYCLES
    };
    let into_blink = now % every;
    let closed = dozing || into_blink < BLINK_SECONDS;
    if game.computer_side().is_some() && !dozing {
        let next = if into_blink < BLINK_SECONDS {
            BLINK_SECONDS - into_blink
        } else {
            every - into_blink
        };
        // The minute's end is a wake-up too: that is when he closes his eyes.
        let doze = DOZE_SECONDS - rest.quiet_for(now);
        rest.wake_in_seconds(next.min(doze));
    }
    let glance = face(mascot.mood).glance;
    for (role, home, mut transform) in &mut eyes {
        if *role != Role::Face(OpenEye) {
            continue;
        }
        transform.scale.y = if closed { 0.15 } else { 1.0 };
        let look = match gaze.0 {
            Some(target) if glance == Vec2::ZERO => {
                let eye = root.translation().truncate() + home.0.truncate();
                (target - eye).normalize_or_zero() * EYE_REACH
            }
            _ => glance,
        };
        transform.translation = home.0 + look.extend(0.0);
    }
}

fn speak(
    mascot: Res<Mascot>,
    texts: Res<Texts>,
    time: Res<Time>,
    mut rest: ResMut<Rest>,
    mut bubble: Single<&mut Visibility, (With<SpeechBubble>, Without<SpeechText>)>,
    mut text: Single<(&mut Text2d, &mut Visibility), With<SpeechText>>,
) {
    let now = time.elapsed_secs();
    let line = mascot.speech.as_ref().filter(|(_, at)| {
        now - at < REACTION_SECONDS || mascot.reaction.is_some_and(|(_, r)| r.is_infinite())
    });
    if let Some((_, at)) = line
        && now - at < REACTION_SECONDS
    {
        rest.wake_in_seconds(REACTION_SECONDS - (now - at));
    }
    let (words, text_visibility) = &mut *text;
    let visibility = match line {
        Some((line, _)) => {
            if mascot.is_changed() || texts.is_changed() {
                let said = line.words(&texts);
                if words.0 != said {
                    words.0 = said;
                }
            }
            Visibility::Inherited
        }
        None => Visibility::Hidden,
    };
    bubble.set_if_neq(visibility);
    text_visibility.set_if_neq(visibility);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::i18n::Language;

    /// Otto's line after a game stays until the next one: it is kept as its message, so that a change of language
    /// while it shows rewords it (a Vietnamese player saw it stay English).
    #[test]
    fn a_line_is_worded_in_the_language_it_is_shown_in() {
        let line = Line::new("mascot.win", &[("mine", 30), ("yours", 18)]);
        assert_eq!(
            line.words(&Texts::new(Language::English)),
            "I win, 30 to 18! Play again?"
        );
        assert_eq!(
            line.words(&Texts::new(Language::Vietnamese)),
            "Tôi thắng, 30 - 18! Chơi nữa không?"
        );
    }
}
