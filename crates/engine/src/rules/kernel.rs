//! The rules' bit kernel: rules 2 to 6 on two rows held as words, a byte a pit, seen from the mover. The public
//! [`Position`](super::Position) API plays moves through it, and the searches (solver, depth search,
//! endgame table, hints) call it directly, on the rows alone, where a whole position would be dead weight.
//! The house rules ([`Rules`]) come in as data: the standard rules take the same path as ever, plus one test.
//! Oware's sowing ([`sow_oware`]) and its ends ([`oware_child`]) sit beside Kalah's on the same rows; [`next`]
//! chooses between them by the rule set, for the searches that play both.

use super::ruleset::{OWARE, Rules};

/// A capture (rule 4): the mover's last seed landed in `pit`, which was empty, and took the `opposite` seeds
/// across from it; `opposite + 1` seeds went to the mover's store. Under the empty-capture rule `opposite` may
/// be 0: the seed alone goes to the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    pub pit: u8,
    pub opposite: u8,
}

impl Capture {
    /// The seeds the capture sent to the store: the facing pit's, and the capturing seed when it goes too
    /// (everywhere but in Sungka, whose seed stays unless capture-own-seed).
    pub fn to_store(self, own_seed_goes: bool) -> u8 {
        self.opposite + u8::from(own_seed_goes)
    }
}

/// An Oware capture: the opponent's pits `first..=last` (numbered from 1) held 2 or 3 seeds each after the
/// sowing, the last seed landing in `last`, and all `seeds` of them went to the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub first: u8,
    pub last: u8,
    pub seeds: u8,
}

/// One byte set in each of the `k` lowest bytes of a word.
pub(crate) const fn ones(k: u32) -> u64 {
    if k == 0 {
        0
    } else {
        (u64::MAX / 0xFF) >> (8 * (8 - k))
    }
}

pub(crate) fn byte(row: u64, index: u32) -> u8 {
    (row >> (8 * index)) as u8
}

/// The sum of a row's bytes; exact because a board holds at most 255 seeds.
pub(crate) fn row_sum(row: u64) -> u8 {
    (row.wrapping_mul(u64::MAX / 0xFF) >> 56) as u8
}

/// Seeds in a row, as a signed count for value arithmetic.
pub(crate) fn seeds_in(row: u64) -> i32 {
    i32::from(row_sum(row))
}

/// What a sowing leaves, for the searches that value positions by the mover's future gain (stores play no part):
/// rules 3, 5 and 6 seen from the mover.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Child {
    /// The game is over: the exact gain, rows swept.
    Final(i32),
    /// The same side moves again: gain plus the rows' value.
    Again(i32, u64, u64),
    /// The opponent moves: gain minus the rows' value (rows swapped to the opponent's view).
    Turn(i32, u64, u64),
}

/// The [`Child`] of a sowing made with `left` sowings to go before the safety net (`u32::MAX` to ignore it).
#[inline(always)]
pub(crate) fn child(sown: &Sown, left: u32, rules: Rules) -> Child {
    let gain = i32::from(sown.gain);
    if sown.own == 0 || sown.opp == 0 || left <= 1 {
        Child::Final(gain + final_sweep(sown.own, sown.opp, rules))
    } else if sown.landing == Landing::OwnStore {
        Child::Again(gain, sown.own, sown.opp)
    } else {
        Child::Turn(gain, sown.opp, sown.own)
    }
}

/// What the end-of-game sweep (rule 5) adds to the mover's margin: each row to its owner, or under the
/// remaining-to-emptier rule every seed left to the player whose row is empty (when the safety net ends the
/// game with both rows holding seeds, each row goes to its owner).
#[inline(always)]
pub(crate) fn final_sweep(own: u64, opp: u64, rules: Rules) -> i32 {
    let (own, opp) = (seeds_in(own), seeds_in(opp));
    if rules.remaining_to_emptier && own == 0 {
        opp
    } else if rules.remaining_to_emptier && opp == 0 {
        -own
    } else {
        own - opp
    }
}

/// Where the last seed of a sowing landed, relative to the mover; pits counted from 0. Congklak's relay kernel
/// names every lift and drop of its trace so too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Landing {
    OwnPit(u32),
    OwnStore,
    OpponentPit(u32),
}

/// Rules 2 to 4 on the two rows, seen from the mover: what sowing own pit `p` (from 0) of a board of `m` pits
/// a side leaves, and how many seeds went into the mover's store. The drops after pit p run: own pits p+1..m,
/// own store, opponent's pits 1..m, own pits 1..p; a full lap is 2m+1 drops and ends on pit p itself.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sown {
    pub own: u64,
    pub opp: u64,
    pub gain: u8,
    pub landing: Landing,
    pub capture: Option<Capture>,
    /// Oware: the run of the opponent's pits taken.
    pub taken: Option<Taken>,
    /// Oware: the sowing would have taken every seed on the opponent's side, so it took nothing (grand slam).
    pub grand_slam: bool,
}

/// The whole laps of `lap` drops that `seeds` make, and the drops left over. Most sowings do not lap, and a
/// division costs more than the rest of a sowing, so only a sowing with a lap's worth of seeds divides.
#[inline(always)]
fn laps(seeds: u32, lap: u32) -> (u32, u32) {
    if seeds < lap {
        (0, seeds)
    } else {
        (seeds / lap, seeds % lap)
    }
}

/// The last `across` drops of a sowing that has passed the mover's own row (and its store, in Kalah): the
/// opponent's pits from 1, then the mover's from 1 (fewer than a lap is left, so this never goes round twice).
#[inline(always)]
fn drop_across(own: &mut u64, opp: &mut u64, m: u32, across: u32) -> Landing {
    if across <= m {
        *opp += ones(across);
        Landing::OpponentPit(across - 1)
    } else {
        *opp += ones(m);
        *own += ones(across - m);
        Landing::OwnPit(across - m - 1)
    }
}

#[inline(always)]
pub(crate) fn sow_rows(mut own: u64, mut opp: u64, m: u32, p: u32, rules: Rules) -> Sown {
    let seeds = byte(own, p);
    own &= !(0xFF << (8 * p));
    let mut gain = 0;

    let (laps, rest) = laps(u32::from(seeds), 2 * m + 1);
    if laps > 0 {
        let each = u64::from(laps) * ones(m);
        own += each;
        opp += each;
        gain += laps as u8;
    }
    let ahead = m - 1 - p;
    let landing = if rest == 0 {
        Landing::OwnPit(p)
    } else if rest <= ahead {
        own += ones(rest) << (8 * (p + 1));
        Landing::OwnPit(p + rest)
    } else {
        if ahead > 0 {
            own += ones(ahead) << (8 * (p + 1));
        }
        gain += 1;
        let across = rest - ahead - 1;
        if across == 0 {
            Landing::OwnStore
        } else {
            drop_across(&mut own, &mut opp, m, across)
        }
    };

    let mut capture = None;
    if let Landing::OwnPit(q) = landing
        && byte(own, q) == 1
    {
        let facing = m - 1 - q;
        let taken = byte(opp, facing);
        if taken > 0 || rules.empty_capture {
            own &= !(0xFF << (8 * q));
            opp &= !(0xFF << (8 * facing));
            gain += taken + 1;
            capture = Some(Capture {
                pit: q as u8 + 1,
                opposite: taken,
            });
        }
    }
    Sown {
        own,
        opp,
        gain,
        landing,
        capture,
        taken: None,
        grand_slam: false,
    }
}

/// What sowing own pit `p` leaves under the rules of `rules`: Kalah's or Oware's sowing, then rules 3, 5 and 6
/// (or Oware's ends) as a [`Child`]. For the searches that play every rule set; the Kalah-only solver calls
/// [`sow_rows`] and [`child`] itself.
#[inline(always)]
pub(crate) fn next(own: u64, opp: u64, m: u32, p: u32, left: u32, rules: Rules) -> Child {
    if rules.is_oware() {
        oware_child(&sow_oware(own, opp, m, p), m, left)
    } else {
        child(&sow_rows(own, opp, m, p, rules), left, rules)
    }
}

/// The pits (bit p for pit p from 0) the mover may sow: every non-empty one, but in Oware, when the opponent has
/// no seeds, only those that give them some (feeding).
#[inline(always)]
pub(crate) fn playable(own: u64, opp: u64, m: u32, rules: Rules) -> u8 {
    let mut pits = 0u8;
    for p in 0..m {
        let seeds = u32::from(byte(own, p));
        // A sowing from pit p reaches the opponent when it has more seeds than own pits lie ahead of it.
        if seeds != 0 && (opp != 0 || !rules.is_oware() || seeds > m - 1 - p) {
            pits |= 1 << p;
        }
    }
    pits
}

/// Oware's ends after a sowing, seen from the mover: the game is over when the opponent, to move next, has no
/// move (no seeds, or the mover's row is empty and the opponent cannot feed it), or the safety net is reached;
/// every seed left then goes to the owner of its side. Otherwise the opponent moves; there are no extra turns.
#[inline(always)]
pub(crate) fn oware_child(sown: &Sown, m: u32, left: u32) -> Child {
    let gain = i32::from(sown.gain);
    if sown.opp == 0 || left <= 1 || (sown.own == 0 && playable(sown.opp, 0, m, OWARE) == 0) {
        Child::Final(gain + seeds_in(sown.own) - seeds_in(sown.opp))
    } else {
        Child::Turn(gain, sown.opp, sown.own)
    }
}

/// Oware's sowing of own pit `p` (from 0) on a board of `m` pits a side: one seed a pit counter-clockwise over
/// the 2m pits, no stores, skipping the emptied pit on every lap (so a lap is 2m - 1 drops). A last seed that
/// makes an opponent's pit hold 2 or 3 takes it, and the pits before it on that side while each holds 2 or 3;
/// unless that would take every seed the opponent has (a grand slam), which takes nothing.
#[inline(always)]
pub(crate) fn sow_oware(mut own: u64, mut opp: u64, m: u32, p: u32) -> Sown {
    let seeds = u32::from(byte(own, p));
    own &= !(0xFF << (8 * p));
    let (laps, rest) = laps(seeds, 2 * m - 1);
    if laps > 0 {
        let each = u64::from(laps) * ones(m);
        own += each - (u64::from(laps) << (8 * p));
        opp += each;
    }
    let ahead = m - 1 - p;
    let landing = if rest == 0 {
        // The last seed ended a lap: in the pit before the emptied one.
        if p > 0 {
            Landing::OwnPit(p - 1)
        } else {
            Landing::OpponentPit(m - 1)
        }
    } else if rest <= ahead {
        own += ones(rest) << (8 * (p + 1));
        Landing::OwnPit(p + rest)
    } else {
        if ahead > 0 {
            own += ones(ahead) << (8 * (p + 1));
        }
        drop_across(&mut own, &mut opp, m, rest - ahead)
    };

    let mut taken = None;
    let mut grand_slam = false;
    let mut gain = 0u8;
    if let Landing::OpponentPit(last) = landing {
        let mut first = last + 1;
        let mut seeds = 0u8;
        while first > 0 && matches!(byte(opp, first - 1), 2 | 3) {
            first -= 1;
            seeds += byte(opp, first);
        }
        if seeds > 0 {
            if seeds == row_sum(opp) {
                grand_slam = true;
            } else {
                let run = ones(last + 1 - first) << (8 * first);
                opp &= !(run * 0xFF);
                gain = seeds;
                taken = Some(Taken {
                    first: first as u8 + 1,
                    last: last as u8 + 1,
                    seeds,
                });
            }
        }
    }
    Sown {
        own,
        opp,
        gain,
        landing,
        capture: None,
        taken,
        grand_slam,
    }
}
