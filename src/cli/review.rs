//! `review`: every sowing of a recorded game rated against perfect play, as text or JSON.

use std::time::{Duration, Instant};

use serde::Serialize;

use super::{CliError, to_json};
use crate::engine::review::{THRESHOLDS, accuracy, review_from_the_end};
use crate::engine::{BySide, MoveReview, Rating, Record, Solver, SolverConfig};

#[derive(Serialize)]
struct ReviewJson {
    start: String,
    result: String,
    moves: Vec<MoveJson>,
    /// Each side's accuracy in percent, to a tenth; none for a side that made no sowing.
    accuracy: BySide<Option<f64>>,
}

#[derive(Serialize)]
struct MoveJson {
    number: usize,
    pit: u8,
    side: &'static str,
    /// The position's value before the sowing, for the side that sowed.
    value_before: i32,
    /// What the sowing played leaves, for the same side.
    value_after: i32,
    best: u8,
    best_value: i32,
    loss: i32,
    rating: &'static str,
    /// Proven by the solver; else a deep search's estimate.
    exact: bool,
}

/// Reads the record in `text` (from `source`, for messages) and reviews it, giving the solver `time_ms` for
/// each sowing.
pub fn review(source: &str, text: &str, time_ms: u64, json: bool) -> Result<String, CliError> {
    let record: Record = text.parse().map_err(|error| CliError::Record {
        what: source.to_string(),
        source: error,
    })?;
    super::provable(record.start.rules(), "review")?;
    let positions = record.positions();
    let endgame = crate::cache::endgame_for_command(
        record.start.rules(),
        record.start.pits(),
        crate::engine::endgame::entries_for(record.start.rules()),
        2,
    );
    // Both cores: the early positions' proofs share out their root's lines.
    let mut solver = Solver::with_endgame(endgame, SolverConfig::default().table_bytes)
        .with_threads(2)
        .with_proofs(Some(crate::proofs::shared()));
    let mut reviews: Vec<Option<MoveReview>> = vec![None; record.moves.len()];
    // `time_ms` a sowing on average: the time the quick late positions leave goes to the earlier, fuller ones.
    let began = Instant::now();
    let time_up = |from_the_end: usize| {
        Instant::now() >= began + Duration::from_millis(time_ms) * (from_the_end as u32 + 1)
    };
    review_from_the_end(
        &positions,
        &record.moves,
        &mut solver,
        &time_up,
        |index, review| {
            reviews[index] = review;
            true
        },
    );
    let reviews: Vec<MoveReview> = reviews
        .into_iter()
        .map(|review| review.expect("every recorded move is legal and the deep search has no stop"))
        .collect();
    let accuracy = BySide::from_fn(|side| accuracy(&reviews, side));
    if json {
        return Ok(to_json(&ReviewJson {
            start: record.start.to_string(),
            result: record.result(),
            moves: reviews
                .iter()
                .enumerate()
                .map(|(index, r)| MoveJson {
                    number: index + 1,
                    pit: r.pit,
                    side: r.side.name(),
                    value_before: r.value_before,
                    value_after: r.value_after,
                    best: r.best,
                    best_value: r.best_value,
                    loss: r.loss,
                    rating: r.rating.name(),
                    exact: r.exact,
                })
                .collect(),
            accuracy: accuracy.map(|percent| percent.map(round_tenth)),
        }));
    }
    let mut text = format!("start {}\nresult {}\n\n", record.start, record.result());
    text.push_str("   #  side   pit  rating       before  after  best\n");
    for (index, r) in reviews.iter().enumerate() {
        let mark = if r.exact { "" } else { "~" };
        let before = format!("{mark}{:+}", r.value_before);
        let after = format!("{mark}{:+}", r.value_after);
        let best = if r.best == r.pit {
            String::new()
        } else {
            format!("{} ({:+})", r.best, r.best_value)
        };
        let line = format!(
            "{:>4}  {:<5}  {:>3}  {:<11} {before:>6} {after:>6}  {best}",
            index + 1,
            r.side.name(),
            r.pit,
            r.rating.name(),
        );
        text.push_str(line.trim_end());
        text.push('\n');
    }
    let shown = |value: Option<f64>| value.map_or("-".to_string(), |v| format!("{v:.0}%"));
    text.push_str(&format!(
        "\naccuracy South {}, North {}\n",
        shown(accuracy.south),
        shown(accuracy.north)
    ));
    text.push_str(&format!("ratings by seeds lost: {}\n", thresholds()));
    if reviews.iter().any(|r| !r.exact) {
        text.push_str(&format!(
            "~ a deep search's estimate ({} sowings): the solver did not finish within {time_ms} ms\n",
            crate::engine::review::FALLBACK_DEPTH
        ));
    }
    Ok(text)
}

fn round_tenth(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// "best 0, good 1, inaccuracy 2-3, mistake 4-6, blunder 7+"
pub fn thresholds() -> String {
    debug_assert_eq!(THRESHOLDS.len(), Rating::ALL.len());
    Rating::ALL
        .iter()
        .map(|rating| {
            let range = match rating.losses() {
                (least, Some(most)) if most == least => least.to_string(),
                (least, Some(most)) => format!("{least}-{most}"),
                (least, None) => format!("{least}+"),
            };
            format!("{} {range}", rating.name())
        })
        .collect::<Vec<_>>()
        .join(", ")
}
