//! The peak memory of a process, for the `peak` tool: the child's own resource usage, as
//! `wait4` returns it on Linux (its `ru_maxrss`, in KiB). Elsewhere nothing is measured.
//!
//! Linux starts a child's peak at its parent's resident size (the memory it was spawned
//! from), so a large process (a test binary holding tables, the bench) measures through the
//! small `peak` tool, whose children start near nothing: [`report`] and [`from_report`] are
//! its output and how it is read.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What one run of a program on one input came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peak {
    /// The exit code, or minus the signal that ended it.
    pub code: i32,
    /// The most resident memory it held, in KiB.
    pub kib: u64,
}

impl Peak {
    /// The peak in MiB, for a table.
    pub fn mib(self) -> f64 {
        self.kib as f64 / 1024.0
    }
}

/// The `peak` tool's line: `exit 0, peak 51808 KiB (50.6 MiB)`.
pub fn report(peak: Peak) -> String {
    format!(
        "exit {}, peak {} KiB ({:.1} MiB)\n",
        peak.code,
        peak.kib,
        peak.mib()
    )
}

/// A [`report`] read back.
pub fn from_report(text: &str) -> Option<Peak> {
    let rest = text.strip_prefix("exit ")?;
    let (code, rest) = rest.split_once(", peak ")?;
    let (kib, _) = rest.split_once(" KiB")?;
    Some(Peak {
        code: code.parse().ok()?,
        kib: kib.parse().ok()?,
    })
}

/// Runs `exe` with `args` and `input` on its standard input (its output dropped) and
/// measures it; `None` where this platform gives no peak.
pub fn peak(exe: &Path, args: &[String], input: &[u8]) -> Result<Option<Peak>, String> {
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // A program that stops reading early closes the pipe: that is its business, not an error.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let peak = wait(&mut child)?;
    let _ = writer.join();
    Ok(peak)
}

/// Whether [`peak`] measures on this system (64-bit Linux) rather than returning `None`.
pub const MEASURED_HERE: bool = cfg!(all(target_os = "linux", target_pointer_width = "64"));

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn wait(child: &mut std::process::Child) -> Result<Option<Peak>, String> {
    /// `struct rusage` on 64-bit Linux: two timevals, then `ru_maxrss` and 13 more longs.
    #[repr(C)]
    struct Rusage {
        times: [i64; 4],
        maxrss: i64,
        rest: [i64; 13],
    }
    extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    }
    let mut usage = Rusage {
        times: [0; 4],
        maxrss: 0,
        rest: [0; 13],
    };
    let mut status = 0;
    // SAFETY: both pointers are to live locals of the types wait4 writes; the pid is our
    // own child's, not yet waited for (std's `Child` is never waited on after this).
    let got = unsafe { wait4(child.id() as i32, &mut status, 0, &mut usage) };
    if got < 0 {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    let code = match status & 0x7f {
        0 => (status >> 8) & 0xff,
        signal => -signal,
    };
    let kib = u64::try_from(usage.maxrss).unwrap_or(0);
    Ok(Some(Peak { code, kib }))
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn wait(child: &mut std::process::Child) -> Result<Option<Peak>, String> {
    child.wait().map_err(|e| format!("wait: {e}"))?;
    Ok(None)
}
