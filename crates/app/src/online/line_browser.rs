//! The line to a server from a browser's page: the page's WebSocket, driven by the same
//! `mancala_protocol::line::Line` as the desktop's connection (the hello, requests kept until the welcome, a
//! refusal that ends the tries, the wait before the next try), with the page's timers for the waits and the
//! pings. A page has one thread: the socket's callbacks run between frames and leave what they heard in a queue
//! the session drains each frame, as it drains the desktop's channel.
//!
//! The JavaScript objects cannot be sent between threads, and a Bevy resource must say it can be: they live in
//! this thread's table of lines, and a `Connection` holds only its number there.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use mancala_protocol::address::{Address, Event, Link, Who};
use mancala_protocol::line::{CONNECT_TIMEOUT, Line, PING_EVERY};
use mancala_protocol::protocol::Request;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

/// Why a line could not be set going.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("this page has no window to open a line from")]
    NoWindow,
}

/// A line to a server; dropping it closes the socket and stops the tries.
pub struct Connection {
    pub address: Address,
    id: u32,
}

/// One line's state on the page's thread.
struct Open {
    url: String,
    line: Line,
    socket: Option<WebSocket>,
    /// What the session has not yet taken, oldest first.
    heard: VecDeque<Event>,
    wake: Rc<dyn Fn()>,
    /// The socket's callbacks and the timers', kept as long as they may be called.
    callbacks: Vec<Closure<dyn FnMut(wasm_bindgen::JsValue)>>,
    /// The last try's, kept until the next begins: one of them may be running when a try begins.
    retired: Vec<Closure<dyn FnMut(wasm_bindgen::JsValue)>>,
    timers: Vec<i32>,
    /// Which try this socket is, so that a late callback of an earlier one changes nothing.
    try_number: u32,
    closed: bool,
}

thread_local! {
    static LINES: RefCell<HashMap<u32, Rc<RefCell<Open>>>> = RefCell::new(HashMap::new());
    static NEXT: RefCell<u32> = const { RefCell::new(0) };
}

impl Connection {
    /// Starts connecting to `address` as `who`; `wake` is called after each event is ready.
    pub fn open(
        address: Address,
        who: Who,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Connection, OpenError> {
        web_sys::window().ok_or(OpenError::NoWindow)?;
        let id = NEXT.with_borrow_mut(|next| {
            *next += 1;
            *next
        });
        let open = Rc::new(RefCell::new(Open {
            url: address.url.clone(),
            line: Line::new(who),
            socket: None,
            heard: VecDeque::new(),
            wake: Rc::new(wake),
            callbacks: Vec::new(),
            retired: Vec::new(),
            timers: Vec::new(),
            try_number: 0,
            closed: false,
        }));
        LINES.with_borrow_mut(|lines| lines.insert(id, Rc::clone(&open)));
        connect(&open);
        Ok(Connection { address, id })
    }

    /// Sends `request` (kept until the line is up, when it is down).
    pub fn send(&self, request: Request) {
        let Some(open) = self.state() else {
            return;
        };
        let mut state = open.borrow_mut();
        if let Some(request) = state.line.ask(request) {
            send_now(&mut state, request);
        }
    }

    /// The events that came since the last look, oldest first; never waits.
    pub fn events(&self) -> Vec<Event> {
        self.state()
            .map(|open| open.borrow_mut().heard.drain(..).collect())
            .unwrap_or_default()
    }

    fn state(&self) -> Option<Rc<RefCell<Open>>> {
        LINES.with_borrow(|lines| lines.get(&self.id).cloned())
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let Some(open) = LINES.with_borrow_mut(|lines| lines.remove(&self.id)) else {
            return;
        };
        let mut state = open.borrow_mut();
        state.closed = true;
        stop_timers(&mut state);
        if let Some(socket) = state.socket.take() {
            shut(&socket);
        }
    }
}

/// Closes `socket` with its callbacks taken off first, so that none is called once they are let go.
fn shut(socket: &WebSocket) {
    socket.set_onopen(None);
    socket.set_onmessage(None);
    socket.set_onclose(None);
    let _ = socket.close();
}

/// Keeps `event` for the session; `wake` then has the page's next frame take it.
fn tell(state: &mut Open, event: Event) {
    state.heard.push_back(event);
}

/// Wakes the page's frame, with the line's state let go first: the frame may run at once and take the events.
fn wake(open: &Rc<RefCell<Open>>) {
    let wake = Rc::clone(&open.borrow().wake);
    wake();
}

/// Sends `request` on the open socket, or keeps it for the next when the socket will not take it.
fn send_now(state: &mut Open, request: Request) {
    let text = serde_json::to_string(&request).expect("requests serialise");
    let sent = state
        .socket
        .as_ref()
        .is_some_and(|socket| socket.send_with_str(&text).is_ok());
    if !sent && request != (Request::Ping {}) {
        state.line.unsent(request);
    }
}

fn stop_timers(state: &mut Open) {
    if let Some(window) = web_sys::window() {
        for timer in state.timers.drain(..) {
            window.clear_timeout_with_handle(timer);
            window.clear_interval_with_handle(timer);
        }
    }
}

/// A callback the page calls with one value, on the line `open` while its try is the current one.
fn callback(
    open: &Rc<RefCell<Open>>,
    act: impl Fn(&Rc<RefCell<Open>>, wasm_bindgen::JsValue) + 'static,
) -> Closure<dyn FnMut(wasm_bindgen::JsValue)> {
    let weak = Rc::downgrade(open);
    let try_number = open.borrow().try_number;
    Closure::new(move |value| {
        let Some(open) = weak.upgrade() else {
            return;
        };
        let current = {
            let state = open.borrow();
            !state.closed && state.try_number == try_number
        };
        if current {
            act(&open, value);
        }
    })
}

/// Opens a socket for the next try, with its callbacks, a time limit to open and the pings.
fn connect(open: &Rc<RefCell<Open>>) {
    let url = {
        let mut state = open.borrow_mut();
        stop_timers(&mut state);
        state.retired = std::mem::take(&mut state.callbacks);
        state.try_number += 1;
        tell(&mut state, Event::Link(Link::Connecting));
        state.url.clone()
    };
    wake(open);
    let socket = match WebSocket::new(&url) {
        Ok(socket) => socket,
        Err(why) => {
            let why = why
                .as_string()
                .unwrap_or_else(|| "cannot reach the server".to_string());
            return dropped(open, why);
        }
    };
    let on_open = callback(open, |open, _| {
        let pinger = callback(open, |open, _| {
            let mut state = open.borrow_mut();
            send_now(&mut state, Request::Ping {});
        });
        let mut state = open.borrow_mut();
        stop_timers(&mut state);
        let hello = state.line.hello();
        send_now(&mut state, hello);
        if let Some(window) = web_sys::window()
            && let Ok(timer) = window.set_interval_with_callback_and_timeout_and_arguments_0(
                pinger.as_ref().unchecked_ref(),
                PING_EVERY.as_millis() as i32,
            )
        {
            state.timers.push(timer);
        }
        state.callbacks.push(pinger);
    });
    let on_message = callback(open, |open, message| {
        let Some(text) = message
            .dyn_ref::<MessageEvent>()
            .and_then(|message| message.data().as_string())
        else {
            return;
        };
        let refused = {
            let mut state = open.borrow_mut();
            let heard = state.line.heard(&text);
            for event in heard.tell {
                tell(&mut state, event);
            }
            for request in heard.send {
                send_now(&mut state, request);
            }
            heard.refused
        };
        if let Some(why) = refused {
            let mut state = open.borrow_mut();
            state.closed = true;
            stop_timers(&mut state);
            if let Some(socket) = state.socket.take() {
                shut(&socket);
            }
            tell(&mut state, Event::Link(Link::Refused(why)));
        }
        wake(open);
    });
    let on_close = callback(open, |open, event| {
        let why = match event.dyn_ref::<CloseEvent>() {
            Some(close) if !close.reason().is_empty() => {
                format!("the line dropped: {}", close.reason())
            }
            _ => "the server closed the line".to_string(),
        };
        dropped(open, why);
    });
    let too_long = callback(open, |open, _| {
        dropped(open, "the server did not answer".to_string());
    });
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // An error is always followed by a close, which says the line dropped once.
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut state = open.borrow_mut();
    if let Some(window) = web_sys::window()
        && let Ok(timer) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            too_long.as_ref().unchecked_ref(),
            CONNECT_TIMEOUT.as_millis() as i32,
        )
    {
        state.timers.push(timer);
    }
    state
        .callbacks
        .extend([on_open, on_message, on_close, too_long]);
    state.socket = Some(socket);
}

/// The try failed or the line dropped: said, and the next try after the line's wait.
fn dropped(open: &Rc<RefCell<Open>>, why: String) {
    let wait = {
        let mut state = open.borrow_mut();
        stop_timers(&mut state);
        if let Some(socket) = state.socket.take() {
            shut(&socket);
        }
        // Callbacks of this try that are still to come find another try under way.
        state.try_number += 1;
        let (retrying, wait) = state.line.dropped(why);
        tell(&mut state, retrying);
        wait
    };
    wake(open);
    let again = callback(open, |open, _| connect(open));
    let mut state = open.borrow_mut();
    if let Some(window) = web_sys::window()
        && let Ok(timer) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            again.as_ref().unchecked_ref(),
            wait.as_millis() as i32,
        )
    {
        state.timers.push(timer);
    }
    state.callbacks.push(again);
}
