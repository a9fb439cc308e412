//! The board: a carved wooden set with its shadow on the table, pits and stores as hollows, the seed count of
//! every pit, and each store's player and score; laid out from the engine's position so any board size fits.
//! Oware has no stores: its board is the two rows alone, and each player's captured seeds lie in a wooden
//! tray on the table beside it (the tray is the engine's store cell, so the stones and labels need nothing else).
//! Congklak is drawn as its players set it out: each player's store on their left, sowing clockwise, the mirror
//! image of Kalah's board (the engine numbers the holes the same way in both).

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use super::art;
use super::layers;
use super::sowing::Animation;
use crate::data::i18n::Texts;
use crate::frame::AppSystems;
use crate::look::palette::TYPE;
use crate::look::theme::{Ink, Lettering, Swatch, Swatches, lettering};
use crate::turn::game::{Game, LookingAt, Redraw};
use mancala_engine::{Cell, Position, Side};

/// Distance between neighbouring pit centres, in world units.
const PIT_SPACING: f32 = 120.0;
pub const PIT_RADIUS: f32 = 46.0;
const ROW_OFFSET: f32 = 75.0;
pub const STORE_HALF_HEIGHT: f32 = 95.0;
const MARGIN: f32 = 60.0;
/// Room above the board for the mascot and below it for the status line, as a share of the board's height; and
/// the more room larger text takes, for each 100% of UI scale beyond the first.
const SCENE_HEIGHT: f32 = 2.5;
const SCENE_HEIGHT_PER_SCALE: f32 = 0.55;
const SCENE_LIFT: f32 = 50.0;
/// The bevelled rim's width, and how far the board's shadow spreads and falls (down and to the right).
const BEVEL: f32 = 16.0;
const SHADOW_BLUR: f32 = 18.0;
const SHADOW_FALL: Vec2 = Vec2::new(8.0, -12.0);
/// Pixels of the board's pictures per world unit: sharp at 4K.
const ART_SCALE: f32 = 2.0;
/// Between the board's edge and the lettering outside it, on the table.
const LETTERING_GAP: f32 = 10.0;
/// Oware's trays for the seeds taken: the rim around the hollow, and the table between a tray and the board.
const TRAY_RIM: f32 = 14.0;
const TRAY_GAP: f32 = 26.0;
/// Ô ăn quan's board: its rows of squares closer together than pits (a square's side leaves a narrow rib
/// between neighbours), and the half-moon mandarin square at each end, its flat side against the rows.
const QUAN_ROW_OFFSET: f32 = 60.0;
pub const SQUARE_SIDE: f32 = 112.0;
pub const MANDARIN_RADIUS: f32 = 116.0;
const MANDARIN_FLAT_X: f32 = 2.5 * PIT_SPACING;
/// Where a mandarin square's stones gather: a little in from its flat side, at the half-moon's middle.
const MANDARIN_MIDDLE_X: f32 = MANDARIN_FLAT_X + 0.42 * MANDARIN_RADIUS;
/// The rounded corners of a square, in world units.
const SQUARE_CORNER: f32 = 14.0;

/// What the board's layout depends on: its pits a side, whether the seeds taken lie in trays beside it
/// (Oware, Ô ăn quan) rather than in stores at its ends (Kalah), whether each player's store is on their left
/// (Congklak) rather than their right, and whether its hollows are Ô ăn quan's squares and half-moons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub pits: u8,
    pub trays: bool,
    pub mirrored: bool,
    pub quan: bool,
}

/// How Congklak's and Sungka's boards are drawn: each store on its player's left, sown clockwise (the usual
/// drawing), or on the right and sown counter-clockwise, as some Philippine boards are (Settings). Followed from
/// the settings by `follow_relay_drawing`; the engine is the same either way.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RelayDrawing {
    pub store_right: bool,
}

impl Shape {
    pub fn of(position: &Position, drawing: RelayDrawing) -> Shape {
        Shape {
            pits: position.pits(),
            trays: position.rules().is_oware() || position.rules().is_quan(),
            mirrored: position.rules().is_relay() && !drawing.store_right,
            quan: position.rules().is_quan(),
        }
    }

    /// A tray's outer size.
    fn tray_size() -> Vec2 {
        Vec2::new(
            2.0 * (PIT_RADIUS + TRAY_RIM),
            2.0 * (STORE_HALF_HEIGHT + TRAY_RIM),
        )
    }
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pit {
    pub side: Side,
    /// Numbered from 1, as the engine numbers them.
    pub index: u8,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStore {
    pub side: Side,
}

/// The text that shows how many seeds a cell holds.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountLabel(pub Cell);

/// The name of a store's player ("You", "Otto", "Bottom"), shown beside its score.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlayerName(pub Side);

/// The camera that draws the board (the screens have their own).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardCamera;

/// Everything drawn for one board shape; replaced when a game on another begins.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPart {
    pub shape: Shape,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_camera, spawn_board))
        .add_systems(
            Update,
            (
                (refit_board_to_pits, frame_scene).in_set(AppSystems::LayOut),
                (show_counts, name_players, space_lettering).in_set(AppSystems::Show),
            ),
        );
}

/// The size of the whole scene (board, trays, mascot, lettering, status line) in world units, for a board of
/// `shape` and text at `scale` times its size.
pub fn scene_size(shape: Shape, scale: f32) -> Vec2 {
    let board = board_size(shape);
    let height = SCENE_HEIGHT + SCENE_HEIGHT_PER_SCALE * (scale - 1.0).max(0.0);
    let width = if shape.trays {
        2.0 * (cell_position(Cell::Store(Side::South), shape).x + Shape::tray_size().x / 2.0)
    } else {
        board.x
    };
    Vec2::new(width + 2.0 * MARGIN, board.y * height)
}

/// The top edge of the board, where the mascot sits; the same for every shape.
pub fn board_top(pits: u8) -> f32 {
    board_size(Shape {
        pits,
        trays: false,
        mirrored: false,
        quan: false,
    })
    .y / 2.0
}

/// Where a cell sits on a board of `shape`. South's row runs left to right along the bottom into the store on
/// the right; North's runs right to left along the top into the store on the left (Congklak's the other way
/// round, each store on its player's left). Oware's trays stand beside the board where the stores would be.
pub fn cell_position(cell: Cell, shape: Shape) -> Vec2 {
    let at = kalah_position(cell, shape);
    if shape.mirrored {
        Vec2::new(-at.x, at.y)
    } else {
        at
    }
}

/// Where a cell sits with each store on its player's right.
fn kalah_position(cell: Cell, shape: Shape) -> Vec2 {
    let half = (f32::from(shape.pits) + 1.0) / 2.0;
    let row = if shape.quan {
        QUAN_ROW_OFFSET
    } else {
        ROW_OFFSET
    };
    if shape.trays
        && let Cell::Store(side) = cell
    {
        let x = board_size(shape).x / 2.0 + TRAY_GAP + Shape::tray_size().x / 2.0;
        return Vec2::new(if side == Side::South { x } else { -x }, 0.0);
    }
    match cell {
        Cell::Pit {
            side: Side::South,
            pit,
        } => Vec2::new((f32::from(pit) - half) * PIT_SPACING, -row),
        Cell::Pit {
            side: Side::North,
            pit,
        } => Vec2::new((half - f32::from(pit)) * PIT_SPACING, row),
        // Ô ăn quan's mandarin squares sit at the ends, where the stores are (its piles stand in trays): the
        // one after South's row on the right.
        Cell::Mandarin(Side::South) => Vec2::new(MANDARIN_MIDDLE_X, 0.0),
        Cell::Mandarin(Side::North) => Vec2::new(-MANDARIN_MIDDLE_X, 0.0),
        Cell::Store(Side::South) => Vec2::new(half * PIT_SPACING, 0.0),
        Cell::Store(Side::North) => Vec2::new(-half * PIT_SPACING, 0.0),
    }
}

/// Where a mandarin square's half-moon is drawn: the middle of its flat side's box, on the right of the rows
/// for South's (the one after South's row).
fn mandarin_square_centre(side: Side) -> Vec2 {
    let x = MANDARIN_FLAT_X + MANDARIN_RADIUS / 2.0;
    Vec2::new(if side == Side::South { x } else { -x }, 0.0)
}

pub fn board_size(shape: Shape) -> Vec2 {
    let height = 2.0 * (ROW_OFFSET + PIT_RADIUS) + 40.0;
    if shape.quan {
        return Vec2::new(2.0 * (MANDARIN_FLAT_X + MANDARIN_RADIUS + 24.0), height);
    }
    let ends = if shape.trays { 0.6 } else { 2.6 };
    Vec2::new(
        (f32::from(shape.pits) + ends) * PIT_SPACING,
        2.0 * (ROW_OFFSET + PIT_RADIUS) + 40.0,
    )
}

/// The camera keeps the whole scene in view at any window size: it shows at least the scene's `size`.
fn scaling(size: Vec2) -> ScalingMode {
    ScalingMode::AutoMin {
        min_width: size.x,
        min_height: size.y,
    }
}

fn spawn_camera(mut commands: Commands, game: Res<Game>, drawing: Res<RelayDrawing>) {
    commands.spawn((
        BoardCamera,
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: scaling(scene_size(Shape::of(&game.position, *drawing), 1.0)),
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_xyz(0.0, SCENE_LIFT, 0.0),
    ));
}

/// The camera keeps the scene in view for the board's size and the text's. With the mascot above the board the
/// scene's middle is higher; without him (two players) the board is centred.
fn frame_scene(
    drawing: Res<RelayDrawing>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    settings: Option<Res<crate::data::settings::Settings>>,
    mut cameras: Query<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let lift = if game.computer_side().is_some() {
        SCENE_LIFT
    } else {
        0.0
    };
    let shape = Shape::of(&looking.shown(&game), *drawing);
    let size = scene_size(shape, settings.map_or(1.0, |s| s.scale()));
    for (mut camera, mut projection) in &mut cameras {
        if camera.translation.y != lift {
            camera.translation.y = lift;
        }
        // Looked at first, so that the projection is changed (and every camera measured again) only when the
        // scene's size does.
        let fitted = matches!(
            &*projection,
            Projection::Orthographic(OrthographicProjection {
                scaling_mode: ScalingMode::AutoMin { min_width, min_height },
                ..
            }) if Vec2::new(*min_width, *min_height) == size
        );
        if !fitted && let Projection::Orthographic(orthographic) = &mut *projection {
            orthographic.scaling_mode = scaling(size);
        }
    }
}

/// A position on another number of pits or another game (a new game, a record looked at) gets a new board and
/// a camera fitted to it.
fn refit_board_to_pits(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut redraw: MessageReader<Redraw>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    parts: Query<(Entity, &BoardPart)>,
    art: Option<BoardArt>,
) {
    let shape = Shape::of(&looking.shown(&game), *drawing);
    if redraw.read().count() == 0 || parts.iter().all(|(_, part)| part.shape == shape) {
        return;
    }
    for (entity, _) in &parts {
        commands.entity(entity).despawn();
    }
    if let Some(art) = art {
        draw_board(&mut commands, shape, art);
    }
}

/// The relay boards' drawing follows the setting; a change lays the board out afresh (a Congklak or Sungka
/// board on screen turns round, its stones with it). The stones' plugin runs it, window or not.
pub(super) fn follow_relay_drawing(
    settings: Option<Res<crate::data::settings::Settings>>,
    mut drawing: ResMut<RelayDrawing>,
    mut redraw: MessageWriter<Redraw>,
) {
    let wanted = RelayDrawing {
        store_right: settings.is_some_and(|settings| settings.relay_store_right),
    };
    if *drawing != wanted {
        *drawing = wanted;
        redraw.write(Redraw);
    }
}

/// What drawing the board takes: there is none of it in headless tests.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardArt<'w> {
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
    images: ResMut<'w, Assets<Image>>,
    swatches: Res<'w, Swatches>,
}

fn spawn_board(mut commands: Commands, game: Res<Game>, drawing: Res<RelayDrawing>, art: BoardArt) {
    draw_board(&mut commands, Shape::of(&game.position, *drawing), art);
}

fn draw_board(commands: &mut Commands, shape: Shape, art: BoardArt) {
    let pits = shape.pits;
    let BoardArt {
        mut meshes,
        mut materials,
        mut images,
        swatches,
    } = art;
    let part = BoardPart { shape };
    let size = board_size(shape);
    // The grain is drawn for this board's size; the wood's material wears it in every theme.
    let grain = images.add(art::board(size, ART_SCALE, BEVEL).into_image());
    let wood = swatches.get(Swatch::Wood);
    if let Some(mut material) = materials.get_mut(&wood) {
        material.texture = Some(grain);
    }
    let shadow = images.add(art::board_shadow(size, 1.0, SHADOW_BLUR).into_image());
    let shadow_material = swatches.get(Swatch::BoardShadow);
    if let Some(mut material) = materials.get_mut(&shadow_material) {
        material.texture = Some(shadow);
    }
    commands.spawn((
        Name::new("Board shadow"),
        part,
        Mesh2d(meshes.add(Rectangle::from_size(size + Vec2::splat(2.0 * SHADOW_BLUR)))),
        MeshMaterial2d(shadow_material),
        Transform::from_translation(SHADOW_FALL.extend(layers::BOARD - 0.1)),
        Pickable::IGNORE,
    ));
    // Pickable, under the pits and stores: a press on the wood returns from a look back (`turn::input`).
    commands.spawn((
        Name::new("Board"),
        part,
        Mesh2d(meshes.add(Rectangle::from_size(size))),
        MeshMaterial2d(wood),
        Transform::from_xyz(0.0, 0.0, layers::BOARD),
    ));

    if shape.quan {
        carve_quan_hollows(&mut images, &mut materials, &swatches);
    }
    let (pit_mesh, pit_look) = if shape.quan {
        (
            meshes.add(Rectangle::from_length(SQUARE_SIDE)),
            Swatch::SquareHollow,
        )
    } else {
        (meshes.add(Circle::new(PIT_RADIUS)), Swatch::PitHollow)
    };
    let store_mesh = meshes.add(Capsule2d::new(
        PIT_RADIUS,
        2.0 * (STORE_HALF_HEIGHT - PIT_RADIUS),
    ));
    let count = Lettering::new(Ink::Text, TYPE.count).bold();
    for side in Side::BOTH {
        let away = if side == Side::South { -1.0 } else { 1.0 };
        for index in 1..=pits {
            let cell = Cell::Pit { side, pit: index };
            let at = cell_position(cell, shape);
            commands.spawn((
                Name::new(cell.to_string()),
                Pit { side, index },
                part,
                Mesh2d(pit_mesh.clone()),
                MeshMaterial2d(swatches.get(pit_look)),
                Transform::from_translation(at.extend(layers::HOLLOW)),
            ));
            commands.spawn((
                CountLabel(cell),
                part,
                lettering("", count),
                Transform::from_xyz(at.x, away * board_top(pits), layers::LABELS),
            ));
        }
        if shape.quan {
            let cell = Cell::Mandarin(side);
            let look = match side {
                Side::South => Swatch::MandarinSquareEast,
                Side::North => Swatch::MandarinSquareWest,
            };
            commands.spawn((
                Name::new(cell.to_string()),
                part,
                Mesh2d(meshes.add(Rectangle::new(MANDARIN_RADIUS, 2.0 * MANDARIN_RADIUS))),
                MeshMaterial2d(swatches.get(look)),
                Transform::from_translation(mandarin_square_centre(side).extend(layers::HOLLOW)),
            ));
            commands.spawn((
                CountLabel(cell),
                part,
                lettering("", count),
                Transform::from_xyz(
                    cell_position(cell, shape).x,
                    away * board_top(pits),
                    layers::LABELS,
                ),
            ));
        }
        // The store's score above the board for the top player, below it for the bottom one, and the name
        // further out.
        let cell = Cell::Store(side);
        let at = cell_position(cell, shape);
        if shape.trays {
            draw_tray(
                commands,
                at,
                part,
                &mut meshes,
                &mut images,
                &mut materials,
                &swatches,
            );
        }
        commands.spawn((
            Name::new(cell.to_string()),
            BoardStore { side },
            part,
            Mesh2d(store_mesh.clone()),
            MeshMaterial2d(swatches.get(Swatch::StoreHollow)),
            Transform::from_translation(at.extend(layers::HOLLOW)),
        ));
        commands.spawn((
            CountLabel(cell),
            part,
            lettering("", Lettering::new(Ink::Text, TYPE.score).bold()),
            Transform::from_xyz(at.x, away * board_top(pits), layers::LABELS),
        ));
        commands.spawn((
            PlayerName(side),
            part,
            lettering("", Lettering::new(Ink::Muted, TYPE.name)),
            Transform::from_xyz(at.x, away * board_top(pits), layers::LABELS),
        ));
    }
}

/// Ô ăn quan's hollows, drawn into their swatches: the squares (in their three looks) and the two half-moons.
fn carve_quan_hollows(
    images: &mut Assets<Image>,
    materials: &mut Assets<ColorMaterial>,
    swatches: &Swatches,
) {
    let square = images.add(
        art::hollow_of(
            Vec2::splat(SQUARE_SIDE),
            ART_SCALE,
            art::Outline::RoundedBox(SQUARE_CORNER),
        )
        .into_image(),
    );
    let half_moon = |east| {
        art::hollow_of(
            Vec2::new(MANDARIN_RADIUS, 2.0 * MANDARIN_RADIUS),
            ART_SCALE,
            art::Outline::HalfDisc { east },
        )
        .into_image()
    };
    let pictures = [
        (Swatch::SquareHollow, square.clone()),
        (Swatch::SquarePlayable, square.clone()),
        (Swatch::SquareHovered, square),
        (Swatch::MandarinSquareEast, images.add(half_moon(true))),
        (Swatch::MandarinSquareWest, images.add(half_moon(false))),
    ];
    for (swatch, picture) in pictures {
        if let Some(mut material) = materials.get_mut(&swatches.get(swatch)) {
            material.texture = Some(picture);
        }
    }
}

/// Oware's tray for one player's captured seeds: a small wooden board of its own, with its shadow, on the table
/// at `at`; the store's hollow lies in it.
fn draw_tray(
    commands: &mut Commands,
    at: Vec2,
    part: BoardPart,
    meshes: &mut Assets<Mesh>,
    images: &mut Assets<Image>,
    materials: &mut Assets<ColorMaterial>,
    swatches: &Swatches,
) {
    let size = Shape::tray_size();
    for (swatch, picture) in [
        (Swatch::TrayWood, art::board(size, ART_SCALE, BEVEL * 0.75)),
        (
            Swatch::TrayShadow,
            art::board_shadow(size, 1.0, SHADOW_BLUR),
        ),
    ] {
        let texture = images.add(picture.into_image());
        if let Some(mut material) = materials.get_mut(&swatches.get(swatch)) {
            material.texture = Some(texture);
        }
    }
    commands.spawn((
        Name::new("Tray shadow"),
        part,
        Mesh2d(meshes.add(Rectangle::from_size(size + Vec2::splat(2.0 * SHADOW_BLUR)))),
        MeshMaterial2d(swatches.get(Swatch::TrayShadow)),
        Transform::from_translation((at + SHADOW_FALL).extend(layers::BOARD - 0.1)),
        Pickable::IGNORE,
    ));
    commands.spawn((
        Name::new("Tray"),
        part,
        Mesh2d(meshes.add(Rectangle::from_size(size))),
        MeshMaterial2d(swatches.get(Swatch::TrayWood)),
        Transform::from_translation(at.extend(layers::BOARD)),
        Pickable::IGNORE,
    ));
}

/// How far from the board's middle the lettering outside it sits, for text `scale` times its size: the counts
/// just outside the edge, a store's score there too, and its player's name beyond the score. Above the board
/// for the top row, below it for the bottom one.
pub fn lettering_distance(pits: u8, scale: f32) -> (f32, f32, f32) {
    let edge = board_top(pits) + LETTERING_GAP;
    let count = edge + TYPE.count / 2.0 * scale;
    let score = edge + TYPE.score / 2.0 * scale;
    let name = edge + (TYPE.score + 4.0 + TYPE.name / 2.0) * scale;
    (count, score, name)
}

/// Keeps the counts, scores and names apart at any text size.
fn space_lettering(
    game: Res<Game>,
    looking: Res<LookingAt>,
    settings: Option<Res<crate::data::settings::Settings>>,
    mut labels: Query<(Option<&CountLabel>, Option<&PlayerName>, &mut Transform)>,
) {
    let scale = settings.map_or(1.0, |s| s.scale());
    let (count, score, name) = lettering_distance(looking.shown(&game).pits(), scale);
    let away = |side: Side| if side == Side::South { -1.0 } else { 1.0 };
    for (label, player, mut transform) in &mut labels {
        let y = match (label, player) {
            (Some(CountLabel(Cell::Pit { side, .. } | Cell::Mandarin(side))), _) => {
                away(*side) * count
            }
            (Some(CountLabel(Cell::Store(side))), _) => away(*side) * score,
            (None, Some(PlayerName(side))) => away(*side) * name,
            (None, None) => continue,
        };
        if transform.translation.y != y {
            transform.translation.y = y;
        }
    }
}

/// Each store's player: you and Otto, or the bottom and top rows of two people.
fn name_players(game: Res<Game>, texts: Res<Texts>, mut names: Query<(&PlayerName, &mut Text2d)>) {
    for (name, mut text) in &mut names {
        let says = match (game.opponent_side(), name.0) {
            (_, side) if game.watched.is_some() => {
                game.watched_name(side).unwrap_or_default().to_string()
            }
            (Some(opponent), side) if opponent == side => game.opponent_name().to_string(),
            (Some(_), _) => texts.get("store.you").to_string(),
            (None, Side::South) => texts.get("store.bottom").to_string(),
            (None, Side::North) => texts.get("store.top").to_string(),
        };
        if text.0 != says {
            text.0 = says;
        }
    }
}

/// Each cell's count, as the stones on screen show it: during a sowing it follows the stones in flight, and
/// when the sowing has landed it is the engine's count.
fn show_counts(
    game: Res<Game>,
    looking: Res<LookingAt>,
    animation: Res<Animation>,
    mut labels: Query<(&CountLabel, &mut Text2d)>,
) {
    let shown = looking.shown(&game);
    for (label, mut text) in &mut labels {
        // A burnt Congklak hole shows a cross, not a count.
        let count = match label.0 {
            Cell::Pit { side, pit } if shown.pits() >= pit && shown.is_burnt(side, pit) => {
                "×".to_string()
            }
            Cell::Store(side) if shown.rules().is_quan() => {
                quan_pile_worth(&shown, &animation, side).to_string()
            }
            cell => animation.shown_count(cell, shown.count(cell)).to_string(),
        };
        if text.0 != count {
            text.0 = count;
        }
    }
}

/// Ô ăn quan: what a pile is worth as the stones on screen show it: its citizens and mandarins that have landed,
/// less what its player borrowed and plus what they lent.
fn quan_pile_worth(shown: &Position, animation: &Animation, side: Side) -> i32 {
    let cell = Cell::Store(side);
    let citizens = shown.count(cell);
    let still_flying = i32::from(citizens) - i32::from(animation.shown_count(cell, citizens));
    let mandarins_flying = animation.uncounted_arriving(cell) as i32;
    shown.quan_banked(side)
        - still_flying
        - mandarins_flying * i32::from(shown.rules().mandarin_value())
}
