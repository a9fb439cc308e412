//! The command line over the family's other games: every command takes Oware, Oware's larger tables and its
//! opening book (the same whatever the threads), Kalah's book with exact move values, and Congklak's start,
//! sowing, trace and count.

use super::*;

#[test]
fn every_command_takes_oware() {
    let home = std::env::temp_dir().join(format!("mancala-oware-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let with_home =
        |args: &[&str]| serde_json::from_str::<Value>(&stdout_at(&home, args)).expect("valid JSON");
    assert_eq!(
        stdout(&["new", "--rules", "oware"]).trim(),
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware"
    );
    // The chain of the rules panel's example: South's pit 3 takes North's pits 1 to 3.
    let played = json(&[
        "play",
        "--rules",
        "oware",
        "--position",
        "0,0,6,0,0,0,0,1,2,1,4,0,1,0 S",
        "--moves",
        "3",
    ]);
    assert_eq!(played["trace"][0]["taken"]["first"], 1);
    assert_eq!(played["trace"][0]["taken"]["last"], 3);
    assert_eq!(played["trace"][0]["taken"]["seeds"], 7);
    assert_eq!(played["position"], "0,0,0,1,1,1,7,0,0,0,4,0,1,0 N oware");
    // The position text's rules alone do as well as the flag.
    let perft = json(&[
        "perft",
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware",
        "--depth",
        "3",
    ]);
    let start = Position::standard().with_rules(mancala::engine::OWARE);
    assert_eq!(perft["nodes"], mancala::engine::perft(&start, 3));
    // A small position is solved from the table; the move values agree with the value.
    let small = "1,0,1,0,0,2,8,1,0,0,1,0,0,12 S";
    let solved = with_home(&["solve", "--rules", "oware", small, "--json"]);
    let analyzed = with_home(&["analyze", "--rules", "oware", small, "--json"]);
    assert_eq!(solved["value"].as_i64(), best_move_value(&analyzed));
    let best_pits = solved["best"].as_array().unwrap().clone();
    let hint = with_home(&["hint", "--rules", "oware", small, "--json"]);
    assert!(best_pits.contains(&hint["pit"]), "{hint}");
    let chosen = with_home(&[
        "best", "--rules", "oware", "--level", "hard", small, "--json",
    ]);
    assert!(best_pits.contains(&chosen["pit"]), "{chosen}");
    assert_eq!(chosen["basis"], "proven");
    // The start is too large to prove with the game's table, and says so; house rules are Kalah's alone.
    let message = refused_at(
        &home,
        &["solve", "--rules", "oware", "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S"],
    );
    assert!(message.contains("at most 12 seeds"), "{message}");
    let message = refused(&["new", "--rules", "oware", "--empty-capture"]);
    assert!(
        message.contains("--empty-capture is a switch of Kalah's rules, not of Oware's"),
        "{message}"
    );
    let games = json(&[
        "selfplay", "--rules", "oware", "--south", "medium", "--north", "random", "--games", "4",
    ]);
    assert_eq!(games["games"], 4);
    let _ = std::fs::remove_dir_all(&home);
}

/// `mancala endgame` builds a larger Oware table into the cache folder, and the commands that prove Oware's
/// positions then use it: a position of 13 seeds in the pits is refused before and solved after, its value the
/// best of its moves' values.
#[test]
fn a_larger_oware_table_is_built_once_and_proves_more() {
    let home = std::env::temp_dir().join(format!("mancala-oware-table-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let thirteen = "3,0,2,1,0,2,20,1,0,2,1,1,0,15 S oware";
    let message = refused_at(&home, &["solve", thirteen]);
    assert!(message.contains("at most 12 seeds"), "{message}");
    let built: Value = serde_json::from_str(&stdout_at(
        &home,
        &["--rules", "oware", "endgame", "--seeds", "13", "--json"],
    ))
    .unwrap();
    assert_eq!(built["seeds"], 13);
    assert_eq!(built["positions"], 5_200_300);
    let solved: Value =
        serde_json::from_str(&stdout_at(&home, &["solve", thirteen, "--json"])).unwrap();
    let analyzed: Value =
        serde_json::from_str(&stdout_at(&home, &["analyze", thirteen, "--json"])).unwrap();
    assert_eq!(solved["value"].as_i64(), best_move_value(&analyzed));
    // A second run reads the table from the cache rather than writing it again.
    let file = home
        .join("cache")
        .join("endgame-oware-6pits-13seeds-v1.bin");
    let written = std::fs::metadata(&file).unwrap().modified().unwrap();
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 5_200_300 + 28);
    stdout_at(&home, &["--rules", "oware", "endgame", "--seeds", "13"]);
    assert_eq!(
        std::fs::metadata(&file).unwrap().modified().unwrap(),
        written
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// `mancala book` writes the book of a small board: every position of its first sowings once, each move valued as
/// the solver values it, in the book's own format.
#[test]
fn book_lists_every_position_of_the_first_sowings_with_its_exact_move_values() {
    use mancala::engine::{Limits, Solver, SolverConfig, openings};
    let home = std::env::temp_dir().join(format!("mancala-book-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let output = stdout_at(
        &home,
        &["book", "--sowings", "3", "--pits", "4", "--seeds", "3"],
    );
    let book = openings::parse(&output).unwrap();
    assert!(book.solved.is_empty(), "no Hard's lines unless asked for");
    let entries = book.entries;
    let start = Position::start(4, 3).unwrap();
    assert_eq!(entries[0].0, start);
    // The positions after 0 to 3 sowings, each once.
    let mut expected = vec![start];
    let mut layer = vec![start];
    for _ in 0..3 {
        let mut next = Vec::new();
        for position in &layer {
            for pit in position.legal_moves() {
                let child = position.play(pit).unwrap().0.with_sowings(0);
                if !child.is_over() && !expected.contains(&child) && !next.contains(&child) {
                    next.push(child);
                }
            }
        }
        expected.extend(&next);
        layer = next;
    }
    let listed: Vec<Position> = entries.iter().map(|(position, _)| *position).collect();
    assert_eq!(listed, expected);
    let mut solver = Solver::new(4, SolverConfig::default());
    for (position, values) in &entries {
        let (proved, _) = solver.analyze(position, &Limits::none()).unwrap();
        let proved: Vec<(u8, i32)> = proved.iter().map(|v| (v.pit, v.value)).collect();
        assert_eq!(&proved, values, "{position}");
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn the_oware_book_command_writes_a_book_that_reads_back_whatever_the_threads() {
    use mancala::engine::{OWARE, oware_book};
    let home = std::env::temp_dir().join(format!("mancala-oware-book-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let args = |threads: &'static str| {
        [
            "--rules",
            "oware",
            "book",
            "--sowings",
            "1",
            "--nodes",
            "20000",
            "--threads",
            threads,
        ]
    };
    let two = stdout_at(&home, &args("2"));
    let book = oware_book::parse(&two).unwrap_or_else(|e| panic!("{e}\n{two}"));
    // The start and the six positions after its first sowing, each with a move from a search of some depth.
    let start = Position::standard().with_rules(OWARE);
    let mut expected = vec![start];
    expected.extend(
        start
            .legal_moves()
            .map(|pit| start.play(pit).unwrap().0.with_sowings(0)),
    );
    let held: Vec<Position> = book.iter().map(|entry| entry.position).collect();
    assert_eq!(held, expected);
    assert!(book.iter().all(|entry| entry.depth >= 2), "{two}");
    // Each position is searched with a table of its own: one thread writes the same book.
    assert_eq!(stdout_at(&home, &args("1")), two);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn congklak_commands_start_play_trace_and_count() {
    // The usual board from --rules alone, and as many seeds a hole as holes when only the holes are given.
    assert_eq!(
        stdout(&["new", "--rules", "congklak"]).trim(),
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
    );
    assert_eq!(
        stdout(&["new", "--rules", "congklak", "--pits", "9"]).trim(),
        "9,9,9,9,9,9,9,9,9,0,9,9,9,9,9,9,9,9,9,0 S congklak"
    );
    let message = refused(&["new", "--rules", "congklak", "--pits", "4"]);
    assert!(message.contains("a congklak board has 5 to 9"), "{message}");
    // The written rules' example: one relay, then a capture; the trace has both laps.
    let played = json(&["play", "--rules", "congklak", "--moves", "2"]);
    assert_eq!(
        played["position"],
        "8,0,8,8,8,8,8,10,0,8,8,8,8,0,8,0 N congklak"
    );
    let laps = played["trace"][0]["laps"].as_array().unwrap();
    assert_eq!(laps.len(), 2);
    assert_eq!(laps[1]["from"]["side"], "North");
    assert_eq!(laps[1]["from"]["pit"], 1);
    assert_eq!(laps[1]["seeds"], 8);
    assert_eq!(played["trace"][0]["drops"].as_array().unwrap().len(), 7 + 8);
    assert_eq!(played["trace"][0]["capture"]["opposite"], 8);
    // A nine-hole position is read as Congklak's under --rules congklak, and counted.
    let nine = "9,9,9,9,9,9,9,9,9,0,9,9,9,9,9,9,9,9,9,0 S";
    let start = mancala::engine::Position::start_by(mancala::engine::CONGKLAK, 9, 9).unwrap();
    assert_eq!(
        stdout(&["perft", "--rules", "congklak", nine, "--depth", "3"]).trim(),
        mancala::engine::perft(&start, 3).to_string()
    );
    // Switches belong to their family.
    let message = refused(&["new", "--rules", "congklak", "--empty-capture"]);
    assert!(
        message.contains("--empty-capture is a switch of Kalah's rules, not of Congklak's"),
        "{message}"
    );
    let message = refused(&["new", "--lap-before-capture"]);
    assert!(
        message.contains("--lap-before-capture is a switch of Congklak's rules, not of Kalah's"),
        "{message}"
    );
    let message = refused(&["new", "--rules", "congklak", "--capture-own-seed"]);
    assert!(
        message.contains("--capture-own-seed is a switch of Sungka's rules, not of Congklak's"),
        "{message}"
    );
    let message = refused(&[
        "play",
        "--rules",
        "oware",
        "--position",
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak",
        "--moves",
        "1",
    ]);
    assert!(
        message.contains("the position is congklak but --rules says oware"),
        "{message}"
    );
    // What proves values refuses Congklak by name; Teach me gives a reason.
    for command in [
        vec!["solve", "--rules", "congklak", nine],
        vec!["analyze", "--rules", "congklak", nine],
        vec!["endgame", "--rules", "congklak", "--seeds", "10"],
    ] {
        let message = refused(&command);
        assert!(
            message.contains("nothing proves the positions of Congklak"),
            "{message}"
        );
    }
    let hint = json(&["hint", "--rules", "congklak", "--time-ms", "300", nine]);
    assert!((1..=9).contains(&hint["pit"].as_u64().unwrap()), "{hint}");
    assert!(
        hint["text"].as_str().unwrap().starts_with("Play pit"),
        "{hint}"
    );
    // Otto's levels answer, and a single round between them is counted.
    let best = json(&["best", "--rules", "congklak", "--level", "medium", nine]);
    assert!((1..=9).contains(&best["pit"].as_u64().unwrap()), "{best}");
    let games = json(&[
        "selfplay", "--rules", "congklak", "--south", "medium", "--north", "easy", "--games", "2",
    ]);
    assert_eq!(games["games"], 2);
}

/// Sungka from the command line: its start, a sowing that captures and leaves its seed, its variant's name.
#[test]
fn sungka_commands_start_play_and_name_the_variant() {
    assert_eq!(
        stdout(&["new", "--rules", "sungka"]).trim(),
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S sungka"
    );
    assert_eq!(
        stdout(&["new", "--rules", "sungka", "--capture-own-seed"]).trim(),
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S sungka+capture-own-seed"
    );
    let played: serde_json::Value = serde_json::from_str(&stdout(&[
        "play",
        "--position",
        "1,0,1,1,1,1,1,0,1,1,1,1,1,5,1,0 S sungka",
        "--moves",
        "1",
        "--json",
    ]))
    .unwrap();
    assert_eq!(played["trace"][0]["capture"]["opposite"], 5);
    assert_eq!(played["trace"][0]["capture"]["to_store"], 5);
    let start =
        mancala::engine::Position::start_usual(mancala::engine::SUNGKA, None, None).unwrap();
    assert_eq!(
        stdout(&[
            "perft",
            "--rules",
            "sungka",
            &start.to_string(),
            "--depth",
            "3"
        ])
        .trim(),
        mancala::engine::perft(&start, 3).to_string()
    );
}

/// Ô ăn quan from the command line: its start and variant, a sowing named by square and way, perft, Otto's
/// levels, Teach me's reason, and what proves values refusing it by name.
#[test]
fn oanquan_commands_start_play_search_and_refuse_proofs() {
    let start = "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan";
    assert_eq!(stdout(&["new", "--rules", "oanquan"]).trim(), start);
    assert_eq!(
        stdout(&["new", "--rules", "oanquan", "--small-mandarin"]).trim(),
        "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan+small-mandarin"
    );
    // Square 3 to the right relays from North's square 3 and captures South's square 4.
    assert_eq!(
        stdout(&["play", "--position", start, "--moves", "3"]).trim(),
        "6,6,0,0,6,Q1,6,6,0,6,6,Q1 6,0 N oanquan"
    );
    let message = refused(&["play", "--position", start, "--moves", "11"]);
    assert!(message.contains("no move 11"), "{message}");
    // The trace gives each square captured: South's square 4, 6 citizens, no mandarin.
    let traced = json(&["play", "--position", start, "--moves", "3"]);
    let takes = &traced["trace"][0]["takes"];
    assert_eq!(
        takes,
        &serde_json::json!([{"square": {"side": "South", "pit": 4}, "citizens": 6, "mandarin": false}]),
        "{traced}"
    );
    // A Kalah sowing's trace has no takes.
    let kalah = json(&["play", "--moves", "3"]);
    assert!(kalah["trace"][0].get("takes").is_none(), "{kalah}");
    // Another family's text under --rules oanquan is refused as such; a wrong count in Ô ăn quan's own words.
    let message = refused(&[
        "--rules",
        "oanquan",
        "play",
        "--position",
        "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S sungka",
        "--moves",
        "1",
    ]);
    assert!(
        message.contains("the position is sungka but --rules says oanquan"),
        "{message}"
    );
    let message = refused(&[
        "--rules",
        "oanquan",
        "play",
        "--position",
        "5,5,5,5,5,Q,5,5,5,5,Q 0,0 S",
        "--moves",
        "1",
    ]);
    assert!(
        message.contains("each followed by its mandarin square"),
        "{message}"
    );
    // A position given over is printed as its end, as one a sowing ended is: each row's citizens taken by its
    // player, the mandarin squares cleared.
    let over = "0,0,0,0,0,Q3,4,5,6,7,8,Q9 2,2 S oanquan";
    let said = stdout(&["play", "--position", over, "--moves", ""]);
    assert_eq!(
        said.lines().next(),
        Some("0,0,0,0,0,0,0,0,0,0,0,0 2,32 S oanquan"),
        "{said}"
    );
    assert!(said.contains("South 2, North 32"), "{said}");
    let kalah = stdout(&[
        "play",
        "--position",
        "0,0,0,0,0,0,20,4,4,4,4,4,4,4 S",
        "--moves",
        "",
    ]);
    assert_eq!(
        kalah.lines().next(),
        Some("0,0,0,0,0,0,20,0,0,0,0,0,0,28 S"),
        "{kalah}"
    );
    let position = mancala::engine::notation::parse(start, mancala::engine::OAN_QUAN).unwrap();
    assert_eq!(
        stdout(&["perft", start, "--depth", "3"]).trim(),
        mancala::engine::perft(&position, 3).to_string()
    );
    for level in ["easy", "medium", "hard"] {
        let best = json(&["best", "--level", level, "--time-ms", "200", start]);
        assert!((1..=10).contains(&best["pit"].as_u64().unwrap()), "{best}");
    }
    // In words, the move names its square and way: "7 (square 2 to the left; searched 6 sowings deep)".
    let said = stdout(&["best", "--level", "medium", start]);
    assert!(
        said.contains(" (square ") && said.contains(" to the "),
        "{said}"
    );
    let hint = json(&[
        "hint",
        "--time-ms",
        "300",
        "2,5,5,5,5,Q,3,0,4,0,5,Q 0,0 S oanquan",
    ]);
    assert_eq!(hint["reason"], "squares", "{hint}");
    assert!(
        hint["text"].as_str().unwrap().starts_with("Play square"),
        "{hint}"
    );
    for command in [vec!["solve", start], vec!["analyze", start]] {
        let message = refused(&command);
        assert!(
            message.contains("nothing proves the positions of Ô ăn quan"),
            "{message}"
        );
    }
    let games = json(&[
        "selfplay", "--rules", "oanquan", "--south", "medium", "--north", "easy", "--games", "2",
    ]);
    assert_eq!(games["games"], 2);
}

/// The explorer values every sowing of the games nothing proves by an estimate (it asked the solver's kept
/// proofs about them once, and the program stopped on Congklak's rows), counting none of their games.
#[test]
fn the_explorer_estimates_the_sowings_of_every_unprovable_game() {
    for (rules, start, moves) in [
        ("congklak", "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak", 7),
        ("sungka", "2,0,1,3,0,1,2,44,1,2,0,1,3,0,2,36 S sungka", 5),
        ("oanquan", "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan", 10),
    ] {
        let explored = json(&["explore", "--rules", rules, start]);
        let listed = explored["moves"].as_array().unwrap();
        assert_eq!(listed.len(), moves, "{explored}");
        assert!(
            listed
                .iter()
                .all(|m| m["proved"] == false && m["games"] == 0),
            "{explored}"
        );
    }
    let said = stdout(&[
        "explore",
        "--rules",
        "oanquan",
        "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan",
    ]);
    assert!(said.contains("square 3 to the left: "), "{said}");
}
