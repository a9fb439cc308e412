//! Tournaments as pure data: the Swiss system's pairings (the first round's halves, no pair twice, at most one bye
//! each, colours balanced), its tie-breaks against a crosstable worked by hand, withdrawal after missed rounds;
//! the arena's scoring (streaks, berserk) and its pairing of free players.

use std::collections::BTreeSet;

use mancala::server::ids::PlayerId;
use mancala::server::tournament::arena::{Arena, REMATCH_AFTER_MS, points};
use mancala::server::tournament::swiss::{
    Entrant, GameResult, Outcome, Played, Swiss, SwissError, standings,
};

fn id(n: u64) -> PlayerId {
    PlayerId::numbered(n)
}

/// The stronger player (by id: the lower id the stronger) wins; neighbours draw.
fn by_strength(first: PlayerId, second: PlayerId) -> Outcome {
    let (a, b) = (first.to_string(), second.to_string());
    let gap =
        u64::from_str_radix(&a, 16).unwrap() as i64 - u64::from_str_radix(&b, 16).unwrap() as i64;
    match gap {
        -1..=1 => Outcome::Drawn,
        gap if gap < 0 => Outcome::FirstWon,
        _ => Outcome::SecondWon,
    }
}

/// Plays `swiss` out with `by_strength`; every round checked: each player still in plays once or has the bye.
fn play_out(swiss: &mut Swiss) -> Vec<BTreeSet<(PlayerId, PlayerId)>> {
    let mut rounds = Vec::new();
    while !swiss.is_over() {
        let active: BTreeSet<PlayerId> = swiss
            .entrants()
            .iter()
            .filter(|e| !e.withdrawn)
            .map(|e| e.id)
            .collect();
        let round = swiss.pair_next().unwrap().clone();
        let mut seen: Vec<PlayerId> = round
            .pairings
            .iter()
            .flat_map(|p| [p.first, p.second])
            .chain(round.bye)
            .collect();
        seen.sort();
        assert_eq!(
            seen,
            active.iter().copied().collect::<Vec<_>>(),
            "each once"
        );
        assert_eq!(round.bye.is_some(), active.len() % 2 == 1);
        rounds.push(
            round
                .pairings
                .iter()
                .map(|p| (p.first.min(p.second), p.first.max(p.second)))
                .collect(),
        );
        let results: Vec<_> = round
            .pairings
            .iter()
            .map(|&p| (p, by_strength(p.first, p.second)))
            .collect();
        swiss.finish_round(&results).unwrap();
    }
    rounds
}

#[test]
fn a_five_round_swiss_of_nine_meets_no_pair_twice_and_gives_each_one_bye_at_most() {
    let mut swiss = Swiss::new(5, 1);
    for n in 1..=9 {
        swiss.join(id(n), 2000 - 50 * n as i32).unwrap();
    }
    // The first round: the top half meets the bottom half (1-5, 2-6, 3-7, 4-8), the last the bye.
    let first = swiss.pair_next().unwrap().clone();
    let pairs: BTreeSet<(PlayerId, PlayerId)> = first
        .pairings
        .iter()
        .map(|p| (p.first.min(p.second), p.first.max(p.second)))
        .collect();
    let folded: BTreeSet<_> = [(1, 5), (2, 6), (3, 7), (4, 8)]
        .map(|(a, b)| (id(a), id(b)))
        .into();
    assert_eq!(pairs, folded);
    assert_eq!(first.bye, Some(id(9)));
    // Higher ranked moves first in the first round.
    assert!(first.pairings.iter().all(|p| p.first < p.second));
    assert_eq!(swiss.pair_next().err(), Some(SwissError::RoundInPlay));
    let results: Vec<_> = first
        .pairings
        .iter()
        .map(|&p| (p, by_strength(p.first, p.second)))
        .collect();
    swiss.finish_round(&results).unwrap();
    let rounds = play_out(&mut swiss);
    assert_eq!(rounds.len(), 4);
    let all: Vec<_> = std::iter::once(pairs).chain(rounds).flatten().collect();
    let distinct: BTreeSet<_> = all.iter().copied().collect();
    assert_eq!(all.len(), distinct.len(), "no pair met twice");
    for entrant in swiss.entrants() {
        let byes = entrant
            .rounds
            .iter()
            .filter(|r| r.opponent.is_none())
            .count();
        assert!(byes <= 1, "{:?} had {byes} byes", entrant.id);
        let firsts = entrant
            .rounds
            .iter()
            .filter(|r| r.opponent.is_some() && r.first)
            .count() as i32;
        let games = entrant
            .rounds
            .iter()
            .filter(|r| r.opponent.is_some())
            .count() as i32;
        assert!(
            (2 * firsts - games).abs() <= 2,
            "{:?}: {firsts} of {games} first",
            entrant.id
        );
    }
    let table = swiss.standings();
    assert_eq!(table[0].id, id(1), "the strongest wins it: {table:?}");
    assert_eq!(swiss.pair_next().err(), Some(SwissError::Over));
}

/// Random strengths, any number of players from 2 to 14, as many rounds as leave everyone a new opponent
/// (n/2 - 1): no pair twice, at most one bye each, everyone still in paired each round.
#[test]
fn no_pair_meets_twice_while_new_opponents_remain() {
    for n in 2..=14u64 {
        let rounds = (n as usize / 2).saturating_sub(1).max(1);
        let mut swiss = Swiss::new(rounds, 9);
        for p in 1..=n {
            swiss
                .join(id(p), 1500 + ((p * 37) % 11) as i32 * 20)
                .unwrap();
        }
        let played = play_out(&mut swiss);
        let all: Vec<_> = played.iter().flatten().collect();
        let distinct: BTreeSet<_> = all.iter().collect();
        assert_eq!(all.len(), distinct.len(), "{n} players, {rounds} rounds");
        for entrant in swiss.entrants() {
            assert!(
                entrant
                    .rounds
                    .iter()
                    .filter(|r| r.opponent.is_none())
                    .count()
                    <= 1
            );
        }
    }
}

fn game(opponent: u64, first: bool, result: GameResult) -> Played {
    Played {
        opponent: Some(id(opponent)),
        first,
        result,
        missed: false,
    }
}

/// Worked by hand. Round 1: A beats B, C draws D. Round 2: A draws C, B beats D. Round 3: A beats D, B draws C.
/// Points: A 2½, B 1½, C 1½, D ½. Buchholz: A 1½+1½+½ = 3½, B 2½+½+1½ = 4½, C ½+2½+1½ = 4½, D 5½.
/// Sonneborn-Berger: A 1½ + ¾ + ½ = 2¾, B ½ + ¾ = 1¼, C ¼ + 1¼ + ¾ = 2¼, D ¾. B and C are level on points and
/// Buchholz; C is ahead on Sonneborn-Berger.
#[test]
fn tie_breaks_as_worked_by_hand() {
    use GameResult::{Draw, Loss, Win};
    let entrant = |n, rounds: Vec<Played>| Entrant {
        rounds,
        ..Entrant::new(id(n), 1500)
    };
    let entrants = [
        entrant(
            1,
            vec![game(2, true, Win), game(3, false, Draw), game(4, true, Win)],
        ),
        entrant(
            2,
            vec![
                game(1, false, Loss),
                game(4, true, Win),
                game(3, false, Draw),
            ],
        ),
        entrant(
            3,
            vec![
                game(4, true, Draw),
                game(1, true, Draw),
                game(2, true, Draw),
            ],
        ),
        entrant(
            4,
            vec![
                game(3, false, Draw),
                game(2, false, Loss),
                game(1, false, Loss),
            ],
        ),
    ];
    let table = standings(&entrants);
    let row = |s: &mancala::server::tournament::swiss::Standing| {
        (s.id, s.points, s.buchholz, s.sonneborn_berger)
    };
    // Points and Buchholz in halves, Sonneborn-Berger in quarters.
    assert_eq!(
        table.iter().map(row).collect::<Vec<_>>(),
        [
            (id(1), 5, 7, 11),
            (id(3), 3, 9, 9),
            (id(2), 3, 9, 5),
            (id(4), 1, 11, 3),
        ]
    );
}

#[test]
fn a_player_who_misses_more_rounds_than_allowed_is_withdrawn_and_not_paired() {
    let mut swiss = Swiss::new(4, 1);
    for n in 1..=4 {
        swiss.join(id(n), 1600 - n as i32).unwrap();
    }
    assert_eq!(swiss.join(id(1), 1500), Err(SwissError::AlreadyIn));
    for round in 0..2 {
        let pairings = swiss.pair_next().unwrap().pairings.clone();
        // Player 4 does not come to their games.
        let results: Vec<_> = pairings
            .iter()
            .map(|&p| {
                let outcome = Outcome::NoShow {
                    first: p.first == id(4),
                    second: p.second == id(4),
                };
                let outcome = match outcome {
                    Outcome::NoShow {
                        first: false,
                        second: false,
                    } => Outcome::Drawn,
                    missed => missed,
                };
                (p, outcome)
            })
            .collect();
        assert_eq!(
            swiss.finish_round(&results[1..]),
            Err(SwissError::NotThisRound),
            "every pairing's result is told"
        );
        swiss.finish_round(&results).unwrap();
        let four = swiss.entrants().iter().find(|e| e.id == id(4)).unwrap();
        assert_eq!(four.withdrawn, round == 1, "after round {}", round + 1);
        assert_eq!(four.points(), 0);
    }
    let third = swiss.pair_next().unwrap().clone();
    assert!(third.bye.is_some(), "three left: one has the bye");
    assert!(
        third
            .pairings
            .iter()
            .all(|p| p.first != id(4) && p.second != id(4))
    );
    assert_ne!(third.bye, Some(id(4)));
}

#[test]
fn an_arena_game_scores_double_on_fire_and_one_more_berserk() {
    use GameResult::{Draw, Loss, Win};
    assert_eq!(points(Win, false, false), 2);
    assert_eq!(points(Draw, false, true), 1, "berserk adds to a win only");
    assert_eq!(points(Win, true, false), 4);
    assert_eq!(points(Draw, true, false), 2);
    assert_eq!(points(Loss, true, true), 0);
    assert_eq!(points(Win, true, true), 5);
    // Ada beats Bo twice, Cy once (on fire: 4, berserk: +1), draws with Bo (on fire: 2, the fire out), wins (2).
    let mut arena = Arena::default();
    for (n, rating) in [(1, 1800), (2, 1500), (3, 1400)] {
        arena.join(id(n), rating, 0);
    }
    let ada = id(1);
    let games = [
        (2, Outcome::FirstWon, false, 2),
        (3, Outcome::FirstWon, false, 2),
        (2, Outcome::FirstWon, true, 5),
        (3, Outcome::Drawn, false, 2),
        (2, Outcome::FirstWon, false, 2),
    ];
    for (opponent, outcome, berserk, expected) in games {
        let pairing = mancala::server::tournament::swiss::Pairing {
            first: ada,
            second: id(opponent),
        };
        let scored = arena
            .game_over(pairing, outcome, [berserk, false], 0)
            .unwrap();
        assert_eq!(scored[0], expected);
    }
    let table = arena.standings();
    assert_eq!((table[0].id, table[0].score, table[0].games), (ada, 13, 5));
    assert!(!table[0].on_fire, "the draw put the fire out");
}

/// Eight players, games decided by rating: whenever more than two are free nobody meets their last opponent;
/// near ranks meet; every score is the sum of its games' points.
#[test]
fn an_arena_pairs_free_players_near_in_rank_and_not_their_last_opponent() {
    let mut arena = Arena::default();
    for n in 1..=8u64 {
        arena.join(id(n), 2000 - 40 * n as i32, 0);
    }
    let mut last: std::collections::BTreeMap<PlayerId, PlayerId> = Default::default();
    for round in 0..12 {
        let now = round * 60_000;
        let free = arena.players().iter().filter(|p| p.waiting).count();
        let pairs = arena.pair_waiting(now, |_| true);
        assert_eq!(pairs.len(), free / 2);
        for pairing in &pairs {
            if free > 2 {
                assert_ne!(last.get(&pairing.first), Some(&pairing.second), "a rematch");
            }
            let outcome = by_strength(pairing.first, pairing.second);
            arena
                .game_over(*pairing, outcome, [false, false], now)
                .unwrap();
            last.insert(pairing.first, pairing.second);
            last.insert(pairing.second, pairing.first);
        }
    }
    for player in arena.players() {
        assert_eq!(
            player.score(),
            player.games.iter().map(|g| g.points).sum::<u32>()
        );
    }
    // Four free players ranked 1, 2, 7 and 8: the top two meet, and the bottom two.
    let mut arena = Arena::default();
    for n in 1..=8u64 {
        arena.join(id(n), 2000 - 40 * n as i32, 0);
    }
    for n in [3, 4, 5, 6] {
        arena.withdraw(id(n)).unwrap();
    }
    let pairs: BTreeSet<_> = arena
        .pair_waiting(0, |_| true)
        .iter()
        .map(|p| (p.first.min(p.second), p.first.max(p.second)))
        .collect();
    assert_eq!(pairs, [(id(1), id(2)), (id(7), id(8))].into());
    assert!(
        arena.pair_waiting(0, |_| true).is_empty(),
        "nobody free is left"
    );
}

/// Two who just met and are the only ones free wait a little for someone else before meeting again; one who
/// is away (not connected) is not paired at all.
#[test]
fn an_arena_rematch_waits_and_an_absent_player_is_not_paired() {
    let mut arena = Arena::default();
    for n in 1..=3u64 {
        arena.join(id(n), 1500, 0);
    }
    let away = id(3);
    let pairs = arena.pair_waiting(0, |p| p != away);
    assert_eq!(pairs.len(), 1);
    assert!(pairs.iter().all(|p| p.first != away && p.second != away));
    arena
        .game_over(pairs[0], Outcome::FirstWon, [false, false], 5_000)
        .unwrap();
    let soon = 5_000 + REMATCH_AFTER_MS - 1;
    assert!(arena.pair_waiting(soon, |p| p != away).is_empty());
    let later = 5_000 + REMATCH_AFTER_MS;
    let again = arena.pair_waiting(later, |p| p != away);
    assert_eq!(
        again.len(),
        1,
        "alone together long enough, they meet again"
    );
    // The player back: the three are free together and the two who met do not meet.
    arena
        .game_over(again[0], Outcome::Drawn, [false, false], later)
        .unwrap();
    let three = arena.pair_waiting(later, |_| true);
    assert_eq!(three.len(), 1);
    assert!(three[0].first == away || three[0].second == away);
}

/// Milliseconds since 1970 of a UTC date and time.
fn at(date: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(date)
        .unwrap()
        .timestamp_millis()
}

fn schedule_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!(
        "mancala-schedule-{}-{name}.ron",
        std::process::id()
    ));
    std::fs::write(&path, text).unwrap();
    path
}

/// The operator's schedule: each entry's next start at or after a moment (5 December 2026 was a Saturday),
/// and a file with a mistake refused with the entry named.
#[test]
fn a_schedule_names_each_tournament_s_next_start() {
    use mancala::server::schedule::{ScheduleError, read};
    let path = schedule_file(
        "good",
        r#"[
            (name: "Daily Kalah Blitz Arena", system: Arena(minutes: 60), rules: "kalah", control: "3+2",
             every: Day, at: "18:00"),
            (name: "Weekly Oware Arena", system: Arena(minutes: 90), rules: "oware", control: "3+2",
             every: Week(Sat), at: "16:00"),
            (name: "Hourly Kalah Swiss", system: Swiss(rounds: 3, misses_allowed: 1), rules: "kalah",
             control: "30s", every: Hour, at: "00:15"),
        ]"#,
    );
    let schedule = read(&path).unwrap();
    let [daily, weekly, hourly] = &schedule[..] else {
        panic!("three entries")
    };
    let now = at("2026-12-05T17:30:00Z");
    assert_eq!(daily.next_start(now), at("2026-12-05T18:00:00Z"));
    assert_eq!(
        daily.next_start(at("2026-12-05T18:00:00Z")),
        at("2026-12-05T18:00:00Z")
    );
    assert_eq!(
        daily.next_start(at("2026-12-05T18:00:01Z")),
        at("2026-12-06T18:00:00Z")
    );
    assert_eq!(weekly.next_start(now), at("2026-12-12T16:00:00Z"));
    assert_eq!(
        weekly.next_start(at("2026-12-03T09:00:00Z")),
        at("2026-12-05T16:00:00Z")
    );
    assert_eq!(hourly.next_start(now), at("2026-12-05T18:15:00Z"));
    assert_eq!(
        hourly.next_start(at("2026-12-31T23:20:00Z")),
        at("2027-01-01T00:15:00Z")
    );
    let starts = daily.next_start(now);
    assert_eq!(daily.spec(starts).starts, starts);
    assert_ne!(daily.key(starts), daily.key(daily.next_start(starts + 1)));

    let bad = [
        (
            "time",
            r#"[(name: "Late", system: Arena(minutes: 60), rules: "kalah", control: "3+2", every: Day, at: "25:00")]"#,
        ),
        (
            "rules",
            r#"[(name: "Chess", system: Arena(minutes: 60), rules: "chess", control: "3+2", every: Day, at: "10:00")]"#,
        ),
        (
            "short",
            r#"[(name: "Quick", system: Arena(minutes: 5), rules: "kalah", control: "3+2", every: Day, at: "10:00")]"#,
        ),
        (
            "field",
            r#"[(name: "Typo", system: Arena(minutes: 60), rules: "kalah", control: "3+2", every: Day, at: "10:00", prize: 5)]"#,
        ),
    ];
    for (name, text) in bad {
        let error = read(&schedule_file(name, text)).unwrap_err();
        match (name, &error) {
            ("time", ScheduleError::Time { name, .. }) => assert_eq!(name, "Late"),
            ("rules", ScheduleError::Rules { name, .. }) => assert_eq!(name, "Chess"),
            ("short", ScheduleError::Tournament { name, .. }) => assert_eq!(name, "Quick"),
            ("field", ScheduleError::Parse { .. }) => {}
            _ => panic!("{name}: {error:?}"),
        }
    }
}

/// An arena's state is stored without its games (each a row of its own, only the new ones written at a
/// change); a state written when it held them is still read, and its games are the ones to store next.
#[test]
fn an_arena_s_games_are_stored_apart_and_only_the_new_ones_each_time() {
    let mut arena = Arena::default();
    for n in 1..=3 {
        arena.join(id(n), 1500, 0);
    }
    let play = |arena: &mut Arena, first: u64, second: u64| {
        let pairing = mancala::server::tournament::swiss::Pairing {
            first: id(first),
            second: id(second),
        };
        arena
            .game_over(pairing, Outcome::FirstWon, [false, false], 0)
            .unwrap();
    };
    play(&mut arena, 1, 2);
    play(&mut arena, 3, 1);
    let state = serde_json::to_string(&arena).unwrap();
    assert!(!state.contains("\"games\""), "{state}");
    let unstored: Vec<_> = arena
        .unstored()
        .map(|(player, seq, _)| (player, seq))
        .collect();
    assert_eq!(unstored.len(), 4, "two games, each a row for each player");
    arena.mark_stored();
    assert_eq!(arena.unstored().count(), 0);
    play(&mut arena, 2, 3);
    let new: Vec<_> = arena
        .unstored()
        .map(|(player, seq, _)| (player, seq))
        .collect();
    assert_eq!(new, [(id(2), 1), (id(3), 1)], "only the game since");

    // Read back: the rows make the games again; a state of before, with its games inline, keeps them and
    // stores them all at its next change.
    let rows: std::collections::BTreeMap<PlayerId, Vec<_>> = arena
        .players()
        .iter()
        .map(|player| (player.id, player.games.clone()))
        .collect();
    let mut read: Arena = serde_json::from_str(&state).unwrap();
    read.take_stored(rows);
    assert_eq!(read.standings(), arena.standings());
    let mut old = serde_json::to_value(&arena).unwrap();
    for (player, value) in arena
        .players()
        .iter()
        .zip(old["players"].as_array_mut().unwrap())
    {
        value["games"] = serde_json::to_value(&player.games).unwrap();
    }
    let mut read: Arena = serde_json::from_value(old).unwrap();
    read.take_stored(Default::default());
    assert_eq!(read.standings(), arena.standings());
    assert_eq!(read.unstored().count(), 6);
}

/// Whether `players` can all be paired with no pair that met before: every pairing tried.
fn pairable_afresh(players: &[&Entrant]) -> bool {
    let Some((first, rest)) = players.split_first() else {
        return true;
    };
    let met = |a: &Entrant, b: &Entrant| a.rounds.iter().any(|round| round.opponent == Some(b.id));
    (0..rest.len()).any(|k| {
        let others: Vec<&Entrant> = (0..rest.len())
            .filter(|&i| i != k)
            .map(|i| rest[i])
            .collect();
        !met(first, rest[k]) && pairable_afresh(&others)
    })
}

/// FIDE's bye (C.04.1, as Swiss pairing programs give it): to the lowest ranked player of the lowest score who
/// has not had one (while another has not), the first such whose going out leaves the rest a pairing with no pair
/// twice; worked out here by trying every pairing, over 300 tournaments of 5 and 7 players with random results
/// (draws too). Before the bye was chosen first, the matching's costs could hand it to a player a score group up.
#[test]
fn the_bye_goes_to_the_lowest_ranked_of_the_lowest_score_who_can_take_it() {
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut byes = 0;
    for tournament in 0..300 {
        let players = [5u64, 7][tournament % 2];
        let mut swiss = Swiss::new(players as usize - 1, 1);
        for n in 1..=players {
            swiss.join(id(n), 1400 + (next() % 400) as i32).unwrap();
        }
        while !swiss.is_over() {
            let mut ranked: Vec<Entrant> = swiss.entrants().to_vec();
            ranked.sort_by_key(|e| {
                (
                    std::cmp::Reverse(e.points()),
                    std::cmp::Reverse(e.rating),
                    e.id,
                )
            });
            let had_bye = |e: &Entrant| e.rounds.iter().any(|round| round.opponent.is_none());
            let anyone_without = ranked.iter().any(|e| !had_bye(e));
            let mut candidates: Vec<usize> = (0..ranked.len())
                .filter(|&i| !(had_bye(&ranked[i]) && anyone_without))
                .collect();
            candidates.sort_by_key(|&i| (ranked[i].points(), std::cmp::Reverse(i)));
            let rest = |out: usize| -> Vec<&Entrant> {
                (0..ranked.len())
                    .filter(|&i| i != out)
                    .map(|i| &ranked[i])
                    .collect()
            };
            let expected = candidates
                .iter()
                .copied()
                .find(|&out| pairable_afresh(&rest(out)))
                .or(candidates.first().copied())
                .map(|out| ranked[out].id);
            let round = swiss.pair_next().unwrap().clone();
            assert_eq!(
                round.bye,
                expected,
                "tournament {tournament}, round {}: points {:?}",
                swiss.played() + 1,
                ranked
                    .iter()
                    .map(|e| (e.id, e.points(), had_bye(e)))
                    .collect::<Vec<_>>()
            );
            byes += usize::from(round.bye.is_some());
            let results: Vec<_> = round
                .pairings
                .iter()
                .map(|&p| {
                    let outcome = [Outcome::FirstWon, Outcome::Drawn, Outcome::SecondWon]
                        [(next() % 3) as usize];
                    (p, outcome)
                })
                .collect();
            swiss.finish_round(&results).unwrap();
        }
    }
    assert!(byes >= 1000, "{byes} byes checked");
}
