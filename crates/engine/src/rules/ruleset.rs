//! Which rules a game is played by: standard Kalah, Kalah with either or both of the house rules rule books
//! disagree on, Oware (Abapa), Congklak with either or both of its variants, Sungka (Congklak's sibling of the
//! Philippines) with or without its variant, or Ô ăn quan (Vietnam) with its mandarins worth 10 or 5. A rule set is data that the kernels, the positions and the searches
//! take, not another copy of the code.
//!
//! Its name, as position text and records write it: the family's name, then each switch joined by `+`, e.g.
//! `kalah+empty-capture+remaining-to-emptier`, `congklak+lap-before-capture`, `sungka+capture-own-seed` or
//! `oanquan+small-mandarin`; `oware` has no switches.

use std::fmt;
use std::str::FromStr;

use super::board::{Cell, MAX_HOLES, MAX_PITS, MIN_PITS, Side};

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
    /// Congklak (congkak, dakon): the own store sown, relay sowing from any occupied hole, captures across,
    /// extra turns; 5 to 9 holes a side.
    Congklak,
    /// Sungka (the Philippines): Congklak's sowing, but a player whose holes are empty passes (the round ends
    /// when every hole is empty) and a capture takes the facing hole's seeds only.
    Sungka,
    /// Ô ăn quan (Vietnam): five squares a side between two mandarin squares that belong to no one; every
    /// sowing in the direction its player chooses, relayed from the next square, and captures of the square
    /// after an empty one, chained (`quan.rs`).
    OAnQuan,
}

/// What a family's board may be: the pits a side it allows and its usual start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRange {
    pub fewest_pits: u8,
    pub most_pits: u8,
    /// The usual start: pits a side and seeds a pit.
    pub pits: u8,
    pub seeds: u8,
}

impl Family {
    pub const ALL: [Family; 5] = [
        Family::Kalah,
        Family::Oware,
        Family::Congklak,
        Family::Sungka,
        Family::OAnQuan,
    ];

    /// The families the window draws and the server plays and rates: all of them.
    pub const ON_BOARD: [Family; 5] = Family::ALL;

    /// The family's name as rule-set text writes it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Kalah => "kalah",
            Family::Oware => "oware",
            Family::Congklak => "congklak",
            Family::Sungka => "sungka",
            Family::OAnQuan => "oanquan",
        }
    }

    /// The family's name as a person writes it.
    pub fn title(self) -> &'static str {
        match self {
            Family::Kalah => "Kalah",
            Family::Oware => "Oware",
            Family::Congklak => "Congklak",
            Family::Sungka => "Sungka",
            Family::OAnQuan => "Ô ăn quan",
        }
    }

    /// The family's own rules, every switch off.
    pub fn rules(self) -> Rules {
        match self {
            Family::Kalah => KALAH,
            Family::Oware => OWARE,
            Family::Congklak => CONGKLAK,
            Family::Sungka => SUNGKA,
            Family::OAnQuan => OAN_QUAN,
        }
    }

    /// Congklak and Sungka: relay sowing through the own store, burnt holes, rounds and the start together,
    /// all played by one kernel (`relay.rs`).
    pub fn is_relay(self) -> bool {
        matches!(self, Family::Congklak | Family::Sungka)
    }

    /// The boards the family is played on. Kalah and Oware keep a row in one 64-bit word, so 8 pits at most;
    /// Congklak's and Sungka's boards run from 5 to 9 holes (the ninth hole a side is kept apart, see
    /// `Position`), and their usual start has as many seeds a hole as holes: 7 of 7 for both.
    pub fn boards(self) -> BoardRange {
        match self {
            Family::Kalah => BoardRange {
                fewest_pits: MIN_PITS,
                most_pits: MAX_PITS,
                pits: 6,
                seeds: 4,
            },
            Family::Oware => BoardRange {
                fewest_pits: MIN_PITS,
                most_pits: MAX_PITS,
                pits: 6,
                seeds: 4,
            },
            Family::Congklak | Family::Sungka => BoardRange {
                fewest_pits: 5,
                most_pits: MAX_HOLES,
                pits: 7,
                seeds: 7,
            },
            // Five squares of five citizens: the board every source draws.
            Family::OAnQuan => BoardRange {
                fewest_pits: QUAN_SQUARES,
                most_pits: QUAN_SQUARES,
                pits: QUAN_SQUARES,
                seeds: 5,
            },
        }
    }
}

/// The rules of a game: its family, and its switches: Kalah's two house rules, Congklak's two variants.
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
    /// Congklak: a last seed in an own empty hole captures only once the sowing (its relays included) has passed
    /// the mover's own store, i.e. gone round the board at least once.
    pub lap_before_capture: bool,
    /// Congklak (as Sungka is played): a player whose holes are empty passes and the other plays on; the
    /// round ends when every hole is empty. Without it the round ends when the player to move has no seeds,
    /// and the seeds left go to the owner of their row. Sungka always passes ([`Rules::passes_when_empty`]).
    pub pass_when_empty: bool,
    /// Sungka (as played in parts of the Philippines): a capture takes the capturing seed to the store with the
    /// facing hole's seeds, as Congklak's does; without it the capturing seed stays in its hole (Bernardo 1937,
    /// Ludii's Sungka).
    pub capture_own_seed: bool,
    /// Ô ăn quan: a mandarin is worth 5 citizens, as some sources count it, rather than 10.
    pub small_mandarin: bool,
}

/// Ô ăn quan's squares a side.
pub const QUAN_SQUARES: u8 = 5;

/// The standard rules.
pub const KALAH: Rules = Rules {
    family: Family::Kalah,
    empty_capture: false,
    remaining_to_emptier: false,
    lap_before_capture: false,
    pass_when_empty: false,
    capture_own_seed: false,
    small_mandarin: false,
};

/// Oware (Abapa), the rules of the world's tournaments.
pub const OWARE: Rules = Rules {
    family: Family::Oware,
    ..KALAH
};

/// Congklak by the common rules (docs/congklak.md says which sources they follow).
pub const CONGKLAK: Rules = Rules {
    family: Family::Congklak,
    ..KALAH
};

/// Sungka by the rules docs/congklak.md ("Sungka") gives sources for.
pub const SUNGKA: Rules = Rules {
    family: Family::Sungka,
    ..KALAH
};

/// Ô ăn quan by the rules docs/oanquan.md gives sources for.
pub const OAN_QUAN: Rules = Rules {
    family: Family::OAnQuan,
    ..KALAH
};

/// A switch of a rule set: its name as the text writes it, the family it belongs to, and its field.
type Switch = (&'static str, Family, fn(&mut Rules) -> &mut bool);

/// The switches by name, as the rule set's text writes them.
const SWITCHES: [Switch; 6] = [
    ("empty-capture", Family::Kalah, |rules| {
        &mut rules.empty_capture
    }),
    ("remaining-to-emptier", Family::Kalah, |rules| {
        &mut rules.remaining_to_emptier
    }),
    ("lap-before-capture", Family::Congklak, |rules| {
        &mut rules.lap_before_capture
    }),
    ("pass-when-empty", Family::Congklak, |rules| {
        &mut rules.pass_when_empty
    }),
    ("capture-own-seed", Family::Sungka, |rules| {
        &mut rules.capture_own_seed
    }),
    ("small-mandarin", Family::OAnQuan, |rules| {
        &mut rules.small_mandarin
    }),
];

impl Rules {
    pub fn is_standard(self) -> bool {
        self == KALAH
    }

    pub fn is_oware(self) -> bool {
        self.family == Family::Oware
    }

    /// Congklak or Sungka: see [`Family::is_relay`].
    pub fn is_relay(self) -> bool {
        self.family.is_relay()
    }

    /// A side to move with empty holes passes, and the round ends only when every hole is empty: Sungka
    /// always, Congklak under pass-when-empty.
    pub fn passes_when_empty(self) -> bool {
        self.family == Family::Sungka || (self.family == Family::Congklak && self.pass_when_empty)
    }

    /// Ô ăn quan: what a mandarin is worth in citizens.
    pub fn mandarin_value(self) -> u8 {
        if self.small_mandarin { 5 } else { 10 }
    }

    /// Ô ăn quan: see [`Family::OAnQuan`].
    pub fn is_quan(self) -> bool {
        self.family == Family::OAnQuan
    }

    /// The ring of a board of `pits` a side, in sowing order from South's pit 1 (as the position text lists
    /// it): [`Cell::ring`], but in Ô ăn quan a mandarin square where Kalah has a store.
    pub fn ring(self, pits: u8) -> impl ExactSizeIterator<Item = Cell> + Clone {
        let quan = self.is_quan();
        Cell::ring(pits).map(move |cell| match cell {
            Cell::Store(side) if quan => Cell::Mandarin(side),
            cell => cell,
        })
    }

    /// Every cell that holds seeds on a board of `pits` a side: the ring, and in Ô ăn quan the two piles of
    /// captured citizens (its stores) beside it. What the window lays stones in.
    pub fn cells(self, pits: u8) -> impl Iterator<Item = Cell> + Clone {
        let piles = if self.is_quan() {
            Side::BOTH.as_slice()
        } else {
            &[]
        };
        self.ring(pits)
            .chain(piles.iter().map(|&side| Cell::Store(side)))
    }

    /// The pit or square a move sows from: the move itself but in Ô ăn quan, whose moves are a square and a
    /// direction (6 to 10 sow squares 1 to 5 to the left).
    pub fn pit_of(self, mv: u8) -> u8 {
        if self.is_quan() && mv > QUAN_SQUARES {
            mv - QUAN_SQUARES
        } else {
            mv
        }
    }

    /// Nothing proves this game's positions (Congklak's and Sungka's 98 seeds, Ô ăn quan's relays and chains
    /// are beyond any table): every level searches (`engine::unproved`), and values are estimates.
    pub fn is_unprovable(self) -> bool {
        self.is_relay() || self.is_quan()
    }

    /// A relay capture takes the capturing seed too: Congklak always, Sungka under capture-own-seed.
    pub fn capture_takes_own_seed(self) -> bool {
        self.family == Family::Congklak || self.capture_own_seed
    }

    /// The rule set's switches that are on, by name: only its own family's count.
    pub fn switches(self) -> impl Iterator<Item = &'static str> {
        SWITCHES
            .into_iter()
            .filter_map(move |(name, family, switch)| {
                let mut rules = self;
                (family == self.family && *switch(&mut rules)).then_some(name)
            })
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
                    empty_capture: empty,
                    remaining_to_emptier: remaining,
                    ..KALAH
                })
            })
            .concat()
            .try_into()
            .expect("two switches make four rule sets")
    }

    /// Every Congklak rule set, the common one first.
    pub fn congklak() -> [Rules; 4] {
        [false, true]
            .map(|pass| {
                [false, true].map(|lap| Rules {
                    lap_before_capture: lap,
                    pass_when_empty: pass,
                    ..CONGKLAK
                })
            })
            .concat()
            .try_into()
            .expect("two switches make four rule sets")
    }

    /// Every rule set of the relay games: Congklak's four, then Sungka's two.
    pub fn relay() -> [Rules; 6] {
        let [a, b, c, d] = Rules::congklak();
        let [e, f] = Rules::sungka();
        [a, b, c, d, e, f]
    }

    /// A switch that is on but belongs to another family than the rule set's: its name and its family.
    pub fn foreign_switch(self) -> Option<(&'static str, Family)> {
        SWITCHES.into_iter().find_map(|(name, family, switch)| {
            let mut rules = self;
            (family != self.family && *switch(&mut rules)).then_some((name, family))
        })
    }

    /// Both Sungka rule sets, the common one first.
    pub fn sungka() -> [Rules; 2] {
        [false, true].map(|own| Rules {
            capture_own_seed: own,
            ..SUNGKA
        })
    }

    /// Both Ô ăn quan rule sets, mandarins worth 10 first.
    pub fn quan() -> [Rules; 2] {
        [false, true].map(|small| Rules {
            small_mandarin: small,
            ..OAN_QUAN
        })
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.family.name())?;
        for name in self.switches() {
            write!(f, "+{name}")?;
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
            "'{}' is not a rule set: expected oware; kalah optionally followed by +empty-capture \
             and +remaining-to-emptier; congklak optionally followed by +lap-before-capture and \
             +pass-when-empty; sungka optionally followed by +capture-own-seed; or oanquan \
             optionally followed by +small-mandarin",
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
        let family = parts
            .next()
            .and_then(|name| {
                Family::ALL
                    .into_iter()
                    .find(|family| family.name().eq_ignore_ascii_case(name))
            })
            .ok_or_else(unknown)?;
        let mut rules = family.rules();
        for part in parts {
            let (_, _, switch) = SWITCHES
                .iter()
                .find(|(name, of, _)| *of == family && name.eq_ignore_ascii_case(part))
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
