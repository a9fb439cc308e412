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

mod defences;
mod faults;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

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
        self.send(&Request::Create {
            rules: rules.to_string(),
            pits: 6,
            seeds: 4,
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
            } => {
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

/// Plays the game to its end, each side its first legal pit; the positions both clients were told agree. The
/// end, and the pits played.
async fn play_out(
    clients: &mut [(Client, Side); 2],
    game: GameId,
    mut position: Position,
) -> (Reply, Vec<u8>) {
    let mut played = Vec::new();
    let mut ply = 0;
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
    let running = server(&database, ServerLimits::default(), &now).await;
    for control in Control::ALL {
        let (mut clients, game) = private_game(&running, control).await;
        let (over, played) = play_out(&mut clients, game, Position::standard()).await;
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
    stranger.send(&Request::Ping).await;
    assert_eq!(stranger.error().await, Code::Hello);
    stranger.send_text("{not json").await;
    assert_eq!(stranger.error().await, Code::Malformed);
    stranger.send_text(r#"{"type":"teleport"}"#).await;
    assert_eq!(stranger.error().await, Code::Malformed);
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
    // A game the server does not offer: Congklak, or no rule set at all.
    for rules in ["congklak", "chess"] {
        mover
            .send(&Request::Create {
                rules: rules.into(),
                pits: 7,
                seeds: 7,
                control: Control::Blitz,
            })
            .await;
        assert_eq!(mover.error().await, Code::BadGame, "{rules}");
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
    let (rating, games, recent) = north
        .0
        .until(|reply| match reply {
            Reply::Profile {
                player,
                games,
                recent,
                ratings,
            } => Some(((player.rating, *ratings), *games, recent.clone())),
            _ => None,
        })
        .await;
    let (rating, ratings) = rating;
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
        ada.send(&Request::Ping).await;
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
    let Ok(url) = std::env::var("MANCALA_POSTGRES_URL") else {
        assert!(
            std::env::var_os("MANCALA_REQUIRE_POSTGRES").is_none(),
            "MANCALA_REQUIRE_POSTGRES is set but MANCALA_POSTGRES_URL is not"
        );
        eprintln!("no MANCALA_POSTGRES_URL: PostgreSQL not tried");
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
    play_out(&mut clients, game, Position::standard()).await;
    assert!(running.hub.record(game).await.is_some());
    running.stop().await;
}

/// A seat at a table made by hand.
fn seat(id: PlayerId) -> Seat {
    Seat {
        id,
        name: String::new(),
        rating: 1500,
        provisional: true,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random bytes never make the decoder panic, and what it takes is a request that reads back the same.
    #[test]
    fn the_decoder_takes_any_text(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(request) = decode(&text) {
            let again = serde_json::to_string(&request).unwrap();
            prop_assert_eq!(decode(&again).ok(), Some(request));
        }
    }

    /// Well-formed requests of every kind, with random fields, read back as themselves.
    #[test]
    fn every_request_reads_back_as_itself(ply in 0u32..500, pit in 0u8..20, ranked in any::<bool>(), at in 0usize..4) {
        let control = Control::ALL[at];
        for request in [
            Request::Play { game: GameId::random(), ply, pit },
            Request::Seek { ranked, control, rules: "oware".into() },
            Request::Create { rules: "oware".into(), pits: pit, seeds: pit, control },
            Request::Profile { player: None },
            Request::Resign { game: GameId::random() },
        ] {
            let text = serde_json::to_string(&request).unwrap();
            prop_assert_eq!(decode(&text).ok(), Some(request));
        }
    }

    /// Random well-formed moves and offers from either player or a stranger: a refused one leaves the table as
    /// it was, an accepted one keeps it a legal game.
    #[test]
    fn a_refused_request_changes_nothing(
        actions in proptest::collection::vec((0u8..3, 0u8..5, 0u32..40, 0u8..9, 0i64..40_000), 1..80)
    ) {
        let mut table = Table::new(GameId::random(), Position::standard(), Control::Blitz, false);
        let players = [PlayerId::random(), PlayerId::random(), PlayerId::random()];
        table.seats = BySide::new(Some(seat(players[0])), Some(seat(players[1])));
        let mut now = 0;
        for (who, what, ply, pit, wait) in actions {
            now += wait;
            let player = players[usize::from(who)];
            let before = table.clone();
            let result = match what {
                0 | 1 => table.play(player, ply, pit, now).map(|_| ()),
                2 => table.offer_draw(player, now).map(|_| ()),
                3 => table.accept_draw(player, now).map(|_| ()),
                _ => table.resign(player, now).map(|_| ()),
            };
            if result.is_err() && table.finish == before.finish {
                prop_assert_eq!(&table, &before);
            }
            prop_assert_eq!(table.line.len(), table.moves.len() + 1);
        }
    }
}

#[test]
fn the_log_never_shows_a_database_password() {
    use mancala::server::redact;
    assert_eq!(
        redact("postgres://mancala:s3cret@db.example:5432/games"),
        "postgres://mancala:***@db.example:5432/games"
    );
    assert_eq!(
        redact("sqlite:///var/lib/mancala/server.db?mode=rwc"),
        "sqlite:///var/lib/mancala/server.db?mode=rwc"
    );
    // A password can come as a query parameter too.
    let redacted = redact("postgres://db.example/games?user=m&password=s3cret&sslpassword=k3y");
    assert!(
        !redacted.contains("s3cret") && !redacted.contains("k3y"),
        "{redacted}"
    );
    assert!(redacted.contains("user=m"), "{redacted}");
    assert!(!redact("not a url s3cret").contains("s3cret"));
}

/// `mancala serve` as its own process on a free port over `database`, up once it answers a connection.
async fn serve_process(database: &str, port: u16) -> std::process::Child {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args([
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--db",
            database,
        ])
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("mancala serve starts");
    for _ in 0..200 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            return child;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("mancala serve did not listen on {port}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_outright_loses_no_sowing_it_told() {
    let (database, dir) = sqlite("killed");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("ws://127.0.0.1:{port}/v1/ws");
    let hello = |name: &str| Request::Hello {
        version: 1,
        token: None,
        name: Some(name.to_string()),
    };
    let connect = |url: String| async move {
        Client {
            socket: tokio_tungstenite::connect_async(url).await.unwrap().0,
        }
    };
    let mut server = serve_process(&database, port).await;
    let (mut ada, mut bo) = (connect(url.clone()).await, connect(url.clone()).await);
    ada.send(&hello("Ada")).await;
    let token = match ada.recv().await {
        Reply::Welcome {
            token: Some(token), ..
        } => token,
        other => panic!("{other:?}"),
    };
    bo.send(&hello("Bo")).await;
    bo.recv().await;
    let code = ada.create("oware", Control::Untimed).await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    let (south, north) = if ada_side == Side::South {
        (&mut ada, &mut bo)
    } else {
        (&mut bo, &mut ada)
    };
    south
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 4,
        })
        .await;
    let told = north
        .until(|reply| match reply {
            Reply::Moved { position, .. } => Some(position.clone()),
            _ => None,
        })
        .await;
    // Killed without a word, then started again over the same file.
    server.kill().unwrap();
    server.wait().unwrap();
    let mut server = serve_process(&database, port).await;
    let mut back = connect(url).await;
    back.send(&Request::Hello {
        version: 1,
        token: Some(token),
        name: None,
    })
    .await;
    let (again, position) = back
        .until(|reply| match reply {
            Reply::Game { game, position, .. } => Some((*game, position.clone())),
            _ => None,
        })
        .await;
    assert_eq!((again, position), (game, told));
    server.kill().unwrap();
    server.wait().unwrap();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn given_a_certificate_the_server_speaks_tls_and_nothing_else() {
    let (database, dir) = sqlite("tls");
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    std::fs::write(&cert, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database,
            limits: ServerLimits::default(),
            tls: Some((cert.clone(), key.clone())),
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
        },
        Clock::Manual(now),
    )
    .await
    .unwrap();
    let port = running.address.port();
    // A client that trusts this certificate alone.
    let mut roots = rustls::RootCertStore::empty();
    roots.add(made.cert.der().clone()).unwrap();
    let client = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_root_certificates(roots)
    .with_no_client_auth();
    let (socket, _) = tokio_tungstenite::connect_async_tls_with_config(
        format!("wss://localhost:{port}/v1/ws"),
        None,
        false,
        Some(tokio_tungstenite::Connector::Rustls(Arc::new(client))),
    )
    .await
    .expect("a TLS connection with the server's certificate");
    let mut over_tls = Client { socket };
    over_tls
        .send(&Request::Hello {
            version: 1,
            token: None,
            name: Some("Ada".into()),
        })
        .await;
    assert!(matches!(over_tls.recv().await, Reply::Welcome { .. }));
    // Plain text gets no WebSocket from it.
    let plain = tokio::time::timeout(
        Duration::from_secs(5),
        tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}/v1/ws")),
    )
    .await;
    assert!(!matches!(plain, Ok(Ok(_))), "a plain connection is refused");
    // A key that is not a key is said so at start.
    std::fs::write(&key, "not a key").unwrap();
    let refused = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database: sqlite("tls-bad").0,
            limits: ServerLimits::default(),
            tls: Some((cert, key)),
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
        },
        Clock::real(),
    )
    .await;
    assert!(refused.is_err_and(|why| why.to_string().contains("key")));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_player_s_clock_runs_on_and_their_token_brings_the_game_back() {
    let (database, dir) = sqlite("dropped");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, token) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    let code = ada.create("kalah", Control::Rapid).await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    bo.until(game_of).await;
    // Ada is to move (or waits for Bo's first sowing): she drops, and 40 s pass on the server's clock.
    if ada_side == Side::North {
        bo.send(&Request::Play {
            game,
            ply: 0,
            pit: 1,
        })
        .await;
        ada.until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
            .await;
    }
    drop(ada);
    now.fetch_add(40_000, Ordering::SeqCst);
    let mut ada = Client::connect(&running).await;
    ada.send(&Request::Hello {
        version: 1,
        token: Some(token),
        name: None,
    })
    .await;
    let (again, you, clocks) = ada
        .until(|reply| match reply {
            Reply::Game {
                game, you, clocks, ..
            } => Some((*game, *you, *clocks)),
            _ => None,
        })
        .await;
    assert_eq!((again, you), (game, ada_side));
    let hers = clocks.left_ms[ada_side];
    assert_eq!(hers, 260_000, "her five minutes ran on while she was away");
    assert_eq!(clocks.running, Some(ada_side));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_nobody_used_in_a_day_is_forgotten_even_after_a_restart() {
    let (database, dir) = sqlite("expired");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    let mut codes = Vec::new();
    for _ in 0..2 {
        codes.push(ada.create("kalah", Control::Untimed).await);
    }
    // A minute short of a day: the first code still works.
    now.fetch_add(
        mancala::server::hub::CODE_LIFETIME_MS - 60_000,
        Ordering::SeqCst,
    );
    running.hub.check_clocks().await;
    bo.send(&Request::Join {
        code: codes[0].clone(),
    })
    .await;
    bo.until(game_of).await;
    // A day and a minute: the second is gone, and stays gone when the server starts again.
    now.fetch_add(120_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(running.hub.games_in_memory(), 1);
    running.stop().await;
    let running = server(&database, ServerLimits::default(), &now).await;
    assert_eq!(
        running.hub.games_in_memory(),
        1,
        "only the game in play came back"
    );
    let (mut cy, _, _) = Client::new_player(&running, "Cy").await;
    cy.send(&Request::Join {
        code: codes[1].clone(),
    })
    .await;
    assert_eq!(cy.error().await, Code::NoGame);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// New players and games that arrive at the same moment go into one transaction, and so do the sowings of many
/// games, each still stored before its game hears of it; a row or a sowing that cannot be stored (a name's key
/// taken, a ply stored already) is refused on its own and the others in its batch are kept. On SQLite, and on PostgreSQL when one is given.
async fn sowings_wait_and_commit_together(database: &str) {
    use futures_util::future::join_all;
    use mancala::server::Store;
    use mancala::server::journal::Journal;
    use mancala::server::store::{Begun, Player, is_duplicate};

    let store = Store::open(database).await.unwrap();
    let journal = Journal::start(store.clone(), Default::default());
    // Two players and 40 games arrive together: one transaction. (This test runs on one thread: the writer
    // takes nothing before all of them are waiting.)
    let newcomer = |id: PlayerId, name: &str| Begun::Player {
        player: Player {
            id,
            name: name.to_string(),
            games: 0,
        },
        key: name.to_lowercase(),
        token_hash: format!("{id} token"),
        now: 1_000,
    };
    let (south, north) = (PlayerId::random(), PlayerId::random());
    // PostgreSQL's test database outlives a run: names of this run's own.
    let (ada, bo) = (format!("Ada {south}"), format!("Bo {north}"));
    let mut tables = Vec::new();
    let mut begun = vec![newcomer(south, &ada), newcomer(north, &bo)];
    for _ in 0..40 {
        let mut table = Table::new(
            GameId::random(),
            Position::standard(),
            Control::Blitz,
            false,
        );
        table.seats = BySide::new(Some(seat(south)), Some(seat(north)));
        table.turn_started = 1_000;
        begun.push(Begun::Game {
            table: table.clone(),
            code: None,
        });
        tables.push(table);
    }
    let stored = join_all(begun.into_iter().map(|row| journal.begun(row))).await;
    assert!(stored.iter().all(Result::is_ok));
    assert_eq!(
        journal.transactions(),
        1,
        "42 rows together, one transaction"
    );
    assert_eq!(store.player(south).await.unwrap().unwrap().name, ada);
    // A third name with Ada's key among new games: it alone is refused, as a duplicate.
    let mut later = vec![newcomer(PlayerId::random(), &ada.to_uppercase())];
    for _ in 0..3 {
        let table = Table::new(
            GameId::random(),
            Position::standard(),
            Control::Blitz,
            false,
        );
        later.push(Begun::Game { table, code: None });
    }
    let stored = join_all(later.into_iter().map(|row| journal.begun(row))).await;
    assert!(is_duplicate(stored[0].as_ref().unwrap_err()));
    assert!(stored[1..].iter().all(Result::is_ok));
    assert_eq!(journal.transactions(), 1 + 1 + 4);
    let base = journal.transactions();

    for (n, table) in tables.iter_mut().enumerate() {
        table.play(south, 0, 1, 1_000 + n as i64).unwrap();
    }
    let played = tables.clone();
    let stored = join_all(tables.into_iter().map(|table| journal.sown(table, 2_000))).await;
    assert_eq!(
        journal.transactions(),
        base + 1,
        "40 sowings waiting together, one transaction"
    );
    let mut tables = Vec::new();
    for (table, ratings) in stored {
        assert_eq!(ratings.unwrap(), None);
        tables.push(table);
    }
    // Game 0's first sowing again, among 39 second sowings: it alone is refused.
    let mut batch = vec![tables[0].clone()];
    for table in &mut tables[1..] {
        table.play(north, 1, 1, 3_000).unwrap();
        batch.push(table.clone());
    }
    let stored = join_all(batch.into_iter().map(|table| journal.sown(table, 3_000))).await;
    assert!(stored[0].1.is_err(), "a ply stored already is refused");
    assert!(stored[1..].iter().all(|(_, ratings)| ratings.is_ok()));
    assert_eq!(
        journal.transactions(),
        base + 1 + 1 + 40,
        "the failed batch, then each sowing on its own"
    );

    let open = store.open_games().await.unwrap();
    for (n, table) in tables.iter().enumerate() {
        let back = open
            .iter()
            .find(|open| open.table.id == table.id)
            .expect("the game is open");
        let expected = if n == 0 { &played[0] } else { table };
        assert_eq!(back.table.moves, expected.moves, "game {n}'s sowings");
        assert_eq!(back.table.left_ms, expected.left_ms, "game {n}'s clocks");
        assert_eq!(back.table.turn_started, expected.turn_started);
    }
}

#[tokio::test(flavor = "current_thread")]
async fn sowings_of_many_games_are_stored_together_on_sqlite() {
    let (database, dir) = sqlite("together");
    sowings_wait_and_commit_together(&database).await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "current_thread")]
async fn sowings_of_many_games_are_stored_together_on_postgres() {
    let Ok(url) = std::env::var("MANCALA_POSTGRES_URL") else {
        assert!(
            std::env::var_os("MANCALA_REQUIRE_POSTGRES").is_none(),
            "MANCALA_REQUIRE_POSTGRES is set but MANCALA_POSTGRES_URL is not"
        );
        return;
    };
    sowings_wait_and_commit_together(&url).await;
}
