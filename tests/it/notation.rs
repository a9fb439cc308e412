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
    assert_eq!(error, ParsePositionError::OddLayout { numbers: 13 });
    assert!(message.starts_with("13 numbers"), "{message}");
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
        ParsePositionError::OddLayout { numbers: 1 }
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
