//! What one bad host, one careless client or one unlucky commit could do to a public server, each tried
//! for real: connections that never finish their request, clients that stop reading or flood with frames of
//! any kind, a stop with such clients attached, players who make rooms, games and names without end, a
//! rematch asked twice, a full room, a resignation after the flag fell, an untimed game both players left,
//! a stored game that no longer replays, a proxy's clients each counted by their own address. (Endings stored
//! twice are in `endings`.)

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mancala::engine::{Position, Side};
use mancala::server::ServerLimits;
use mancala::server::ids::{GameId, PlayerId};
use mancala::server::protocol::{Code, Control, Reason, Reply, Request};
use mancala::server::table::Table;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use super::{Client, game_of, private_game, seat, server, sqlite};

/// Reads until the server closes `stream` (true), or `within` passes (false).
async fn closed_within(stream: &mut tokio::net::TcpStream, within: Duration) -> bool {
    let mut buffer = [0u8; 512];
    tokio::time::timeout(within, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

/// Waits (up to 10 s) for the server to hold `count` connections.
async fn holds(running: &mancala::server::Running, count: usize) -> bool {
    for _ in 0..400 {
        if running.connections() == count {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_requests_are_closed_and_connections_count_from_their_acceptance() {
    let (database, dir) = sqlite("half");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        connections_per_address: 3,
        request_time: Duration::from_millis(400),
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let mut halves = Vec::new();
    for _ in 0..2 {
        let mut stream = tokio::net::TcpStream::connect(running.address)
            .await
            .unwrap();
        stream
            .write_all(b"GET /v1/ws HTTP/1.1\r\nHost: localhost\r\n")
            .await
            .unwrap();
        halves.push(stream);
    }
    // One that says nothing at all.
    halves.push(
        tokio::net::TcpStream::connect(running.address)
            .await
            .unwrap(),
    );
    assert!(holds(&running, 3).await, "three connections held");
    // A fourth from the same host is refused before it says anything, with a status that says why.
    let mut fourth = tokio::net::TcpStream::connect(running.address)
        .await
        .unwrap();
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), fourth.read_to_end(&mut answer)).await;
    assert!(
        String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 429"),
        "{:?}",
        String::from_utf8_lossy(&answer)
    );
    for stream in &mut halves {
        assert!(
            closed_within(stream, Duration::from_secs(10)).await,
            "a request unfinished after the request time is closed"
        );
    }
    assert!(holds(&running, 0).await, "their places are given back");
    // And then a whole connection is welcome again.
    let (_ada, _, _) = Client::new_player(&running, "Ada").await;
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_ends_within_its_bound_whatever_the_clients_do() {
    let (database, dir) = sqlite("stop");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        request_time: Duration::from_secs(600),
        idle: Duration::from_secs(600),
        stop_time: Duration::from_millis(500),
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let mut half = tokio::net::TcpStream::connect(running.address)
        .await
        .unwrap();
    half.write_all(b"GET /v1/ws HTTP/1.1\r\n").await.unwrap();
    // A player who never reads what they are told.
    let (_deaf, _, _) = Client::new_player(&running, "Deaf").await;
    assert!(holds(&running, 2).await);
    let stopped = tokio::time::timeout(Duration::from_secs(20), running.stop()).await;
    assert!(stopped.is_ok(), "the stop did not hang on its clients");
    assert!(closed_within(&mut half, Duration::from_secs(5)).await);
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_is_let_go() {
    let (database, dir) = sqlite("deaf");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        write_time: Duration::from_millis(300),
        ..ServerLimits::unbounded()
    };
    let running = server(&database, limits, &now).await;
    // A small receive window, so that the server's writes back up soon.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(running.address).await.unwrap();
    let url = format!("ws://{}/v1/ws", running.address);
    let (mut deaf, _) = tokio_tungstenite::client_async(url, stream).await.unwrap();
    let hello = Request::Hello {
        version: 1,
        token: None,
        name: Some(super::unique("Deaf")),
    };
    let text = serde_json::to_string(&hello).unwrap();
    deaf.send(Message::Text(text.into())).await.unwrap();
    assert!(holds(&running, 1).await);
    // Pings, each answered by a pong it never reads, until the server gives up on it.
    let ping = serde_json::to_string(&Request::Ping {}).unwrap();
    let let_go = tokio::time::timeout(Duration::from_secs(30), async {
        loop {
            if deaf.send(Message::Text(ping.clone().into())).await.is_err()
                || running.connections() == 0
            {
                return;
            }
        }
    })
    .await;
    assert!(let_go.is_ok(), "a client that does not read is let go");
    assert!(holds(&running, 0).await);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_of_every_kind_come_out_of_the_bucket() {
    let (database, dir) = sqlite("frames");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    for frame in [
        Message::Ping(vec![1, 2, 3].into()),
        Message::Binary(vec![0; 16].into()),
    ] {
        let (mut client, _, _) = Client::new_player(&running, "Flood").await;
        let flooded = tokio::time::timeout(Duration::from_secs(10), async {
            for _ in 0..1000 {
                if client.socket.send(frame.clone()).await.is_err() {
                    return true;
                }
            }
            // Sent: the server's answer is what tells.
            loop {
                match client.socket.next().await {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                    Some(Ok(_)) => {}
                }
            }
        })
        .await
        .unwrap_or(false);
        assert!(flooded, "a flood of {frame:?} frames closes the connection");
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_games_and_new_players_are_capped_with_clear_refusals() {
    let (database, dir) = sqlite("caps");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        waiting_per_player: 2,
        playing_per_player: 1,
        players_per_hour: 4,
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let codes = [
        ada.create("kalah", Control::Untimed).await,
        ada.create("kalah", Control::Untimed).await,
    ];
    ada.send(&Request::Create {
        pie: false,
        rules: "kalah".into(),
        pits: Some(6),
        seeds: Some(4),
        control: Control::Untimed,
    })
    .await;
    assert_eq!(ada.error().await, Code::Limit, "a third waiting room");
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    bo.send(&Request::Join {
        code: codes[0].clone(),
    })
    .await;
    bo.until(game_of).await;
    bo.send(&Request::Join {
        code: codes[1].clone(),
    })
    .await;
    assert_eq!(bo.error().await, Code::Limit, "a second game in play");
    // Two players made; two more from this host this hour, then none.
    let _ = Client::new_player(&running, "Cy").await;
    let _ = Client::new_player(&running, "Di").await;
    let mut fifth = Client::connect(&running).await;
    fifth
        .send(&Request::Hello {
            version: 1,
            token: None,
            name: Some(super::unique("Ed")),
        })
        .await;
    assert_eq!(fifth.error().await, Code::RateLimited);
    assert!(running.hub.windows() > 0);
    // An hour on, the count is forgotten (the sweep lets it go) and the host may make players again.
    now.fetch_add(3_600_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(running.hub.windows(), 0, "the counts are pruned");
    let _ = Client::new_player(&running, "Ed").await;
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_that_are_blank_mixed_or_already_taken_are_refused() {
    let (database, dir) = sqlite("names");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::unbounded(), &now).await;
    let hello = |name: &str| Request::Hello {
        version: 1,
        token: None,
        name: Some(name.to_string()),
    };
    let mut client = Client::connect(&running).await;
    // Three Hangul fillers (blank on screen); Latin with a Cyrillic a inside.
    for name in ["\u{3164}\u{3164}\u{3164}", "P\u{0430}ypal"] {
        client.send(&hello(name)).await;
        assert_eq!(client.error().await, Code::BadName, "{name:?}");
    }
    client.send(&hello("Abe Koto")).await;
    assert!(matches!(client.recv().await, Reply::Welcome { .. }));
    // The same name in other letters' case, or written all in Cyrillic capitals that look the same, is
    // taken; so is a Cyrillic name that looks like a Latin one in small letters.
    let mut copy = Client::connect(&running).await;
    copy.send(&hello("copy")).await;
    assert!(matches!(copy.recv().await, Reply::Welcome { .. }));
    for name in [
        "abe koto",
        "ABE KOTO",
        "\u{0410}\u{0412}\u{0415} \u{041a}\u{041e}\u{0422}\u{041e}",
        "\u{0441}\u{043e}\u{0440}\u{0443}",
    ] {
        let mut other = Client::connect(&running).await;
        other.send(&hello(name)).await;
        assert_eq!(other.error().await, Code::NameTaken, "{name:?}");
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_room_is_closed_and_an_expired_code_frees_its_game() {
    let (database, dir) = sqlite("full");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    let (mut cy, _, _) = Client::new_player(&running, "Cy").await;
    let code = ada.create("kalah", Control::Untimed).await;
    bo.send(&Request::Join { code: code.clone() }).await;
    bo.until(game_of).await;
    cy.send(&Request::Join { code }).await;
    assert_eq!(cy.error().await, Code::Closed, "a third player");
    let late = ada.create("kalah", Control::Untimed).await;
    assert_eq!(running.hub.games_in_memory(), 2);
    now.fetch_add(mancala::server::hub::CODE_LIFETIME_MS, Ordering::SeqCst);
    cy.send(&Request::Join { code: late }).await;
    assert_eq!(cy.error().await, Code::Closed, "an expired code");
    assert_eq!(
        running.hub.games_in_memory(),
        1,
        "the game nobody can join any more is let go"
    );
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_asked_twice_by_both_starts_one_game() {
    let (database, dir) = sqlite("rematch");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Blitz).await;
    clients[0].0.send(&Request::Resign { game }).await;
    for (client, _) in clients.iter_mut() {
        client.over().await;
    }
    for _ in 0..2 {
        for (client, _) in clients.iter_mut() {
            client.send(&Request::Rematch { game }).await;
        }
    }
    let (again, _, _) = clients[0].0.until(game_of).await;
    assert_ne!(again, game);
    // After the new game, only refusals: no second game.
    clients[0].0.send(&Request::Ping {}).await;
    loop {
        match clients[0].0.recv().await {
            Reply::Pong => break,
            Reply::Game { game: other, .. } => panic!("a second rematch {other}"),
            _ => {}
        }
    }
    assert_eq!(running.hub.games_in_memory(), 2, "the game and one rematch");
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_resignation_or_agreement_after_the_flag_fell_ends_the_game_on_time() {
    let ids = [PlayerId::random(), PlayerId::random()];
    let fresh = || {
        let mut table = Table::new(
            GameId::random(),
            Position::standard(),
            Control::Blitz,
            false,
        );
        table.sit(seat(ids[0]), 0).unwrap();
        table.sit(seat(ids[1]), 0).unwrap();
        table
    };
    let mover = fresh().position().to_move();
    let late = 180_001;
    // The player who waits resigns after the mover's flag fell: the mover lost on time.
    let mut resigned = fresh();
    let seat_of = |table: &Table, side: Side| {
        *ids.iter()
            .find(|id| table.side_of(**id) == Some(side))
            .unwrap()
    };
    let waiting = seat_of(&resigned, mover.opponent());
    assert_eq!(
        resigned.resign(waiting, late).unwrap_err().0,
        Code::GameOver
    );
    let finish = resigned.finish.unwrap();
    assert_eq!(
        (finish.reason(), finish.winner()),
        (Reason::Time, Some(mover.opponent()))
    );
    let mut agreed = fresh();
    let offerer = seat_of(&agreed, mover);
    agreed.offer_draw(offerer, 1_000).unwrap();
    let other = seat_of(&agreed, mover.opponent());
    assert!(agreed.accept_draw(other, late).is_err());
    assert_eq!(agreed.finish.unwrap().reason(), Reason::Time);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_untimed_game_both_players_left_ends_and_is_not_taken_up_again() {
    let (database, dir) = sqlite("abandoned");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (clients, game) = private_game(&running, Control::Untimed).await;
    drop(clients);
    let days = mancala::server::protocol::ABANDONED_AFTER_DAYS;
    now.fetch_add(days * 24 * 3_600_000 - 60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert!(running.hub.clocks(game).await.is_some(), "not yet");
    now.fetch_add(120_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let record = running.hub.record(game).await.expect("ended and kept");
    assert!(
        record.contains("Aborted"),
        "no sowing yet: aborted\n{record}"
    );
    running.stop().await;
    let running = server(&database, ServerLimits::default(), &now).await;
    assert_eq!(running.hub.games_in_memory(), 0);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_draw_is_recorded_as_agreed() {
    let (database, dir) = sqlite("agreed");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Rapid).await;
    clients[0].0.send(&Request::OfferDraw { game }).await;
    clients[1]
        .0
        .until(|reply| matches!(reply, Reply::DrawOffered { .. }).then_some(()))
        .await;
    clients[1].0.send(&Request::AcceptDraw { game }).await;
    clients[0].0.over().await;
    let record = running.hub.record(game).await.unwrap();
    assert!(record.contains("Draw agreed"), "{record}");
    let read: mancala::engine::Record = record.parse().unwrap();
    assert_eq!(read.ending, mancala::engine::Ending::Agreed);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_game_that_no_longer_replays_is_set_aside_not_cut_short() {
    let (database, dir) = sqlite("unreadable");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Untimed).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    for (ply, pit) in [(0, 1), (1, 1)] {
        let mover = if ply == 0 { south } else { 1 - south };
        clients[mover]
            .0
            .send(&Request::Play { game, ply, pit })
            .await;
        clients[mover]
            .0
            .until(|reply| {
                matches!(reply, Reply::Moved { ply: at, .. } if *at == ply).then_some(())
            })
            .await;
    }
    running.stop().await;
    // The first sowing altered by hand into one the rules refuse (pit 9 of six).
    let pool = sqlx::SqlitePool::connect(&database).await.unwrap();
    sqlx::query("UPDATE moves SET pit = 9 WHERE game = $1 AND ply = 0")
        .bind(game.to_string())
        .execute(&pool)
        .await
        .unwrap();
    let running = server(&database, ServerLimits::default(), &now).await;
    assert_eq!(running.hub.games_in_memory(), 0, "not taken up, cut short");
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game.to_string())
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(status, "unreadable");
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE game = $1")
        .bind(game.to_string())
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(moves, 2, "its sowings are kept for whoever mends it");
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_local_network_server_admits_its_network_only() {
    use mancala::server::listener::is_local;
    for local in [
        "127.0.0.1",
        "192.168.1.20",
        "10.0.0.5",
        "172.16.3.4",
        "169.254.1.1",
        "::1",
        "fd00::5",
        "fe80::1",
        "::ffff:192.168.0.9",
    ] {
        assert!(is_local(local.parse().unwrap()), "{local}");
    }
    for public in ["8.8.8.8", "100.64.0.1", "2001:db8::1", "::ffff:1.1.1.1"] {
        assert!(!is_local(public.parse().unwrap()), "{public}");
    }
}

#[test]
fn the_client_s_default_port_is_the_server_s() {
    use mancala::server::client::{Address, DEFAULT_PORT};
    let address = Address::parse("example.org").unwrap();
    assert_eq!(
        address.url,
        format!("ws://example.org:{DEFAULT_PORT}/v1/ws")
    );
    assert!(mancala::cli::DEFAULT_LISTEN.ends_with(&format!(":{DEFAULT_PORT}")));
    // A token got over wss:// is kept apart from one for ws:// on the same host.
    let secure = Address::parse("wss://example.org:7878").unwrap();
    let plain = Address::parse("ws://example.org:7878").unwrap();
    assert_ne!(secure.key(), plain.key());
}

/// A WebSocket to `running` whose request says it comes for `client` (`X-Forwarded-For`), or refused.
async fn forwarded(
    running: &mancala::server::Running,
    client: Option<&str>,
) -> Result<super::Socket, tokio_tungstenite::tungstenite::Error> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{}/v1/ws", running.address)
        .into_client_request()
        .unwrap();
    if let Some(client) = client {
        request
            .headers_mut()
            .insert("x-forwarded-for", client.parse().unwrap());
    }
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(socket, _)| socket)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_client_is_counted_by_its_own_address() {
    let (database, dir) = sqlite("proxy");
    let limits = ServerLimits {
        connections_per_address: 2,
        ..ServerLimits::default()
    };
    let config = |trusted: Vec<std::net::IpAddr>| mancala::server::Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        database: database.clone(),
        limits,
        tls: None,
        reach: mancala::server::Reach::Public,
        trusted_proxies: trusted,
        schedule: Vec::new(),
        site: None,
    };
    let now = Arc::new(AtomicI64::new(1_000_000));
    let clock = || mancala::server::Clock::Manual(now.clone());
    let proxied = mancala::server::start(config(vec!["127.0.0.1".parse().unwrap()]), clock())
        .await
        .unwrap();
    // Five clients through the one proxy address: the proxy is not one host.
    let mut held = Vec::new();
    for client in [
        "10.0.0.1",
        "10.0.0.2",
        "10.0.0.3",
        "2001:db8::1",
        "10.0.0.9",
    ] {
        held.push(forwarded(&proxied, Some(client)).await.expect(client));
    }
    // The address the proxy appended is the one counted, whatever the client wrote before it.
    held.push(
        forwarded(&proxied, Some("1.2.3.4, 10.0.0.9"))
            .await
            .unwrap(),
    );
    let third = forwarded(&proxied, Some("10.0.0.1, 10.0.0.9")).await;
    assert!(third.is_err(), "a third from 10.0.0.9");
    assert!(
        forwarded(&proxied, None).await.is_err(),
        "a proxy must say whose request it is"
    );
    drop(held);
    proxied.stop().await;
    // A server that trusts no proxy reads no X-Forwarded-For: all come from 127.0.0.1.
    let direct = mancala::server::start(config(Vec::new()), clock())
        .await
        .unwrap();
    let first = forwarded(&direct, Some("10.0.0.1")).await.unwrap();
    let second = forwarded(&direct, Some("10.0.0.2")).await.unwrap();
    assert!(forwarded(&direct, Some("10.0.0.3")).await.is_err());
    drop((first, second));
    direct.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
