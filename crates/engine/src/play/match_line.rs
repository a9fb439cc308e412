//! A game as the flat line of what its players did, replayable from its start: the pits sown, and in Congklak
//! also the holes chosen in each round's opening (both hands at once), round after round of the match. The
//! server referees an online game with it and a client replays one with it, so both read a list of numbers the
//! same way.
//!
//! In a Congklak round the opening comes first: South's first hole, North's first hole (chosen in secret and
//! at once; the line lists South's first), then each hole a hand that reached its store went on from; then the
//! round goes on by turns. When the round ends the next one is set up at once ([`next_round`]), and the match
//! ends when a player cannot fill a hole, or after [`MAX_ROUNDS`] rounds on the last round's seeds.

use super::opening::Opening;
use crate::rounds::{NextRound, next_round};
use crate::simultaneous::SimultaneousStart;
use crate::{MoveError, Position, Score, Side};

/// Rounds a match may have: a match of equal rounds could otherwise refill the same board for ever.
pub const MAX_ROUNDS: usize = 30;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// This side sows a pit.
    Sow(Side),
    /// Both players choose the round's first hole, in secret and at once ([`MatchLine::play_first`]).
    FirstHoles,
    /// This side's hand reached its store in the opening: it chooses the hole it goes on from.
    Choose(Side),
    Over,
}

/// Why an action was refused, and where in a line being replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("{0}")]
    Move(#[from] MoveError),
    #[error("it is not this side's turn")]
    NotYourTurn,
    #[error("both players choose their first hole at once here")]
    FirstHolesDue,
    #[error("action {ply} ({pit}): {error}")]
    Replay {
        ply: usize,
        pit: u8,
        error: MoveError,
    },
}

/// A Congklak match's rounds: the rounds done, and the one in play.
#[derive(Clone, Debug, PartialEq)]
struct Rounds {
    /// Seeds a hole at the match's start: each round refills its holes with as many.
    seeds: u8,
    /// The scores of the rounds played out.
    done: Vec<Score>,
    /// The side that moved first in the round's turns (the first to finish its opening; South before one), which
    /// settles equal stores: the other side starts the next round.
    first: Side,
    /// The round's opening, while it goes on.
    opening: Option<Opening>,
    /// Where in the line the round in play began (its opening's first hole).
    round_from: usize,
    /// Where in the line the round's turns began (after its opening).
    turns_from: usize,
    /// The match is over on this last round's position.
    over: bool,
}

/// The Congklak round in play, as the line has it: what a client lays out on its board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundSoFar<'a> {
    /// The round's first position, South to choose, before either hand lifted a hole.
    pub start: Position,
    /// The holes chosen in its opening so far (South's first hole first).
    pub picks: &'a [u8],
    /// The sowings by turns after the opening.
    pub moves: &'a [u8],
}

/// A game's start and what was done since, with the board before each action.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchLine {
    start: Position,
    actions: Vec<u8>,
    /// The board before each action and, last, the board now: one more than the actions. In Congklak the board
    /// after a round's last sowing is the next round's, before its opening.
    boards: Vec<Position>,
    rounds: Option<Rounds>,
}

impl MatchLine {
    pub fn new(start: Position) -> MatchLine {
        let rounds = start.rules().is_relay().then(|| {
            let holes = 2 * u32::from(start.pits());
            Rounds {
                seeds: u8::try_from(start.total_seeds() / holes).unwrap_or(u8::MAX),
                done: Vec::new(),
                first: start.to_move(),
                opening: Some(Opening::new(start.with_to_move(Side::South))),
                round_from: 0,
                turns_from: 0,
                over: false,
            }
        });
        let board = match &rounds {
            Some(rounds) => rounds.opening.as_ref().map_or(start, Opening::board),
            None => start,
        };
        MatchLine {
            start,
            actions: Vec::new(),
            boards: vec![board],
            rounds,
        }
    }

    /// The line replayed from `start` and its actions; refused at the first that could not be done then.
    pub fn replay(start: Position, actions: &[u8]) -> Result<MatchLine, LineError> {
        let mut line = MatchLine::new(start);
        for (ply, &pit) in actions.iter().enumerate() {
            line.push(pit).map_err(|error| LineError::Replay {
                ply,
                pit,
                error: match error {
                    LineError::Move(error) => error,
                    _ => MoveError::NotYourChoice,
                },
            })?;
        }
        Ok(line)
    }

    pub fn start(&self) -> Position {
        self.start
    }

    pub fn actions(&self) -> &[u8] {
        &self.actions
    }

    /// The board before action `ply` (and, at `ply` = the number of actions, now).
    pub fn board_before(&self, ply: usize) -> Position {
        self.boards[ply]
    }

    /// The board now: in a Congklak opening as the players see it (a first hole chosen alone stays hidden).
    pub fn board(&self) -> Position {
        *self.boards.last().expect("a line has its start")
    }

    /// The boards before each action and now, for rules that look back (Oware's repetitions).
    pub fn boards(&self) -> &[Position] {
        &self.boards
    }

    /// The scores of a Congklak match's rounds played out (none in other games).
    pub fn rounds_done(&self) -> &[Score] {
        self.rounds.as_ref().map_or(&[], |rounds| &rounds.done)
    }

    /// The Congklak round in play (the last one, once the match is over); none in other games.
    pub fn round(&self) -> Option<RoundSoFar<'_>> {
        let rounds = self.rounds.as_ref()?;
        let from = rounds.round_from;
        let (picks, moves) = match rounds.opening {
            Some(_) => (&self.actions[from..], &[][..]),
            None => (
                &self.actions[from..rounds.turns_from],
                &self.actions[rounds.turns_from..],
            ),
        };
        Some(RoundSoFar {
            start: self.boards[from],
            picks,
            moves,
        })
    }

    /// Both hands of the round's opening while they sow: what a choice of the hole a hand goes on from looks at.
    pub fn opening_phase(&self) -> Option<&SimultaneousStart> {
        self.rounds.as_ref()?.opening.as_ref()?.phase()
    }

    pub fn due(&self) -> Due {
        match &self.rounds {
            Some(rounds) if rounds.over => Due::Over,
            Some(Rounds {
                opening: Some(opening),
                ..
            }) => match (opening.picks.len(), opening.chooser()) {
                (0 | 1, _) => Due::FirstHoles,
                (_, Some(side)) => Due::Choose(side),
                (_, None) => Due::Over,
            },
            _ if self.board().is_over() => Due::Over,
            _ => Due::Sow(self.board().to_move()),
        }
    }

    pub fn is_over(&self) -> bool {
        self.due() == Due::Over
    }

    /// The seeds each side ended with: the last round's in a Congklak match.
    pub fn score(&self) -> Score {
        self.board().score()
    }

    /// Whether `side` may choose `pit` as the round's first hole now (before the other's is known).
    pub fn check_first(&self, side: Side, pit: u8) -> Result<(), LineError> {
        if self.due() != Due::FirstHoles {
            return Err(LineError::NotYourTurn);
        }
        match self.board().with_to_move(side).play(pit) {
            Ok(_) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    /// Both first holes of the round's opening, chosen in secret: the hands set off together.
    pub fn play_first(&mut self, south: u8, north: u8) -> Result<(), LineError> {
        self.check_first(Side::South, south)?;
        self.check_first(Side::North, north)?;
        self.push(south)?;
        self.push(north)
    }

    /// `side` sows `pit`, or chooses it in the opening when its hand reached its store.
    pub fn play(&mut self, side: Side, pit: u8) -> Result<(), LineError> {
        match self.due() {
            Due::Sow(due) | Due::Choose(due) if due == side => self.push(pit),
            Due::FirstHoles => Err(LineError::FirstHolesDue),
            Due::Over => Err(MoveError::GameOver.into()),
            _ => Err(LineError::NotYourTurn),
        }
    }

    /// The next action, whoever's it is (a line read back from storage; a round's first holes South's first).
    pub fn push(&mut self, pit: u8) -> Result<(), LineError> {
        let board = match self.rounds.as_mut() {
            Some(rounds) if rounds.over => return Err(MoveError::GameOver.into()),
            Some(rounds) if rounds.opening.is_some() => {
                let opening = rounds.opening.as_mut().expect("matched");
                opening.choose(pit)?;
                match opening.outcome() {
                    Some(position) => {
                        rounds.opening = None;
                        rounds.first = position.to_move();
                        rounds.turns_from = self.boards.len();
                        self.after_turns(position)
                    }
                    None => opening.board(),
                }
            }
            Some(rounds) => {
                let from = rounds.turns_from;
                let (next, _) = self.board().play_in_line(pit, &self.boards[from..])?;
                self.after_turns(next)
            }
            None => self.board().play_in_line(pit, &self.boards)?.0,
        };
        self.actions.push(pit);
        self.boards.push(board);
        Ok(())
    }

    /// The board after a Congklak round's sowing: the next round's opening when it ended the round, the match's
    /// last position when it ended the match.
    fn after_turns(&mut self, position: Position) -> Position {
        let rounds = self.rounds.as_mut().expect("a Congklak match");
        if !position.is_over() {
            return position;
        }
        let next = match next_round(&position, rounds.first, rounds.seeds) {
            Ok(NextRound::Round(next)) if rounds.done.len() + 1 < MAX_ROUNDS => next,
            _ => {
                rounds.over = true;
                return position;
            }
        };
        rounds.done.push(position.score());
        // The action that ended the round is pushed after this: the next round begins after it.
        rounds.round_from = self.actions.len() + 1;
        let opening = Opening::new(next.with_to_move(Side::South));
        let board = opening.board();
        rounds.opening = Some(opening);
        board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::together::{first_hole, next_hole};
    use crate::{CONGKLAK, OWARE};

    fn congklak(holes: u8, seeds: u8) -> Position {
        Position::start_by(CONGKLAK, holes, seeds).unwrap()
    }

    fn assert_same(a: &MatchLine, b: &MatchLine) {
        assert_eq!(a.actions(), b.actions());
        assert_eq!(a.boards(), b.boards());
        assert_eq!(a.rounds_done(), b.rounds_done());
        assert_eq!(a.due(), b.due());
    }

    /// A whole match played by the engine's own choices, each action checked against who is due.
    fn play_out(start: Position) -> MatchLine {
        let mut line = MatchLine::new(start);
        for _ in 0..100_000 {
            match line.due() {
                Due::Over => return line,
                Due::FirstHoles => {
                    let board = line.board();
                    let pick = |side| first_hole(&board, side).expect("a hole to choose");
                    line.play_first(pick(Side::South), pick(Side::North))
                        .unwrap();
                }
                Due::Choose(side) => {
                    let pit = next_hole(line.opening_phase().unwrap(), side).unwrap();
                    line.play(side, pit).unwrap();
                }
                Due::Sow(side) => {
                    let pit = line.board().legal_moves().next().unwrap();
                    line.play(side, pit).unwrap();
                }
            }
        }
        panic!("the match did not end");
    }

    #[test]
    fn kalah_is_a_line_of_sowings() {
        let mut line = MatchLine::new(Position::start(6, 4).unwrap());
        assert_eq!(line.due(), Due::Sow(Side::South));
        line.play(Side::South, 3).unwrap();
        assert_eq!(line.due(), Due::Sow(Side::South), "an extra turn");
        assert_eq!(line.play(Side::North, 1), Err(LineError::NotYourTurn));
        assert_eq!(
            line.check_first(Side::South, 1),
            Err(LineError::NotYourTurn)
        );
        line.play(Side::South, 1).unwrap();
        assert_eq!(line.due(), Due::Sow(Side::North));
        assert_eq!(line.actions(), &[3, 1]);
        assert_same(
            &MatchLine::replay(line.start(), line.actions()).unwrap(),
            &line,
        );
    }

    #[test]
    fn oware_looks_back_over_the_whole_line() {
        let start = Position::start(6, 4).unwrap().with_rules(OWARE);
        let line = play_out(start);
        assert!(line.is_over());
        assert_eq!(line.boards().len(), line.actions().len() + 1);
        assert_same(&MatchLine::replay(start, line.actions()).unwrap(), &line);
    }

    #[test]
    fn congklak_opens_with_both_first_holes() {
        let start = congklak(7, 7);
        let mut line = MatchLine::new(start);
        assert_eq!(line.due(), Due::FirstHoles);
        assert_eq!(line.play(Side::South, 1), Err(LineError::FirstHolesDue));
        assert_eq!(
            line.check_first(Side::North, 8),
            Err(LineError::Move(MoveError::NoSuchPit { pit: 8, pits: 7 }))
        );
        line.play_first(3, 5).unwrap();
        assert_eq!(line.actions(), &[3, 5]);
        assert_ne!(line.board(), start.with_to_move(Side::South));
        assert_ne!(line.due(), Due::FirstHoles);
    }

    #[test]
    fn a_congklak_match_is_rounds_until_a_hole_goes_unfilled() {
        for (holes, seeds) in [(5, 3), (7, 7), (9, 9)] {
            let start = congklak(holes, seeds);
            let line = play_out(start);
            let last = line.board();
            assert!(last.is_over(), "{holes}x{seeds}");
            let rounds = line.rounds_done().len();
            // The match ended because a side could not fill a hole, or at the cap.
            let unfilled = [Side::South, Side::North]
                .into_iter()
                .any(|side| last.store(side) < seeds);
            assert!(unfilled || rounds + 1 == MAX_ROUNDS, "{holes}x{seeds}");
            let again = MatchLine::replay(start, line.actions()).unwrap();
            assert_same(&again, &line);
            assert_eq!(again.due(), Due::Over);
        }
    }

    /// Every point of a match: the round the line gives, replayed on its own, is the board the line shows.
    #[test]
    fn the_round_in_play_replays_to_the_board() {
        for (holes, seeds) in [(5, 3), (7, 7)] {
            let start = congklak(holes, seeds);
            let whole = play_out(start);
            let mut rounds_met = 0;
            for done in 0..=whole.actions().len() {
                let line = MatchLine::replay(start, &whole.actions()[..done]).unwrap();
                let round = line.round().unwrap();
                let opening = Opening::replay(round.start, round.picks).unwrap();
                let board = match opening.outcome() {
                    None => {
                        assert!(round.moves.is_empty());
                        opening.board()
                    }
                    Some(mut board) => {
                        for &pit in round.moves {
                            board = board.play(pit).unwrap().0;
                        }
                        board
                    }
                };
                assert_eq!(board, line.board(), "{holes}x{seeds}, after {done} actions");
                rounds_met += usize::from(round.picks.is_empty());
            }
            let begun = whole.rounds_done().len() + 1;
            assert_eq!(rounds_met, begun, "{holes}x{seeds}: every round begun met");
        }
    }

    #[test]
    fn a_replay_names_the_action_it_could_not_do() {
        let start = congklak(7, 7);
        let line = play_out(start);
        let mut actions = line.actions().to_vec();
        actions.push(1);
        assert!(matches!(
            MatchLine::replay(start, &actions),
            Err(LineError::Replay { ply, pit: 1, error: MoveError::GameOver }) if ply == actions.len() - 1
        ));
        assert!(matches!(
            MatchLine::replay(start, &[9]),
            Err(LineError::Replay { ply: 0, pit: 9, .. })
        ));
    }
}
