//! The harness that holds a judge bin to another goal: the bin copied with only its
//! `const GOAL…` line changed, compiled by rustc into a harness that calls its `solve` once
//! per input line, and its answers compared with the kit's search from that goal. Each
//! problem's module says which goals and boards (`holds`, `every_3x3_board`,
//! `every_rect_board`), and which goals must not compile.

use crate::common::{self, Scratch};
use crate::tier::{every_nth, Tier};
use eight_puzzle::board::{Adjacency, Board};
use eight_puzzle::distances::Distances;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::rect::{distances_from, pack, Rect};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

/// Calls the bin's `solve` on each line of standard input (`|` standing for a line break),
/// printing its output's first line, or the error. `SETUP` and `SOLVE` are replaced as the
/// [`Call`] says.
const HARNESS: &str = r#"
#[allow(dead_code)]
#[path = "bin.rs"]
mod bin;
use std::io::{BufRead, Write};
fn main() {
    let mut out = String::new();
    SETUP
    for line in std::io::stdin().lock().lines() {
        let input = line.unwrap().replace('|', "\n");
        match SOLVE(&input) {
            Ok(text) => out.push_str(text.lines().next().unwrap_or("")),
            Err(why) => out.push_str(&format!("error: {why}")),
        }
        out.push('\n');
    }
    std::io::stdout().write_all(out.as_bytes()).unwrap();
}
"#;

/// The compiler cargo runs (rustup's, beside cargo), else the first on the path.
pub fn rustc() -> PathBuf {
    let name = format!("rustc{}", std::env::consts::EXE_SUFFIX);
    let beside = std::env::var_os("CARGO").map(|c| Path::new(&c).with_file_name(&name));
    beside
        .filter(|p| p.exists())
        .unwrap_or_else(|| "rustc".into())
}

/// How the harness calls the bin.
#[derive(Clone, Copy)]
pub enum Call {
    /// `solve`, its output's first line.
    Solve,
    /// `solve`, its output's lines joined by spaces (a length and a sequence, say).
    AllLines,
    /// `setup` once, then the expression `solve` on each input.
    Own {
        setup: &'static str,
        solve: &'static str,
    },
}

/// `src/bin/<bin>.rs` with each `(name, value)` goal item replaced (its `const` line, or
/// lines up to the `;`), built into a harness
/// that calls it as `call` says; rustc's error text if it does not compile.
pub fn build(
    scratch: &Scratch,
    bin: &str,
    goals: &[(&str, String)],
    call: Call,
) -> Result<PathBuf, String> {
    let (setup, solve) = match call {
        Call::Solve => ("", "bin::solve"),
        Call::AllLines => (
            "",
            "(|i: &str| bin::solve(i).map(|t| t.trim_end().replace('\\n', \" \")))",
        ),
        Call::Own { setup, solve } => (setup, solve),
    };
    let harness = HARNESS.replace("SETUP", setup).replace("SOLVE", solve);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{bin}.rs"));
    let mut source = std::fs::read_to_string(path).unwrap();
    for (name, value) in goals {
        // The item from its `const NAME: ` line to the first line that ends it with `;`.
        let prefix = format!("const {name}: ");
        let lines: Vec<&str> = source.lines().collect();
        let starts: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with(&prefix))
            .collect();
        assert_eq!(starts.len(), 1, "{bin}.rs: one line `{prefix}…`");
        let end = (starts[0]..lines.len())
            .find(|&i| lines[i].ends_with(';'))
            .unwrap();
        let typed = lines[starts[0]].split(" = ").next().unwrap();
        let mut changed = lines[..starts[0]].join("\n");
        changed += &format!("\n{typed} = {value};\n");
        changed += &lines[end + 1..].join("\n");
        source = changed + "\n";
    }
    let dir = scratch.0.join(format!(
        "{bin}-{}",
        goals[0].1.replace(|c: char| !c.is_ascii_digit(), "")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bin.rs"), source).unwrap();
    std::fs::write(dir.join("harness.rs"), harness).unwrap();
    let exe = dir.join(format!("harness{}", std::env::consts::EXE_SUFFIX));
    let out = Command::new(rustc())
        .args([
            "--edition",
            "2021",
            "-O",
            "-C",
            "codegen-units=1",
            "-A",
            "warnings",
            "-o",
        ])
        .arg(&exe)
        .arg(dir.join("harness.rs"))
        .output()
        .unwrap();
    match out.status.success() {
        true => Ok(exe),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// The harness's answer to each input, in two processes at once, each killed past a minute
/// and limited to 4 GB: a goal that breaks a bound must fail the test, not hang it.
pub fn answers(exe: &Path, inputs: &[String]) -> Vec<String> {
    let (a, b) = inputs.split_at((inputs.len() + 1) / 2);
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| run_limited(exe, &a.concat()));
        let b = run_limited(exe, &b.concat());
        (a.join().unwrap(), b)
    });
    a.lines().chain(b.lines()).map(str::to_string).collect()
}

/// `exe` limited to 4 GB of memory by the shell's `ulimit`, where there is one.
#[cfg(unix)]
fn limited(exe: &Path) -> Command {
    let mut command = Command::new("sh");
    command
        .args(["-c", "ulimit -v 4000000 && exec \"$0\""])
        .arg(exe);
    command
}

/// Windows has no `ulimit`: `exe` as it is, still stopped after a minute.
#[cfg(not(unix))]
fn limited(exe: &Path) -> Command {
    Command::new(exe)
}

/// `exe`'s standard output on `input`, or a failed test if it fails, outgrows 4 GB (on
/// Unix) or runs for more than a minute.
fn run_limited(exe: &Path, input: &str) -> String {
    let mut child = limited(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (mut stdin, mut stdout) = (child.stdin.take().unwrap(), child.stdout.take().unwrap());
    let text = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        stdout.read_to_string(&mut out).map(|_| out)
    });
    let status = common::wait_a_minute(&mut child, &exe.display().to_string());
    let _ = writer.join();
    assert!(status.success(), "{}: {status}", exe.display());
    reader.join().unwrap().unwrap()
}

/// Builds `bin` (called as `call`) with its goal constant `name` set to `goal` and holds its
/// answers on `inputs` to `want`.
pub fn holds(
    scratch: &Scratch,
    (bin, call): (&str, Call),
    name: &str,
    goal: &[u8],
    inputs: &[String],
    want: &[String],
) {
    let exe = build(scratch, bin, &[(name, array(goal))], call).unwrap();
    compare(
        &format!("{bin} {goal:?}"),
        inputs,
        &answers(&exe, inputs),
        want,
    );
}

/// A goal as a Rust array.
pub fn array(cells: &[u8]) -> String {
    let items: Vec<String> = cells.iter().map(u8::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// A seeded random arrangement of `0..n`.
pub fn random_goal(n: u8, seed: u32) -> Vec<u8> {
    let mut cells: Vec<u8> = (0..n).collect();
    let mut rng = Mt19937::new(seed);
    eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
    cells
}

/// The 3×3 goals every sliding bin is tried with.
pub fn goals3() -> Vec<Vec<u8>> {
    vec![
        vec![1, 2, 3, 8, 0, 4, 7, 6, 5],
        vec![1, 2, 3, 4, 5, 6, 7, 8, 0],
        vec![0, 1, 2, 3, 4, 5, 6, 7, 8],
        random_goal(9, 26),
    ]
}

/// Every arrangement of `0..n`.
pub fn all(n: u8) -> Vec<Vec<u8>> {
    let mut cells: Vec<u8> = (0..n).collect();
    let mut every = vec![cells.clone()];
    while eight_puzzle::board::next_permutation(&mut cells) {
        every.push(cells.clone());
    }
    every
}

/// The answers a counting bin must print for `boards`: the distance, or `-1` where the goal
/// is out of reach.
pub fn counts(boards: &[(Vec<u8>, Option<u32>)]) -> Vec<String> {
    let answer = |d: Option<u32>| d.map_or("-1".to_string(), |d| d.to_string());
    boards.iter().map(|b| answer(b.1)).collect()
}

/// Holds `got` to `want` line by line, naming the bin, the goal and the first few failures.
pub fn compare(what: &str, inputs: &[String], got: &[String], want: &[String]) {
    assert_eq!(got.len(), want.len(), "{what}: {} answers", got.len());
    let wrong: Vec<String> = (0..want.len())
        .filter(|&i| got[i] != want[i])
        .take(3)
        .map(|i| format!("{}: got {}, want {}", inputs[i].trim(), got[i], want[i]))
        .collect();
    assert!(wrong.is_empty(), "{what}: {wrong:?}");
}

/// The kit's breadth-first distances to a 3×3 `goal`, searched once for every bin tried
/// with it.
pub fn from_goal(goal: &[u8]) -> Arc<Distances> {
    static SEARCHED: Mutex<BTreeMap<Vec<u8>, Arc<Distances>>> = Mutex::new(BTreeMap::new());
    let known = SEARCHED.lock().unwrap().get(goal).cloned();
    known.unwrap_or_else(|| {
        let board = Board::from_cells(goal).unwrap();
        let searched = Arc::new(Distances::from_goal(board, Adjacency::Grid));
        let mut map = SEARCHED.lock().unwrap();
        map.entry(goal.to_vec()).or_insert(searched).clone()
    })
}

/// The boards of `every` in `tier` (the quick tier: a sample, the goal and the farthest from
/// it), each with its `distance` to the goal (`None`: out of reach), looked up once.
pub fn with_distances(
    tier: Tier,
    every: &[Vec<u8>],
    distance: impl Fn(&[u8]) -> Option<u32>,
) -> Vec<(Vec<u8>, Option<u32>)> {
    let paired: Vec<(Vec<u8>, Option<u32>)> =
        every.iter().map(|b| (b.clone(), distance(b))).collect();
    let far = paired.iter().filter_map(|b| b.1).max();
    tier.sample(paired, 1_000, |b| b.1 == Some(0) || b.1 == far)
}

/// Every `step`-th board of `every`, and the goal and the boards farthest from it wherever
/// they stand.
pub fn stepped(
    every: &[Vec<u8>],
    step: usize,
    distance: impl Fn(&[u8]) -> Option<u32>,
) -> Vec<Vec<u8>> {
    let far = every.iter().filter_map(|b| distance(b)).max();
    let extreme = |b: &Vec<u8>| matches!(distance(b), Some(0)) || distance(b) == far;
    every_nth(every.iter().cloned(), step, extreme)
}

/// A counting bin on 3×3 boards (written by `format`) for every goal of [`goals3`] but its
/// own (number `own`, whose every board its own test holds): every `step`-th board and each
/// goal's farthest in the proofs; the quick tier the seeded random goal alone, on a sample with its farthest boards
/// and the goal.
pub fn every_3x3_board(
    tier: Tier,
    (bin, call): (&str, Call),
    name: &str,
    format: &dyn Fn(&Vec<u8>) -> String,
    own: usize,
    step: usize,
) {
    let scratch = Scratch::new(&format!("goals-{bin}"));
    let every = all(9);
    let quick = |g: usize| tier == Tier::Proofs || g == goals3().len() - 1;
    for (_, goal) in goals3()
        .into_iter()
        .enumerate()
        .filter(|&(g, _)| g != own && quick(g))
    {
        let truth = from_goal(&goal);
        let distance = |b: &[u8]| truth.get(&Board::from_cells(b).unwrap());
        let boards = with_distances(tier, &stepped(&every, step, distance), distance);
        let inputs: Vec<String> = boards.iter().map(|b| format(&b.0)).collect();
        holds(
            &scratch,
            (bin, call),
            name,
            &goal,
            &inputs,
            &counts(&boards),
        );
    }
}

/// A 2×3 or 2×4 bin (`rect`, boards written by `format`) on every `step`-th board and each
/// goal's farthest for its own goal `own`, the blank first, the blank last and a seeded
/// random goal (the quick tier: the random goal alone, on a sample with its farthest boards
/// and the goal).
pub fn every_rect_board(
    tier: Tier,
    (bin, step): (&str, usize),
    rect: Rect,
    own: Vec<u8>,
    format: &dyn Fn(&Vec<u8>) -> String,
) {
    let scratch = Scratch::new(&format!("goals-{bin}"));
    let n = own.len() as u8;
    let first: Vec<u8> = (0..n).collect();
    let mut last = first.clone();
    last.rotate_left(1);
    let random = random_goal(n, 26);
    let mut goals = match tier {
        Tier::Proofs => vec![own, first, last, random],
        Tier::Quick => vec![random],
    };
    goals.sort();
    goals.dedup();
    for goal in goals {
        let truth = distances_from(rect, &goal);
        let distance = |b: &[u8]| truth.get(&pack(b)).map(|&d| d.into());
        let boards = with_distances(tier, &stepped(&all(n), step, distance), distance);
        let inputs: Vec<String> = boards.iter().map(|b| format(&b.0)).collect();
        holds(
            &scratch,
            (bin, Call::Solve),
            "GOAL",
            &goal,
            &inputs,
            &counts(&boards),
        );
    }
}
