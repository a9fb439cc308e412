//! The browser game, as a player meets it: the built site (`web/build.sh`) served by a real `mancala serve` on
//! 127.0.0.1, opened in Debian's Chromium (headless, WebGL2 on SwiftShader) and driven over the DevTools
//! protocol. `.ci/run` builds the site and runs these with `MANCALA_TEST_SITE` naming it; without the site they
//! cannot run, so they are ignored in a plain `cargo test`.
//!
//! The page tells what its board shows in the canvas's `data-position` (see `web::page`): the tests read the
//! game there, and press keys and the pointer as a player does.

use std::io::Read;
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::stream::MaybeTlsStream;
use tokio_tungstenite::tungstenite::{self, Message, WebSocket};

use crate::online::{Friend, Served, folder};
use mancala::app::data::settings::Settings;
use mancala::app::look::palette::Palette;
use mancala::app::tools::board_check::{looks_like_a_board, looks_like_a_veiled_board};
use mancala::engine::{Position, Side};
use mancala::server::protocol::{Control, Request};

/// The page's size, as a laptop's window.
const WIDTH: u32 = 1280;
const HEIGHT: u32 = 800;
/// The software renderer draws a frame of the page in about 0.6 s here: waits are long.
const PATIENCE: Duration = Duration::from_secs(90);

/// The site's folder, which `.ci/run` builds.
fn site() -> PathBuf {
    let site = std::env::var_os("MANCALA_TEST_SITE")
        .expect("MANCALA_TEST_SITE names the folder web/build.sh wrote");
    PathBuf::from(site)
}

/// Headless Chromium and one page of it, over the DevTools protocol.
struct Browser {
    chromium: Child,
    profile: PathBuf,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next_id: u64,
    /// The console's errors and the page's uncaught exceptions, as they came.
    errors: Vec<String>,
}

impl Browser {
    fn open(name: &str) -> Browser {
        let profile = folder(&format!("chromium-{name}"));
        let chromium = Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--no-first-run",
                "--disable-gpu",
                "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Debian's chromium (.ci/run installs it)");
        // Chromium writes the port it chose, and its endpoint's path, once it listens.
        let began = Instant::now();
        let endpoint = loop {
            let mut text = String::new();
            let read = std::fs::File::open(profile.join("DevToolsActivePort"))
                .and_then(|mut file| file.read_to_string(&mut text));
            if let (Ok(_), Some((port, path))) = (read, text.split_once('\n'))
                && !path.trim().is_empty()
            {
                break format!("ws://127.0.0.1:{}{}", port.trim(), path.trim());
            }
            assert!(
                began.elapsed() < Duration::from_secs(30),
                "chromium did not start"
            );
            std::thread::sleep(Duration::from_millis(100));
        };
        let (socket, _) = tungstenite::connect(endpoint).expect("chromium's DevTools endpoint");
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream
                .set_read_timeout(Some(Duration::from_millis(200)))
                .unwrap();
        }
        let mut browser = Browser {
            chromium,
            profile,
            socket,
            session: String::new(),
            next_id: 0,
            errors: Vec::new(),
        };
        // The page Chromium opened (a page made by the protocol instead does not take the pointer's presses).
        let targets = browser.call("Target.getTargets", json!({}));
        let page = targets["targetInfos"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|target| target["type"] == "page")
            .expect("chromium's first page")["targetId"]
            .clone();
        let attached = browser.call(
            "Target.attachToTarget",
            json!({"targetId": page, "flatten": true}),
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        for domain in ["Runtime.enable", "Page.enable", "Log.enable"] {
            browser.call(domain, json!({}));
        }
        // The times of the page's animation frames, to wait for the page to rest (see `settle`).
        browser.call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({"source": "window.__frames=[];(function f(t){window.__frames.push(t);\
                requestAnimationFrame(f)})(performance.now());"}),
        );
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": false}),
        );
        browser
    }

    /// Sends a command (to the page, once attached) and waits for its answer.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .expect("chromium took the command");
        let began = Instant::now();
        loop {
            assert!(began.elapsed() < PATIENCE, "{method} had no answer");
            let Some(message) = self.receive() else {
                continue;
            };
            if message["id"] == json!(id) {
                assert!(message.get("error").is_none(), "{method}: {message}");
                return message["result"].clone();
            }
        }
    }

    /// The next message, if one comes within the socket's wait; console errors and exceptions are kept.
    fn receive(&mut self) -> Option<Value> {
        let text = match self.socket.read() {
            Ok(Message::Text(text)) => text,
            Ok(_) => return None,
            Err(tungstenite::Error::Io(error))
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return None;
            }
            Err(error) => panic!("chromium's line broke: {error}"),
        };
        let message: Value = serde_json::from_str(&text).unwrap();
        match message["method"].as_str() {
            Some("Runtime.consoleAPICalled") if message["params"]["type"] == "error" => {
                let words: Vec<String> = message["params"]["args"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|arg| {
                        arg.get("value")
                            .or(arg.get("description"))
                            .map(|v| v.to_string())
                            .unwrap_or_default()
                    })
                    .collect();
                self.errors.push(words.join(" "));
            }
            Some("Runtime.exceptionThrown") => {
                let details = &message["params"]["exceptionDetails"];
                let text = details["exception"]["description"]
                    .as_str()
                    .or(details["text"].as_str())
                    .unwrap_or_default()
                    .to_string();
                // Bevy leaves its start in a page by an exception that is not an error (start.js says so).
                if !text.contains("Using exceptions for control flow") {
                    self.errors.push(text);
                }
            }
            _ => {}
        }
        Some(message)
    }

    /// Lets the page run for `time`, keeping what it says.
    fn wait(&mut self, time: Duration) {
        let began = Instant::now();
        while began.elapsed() < time {
            self.receive();
        }
    }

    fn go(&mut self, url: &str) {
        self.call("Page.navigate", json!({ "url": url }));
    }

    fn evaluate(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        result["result"]["value"].clone()
    }

    /// Waits until the page's title is `title`.
    fn wait_for_title(&mut self, title: &str) {
        let began = Instant::now();
        while self.evaluate("document.title") != json!(title) {
            assert!(
                began.elapsed() < PATIENCE,
                "the title is {}, not {title}",
                self.evaluate("document.title")
            );
            self.wait(Duration::from_millis(200));
        }
    }

    /// Closes the page, which must have said nothing in its console.
    fn close_quietly(self) {
        assert!(self.errors.is_empty(), "the page said: {:?}", self.errors);
    }

    /// The position the page's board shows, once it shows one.
    fn position(&mut self) -> Option<Position> {
        let text = self.evaluate("document.getElementById('mancala')?.dataset.position ?? ''");
        text.as_str().and_then(|text| text.parse().ok())
    }

    /// Waits until the page's board shows a position that `want` takes.
    fn wait_for_position(&mut self, what: &str, want: impl Fn(&Position) -> bool) -> Position {
        let began = Instant::now();
        loop {
            if let Some(position) = self.position().filter(&want) {
                return position;
            }
            assert!(
                began.elapsed() < PATIENCE,
                "the page never showed {what}: it shows {:?}; the page said {:?}",
                self.position().map(|p| p.to_string()),
                self.errors
            );
            self.wait(Duration::from_millis(250));
        }
    }

    /// Waits until the page rests: a second of animation frames none longer than 0.1 s (the game draws
    /// nothing new, so the page's frames are the browser's). The software renderer takes about a second to draw
    /// a frame of the game, and a click whose press and release come in one frame is not one for egui.
    fn settle(&mut self) {
        let began = Instant::now();
        let longest = "(()=>{const f=window.__frames||[];const now=performance.now();\
            const last=f.filter(t=>t>now-1000);if(last.length<5)return 1e9;let m=0;\
            for(let i=1;i<last.length;i++)m=Math.max(m,last[i]-last[i-1]);\
            return Math.max(m,now-last[last.length-1]);})()";
        while self.evaluate(longest).as_f64().is_none_or(|ms| ms > 100.0) {
            assert!(began.elapsed() < PATIENCE, "the page never rested");
            self.wait(Duration::from_millis(250));
        }
    }

    /// A press and release of the key `key` (its DOM name and code), as the keyboard sends them.
    fn key(&mut self, key: &str, code: &str, text: &str, virtual_code: u32) {
        for kind in ["keyDown", "keyUp"] {
            let mut event = json!({"type": kind, "key": key, "code": code,
                "windowsVirtualKeyCode": virtual_code});
            if kind == "keyDown" && !text.is_empty() {
                event["text"] = json!(text);
            }
            self.call("Input.dispatchKeyEvent", event);
        }
        self.wait(Duration::from_millis(100));
    }

    fn digit(&mut self, n: u8) {
        let digit = n.to_string();
        self.key(&digit, &format!("Digit{n}"), &digit, 48 + u32::from(n));
    }

    /// Presses pit `pit`'s key until the board shows what `sown` takes: a key pressed while the last sowing is
    /// still on screen only hurries it along, as a player's does.
    fn sow(&mut self, pit: u8, sown: impl Fn(&Position) -> bool) {
        let began = Instant::now();
        while !self.position().is_some_and(|p| sown(&p)) {
            assert!(
                began.elapsed() < PATIENCE,
                "pit {pit} was never sown: the page shows {:?}",
                self.position().map(|p| p.to_string())
            );
            self.digit(pit);
            self.wait(Duration::from_secs(1));
        }
    }

    fn type_text(&mut self, text: &str) {
        for letter in text.chars() {
            let upper = letter.to_ascii_uppercase();
            self.key(
                &letter.to_string(),
                &format!("Key{upper}"),
                &letter.to_string(),
                upper as u32,
            );
        }
    }

    /// A click with the pointer moved there first, as a hand moves it, and held as a hand holds it: long enough
    /// for the release to come in a later frame than the press (the software renderer's frames are slow), short
    /// enough to be a click for egui (under 0.8 s).
    fn click(&mut self, x: u32, y: u32) {
        let at =
            |kind: &str| json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1});
        self.call(
            "Input.dispatchMouseEvent",
            json!({"type": "mouseMoved", "x": x, "y": y}),
        );
        self.wait(Duration::from_millis(1500));
        self.call("Input.dispatchMouseEvent", at("mousePressed"));
        self.wait(Duration::from_millis(300));
        self.call("Input.dispatchMouseEvent", at("mouseReleased"));
    }

    /// The page as drawn: its pixels, for the gallery's check.
    fn screenshot(&mut self, name: &str) -> image::RgbImage {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}));
        let bytes = base64_decode(shot["data"].as_str().unwrap());
        let picture = image::load_from_memory(&bytes).unwrap().to_rgb8();
        let path = std::env::temp_dir().join(format!("mancala-browser-{name}.png"));
        picture.save(&path).unwrap();
        picture
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.chromium.kill();
        let _ = self.chromium.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// Standard base64, as the DevTools protocol sends a screenshot.
fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut bits, mut count) = (0u32, 0);
    for byte in text.bytes().filter(|byte| *byte != b'=') {
        let value = ALPHABET.iter().position(|c| *c == byte).unwrap() as u32;
        bits = bits << 6 | value;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

fn palette() -> Palette {
    let settings = Settings::default();
    Palette::of(settings.theme, settings.stones)
}

fn pixels(picture: &image::RgbImage) -> impl Iterator<Item = [u8; 3]> + '_ {
    picture.pixels().map(|pixel| pixel.0)
}

/// The page loads with nothing said in its console, the welcome shows over the board, the board is drawn, a
/// press on a pit sows it and Otto answers, a reload finds the game where it was, and a damaged file in the
/// page's storage is kept aside.
#[test]
#[ignore = "needs the site web/build.sh writes, and chromium: .ci/run runs it"]
fn the_page_plays_a_game_against_otto_and_keeps_it_over_a_reload() {
    let site = Served::with_site("browser-otto", Some(site()));
    let mut browser = Browser::open("otto");
    let began = Instant::now();
    browser.go(&format!("http://{}/", site.host));
    let start = browser.wait_for_position("the first board", |_| true);
    assert_eq!(start, Position::standard());
    println!("the board's first position after {:?}", began.elapsed());
    browser.wait(Duration::from_secs(3));
    let welcome = browser.screenshot("welcome");
    looks_like_a_veiled_board(pixels(&welcome), &palette()).expect("the welcome over the board");

    // "Just show me the board", in the welcome's middle: the pit under the button is not sown. A click's press
    // and release that come in one frame are not a click for egui (frames take a second here while the page
    // draws, longer on a busy machine): the click waits for the page to rest and is made again; if it never takes,
    // Escape closes the welcome, as a keyboard's player closes it.
    let mut shown_board = false;
    for _ in 0..3 {
        browser.settle();
        browser.click(WIDTH / 2, 540);
        browser.wait(Duration::from_secs(2));
        assert_eq!(browser.position(), Some(start), "the button's click sowed");
        shown_board = looks_like_a_board(pixels(&browser.screenshot("board")), &palette()).is_ok();
        if shown_board {
            break;
        }
    }
    if !shown_board {
        println!("the welcome's button did not take a click: closed with Escape");
        browser.key("Escape", "Escape", "", 27);
        browser.settle();
    }
    looks_like_a_board(pixels(&browser.screenshot("board")), &palette()).expect("the board");
    assert_eq!(
        browser.position(),
        Some(start),
        "the welcome's closing sowed"
    );

    // Pit 3 ends in the store (another turn), pit 1 passes the turn: Otto answers.
    let after_three = start.play(3).unwrap().0;
    let after_one = after_three.play(1).unwrap().0;
    // (The page's text has no count of sowings: positions are compared as text.)
    let same = |a: &Position, b: &Position| a.to_string() == b.to_string();
    browser.sow(3, |p| same(p, &after_three));
    browser.sow(1, |p| same(p, &after_one));
    let answered = browser.wait_for_position("Otto's answer", |p| {
        p.to_move() == Side::South && !same(p, &after_one) || p.is_over()
    });

    // The game is kept in the page's storage: a reload finds it.
    browser.wait(Duration::from_secs(2));
    browser.call("Page.reload", json!({}));
    browser.wait(Duration::from_secs(2));
    let reloaded = browser.wait_for_position("the game after the reload", |_| true);
    assert_eq!(reloaded.to_string(), answered.to_string());

    // A damaged file in the storage is kept aside under NAME.bad, and the game goes on without it.
    let damaged = "Stats(games: [oops";
    browser.evaluate(&format!(
        "localStorage.setItem('data/stats.ron', '{damaged}')"
    ));
    browser.call("Page.reload", json!({}));
    browser.wait(Duration::from_secs(2));
    let after_damage = browser.wait_for_position("the game after the damage", |_| true);
    assert_eq!(after_damage.to_string(), answered.to_string());
    assert_eq!(
        browser.evaluate("localStorage.getItem('data/stats.ron.bad')"),
        json!(damaged)
    );
    assert_ne!(
        browser.evaluate("localStorage.getItem('data/stats.ron')"),
        json!(damaged)
    );
    browser.close_quietly();
    site.stop();
}

/// A friend's link: the page opened at `/join/CODE` asks only for a name, joins the game a protocol client
/// made, and the two play it to its end, the page's board showing the server's every position.
#[test]
#[ignore = "needs the site web/build.sh writes, and chromium: .ci/run runs it"]
fn a_friend_link_opens_the_game_in_the_page_and_it_is_played_to_the_end() {
    let site = Served::with_site("browser-link", Some(site()));
    let mut ada = Friend::connect(&site.host, "Ada");
    ada.wait_for("the welcome", |friend| friend.token.is_some());
    ada.line.send(Request::Create {
        rules: "kalah".to_string(),
        pits: Some(3),
        seeds: Some(3),
        control: Control::Untimed,
        pie: false,
    });
    ada.wait_for("the code", |friend| friend.code.is_some());
    let code = ada.code.clone().unwrap();

    let mut browser = Browser::open("link");
    browser.go(&format!("http://{}/join/{code}", site.host));
    browser.wait_for_position("the board", |_| true);
    browser.wait(Duration::from_secs(3));
    // The name's field has the keys; Enter joins.
    browser.type_text("Bo");
    browser.key("Enter", "Enter", "\r", 13);
    ada.wait_for("the game", |friend| friend.game.is_some());

    let began = Instant::now();
    loop {
        assert!(began.elapsed() < PATIENCE * 4, "the game did not end");
        ada.take(|_| false);
        let Some((_, ada_side, server_position, _)) = ada.game else {
            unreachable!()
        };
        // The page shows its player at the bottom: the server's position turned round when Ada sits South.
        let shown = match ada_side {
            Side::North => server_position,
            Side::South => server_position.mirrored(),
        };
        let on_page = browser.wait_for_position("the server's position", |p| {
            p.to_string() == shown.to_string()
        });
        if server_position.is_over() {
            break;
        }
        if server_position.to_move() == ada_side {
            ada.play_if_its_turn();
        } else {
            // The key is pressed until the sowing is told: a press while the last sowing is still on screen
            // only hurries it along, as a player's does.
            let pit = on_page.legal_moves().next().unwrap();
            // In place of the desktop's notes, the tab's title counts the games where it is Bo's move.
            browser.wait_for_title("(1) Mancala");
            let pressed = Instant::now();
            while !ada.take(|friend| friend.game.is_some_and(|game| game.2 != server_position)) {
                assert!(
                    pressed.elapsed() < PATIENCE,
                    "Bo's sowing of pit {pit} never came"
                );
                browser.digit(pit);
                browser.wait(Duration::from_secs(1));
            }
        }
    }
    browser.wait_for_title("Mancala");
    browser.close_quietly();
    site.stop();
}
