//! `match`: a match between two engines that speak UCI (`mancala uci`, or another program such as Aalina),
//! refereed by our rules. Games come in pairs from the same opening with the sides swapped; the first pair starts
//! from the start position, every later one from random sowings, no two pairs from the same ones while there are
//! enough. The report gives the first engine's wins, draws
//! and losses, its mean margin and the Elo difference with a 95% interval. docs/uci.md tells how to run one.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde_json::json;

use super::to_json;
use super::uci::{move_text, parse_move, start};
use crate::engine::{Rules, Side};

pub struct MatchPlan {
    /// The two engines' command lines, run by `sh -c`.
    pub engines: [String; 2],
    /// Games in all (pairs of two).
    pub games: u32,
    pub move_time: Duration,
    /// Random sowings from the start before each pair of games but the first.
    pub opening: u32,
    pub seed: u64,
    pub rules: Rules,
}

/// How long past its time an engine may take to answer before it loses the game.
const GRACE: Duration = Duration::from_secs(5);

/// A running engine: its input, and its output's lines as they come.
struct Engine {
    name: String,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(command: &str) -> Result<Engine, MatchError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| MatchError::Start {
                command: command.to_string(),
                source,
            })?;
        let input = child.stdin.take().expect("stdin is piped");
        let output = child.stdout.take().expect("stdout is piped");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: command.to_string(),
            child,
            input,
            lines,
        };
        engine.send("uci")?;
        let id = engine.wait_for("uciok", Duration::from_secs(60))?;
        if let Some(name) = id.iter().find_map(|line| line.strip_prefix("id name ")) {
            engine.name = name.trim().to_string();
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), MatchError> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|source| MatchError::Deaf {
                engine: self.name.clone(),
                source,
            })
    }

    /// The lines up to and including the first that starts with `word`.
    fn wait_for(
        &mut self,
        word: &'static str,
        within: Duration,
    ) -> Result<Vec<String>, MatchError> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.split_whitespace().next() == Some(word);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(MatchError::Silent {
                        engine: self.name.clone(),
                        word,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(MatchError::Ended {
                        engine: self.name.clone(),
                        word,
                    });
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), MatchError> {
        self.send("isready")?;
        self.wait_for("readyok", Duration::from_secs(60))
            .map(|_| ())
    }

    /// The engine's move after `moves` from the start, and how long it took.
    fn best_move(
        &mut self,
        moves: &[String],
        time: Duration,
    ) -> Result<(String, Duration), MatchError> {
        let mut command = "position startpos".to_string();
        if !moves.is_empty() {
            // One word, as the Mancala engines write a game (each move is one letter).
            command.push_str(" moves ");
            command.push_str(&moves.concat());
        }
        self.send(&command)?;
        let asked = Instant::now();
        self.send(&format!("go movetime {}", time.as_millis()))?;
        let said = self.wait_for("bestmove", time + GRACE)?;
        let line = said.last().expect("the last line is the move");
        let word = line
            .split_whitespace()
            .nth(1)
            .ok_or_else(|| MatchError::Ended {
                engine: self.name.clone(),
                word: "a move after 'bestmove'",
            })?;
        Ok((word.to_string(), asked.elapsed()))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // An engine that does not quit by itself is ended: the match must not leave programs behind.
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Why an engine of the match could not go on: in a game, a forfeit; before the first, the match's error.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error("cannot start '{command}': {source}; is it a program on the PATH?")]
    Start {
        command: String,
        source: std::io::Error,
    },
    #[error("{engine} stopped reading: {source}")]
    Deaf {
        engine: String,
        source: std::io::Error,
    },
    #[error("{engine} did not say '{word}' in time")]
    Silent { engine: String, word: &'static str },
    #[error("{engine} ended before saying '{word}'")]
    Ended { engine: String, word: &'static str },
}

/// One game's end, from the first engine's side.
struct Game {
    /// Seeds ahead at the end (negative behind); a forfeit counts as the whole board.
    margin: i32,
    moves: Vec<String>,
    /// Why the game ended early, if an engine lost it by breaking the rules or the clock.
    forfeit: Option<String>,
}

/// Openings are drawn without repeats from all the lines of their length when there are at most this many.
const DRAWN_FROM_ALL: usize = 100_000;

/// The openings of a match's pairs: none for the first pair, `sowings` random ones for each later one, no two
/// alike while there are lines enough (with 2 sowings there are 36: a match of 20 pairs plays 19 of them).
fn openings(rules: Rules, sowings: u32, seed: u64, pairs: u32) -> Vec<Vec<String>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0A1E);
    let mut all = Vec::new();
    lines(
        start(rules),
        &mut vec![start(rules)],
        &mut Vec::new(),
        sowings,
        &mut all,
    );
    let mut openings = vec![Vec::new()];
    if all.is_empty() {
        return vec![Vec::new(); pairs as usize];
    }
    let mut order: Vec<usize> = (0..all.len()).collect();
    for pair in 1..pairs as usize {
        let drawn = (pair - 1) % all.len();
        // A Fisher-Yates shuffle a step at a time: each new pair takes a line not taken yet.
        let pick = rng.random_range(drawn..all.len());
        order.swap(drawn, pick);
        openings.push(all[order[drawn]].clone());
    }
    openings
}

/// Every line of `sowings` sowings from `position` that leaves the game going, into `found` (stopping at
/// [`DRAWN_FROM_ALL`]).
fn lines(
    position: crate::engine::Position,
    line: &mut Vec<crate::engine::Position>,
    moves: &mut Vec<String>,
    sowings: u32,
    found: &mut Vec<Vec<String>>,
) {
    if found.len() >= DRAWN_FROM_ALL {
        return;
    }
    if sowings == 0 {
        found.push(moves.clone());
        return;
    }
    for pit in position.legal_moves() {
        let (next, _) = position.play_in_line(pit, line).expect("legal move");
        if next.is_over() {
            continue;
        }
        moves.push(move_text(position.to_move(), pit));
        line.push(next);
        lines(next, line, moves, sowings - 1, found);
        line.pop();
        moves.pop();
    }
}

/// Plays one game, the first engine as `first_side`.
fn play(
    engines: &mut [Engine; 2],
    rules: Rules,
    opening: Vec<String>,
    first_side: Side,
    time: Duration,
    times: &mut [Vec<Duration>; 2],
) -> Result<Game, MatchError> {
    for engine in engines.iter_mut() {
        engine.send("ucinewgame")?;
        engine.ready()?;
    }
    let mut position = start(rules);
    let mut line = vec![position];
    let mut moves = Vec::new();
    for text in &opening {
        let pit = parse_move(&position, text).expect("the opening is legal");
        position = position.play_in_line(pit, &line).expect("legal").0;
        line.push(position);
        moves.push(text.clone());
    }
    let total = position.total_seeds() as i32;
    while !position.is_over() {
        let mover = position.to_move();
        let which = usize::from(mover != first_side);
        let forfeit = |why: String| {
            let lost = if which == 0 { -total } else { total };
            Game {
                margin: lost,
                moves: moves.clone(),
                forfeit: Some(why),
            }
        };
        let (text, took) = match engines[which].best_move(&moves, time) {
            Ok(answer) => answer,
            Err(why) => return Ok(forfeit(why.to_string())),
        };
        times[which].push(took);
        let pit = match parse_move(&position, &text) {
            Ok(pit) => pit,
            Err(why) => return Ok(forfeit(format!("{}: {why}", engines[which].name))),
        };
        position = position
            .play_in_line(pit, &line)
            .expect("a move parse_move accepts plays")
            .0;
        line.push(position);
        moves.push(text);
    }
    Ok(Game {
        margin: position.score().margin(first_side),
        moves,
        forfeit: None,
    })
}

/// The Elo difference a score fraction means (within ±1200, for a score of all or nothing).
fn elo(score: f64) -> f64 {
    let score = score.clamp(1e-3, 1.0 - 1e-3);
    // `+ 0.0` turns the -0 of an even score into 0, for printing.
    -400.0 * (1.0 / score - 1.0).log10() + 0.0
}

/// The first engine's results.
#[derive(Default)]
pub struct Report {
    names: [String; 2],
    wins: u32,
    draws: u32,
    losses: u32,
    margins: Vec<i32>,
    /// Each pair's points for the first engine (0 to 2), for the interval ([`Report::elo`]).
    pairs: Vec<f64>,
    times: [Vec<Duration>; 2],
    forfeits: Vec<String>,
}

impl Report {
    /// The first engine's score fraction, its Elo difference and that difference's 95% interval.
    fn elo(&self) -> (f64, f64, (f64, f64)) {
        let games = self.margins.len() as f64;
        let points = f64::from(self.wins) + 0.5 * f64::from(self.draws);
        let score = points / games.max(1.0);
        // The standard error of the score, from the spread of the pairs (the unit of a paired match) or of the
        // games, whichever is wider: in a short match every pair can split evenly, which would claim a
        // certainty that a few games cannot give.
        let spread = |samples: &[f64]| {
            let n = samples.len() as f64;
            if n < 2.0 {
                return 0.5;
            }
            let mean = samples.iter().sum::<f64>() / n;
            (samples.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt() / n.sqrt()
        };
        let pairs: Vec<f64> = self.pairs.iter().map(|p| p / 2.0).collect();
        let games: Vec<f64> = self
            .margins
            .iter()
            .map(|m| match m.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            })
            .collect();
        let error = spread(&pairs).max(spread(&games));
        let low = elo(score - 1.96 * error);
        let high = elo(score + 1.96 * error);
        (score, elo(score), (low, high))
    }

    pub fn render(&self, json: bool) -> String {
        let games = self.margins.len();
        let mean = self.margins.iter().map(|&m| f64::from(m)).sum::<f64>() / games.max(1) as f64;
        let (score, elo, (low, high)) = self.elo();
        let median = |times: &[Duration]| {
            let mut times = times.to_vec();
            times.sort();
            times.get(times.len() / 2).map(Duration::as_secs_f64)
        };
        let worst = |times: &[Duration]| times.iter().max().map(Duration::as_secs_f64);
        if json {
            return to_json(&json!({
                "first": self.names[0],
                "second": self.names[1],
                "games": games,
                "wins": self.wins,
                "draws": self.draws,
                "losses": self.losses,
                "mean_margin": mean,
                "margins": self.margins,
                "score": score,
                "elo": elo,
                "elo_low": low,
                "elo_high": high,
                "median_seconds": [median(&self.times[0]), median(&self.times[1])],
                "worst_seconds": [worst(&self.times[0]), worst(&self.times[1])],
                "forfeits": self.forfeits,
            }));
        }
        let mut text = format!(
            "{} against {}: {games} games, {} wins, {} draws, {} losses, mean margin {mean:+.2}\n\
             score {:.1}%, Elo {elo:+.0} (95%: {low:+.0} to {high:+.0})",
            self.names[0],
            self.names[1],
            self.wins,
            self.draws,
            self.losses,
            100.0 * score,
        );
        for (name, times) in self.names.iter().zip(&self.times) {
            if let (Some(median), Some(worst)) = (median(times), worst(times)) {
                text.push_str(&format!(
                    "\n{name}: median {median:.3} s a move, worst {worst:.3} s"
                ));
            }
        }
        for forfeit in &self.forfeits {
            text.push_str(&format!("\nforfeit: {forfeit}"));
        }
        text
    }
}

/// Plays the match, saying each game on standard error as it ends.
pub fn run(settings: &MatchPlan) -> Result<Report, MatchError> {
    let mut engines = [
        Engine::start(&settings.engines[0])?,
        Engine::start(&settings.engines[1])?,
    ];
    let mut report = Report {
        names: [engines[0].name.clone(), engines[1].name.clone()],
        ..Report::default()
    };
    let mut pair_points = 0.0;
    let openings = openings(
        settings.rules,
        settings.opening,
        settings.seed,
        settings.games.div_ceil(2),
    );
    for game in 0..settings.games {
        let pair = game / 2;
        let first_side = if game % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let opening = openings[pair as usize].clone();
        let played = play(
            &mut engines,
            settings.rules,
            opening,
            first_side,
            settings.move_time,
            &mut report.times,
        )?;
        let points = match played.margin.signum() {
            1 => {
                report.wins += 1;
                1.0
            }
            0 => {
                report.draws += 1;
                0.5
            }
            _ => {
                report.losses += 1;
                0.0
            }
        };
        pair_points += points;
        if game % 2 == 1 || game + 1 == settings.games {
            report
                .pairs
                .push(pair_points * if game % 2 == 1 { 1.0 } else { 2.0 });
            pair_points = 0.0;
        }
        report.margins.push(played.margin);
        if let Some(why) = &played.forfeit {
            report.forfeits.push(format!("game {}: {why}", game + 1));
        }
        eprintln!(
            "game {} ({} South): {:+} {}",
            game + 1,
            if first_side == Side::South {
                &report.names[0]
            } else {
                &report.names[1]
            },
            played.margin,
            played.moves.concat(),
        );
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::OWARE;

    fn report(margins: &[i32]) -> Report {
        let mut report = Report::default();
        for pair in margins.chunks(2) {
            let points: f64 = pair.iter().map(|m| f64::from(m.signum() + 1) / 2.0).sum();
            report.pairs.push(points);
        }
        for &margin in margins {
            match margin.signum() {
                1 => report.wins += 1,
                0 => report.draws += 1,
                _ => report.losses += 1,
            }
        }
        report.margins = margins.to_vec();
        report
    }

    #[test]
    fn elo_is_the_logistic_difference_of_the_score() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert!((elo(1.0) + elo(0.0)).abs() < 1e-9);
        assert!((elo(1.0) - 1200.0).abs() < 1.0);
    }

    #[test]
    fn an_even_short_match_is_no_certainty() {
        // Five pairs, each split: the pairs do not vary, the games do.
        let (score, elo, (low, high)) = report(&[3, -2, -4, 6, 2, -2, 1, -1, -3, 5]).elo();
        assert_eq!((score, elo), (0.5, 0.0));
        assert!(low < -150.0 && high > 150.0, "{low} {high}");
        // Twenty wins out of twenty pairs' games: far ahead, and the interval says so.
        let (_, elo, (low, _)) = report(&[1; 40]).elo();
        assert!(elo > 1000.0 && low > 500.0, "{elo} {low}");
    }

    #[test]
    fn no_two_pairs_open_alike_while_there_are_lines_enough() {
        let twenty = openings(OWARE, 2, 1, 20);
        assert_eq!(twenty.len(), 20);
        assert!(twenty[0].is_empty(), "the first pair starts from the start");
        let mut seen: Vec<&Vec<String>> = twenty[1..].iter().collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 19);
        assert!(twenty[1..].iter().all(|line| line.len() == 2));
        // Past the 36 lines of two sowings, they come round again.
        let many = openings(OWARE, 2, 1, 40);
        let mut seen: Vec<&Vec<String>> = many[1..].iter().collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 36);
        // And another seed, other openings.
        assert_ne!(openings(OWARE, 2, 2, 20), twenty);
    }
}
