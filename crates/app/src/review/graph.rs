//! The review's graph of the value for the bottom row over the game (egui_plot), its marks and its clicks.

use bevy_egui::egui;
use egui_plot::{HoverPosition, Line as PlotLine, MarkerShape, Plot, PlotPoints, Points, VLine};

use super::reviewer::Reviewed;
use crate::turn::browse::{BrowseCommand, Line};
use mancala_engine::review::for_south;
use mancala_engine::{Rating, Side};

use super::look_back::{LookBack, LookBackView};

/// The value over the game for the bottom player: before each sowing, and the final margin. A click picks the
/// nearest position.
pub fn value_graph(
    ui: &mut egui::Ui,
    view: &LookBackView,
    reviewed: &Reviewed,
) -> Option<LookBack> {
    let mut points: Vec<[f64; 2]> = reviewed
        .moves
        .iter()
        .enumerate()
        .filter_map(|(index, rated)| {
            rated.map(|r| [index as f64, f64::from(for_south(r.value_before, r.side))])
        })
        .collect();
    // And where the last sowing left the game: its final margin, or the value it left.
    let end = *reviewed.positions.last()?;
    let last = reviewed.record.moves.len();
    let after_last = match (end.outcome(), reviewed.moves.last().copied().flatten()) {
        (Some(score), _) => Some(score.margin(Side::South)),
        (None, Some(r)) => Some(for_south(r.value_after, r.side)),
        (None, None) => None,
    };
    if let Some(value) = after_last.filter(|_| last > 0) {
        points.push([last as f64, f64::from(value)]);
    }
    let flagged: Vec<(Rating, [f64; 2])> = reviewed
        .moves
        .iter()
        .enumerate()
        .filter_map(|(index, rated)| {
            let r = (*rated)?;
            // Where the sowing led: the drop it caused ends at its mark, and a click there shows it.
            (r.rating >= Rating::Inaccuracy).then(|| {
                (
                    r.rating,
                    [
                        (index + 1) as f64,
                        f64::from(for_south(r.value_after, r.side)),
                    ],
                )
            })
        })
        .collect();
    let shown = view.browse.shown_ply();
    let line_colour = ui.visuals().text_color();
    let texts = view.texts;
    let response = Plot::new("value over the game")
        .height(110.0)
        .width(ui.available_width() - 6.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .include_y(0.0)
        .include_y(4.0)
        .include_y(-4.0)
        .y_axis_min_width(18.0)
        .label_formatter(|hover| {
            let point = match hover {
                HoverPosition::NearDataPoint { position, .. } => *position,
                HoverPosition::Elsewhere { position } => *position,
            };
            Some(texts.fill(
                "review.graph.point",
                &[
                    ("ply", &point.x.round()),
                    ("value", &format!("{:+}", point.y.round())),
                ],
            ))
        })
        .show(ui, |plot| {
            plot.line(
                PlotLine::new("value", PlotPoints::from(points.clone()))
                    .color(line_colour)
                    .width(2.0),
            );
            for rating in [Rating::Inaccuracy, Rating::Mistake, Rating::Blunder] {
                let marks: Vec<[f64; 2]> = flagged
                    .iter()
                    .filter(|(r, _)| *r == rating)
                    .map(|(_, at)| *at)
                    .collect();
                plot.points(
                    Points::new(rating.name(), PlotPoints::from(marks))
                        .shape(MarkerShape::Circle)
                        .radius(4.0)
                        .color(view.ratings[rating as usize]),
                );
            }
            if let Some(ply) = shown {
                plot.vline(
                    VLine::new("shown", ply as f64)
                        .color(view.ratings[1])
                        .width(1.5),
                );
            }
            plot.pointer_coordinate()
        });
    ui.weak(texts.get("review.graph.legend"));
    let clicked = response.response.clicked();
    let at = response.inner?;
    clicked.then(|| {
        let ply = at.x.round().clamp(0.0, reviewed.record.moves.len() as f64) as usize;
        LookBack::Browse(BrowseCommand::Other(Line {
            positions: reviewed.positions.clone(),
            moves: reviewed.record.moves.clone(),
            of_game: false,
            ply,
        }))
    })
}
