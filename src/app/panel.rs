//! The side panel (egui): set up a new game, undo and redo, settings, and the banner at the end of a game.
//! The board's camera draws only beside the panel, so the panel never covers a pit and clicks in it never
//! reach the board.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use super::board::BoardCamera;
use super::game::{First, Game, GameCommand, Opponent, Phase, Setup};
use super::mascot::MASCOT_NAME;
use super::settings::{Settings, Speed};
use crate::engine::ai::Level;
use crate::engine::{MAX_SEEDS, MIN_SEEDS, Side};

const PANEL_WIDTH: f32 = 330.0;

/// The setup being edited in the panel; it becomes the game's when the player starts.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Draft(pub Setup);

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Draft>()
        .add_systems(Startup, (spawn_panel_camera, copy_setup_to_draft))
        .add_systems(
            EguiPrimaryContextPass,
            (show_panel, show_result_banner).chain(),
        );
}

fn spawn_panel_camera(mut commands: Commands, mut egui: ResMut<EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    // Keys and clicks that egui uses do not reach the game.
    egui.enable_absorb_bevy_input_system = true;
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

fn copy_setup_to_draft(game: Res<Game>, mut draft: ResMut<Draft>) {
    draft.0 = game.setup;
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
    }
}

fn show_panel(
    mut contexts: EguiContexts,
    mut draft: ResMut<Draft>,
    mut settings: ResMut<Settings>,
    game: Res<Game>,
    mut commands: MessageWriter<GameCommand>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<&mut Camera, With<BoardCamera>>,
    mut styled: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*styled {
        style(ctx);
        *styled = true;
    }
    let mut screen = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let width = egui::Panel::right("panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut screen, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading("Mancala");
                ui.label("Kalah: sow, capture, fill your store.");
                ui.separator();
                new_game_section(ui, &mut draft.0, &mut commands);
                ui.separator();
                this_game_section(ui, &game, &mut commands);
                ui.separator();
                settings_section(ui, &mut settings);
            });
        })
        .response
        .rect
        .width();

    // The board is drawn in what the panel leaves (egui's points include its zoom).
    let panel = (width * ctx.pixels_per_point()).ceil() as u32;
    let size = UVec2::new(
        window.physical_width().saturating_sub(panel).max(1),
        window.physical_height().max(1),
    );
    let viewport = Viewport {
        physical_position: UVec2::ZERO,
        physical_size: size,
        ..default()
    };
    if camera.viewport.as_ref().map(|v| v.physical_size) != Some(size) {
        camera.viewport = Some(viewport);
    }
    Ok(())
}

/// Larger, warmer text than egui's defaults, to sit beside the board.
fn style(ctx: &egui::Context) {
    ctx.set_zoom_factor(1.15);
    ctx.all_styles_mut(|style| {
        style.visuals.override_text_color = Some(egui::Color32::from_rgb(236, 228, 214));
        style.spacing.item_spacing = egui::vec2(8.0, 7.0);
    });
}

fn new_game_section(
    ui: &mut egui::Ui,
    setup: &mut Setup,
    commands: &mut MessageWriter<GameCommand>,
) {
    ui.strong("New game");
    ui.horizontal(|ui| {
        let computer = matches!(setup.opponent, Opponent::Computer(_));
        if ui
            .selectable_label(computer, format!("Play {MASCOT_NAME}"))
            .clicked()
            && !computer
        {
            setup.opponent = Opponent::Computer(Level::Medium);
        }
        if ui.selectable_label(!computer, "Two players").clicked() {
            setup.opponent = Opponent::Friend;
        }
    });
    if let Opponent::Computer(level) = &mut setup.opponent {
        ui.horizontal(|ui| {
            for choice in Level::ALL {
                ui.radio_value(level, choice, level_name(choice));
            }
        });
        ui.horizontal(|ui| {
            ui.label("First move:");
            ui.radio_value(&mut setup.first, First::South, "me");
            ui.radio_value(&mut setup.first, First::North, MASCOT_NAME);
            ui.radio_value(&mut setup.first, First::Random, "random");
        });
    } else {
        ui.horizontal(|ui| {
            ui.label("First move:");
            ui.radio_value(&mut setup.first, First::South, "bottom");
            ui.radio_value(&mut setup.first, First::North, "top");
            ui.radio_value(&mut setup.first, First::Random, "random");
        });
    }
    ui.add(egui::Slider::new(&mut setup.seeds, MIN_SEEDS..=MAX_SEEDS).text("seeds per pit"));
    if ui.button("Start").clicked() {
        commands.write(GameCommand::NewGame(*setup));
    }
}

fn this_game_section(ui: &mut egui::Ui, game: &Game, commands: &mut MessageWriter<GameCommand>) {
    ui.strong("This game");
    let opponent = match game.setup.opponent {
        Opponent::Computer(level) => format!("You against {MASCOT_NAME} ({})", level_name(level)),
        Opponent::Friend => "Two players".to_string(),
    };
    ui.label(format!("{opponent}, {} seeds a pit", game.setup.seeds));
    ui.horizontal(|ui| {
        if ui
            .add_enabled(game.can_undo(), egui::Button::new("Undo"))
            .on_hover_text("Ctrl+Z or U")
            .clicked()
        {
            commands.write(GameCommand::Undo);
        }
        if ui
            .add_enabled(game.can_redo(), egui::Button::new("Redo"))
            .on_hover_text("Ctrl+Y or R")
            .clicked()
        {
            commands.write(GameCommand::Redo);
        }
        if ui.button("Restart").on_hover_text("N").clicked() {
            commands.write(GameCommand::NewGame(game.setup));
        }
    });
}

fn settings_section(ui: &mut egui::Ui, settings: &mut Settings) {
    ui.strong("Settings");
    ui.horizontal(|ui| {
        ui.label("Animation:");
        for speed in Speed::ALL {
            let name = match speed {
                Speed::Instant => "instant",
                Speed::Fast => "fast",
                Speed::Normal => "normal",
                Speed::Slow => "slow",
            };
            ui.radio_value(&mut settings.speed, speed, name);
        }
    });
    ui.checkbox(&mut settings.muted, "Mute sound (M)");
}

/// The score and "play again", over the board when a game ends.
fn show_result_banner(
    mut contexts: EguiContexts,
    game: Res<Game>,
    phase: Res<State<Phase>>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if *phase.get() != Phase::Over {
        return Ok(());
    }
    let Some(score) = game.position.outcome() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let headline = match (score.winner(), game.computer_side()) {
        (None, _) => "A draw".to_string(),
        (Some(Side::South), Some(_)) => "You win!".to_string(),
        (Some(Side::North), Some(_)) => format!("{MASCOT_NAME} wins"),
        (Some(side), None) => format!("{side} wins!"),
    };
    let board_centre = egui::vec2(-PANEL_WIDTH / 2.0, 0.0);
    egui::Area::new("result".into())
        .anchor(egui::Align2::CENTER_CENTER, board_centre)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(18))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.heading(headline);
                        let (you, them) = match game.computer_side() {
                            Some(_) => ("You", MASCOT_NAME),
                            None => ("South", "North"),
                        };
                        ui.label(format!("{you} {}  :  {} {them}", score.south, score.north));
                        if ui.button("Play again").clicked() {
                            commands.write(GameCommand::NewGame(game.setup));
                        }
                    });
                });
        });
    Ok(())
}
