//! `cargo bench`: how fast each judge bin is on its hardest inputs. Std only, no harness.
//!
//! - in-process: the median of many calls of the bin's solving function;
//! - whole process: the median wall time of running the built binary on the input, which is
//!   what a judge measures, and its peak memory where GNU time is at `/usr/bin/time`;
//! - with `REFERENCE_DIR=<folder of the reference C++ binaries>` set, the reference program
//!   of the same name runs on the same input, interleaved with ours, and the ratio of the
//!   two medians is printed (both measured in this one run, on this machine).
//!
//! - an empty `fn main() {}`, compiled here with the flags `cargo build --release` gives
//!   rustc (`-C opt-level=3 -C embed-bitcode=no -C strip=debuginfo`), runs interleaved with
//!   ours too: the floor any judge bin pays for process start-up, and the ratio to it says
//!   how much of a run is the solver's own work;
//! - the 4×4 alternating-swap puzzle: 1,000 seeded uniformly random grids, each as a whole
//!   process (median, 99th percentile, slowest), and the reversed grid;
//! - CSES 1670: its farthest grid beside P1379's hardest board, both as whole processes;
//! - the 15-puzzle per board (`ONLY=aoj` runs this alone): for a 1-move board and each of
//!   Korf's instances within 45 moves, the boards generated, how many a second, and the whole
//!   process beside an empty main and beside `aoj_idastar.rs` as it was at commit 1019c12
//!   (`benches/baseline/`), built here the same way;
//! - the 15-puzzle: Korf's 100 instances through `aoj_idastar` in-process (total time and
//!   nodes beside Korf's 36.0 billion for Manhattan IDA*), and through the kit's oracle as a
//!   user runs it (`count --instances`), once building its pattern databases from nothing and
//!   once from the cache.
//!
//! Machines are noisy: read medians and ratios, not single times. `QUICK=1` cuts the
//! repetitions for a smoke run (and solves only the first ten Korf instances in-process).

#[allow(dead_code)]
#[path = "../src/bin/abc224_graph_puzzle.rs"]
mod abc224_graph_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/abc336_rotation_puzzle.rs"]
mod abc336_rotation_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/abc361_go_stones.rs"]
mod abc361_go_stones;
#[allow(dead_code)]
#[path = "../src/bin/acwing_astar.rs"]
mod acwing_astar;
#[allow(dead_code)]
#[path = "../src/bin/acwing_rotation_game.rs"]
mod acwing_rotation_game;
#[allow(dead_code)]
#[path = "../src/bin/acwing_steps.rs"]
mod acwing_steps;
#[allow(dead_code)]
#[path = "../src/bin/aoj_idastar.rs"]
mod aoj_idastar;
#[allow(dead_code)]
#[path = "../src/bin/aoj_seven_puzzle.rs"]
mod aoj_seven_puzzle;
#[allow(dead_code)]
#[path = "../src/bin/cses_swap_game.rs"]
mod cses_swap_game;
#[allow(dead_code)]
#[path = "../src/bin/kattis_rubiks_revenge.rs"]
mod kattis_rubiks_revenge;
#[allow(dead_code)]
#[path = "../src/bin/leetcode_sliding_puzzle.rs"]
mod leetcode_sliding_puzzle;
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
#[path = "../src/bin/p2324_knights.rs"]
mod p2324_knights;
#[allow(dead_code)]
#[path = "../src/bin/p2578_nine_digits.rs"]
mod p2578_nine_digits;
#[allow(dead_code)]
#[path = "../src/bin/p2730_magic_squares.rs"]
mod p2730_magic_squares;
#[allow(dead_code)]
#[path = "../src/bin/p4289_moving_toys.rs"]
mod p4289_moving_toys;
#[allow(dead_code)]
#[path = "../src/bin/yuzan_alternating.rs"]
mod yuzan_alternating;

use eight_puzzle::problems::aoj::{KORF100, KORF100_PUBLISHED};
use eight_puzzle::problems::rubiks::FARTHEST;
use eight_puzzle::problems::{acwing, yuzan};
use eight_puzzle::square::Square;
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
const ACWING_ROTATION_GAME: Bin = Bin {
    name: "acwing_rotation_game",
    exe: env!("CARGO_BIN_EXE_acwing_rotation_game"),
    solve: acwing_rotation_game::solve,
};
const AOJ_IDASTAR: Bin = Bin {
    name: "aoj_idastar",
    exe: env!("CARGO_BIN_EXE_aoj_idastar"),
    solve: aoj_idastar::solve,
};
const CSES_SWAP_GAME: Bin = Bin {
    name: "cses_swap_game",
    exe: env!("CARGO_BIN_EXE_cses_swap_game"),
    solve: cses_swap_game::solve,
};
const P2730_MAGIC_SQUARES: Bin = Bin {
    name: "p2730_magic_squares",
    exe: env!("CARGO_BIN_EXE_p2730_magic_squares"),
    solve: p2730_magic_squares::solve,
};
const P4289_MOVING_TOYS: Bin = Bin {
    name: "p4289_moving_toys",
    exe: env!("CARGO_BIN_EXE_p4289_moving_toys"),
    solve: p4289_moving_toys::solve,
};
const P2578_NINE_DIGITS: Bin = Bin {
    name: "p2578_nine_digits",
    exe: env!("CARGO_BIN_EXE_p2578_nine_digits"),
    solve: p2578_nine_digits::solve,
};
const ABC336_ROTATION_PUZZLE: Bin = Bin {
    name: "abc336_rotation_puzzle",
    exe: env!("CARGO_BIN_EXE_abc336_rotation_puzzle"),
    solve: abc336_rotation_puzzle::solve,
};
const KATTIS_RUBIKS_REVENGE: Bin = Bin {
    name: "kattis_rubiks_revenge",
    exe: env!("CARGO_BIN_EXE_kattis_rubiks_revenge"),
    solve: kattis_rubiks_revenge::solve,
};
const ABC361_GO_STONES: Bin = Bin {
    name: "abc361_go_stones",
    exe: env!("CARGO_BIN_EXE_abc361_go_stones"),
    solve: abc361_go_stones::solve,
};
const ABC224_GRAPH_PUZZLE: Bin = Bin {
    name: "abc224_graph_puzzle",
    exe: env!("CARGO_BIN_EXE_abc224_graph_puzzle"),
    solve: abc224_graph_puzzle::solve,
};
const P2324_KNIGHTS: Bin = Bin {
    name: "p2324_knights",
    exe: env!("CARGO_BIN_EXE_p2324_knights"),
    solve: p2324_knights::solve,
};
const ACWING_STEPS: Bin = Bin {
    name: "acwing_steps",
    exe: env!("CARGO_BIN_EXE_acwing_steps"),
    solve: acwing_steps::solve,
};
const AOJ_SEVEN_PUZZLE: Bin = Bin {
    name: "aoj_seven_puzzle",
    exe: env!("CARGO_BIN_EXE_aoj_seven_puzzle"),
    solve: aoj_seven_puzzle::solve,
};
const LEETCODE_SLIDING_PUZZLE: Bin = Bin {
    name: "leetcode_sliding_puzzle",
    exe: env!("CARGO_BIN_EXE_leetcode_sliding_puzzle"),
    solve: leetcode_sliding_puzzle::solve,
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

/// The medians of running each (executable, input) pair `runs` times, interleaved round by
/// round so that a slow patch of the machine hits them all alike.
fn interleaved(runs: usize, pairs: &[(&Path, &str)]) -> Vec<Duration> {
    let mut times = vec![Vec::new(); pairs.len()];
    for _ in 0..runs {
        for (slot, (exe, input)) in times.iter_mut().zip(pairs) {
            let start = Instant::now();
            run_once(exe, input);
            slot.push(start.elapsed());
        }
    }
    times
        .iter_mut()
        .map(|t| {
            t.sort();
            t[runs / 2]
        })
        .collect()
}

/// Whole-process median of our binary beside an empty `fn main() {}` (when it could be
/// built) and the reference one of the same name (when `REFERENCE_DIR` is set), all
/// interleaved.
fn process_row(bin: &Bin, label: &str, input: &str, runs: Runs) {
    let ours = PathBuf::from(bin.exe);
    let reference = std::env::var_os("REFERENCE_DIR").map(|dir| Path::new(&dir).join(bin.name));
    let reference = reference.filter(|path| path.exists());
    let before = a068afd(bin.name);
    let mut pairs = vec![(ours.as_path(), input)];
    pairs.extend(empty_main().map(|empty| (empty, "")));
    pairs.extend(reference.as_deref().map(|r| (r, input)));
    pairs.extend(before.as_deref().map(|b| (b, input)));
    let times = interleaved(runs.processes, &pairs);
    let memory = peak_kib(&ours, input).map_or("n/a".into(), |k| format!("{k} KiB"));
    let name = bin.name;
    print!(
        "  process  {name:<18} {label:<24} {:>10}  peak {memory}",
        ms(times[0])
    );
    let ratio = |other: Duration| other.as_secs_f64() / times[0].as_secs_f64();
    if empty_main().is_some() {
        print!("  {:.2}x an empty main", 1.0 / ratio(times[1]));
    }
    if let Some(&theirs) = reference.and(times.get(1 + usize::from(empty_main().is_some()))) {
        print!(
            "  reference {}  => {:.0}x faster",
            ms(theirs),
            ratio(theirs)
        );
    }
    if let Some(&old) = before.and(times.last()) {
        print!("  a068afd {} => {:.2}x its time", ms(old), 1.0 / ratio(old));
    }
    println!();
}

/// An empty `fn main() {}` built as cargo builds a release bin, once per run of the bench;
/// `None` if `rustc` is not on the path.
fn empty_main() -> Option<&'static Path> {
    static EMPTY: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    EMPTY
        .get_or_init(|| build("empty", "fn main() {}\n"))
        .as_deref()
}

/// `aoj_idastar.rs` as it was at commit 1019c12 (kept in `benches/baseline/`), built the same
/// way: what issue 18's speed-ups are measured against.
fn aoj_baseline() -> Option<&'static Path> {
    static BASELINE: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    let source = include_str!("baseline/aoj_idastar_1019c12.rs");
    BASELINE
        .get_or_init(|| build("aoj_idastar_1019c12", source))
        .as_deref()
}

/// Every judge bin as it stood at commit a068afd (`benches/baseline/`), before issue 26 made
/// the bins lighter: each process row runs it beside ours, and no row may be over 1.15x it.
const A068AFD: &[(&str, &str)] = &[
    (
        "abc224_graph_puzzle",
        include_str!("baseline/abc224_graph_puzzle_a068afd.rs"),
    ),
    (
        "acwing_astar",
        include_str!("baseline/acwing_astar_a068afd.rs"),
    ),
    (
        "acwing_steps",
        include_str!("baseline/acwing_steps_a068afd.rs"),
    ),
    (
        "aoj_idastar",
        include_str!("baseline/aoj_idastar_a068afd.rs"),
    ),
    (
        "aoj_seven_puzzle",
        include_str!("baseline/aoj_seven_puzzle_a068afd.rs"),
    ),
    (
        "cses_swap_game",
        include_str!("baseline/cses_swap_game_a068afd.rs"),
    ),
    (
        "leetcode_sliding_puzzle",
        include_str!("baseline/leetcode_sliding_puzzle_a068afd.rs"),
    ),
    ("p1379", include_str!("baseline/p1379_a068afd.rs")),
    ("p1379_flat", include_str!("baseline/p1379_flat_a068afd.rs")),
    (
        "p1379_reverse",
        include_str!("baseline/p1379_reverse_a068afd.rs"),
    ),
    (
        "p2324_knights",
        include_str!("baseline/p2324_knights_a068afd.rs"),
    ),
    (
        "yuzan_alternating",
        include_str!("baseline/yuzan_alternating_a068afd.rs"),
    ),
];

/// The bin `name` as it was at a068afd, built once per run like the empty main.
fn a068afd(name: &str) -> Option<PathBuf> {
    static BUILT: std::sync::Mutex<Vec<(String, Option<PathBuf>)>> =
        std::sync::Mutex::new(Vec::new());
    let mut built = BUILT.lock().ok()?;
    if let Some((_, exe)) = built.iter().find(|(n, _)| n == name) {
        return exe.clone();
    }
    let source = A068AFD.iter().find(|(n, _)| *n == name).map(|(_, s)| *s);
    let exe = source.and_then(|source| build(&format!("{name}_a068afd"), source));
    built.push((name.to_string(), exe.clone()));
    exe
}

/// A one-file program built with the flags `cargo build --release` gives rustc, into this
/// run's temporary folder; `None` if `rustc` is not on the path or the build fails.
fn build(name: &str, source: &str) -> Option<PathBuf> {
    let dir = std::env::temp_dir().join(format!("eight-puzzle-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let (file, exe) = (dir.join(format!("{name}.rs")), dir.join(name));
    std::fs::write(&file, source).ok()?;
    let status = Command::new("rustc")
        .args(["--edition", "2021", "-C", "opt-level=3"])
        .args(["-C", "embed-bitcode=no", "-C", "strip=debuginfo", "-o"])
        .arg(&exe)
        .arg(&file)
        .status()
        .ok()?;
    status.success().then_some(exe)
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

/// Korf's instances: (number, optimal length, AOJ input text).
fn korf() -> Vec<(u32, u32, String)> {
    let rows = KORF100.lines().filter(|line| !line.starts_with('#'));
    let parse = |line: &str| {
        let n: Vec<u8> = line
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let board = Square::from_cells(4, &n[2..]).unwrap();
        (u32::from(n[0]), u32::from(n[1]), board.to_string())
    };
    rows.map(parse).collect()
}

/// The Korf instances of at most 45 moves (AOJ's bound) and the two 31-move 3×3 boards, all
/// in-process; the 3×3 boards as whole processes too (the Korf boards get
/// [`aoj_per_board`]'s rows).
fn aoj_section() -> Section {
    let mut inputs: Vec<(String, String)> = Vec::new();
    for text in ["8 6 7\n2 5 4\n3 0 1\n", "6 4 7\n8 5 0\n3 2 1\n"] {
        inputs.push((
            format!("3x3 {} (31)", text.replace('\n', " ").trim()),
            text.into(),
        ));
    }
    let korf = korf().into_iter().filter(|(_, length, _)| *length <= 45);
    inputs.extend(korf.map(|(n, length, text)| (format!("Korf #{n} ({length} moves)"), text)));
    Section {
        title:
            "AOJ ALDS1_13_B/C (the two 31-move 3x3 boards, Korf's instances within AOJ's 45 moves)",
        bins: vec![(AOJ_IDASTAR, inputs)],
        as_process: 2,
    }
}

/// Issue 18's rows: for a 1-move 4×4 board and each of Korf's instances within 45 moves,
/// the boards the search generates and how many a second, then the whole process beside an
/// empty main and beside `aoj_idastar.rs` as it was at commit 1019c12, interleaved.
fn aoj_per_board(runs: Runs) {
    let solver = aoj_idastar::Solver::new(4);
    let ours = PathBuf::from(AOJ_IDASTAR.exe);
    let mut boards = vec![(
        "1 move".to_string(),
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n".to_string(),
    )];
    let korf = korf().into_iter().filter(|(_, length, _)| *length <= 45);
    boards.extend(korf.map(|(n, length, text)| (format!("Korf #{n} ({length})"), text)));
    for (label, text) in &boards {
        let cells: Vec<u8> = text
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let (_, nodes) = solver.distance_within(&cells, u64::MAX).unwrap();
        let time = median(runs.calls.min(21), || {
            black_box(aoj_idastar::Solver::new(4).distance_within(black_box(&cells), u64::MAX));
        });
        let rate = nodes as f64 / time.as_secs_f64() / 1e6;
        let before = a068afd("aoj_idastar");
        let mut pairs = vec![(ours.as_path(), text.as_str())];
        pairs.extend(empty_main().map(|empty| (empty, "")));
        pairs.extend(aoj_baseline().map(|old| (old, text.as_str())));
        pairs.extend(before.as_deref().map(|b| (b, text.as_str())));
        let times = interleaved(runs.processes, &pairs);
        let ratio = |i: usize| times[i].as_secs_f64() / times[0].as_secs_f64();
        print!(
            "  aoj      {label:<16} {nodes:>9} boards {rate:>6.1} M/s  process {:>10}",
            ms(times[0])
        );
        if empty_main().is_some() {
            print!("  {:.2}x an empty main", 1.0 / ratio(1));
        }
        let at = 1 + usize::from(empty_main().is_some());
        if let Some(&old) = aoj_baseline().and(times.get(at)) {
            print!("  1019c12 {} => {:.2}x faster", ms(old), ratio(at));
        }
        if let Some(&old) = before.and(times.last()) {
            print!(
                "  a068afd {} => {:.2}x its time",
                ms(old),
                1.0 / ratio(times.len() - 1)
            );
        }
        println!();
    }
}

/// The worst 3×3 boards as whole processes, `aoj_idastar` against `acwing_astar`.
fn aoj_against_acwing(runs: Runs) {
    let boards = [
        ("8 6 7\n2 5 4\n3 0 1\n", "8 6 7 2 5 4 3 x 1\n"),
        ("6 4 7\n8 5 0\n3 2 1\n", "6 4 7 8 5 x 3 2 1\n"),
    ];
    for (aoj, acwing) in boards {
        let (a, b) = (
            PathBuf::from(AOJ_IDASTAR.exe),
            PathBuf::from(ACWING_ASTAR.exe),
        );
        let times = interleaved(runs.processes, &[(&a, aoj), (&b, acwing)]);
        let ratio = times[0].as_secs_f64() / times[1].as_secs_f64();
        let label = acwing.trim();
        println!(
            "  3x3      aoj_idastar vs acwing_astar on {label}: {} vs {} ({ratio:.2}x)",
            ms(times[0]),
            ms(times[1])
        );
    }
}

/// The nodes Korf's IDA* with Manhattan distance generated on each instance (his Table 1;
/// 35,991,891,075 in all).
fn korf_nodes() -> Vec<u64> {
    let rows = KORF100_PUBLISHED
        .lines()
        .filter(|line| !line.starts_with('#'));
    rows.map(|line| line.split_whitespace().nth(2).unwrap().parse().unwrap())
        .collect()
}

/// Korf's 100 through `aoj_idastar` in-process (the first ten under `QUICK`), beside the
/// nodes Korf's IDA* with Manhattan distance generated on the same instances.
fn korf_through_the_bin(quick: bool) {
    let solver = aoj_idastar::Solver::new(4);
    let all = korf();
    let chosen = if quick { &all[..10] } else { &all[..] };
    let korf_total: u64 = korf_nodes()[..chosen.len()].iter().sum();
    let (mut nodes, mut slowest, start) = (0u64, (Duration::ZERO, 0), Instant::now());
    for (n, length, text) in chosen {
        let board: Vec<u8> = text
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let began = Instant::now();
        let (moves, generated) = solver.distance_within(&board, u64::MAX).unwrap();
        assert_eq!(moves, *length, "Korf #{n}");
        slowest = slowest.max((began.elapsed(), *n));
        nodes += generated;
    }
    let seconds = start.elapsed().as_secs_f64();
    let fewer = korf_total as f64 / nodes as f64;
    println!("  korf     aoj_idastar        {} instances {seconds:>12.2} s  {nodes} nodes, Korf's Manhattan IDA* {korf_total} ({fewer:.1}x fewer), slowest #{} {:.2} s", chosen.len(), slowest.1, slowest.0.as_secs_f64());
}

/// The kit's oracle on Korf's 100 as a user runs it: `count --instances`, first with an
/// empty cache (the pattern databases are built) and then with the cache they left.
fn kit_oracle_on_korf() {
    let dir = std::env::temp_dir().join(format!("eight-puzzle-bench-cache-{}", std::process::id()));
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/src/data/korf100-aoj.txt");
    for label in ["building", "cached"] {
        let start = Instant::now();
        let output = Command::new("/usr/bin/time")
            .args([
                "-f",
                "%M",
                env!("CARGO_BIN_EXE_count"),
                "--problem",
                "aoj_idastar",
                "--instances",
                file,
            ])
            .env("EIGHT_PUZZLE_CACHE", &dir)
            .output();
        let seconds = start.elapsed().as_secs_f64();
        let Ok(output) = output else {
            println!("  oracle   needs /usr/bin/time");
            return;
        };
        let stdout = String::from_utf8_lossy(&output.stdout);
        let total = stdout.lines().last().unwrap_or("").to_string();
        let peak = String::from_utf8_lossy(&output.stderr)
            .trim()
            .lines()
            .last()
            .unwrap_or("")
            .to_string();
        println!(
            "  oracle   count --instances ({label:<8}) {seconds:>8.2} s, peak {peak} KiB: {total}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// 4×4 alternating swaps: `count` seeded uniformly random grids, one process each, then the
/// reversed grid; the slowest grids are named so they can be replayed.
fn yuzan_4x4(count: usize) {
    let exe = PathBuf::from(YUZAN_ALTERNATING.exe);
    let mut rng = eight_puzzle::mt19937::Mt19937::new(1000);
    let mut times: Vec<(Duration, String)> = (0..count)
        .map(|_| {
            let mut cells: Vec<u32> = (1..=16).collect();
            eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
            let grid = yuzan::Grid::from_cells(cells).unwrap().to_input();
            let start = Instant::now();
            run_once(&exe, &grid);
            (start.elapsed(), grid.replace('\n', " "))
        })
        .collect();
    times.sort();
    let at = |q: usize| ms(times[(count * q / 100).min(count - 1)].0);
    let (slowest, grid) = &times[count - 1];
    println!("  4x4      yuzan_alternating  {count} random grids, whole process: median {}, p99 {}, slowest {} ({})", at(50), at(99), ms(*slowest), grid.trim());
    let reversed = "16 15 14 13\n12 11 10 9\n8 7 6 5\n4 3 2 1\n";
    let start = Instant::now();
    run_once(&exe, reversed);
    println!(
        "  4x4      yuzan_alternating  reversed grid (26 moves), whole process {}",
        ms(start.elapsed())
    );
}

/// CSES 1670's farthest grid (the reversed one, 16 swaps) beside P1379's hardest board.
fn cses_against_p1379(runs: Runs) {
    let (a, b) = (PathBuf::from(CSES_SWAP_GAME.exe), PathBuf::from(P1379.exe));
    let times = interleaved(
        runs.processes,
        &[(&a, "9 8 7\n6 5 4\n3 2 1\n"), (&b, "867205341\n")],
    );
    let ratio = times[0].as_secs_f64() / times[1].as_secs_f64();
    println!("  cses     cses_swap_game on 9 8 7 / 6 5 4 / 3 2 1 vs p1379 on 867205341: {} vs {} ({ratio:.2}x)", ms(times[0]), ms(times[1]));
}

fn cses_section() -> Section {
    Section {
        title: "CSES 1670 Swap Game (farthest grid: the reversed one, 16 swaps; the sample)",
        bins: vec![(
            CSES_SWAP_GAME,
            labelled(&["9 8 7\n6 5 4\n3 2 1", "2 1 3\n7 5 9\n8 4 6"]),
        )],
        as_process: 2,
    }
}

/// P2730 魔板 on two of the five farthest targets (22 moves) and the sample.
fn magic_section() -> Section {
    Section {
        title: "P2730 / AcWing 1107 魔板 (farthest targets, 22 moves; the sample)",
        bins: vec![(
            P2730_MAGIC_SQUARES,
            labelled(&["4 3 1 2 5 6 7 8", "8 3 2 1 4 7 6 5", "2 6 8 4 5 7 3 1"]),
        )],
        as_process: 2,
    }
}

/// P4289 移动玩具 on a pair 20 moves apart (the most of any pair; 8 toys, the largest
/// matching), the sample, and 16 toys (the matching of empty cells, none).
fn toys_section() -> Section {
    Section {
        title: "P4289 移动玩具 (a farthest pair, 20 moves; the sample; a full box)",
        bins: vec![(
            P4289_MOVING_TOYS,
            labelled(&[
                "1111 1110 1000 0000\n0001 0011 0011 0111",
                "1111 0000 1110 0010\n1010 0101 1010 0101",
                "1111 1111 1111 1111\n1111 1111 1111 1111",
            ]),
        )],
        as_process: 2,
    }
}

/// ABC336 F's inputs: the 20-move sample, and 8×8 grids 20 moves out and beyond 20.
const ROTATION_PUZZLE_CASES: [&str; 3] = ["sample-3", "eight-20", "eight-beyond"];

/// ABC336 F on [`ROTATION_PUZZLE_CASES`], in-process and as processes, beside the textbook
/// meet in the middle in-process.
fn rotation_puzzle_section(runs: Runs) {
    let inputs: Vec<(String, String)> = ROTATION_PUZZLE_CASES
        .iter()
        .map(|&name| {
            let path = format!("cases/abc336_rotation_puzzle/{name}.in");
            (
                name.to_string(),
                std::fs::read_to_string(path).expect("a case"),
            )
        })
        .collect();
    run_section(&Section {
        title: "ABC336 F Rotation Puzzle (the 20-move sample; 8×8 grids 20 moves out and beyond 20)",
        bins: vec![(ABC336_ROTATION_PUZZLE, inputs.clone())],
        as_process: inputs.len(),
    }, runs);
    beside_textbook(
        &ABC336_ROTATION_PUZZLE,
        &inputs,
        runs,
        "meet in the middle",
        rotation_puzzle_textbook::fewest,
    );
}

/// Each input as a process of `bin` beside the textbook solver `textbook` in-process (the
/// median of 3, its answer held to the bin's), and the least of the ratios.
fn beside_textbook(
    bin: &Bin,
    inputs: &[(String, String)],
    runs: Runs,
    what: &str,
    textbook: impl Fn(&str) -> i64,
) {
    let exe = PathBuf::from(bin.exe);
    let mut ratios = Vec::new();
    for (label, input) in inputs {
        let ours = interleaved(runs.processes, &[(exe.as_path(), input.as_str())])[0];
        let mut theirs = 0;
        let time = median(3, || theirs = black_box(textbook(input)));
        let answer = (bin.solve)(input).unwrap();
        assert_eq!(answer.trim(), theirs.to_string(), "{label}");
        ratios.push(time.as_secs_f64() / ours.as_secs_f64());
        println!(
            "  textbook {what} in-process {} vs ours as a process {} on {label} => {:.0}x faster",
            ms(time),
            ms(ours),
            ratios[ratios.len() - 1]
        );
    }
    ratios.sort_by(f64::total_cmp);
    println!(
        "  least of the {}: {:.0}x faster (target 20x)",
        ratios.len(),
        ratios[0]
    );
}

/// The textbook meet in the middle for ABC336 F, the baseline `abc336_rotation_puzzle` is
/// measured against: a `BTreeMap` of whole grids from each side, 10 moves deep depth first
/// (never the last move again), each grid's least depth; then every grid of one side looked
/// up in the other. Written here, not in the bin.
mod rotation_puzzle_textbook {
    use std::collections::BTreeMap;

    fn turn(h: usize, w: usize, g: &[u8], m: usize) -> Vec<u8> {
        let (x, y) = (m / 2, m % 2);
        let mut next = g.to_vec();
        for i in 0..h - 1 {
            for j in 0..w - 1 {
                next[(i + x) * w + j + y] = g[(h - 2 - i + x) * w + (w - 2 - j + y)];
            }
        }
        next
    }

    fn side(h: usize, w: usize, g: Vec<u8>, d: u32, last: usize, map: &mut BTreeMap<Vec<u8>, u32>) {
        let least = map.entry(g.clone()).or_insert(d);
        *least = (*least).min(d);
        if d < 10 {
            for m in (0..4).filter(|&m| m != last) {
                side(h, w, turn(h, w, &g, m), d + 1, m, map);
            }
        }
    }

    /// The fewest moves for the input text, or -1.
    pub fn fewest(input: &str) -> i64 {
        let v: Vec<usize> = input
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let (h, w) = (v[0], v[1]);
        let (mut from_start, mut from_goal) = (BTreeMap::new(), BTreeMap::new());
        side(
            h,
            w,
            v[2..].iter().map(|&x| x as u8).collect(),
            0,
            4,
            &mut from_start,
        );
        side(h, w, (1..=(h * w) as u8).collect(), 0, 4, &mut from_goal);
        let meet = from_start
            .iter()
            .filter_map(|(g, d)| Some(d + from_goal.get(g)?));
        meet.min().map_or(-1, i64::from)
    }
}

/// ABC361 D on one of the two farthest pairs for N = 14, a -1 by the black count, and a -1
/// that only the search finds (N = 4).
fn go_stones_section() -> Section {
    Section {
        title: "ABC361 D Go Stone Puzzle (a farthest pair for N = 14, 10 moves; two -1s; sample 3)",
        bins: vec![(
            ABC361_GO_STONES,
            labelled(&[
                "14\nBBBBBWBWBWWWWW\nWWWWWBWBWBBBBB",
                "14\nBWBWBWBWBWBWBW\nBBBWBWBWBWBWBW",
                "4\nBBWW\nBWBW",
                "14\nBBBWBWWWBBWWBW\nWBWWBBWWWBWBBB",
            ]),
        )],
        as_process: 2,
    }
}

/// P2578 九数码游戏 on the one board 32 moves out, one 31 out, and the sample.
fn nine_digits_section() -> Section {
    Section {
        title: "P2578 九数码游戏 (the farthest board, 32 moves; one at 31; the sample)",
        bins: vec![(
            P2578_NINE_DIGITS,
            labelled(&[
                "2 7 0\n3 4 5\n8 1 6",
                "2 7 0\n5 8 3\n4 1 6",
                "2 3 0\n1 8 7\n5 4 6",
            ]),
        )],
        as_process: 2,
    }
}

/// The breadth-first search classics of issue 29, one section after another.
fn search_sections(runs: Runs) {
    run_section(&magic_section(), runs);
    println!();
    run_section(&toys_section(), runs);
    println!();
    run_section(&nine_digits_section(), runs);
    println!();
    rotation_section(runs);
    println!();
    run_section(&go_stones_section(), runs);
    println!();
    rotation_puzzle_section(runs);
    println!();
    rubiks_section(runs);
}

/// Kattis rubiksrevenge on the ten listed grids of the farthest layer (12 moves), in-process
/// and each as a process, then each beside the textbook two-ended search in-process.
fn rubiks_section(runs: Runs) {
    let inputs: Vec<(String, String)> = FARTHEST
        .iter()
        .map(|far| (far.to_string(), far.replace(' ', "\n") + "\n"))
        .collect();
    run_section(
        &Section {
            title:
                "Kattis rubiksrevenge (the ten listed grids 12 moves out, the farthest there are)",
            bins: vec![(KATTIS_RUBIKS_REVENGE, inputs.clone())],
            as_process: inputs.len(),
        },
        runs,
    );
    beside_textbook(
        &KATTIS_RUBIKS_REVENGE,
        &inputs,
        runs,
        "two-ended search",
        |input| i64::from(rubiks_textbook::fewest(input)),
    );
}

/// The textbook two-ended breadth-first search for Kattis rubiksrevenge, the baseline
/// `kattis_rubiks_revenge` is measured against: a grid packed into a `u32` (2 bits a cell), a
/// `HashSet` of grids from each side, the smaller side grown a layer at a time until a new
/// grid is in the other's set. Written here, not in the bin.
mod rubiks_textbook {
    use std::collections::HashSet;

    /// Move m: rows 0-3 left and right (m < 8; a row is a byte), columns 0-3 up and down
    /// (a column's cells turned by a byte through the word).
    fn turn(g: u32, m: usize) -> u32 {
        let line = (m / 2) as u32 % 4;
        if m < 8 {
            let row = (g >> (8 * line)) as u8;
            let turned = if m % 2 == 0 {
                row.rotate_right(2)
            } else {
                row.rotate_left(2)
            };
            g & !(0xFF << (8 * line)) | u32::from(turned) << (8 * line)
        } else {
            let mask = 0x0303_0303 << (2 * line);
            let cells = g & mask;
            let turned = if m % 2 == 0 {
                cells.rotate_right(8)
            } else {
                cells.rotate_left(8)
            };
            g & !mask | turned
        }
    }

    /// The fewest moves for the input text.
    pub fn fewest(input: &str) -> u32 {
        let pack = |text: &str| {
            let letters = text.bytes().filter(|b| !b.is_ascii_whitespace());
            letters.enumerate().fold(0, |g, (k, b)| {
                g | (b"RGBY".iter().position(|&c| c == b).unwrap() as u32) << (2 * k)
            })
        };
        let (start, goal) = (pack(input), pack("RRRRGGGGBBBBYYYY"));
        if start == goal {
            return 0;
        }
        let mut sides = [
            (HashSet::from([start]), vec![start]),
            (HashSet::from([goal]), vec![goal]),
        ];
        for depth in 1.. {
            let i = usize::from(sides[1].1.len() < sides[0].1.len());
            let mut next = Vec::new();
            for &g in &sides[i].1 {
                for m in 0..16 {
                    let n = turn(g, m);
                    if sides[1 - i].0.contains(&n) {
                        return depth;
                    }
                    next.push(n);
                }
            }
            next.retain(|&n| sides[i].0.insert(n));
            sides[i].1 = next;
        }
        unreachable!("every grid reaches the goal")
    }
}

/// The textbook IDA* for AcWing 181 / POJ 2286, the baseline `acwing_rotation_game` is
/// measured against: h = 8 - the most frequent digit's count in the centre, the bound raised
/// by 1 from h, moves A-H in order, never the move that undoes the last. Written here, not in
/// the bin.
mod rotation_textbook {
    const LINES: [[usize; 7]; 8] = [
        [0, 2, 6, 11, 15, 20, 22],
        [1, 3, 8, 12, 17, 21, 23],
        [10, 9, 8, 7, 6, 5, 4],
        [19, 18, 17, 16, 15, 14, 13],
        [23, 21, 17, 12, 8, 3, 1],
        [22, 20, 15, 11, 6, 2, 0],
        [13, 14, 15, 16, 17, 18, 19],
        [4, 5, 6, 7, 8, 9, 10],
    ];
    const UNDO: [usize; 8] = [5, 4, 7, 6, 1, 0, 3, 2];
    const CENTRE: [usize; 8] = [6, 7, 8, 11, 12, 15, 16, 17];

    fn h(q: &[u8; 24]) -> usize {
        let mut count = [0; 4];
        for &c in &CENTRE {
            count[usize::from(q[c])] += 1;
        }
        8 - count.iter().max().unwrap()
    }

    fn shift(q: &mut [u8; 24], line: &[usize; 7]) {
        let head = q[line[0]];
        for i in 0..6 {
            q[line[i]] = q[line[i + 1]];
        }
        q[line[6]] = head;
    }

    fn dfs(q: &mut [u8; 24], depth: usize, bound: usize, last: usize, path: &mut String) -> bool {
        let h = h(q);
        if depth + h > bound {
            return false;
        }
        if h == 0 {
            return true;
        }
        for m in (0..8).filter(|&m| last == 8 || UNDO[last] != m) {
            shift(q, &LINES[m]);
            path.push((b'A' + m as u8) as char);
            if dfs(q, depth + 1, bound, m, path) {
                return true;
            }
            path.pop();
            shift(q, &LINES[UNDO[m]]);
        }
        false
    }

    /// The answers for an input of boards ended by 0.
    pub fn solve(input: &str) -> String {
        let numbers: Vec<u8> = input
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let mut out = String::new();
        for case in numbers.chunks_exact(24) {
            let mut q: [u8; 24] = case.try_into().unwrap();
            let mut path = String::new();
            let mut bound = h(&q);
            while !dfs(&mut q, 0, bound, 8, &mut path) {
                bound += 1;
            }
            match path.is_empty() {
                true => out += "No moves needed\n",
                false => out += &format!("{path}\n"),
            }
            out += &format!("{}\n", q[6]);
        }
        out
    }
}

/// AcWing 181 回转游戏: 30 seeded random boards (the case file), 30 boards 13 moves out
/// (the most any board needs) and the sample, in-process and as processes; then the 30
/// random boards as one process beside the textbook IDA* in-process on the same input.
fn rotation_section(runs: Runs) {
    println!(
        "AcWing 181 / POJ 2286 回转游戏 (30 random boards; 30 boards 13 moves out; the sample)"
    );
    let case = |name: &str| {
        let path = format!(
            "{}/cases/acwing_rotation_game/{name}.in",
            env!("CARGO_MANIFEST_DIR")
        );
        (
            name.to_string(),
            std::fs::read_to_string(path).expect("a case"),
        )
    };
    let inputs = [case("thirty"), case("hardest"), case("sample")];
    for (label, input) in &inputs {
        in_process_row(&ACWING_ROTATION_GAME, label, input, runs);
    }
    for (label, input) in &inputs {
        process_row(&ACWING_ROTATION_GAME, label, input, runs);
    }
    let thirty = inputs[0].1.as_str();
    let exe = PathBuf::from(ACWING_ROTATION_GAME.exe);
    let ours = interleaved(runs.processes, &[(exe.as_path(), thirty)])[0];
    let theirs = median(3, || drop(black_box(rotation_textbook::solve(thirty))));
    assert_eq!(
        rotation_textbook::solve(thirty),
        acwing_rotation_game::solve(thirty).unwrap()
    );
    let ratio = theirs.as_secs_f64() / ours.as_secs_f64();
    println!(
        "  textbook IDA* in-process {} vs ours as a process {} on the 30 random boards => {ratio:.0}x faster",
        ms(theirs),
        ms(ours)
    );
}

/// AcWing 845, AOJ 0121 and LeetCode 773 on their hardest inputs: the 31-move grids, a
/// thousand puzzles (the case file) and the farthest board, the 21-move one.
fn small_section() -> Section {
    let thousand = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/cases/aoj_seven_puzzle/thousand.in"
    );
    let thousand = std::fs::read_to_string(thousand).expect("the thousand-puzzle case");
    let seven = vec![
        (
            "1,000 puzzles (cases/aoj_seven_puzzle/thousand.in)".to_string(),
            thousand,
        ),
        (
            "3 2 5 4 7 6 1 0 (36 moves)".to_string(),
            "3 2 5 4 7 6 1 0\n".to_string(),
        ),
    ];
    Section {
        title: "AcWing 845, AOJ 0121 Seven Puzzle, LeetCode 773 (hardest inputs)",
        bins: vec![
            (
                ACWING_STEPS,
                labelled(&["8 6 7 2 5 4 3 x 1", "6 4 7 8 5 x 3 2 1"]),
            ),
            (AOJ_SEVEN_PUZZLE, seven),
            (LEETCODE_SLIDING_PUZZLE, labelled(&["[[4,5,0],[1,2,3]]"])),
        ],
        as_process: 2,
    }
}

/// A case file of `cases/abc224_graph_puzzle/`.
fn graph_case(name: &str) -> (String, String) {
    let path = format!(
        "{}/cases/abc224_graph_puzzle/{name}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    (
        name.to_string(),
        std::fs::read_to_string(path).expect("a case file"),
    )
}

/// ABC224 D: the samples' longest, the farthest arrangements of the case files (100 moves on
/// a 9-cycle with a chord, 12 on K9), a `-1` on K4,5, and the slowest of 2,000 seeded random
/// cases (random graphs of every size, walked or uniform arrangements), found in-process
/// (each timed once, then the 20 slowest five times more).
fn graph_section(quick: bool) -> Section {
    let mut inputs: Vec<(String, String)> = [
        "cycle-chord-farthest-100",
        "13-edges-farthest-46",
        "17-edges-farthest-29",
        "complete-farthest-12",
        "complete-bipartite-odd",
        "sample-4",
    ]
    .iter()
    .map(|name| graph_case(name))
    .collect();
    let problem = eight_puzzle::registry::find("abc224_graph_puzzle").unwrap();
    let mut rng = eight_puzzle::mt19937::Mt19937::new(2024);
    let time = |case: &str| {
        let started = Instant::now();
        black_box(abc224_graph_puzzle::solve(case).unwrap());
        started.elapsed()
    };
    let mut timed: Vec<(Duration, String)> = (0..if quick { 100 } else { 2000 })
        .map(|round| match round % 2 {
            0 => problem.walk(&mut rng, 200),
            _ => problem.uniform(&mut rng),
        })
        .map(|case| (time(&case), case))
        .collect();
    // One timing each lets a stray slow run pick the case: the 20 slowest are timed again,
    // and the largest of their medians of five picks it.
    timed.sort_unstable_by(|a, b| b.cmp(a));
    let median = |case: &str| {
        let mut times: Vec<Duration> = (0..5).map(|_| time(case)).collect();
        times.sort_unstable();
        times[2]
    };
    let slowest = timed
        .into_iter()
        .take(20)
        .map(|(_, case)| (median(&case), case))
        .max()
        .expect("some cases");
    let answer = abc224_graph_puzzle::solve(&slowest.1).unwrap();
    let label = format!("slowest of the random cases ({} moves)", answer.trim());
    inputs.push((label, slowest.1));
    Section {
        title: "ABC224 D 8 Puzzle on Graph (farthest arrangements, a -1, the slowest random case)",
        as_process: inputs.len(),
        bins: vec![(ABC224_GRAPH_PUZZLE, inputs)],
    }
}

/// The textbook IDA* for P2324, the baseline `p2324_knights` is measured against: h = the
/// misplaced knights, the bound raised by 1 from h up to 15, every knight tried (also the one
/// that just moved). Written here, not in the bin.
mod textbook {
    const GOAL: &[u8; 25] = b"111110111100*110000100000";

    fn h(board: &[u8; 25]) -> u32 {
        let wrong = |(c, g): (&u8, &u8)| *c != b'*' && c != g;
        board.iter().zip(GOAL).filter(|&p| wrong(p)).count() as u32
    }

    fn dfs(board: &mut [u8; 25], empty: usize, g: u32, bound: u32) -> bool {
        let h = h(board);
        if h == 0 {
            return true;
        }
        if g + h > bound {
            return false;
        }
        let (row, col) = ((empty / 5) as i32, (empty % 5) as i32);
        for (dr, dc) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            let (r, c) = (row + dr, col + dc);
            if (0..5).contains(&r) && (0..5).contains(&c) {
                let from = (r * 5 + c) as usize;
                board.swap(empty, from);
                let found = dfs(board, from, g + 1, bound);
                board.swap(empty, from);
                if found {
                    return true;
                }
            }
        }
        false
    }

    /// The answers for an input of T boards.
    pub fn solve(input: &str) -> String {
        let lines: Vec<&str> = input.split_whitespace().skip(1).collect();
        let mut out = String::new();
        for rows in lines.chunks(5) {
            let mut board: [u8; 25] = rows.concat().as_bytes().try_into().unwrap();
            let empty = board.iter().position(|&c| c == b'*').unwrap();
            let found = (h(&board)..=15).find(|&bound| dfs(&mut board, empty, 0, bound));
            out += &format!("{}\n", found.map_or(-1, i64::from));
        }
        out
    }
}

/// P2324: ten boards 15 moves out and ten 16–17 out (all `-1`), each input of ten boards as
/// one process, beside the textbook IDA* in-process on the same inputs.
fn knights_section(runs: Runs) {
    println!("P2324 knights (ten boards 15 moves out; ten 16-17 out, all -1)");
    let mut inputs = Vec::new();
    for name in ["ten-at-15", "ten-at-16-17"] {
        let path = format!(
            "{}/cases/p2324_knights/{name}.in",
            env!("CARGO_MANIFEST_DIR")
        );
        inputs.push((
            name.to_string(),
            std::fs::read_to_string(path).expect("a case"),
        ));
    }
    for (label, input) in &inputs {
        in_process_row(&P2324_KNIGHTS, label, input, runs);
        let ours = median(runs.calls.min(21), || {
            drop(black_box(p2324_knights::solve(input)))
        });
        let theirs = median(3, || drop(black_box(textbook::solve(input))));
        assert_eq!(textbook::solve(input), p2324_knights::solve(input).unwrap());
        let ratio = theirs.as_secs_f64() / ours.as_secs_f64();
        println!(
            "  textbook {label:<26} {} vs ours {} in-process => {ratio:.0}x faster",
            ms(theirs),
            ms(ours)
        );
    }
    for (label, input) in &inputs {
        process_row(&P2324_KNIGHTS, label, input, runs);
    }
}

/// The repetitions of a full run, or of a smoke run (`QUICK=1`).
fn runs(quick: bool) -> Runs {
    match quick {
        true => Runs {
            calls: 5,
            processes: 5,
        },
        false => Runs {
            calls: 101,
            processes: 41,
        },
    }
}

/// `ONLY=knights|graph|aoj|small|search|rubiks` runs one section (`rubiks` is also in `search`); `QUICK=1` everything briefly; a full run
/// also writes `docs/benchmarks.md` (see [`record`]).
fn main() {
    let quick = std::env::var_os("QUICK").is_some();
    let runs = runs(quick);
    match std::env::var("ONLY").as_deref() {
        Ok("knights") => knights_section(runs),
        Ok("graph") => run_section(&graph_section(quick), runs),
        Ok("aoj") => {
            aoj_per_board(runs);
            aoj_against_acwing(runs);
        }
        Ok("small") => run_section(&small_section(), runs),
        Ok("search") => search_sections(runs),
        Ok("rubiks") => rubiks_section(runs),
        Ok(other) => {
            panic!("ONLY={other}: the sections are knights, graph, aoj, small, search and rubiks")
        }
        Err(_) if quick || std::env::var_os(RECORDING).is_some() => everything(runs, quick),
        Err(_) => record(),
    }
}

/// Set in the full run that [`record`] starts.
const RECORDING: &str = "EIGHT_PUZZLE_BENCH_RECORDING";

/// A full run: runs the bench again as a child, echoing its output, and writes that output to
/// `docs/benchmarks.md` with the date, the machine's cores and the empty main's time, so that
/// a bench run refreshes the published numbers.
fn record() {
    let mut child = Command::new(std::env::current_exe().expect("the bench's path"))
        .args(std::env::args().skip(1))
        .env(RECORDING, "1")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the bench runs again");
    let mut text = String::new();
    let lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    for line in lines.map_while(Result::ok) {
        println!("{line}");
        text += &line;
        text.push('\n');
    }
    assert!(child.wait().unwrap().success(), "the bench failed");
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let page = format!(
        "# Benchmarks\n\nWritten by `cargo bench` (a full run, neither `QUICK` nor `ONLY` set) on {}, on a\n\
         machine with {cores} cores. `in-proc` rows are medians of the solving function called in\n\
         the bench's process; `process` rows are medians of the built binary run on the input, as\n\
         a judge runs it, interleaved with an empty `fn main() {{}}` built with the same flags,\n\
         with the bin as it stood at commit a068afd (`benches/baseline/`) and, where\n\
         `REFERENCE_DIR` is set, with the seed's C++. Machines are noisy: read medians and ratios.\n\n\
         ```text\n{text}```\n",
        today()
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/benchmarks.md");
    std::fs::write(&path, page).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!("wrote {}", path.display());
}

/// Today's date (UTC) as YYYY-MM-DD, from the days since 1970 (Hinnant's civil calendar).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let z = (secs / 86_400) as i64 + 719_468;
    let (era, doe) = (z.div_euclid(146_097), z.rem_euclid(146_097));
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let (day, month) = (
        doy - (153 * mp + 2) / 5 + 1,
        if mp < 10 { mp + 3 } else { mp - 9 },
    );
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year}-{month:02}-{day:02}")
}

/// Every section, in order, after the empty main's own time.
fn everything(runs: Runs, quick: bool) {
    if let Some(empty) = empty_main() {
        let time = interleaved(runs.processes, &[(empty, "")])[0];
        println!(
            "empty fn main() {{}}: {} a process (median of {})",
            ms(time),
            runs.processes
        );
        println!();
    }
    let tables = Tables::new();
    run_section(&p1379_section(), runs);
    println!();
    run_section(&acwing_section(), runs);
    acwing_sweep(&tables);
    println!();
    run_section(&yuzan_section(&tables), runs);
    if !quick {
        yuzan_sweep();
    }
    yuzan_4x4(if quick { 50 } else { 1000 });
    println!();
    run_section(&cses_section(), runs);
    cses_against_p1379(runs);
    println!();
    run_section(&aoj_section(), runs);
    aoj_per_board(runs);
    aoj_against_acwing(runs);
    korf_through_the_bin(quick);
    kit_oracle_on_korf();
    println!();
    run_section(&small_section(), runs);
    println!();
    run_section(&graph_section(quick), runs);
    println!();
    knights_section(runs);
    println!();
    search_sections(runs);
}
