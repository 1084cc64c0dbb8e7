//! `cargo bench`: how fast each judge bin is on its hardest inputs. Std only, no harness.
//!
//! - in-process: the median of many calls of the bin's solving function;
//! - whole process: the median wall time of running the built binary on the input, which is
//!   what a judge measures, and its peak memory where GNU time is at `/usr/bin/time`;
//! - with `REFERENCE_DIR=<folder of the reference C++ binaries>` set, the reference program
//!   of the same name runs on the same input, interleaved with ours, and the ratio of the
//!   two medians is printed (both measured in this one run, on this machine).
//!
//! Machines are noisy: read medians and ratios, not single times. `QUICK=1` cuts the
//! repetitions for a smoke run.

#[allow(dead_code)]
#[path = "../src/bin/acwing_astar.rs"]
mod acwing_astar;
#[allow(dead_code)]
#[path = "../src/bin/p1379.rs"]
mod p1379;
#[allow(dead_code)]
#[path = "../src/bin/p1379_flat.rs"]
mod p1379_flat;
#[allow(dead_code)]
#[path = "../src/bin/p1379_reverse.rs"]
mod p1379_reverse;
#[allow(dead_code)]
#[path = "../src/bin/yuzan_alternating.rs"]
mod yuzan_alternating;

use eight_puzzle::problems::{acwing, yuzan};
use eight_puzzle::tables::Tables;
use std::hint::black_box;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A judge bin: its name, its built executable and its solving function.
struct Bin {
    name: &'static str,
    exe: &'static str,
    solve: fn(&str) -> Result<String, String>,
}

const P1379: Bin = Bin {
    name: "p1379",
    exe: env!("CARGO_BIN_EXE_p1379"),
    solve: p1379::solve,
};
const P1379_FLAT: Bin = Bin {
    name: "p1379_flat",
    exe: env!("CARGO_BIN_EXE_p1379_flat"),
    solve: p1379_flat::solve,
};
const P1379_REVERSE: Bin = Bin {
    name: "p1379_reverse",
    exe: env!("CARGO_BIN_EXE_p1379_reverse"),
    solve: p1379_reverse::solve,
};
const ACWING_ASTAR: Bin = Bin {
    name: "acwing_astar",
    exe: env!("CARGO_BIN_EXE_acwing_astar"),
    solve: acwing_astar::solve,
};
const YUZAN_ALTERNATING: Bin = Bin {
    name: "yuzan_alternating",
    exe: env!("CARGO_BIN_EXE_yuzan_alternating"),
    solve: yuzan_alternating::solve,
};

/// Repetitions: in-process calls and process runs per row.
#[derive(Clone, Copy)]
struct Runs {
    calls: usize,
    processes: usize,
}

/// The median of `runs` timings of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// Runs `exe` once with `input` on stdin; panics unless it succeeds.
fn run_once(exe: &Path, input: &str) {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success(), "{} failed", exe.display());
}

/// Peak resident memory of one run, in KiB, if GNU time is installed.
fn peak_kib(exe: &Path, input: &str) -> Option<u64> {
    let mut child = Command::new("/usr/bin/time")
        .args(["-f", "%M"])
        .arg(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stderr);
    text.trim().lines().last()?.parse().ok()
}

/// In-process median of the bin's solving function on `input`.
fn in_process_row(bin: &Bin, label: &str, input: &str, runs: Runs) {
    let time = median(runs.calls, || {
        black_box((bin.solve)(black_box(input)).unwrap());
    });
    println!("  in-proc  {:<18} {label:<24} {:>10}", bin.name, ms(time));
}

/// Whole-process median of our binary, and of the reference one if `REFERENCE_DIR` is set,
/// the two interleaved.
fn process_row(bin: &Bin, label: &str, input: &str, runs: Runs) {
    let ours = PathBuf::from(bin.exe);
    let reference = std::env::var_os("REFERENCE_DIR").map(|dir| Path::new(&dir).join(bin.name));
    let reference = reference.filter(|path| path.exists());
    let (mut our_times, mut ref_times) = (Vec::new(), Vec::new());
    for _ in 0..runs.processes {
        let start = Instant::now();
        run_once(&ours, input);
        our_times.push(start.elapsed());
        if let Some(reference) = &reference {
            let start = Instant::now();
            run_once(reference, input);
            ref_times.push(start.elapsed());
        }
    }
    our_times.sort();
    ref_times.sort();
    let mid = runs.processes / 2;
    let memory = peak_kib(&ours, input).map_or("n/a".into(), |k| format!("{k} KiB"));
    let name = bin.name;
    print!(
        "  process  {name:<18} {label:<24} {:>10}  peak {memory}",
        ms(our_times[mid])
    );
    if let Some(&theirs) = ref_times.get(mid) {
        let ratio = theirs.as_secs_f64() / our_times[mid].as_secs_f64();
        print!("  reference {}  => {ratio:.0}x faster", ms(theirs));
    }
    println!();
}

/// One section: its title, and each bin with its hardest inputs (label, input text), all
/// timed in-process and the first `as_process` of them as whole processes too.
struct Section {
    title: &'static str,
    bins: Vec<(Bin, Vec<(String, String)>)>,
    as_process: usize,
}

fn run_section(section: &Section, runs: Runs) {
    println!("{}", section.title);
    for (bin, inputs) in &section.bins {
        for (label, input) in inputs {
            in_process_row(bin, label, input, runs);
        }
    }
    for (bin, inputs) in &section.bins {
        for (label, input) in inputs.iter().take(section.as_process) {
            process_row(bin, label, input, runs);
        }
    }
}

/// (label, input) pairs from texts that are their own labels.
fn labelled(inputs: &[&str]) -> Vec<(String, String)> {
    let pair = |text: &&str| {
        (
            text.trim().replace('\n', " / "),
            format!("{}\n", text.trim()),
        )
    };
    inputs.iter().map(pair).collect()
}

fn p1379_section() -> Section {
    let inputs = || labelled(&["867205341", "213804765"]);
    Section {
        title: "P1379 (hardest inputs: the 30-move 867205341, and an unreachable board)",
        bins: vec![
            (P1379, inputs()),
            (P1379_FLAT, inputs()),
            (P1379_REVERSE, inputs()),
        ],
        as_process: 2,
    }
}

fn acwing_section() -> Section {
    Section {
        title: "AcWing 179 (hardest inputs: the two 31-move grids)",
        bins: vec![(
            ACWING_ASTAR,
            labelled(&["8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1"]),
        )],
        as_process: 2,
    }
}

/// Every 3×3 grid that needs 12 moves, in-process; the first as a whole process.
fn yuzan_section(tables: &Tables) -> Section {
    let oracles = tables.get::<yuzan::Oracles>();
    let oracle = oracles.for_side(3).unwrap();
    let hardest: Vec<String> = yuzan::Grid::all(3)
        .filter(|g| oracle.fewest_moves(g) == Some(12))
        .map(|g| g.to_input())
        .collect();
    let hardest: Vec<&str> = hardest.iter().map(String::as_str).collect();
    Section {
        title: "yuzan1830's alternating swaps (hardest inputs: the 3x3 grids needing 12 moves)",
        bins: vec![(YUZAN_ALTERNATING, labelled(&hardest))],
        as_process: 1,
    }
}

/// Node counts on the two 31-move grids, and every solvable grid through A*.
fn acwing_sweep(tables: &Tables) {
    for grid in ["8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1"] {
        let (path, expanded) = acwing_astar::shortest_path(acwing_astar::parse(grid).unwrap());
        let label = format!("{grid} ({} moves)", path.len());
        println!("  nodes    acwing_astar       {label:<24} {expanded:>10} expanded");
    }
    let solvable = tables.get::<acwing::Truth>().at_least(0);
    let start = Instant::now();
    let (mut nodes, mut moves) = (0, 0);
    for board in &solvable {
        let (path, expanded) = acwing_astar::shortest_path(board.0);
        nodes += expanded;
        moves += path.len();
    }
    let n = solvable.len() as f64;
    let (seconds, per_nodes, per_moves) = (
        start.elapsed().as_secs_f64(),
        nodes as f64 / n,
        moves as f64 / n,
    );
    println!("  all      acwing_astar       {} solvable grids {seconds:>13.3} s  ({per_nodes:.1} nodes and {per_moves:.2} moves per grid)", solvable.len());
}

/// Every 3×3 grid through one reused alternating-swap solver.
fn yuzan_sweep() {
    let start = Instant::now();
    let mut solver = yuzan_alternating::Solver::new(3);
    let (mut moves, mut count) = (0, 0);
    for grid in yuzan::Grid::all(3) {
        let (_, cells) = yuzan_alternating::parse(&grid.to_input()).unwrap();
        moves += solver.solve(&cells).map_or(0, |path| path.len());
        count += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    let (per_us, per_moves) = (
        seconds * 1e6 / f64::from(count),
        moves as f64 / f64::from(count),
    );
    println!("  all      yuzan_alternating  {count} grids, one solver {seconds:>10.3} s  ({per_us:.1} us and {per_moves:.2} moves per grid)");
}

fn main() {
    // `cargo bench -- --quick` (or any filter argument cargo passes) still runs everything.
    let quick = std::env::var_os("QUICK").is_some();
    let runs = if quick {
        Runs {
            calls: 5,
            processes: 5,
        }
    } else {
        Runs {
            calls: 101,
            processes: 41,
        }
    };
    let tables = Tables::new();
    run_section(&p1379_section(), runs);
    println!();
    run_section(&acwing_section(), runs);
    acwing_sweep(&tables);
    println!();
    run_section(&yuzan_section(&tables), runs);
    yuzan_sweep();
}
