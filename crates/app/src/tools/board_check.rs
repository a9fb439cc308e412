//! Whether a picture shows the board: the gallery's and the window tests' check that a screenshot is not blank,
//! drawn before the board, or in the wrong theme, by the shares of its pixels that are the theme's table and wood.

use bevy::color::{Hsla, Srgba};

use crate::look::palette::Palette;

/// Why a picture is not the board on its table.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum NotABoard {
    #[error("only {0:.0}% of it is the table")]
    Table(f32),
    #[error("only {0:.0}% of it is wood")]
    Wood(f32),
    #[error("{0}, behind the veil")]
    Veiled(Box<NotABoard>),
}

/// Whether a pixel is the theme's table.
pub fn is_table([r, g, b]: [u8; 3], palette: &Palette) -> bool {
    let table = palette.table.to_srgba();
    let colour = Srgba::rgb_u8(r, g, b);
    (colour.red - table.red).abs()
        + (colour.green - table.green).abs()
        + (colour.blue - table.blue).abs()
        < 0.08
}

/// Whether a pixel is the board's lit wood: a warm colour near the wood's hue, from the shade of the bevel to
/// the highlight of the grain.
pub fn is_wood([r, g, b]: [u8; 3], palette: &Palette) -> bool {
    let wood = Hsla::from(palette.wood);
    let pixel = Hsla::from(Srgba::rgb_u8(r, g, b));
    let apart = (pixel.hue - wood.hue).abs();
    apart.min(360.0 - apart) < 16.0
        && pixel.saturation > 0.25
        && (pixel.lightness - wood.lightness).abs() < 0.22
}

/// Whether a picture shows the board on its table behind a dialog's dark veil: the table and the wood keep
/// their hue and grow darker (how much darker depends on how the renderer blends).
pub fn looks_like_a_veiled_board(
    pixels: impl Iterator<Item = [u8; 3]>,
    palette: &Palette,
) -> Result<(), NotABoard> {
    let table = Hsla::from(palette.table);
    let wood = Hsla::from(palette.wood);
    let near_hue = |a: f32, b: f32, within: f32| {
        let apart = (a - b).abs();
        apart.min(360.0 - apart) < within
    };
    let darker = |pixel: Hsla, of: Hsla| {
        pixel.lightness <= of.lightness + 0.02 && pixel.lightness >= of.lightness * 0.35
    };
    let is_veiled_table = |pixel: Hsla| {
        if table.lightness < 0.1 {
            pixel.lightness < 0.08
        } else {
            near_hue(pixel.hue, table.hue, 14.0)
                && (pixel.saturation - table.saturation).abs() < 0.25
                && darker(pixel, table)
        }
    };
    let is_veiled_wood = |pixel: Hsla| {
        near_hue(pixel.hue, wood.hue, 16.0) && pixel.saturation > 0.2 && darker(pixel, wood)
    };
    let hsla = |[r, g, b]: [u8; 3]| Hsla::from(Srgba::rgb_u8(r, g, b));
    enough_table_and_wood(
        pixels,
        |pixel| is_veiled_table(hsla(pixel)),
        |pixel| is_veiled_wood(hsla(pixel)),
        (0.05, 0.01),
    )
    .map_err(|why| NotABoard::Veiled(Box::new(why)))
}

/// Whether enough of a picture is table and enough is wood, at least the shares `least` of each; else which
/// falls short.
fn enough_table_and_wood(
    pixels: impl Iterator<Item = [u8; 3]>,
    is_table: impl Fn([u8; 3]) -> bool,
    is_wood: impl Fn([u8; 3]) -> bool,
    least: (f32, f32),
) -> Result<(), NotABoard> {
    let (mut total, mut on_table, mut on_wood) = (0usize, 0usize, 0usize);
    for pixel in pixels {
        total += 1;
        if is_table(pixel) {
            on_table += 1;
        } else if is_wood(pixel) {
            on_wood += 1;
        }
    }
    let share = |n: usize| n as f32 / total.max(1) as f32;
    if share(on_table) < least.0 {
        return Err(NotABoard::Table(100.0 * share(on_table)));
    }
    if share(on_wood) < least.1 {
        return Err(NotABoard::Wood(100.0 * share(on_wood)));
    }
    Ok(())
}

/// Whether a picture shows the board on its table: enough of it is the theme's table and enough is its wood.
/// A blank window, a frame drawn before the board or a picture in the wrong theme fails.
pub fn looks_like_a_board(
    pixels: impl Iterator<Item = [u8; 3]>,
    palette: &Palette,
) -> Result<(), NotABoard> {
    enough_table_and_wood(
        pixels,
        |pixel| is_table(pixel, palette),
        |pixel| is_wood(pixel, palette),
        (0.08, 0.08),
    )
}
