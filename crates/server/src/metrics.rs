//! What an operator watches, in Prometheus's text format at `/metrics` (the prometheus-client crate): the
//! connections open and those turned away (by why), the games in memory and in play, sowings stored (a rate
//! of it is sowings a second), the journal's commits as a histogram of their time, and refusals by their
//! protocol code.

use std::time::Duration;

use prometheus_client::encoding::{EncodeLabelSet, text::encode};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::protocol::Code;

/// Why a connection was turned away before it was served.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turned {
    /// Its address holds as many connections as one may.
    PerAddress,
    /// The server holds as many connections as it may.
    Full,
    /// Every TLS handshake place was taken.
    Handshakes,
    /// The handshake, or the request that opens the WebSocket, took too long or failed.
    Slow,
    /// The hosted game's server admits only its own network.
    NotLocal,
    /// A trusted proxy's request without a readable `X-Forwarded-For`.
    Unforwarded,
}

impl Turned {
    fn name(self) -> &'static str {
        match self {
            Turned::PerAddress => "per_address",
            Turned::Full => "full",
            Turned::Handshakes => "handshakes",
            Turned::Slow => "slow",
            Turned::NotLocal => "not_local",
            Turned::Unforwarded => "unforwarded",
        }
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct WhyLabel {
    why: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CodeLabel {
    code: String,
}

pub struct Metrics {
    registry: Registry,
    connections: Gauge,
    turned: Family<WhyLabel, Counter>,
    games: Gauge,
    in_play: Gauge,
    sowings: Counter,
    commits: Histogram,
    failed_commits: Counter,
    refusals: Family<CodeLabel, Counter>,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("mancala");
        let connections = Gauge::default();
        let turned = Family::<WhyLabel, Counter>::default();
        let games = Gauge::default();
        let in_play = Gauge::default();
        let sowings = Counter::default();
        // From 0.25 ms to about 4 s.
        let commits = Histogram::new(exponential_buckets(0.000_25, 2.0, 15));
        let failed_commits = Counter::default();
        let refusals = Family::<CodeLabel, Counter>::default();
        registry.register("connections", "Connections open", connections.clone());
        registry.register(
            "connections_turned_away",
            "Connections closed before they were served, by why",
            turned.clone(),
        );
        registry.register("games_in_memory", "Games held in memory", games.clone());
        registry.register(
            "games_in_play",
            "Games with both players seated and not over",
            in_play.clone(),
        );
        registry.register("sowings", "Sowings stored", sowings.clone());
        registry.register(
            "journal_commit_seconds",
            "Time of each of the journal's transactions",
            commits.clone(),
        );
        registry.register(
            "journal_failed_commits",
            "Journal transactions the database refused or did not confirm",
            failed_commits.clone(),
        );
        registry.register(
            "refusals",
            "Requests refused, by protocol code",
            refusals.clone(),
        );
        Metrics {
            registry,
            connections,
            turned,
            games,
            in_play,
            sowings,
            commits,
            failed_commits,
            refusals,
        }
    }
}

impl Metrics {
    pub fn connected(&self) {
        self.connections.inc();
    }

    pub fn disconnected(&self) {
        self.connections.dec();
    }

    pub fn open_connections(&self) -> i64 {
        self.connections.get()
    }

    pub fn turned_away(&self, why: Turned) {
        self.turned
            .get_or_create(&WhyLabel { why: why.name() })
            .inc();
    }

    pub fn games(&self, in_memory: usize, in_play: usize) {
        self.games.set(in_memory as i64);
        self.in_play.set(in_play as i64);
    }

    pub fn sown(&self) {
        self.sowings.inc();
    }

    pub fn committed(&self, took: Duration, stored: bool) {
        self.commits.observe(took.as_secs_f64());
        if !stored {
            self.failed_commits.inc();
        }
    }

    pub fn refused(&self, code: Code) {
        let code = serde_json::to_value(code)
            .ok()
            .and_then(|value| value.as_str().map(str::to_string))
            .unwrap_or_default();
        self.refusals.get_or_create(&CodeLabel { code }).inc();
    }

    /// Everything, in Prometheus's text format.
    pub fn text(&self) -> String {
        let mut text = String::new();
        encode(&mut text, &self.registry).expect("writing to a String cannot fail");
        text
    }
}
