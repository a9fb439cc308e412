//! The named values that options take (`--level hard`, `--opponent friend`, `--first north`, ...), as clap
//! value enums over the game's own types, so that the command line holds no string matching of its own. A name
//! is read whatever its case; an unknown one is refused with every name the option takes, exit status 2.

use clap::ValueEnum;
use clap::builder::PossibleValue;

use super::selfplay::Player;
use crate::engine::Level;

/// Reads one of `T`'s names, for `value_parser`: the value, or an error that lists the names.
pub fn one_of<T: ValueEnum>(text: &str) -> Result<T, UnknownChoice> {
    T::from_str(text, true).map_err(|_| {
        let names: Vec<String> = T::value_variants()
            .iter()
            .filter_map(ValueEnum::to_possible_value)
            .map(|value| value.get_name().to_string())
            .collect();
        let expected = match names.split_last() {
            Some((last, [])) => last.clone(),
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
impl ValueEnum for Level {
    fn value_variants<'a>() -> &'a [Self] {
        &Level::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

impl ValueEnum for Player {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            Player::Random,
            Player::Level(Level::Easy),
            Player::Level(Level::Medium),
            Player::Level(Level::Hard),
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

#[cfg(feature = "gui")]
mod window {
    use clap::ValueEnum;
    use clap::builder::PossibleValue;

    use crate::app::turn::setup::{First, Opponent};
    use crate::engine::Level;

    impl ValueEnum for Opponent {
        fn value_variants<'a>() -> &'a [Self] {
            &[
                Opponent::Friend,
                Opponent::Computer(Level::Easy),
                Opponent::Computer(Level::Medium),
                Opponent::Computer(Level::Hard),
            ]
        }

        fn to_possible_value(&self) -> Option<PossibleValue> {
            Some(PossibleValue::new(match self {
                Opponent::Friend => "friend",
                Opponent::Computer(level) => level.name(),
                // Not offered on the command line, which has `--online` instead.
                Opponent::Online => "online",
            }))
        }
    }

    impl ValueEnum for First {
        fn value_variants<'a>() -> &'a [Self] {
            &[First::South, First::North, First::Random, First::Together]
        }

        fn to_possible_value(&self) -> Option<PossibleValue> {
            Some(PossibleValue::new(match self {
                First::South => "south",
                First::North => "north",
                First::Random => "random",
                First::Together => "together",
            }))
        }
    }
}

impl ValueEnum for crate::engine::Family {
    fn value_variants<'a>() -> &'a [Self] {
        &crate::engine::Family::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}
