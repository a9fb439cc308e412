//! The sowing animation: after each move the stones fly, one after another along an arc, from where they lay to
//! their new resting places, in the order of the engine's trace: the sown seeds, then a capture, then the
//! end-of-game sweep. A whole sowing takes at most [`MAX_SOWING_SECONDS`]; a click or Space ends it at once.
//! The stones' cells change at once with the engine; only their pictures travel, and the counts on the pits
//! follow the pictures: a pit's number drops as a stone lifts off it and rises as one lands in it.
//!
//! With "reduce motion" the stones slide along straight lines at the same pace, without rising.

use std::collections::HashMap;

use bevy::prelude::*;

use super::layers;
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::rest::{Rest, step};
use crate::turn::game::{Redraw, SowingOnScreen};
use mancala_engine::Cell;

/// The longest a whole sowing may take on screen.
pub const MAX_SOWING_SECONDS: f32 = 1.5;
/// One stone's flight.
const FLIGHT_SECONDS: f32 = 0.28;
/// The longest wait between two dropped stones.
const LONGEST_GAP: f32 = 0.12;
/// A breath between the parts of a sowing, so that the last seed is seen to land before a capture takes it.
const STAGE_PAUSE: f32 = 0.15;
/// The longest a capture's or a sweep's stones of one tick take to leave, one after another, in a sowing paced
/// by ticks: a hand scooping a hole is seen stone by stone, as in a sowing paced by stones.
const SCOOP_SECONDS: f32 = 0.8;
/// How high a flight arcs, in world units.
const ARC_HEIGHT: f32 = 40.0;
/// How a sowing counted in ticks is paced: the time between two ticks, and the longest the whole may take on
/// screen (a long one runs faster).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TickPace {
    pub tick: f32,
    pub longest: f32,
}

/// Congklak's opening, both hands at once: a stretch between two choices.
pub const OPENING_PACE: TickPace = TickPace {
    tick: 0.12,
    longest: 6.0,
};
/// A Congklak sowing, relay after relay: longer than another game's, so that each lift is seen.
pub const RELAY_PACE: TickPace = TickPace {
    tick: 0.1,
    longest: 5.0,
};
/// The ticks a relay waits where it lifts the stones of the hole its last seed landed in.
pub const LIFT_TICKS: u32 = 3;

/// Ends the current animation at once.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SkipAnimation;

/// The parts of a sowing, shown one after the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Sown,
    Captured,
    Swept,
}

impl Stage {
    pub const ALL: [Stage; 3] = [Stage::Sown, Stage::Captured, Stage::Swept];
}

/// A stone has come to rest at the end of its flight: the sound plays on it, the store glows on it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landed {
    pub stage: Stage,
    /// The first stone of its stage: a capture sounds once, on its first stone.
    pub first: bool,
    /// The last stone of the whole sowing.
    pub last: bool,
    pub cell: Cell,
}

/// A stone has left its cell: a capture flashes where its stones are gathered from.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lifted {
    pub stage: Stage,
    pub cell: Cell,
}

/// How the next sowing moves: its pace, and whether stones rise or slide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Motion {
    /// Stretches every time: 0 shows the sowing at once, 1 is the normal speed.
    pub time_factor: f32,
    /// Stones rise on an arc; without it (reduce motion) they slide.
    pub arc: bool,
}

impl Motion {
    /// From the settings; the normal pace with arcs where there are none (tests).
    pub fn of(settings: Option<&Settings>) -> Motion {
        Motion {
            time_factor: settings.map_or(1.0, |s| s.speed.time_factor()),
            arc: !settings.is_some_and(|s| s.reduce_motion),
        }
    }
}

/// How high a stone is above its place, in world units: the sowing sets it; the stone's size and shadow
/// follow it, and Otto watches a stone that is up.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct Lift(pub f32);

/// One stone's way from one cell to the next. A stone may have several in a sowing: dropped in a pit, then
/// captured from it or swept from it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Leg {
    pub entity: Entity,
    pub from: Vec3,
    pub to: Vec3,
    pub from_cell: Cell,
    pub to_cell: Cell,
}

#[derive(Clone, Copy, Debug)]
struct Flight {
    leg: Leg,
    stage: Stage,
    first: bool,
    start: f32,
    /// Whether the stone lies in its leg's first cell until it flies, and in its last once landed (a stone held in
    /// a hand lies in none).
    lies_first: bool,
    lies_last: bool,
    lifted: bool,
    landed: bool,
}

/// A leg of a stone in Congklak's opening: the tick it flies at, its part, and whether it lies in its first cell
/// until then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TickedLeg {
    pub leg: Leg,
    pub tick: u32,
    pub stage: Stage,
    pub lies_first: bool,
    pub lies_last: bool,
}

/// The flights of the sowing on screen, and the time since it began.
#[derive(Resource, Debug, Default)]
pub struct Animation {
    flights: Vec<Flight>,
    elapsed: f32,
    motion: Motion,
}

impl Default for Motion {
    fn default() -> Motion {
        Motion::of(None)
    }
}

impl Animation {
    /// Whether a sowing is still being shown: moves wait until it is done.
    pub fn is_playing(&self) -> bool {
        !self.flights.is_empty()
    }

    /// Plans flights for stones in the order given; each stage starts when the one before has landed.
    /// The motion's time factor stretches the normal timing (0 lands everything at once).
    pub fn plan(&mut self, stages: &[Vec<Leg>; 3], motion: Motion) {
        self.flights.clear();
        self.elapsed = 0.0;
        self.motion = motion;
        let stones: usize = stages.iter().map(Vec::len).sum();
        let stage_count = stages.iter().filter(|s| !s.is_empty()).count() as f32;
        // Everything must land within the limit: each stage needs one flight time and the pauses between stages
        // their share; the gaps between stones share the rest.
        let pauses = (stage_count - 1.0).max(0.0) * STAGE_PAUSE;
        let spare = (MAX_SOWING_SECONDS - stage_count * FLIGHT_SECONDS - pauses).max(0.0);
        let gap = (spare / stones.max(1) as f32).min(LONGEST_GAP);
        let mut clock = 0.0;
        for (stage, &kind) in stages.iter().zip(&Stage::ALL) {
            if stage.is_empty() {
                continue;
            }
            for (i, &leg) in stage.iter().enumerate() {
                self.flights.push(Flight {
                    leg,
                    stage: kind,
                    first: i == 0,
                    start: clock + i as f32 * gap,
                    lies_first: true,
                    lies_last: true,
                    lifted: false,
                    landed: false,
                });
            }
            clock += (stage.len() - 1) as f32 * gap + FLIGHT_SECONDS + STAGE_PAUSE;
        }
    }

    /// Plans flights counted in ticks (Congklak's opening, both hands at once, and its relays): a stone flies at
    /// its tick. A capture's or a sweep's stones leave a breath after their tick, one after another as
    /// [`Animation::plan`]'s do, so that their flight is seen. Ticks are evenly spaced, closer in a long sowing.
    pub fn plan_ticks(&mut self, legs: &[TickedLeg], pace: TickPace, motion: Motion) {
        self.flights.clear();
        self.elapsed = 0.0;
        self.motion = motion;
        let ticks = legs.iter().map(|leg| leg.tick).max().unwrap_or(0).max(1);
        let gap = pace.tick.min(pace.longest / ticks as f32);
        let mut group_sizes: HashMap<(Stage, u32), usize> = HashMap::new();
        for ticked in legs {
            *group_sizes.entry((ticked.stage, ticked.tick)).or_default() += 1;
        }
        let mut taken_so_far: HashMap<(Stage, u32), usize> = HashMap::new();
        for ticked in legs {
            let group = (ticked.stage, ticked.tick);
            let index = taken_so_far.entry(group).or_default();
            let mut start = ticked.tick.saturating_sub(1) as f32 * gap;
            if ticked.stage != Stage::Sown {
                let scoop_gap = (SCOOP_SECONDS / group_sizes[&group] as f32).min(LONGEST_GAP);
                start += FLIGHT_SECONDS + STAGE_PAUSE + *index as f32 * scoop_gap;
            }
            let first = *index == 0;
            *index += 1;
            self.flights.push(Flight {
                leg: ticked.leg,
                stage: ticked.stage,
                first,
                start,
                lies_first: ticked.lies_first,
                lies_last: ticked.lies_last,
                lifted: false,
                landed: false,
            });
        }
        // Landed's `last` goes to the stone that lands last.
        self.flights.sort_by(|a, b| {
            a.start
                .partial_cmp(&b.start)
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    }

    /// The count to show on `cell`, whose engine count is `engine`: stones still to lift off it are still
    /// there, stones still to land in it are not yet.
    pub fn shown_count(&self, cell: Cell, engine: u8) -> u8 {
        let mut count = i32::from(engine);
        for flight in &self.flights {
            if !flight.landed && flight.lies_last && flight.leg.to_cell == cell {
                count -= 1;
            }
            if self.elapsed < flight.start && flight.lies_first && flight.leg.from_cell == cell {
                count += 1;
            }
        }
        count.clamp(0, i32::from(u8::MAX)) as u8
    }

    /// The pieces no cell counts (Ô ăn quan's mandarins) still on their way into `cell`.
    pub fn uncounted_arriving(&self, cell: Cell) -> usize {
        self.flights
            .iter()
            .filter(|f| !f.landed && !f.lies_first && !f.lies_last)
            .filter(|f| f.leg.to_cell == cell)
            .count()
    }

    /// When the last stone lands, in seconds.
    pub fn duration(&self) -> f32 {
        self.flights
            .iter()
            .map(|f| f.start + FLIGHT_SECONDS)
            .fold(0.0, f32::max)
            * self.motion.time_factor
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Animation>()
        .add_message::<SkipAnimation>()
        .add_message::<Landed>()
        .add_message::<Lifted>()
        .add_systems(
            Update,
            (
                skip_on_click_or_space.in_set(AppSystems::ReadInput),
                stop_after_jump.in_set(AppSystems::LayOut),
                (animate_sowing, tell_the_game)
                    .chain()
                    .in_set(AppSystems::Animate),
            ),
        );
}

/// The game waits for the sowing on screen before it plays the next move.
fn tell_the_game(
    animation: Res<Animation>,
    mut on_screen: ResMut<SowingOnScreen>,
    mut rest: ResMut<Rest>,
) {
    on_screen.set_if_neq(SowingOnScreen(animation.is_playing()));
    if animation.is_playing() {
        rest.wake_now();
    }
}

/// A new game, an undo or a redo ends the sowing on screen: the stones are laid out afresh.
fn stop_after_jump(mut jumped: MessageReader<Redraw>, mut animation: ResMut<Animation>) {
    if jumped.read().count() > 0 {
        animation.flights.clear();
    }
}

fn skip_on_click_or_space(
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    animation: Res<Animation>,
    mut skip: MessageWriter<SkipAnimation>,
) {
    let clicked = mouse.is_some_and(|m| m.just_pressed(MouseButton::Left));
    let space = keys.is_some_and(|k| k.just_pressed(KeyCode::Space));
    if animation.is_playing() && (clicked || space) {
        skip.write(SkipAnimation);
    }
}

pub fn animate_sowing(
    time: Res<Time>,
    mut skips: MessageReader<SkipAnimation>,
    mut animation: ResMut<Animation>,
    mut stones: Query<(&mut Transform, Option<&mut Lift>)>,
    mut landed: MessageWriter<Landed>,
    mut lifted: MessageWriter<Lifted>,
) {
    if !animation.is_playing() {
        skips.clear();
        return;
    }
    let skipped = skips.read().count() > 0;
    let Motion {
        time_factor: factor,
        arc,
    } = animation.motion;
    if factor > 0.0 {
        animation.elapsed += step(&time) / factor;
    }
    let now = if skipped || factor == 0.0 {
        f32::INFINITY
    } else {
        animation.elapsed
    };
    // A stone with several legs shows the latest one that has begun, or its first if none has.
    let mut shown: HashMap<Entity, usize> = HashMap::new();
    for (index, flight) in animation.flights.iter().enumerate() {
        let begun = now >= flight.start;
        match shown.get(&flight.leg.entity) {
            Some(_) if !begun => {}
            _ => {
                shown.insert(flight.leg.entity, index);
            }
        }
    }
    let mut stones_down = Vec::new();
    let mut stones_up = Vec::new();
    let last = animation.flights.len().saturating_sub(1);
    for (index, flight) in animation.flights.iter_mut().enumerate() {
        let t = ((now - flight.start) / FLIGHT_SECONDS).clamp(0.0, 1.0);
        if now >= flight.start && !flight.lifted {
            flight.lifted = true;
            stones_up.push(Lifted {
                stage: flight.stage,
                cell: flight.leg.from_cell,
            });
        }
        if t >= 1.0 && !flight.landed {
            flight.landed = true;
            stones_down.push(Landed {
                stage: flight.stage,
                first: flight.first,
                last: index == last,
                cell: flight.leg.to_cell,
            });
        }
        if shown.get(&flight.leg.entity) != Some(&index) {
            continue;
        }
        let Ok((mut transform, lift)) = stones.get_mut(flight.leg.entity) else {
            continue;
        };
        let eased = t * t * (3.0 - 2.0 * t);
        let mut at = flight.leg.from.lerp(flight.leg.to, eased);
        let height = if arc {
            ARC_HEIGHT * 4.0 * t * (1.0 - t)
        } else {
            0.0
        };
        at.y += height;
        if let Some(mut lift) = lift {
            lift.set_if_neq(Lift(height));
        }
        at.z = if t > 0.0 && t < 1.0 {
            layers::FLYING
        } else if t >= 1.0 {
            flight.leg.to.z
        } else {
            flight.leg.from.z
        };
        transform.translation = at;
    }
    lifted.write_batch(stones_up);
    landed.write_batch(stones_down);
    if animation.flights.iter().all(|flight| flight.landed) {
        animation.flights.clear();
    }
}
