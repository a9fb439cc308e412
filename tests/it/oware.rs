//! Oware (Abapa): an independent statement of its rules, written from the words one seed at a time
//! without looking at the engine, played side by side with the engine on random positions and random games;
//! each rule on a fixed position; and the endgame table against plain minimax.

use mancala::engine::{
    Ai, Basis, Budget, BySide, EndReason, EndgameTable, Level, Limits, MoveError, OWARE, Position,
    Side, Solver,
};
use proptest::prelude::*;

/// The board as the reference sees it: 12 pits in sowing order (South's 1..6, then North's 1..6), the seeds
/// each side has taken, and the side to move (0 South, 1 North).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    pits: [u32; 12],
    taken: [u32; 2],
    mover: usize,
}

/// What the reference says one move did.
#[derive(Debug, PartialEq, Eq)]
struct Played {
    board: Board,
    captured: u32,
    grand_slam: bool,
    over: bool,
}

impl Board {
    fn of(position: &Position) -> Board {
        let mut pits = [0; 12];
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            for pit in 1..=6u8 {
                pits[6 * i + usize::from(pit) - 1] = u32::from(position.seeds(side, pit));
            }
        }
        Board {
            pits,
            taken: [
                u32::from(position.store(Side::South)),
                u32::from(position.store(Side::North)),
            ],
            mover: usize::from(position.to_move() == Side::North),
        }
    }

    fn row(&self, side: usize) -> u32 {
        self.pits[6 * side..6 * side + 6].iter().sum()
    }

    fn total(&self) -> u32 {
        self.pits.iter().sum::<u32>() + self.taken[0] + self.taken[1]
    }

    /// Sows pit `pit` (1..6) of the mover without asking whether it may: the board after, what was taken and
    /// whether the capture was refused as a grand slam.
    fn sow(&self, pit: u8) -> (Board, u32, bool) {
        let mut board = self.clone();
        let start = 6 * self.mover + usize::from(pit) - 1;
        let mut hand = board.pits[start];
        board.pits[start] = 0;
        let mut at = start;
        while hand > 0 {
            at = (at + 1) % 12;
            if at == start {
                continue; // a pit of 12 or more seeds skips itself on every lap
            }
            board.pits[at] += 1;
            hand -= 1;
        }
        let theirs = 6 * (1 - self.mover)..6 * (1 - self.mover) + 6;
        let mut run = Vec::new();
        let mut i = at;
        while theirs.contains(&i) && (2..=3).contains(&board.pits[i]) {
            run.push(i);
            if i == theirs.start {
                break;
            }
            i -= 1;
        }
        let seeds: u32 = run.iter().map(|&i| board.pits[i]).sum();
        if seeds > 0 && seeds == board.row(1 - self.mover) {
            return (board, 0, true);
        }
        for i in run {
            board.pits[i] = 0;
        }
        board.taken[self.mover] += seeds;
        (board, seeds, false)
    }

    /// The pits the mover may play: any with seeds, but when the opponent has none, only those that give
    /// the opponent some.
    fn moves(&self) -> Vec<u8> {
        let sowable = (1..=6u8).filter(|&pit| self.pits[6 * self.mover + usize::from(pit) - 1] > 0);
        if self.row(1 - self.mover) > 0 {
            return sowable.collect();
        }
        sowable
            .filter(|&pit| {
                let mut fed = self.clone();
                fed.pits = self.sow(pit).0.pits;
                fed.row(1 - self.mover) > 0
            })
            .collect()
    }

    /// Whether the game is over before the mover moves: more than half the seeds taken, or no move.
    fn over(&self) -> bool {
        self.taken.iter().any(|&t| 2 * t > self.total()) || self.moves().is_empty()
    }

    /// Each side takes the seeds on its own side.
    fn sweep(&mut self) {
        for side in 0..2 {
            self.taken[side] += self.row(side);
        }
        self.pits = [0; 12];
    }

    fn play(&self, pit: u8, sowings_before: u32, seen: &[Board]) -> Played {
        assert!(
            self.moves().contains(&pit),
            "the reference plays legal moves"
        );
        let (mut board, captured, grand_slam) = self.sow(pit);
        board.mover = 1 - self.mover;
        let repeated = seen.contains(&board);
        let over = board.over() || sowings_before + 1 >= 400 || repeated;
        if over {
            board.sweep();
        }
        Played {
            board,
            captured,
            grand_slam,
            over,
        }
    }
}

fn oware(south: [u8; 6], south_taken: u8, north: [u8; 6], north_taken: u8, side: Side) -> Position {
    Position::from_rows(&south, south_taken, &north, north_taken, side)
        .expect("a valid board")
        .with_rules(OWARE)
}

fn check_move(position: &Position, line: &[Position]) {
    let board = Board::of(position);
    let seen: Vec<Board> = line.iter().map(Board::of).collect();
    let engine_moves: Vec<u8> = position.legal_moves().collect();
    let expected = if board.over() {
        Vec::new()
    } else {
        board.moves()
    };
    assert_eq!(engine_moves, expected, "legal moves of {position}");
    for pit in engine_moves {
        let expected = board.play(pit, u32::from(position.sowings()), &seen);
        let (next, sowing) = position.play_in_line(pit, line).expect("a legal move");
        assert_eq!(Board::of(&next), expected.board, "{position} pit {pit}");
        assert_eq!(next.is_over(), expected.over, "{position} pit {pit}");
        assert_eq!(
            sowing.sweep.is_some(),
            expected.over,
            "{position} pit {pit}"
        );
        assert_eq!(
            sowing.taken().map_or(0, |t| u32::from(t.seeds)),
            expected.captured,
            "{position} pit {pit}"
        );
        assert_eq!(
            sowing.grand_slam(),
            expected.grand_slam,
            "{position} pit {pit}"
        );
        assert_eq!(sowing.drops().count(), usize::from(sowing.seeds));
        assert!(!sowing.extra_turn);
    }
}

fn any_oware_position() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec(prop_oneof![3 => Just(0u8), 6 => 0u8..=4, 1 => 5u8..=25], 12),
        0u8..=20,
        0u8..=20,
        any::<bool>(),
    )
        .prop_map(|(pits, s, n, north)| {
            let side = if north { Side::North } else { Side::South };
            oware(
                pits[..6].try_into().unwrap(),
                s,
                pits[6..].try_into().unwrap(),
                n,
                side,
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_oware_move_matches_the_reference(position in any_oware_position()) {
        check_move(&position, &[position]);
    }

    #[test]
    fn random_oware_games_match_the_reference(
        start in prop_oneof![Just(Position::standard().with_rules(OWARE)), any_oware_position()],
        choices in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        let mut position = start;
        let mut line = vec![start];
        for choice in choices {
            if position.is_over() {
                break;
            }
            check_move(&position, &line);
            let moves: Vec<u8> = position.legal_moves().collect();
            let pit = moves[usize::from(choice) % moves.len()];
            position = position.play_in_line(pit, &line).expect("legal").0;
            line.push(position);
            prop_assert_eq!(position.total_seeds(), start.total_seeds());
        }
        prop_assert_eq!(position.is_over(), Board::of(&position).over() || position.row_seeds(Side::South) + position.row_seeds(Side::North) == 0);
    }
}

#[test]
fn feeding_a_player_with_no_seeds_is_compulsory() {
    // North has nothing. South's pit 1 (3 seeds) and pit 2 (1 seed) stay on South's side; pit 6 reaches North.
    let position = oware([3, 1, 0, 0, 0, 1], 20, [0; 6], 23, Side::South);
    assert_eq!(position.legal_moves().collect::<Vec<_>>(), vec![6]);
    assert_eq!(position.play(1), Err(MoveError::MustFeed { pit: 1 }));
    let (next, _) = position.play(6).expect("pit 6 feeds");
    assert_eq!(next.seeds(Side::North, 1), 1);
    assert!(!next.is_over());
}

#[test]
fn a_player_who_cannot_feed_ends_the_game_and_takes_their_own_seeds() {
    let position = oware([1, 1, 0, 0, 0, 0], 20, [0; 6], 26, Side::South);
    assert!(position.is_over());
    assert!(position.legal_moves().is_empty());
    let score = position.score();
    assert_eq!((score.south, score.north), (22, 26));

    // The same end straight after a capture: South takes North's last reachable 2, and North, whose row
    // then holds only seeds that cannot reach South, takes them.
    let position = oware([0, 0, 0, 0, 0, 1], 0, [1, 2, 1, 0, 0, 0], 0, Side::South);
    let (next, sowing) = position.play(6).expect("legal");
    assert_eq!(sowing.taken().map(|t| t.seeds), Some(2));
    let sweep = sowing.sweep.expect("the game ended");
    assert_eq!(sweep.reason, EndReason::NoMove);
    assert_eq!((next.store(Side::South), next.store(Side::North)), (2, 3));
}

#[test]
fn a_grand_slam_captures_nothing() {
    // South's 2 seeds make North's pits 1 and 2 hold 2 and 3: every seed North has.
    let position = oware([1, 0, 0, 0, 0, 2], 0, [1, 2, 0, 0, 0, 0], 0, Side::South);
    let (next, sowing) = position.play(6).expect("legal");
    assert!(sowing.grand_slam());
    assert_eq!(sowing.taken(), None);
    assert_eq!(next.store(Side::South), 0);
    assert_eq!(&next.row(Side::North)[..2], &[2, 3]);

    // With one more seed in North's pit 4 the same sowing takes the chain.
    let position = oware([0, 0, 0, 0, 0, 2], 0, [1, 2, 0, 1, 0, 0], 0, Side::South);
    let (next, sowing) = position.play(6).expect("legal");
    assert!(!sowing.grand_slam());
    assert_eq!(next.store(Side::South), 5);
}

#[test]
fn a_chain_takes_every_pit_of_2_or_3_back_to_the_first_that_is_not() {
    // South's pit 3 holds 6 seeds: pits 4, 5, 6, then North's 1, 2, 3. North's 3, 2 and 1 become 2, 3 and 2;
    // North's pit 4 is not reached; North keeps its other seeds.
    let position = oware([0, 0, 6, 0, 0, 0], 0, [1, 2, 1, 4, 0, 1], 0, Side::South);
    let (next, sowing) = position.play(3).expect("legal");
    let taken = sowing.taken().expect("a capture");
    assert_eq!((taken.first, taken.last, taken.seeds), (1, 3, 7));
    assert_eq!(next.store(Side::South), 7);
    assert_eq!(&next.row(Side::North)[..], &[0, 0, 0, 4, 0, 1]);

    // A pit of 4 in the middle stops the chain: only North's pit 3 is taken.
    let position = oware([0, 0, 6, 0, 0, 0], 0, [1, 3, 1, 4, 0, 1], 0, Side::South);
    let (_, sowing) = position.play(3).expect("legal");
    let taken = sowing.taken().expect("a capture");
    assert_eq!((taken.first, taken.last, taken.seeds), (3, 3, 2));
}

#[test]
fn twelve_seeds_or_more_skip_their_own_pit_on_every_lap() {
    // 12 seeds from South's pit 1: pits 2..6 (5), North's 1..6 (6), then past pit 1 to pit 2.
    let position = oware([12, 0, 0, 0, 0, 0], 0, [4; 6], 0, Side::South);
    let (next, sowing) = position.play(1).expect("legal");
    assert_eq!(next.seeds(Side::South, 1), 0);
    assert_eq!(next.seeds(Side::South, 2), 2);
    assert_eq!(
        sowing.last,
        mancala::engine::Cell::Pit {
            side: Side::South,
            pit: 2
        }
    );
    assert!(sowing.drops().all(|cell| cell
        != mancala::engine::Cell::Pit {
            side: Side::South,
            pit: 1
        }));
    // 23 seeds: two full laps of 11 and one more, still never into pit 1.
    let position = oware([23, 0, 0, 0, 0, 0], 0, [4; 6], 0, Side::South);
    let (next, _) = position.play(1).expect("legal");
    assert_eq!(next.seeds(Side::South, 1), 0);
    assert_eq!(next.seeds(Side::South, 2), 3);
    assert_eq!(next.seeds(Side::North, 1), 6);
}

#[test]
fn a_repeated_position_ends_the_game_with_each_side_taking_its_own_seeds() {
    // One seed each, chasing round the board: after 12 sowings the start comes again.
    let start = oware([0, 0, 0, 0, 0, 1], 23, [0, 0, 0, 0, 0, 1], 23, Side::South);
    let mut line = vec![start];
    let mut position = start;
    for (i, pit) in [6, 6, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5].into_iter().enumerate() {
        assert!(!position.is_over(), "over before sowing {}", i + 1);
        let (next, sowing) = position.play_in_line(pit, &line).expect("legal");
        position = next;
        line.push(next);
        if i < 11 {
            assert_eq!(sowing.sweep, None);
        } else {
            let sweep = sowing.sweep.expect("the repetition ends the game");
            assert_eq!(sweep.reason, EndReason::Repetition);
            assert_eq!(sweep.seeds, BySide::new(1, 1));
        }
    }
    assert!(position.is_over());
    assert_eq!(position.score().winner(), None);
    // Played without the game's past, the same sowings do not end it.
    assert!(!start.play(6).expect("legal").0.is_over());
}

#[test]
fn more_than_half_the_seeds_wins_at_once() {
    let position = oware([0, 0, 0, 0, 0, 1], 24, [1, 4, 4, 1, 1, 1], 12, Side::South);
    let (next, sowing) = position.play(6).expect("legal");
    assert_eq!(sowing.taken().map(|t| t.seeds), Some(2));
    assert_eq!(sowing.sweep.map(|s| s.reason), Some(EndReason::Majority));
    assert_eq!(next.score().winner(), Some(Side::South));
    // Exactly half is not more than half: the game goes on.
    assert!(!oware([1, 1, 1, 0, 0, 0], 24, [1, 1, 1, 0, 0, 0], 18, Side::South).is_over());
}

/// Minimax over the reference rules of the game the table solves: a line of `rounds` sowings without a
/// capture ends as a repetition does, and the count starts again after each capture. The mover's future gain.
fn minimax(board: &Board, rounds: u32, left: u32) -> i32 {
    let own = board.row(board.mover) as i32;
    let opp = board.row(1 - board.mover) as i32;
    let moves = board.moves();
    if moves.is_empty() || left == 0 {
        return own - opp;
    }
    moves
        .into_iter()
        .map(|pit| {
            let (mut next, captured, _) = board.sow(pit);
            next.mover = 1 - board.mover;
            next.taken = [0, 0];
            let captured = captured as i32;
            if captured > 0 {
                captured - minimax(&next, rounds, rounds)
            } else {
                -minimax(&next, rounds, left - 1)
            }
        })
        .max()
        .expect("a move")
}

#[test]
fn the_oware_table_is_minimax_with_its_stand_in_for_repetition() {
    let rounds = 5;
    // Every position with up to 4 seeds in the pits.
    let table = EndgameTable::build_oware(6, 1820, rounds, 2);
    assert_eq!(table.seeds(), 4);
    let mut checked = 0;
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    while checked < 400 {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mut pits = [0u8; 12];
        for _ in 0..(rng % 5) {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            pits[(rng % 12) as usize] += 1;
        }
        let position = oware(
            pits[..6].try_into().unwrap(),
            0,
            pits[6..].try_into().unwrap(),
            0,
            Side::South,
        );
        let own = position.row_word(Side::South);
        let opp = position.row_word(Side::North);
        let expected = minimax(&Board::of(&position), rounds, rounds);
        assert_eq!(table.value(own, opp), Some(expected), "{position}");
        checked += 1;
    }
}

/// A build within little memory (most positions sown again every round), one taken up from a smaller table, and
/// the table of each layer as the build tells it, are all the table built at once.
#[test]
fn the_oware_table_is_the_same_however_it_is_built() {
    use mancala::engine::endgame::{OwareBuild, OwareStep};
    // Every position with up to 8 seeds in the pits (125,970), on two threads and on three.
    let entries = 125_970;
    let whole = EndgameTable::build_oware(6, entries, 40, 2);
    assert_eq!(whole.seeds(), 8);
    let mut told = Vec::new();
    let lean = EndgameTable::build_oware_with(
        6,
        entries,
        OwareBuild {
            rounds: 40,
            threads: 3,
            moves_bytes: 40_000,
        },
        None,
        &mut |step| {
            if let OwareStep::Layer { table, seeds } = step {
                told.push((seeds, table.prefix_bytes(seeds).to_vec()))
            }
        },
    );
    assert_eq!(lean.as_bytes(), whole.as_bytes(), "sown again each round");
    assert_eq!(told.len(), 9, "every layer told");
    for (seeds, bytes) in &told {
        let smaller = EndgameTable::build_oware(6, entries_up_to(*seeds), 40, 1);
        assert_eq!(smaller.seeds(), *seeds);
        assert_eq!(bytes, smaller.as_bytes(), "the table of {seeds} seeds");
    }
    let five = EndgameTable::build_oware(6, entries_up_to(5), 40, 2);
    let build = OwareBuild {
        rounds: 40,
        threads: 2,
        moves_bytes: usize::MAX,
    };
    let mut layers = Vec::new();
    let resumed = EndgameTable::build_oware_with(6, entries, build, Some(&five), &mut |step| {
        if let OwareStep::Layer { seeds, .. } = step {
            layers.push(seeds)
        }
    });
    assert_eq!(
        layers,
        [6, 7, 8],
        "only the layers the smaller table lacks are built"
    );
    assert_eq!(resumed.as_bytes(), whole.as_bytes());
}

/// Positions with up to `seeds` seeds in Oware's 12 pits: C(seeds + 12, 12).
fn entries_up_to(seeds: u32) -> usize {
    (1..=seeds as usize).fold(1, |count, s| count * (s + 12) / s)
}

#[test]
fn the_oware_solver_reads_the_table_and_refuses_what_it_cannot_prove() {
    let mut solver = Solver::with_endgame(
        std::sync::Arc::new(EndgameTable::build_oware(6, 1820, 5, 1)),
        1 << 20,
    );
    let position = oware([0, 0, 0, 0, 0, 2], 10, [1, 0, 0, 1, 0, 0], 12, Side::South);
    let (values, _) = solver
        .analyze(&position, &Limits::none())
        .expect("in the table");
    let board = Board::of(&position);
    for value in &values {
        let (mut next, captured, _) = board.sow(value.pit);
        next.mover = 1;
        next.taken = [0, 0];
        let future = if next.moves().is_empty() {
            captured as i32 + next.row(0) as i32 - next.row(1) as i32
        } else if captured > 0 {
            captured as i32 - minimax(&next, 5, 5)
        } else {
            -minimax(&next, 5, 4)
        };
        assert_eq!(value.value, -2 + future, "pit {}", value.pit);
    }
    assert_eq!(values.len(), 1);
    let solution = solver
        .solve(&position, &Limits::none())
        .expect("in the table");
    assert_eq!(
        solution.value,
        values.iter().map(|v| v.value).max().unwrap()
    );
    // The start holds 48 seeds: no proof, at once.
    let start = Position::standard().with_rules(OWARE);
    assert!(solver.solve(&start, &Limits::none()).is_err());
}

/// Hard's search written again without its table, ordering or windows: every move to `depth` sowings, then
/// the evaluation or a capture (the quiescence: the mover may always decline to capture), the endgame table
/// where it knows the rows. Quarter seeds for the mover, whole game; `None` if a line in it ends by a side taking
/// more than half the seeds, an end the search does not model (it plays on to the last seed, as the endgame
/// table's values do).
fn reference_search(position: &Position, table: &EndgameTable, depth: u32) -> Option<i32> {
    use mancala::engine::evaluation::{SCALE, evaluate};
    let me = position.to_move();
    let stores = (i32::from(position.store(me)) - i32::from(position.store(me.opponent()))) * SCALE;
    if position.is_over() {
        return Some(position.score().margin(me) * SCALE);
    }
    let (own, opp) = (position.row_word(me), position.row_word(me.opponent()));
    if let Some(value) = table.value(own, opp) {
        return Some(stores + value * SCALE);
    }
    let mut best = if depth > 0 {
        None
    } else {
        Some(stores + evaluate(own, opp, 6, OWARE))
    };
    for pit in position.legal_moves() {
        let (next, sowing) = position.play(pit).expect("legal");
        if sowing
            .sweep
            .is_some_and(|sweep| sweep.reason == EndReason::Majority)
        {
            return None;
        }
        if depth > 0 || next.is_over() || sowing.taken().is_some() {
            let value = -reference_search(&next, table, depth.saturating_sub(1))?;
            best = Some(best.map_or(value, |best: i32| best.max(value)));
        }
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Principal-variation search, the transposition table, the move ordering and the cut-offs change how
    /// fast the search is, never what a depth sees.
    #[test]
    fn the_deepening_search_sees_what_a_plain_search_of_its_depth_sees(
        position in (
            proptest::collection::vec(prop_oneof![3 => Just(0u8), 6 => 0u8..=4, 1 => 5u8..=12], 12),
            any::<bool>(),
        )
            .prop_map(|(pits, north)| {
                let side = if north { Side::North } else { Side::South };
                oware(pits[..6].try_into().unwrap(), 0, pits[6..].try_into().unwrap(), 0, side)
            })
            .prop_filter("live, beyond the table", |p| {
                let seeds = p.row_seeds(Side::South) + p.row_seeds(Side::North);
                !p.is_over() && seeds > 6
            }),
        depth in 1u32..=4,
    ) {
        use mancala::engine::deepening::Deepening;
        let table = small_table();
        let Some(expected) = reference_search(&position, table, depth) else {
            return Err(TestCaseError::reject("a line ends by a majority"));
        };
        // One thread, and two sharing the table (the helper searches no deeper than the first).
        for threads in [1, 2] {
            let mut search = Deepening::with_slots(1 << 12);
            search.set_threads(threads);
            let found = search
                .search(&position, Some(table), depth, &Limits::none())
                .expect("a live position has a move");
            prop_assert_eq!(found.depth, depth);
            prop_assert_eq!(found.score, expected, "{} threads", threads);
            let (next, _) = position.play(found.pit).expect("the move is legal");
            prop_assert_eq!(reference_search(&next, table, depth - 1).map(|v| -v), Some(found.score));
        }
    }
}

/// Every position with up to 6 seeds in the pits, built once for the tests that share it.
fn small_table() -> &'static EndgameTable {
    static TABLE: std::sync::OnceLock<EndgameTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| EndgameTable::build_oware(6, 18_564, 256, 2))
}

#[test]
fn the_evaluation_counts_a_pit_of_2_in_the_opponents_reach_as_a_threat_of_3() {
    use mancala::engine::evaluation::{OWARE_FEATURES, oware_features};
    // North's pit 1 (7 seeds) ends in South's pit 2 (2 seeds): a take of 3 that South, to move, faces. South's
    // pit 6 (1 seed) ends in North's pit 1, which holds 7: no threat to North.
    let position = oware([0, 2, 0, 0, 0, 1], 0, [7, 0, 0, 0, 0, 0], 0, Side::South);
    let features = oware_features(
        position.row_word(Side::South),
        position.row_word(Side::North),
        6,
    );
    let at = |name: &str| features[OWARE_FEATURES.iter().position(|&n| n == name).unwrap()];
    assert_eq!(at("opp threats"), 3);
    assert_eq!(at("opp pit 1"), 7);
    assert_eq!(at("own pit 2"), 2);
    assert_eq!(at("own pit 6"), 1);
    assert_eq!(at("own pits of 1 or 2"), 2);
    assert_eq!(at("opp empty pits"), 5);
    let moved = oware([0, 2, 0, 0, 0, 1], 0, [7, 0, 0, 0, 0, 0], 0, Side::North);
    let theirs = oware_features(moved.row_word(Side::North), moved.row_word(Side::South), 6);
    assert_eq!(
        theirs[OWARE_FEATURES
            .iter()
            .position(|&n| n == "opp threats")
            .unwrap()],
        0
    );
}

#[test]
fn the_oware_book_holds_a_deep_searched_move_for_every_opening_position() {
    use mancala::engine::oware_book::{self, SOWINGS};
    let entries = oware_book::entries();
    let mut expected = vec![Position::standard().with_rules(OWARE)];
    let mut layer = expected.clone();
    for _ in 0..SOWINGS {
        let mut next = Vec::new();
        for position in &layer {
            for pit in position.legal_moves() {
                let after = position.play(pit).unwrap().0.with_sowings(0);
                if !expected.contains(&after) && !next.contains(&after) {
                    next.push(after);
                }
            }
        }
        expected.extend_from_slice(&next);
        layer = next;
    }
    let held: Vec<Position> = entries.iter().map(|entry| entry.position).collect();
    assert_eq!(
        held, expected,
        "the book's positions, in the order they are made"
    );
    for entry in &entries {
        assert!(entry.position.legal_moves().contains(entry.pit));
        // Deeper than a move's search gets in its time (17 sowings in 500 ms, 19 in 2 s).
        assert!(entry.depth >= 19, "{}", oware_book::line(entry));
        assert_eq!(
            oware_book::parse(&oware_book::line(entry)).unwrap(),
            vec![*entry]
        );
        // The book answers whatever the sowings counted so far.
        assert_eq!(
            oware_book::move_for(&entry.position.with_sowings(2)),
            Some(*entry)
        );
    }
    // And Hard plays its moves without searching: no nodes allowed, the book's move and depth.
    let mut otto = Ai::new(Level::Hard, 6, 1);
    for entry in entries.iter().step_by(23) {
        let budget = Budget {
            clock: None,
            nodes: Some(0),
            cancel: None,
        };
        let choice = otto.choose(&entry.position, &budget).unwrap();
        assert_eq!(choice.pit, entry.pit);
        assert_eq!(choice.basis, Basis::Searched(entry.depth));
    }
    // Past the book, a search.
    let last = expected.last().unwrap();
    let past = last.play(last.legal_moves().next().unwrap()).unwrap().0;
    assert_eq!(oware_book::move_for(&past), None);
    assert_eq!(
        oware_book::move_for(&Position::standard()),
        None,
        "Kalah's start is not Oware's"
    );
}

#[test]
fn a_bad_oware_book_line_is_refused_with_its_line_number() {
    use mancala::engine::oware_book::parse;
    let good = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware -> 6 depth 20 score -2.75";
    assert_eq!(parse(good).unwrap()[0].score, -11);
    for (bad, problem) in [
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware 6 depth 20 score 0",
            "->",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S -> 6 depth 20 score 0",
            "Oware",
        ),
        (
            "0,4,4,4,4,4,0,4,4,4,4,4,4,4 S oware -> 1 depth 20 score 0",
            "pit",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware -> 6 depth deep score 0",
            "depth",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware -> 6 depth 20 score 0.3",
            "quarter",
        ),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware -> 6", "depth D"),
    ] {
        let error = parse(&format!("# a comment\n{good}\n{bad}")).unwrap_err();
        assert_eq!(error.line, 3, "{bad}");
        assert!(
            error.problem.to_string().contains(problem),
            "{bad}: {error}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The helper thread shares the table with the first as they search: whatever it stores, the first
    /// thread's answer where every reply is in the endgame table is the best of the replies' table values.
    #[test]
    fn two_threads_find_the_best_reply_where_the_table_knows_every_reply(
        sown in proptest::collection::vec(0usize..12, 1..=6),
        north in any::<bool>(),
        depth in 1u32..=8,
    ) {
        use mancala::engine::deepening::Deepening;
        use mancala::engine::evaluation::SCALE;
        let table = small_table();
        // Up to 6 seeds in the pits: every position a sowing leaves is in the table.
        let mut pits = [0u8; 12];
        for pit in sown {
            pits[pit] += 1;
        }
        let side = if north { Side::North } else { Side::South };
        let position = oware(pits[..6].try_into().unwrap(), 20, pits[6..].try_into().unwrap(), 22, side);
        prop_assume!(!position.is_over());
        let me = position.to_move();
        // The search plays on to the last seed, as the table's values do: no reply may end by a majority.
        prop_assume!(position.legal_moves().all(|pit| {
            let (_, sowing) = position.play(pit).unwrap();
            sowing.sweep.is_none_or(|sweep| sweep.reason != EndReason::Majority)
        }));
        let expected = position
            .legal_moves()
            .map(|pit| {
                let next = position.play(pit).unwrap().0;
                if next.is_over() {
                    return next.score().margin(me) * SCALE;
                }
                let them = next.to_move();
                let stores = i32::from(next.store(them)) - i32::from(next.store(me));
                let value = table.value(next.row_word(them), next.row_word(me)).expect("in the table");
                -(stores + value) * SCALE
            })
            .max()
            .unwrap();
        let mut search = Deepening::with_slots(1 << 12);
        search.set_threads(2);
        let found = search
            .search(&position, Some(table), depth, &Limits::none())
            .expect("a live position has a move");
        prop_assert_eq!(found.score, expected, "{}", position);
    }
}
