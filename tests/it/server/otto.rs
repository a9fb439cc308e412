//! Otto in the queue, on a real server with a hand-set clock: a seeker alone is offered Otto once, after the
//! operator's wait and not before; Otto's seat says it is a computer; Otto plays its turns on its own, the game
//! goes to its end, and no rating moves. A person can ask for Otto at once, at a level of their choice.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::engine::{BySide, Level, Position, Side};
use mancala::server::ServerLimits;
use mancala::server::ids::GameId;
use mancala::server::otto::{otto_id, otto_name};
use mancala::server::protocol::{Control, Reply, Request, Seat};
use mancala::server::rating::Glicko;

use super::{Client, server, sqlite};

/// The game a `game` reply begins: the player's side, both seats, whether it is ranked, its start.
async fn game_begun(client: &mut Client) -> (GameId, Side, BySide<Seat>, bool) {
    client
        .until(|reply| match reply {
            Reply::Game {
                game,
                you,
                seats,
                ranked,
                ..
            } => Some((*game, *you, seats.clone(), *ranked)),
            _ => None,
        })
        .await
}

/// Plays the person's side (its first legal pit each turn) while Otto plays its own, to the end: the result.
async fn play_against_otto(
    client: &mut Client,
    game: GameId,
    me: Side,
) -> mancala::server::protocol::Outcome {
    let mut position = Position::standard();
    let mut ply = 0u32;
    loop {
        if position.is_over() {
            return client.over().await;
        }
        if position.to_move() == me {
            let pit = position.legal_moves().next().unwrap();
            client.send(&Request::Play { game, ply, pit }).await;
        }
        let (at, by, told) = client
            .until(|reply| match reply {
                Reply::Moved {
                    ply, by, position, ..
                } => Some((*ply, *by, position.clone())),
                _ => None,
            })
            .await;
        assert_eq!(at, ply);
        assert_eq!(by, position.to_move(), "each side plays its own turns");
        position = told.parse().unwrap();
        ply += 1;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seeker_alone_is_offered_otto_once_after_the_wait_and_otto_plays_a_casual_game() {
    let (database, dir) = sqlite("otto-offer");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    ada.send(&Request::Seek {
        ranked: true,
        control: Control::Untimed,
        rules: "kalah".into(),
    })
    .await;
    ada.until(|reply| matches!(reply, Reply::Seeking { .. }).then_some(()))
        .await;
    // Just short of the operator's 15 s: no offer (a ping's pong is the next reply).
    now.fetch_add(14_999, Ordering::SeqCst);
    running.hub.check_clocks().await;
    ada.send(&Request::Ping {}).await;
    assert_eq!(ada.recv().await, Reply::Pong);
    now.fetch_add(1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let (rules, control, level) = ada
        .until(|reply| match reply {
            Reply::OttoOffered {
                rules,
                control,
                level,
            } => Some((rules.clone(), *control, *level)),
            _ => None,
        })
        .await;
    // A newcomer (1500) meets the level rated nearest: Medium.
    assert_eq!(
        (rules.as_str(), control, level),
        ("kalah", Control::Untimed, Level::Medium)
    );
    // Offered once a seek.
    now.fetch_add(60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    ada.send(&Request::Ping {}).await;
    assert_eq!(ada.recv().await, Reply::Pong);

    ada.send(&Request::PlayOtto {
        rules,
        control,
        level: Some(level),
    })
    .await;
    let (game, me, seats, ranked) = game_begun(&mut ada).await;
    assert!(!ranked, "Otto's games are casual, even from a ranked seek");
    let otto = &seats[me.opponent()];
    assert_eq!(
        (otto.id, otto.name.clone()),
        (otto_id(level), otto_name(level))
    );
    assert!(otto.bot && !seats[me].bot, "{seats:?}");
    let result = play_against_otto(&mut ada, game, me).await;
    assert_eq!(result.ratings, None, "no rating moves");
    ada.send(&Request::Profile { player: None }).await;
    let (games, ratings) = ada
        .until(|reply| match reply {
            Reply::Profile { games, ratings, .. } => Some((*games, *ratings)),
            _ => None,
        })
        .await;
    assert_eq!(games, 1);
    assert_eq!(ratings.kalah, Glicko::FIRST.shown());
    // The seek went with the game: a second seeker waits rather than meeting Ada.
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    bo.send(&Request::Seek {
        ranked: true,
        control: Control::Untimed,
        rules: "kalah".into(),
    })
    .await;
    assert!(matches!(bo.recv().await, Reply::Seeking { .. }));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_can_ask_for_otto_at_once_in_oware_and_play_it_again() {
    let (database, dir) = sqlite("otto-now");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    ada.send(&Request::PlayOtto {
        rules: "oware".into(),
        control: Control::Blitz,
        level: Some(Level::Easy),
    })
    .await;
    let (game, me, seats, _) = game_begun(&mut ada).await;
    assert_eq!(seats[me.opponent()].id, otto_id(Level::Easy));
    ada.send(&Request::Resign { game }).await;
    let result = ada.over().await;
    assert_eq!(result.winner, Some(me.opponent()));
    // Otto always plays again: the rematch begins at the person's asking.
    ada.send(&Request::Rematch { game }).await;
    let (again, _, seats, _) = game_begun(&mut ada).await;
    assert_ne!(again, game);
    assert!(
        seats
            .iter()
            .any(|(_, seat)| seat.id == otto_id(Level::Easy))
    );
    // A level the protocol does not know is refused as a bad message.
    ada.send_text(r#"{"type":"play_otto","level":"grandmaster"}"#)
        .await;
    assert!(matches!(ada.recv().await, Reply::Error { .. }));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Hard takes his whole time a move, so his games have a cap of their own: beyond it Hard asked for by name is
/// refused with the reason, the other levels are still played, and a place freed is taken again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn otto_plays_as_many_hard_games_as_the_operator_allows() {
    let (database, dir) = sqlite("otto-hard-cap");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        otto_hard_games: 1,
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    // Congklak: Hard's Kalah endgame table (hundreds of MB) is not built for a test of the count.
    let hard = |level| Request::PlayOtto {
        rules: "congklak".into(),
        control: Control::Untimed,
        level: Some(level),
    };
    ada.send(&hard(Level::Hard)).await;
    let (game, me, seats, _) = game_begun(&mut ada).await;
    assert_eq!(seats[me.opponent()].id, otto_id(Level::Hard));
    bo.send(&hard(Level::Hard)).await;
    assert_eq!(bo.error().await, mancala::server::protocol::Code::Limit);
    bo.send(&hard(Level::Medium)).await;
    let (medium, bo_side, seats, _) = game_begun(&mut bo).await;
    assert_eq!(seats[bo_side.opponent()].id, otto_id(Level::Medium));
    // Ada's Hard game ends: its place is Bo's.
    ada.send(&Request::Resign { game }).await;
    ada.over().await;
    bo.send(&Request::Resign { game: medium }).await;
    bo.over().await;
    bo.send(&hard(Level::Hard)).await;
    let (_, bo_side, seats, _) = game_begun(&mut bo).await;
    assert_eq!(seats[bo_side.opponent()].id, otto_id(Level::Hard));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
