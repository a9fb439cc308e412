//! Otto painted with egui from the same table of parts the board's Otto is built from, for the New game
//! dialog's cards: each level in what it wears, with a face of its own.

use bevy::math::{Vec2, Vec3};
use bevy_egui::egui;

use super::parts::{Mood, Part, Role, Shape, face, placed_parts};
use crate::look::palette::egui_colour;
use mancala_engine::Level;

/// The part of Otto's own frame a portrait shows: the whole of him, thought bubbles included.
const VIEW: (Vec2, Vec2) = (Vec2::new(-92.0, -108.0), Vec2::new(92.0, 92.0));

/// The face each level's card shows: Easy is pleased to play, Medium calm, Hard already counting.
pub fn card_mood(level: Level) -> Mood {
    match level.nearest_of_three() {
        Level::Easy => Mood::Pleased,
        Level::Medium => Mood::Idle,
        Level::Hard | Level::Perfect | Level::Rung(_) => Mood::Thinking,
    }
}

/// Paints Otto, dressed for `level` and in `mood`, fitted into `rect`.
pub fn paint(painter: &egui::Painter, rect: egui::Rect, level: Level, mood: Mood) {
    let face = face(mood);
    let size = VIEW.1 - VIEW.0;
    let scale = (rect.width() / size.x).min(rect.height() / size.y);
    let middle = (VIEW.0 + VIEW.1) / 2.0;
    let to_screen = |at: Vec2| {
        let from_middle = (at - middle) * scale;
        rect.center() + egui::vec2(from_middle.x, -from_middle.y)
    };
    let mut parts: Vec<(Part, Vec3, f32)> = placed_parts()
        .into_iter()
        .filter(|(part, _, _)| match part.role {
            Role::Always => true,
            Role::Face(feature) => face.shows.contains(&feature),
            Role::Wears(wears) => wears == level.nearest_of_three(),
        })
        .collect();
    parts.sort_by(|a, b| a.1.z.total_cmp(&b.1.z));
    for (part, at, turn) in parts {
        let glance = match part.role {
            Role::Face(super::parts::Feature::OpenEye) => face.glance,
            _ => Vec2::ZERO,
        };
        let centre = at.truncate() + glance;
        let colour = egui_colour(part.colour);
        let along = |length: f32, across: f32| {
            // Bevy turns counter-clockwise with y up; the points are in Otto's frame until `to_screen`.
            let (sin, cos) = turn.sin_cos();
            move |x: f32, y: f32| {
                let (x, y) = (x * across, y * length);
                to_screen(centre + Vec2::new(x * cos - y * sin, x * sin + y * cos))
            }
        };
        let shape = match part.shape {
            Shape::Round(r) => egui::Shape::circle_filled(to_screen(centre), r * scale, colour),
            Shape::Oval(a, b) => {
                egui::Shape::ellipse_filled(to_screen(centre), egui::vec2(a, b) * scale, colour)
            }
            Shape::Pill(r, length) => {
                let point = along(length / 2.0, 1.0);
                let (top, bottom) = (point(0.0, 1.0), point(0.0, -1.0));
                egui::Shape::Vec(vec![
                    egui::Shape::line_segment(
                        [top, bottom],
                        egui::Stroke::new(2.0 * r * scale, colour),
                    ),
                    egui::Shape::circle_filled(top, r * scale, colour),
                    egui::Shape::circle_filled(bottom, r * scale, colour),
                ])
            }
            Shape::Bar(w, h) => {
                let point = along(h / 2.0, w / 2.0);
                egui::Shape::convex_polygon(
                    vec![
                        point(-1.0, -1.0),
                        point(1.0, -1.0),
                        point(1.0, 1.0),
                        point(-1.0, 1.0),
                    ],
                    colour,
                    egui::Stroke::NONE,
                )
            }
            Shape::Slice(r, half_angle) => {
                // Bevy's segment has its arc about +y, cut off by the chord below it.
                let point = along(r, r);
                let arc = (0..=16).map(|i| {
                    let angle = std::f32::consts::FRAC_PI_2 - half_angle
                        + 2.0 * half_angle * i as f32 / 16.0;
                    point(angle.cos(), angle.sin())
                });
                egui::Shape::convex_polygon(arc.collect(), colour, egui::Stroke::NONE)
            }
            Shape::Hoop(inner, outer) => egui::Shape::circle_stroke(
                to_screen(centre),
                (inner + outer) / 2.0 * scale,
                egui::Stroke::new((outer - inner) * scale, colour),
            ),
        };
        painter.add(shape);
    }
}
