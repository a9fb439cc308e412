//! The proofs kept beyond a solver: what a solve and an analysis keep, what a later solver reads back instead of
//! searching, and the store in the cache folder (closed and opened again, damaged, full, shared with the command
//! line running beside it).

use std::path::PathBuf;
use std::sync::Arc;

use mancala::engine::proofs::{self, WORTH_KEEPING};
use mancala::engine::{Limits, Position, Proof, ProofStore, ProofsInMemory, Solver};
use mancala::proofs::{FILE_NAME, KeptProofs, OpenError};

use crate::cli::stdout_at;
use crate::solver::small_solver;

/// A standard middle game whose proof takes a few hundred thousand nodes: dear enough to keep.
const MIDDLE_GAME: &str = "0,0,0,2,0,9,7,0,9,8,2,1,0,10 S";

fn middle_game() -> Position {
    MIDDLE_GAME.parse().unwrap()
}

fn with_store(store: &Arc<ProofsInMemory>) -> Solver {
    small_solver(6).with_proofs(Some(Arc::clone(store) as Arc<dyn ProofStore>))
}

fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("mancala-proofs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

#[test]
fn a_solve_keeps_its_proof_and_a_new_solver_reads_it_back_without_a_search() {
    let position = middle_game();
    let store = Arc::new(ProofsInMemory::default());
    let proved = with_store(&store)
        .solve(&position, &Limits::none())
        .unwrap();
    assert!(proved.nodes >= WORTH_KEEPING, "{} nodes", proved.nodes);
    assert_eq!(store.len(), 1);
    // The same answer as a solver with no store, which searches.
    let plain = small_solver(6).solve(&position, &Limits::none()).unwrap();
    assert_eq!((proved.value, &proved.best), (plain.value, &plain.best));

    // A fresh solver (an empty transposition table) with the store: no search at all.
    let recalled = with_store(&store)
        .solve(&position, &Limits::none())
        .unwrap();
    assert_eq!(recalled.nodes, 0);
    assert_eq!((recalled.value, &recalled.best), (plain.value, &plain.best));
    // The stores are not part of the key: the same rows with other stores share the proof, shifted.
    let shifted: Position = "0,0,0,2,0,9,9,0,9,8,2,1,0,8 S".parse().unwrap();
    let recalled = with_store(&store).solve(&shifted, &Limits::none()).unwrap();
    assert_eq!(recalled.nodes, 0);
    assert_eq!(recalled.value, plain.value + 4);
    // Nor is the side's name: the mirrored position is the same to its mover.
    let mirrored = with_store(&store)
        .solve(&position.mirrored(), &Limits::none())
        .unwrap();
    assert_eq!((mirrored.value, mirrored.nodes), (plain.value, 0));
}

#[test]
fn an_analysis_keeps_every_move_and_the_next_analysis_or_solve_reads_them() {
    let position = middle_game();
    let store = Arc::new(ProofsInMemory::default());
    let (values, nodes) = with_store(&store)
        .analyze(&position, &Limits::none())
        .unwrap();
    assert!(nodes > 0);
    let (plain, _) = small_solver(6).analyze(&position, &Limits::none()).unwrap();
    assert_eq!(values, plain);

    let solver = with_store(&store);
    assert_eq!(solver.recall_values(&position), Some(plain.clone()));
    let (again, nodes) = with_store(&store)
        .analyze(&position, &Limits::none())
        .unwrap();
    assert_eq!((again, nodes), (plain.clone(), 0));
    // The position's own proof came with it, best moves and all.
    let best = plain.iter().map(|v| v.value).max().unwrap();
    let solved = with_store(&store)
        .solve(&position, &Limits::none())
        .unwrap();
    assert_eq!(solved.nodes, 0);
    assert_eq!(solved.value, best);
    let keep: Vec<u8> = plain
        .iter()
        .filter(|v| v.value == best)
        .map(|v| v.pit)
        .collect();
    assert_eq!(solved.best, keep);
    // Each move's answer without a search, from the position it leads to.
    for v in &plain {
        let mut solver = with_store(&store);
        assert!(
            solver
                .move_at_least(&position, v.pit, v.value, &Limits::none())
                .unwrap()
        );
        assert!(
            !solver
                .move_at_least(&position, v.pit, v.value + 1, &Limits::none())
                .unwrap()
        );
    }
}

#[test]
fn a_value_kept_without_its_best_moves_is_finished_into_a_whole_proof() {
    let position = middle_game();
    let plain = small_solver(6).solve(&position, &Limits::none()).unwrap();
    let store = Arc::new(ProofsInMemory::default());
    let key = proofs::key(&position).unwrap();
    store.put(&[(key, Proof::of(&position, plain.value, &[], WORTH_KEEPING))]);
    // The value alone is not a solution: the best moves are still searched, at the known value.
    assert_eq!(with_store(&store).recall(&position), None);
    let finished = with_store(&store)
        .solve(&position, &Limits::none())
        .unwrap();
    assert_eq!((finished.value, &finished.best), (plain.value, &plain.best));
    assert!(
        finished.nodes < plain.nodes,
        "{} vs {}",
        finished.nodes,
        plain.nodes
    );
    let kept = store.get(&key).unwrap();
    assert_eq!(kept.best(), plain.best);
    assert_eq!(kept.value(&position), plain.value);
}

#[test]
fn cheap_proofs_and_positions_near_the_safety_net_are_not_kept() {
    let store = Arc::new(ProofsInMemory::default());
    // Few seeds left: the endgame table answers at once.
    let quick: Position = "1,0,0,0,0,2,20,1,0,0,0,3,0,21 S".parse().unwrap();
    let solved = with_store(&store).solve(&quick, &Limits::none()).unwrap();
    assert!(solved.nodes < WORTH_KEEPING);
    assert!(store.is_empty());
    let late = middle_game().with_sowings(350);
    assert_eq!(proofs::key(&late), None);
    with_store(&store).solve(&late, &Limits::none()).unwrap();
    assert!(store.is_empty());
    let oware: Position = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware".parse().unwrap();
    assert_eq!(proofs::key(&oware), None);
}

#[test]
fn the_kept_proofs_outlast_the_store_being_closed_and_opened() {
    let folder = folder("reopen");
    let position = middle_game();
    let key = proofs::key(&position).unwrap();
    let proof = Proof::of(&position, 6, &[2, 5], 1_234_567);
    {
        let kept = KeptProofs::open_in(&folder, 1_000).unwrap();
        assert!(kept.is_empty());
        assert_eq!(kept.get(&key), None);
        kept.put(&[(key, proof)]);
        assert_eq!(kept.get(&key), Some(proof));
    }
    let kept = KeptProofs::open_in(&folder, 1_000).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept.get(&key), Some(proof));
    assert_eq!(proof.best(), vec![2, 5]);
    // A later proof of the value alone does not forget the best moves.
    kept.put(&[(key, Proof::of(&position, 6, &[], 10))]);
    assert_eq!(kept.get(&key), Some(proof));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_damaged_store_is_kept_aside_and_a_new_one_begun() {
    for (name, damage) in [
        ("garbage", b"not a database at all, just words".repeat(200)),
        ("truncated", Vec::new()),
    ] {
        let folder = folder(name);
        let path = folder.join(FILE_NAME);
        let position = middle_game();
        let key = proofs::key(&position).unwrap();
        {
            let kept = KeptProofs::open_in(&folder, 1_000).unwrap();
            kept.put(&[(key, Proof::of(&position, 6, &[2], 1_000_000))]);
        }
        let bytes = if damage.is_empty() {
            // The first few kilobytes of a real store: its header without the rest.
            std::fs::read(&path).unwrap()[..4096].to_vec()
        } else {
            damage
        };
        std::fs::write(&path, &bytes).unwrap();
        let kept = KeptProofs::open_in(&folder, 1_000).unwrap();
        assert!(kept.is_empty(), "{name}: a new store");
        kept.put(&[(key, Proof::of(&position, 6, &[2], 1_000_000))]);
        assert!(kept.get(&key).is_some(), "{name}: the new store works");
        let bad = folder.join(format!("{FILE_NAME}.bad"));
        assert_eq!(
            std::fs::read(&bad).unwrap(),
            bytes,
            "{name}: kept aside as it was"
        );
        drop(kept);
        let _ = std::fs::remove_dir_all(&folder);
    }
}

#[test]
fn a_store_with_no_folder_to_live_in_says_why() {
    let file = folder("not-a-folder");
    std::fs::write(&file, b"a file where the folder should be").unwrap();
    match KeptProofs::open_in(&file, 1_000) {
        Err(OpenError::Unavailable(why)) => assert!(why.contains("cannot"), "{why}"),
        other => panic!("expected the disk's refusal, got {:?}", other.map(|_| ())),
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_full_store_lets_the_cheapest_quarter_go() {
    let folder = folder("full");
    let kept = KeptProofs::open_in(&folder, 100).unwrap();
    // 101 different positions (the rows differ), the dearest last.
    let keyed: Vec<_> = (0..101u64)
        .map(|n| {
            let position: Position =
                format!("{},{},4,4,4,4,0,4,4,4,4,4,4,0 S", n % 10 + 1, n / 10 + 1)
                    .parse()
                    .unwrap();
            (position, n)
        })
        .collect();
    for (position, n) in &keyed {
        let key = proofs::key(position).unwrap();
        kept.put(&[(key, Proof::of(position, 0, &[1], 1_000 + n))]);
    }
    let left = kept.len();
    assert!((75..=100).contains(&left), "{left} kept");
    // What went were the cheapest; the dearest are all there.
    for (position, n) in &keyed {
        let key = proofs::key(position).unwrap();
        if *n >= 50 {
            assert!(kept.get(&key).is_some(), "proof {n} was let go");
        }
    }
    assert!(kept.get(&proofs::key(&keyed[0].0).unwrap()).is_none());
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_command_line_keeps_its_proofs_in_the_cache_folder_while_another_program_has_it_open() {
    let home = folder("cli");
    let cache = home.join("cache");
    // Open here first, as the window would be, then the command line beside it.
    let here = KeptProofs::open_in(&cache, 1_000).unwrap();
    let solve = || {
        let output = stdout_at(
            &home,
            &["solve", MIDDLE_GAME, "--json", "--time-ms", "60000"],
        );
        serde_json::from_str::<serde_json::Value>(&output).unwrap()
    };
    let first = solve();
    assert!(first["nodes"].as_u64().unwrap() >= WORTH_KEEPING);
    let position = middle_game();
    let proof = here
        .get(&proofs::key(&position).unwrap())
        .expect("the command line's proof, read by the other program");
    assert_eq!(
        i64::from(proof.value(&position)),
        first["value"].as_i64().unwrap()
    );
    let second = solve();
    assert_eq!(second["nodes"], 0);
    assert_eq!(second["value"], first["value"]);
    assert_eq!(second["best"], first["best"]);
    drop(here);
    let _ = std::fs::remove_dir_all(&home);
}
