//! The game to a screen reader: the board's cells named in reading order in every family and language, where a
//! pit's sowing would end, why one cannot be played, each sowing told once its stones have landed (the person's,
//! the other player's, Otto's, both hands of a Congklak opening), and the board's nodes in egui's AccessKit tree,
//! pressed through a screen reader's action or the keyboard as a click presses them.
//! (`tests/screen_reader/` asks the same over the real AT-SPI bus, as Orca does.)

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::egui::accesskit;
use mancala::app::board::sowing::SkipAnimation;
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::data::settings::Settings;
use mancala::app::learn::learn_tab::{better_words, threat_lines};
use mancala::app::learn::tutor::Tutor;
use mancala::app::turn::browse::BrowseCommand;
use mancala::app::turn::game::{Game, GameCommand, LookingAt, Phase, PlayPit};
use mancala::app::turn::input::PressCell;
use mancala::app::turn::ways::ScreenWay;
use mancala::app::voice::announcer::Announcement;
use mancala::app::voice::board_tree::{BoardTree, board_tree};
use mancala::app::voice::words::{CellNode, spoken_board};
use mancala::engine::{CONGKLAK, Cell, Level, OAN_QUAN, OWARE, Position, SUNGKA, Side};

use crate::headless::{TWO_PLAYERS, headless_game, vs_computer};

fn against_otto(position: Position) -> Game {
    Game::from_position(vs_computer(Level::Easy), position)
}

fn board_of(game: &Game, texts: &Texts) -> Vec<CellNode> {
    spoken_board(texts, game, &LookingAt::default(), Phase::PersonToMove)
}

fn names(nodes: &[CellNode]) -> Vec<String> {
    nodes.iter().map(|node| node.name.clone()).collect()
}

fn english() -> Texts {
    Texts::new(Language::English)
}

#[test]
fn kalah_s_board_is_read_as_a_player_reads_it_row_store_row_store() {
    let texts = english();
    let nodes = board_of(&against_otto(Position::standard()), &texts);
    let mut expected: Vec<String> = (1..=6)
        .map(|pit| format!("Your pit {pit}, 4 seeds"))
        .collect();
    expected.push("Your store, 0 seeds".into());
    expected.extend((1..=6).map(|pit| format!("Otto's pit {pit}, 4 seeds")));
    expected.push("Otto's store, 0 seeds".into());
    assert_eq!(names(&nodes), expected);
    // The person's pits are pressed as a click presses them; Otto's and the stores are not.
    for node in &nodes[..6] {
        let Cell::Pit { pit, .. } = node.cell else {
            panic!("{node:?} is not a pit");
        };
        assert_eq!(
            node.press,
            Some(PressCell {
                side: Side::South,
                pit,
                way: None
            })
        );
    }
    assert!(nodes[6..].iter().all(|node| node.press.is_none()));
    // Where each sowing ends, from the engine: pit 3's four seeds reach the store, pit 1's pit 5.
    // And the digit key that plays it.
    assert_eq!(
        nodes[2].description,
        "Extra turn! Last seed: Your store. Key 3."
    );
    assert_eq!(nodes[0].description, "Last seed: Your pit 5. Key 1.");
    assert_eq!(nodes[7].description, "Your pits are the bottom row.");
    assert_eq!(nodes[6].description, "");
}

#[test]
fn a_capture_an_empty_pit_and_two_players_at_one_computer_are_named_so() {
    let texts = english();
    // South's pit 2 holds 1, pit 3 is empty, North's pit 4 (across from South's 3) holds 5.
    let position: Position = "0,1,0,4,4,4,0,4,4,4,5,4,4,0 S".parse().unwrap();
    let nodes = board_of(&Game::from_position(TWO_PLAYERS, position), &texts);
    assert_eq!(nodes[1].name, "Bottom pit 2, 1 seed");
    assert_eq!(
        nodes[1].description,
        "Captures 6! Last seed: Bottom pit 3. Key 2."
    );
    assert_eq!(nodes[0].name, "Bottom pit 1, 0 seeds");
    assert_eq!(
        nodes[0].description,
        "That pit is empty: pick one with seeds."
    );
    assert_eq!(nodes[6].name, "Bottom store, 0 seeds");
    assert_eq!(nodes[10].name, "Top pit 4, 5 seeds");
    assert_eq!(nodes[10].description, "It is the bottom row's turn.");
    assert_eq!(nodes[13].name, "Top store, 0 seeds");
}

#[test]
fn every_family_s_cells_are_named_by_their_own_words_in_sowing_order() {
    let texts = english();
    let oware = board_of(
        &against_otto(Position::standard().with_rules(OWARE)),
        &texts,
    );
    assert_eq!(oware[6].name, "Your captures, 0 seeds");
    assert_eq!(oware[13].name, "Otto's captures, 0 seeds");
    let congklak = board_of(
        &against_otto(Position::start_by(CONGKLAK, 7, 7).unwrap()),
        &texts,
    );
    assert_eq!(congklak.len(), 16);
    assert_eq!(congklak[0].name, "Your hole 1, 7 seeds");
    assert_eq!(congklak[7].name, "Your store, 0 seeds");
    assert_eq!(congklak[8].name, "Otto's hole 1, 7 seeds");
    // Key n plays hole n, the number every list calls it by, however the board is drawn.
    assert!(congklak[0].description.ends_with("Key 1."), "{congklak:?}");
    assert!(congklak[6].description.ends_with("Key 7."), "{congklak:?}");
    // Congklak's relays are counted in where a sowing ends.
    let relaying = congklak
        .iter()
        .filter(|node| node.description.contains("relay"))
        .count();
    assert!(relaying > 0, "{congklak:?}");
    let sungka = board_of(
        &against_otto(Position::start_by(SUNGKA, 7, 7).unwrap()),
        &texts,
    );
    assert_eq!(sungka[0].name, "Your hole 1, 7 seeds");
    let start = Position::start_usual(OAN_QUAN, None, None).unwrap();
    let quan = board_of(&against_otto(start), &texts);
    // Each of the person's five squares is two nodes, one a way; then the mandarin square at the right, Otto's
    // five squares, the one at the left, and the two piles.
    assert_eq!(quan.len(), 10 + 1 + 5 + 1 + 2);
    assert_eq!(quan[0].name, "Your square 1, 5 citizens: sow to the left");
    assert_eq!(quan[1].name, "Your square 1, 5 citizens: sow to the right");
    assert_eq!(
        quan[0].press.map(|press| press.way),
        Some(Some(ScreenWay::Left))
    );
    assert!(
        quan[10]
            .name
            .starts_with("Right mandarin square, 0 citizens, the mandarin still on it"),
        "{:?}",
        quan[10].name
    );
    assert_eq!(quan[11].name, "Otto's square 1, 5 citizens");
    assert!(quan[16].name.starts_with("Left mandarin square"));
    assert_eq!(quan[17].name, "Your captures, worth 0");
    assert_eq!(quan[18].name, "Otto's captures, worth 0");
    for node in &quan[..10] {
        assert!(node.description.contains("Last seed:"), "{node:?}");
    }
}

#[test]
fn the_board_is_named_in_every_language_with_no_text_missing() {
    let games = [
        against_otto(Position::standard()),
        Game::from_position(TWO_PLAYERS, Position::standard().with_rules(OWARE)),
        against_otto(Position::start_by(CONGKLAK, 7, 7).unwrap()),
        against_otto(Position::start_usual(OAN_QUAN, None, None).unwrap()),
    ];
    for language in Language::ALL {
        let texts = Texts::new(language);
        for game in &games {
            let nodes = board_of(game, &texts);
            for node in &nodes {
                // A missing text shows its key, a missing variable its name in braces.
                for words in [&node.name, &node.description] {
                    assert!(
                        !words.contains("voice.") && !words.contains('{'),
                        "{language:?}: {words}"
                    );
                }
            }
            let named: std::collections::BTreeSet<&String> =
                nodes.iter().map(|node| &node.name).collect();
            assert_eq!(named.len(), nodes.len(), "{language:?}: {nodes:?}");
        }
    }
}

/// Plays `pit` through its intent and lets the stones land, as a player who waits for them.
fn sow(app: &mut App, pit: u8) {
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    app.world_mut().write_message(SkipAnimation);
    app.update();
    app.update();
}

fn told(app: &App) -> Announcement {
    app.world().resource::<Announcement>().clone()
}

#[test]
fn each_sowing_is_told_once_its_stones_have_landed_and_what_comes_next() {
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    // The coach (on between two people) is heard in the test after this one.
    app.world_mut().resource_mut::<Settings>().coach_two_players = false;
    assert_eq!(told(&app).text, "");
    app.world_mut().write_message(PlayPit(3));
    app.update();
    // In flight: nothing told yet.
    assert_eq!(told(&app).serial, 0);
    app.world_mut().write_message(SkipAnimation);
    app.update();
    app.update();
    let first = told(&app);
    assert_eq!(
        first.text,
        "Bottom sowed pit 3. Extra turn! Score: bottom 1, top 0. Bottom row to move."
    );
    sow(&mut app, 6);
    assert_eq!(
        told(&app).text,
        "Bottom sowed pit 6. Score: bottom 2, top 0. Top row to move."
    );
    assert_eq!(told(&app).serial, first.serial + 1);
    // The same words told again are a new announcement.
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    let undone = told(&app);
    assert_eq!(
        undone.text,
        "Move taken back. Score: bottom 1, top 0. Bottom row to move."
    );
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(told(&app).text, undone.text);
    assert_eq!(told(&app).serial, undone.serial + 2);
}

#[test]
fn otto_s_sowings_and_the_end_are_told_in_the_player_s_language() {
    let mut app = headless_game(against_otto(Position::standard()));
    app.insert_resource(Texts::new(Language::Spanish));
    sow(&mut app, 6);
    assert_eq!(
        told(&app).text,
        "Sembraste el hoyo 6. Marcador: tú 1, Otto 0. Turno de Otto."
    );
    crate::headless::run_until(&mut app, "Otto's sowing told", |app| {
        told(app).text.starts_with("Otto sembró el hoyo ")
    });
    // A resignation ends the game with no sowing: it is told too.
    app.world_mut().write_message(GameCommand::Resign);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(told(&app).text, "Te rendiste.");
}

#[test]
fn both_hands_of_a_congklak_opening_are_told_together() {
    let mut game = Game::default();
    let setup = mancala::app::turn::setup::Setup {
        rules: CONGKLAK,
        pits: 7,
        seeds: 7,
        first: mancala::app::turn::setup::First::Together,
        ..TWO_PLAYERS
    };
    game.start(setup, true).unwrap();
    assert!(game.in_opening());
    let mut app = headless_game(game);
    sow(&mut app, 1);
    sow(&mut app, 1);
    crate::headless::run_until(&mut app, "the opening run told", |app| {
        told(app)
            .text
            .starts_with("Both hands sowed. Score: bottom ")
    });
}

/// Draws the board's nodes in a bare egui context with AccessKit on; gives back the presses and the tree.
fn draw(
    ctx: &egui::Context,
    (nodes, places): (&[CellNode], &[Option<egui::Rect>]),
    announcement: &Announcement,
    events: Vec<egui::Event>,
) -> (Vec<PressCell>, accesskit::TreeUpdate) {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        events,
        ..Default::default()
    };
    let mut pressed = Vec::new();
    let output = ctx.run_ui(input, |ui| {
        let board = BoardTree {
            label: "Board",
            nodes,
            places,
            round: true,
        };
        pressed = board_tree(ui.ctx(), Some(board), announcement);
    });
    (pressed, output.platform_output.accesskit_update.unwrap())
}

fn node_named<'a>(
    tree: &'a accesskit::TreeUpdate,
    name: &str,
) -> (accesskit::NodeId, &'a accesskit::Node) {
    tree.nodes
        .iter()
        .find(|(_, node)| node.label().or(node.value()) == Some(name))
        .map(|(id, node)| (*id, node))
        .unwrap_or_else(|| panic!("no node named {name:?}"))
}

#[test]
fn the_board_s_nodes_are_pressed_through_a_screen_reader_s_action_or_the_keyboard() {
    let texts = english();
    let game = against_otto(Position::standard());
    let cells = board_of(&game, &texts);
    let places: Vec<Option<egui::Rect>> = (0..cells.len())
        .map(|index| {
            let at = egui::pos2(100.0 * index as f32, 300.0);
            Some(egui::Rect::from_min_size(at, egui::vec2(90.0, 90.0)))
        })
        .collect();
    let nodes = (cells.as_slice(), places.as_slice());
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let told = Announcement {
        serial: 7,
        text: "You sowed pit 3.".into(),
    };
    let (_, tree) = draw(&ctx, nodes, &told, Vec::new());
    let (group_id, group) = node_named(&tree, "Board");
    assert_eq!(group.role(), accesskit::Role::Group);
    assert_eq!(group.children().len(), 14);
    let (pit_3, node) = node_named(&tree, "Your pit 3, 4 seeds");
    assert_eq!(node.role(), accesskit::Role::Button);
    assert_eq!(
        node.description(),
        Some("Extra turn! Last seed: Your store. Key 3.")
    );
    assert!(node.supports_action(accesskit::Action::Click));
    assert_eq!(group.children()[2], pit_3);
    let (_, otto_s) = node_named(&tree, "Otto's pit 1, 4 seeds");
    // Disabled, and still pressable: pressed, the game says why, as for a click.
    assert!(otto_s.is_disabled());
    assert!(otto_s.supports_action(accesskit::Action::Click));
    assert_eq!(otto_s.description(), Some("Your pits are the bottom row."));
    let (_, store) = node_named(&tree, "Your store, 0 seeds");
    assert_eq!(store.role(), accesskit::Role::Label);
    // The announcement is a polite live region of its own, outside the board's group.
    let (live_id, live) = node_named(&tree, "You sowed pit 3.");
    assert_eq!(live.live(), Some(accesskit::Live::Polite));
    assert!(!group.children().contains(&live_id));
    assert_ne!(live_id, group_id);

    // A screen reader's default action presses the pit as a click would.
    let click = egui::Event::AccessKitActionRequest(accesskit::ActionRequest {
        action: accesskit::Action::Click,
        target_tree: accesskit::TreeId::ROOT,
        target_node: pit_3,
        data: None,
    });
    let (pressed, _) = draw(&ctx, nodes, &told, vec![click]);
    assert_eq!(
        pressed,
        [PressCell {
            side: Side::South,
            pit: 3,
            way: None
        }]
    );
    // Tab reaches the board first, pit 1, and Enter presses it.
    let key = |key, pressed| egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    draw(
        &ctx,
        nodes,
        &told,
        vec![key(egui::Key::Tab, true), key(egui::Key::Tab, false)],
    );
    let (_, tree) = draw(&ctx, nodes, &told, Vec::new());
    let (_, focused) = tree.nodes.iter().find(|(id, _)| *id == tree.focus).unwrap();
    assert_eq!(focused.label(), Some("Your pit 1, 4 seeds"));
    let (pressed, _) = draw(
        &ctx,
        nodes,
        &told,
        vec![key(egui::Key::Enter, true), key(egui::Key::Enter, false)],
    );
    assert_eq!(pressed.first().map(|press| press.pit), Some(1));

    // A new announcement is a new node, read as it appears, even in the same words.
    let again = Announcement {
        serial: 8,
        text: told.text.clone(),
    };
    let (_, tree) = draw(&ctx, nodes, &again, Vec::new());
    assert_ne!(node_named(&tree, "You sowed pit 3.").0, live_id);
}

#[test]
fn a_lesson_s_board_a_look_back_and_a_watched_game_are_named_too() {
    let texts = english();
    let mut game = against_otto(Position::standard());
    game.play(3).unwrap();
    // Looking back at the start: the counts are the start's, and nothing can be pressed.
    let looking = LookingAt(Some(mancala::app::turn::game::Looked {
        position: Position::standard(),
        last_move: None,
    }));
    let nodes = spoken_board(&texts, &game, &looking, Phase::PersonToMove);
    assert_eq!(nodes[2].name, "Your pit 3, 4 seeds");
    assert!(
        nodes
            .iter()
            .all(|node| node.press.is_none() && node.description.is_empty())
    );
    // A game watched names both players.
    let mut watched = Game::from_position(TWO_PLAYERS, Position::standard());
    watched.watched = Some("Ana".into());
    watched.remote_name = Some("Bo".into());
    let nodes = board_of(&watched, &texts);
    assert_eq!(nodes[0].name, "Ana's pit 1, 4 seeds");
    assert_eq!(nodes[13].name, "Bo's store, 0 seeds");
    assert!(nodes.iter().all(|node| node.press.is_none()));
}

#[test]
fn the_coach_s_warnings_and_better_moves_are_told_whichever_tab_is_open() {
    let texts = english();
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    app.world_mut().resource_mut::<Settings>().coach_two_players = true;
    // Pit 6 passes the turn while pit 3 would have sown into the store: the coach says so, and warns the top row
    // of what the bottom row has ready next.
    sow(&mut app, 6);
    let game = app.world().resource::<Game>().clone();
    let threats = threat_lines(&texts, &game);
    assert!(!threats.is_empty());
    let heard = told(&app).text;
    assert!(heard.starts_with("Bottom sowed pit 6."), "{heard}");
    for threat in &threats {
        assert!(heard.contains(threat.as_str()), "{threat} not in {heard}");
    }
    crate::headless::run_until(&mut app, "the coach's note", |app| {
        app.world().resource::<Tutor>().coach_note.is_some()
    });
    app.update();
    let (mover, better) = app.world().resource::<Tutor>().coach_note.unwrap();
    assert_eq!(told(&app).text, better_words(&texts, &game, mover, better));
    assert!(
        told(&app)
            .text
            .starts_with("The bottom row's last move, pit 6:")
    );
}

#[test]
fn each_sowing_stepped_to_when_looking_back_is_told_and_so_is_the_way_back() {
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    app.world_mut().resource_mut::<Settings>().coach_two_players = false;
    sow(&mut app, 3);
    sow(&mut app, 6);
    app.world_mut().write_message(BrowseCommand::GameAfter(1));
    app.update();
    assert_eq!(
        told(&app).text,
        "Looking back: after sowing 1 of 2. Any key returns. \
         Bottom sowed pit 3. Extra turn! Score: bottom 1, top 0."
    );
    // Stepping onto the game's own position is the game again.
    app.world_mut().write_message(BrowseCommand::Step(1));
    app.update();
    assert_eq!(told(&app).text, "Back to the game. Top row to move.");
    app.world_mut().write_message(BrowseCommand::GameAfter(0));
    app.update();
    assert_eq!(
        told(&app).text,
        "Looking back: after sowing 0 of 2. Any key returns. Score: bottom 0, top 0."
    );
    app.world_mut().write_message(BrowseCommand::Leave);
    app.update();
    assert_eq!(told(&app).text, "Back to the game. Top row to move.");
}
