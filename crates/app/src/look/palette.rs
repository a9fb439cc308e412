//! The game's visual design in one place: the colours of each theme (the table and the board, the cues on it,
//! the stones, the panel), the stone palettes, Otto's colours, and the type scale. The scene and the egui panel
//! both take their colours and sizes from here; `theme.rs` puts them on screen.

use bevy::prelude::*;
use bevy_egui::egui;

use super::vision::relative_luminance;

/// The look of the whole window, chosen in the settings.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Theme {
    /// Honey-coloured maple on a linen table.
    #[default]
    Light,
    /// Walnut on a slate table, for the evening.
    Dark,
    /// Black and white with bright cues, for low vision.
    HighContrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::HighContrast];
}

/// The stones' colours, chosen in the settings.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum StoneColours {
    /// Glass marbles in jewel colours.
    #[default]
    Jewels,
    /// Okabe and Ito's colours, told apart with any common colour-vision deficiency; the cues change with them.
    ColourBlindSafe,
}

impl StoneColours {
    pub const ALL: [StoneColours; 2] = [StoneColours::Jewels, StoneColours::ColourBlindSafe];

    /// The stone colours, each stone picking one by its seed.
    pub fn colours(self) -> &'static [Color] {
        match self {
            StoneColours::Jewels => &JEWELS,
            StoneColours::ColourBlindSafe => &OKABE_ITO,
        }
    }
}

const JEWELS: [Color; 6] = [
    Color::srgb(0.80, 0.16, 0.20), // ruby
    Color::srgb(0.95, 0.62, 0.12), // amber
    Color::srgb(0.16, 0.62, 0.42), // jade
    Color::srgb(0.18, 0.42, 0.82), // sapphire
    Color::srgb(0.56, 0.32, 0.74), // amethyst
    Color::srgb(0.90, 0.88, 0.82), // pearl
];

/// Okabe and Ito's "Color Universal Design" set without its black (lost in a dark pit) and bluish green (too
/// near sky blue under tritanopia). `tests/it/look.rs` checks that every pair stays apart under simulated
/// protanopia, deuteranopia and tritanopia.
const OKABE_ITO: [Color; 6] = [
    Color::srgb(0.902, 0.624, 0.0),   // orange
    Color::srgb(0.337, 0.706, 0.914), // sky blue
    Color::srgb(0.0, 0.447, 0.698),   // blue
    Color::srgb(0.835, 0.369, 0.0),   // vermilion
    Color::srgb(0.941, 0.894, 0.259), // yellow
    Color::srgb(0.8, 0.475, 0.655),   // reddish purple
];

/// Every colour the scene and the panel use for one theme and stone palette.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Behind the board.
    pub table: Color,
    /// Words on the table: counts, names, scores, the status line.
    pub text: Color,
    /// Quieter words on the table: the players' names.
    pub muted: Color,
    /// The board's wood, and its bevelled rim where the light falls and where it does not.
    pub wood: Color,
    /// Pits and stores that cannot be played; a pit the person may play; and the same under the pointer.
    pub hollow: Color,
    pub playable: Color,
    pub hovered: Color,
    /// The board's shadow on the table.
    pub shadow: Color,
    /// Round the store of the side to move, and its glow after an extra turn.
    pub turn_glow: Color,
    pub last_move: Color,
    /// The hover preview: the pit under the pointer, where its last seed lands; and the words on the wood that
    /// say what it brings.
    pub landing: Color,
    pub landing_text: Color,
    /// Teach me's pit, on the board and in the panel.
    pub hint: Color,
    /// A capture's flash.
    pub flash: Color,
    /// A value the solver proved, and an estimate not yet proved, written on the wood.
    pub exact_value: Color,
    pub estimate: Color,
    /// The panel: its background, the fill of its widgets, and the end-of-game banner and notices.
    pub panel: Color,
    pub panel_text: Color,
    /// Quieter panel text (egui's "weak" text: explanations, disabled settings' reasons).
    pub panel_muted: Color,
    /// Panel text that warns: a wrong press in a lesson, the coach's threats.
    pub warning: Color,
    pub widget: Color,
    pub accent: Color,
    pub banner: Color,
    /// A review's ratings in the panel, best to blunder (their signs tell them apart too).
    pub ratings: [Color; 5],
    pub stones: StoneColours,
}

impl Palette {
    pub fn of(theme: Theme, stones: StoneColours) -> Palette {
        let mut palette = match theme {
            Theme::Light => LIGHT,
            Theme::Dark => DARK,
            Theme::HighContrast => HIGH_CONTRAST,
        };
        palette.stones = stones;
        if stones == StoneColours::ColourBlindSafe && theme != Theme::HighContrast {
            // The cues that are told apart by hue take Okabe and Ito's too: the landing pit bluish green, the
            // last move orange, Teach me sky blue.
            palette.landing = Color::srgb(0.0, 0.62, 0.45);
            if theme == Theme::Light {
                palette.landing_text = Color::srgb(0.0, 0.17, 0.12);
            }
            palette.last_move = Color::srgb(0.902, 0.624, 0.0);
            palette.hint = Color::srgb(0.337, 0.706, 0.914);
        }
        palette
    }

    /// The text colours and the grounds they are read on, for checking their contrast.
    pub fn text_on_grounds(&self) -> Vec<(&'static str, Color, Color)> {
        vec![
            ("text on the table", self.text, self.table),
            ("names on the table", self.muted, self.table),
            ("panel text", self.panel_text, self.panel),
            ("panel text on a widget", self.panel_text, self.widget),
            ("panel text on the banner", self.panel_text, self.banner),
            ("quieter panel text", self.panel_muted, self.panel),
            ("a warning in the panel", self.warning, self.panel),
            ("hint in the panel", self.hint_in_panel(), self.panel),
            (
                "a preview's words on the wood",
                self.landing_text,
                self.wood_shown(),
            ),
            (
                "a proved value on the wood",
                self.exact_value,
                self.wood_shown(),
            ),
            ("an estimate on the wood", self.estimate, self.wood_shown()),
            ("Otto's words", INK, BUBBLE),
            ("a best move in a review", self.ratings[0], self.panel),
            ("a good move in a review", self.ratings[1], self.panel),
            ("an inaccuracy in a review", self.ratings[2], self.panel),
            ("a mistake in a review", self.ratings[3], self.panel),
            ("a blunder in a review", self.ratings[4], self.panel),
        ]
    }

    /// The wood as its grain shows it: the grain darkens the wood's colour by about a seventh on average.
    pub fn wood_shown(&self) -> Color {
        let wood = self.wood.to_linear();
        Color::linear_rgb(wood.red * 0.85, wood.green * 0.85, wood.blue * 0.85)
    }

    /// Teach me's colour is a light on the board; in the panel's text it is darkened on a light panel.
    pub fn hint_in_panel(&self) -> Color {
        if relative_luminance(self.panel) > 0.5 {
            self.hint.darker(0.45)
        } else {
            self.hint
        }
    }

    pub fn is_dark(&self) -> bool {
        relative_luminance(self.panel) < 0.5
    }
}

const LIGHT: Palette = Palette {
    table: Color::srgb(0.91, 0.87, 0.79),
    text: Color::srgb(0.24, 0.15, 0.08),
    muted: Color::srgb(0.38, 0.28, 0.2),
    wood: Color::srgb(0.80, 0.58, 0.35),
    hollow: Color::srgb(0.56, 0.37, 0.21),
    playable: Color::srgb(0.76, 0.55, 0.31),
    hovered: Color::srgb(0.88, 0.66, 0.39),
    shadow: Color::srgba(0.25, 0.15, 0.05, 0.45),
    turn_glow: Color::srgba(1.0, 0.8, 0.3, 0.7),
    last_move: Color::srgb(0.96, 0.86, 0.45),
    landing: Color::srgb(0.04, 0.45, 0.3),
    landing_text: Color::srgb(0.0, 0.17, 0.1),
    hint: Color::srgb(0.3, 0.75, 1.0),
    flash: Color::srgba(1.0, 0.95, 0.75, 0.9),
    // On light wood the values are ink: a deep red when proved, a dark brown when estimated.
    exact_value: Color::srgb(0.32, 0.05, 0.0),
    estimate: Color::srgb(0.2, 0.14, 0.1),
    panel: Color::srgb(0.97, 0.94, 0.88),
    panel_text: Color::srgb(0.2, 0.13, 0.07),
    panel_muted: Color::srgb(0.4, 0.33, 0.27),
    warning: Color::srgb(0.62, 0.24, 0.0),
    widget: Color::srgb(0.89, 0.83, 0.73),
    accent: Color::srgb(0.72, 0.42, 0.16),
    banner: Color::srgb(0.99, 0.88, 0.62),
    ratings: [
        Color::srgb(0.08, 0.42, 0.14),
        Color::srgb(0.0, 0.38, 0.45),
        Color::srgb(0.45, 0.34, 0.0),
        Color::srgb(0.62, 0.26, 0.0),
        Color::srgb(0.70, 0.06, 0.06),
    ],
    stones: StoneColours::Jewels,
};

const DARK: Palette = Palette {
    table: Color::srgb(0.11, 0.13, 0.16),
    text: Color::srgb(0.96, 0.92, 0.84),
    muted: Color::srgb(0.76, 0.72, 0.66),
    wood: Color::srgb(0.52, 0.33, 0.19),
    hollow: Color::srgb(0.27, 0.16, 0.09),
    playable: Color::srgb(0.45, 0.29, 0.15),
    hovered: Color::srgb(0.56, 0.37, 0.19),
    shadow: Color::srgba(0.0, 0.0, 0.0, 0.6),
    turn_glow: Color::srgba(1.0, 0.8, 0.4, 0.6),
    last_move: Color::srgb(0.98, 0.78, 0.35),
    landing: Color::srgb(0.55, 0.9, 0.75),
    landing_text: Color::srgb(0.68, 0.96, 0.84),
    hint: Color::srgb(0.45, 0.85, 1.0),
    flash: Color::srgba(1.0, 0.95, 0.75, 0.9),
    exact_value: Color::srgb(1.0, 0.92, 0.62),
    estimate: Color::srgb(0.9, 0.9, 0.9),
    panel: Color::srgb(0.15, 0.17, 0.21),
    panel_text: Color::srgb(0.94, 0.91, 0.85),
    panel_muted: Color::srgb(0.72, 0.7, 0.66),
    warning: Color::srgb(1.0, 0.7, 0.4),
    widget: Color::srgb(0.24, 0.26, 0.31),
    accent: Color::srgb(0.86, 0.6, 0.3),
    banner: Color::srgb(0.38, 0.26, 0.1),
    ratings: [
        Color::srgb(0.45, 0.85, 0.45),
        Color::srgb(0.45, 0.80, 0.88),
        Color::srgb(0.95, 0.82, 0.35),
        Color::srgb(1.0, 0.62, 0.3),
        Color::srgb(1.0, 0.5, 0.5),
    ],
    stones: StoneColours::Jewels,
};

const HIGH_CONTRAST: Palette = Palette {
    table: Color::BLACK,
    text: Color::WHITE,
    muted: Color::srgb(0.9, 0.9, 0.9),
    wood: Color::srgb(0.42, 0.27, 0.14),
    hollow: Color::srgb(0.1, 0.06, 0.03),
    playable: Color::srgb(0.3, 0.2, 0.06),
    hovered: Color::srgb(0.45, 0.3, 0.08),
    shadow: Color::srgba(0.0, 0.0, 0.0, 0.0),
    turn_glow: Color::srgb(1.0, 1.0, 0.0),
    last_move: Color::srgb(1.0, 0.55, 0.0),
    landing: Color::srgb(0.0, 1.0, 1.0),
    landing_text: Color::srgb(0.0, 1.0, 1.0),
    hint: Color::srgb(0.4, 0.8, 1.0),
    flash: Color::WHITE,
    exact_value: Color::srgb(1.0, 1.0, 0.0),
    estimate: Color::WHITE,
    panel: Color::BLACK,
    panel_text: Color::WHITE,
    panel_muted: Color::srgb(0.85, 0.85, 0.85),
    warning: Color::srgb(1.0, 1.0, 0.0),
    widget: Color::srgb(0.2, 0.2, 0.2),
    accent: Color::srgb(1.0, 1.0, 0.0),
    banner: Color::srgb(0.15, 0.15, 0.3),
    ratings: [
        Color::srgb(0.3, 1.0, 0.3),
        Color::srgb(0.3, 1.0, 1.0),
        Color::srgb(1.0, 1.0, 0.0),
        Color::srgb(1.0, 0.65, 0.2),
        Color::srgb(1.0, 0.5, 0.5),
    ],
    stones: StoneColours::Jewels,
};

/// Sizes of text, in points at a UI scale of 100%: the scene's in world units (the board is about 1000 wide),
/// the panel's in egui points.
pub struct TypeScale {
    pub count: f32,
    pub score: f32,
    pub name: f32,
    pub status: f32,
    pub caption: f32,
    pub speech: f32,
    pub panel_body: f32,
    pub panel_heading: f32,
    pub panel_small: f32,
    pub panel_button: f32,
}

pub const TYPE: TypeScale = TypeScale {
    count: 28.0,
    score: 44.0,
    name: 22.0,
    status: 32.0,
    caption: 24.0,
    speech: 24.0,
    panel_body: 16.0,
    panel_heading: 22.0,
    panel_small: 13.0,
    panel_button: 16.0,
};

/// Ink on light grounds: Otto's eyes and mouth, the words in his speech bubble.
pub const INK: Color = Color::srgb(0.12, 0.08, 0.06);

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
