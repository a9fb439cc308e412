//! `mancala uci` and `mancala match`, run as a match runner runs them: real processes over pipes.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use mancala::cli::uci::{move_text, parse_position_command};
use mancala::engine::{OWARE, Position, Side};

/// A cache folder of the test's own, so that the tests build the game's small table and no other's.
fn home(name: &str) -> PathBuf {
    let home = std::env::temp_dir().join(format!("mancala-uci-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    home
}

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(home: &PathBuf, args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(args)
            .env("MANCALA_HOME", home)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        let input = child.stdin.take().unwrap();
        let output: ChildStdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines up to the first starting with `word`, that one included.
    fn until(&mut self, word: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(120))
                .unwrap_or_else(|_| panic!("no '{word}' after {seen:?}"));
            let done = line.split_whitespace().next() == Some(word);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The move of a `bestmove` line.
    fn best_move(&mut self) -> String {
        let lines = self.until("bestmove");
        lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_string()
    }
}

/// That `answer` names a legal move in `position`.
fn assert_legal(position: &Position, answer: &str) {
    assert!(
        mancala::cli::uci::parse_move(position, answer).is_ok(),
        "{answer} in {position}"
    );
}

#[test]
fn otto_answers_the_protocol_and_plays_legal_moves() {
    let home = home("protocol");
    let mut otto = Engine::start(&home, &["--rules", "oware", "uci"]);
    otto.send("uci");
    let hello = otto.until("uciok");
    assert!(
        hello.iter().any(|line| line.starts_with("id name Otto")),
        "{hello:?}"
    );
    assert!(
        hello
            .iter()
            .any(|line| line.starts_with("option name Level")),
        "{hello:?}"
    );
    assert!(
        hello
            .iter()
            .any(|line| line.starts_with("option name Threads type spin default 1")),
        "{hello:?}"
    );
    otto.send("isready");
    otto.until("readyok");

    // A game's moves as one word, as the Mancala engines write them, and as a word a move: the same position.
    let (one_word, _) = parse_position_command(&["startpos", "moves", "AfA"], OWARE).unwrap();
    let (words, _) = parse_position_command(&["startpos", "moves", "A", "f", "A"], OWARE).unwrap();
    assert_eq!(one_word, words);
    assert_eq!(one_word.to_move(), Side::North);
    // And from a position's text, which has spaces of its own.
    let text = one_word.to_string();
    let words: Vec<&str> = text.split_whitespace().collect();
    let (from_text, _) = parse_position_command(&[&["text"], &words[..]].concat(), OWARE).unwrap();
    assert_eq!(from_text.to_string(), one_word.to_string());
    let with_moves = [&["text"], &words[..], &["moves", "b"]].concat();
    let (after, _) = parse_position_command(&with_moves, OWARE).unwrap();
    assert_eq!(after.to_string(), one_word.play(2).unwrap().0.to_string());

    for level in ["easy", "medium", "hard"] {
        otto.send(&format!("setoption name Level value {level}"));
        otto.send("ucinewgame");
        otto.send("position startpos moves AfA");
        otto.send("go movetime 100");
        let answer = otto.best_move();
        let pit = mancala::cli::uci::parse_move(&one_word, &answer)
            .unwrap_or_else(|e| panic!("{level}: {e}"));
        assert_eq!(answer, move_text(Side::North, pit));
    }

    // Bad lines are answered and forgotten: the position and the engine stay as they were.
    for bad in [
        "position startpos moves AfZ",
        "position startpos moves AA",
        "position sideways",
        "go movetime soon",
        "setoption name Level value perfect",
        "setoption name Colour value blue",
        "setoption name Threads value 0",
        "setoption name Threads value many",
        "fly",
    ] {
        otto.send(bad);
        otto.send("isready");
        let said = otto.until("readyok");
        assert!(
            said.iter().any(|line| line.starts_with("info string")),
            "'{bad}' was not answered: {said:?}"
        );
    }
    otto.send("go movetime 50");
    let answer = otto.best_move();
    assert_legal(&one_word, &answer);

    // Hard on two threads, past the opening book (four sowings): a legal move, from a search.
    otto.send("setoption name Threads value 2");
    otto.send("position startpos moves AfAb");
    let (past_the_book, _) = parse_position_command(&["startpos", "moves", "AfAb"], OWARE).unwrap();
    otto.send("go movetime 200");
    let lines = otto.until("bestmove");
    let answer = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert_legal(&past_the_book, answer);
    assert!(
        lines.iter().any(|line| line.starts_with("info depth")),
        "{lines:?}"
    );

    // `go infinite` thinks until `stop`, which gets the move found so far.
    otto.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    otto.send("stop");
    let answer = otto.best_move();
    assert_legal(&past_the_book, &answer);

    // Even where the book answers at once, `go infinite` says its move only when told to stop.
    otto.send("position startpos");
    otto.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    otto.send("isready");
    let said = otto.until("readyok");
    assert!(
        !said.iter().any(|line| line.starts_with("bestmove")),
        "{said:?}"
    );
    otto.send("stop");
    let start = Position::standard().with_rules(OWARE);
    let book = mancala::engine::oware_book::move_for(&start).expect("the start is in the book");
    assert_eq!(otto.best_move(), move_text(Side::South, book.pit));

    otto.send("quit");
    let status = otto.child.wait().unwrap();
    assert!(status.success());
    let _ = std::fs::remove_dir_all(home);
}

#[test]
fn a_match_counts_every_game_and_an_engine_that_lies_forfeits() {
    let home = home("match");
    let me = env!("CARGO_BIN_EXE_mancala");
    let run = |second: &str| {
        let output = Command::new(me)
            .args([
                "--rules",
                "oware",
                "match",
                "--first",
                &format!("{me} --rules oware uci --level medium"),
                "--second",
                second,
                "--games",
                "2",
                "--time-ms",
                "20",
                "--json",
            ])
            .env("MANCALA_HOME", &home)
            .output()
            .expect("the binary runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        let log = String::from_utf8(output.stderr).unwrap();
        (report, log)
    };

    let (report, log) = run(&format!("{me} --rules oware uci --level easy"));
    let count = |key: &str| report[key].as_u64().unwrap();
    assert_eq!(count("games"), 2);
    assert_eq!(count("wins") + count("draws") + count("losses"), 2);
    assert!(
        report["forfeits"].as_array().unwrap().is_empty(),
        "{report}"
    );
    // Every game the log shows is a legal game, its margin the first engine's.
    for (n, line) in log
        .lines()
        .filter(|line| line.starts_with("game "))
        .enumerate()
    {
        let moves = line.rsplit(' ').next().unwrap();
        let (end, _) = parse_position_command(&["startpos", "moves", moves], OWARE).unwrap();
        assert!(end.is_over(), "game {} did not end: {line}", n + 1);
        let first_side = if n % 2 == 0 { Side::South } else { Side::North };
        let margin = report["margins"][n].as_i64().unwrap();
        assert_eq!(i64::from(end.score().margin(first_side)), margin, "{line}");
    }

    // An engine that answers every position with a pit that is not there loses each game by the whole board.
    let liar = home.join("liar.sh");
    std::fs::write(
        &liar,
        "while read line; do case \"$line\" in uci) echo 'id name Liar'; echo uciok;; \
         isready) echo readyok;; go*) echo 'bestmove Z';; quit) exit 0;; esac; done\n",
    )
    .unwrap();
    let (report, _) = run(&format!("sh {}", liar.display()));
    assert_eq!(report["wins"].as_u64(), Some(2), "{report}");
    assert_eq!(report["forfeits"].as_array().unwrap().len(), 2, "{report}");
    assert_eq!(report["margins"], serde_json::json!([48, 48]));
    let _ = std::fs::remove_dir_all(home);
}
