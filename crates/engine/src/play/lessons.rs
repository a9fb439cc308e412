//! The guided lessons: prepared positions, the pit each step asks for, and what a press does. The words are the
//! game's (keys into the language tables); this module says which key and with what values, from the rules.
//!
//! Every lesson is steps in positions where the learner (South) is to move: a step starts from its own position,
//! or from where the step before left the board. A wrong press is not played: [`judge`] says what that pit would
//! have done instead, so the learner hears why, not a buzzer. Each lesson ends with a small challenge against
//! Otto from a position South wins with perfect play.

use crate::rules::{Cell, Position, Side, Sowing};

/// One thing to press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Where the step starts, as position text; `None` carries on from where the step before left the board.
    pub start: Option<&'static str>,
    /// The pit to press (South's, 1 to 6).
    pub pit: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Names the lesson in the language tables: `lesson.KEY.title`, `lesson.KEY.stepN` (what step N asks,
    /// from 1), `lesson.KEY.done` (what it taught).
    pub key: &'static str,
    pub steps: &'static [Step],
    /// A position South wins with perfect play, to play out against Otto.
    pub challenge: &'static str,
}

const fn at(start: &'static str, pit: u8) -> Step {
    Step {
        start: Some(start),
        pit,
    }
}

const fn then(pit: u8) -> Step {
    Step { start: None, pit }
}

const STANDARD: &str = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S";
const QUAN_START: &str = "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan";

pub const LESSONS: [Lesson; 9] = [
    Lesson {
        key: "sowing",
        steps: &[at(STANDARD, 1), then(6)],
        challenge: "2,3,1,2,0,1,9,0,0,0,1,0,0,9 S",
    },
    Lesson {
        key: "extra_turn",
        steps: &[at(STANDARD, 3)],
        challenge: "1,1,2,0,0,1,16,0,5,0,3,2,2,17 S",
    },
    Lesson {
        key: "chain",
        steps: &[
            at(STANDARD, 3),
            then(6),
            // Nearest the store first: 6, then 4, which refills 6.
            at("0,0,0,3,0,1,0,4,4,4,4,4,4,0 S", 6),
            then(4),
            then(6),
        ],
        challenge: "0,5,4,2,2,2,5,4,0,4,0,0,0,7 S",
    },
    Lesson {
        key: "capture",
        steps: &[at("2,3,3,4,0,0,9,1,4,4,4,5,3,10 S", 2)],
        challenge: "0,4,5,1,0,0,7,5,0,1,0,0,3,5 S",
    },
    Lesson {
        key: "lap",
        steps: &[at("13,1,0,2,1,0,8,3,2,2,1,2,3,10 S", 1)],
        challenge: "13,1,1,0,2,0,9,2,1,1,3,2,2,9 S",
    },
    Lesson {
        key: "protect",
        steps: &[at("1,8,2,1,3,2,5,3,2,2,1,0,2,6 S", 2)],
        challenge: "2,2,2,0,1,2,14,0,3,2,0,0,2,13 S",
    },
    Lesson {
        key: "end",
        steps: &[at("3,4,2,5,1,0,18,1,0,0,0,0,0,14 S", 5)],
        challenge: "3,1,0,0,2,2,17,0,3,2,3,0,1,14 S",
    },
    // Sungka: hole 2's seed lands in hole 3, whose 5 are lifted and reach the store; then a capture that leaves
    // its seed in its hole. Nothing proves a Sungka position: the challenge is one a search finds South well
    // ahead in.
    Lesson {
        key: "sungka",
        steps: &[
            at("0,1,4,0,0,0,0,30,3,4,0,2,5,1,3,40 S sungka", 2),
            at("1,0,4,2,6,3,5,30,3,2,5,4,1,8,2,22 S sungka", 1),
        ],
        challenge: "2,0,1,3,0,1,2,44,1,2,0,1,3,0,2,36 S sungka",
    },
    // Ô ăn quan: square 3 to the left (move 8) relays from the top row and captures 6; then a chain that takes
    // the mandarin square and the 4 beyond it.
    Lesson {
        key: "oanquan",
        steps: &[
            at(QUAN_START, 8),
            at("0,2,1,1,0,Q,0,4,3,3,3,Q 0,0 S oanquan", 2),
        ],
        challenge: "3,0,2,4,1,Q2,1,0,2,0,3,0 12,9Q S oanquan",
    },
];

impl Step {
    /// The step's position: its own, or `carried` (where the step before left the board).
    pub fn position(&self, carried: Position) -> Position {
        match self.start {
            Some(text) => text.parse().expect("the lessons' positions are valid"),
            None => carried,
        }
    }
}

impl Lesson {
    pub fn challenge(&self) -> Position {
        self.challenge
            .parse()
            .expect("the lessons' challenges are valid")
    }
}

/// What pressing a pit does, told to the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// The pit the step asks for.
    Right,
    /// An empty pit: nothing to sow.
    Empty,
    /// Another pit, and where its last seed would have gone.
    Elsewhere(LastSeed),
}

/// Where a sowing's last seed ends up, as the learner is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastSeed {
    /// In the mover's store: another turn.
    OwnStore,
    /// In an empty pit of the mover's, taking `seeds` in all.
    Capture {
        pit: u8,
        seeds: u8,
    },
    /// In a pit of the mover's, or of the other player's.
    OwnPit(u8),
    OtherPit(u8),
    /// Ô ăn quan: in a mandarin square, which belongs to no one.
    Mandarin,
    /// Sungka: in an empty hole of the mover's, taking the `seeds` across; the capturing seed stays.
    CaptureAcross {
        pit: u8,
        seeds: u8,
    },
    /// Ô ăn quan: the square after the last citizen was empty, so the sowing captured these, chained.
    Taken {
        citizens: u8,
        mandarins: u8,
    },
    /// The sowing ends the game.
    GameOver,
}

impl LastSeed {
    pub fn of(sowing: &Sowing) -> LastSeed {
        if sowing.sweep.is_some() {
            return LastSeed::GameOver;
        }
        if let Some((citizens, mandarins)) = sowing.quan_captured() {
            return LastSeed::Taken {
                citizens,
                mandarins,
            };
        }
        if let (Some(capture), Some(seeds)) = (sowing.capture, sowing.captured()) {
            // Only the seeds across went to the store: the capturing seed stayed (Sungka).
            if seeds == capture.opposite && seeds > 0 {
                return LastSeed::CaptureAcross {
                    pit: capture.pit,
                    seeds,
                };
            }
            return LastSeed::Capture {
                pit: capture.pit,
                seeds,
            };
        }
        match sowing.last {
            Cell::Store(_) => LastSeed::OwnStore,
            Cell::Mandarin(_) => LastSeed::Mandarin,
            Cell::Pit { side, pit } if side == sowing.mover => LastSeed::OwnPit(pit),
            Cell::Pit { pit, .. } => LastSeed::OtherPit(pit),
        }
    }
}

/// What pressing `pressed` does when the step asks for `wanted`.
pub fn judge(position: &Position, wanted: u8, pressed: u8) -> Press {
    if pressed == wanted {
        return Press::Right;
    }
    match position.play(pressed) {
        Ok((_, sowing)) => Press::Elsewhere(LastSeed::of(&sowing)),
        Err(_) => Press::Empty,
    }
}

/// Every lesson's steps in order, with the position each starts from: for checking them, and for the app to
/// know where a step begins.
pub fn walk(lesson: &Lesson) -> Vec<(Position, Step)> {
    let mut carried = Position::standard();
    let mut steps = Vec::new();
    for step in lesson.steps {
        let position = step.position(carried);
        steps.push((position, *step));
        if let Ok((next, _)) = position.play(step.pit) {
            // A step that carries on is the learner's move again.
            carried = next.with_to_move(LEARNER);
        }
    }
    steps
}

/// The learner's side in every lesson.
pub const LEARNER: Side = Side::South;
