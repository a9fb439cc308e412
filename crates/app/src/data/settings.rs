//! The player's preferences that the board, the sound, the window and the screens read.

use bevy::prelude::*;

use crate::look::palette::{StoneColours, Theme};

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

/// The UI scale's range, in percent: the screens' text and the scene's.
pub const UI_SCALES: std::ops::RangeInclusive<u16> = 75..=200;

/// The window's size and place on the screen, in logical pixels, as the player left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Placement {
    pub width: u32,
    pub height: u32,
    /// The top left corner; `None` where the system does not tell (Wayland).
    pub position: Option<(i32, i32)>,
}

impl Placement {
    /// The smallest window the layout is made for.
    pub const MIN: (u32, u32) = (800, 600);
    /// Larger than any screen: a size beyond it is a damaged file, not a window.
    const MAX: u32 = 16_384;

    /// The placement if its size is one a window can take, made at least [`Placement::MIN`].
    pub fn usable(self) -> Option<Placement> {
        (self.width <= Self::MAX && self.height <= Self::MAX).then_some(Placement {
            width: self.width.max(Self::MIN.0),
            height: self.height.max(Self::MIN.1),
            position: self.position,
        })
    }
}

#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
// A file from before a setting existed keeps the others and takes that one's default.
#[serde(default)]
pub struct Settings {
    pub speed: Speed,
    pub muted: bool,
    pub theme: Theme,
    pub stones: StoneColours,
    /// No arcs, bounces, breathing, shaking or pulsing: stones slide, cues stay still.
    pub reduce_motion: bool,
    /// Congklak's and Sungka's boards drawn with each store on its player's right and sown counter-clockwise,
    /// as some Philippine boards are, rather than on the left (the usual drawing).
    pub relay_store_right: bool,
    /// Panel and scene text, in percent (see [`UI_SCALES`]).
    pub ui_scale: u16,
    /// The side drawer shown; hidden, the board has the whole window.
    pub panel_open: bool,
    pub window: Option<Placement>,
    /// The coach (threats, and what was better after a move) in games between two people, and against Otto.
    pub coach_two_players: bool,
    pub coach_vs_otto: bool,
    /// A desktop notification when it becomes the player's move in a game by correspondence, on any server,
    /// while the window is not in front.
    pub desktop_notes: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            speed: Speed::default(),
            muted: false,
            theme: Theme::default(),
            stones: StoneColours::default(),
            reduce_motion: false,
            relay_store_right: false,
            ui_scale: 100,
            panel_open: true,
            window: None,
            coach_two_players: true,
            coach_vs_otto: false,
            desktop_notes: true,
        }
    }
}

impl Settings {
    /// The UI scale as a factor, kept within [`UI_SCALES`] whatever the file said.
    pub fn scale(&self) -> f32 {
        f32::from(self.ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())) / 100.0
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
