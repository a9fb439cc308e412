//! The opening explorer on a real server: games finished over real sockets are counted as they end (each
//! sowing of their first 30, by the position before it, for the side that played it), a position and its mirror
//! image share their counts, a question about a position no game met answers nothing, and a position text that
//! is not one is refused without harm. Over SQLite, and over PostgreSQL when one is given (there the counts are
//! compared before and after, since the database outlives a test).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::AtomicI64;

use mancala::engine::explorer::{ForMover, Tally, result_for};
use mancala::engine::{Position, Record, Side};
use mancala::server::ServerLimits;
use mancala::server::protocol::{Code, Control, Reply, Request};

use mancala::server::Running;
use mancala::server::ids::GameId;

use super::{Client, game_of, play_out, server, sqlite};

/// Seeds a pit in this test's games: no other test plays Kalah 6 by 3, so the counts it reads are its own even
/// in a PostgreSQL database other tests write to at the same time.
const SEEDS: u8 = 3;

/// Two new players in a private game of Kalah 6 by [`SEEDS`].
async fn private_game(running: &Running) -> ([(Client, Side); 2], GameId) {
    let (mut ada, _, _) = Client::new_player(running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(running, "Bo").await;
    let code = ada
        .create_on("kalah", None, Some(SEEDS), Control::Untimed)
        .await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    bo.until(game_of).await;
    ([(ada, ada_side), (bo, ada_side.opponent())], game)
}

/// The server's counts for `position`, by pit.
async fn asked(client: &mut Client, position: &str) -> BTreeMap<u8, Tally> {
    client
        .send(&Request::Explorer {
            position: position.to_string(),
        })
        .await;
    client
        .until(|reply| match reply {
            Reply::Explorer { moves, .. } => Some(
                moves
                    .iter()
                    .map(|m| {
                        let tally = Tally {
                            games: m.games,
                            wins: m.wins,
                            draws: m.draws,
                            losses: m.losses,
                        };
                        (m.pit, tally)
                    })
                    .collect(),
            ),
            _ => None,
        })
        .await
}

/// `after` less `before`, pit by pit (the pits that gained games).
fn gained(before: &BTreeMap<u8, Tally>, after: &BTreeMap<u8, Tally>) -> BTreeMap<u8, Tally> {
    after
        .iter()
        .filter_map(|(&pit, now)| {
            let was = before.get(&pit).copied().unwrap_or_default();
            let gain = Tally {
                games: now.games - was.games,
                wins: now.wins - was.wins,
                draws: now.draws - was.draws,
                losses: now.losses - was.losses,
            };
            (gain.games > 0).then_some((pit, gain))
        })
        .collect()
}

fn one(result: ForMover) -> Tally {
    let mut tally = Tally::default();
    tally.add(result);
    tally
}

async fn counts_follow_finished_games(database: &str) {
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        players_per_hour: 100,
        ..ServerLimits::default()
    };
    let running = server(database, limits, &now).await;
    let start = Position::start_usual(mancala::engine::KALAH, None, Some(SEEDS)).unwrap();
    // After South's pit 1 (North to move), and the same position seated the other way round.
    let after_one = start.play(1).unwrap().0;
    let mirrored = after_one.mirrored();
    let (mut asker, _, _) = Client::new_player(&running, "Asker").await;
    let before_start = asked(&mut asker, &start.to_string()).await;
    let before_one = asked(&mut asker, &after_one.to_string()).await;

    // Two games played out (each side its first legal pit), and one South resigns after sowing pit 2.
    let mut played_out = Vec::new();
    for _ in 0..2 {
        let (mut clients, game) = private_game(&running).await;
        let (_, played) = play_out(&mut clients, game, start, 0).await;
        played_out = played;
    }
    let (mut clients, game) = private_game(&running).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    let client = &mut clients[south].0;
    client
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 2,
        })
        .await;
    client
        .until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
        .await;
    client.send(&Request::Resign { game }).await;
    client.over().await;

    // The first game's result for each side, as the engine replays it.
    let record = Record::new(start, played_out.clone()).unwrap();
    let for_south = result_for(&record, Side::South).unwrap();
    let second = played_out[1];
    let for_second_mover = result_for(&record, after_one.to_move()).unwrap();
    let mut both = one(for_south);
    both.add(for_south);
    let expected_start = BTreeMap::from([(1, both), (2, one(ForMover::Lost))]);
    let after_start = asked(&mut asker, &start.to_string()).await;
    assert_eq!(gained(&before_start, &after_start), expected_start);
    let mut twice = one(for_second_mover);
    twice.add(for_second_mover);
    let after = asked(&mut asker, &after_one.to_string()).await;
    assert_eq!(
        gained(&before_one, &after),
        BTreeMap::from([(second, twice)])
    );
    // The mirror image is the same position for the explorer.
    assert_eq!(asked(&mut asker, &mirrored.to_string()).await, after);

    // A position no game met: nothing. Not a position: refused, and the line still answers.
    let unmet = "9,0,0,0,0,0,30,0,0,0,0,0,9,0 S";
    assert!(asked(&mut asker, unmet).await.is_empty());
    asker
        .send(&Request::Explorer {
            position: "4,4,4 S".to_string(),
        })
        .await;
    assert_eq!(asker.error().await, Code::BadGame);
    asker
        .send(&Request::Explorer {
            position: "4,".repeat(300),
        })
        .await;
    assert_eq!(asker.error().await, Code::BadGame);
    assert_eq!(
        asked(&mut asker, &start.to_string()).await,
        after_start,
        "a refusal changes nothing"
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_explorer_counts_finished_games_by_position() {
    let (database, dir) = sqlite("explorer");
    counts_follow_finished_games(&database).await;
    let _ = std::fs::remove_dir_all(dir);
    if let Some(url) = super::postgres() {
        counts_follow_finished_games(&url).await;
    }
}
