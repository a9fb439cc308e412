//! `moves`: the player's games in play on every server they have played on (the tokens the window keeps in the
//! data folder's `online.ron`), each looked at with a `glance`, so that the player is never counted online by
//! it. With `--notify`, a desktop notification for each game in which it has become their move; with
//! `--every`, it looks again and again (for a status bar or a login session).

use std::time::Duration;

use serde::Serialize;

use super::{CliError, to_json};
use crate::engine::Family;
use crate::files::Folder;
use crate::notify::{self, Note};
use crate::server::client::Address;
use crate::server::control::Control;
use crate::server::glance::{GameInPlay, TurnsSeen, glance_blocking};
use crate::server::known::OnlineFile;

/// What `moves` was asked.
pub struct MovesPlan {
    pub notify: bool,
    /// Look again after this long, for ever; once when none.
    pub every: Option<Duration>,
}

#[derive(Serialize)]
struct ServerJson {
    server: String,
    /// Why the server could not be looked at; none when it was.
    problem: Option<String>,
    games: Vec<GameJson>,
}

#[derive(Serialize)]
struct GameJson {
    game: String,
    your_move: bool,
    opponent: String,
    family: Option<&'static str>,
    control: &'static str,
    left_ms: i64,
}

/// Looks at every known server once, or for ever with `every`; the last look's text.
pub fn run(plan: &MovesPlan, json: bool) -> Result<String, CliError> {
    let data = Folder::Data.locate().ok_or(CliError::NoOnlineFolder)?;
    let servers = crate::server::known::read(&data)
        .map_err(|source| CliError::OnlineFile {
            file: data.join(OnlineFile::FILE),
            source: Box::new(source),
        })?
        .servers();
    let mut seen = TurnsSeen::default();
    let mut notes = std::collections::BTreeMap::new();
    loop {
        let mut looks = Vec::new();
        for (address, token) in &servers {
            let look = glance_blocking(address, token);
            if plan.notify
                && let Ok(games) = &look
            {
                for game in seen.news(&address.key(), games) {
                    let replaces = notes.get(&game.id).copied();
                    match notify::show(&your_move_note(address, game, replaces)) {
                        Ok(Some(id)) => _ = notes.insert(game.id, id),
                        Ok(None) => {}
                        Err(error) => eprintln!("{error}"),
                    }
                }
            }
            looks.push(server_json(address, look));
        }
        let text = render(&looks, json);
        let Some(every) = plan.every else {
            return Ok(text);
        };
        println!("{text}");
        std::thread::sleep(every);
    }
}

fn server_json(
    address: &Address,
    look: Result<Vec<GameInPlay>, crate::server::glance::GlanceError>,
) -> ServerJson {
    let (problem, mut games) = match look {
        Ok(games) => (None, games),
        Err(error) => (Some(error.to_string()), Vec::new()),
    };
    // The player's moves first, the least time left first.
    games.sort_by_key(|game| (!game.your_move, game.left_ms));
    ServerJson {
        server: address.key(),
        problem,
        games: games
            .iter()
            .map(|game| GameJson {
                game: game.id.to_string(),
                your_move: game.your_move,
                opponent: game.opponent.clone(),
                family: game.family.map(|family| family.name()),
                control: game.control.name(),
                left_ms: game.left_ms,
            })
            .collect(),
    }
}

fn render(looks: &[ServerJson], json: bool) -> String {
    if json {
        return to_json(&looks);
    }
    let mut lines = Vec::new();
    for look in looks {
        match &look.problem {
            Some(problem) => lines.push(format!("{}: {problem}", look.server)),
            None if look.games.is_empty() => {
                lines.push(format!("{}: no games in play", look.server))
            }
            None => {
                let yours = look.games.iter().filter(|game| game.your_move).count();
                lines.push(format!(
                    "{}: your move in {yours} of {}",
                    look.server,
                    look.games.len()
                ));
            }
        }
        for game in &look.games {
            lines.push(format!(
                "  {}  {:<9} against {:<16} {:<8} {:<4} {} left",
                game.game,
                if game.your_move {
                    "your move"
                } else {
                    "waiting"
                },
                game.opponent,
                game.family.unwrap_or("?"),
                game.control,
                time_left(game.left_ms),
            ));
        }
    }
    lines.join("\n")
}

/// The note of a game that has become the player's move.
pub fn your_move_note(address: &Address, game: &GameInPlay, replaces: Option<u32>) -> Note {
    let family = game.family.map_or("A game", Family::title);
    let control = match game.control {
        Control::Day => "1 day a sowing",
        Control::ThreeDays => "3 days a sowing",
        Control::Week => "7 days a sowing",
        Control::PerSowing => "30 s a sowing",
        Control::Untimed => "no clock",
        other => other.name(),
    };
    Note {
        summary: format!("Your move against {}", game.opponent),
        body: format!(
            "{family}, {control}, on {}: {} left",
            address.host,
            time_left(game.left_ms)
        ),
        replaces,
    }
}

/// A clock's time as a person says it: days and hours, hours and minutes, or minutes and seconds.
fn time_left(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    let (days, hours, minutes) = (seconds / 86_400, seconds / 3600 % 24, seconds / 60 % 60);
    match (days, hours) {
        (0, 0) => format!("{minutes} min {} s", seconds % 60),
        (0, _) => format!("{hours} h {minutes} min"),
        _ => format!("{days} d {hours} h"),
    }
}
