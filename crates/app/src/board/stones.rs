//! Every seed is a `Stone` entity with a resting place inside its cell. Stones move as the engine's trace says,
//! so after every move each cell holds exactly the engine's count.
//!
//! A stone is a glass marble sized so that four fill a pit, as on a real board, with a soft shadow under it.
//! All stones share one mesh, one shadow material and a material per colour. In flight a stone grows a little
//! as it rises and its shadow stays on the board below it; it lands with a small squash.

use std::collections::HashMap;

use bevy::prelude::*;

use super::layers;
use super::scene::{
    PIT_RADIUS, RelayDrawing, STORE_HALF_HEIGHT, Shape, cell_position, follow_relay_drawing,
};
use super::sowing::{Animation, LIFT_TICKS, Leg, Lift, Motion, RELAY_PACE, Stage, TickedLeg};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::theme::{Swatch, Swatches};
use crate::rest::{Rest, step};
use crate::turn::game::{Game, LookingAt, Redraw, Sown};
use mancala_engine::Sowing;
use mancala_engine::{Cell, Position, Side};

/// Four stones fill a pit of [`PIT_RADIUS`] 46.
pub const STONE_RADIUS: f32 = 16.0;
/// Where a resting stone's shadow falls: down and to the right, away from the light.
const SHADOW_OFFSET: Vec2 = Vec2::new(3.0, -5.0);
/// How much a stone grows at the top of its flight, and how long its landing squash lasts.
const LIFT_GROWTH: f32 = 0.0035;
const SETTLE_SECONDS: f32 = 0.16;
/// The first stones of a pit, in stone radii from its centre: four make a square, as a player drops them;
/// the next five fill the gaps and the middle, a little higher. Later stones heap up on a spiral.
const FIRST_PLACES: [(f32, f32); 9] = [
    (-0.88, 0.8),
    (0.94, 0.7),
    (-0.76, -0.94),
    (0.88, -0.82),
    (0.05, 1.5),
    (-1.55, -0.05),
    (1.5, -0.1),
    (0.06, -1.6),
    (0.05, 0.05),
];

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    pub cell: Cell,
    /// Fixed at birth: picks the stone's colour.
    pub seed: u32,
}

/// A stone in a hand between two choices of Congklak's opening: lifted off the board, over the cell its `Stone`
/// names, and counted in no cell until it is dropped.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held(pub Side);

/// Ô ăn quan's mandarin: one big piece on its mandarin square, or in the pile of the player who took it. Not a
/// `Stone`: it is counted in no cell (a mandarin square's count is its citizens) and a sowing never lifts it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MandarinPiece {
    pub cell: Cell,
}

/// The mandarin's size: a big stone among the citizens.
const MANDARIN_PIECE_RADIUS: f32 = 29.0;

/// A stone on its way off the board: the citizens a mandarin square still holds when an Ô ăn quan game ends
/// count for no one. Gone when the sowing on screen is over.
#[derive(Component, Clone, Copy, Debug)]
struct Leaving;

#[derive(Component, Clone, Copy, Debug)]
struct StoneShadow;

/// A stone that has just landed, squashing a little: the seconds left.
#[derive(Component, Clone, Copy, Debug)]
struct Settling(f32);

pub fn plugin(app: &mut App) {
    app.init_resource::<RelayDrawing>()
        .add_systems(PreStartup, follow_relay_drawing)
        .add_systems(Startup, spawn_stones)
        .add_systems(
            Update,
            (
                follow_relay_drawing.in_set(AppSystems::ReadInput),
                (
                    respawn_stones_after_jump,
                    follow_sowing,
                    dress_stones,
                    dress_mandarins,
                    clear_leaving,
                )
                    .chain()
                    .in_set(AppSystems::LayOut),
                repaint_stones
                    .in_set(AppSystems::Show)
                    .after(crate::look::theme::recolour_swatches),
                (lift_stones, settle_stones)
                    .chain()
                    .in_set(AppSystems::Animate)
                    .after(super::sowing::animate_sowing),
            ),
        );
}

fn spawn_stones(mut commands: Commands, game: Res<Game>) {
    lay_stones(&mut commands, &game.position, &in_hands(&game));
}

/// The seeds each hand holds in Congklak's opening, and the cell it is over.
fn in_hands(game: &Game) -> Vec<(Side, Cell, u8)> {
    let Some(opening) = &game.opening else {
        return Vec::new();
    };
    Side::BOTH
        .into_iter()
        .filter_map(|side| {
            opening
                .in_hand(side)
                .map(|(cell, seeds)| (side, cell, seeds))
        })
        .collect()
}

fn lay_stones(commands: &mut Commands, position: &Position, hands: &[(Side, Cell, u8)]) {
    let mut seed = 0u32;
    for &(side, cell, seeds) in hands {
        for _ in 0..seeds {
            commands.spawn((
                Stone { cell, seed },
                Held(side),
                Lift::default(),
                Transform::default(),
                Pickable::IGNORE,
            ));
            seed += 1;
        }
    }
    for cell in mandarin_cells(position) {
        commands.spawn((
            MandarinPiece { cell },
            Lift::default(),
            Transform::default(),
            Pickable::IGNORE,
        ));
    }
    for cell in position.rules().cells(position.pits()) {
        for _ in 0..position.count(cell) {
            // Clicks go through stones to the pit beneath.
            commands.spawn((
                Stone { cell, seed },
                Lift::default(),
                Transform::default(),
                Pickable::IGNORE,
            ));
            seed += 1;
        }
    }
}

/// After a new game, an undo or a redo, or to show another position, there is no trace to follow: the stones
/// are laid out afresh.
fn respawn_stones_after_jump(
    mut commands: Commands,
    mut redraw: MessageReader<Redraw>,
    stones: Query<Entity, Or<(With<Stone>, With<MandarinPiece>)>>,
    game: Res<Game>,
    looking: Res<LookingAt>,
) {
    if redraw.read().count() == 0 {
        return;
    }
    for stone in &stones {
        commands.entity(stone).despawn();
    }
    let hands = if looking.is_away() {
        Vec::new()
    } else {
        in_hands(&game)
    };
    lay_stones(&mut commands, &looking.shown(&game), &hands);
}

/// Follows a sowing's trace stone by stone: where each stone is, and how many stones each cell holds, as the
/// trace goes, so that every leg of a stone's way (dropped in a pit, then captured from it, or swept from it at
/// the end) starts where the last one ended and lands on top of the pile it joins.
struct Tracer {
    shape: Shape,
    seeds: HashMap<Entity, u32>,
    at: HashMap<Entity, (Cell, Vec3)>,
    held: HashMap<Cell, usize>,
    legs: [Vec<Leg>; 3],
    /// Each leg's tick, beside it, for a sowing paced by ticks (Congklak's relays); and the tick now.
    ticks: [Vec<u32>; 3],
    tick: u32,
    /// Ô ăn quan: the mandarins, where they are; and what no cell counts: a mandarin in flight, a stone
    /// leaving the board.
    mandarins: Vec<(Entity, Cell, Vec3)>,
    uncounted: Vec<Entity>,
    leaving: Vec<Entity>,
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
        let to = resting_place(to_cell, index, self.shape);
        self.legs[stage].push(Leg {
            entity,
            from,
            to,
            from_cell,
            to_cell,
        });
        self.ticks[stage].push(self.tick);
        self.at.insert(entity, (to_cell, to));
    }

    /// Ô ăn quan: the side to move puts a citizen back into each of its five empty squares, from its own pile
    /// and then from the other player's.
    fn refill(&mut self, before: &Position) {
        let Some(refill) = before.refill() else {
            return;
        };
        let mover = before.to_move();
        for square in 1..=before.pits() {
            let from = if square <= refill.own {
                mover
            } else {
                mover.opponent()
            };
            if let Some(&entity) = self.in_cell(Cell::Store(from)).first() {
                self.tick += 1;
                self.go(
                    entity,
                    Cell::Pit {
                        side: mover,
                        pit: square,
                    },
                    0,
                );
            }
        }
        self.tick += LIFT_TICKS;
    }

    /// Ô ăn quan: each square the sowing captured, one after another: its citizens, and its mandarin, into the
    /// mover's pile.
    fn take(&mut self, before: &Position, mv: u8) {
        let mover = before.to_move();
        let pile = Cell::Store(mover);
        for take in before.takes(mv).unwrap_or_default() {
            self.tick += 2 * LIFT_TICKS;
            for entity in self.in_cell(take.cell) {
                self.go(entity, pile, 1);
            }
            let piece = self.mandarins.iter().position(|m| m.1 == take.cell);
            if let Some(index) = piece.filter(|_| take.mandarin) {
                let in_pile = self.mandarins.iter().filter(|m| m.1 == pile).count();
                let to = mandarin_place(pile, in_pile, self.shape);
                let (entity, from_cell, from) = self.mandarins[index];
                self.mandarins[index] = (entity, pile, to);
                self.uncounted.push(entity);
                self.legs[1].push(Leg {
                    entity,
                    from,
                    to,
                    from_cell,
                    to_cell: pile,
                });
                self.ticks[1].push(self.tick);
            }
        }
    }

    /// The legs with their ticks, for a sowing paced by ticks: what no cell counts is marked so.
    fn ticked(&self) -> Vec<TickedLeg> {
        Stage::ALL
            .iter()
            .zip(self.legs.iter().zip(&self.ticks))
            .flat_map(|(&stage, (legs, ticks))| {
                legs.iter().zip(ticks).map(move |(&leg, &tick)| TickedLeg {
                    leg,
                    tick,
                    stage,
                    lies_first: !self.uncounted.contains(&leg.entity),
                    lies_last: !self.uncounted.contains(&leg.entity)
                        && !self.leaving.contains(&leg.entity),
                })
            })
            .collect()
    }

    /// Ô ăn quan's end: what a mandarin square still holds counts for no one and leaves the board, off its end.
    fn clear_mandarin_squares(&mut self) {
        for side in Side::BOTH {
            let cell = Cell::Mandarin(side);
            let away = cell_position(cell, self.shape) * Vec2::new(4.0, 1.0);
            for entity in self.in_cell(cell) {
                let (from_cell, from) = self.at[&entity];
                self.legs[2].push(Leg {
                    entity,
                    from,
                    to: away.extend(layers::FLYING),
                    from_cell,
                    to_cell: from_cell,
                });
                self.ticks[2].push(self.tick);
                self.leaving.push(entity);
                self.at.remove(&entity);
            }
        }
    }
}

/// Moves stones from cell to cell in the order of the trace (the sown seeds one by one, then the capture, then
/// the end-of-game sweep) and sends them flying along those legs in that order.
pub fn follow_sowing(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut sown: MessageReader<Sown>,
    mut stones: Query<(Entity, &mut Stone, &mut Transform)>,
    mut mandarins: Query<(Entity, &mut MandarinPiece, &Transform), Without<Stone>>,
    mut animation: ResMut<Animation>,
    settings: Option<Res<Settings>>,
) {
    for Sown { before, sowing, .. } in sown.read() {
        let shape = Shape::of(before, *drawing);
        let mut tracer = Tracer {
            shape,
            seeds: stones.iter().map(|(e, s, _)| (e, s.seed)).collect(),
            at: stones
                .iter()
                .map(|(e, s, t)| (e, (s.cell, t.translation)))
                .collect(),
            held: HashMap::new(),
            legs: Default::default(),
            ticks: Default::default(),
            tick: 0,
            mandarins: mandarins
                .iter()
                .map(|(e, m, t)| (e, m.cell, t.translation))
                .collect(),
            uncounted: Vec::new(),
            leaving: Vec::new(),
        };
        for (_, (cell, _)) in tracer.at.iter() {
            *tracer.held.entry(*cell).or_insert(0) += 1;
        }
        trace_sowing(&mut tracer, before, sowing);

        // The stones take their new cells now, with the engine; only their pictures travel.
        for (entity, mut stone, _) in &mut stones {
            if let Some(&(cell, _)) = tracer.at.get(&entity) {
                stone.cell = cell;
            }
        }
        for &(entity, cell, _) in &tracer.mandarins {
            if let Ok((_, mut piece, _)) = mandarins.get_mut(entity) {
                piece.cell = cell;
            }
        }
        for &entity in &tracer.leaving {
            commands.entity(entity).insert(Leaving);
        }
        // Every stone's last leg ends at its place in the settled layout; stones that stay settle at once.
        let lying = stones
            .iter()
            .filter(|(e, _, _)| !tracer.leaving.contains(e))
            .map(|(e, s, _)| (e, s.cell, s.seed));
        let places = resting_places(lying, shape);
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
        let motion = Motion::of(settings.as_deref());
        if before.rules().is_relay() || before.rules().is_quan() {
            animation.plan_ticks(&tracer.ticked(), RELAY_PACE, motion);
        } else {
            animation.plan(&tracer.legs, motion);
        }
    }
}

/// Moves the stones in the tracer in the order of the trace: the sown seeds one by one (Ô ăn quan's refill
/// first), then the capture, then the end-of-game sweep.
fn trace_sowing(tracer: &mut Tracer, before: &Position, sowing: &Sowing) {
    let pits = before.pits();
    tracer.refill(before);
    // Lap by lap: the seeds lifted, then each dropped; a Congklak relay lifts the stones where its last seed
    // landed (that seed too) and sows on after a pause, so that each lift is seen.
    let laps = before
        .laps(sowing.pit)
        .expect("a sowing the engine played has its laps");
    for (index, lap) in laps.into_iter().enumerate() {
        if index > 0 {
            tracer.tick += LIFT_TICKS;
        }
        for (entity, to) in tracer.in_cell(lap.from).into_iter().zip(lap.drops) {
            tracer.tick += 1;
            tracer.go(entity, to, 0);
        }
    }
    if let (Some(capture), Some(seeds)) = (sowing.capture, sowing.captured()) {
        let own = Cell::Pit {
            side: sowing.mover,
            pit: capture.pit,
        };
        let across = Cell::Pit {
            side: sowing.mover.opponent(),
            pit: pits + 1 - capture.pit,
        };
        // In Sungka the capturing seed stays in its hole.
        let own_seed_goes = seeds > capture.opposite;
        let own_stones = if own_seed_goes {
            tracer.in_cell(own)
        } else {
            Vec::new()
        };
        for entity in own_stones.into_iter().chain(tracer.in_cell(across)) {
            tracer.go(entity, Cell::Store(sowing.mover), 1);
        }
    }
    // Oware's capture: the run of the opponent's pits, into the mover's tray.
    if let Some(taken) = sowing.taken() {
        for pit in taken.first..=taken.last {
            let cell = Cell::Pit {
                side: sowing.mover.opponent(),
                pit,
            };
            for entity in tracer.in_cell(cell) {
                tracer.go(entity, Cell::Store(sowing.mover), 1);
            }
        }
    }
    if before.rules().is_quan() {
        tracer.take(before, sowing.pit);
    }
    if let Some(sweep) = sowing.sweep {
        // After the capture, if there was one.
        tracer.tick += LIFT_TICKS;
        let rules = before.rules();
        for side in Side::BOTH {
            for pit in 1..=pits {
                for entity in tracer.in_cell(Cell::Pit { side, pit }) {
                    tracer.go(entity, Cell::Store(sweep.store_for(side, rules)), 2);
                }
            }
        }
        if rules.is_quan() {
            tracer.clear_mandarin_squares();
        }
    }
}

/// Ô ăn quan: where each mandarin is, one cell a mandarin: on its square, or in the pile of its taker.
fn mandarin_cells(position: &Position) -> Vec<Cell> {
    if !position.rules().is_quan() {
        return Vec::new();
    }
    let mut cells = Vec::new();
    for side in Side::BOTH {
        if position.end(side).mandarin {
            cells.push(Cell::Mandarin(side));
        }
        let taken = position.pile(side).mandarins;
        cells.extend(std::iter::repeat_n(Cell::Store(side), usize::from(taken)));
    }
    cells
}

/// Where the `index`th mandarin of a cell lies: in the middle of its half-moon, under the citizens around it;
/// in a pile, one at each end of the tray.
fn mandarin_place(cell: Cell, index: usize, shape: Shape) -> Vec3 {
    let offset = match cell {
        Cell::Store(_) => Vec2::new(0.0, if index == 0 { 45.0 } else { -45.0 }),
        _ => Vec2::ZERO,
    };
    (cell_position(cell, shape) + offset).extend(layers::STONES - layers::STONE_STEP)
}

/// Gives new mandarins their look, where there is a renderer, and lays them out.
fn dress_mandarins(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut pieces: Query<(Entity, Ref<MandarinPiece>, &mut Transform), Without<Stone>>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    swatches: Option<Res<Swatches>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
) {
    if !pieces.iter().any(|(_, piece, _)| piece.is_added()) {
        return;
    }
    if let (Some(swatches), Some(mut meshes)) = (swatches, meshes) {
        let body = meshes.add(Rectangle::from_length(2.0 * MANDARIN_PIECE_RADIUS));
        let shadow = meshes.add(Rectangle::from_length(2.6 * MANDARIN_PIECE_RADIUS));
        for (entity, _, _) in pieces.iter().filter(|(_, piece, _)| piece.is_added()) {
            commands
                .entity(entity)
                .insert((
                    Mesh2d(body.clone()),
                    MeshMaterial2d(swatches.get(Swatch::MandarinPiece)),
                ))
                .with_child((
                    StoneShadow,
                    Mesh2d(shadow.clone()),
                    MeshMaterial2d(swatches.get(Swatch::StoneShadow)),
                    Transform::from_translation(
                        (SHADOW_OFFSET * 1.5).extend(-0.4 * layers::STONE_STEP),
                    ),
                    Pickable::IGNORE,
                ));
        }
    }
    let shape = Shape::of(&looking.shown(&game), *drawing);
    let mut seen: HashMap<Cell, usize> = HashMap::new();
    let mut order: Vec<_> = pieces.iter_mut().collect();
    order.sort_by_key(|(entity, _, _)| *entity);
    for (_, piece, mut transform) in order {
        let index = seen.entry(piece.cell).or_default();
        transform.translation = mandarin_place(piece.cell, *index, shape);
        *index += 1;
    }
}

/// The stones that left the board are gone once the sowing on screen is over.
fn clear_leaving(
    mut commands: Commands,
    animation: Res<Animation>,
    leaving: Query<Entity, With<Leaving>>,
) {
    if animation.is_playing() {
        return;
    }
    for entity in &leaving {
        commands.entity(entity).despawn();
    }
}

/// Where the `index`th stone of a cell rests.
pub(super) fn resting_place(cell: Cell, index: usize, shape: Shape) -> Vec3 {
    let at = cell_position(cell, shape) + resting_offset(index, cell);
    at.extend(layers::STONES + index as f32 * layers::STONE_STEP)
}

/// Each stone's resting place in its cell: a small spiral, so that a pile looks like a pile.
pub(super) fn resting_places(
    stones: impl Iterator<Item = (Entity, Cell, u32)>,
    shape: Shape,
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
        places.push((entity, resting_place(cell, index, shape)));
        index += 1;
    }
    places
}

/// Where the `index`th stone held in a hand over `cell` waits for its player's choice: a small heap above the
/// cell, over every resting stone.
pub(super) fn hand_place(cell: Cell, index: usize, shape: Shape) -> Vec3 {
    let above = Vec2::new(0.0, PIT_RADIUS * 0.7);
    let at = cell_position(cell, shape) + above + spiral(index, 8, STONE_RADIUS * 1.4, 0.15);
    at.extend(layers::FLYING + index as f32 * layers::STONE_STEP)
}

fn cell_key(cell: Cell) -> (u8, u8) {
    match cell {
        Cell::Pit { side, pit } => (side as u8, pit),
        Cell::Store(side) => (side as u8, 0),
        Cell::Mandarin(side) => (2 + side as u8, 0),
    }
}

/// Where the `index`th stone of a cell lies. In a pit the first nine take [`FIRST_PLACES`]; later ones lie on
/// top in turned layers on a golden-angle spiral that shrinks as the heap grows, so a big pile heaps up in the
/// middle and stays inside the rim. A store is a tall capsule: its stones spread along it the same way.
/// A stone keeps its place as others arrive.
fn resting_offset(index: usize, cell: Cell) -> Vec2 {
    let reach = PIT_RADIUS - STONE_RADIUS - 6.0;
    match cell {
        Cell::Pit { .. } => match FIRST_PLACES.get(index) {
            Some(&(x, y)) => Vec2::new(x, y) * STONE_RADIUS,
            None => spiral(index - FIRST_PLACES.len(), 10, reach * 0.85, 0.12),
        },
        // Round the mandarin in the middle of the half-moon, which is taller than it is wide.
        Cell::Mandarin(_) => {
            let (layer, within) = (index / 12, index % 12);
            let angle = within as f32 * std::f32::consts::TAU / 12.0 + layer as f32 * 0.26;
            let distance =
                MANDARIN_PIECE_RADIUS + 0.6 * STONE_RADIUS + (8.0 * layer as f32).min(20.0);
            Vec2::new(angle.cos() * 0.8, angle.sin() * 1.25) * distance
        }
        Cell::Store(_) => {
            let stretch = Vec2::new(1.0, (STORE_HALF_HEIGHT - STONE_RADIUS - 6.0) / reach);
            spiral(index, 16, reach, 0.1) * stretch
        }
    }
}

/// The `index`th place on a spiral of `per_layer` stones a layer within `reach`, each layer turned and
/// `shrink` narrower than the one below.
fn spiral(index: usize, per_layer: usize, reach: f32, shrink: f32) -> Vec2 {
    let layer = (index / per_layer) as f32;
    let within = (index % per_layer) as f32;
    let angle = within * 2.399_963 + layer * 0.9;
    let narrower = (1.0 - shrink * layer).max(0.3);
    let distance = reach * ((within + 0.5) / per_layer as f32).sqrt() * narrower;
    Vec2::new(angle.cos(), angle.sin()) * distance
}

/// New stone colours (the number of colours may differ): each stone takes its material again.
fn repaint_stones(
    swatches: Option<Res<Swatches>>,
    mut stones: Query<(&Stone, &mut MeshMaterial2d<ColorMaterial>)>,
) {
    let Some(swatches) = swatches.filter(|swatches| swatches.is_changed()) else {
        return;
    };
    for (stone, mut material) in &mut stones {
        let wanted = swatches.stone(stone.seed);
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}

/// Gives new stones their look, where there is a renderer (headless tests have none), and lays them out.
fn dress_stones(
    drawing: Res<RelayDrawing>,
    mut commands: Commands,
    mut stones: Query<(Entity, Ref<Stone>, &mut Transform, Has<Held>)>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    swatches: Option<Res<Swatches>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    mut shapes: Local<Option<(Handle<Mesh>, Handle<Mesh>)>>,
) {
    if !stones.iter().any(|(_, stone, _, _)| stone.is_added()) {
        return;
    }
    if let (Some(swatches), Some(mut meshes)) = (swatches, meshes) {
        // One mesh for every stone and one for every shadow, made once.
        let (body, shadow) = shapes
            .get_or_insert_with(|| {
                (
                    meshes.add(Rectangle::from_length(2.0 * STONE_RADIUS)),
                    meshes.add(Rectangle::from_length(2.6 * STONE_RADIUS)),
                )
            })
            .clone();
        let shade = swatches.get(Swatch::StoneShadow);
        for (entity, stone, _, _) in stones.iter().filter(|(_, stone, _, _)| stone.is_added()) {
            commands
                .entity(entity)
                .insert((
                    Mesh2d(body.clone()),
                    MeshMaterial2d(swatches.stone(stone.seed)),
                ))
                .with_child((
                    StoneShadow,
                    Mesh2d(shadow.clone()),
                    MeshMaterial2d(shade.clone()),
                    // Between this stone and the one below it.
                    Transform::from_translation(SHADOW_OFFSET.extend(-0.4 * layers::STONE_STEP)),
                    Pickable::IGNORE,
                ));
        }
    }
    let shape = Shape::of(&looking.shown(&game), *drawing);
    let lying = stones
        .iter()
        .filter(|(_, _, _, held)| !held)
        .map(|(e, s, _, _)| (e, s.cell, s.seed));
    let mut places = resting_places(lying, shape);
    let mut held: Vec<(Cell, u32, Entity)> = stones
        .iter()
        .filter(|(_, _, _, held)| *held)
        .map(|(e, s, _, _)| (s.cell, s.seed, e))
        .collect();
    held.sort_by_key(|&(cell, seed, _)| (cell_key(cell), seed));
    places.extend(
        held.iter()
            .enumerate()
            .map(|(index, &(cell, _, entity))| (entity, hand_place(cell, index, shape))),
    );
    for (entity, at) in places {
        if let Ok((_, _, mut transform, _)) = stones.get_mut(entity) {
            transform.translation = at;
        }
    }
}

/// A rising stone grows a little and leaves its shadow on the board below; one that comes down settles.
fn lift_stones(
    mut commands: Commands,
    mut stones: Query<
        (Entity, &Lift, &Children, &mut Transform),
        (Changed<Lift>, Without<StoneShadow>),
    >,
    mut shadows: Query<&mut Transform, With<StoneShadow>>,
    settings: Option<Res<Settings>>,
    mut was_up: Local<std::collections::HashSet<Entity>>,
) {
    let calm = settings.is_some_and(|s| s.reduce_motion);
    for (entity, lift, children, mut transform) in &mut stones {
        let up = lift.0;
        transform.scale = Vec3::splat(1.0 + LIFT_GROWTH * up);
        for child in children {
            if let Ok(mut shadow) = shadows.get_mut(*child) {
                let fall = SHADOW_OFFSET * (1.0 + up / 30.0) - Vec2::new(0.0, up);
                shadow.translation = fall.extend(shadow.translation.z);
                shadow.scale = Vec3::splat(1.0 + up / 80.0);
            }
        }
        if up > 0.0 {
            was_up.insert(entity);
        } else if was_up.remove(&entity) && !calm {
            commands.entity(entity).insert(Settling(SETTLE_SECONDS));
        }
    }
}

fn settle_stones(
    mut commands: Commands,
    time: Res<Time>,
    mut stones: Query<(Entity, &mut Settling, &mut Transform)>,
    mut rest: ResMut<Rest>,
) {
    for (entity, mut settling, mut transform) in &mut stones {
        rest.wake_now();
        settling.0 -= step(&time);
        let done = 1.0 - (settling.0 / SETTLE_SECONDS).clamp(0.0, 1.0);
        // Squashed flat on landing, then back up with a little overshoot.
        let squash = 0.09 * (done * std::f32::consts::PI).sin() * (1.0 - done);
        transform.scale = Vec3::new(1.0 + squash, 1.0 - squash, 1.0);
        if settling.0 <= 0.0 {
            transform.scale = Vec3::ONE;
            commands.entity(entity).remove::<Settling>();
        }
    }
}

/// How many stones each cell holds (a hand's, in Congklak's opening, in none), for checking the view against
/// the engine.
pub fn counts(world: &mut World, position: &Position) -> Vec<(Cell, usize, u8)> {
    let mut query = world.query_filtered::<&Stone, Without<Held>>();
    let stones: Vec<Cell> = query.iter(world).map(|s| s.cell).collect();
    position
        .rules()
        .cells(position.pits())
        .map(|cell| {
            (
                cell,
                stones.iter().filter(|&&c| c == cell).count(),
                position.count(cell),
            )
        })
        .collect()
}
