//! The banner at the end of a round of Congklak, over the board: the round's result, the rounds each side has
//! won, and what follows (the next round, its burnt holes, or the match's end).

use bevy_egui::egui;

use super::widgets::banner;
use crate::app::data::i18n::Texts;
use crate::app::turn::congklak::{RoundScore, rounds_won};
use crate::app::turn::game::{Game, GameCommand};
use crate::engine::Side;
use crate::engine::rounds::NextRound;

/// The end of a round of Congklak: who won it, the score, the rounds each has won, and the next round (with the
/// holes each will have to burn) or, when a player cannot fill a hole, the match's end.
pub fn round_banner(
    ctx: &egui::Context,
    offset: egui::Vec2,
    texts: &Texts,
    game: &Game,
    next: NextRound,
    values: &[(&str, &dyn std::fmt::Display); 3],
) -> Option<RoundEnd> {
    let vs = game.computer_side().is_some();
    let whose = |side: Side, you: &str, mascot: &str, bottom: &str, top: &str| -> String {
        let key = match (vs, side) {
            (true, Side::South) => you,
            (true, Side::North) => mascot,
            (false, Side::South) => bottom,
            (false, Side::North) => top,
        };
        texts.fill(key, values)
    };
    let finished = RoundScore::of(&game.position);
    let mut rounds = game.rounds.clone();
    rounds.push(finished);
    let won = rounds_won(&rounds);
    let won_values: [(&str, &dyn std::fmt::Display); 3] = [
        ("south", &won[0]),
        ("north", &won[1]),
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
        ui.heading(headline);
        ui.label(score);
        ui.label(tally);
        if let Some(why) = why {
            ui.weak(why);
        }
        ui.horizontal(|ui| {
            if ui.button(egui::RichText::new(button).strong()).clicked() {
                chosen = Some(RoundEnd::Next(command));
            }
            if crate::app::review::reviewer::review_allowed(game)
                && ui
                    .button(texts.get("banner.review"))
                    .on_hover_text(texts.get("review.start.tip"))
                    .clicked()
            {
                chosen = Some(RoundEnd::Review);
            }
        });
    });
    chosen
}

/// What the end of a round offers: the next round (or a new match), and the round's review.
pub enum RoundEnd {
    Next(GameCommand),
    Review,
}
