//! Watching on a real server: a casual game shown live to its watchers (every sowing, then the end), the list
//! of games in play, the cap on one game's watchers, a ranked game shown three sowings behind until its end
//! shows the rest, and the TV that moves on to the next game when its game ends (at the server's next look).

use std::sync::Arc;
use std::sync::atomic::AtomicI64;

use mancala::engine::{Position, Side};
use mancala::server::ids::GameId;
use mancala::server::protocol::{Code, Control, Reply, Request};
use mancala::server::watch::RANKED_DELAY;
use mancala::server::{Running, ServerLimits};

use super::{Client, game_of, play_out, private_game, server, sqlite};

/// The mover plays their first legal pit at `ply`; both players are told; the position after.
async fn sow(
    players: &mut [(Client, Side); 2],
    game: GameId,
    ply: u32,
    position: Position,
) -> Position {
    let pit = (1..=position.pits())
        .find(|&pit| position.legal_moves().contains(pit))
        .unwrap();
    let mover = players
        .iter_mut()
        .find(|(_, side)| *side == position.to_move())
        .unwrap();
    mover.0.send(&Request::Play { game, ply, pit }).await;
    for (client, _) in players.iter_mut() {
        client
            .until(|reply| {
                matches!(reply, Reply::Moved { ply: at, .. } if *at == ply).then_some(())
            })
            .await;
    }
    position.play(pit).unwrap().0
}

/// What `watcher` was sent before the answer to a ping: the replies in between.
async fn sent_before_pong(watcher: &mut Client) -> Vec<Reply> {
    watcher.send(&Request::Ping {}).await;
    let mut sent = Vec::new();
    loop {
        match watcher.recv().await {
            Reply::Pong => return sent,
            reply => sent.push(reply),
        }
    }
}

/// The plies of the `moved` replies in `replies`, and whether an `over` ends them.
fn plies_and_end(replies: &[Reply]) -> (Vec<u32>, bool) {
    let plies = replies
        .iter()
        .filter_map(|reply| match reply {
            Reply::Moved { ply, .. } => Some(*ply),
            _ => None,
        })
        .collect();
    (plies, matches!(replies.last(), Some(Reply::Over { .. })))
}

/// The game a `watching` reply shows: its id, the sowings shown, the watchers, the delay, whether the TV chose it.
fn watching_of(reply: &Reply) -> Option<(GameId, usize, u32, u32, bool)> {
    match reply {
        Reply::Watching {
            game,
            moves,
            watchers,
            delay,
            tv,
            ..
        } => Some((*game, moves.len(), *watchers, *delay, *tv)),
        _ => None,
    }
}

async fn watcher(running: &Running, name: &str) -> Client {
    Client::new_player(running, name).await.0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_game_is_watched_live_to_its_end_and_listed_while_in_play() {
    let (database, dir) = sqlite("watch-live");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        watchers_per_game: 2,
        ..ServerLimits::default()
    };
    let running = server(&database, limits, &now).await;
    let (mut players, game) = private_game(&running, Control::Untimed).await;
    let mut cy = watcher(&running, "Cy").await;
    cy.send(&Request::Games {}).await;
    let listed = cy
        .until(|reply| match reply {
            Reply::Games { games } => Some(games.clone()),
            _ => None,
        })
        .await;
    assert_eq!(listed.len(), 1);
    assert_eq!(
        (listed[0].game, listed[0].ply, listed[0].ranked),
        (game, 0, false)
    );
    cy.send(&Request::Watch { game }).await;
    assert_eq!(cy.until(watching_of).await, (game, 0, 1, 0, false));
    let mut di = watcher(&running, "Di").await;
    di.send(&Request::Watch { game }).await;
    assert_eq!(di.until(watching_of).await, (game, 0, 2, 0, false));
    // A third watcher is past this server's cap of two.
    let mut ed = watcher(&running, "Ed").await;
    ed.send(&Request::Watch { game }).await;
    assert_eq!(ed.error().await, Code::Limit);
    let (_, played) = play_out(&mut players, game, Position::standard(), 0).await;
    for watcher in [&mut cy, &mut di] {
        let (plies, ended) = plies_and_end(&sent_before_pong(watcher).await);
        assert_eq!(plies, (0..played.len() as u32).collect::<Vec<_>>());
        assert!(ended, "the end follows the last sowing");
    }
    // Over, it is neither listed nor watchable.
    cy.send(&Request::Games {}).await;
    let listed = cy
        .until(|reply| match reply {
            Reply::Games { games } => Some(games.len()),
            _ => None,
        })
        .await;
    assert_eq!(listed, 0);
    cy.send(&Request::Watch { game }).await;
    assert_eq!(cy.error().await, Code::NoGame);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ranked_game_is_shown_three_sowings_behind_until_it_ends() {
    let (database, dir) = sqlite("watch-ranked");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
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
    let mut players = [(ada, ada_side), (bo, ada_side.opponent())];
    let mut cy = watcher(&running, "Cy").await;
    cy.send(&Request::Watch { game }).await;
    assert_eq!(cy.until(watching_of).await, (game, 0, 1, 3, false));
    let mut position = Position::standard();
    let mut ply = 0;
    // The first three sowings are not shown yet; the fourth shows the first, and so on.
    while ply < RANKED_DELAY as u32 + 2 {
        position = sow(&mut players, game, ply, position).await;
        let (plies, _) = plies_and_end(&sent_before_pong(&mut cy).await);
        let shown: Vec<u32> = ply.checked_sub(RANKED_DELAY as u32).into_iter().collect();
        assert_eq!(plies, shown, "after ply {ply}");
        ply += 1;
    }
    // A watcher who comes now sees the game as far as it is shown.
    let mut di = watcher(&running, "Di").await;
    di.send(&Request::Watch { game }).await;
    let shown = ply as usize - RANKED_DELAY;
    assert_eq!(di.until(watching_of).await, (game, shown, 2, 3, false));
    // The end shows the rest, then the result.
    players[0].0.send(&Request::Resign { game }).await;
    players[0].0.over().await;
    let (plies, ended) = plies_and_end(&sent_before_pong(&mut cy).await);
    assert_eq!(plies, (shown as u32..ply).collect::<Vec<_>>());
    assert!(ended);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tv_moves_on_to_the_next_game_when_its_game_ends() {
    let (database, dir) = sqlite("watch-tv");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let mut cy = watcher(&running, "Cy").await;
    cy.send(&Request::Tv {}).await;
    assert_eq!(cy.error().await, Code::NoGame);
    let (mut first, one) = private_game(&running, Control::Untimed).await;
    let (mut second, two) = private_game(&running, Control::Untimed).await;
    cy.send(&Request::Tv {}).await;
    let (shown, _, _, _, tv) = cy.until(watching_of).await;
    assert!(tv && (shown == one || shown == two));
    let (ended, players, next) = match shown == one {
        true => (one, &mut first, two),
        false => (two, &mut second, one),
    };
    players[0].0.send(&Request::Resign { game: ended }).await;
    cy.until(|reply| matches!(reply, Reply::Over { game, .. } if *game == ended).then_some(()))
        .await;
    // The server's look (its ticker's, here the test's: the clock is set by hand) gives the TV's watcher
    // the game left.
    running.hub.check_clocks().await;
    assert_eq!(cy.until(watching_of).await, (next, 0, 1, 0, true));
    let players = if next == one { &mut first } else { &mut second };
    players[0].0.send(&Request::Resign { game: next }).await;
    cy.until(|reply| matches!(reply, Reply::Over { game, .. } if *game == next).then_some(()))
        .await;
    // No game in play: the watcher waits, and the next game to begin is on the TV.
    running.hub.check_clocks().await;
    let (_, third) = private_game(&running, Control::Untimed).await;
    running.hub.check_clocks().await;
    assert_eq!(cy.until(watching_of).await, (third, 0, 1, 0, true));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
