//! The gallery's table of shots: how each game starts (a new game, a position, a lesson, the daily puzzle, an
//! online game told by a scripted server), the pits played, the pit under the pointer, the moment the picture is
//! taken at, the look and the window's size. The director in `gallery.rs` plays it.

use crate::look::palette::{StoneColours, Theme};
use std::collections::BTreeMap;

use chrono::{DateTime, TimeDelta, Utc};

use crate::online::elsewhere::Looked;
use crate::online::online_dialog::OnlineTab;
use crate::screens::navigation::{Dialog, Tab};
use crate::trainer::deck::{Against, Deck, PuzzleRating, Source};
use crate::turn::setup::{First, Opponent, Setup};
use mancala_engine::match_line::{Due, MatchLine};
use mancala_engine::together::{first_hole, next_hole};
use mancala_engine::{BySide, CONGKLAK, Family, Level, MistakePuzzle, Position, Side, TimeControl};
use mancala_protocol::address::{Address, Event, Link};
use mancala_protocol::ids::{ChallengeId, GameId, JoinCode, PlayerId};
use mancala_protocol::in_play::GameInPlay;
use mancala_protocol::protocol::{
    Challenge, Clocks, Control, Leader, Live, Outcome, Past, Rated, Reason, Reply, Seat, Standing,
};
use mancala_protocol::rating::{ByFamily, Shown};
use mancala_server::otto::otto_seat;

/// How a shot's game begins.
#[derive(Clone, Copy, Debug)]
pub(super) enum Start {
    /// A new game against Otto or between two people, with this many seeds a pit; South moves first.
    New {
        opponent: Opponent,
        seeds: u8,
    },
    /// Two people, from this position.
    Position(&'static str),
    /// A new game from this setup (Congklak, both starting together).
    Setup(Setup),
    /// The daily puzzle of the day.
    Daily,
    /// A lesson (by its index), or a tip of the guide shown.
    Lesson(usize),
    Tip(usize),
    /// Online play, as the replies of a server leave it.
    Online(OnlineScene),
    /// An analysis board (two people at the standard start), the player's own games in the history and the
    /// server's answer for the position after [`EXPLORED_AFTER`], as the Explorer tab shows them online.
    Explorer,
    /// The deck of the player's mistakes (see [`mistakes_deck`]) in the Puzzle tab, a game against Otto on the
    /// board; or, when `drill`, its first puzzle on the board, and when `answer`, its answer shown after the
    /// shot's moves.
    Mistakes {
        drill: bool,
        answer: bool,
    },
    /// A game against Otto at the player's level, the stats holding the results of [`at_my_level_stats`].
    AtMyLevel,
    /// A new game of Oware against Otto's Hard while he studies its endgames, as far as [`STUDIED`] says.
    OttoStudies,
}

/// What an online shot shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OnlineScene {
    /// A private game made: its code and line to give, in the Play online dialog.
    Waiting,
    /// A ranked 3+2 game under way, the opponent to move.
    Playing,
    /// The same game with the line down and a retry coming.
    Reconnecting,
    /// The end, the opponent asking for a rematch.
    Over,
    /// Seeking alone long enough for the server to offer Otto, in the Play online dialog.
    OttoOffered,
    /// A casual game against Otto on the server, the player to move.
    AgainstOtto,
    /// The player's profile with a rating graph, a challenge to answer, the Kalah leaderboard and Efua's
    /// profile opened from it, in the Play online screen (the shot's tab says which).
    Standings,
    /// The games in play, in the Play online screen's Watch tab.
    GamesInPlay,
    /// The TV's game on the board, watched three sowings behind.
    Watching,
    /// A Congklak match, Ada seated North (shown at the bottom, mirrored), at the second round's first holes:
    /// Bo's is in, secret.
    CongklakFirstHoles,
    /// The same match as its first round's last sowing is heard: the round's banner while the next round's
    /// opening is counted down.
    CongklakRoundOver,
    /// Two games by correspondence given back at the hello, one of them the player's move, in the Play tab;
    /// below them, the games on two other servers the window knows (one not reached), two of them the
    /// player's move, which the bar's badge counts with the first.
    YourGames,
    /// A running arena's page in the Tournaments tab: Ada leads, on fire, with a berserk win.
    Tournament,
    /// Ada's next game in that arena, just begun: the bar names the arena and its end, and offers berserk.
    ArenaGame,
    /// A friend's game made with the pie rule: Bo opened with 3 and 6, and Ada, seated North (shown at the
    /// bottom), may take that side (⇅ on the bar).
    PieOffered,
}

pub(super) const ONLINE_WAITING: Start = Start::Online(OnlineScene::Waiting);
pub(super) const ONLINE_PLAYING: Start = Start::Online(OnlineScene::Playing);
pub(super) const ONLINE_RETRYING: Start = Start::Online(OnlineScene::Reconnecting);
pub(super) const ONLINE_OVER: Start = Start::Online(OnlineScene::Over);
pub(super) const ONLINE_OTTO_OFFERED: Start = Start::Online(OnlineScene::OttoOffered);
pub(super) const ONLINE_AGAINST_OTTO: Start = Start::Online(OnlineScene::AgainstOtto);
pub(super) const ONLINE_STANDINGS: Start = Start::Online(OnlineScene::Standings);
pub(super) const ONLINE_GAMES: Start = Start::Online(OnlineScene::GamesInPlay);
pub(super) const ONLINE_TOURNAMENT: Start = Start::Online(OnlineScene::Tournament);
pub(super) const ONLINE_ARENA_GAME: Start = Start::Online(OnlineScene::ArenaGame);
pub(super) const ONLINE_PIE_OFFERED: Start = Start::Online(OnlineScene::PieOffered);
pub(super) const ONLINE_WATCHING: Start = Start::Online(OnlineScene::Watching);
pub(super) const ONLINE_CONGKLAK_FIRST_HOLES: Start =
    Start::Online(OnlineScene::CongklakFirstHoles);
pub(super) const ONLINE_CONGKLAK_ROUND_OVER: Start = Start::Online(OnlineScene::CongklakRoundOver);
pub(super) const ONLINE_YOUR_GAMES: Start = Start::Online(OnlineScene::YourGames);

/// The usual Congklak match as a server keeps it, played by the engine's own choices (the last legal hole in the
/// turns) until `rounds` rounds are done.
fn congklak_line(rounds: usize) -> MatchLine {
    let start = Position::start_usual(CONGKLAK, None, None).expect("the usual board");
    let mut line = MatchLine::new(start);
    while line.rounds_done().len() < rounds {
        let board = line.board();
        let played = match line.due() {
            Due::FirstHoles => {
                let [south, north] = Side::BOTH.map(|side| first_hole(&board, side).unwrap_or(1));
                line.play_first(south, north)
            }
            Due::Choose(side) => {
                let phase = line.opening_phase().expect("an opening under way");
                line.play(side, next_hole(phase, side).unwrap_or(1))
            }
            Due::Sow(side) => line.play(side, board.legal_moves().last().unwrap_or(1)),
            Due::Over => break,
        };
        played.expect("the engine's own choice");
    }
    line
}

/// Endgames of 48 seeds, South to move, each with a sowing that gives seeds away: the puzzles of the gallery's
/// deck, each made from its worst sowing.
const MISTAKES: [&str; 3] = [
    "2,0,0,1,0,1,18,1,5,0,0,0,2,18 S",
    "0,3,0,2,1,0,20,2,0,3,1,0,0,16 S",
    "1,0,2,0,3,1,19,0,2,2,0,1,3,14 S",
];

/// A deck of the player's mistakes as a few weeks of games leave it: three puzzles due (the first from
/// yesterday's game against Otto), proved here by the solver, and a settled puzzle rating.
pub(super) fn mistakes_deck(now: DateTime<Utc>) -> Deck {
    let mut solver = mancala_engine::puzzle::solver();
    let mut deck = Deck {
        rating: PuzzleRating {
            rating: 1612.0,
            deviation: 84.0,
            volatility: 0.06,
        },
        ..Deck::default()
    };
    for (number, text) in MISTAKES.iter().enumerate() {
        let position: Position = text.parse().expect("the gallery's positions parse");
        let limits = mancala_engine::Limits::none();
        let Ok((values, _)) = solver.analyze(&position, &limits) else {
            continue;
        };
        let worst = values.iter().min_by_key(|v| v.value).map(|v| v.pit);
        let Some(puzzle) = worst.and_then(|pit| MistakePuzzle::new(position, pit, values.clone()))
        else {
            continue;
        };
        let source = Source {
            date: Some((now - TimeDelta::days(1 + 3 * number as i64)).date_naive()),
            against: Against::Otto(Level::Medium),
            number: 31 + 4 * number,
        };
        // The oldest mistake is due longest.
        deck.add(&puzzle, source, now - TimeDelta::hours(3 - number as i64));
    }
    deck
}

/// The games on the other servers the window knows, as the gallery's scene shows them: in the YourGames scene,
/// three on the federation's server (two the player's move) and a server that did not answer.
pub(super) fn games_elsewhere(scene: OnlineScene) -> BTreeMap<String, Looked> {
    if scene != OnlineScene::YourGames {
        return BTreeMap::new();
    }
    const HOUR: i64 = 60 * 60 * 1000;
    let game = |number, opponent: &str, family, control, your_move, left_ms| GameInPlay {
        id: GameId::numbered(number),
        you: Side::South,
        opponent: opponent.to_string(),
        control,
        family: Some(family),
        your_move,
        left_ms,
        tournament: None,
    };
    let looked = |address: &str, games, problem: Option<&str>| {
        let address = Address::parse(address).expect("an address");
        (
            address.key(),
            Looked {
                address,
                games,
                problem: problem.map(str::to_string),
            },
        )
    };
    BTreeMap::from([
        looked(
            "wss://play.mancala.example.org",
            vec![
                game(
                    0x41,
                    "Kwame",
                    Family::Oware,
                    Control::Day,
                    true,
                    5 * HOUR + 1_260_000,
                ),
                game(
                    0x42,
                    "Maria",
                    Family::Kalah,
                    Control::ThreeDays,
                    true,
                    50 * HOUR,
                ),
                game(
                    0x43,
                    "Rizal",
                    Family::Congklak,
                    Control::Week,
                    false,
                    150 * HOUR,
                ),
            ],
            None,
        ),
        looked(
            "ws://192.168.1.31:7878",
            Vec::new(),
            Some("cannot reach the server: Connection refused (os error 111)"),
        ),
    ])
}

/// Four games in play, the highest rated first, as the server lists them (one of them Congklak).
fn games_in_play() -> Vec<Live> {
    let seat = |id: u64, name: &str, rating| Seat {
        id: PlayerId::numbered(id),
        name: name.to_string(),
        rating,
        provisional: false,
        bot: false,
    };
    let live = |game: u64, rules: &str, control, ranked, seats: (Seat, Seat), ply, watchers| Live {
        game: GameId::numbered(game),
        rules: rules.to_string(),
        control,
        ranked,
        seats: BySide::new(seats.0, seats.1),
        ply,
        watchers,
    };
    vec![
        live(
            0x71,
            "kalah",
            Control::Blitz,
            true,
            (seat(0xb01, "Kwame", 1688), seat(0xb02, "Efua", 1641)),
            23,
            14,
        ),
        live(
            0x72,
            "oware",
            Control::Rapid,
            true,
            (seat(0xb03, "Dewi", 1590), seat(0xb05, "Yaw", 1466)),
            41,
            6,
        ),
        live(
            0x73,
            "congklak",
            Control::Untimed,
            false,
            (seat(0xb09, "Sari", 1503), seat(0xb08, "Bo", 1420)),
            12,
            2,
        ),
        live(
            0x74,
            "kalah",
            Control::PerSowing,
            false,
            (seat(0xb07, "Lucía", 1311), otto_seat(Level::Medium)),
            8,
            0,
        ),
    ]
}

/// Ada's profile after 24 rated Kalah games (a climb with a dip, from the first 1500 to 1234 and back up) and
/// the Kalah leaderboard she asked for, where she stands ninth; Efua, second on it, challenges her.
fn standings_events(ada: Seat, ratings: ByFamily<Shown>) -> Vec<Event> {
    let day = 24 * 60 * 60 * 1000;
    let climb = [
        1500, 1420, 1351, 1298, 1262, 1231, 1204, 1188, 1176, 1190, 1172, 1161, 1183, 1199, 1190,
        1207, 1221, 1214, 1232, 1226, 1241, 1229, 1238, 1234,
    ];
    let history = ByFamily {
        kalah: (climb.iter().zip(0..))
            .map(|(&rating, day_number)| Rated {
                at: 1_790_000_000_000 + day_number * day,
                rating,
                deviation: (300 - 9 * day_number as i32).max(74),
            })
            .collect(),
        ..ByFamily::default()
    };
    let names = [
        ("Kwame", 1688, 212),
        ("Efua", 1641, 97),
        ("Dewi", 1590, 154),
        ("Tomás", 1502, 63),
        ("Yaw", 1466, 88),
        ("Maren", 1390, 41),
        ("Lucía", 1311, 120),
        ("Bo", 1262, 35),
        ("Ada", 1234, 24),
        ("Sari", 1201, 58),
        ("Kofi", 1187, 30),
        ("Ines", 1150, 77),
    ];
    let leaders = (names.iter().zip(1..))
        .map(|(&(name, rating, games), rank)| Leader {
            rank,
            player: if name == "Ada" {
                ada.id
            } else {
                PlayerId::numbered(0xb00 + u64::from(rank))
            },
            name: name.to_string(),
            rating,
            games,
        })
        .collect();
    vec![
        Event::Reply(Reply::Profile {
            player: ada.clone(),
            games: 24,
            recent: [
                ("Bo", Standing::Win, true),
                ("Sari", Standing::Loss, true),
                ("Otto (medium)", Standing::Win, false),
                ("Kofi", Standing::Draw, true),
                ("Bo", Standing::Loss, false),
            ]
            .into_iter()
            .zip(1..)
            .map(|((name, result, ranked), n)| Past {
                game: GameId::numbered(0x90 + n),
                opponent: PlayerId::numbered(0xc00 + n),
                opponent_name: name.to_string(),
                result,
                ranked,
            })
            .collect(),
            ratings,
            history: Box::new(history),
        }),
        Event::Reply(Reply::Leaderboard {
            family: "kalah".to_string(),
            leaders,
        }),
        // Efua's profile, opened from her name on the leaderboard.
        Event::Reply(Reply::Profile {
            player: Seat {
                id: PlayerId::numbered(0xb02),
                name: "Efua".to_string(),
                rating: 1641,
                provisional: false,
                bot: false,
            },
            games: 97,
            recent: Vec::new(),
            ratings: ByFamily {
                kalah: Shown {
                    rating: 1641,
                    deviation: 61,
                    provisional: false,
                },
                ..ratings
            },
            history: ByFamily {
                kalah: [1560, 1584, 1571, 1602, 1618, 1610, 1633, 1641]
                    .iter()
                    .zip(0..)
                    .map(|(&rating, n)| Rated {
                        at: 1_790_000_000_000 + n * day,
                        rating,
                        deviation: 61,
                    })
                    .collect(),
                ..ByFamily::default()
            }
            .into(),
        }),
        Event::Reply(Reply::Challenged(Challenge {
            challenge: ChallengeId::numbered(0xc1),
            from: Seat {
                id: PlayerId::numbered(0xb02),
                name: "Efua".to_string(),
                rating: 1641,
                provisional: false,
                bot: false,
            },
            to: ada.id,
            to_name: "Ada".to_string(),
            rules: "kalah".to_string(),
            pits: 6,
            seeds: 4,
            control: Control::Rapid,
            ranked: true,
            pie: false,
            expires: 1_792_000_000_000,
        })),
    ]
}

/// A running arena of eight, as Ada sees its page: made by playing its games through the tournament's own rules.
fn arena_page() -> mancala_protocol::tournament::view::View {
    use mancala_protocol::tournament::event::{Event as Tournament, Spec, System};
    use mancala_protocol::tournament::swiss::Outcome;
    let id = |n: u64| {
        format!("{n:016x}")
            .parse::<PlayerId>()
            .expect("a player id")
    };
    let game = |n: u64| {
        format!("{:016x}", 0x900 + n)
            .parse::<GameId>()
            .expect("a game id")
    };
    let starts = 1_796_000_000_000;
    let spec = Spec {
        name: "Saturday Kalah Blitz Arena".to_string(),
        system: System::Arena { minutes: 60 },
        rules: "kalah".to_string(),
        control: Control::Blitz,
        starts,
    };
    let tournament = "00000000000000e1".parse().expect("a tournament id");
    let mut arena = Tournament::new(tournament, spec, None, None, None);
    let players = [
        ("Ada", 1234),
        ("Kwame", 1688),
        ("Efua", 1702),
        ("Bo", 1262),
        ("Dewi", 1590),
        ("Yaw", 1410),
        ("Sari", 1377),
        ("Tomás", 1520),
    ];
    for (n, (name, rating)) in players.iter().enumerate() {
        let _ = arena.join(id(0xa1 + n as u64), name, *rating, starts);
    }
    // Rounds of results: the lower-numbered player wins, but for a draw now and then; Ada goes berserk once.
    let mut next = 0;
    for round in 0..4u64 {
        let now = starts + (round as i64 + 1) * 240_000;
        for pairing in arena.advance(now, |_| true) {
            next += 1;
            arena.begun(game(next), pairing);
            let (a, b) = (pairing.first, pairing.second);
            let outcome = match (round + next) % 5 {
                0 => Outcome::Drawn,
                _ if a < b => Outcome::FirstWon,
                _ => Outcome::SecondWon,
            };
            let berserk = [a == id(0xa1) && round == 2, false];
            let _ = arena.game_over(game(next), outcome, berserk, now + 200_000);
        }
    }
    for pairing in arena.advance(starts + 1_200_000, |_| true) {
        next += 1;
        arena.begun(game(next), pairing);
    }
    arena.view(id(0xa1))
}

/// The replies a server sends for `scene` (Ada plays Bo), and the line's state.
pub(super) fn online_events(scene: OnlineScene) -> Vec<Event> {
    let id = |text: &str| text.parse::<PlayerId>().expect("a player id");
    let game = "0000000000000002".parse::<GameId>().expect("a game id");
    let seat = |player: &str, name: &str, rating| Seat {
        id: id(player),
        name: name.to_string(),
        rating,
        provisional: false,
        bot: false,
    };
    // Ada is established at Kalah, new to the other games.
    let ratings = ByFamily {
        kalah: Shown {
            rating: 1234,
            deviation: 74,
            provisional: false,
        },
        oware: Shown {
            rating: 1500,
            deviation: 350,
            provisional: true,
        },
        congklak: Shown {
            rating: 1500,
            deviation: 350,
            provisional: true,
        },
        sungka: Shown {
            rating: 1500,
            deviation: 350,
            provisional: true,
        },
        oanquan: Shown::default(),
    };
    let mut events = vec![
        Event::Link(Link::Online),
        Event::Reply(Reply::Welcome {
            player: id("00000000000000a1"),
            name: "Ada".to_string(),
            rating: 1234,
            ratings,
            token: None,
            // The gallery's server serves the browser game: a private game's code comes with its friend link.
            site: true,
        }),
        Event::Reply(Reply::Profile {
            player: seat("00000000000000a1", "Ada", 1234),
            games: 17,
            recent: Vec::new(),
            ratings,
            history: Box::default(),
        }),
    ];
    let (start, moves, clocks) = match scene {
        OnlineScene::Waiting => {
            events.push(Event::Reply(Reply::Created {
                game: "0000000000000001".parse().expect("a game id"),
                code: JoinCode::typed("K7QH2MX9PA").expect("a code"),
                expires: 0,
            }));
            return events;
        }
        OnlineScene::Standings => {
            events.extend(standings_events(
                seat("00000000000000a1", "Ada", 1234),
                ratings,
            ));
            return events;
        }
        OnlineScene::Tournament => {
            events.push(Event::Reply(Reply::Tournament(Box::new(arena_page()))));
            return events;
        }
        OnlineScene::ArenaGame => {
            let page = arena_page();
            let start = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S".to_string();
            events.push(Event::Reply(Reply::Game {
                game,
                you: Side::South,
                seats: BySide::new(
                    seat("00000000000000a1", "Ada", 1234),
                    seat("00000000000000a2", "Kwame", 1688),
                ),
                control: Control::Blitz,
                ranked: true,
                start: start.clone(),
                moves: Vec::new(),
                position: start,
                clocks: Clocks {
                    left_ms: BySide::new(180_000, 180_000),
                    running: Some(Side::South),
                },
                first_hole: None,
                tournament: Some(page.summary.tournament),
                pie: false,
                swap: None,
            }));
            events.push(Event::Reply(Reply::Tournament(Box::new(page))));
            return events;
        }
        OnlineScene::PieOffered => {
            let start = Position::standard();
            let after = [3, 6].iter().fold(start, |position, &pit| {
                position.play(pit).expect("a legal opening").0
            });
            events.push(Event::Reply(Reply::Game {
                game,
                you: Side::North,
                seats: BySide::new(
                    seat("00000000000000b1", "Bo", 1610),
                    seat("00000000000000a1", "Ada", 1234),
                ),
                control: Control::Rapid,
                ranked: false,
                start: start.to_string(),
                moves: vec![3, 6],
                position: after.to_string(),
                clocks: Clocks {
                    left_ms: BySide::new(296_000, 300_000),
                    running: Some(Side::North),
                },
                first_hole: None,
                tournament: None,
                pie: true,
                swap: None,
            }));
            return events;
        }
        OnlineScene::GamesInPlay => {
            events.push(Event::Reply(Reply::Games {
                games: games_in_play(),
            }));
            return events;
        }
        OnlineScene::Watching => {
            let top = games_in_play().remove(0);
            events.push(Event::Reply(Reply::Watching {
                game: top.game,
                tv: true,
                seats: top.seats,
                control: top.control,
                ranked: true,
                start: "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S".to_string(),
                moves: vec![3, 6, 1, 2, 5, 4, 3],
                position: String::new(),
                clocks: Clocks {
                    left_ms: BySide::new(131_000, 118_600),
                    running: Some(Side::South),
                },
                watchers: 15,
                delay: 3,
            }));
            return events;
        }
        OnlineScene::YourGames => {
            let ada = seat("00000000000000a1", "Ada", 1234);
            let games = [
                (
                    0x31,
                    seat("00000000000000b2", "Bo", 1251),
                    Control::ThreeDays,
                    vec![3, 1, 2],
                ),
                (
                    0x32,
                    seat("0000000000000b03", "Dewi", 1590),
                    Control::Week,
                    vec![2],
                ),
            ];
            for (number, opponent, control, moves) in games {
                let start = mancala_engine::Position::standard();
                let position = moves
                    .iter()
                    .try_fold(start, |board, &pit| board.play(pit).map(|(next, _)| next))
                    .expect("legal sowings");
                events.push(Event::Reply(Reply::Game {
                    game: GameId::numbered(number),
                    you: Side::South,
                    seats: BySide::new(ada.clone(), opponent),
                    control,
                    ranked: false,
                    start: start.to_string(),
                    moves,
                    position: position.to_string(),
                    clocks: Clocks {
                        left_ms: BySide::new(200_000_000, 259_200_000),
                        running: Some(position.to_move()),
                    },
                    first_hole: None,
                    tournament: None,
                    pie: false,
                    swap: None,
                }));
            }
            return events;
        }
        OnlineScene::CongklakFirstHoles | OnlineScene::CongklakRoundOver => {
            events.extend(congklak_events(
                scene,
                game,
                seat("00000000000000a1", "Ada", 1500),
            ));
            return events;
        }
        OnlineScene::OttoOffered => {
            events.push(Event::Reply(Reply::Seeking {
                ranked: true,
                control: Control::Blitz,
            }));
            events.push(Event::Reply(Reply::OttoOffered {
                rules: "kalah".to_string(),
                control: Control::Blitz,
                level: Level::Medium,
            }));
            return events;
        }
        OnlineScene::AgainstOtto => {
            let otto = otto_seat(Level::Medium);
            events.push(Event::Reply(Reply::Game {
                game,
                you: Side::South,
                seats: BySide::new(seat("00000000000000a1", "Ada", 1234), otto),
                control: Control::Blitz,
                ranked: false,
                start: "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S".to_string(),
                moves: vec![3, 1, 2],
                position: String::new(),
                clocks: Clocks {
                    left_ms: BySide::new(172_000, 181_500),
                    running: Some(Side::South),
                },
                first_hole: None,
                tournament: None,
                pie: false,
                swap: None,
            }));
            return events;
        }
        OnlineScene::Playing | OnlineScene::Reconnecting => (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S",
            vec![3, 1, 2, 6],
            Clocks {
                left_ms: BySide::new(151_000, 97_400),
                running: Some(Side::North),
            },
        ),
        OnlineScene::Over => (
            BEFORE_THE_END,
            Vec::new(),
            Clocks {
                left_ms: BySide::new(64_000, 41_000),
                running: Some(Side::South),
            },
        ),
    };
    events.push(Event::Reply(Reply::Game {
        game,
        you: Side::South,
        seats: BySide::new(
            seat("00000000000000a1", "Ada", 1234),
            seat("00000000000000b2", "Bo", 1251),
        ),
        control: Control::Blitz,
        ranked: true,
        start: start.to_string(),
        moves,
        position: String::new(),
        clocks,
        first_hole: None,
        tournament: None,
        pie: false,
        swap: None,
    }));
    match scene {
        OnlineScene::Reconnecting => events.push(Event::Link(Link::Retrying {
            attempt: 2,
            wait: std::time::Duration::from_secs(2),
            why: "the server closed the line".to_string(),
        })),
        OnlineScene::Over => {
            // South's last seed ends the game; the server tells it, the end, and Bo's wish.
            events.push(Event::Reply(Reply::Moved {
                game,
                ply: 0,
                pit: 6,
                by: Side::South,
                position: String::new(),
                clocks,
            }));
            events.push(Event::Reply(Reply::Over {
                game,
                result: Outcome {
                    winner: Some(Side::South),
                    reason: Reason::Board,
                    score: BySide::new(22, 19),
                    ratings: Some(BySide::new(1250, 1235)),
                },
            }));
            events.push(Event::Reply(Reply::RematchOffered {
                game,
                by: Side::North,
            }));
        }
        _ => {}
    }
    events
}

/// A Congklak match with Bo given back: at the second round's first holes (Ada North, Bo's first hole in), or
/// just before the first round's last sowing, which follows (Ada South).
fn congklak_events(scene: OnlineScene, game: GameId, ada: Seat) -> Vec<Event> {
    let bo = Seat {
        id: PlayerId::numbered(0xb2),
        name: "Bo".to_string(),
        rating: 1542,
        provisional: true,
        bot: false,
    };
    let line = congklak_line(1);
    let mut moves = line.actions().to_vec();
    let (you, seats) = match scene {
        OnlineScene::CongklakFirstHoles => (Side::North, BySide::new(bo, ada)),
        _ => (Side::South, BySide::new(ada, bo)),
    };
    let last = (scene == OnlineScene::CongklakRoundOver)
        .then(|| moves.pop())
        .flatten();
    let clocks = Clocks {
        left_ms: BySide::new(171_000, 158_000),
        running: None,
    };
    let mut events = vec![Event::Reply(Reply::Game {
        game,
        you,
        seats,
        control: Control::Blitz,
        ranked: true,
        start: line.start().to_string(),
        moves: moves.clone(),
        position: String::new(),
        clocks,
        first_hole: None,
        tournament: None,
        pie: false,
        swap: None,
    })];
    events.push(Event::Reply(match last {
        Some(pit) => Reply::Moved {
            game,
            ply: moves.len() as u32,
            pit,
            by: line.board_before(moves.len()).to_move(),
            position: String::new(),
            clocks,
        },
        None => Reply::FirstHoleChosen {
            game,
            by: Side::South,
        },
    }));
    events
}

/// When the picture is taken.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Moment {
    /// When everything has come to rest.
    Settled,
    /// This long after the last scripted move began to be shown.
    Sowing(f32),
    /// This long after the first stone of a capture leaves its pit.
    Capturing(f32),
    /// This long after the sowing's last stone lands.
    Landed(f32),
}

pub(super) struct Shot {
    pub(super) file: &'static str,
    pub(super) start: Start,
    pub(super) moves: &'static [u8],
    pub(super) hover: Option<u8>,
    pub(super) moment: Moment,
    pub(super) theme: Theme,
    pub(super) stones: StoneColours,
    pub(super) size: (u32, u32),
    pub(super) panel: bool,
    pub(super) reduce_motion: bool,
    /// Congklak's and Sungka's stores drawn on the right.
    pub(super) relay_store_right: bool,
    pub(super) ui_scale: u16,
    /// A clock for a new game between two people.
    pub(super) clock: Option<TimeControl>,
    /// Review the game after the moves, and look at the position after this many sowings.
    pub(super) review: Option<usize>,
    /// The dialog open over the board, and the drawer's tab.
    pub(super) dialog: Option<Dialog>,
    pub(super) tab: Tab,
    /// The New game dialog's draft, where it is not the game's own setup.
    pub(super) draft: Option<Setup>,
    /// The Play online screen's tab.
    pub(super) online_tab: OnlineTab,
    /// A notice of a file that could not be saved, just arrived.
    pub(super) notice: bool,
    /// Teach me asked for after the moves, and its answer shown.
    pub(super) teach: bool,
    /// Ô ăn quan: the square a digit key picked, waiting for an arrow.
    pub(super) picked: Option<u8>,
    /// The keyboard's focus on the board's node of this move (in Ô ăn quan a square and its way), as Tab puts it.
    pub(super) focus: Option<u8>,
}

impl Shot {
    /// The setup of a shot that starts a new game (with South first, on the standard board, when not given).
    pub(super) fn setup(&self) -> Option<Setup> {
        match self.start {
            Start::New { opponent, seeds } => Some(Setup {
                opponent,
                first: First::South,
                pits: 6,
                seeds,
                clock: self.clock,
                rules: mancala_engine::KALAH,
                fair: crate::turn::setup::Fairness::Usual,
            }),
            Start::Setup(setup) => Some(setup),
            _ => None,
        }
    }
}

pub(super) const OTTO: Opponent = Opponent::Computer(Level::Medium);
pub(super) const FRIENDS: Opponent = Opponent::Friend;

pub(super) const fn shot(file: &'static str, start: Start) -> Shot {
    Shot {
        file,
        start,
        moves: &[],
        hover: None,
        picked: None,
        focus: None,
        moment: Moment::Settled,
        theme: Theme::Light,
        stones: StoneColours::Jewels,
        size: (1280, 800),
        panel: true,
        reduce_motion: false,
        relay_store_right: false,
        ui_scale: 100,
        clock: None,
        review: None,
        dialog: None,
        tab: Tab::Moves,
        draft: None,
        online_tab: OnlineTab::Play,
        notice: false,
        teach: false,
    }
}

pub(super) const fn new(opponent: Opponent, seeds: u8) -> Start {
    Start::New { opponent, seeds }
}

/// A position in which South's pit 1 sows its last seed into the empty pit 5 and captures the 9 seeds opposite.
pub(super) const BEFORE_CAPTURE: &str = "4,4,4,4,0,3,5,4,9,2,3,4,1,6 S";
/// South's last seed: an extra turn that empties South's row and ends the game.
pub(super) const BEFORE_THE_END: &str = "0,0,0,0,0,1,21,1,3,0,2,0,1,12 S";

/// A short game between two people that ends with a blunder or two, for the review's picture.
pub(super) const REVIEWED_GAME: &[u8] = &[3, 6, 1, 2, 4, 5, 6, 1, 3, 2];

/// Oware: South's pit 3 sows into North's pits 1 to 3, which come to hold 2, 3 and 2: a chain of 7 seeds.
pub(super) const OWARE_CHAIN: &str = "3,5,6,2,1,4,6,1,2,1,4,6,2,5 S oware";
/// Congklak's usual start: South's hole 2 relays once from North's hole 1 and captures the 8 across.
pub(super) const CONGKLAK_START: &str = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak";
/// A later round of Congklak: North could fill three holes, South all but one; the burnt ones are marked.
pub(super) const CONGKLAK_BURNT: &str = "x,7,7,7,7,7,7,8,x,x,x,x,7,7,7,2 S congklak";

/// A round of Congklak just over: Bottom 60, Top 38, who can fill only five holes of the next round.
pub(super) const CONGKLAK_ROUND_OVER: &str = "0,0,0,0,0,0,0,60,0,0,0,0,0,0,0,38 S congklak";
/// A round after which Top cannot fill a single hole: the match is over.
pub(super) const CONGKLAK_MATCH_OVER: &str = "0,0,0,0,0,0,0,93,0,0,0,0,0,0,0,5 S congklak";
/// Sungka: South's hole 1 sows its seed into hole 2, empty, across from North's 8: the 8 go to South's store and
/// the seed stays (98 seeds in all, as on the usual board).
pub(super) const SUNGKA_CAPTURE: &str = "1,0,4,2,6,3,5,30,3,2,5,4,1,8,2,22 S sungka";
/// Ô ăn quan's start, and the rules tab's chain: square 2 to the right takes the mandarin square beyond square 5,
/// then North's square 2.
pub(super) const QUAN_START: &str = "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan";
pub(super) const QUAN_CHAIN: &str = "0,2,1,1,0,Q,0,4,3,3,3,Q 0,0 S oanquan";

/// Kalah against Otto, as the New game dialog leaves it: the Play online screen offers its family.
pub(super) const KALAH_DRAFT: Setup = Setup {
    opponent: OTTO,
    first: First::South,
    pits: 6,
    seeds: 4,
    clock: None,
    rules: mancala_engine::KALAH,
    fair: crate::turn::setup::Fairness::Usual,
};

/// Kalah against Otto with the pie rule, the person sowing first.
pub(super) const PIE_FIRST: Setup = Setup {
    fair: crate::turn::setup::Fairness::Pie,
    ..KALAH_DRAFT
};

/// The same with Otto sowing first: his first turn's side is the person's to take.
pub(super) const PIE_SECOND: Setup = Setup {
    first: First::North,
    ..PIE_FIRST
};

/// Two people starting a round of Congklak together.
pub(super) const CONGKLAK_TOGETHER: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::Together,
    pits: 7,
    seeds: 7,
    clock: None,
    rules: mancala_engine::CONGKLAK,
    fair: crate::turn::setup::Fairness::Usual,
};

/// A game of Congklak against Otto, as the New game dialog shows it chosen.
pub(super) const CONGKLAK_DRAFT: Setup = Setup {
    opponent: Opponent::Computer(mancala_engine::Level::Medium),
    first: First::Together,
    pits: 7,
    seeds: 7,
    clock: None,
    rules: mancala_engine::CONGKLAK,
    fair: crate::turn::setup::Fairness::Usual,
};

pub(super) const SUNGKA_DRAFT: Setup = Setup {
    rules: mancala_engine::SUNGKA,
    ..CONGKLAK_DRAFT
};

/// Ô ăn quan against Otto, as the New game dialog leaves it.
pub(super) const QUAN_DRAFT: Setup = Setup {
    rules: mancala_engine::OAN_QUAN,
    pits: 5,
    seeds: 5,
    ..KALAH_DRAFT
};

/// Two people with a clock and a house rule: the New game dialog opens its More options by itself.
pub(super) const FRIENDS_WITH_MORE: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::South,
    pits: 6,
    seeds: 5,
    clock: Some(TimeControl {
        minutes: 5,
        increment: 5,
    }),
    rules: mancala_engine::Rules {
        empty_capture: true,
        ..mancala_engine::KALAH
    },
    fair: crate::turn::setup::Fairness::Usual,
};

pub(super) const SHOTS: [Shot; 89] = [
    // The first start: the welcome over the board.
    shot("01-welcome", new(OTTO, 4)),
    Shot {
        hover: Some(3),
        ..shot("02-hover-preview", new(OTTO, 4))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.42),
        ..shot("03-mid-sowing", new(FRIENDS, 4))
    },
    Shot {
        moves: &[1],
        moment: Moment::Capturing(0.12),
        ..shot("04-capture", Start::Position(BEFORE_CAPTURE))
    },
    Shot {
        moves: &[3],
        moment: Moment::Landed(0.18),
        ..shot("05-extra-turn", new(FRIENDS, 4))
    },
    Shot {
        moves: &[6],
        ..shot("06-game-over", Start::Position(BEFORE_THE_END))
    },
    shot("07-ten-seeds", new(FRIENDS, 10)),
    shot("08-daily-puzzle", Start::Daily),
    Shot {
        size: (900, 700),
        ..shot("09-window-900x700", new(OTTO, 4))
    },
    Shot {
        size: (800, 600),
        panel: false,
        ..shot("10-panel-hidden-800x600", new(OTTO, 4))
    },
    Shot {
        theme: Theme::Dark,
        moves: &[3, 1],
        ..shot("11-theme-dark", new(FRIENDS, 4))
    },
    Shot {
        theme: Theme::HighContrast,
        moves: &[3, 1],
        hover: Some(2),
        ..shot("12-theme-high-contrast", new(FRIENDS, 4))
    },
    Shot {
        stones: StoneColours::ColourBlindSafe,
        moves: &[3, 1],
        hover: Some(2),
        ..shot("13-colour-blind-stones", new(FRIENDS, 4))
    },
    Shot {
        theme: Theme::Dark,
        stones: StoneColours::ColourBlindSafe,
        ..shot("14-dark-colour-blind-ten-seeds", new(FRIENDS, 10))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.42),
        reduce_motion: true,
        ..shot("15-reduce-motion-mid-sowing", new(FRIENDS, 4))
    },
    Shot {
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("16-text-150-percent-1600x1000", new(OTTO, 4))
    },
    Shot {
        size: (1920, 1080),
        moves: &[3, 6],
        ..shot("17-window-1920x1080", new(OTTO, 4))
    },
    // The capture lesson after a press on pit 1, which is explained, not played.
    Shot {
        moves: &[1],
        ..shot("18-lesson-wrong-press", Start::Lesson(3))
    },
    Shot {
        moves: &[2],
        ..shot("19-lesson-told", Start::Lesson(3))
    },
    shot("20-guide-show-me", Start::Tip(2)),
    Shot {
        size: (1600, 1200),
        moves: REVIEWED_GAME,
        review: Some(6),
        ..shot("21-review-1600x1200", new(FRIENDS, 4))
    },
    Shot {
        moves: &[3, 1],
        clock: Some(TimeControl {
            minutes: 3,
            increment: 2,
        }),
        ..shot("22-two-players-with-a-clock", new(FRIENDS, 4))
    },
    Shot {
        hover: Some(3),
        ..shot("23-oware-hover-preview", Start::Position(OWARE_CHAIN))
    },
    Shot {
        moves: &[3],
        moment: Moment::Capturing(0.15),
        ..shot("24-oware-chain-capture", Start::Position(OWARE_CHAIN))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        ..shot("25-new-game-dialog", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(FRIENDS_WITH_MORE),
        ..shot("26-new-game-more-options", new(FRIENDS, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        size: (800, 600),
        ..shot("27-new-game-800x600", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        theme: Theme::HighContrast,
        size: (1920, 1080),
        ..shot("28-new-game-high-contrast-1920x1080", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::Settings),
        ..shot("29-settings-dialog", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::Settings),
        theme: Theme::Dark,
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("30-settings-dark-text-150-percent", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Learn,
        moves: &[3, 1],
        ..shot("31-drawer-learn", new(FRIENDS, 4))
    },
    Shot {
        tab: Tab::Daily,
        ..shot("32-drawer-daily-puzzle", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Stats,
        theme: Theme::Dark,
        ..shot("33-drawer-stats-dark", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Rules,
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("34-drawer-rules-text-150-percent", new(OTTO, 4))
    },
    Shot {
        notice: true,
        ..shot("35-toast", new(OTTO, 4))
    },
    Shot {
        notice: true,
        dialog: Some(Dialog::Notices),
        ..shot("36-notices-list", new(OTTO, 4))
    },
    Shot {
        teach: true,
        ..shot("37-teach-me-callout", new(OTTO, 4))
    },
    Shot {
        moves: &[3, 1],
        clock: Some(TimeControl {
            minutes: 3,
            increment: 2,
        }),
        size: (800, 600),
        ..shot("38-two-players-clock-800x600", new(FRIENDS, 4))
    },
    Shot {
        dialog: Some(Dialog::Online),
        ..shot("39-online-code-to-give", ONLINE_WAITING)
    },
    shot("40-online-game-clocks", ONLINE_PLAYING),
    shot("41-online-reconnecting", ONLINE_RETRYING),
    shot("42-online-over-rematch", ONLINE_OVER),
    Shot {
        hover: Some(2),
        ..shot("43-congklak-hover-relay", Start::Position(CONGKLAK_START))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.7),
        ..shot("44-congklak-mid-relay", Start::Position(CONGKLAK_START))
    },
    shot("45-congklak-burnt-holes", Start::Position(CONGKLAK_BURNT)),
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(CONGKLAK_DRAFT),
        ..shot("46-new-game-congklak", new(OTTO, 4))
    },
    shot(
        "47-congklak-opening-choose",
        Start::Setup(CONGKLAK_TOGETHER),
    ),
    Shot {
        moves: &[1, 3],
        moment: Moment::Sowing(0.5),
        ..shot("48-congklak-both-hands", Start::Setup(CONGKLAK_TOGETHER))
    },
    Shot {
        moves: &[1, 3],
        ..shot("49-congklak-hand-waits", Start::Setup(CONGKLAK_TOGETHER))
    },
    shot(
        "50-congklak-round-over",
        Start::Position(CONGKLAK_ROUND_OVER),
    ),
    shot(
        "51-congklak-match-over",
        Start::Position(CONGKLAK_MATCH_OVER),
    ),
    Shot {
        dialog: Some(Dialog::Online),
        ..shot("52-online-otto-offered", ONLINE_OTTO_OFFERED)
    },
    shot("53-online-against-otto", ONLINE_AGAINST_OTTO),
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Profile,
        draft: Some(KALAH_DRAFT),
        ..shot("54-online-profile", ONLINE_STANDINGS)
    },
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Leaderboard,
        draft: Some(KALAH_DRAFT),
        ..shot("55-online-leaderboard-and-a-profile", ONLINE_STANDINGS)
    },
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Challenges,
        draft: Some(KALAH_DRAFT),
        ..shot("56-online-challenges", ONLINE_STANDINGS)
    },
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Watch,
        draft: Some(KALAH_DRAFT),
        ..shot("57-online-games-to-watch", ONLINE_GAMES)
    },
    shot("58-online-watching-tv", ONLINE_WATCHING),
    shot(
        "59-online-congklak-first-holes",
        ONLINE_CONGKLAK_FIRST_HOLES,
    ),
    shot("60-online-congklak-round-over", ONLINE_CONGKLAK_ROUND_OVER),
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Play,
        draft: Some(KALAH_DRAFT),
        ..shot("61-online-play-ways-in", ONLINE_STANDINGS)
    },
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Play,
        draft: Some(KALAH_DRAFT),
        ..shot("62-online-your-games", ONLINE_YOUR_GAMES)
    },
    Shot {
        dialog: Some(Dialog::Online),
        online_tab: OnlineTab::Tournaments,
        draft: Some(KALAH_DRAFT),
        ..shot("63-online-tournament", ONLINE_TOURNAMENT)
    },
    shot("64-online-arena-game", ONLINE_ARENA_GAME),
    // The Puzzle tab: the daily puzzle, and the player's own mistakes due today with their puzzle rating.
    Shot {
        tab: Tab::Daily,
        ..shot(
            "65-your-mistakes-due",
            Start::Mistakes {
                drill: false,
                answer: false,
            },
        )
    },
    // The first of them on the board, answered with the mistake again: the verdict, the coach's reason, the
    // rating's move and when it comes back; then the puzzle's position back with the answer lit.
    Shot {
        tab: Tab::Daily,
        moves: &[1],
        ..shot(
            "66-your-mistake-missed",
            Start::Mistakes {
                drill: true,
                answer: false,
            },
        )
    },
    Shot {
        tab: Tab::Daily,
        moves: &[1],
        ..shot(
            "67-your-mistake-answer-shown",
            Start::Mistakes {
                drill: true,
                answer: true,
            },
        )
    },
    // A fair start chosen in the New game dialog: the pie rule.
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(PIE_FIRST),
        ..shot("68-new-game-fair-start", new(OTTO, 4))
    },
    // Otto has sown his first turn: the bar offers his side, the status line says so.
    shot("69-pie-rule-offered", Start::Setup(PIE_SECOND)),
    // The person opened with 3 then 6, as good as a first turn gets: Otto took that side, and the board turned
    // round so that the person sows on from the other.
    Shot {
        moves: &[3, 6],
        ..shot("70-pie-rule-taken-by-otto", Start::Setup(PIE_FIRST))
    },
    // The Explorer tab after pit 3's extra turn on an analysis board: each sowing's proved value, the player's
    // own games and the server's.
    Shot {
        tab: Tab::Explorer,
        moves: &EXPLORED_AFTER,
        ..shot("71-opening-explorer", Start::Explorer)
    },
    // After a dozen games against Otto: the New game dialog with "Your level" chosen (the rung's rating on its
    // card)...
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(AT_MY_LEVEL),
        ..shot("72-otto-at-your-level", Start::AtMyLevel)
    },
    // ...and the Stats tab, with the rating against Otto under the tallies, during a game at the player's level.
    Shot {
        tab: Tab::Stats,
        ..shot("73-stats-rating-against-otto", Start::AtMyLevel)
    },
    // Online with the pie rule: the opponent's first turn over, the bar offers their side.
    shot("74-online-pie-rule-offered", ONLINE_PIE_OFFERED),
    // The first game of Oware: Otto studies its endgames in the background, the strip over the board's corner.
    shot("75-otto-studies-oware", Start::OttoStudies),
    Shot {
        hover: Some(1),
        ..shot("76-sungka-hover-capture", Start::Position(SUNGKA_CAPTURE))
    },
    Shot {
        moves: &[1],
        moment: Moment::Landed(1.5),
        ..shot(
            "77-sungka-capture-seed-stays",
            Start::Position(SUNGKA_CAPTURE),
        )
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(SUNGKA_DRAFT),
        ..shot("78-new-game-sungka", new(OTTO, 4))
    },
    // The same capture under way: the facing hole's stones leave it one after another for the store.
    Shot {
        moves: &[1],
        moment: Moment::Capturing(0.3),
        ..shot(
            "79-sungka-capture-in-flight",
            Start::Position(SUNGKA_CAPTURE),
        )
    },
    // The same board drawn with the stores on the right (Settings), as some Philippine boards are, the Rules
    // tab saying so; the hover preview shows the capture where the hole is drawn.
    Shot {
        hover: Some(1),
        relay_store_right: true,
        tab: Tab::Rules,
        ..shot(
            "80-sungka-stores-on-the-right",
            Start::Position(SUNGKA_CAPTURE),
        )
    },
    // Ô ăn quan: the pointer on square 3's left half: the chevron of the way, where the last citizen lands, the
    // square it lifts from and sows on, and what it takes.
    Shot {
        hover: Some(8),
        ..shot("81-oanquan-hover-left", Start::Position(QUAN_START))
    },
    // The rules tab's chain under way: the mandarin in South's tray, and then North's square 2 taken, its
    // citizens flying after it one after another...
    Shot {
        moves: &[2],
        moment: Moment::Capturing(0.8),
        ..shot("82-oanquan-chain-in-flight", Start::Position(QUAN_CHAIN))
    },
    // ...and taken: the mandarin and North's 4 citizens in the tray, worth 14, the rules tab beside it.
    Shot {
        moves: &[2],
        moment: Moment::Landed(1.0),
        tab: Tab::Rules,
        ..shot("83-oanquan-chain-taken", Start::Position(QUAN_CHAIN))
    },
    // A square picked with its digit key, both ways offered, the line under the board saying which keys sow it.
    Shot {
        picked: Some(4),
        ..shot("84-oanquan-square-picked", Start::Position(QUAN_START))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(QUAN_DRAFT),
        ..shot("85-new-game-oanquan", new(OTTO, 4))
    },
    // Ô ăn quan's lesson, its first step: square 3 sown the other way (to the right) is explained, not played.
    Shot {
        moves: &[3],
        ..shot("86-lesson-oanquan-wrong-way", Start::Lesson(8))
    },
    // Sungka's lesson, its first step done: the relay ended in the store.
    Shot {
        moves: &[2],
        ..shot("87-lesson-sungka-told", Start::Lesson(7))
    },
    // Played from the keyboard alone: Tab on pit 3's node, its ring round the pit; Enter or a screen reader's
    // action plays it.
    Shot {
        focus: Some(3),
        ..shot("88-keyboard-focus-on-a-pit", new(OTTO, 4))
    },
    // Ô ăn quan's square 3 reached with Tab, on the node that sows it to the left.
    Shot {
        focus: Some(8),
        ..shot("89-keyboard-focus-on-a-square", Start::Position(QUAN_START))
    },
];

/// Oware against Otto's Hard, the person first.
pub(super) const OWARE_HARD: Setup = Setup {
    opponent: Opponent::Computer(Level::Hard),
    rules: mancala_engine::OWARE,
    ..KALAH_DRAFT
};

/// Otto's study as the gallery shows it: the 20-seed table kept, most of the way to 22.
pub(super) const STUDIED: mancala_engine::endgame::Studied = mancala_engine::endgame::Studied {
    kept: 20,
    target: 22,
    done: 0.42,
};

/// A game of Kalah against Otto at the player's level (the rung is picked when it starts).
pub(super) const AT_MY_LEVEL: Setup = Setup {
    opponent: Opponent::Computer(Level::Rung(0)),
    ..KALAH_DRAFT
};

/// The stats after a dozen games against Otto, at his levels and at the player's, rated game by game as the
/// window rates them.
pub(super) fn at_my_level_stats() -> crate::data::stats::Stats {
    use crate::data::stats::{Kind, Stats};
    let games = [
        (Level::Medium, Some(Side::North)),
        (Level::Medium, Some(Side::North)),
        (Level::Easy, Some(Side::South)),
        (Level::Medium, Some(Side::South)),
        (Level::Medium, None),
        (Level::Rung(5), Some(Side::South)),
        (Level::Rung(6), Some(Side::North)),
        (Level::Rung(5), Some(Side::South)),
        (Level::Rung(6), Some(Side::South)),
        (Level::Rung(7), Some(Side::North)),
        (Level::Rung(6), Some(Side::North)),
        (Level::Rung(5), Some(Side::South)),
    ];
    let mut stats = Stats::default();
    for (margin, (level, winner)) in (2..).step_by(3).zip(games) {
        let margin = if winner == Some(Side::North) {
            -margin
        } else {
            margin
        };
        stats.count(Kind::against(level), winner, margin);
        stats.rate_against_otto(mancala_engine::KALAH, level, winner);
    }
    stats
}

/// The sowings before the gallery's explorer shot.
pub(super) const EXPLORED_AFTER: [u8; 1] = [3];

/// The player's finished games as the explorer shot's history holds them: openings from the start, each played
/// out by both sides' first legal pit (or resigned), against Otto.
pub(super) fn explorer_history() -> crate::data::history::History {
    use mancala_engine::{Ending, Record};
    let openings: [(&[u8], Option<Side>); 9] = [
        (&[3, 6], None),
        (&[3, 6], Some(Side::North)),
        (&[3, 1], None),
        (&[3, 6, 4], Some(Side::South)),
        (&[3, 2], Some(Side::North)),
        (&[1], None),
        (&[6], Some(Side::South)),
        (&[3, 6, 1], None),
        (&[3, 5], Some(Side::North)),
    ];
    let mut history = crate::data::history::History::default();
    for (opening, resigned) in openings {
        let mut moves = opening.to_vec();
        let mut position = Position::standard();
        for &pit in opening {
            position = position.play(pit).expect("a legal opening").0;
        }
        if resigned.is_none() {
            while !position.is_over() {
                let pit = position.legal_moves().next().expect("a game not over");
                position = position.play(pit).expect("a legal pit").0;
                moves.push(pit);
            }
        }
        let mut record = Record::new(Position::standard(), moves).expect("legal moves");
        record.level = Some(Level::Medium);
        record.players = BySide::new("Ada".to_string(), "Otto".to_string());
        if let Some(side) = resigned {
            record.ending = Ending::Resigned(side);
        }
        history.keep(&record);
    }
    history
}

/// The server's counts for the explorer shot's position, as a busy server might have them.
pub(super) fn explorer_online() -> (String, Vec<mancala_protocol::protocol::Explored>) {
    let position = EXPLORED_AFTER
        .iter()
        .fold(Position::standard(), |position, &pit| {
            position.play(pit).expect("a legal pit").0
        });
    let counts = [
        (1, 1204, 598, 71, 535),
        (2, 311, 140, 12, 159),
        (4, 388, 171, 25, 192),
        (5, 902, 430, 58, 414),
        (6, 5120, 2841, 266, 2013),
    ];
    let moves = counts
        .iter()
        .map(
            |&(pit, games, wins, draws, losses)| mancala_protocol::protocol::Explored {
                pit,
                games,
                wins,
                draws,
                losses,
            },
        )
        .collect();
    (position.to_string(), moves)
}

/// The player as the explorer shot's server welcomed them.
pub(super) fn explorer_seat() -> Seat {
    Seat {
        id: PlayerId::numbered(41),
        name: "Ada".to_string(),
        rating: 1662,
        provisional: false,
        bot: false,
    }
}
