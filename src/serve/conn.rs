//! Connections: accepted, served over HTTP/1.1 with a header-read time-out, counted against a
//! cap, and closed when idle if a new connection needs the room, so that sockets that send
//! nothing, half a request head, or one request and then wait, never lock other clients out.
//!
//! A connection is *busy* while one of its requests is being answered, else *idle* (nothing sent
//! yet, a head arriving, or kept alive between requests). At the cap, a new connection closes the
//! connection idle the longest; when every connection is busy, it waits in the kernel's backlog
//! until one finishes. On shutdown idle connections close at once and busy ones after their
//! answer.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{Notify, watch};
use tower::ServiceExt;

/// The most connections open at once.
pub const MAX_CONNECTIONS: usize = 1024;

/// A request head must arrive whole within this time of the server starting to wait for it: after
/// the connection opens, and after each answer on a kept-alive connection (so this is also how
/// long an idle connection stays open).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// One open connection.
struct Conn {
    /// Requests of this connection being answered now.
    busy: AtomicUsize,
    /// When its last request was answered (or it opened).
    idle_since: Mutex<Instant>,
    /// Told to close by a new connection that needs its room.
    evict: Notify,
    evicting: AtomicBool,
}

/// The open connections.
#[derive(Default)]
struct Conns {
    live: Mutex<HashMap<u64, Arc<Conn>>>,
    /// Told when a connection closes or becomes idle.
    changed: Notify,
    next: AtomicU64,
}

impl Conns {
    fn len(&self) -> usize {
        self.live.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    fn open(&self) -> (u64, Arc<Conn>) {
        let conn = Arc::new(Conn {
            busy: AtomicUsize::new(0),
            idle_since: Mutex::new(Instant::now()),
            evict: Notify::new(),
            evicting: AtomicBool::new(false),
        });
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.live.lock().unwrap_or_else(|e| e.into_inner()).insert(id, conn.clone());
        (id, conn)
    }

    fn close(&self, id: u64) {
        self.live.lock().unwrap_or_else(|e| e.into_inner()).remove(&id);
        self.changed.notify_waiters();
    }

    /// Asks the connection idle the longest to close; false when every one is busy.
    fn evict_idlest(&self) -> bool {
        let live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        let idlest = live
            .values()
            .filter(|c| c.busy.load(Ordering::Acquire) == 0 && !c.evicting.load(Ordering::Acquire))
            .min_by_key(|c| *c.idle_since.lock().unwrap_or_else(|e| e.into_inner()));
        let Some(conn) = idlest else { return false };
        conn.evicting.store(true, Ordering::Release);
        conn.evict.notify_one();
        true
    }

    /// Waits until there is room for one more connection, closing idle ones; false when the
    /// server stops first.
    async fn make_room(&self, cap: usize, stop: &mut watch::Receiver<bool>) -> bool {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if self.len() < cap {
                return true;
            }
            self.evict_idlest();
            tokio::select! {
                _ = changed => {}
                _ = stop.wait_for(|s| *s) => return false,
            }
        }
    }
}

/// Marks a connection busy while one request is answered.
struct Busy {
    conn: Arc<Conn>,
    conns: Arc<Conns>,
}

impl Busy {
    fn new(conn: Arc<Conn>, conns: Arc<Conns>) -> Self {
        conn.busy.fetch_add(1, Ordering::AcqRel);
        Self { conn, conns }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        *self.conn.idle_since.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
        if self.conn.busy.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.conns.changed.notify_waiters();
        }
    }
}

/// Serves `app` on `listener` until `stop` turns true, then until the open connections have
/// finished (the caller bounds that wait).
pub async fn serve(listener: TcpListener, app: Router, cap: usize, mut stop: watch::Receiver<bool>) {
    let conns = Arc::new(Conns::default());
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                // Out of file descriptors, or a connection reset before it was taken: wait a
                // little rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stop.wait_for(|s| *s) => break,
        };
        if !conns.make_room(cap, &mut stop).await {
            break;
        }
        let _ = tcp.set_nodelay(true);
        let (id, conn) = conns.open();
        tokio::spawn(serve_one(tcp, peer, app.clone(), conns.clone(), id, conn, stop.clone()));
    }
    drop(listener);
    loop {
        let changed = conns.changed.notified();
        tokio::pin!(changed);
        changed.as_mut().enable();
        if conns.len() == 0 {
            return;
        }
        changed.await;
    }
}

async fn serve_one(
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    app: Router,
    conns: Arc<Conns>,
    id: u64,
    conn: Arc<Conn>,
    mut stop: watch::Receiver<bool>,
) {
    let (me, all) = (conn.clone(), conns.clone());
    let service = tower::service_fn(move |req: hyper::Request<Incoming>| {
        let busy = Busy::new(me.clone(), all.clone());
        let mut req = req.map(Body::new);
        req.extensions_mut().insert(ConnectInfo(peer));
        let app = app.clone();
        async move {
            let resp = app.oneshot(req).await;
            drop(busy);
            resp
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_TIMEOUT);
    let serving = http.serve_connection(TokioIo::new(tcp), hyper_util::service::TowerToHyperService::new(service));
    tokio::pin!(serving);
    let mut closing = false;
    loop {
        tokio::select! {
            _ = serving.as_mut() => break,
            _ = conn.evict.notified(), if !closing => {},
            _ = stop.wait_for(|s| *s), if !closing => {},
        }
        // Told to close: an idle connection closes now (no request is lost: none had arrived
        // whole); a busy one after its answer.
        if conn.busy.load(Ordering::Acquire) == 0 {
            break;
        }
        serving.as_mut().graceful_shutdown();
        closing = true;
    }
    conns.close(id);
}

pub use crate::files::raise_file_limit;
