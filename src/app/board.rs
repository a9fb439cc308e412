//! The board: pits, stores and their seed counts, laid out from the engine's position so any board size fits.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use super::frame::AppSystems;
use super::game::{Game, Jumped};
use super::layers;
use super::palette::{CREAM, HOLLOW, TABLE, WOOD};
use super::sowing::Animation;
use crate::engine::{Cell, Side};

/// Distance between neighbouring pit centres, in world units.
const PIT_SPACING: f32 = 120.0;
pub const PIT_RADIUS: f32 = 46.0;
const ROW_OFFSET: f32 = 75.0;
pub const STORE_HALF_HEIGHT: f32 = 95.0;
const MARGIN: f32 = 60.0;
/// Room above the board for the mascot and below it for the status line, as a share of the board's height.
const SCENE_HEIGHT: f32 = 2.5;
const SCENE_LIFT: f32 = 50.0;

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pit {
    pub side: Side,
    /// Numbered from 1, as the engine numbers them.
    pub index: u8,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Store {
    pub side: Side,
}

/// The text that shows how many seeds a cell holds.
#[derive(Component, Clone, Copy, Debug)]
pub struct CountLabel(pub Cell);

/// The camera that draws the board (the panel has its own).
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardCamera;

/// Everything drawn for one board size; replaced when a game on another size begins.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardPart {
    pub pits: u8,
}

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(TABLE))
        .add_systems(Startup, (spawn_camera, spawn_board))
        .add_systems(
            Update,
            (
                (refit_board_to_pits, frame_scene).in_set(AppSystems::LayOut),
                show_counts.in_set(AppSystems::Show),
            ),
        );
}

/// The height of the whole scene (board, mascot, status line) in world units, for a board of `pits` pits.
pub fn scene_size(pits: u8) -> Vec2 {
    let board = board_size(pits);
    Vec2::new(board.x + 2.0 * MARGIN, board.y * SCENE_HEIGHT)
}

/// The top edge of the board, where the mascot sits.
pub fn board_top(pits: u8) -> f32 {
    board_size(pits).y / 2.0
}

/// Where a cell sits on a board of `pits` pits a side. South's row runs left to right along the bottom into the
/// store on the right; North's runs right to left along the top into the store on the left.
pub fn cell_position(cell: Cell, pits: u8) -> Vec2 {
    let half = (f32::from(pits) + 1.0) / 2.0;
    match cell {
        Cell::Pit {
            side: Side::South,
            pit,
        } => Vec2::new((f32::from(pit) - half) * PIT_SPACING, -ROW_OFFSET),
        Cell::Pit {
            side: Side::North,
            pit,
        } => Vec2::new((half - f32::from(pit)) * PIT_SPACING, ROW_OFFSET),
        Cell::Store(Side::South) => Vec2::new(half * PIT_SPACING, 0.0),
        Cell::Store(Side::North) => Vec2::new(-half * PIT_SPACING, 0.0),
    }
}

fn board_size(pits: u8) -> Vec2 {
    Vec2::new(
        (f32::from(pits) + 2.6) * PIT_SPACING,
        2.0 * (ROW_OFFSET + PIT_RADIUS) + 40.0,
    )
}

/// The camera keeps the whole scene in view at any window size: it shows at least the scene's width and height.
fn scaling(pits: u8) -> ScalingMode {
    let size = scene_size(pits);
    ScalingMode::AutoMin {
        min_width: size.x,
        min_height: size.y,
    }
}

fn spawn_camera(mut commands: Commands, game: Res<Game>) {
    commands.spawn((
        BoardCamera,
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: scaling(game.position.pits()),
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_xyz(0.0, SCENE_LIFT, 0.0),
    ));
}

/// With the mascot above the board the scene's middle is higher; without him (two players) the board is
/// centred.
fn frame_scene(game: Res<Game>, mut cameras: Query<&mut Transform, With<BoardCamera>>) {
    let lift = if game.computer_side().is_some() {
        SCENE_LIFT
    } else {
        0.0
    };
    for mut camera in &mut cameras {
        if camera.translation.y != lift {
            camera.translation.y = lift;
        }
    }
}

/// A new game on another number of pits gets a new board and a camera fitted to it.
fn refit_board_to_pits(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped>,
    game: Res<Game>,
    parts: Query<(Entity, &BoardPart)>,
    mut projections: Query<&mut Projection, With<BoardCamera>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let pits = game.position.pits();
    if jumped.read().count() == 0 || parts.iter().all(|(_, part)| part.pits == pits) {
        return;
    }
    for (entity, _) in &parts {
        commands.entity(entity).despawn();
    }
    for mut projection in &mut projections {
        if let Projection::Orthographic(orthographic) = &mut *projection {
            orthographic.scaling_mode = scaling(pits);
        }
    }
    if let (Some(meshes), Some(materials)) = (meshes, materials) {
        spawn_board(commands, game, meshes, materials);
    }
}

fn spawn_board(
    mut commands: Commands,
    game: Res<Game>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let pits = game.position.pits();
    let part = BoardPart { pits };
    let size = board_size(pits);
    commands.spawn((
        Name::new("Board"),
        part,
        Mesh2d(meshes.add(Capsule2d::new(size.y / 2.0, size.x - size.y))),
        MeshMaterial2d(materials.add(WOOD)),
        Transform::from_xyz(0.0, 0.0, layers::BOARD)
            .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
    ));

    let pit_mesh = meshes.add(Circle::new(PIT_RADIUS));
    let store_mesh = meshes.add(Capsule2d::new(
        PIT_RADIUS,
        2.0 * (STORE_HALF_HEIGHT - PIT_RADIUS),
    ));
    let hollow = materials.add(HOLLOW);
    let font = TextFont {
        font_size: FontSize::Px(30.0),
        ..default()
    };

    for side in Side::BOTH {
        for index in 1..=pits {
            let cell = Cell::Pit { side, pit: index };
            let at = cell_position(cell, pits);
            commands.spawn((
                Name::new(cell.to_string()),
                Pit { side, index },
                part,
                Mesh2d(pit_mesh.clone()),
                MeshMaterial2d(hollow.clone()),
                Transform::from_translation(at.extend(layers::HOLLOW)),
            ));
            let label_y = if side == Side::South { -1.0 } else { 1.0 } * (PIT_RADIUS + 24.0);
            commands.spawn((
                CountLabel(cell),
                part,
                Text2d::default(),
                font.clone(),
                TextColor(CREAM),
                Transform::from_translation((at + Vec2::new(0.0, label_y)).extend(layers::LABELS)),
            ));
        }
        let cell = Cell::Store(side);
        let at = cell_position(cell, pits);
        commands.spawn((
            Name::new(cell.to_string()),
            Store { side },
            part,
            Mesh2d(store_mesh.clone()),
            MeshMaterial2d(hollow.clone()),
            Transform::from_translation(at.extend(layers::HOLLOW)),
        ));
        commands.spawn((
            CountLabel(cell),
            part,
            Text2d::default(),
            font.clone(),
            TextColor(CREAM),
            Transform::from_translation(
                (at + Vec2::new(0.0, -STORE_HALF_HEIGHT - 30.0)).extend(layers::LABELS),
            ),
        ));
    }
}

/// Each cell's count, as the stones on screen show it: during a sowing it follows the stones in flight, and
/// when the sowing has landed it is the engine's count.
fn show_counts(
    game: Res<Game>,
    animation: Res<Animation>,
    mut labels: Query<(&CountLabel, &mut Text2d)>,
) {
    for (label, mut text) in &mut labels {
        let count = animation
            .shown_count(label.0, game.position.count(label.0))
            .to_string();
        if text.0 != count {
            text.0 = count;
        }
    }
}
