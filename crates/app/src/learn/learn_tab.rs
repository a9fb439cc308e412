//! The drawer's Learn tab: the list of lessons with the learner's progress, the strategy guide with its
//! "Show me" buttons, and the coach's lines in the game in hand; and the words of a press or a sowing that
//! the lesson's callout says. Each is a function of plain egui and the game's data that returns what the
//! learner chose, as the screens' other parts are.

use bevy_egui::egui;

use super::lessons::{Active, LearnCommand, LessonProgress};
use super::tutor::{Tutor, coaching};
use crate::data::i18n::{MASCOT_NAME, Texts, pit_key};
use crate::data::settings::Settings;
use crate::turn::game::Game;
use crate::turn::ways::move_label;
use mancala_engine::coach::threats;
use mancala_engine::guide::TIPS;
use mancala_engine::lessons::{LEARNER, LESSONS};
use mancala_engine::{Better, LastSeed, Press, Reason, Rules, Side, Threat};

/// Why a press was not the step's: what that pit would have done. Pits, holes or squares as the game `rules`
/// speaks of them, an Ô ăn quan move with its way.
pub fn wrong_press(texts: &Texts, rules: Rules, pit: u8, want: u8, press: Press) -> String {
    let name = |mv| move_label(rules, LEARNER, mv);
    let (pit, want) = (name(pit), name(want));
    match press {
        Press::Right => String::new(),
        Press::Empty => texts.fill(
            &pit_key("wrong.empty", rules),
            &[("pit", &pit), ("want", &want)],
        ),
        Press::Elsewhere(landing) => {
            let place = landing_words(texts, rules, "where", landing);
            texts.fill(
                &pit_key("wrong.elsewhere", rules),
                &[("pit", &pit), ("where", &place), ("want", &want)],
            )
        }
    }
}

/// What a step's sowing did.
pub fn outcome(texts: &Texts, rules: Rules, landing: LastSeed) -> String {
    landing_words(texts, rules, "outcome", landing)
}

/// A landing in words: the key `{prefix}.own_store`, `.capture`, `.capture_across`, `.taken`, `.own_pit`,
/// `.other_pit`, `.mandarin` or `.game_over`, with its pit, seeds and mandarins put in (a landing in a pit
/// named as the game names its pits).
fn landing_words(texts: &Texts, rules: Rules, prefix: &str, landing: LastSeed) -> String {
    let (kind, pit, seeds, mandarins) = match landing {
        LastSeed::OwnStore => ("own_store", 0, 0, 0),
        LastSeed::Capture { pit, seeds } => ("capture", pit, seeds, 0),
        LastSeed::CaptureAcross { pit, seeds } => ("capture_across", pit, seeds, 0),
        LastSeed::Taken {
            citizens,
            mandarins,
        } => ("taken", 0, citizens, mandarins),
        LastSeed::OwnPit(pit) => ("own_pit", pit, 0, 0),
        LastSeed::OtherPit(pit) => ("other_pit", pit, 0, 0),
        LastSeed::Mandarin => ("mandarin", 0, 0, 0),
        LastSeed::GameOver => ("game_over", 0, 0, 0),
    };
    let key = format!("{prefix}.{kind}");
    let key = match kind {
        "own_pit" | "other_pit" => pit_key(&key, rules).into_owned(),
        _ => key,
    };
    texts.fill(
        &key,
        &[("pit", &pit), ("seeds", &seeds), ("mandarins", &mandarins)],
    )
}

/// Every lesson, done (✓) and its challenge won (★), with a button to start it.
pub fn lessons_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    progress: &LessonProgress,
    active: Option<Active>,
) -> Option<LearnCommand> {
    let mut chosen = None;
    egui::CollapsingHeader::new(texts.get("learn.heading"))
        .id_salt("lessons")
        .default_open(progress.done.len() < LESSONS.len())
        .show(ui, |ui| {
            ui.weak(texts.fill(
                "learn.progress",
                &[
                    ("done", &progress.done.len()),
                    ("total", &LESSONS.len()),
                    ("won", &progress.won.len()),
                ],
            ));
            for (index, lesson) in LESSONS.iter().enumerate() {
                let done = progress.done.contains(lesson.key);
                let won = progress.won.contains(lesson.key);
                let mark = match (done, won) {
                    (_, true) => "✓★",
                    (true, false) => "✓",
                    _ => "",
                };
                let key = format!("lesson.{}.title", lesson.key);
                let title = texts.get(&key);
                let key = if done { "learn.again" } else { "learn.start" };
                let here = active.is_some_and(|a| a.lesson == index);
                // The button at the drawer's right edge, the title wrapping in what is left: a long title in
                // another language ("Começar" after a Portuguese title) never pushes the button off the drawer.
                let words = format!("{}. {title} {mark}", index + 1);
                let (_, start) = egui::Sides::new().shrink_left().wrap().show(
                    ui,
                    |ui| ui.label(words.trim_end()),
                    |ui| {
                        ui.add_enabled(!here, egui::Button::new(texts.get(key)).small())
                            .clicked()
                    },
                );
                if start {
                    chosen = Some(LearnCommand::Start(index));
                }
            }
        });
    chosen
}

/// "How to win": each tip with its "Show me".
pub fn guide_section(ui: &mut egui::Ui, texts: &Texts) -> Option<LearnCommand> {
    let mut chosen = None;
    egui::CollapsingHeader::new(texts.get("guide.heading"))
        .id_salt("guide")
        .show(ui, |ui| {
            for (index, tip) in TIPS.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.strong(texts.get(&format!("guide.{}.title", tip.key)));
                    if ui.small_button(texts.get("guide.show")).clicked() {
                        chosen = Some(LearnCommand::ShowTip(index));
                    }
                });
                ui.label(texts.get(&format!("guide.{}.body", tip.key)));
            }
        });
    chosen
}

/// The coach's switch for this kind of game, and what it says: the other side's threats, and what was better
/// than the last person's move.
pub fn coach_lines(
    ui: &mut egui::Ui,
    texts: &Texts,
    game: &Game,
    tutor: &Tutor,
    settings: &mut Settings,
) {
    if game.puzzle.is_some() {
        return;
    }
    let switch = if game.computer_side().is_some() {
        &mut settings.coach_vs_otto
    } else {
        &mut settings.coach_two_players
    };
    ui.checkbox(switch, texts.get("coach.label"));
    if !coaching(game, settings) {
        return;
    }
    // A screen reader hears the coach through the announcer, whichever tab is open: these are not live.
    if game.awaits_person() {
        let said = threat_lines(texts, game);
        if said.is_empty() {
            ui.weak(texts.get("coach.none"));
        }
        for line in said {
            ui.colored_label(ui.visuals().warn_fg_color, line);
        }
    }
    if let Some((mover, better)) = tutor.coach_note {
        ui.label(better_words(texts, game, mover, better));
    }
}

/// What was better than the last person's move: "Your last move, pit 2: pit 3 kept 4 more seeds, because...".
pub fn better_words(texts: &Texts, game: &Game, mover: Side, better: Better) -> String {
    let whose = match (game.computer_side(), mover) {
        (Some(_), _) => "coach.whose.you",
        (None, Side::South) => "coach.whose.bottom",
        (None, Side::North) => "coach.whose.top",
    };
    let why = reason_words(texts, better.reason);
    texts.fill(
        "coach.better",
        &[
            ("whose", &texts.get(whose)),
            ("played", &better.played),
            ("pit", &better.pit),
            ("seeds", &better.seeds),
            ("why", &why),
        ],
    )
}

/// Why a sowing is best, in the coach's words.
pub fn reason_words(texts: &Texts, reason: Reason) -> String {
    match reason {
        Reason::ExtraTurn { .. } => texts.get("coach.why.extra_turn").to_string(),
        Reason::Capture { seeds } => texts.fill("coach.why.capture", &[("seeds", &seeds)]),
        Reason::RelayToStore { .. } => texts.get("coach.why.relay_to_store").to_string(),
        Reason::RelayCapture { seeds, .. } => {
            texts.fill("coach.why.relay_capture", &[("seeds", &seeds)])
        }
        Reason::Protect { pit, seeds } => {
            texts.fill("coach.why.protect", &[("pit", &pit), ("seeds", &seeds)])
        }
        Reason::KeepSeeds => texts.get("coach.why.keep").to_string(),
        Reason::Take { seeds } => texts.fill("coach.why.take", &[("seeds", &seeds)]),
        Reason::Chain { pits, seeds } => {
            texts.fill("coach.why.chain", &[("pits", &pits), ("seeds", &seeds)])
        }
        Reason::Feed => texts.get("coach.why.feed").to_string(),
        Reason::Reserve => texts.get("coach.why.reserve").to_string(),
        Reason::Squares {
            squares, citizens, ..
        } => texts.fill(
            "coach.why.squares",
            &[("squares", &squares), ("citizens", &citizens)],
        ),
        Reason::Guard { seeds } => texts.fill("coach.why.guard", &[("seeds", &seeds)]),
        Reason::Calculation => texts.get("coach.why.calculation").to_string(),
    }
}

/// The other side's threats against the side to move, in words.
pub fn threat_lines(texts: &Texts, game: &Game) -> Vec<String> {
    let them = game.position.to_move().opponent();
    let who = match (game.computer_side(), them) {
        (Some(_), _) => MASCOT_NAME.to_string(),
        (None, Side::South) => texts.get("coach.who.bottom").to_string(),
        (None, Side::North) => texts.get("coach.who.top").to_string(),
    };
    threats(&game.position)
        .into_iter()
        .map(|threat| match threat {
            Threat::Capture { with, pit, seeds } => texts.fill(
                "coach.threat.capture",
                &[
                    ("who", &who),
                    ("seeds", &seeds),
                    ("pit", &pit),
                    ("with", &with),
                ],
            ),
            Threat::ExtraTurns { with, turns: 1 } => {
                texts.fill("coach.threat.extra", &[("who", &who), ("with", &with)])
            }
            Threat::ExtraTurns { with, turns } => texts.fill(
                "coach.threat.chain",
                &[("who", &who), ("turns", &turns), ("with", &with)],
            ),
        })
        .collect()
}
