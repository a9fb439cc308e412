//! The server's typed ids: a game's and a player's (64 random bits, written as 16 hex digits), a private
//! game's join code (10 letters a person can read out) and a player's secret token (256 bits, 64 hex digits, of
//! which only the SHA-256 is kept). Each is checked where it comes in, so a client's 4 KB "game id" is refused
//! as malformed at the door and never reaches a map or the database.

use std::fmt;
use std::str::FromStr;

use rand::RngExt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

/// Why a text is not an id of its kind.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("an id is 16 hex digits, not {0:?}")]
    NotAnId(String),
    #[error("a token is 64 hex digits")]
    NotAToken,
    #[error("a code is {CODE_LENGTH} letters and digits")]
    NotACode,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 16 lowercase hex digits as the 64 bits they write.
fn parse_id(text: &str) -> Result<u64, IdError> {
    let digits = text.len() == 16 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    digits
        .then(|| u64::from_str_radix(text, 16).ok())
        .flatten()
        .ok_or_else(|| IdError::NotAnId(text.chars().take(40).collect()))
}

macro_rules! random_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u64);

        impl $name {
            pub fn random() -> $name {
                $name(rand::rng().random())
            }

            /// The id written `{number:016x}`: for the few ids the server gives itself.
            pub const fn numbered(number: u64) -> $name {
                $name(number)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{:016x}", self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({self})", stringify!($name))
            }
        }

        impl FromStr for $name {
            type Err = IdError;

            fn from_str(text: &str) -> Result<$name, IdError> {
                parse_id(text).map($name)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$name, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

random_id!(
    /// A game on the server.
    GameId
);
random_id!(
    /// A player on the server: public, shown beside their name.
    PlayerId
);
random_id!(
    /// A tournament (an arena or a Swiss), scheduled by the operator or made by a player.
    TournamentId
);
random_id!(
    /// A challenge from one player to another, until it is accepted, declined or withdrawn, or expires.
    ChallengeId
);

/// The letters of a private game's code: no 0/O, 1/I/L, so that it can be read out.
const CODE_LETTERS: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Letters in a code: 31^10 is about 2^49.5 codes.
pub const CODE_LENGTH: usize = 10;

/// A private game's code, as the server made it (upper case, no separators).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct JoinCode([u8; CODE_LENGTH]);

impl JoinCode {
    pub fn random() -> JoinCode {
        let mut rng = rand::rng();
        JoinCode(std::array::from_fn(|_| {
            CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())]
        }))
    }

    /// A code as a person may type it: any case, with spaces or dashes; none if it cannot be one.
    pub fn typed(text: &str) -> Result<JoinCode, IdError> {
        let mut letters = text
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_uppercase() as u8);
        let mut code = [0; CODE_LENGTH];
        for slot in &mut code {
            *slot = letters
                .next()
                .filter(|c| CODE_LETTERS.contains(c))
                .ok_or(IdError::NotACode)?;
        }
        match letters.next() {
            Some(_) => Err(IdError::NotACode),
            None => Ok(JoinCode(code)),
        }
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.0).expect("a code is ASCII")
    }
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JoinCode({self})")
    }
}

impl Serialize for JoinCode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for JoinCode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<JoinCode, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        JoinCode::typed(&text).map_err(serde::de::Error::custom)
    }
}

/// A player's secret: the only key to the player. Never logged: its `Debug` says nothing of it.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    pub fn random() -> Token {
        let bytes: [u8; 32] = rand::rng().random();
        Token(hex(&bytes))
    }

    /// What the server keeps of a token: its SHA-256, in hex.
    pub fn hash(&self) -> String {
        hex(&Sha256::digest(self.0.as_bytes()))
    }

    /// The token itself, to send or to keep in the player's own file.
    pub fn secret(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

impl FromStr for Token {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Token, IdError> {
        let valid = text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit());
        valid
            .then(|| Token(text.to_ascii_lowercase()))
            .ok_or(IdError::NotAToken)
    }
}

impl Serialize for Token {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Token {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Token, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_as_written_and_nothing_else_reads() {
        let game = GameId::random();
        assert_eq!(game.to_string().parse::<GameId>(), Ok(game));
        for bad in [
            "",
            "abc",
            "0123456789ABCDEF",
            "0123456789abcdefg",
            "0123456789abcde!",
        ] {
            assert!(bad.parse::<GameId>().is_err(), "{bad}");
        }
        let json = serde_json::to_string(&game).unwrap();
        assert_eq!(serde_json::from_str::<GameId>(&json).unwrap(), game);
    }

    #[test]
    fn a_code_reads_in_any_case_with_dashes_and_only_its_letters() {
        let code = JoinCode::random();
        let typed = format!("{}-{}", &code.as_str()[..5], &code.as_str()[5..]).to_lowercase();
        assert_eq!(JoinCode::typed(&typed), Ok(code));
        // O and I are not code letters; nor is a code of 9 or 11.
        for bad in ["OOOOOOOOOO", "IIIIIIIIII", "234567892", "23456789234"] {
            assert_eq!(JoinCode::typed(bad), Err(IdError::NotACode), "{bad}");
        }
    }

    #[test]
    fn a_token_shows_nothing_of_itself_when_debugged() {
        let token = Token::random();
        assert!(!format!("{token:?}").contains(token.secret()));
        assert_eq!(token.secret().parse::<Token>(), Ok(token.clone()));
        assert_eq!(token.hash().len(), 64);
    }
}
