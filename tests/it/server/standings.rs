//! The leaderboard on a real server over a real database, its threshold checked at each edge: a provisional
//! rating is left off, and so is one whose deviation has grown past the bound while its player was away, or
//! whose player has not played a rated game of the family in 30 days; the rest are listed best first, each
//! family on its own board. An unknown family, and a profile of an unknown player, are refused.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::server::ids::PlayerId;
use mancala::server::protocol::{Code, Reply, Request};
use mancala::server::{ACTIVE_MS, ServerLimits};

use super::{Client, server, sqlite};

const DAY: i64 = 24 * 60 * 60 * 1000;

/// The board of `family` as `client` is told it: (name, rank, rating, games) of each leader.
async fn board(client: &mut Client, family: &str) -> Vec<(String, u32, i32, i64)> {
    client
        .send(&Request::Leaderboard {
            family: family.to_string(),
        })
        .await;
    client
        .until(|reply| match reply {
            Reply::Leaderboard {
                family: told,
                leaders,
            } if told == family => Some(
                leaders
                    .iter()
                    .map(|l| (l.name.clone(), l.rank, l.rating, l.games))
                    .collect(),
            ),
            _ => None,
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_lists_established_players_who_play_best_first() {
    let (database, dir) = sqlite("leaderboard");
    let now = Arc::new(AtomicI64::new(400 * DAY));
    let running = server(&database, ServerLimits::default(), &now).await;
    let mut players = Vec::new();
    for name in ["Ada", "Bo", "Cy", "Di", "Ed"] {
        let (client, id, _) = Client::new_player(&running, name).await;
        players.push((client, id));
    }
    let id = |index: usize| players[index].1;
    let at = now.load(Ordering::SeqCst);
    // (player, family, rating, deviation, games, played): the ratings as rated games would have left them.
    let rows: [(PlayerId, &str, f64, f64, i64, i64); 6] = [
        // Established, played yesterday: listed.
        (id(0), "kalah", 1700.0, 60.0, 30, at - DAY),
        // Higher, but provisional: not listed.
        (id(1), "kalah", 1800.0, 150.0, 4, at - DAY),
        // Higher and established, but away 40 days: not listed.
        (id(2), "kalah", 1900.0, 60.0, 50, at - 40 * DAY),
        // Stored at 108, within the bound, but grown past 110 in 29 days away (to about 111): not listed.
        (id(3), "kalah", 1750.0, 108.0, 20, at - 29 * DAY),
        // Established, two days ago: second in Kalah, first and alone in Oware.
        (id(4), "kalah", 1650.0, 80.0, 12, at - 2 * DAY),
        (id(4), "oware", 2000.0, 50.0, 40, at - DAY),
    ];
    let pool = sqlx::SqlitePool::connect(&database).await.unwrap();
    for (player, family, rating, deviation, games, played) in rows {
        sqlx::query(
            "INSERT INTO ratings (player, family, rating, deviation, volatility, games, played) \
             VALUES ($1, $2, $3, $4, 0.06, $5, $6)",
        )
        .bind(player.to_string())
        .bind(family)
        .bind(rating)
        .bind(deviation)
        .bind(games)
        .bind(played)
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    let ada = &mut players[0].0;
    let kalah = board(ada, "kalah").await;
    let listed: Vec<(u32, i32, i64)> = kalah.iter().map(|l| (l.1, l.2, l.3)).collect();
    assert_eq!(listed, [(1, 1700, 30), (2, 1650, 12)], "{kalah:?}");
    assert!(kalah[0].0.starts_with("Ada") && kalah[1].0.starts_with("Ed"));
    let oware = board(ada, "oware").await;
    assert_eq!(oware.len(), 1);
    assert!(oware[0].0.starts_with("Ed") && oware[0].2 == 2000);
    assert!(board(ada, "congklak").await.is_empty());
    // A day past the active window for Ada (played 31 days ago) and Ed (32): nobody is left on the board.
    now.fetch_add(ACTIVE_MS, Ordering::SeqCst);
    assert!(board(ada, "kalah").await.is_empty());
    ada.send(&Request::Leaderboard {
        family: "chess".to_string(),
    })
    .await;
    let code = ada
        .until(|reply| match reply {
            Reply::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await;
    assert_eq!(code, Code::BadGame);
    // A profile of an id nobody has is refused by what is missing.
    ada.send(&Request::Profile {
        player: Some(PlayerId::random()),
    })
    .await;
    assert_eq!(ada.error().await, Code::NoPlayer);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
