//! The window itself: shown once its first whole frame is drawn, its icon (drawn at start-up, like the board), F11
//! for full screen, and its size and place remembered in the settings for the next start.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::{
    MonitorSelection, PrimaryWindow, WindowMode, WindowPosition, WindowResizeConstraints,
};

use crate::board::art;
use crate::data::settings::{Placement, Settings};
use crate::frame::AppSystems;
use crate::look::palette::{Palette, StoneColours, Theme};
use crate::rest::Rest;

/// How long the window must keep a size and place before it is remembered: a drag is saved once, at its end.
const STILL_SECONDS: f32 = 0.6;
/// The window's icon's size in pixels.
pub const ICON_PIXELS: u32 = 64;
/// The sizes of the icon files installed for the desktop (`packaging/icons/`), drawn by [`icon_rgba`].
pub const PACKAGED_ICON_SIZES: [u32; 6] = [32, 48, 64, 128, 256, 512];

/// The game's icon, `size` pixels square, as sRGB bytes with alpha: the window's and the desktop's alike.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    let palette = Palette::of(Theme::Light, StoneColours::Jewels);
    art::icon(
        size,
        palette.wood,
        palette.hollow,
        StoneColours::Jewels.colours(),
    )
    .to_srgb_bytes()
}

pub fn plugin(app: &mut App) {
    let ready = PipelinesReady::default();
    match app.get_sub_app_mut(RenderApp) {
        Some(render) => {
            render
                .insert_resource(ready.clone())
                .add_systems(Render, count_ready_frames.in_set(RenderSystems::Cleanup));
        }
        // Nothing is drawn: nothing to wait for.
        None => ready.0.store(READY_FRAMES, Ordering::Relaxed),
    }
    app.insert_resource(ready).add_systems(
        Update,
        (
            toggle_fullscreen.in_set(AppSystems::ReadInput),
            (remember_placement, show_when_drawn).in_set(AppSystems::Save),
        ),
    );
}

/// The window the game opens: the remembered size and place, or 1280x800 in the middle; never smaller than
/// the layout is made for.
pub fn primary_window(placement: Option<Placement>) -> Window {
    let placement = placement.and_then(Placement::usable);
    let (width, height) = placement.map_or((1280, 800), |p| (p.width, p.height));
    let (min_width, min_height) = Placement::MIN;
    Window {
        title: "Mancala".into(),
        resolution: (width, height).into(),
        position: match placement.and_then(|p| p.position) {
            Some((x, y)) => WindowPosition::At(IVec2::new(x, y)),
            None => WindowPosition::Automatic,
        },
        resize_constraints: WindowResizeConstraints {
            min_width: min_width as f32,
            min_height: min_height as f32,
            ..default()
        },
        // Shown once a whole frame is drawn (`show_when_drawn`): a window mapped at once shows whatever its
        // surface held, then the board without the screens, then the layout settling.
        visible: false,
        ..default()
    }
}

/// The frames run before the window may be shown: the screens' panels are sized in egui's first pass and laid
/// out to that size in the next, and every pipeline the first frames need has been asked for by then.
const FRAMES_BEFORE_SHOWN: u32 = 4;
/// The frames in a row the render world must draw with no pipeline still compiling (the board's meshes, the
/// screens' egui): a software renderer compiles them for over a second, and a frame drawn meanwhile lacks them.
const READY_FRAMES: u32 = 2;
/// Shown after this long whatever the pipelines say, so that a renderer that never settles still shows a window.
const LONGEST_HIDDEN: Duration = Duration::from_secs(8);

/// How many frames in a row the render world has drawn with every pipeline compiled, counted there for the
/// window to read here.
#[derive(Resource, Clone, Default)]
struct PipelinesReady(Arc<AtomicU32>);

fn count_ready_frames(cache: Res<PipelineCache>, ready: Res<PipelinesReady>) {
    match cache.waiting_pipelines().next() {
        None => _ = ready.0.fetch_add(1, Ordering::Relaxed),
        Some(_) => ready.0.store(0, Ordering::Relaxed),
    }
}

/// Shows the window once a whole frame is ready: the layout settled and every pipeline compiled.
fn show_when_drawn(
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    ready: Res<PipelinesReady>,
    time: Res<Time<Real>>,
    mut frames: Local<u32>,
    mut rest: ResMut<Rest>,
) {
    if window.visible {
        return;
    }
    *frames += 1;
    let settled = *frames > FRAMES_BEFORE_SHOWN && ready.0.load(Ordering::Relaxed) >= READY_FRAMES;
    if settled || time.elapsed() > LONGEST_HIDDEN {
        window.visible = true;
    } else {
        rest.wake_now();
    }
}

fn toggle_fullscreen(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if !keys.is_some_and(|keys| keys.just_pressed(KeyCode::F11)) {
        return;
    }
    window.mode = match window.mode {
        WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        _ => WindowMode::Windowed,
    };
}

/// The windowed size and place, once they have stayed put for a moment (full screen is not remembered). The
/// place is asked of winit: Bevy learns of it only from "moved" events, which some window systems never send.
fn remember_placement(
    _main_thread: NonSendMarker,
    window: Single<(Entity, &Window), With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
    time: Res<Time<Real>>,
    mut seen: Local<Option<(Placement, f32)>>,
    mut rest: ResMut<Rest>,
) {
    let (entity, window) = *window;
    if window.mode != WindowMode::Windowed {
        return;
    }
    let reported = bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        let at = windows.get_window(entity)?.outer_position().ok()?;
        Some((at.x, at.y))
    });
    let now = Placement {
        width: window.width().round() as u32,
        height: window.height().round() as u32,
        position: reported.or(match window.position {
            WindowPosition::At(at) => Some((at.x, at.y)),
            _ => None,
        }),
    };
    let clock = time.elapsed_secs();
    match *seen {
        Some((placement, since)) if placement == now => {
            // Still for long enough: remembered. Not yet: a wake-up when it will have been.
            let still_for = clock - since;
            if settings.window != Some(now) {
                if still_for >= STILL_SECONDS {
                    settings.window = Some(now);
                } else {
                    rest.wake_in_seconds(STILL_SECONDS - still_for);
                }
            }
        }
        _ => {
            *seen = Some((now, clock));
            rest.wake_in_seconds(STILL_SECONDS);
        }
    }
}
