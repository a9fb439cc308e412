//! What the server keeps: a server killed outright loses no sowing it told, a dropped player's clock runs on
//! and their token brings the game back, an unused code is forgotten after a day even over a restart, and the
//! sowings of many games are stored together (SQLite and PostgreSQL).

use super::*;

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
        assert_eq!(back.table.moves(), expected.moves(), "game {n}'s sowings");
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
    let Some(url) = super::postgres() else {
        return;
    };
    sowings_wait_and_commit_together(&url).await;
}
