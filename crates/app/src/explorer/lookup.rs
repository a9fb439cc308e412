//! The explorer's work for the position the board shows, while its tab is open: every sowing's value worked out
//! in the background (proved where the book or the kept proofs know it, else a search's estimate), the
//! player's own finished games counted at once from the history, and, when the window is online, the server
//! asked for its counts. Clicking a sowing plays it on an analysis board.

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::valuer::Valuer;
use crate::data::history::History;
use crate::frame::AppSystems;
use crate::learn::lessons::Learning;
use crate::online::session::OnlineCommand;
use crate::online::state::Online;
use crate::screens::navigation::{Screens, Tab};
use crate::trainer::drill::Drill;
use crate::turn::game::{Game, GameCommand, LookingAt, PlayPit, SowingOnScreen};
use crate::turn::setup::Opponent;
use mancala_engine::explorer::{Line, Tally, explores, key_of, tally};
use mancala_engine::{Position, Record};
use mancala_protocol::protocol::Request;

/// The explorer of the position on the board.
#[derive(Resource, Default)]
pub struct Explorer {
    /// The position explored, while the tab is open and the explorer may be shown.
    pub position: Option<Position>,
    /// Every sowing with its value, once the background work is done.
    pub lines: Option<Vec<Line>>,
    /// The player's own games from the position, by pit.
    pub own: BTreeMap<u8, Tally>,
    /// The games the history's tallies were read from: their count and the newest, so a new game reads them
    /// again.
    read_from: Option<(usize, Option<String>)>,
    records: Vec<Record>,
    /// The values being worked out; dropping it stops the work.
    job: Option<Valuer>,
    /// A sowing to play once the analysis board it was asked on is set up.
    pending: Option<(Position, u8)>,
}

/// What the player asks of the explorer.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExploreCommand {
    /// Plays this pit from the explored position on an analysis board.
    Play(u8),
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Explorer>()
        .add_message::<ExploreCommand>()
        .add_systems(
            Update,
            (
                (play_pending, take_explore_commands)
                    .chain()
                    .in_set(AppSystems::ReadInput),
                (follow_the_board, collect_values)
                    .chain()
                    .in_set(AppSystems::React),
            ),
        );
}

/// Why the explorer may not show its values and counts (a text key), if it may not: not while a game against
/// Otto or online is in play (it would be a cheat, as the analysis), nor in the daily puzzle, a lesson or a
/// puzzle of one's mistakes, nor in the games nothing proves (Congklak's and Sungka's rounds share no opening).
pub fn explorer_off(game: &Game, learning: bool, drilling: bool) -> Option<&'static str> {
    let in_play = !game.is_finished();
    if game.puzzle.is_some() {
        Some("explorer.off_daily")
    } else if learning {
        Some("explorer.off_lesson")
    } else if drilling {
        Some("explorer.off_mistake")
    } else if !explores(&game.position) || game.in_opening() {
        Some("explorer.off_congklak")
    } else if game.computer_side().is_some() && in_play {
        Some("explorer.off_vs_mascot")
    } else if game.remote_side().is_some() && in_play {
        Some("explorer.off_online")
    } else {
        None
    }
}

/// Follows the board's position while the tab is open: a new position starts its values' work, reads the
/// player's counts and asks the server.
fn follow_the_board(
    screens: Option<Res<Screens>>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    learning: Res<Learning>,
    drill: Res<Drill>,
    history: Res<History>,
    online: Res<Online>,
    mut explorer: ResMut<Explorer>,
    mut asks: MessageWriter<OnlineCommand>,
) {
    let allowed = explorer_off(&game, learning.active.is_some(), drill.active.is_some()).is_none();
    let open = screens.is_some_and(|screens| screens.tab == Tab::Explorer);
    let wanted = (open && allowed).then(|| looking.shown(&game));
    let explorer = explorer.as_mut();
    explorer.read_history(&history);
    if wanted.map(|p| key_of(&p)) == explorer.position.map(|p| key_of(&p)) {
        return;
    }
    explorer.stop();
    explorer.position = wanted;
    explorer.lines = None;
    let Some(position) = wanted else {
        return;
    };
    explorer.own = tally(&explorer.records, &position);
    explorer.job = Some(Valuer::start(position));
    if online.me.is_some() {
        asks.write(OnlineCommand::Ask(Request::Explorer {
            position: position.to_string(),
        }));
    }
}

fn collect_values(mut explorer: ResMut<Explorer>) {
    let Some(valuer) = explorer.job.as_mut() else {
        return;
    };
    if let Some(lines) = valuer.poll() {
        explorer.lines = Some(lines);
        explorer.job = None;
    }
}

impl Explorer {
    fn stop(&mut self) {
        self.job = None;
    }

    /// Reads the history's games again when a game was added to it.
    fn read_history(&mut self, history: &History) {
        let newest = history.games.last();
        let unchanged = self
            .read_from
            .as_ref()
            .is_some_and(|(count, last)| *count == history.games.len() && last.as_ref() == newest);
        if unchanged {
            return;
        }
        self.records = history.readable().map(|(_, record)| record).collect();
        self.read_from = Some((history.games.len(), newest.cloned()));
        if let Some(position) = self.position {
            self.own = tally(&self.records, &position);
        }
    }

    /// Whether the work on the values is still going.
    pub fn is_working(&self) -> bool {
        self.job.is_some()
    }
}

/// A click on a sowing: played at once on a board that already is an analysis board showing the position, else
/// on a new one set up at the position (and played in the next frame, once it stands).
fn take_explore_commands(
    mut asked: MessageReader<ExploreCommand>,
    mut explorer: ResMut<Explorer>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    mut games: MessageWriter<GameCommand>,
    mut pits: MessageWriter<PlayPit>,
) {
    for &ExploreCommand::Play(pit) in asked.read() {
        let Some(position) = explorer.position else {
            continue;
        };
        let on_analysis_board = game.setup.opponent == Opponent::Friend
            && game.puzzle.is_none()
            && !looking.is_away()
            && game.position == position;
        if on_analysis_board {
            pits.write(PlayPit(pit));
        } else {
            games.write(GameCommand::AnalysisBoard(position));
            explorer.pending = Some((position, pit));
        }
    }
}

/// Plays the pending sowing once its analysis board stands and shows the game.
fn play_pending(
    mut explorer: ResMut<Explorer>,
    game: Res<Game>,
    looking: Res<LookingAt>,
    on_screen: Res<SowingOnScreen>,
    mut pits: MessageWriter<PlayPit>,
) {
    let Some((position, pit)) = explorer.pending else {
        return;
    };
    if game.position != position || looking.is_away() || on_screen.0 {
        return;
    }
    explorer.pending = None;
    pits.write(PlayPit(pit));
}
