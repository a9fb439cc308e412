//! One online game, as the server keeps it: the players' seats, the position and its line, the clocks on the
//! server's time, offers, and how it ended. Pure: every change takes the time as an argument and returns what
//! happened or why it was refused, leaving the table untouched when refused.

use mancala_engine::fair::swap_offered;
use mancala_engine::match_line::{Due, LineError, MatchLine};
use mancala_engine::{BySide, Position, Score, Side};

use crate::ids::{GameId, PlayerId, TournamentId};
use crate::protocol::{ABANDONED_AFTER_DAYS, Clocks, Code, Control, Reason, Seat};

/// How long an untimed game may go without a sowing before it ends.
pub const ABANDONED_AFTER_MS: i64 = ABANDONED_AFTER_DAYS * 24 * 60 * 60 * 1000;
/// Sowings each side must have made for an abandoned untimed game to count: before that it is aborted.
const SOWINGS_TO_COUNT: usize = 2;
/// How long a timed Congklak round's players have to choose their first holes, both at once: the clocks stand
/// meanwhile, for neither player's turn is the other's wait (as lichess gives a game's first move its own time).
pub const FIRST_HOLES_MS: i64 = 30_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Board(Score),
    Resigned(Side),
    /// This side's time ran out.
    Time(Side),
    Agreed(Score),
    /// This side left an untimed game unplayed for [`ABANDONED_AFTER_MS`].
    Abandoned(Side),
    /// An untimed game left before each side had sown twice: no result.
    Aborted,
}

impl Finish {
    pub fn winner(self) -> Option<Side> {
        match self {
            Finish::Board(score) => score.winner(),
            Finish::Resigned(side) | Finish::Time(side) | Finish::Abandoned(side) => {
                Some(side.opponent())
            }
            Finish::Agreed(_) | Finish::Aborted => None,
        }
    }

    pub fn reason(self) -> Reason {
        match self {
            Finish::Board(_) => Reason::Board,
            Finish::Resigned(_) => Reason::Resigned,
            Finish::Time(_) => Reason::Time,
            Finish::Agreed(_) => Reason::Agreed,
            Finish::Abandoned(_) => Reason::Abandoned,
            Finish::Aborted => Reason::Aborted,
        }
    }

    /// Whether the result counts: an aborted game changes no rating and no count of games.
    pub fn counts(self) -> bool {
        self != Finish::Aborted
    }
}

/// A move the line refused, as the protocol says it.
fn refusal(error: LineError) -> Refused {
    let code = match error {
        LineError::NotYourTurn | LineError::FirstHolesDue => Code::NotYourTurn,
        LineError::Move(_) | LineError::Replay { .. } => Code::IllegalMove,
    };
    Refused(code, error.to_string())
}

/// A refusal: its code and what to say.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{1}")]
pub struct Refused(pub Code, pub String);

fn refuse<T>(code: Code, why: impl Into<String>) -> Result<T, Refused> {
    Err(Refused(code, why.into()))
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub id: GameId,
    /// What was played: the sowings, and in Congklak the holes chosen in each round's opening.
    pub line: MatchLine,
    /// Congklak: a first hole chosen while the other player's is not, kept secret until both are in.
    pub first_holes: BySide<Option<u8>>,
    /// The actions the last change added (two when a Congklak round's first holes were both in).
    pub added: usize,
    /// Who sits on each side, with their name and rating as the game began (the creator's alone while a
    /// private game waits).
    pub seats: BySide<Option<Seat>>,
    pub control: Control,
    pub ranked: bool,
    /// Each side's time left, in ms, as of `turn_started`.
    pub left_ms: BySide<i64>,
    /// When the side to move's turn began, in the server's ms.
    pub turn_started: i64,
    pub draw_offer: Option<Side>,
    pub rematch: BySide<bool>,
    /// The rematch, once both asked: asking again starts nothing more.
    pub rematched: Option<GameId>,
    pub finish: Option<Finish>,
    /// When the game ended, in the server's ms: the time for a rematch counts from here.
    pub finished_at: Option<i64>,
    /// The tournament the game is a game of.
    pub tournament: Option<TournamentId>,
    /// Who went berserk (an arena's game): half their time and no increment.
    pub berserk: BySide<bool>,
    /// A correspondence game: each player's vacations (from, to, in the server's ms) that reach past the turn's
    /// start. Time in them does not run on that player's clock.
    pub away: BySide<Vec<(i64, i64)>>,
    /// The pie rule: after the first player's first turn, the second may take that side.
    pub pie: bool,
    /// The pie rule taken: the sowings before the players changed sides (the first player's first turn).
    pub swap: Option<usize>,
}

/// How much of `from..to` lies in `span`.
fn overlap((start, end): (i64, i64), from: i64, to: i64) -> i64 {
    (end.min(to) - start.max(from)).max(0)
}

impl Table {
    pub fn new(id: GameId, start: Position, control: Control, ranked: bool) -> Table {
        let full = control.allowance().map_or(0, |(full, _)| full);
        Table {
            id,
            line: MatchLine::new(start),
            first_holes: BySide::default(),
            added: 0,
            seats: BySide::default(),
            control,
            ranked,
            left_ms: BySide::new(full, full),
            turn_started: 0,
            draw_offer: None,
            rematch: BySide::default(),
            rematched: None,
            finish: None,
            finished_at: None,
            tournament: None,
            berserk: BySide::default(),
            away: BySide::default(),
            pie: false,
            swap: None,
        }
    }

    /// Whether the pie rule lets the side to move take the other side now: a game with the rule, not swapped
    /// yet, right after the first player's first turn.
    pub fn swap_offered(&self) -> bool {
        self.pie && self.swap.is_none() && swap_offered(&self.start(), self.moves())
    }

    /// The pie rule taken by `player`, the side to move, as the game's action number `ply` at `now`: the
    /// players change seats and each keeps their own clock (the time this choice took is the chooser's, with
    /// the increment a turn earns); the board stays, and the first player, now on the other side, is to move.
    pub fn take_the_other_side(
        &mut self,
        player: PlayerId,
        ply: u32,
        now: i64,
    ) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        if !self.pie {
            return refuse(Code::BadGame, "this game is not played with the pie rule");
        }
        if !self.swap_offered() || self.acting() != Some(side) {
            return refuse(
                Code::NotYourTurn,
                "the pie rule offers the other side once, to the second player, right after the first \
                 player's first turn",
            );
        }
        let due = self.moves().len();
        if ply as usize != due {
            return refuse(
                Code::StalePly,
                format!("your next action is ply {due}, not {ply}"),
            );
        }
        // Timed as a sowing that passes the turn.
        let spent = self.running_time(side, self.turn_started, now);
        if let Some((full, increment)) = self.control.allowance() {
            self.left_ms[side] -= spent;
            if self.control.per_sowing() {
                self.left_ms = BySide::new(full, full);
            } else if !self.berserk[side] {
                self.left_ms[side] += increment;
            }
        }
        // Each player takes their clock, their vacations and their berserk to their new side.
        self.seats = self.seats.clone().swapped();
        self.left_ms = self.left_ms.swapped();
        self.berserk = self.berserk.swapped();
        self.away = self.away.clone().swapped();
        self.swap = Some(due);
        self.added = 0;
        self.turn_started = now;
        self.draw_offer = None;
        Ok(side.opponent())
    }

    /// The time from `from` to `to` that runs on `side`'s clock: all of it but its player's vacations.
    pub fn running_time(&self, side: Side, from: i64, to: i64) -> i64 {
        let away: i64 = self.away[side]
            .iter()
            .map(|&span| overlap(span, from, to))
            .sum();
        (to - from - away).max(0)
    }

    /// When `side`'s clock, running from `from` with `left` ms, reaches zero: later by each vacation on the way.
    fn runs_out(&self, side: Side, from: i64, left: i64) -> i64 {
        let mut spans = self.away[side].clone();
        spans.sort_unstable();
        let (mut at, mut left) = (from, left);
        for (start, end) in spans {
            if end <= at {
                continue;
            }
            if start - at >= left {
                break;
            }
            left -= (start - at).max(0);
            at = at.max(end);
        }
        at + left
    }

    /// `side`'s player is away from `from` to `to`: in a correspondence game their clock stops meanwhile.
    /// Whether it applies.
    pub fn go_away(&mut self, side: Side, from: i64, to: i64) -> bool {
        if !self.control.is_correspondence() || self.finish.is_some() {
            return false;
        }
        self.away[side].retain(|&(start, _)| start != from);
        self.away[side].push((from, to));
        true
    }

    /// The game's start (a Congklak match's first round, before its opening).
    pub fn start(&self) -> Position {
        self.line.start()
    }

    pub fn position(&self) -> Position {
        self.line.board()
    }

    /// The actions so far (sowings, and a Congklak round's holes chosen).
    pub fn moves(&self) -> &[u8] {
        self.line.actions()
    }

    /// The ply `side`'s next action is sent at: the game's next, but while a Congklak round's first holes are
    /// chosen at once, North's is the one after South's (the line lists South's first).
    pub fn next_ply(&self, side: Side) -> usize {
        let first_holes = self.line.due() == Due::FirstHoles;
        self.moves().len() + usize::from(first_holes && side == Side::North)
    }

    /// Who must act now: one side, or (`None`) both at once, choosing a Congklak round's first holes, or
    /// nobody once the game is over.
    fn acting(&self) -> Option<Side> {
        match self.line.due() {
            Due::Sow(side) | Due::Choose(side) => Some(side),
            Due::FirstHoles | Due::Over => None,
        }
    }

    pub fn started(&self) -> bool {
        self.seats.south.is_some() && self.seats.north.is_some()
    }

    pub fn side_of(&self, player: PlayerId) -> Option<Side> {
        self.seats
            .find(|seat| seat.as_ref().is_some_and(|seat| seat.id == player))
    }

    /// The ids in the seats.
    pub fn players(&self) -> BySide<Option<PlayerId>> {
        self.seats
            .as_ref()
            .map(|seat| seat.as_ref().map(|seat| seat.id))
    }

    /// Seats the second player and starts the clock.
    pub fn sit(&mut self, player: Seat, now: i64) -> Result<Side, Refused> {
        if self.side_of(player.id).is_some() {
            return refuse(Code::Closed, "you are already in this game");
        }
        let Some(free) = self.seats.find(Option::is_none) else {
            return refuse(Code::Closed, "this game already has two players");
        };
        self.seats[free] = Some(player);
        if self.started() {
            self.turn_started = now;
        }
        Ok(free)
    }

    /// The time the side to move has left at `now` (and the other side's), in ms.
    pub fn clocks_at(&self, now: i64) -> Clocks {
        let mut left = self.left_ms;
        let running = (self.finish.is_none() && self.started() && self.control != Control::Untimed)
            .then(|| self.acting())
            .flatten();
        if let Some(side) = running {
            left[side] = (left[side] - self.running_time(side, self.turn_started, now)).max(0);
        }
        Clocks {
            left_ms: left,
            running,
        }
    }

    /// When the side to move runs out of time, or, in an untimed game, abandons it.
    pub fn deadline(&self) -> Option<i64> {
        if self.finish.is_some() || !self.started() {
            return None;
        }
        Some(match (self.control, self.acting()) {
            (Control::Untimed, _) => self.turn_started + ABANDONED_AFTER_MS,
            (_, Some(side)) => self.runs_out(side, self.turn_started, self.left_ms[side]),
            (_, None) => self.turn_started + self.first_holes_ms(),
        })
    }

    /// The time a Congklak round's first holes have: 30 s, or in correspondence a sowing's days.
    fn first_holes_ms(&self) -> i64 {
        match self.control.allowance() {
            Some((full, _)) if self.control.is_correspondence() => full,
            _ => FIRST_HOLES_MS,
        }
    }

    /// The side whose time is out at a deadline: the side to act, or the one player who has not chosen a first
    /// hole (`None` when neither has: the game ends without a result).
    fn late(&self) -> Option<Side> {
        self.acting()
            .or_else(|| match self.first_holes.as_ref().map(Option::is_none) {
                BySide {
                    south: true,
                    north: false,
                } => Some(Side::South),
                BySide {
                    south: false,
                    north: true,
                } => Some(Side::North),
                _ => None,
            })
    }

    /// Ends the game if the side to move is out of time at `now` (on time, or an untimed game abandoned or
    /// aborted); whether it did.
    pub fn flag(&mut self, now: i64) -> bool {
        match self.deadline() {
            Some(deadline) if now >= deadline => {
                let finish = match (self.control, self.late()) {
                    (_, None) => Finish::Aborted,
                    (Control::Untimed, _) if self.sown_by_each() < SOWINGS_TO_COUNT => {
                        Finish::Aborted
                    }
                    (Control::Untimed, Some(side)) => Finish::Abandoned(side),
                    (_, Some(side)) => {
                        if self.acting().is_some() {
                            self.left_ms[side] = 0;
                        }
                        Finish::Time(side)
                    }
                };
                self.end(finish, now);
                true
            }
            _ => false,
        }
    }

    /// The fewer sowings either side has made.
    fn sown_by_each(&self) -> usize {
        self.sowings_of(Side::South)
            .min(self.sowings_of(Side::North))
    }

    /// The sowings `side` has made.
    pub fn sowings_of(&self, side: Side) -> usize {
        self.line.boards()[..self.moves().len()]
            .iter()
            .filter(|position| position.to_move() == side)
            .count()
    }

    /// `player` goes berserk before their first sowing: half their time gone and no increment from now on
    /// (whether the game allows it is the tournament's to say).
    pub fn go_berserk(&mut self, player: PlayerId, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        if self.berserk[side] {
            return refuse(Code::BadGame, "you are berserk already");
        }
        if self.sowings_of(side) > 0 {
            return refuse(Code::BadGame, "berserk is chosen before your first sowing");
        }
        let Some((full, _)) = self.control.allowance() else {
            return refuse(Code::BadGame, "an untimed game has no clock to halve");
        };
        self.berserk[side] = true;
        self.left_ms[side] = (self.left_ms[side] - full / 2).max(0);
        Ok(side)
    }

    fn end(&mut self, finish: Finish, now: i64) {
        self.finish = Some(finish);
        self.finished_at = Some(now);
        self.draw_offer = None;
    }

    /// The side of `player` in a game that goes on at `now`; a game whose time ran out ends here, on time,
    /// and the request that found it is refused.
    fn seat_check(&mut self, player: PlayerId, now: i64) -> Result<Side, Refused> {
        let Some(side) = self.side_of(player) else {
            return refuse(Code::NoGame, "you do not play in this game");
        };
        if self.finish.is_some() {
            return refuse(Code::GameOver, "the game is over");
        }
        if !self.started() {
            return refuse(Code::NotStarted, "the game waits for its second player");
        }
        if self.flag(now) {
            return refuse(Code::GameOver, "the side to move's time ran out");
        }
        Ok(side)
    }

    /// `player` sows `pit`, or chooses it in a Congklak opening, as the game's action number `ply` (counted
    /// from 0) at `now`. A round's first holes are chosen at once: each player's is kept secret, and both join
    /// the line (South's at the ply the round's opening starts at, North's at the next) once both are in.
    pub fn play(&mut self, player: PlayerId, ply: u32, pit: u8, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        let due = self.next_ply(side);
        if ply as usize != due {
            return refuse(
                Code::StalePly,
                format!("your next action is ply {due}, not {ply}"),
            );
        }
        if self.line.due() == Due::FirstHoles {
            return self.choose_first(side, pit, now);
        }
        let before = self.acting();
        self.line.play(side, pit).map_err(refusal)?;
        // The time this sowing took, then what the next turn starts with.
        let spent = self.running_time(side, self.turn_started, now);
        if let Some((full, increment)) = self.control.allowance() {
            self.left_ms[side] -= spent;
            match self.control {
                control if control.per_sowing() => self.left_ms = BySide::new(full, full),
                _ if self.acting() != before && !self.berserk[side] => {
                    self.left_ms[side] += increment
                }
                _ => {}
            }
        }
        self.sown(1, now);
        Ok(side)
    }

    /// `side`'s first hole of a Congklak round, kept until the other's is in; then both hands set off.
    fn choose_first(&mut self, side: Side, pit: u8, now: i64) -> Result<Side, Refused> {
        if self.first_holes[side].is_some() {
            return refuse(
                Code::NotYourTurn,
                "you have chosen your first hole: it waits, secret, for your opponent's",
            );
        }
        self.line.check_first(side, pit).map_err(refusal)?;
        self.first_holes[side] = Some(pit);
        self.added = 0;
        if let BySide {
            south: Some(south),
            north: Some(north),
        } = self.first_holes
        {
            self.line.play_first(south, north).map_err(refusal)?;
            self.first_holes = BySide::default();
            self.sown(2, now);
        }
        Ok(side)
    }

    /// After `added` actions at `now`: the next turn's time starts, and a game over on the board ends.
    fn sown(&mut self, added: usize, now: i64) {
        self.added = added;
        self.turn_started = now;
        // Vacations over before this turn no longer matter to any clock.
        for side in Side::BOTH {
            self.away[side].retain(|&(_, end)| end > now);
        }
        // A sowing answers an offer of a draw: it is declined.
        self.draw_offer = None;
        if self.line.is_over() {
            self.end(Finish::Board(self.line.score()), now);
        }
    }

    pub fn resign(&mut self, player: PlayerId, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        self.end(Finish::Resigned(side), now);
        Ok(side)
    }

    pub fn offer_draw(&mut self, player: PlayerId, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        self.draw_offer = Some(side);
        Ok(side)
    }

    pub fn accept_draw(&mut self, player: PlayerId, now: i64) -> Result<Side, Refused> {
        let side = self.seat_check(player, now)?;
        if self.draw_offer != Some(side.opponent()) {
            return refuse(Code::NoOffer, "your opponent has not offered a draw");
        }
        self.end(Finish::Agreed(self.position().score()), now);
        Ok(side)
    }

    /// `player` asks for a rematch; true when both have.
    pub fn ask_rematch(&mut self, player: PlayerId) -> Result<(Side, bool), Refused> {
        let Some(side) = self.side_of(player) else {
            return refuse(Code::NoGame, "you do not play in this game");
        };
        if self.finish.is_none() {
            return refuse(Code::NotStarted, "a rematch follows a finished game");
        }
        if self.rematched.is_some() {
            return refuse(Code::Closed, "the rematch has already begun");
        }
        self.rematch[side] = true;
        Ok((side, self.rematch == BySide::new(true, true)))
    }

    /// The rematch: the same start and clock, the sides swapped; this table remembers it.
    pub fn rematch_table(&mut self, id: GameId, now: i64) -> Table {
        self.rematched = Some(id);
        let mut table = Table::new(id, self.start(), self.control, self.ranked);
        table.pie = self.pie;
        // The same two, each on the side they did not begin this game on: under the pie rule the one who sowed
        // first then opens the other, whichever side they took.
        let began = match self.swap {
            Some(_) => self.seats.clone().swapped(),
            None => self.seats.clone(),
        };
        table.seats = began.swapped();
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
