//! Congklak's opening on the board: both hands sow at once, a stone from each at every tick, as the engine's
//! run says. A hand lifts the stones of the hole chosen (or of a relay's hole) and drops them one by one; a
//! capture sweeps into the store a breath after the last seed lands. When a player must choose again, the
//! stones still in the other hand wait in a small heap above the cell that hand is over ([`Held`]).
//!
//! As in a sowing, the stones take their cells at once with the engine, and only their pictures travel.

use std::collections::HashMap;

use bevy::prelude::*;

use super::layers;
use super::scene::{RelayDrawing, Shape};
use super::sowing::{Animation, Leg, Motion, OPENING_PACE, Stage, TickedLeg};
use super::stones::{Held, STONE_RADIUS, Stone, hand_place, resting_place};
use crate::data::i18n::Texts;
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::palette::TYPE;
use crate::look::theme::{Ink, Lettering, lettering};
use crate::turn::game::{Game, LookingAt, OpeningRun};
use mancala_engine::simultaneous::Event;
use mancala_engine::{Cell, Side};

/// How high the stones in a waiting hand are held, in world units (as a stone at the top of a flight).
const HELD_HEIGHT: f32 = 34.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            follow_opening
                .in_set(AppSystems::LayOut)
                .after(super::stones::follow_sowing),
            hold_up
                .in_set(AppSystems::Animate)
                .after(super::sowing::animate_sowing),
        ),
    );
}

/// The window's part: a caption over each waiting hand, saying how many stones it holds.
pub fn window_plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hand_captions)
        .add_systems(Update, caption_hands.in_set(AppSystems::Show));
}

#[derive(Component)]
struct HandCaption(Side);

fn spawn_hand_captions(mut commands: Commands) {
    for side in Side::BOTH {
        commands.spawn((
            HandCaption(side),
            lettering("", Lettering::new(Ink::Landing, TYPE.caption).bold()),
            Transform::from_xyz(0.0, 0.0, layers::CAPTIONS),
            Visibility::Hidden,
        ));
    }
}

/// "9 in hand" over a hand that waits, once its stones are there; nothing while the board shows another
/// position.
fn caption_hands(
    drawing: Res<RelayDrawing>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    animation: Res<Animation>,
    texts: Res<Texts>,
    mut captions: Query<(&HandCaption, &mut Text2d, &mut Transform, &mut Visibility)>,
) {
    let shape = Shape::of(&game.position, *drawing);
    for (caption, mut text, mut transform, mut visibility) in &mut captions {
        let held = game
            .opening
            .as_ref()
            .filter(|_| !looking.is_away() && !animation.is_playing())
            .and_then(|opening| opening.in_hand(caption.0));
        let Some((cell, seeds)) = held else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let says = texts.fill("board.in_hand", &[("n", &seeds)]);
        if text.0 != says {
            text.0 = says;
        }
        let above = hand_place(cell, 0, shape) + Vec3::new(0.0, STONE_RADIUS * 3.2, 0.0);
        transform.translation = above.truncate().extend(layers::CAPTIONS);
        visibility.set_if_neq(Visibility::Visible);
    }
}

/// Stones in a waiting hand are held up, larger and over their shadows, once they have arrived there.
fn hold_up(animation: Res<Animation>, mut held: Query<&mut super::sowing::Lift, With<Held>>) {
    if animation.is_playing() {
        return;
    }
    for mut lift in &mut held {
        lift.set_if_neq(super::sowing::Lift(HELD_HEIGHT));
    }
}

/// A stone in a hand: where its picture is, and whether it still lies in the cell it was lifted from.
#[derive(Clone, Copy, Debug)]
struct InHand {
    entity: Entity,
    at: Vec3,
    lifted_from: Option<Cell>,
}

/// Follows a run stone by stone: the stones lying in each cell, the stones in each hand, and each flight.
struct Tracer {
    shape: Shape,
    lying: HashMap<Cell, Vec<(u32, Entity, Vec3)>>,
    hands: [Vec<InHand>; 2],
    legs: Vec<TickedLeg>,
}

impl Tracer {
    /// The stones of `from` go into `side`'s hand (their pictures stay until each flies).
    fn lift(&mut self, side: Side, from: Cell) {
        let mut stones = self.lying.remove(&from).unwrap_or_default();
        stones.sort_by_key(|&(seed, _, _)| seed);
        self.hands[side as usize].extend(stones.into_iter().map(|(_, entity, at)| InHand {
            entity,
            at,
            lifted_from: Some(from),
        }));
    }

    /// `side`'s hand drops a stone into `into` at `tick`.
    fn drop(&mut self, side: Side, into: Cell, tick: u32, stage: Stage) {
        let hand = &mut self.hands[side as usize];
        if hand.is_empty() {
            return;
        }
        let stone = hand.remove(0);
        self.land(stone, into, tick, stage);
    }

    fn land(&mut self, stone: InHand, into: Cell, tick: u32, stage: Stage) {
        let pile = self.lying.entry(into).or_default();
        let to = resting_place(into, pile.len(), self.shape);
        pile.push((u32::MAX, stone.entity, to));
        self.legs.push(TickedLeg {
            leg: Leg {
                entity: stone.entity,
                from: stone.at,
                to,
                from_cell: stone.lifted_from.unwrap_or(into),
                to_cell: into,
            },
            tick,
            stage,
            lies_first: stone.lifted_from.is_some(),
            lies_last: true,
        });
    }

    /// A capture: the stones of the own hole and of the hole across go to the store.
    /// The facing hole's stones to the store, and the capturing one's unless it stays (Sungka).
    fn capture(&mut self, side: Side, pit: u8, own_seed: bool, pits: u8, tick: u32) {
        let store = Cell::Store(side);
        let own = own_seed.then_some(Cell::Pit { side, pit });
        let across = Cell::Pit {
            side: side.opponent(),
            pit: pits + 1 - pit,
        };
        for cell in own.into_iter().chain([across]) {
            for (_, entity, at) in self.lying.remove(&cell).unwrap_or_default() {
                let stone = InHand {
                    entity,
                    at,
                    lifted_from: Some(cell),
                };
                self.land(stone, store, tick, Stage::Captured);
            }
        }
    }
}

/// Sends the stones flying as both hands sowed, and leaves what the hands still hold above their cells.
#[allow(clippy::type_complexity)]
pub fn follow_opening(
    drawing: Res<RelayDrawing>,
    mut runs: MessageReader<OpeningRun>,
    mut commands: Commands,
    mut stones: Query<(Entity, &mut Stone, &Transform, Option<&Held>)>,
    mut animation: ResMut<Animation>,
    settings: Option<Res<Settings>>,
) {
    for OpeningRun(run) in runs.read() {
        let pits = run.before.pits();
        let shape = Shape::of(&run.before, *drawing);
        let mut tracer = Tracer {
            shape,
            lying: HashMap::new(),
            hands: Default::default(),
            legs: Vec::new(),
        };
        let mut held: Vec<(Side, u32, InHand)> = Vec::new();
        for (entity, stone, transform, hand) in &stones {
            let at = transform.translation;
            match hand {
                Some(Held(side)) => held.push((
                    *side,
                    stone.seed,
                    InHand {
                        entity,
                        at,
                        lifted_from: None,
                    },
                )),
                None => tracer
                    .lying
                    .entry(stone.cell)
                    .or_default()
                    .push((stone.seed, entity, at)),
            }
        }
        // A stone's place in its pile is its order in it; the newcomers of this run go on top.
        for pile in tracer.lying.values_mut() {
            pile.sort_by_key(|&(seed, _, _)| seed);
        }
        held.sort_by_key(|&(side, seed, _)| (side as usize, seed));
        for (side, _, stone) in held {
            tracer.hands[side as usize].push(stone);
        }
        // Where each hand is at the end of the run, for the stones it still holds.
        let mut over: [Option<Cell>; 2] = [None, None];
        for timed in &run.events {
            match timed.event {
                Event::Lift { side, from, .. } => {
                    tracer.lift(side, from);
                    over[side as usize] = Some(from);
                }
                Event::Drop { side, into } => {
                    tracer.drop(side, into, timed.tick, Stage::Sown);
                    over[side as usize] = Some(into);
                }
                Event::Capture {
                    side,
                    pit,
                    own_seed,
                    ..
                } => tracer.capture(side, pit, own_seed, pits, timed.tick),
                Event::Again { .. } | Event::Done { .. } => {}
            }
        }
        let last_tick = run.events.iter().map(|timed| timed.tick).max().unwrap_or(0);
        let mut cells: HashMap<Entity, Cell> = tracer
            .lying
            .iter()
            .flat_map(|(&cell, pile)| pile.iter().map(move |&(_, entity, _)| (entity, cell)))
            .collect();
        let mut still_held = Vec::new();
        for side in Side::BOTH {
            let Some(cell) = over[side as usize] else {
                continue;
            };
            let hand = std::mem::take(&mut tracer.hands[side as usize]);
            for (index, stone) in hand.into_iter().enumerate() {
                let to = hand_place(cell, index, shape);
                tracer.legs.push(TickedLeg {
                    leg: Leg {
                        entity: stone.entity,
                        from: stone.at,
                        to,
                        from_cell: stone.lifted_from.unwrap_or(cell),
                        to_cell: cell,
                    },
                    tick: last_tick.max(1),
                    stage: Stage::Sown,
                    lies_first: stone.lifted_from.is_some(),
                    lies_last: false,
                });
                cells.insert(stone.entity, cell);
                still_held.push((stone.entity, side));
            }
        }
        // The stones take their cells (and hands) now, with the engine; only their pictures travel.
        for (entity, mut stone, _, hand) in &mut stones {
            if let Some(&cell) = cells.get(&entity) {
                stone.cell = cell;
            }
            let holding = still_held.iter().find(|(e, _)| *e == entity);
            match (holding, hand) {
                (Some(&(_, side)), _) => {
                    commands.entity(entity).insert(Held(side));
                }
                (None, Some(_)) => {
                    commands.entity(entity).remove::<Held>();
                }
                (None, None) => {}
            }
        }
        animation.plan_ticks(&tracer.legs, OPENING_PACE, Motion::of(settings.as_deref()));
    }
}
