//! How people see the palette: the WCAG contrast ratio between two colours, colour-vision deficiencies
//! simulated with the matrices of Machado, Oliveira and Fernandes (2009, full severity), and the CIE 1976
//! colour difference in CIELAB. The tests hold the themes and stone palettes to these.

use bevy::prelude::*;

/// A colour-vision deficiency, simulated at full severity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Deficiency {
    pub const ALL: [Deficiency; 3] = [
        Deficiency::Protanopia,
        Deficiency::Deuteranopia,
        Deficiency::Tritanopia,
    ];

    /// Machado et al.'s matrix, applied to linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Deficiency::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }
}

fn linear(colour: Color) -> [f32; 3] {
    let c = colour.to_linear();
    [c.red, c.green, c.blue]
}

/// WCAG 2's relative luminance (0 for black, 1 for white).
pub fn relative_luminance(colour: Color) -> f32 {
    let [r, g, b] = linear(colour);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2's contrast ratio, from 1 (none) to 21 (black on white); body text needs 4.5.
pub fn contrast_ratio(a: Color, b: Color) -> f32 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colour as someone with this deficiency sees it.
pub fn simulate(colour: Color, deficiency: Deficiency) -> Color {
    let rgb = linear(colour);
    let m = deficiency.matrix();
    let seen = m.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
    Color::linear_rgb(seen[0], seen[1], seen[2])
}

/// The CIE 1976 difference of two colours in CIELAB (D65): about 2 is just noticeable, above 15 two stones
/// are told apart at a glance.
pub fn colour_difference(a: Color, b: Color) -> f32 {
    let (a, b) = (Laba::from(a), Laba::from(b));
    // Bevy keeps L in 0..1.5 and a, b in -1.5..1.5: a hundredth of CIELAB's units.
    100.0 * ((a.lightness - b.lightness).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt()
}
