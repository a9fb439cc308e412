//! The Explorer tab: for the position on the board, a row a sowing, best first: its value (proved, or an
//! estimate marked ~), how often the player's own games played it and how it scored for them, and the same from
//! the server's finished games when the window is online. A click on a row's pit plays it on an analysis board.

use std::collections::BTreeMap;

use bevy_egui::egui;

use super::lookup::{ExploreCommand, Explorer};
use crate::data::i18n::{MASCOT_NAME, Texts};
use crate::online::state::Online;
use mancala_engine::explorer::{Line, Tally, Worth, key_of};
use mancala_engine::{Position, Side};
use mancala_protocol::protocol::Explored;

/// What the section reads.
#[derive(Clone, Copy)]
pub struct ExplorerView<'a> {
    pub explorer: &'a Explorer,
    pub online: &'a Online,
    /// Why the explorer is off, as a text key, when it is.
    pub off: Option<&'static str>,
}

pub fn explorer_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    view: ExplorerView,
) -> Option<ExploreCommand> {
    ui.strong(texts.get("explorer.heading"));
    if let Some(off) = view.off {
        let name: &dyn std::fmt::Display = &MASCOT_NAME;
        ui.weak(texts.fill(off, &[("name", name)]));
        return None;
    }
    let explorer = view.explorer;
    let position = explorer.position?;
    let mover = texts.get(match position.to_move() {
        Side::South => "explorer.to_move.south",
        Side::North => "explorer.to_move.north",
    });
    ui.weak(mover);
    let Some(lines) = explorer.lines.as_ref() else {
        ui.weak(texts.get("explorer.working"));
        return None;
    };
    let connected = view.online.me.is_some();
    let online = online_tallies(view.online, &position);
    let mut chosen = None;
    // The server's column only while the window is online.
    let columns: &[&str] = if connected {
        &[
            "explorer.column.pit",
            "explorer.column.value",
            "explorer.column.yours",
            "explorer.column.online",
        ]
    } else {
        &[
            "explorer.column.pit",
            "explorer.column.value",
            "explorer.column.yours",
        ]
    };
    egui::Grid::new("explorer rows")
        .num_columns(columns.len())
        .striped(true)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for key in columns {
                ui.strong(texts.get(key));
            }
            ui.end_row();
            for line in best_first(lines) {
                let online = connected.then_some(online.as_ref());
                if row(ui, texts, line, &explorer.own, online) {
                    chosen = Some(ExploreCommand::Play(line.pit));
                }
                ui.end_row();
            }
        });
    ui.weak(texts.get("explorer.legend"));
    ui.weak(texts.get(match (&online, connected) {
        (_, false) => "explorer.offline",
        (None, true) => "explorer.asking",
        (Some(_), true) => "explorer.online_games",
    }));
    chosen
}

/// The sowings, the highest value first (a proved value before an estimate of the same), then by pit.
fn best_first(lines: &[Line]) -> Vec<&Line> {
    let mut sorted: Vec<&Line> = lines.iter().collect();
    sorted.sort_by_key(|line| {
        (
            std::cmp::Reverse(line.worth.value()),
            !line.worth.is_proved(),
            line.pit,
        )
    });
    sorted
}

/// One sowing's row (the server's column when `online` is given: its answer, or none yet); whether its pit was
/// clicked.
fn row(
    ui: &mut egui::Ui,
    texts: &Texts,
    line: &Line,
    own: &BTreeMap<u8, Tally>,
    online: Option<Option<&BTreeMap<u8, Tally>>>,
) -> bool {
    let clicked = ui
        .button(texts.fill("explorer.pit", &[("pit", &line.pit)]))
        .on_hover_text(texts.get("explorer.play_tip"))
        .clicked();
    ui.label(match line.worth {
        Worth::Proved(value) => format!("{value:+}"),
        Worth::Estimated(value) => format!("~{value:+}"),
    });
    ui.label(tally_words(texts, own.get(&line.pit)));
    // Online, while the server's answer is awaited: a dash.
    if let Some(online) = online {
        ui.label(match online {
            Some(online) => tally_words(texts, online.get(&line.pit)),
            None => "-".to_string(),
        });
    }
    clicked
}

/// "12 · 58%": the games, and the share of points for the side that played it; "-" when none played it.
fn tally_words(texts: &Texts, tally: Option<&Tally>) -> String {
    match tally.and_then(|tally| Some((tally.games, tally.score()?))) {
        Some((games, score)) => texts.fill(
            "explorer.games",
            &[
                ("games", &games),
                ("score", &format!("{:.0}", score * 100.0)),
            ],
        ),
        None => "-".to_string(),
    }
}

/// The server's answer for `position`, if it is the last one it gave.
fn online_tallies(online: &Online, position: &Position) -> Option<BTreeMap<u8, Tally>> {
    let (asked, moves) = online.standings.explorer.as_ref()?;
    let asked: Position = asked.parse().ok()?;
    (key_of(&asked) == key_of(position)).then(|| moves.iter().map(tally_of).collect())
}

fn tally_of(explored: &Explored) -> (u8, Tally) {
    (
        explored.pit,
        Tally {
            games: explored.games,
            wins: explored.wins,
            draws: explored.draws,
            losses: explored.losses,
        },
    )
}
