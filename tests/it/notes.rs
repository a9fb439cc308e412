//! "Your move" across servers and the desktop told of it, for real: two servers on 127.0.0.1, a player with a
//! game by correspondence awaiting their sowing on each; `mancala moves --notify` reads the player's tokens as
//! the window keeps them and tells a real notification daemon: dunst, on a session bus of the test's own
//! (`dbus-daemon --session`), under Xvfb, printing each notification it takes. The window's side of the same,
//! headless: the games of a server it is not connected to listed and counted, and opened there.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use mancala::app::online::elsewhere::{Elsewhere, YourMove, your_moves_everywhere};
use mancala::app::online::session::OnlineCommand;
use mancala::server::client::Address;
use mancala::server::known::OnlineFile;
use mancala::server::protocol::{Control, Request};

use crate::online::{Friend, Served, app_with_folders, folder, frames_until, online};

/// A session bus and dunst on it, each in a process group of its own, ended when dropped.
struct Desktop {
    bus: Child,
    dunst: Child,
    address: String,
    printed: Arc<Mutex<String>>,
}

impl Desktop {
    /// None when this machine has no dunst, Xvfb or D-Bus daemon (`.ci/run` installs them and sets
    /// `MANCALA_REQUIRE_NOTIFICATIONS`, which makes their absence a failure).
    fn start() -> Option<Desktop> {
        let missing = ["dbus-daemon", "dbus-send", "dunst", "xvfb-run"]
            .into_iter()
            .find(|program| !on_path(program));
        if let Some(program) = missing {
            assert!(
                std::env::var_os("MANCALA_REQUIRE_NOTIFICATIONS").is_none(),
                "{program} is not installed"
            );
            eprintln!("skipped: {program} is not installed");
            return None;
        }
        let mut bus = in_a_group(Command::new("dbus-daemon").args([
            "--session",
            "--nofork",
            "--print-address=1",
        ]))
        .stdout(Stdio::piped())
        .spawn()
        .expect("a session bus");
        let mut address = String::new();
        BufReader::new(bus.stdout.take().unwrap())
            .read_line(&mut address)
            .unwrap();
        let address = address.trim().to_string();
        let mut dunst = in_a_group(Command::new("xvfb-run").args(["-a", "dunst", "-print"]))
            .env("DBUS_SESSION_BUS_ADDRESS", &address)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dunst");
        let printed = Arc::new(Mutex::new(String::new()));
        let out = dunst.stdout.take().unwrap();
        let into = printed.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                into.lock().unwrap().push_str(&(line + "\n"));
            }
        });
        let desktop = Desktop {
            bus,
            dunst,
            address,
            printed,
        };
        desktop.until_the_service_is_on_the_bus();
        Some(desktop)
    }

    fn until_the_service_is_on_the_bus(&self) {
        let began = Instant::now();
        loop {
            let asked = Command::new("dbus-send")
                .env("DBUS_SESSION_BUS_ADDRESS", &self.address)
                .args([
                    "--session",
                    "--print-reply",
                    "--dest=org.freedesktop.DBus",
                    "/org/freedesktop/DBus",
                    "org.freedesktop.DBus.NameHasOwner",
                    "string:org.freedesktop.Notifications",
                ])
                .output()
                .unwrap();
            if String::from_utf8_lossy(&asked.stdout).contains("boolean true") {
                return;
            }
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "dunst never took the bus name"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// What dunst printed once it holds `count` notifications, waiting up to 20 s.
    fn notes(&self, count: usize) -> String {
        let began = Instant::now();
        loop {
            let printed = self.printed.lock().unwrap().clone();
            if printed.matches("summary:").count() >= count
                || began.elapsed() > Duration::from_secs(20)
            {
                return printed;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

fn in_a_group(command: &mut Command) -> &mut Command {
    use std::os::unix::process::CommandExt;
    command.process_group(0)
}

impl Drop for Desktop {
    fn drop(&mut self) {
        for child in [&mut self.dunst, &mut self.bus] {
            let _ = Command::new("kill")
                .arg("--")
                .arg(format!("-{}", child.id()))
                .status();
            let _ = child.wait();
        }
    }
}

/// On `host`, a new player and a game of three days a sowing that awaits their sowing, against `opponent`:
/// the player's token, and the opponent (kept, so its line stays open).
fn a_game_awaiting(host: &str, player: &str, opponent: &str) -> (String, Friend) {
    let mut me = Friend::connect(host, player);
    me.wait_for("a welcome", |me| me.token.is_some());
    me.line.send(Request::Create {
        pie: false,
        rules: "kalah".to_string(),
        pits: None,
        seeds: None,
        control: Control::ThreeDays,
    });
    me.wait_for("a code", |me| me.code.is_some());
    let mut other = Friend::connect(host, opponent);
    other.join(&me.code.clone().unwrap());
    me.wait_for("the game", |me| me.game.is_some());
    // South sows first: the opponent sows until it is the player's move.
    while other.play_if_its_turn() {}
    me.wait_for("the player's move", |me| {
        me.game
            .is_some_and(|(_, side, position, _)| position.to_move() == side)
    });
    (me.token.clone().unwrap(), other)
}

#[test]
fn moves_tells_a_real_notification_daemon_of_the_move_awaited_on_each_server() {
    let Some(desktop) = Desktop::start() else {
        return;
    };
    let (north, south) = (Served::start("notes-north"), Served::start("notes-south"));
    let (north_token, _bo) = a_game_awaiting(&north.host, "Ada", "Bo");
    let (south_token, _cy) = a_game_awaiting(&south.host, "Ada", "Cy");
    let home = folder("notes-home");
    let file = OnlineFile {
        server: north.host.clone(),
        name: "Ada".to_string(),
        tokens: [(&north.host, north_token), (&south.host, south_token)]
            .into_iter()
            .map(|(host, token)| (Address::parse(host).unwrap().key(), token))
            .collect(),
    };
    mancala::files::write_versioned(
        &home.join("data").join(OnlineFile::FILE),
        OnlineFile::VERSION,
        &file,
        mancala::files::Access::Private,
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["moves", "--notify"])
        .env("MANCALA_HOME", &home)
        .env("DBUS_SESSION_BUS_ADDRESS", &desktop.address)
        .output()
        .unwrap();
    let listed = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{listed}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    for host in [&north.host, &south.host] {
        assert!(
            listed.contains(&format!("ws://{host}: your move in 1 of 1")),
            "{listed}"
        );
    }
    let notes = desktop.notes(2);
    for (opponent, host) in [("Bo", &north.host), ("Cy", &south.host)] {
        let note = notes
            .split("summary:")
            .find(|note| note.contains(&format!("'Your move against {opponent}'")))
            .unwrap_or_else(|| panic!("no note of {opponent}'s game in:\n{notes}"));
        // Three days less the moments since the opponent's sowing.
        let body = format!("body: 'Kalah, 3 days a sowing, on {host}: 2 d 23 h left'");
        assert!(note.contains(&body), "{note}");
    }
    assert_eq!(notes.matches("appname: 'Mancala'").count(), 2, "{notes}");
    assert_eq!(
        notes
            .matches("desktop_entry: 'io.github.mancala_game.Mancala'")
            .count(),
        2,
        "{notes}"
    );
    assert_eq!(
        notes.matches("category: x-mancala.your-move").count(),
        2,
        "{notes}"
    );
    north.stop();
    south.stop();
}

/// The `YourMove` messages a headless app said, kept for the test to read.
#[derive(Resource, Default)]
struct Said(Vec<YourMove>);

fn keep_what_is_said(mut said: MessageReader<YourMove>, mut kept: ResMut<Said>) {
    kept.0.extend(said.read().cloned());
}

#[test]
fn the_app_counts_a_move_awaited_on_another_server_and_opens_it_there() {
    let (here, there) = (
        Served::start("elsewhere-here"),
        Served::start("elsewhere-there"),
    );
    let mut app = app_with_folders("elsewhere-app");
    app.init_resource::<Said>()
        .add_systems(Update, keep_what_is_said);
    // Ada plays a game by correspondence on the other server, and it is her move there when she leaves it.
    app.world_mut().write_message(OnlineCommand::Connect {
        address: there.host.clone(),
        name: "Ada".to_string(),
    });
    frames_until(&mut app, "the welcome there", |app| {
        online(app).me.is_some()
    });
    app.world_mut().write_message(OnlineCommand::Create {
        pie: false,
        rules: mancala::engine::KALAH,
        pits: 6,
        seeds: 4,
        control: Control::Week,
    });
    frames_until(&mut app, "a code", |app| {
        matches!(
            online(app).waiting,
            mancala::app::online::state::Waiting::Code { .. }
        )
    });
    let mancala::app::online::state::Waiting::Code { code, .. } = online(&app).waiting.clone()
    else {
        unreachable!()
    };
    let mut bo = Friend::connect(&there.host, "Bo");
    bo.join(&code);
    while bo.play_if_its_turn() {}
    frames_until(&mut app, "Ada's move there", |app| {
        online(app).your_moves() == 1
    });
    let game = online(&app).my_games[0].id;
    // Ada goes to the other server: the first one's game is looked at from afar, listed, counted and said.
    app.world_mut().write_message(OnlineCommand::Leave);
    app.world_mut().write_message(OnlineCommand::Connect {
        address: here.host.clone(),
        name: "Ada".to_string(),
    });
    // Welcomed here too: the token that lets the window look at this server from afar later comes with the
    // welcome, which a loaded machine can bring after the other server's glance.
    frames_until(
        &mut app,
        "the welcome here and the game there listed",
        |app| online(app).me.is_some() && app.world().resource::<Elsewhere>().your_moves() == 1,
    );
    let elsewhere = app.world().resource::<Elsewhere>();
    let looked = &elsewhere.servers[&Address::parse(&there.host).unwrap().key()];
    assert_eq!(looked.games.len(), 1);
    assert_eq!(
        (looked.games[0].id, looked.games[0].opponent.as_str()),
        (game, "Bo")
    );
    assert_eq!(looked.games[0].control, Control::Week);
    assert_eq!(your_moves_everywhere(online(&app), elsewhere), 1);
    let said = &app.world().resource::<Said>().0;
    assert_eq!(
        said.len(),
        1,
        "said once, though it was the same move: {said:?}"
    );
    assert_eq!(
        (said[0].game.id, said[0].server.as_str()),
        (game, there.host.as_str())
    );
    // Open there: the line goes to the other server and the game is on the board.
    let server = looked.address.key();
    app.world_mut()
        .write_message(OnlineCommand::OpenElsewhere { server, game });
    frames_until(&mut app, "the game opened there", |app| {
        online(app)
            .game
            .as_ref()
            .is_some_and(|shown| shown.id == game)
    });
    assert_eq!(online(&app).address.as_ref().unwrap().host, there.host);
    let elsewhere = app.world().resource::<Elsewhere>();
    assert_eq!(
        your_moves_everywhere(online(&app), elsewhere),
        1,
        "the server connected to is not counted twice"
    );
    assert!(
        app.world()
            .resource::<mancala::app::turn::game::Game>()
            .awaits_person()
    );
    frames_until(&mut app, "the first server looked at from afar", |app| {
        let elsewhere = app.world().resource::<Elsewhere>();
        elsewhere
            .servers
            .contains_key(&Address::parse(&here.host).unwrap().key())
            && !elsewhere
                .servers
                .contains_key(&Address::parse(&there.host).unwrap().key())
    });
    drop(bo);
    here.stop();
    there.stop();
}
