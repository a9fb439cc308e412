//! Congklak online, on a real server: a round's first holes chosen in secret and at once (the first chooser's
//! hole told to nobody until the other's is in), the match of rounds refereed to its end with the engine's own
//! replay agreeing at every action, the match rated once in Congklak's family, boards other than the usual one,
//! and the first holes' own time on a hand-set clock; Sungka's and Ô ăn quan's games refereed and rated in their own
//! families.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::engine::match_line::{Due, MatchLine};
use mancala::engine::together::{first_hole, next_hole};
use mancala::engine::{Level, Position, Side};
use mancala::server::ServerLimits;
use mancala::server::ids::{GameId, PlayerId, Token};
use mancala::server::protocol::{Code, Control, Outcome, Rated, Reason, Reply, Request};
use mancala::server::rating::{ByFamily, Shown};
use mancala::server::table::FIRST_HOLES_MS;

use super::{Client, server, sqlite};

/// Limits for whole matches played as fast as the test can send: every other limit as the operator's.
fn unhurried() -> ServerLimits {
    ServerLimits {
        per_second: 10_000.0,
        burst: 10_000.0,
        ..ServerLimits::default()
    }
}

/// The game a `game` reply begins: its id, the player's side and its start.
async fn begun(client: &mut Client) -> (GameId, Side, Position) {
    client
        .until(|reply| match reply {
            Reply::Game {
                game, you, start, ..
            } => Some((*game, *you, start.parse().unwrap())),
            _ => None,
        })
        .await
}

/// A private game of Congklak on `pits` holes of `seeds` (the usual board when `None`): both clients, South's
/// first, and the game.
async fn congklak_game(
    running: &mancala::server::Running,
    board: Option<(u8, u8)>,
    control: Control,
) -> ([Client; 2], GameId, Position) {
    let (mut ada, _, _) = Client::new_player(running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(running, "Bo").await;
    let code = ada
        .create_on(
            "congklak",
            board.map(|(pits, _)| pits),
            board.map(|(_, seeds)| seeds),
            control,
        )
        .await;
    bo.send(&Request::Join { code }).await;
    let (game, ada_side, start) = begun(&mut ada).await;
    let (_, bo_side, _) = begun(&mut bo).await;
    assert_eq!(bo_side, ada_side.opponent());
    let clients = match ada_side {
        Side::South => [ada, bo],
        Side::North => [bo, ada],
    };
    (clients, game, start)
}

/// A `play` of `game` at `ply`.
fn sow(game: GameId, ply: u32, pit: u8) -> Request {
    Request::Play { game, ply, pit }
}

/// Waits until `client` hears that `by` chose a first hole.
async fn first_hole_chosen(client: &mut Client, by: Side) {
    client
        .until(|reply| match reply {
            Reply::FirstHoleChosen { by: chosen, .. } => (*chosen == by).then_some(()),
            _ => None,
        })
        .await;
}

/// The next `moved`: its ply, pit and side.
async fn moved(client: &mut Client) -> (u32, u8, Side) {
    client
        .until(|reply| match reply {
            Reply::Moved { ply, pit, by, .. } => Some((*ply, *pit, *by)),
            _ => None,
        })
        .await
}

/// A ranked match of `rules` between Ada and Bo, both seeking: the clients and their tokens by side (South's
/// first), Ada's id, the game and its start.
async fn ranked_match(
    running: &mancala::server::Running,
    rules: &str,
) -> ([Client; 2], [Token; 2], PlayerId, GameId, Position) {
    let (mut ada, ada_id, ada_token) = Client::new_player(running, "Ada").await;
    let (mut bo, _, bo_token) = Client::new_player(running, "Bo").await;
    for client in [&mut ada, &mut bo] {
        client
            .send(&Request::Seek {
                ranked: true,
                control: Control::Untimed,
                rules: rules.into(),
            })
            .await;
    }
    let (game, ada_side, start) = begun(&mut ada).await;
    begun(&mut bo).await;
    let (clients, tokens) = match ada_side {
        Side::South => ([ada, bo], [ada_token, bo_token]),
        Side::North => ([bo, ada], [bo_token, ada_token]),
    };
    (clients, tokens, ada_id, game, start)
}

/// A player's ratings and rating histories, as their profile shows them.
async fn ratings_of(
    client: &mut Client,
    player: PlayerId,
) -> (ByFamily<Shown>, ByFamily<Vec<Rated>>) {
    client
        .send(&Request::Profile {
            player: Some(player),
        })
        .await;
    client
        .until(|reply| match reply {
            Reply::Profile {
                ratings, history, ..
            } => Some((*ratings, (**history).clone())),
            _ => None,
        })
        .await
}

/// Plays the match out from `line`, each player the engine's first hole and then its first legal hole, the
/// server's every `moved` checked against the engine's own replay; the result, and the rounds played.
async fn play_match(
    clients: &mut [Client; 2],
    game: GameId,
    mut line: MatchLine,
) -> (Outcome, usize) {
    loop {
        let ply = line.actions().len() as u32;
        match line.due() {
            Due::Over => break,
            Due::FirstHoles => {
                let board = line.board();
                let holes =
                    [Side::South, Side::North].map(|side| first_hole(&board, side).unwrap());
                // North chooses first here: South's hole is still at the opening's first ply.
                clients[1].send(&sow(game, ply + 1, holes[1])).await;
                for client in clients.iter_mut() {
                    let by = client
                        .until(|reply| match reply {
                            Reply::FirstHoleChosen { by, .. } => Some(*by),
                            _ => None,
                        })
                        .await;
                    assert_eq!(by, Side::North);
                }
                clients[0].send(&sow(game, ply, holes[0])).await;
                for client in clients.iter_mut() {
                    assert_eq!(moved(client).await, (ply, holes[0], Side::South));
                    assert_eq!(moved(client).await, (ply + 1, holes[1], Side::North));
                }
                line.play_first(holes[0], holes[1]).unwrap();
            }
            Due::Sow(side) | Due::Choose(side) => {
                let pit = (1..=line.board().pits())
                    .find(|&pit| {
                        let mut tried = line.clone();
                        tried.play(side, pit).is_ok()
                    })
                    .unwrap();
                clients[usize::from(side == Side::North)]
                    .send(&sow(game, ply, pit))
                    .await;
                for client in clients.iter_mut() {
                    assert_eq!(moved(client).await, (ply, pit, side));
                }
                line.play(side, pit).unwrap();
            }
        }
    }
    let result = clients[0].over().await;
    assert_eq!(result.reason, Reason::Board);
    assert_eq!(result.score, line.score());
    assert_eq!(result.winner, line.score().winner());
    (result, line.rounds_done().len() + 1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_congklak_match_is_refereed_round_by_round_and_rated_once() {
    let (database, dir) = sqlite("congklak-match");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, unhurried(), &now).await;
    let (mut clients, tokens, ada_id, game, start) = ranked_match(&running, "congklak").await;
    assert_eq!(
        start,
        Position::start_usual(mancala::engine::CONGKLAK, None, None).unwrap()
    );
    // Refusals before the first holes: a sowing out of turn is a stale ply, a burnt or absent hole illegal.
    clients[0].send(&sow(game, 1, 1)).await;
    assert_eq!(clients[0].error().await, Code::StalePly);
    clients[1].send(&sow(game, 1, 8)).await;
    assert_eq!(clients[1].error().await, Code::IllegalMove);
    // A first hole chosen twice: the second is refused, the first kept.
    clients[0].send(&sow(game, 0, 1)).await;
    for client in clients.iter_mut() {
        first_hole_chosen(client, Side::South).await;
    }
    clients[0].send(&sow(game, 0, 2)).await;
    assert_eq!(clients[0].error().await, Code::NotYourTurn);
    // Each player comes back on a second line meanwhile: South with its own first hole, North with the news,
    // straight after the game, that South's is in (which hole stays secret).
    for (index, side) in [(0, Side::South), (1, Side::North)] {
        let mut again = Client::connect(&running).await;
        again
            .send(&Request::Hello {
                version: 1,
                token: Some(tokens[index].clone()),
                name: None,
            })
            .await;
        let first_hole = again
            .until(|reply| match reply {
                Reply::Game { first_hole, .. } => Some(*first_hole),
                _ => None,
            })
            .await;
        assert_eq!(first_hole, (side == Side::South).then_some(1));
        if side == Side::North {
            let next = again.recv().await;
            assert!(
                matches!(
                    next,
                    Reply::FirstHoleChosen {
                        by: Side::South,
                        ..
                    }
                ),
                "{next:?}"
            );
        }
    }
    clients[1].send(&sow(game, 1, 7)).await;
    for client in clients.iter_mut() {
        assert_eq!(moved(client).await, (0, 1, Side::South));
        assert_eq!(moved(client).await, (1, 7, Side::North));
    }
    // The server starts again over the same database: the opening's holes come back with the game.
    running.stop().await;
    let running = server(&database, unhurried(), &now).await;
    let mut clients = [0, 1].map(|_| None::<Client>);
    for (index, token) in tokens.into_iter().enumerate() {
        let mut client = Client::connect(&running).await;
        client
            .send(&Request::Hello {
                version: 1,
                token: Some(token),
                name: None,
            })
            .await;
        let moves = client
            .until(|reply| match reply {
                Reply::Game {
                    moves, first_hole, ..
                } => Some((moves.clone(), *first_hole)),
                _ => None,
            })
            .await;
        assert_eq!(moves, (vec![1, 7], None));
        clients[index] = Some(client);
    }
    let mut clients = clients.map(Option::unwrap);
    // From there the rest of the match, every round of it.
    let mut line = MatchLine::new(start);
    line.play_first(1, 7).unwrap();
    let (result, rounds) = play_match(&mut clients, game, line).await;
    assert!(rounds >= 2, "a match of {rounds} rounds");
    let ratings = result.ratings.expect("a ranked match is rated");
    assert_ne!(ratings.south, ratings.north);
    // The match moved the Congklak ratings, and only them.
    let shown = ratings_of(&mut clients[0], ada_id).await;
    assert_ne!(shown.0.congklak.rating, 1500);
    assert_eq!(shown.0.kalah.rating, 1500);
    assert_eq!((shown.1.congklak.len(), shown.1.kalah.len()), (1, 0));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_congklak_board_is_played_and_its_first_holes_have_their_own_time() {
    let (database, dir) = sqlite("congklak-boards");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, unhurried(), &now).await;
    // A small board, played out casually: no rating moves.
    let (mut clients, game, start) = congklak_game(&running, Some((5, 5)), Control::Untimed).await;
    assert_eq!((start.pits(), start.seeds(Side::North, 5)), (5, 5));
    let (result, _) = play_match(&mut clients, game, MatchLine::new(start)).await;
    assert_eq!(result.ratings, None);
    // On the clock: while the first holes are chosen the clocks stand, and a player who has not chosen when
    // the time for it is up loses the match on time.
    let (mut clients, game, _) = congklak_game(&running, None, Control::Blitz).await;
    clients[1].send(&sow(game, 1, 3)).await;
    clients[0]
        .until(|reply| matches!(reply, Reply::FirstHoleChosen { .. }).then_some(()))
        .await;
    now.fetch_add(FIRST_HOLES_MS - 1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let clocks = running.hub.clocks(game).await.unwrap();
    assert_eq!(clocks.running, None, "no clock runs while both choose");
    assert_eq!(clocks.left_ms.south, 180_000);
    now.fetch_add(1, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let result = clients[1].over().await;
    assert_eq!(
        (result.reason, result.winner),
        (Reason::Time, Some(Side::North))
    );
    // Neither chose: no result.
    let (mut clients, _, _) = congklak_game(&running, Some((9, 9)), Control::Rapid).await;
    now.fetch_add(FIRST_HOLES_MS, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let result = clients[0].over().await;
    assert_eq!((result.reason, result.winner), (Reason::Aborted, None));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_congklak_seeker_is_offered_otto_who_chooses_its_first_holes_in_secret() {
    let (database, dir) = sqlite("congklak-otto");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let limits = ServerLimits {
        otto_move_time: std::time::Duration::from_millis(20),
        ..unhurried()
    };
    let running = server(&database, limits, &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    // A Congklak seeker alone is offered Otto, as any seeker is.
    ada.send(&Request::Seek {
        ranked: false,
        control: Control::Untimed,
        rules: "congklak".into(),
    })
    .await;
    ada.until(|reply| matches!(reply, Reply::Seeking { .. }).then_some(()))
        .await;
    now.fetch_add(
        ServerLimits::default().otto_after.as_millis() as i64,
        Ordering::SeqCst,
    );
    running.hub.check_clocks().await;
    let offered = ada
        .until(|reply| match reply {
            Reply::OttoOffered { rules, .. } => Some(rules.clone()),
            _ => None,
        })
        .await;
    assert_eq!(offered, "congklak");
    ada.send(&Request::PlayOtto {
        rules: "congklak".into(),
        control: Control::Untimed,
        level: Some(Level::Hard),
    })
    .await;
    let (game, me, start) = begun(&mut ada).await;
    let mut line = MatchLine::new(start);
    loop {
        let ply = line.actions().len() as u32;
        match line.due() {
            Due::Over => break,
            Due::FirstHoles => {
                // Ada's first hole; Otto's comes in secret, before or after hers.
                let mine = first_hole(&line.board(), me).unwrap();
                ada.send(&sow(game, ply + u32::from(me == Side::North), mine))
                    .await;
                let (south, north) = (moved(&mut ada).await, moved(&mut ada).await);
                assert_eq!(
                    (south.0, south.2, north.0, north.2),
                    (ply, Side::South, ply + 1, Side::North)
                );
                assert_eq!(if me == Side::South { south.1 } else { north.1 }, mine);
                line.play_first(south.1, north.1).unwrap();
            }
            Due::Choose(side) | Due::Sow(side) if side == me => {
                let pit = match line.opening_phase() {
                    Some(phase) => next_hole(phase, me).unwrap(),
                    None => line.board().legal_moves().next().unwrap(),
                };
                ada.send(&sow(game, ply, pit)).await;
                assert_eq!(moved(&mut ada).await, (ply, pit, me));
                line.play(me, pit).unwrap();
            }
            Due::Choose(otto) | Due::Sow(otto) => {
                let (at, pit, by) = moved(&mut ada).await;
                assert_eq!((at, by), (ply, otto), "Otto plays its own turns");
                line.play(otto, pit).unwrap();
            }
        }
    }
    let result = ada.over().await;
    assert_eq!((result.score, result.ratings), (line.score(), None));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Sungka online: two seekers of `sungka` meet, the server referees the match of rounds to its end by Sungka's
/// own rules (the engine's replay agreeing at every action), and only the Sungka ratings move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sungka_match_is_refereed_to_its_end_and_rated_in_sungka_alone() {
    let (database, dir) = sqlite("sungka-match");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, unhurried(), &now).await;
    let (mut clients, _, ada_id, game, start) = ranked_match(&running, "sungka").await;
    assert_eq!(
        start,
        Position::start_usual(mancala::engine::SUNGKA, None, None).unwrap()
    );
    let (result, _) = play_match(&mut clients, game, MatchLine::new(start)).await;
    assert!(result.ratings.is_some(), "a ranked match is rated");
    let (ratings, history) = ratings_of(&mut clients[0], ada_id).await;
    assert_ne!(ratings.sungka.rating, 1500);
    assert_eq!(ratings.congklak.rating, 1500);
    assert_eq!((history.sungka.len(), history.congklak.len()), (1, 0));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Ô ăn quan online: two seekers of `oanquan` meet, every sowing (a square and a way: moves 6 to 10 sow to the
/// left) is refereed to the game's end with the engine's replay agreeing, and only the Ô ăn quan ratings move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oanquan_game_is_refereed_square_and_way_to_its_end_and_rated_in_oanquan_alone() {
    let (database, dir) = sqlite("oanquan-match");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, unhurried(), &now).await;
    let (mut clients, _, ada_id, game, start) = ranked_match(&running, "oanquan").await;
    assert_eq!(
        start,
        Position::start_usual(mancala::engine::Rules::quan()[0], None, None).unwrap()
    );
    let mut position = start;
    let mut ply = 0u32;
    let mut went_left = 0;
    while !position.is_over() {
        let moves: Vec<u8> = position.legal_moves().collect();
        let mv = moves[(ply as usize * 7 + 3) % moves.len()];
        went_left += usize::from(mv > 5);
        let side = position.to_move();
        clients[usize::from(side == Side::North)]
            .send(&sow(game, ply, mv))
            .await;
        for client in clients.iter_mut() {
            assert_eq!(moved(client).await, (ply, mv, side));
        }
        position = position.play(mv).unwrap().0;
        ply += 1;
    }
    assert!(went_left > 0, "some sowings go to the left");
    let result = clients[0].over().await;
    assert_eq!(result.reason, Reason::Board);
    assert_eq!(result.score, position.score());
    assert!(result.ratings.is_some(), "a ranked game is rated");
    let (ratings, history) = ratings_of(&mut clients[0], ada_id).await;
    assert_ne!(ratings.oanquan.rating, 1500);
    assert_eq!(
        (ratings.kalah.rating, ratings.congklak.rating),
        (1500, 1500)
    );
    assert_eq!((history.oanquan.len(), history.kalah.len()), (1, 0));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
