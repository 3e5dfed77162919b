//! The listening socket with a cap on open connections: past the cap, new connections wait in
//! the kernel's backlog until one closes, so a flood cannot take every file descriptor.

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The most connections open at once.
pub const MAX_CONNECTIONS: usize = 1024;

pub struct Limited {
    inner: TcpListener,
    slots: Arc<Semaphore>,
}

impl Limited {
    pub fn new(inner: TcpListener) -> Self {
        Self::with_capacity(inner, MAX_CONNECTIONS)
    }

    fn with_capacity(inner: TcpListener, most: usize) -> Self {
        Self { inner, slots: Arc::new(Semaphore::new(most)) }
    }
}

/// A connection that gives its slot back when it closes.
pub struct Counted {
    io: TcpStream,
    _slot: OwnedSemaphorePermit,
}

impl axum::serve::Listener for Limited {
    type Io = Counted;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let slot = self.slots.clone().acquire_owned().await.expect("the semaphore is never closed");
        let (io, addr) = axum::serve::Listener::accept(&mut self.inner).await;
        (Counted { io, _slot: slot }, addr)
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.inner.local_addr()
    }
}

impl AsyncRead for Counted {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::serve::Listener;
    use std::time::Duration;

    #[tokio::test]
    async fn past_the_cap_a_connection_waits_until_one_closes() {
        let socket = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = socket.local_addr().unwrap();
        let mut limited = Limited::with_capacity(socket, 1);

        let _a = TcpStream::connect(addr).await.unwrap();
        let _b = TcpStream::connect(addr).await.unwrap();
        let (first, _) = limited.accept().await;

        // The only slot is taken, so accepting cannot finish however long it waits: the
        // timeout proves "still waiting", it does not measure speed.
        assert!(tokio::time::timeout(Duration::from_millis(100), limited.accept()).await.is_err());

        drop(first);
        let second = tokio::time::timeout(Duration::from_secs(30), limited.accept()).await;
        assert!(second.is_ok(), "a closed connection gives its slot back");
    }
}
