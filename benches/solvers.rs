//! `cargo bench`: how fast each judge bin is on its hardest inputs. Std only, no harness.
//!
//! - in-process: the median of many calls of the bin's solving function;
//! - whole process: the median wall time of running the built binary on the input, which is
//!   what a judge measures, and its peak memory where GNU time is at `/usr/bin/time`;
//! - with `REFERENCE_DIR=<folder of the reference C++ binaries>` set, the reference program
//!   of the same name runs on the same input, interleaved with ours, and the ratio of the
//!   two medians is printed (both measured in this one run, on this machine).
//!
//! Machines are noisy: read medians and ratios, not single times.

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

use eight_puzzle::board::{Adjacency, ACWING_GOAL};
use eight_puzzle::check::Checker;
use eight_puzzle::oracle::Distances;
use eight_puzzle::yuzan::Grid;
use std::hint::black_box;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
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
    String::from_utf8_lossy(&output.stderr)
        .trim()
        .lines()
        .last()?
        .parse()
        .ok()
}

/// Whole-process timing of our binary, and of the reference one if `REFERENCE_DIR` is set.
fn process_row(bin: &str, exe: &str, label: &str, input: &str, runs: usize) {
    let ours = PathBuf::from(exe);
    let reference = std::env::var_os("REFERENCE_DIR").map(|dir| Path::new(&dir).join(bin));
    let reference = reference.filter(|path| path.exists());
    let (mut our_times, mut ref_times) = (Vec::new(), Vec::new());
    for _ in 0..runs {
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
    let ours_median = our_times[runs / 2];
    let memory = peak_kib(&ours, input).map_or("n/a".into(), |k| format!("{k} KiB"));
    print!(
        "  process  {bin:<18} {label:<22} {:>10}  peak {memory}",
        ms(ours_median)
    );
    if let Some(&theirs) = ref_times.get(runs / 2) {
        let ratio = theirs.as_secs_f64() / ours_median.as_secs_f64();
        print!("  reference {}  => {ratio:.0}x faster", ms(theirs));
    }
    println!();
}

fn in_process_row(bin: &str, label: &str, runs: usize, f: impl FnMut()) {
    println!(
        "  in-proc  {bin:<18} {label:<22} {:>10}",
        ms(median(runs, f))
    );
}

fn main() {
    // `cargo bench -- --quick` (or any filter argument cargo passes) still runs everything;
    // QUICK=1 cuts the repetitions for a smoke run.
    let quick = std::env::var_os("QUICK").is_some();
    let (runs, process_runs) = if quick { (5, 5) } else { (101, 41) };

    println!("P1379 (hardest inputs: the 30-move 867205341, and an unreachable board)");
    for (label, board) in [
        ("30 moves 867205341", "867205341"),
        ("unreachable 213804765", "213804765"),
    ] {
        in_process_row("p1379", label, runs, || {
            black_box(p1379::solve(black_box(board)).unwrap());
        });
        in_process_row("p1379_flat", label, runs, || {
            black_box(p1379_flat::solve(black_box(board)).unwrap());
        });
        in_process_row("p1379_reverse", label, runs, || {
            black_box(p1379_reverse::solve(black_box(board)).unwrap());
        });
    }
    in_process_row("p1379_reverse", "table only", runs, || {
        black_box(p1379_reverse::distance_table());
    });
    for (label, board) in [
        ("30 moves 867205341", "867205341\n"),
        ("unreachable 213804765", "213804765\n"),
    ] {
        process_row(
            "p1379",
            env!("CARGO_BIN_EXE_p1379"),
            label,
            board,
            process_runs,
        );
        process_row(
            "p1379_flat",
            env!("CARGO_BIN_EXE_p1379_flat"),
            label,
            board,
            process_runs,
        );
        process_row(
            "p1379_reverse",
            env!("CARGO_BIN_EXE_p1379_reverse"),
            label,
            board,
            process_runs,
        );
    }

    println!();
    println!("AcWing 179 (hardest inputs: the two 31-move grids)");
    for grid in ["8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1"] {
        let board = acwing_astar::parse(grid).unwrap();
        let (path, expanded) = acwing_astar::shortest_path(board);
        let label = format!("{grid} ({} moves)", path.len());
        in_process_row("acwing_astar", &label, runs, || {
            black_box(acwing_astar::solve(black_box(grid)).unwrap());
        });
        println!("  nodes    acwing_astar       {label:<22} {expanded:>10} expanded");
        process_row(
            "acwing_astar",
            env!("CARGO_BIN_EXE_acwing_astar"),
            &label,
            &format!("{grid}\n"),
            process_runs,
        );
    }
    let solvable = Distances::from_goal(ACWING_GOAL, Adjacency::Grid).at_least(0);
    let start = Instant::now();
    let mut total_nodes = 0;
    let mut total_moves = 0;
    for board in &solvable {
        let (path, expanded) = acwing_astar::shortest_path(board.0);
        total_nodes += expanded;
        total_moves += path.len();
    }
    println!(
        "  all      acwing_astar       {} solvable grids      {:>10.3} s  ({:.1} nodes and {:.2} moves per grid)",
        solvable.len(),
        start.elapsed().as_secs_f64(),
        total_nodes as f64 / solvable.len() as f64,
        total_moves as f64 / solvable.len() as f64,
    );

    println!();
    println!("yuzan1830's alternating swaps (hardest inputs: the 3x3 grids needing 12 moves)");
    let oracle = Checker::new();
    let oracle = oracle.yuzan_oracles().for_side(3).unwrap();
    let hardest: Vec<Grid> = Grid::all(3)
        .filter(|g| oracle.fewest_moves(g) == Some(12))
        .collect();
    for grid in &hardest {
        let input = grid.to_input();
        let label = grid.describe();
        in_process_row("yuzan_alternating", &label, runs, || {
            black_box(yuzan_alternating::solve(black_box(&input)).unwrap());
        });
    }
    let first = hardest[0].to_input();
    process_row(
        "yuzan_alternating",
        env!("CARGO_BIN_EXE_yuzan_alternating"),
        &hardest[0].describe(),
        &first,
        process_runs,
    );
    let start = Instant::now();
    let mut solver = yuzan_alternating::Solver::new(3);
    let mut total_moves = 0;
    let mut count = 0;
    for grid in Grid::all(3) {
        let (_, cells) = yuzan_alternating::parse(&grid.to_input()).unwrap();
        total_moves += solver.solve(&cells).map_or(0, |path| path.len());
        count += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "  all      yuzan_alternating  {count} grids, one solver {elapsed:>10.3} s  ({:.1} us and {:.2} moves per grid)",
        elapsed * 1e6 / f64::from(count),
        total_moves as f64 / f64::from(count),
    );
}
