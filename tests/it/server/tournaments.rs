//! Tournaments on a real server over real sockets, on a hand-set clock: a whole eight-player arena of bots
//! (pairings, streaks, berserk, the final standings computed here from the games played), a whole five-round
//! Swiss of nine (no pair twice, a bye each at most, the tie-breaks computed here by hand), a private
//! tournament found only by its code, and a tournament that outlives a restart of its server.

use std::collections::{BTreeMap, BTreeSet};

use mancala::server::ids::TournamentId;
use mancala::server::protocol::SystemName;
use mancala::server::tournament::arena::BERSERK_SOWINGS;
use mancala::server::tournament::event::{ROUND_GAP_MS, Status};
use mancala::server::tournament::view::{Mark, View};

use super::*;

/// A bot: its connection, its player, and its number (the lower, the stronger, in this test's plans).
struct Bot {
    client: Client,
    id: PlayerId,
    token: Token,
}

async fn bots(running: &Running, count: usize) -> Vec<Bot> {
    let mut bots = Vec::new();
    for n in 0..count {
        let (client, id, token) = Client::new_player(running, &format!("Bot{n}")).await;
        bots.push(Bot { client, id, token });
    }
    bots
}

/// Room for the test's players, and for a desk that asks for the page again and again while it waits.
fn limits_for(players: u32) -> ServerLimits {
    ServerLimits {
        players_per_hour: players + 4,
        per_second: 1_000.0,
        burst: 1_000.0,
        ..ServerLimits::default()
    }
}

/// A connection of a bot's by its token, once welcomed: a second one that asks for pages while the bots
/// play, or the bot's own after a restart.
async fn open_desk(running: &Running, token: &Token) -> Client {
    let mut desk = Client::connect(running).await;
    desk.send(&Request::Hello {
        version: 1,
        token: Some(token.clone()),
        name: None,
    })
    .await;
    desk.until(|reply| matches!(reply, Reply::Welcome { .. }).then_some(()))
        .await;
    desk
}

/// The page a reply carries.
fn page(reply: &Reply) -> Option<View> {
    match reply {
        Reply::Tournament(view) => Some((**view).clone()),
        _ => None,
    }
}

/// Makes a private tournament; its page.
async fn create(
    client: &mut Client,
    system: SystemName,
    minutes: Option<u32>,
    rounds: Option<u32>,
    starts_in: u32,
) -> View {
    client
        .send(&Request::CreateTournament {
            name: "Friday test".into(),
            system,
            minutes,
            rounds,
            misses_allowed: Some(1),
            rules: "kalah".into(),
            control: Control::Blitz,
            starts_in,
        })
        .await;
    client.until(page).await
}

/// Every bot but the first joins by the first's code, typed as a person would.
async fn all_join(bots: &mut [Bot], code: &str) {
    let typed = format!("{}-{}", &code[..5], &code[5..]).to_lowercase();
    for bot in bots.iter_mut().skip(1) {
        bot.client
            .send(&Request::JoinTournament {
                tournament: None,
                code: Some(typed.clone()),
            })
            .await;
        let view = bot.client.until(page).await;
        assert!(view.joined);
    }
}

/// Asks for the page until `done` holds for it: a game's end reaches the tournament through the server's own
/// task, a moment after the players are told.
async fn page_when(client: &mut Client, id: TournamentId, done: impl Fn(&View) -> bool) -> View {
    for _ in 0..500 {
        client.send(&Request::Tournament { tournament: id }).await;
        let view = client.until(page).await;
        if done(&view) {
            return view;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the tournament's page never showed what was waited for");
}

/// The games a page's standings hold (each is in two sheets; a bye in one).
fn games_scored(view: &View) -> usize {
    let cells: usize = view
        .standings
        .iter()
        .map(|place| place.sheet.iter().filter(|c| c.mark != Mark::Bye).count())
        .sum();
    cells / 2
}

/// A tournament's game as its players are told of it: its id, and the bots (by index) South and North.
#[derive(Clone, Copy, Debug)]
struct Dealt {
    game: GameId,
    south: usize,
    north: usize,
}

/// Each bot's next tournament game (`of`: which of the bots are expected to have one).
async fn dealt(bots: &mut [Bot], of: &[usize], tournament: TournamentId) -> Vec<Dealt> {
    let mut seen: BTreeMap<GameId, [Option<usize>; 2]> = BTreeMap::new();
    for &n in of {
        let (game, side) = bots[n]
            .client
            .until(|reply| match reply {
                Reply::Game {
                    game,
                    you,
                    tournament: Some(t),
                    moves,
                    ..
                } if *t == tournament && moves.is_empty() => Some((*game, *you)),
                _ => None,
            })
            .await;
        seen.entry(game).or_default()[usize::from(side == Side::North)] = Some(n);
    }
    seen.into_iter()
        .map(|(game, [south, north])| Dealt {
            game,
            south: south.expect("a South"),
            north: north.expect("a North"),
        })
        .collect()
}

/// How the test ends a game once its sowings are made: a side wins by the other's resignation, or the two
/// agree a draw.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Plan {
    Wins(Side),
    Draw,
}

/// What a game came to: the winner (none for a draw), each side's sowings, and the clocks at the end.
struct Played {
    winner: Option<Side>,
    sowings: BySide<usize>,
    clocks: mancala::server::protocol::Clocks,
}

/// Plays a game: each side its fullest pit until `enough` says the sowings suffice (or the board ends
/// it), then the plan.
async fn play_game(
    bots: &mut [Bot],
    dealt: Dealt,
    enough: impl Fn(&BySide<usize>, usize) -> bool,
    plan: Plan,
) -> Played {
    let [south, north] = bots.get_disjoint_mut([dealt.south, dealt.north]).unwrap();
    let mut clients = BySide::new(&mut south.client, &mut north.client);
    let game = dealt.game;
    let mut position = Position::standard();
    let mut sowings = BySide::new(0, 0);
    let mut clocks = None;
    let mut ply = 0;
    while !position.is_over() && !enough(&sowings, ply as usize) {
        let mover = position.to_move();
        // The fullest pit: a game of such sowings lasts long enough for its plan.
        let pit = (1..=position.pits())
            .filter(|&pit| position.legal_moves().contains(pit))
            .max_by_key(|&pit| (position.seeds(mover, pit), std::cmp::Reverse(pit)))
            .unwrap();
        clients[mover].send(&Request::Play { game, ply, pit }).await;
        for side in Side::BOTH {
            clocks = Some(
                clients[side]
                    .until(|reply| match reply {
                        Reply::Moved {
                            ply: at, clocks, ..
                        } if *at == ply => Some(*clocks),
                        _ => None,
                    })
                    .await,
            );
        }
        position = position.play(pit).unwrap().0;
        sowings[mover] += 1;
        ply += 1;
    }
    if !position.is_over() {
        match plan {
            Plan::Wins(winner) => {
                clients[winner.opponent()]
                    .send(&Request::Resign { game })
                    .await
            }
            Plan::Draw => {
                clients[Side::South]
                    .send(&Request::OfferDraw { game })
                    .await;
                clients[Side::North]
                    .until(|reply| matches!(reply, Reply::DrawOffered { .. }).then_some(()))
                    .await;
                clients[Side::North]
                    .send(&Request::AcceptDraw { game })
                    .await;
            }
        }
    }
    let mut winner = None;
    for side in Side::BOTH {
        winner = clients[side]
            .until(|reply| match reply {
                Reply::Over { game: g, result } if *g == game => Some(result.winner),
                _ => None,
            })
            .await;
    }
    Played {
        winner,
        sowings,
        clocks: clocks.expect("a sowing was made"),
    }
}

/// A game of a bot's, as the test saw it: the opponent, the result for the bot, and whether a berserk of its
/// earned the extra point.
#[derive(Clone, Copy, Debug)]
struct Kept {
    opponent: usize,
    result: Mark,
    berserk: bool,
}

/// Arena points for a bot's games, computed here: 2 a win, 1 a draw, doubled after two wins in a row, one
/// more for a berserk win.
fn arena_points(games: &[Kept]) -> Vec<(u32, bool)> {
    let mut wins_in_a_row = 0;
    games
        .iter()
        .map(|game| {
            let fire = wins_in_a_row >= 2;
            let base = match game.result {
                Mark::Win => 2,
                Mark::Draw => 1,
                _ => 0,
            };
            let berserk = u32::from(game.result == Mark::Win && game.berserk);
            wins_in_a_row = if game.result == Mark::Win {
                wins_in_a_row + 1
            } else {
                0
            };
            (base * if fire { 2 } else { 1 } + berserk, fire)
        })
        .collect()
}

fn mark_for(winner: Option<Side>, side: Side) -> Mark {
    match winner {
        None => Mark::Draw,
        Some(w) if w == side => Mark::Win,
        Some(_) => Mark::Loss,
    }
}

const STEP_MS: i64 = 60_000;

/// Eight bots in a ten-minute arena of 3+2, a minute of the hand-set clock a round of games: every game
/// ends, its players are paired again at once and never with the opponent just met; bot 0 and bot 3 go
/// berserk in every game and play on (their clocks halved, no increment, a berserk win one more), bot 5 goes
/// berserk and its games end after two sowings (no extra point); the lower-numbered bot wins unless the
/// numbers sum to a multiple of five (a draw). The final standings are the points computed here.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_eight_player_arena_of_bots_plays_to_its_standings() {
    let (database, dir) = sqlite("arena");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, limits_for(8), &now).await;
    let mut bots = bots(&running, 8).await;
    let view = create(&mut bots[0].client, SystemName::Arena, Some(10), None, 60).await;
    assert_eq!(
        (view.summary.status, view.summary.players),
        (Status::Upcoming, 1)
    );
    assert!(view.berserk, "3+2 has an increment to give up");
    let id = view.summary.tournament;
    let code = view.code.expect("its maker sees the code").to_string();
    all_join(&mut bots, &code).await;
    let mut desk = open_desk(&running, &bots[0].token).await;

    now.fetch_add(60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let starts = now.load(Ordering::SeqCst);
    let ends = starts + 10 * 60_000;
    let everyone: Vec<usize> = (0..8).collect();
    let mut kept: Vec<Vec<Kept>> = vec![Vec::new(); 8];
    let mut games_ended = 0;
    let mut round = 0;
    loop {
        let deals = dealt(&mut bots, &everyone, id).await;
        assert_eq!(deals.len(), 4, "all eight are paired");
        round += 1;
        for deal in &deals {
            for (me, them) in [(deal.south, deal.north), (deal.north, deal.south)] {
                let last = kept[me].last().map(|k| k.opponent);
                assert_ne!(last, Some(them), "round {round}: {me} meets {them} again");
            }
        }
        // Berserk before the first sowing, on a clock that has not run: half of three minutes.
        let berserkers = [0, 3, 5];
        for deal in &deals {
            for (n, side) in [(deal.south, Side::South), (deal.north, Side::North)] {
                if !berserkers.contains(&n) {
                    continue;
                }
                bots[n]
                    .client
                    .send(&Request::Berserk { game: deal.game })
                    .await;
                let clocks = bots[n]
                    .client
                    .until(|reply| match reply {
                        Reply::Berserked { by, clocks, .. } if *by == side => Some(*clocks),
                        Reply::Error { message, .. } => panic!("{message}"),
                        _ => None,
                    })
                    .await;
                assert_eq!(clocks.left_ms[side], 90_000);
                // South, when a berserker, went first.
                let halved = side == Side::North && berserkers.contains(&deal.south);
                let theirs = if halved { 90_000 } else { 180_000 };
                assert_eq!(clocks.left_ms[side.opponent()], theirs);
            }
        }
        now.fetch_add(STEP_MS, Ordering::SeqCst);
        for deal in &deals {
            let (s, n) = (deal.south, deal.north);
            let plan = match ((s + n).is_multiple_of(5), s < n) {
                (true, _) => Plan::Draw,
                (false, true) => Plan::Wins(Side::South),
                (false, false) => Plan::Wins(Side::North),
            };
            let berserk = BySide::new(berserkers.contains(&s), berserkers.contains(&n));
            let short = s == 5 || n == 5;
            let played = play_game(
                &mut bots,
                *deal,
                |sowings, ply| match short {
                    true => ply >= 2,
                    false => {
                        ply >= 8
                            && Side::BOTH
                                .iter()
                                .all(|&side| !berserk[side] || sowings[side] >= BERSERK_SOWINGS)
                    }
                },
                plan,
            )
            .await;
            for side in Side::BOTH {
                let (me, them) = if side == Side::South { (s, n) } else { (n, s) };
                kept[me].push(Kept {
                    opponent: them,
                    result: mark_for(played.winner, side),
                    berserk: berserk[side] && played.sowings[side] >= BERSERK_SOWINGS,
                });
                if berserk[side] {
                    // No increment ever: what is left is the half, less the minute South's clock ran.
                    let ran = if side == Side::South { STEP_MS } else { 0 };
                    assert_eq!(played.clocks.left_ms[side] + ran, 90_000);
                }
            }
            games_ended += 1;
            let want = games_ended;
            page_when(&mut desk, id, |view| games_scored(view) == want).await;
        }
        if now.load(Ordering::SeqCst) >= ends {
            break;
        }
    }
    assert_eq!(round, 10, "a round a minute for ten minutes");
    let view = page_when(&mut desk, id, |view| {
        view.summary.status == Status::Finished
    })
    .await;
    assert!(view.boards.is_empty(), "nothing is in play");
    let mut scores: Vec<u32> = Vec::new();
    for place in &view.standings {
        let n = bots.iter().position(|bot| bot.id == place.player).unwrap();
        let expected = arena_points(&kept[n]);
        let sheet: Vec<(u32, bool)> = place.sheet.iter().map(|c| (c.points, c.fire)).collect();
        assert_eq!(sheet, expected, "bot {n}'s sheet");
        let marks: Vec<Mark> = place.sheet.iter().map(|c| c.mark).collect();
        assert_eq!(marks, kept[n].iter().map(|k| k.result).collect::<Vec<_>>());
        let berserk: Vec<bool> = place.sheet.iter().map(|c| c.berserk).collect();
        assert_eq!(
            berserk,
            kept[n].iter().map(|k| k.berserk).collect::<Vec<_>>()
        );
        assert_eq!(place.score, expected.iter().map(|(p, _)| p).sum::<u32>());
        scores.push(place.score);
    }
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    // Who leads is not fixed: pairings follow the standings, whose ties fall to the players' random ids, and a
    // streak's double points depend on who meets whom. That every bot has one place is.
    let mut placed: Vec<_> = view.standings.iter().map(|place| place.player).collect();
    placed.sort_unstable();
    placed.dedup();
    assert_eq!(placed.len(), bots.len(), "every bot has one place");
    assert!(
        kept[0].iter().any(|k| k.berserk),
        "a berserk win of bot 0's counted"
    );
    assert!(
        kept[5].iter().all(|k| !k.berserk),
        "two sowings earn no berserk point"
    );
    assert!(
        view.standings[0].sheet.iter().any(|c| c.fire),
        "the leader was on fire"
    );
    // Finished, it is listed among the finished.
    desk.send(&Request::Tournaments {}).await;
    let finished = desk
        .until(|reply| match reply {
            Reply::Tournaments { finished, .. } => Some(finished.clone()),
            _ => None,
        })
        .await;
    assert!(finished.iter().any(|s| s.tournament == id));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Nine bots, five rounds of Swiss: each round pairs all but one, the bye going to one who has had none; no
/// two meet twice; who moves first is balanced; a round starts half a minute after the last ended. The
/// standings' points, Buchholz and Sonneborn-Berger are computed here from the games and match, in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_round_swiss_of_nine_pairs_fairly_and_breaks_ties_by_hand() {
    let (database, dir) = sqlite("swiss");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, limits_for(10), &now).await;
    let mut bots = bots(&running, 9).await;
    let view = create(&mut bots[0].client, SystemName::Swiss, None, Some(5), 60).await;
    assert!(!view.berserk, "berserk is an arena's");
    let id = view.summary.tournament;
    all_join(&mut bots, &view.code.unwrap().to_string()).await;
    let mut desk = open_desk(&running, &bots[0].token).await;
    now.fetch_add(60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;

    let mut met: BTreeSet<(usize, usize)> = BTreeSet::new();
    let mut byes = [0u32; 9];
    let mut firsts = [0i32; 9];
    // Each bot's games: opponent (none for a bye) and the result.
    let mut kept: Vec<Vec<(Option<usize>, Mark)>> = vec![Vec::new(); 9];
    for round in 1..=5u32 {
        let view = page_when(&mut desk, id, |v| {
            v.summary.round == Some(round) && v.boards.iter().all(|b| b.result.is_none())
        })
        .await;
        let bye = view.bye.expect("nine players: a bye");
        let bye = bots.iter().position(|bot| bot.id == bye).unwrap();
        byes[bye] += 1;
        kept[bye].push((None, Mark::Bye));
        let playing: Vec<usize> = (0..9).filter(|&n| n != bye).collect();
        let deals = dealt(&mut bots, &playing, id).await;
        assert_eq!(deals.len(), 4);
        for deal in deals {
            let (s, n) = (deal.south, deal.north);
            assert!(met.insert((s.min(n), s.max(n))), "{s} and {n} met twice");
            firsts[s] += 1;
            firsts[n] -= 1;
            let plan = match ((s + n + round as usize).is_multiple_of(4), s < n) {
                (true, _) => Plan::Draw,
                (false, true) => Plan::Wins(Side::South),
                (false, false) => Plan::Wins(Side::North),
            };
            let played = play_game(&mut bots, deal, |_, ply| ply >= 4, plan).await;
            kept[s].push((Some(n), mark_for(played.winner, Side::South)));
            kept[n].push((Some(s), mark_for(played.winner, Side::North)));
        }
        // The round is over when its last end is in; the next starts after the pause.
        let view = page_when(&mut desk, id, |v| v.bye.is_none()).await;
        assert_eq!(view.summary.round, Some(round));
        assert!(view.boards.is_empty());
        now.fetch_add(ROUND_GAP_MS, Ordering::SeqCst);
        running.hub.check_clocks().await;
    }
    assert!(byes.iter().all(|&b| b <= 1), "{byes:?}");
    assert_eq!(byes.iter().sum::<u32>(), 5);
    // FIDE's absolute colour rule: nobody moves first twice more than second, or second twice more.
    assert!(firsts.iter().all(|f| f.abs() <= 2), "colours: {firsts:?}");
    let view = page_when(&mut desk, id, |v| v.summary.status == Status::Finished).await;

    // The tie-breaks by hand, in half points: a win or a bye 2, a draw 1; Buchholz the opponents' points
    // (a bye adds none), Sonneborn-Berger the beaten opponents' points twice and the drawn ones' once.
    let points = |n: usize| -> u32 {
        kept[n]
            .iter()
            .map(|(_, mark)| match mark {
                Mark::Win | Mark::Bye => 2,
                Mark::Draw => 1,
                Mark::Loss => 0,
            })
            .sum()
    };
    let by_hand: Vec<(u32, u32, u32)> = (0..9)
        .map(|n| {
            let buchholz = kept[n].iter().filter_map(|(o, _)| o.map(points)).sum();
            let sonneborn_berger = kept[n]
                .iter()
                .filter_map(|(o, mark)| {
                    let theirs = points((*o)?);
                    Some(match mark {
                        Mark::Win => 2 * theirs,
                        Mark::Draw => theirs,
                        _ => 0,
                    })
                })
                .sum();
            (points(n), buchholz, sonneborn_berger)
        })
        .collect();
    let mut previous = (u32::MAX, u32::MAX, u32::MAX);
    for place in &view.standings {
        let n = bots.iter().position(|bot| bot.id == place.player).unwrap();
        let served = (
            place.score,
            place.buchholz.unwrap(),
            place.sonneborn_berger.unwrap(),
        );
        assert_eq!(served, by_hand[n], "bot {n}");
        assert!(
            served <= previous,
            "ordered by points, Buchholz, then Sonneborn-Berger"
        );
        previous = served;
        // The sheet, round by round, with each opponent by their place.
        let sheet: Vec<(Option<PlayerId>, Mark)> = place
            .sheet
            .iter()
            .map(|c| {
                let opponent = c
                    .opponent
                    .map(|rank| view.standings[rank as usize - 1].player);
                (opponent, c.mark)
            })
            .collect();
        let kept_sheet: Vec<(Option<PlayerId>, Mark)> = kept[n]
            .iter()
            .map(|(o, m)| (o.map(|o| bots[o].id), *m))
            .collect();
        assert_eq!(sheet, kept_sheet, "bot {n}'s sheet");
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// A private tournament is seen only by who made it or joined it, found by its code (a wrong code refused,
/// and not forever); one player makes at most three; a bad name or length is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_tournament_is_found_by_its_code_only() {
    let (database, dir) = sqlite("private");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, limits_for(4), &now).await;
    let (mut ada, _, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, _, _) = Client::new_player(&running, "Bo").await;
    let view = create(&mut ada, SystemName::Arena, Some(30), None, 600).await;
    let id = view.summary.tournament;
    let code = view.code.unwrap().to_string();

    bo.send(&Request::Tournaments {}).await;
    let upcoming = bo
        .until(|reply| match reply {
            Reply::Tournaments { upcoming, .. } => Some(upcoming.clone()),
            _ => None,
        })
        .await;
    assert!(
        upcoming.iter().all(|s| s.tournament != id),
        "hidden from others"
    );
    bo.send(&Request::Tournament { tournament: id }).await;
    assert_eq!(bo.error().await, Code::NoGame);
    bo.send(&Request::JoinTournament {
        tournament: Some(id),
        code: None,
    })
    .await;
    assert_eq!(
        bo.error().await,
        Code::NoGame,
        "the id alone does not let one in"
    );
    bo.send(&Request::JoinTournament {
        tournament: None,
        code: Some("ZZZZZZZZ".into()),
    })
    .await;
    assert_eq!(bo.error().await, Code::NoGame);
    bo.send(&Request::JoinTournament {
        tournament: None,
        code: Some(code.to_lowercase()),
    })
    .await;
    let joined = bo.until(page).await;
    assert!(joined.joined && joined.code.is_some());
    assert_eq!(joined.summary.players, 2);
    bo.send(&Request::JoinTournament {
        tournament: Some(id),
        code: None,
    })
    .await;
    assert_eq!(bo.error().await, Code::NoGame, "in already");
    bo.send(&Request::WithdrawTournament { tournament: id })
        .await;
    assert!(!bo.until(page).await.joined);
    bo.send(&Request::JoinTournament {
        tournament: Some(id),
        code: None,
    })
    .await;
    assert!(bo.until(page).await.joined, "one who left comes back by id");

    for _ in 0..2 {
        create(&mut ada, SystemName::Swiss, None, Some(3), 600).await;
    }
    ada.send(&Request::CreateTournament {
        name: "One too many".into(),
        system: SystemName::Arena,
        minutes: None,
        rounds: None,
        misses_allowed: None,
        rules: "oware".into(),
        control: Control::Rapid,
        starts_in: 60,
    })
    .await;
    assert_eq!(ada.error().await, Code::Limit);
    for (name, minutes, rounds, starts_in) in [
        ("ab", Some(30), None, 60),
        ("Long enough", Some(5), None, 60),
        ("Long enough", None, Some(40), 60),
        ("Long enough", Some(30), None, 8 * 24 * 3600),
    ] {
        bo.send(&Request::CreateTournament {
            name: name.into(),
            system: if rounds.is_some() {
                SystemName::Swiss
            } else {
                SystemName::Arena
            },
            minutes,
            rounds,
            misses_allowed: None,
            rules: "kalah".into(),
            control: Control::Blitz,
            starts_in,
        })
        .await;
        assert_eq!(
            bo.error().await,
            Code::BadGame,
            "{name} {minutes:?} {rounds:?}"
        );
    }
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// An arena under way when its server stops is taken up by the next start over the same database: its
/// standings and games in play are back, the players' tokens bring their games back, and when those end
/// the players are paired again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_outlives_a_restart() {
    let (database, dir) = sqlite("arena-restart");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, limits_for(4), &now).await;
    let mut bots = bots(&running, 4).await;
    let view = create(&mut bots[0].client, SystemName::Arena, Some(30), None, 60).await;
    let id = view.summary.tournament;
    all_join(&mut bots, &view.code.unwrap().to_string()).await;
    now.fetch_add(60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let everyone = [0, 1, 2, 3];
    let deals = dealt(&mut bots, &everyone, id).await;
    let first = play_game(
        &mut bots,
        deals[0],
        |_, ply| ply >= 4,
        Plan::Wins(Side::South),
    )
    .await;
    assert_eq!(first.winner, Some(Side::South));
    let mut desk = open_desk(&running, &bots[0].token).await;
    let before = page_when(&mut desk, id, |v| games_scored(v) == 1).await;
    running.stop().await;

    let running = server(&database, limits_for(4), &now).await;
    let mut back = Vec::new();
    for bot in &bots {
        let client = open_desk(&running, &bot.token).await;
        back.push(Bot {
            client,
            id: bot.id,
            token: bot.token.clone(),
        });
    }
    let mut bots = back;
    // Pages asked for on a connection of their own: the bots' connections keep their games' news.
    let mut desk = open_desk(&running, &bots[0].token).await;
    let after = page_when(&mut desk, id, |_| true).await;
    assert_eq!(after.standings, before.standings);
    assert_eq!(
        after.boards, before.boards,
        "the game in play is still in play"
    );
    let playing = [deals[1].south, deals[1].north];
    let again = dealt_again(&mut bots, &playing, deals[1].game).await;
    let second = play_game(&mut bots, again, |_, ply| ply >= 4, Plan::Draw).await;
    assert_eq!(second.winner, None);
    // Four free now: paired again, by the restarted server.
    let next = dealt(&mut bots, &everyone, id).await;
    assert_eq!(next.len(), 2);
    let view = page_when(&mut desk, id, |v| games_scored(v) == 2).await;
    assert_eq!(view.boards.len(), 2);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// A game given back after a restart, with no sowing yet.
async fn dealt_again(bots: &mut [Bot], of: &[usize], game: GameId) -> Dealt {
    let mut sides = [0usize; 2];
    for &n in of {
        let side = bots[n]
            .client
            .until(|reply| match reply {
                Reply::Game { game: g, you, .. } if *g == game => Some(*you),
                _ => None,
            })
            .await;
        sides[usize::from(side == Side::North)] = n;
    }
    Dealt {
        game,
        south: sides[0],
        north: sides[1],
    }
}

/// The operator's daily arena is announced an hour before it starts, listed for everyone, joined by its id
/// without a code; it starts at its time and pairs who joined.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_arena_is_announced_and_open_to_all() {
    let (database, dir) = sqlite("scheduled");
    let file = dir.join("schedule.ron");
    std::fs::write(
        &file,
        r#"[(name: "Daily Kalah Blitz Arena", system: Arena(minutes: 60), rules: "kalah",
             control: "3+2", every: Day, at: "18:00")]"#,
    )
    .unwrap();
    let schedule = mancala::server::schedule::read(&file).unwrap();
    let six_pm = chrono::DateTime::parse_from_rfc3339("2026-12-05T18:00:00Z")
        .unwrap()
        .timestamp_millis();
    let now = Arc::new(AtomicI64::new(six_pm - 2 * 60 * 60 * 1000));
    let running = start(
        Config {
            listen: "127.0.0.1:0".parse().unwrap(),
            database,
            limits: limits_for(2),
            tls: None,
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule,
            site: None,
        },
        Clock::Manual(now.clone()),
    )
    .await
    .unwrap();
    let mut bots = bots(&running, 2).await;
    let listed = |reply: &Reply| match reply {
        Reply::Tournaments { upcoming, .. } => Some(upcoming.clone()),
        _ => None,
    };
    running.hub.check_clocks().await;
    bots[0].client.send(&Request::Tournaments {}).await;
    assert!(
        bots[0].client.until(listed).await.is_empty(),
        "two hours ahead: not yet"
    );
    now.store(six_pm - 60 * 60 * 1000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    running.hub.check_clocks().await;
    bots[1].client.send(&Request::Tournaments {}).await;
    let upcoming = bots[1].client.until(listed).await;
    assert_eq!(
        upcoming.len(),
        1,
        "announced once, however often the clock looks"
    );
    let daily = &upcoming[0];
    assert_eq!((daily.starts, daily.private), (six_pm, false));
    let id = daily.tournament;
    for bot in bots.iter_mut() {
        bot.client
            .send(&Request::JoinTournament {
                tournament: Some(id),
                code: None,
            })
            .await;
        let view = bot.client.until(page).await;
        assert!(view.joined && view.code.is_none());
    }
    now.store(six_pm, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let deals = dealt(&mut bots, &[0, 1], id).await;
    assert_eq!(deals.len(), 1);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Berserk's refusals: outside a tournament, twice, after one's first sowing; and joining an arena after its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn berserk_and_late_joins_are_refused() {
    let (database, dir) = sqlite("refusals");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, limits_for(6), &now).await;
    let ([(mut ada, _), _], casual) = private_game(&running, Control::Blitz).await;
    ada.send(&Request::Berserk { game: casual }).await;
    assert_eq!(ada.error().await, Code::BadGame, "not a tournament's game");
    let mut bots = bots(&running, 2).await;
    let view = create(&mut bots[0].client, SystemName::Arena, Some(10), None, 60).await;
    let id = view.summary.tournament;
    all_join(&mut bots, &view.code.unwrap().to_string()).await;
    now.fetch_add(60_000, Ordering::SeqCst);
    running.hub.check_clocks().await;
    let deal = dealt(&mut bots, &[0, 1], id).await[0];
    let game = deal.game;
    let south = &mut bots[deal.south].client;
    south.send(&Request::Berserk { game }).await;
    south
        .until(|reply| matches!(reply, Reply::Berserked { .. }).then_some(()))
        .await;
    south.send(&Request::Berserk { game }).await;
    assert_eq!(south.error().await, Code::BadGame, "berserk twice");
    // South sows pit 2 (no extra turn), North answers: North has sown, and may not go berserk now.
    south
        .send(&Request::Play {
            game,
            ply: 0,
            pit: 2,
        })
        .await;
    let north = &mut bots[deal.north].client;
    north
        .until(|reply| matches!(reply, Reply::Moved { ply: 0, .. }).then_some(()))
        .await;
    north
        .send(&Request::Play {
            game,
            ply: 1,
            pit: 1,
        })
        .await;
    north
        .until(|reply| matches!(reply, Reply::Moved { ply: 1, .. }).then_some(()))
        .await;
    north.send(&Request::Berserk { game }).await;
    assert_eq!(
        north.error().await,
        Code::BadGame,
        "after one's first sowing"
    );
    // Past the arena's end nobody joins.
    now.fetch_add(10 * 60_000, Ordering::SeqCst);
    let (mut late, _, _) = Client::new_player(&running, "Late").await;
    late.send(&Request::JoinTournament {
        tournament: Some(id),
        code: None,
    })
    .await;
    assert_eq!(
        late.error().await,
        Code::NoGame,
        "a private arena, without its code"
    );
    late.send(&Request::JoinTournament {
        tournament: None,
        code: Some(view.code.unwrap().to_string()),
    })
    .await;
    assert_eq!(late.error().await, Code::Closed, "over");
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
