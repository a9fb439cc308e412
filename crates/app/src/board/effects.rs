//! Lights that follow the stones: a flash where a capture gathers its stones, a glow in a store that earns an
//! extra turn, and both stores glowing as the game's last stones are swept home. Each is a soft light that
//! swells and fades (with "reduce motion" it only fades), and goes.

use bevy::prelude::*;

use super::layers;
use super::scene::{PIT_RADIUS, RelayDrawing, STORE_HALF_HEIGHT, Shape, cell_position};
use super::sowing::{Landed, Lifted, Stage};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::palette::Palette;
use crate::look::theme::{Swatch, Swatches};
use crate::rest::{Rest, step};
use crate::turn::game::{Game, Redraw, Sown};
use mancala_engine::{Cell, Side};

/// How long each light lasts.
const FLASH_SECONDS: f32 = 0.45;
const GLOW_SECONDS: f32 = 0.9;

/// A light fading out: its own material, so that it fades alone.
#[derive(Component, Clone, Copy, Debug)]
pub struct Light {
    pub left: f32,
    pub lasts: f32,
    /// Its colour at full strength.
    pub colour: Color,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (light_up, fade_lights).in_set(AppSystems::Show));
}

/// Lights for what the stones did this frame.
fn light_up(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut sown: MessageReader<Sown>,
    mut lifted: MessageReader<Lifted>,
    mut landed: MessageReader<Landed>,
    game: Res<Game>,
    palette: Res<Palette>,
    swatches: Option<Res<Swatches>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
    mut extra_turn_for: Local<Option<Side>>,
) {
    for Sown { sowing, .. } in sown.read() {
        *extra_turn_for = sowing.extra_turn.then_some(sowing.mover);
    }
    let (Some(swatches), Some(mut meshes), Some(mut materials)) = (swatches, meshes, materials)
    else {
        lifted.clear();
        landed.clear();
        return;
    };
    let shape = Shape::of(&game.position, *drawing);
    let mut lights: Vec<(Cell, Color, f32)> = Vec::new();
    for lift in lifted.read() {
        if lift.stage == Stage::Captured && !lights.iter().any(|(cell, ..)| *cell == lift.cell) {
            lights.push((lift.cell, palette.flash, FLASH_SECONDS));
        }
    }
    for landing in landed.read().filter(|landing| landing.last) {
        match landing.stage {
            Stage::Sown => {
                if let (Some(side), Cell::Store(store)) = (extra_turn_for.take(), landing.cell)
                    && side == store
                {
                    lights.push((landing.cell, palette.turn_glow, GLOW_SECONDS));
                }
            }
            Stage::Swept => {
                for side in Side::BOTH {
                    lights.push((Cell::Store(side), palette.turn_glow, GLOW_SECONDS));
                }
            }
            Stage::Captured => {}
        }
    }
    let texture = materials
        .get(&swatches.get(Swatch::Flash))
        .and_then(|flash| flash.texture.clone());
    for (cell, colour, lasts) in lights {
        let size = match cell {
            Cell::Pit { .. } => Vec2::splat(3.2 * PIT_RADIUS),
            Cell::Store(_) | Cell::Mandarin(_) => {
                Vec2::new(3.2 * PIT_RADIUS, 2.6 * STORE_HALF_HEIGHT)
            }
        };
        commands.spawn((
            Light {
                left: lasts,
                lasts,
                colour,
            },
            Mesh2d(meshes.add(Rectangle::from_size(size))),
            MeshMaterial2d(materials.add(ColorMaterial {
                color: colour,
                texture: texture.clone(),
                ..default()
            })),
            Transform::from_translation(cell_position(cell, shape).extend(layers::LIGHTS)),
            Pickable::IGNORE,
        ));
    }
}

/// Each light swells and fades, and goes when its time is up or the board is laid out afresh (a new game, an
/// undo, a look back): the lights of the old position go out at once. One system despawns them, so a light is
/// never despawned twice in a frame.
fn fade_lights(
    mut commands: Commands,
    time: Res<Time>,
    settings: Option<Res<Settings>>,
    mut redraw: MessageReader<Redraw>,
    mut lights: Query<(
        Entity,
        &mut Light,
        &mut Transform,
        &MeshMaterial2d<ColorMaterial>,
    )>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut rest: ResMut<Rest>,
) {
    let calm = settings.is_some_and(|s| s.reduce_motion);
    let put_out = redraw.read().count() > 0;
    for (entity, mut light, mut transform, material) in &mut lights {
        rest.wake_now();
        light.left -= step(&time);
        if put_out || light.left <= 0.0 {
            materials.remove(&material.0);
            commands.entity(entity).despawn();
            continue;
        }
        let done = 1.0 - light.left / light.lasts;
        // Up quickly, then down slowly.
        let strength = (done / 0.2).min(1.0) * (1.0 - done).powf(1.5);
        if let Some(mut look) = materials.get_mut(&material.0) {
            look.color = light
                .colour
                .with_alpha(light.colour.alpha() * strength.clamp(0.0, 1.0));
        }
        let swell = if calm { 1.0 } else { 0.8 + 0.35 * done };
        transform.scale = Vec3::splat(swell);
    }
}
