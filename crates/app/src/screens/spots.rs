//! Where on the window the board's pits are, for what the screens put beside them (a lesson's callout points
//! at the pit it asks for). Worked out after the board is laid out, in the window's logical pixels.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::board::scene::{BoardCamera, Pit, lettering_distance};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::look::palette::TYPE;
use crate::turn::game::{Game, LookingAt};
use mancala_engine::Side;

/// Each pit's spot just outside the board, past its count: below the bottom row, above the top row.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PitSpots {
    pub spots: Vec<(Side, u8, Vec2)>,
    /// The middle of the board's foot, past the bottom row's counts.
    pub foot: Option<Vec2>,
}

impl PitSpots {
    pub fn of(&self, side: Side, pit: u8) -> Option<Vec2> {
        self.spots
            .iter()
            .find(|(s, p, _)| *s == side && *p == pit)
            .map(|(_, _, at)| *at)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<PitSpots>()
        .add_systems(Update, find_pit_spots.in_set(AppSystems::Show));
}

fn find_pit_spots(
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    window: Single<&Window, With<PrimaryWindow>>,
    pits: Query<(&Pit, &GlobalTransform)>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    settings: Res<Settings>,
    mut found: ResMut<PitSpots>,
) {
    let (camera, at) = *camera;
    let (count, _, _) = lettering_distance(looking.shown(&game).pits(), settings.scale());
    let past = count + TYPE.count * settings.scale() * 0.5;
    // The viewport's corner, in logical pixels, from which `world_to_viewport` measures.
    let corner = camera.viewport.as_ref().map_or(Vec2::ZERO, |v| {
        v.physical_position.as_vec2() / window.scale_factor()
    });
    let on_window = |world: Vec2| {
        camera
            .world_to_viewport(at, world.extend(0.0))
            .ok()
            .map(|p| p + corner)
    };
    let mut spots: Vec<(Side, u8, Vec2)> = pits
        .iter()
        .filter_map(|(pit, place)| {
            let away = if pit.side == Side::South { -1.0 } else { 1.0 };
            let world = Vec2::new(place.translation().x, away * past);
            on_window(world).map(|p| (pit.side, pit.index, p))
        })
        .collect();
    spots.sort_by_key(|(side, pit, _)| (*side == Side::North, *pit));
    let next = PitSpots {
        spots,
        foot: on_window(Vec2::new(0.0, -past)),
    };
    found.set_if_neq(next);
}
