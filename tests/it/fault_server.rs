//! A small HTTP/1.1 server on loopback that misbehaves on purpose: resets, stalls, truncated and
//! oversized bodies, and scripted statuses. wiremock answers well-formed HTTP only; this one breaks
//! the connection itself. Each connection serves one request and is closed.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

#[derive(Clone, Debug)]
pub enum Fault {
    /// A complete answer.
    Respond { status: u16, headers: Vec<(&'static str, String)>, body: Vec<u8> },
    /// Drop the connection with the request unread: the kernel answers with a reset.
    Reset,
    /// Read the request, then say nothing for this long.
    Stall(Duration),
    /// Promise `declared` bytes, send `body`, close.
    Truncate { declared: usize, body: Vec<u8> },
    /// No Content-Length: the body ends where the connection closes.
    CloseDelimited(Vec<u8>),
    /// Wait, then answer.
    Delay(Duration, Box<Fault>),
}

impl Fault {
    pub fn json(status: u16, body: impl Into<Vec<u8>>) -> Self {
        Fault::Respond { status, headers: vec![("Content-Type", "application/json".into())], body: body.into() }
    }
    pub fn with_header(self, name: &'static str, value: impl Into<String>) -> Self {
        match self {
            Fault::Respond { status, mut headers, body } => {
                headers.push((name, value.into()));
                Fault::Respond { status, headers, body }
            }
            other => other,
        }
    }
}

pub struct FaultServer {
    pub addr: SocketAddr,
    hits: Arc<AtomicUsize>,
    max_in_flight: Arc<AtomicUsize>,
    requests: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
}

impl FaultServer {
    /// The n-th request gets `script[n]`; once the script is used up, its last entry repeats.
    pub fn start(script: Vec<Fault>) -> Self {
        assert!(!script.is_empty());
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let hits = Arc::new(AtomicUsize::new(0));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let in_flight = Arc::new(AtomicUsize::new(0));
        let max_in_flight = Arc::new(AtomicUsize::new(0));
        let (h, r, s) = (hits.clone(), requests.clone(), stop.clone());
        let (inf, maxf) = (in_flight.clone(), max_in_flight.clone());
        thread::spawn(move || {
            for stream in listener.incoming() {
                if s.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let n = h.fetch_add(1, Ordering::SeqCst);
                let fault = script[n.min(script.len() - 1)].clone();
                let r = r.clone();
                let (inf, maxf) = (inf.clone(), maxf.clone());
                thread::spawn(move || {
                    let now = inf.fetch_add(1, Ordering::SeqCst) + 1;
                    maxf.fetch_max(now, Ordering::SeqCst);
                    // A request stops being in flight as its answer starts going out: the client
                    // may send its next one the moment it has it, before this thread ends.
                    let answered = std::sync::Once::new();
                    let done = || {
                        answered.call_once(|| {
                            inf.fetch_sub(1, Ordering::SeqCst);
                        })
                    };
                    serve(stream, fault, &r, &done);
                    done();
                });
            }
        });
        Self { addr, hits, max_in_flight, requests, stop }
    }

    pub fn uri(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }

    /// The most requests the server was answering at one time.
    pub fn max_in_flight(&self) -> usize {
        self.max_in_flight.load(Ordering::SeqCst)
    }

    /// The request lines and headers received, one string per request.
    pub fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

impl Drop for FaultServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect(self.addr);
    }
}

fn read_head(stream: &mut TcpStream) -> String {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok();
    while !head.ends_with(b"\r\n\r\n") && head.len() < 64 * 1024 {
        match stream.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => break,
        }
    }
    String::from_utf8_lossy(&head).into_owned()
}

fn status_line(status: u16) -> String {
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "Whatever",
    };
    format!("HTTP/1.1 {status} {reason}\r\n")
}

fn serve(mut stream: TcpStream, fault: Fault, requests: &Mutex<Vec<String>>, answering: &dyn Fn()) {
    if let Fault::Reset = fault {
        thread::sleep(Duration::from_millis(50));
        requests.lock().unwrap().push(String::from("(reset before reading)"));
        return; // dropped with the request unread -> RST
    }
    let head = read_head(&mut stream);
    requests.lock().unwrap().push(head);
    respond(&mut stream, fault, answering);
}

/// Answers as `fault` says; `answering` is called as the answer starts going out.
fn respond(stream: &mut TcpStream, fault: Fault, answering: &dyn Fn()) {
    if !matches!(fault, Fault::Delay(..) | Fault::Stall(_) | Fault::Reset) {
        answering();
    }
    match fault {
        Fault::Respond { status, headers, body } => {
            let mut out = status_line(status);
            for (k, v) in headers {
                out.push_str(&format!("{k}: {v}\r\n"));
            }
            out.push_str(&format!("Content-Length: {}\r\nConnection: close\r\n\r\n", body.len()));
            let _ = stream.write_all(out.as_bytes());
            let _ = stream.write_all(&body);
        }
        Fault::Stall(d) => thread::sleep(d),
        Fault::Truncate { declared, body } => {
            let head = format!(
                "{}Content-Type: application/json\r\nContent-Length: {declared}\r\nConnection: close\r\n\r\n",
                status_line(200)
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
        Fault::CloseDelimited(body) => {
            let head = format!("{}Content-Type: application/json\r\nConnection: close\r\n\r\n", status_line(200));
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
        Fault::Delay(d, inner) => {
            thread::sleep(d);
            respond(stream, *inner, answering);
        }
        Fault::Reset => {}
    }
    let _ = stream.flush();
}
