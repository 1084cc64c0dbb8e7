//! `peak PROGRAM [ARGS...]`: runs PROGRAM on this tool's standard input (its output dropped)
//! and prints its exit code and its peak resident memory, as a judge's memory limit counts
//! it: `exit 0, peak 2104 KiB (2.1 MiB)`. Linux only (elsewhere: an error); exit 2 for bad
//! arguments or a program that cannot be run.

use eight_puzzle::cli::Tool;
use eight_puzzle::memory;
use std::io::Read;
use std::path::Path;

const TOOL: Tool = Tool {
    name: "peak",
    usage: "peak [--] PROGRAM [ARGS...] < INPUT",
    about: "Runs PROGRAM with ARGS on standard input (at most 64 MiB of it; its output is
dropped) and prints its exit code and the most resident memory it held, as Baekjoon's and
the other judges' memory limits count it: `exit 0, peak 2104 KiB (2.1 MiB)`. Measure from
this small process rather than from a large one: a child's peak on Linux starts at the
size of the process it was started from. Linux only. Exits 2 when PROGRAM cannot be run.",
    flags: &[],
    error_exit: 2,
};

/// The most input passed on.
const MAX_INPUT: u64 = 64 << 20;

fn main() {
    // Everything after PROGRAM is its own: only words before it are this tool's.
    let words: Vec<String> = std::env::args().skip(1).collect();
    let words = match words.first().map(String::as_str) {
        Some("--") => &words[1..],
        Some(w) if w.starts_with('-') => TOOL.args().positional.leak(),
        _ => &words[..],
    };
    let Some((program, rest)) = words.split_first() else {
        TOOL.fail("no PROGRAM to run")
    };
    if !memory::MEASURED_HERE {
        TOOL.error("peak works on Linux only: this system reports no peak memory");
    }
    let mut input = Vec::new();
    let read = std::io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut input);
    if let Err(e) = read {
        TOOL.error(&format!("cannot read standard input: {e}"));
    }
    if input.len() as u64 > MAX_INPUT {
        TOOL.error(&format!("input longer than {MAX_INPUT} bytes"));
    }
    match memory::peak(Path::new(program), rest, &input) {
        Ok(Some(peak)) => TOOL.print(&memory::report(peak)),
        Ok(None) => TOOL.error("peak works on Linux only: this system reports no peak memory"),
        Err(why) => TOOL.error(&why),
    }
}
