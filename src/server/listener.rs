//! The server's accept loop. A connection is counted the moment it is accepted (by its host, and in all) and
//! turned away at once when either count is full, before it costs a handshake or a task; a TLS handshake has
//! a few seconds and one of a bounded number of places; the HTTP request that opens the WebSocket has a few
//! seconds for its head (hyper's HTTP/1 with a timer), and a connection serves that one request. A stop closes
//! the listener at once, asks every connection to end, and waits for them a bounded time, whatever the
//! clients do.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio_rustls::TlsAcceptor;
use tower_service::Service;

use super::hub::Reach;
use super::limits::{Limits, host_of};
use super::metrics::{Metrics, Turned};

/// The counts of connections held, by host and in all.
pub struct Gate {
    held: Mutex<(HashMap<IpAddr, usize>, usize)>,
    limits: Limits,
    /// Told each time a connection ends: a stopping server waits on it.
    ended: watch::Sender<usize>,
}

/// One connection's place in the counts, given back when the last of its holders lets go (the HTTP
/// connection, then the WebSocket it became).
pub struct Admitted {
    gate: Arc<Gate>,
    host: IpAddr,
}

/// The place of a connection, passed to the WebSocket it becomes.
#[derive(Clone)]
pub struct Ticket(#[allow(dead_code)] Arc<Admitted>);

impl Gate {
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate {
            held: Mutex::default(),
            limits,
            ended: watch::Sender::new(0),
        })
    }

    fn admit(self: &Arc<Gate>, peer: IpAddr) -> Result<Admitted, Turned> {
        let host = host_of(peer);
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        if held.1 >= self.limits.connections {
            return Err(Turned::Full);
        }
        let of_host = held.0.entry(host).or_insert(0);
        if *of_host >= self.limits.connections_per_address {
            return Err(Turned::PerAddress);
        }
        *of_host += 1;
        held.1 += 1;
        Ok(Admitted {
            gate: self.clone(),
            host,
        })
    }

    /// Connections held now.
    pub fn held(&self) -> usize {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).1
    }

    /// Waits until no connection is held, or `within` has passed.
    pub async fn drained(&self, within: std::time::Duration) {
        let mut ended = self.ended.subscribe();
        let _ = tokio::time::timeout(within, async {
            while self.held() > 0 {
                if ended.changed().await.is_err() {
                    return;
                }
            }
        })
        .await;
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut held = self.gate.held.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = held.0.get_mut(&self.host) {
            *count -= 1;
            if *count == 0 {
                held.0.remove(&self.host);
            }
        }
        held.1 -= 1;
        let left = held.1;
        drop(held);
        self.gate.ended.send_replace(left);
    }
}

/// Whether `address` is on this computer or its local network (loopback, private, link-local, unique local).
pub fn is_local(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_local(IpAddr::V4(v4)),
            None => v6.is_loopback() || v6.is_unique_local() || v6.is_unicast_link_local(),
        },
    }
}

/// Resolves once `flag` is set, or its sender is gone.
pub async fn until_set(flag: &mut watch::Receiver<bool>) {
    while !*flag.borrow_and_update() {
        if flag.changed().await.is_err() {
            return;
        }
    }
}

/// What every connection shares.
#[derive(Clone)]
pub struct Door {
    pub router: Router,
    pub tls: Option<TlsAcceptor>,
    pub gate: Arc<Gate>,
    pub limits: Limits,
    pub reach: Reach,
    pub metrics: Arc<Metrics>,
    pub stop: watch::Receiver<bool>,
}

/// Accepts connections on `tcp` until `door.stop` is set (or its sender dropped); then the listener closes.
pub async fn accept(tcp: TcpListener, door: Door) {
    let handshakes = Arc::new(Semaphore::new(door.limits.handshakes));
    // This computer's own address counts as local whatever it is.
    let own = tcp.local_addr().map(|address| address.ip()).ok();
    let mut stop = door.stop.clone();
    loop {
        let (stream, peer) = tokio::select! {
            _ = until_set(&mut stop) => break,
            accepted = tcp.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: try again shortly.
                    tracing::warn!(%error, "cannot accept a connection");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        if door.reach == Reach::LocalNetwork && !is_local(peer.ip()) && own != Some(peer.ip()) {
            door.metrics.turned_away(Turned::NotLocal);
            continue;
        }
        let admitted = match door.gate.admit(peer.ip()) {
            Ok(admitted) => admitted,
            Err(why) => {
                door.metrics.turned_away(why);
                if door.tls.is_none() {
                    // A plain client hears why; the socket is not waited on.
                    let _ = stream.try_write(TOO_MANY);
                }
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(
            stream,
            peer,
            door.clone(),
            admitted,
            handshakes.clone(),
        ));
    }
}

const TOO_MANY: &[u8] =
    b"HTTP/1.1 429 Too Many Requests\r\ncontent-length: 0\r\nconnection: close\r\n\r\n";

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    door: Door,
    admitted: Admitted,
    handshakes: Arc<Semaphore>,
) {
    let ticket = Ticket(Arc::new(admitted));
    let Some(acceptor) = door.tls.clone() else {
        return serve_http(stream, peer, door, ticket).await;
    };
    let Ok(place) = handshakes.try_acquire_owned() else {
        door.metrics.turned_away(Turned::Handshakes);
        return;
    };
    let shaken = tokio::time::timeout(door.limits.handshake_time, acceptor.accept(stream)).await;
    drop(place);
    match shaken {
        Ok(Ok(stream)) => serve_http(stream, peer, door, ticket).await,
        _ => door.metrics.turned_away(Turned::Slow),
    }
}

/// Serves the one HTTP request of a connection (the WebSocket's upgrade, `/healthz` or `/metrics`).
async fn serve_http<I>(io: I, peer: SocketAddr, door: Door, ticket: Ticket)
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let router = door.router.clone();
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        request.extensions_mut().insert(ticket.clone());
        router.clone().call(request)
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(door.limits.request_time)
        .keep_alive(false);
    let served = http
        .serve_connection(TokioIo::new(io), service)
        .with_upgrades();
    tokio::pin!(served);
    let mut stop = door.stop.clone();
    tokio::select! {
        result = served.as_mut() => {
            if let Err(error) = result
                && error.is_timeout()
            {
                door.metrics.turned_away(Turned::Slow);
            }
        }
        _ = until_set(&mut stop) => {
            served.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(door.limits.stop_time, served).await;
        }
    }
}
