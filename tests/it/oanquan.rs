//! Ô ăn quan against an independent statement of its rules, written again here from the rules as players state
//! them (docs/oanquan.md) without the engine's kernel: citizens walked one at a time round twelve absolute
//! squares, the mandarins as flags on two of them, the captures and the refill in their own words, and the
//! position text written by its own hand. Property tests play random positions and random games under both rule
//! sets (a mandarin worth 10, or 5), side by side with the engine, and perft counts both ways.

use mancala::engine::{
    Cell, Direction, EndReason, MAX_SOWINGS, OAN_QUAN, Position, Rules, Side, perft,
};
use proptest::prelude::*;

/// The squares in absolute order, counter-clockwise: South's 1 to 5 (0..=4), the mandarin square after South's
/// row (5), North's 1 to 5 (6..=10), the mandarin square after North's row (11). Every player's "right" is the
/// way of this numbering.
const SQUARES: usize = 12;
const MANDARIN_SQUARES: [usize; 2] = [5, 11];

/// The reference's board.
#[derive(Clone, Debug, PartialEq)]
struct Board {
    citizens: [u32; SQUARES],
    mandarin: [bool; SQUARES],
    /// Per side, South's first: citizens captured, mandarins captured, citizens borrowed and owed.
    captured: [u32; 2],
    mandarins_won: [u32; 2],
    owed: [u32; 2],
    south_to_move: bool,
    worth: u32,
    sowings: u32,
}

fn side_index(south: bool) -> usize {
    if south { 0 } else { 1 }
}

/// The squares of a player's row, their square 1 first.
fn row_of(south: bool) -> std::ops::Range<usize> {
    if south { 0..5 } else { 6..11 }
}

impl Board {
    fn from_text(text: &str, rules: Rules) -> Board {
        let position = mancala::engine::notation::parse(text, rules).expect("a valid position");
        let mut board = Board {
            citizens: [0; SQUARES],
            mandarin: [false; SQUARES],
            captured: [0; 2],
            mandarins_won: [0; 2],
            owed: [0; 2],
            south_to_move: position.to_move() == Side::South,
            worth: if rules.small_mandarin { 5 } else { 10 },
            sowings: 0,
        };
        // Read the text by hand, not through the engine's accessors.
        let mut words = text.split_whitespace();
        let ring: Vec<&str> = words.next().unwrap().split(',').collect();
        for (square, field) in ring.iter().enumerate() {
            let digits = field.trim_start_matches('Q');
            board.mandarin[square] = digits.len() < field.len();
            board.citizens[square] = if digits.is_empty() {
                0
            } else {
                digits.parse().unwrap()
            };
        }
        let piles: Vec<&str> = words.next().unwrap().split(',').collect();
        for (side, pile) in piles.iter().enumerate() {
            let (won, owed) = pile.split_once('-').unwrap_or((pile, "0"));
            let digits = won.trim_end_matches('Q');
            board.captured[side] = digits.parse().unwrap();
            board.mandarins_won[side] = (won.len() - digits.len()) as u32;
            board.owed[side] = owed.parse().unwrap();
        }
        board
    }

    fn text(&self) -> String {
        let ring: Vec<String> = (0..SQUARES)
            .map(
                |square| match (self.mandarin[square], self.citizens[square]) {
                    (true, 0) => "Q".to_string(),
                    (true, n) => format!("Q{n}"),
                    (false, n) => n.to_string(),
                },
            )
            .collect();
        let pile = |side: usize| {
            let mut text = self.captured[side].to_string();
            text += &"Q".repeat(self.mandarins_won[side] as usize);
            if self.owed[side] > 0 {
                text += &format!("-{}", self.owed[side]);
            }
            text
        };
        let rules = if self.worth == 5 {
            "oanquan+small-mandarin"
        } else {
            "oanquan"
        };
        format!(
            "{} {},{} {} {rules}",
            ring.join(","),
            pile(0),
            pile(1),
            if self.south_to_move { "S" } else { "N" }
        )
    }

    fn holds_something(&self, square: usize) -> bool {
        self.citizens[square] > 0 || self.mandarin[square]
    }

    fn row_is_empty(&self, south: bool) -> bool {
        row_of(south).all(|square| self.citizens[square] == 0)
    }

    /// The game is over when both mandarin squares hold nothing, when the player to move has empty squares and
    /// not five captured citizens between both players to put back, or after the safety net.
    fn is_over(&self) -> bool {
        let mandarins_gone = MANDARIN_SQUARES
            .iter()
            .all(|&end| !self.holds_something(end));
        let cannot_refill =
            self.row_is_empty(self.south_to_move) && self.captured[0] + self.captured[1] < 5;
        mandarins_gone || cannot_refill || self.sowings >= u32::from(MAX_SOWINGS)
    }

    /// Every square of the mover that holds citizens, to either side; every square when the row is empty
    /// (it is refilled first). Numbered as the engine numbers moves: 1 to 5 right, 6 to 10 left.
    fn moves(&self) -> Vec<u8> {
        if self.is_over() {
            return Vec::new();
        }
        let empty = self.row_is_empty(self.south_to_move);
        let playable: Vec<u8> = row_of(self.south_to_move)
            .enumerate()
            .filter(|&(_, square)| empty || self.citizens[square] > 0)
            .map(|(index, _)| index as u8 + 1)
            .collect();
        let mut moves = playable.clone();
        moves.extend(playable.iter().map(|square| square + 5));
        moves
    }

    fn play(&mut self, mv: u8) {
        let me = side_index(self.south_to_move);
        let them = 1 - me;
        // A player whose squares are all empty puts one captured citizen on each, borrowing what they lack.
        if self.row_is_empty(self.south_to_move) {
            let own = self.captured[me].min(5);
            let lent = 5 - own;
            self.captured[me] -= own;
            self.captured[them] -= lent;
            self.owed[me] += lent;
            for square in row_of(self.south_to_move) {
                self.citizens[square] = 1;
            }
        }
        let square = row_of(self.south_to_move).start + usize::from((mv - 1) % 5);
        let step: isize = if mv <= 5 { 1 } else { -1 };
        let after =
            |square: usize| ((square as isize + step).rem_euclid(SQUARES as isize)) as usize;

        let mut at = square;
        let mut hand = std::mem::take(&mut self.citizens[at]);
        assert!(hand > 0, "the reference sows a square with citizens");
        loop {
            for _ in 0..hand {
                at = after(at);
                self.citizens[at] += 1;
            }
            let next = after(at);
            if MANDARIN_SQUARES.contains(&next) {
                break;
            }
            if self.citizens[next] > 0 {
                hand = std::mem::take(&mut self.citizens[next]);
                at = next;
                continue;
            }
            // An empty square: the one after it is captured; and again after each empty square that follows.
            let mut empty = next;
            while self.holds_something(after(empty)) {
                let taken = after(empty);
                self.captured[me] += std::mem::take(&mut self.citizens[taken]);
                if std::mem::take(&mut self.mandarin[taken]) {
                    self.mandarins_won[me] += 1;
                }
                if self.holds_something(after(taken)) {
                    break;
                }
                empty = after(taken);
            }
            break;
        }
        self.sowings += 1;
        self.south_to_move = !self.south_to_move;
        if self.is_over() {
            // Each player takes the citizens on their own squares; what a mandarin square still holds is no
            // one's.
            for south in [true, false] {
                for square in row_of(south) {
                    self.captured[side_index(south)] += std::mem::take(&mut self.citizens[square]);
                }
            }
            for end in MANDARIN_SQUARES {
                self.citizens[end] = 0;
                self.mandarin[end] = false;
            }
        }
    }

    /// Citizens, mandarins at their worth, and the borrowed citizens paid back (a player who cannot pay back
    /// scores nothing).
    fn score(&self, side: usize) -> u32 {
        let squares: u32 = row_of(side == 0).map(|square| self.citizens[square]).sum();
        (self.captured[side]
            + squares
            + self.worth * self.mandarins_won[side]
            + self.owed[1 - side])
            .saturating_sub(self.owed[side])
    }
}

fn rules_of(small: bool) -> Rules {
    Rules {
        small_mandarin: small,
        ..OAN_QUAN
    }
}

/// The engine and the reference agree on a position: its moves, each move's next position, its end and score.
fn check_every_move(text: &str, rules: Rules) {
    let position = mancala::engine::notation::parse(text, rules).unwrap();
    let board = Board::from_text(text, rules);
    assert_eq!(position.to_string(), board.text(), "the text read back");
    assert_eq!(
        position.legal_moves().collect::<Vec<u8>>(),
        board.moves(),
        "moves of {text}"
    );
    assert_eq!(position.is_over(), board.is_over(), "{text}");
    for side in Side::BOTH {
        assert_eq!(
            u32::from(position.score()[side]),
            board.score(side as usize),
            "{side}'s score in {text}"
        );
    }
    for mv in board.moves() {
        let (next, sowing) = position.play(mv).unwrap();
        let mut reference = board.clone();
        reference.play(mv);
        assert_eq!(next.to_string(), reference.text(), "move {mv} of {text}");
        assert_eq!(next.is_over(), sowing.sweep.is_some());
        assert_eq!(sowing.pit, mv);
        assert!(!sowing.extra_turn);
    }
}

/// A position of random citizens, mandarins on or taken, captures and debts.
fn any_position() -> impl Strategy<Value = (String, Rules)> {
    (
        proptest::collection::vec(0u32..=7, SQUARES),
        proptest::collection::vec(prop::bool::ANY, 2),
        proptest::collection::vec(0u32..=15, 2),
        proptest::collection::vec(prop::bool::weighted(0.2), 2),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(citizens, on_board, captured, owes, south, small, empty_row)| {
                let mut ring: Vec<String> = citizens.iter().map(u32::to_string).collect();
                if empty_row {
                    // The player to move's squares empty: the refill, with or without borrowing.
                    for square in row_of(south) {
                        ring[square] = "0".to_string();
                    }
                }
                let mut won = [0usize; 2];
                for (index, &end) in MANDARIN_SQUARES.iter().enumerate() {
                    if on_board[index] {
                        ring[end] = format!("Q{}", citizens[end]);
                    } else {
                        won[index] += 1;
                    }
                }
                let pile = |side: usize| {
                    let owed = if owes[side] { "-3" } else { "" };
                    format!("{}{}{owed}", captured[side], "Q".repeat(won[side]))
                };
                let text = format!(
                    "{} {},{} {}",
                    ring.join(","),
                    pile(0),
                    pile(1),
                    if south { "S" } else { "N" }
                );
                (text, rules_of(small))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(800))]

    #[test]
    fn every_move_of_a_random_position_is_as_the_rules_say((text, rules) in any_position()) {
        check_every_move(&text, rules);
    }

    #[test]
    fn random_games_follow_the_rules_to_their_end(
        small in any::<bool>(),
        choices in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        let rules = rules_of(small);
        let mut position = Position::start_usual(rules, None, None).unwrap();
        let mut board = Board::from_text(&position.to_string(), rules);
        for choice in choices {
            let moves = board.moves();
            prop_assert_eq!(position.legal_moves().collect::<Vec<u8>>(), moves.clone());
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(choice) % moves.len()];
            position = position.play(mv).unwrap().0;
            board.play(mv);
            prop_assert_eq!(position.to_string(), board.text());
            // The citizens are all somewhere, and so are the mandarins (on the board, won or gone at the end).
            if !position.is_over() {
                prop_assert_eq!(position.total_seeds(), 50);
                let mandarins: u32 = board.mandarin.iter().map(|&m| u32::from(m)).sum::<u32>()
                    + board.mandarins_won[0] + board.mandarins_won[1];
                prop_assert_eq!(mandarins, 2);
            }
        }
        if position.is_over() {
            for side in Side::BOTH {
                prop_assert_eq!(u32::from(position.score()[side]), board.score(side as usize));
            }
        }
    }
}

fn reference_perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 || board.is_over() {
        return 1;
    }
    board
        .moves()
        .into_iter()
        .map(|mv| {
            let mut next = board.clone();
            next.play(mv);
            reference_perft(&next, depth - 1)
        })
        .sum()
}

#[test]
fn perft_from_the_start_agrees_with_the_reference() {
    for small in [false, true] {
        let rules = rules_of(small);
        let start = Position::start_usual(rules, None, None).unwrap();
        assert_eq!(
            start.to_string(),
            Board::from_text(&start.to_string(), rules).text()
        );
        let board = Board::from_text(&start.to_string(), rules);
        for depth in 1..=4 {
            assert_eq!(
                perft(&start, depth),
                reference_perft(&board, depth),
                "depth {depth}"
            );
        }
    }
    // Ten moves from the start: every square, both ways.
    assert_eq!(
        perft(&Position::start_usual(OAN_QUAN, None, None).unwrap(), 1),
        10
    );
}

#[test]
fn the_start_is_five_squares_of_five_between_two_mandarins() {
    let start = Position::start_usual(OAN_QUAN, None, None).unwrap();
    assert_eq!(start.to_string(), "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan");
    // The ring names a mandarin square where Kalah has a store; a store is a player's captured citizens.
    let ring: Vec<Cell> = OAN_QUAN.ring(5).collect();
    assert_eq!(ring[5], Cell::Mandarin(Side::South));
    assert_eq!(ring[11], Cell::Mandarin(Side::North));
    let (after, sowing) = start.play(3).unwrap();
    assert_eq!(after.count(Cell::Store(Side::South)), 6);
    assert_eq!(after.count(Cell::Mandarin(Side::South)), 1);
    assert_eq!(
        after.count(Cell::Store(Side::South)),
        after.store(Side::South)
    );
    assert_eq!(
        sowing.last,
        Cell::Pit {
            side: Side::South,
            pit: 2
        }
    );
    // South's square 5 to the right: its last citizen lands in the east mandarin square; North's square 1
    // after it is empty, so North's square 2 is taken.
    let (_, sowing) = "0,0,0,0,1,Q,0,5,5,5,5,Q 20,25 S oanquan"
        .parse::<Position>()
        .unwrap()
        .play(5)
        .unwrap();
    assert_eq!(sowing.last, Cell::Mandarin(Side::South));
    assert_eq!(sowing.quan_captured(), Some((5, 0)));
    assert_eq!(
        Cell::Mandarin(Side::North).to_string(),
        "North mandarin square"
    );
    assert_eq!(start.total_seeds(), 50);
    assert!(start.end(Side::South).mandarin && start.end(Side::North).mandarin);
    assert_eq!(start.legal_moves().count(), 10);
}

/// The worked example of docs/oanquan.md: square 3 to the right relays from North's square 3, lands in South's
/// square 2, and the empty square 3 after it gives South's square 4.
#[test]
fn a_relay_then_a_capture_across_an_empty_square() {
    let start = Position::start_usual(OAN_QUAN, None, None).unwrap();
    let laps = start.laps(3).unwrap();
    assert_eq!(laps.len(), 2);
    assert_eq!(
        laps[1].from,
        Cell::Pit {
            side: Side::North,
            pit: 3
        }
    );
    let (after, sowing) = start.play(3).unwrap();
    assert_eq!(after.to_string(), "6,6,0,0,6,Q1,6,6,0,6,6,Q1 6,0 N oanquan");
    assert_eq!(sowing.quan_captured(), Some((6, 0)));
    let takes = start.takes(3).unwrap();
    assert_eq!(takes.len(), 1);
    assert_eq!(
        takes[0].cell,
        Cell::Pit {
            side: Side::South,
            pit: 4
        }
    );
}

#[test]
fn captures_chain_and_take_a_mandarin_with_its_citizens() {
    // South's square 1 to the left: its two citizens go to the west mandarin square and North's square 5;
    // North's 4 is empty, so 3 is taken; 2 is empty, so 1 is taken; then comes the east mandarin square, full.
    let text = "2,5,5,5,5,Q,3,0,4,0,5,Q 0,0 S oanquan";
    let position: Position = mancala::engine::notation::parse(text, OAN_QUAN).unwrap();
    let takes = position.takes(6).unwrap();
    assert_eq!(takes.len(), 2);
    let (after, sowing) = position.play(6).unwrap();
    assert_eq!(sowing.quan_captured(), Some((7, 0)));
    assert_eq!(after.to_string(), "0,5,5,5,5,Q,0,0,0,0,6,Q1 7,0 N oanquan");
    // South's square 2 to the right ends in square 4; square 5 is empty and the mandarin square after it is
    // taken, mandarin and citizens.
    let text = "5,2,5,0,0,Q3,5,5,5,5,5,Q 0,0 S oanquan";
    let position: Position = mancala::engine::notation::parse(text, OAN_QUAN).unwrap();
    let (after, sowing) = position.play(2).unwrap();
    assert_eq!(sowing.quan_captured(), Some((3, 1)));
    assert!(!after.end(Side::South).mandarin);
    assert_eq!(after.pile(Side::South).mandarins, 1);
    assert_eq!(after.score().south, 3 + 10 + 5 + 6 + 1);
}

#[test]
fn an_empty_row_is_refilled_from_the_captures_and_borrows_what_it_lacks() {
    // South has 3 captured citizens: 2 more are borrowed from North and owed.
    let text = "0,0,0,0,0,Q,5,5,5,5,5,Q 3,12 S oanquan";
    let position: Position = mancala::engine::notation::parse(text, OAN_QUAN).unwrap();
    let refill = position.refill().unwrap();
    assert_eq!((refill.own, refill.borrowed), (3, 2));
    assert_eq!(position.legal_moves().count(), 10);
    let (after, _) = position.play(1).unwrap();
    assert_eq!(after.pile(Side::South).borrowed, 2);
    assert_eq!(after.pile(Side::North).citizens, 10);
    assert!(after.to_string().contains("-2,"), "{after}");
    // Fewer than five captured in all: no refill is possible, and the game is over.
    let text = "0,0,0,0,0,Q,5,5,5,5,5,Q 3,1 S oanquan";
    let position: Position = mancala::engine::notation::parse(text, OAN_QUAN).unwrap();
    assert!(position.is_over());
    assert!(position.play(1).is_err());
}

#[test]
fn the_game_ends_when_both_mandarin_squares_are_empty() {
    // Both mandarins taken, one each; the west mandarin square still holds 3 citizens, so the game goes on.
    let text = "0,0,1,0,0,0,2,0,0,0,0,3 29Q,15Q S oanquan";
    let position: Position = mancala::engine::notation::parse(text, OAN_QUAN).unwrap();
    assert!(!position.is_over());
    // South's square 3 to the left: its citizen lands in square 2; square 1 is empty, so the west mandarin
    // square after it is taken, and both are empty: the game ends, each taking the citizens on their squares.
    let (over, sowing) = position.play(8).unwrap();
    assert_eq!(sowing.quan_captured(), Some((3, 0)));
    assert_eq!(
        sowing.sweep.map(|sweep| sweep.reason),
        Some(EndReason::MandarinsTaken)
    );
    assert!(over.is_over());
    assert_eq!(over.legal_moves().count(), 0);
    assert_eq!(
        (over.score().south, over.score().north),
        (29 + 3 + 1 + 10, 15 + 2 + 10)
    );
}

#[test]
fn the_mandarin_is_worth_five_under_the_variant() {
    let text = "0,0,0,0,0,0,0,0,0,0,0,0 10QQ,40 S";
    for (rules, south) in [(rules_of(false), 30), (rules_of(true), 20)] {
        let position = mancala::engine::notation::parse(text, rules).unwrap();
        assert!(position.is_over());
        assert_eq!(position.score().south, south);
    }
}

#[test]
fn bad_texts_are_refused_with_a_reason() {
    for (text, says) in [
        ("5,5,5,5,5,Q,5,5,5,5,5,Q S oanquan", "captures"),
        ("5,5,Q5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan", "mandarin"),
        ("5,5,5,5,5,Q,5,5,5,5,5,Q 0Q,0 S oanquan", "mandarins"),
        ("5,5,5,5,5,Q,5,5,5,5,5,Q 0,x S oanquan", "captures"),
        (
            "5,5,5,5,5,5,Q,5,5,5,5,5,5,Q 0,0 S oanquan",
            "6 squares a side: an Ô ăn quan board has 5",
        ),
    ] {
        let error = text.parse::<Position>().unwrap_err().to_string();
        assert!(error.contains(says), "{text}: {error}");
    }
    let start = Position::start_usual(OAN_QUAN, None, None).unwrap();
    assert!(
        start
            .play(11)
            .unwrap_err()
            .to_string()
            .contains("no move 11")
    );
    assert!(start.play(0).is_err());
    let (after, _) = start.play(3).unwrap();
    assert!(
        after
            .play(3)
            .unwrap_err()
            .to_string()
            .contains("square 3 is empty")
    );
    // Every move names a square and a way, and back.
    for mv in 1..=10 {
        let (square, direction) = mancala::engine::quan::square_and_direction(mv).unwrap();
        assert_eq!(mancala::engine::quan::move_of(square, direction), mv);
        assert_eq!(direction == Direction::Right, mv <= 5);
    }
}

/// Otto's search scores a move that ends the game by its final margin, in quarter seeds, and every level plays
/// a legal move.
#[test]
fn the_search_scores_the_end_exactly_and_every_level_moves() {
    use mancala::engine::{Ai, Budget, Level, Limits, unproved};
    let text = "0,0,1,0,0,0,2,0,0,0,0,3 29Q,15Q S oanquan";
    let position: Position = text.parse().unwrap();
    let scores = unproved::score_moves(&position, 6, &Limits::none()).unwrap();
    let ending = scores.iter().find(|scored| scored.pit == 8).unwrap();
    let (over, _) = position.play(8).unwrap();
    assert_eq!(ending.score, over.score().margin(Side::South) * 4);
    assert_eq!(
        scores.iter().map(|scored| scored.pit).collect::<Vec<u8>>(),
        position.legal_moves().collect::<Vec<u8>>()
    );
    let start = Position::start_usual(OAN_QUAN, None, None).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut otto = Ai::for_rules(level, OAN_QUAN, 5, 7);
        let budget = Budget {
            nodes: Some(200_000),
            ..Budget::default()
        };
        let choice = otto.choose(&start, &budget).unwrap();
        assert!(start.legal_moves().contains(choice.pit), "{level:?}");
        assert!(otto.suits(level, &start));
    }
}
