//! Pictures made at start-up, with no downloaded art: the board's wood grain and bevel, the hollows of the pits
//! and stores, a stone in each colour, soft shadows, and the window's icon. Each is a small pure function of
//! its size (and colour); the light falls from the upper left on all of them, so they agree.
//!
//! Grey pictures are multipliers: the material's colour tints them, so a theme changes the board without
//! drawing it again.

use bevy::asset::RenderAssetUsages;
use bevy::color::ColorToPacked;
use bevy::image::Image;
use bevy::math::{Vec2, Vec3};
use bevy::prelude::Color;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Where the light comes from, in picture coordinates (x right, y down): the upper left.
const TO_LIGHT: Vec2 = Vec2::new(-0.6, -0.8);

/// A picture in linear RGBA, one `[f32; 4]` a pixel, rows from the top.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<[f32; 4]>,
}

impl Picture {
    fn new(width: u32, height: u32) -> Picture {
        Picture {
            width,
            height,
            pixels: vec![[0.0; 4]; (width * height) as usize],
        }
    }

    /// Fills every pixel from its centre's coordinates.
    fn paint(width: u32, height: u32, mut pixel: impl FnMut(Vec2) -> [f32; 4]) -> Picture {
        let mut picture = Picture::new(width, height);
        for y in 0..height {
            for x in 0..width {
                let at = Vec2::new(x as f32 + 0.5, y as f32 + 0.5);
                picture.pixels[(y * width + x) as usize] = pixel(at);
            }
        }
        picture
    }

    /// Lays `other` over this picture with its top left corner at (`left`, `top`).
    fn layer(&mut self, other: &Picture, left: i32, top: i32) {
        for y in 0..other.height as i32 {
            for x in 0..other.width as i32 {
                let (tx, ty) = (left + x, top + y);
                if tx < 0 || ty < 0 || tx >= self.width as i32 || ty >= self.height as i32 {
                    continue;
                }
                let over = other.pixels[(y as u32 * other.width + x as u32) as usize];
                let under = &mut self.pixels[(ty as u32 * self.width + tx as u32) as usize];
                let alpha = over[3] + under[3] * (1.0 - over[3]);
                for c in 0..3 {
                    under[c] = if alpha > 0.0 {
                        (over[c] * over[3] + under[c] * under[3] * (1.0 - over[3])) / alpha
                    } else {
                        0.0
                    };
                }
                under[3] = alpha;
            }
        }
    }

    /// The picture as sRGB bytes, four a pixel.
    pub fn to_srgb_bytes(&self) -> Vec<u8> {
        self.pixels
            .iter()
            .flat_map(|&[r, g, b, a]| {
                let c = Color::linear_rgba(r, g, b, a).to_srgba().to_u8_array();
                [c[0], c[1], c[2], (a.clamp(0.0, 1.0) * 255.0).round() as u8]
            })
            .collect()
    }

    pub fn into_image(self) -> Image {
        Image::new(
            Extent3d {
                width: self.width,
                height: self.height,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            self.to_srgb_bytes(),
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        )
    }

    /// The pixel at (x, y).
    pub fn at(&self, x: u32, y: u32) -> [f32; 4] {
        self.pixels[(y * self.width + x) as usize]
    }
}

/// The signed distance from `at` to a capsule filling a `size` box (negative inside), and the outward direction
/// at the nearest point of its rim. A capsule is round at the ends of its longer side; a square one is a disc.
fn capsule(at: Vec2, size: Vec2) -> (f32, Vec2) {
    let radius = size.min_element() / 2.0;
    let half = size / 2.0;
    let reach = half - Vec2::splat(radius);
    let local = at - half;
    let nearest = local.clamp(-reach, reach);
    let away = local - nearest;
    let length = away.length();
    let outward = if length > 1e-4 {
        away / length
    } else {
        Vec2::ZERO
    };
    (length - radius, outward)
}

/// The outline of a hollow carved into the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outline {
    /// Round at the ends of its longer side: a pit (a disc) or a store.
    Capsule,
    /// A square with corners rounded by this many pixels: an Ô ăn quan square.
    RoundedBox(f32),
    /// Half a disc, its flat side on the left (`east`: it bulges to the right) or on the right: an Ô ăn quan
    /// mandarin square at the board's end.
    HalfDisc { east: bool },
}

impl Outline {
    /// The signed distance from `at` to this outline filling a `size` box, and the outward direction at its
    /// nearest rim, as [`capsule`] gives.
    fn distance(self, at: Vec2, size: Vec2) -> (f32, Vec2) {
        match self {
            Outline::Capsule => capsule(at, size),
            Outline::RoundedBox(corner) => {
                let q = (at - size / 2.0).abs() - (size / 2.0 - Vec2::splat(corner));
                let outside = q.max(Vec2::ZERO);
                let sign = (at - size / 2.0).signum();
                let outward = if outside.length() > 1e-4 {
                    outside.normalize() * sign
                } else if q.x > q.y {
                    Vec2::new(sign.x, 0.0)
                } else {
                    Vec2::new(0.0, sign.y)
                };
                (outside.length() + q.x.max(q.y).min(0.0) - corner, outward)
            }
            Outline::HalfDisc { east } => {
                let radius = size.y / 2.0;
                let (flat_x, flat_out) = if east { (0.0, -1.0) } else { (size.x, 1.0) };
                let local = at - Vec2::new(flat_x, radius);
                let round = local.length() - radius;
                let flat = local.x * flat_out;
                if round > flat {
                    (round, local.normalize_or_zero())
                } else {
                    (flat, Vec2::new(flat_out, 0.0))
                }
            }
        }
    }
}

/// Smooth step from 0 at `from` to 1 at `to`.
fn smooth(from: f32, to: f32, x: f32) -> f32 {
    let t = ((x - from) / (to - from)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A pseudo-random value in 0..1 for a lattice point: the same everywhere, for the same picture every start.
fn hash(x: i32, y: i32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d) ^ (y as u32).wrapping_mul(0x1656_67b1);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

/// Smooth value noise in 0..1.
fn noise(at: Vec2) -> f32 {
    let cell = at.floor();
    let f = at - cell;
    let (x, y) = (cell.x as i32, cell.y as i32);
    let u = f * f * (Vec2::splat(3.0) - 2.0 * f);
    let top = hash(x, y) + (hash(x + 1, y) - hash(x, y)) * u.x;
    let bottom = hash(x, y + 1) + (hash(x + 1, y + 1) - hash(x, y + 1)) * u.x;
    top + (bottom - top) * u.y
}

/// Noise with detail: four octaves.
fn fractal(at: Vec2) -> f32 {
    let mut sum = 0.0;
    let mut weight = 0.5;
    let mut at = at;
    for _ in 0..4 {
        sum += weight * noise(at);
        at = at * 2.03 + Vec2::splat(17.0);
        weight *= 0.5;
    }
    sum / 0.9375
}

/// Wood grain as a brightness near 1: growth rings running along the board, bent by slow noise, with fine
/// fibres. `scale` is pixels per world unit, so the grain has the same size at any resolution.
fn grain(at: Vec2, scale: f32) -> f32 {
    let p = at / scale;
    let bend = fractal(Vec2::new(p.x * 0.004, p.y * 0.012)) * 40.0 + 10.0 * (p.x * 0.0031).sin();
    let ring = 0.5 + 0.5 * ((p.y + bend) * 0.16).sin();
    let late_wood = ring.powi(6);
    let fibre = fractal(Vec2::new(p.x * 0.01, p.y * 0.45));
    let knot = fractal(Vec2::new(p.x * 0.02, p.y * 0.05));
    0.9 - 0.17 * late_wood - 0.1 * (fibre - 0.5) - 0.06 * (knot - 0.5)
}

/// A grey capsule filling `pixels`, its edge smoothed: `light` gives the brightness at a point inside from the
/// point, its depth inside the edge and the outward direction of the nearest edge.
fn capsule_picture(pixels: Vec2, light: impl Fn(Vec2, f32, Vec2) -> f32) -> Picture {
    outline_picture(pixels, Outline::Capsule, light)
}

/// [`capsule_picture`] for any outline.
fn outline_picture(
    pixels: Vec2,
    outline: Outline,
    light: impl Fn(Vec2, f32, Vec2) -> f32,
) -> Picture {
    Picture::paint(pixels.x as u32, pixels.y as u32, |at| {
        let (distance, outward) = outline.distance(at, pixels);
        let alpha = (0.5 - distance).clamp(0.0, 1.0);
        if alpha == 0.0 {
            return [0.0; 4];
        }
        let light = light(at, -distance, outward).clamp(0.0, 1.0);
        [light, light, light, alpha]
    })
}

/// The board: a capsule of wood with a bevelled rim that catches the light on its upper left and falls into
/// shade on its lower right, a dark edge, and a carved line inside the bevel. Grey, for the wood's colour to
/// tint. `scale` is pixels per world unit; `bevel` is in world units.
pub fn board(size: Vec2, scale: f32, bevel: f32) -> Picture {
    let pixels = (size * scale).round();
    let bevel = bevel * scale;
    capsule_picture(pixels, |at, depth, outward| {
        let mut light = grain(at, scale);
        if depth < bevel {
            // The bevel slopes down towards the edge: the more it slopes, the more it faces its own way.
            let slope = 1.0 - depth / bevel;
            light *= 1.0 + 0.45 * slope.powf(0.8) * outward.dot(TO_LIGHT);
        }
        // The carved line where the bevel meets the top, and the dark outer edge.
        light *= 1.0 - 0.18 * (1.0 - (depth - bevel).abs() / (1.2 * scale)).max(0.0);
        light * (0.55 + 0.45 * smooth(0.0, 1.5 * scale, depth))
    })
}

/// A pit or store carved into the board: its floor, the inner wall lit on the lower right and in shade on the
/// upper left, the shadow the upper-left lip casts on the floor, and a bright lip on the lower right. Grey, for
/// the hollow's colour to tint.
pub fn hollow(size: Vec2, scale: f32) -> Picture {
    hollow_of(size, scale, Outline::Capsule)
}

/// [`hollow`] of any outline: Ô ăn quan's squares and half-moons.
pub fn hollow_of(size: Vec2, scale: f32, outline: Outline) -> Picture {
    let pixels = (size * scale).round();
    let wall = 0.22 * pixels.min_element();
    let outline = match outline {
        Outline::RoundedBox(corner) => Outline::RoundedBox(corner * scale),
        other => other,
    };
    outline_picture(pixels, outline, |at, depth, outward| {
        // The floor, in the lip's shadow near the upper left.
        let (towards_light, _) = outline.distance(at + TO_LIGHT.normalize() * wall * 0.8, pixels);
        let shadow = smooth(-wall * 0.5, wall * 0.3, towards_light);
        let mut light = 0.88 * (1.0 - 0.5 * shadow);
        // The wall faces inward: lit where inward points to the light.
        let on_wall = 1.0 - (depth / wall).min(1.0);
        light += 0.3 * on_wall.powi(2) * (-outward).dot(TO_LIGHT);
        // The lip catches the light on the far side.
        let lip = 1.0 - (depth / (1.6 * scale)).min(1.0);
        light + 0.35 * lip * (-outward).dot(TO_LIGHT).max(0.0)
    })
}

/// A polished glass stone of `colour`, `size` pixels across: a body lit from the upper left, a glow where the
/// light passes through it to the lower right, a sharp highlight and a darker rim. Seen from above; its shadow
/// is [`soft_shadow`].
pub fn stone(colour: Color, size: u32) -> Picture {
    let base = colour.to_linear();
    let base = Vec3::new(base.red, base.green, base.blue);
    let light = Vec3::new(-0.45, 0.55, 0.7).normalize();
    let half_way = (light + Vec3::Z).normalize();
    let radius = size as f32 / 2.0 - 0.75;
    let centre = Vec2::splat(size as f32 / 2.0);
    Picture::paint(size, size, |at| {
        let p = (at - centre) / radius;
        let r = p.length();
        let alpha = ((1.0 - r) * radius + 0.5).clamp(0.0, 1.0);
        if alpha == 0.0 {
            return [0.0; 4];
        }
        // Picture y runs down; the normal's y runs up.
        let flat = Vec2::new(p.x, -p.y);
        let z = (1.0 - flat.length_squared()).max(0.0).sqrt();
        let normal = Vec3::new(flat.x, flat.y, z);
        let diffuse = normal.dot(light).max(0.0);
        let through = smooth(0.9, 0.0, (flat - Vec2::new(0.38, -0.4)).length());
        let specular = normal.dot(half_way).max(0.0).powi(60);
        let sheen = normal.dot(half_way).max(0.0).powi(8);
        let body = base * (0.32 + 0.68 * diffuse) * (0.72 + 0.28 * z)
            + base * 0.55 * through
            + Vec3::splat(0.9 * specular + 0.08 * sheen);
        [body.x, body.y, body.z, alpha]
    })
}

/// A soft round shadow, black with the alpha falling off to the edge: under each stone, and the flash of a
/// capture uses it as a glow.
pub fn soft_shadow(size: u32) -> Picture {
    let centre = Vec2::splat(size as f32 / 2.0);
    Picture::paint(size, size, |at| {
        let r = (at - centre).length() / centre.x;
        let alpha = 1.0 - smooth(0.35, 1.0, r);
        [1.0, 1.0, 1.0, alpha]
    })
}

/// The board's shadow on the table: its capsule blurred by `blur` world units all round. White, for the
/// palette's shadow colour (with its strength as alpha) to tint.
pub fn board_shadow(size: Vec2, scale: f32, blur: f32) -> Picture {
    let grown = (size + Vec2::splat(2.0 * blur)) * scale;
    let inner = size * scale;
    let blur = blur * scale;
    Picture::paint(grown.x as u32, grown.y as u32, |at| {
        let (distance, _) = capsule(at - Vec2::splat(blur), inner);
        let alpha = 1.0 - smooth(-blur, blur, distance);
        [1.0, 1.0, 1.0, alpha]
    })
}

/// The window's icon, `size` pixels square: a small wooden board with its two stores and two rows of pits,
/// stones in some of them, in the jewel colours.
pub fn icon(size: u32, wood: Color, hollow_colour: Color, stones: &[Color]) -> Picture {
    let s = size as f32;
    let tint = |picture: Picture, colour: Color| {
        let c = colour.to_linear();
        Picture {
            pixels: picture
                .pixels
                .iter()
                .map(|&[r, g, b, a]| [r * c.red, g * c.green, b * c.blue, a])
                .collect(),
            ..picture
        }
    };
    let mut picture = Picture::new(size, size);
    let board_size = Vec2::new(s * 0.94, s * 0.62);
    let top = ((s - board_size.y) / 2.0) as i32;
    let left = ((s - board_size.x) / 2.0) as i32;
    picture.layer(&tint(board(board_size, 1.0, s * 0.05), wood), left, top);
    let pit = s * 0.2;
    let store = Vec2::new(pit, board_size.y * 0.72);
    let store_top = top + ((board_size.y - store.y) / 2.0) as i32;
    for x in [s * 0.06, s * 0.94 - store.x] {
        picture.layer(
            &tint(hollow(store, 1.0), hollow_colour),
            x as i32 + 1,
            store_top,
        );
    }
    let mut colours = stones.iter().cycle();
    for row in 0..2 {
        for column in 0..3 {
            let x = s * 0.27 + column as f32 * s * 0.155;
            let y = top as f32 + board_size.y * (0.08 + 0.5 * row as f32);
            picture.layer(
                &tint(hollow(Vec2::splat(pit), 1.0), hollow_colour),
                x as i32,
                y as i32,
            );
            if (row + column) % 2 == 0
                && let Some(&colour) = colours.next()
            {
                let stone_size = (pit * 0.55) as u32;
                let inset = ((pit - stone_size as f32) / 2.0) as i32;
                picture.layer(
                    &stone(colour, stone_size),
                    x as i32 + inset,
                    y as i32 + inset,
                );
            }
        }
    }
    picture
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capsule_is_inside_its_box_and_out_of_its_corners() {
        let size = Vec2::new(100.0, 40.0);
        assert!(capsule(Vec2::new(50.0, 20.0), size).0 < -19.0);
        assert!(capsule(Vec2::new(1.0, 1.0), size).0 > 0.0);
        assert!(capsule(Vec2::new(50.0, 0.5), size).0.abs() < 1.0);
    }

    #[test]
    fn the_bevel_is_lit_on_the_upper_left_and_shaded_on_the_lower_right() {
        let picture = board(Vec2::new(400.0, 120.0), 1.0, 14.0);
        let upper_left = picture.at(60, 8)[0];
        let lower_right = picture.at(340, 111)[0];
        assert!(
            upper_left > lower_right + 0.15,
            "{upper_left} vs {lower_right}"
        );
    }

    #[test]
    fn a_hollow_is_darker_under_its_upper_left_lip_than_on_its_floor() {
        let picture = hollow(Vec2::splat(92.0), 1.0);
        let centre = picture.at(46, 46)[0];
        let under_lip = picture.at(26, 20)[0];
        assert!(under_lip < centre - 0.1, "{under_lip} vs {centre}");
        assert_eq!(picture.at(0, 0)[3], 0.0, "the corners are not the hollow's");
    }

    #[test]
    fn a_stone_has_its_highlight_upper_left_and_keeps_its_colour() {
        let picture = stone(Color::srgb(0.8, 0.1, 0.1), 64);
        let highlight = picture.at(22, 20);
        let shade = picture.at(44, 46);
        assert!(highlight[1] > shade[1], "the highlight is whiter");
        let middle = picture.at(32, 32);
        assert!(middle[0] > 2.0 * middle[1], "the body stays red");
    }
}
