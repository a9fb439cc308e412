//! Every colour the game draws with, in one place: the table and the board, the cues on it, the stones, Otto,
//! and the panel (egui's colours are made from the same values with [`egui_colour`]).

use bevy::prelude::*;
use bevy_egui::egui;

/// Behind the board.
pub const TABLE: Color = Color::srgb(0.13, 0.16, 0.2);
pub const WOOD: Color = Color::srgb(0.55, 0.36, 0.2);
/// Pits and stores that cannot be played.
pub const HOLLOW: Color = Color::srgb(0.36, 0.22, 0.12);
/// Text on the table and the board (counts, the status line, Otto's name) and in the panel.
pub const CREAM: Color = Color::srgb(0.96, 0.92, 0.84);
/// Ink on light grounds: Otto's eyes and mouth, the words in his speech bubble.
pub const INK: Color = Color::srgb(0.12, 0.08, 0.06);

/// A pit the person may play, and the same under the pointer.
pub const PLAYABLE: Color = Color::srgb(0.47, 0.3, 0.15);
pub const HOVERED: Color = Color::srgb(0.53, 0.34, 0.17);
/// Round the store of the side to move.
pub const TURN_GLOW: Color = Color::srgba(1.0, 0.85, 0.45, 0.55);
pub const LAST_MOVE: Color = Color::srgb(0.98, 0.78, 0.35);
/// The hover preview: the pit under the pointer, where its last seed lands, and what that brings.
pub const LANDING: Color = Color::srgb(0.55, 0.9, 0.75);
/// Teach me's pit, on the board and in the panel.
pub const HINT: Color = Color::srgb(0.45, 0.85, 1.0);
/// A value the solver proved, and an estimate not yet proved.
pub const EXACT_VALUE: Color = Color::srgb(1.0, 0.86, 0.5);
pub const ESTIMATE: Color = Color::srgb(0.8, 0.8, 0.8);
/// The end-of-game banner in the panel.
pub const BANNER: Color = Color::srgb(0.35, 0.24, 0.08);

/// A stone's outline, setting it off from the one beneath, and its glint.
pub const STONE_RIM: Color = Color::srgba(0.1, 0.12, 0.18, 0.55);
pub const STONE_GLINT: Color = Color::srgba(1.0, 1.0, 1.0, 0.45);

/// A stone's body: river-pebble blue-greys, `shade` (0 to 1) picking one.
pub fn stone(shade: f32) -> Color {
    Color::hsl(
        200.0 + 40.0 * shade,
        0.25 + 0.2 * shade,
        0.62 + 0.12 * shade,
    )
}

/// Otto.
pub const FUR: Color = Color::srgb(0.47, 0.32, 0.21);
pub const FUR_DARK: Color = Color::srgb(0.33, 0.21, 0.13);
pub const FACE: Color = Color::srgb(0.93, 0.85, 0.72);
pub const BLUSH: Color = Color::srgba(0.95, 0.45, 0.45, 0.55);
pub const PEBBLE: Color = Color::srgb(0.62, 0.7, 0.78);
/// His speech and thought bubbles.
pub const BUBBLE: Color = Color::srgb(0.98, 0.96, 0.9);
pub const PETAL: Color = Color::WHITE;
pub const DAISY_HEART: Color = Color::srgb(0.98, 0.8, 0.2);
pub const SCARF: Color = Color::srgb(0.2, 0.55, 0.62);
pub const SPECTACLES: Color = Color::srgb(0.85, 0.7, 0.3);

/// The same colour for egui.
pub fn egui_colour(colour: Color) -> egui::Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}
