//! Every seed is a `Stone` entity with a resting place inside its cell. Stones move as the engine's trace says,
//! so after every move each cell holds exactly the engine's count.

use std::collections::HashMap;

use bevy::prelude::*;

use super::board::{PIT_RADIUS, cell_position};
use super::frame::AppSystems;
use super::game::{Game, Jumped, Sown};
use super::layers;
use super::palette;
use super::settings::Settings;
use super::sowing::{Animation, Leg, time_factor};
use crate::engine::{Cell, Position, Side};

const STONE_RADIUS: f32 = 9.0;

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    pub cell: Cell,
    /// Fixed at birth: picks the stone's shade.
    pub seed: u32,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_stones).add_systems(
        Update,
        (respawn_stones_after_jump, follow_sowing, dress_stones)
            .chain()
            .in_set(AppSystems::LayOut),
    );
}

fn spawn_stones(mut commands: Commands, game: Res<Game>) {
    let mut seed = 0u32;
    for cell in Cell::ring(game.position.pits()) {
        for _ in 0..game.position.count(cell) {
            // Clicks go through stones to the pit beneath.
            commands.spawn((Stone { cell, seed }, Transform::default(), Pickable::IGNORE));
            seed += 1;
        }
    }
}

/// After a new game, an undo or a redo there is no trace to follow: the stones are laid out afresh.
fn respawn_stones_after_jump(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped>,
    stones: Query<Entity, With<Stone>>,
    game: Res<Game>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    for stone in &stones {
        commands.entity(stone).despawn();
    }
    spawn_stones(commands, game);
}

/// Follows a sowing's trace stone by stone: where each stone is, and how many stones each cell holds, as the
/// trace goes, so that every leg of a stone's way (dropped in a pit, then captured from it, or swept from it at
/// the end) starts where the last one ended and lands on top of the pile it joins.
struct Tracer {
    pits: u8,
    seeds: HashMap<Entity, u32>,
    at: HashMap<Entity, (Cell, Vec3)>,
    held: HashMap<Cell, usize>,
    legs: [Vec<Leg>; 3],
}

impl Tracer {
    /// The stones in a cell now, in the order they are taken (by seed).
    fn in_cell(&self, cell: Cell) -> Vec<Entity> {
        let mut found: Vec<(u32, Entity)> = self
            .at
            .iter()
            .filter(|(_, (at, _))| *at == cell)
            .map(|(&entity, _)| (self.seeds[&entity], entity))
            .collect();
        found.sort_unstable();
        found.into_iter().map(|(_, entity)| entity).collect()
    }

    fn go(&mut self, entity: Entity, to_cell: Cell, stage: usize) {
        let (from_cell, from) = self.at[&entity];
        let index = self.held.get(&to_cell).copied().unwrap_or(0);
        self.held.insert(to_cell, index + 1);
        if let Some(left) = self.held.get_mut(&from_cell) {
            *left = left.saturating_sub(1);
        }
        let to = resting_place(to_cell, index, self.pits);
        self.legs[stage].push(Leg {
            entity,
            from,
            to,
            from_cell,
            to_cell,
        });
        self.at.insert(entity, (to_cell, to));
    }
}

/// Moves stones from cell to cell in the order of the trace (the sown seeds one by one, then the capture, then
/// the end-of-game sweep) and sends them flying along those legs in that order.
fn follow_sowing(
    mut sown: MessageReader<Sown>,
    mut stones: Query<(Entity, &mut Stone, &mut Transform)>,
    mut animation: ResMut<Animation>,
    settings: Option<Res<Settings>>,
) {
    for Sown { before, sowing, .. } in sown.read() {
        let pits = before.pits();
        let mut tracer = Tracer {
            pits,
            seeds: stones.iter().map(|(e, s, _)| (e, s.seed)).collect(),
            at: stones
                .iter()
                .map(|(e, s, t)| (e, (s.cell, t.translation)))
                .collect(),
            held: HashMap::new(),
            legs: Default::default(),
        };
        for (_, (cell, _)) in tracer.at.iter() {
            *tracer.held.entry(*cell).or_insert(0) += 1;
        }
        let start = Cell::Pit {
            side: sowing.mover,
            pit: sowing.pit,
        };
        for (entity, to) in tracer.in_cell(start).into_iter().zip(sowing.drops()) {
            tracer.go(entity, to, 0);
        }
        if let Some(capture) = sowing.capture {
            let own = Cell::Pit {
                side: sowing.mover,
                pit: capture.pit,
            };
            let across = Cell::Pit {
                side: sowing.mover.opponent(),
                pit: pits + 1 - capture.pit,
            };
            for entity in tracer
                .in_cell(own)
                .into_iter()
                .chain(tracer.in_cell(across))
            {
                tracer.go(entity, Cell::Store(sowing.mover), 1);
            }
        }
        if sowing.sweep.is_some() {
            for side in Side::BOTH {
                for pit in 1..=pits {
                    for entity in tracer.in_cell(Cell::Pit { side, pit }) {
                        tracer.go(entity, Cell::Store(side), 2);
                    }
                }
            }
        }

        // The stones take their new cells now, with the engine; only their pictures travel.
        for (entity, mut stone, _) in &mut stones {
            stone.cell = tracer.at[&entity].0;
        }
        // Every stone's last leg ends at its place in the settled layout; stones that stay settle at once.
        let places = resting_places(stones.iter().map(|(e, s, _)| (e, s.cell, s.seed)), pits);
        for (entity, place) in places {
            let last = tracer
                .legs
                .iter_mut()
                .rev()
                .find_map(|legs| legs.iter_mut().rev().find(|leg| leg.entity == entity));
            match last {
                Some(leg) => leg.to = place,
                None => {
                    if let Ok((_, _, mut transform)) = stones.get_mut(entity) {
                        transform.translation = place;
                    }
                }
            }
        }
        animation.plan(&tracer.legs, time_factor(settings.as_deref()));
    }
}

/// Where the `index`th stone of a cell rests.
fn resting_place(cell: Cell, index: usize, pits: u8) -> Vec3 {
    let at = cell_position(cell, pits) + resting_offset(index, cell);
    at.extend(layers::STONES + index as f32 * layers::STONE_STEP)
}

/// Each stone's resting place in its cell: a small spiral, so that a pile looks like a pile.
fn resting_places(
    stones: impl Iterator<Item = (Entity, Cell, u32)>,
    pits: u8,
) -> Vec<(Entity, Vec3)> {
    let mut order: Vec<(Cell, u32, Entity)> = stones
        .map(|(entity, cell, seed)| (cell, seed, entity))
        .collect();
    order.sort_by_key(|&(cell, seed, _)| (cell_key(cell), seed));
    let mut places = Vec::with_capacity(order.len());
    let mut previous = None;
    let mut index = 0;
    for (cell, _, entity) in order {
        if previous != Some(cell) {
            index = 0;
            previous = Some(cell);
        }
        places.push((entity, resting_place(cell, index, pits)));
        index += 1;
    }
    places
}

fn cell_key(cell: Cell) -> (u8, u8) {
    match cell {
        Cell::Pit { side, pit } => (side as u8, pit),
        Cell::Store(side) => (side as u8, 0),
    }
}

/// Where the `index`th stone of a cell lies. The first layer fills the hollow on a golden-angle spiral; later
/// stones lie on top in smaller, turned layers, so a big pile heaps up in the middle rather than ringing the
/// rim, and a stone keeps its place as others arrive.
fn resting_offset(index: usize, cell: Cell) -> Vec2 {
    let (per_layer, stretch) = match cell {
        Cell::Store(_) => (24, Vec2::new(1.0, 2.2)),
        Cell::Pit { .. } => (12, Vec2::ONE),
    };
    let layer = (index / per_layer) as f32;
    let within = (index % per_layer) as f32;
    let angle = within * 2.399_963 + layer * 0.9;
    let shrink = (1.0 - 0.18 * layer).max(0.35);
    let reach =
        (PIT_RADIUS - STONE_RADIUS - 4.0) * ((within + 0.5) / per_layer as f32).sqrt() * shrink;
    Vec2::new(angle.cos(), angle.sin()) * reach * stretch
}

/// Gives new stones their look, where there is a renderer (headless tests have none), and lays them out.
fn dress_stones(
    mut commands: Commands,
    mut stones: Query<(Entity, Ref<Stone>, &mut Transform)>,
    game: Res<Game>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    if !stones.iter().any(|(_, stone, _)| stone.is_added()) {
        return;
    }
    if let (Some(mut meshes), Some(mut materials)) = (meshes, materials) {
        let mesh = meshes.add(Circle::new(STONE_RADIUS));
        // A darker rim sets each stone off from the one beneath it, and a glint makes it a pebble, not a disc.
        let rim = meshes.add(Circle::new(STONE_RADIUS + 1.3));
        let rim_colour = materials.add(palette::STONE_RIM);
        let glint = meshes.add(Circle::new(STONE_RADIUS * 0.3));
        let glint_colour = materials.add(palette::STONE_GLINT);
        for (entity, stone, _) in stones.iter().filter(|(_, stone, _)| stone.is_added()) {
            // Slightly varied shades, fixed by the stone's seed.
            let shade = (stone.seed.wrapping_mul(2_654_435_761) >> 24) as f32 / 255.0;
            let color = palette::stone(shade);
            commands
                .entity(entity)
                .insert((Mesh2d(mesh.clone()), MeshMaterial2d(materials.add(color))))
                .with_children(|stone| {
                    // Between this stone and the one below it.
                    stone.spawn((
                        Mesh2d(rim.clone()),
                        MeshMaterial2d(rim_colour.clone()),
                        Transform::from_xyz(0.0, 0.0, -0.4 * layers::STONE_STEP),
                        Pickable::IGNORE,
                    ));
                    stone.spawn((
                        Mesh2d(glint.clone()),
                        MeshMaterial2d(glint_colour.clone()),
                        Transform::from_xyz(
                            -STONE_RADIUS * 0.35,
                            STONE_RADIUS * 0.35,
                            0.4 * layers::STONE_STEP,
                        ),
                        Pickable::IGNORE,
                    ));
                });
        }
    }
    let places = resting_places(
        stones.iter().map(|(e, s, _)| (e, s.cell, s.seed)),
        game.position.pits(),
    );
    for (entity, at) in places {
        if let Ok((_, _, mut transform)) = stones.get_mut(entity) {
            transform.translation = at;
        }
    }
}

/// How many stones each cell holds, for checking the view against the engine.
pub fn counts(world: &mut World, position: &Position) -> Vec<(Cell, usize, u8)> {
    let mut query = world.query::<&Stone>();
    let stones: Vec<Cell> = query.iter(world).map(|s| s.cell).collect();
    Cell::ring(position.pits())
        .map(|cell| {
            (
                cell,
                stones.iter().filter(|&&c| c == cell).count(),
                position.count(cell),
            )
        })
        .collect()
}
