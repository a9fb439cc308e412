//! A Congklak game as a match of rounds: each round's opening, in which both players sow at once, the next
//! round set up from the last, and a round rebuilt from what a server's line says of it. On a board shown from
//! North's side (an online player the server seats North) the opening is the mirror of the server's: North's
//! choice comes first and its seed drops first.

use super::{Game, ReplayError, Setup};
use crate::turn::setup::First;
use mancala_engine::match_line::MAX_ROUNDS;
use mancala_engine::opening::{Opening, Run};
use mancala_engine::rounds::{NextRound, next_round};
use mancala_engine::{MoveError, Position, Score, Side};

impl Game {
    /// A round rebuilt from its start, the holes chosen in its opening (the first chooser `first`) and the
    /// sowings after it, the rounds before it counted: an online match as the server's line gives it.
    pub fn replayed_round(
        setup: Setup,
        start: Position,
        first: Side,
        picks: &[u8],
        moves: &[u8],
        rounds: Vec<Score>,
    ) -> Result<Game, ReplayError> {
        let opening = Opening::replay_first(start, first, picks).map_err(ReplayError::Opening)?;
        let mut game = Game::from_position(setup, start);
        game.show_opening(opening);
        if game.in_opening() && !moves.is_empty() {
            return Err(ReplayError::OpeningNotOver);
        }
        game.play_all(moves)?;
        // The match refills its holes with its first round's seeds, whatever `from_position` took.
        game.setup.seeds = setup.seeds;
        game.setup.first = First::Together;
        game.rounds = rounds;
        Ok(game)
    }

    /// Whether both players are still sowing their first holes at once (Congklak): a pit chosen now is a hole
    /// for a hand, not a move.
    pub fn in_opening(&self) -> bool {
        self.opening
            .as_ref()
            .is_some_and(|opening| !opening.is_over())
    }

    /// Whether the round's first holes are still to be chosen: online, both players choose them at once.
    pub fn first_holes_due(&self) -> bool {
        self.opening.as_ref().is_some_and(Opening::first_holes_due)
    }

    /// The board a person here chooses from: the position, except while an online round's first holes are
    /// due, when the player (at the bottom) chooses theirs whatever the opening's order of the two.
    pub fn choosing_board(&self) -> Position {
        if self.remote_side().is_some() && self.first_holes_due() {
            self.position.with_to_move(Side::South)
        } else {
            self.position
        }
    }

    /// The side to move chooses `pit` in the opening; the stretch the hands then sowed, for the board to show
    /// (none after the first chooser's first hole, kept hidden until the other has chosen too).
    pub fn choose_hole(&mut self, pit: u8) -> Result<Option<Run>, MoveError> {
        let mut opening = self
            .opening
            .take()
            .filter(|opening| !opening.is_over())
            .ok_or(MoveError::NotYourChoice)?;
        let run = opening.choose(pit);
        self.show_opening(opening);
        run
    }

    /// The board follows the opening: while it goes on, as the players see it; once over, where the round goes
    /// on from.
    pub(super) fn show_opening(&mut self, opening: Opening) {
        match opening.outcome() {
            Some(after) => {
                self.start = after;
                self.position = after;
            }
            None => self.position = opening.board(),
        }
        self.opening = Some(opening);
    }

    /// The round's first position: before its opening, if it had one (what a saved game replays from).
    pub fn round_start(&self) -> Position {
        self.opening
            .as_ref()
            .map_or(self.start, |opening| opening.round_start)
    }

    /// What follows a finished round of Congklak, played out on the board: the next round, or the match's end.
    pub fn next_round(&self) -> Option<NextRound> {
        let over = self.position.rules().is_relay()
            && self.position.is_over()
            && !self.is_finished_off_the_board()
            && self.puzzle.is_none();
        if !over {
            return None;
        }
        next_round(&self.position, self.start.to_move(), self.setup.seeds).ok()
    }

    /// An online Congklak match between rounds: the round on the board is over and the match goes on (the server
    /// has set the next round up, within its cap on rounds). Not an end: no review, no coach.
    pub fn between_online_rounds(&self) -> bool {
        self.remote_side().is_some()
            && matches!(self.next_round(), Some(NextRound::Round(_)))
            && self.rounds.len() + 1 < MAX_ROUNDS
    }

    /// Sets up the next round of the match, the finished one counted; false when there is none to play. Its
    /// opening's first chooser is this round's (North on a board shown from North's side).
    pub fn start_next_round(&mut self) -> bool {
        let Some(NextRound::Round(position)) = self.next_round() else {
            return false;
        };
        let first = self.opening.as_ref().map_or(Side::South, Opening::first);
        let mut rounds = std::mem::take(&mut self.rounds);
        rounds.push(self.position.score());
        let (remote_name, watched) = (self.remote_name.take(), self.watched.take());
        self.begin(self.setup, position);
        self.rounds = rounds;
        self.remote_name = remote_name;
        self.watched = watched;
        if self.setup.first == First::Together {
            self.show_opening(Opening::new_first(position.with_to_move(first), first));
        }
        true
    }
}
