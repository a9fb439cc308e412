//! The command line, run as a user runs it.

use std::process::{Command, Output};

use mancala::engine::{Position, Side};
use serde_json::Value;

mod families;

fn mancala(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// What `mancala ARGS` prints with `home` as its `MANCALA_HOME`, having succeeded.
pub fn stdout_at(home: &std::path::Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .env("MANCALA_HOME", home)
        .output()
        .expect("the binary runs");
    printed(args, output)
}

fn stdout(args: &[&str]) -> String {
    printed(args, mancala(args))
}

/// The standard output of a run of `args` that must have succeeded.
fn printed(args: &[&str], output: Output) -> String {
    assert!(
        output.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The highest of the move values `analyze --json` printed.
fn best_move_value(analyzed: &Value) -> Option<i64> {
    analyzed["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["value"].as_i64().unwrap())
        .max()
}

fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    serde_json::from_str(&stdout(&args)).expect("valid JSON")
}

/// A refused command: exit status 2, nothing on standard output, the message on standard error.
fn refused(args: &[&str]) -> String {
    was_refused(args, mancala(args))
}

/// The same with `home` as its `MANCALA_HOME`.
fn refused_at(home: &std::path::Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .env("MANCALA_HOME", home)
        .output()
        .expect("the binary runs");
    was_refused(args, output)
}

fn was_refused(args: &[&str], output: Output) -> String {
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn new_prints_the_start_position() {
    assert_eq!(stdout(&["new"]).trim(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S");
    assert_eq!(
        stdout(&["new", "--pits", "3", "--seeds", "5"]).trim(),
        "5,5,5,0,5,5,5,0 S"
    );
    assert_eq!(
        json(&["new", "--pits", "4", "--seeds", "1"])["position"],
        "1,1,1,1,0,1,1,1,1,0 S"
    );
}

#[test]
fn new_refuses_boards_outside_the_range() {
    assert!(refused(&["new", "--pits", "9"]).contains("9 pits a side"));
    assert!(refused(&["new", "--seeds", "0"]).contains("0 seeds per pit"));
    assert!(refused(&["new", "--seeds", "11"]).contains("1 to 10"));
}

#[test]
fn play_applies_moves_in_order() {
    // Pit 3 gives South an extra turn; pit 6 then sows into North's row; North answers with pit 1.
    let text = stdout(&[
        "play",
        "--position",
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S",
        "--moves",
        "3 6 1",
    ]);
    let mut expected = Position::standard();
    for pit in [3, 6, 1] {
        expected = expected.play(pit).unwrap().0;
    }
    assert_eq!(text.trim(), expected.to_string());
    assert_eq!(text.trim(), "4,4,0,5,5,0,2,0,6,6,6,5,5,0 S");
}

#[test]
fn play_json_has_the_trace_and_the_result() {
    let value = json(&["play", "--moves", "3,6"]);
    assert_eq!(value["start"], "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S");
    assert_eq!(value["position"], "4,4,0,5,5,0,2,5,5,5,5,4,4,0 N");
    assert_eq!(value["over"], false);
    let trace = value["trace"].as_array().unwrap();
    assert_eq!(trace.len(), 2);
    assert_eq!(trace[0]["pit"], 3);
    assert_eq!(trace[0]["extra_turn"], true);
    let drops = trace[1]["drops"].as_array().unwrap();
    assert_eq!(drops.len(), 5);
    assert_eq!(drops[0], serde_json::json!({"side": "South", "pit": null}));
    assert_eq!(drops[4], serde_json::json!({"side": "North", "pit": 4}));
}

#[test]
fn play_reports_a_capture_and_the_end_of_the_game() {
    let value = json(&[
        "play",
        "--position",
        "1,0,0,0,0,3,0,0,0,0,0,2,0,5 S",
        "--moves",
        "1",
    ]);
    assert_eq!(value["over"], true);
    assert_eq!(value["winner"], "South");
    assert_eq!(value["score"], serde_json::json!({"south": 6, "north": 5}));
    let sowing = &value["trace"][0];
    assert_eq!(
        sowing["capture"],
        serde_json::json!({"pit": 2, "opposite": 2, "to_store": 3})
    );
    assert_eq!(
        sowing["sweep"],
        serde_json::json!({"reason": "row empty", "south": 3, "north": 0})
    );

    let text = stdout(&[
        "play",
        "--position",
        "0,0,0,0,0,1,5,1,0,0,0,0,0,5 S",
        "--moves",
        "6",
    ]);
    assert!(
        text.contains("game over: South 6, North 6: a draw"),
        "{text}"
    );
}

#[test]
fn play_refuses_an_illegal_move_by_its_index() {
    let message = refused(&["play", "--moves", "3 3"]);
    assert!(
        message.contains("move 2 ('3')") && message.contains("pit 3 is empty"),
        "{message}"
    );
    let message = refused(&["play", "--moves", "1 9"]);
    assert!(
        message.contains("move 2 ('9')") && message.contains("no pit 9"),
        "{message}"
    );
    let message = refused(&["play", "--moves", "2 x"]);
    assert!(
        message.contains("move 2 ('x'): not a pit number"),
        "{message}"
    );
    let message = refused(&[
        "play",
        "--position",
        "0,0,0,0,0,1,5,1,0,0,0,0,0,5 S",
        "--moves",
        "6 1",
    ]);
    assert!(
        message.contains("move 2") && message.contains("game is over"),
        "{message}"
    );
}

#[test]
fn play_refuses_a_malformed_position() {
    let message = refused(&["play", "--position", "4,4,4 S", "--moves", "1"]);
    assert!(
        message.contains("bad position '4,4,4 S'") && message.contains("3 numbers"),
        "{message}"
    );
}

#[test]
fn perft_counts_sequences() {
    assert_eq!(
        stdout(&["perft", "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S", "--depth", "2"]).trim(),
        "35"
    );
    let value = json(&["perft", "3,3,3,0,3,3,3,0 S", "--depth", "4"]);
    let start: Position = "3,3,3,0,3,3,3,0 S".parse().unwrap();
    assert_eq!(value["nodes"], mancala::engine::perft(&start, 4));
    assert_eq!(value["depth"], 4);
    assert!(refused(&["perft", "4,4,4,4,4,4,0,4,4,4,4,4,4,0 Q", "--depth", "2"]).contains("'Q'"));
}

#[test]
fn perft_matches_a_count_by_the_reference_rules() {
    // Count sequences by the independent reference implementation and compare with the engine.
    fn count(position: &Position, depth: u32) -> u64 {
        if depth == 0 || position.is_over() {
            return 1;
        }
        position
            .legal_moves()
            .map(|pit| {
                let outcome = crate::reference::play(position, pit, u32::from(position.sowings()));
                let next: Position = outcome.text.parse().unwrap();
                count(&next.with_sowings(position.sowings() + 1), depth - 1)
            })
            .sum()
    }
    for text in [
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S",
        "3,3,3,0,3,3,3,0 S",
        "1,0,2,0,0,13,3,2,0,1,0,4,0,5 N",
    ] {
        let position: Position = text.parse().unwrap();
        assert_eq!(
            mancala::engine::perft(&position, 6),
            count(&position, 6),
            "{text}"
        );
    }
}

#[test]
fn unknown_commands_and_flags_exit_with_two() {
    assert_eq!(mancala(&["fly"]).status.code(), Some(2));
    assert_eq!(
        mancala(&["perft", "--depth", "x", "4,4,4,0,4,4,4,0 S"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn solve_caches_its_endgame_table_and_rebuilds_a_damaged_one() {
    let home = std::env::temp_dir().join(format!("mancala-cache-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(["solve", "3,0,2,1,0,2,1,0,3,0 S", "--json"])
            .env("MANCALA_HOME", &home)
            .output()
            .unwrap()
    };
    let value = |output: &Output| -> Value { serde_json::from_slice(&output.stdout).unwrap() };

    let first = run();
    assert!(first.status.success());
    let cache = home.join("cache");
    // The endgame table, beside the store of proofs.
    let files: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|path| !path.ends_with(mancala::proofs::FILE_NAME))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let table = files[0].clone();
    assert!(table.to_string_lossy().ends_with(".bin"));

    let second = run();
    assert_eq!(value(&second)["value"], value(&first)["value"]);
    assert!(
        second.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&second.stderr)
    );

    // Damage one value: the checksum catches it, the file is kept aside and the table built again.
    let mut bytes = std::fs::read(&table).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    std::fs::write(&table, &bytes).unwrap();
    let third = run();
    assert_eq!(value(&third)["value"], value(&first)["value"]);
    let note = String::from_utf8_lossy(&third.stderr);
    assert!(
        note.contains("checksum mismatch") && note.contains(".bad"),
        "{note}"
    );
    assert!(table.with_extension("bin.bad").exists());
    assert_eq!(
        std::fs::read(&table).unwrap().len(),
        bytes.len(),
        "rebuilt in full"
    );

    // A truncated file too.
    std::fs::write(&table, &bytes[..100]).unwrap();
    let fourth = run();
    assert_eq!(value(&fourth)["value"], value(&first)["value"]);
    assert!(String::from_utf8_lossy(&fourth.stderr).contains("unusable"));
    let _ = std::fs::remove_dir_all(&home);
}

/// `analyze` answers the standard start from the opening book at once: no node searched, no table built.
#[test]
fn analyze_reads_the_opening_book() {
    let home = std::env::temp_dir().join(format!("mancala-book-test-{}", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["analyze", "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S", "--json"])
        .env("MANCALA_HOME", &home)
        .output()
        .unwrap();
    assert!(output.status.success());
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(answer["nodes"], 0);
    let values: Vec<(u8, i32)> = answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let pit = m["pit"].as_u64().unwrap() as u8;
            (pit, m["value"].as_i64().unwrap() as i32)
        })
        .collect();
    let book = mancala::engine::openings::move_values(&Position::standard()).unwrap();
    assert_eq!(values, book);
    assert!(
        values.contains(&(3, 8)),
        "the published value of the standard game"
    );
    assert!(!home.join("cache").exists(), "no table was needed");
    let _ = std::fs::remove_dir_all(&home);
}

/// The game takes the largest sound table in the cache folder (one `mancala solve` left there), and otherwise
/// builds its own and keeps it there; it keeps a damaged one aside and removes what interrupted writes left.
#[test]
fn the_game_uses_the_largest_cached_table() {
    use mancala::engine::endgame::entries_for;
    use mancala::engine::{EndgameTable, KALAH};
    let folder = std::env::temp_dir().join(format!("mancala-largest-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let own_seeds = EndgameTable::seeds_for(3, entries_for(KALAH));

    let first = mancala::cache::largest_in(Some(&folder), KALAH, 3, 2);
    assert_eq!(first.seeds(), own_seeds);
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        1,
        "the game's table is kept"
    );

    let larger = mancala::cache::endgame_in(Some(&folder), KALAH, 3, 2 * entries_for(KALAH), 2);
    assert!(larger.seeds() > own_seeds);
    let second = mancala::cache::largest_in(Some(&folder), KALAH, 3, 2);
    assert_eq!(second.seeds(), larger.seeds());
    assert_eq!(second.as_bytes(), larger.as_bytes());
    // The file is about to be damaged in place, which a reader must not have mapped.
    drop(second);

    // A damaged larger table is passed over for the game's own.
    let name = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            path.to_string_lossy()
                .contains(&format!("{}seeds", larger.seeds()))
        })
        .unwrap();
    let mut bytes = std::fs::read(&name).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    std::fs::write(&name, &bytes).unwrap();
    assert_eq!(
        mancala::cache::largest_in(Some(&folder), KALAH, 3, 2).seeds(),
        own_seeds
    );
    // ... and kept aside, so that the game does not read and check it again at its next start.
    assert!(!name.exists());
    assert_eq!(
        std::fs::read(mancala::files::bad_path(&name)).unwrap(),
        bytes
    );

    // A temporary file that a write stopped midway left behind (untouched for hours) is removed; one being
    // written now is not.
    let stale = folder.join("endgame-3pits-40seeds-v1.bin.4242.tmp");
    let fresh = folder.join("endgame-3pits-40seeds-v1.bin.4243.tmp");
    for path in [&stale, &fresh] {
        std::fs::write(path, b"half a table").unwrap();
    }
    let hours_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3 * 3600);
    std::fs::File::options()
        .write(true)
        .open(&stale)
        .unwrap()
        .set_modified(hours_ago)
        .unwrap();
    mancala::cache::largest_in(Some(&folder), KALAH, 3, 2);
    assert!(!stale.exists());
    assert!(fresh.exists());
    let _ = std::fs::remove_dir_all(&folder);
}

/// Otto's study of Oware's endgames keeps each layer's table as it is done (the one before it goes, the game's own
/// stays), tells its progress in order up to the end, takes up again from the largest table kept, and builds what
/// a build at once builds.
#[test]
fn a_study_keeps_each_layer_and_goes_on_from_the_last() {
    use mancala::engine::endgame::{OWARE_ROUNDS, OwareBuild, entries_for};
    use mancala::engine::{EndgameTable, OWARE};
    let folder = std::env::temp_dir().join(format!("mancala-study-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let own_seeds = EndgameTable::seeds_for(6, entries_for(OWARE));
    let files = || {
        let mut names: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };

    let mut told = Vec::new();
    let first = mancala::cache::study_oware_in(
        Some(&folder),
        6,
        own_seeds + 1,
        OwareBuild::for_players(2),
        &mut |studied| told.push(studied),
    );
    assert_eq!(first.seeds(), own_seeds + 1);
    assert!(
        told.windows(2).all(|w| w[0].done <= w[1].done),
        "progress only grows"
    );
    let last = told.last().expect("progress told");
    assert_eq!((last.kept, last.done), (own_seeds + 1, 1.0));
    assert_eq!(
        files(),
        [own_seeds, own_seeds + 1].map(|seeds| format!("endgame-oware-6pits-{seeds}seeds-v1.bin"))
    );

    // This time with no memory for moves (`endgame --memory-mib 0`): every move sown again each round.
    let mut kept_along = Vec::new();
    let lean = OwareBuild {
        moves_bytes: 0,
        ..OwareBuild::for_players(2)
    };
    let second =
        mancala::cache::study_oware_in(Some(&folder), 6, own_seeds + 2, lean, &mut |studied| {
            kept_along.push(studied.kept)
        });
    assert_eq!(
        kept_along.first(),
        Some(&(own_seeds + 1)),
        "taken up from the table kept"
    );
    assert_eq!(
        files(),
        [own_seeds, own_seeds + 2].map(|seeds| format!("endgame-oware-6pits-{seeds}seeds-v1.bin")),
        "the table of a seed fewer made way"
    );
    let entries = mancala::cache::entries_of(6, own_seeds + 2).unwrap();
    let at_once = EndgameTable::build_oware(6, entries, OWARE_ROUNDS, 2);
    assert_eq!(second.as_bytes(), at_once.as_bytes());

    // Nothing to do once that large a table is kept.
    let mut done = Vec::new();
    let third = mancala::cache::study_oware_in(
        Some(&folder),
        6,
        own_seeds + 2,
        OwareBuild::for_players(2),
        &mut |studied| done.push(studied.done),
    );
    assert_eq!((third.seeds(), done), (own_seeds + 2, vec![1.0]));
    let _ = std::fs::remove_dir_all(&folder);
}

/// Ctrl+C in the middle of a solve (here while its endgame table is being built and saved) never leaves a
/// damaged table in the cache: the next run finds the cache sound, with no note on standard error.
#[test]
fn an_interrupted_solve_leaves_the_cache_sound() {
    let home = std::env::temp_dir().join(format!("mancala-interrupt-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let solve = |position: &str| {
        Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(["solve", position])
            .env("MANCALA_HOME", &home)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    for wait_ms in [100, 400, 1500] {
        let mut child = solve("4,4,4,4,4,4,0,4,4,4,4,0,0,8 S");
        std::thread::sleep(std::time::Duration::from_millis(wait_ms));
        let interrupted = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(interrupted.success());
        child.wait().unwrap();
        let after = solve("1,0,2,0,0,1,20,0,1,0,2,1,0,20 S")
            .wait_with_output()
            .unwrap();
        assert!(after.status.success());
        let note = String::from_utf8_lossy(&after.stderr);
        assert!(!note.contains("unusable"), "after {wait_ms} ms: {note}");
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn solve_analyze_best_and_hint_answer_on_a_small_board() {
    let home = std::env::temp_dir().join(format!("mancala-cli-test-{}", std::process::id()));
    let with_home = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(args)
            .env("MANCALA_HOME", &home)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    let text = with_home(&["solve", "3,3,3,0,3,3,3,0 S"]);
    assert!(text.starts_with("value +2\nbest "), "{text}");

    let position: Position = "2,1,3,1,1,0,2,2,1,0 N".parse().unwrap();
    let value: Value =
        serde_json::from_str(&with_home(&["analyze", "2,1,3,1,1,0,2,2,1,0 N", "--json"])).unwrap();
    let moves = value["moves"].as_array().unwrap();
    assert_eq!(moves.len(), position.legal_moves().len());
    for entry in moves {
        let pit = entry["pit"].as_u64().unwrap() as u8;
        assert_eq!(entry["value"], crate::solver::move_value(&position, pit));
    }

    let best: Value = serde_json::from_str(&with_home(&[
        "best",
        "2,1,3,1,1,0,2,2,1,0 N",
        "--level",
        "hard",
        "--json",
    ]))
    .unwrap();
    assert_eq!(best["basis"], "proven");
    assert_eq!(best["value"], crate::solver::minimax(&position));

    let hint: Value = serde_json::from_str(&with_home(&[
        "hint",
        "1,0,0,0,0,2,0,1,0,0,0,3,0,0 S",
        "--json",
    ]))
    .unwrap();
    assert_eq!(hint["pit"], 1);
    assert_eq!(hint["reason"], "capture");
    assert_eq!(hint["detail"]["seeds"], 4);
    assert!(hint["text"].as_str().unwrap().contains("captures"));
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn selfplay_counts_every_game() {
    let value = json(&[
        "selfplay", "--south", "easy", "--north", "random", "--games", "6", "--pits", "4",
        "--seeds", "3",
    ]);
    assert_eq!(value["games"], 6);
    let total = ["wins", "draws", "losses"]
        .iter()
        .map(|k| value[k].as_u64().unwrap())
        .sum::<u64>();
    assert_eq!(total, 6);
    assert_eq!(value["first"], "easy");
    assert!(
        refused(&["selfplay", "--south", "grandmaster", "--north", "easy"]).contains("grandmaster")
    );
}

#[test]
fn daily_prints_the_puzzle_and_refuses_a_bad_date() {
    let value = json(&["daily", "--date", "2026-11-29"]);
    assert_eq!(value["position"], "0,2,1,2,1,1,16,1,4,2,1,1,2,14 S");
    assert_eq!(value["rating"], 5);
    assert_eq!(value["winning_moves"], serde_json::json!([6]));
    let text = stdout(&["daily", "--date", "2026-11-29"]);
    assert!(text.starts_with("2026-11-29 (Sunday)\nposition "), "{text}");
    assert!(refused(&["daily", "--date", "2026-02-30"]).contains("bad date '2026-02-30'"));
}

#[cfg(feature = "gui")]
#[test]
fn the_window_refuses_bad_options_before_it_opens() {
    let error = refused(&["--position", "4,4,4,x S"]);
    assert!(error.contains("bad position"), "{error}");
    let error = refused(&["--opponent", "grandmaster"]);
    assert!(
        error.contains("expected friend, easy, medium or hard"),
        "{error}"
    );
    let error = refused(&["--first", "sideways"]);
    assert!(
        error.contains("expected south, north, random or together"),
        "{error}"
    );
    let error = refused(&["--seeds", "11"]);
    assert!(error.contains("cannot start that game"), "{error}");
    let error = refused(&["--daily", "2026-02-30"]);
    assert!(error.contains("bad date '2026-02-30'"), "{error}");
    let error = refused(&["--moves", "3 x"]);
    assert!(error.contains("move 2 ('x')"), "{error}");
}

#[test]
fn review_rates_a_recorded_game_and_refuses_a_malformed_one() {
    let dir = std::env::temp_dir().join(format!("mancala-review-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let start: Position = "2,1,3,1,1,0,2,2,1,0 N".parse().unwrap();
    // North sows pit 3, South answers pit 2, and so on to the end.
    let mut moves = Vec::new();
    let mut position = start;
    while !position.is_over() {
        let pit = position.legal_moves().last().unwrap();
        moves.push(pit);
        position = position.play(pit).unwrap().0;
    }
    let record = mancala::engine::Record::new(start, moves.clone()).unwrap();
    let file = dir.join("game.txt");
    std::fs::write(&file, record.to_string()).unwrap();
    let path = file.to_str().unwrap();

    let review = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["review", path, "--json"])
        .env("MANCALA_HOME", &dir)
        .output()
        .unwrap();
    assert!(
        review.status.success(),
        "{}",
        String::from_utf8_lossy(&review.stderr)
    );
    let review: Value = serde_json::from_slice(&review.stdout).unwrap();
    let entries = review["moves"].as_array().unwrap();
    assert_eq!(entries.len(), moves.len());
    let mut position = start;
    for (entry, &pit) in entries.iter().zip(&moves) {
        let best = crate::solver::minimax(&position);
        let played = crate::solver::move_value(&position, pit);
        assert_eq!(entry["pit"], pit);
        assert_eq!(entry["side"], position.to_move().name());
        assert_eq!(entry["value_before"], best);
        assert_eq!(entry["best_value"], best);
        assert_eq!(entry["loss"], best - played);
        let best_pit = entry["best"].as_u64().unwrap() as u8;
        assert_eq!(crate::solver::move_value(&position, best_pit), best);
        let rating = mancala::engine::Rating::of(best - played);
        assert_eq!(entry["rating"], rating.name());
        position = position.play(pit).unwrap().0;
    }

    let text = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["review", path])
        .env("MANCALA_HOME", &dir)
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("accuracy South "), "{text}");
    assert_eq!(
        text.lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .count(),
        moves.len(),
        "{text}"
    );

    std::fs::write(&file, format!("Pits: 3\n{}\n2 x\n", moves[0])).unwrap();
    let message = refused(&["review", path]);
    assert!(
        message.contains("line 3: 'x' is not a pit number"),
        "{message}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn explore_counts_the_records_of_a_folder_and_skips_what_is_not_one() {
    let dir = std::env::temp_dir().join(format!("mancala-explore-test-{}", std::process::id()));
    let games = dir.join("records");
    std::fs::create_dir_all(&games).unwrap();
    let start = Position::standard();
    // Two games opened with pit 3 (an extra turn) and then pit 6 (a sowing that ends South's turn); one
    // resigned by South after pit 1; a note that is no record.
    let mut opened = mancala::engine::Record::new(start, vec![3, 6]).unwrap();
    opened.ending = mancala::engine::Ending::Resigned(Side::North);
    let mut resigned = mancala::engine::Record::new(start, vec![1]).unwrap();
    resigned.ending = mancala::engine::Ending::Resigned(Side::South);
    std::fs::write(games.join("a.txt"), opened.to_string()).unwrap();
    std::fs::write(games.join("b.txt"), opened.to_string()).unwrap();
    std::fs::write(games.join("c.txt"), resigned.to_string()).unwrap();
    std::fs::write(games.join("notes.txt"), "not a record\n").unwrap();
    let folder = games.to_str().unwrap();
    let text = stdout_at(
        &dir,
        &["explore", &start.to_string(), "--games", folder, "--json"],
    );
    let told: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(told["games"], 3);
    assert_eq!(told["skipped"].as_array().unwrap().len(), 1);
    let moves = told["moves"].as_array().unwrap();
    let book = mancala::engine::openings::move_values(&start).unwrap();
    assert_eq!(moves.len(), book.len());
    for (told, &(pit, value)) in moves.iter().zip(book) {
        assert_eq!(told["pit"], pit);
        assert_eq!(told["value"], value, "pit {pit}: the book's value");
        assert_eq!(told["proved"], true);
        let expected = match pit {
            3 => (2, 2, 0),
            1 => (1, 0, 1),
            _ => (0, 0, 0),
        };
        assert_eq!(
            (
                told["games"].as_u64().unwrap(),
                told["wins"].as_u64().unwrap(),
                told["losses"].as_u64().unwrap()
            ),
            expected,
            "pit {pit}"
        );
    }
    // After pit 3 South sows again: pit 6 was played there twice, and won twice.
    let after = start.play(3).unwrap().0;
    let text = stdout_at(&dir, &["explore", &after.to_string(), "--games", folder]);
    assert!(text.contains("played 2: 2-0-0 (100%)"), "{text}");
    // A file given by name must be a record.
    let refused = mancala(&[
        "explore",
        &start.to_string(),
        "--games",
        games.join("notes.txt").to_str().unwrap(),
    ]);
    assert_eq!(refused.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(feature = "server")]
#[test]
fn otto_at_the_player_s_level_gives_three_strengths_even_chances_over_thirty_games() {
    let text = stdout(&["otto-adapts", "--games", "30", "--seed", "1", "--json"]);
    let told: Value = serde_json::from_str(&text).unwrap();
    let players = told["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    let mut ratings = Vec::new();
    for player in players {
        let score = player["score"].as_f64().unwrap();
        assert!((0.4..=0.6).contains(&score), "{player}");
        assert_eq!(player["results"].as_array().unwrap().len(), 30);
        ratings.push(player["rating"].as_f64().unwrap());
    }
    // The stronger the search, the higher its rating against Otto.
    assert!(
        ratings.windows(2).all(|pair| pair[0] < pair[1]),
        "{ratings:?}"
    );
}

/// `solve --no-book` searches what the opening book and the kept proofs would answer: the standard start (in the
/// book) is not proved in a fifth of a second, and a position proved before is searched again to its same value.
#[test]
fn solve_without_the_book_searches_what_the_book_and_the_kept_proofs_know() {
    let home = std::env::temp_dir().join(format!("mancala-no-book-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let solved =
        |args: &[&str]| -> Value { serde_json::from_str(&stdout_at(&home, args)).unwrap() };
    let start = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S";
    let book = solved(&["solve", start, "--json"]);
    assert_eq!(
        (book["value"].as_i64(), book["nodes"].as_u64()),
        (Some(8), Some(0))
    );
    let searched = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["solve", start, "--no-book", "--time-ms", "200"])
        .env("MANCALA_HOME", &home)
        .output()
        .unwrap();
    assert!(!searched.status.success());
    assert!(String::from_utf8_lossy(&searched.stderr).contains("no value within the time"));

    let small = "4,4,4,4,4,0,4,4,4,4,4,0 S";
    let first = solved(&["solve", small, "--json"]);
    assert!(first["nodes"].as_u64().unwrap() > 0);
    let kept = solved(&["solve", small, "--json"]);
    assert_eq!(kept["nodes"].as_u64(), Some(0), "the proof kept answers");
    let again = solved(&["solve", small, "--no-book", "--json"]);
    assert_eq!(again["nodes"], first["nodes"], "searched as the first time");
    assert_eq!(
        (&again["value"], &again["best"]),
        (&first["value"], &first["best"])
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// A link the system passes (the desktop entry's `%u`, the Windows installer's `mancala://` and `mancalas://`)
/// opens the window on that game, as `--online LINK` does; a word that is neither a command nor a link is
/// refused rather than taken for a server's name.
#[test]
fn a_followed_link_opens_its_game_and_a_stray_word_is_refused() {
    use clap::Parser;
    use mancala::cli::Cli;
    for link in [
        "mancala://127.0.0.1:7878/ABCD",
        "https://mancala.example/join/ABCD",
    ] {
        let cli = Cli::try_parse_from(["mancala", link]).unwrap();
        assert!(cli.command.is_none());
        let launch = cli.window.launch(cli.house_rules().unwrap()).unwrap();
        assert_eq!(launch.online, Some((link.to_string(), None)), "{link}");
    }
    let named =
        Cli::try_parse_from(["mancala", "mancala://127.0.0.1:7878/ABCD", "--name", "Zoë"]).unwrap();
    let launch = named.window.launch(named.house_rules().unwrap()).unwrap();
    assert_eq!(launch.online.unwrap().1.as_deref(), Some("Zoë"));
    // The commands are still commands.
    assert!(
        Cli::try_parse_from(["mancala", "new"])
            .unwrap()
            .command
            .is_some()
    );
    assert!(refused(&["bogus"]).contains("neither a command"));
    assert!(Cli::try_parse_from(["mancala", "--name", "Zoë"]).is_err());
    assert!(Cli::try_parse_from(["mancala", "mancala://a:1/B", "--online", "a:1"]).is_err());
}
