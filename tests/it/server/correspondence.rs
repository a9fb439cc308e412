//! Games by correspondence on a hand-set clock: days a sowing, fresh after each, over simulated days and a
//! restart of the server in the middle (the days run on from the last sowing); the side that lets its days run
//! out loses on time. A player's game is given back when asked for (`resume`), to them alone.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::engine::{BySide, Side};
use mancala::server::ServerLimits;
use mancala::server::protocol::{Code, Control, Reason, Reply, Request};

use super::{Client, game_of, server, sqlite};

const HOUR: i64 = 60 * 60 * 1000;
const DAY: i64 = 24 * HOUR;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_three_days_a_sowing_lasts_across_days_and_a_restart() {
    let (database, dir) = sqlite("correspondence");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, ada_token) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, bo_token) = Client::new_player(&running, "Bo").await;
    let code = ada.create("kalah", Control::ThreeDays).await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    bo.until(game_of).await;
    let clocks = running.hub.clocks(game).await.unwrap();
    assert_eq!(clocks.left_ms, BySide::new(3 * DAY, 3 * DAY));
    let ((mut south, _), (mut north, north_token)) = match ada_side {
        Side::South => ((ada, ada_token), (bo, bo_token)),
        Side::North => ((bo, bo_token), (ada, ada_token)),
    };
    // South thinks two and a half days, then sows pit 2 (no extra turn): North's three days start whole.
    now.fetch_add(2 * DAY + 12 * HOUR, Ordering::SeqCst);
    running.hub.check_clocks().await;
    south
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 2,
        })
        .await;
    north
        .until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
        .await;
    let clocks = running.hub.clocks(game).await.unwrap();
    assert_eq!(clocks.running, Some(Side::North));
    assert_eq!(
        clocks.left_ms,
        BySide::new(3 * DAY, 3 * DAY),
        "fresh after a sowing"
    );
    // A day passes; the server stops and starts again over the same database: the game comes back, and the day
    // before the restart counts (North's turn began at South's sowing).
    now.fetch_add(DAY, Ordering::SeqCst);
    running.stop().await;
    drop((south, north));
    let running = server(&database, ServerLimits::default(), &now).await;
    let clocks = running.hub.clocks(game).await.expect("the game is back");
    assert_eq!(
        (clocks.running, clocks.left_ms.north),
        (Some(Side::North), 2 * DAY)
    );
    // North comes back to it, with its two days left, and lets them run out.
    let mut north = Client::connect(&running).await;
    north
        .send(&Request::Hello {
            version: 1,
            token: Some(north_token),
            name: None,
        })
        .await;
    let given = north
        .until(|reply| match reply {
            Reply::Game {
                game: id, clocks, ..
            } => Some((*id, *clocks)),
            _ => None,
        })
        .await;
    assert_eq!(given, (game, clocks));
    // Asked for again (a player opening one of their games by correspondence), it is given back again; to
    // anyone else it is no game of theirs.
    north.send(&Request::Resume { game }).await;
    let again = north
        .until(|reply| match reply {
            Reply::Game { game: id, .. } => Some(*id),
            _ => None,
        })
        .await;
    assert_eq!(again, game);
    let (mut stranger, _, _) = Client::new_player(&running, "Cy").await;
    stranger.send(&Request::Resume { game }).await;
    assert_eq!(stranger.error().await, Code::NoGame);
    now.fetch_add(2 * DAY - 1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert!(
        running.hub.clocks(game).await.is_some(),
        "a millisecond left"
    );
    now.fetch_add(1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let result = north.over().await;
    assert_eq!(
        (result.reason, result.winner),
        (Reason::Time, Some(Side::South))
    );
    north.send(&Request::Resume { game }).await;
    assert_eq!(
        north.error().await,
        Code::NoGame,
        "an ended game is not resumed"
    );
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// A vacation stops one's clock in one's correspondence games, lasts across a restart, may end early, and
/// counts the days begun against fourteen a year.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_one_s_clock_and_counts_against_fourteen_days() {
    let (database, dir) = sqlite("vacation");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, ada_token) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, bo_token) = Client::new_player(&running, "Bo").await;
    let code = ada.create("kalah", Control::Day).await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, _) = ada.until(game_of).await;
    bo.until(game_of).await;
    let ((mut south, south_token), mut north) = match ada_side {
        Side::South => ((ada, ada_token), bo),
        Side::North => ((bo, bo_token), ada),
    };
    // South, to move, goes away after six hours for three days; both are told, with the clocks.
    now.fetch_add(6 * HOUR, Ordering::SeqCst);
    south.send(&Request::Vacation { days: 3 }).await;
    let vacation = |reply: &Reply| match reply {
        Reply::Vacation { until, days_left } => Some((*until, *days_left)),
        _ => None,
    };
    let away = 1_000_000 + 6 * HOUR;
    assert_eq!(south.until(vacation).await, (away + 3 * DAY, 11));
    let told = north
        .until(|reply| match reply {
            Reply::Away { by, clocks, .. } => Some((*by, clocks.left_ms[Side::South])),
            _ => None,
        })
        .await;
    assert_eq!(told, (Side::South, 18 * HOUR));
    south.send(&Request::Vacation { days: 2 }).await;
    assert_eq!(south.error().await, Code::Limit, "one vacation at a time");
    // Two days on (a day's sowing would be long gone) and a restart: the game is on, South's clock stood still.
    now.fetch_add(2 * DAY, Ordering::SeqCst);
    running.hub.check_clocks().await;
    running.stop().await;
    drop((south, north));
    let running = server(&database, ServerLimits::default(), &now).await;
    running.hub.check_clocks().await;
    let clocks = running.hub.clocks(game).await.expect("the game is on");
    assert_eq!(clocks.left_ms[Side::South], 18 * HOUR);
    // An hour later South comes back: three days begun, eleven left; the clock runs from now.
    now.fetch_add(HOUR, Ordering::SeqCst);
    let mut south = Client::connect(&running).await;
    south
        .send(&Request::Hello {
            version: 1,
            token: Some(south_token),
            name: None,
        })
        .await;
    south.send(&Request::Vacation { days: 0 }).await;
    let back = 1_000_000 + 6 * HOUR + 2 * DAY + HOUR;
    assert_eq!(south.until(vacation).await, (back, 11));
    south.send(&Request::Vacation { days: 0 }).await;
    assert_eq!(south.error().await, Code::NoOffer, "back already");
    now.fetch_add(18 * HOUR - 1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let clocks = running.hub.clocks(game).await.expect("still on");
    assert_eq!(clocks.left_ms[Side::South], 1);
    now.fetch_add(1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let result = south
        .until(|reply| match reply {
            Reply::Over { result, .. } => Some(result.clone()),
            _ => None,
        })
        .await;
    assert_eq!(
        (result.reason, result.winner),
        (Reason::Time, Some(Side::North))
    );
    // Twelve days more is past the allowance; eleven is the rest of it.
    south.send(&Request::Vacation { days: 12 }).await;
    assert_eq!(south.error().await, Code::Limit);
    south.send(&Request::Vacation { days: 11 }).await;
    let (_, left) = south.until(vacation).await;
    assert_eq!(left, 0);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// A glance gives a player's games back, with whose move each is, without counting them online; its line takes
/// nothing but a glance or a hello; an unknown token is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_glance_tells_each_game_and_whose_move_without_coming_online() {
    use mancala::engine::Family;
    use mancala::server::client::Address;
    use mancala::server::glance::{GlanceError, glance};
    use mancala::server::ids::Token;

    let (database, dir) = sqlite("glance");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, bo_id, bo_token) = Client::new_player(&running, "Bo").await;
    let mut games = Vec::new();
    for (rules, control) in [("kalah", Control::Day), ("oware", Control::Week)] {
        let code = ada.create(rules, control).await;
        bo.send(&Request::Join { code }).await;
        let (game, bo_side, _) = bo.until(game_of).await;
        ada.until(game_of).await;
        games.push((game, bo_side, control));
    }
    drop(bo);
    for _ in 0..100 {
        if !running.hub.is_online(bo_id) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(!running.hub.is_online(bo_id), "Bo has left");
    let address = Address::parse(&running.address.to_string()).unwrap();
    let glanced = glance(&address, &bo_token).await.unwrap();
    assert_eq!(glanced.len(), 2);
    for ((game, bo_side, control), family) in games.iter().zip([Family::Kalah, Family::Oware]) {
        let seen = glanced
            .iter()
            .find(|seen| seen.id == *game)
            .expect("each game");
        assert_eq!(seen.you, *bo_side);
        assert_eq!(seen.your_move, *bo_side == Side::South, "South sows first");
        assert!(seen.opponent.starts_with("Ada "), "{}", seen.opponent);
        assert_eq!((seen.family, seen.control), (Some(family), *control));
        let days = if *control == Control::Day { 1 } else { 7 };
        assert_eq!(seen.left_ms, days * DAY, "a whole sowing's days");
    }

    // Ada sows where she is South: now it is Bo's move there too.
    let (kalah, bo_side, _) = games[0];
    if bo_side == Side::North {
        ada.send(&Request::Play {
            game: kalah,
            ply: 0,
            pit: 2,
        })
        .await;
        ada.until(|reply| matches!(reply, Reply::Moved { .. }).then_some(()))
            .await;
    }
    let glanced = glance(&address, &bo_token).await.unwrap();
    assert!(
        glanced
            .iter()
            .find(|seen| seen.id == kalah)
            .unwrap()
            .your_move
    );

    // The glance's own line: the games, `glanced`, and Bo is still not online while it is open; it asks
    // nothing else.
    let mut look = Client::connect(&running).await;
    look.send(&Request::Glance {
        version: 1,
        token: bo_token.clone(),
    })
    .await;
    let told = look
        .until(|reply| match reply {
            Reply::Glanced { games } => Some(*games),
            _ => None,
        })
        .await;
    assert_eq!(told, 2);
    assert!(!running.hub.is_online(bo_id), "a glance is not online");
    look.send(&Request::Resume { game: kalah }).await;
    match look.recv().await {
        Reply::Error { code, .. } => assert_eq!(code, Code::Hello),
        other => panic!("not refused: {other:?}"),
    }

    // Once hello is said, a glance is refused: it is instead of hello, not after it.
    let mut said = Client::connect(&running).await;
    said.send(&Request::Hello {
        version: 1,
        token: Some(bo_token.clone()),
        name: None,
    })
    .await;
    said.until(|reply| matches!(reply, Reply::Welcome { .. }).then_some(()))
        .await;
    said.send(&Request::Glance {
        version: 1,
        token: bo_token.clone(),
    })
    .await;
    let refused = said
        .until(|reply| match reply {
            Reply::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await;
    assert_eq!(refused, Code::Hello);

    match glance(&address, &Token::random()).await {
        Err(GlanceError::Refused(code, _)) => assert_eq!(code, Code::BadToken),
        other => panic!("an unknown token glanced: {other:?}"),
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
