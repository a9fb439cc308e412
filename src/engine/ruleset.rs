//! Which rules a game is played by: standard Kalah, or Kalah with either or both of the house rules rule books
//! disagree on. A rule set is data that the kernel, the positions and the searches take, not another copy of
//! the code.
//!
//! Its name, as position text and records write it: `kalah` for the standard rules, else `kalah` and each
//! switch joined by `+`, e.g. `kalah+empty-capture+remaining-to-emptier`.

use std::fmt;
use std::str::FromStr;

/// Kalah's rules, with its two house rules as switches.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(default)]
pub struct Rules {
    /// The last seed in an own empty pit captures even when the opposite pit is empty: the seed itself goes to
    /// the store.
    pub empty_capture: bool,
    /// When a row is empty, the seeds left in the other row go to the player whose row is empty, rather than to
    /// the row's owner.
    pub remaining_to_emptier: bool,
}

/// The standard rules.
pub const KALAH: Rules = Rules {
    empty_capture: false,
    remaining_to_emptier: false,
};

/// The switches by name, as the rule set's text writes them.
const SWITCHES: [(&str, fn(&mut Rules) -> &mut bool); 2] = [
    ("empty-capture", |rules| &mut rules.empty_capture),
    ("remaining-to-emptier", |rules| {
        &mut rules.remaining_to_emptier
    }),
];

impl Rules {
    pub fn is_standard(self) -> bool {
        self == KALAH
    }

    /// Every rule set, the standard one first.
    pub fn all() -> [Rules; 4] {
        [false, true]
            .map(|remaining| {
                [false, true].map(|empty| Rules {
                    empty_capture: empty,
                    remaining_to_emptier: remaining,
                })
            })
            .concat()
            .try_into()
            .expect("two switches make four rule sets")
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("kalah")?;
        let mut rules = *self;
        for (name, switch) in SWITCHES {
            if *switch(&mut rules) {
                write!(f, "+{name}")?;
            }
        }
        Ok(())
    }
}

/// A rule set's text that names no rule set this game knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a rule set: expected kalah, optionally followed by +empty-capture and \
             +remaining-to-emptier",
            self.0
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for Rules {
    type Err = UnknownRules;

    fn from_str(text: &str) -> Result<Rules, UnknownRules> {
        let unknown = || UnknownRules(text.to_string());
        let mut parts = text.trim().split('+');
        if !parts
            .next()
            .is_some_and(|family| family.eq_ignore_ascii_case("kalah"))
        {
            return Err(unknown());
        }
        let mut rules = KALAH;
        for part in parts {
            let (_, switch) = SWITCHES
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(part))
                .ok_or_else(unknown)?;
            let on = switch(&mut rules);
            if *on {
                return Err(unknown());
            }
            *on = true;
        }
        Ok(rules)
    }
}
