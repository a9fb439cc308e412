//! The pie rule as a room option on a real server: a private game made with it, the first player's first turn,
//! the second player's swap refused where the rule does not offer it (before the turn is over, by the first
//! player, at a stale ply, a second time) and taken where it does: the seats change, each player keeps their own
//! clock (the chooser's time spent and the increment on theirs), both are sent `game` again, a watcher is told
//! `swapped`, a server started again over the same database gives the game back swapped, and the kept record
//! names the players by the sides they began on, with `swap` after the first turn. A pie rule in Oware is
//! refused. Over SQLite, and PostgreSQL when one is given.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::engine::{Position, Record, Side};
use mancala::server::ServerLimits;
use mancala::server::ids::{GameId, Token};
use mancala::server::protocol::{Clocks, Code, Control, Reply, Request};

use super::{Client, play_out, server, sqlite};

/// What `game` says of a pie game: its id, the client's side, the moves, the swap and the clocks.
fn pie_game(reply: &Reply) -> Option<(GameId, Side, Vec<u8>, Option<u32>, Clocks)> {
    match reply {
        Reply::Game {
            game,
            you,
            moves,
            pie: true,
            swap,
            clocks,
            ..
        } => Some((*game, *you, moves.clone(), *swap, *clocks)),
        _ => None,
    }
}

async fn refused(client: &mut Client, request: Request) -> Code {
    client.send(&request).await;
    client.error().await
}

async fn the_second_player_takes_the_first_player_s_side(database: &str) {
    let now = Arc::new(AtomicI64::new(5_000_000));
    let running = server(database, ServerLimits::default(), &now).await;
    let (mut ada, _, ada_token) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, bo_token) = Client::new_player(&running, "Bo").await;

    // The rule is Kalah's.
    let oware = Request::Create {
        rules: "oware".into(),
        pits: None,
        seeds: None,
        control: Control::Blitz,
        pie: true,
    };
    assert_eq!(refused(&mut ada, oware).await, Code::BadGame);
    let (_, di, _) = Client::new_player(&running, "Di").await;
    let oware_challenge = Request::Challenge {
        player: di,
        rules: "oware".into(),
        pits: None,
        seeds: None,
        control: Control::Blitz,
        ranked: false,
        pie: true,
    };
    assert_eq!(refused(&mut ada, oware_challenge).await, Code::BadGame);

    // A game without the rule has no swap to take.
    let code = ada.create("kalah", Control::Blitz).await;
    bo.send(&Request::Join { code }).await;
    let (plain, plain_side, _) = ada.until(super::game_of).await;
    bo.until(super::game_of).await;
    let (opener, taker) = match plain_side {
        Side::South => (&mut ada, &mut bo),
        Side::North => (&mut bo, &mut ada),
    };
    opener
        .send(&Request::Play {
            game: plain,
            ply: 0,
            pit: 1,
        })
        .await;
    taker
        .until(|r| matches!(r, Reply::Moved { ply: 0, .. }).then_some(()))
        .await;
    let swap = Request::Swap {
        game: plain,
        ply: 1,
    };
    assert_eq!(refused(taker, swap).await, Code::BadGame);
    taker.send(&Request::Resign { game: plain }).await;
    opener.over().await;
    taker.over().await;

    ada.send(&Request::Create {
        rules: "kalah".into(),
        pits: None,
        seeds: None,
        control: Control::Blitz,
        pie: true,
    })
    .await;
    let code = ada
        .until(|reply| match reply {
            Reply::Created { code, .. } => Some(code.to_string()),
            _ => None,
        })
        .await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _, swap, _) = ada.until(pie_game).await;
    assert_eq!(swap, None);
    bo.until(pie_game).await;
    let (mut first, mut second, first_token, second_token) = match ada_side {
        Side::South => (ada, bo, ada_token, bo_token),
        Side::North => (bo, ada, bo_token, ada_token),
    };

    // Nothing to take before the first player's first turn, nor in its middle (3 lands in the store).
    let swap = |ply| Request::Swap { game, ply };
    assert_eq!(refused(&mut second, swap(0)).await, Code::NotYourTurn);
    first
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 3,
        })
        .await;
    second
        .until(|r| matches!(r, Reply::Moved { ply: 0, .. }).then_some(()))
        .await;
    assert_eq!(refused(&mut second, swap(1)).await, Code::NotYourTurn);
    now.fetch_add(4_000, Ordering::SeqCst);
    first
        .send(&Request::Play {
            game,
            ply: 1,
            pit: 6,
        })
        .await;
    second
        .until(|r| matches!(r, Reply::Moved { ply: 1, .. }).then_some(()))
        .await;
    // The turn is over: the first player may not take their own side, nor the second at a stale ply.
    assert_eq!(refused(&mut first, swap(2)).await, Code::NotYourTurn);
    assert_eq!(refused(&mut second, swap(1)).await, Code::StalePly);

    // A watcher sees the game, then hears of the swap.
    let (mut watcher, _, _) = Client::new_player(&running, "Cy").await;
    watcher.send(&Request::Watch { game }).await;
    watcher
        .until(|r| matches!(r, Reply::Watching { .. }).then_some(()))
        .await;

    // The second player thinks 10 s and takes the side: seats exchanged, each with their own clock.
    now.fetch_add(10_000, Ordering::SeqCst);
    second.send(&swap(2)).await;
    let (_, now_side, moves, swapped, clocks) = second.until(pie_game).await;
    assert_eq!(
        (now_side, moves.as_slice(), swapped),
        (Side::South, &[3u8, 6][..], Some(2))
    );
    // The first player: 180 s, less 4 s, plus 2 for the turn; the second: 180 s, less 10, plus 2.
    assert_eq!(clocks.left_ms.north, 178_000);
    assert_eq!(clocks.left_ms.south, 172_000);
    assert_eq!(
        clocks.running,
        Some(Side::North),
        "the first player, now North, is to move"
    );
    let (_, first_side, _, _, told) = first.until(pie_game).await;
    assert_eq!((first_side, told), (Side::North, clocks));
    let (ply, seats) = watcher
        .until(|reply| match reply {
            Reply::Swapped { ply, seats, .. } => Some((*ply, (seats.south.id, seats.north.id))),
            _ => None,
        })
        .await;
    assert_eq!(ply, 2);
    assert_ne!(seats.0, seats.1);

    // Once only; and the first player sows on from the other side.
    assert_eq!(refused(&mut second, swap(2)).await, Code::NotYourTurn);
    let after_turn = [3, 6].iter().fold(Position::standard(), |position, &pit| {
        position.play(pit).unwrap().0
    });
    assert_eq!(after_turn.to_move(), Side::North);
    let pit = after_turn.legal_moves().next().unwrap();
    assert_eq!(refused(&mut first, swap(2)).await, Code::NotYourTurn);
    first.send(&Request::Play { game, ply: 2, pit }).await;
    second
        .until(|r| matches!(r, Reply::Moved { ply: 2, .. }).then_some(()))
        .await;
    let position = after_turn.play(pit).unwrap().0;

    // A server started again over the same database gives the game back as it was left: swapped.
    running.stop().await;
    drop((first, second, watcher));
    let running = server(database, ServerLimits::default(), &now).await;
    let mut back = Vec::new();
    for token in [&first_token, &second_token] {
        let mut client = Client::connect(&running).await;
        client.send(&hello(token)).await;
        let (id, side, moves, swapped, _) = client.until(pie_game).await;
        assert_eq!((id, moves.len(), swapped), (game, 3, Some(2)));
        back.push((client, side));
    }
    assert_eq!((back[0].1, back[1].1), (Side::North, Side::South));
    let mut clients: [(Client, Side); 2] = back.try_into().ok().unwrap();
    let (_, played) = play_out(&mut clients, game, position, 3).await;

    // The record names the players by the sides they began on, and says where they swapped.
    let record: Record = running
        .hub
        .record(game)
        .await
        .expect("the record is kept")
        .parse()
        .expect("the record reads back");
    assert_eq!(record.swap, Some(2));
    assert_eq!(record.moves[..3], [3, 6, pit]);
    assert_eq!(record.moves[3..], played[..]);
    assert!(
        record
            .players
            .south
            .starts_with(if ada_side == Side::South { "Ada" } else { "Bo" })
    );
    assert!(record.to_string().contains("\n3 6\nswap\n"));
    running.stop().await;
}

fn hello(token: &Token) -> Request {
    Request::Hello {
        version: 1,
        token: Some(token.clone()),
        name: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pie_rule_online_swaps_seats_and_clocks_and_outlives_a_restart() {
    let (database, dir) = sqlite("pie");
    the_second_player_takes_the_first_player_s_side(&database).await;
    let _ = std::fs::remove_dir_all(dir);
    if let Some(url) = super::postgres() {
        the_second_player_takes_the_first_player_s_side(&url).await;
    }
}
