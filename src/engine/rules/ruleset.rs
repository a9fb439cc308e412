//! Which rules a game is played by: standard Kalah, Kalah with either or both of the house rules rule books
//! disagree on, or Oware (Abapa). A rule set is data that the kernel, the positions and the searches take, not
//! another copy of the code.
//!
//! Its name, as position text and records write it: `kalah` for the standard rules, else `kalah` and each
//! switch joined by `+`, e.g. `kalah+empty-capture+remaining-to-emptier`; or `oware`, which has no switches.

use std::fmt;
use std::str::FromStr;

/// The game of the family a rule set belongs to.
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
pub enum Family {
    /// Stores at the ends, extra turns, captures across; the rules of this game's start.
    #[default]
    Kalah,
    /// Oware (Abapa): no stores in the ring, captures of 2s and 3s on the opponent's side, feeding, grand slam.
    Oware,
}

impl Family {
    pub const ALL: [Family; 2] = [Family::Kalah, Family::Oware];

    /// The family's name as rule-set text writes it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Kalah => "kalah",
            Family::Oware => "oware",
        }
    }
}

/// The rules of a game: its family, and for Kalah its two house rules as switches.
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
    pub family: Family,
    /// Kalah: the last seed in an own empty pit captures even when the opposite pit is empty: the seed itself goes to
    /// the store.
    pub empty_capture: bool,
    /// Kalah: when a row is empty, the seeds left in the other row go to the player whose row is empty, rather than to
    /// the row's owner.
    pub remaining_to_emptier: bool,
}

/// The standard rules.
pub const KALAH: Rules = Rules {
    family: Family::Kalah,
    empty_capture: false,
    remaining_to_emptier: false,
};

/// Oware (Abapa), the rules of the world's tournaments.
pub const OWARE: Rules = Rules {
    family: Family::Oware,
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

    pub fn is_oware(self) -> bool {
        self.family == Family::Oware
    }

    /// Every rule set of Kalah (the standard one first), then Oware.
    pub fn every() -> [Rules; 5] {
        let [a, b, c, d] = Rules::all();
        [a, b, c, d, OWARE]
    }

    /// Every Kalah rule set, the standard one first.
    pub fn all() -> [Rules; 4] {
        [false, true]
            .map(|remaining| {
                [false, true].map(|empty| Rules {
                    family: Family::Kalah,
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
        f.write_str(self.family.name())?;
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
            "'{}' is not a rule set: expected oware, or kalah optionally followed by +empty-capture \
             and +remaining-to-emptier",
            self.0
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for Rules {
    type Err = UnknownRules;

    fn from_str(text: &str) -> Result<Rules, UnknownRules> {
        let unknown = || UnknownRules(text.to_string());
        if text.trim().eq_ignore_ascii_case("oware") {
            return Ok(OWARE);
        }
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
