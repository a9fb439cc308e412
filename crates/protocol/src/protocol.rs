//! The protocol's messages (`docs/protocol.md` is their reference): JSON objects over a WebSocket, each with a
//! `type`. What a client may send is `Request`; what the server sends is `Reply`. An error names a stable
//! `code` and says why in words.

use serde::{Deserialize, Serialize};

pub use crate::control::Control;
use crate::ids::{ChallengeId, GameId, JoinCode, PlayerId, Token, TournamentId};
pub use crate::rating::Standing;
use crate::rating::{ByFamily, Shown};
use crate::tournament::view::{Summary, View};
use mancala_engine::{BySide, Level, Score, Side};

/// The protocol's version, in the path (`/v1/ws`) and in `hello`.
pub const VERSION: u32 = 1;

/// What a client asks. Every request but `hello` needs a `hello` answered first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
// The requests that carry nothing are written `{}` rather than as unit variants: serde lets a unit variant of an
// internally tagged enum through with any fields beside its tag, where an empty struct variant refuses them.
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// Who this is: a token kept from an earlier `welcome`, or a display name for a new player.
    Hello {
        version: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<Token>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// A private game, joined by its code: the rule set as position text names it (`kalah`, `oware`,
    /// `congklak`, `kalah+empty-capture`), pits and seeds a pit (left out, the family's usual board).
    Create {
        #[serde(default = "kalah")]
        rules: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pits: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seeds: Option<u8>,
        #[serde(default)]
        control: Control,
        /// Kalah's pie rule: after the first player's first turn the second may take that side (`swap`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pie: bool,
    },
    /// A private game's code as a person typed it (any case, spaces and dashes).
    Join {
        code: String,
    },
    /// A random opponent in a family's usual game (Kalah or Oware 6x4, Congklak 7x7), ranked or casual, with this time
    /// control; paired with a seeker of the same game and clock, near in that family's rating.
    Seek {
        ranked: bool,
        #[serde(default)]
        control: Control,
        #[serde(default = "kalah")]
        rules: String,
    },
    /// A casual game against Otto, the computer, at once: in a family's usual game (as `seek`), with this
    /// clock, at a level (`easy`, `medium`, `hard`) or, left out, the one nearest the player's rating.
    PlayOtto {
        #[serde(default = "kalah")]
        rules: String,
        #[serde(default)]
        control: Control,
        #[serde(default, skip_serializing_if = "Option::is_none", with = "level_word")]
        level: Option<Level>,
    },
    /// Stops seeking.
    Cancel {},
    /// A sowing: the pit, and the ply it is (how many actions the game has before it), so a replayed or
    /// late message cannot be taken for a new one. In Congklak a hole chosen in a round's opening is an action
    /// too: both players choose the round's first hole at once, South's at the ply the opening starts at and
    /// North's at the next, kept secret until both are in.
    Play {
        game: GameId,
        ply: u32,
        pit: u8,
    },
    /// The pie rule: the second player, to move right after the first player's first turn, takes that side
    /// instead of sowing, as the game's action number `ply`. The players change seats and each keeps their own
    /// clock; the first player, now on the other side, is to move.
    Swap {
        game: GameId,
        ply: u32,
    },
    Resign {
        game: GameId,
    },
    OfferDraw {
        game: GameId,
    },
    AcceptDraw {
        game: GameId,
    },
    /// After a game: the same two again, sides swapped. Both ask; the second request starts it.
    Rematch {
        game: GameId,
    },
    /// A player's rating, games and recent results (this player's when left out).
    Profile {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
    },
    /// Challenges another player to a game: a rule set and board as `create` takes them, a clock, ranked or
    /// casual (ranked only on the family's usual board).
    Challenge {
        player: PlayerId,
        #[serde(default = "kalah")]
        rules: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pits: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seeds: Option<u8>,
        #[serde(default)]
        control: Control,
        #[serde(default)]
        ranked: bool,
        /// Kalah's pie rule, as `create` takes it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pie: bool,
    },
    /// Accepts a challenge one was sent: the game begins.
    AcceptChallenge {
        challenge: ChallengeId,
    },
    /// Declines a challenge one was sent, or withdraws one's own.
    DeclineChallenge {
        challenge: ChallengeId,
    },
    /// One of the player's own games in play given back as it stands (`game`), e.g. to open another game by
    /// correspondence.
    Resume {
        game: GameId,
    },
    /// The games in play, the highest rated first.
    Games {},
    /// Watches a game in play (and stops watching any other).
    Watch {
        game: GameId,
    },
    /// Watches the highest-rated game in play, and the next one each time it ends.
    Tv {},
    /// Stops watching.
    Unwatch {},
    /// A family's leaderboard (`kalah`, `oware` or `congklak`).
    Leaderboard {
        #[serde(default = "kalah")]
        family: String,
    },
    /// The opening explorer: the sowings played from a position (its text, as `game` gives it) in the server's
    /// finished games, and how they scored.
    Explorer {
        position: String,
    },
    /// The tournaments: upcoming, running, and the latest finished (a private one only to its players).
    Tournaments {},
    /// A tournament's page, and its changes as they come until another page is asked for or `unwatch`.
    Tournament {
        tournament: TournamentId,
    },
    /// A private tournament, joined by its code (the one who makes it is in it): an arena of `minutes` or a
    /// Swiss of `rounds` (withdrawing a player who misses more than `misses_allowed`), starting in
    /// `starts_in` seconds (at most a week).
    CreateTournament {
        name: String,
        system: SystemName,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        minutes: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rounds: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        misses_allowed: Option<u32>,
        #[serde(default = "kalah")]
        rules: String,
        control: Control,
        #[serde(default)]
        starts_in: u32,
    },
    /// Joins a tournament (or comes back after withdrawing): by its id, or a private one by its code.
    JoinTournament {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tournament: Option<TournamentId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
    },
    /// Leaves a tournament: not paired again (a game under way goes on), the results so far kept.
    WithdrawTournament {
        tournament: TournamentId,
    },
    /// In an arena's game, before one's first sowing: half one's time, no increment, and a win scores one
    /// more once one has made seven sowings of one's own.
    Berserk {
        game: GameId,
    },
    /// Correspondence: away from now for `days` days (0: back now). The clocks of one's correspondence games stop
    /// on one's side meanwhile; 14 days a calendar year.
    Vacation {
        days: u32,
    },
    /// A look at one's games without coming online, for a client that checks several servers for the games in
    /// which it is the player's move: each game in play is given back as `game`, then `glanced` says that was
    /// all. In place of `hello`: the player is not counted online (never paired in an arena, never told
    /// anything), and the line takes no other request but a `hello`; unsaid, it is closed as a silent one is.
    Glance {
        version: u32,
        token: Token,
    },
    Ping {},
}

/// A tournament system, as `create_tournament` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SystemName {
    Arena,
    Swiss,
}

fn kalah() -> String {
    "kalah".to_string()
}

/// Both sides' time left in ms, and whose is running; on the wire as `south_ms`, `north_ms` and `running`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "ClocksWire", into = "ClocksWire")]
pub struct Clocks {
    pub left_ms: BySide<i64>,
    /// None once the game is over.
    pub running: Option<Side>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
struct ClocksWire {
    south_ms: i64,
    north_ms: i64,
    /// "S" or "N", or none once the game is over.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "letter::optional"
    )]
    running: Option<Side>,
}

impl From<ClocksWire> for Clocks {
    fn from(wire: ClocksWire) -> Clocks {
        Clocks {
            left_ms: BySide::new(wire.south_ms, wire.north_ms),
            running: wire.running,
        }
    }
}

impl From<Clocks> for ClocksWire {
    fn from(clocks: Clocks) -> ClocksWire {
        ClocksWire {
            south_ms: clocks.left_ms.south,
            north_ms: clocks.left_ms.north,
            running: clocks.running,
        }
    }
}

/// A player as others see them, with their rating in the game's family.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    pub id: PlayerId,
    pub name: String,
    pub rating: i32,
    /// The rating is provisional (its deviation above 110): shown with a "?".
    #[serde(default)]
    pub provisional: bool,
    /// A computer (Otto), not a person.
    #[serde(default)]
    pub bot: bool,
}

impl Seat {
    /// The rating as players read it: "1500", or "1500?" while provisional.
    pub fn rating_text(&self) -> String {
        Shown::text(self.rating, self.provisional)
    }
}

/// One finished game in a profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Past {
    pub game: GameId,
    /// The opponent's id, and their name as it is now.
    pub opponent: PlayerId,
    #[serde(default)]
    pub opponent_name: String,
    pub result: Standing,
    pub ranked: bool,
}

/// A rating as a rated game left it, for a profile's graph.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rated {
    /// When the game ended (ms since 1970).
    pub at: i64,
    pub rating: i32,
    pub deviation: i32,
}

/// A challenge: who sent it (their seat, with their rating in the game's family), to whom, the game, and when
/// it expires (the server's ms).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Challenge {
    pub challenge: ChallengeId,
    pub from: Seat,
    pub to: PlayerId,
    #[serde(default)]
    pub to_name: String,
    pub rules: String,
    pub pits: u8,
    pub seeds: u8,
    pub control: Control,
    pub ranked: bool,
    /// Played with Kalah's pie rule.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pie: bool,
    pub expires: i64,
}

/// Why a challenge ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gone {
    /// Accepted: its game begins (`game` follows).
    Accepted,
    Declined,
    Withdrawn,
    Expired,
}

/// A game in play, as the list of games shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Live {
    pub game: GameId,
    /// The rule set, as `create` names it.
    pub rules: String,
    pub control: Control,
    pub ranked: bool,
    pub seats: BySide<Seat>,
    /// Sowings shown to watchers so far.
    pub ply: u32,
    pub watchers: u32,
}

impl Live {
    /// What the list sorts by: the two players' ratings together.
    pub fn strength(&self) -> i32 {
        self.seats.south.rating + self.seats.north.rating
    }
}

/// One place on a leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leader {
    /// 1 for the best.
    pub rank: u32,
    pub player: PlayerId,
    pub name: String,
    pub rating: i32,
    /// Rated games in the family.
    pub games: i64,
}

/// A sowing from a position in the server's finished games: in how many it was played, and how those ended for
/// the side that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explored {
    pub pit: u8,
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The player's id and name; `token` only when the player is new (keep it: it is the only key).
    Welcome {
        player: PlayerId,
        name: String,
        /// The player's Kalah rating (as `ratings.kalah.rating`).
        rating: i32,
        /// The player's rating in each family.
        ratings: ByFamily<Shown>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<Token>,
        /// The server serves the browser game at `/`: a private game's friend link, `https://HOST/join/CODE`,
        /// opens it in any browser. Absent when false.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        site: bool,
    },
    /// A private game waits for its second player until `expires` (ms since 1970).
    Created {
        game: GameId,
        code: JoinCode,
        expires: i64,
    },
    Seeking {
        ranked: bool,
        control: Control,
    },
    /// Nobody came while the seeker waited: Otto, at the level nearest their rating, would play them now
    /// (`play_otto` with these to accept; the seek goes on meanwhile).
    OttoOffered {
        rules: String,
        control: Control,
        #[serde(with = "level_word::one")]
        level: Level,
    },
    /// A game begins, or is given back after a reconnection: everything to show it.
    Game {
        game: GameId,
        #[serde(with = "letter")]
        you: Side,
        /// On the wire as `south` and `north`.
        #[serde(flatten)]
        seats: BySide<Seat>,
        control: Control,
        ranked: bool,
        start: String,
        moves: Vec<u8>,
        position: String,
        clocks: Clocks,
        /// Congklak: the first hole you chose in this round's opening while your opponent's is not in yet.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first_hole: Option<u8>,
        /// The tournament it is a game of.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tournament: Option<TournamentId>,
        /// Played with the pie rule.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pie: bool,
        /// The pie rule taken: the sowings before the players changed sides. The seats are where the players
        /// sit now.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swap: Option<u32>,
    },
    /// A game watched: its players changed sides by the pie rule after `ply` sowings; the seats as they sit
    /// now. (Its players are sent `game` again.)
    Swapped {
        game: GameId,
        ply: u32,
        #[serde(flatten)]
        seats: BySide<Seat>,
        clocks: Clocks,
    },
    /// Congklak: a player chose their first hole of the round's opening, kept secret until the other has (then
    /// both follow as `moved`).
    FirstHoleChosen {
        game: GameId,
        #[serde(with = "letter")]
        by: Side,
    },
    /// A sowing (or a hole chosen in a Congklak opening) the server has stored, to both players.
    Moved {
        game: GameId,
        ply: u32,
        pit: u8,
        #[serde(with = "letter")]
        by: Side,
        position: String,
        clocks: Clocks,
    },
    DrawOffered {
        game: GameId,
        #[serde(with = "letter")]
        by: Side,
    },
    RematchOffered {
        game: GameId,
        #[serde(with = "letter")]
        by: Side,
    },
    /// The end: who won and how, and the new ratings of a ranked game.
    Over {
        game: GameId,
        result: Outcome,
    },
    /// A player (their seat with their Kalah rating), their finished games, their latest results, their
    /// rating in each family and its history there (after each of the latest rated games, oldest first).
    Profile {
        player: Seat,
        games: i64,
        recent: Vec<Past>,
        ratings: ByFamily<Shown>,
        /// Boxed: five families' histories would make every reply as large.
        #[serde(default)]
        history: Box<ByFamily<Vec<Rated>>>,
    },
    /// A challenge waiting for its answer, to the one who sent it and the one it was sent to (on `hello`
    /// too, while it waits).
    Challenged(Challenge),
    /// A challenge ended: accepted (its game follows), declined, withdrawn or expired.
    ChallengeGone {
        challenge: ChallengeId,
        reason: Gone,
    },
    /// The games in play, the highest rated first, at most 50.
    Games {
        games: Vec<Live>,
    },
    /// A game to watch, as far as it is shown (a ranked game `delay` sowings behind); its sowings follow as
    /// `moved`, its end as `over`. `tv` when the TV chose it.
    Watching {
        game: GameId,
        tv: bool,
        seats: BySide<Seat>,
        control: Control,
        ranked: bool,
        start: String,
        moves: Vec<u8>,
        position: String,
        clocks: Clocks,
        watchers: u32,
        delay: u32,
    },
    /// A family's leaderboard: established players (deviation at most 110) who played a rated game there in
    /// the last 30 days, best first, at most 100.
    Leaderboard {
        family: String,
        leaders: Vec<Leader>,
    },
    /// The explorer's answer for a position (its text as the server writes it): each sowing played from it in
    /// the first 30 sowings of a finished game, by pit; none when no finished game met it.
    Explorer {
        position: String,
        moves: Vec<Explored>,
    },
    /// The tournaments: upcoming (soonest first), running, and the latest finished (newest first).
    Tournaments {
        upcoming: Vec<Summary>,
        running: Vec<Summary>,
        finished: Vec<Summary>,
    },
    /// A tournament's page: its standings with each player's games, and its games in play.
    Tournament(Box<View>),
    /// A player of an arena's game went berserk: half their time gone, no increment.
    Berserked {
        game: GameId,
        #[serde(with = "letter")]
        by: Side,
        clocks: Clocks,
    },
    /// A vacation taken (or ended: `until` is now), and the days of this year's allowance left.
    Vacation {
        until: i64,
        days_left: u32,
    },
    /// A player of a correspondence game is away until `until`: their clock stops meanwhile.
    Away {
        game: GameId,
        #[serde(with = "letter")]
        by: Side,
        until: i64,
        clocks: Clocks,
    },
    /// A `glance` answered: this many games were given back before it.
    Glanced {
        games: u32,
    },
    Pong,
    Error {
        code: Code,
        message: String,
    },
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// "S", "N", or none for a draw.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "letter::optional"
    )]
    pub winner: Option<Side>,
    pub reason: Reason,
    /// Each side's seeds, on the wire as `south` and `north`.
    #[serde(flatten)]
    pub score: Score,
    /// Each side's rating after a ranked game, on the wire as `[south, north]`.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "pair")]
    pub ratings: Option<BySide<i32>>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// On the board.
    Board,
    Resigned,
    /// The side to move's time ran out.
    Time,
    /// A draw both players agreed.
    Agreed,
    /// An untimed game whose side to move left it unplayed for [`ABANDONED_AFTER_DAYS`] days: it loses.
    Abandoned,
    /// An untimed game left before either side had sown twice: no result, no rating.
    Aborted,
}

/// Days without a sowing after which an untimed game ends (see [`Reason::Abandoned`]).
pub const ABANDONED_AFTER_DAYS: i64 = 14;

/// Sides as the protocol writes them: "S" and "N".
/// An optional per-side pair written as a two-element array, South's first.
mod pair {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use mancala_engine::BySide;

    pub fn serialize<S: Serializer, T: Serialize + Copy>(
        pair: &Option<BySide<T>>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        pair.map(|pair| (pair.south, pair.north))
            .serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
        deserializer: D,
    ) -> Result<Option<BySide<T>>, D::Error> {
        let pair = Option::<(T, T)>::deserialize(deserializer)?;
        Ok(pair.map(|(south, north)| BySide::new(south, north)))
    }
}

/// A level of Otto as the protocol writes it: `easy`, `medium` or `hard`.
mod level_word {
    use serde::{Deserialize, Deserializer, Serializer};

    use mancala_engine::Level;

    pub fn serialize<S: Serializer>(
        level: &Option<Level>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match level {
            Some(level) => one::serialize(level, serializer),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Level>, D::Error> {
        one::deserialize(deserializer).map(Some)
    }

    pub mod one {
        use super::*;

        pub fn serialize<S: Serializer>(level: &Level, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(level.name())
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Level, D::Error> {
            let word = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
            Level::ALL
                .into_iter()
                .find(|level| level.name() == word)
                .ok_or_else(|| {
                    serde::de::Error::custom(format!(
                        "Otto's level is easy, medium or hard, not {word:?}"
                    ))
                })
        }
    }
}

mod letter {
    use serde::{Deserialize, Deserializer, Serializer};

    use mancala_engine::Side;

    pub fn serialize<S: Serializer>(side: &Side, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_char(side.letter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Side, D::Error> {
        match char::deserialize(deserializer)? {
            'S' => Ok(Side::South),
            'N' => Ok(Side::North),
            other => Err(serde::de::Error::custom(format!(
                "a side is \"S\" or \"N\", not {other:?}"
            ))),
        }
    }

    pub mod optional {
        use serde::{Deserialize, Deserializer, Serializer};

        use mancala_engine::Side;

        pub fn serialize<S: Serializer>(
            side: &Option<Side>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            match side {
                Some(side) => super::serialize(side, serializer),
                None => serializer.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<Side>, D::Error> {
            #[derive(Deserialize)]
            struct Letter(#[serde(with = "super")] Side);
            Ok(Option::<Letter>::deserialize(deserializer)?.map(|Letter(side)| side))
        }
    }
}

/// The stable codes of errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    /// Not JSON, or not a message of the protocol (an unknown type, a missing or extra field).
    Malformed,
    /// Another protocol version.
    Version,
    /// A request before `hello`, or a second `hello`.
    Hello,
    /// The token is not any player's.
    BadToken,
    /// A name too short, too long, with characters a name may not have, or of more than one script.
    BadName,
    /// Another player has that name, or one that looks the same.
    NameTaken,
    /// No such game or code, or not this player's.
    NoGame,
    /// No player has that id.
    NoPlayer,
    /// The game is full, or the code has expired.
    Closed,
    NotYourTurn,
    /// The ply is not the game's next one (a replay, or a move sent twice).
    StalePly,
    /// The pit cannot be played: empty, off the board, or Oware's rule to feed.
    IllegalMove,
    GameOver,
    NotStarted,
    NoOffer,
    /// A rule set, board or time control the server does not offer.
    BadGame,
    /// Too many requests, join attempts or new players; slow down.
    RateLimited,
    /// A player has as many waiting games, or games in play, as a player may.
    Limit,
    /// Something went wrong on the server (the database); nothing was changed.
    Internal,
}

impl Reply {
    pub fn error(code: Code, message: impl Into<String>) -> Reply {
        Reply::Error {
            code,
            message: message.into(),
        }
    }
}
