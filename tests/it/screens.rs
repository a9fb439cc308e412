//! The screens as a player meets them, in a bare egui context with AccessKit on, driven by keys and read as a
//! screen reader would: the welcome at a first start, the New game dialog and the drawer's tabs by keyboard
//! alone, Esc closing the dialog on top, the controls a lesson hides, and a notice's toast fading into the
//! bell's list on a stepped clock.

use mancala::app::explorer::explorer_tab::ExplorerView;
use mancala::app::explorer::lookup::Explorer;
use std::path::PathBuf;

use bevy_egui::egui;
use bevy_egui::egui::accesskit;
use chrono::NaiveDate;
use mancala::app::daily::puzzles::{DailyRecords, Puzzles};
use mancala::app::data::history::History;
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::data::settings::Settings;
use mancala::app::data::stats::Stats;
use mancala::app::data::storage::{Notice, Notices};
use mancala::app::learn::lessons::{Active, LearnCommand, Learning, LessonProgress, Stage};
use mancala::app::learn::tutor::Tutor;
use mancala::app::online::elsewhere::Elsewhere;
use mancala::app::online::host::Host;
use mancala::app::online::online_dialog::OnlineDraft;
use mancala::app::online::session::OnlineCommand;
use mancala::app::online::state::Online;
use mancala::app::review::look_back::{LookBackView, RecordDesk};
use mancala::app::review::reviewer::Review;
use mancala::app::screens::layout::{Frame, draw_screens, take_notices};
use mancala::app::screens::navigation::{Dialog, Screens, Tab};
use mancala::app::screens::spots::PitSpots;
use mancala::app::screens::toasts::{FADE_SECONDS, TOAST_SECONDS, Toasts};
use mancala::app::screens::view::{Choice, View};
use mancala::app::trainer::deck::Deck;
use mancala::app::trainer::drill::Drill;
use mancala::app::trainer::mistakes_tab::TrainerView;
use mancala::app::turn::browse::Browse;
use mancala::app::turn::clock::ChessClock;
use mancala::app::turn::game::{Game, GameCommand};
use mancala::app::turn::setup::{Opponent, Setup};

/// Everything the screens read and change, owned by the test.
struct World {
    ctx: egui::Context,
    texts: Texts,
    game: Game,
    tutor: Tutor,
    puzzles: Puzzles,
    daily: DailyRecords,
    stats: Stats,
    learning: Learning,
    progress: LessonProgress,
    browse: Browse,
    review: Review,
    history: History,
    clocks: ChessClock,
    screens: Screens,
    draft: Setup,
    settings: Settings,
    desk: RecordDesk,
    toasts: Toasts,
    online: Online,
    elsewhere: Elsewhere,
    host: Host,
    deck: Deck,
    drill: Drill,
    explorer: Explorer,
    online_draft: OnlineDraft,
    now: f32,
    /// What the last frame said to screen readers.
    tree: Option<accesskit::TreeUpdate>,
}

impl World {
    fn new() -> World {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        ctx.all_styles_mut(|style| style.animation_time = 0.0);
        World {
            ctx,
            texts: Texts::new(Language::English),
            game: Game::default(),
            tutor: Tutor::default(),
            puzzles: Puzzles::default(),
            daily: DailyRecords::default(),
            stats: Stats::default(),
            learning: Learning::default(),
            progress: LessonProgress {
                offered: true,
                ..Default::default()
            },
            browse: Browse::default(),
            review: Review::default(),
            history: History::default(),
            clocks: ChessClock::default(),
            screens: Screens::default(),
            draft: Setup::default(),
            settings: Settings::default(),
            desk: RecordDesk::default(),
            toasts: Toasts::default(),
            online: Online::default(),
            elsewhere: Elsewhere::default(),
            host: Host::default(),
            deck: Deck::default(),
            drill: Drill::default(),
            explorer: Explorer::default(),
            online_draft: OnlineDraft::default(),
            now: 0.0,
            tree: None,
        }
    }

    /// One frame of the screens with these input events; what the player chose in it.
    fn frame(&mut self, events: Vec<egui::Event>) -> Vec<Choice> {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            events,
            ..Default::default()
        };
        let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let view = View {
            texts: &self.texts,
            game: &self.game,
            tutor: &self.tutor,
            puzzles: &self.puzzles,
            daily: &self.daily,
            stats: &self.stats,
            today,
            notices_seen: &self.toasts.all,
            hint_colour: egui::Color32::BLUE,
            learning: &self.learning,
            progress: &self.progress,
            look_back: LookBackView {
                texts: &self.texts,
                game: &self.game,
                browse: &self.browse,
                review: &self.review,
                history: &self.history,
                records: None::<PathBuf>,
                ratings: [egui::Color32::BLACK; 5],
                warning: egui::Color32::RED,
                today,
            },
            clocks: &self.clocks,
            online: &self.online,
            elsewhere: &self.elsewhere,
            host: &self.host,
            now: f64::from(self.now),
            trainer: TrainerView {
                deck: &self.deck,
                drill: &self.drill,
                finding: 0,
                now: "2026-12-01T12:00:00Z".parse().unwrap(),
            },
            explorer: ExplorerView {
                explorer: &self.explorer,
                online: &self.online,
                off: None,
            },
            drawing: mancala::app::board::scene::RelayDrawing::default(),
        };
        let mut chosen = Vec::new();
        let spots = PitSpots::default();
        let mut output = self.ctx.run_ui(input, |ui| {
            let drawn = draw_screens(
                ui.ctx(),
                &view,
                Frame {
                    screens: &mut self.screens,
                    draft: &mut self.draft,
                    online_draft: &mut self.online_draft,
                    settings: &mut self.settings,
                    desk: &mut self.desk,
                    toasts: &self.toasts,
                    spots: &spots,
                    now: self.now,
                },
            );
            chosen = drawn.choices;
        });
        output.textures_delta.clear();
        self.tree = output.platform_output.accesskit_update.take();
        chosen
    }

    /// Presses and lets go of a key, in one frame, then draws the frame that follows.
    fn press(&mut self, key: egui::Key, modifiers: egui::Modifiers) -> Vec<Choice> {
        let event = |pressed| egui::Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers,
        };
        let mut chosen = self.frame(vec![event(true), event(false)]);
        chosen.extend(self.frame(Vec::new()));
        chosen
    }

    fn tap(&mut self, key: egui::Key) -> Vec<Choice> {
        self.press(key, egui::Modifiers::NONE)
    }

    fn node(&self, id: accesskit::NodeId) -> Option<&accesskit::Node> {
        let tree = self.tree.as_ref()?;
        tree.nodes
            .iter()
            .find(|(at, _)| *at == id)
            .map(|(_, node)| node)
    }

    /// The name a screen reader says for the widget with the keyboard's focus.
    fn focused(&self) -> Option<String> {
        let tree = self.tree.as_ref()?;
        self.node(tree.focus).and_then(name)
    }

    /// Every name a screen reader can reach in the last frame.
    fn names(&self) -> Vec<String> {
        self.tree
            .iter()
            .flat_map(|tree| tree.nodes.iter())
            .filter_map(|(_, node)| name(node))
            .collect()
    }

    /// What a screen reader reads out as it appears or changes: the names of the polite live regions.
    fn live_names(&self) -> Vec<String> {
        self.tree
            .iter()
            .flat_map(|tree| tree.nodes.iter())
            .filter(|(_, node)| node.live() == Some(accesskit::Live::Polite))
            .filter_map(|(_, node)| name(node))
            .collect()
    }

    /// Moves the focus with Tab until a widget whose name starts with `name` has it; what the frames chose.
    fn tab_to(&mut self, name: &str) -> Vec<Choice> {
        let mut chosen = Vec::new();
        for _ in 0..60 {
            if self
                .focused()
                .is_some_and(|focused| focused.starts_with(name))
            {
                return chosen;
            }
            chosen.extend(self.tap(egui::Key::Tab));
        }
        panic!(
            "Tab never reached '{name}'; the focus was on {:?} among {:?}",
            self.focused(),
            self.names()
        );
    }
}

/// What a screen reader says for a node: its label, or a text's words (egui gives a text its value).
fn name(node: &accesskit::Node) -> Option<String> {
    node.label().or(node.value()).map(str::to_string)
}

#[test]
fn the_new_game_dialog_is_played_by_keyboard_alone_and_heard_by_a_screen_reader() {
    let mut world = World::new();
    world.frame(Vec::new());
    assert!(
        world.names().iter().any(|name| name == "New game (N)"),
        "the bar's icon buttons are named by their tooltips: {:?}",
        world.names()
    );
    // N opens the dialog with Start in focus: Enter would start the game chosen last time.
    let chosen = world.tap(egui::Key::N);
    assert_eq!(chosen, [Choice::Open(Dialog::NewGame)]);
    assert_eq!(world.screens.dialog, Some(Dialog::NewGame));
    assert_eq!(world.focused().as_deref(), Some("Start"));
    // Esc closes it, and nothing starts.
    let chosen = world.tap(egui::Key::Escape);
    assert_eq!(chosen, [Choice::CloseDialog]);
    assert_eq!(world.screens.dialog, None);

    // Again, and this time Tab to the two players' card, Space to choose it, Tab on to Start and Enter.
    world.tap(egui::Key::N);
    let mut chosen = world.tab_to("Two players");
    chosen.extend(world.tap(egui::Key::Space));
    assert_eq!(world.draft.opponent, Opponent::Friend);
    assert!(
        chosen.is_empty(),
        "choosing a card starts nothing: {chosen:?}"
    );
    world.tab_to("Start");
    let chosen = world.tap(egui::Key::Enter);
    let expected = Setup {
        opponent: Opponent::Friend,
        ..Setup::default()
    };
    assert_eq!(
        chosen,
        [
            Choice::Game(GameCommand::NewGame(expected)),
            Choice::CloseDialog
        ]
    );
    assert_eq!(world.screens.dialog, None);
}

#[test]
fn the_drawer_s_tabs_and_the_settings_are_reached_by_keyboard() {
    let mut world = World::new();
    world.frame(Vec::new());
    assert_eq!(world.screens.tab, Tab::Moves);
    // Each tab is heard by its word and whether it is the one shown.
    world.tab_to("Learn");
    world.tap(egui::Key::Enter);
    assert_eq!(world.screens.tab, Tab::Learn);
    assert!(world.names().iter().any(|name| name.starts_with("Coach")));
    world.tab_to("Rules");
    world.tap(egui::Key::Space);
    assert_eq!(world.screens.tab, Tab::Rules);

    // D hides the drawer and shows it again; S opens the settings, Esc closes them.
    assert!(world.settings.panel_open);
    world.tap(egui::Key::D);
    assert!(!world.settings.panel_open);
    assert!(!world.names().iter().any(|name| name == "Learn"));
    world.tap(egui::Key::D);
    assert!(world.settings.panel_open);
    world.tap(egui::Key::S);
    assert_eq!(world.screens.dialog, Some(Dialog::Settings));
    assert_eq!(world.focused().as_deref(), Some("instant"));
    // While a dialog is open the screens' keys are the dialog's: D does not reach the drawer.
    world.tap(egui::Key::D);
    assert!(world.settings.panel_open);
    world.tab_to("dark");
    world.tap(egui::Key::Space);
    assert_eq!(
        world.settings.theme,
        mancala::app::look::palette::Theme::Dark
    );
    world.tap(egui::Key::Escape);
    assert_eq!(world.screens.dialog, None);
}

#[test]
fn the_welcome_offers_three_ways_in_once() {
    let mut world = World::new();
    world.progress.offered = false;
    world.frame(Vec::new());
    let names = world.names();
    let lessons = format!(
        "Learn in {} lessons",
        mancala::engine::lessons::LESSONS.len()
    );
    for way in ["Play Otto", lessons.as_str(), "Today's puzzle"] {
        assert!(names.iter().any(|name| name == way), "{way} in {names:?}");
    }
    // The first way has the focus; the screens' keys wait until the welcome is answered.
    assert_eq!(world.focused().as_deref(), Some("Play Otto"));
    assert!(world.tap(egui::Key::N).is_empty());
    // Today's puzzle is still being made: its card cannot be pressed yet.
    let chosen = world.tab_to(&lessons);
    assert!(chosen.is_empty());
    let chosen = world.tap(egui::Key::Enter);
    assert_eq!(
        chosen,
        [
            Choice::Learn(LearnCommand::Start(0)),
            Choice::Learn(LearnCommand::Offered)
        ]
    );
    // Esc answers "not now".
    let mut world = World::new();
    world.progress.offered = false;
    world.frame(Vec::new());
    assert_eq!(
        world.tap(egui::Key::Escape),
        [Choice::Learn(LearnCommand::Offered)]
    );
}

#[test]
fn a_lesson_speaks_by_its_pit_and_hides_what_makes_no_sense_in_it() {
    let mut world = World::new();
    world.frame(Vec::new());
    let names = world.names();
    assert!(
        names.iter().any(|name| name.starts_with("Undo")),
        "{names:?}"
    );
    world.learning.active = Some(Active {
        lesson: 0,
        step: 0,
        stage: Stage::Press,
        wrong: None,
    });
    world.frame(Vec::new());
    let names = world.names();
    for hidden in [
        "Undo",
        "Redo",
        "Teach me",
        "Review this game",
        "More: resign",
    ] {
        assert!(
            !names.iter().any(|name| name.starts_with(hidden)),
            "{hidden} is not offered in a lesson: {names:?}"
        );
    }
    assert!(names.iter().any(|name| name == "Stop the lesson"));
    let first = format!(
        "Lesson 1 of {}: Sowing",
        mancala::engine::lessons::LESSONS.len()
    );
    assert!(names.contains(&first));
    // The step's words are read out as they come, without the player moving to them: a polite live region.
    let step = world.texts.get("lesson.sowing.step1").to_string();
    assert_eq!(world.live_names(), [step]);
    // Stop, reached by keyboard, stops it.
    world.tab_to("Stop the lesson");
    assert_eq!(
        world.tap(egui::Key::Enter),
        [Choice::Learn(LearnCommand::Stop)]
    );
}

#[test]
fn a_notice_shows_as_a_toast_that_fades_and_stays_in_the_bell_s_list() {
    let mut world = World::new();
    let notices = Notices(vec![Notice::CannotSave {
        file: PathBuf::from("/nowhere/stats.ron"),
        why: "read-only file system".to_string(),
    }]);
    take_notices(
        &notices,
        &mut world.toasts,
        &mut world.desk,
        &world.texts,
        world.now,
    );
    // Taken once: the same notices again make no second toast.
    take_notices(
        &notices,
        &mut world.toasts,
        &mut world.desk,
        &world.texts,
        world.now,
    );
    assert_eq!(world.toasts.all.len(), 1);
    let shown = |world: &World| world.toasts.live(world.now).map(|(_, alpha)| alpha).next();
    assert_eq!(shown(&world), Some(1.0));
    world.frame(Vec::new());
    assert!(
        world.names().iter().any(|name| name.starts_with("Notices")),
        "the bell is in the bar once there is a notice"
    );
    world.now = TOAST_SECONDS + FADE_SECONDS / 2.0;
    let alpha = shown(&world).expect("still fading");
    assert!(alpha > 0.0 && alpha < 1.0, "{alpha}");
    assert_eq!(world.toasts.next_change(world.now), Some(0.0));
    world.now = TOAST_SECONDS + FADE_SECONDS + 0.1;
    assert_eq!(shown(&world), None);
    assert_eq!(world.toasts.next_change(world.now), None);
    // The bell's list still has it, and Clear the list empties it.
    world.frame(Vec::new());
    world.tab_to("Notices");
    world.tap(egui::Key::Enter);
    assert_eq!(world.screens.dialog, Some(Dialog::Notices));
    assert!(
        world
            .names()
            .iter()
            .any(|name| name.contains("read-only file system"))
    );
    world.tab_to("Clear the list");
    let chosen = world.tap(egui::Key::Enter);
    assert!(chosen.contains(&Choice::DismissNotices), "{chosen:?}");
}

#[test]
fn play_online_opens_from_the_bar_and_the_new_game_dialog_and_asks_for_a_server_and_a_name() {
    let mut world = World::new();
    world.frame(Vec::new());
    // O, or the bar's globe, opens Play online.
    let chosen = world.tap(egui::Key::O);
    assert_eq!(chosen, [Choice::Open(Dialog::Online)]);
    assert!(
        world.names().iter().any(|name| name == "Play online"),
        "{:?}",
        world.names()
    );
    // Connect waits for a server and a name; hosting needs only the name.
    let connect_enabled = |world: &World| {
        world
            .tree
            .iter()
            .flat_map(|tree| tree.nodes.iter())
            .any(|(_, node)| name(node).as_deref() == Some("Connect") && !node.is_disabled())
    };
    assert!(!connect_enabled(&world));
    // Without a name, typing goes into the name's field at once.
    world.frame(vec![egui::Event::Text("Bo".to_string())]);
    assert_eq!(world.online_draft.name, "Bo");
    world.online_draft.address = "127.0.0.1:7990".to_string();
    world.online_draft.name = "Ada".to_string();
    world.frame(Vec::new());
    assert!(connect_enabled(&world));
    let mut chosen = world.tab_to("Connect");
    chosen.extend(world.tap(egui::Key::Enter));
    assert_eq!(
        chosen,
        [Choice::Online(OnlineCommand::Connect {
            address: "127.0.0.1:7990".to_string(),
            name: "Ada".to_string(),
        })]
    );
    world.tap(egui::Key::Escape);
    assert_eq!(world.screens.dialog, None);
    // The New game dialog's Online card leads there too.
    world.tap(egui::Key::N);
    let mut chosen = world.tab_to("Online");
    chosen.extend(world.tap(egui::Key::Space));
    assert!(chosen.contains(&Choice::Open(Dialog::Online)), "{chosen:?}");
    assert_eq!(world.screens.dialog, Some(Dialog::Online));
}

/// A challenge sent to the player is toasted once while it waits, in words that name the challenger and the
/// game; one the player sent is not.
#[test]
fn a_challenge_to_the_player_is_toasted_once() {
    use bevy::prelude::{App, Real, Time, Update};
    use mancala::app::online::state::Online;
    use mancala::app::screens::toasts::toast_challenges;
    use mancala::server::ids::{ChallengeId, PlayerId};
    use mancala::server::protocol::{Challenge, Control, Seat};

    let seat = |id: u64, name: &str| Seat {
        id: PlayerId::numbered(id),
        name: name.to_string(),
        rating: 1641,
        provisional: false,
        bot: false,
    };
    let challenge = |id: u64, from: Seat, to: u64| Challenge {
        pie: false,
        challenge: ChallengeId::numbered(id),
        from,
        to: PlayerId::numbered(to),
        to_name: String::new(),
        rules: "oware".into(),
        pits: 6,
        seeds: 4,
        control: Control::Rapid,
        ranked: true,
        expires: 0,
    };
    let mut online = Online::default();
    online.me = Some(seat(1, "Ada"));
    online.standings.challenges = vec![
        challenge(10, seat(2, "Efua"), 1),
        challenge(11, seat(1, "Ada"), 3),
    ];
    let mut app = App::new();
    app.insert_resource(online)
        .insert_resource(Texts::new(Language::English))
        .init_resource::<Time<Real>>()
        .init_resource::<Toasts>()
        .add_systems(Update, toast_challenges);
    app.update();
    app.update();
    let toasts: Vec<String> = app
        .world()
        .resource::<Toasts>()
        .all
        .iter()
        .map(|t| t.text.clone())
        .collect();
    assert_eq!(
        toasts,
        ["Efua (1641) challenges you: Oware · 5+5 · ranked. Answer in Play online."]
    );
}

/// The games online in which it is the player's move, on another server the window knows, badge the Play online
/// button; a screen reader hears the count with the button's name.
#[test]
fn the_play_online_button_counts_the_moves_awaited_on_every_server() {
    use mancala::app::online::elsewhere::Looked;
    use mancala::server::client::Address;
    use mancala::server::glance::GameInPlay;
    use mancala::server::ids::GameId;
    use mancala::server::protocol::Control;

    let mut world = World::new();
    world.frame(Vec::new());
    let bare = |world: &World| world.names().iter().any(|name| name == "Play online (O)");
    assert!(bare(&world), "{:?}", world.names());
    let address = Address::parse("play.example.org:7878").unwrap();
    let game = |number: u64, your_move| GameInPlay {
        id: GameId::numbered(number),
        you: mancala::engine::Side::South,
        opponent: "Bo".to_string(),
        control: Control::ThreeDays,
        family: Some(mancala::engine::Family::Kalah),
        your_move,
        left_ms: 1_000_000,
        tournament: None,
    };
    let looked = Looked {
        address: address.clone(),
        games: vec![game(1, true), game(2, false), game(3, true)],
        problem: None,
    };
    world.elsewhere = Elsewhere::told([(address.key(), looked)].into());
    world.frame(Vec::new());
    assert!(!bare(&world));
    assert!(
        world
            .names()
            .iter()
            .any(|name| name == "Play online (O): Your move in 2 games online"),
        "{:?}",
        world.names()
    );
}

/// A private tournament is made from the Tournaments tab by keyboard: the form folds open, a name enables
/// Create it, and the request names the New game dialog's family, the length, the clock and the start.
#[test]
fn a_private_tournament_is_made_from_the_tournaments_tab() {
    use mancala::app::online::online_dialog::OnlineTab;
    use mancala::app::online::standings::TournamentLists;
    use mancala::server::client::Link;
    use mancala::server::protocol::{Control, Request, SystemName};

    let mut world = World::new();
    world.online.link = Some(Link::Online);
    world.online.me = Some(mancala::server::protocol::Seat {
        id: mancala::server::ids::PlayerId::numbered(1),
        name: "Ada".to_string(),
        rating: 1500,
        provisional: true,
        bot: false,
    });
    world.online.standings.tournaments = Some(TournamentLists::default());
    world.online_draft.tab = OnlineTab::Tournaments;
    world.screens.dialog = Some(Dialog::Online);
    world.frame(Vec::new());
    world.tab_to("Make a private tournament");
    world.tap(egui::Key::Space);
    let create_enabled = |world: &World| {
        world
            .tree
            .iter()
            .flat_map(|tree| tree.nodes.iter())
            .any(|(_, node)| name(node).as_deref() == Some("Create it") && !node.is_disabled())
    };
    assert!(!create_enabled(&world), "{:?}", world.names());
    world.online_draft.tournament.name = "Friday club".to_string();
    world.online_draft.tournament.minutes = 45;
    world.frame(Vec::new());
    assert!(create_enabled(&world));
    let mut chosen = world.tab_to("Create it");
    chosen.extend(world.tap(egui::Key::Enter));
    assert_eq!(
        chosen,
        [Choice::Online(OnlineCommand::Ask(
            Request::CreateTournament {
                name: "Friday club".to_string(),
                system: SystemName::Arena,
                minutes: Some(45),
                rounds: None,
                misses_allowed: None,
                rules: "kalah".to_string(),
                control: Control::Blitz,
                starts_in: 300,
            }
        ))]
    );
}

#[test]
fn the_puzzle_tab_says_how_many_mistakes_are_due_and_starts_them_by_keyboard() {
    use mancala::app::trainer::deck::{Against, Source};
    use mancala::app::trainer::drill::TrainerCommand;
    use mancala::engine::MistakePuzzle;
    use mancala::engine::solver::MoveValue;

    let mut world = World::new();
    world.screens.tab = Tab::Daily;
    world.frame(Vec::new());
    assert!(
        world
            .names()
            .iter()
            .any(|n| n == "Your mistakes: 0 due today")
    );
    assert!(!world.names().iter().any(|n| n == "Solve your mistakes"));

    // Two puzzles (values given, not proved: the section only shows them), one due before the frame's time
    // and one a week after it.
    let now: chrono::DateTime<chrono::Utc> = "2026-12-01T12:00:00Z".parse().unwrap();
    let made = [
        (
            "2,0,0,1,0,1,18,1,5,0,0,0,2,18 S",
            [(1, -8), (4, 2), (6, 2)],
            now,
        ),
        (
            "0,3,0,2,1,0,20,2,0,3,1,0,0,16 S",
            [(2, -7), (4, 1), (5, 1)],
            now + chrono::TimeDelta::days(7),
        ),
    ];
    for (text, values, at) in made {
        let values = values.map(|(pit, value)| MoveValue { pit, value }).to_vec();
        let puzzle = MistakePuzzle::new(text.parse().unwrap(), values[0].pit, values).unwrap();
        let source = Source {
            against: Against::Otto(mancala::engine::Level::Hard),
            ..Source::default()
        };
        assert!(world.deck.add(&puzzle, source, at));
    }
    world.frame(Vec::new());
    let names = world.names();
    assert!(
        names.iter().any(|n| n == "Your mistakes: 1 due today"),
        "{names:?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("2 puzzles made from your own games"))
    );
    assert!(names.iter().any(|n| n == "Puzzle rating: 1500?"));
    let chosen = world.tab_to("Solve your mistakes");
    assert!(chosen.is_empty());
    let chosen = world.tap(egui::Key::Enter);
    assert_eq!(chosen, [Choice::Trainer(TrainerCommand::Next)]);
}

/// The welcome's "Play Otto" starts him on Easy, and New game then begins from that game, not from the setup the
/// window opened with.
#[test]
fn new_game_begins_from_the_game_the_welcome_started() {
    use mancala::engine::Level;
    let mut world = World::new();
    world.progress.offered = false;
    world.draft.opponent = Opponent::Computer(Level::Medium);
    world.frame(Vec::new());
    assert_eq!(world.focused().as_deref(), Some("Play Otto"));
    let chosen = world.tap(egui::Key::Enter);
    let started = chosen.iter().find_map(|choice| match choice {
        Choice::Game(GameCommand::NewGame(setup)) => Some(*setup),
        _ => None,
    });
    let started = started.expect("Play Otto starts a game");
    assert_eq!(started.opponent, Opponent::Computer(Level::Easy));
    assert_eq!(world.draft, started, "New game begins from it");
}

/// While today's puzzle is on the board and not over, the Puzzle tab says so and offers to start it again, rather
/// than "not tried yet" and Play.
#[test]
fn the_puzzle_tab_knows_the_puzzle_on_the_board() {
    let date = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let mut solver = mancala::engine::puzzle::solver();
    let today = mancala::engine::puzzle::daily(date, &mut solver);
    let mut world = World::new();
    world.puzzles.ready.push(today.clone());
    world.screens.tab = Tab::Daily;
    world.frame(Vec::new());
    let names = world.names();
    assert!(names.iter().any(|n| n == "not tried yet"), "{names:?}");
    assert!(names.iter().any(|n| n == "Play"), "{names:?}");
    world.game.start_puzzle(date, today.position);
    world.frame(Vec::new());
    let names = world.names();
    assert!(names.iter().any(|n| n == "on the board now"), "{names:?}");
    assert!(names.iter().any(|n| n == "Start again"), "{names:?}");
    assert!(!names.iter().any(|n| n == "not tried yet"), "{names:?}");
}

/// The seeds per pit are set with the arrow keys once the slider has the focus, a step of one a press (egui's
/// arrows move a slider by a point, which a whole number rounded away), and the slider gives each value room.
#[test]
fn the_seeds_slider_steps_by_one_with_the_arrow_keys() {
    let mut world = World::new();
    world.frame(Vec::new());
    world.tap(egui::Key::N);
    world.tab_to("seeds per pit");
    assert_eq!(world.draft.seeds, 4);
    world.tap(egui::Key::ArrowRight);
    assert_eq!(world.draft.seeds, 5);
    world.tap(egui::Key::ArrowRight);
    world.tap(egui::Key::ArrowLeft);
    world.tap(egui::Key::ArrowLeft);
    world.tap(egui::Key::ArrowLeft);
    assert_eq!(world.draft.seeds, 3);
}
