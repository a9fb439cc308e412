//! An independent statement of the rules, written straight from docs/rules.md without looking at the engine:
//! one seed at a time, modular arithmetic, no laps shortcut. Property tests play both side by side. The house
//! rules are read from the position's rule set and applied here in their own words.

use mancala::engine::{Position, Side};

/// What the reference says a move does.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    pub text: String,
    pub drops: Vec<usize>,
    pub captured: Option<u32>,
    pub extra_turn: bool,
    pub over: bool,
}

/// Ring indices: South pits 0..m, South store m, North pits m+1..2m+1, North store 2m+1.
pub fn cells(position: &Position) -> Vec<u32> {
    let mut cells = Vec::new();
    for side in Side::BOTH {
        cells.extend(position.row(side).iter().map(|&s| u32::from(s)));
        cells.push(u32::from(position.store(side)));
    }
    cells
}

pub fn play(position: &Position, pit: u8, sowings_before: u32) -> Outcome {
    let m = usize::from(position.pits());
    let n = 2 * m + 2;
    let mut cells = cells(position);
    let mover = position.to_move();
    let (first, own_store, opp_store) = match mover {
        Side::South => (0, m, 2 * m + 1),
        Side::North => (m + 1, 2 * m + 1, m),
    };
    let start = first + usize::from(pit) - 1;
    let mut hand = cells[start];
    assert!(hand > 0, "reference asked to play an empty pit");
    cells[start] = 0;
    let mut at = start;
    let mut drops = Vec::new();
    while hand > 0 {
        at = (at + 1) % n;
        if at == opp_store {
            continue;
        }
        cells[at] += 1;
        hand -= 1;
        drops.push(at);
    }
    let mut captured = None;
    let mut extra_turn = at == own_store;
    let own_pit = (first..first + m).contains(&at);
    if own_pit && cells[at] == 1 {
        // The pit facing ring index i is 2m - i.
        let facing = 2 * m - at;
        // Empty capture: the seed goes to the store even when nothing faces it.
        if cells[facing] > 0 || position.rules().empty_capture {
            let taken = cells[facing] + 1;
            cells[own_store] += taken;
            cells[at] = 0;
            cells[facing] = 0;
            captured = Some(taken);
        }
    }
    let south_empty = cells[..m].iter().all(|&s| s == 0);
    let north_empty = cells[m + 1..2 * m + 1].iter().all(|&s| s == 0);
    let over = south_empty || north_empty || sowings_before + 1 >= 400;
    if over {
        extra_turn = false;
        let south: u32 = cells[..m].iter().sum();
        let north: u32 = cells[m + 1..2 * m + 1].iter().sum();
        // Remaining to the emptier: a player whose row is empty takes every seed left (South first, if both).
        let emptier = position.rules().remaining_to_emptier;
        if emptier && south_empty {
            cells[m] += south + north;
        } else if emptier && north_empty {
            cells[2 * m + 1] += south + north;
        } else {
            cells[m] += south;
            cells[2 * m + 1] += north;
        }
        for i in (0..m).chain(m + 1..2 * m + 1) {
            cells[i] = 0;
        }
    }
    let next = if extra_turn { mover } else { mover.opponent() };
    let numbers: Vec<String> = cells.iter().map(u32::to_string).collect();
    let rules = if position.rules().is_standard() {
        String::new()
    } else {
        format!(" {}", position.rules())
    };
    Outcome {
        text: format!("{} {}{rules}", numbers.join(","), next.letter()),
        drops,
        captured,
        extra_turn,
        over,
    }
}
