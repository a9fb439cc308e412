//! The screens' parts and their texts: every language has every key; the New game and Settings dialogs and the
//! drawer's sections, drawn in a bare egui context and clicked like a mouse would, produce the choices that
//! reach the game; results go into the stats and the daily records.

use bevy::prelude::*;
use bevy_egui::egui;
use chrono::NaiveDate;
use mancala::app::daily::puzzles::{DailyRecords, Today};
use mancala::app::data::i18n::{Catalog, Language, Texts};
use mancala::app::data::settings::{Settings, Speed};
use mancala::app::data::settings_dialog::settings_dialog;
use mancala::app::data::stats::{AgainstOtto, Kind, Stats};
use mancala::app::learn::tutor::{PitValue, Tutor, TutorRequest};
use mancala::app::learn::tutor_words::hint_text;
use mancala::app::look::palette::{StoneColours, Theme};
use mancala::app::turn::game::{Game, GameCommand, Phase, PlayPit};
use mancala::app::turn::input::{NudgeReason, check_pit};
use mancala::app::turn::new_game_dialog::{NewGameAnswer, new_game_dialog};
use mancala::app::turn::setup::{First, Opponent, Setup};
use mancala::engine::{Level, Position, Side, Solver, puzzle};

use crate::headless::{game_against, headless_game, play_out_as_south, run_until};

/// Every language's Fluent file reads cleanly, has every message English has and no other, and each message puts
/// in the same values as English's (a translation that drops one, or names one the game does not give, fails).
#[test]
fn every_language_has_every_key_with_the_same_variables() {
    let english = Catalog::read(Language::English).unwrap().variables();
    assert!(english.len() > 100);
    for language in Language::ALL {
        let catalog = Catalog::read(language).unwrap_or_else(|e| panic!("{e}"));
        let variables = catalog.variables();
        for (key, used) in &english {
            let translated = variables
                .get(key)
                .unwrap_or_else(|| panic!("{} has no '{key}'", language.code()));
            assert_eq!(
                translated,
                used,
                "{} '{key}' puts in other values",
                language.code()
            );
            let texts = Texts::new(language);
            let values: Vec<(&str, &dyn std::fmt::Display)> = used
                .iter()
                .map(|name| (name.as_str(), &2 as &dyn std::fmt::Display))
                .collect();
            let text = texts.fill(key, &values);
            assert!(
                !text.trim().is_empty(),
                "{} '{key}' is empty",
                language.code()
            );
            assert!(
                !text.contains('{') && !text.contains('$'),
                "{} '{key}' leaves a value out: {text}",
                language.code()
            );
        }
        for key in variables.keys() {
            assert!(
                english.contains_key(key),
                "{} has an unknown key '{key}'",
                language.code()
            );
        }
    }
}

/// Counts choose each language's plural forms: one seed, two seeds; Indonesian, Tagalog and Vietnamese nouns do not
/// change.
#[test]
fn counts_choose_each_language_s_plural_forms() {
    let said = |language, key: &str, n: u32| Texts::new(language).fill(key, &[("seeds", &n)]);
    let cases = [
        (Language::English, "1 seed goes", "2 seeds go"),
        (Language::Portuguese, "1 semente", "2 sementes"),
        (Language::Spanish, "1 semilla", "2 semillas"),
        (Language::Italian, "1 seme", "2 semi"),
        (Language::Indonesian, "1 biji", "2 biji"),
        (Language::Tagalog, "1 buto", "2 buto"),
        (Language::Vietnamese, "1 hạt", "2 hạt"),
    ];
    for (language, one, two) in cases {
        let (single, several) = (
            said(language, "hint.capture", 1),
            said(language, "hint.capture", 2),
        );
        assert!(single.contains(one), "{}: {single}", language.code());
        assert!(several.contains(two), "{}: {several}", language.code());
    }
    // A value that is not a whole number is put in as it is written, and chooses the other form.
    let texts = Texts::new(Language::English);
    assert!(
        texts
            .fill("hint.capture", &[("seeds", &"+3")])
            .contains("+3 seeds")
    );
    // A missing key shows itself.
    assert_eq!(texts.get("no.such.key"), "no.such.key");
    assert_eq!(texts.fill("no.such.key", &[("n", &1)]), "no.such.key");
}

/// Every count agrees with its noun in the languages whose nouns have a plural (Portuguese, Spanish, Italian),
/// English standing as the oracle: where English's words change between 1 and 2 of a count, the translation's
/// must change too ("1 problemas feitos" fails), and where English says 0 as it says 2, so must the translation
/// ("0 desafio vencidos" fails: Portuguese's plural rules put 0 with 1, its grammar does not), unless it says
/// none in words ("nenhuma semente"). The other values of a message are put in as 7; digits are left out of the
/// comparison.
#[test]
fn every_count_agrees_with_its_noun_in_every_language_with_plurals() {
    // Where a translation's noun agrees with another count than English's, by its own grammar.
    const AGREES_ELSEWHERE: [(&str, &str, &str); 1] = [
        // "3 lezioni su 9 fatte": Italian counts the lessons done, English the lessons ("3 of 9 lessons").
        ("it", "learn.progress", "total"),
    ];
    let words = |texts: &Texts,
                 key: &str,
                 names: &std::collections::BTreeSet<String>,
                 counted: &str,
                 n: u32| {
        let values: Vec<(&str, u32)> = names
            .iter()
            .map(|name| (name.as_str(), if name == counted { n } else { 7 }))
            .collect();
        let values: Vec<(&str, &dyn std::fmt::Display)> = values
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .collect();
        texts
            .fill(key, &values)
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect::<String>()
    };
    let english = Texts::new(Language::English);
    let messages = Catalog::read(Language::English).unwrap().variables();
    let mut wrong = Vec::new();
    for language in [Language::Portuguese, Language::Spanish, Language::Italian] {
        let texts = Texts::new(language);
        for (key, names) in &messages {
            for counted in names {
                let said = |texts: &Texts, n| words(texts, key, names, counted, n);
                let changes = |texts: &Texts| said(texts, 1) != said(texts, 2);
                let zero_as_two = |texts: &Texts| {
                    let zero =
                        texts.fill(key, &[(counted.as_str(), &0u32 as &dyn std::fmt::Display)]);
                    said(texts, 0) == said(texts, 2) || (names.len() == 1 && !zero.contains('0'))
                };
                let elsewhere =
                    AGREES_ELSEWHERE.contains(&(language.code(), key.as_str(), counted.as_str()));
                if changes(&english) && !changes(&texts) && !elsewhere {
                    wrong.push(format!(
                        "{} {key} ${counted}: 1 as 2: {}",
                        language.code(),
                        said(&texts, 1)
                    ));
                }
                if zero_as_two(&english) && !zero_as_two(&texts) {
                    wrong.push(format!(
                        "{} {key} ${counted}: 0 not as 2: {}",
                        language.code(),
                        said(&texts, 0)
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} counts disagree:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// One mandarin and both, one square and several, are told apart in every language, whose plural categories
/// cannot do it (Vietnamese and Indonesian have none; Tagalog's "one" takes 2 and 3 too): the texts choose on
/// the numbers themselves.
#[test]
fn one_mandarin_and_both_are_told_apart_in_every_language() {
    for language in Language::ALL {
        let texts = Texts::new(language);
        let take = |mandarins: u32| {
            texts.fill(
                "preview.quan_mandarin",
                &[("n", &3u32), ("mandarins", &mandarins)],
            )
        };
        assert_ne!(take(1), take(2), "{}", language.code());
        let squares = |squares: u32, mandarins: u32| {
            texts.fill(
                "hint.squares",
                &[
                    ("squares", &squares),
                    ("citizens", &7u32),
                    ("mandarins", &mandarins),
                ],
            )
        };
        let one = squares(1, 1);
        assert_ne!(one, squares(2, 1), "{}", language.code());
        assert_ne!(one, squares(1, 2), "{}", language.code());
        assert!(!one.contains("{"), "{}: {one}", language.code());
    }
}

#[test]
fn the_language_follows_the_locale() {
    assert_eq!(Language::from_locale("pt-BR"), Language::Portuguese);
    assert_eq!(Language::from_locale("es_ES.UTF-8"), Language::Spanish);
    assert_eq!(Language::from_locale("it"), Language::Italian);
    assert_eq!(Language::from_locale("id_ID.UTF-8"), Language::Indonesian);
    assert_eq!(Language::from_locale("fil_PH.UTF-8"), Language::Tagalog);
    assert_eq!(Language::from_locale("tl-PH"), Language::Tagalog);
    assert_eq!(Language::from_locale("vi_VN.UTF-8"), Language::Vietnamese);
    assert_eq!(Language::from_locale("en-GB"), Language::English);
    assert_eq!(Language::from_locale("de-DE"), Language::English);
    assert_eq!(Language::from_locale(""), Language::English);
}

/// A bare egui context that draws a panel section and can click on its words.
pub struct Screen {
    ctx: egui::Context,
}

impl Screen {
    pub fn new() -> Screen {
        let ctx = egui::Context::default();
        // What opens (More options) is all there in the next frame, as a test's clicks need it.
        ctx.all_styles_mut(|style| style.animation_time = 0.0);
        Screen { ctx }
    }

    fn frame(
        &self,
        events: Vec<egui::Event>,
        ui: &mut dyn FnMut(&mut egui::Ui),
    ) -> egui::FullOutput {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(420.0, 1400.0),
            )),
            events,
            ..Default::default()
        };
        let mut output = self.ctx.run_ui(input, |root| ui(root));
        // No renderer takes the font textures here.
        output.textures_delta.clear();
        output
    }

    /// Where the words `text` were drawn in the last frame.
    fn find(output: &egui::FullOutput, text: &str) -> Option<egui::Pos2> {
        output
            .shapes
            .iter()
            .find_map(|clipped| match &clipped.shape {
                egui::Shape::Text(shape) if shape.galley.text() == text => {
                    Some(shape.pos + shape.galley.rect.center().to_vec2())
                }
                _ => None,
            })
    }

    /// Whether a frame drawn now shows words that contain `text`.
    pub fn shows(&self, text: &str, ui: &mut dyn FnMut(&mut egui::Ui)) -> bool {
        let output = self.frame(Vec::new(), ui);
        output.shapes.iter().any(|clipped| {
            matches!(&clipped.shape, egui::Shape::Text(shape) if shape.galley.text().contains(text))
        })
    }

    /// Draws once, then clicks on `text` and draws the frame that sees the click.
    pub fn click(&self, text: &str, ui: &mut dyn FnMut(&mut egui::Ui)) {
        let output = self.frame(Vec::new(), ui);
        let at = Screen::find(&output, text).unwrap_or_else(|| panic!("no '{text}' on the panel"));
        let button = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        self.frame(vec![egui::Event::PointerMoved(at)], ui);
        self.frame(vec![button(true)], ui);
        self.frame(vec![button(false)], ui);
    }
}

/// The New game dialog, and the game its Start asks for.
fn start_pressed(ui: &mut egui::Ui, texts: &Texts, setup: &mut Setup) -> Option<GameCommand> {
    match new_game_dialog(
        ui,
        texts,
        setup,
        &AgainstOtto::default(),
        Default::default(),
        false,
    ) {
        Some(NewGameAnswer::Start(command)) => Some(command),
        _ => None,
    }
}

fn settings_section(ui: &mut egui::Ui, texts: &Texts, settings: &mut Settings) {
    settings_dialog(ui, texts, settings, false);
}

#[test]
fn a_new_game_chosen_in_the_dialog_reaches_the_game() {
    let texts = Texts::new(Language::English);
    let screen = Screen::new();
    let mut setup = Setup::default();
    let mut chosen = Vec::new();
    let mut draw = |ui: &mut egui::Ui| chosen.extend(start_pressed(ui, &texts, &mut setup));
    // Two players, top row first, then Start: as a person would click them.
    screen.click("Two players", &mut draw);
    screen.click("top", &mut draw);
    screen.click("Start", &mut draw);
    let expected = Setup {
        opponent: Opponent::Friend,
        first: First::North,
        ..Setup::default()
    };
    assert_eq!(chosen, [GameCommand::NewGame(expected)]);

    let mut app = headless_game(Game::default());
    app.world_mut().write_message(chosen[0]);
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.setup, expected);
    assert_eq!(
        game.position,
        Position::standard().with_to_move(Side::North)
    );
    assert_eq!(game.computer_side(), None);
}

#[test]
fn the_your_level_card_starts_otto_at_the_rung_of_the_player_s_rating_in_kalah_only() {
    let texts = Texts::new(Language::English);
    let screen = Screen::new();
    let mut setup = Setup::default();
    let against_otto = AgainstOtto {
        rating: mancala::server::rating::Glicko {
            rating: 1280.0,
            deviation: 130.0,
            volatility: 0.06,
        },
        games: 12,
    };
    let chosen = std::cell::RefCell::new(Vec::new());
    let mut draw = |ui: &mut egui::Ui| {
        if let Some(NewGameAnswer::Start(command)) = new_game_dialog(
            ui,
            &texts,
            &mut setup,
            &against_otto,
            Default::default(),
            false,
        ) {
            chosen.borrow_mut().push(command);
        }
    };
    assert!(
        screen.shows("≈1283", &mut draw),
        "the rung's rating on the card"
    );
    screen.click("Your level", &mut draw);
    screen.click("Start", &mut draw);
    // 1280 is nearest the rung measured at 1283: depth 3, a slip of 0.05.
    let rung = Level::Rung(mancala::engine::ladder::rung_for(1280.0) as u8);
    assert_eq!(rung.rating(), Some(1283.0));
    assert_eq!(
        chosen.take(),
        [GameCommand::NewGame(Setup {
            opponent: Opponent::Computer(rung),
            ..Setup::default()
        })]
    );
    // In Oware the ladder was not measured: "your level" becomes the level nearest it, and its card is off.
    screen.click("Oware", &mut draw);
    screen.click("Your level", &mut draw);
    screen.click("Start", &mut draw);
    let chosen = chosen.take();
    let [GameCommand::NewGame(oware)] = chosen[..] else {
        panic!("{chosen:?}");
    };
    assert_eq!(oware.opponent, Opponent::Computer(Level::Medium));
}

#[test]
fn the_dialogs_speak_the_chosen_language_and_their_settings_take_effect() {
    let texts = Texts::new(Language::Portuguese);
    let screen = Screen::new();
    let mut settings = Settings::default();
    let mut setup = Setup::default();
    let mut chosen = Vec::new();
    screen.click("lenta", &mut |ui| {
        settings_section(ui, &texts, &mut settings)
    });
    assert_eq!(settings.speed, Speed::Slow);
    screen.click("Difícil", &mut |ui| {
        chosen.extend(start_pressed(ui, &texts, &mut setup));
    });
    screen.click("Começar", &mut |ui| {
        chosen.extend(start_pressed(ui, &texts, &mut setup));
    });
    assert_eq!(
        chosen,
        [GameCommand::NewGame(Setup {
            opponent: Opponent::Computer(Level::Hard),
            ..Setup::default()
        })]
    );
    // The English words are not on the Portuguese panel.
    let output = screen.frame(Vec::new(), &mut |ui| {
        start_pressed(ui, &texts, &mut setup);
    });
    assert!(Screen::find(&output, "Start").is_none());
    assert!(Screen::find(&output, "Novo jogo").is_some());
}

#[test]
fn the_look_is_chosen_in_the_settings_dialog() {
    let texts = Texts::new(Language::Portuguese);
    let screen = Screen::new();
    let mut settings = Settings::default();
    for words in ["escuro", "para daltônicos", "Reduzir movimento"] {
        screen.click(words, &mut |ui| settings_section(ui, &texts, &mut settings));
    }
    assert_eq!(
        (settings.theme, settings.stones, settings.reduce_motion),
        (Theme::Dark, StoneColours::ColourBlindSafe, true)
    );
    screen.click("alto contraste", &mut |ui| {
        settings_section(ui, &texts, &mut settings)
    });
    assert_eq!(settings.theme, Theme::HighContrast);
}

#[test]
fn a_finished_game_is_counted_once_and_a_resignation_is_a_loss() {
    let mut app = headless_game(game_against(Level::Easy));
    app.world_mut().write_message(GameCommand::Resign);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Phase>>().get(), Phase::Over);
    let finish = app.world().resource::<Game>().finish().unwrap();
    assert_eq!(
        (finish.winner, finish.resigned),
        (Some(Side::North), Some(Side::South))
    );
    // After resigning a click on a pit is told the game is over.
    assert_eq!(
        check_pit(app.world().resource::<Game>(), Side::South, 1),
        Err(NudgeReason::GameOver)
    );
    for _ in 0..5 {
        app.update();
    }
    let record = app.world().resource::<Stats>().records[&Kind::Computer(Level::Easy)];
    assert_eq!((record.won, record.drawn, record.lost), (0, 0, 1));

    // A won game between two people: bottom row's win and its margin.
    let near_end: Position = "0,0,0,0,0,1,24,0,0,0,1,2,1,19 S".parse().unwrap();
    app.world_mut().insert_resource(Game::from_position(
        Setup {
            opponent: Opponent::Friend,
            ..Setup::default()
        },
        near_end,
    ));
    app.world_mut().write_message(PlayPit(6));
    run_until(&mut app, "the end", |app| {
        app.world().resource::<Game>().recorded
    });
    for _ in 0..5 {
        app.update();
    }
    let record = app.world().resource::<Stats>().records[&Kind::TwoPlayers];
    assert_eq!(
        (record.won, record.lost, record.best_margin),
        (1, 0, Some(2))
    );
}

fn first_winning_line(puzzle: &puzzle::Puzzle) -> Vec<u8> {
    // South's moves along the puzzle's winning line, the opponent's replies left to the game.
    let mut position = puzzle.position;
    let mut mine = Vec::new();
    for &pit in &puzzle.line {
        if position.to_move() == Side::South {
            mine.push(pit);
        }
        position = position.play(pit).unwrap().0;
    }
    mine
}

#[test]
fn the_daily_puzzle_against_the_perfect_opponent_counts_tries_and_the_streak() {
    let date = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
    let mut solver = puzzle::solver();
    let today = puzzle::daily(date, &mut solver);
    let mut app = headless_game(Game::default());
    app.insert_resource(Today(date));

    // First try: a losing first move.
    let losing = today
        .position
        .legal_moves()
        .find(|pit| !today.winning_moves.contains(pit))
        .unwrap();
    app.world_mut()
        .write_message(GameCommand::Puzzle(date, today.position));
    app.update();
    assert_eq!(app.world().resource::<Game>().puzzle, Some(date));
    app.world_mut().write_message(PlayPit(losing));
    play_out_as_south(&mut app, |position| position.legal_moves().next().unwrap());
    let record = app.world().resource::<DailyRecords>().record(date);
    assert_eq!((record.tries, record.solved_on), (1, None));
    // A lost try is not taken back: undo is off in the puzzle.
    let lost = app.world().resource::<Game>().position;
    assert!(!app.world().resource::<Game>().can_undo());
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(app.world().resource::<Game>().position, lost);

    // Second try: the winning line; the perfect opponent answers as the puzzle says.
    app.world_mut()
        .write_message(GameCommand::Puzzle(date, today.position));
    app.update();
    let line = first_winning_line(&today);
    let mut moves = line.into_iter();
    play_out_as_south(&mut app, move |_| {
        moves.next().expect("the line is long enough")
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.finish().unwrap().winner, Some(Side::South));
    let records = app.world().resource::<DailyRecords>();
    assert_eq!(records.record(date).tries, 2);
    assert_eq!(records.record(date).solved_on, Some(date));
    assert_eq!(records.streak(date), 1);
}

#[test]
fn streaks_count_days_solved_on_the_day() {
    let day = |d: u32| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
    let mut records = DailyRecords::default();
    for d in [20, 21, 22, 25, 26] {
        records.count_try(day(d), true, day(d));
    }
    // Solved a day late: counts as solved, not for the streak.
    records.count_try(day(27), true, day(28));
    assert_eq!(records.streak(day(26)), 2);
    assert_eq!(records.streak(day(27)), 2, "today's puzzle is still open");
    assert_eq!(records.streak(day(28)), 0);
    assert_eq!(records.best_streak(), 3);
    assert_eq!(records.solved(), 6);
}

#[test]
fn teach_me_lights_a_best_move_and_analysis_shows_exact_values_between_two_people() {
    let position: Position = "1,0,3,0,2,1,20,0,2,1,0,3,1,14 S".parse().unwrap();
    let two_players = Setup {
        opponent: Opponent::Friend,
        ..Setup::default()
    };
    let mut app = headless_game(Game::from_position(two_players, position));
    app.world_mut().write_message(TutorRequest::TeachMe);
    app.world_mut()
        .write_message(TutorRequest::ShowAnalysis(true));
    run_until(&mut app, "the hint and the proof", |app| {
        let tutor = app.world().resource::<Tutor>();
        tutor.hint_for(&position).is_some()
            && tutor.analysis_of(&position).is_some_and(|a| a.proved)
    });
    let tutor = app.world().resource::<Tutor>();
    let hint = tutor.hint_for(&position).unwrap();
    let mut solver = Solver::new(6, Default::default());
    let solution = solver.solve(&position, &Default::default()).unwrap();
    assert!(
        solution.best.contains(&hint.pit),
        "{hint:?} is one of {:?}",
        solution.best
    );
    let text = hint_text(&Texts::new(Language::English), &hint, &position);
    assert!(
        text.starts_with(&format!("Play pit {}:", hint.pit)),
        "{text}"
    );

    let analysis = tutor.analysis_of(&position).unwrap();
    let (exact, _) = solver.analyze(&position, &Default::default()).unwrap();
    let shown: Vec<(u8, PitValue)> = exact
        .iter()
        .map(|v| (v.pit, PitValue::Exact(v.value)))
        .collect();
    assert_eq!(analysis.values, shown);

    // Against the computer the analysis stays off, whatever is asked.
    let mut app = headless_game(game_against(Level::Easy));
    app.world_mut()
        .write_message(TutorRequest::ShowAnalysis(true));
    for _ in 0..10 {
        app.update();
    }
    let position = app.world().resource::<Game>().position;
    assert!(
        app.world()
            .resource::<Tutor>()
            .analysis_of(&position)
            .is_none()
    );
}

#[test]
fn a_house_rule_chosen_in_the_dialog_is_played_saved_and_counted_apart() {
    use mancala::app::data::stats::{Kind, Stats};
    use mancala::app::data::storage::SavedGame;
    use mancala::engine::Rules;
    let texts = Texts::new(Language::English);
    let screen = Screen::new();
    let mut setup = Setup::default();
    let mut chosen = Vec::new();
    let mut draw = |ui: &mut egui::Ui| chosen.extend(start_pressed(ui, &texts, &mut setup));
    // The house rules wait under More options.
    assert!(!screen.shows("empty capture", &mut draw));
    screen.click("More options: house rules, clock", &mut draw);
    screen.click("empty capture", &mut draw);
    screen.click("Start", &mut draw);
    let rules = Rules {
        empty_capture: true,
        ..Rules::default()
    };
    let [GameCommand::NewGame(started)] = chosen[..] else {
        panic!("one new game: {chosen:?}")
    };
    assert_eq!(started.rules, rules);

    let mut app = headless_game(Game::default());
    app.world_mut().write_message(GameCommand::NewGame(started));
    app.update();
    let game = app.world().resource::<Game>().clone();
    assert_eq!(game.position.rules(), rules);
    // A saved game comes back with its rules.
    let restored = SavedGame::of(&game).restore().unwrap().unwrap();
    assert_eq!(restored.position.rules(), rules);
    assert_eq!(restored.setup.rules, rules);

    // Resigned at once, the game counts apart from the standard games.
    app.world_mut().write_message(GameCommand::Resign);
    app.update();
    app.update();
    let stats = app.world().resource::<Stats>();
    assert!(stats.records.is_empty());
    let level = game.computer_level().unwrap();
    assert_eq!(stats.by_rules[&rules][&Kind::Computer(level)].lost, 1);
    // And the stats file keeps them.
    let text = ron::to_string(stats).unwrap();
    assert_eq!(&ron::from_str::<Stats>(&text).unwrap(), stats);
}

#[test]
fn oware_chosen_in_the_dialog_is_played_on_its_own_board_saved_and_counted_apart() {
    use mancala::app::data::stats::{Kind, Stats};
    use mancala::app::data::storage::SavedGame;
    use mancala::engine::OWARE;
    let texts = Texts::new(Language::English);
    let screen = Screen::new();
    // A Kalah setup with other seeds and a house rule: Oware takes its own board and drops the house rule.
    let mut setup = Setup {
        seeds: 7,
        ..Setup::default()
    };
    setup.rules.empty_capture = true;
    let mut chosen = Vec::new();
    let mut draw = |ui: &mut egui::Ui| chosen.extend(start_pressed(ui, &texts, &mut setup));
    screen.click("Oware", &mut draw);
    // Kalah's seeds and house rules are not offered for Oware.
    assert!(!screen.shows("empty capture", &mut draw));
    assert!(screen.shows("6 pits a side, 4 seeds in each", &mut draw));
    screen.click("Start", &mut draw);
    let [GameCommand::NewGame(started)] = chosen[..] else {
        panic!("one new game: {chosen:?}")
    };
    assert_eq!(started.rules, OWARE);

    let mut app = headless_game(Game::default());
    app.world_mut().write_message(GameCommand::NewGame(started));
    app.update();
    let game = app.world().resource::<Game>().clone();
    assert_eq!(game.position.rules(), OWARE);
    assert_eq!(game.position, Position::standard().with_rules(OWARE));
    let restored = SavedGame::of(&game).restore().unwrap().unwrap();
    assert_eq!(restored.position.rules(), OWARE);

    app.world_mut().write_message(GameCommand::Resign);
    app.update();
    app.update();
    let stats = app.world().resource::<Stats>();
    assert!(stats.records.is_empty());
    let level = game.computer_level().unwrap();
    assert_eq!(stats.by_rules[&OWARE][&Kind::Computer(level)].lost, 1);
}

#[test]
fn an_oware_pit_that_does_not_feed_an_empty_row_is_refused_with_its_reason() {
    let position: Position = "3,1,0,0,0,1,20,0,0,0,0,0,0,23 S oware".parse().unwrap();
    let setup = Setup {
        opponent: Opponent::Friend,
        ..Setup::default()
    };
    let game = Game::from_position(setup, position);
    assert_eq!(game.setup.rules, position.rules());
    assert_eq!(check_pit(&game, Side::South, 1), Err(NudgeReason::MustFeed));
    assert_eq!(check_pit(&game, Side::South, 3), Err(NudgeReason::EmptyPit));
    assert_eq!(check_pit(&game, Side::South, 6), Ok(()));
    let texts = Texts::new(Language::English);
    assert!(texts.get("status.must_feed").contains("no seeds"));
}

#[test]
fn an_oware_game_says_why_it_ended() {
    use mancala::app::board::cues::result_line;
    use mancala::engine::EndReason;
    let setup = Setup {
        opponent: Opponent::Friend,
        ..Setup::default()
    };
    // The rules panel's repetition: one seed each, round the board, until the start comes again.
    let start: Position = "0,0,0,0,0,1,23,0,0,0,0,0,1,23 S oware".parse().unwrap();
    let mut game = Game::from_position(setup, start);
    for pit in [6, 6, 1, 1, 2, 2, 3, 3, 4, 4, 5] {
        game.play(pit).unwrap();
        assert_eq!(game.end_reason(), None);
    }
    game.play(5).unwrap();
    assert!(game.is_finished());
    assert_eq!(game.end_reason(), Some(EndReason::Repetition));
    let texts = Texts::new(Language::English);
    let line = result_line(&game, &texts, game.finish().unwrap());
    assert!(line.contains("came again"), "{line}");
    // A capture after which the other side cannot be fed.
    let start: Position = "0,0,0,0,0,1,0,1,2,1,0,0,0,0 S oware".parse().unwrap();
    let mut game = Game::from_position(setup, start);
    game.play(6).unwrap();
    assert_eq!(game.end_reason(), Some(EndReason::NoMove));
}

/// Congklak in the window, which nothing proves: Otto plays its first turn, Teach me answers from a search with
/// a reason, the analysis stays estimates, and the review of a Congklak record rates every sowing as an estimate.
#[test]
fn congklak_is_played_taught_analysed_and_reviewed_by_search() {
    use mancala::app::review::reviewer::{Review, ReviewCommand};
    use mancala::engine::{CONGKLAK, Record};
    // Against Otto, who moves first: his turn ends with the bottom row to move (or the round over).
    let mut game = Game::default();
    game.start(
        Setup {
            opponent: Opponent::Computer(Level::Medium),
            first: First::North,
            pits: 7,
            seeds: 7,
            clock: None,
            rules: CONGKLAK,
            fair: mancala::app::turn::setup::Fairness::Usual,
        },
        true,
    )
    .unwrap();
    assert_eq!(
        game.position,
        Position::start_by(CONGKLAK, 7, 7)
            .unwrap()
            .with_to_move(Side::North)
    );
    let mut app = headless_game(game);
    run_until(&mut app, "Otto's first turn", |app| {
        let game = app.world().resource::<Game>();
        game.position.to_move() == Side::South || game.position.is_over()
    });
    assert!(!app.world().resource::<Game>().moves_played().is_empty());

    // Between two people: Teach me and the analysis.
    let position: Position = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
        .parse()
        .unwrap();
    let two_players = Setup {
        opponent: Opponent::Friend,
        pits: 7,
        seeds: 7,
        rules: CONGKLAK,
        ..Setup::default()
    };
    let mut app = headless_game(Game::from_position(two_players, position));
    app.world_mut().write_message(TutorRequest::TeachMe);
    app.world_mut()
        .write_message(TutorRequest::ShowAnalysis(true));
    run_until(&mut app, "the hint and the estimates", |app| {
        let tutor = app.world().resource::<Tutor>();
        tutor.hint_for(&position).is_some()
            && tutor
                .analysis_of(&position)
                .is_some_and(|a| a.values.len() == 7)
    });
    let tutor = app.world().resource::<Tutor>();
    let hint = tutor.hint_for(&position).unwrap();
    assert!(position.legal_moves().contains(hint.pit));
    assert_eq!(hint.value, None, "nothing proves a Congklak position");
    // Congklak's players speak of holes.
    let text = hint_text(&Texts::new(Language::English), &hint, &position);
    assert!(
        text.starts_with(&format!("Play hole {}:", hint.pit)),
        "{text}"
    );
    let analysis = tutor.analysis_of(&position).unwrap();
    assert!(!analysis.proved);
    assert!(
        analysis
            .values
            .iter()
            .all(|(_, value)| matches!(value, PitValue::Estimate(_)))
    );

    // A Congklak record under review: every sowing rated, none as proved.
    let record: Record = "Rules: congklak\nPits: 5\n\n1 3\n2\n".parse().unwrap();
    app.world_mut()
        .write_message(ReviewCommand::Record(record.clone()));
    run_until(&mut app, "the review's estimates", |app| {
        app.world()
            .resource::<Review>()
            .open
            .as_ref()
            .is_some_and(|reviewed| reviewed.is_done() && reviewed.rated() == record.moves.len())
    });
    let review = app.world().resource::<Review>();
    assert_eq!(review.open.as_ref().unwrap().proved(), 0);
}

/// While the game's last sowing and its sweep are on screen, the status line says nothing (not "Your turn"); the
/// result comes once the stones have landed, and an ordinary sowing still says whose turn follows.
#[test]
fn the_status_line_says_nothing_during_the_final_sweep_then_the_result() {
    use mancala::app::board::cues::{Status, result_line, status_words};
    let texts = Texts::new(Language::English);
    let status = |phase| Status {
        phase,
        nudge: None,
        looked_at: None,
        callout: false,
        online: None,
        swapped_online: false,
        picked: None,
    };
    // South's pit 6 holds the last seed of its row: the sowing ends the game.
    let start: Position = "0,0,0,0,0,1,20,1,2,3,4,5,6,6 S".parse().unwrap();
    let mut game = Game::from_position(
        Setup {
            opponent: Opponent::Computer(Level::Easy),
            ..Setup::default()
        },
        start,
    );
    assert_eq!(
        status_words(&game, &texts, status(Phase::PersonToMove)),
        "Your turn: click a pit in the bottom row"
    );
    game.play(6).unwrap();
    assert!(game.is_finished());
    assert_eq!(status_words(&game, &texts, status(Phase::Sowing)), "");
    let result = result_line(&game, &texts, game.finish().unwrap());
    assert_eq!(status_words(&game, &texts, status(Phase::Over)), result);
}

/// The daily puzzle is an endgame of the standard game: the bar says 4 seeds a pit whatever the last New game
/// chose, and the Puzzle tab says the puzzle is on the board (and offers to start it again) while it is played.
#[test]
fn the_daily_puzzle_is_named_as_it_is_and_its_tab_knows_it_is_being_played() {
    let date = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
    let mut solver = puzzle::solver();
    let today = puzzle::daily(date, &mut solver);
    let mut app = headless_game(Game::default());
    app.world_mut().write_message(GameCommand::NewGame(Setup {
        seeds: 5,
        opponent: Opponent::Friend,
        ..Setup::default()
    }));
    app.update();
    assert_eq!(app.world().resource::<Game>().setup.seeds, 5);
    app.world_mut()
        .write_message(GameCommand::Puzzle(date, today.position));
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.puzzle, Some(date));
    assert_eq!((game.setup.pits, game.setup.seeds), (6, 4));
}
