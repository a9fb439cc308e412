//! Standings as the server tells them: the player's profile (games, latest results, each family's rating and
//! its history, drawn as a graph) and a family's leaderboard, kept from the replies and shown in the Play
//! online dialog.

use bevy_egui::egui;

use crate::app::data::i18n::Texts;
use crate::engine::Family;
use crate::server::ids::PlayerId;
use crate::server::protocol::{Leader, Past, Rated, Reply, Seat, Standing};
use crate::server::rating::{ByFamily, Shown, family_named};

/// The player's own profile, as the server last told it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// Finished online games.
    pub games: i64,
    /// The latest results, newest first.
    pub recent: Vec<Past>,
    /// Each family's rating after the latest rated games, oldest first.
    pub history: ByFamily<Vec<Rated>>,
}

/// A family's leaderboard, as the server last told it.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub family: Family,
    pub leaders: Vec<Leader>,
}

/// What the server said of standings: the player's profile and ratings, and a leaderboard.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standings {
    pub profile: Option<Profile>,
    /// The player's rating in each family, as the server last said.
    pub ratings: Option<ByFamily<Shown>>,
    /// The leaderboard the player last asked for.
    pub leaderboard: Option<Leaderboard>,
}

impl Standings {
    /// Keeps a profile (the player's own: `me`'s seat is updated from it) or a leaderboard the server sent;
    /// other replies are not standings.
    pub fn hear(&mut self, me: &mut Option<Seat>, reply: Reply) {
        match reply {
            Reply::Profile {
                player,
                games,
                recent,
                ratings,
                history,
            } if me.as_ref().is_some_and(|me| me.id == player.id) => {
                *me = Some(player);
                self.profile = Some(Profile {
                    games,
                    recent,
                    history,
                });
                self.ratings = Some(ratings);
            }
            Reply::Leaderboard { family, leaders } => {
                if let Some(family) = family_named(&family) {
                    self.leaderboard = Some(Leaderboard { family, leaders });
                }
            }
            _ => {}
        }
    }
}

/// The player's games, ratings, rating graph and latest results.
pub fn show_profile(ui: &mut egui::Ui, texts: &Texts, standings: &Standings) {
    let Some(profile) = &standings.profile else {
        return;
    };
    ui.label(texts.fill("online.record", &[("games", &profile.games)]));
    if let Some(ratings) = &standings.ratings {
        ui.label(texts.fill(
            "online.ratings",
            &[
                ("kalah", &ratings.kalah),
                ("oware", &ratings.oware),
                ("congklak", &ratings.congklak),
            ],
        ));
    }
    // The family the player has been rated in most: the graph a player most wants to see.
    if let Some(family) = Family::ALL
        .into_iter()
        .filter(|family| profile.history[*family].len() >= 2)
        .max_by_key(|family| profile.history[*family].len())
    {
        let points = &profile.history[family];
        ui.weak(texts.fill(
            "online.history",
            &[
                ("family", &texts.get(family_key(family))),
                ("games", &points.len()),
            ],
        ));
        rating_graph(ui, points);
    }
    for past in profile.recent.iter().take(5) {
        let result = texts.get(match past.result {
            Standing::Win => "online.result.win",
            Standing::Loss => "online.result.loss",
            Standing::Draw => "online.result.draw",
        });
        let kind = texts.get(if past.ranked {
            "online.ranked"
        } else {
            "online.casual"
        });
        ui.weak(format!("{result} · {} · {kind}", past.opponent_name));
    }
}

/// The word for a family in the player's language.
pub fn family_key(family: Family) -> &'static str {
    match family {
        Family::Kalah => "online.family.kalah",
        Family::Oware => "online.family.oware",
        Family::Congklak => "online.family.congklak",
    }
}

/// A rating's history as a line, the lowest and highest rating written at its left.
fn rating_graph(ui: &mut egui::Ui, points: &[Rated]) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 64.0), egui::Sense::hover());
    let low = points.iter().map(|p| p.rating).min().unwrap_or(0);
    let high = points.iter().map(|p| p.rating).max().unwrap_or(0);
    // A flat history still gets a band of 20 points, so that it draws in the middle, not on an edge.
    let (low, high) = if high - low < 20 {
        let middle = (low + high) / 2;
        (middle - 10, middle + 10)
    } else {
        (low, high)
    };
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
    let labels = 44.0;
    let plot = egui::Rect::from_min_max(
        rect.min + egui::vec2(labels, 6.0),
        rect.max - egui::vec2(6.0, 6.0),
    );
    let at = |index: usize, rating: i32| {
        let x = plot.left() + plot.width() * index as f32 / (points.len() - 1).max(1) as f32;
        let y = plot.bottom() - plot.height() * (rating - low) as f32 / (high - low) as f32;
        egui::pos2(x, y)
    };
    let line: Vec<egui::Pos2> = points
        .iter()
        .enumerate()
        .map(|(index, point)| at(index, point.rating))
        .collect();
    let text = visuals.weak_text_color();
    let font = egui::FontId::proportional(11.0);
    for (rating, y) in [(high, plot.top()), (low, plot.bottom())] {
        let place = egui::pos2(rect.left() + 4.0, y);
        painter.text(place, egui::Align2::LEFT_CENTER, rating, font.clone(), text);
    }
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, visuals.selection.bg_fill),
    ));
}

/// A family's leaderboard, or the buttons that ask for one.
pub fn show_leaderboard(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    me: Option<PlayerId>,
) -> Option<Family> {
    let mut asked = None;
    let shown = standings.leaderboard.as_ref().map(|board| board.family);
    ui.horizontal(|ui| {
        ui.label(texts.get("online.leaderboard"));
        for family in Family::ALL {
            let chosen = shown == Some(family);
            if ui
                .selectable_label(chosen, texts.get(family_key(family)))
                .clicked()
            {
                asked = Some(family);
            }
        }
    });
    let Some(board) = &standings.leaderboard else {
        return asked;
    };
    if board.leaders.is_empty() {
        ui.weak(texts.get("online.leaderboard.empty"));
        ui.weak(texts.get("online.leaderboard.rule"));
        return asked;
    }
    egui::ScrollArea::vertical()
        .max_height(150.0)
        .show(ui, |ui| {
            egui::Grid::new("leaderboard")
                .num_columns(4)
                .striped(true)
                .show(ui, |ui| {
                    for leader in &board.leaders {
                        let name = egui::RichText::new(&leader.name);
                        let name = if Some(leader.player) == me {
                            name.strong()
                        } else {
                            name
                        };
                        ui.label(format!("{}.", leader.rank));
                        ui.label(name);
                        ui.label(leader.rating.to_string());
                        ui.weak(
                            texts.fill("online.leaderboard.games", &[("games", &leader.games)]),
                        );
                        ui.end_row();
                    }
                });
        });
    // The player's own place, which the list may scroll past, or why they are not on it.
    match board
        .leaders
        .iter()
        .find(|leader| Some(leader.player) == me)
    {
        Some(mine) => ui.label(texts.fill("online.leaderboard.you", &[("rank", &mine.rank)])),
        None => ui.weak(texts.get("online.leaderboard.rule")),
    };
    asked
}
