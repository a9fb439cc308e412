//! The slim bar above the board: who plays whom (Otto's level, the rule set), the clocks where there are any,
//! and the game's buttons as icons whose tooltips name them and their keys. A table of the buttons drives
//! both the bar and the keys the screens answer, so a tooltip cannot promise a key that does nothing.

use bevy_egui::egui;

use super::navigation::Dialog;
use super::view::{Choice, View};
use crate::daily::puzzles::stars;
use crate::data::i18n::{Texts, level_name};
use crate::learn::lessons::Stage;
use crate::learn::rules_tab::rules_words;
use crate::learn::tutor::{TutorRequest, teaching_allowed};
use crate::online::elsewhere::your_moves_everywhere;
use crate::online::online_dialog::control_name;
use crate::online::session::OnlineCommand;
use crate::online::state::OnlineGame;
use crate::otto::mascot::MASCOT_NAME;
use crate::review::reviewer::review_allowed;
use crate::turn::clock::clock_text;
use crate::turn::game::{Game, GameCommand};
use crate::turn::setup::Opponent;
use mancala_engine::Side;
use mancala_engine::lessons::LESSONS;
use mancala_engine::opening::rounds_won;
use mancala_protocol::address::Link;
use mancala_protocol::protocol::Control;

/// What a button of the bar does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    NewGame,
    Undo,
    Redo,
    TeachMe,
    Review,
    Resign,
    Restart,
    Notices,
    Settings,
    Drawer,
    /// The Play online dialog.
    Online,
    /// Online: a draw offered to the opponent.
    OfferDraw,
    /// Online, after a game: the same two again, sides swapped.
    Rematch,
    /// Online, an arena's game before one's first sowing: half one's clock for a point more.
    Berserk,
    /// The pie rule, right after the first player's first turn: take that player's side.
    TakeTheirSide,
}

/// A button: its icon, the key of its name, the keys that do the same (as the tooltip shows them), and the
/// key the screens themselves answer (the others are read with the board's keys, in `turn::input`).
pub struct Button {
    pub action: Action,
    pub icon: &'static str,
    pub name: &'static str,
    pub keys: &'static str,
    pub key: Option<egui::Key>,
}

const fn button(
    action: Action,
    icon: &'static str,
    name: &'static str,
    keys: &'static str,
    key: Option<egui::Key>,
) -> Button {
    Button {
        action,
        icon,
        name,
        keys,
        key,
    }
}

/// The bar's buttons from left to right; Resign, Restart, a draw offered and a rematch wait in the menu.
pub const BUTTONS: [Button; 15] = [
    button(
        Action::NewGame,
        "➕",
        "bar.new_game",
        "N",
        Some(egui::Key::N),
    ),
    button(Action::Undo, "↶", "game.undo", "U, Ctrl+Z", None),
    button(Action::Redo, "↷", "game.redo", "R, Ctrl+Y", None),
    button(Action::TeachMe, "💡", "game.teach", "T", Some(egui::Key::T)),
    button(Action::Review, "📈", "bar.review", "V", Some(egui::Key::V)),
    button(Action::Notices, "🔔", "bar.notices", "", None),
    button(
        Action::Settings,
        "⚙",
        "settings.heading",
        "S",
        Some(egui::Key::S),
    ),
    button(Action::Drawer, "☰", "bar.drawer", "D", Some(egui::Key::D)),
    button(Action::Online, "🌐", "bar.online", "O", Some(egui::Key::O)),
    button(Action::Resign, "⚑", "game.resign", "", None),
    button(Action::Restart, "↺", "game.restart", "", None),
    button(Action::OfferDraw, "½", "online.offer_draw", "", None),
    button(Action::Rematch, "⇄", "online.rematch", "", None),
    button(Action::Berserk, "⚔", "online.berserk", "", None),
    button(Action::TakeTheirSide, "⇅", "pie.take", "", None),
];

/// Whether a button shows, and whether it can be pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Hidden,
    Disabled,
    Enabled,
}

/// A lesson's steps are played as told: what a game's buttons do makes no sense there.
fn in_lesson_steps(view: &View) -> bool {
    view.learning.tip.is_some()
        || view.learning.active.is_some_and(|active| {
            matches!(
                active.stage,
                Stage::Press | Stage::Told(_) | Stage::Finished
            )
        })
}

/// What the bar offers of `action` now.
pub fn offer(action: Action, view: &View) -> Offer {
    let game = view.game;
    let lesson = in_lesson_steps(view);
    let when = |enabled: bool| {
        if enabled {
            Offer::Enabled
        } else {
            Offer::Disabled
        }
    };
    let online = game.remote_side().is_some();
    let online_over = online && game.is_finished();
    let watching = online && game.watched.is_some();
    match action {
        // A game watched is the players': the watcher neither resigns nor offers, and may leave it for another.
        Action::Resign | Action::OfferDraw | Action::Rematch if watching => Offer::Hidden,
        Action::NewGame if watching => Offer::Enabled,
        Action::Undo | Action::Redo | Action::Resign | Action::Restart | Action::Review
            if lesson =>
        {
            Offer::Hidden
        }
        // Online the server's game is the one that counts: nothing is taken back, taught or analysed while
        // it is played, and it is reviewed after.
        Action::Undo | Action::Redo | Action::TeachMe | Action::Restart if online => Offer::Hidden,
        Action::Review if online && !online_over => Offer::Hidden,
        // A new game here would leave the online one's clock running on the server.
        Action::NewGame if online && !online_over => Offer::Disabled,
        Action::OfferDraw if online && !online_over => when(
            view.online
                .game
                .as_ref()
                .is_some_and(|game| game.draw_offer.is_none()),
        ),
        Action::Berserk if online && !online_over && !watching => match view.online.game.as_ref() {
            Some(game) if game.may_berserk => Offer::Enabled,
            _ => Offer::Hidden,
        },
        Action::Berserk => Offer::Hidden,
        Action::TakeTheirSide if !lesson && game.swap_offered() && game.awaits_person() => {
            Offer::Enabled
        }
        Action::TakeTheirSide => Offer::Hidden,
        // A tournament's game has no rematch: the tournament pairs its players again.
        Action::Rematch
            if view
                .online
                .game
                .as_ref()
                .is_some_and(|game| game.tournament.is_some()) =>
        {
            Offer::Hidden
        }
        Action::Rematch if online_over => when(view.online.is_connected()),
        Action::OfferDraw | Action::Rematch => Offer::Hidden,
        Action::Online if lesson => Offer::Hidden,
        Action::Online => Offer::Enabled,
        Action::Undo => when(game.can_undo()),
        Action::Redo => when(game.can_redo()),
        Action::TeachMe if lesson || game.puzzle.is_some() => Offer::Hidden,
        // A puzzle is reviewed once it is over, not while it is being solved.
        Action::Review if game.puzzle.is_some() && !game.is_finished() => Offer::Hidden,
        Action::TeachMe => when(teaching_allowed(game) && !view.tutor.is_teaching()),
        Action::Review => when(review_allowed(game)),
        Action::Resign => when(!game.is_finished()),
        Action::Notices if view.notices_seen.is_empty() => Offer::Hidden,
        Action::NewGame | Action::Restart | Action::Notices | Action::Settings | Action::Drawer => {
            Offer::Enabled
        }
    }
}

/// What pressing `action` chooses.
pub fn press(action: Action, view: &View) -> Choice {
    match action {
        Action::NewGame => Choice::Open(Dialog::NewGame),
        Action::Undo => Choice::Game(GameCommand::Undo),
        Action::Redo => Choice::Game(GameCommand::Redo),
        Action::TeachMe => Choice::Tutor(TutorRequest::TeachMe),
        Action::Review => Choice::Review,
        Action::Resign if view.game.remote_side().is_some() => {
            Choice::Online(OnlineCommand::Resign)
        }
        Action::Resign => Choice::Game(GameCommand::Resign),
        Action::Online => Choice::Open(Dialog::Online),
        Action::OfferDraw => Choice::Online(OnlineCommand::OfferDraw),
        Action::Rematch => Choice::Online(OnlineCommand::Rematch),
        Action::Berserk => Choice::Online(OnlineCommand::Berserk),
        Action::TakeTheirSide if view.game.remote_side().is_some() => {
            Choice::Online(OnlineCommand::TakeTheOtherSide)
        }
        Action::TakeTheirSide => Choice::Game(GameCommand::TakeTheOtherSide),
        Action::Restart => Choice::Game(
            match view.game.puzzle.and_then(|date| view.puzzles.of(date)) {
                Some(puzzle) => GameCommand::Puzzle(puzzle.date, puzzle.position),
                None => GameCommand::NewGame(view.game.setup),
            },
        ),
        Action::Notices => Choice::Open(Dialog::Notices),
        Action::Settings => Choice::Open(Dialog::Settings),
        Action::Drawer => Choice::ToggleDrawer,
    }
}

/// A button's tooltip: its name and its keys.
pub fn tooltip(view: &View, button: &Button) -> String {
    let name = view.texts.get(button.name);
    if button.keys.is_empty() {
        name.to_string()
    } else {
        format!("{name} ({})", button.keys)
    }
}

/// The keys the screens answer while no dialog is open and no text is being typed (a button or a tab with the
/// keyboard's focus leaves them working, as on the web).
pub fn shortcuts(ctx: &egui::Context, view: &View) -> Vec<Choice> {
    let typing = ctx
        .memory(|memory| memory.focused())
        .is_some_and(|id| egui::text_edit::TextEditState::load(ctx, id).is_some());
    if typing {
        return Vec::new();
    }
    BUTTONS
        .iter()
        .filter_map(|button| {
            let key = button.key?;
            let pressed = ctx.input_mut(|input| input.consume_key(egui::Modifiers::NONE, key));
            (pressed && offer(button.action, view) == Offer::Enabled)
                .then(|| press(button.action, view))
        })
        .collect()
}

/// The bar: who plays whom and the clocks at the left, the buttons at the right.
pub fn bar(ui: &mut egui::Ui, view: &View, drawer_open: bool) -> Vec<Choice> {
    let mut choices = Vec::new();
    ui.horizontal(|ui| {
        ui.set_min_height(34.0);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // From the right: the drawer, the gear, the menu, then the game's buttons.
            for action in [Action::Drawer, Action::Settings] {
                let found = BUTTONS.iter().find(|b| b.action == action);
                if let Some(button) = found
                    && icon_button(ui, view, button, action == Action::Drawer && drawer_open)
                {
                    choices.push(press(action, view));
                }
            }
            menu(ui, view, &mut choices);
            // Berserk is offered only before one's first sowing: in words on the bar, never in the menu.
            if offer(Action::Berserk, view) == Offer::Enabled {
                let words = format!("⚔ {}", view.texts.get("online.berserk.short"));
                let berserk = ui
                    .button(egui::RichText::new(words).strong())
                    .on_hover_text(view.texts.get("online.berserk"));
                if berserk.clicked() {
                    choices.push(press(Action::Berserk, view));
                }
            }
            // The pie rule's offer lasts until the next sowing: in words on the bar, as berserk.
            if offer(Action::TakeTheirSide, view) == Offer::Enabled {
                let words = format!("⇅ {}", view.texts.get("pie.take"));
                let take = ui
                    .button(egui::RichText::new(words).strong())
                    .on_hover_text(view.texts.get("pie.take.hint"));
                if take.clicked() {
                    choices.push(press(Action::TakeTheirSide, view));
                }
            }
            if draw_to_answer(view) {
                let accept =
                    ui.button(egui::RichText::new(view.texts.get("online.accept_draw")).strong());
                if accept.clicked() {
                    choices.push(Choice::Online(OnlineCommand::AcceptDraw));
                }
            }
            for action in [
                Action::Notices,
                Action::Online,
                Action::Review,
                Action::TeachMe,
                Action::Redo,
                Action::Undo,
                Action::NewGame,
            ] {
                let found = BUTTONS.iter().find(|b| b.action == action);
                if let Some(button) = found
                    && icon_button(ui, view, button, false)
                {
                    choices.push(press(action, view));
                }
            }
            // The clocks before the names, which give way (shortened with "…") in a narrow window.
            clocks(ui, view);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                who_plays_whom(ui, view);
            });
        });
    });
    choices
}

/// An icon button, if its action is offered; true when pressed.
fn icon_button(ui: &mut egui::Ui, view: &View, button: &Button, selected: bool) -> bool {
    let offer = offer(button.action, view);
    if offer == Offer::Hidden {
        return false;
    }
    let mut icon = egui::RichText::new(button.icon).size(18.0);
    let mut tip = tooltip(view, button);
    if button.action == Action::Notices {
        icon =
            egui::RichText::new(format!("{} {}", button.icon, view.notices_seen.len())).size(16.0);
    }
    // The games online in which it is the player's move, on every server the window knows.
    let your_moves = your_moves_everywhere(view.online, view.elsewhere);
    let badge = (button.action == Action::Online && your_moves > 0).then_some(your_moves);
    if let Some(your_moves) = badge {
        tip = format!(
            "{tip}: {}",
            view.texts.fill("bar.your_moves", &[("n", &your_moves)])
        );
    }
    let response = ui
        .add_enabled(
            offer == Offer::Enabled,
            egui::Button::selectable(selected, icon).min_size(egui::vec2(34.0, 30.0)),
        )
        .on_hover_text(&tip)
        .on_disabled_hover_text(&tip);
    if let Some(count) = badge {
        draw_badge(ui, response.rect, count);
    }
    // A screen reader says the name, not the glyph.
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Button, offer == Offer::Enabled, &tip)
    });
    response.clicked()
}

/// The badge's red, the colour every desktop and phone gives a count of what waits for the person.
const BADGE: egui::Color32 = egui::Color32::from_rgb(0xC0, 0x39, 0x2B);

/// A count on a button's upper right corner, white on red, as a phone's apps show what waits.
fn draw_badge(ui: &egui::Ui, button: egui::Rect, count: usize) {
    let centre = button.right_top() + egui::vec2(-3.0, 5.0);
    let (fill, text) = (BADGE, egui::Color32::WHITE);
    let painter = ui.painter();
    painter.circle_filled(centre, 8.0, fill);
    let number = if count > 9 {
        "9+".to_string()
    } else {
        count.to_string()
    };
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        number,
        egui::FontId::proportional(12.0),
        text,
    );
}

/// The menu (⋯): resign and restart, the game's less frequent buttons.
fn menu(ui: &mut egui::Ui, view: &View, choices: &mut Vec<Choice>) {
    let items: Vec<&Button> = BUTTONS
        .iter()
        .filter(|b| {
            matches!(
                b.action,
                Action::Resign | Action::Restart | Action::OfferDraw | Action::Rematch
            )
        })
        .filter(|b| offer(b.action, view) != Offer::Hidden)
        .collect();
    if items.is_empty() {
        return;
    }
    let response = ui
        .menu_button(egui::RichText::new("⋯").size(18.0), |ui| {
            for button in items {
                let label = format!("{}  {}", button.icon, view.texts.get(button.name));
                let enabled = offer(button.action, view) == Offer::Enabled;
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                    choices.push(press(button.action, view));
                    ui.close();
                }
            }
        })
        .response;
    response
        .on_hover_text(view.texts.get("bar.menu"))
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::WidgetType::Button, true, view.texts.get("bar.menu"))
        });
}

/// "You vs Otto · Medium", the lesson, the daily puzzle or one of the player's mistakes, then the rule set.
fn who_plays_whom(ui: &mut egui::Ui, view: &View) {
    let (texts, game) = (view.texts, view.game);
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    if let Some(active) = view.learning.active {
        let key = format!("lesson.{}.title", LESSONS[active.lesson].key);
        let title = texts.get(&key);
        let lesson = texts.fill(
            "bar.lesson",
            &[
                ("n", &(active.lesson + 1)),
                ("total", &LESSONS.len()),
                ("title", &title),
            ],
        );
        ui.add(egui::Label::new(egui::RichText::new(lesson).strong()).truncate());
        return;
    }
    if view.learning.tip.is_some() {
        ui.strong(texts.get("guide.heading"));
        return;
    }
    if view.trainer.drill.active.is_some() {
        ui.strong(texts.get("mistakes.bar"));
        let about = game_words(texts, game);
        ui.add(egui::Label::new(egui::RichText::new(about).weak()).truncate());
        return;
    }
    let who = match (game.puzzle, game.setup.opponent) {
        (Some(date), _) => {
            let rating = view.puzzles.of(date).map_or(0, |p| p.rating);
            texts.fill("game.daily", &[("date", &date), ("stars", &stars(rating))])
        }
        (None, Opponent::Computer(level)) => texts.fill(
            "bar.vs_mascot",
            &[("name", name), ("level", &level_name(texts, level))],
        ),
        (None, Opponent::Friend) => texts.get("bar.two_players").to_string(),
        (None, Opponent::Online) => {
            online_who(ui, view);
            return;
        }
    };
    ui.add(egui::Label::new(egui::RichText::new(who).strong()).truncate());
    let about = game_words(texts, game);
    ui.add(egui::Label::new(egui::RichText::new(about).weak()).truncate());
}

/// "Kalah 6 × 4", "Oware", "Congklak · 7 holes · round 2 · 1 : 0": the game on the board, and in a match of
/// rounds which round this is and the rounds each has won.
fn game_words(texts: &Texts, game: &Game) -> String {
    let rules = game.position.rules();
    let mut about = if rules.is_oware() {
        texts.get("new.game.oware").to_string()
    } else if rules.is_quan() {
        texts.get("new.game.oanquan").to_string()
    } else if rules.is_relay() {
        texts.fill(
            &format!("bar.{}", rules.family.name()),
            &[("holes", &game.position.pits())],
        )
    } else {
        texts.fill(
            "bar.kalah",
            &[
                ("pits", &game.position.pits()),
                ("seeds", &game.setup.seeds),
            ],
        )
    };
    if rules.switches().next().is_some() {
        about = rules_words(texts, rules);
    }
    if rules.is_relay() && game.puzzle.is_none() {
        let n = game.rounds.len() + 1;
        let round = match rounds_won(&game.rounds) {
            _ if game.rounds.is_empty() => texts.fill("bar.round", &[("n", &n)]),
            won => texts.fill(
                "bar.round_score",
                &[("n", &n), ("south", &won.south), ("north", &won.north)],
            ),
        };
        about = format!("{about} · {round}");
    }
    about
}

/// Each side's time, the running one marked: the bottom row's at the left, as the board reads (this is laid
/// out from the right).
fn clocks(ui: &mut egui::Ui, view: &View) {
    if let Some(game) = &view.online.game
        && view.game.remote_side().is_some()
    {
        online_clocks(ui, view, game);
        return;
    }
    let Some(_) = view.clocks.control else {
        return;
    };
    ui.separator();
    for side in [Side::North, Side::South] {
        let whose = view.texts.get(match side {
            Side::South => "store.bottom",
            Side::North => "store.top",
        });
        let text = format!("{whose} {}", clock_text(view.clocks.left(side)));
        let running = !view.game.is_finished() && view.game.position.to_move() == side;
        clock_label(ui, text, running);
    }
    ui.separator();
}

/// One side's clock, the running one marked.
fn clock_label(ui: &mut egui::Ui, text: String, running: bool) {
    let text = egui::RichText::new(text).monospace();
    if running {
        ui.label(
            text.strong()
                .background_color(ui.visuals().selection.bg_fill),
        );
    } else {
        ui.weak(text);
    }
}

/// "You 1200 vs Bo 1216 · ranked · 3+2", the line's state when it is not up, and an offer of a draw to answer.
fn online_who(ui: &mut egui::Ui, view: &View) {
    let texts = view.texts;
    let Some(game) = &view.online.game else {
        return;
    };
    // A computer is marked as one: a computer before its name (egui's fonts have no robot), said on hover.
    let opponent = match game.opponent.bot {
        true => format!("🖥 {}", game.opponent.name),
        false => game.opponent.name.clone(),
    };
    let values: [(&str, &dyn std::fmt::Display); 4] = [
        ("me", &game.me.name),
        ("my_rating", &game.me.rating_text()),
        ("name", &opponent),
        ("rating", &game.opponent.rating_text()),
    ];
    let who = texts.fill(
        match game.watching {
            Some(watched) if watched.tv => "bar.watching_tv",
            Some(_) => "bar.watching",
            None => "bar.vs_online",
        },
        &values,
    );
    let who = ui.add(egui::Label::new(egui::RichText::new(who).strong()).truncate());
    if game.opponent.bot {
        who.on_hover_text(texts.get("bar.bot"));
    }
    let kind = texts.get(if game.ranked {
        "online.ranked"
    } else {
        "online.casual"
    });
    let mut about = format!("{kind} · {}", game_words(texts, view.game));
    if game.control != Control::Untimed {
        about = format!("{about} · {}", control_name(texts, game.control));
    }
    // A tournament's game names its tournament over the board (`tournament_strip.rs`): the bar has no room.
    if let Some(watched) = game.watching {
        about = format!(
            "{about} · {}",
            texts.fill("bar.watchers", &[("n", &watched.watchers)])
        );
        if watched.delay > 0 && game.over.is_none() {
            about = format!(
                "{about} · {}",
                texts.fill("bar.behind", &[("n", &watched.delay)])
            );
        }
    }
    ui.add(egui::Label::new(egui::RichText::new(about).weak()).truncate());
    match &view.online.link {
        Some(Link::Online) | None => {}
        Some(Link::Retrying { wait, .. }) => {
            let line = texts.fill(
                "bar.reconnecting",
                &[("seconds", &wait.as_secs_f32().ceil())],
            );
            ui.colored_label(
                ui.visuals().warn_fg_color,
                egui::RichText::new(line).strong(),
            );
        }
        Some(Link::Connecting) => {
            ui.colored_label(ui.visuals().warn_fg_color, texts.get("bar.connecting"));
        }
        Some(Link::Refused(why)) => {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
    }
    // What the server refused or sent that this game could not take, said where the player looks.
    if let Some(problem) = view.online.problem.as_ref().map(|p| p.words(view.texts)) {
        ui.add(
            egui::Label::new(egui::RichText::new(&problem).color(ui.visuals().warn_fg_color))
                .truncate(),
        )
        .on_hover_text(problem);
    }
    match game.draw_offer {
        Some(Side::North) if game.over.is_none() => {
            ui.separator();
            ui.label(texts.fill("bar.draw_offered", &[("name", &game.opponent.name)]));
        }
        Some(Side::South) if game.over.is_none() => {
            ui.weak(texts.get("bar.draw_sent"));
        }
        _ => {}
    }
}

/// Whether the opponent's offer of a draw waits for an answer (the bar shows Accept).
pub fn draw_to_answer(view: &View) -> bool {
    view.online
        .game
        .as_ref()
        .is_some_and(|game| game.over.is_none() && game.draw_offer == Some(Side::North))
}

/// The player's clock and the opponent's, as the server keeps them, counted down here between its words.
fn online_clocks(ui: &mut egui::Ui, view: &View, game: &OnlineGame) {
    if game.control == Control::Untimed {
        return;
    }
    ui.separator();
    for side in [Side::North, Side::South] {
        let whose = match (side, game.watching) {
            (Side::South, None) => view.texts.get("bar.you"),
            (Side::South, Some(_)) => &game.me.name,
            (Side::North, _) => &game.opponent.name,
        };
        let left = game.clocks.left_ms(side, view.now).max(0) as u64;
        let text = format!(
            "{whose} {}",
            clock_text(std::time::Duration::from_millis(left))
        );
        clock_label(ui, text, game.clocks.running == Some(side));
    }
    ui.separator();
}
