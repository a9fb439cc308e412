//! The sowing animation: after each move the stones fly, one after another along an arc, from where they lay to
//! their new resting places, in the order of the engine's trace: the sown seeds, then a capture, then the
//! end-of-game sweep. A whole sowing takes at most [`MAX_SOWING_SECONDS`]; a click or Space ends it at once.
//! The stones' cells change at once with the engine; only their pictures travel.

use bevy::prelude::*;

use super::game::{Jumped, Turns};
use super::settings::Settings;

/// The longest a whole sowing may take on screen.
pub const MAX_SOWING_SECONDS: f32 = 1.5;
/// One stone's flight.
const FLIGHT_SECONDS: f32 = 0.28;
/// The longest wait between two dropped stones.
const LONGEST_GAP: f32 = 0.12;
/// How high a flight arcs, in world units.
const ARC_HEIGHT: f32 = 40.0;

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

/// A stone has come to rest at the end of its flight: the sound plays on it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landed {
    pub stage: Stage,
    /// The first stone of its stage: a capture sounds once, on its first stone.
    pub first: bool,
}

#[derive(Clone, Copy, Debug)]
struct Flight {
    entity: Entity,
    stage: Stage,
    first: bool,
    from: Vec3,
    to: Vec3,
    start: f32,
    landed: bool,
}

/// The flights of the sowing on screen, and the time since it began.
#[derive(Resource, Debug, Default)]
pub struct Animation {
    flights: Vec<Flight>,
    elapsed: f32,
    /// Stretches every time: 0 shows the sowing at once, 1 is the normal speed.
    time_factor: f32,
}

impl Animation {
    /// Whether a sowing is still being shown: moves wait until it is done.
    pub fn is_playing(&self) -> bool {
        !self.flights.is_empty()
    }

    /// Plans flights for stones in the order given; each stage starts when the one before has landed.
    /// `time_factor` stretches the normal timing (0 lands everything at once).
    pub fn plan(&mut self, stages: &[Vec<(Entity, Vec3, Vec3)>; 3], time_factor: f32) {
        self.flights.clear();
        self.elapsed = 0.0;
        self.time_factor = time_factor;
        let stones: usize = stages.iter().map(Vec::len).sum();
        let stage_count = stages.iter().filter(|s| !s.is_empty()).count() as f32;
        // Everything must land within the limit: each stage needs one flight time, the gaps share the rest.
        let spare = (MAX_SOWING_SECONDS - stage_count * FLIGHT_SECONDS).max(0.0);
        let gap = (spare / stones.max(1) as f32).min(LONGEST_GAP);
        let mut clock = 0.0;
        for (stage, &kind) in stages.iter().zip(&Stage::ALL) {
            if stage.is_empty() {
                continue;
            }
            for (i, &(entity, from, to)) in stage.iter().enumerate() {
                self.flights.push(Flight {
                    entity,
                    stage: kind,
                    first: i == 0,
                    from,
                    to,
                    start: clock + i as f32 * gap,
                    landed: false,
                });
            }
            clock += (stage.len() - 1) as f32 * gap + FLIGHT_SECONDS;
        }
    }

    /// When the last stone lands, in seconds.
    pub fn duration(&self) -> f32 {
        self.flights
            .iter()
            .map(|f| f.start + FLIGHT_SECONDS)
            .fold(0.0, f32::max)
            * self.time_factor
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Animation>()
        .add_message::<SkipAnimation>()
        .add_message::<Landed>()
        .add_systems(
            Update,
            (
                stop_after_jump.after(Turns),
                skip_on_click_or_space.before(Turns),
                animate_sowing.after(super::stones::StonesFollow),
            ),
        );
}

/// A new game, an undo or a redo ends the sowing on screen: the stones are laid out afresh.
fn stop_after_jump(mut jumped: MessageReader<Jumped>, mut animation: ResMut<Animation>) {
    if jumped.read().count() > 0 {
        animation.flights.clear();
    }
}

/// The speed the next sowing is planned with.
pub fn time_factor(settings: Option<&Settings>) -> f32 {
    settings.map_or(1.0, |s| s.speed.time_factor())
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

fn animate_sowing(
    time: Res<Time>,
    mut skips: MessageReader<SkipAnimation>,
    mut animation: ResMut<Animation>,
    mut transforms: Query<&mut Transform>,
    mut landed: MessageWriter<Landed>,
) {
    if !animation.is_playing() {
        skips.clear();
        return;
    }
    let skipped = skips.read().count() > 0;
    let factor = animation.time_factor;
    if factor > 0.0 {
        animation.elapsed += time.delta_secs() / factor;
    }
    let now = if skipped || factor == 0.0 {
        f32::INFINITY
    } else {
        animation.elapsed
    };
    let mut stones_down = Vec::new();
    for flight in &mut animation.flights {
        let t = ((now - flight.start) / FLIGHT_SECONDS).clamp(0.0, 1.0);
        if t >= 1.0 && !flight.landed {
            flight.landed = true;
            stones_down.push(Landed {
                stage: flight.stage,
                first: flight.first,
            });
        }
        let Ok(mut transform) = transforms.get_mut(flight.entity) else {
            continue;
        };
        let eased = t * t * (3.0 - 2.0 * t);
        let mut at = flight.from.lerp(flight.to, eased);
        at.y += ARC_HEIGHT * 4.0 * t * (1.0 - t);
        // In flight, above every resting stone.
        at.z = if t > 0.0 && t < 1.0 {
            10.0
        } else {
            flight.to.z
        };
        transform.translation = at;
    }
    landed.write_batch(stones_down);
    if animation.flights.iter().all(|flight| flight.landed) {
        animation.flights.clear();
    }
}
