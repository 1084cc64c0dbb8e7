//! `abc336_rotation_puzzle`, in-process, against the kit's two breadth-first balls of
//! distinct grids in hash maps (written apart from the bin's depth-first meet in the middle
//! over move sequences and hashes): for every shape from 3×3 to 8×8, seeded random walks of
//! 0 to 21 moves (never the last move again) and a random grid; the samples' exact text.

#[allow(dead_code)]
#[path = "../src/bin/abc336_rotation_puzzle.rs"]
mod abc336_rotation_puzzle;

mod common;

use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::abc336::{random_walk, to_input, Solver, SIDES};
use eight_puzzle::sampling::shuffle;

/// The bin against the kit on seeded grids of each shape in `shapes`.
fn shapes_agree(shapes: &[(usize, usize)]) -> Vec<String> {
    let mut failures = Vec::new();
    for &(h, w) in shapes {
        let solver = Solver::new(h, w);
        let mut rng = Mt19937::new((100 * h + w) as u32);
        let mut grids: Vec<Vec<u8>> = [0, 1, 3, 10, 11, 19, 20, 21]
            .iter()
            .map(|&k| random_walk(&mut rng, h, w, k))
            .collect();
        for _ in 0..1 {
            let mut grid: Vec<u8> = (1..=(h * w) as u8).collect();
            shuffle(&mut grid, &mut rng);
            grids.push(grid);
        }
        for grid in grids {
            let want = solver.fewest(&grid).map_or(-1, i64::from);
            let input = to_input(h, w, &grid);
            let got = abc336_rotation_puzzle::solve(&input);
            if got != Ok(format!("{want}\n")) {
                failures.push(format!("{input:?}: {want} expected, got {got:?}"));
            }
        }
    }
    failures
}

#[test]
fn every_shape_against_the_kit() {
    let shapes: Vec<(usize, usize)> = SIDES.flat_map(|h| SIDES.map(move |w| (h, w))).collect();
    let failures = common::per_core(&shapes, shapes_agree);
    common::assert_none_failed(&failures.concat());
}

#[test]
fn the_samples() {
    let solve = |text: &str| abc336_rotation_puzzle::solve(text).unwrap();
    assert_eq!(solve("3 3\n9 4 3\n2 1 8\n7 6 5\n"), "2\n");
    let two = "4 6\n15 18 1 14 3 4\n23 24 19 8 9 12\n13 2 17 6 5 16\n21 22 7 20 11 10\n";
    assert_eq!(solve(two), "-1\n");
    let three = "4 6\n1 4 13 16 15 18\n21 20 9 12 23 10\n17 14 5 6 3 2\n11 22 7 24 19 8\n";
    assert_eq!(solve(three), "20\n");
    assert_eq!(solve("4 3\n1 2 3\n4 5 6\n7 8 9\n10 11 12\n"), "0\n");
}
