//! Online play in the game without a window: the headless app plays whole games against a second client
//! through a real server on 127.0.0.1, over real sockets, with the same intents a click sends; the server is
//! stopped and started again mid-game and the app's line comes back by itself with the game as the server
//! kept it; a server hosted inside the game takes a friend's join. And the addresses a player types.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use mancala::app::board::sowing::{Animation, SkipAnimation};
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::data::storage::Folders;
use mancala::app::online::host::{Host, HostCommand};
use mancala::app::online::online_dialog::OnlineDraft;
use mancala::app::online::session::OnlineCommand;
use mancala::app::online::state::{Online, Problem, Waiting};
use mancala::app::turn::game::{Game, PlayPit, SowingOnScreen};
use mancala::app::voice::announcer::Announcement;
use mancala::engine::{KALAH, OAN_QUAN, Position, Rules, Side};
use mancala::server::client::{Address, Connection, Event, Link, Who};
use mancala::server::protocol::{Code, Control, Reply, Request};
use mancala::server::{Clock, Config, Reach, Running, ServerLimits, start};

use crate::headless::{TWO_PLAYERS, headless_game};

pub(crate) fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(crate) async fn serve(listen: std::net::SocketAddr, database: &str) -> Running {
    serve_site(listen, database, None).await
}

/// A server that serves the browser game's folder `site` too.
pub(crate) async fn serve_site(
    listen: std::net::SocketAddr,
    database: &str,
    site: Option<std::path::PathBuf>,
) -> Running {
    start(
        Config {
            listen,
            database: database.to_string(),
            limits: ServerLimits::default(),
            tls: None,
            reach: Reach::Public,
            trusted_proxies: Vec::new(),
            schedule: Vec::new(),
            site,
        },
        Clock::real(),
    )
    .await
    .unwrap()
}

/// A real server on 127.0.0.1 over an SQLite file in a fresh folder, and the runtime it runs on.
pub(crate) struct Served {
    runtime: tokio::runtime::Runtime,
    server: Running,
    pub(crate) host: String,
    dir: std::path::PathBuf,
}

impl Served {
    pub(crate) fn start(name: &str) -> Served {
        Served::with_site(name, None)
    }

    /// A server that serves the browser game's folder `site` too.
    pub(crate) fn with_site(name: &str, site: Option<std::path::PathBuf>) -> Served {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let dir = folder(name);
        let database = format!("sqlite://{}?mode=rwc", dir.join("server.db").display());
        let server = runtime.block_on(serve_site("127.0.0.1:0".parse().unwrap(), &database, site));
        let host = server.address.to_string();
        Served {
            runtime,
            server,
            host,
            dir,
        }
    }

    pub(crate) fn stop(self) {
        self.runtime.block_on(self.server.stop());
        let _ = std::fs::remove_dir_all(self.dir);
    }
}

/// Frames (each sowing's animation skipped, as a player who clicks again) until `done`, for up to 20 s of
/// real time: the network is real.
pub(crate) fn frames_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let began = Instant::now();
    while !done(app) {
        assert!(
            began.elapsed() < Duration::from_secs(20),
            "timed out waiting for {what}; the line {:?}, the problem {:?}, {} sowings",
            online(app).link,
            online(app).problem,
            sowings(app)
        );
        if app.world().resource::<Animation>().is_playing() {
            app.world_mut().write_message(SkipAnimation);
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The second player: a plain client of the protocol, keeping the game as the server tells it.
pub(crate) struct Friend {
    pub(crate) line: Connection,
    pub(crate) game: Option<(mancala::server::ids::GameId, Side, Position, u32)>,
    over: Option<Reply>,
    /// The token the server gave, once welcomed.
    pub(crate) token: Option<String>,
    /// The code of the private game it made.
    pub(crate) code: Option<String>,
}

impl Friend {
    pub(crate) fn connect(host: &str, name: &str) -> Friend {
        let address = Address::parse(host).unwrap();
        let who = Who {
            token: None,
            name: name.to_string(),
        };
        Friend {
            line: Connection::open(address, who, || {}).unwrap(),
            game: None,
            over: None,
            token: None,
            code: None,
        }
    }

    /// Makes a private arena of 30 minutes of 3+2 that starts in `starts_in` seconds: its code and id.
    fn make_arena(
        &self,
        name: &str,
        starts_in: u32,
    ) -> (String, mancala::server::ids::TournamentId) {
        self.line.send(Request::CreateTournament {
            name: name.to_string(),
            system: mancala::server::protocol::SystemName::Arena,
            minutes: Some(30),
            rounds: None,
            misses_allowed: None,
            rules: "kalah".to_string(),
            control: Control::Blitz,
            starts_in,
        });
        let began = Instant::now();
        loop {
            if let Some(Event::Reply(Reply::Tournament(view))) =
                self.line.next_event(Duration::from_millis(10))
            {
                return (view.code.unwrap().to_string(), view.summary.tournament);
            }
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "no page for {name}"
            );
        }
    }

    /// Joins the game of `code` and waits until it is seated.
    pub(crate) fn join(&mut self, code: &str) {
        self.line.send(Request::Join {
            code: code.to_string(),
        });
        let began = Instant::now();
        while !self.take(|friend| friend.game.is_some()) {
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "the friend never sat down"
            );
        }
    }

    /// Waits until `want` has happened, for up to 20 s.
    pub(crate) fn wait_for(&mut self, what: &str, want: impl Fn(&Friend) -> bool) {
        let began = Instant::now();
        while !self.take(&want) {
            assert!(began.elapsed() < Duration::from_secs(20), "no {what}");
        }
    }

    /// Takes in what came; whether `want` has happened.
    pub(crate) fn take(&mut self, want: impl Fn(&Friend) -> bool) -> bool {
        while let Some(event) = self.line.next_event(Duration::from_millis(1)) {
            match event {
                Event::Reply(Reply::Game {
                    game,
                    you,
                    position,
                    moves,
                    ..
                }) => {
                    self.game = Some((game, you, position.parse().unwrap(), moves.len() as u32));
                }
                Event::Reply(Reply::Moved { position, ply, .. }) => {
                    if let Some(game) = &mut self.game {
                        game.2 = position.parse().unwrap();
                        game.3 = ply + 1;
                    }
                }
                Event::Reply(over @ Reply::Over { .. }) => self.over = Some(over),
                Event::Reply(Reply::Welcome {
                    token: Some(token), ..
                }) => self.token = Some(token.secret().to_string()),
                Event::Reply(Reply::Created { code, .. }) => self.code = Some(code.to_string()),
                Event::Reply(Reply::Error { code, message }) => {
                    panic!("the friend was refused: {code:?} {message}")
                }
                _ => {}
            }
        }
        want(self)
    }

    /// Its sowing when it is its turn: the first legal pit.
    pub(crate) fn play_if_its_turn(&mut self) -> bool {
        let Some((game, side, position, ply)) = self.game else {
            return false;
        };
        if position.is_over() || position.to_move() != side || self.over.is_some() {
            return false;
        }
        let pit = position.legal_moves().next().unwrap();
        self.line.send(Request::Play { game, ply, pit });
        // Told back before it counts.
        let began = Instant::now();
        while !self.take(|friend| friend.game.as_ref().is_some_and(|g| g.3 > ply)) {
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "the friend's sowing was not told back"
            );
        }
        true
    }
}

pub(crate) fn app_with_folders(name: &str) -> App {
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    let dir = folder(name);
    app.insert_resource(Folders {
        config: dir.join("config"),
        data: dir.join("data"),
    });
    app
}

/// Ada, the app, connects to `host` and creates a private game of `rules` on `pits` of `seeds`: its code.
pub(crate) fn app_creates_a_game(
    app: &mut App,
    host: &str,
    rules: Rules,
    (pits, seeds): (u8, u8),
    control: Control,
) -> String {
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.to_string(),
        name: "Ada".to_string(),
    });
    frames_until(app, "the welcome", |app| online(app).me.is_some());
    app.world_mut().write_message(OnlineCommand::Create {
        pie: false,
        rules,
        pits,
        seeds,
        control,
    });
    frames_until(app, "a code", |app| {
        matches!(online(app).waiting, Waiting::Code { .. })
    });
    let Waiting::Code { code, .. } = online(app).waiting.clone() else {
        unreachable!()
    };
    code
}

pub(crate) fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

/// The board's end is the one the server told the friend, seen from the app's side; that side.
fn assert_the_end_is_the_servers(app: &App, friend: &Friend) -> Side {
    let Some(Reply::Over { result, .. }) = friend.over.clone() else {
        unreachable!()
    };
    let finish = app.world().resource::<Game>().finish().unwrap();
    let ada_side = online(app).game.as_ref().unwrap().you;
    assert_eq!(
        (finish.score.south, finish.score.north),
        (result.score[ada_side], result.score[ada_side.opponent()]),
        "the board's end is the server's"
    );
    ada_side
}

fn sowings(app: &App) -> usize {
    app.world().resource::<Game>().moves_played().len()
}

/// The app's sowing when it is its turn, through the intent a click sends; the first legal pit.
fn app_plays_if_its_turn(app: &mut App) -> bool {
    // A click while a sowing is on the screen only skips it, as in a game against Otto.
    frames_until(app, "the board at rest", |app| {
        !app.world().resource::<SowingOnScreen>().0
    });
    let game = app.world().resource::<Game>();
    if !game.awaits_person() || online(app).sent {
        return false;
    }
    let pit = game.position.legal_moves().next().unwrap();
    let before = sowings(app);
    app.world_mut().write_message(PlayPit(pit));
    frames_until(app, "the app's sowing told back", |app| {
        sowings(app) > before
    });
    true
}

#[test]
fn a_game_made_on_a_server_with_the_browser_game_has_a_friend_link_the_window_joins_by() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = folder("link");
    let site = dir.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html>").unwrap();
    let database = format!("sqlite://{}?mode=rwc", dir.join("server.db").display());
    let server = runtime.block_on(serve_site(
        "127.0.0.1:0".parse().unwrap(),
        &database,
        Some(site),
    ));
    let host = server.address.to_string();
    let mut ada = app_with_folders("link-ada");
    let code = app_creates_a_game(&mut ada, &host, KALAH, (6, 4), Control::Blitz);
    let Waiting::Code { line, link, .. } = online(&ada).waiting.clone() else {
        unreachable!()
    };
    assert_eq!(line, format!("mancala://{host}/{code}"));
    let link = link.expect("a friend link from a server that serves the browser game");
    assert_eq!(link, format!("http://{host}/join/{code}"));
    // The friend pastes the link into the window: it joins the game, and both boards have it.
    let mut bo = app_with_folders("link-bo");
    bo.world_mut().write_message(OnlineCommand::Connect {
        address: link,
        name: "Bo".to_string(),
    });
    for (app, who) in [(&mut bo, "Bo's board"), (&mut ada, "Ada's board")] {
        frames_until(app, who, |app| online(app).game.is_some());
    }
    // A third friend's link to a game that is not there, then to the full one: each refusal said in words of
    // the player's language (the link's page shows them), not the server's English.
    let mut cy = app_with_folders("link-cy");
    for (code, refused) in [("ZZZZZZZZZZ", Code::NoGame), (code.as_str(), Code::Closed)] {
        cy.world_mut().write_message(OnlineCommand::Connect {
            address: format!("http://{host}/join/{code}"),
            name: "Cy".to_string(),
        });
        frames_until(
            &mut cy,
            "the refusal",
            |app| matches!(&online(app).problem, Some(Problem::Refused(code, _)) if *code == refused),
        );
        let problem = online(&cy).problem.clone().unwrap();
        let Problem::Refused(_, servers_words) = &problem else {
            unreachable!()
        };
        for language in Language::ALL {
            let words = problem.words(&Texts::new(language));
            assert_ne!(&words, servers_words, "{language:?}");
            assert!(words.len() > 30, "{language:?}: {words}");
        }
        cy.world_mut().resource_mut::<Online>().problem = None;
    }
    runtime.block_on(server.stop());
}

#[test]
fn the_app_plays_a_whole_online_game_and_comes_back_after_the_server_restarts() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = folder("whole");
    let database = format!("sqlite://{}?mode=rwc", dir.join("server.db").display());
    let mut server = Some(runtime.block_on(serve("127.0.0.1:0".parse().unwrap(), &database)));
    let address = server.as_ref().unwrap().address;
    let host = address.to_string();

    let mut app = app_with_folders("whole-app");
    let code = app_creates_a_game(&mut app, &host, KALAH, (6, 4), Control::Blitz);
    let Waiting::Code { line, .. } = online(&app).waiting.clone() else {
        unreachable!()
    };
    assert_eq!(line, format!("mancala://{host}/{code}"));

    let mut friend = Friend::connect(&host, "Bo");
    friend.join(&code);
    frames_until(&mut app, "the game on the board", |app| {
        online(app).game.is_some()
    });
    {
        let game = app.world().resource::<Game>();
        assert_eq!(
            game.remote_side(),
            Some(Side::North),
            "the opponent sits at the top"
        );
        assert_eq!(game.opponent_name(), "Bo");
        let online = online(&app);
        let shown = online.game.as_ref().unwrap();
        assert_eq!(shown.opponent.name, "Bo");
        assert_eq!(shown.control, Control::Blitz);
        assert_ne!(
            shown.clocks.running, None,
            "a clock runs from the first sowing's turn"
        );
    }

    let mut restarted = false;
    let mut rounds = 0;
    // A screen reader hears the opponent's sowings by their name.
    let mut heard_bo = false;
    while friend.over.is_none() {
        rounds += 1;
        assert!(rounds < 2_000, "the game never ended");
        let told = &app.world().resource::<Announcement>().text;
        heard_bo |= told.starts_with("Bo sowed pit ");
        let played = app_plays_if_its_turn(&mut app) | friend.play_if_its_turn();
        if !played {
            friend.take(|_| false);
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        if !restarted && sowings(&app) >= 6 {
            // The server goes away mid-game and comes back on the same port over the same database.
            restarted = true;
            let laid_out = app.world().resource::<Game>().generation;
            let played = sowings(&app);
            runtime.block_on(server.take().unwrap().stop());
            server = Some(runtime.block_on(serve(address, &database)));
            frames_until(&mut app, "the line dropped", |app| {
                matches!(online(app).link, Some(Link::Retrying { .. }))
            });
            // Back, with the game laid out afresh as the server gave it back.
            frames_until(&mut app, "the line back", |app| {
                online(app).link == Some(Link::Online)
                    && app.world().resource::<Game>().generation > laid_out
            });
            assert_eq!(sowings(&app), played, "nothing was lost with the line");
        }
    }
    frames_until(&mut app, "the end on the board", |app| {
        app.world().resource::<Game>().is_finished()
            && online(app).game.as_ref().is_some_and(|g| g.over.is_some())
    });
    assert!(heard_bo, "no sowing of Bo's was told");
    let ada_side = assert_the_end_is_the_servers(&app, &friend);
    let (_, bo_side, position, _) = friend.game.unwrap();
    assert_eq!(bo_side, ada_side.opponent());
    let shown = app.world().resource::<Game>().position;
    // As text: the server's position text does not count the sowings.
    let shown = match ada_side {
        Side::North => shown.mirrored(),
        Side::South => shown,
    };
    assert_eq!(shown.to_string(), position.to_string());
    // The rematch: asked by both, a new game with the sides swapped.
    app.world_mut().write_message(OnlineCommand::Rematch);
    app.update();
    friend.line.send(Request::Rematch {
        game: friend.game.unwrap().0,
    });
    frames_until(&mut app, "the rematch", |app| {
        online(app)
            .game
            .as_ref()
            .is_some_and(|game| game.over.is_none() && game.you != ada_side)
    });
    assert_eq!(sowings(&app), 0);
    drop(friend);
    runtime.block_on(server.take().unwrap().stop());
}

/// Ô ăn quan online from the window: the app creates a room of it, sows squares both ways through the intent a
/// click sends (the last legal move: a square to the left when there is one), and the board's end is the
/// server's, seen from the app's side.
#[test]
fn the_app_plays_a_whole_oan_quan_game_online() {
    let served = Served::start("oanquan");
    let host = served.host.clone();
    let mut app = app_with_folders("oanquan-app");
    let code = app_creates_a_game(&mut app, &host, OAN_QUAN, (5, 5), Control::Untimed);
    let mut friend = Friend::connect(&host, "Bo");
    friend.join(&code);
    frames_until(&mut app, "the game on the board", |app| {
        online(app).game.is_some()
    });
    assert!(app.world().resource::<Game>().position.rules().is_quan());
    let mut leftward = 0;
    let mut rounds = 0;
    while friend.over.is_none() {
        rounds += 1;
        assert!(rounds < 2_000, "the game never ended");
        let mut played = friend.play_if_its_turn();
        frames_until(&mut app, "the board at rest", |app| {
            !app.world().resource::<SowingOnScreen>().0
        });
        let game = app.world().resource::<Game>();
        if game.awaits_person() && !online(&app).sent && !game.is_finished() {
            let mv = game.position.legal_moves().last().unwrap();
            leftward += usize::from(mv > 5);
            let before = sowings(&app);
            app.world_mut().write_message(PlayPit(mv));
            frames_until(&mut app, "the app's sowing told back", |app| {
                sowings(app) > before
            });
            played = true;
        }
        if !played {
            friend.take(|_| false);
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    assert!(leftward > 0, "the app sowed to the left");
    frames_until(&mut app, "the end on the board", |app| {
        app.world().resource::<Game>().is_finished()
            && online(app).game.as_ref().is_some_and(|g| g.over.is_some())
    });
    assert_the_end_is_the_servers(&app, &friend);
    drop(friend);
    served.stop();
}

#[test]
fn a_server_hosted_in_the_game_takes_a_friend() {
    let mut app = app_with_folders("hosted");
    app.world_mut().resource_mut::<OnlineDraft>().name = "Ada".to_string();
    app.world_mut().write_message(HostCommand::Start);
    frames_until(&mut app, "the hosted server", |app| {
        matches!(app.world().resource::<Host>(), Host::On(_))
    });
    frames_until(&mut app, "a code to give", |app| {
        matches!(online(app).waiting, Waiting::Code { .. })
    });
    let Waiting::Code { code, line, link } = online(&app).waiting.clone() else {
        unreachable!()
    };
    assert_eq!(link, None, "a server hosted here serves no browser game");
    let Host::On(hosted) = app.world().resource::<Host>() else {
        unreachable!()
    };
    let address = hosted.address();
    assert!(line.ends_with(&format!("{address}/{code}")), "{line}");
    let folders = app.world().resource::<Folders>().clone();
    assert!(
        folders.data.join("server.db").exists(),
        "the hosted server keeps its games in the data folder"
    );
    let mut friend = Friend::connect(&address, "Bo");
    friend.join(&code);
    frames_until(&mut app, "the game on the board", |app| {
        online(app).game.is_some()
    });
    app.world_mut().write_message(HostCommand::Stop);
    app.update();
    assert!(matches!(app.world().resource::<Host>(), Host::Off));
}

#[test]
fn a_bad_address_is_said_and_nothing_starts() {
    let mut app = app_with_folders("bad");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: "ftp://example.org".to_string(),
        name: "Ada".to_string(),
    });
    app.update();
    let online = online(&app);
    assert!(!online.is_connected());
    assert!(matches!(&online.problem, Some(Problem::Said(why)) if why.contains("ftp://")));
}

#[test]
fn addresses_read_as_a_player_types_them() {
    let read = |text: &str| Address::parse(text).unwrap();
    assert_eq!(read("127.0.0.1:7990").url, "ws://127.0.0.1:7990/v1/ws");
    assert_eq!(read("example.org").url, "ws://example.org:7878/v1/ws");
    assert_eq!(read("wss://example.org").url, "wss://example.org/v1/ws");
    assert_eq!(read("ws://[::1]:8000").url, "ws://[::1]:8000/v1/ws");
    let shared = read("mancala://192.168.1.5:7990/ABCDE12345");
    assert_eq!(shared.url, "ws://192.168.1.5:7990/v1/ws");
    assert_eq!(shared.code.as_deref(), Some("ABCDE12345"));
    assert_eq!(
        shared.share_line("ABCDE12345"),
        "mancala://192.168.1.5:7990/ABCDE12345"
    );
    assert_eq!(read(" 10.0.0.2:9 ").host, "10.0.0.2:9");
    for bad in [
        "",
        "ftp://example.org",
        "host:port",
        "mancala:///CODE",
        "a b:1",
    ] {
        assert!(Address::parse(bad).is_err(), "{bad:?} is no address");
    }
}

#[test]
fn a_friend_link_is_read_as_its_server_and_code_and_made_from_them() {
    let read = |text: &str| Address::parse(text).unwrap();
    let public = read("https://play.example.org/join/ABCDE12345");
    assert_eq!(public.url, "wss://play.example.org/v1/ws");
    assert_eq!(public.code.as_deref(), Some("ABCDE12345"));
    assert_eq!(public.key(), read("wss://play.example.org").key());
    assert_eq!(
        public.friend_link("ABCDE12345"),
        "https://play.example.org/join/ABCDE12345"
    );
    let nearby = read("http://192.168.1.5:7990/join/ABCDE12345?from=chat");
    assert_eq!(nearby.url, "ws://192.168.1.5:7990/v1/ws");
    assert_eq!(nearby.code.as_deref(), Some("ABCDE12345"));
    assert_eq!(
        nearby.share_line("ABCDE12345"),
        "mancala://192.168.1.5:7990/ABCDE12345"
    );
    assert_eq!(
        read("mancala://192.168.1.5:7990/ABCDE12345").friend_link("ABCDE12345"),
        "http://192.168.1.5:7990/join/ABCDE12345"
    );
    // The site's own address is its server's; the web's ports are left out of a link made from it.
    let site = read("http://example.org");
    assert_eq!(
        (site.url.as_str(), site.code.as_deref()),
        ("ws://example.org:80/v1/ws", None)
    );
    assert_eq!(site.friend_link("X"), "http://example.org/join/X");
    assert_eq!(
        read("wss://example.org:443").friend_link("X"),
        "https://example.org/join/X"
    );
    for no_code in [
        "https://example.org/",
        "https://example.org/join/",
        "https://example.org/rules",
    ] {
        assert_eq!(read(no_code).code, None, "{no_code}");
    }
}

#[test]
fn tokens_are_kept_by_scheme_and_host_and_old_keys_find_their_scheme() {
    use mancala::app::online::keep::scheme_of_old_key;
    let read = |text: &str| Address::parse(text).unwrap();
    assert_ne!(
        read("wss://example.org").key(),
        read("ws://example.org").key()
    );
    assert_eq!(read("example.org").key(), "ws://example.org:7878");
    // Keys written before the scheme was kept: a port was written for every plain server.
    assert_eq!(scheme_of_old_key("example.org"), "wss");
    assert_eq!(scheme_of_old_key("example.org:443"), "wss");
    assert_eq!(scheme_of_old_key("192.168.1.5:7990"), "ws");
    assert_eq!(scheme_of_old_key("[::1]"), "wss");
}

#[cfg(unix)]
#[test]
fn a_private_file_is_never_readable_by_others_even_over_a_left_temporary() {
    use mancala::files::{Access, write_atomically_as};
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("mancala-private-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("online.ron");
    // A temporary a crash left, readable by all, where the next write puts its own.
    let temporary = dir.join(format!("online.ron.{}.tmp", std::process::id()));
    std::fs::write(&temporary, "old").unwrap();
    std::fs::set_permissions(&temporary, std::fs::Permissions::from_mode(0o644)).unwrap();
    // And an old file readable by all, which the write replaces.
    std::fs::write(&path, "old").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
    write_atomically_as(&path, &[b"tokens"], Access::Private).unwrap();
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "tokens");
    let _ = std::fs::remove_dir_all(dir);
}

/// A challenge sent to the app's player shows in its standings; the player's Accept (the dialog's request)
/// begins the game on the board, and the challenge leaves the list.
#[test]
fn a_challenge_to_the_app_is_shown_and_accepting_it_begins_the_game() {
    let served = Served::start("challenge");
    let host = served.host.clone();
    let mut app = app_with_folders("challenge-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    let ada = online(&app).me.as_ref().unwrap().id;
    let mut friend = Friend::connect(&host, "Bo");
    friend.line.send(Request::Challenge {
        pie: false,
        player: ada,
        rules: "oware".into(),
        pits: Some(6),
        seeds: Some(4),
        control: Control::Rapid,
        ranked: false,
    });
    frames_until(&mut app, "the challenge", |app| {
        !online(app).standings.challenges.is_empty()
    });
    let challenge = online(&app).standings.challenges[0].clone();
    assert_eq!((challenge.to, challenge.rules.as_str()), (ada, "oware"));
    assert!(challenge.from.name.starts_with("Bo"));
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::AcceptChallenge {
            challenge: challenge.challenge,
        }));
    frames_until(&mut app, "the challenge's game", |app| {
        online(app).game.is_some() && online(app).standings.challenges.is_empty()
    });
    let shown = online(&app).game.clone().unwrap();
    assert_eq!((shown.control, shown.ranked), (Control::Rapid, false));
    let began = Instant::now();
    while !friend.take(|friend| friend.game.is_some()) {
        assert!(
            began.elapsed() < Duration::from_secs(20),
            "Bo's game never began"
        );
    }
    served.stop();
}

/// Two people play; the app, alone, lists their game, watches it on the TV (the board laid out as the server
/// shows it, read-only: a click sends nothing), follows their next sowing, and stops watching.
#[test]
fn the_app_watches_a_game_on_the_tv_and_cannot_play_in_it() {
    let served = Served::start("watch");
    let host = served.host.clone();
    let mut players = [Friend::connect(&host, "Bo"), Friend::connect(&host, "Cy")];
    for player in &mut players {
        player.line.send(Request::Seek {
            ranked: false,
            control: Control::Rapid,
            rules: "kalah".into(),
        });
    }
    let began = Instant::now();
    while !players.iter_mut().all(|p| p.take(|p| p.game.is_some())) {
        assert!(began.elapsed() < Duration::from_secs(20), "never paired");
    }
    // One sowing, by whichever player's turn it is (each first takes in what the server told it).
    let play = |players: &mut [Friend; 2]| {
        let began = Instant::now();
        loop {
            for player in players.iter_mut() {
                player.take(|_| false);
            }
            if players.iter_mut().any(Friend::play_if_its_turn) {
                break;
            }
            assert!(began.elapsed() < Duration::from_secs(20), "nobody's turn");
        }
    };
    for _ in 0..3 {
        play(&mut players);
    }
    let mut app = app_with_folders("watch-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host,
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::Games {}));
    frames_until(&mut app, "the games in play", |app| {
        online(app).standings.games.is_some()
    });
    let games = online(&app).standings.games.clone().unwrap();
    let id = players[0].game.unwrap().0;
    assert_eq!(games.iter().map(|live| live.game).collect::<Vec<_>>(), [id]);
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::Tv {}));
    frames_until(&mut app, "the TV's game", |app| online(app).game.is_some());
    let watched = online(&app).game.clone().unwrap();
    assert_eq!(
        (watched.id, watched.watching.map(|w| w.tv)),
        (id, Some(true))
    );
    // The sowings so far, as the one who sowed last heard them.
    let ply = players.iter().map(|p| p.game.unwrap().3).max().unwrap() as usize;
    assert_eq!(sowings(&app), ply, "a casual game is shown as it stands");
    let game = app.world().resource::<Game>();
    assert!(game.watched.is_some() && !game.awaits_person());
    // A click on a pit sends nothing: the game is theirs.
    let pit = game.position.legal_moves().next().unwrap();
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    assert!(!online(&app).sent);
    play(&mut players);
    frames_until(&mut app, "their next sowing", |app| sowings(app) > ply);
    app.world_mut().write_message(OnlineCommand::StopWatching);
    frames_until(&mut app, "the watch let go", |app| {
        online(app).game.is_none()
    });
    let game = app.world().resource::<Game>();
    assert!(game.watched.is_none() && game.remote_side().is_none());
    served.stop();
}

/// Two games by correspondence: the app lists both (whose move each is), the later one on the board; Open (the
/// `resume` the Play tab sends) brings the other to the board; a sowing in the game not shown updates its line.
#[test]
fn the_app_lists_its_games_by_correspondence_and_opens_another() {
    let served = Served::start("mine");
    let host = served.host.clone();
    let mut app = app_with_folders("mine-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    let mut friends = Vec::new();
    for (index, name) in ["Bo", "Cy"].into_iter().enumerate() {
        app.world_mut().write_message(OnlineCommand::Create {
            pie: false,
            rules: KALAH,
            pits: 6,
            seeds: 4,
            control: Control::ThreeDays,
        });
        frames_until(&mut app, "a code", |app| {
            matches!(online(app).waiting, Waiting::Code { .. })
        });
        let Waiting::Code { code, .. } = online(&app).waiting.clone() else {
            unreachable!()
        };
        let mut friend = Friend::connect(&host, name);
        friend.join(&code);
        frames_until(&mut app, "the game listed", |app| {
            online(app).my_games.len() == index + 1
        });
        friends.push(friend);
    }
    let ids: Vec<_> = friends.iter().map(|f| f.game.unwrap().0).collect();
    let listed: Vec<_> = online(&app).my_games.iter().map(|g| g.id).collect();
    assert_eq!(listed, ids);
    assert_eq!(
        online(&app).game.as_ref().unwrap().id,
        ids[1],
        "the later one shown"
    );
    for (mine, friend) in online(&app).my_games.iter().zip(&friends) {
        let (_, side, position, _) = friend.game.unwrap();
        assert_eq!(mine.your_move, position.to_move() != side, "{mine:?}");
    }
    // Ada sows in the game on the board (Cy's) until it is Cy's turn there.
    while app.world().resource::<Game>().awaits_person() {
        app_plays_if_its_turn(&mut app);
    }
    assert!(!online(&app).my_games[1].your_move, "Cy's move now");
    // Open the first: the server gives it back and the board shows it.
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::Resume { game: ids[0] }));
    frames_until(&mut app, "the first game on the board", |app| {
        online(app).game.as_ref().is_some_and(|g| g.id == ids[0])
    });
    let shown = app.world().resource::<Game>();
    assert_eq!(shown.awaits_person(), online(&app).my_games[0].your_move);
    // Cy sows in the game no longer shown: its line follows, and the board keeps the game opened.
    let cy = &mut friends[1];
    let began = Instant::now();
    while !cy.play_if_its_turn() {
        cy.take(|_| false);
        assert!(
            began.elapsed() < Duration::from_secs(20),
            "Cy's turn never came"
        );
    }
    let (_, side, position, _) = cy.game.unwrap();
    let expected = position.to_move() != side;
    frames_until(&mut app, "the sowing noted", |app| {
        online(app).my_games[1].your_move == expected
    });
    assert_eq!(online(&app).game.as_ref().unwrap().id, ids[0]);
    drop(friends);
    served.stop();
}

/// A friend's private arena: the app joins it by its code through the Tournaments tab's request, shows its
/// page (both players in it, the app's place marked joined), and going back to the list lets the page go though
/// the server sends it again.
#[test]
fn the_app_joins_a_private_arena_by_its_code_and_leaves_its_page() {
    let served = Served::start("arena");
    let host = served.host.clone();
    let mut app = app_with_folders("arena-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    let bo = Friend::connect(&host, "Bo");
    let (code, _) = bo.make_arena("Bo's arena", 600);
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::JoinTournament {
            tournament: None,
            code: Some(code.to_lowercase()),
        }));
    frames_until(&mut app, "the page", |app| {
        online(app).standings.tournament.is_some()
    });
    let page = online(&app).standings.tournament.clone().unwrap();
    assert!(page.joined);
    assert_eq!(page.summary.players, 2);
    assert_eq!(page.summary.name, "Bo's arena");
    app.world_mut()
        .write_message(OnlineCommand::CloseTournament);
    frames_until(&mut app, "the list", |app| {
        online(app).standings.tournaments.is_some()
    });
    let lists = online(&app).standings.tournaments.clone().unwrap();
    assert!(
        lists
            .upcoming
            .iter()
            .any(|s| s.tournament == page.summary.tournament)
    );
    // Bo leaves and comes back: the server sends the page to Ada again, and it stays closed.
    bo.line.send(Request::WithdrawTournament {
        tournament: page.summary.tournament,
    });
    for _ in 0..30 {
        app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(online(&app).standings.tournament.is_none());
    served.stop();
}

/// An arena that starts at once pairs the app with its maker; the app's game knows its tournament, offers
/// berserk before the first sowing, and the server's halved clock is shown once the app goes berserk.
#[test]
fn the_app_goes_berserk_in_an_arena_game() {
    let served = Served::start("berserk");
    let host = served.host.clone();
    let mut app = app_with_folders("berserk-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    let bo = Friend::connect(&host, "Bo");
    let (code, id) = bo.make_arena("Right now", 0);
    app.world_mut()
        .write_message(OnlineCommand::Ask(Request::JoinTournament {
            tournament: None,
            code: Some(code),
        }));
    frames_until(&mut app, "the arena's game", |app| {
        online(app)
            .game
            .as_ref()
            .is_some_and(|g| g.tournament == Some(id))
    });
    assert!(online(&app).game.as_ref().unwrap().may_berserk);
    // The bar says the tournament's end from its page, which the game's start keeps.
    frames_until(&mut app, "the game's tournament page", |app| {
        online(app)
            .standings
            .tournament
            .as_ref()
            .is_some_and(|page| page.summary.tournament == id && page.summary.ends.is_some())
    });
    app.world_mut().write_message(OnlineCommand::Berserk);
    frames_until(&mut app, "the halved clock", |app| {
        let clocks = online(app).game.as_ref().unwrap().clocks;
        clocks.left_ms[Side::South] <= 90_000
    });
    let game = online(&app).game.as_ref().unwrap();
    assert!(!game.may_berserk);
    assert!(
        game.clocks.left_ms[Side::North] > 170_000,
        "the opponent's is whole"
    );
    served.stop();
}

#[test]
fn under_the_pie_rule_online_the_app_takes_a_side_and_has_its_own_taken() {
    let served = Served::start("pie");
    let host = served.host.clone();
    let mut app = app_with_folders("pie-app");
    app.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome", |app| online(app).me.is_some());
    let mut friend = Friend::connect(&host, "Bo");
    friend.line.send(Request::Create {
        rules: "kalah".into(),
        pits: None,
        seeds: None,
        control: Control::Blitz,
        pie: true,
    });
    friend.wait_for("a code", |friend| friend.code.is_some());
    let code = friend.code.clone().unwrap();
    app.world_mut().write_message(OnlineCommand::Join(code));
    let mut openers = Vec::new();
    let mut last_game = None;
    for _ in 0..2 {
        frames_until(&mut app, "a game on the board", |app| {
            online(app)
                .game
                .as_ref()
                .is_some_and(|game| Some(game.id) != last_game && game.over.is_none())
        });
        let id = online(&app).game.as_ref().unwrap().id;
        friend.wait_for("the friend's game", |friend| {
            friend.game.is_some_and(|game| game.0 == id)
        });
        let opens = online(&app).game.as_ref().unwrap().you == Side::South;
        openers.push(opens);
        let you = |app: &App| online(app).game.as_ref().unwrap().you;
        if opens {
            // The app's first turn (pit 1: no extra turn); the friend takes its side.
            assert!(app_plays_if_its_turn(&mut app));
            friend.wait_for("the app's sowing", |friend| friend.game.unwrap().3 == 1);
            friend.line.send(Request::Swap { game: id, ply: 1 });
            frames_until(&mut app, "the swap told", |app| you(app) == Side::North);
            let game = app.world().resource::<Game>();
            assert!(game.awaits_person(), "the app, now North, sows on");
            assert!(!game.swap_offered());
        } else {
            // The friend's first turn; the bar's ⇅ sends the swap, and the server seats the app South.
            assert!(friend.play_if_its_turn());
            frames_until(&mut app, "the swap offered", |app| {
                let game = app.world().resource::<Game>();
                game.swap_offered() && game.awaits_person()
            });
            app.world_mut()
                .write_message(OnlineCommand::TakeTheOtherSide);
            frames_until(&mut app, "the swap told", |app| you(app) == Side::South);
            friend.wait_for("the friend told", |friend| {
                friend.game.unwrap().1 == Side::North
            });
            let game = app.world().resource::<Game>();
            assert!(!game.awaits_person() && !game.swap_offered());
            assert_eq!(
                game.moves_played().len(),
                1,
                "the first turn stays on the board"
            );
        }
        // Over at once; the rematch seats the other player first.
        app.world_mut().write_message(OnlineCommand::Resign);
        app.update();
        friend.wait_for("the end", |friend| friend.over.is_some());
        friend.over = None;
        app.world_mut().write_message(OnlineCommand::Rematch);
        app.update();
        friend.line.send(Request::Rematch { game: id });
        last_game = Some(id);
    }
    assert_ne!(openers[0], openers[1], "each opened one of the two games");
    served.stop();
}
