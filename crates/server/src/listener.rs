//! The server's accept loop. A connection is counted the moment it is accepted (by its host, and in all) and
//! turned away at once when either count is full, before it costs a handshake or a task; a TLS handshake has
//! a few seconds and one of a bounded number of places; the HTTP request that opens the WebSocket has a few
//! seconds for its head (hyper's HTTP/1 with a timer), and so has each next request of a kept-alive one. A stop closes
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

use crate::hub::Reach;
use crate::limits::{ServerLimits, host_of};
use crate::metrics::{Metrics, Turned};

/// The counts of connections held, by host and in all.
pub struct Gate {
    held: Mutex<(HashMap<IpAddr, usize>, usize)>,
    limits: ServerLimits,
    /// Told each time a connection ends: a stopping server waits on it.
    ended: watch::Sender<usize>,
}

/// One connection's place in the counts, given back when the last of its holders lets go (the HTTP
/// connection, then the WebSocket it became): in its host's count (none for a trusted proxy, whose clients
/// are counted each by their own address), and in all (not again for a client behind a proxy, whose
/// connection is counted already).
pub struct Admitted {
    gate: Arc<Gate>,
    host: Option<IpAddr>,
    in_all: bool,
}

/// The places of a request, passed to the WebSocket it becomes: its connection's, and behind a trusted proxy
/// the forwarded client's.
#[derive(Clone)]
#[allow(dead_code)]
pub struct Ticket {
    connection: Arc<Admitted>,
    client: Option<Arc<Admitted>>,
}

impl Gate {
    pub fn new(limits: ServerLimits) -> Arc<Gate> {
        Arc::new(Gate {
            held: Mutex::default(),
            limits,
            ended: watch::Sender::new(0),
        })
    }

    /// A place for a connection from `peer`, counted by its host (unless `peer` is `None`: a trusted
    /// proxy) and in all (unless `in_all` is false: a client behind a proxy whose connection is counted).
    fn admit(self: &Arc<Gate>, peer: Option<IpAddr>, in_all: bool) -> Result<Admitted, Turned> {
        let host = peer.map(host_of);
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        if in_all && held.1 >= self.limits.connections {
            return Err(Turned::Full);
        }
        if let Some(host) = host {
            let of_host = held.0.entry(host).or_insert(0);
            if *of_host >= self.limits.connections_per_address {
                return Err(Turned::PerAddress);
            }
            *of_host += 1;
        }
        held.1 += usize::from(in_all);
        Ok(Admitted {
            gate: self.clone(),
            host,
            in_all,
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
        if let Some(host) = self.host
            && let Some(count) = held.0.get_mut(&host)
        {
            *count -= 1;
            if *count == 0 {
                held.0.remove(&host);
            }
        }
        held.1 -= usize::from(self.in_all);
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
    pub limits: ServerLimits,
    pub reach: Reach,
    /// Reverse proxies whose `X-Forwarded-For` is believed.
    pub trusted: Arc<[IpAddr]>,
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
        let proxied = door.trusted.contains(&peer.ip());
        let admitted = match door.gate.admit((!proxied).then_some(peer.ip()), true) {
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

/// The client's address a trusted proxy appended: the last of `X-Forwarded-For` (what came before it, the
/// client could have written itself).
pub fn forwarded_for(headers: &hyper::HeaderMap) -> Option<IpAddr> {
    let last = headers.get_all("x-forwarded-for").iter().next_back()?;
    last.to_str().ok()?.rsplit(',').next()?.trim().parse().ok()
}

/// The answer to a request turned away after it was read: too many from the client behind the proxy, or a
/// proxy that did not say whose request it is.
fn refusal(why: Turned) -> axum::response::Response {
    use axum::http::StatusCode;
    use axum::response::IntoResponse;
    let status = match why {
        Turned::Unforwarded => StatusCode::BAD_REQUEST,
        _ => StatusCode::TOO_MANY_REQUESTS,
    };
    status.into_response()
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
    let Some(acceptor) = door.tls.clone() else {
        return serve_http(stream, peer, door, admitted).await;
    };
    let Ok(place) = handshakes.try_acquire_owned() else {
        door.metrics.turned_away(Turned::Handshakes);
        return;
    };
    let shaken = tokio::time::timeout(door.limits.handshake_time, acceptor.accept(stream)).await;
    drop(place);
    match shaken {
        Ok(Ok(stream)) => serve_http(stream, peer, door, admitted).await,
        _ => door.metrics.turned_away(Turned::Slow),
    }
}

/// Serves the one HTTP request of a connection (the WebSocket's upgrade, `/healthz` or `/metrics`).
async fn serve_http<I>(io: I, peer: SocketAddr, door: Door, admitted: Admitted)
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let router = door.router.clone();
    let gate = door.gate.clone();
    let metrics = door.metrics.clone();
    let proxied = door.trusted.contains(&peer.ip());
    // Held by every request of the connection (a WebSocket takes it over; `/healthz` may come again).
    let admitted = Arc::new(admitted);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        let client = if proxied {
            forwarded_for(request.headers()).map(|client| SocketAddr::new(client, 0))
        } else {
            Some(peer)
        };
        // Behind a proxy, the client is counted by its own address too.
        let place = match (proxied, client) {
            (false, _) => Ok(None),
            (true, Some(client)) => gate.admit(Some(client.ip()), false).map(Some),
            (true, None) => Err(Turned::Unforwarded),
        };
        let answer = match (place, client) {
            (Ok(place), Some(client)) => {
                request.extensions_mut().insert(ConnectInfo(client));
                request.extensions_mut().insert(Ticket {
                    connection: admitted.clone(),
                    client: place.map(Arc::new),
                });
                Ok(request)
            }
            (Err(why), _) => {
                metrics.turned_away(why);
                Err(refusal(why))
            }
            (Ok(_), None) => Err(refusal(Turned::Unforwarded)),
        };
        let mut router = router.clone();
        async move {
            match answer {
                Ok(request) => router.call(request).await,
                Err(refused) => Ok(refused),
            }
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        // Also the time a kept-alive connection may wait for its next request's head. (Keep-alive stays on:
        // hyper answers an upgrade with `connection: close` without it.)
        .header_read_timeout(door.limits.request_time);
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
