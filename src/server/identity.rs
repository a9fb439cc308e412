//! Identity without a password: a random id and a random 256-bit token at the first connection, of which the
//! server keeps only the SHA-256; names checked; and the random codes of private games.

use rand::RngExt;
use sha2::{Digest, Sha256};

/// A name's length in characters.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 2..=24;
/// The letters of a private game's code: no 0/O, 1/I/L, so that it can be read out.
const CODE_LETTERS: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Letters in a code: 31^10 is about 2^49.5 codes.
pub const CODE_LENGTH: usize = 10;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new secret token: 32 random bytes in hex.
pub fn new_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    hex(&bytes)
}

/// What the server keeps of a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A new id for a player or a game: 16 random hex digits.
pub fn new_id() -> String {
    let bytes: [u8; 8] = rand::rng().random();
    hex(&bytes)
}

pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LENGTH)
        .map(|_| char::from(CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())]))
        .collect()
}

/// A code as a person may type it: any case, with spaces or dashes.
pub fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// A display name, trimmed, or why it cannot be one: 2 to 24 characters, letters, digits, spaces, `-`, `_`
/// and `.`, starting with a letter or a digit.
pub fn check_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    let length = name.chars().count();
    if !NAME_LENGTH.contains(&length) {
        return Err(format!(
            "a name has {} to {} characters, not {length}",
            NAME_LENGTH.start(),
            NAME_LENGTH.end()
        ));
    }
    if !name.chars().next().is_some_and(char::is_alphanumeric) {
        return Err("a name starts with a letter or a digit".to_string());
    }
    if let Some(bad) = name
        .chars()
        .find(|&c| !(c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.')))
    {
        return Err(format!(
            "a name may not have '{}' in it",
            bad.escape_default()
        ));
    }
    if name.contains("  ") {
        return Err("a name has single spaces".to_string());
    }
    Ok(name.to_string())
}
