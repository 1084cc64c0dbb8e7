//! Progress of long work, for a person at a terminal. The work says where it is with
//! [`note`]; a tool that may run past a couple of seconds calls [`show`], which prints the
//! latest note and the time taken on stderr, once a second from the second second on, and
//! only when stderr is a terminal: tests and pipes see the same bytes as before.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

static NOTE: Mutex<String> = Mutex::new(String::new());
static DONE: AtomicBool = AtomicBool::new(false);

/// Records where the work is, e.g. `layer 12: 3,184,528 boards`.
pub fn note(text: String) {
    *NOTE.lock().unwrap_or_else(|e| e.into_inner()) = text;
}

/// Shows `what` with the latest note on stderr while the work runs, if stderr is a
/// terminal; the returned guard clears the line when dropped.
pub fn show(what: &'static str) -> Shown {
    let on = std::io::stderr().is_terminal();
    if on {
        let started = Instant::now();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(2));
            loop {
                // Written under the lock the guard clears with, so no line follows the clear.
                let note = NOTE.lock().unwrap_or_else(|e| e.into_inner());
                if DONE.load(Ordering::Relaxed) {
                    return;
                }
                let shown = match note.is_empty() {
                    true => String::new(),
                    false => format!(": {note}"),
                };
                let seconds = started.elapsed().as_secs();
                let _ = write!(std::io::stderr(), "\r\x1b[K{what}{shown} ({seconds} s)");
                drop(note);
                std::thread::sleep(Duration::from_secs(1));
            }
        });
    }
    Shown { on }
}

/// Clears the progress line when the work is done.
pub struct Shown {
    on: bool,
}

impl Drop for Shown {
    fn drop(&mut self) {
        let _quiet = NOTE.lock().unwrap_or_else(|e| e.into_inner());
        DONE.store(true, Ordering::Relaxed);
        if self.on {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}
