//! Online play: the line to a server (a [`Connection`] on a thread of its own, so no frame waits for the
//! network), who the player is there, what they wait for (a friend to use their code, an opponent from the
//! queue), and the online game. The server is the only authority: the player's pit goes to it and nothing is
//! played until it tells the sowing back; its sowings, the player's and the opponent's, are played into the
//! game one after another and animated like Otto's. The player always sits at the bottom: a game in which the
//! server seats them North is shown mirrored (the rules are the same for both sides, so a pit keeps its
//! number). A dropped line is tried again by the connection; the server then gives the game back as it stands,
//! and it is laid out afresh from that.

use bevy::prelude::*;

use super::line::{Connection, OpenError};
use super::state::{Online, Problem, Waiting, Waker};
use super::told::{hear_clocks, hear_sowing, hear_swap, hear_the_end, take_game, take_watching};
use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::game::{
    Game, Jumped, LookingAt, OpeningRun, PitForServer, Redraw, SowingOnScreen, Sown,
    play_intended_pit,
};
use crate::turn::setup::{Opponent, Setup};
use mancala_engine::{Family, Level, Rules, Side};
use mancala_protocol::address::{Address, Event, Link, Who};
use mancala_protocol::ids::GameId;
use mancala_protocol::protocol::{Code, Control, Reply, Request, Seat};

/// What the player asks of online play (the Play online dialog, the bar's buttons, `--online`).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Connects to a server (an address or a shared line) as this name, a new player there unless the game
    /// kept a token for that server. A line that names a code joins its game once connected.
    Connect {
        address: String,
        name: String,
    },
    /// Connects to another server the player has a token for (by its key, `ws://HOST:PORT`), to open one of
    /// their games there: the line to this server is let go.
    OpenElsewhere {
        server: String,
        game: GameId,
    },
    /// A private game with these rules and board, waiting for a friend's join.
    Create {
        rules: Rules,
        pits: u8,
        seeds: u8,
        control: Control,
        /// Kalah's pie rule (the New game dialog's fair start); the server refuses it elsewhere.
        pie: bool,
    },
    /// Joins a friend's game by its code or the line they shared.
    Join(String),
    /// A random opponent in a family's usual game (the New game dialog's family).
    Seek {
        ranked: bool,
        control: Control,
        family: Family,
    },
    /// A casual game against Otto now: a family's usual game (its rule-set text), a clock, a level (or the one
    /// nearest the player's rating).
    PlayOtto {
        rules: String,
        control: Control,
        level: Option<Level>,
    },
    /// A request that changes nothing here until the server answers: a leaderboard, a challenge, an answer
    /// to one.
    Ask(Request),
    Cancel,
    Resign,
    OfferDraw,
    AcceptDraw,
    Rematch,
    /// An arena's game, before one's first sowing: half one's clock, no increment, a win scores one more.
    Berserk,
    /// The pie rule: takes the first player's side, right after their first turn (the server says the last
    /// word, and sends the game back with the seats exchanged).
    TakeTheOtherSide,
    /// Stops watching the game on the board (it stays there, an ordinary game now).
    StopWatching,
    /// Leaves a tournament's page for the list of tournaments: the page the server goes on sending is let go.
    CloseTournament,
    /// Ends online play: the line is closed and the game becomes an ordinary one again.
    Leave,
}

/// Something the line brought, handed in by another way than the connection's thread: the gallery shows the
/// online screens from the replies a server sends.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct LineEvent(pub Event);

/// A new token the server gave this player: to be kept in the data folder, per server.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TokenGiven {
    /// The server as its tokens are kept: `ws://HOST:PORT` or `wss://HOST` ([`Address::key`]).
    pub server: String,
    pub name: String,
    pub token: String,
}

/// With a window: the line wakes it when news comes.
pub fn window_plugin(app: &mut App) {
    app.add_systems(Startup, give_the_line_a_waker);
}

fn give_the_line_a_waker(
    mut commands: Commands,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let Some(proxy) = proxy else {
        return;
    };
    let proxy = std::sync::Mutex::new((**proxy).clone());
    commands.insert_resource(Waker(std::sync::Arc::new(move || {
        if let Ok(proxy) = proxy.lock() {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    })));
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_message::<OnlineCommand>()
        .add_message::<TokenGiven>()
        .add_message::<LineEvent>()
        .add_systems(Update, read_the_line.in_set(AppSystems::ReadInput))
        .add_systems(
            Update,
            (
                obey_online_commands,
                send_pits,
                forget_the_watched_game.after(obey_online_commands),
                play_heard_sowings.after(play_intended_pit),
            )
                .in_set(AppSystems::ApplyIntents),
        );
}

fn obey_online_commands(
    mut commands: MessageReader<OnlineCommand>,
    mut online: ResMut<Online>,
    mut game: ResMut<Game>,
    waker: Option<Res<Waker>>,
    mut jumped: MessageWriter<Jumped>,
    mut redraw: MessageWriter<Redraw>,
) {
    for command in commands.read() {
        let online = &mut *online;
        let game_id = online.game.as_ref().map(|game| game.id);
        online.problem = None;
        match command.clone() {
            OnlineCommand::Connect { address, name } => {
                let address = match Address::parse(&address) {
                    Ok(address) => address,
                    Err(why) => {
                        online.problem = Some(Problem::Said(why.to_string()));
                        continue;
                    }
                };
                online.waker = waker.as_deref().cloned();
                connect(online, address, name);
            }
            OnlineCommand::OpenElsewhere {
                server,
                game: wanted,
            } => {
                let address = match Address::parse(&server) {
                    Ok(address) => address,
                    Err(why) => {
                        online.problem = Some(Problem::Said(why.to_string()));
                        continue;
                    }
                };
                let tokens = std::mem::take(&mut online.tokens);
                *online = Online {
                    tokens,
                    waker: waker.as_deref().cloned(),
                    ..Online::default()
                };
                keep_the_board(&mut game, &mut jumped, &mut redraw);
                connect(online, address, String::new());
                online.resume_when_online = Some(wanted);
            }
            OnlineCommand::Create {
                rules,
                pits,
                seeds,
                control,
                pie,
            } => {
                online.send(Request::Create {
                    rules: rules.to_string(),
                    pits: Some(pits),
                    seeds: Some(seeds),
                    control,
                    pie: pie && rules.family == Family::Kalah,
                });
            }
            OnlineCommand::Join(text) => {
                // A whole shared line names its code after the last slash.
                let code = Address::parse(&text)
                    .ok()
                    .and_then(|address| address.code)
                    .unwrap_or(text);
                online.send(Request::Join { code });
            }
            OnlineCommand::Seek {
                ranked,
                control,
                family,
            } => {
                online.send(Request::Seek {
                    ranked,
                    control,
                    rules: family.name().to_string(),
                });
                online.waiting = Waiting::Seeking {
                    ranked,
                    control,
                    otto: None,
                };
            }
            OnlineCommand::PlayOtto {
                rules,
                control,
                level,
            } => {
                online.send(Request::PlayOtto {
                    rules,
                    control,
                    level,
                });
            }
            OnlineCommand::Ask(request) => {
                if matches!(
                    request,
                    Request::Tournament { .. }
                        | Request::JoinTournament { .. }
                        | Request::WithdrawTournament { .. }
                ) {
                    online.standings.closed_page = None;
                }
                online.send(request);
            }
            OnlineCommand::CloseTournament => {
                let page = online.standings.tournament.take();
                online.standings.closed_page = page.map(|view| view.summary.tournament);
                online.send(Request::Tournaments {});
            }
            OnlineCommand::Cancel => {
                online.send(Request::Cancel {});
                online.waiting = Waiting::Nothing;
            }
            OnlineCommand::Berserk => {
                if let Some(online_game) = online.game.as_mut().filter(|g| g.may_berserk) {
                    online_game.may_berserk = false;
                    let game = online_game.id;
                    online.send(Request::Berserk { game });
                }
            }
            OnlineCommand::TakeTheOtherSide => {
                let mine = online.game.as_ref().filter(|g| g.watching.is_none());
                if let Some(online_game) = mine
                    && game.swap_offered()
                    && game.awaits_person()
                {
                    let (id, ply) = (online_game.id, online_game.sowings_heard);
                    online.send(Request::Swap { game: id, ply });
                }
            }
            OnlineCommand::Resign
            | OnlineCommand::OfferDraw
            | OnlineCommand::AcceptDraw
            | OnlineCommand::Rematch => {
                if let Some(game) = game_id {
                    online.send(match command {
                        OnlineCommand::Resign => Request::Resign { game },
                        OnlineCommand::OfferDraw => Request::OfferDraw { game },
                        OnlineCommand::AcceptDraw => Request::AcceptDraw { game },
                        _ => Request::Rematch { game },
                    });
                }
            }
            OnlineCommand::StopWatching => {
                if online.game.as_ref().is_some_and(|g| g.watching.is_some()) {
                    online.send(Request::Unwatch {});
                    online.game = None;
                    online.queue.clear();
                    keep_the_board(&mut game, &mut jumped, &mut redraw);
                }
            }
            OnlineCommand::Leave => {
                let tokens = std::mem::take(&mut online.tokens);
                let waker = online.waker.take();
                *online = Online {
                    tokens,
                    waker,
                    ..Online::default()
                };
                keep_the_board(&mut game, &mut jumped, &mut redraw);
            }
        }
    }
}

/// An online game's board kept when it is let go: the position stays, an ordinary game between two people now.
fn keep_the_board(
    game: &mut Game,
    jumped: &mut MessageWriter<Jumped>,
    redraw: &mut MessageWriter<Redraw>,
) {
    if game.setup.opponent != Opponent::Online {
        return;
    }
    let position = game.position;
    *game = Game::from_position(
        Setup {
            opponent: Opponent::Friend,
            ..game.setup
        },
        position,
    );
    jumped.write(Jumped);
    redraw.write(Redraw);
}

/// A game watched that is no longer on the board (a new game took its place): the server stops sending it.
fn forget_the_watched_game(mut online: ResMut<Online>, game: Res<Game>) {
    let watched = online.game.as_ref().is_some_and(|g| g.watching.is_some());
    if watched && game.watched.is_none() {
        online.send(Request::Unwatch {});
        online.game = None;
        online.queue.clear();
    }
}

/// The player's pit goes to the server with the ply it would be; nothing is played until it is told back. A
/// Congklak round's first hole is the player's whatever the other's: South's at the ply the opening starts at,
/// North's at the next (the server keeps the first one in secret until the other's is in).
fn send_pits(mut pits: MessageReader<PitForServer>, mut online: ResMut<Online>, game: Res<Game>) {
    for &PitForServer(pit) in pits.read() {
        let (sent, waiting) = (online.sent, !online.queue.is_empty());
        let Some(online_game) = online.game.as_mut() else {
            continue;
        };
        let first_hole = game.first_holes_due();
        let blocked = sent || waiting || online_game.watching.is_some();
        if blocked || online_game.over.is_some() || (first_hole && online_game.first_hole.is_some())
        {
            continue;
        }
        let north_second = first_hole && online_game.you == Side::North;
        let ply = online_game.sowings_heard + u32::from(north_second);
        if first_hole {
            online_game.first_hole = Some(pit);
        }
        online_game.may_berserk = false;
        let game = online_game.id;
        online.send(Request::Play { game, ply, pit });
        online.sent = true;
    }
}

/// A first hole of the round is in: the player's own (the server has it, so another pit may go) or the
/// opponent's (which hole stays secret).
fn hear_first_hole(online: &mut Online, id: GameId, by: Side) {
    let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) else {
        return;
    };
    if by == online_game.you {
        online.sent = false;
    } else {
        online_game.their_first_hole = true;
    }
}

/// Everything the line brought since the last frame.
#[allow(clippy::too_many_arguments)]
fn read_the_line(
    mut online: ResMut<Online>,
    mut game: ResMut<Game>,
    time: Res<Time<Real>>,
    mut jumped: MessageWriter<Jumped>,
    mut redraw: MessageWriter<Redraw>,
    mut tokens: MessageWriter<TokenGiven>,
    mut rest: ResMut<Rest>,
    mut brought: MessageReader<LineEvent>,
) {
    let mut events = online
        .connection
        .as_ref()
        .map_or_else(Vec::new, Connection::events);
    events.extend(brought.read().map(|LineEvent(event)| event.clone()));
    let now = time.elapsed_secs_f64();
    for event in events {
        rest.wake_now();
        match event {
            Event::Link(link) => {
                if link == Link::Online
                    && let Some(code) = online.join_when_online.take()
                {
                    online.send(Request::Join { code });
                }
                if link == Link::Online
                    && let Some(game) = online.resume_when_online.take()
                {
                    online.send(Request::Resume { game });
                }
                if matches!(link, Link::Retrying { .. }) {
                    // A sowing on its way may be lost with the line: the game comes back as the server has it.
                    online.sent = false;
                }
                online.link = Some(link);
            }
            Event::Reply(reply) => {
                let laid_out = take_reply(&mut online, &mut game, reply, now, &mut tokens);
                if laid_out {
                    jumped.write(Jumped);
                    redraw.write(Redraw);
                }
            }
        }
    }
    // A running clock is shown to the second (to the tenth in its last ten seconds).
    if let Some(clocks) = online
        .game
        .as_ref()
        .filter(|g| g.over.is_none())
        .map(|g| g.clocks)
        && let Some(side) = clocks.running
    {
        let left = clocks.left_ms(side, now);
        let step = if left < 10_000 { 100 } else { 1_000 };
        let wait = (left % step).max(1) as u64;
        rest.wake_within(std::time::Duration::from_millis(wait));
    }
}

/// Takes one reply in; whether the game was laid out afresh.
fn take_reply(
    online: &mut Online,
    game: &mut Game,
    reply: Reply,
    now: f64,
    tokens: &mut MessageWriter<TokenGiven>,
) -> bool {
    match reply {
        reply @ Reply::Welcome { .. } => {
            welcome(online, reply, tokens);
            false
        }
        Reply::Created { code, .. } => {
            let code = code.to_string();
            let (line, link) = match (&online.share_host, &online.address) {
                (Some(host), _) => (format!("mancala://{host}/{code}"), None),
                (None, Some(address)) => (
                    address.share_line(&code),
                    online.site.then(|| address.friend_link(&code)),
                ),
                (None, None) => (code.clone(), None),
            };
            online.waiting = Waiting::Code { code, line, link };
            false
        }
        Reply::Seeking { ranked, control } => {
            online.waiting = Waiting::Seeking {
                ranked,
                control,
                otto: None,
            };
            false
        }
        Reply::OttoOffered {
            rules,
            control: offered,
            level,
        } => {
            if let Waiting::Seeking { control, otto, .. } = &mut online.waiting
                && *control == offered
            {
                *otto = Some((rules, level));
            }
            false
        }
        reply @ Reply::Game { .. } => take_game(online, game, reply, now),
        reply @ Reply::Moved { .. } => {
            if hear_sowing(online, reply, now) {
                take_up_again(online);
            }
            false
        }
        Reply::DrawOffered { game: id, by } => {
            if let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) {
                online_game.draw_offer = Some(online_game.shown_side(by));
            }
            false
        }
        Reply::RematchOffered { game: id, by } => {
            if let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) {
                online_game.rematch_offer = Some(online_game.shown_side(by));
            }
            false
        }
        Reply::Over { game: id, result } => {
            hear_the_end(online, game, id, result);
            false
        }
        reply @ (Reply::Profile { .. }
        | Reply::Leaderboard { .. }
        | Reply::Explorer { .. }
        | Reply::Challenged(_)
        | Reply::ChallengeGone { .. }
        | Reply::Games { .. }
        | Reply::Tournaments { .. }
        | Reply::Tournament(_)) => {
            online.standings.hear(&mut online.me, reply);
            false
        }
        reply @ Reply::Watching { .. } => take_watching(online, game, reply, now),
        Reply::FirstHoleChosen { game: id, by } => {
            hear_first_hole(online, id, by);
            false
        }
        // Asked only by a glance, which the window makes on lines of its own (`elsewhere.rs`).
        Reply::Pong | Reply::Glanced { .. } => false,
        Reply::Berserked {
            game: id, clocks, ..
        } => {
            hear_clocks(online, id, &clocks, None, now);
            false
        }
        Reply::Swapped {
            game: id,
            seats,
            clocks,
            ..
        } => {
            hear_swap(online, game, id, seats);
            hear_clocks(online, id, &clocks, None, now);
            false
        }
        Reply::Away {
            game: id,
            by,
            clocks,
            ..
        } => {
            hear_clocks(online, id, &clocks, Some(by), now);
            false
        }
        Reply::Vacation { until, days_left } => {
            online.standings.vacation = Some((until, days_left));
            false
        }
        Reply::Error { code, message } => {
            if online.sent
                && let Some(online_game) = online.game.as_mut()
            {
                // What was on its way is refused: a first hole sent is not chosen after all.
                online_game.first_hole = None;
            }
            online.sent = false;
            if matches!(code, Code::Closed | Code::NoGame) {
                online.waiting = Waiting::Nothing;
            }
            online.problem = Some(Problem::Refused(code, message));
            false
        }
    }
}

/// Who the server says the player is; a new player's token is kept for this server.
fn welcome(online: &mut Online, reply: Reply, tokens: &mut MessageWriter<TokenGiven>) {
    let Reply::Welcome {
        player,
        name,
        rating,
        ratings,
        token,
        site,
    } = reply
    else {
        return;
    };
    online.site = site;
    if let (Some(token), Some(address)) = (token, &online.address) {
        let server = address.key();
        online
            .tokens
            .insert(server.clone(), token.secret().to_string());
        tokens.write(TokenGiven {
            server,
            name: name.clone(),
            token: token.secret().to_string(),
        });
    }
    // Every game of the player's in play follows the welcome: one that ended while the line was down is gone.
    online.my_games.clear();
    online.me = Some(Seat {
        id: player,
        name,
        rating,
        provisional: ratings.kalah.provisional,
        bot: false,
    });
    online.standings.ratings = Some(ratings);
    online.send(Request::Profile { player: None });
}

/// A game begins, or is given back after a reconnection: the board replays it from the player's side. True
/// when the board now shows it.
/// Opens the line to `address`, as the player the token kept for it names (else a new player, `name`).
fn connect(online: &mut Online, address: Address, name: String) {
    let who = Who {
        token: online.token_for(&address),
        name,
    };
    match open(address.clone(), who, online.waker.clone()) {
        Ok(connection) => {
            online.join_when_online = address.code.clone();
            online.connection = Some(connection);
            online.address = Some(address);
            online.link = Some(Link::Connecting);
            online.waiting = Waiting::Nothing;
        }
        Err(why) => online.problem = Some(Problem::Said(why.to_string())),
    }
}

fn open(address: Address, who: Who, waker: Option<Waker>) -> Result<Connection, OpenError> {
    Connection::open(address, who, move || {
        if let Some(Waker(wake)) = &waker {
            wake();
        }
    })
}

/// A game that fell out of step with the server, given back whole: a watched one by watching it again, the
/// player's own by opening the line again.
fn take_up_again(online: &mut Online) {
    match online.game.as_ref().filter(|game| game.watching.is_some()) {
        Some(watched) => online.send(Request::Watch { game: watched.id }),
        None => reconnect(online),
    }
}

/// Opens the line again, so the server sends every game of this player's as it stands.
pub(super) fn reconnect(online: &mut Online) {
    let Some(connection) = online.connection.take() else {
        return;
    };
    let address = connection.address.clone();
    drop(connection);
    let who = Who {
        token: online.token_for(&address),
        name: online
            .me
            .as_ref()
            .map_or_else(String::new, |me| me.name.clone()),
    };
    if let Ok(connection) = open(address, who, online.waker.clone()) {
        online.connection = Some(connection);
        online.link = Some(Link::Connecting);
    }
}

/// What a heard sowing sends the board to show: a sowing, or a stretch of a Congklak opening.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ToShow<'w> {
    sown: MessageWriter<'w, Sown>,
    runs: MessageWriter<'w, OpeningRun>,
}

/// One heard sowing a frame, once the last one is off the screen and the board shows the game.
pub(super) fn play_heard_sowings(
    mut online: ResMut<Online>,
    mut game: ResMut<Game>,
    on_screen: Res<SowingOnScreen>,
    looking: Res<LookingAt>,
    mut shown: ToShow,
    mut rest: ResMut<Rest>,
) {
    if online.queue.is_empty() {
        return;
    }
    // Between two rounds of a Congklak match the next round's actions wait for it to open (`next_round`): a
    // watcher hears them while the round's banner is up.
    if game.between_online_rounds() {
        return;
    }
    rest.wake_now();
    if on_screen.0 || looking.is_away() {
        return;
    }
    let Some(pit) = online.queue.pop_front() else {
        return;
    };
    let before = game.position;
    let played = match game.in_opening() {
        // A hole chosen in a Congklak opening: both hands sow on from it together (or, a first hole, wait for
        // the other's, which the server sends next).
        true => game.choose_hole(pit).map(|run| {
            if let Some(run) = run {
                shown.runs.write(OpeningRun(run));
            }
        }),
        false => game.play(pit).map(|sowing| {
            _ = shown.sown.write(Sown {
                before,
                mv: pit,
                after: game.position,
                sowing,
            })
        }),
    };
    if let Err(refused) = played {
        online.problem = Some(Problem::Said(format!(
            "the server's sowing does not play here ({refused}); taking the game up again"
        )));
        online.queue.clear();
        reconnect(&mut online);
    }
}
