//! From which sowing Hard plays perfectly: games of Hard (1 s a move, one thread, the cache folder's largest
//! endgame table, a store of proofs of its own, empty at first) against Medium, on the standard board with 3, 4, 5
//! and 6 seeds a pit, Hard moving first in half of them. Each of Hard's choices is proved (the opening book, a kept
//! proof or the solver in its time) or searched; Hard is perfect from the sowing after the last one it had to search
//! in any game. With `PONDER_MS=T`, Hard ponders for T ms before each of Medium's sowings, as it does in the window
//! while a person thinks; with `SEEDS=N`, only that board; with `OPPONENT=easy`, against Easy.
//! `cargo bench --no-default-features --bench hard_perfect`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use mancala::engine::ai::HARD_MOVE_TIME;
use mancala::engine::{
    Ai, Basis, Budget, KALAH, Level, Position, ProofStore, ProofsInMemory, Side,
};

const GAMES: u64 = 6;

fn main() {
    let ponder = std::env::var("PONDER_MS")
        .ok()
        .and_then(|text| text.parse().ok())
        .map(Duration::from_millis);
    let opponent = match std::env::var("OPPONENT").as_deref() {
        Ok("easy") => Level::Easy,
        _ => Level::Medium,
    };
    let endgame = mancala::cache::largest_kept(KALAH, 6, 2);
    let only: Option<u8> = std::env::var("SEEDS")
        .ok()
        .and_then(|text| text.parse().ok());
    for seeds in [3, 4, 5, 6]
        .into_iter()
        .filter(|&seeds| only.is_none_or(|only| only == seeds))
    {
        let mut proved_at = Vec::new();
        let mut searched_at = Vec::new();
        let mut hard_moves = 0;
        for game in 0..GAMES {
            let hard_side = if game % 2 == 0 {
                Side::South
            } else {
                Side::North
            };
            let store: Arc<dyn ProofStore> = Arc::new(ProofsInMemory::default());
            let mut hard =
                Ai::with_endgame(Level::Hard, Some(endgame.clone()), game).with_proofs(Some(store));
            let mut medium = Ai::new(opponent, 6, 100 + game);
            let mut position = Position::start(6, seeds).expect("a standard board");
            while !position.is_over() {
                let sowing = u32::from(position.sowings()) + 1;
                let pit = if position.to_move() == hard_side {
                    let started = Instant::now();
                    let elapsed = move || started.elapsed();
                    let budget = Budget {
                        clock: Some((&elapsed, HARD_MOVE_TIME)),
                        ..Budget::default()
                    };
                    let choice = hard.choose(&position, &budget).expect("a move");
                    if position.legal_moves().count() > 1 {
                        hard_moves += 1;
                        match choice.basis {
                            Basis::Proven(_) => proved_at.push(sowing),
                            _ => searched_at.push(sowing),
                        }
                    }
                    choice.pit
                } else {
                    if let Some(time) = ponder {
                        let cancel = AtomicBool::new(false);
                        std::thread::scope(|scope| {
                            scope.spawn(|| {
                                std::thread::sleep(time);
                                cancel.store(true, Ordering::Relaxed);
                            });
                            hard.ponder(&position, &cancel);
                        });
                    }
                    medium
                        .choose(&position, &Budget::default())
                        .expect("a move")
                        .pit
                };
                position = position.play(pit).expect("a legal move").0;
            }
        }
        let last_searched = searched_at.iter().max();
        println!(
            "{seeds} seeds: {GAMES} games, {hard_moves} choices of Hard's, {} proved, {} searched (at sowings \
             {searched_at:?}); perfect from sowing {}",
            proved_at.len(),
            searched_at.len(),
            last_searched.map_or(1, |last| last + 1)
        );
    }
}
