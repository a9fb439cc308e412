//! What the server tells of a game on the board: a game laid out (the player's, or one watched), a sowing heard,
//! and the end. The player's game is shown with the player at the bottom (mirrored when the server seats them
//! North); a watched game is shown as the server has it, South at the bottom, and no pit of it is clicked here.
//! A Congklak match is laid out from the server's line as its round in play: that round's opening and sowings,
//! the rounds before it counted. Every `game`, `moved` and `over` of the player's own also keeps the list of
//! their games in play, shown on the board or not.

use super::state::{Online, OnlineGame, Problem, ShownClocks, Waiting, Watched};
use crate::turn::game::Game;
use crate::turn::replay_error::ReplayError;
use crate::turn::setup::{Fairness, First, Opponent, Setup};
use mancala_engine::match_line::{LineError, MatchLine};
use mancala_engine::{BySide, Position, Side};
use mancala_protocol::ids::{GameId, TournamentId};
use mancala_protocol::in_play::GameInPlay;
use mancala_protocol::protocol::{
    Clocks as ServerClocks, Control, Outcome, Reason, Reply, Request, Seat,
};

/// A game as the server gives it, to be laid out on the board.
struct Told {
    id: GameId,
    /// The side the board is shown from: the player's own, or South for a game watched.
    you: Side,
    seats: BySide<Seat>,
    control: Control,
    ranked: bool,
    start: String,
    moves: Vec<u8>,
    clocks: ServerClocks,
    watching: Option<Watched>,
    /// Congklak: the player's own first hole, chosen and waiting for the opponent's.
    first_hole: Option<u8>,
    /// The tournament the game is a game of.
    tournament: Option<TournamentId>,
    /// Played with the pie rule, and not swapped yet: the second player may still take the first's side.
    pie_open: bool,
    /// The pie rule taken after this many sowings.
    swap: Option<u32>,
}

/// Whether the player may still go berserk: an arena's game on a clock with an increment, before their first
/// sowing (the server says the last word).
fn may_berserk(told: &Told) -> bool {
    let increment = told.control.allowance().is_some_and(|(_, more)| more > 0);
    if told.tournament.is_none() || told.watching.is_some() || !increment {
        return false;
    }
    let Ok(mut position) = told.start.parse::<mancala_engine::Position>() else {
        return false;
    };
    for &pit in &told.moves {
        if position.to_move() == told.you {
            return false;
        }
        match position.play(pit) {
            Ok((next, _)) => position = next,
            Err(_) => return false,
        }
    }
    true
}

/// The player's game begins, or comes back after a reconnection.
pub(super) fn take_game(online: &mut Online, game: &mut Game, reply: Reply, now: f64) -> bool {
    if let Some(mine) = GameInPlay::from_reply(&reply) {
        online.list_my_game(mine);
    }
    let Reply::Game {
        game: id,
        you,
        seats,
        control,
        ranked,
        start,
        moves,
        clocks,
        first_hole,
        position: _,
        tournament,
        pie,
        swap,
    } = reply
    else {
        return false;
    };
    let told = Told {
        id,
        you,
        seats,
        control,
        ranked,
        start,
        moves,
        clocks,
        watching: None,
        first_hole,
        tournament,
        pie_open: pie && swap.is_none(),
        swap,
    };
    lay_out(online, game, told, now)
}

/// A game to watch, as far as the server shows it: laid out as it stands, South at the bottom.
pub(super) fn take_watching(online: &mut Online, game: &mut Game, reply: Reply, now: f64) -> bool {
    let Reply::Watching {
        game: id,
        tv,
        seats,
        control,
        ranked,
        start,
        moves,
        clocks,
        watchers,
        delay,
        ..
    } = reply
    else {
        return false;
    };
    if online.in_play() && online.game.as_ref().is_some_and(|g| g.watching.is_none()) {
        // The player's own game stays on the board: a watch asked for before it began is let go.
        online.send(Request::Unwatch {});
        return false;
    }
    let told = Told {
        id,
        you: Side::South,
        seats,
        control,
        ranked,
        start,
        moves,
        clocks,
        watching: Some(Watched {
            tv,
            watchers,
            delay,
        }),
        first_hole: None,
        tournament: None,
        pie_open: false,
        swap: None,
    };
    lay_out(online, game, told, now)
}

fn lay_out(online: &mut Online, game: &mut Game, told: Told, now: f64) -> bool {
    let Ok(start) = told.start.parse::<Position>() else {
        online.problem = Some(Problem::Said(format!(
            "the server sent a start this game cannot read: {}",
            told.start
        )));
        return false;
    };
    let you = told.you;
    let [me, opponent] = [told.seats[you].clone(), told.seats[you.opponent()].clone()];
    let replayed = match replayed(start, you, &told.moves) {
        Ok(replayed) => replayed,
        Err(why) => {
            online.problem = Some(Problem::Said(format!(
                "the server's game does not replay: {why}"
            )));
            return false;
        }
    };
    let generation = game.generation + 1;
    *game = replayed;
    game.generation = generation;
    // The bar offers the pie rule's swap where the game offers it (the server checks it again).
    if told.pie_open {
        game.setup.fair = Fairness::Pie;
    }
    game.remote_name = Some(opponent.name.clone());
    game.watched = told.watching.map(|_| me.name.clone());
    let mut online_game = OnlineGame {
        id: told.id,
        you,
        me,
        opponent,
        control: told.control,
        ranked: told.ranked,
        clocks: ShownClocks {
            left_ms: BySide::default(),
            running: None,
            at: now,
        },
        sowings_heard: told.moves.len() as u32,
        draw_offer: None,
        rematch_offer: None,
        over: None,
        watching: told.watching,
        first_hole: told.first_hole,
        their_first_hole: false,
        tournament: told.tournament,
        may_berserk: may_berserk(&told),
        swap: told.swap,
    };
    // A tournament's game: its page, for the bar's round or end.
    if let Some(id) = told.tournament
        && online
            .standings
            .tournament
            .as_ref()
            .map(|page| page.summary.tournament)
            != Some(id)
    {
        online.standings.closed_page = None;
        online.send(Request::Tournament { tournament: id });
    }
    online_game.clocks = shown_clocks(&online_game, &told.clocks, now);
    online.game = Some(online_game);
    if told.watching.is_none() {
        online.waiting = Waiting::Nothing;
    }
    online.queue.clear();
    online.sent = false;
    true
}

/// Why the server's game could not be laid out.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LayOutError {
    #[error(transparent)]
    Line(#[from] LineError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// The game as the board shows it from `you`'s side: its sowings, or a Congklak match's round in play with the
/// rounds before it (an opening shown from North's side is the mirror of the server's: North's choice first).
pub fn replayed(start: Position, you: Side, moves: &[u8]) -> Result<Game, LayOutError> {
    let shown = |position: Position| match you {
        Side::South => position,
        Side::North => position.mirrored(),
    };
    let setup = Setup {
        opponent: Opponent::Online,
        first: First::South,
        pits: start.pits(),
        seeds: seeds_of(&start),
        clock: None,
        rules: start.rules(),
        fair: crate::turn::setup::Fairness::Usual,
    };
    let line = MatchLine::replay(start, moves)?;
    let Some(round) = line.round() else {
        return Ok(Game::replayed(setup, shown(start), moves, &[])?);
    };
    let rounds = line
        .rounds_done()
        .iter()
        .map(|&score| match you {
            Side::South => score,
            Side::North => score.swapped(),
        })
        .collect();
    let (start, first) = (shown(round.start), you);
    let game = Game::replayed_round(setup, start, first, round.picks, round.moves, rounds)?;
    Ok(game)
}

/// A sowing the server heard: queued to be shown, unless it was heard before. Whether one was missed (the game
/// is then to be taken up again).
pub(super) fn hear_sowing(online: &mut Online, reply: Reply, now: f64) -> bool {
    let Reply::Moved {
        game: id,
        ply,
        pit,
        clocks,
        position,
        ..
    } = reply
    else {
        return false;
    };
    online.note_my_position(id, &position, &clocks);
    let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) else {
        return false;
    };
    if ply < online_game.sowings_heard {
        return false;
    }
    if ply > online_game.sowings_heard {
        online.problem = Some(Problem::Said(
            "the game fell out of step with the server; taking it up again".to_string(),
        ));
        return true;
    }
    online_game.sowings_heard += 1;
    // A round's first holes are told only once both are in: neither is a secret any more.
    online_game.first_hole = None;
    online_game.their_first_hole = false;
    // The game goes on: a refusal said before it is old news.
    online.problem = None;
    online_game.clocks = shown_clocks(online_game, &clocks, now);
    online_game.draw_offer = None;
    online.queue.push_back(pit);
    online.sent = false;
    false
}

/// The game's end as the server tells it: how, and the new ratings after a ranked game.
pub(super) fn hear_the_end(online: &mut Online, game: &mut Game, id: GameId, result: Outcome) {
    online.forget_my_game(id);
    let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) else {
        return;
    };
    let loser = result
        .winner
        .map(|winner| online_game.shown_side(winner).opponent());
    match result.reason {
        Reason::Resigned | Reason::Abandoned => game.resigned = loser,
        Reason::Time => game.out_of_time = loser,
        Reason::Agreed => game.agreed = true,
        Reason::Board | Reason::Aborted => {}
    }
    if let Some(ratings) = result.ratings {
        online_game.me.rating = ratings[online_game.you];
        online_game.opponent.rating = ratings[online_game.you.opponent()];
    }
    online_game.clocks.running = None;
    online_game.draw_offer = None;
    online_game.over = Some(result);
    online.sent = false;
    online.send(Request::Profile { player: None });
}

/// New clocks for a game on the board (a player went berserk, or away on vacation: `stopped`, whose clock
/// then stands still).
pub(super) fn hear_clocks(
    online: &mut Online,
    id: GameId,
    clocks: &ServerClocks,
    stopped: Option<Side>,
    now: f64,
) {
    if let Some(game) = online.game.as_mut().filter(|game| game.id == id) {
        let mut shown = shown_clocks(game, clocks, now);
        if stopped.is_some_and(|side| shown.running == Some(game.shown_side(side))) {
            shown.running = None;
        }
        game.clocks = shown;
    }
}

/// A game watched whose players changed sides by the pie rule: the board stays (South at the bottom), the
/// names change places. (A player of the game is sent `game` again instead.)
pub(super) fn hear_swap(online: &mut Online, game: &mut Game, id: GameId, seats: BySide<Seat>) {
    let Some(watched) = online
        .game
        .as_mut()
        .filter(|watched| watched.id == id && watched.watching.is_some())
    else {
        return;
    };
    game.watched = Some(seats.south.name.clone());
    game.remote_name = Some(seats.north.name.clone());
    watched.me = seats.south;
    watched.opponent = seats.north;
}

/// The server's clocks, on the board as shown.
fn shown_clocks(game: &OnlineGame, clocks: &ServerClocks, now: f64) -> ShownClocks {
    ShownClocks {
        left_ms: game.shown(clocks.left_ms),
        running: clocks.running.map(|side| game.shown_side(side)),
        at: now,
    }
}

/// The seeds a pit of the start had (the setup keeps them for the bar).
fn seeds_of(start: &Position) -> u8 {
    let pits = u32::from(start.pits()).max(1);
    (start.total_seeds() / (2 * pits)) as u8
}
