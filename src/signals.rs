//! Ctrl-C, SIGTERM and SIGHUP end a run at once, whatever it is doing (waiting on the network or
//! busy in a long `--jq`), with nothing half-written left: a thread of its own waits for them,
//! deletes every temporary file in progress, and exits 130, 143 or 129.

use crate::error::ErrorKind;

static TAKEN: std::sync::Mutex<Option<std::sync::mpsc::Sender<ErrorKind>>> = std::sync::Mutex::new(None);

/// Hands the first signal to the caller (a server shutting down gracefully) instead of ending
/// the process; a second signal still ends it at once.
pub fn take_over() -> std::sync::mpsc::Receiver<ErrorKind> {
    let (tell, told) = std::sync::mpsc::channel();
    *TAKEN.lock().unwrap_or_else(|e| e.into_inner()) = Some(tell);
    told
}

/// Starts the thread that waits for the signals. Call once, first thing in `main`.
pub fn install() {
    let spawned = std::thread::Builder::new().name("finq-signals".into()).spawn(|| {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_io().build() else {
            return;
        };
        let Some(mut kind) = runtime.block_on(wait()) else {
            return;
        };
        // A server asks to be told, to finish what is in flight: the first signal goes to it,
        // a second ends the process at once.
        let taken = TAKEN.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(tell) = taken
            && tell.send(kind).is_ok()
        {
            let Some(again) = runtime.block_on(wait()) else { return };
            kind = again;
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

#[cfg(unix)]
async fn wait() -> Option<ErrorKind> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut int = signal(SignalKind::interrupt()).ok()?;
    let mut term = signal(SignalKind::terminate()).ok()?;
    let mut hup = signal(SignalKind::hangup()).ok()?;
    tokio::select! {
        _ = int.recv() => Some(ErrorKind::Interrupted),
        _ = term.recv() => Some(ErrorKind::Terminated),
        _ = hup.recv() => Some(ErrorKind::HangUp),
    }
}

#[cfg(not(unix))]
async fn wait() -> Option<ErrorKind> {
    tokio::signal::ctrl_c().await.ok().map(|_| ErrorKind::Interrupted)
}

/// Ends the process as a signal would (temporary files removed first) if it is still running at
/// `deadline`, unless the guard is dropped before: for CPU-bound work that cannot be interrupted
/// from inside, such as a `--jq` filter.
pub struct Watchdog {
    done: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Watchdog {
    pub fn start(limit: std::time::Duration, message: String) -> Watchdog {
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let seen = done.clone();
        let started = std::time::Instant::now();
        let _ = std::thread::Builder::new().name("finq-watchdog".into()).spawn(move || {
            while started.elapsed() < limit {
                std::thread::sleep(std::time::Duration::from_millis(50).min(limit));
                if seen.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
            }
            if seen.load(std::sync::atomic::Ordering::SeqCst) {
                return;
            }
            let _parts = crate::files::remove_parts();
            crate::printer::notice(&format!("error: {message}"));
            std::process::exit(i32::from(ErrorKind::Network.exit_code()));
        });
        Watchdog { done }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.done.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}
