//! A position carried whole through serde: its text (the notation's) and its count of sowings, which the text
//! leaves out but rule 6 reads. A browser's page hands its searches to a worker this way; a text that does not
//! read, or a count past the limit, is refused with the notation's own error rather than trusted.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{MAX_SOWINGS, Position};

#[derive(Serialize, Deserialize)]
struct Carried {
    text: String,
    sowings: u16,
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Carried {
            text: self.to_string(),
            sowings: self.sowings(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let carried = Carried::deserialize(deserializer)?;
        let position: Position = carried.text.parse().map_err(D::Error::custom)?;
        if carried.sowings > MAX_SOWINGS {
            return Err(D::Error::custom(format!(
                "{} sowings is past the game's limit of {MAX_SOWINGS}",
                carried.sowings
            )));
        }
        Ok(position.with_sowings(carried.sowings))
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{CONGKLAK, KALAH, OAN_QUAN, OWARE, Position, SUNGKA};

    /// Every family's positions along a game, each carried through JSON and back: the same position, to the
    /// count of sowings.
    #[test]
    fn a_carried_position_comes_back_the_same() {
        for rules in [KALAH, OWARE, CONGKLAK, SUNGKA, OAN_QUAN] {
            let mut position = Position::start_usual(rules, None, None).expect("a start");
            let mut carried = 0;
            while !position.is_over() && carried < 60 {
                let text = serde_json::to_string(&position).expect("a position serialises");
                let back: Position = serde_json::from_str(&text).expect("and reads back");
                assert_eq!(back, position, "{text}");
                let Some(pit) = position.legal_moves().last() else {
                    break;
                };
                position = position.play(pit).expect("a legal sowing").0;
                carried += 1;
            }
            assert!(carried > 3, "{rules}: only {carried} positions");
        }
    }

    #[test]
    fn a_carried_position_that_does_not_read_is_refused() {
        let bad = [
            r#"{"text":"4,4,4 S","sowings":0}"#,
            r#"{"text":"4,4,4,4,4,4,0,4,4,4,4,4,4,0 S","sowings":401}"#,
            r#"{"text":"4,4,4,4,4,4,0,4,4,4,4,4,4,0 S"}"#,
        ];
        for text in bad {
            assert!(serde_json::from_str::<Position>(text).is_err(), "{text}");
        }
    }
}
