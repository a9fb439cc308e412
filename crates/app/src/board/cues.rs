//! What the board tells at a glance: the pits that can be played, whose turn it is (a glow round that side's
//! store and a status line), the last move (a ring), where a hovered pit's last seed will land and what that
//! brings (extra turn, capture), and a shake for a pit that cannot be played.

use bevy::prelude::*;

use super::layers;
use super::scene::{
    BoardPart, PIT_RADIUS, Pit, RelayDrawing, SQUARE_SIDE, STORE_HALF_HEIGHT, Shape, cell_position,
};
use crate::data::i18n::{Texts, pit_key};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::palette::TYPE;
use crate::look::theme::{Ink, Lettering, Swatch, Swatches, lettering};
use crate::online::state::{Online, OnlineGame};
use crate::rest::{Rest, step};
use crate::turn::game::{Game, LookingAt, Phase};
use crate::turn::input::{Nudge, NudgeReason};
use crate::turn::ways::{HoveredWay, PickedSquare, ScreenWay, quan_move};
use mancala_engine::{Cell, EndReason, Position, Side, Sowing};

const SHAKE_SECONDS: f32 = 0.35;
/// How long the line under the board says why a press did nothing.
const NUDGE_SECONDS: f32 = 2.5;

/// The pit under the pointer, if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Pit>);

/// Pits to point at, and the colour of the ring: the tutor's, the lessons' and the trainer's; the cues draw the
/// ring.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Spotlight {
    /// Teach me's pit (the tutor sets it).
    pub hint: Option<(Pit, Color)>,
    /// The pit a lesson asks for, or the move a tip of the guide shows (the lessons set it); it comes first.
    pub lesson: Option<(Pit, Color)>,
    /// The sowing that answers a puzzle of the player's mistakes, after a miss (the trainer sets it).
    pub answer: Option<(Pit, Color)>,
}

#[derive(Component)]
struct TurnGlow;

#[derive(Component)]
struct LastMoveRing;

#[derive(Component)]
struct SpotlightRing;

#[derive(Component)]
struct LandingRing;

#[derive(Component)]
struct HoverRing;

/// The hover preview's mark of a Congklak relay: the `n`th hole whose stones the sowing lifts and sows on.
#[derive(Component)]
struct RelayMark(usize);

/// The relays the preview marks; a longer sowing's later ones go unmarked (the caption counts them all).
const RELAY_MARKS: usize = 12;

#[derive(Component)]
struct PreviewLabel;

/// Ô ăn quan: a chevron at the side of the square under the pointer that shows the way a press there sows it;
/// both show on a square picked by a key, waiting for an arrow.
#[derive(Component)]
struct WayArrow(ScreenWay);

#[derive(Component)]
pub struct StatusLine;

/// A callout stands under the board (a lesson's, a tip's or Teach me's, set by the screens) and speaks for
/// it: the status line says nothing meanwhile, rather than show under the callout.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CalloutShown(pub bool);

#[derive(Component)]
struct Shake {
    left: f32,
}

/// The last thing that could not be played, shown in the status line for a moment.
#[derive(Resource, Default)]
struct LastNudge(Option<(NudgeReason, f32)>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<CalloutShown>()
        .init_resource::<Spotlight>()
        .init_resource::<LastNudge>()
        .add_systems(Startup, spawn_cues)
        .add_observer(hover_pit)
        .add_observer(leave_pit)
        .add_systems(
            Update,
            (
                light_pits,
                glow_turn,
                ring_last_move,
                ring_spotlight,
                preview_landing,
                mark_relays,
                point_ways,
                start_shake,
                shake_pits,
                write_status,
            )
                .in_set(AppSystems::Show),
        );
}

fn ring(radius: f32, width: f32) -> Mesh {
    Annulus::new(radius - width, radius).into()
}

fn spawn_cues(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    swatches: Res<Swatches>,
) {
    // Markers start hidden; the systems below place and show them.
    let mut marker = |mesh: Mesh, material: Handle<ColorMaterial>, z: f32| {
        (
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(material),
            Transform::from_xyz(0.0, 0.0, z),
            Visibility::Hidden,
            Pickable::IGNORE,
        )
    };
    let store_glow = Capsule2d::new(PIT_RADIUS + 9.0, 2.0 * (STORE_HALF_HEIGHT - PIT_RADIUS));
    commands.spawn((
        TurnGlow,
        marker(
            store_glow.into(),
            swatches.get(Swatch::TurnGlow),
            layers::TURN_GLOW,
        ),
    ));
    commands.spawn((
        LastMoveRing,
        marker(
            ring(PIT_RADIUS + 6.0, 5.0),
            swatches.get(Swatch::LastMove),
            layers::LAST_MOVE,
        ),
    ));
    // Its colour is the spotlight's own, so it has a material of its own.
    let spotlight = materials.add(Color::WHITE);
    commands.spawn((
        SpotlightRing,
        marker(ring(PIT_RADIUS + 12.0, 7.0), spotlight, layers::SPOTLIGHT),
    ));
    commands.spawn((
        LandingRing,
        marker(
            ring(PIT_RADIUS - 2.0, 4.0),
            swatches.get(Swatch::Landing),
            layers::PREVIEW,
        ),
    ));
    commands.spawn((
        HoverRing,
        marker(
            ring(PIT_RADIUS, 3.0),
            swatches.get(Swatch::Landing),
            layers::PREVIEW,
        ),
    ));
    for n in 0..RELAY_MARKS {
        commands
            .spawn((
                RelayMark(n),
                // Round the hole's rim, outside the landing ring, so both show where a relay ends in its own
                // start.
                marker(
                    ring(PIT_RADIUS + 6.0, 3.0),
                    swatches.get(Swatch::Landing),
                    layers::PREVIEW,
                ),
            ))
            .with_child((
                lettering(
                    (n + 1).to_string(),
                    Lettering::new(Ink::Landing, TYPE.caption).bold(),
                ),
                // On the wood at the hole's shoulder, clear of its stones.
                Transform::from_xyz(PIT_RADIUS * 1.05, PIT_RADIUS * 0.9, 0.1),
            ));
    }
    for way in [ScreenWay::Left, ScreenWay::Right] {
        let point = if way == ScreenWay::Left { -1.0 } else { 1.0 };
        let chevron = Triangle2d::new(
            Vec2::new(-9.0 * point, 14.0),
            Vec2::new(-9.0 * point, -14.0),
            Vec2::new(11.0 * point, 0.0),
        );
        commands.spawn((
            WayArrow(way),
            marker(
                chevron.into(),
                swatches.get(Swatch::Landing),
                layers::CAPTIONS,
            ),
        ));
    }
    commands.spawn((
        PreviewLabel,
        lettering("", Lettering::new(Ink::Landing, TYPE.caption).bold()),
        Transform::from_xyz(0.0, 0.0, layers::CAPTIONS),
        Visibility::Hidden,
    ));
    commands.spawn((
        StatusLine,
        lettering("", Lettering::new(Ink::Text, TYPE.status)),
        Transform::from_xyz(0.0, 0.0, layers::LABELS),
    ));
}

fn hover_pit(over: On<Pointer<Over>>, pits: Query<&Pit>, mut hovered: ResMut<Hovered>) {
    if let Ok(pit) = pits.get(over.entity) {
        hovered.0 = Some(*pit);
    }
}

fn leave_pit(out: On<Pointer<Out>>, pits: Query<&Pit>, mut hovered: ResMut<Hovered>) {
    if pits
        .get(out.entity)
        .is_ok_and(|pit| hovered.0 == Some(*pit))
    {
        hovered.0 = None;
    }
}

/// Whether a person could play this pit now: not while the board shows another position than the game's.
pub fn playable(game: &Game, looking: &LookingAt, phase: Phase, pit: Pit) -> bool {
    !looking.is_away()
        && phase == Phase::PersonToMove
        && game.awaits_person()
        && pit.side == game.choosing_board().to_move()
        && game.choosing_board().legal_moves().contains(pit.index)
}

fn light_pits(
    game: Res<Game>,
    looking: Res<LookingAt>,
    phase: Res<State<Phase>>,
    hovered: Res<Hovered>,
    swatches: Res<Swatches>,
    mut pits: Query<(&Pit, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let shown = looking.shown(&game);
    let square = shown.rules().is_quan();
    for (&pit, mut material) in &mut pits {
        let burnt = shown.pits() >= pit.index && shown.is_burnt(pit.side, pit.index);
        let look = swatches.get(match (square, burnt) {
            (_, true) => Swatch::PitBurnt,
            _ if !playable(&game, &looking, *phase.get(), pit) => match square {
                true => Swatch::SquareHollow,
                false => Swatch::PitHollow,
            },
            _ if hovered.0 == Some(pit) => match square {
                true => Swatch::SquareHovered,
                false => Swatch::PitHovered,
            },
            (true, false) => Swatch::SquarePlayable,
            (false, false) => Swatch::PitPlayable,
        });
        if material.0 != look {
            material.0 = look;
        }
    }
}

fn glow_turn(
    drawing: Res<RelayDrawing>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    mut glow: Single<(&mut Transform, &mut Visibility), With<TurnGlow>>,
) {
    let (transform, visibility) = &mut *glow;
    let shown = looking.shown(&game);
    // Online, both choose their first holes at once: the glow is on the player's side then.
    let side = match looking.is_away() {
        true => shown.to_move(),
        false => game.choosing_board().to_move(),
    };
    transform.translation =
        cell_position(Cell::Store(side), Shape::of(&shown, *drawing)).extend(layers::TURN_GLOW);
    let over = if looking.is_away() {
        shown.is_over()
    } else {
        game.is_finished()
    };
    visibility.set_if_neq(if over {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    });
}

fn ring_last_move(
    drawing: Res<RelayDrawing>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    mut ring: Single<(&mut Transform, &mut Visibility), With<LastMoveRing>>,
) {
    let (transform, visibility) = &mut *ring;
    match looking.last_move(&game) {
        Some((side, mv)) => {
            let shown = looking.shown(&game);
            let cell = Cell::Pit {
                side,
                pit: shown.rules().pit_of(mv),
            };
            transform.translation = cell_position(cell, Shape::of(&looking.shown(&game), *drawing))
                .extend(layers::LAST_MOVE);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

fn ring_spotlight(
    drawing: Res<RelayDrawing>,
    game: Res<Game>,
    spotlight: Res<Spotlight>,
    mut ring: Single<
        (
            &mut Transform,
            &mut Visibility,
            &MeshMaterial2d<ColorMaterial>,
        ),
        With<SpotlightRing>,
    >,
    mut materials: ResMut<Assets<ColorMaterial>>,
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    mut rest: ResMut<Rest>,
) {
    // The pulse plays for the first quiet seconds, then the ring holds still until the player stirs.
    let calm = settings.is_some_and(|s| s.reduce_motion) || !rest.lively(time.elapsed_secs());
    let (transform, visibility, material) = &mut *ring;
    match spotlight.lesson.or(spotlight.answer).or(spotlight.hint) {
        Some((pit, color)) => {
            let cell = Cell::Pit {
                side: pit.side,
                pit: pit.index,
            };
            transform.translation =
                cell_position(cell, Shape::of(&game.position, *drawing)).extend(layers::SPOTLIGHT);
            // A gentle pulse draws the eye.
            let pulse = if calm {
                1.0
            } else {
                rest.wake_now();
                1.0 + 0.04 * (time.elapsed_secs() * 5.0).sin()
            };
            transform.scale = Vec3::splat(pulse);
            if let Some(mut look) = materials.get_mut(&material.0) {
                look.color = color;
            }
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

/// Where the hovered pit's last seed would land, and whether that gives an extra turn or a capture.
fn preview_landing(
    drawing: Res<RelayDrawing>,
    pointing: Pointing,
    texts: Res<Texts>,
    mut ring: Single<
        (&mut Transform, &mut Visibility),
        (With<LandingRing>, Without<PreviewLabel>, Without<HoverRing>),
    >,
    mut from: Single<(&mut Transform, &mut Visibility), (With<HoverRing>, Without<PreviewLabel>)>,
    mut label: Single<(&mut Transform, &mut Visibility, &mut Text2d), With<PreviewLabel>>,
) {
    let game = &pointing.game;
    let preview = pointing
        .previewed()
        .and_then(|(pit, mv)| Some((pit, mv, game.position.play(mv).ok()?.1)));
    let (ring_at, ring_visibility) = &mut *ring;
    let (from_at, from_visibility) = &mut *from;
    let (label_at, label_visibility, text) = &mut *label;
    let Some((pit, mv, sowing)) = preview else {
        ring_visibility.set_if_neq(Visibility::Hidden);
        from_visibility.set_if_neq(Visibility::Hidden);
        label_visibility.set_if_neq(Visibility::Hidden);
        return;
    };
    let shape = Shape::of(&game.position, *drawing);
    let start = Cell::Pit {
        side: pit.side,
        pit: pit.index,
    };
    from_at.translation = cell_position(start, shape).extend(layers::PREVIEW);
    from_visibility.set_if_neq(Visibility::Inherited);
    let at = cell_position(sowing.last, shape);
    ring_at.translation = at.extend(layers::PREVIEW);
    ring_at.scale = if matches!(sowing.last, Cell::Store(_)) {
        Vec3::new(1.05, 2.05, 1.0)
    } else {
        Vec3::ONE
    };
    ring_visibility.set_if_neq(Visibility::Inherited);
    let says = preview_words(&texts, &game.position, mv, &sowing);
    if says.is_empty() {
        label_visibility.set_if_neq(Visibility::Hidden);
        return;
    }
    // On the wood between the rows: beside a landing pit, or just inside from a landing store.
    let at = match sowing.last {
        Cell::Pit { .. } => Vec2::new(at.x, 0.0),
        Cell::Store(_) | Cell::Mandarin(_) => {
            Vec2::new(at.x - at.x.signum() * 1.45 * PIT_RADIUS * 2.0, 0.0)
        }
    };
    label_at.translation = at.extend(layers::CAPTIONS);
    if text.0 != says {
        text.0 = says;
    }
    label_visibility.set_if_neq(Visibility::Inherited);
}

/// What a sowing brings, as the hover preview says it and a screen reader hears it: an extra turn, a capture,
/// a take, and in Congklak and Ô ăn quan how often the seeds are lifted and sown on. Empty for a plain sowing.
pub fn preview_words(texts: &Texts, position: &Position, mv: u8, sowing: &Sowing) -> String {
    let says = if sowing.extra_turn {
        texts.get("preview.extra_turn").to_string()
    } else if let Some(seeds) = sowing.captured() {
        texts.fill("preview.capture", &[("n", &seeds)])
    } else if let Some(taken) = sowing.taken() {
        let pits = taken.last - taken.first + 1;
        if pits > 1 {
            texts.fill("preview.chain", &[("n", &taken.seeds), ("pits", &pits)])
        } else {
            texts.fill("preview.take", &[("n", &taken.seeds)])
        }
    } else if sowing.grand_slam() {
        texts.get("preview.grand_slam").to_string()
    } else if let Some((citizens, mandarins)) = sowing.quan_captured() {
        let key = if mandarins > 0 {
            "preview.quan_mandarin"
        } else {
            "preview.quan_capture"
        };
        texts.fill(key, &[("n", &citizens), ("mandarins", &mandarins)])
    } else {
        String::new()
    };
    let lifts = match position.rules().is_quan() {
        true => position.laps(mv).map_or(0, |laps| laps.len() - 1),
        false => usize::from(sowing.relays()),
    };
    let relays = match lifts {
        0 => String::new(),
        1 => texts.get("preview.relay").to_string(),
        n => texts.fill("preview.relays", &[("n", &n)]),
    };
    match (relays.is_empty(), says.is_empty()) {
        (true, _) => says,
        (false, true) => relays,
        (false, false) => format!("{relays} · {says}"),
    }
}

/// What the pointer is over, for the preview: the hovered pit and the half of a square, in the game as it is.
#[derive(bevy::ecs::system::SystemParam)]
struct Pointing<'w> {
    game: Res<'w, Game>,
    looking: Res<'w, LookingAt>,
    phase: Res<'w, State<Phase>>,
    hovered: Res<'w, Hovered>,
    way: Res<'w, HoveredWay>,
}

impl Pointing<'_> {
    /// The hovered pit the preview speaks of, and the move a press there makes: one a person could play now,
    /// and not in Congklak's opening, where both hands sow at once and a lone sowing would mislead. An Ô ăn
    /// quan square is sown the way of the half under the pointer.
    fn previewed(&self) -> Option<(Pit, u8)> {
        let (game, phase) = (&self.game, *self.phase.get());
        let pit = self
            .hovered
            .0
            .filter(|&pit| playable(game, &self.looking, phase, pit) && !game.in_opening())?;
        if !game.position.rules().is_quan() {
            return Some((pit, pit.index));
        }
        Some((pit, quan_move(pit.side, pit.index, self.way.0?)))
    }
}

/// Ô ăn quan: the chevron of the way a press on the hovered half sows the square; both, on a square a digit key
/// picked.
fn point_ways(
    drawing: Res<RelayDrawing>,
    pointing: Pointing,
    picked: Res<PickedSquare>,
    mut arrows: Query<(&WayArrow, &mut Transform, &mut Visibility)>,
) {
    let game = &pointing.game;
    let side = game.position.to_move();
    let (square, ways) = match (picked.0, pointing.previewed()) {
        (Some(square), _) => (square, vec![ScreenWay::Left, ScreenWay::Right]),
        (None, Some((pit, _))) if game.position.rules().is_quan() => {
            (pit.index, pointing.way.0.into_iter().collect())
        }
        _ => (0, Vec::new()),
    };
    let shape = Shape::of(&game.position, *drawing);
    let middle = cell_position(
        Cell::Pit {
            side,
            pit: square.max(1),
        },
        shape,
    );
    for (arrow, mut transform, mut visibility) in &mut arrows {
        if !ways.contains(&arrow.0) {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        }
        let out = if arrow.0 == ScreenWay::Left {
            -1.0
        } else {
            1.0
        };
        let at = middle + Vec2::new(out * (SQUARE_SIDE / 2.0 - 4.0), 0.0);
        transform.translation = at.extend(layers::CAPTIONS);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// Congklak: each hole a hovered sowing would lift and sow on from, numbered in order, so that the preview
/// shows the whole relay and not only where its last seed lands.
fn mark_relays(
    drawing: Res<RelayDrawing>,
    pointing: Pointing,
    mut marks: Query<(&RelayMark, &mut Transform, &mut Visibility)>,
) {
    let game = &pointing.game;
    let lifts: Vec<Cell> = pointing
        .previewed()
        .and_then(|(_, mv)| game.position.laps(mv).ok())
        .map(|laps| laps.iter().skip(1).map(|lap| lap.from).collect())
        .unwrap_or_default();
    let shape = Shape::of(&game.position, *drawing);
    for (mark, mut transform, mut visibility) in &mut marks {
        match lifts.get(mark.0) {
            Some(&cell) => {
                transform.translation = cell_position(cell, shape).extend(layers::PREVIEW);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

fn start_shake(
    mut commands: Commands,
    mut nudges: MessageReader<Nudge>,
    pits: Query<(Entity, &Pit)>,
    mut last: ResMut<LastNudge>,
    time: Res<Time>,
) {
    for nudge in nudges.read() {
        last.0 = Some((nudge.reason, time.elapsed_secs()));
        let Some(Cell::Pit { side, pit }) = nudge.cell else {
            continue;
        };
        for (entity, found) in &pits {
            if found.side == side && found.index == pit {
                commands.entity(entity).insert(Shake {
                    left: SHAKE_SECONDS,
                });
            }
        }
    }
}

fn shake_pits(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut pits: Query<(Entity, &Pit, &mut Shake, &mut Transform), With<BoardPart>>,
    game: Res<Game>,
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    mut rest: ResMut<Rest>,
) {
    // With reduce motion the status line alone says why.
    let calm = settings.is_some_and(|s| s.reduce_motion);
    for (entity, pit, mut shake, mut transform) in &mut pits {
        rest.wake_now();
        shake.left -= step(&time);
        let home = cell_position(
            Cell::Pit {
                side: pit.side,
                pit: pit.index,
            },
            Shape::of(&game.position, *drawing),
        );
        let wobble = if shake.left > 0.0 && !calm {
            6.0 * (shake.left * 60.0).sin() * shake.left / SHAKE_SECONDS
        } else {
            if shake.left <= 0.0 {
                commands.entity(entity).remove::<Shake>();
            }
            0.0
        };
        transform.translation.x = home.x + wobble;
    }
}

/// One line under the board: whose turn, or the result, or why a click did nothing.
fn write_status(
    game: Res<Game>,
    browse: Res<crate::turn::browse::Browse>,
    texts: Res<Texts>,
    phase: Res<State<Phase>>,
    last: Res<LastNudge>,
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    mut line: Single<(&mut Text2d, &mut Transform), With<StatusLine>>,
    mut rest: ResMut<Rest>,
    callout: Res<CalloutShown>,
    online: Option<Res<Online>>,
    picked: Res<PickedSquare>,
) {
    let (text, transform) = &mut *line;
    // Below the bottom player's name, at any text size.
    let scale = settings.map_or(1.0, |s| s.scale());
    let (_, _, name) = super::scene::lettering_distance(game.position.pits(), scale);
    transform.translation.y = -(name + (TYPE.name / 2.0 + 8.0 + TYPE.status / 2.0) * scale);
    let nudge = last
        .0
        .filter(|&(_, at)| time.elapsed_secs() - at < NUDGE_SECONDS)
        .map(|(reason, at)| {
            // The line goes back to whose turn it is when the reason has been read.
            rest.wake_in_seconds(NUDGE_SECONDS - (time.elapsed_secs() - at));
            reason
        });
    let online_game = online
        .as_deref()
        .and_then(|online| online.game.as_ref())
        .filter(|_| game.remote_side().is_some());
    let says = status_words(
        &game,
        &texts,
        Status {
            phase: *phase.get(),
            nudge,
            looked_at: browse
                .line
                .as_ref()
                .map(|line| (line.ply, line.moves.len())),
            callout: callout.0,
            online: online_game,
            swapped_online: swapped_online(&game, online.as_deref()),
            picked: picked.0,
        },
    );
    if text.0 != says {
        text.0 = says;
    }
}

/// What the status line's words depend on beside the game.
#[derive(Clone, Copy, Debug)]
pub struct Status<'a> {
    pub phase: Phase,
    /// Why the last press did nothing, while that is still to be read.
    pub nudge: Option<NudgeReason>,
    /// Looking back: the sowing shown and how many there are.
    pub looked_at: Option<(usize, usize)>,
    /// A callout stands by the board and speaks instead.
    pub callout: bool,
    /// The online game being played, if the game in hand is one.
    pub online: Option<&'a OnlineGame>,
    /// Online, the pie rule was just taken.
    pub swapped_online: bool,
    /// Ô ăn quan: the square a digit picked, waiting for its way.
    pub picked: Option<u8>,
}

/// The status line's words: whose turn, the result, why a click did nothing, or nothing at all while the game's
/// last sowing and its sweep are still on screen (the result waits for the stones).
pub fn status_words(game: &Game, texts: &Texts, status: Status) -> String {
    let opponent = game.opponent_name().to_string();
    let name: &dyn std::fmt::Display = &opponent;
    let rules = game.position.rules();
    match (status.nudge, status.phase) {
        _ if status.callout => String::new(),
        _ if status.looked_at.is_some() => {
            let (ply, total) = status.looked_at.unwrap_or_default();
            texts.fill("status.looking", &[("ply", &ply), ("total", &total)])
        }
        (_, Phase::Over) | (Some(NudgeReason::GameOver), _) => match game.finish() {
            Some(finish) if game.watched.is_some() => watched_result(game, texts, finish),
            Some(finish) => result_line(game, texts, finish),
            None => String::new(),
        },
        _ if game.is_finished() => String::new(),
        _ if game.watched.is_some() && game.first_holes_due() => {
            texts.get("status.opening.watched_first").to_string()
        }
        _ if game.watched.is_some() => {
            let mover = game
                .watched_name(game.position.to_move())
                .unwrap_or_default();
            texts.fill("status.mascot_turn", &[("name", &mover)])
        }
        (
            Some(
                reason @ (NudgeReason::EmptyPit
                | NudgeReason::MustFeed
                | NudgeReason::NotYourPit(_)),
            ),
            _,
        ) => nudge_words(game, texts, reason),
        _ if game.in_opening() => opening_line(game, texts, status.phase, status.online),
        (Some(NudgeReason::ComputerThinking), _) | (None, Phase::ComputerThinking) => {
            texts.fill("status.mascot_thinking", &[("name", name)])
        }
        (None, Phase::PersonToMove) if status.picked.is_some() => {
            let square = status.picked.unwrap_or_default();
            texts.fill("status.picked_square", &[("pit", &square)])
        }
        (None, _) if game.swap_offered() && game.awaits_person() => {
            texts.get("pie.offered").to_string()
        }
        // Online, right after the pie rule was taken, until the next sowing: who took whose side.
        (None, _) if status.swapped_online => match game.awaits_person() {
            true => texts.fill("pie.taken_by_mascot", &[("name", name)]),
            false => texts.get("pie.taken").to_string(),
        },
        // Right after the pie rule was taken, until the next sowing.
        (None, _) if game.swapped.is_some() && game.moves_played().is_empty() => {
            match game.computer_side() {
                Some(otto) if otto != game.position.to_move() => {
                    texts.fill("pie.taken_by_mascot", &[("name", name)])
                }
                _ => texts.get("pie.taken").to_string(),
            }
        }
        (None, _) => match (game.opponent_side(), game.position.to_move()) {
            (Some(opponent), side) if opponent == side => {
                texts.fill("status.mascot_turn", &[("name", name)])
            }
            (Some(_), _) => texts.get(&pit_key("status.your_turn", rules)).to_string(),
            (None, Side::South) => texts.get("status.bottom_turn").to_string(),
            (None, Side::North) => texts.get("status.top_turn").to_string(),
        },
    }
}

/// Why a press did nothing, in the status line's words.
pub fn nudge_words(game: &Game, texts: &Texts, reason: NudgeReason) -> String {
    let rules = game.position.rules();
    let opponent = game.opponent_name().to_string();
    match reason {
        NudgeReason::EmptyPit => texts.get(&pit_key("status.empty_pit", rules)).to_string(),
        NudgeReason::MustFeed => texts.get("status.must_feed").to_string(),
        NudgeReason::NotYourPit(side) => match (game.opponent_side(), side) {
            (Some(_), _) => texts.get("status.your_row").to_string(),
            (None, Side::South) => texts.get("status.bottom_row_turn").to_string(),
            (None, Side::North) => texts.get("status.top_row_turn").to_string(),
        },
        NudgeReason::ComputerThinking => {
            texts.fill("status.mascot_thinking", &[("name", &opponent)])
        }
        NudgeReason::GameOver => game
            .finish()
            .map(|finish| result_line(game, texts, finish))
            .unwrap_or_default(),
    }
}

/// Congklak's opening: who chooses a hole now (the first holes, or a hand's next from its store), or both
/// hands sowing. Online both choose their first holes at once: whose is in already.
/// Whether the online game on the board had its sides changed by the pie rule and no sowing has come since.
fn swapped_online(game: &Game, online: Option<&Online>) -> bool {
    let swap = online
        .and_then(|online| online.game.as_ref())
        .filter(|online_game| online_game.watching.is_none())
        .and_then(|online_game| online_game.swap);
    game.remote_side().is_some() && swap.is_some_and(|at| game.moves_played().len() == at as usize)
}

pub fn opening_line(
    game: &Game,
    texts: &Texts,
    phase: Phase,
    online: Option<&OnlineGame>,
) -> String {
    let opponent = game.opponent_name().to_string();
    let name: &dyn std::fmt::Display = &opponent;
    if phase == Phase::Sowing {
        return texts.get("status.opening.sowing").to_string();
    }
    let first = game.first_holes_due();
    let online_first = online.filter(|_| first);
    let key = match (game.opponent_side(), game.position.to_move(), first) {
        _ if online_first.is_some_and(|g| g.first_hole.is_some()) => "status.opening.online_wait",
        _ if online_first.is_some_and(|g| g.their_first_hole) => "status.opening.online_theirs",
        _ if online_first.is_some() => "status.opening.choose",
        (Some(opponent), side, _) if opponent == side => "status.opening.mascot_choosing",
        (Some(_), _, true) => "status.opening.choose",
        (Some(_), _, false) => "status.opening.again",
        (None, Side::South, true) => "status.opening.bottom_first",
        (None, Side::North, true) => "status.opening.top_first",
        (None, Side::South, false) => "status.opening.bottom_again",
        (None, Side::North, false) => "status.opening.top_again",
    };
    texts.fill(key, &[("name", name)])
}

/// "You win, 30 : 18!" and the like; a resignation says who resigned.
/// The end of a game watched, by the players' names.
fn watched_result(game: &Game, texts: &Texts, finish: crate::turn::game::GameEnd) -> String {
    let winner = finish.winner.and_then(|side| game.watched_name(side));
    let values: [(&str, &dyn std::fmt::Display); 3] = [
        ("south", &finish.score.south),
        ("north", &finish.score.north),
        ("name", &winner.unwrap_or_default()),
    ];
    let key = if winner.is_some() {
        "status.mascot_wins"
    } else {
        "status.draw"
    };
    texts.fill(key, &values)
}

pub fn result_line(game: &Game, texts: &Texts, finish: crate::turn::game::GameEnd) -> String {
    let opponent = game.opponent_name().to_string();
    let name: &dyn std::fmt::Display = &opponent;
    let values: [(&str, &dyn std::fmt::Display); 3] = [
        ("south", &finish.score.south),
        ("north", &finish.score.north),
        ("name", name),
    ];
    match (finish.resigned, game.opponent_side()) {
        (Some(side), Some(opponent)) if side == opponent => {
            return texts.fill("banner.online.they_resigned", &values);
        }
        (Some(_), Some(_)) => return texts.get("status.you_resigned").to_string(),
        (Some(Side::South), None) => return texts.get("status.bottom_resigned").to_string(),
        (Some(Side::North), None) => return texts.get("status.top_resigned").to_string(),
        (None, _) => {}
    }
    match (finish.out_of_time, game.remote_side()) {
        (Some(Side::South), Some(_)) => return texts.get("banner.online.your_time").to_string(),
        (Some(Side::North), Some(_)) => return texts.fill("banner.online.their_time", &values),
        _ => {}
    }
    match finish.out_of_time {
        Some(Side::South) => return texts.get("banner.bottom_out_of_time").to_string(),
        Some(Side::North) => return texts.get("banner.top_out_of_time").to_string(),
        None => {}
    }
    let key = match (finish.winner, game.opponent_side()) {
        (None, _) => "status.draw",
        (Some(Side::South), Some(_)) => "status.you_win",
        (Some(Side::North), Some(_)) => "status.mascot_wins",
        (Some(Side::South), None) => "status.bottom_wins",
        (Some(Side::North), None) => "status.top_wins",
    };
    let result = texts.fill(key, &values);
    // Oware's and Ô ăn quan's ends other than the board running out are worth a word.
    let why = match game.end_reason() {
        Some(EndReason::Repetition) => Some("status.end.repetition"),
        Some(EndReason::NoMove) if game.position.rules().is_oware() => Some("status.end.no_move"),
        Some(EndReason::Majority) => Some("status.end.majority"),
        Some(EndReason::MandarinsTaken) => Some("status.end.mandarins"),
        Some(EndReason::NoMove) if game.position.rules().is_quan() => Some("status.end.no_refill"),
        _ => None,
    };
    match why {
        Some(why) => format!("{result} {}", texts.get(why)),
        None => result,
    }
}
