//! The named values that options take (`--level hard`, `--opponent friend`, `--first north`, ...), over the
//! game's own types: each type lists its values and their names once. A name is read whatever its case; an unknown
//! one is refused with every name the option takes, exit status 2. (A trait of our own rather than clap's
//! `ValueEnum`: the types live in the engine's and the app's crates, where this crate may not implement clap's.)

use super::selfplay::Player;
use crate::engine::{Family, Level};

/// A type whose values an option names.
pub trait Named: Sized + Clone + 'static {
    /// Every value the option takes, in the order its error lists them.
    fn every() -> &'static [Self];
    /// The value's name on the command line.
    fn named(&self) -> &'static str;
}

/// Reads one of `T`'s names, for `value_parser`: the value, or an error that lists the names.
pub fn one_of<T: Named>(text: &str) -> Result<T, UnknownChoice> {
    let every = T::every();
    let found = every
        .iter()
        .find(|value| value.named().eq_ignore_ascii_case(text));
    found.cloned().ok_or_else(|| {
        let names: Vec<&str> = every.iter().map(Named::named).collect();
        let expected = match names.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        };
        UnknownChoice {
            text: text.to_string(),
            expected,
        }
    })
}

/// A name an option does not take, with the names it does.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown value '{text}': expected {expected}")]
pub struct UnknownChoice {
    pub text: String,
    pub expected: String,
}

/// The levels a player chooses between; the puzzle's perfect opponent is not one of them.
impl Named for Level {
    fn every() -> &'static [Self] {
        &Level::ALL
    }

    fn named(&self) -> &'static str {
        self.name()
    }
}

impl Named for Player {
    fn every() -> &'static [Self] {
        &[
            Player::Random,
            Player::Level(Level::Easy),
            Player::Level(Level::Medium),
            Player::Level(Level::Hard),
        ]
    }

    fn named(&self) -> &'static str {
        self.name()
    }
}

#[cfg(feature = "gui")]
mod window {
    use super::Named;
    use crate::app::turn::setup::{First, Opponent};
    use crate::engine::Level;

    impl Named for Opponent {
        fn every() -> &'static [Self] {
            &[
                Opponent::Friend,
                Opponent::Computer(Level::Easy),
                Opponent::Computer(Level::Medium),
                Opponent::Computer(Level::Hard),
            ]
        }

        fn named(&self) -> &'static str {
            match self {
                Opponent::Friend => "friend",
                Opponent::Computer(level) => level.name(),
                // Not offered on the command line, which has `--online` instead.
                Opponent::Online => "online",
            }
        }
    }

    impl Named for First {
        fn every() -> &'static [Self] {
            &[First::South, First::North, First::Random, First::Together]
        }

        fn named(&self) -> &'static str {
            match self {
                First::South => "south",
                First::North => "north",
                First::Random => "random",
                First::Together => "together",
            }
        }
    }
}

impl Named for Family {
    fn every() -> &'static [Self] {
        &Family::ALL
    }

    fn named(&self) -> &'static str {
        self.name()
    }
}
