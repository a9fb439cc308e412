//! A record carried whole through serde, as its text (the record format, which writes every header and sowing):
//! a browser's page hands the player's games to a worker this way. A text that does not read is refused with the
//! format's own error.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Record;

impl Serialize for Record {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Record {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Record, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use crate::play::record::Record;
    use crate::rules::Position;

    #[test]
    fn a_carried_record_comes_back_the_same() {
        let mut position = Position::standard();
        let mut moves = Vec::new();
        while let Some(pit) = position.legal_moves().next() {
            moves.push(pit);
            position = position.play(pit).expect("a legal sowing").0;
            if position.is_over() {
                break;
            }
        }
        let record = Record::new(Position::standard(), moves).expect("legal sowings");
        let text = serde_json::to_string(&record).expect("a record serialises");
        let back: Record = serde_json::from_str(&text).expect("and reads back");
        assert_eq!(back, record);
        assert!(serde_json::from_str::<Record>("\"not a record\"").is_err());
    }
}
