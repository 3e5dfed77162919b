//! Ctrl-C, SIGTERM and SIGHUP end a run at once, whatever it is doing (waiting on the network or
//! busy in a long `--jq`), with nothing half-written left: a thread of its own waits for them,
//! deletes every temporary file in progress, and exits 130, 143 or 129.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::error::ErrorKind;

static TAKEN: std::sync::Mutex<Option<std::sync::mpsc::Sender<ErrorKind>>> = std::sync::Mutex::new(None);

/// Hands the first signal to the caller (a server shutting down gracefully) instead of ending
/// the process; a second signal still ends it at once.
pub fn take_over() -> std::sync::mpsc::Receiver<ErrorKind> {
    let (tell, told) = std::sync::mpsc::channel();
    *TAKEN.lock().unwrap_or_else(|e| e.into_inner()) = Some(tell);
    told
}

/// Starts the thread that waits for the signals. Call once, first thing in `main`. The handlers
/// are in place when it returns (registered here, not in the thread): a signal that comes while
/// the thread has not run yet, on a busy machine, is still caught, never the default death.
pub fn install() {
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_io().build() else {
        return;
    };
    let listeners = {
        let _inside = runtime.enter();
        Listeners::new()
    };
    let Some(mut listeners) = listeners else { return };
    let spawned = std::thread::Builder::new().name("finq-signals".into()).spawn(move || {
        let mut kind = runtime.block_on(listeners.wait());
        // A server asks to be told, to finish what is in flight: the first signal goes to it,
        // a second ends the process at once.
        let taken = TAKEN.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(tell) = taken
            && tell.send(kind).is_ok()
        {
            kind = runtime.block_on(listeners.wait());
        }
        // Held until exit: nothing is renamed into place after the parts are gone.
        let _parts = crate::files::remove_parts();
        let what = match kind {
            ErrorKind::HangUp => "hung up",
            ErrorKind::Terminated => "terminated",
            _ => "interrupted",
        };
        // A progress bar may be on the line: clear it first.
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            let _ = std::io::Write::write_all(&mut std::io::stderr(), b"\r\x1b[2K");
        }
        crate::printer::notice(&format!("error: {what}"));
        std::process::exit(i32::from(kind.exit_code()));
    });
    // Without the thread finq still runs; a signal then ends it the default way.
    drop(spawned);
}

/// The signals finq ends on, registered with the runtime entered when they are made.
#[cfg(unix)]
struct Listeners {
    int: tokio::signal::unix::Signal,
    term: tokio::signal::unix::Signal,
    hup: tokio::signal::unix::Signal,
}

#[cfg(unix)]
impl Listeners {
    fn new() -> Option<Self> {
        use tokio::signal::unix::{SignalKind, signal};
        Some(Self {
            int: signal(SignalKind::interrupt()).ok()?,
            term: signal(SignalKind::terminate()).ok()?,
            hup: signal(SignalKind::hangup()).ok()?,
        })
    }

    async fn wait(&mut self) -> ErrorKind {
        tokio::select! {
            _ = self.int.recv() => ErrorKind::Interrupted,
            _ = self.term.recv() => ErrorKind::Terminated,
            _ = self.hup.recv() => ErrorKind::HangUp,
        }
    }
}

#[cfg(not(unix))]
struct Listeners;

#[cfg(not(unix))]
impl Listeners {
    fn new() -> Option<Self> {
        Some(Self)
    }

    async fn wait(&mut self) -> ErrorKind {
        match tokio::signal::ctrl_c().await {
            Ok(()) => ErrorKind::Interrupted,
            // No way to hear Ctrl-C: never end the process for it.
            Err(_) => std::future::pending().await,
        }
    }
}

/// Ends the process as a signal would (temporary files removed first) once the guarded work
/// has computed for longer than its limit, unless the guard is dropped before: for CPU-bound
/// work that cannot be interrupted from inside, such as a `--jq` filter. Time spent writing
/// through [`Watchdog::writer`] does not count, so a slow reader (`| less`) is never a time-out.
pub struct Watchdog {
    state: Arc<WatchState>,
}

#[derive(Default)]
struct WatchState {
    done: AtomicBool,
    writing: AtomicBool,
}

impl Watchdog {
    pub fn start(limit: Duration, message: String) -> Watchdog {
        let state = Arc::new(WatchState::default());
        let seen = state.clone();
        let _ = std::thread::Builder::new().name("finq-watchdog".into()).spawn(move || {
            let mut used = Duration::ZERO;
            let mut last = Instant::now();
            while used < limit {
                std::thread::sleep(Duration::from_millis(50).min(limit - used));
                if seen.done.load(Ordering::SeqCst) {
                    return;
                }
                let now = Instant::now();
                if !seen.writing.load(Ordering::SeqCst) {
                    used += now.saturating_duration_since(last);
                }
                last = now;
            }
            if seen.done.load(Ordering::SeqCst) {
                return;
            }
            let _parts = crate::files::remove_parts();
            crate::printer::notice(&format!("error: {message}"));
            std::process::exit(i32::from(ErrorKind::Network.exit_code()));
        });
        Watchdog { state }
    }

    /// `out`, with the time its writes take left off the clock.
    pub fn writer<'a>(&'a self, out: &'a mut dyn std::io::Write) -> impl std::io::Write + 'a {
        Unclocked { out, writing: &self.state.writing }
    }
}

struct Unclocked<'a> {
    out: &'a mut dyn std::io::Write,
    writing: &'a AtomicBool,
}

impl Unclocked<'_> {
    fn off_clock<T>(&mut self, work: impl FnOnce(&mut dyn std::io::Write) -> T) -> T {
        self.writing.store(true, Ordering::SeqCst);
        let result = work(&mut *self.out);
        self.writing.store(false, Ordering::SeqCst);
        result
    }
}

impl std::io::Write for Unclocked<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.off_clock(|out| out.write(buf))
    }
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.off_clock(|out| out.write_all(buf))
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.off_clock(|out| out.flush())
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.state.done.store(true, Ordering::SeqCst);
    }
}
