//! Position text: what parses, what prints, and a clear message for everything malformed.

use mancala::engine::{Cell, Family, NumberProblem, ParsePositionError, Position, Side};
use proptest::prelude::*;

fn refuse(text: &str) -> (ParsePositionError, String) {
    let error = text
        .parse::<Position>()
        .expect_err(&format!("{text:?} should be refused"));
    let message = error.to_string();
    (error, message)
}

#[test]
fn standard_start_prints_as_documented() {
    assert_eq!(
        Position::standard().to_string(),
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S"
    );
}

#[test]
fn spaces_around_numbers_and_at_the_ends_are_forgiven() {
    let parsed: Position = "  4, 4,4,4,4,4,0,4,4,4,4,4,4, 0   S \n".parse().unwrap();
    assert_eq!(parsed, Position::standard());
}

#[test]
fn every_board_size_parses() {
    for m in 3..=8u8 {
        let position = Position::start(m, 3).unwrap().with_to_move(Side::North);
        let text = position.to_string();
        assert_eq!(text.split(',').count(), 2 * usize::from(m) + 2);
        assert!(text.ends_with(" N"));
        assert_eq!(text.parse::<Position>().unwrap(), position);
    }
}

#[test]
fn empty_text() {
    assert_eq!(refuse("").0, ParsePositionError::Empty);
    assert_eq!(refuse("   ").0, ParsePositionError::Empty);
}

#[test]
fn missing_side() {
    let (error, message) = refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,0");
    assert_eq!(error, ParsePositionError::MissingSide);
    assert!(message.contains("side to move is missing"), "{message}");
    assert_eq!(
        refuse("4,4,4,4,4,4,0,4,4,4,4,4,4 0").0,
        ParsePositionError::MissingSide
    );
}

#[test]
fn side_other_than_s_or_n() {
    let (error, message) = refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,0 X");
    assert_eq!(error, ParsePositionError::BadSide("X".into()));
    assert!(
        message.contains("'X'") && message.contains("S or N"),
        "{message}"
    );
    assert_eq!(
        refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,0 s").0,
        ParsePositionError::BadSide("s".into())
    );
    assert_eq!(
        refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,0 South").0,
        ParsePositionError::BadSide("South".into())
    );
}

#[test]
fn odd_count_of_numbers() {
    let (error, message) = refuse("4,4,4,4,4,4,0,4,4,4,4,4,0 S");
    assert_eq!(
        error,
        ParsePositionError::OddLayout {
            numbers: 13,
            family: Family::Kalah
        }
    );
    assert!(message.starts_with("13 numbers"), "{message}");
}

/// An Ô ăn quan text of the wrong count is refused in its own words (squares, mandarin squares), not Kalah's; a
/// text of another family under `--rules oanquan` is refused as such.
#[test]
fn a_wrong_count_is_told_in_the_family_s_words() {
    let quan = mancala::engine::OAN_QUAN;
    let eleven = mancala::engine::notation::parse("5,5,5,5,5,Q,5,5,5,5,Q 0,0 S", quan).unwrap_err();
    assert_eq!(
        eleven.to_string(),
        "11 numbers cannot be split into two equal rows each followed by its mandarin square: expected 12"
    );
    let ten = mancala::engine::notation::parse("5,5,5,5,Q,5,5,5,5,Q 0,0 S", quan).unwrap_err();
    assert_eq!(
        ten.to_string(),
        "10 numbers make 4 squares a side: an Ô ăn quan board has 5 (12 numbers)"
    );
    let holes = "7,7,7,7,0,7,7,7,7,0 S".parse::<mancala::engine::Position>();
    assert!(holes.is_ok(), "Kalah's 4 pits");
    let congklak =
        mancala::engine::notation::parse("7,7,7,7,0,7,7,7,7,0 S", mancala::engine::CONGKLAK)
            .unwrap_err()
            .to_string();
    assert!(
        congklak.contains("4 holes a side: a Congklak board has 5 to 9"),
        "{congklak}"
    );
    assert_eq!(
        mancala::engine::notation::named_rules("5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S sungka"),
        Some(Ok(mancala::engine::SUNGKA))
    );
    assert_eq!(
        mancala::engine::notation::named_rules("4,4,0,4,4,0 S"),
        None
    );
}

#[test]
fn pits_out_of_range() {
    let (error, message) = refuse("2,2,0,2,2,0 S");
    assert_eq!(
        error,
        ParsePositionError::WrongCount {
            numbers: 6,
            family: Family::Kalah
        }
    );
    assert!(
        message.contains("2 pits a side") && message.contains("3 to 8"),
        "{message}"
    );
    let nine = format!("{} S", vec!["1"; 20].join(","));
    let (error, message) = refuse(&nine);
    assert_eq!(
        error,
        ParsePositionError::WrongCount {
            numbers: 20,
            family: Family::Kalah
        }
    );
    assert!(message.contains("9 pits a side"), "{message}");
    assert_eq!(
        refuse("4 S").0,
        ParsePositionError::OddLayout {
            numbers: 1,
            family: Family::Kalah
        }
    );
    assert_eq!(
        refuse("4,4 S").0,
        ParsePositionError::WrongCount {
            numbers: 2,
            family: Family::Kalah
        }
    );
}

#[test]
fn a_non_number_names_its_place() {
    let (error, message) = refuse("4,4,4,4,4,4,0,x,4,4,4,4,4,0 S");
    assert_eq!(
        error,
        ParsePositionError::BadNumber {
            index: 8,
            cell: Cell::Pit {
                side: Side::North,
                pit: 1
            },
            text: "x".into(),
            problem: NumberProblem::NotAWholeNumber,
        }
    );
    assert_eq!(message, "number 8 (North pit 1) is 'x': not a whole number");
    assert!(
        refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,2.5 S")
            .1
            .contains("number 14 (North store)")
    );
    assert!(
        refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,+4 S")
            .1
            .contains("not a whole number")
    );
}

#[test]
fn a_negative_names_its_place() {
    let (error, message) = refuse("4,4,4,4,4,4,-1,4,4,4,4,4,4,0 S");
    assert!(matches!(
        error,
        ParsePositionError::BadNumber {
            index: 7,
            problem: NumberProblem::Negative,
            ..
        }
    ));
    assert_eq!(
        message,
        "number 7 (South store) is '-1': seed counts cannot be negative"
    );
    assert!(
        refuse("4,4,4,4,4,4,-,4,4,4,4,4,4,0 S")
            .1
            .contains("not a whole number")
    );
}

#[test]
fn a_missing_number_names_its_place() {
    let (error, message) = refuse("4,4,,4,4,4,0,4,4,4,4,4,4,0 S");
    assert!(matches!(
        error,
        ParsePositionError::BadNumber {
            index: 3,
            problem: NumberProblem::Missing,
            ..
        }
    ));
    assert!(
        message.contains("number 3 (South pit 3) is missing"),
        "{message}"
    );
}

#[test]
fn too_many_seeds() {
    let (error, message) = refuse("4,4,4,4,4,4,0,4,4,4,4,4,4,256 S");
    assert!(matches!(
        error,
        ParsePositionError::BadNumber {
            index: 14,
            problem: NumberProblem::TooLarge,
            ..
        }
    ));
    assert!(message.contains("'256'"), "{message}");
    let (error, message) = refuse("100,100,4,4,4,4,0,4,4,4,4,4,4,40 S");
    assert_eq!(
        error,
        ParsePositionError::TooManySeeds(100 + 100 + 16 + 24 + 40)
    );
    assert!(message.contains("280 seeds"), "{message}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,60}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn near_miss_text_is_refused_or_round_trips(
        numbers in proptest::collection::vec("-?[0-9]{0,3}|[a-z]", 0..22),
        side in "[SNsnX]?|S N",
    ) {
        let text = format!("{} {}", numbers.join(","), side);
        match text.parse::<Position>() {
            Ok(position) => prop_assert_eq!(position.to_string().parse::<Position>().unwrap(), position),
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}
