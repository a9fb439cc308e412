//! The sowing animation: after each move the stones fly, one after another along an arc, from where they lay to
//! their new resting places, in the order of the engine's trace: the sown seeds, then a capture, then the
//! end-of-game sweep. A whole sowing takes at most [`MAX_SOWING_SECONDS`]; a click or Space ends it at once.
//! The stones' cells change at once with the engine; only their pictures travel.

use bevy::prelude::*;

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

#[derive(Clone, Copy, Debug)]
struct Flight {
    entity: Entity,
    from: Vec3,
    to: Vec3,
    start: f32,
}

/// The flights of the sowing on screen, and the time since it began.
#[derive(Resource, Debug, Default)]
pub struct Animation {
    flights: Vec<Flight>,
    elapsed: f32,
}

impl Animation {
    /// Whether a sowing is still being shown: moves wait until it is done.
    pub fn is_playing(&self) -> bool {
        !self.flights.is_empty()
    }

    /// Plans flights for stones in the order given; each stage starts when the one before has landed.
    pub fn plan(&mut self, stages: &[Vec<(Entity, Vec3, Vec3)>]) {
        self.flights.clear();
        self.elapsed = 0.0;
        let stones: usize = stages.iter().map(Vec::len).sum();
        let stage_count = stages.iter().filter(|s| !s.is_empty()).count() as f32;
        // Everything must land within the limit: each stage needs one flight time, the gaps share the rest.
        let spare = (MAX_SOWING_SECONDS - stage_count * FLIGHT_SECONDS).max(0.0);
        let gap = (spare / stones.max(1) as f32).min(LONGEST_GAP);
        let mut clock = 0.0;
        for stage in stages.iter().filter(|s| !s.is_empty()) {
            for (i, &(entity, from, to)) in stage.iter().enumerate() {
                self.flights.push(Flight {
                    entity,
                    from,
                    to,
                    start: clock + i as f32 * gap,
                });
            }
            clock += (stage.len() - 1) as f32 * gap + FLIGHT_SECONDS;
        }
    }

    /// When the last stone lands.
    pub fn duration(&self) -> f32 {
        self.flights
            .iter()
            .map(|f| f.start + FLIGHT_SECONDS)
            .fold(0.0, f32::max)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Animation>()
        .add_message::<SkipAnimation>()
        .add_systems(Update, (skip_on_click_or_space, animate_sowing).chain());
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
) {
    if !animation.is_playing() {
        skips.clear();
        return;
    }
    let skipped = skips.read().count() > 0;
    animation.elapsed += time.delta_secs();
    let now = if skipped {
        f32::INFINITY
    } else {
        animation.elapsed
    };
    for flight in &animation.flights {
        let Ok(mut transform) = transforms.get_mut(flight.entity) else {
            continue;
        };
        let t = ((now - flight.start) / FLIGHT_SECONDS).clamp(0.0, 1.0);
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
    if now >= animation.duration() {
        animation.flights.clear();
    }
}
