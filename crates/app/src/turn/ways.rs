//! Ô ăn quan's choice of direction, as the screen shows it: a sowing goes left or right across the screen. The
//! engine names a direction from the sowing player's seat (their right is toward their square 5), which for the
//! top row is the screen's left; the window speaks and listens in the screen's ways, so that an arrow, a click
//! on a square's left half and the words "to the left" all mean the same thing for both rows.
//!
//! A press on a square's left half sows it to the left, on its right half to the right. From the keyboard a
//! digit picks the square (held in [`PickedSquare`]) and an arrow key sows it.

use bevy::prelude::*;

use mancala_engine::quan::{self, Direction};
use mancala_engine::{Rules, Side};

/// A way across the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScreenWay {
    Left,
    Right,
}

impl ScreenWay {
    /// The way of a press at `x` on a square whose middle is at `middle` (both in world units).
    pub fn of_press(x: f32, middle: f32) -> ScreenWay {
        if x < middle {
            ScreenWay::Left
        } else {
            ScreenWay::Right
        }
    }

    /// The engine's direction for a sowing from `side`'s row this way across the screen: South's row runs
    /// left to right along the bottom, North's right to left along the top.
    pub fn direction(self, side: Side) -> Direction {
        match (self, side) {
            (ScreenWay::Right, Side::South) | (ScreenWay::Left, Side::North) => Direction::Right,
            (ScreenWay::Left, Side::South) | (ScreenWay::Right, Side::North) => Direction::Left,
        }
    }

    /// The way across the screen of a sowing from `side`'s row in `direction`.
    pub fn of(direction: Direction, side: Side) -> ScreenWay {
        match (direction, side) {
            (Direction::Right, Side::South) | (Direction::Left, Side::North) => ScreenWay::Right,
            (Direction::Left, Side::South) | (Direction::Right, Side::North) => ScreenWay::Left,
        }
    }

    /// The arrow that shows it.
    pub fn arrow(self) -> &'static str {
        match self {
            ScreenWay::Left => "←",
            ScreenWay::Right => "→",
        }
    }

    /// Its name as the texts select on it (`$way`).
    pub fn word(self) -> &'static str {
        match self {
            ScreenWay::Left => "left",
            ScreenWay::Right => "right",
        }
    }
}

/// The engine's move that sows `side`'s square `square` this way across the screen.
pub fn quan_move(side: Side, square: u8, way: ScreenWay) -> u8 {
    quan::move_of(square, way.direction(side))
}

/// How a move reads on screen: its pit or square, and in Ô ăn quan the way it went across the screen.
pub fn screen_move(rules: Rules, mover: Side, mv: u8) -> (u8, Option<ScreenWay>) {
    match quan::square_and_direction(mv).filter(|_| rules.is_quan()) {
        Some((square, direction)) => (square, Some(ScreenWay::of(direction, mover))),
        None => (mv, None),
    }
}

/// A move as the texts name it in `$pit`: "3", or in Ô ăn quan "3 ←".
pub fn move_label(rules: Rules, mover: Side, mv: u8) -> String {
    match screen_move(rules, mover, mv) {
        (pit, Some(way)) => format!("{pit} {}", way.arrow()),
        (pit, None) => pit.to_string(),
    }
}

/// The square a digit key picked, waiting for an arrow key to say which way it is sown; a press anywhere,
/// another digit or Escape changes it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PickedSquare(pub Option<u8>);

/// The half of a square under the pointer: the way a press there would sow it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HoveredWay(pub Option<ScreenWay>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_way_on_screen_is_the_engines_direction_from_the_rows_seat() {
        for side in Side::BOTH {
            for way in [ScreenWay::Left, ScreenWay::Right] {
                assert_eq!(ScreenWay::of(way.direction(side), side), way);
            }
        }
        // South's squares run to the right along the bottom, toward its square 5.
        assert_eq!(ScreenWay::Right.direction(Side::South), Direction::Right);
        // North's run to the left along the top.
        assert_eq!(ScreenWay::Left.direction(Side::North), Direction::Right);
        assert_eq!(
            screen_move(Rules::quan()[0], Side::North, 8),
            (3, Some(ScreenWay::Right))
        );
        assert_eq!(move_label(Rules::quan()[0], Side::South, 8), "3 ←");
        assert_eq!(move_label(Rules::default(), Side::South, 4), "4");
    }
}
