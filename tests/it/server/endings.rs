//! Endings and ratings in the database, tried for real: an ending stored twice or many at once moves the
//! ratings once (SQLite and PostgreSQL), a sowing whose commit reported failure is told and not refused, and the
//! migration carries an Elo rating over to Glicko-2 with a wide deviation.

use std::sync::Arc;
use std::sync::atomic::AtomicI64;

use mancala::engine::{BySide, Family, Position, Side};
use mancala::server::ids::{GameId, PlayerId};
use mancala::server::protocol::{Control, Reply, Request};
use mancala::server::rating::{Glicko, after_game};
use mancala::server::table::Table;
use mancala::server::{ServerLimits, Store};

use super::{private_game, seat, server, sqlite};

/// Two seated players made in `store`, and a ranked game between them in play.
async fn ranked_game(store: &Store, now: i64) -> Table {
    let mut ids = Vec::new();
    for _ in 0..2 {
        let id = PlayerId::random();
        let player = mancala::server::store::Player {
            id,
            name: super::unique("Rated"),
            games: 0,
        };
        store
            .new_player(&player, &id.to_string(), &id.to_string(), now)
            .await
            .unwrap();
        ids.push(id);
    }
    let mut table = Table::new(GameId::random(), Position::standard(), Control::Rapid, true);
    table.sit(seat(ids[0]), now).unwrap();
    table.sit(seat(ids[1]), now).unwrap();
    store.new_game(&table, None).await.unwrap();
    table
}

/// An ending committed twice (a retry after an unclear answer) moves the ratings once; many endings at once
/// among the same players lose no change of rating and do not deadlock.
async fn endings_rate_once(database: &str) {
    let store = Store::open(database).await.unwrap();
    let mut table = ranked_game(&store, 5).await;
    let loser = table.players().south.unwrap();
    table.resign(loser, 10).unwrap();
    let first = store.finished(&table, 10).await.unwrap();
    let again = store.finished(&table, 11).await.unwrap();
    assert_eq!(first, again);
    let player = |id: PlayerId| {
        let store = &store;
        async move { store.player(id).await.unwrap().unwrap() }
    };
    let history = |id: PlayerId| {
        let store = &store;
        async move { store.history(id, Family::Kalah, 1000).await.unwrap() }
    };
    let south = player(loser).await;
    assert_eq!(south.games, 1, "counted once");
    assert_eq!(history(loser).await.len(), 1, "rated once");
    let glicko = store.glicko(loser, Family::Kalah, 10).await.unwrap();
    assert_eq!(glicko.shown().rating, first.unwrap().south);
    let expected = after_game(BySide::new(Glicko::FIRST, Glicko::FIRST), Some(Side::North));
    assert_eq!(glicko, expected.south);
    // One player against eight at once, every game ending at the same moment, in both seat orders.
    let hub_player = table.players().north.unwrap();
    let mut games = Vec::new();
    for index in 0..8 {
        let mut game = ranked_game(&store, 20).await;
        // The eight opponents are new; the one player takes the other seat, South or North by turns.
        game.seats.north = Some(seat(hub_player));
        if index % 2 == 1 {
            game.seats = game.seats.clone().swapped();
        }
        store.seated(&game).await.unwrap();
        let resigner = game.players().south.unwrap();
        game.resign(resigner, 30).unwrap();
        games.push(game);
    }
    let before = player(hub_player).await;
    let endings =
        futures_util::future::join_all(games.iter().map(|game| store.finished(game, 30))).await;
    assert!(endings.iter().all(Result::is_ok), "{endings:?}");
    let after = player(hub_player).await;
    assert_eq!(after.games, before.games + 8, "every game counted");
    // Every ending rated in turn: each read the rating the one before left (grown by the time since), so the
    // history is a chain of Glicko-2 updates, one a game, and the rating kept is its last link.
    let chain = history(hub_player).await;
    assert_eq!(chain.len(), 9, "{chain:?}");
    let mut rating = Glicko::FIRST;
    let mut rated = vec![table.id];
    let mut last = None;
    for link in &chain {
        // The deviation grows in the time between two games (here 20 ms: a little).
        if let Some(last) = last {
            rating = rating.after_idle(link.at - last);
        }
        last = Some(link.at);
        let game = games
            .iter()
            .chain([&table])
            .find(|game| game.id == link.game)
            .unwrap();
        rated.push(game.id);
        let side = game.side_of(hub_player).unwrap();
        let mut before = BySide::new(Glicko::FIRST, Glicko::FIRST);
        before[side] = rating;
        rating = after_game(before, game.finish.unwrap().winner())[side];
        assert_eq!(
            (link.rating, link.deviation),
            (rating.rating, rating.deviation)
        );
    }
    rated.sort();
    rated.dedup();
    assert_eq!(rated.len(), 9, "every game once");
    assert_eq!(
        store.glicko(hub_player, Family::Kalah, 30).await.unwrap(),
        rating
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endings_move_ratings_once_on_sqlite() {
    let (database, dir) = sqlite("rate-once");
    endings_rate_once(&database).await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endings_move_ratings_once_on_postgres() {
    let Some(url) = super::postgres() else {
        return;
    };
    endings_rate_once(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sowing_stored_by_a_commit_that_reported_failure_is_told_not_refused() {
    let (database, dir) = sqlite("duplicate");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut clients, game) = private_game(&running, Control::Untimed).await;
    let south = clients
        .iter()
        .position(|(_, side)| *side == Side::South)
        .unwrap();
    // The database holds South's first sowing already, as after a commit that took but answered an
    // error: the journal's insert meets the primary key.
    let pool = sqlx::SqlitePool::connect(&database).await.unwrap();
    sqlx::query("INSERT INTO moves (game, ply, pit, played) VALUES ($1, 0, 1, 1000000)")
        .bind(game.to_string())
        .execute(&pool)
        .await
        .unwrap();
    clients[south]
        .0
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 1,
        })
        .await;
    let told = clients[south]
        .0
        .until(|reply| match reply {
            Reply::Moved { ply: 0, .. } => Some(Ok(())),
            Reply::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await;
    assert_eq!(told, Ok(()), "the stored sowing is told");
    // And the game goes on: North's sowing is taken as usual.
    let north = 1 - south;
    clients[north]
        .0
        .send(&Request::Play {
            game,
            ply: 1,
            pit: 1,
        })
        .await;
    clients[north]
        .0
        .until(|reply| matches!(reply, Reply::Moved { ply: 1, .. }).then_some(()))
        .await;
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// A database from before Glicko-2: the players' one Elo rating is carried over to Kalah and Oware with a wide
/// deviation by the migration; a player who never played a rated game keeps the first rating everywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_migration_carries_an_elo_rating_over_with_a_wide_deviation() {
    let (database, dir) = sqlite("carried");
    // The migrations as they were: the first two alone.
    let old = dir.join("old-migrations");
    std::fs::create_dir_all(&old).unwrap();
    for name in [
        "0001_players_and_games.sql",
        "0002_names_ratings_and_indexes.sql",
    ] {
        std::fs::copy(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("crates/server/migrations")
                .join(name),
            old.join(name),
        )
        .unwrap();
    }
    let pool = sqlx::SqlitePool::connect(&database).await.unwrap();
    sqlx::migrate::Migrator::new(old.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    let (rated, new) = (PlayerId::random(), PlayerId::random());
    for (id, rating, games) in [(rated, 1317.5, 12_i64), (new, 1200.0, 0)] {
        sqlx::query(
            "INSERT INTO players (id, name, name_key, token_hash, rating, games, created) \
             VALUES ($1, $2, $3, $4, $5, $6, 1000)",
        )
        .bind(id.to_string())
        .bind(id.to_string())
        .bind(id.to_string())
        .bind(format!("{id} token"))
        .bind(rating)
        .bind(games)
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    let store = Store::open(&database).await.unwrap();
    let at_migration = store.glickos(rated, 1000).await.unwrap();
    for family in [Family::Kalah, Family::Oware] {
        let glicko = at_migration[family];
        assert_eq!((glicko.rating, glicko.deviation), (1317.5, 250.0));
        assert!(glicko.is_provisional());
    }
    assert_eq!(at_migration.congklak, Glicko::FIRST);
    assert_eq!(store.glickos(new, 1000).await.unwrap().kalah, Glicko::FIRST);
    let _ = std::fs::remove_dir_all(dir);
}
