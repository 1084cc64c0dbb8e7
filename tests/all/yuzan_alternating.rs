//! `yuzan_alternating`, in-process, on every 4th 3×3 grid and the extremes, every 2×2 grid,
//! the 1×1 grid and 4×4 grids, each output judged by the kit's checker against its oracle
//! (a BFS over (grid, first move type) pairs written apart from the bin).

use crate::bins::yuzan_alternating;
use crate::check_cli;
use crate::common;
use crate::common::tool;
use crate::tier::{every_nth, Tier};
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::yuzan_alternating::four::{Near, NEAR};
use eight_puzzle::problems::yuzan_alternating::{Grid, Oracles, YUZAN, YUZAN4};
use eight_puzzle::sampling::shuffle;
use eight_puzzle::tables::Tables;

/// Every grid of side `n` as input text, in lexicographic order (the quick tier: a sample,
/// the sorted grid and those farthest from it).
fn all_grids(tier: Tier, n: usize) -> Vec<String> {
    let oracles = common::tables().get::<Oracles>();
    let oracle = oracles.for_side(n).unwrap();
    let all: Vec<Grid> = Grid::all(n).collect();
    let far = all.iter().filter_map(|g| oracle.fewest_moves(g)).max();
    let extreme =
        |g: &Grid| matches!(oracle.fewest_moves(g), Some(0)) || oracle.fewest_moves(g) == far;
    // The proofs take every 4th grid of 3×3 (the bin's 0.3 ms a grid is most of their
    // time) and every extreme; smaller sides whole.
    let step = if n == 3 { 4 } else { 1 };
    let grids = tier.sample(every_nth(all, step, extreme), 3_000, extreme);
    grids.iter().map(|grid| grid.to_input()).collect()
}

/// Solves and judges every grid of side `n` (of the tier) on all cores; returns the count,
/// the failures and the longest answer.
fn judge_all(tier: Tier, n: usize) -> (usize, Vec<String>, usize) {
    let tables = common::tables();
    let grids = all_grids(tier, n);
    let results = common::per_core(&grids, |part| {
        let mut solver = yuzan_alternating::Solver::new(n);
        let mut failures = Vec::new();
        let mut longest = 0;
        for input in part {
            let (side, grid) = yuzan_alternating::parse(input).unwrap();
            assert_eq!(side, n);
            let output = yuzan_alternating::answer(&mut solver, &grid);
            let steps = output.lines().filter(|l| l.starts_with("Step")).count();
            longest = longest.max(steps);
            let verdict = YUZAN.check(tables, input, &output, None);
            if !verdict.is_accepted() {
                failures.push(format!("{input:?} -> {output:?}: {verdict}"));
            }
        }
        (failures, longest)
    });
    let longest = results.iter().map(|r| r.1).max().unwrap_or(0);
    let failures = results.into_iter().flat_map(|r| r.0).collect();
    (grids.len(), failures, longest)
}

tiers!(
    every_4th_3x3_grid_and_the_farthest_sorted_in_the_fewest_moves,
    every_4x4_grid_within_the_exact_table_and_seeded_random_ones,
);

/// Every 4th 3×3 grid, the sorted grid and the 7 that need 12 (the quick tier: a sample
/// of them) sorted in its fewest moves, each output judged by the checker.
fn every_4th_3x3_grid_and_the_farthest_sorted_in_the_fewest_moves(tier: Tier) {
    let (count, failures, longest) = judge_all(tier, 3);
    tier.expect(90_727, count);
    common::assert_none_failed(&failures);
    assert_eq!(longest, 12);
    let most_4x4 = eight_puzzle::problems::yuzan_alternating::MOST_4X4;
    crate::cards::states("yuzan_alternating", &[longest as u32, most_4x4]);
}

#[test]
fn every_2x2_and_the_1x1_grid() {
    let (count, failures, _) = judge_all(Tier::Proofs, 2);
    assert_eq!(count, 24);
    assert!(failures.is_empty(), "{failures:?}");
    let (count, failures, longest) = judge_all(Tier::Proofs, 1);
    assert_eq!((count, longest), (1, 0));
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn solve_reads_text_and_prints_the_seed_sample() {
    let out = yuzan_alternating::solve("1 2 9\n4 6 3\n7 8 5\n").unwrap();
    assert_eq!(out, "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n");
    assert_eq!(
        yuzan_alternating::solve("1 2 3 4 5 6 7 8 9").unwrap(),
        "No Need\n"
    );
    assert_eq!(yuzan_alternating::solve(" 1 ").unwrap(), "No Need\n");
}

/// A 4×4 solver with a budget of about 15 times what the slowest random grid needs (0.8 s):
/// a broken bound fails the test (the grid reads `No Solution`) instead of hanging it.
fn budgeted_4x4() -> yuzan_alternating::Solver {
    let mut solver = yuzan_alternating::Solver::new(4);
    solver.budget = 50_000_000;
    solver
}

/// Solves each 4×4 grid with the bin (one solver per core) and judges the output with the
/// kit's checker, whose fewest moves come from the 4×4 oracle; returns the failures.
fn judge_4x4(grids: &[Grid], tables: &Tables) -> Vec<String> {
    tables.get::<Near>();
    let failures = common::per_core(grids, |part| {
        let mut solver = budgeted_4x4();
        let mut failures = Vec::new();
        for grid in part {
            let input = grid.to_input();
            let (_, cells) = yuzan_alternating::parse(&input).unwrap();
            let output = yuzan_alternating::answer(&mut solver, &cells);
            let verdict = YUZAN4.check(tables, &input, &output, None);
            if !verdict.is_accepted() {
                failures.push(format!("{} -> {verdict}", grid.describe()));
                if failures.len() == 3 {
                    break;
                }
            }
        }
        failures
    });
    failures.concat()
}

/// Every 4×4 grid within 4 moves (the kit's exact table), 2,000 seeded walks of 5 to 16
/// swaps and 100 uniformly random grids (the quick tier: a sample of the table with the
/// sorted grid, 40 walks and 4 random grids).
fn every_4x4_grid_within_the_exact_table_and_seeded_random_ones(tier: Tier) {
    let tables = common::tables();
    let near = tables.get::<Near>();
    let within: Vec<(Grid, u32)> = near.grids().collect();
    assert_eq!((within.len(), NEAR), (92_496, 4));
    assert!(near.grids().all(|(_, d)| d <= u32::from(NEAR)));
    // Most of the table is 4 moves out: the sample is mostly the farthest layer.
    let within = tier.sample(within, 1_000, |&(_, d)| d == 0);
    let within: Vec<Grid> = within.into_iter().map(|(g, _)| g).collect();
    common::assert_none_failed(&judge_4x4(&within, tables));
    // Seeded random walks of 5 to 16 alternating swaps, and uniformly random grids.
    let mut rng = Mt19937::new(44);
    let mut grids: Vec<Grid> = (0..tier.pick(40, 2_000))
        .map(|i| {
            let walk = YUZAN4.walk(&mut rng, 5 + i % 12);
            Grid::parse(&walk).unwrap()
        })
        .collect();
    for _ in 0..tier.pick(4, 100) {
        let mut cells: Vec<u32> = (1..=16).collect();
        shuffle(&mut cells, &mut rng);
        grids.push(Grid::from_cells(cells).unwrap());
    }
    common::assert_none_failed(&judge_4x4(&grids, tables));
}

#[test]
fn the_checker_on_4x4_outputs() {
    let tables = common::tables();
    let check = |input: &str, output: &str| YUZAN4.check(tables, input, output, None);
    let one = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16";
    assert!(check(one, "Step #1: 1 2\n").is_accepted());
    assert_eq!(check(one, "Step #1: 1 6\n").exit_code(), 1); // 1 and 6 are not adjacent
    let three = "Step #1: 1 2\nStep #2: 2 7\nStep #3: 2 7\n";
    assert_eq!(check(one, three).exit_code(), 1);
    assert_eq!(check(one, "No Need\n").exit_code(), 1);
    // A legal sequence bounds the search but is not trusted: three swaps that sort a grid
    // one swap sorts are not optimal, as output or as answer file.
    let long = "Step #1: 2 5\nStep #2: 1 2\nStep #3: 5 1\n";
    assert_eq!(
        check(one, long).to_string(),
        "wrong answer: 1 move expected, got 3"
    );
    let with_answer = YUZAN4.check(tables, one, "Step #1: 1 2\n", Some(long));
    assert_eq!(with_answer.exit_code(), 3, "{with_answer}");
    let reversed = "16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1";
    let mut solver = budgeted_4x4();
    let (_, grid) = yuzan_alternating::parse(reversed).unwrap();
    let solved = yuzan_alternating::answer(&mut solver, &grid);
    let most_4x4 = eight_puzzle::problems::yuzan_alternating::MOST_4X4;
    assert_eq!(solved.lines().count(), most_4x4 as usize, "{solved}");
    let sorted = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16";
    assert!(check(sorted, "No Need\n").is_accepted());
    assert!(
        yuzan_alternating::solve(&(sorted.to_string() + " 17 18 19 20 21 22 23 24 25")).is_err()
    );
}

/// (input, output, exit code, the line `check` prints or "" for any) for the yuzan sample
/// `input`, the `sorted` grid and a `bad` input file.
fn yuzan_cases<'a>(
    input: &'a str,
    sorted: &'a str,
    bad: &'a str,
) -> Vec<(&'a str, &'a str, i32, &'a str)> {
    // A legal sequence that sorts the grid, found by brute force, but two moves too long.
    let five = "Step #1: 1 2\nStep #2: 9 6\nStep #3: 2 1\nStep #4: 9 5\nStep #5: 6 3\n";
    vec![
        (
            input,
            "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n\n",
            0,
            "ok: 3 moves, optimal",
        ),
        (input, "Step #1: 9 3\nStep #2: 6 5\nStep #3: 9 6\n", 0, ""), // either order
        (
            input,
            "Step #1: 1 9\n",
            1,
            "wrong answer: step 1: 1 and 9 are not adjacent",
        ),
        (
            input,
            "Step #1: 3 9\nStep #2: 9 5\n",
            1,
            "wrong answer: steps 1 and 2 are both orthogonal swaps",
        ),
        (input, five, 1, "wrong answer: 3 moves expected, got 5"),
        (
            input,
            "Step #1: 3 10\n",
            1,
            "wrong answer: step 1: 3 and 10 are not both on the grid",
        ),
        (input, "Step #1: 3 9\n", 1, ""), // does not end sorted
        (
            input,
            "No Need\n",
            1,
            "wrong answer: No Need printed, but the grid needs 3 moves",
        ),
        (input, "No Solution\n", 1, ""),
        (input, "Step 1: 3 9\n", 2, ""),
        (input, "Step #2: 3 9\n", 2, ""), // steps are numbered from 1
        (input, "Step #1: 3 3\n", 1, ""), // well formed: a wrong move
        (input, "", 2, ""),
        (sorted, "No Need\n", 0, "ok: No Need"),
        (sorted, "Step #1: 1 2\nStep #2: 1 5\n", 1, ""),
        (bad, "No Need\n", 3, ""),
    ]
}

/// The checker's verdicts in-process, as `check` prints them (the first as a process too).
#[test]
fn yuzan_outputs_get_the_right_exit_codes() {
    let (input, sorted, bad) = ("1 2 9\n4 6 3\n7 8 5\n", "1 2 3\n4 5 6\n7 8 9\n", "1 2 3\n");
    let first = yuzan_cases(input, sorted, bad)[0];
    let (code, line) = (first.2, first.3);
    let s = common::Scratch::new("yuzan");
    let args = [
        "yuzan_alternating",
        &s.file("in", first.0),
        &s.file("out", first.1),
    ];
    assert_eq!(check_cli::check(&args), (code, line.to_string()));
    for (input, output, code, line) in yuzan_cases(input, sorted, bad) {
        let verdict = YUZAN.check(common::tables(), input, output, None);
        let (got_code, got_line) = (verdict.exit_code(), verdict.to_string());
        assert_eq!(got_code, code, "{output:?}: {got_line}");
        assert!(
            line.is_empty() || got_line == line,
            "{output:?}: {got_line}"
        );
    }
}

/// The 4×4 alternating-swap puzzle through `gen` and `duipai`; n = 5 is refused.
#[test]
fn the_4x4_alternating_swaps_through_the_tools() {
    let args = [
        "--problem",
        "yuzan_alternating",
        "--size",
        "4",
        "5",
        "10..=14",
        "1",
    ];
    let (code, grid, err) = tool("gen", &args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(grid.split_whitespace().count(), 16);
    let args = [
        "yuzan_alternating",
        "yuzan_alternating",
        "--size",
        "4",
        "--mode",
        "1",
        "--k",
        "12..=16",
        "--rounds",
        "5",
    ];
    let (code, out, _) = tool("duipai", &args);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        tool(
            "gen",
            &["--problem", "yuzan_alternating", "--size", "5", "1"]
        )
        .0,
        2
    );
}

#[test]
fn gen_count_and_duipai_on_3x3_grids() {
    let (code, grid, _) = common::tool("gen", &["3", "12", "1", "--problem", "yuzan_alternating"]);
    assert_eq!((code, grid.lines().count()), (0, 3));
    let grid = Grid::parse(&grid).unwrap();
    let oracles = common::tables().get::<Oracles>();
    assert_eq!(oracles.for_side(3).unwrap().fewest_moves(&grid), Some(12));
    let (_, csv, _) = common::tool("count", &["csv", "--problem", "yuzan_alternating"]);
    for row in [
        "n2reach,24,24,4",
        "n3reach,362880,362880,12",
        "n3deepest,7,3 8 1 / 6 5 4 / 9 2 7",
        "perGridMarks,725760,725760",
    ] {
        assert!(
            csv.lines().any(|line| line == row),
            "missing {row:?} in\n{csv}"
        );
    }
    let args = [
        "yuzan_alternating",
        "yuzan_alternating",
        "--mode",
        "1",
        "--k",
        "11",
        "--rounds",
        "30",
    ];
    let (code, out, _) = common::tool("duipai", &args);
    assert!(code == 0 && out.contains(" 0 / "), "{out}");
    assert_eq!(
        common::tool("gen", &["--problem", "yuzan_alternating", "1", "13", "1"]).0,
        2
    );
}

/// Blank lines between the steps are what a judge that reads words takes.
#[test]
fn check_takes_blank_lines_between_steps() {
    let output = "Step #1: 3 9\n\nStep #2: 5 6\n\n\nStep #3: 6 9\n";
    assert_eq!(
        common::check_exit("yuzan_alternating", "1 2 9\n4 6 3\n7 8 5\n", output),
        0
    );
}

#[test]
fn number_syntax_is_the_kits() {
    let rows = [
        ("+1 2 9 4 6 3 7 8 05", true),
        ("1 2 9 4 6 3 7 8 -5", false),
        ("1 2 9 4 6 3 7 8 -0", false),
    ];
    crate::fuzz::same_syntax("yuzan_alternating", &rows);
}

special_judge!(yuzan_alternating);

/// The packs that once took 243 MiB and 23 s, and 220 MiB and 25 s, to hunt a test that
/// fails one visited set for both first types.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn the_hunting_packs_within_64_mib_and_10_s() {
    common::pack_within_64_mib_and_10_s(&["yuzan_alternating", "--seed", "2"]);
    let icpc = [
        "yuzan_alternating",
        "--seed",
        "4294967295",
        "--format",
        "icpc",
    ];
    common::pack_within_64_mib_and_10_s(&icpc);
}

/// The mirrored, reversed and transposed grids, solved in-process and judged against their
/// known fewest moves; the left-right mirrored one also as a process within 64 MiB, as its
/// search grows the table to 16 MiB (each mirrored grid takes 0.6-0.8 s; 10.7 s before the
/// table served the square's symmetries).
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn the_mirrored_reversed_and_transposed_4x4_grids() {
    use eight_puzzle::problems::yuzan_alternating::{four::HARD, judge, Case};
    for (_, input, fewest) in HARD {
        let output = yuzan_alternating::solve(input).unwrap();
        let grid = Grid::parse(input).unwrap();
        let judged = judge(
            &Case {
                grid,
                fewest: Some(fewest),
            },
            &output,
        );
        assert!(judged.is_ok(), "{input}: {judged:?}");
    }
    if let Some(peak) = common::peak("yuzan_alternating", HARD[0].1.as_bytes()) {
        assert!(peak.code == 0 && peak.kib < 64 << 10, "{peak:?}");
    }
}
