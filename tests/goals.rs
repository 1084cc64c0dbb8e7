//! Each judge bin with a goal, copied with only its `const GOAL…` line changed, compiled by
//! rustc into a harness that calls its `solve` once per input line, and held to the kit's
//! breadth-first search from that goal: every board of 3×3, 2×3 and 2×4 for each goal
//! (P1379's, AcWing's, the blank first, a seeded random one, and each bin's own), and on
//! 4×4 Korf's boards within 45 moves relabelled onto a new goal; a 4×4 goal with the blank
//! elsewhere must be refused at compile time, as must a rubiksrevenge goal without four of
//! each colour.

mod common;

use common::Scratch;
use eight_puzzle::board::{Adjacency, Board};
use eight_puzzle::distances::Distances;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::aoj::KORF100;
use eight_puzzle::problems::cses::swap_distances;
use eight_puzzle::problems::yuzan::Grid;
use eight_puzzle::problems::{p2578, p2730, p4289, rotation, rubiks};
use eight_puzzle::rect::{distances_from, pack, Rect};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Calls the bin's `solve` on each line of standard input (`|` standing for a line break),
/// printing its output's first line, or the error. `SETUP` and `SOLVE` are replaced: by
/// nothing and `bin::solve`, or for `p1379_reverse` by one table and a lookup in it.
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
fn rustc() -> PathBuf {
    let beside = std::env::var_os("CARGO").map(|c| Path::new(&c).with_file_name("rustc"));
    beside
        .filter(|p| p.exists())
        .unwrap_or_else(|| "rustc".into())
}

/// `src/bin/<bin>.rs` with each `(name, value)` goal line replaced, built into a harness;
/// rustc's error text if it does not compile.
fn build(scratch: &Scratch, bin: &str, goals: &[(&str, String)]) -> Result<PathBuf, String> {
    let harness = if bin == "p1379_reverse" {
        let setup = "let table = bin::distance_table();";
        let solve = "(|i: &str| bin::parse(i).map(|b| bin::answer(&table, &b)))";
        HARNESS.replace("SETUP", setup).replace("SOLVE", solve)
    } else if bin == "p2730_magic_squares" || bin == "acwing_rotation_game" {
        // Both lines (the length and the sequence; the sequence and the digit) on one.
        let solve = "(|i: &str| bin::solve(i).map(|t| t.trim_end().replace('\\n', \" \")))";
        HARNESS.replace("SETUP", "").replace("SOLVE", solve)
    } else {
        HARNESS.replace("SETUP", "").replace("SOLVE", "bin::solve")
    };
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{bin}.rs"));
    let mut source = std::fs::read_to_string(path).unwrap();
    for (name, value) in goals {
        let prefix = format!("const {name}: ");
        let lines: Vec<&str> = source.lines().filter(|l| l.starts_with(&prefix)).collect();
        assert_eq!(lines.len(), 1, "{bin}.rs: one line `{prefix}…`");
        let typed = lines[0].split(" = ").next().unwrap();
        source = source.replacen(lines[0], &format!("{typed} = {value};"), 1);
    }
    let dir = scratch.0.join(format!(
        "{bin}-{}",
        goals[0].1.replace(|c: char| !c.is_ascii_digit(), "")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bin.rs"), source).unwrap();
    std::fs::write(dir.join("harness.rs"), harness).unwrap();
    let exe = dir.join("harness");
    let out = Command::new(rustc())
        .args(["--edition", "2021", "-O", "-A", "warnings", "-o"])
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
fn answers(exe: &Path, inputs: &[String]) -> Vec<String> {
    let (a, b) = inputs.split_at((inputs.len() + 1) / 2);
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| run_limited(exe, &a.concat()));
        let b = run_limited(exe, &b.concat());
        (a.join().unwrap(), b)
    });
    a.lines().chain(b.lines()).map(str::to_string).collect()
}

/// `exe`'s standard output on `input`, or a failed test if it fails, outgrows 4 GB or runs
/// for more than a minute.
fn run_limited(exe: &Path, input: &str) -> String {
    let mut child = Command::new("sh")
        .args(["-c", "ulimit -v 4000000 && exec \"$0\""])
        .arg(exe)
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
    let start = Instant::now();
    let status = loop {
        match child.try_wait().unwrap() {
            Some(status) => break status,
            None if start.elapsed() > Duration::from_secs(60) => {
                let _ = child.kill();
                panic!("{}: no answer within a minute", exe.display());
            }
            None => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    let _ = writer.join();
    assert!(status.success(), "{}: {status}", exe.display());
    reader.join().unwrap().unwrap()
}

/// Builds `bin` with its goal constant `name` set to `goal` and holds its answers on
/// `inputs` to `want`.
fn holds(
    scratch: &Scratch,
    bin: &str,
    name: &str,
    goal: &[u8],
    inputs: &[String],
    want: &[String],
) {
    let exe = build(scratch, bin, &[(name, array(goal))]).unwrap();
    compare(
        &format!("{bin} {goal:?}"),
        inputs,
        &answers(&exe, inputs),
        want,
    );
}

/// A goal as a Rust array.
fn array(cells: &[u8]) -> String {
    let items: Vec<String> = cells.iter().map(u8::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// A seeded random arrangement of `0..n`.
fn random_goal(n: u8, seed: u32) -> Vec<u8> {
    let mut cells: Vec<u8> = (0..n).collect();
    let mut rng = Mt19937::new(seed);
    eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
    cells
}

/// The 3×3 goals every sliding bin is tried with.
fn goals3() -> Vec<Vec<u8>> {
    vec![
        vec![1, 2, 3, 8, 0, 4, 7, 6, 5],
        vec![1, 2, 3, 4, 5, 6, 7, 8, 0],
        vec![0, 1, 2, 3, 4, 5, 6, 7, 8],
        random_goal(9, 26),
    ]
}

/// Every arrangement of `0..n`.
fn all(n: u8) -> Vec<Vec<u8>> {
    let mut cells: Vec<u8> = (0..n).collect();
    let mut every = vec![cells.clone()];
    while eight_puzzle::board::next_permutation(&mut cells) {
        every.push(cells.clone());
    }
    every
}

/// The answers a bin must print: the distance, or `none` where the goal is out of reach.
fn expected(
    distances: impl Fn(&[u8]) -> Option<u8>,
    boards: &[Vec<u8>],
    none: &str,
) -> Vec<String> {
    let answer = |b: &Vec<u8>| distances(b).map_or(none.to_string(), |d| d.to_string());
    boards.iter().map(answer).collect()
}

/// Holds `got` to `want` line by line, naming the bin, the goal and the first few failures.
fn compare(what: &str, inputs: &[String], got: &[String], want: &[String]) {
    assert_eq!(got.len(), want.len(), "{what}: {} answers", got.len());
    let wrong: Vec<String> = (0..want.len())
        .filter(|&i| got[i] != want[i])
        .take(3)
        .map(|i| format!("{}: got {}, want {}", inputs[i].trim(), got[i], want[i]))
        .collect();
    assert!(wrong.is_empty(), "{what}: {wrong:?}");
}

/// The count bins on 3×3 boards, for every goal of [`goals3`] but the bin's own (whose every
/// board its own test holds): every board, but for `p1379` every 16th (a fresh
/// bidirectional search costs it 0.2 ms a board).
#[test]
fn every_3x3_board_for_every_goal_in_the_counting_bins() {
    let scratch = Scratch::new("goals-count");
    let boards = all(9);
    let digits = |b: &Vec<u8>| b.iter().map(u8::to_string).collect::<String>() + "\n";
    let spaced = |b: &Vec<u8>| array(b).replace(['[', ']', ','], "") + "\n";
    let acwing = |b: &Vec<u8>| spaced(b).replace('0', "x");
    type Format<'a> = (&'a str, &'a str, &'a dyn Fn(&Vec<u8>) -> String, usize);
    // Each bin, its goal constant, its input format and which of `goals3` is its own.
    let bins: [Format; 4] = [
        ("p1379", "GOAL", &digits, 0),
        ("p1379_reverse", "GOAL", &digits, 0),
        ("acwing_steps", "GOAL", &acwing, 1),
        ("aoj_idastar", "GOAL_3", &spaced, 1),
    ];
    for (g, goal) in goals3().into_iter().enumerate() {
        let truth = Distances::from_goal(Board::from_cells(&goal).unwrap(), Adjacency::Grid);
        let distance = |b: &[u8]| truth.get(&Board::from_cells(b).unwrap()).map(|d| d as u8);
        for (bin, name, format, _) in bins.into_iter().filter(|b| b.3 != g) {
            let step = if bin == "p1379" { 16 } else { 1 };
            let boards: Vec<Vec<u8>> = boards.iter().step_by(step).cloned().collect();
            let inputs: Vec<String> = boards.iter().map(format).collect();
            let want = expected(distance, &boards, "-1");
            holds(&scratch, bin, name, &goal, &inputs, &want);
        }
    }
}

/// The board a string of `u`/`d`/`l`/`r` moves of the blank leads to, if every move is legal.
fn play(board: &[u8], moves: &str) -> Option<Vec<u8>> {
    let mut cells = board.to_vec();
    for m in moves.bytes() {
        let blank = cells.iter().position(|&c| c == 0)?;
        let (row, col) = (blank / 3, blank % 3);
        let to = match m {
            b'u' if row > 0 => blank - 3,
            b'd' if row < 2 => blank + 3,
            b'l' if col > 0 => blank - 1,
            b'r' if col < 2 => blank + 1,
            _ => return None,
        };
        cells.swap(blank, to);
    }
    Some(cells)
}

/// `acwing_astar` for every goal of [`goals3`] but its own (`tests/acwing.rs`): on every board, a legal path to the goal as
/// short as the kit's distance, or `unsolvable` exactly where the goal is out of reach.
#[test]
fn every_3x3_board_for_every_goal_in_the_path_bin() {
    let scratch = Scratch::new("goals-path");
    let boards = all(9);
    let inputs: Vec<String> = boards
        .iter()
        .map(|b| array(b).replace(['[', ']', ','], "").replace('0', "x") + "\n")
        .collect();
    let others = goals3().into_iter().enumerate().filter(|&(g, _)| g != 1);
    for (_, goal) in others {
        let truth = Distances::from_goal(Board::from_cells(&goal).unwrap(), Adjacency::Grid);
        let exe = build(&scratch, "acwing_astar", &[("GOAL", array(&goal))]).unwrap();
        let got = answers(&exe, &inputs);
        let wrong = boards.iter().zip(&got).find(|(board, path)| {
            match truth.get(&Board::from_cells(board).unwrap()) {
                None => path.as_str() != "unsolvable",
                Some(d) => play(board, path) != Some(goal.clone()) || path.len() != d as usize,
            }
        });
        assert!(wrong.is_none(), "goal {goal:?}: {wrong:?}");
    }
}

/// The 2×3 and 2×4 bins: every board for their own goal, the blank first and a random goal.
#[test]
fn every_2x3_and_2x4_board_for_every_goal() {
    let scratch = Scratch::new("goals-rect");
    let leet = |b: &Vec<u8>| format!("[{},{}]\n", array(&b[..3]), array(&b[3..])).replace(' ', "");
    let seven = |b: &Vec<u8>| array(b).replace(['[', ']', ','], "") + "\n";
    type Bin<'a> = (&'a str, u8, Rect, &'a dyn Fn(&Vec<u8>) -> String);
    let bins: [Bin; 2] = [
        (
            "leetcode_sliding_puzzle",
            6,
            Rect { rows: 2, cols: 3 },
            &leet,
        ),
        ("aoj_seven_puzzle", 8, Rect { rows: 2, cols: 4 }, &seven),
    ];
    for (bin, n, rect, format) in bins {
        let own: Vec<u8> = if n == 6 {
            vec![1, 2, 3, 4, 5, 0]
        } else {
            (0..8).collect()
        };
        let first: Vec<u8> = (0..n).collect();
        let mut last = first.clone();
        last.rotate_left(1);
        let boards = all(n);
        let inputs: Vec<String> = boards.iter().map(format).collect();
        let mut goals = vec![own, first, last, random_goal(n, 26)];
        goals.dedup();
        goals.sort();
        goals.dedup();
        for goal in goals {
            let truth = distances_from(rect, &goal);
            let distance = |b: &[u8]| truth.get(&pack(b)).copied();
            let want = expected(distance, &boards, "-1");
            holds(&scratch, bin, "GOAL", &goal, &inputs, &want);
        }
    }
}

/// `cses_swap_game` on every grid for the sorted, the reversed and a random goal.
#[test]
fn every_swap_grid_for_every_goal() {
    let scratch = Scratch::new("goals-swap");
    let grids = all(9);
    let inputs: Vec<String> = grids
        .iter()
        .map(|g| {
            array(&g.iter().map(|v| v + 1).collect::<Vec<_>>()).replace(['[', ']', ','], "") + "\n"
        })
        .collect();
    let sorted: Vec<u8> = (1..=9).collect();
    let reversed: Vec<u8> = (1..=9).rev().collect();
    let random: Vec<u8> = random_goal(9, 26).iter().map(|v| v + 1).collect();
    let grid = |g: &[u8]| Grid::from_cells(g.iter().map(|&v| u32::from(v)).collect()).unwrap();
    for goal in [sorted, reversed, random] {
        let truth = swap_distances(&grid(&goal));
        let distance = |g: &[u8]| {
            let values: Vec<u8> = g.iter().map(|v| v + 1).collect();
            truth.get(&grid(&values).key()).copied()
        };
        let want = expected(distance, &grids, "-1");
        holds(&scratch, "cses_swap_game", "GOAL", &goal, &inputs, &want);
    }
}

/// `aoj_idastar` on 4×4: Korf's boards within 45 moves, relabelled onto a random goal with
/// the blank last, keep their published lengths; a goal with the blank elsewhere does not
/// compile, and rustc says why.
#[test]
fn korf_boards_relabelled_onto_a_new_4x4_goal_and_the_refused_goal() {
    let scratch = Scratch::new("goals-korf");
    let mut goal = random_goal(15, 26)
        .iter()
        .map(|t| t + 1)
        .collect::<Vec<u8>>();
    goal.push(0);
    let mut inputs = Vec::new();
    let mut want = Vec::new();
    for line in KORF100.lines().filter(|l| !l.starts_with('#')) {
        let n: Vec<u8> = line
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        if n[1] > 45 {
            continue;
        }
        // Tile t, whose goal cell is t - 1, becomes what the new goal holds there.
        let board: Vec<u8> = n[2..]
            .iter()
            .map(|&t| if t == 0 { 0 } else { goal[usize::from(t) - 1] })
            .collect();
        inputs.push(array(&board).replace(['[', ']', ','], "") + "\n");
        want.push(n[1].to_string());
    }
    assert_eq!(inputs.len(), 10);
    let exe = build(&scratch, "aoj_idastar", &[("GOAL_4", array(&goal))]).unwrap();
    compare("aoj_idastar 4×4", &inputs, &answers(&exe, &inputs), &want);
    let mut elsewhere = goal.clone();
    elsewhere.swap(0, 15);
    let refused = build(&scratch, "aoj_idastar", &[("GOAL_4", array(&elsewhere))]);
    let why = refused.expect_err("a 4×4 goal with the blank first compiles");
    assert!(
        why.contains("the 4×4 walking distances need the blank last"),
        "{why}"
    );
}

/// `p2730_magic_squares` on every target for a reversed and a seeded random BASE: the kit
/// walks from that base itself, where the bin renames the target.
#[test]
fn every_magic_square_target_for_another_base() {
    let scratch = Scratch::new("goals-magic");
    let table = eight_puzzle::tables::Tables::new().get::<p2730::Distances>();
    let targets: Vec<p2730::State> = table.all().map(|(state, _)| state).collect();
    let inputs: Vec<String> = targets.iter().map(p2730::to_input).collect();
    let reversed: Vec<u8> = (0..8).rev().collect();
    for base in [reversed, random_goal(8, 27)] {
        let from: p2730::State = base.clone().try_into().unwrap();
        let want: Vec<String> = targets
            .iter()
            .map(|t| {
                let path = table.smallest_from(&from, t);
                format!("{} {path}", path.len()).trim_end().to_string()
            })
            .collect();
        let values: Vec<u8> = base.iter().map(|v| v + 1).collect();
        holds(
            &scratch,
            "p2730_magic_squares",
            "BASE",
            &values,
            &inputs,
            &want,
        );
    }
}

/// `p4289_moving_toys` resized by its `SIDE` line to 3×3 and 5×5 boxes, on seeded random
/// pairs against the kit's breadth-first search: every toy count on 3×3, and on 5×5 the counts whose
/// spaces are small (few toys or few empty cells).
#[test]
fn moving_toys_in_a_3x3_and_a_5x5_box() {
    let scratch = Scratch::new("goals-toys");
    let mut rng = Mt19937::new(4289);
    for (side, counts) in [
        (3u32, (0..=9).collect::<Vec<u32>>()),
        (5, vec![0, 1, 2, 3, 4, 21, 22, 23, 24, 25]),
    ] {
        let cells = side * side;
        let (mut inputs, mut want) = (Vec::new(), Vec::new());
        for &k in &counts {
            let mut order: Vec<u32> = (0..cells).collect();
            for _ in 0..20 {
                eight_puzzle::sampling::shuffle(&mut order, &mut rng);
                let start = order[..k as usize].iter().fold(0u32, |b, &c| b | 1 << c);
                let far = p4289::distances_in(side, start);
                let mut targets: Vec<(&u32, &u32)> = far.iter().collect();
                targets.sort_unstable();
                let (target, d) = targets[eight_puzzle::sampling::draw(&mut rng, targets.len())];
                let text = |b: u32| {
                    (0..cells)
                        .map(|c| char::from(b'0' + (b >> c & 1) as u8))
                        .collect::<String>()
                };
                inputs.push(format!("{} {}\n", text(start), text(*target)));
                want.push(d.to_string());
            }
        }
        let exe = build(&scratch, "p4289_moving_toys", &[("SIDE", side.to_string())]).unwrap();
        compare(
            &format!("p4289_moving_toys SIDE = {side}"),
            &inputs,
            &answers(&exe, &inputs),
            &want,
        );
    }
}

/// `p2578_nine_digits` on every fifth board (72,576) for two other goals (reversed, seeded
/// random; tests/p2578.rs holds every board for the bin's own goal): the
/// moves move cells, so a board is as far from goal g as its digits renamed by their cell
/// in g are from the kit's goal.
#[test]
fn every_nine_digits_board_for_another_goal() {
    let scratch = Scratch::new("goals-nine");
    let table = eight_puzzle::tables::Tables::new().get::<p2578::Distances>();
    let all = table.sorted().into_iter().map(|(b, _)| b);
    let boards: Vec<p2578::Board> = all.step_by(5).collect();
    let inputs: Vec<String> = boards
        .iter()
        .map(|b| p2578::to_input(b).replace('\n', " ") + "\n")
        .collect();
    for goal in [(0..9).rev().collect(), random_goal(9, 2578)] {
        let mut cell_of = [0u8; 9];
        for (cell, &v) in goal.iter().enumerate() {
            cell_of[usize::from(v)] = cell as u8;
        }
        let want: Vec<String> = boards
            .iter()
            .map(|b| table.get(&b.map(|v| cell_of[usize::from(v)])).to_string())
            .collect();
        holds(&scratch, "p2578_nine_digits", "GOAL", &goal, &inputs, &want);
    }
}

/// `acwing_rotation_game` with other cells to fill with one digit (the top arm and the row
/// through it; a seeded random 8), on seeded random boards: the kit's search from those cells.
#[test]
fn rotation_boards_for_other_goal_cells() {
    let scratch = Scratch::new("goals-rotation");
    let mut rng = Mt19937::new(181);
    let boards: Vec<rotation::Board> = (0..300).map(|_| rotation::random_board(&mut rng)).collect();
    let inputs: Vec<String> = boards
        .iter()
        .map(|b| rotation::to_input(&[*b]).replace('\n', " ") + "\n")
        .collect();
    let mut cells: Vec<u8> = (0..24).collect();
    eight_puzzle::sampling::shuffle(&mut cells, &mut rng);
    for goal in [vec![0, 2, 4, 5, 6, 7, 8, 9], cells[..8].to_vec()] {
        let wide: Vec<usize> = goal.iter().map(|&c| usize::from(c)).collect();
        let table = rotation::Distances::to(&wide);
        // Every set of 8 cells reaches these too, as for the centre (the bin's page).
        assert_eq!(table.histogram().iter().sum::<usize>(), rotation::SETS);
        let want: Vec<String> = boards
            .iter()
            .map(|b| {
                rotation::answer(&table, &[*b])
                    .trim_end()
                    .replace('\n', " ")
            })
            .collect();
        let exe = build(
            &scratch,
            "acwing_rotation_game",
            &[("GOAL_CELLS", array(&goal))],
        )
        .unwrap();
        let what = format!("acwing_rotation_game GOAL_CELLS = {goal:?}");
        compare(&what, &inputs, &answers(&exe, &inputs), &want);
    }
}

/// `kattis_rubiks_revenge` for two other goals (a column of R G B Y repeated; a seeded
/// random grid): one in 20 of the grids within 5 moves of each (the kit's ball around it)
/// and 10 random grids (the kit's two-ended search); a goal without four of each colour
/// must not compile.
#[test]
fn rubiks_grids_for_other_goals_and_the_refused_goal() {
    let scratch = Scratch::new("goals-rubiks");
    let bin = "kattis_rubiks_revenge";
    let mut rng = Mt19937::new(1982);
    let columns = rubiks::parse("RGBY RGBY RGBY RGBY").unwrap();
    for goal in [columns, rubiks::random_grid(&mut rng)] {
        let mut near: Vec<(rubiks::Grid, u32)> = rubiks::ball(goal, 5).into_iter().collect();
        near.sort_unstable();
        let mut grids: Vec<(rubiks::Grid, u32)> = near.into_iter().step_by(20).collect();
        for _ in 0..10 {
            let grid = rubiks::random_grid(&mut rng);
            grids.push((grid, rubiks::between(grid, goal)));
        }
        let line = |g: rubiks::Grid| rubiks::to_input(g).replace('\n', " ");
        let inputs: Vec<String> = grids.iter().map(|&(g, _)| line(g) + "\n").collect();
        let want: Vec<String> = grids.iter().map(|&(_, d)| d.to_string()).collect();
        let rows: Vec<String> = line(goal).split_whitespace().map(str::to_string).collect();
        let exe = build(&scratch, bin, &[("GOAL", format!("{rows:?}"))]).unwrap();
        compare(
            &format!("{bin} GOAL = {rows:?}"),
            &inputs,
            &answers(&exe, &inputs),
            &want,
        );
    }
    let refused = build(
        &scratch,
        bin,
        &[("GOAL", r#"["RRRR", "RGGG", "BBBB", "YYYY"]"#.into())],
    );
    let why = refused.expect_err("a goal with five R compiles");
    assert!(why.contains("GOAL must hold four of each colour"), "{why}");
}
