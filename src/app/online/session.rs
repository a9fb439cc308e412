//! Online play: the line to a server (a [`Connection`] on a thread of its own, so no frame waits for the
//! network), who the player is there, what they wait for (a friend to use their code, an opponent from the
//! queue), and the online game. The server is the only authority: the player's pit goes to it and nothing is
//! played until it tells the sowing back; its sowings, the player's and the opponent's, are played into the
//! game one after another and animated like Otto's. The player always sits at the bottom: a game in which the
//! server seats them North is shown mirrored (the rules are the same for both sides, so a pit keeps its
//! number). A dropped line is tried again by the connection; the server then gives the game back as it stands,
//! and it is laid out afresh from that.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::standings::Standings;
use crate::app::frame::AppSystems;
use crate::app::rest::Rest;
use crate::app::turn::game::{
    Game, Jumped, LookingAt, PitForServer, Redraw, SowingOnScreen, Sown, play_intended_pit,
};
use crate::app::turn::setup::{First, Opponent, Setup};
use crate::engine::{BySide, Family, Level, Position, Rules, Side};
use crate::server::client::{Address, Connection, Event, Link, OpenError, Who};
use crate::server::ids::{GameId, Token};
use crate::server::protocol::{
    Clocks as ServerClocks, Code, Control, Outcome, Reason, Reply, Request, Seat,
};

/// What the player asks of online play (the Play online dialog, the bar's buttons, `--online`).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Connects to a server (an address or a shared line) as this name, a new player there unless the game
    /// kept a token for that server. A line that names a code joins its game once connected.
    Connect {
        address: String,
        name: String,
    },
    /// A private game with these rules and board, waiting for a friend's join.
    Create {
        rules: Rules,
        pits: u8,
        seeds: u8,
        control: Control,
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

/// What the player waits for.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Waiting {
    #[default]
    Nothing,
    /// A private game's code and the line to share, until a friend joins.
    Code { code: String, line: String },
    Seeking {
        ranked: bool,
        control: Control,
        /// Nobody came in time, and the server offers Otto: the game and clock sought, at this level.
        otto: Option<(String, Level)>,
    },
}

/// Both clocks as the server last gave them, on the board as shown (the player is South).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShownClocks {
    /// The time each side has left, on the board as shown (the player is South).
    pub left_ms: BySide<i64>,
    /// The side whose clock runs, on the board as shown (the player is South).
    pub running: Option<Side>,
    /// When it was told, in the window's seconds: a running clock counts down from then.
    pub at: f64,
}

impl ShownClocks {
    /// The time `side` has left at `now`, counted down on this side of the line from what the server said
    /// (the server's own clock is the one that flags).
    pub fn left_ms(&self, side: Side, now: f64) -> i64 {
        let told = self.left_ms[side];
        if self.running == Some(side) {
            (told - ((now - self.at) * 1000.0) as i64).max(0)
        } else {
            told
        }
    }
}

/// The online game on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineGame {
    pub id: GameId,
    /// The player's side on the server: North is shown mirrored, so the player is always South on screen.
    pub you: Side,
    pub me: Seat,
    pub opponent: Seat,
    pub control: Control,
    pub ranked: bool,
    pub clocks: ShownClocks,
    /// Sowings the server has sent, shown or waiting in the queue to be.
    pub sowings_heard: u32,
    /// A draw offered and not yet answered, by the side that offered (on the board as shown).
    pub draw_offer: Option<Side>,
    pub rematch_offer: Option<Side>,
    pub over: Option<Outcome>,
}

impl OnlineGame {
    /// The side of the board a server's side is shown on.
    fn shown_side(&self, side: Side) -> Side {
        match self.you {
            Side::South => side,
            Side::North => side.opponent(),
        }
    }

    /// A pair of the server's, South's and North's, as shown on the board.
    fn shown<T>(&self, pair: BySide<T>) -> BySide<T> {
        match self.you {
            Side::South => pair,
            Side::North => pair.swapped(),
        }
    }

    /// Whether the player won, lost (`Some(false)`) or drew (`None`), once it is over.
    pub fn won(&self) -> Option<bool> {
        let winner = self.over.as_ref()?.winner?;
        Some(self.shown_side(winner) == Side::South)
    }
}

/// Online play's state, read by the screens.
#[derive(Resource, Default)]
pub struct Online {
    connection: Option<Connection>,
    /// The server, as the player gave it.
    pub address: Option<Address>,
    pub link: Option<Link>,
    /// Who the server knows this player as: id, name, rating.
    pub me: Option<Seat>,
    pub waiting: Waiting,
    pub game: Option<OnlineGame>,
    /// The player's profile and ratings, and the leaderboard last asked for.
    pub standings: Standings,
    /// The last thing the server refused, or a message it sent that this game did not understand.
    pub problem: Option<String>,
    /// The player's sowing is on its way: no other until the server tells it back.
    pub sent: bool,
    /// Sowings told and not yet shown, oldest first.
    queue: VecDeque<u8>,
    /// A code to join once the line is up (from a shared line or `--online`).
    join_when_online: Option<String>,
    /// The `HOST:PORT` a friend reaches the server at, when it is not the one this game connected to (a
    /// server hosted here, connected to at 127.0.0.1).
    pub share_host: Option<String>,
    /// Wakes the window when the line has news.
    waker: Option<Waker>,
    /// Tokens kept per server (by [`Address::key`]: the scheme too, so that a token given over TLS is never
    /// sent in the clear), so a player is the same player next time.
    pub tokens: std::collections::BTreeMap<String, String>,
}

impl Online {
    /// A line is open or being opened.
    pub fn is_connected(&self) -> bool {
        self.connection.is_some() || self.link.is_some()
    }

    /// Whether the game on the board is an online one still in play.
    pub fn in_play(&self) -> bool {
        self.game.as_ref().is_some_and(|game| game.over.is_none())
    }

    /// The token kept for `address`'s server.
    fn token_for(&self, address: &Address) -> Option<Token> {
        self.tokens.get(&address.key())?.parse().ok()
    }

    fn send(&self, request: Request) {
        if let Some(connection) = &self.connection {
            connection.send(request);
        }
    }
}

/// How the window is woken when the network has news (the window sleeps between frames it needs).
#[derive(Resource, Clone)]
pub struct Waker(pub std::sync::Arc<dyn Fn() + Send + Sync>);

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
                        online.problem = Some(why.to_string());
                        continue;
                    }
                };
                let who = Who {
                    token: online.token_for(&address),
                    name,
                };
                online.waker = waker.as_deref().cloned();
                let opened = open(address.clone(), who, online.waker.clone());
                match opened {
                    Ok(connection) => {
                        online.join_when_online = address.code.clone();
                        online.connection = Some(connection);
                        online.address = Some(address);
                        online.link = Some(Link::Connecting);
                        online.waiting = Waiting::Nothing;
                    }
                    Err(why) => online.problem = Some(why.to_string()),
                }
            }
            OnlineCommand::Create {
                rules,
                pits,
                seeds,
                control,
            } => {
                online.send(Request::Create {
                    rules: rules.to_string(),
                    pits: Some(pits),
                    seeds: Some(seeds),
                    control,
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
            OnlineCommand::Ask(request) => online.send(request),
            OnlineCommand::Cancel => {
                online.send(Request::Cancel);
                online.waiting = Waiting::Nothing;
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
            OnlineCommand::Leave => {
                let tokens = std::mem::take(&mut online.tokens);
                let waker = online.waker.take();
                *online = Online {
                    tokens,
                    waker,
                    ..Online::default()
                };
                if game.setup.opponent == Opponent::Online {
                    // The board keeps the position; it is an ordinary game between two people now.
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
            }
        }
    }
}

/// The player's pit goes to the server with the ply it would be; nothing is played until it is told back.
fn send_pits(mut pits: MessageReader<PitForServer>, mut online: ResMut<Online>, game: Res<Game>) {
    for &PitForServer(pit) in pits.read() {
        let Some(online_game) = &online.game else {
            continue;
        };
        if online.sent || !online.queue.is_empty() || online_game.over.is_some() {
            continue;
        }
        let request = Request::Play {
            game: online_game.id,
            ply: game.moves_played().len() as u32,
            pit,
        };
        online.send(request);
        online.sent = true;
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
            let line = match (&online.share_host, &online.address) {
                (Some(host), _) => format!("mancala://{host}/{code}"),
                (None, Some(address)) => address.share_line(&code),
                (None, None) => code.clone(),
            };
            online.waiting = Waiting::Code { code, line };
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
            hear_sowing(online, reply, now);
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
        | Reply::Challenged(_)
        | Reply::ChallengeGone { .. }) => {
            online.standings.hear(&mut online.me, reply);
            false
        }
        // The window asks for no list of games and watches none yet.
        Reply::Pong
        | Reply::Games { .. }
        | Reply::Watching { .. }
        | Reply::FirstHoleChosen { .. } => false,
        Reply::Error { code, message } => {
            online.sent = false;
            if matches!(code, Code::Closed | Code::NoGame) {
                online.waiting = Waiting::Nothing;
            }
            online.problem = Some(message);
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
    } = reply
    else {
        return;
    };
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
fn take_game(online: &mut Online, game: &mut Game, reply: Reply, now: f64) -> bool {
    let Reply::Game {
        game: id,
        you,
        seats,
        control,
        ranked,
        start,
        moves,
        clocks,
        ..
    } = reply
    else {
        return false;
    };
    let Ok(start) = start.parse::<Position>() else {
        online.problem = Some(format!(
            "the server sent a start this game cannot read: {start}"
        ));
        return false;
    };
    let [me, opponent] = [seats[you].clone(), seats[you.opponent()].clone()];
    let shown_start = match you {
        Side::South => start,
        Side::North => start.mirrored(),
    };
    let setup = Setup {
        opponent: Opponent::Online,
        first: First::South,
        pits: start.pits(),
        seeds: seeds_of(&start),
        clock: None,
        rules: start.rules(),
    };
    let replayed = match Game::replayed(setup, shown_start, &moves, &[]) {
        Ok(replayed) => replayed,
        Err(why) => {
            online.problem = Some(format!("the server's game does not replay: {why}"));
            return false;
        }
    };
    let generation = game.generation + 1;
    *game = replayed;
    game.generation = generation;
    game.remote_name = Some(opponent.name.clone());
    let mut online_game = OnlineGame {
        id,
        you,
        me,
        opponent,
        control,
        ranked,
        clocks: ShownClocks {
            left_ms: BySide::default(),
            running: None,
            at: now,
        },
        sowings_heard: moves.len() as u32,
        draw_offer: None,
        rematch_offer: None,
        over: None,
    };
    online_game.clocks = shown_clocks(&online_game, &clocks, now);
    online.game = Some(online_game);
    online.waiting = Waiting::Nothing;
    online.queue.clear();
    online.sent = false;
    true
}

/// A sowing the server heard: queued to be shown, unless it was heard before; one missed takes the game up
/// again.
fn hear_sowing(online: &mut Online, reply: Reply, now: f64) {
    let Reply::Moved {
        game: id,
        ply,
        pit,
        clocks,
        ..
    } = reply
    else {
        return;
    };
    let Some(online_game) = online.game.as_mut().filter(|game| game.id == id) else {
        return;
    };
    if ply < online_game.sowings_heard {
        return;
    }
    if ply > online_game.sowings_heard {
        // A sowing was missed: the line is opened again and the server gives the game back whole.
        online.problem =
            Some("the game fell out of step with the server; taking it up again".to_string());
        reconnect(online);
        return;
    }
    online_game.sowings_heard += 1;
    // The game goes on: a refusal said before it is old news.
    online.problem = None;
    online_game.clocks = shown_clocks(online_game, &clocks, now);
    online_game.draw_offer = None;
    online.queue.push_back(pit);
    online.sent = false;
}

/// The game's end as the server tells it: how, and the new ratings after a ranked game.
fn hear_the_end(online: &mut Online, game: &mut Game, id: GameId, result: Outcome) {
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

fn open(address: Address, who: Who, waker: Option<Waker>) -> Result<Connection, OpenError> {
    Connection::open(address, who, move || {
        if let Some(Waker(wake)) = &waker {
            wake();
        }
    })
}

/// Opens the line again, so the server sends every game of this player's as it stands.
fn reconnect(online: &mut Online) {
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

/// One heard sowing a frame, once the last one is off the screen and the board shows the game.
fn play_heard_sowings(
    mut online: ResMut<Online>,
    mut game: ResMut<Game>,
    on_screen: Res<SowingOnScreen>,
    looking: Res<LookingAt>,
    mut sown: MessageWriter<Sown>,
    mut rest: ResMut<Rest>,
) {
    if online.queue.is_empty() {
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
    match game.play(pit) {
        Ok(sowing) => {
            sown.write(Sown {
                before,
                after: game.position,
                sowing,
            });
        }
        Err(refused) => {
            online.problem = Some(format!(
                "the server's sowing does not play here ({refused}); taking the game up again"
            ));
            online.queue.clear();
            reconnect(&mut online);
        }
    }
}
