//! The window rests: it draws a frame only when something on it changes. Every feature that moves says so each
//! frame through [`Rest`] (at once: a stone in flight, a search to poll; or within a while: the clock's next
//! second, a line of speech that fades), and at the end of the frame the window either asks for the next frame
//! at once or sleeps until the soonest wake-up (an alarm thread wakes the event loop then), an input, or a
//! window event. Idle decorations (Otto's breath, a pulsing ring) play for the first quiet seconds only; after a
//! quiet minute Otto dozes until the next input. Nothing is drawn while the window is minimised or hidden.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::time::{TimeSystems, TimeUpdateStrategy};
use bevy::window::{CursorMoved, RequestRedraw, WindowOccluded, WindowResized};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

/// How long after the last input the idle decorations keep playing.
pub const LIVELY_SECONDS: f32 = 4.0;
/// How long after the last input Otto dozes off.
pub const DOZE_SECONDS: f32 = 60.0;
/// How long the window sleeps when nothing asked to be woken: an input or a window event wakes it sooner.
const LONGEST_SLEEP: Duration = Duration::from_secs(60);
/// How long the window draws every frame after it opens.
const AWAKE_AT_START: Duration = Duration::from_secs(1);
/// The most an animation advances in one frame: Bevy's own bound on a frame's time, which the game's clock no
/// longer has (see [`let_the_game_time_follow_the_rests`]), so the first frame after a rest starts an animation
/// near its beginning, and slow frames slow animations as they always did.
const MAX_STEP: f32 = 0.25;

/// How far an animation advances this frame: the frame's time, but never more than [`MAX_STEP`] (the first
/// frame after a rest comes seconds after the one before).
pub fn step<T: Default>(time: &Time<T>) -> f32 {
    time.delta_secs().min(MAX_STEP)
}

/// What the frames after this one need, and how long the player has been quiet.
#[derive(Resource, Debug, Default)]
pub struct Rest {
    /// The soonest wake-up asked for this frame; `None` when nothing moves.
    soonest: Option<Duration>,
    /// When the player last did anything, in the game's seconds.
    last_stir: f32,
    /// The window is minimised or covered: nothing is drawn.
    hidden: bool,
}

impl Rest {
    /// Something moves: the next frame is wanted at once.
    pub fn wake_now(&mut self) {
        self.wake_within(Duration::ZERO);
    }

    /// Something changes in `wait`: a frame is wanted then.
    pub fn wake_within(&mut self, wait: Duration) {
        self.soonest = Some(self.soonest.map_or(wait, |soonest| soonest.min(wait)));
    }

    /// Something changes `seconds` from now, in the game's seconds; a time already past wakes at once.
    pub fn wake_in_seconds(&mut self, seconds: f32) {
        self.wake_within(Duration::from_secs_f32(seconds.max(0.0)));
    }

    /// The wake-up asked for this frame.
    pub fn soonest(&self) -> Option<Duration> {
        self.soonest
    }

    /// The player did something at `now`.
    pub fn stir(&mut self, now: f32) {
        self.last_stir = now;
    }

    /// Seconds since the player last did anything.
    pub fn quiet_for(&self, now: f32) -> f32 {
        now - self.last_stir
    }

    /// When the idle decorations stop playing, in the game's seconds.
    pub fn lively_until(&self) -> f32 {
        self.last_stir + LIVELY_SECONDS
    }

    /// The idle decorations still play.
    pub fn lively(&self, now: f32) -> bool {
        now < self.lively_until()
    }

    /// Otto has dozed off.
    pub fn dozing(&self, now: f32) -> bool {
        self.quiet_for(now) >= DOZE_SECONDS
    }

    /// When the alarm should wake the window after this frame: `None` when the next frame is wanted at once,
    /// when nothing is wanted, or when the window is hidden.
    pub fn alarm(&self) -> Option<Duration> {
        self.soonest
            .filter(|wait| !wait.is_zero() && !self.hidden)
            .map(|wait| wait.min(LONGEST_SLEEP))
    }

    /// The next frame is wanted at once, and the window shows.
    pub fn at_once(&self) -> bool {
        self.soonest == Some(Duration::ZERO) && !self.hidden
    }
}

/// The window's alarm clock: a thread that wakes the event loop when the last frame asked to be woken. (The
/// event loop's own wait cannot be used: Bevy draws a frame at once whenever its update mode changes.)
#[derive(Resource)]
struct Alarm {
    set: Sender<Option<Instant>>,
    due: Option<Instant>,
}

/// The bookkeeping, which runs without a window too: each frame starts with nothing asked for.
pub fn plugin(app: &mut App) {
    app.init_resource::<Rest>()
        .add_systems(First, forget_last_frames_wakes);
}

/// With a window: inputs stir, and the window sleeps between the frames it needs.
pub fn window_plugin(app: &mut App) {
    // Low power: raw device events (the mouse moving over another window) do not wake the window; its own
    // window's events (the pointer over it, keys, focus, a resize) do, and so does the alarm.
    let sleep = UpdateMode::reactive_low_power(LONGEST_SLEEP);
    app.insert_resource(WinitSettings {
        focused_mode: sleep,
        unfocused_mode: sleep,
    })
    .add_systems(
        Startup,
        (let_the_game_time_follow_the_rests, start_the_alarm),
    )
    .add_systems(
        First,
        read_the_clock_as_the_frame_starts.before(TimeSystems),
    )
    .add_systems(
        PreUpdate,
        (
            stir_on_input,
            note_hidden,
            settle_after_resize,
            pass_on_changed_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        ),
    )
    .add_systems(Update, awake_at_start)
    .add_systems(Last, sleep_until_needed);
}

/// The game's time (what fades a line of speech or ends a reason on the status line) keeps up with the wall
/// clock across a rest: Bevy would otherwise count at most a quarter of a second for a frame, however long the
/// window slept before it. Animations take their steps through [`step`].
fn let_the_game_time_follow_the_rests(mut time: ResMut<Time<Virtual>>) {
    time.set_max_delta(LONGEST_SLEEP);
}

/// For scripted runs (screenshots, the gallery, frame times): a frame every frame, as a game that never rests.
pub fn keep_awake(mut rest: ResMut<Rest>) {
    rest.wake_now();
}

/// The first second draws every frame: the window settles its size, egui its fonts, the board its pictures.
fn awake_at_start(time: Res<Time<Real>>, mut rest: ResMut<Rest>) {
    if time.elapsed() < AWAKE_AT_START {
        rest.wake_now();
    }
}

/// The frames drawn after a resize: the screens' panels take their new size in egui's next pass and the board's
/// camera follows them in the pass after; a window that slept after the first would show the board stretched.
const FRAMES_AFTER_RESIZE: u8 = 3;

fn settle_after_resize(
    mut resized: MessageReader<WindowResized>,
    mut frames: Local<u8>,
    mut rest: ResMut<Rest>,
) {
    if resized.read().count() > 0 {
        *frames = FRAMES_AFTER_RESIZE;
    }
    if *frames > 0 {
        *frames -= 1;
        rest.wake_now();
    }
}

fn forget_last_frames_wakes(mut rest: ResMut<Rest>) {
    rest.soonest = None;
}

fn stir_on_input(
    mut keys: MessageReader<KeyboardInput>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut cursor: MessageReader<CursorMoved>,
    mut rest: ResMut<Rest>,
    time: Res<Time>,
) {
    let stirred =
        keys.read().count() + buttons.read().count() + wheel.read().count() + cursor.read().count();
    if stirred > 0 {
        rest.stir(time.elapsed_secs());
    }
}

/// Bevy's time is the instant the last frame finished rendering, which after a rest is as old as the rest: the
/// frame an alarm wakes would see the time it was set at and find its wake-up not yet due. So the time is read
/// as each frame starts (unless a test steps it by hand).
fn read_the_clock_as_the_frame_starts(mut strategy: ResMut<TimeUpdateStrategy>) {
    if matches!(
        *strategy,
        TimeUpdateStrategy::Automatic | TimeUpdateStrategy::ManualInstant(_)
    ) {
        *strategy = TimeUpdateStrategy::ManualInstant(Instant::now());
    }
}

/// bevy_egui tells egui the modifier keys every frame, and egui repaints after any event, so the panel alone
/// would ask for every frame: only a change of the modifiers is passed on (and all of them after a change of
/// focus, which clears egui's).
fn pass_on_changed_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        let events = &mut input.0.events;
        if events
            .iter()
            .any(|event| matches!(event, egui::Event::WindowFocused(_)))
        {
            *last = None;
        }
        events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) => {
                let changed = *last != Some(*now);
                *last = Some(*now);
                changed
            }
            _ => true,
        });
    }
}

fn note_hidden(mut occluded: MessageReader<WindowOccluded>, mut rest: ResMut<Rest>) {
    if let Some(last) = occluded.read().last() {
        rest.hidden = last.occluded;
    }
}

/// The end of the frame: at once again when something moves and the window shows, else the alarm is set for the
/// soonest wake-up (or put off when nothing is wanted).
fn sleep_until_needed(
    rest: Res<Rest>,
    alarm: Option<ResMut<Alarm>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if rest.at_once() {
        redraw.write(RequestRedraw);
    }
    let Some(mut alarm) = alarm else {
        return;
    };
    let due = rest.alarm().map(|wait| Instant::now() + wait);
    // The same wake-up asked for again (to within a frame's rounding) leaves the alarm as it is.
    let same = match (due, alarm.due) {
        (Some(new), Some(old)) => new.max(old) - new.min(old) < Duration::from_millis(2),
        (new, old) => new == old,
    };
    if !same && alarm.set.send(due).is_ok() {
        alarm.due = due;
    }
}

/// The alarm thread, given the event loop's proxy (there is none without winit, as in tests).
fn start_the_alarm(mut commands: Commands, proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else {
        return;
    };
    let proxy = (**proxy).clone();
    let (set, alarms) = mpsc::channel();
    let started = std::thread::Builder::new()
        .name("window alarm".to_string())
        .spawn(move || ring(&alarms, || proxy.send_event(WinitUserEvent::WakeUp).is_ok()));
    if started.is_ok() {
        commands.insert_resource(Alarm { set, due: None });
    }
}

/// Waits for the time each message sets (`None` puts the alarm off) and rings then, until the game is gone.
fn ring(alarms: &Receiver<Option<Instant>>, mut wake: impl FnMut() -> bool) {
    let mut due: Option<Instant> = None;
    loop {
        let next = match due {
            Some(at) => alarms.recv_timeout(at.saturating_duration_since(Instant::now())),
            None => alarms.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match next {
            Ok(at) => due = at,
            Err(RecvTimeoutError::Timeout) => {
                due = None;
                if !wake() {
                    return;
                }
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_soonest_wake_up_wins_and_a_frame_starts_with_none() {
        let mut rest = Rest::default();
        assert_eq!(rest.soonest(), None);
        rest.wake_within(Duration::from_millis(700));
        rest.wake_within(Duration::from_secs(2));
        assert_eq!(rest.soonest(), Some(Duration::from_millis(700)));
        rest.wake_now();
        assert_eq!(rest.soonest(), Some(Duration::ZERO));
        let mut app = App::new();
        app.add_plugins(plugin).insert_resource(rest);
        app.update();
        assert_eq!(app.world().resource::<Rest>().soonest(), None);
    }

    #[test]
    fn quiet_turns_to_still_then_to_dozing() {
        let mut rest = Rest::default();
        rest.stir(10.0);
        assert!(rest.lively(10.0 + LIVELY_SECONDS - 0.1) && !rest.dozing(10.0 + 59.0));
        assert!(!rest.lively(10.0 + LIVELY_SECONDS) && rest.dozing(10.0 + DOZE_SECONDS));
        rest.stir(80.0);
        assert!(rest.lively(80.5) && !rest.dozing(80.5));
    }

    #[test]
    fn the_alarm_is_set_for_the_soonest_wake_up_and_off_when_hidden() {
        let mut rest = Rest::default();
        assert_eq!((rest.alarm(), rest.at_once()), (None, false));
        rest.wake_within(Duration::from_millis(300));
        assert_eq!(
            (rest.alarm(), rest.at_once()),
            (Some(Duration::from_millis(300)), false)
        );
        rest.wake_within(Duration::from_secs(3600));
        assert_eq!(rest.alarm(), Some(Duration::from_millis(300)));
        rest.hidden = true;
        assert_eq!(rest.alarm(), None);
        rest.wake_now();
        assert!(!rest.at_once(), "nothing is drawn while hidden");
        rest.hidden = false;
        assert_eq!((rest.alarm(), rest.at_once()), (None, true));
    }

    #[test]
    fn the_alarm_rings_once_at_the_time_set_and_not_when_put_off() {
        let (set, alarms) = mpsc::channel();
        let (rang, rings) = mpsc::channel();
        let thread =
            std::thread::spawn(move || ring(&alarms, || rang.send(Instant::now()).is_ok()));
        let asked = Instant::now();
        set.send(Some(asked + Duration::from_millis(30))).unwrap();
        let at = rings
            .recv_timeout(Duration::from_secs(10))
            .expect("the alarm rang");
        assert!(at >= asked + Duration::from_millis(30));
        // Put off before it is due: it does not ring.
        set.send(Some(Instant::now() + Duration::from_millis(50)))
            .unwrap();
        set.send(None).unwrap();
        assert!(rings.recv_timeout(Duration::from_millis(200)).is_err());
        drop(set);
        thread.join().unwrap();
    }
}
