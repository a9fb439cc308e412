//! Puts the design on screen: the palette of the chosen theme and stone colours as a resource, the scene's
//! shared materials (one per part of the board, one per stone colour) coloured from it, the scene's lettering
//! in the bundled font at the type scale times the UI scale, and the table behind it all. When a setting
//! changes, the materials and lettering change in place; nothing is spawned again.

use bevy::prelude::*;
use bevy::text::FontSource;

use super::palette::{Palette, StoneColours};
use crate::board::art;
use crate::data::settings::Settings;
use crate::frame::AppSystems;

/// The scene's text face (regular and bold), bundled under `assets/fonts/` with its licence.
pub const FONT_REGULAR: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");
pub const FONT_BOLD: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-Bold.ttf");

/// Pixels of a stone's picture: enough for a stone at 4K.
const STONE_PIXELS: u32 = 96;

/// Ô ăn quan's mandarin: a big stone of dark onyx, unlike every citizen's colour in every palette.
const MANDARIN_COLOUR: Color = Color::srgb(0.13, 0.12, 0.14);

/// A part of the scene with a material of its own, shared by every entity that shows that part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Swatch {
    Wood,
    BoardShadow,
    /// Oware's trays for the seeds taken: wood and shadow of their own size.
    TrayWood,
    TrayShadow,
    /// A pit that cannot be played, one the person may play, and the same under the pointer.
    PitHollow,
    PitPlayable,
    PitHovered,
    /// A Congklak hole burnt for the round: charred, no one plays it.
    PitBurnt,
    StoreHollow,
    /// Ô ăn quan's squares, as the pits' three looks; its two half-moon mandarin squares (the one on the board's
    /// right, then the left); its mandarin piece. The board draws their pictures for its size.
    SquareHollow,
    SquarePlayable,
    SquareHovered,
    MandarinSquareEast,
    MandarinSquareWest,
    MandarinPiece,
    StoneShadow,
    TurnGlow,
    LastMove,
    Landing,
    Flash,
}

impl Swatch {
    const ALL: [Swatch; 20] = [
        Swatch::Wood,
        Swatch::BoardShadow,
        Swatch::TrayWood,
        Swatch::TrayShadow,
        Swatch::PitHollow,
        Swatch::PitPlayable,
        Swatch::PitHovered,
        Swatch::PitBurnt,
        Swatch::StoreHollow,
        Swatch::SquareHollow,
        Swatch::SquarePlayable,
        Swatch::SquareHovered,
        Swatch::MandarinSquareEast,
        Swatch::MandarinSquareWest,
        Swatch::MandarinPiece,
        Swatch::StoneShadow,
        Swatch::TurnGlow,
        Swatch::LastMove,
        Swatch::Landing,
        Swatch::Flash,
    ];

    pub fn colour(self, palette: &Palette) -> Color {
        match self {
            Swatch::Wood | Swatch::TrayWood => palette.wood,
            Swatch::BoardShadow | Swatch::TrayShadow => palette.shadow,
            Swatch::PitHollow
            | Swatch::StoreHollow
            | Swatch::SquareHollow
            | Swatch::MandarinSquareEast
            | Swatch::MandarinSquareWest => palette.hollow,
            Swatch::PitPlayable | Swatch::SquarePlayable => palette.playable,
            Swatch::PitHovered | Swatch::SquareHovered => palette.hovered,
            // The mandarin's own picture carries its colour, in every theme.
            Swatch::MandarinPiece => Color::WHITE,
            Swatch::PitBurnt => palette.hollow.mix(&palette.shadow.with_alpha(1.0), 0.7),
            Swatch::StoneShadow => palette.shadow.with_alpha(palette.shadow.alpha().max(0.35)),
            Swatch::TurnGlow => palette.turn_glow,
            Swatch::LastMove => palette.last_move,
            Swatch::Landing => palette.landing,
            Swatch::Flash => palette.flash,
        }
    }
}

/// The shared materials, and the pictures some of them wear.
#[derive(Resource, Debug)]
pub struct Swatches {
    materials: Vec<(Swatch, Handle<ColorMaterial>)>,
    /// One per colour of the palette's stones; a stone picks one by its seed.
    stones: Vec<Handle<ColorMaterial>>,
    stone_colours: StoneColours,
}

impl Swatches {
    pub fn get(&self, swatch: Swatch) -> Handle<ColorMaterial> {
        self.materials
            .iter()
            .find(|(s, _)| *s == swatch)
            .map(|(_, handle)| handle.clone())
            .expect("every swatch has a material")
    }

    /// The material of the stone with this seed: the same colour for the same stone all game.
    pub fn stone(&self, seed: u32) -> Handle<ColorMaterial> {
        let mixed = (seed.wrapping_mul(2_654_435_761) >> 16) as usize;
        self.stones[mixed % self.stones.len()].clone()
    }
}

/// What a piece of the scene's lettering is: its colour and its size on the type scale.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Lettering {
    pub ink: Ink,
    /// The size at a UI scale of 100%, from [`super::palette::TYPE`].
    pub size: f32,
    pub bold: bool,
}

/// Which of the palette's colours a piece of lettering takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    Text,
    Muted,
    Landing,
    /// The analysis' values: proved, and estimated.
    ExactValue,
    Estimate,
    /// Otto's words, dark on his light bubble in every theme.
    Speech,
}

impl Lettering {
    pub fn new(ink: Ink, size: f32) -> Lettering {
        Lettering {
            ink,
            size,
            bold: false,
        }
    }

    pub fn bold(mut self) -> Lettering {
        self.bold = true;
        self
    }

    fn colour(&self, palette: &Palette) -> Color {
        match self.ink {
            Ink::Text => palette.text,
            Ink::Muted => palette.muted,
            Ink::Landing => palette.landing_text,
            Ink::ExactValue => palette.exact_value,
            Ink::Estimate => palette.estimate,
            Ink::Speech => super::palette::INK,
        }
    }
}

/// The bold face, once loaded into the fonts; the regular face is the default font.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoldFont(pub Handle<Font>);

pub fn plugin(app: &mut App) {
    app.init_resource::<BoldFont>()
        .add_systems(
            PreStartup,
            (follow_settings, make_swatches, load_fonts).chain(),
        )
        .add_systems(
            Update,
            (follow_settings, recolour_swatches, letter_scene)
                .chain()
                .in_set(AppSystems::Show),
        );
}

/// The palette of the theme and stone colours chosen now.
fn follow_settings(
    mut commands: Commands,
    settings: Res<Settings>,
    palette: Option<Res<Palette>>,
    mut clear: Option<ResMut<ClearColor>>,
) {
    let wanted = Palette::of(settings.theme, settings.stones);
    if palette.as_deref() != Some(&wanted) {
        commands.insert_resource(wanted);
        if let Some(clear) = clear.as_mut() {
            clear.0 = wanted.table;
        }
    }
}

/// The shared materials, where there is a renderer's asset store (headless tests have none).
fn make_swatches(
    mut commands: Commands,
    settings: Res<Settings>,
    images: Option<ResMut<Assets<Image>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let (Some(mut images), Some(mut materials)) = (images, materials) else {
        return;
    };
    let palette = Palette::of(settings.theme, settings.stones);
    let pit = images.add(art::hollow(Vec2::splat(92.0), 2.0).into_image());
    let store = images.add(art::hollow(Vec2::new(92.0, 190.0), 2.0).into_image());
    let shadow = images.add(art::soft_shadow(64).into_image());
    let swatches = Swatch::ALL
        .iter()
        .map(|&swatch| {
            let texture = match swatch {
                Swatch::PitHollow | Swatch::PitPlayable | Swatch::PitHovered | Swatch::PitBurnt => {
                    Some(pit.clone())
                }
                Swatch::StoreHollow => Some(store.clone()),
                Swatch::StoneShadow | Swatch::Flash => Some(shadow.clone()),
                Swatch::MandarinPiece => {
                    Some(images.add(art::stone(MANDARIN_COLOUR, 2 * STONE_PIXELS).into_image()))
                }
                // The wood's grain is drawn for each board size, by the board.
                _ => None,
            };
            let material = materials.add(ColorMaterial {
                color: swatch.colour(&palette),
                texture,
                ..default()
            });
            (swatch, material)
        })
        .collect();
    let stones = stone_materials(palette.stones, &mut images, &mut materials);
    commands.insert_resource(Swatches {
        materials: swatches,
        stones,
        stone_colours: palette.stones,
    });
}

fn stone_materials(
    colours: StoneColours,
    images: &mut Assets<Image>,
    materials: &mut Assets<ColorMaterial>,
) -> Vec<Handle<ColorMaterial>> {
    colours
        .colours()
        .iter()
        .map(|&colour| {
            let picture = images.add(art::stone(colour, STONE_PIXELS).into_image());
            materials.add(ColorMaterial {
                color: Color::WHITE,
                texture: Some(picture),
                ..default()
            })
        })
        .collect()
}

/// A new palette recolours the shared materials; new stone colours give the stones new pictures (the stones
/// take them up themselves when the swatches change).
pub fn recolour_swatches(
    palette: Res<Palette>,
    swatches: Option<ResMut<Swatches>>,
    images: Option<ResMut<Assets<Image>>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let (Some(mut swatches), Some(mut images), Some(mut materials)) = (swatches, images, materials)
    else {
        return;
    };
    if !palette.is_changed() {
        return;
    }
    for (swatch, handle) in &swatches.materials {
        if let Some(mut material) = materials.get_mut(handle) {
            material.color = swatch.colour(&palette);
        }
    }
    if swatches.stone_colours != palette.stones {
        swatches.stones = stone_materials(palette.stones, &mut images, &mut materials);
        swatches.stone_colours = palette.stones;
    }
}

/// The bundled faces: the regular one becomes the default font, so every `Text2d` uses it.
fn load_fonts(fonts: Option<ResMut<Assets<Font>>>, mut bold: ResMut<BoldFont>) {
    let Some(mut fonts) = fonts else {
        return;
    };
    // Bevy draws text whose font is the default handle in whatever font that handle holds.
    if let Err(e) = fonts.insert(
        &Handle::<Font>::default(),
        Font::from_bytes(FONT_REGULAR.to_vec()),
    ) {
        warn!("cannot set the scene's font: {e}");
    }
    bold.0 = fonts.add(Font::from_bytes(FONT_BOLD.to_vec()));
}

/// Colours and sizes the scene's lettering: when it appears, and when the palette or the UI scale changes.
fn letter_scene(
    palette: Res<Palette>,
    settings: Res<Settings>,
    bold: Res<BoldFont>,
    mut letters: Query<(Ref<Lettering>, &mut TextColor, &mut TextFont)>,
) {
    let all = palette.is_changed() || settings.is_changed();
    for (lettering, mut colour, mut font) in &mut letters {
        if !all && !lettering.is_changed() {
            continue;
        }
        colour.set_if_neq(TextColor(lettering.colour(&palette)));
        let size = FontSize::Px(lettering.size * settings.scale());
        if font.font_size != size {
            font.font_size = size;
        }
        let face = FontSource::Handle(if lettering.bold {
            bold.0.clone()
        } else {
            Handle::default()
        });
        if font.font != face {
            font.font = face;
        }
    }
}

/// A piece of the scene's lettering: the text, its look on the type scale, and what colours and sizes it.
pub fn lettering(text: impl Into<String>, look: Lettering) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont {
            font_size: FontSize::Px(look.size),
            ..default()
        },
        TextColor(Color::NONE),
        look,
    )
}
