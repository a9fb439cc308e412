//! The Watch tab of the Play online screen: the TV (the highest-rated game in play, and the next when it ends),
//! the games in play as the server lists them (highest rated first) each with a Watch button, and the game
//! being watched with a way to stop.

use bevy_egui::egui;

use super::session::OnlineCommand;
use super::standings::{Standings, control_key, family_key};
use super::state::OnlineGame;
use crate::data::i18n::Texts;
use mancala_engine::{Family, Rules};
use mancala_protocol::protocol::{Live, Request};

/// The watch tab; what the player asked for.
pub fn show_watch(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    on_board: Option<&OnlineGame>,
) -> Option<OnlineCommand> {
    let mut asked = None;
    let watching = on_board.filter(|game| game.watching.is_some());
    ui.horizontal(|ui| {
        if ui
            .button(egui::RichText::new(texts.get("online.watch.tv")).strong())
            .on_hover_text(texts.get("online.watch.tv.tip"))
            .clicked()
        {
            asked = Some(OnlineCommand::Ask(Request::Tv {}));
        }
        if ui.button(texts.get("online.watch.refresh")).clicked() {
            asked = Some(OnlineCommand::Ask(Request::Games {}));
        }
        if let Some(game) = watching {
            let names = format!("{} – {}", game.me.name, game.opponent.name);
            ui.label(texts.fill("online.watch.now", &[("names", &names)]));
            if ui.button(texts.get("online.watch.stop")).clicked() {
                asked = Some(OnlineCommand::StopWatching);
            }
        }
    });
    ui.add_space(4.0);
    match &standings.games {
        None => _ = ui.weak(texts.get("online.watch.asking")),
        Some(games) if games.is_empty() => _ = ui.weak(texts.get("online.watch.none")),
        Some(games) => {
            let shown = watching.map(|game| game.id);
            if let Some(command) = games_grid(ui, texts, games, shown) {
                asked = Some(command);
            }
        }
    }
    asked
}

/// One row a game: the players with their ratings, the game and its clock, how far it is, its watchers.
fn games_grid(
    ui: &mut egui::Ui,
    texts: &Texts,
    games: &[Live],
    shown: Option<mancala_protocol::ids::GameId>,
) -> Option<OnlineCommand> {
    let mut asked = None;
    egui::ScrollArea::vertical()
        .max_height(340.0)
        .show(ui, |ui| {
            egui::Grid::new("games in play")
                .num_columns(5)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for live in games {
                        let seats = &live.seats;
                        ui.label(
                            egui::RichText::new(format!(
                                "{} {} – {} {}",
                                seats.south.name,
                                seats.south.rating_text(),
                                seats.north.name,
                                seats.north.rating_text()
                            ))
                            .strong(),
                        );
                        ui.label(game_words(texts, live));
                        ui.weak(texts.fill("online.watch.ply", &[("ply", &live.ply)]));
                        ui.weak(texts.fill("online.watch.watchers", &[("n", &live.watchers)]));
                        let button = ui.add_enabled(
                            shown != Some(live.game),
                            egui::Button::new(texts.get("online.watch.watch")),
                        );
                        if button.clicked() {
                            asked = Some(OnlineCommand::Ask(Request::Watch { game: live.game }));
                        }
                        ui.end_row();
                    }
                });
        });
    asked
}

/// The family of a game's rule set ("kalah+empty-capture" is Kalah's).
fn family_of(live: &Live) -> Option<Family> {
    live.rules.parse::<Rules>().ok().map(|rules| rules.family)
}

/// "Kalah · 3+2 · ranked".
fn game_words(texts: &Texts, live: &Live) -> String {
    let family = family_of(live).map_or(live.rules.clone(), |family| {
        texts.get(family_key(family)).to_string()
    });
    let kind = texts.get(if live.ranked {
        "online.ranked"
    } else {
        "online.casual"
    });
    format!(
        "{family} · {} · {kind}",
        texts.get(control_key(live.control))
    )
}
