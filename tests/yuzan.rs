//! `yuzan_alternating`, in-process, on every 3×3, 2×2 and 1×1 grid, each output judged by the
//! kit's checker against its oracle (a BFS over (grid, first move type) pairs written apart
//! from the bin).

#[allow(dead_code)]
#[path = "../src/bin/yuzan_alternating.rs"]
mod yuzan_alternating;

mod common;

use eight_puzzle::problem::Problem;
use eight_puzzle::problems::yuzan::{Grid, Oracles, Yuzan};
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
            let verdict = Yuzan.check(&tables, input, &output, None);
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
