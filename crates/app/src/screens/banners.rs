//! The banners over the board at an end, in the player's language: a game's (the score, who won and how, "play
//! again", or for the daily puzzle "try again"), an online game's (how it ended, the new rating, the rematch) and
//! a Congklak round's (the round's result, the rounds each side has won, and the next round with its burnt holes,
//! or the match's end). Drawn after the screens, so a banner is above them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::layout::{BoardArea, show_screens};
use super::widgets::banner;
use crate::daily::puzzles::Puzzles;
use crate::data::i18n::Texts;
use crate::online::session::OnlineCommand;
use crate::online::state::Online;
use crate::otto::mascot::MASCOT_NAME;
use crate::review::reviewer::{ReviewCommand, review_allowed};
use crate::turn::game::{Game, GameCommand, LookingAt, Phase};
use mancala_engine::opening::rounds_won;
use mancala_engine::rounds::NextRound;
use mancala_engine::{Score, Side};
use mancala_protocol::protocol::Reason;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_result_banner.after(show_screens),
    );
}

/// What a banner reads: the game at its end, and whether the board shows it.
#[derive(SystemParam)]
struct AtTheEnd<'w> {
    game: Res<'w, Game>,
    texts: Res<'w, Texts>,
    puzzles: Res<'w, Puzzles>,
    online: Res<'w, Online>,
    phase: Res<'w, State<Phase>>,
    looking: Res<'w, LookingAt>,
    area: Res<'w, BoardArea>,
    time: Res<'w, Time>,
}

impl AtTheEnd<'_> {
    /// Over, and on the board: looking back at the game (or another) needs the whole board.
    fn shown(&self) -> bool {
        *self.phase.get() == Phase::Over && !self.looking.is_away() && self.game.finish().is_some()
    }
}

/// What a banner at the end offers, whichever it is.
enum EndChoice {
    Game(GameCommand),
    Online(OnlineCommand),
    Review,
}

/// The banner of the end there is: an online game's, a Congklak round's, or a game's (or the daily puzzle's).
fn show_result_banner(
    mut contexts: EguiContexts,
    end: AtTheEnd,
    mut commands: MessageWriter<GameCommand>,
    mut online_out: MessageWriter<OnlineCommand>,
    mut review: MessageWriter<ReviewCommand>,
) -> Result {
    if !end.shown() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let offset = end.area.0.center() - ctx.content_rect().center();
    let (texts, game) = (&*end.texts, &*end.game);
    let online_round = end.online.in_play() && game.between_online_rounds();
    let chosen = if online_round && let Some(next) = game.next_round() {
        // The match goes on: the round's banner, until the next round opens by itself.
        let opens_in = end
            .online
            .next_round_at
            .map(|at| at - end.time.elapsed_secs_f64());
        round_banner(ctx, offset, texts, game, next, opens_in)
    } else if game.remote_side().is_some() {
        let online = end.online.game.as_ref();
        online.and_then(|online_game| {
            online_banner(
                ctx,
                offset,
                texts,
                game,
                online_game,
                end.online.is_connected(),
            )
        })
    } else if let Some(next) = game.next_round() {
        round_banner(ctx, offset, texts, game, next, None)
    } else {
        game_banner(ctx, offset, texts, game, &end.puzzles)
    };
    match chosen {
        Some(EndChoice::Game(command)) => _ = commands.write(command),
        Some(EndChoice::Online(command)) => _ = online_out.write(command),
        Some(EndChoice::Review) => _ = review.write(ReviewCommand::ThisGame),
        None => {}
    }
    Ok(())
}

/// The values a game's end is told with: the score and the opponent's name.
fn end_values<'a>(
    score: &'a Score,
    name: &'a dyn std::fmt::Display,
) -> [(&'static str, &'a dyn std::fmt::Display); 3] {
    [
        ("south", &score.south),
        ("north", &score.north),
        ("name", name),
    ]
}

/// The end of a local game or the daily puzzle: who won (or whether the puzzle is solved), how, the score, and
/// "play again" or "try again" and the review.
fn game_banner(
    ctx: &egui::Context,
    offset: egui::Vec2,
    texts: &Texts,
    game: &Game,
    puzzles: &Puzzles,
) -> Option<EndChoice> {
    let finish = game.finish()?;
    let values = end_values(&finish.score, &MASCOT_NAME);
    let headline = match (game.puzzle, finish.winner, game.computer_side()) {
        (Some(_), Some(Side::South), _) => texts.get("daily.solved_banner").to_string(),
        (Some(_), _, _) => texts.get("daily.failed_banner").to_string(),
        (None, None, _) => texts.get("banner.draw").to_string(),
        (None, Some(Side::South), Some(_)) => texts.get("banner.you_win").to_string(),
        (None, Some(Side::North), Some(_)) => texts.fill("banner.mascot_wins", &values),
        (None, Some(Side::South), None) => texts.get("banner.bottom_wins").to_string(),
        (None, Some(Side::North), None) => texts.get("banner.top_wins").to_string(),
    };
    let score = match game.computer_side() {
        Some(_) => texts.fill("banner.score_vs", &values),
        None => texts.fill("banner.score", &values),
    };
    let flag = finish.out_of_time.map(|side| {
        texts.get(match side {
            Side::South => "banner.bottom_out_of_time",
            Side::North => "banner.top_out_of_time",
        })
    });
    let again = match game.puzzle.and_then(|date| puzzles.of(date)) {
        Some(puzzle) if finish.winner != Some(Side::South) => Some((
            texts.get("daily.retry"),
            GameCommand::Puzzle(puzzle.date, puzzle.position),
        )),
        Some(_) => None,
        None => Some((texts.get("banner.again"), GameCommand::NewGame(game.setup))),
    };
    let mut chosen = None;
    banner(ctx, offset, |ui| {
        headline_of(ui, headline);
        if let Some(flag) = flag {
            ui.label(flag);
        }
        ui.label(score);
        ui.horizontal(|ui| {
            if let Some((label, command)) = again
                && ui.button(label).clicked()
            {
                chosen = Some(EndChoice::Game(command));
            }
            if review_allowed(game)
                && ui
                    .button(texts.get("banner.review"))
                    .on_hover_text(texts.get("review.start.tip"))
                    .clicked()
            {
                chosen = Some(EndChoice::Review);
            }
        });
    });
    chosen
}

/// The end of an online game: who won and how, the score, the new ratings, a rematch and the review.
fn online_banner(
    ctx: &egui::Context,
    offset: egui::Vec2,
    texts: &Texts,
    game: &Game,
    online: &crate::online::state::OnlineGame,
    connected: bool,
) -> Option<EndChoice> {
    let finish = game.finish()?;
    if online.watching.is_some() {
        return watched_banner(ctx, offset, texts, game, online);
    }
    let values = end_values(&finish.score, &online.opponent.name);
    let headline = match finish.winner {
        Some(Side::South) => texts.get("banner.you_win").to_string(),
        Some(Side::North) => texts.fill("banner.mascot_wins", &values),
        None => texts.get("banner.draw").to_string(),
    };
    let won = finish.winner == Some(Side::South);
    let how = match online.over.as_ref().map(|over| over.reason) {
        Some(Reason::Resigned) if won => Some(texts.fill("banner.online.they_resigned", &values)),
        Some(Reason::Resigned) => Some(texts.get("banner.online.you_resigned").to_string()),
        Some(Reason::Time) if won => Some(texts.fill("banner.online.their_time", &values)),
        Some(Reason::Time) => Some(texts.get("banner.online.your_time").to_string()),
        Some(Reason::Abandoned) if won => Some(texts.fill("banner.online.they_abandoned", &values)),
        Some(Reason::Abandoned) => Some(texts.get("banner.online.you_abandoned").to_string()),
        Some(Reason::Agreed) => Some(texts.get("banner.online.agreed").to_string()),
        Some(Reason::Aborted) => Some(texts.get("banner.online.aborted").to_string()),
        Some(Reason::Board) | None => None,
    };

    let ratings = online
        .over
        .as_ref()
        .and_then(|over| over.ratings)
        .map(|_| texts.fill("banner.online.rating", &[("rating", &online.me.rating)]));
    let mut chosen = None;
    banner(ctx, offset, |ui| {
        headline_of(ui, headline);
        if let Some(how) = how {
            ui.label(how);
        }
        ui.label(texts.fill("banner.score_vs", &values));
        if let Some(ratings) = ratings {
            ui.label(ratings);
        }
        if online.rematch_offer == Some(Side::North) {
            ui.label(texts.fill("banner.online.rematch_asked", &values));
        } else if online.rematch_offer == Some(Side::South) {
            ui.weak(texts.get("banner.online.rematch_sent"));
        }
        ui.horizontal(|ui| {
            let rematch = ui.add_enabled(
                connected && online.rematch_offer != Some(Side::South),
                egui::Button::new(texts.get("online.rematch")),
            );
            if rematch.clicked() {
                chosen = Some(EndChoice::Online(OnlineCommand::Rematch));
            }
            if crate::review::reviewer::review_allowed(game)
                && ui.button(texts.get("banner.review")).clicked()
            {
                chosen = Some(EndChoice::Review);
            }
        });
    });
    chosen
}

/// The end of a game watched: who won (by name), the score, and its review; the TV moves on by itself.
fn watched_banner(
    ctx: &egui::Context,
    offset: egui::Vec2,
    texts: &Texts,
    game: &Game,
    online: &crate::online::state::OnlineGame,
) -> Option<EndChoice> {
    let finish = game.finish()?;
    let headline = match finish.winner {
        Some(Side::South) => texts.fill("banner.mascot_wins", &[("name", &online.me.name)]),
        Some(Side::North) => texts.fill("banner.mascot_wins", &[("name", &online.opponent.name)]),
        None => texts.get("banner.draw").to_string(),
    };
    let score = format!(
        "{} {} – {} {}",
        online.me.name, finish.score.south, finish.score.north, online.opponent.name
    );
    let mut chosen = None;
    banner(ctx, offset, |ui| {
        headline_of(ui, headline);
        ui.label(score);
        if crate::review::reviewer::review_allowed(game)
            && ui.button(texts.get("banner.review")).clicked()
        {
            chosen = Some(EndChoice::Review);
        }
    });
    chosen
}

/// The end of a round of Congklak: who won it, the score, the rounds each has won, and the next round (with the
/// holes each will have to burn) or, when a player cannot fill a hole, the match's end. Online, the next round
/// opens by itself in `opens_in` seconds.
fn round_banner(
    ctx: &egui::Context,
    offset: egui::Vec2,
    texts: &Texts,
    game: &Game,
    next: NextRound,
    opens_in: Option<f64>,
) -> Option<EndChoice> {
    let finish = game.finish()?;
    let opponent = game.opponent_name();
    let values = &end_values(&finish.score, &opponent);
    // Against Otto or a person online, from the player's side; two here, or a game watched, by rows.
    let vs = game.opponent_side().is_some() && game.watched.is_none();
    let whose = |side: Side, you: &str, mascot: &str, bottom: &str, top: &str| -> String {
        let key = match (vs, side) {
            (true, Side::South) => you,
            (true, Side::North) => mascot,
            (false, Side::South) => bottom,
            (false, Side::North) => top,
        };
        texts.fill(key, values)
    };
    let finished = game.position.score();
    let mut rounds = game.rounds.clone();
    rounds.push(finished);
    let won = rounds_won(&rounds);
    let won_values: [(&str, &dyn std::fmt::Display); 3] = [
        ("south", &won.south),
        ("north", &won.north),
        ("name", values[2].1),
    ];
    let tally = texts.fill(
        if vs {
            "banner.rounds_vs"
        } else {
            "banner.rounds"
        },
        &won_values,
    );
    let score = texts.fill(
        if vs {
            "banner.score_vs"
        } else {
            "banner.score"
        },
        values,
    );
    let (headline, why, button, command) = match next {
        NextRound::Round(position) => {
            let headline = match finished.winner() {
                None => texts.get("banner.round.draw").to_string(),
                Some(side) => whose(
                    side,
                    "banner.round.you_win",
                    "banner.round.mascot_wins",
                    "banner.round.bottom_wins",
                    "banner.round.top_wins",
                ),
            };
            let burnt = Side::BOTH.map(|side| {
                (1..=position.pits())
                    .filter(|&pit| position.is_burnt(side, pit))
                    .count()
            });
            let why = (burnt != [0, 0]).then(|| {
                let burnt_values: [(&str, &dyn std::fmt::Display); 3] = [
                    ("south", &burnt[0]),
                    ("north", &burnt[1]),
                    ("name", values[2].1),
                ];
                texts.fill(
                    if vs {
                        "banner.round.burnt_vs"
                    } else {
                        "banner.round.burnt"
                    },
                    &burnt_values,
                )
            });
            (
                headline,
                why,
                texts.get("banner.round.next"),
                GameCommand::NextRound,
            )
        }
        NextRound::MatchOver { winner, loser } => (
            whose(
                winner,
                "banner.match.you_win",
                "banner.match.mascot_wins",
                "banner.match.bottom_wins",
                "banner.match.top_wins",
            ),
            Some(whose(
                loser,
                "banner.match.you_cannot_fill",
                "banner.match.mascot_cannot_fill",
                "banner.match.bottom_cannot_fill",
                "banner.match.top_cannot_fill",
            )),
            texts.get("banner.match.new"),
            GameCommand::NewGame(game.setup),
        ),
    };
    let mut chosen = None;
    banner(ctx, offset, |ui| {
        headline_of(ui, headline);
        ui.label(score);
        ui.label(tally);
        if let Some(why) = why {
            ui.weak(why);
        }
        if let Some(seconds) = opens_in {
            let n = seconds.ceil().max(0.0) as u32;
            ui.weak(texts.fill("banner.round.online_next", &[("n", &n)]));
        }
        ui.horizontal(|ui| {
            if ui.button(egui::RichText::new(button).strong()).clicked() {
                chosen = Some(EndChoice::Game(command));
            }
            if crate::review::reviewer::review_allowed(game)
                && ui
                    .button(texts.get("banner.review"))
                    .on_hover_text(texts.get("review.start.tip"))
                    .clicked()
            {
                chosen = Some(EndChoice::Review);
            }
        });
    });
    chosen
}

/// A banner's headline on one line: the banner grows to fit it rather than break it between two words
/// ("Đã giải câu / đố!"), as egui's wrapping at the width of the rest of the banner would.
fn headline_of(ui: &mut egui::Ui, headline: impl Into<String>) {
    ui.add(egui::Label::new(egui::RichText::new(headline).heading()).extend());
}
