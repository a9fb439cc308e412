//! One online game, as the server keeps it: the players' seats, the position and its line, the clocks on the
//! server's time, offers, and how it ended. Pure: every change takes the time as an argument and returns what
//! happened or why it was refused, leaving the table untouched when refused.

use crate::engine::{MoveError, Position, Score, Side};

use super::protocol::{Clocks, Code, Control};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Board(Score),
    Resigned(Side),
    /// This side's time ran out.
    Time(Side),
    Agreed(Score),
}

impl Finish {
    pub fn winner(self) -> Option<Side> {
        match self {
            Finish::Board(score) => score.winner(),
            Finish::Resigned(side) | Finish::Time(side) => Some(side.opponent()),
            Finish::Agreed(_) => None,
        }
    }

    pub fn reason(self) -> &'static str {
        match self {
            Finish::Board(_) => "board",
            Finish::Resigned(_) => "resigned",
            Finish::Time(_) => "time",
            Finish::Agreed(_) => "agreed",
        }
    }
}

/// A refusal: its code and what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub Code, pub String);

fn refuse<T>(code: Code, why: impl Into<String>) -> Result<T, Refused> {
    Err(Refused(code, why.into()))
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub id: String,
    pub start: Position,
    pub moves: Vec<u8>,
    /// Every position so far, the start first (Oware's repetitions need them).
    pub line: Vec<Position>,
    /// The player ids in the seats: South's, North's (the creator's alone while a private game waits).
    pub seats: [Option<String>; 2],
    pub control: Control,
    pub ranked: bool,
    /// Each side's time left, in ms, as of `turn_started`.
    pub left_ms: [i64; 2],
    /// When the side to move's turn began, in the server's ms.
    pub turn_started: i64,
    pub draw_offer: Option<Side>,
    pub rematch: [bool; 2],
    pub finish: Option<Finish>,
}

pub fn index(side: Side) -> usize {
    match side {
        Side::South => 0,
        Side::North => 1,
    }
}

impl Table {
    pub fn new(id: String, start: Position, control: Control, ranked: bool) -> Table {
        let full = control.allowance().map_or(0, |(full, _)| full);
        Table {
            id,
            start,
            moves: Vec::new(),
            line: vec![start],
            seats: [None, None],
            control,
            ranked,
            left_ms: [full; 2],
            turn_started: 0,
            draw_offer: None,
            rematch: [false; 2],
            finish: None,
        }
    }

    pub fn position(&self) -> Position {
        *self.line.last().expect("a line has its start")
    }

    pub fn started(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }

    pub fn side_of(&self, player: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.seats[index(side)].as_deref() == Some(player))
    }

    /// Seats the second player and starts the clock.
    pub fn sit(&mut self, player: String, now: i64) -> Result<Side, Refused> {
        if self.side_of(&player).is_some() {
            return refuse(Code::Closed, "you are already in this game");
        }
        let Some(free) = Side::BOTH
            .into_iter()
            .find(|&side| self.seats[index(side)].is_none())
        else {
            return refuse(Code::Closed, "this game already has two players");
        };
        self.seats[index(free)] = Some(player);
        if self.started() {
            self.turn_started = now;
        }
        Ok(free)
    }

    /// The time the side to move has left at `now` (and the other side's), in ms.
    pub fn clocks_at(&self, now: i64) -> Clocks {
        let mut left = self.left_ms;
        let running = (self.finish.is_none() && self.started() && self.control != Control::Untimed)
            .then(|| self.position().to_move());
        if let Some(side) = running {
            left[index(side)] = (left[index(side)] - (now - self.turn_started)).max(0);
        }
        Clocks {
            south_ms: left[0],
            north_ms: left[1],
            running: running.map(Side::letter),
        }
    }

    /// When the side to move runs out of time, if a clock runs.
    pub fn deadline(&self) -> Option<i64> {
        if self.finish.is_some() || !self.started() || self.control == Control::Untimed {
            return None;
        }
        let side = self.position().to_move();
        Some(self.turn_started + self.left_ms[index(side)])
    }

    /// Ends the game on time if the side to move's time is out at `now`; whether it did.
    pub fn flag(&mut self, now: i64) -> bool {
        match self.deadline() {
            Some(deadline) if now >= deadline => {
                let side = self.position().to_move();
                self.left_ms[index(side)] = 0;
                self.finish = Some(Finish::Time(side));
                true
            }
            _ => false,
        }
    }

    fn seat_check(&self, player: &str) -> Result<Side, Refused> {
        let Some(side) = self.side_of(player) else {
            return refuse(Code::NoGame, "you do not play in this game");
        };
        if self.finish.is_some() {
            return refuse(Code::GameOver, "the game is over");
        }
        if !self.started() {
            return refuse(Code::NotStarted, "the game waits for its second player");
        }
        Ok(side)
    }

    /// `player` sows `pit` as the game's sowing number `ply` (counted from 0) at `now`.
    pub fn play(&mut self, player: &str, ply: u32, pit: u8, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player)?;
        if self.deadline().is_some_and(|deadline| now >= deadline) {
            self.flag(now);
            return refuse(Code::GameOver, "your time ran out");
        }
        if ply as usize != self.moves.len() {
            return refuse(
                Code::StalePly,
                format!(
                    "the game's next sowing is ply {}, not {ply}",
                    self.moves.len()
                ),
            );
        }
        let position = self.position();
        if position.to_move() != side {
            return refuse(Code::NotYourTurn, "it is your opponent's turn");
        }
        let (next, _) = position
            .play_in_line(pit, &self.line)
            .map_err(|e: MoveError| Refused(Code::IllegalMove, e.to_string()))?;
        // The time this sowing took, then what the next turn starts with.
        let spent = now - self.turn_started;
        let me = index(side);
        if let Some((full, increment)) = self.control.allowance() {
            self.left_ms[me] -= spent;
            match self.control {
                Control::PerSowing => self.left_ms = [full; 2],
                _ if next.to_move() != side => self.left_ms[me] += increment,
                _ => {}
            }
        }
        self.turn_started = now;
        self.moves.push(pit);
        self.line.push(next);
        // A sowing answers an offer of a draw: it is declined.
        self.draw_offer = None;
        if next.is_over() {
            self.finish = Some(Finish::Board(next.score()));
        }
        Ok(side)
    }

    pub fn resign(&mut self, player: &str) -> Result<Side, Refused> {
        let side = self.seat_check(player)?;
        self.finish = Some(Finish::Resigned(side));
        Ok(side)
    }

    pub fn offer_draw(&mut self, player: &str) -> Result<Side, Refused> {
        let side = self.seat_check(player)?;
        self.draw_offer = Some(side);
        Ok(side)
    }

    pub fn accept_draw(&mut self, player: &str) -> Result<Side, Refused> {
        let side = self.seat_check(player)?;
        if self.draw_offer != Some(side.opponent()) {
            return refuse(Code::NoOffer, "your opponent has not offered a draw");
        }
        self.finish = Some(Finish::Agreed(self.position().score()));
        Ok(side)
    }

    /// `player` asks for a rematch; true when both have.
    pub fn ask_rematch(&mut self, player: &str) -> Result<(Side, bool), Refused> {
        let Some(side) = self.side_of(player) else {
            return refuse(Code::NoGame, "you do not play in this game");
        };
        if self.finish.is_none() {
            return refuse(Code::NotStarted, "a rematch follows a finished game");
        }
        self.rematch[index(side)] = true;
        Ok((side, self.rematch == [true, true]))
    }

    /// The rematch: the same start and clock, the sides swapped.
    pub fn rematch_table(&self, id: String, now: i64) -> Table {
        let mut table = Table::new(id, self.start, self.control, self.ranked);
        table.seats = [self.seats[1].clone(), self.seats[0].clone()];
        table.turn_started = now;
        table
    }

    /// The score on the board when the game ended.
    pub fn score(&self) -> Score {
        match self.finish {
            Some(Finish::Board(score) | Finish::Agreed(score)) => score,
            _ => self.position().score(),
        }
    }
}
