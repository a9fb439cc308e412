//! The player's preferences that the board, the sound and the panel read.

use bevy::prelude::*;

/// How fast sowings are shown.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Speed {
    /// No animation: stones land at once.
    Instant,
    Fast,
    /// A whole sowing within 1.5 s.
    #[default]
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// How much longer than at normal speed everything takes.
    pub fn time_factor(self) -> f32 {
        match self {
            Speed::Instant => 0.0,
            Speed::Fast => 0.5,
            Speed::Normal => 1.0,
            Speed::Slow => 2.0,
        }
    }
}

#[derive(
    Resource, Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize,
)]
pub struct Settings {
    pub speed: Speed,
    pub muted: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
