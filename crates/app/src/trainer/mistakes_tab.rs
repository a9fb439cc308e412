//! The Puzzle tab's section of the player's own mistakes: how many are due today, the puzzle rating, the
//! puzzle on the board (what to find, where the mistake was made) and, once answered, the verdict with the
//! coach's reason, the rating's move and when the puzzle comes back.

use bevy_egui::egui;
use chrono::{DateTime, Duration, Local, Utc};

use super::deck::{Against, Card, Deck, LEARN_AHEAD};
use super::drill::{Active, Drill, Stage, TrainerCommand};
use crate::data::i18n::{MASCOT_NAME, Texts};
use crate::learn::learn_tab::reason_words;
use mancala_engine::Verdict;
use mancala_protocol::rating::Glicko;

/// What the section reads.
#[derive(Clone, Copy)]
pub struct TrainerView<'a> {
    pub deck: &'a Deck,
    pub drill: &'a Drill,
    /// Games still to look through for mistakes.
    pub finding: usize,
    pub now: DateTime<Utc>,
}

impl TrainerView<'_> {
    /// The end of the player's day, as their clock reads it.
    fn end_of_day(&self) -> DateTime<Utc> {
        let local = self.now.with_timezone(&Local).date_naive();
        local
            .succ_opt()
            .and_then(|tomorrow| tomorrow.and_hms_opt(0, 0, 0))
            .and_then(|midnight| midnight.and_local_timezone(Local).earliest())
            .map_or(self.now + Duration::days(1), |midnight| midnight.to_utc())
    }
}

pub fn mistakes_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    view: TrainerView,
) -> Option<TrainerCommand> {
    let deck = view.deck;
    let mut chosen = None;
    let due_today = deck.due_count(view.end_of_day());
    ui.strong(texts.fill("mistakes.heading", &[("due", &due_today)]));
    if !deck.cards.is_empty() {
        ui.weak(texts.fill("mistakes.count", &[("all", &deck.cards.len())]));
    }
    // Once a puzzle is answered, the rating is told with its move, below.
    let answered = view
        .drill
        .active
        .is_some_and(|active| matches!(active.stage, Stage::Answered { .. }));
    if !answered {
        ui.label(rating_line(texts, deck.rating.into()));
    }
    if view.finding > 0 {
        ui.weak(texts.fill("mistakes.finding", &[("games", &view.finding)]));
    }
    if let Some(active) = view.drill.active {
        chosen = active_puzzle(ui, texts, deck, active, view.now);
    } else if deck.cards.is_empty() {
        ui.weak(texts.get("mistakes.none_yet"));
    } else if !deck.any_due(view.now + LEARN_AHEAD) {
        let back = deck
            .next_due(view.now)
            .map(|due| within(texts, due - view.now));
        ui.weak(texts.fill("mistakes.all_done", &[("when", &back.unwrap_or_default())]));
    } else if ui.button(texts.get("mistakes.start")).clicked() {
        chosen = Some(TrainerCommand::Next);
    }
    chosen
}

/// "Puzzle rating 1523", with a "?" while it is provisional.
fn rating_line(texts: &Texts, rating: Glicko) -> String {
    let shown = rating.shown();
    let mark = if shown.provisional { "?" } else { "" };
    texts.fill(
        "mistakes.rating",
        &[("rating", &format!("{}{mark}", shown.rating))],
    )
}

/// The puzzle on the board: what to find, then the verdict and the way on.
fn active_puzzle(
    ui: &mut egui::Ui,
    texts: &Texts,
    deck: &Deck,
    active: Active,
    now: DateTime<Utc>,
) -> Option<TrainerCommand> {
    let card = deck.cards.get(active.card)?;
    let puzzle = card.puzzle()?;
    ui.separator();
    ui.label(
        egui::RichText::new(texts.fill(
            "mistakes.find",
            &[("value", &format!("{:+}", puzzle.value()))],
        ))
        .strong(),
    );
    ui.weak(source_line(texts, card, puzzle.loss()));
    let mut chosen = None;
    match active.stage {
        Stage::Asked => {}
        Stage::Answered { pit, answered, .. } => {
            let (best, reason) = puzzle.answer();
            let verdict = match answered.verdict {
                Verdict::Kept => {
                    let why = reason_words(texts, puzzle.why(pit));
                    texts.fill("mistakes.kept", &[("pit", &pit), ("why", &why)])
                }
                Verdict::Lost { seeds } => texts.fill(
                    "mistakes.lost",
                    &[
                        ("pit", &pit),
                        ("seeds", &seeds),
                        ("best", &best),
                        ("why", &reason_words(texts, reason)),
                    ],
                ),
                Verdict::NotLegal => String::new(),
            };
            let colour = if answered.verdict == Verdict::Kept {
                egui::Color32::from_rgb(0x3a, 0x9a, 0x4a)
            } else {
                ui.visuals().warn_fg_color
            };
            ui.colored_label(colour, verdict);
            let change = (answered.after - answered.before).round() as i32;
            ui.label(texts.fill(
                "mistakes.rating_moved",
                &[
                    ("rating", &(answered.after.round() as i32)),
                    ("change", &format!("{change:+}")),
                ],
            ));
            ui.weak(texts.fill(
                "mistakes.back_in",
                &[("when", &within(texts, answered.due - now))],
            ));
        }
    }
    ui.horizontal_wrapped(|ui| {
        if let Stage::Answered {
            answered, shown, ..
        } = active.stage
        {
            if answered.verdict != Verdict::Kept
                && !shown
                && ui.button(texts.get("mistakes.show_answer")).clicked()
            {
                chosen = Some(TrainerCommand::ShowAnswer);
            }
            if ui.button(texts.get("mistakes.next")).clicked() {
                chosen = Some(TrainerCommand::Next);
            }
        }
        if ui.button(texts.get("mistakes.stop")).clicked() {
            chosen = Some(TrainerCommand::Stop);
        }
    });
    chosen
}

/// "From your game against Otto (Medium) on 2026-12-05, sowing 14: you played pit 3 and gave away 5 seeds."
fn source_line(texts: &Texts, card: &Card, seeds: i32) -> String {
    let against = match &card.source.against {
        Against::Otto(level) => texts.fill(
            "mistakes.against.otto",
            &[
                ("name", &MASCOT_NAME),
                ("level", &texts.get(&format!("level.{}", level.name()))),
            ],
        ),
        Against::Online(name) => texts.fill("mistakes.against.online", &[("name", name)]),
        Against::Friend => texts.get("mistakes.against.friend").to_string(),
    };
    let date = card
        .source
        .date
        .map_or_else(String::new, |date| date.to_string());
    texts.fill(
        "mistakes.source",
        &[
            ("against", &against),
            ("date", &date),
            ("number", &card.source.number),
            ("played", &card.played),
            ("seeds", &seeds),
        ],
    )
}

/// A wait in the largest unit that fits: "1 min", "3 h", "4 days".
pub fn within(texts: &Texts, wait: Duration) -> String {
    let minutes = wait.num_minutes().max(1);
    if minutes < 60 {
        texts.fill("mistakes.minutes", &[("n", &minutes)])
    } else if minutes < 60 * 24 {
        texts.fill("mistakes.hours", &[("n", &(minutes / 60))])
    } else {
        texts.fill("mistakes.days", &[("n", &(minutes / (60 * 24)))])
    }
}
