//! `yuzan_alternating`, in-process, on every 3×3, 2×2 and 1×1 grid, each output judged by the
//! kit's checker against its oracle (a BFS over (grid, first move type) pairs written apart
//! from the bin).

#[allow(dead_code)]
#[path = "../src/bin/yuzan_alternating.rs"]
mod yuzan_alternating;

mod common;

use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problem::Problem;
use eight_puzzle::problems::yuzan::four::{Near, NEAR};
use eight_puzzle::problems::yuzan::{Grid, Oracles, YUZAN, YUZAN4};
use eight_puzzle::sampling::shuffle;
use eight_puzzle::tables::Tables;

/// Every grid of side `n` as input text, in lexicographic order.
fn all_grids(n: usize) -> Vec<String> {
    Grid::all(n).map(|grid| grid.to_input()).collect()
}

/// Solves and judges every grid of side `n` on all cores; returns the failures and the
/// longest answer.
fn judge_all(n: usize) -> (usize, Vec<String>, usize) {
    let tables = Tables::new();
    tables.get::<Oracles>();
    let grids = all_grids(n);
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
            let verdict = YUZAN.check(&tables, input, &output, None);
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

#[test]
fn every_3x3_grid_is_sorted_in_the_fewest_moves_at_most_12() {
    let (count, failures, longest) = judge_all(3);
    assert_eq!(count, 362_880);
    common::assert_none_failed(&failures);
    assert_eq!(longest, 12);
}

#[test]
fn every_2x2_and_the_1x1_grid() {
    let (count, failures, _) = judge_all(2);
    assert_eq!(count, 24);
    assert!(failures.is_empty(), "{failures:?}");
    let (count, failures, longest) = judge_all(1);
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

/// Solves each 4×4 grid with the bin (one solver per core) and judges the output with the
/// kit's checker, whose fewest moves come from the 4×4 oracle; returns the failures.
fn judge_4x4(grids: &[Grid], tables: &Tables) -> Vec<String> {
    tables.get::<Near>();
    let failures = common::per_core(grids, |part| {
        let mut solver = yuzan_alternating::Solver::new(4);
        // About 15 times what the slowest random grid needs (0.8 s): a broken bound fails the test
        // (the grid reads `No Solution`) instead of hanging it.
        solver.budget = 50_000_000;
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

#[test]
fn every_4x4_grid_within_the_exact_table_and_seeded_random_ones() {
    let tables = Tables::new();
    let near = tables.get::<Near>();
    let within: Vec<Grid> = near.grids().map(|(grid, _)| grid).collect();
    assert_eq!((within.len(), NEAR), (92_496, 4));
    assert!(near.grids().all(|(_, d)| d <= u32::from(NEAR)));
    common::assert_none_failed(&judge_4x4(&within, &tables));
    // Seeded random walks of 5 to 16 alternating swaps, and uniformly random grids.
    let mut rng = Mt19937::new(44);
    let mut grids: Vec<Grid> = (0..2_000)
        .map(|i| {
            let walk = YUZAN4.walk(&mut rng, 5 + i % 12);
            Grid::parse(&walk).unwrap()
        })
        .collect();
    for _ in 0..20 {
        let mut cells: Vec<u32> = (1..=16).collect();
        shuffle(&mut cells, &mut rng);
        grids.push(Grid::from_cells(cells).unwrap());
    }
    common::assert_none_failed(&judge_4x4(&grids, &tables));
}

#[test]
fn the_checker_on_4x4_outputs() {
    let tables = Tables::new();
    let check = |input: &str, output: &str| YUZAN4.check(&tables, input, output, None);
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
        "wrong answer: 1 moves expected, got 3"
    );
    let with_answer = YUZAN4.check(&tables, one, "Step #1: 1 2\n", Some(long));
    assert_eq!(with_answer.exit_code(), 3, "{with_answer}");
    let reversed = "16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1";
    let solved = yuzan_alternating::solve(reversed).unwrap();
    assert_eq!(solved.lines().count(), 26);
    let sorted = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16";
    assert!(check(sorted, "No Need\n").is_accepted());
    assert!(
        yuzan_alternating::solve(&(sorted.to_string() + " 17 18 19 20 21 22 23 24 25")).is_err()
    );
}
