//! Turns: who plays whom, the moves played so far, undo and redo. An intent to play a pit becomes one engine
//! move, and the engine's trace goes out for the board to show. The engine's position in [`Game`] is the truth.
//! In Congklak a game is a match of rounds, and a round may open with both hands sowing at once: there a pit
//! chosen is a hole for a hand, and the stretch the hands sowed goes out instead (`congklak`).

mod rounds;

use bevy::prelude::*;
use chrono::NaiveDate;
use rand::RngExt;

use super::replay_error::ReplayError;
use super::setup::{Fairness, First, OWARE_PITS, OWARE_SEEDS, Opponent, Setup};
use crate::frame::AppSystems;
use mancala_engine::opening::{Opening, Run};
use mancala_engine::{BySide, Ending, Level, Position, Record, Score, Side, Sowing};

/// One move of the game so far: the position it was played from and the pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub before: Position,
    pub pit: u8,
}

/// The pie rule taken: the second player took the first player's side after that player's first turn. The game
/// goes on from the position turned round, so that each player keeps their edge of the screen; the game as it
/// began is kept for its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Swapped {
    /// The position the game began from.
    pub start: Position,
    /// The first player's first turn.
    pub first_turn: Vec<u8>,
}

/// How a game ended: the seeds each side has (store plus row) and who won, or who resigned or ran out of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    pub score: Score,
    pub winner: Option<Side>,
    pub resigned: Option<Side>,
    pub out_of_time: Option<Side>,
}

/// The game being shown: its setup, the position (the truth every entity on the board is drawn from), the
/// moves that led there and the moves undone that redo would play again.
#[derive(Resource, Clone, Debug)]
pub struct Game {
    pub setup: Setup,
    /// The position the game began from.
    pub start: Position,
    pub position: Position,
    past: Vec<Played>,
    undone: Vec<Played>,
    /// The daily puzzle being played, if this game is one.
    pub puzzle: Option<NaiveDate>,
    /// The side that gave up, if one did.
    pub resigned: Option<Side>,
    /// The side whose clock ran out, if one did.
    pub out_of_time: Option<Side>,
    /// Both sides agreed to a draw (online).
    pub agreed: bool,
    /// The opponent's name in an online game, as the server gave it.
    pub remote_name: Option<String>,
    /// An online game watched, not played (both sides are played at other computers): the bottom player's name.
    pub watched: Option<String>,
    /// Whether the result has gone into the stats (once per game, whatever undo does afterwards).
    pub recorded: bool,
    /// Congklak: the round's opening, when both players sow (or sowed) their first holes at once. Once it is
    /// over, `start` is where it left the board, and the moves count from there.
    pub opening: Option<Opening>,
    /// Congklak: the rounds of the match finished before this one.
    pub rounds: Vec<Score>,
    /// The pie rule taken, if it was.
    pub swapped: Option<Swapped>,
    /// Bumped whenever the position changes other than by the next move (a new game, undo, redo), so that work
    /// begun for an older position (the computer's thinking) is recognised as stale and thrown away.
    pub generation: u64,
}

impl Default for Game {
    fn default() -> Self {
        Game::from_position(Setup::default(), Position::standard())
    }
}

impl Game {
    /// A game from a given position (a saved game, a puzzle, `--position`), its setup's board and rules taken
    /// from it. A Congklak match refills as many seeds a hole as holes, whatever the setup said; Ô ăn quan is
    /// played with 5 citizens a square.
    pub fn from_position(setup: Setup, position: Position) -> Game {
        let seeds = if position.rules().is_relay() {
            position.pits()
        } else if position.rules().is_quan() {
            position.rules().family.boards().seeds
        } else {
            setup.seeds
        };
        Game {
            setup: Setup {
                pits: position.pits(),
                rules: position.rules(),
                seeds,
                ..setup
            },
            start: position,
            position,
            past: Vec::new(),
            undone: Vec::new(),
            puzzle: None,
            resigned: None,
            out_of_time: None,
            agreed: false,
            remote_name: None,
            watched: None,
            recorded: false,
            opening: None,
            rounds: Vec::new(),
            swapped: None,
            generation: 0,
        }
    }

    /// A game rebuilt from its start and its moves (a saved game); refused if a move is not legal.
    pub fn replayed(
        setup: Setup,
        start: Position,
        moves: &[u8],
        undone: &[u8],
    ) -> Result<Game, ReplayError> {
        Game::replayed_after_opening(setup, start, None, moves, undone)
    }

    /// A game rebuilt from its round's start, the holes chosen in an opening where both sowed at once (if the
    /// round began so), and the moves after it.
    pub fn replayed_after_opening(
        setup: Setup,
        start: Position,
        opening: Option<&[u8]>,
        moves: &[u8],
        undone: &[u8],
    ) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(setup, start);
        if let Some(picks) = opening {
            let opening = Opening::replay(start, picks).map_err(ReplayError::Opening)?;
            game.show_opening(opening);
            if game.in_opening() && !(moves.is_empty() && undone.is_empty()) {
                return Err(ReplayError::OpeningNotOver);
            }
        }
        game.play_all(moves)?;
        // Undone moves are kept newest first, as redo takes them back in that order.
        let mut ahead = game.position;
        for (index, &pit) in undone.iter().rev().enumerate() {
            let (after, _) = ahead.play(pit).map_err(|source| ReplayError::Undone {
                number: index + 1,
                pit,
                source,
            })?;
            game.undone.insert(0, Played { before: ahead, pit });
            ahead = after;
        }
        Ok(game)
    }

    /// Plays `moves` in turn; refused at the first that is not legal, numbered from 1.
    fn play_all(&mut self, moves: &[u8]) -> Result<(), ReplayError> {
        for (index, &pit) in moves.iter().enumerate() {
            self.play(pit).map_err(|source| ReplayError::Move {
                number: index + 1,
                pit,
                source,
            })?;
        }
        Ok(())
    }

    /// The pits played and the pits undone (newest first), as a saved game keeps them.
    pub fn move_lists(&self) -> (Vec<u8>, Vec<u8>) {
        (
            self.past.iter().map(|p| p.pit).collect(),
            self.undone.iter().map(|p| p.pit).collect(),
        )
    }

    /// How the game ended, if it has: the board ran out, or a side resigned.
    pub fn finish(&self) -> Option<GameEnd> {
        let score = self.position.score();
        let finish = |winner| GameEnd {
            score,
            winner,
            resigned: self.resigned,
            out_of_time: self.out_of_time,
        };
        match (self.resigned.or(self.out_of_time), self.position.outcome()) {
            (Some(side), _) => Some(finish(Some(side.opponent()))),
            (None, None) if self.agreed => Some(finish(None)),
            (None, Some(score)) => Some(finish(score.winner())),
            (None, None) => None,
        }
    }

    /// Why the game on the board ended, if it did: the last sowing played again. (The status line asks every
    /// frame, so no line of past positions is built: an end that the sowing alone does not make is a repetition.)
    pub fn end_reason(&self) -> Option<mancala_engine::EndReason> {
        let played = self.past.last()?;
        let (_, sowing) = played.before.play(played.pit).ok()?;
        match sowing.sweep {
            Some(sweep) => Some(sweep.reason),
            None if self.position.is_over() => Some(mancala_engine::EndReason::Repetition),
            None => None,
        }
    }

    pub fn is_finished(&self) -> bool {
        self.resigned.is_some()
            || self.out_of_time.is_some()
            || self.agreed
            || (!self.in_opening() && self.position.is_over())
    }

    /// The side to move has run out of time: it loses.
    pub fn run_out_of_time(&mut self) -> bool {
        if self.is_finished() {
            return false;
        }
        self.out_of_time = Some(self.position.to_move());
        self.generation += 1;
        true
    }

    /// The game as a record: the English names of the sides (the record is for anyone to read), the level,
    /// the clock, the start, the pits played and how it ended.
    pub fn record(&self, date: NaiveDate) -> Record {
        let (moves, _) = self.move_lists();
        let mut record = match &self.swapped {
            // The pits played after the swap are the same pits on the board as it began (a position turned
            // round is sown by the same pit numbers).
            Some(swapped) => {
                let mut all = swapped.first_turn.clone();
                all.extend(moves);
                let mut record = Record::new(swapped.start, all)
                    .expect("the game's moves were played by the rules");
                record.swap = Some(swapped.first_turn.len());
                record
            }
            None => {
                Record::new(self.start, moves).expect("the game's moves were played by the rules")
            }
        };
        record.date = Some(date);
        let [south, north] = match self.setup.opponent {
            Opponent::Computer(_) => ["Player", "Otto"],
            Opponent::Online => ["Player", "Opponent online"],
            Opponent::Friend => ["Bottom", "Top"],
        };
        record.players = BySide::new(south, north).map(str::to_string);
        record.level = self.computer_level();
        record.clock = self.setup.clock;
        record.ending = match (self.resigned, self.out_of_time) {
            (Some(side), _) => Ending::Resigned(side),
            (None, Some(side)) => Ending::Time(side),
            (None, None) => Ending::Board,
        };
        record
    }

    /// The side the computer plays, if any.
    pub fn computer_side(&self) -> Option<Side> {
        matches!(self.setup.opponent, Opponent::Computer(_)).then_some(Side::North)
    }

    pub fn computer_level(&self) -> Option<Level> {
        match self.setup.opponent {
            Opponent::Computer(level) => Some(level),
            Opponent::Friend | Opponent::Online => None,
        }
    }

    /// The side the player here plays against: Otto's, or an online opponent's (the top row, both).
    pub fn opponent_side(&self) -> Option<Side> {
        self.computer_side().or(self.remote_side())
    }

    /// The name of who plays [`Game::opponent_side`]: Otto, or the online opponent.
    pub fn opponent_name(&self) -> &str {
        match &self.remote_name {
            Some(name) if self.remote_side().is_some() => name,
            _ => crate::data::i18n::MASCOT_NAME,
        }
    }

    /// The name of `side`'s player in a game watched.
    pub fn watched_name(&self, side: Side) -> Option<&str> {
        let bottom = self.watched.as_deref()?;
        Some(match side {
            Side::South => bottom,
            Side::North => self.remote_name.as_deref().unwrap_or_default(),
        })
    }

    /// The side a player at another computer plays, in an online game.
    pub fn remote_side(&self) -> Option<Side> {
        (self.setup.opponent == Opponent::Online).then_some(Side::North)
    }

    /// Whether a person is to move now here (and so pit clicks count).
    pub fn awaits_person(&self) -> bool {
        let to_move = Some(self.choosing_board().to_move());
        !self.is_finished()
            && self.watched.is_none()
            && self.computer_side() != to_move
            && self.remote_side() != to_move
    }

    /// Whether the computer is to move now.
    pub fn awaits_computer(&self) -> bool {
        !self.is_finished() && self.computer_side() == Some(self.position.to_move())
    }

    /// The side a person gives up for: South against the computer, else the side to move.
    pub fn resign(&mut self) -> bool {
        if self.is_finished() {
            return false;
        }
        self.resigned = Some(match self.computer_side() {
            Some(computer) => computer.opponent(),
            None => self.position.to_move(),
        });
        self.generation += 1;
        true
    }

    /// The move that led to the position, if any.
    pub fn last_move(&self) -> Option<Played> {
        self.past.last().copied()
    }

    pub fn moves_played(&self) -> &[Played] {
        &self.past
    }

    /// Every position of the game so far, the current one last: what an Oware repetition is judged against.
    fn line(&self) -> Vec<Position> {
        self.past
            .iter()
            .map(|played| played.before)
            .chain([self.position])
            .collect()
    }

    /// Plays a pit of the side to move; a new move forgets the moves that were undone.
    pub fn play(&mut self, pit: u8) -> Result<Sowing, mancala_engine::MoveError> {
        let before = self.position;
        let (after, sowing) = before.play_in_line(pit, &self.line())?;
        self.past.push(Played { before, pit });
        self.undone.clear();
        self.position = after;
        Ok(sowing)
    }

    /// How many moves undo takes back: against the computer, back to the person's previous turn (its replies
    /// go too); between two people, one move.
    fn undo_span(&self) -> Option<usize> {
        match self.computer_side() {
            None => (!self.past.is_empty()).then_some(1),
            Some(computer) => self
                .past
                .iter()
                .rposition(|played| played.before.to_move() != computer)
                .map(|index| self.past.len() - index),
        }
    }

    /// Undo is for learning from a game, not for the daily puzzle, where a loss is a try and "try again" starts
    /// over, nor for a game against the clock.
    /// Nor online, where the server's game is the one that counts.
    fn takes_back(&self) -> bool {
        !self.is_finished_off_the_board()
            && self.puzzle.is_none()
            && self.setup.clock.is_none()
            && self.remote_side().is_none()
    }

    /// Resigned or out of time: over whatever the board says.
    fn is_finished_off_the_board(&self) -> bool {
        self.resigned.is_some() || self.out_of_time.is_some() || self.agreed
    }

    pub fn can_undo(&self) -> bool {
        self.takes_back() && self.undo_span().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.takes_back() && !self.undone.is_empty()
    }

    /// Takes back moves (see `undo_span`); returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let Some(span) = self.undo_span().filter(|_| self.takes_back()) else {
            return false;
        };
        for _ in 0..span {
            let played = self.past.pop().expect("span is within the moves played");
            self.position = played.before;
            self.undone.push(played);
        }
        self.generation += 1;
        true
    }

    /// Plays again what undo took back, up to the next turn of a person; returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        if !self.takes_back() {
            return false;
        }
        let mut changed = false;
        while let Some(played) = self.undone.pop() {
            let (after, _) = played
                .before
                .play_in_line(played.pit, &self.line())
                .expect("a move that was played is legal again from the same position");
            self.past.push(played);
            self.position = after;
            changed = true;
            if self.awaits_person() {
                break;
            }
        }
        if changed {
            self.generation += 1;
        }
        changed
    }

    /// Starts a new game from a setup, deciding a random first player with `coin`.
    pub fn start(
        &mut self,
        mut setup: Setup,
        coin: bool,
    ) -> Result<(), mancala_engine::SetupError> {
        // The clock is for two people on one screen.
        if setup.opponent != Opponent::Friend {
            setup.clock = None;
        }
        // Oware is played on its own board, and has no house rules.
        if setup.rules.is_oware() {
            setup.rules = mancala_engine::OWARE;
            setup.pits = OWARE_PITS;
            setup.seeds = OWARE_SEEDS;
        }
        // Ô ăn quan is played on its own board: 5 squares of 5 citizens.
        if setup.rules.is_quan() {
            let usual = setup.rules.family.boards();
            setup.pits = usual.pits;
            setup.seeds = usual.seeds;
        }
        // Congklak's holes each start with as many seeds as there are holes a side.
        if setup.rules.is_relay() {
            setup.seeds = setup.pits;
        }
        // Both sowing at once is Congklak's; elsewhere it is left to a coin.
        if setup.first == First::Together && !setup.rules.is_relay() {
            setup.first = First::Random;
        }
        let first = match setup.first {
            First::South | First::Together => Side::South,
            First::North => Side::North,
            First::Random if coin => Side::South,
            First::Random => Side::North,
        };
        setup.keep_the_ladder_to_kalah();
        // The fair starts are Kalah's; a balanced start is one of the standard board's.
        let kalah = setup.rules.family == mancala_engine::Family::Kalah;
        let standard = kalah && setup.rules.is_standard() && (setup.pits, setup.seeds) == (6, 4);
        if !kalah || (setup.fair == Fairness::Balanced && !standard) {
            setup.fair = Fairness::Usual;
        }
        let position = match setup.fair {
            Fairness::Balanced => balanced_start(first),
            Fairness::Usual | Fairness::Pie => {
                Position::start_by(setup.rules, setup.pits, setup.seeds)?.with_to_move(first)
            }
        };
        self.begin(setup, position);
        if setup.first == First::Together {
            self.show_opening(Opening::new(position));
        }
        Ok(())
    }

    /// Whether the pie rule offers the side to move the first player's side now.
    pub fn swap_offered(&self) -> bool {
        self.setup.fair == Fairness::Pie
            && self.swapped.is_none()
            && !self.is_finished()
            && !self.in_opening()
            && self.rounds.is_empty()
            && mancala_engine::fair::swap_offered(&self.start, &self.move_lists().0)
    }

    /// The pie rule taken by the side to move: the game goes on from the position turned round, each player
    /// at the same edge of the screen, now sowing the row that was the other's. False when it is not offered.
    pub fn take_the_other_side(&mut self) -> bool {
        if !self.swap_offered() {
            return false;
        }
        let swapped = Swapped {
            start: self.start,
            first_turn: self.move_lists().0,
        };
        let position = self.position.mirrored();
        self.begin(self.setup, position);
        self.swapped = Some(swapped);
        true
    }

    /// Starts a daily puzzle: South to move against the perfect opponent.
    pub fn start_puzzle(&mut self, date: NaiveDate, position: Position) {
        let setup = Setup {
            opponent: Opponent::Computer(Level::Perfect),
            first: First::South,
            pits: position.pits(),
            // The puzzles are endgames of the standard board, whatever the last New game chose.
            seeds: mancala_engine::puzzle::SEEDS_A_PIT,
            clock: None,
            rules: mancala_engine::KALAH,
            fair: crate::turn::setup::Fairness::Usual,
        };
        self.begin(setup, position);
        self.puzzle = Some(date);
    }

    fn begin(&mut self, setup: Setup, position: Position) {
        let generation = self.generation + 1;
        *self = Game::from_position(setup, position);
        self.generation = generation;
    }
}

/// One of the engine's balanced starts, chosen at random, with the lighter row the first player's.
fn balanced_start(first: Side) -> Position {
    let starts: Vec<Position> = mancala_engine::fair::balanced().map(|(p, _)| p).collect();
    let start = starts[rand::rng().random_range(0..starts.len())];
    match first {
        Side::South => start,
        Side::North => start.mirrored(),
    }
}

/// A player wants to sow this pit (1..m of the side to move). Clicks, keys and the computer send it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayPit(pub u8);

/// A stretch of a Congklak opening the engine has played, both hands at once, for the board to show.
#[derive(Message, Clone, Debug)]
pub struct OpeningRun(pub Run);

/// In an online game the player's pit is not played here: it goes to the server, which tells the sowing back.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitForServer(pub u8);

/// A move the engine has played: the position before and after, and the whole trace of the sowing.
#[derive(Message, Clone, Copy, Debug)]
pub struct Sown {
    pub before: Position,
    /// The move as the engine plays it: a pit, or in Ô ăn quan a square and its way.
    pub mv: u8,
    pub after: Position,
    pub sowing: Sowing,
}

/// What a player asks of the game as a whole.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    NewGame(Setup),
    /// The daily puzzle of a date, from its start.
    Puzzle(NaiveDate, Position),
    /// A game from a prepared position: a lesson's step or challenge, or a tip of the guide.
    Practise(Setup, Position),
    Undo,
    Redo,
    Resign,
    /// Congklak: the next round of the match.
    NextRound,
    /// The pie rule: the side to move takes the first player's side.
    TakeTheOtherSide,
    /// An analysis board at a position ([`Setup::analysis_board`]): not a game the history or the stats count.
    AnalysisBoard(Position),
}

impl GameCommand {
    /// Whether it puts another game in hand (a new game, a puzzle, a lesson's board, an analysis board, Congklak's
    /// next round), rather than move about in the one there is.
    pub fn begins_a_game(&self) -> bool {
        match self {
            GameCommand::NewGame(_)
            | GameCommand::Puzzle(..)
            | GameCommand::Practise(..)
            | GameCommand::AnalysisBoard(_)
            | GameCommand::NextRound => true,
            GameCommand::Undo
            | GameCommand::Redo
            | GameCommand::Resign
            | GameCommand::TakeTheOtherSide => false,
        }
    }
}

/// Which pits the game plays now: any, as in a game; only one, when a lesson waits for it; or none, while a
/// lesson waits for the learner to read on. A pit it does not play is declined.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnlyPit {
    #[default]
    Any,
    Pit(u8),
    NoPit,
}

/// A pit that was asked for and not played ([`OnlyPit`]): the pit the game waited for, if any.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declined {
    pub position: Position,
    pub pit: u8,
    pub wanted: Option<u8>,
}

/// The position changed without a sowing to show (new game, undo, redo): the board is laid out afresh.
#[derive(Message, Clone, Copy, Debug)]
pub struct Jumped;

/// The board must be laid out afresh from the position it shows: after a jump, or when the player looks at
/// another position (the move list, a review) or back at the game.
#[derive(Message, Clone, Copy, Debug)]
pub struct Redraw;

/// Another position the board shows instead of the game's (the move list, a review), if any. While there is
/// one, moves wait: the person's are dropped, the computer's is held.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LookingAt(pub Option<Looked>);

/// A position looked at, and the move that led to it (the side and the pit), if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Looked {
    pub position: Position,
    pub last_move: Option<(Side, u8)>,
}

impl LookingAt {
    /// The position on the board.
    pub fn shown(&self, game: &Game) -> Position {
        self.0.map_or(game.position, |looked| looked.position)
    }

    /// The move that led to the position on the board.
    pub fn last_move(&self, game: &Game) -> Option<(Side, u8)> {
        match self.0 {
            Some(looked) => looked.last_move,
            None => game
                .last_move()
                .map(|played| (played.before.to_move(), played.pit)),
        }
    }

    pub fn is_away(&self) -> bool {
        self.0.is_some()
    }
}

/// Where the game stands, as Bevy state: screens and plugins react to entering and leaving these.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// A person is to move.
    #[default]
    PersonToMove,
    /// The computer is choosing its move.
    ComputerThinking,
    /// A sowing is being shown.
    Sowing,
    /// The game is over; the banner shows the score.
    Over,
}

/// Whether a sowing is being shown: moves wait until it is done. The animation keeps it up to date.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SowingOnScreen(pub bool);

pub fn plugin(app: &mut App) {
    app.init_resource::<Game>()
        .init_state::<Phase>()
        .init_resource::<SowingOnScreen>()
        .init_resource::<OnlyPit>()
        .add_message::<Declined>()
        .add_message::<PlayPit>()
        .add_message::<PitForServer>()
        .add_message::<Sown>()
        .add_message::<OpeningRun>()
        .add_message::<GameCommand>()
        .add_message::<Jumped>()
        .add_message::<Redraw>()
        .init_resource::<LookingAt>()
        .add_systems(
            Update,
            (obey_commands, play_intended_pit, follow_phase)
                .chain()
                .in_set(AppSystems::ApplyIntents),
        );
}

pub fn obey_commands(
    mut commands: MessageReader<GameCommand>,
    mut game: ResMut<Game>,
    mut jumped: MessageWriter<Jumped>,
    mut redraw: MessageWriter<Redraw>,
) {
    for command in commands.read() {
        let changed = match *command {
            GameCommand::NewGame(setup) => match game.start(setup, rand::rng().random_bool(0.5)) {
                Ok(()) => true,
                Err(refused) => {
                    warn!("new game refused: {refused}");
                    false
                }
            },
            GameCommand::Puzzle(date, position) => {
                game.start_puzzle(date, position);
                true
            }
            GameCommand::Practise(setup, position) => {
                *game = Game::from_position(setup, position);
                true
            }
            GameCommand::Undo => game.undo(),
            GameCommand::Redo => game.redo(),
            GameCommand::Resign => game.resign(),
            GameCommand::NextRound => game.start_next_round(),
            GameCommand::TakeTheOtherSide => game.take_the_other_side(),
            GameCommand::AnalysisBoard(position) => {
                *game = Game::from_position(Setup::analysis_board(&position), position);
                game.recorded = true;
                true
            }
        };
        if changed {
            jumped.write(Jumped);
            redraw.write(Redraw);
        }
    }
}

/// Whether a press may play now, and what a lesson wants instead. Not in the frame of an undo or a new game (a
/// press then was aimed at the position before); not while a sowing is still on screen (the press skips the
/// animation instead, see `sowing`); not while the board shows another position than the game's.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PressGate<'w, 's> {
    jumped: MessageReader<'w, 's, Jumped>,
    on_screen: Res<'w, SowingOnScreen>,
    looking: Res<'w, LookingAt>,
    only: Res<'w, OnlyPit>,
}

impl PressGate<'_, '_> {
    fn open(&mut self) -> bool {
        let jumped_now = self.jumped.read().count() > 0;
        !(jumped_now || self.on_screen.0 || self.looking.is_away())
    }

    /// The pit a lesson wants instead of `pit` (`Some(None)`: no pit at all), or `None` when `pit` may be played.
    fn refused(&self, pit: u8) -> Option<Option<u8>> {
        match *self.only {
            OnlyPit::Any => None,
            OnlyPit::Pit(wanted) if wanted == pit => None,
            OnlyPit::Pit(wanted) => Some(Some(wanted)),
            OnlyPit::NoPit => Some(None),
        }
    }
}

/// At most one move a frame: a burst of clicks in one frame was aimed at the position before the first of them,
/// so only the first is played and the rest are dropped.
pub fn play_intended_pit(
    mut intents: MessageReader<PlayPit>,
    mut gate: PressGate,
    mut declined: MessageWriter<Declined>,
    mut game: ResMut<Game>,
    mut sown: MessageWriter<Sown>,
    mut opening_run: MessageWriter<OpeningRun>,
    mut for_server: MessageWriter<PitForServer>,
) {
    // Read every frame, so that a jump is never met a frame late.
    let open = gate.open();
    let first = intents.read().next().map(|&PlayPit(pit)| pit);
    intents.clear();
    let Some(pit) = first.filter(|_| open) else {
        return;
    };
    let before = game.position;
    if let Some(wanted) = gate.refused(pit) {
        declined.write(Declined {
            position: before,
            pit,
            wanted,
        });
    } else if game.remote_side().is_some() {
        // The server plays it (a sowing, or a hole chosen in a Congklak opening), and says so.
        if game.awaits_person()
            && game
                .choosing_board()
                .legal_moves()
                .any(|legal| legal == pit)
        {
            for_server.write(PitForServer(pit));
        }
    } else if game.in_opening() {
        match game.choose_hole(pit) {
            Ok(Some(run)) => _ = opening_run.write(OpeningRun(run)),
            Ok(None) => {}
            Err(refused) => info!("hole {pit} not chosen: {refused}"),
        }
    } else {
        match game.play(pit) {
            Ok(sowing) => {
                _ = sown.write(Sown {
                    before,
                    mv: pit,
                    after: game.position,
                    sowing,
                })
            }
            Err(refused) => info!("pit {pit} not played: {refused}"),
        }
    }
}

/// Derives the phase from the position and the animation, so it can never disagree with them.
fn follow_phase(
    game: Res<Game>,
    on_screen: Res<SowingOnScreen>,
    phase: Res<State<Phase>>,
    mut next: ResMut<NextState<Phase>>,
    mut sown: MessageReader<Sown>,
    mut opening_run: MessageReader<OpeningRun>,
) {
    let runs = opening_run.read().count();
    let sowing_now = sown.read().count() > 0 || runs > 0 || on_screen.0;
    let wanted = if sowing_now {
        Phase::Sowing
    } else if game.is_finished() {
        Phase::Over
    } else if game.computer_side() == Some(game.position.to_move()) {
        Phase::ComputerThinking
    } else {
        Phase::PersonToMove
    };
    if *phase.get() != wanted {
        next.set(wanted);
    }
}
