//! Otto, the sea otter who plays the computer's side. Sea otters keep a favourite stone; Otto keeps a pebble
//! and plays Kalah with the rest. He is drawn from Bevy shapes above the board, wears the look of the level
//! being played (a daisy for Easy, a scarf for Medium, spectacles for Hard) and shows a mood: idle (blinking),
//! thinking, pleased or sad, with a short line of speech on the game's events.

use std::f32::consts::PI;

use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

use super::board::board_top;
use super::game::{Game, Phase, Sown, Turns};
use super::i18n::Texts;
use crate::engine::ai::Level;

pub const MASCOT_NAME: &str = "Otto";

/// How long a reaction (a line of speech, a pleased or sad face after a move) lasts.
const REACTION_SECONDS: f32 = 2.8;
const BLINK_EVERY: f32 = 3.7;
const BLINK_SECONDS: f32 = 0.13;

const FUR: Color = Color::srgb(0.47, 0.32, 0.21);
const FUR_DARK: Color = Color::srgb(0.33, 0.21, 0.13);
const FACE: Color = Color::srgb(0.93, 0.85, 0.72);
const INK: Color = Color::srgb(0.12, 0.08, 0.06);
const BLUSH: Color = Color::srgba(0.95, 0.45, 0.45, 0.55);
const PEBBLE: Color = Color::srgb(0.62, 0.7, 0.78);
const BUBBLE: Color = Color::srgb(0.98, 0.96, 0.9);
const BUBBLE_RADIUS: f32 = 24.0;
/// Where the speech bubble begins, right of Otto's head.
const BUBBLE_LEFT: f32 = 64.0;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mood {
    #[default]
    Idle,
    Thinking,
    Pleased,
    Sad,
}

/// Otto's mood and what he last said, and when.
#[derive(Resource, Debug, Default)]
pub struct Mascot {
    pub mood: Mood,
    /// A mood that lasts (after a game), or one that fades after a reaction.
    reaction: Option<(Mood, f32)>,
    pub speech: Option<(String, f32)>,
    lines_said: usize,
}

impl Mascot {
    fn react(&mut self, mood: Mood, line: String, now: f32) {
        self.reaction = Some((mood, now));
        self.speech = Some((line, now));
        self.lines_said += 1;
    }

    /// One of a few lines (`key.1`, `key.2`, ...), varied so that Otto does not repeat himself every time.
    fn pick(&self, texts: &Texts, key: &str, count: usize, n: u8) -> String {
        let key = format!("{key}.{}", self.lines_said % count + 1);
        texts.fill(&key, &[("n", &n)])
    }
}

#[derive(Component)]
struct MascotRoot;

/// A piece of Otto that shows only in some moods or on some levels.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Part {
    OpenEye,
    HappyEye,
    SadBrow,
    Smile,
    Frown,
    FlatMouth,
    Blush,
    ThoughtDot,
    Accessory(Level),
}

#[derive(Component)]
struct SpeechBubble;

#[derive(Component)]
struct SpeechText;

#[derive(Component)]
struct NamePlate;

pub fn plugin(app: &mut App) {
    app.init_resource::<Mascot>()
        .add_systems(Startup, spawn_mascot)
        .add_systems(OnEnter(Phase::Over), react_to_result)
        .add_systems(
            Update,
            (
                react_to_sowing,
                greet_puzzle,
                choose_mood,
                show_mood,
                blink,
                speak,
                fit_bubble,
                place_mascot,
            )
                .chain()
                .after(Turns),
        );
}

fn spawn_mascot(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut shape = |mesh: Mesh, color: Color, at: Vec3| {
        (
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(materials.add(color)),
            Transform::from_translation(at),
            Pickable::IGNORE,
        )
    };
    let root = commands
        .spawn((
            MascotRoot,
            Name::new(MASCOT_NAME),
            Transform::default(),
            Visibility::default(),
        ))
        .id();
    let mut parts: Vec<Entity> = Vec::new();
    let mut add = |commands: &mut Commands, bundle, part: Option<Part>| {
        let mut entity = commands.spawn(bundle);
        if let Some(part) = part {
            entity.insert(part);
        }
        parts.push(entity.id());
    };

    // Body, paws and the pebble he holds.
    add(
        &mut commands,
        shape(
            Ellipse::new(50.0, 44.0).into(),
            FUR,
            Vec3::new(0.0, -62.0, 0.0),
        ),
        None,
    );
    add(
        &mut commands,
        shape(
            Ellipse::new(34.0, 30.0).into(),
            FACE,
            Vec3::new(0.0, -66.0, 0.1),
        ),
        None,
    );
    add(
        &mut commands,
        shape(
            Ellipse::new(15.0, 11.0).into(),
            PEBBLE,
            Vec3::new(0.0, -62.0, 0.3),
        ),
        None,
    );
    for x in [-13.0, 13.0] {
        add(
            &mut commands,
            shape(Circle::new(9.0).into(), FUR_DARK, Vec3::new(x, -66.0, 0.4)),
            None,
        );
    }
    // Head, ears, face.
    for x in [-40.0, 40.0] {
        add(
            &mut commands,
            shape(Circle::new(13.0).into(), FUR_DARK, Vec3::new(x, 34.0, 0.5)),
            None,
        );
    }
    add(
        &mut commands,
        shape(Circle::new(50.0).into(), FUR, Vec3::new(0.0, 0.0, 0.6)),
        None,
    );
    add(
        &mut commands,
        shape(
            Ellipse::new(36.0, 25.0).into(),
            FACE,
            Vec3::new(0.0, -17.0, 0.7),
        ),
        None,
    );
    for x in [-19.0, 19.0] {
        add(
            &mut commands,
            shape(Ellipse::new(6.5, 8.0).into(), INK, Vec3::new(x, 9.0, 0.8)),
            Some(Part::OpenEye),
        );
        // Happy eyes: a caret, two short strokes.
        for lean in [-1.0, 1.0] {
            let mut stroke = shape(
                Capsule2d::new(2.2, 8.0).into(),
                INK,
                Vec3::new(x + lean * 4.0, 9.0, 0.8),
            );
            stroke.2.rotation = Quat::from_rotation_z(lean * 0.9);
            add(&mut commands, stroke, Some(Part::HappyEye));
        }
        add(
            &mut commands,
            shape(
                Circle::new(7.0).into(),
                BLUSH,
                Vec3::new(x * 1.6, -12.0, 0.8),
            ),
            Some(Part::Blush),
        );
        let brow = shape(
            Rectangle::new(16.0, 3.5).into(),
            INK,
            Vec3::new(x, 22.0, 0.8),
        );
        let mut brow_transform = brow.2;
        // Inner ends raised: worried, not cross.
        brow_transform.rotation = Quat::from_rotation_z(if x < 0.0 { 0.4 } else { -0.4 });
        add(
            &mut commands,
            (brow.0, brow.1, brow_transform, brow.3),
            Some(Part::SadBrow),
        );
        // Whiskers.
        for (dy, tilt) in [(-14.0, 0.12), (-20.0, -0.1)] {
            let whisker = shape(
                Rectangle::new(22.0, 1.6).into(),
                FUR_DARK,
                Vec3::new(x * 2.2, dy, 0.8),
            );
            let mut at = whisker.2;
            at.rotation = Quat::from_rotation_z(if x < 0.0 { tilt } else { -tilt });
            add(&mut commands, (whisker.0, whisker.1, at, whisker.3), None);
        }
    }
    add(
        &mut commands,
        shape(
            Ellipse::new(9.0, 6.0).into(),
            INK,
            Vec3::new(0.0, -8.0, 0.9),
        ),
        None,
    );
    let mut smile = shape(
        CircularSegment::new(10.0, 1.2).into(),
        INK,
        Vec3::new(0.0, -17.0, 0.9),
    );
    smile.2.rotation = Quat::from_rotation_z(PI);
    add(&mut commands, smile, Some(Part::Smile));
    add(
        &mut commands,
        shape(
            CircularSegment::new(9.0, 1.0).into(),
            INK,
            Vec3::new(0.0, -30.0, 0.9),
        ),
        Some(Part::Frown),
    );
    // The flat mouth lies on its side.
    let mut flat = shape(
        Capsule2d::new(1.8, 10.0).into(),
        INK,
        Vec3::new(0.0, -24.0, 0.9),
    );
    flat.2.rotation = Quat::from_rotation_z(PI / 2.0);
    add(&mut commands, flat, Some(Part::FlatMouth));
    for (i, radius) in [5.0, 7.0, 10.0].into_iter().enumerate() {
        add(
            &mut commands,
            shape(
                Circle::new(radius).into(),
                BUBBLE,
                Vec3::new(-52.0 - 14.0 * i as f32, 48.0 + 16.0 * i as f32, 0.9),
            ),
            Some(Part::ThoughtDot),
        );
    }
    // Easy: a daisy behind the ear.
    for petal in 0..8 {
        let angle = petal as f32 * PI / 4.0;
        add(
            &mut commands,
            shape(
                Circle::new(6.0).into(),
                Color::WHITE,
                Vec3::new(34.0 + 9.0 * angle.cos(), 44.0 + 9.0 * angle.sin(), 1.0),
            ),
            Some(Part::Accessory(Level::Easy)),
        );
    }
    add(
        &mut commands,
        shape(
            Circle::new(5.5).into(),
            Color::srgb(0.98, 0.8, 0.2),
            Vec3::new(34.0, 44.0, 1.1),
        ),
        Some(Part::Accessory(Level::Easy)),
    );
    // Medium: a scarf.
    let mut scarf = shape(
        Capsule2d::new(9.0, 70.0).into(),
        Color::srgb(0.2, 0.55, 0.62),
        Vec3::new(0.0, -40.0, 1.0),
    );
    scarf.2.rotation = Quat::from_rotation_z(PI / 2.0);
    add(&mut commands, scarf, Some(Part::Accessory(Level::Medium)));
    add(
        &mut commands,
        shape(
            Rectangle::new(14.0, 34.0).into(),
            Color::srgb(0.2, 0.55, 0.62),
            Vec3::new(26.0, -60.0, 1.0),
        ),
        Some(Part::Accessory(Level::Medium)),
    );
    // Hard: round spectacles.
    for x in [-19.0, 19.0] {
        add(
            &mut commands,
            shape(
                Annulus::new(11.0, 14.0).into(),
                Color::srgb(0.85, 0.7, 0.3),
                Vec3::new(x, 9.0, 1.0),
            ),
            Some(Part::Accessory(Level::Hard)),
        );
    }
    add(
        &mut commands,
        shape(
            Rectangle::new(10.0, 3.0).into(),
            Color::srgb(0.85, 0.7, 0.3),
            Vec3::new(0.0, 11.0, 1.0),
        ),
        Some(Part::Accessory(Level::Hard)),
    );

    // The speech bubble to his right, and his name below.
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
            Text2d::default(),
            TextFont {
                font_size: FontSize::Px(24.0),
                ..default()
            },
            TextColor(INK),
            Transform::from_xyz(BUBBLE_LEFT, 20.0, 0.6),
            Visibility::Hidden,
        ))
        .id();
    let name = commands
        .spawn((
            NamePlate,
            Text2d::new(MASCOT_NAME),
            TextFont {
                font_size: FontSize::Px(22.0),
                ..default()
            },
            TextColor(Color::srgb(0.96, 0.92, 0.84)),
            Transform::from_xyz(-95.0, -40.0, 0.6),
        ))
        .id();
    commands
        .entity(root)
        .add_children(&parts)
        .add_children(&[bubble, text, name]);
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

/// Otto sits above the board, behind the top row; he leaves in a game between two people.
fn place_mascot(
    game: Res<Game>,
    mut root: Single<(&mut Transform, &mut Visibility), With<MascotRoot>>,
) {
    let (transform, visibility) = &mut *root;
    transform.translation = Vec3::new(0.0, board_top(game.position.pits()) + 150.0, 0.2);
    visibility.set_if_neq(if game.computer_side().is_some() {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    });
}

/// His own extra turns and captures please him; the person's captures do not.
fn react_to_sowing(
    mut sown: MessageReader<Sown>,
    game: Res<Game>,
    texts: Res<Texts>,
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
        let reaction = match (mine, sowing.capture, sowing.extra_turn) {
            (true, Some(capture), _) => Some((
                Mood::Pleased,
                mascot.pick(&texts, "mascot.capture", 3, capture.opposite + 1),
            )),
            (true, None, true) => Some((Mood::Pleased, mascot.pick(&texts, "mascot.extra", 3, 0))),
            (false, Some(capture), _) if capture.opposite >= 2 => Some((
                Mood::Sad,
                mascot.pick(&texts, "mascot.ouch", 3, capture.opposite + 1),
            )),
            (false, None, true) => Some((Mood::Idle, mascot.pick(&texts, "mascot.nice", 2, 0))),
            _ => None,
        };
        if let Some((mood, line)) = reaction {
            mascot.react(mood, line, now);
        }
    }
}

fn react_to_result(
    game: Res<Game>,
    texts: Res<Texts>,
    mut mascot: ResMut<Mascot>,
    time: Res<Time>,
) {
    let (Some(computer), Some(finish)) = (game.computer_side(), game.finish()) else {
        return;
    };
    let (mood, line) = match finish.winner {
        Some(side) if side == computer => {
            let (mine, yours) = (
                finish.south.max(finish.north),
                finish.south.min(finish.north),
            );
            (
                Mood::Pleased,
                texts.fill("mascot.win", &[("mine", &mine), ("yours", &yours)]),
            )
        }
        Some(_) => (Mood::Sad, texts.get("mascot.lose").to_string()),
        None => (Mood::Idle, texts.get("mascot.draw").to_string()),
    };
    mascot.react(mood, line, time.elapsed_secs());
    // After the game the face stays until the next one.
    mascot.reaction = Some((mood, f32::INFINITY));
}

/// A daily puzzle begins with a challenge.
fn greet_puzzle(game: Res<Game>, texts: Res<Texts>, mut mascot: ResMut<Mascot>, time: Res<Time>) {
    if game.is_changed() && game.puzzle.is_some() && game.moves_played().is_empty() {
        let line = texts.get("mascot.puzzle").to_string();
        if mascot.speech.as_ref().map(|(said, _)| said) != Some(&line) {
            mascot.react(Mood::Idle, line, time.elapsed_secs());
        }
    }
}

fn choose_mood(phase: Res<State<Phase>>, mut mascot: ResMut<Mascot>, time: Res<Time>) {
    let now = time.elapsed_secs();
    let reacting = mascot
        .reaction
        .filter(|&(_, at)| at.is_infinite() || now - at < REACTION_SECONDS);
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

fn show_mood(mascot: Res<Mascot>, game: Res<Game>, mut parts: Query<(&Part, &mut Visibility)>) {
    let level = game.computer_level();
    for (part, mut visibility) in &mut parts {
        let shown = match part {
            Part::OpenEye => mascot.mood != Mood::Pleased,
            Part::HappyEye | Part::Blush | Part::Smile => mascot.mood == Mood::Pleased,
            Part::SadBrow | Part::Frown => mascot.mood == Mood::Sad,
            Part::FlatMouth => matches!(mascot.mood, Mood::Idle | Mood::Thinking),
            Part::ThoughtDot => mascot.mood == Mood::Thinking,
            // The perfect puzzle opponent is Hard with his spectacles on.
            Part::Accessory(wears) => {
                level == Some(*wears) || (*wears == Level::Hard && level == Some(Level::Perfect))
            }
        };
        visibility.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// Open eyes close for a moment now and then; while thinking they look up and to the side.
fn blink(mascot: Res<Mascot>, time: Res<Time>, mut eyes: Query<(&Part, &mut Transform)>) {
    let t = time.elapsed_secs();
    let closed = t % BLINK_EVERY < BLINK_SECONDS;
    for (part, mut transform) in &mut eyes {
        if *part != Part::OpenEye {
            continue;
        }
        transform.scale.y = if closed { 0.15 } else { 1.0 };
        let side = transform.translation.x.signum();
        let glance = if mascot.mood == Mood::Thinking {
            Vec2::new(-4.0, 4.0)
        } else {
            Vec2::ZERO
        };
        transform.translation.x = side * 19.0 + glance.x;
        transform.translation.y = 9.0 + glance.y;
    }
}

fn speak(
    mascot: Res<Mascot>,
    time: Res<Time>,
    mut bubble: Single<&mut Visibility, (With<SpeechBubble>, Without<SpeechText>)>,
    mut text: Single<(&mut Text2d, &mut Visibility), With<SpeechText>>,
) {
    let now = time.elapsed_secs();
    let line = mascot.speech.as_ref().filter(|(_, at)| {
        now - at < REACTION_SECONDS || mascot.reaction.is_some_and(|(_, r)| r.is_infinite())
    });
    let (words, text_visibility) = &mut *text;
    let visibility = match line {
        Some((line, _)) => {
            if words.0 != *line {
                words.0 = line.clone();
            }
            Visibility::Inherited
        }
        None => Visibility::Hidden,
    };
    bubble.set_if_neq(visibility);
    text_visibility.set_if_neq(visibility);
}
