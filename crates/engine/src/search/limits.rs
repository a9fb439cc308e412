//! When a search gives up, shared by the solver and the depth search: a node limit and a stop function, and
//! what an unfinished search reports.

/// How often, in nodes, a search asks whether it should stop.
pub(crate) const POLL: u64 = 1 << 12;

/// When to give up, and whom to tell how it goes. The engine keeps no clock: a caller that wants a time limit
/// passes a `stop` that reads one, or raises a cancel flag that `stop` reads.
#[derive(Clone, Copy, Default)]
pub struct Limits<'a> {
    pub nodes: Option<u64>,
    pub stop: Option<&'a (dyn Fn() -> bool + Sync)>,
    /// Told at the start of every pass of a solve and every [`POLL`] nodes within one (so a long solve can
    /// show where it is): the caller decides how often to pass it on.
    pub progress: Option<&'a (dyn Fn(Progress) + Sync)>,
}

/// Where a solve stands, in the position's terms (final seed difference for the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The value is proved to lie in `low..=high`.
    pub low: i32,
    pub high: i32,
    /// The pass under way asks whether the value is at least this.
    pub testing: i32,
    /// Nodes searched so far by every thread (within a pass, counted [`POLL`] at a time when there are several).
    pub nodes: u64,
}

impl Limits<'_> {
    pub fn none() -> Limits<'static> {
        Limits::default()
    }
}

/// A search's nodes counted against its [`Limits`]: the node limit and the stop are looked at every [`POLL`]
/// nodes, and once the search is stopped it stays stopped (every value on the way back is then thrown away).
pub(crate) struct NodeCount<'a> {
    pub nodes: u64,
    limit: u64,
    stop: Option<&'a (dyn Fn() -> bool + Sync)>,
    pub stopped: bool,
}

impl<'a> NodeCount<'a> {
    pub(crate) fn new(limits: &Limits<'a>) -> NodeCount<'a> {
        NodeCount {
            nodes: 0,
            limit: limits.nodes.unwrap_or(u64::MAX),
            stop: limits.stop,
            stopped: false,
        }
    }

    /// Counts a node; true once the search is to stop: its limits say so, or `also` does (asked at the same
    /// times, e.g. another thread's end).
    #[inline]
    pub(crate) fn count(&mut self, also: impl FnOnce() -> bool) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL)
            && (self.nodes >= self.limit || self.stop.is_some_and(|stop| stop()) || also())
        {
            self.stopped = true;
        }
        self.stopped
    }
}

/// The search was stopped before it proved the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unfinished {
    pub nodes: u64,
}

impl std::fmt::Display for Unfinished {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "stopped after {} nodes, before the value was proved",
            self.nodes
        )
    }
}

impl std::error::Error for Unfinished {}
