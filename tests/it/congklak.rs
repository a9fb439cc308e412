//! Congklak and Sungka against an independent statement of their rules, written again here from the rules as
//! players state them (docs/congklak.md) without the engine's kernel: one seed at a time round a ring of
//! absolute cells, a list of burnt holes, the turn and the round's end in their own words. Property tests play
//! random positions and random games on every board size (5 to 9 holes), with burnt holes, under each of the
//! six rule sets (Congklak's four, Sungka's two), side by side with the engine.

use mancala::engine::{
    CONGKLAK, Cell, Family, Lap, Limits, MAX_SOWINGS, Position, Rules, Side, perft, relay_search,
    simultaneous,
};
use proptest::prelude::*;

/// A cell of the reference's ring: South's holes 0..m, South's store m, North's holes m+1..=2m, North's store
/// 2m+1 (the engine's position text in the same order).
fn cell_of(index: usize, m: usize) -> Cell {
    match index {
        i if i < m => Cell::Pit {
            side: Side::South,
            pit: i as u8 + 1,
        },
        i if i == m => Cell::Store(Side::South),
        i if i <= 2 * m => Cell::Pit {
            side: Side::North,
            pit: (i - m) as u8,
        },
        _ => Cell::Store(Side::North),
    }
}

/// The reference's board: every cell's seeds, which holes are burnt, who moves, the rules.
#[derive(Clone, Debug)]
struct Board {
    m: usize,
    cells: Vec<u32>,
    burnt: Vec<bool>,
    to_move: Side,
    rules: Rules,
}

/// What the reference says one move does.
#[derive(Debug, PartialEq, Eq)]
struct Outcome {
    text: String,
    laps: Vec<(Cell, u32, Vec<Cell>)>,
    captured: Option<u32>,
    extra_turn: bool,
    over: bool,
}

impl Board {
    fn read(position: &Position) -> Board {
        let m = usize::from(position.pits());
        let mut cells = Vec::new();
        let mut burnt = Vec::new();
        for side in Side::BOTH {
            for pit in 1..=position.pits() {
                cells.push(u32::from(position.seeds(side, pit)));
                burnt.push(position.is_burnt(side, pit));
            }
            cells.push(u32::from(position.store(side)));
            burnt.push(false);
        }
        assert_eq!(cells.len(), 2 * m + 2);
        Board {
            m,
            cells,
            burnt,
            to_move: position.to_move(),
            rules: position.rules(),
        }
    }

    fn store(&self, side: Side) -> usize {
        match side {
            Side::South => self.m,
            Side::North => 2 * self.m + 1,
        }
    }

    fn holes(&self, side: Side) -> std::ops::Range<usize> {
        match side {
            Side::South => 0..self.m,
            Side::North => self.m + 1..2 * self.m + 1,
        }
    }

    fn seeds_in_holes(&self, side: Side) -> u32 {
        self.holes(side).map(|i| self.cells[i]).sum()
    }

    fn text(&self) -> String {
        let numbers: Vec<String> = (0..self.cells.len())
            .map(|i| {
                if self.burnt[i] {
                    "x".to_string()
                } else {
                    self.cells[i].to_string()
                }
            })
            .collect();
        format!(
            "{} {} {}",
            numbers.join(","),
            self.to_move.letter(),
            self.rules
        )
    }

    /// The hole across the board from hole `i`: hole k of one side faces hole m+1-k of the other.
    fn facing(&self, i: usize) -> usize {
        2 * self.m - i
    }

    fn play(&mut self, pit: u8, sowings_before: u32) -> Outcome {
        let mover = self.to_move;
        let own_store = self.store(mover);
        let opp_store = self.store(mover.opponent());
        let n = self.cells.len();
        let start = self.holes(mover).start + usize::from(pit) - 1;
        assert!(
            !self.burnt[start] && self.cells[start] > 0,
            "the reference plays a live hole"
        );
        let total_in_holes = self.seeds_in_holes(Side::South) + self.seeds_in_holes(Side::North);
        let live_cells = 1
            + (0..n)
                .filter(|&i| i != own_store && i != opp_store && !self.burnt[i])
                .count() as u32;

        // Lift, then one seed a cell clockwise round the ring, past the opponent's store and burnt holes;
        // where the last seed lands in a hole that was not empty, lift that hole and go on.
        let mut at = start;
        let mut hand = std::mem::take(&mut self.cells[start]);
        let mut laps = vec![(cell_of(start, self.m), hand, Vec::new())];
        let mut passed_own_store = false;
        let mut drops = 0;
        loop {
            while hand > 0 {
                at = (at + 1) % n;
                if at == opp_store || self.burnt[at] {
                    continue;
                }
                self.cells[at] += 1;
                hand -= 1;
                drops += 1;
                if at == own_store {
                    passed_own_store = true;
                }
                laps.last_mut().unwrap().2.push(cell_of(at, self.m));
            }
            let was_empty = self.cells[at] == 1;
            if at != own_store && !was_empty {
                hand = std::mem::take(&mut self.cells[at]);
                laps.push((cell_of(at, self.m), hand, Vec::new()));
                continue;
            }
            break;
        }
        // The bound the engine claims: fewer than one lap of the live cells for each seed, and one more.
        assert!(drops < (total_in_holes + 1) * live_cells, "{drops} drops");

        let mut captured = None;
        if self.holes(mover).contains(&at) {
            let across = self.facing(at);
            let lap_allows = passed_own_store || !self.rules.lap_before_capture;
            if !self.burnt[across] && self.cells[across] > 0 && lap_allows {
                // Sungka's capture takes only what faces the hole; the last seed stays where it fell, unless the
                // players agreed that it goes along (as it always does in Congklak).
                let seed_stays =
                    self.rules.family == Family::Sungka && !self.rules.capture_own_seed;
                let mut taken = std::mem::take(&mut self.cells[across]);
                if !seed_stays {
                    taken += std::mem::take(&mut self.cells[at]);
                }
                self.cells[own_store] += taken;
                captured = Some(taken);
            }
        }
        let mut extra_turn = at == own_store;
        self.to_move = if extra_turn { mover } else { mover.opponent() };
        // A player with nothing to sow: in Sungka, and in Congklak under pass-when-empty, they pass if the
        // other can sow.
        let passes = self.rules.family == Family::Sungka || self.rules.pass_when_empty;
        if passes
            && self.seeds_in_holes(self.to_move) == 0
            && self.seeds_in_holes(self.to_move.opponent()) > 0
        {
            self.to_move = self.to_move.opponent();
        }
        let over =
            self.seeds_in_holes(self.to_move) == 0 || sowings_before + 1 >= u32::from(MAX_SOWINGS);
        if over {
            extra_turn = false;
            self.to_move = mover.opponent();
            for side in Side::BOTH {
                let left = self.seeds_in_holes(side);
                for i in self.holes(side) {
                    self.cells[i] = 0;
                }
                let store = self.store(side);
                self.cells[store] += left;
            }
        }
        Outcome {
            text: self.text(),
            laps,
            captured,
            extra_turn,
            over,
        }
    }
}

fn engine_outcome(position: &Position, pit: u8) -> Outcome {
    let (next, sowing) = position.play(pit).expect("a live hole can be played");
    let laps = position.laps(pit).expect("a live hole has laps");
    let laps = laps
        .into_iter()
        .map(|Lap { from, seeds, drops }| (from, u32::from(seeds), drops))
        .collect();
    let mut text = next.to_string();
    if next.rules() == CONGKLAK {
        // The engine leaves the common rule set unnamed only for standard Kalah.
        assert!(text.ends_with(" congklak"));
    }
    if next.rules() == mancala::engine::SUNGKA {
        assert!(text.ends_with(" sungka"));
    }
    text = text.trim().to_string();
    Outcome {
        text,
        laps,
        captured: sowing.captured().map(u32::from),
        extra_turn: sowing.extra_turn,
        over: next.is_over(),
    }
}

/// Any Congklak position: 5 to 9 holes a side, up to 9 seeds a cell, some holes burnt (empty), either side to
/// move, any of the four rule sets.
fn any_position() -> impl Strategy<Value = Position> {
    (5u8..=9).prop_flat_map(|m| {
        let size = 2 * usize::from(m) + 2;
        (
            proptest::collection::vec(0u8..=9, size),
            proptest::collection::vec(prop::bool::weighted(0.15), size),
            any::<bool>(),
            0..Rules::relay().len(),
        )
            .prop_map(move |(cells, burnt, north, rules)| {
                build(m, &cells, &burnt, north, Rules::relay()[rules])
            })
    })
}

fn build(m: u8, cells: &[u8], burnt: &[bool], north: bool, rules: Rules) -> Position {
    let m = usize::from(m);
    let side = if north { Side::North } else { Side::South };
    let mut position = Position::from_rows_by(
        rules,
        &cells[..m],
        cells[m],
        &cells[m + 1..2 * m + 1],
        cells[2 * m + 1],
        side,
    )
    .expect("generated positions stay within a byte");
    for (index, _) in burnt.iter().enumerate().filter(|&(_, &burn)| burn) {
        if let Cell::Pit { side, pit } = cell_of(index, m)
            && position.seeds(side, pit) == 0
        {
            position = position.burn(side, pit).expect("an empty hole burns");
        }
    }
    position
}

fn check_every_move(position: &Position) {
    for pit in position.legal_moves() {
        let expected = Board::read(position).play(pit, u32::from(position.sowings()));
        assert_eq!(
            engine_outcome(position, pit),
            expected,
            "hole {pit} of {position}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_move_matches_the_independent_rules(position in any_position()) {
        check_every_move(&position);
    }

    #[test]
    fn the_moves_are_the_live_holes_with_seeds(position in any_position()) {
        let board = Board::read(&position);
        let live: Vec<u8> = if position.is_over() {
            Vec::new()
        } else {
            board
                .holes(position.to_move())
                .enumerate()
                .filter(|&(_, i)| board.cells[i] > 0 && !board.burnt[i])
                .map(|(k, _)| k as u8 + 1)
                .collect()
        };
        prop_assert_eq!(position.legal_moves().collect::<Vec<_>>(), live);
        prop_assert_eq!(perft(&position, 1), position.legal_moves().count() as u64);
    }

    #[test]
    fn text_round_trips(position in any_position()) {
        let text = position.to_string();
        prop_assert_eq!(text.parse::<Position>().unwrap(), position);
    }

    #[test]
    fn the_mirror_plays_the_same_holes_to_mirrored_results(position in any_position()) {
        for pit in position.legal_moves() {
            let (next, sowing) = position.play(pit).unwrap();
            let (mirror_next, mirror_sowing) = position.mirrored().play(pit).unwrap();
            prop_assert_eq!(mirror_next.mirrored().to_string(), next.to_string());
            prop_assert_eq!(mirror_sowing.relays(), sowing.relays());
        }
    }

    /// Random games from the start on every board, each move checked against the reference, until the round
    /// ends: every seed then in a store, burnt holes still burnt.
    #[test]
    fn random_games_match_the_independent_rules(
        m in 5u8..=9,
        rules in 0..6usize,
        choices in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        let rules = Rules::relay()[rules];
        let mut position = Position::start_by(rules, m, m).unwrap();
        let total = position.total_seeds();
        for choice in choices {
            if position.is_over() {
                break;
            }
            let moves: Vec<u8> = position.legal_moves().collect();
            prop_assert!(!moves.is_empty(), "a live round has a move: {}", position);
            let pit = moves[usize::from(choice) % moves.len()];
            let expected = Board::read(&position).play(pit, u32::from(position.sowings()));
            prop_assert_eq!(engine_outcome(&position, pit), expected);
            position = position.play(pit).unwrap().0;
            prop_assert_eq!(position.total_seeds(), total);
        }
        if position.is_over() {
            prop_assert_eq!(
                u32::from(position.store(Side::South)) + u32::from(position.store(Side::North)),
                total
            );
        }
    }
}

/// The example the written rules walk through: from the start the bottom player sows the second hole from the
/// right (hole 2); its last seed lands in the top-left hole (North's hole 1), which holds seeds, so the seeds are
/// lifted and sown on, the last landing in the emptied hole 2, which captures the 8 across and itself.
#[test]
fn the_rules_worked_example_relays_once_and_captures() {
    let start = Position::start_by(CONGKLAK, 7, 7).unwrap();
    assert_eq!(
        start.to_string(),
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
    );
    let (after, sowing) = start.play(2).unwrap();
    assert_eq!(
        after.to_string(),
        "8,0,8,8,8,8,8,10,0,8,8,8,8,0,8,0 N congklak"
    );
    assert_eq!(sowing.relays(), 1);
    assert_eq!(sowing.capture.map(|c| (c.pit, c.opposite)), Some((2, 8)));
    let laps = start.laps(2).unwrap();
    assert_eq!(laps.len(), 2);
    assert_eq!(
        laps[1].from,
        Cell::Pit {
            side: Side::North,
            pit: 1
        }
    );
    assert_eq!(laps[1].seeds, 8);
    check_every_move(&start);
}

/// The opponent's store is not on the ring; burnt holes are passed over by both players.
#[test]
fn burnt_holes_and_the_opponents_store_are_skipped() {
    // North's hole 7 sows into North's store, then South's holes 1 (burnt) and 2 (empty: the turn ends there).
    let position: Position = "x,0,1,1,1,1,1,0,1,1,1,1,1,1,2,0 N congklak"
        .parse()
        .unwrap();
    let (after, sowing) = position.play(7).unwrap();
    assert_eq!(
        after.to_string(),
        "x,1,1,1,1,1,1,0,1,1,1,1,1,1,0,1 S congklak"
    );
    assert_eq!(
        sowing.last,
        Cell::Pit {
            side: Side::South,
            pit: 2
        }
    );
    assert!(sowing.capture.is_none() && !sowing.extra_turn);
    check_every_move(&position);
    let burnt: Position = "x,0,1,1,1,1,1,0,1,1,1,1,1,1,3,0 S congklak"
        .parse()
        .unwrap();
    assert_eq!(
        burnt.play(1).unwrap_err().to_string(),
        "hole 1 is burnt: it could not be filled at this round's start, so no one plays it"
    );
}

/// Under lap-before-capture the same landing captures only once the sowing has passed its own store.
#[test]
fn a_capture_waits_for_a_lap_under_the_variant() {
    // South's hole 1 sows one seed into hole 2, empty, facing North's hole 6 with 5 seeds.
    let text = "1,0,1,1,1,1,1,0,1,1,1,1,1,5,1,0 S";
    let common: Position = format!("{text} congklak").parse().unwrap();
    let (_, sowing) = common.play(1).unwrap();
    assert_eq!(sowing.capture.map(|c| c.opposite), Some(5));
    let lap: Position = format!("{text} congklak+lap-before-capture")
        .parse()
        .unwrap();
    let (after, sowing) = lap.play(1).unwrap();
    assert_eq!(sowing.capture, None);
    assert_eq!(
        after.to_string(),
        "0,1,1,1,1,1,1,0,1,1,1,1,1,5,1,0 N congklak+lap-before-capture"
    );
    check_every_move(&common);
    check_every_move(&lap);
}

/// The round ends when the player to move has no seeds; under pass-when-empty that player passes instead.
#[test]
fn the_round_ends_or_passes_when_the_player_to_move_has_no_seeds() {
    // South's last seed goes past its store into North's hole 1, empty: North has seeds then, and moves.
    let common: Position = "0,0,0,0,2,0,0,0,0,0,0,0 S congklak".parse().unwrap();
    let (after, sowing) = common.play(5).unwrap();
    assert_eq!(after.to_string(), "0,0,0,0,0,1,1,0,0,0,0,0 N congklak");
    assert!(!sowing.extra_turn && !after.is_over());
    // South's store takes the last seed; South moves again but has nothing: the round is over, and North's
    // seed goes to North's store.
    let text = "0,0,0,0,1,0,1,0,0,0,0,0 S";
    let common: Position = format!("{text} congklak").parse().unwrap();
    let (after, sowing) = common.play(5).unwrap();
    assert!(after.is_over() && !sowing.extra_turn);
    assert_eq!(after.score().south, 1);
    assert_eq!(after.score().north, 1);
    // Under pass-when-empty South passes and North sows on.
    let pass: Position = format!("{text} congklak+pass-when-empty").parse().unwrap();
    let (after, _) = pass.play(5).unwrap();
    assert!(!after.is_over());
    assert_eq!(after.to_move(), Side::North);
}

#[test]
fn boards_outside_five_to_nine_holes_are_refused() {
    assert!(Position::start_by(CONGKLAK, 4, 4).is_err());
    assert!(Position::start_by(CONGKLAK, 10, 9).is_err());
    let nine = Position::start_by(CONGKLAK, 9, 9).unwrap();
    assert_eq!(nine.total_seeds(), 162);
    assert_eq!(
        nine.legal_moves().collect::<Vec<_>>(),
        (1..=9).collect::<Vec<_>>()
    );
    check_every_move(&nine);
    let error = "7,7,7,7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,7,7,7,0 S congklak"
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(error.contains("a Congklak board has 5 to 9"), "{error}");
    let error = "x,4,4,4,4,4,0,4,4,4,4,4,4,0 S"
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(error.contains("not a whole number"), "{error}");
    let kalah = Position::start(6, 4)
        .unwrap()
        .burn(Side::South, 1)
        .unwrap_err();
    assert_eq!(
        kalah.to_string(),
        "only Congklak burns holes (x in a position's text)"
    );
    let error = "7,7,7,7,7,7,7,x,7,7,7,7,7,7,7,0 S congklak"
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("number 8 (South store) is x") && error.contains("only a hole"),
        "{error}"
    );
    let error = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
        .parse::<Position>()
        .unwrap()
        .burn(Side::North, 3)
        .unwrap_err()
        .to_string();
    assert_eq!(error, "North hole 3 holds seeds, so it cannot be burnt");
}

/// The reference's value of `board` for the side to move in quarter seeds, searched `depth` sowings with plain
/// minimax: the final margin once the round is over, else the stores' difference and, at the horizon, half of
/// each row's seeds to its owner (the engine's evaluation, stated again).
fn minimax(board: &Board, depth: u32, sowings: u32) -> i32 {
    let me = board.to_move;
    let margin = |board: &Board, side: Side| {
        i32::try_from(board.cells[board.store(side)]).unwrap()
            - i32::try_from(board.cells[board.store(side.opponent())]).unwrap()
    };
    if depth == 0 {
        let rows = i32::try_from(board.seeds_in_holes(me)).unwrap()
            - i32::try_from(board.seeds_in_holes(me.opponent())).unwrap();
        return margin(board, me) * 4 + rows * 2;
    }
    let live: Vec<usize> = board
        .holes(me)
        .filter(|&i| board.cells[i] > 0 && !board.burnt[i])
        .collect();
    live.into_iter()
        .map(|i| {
            let mut next = board.clone();
            let pit = (i - board.holes(me).start + 1) as u8;
            let outcome = next.play(pit, sowings);
            if outcome.over {
                margin(&next, me) * 4
            } else if next.to_move == me {
                minimax(&next, depth - 1, sowings + 1)
            } else {
                -minimax(&next, depth - 1, sowings + 1)
            }
        })
        .max()
        .expect("a live round has a move")
}

/// The most the side to move adds to its store in its turn, by plain recursion over the reference's sowings.
fn best_turn_by_reference(board: &Board, sowings: u32) -> u32 {
    let me = board.to_move;
    board
        .holes(me)
        .filter(|&i| board.cells[i] > 0 && !board.burnt[i])
        .collect::<Vec<_>>()
        .into_iter()
        .map(|i| {
            let mut next = board.clone();
            let before = next.cells[next.store(me)];
            let outcome = next.play((i - board.holes(me).start + 1) as u8, sowings);
            let gain = next.cells[next.store(me)] - before;
            if next.to_move == me && !outcome.over {
                gain + best_turn_by_reference(&next, sowings + 1)
            } else {
                gain
            }
        })
        .max()
        .unwrap_or(0)
}

/// Small live positions (5 or 6 holes, up to 4 seeds a cell), for the searches' tests.
fn small_position() -> impl Strategy<Value = Position> {
    (5u8..=6).prop_flat_map(|m| {
        let size = 2 * usize::from(m) + 2;
        (
            proptest::collection::vec(0u8..=4, size),
            proptest::collection::vec(prop::bool::weighted(0.1), size),
            any::<bool>(),
            0..Rules::relay().len(),
        )
            .prop_map(move |(cells, burnt, north, rules)| {
                build(m, &cells, &burnt, north, Rules::relay()[rules])
            })
            .prop_filter("a live position", |position| !position.is_over())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Medium's and Teach me's search scores each move as plain minimax over the independent rules does.
    #[test]
    fn the_search_scores_moves_as_plain_minimax(position in small_position(), depth in 1u32..=3) {
        let scores = relay_search::score_moves(&position, depth, &Limits::none()).unwrap();
        let board = Board::read(&position);
        let sowings = u32::from(position.sowings());
        for scored in scores {
            let mut next = board.clone();
            let outcome = next.play(scored.pit, sowings);
            let me = board.to_move;
            let expected = if outcome.over {
                (i32::try_from(next.cells[next.store(me)]).unwrap()
                    - i32::try_from(next.cells[next.store(me.opponent())]).unwrap())
                    * 4
            } else if next.to_move == me {
                minimax(&next, depth - 1, sowings + 1)
            } else {
                -minimax(&next, depth - 1, sowings + 1)
            };
            prop_assert_eq!(scored.score, expected, "hole {} of {}", scored.pit, position);
        }
    }

    /// Hard's deepening search, with its table and windows, finds a move whose score is the best plain
    /// minimax finds at the same depth.
    #[test]
    fn hards_search_finds_the_minimax_value(position in small_position(), depth in 1u32..=4) {
        let mut search = relay_search::Deepening::default();
        let found = search.search(&position, depth, &Limits::none()).unwrap();
        prop_assert_eq!(found.depth, depth);
        prop_assert_eq!(found.score, minimax(&Board::read(&position), depth, u32::from(position.sowings())));
    }

    /// The best first turn is the most plain recursion over the independent rules finds, and its line plays it.
    #[test]
    fn the_best_turn_takes_what_plain_recursion_finds(position in small_position()) {
        let turn = relay_search::best_turn(&position, &Limits::none()).unwrap();
        let me = position.to_move();
        let expected = u32::from(position.store(me))
            + best_turn_by_reference(&Board::read(&position), u32::from(position.sowings()));
        prop_assert_eq!(turn.seeds, expected);
        let mut at = position;
        for &pit in &turn.line {
            prop_assert_eq!(at.to_move(), me);
            at = at.play(pit).unwrap().0;
        }
        prop_assert!(at.to_move() != me || at.is_over());
        prop_assert_eq!(u32::from(at.store(me)), turn.seeds);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random simultaneous starts on every board with random choices: every seed kept at every tick, every seed
    /// lifted dropped, each store landing answered by a choice, and the phase ends with the first to finish to
    /// move (or the round over).
    #[test]
    fn the_simultaneous_start_keeps_every_seed_and_ends(
        position in any_position().prop_filter("both sides can sow", |p| {
            !p.legal_moves().is_empty()
                && !p.with_to_move(p.to_move().opponent()).legal_moves().is_empty()
        }),
        picks in proptest::collection::vec(any::<u8>(), 3),
        more in proptest::collection::vec(any::<u8>(), 200),
    ) {
        use simultaneous::{Event, SimultaneousStart};
        let south: Vec<u8> = position.with_to_move(Side::South).legal_moves().collect();
        let north: Vec<u8> = position.with_to_move(Side::North).legal_moves().collect();
        let south = south[usize::from(picks[0]) % south.len()];
        let north = north[usize::from(picks[1]) % north.len()];
        let total = position.total_seeds();
        let mut phase = SimultaneousStart::new(&position, south, north).unwrap();
        let (mut lifted, mut dropped) = (0u32, 0u32);
        for seeds in [position.seeds(Side::South, south), position.seeds(Side::North, north)] {
            lifted += u32::from(seeds);
        }
        let mut choices = more.into_iter().cycle();
        let mut ticks = 0;
        while !phase.is_done() {
            if let Some(side) = phase.waiting() {
                let holes = phase.choices(side);
                prop_assert!(!holes.is_empty());
                let pit = holes[usize::from(choices.next().unwrap()) % holes.len()];
                match phase.choose(side, pit).unwrap() {
                    Event::Lift { seeds, .. } => lifted += u32::from(seeds),
                    other => prop_assert!(false, "a choice lifts: {:?}", other),
                }
                continue;
            }
            for event in phase.step() {
                match event {
                    Event::Lift { seeds, .. } => lifted += u32::from(seeds),
                    Event::Drop { .. } => dropped += 1,
                    _ => {}
                }
            }
            ticks += 1;
            prop_assert!(ticks < 100_000, "the phase never ended");
        }
        prop_assert_eq!(lifted, dropped);
        let after = phase.position();
        prop_assert_eq!(after.total_seeds(), total);
        let first = phase.finished_first().unwrap();
        if !after.is_over() {
            // The first to finish moves, unless under pass-when-empty they have nothing to sow.
            let expected = if after.rules().passes_when_empty() && after.row_seeds(first) == 0 {
                first.opponent()
            } else {
                first
            };
            prop_assert_eq!(after.to_move(), expected);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The window's view of the simultaneous start: run from choice to choice, at every pause the board and the
    /// seeds in the hands hold every seed, the player asked to choose is the one to move on the board, and the
    /// holes chosen, replayed, give the same start to the end.
    #[test]
    fn the_start_runs_from_choice_to_choice_and_replays(
        position in any_position().prop_filter("both sides can sow", |p| {
            !p.legal_moves().is_empty()
                && !p.with_to_move(p.to_move().opponent()).legal_moves().is_empty()
        }),
        choices in proptest::collection::vec(any::<u8>(), 64),
    ) {
        use simultaneous::{Event, SimultaneousStart};
        let mut choices = choices.into_iter().cycle();
        let mut pick = |holes: Vec<u8>| holes[usize::from(choices.next().unwrap()) % holes.len()];
        let south = pick(position.with_to_move(Side::South).legal_moves().collect());
        let north = pick(position.with_to_move(Side::North).legal_moves().collect());
        let total = position.total_seeds();
        let mut phase = SimultaneousStart::new(&position, south, north).unwrap();
        let mut picks = vec![south, north];
        let mut last_tick = 0;
        loop {
            let run = phase.run();
            // Ticks count from 1 within a run and never go back.
            for timed in &run {
                prop_assert!(timed.tick >= 1 && timed.tick >= last_tick);
                last_tick = timed.tick;
            }
            last_tick = 0;
            let board = phase.board();
            let held: u32 = Side::BOTH
                .into_iter()
                .filter_map(|side| phase.in_hand(side))
                .map(|(_, seeds)| u32::from(seeds))
                .sum();
            prop_assert_eq!(board.total_seeds() + held, total);
            let Some(side) = phase.waiting() else { break };
            prop_assert_eq!(board.to_move(), side);
            let holes = phase.choices(side);
            prop_assert_eq!(
                holes.clone(),
                board.legal_moves().collect::<Vec<u8>>(),
                "the board offers the holes the start does"
            );
            let pit = pick(holes);
            let lifted = matches!(phase.choose(side, pit).unwrap(), Event::Lift { .. });
            prop_assert!(lifted, "a choice lifts the hole's seeds");
            picks.push(pit);
            prop_assert!(picks.len() < 10_000);
        }
        prop_assert!(phase.is_done());
        prop_assert_eq!(phase.in_hand(Side::South), None);
        prop_assert_eq!(phase.in_hand(Side::North), None);
        let replayed = SimultaneousStart::replay(&position, &picks).unwrap();
        prop_assert!(replayed.is_done());
        prop_assert_eq!(replayed.position(), phase.position());
        // A pick too many, or a pick of a hole that cannot be chosen, is refused.
        picks.push(1);
        prop_assert!(SimultaneousStart::replay(&position, &picks).is_err());
        prop_assert!(SimultaneousStart::replay(&position, &picks[..1]).is_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Hard's holes in the simultaneous start: a hole the start offers, the same one every time, and the first one
    /// chosen from the start alone.
    #[test]
    fn hards_holes_in_the_start_are_holes_it_may_choose(
        position in small_position().prop_filter("both sides can sow", |p| {
            !p.legal_moves().is_empty()
                && !p.with_to_move(p.to_move().opponent()).legal_moves().is_empty()
        }),
        other in any::<u8>(),
    ) {
        use mancala::engine::together;
        use simultaneous::SimultaneousStart;
        for side in Side::BOTH {
            let first = together::first_hole(&position, side).unwrap();
            prop_assert!(position.with_to_move(side).legal_moves().any(|hole| hole == first));
            prop_assert_eq!(together::first_hole(&position, side), Some(first));
        }
        let south = together::first_hole(&position, Side::South).unwrap();
        let theirs: Vec<u8> = position.with_to_move(Side::North).legal_moves().collect();
        let north = theirs[usize::from(other) % theirs.len()];
        let mut phase = SimultaneousStart::new(&position, south, north).unwrap();
        while !phase.is_done() {
            phase.run();
            if let Some(side) = phase.waiting() {
                let hole = together::next_hole(&phase, side).unwrap();
                prop_assert!(phase.choices(side).contains(&hole));
                phase.choose(side, hole).unwrap();
            }
        }
    }
}

/// Sungka's capture takes the facing hole's seeds and leaves the capturing seed where it fell (Bernardo 1937, as
/// Ludii's Sungka has it); under capture-own-seed it goes along, as in Congklak.
#[test]
fn sungka_s_capture_leaves_the_capturing_seed_unless_the_variant_says_otherwise() {
    // South's hole 1 sows one seed into hole 2, empty, facing North's hole 6 with 5 seeds.
    let text = "1,0,1,1,1,1,1,0,1,1,1,1,1,5,1,0 S";
    let sungka: Position = format!("{text} sungka").parse().unwrap();
    let (after, sowing) = sungka.play(1).unwrap();
    assert_eq!(sowing.capture.map(|c| (c.pit, c.opposite)), Some((2, 5)));
    assert_eq!(sowing.captured(), Some(5));
    assert_eq!(
        after.to_string(),
        "0,1,1,1,1,1,1,5,1,1,1,1,1,0,1,0 N sungka"
    );
    let own_seed: Position = format!("{text} sungka+capture-own-seed").parse().unwrap();
    let (after, sowing) = own_seed.play(1).unwrap();
    assert_eq!(sowing.captured(), Some(6));
    assert_eq!(
        after.to_string(),
        "0,0,1,1,1,1,1,6,1,1,1,1,1,0,1,0 N sungka+capture-own-seed"
    );
    // Congklak's capture on the same board takes the seed too.
    let congklak: Position = format!("{text} congklak").parse().unwrap();
    assert_eq!(congklak.play(1).unwrap().1.captured(), Some(6));
    check_every_move(&sungka);
    check_every_move(&own_seed);
}

/// In Sungka a player whose holes are empty passes, always: the round ends only when every hole is empty.
#[test]
fn in_sungka_a_player_with_empty_holes_passes() {
    // South's last seed goes into its store: South would move again, but has nothing left, so North moves.
    let sungka: Position = "0,0,0,0,1,0,0,0,0,0,2,0 S sungka".parse().unwrap();
    let (after, sowing) = sungka.play(5).unwrap();
    assert!(!after.is_over());
    assert_eq!(after.to_move(), Side::North);
    assert!(sowing.sweep.is_none());
    // Congklak's common rules end the round there.
    let congklak: Position = "0,0,0,0,1,0,0,0,0,0,2,0 S congklak".parse().unwrap();
    assert!(congklak.play(5).unwrap().0.is_over());
    // A Sungka position set up with the side to move empty-handed passes at once.
    let set_up: Position = "0,0,0,0,0,5,0,0,0,0,2,0 S sungka".parse().unwrap();
    assert_eq!(set_up.to_move(), Side::North);
    check_every_move(&sungka);
}

/// Sungka's rules are named in position text and read back exactly; switches of another family are refused.
#[test]
fn sungka_is_named_in_text_and_refuses_other_families_switches() {
    for rules in Rules::relay() {
        let start = Position::start_usual(rules, None, None).unwrap();
        assert_eq!(start.rules(), rules, "{rules}");
        assert_eq!(start.to_string().parse::<Position>().unwrap(), start);
        assert_eq!(rules.to_string().parse::<Rules>().unwrap(), rules);
    }
    assert_eq!(
        Position::start_usual(mancala::engine::SUNGKA, None, None)
            .unwrap()
            .to_string(),
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S sungka"
    );
    for text in [
        "sungka+pass-when-empty",
        "sungka+lap-before-capture",
        "congklak+capture-own-seed",
        "kalah+capture-own-seed",
        "sungka+capture-own-seed+capture-own-seed",
    ] {
        assert!(text.parse::<Rules>().is_err(), "{text}");
    }
}

/// The reference's count of sowing sequences: each live hole of the side to move played by the reference's own
/// rules, a sequence that ends the round counted once where it ends.
fn reference_perft(board: &Board, depth: u32, sowings: u32) -> u64 {
    let live: Vec<usize> = board
        .holes(board.to_move)
        .filter(|&i| board.cells[i] > 0 && !board.burnt[i])
        .collect();
    if depth == 0 || live.is_empty() {
        return 1;
    }
    let first = board.holes(board.to_move).start;
    live.into_iter()
        .map(|i| {
            let mut next = board.clone();
            let outcome = next.play((i - first) as u8 + 1, sowings);
            if outcome.over {
                1
            } else {
                reference_perft(&next, depth - 1, sowings + 1)
            }
        })
        .sum()
}

/// Perft from the usual starts of every relay rule set on the smaller boards, against the reference's count.
#[test]
fn perft_matches_the_independent_rules_from_every_start() {
    for rules in Rules::relay() {
        for holes in 5..=7 {
            let start = Position::start_by(rules, holes, holes).unwrap();
            let expected = reference_perft(&Board::read(&start), 3, 0);
            assert_eq!(perft(&start, 3), expected, "{rules}, {holes} holes");
        }
    }
}
