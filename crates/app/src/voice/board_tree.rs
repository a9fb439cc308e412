//! The board in the accessibility tree. egui owns the window's whole AccessKit tree (bevy_egui's `accesskit`),
//! so the pits and stores are egui nodes: an area laid over the board that takes no pointer (clicks still reach
//! the board's pits through Bevy's picking) and draws nothing but a focus ring, holding one node a cell in
//! reading order, each where its cell is on screen. A pit is a button: pressed by a screen reader's action, or
//! by Enter and Space with the keyboard's focus on it, it sends the same intent a click does; one that cannot be
//! played now is marked disabled and, pressed, says why. The latest announcement is a polite live region,
//! a node of its own for each one so that a screen reader hears it even when its words repeat.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{Live, Rect as AccessRect, Role};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::announcer::Announcement;
use super::words::{CellNode, spoken_board};
use crate::board::cues::Hovered;
use crate::board::scene::{
    BoardCamera, PIT_RADIUS, Pit, RelayDrawing, SQUARE_SIDE, STORE_HALF_HEIGHT, Shape,
    cell_position,
};
use crate::data::i18n::Texts;
use crate::frame::AppSystems;
use crate::learn::lessons::LessonProgress;
use crate::screens::layout::DrawScreens;
use crate::screens::navigation::Screens;
use crate::turn::game::{Game, LookingAt, Phase};
use crate::turn::input::PressCell;
use crate::turn::ways::{HoveredWay, ScreenWay};
use mancala_engine::Cell;

/// The board's cells as a screen reader meets them, and each one's place on the window (logical pixels).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SpokenBoard {
    pub nodes: Vec<CellNode>,
    pub places: Vec<Option<egui::Rect>>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SpokenBoard>()
        .add_systems(Update, speak_board.in_set(AppSystems::Show))
        .add_systems(EguiPrimaryContextPass, draw_board_tree.before(DrawScreens));
}

/// What the cells' words are made of: they are worked out again only when one of these changes.
#[derive(SystemParam)]
struct BoardWords<'w> {
    game: Res<'w, Game>,
    looking: Res<'w, LookingAt>,
    phase: Res<'w, State<Phase>>,
    texts: Res<'w, Texts>,
    drawing: Res<'w, RelayDrawing>,
}

impl BoardWords<'_> {
    fn changed(&self) -> bool {
        self.game.is_changed()
            || self.looking.is_changed()
            || self.phase.is_changed()
            || self.texts.is_changed()
            || self.drawing.is_changed()
    }

    fn nodes(&self) -> Vec<CellNode> {
        spoken_board(&self.texts, &self.game, &self.looking, *self.phase.get())
    }
}

/// Each cell's words when the game or the language changes, and its place on the window each frame (the window
/// and the drawer move the board).
fn speak_board(
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    words: BoardWords,
    mut spoken: ResMut<SpokenBoard>,
) {
    if words.changed() || spoken.nodes.is_empty() {
        let nodes = words.nodes();
        spoken.set_if_neq(SpokenBoard {
            nodes,
            places: spoken.places.clone(),
        });
    }
    let (camera, at) = *camera;
    let shape = Shape::of(&words.looking.shown(&words.game), *words.drawing);
    // `world_to_viewport` counts from the window's corner: the viewport's own offset is in it.
    let on_window = |world: Vec2| {
        let point = camera.world_to_viewport(at, world.extend(0.0)).ok()?;
        Some(egui::pos2(point.x, point.y))
    };
    let places: Vec<Option<egui::Rect>> = spoken
        .nodes
        .iter()
        .map(|node| {
            let (middle, half) = (cell_position(node.cell, shape), half_size(node.cell, shape));
            Some(egui::Rect::from_two_pos(
                on_window(middle - half)?,
                on_window(middle + half)?,
            ))
        })
        .collect();
    if spoken.places != places {
        spoken.places = places;
    }
}

/// Half a cell's size in the world: a pit's or a square's, a store's capsule, a tray, a mandarin's half-moon.
fn half_size(cell: Cell, shape: Shape) -> Vec2 {
    match cell {
        Cell::Pit { .. } if shape.quan => Vec2::splat(SQUARE_SIDE / 2.0),
        Cell::Pit { .. } => Vec2::splat(PIT_RADIUS),
        Cell::Mandarin(_) => Vec2::new(SQUARE_SIDE / 2.0, SQUARE_SIDE),
        Cell::Store(_) if shape.trays => Vec2::splat(PIT_RADIUS * 1.2),
        Cell::Store(_) => Vec2::new(PIT_RADIUS, STORE_HALF_HEIGHT),
    }
}

fn draw_board_tree(
    mut contexts: EguiContexts,
    spoken: Res<SpokenBoard>,
    told: Res<Announcement>,
    texts: Res<Texts>,
    screens: Res<Screens>,
    progress: Res<LessonProgress>,
    game: Res<Game>,
    mut presses: MessageWriter<PressCell>,
    mut focus: FocusPreview,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Under a dialog (or the first start's welcome) the board is out of reach, as it is for the pointer.
    let reachable = screens.dialog.is_none() && progress.offered;
    let board = reachable.then_some(BoardTree {
        label: texts.get("voice.board"),
        nodes: &spoken.nodes,
        places: &spoken.places,
        round: !game.position.rules().is_quan(),
    });
    presses.write_batch(board_tree(ctx, board, &told));
    let focused = ctx.memory(|memory| memory.focused());
    focus.follow(focused, &spoken.nodes);
    Ok(())
}

/// The pit with the keyboard's focus shows the hover preview, as the pit under the pointer does: where its last
/// seed lands and what it brings, and in Ô ăn quan the chevron of its way. Followed when the focus moves, so that
/// the pointer's hover takes over again as soon as it moves.
#[derive(SystemParam)]
struct FocusPreview<'w, 's> {
    hovered: ResMut<'w, Hovered>,
    way: ResMut<'w, HoveredWay>,
    last: Local<'s, Option<egui::Id>>,
}

impl FocusPreview<'_, '_> {
    fn follow(&mut self, focused: Option<egui::Id>, nodes: &[CellNode]) {
        if focused == *self.last {
            return;
        }
        *self.last = focused;
        let pit = nodes.iter().find_map(|node| {
            let way = node.press.and_then(|press| press.way);
            let Cell::Pit { side, pit } = node.cell else {
                return None;
            };
            (Some(cell_id(node.cell, way)) == focused).then_some((Pit { side, index: pit }, way))
        });
        self.hovered.0 = pit.map(|(pit, _)| pit);
        self.way.0 = pit.and_then(|(_, way)| way);
    }
}

/// The board's nodes to put in the tree: its label, its cells, and whether they are round (all but Ô ăn quan's
/// squares).
pub struct BoardTree<'a> {
    pub label: &'a str,
    pub nodes: &'a [CellNode],
    /// Where each cell is on the window; a cell without a place (no board drawn yet) stands at its corner.
    pub places: &'a [Option<egui::Rect>],
    pub round: bool,
}

/// Lays the board's nodes (if it can be reached) and the latest announcement into the tree; gives back the
/// pits pressed. A plain function of egui, so that a test can read the tree it makes and press through it.
pub fn board_tree(
    ctx: &egui::Context,
    board: Option<BoardTree>,
    told: &Announcement,
) -> Vec<PressCell> {
    let mut pressed = Vec::new();
    let zoom = ctx.zoom_factor();
    egui::Area::new(egui::Id::new("board tree"))
        .fixed_pos(egui::Pos2::ZERO)
        .order(egui::Order::Background)
        .interactable(false)
        .show(ctx, |ui| {
            if let Some(board) = board {
                pressed = cell_nodes(ui, &board, zoom);
            }
            live_region(ui, told);
        });
    pressed
}

/// The group named for the board, and a node a cell in it.
fn cell_nodes(ui: &mut egui::Ui, board: &BoardTree, zoom: f32) -> Vec<PressCell> {
    ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
        node.set_role(Role::Group);
        node.set_label(board.label);
    });
    let mut pressed = Vec::new();
    for (index, node) in board.nodes.iter().enumerate() {
        // Where the board is not drawn yet, a point at the corner stands for the cell.
        let rect = board.places.get(index).copied().flatten().map_or(
            egui::Rect::from_min_size(egui::Pos2::ZERO, egui::Vec2::splat(1.0)),
            |r| egui::Rect::from_min_max(r.min / zoom, r.max / zoom),
        );
        let response = match node.cell {
            Cell::Pit { .. } => pit_node(ui, node, rect),
            _ => store_node(ui, node, rect),
        };
        ring_if_focused(ui, &response, board.round);
        // A pit that cannot be played is pressed too: the game says why, as it does for a click.
        if let (Cell::Pit { side, pit }, true) = (node.cell, response.clicked()) {
            let way = node.press.and_then(|press| press.way);
            pressed.push(PressCell { side, pit, way });
        }
    }
    pressed
}

/// A pit: a button named by its owner, number and count, described by where its sowing ends or why it cannot be
/// played.
fn pit_node(ui: &egui::Ui, node: &CellNode, rect: egui::Rect) -> egui::Response {
    let id = cell_id(node.cell, node.press.and_then(|press| press.way));
    let response = ui.interact(rect, id, egui::Sense::click());
    let enabled = node.press.is_some();
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, enabled, &node.name));
    // An unplayable pit keeps its action (pressed, it says why): AT-SPI clients keep the interfaces they first
    // saw of a node, so one taken away on Otto's turn would not come back on the player's.
    if !node.description.is_empty() {
        ui.ctx().accesskit_node_builder(id, |access| {
            access.set_description(node.description.as_str());
        });
    }
    response
}

/// A store, a tray or a mandarin square: read, and reached with Tab like the pits, but not pressed.
fn store_node(ui: &egui::Ui, node: &CellNode, rect: egui::Rect) -> egui::Response {
    let id = cell_id(node.cell, None);
    let response = ui.interact(rect, id, egui::Sense::focusable_noninteractive());
    ui.ctx().accesskit_node_builder(id, |access| {
        access.set_role(Role::Label);
        // A label's words are its value, which is what AT-SPI names it by.
        access.set_value(node.name.as_str());
    });
    response
}

/// A cell's node, the same from frame to frame while its count changes, so that the keyboard's focus stays on it:
/// an Ô ăn quan square that can be played has a node for each way.
pub fn cell_id(cell: Cell, way: Option<ScreenWay>) -> egui::Id {
    egui::Id::new(("board cell", cell, way))
}

/// The keyboard's focus on a cell shows as a ring round it, for those who see the board and use the keys.
/// Round pits and capsule stores get a ring of their shape; Ô ăn quan's squares a rounded square. The ring stays
/// while the window is in the background (`Response::has_focus` would hide it), to show where the keys will be.
fn ring_if_focused(ui: &egui::Ui, response: &egui::Response, round: bool) {
    if !ui.memory(|memory| memory.has_focus(response.id)) {
        return;
    }
    let rect = response.rect.expand(4.0);
    let corner = match round {
        true => rect.width().min(rect.height()) / 2.0,
        false => 10.0,
    };
    let colour = ui.visuals().selection.stroke.color;
    ui.painter().rect_stroke(
        rect,
        corner,
        egui::Stroke::new(3.0, colour),
        egui::StrokeKind::Outside,
    );
}

/// The latest announcement, in a polite live region: a new node for each, which a screen reader reads as it
/// appears, and which stays (unchanged, so not read again) until the next.
fn live_region(ui: &egui::Ui, told: &Announcement) {
    if told.text.is_empty() {
        return;
    }
    let id = egui::Id::new(("announcement", told.serial));
    ui.ctx().accesskit_node_builder(id, |access| {
        access.set_role(Role::Label);
        access.set_value(told.text.as_str());
        access.set_live(Live::Polite);
        access.set_bounds(AccessRect::new(0.0, 0.0, 1.0, 1.0));
    });
}
