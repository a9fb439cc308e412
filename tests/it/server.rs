//! The game server, started for real on 127.0.0.1 over a real database, with real WebSocket clients: whole
//! games on every time control, refusals that leave the game unharmed, the server's clocks on a hand-set
//! clock, resign, draw and rematch, ranked games and ratings, a restart over the same database that gives a
//! player their game back, and the defences. PostgreSQL too when `MANCALA_POSTGRES_URL` names one (`.ci/run`
//! starts one and sets it).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mancala::engine::{BySide, Position, Side};
use mancala::server::ids::Token;
use mancala::server::ids::{GameId, PlayerId};
use mancala::server::protocol::Seat;
use mancala::server::protocol::{Code, Control, Reason, Reply, Request, Standing};
use mancala::server::rating::{ByFamily, Glicko, after_game};
use mancala::server::socket::decode;
use mancala::server::table::Table;
use mancala::server::{Clock, Config, Reach, Running, ServerLimits, start};
use proptest::prelude::*;
use tokio_tungstenite::tungstenite::Message;

mod challenges;
mod congklak;
mod correspondence;
mod defences;
mod durability;
mod endings;
mod explorer;
mod faults;
mod otto;
mod pie;
mod site;
mod standings;
mod tournaments;
mod watching;
mod wire;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The PostgreSQL database `.ci/run` starts (`MANCALA_POSTGRES_URL`), if one is given; a run that requires one
/// (`MANCALA_REQUIRE_POSTGRES`) fails without it.
fn postgres() -> Option<String> {
    let url = std::env::var("MANCALA_POSTGRES_URL").ok();
    assert!(
        url.is_some() || std::env::var_os("MANCALA_REQUIRE_POSTGRES").is_none(),
        "MANCALA_REQUIRE_POSTGRES is set but MANCALA_POSTGRES_URL is not"
    );
    if url.is_none() {
        eprintln!("no MANCALA_POSTGRES_URL: PostgreSQL not tried");
    }
    url
}

/// A fresh SQLite database in the temporary folder.
fn sqlite(name: &str) -> (String, PathBuf) {
    let dir = std::env::temp_dir().join(format!("mancala-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("server.db");
    (format!("sqlite://{}?mode=rwc", file.display()), dir)
}

/// A server on a free port with a hand-set clock at `now`.
async fn server(database: &str, limits: ServerLimits, now: &Arc<AtomicI64>) -> Running {
    start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database: database.to_string(),
            limits,
            tls: None,
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site: None,
        },
        Clock::Manual(now.clone()),
    )
    .await
    .unwrap()
}

struct Client {
    socket: Socket,
}

impl Client {
    async fn connect(running: &Running) -> Client {
        let url = format!("ws://{}/v1/ws", running.address);
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client { socket }
    }

    async fn send_text(&mut self, text: &str) {
        self.socket
            .send(Message::Text(text.to_string().into()))
            .await
            .unwrap();
    }

    async fn send(&mut self, request: &Request) {
        self.send_text(&serde_json::to_string(request).unwrap())
            .await;
    }

    /// The next reply; panics after five seconds without one.
    async fn recv(&mut self) -> Reply {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(5), self.socket.next())
                .await
                .expect("a reply within 5 s")
                .expect("the connection is open")
                .expect("a message");
            if let Message::Text(text) = message {
                return serde_json::from_str(text.as_str()).unwrap();
            }
        }
    }

    /// Replies until one that `wanted` picks.
    async fn until<T>(&mut self, mut wanted: impl FnMut(&Reply) -> Option<T>) -> T {
        for _ in 0..100 {
            let reply = self.recv().await;
            if let Some(found) = wanted(&reply) {
                return found;
            }
        }
        panic!("no such reply in 100");
    }

    /// Creates a private game of `rules` (Kalah 6 by 4) and `control`; its code.
    async fn create(&mut self, rules: &str, control: Control) -> String {
        self.create_on(rules, None, None, control).await
    }

    /// Creates a private game of `rules` on `pits` and `seeds` (the family's usual board where left out) and
    /// `control`; its code.
    async fn create_on(
        &mut self,
        rules: &str,
        pits: Option<u8>,
        seeds: Option<u8>,
        control: Control,
    ) -> String {
        self.send(&Request::Create {
            pie: false,
            rules: rules.to_string(),
            pits,
            seeds,
            control,
        })
        .await;
        self.until(|reply| match reply {
            Reply::Created { code, .. } => Some(code.to_string()),
            _ => None,
        })
        .await
    }

    /// How the game ended, when the server says so.
    async fn over(&mut self) -> mancala::server::protocol::Outcome {
        self.until(|reply| match reply {
            Reply::Over { result, .. } => Some(result.clone()),
            _ => None,
        })
        .await
    }

    async fn error(&mut self) -> Code {
        self.until(|reply| match reply {
            Reply::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await
    }

    /// Says hello as a new player named `name` and a number of its own (names are unique on a server, and
    /// a test's PostgreSQL database outlives one test); their id and token.
    async fn new_player(running: &Running, name: &str) -> (Client, PlayerId, Token) {
        let mut client = Client::connect(running).await;
        let name = unique(name);
        client
            .send(&Request::Hello {
                version: 1,
                token: None,
                name: Some(name.clone()),
            })
            .await;
        match client.recv().await {
            Reply::Welcome {
                player,
                token: Some(token),
                name: said,
                rating,
                ratings,
                site,
            } => {
                assert!(!site, "a server without --site serves no browser game");
                // A newcomer's ratings are the first, provisional, in every family.
                assert_eq!((said, rating), (name, 1500));
                assert_eq!(ratings, ByFamily::from_fn(|_| Glicko::FIRST.shown()));
                assert!(ratings.oware.provisional);
                (client, player, token)
            }
            other => panic!("not a welcome: {other:?}"),
        }
    }
}

/// `name` with a number no other name of this test run has.
fn unique(name: &str) -> String {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let run = std::process::id() % 10_000;
    format!("{name} {run}-{}", NEXT.fetch_add(1, Ordering::SeqCst))
}

/// A seat at a table made by hand.
fn seat(id: PlayerId) -> Seat {
    Seat {
        id,
        name: String::new(),
        rating: 1500,
        provisional: true,
        bot: false,
    }
}

/// What `Game` says: the game's id, the client's side, and the position.
fn game_of(reply: &Reply) -> Option<(GameId, Side, Position)> {
    match reply {
        Reply::Game {
            game,
            you,
            position,
            ..
        } => Some((*game, *you, position.parse().unwrap())),
        _ => None,
    }
}

/// Two new players in a private game of `control`: the clients with their sides, and the game's id.
async fn private_game(running: &Running, control: Control) -> ([(Client, Side); 2], GameId) {
    let (mut ada, _, _) = Client::new_player(running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(running, "Bo").await;
    let code = ada.create("kalah", control).await;
    // A code typed by hand, in small letters with a dash, is the same code.
    let typed = format!("{}-{}", &code[..5], &code[5..]).to_lowercase();
    bo.send(&Request::Join { code: typed }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    let (same, bo_side, _) = bo.until(game_of).await;
    assert_eq!(game, same);
    assert_eq!(bo_side, ada_side.opponent());
    ([(ada, ada_side), (bo, bo_side)], game)
}

/// Plays the game to its end from `position`, its action number `ply`, each side its first legal pit; the
/// positions both clients were told agree. The end, and the pits played.
async fn play_out(
    clients: &mut [(Client, Side); 2],
    game: GameId,
    mut position: Position,
    mut ply: u32,
) -> (Reply, Vec<u8>) {
    let mut played = Vec::new();
    loop {
        let mover = position.to_move();
        let pit = (1..=position.pits())
            .find(|&pit| position.legal_moves().contains(pit))
            .unwrap();
        let (client, _) = clients.iter_mut().find(|(_, side)| *side == mover).unwrap();
        client.send(&Request::Play { game, ply, pit }).await;
        let expected = position.play(pit).unwrap().0;
        for (client, _) in clients.iter_mut() {
            let told = client
                .until(|reply| match reply {
                    Reply::Moved {
                        position, ply: at, ..
                    } if *at == ply => Some(position.clone()),
                    _ => None,
                })
                .await;
            // Position text carries no count of sowings: the texts are compared.
            assert_eq!(told, expected.to_string());
        }
        position = expected;
        played.push(pit);
        ply += 1;
        if position.is_over() {
            let over = clients[0]
                .0
                .until(|reply| matches!(reply, Reply::Over { .. }).then(|| reply.clone()))
                .await;
            return (over, played);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_whole_games_on_every_time_control_and_the_record_is_kept() {
    let (database, dir) = sqlite("whole");
    let now = Arc::new(AtomicI64::new(1_000_000));
    // Two new players a clock, all from this one address: more than the hour's ten.
    let limits = ServerLimits {
        players_per_hour: 2 * Control::ALL.len() as u32,
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    for control in Control::ALL {
        let (mut clients, game) = private_game(&running, control).await;
        let (over, played) = play_out(&mut clients, game, Position::standard(), 0).await;
        let Reply::Over { result, .. } = over else {
            unreachable!()
        };
        assert_eq!(result.reason, Reason::Board);
        assert_eq!(
            u32::from(result.score.south) + u32::from(result.score.north),
            48
        );
        let record = running.hub.record(game).await.expect("the record is kept");
        assert!(record.contains("Ada") && record.contains("Bo"), "{record}");
        let parsed: mancala::engine::Record = record.parse().expect("the kept record reads back");
        assert_eq!(parsed.moves, played);
    }
    // Each pair of players sits at its finished game until ten minutes after its end (time for a rematch);
    // then the games leave memory, and so do the players' places at them.
    assert_eq!(running.hub.games_in_memory(), Control::ALL.len());
    assert_eq!(running.hub.players_seated(), 2 * Control::ALL.len());
    now.fetch_add(9 * 60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(running.hub.games_in_memory(), Control::ALL.len());
    now.fetch_add(2 * 60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(running.hub.games_in_memory(), 0);
    assert_eq!(running.hub.players_seated(), 0);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_say_why_and_leave_the_game_unharmed() {
    let (database, dir) = sqlite("refusals");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;

    // Before hello, and a hello that is not right.
    let mut stranger = Client::connect(&running).await;
    stranger.send(&Request::Ping {}).await;
    assert_eq!(stranger.error().await, Code::Hello);
    stranger.send_text("{not json").await;
    assert_eq!(stranger.error().await, Code::Malformed);
    stranger.send_text(r#"{"type":"teleport"}"#).await;
    assert_eq!(stranger.error().await, Code::Malformed);
    // An unknown field is refused on every message, those that carry nothing too.
    for text in [
        r#"{"type":"ping","extra":1}"#,
        r#"{"type":"cancel","why":"x"}"#,
        r#"{"type":"games","all":true}"#,
        r#"{"type":"tv","channel":2}"#,
        r#"{"type":"unwatch","game":"a3b4c5d6e7f80912"}"#,
        r#"{"type":"tournaments","page":2}"#,
    ] {
        stranger.send_text(text).await;
        assert_eq!(stranger.error().await, Code::Malformed, "{text}");
    }
    // A time control the server does not offer is the game refused, as a board it does not offer is.
    for text in [
        r#"{"type":"create","rules":"kalah","control":"2+1"}"#,
        r#"{"type":"seek","ranked":true,"control":"bullet"}"#,
        r#"{"type":"play_otto","control":60}"#,
    ] {
        stranger.send_text(text).await;
        assert_eq!(stranger.error().await, Code::BadGame, "{text}");
    }
    stranger
        .send_text(r#"{"type":"hello","version":9,"name":"Cy"}"#)
        .await;
    assert_eq!(stranger.error().await, Code::Version);
    stranger
        .send(&Request::Hello {
            version: 1,
            token: Some("0".repeat(64).parse().unwrap()),
            name: None,
        })
        .await;
    assert_eq!(stranger.error().await, Code::BadToken);
    for bad in ["x", "  ", "Ada<script>", "-dash", &"long".repeat(7)] {
        stranger
            .send(&Request::Hello {
                version: 1,
                token: None,
                name: Some(bad.to_string()),
            })
            .await;
        assert_eq!(stranger.error().await, Code::BadName, "{bad:?}");
    }

    let (mut clients, game) = private_game(&running, Control::Blitz).await;
    let [(first, first_side), (second, _)] = &mut clients;
    let (mover, waiter) = if *first_side == Side::South {
        (first, second)
    } else {
        (second, first)
    };
    let play = |ply, pit| Request::Play { game, ply, pit };
    // Out of turn, a wrong game, a pit off the board, a ply from the future.
    waiter.send(&play(0, 1)).await;
    assert_eq!(waiter.error().await, Code::NotYourTurn);
    mover
        .send(&Request::Play {
            game: "00000000feedface".parse().unwrap(),
            ply: 0,
            pit: 1,
        })
        .await;
    assert_eq!(mover.error().await, Code::NoGame);
    mover.send(&play(0, 9)).await;
    assert_eq!(mover.error().await, Code::IllegalMove);
    // A game the server does not offer: no rule set it knows, or a board the family is not played on.
    for (rules, pits) in [("chess", 6), ("kalah", 9), ("congklak", 4)] {
        mover
            .send(&Request::Create {
                pie: false,
                rules: rules.into(),
                pits: Some(pits),
                seeds: None,
                control: Control::Blitz,
            })
            .await;
        assert_eq!(mover.error().await, Code::BadGame, "{rules} {pits}");
    }
    mover.send(&play(5, 1)).await;
    assert_eq!(mover.error().await, Code::StalePly);
    // Pit 3 ends in the store: South moves again; the same message again is a replay.
    mover.send(&play(0, 3)).await;
    mover
        .until(|reply| matches!(reply, Reply::Moved { ply: 0, .. }).then_some(()))
        .await;
    mover.send(&play(0, 3)).await;
    assert_eq!(mover.error().await, Code::StalePly);
    mover.send(&play(1, 3)).await;
    assert_eq!(mover.error().await, Code::IllegalMove, "pit 3 is empty now");
    // Accepting a draw nobody offered.
    waiter.send(&Request::AcceptDraw { game }).await;
    assert_eq!(waiter.error().await, Code::NoOffer);
    // After all that the game is where the one good sowing left it.
    let expected = Position::standard().play(3).unwrap().0;
    mover.send(&play(1, 6)).await;
    let told = waiter
        .until(|reply| match reply {
            Reply::Moved {
                ply: 1, position, ..
            } => Some(position.clone()),
            _ => None,
        })
        .await;
    assert_eq!(told, expected.play(6).unwrap().0.to_string());
    // Resign ends it; a sowing after the end is refused.
    waiter.send(&Request::Resign { game }).await;
    let over = mover.over().await;
    assert_eq!(over.reason, Reason::Resigned);
    mover.send(&play(2, 1)).await;
    assert_eq!(mover.error().await, Code::GameOver);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_s_clock_flags_a_player_and_thirty_seconds_come_fresh_after_each_sowing() {
    let (database, dir) = sqlite("clocks");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;

    // 30 s a sowing: 25 s for the first, then the next sowing has a fresh 30.
    let (mut clients, game) = private_game(&running, Control::PerSowing).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    now.fetch_add(25_000, Ordering::SeqCst);
    clients[south]
        .0
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 1,
        })
        .await;
    let clocks = clients[south]
        .0
        .until(|reply| match reply {
            Reply::Moved { clocks, .. } => Some(*clocks),
            _ => None,
        })
        .await;
    assert_eq!(
        (clocks.left_ms, clocks.running),
        (BySide::new(30_000, 30_000), Some(Side::North))
    );
    // North thinks 29 s: nothing; a second more and the server ends the game on time.
    now.fetch_add(29_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(running.hub.clocks(game).await.unwrap().left_ms.north, 1_000);
    now.fetch_add(1_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let over = clients[south].0.over().await;
    assert_eq!(
        (over.reason, over.winner),
        (Reason::Time, Some(Side::South))
    );

    // 3+2: two seconds come back when the turn passes, none after an extra turn.
    let (mut clients, game) = private_game(&running, Control::Blitz).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    for (ply, pit, spent, expected) in [(0u32, 3u8, 10_000, 170_000), (1, 6, 5_000, 167_000)] {
        now.fetch_add(spent, Ordering::SeqCst);
        clients[south]
            .0
            .send(&Request::Play { game, ply, pit })
            .await;
        let clocks = clients[south]
            .0
            .until(|reply| match reply {
                Reply::Moved {
                    clocks, ply: at, ..
                } if *at == ply => Some(*clocks),
                _ => None,
            })
            .await;
        assert_eq!(clocks.left_ms.south, expected, "after ply {ply}");
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_by_agreement_then_a_rematch_with_the_sides_swapped() {
    let (database, dir) = sqlite("draw");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Rapid).await;
    clients[0].0.send(&Request::OfferDraw { game }).await;
    clients[1]
        .0
        .until(|reply| matches!(reply, Reply::DrawOffered { .. }).then_some(()))
        .await;
    clients[1].0.send(&Request::AcceptDraw { game }).await;
    let over = clients[0].0.over().await;
    assert_eq!((over.reason, over.winner), (Reason::Agreed, None));
    for (client, _) in clients.iter_mut() {
        client.send(&Request::Rematch { game }).await;
    }
    let sides_before = [clients[0].1, clients[1].1];
    for (index, (client, _)) in clients.iter_mut().enumerate() {
        let (again, side, _) = client.until(game_of).await;
        assert_ne!(again, game);
        assert_eq!(
            side,
            sides_before[index].opponent(),
            "the sides are swapped"
        );
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_started_again_gives_each_player_their_game_back_and_ratings_follow_ranked_games()
{
    let (database, dir) = sqlite("restart");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, ada_token) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, bo_token) = Client::new_player(&running, "Bo").await;
    for client in [&mut ada, &mut bo] {
        client
            .send(&Request::Seek {
                ranked: true,
                control: Control::Blitz,
                rules: "kalah".into(),
            })
            .await;
    }
    let (game, ada_side, _) = ada.until(game_of).await;
    bo.until(game_of).await;
    let (south, north) = if ada_side == Side::South {
        (&mut ada, &mut bo)
    } else {
        (&mut bo, &mut ada)
    };
    south
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 1,
        })
        .await;
    north
        .until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
        .await;
    // The server goes down with the game in play, for an hour; it comes back over the same database.
    running.stop().await;
    drop((ada, bo));
    now.fetch_add(3_600_000, Ordering::SeqCst);
    let running = server(&database, ServerLimits::default(), &now).await;
    let mut back = Vec::new();
    for token in [&ada_token, &bo_token] {
        let mut client = Client::connect(&running).await;
        client
            .send(&Request::Hello {
                version: 1,
                token: Some(token.clone()),
                name: None,
            })
            .await;
        let welcome = client.recv().await;
        assert!(
            matches!(welcome, Reply::Welcome { token: None, .. }),
            "{welcome:?}"
        );
        let given = client
            .until(|reply| match reply {
                Reply::Game {
                    game: id,
                    moves,
                    you,
                    clocks,
                    ..
                } => Some((*id, moves.clone(), *you, *clocks)),
                _ => None,
            })
            .await;
        assert_eq!((given.0, given.1.as_slice()), (game, &[1u8][..]));
        // The outage was charged to nobody: North's three minutes are whole.
        assert_eq!(given.3.left_ms.north, 180_000);
        back.push((client, given.2));
    }
    let mut clients: [(Client, Side); 2] = back.try_into().ok().unwrap();
    // North resigns: a ranked result moves both Kalah ratings from the first, as Glicko-2 gives.
    let north = clients
        .iter_mut()
        .find(|(_, side)| *side == Side::North)
        .unwrap();
    north.0.send(&Request::Resign { game }).await;
    let over = north.0.over().await;
    let expected = after_game(BySide::new(Glicko::FIRST, Glicko::FIRST), Some(Side::South));
    let shown = expected.map(|glicko| glicko.shown());
    assert_eq!(over.ratings, Some(shown.map(|shown| shown.rating)));
    assert!(
        shown.south.rating > 1600 && shown.north.rating < 1400,
        "{shown:?}"
    );
    north.0.send(&Request::Profile { player: None }).await;
    let (rating, games, recent, history) = north
        .0
        .until(|reply| match reply {
            Reply::Profile {
                player,
                games,
                recent,
                ratings,
                history,
            } => Some((
                (player.rating, *ratings),
                *games,
                recent.clone(),
                history.clone(),
            )),
            _ => None,
        })
        .await;
    let (rating, ratings) = rating;
    // The history has the one rated game's rating, at the moment it ended, in Kalah only.
    let rated: Vec<(i64, i32)> = history.kalah.iter().map(|r| (r.at, r.rating)).collect();
    assert_eq!(rated, [(now.load(Ordering::SeqCst), shown.north.rating)]);
    assert!(history.oware.is_empty() && history.congklak.is_empty());
    assert_eq!((rating, games), (shown.north.rating, 1));
    // One game leaves the rating provisional, and the other families untouched.
    assert_eq!(ratings.kalah, shown.north);
    assert!(ratings.kalah.provisional && ratings.kalah.deviation < 350);
    assert_eq!(ratings.oware, Glicko::FIRST.shown());
    assert_eq!(recent[0].result, Standing::Loss);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_defences_hold_frames_rates_connections_idleness_and_codes() {
    let (database, dir) = sqlite("defences");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        connections_per_address: 3,
        idle: Duration::from_millis(300),
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    // A burst past 30 requests is slowed down.
    for _ in 0..40 {
        ada.send(&Request::Ping {}).await;
    }
    let mut limited = false;
    for _ in 0..40 {
        if let Reply::Error { code, .. } = ada.recv().await {
            limited |= code == Code::RateLimited;
        }
    }
    assert!(limited, "40 requests at once meet the rate limit");
    // Guessing codes: the eleventh try in a minute is refused whatever the code.
    let (mut guesser, _, _) = Client::new_player(&running, "Guesser").await;
    for attempt in 0..11 {
        guesser
            .send(&Request::Join {
                code: format!("AAAAAAAAA{attempt}"),
            })
            .await;
        let code = guesser.error().await;
        let expected = if attempt < 10 {
            Code::NoGame
        } else {
            Code::RateLimited
        };
        assert_eq!(code, expected, "attempt {attempt}");
    }
    // A third connection from this address is the last one allowed.
    let third = Client::connect(&running).await;
    let url = format!("ws://{}/v1/ws", running.address);
    assert!(
        tokio_tungstenite::connect_async(&url).await.is_err(),
        "a fourth is refused"
    );
    drop(third);
    drop(guesser);
    // A frame over the limit closes the connection.
    ada.send_text(&format!(
        r#"{{"type":"join","code":"{}"}}"#,
        "A".repeat(10_000)
    ))
    .await;
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match ada.socket.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                Some(Ok(_)) => {}
            }
        }
    })
    .await
    .unwrap_or(false);
    assert!(closed, "a 10 kB message ends the connection");
    // A connection that says nothing is closed after the idle time.
    let mut quiet = Client::connect(&running).await;
    let ended = tokio::time::timeout(Duration::from_secs(5), quiet.socket.next()).await;
    assert!(
        matches!(ended, Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_))))),
        "{ended:?}"
    );
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// The same storage over PostgreSQL when one is given: a game stored, the server started again over it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_keeps_games_through_a_restart_as_sqlite_does() {
    let Some(url) = postgres() else {
        return;
    };
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&url, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Untimed).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    clients[south]
        .0
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 2,
        })
        .await;
    clients[south]
        .0
        .until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
        .await;
    running.stop().await;
    let running = server(&url, ServerLimits::default(), &now).await;
    let clocks = running.hub.clocks(game).await.expect("the game came back");
    assert_eq!(clocks.running, None, "an untimed game has no running clock");
    let (mut clients, game) = private_game(&running, Control::Untimed).await;
    play_out(&mut clients, game, Position::standard(), 0).await;
    assert!(running.hub.record(game).await.is_some());
    running.stop().await;
}
