//! The server's time, in ms since the Unix epoch: the wall clock, or in tests a hand-set one that a test moves
//! on, so that clocks and timeouts are tested without waiting.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Instant;

/// The server's time, in ms: the wall clock, or a hand-set one for tests.
#[derive(Clone, Debug)]
pub enum Clock {
    Real { since: Instant, base: i64 },
    Manual(Arc<AtomicI64>),
}

impl Clock {
    pub fn real() -> Clock {
        let base = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        Clock::Real {
            since: Instant::now(),
            base,
        }
    }

    pub fn now(&self) -> i64 {
        match self {
            Clock::Real { since, base } => base + since.elapsed().as_millis() as i64,
            Clock::Manual(now) => now.load(Ordering::SeqCst),
        }
    }
}
