//! How Otto is drawn: his moods, the face each mood shows, and the table of parts (shapes, colours, places,
//! which level wears them) that `mascot` spawns.

use std::f32::consts::PI;

use bevy::prelude::*;

use crate::look::palette::{
    BLUSH, BUBBLE, DAISY_HEART, FACE, FUR, FUR_DARK, INK, PEBBLE, PETAL, SCARF, SPECTACLES,
};
use Feature::*;
use Shape::*;
use mancala_engine::Level;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mood {
    #[default]
    Idle,
    Thinking,
    Pleased,
    Sad,
}

/// A face feature that some moods show and others hide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    OpenEye,
    HappyEye,
    SadBrow,
    Smile,
    Frown,
    FlatMouth,
    Blush,
    ThoughtDot,
}

/// What each mood changes: the features it shows (the rest are hidden), and where the open eyes look.
pub struct Face {
    pub mood: Mood,
    pub shows: &'static [Feature],
    pub glance: Vec2,
}

const FACES: [Face; 4] = [
    Face {
        mood: Mood::Idle,
        shows: &[Feature::OpenEye, Feature::FlatMouth],
        glance: Vec2::ZERO,
    },
    Face {
        mood: Mood::Thinking,
        shows: &[Feature::OpenEye, Feature::FlatMouth, Feature::ThoughtDot],
        // Up and to the side, as one does when counting.
        glance: Vec2::new(-4.0, 4.0),
    },
    Face {
        mood: Mood::Pleased,
        shows: &[Feature::HappyEye, Feature::Blush, Feature::Smile],
        glance: Vec2::ZERO,
    },
    Face {
        mood: Mood::Sad,
        shows: &[Feature::OpenEye, Feature::SadBrow, Feature::Frown],
        glance: Vec2::ZERO,
    },
];

pub fn face(mood: Mood) -> &'static Face {
    FACES
        .iter()
        .find(|face| face.mood == mood)
        .expect("every mood has a face")
}

/// When a part of Otto shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Always,
    /// In the moods whose face has this feature.
    Face(Feature),
    /// On this level (the puzzle's perfect opponent wears Hard's spectacles).
    Wears(Level),
}

/// The shapes Otto is drawn with (named apart from Bevy's primitives, which they become).
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    Round(f32),
    Oval(f32, f32),
    /// Radius and the length of the straight part.
    Pill(f32, f32),
    Bar(f32, f32),
    /// A circle's radius and the half-angle of the segment cut from it.
    Slice(f32, f32),
    /// Inner and outer radius.
    Hoop(f32, f32),
}

impl Shape {
    pub fn mesh(self) -> Mesh {
        match self {
            Round(r) => Circle::new(r).into(),
            Oval(a, b) => Ellipse::new(a, b).into(),
            Pill(r, length) => Capsule2d::new(r, length).into(),
            Bar(w, h) => Rectangle::new(w, h).into(),
            Slice(r, angle) => CircularSegment::new(r, angle).into(),
            Hoop(inner, outer) => Annulus::new(inner, outer).into(),
        }
    }
}

/// One part of Otto: a shape in a colour, where it sits in his own frame (z orders the parts), how it is
/// turned, and when it shows. A mirrored part is drawn twice, at `x` and at `-x` turned the other way.
#[derive(Clone, Copy, Debug)]
pub struct Part {
    pub shape: Shape,
    pub colour: Color,
    pub at: Vec3,
    pub turn: f32,
    pub mirrored: bool,
    pub role: Role,
}

pub const fn part(shape: Shape, colour: Color, x: f32, y: f32, z: f32) -> Part {
    Part {
        shape,
        colour,
        at: Vec3::new(x, y, z),
        turn: 0.0,
        mirrored: false,
        role: Role::Always,
    }
}

impl Part {
    const fn turned(mut self, turn: f32) -> Part {
        self.turn = turn;
        self
    }

    const fn mirrored(mut self) -> Part {
        self.mirrored = true;
        self
    }

    const fn only(mut self, role: Role) -> Part {
        self.role = role;
        self
    }
}

/// Otto from the back to the front.
const PARTS: &[Part] = &[
    // Body, belly, the pebble he holds and the paws round it.
    part(Oval(50.0, 44.0), FUR, 0.0, -62.0, 0.0),
    part(Oval(34.0, 30.0), FACE, 0.0, -66.0, 0.1),
    part(Oval(15.0, 11.0), PEBBLE, 0.0, -62.0, 0.3),
    part(Round(9.0), FUR_DARK, 13.0, -66.0, 0.4).mirrored(),
    // Ears, head, muzzle.
    part(Round(13.0), FUR_DARK, 40.0, 34.0, 0.5).mirrored(),
    part(Round(50.0), FUR, 0.0, 0.0, 0.6),
    part(Oval(36.0, 25.0), FACE, 0.0, -17.0, 0.7),
    // Eyes: open, or a caret of two strokes when pleased.
    part(Oval(6.5, 8.0), INK, 19.0, 9.0, 0.8)
        .mirrored()
        .only(Role::Face(OpenEye)),
    part(Pill(2.2, 8.0), INK, 15.0, 9.0, 0.8)
        .turned(-0.9)
        .mirrored()
        .only(Role::Face(HappyEye)),
    part(Pill(2.2, 8.0), INK, 23.0, 9.0, 0.8)
        .turned(0.9)
        .mirrored()
        .only(Role::Face(HappyEye)),
    part(Round(7.0), BLUSH, 30.4, -12.0, 0.8)
        .mirrored()
        .only(Role::Face(Blush)),
    // Brows with the inner ends raised: worried, not cross.
    part(Bar(16.0, 3.5), INK, 19.0, 22.0, 0.8)
        .turned(-0.4)
        .mirrored()
        .only(Role::Face(SadBrow)),
    // Whiskers.
    part(Bar(22.0, 1.6), FUR_DARK, 41.8, -14.0, 0.8)
        .turned(-0.12)
        .mirrored(),
    part(Bar(22.0, 1.6), FUR_DARK, 41.8, -20.0, 0.8)
        .turned(0.1)
        .mirrored(),
    // Nose and the three mouths.
    part(Oval(9.0, 6.0), INK, 0.0, -8.0, 0.9),
    part(Slice(10.0, 1.2), INK, 0.0, -17.0, 0.9)
        .turned(PI)
        .only(Role::Face(Smile)),
    part(Slice(9.0, 1.0), INK, 0.0, -30.0, 0.9).only(Role::Face(Frown)),
    part(Pill(1.8, 10.0), INK, 0.0, -24.0, 0.9)
        .turned(PI / 2.0)
        .only(Role::Face(FlatMouth)),
    // Thought bubbles rising to his left.
    part(Round(5.0), BUBBLE, -52.0, 48.0, 0.9).only(Role::Face(ThoughtDot)),
    part(Round(7.0), BUBBLE, -66.0, 64.0, 0.9).only(Role::Face(ThoughtDot)),
    part(Round(10.0), BUBBLE, -80.0, 80.0, 0.9).only(Role::Face(ThoughtDot)),
    // Easy: a daisy behind the ear (its petals are `DAISY_PETALS`).
    part(Round(5.5), DAISY_HEART, 34.0, 44.0, 1.1).only(Role::Wears(Level::Easy)),
    // Medium: a scarf and its loose end.
    part(Pill(9.0, 70.0), SCARF, 0.0, -40.0, 1.0)
        .turned(PI / 2.0)
        .only(Role::Wears(Level::Medium)),
    part(Bar(14.0, 34.0), SCARF, 26.0, -60.0, 1.0).only(Role::Wears(Level::Medium)),
    // Hard: round spectacles.
    part(Hoop(11.0, 14.0), SPECTACLES, 19.0, 9.0, 1.0)
        .mirrored()
        .only(Role::Wears(Level::Hard)),
    part(Bar(10.0, 3.0), SPECTACLES, 0.0, 11.0, 1.0).only(Role::Wears(Level::Hard)),
];

/// The daisy's petals round its heart: how many, how far from its centre, and how big.
const DAISY_PETALS: (usize, f32, f32) = (8, 9.0, 6.0);

/// Every part of Otto, the mirrored ones twice and the daisy's petals round its heart.
pub fn placed_parts() -> Vec<(Part, Vec3, f32)> {
    let mut placed = Vec::new();
    for part in PARTS {
        placed.push((*part, part.at, part.turn));
        if part.mirrored {
            let at = Vec3::new(-part.at.x, part.at.y, part.at.z);
            placed.push((*part, at, -part.turn));
        }
    }
    let heart = PARTS
        .iter()
        .find(|part| part.role == Role::Wears(Level::Easy))
        .expect("the daisy has a heart");
    let (count, reach, radius) = DAISY_PETALS;
    for petal in 0..count {
        let angle = petal as f32 * 2.0 * PI / count as f32;
        let at = heart.at + Vec3::new(reach * angle.cos(), reach * angle.sin(), -0.1);
        placed.push((
            part(Round(radius), PETAL, 0.0, 0.0, 0.0).only(heart.role),
            at,
            0.0,
        ));
    }
    placed
}
