//! What a server allows: the bounds on what one client, one address and all of them together can make it hold
//! (connections, handshakes, requests, rooms, games, new players), and the times within which each step of a
//! connection must finish. An address is counted as the host it stands for: an IPv4 address alone, an IPv6
//! address by its /64 (one host's usual share; it can make 2^64 addresses of its own).

use std::net::{IpAddr, Ipv6Addr};
use std::time::Duration;

#[derive(Clone, Copy, Debug)]
pub struct ServerLimits {
    /// The largest message (and frame), in bytes: every request of the protocol fits in far less.
    pub max_message: usize,
    /// Requests (and frames of any kind) a connection may send in a second, on average, and in a burst.
    pub per_second: f64,
    pub burst: f64,
    /// Connections one address may hold at once, counted from the moment they are accepted.
    pub connections_per_address: usize,
    /// Connections the server holds at once, in all.
    pub connections: usize,
    /// TLS handshakes under way at once; a connection that finds none free is closed.
    pub handshakes: usize,
    /// How long a TLS handshake, and then the HTTP request that opens the WebSocket, may take.
    pub handshake_time: Duration,
    pub request_time: Duration,
    /// How long a message to a client may wait to be written: a client that stops reading is let go.
    pub write_time: Duration,
    /// A connection that says nothing this long is closed (a ping is enough to stay).
    pub idle: Duration,
    /// How long a stopping server waits for its connections to close before it ends regardless.
    pub stop_time: Duration,
    /// Private games one player may have waiting for a second player at once.
    pub waiting_per_player: usize,
    /// Games one player may have in play at once.
    pub playing_per_player: usize,
    /// New players one address may make in an hour.
    pub players_per_hour: u32,
    /// A seeker alone in the queue this long is offered Otto.
    pub otto_after: Duration,
    /// Otto's searches at once (each a thread of its own), and the most time one may take.
    pub otto_searches: usize,
    pub otto_move_time: Duration,
    /// Games against Otto in play at once, in all.
    pub otto_games: usize,
    /// Games against Otto's Hard in play at once: Hard takes his whole time a move, so a search thread answers
    /// about this many games of people who think a few seconds a sowing without keeping them waiting.
    pub otto_hard_games: usize,
    /// Connections that may watch one game at once.
    pub watchers_per_game: usize,
}

impl Default for ServerLimits {
    fn default() -> ServerLimits {
        ServerLimits {
            max_message: 4096,
            per_second: 10.0,
            burst: 30.0,
            connections_per_address: 16,
            connections: 25_000,
            handshakes: 256,
            handshake_time: Duration::from_secs(5),
            request_time: Duration::from_secs(5),
            write_time: Duration::from_secs(10),
            idle: Duration::from_secs(120),
            stop_time: Duration::from_secs(5),
            waiting_per_player: 3,
            playing_per_player: 10,
            players_per_hour: 10,
            otto_after: Duration::from_secs(15),
            otto_searches: 1,
            otto_move_time: Duration::from_millis(500),
            otto_games: 1000,
            otto_hard_games: 8,
            watchers_per_game: 10_000,
        }
    }
}

impl ServerLimits {
    /// Nothing bounded but the message size and the times: for bots on one machine (the load test).
    pub fn unbounded() -> ServerLimits {
        ServerLimits {
            per_second: 1e9,
            burst: 1e9,
            connections_per_address: usize::MAX,
            connections: usize::MAX,
            handshakes: usize::MAX >> 4,
            waiting_per_player: usize::MAX,
            playing_per_player: usize::MAX,
            players_per_hour: u32::MAX,
            ..ServerLimits::default()
        }
    }
}

/// The host an address stands for: an IPv4 address itself (an IPv4-mapped IPv6 one too), an IPv6 address's
/// /64.
pub fn host_of(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(Ipv6Addr::from(bits))
            }
        },
    }
}

/// A count over a fixed span of time (a minute of wrong codes, an hour of new players), started afresh once
/// the span has passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    since: i64,
    count: u32,
}

impl Window {
    pub fn new(now: i64) -> Window {
        Window {
            since: now,
            count: 0,
        }
    }

    /// Whether another may come at `now`, with `most` in a span of `span_ms`.
    pub fn allows(&mut self, now: i64, span_ms: i64, most: u32) -> bool {
        if now - self.since >= span_ms {
            *self = Window::new(now);
        }
        self.count < most
    }

    pub fn add(&mut self) {
        self.count = self.count.saturating_add(1);
    }

    /// Whether the span has passed (the window can be forgotten).
    pub fn lapsed(&self, now: i64, span_ms: i64) -> bool {
        now - self.since >= span_ms
    }
}

/// A token bucket: `burst` at once, refilled at `per_second`.
pub struct Bucket {
    tokens: f64,
    at: tokio::time::Instant,
}

impl Bucket {
    pub fn full(limits: &ServerLimits) -> Bucket {
        Bucket {
            tokens: limits.burst,
            at: tokio::time::Instant::now(),
        }
    }

    pub fn take(&mut self, limits: &ServerLimits) -> bool {
        let now = tokio::time::Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * limits.per_second;
        self.tokens = (self.tokens + refill).min(limits.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_host_is_its_slash_64_and_a_mapped_ipv4_is_itself() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(host_of(a), host_of(b));
        assert_ne!(host_of(a), host_of(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(host_of(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn a_window_counts_to_its_most_then_starts_afresh() {
        let mut window = Window::new(0);
        for _ in 0..3 {
            assert!(window.allows(10, 1000, 3));
            window.add();
        }
        assert!(!window.allows(999, 1000, 3));
        assert!(window.allows(1000, 1000, 3));
        assert!(!window.lapsed(1500, 1000) && window.lapsed(2000, 1000));
    }
}
