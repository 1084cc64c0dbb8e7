//! `abc336_rotation_puzzle`, in-process, against the kit's two breadth-first balls of
//! distinct grids in hash maps (written apart from the bin's depth-first meet in the middle
//! over move sequences and hashes): for every shape from 3×3 to 8×8, seeded random walks of
//! 0, 3, 11 and 20 moves (never the last move again) and a random grid; the samples' exact
//! text.

use crate::bins::abc336_rotation_puzzle;
use crate::common;
use crate::common::tool;
use crate::tier::Tier;
use eight_puzzle::mt19937::Mt19937;
use eight_puzzle::problems::abc336_rotation_puzzle::{random_walk, to_input, Solver, SIDES};
use eight_puzzle::sampling::shuffle;

/// The bin against the kit on seeded grids of each shape in `shapes`.
fn shapes_agree(shapes: &[(usize, usize)]) -> Vec<String> {
    let mut failures = Vec::new();
    for &(h, w) in shapes {
        let solver = Solver::new(h, w);
        let mut rng = Mt19937::new((100 * h + w) as u32);
        // The deep walks cost both searches most: 20 (the farthest answer) alone of them,
        // and the random grid for the answers past 20.
        let mut grids: Vec<Vec<u8>> = [0, 3, 11, 20]
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

tiers!(every_shape_against_the_kit);

/// Every shape from 3×3 to 8×8 (the quick tier: the smallest, the largest and one more),
/// seeded walks of 0, 3, 11 and 20 moves and a random grid each.
fn every_shape_against_the_kit(tier: Tier) {
    let shapes: Vec<(usize, usize)> = SIDES.flat_map(|h| SIDES.map(move |w| (h, w))).collect();
    let (first, last) = (shapes[0], shapes[shapes.len() - 1]);
    let shapes = tier.sample(shapes, 1, |&s| s == first || s == last);
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

/// ABC336 F Rotation Puzzle through `gen`, `check` and `duipai` (`count`: the proofs').
#[test]
fn the_rotation_puzzle_through_the_tools() {
    let s = common::Scratch::new("rotation-puzzle-tools");
    let (code, far, _) = tool(
        "gen",
        &["--problem", "abc336_rotation_puzzle", "1", "20", "1"],
    );
    assert_eq!(code, 0);
    let answer = common::run("abc336_rotation_puzzle", &[], far.as_bytes()).out();
    assert_eq!(answer, "20\n", "{far}");
    let (code, _, why) = tool(
        "gen",
        &["--problem", "abc336_rotation_puzzle", "1", "21", "1"],
    );
    assert!(code != 0 && why.contains("at most 20"), "{why}");
    let input = s.file("in", "3 3\n9 4 3\n2 1 8\n7 6 5\n");
    let (code, verdict, _) = tool(
        "check",
        &["abc336_rotation_puzzle", &input, &s.file("out", "2\n")],
    );
    assert_eq!(code, 0, "{verdict}");
    let wrong = s.file("wrong", "-1\n");
    assert_eq!(
        tool("check", &["abc336_rotation_puzzle", &input, &wrong]).0,
        1
    );
    let args = [
        "abc336_rotation_puzzle",
        "abc336_rotation_puzzle",
        "--mode",
        "0",
        "--rounds",
        "3",
    ];
    assert_eq!(tool("duipai", &args).0, 0);
}

/// `count` searches the balls of every shape (several seconds) and prints their sizes.
#[test]
#[ignore = "the proofs tier: cargo test --release -- --ignored"]
fn count_prints_every_shape() {
    let (code, out, _) = tool("count", &["--problem", "abc336_rotation_puzzle", "csv"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("\n3,3,1438,1 4 12 32 84 200 384 434 230 48 9\n"),
        "{out}"
    );
    assert!(out.contains("\n8,8,117965,"), "{out}");
}

/// The card's figure: 10 moves from each side, half the statement's 20.
#[test]
fn the_card_states_the_kits_half() {
    use eight_puzzle::problems::abc336_rotation_puzzle::{HALF, MOST};
    assert_eq!(2 * HALF, MOST);
    crate::cards::states("abc336_rotation_puzzle", &[HALF]);
}
